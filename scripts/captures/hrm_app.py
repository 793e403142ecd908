"""Sessions of ``Captures/hrm-app-ios.pklg`` and ``Captures/hrm-app-android.btsnoop``.

The same heart-rate app, written once for iOS (CoreBluetooth) and once for
Android (BluetoothGatt), talking to the same chest strap: the project's strap,
"HRS-Strap 7F3A" (F1:2C:33:7F:3A:01 random static; advertising, GATT database
and LL version as in ``heart-rate-strap.btsnoop``: Nordic, Bluetooth 5.0, LE
Data Packet Length Extension, ATT_MTU up to 247). Both apps do what the
CoreBluetooth and Android heart-rate walkthroughs do: scan for devices that
advertise the Heart Rate service only, connect to the strap, discover, read
Body Sensor Location, subscribe to Heart Rate Measurement, show about a minute
of heart rate, disconnect. The strap sends the same 60 Heart Rate Measurement
values in both (``twin_heart_rate_values``): flags 0x06 (8-bit bpm, contact
detected) for the first 4 while it has no beat-to-beat intervals yet, then
0x16 with one or two RR intervals (1/1024 s); 71 bpm rising to about 88.
About 4.45 s after the first notification it asks for other connection
parameters over L2CAP (50-100 ms, latency 4, 6 s, as in every session of this
strap).

hrm-app-ios.pklg (starts 2026-03-27T07:15:04Z, ~63 s), an iPhone's PacketLogger
-------------------------------------------------------------------------------
Eight notes first (record type 0xFC: product iPhone14,5, controller firmware,
chip BCM_4387, transport, address, firmware file name, host stack
MobileBluetooth, iOS 18.3), stamped with the first packet's time; then the
HCI packets (``app_session`` describes each iOS step):
 1. ``scanForPeripherals(withServices: [CBUUID(string: "180D")])``: LE Set Scan
    Parameters (active, 300 ms / 30 ms, random own address, accept all), LE
    Set Scan Enable (duplicates not filtered). The controller reports what it
    hears; CoreBluetooth, not the controller, applies the service filter:
    reports of the strap (ADV_IND with 180D + SCAN_RSP) and of three
    bystanders that do not advertise 180D -- a Windows PC's beacon
    (non-connectable), an Apple Watch's Nearby Info (Apple manufacturer data,
    connectable), and a fitness band advertising service 0xFEE7 -- only the
    strap reaches ``didDiscover``. ``stopScan()``: scan disabled.
 2. ``connect``: LE Add Device To Filter Accept List (the strap), LE Create
    Connection with initiator filter policy 1 (10-30 ms, latency 0, 720 ms),
    LE Connection Complete (handle 0x0047, 30 ms), LE Remove Device From Filter
    Accept List, Read Remote Version Information (Bluetooth 5.0, Nordic), LE
    Read Remote Features, LE Data Length Change (251 bytes, 2120 us).
 3. iOS exchanges the MTU by itself: client 527, the strap 247.
 4. ``discoverServices([180D])``: Find By Type Value for 0x180D -> 0x000C-0x0013;
    the next request from 0x0014 -> Attribute Not Found.
    ``discoverCharacteristics([2A37, 2A38], for:)``: Read By Type 0x2803 in
    0x000C-0x0013 (the three characteristics of the service; iOS hands the app
    the two it asked for), then from 0x0013 -> Attribute Not Found.
 5. ``readValue(for: 2A38)``: Read Request -> 0x01 (Chest).
 6. ``setNotifyValue(true, for: 2A37)``: Find Information in the
    characteristic's range (the CCCD at 0x000F), Write Request 0x0001.
 7. 60 notifications (``didUpdateValueFor``), one a second.
 8. At ~4.45 s the strap's L2CAP Connection Parameter Update Request (50-100
    ms, latency 4, 6 s): iOS answers "rejected" -- 50 ms is not a multiple of
    15 ms, as Apple's accessory guidelines require -- and the interval stays 30
    ms.
 9. ``cancelPeripheralConnection``: HCI Disconnect (0x13) -> Disconnection
    Complete (0x16).

hrm-app-android.btsnoop (starts 2026-03-27T07:31:40Z, ~67 s)
------------------------------------------------------------
The phone of the other sessions (Qualcomm controller, public address
94:65:2D:4F:6A:12, a new RPA):
 0. Controller initialisation, LE Get Vendor Capabilities (APCF supported, 16
    filters).
 1. ``BluetoothLeScanner.startScan(filters = [ScanFilter 180D], LOW_LATENCY)``:
    APCF enable, APCF service UUID 0x180D (mask 0xFFFF) for filter 1, APCF
    filtering parameters of filter 1, LE Set Scan Parameters (active, 5 s / 5
    s), LE Set Scan Enable. The radio hears the same four advertisers as the
    iPhone; the controller filters: only the strap's advertising reports and
    scan responses reach the host. ``stopScan``: scan disabled, filter 1's
    parameters deleted and its conditions cleared.
 2. ``connectGatt``: LE Create Connection, LE Connection Complete (handle
    0x0042, 45 ms), LE Read Remote Features, LE Data Length Change.
 3. ``requestMtu(517)`` -> 247.
 4. The stack reads the strap's name: Read By Type 0x2A00 -> "HRS-Strap 7F3A".
 5. ``discoverServices()``: full discovery.
 6. ``readCharacteristic(2A38)`` -> Chest.
 7. ``setCharacteristicNotification(2A37, true)`` + ``writeDescriptor`` of the
    CCCD (0x0001).
 8. 60 notifications (``onCharacteristicChanged``); at ~4.45 s the strap's
    request is accepted: L2CAP response "accepted", LE Connection Update, LE
    Connection Update Complete (100 ms, latency 4, 6 s).
 9. ``disconnect()``: HCI Disconnect (0x13) -> Disconnection Complete (0x16).
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci

from .app_session import ANDROID_CLIENT_MTU, IOS_CLIENT_MTU, AppSession
from .identities import (
    BYSTANDER_ADDRESS,
    STRAP_ADDRESS,
    STRAP_ADVERTISING_INTERVAL_MS,
    STRAP_CLOCK_PPM,
    STRAP_IRK,
    STRAP_NAME,
    STRAP_PREFERRED_INTERVAL_MS,
    STRAP_PREFERRED_LATENCY,
    STRAP_PREFERRED_TIMEOUT_MS,
)
from .profile_session import Sensor
from .scenario import MS, SECOND, Schedule, advertising_schedule, strap_tick_offset_us
from .stack import (
    AD_FLAGS,
    AD_MANUFACTURER_SPECIFIC,
    StrapGattDatabase,
    ad_structure,
    bystander_advertising_data,
    strap_advertising_data,
    strap_scan_response_data,
)
from .timeline import SplitMix64

IOS_FILE_NAME = 'hrm-app-ios.pklg'
ANDROID_FILE_NAME = 'hrm-app-android.btsnoop'
IOS_CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 27, 7, 15, 4, 0, 0, 0)) * SECOND
ANDROID_CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 27, 7, 31, 40, 0, 0, 0)) * SECOND

STRAP_BATTERY_PERCENT = 81
NOTIFICATIONS = 60
CONNECTION_PARAMETERS_AFTER_S = 4.45

STRAP = Sensor(
    name=STRAP_NAME,
    address=STRAP_ADDRESS,
    irk=STRAP_IRK,
    advertising_data=strap_advertising_data(STRAP_NAME),
    scan_response_data=strap_scan_response_data(battery_percent=STRAP_BATTERY_PERCENT),
    advertising_interval_ms=STRAP_ADVERTISING_INTERVAL_MS,
    rssi=(-58, -60, -57, -59, -61, -58),
    server_mtu=247,
    version=(0x09, 0x0059, 0x0103),  # Bluetooth 5.0, Nordic Semiconductor
)

# Bystanders the radio hears while the app scans (none advertises 0x180D)
WATCH_ADDRESS = hci.Address('6A:1D:08:C3:55:2E', hci.Address.RANDOM_DEVICE_ADDRESS)  # an RPA
BAND_ADDRESS = hci.Address('E4:7B:19:A0:36:C2', hci.Address.RANDOM_DEVICE_ADDRESS)
COMPANY_APPLE = 0x004C


def watch_advertising_data() -> bytes:
    """An Apple Watch's Nearby Info (Apple manufacturer data, type 0x10)."""
    return ad_structure(AD_FLAGS, bytes([0x1A])) + ad_structure(
        AD_MANUFACTURER_SPECIFIC, struct.pack('<H', COMPANY_APPLE) + bytes.fromhex('1005471c8f3a26')
    )


