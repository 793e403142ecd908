"""The shared skeleton of the profile sessions.

``blood-pressure``, ``thermometer``, ``weight-scale``, ``glucose``,
``cycling-speed-cadence`` and ``fitness-machine`` each capture the same Android
phone (the phone of the heart-rate strap sessions: Qualcomm controller, public
address 94:65:2D:4F:6A:12, a fresh resolvable private address per session
computed from its IRK) and one sensor. ``ProfileSession`` runs the steps they
have in common, on the phone's HCI as an Android GATT client does them:

 0. Controller initialisation (Bluetooth switched on), then the user opens the
    app.
 1. Active scan (SCAN_MODE_LOW_LATENCY, 5 s window), advertising reports and
    scan responses of the sensor, scan disable.
 2. LE Create Connection -> LE Connection Complete (handle 0x0042, 45 ms
    interval), LE Read Remote Features.
 3. ATT Exchange MTU (517 / the sensor's maximum), unless the session leaves
    ATT_MTU at 23.
 4. Discovery: Read By Group Type (primary services), then per service Read By
    Type (includes), Read By Type (characteristics) and Find Information
    (descriptors).
 5. Reads of Device Information (every readable characteristic, in table
    order) and the Battery Level.
 ... the profile's own steps ...
 9. The phone disconnects (HCI Disconnect 0x13 -> Disconnection Complete 0x16)
    or the sensor does (Disconnection Complete 0x13).

The sensors' GATT databases are built from ``standard_services`` (GAP, GATT
with Service Changed, Battery, Device Information) plus the profile's
services. ``ProfileSession.notification_schedule`` schedules a series of
notifications of one characteristic at a fixed period.
"""

from __future__ import annotations

import dataclasses
import struct
import time
from collections.abc import Sequence

from bumble import hci
from bumble.core import UUID
from bumble.device import Peer
from bumble.gatt import Characteristic, Service
from bumble.gatt_client import CharacteristicProxy

from .identities import (
    ATT_CLIENT_MTU,
    CONNECTION_PREFERENCES,
    PHONE_IRK,
    PHONE_NAME,
    PHONE_PUBLIC_ADDRESS,
    REMOTE_USER_TERMINATED,
)
from .scenario import (
    MS,
    Schedule,
    Session,
    advertise,
    advertising_schedule,
    connect,
    discover,
    exchange_mtu,
    find_characteristic,
    find_service,
    make_device,
    phone_and_peripheral_controllers,
    resolvable_private_address,
    scan,
)
from .stack import (
    AD_APPEARANCE,
    AD_COMPLETE_16BIT_UUIDS,
    AD_COMPLETE_LOCAL_NAME,
    AD_FLAGS,
    AD_MANUFACTURER_SPECIFIC,
    AD_TX_POWER_LEVEL,
    IND,
    READABLE,
    N,
    PhoneController,
    R,
    ad_structure,
)
from .gss import date_time
from .timeline import SplitMix64

AD_SERVICE_DATA_16BIT = 0x16


# ---------------------------------------------------------------------------
# Advertising data and standard services
# ---------------------------------------------------------------------------
def advertising_data(name: str, service_uuids: Sequence[int], appearance: int, extra: bytes = b'') -> bytes:
    """Flags (LE General Discoverable, BR/EDR not supported), Complete Local
    Name, Complete List of 16-bit Service UUIDs, Appearance, then ``extra``."""
    data = (
        ad_structure(AD_FLAGS, bytes([0x06]))
        + ad_structure(AD_COMPLETE_LOCAL_NAME, name.encode())
        + ad_structure(AD_COMPLETE_16BIT_UUIDS, b''.join(struct.pack('<H', uuid) for uuid in service_uuids))
        + ad_structure(AD_APPEARANCE, struct.pack('<H', appearance))
        + extra
    )
    assert len(data) <= 31, (name, len(data))
    return data


def scan_response_data(company: int, manufacturer_payload: bytes, tx_power_dbm: int | None = None) -> bytes:
    data = ad_structure(AD_MANUFACTURER_SPECIFIC, struct.pack('<H', company) + manufacturer_payload)
    if tx_power_dbm is not None:
        data += ad_structure(AD_TX_POWER_LEVEL, struct.pack('<b', tx_power_dbm))
    assert len(data) <= 31, len(data)
    return data


def service_data_16(uuid: int, payload: bytes) -> bytes:
    return ad_structure(AD_SERVICE_DATA_16BIT, struct.pack('<H', uuid) + payload)


@dataclasses.dataclass
class StandardServices:
    generic_access: Service
    generic_attribute: Service
    device_information: Service
    battery: Service | None
    battery_level: Characteristic | None


