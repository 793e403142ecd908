"""Building blocks shared by the scenarios of ``make_captures.py``.

* ``settle`` / ``Session.step``: run bumble's event loop until an exchange is
  over, so that every step of a scenario is complete before the simulated clock
  moves on.
* ``PhaseLog``: which captured frames belong to which step (printed by the
  script, and quoted in the docstrings).
* ``advertising_schedule`` / ``deliver``: well-formed LE Advertising Report
  events injected into the central's controller while it scans.
* ``deterministic_smp``: fixed SMP random values and fixed P-256 key pairs,
  so that a pairing gives the same bytes on every run;
  ``phone_pairing_config`` / ``just_works_pairing_config``: the pairing
  configurations of the phone (Android) and of a peripheral without display
  or buttons.
* ``GattCache``: what a phone keeps of a peer's attribute table between two
  connections (Android's GATT cache), restored as bumble proxies so that the
  second connection uses bumble's client code without discovering again.
* ``resolvable_private_address``: an RPA computed from an IRK and a fixed
  ``prand`` (bumble would draw ``prand`` from ``secrets``).
* ``phone_and_peripheral_controllers``, ``make_device``, ``advertise``,
  ``scan``, ``connect``, ``exchange_mtu``, ``discover``,
  ``connect_and_discover``, ``request_connection_parameters``: the set-up and opening steps the
  sessions have in common (controllers on one emulated link, the devices,
  advertising, an active scan, the connection, ATT Exchange MTU, discovery)
  and the peripheral's L2CAP connection parameter update.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import Awaitable, Callable, Iterator, Sequence

from bumble import crypto, hci
from bumble import device as bumble_device
from bumble.core import UUID
from bumble.device import Connection, ConnectionParametersPreferences, Device, DeviceConfiguration, Peer
from bumble.gatt_client import CharacteristicProxy, Client, DescriptorProxy, ServiceProxy
from bumble.host import Host
from bumble.link import LocalLink
from bumble.pairing import PairingConfig, PairingDelegate
from bumble.transport.common import AsyncPipeSink

from .identities import CONNECT_SCAN_INTERVAL_MS, CONNECT_SCAN_WINDOW_MS, PHONE_PUBLIC_ADDRESS
from .stack import PhoneController, StrapController, le_advertising_report_event, peripheral_controller
from .timeline import CaptureTimeline, SplitMix64

MS = 1_000
SECOND = 1_000_000


# ---------------------------------------------------------------------------
# Running the event loop
# ---------------------------------------------------------------------------
async def settle(timeline: CaptureTimeline, quiet_rounds: int = 200) -> None:
    """Run the event loop until no new HCI packet has appeared for a while.

    bumble's emulated link delivers everything through ``call_soon`` chains, so
    a few hundred loop iterations without a new packet mean the exchange is over.
    """
    seen = -1
    quiet = 0
    while quiet < quiet_rounds:
        await asyncio.sleep(0)
        if len(timeline.records) == seen:
            quiet += 1
        else:
            seen = len(timeline.records)
            quiet = 0


class PhaseLog:
    """Which recorded packets belong to which step of the scenario."""

    def __init__(self, timeline: CaptureTimeline) -> None:
        self.timeline = timeline
        self.phases: list[tuple[str, int, int]] = []  # (name, first, end) record indices
        self._name: str | None = None
        self._start = 0

    def begin(self, name: str) -> None:
        self.end()
        self._name = name
        self._start = len(self.timeline.records)

    def end(self) -> None:
        if self._name is not None:
            self.phases.append((self._name, self._start, len(self.timeline.records)))
            self._name = None

    def frame_ranges(self) -> list[tuple[str, int, int]]:
        """(name, first frame, last frame), numbered from 1 in capture order."""
        position = {index: rank + 1 for rank, index in enumerate(self.timeline.capture_order())}
        ranges = []
        for name, start, end in self.phases:
            frames = [position[index] for index in range(start, end)]
            if frames:
                ranges.append((name, min(frames), max(frames)))
        return ranges


class Session:
    """One capture: its timeline, its phases and a ``step`` helper."""

    def __init__(self, seed: int) -> None:
        self.timeline = CaptureTimeline(seed)
        self.phases = PhaseLog(self.timeline)

    async def step(self, action: Awaitable | None = None):
        """Await ``action`` (if any), then let the exchange it started finish."""
        result = await action if action is not None else None
        await settle(self.timeline)
        return result

    def result(self):
        self.phases.end()
        return self.timeline.sorted_records(), self.phases.frame_ranges()


# ---------------------------------------------------------------------------
# GATT lookups
# ---------------------------------------------------------------------------
def find_characteristic(service: ServiceProxy, uuid: str) -> CharacteristicProxy:
    for characteristic in service.characteristics:
        if characteristic.uuid == UUID(uuid):
            return characteristic
    raise LookupError(f'characteristic {uuid} not found in {service}')


def find_service(peer: Peer | Client, uuid: str) -> ServiceProxy:
    for service in peer.services:
        if service.uuid == UUID(uuid):
            return service
    raise LookupError(f'service {uuid} not found')


async def discover_all(session: Session, client: Client, services: Sequence[ServiceProxy], includes: bool = True) -> None:
    """Android-style discovery of ``services``: per service Read By Type
    (includes, optional), Read By Type (characteristics), then Find Information
    per characteristic that has room for descriptors."""
    for service in services:
        if includes:
            await session.step(client.discover_included_services(service))
        await session.step(client.discover_characteristics([], service))
        for characteristic in service.characteristics:
            await session.step(client.discover_descriptors(characteristic))
            # bumble 0.0.236 never sets this flag itself, so subscribe() and
            # unsubscribe() would repeat the Find Information request (phones
            # use their discovery cache instead).
            characteristic.descriptors_discovered = True


# ---------------------------------------------------------------------------
# Advertising reports
# ---------------------------------------------------------------------------
def advertising_schedule(
    rng: SplitMix64,
    start_us: int,
    address: hci.Address,
    advertising_data: bytes,
    scan_response_data: bytes | None,
    rssi: Sequence[int],
    interval_us: int,
    event_type: int = 0x00,
) -> list[tuple[int, bytes]]:
    """(time, H4 event) of the reports of one advertiser: one advertising event
    every ``interval_us`` + advDelay (0-10 ms), its scan response ~0.6 ms later
    when it is scannable and the scan is active."""
    schedule = []
    for i, level in enumerate(rssi):
        t = start_us + i * interval_us + rng.randint(0, 10 * MS)
        schedule.append((t, le_advertising_report_event(event_type, address, advertising_data, level)))
        if scan_response_data is not None:
            schedule.append(
                (
                    t + 560 + rng.randint(0, 80),
                    le_advertising_report_event(0x04, address, scan_response_data, level + rng.randint(-1, 1)),
                )
            )
    return schedule


async def deliver(session: Session, controller, schedule: list[tuple[int, bytes]]) -> None:
    """Hand the scheduled reports to the central's host, in time order."""
    for t, event in sorted(schedule):
        session.timeline.advance_to(t)
        controller.inject_event(event)
        await settle(session.timeline)