def band_advertising_data() -> bytes:
    """A fitness band: its name and a 16-bit service UUID 0xFEE7."""
    return (
        ad_structure(AD_FLAGS, bytes([0x06]))
        + ad_structure(0x03, struct.pack('<H', 0xFEE7))
        + ad_structure(0x09, b'Band 5C')
    )


def twin_heart_rate_values(seed: int = 0x7477696E) -> list[bytes]:
    """The 60 Heart Rate Measurement values of both sessions."""
    rng = SplitMix64(seed)
    values = []
    for tick in range(NOTIFICATIONS):
        # 71 bpm at rest, a walk from ~15 s: up to ~88 bpm
        base = 71.0 + (17.0 * min(1.0, max(0.0, (tick - 15) / 35.0)))
        bpm = int(base + (rng.unit() * 2.0 - 1.0) * 1.5 + 0.5)
        if tick < 4:  # no validated beat-to-beat interval yet
            values.append(bytes([0x06, bpm]))
            continue
        beats = 2 if rng.unit() < (bpm - 60) / 60.0 else 1
        rr = [int(60.0 / bpm * 1024.0 * (1.0 + (rng.unit() * 2.0 - 1.0) * 0.02) + 0.5) for _ in range(beats)]
        values.append(bytes([0x16, bpm]) + b''.join(struct.pack('<H', r) for r in rr))
    return values