def standard_services(
    name: str,
    appearance: int,
    battery_percent: int | None,
    device_information: Sequence[tuple[str, bytes]],
    preferred_connection_parameters: tuple[int, int, int, int] | None = None,
) -> StandardServices:
    """GAP (Device Name, Appearance, optional Peripheral Preferred Connection
    Parameters in 1.25 ms / 10 ms units), GATT (Service Changed), Device
    Information (``(uuid, value)`` in table order) and, for a battery-powered
    sensor, Battery (Battery Level, read + notify)."""
    gap = [
        Characteristic('2A00', R, READABLE, name.encode()),
        Characteristic('2A01', R, READABLE, struct.pack('<H', appearance)),
    ]
    if preferred_connection_parameters is not None:
        gap.append(Characteristic('2A04', R, READABLE, struct.pack('<HHHH', *preferred_connection_parameters)))
    battery_level = None
    battery = None
    if battery_percent is not None:
        battery_level = Characteristic('2A19', R | N, READABLE, bytes([battery_percent]))
        battery = Service('180F', [battery_level])
    return StandardServices(
        generic_access=Service('1800', gap),
        generic_attribute=Service('1801', [Characteristic('2A05', IND, 0, bytes(4))]),
        device_information=Service(
            '180A', [Characteristic(uuid, R, READABLE, value) for uuid, value in device_information]
        ),
        battery=battery,
        battery_level=battery_level,
    )


def system_id(manufacturer_identifier: int, oui: int) -> bytes:
    """System ID: 40-bit manufacturer-defined identifier, then the 24-bit OUI
    (both little-endian)."""
    return manufacturer_identifier.to_bytes(5, 'little') + oui.to_bytes(3, 'little')


# ---------------------------------------------------------------------------
# The sensor and the session
# ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Sensor:
    name: str
    address: hci.Address
    irk: bytes
    advertising_data: bytes
    scan_response_data: bytes | None
    advertising_interval_ms: float
    rssi: tuple[int, ...]  # one per advertising event the phone sees while scanning
    server_mtu: int | None  # what it answers to Exchange MTU; None: the phone does not exchange it
    # The sessions of ``app_session`` also use these:
    le_features: int | None = None  # its controller's LE features (None: those of StrapController)
    public_address: bool = False  # ``address`` is a public device address
    version: tuple[int, int, int] = (0x08, 0x0059, 0x0000)  # LL version, company, subversion