# ---------------------------------------------------------------------------
# Deterministic pairing
# ---------------------------------------------------------------------------
def fixed_ecc_key(seed: int) -> crypto.EccKey:
    """A P-256 key pair from a fixed 256-bit private key drawn from ``seed``."""
    rng = SplitMix64(seed)
    private = b''.join(rng.next_u64().to_bytes(8, 'big') for _ in range(4))
    value = int.from_bytes(private, 'big')
    order = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
    assert 0 < value < order, 'pick another seed'
    return crypto.EccKey.from_private_key_bytes(private)


@contextlib.contextmanager
def deterministic_smp(seed: int, *devices_and_key_seeds: tuple[Device, int]) -> Iterator[None]:
    """Make SMP pairing reproducible.

    bumble draws the SMP random values (Mrand/Srand, Na/Nb, legacy LTKs) from
    ``bumble.crypto.r`` -> ``secrets`` and the LE Secure Connections key pair
    from ``EccKey.generate``. Inside this context ``crypto.r`` returns values
    from a SplitMix64 stream and each device's SMP manager uses a key pair
    derived from its own seed.
    """
    rng = SplitMix64(seed)
    original = crypto.r
    for device, key_seed in devices_and_key_seeds:
        device.smp_manager._ecc_key = fixed_ecc_key(key_seed)  # pylint: disable=protected-access
    crypto.r = lambda: b''.join(rng.next_u64().to_bytes(8, 'little') for _ in range(2))
    try:
        yield
    finally:
        crypto.r = original