def bystander_reports(rng: SplitMix64, start_us: int) -> list[tuple[int, bytes]]:
    beacon = bystander_advertising_data(bytes(rng.randint(0, 255) for _ in range(32)))
    return (
        advertising_schedule(rng, start_us + 41 * MS, BYSTANDER_ADDRESS, beacon, None, [-86, -84], 302_000, 0x03)
        + advertising_schedule(
            rng, start_us + 17 * MS, WATCH_ADDRESS, watch_advertising_data(), b'', [-71, -69, -72], 181_000
        )
        + advertising_schedule(rng, start_us + 93 * MS, BAND_ADDRESS, band_advertising_data(), b'', [-80, -82], 250_000)
    )


class TwinSession:
    """What both platforms share: the strap's database, its values, the
    notification schedule."""

    def __init__(self, platform: str, timeline_seed: int, scenario_seed: int, phone_prand: bytes) -> None:
        self.database = StrapGattDatabase(STRAP_NAME, STRAP_BATTERY_PERCENT)
        self.app = AppSession(platform, timeline_seed, scenario_seed, STRAP, self.database.services, phone_prand)
        self.app.device.gatt_server.max_mtu = STRAP.server_mtu
        self.values = twin_heart_rate_values()

    def reports(self, now_us: int, strap_interval_us: int) -> list[tuple[int, bytes]]:
        app = self.app
        return app.sensor_reports(now_us, strap_interval_us) + bystander_reports(app.rng, now_us)

    async def notifications(self, results: list[int]) -> None:
        """60 notifications at the strap's 1 s tick, and its connection
        parameter request after ~4.45 s (its result appended to ``results``)."""
        app = self.app
        schedule = Schedule()
        first_us = app.timeline.now_us + 730 * MS
        for tick, value in enumerate(self.values):
            schedule.at(
                first_us + strap_tick_offset_us(tick, STRAP_CLOCK_PPM),
                0,
                lambda value=value: app.device.notify_subscribers(self.database.heart_rate_measurement, value),
            )

        async def request() -> None:
            results.append(
                await app.peripheral_requests_parameters(
                    STRAP_PREFERRED_INTERVAL_MS, STRAP_PREFERRED_LATENCY, STRAP_PREFERRED_TIMEOUT_MS
                )
            )

        schedule.at(first_us + int(CONNECTION_PARAMETERS_AFTER_S * SECOND), 1, request)
        app.phases.begin('notifications (1/s), the strap asks for other connection parameters')
        await schedule.run(app.session)


async def run_ios() -> tuple[list, list[tuple[str, int, int]]]:
    twin = TwinSession('ios', 0x696F7341_70703031, 0x5EED_0101, bytes.fromhex('1c6e5b'))
    app = twin.app
    await app.ios_start()
    app.reject_connection_parameter_requests()
    await app.ios_scan(lambda now_us: twin.reports(now_us, 2 * 152_500 + 9_000))
    await app.ios_connect()
    await app.exchange_mtu(IOS_CLIENT_MTU)
    heart_rate = await app.discover_service('180D', ['2A37', '2A38'])
    app.phases.begin('readValue: Body Sensor Location')
    app.timeline.idle(app.rng.randint(3 * MS, 7 * MS))
    location = bytes(await app.step(app.client.read_value(app.characteristic_of(heart_rate, '2A38'))))
    assert location == b'\x01', location
    app.phases.begin('setNotifyValue(true): descriptors of 2A37, CCCD write')
    app.timeline.idle(app.rng.randint(2 * MS, 5 * MS))
    received = await app.subscribe_to(app.characteristic_of(heart_rate, '2A37'))
    results: list[int] = []
    await twin.notifications(results)
    app.phases.begin('cancelPeripheralConnection: HCI Disconnect')
    app.timeline.idle(610 * MS)
    await app.phone_disconnects()
    assert received == twin.values, 'notifications mismatch'
    assert results == [0x0001], results  # rejected
    return app.result()


async def run_android() -> tuple[list, list[tuple[str, int, int]]]:
    twin = TwinSession('android', 0x616E6441_70703031, 0x5EED_0102, bytes.fromhex('a20f53'))
    app = twin.app
    await app.android_start(think_time_us=2_870 * MS)
    await app.android_scan(lambda now_us: twin.reports(now_us, int(STRAP_ADVERTISING_INTERVAL_MS * MS)), 0x180D)
    await app.android_connect()
    await app.exchange_mtu(ANDROID_CLIENT_MTU)
    assert await app.read_device_name() == STRAP_NAME.encode()
    await app.discover_all()
    app.phases.begin('readCharacteristic: Body Sensor Location')
    app.timeline.idle(app.rng.randint(60 * MS, 90 * MS))
    assert await app.read('180D', '2A38') == b'\x01'
    app.phases.begin('setCharacteristicNotification + writeDescriptor (CCCD)')
    app.timeline.idle(app.rng.randint(3 * MS, 8 * MS))
    received = await app.subscribe('180D', '2A37')
    results: list[int] = []
    await twin.notifications(results)
    app.phases.begin('disconnect: HCI Disconnect')
    app.timeline.idle(540 * MS)
    await app.phone_disconnects()
    assert received == twin.values, 'notifications mismatch'
    assert results == [0x0000], results  # accepted
    return app.result()