class ProfileSession:
    """One capture of the phone and ``sensor`` (see the module docstring)."""

    def __init__(
        self,
        timeline_seed: int,
        scenario_seed: int,
        sensor: Sensor,
        services: Sequence[Service],
        phone_prand: bytes,
        phone_class: type[PhoneController] = PhoneController,
        phone_public_address: str = PHONE_PUBLIC_ADDRESS,
        phone_name: str = PHONE_NAME,
        phone_irk: bytes = PHONE_IRK,
    ) -> None:
        self.session = Session(timeline_seed)
        self.timeline = self.session.timeline
        self.phases = self.session.phases
        self.step = self.session.step
        self.rng = SplitMix64(scenario_seed)
        self.sensor_spec = sensor
        self.services = list(services)
        self.phone_rpa = resolvable_private_address(phone_irk, phone_prand)
        self.received: dict[str, list[bytes]] = {}

        self.phone_controller, sensor_controller = phone_and_peripheral_controllers(
            'sensor',
            phone_class,
            phone_public_address,
            sensor.le_features,
            str(sensor.address).split('/')[0] if sensor.public_address else None,
        )
        self.device = make_device(
            sensor_controller,
            sensor.name,
            sensor.address,
            sensor.irk,
            sensor.advertising_data,
            sensor.scan_response_data or b'',
            own_gatt_services=False,
        )
        if sensor.server_mtu is not None:
            self.device.gatt_server.max_mtu = sensor.server_mtu
        self.device.add_services(self.services)
        self.phone = make_device(self.phone_controller, phone_name, self.phone_rpa, phone_irk)
        self.connection = None
        self.sensor_connection = None
        self.peer: Peer | None = None

    @property
    def client(self):
        return self.connection.gatt_client

    # -- steps 0-5 ---------------------------------------------------------------
    async def open(self, think_time_us: int, device_information: bool = True) -> None:
        """Steps 0-5 of the module docstring."""
        timeline, phases, step = self.timeline, self.phases, self.step
        sensor = self.sensor_spec
        await advertise(self.device, sensor.advertising_interval_ms)
        self.phone.host.snooper = timeline

        phases.begin('controller init')
        await step(self.phone.power_on())
        timeline.idle(think_time_us)

        phases.begin(f'scan: advertising reports of "{sensor.name}", scan disable')
        await scan(
            self.session,
            self.phone,
            self.phone_controller,
            lambda now_us: advertising_schedule(
                self.rng,
                now_us + self.rng.randint(20 * MS, 60 * MS),
                sensor.address,
                sensor.advertising_data,
                sensor.scan_response_data,
                sensor.rssi,
                int(sensor.advertising_interval_ms * MS),
            ),
            lambda: self.rng.randint(5 * MS, 12 * MS),
        )

        phases.begin('connect: LE Create Connection, LE Connection Complete, LE Read Remote Features')
        timeline.idle(self.rng.randint(10 * MS, 16 * MS))
        self.connection, self.sensor_connection = await connect(
            self.session, self.phone, self.device, sensor.address, CONNECTION_PREFERENCES
        )

        if sensor.server_mtu is not None:
            phases.begin(f'ATT Exchange MTU ({ATT_CLIENT_MTU} / {sensor.server_mtu})')
            timeline.idle(self.rng.randint(5 * MS, 8 * MS))
            self.peer = await exchange_mtu(self.session, self.connection, ATT_CLIENT_MTU, sensor.server_mtu)
        else:
            self.peer = Peer(self.connection)

        phases.begin('discovery: primary services, includes, characteristics, descriptors')
        timeline.idle(self.rng.randint(20 * MS, 30 * MS))
        await discover(self.session, self.peer)

        if device_information:
            await self.read_device_information()

    async def read_device_information(self) -> None:
        """Step 5: every readable Device Information characteristic, in table
        order, then the Battery Level if there is a Battery service."""
        timeline = self.timeline
        has_battery = any(service.uuid == UUID('180F') for service in self.peer.services)
        self.phases.begin('reads: Device Information' + (', Battery Level' if has_battery else ''))
        timeline.idle(self.rng.randint(140 * MS, 200 * MS))
        for characteristic in find_service(self.peer, '180A').characteristics:
            await self.read('180A', characteristic.uuid.to_hex_str())
            timeline.idle(self.rng.randint(1 * MS, 4 * MS))
        if has_battery:
            await self.read('180F', '2A19')

    # -- GATT helpers ------------------------------------------------------------
    def characteristic(self, service: str, uuid: str) -> CharacteristicProxy:
        return find_characteristic(find_service(self.peer, service), uuid)

    async def read(self, service: str, uuid: str) -> bytes:
        return bytes(await self.step(self.client.read_value(self.characteristic(service, uuid))))

    async def write(self, service: str, uuid: str, value: bytes) -> None:
        await self.step(self.client.write_value(self.characteristic(service, uuid), value, with_response=True))

    async def subscribe(self, service: str, uuid: str, indications: bool = False) -> list[bytes]:
        """Write the CCCD (0x0001 notifications, 0x0002 indications); returns
        the list the received values are appended to."""
        characteristic = self.characteristic(service, uuid)
        if indications:
            assert characteristic.properties & Characteristic.Properties.INDICATE
        else:
            assert characteristic.properties & Characteristic.Properties.NOTIFY
        received = self.received.setdefault(uuid.upper(), [])
        await self.step(
            self.client.subscribe(
                characteristic, lambda value: received.append(bytes(value)), prefer_notify=not indications
            )
        )
        return received

    async def notify(self, characteristic: Characteristic, value: bytes) -> None:
        await self.step(self.device.notify_subscribers(characteristic, value))

    def notification_schedule(
        self,
        characteristic: Characteristic,
        values: Sequence[bytes],
        first_us: int,
        period_us: int,
        jitter_us: int = 0,
    ) -> Schedule:
        """A ``Schedule`` of one notification of ``characteristic`` per value,
        ``period_us`` apart from ``first_us``, each up to ``jitter_us`` late
        (drawn from the scenario's random stream, in order, when ``jitter_us``
        is not 0)."""
        schedule = Schedule()
        for i, value in enumerate(values):
            jitter = self.rng.randint(0, jitter_us) if jitter_us else 0
            schedule.at(
                first_us + i * period_us + jitter, 0, lambda value=value: self.notify(characteristic, value)
            )
        return schedule

    async def indicate(self, characteristic: Characteristic, value: bytes) -> None:
        """Handle Value Indication; returns once the phone's confirmation is in."""
        await self.step(self.device.indicate_subscribers(characteristic, value))

    # -- step 9 ------------------------------------------------------------------
    async def phone_disconnects(self) -> None:
        await self.step(self.connection.disconnect(REMOTE_USER_TERMINATED))
        assert not self.phone.connections

    async def sensor_disconnects(self) -> None:
        await self.step(self.sensor_connection.disconnect(REMOTE_USER_TERMINATED))
        assert not self.phone.connections

    def result(self):
        self.phone.host.snooper = None
        return self.session.result()


def utc_date_time(unix_us: int) -> bytes:
    """GSS Date Time of a Unix time (the sensors' clocks are set to UTC)."""
    t = time.gmtime(unix_us // 1_000_000)
    return date_time(t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec)