def phone_pairing_config(_connection) -> PairingConfig:
    # Android: DisplayYesNo, bonding, MITM requested, Secure Connections
    return PairingConfig(
        sc=True,
        mitm=True,
        bonding=True,
        delegate=PairingDelegate(io_capability=PairingDelegate.DISPLAY_OUTPUT_AND_YES_NO_INPUT),
    )


def just_works_pairing_config(_connection) -> PairingConfig:
    # A peripheral without display or buttons: Just Works, bonding, Secure Connections
    return PairingConfig(
        sc=True,
        mitm=False,
        bonding=True,
        delegate=PairingDelegate(io_capability=PairingDelegate.NO_OUTPUT_NO_INPUT),
    )


def resolvable_private_address(irk: bytes, prand: bytes) -> hci.Address:
    """RPA = hash(24 bits) || prand(24 bits, top two bits 0b01), as bumble
    builds it (little-endian bytes: hash first)."""
    assert len(prand) == 3 and prand[2] >> 6 == 0b01, prand
    return hci.Address(crypto.ah(irk, prand) + prand, hci.Address.RANDOM_DEVICE_ADDRESS)


# ---------------------------------------------------------------------------
# The phone's GATT cache
# ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class CachedCharacteristic:
    handle: int
    end_group_handle: int
    uuid: UUID
    properties: int
    descriptors: tuple[tuple[int, UUID], ...]


@dataclasses.dataclass(frozen=True)
class CachedService:
    handle: int
    end_group_handle: int
    uuid: UUID
    characteristics: tuple[CachedCharacteristic, ...]


class GattCache:
    """What the phone remembers of a bonded peer's attribute table."""

    def __init__(self, services: Sequence[ServiceProxy]) -> None:
        self.services = tuple(
            CachedService(
                service.handle,
                service.end_group_handle,
                service.uuid,
                tuple(
                    CachedCharacteristic(
                        characteristic.handle,
                        characteristic.end_group_handle,
                        characteristic.uuid,
                        int(characteristic.properties),
                        tuple((descriptor.handle, descriptor.type) for descriptor in characteristic.descriptors),
                    )
                    for characteristic in service.characteristics
                ),
            )
            for service in services
        )

    def restore(self, client: Client) -> None:
        """Recreate the proxies in a new connection's client (no ATT traffic)."""
        for cached in self.services:
            service = ServiceProxy(client, cached.handle, cached.end_group_handle, cached.uuid, True)
            for item in cached.characteristics:
                characteristic = CharacteristicProxy(
                    client, item.handle, item.end_group_handle, item.uuid, item.properties
                )
                characteristic.descriptors = [
                    DescriptorProxy(client, handle, uuid) for handle, uuid in item.descriptors
                ]
                characteristic.descriptors_discovered = True
                service.characteristics.append(characteristic)
            client.on_service_discovered(service)


# ---------------------------------------------------------------------------
# Devices
# ---------------------------------------------------------------------------
def phone_and_peripheral_controllers(
    peripheral_name: str,
    phone_class: type[PhoneController] = PhoneController,
    phone_public_address: str = PHONE_PUBLIC_ADDRESS,
    peripheral_features=None,
    peripheral_public_address: str | None = None,
):
    """The phone's controller (by default the Android phone's: Qualcomm,
    public address PHONE_PUBLIC_ADDRESS) and a peripheral's (by default a
    ``StrapController``; else one with ``peripheral_features`` and, for a
    device with a public address, that address), on a new emulated link. Also
    sets the scan interval and window bumble uses in LE Create Connection to
    Android's."""
    # bumble reads these module-level defaults when it builds LE Create Connection
    bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_INTERVAL = CONNECT_SCAN_INTERVAL_MS
    bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_WINDOW = CONNECT_SCAN_WINDOW_MS
    link = LocalLink()
    phone_controller = phone_class('phone', link=link, public_address=phone_public_address)
    if peripheral_features is None and peripheral_public_address is None:
        return phone_controller, StrapController(peripheral_name, link=link)
    return phone_controller, peripheral_controller(
        peripheral_name, link, peripheral_features, peripheral_public_address
    )


def make_device(
    controller,
    name: str,
    address: hci.Address,
    irk: bytes,
    advertising_data: bytes = b'',
    scan_response_data: bytes = b'',
    own_gatt_services: bool = True,
    address_resolution_offload: bool = False,
) -> Device:
    """A bumble Device on ``controller`` (an emulated controller on the link).

    ``own_gatt_services=False`` leaves out bumble's GAP and GATT services, for
    a peripheral whose database brings its own. ``address_resolution_offload``
    makes the host keep the controller's resolving list up to date (LE Clear
    Resolving List, LE Add Device To Resolving List, LE Set Address Resolution
    Enable), as Android does, and connect to a bonded peer's identity address
    directly instead of scanning for it."""
    config = DeviceConfiguration()
    config.name = name
    config.address = address
    config.irk = irk
    config.address_resolution_offload = address_resolution_offload
    if not own_gatt_services:
        config.gap_service_enabled = False
        config.gatt_service_enabled = False
    if advertising_data:
        config.advertising_data = advertising_data
    if scan_response_data:
        config.scan_response_data = scan_response_data
    return Device(config=config, host=Host(controller, AsyncPipeSink(controller)))


class Schedule:
    """Actions at absolute simulated times, run in (time, order) order."""

    def __init__(self) -> None:
        self._actions: list[tuple[int, int, int, Callable[[], Awaitable]]] = []

    def at(self, time_us: int, order: int, action: Callable[[], Awaitable]) -> None:
        self._actions.append((time_us, order, len(self._actions), action))

    async def run(self, session: Session) -> None:
        for time_us, _order, _index, action in sorted(self._actions, key=lambda item: item[:3]):
            session.timeline.advance_to(time_us)
            await session.step(action())
        self._actions.clear()


def strap_tick_offset_us(seconds: float, clock_ppm: int) -> int:
    """Offset of a strap tick ``seconds`` after its first one, on the phone's
    clock, for a strap whose clock runs ``clock_ppm`` fast."""
    offset_us = int(seconds * SECOND)
    return offset_us - offset_us * clock_ppm // 1_000_000


async def advertise(
    device: Device, interval_ms: float, own_address_type: hci.OwnAddressType = hci.OwnAddressType.RANDOM, **options
) -> None:
    """Power ``device`` on and start legacy advertising every ``interval_ms``
    from its random address (or its public one)."""
    await device.power_on()
    if own_address_type == hci.OwnAddressType.PUBLIC:
        # bumble's emulated link sends a peripheral's data from its random
        # address: make that the public one (a device with a public address
        # has no other)
        controller = device.host.controller  # an AsyncPipeSink in front of the emulated controller
        getattr(controller, 'sink', controller).random_address = device.public_address
    await device.start_advertising(
        own_address_type=own_address_type,
        **options,
        advertising_interval_min=interval_ms,
        advertising_interval_max=interval_ms,
    )


async def scan(
    session: Session,
    central: Device,
    controller,
    reports: Callable[[int], list[tuple[int, bytes]]],
    pause_before_stop_us: Callable[[], int],
    scan_interval: int = 5000,
    scan_window: int = 5000,
    filter_duplicates: bool = False,
) -> None:
    """Active legacy scan from the central's random address (by default
    Android's SCAN_MODE_LOW_LATENCY: 5 s interval = window), the advertising
    reports ``reports(now)`` delivered, then scan disable after
    ``pause_before_stop_us()``."""
    await session.step(
        central.start_scanning(
            legacy=True,
            active=True,
            scan_interval=scan_interval,
            scan_window=scan_window,
            own_address_type=hci.OwnAddressType.RANDOM,
            filter_duplicates=filter_duplicates,
        )
    )
    await deliver(session, controller, reports(session.timeline.now_us))
    session.timeline.idle(pause_before_stop_us())
    await session.step(central.stop_scanning(legacy=True))


async def connect(
    session: Session,
    central: Device,
    peripheral: Device,
    address: hci.Address,
    preferences: ConnectionParametersPreferences,
) -> tuple[Connection, Connection]:
    """LE Create Connection -> LE Connection Complete, then LE Read Remote
    Features 1 ms later; returns the central's and the peripheral's connection."""
    connection = await session.step(
        central.connect(
            address,
            connection_parameters_preferences={hci.HCI_LE_1M_PHY: preferences},
            own_address_type=hci.OwnAddressType.RANDOM,
        )
    )
    peripheral_connection = next(iter(peripheral.connections.values()))
    session.timeline.idle(1 * MS)
    await session.step(connection.get_remote_le_features())
    return connection, peripheral_connection


async def exchange_mtu(session: Session, connection: Connection, client_mtu: int, server_mtu: int) -> Peer:
    """ATT Exchange MTU; returns the connection's Peer."""
    peer = Peer(connection)
    assert await session.step(peer.request_mtu(client_mtu)) == server_mtu
    return peer


async def discover(session: Session, peer: Peer) -> Client:
    """Discover All Primary Services, then ``discover_all`` of them."""
    client = peer.connection.gatt_client
    await session.step(client.discover_services())
    await discover_all(session, client, list(peer.services))
    return client


async def connect_and_discover(
    session: Session,
    central: Device,
    peripheral: Device,
    address: hci.Address,
    preferences: ConnectionParametersPreferences,
    client_mtu: int,
    server_mtu: int,
    connect_after_us: int,
    phase_names: tuple[str, str, str],
    mtu_after_us: int = 6 * MS,
    discovery_after_us: int = 24 * MS,
) -> tuple[Connection, Connection, Peer, Client]:
    """Three phases (``phase_names``), each after a pause: ``connect``,
    ``exchange_mtu``, ``discover``. Returns the central's and the peripheral's
    connection, the Peer and the GATT client."""
    timeline = session.timeline
    connect_phase, mtu_phase, discovery_phase = phase_names
    session.phases.begin(connect_phase)
    timeline.idle(connect_after_us)
    connection, peripheral_connection = await connect(session, central, peripheral, address, preferences)
    session.phases.begin(mtu_phase)
    timeline.idle(mtu_after_us)
    peer = await exchange_mtu(session, connection, client_mtu, server_mtu)
    session.phases.begin(discovery_phase)
    timeline.idle(discovery_after_us)
    client = await discover(session, peer)
    return connection, peripheral_connection, peer, client


async def request_connection_parameters(
    session: Session, connection: Connection, interval_ms: tuple[float, float], latency: int, timeout_ms: float
) -> None:
    """The peripheral's L2CAP Connection Parameter Update Request, the
    central's response and the LE Connection Update it leads to."""
    task = asyncio.ensure_future(connection.update_parameters(*interval_ms, latency, timeout_ms, use_l2cap=True))
    await session.step()
    await task
