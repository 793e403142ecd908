#!/usr/bin/env python3
"""Generate the sample BLE HCI captures in ``Captures/`` (heart-rate chest strap).

What it produces
----------------
One simulated session between an Android-like phone (central, GATT client) and
a heart-rate chest strap (peripheral, GATT server), captured on the phone's HCI
interface -- commands, events and ACL data in both directions, as in the phone's
``btsnoop_hci.log`` -- and written in three containers holding the same HCI
packets with the same timestamps:

``Captures/heart-rate-strap.btsnoop``
    btsnoop v1, datalink 1002 (H4), like Android's btsnoop_hci.log.
``Captures/heart-rate-strap.pcapng``
    pcapng, link type 201 (Bluetooth HCI H4 with 4-byte direction
    pseudo-header), microsecond timestamps, like a Wireshark capture.
``Captures/heart-rate-strap-monitor.btsnoop``
    btsnoop v1, datalink 2001 (Linux monitor, as ``btmon -w`` writes), with
    System Note / New Index / Open Index / Index Info records first and a Close
    Index record last.

The session (capture starts 2026-03-14T09:26:53.000000Z, lasts ~2 min 10 s):

0. Controller initialisation as the host stack does it when Bluetooth is
   switched on: Reset, Read Local Version (Qualcomm), event masks, LE Read
   Buffer Size (27-byte LE ACL packets), Read BD ADDR, LE Set Random Address.
1. Active scan (LE Set Scan Parameters / Enable), advertising reports and scan
   responses from the strap ("HRS-Strap 7F3A", F1:2C:33:7F:3A:01 random
   static: Flags, Complete Local Name, 16-bit UUIDs 0x180D/0x180F, Appearance
   0x0341; scan response: Nordic manufacturer data, TX power) and from a
   bystander, scan disable.
2. LE Create Connection -> LE Connection Complete (phone is central, handle
   0x0042, 45 ms interval), LE Read Remote Features.
3. ATT Exchange MTU (client 517, server 247).
4. Android-style discovery: Read By Group Type (primary services), then per
   service Read By Type (includes), Read By Type (characteristics) and Find
   Information (descriptors).
5. Reads: Body Sensor Location (chest), Battery Level (87 %), Device
   Information strings.
6. Subscriptions (CCCD writes) to Heart Rate Measurement, Battery Level and the
   vendor data characteristic; Heart Rate Control Point "reset energy
   expended"; a vendor command (write without response) and its status frame.
7. ~2 minutes of Heart Rate Measurement notifications (120, one per second),
   with RR intervals, energy expended every 10th, a 16-bit format stretch and
   a 5 s loss of skin contact; Battery Level and vendor notifications.
8. After ~5 s of notifications: L2CAP LE signalling Connection Parameter
   Update Request from the strap, the phone's response, LE Connection Update
   -> Command Status -> LE Connection Update Complete (100 ms, latency 4).
9. Unsubscribe (CCCD 0x0000), HCI Disconnect (reason 0x13) -> Disconnection
   Complete (reason 0x16, as a real controller reports a local disconnect).

How it is made
--------------
The ATT/L2CAP/HCI traffic comes from Google's ``bumble`` host stack: a bumble
GATT client on the phone and a bumble GATT server on the strap, each over a
bumble emulated controller, connected by a ``LocalLink``. A ``Snooper``
attached to the phone's host records every HCI packet. The emulated controller
is patched where it differs from real hardware (see ``captures/stack.py``):
controller-to-host ACL data is fragmented to the 27-byte LE ACL buffer size
(PB 0b10 then 0b01; the host already fragments what it sends, PB 0b00/0b01),
a local disconnection is reported with reason 0x16, and advertising reports are
injected as well-formed HCI LE Advertising Report events.

Nothing reads the wall clock: timestamps come from a simulated clock
(``captures/timeline.py``) that follows the LE connection-event grid, and all
"random" values come from fixed seeds, so every run produces byte-for-byte
identical files. The script never sleeps for the simulated two minutes.

Reproduce
---------
    pip install bumble==0.0.236      # the version these files were made with
    python3 scripts/make_captures.py

Requires Python >= 3.11 (as bumble 0.0.236 does). Other bumble versions may
work but can change the bytes; the script warns if the version differs. Run
it twice and ``cmp`` the outputs: they are identical. The capture files are
written with mode 0600 (they may be used as templates for real health data).

Checking the output: ``tshark -r Captures/heart-rate-strap.btsnoop`` (or the
other two files) decodes every frame without warnings, and ``btmon -r
Captures/heart-rate-strap-monitor.btsnoop`` reads the monitor file. Note that
btmon 5.66 dereferences a NULL pointer at the first ATT Read By Type request
when it cannot open an AF_BLUETOOTH socket (containers without Bluetooth):
that is a btmon bug, not a problem of the file.
"""

from __future__ import annotations

import asyncio
import calendar
import logging
import os
import sys
import warnings
from collections.abc import Awaitable, Callable
from pathlib import Path

BUMBLE_VERSION = '0.0.236'

try:
    import bumble
    from bumble import device as bumble_device
    from bumble import hci
    from bumble.core import UUID
    from bumble.device import ConnectionParametersPreferences, Device, DeviceConfiguration, Peer
    from bumble.gatt_client import CharacteristicProxy, ServiceProxy
    from bumble.host import Host
    from bumble.link import LocalLink
    from bumble.transport.common import AsyncPipeSink
except ImportError:  # pragma: no cover - depends on the environment
    sys.exit(f'make_captures.py needs bumble: pip install bumble=={BUMBLE_VERSION}')

SCRIPT_DIR = Path(__file__).resolve().parent
REPOSITORY_ROOT = SCRIPT_DIR.parent
OUTPUT_DIR = REPOSITORY_ROOT / 'Captures'
sys.path.insert(0, str(SCRIPT_DIR))
sys.dont_write_bytecode = True  # keep scripts/captures/ free of __pycache__

from captures import heart_rate  # noqa: E402
from captures.stack import (  # noqa: E402
    PhoneController,
    StrapController,
    StrapGattDatabase,
    bystander_advertising_data,
    le_advertising_report_event,
    strap_advertising_data,
    strap_scan_response_data,
)
from captures.timeline import CaptureTimeline, Record, SplitMix64  # noqa: E402
from captures.writers import (  # noqa: E402
    MonitorAdapter,
    btsnoop_h4,
    btsnoop_monitor,
    pcapng_h4_with_phdr,
    write_private_file,
)

# ---------------------------------------------------------------------------
# Fixed session parameters
# ---------------------------------------------------------------------------
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 14, 9, 26, 53, 0, 0, 0)) * 1_000_000
TIMELINE_SEED = 0x68727331_66663A01  # anything fixed

STRAP_NAME = 'HRS-Strap 7F3A'
STRAP_ADDRESS = hci.Address('F1:2C:33:7F:3A:01', hci.Address.RANDOM_DEVICE_ADDRESS)
STRAP_BATTERY_PERCENT = 87
# The phone's controller public address (Read BD ADDR, and the monitor file's
# New Index / Index Info records) and the resolvable private address it uses
# over the air.
PHONE_PUBLIC_ADDRESS = '94:65:2D:4F:6A:12'  # OnePlus OUI
PHONE_RPA = hci.Address('4D:7A:C2:19:E3:58', hci.Address.RANDOM_DEVICE_ADDRESS)
BYSTANDER_ADDRESS = hci.Address('1F:A3:55:09:C2:7E', hci.Address.RANDOM_DEVICE_ADDRESS)

ATT_CLIENT_MTU = 517  # what Android asks for
ATT_SERVER_MTU = 247  # what the strap accepts

# Android-like LE Create Connection parameters
CONNECT_SCAN_INTERVAL_MS = 60  # 0x0060
CONNECT_SCAN_WINDOW_MS = 30  # 0x0030
CONNECTION_PREFERENCES = ConnectionParametersPreferences(
    connection_interval_min=30.0,  # 0x0018
    connection_interval_max=50.0,  # 0x0028
    max_latency=0,
    supervision_timeout=5000,  # 0x01F4
    min_ce_length=0.0,
    max_ce_length=0.0,
)
# What the strap asks for over L2CAP (same as its PPCP characteristic)
STRAP_PREFERRED_INTERVAL_MS = (50.0, 100.0)
STRAP_PREFERRED_LATENCY = 4
STRAP_PREFERRED_TIMEOUT_MS = 6000

STRAP_CLOCK_PPM = 38  # the strap's 1 s measurement tick is slightly short

HCI_DISCONNECT_REASON = hci.HCI_ErrorCode.REMOTE_USER_TERMINATED_CONNECTION_ERROR  # 0x13

MS = 1_000
SECOND = 1_000_000

OUTPUT_FILES = (
    'heart-rate-strap.btsnoop',
    'heart-rate-strap.pcapng',
    'heart-rate-strap-monitor.btsnoop',
)


# ---------------------------------------------------------------------------
# Helpers
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


def find_characteristic(service: ServiceProxy, uuid: str) -> CharacteristicProxy:
    for characteristic in service.characteristics:
        if characteristic.uuid == UUID(uuid):
            return characteristic
    raise LookupError(f'characteristic {uuid} not found in {service}')


def find_service(peer: Peer, uuid: str) -> ServiceProxy:
    for service in peer.services:
        if service.uuid == UUID(uuid):
            return service
    raise LookupError(f'service {uuid} not found')


# ---------------------------------------------------------------------------
# The scenario
# ---------------------------------------------------------------------------
async def run_session() -> tuple[list[Record], list[tuple[str, int, int]]]:
    # bumble reads these module-level defaults when it builds LE Create Connection
    bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_INTERVAL = CONNECT_SCAN_INTERVAL_MS
    bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_WINDOW = CONNECT_SCAN_WINDOW_MS

    link = LocalLink()
    phone_controller = PhoneController(
        'phone', link=link, public_address=PHONE_PUBLIC_ADDRESS
    )
    strap_controller = StrapController('strap', link=link)

    # -- the strap ------------------------------------------------------------
    strap_config = DeviceConfiguration()
    strap_config.name = STRAP_NAME
    strap_config.address = STRAP_ADDRESS
    strap_config.irk = bytes(range(16))  # fixed (never used: no pairing)
    strap_config.gap_service_enabled = False  # the database below brings its own
    strap_config.gatt_service_enabled = False
    strap_config.advertising_data = strap_advertising_data(STRAP_NAME)
    strap_config.scan_response_data = strap_scan_response_data()
    strap = Device(config=strap_config, host=Host(strap_controller, AsyncPipeSink(strap_controller)))
    strap.gatt_server.max_mtu = ATT_SERVER_MTU
    database = StrapGattDatabase(STRAP_NAME, STRAP_BATTERY_PERCENT)
    strap.add_services(database.services)

    # -- the phone ------------------------------------------------------------
    phone_config = DeviceConfiguration()
    phone_config.name = 'Pixel'
    phone_config.address = PHONE_RPA
    phone_config.irk = bytes(range(16, 32))  # fixed (never used: no pairing)
    phone = Device(config=phone_config, host=Host(phone_controller, AsyncPipeSink(phone_controller)))

    await strap.power_on()
    await strap.start_advertising(
        own_address_type=hci.OwnAddressType.RANDOM,
        advertising_interval_min=152.5,
        advertising_interval_max=152.5,
    )

    # Start capturing: everything the phone's host exchanges with its controller,
    # from the controller initialisation (Bluetooth switched on) onwards.
    timeline = CaptureTimeline(TIMELINE_SEED)
    phases = PhaseLog(timeline)
    phone.host.snooper = timeline
    rng = SplitMix64(0x5EED_0001)

    async def step(action: Awaitable | None = None):
        result = await action if action is not None else None
        await settle(timeline)
        return result

    # 0. Controller initialisation ----------------------------------------------
    phases.begin('controller init: Reset ... LE Read Buffer Size (27 x 64), Read BD ADDR, LE Set Random Address')
    await step(phone.power_on())
    timeline.idle(2_315 * MS)  # the user opens the app

    # 1. Scan ------------------------------------------------------------------
    phases.begin('scan: scan parameters/enable, advertising reports, scan disable')
    await step(
        phone.start_scanning(
            legacy=True,
            active=True,
            scan_interval=5000,  # SCAN_MODE_LOW_LATENCY: 5 s interval = window
            scan_window=5000,
            own_address_type=hci.OwnAddressType.RANDOM,
            filter_duplicates=False,
        )
    )
    adv_data = strap_advertising_data(STRAP_NAME)
    scan_rsp = strap_scan_response_data()
    bystander = bystander_advertising_data(bytes(rng.randint(0, 255) for _ in range(32)))
    strap_rssi = [-61, -59, -63, -60, -58, -62, -60]
    bystander_rssi = [-84, -87, -83]
    advertising_schedule: list[tuple[int, bytes]] = []  # (absolute time, event)
    base = timeline.now_us + 37 * MS
    for i, rssi in enumerate(strap_rssi):
        t = base + i * 152_500 + rng.randint(0, 10 * MS)  # advInterval + advDelay
        advertising_schedule.append((t, le_advertising_report_event(0x00, STRAP_ADDRESS, adv_data, rssi)))
        advertising_schedule.append(
            (t + 560 + rng.randint(0, 80), le_advertising_report_event(0x04, STRAP_ADDRESS, scan_rsp, rssi + rng.randint(-1, 1)))
        )
    for i, rssi in enumerate(bystander_rssi):
        t = base + 71 * MS + i * 302_000 + rng.randint(0, 10 * MS)
        advertising_schedule.append((t, le_advertising_report_event(0x03, BYSTANDER_ADDRESS, bystander, rssi)))
    for t, event in sorted(advertising_schedule):
        timeline.advance_to(t)
        phone_controller.inject_event(event)
        await settle(timeline)
    timeline.idle(9 * MS)
    await step(phone.stop_scanning(legacy=True))

    # 2. Connect ---------------------------------------------------------------
    phases.begin('connect: LE Create Connection, LE Connection Complete, LE Read Remote Features')
    timeline.idle(14 * MS)
    connection = await step(
        phone.connect(
            STRAP_ADDRESS,
            connection_parameters_preferences={hci.HCI_LE_1M_PHY: CONNECTION_PREFERENCES},
            own_address_type=hci.OwnAddressType.RANDOM,
        )
    )
    strap_connection = next(iter(strap.connections.values()))
    timeline.idle(1 * MS)
    await step(connection.get_remote_le_features())

    # 3. MTU -------------------------------------------------------------------
    phases.begin('ATT Exchange MTU (517 / 247)')
    timeline.idle(6 * MS)
    peer = Peer(connection)
    mtu = await step(peer.request_mtu(ATT_CLIENT_MTU))
    assert mtu == ATT_SERVER_MTU, mtu

    # 4. Discovery -------------------------------------------------------------
    phases.begin('discovery: primary services, includes, characteristics, descriptors')
    timeline.idle(24 * MS)
    client = connection.gatt_client
    await step(client.discover_services())
    for service in peer.services:
        await step(client.discover_included_services(service))
        await step(client.discover_characteristics([], service))
        for characteristic in service.characteristics:
            await step(client.discover_descriptors(characteristic))
            # bumble 0.0.236 never sets this flag itself, so subscribe() and
            # unsubscribe() would repeat the Find Information request (Android
            # uses its discovery cache instead).
            characteristic.descriptors_discovered = True

    heart_rate_service = find_service(peer, '180D')
    hrm = find_characteristic(heart_rate_service, '2A37')
    body_sensor_location = find_characteristic(heart_rate_service, '2A38')
    control_point = find_characteristic(heart_rate_service, '2A39')
    battery_level = find_characteristic(find_service(peer, '180F'), '2A19')
    device_information = find_service(peer, '180A')
    vendor_service = find_service(peer, str(database.vendor.uuid))
    vendor_data = find_characteristic(vendor_service, str(database.vendor_data.uuid))
    vendor_command = find_characteristic(vendor_service, str(database.vendor_command.uuid))

    # 5. Reads -----------------------------------------------------------------
    phases.begin('reads: Body Sensor Location, Battery Level, Device Information')
    timeline.idle(180 * MS)
    values = {}
    values['body_sensor_location'] = await step(client.read_value(body_sensor_location))
    values['battery_level'] = await step(client.read_value(battery_level))
    for uuid in ('2A29', '2A24', '2A25', '2A26'):
        timeline.idle(rng.randint(1 * MS, 4 * MS))
        values[uuid] = await step(client.read_value(find_characteristic(device_information, uuid)))
    assert values['body_sensor_location'] == b'\x01', values
    assert values['battery_level'] == bytes([STRAP_BATTERY_PERCENT]), values

    # 6. Subscribe ---------------------------------------------------------------
    phases.begin('subscribe: HRM CCCD, HR Control Point reset, Battery + vendor CCCDs, vendor command/status')
    timeline.idle(35 * MS)
    received: dict[str, list[bytes]] = {'hrm': [], 'battery': [], 'vendor': []}
    await step(client.subscribe(hrm, lambda value: received['hrm'].append(bytes(value))))
    timeline.idle(2 * MS)
    await step(client.write_value(control_point, b'\x01', with_response=True))  # reset energy expended
    timeline.idle(3 * MS)
    await step(client.subscribe(battery_level, lambda value: received['battery'].append(bytes(value))))
    timeline.idle(2 * MS)
    await step(client.subscribe(vendor_data, lambda value: received['vendor'].append(bytes(value))))
    timeline.idle(4 * MS)
    session_start_unix_s = (CAPTURE_START_UNIX_US + timeline.now_us) // SECOND
    await step(client.write_value(vendor_command, heart_rate.vendor_start_session_command(session_start_unix_s)))
    assert [label for label, _ in database.writes] == ['heart_rate_control_point', 'vendor_command']
    # The strap answers the command with a status frame a few connection events later
    timeline.idle(2 * timeline.connection_interval_us)
    await step(
        strap.notify_subscribers(
            database.vendor_data,
            heart_rate.vendor_status_frame(uptime_s=4_817, battery_mv=3_962, battery_percent=STRAP_BATTERY_PERCENT),
        )
    )

    # 7/8. Notifications and connection parameter update -----------------------
    phases.begin('notifications: heart rate (1/s), battery, vendor summaries')
    samples = heart_rate.generate_heart_rate_samples()
    first_tick_us = timeline.now_us + 420 * MS
    actions: list[tuple[int, int, Callable[[], Awaitable]]] = []

    def at(seconds_after_first_tick: float, order: int, action: Callable[[], Awaitable]) -> None:
        # The strap's clock runs STRAP_CLOCK_PPM fast relative to the phone's
        offset_us = int(seconds_after_first_tick * SECOND)
        offset_us -= offset_us * STRAP_CLOCK_PPM // 1_000_000
        actions.append((first_tick_us + offset_us, order, action))

    for sample in samples:
        value = sample.encode()
        at(sample.tick, 0, lambda value=value: strap.notify_subscribers(database.heart_rate_measurement, value))

    async def update_connection_parameters() -> None:
        task = asyncio.ensure_future(
            strap_connection.update_parameters(
                *STRAP_PREFERRED_INTERVAL_MS,
                STRAP_PREFERRED_LATENCY,
                STRAP_PREFERRED_TIMEOUT_MS,
                use_l2cap=True,
            )
        )
        await settle(timeline)
        await task

    async def mark(name: str) -> None:
        phases.begin(name)

    at(4.45, 1, lambda: mark('connection parameter update: L2CAP request/response, LE Connection Update'))
    at(4.45, 2, update_connection_parameters)
    at(4.46, 0, lambda: mark('notifications (continued)'))

    async def battery_notification(percent: int) -> None:
        database.battery_level.value = bytes([percent])
        await strap.notify_subscribers(database.battery_level, bytes([percent]))

    at(37.5, 1, lambda: battery_notification(86))
    at(97.5, 1, lambda: battery_notification(86))

    for sequence, window_start in enumerate(range(0, heart_rate.SESSION_TICKS - 29, 30), start=1):
        window = [s for s in samples if window_start <= s.tick < window_start + 30]
        frame = heart_rate.vendor_activity_summary(
            sequence, window_start, window, heart_rate.energy_expended_kj(window_start + 30), seed=sequence
        )
        at(window_start + 30.25, 1, lambda frame=frame: strap.notify_subscribers(database.vendor_data, frame))

    for time_us, _order, action in sorted(actions, key=lambda item: (item[0], item[1])):
        timeline.advance_to(time_us)
        await step(action())

    # 9. Unsubscribe and disconnect -------------------------------------------
    phases.begin('unsubscribe (CCCD 0x0000) and disconnect')
    timeline.advance_to(first_tick_us + (heart_rate.SESSION_TICKS - 1) * SECOND + 640 * MS)
    await step(client.unsubscribe(hrm))
    timeline.idle(3 * MS)
    await step(client.unsubscribe(vendor_data))
    timeline.idle(310 * MS)
    await step(connection.disconnect(HCI_DISCONNECT_REASON))
    phases.end()
    phone.host.snooper = None

    # Sanity checks: the client saw exactly what the strap sent
    assert received['hrm'] == [s.encode() for s in samples], 'heart-rate notifications mismatch'
    assert received['battery'] == [bytes([86]), bytes([86])], received['battery']
    assert len(received['vendor']) == 5, len(received['vendor'])
    return timeline.sorted_records(), phases.frame_ranges()


# ---------------------------------------------------------------------------
def main() -> int:
    logging.basicConfig(level=logging.WARNING, format='%(levelname)s %(name)s: %(message)s')
    if getattr(bumble, '__version__', None) != BUMBLE_VERSION:
        warnings.warn(
            f'bumble {getattr(bumble, "__version__", "?")} is installed but the sample '
            f'captures were made with bumble {BUMBLE_VERSION}; the output may differ '
            f'(pip install bumble=={BUMBLE_VERSION})',
            stacklevel=1,
        )

    os.umask(0o077)  # capture files may be reused as templates for real health data
    records, phases = asyncio.run(run_session())

    adapter = MonitorAdapter(
        index=0,
        address=PHONE_PUBLIC_ADDRESS,
        name='hci0',
        manufacturer=PhoneController.manufacturer_company_identifier,
        system_note='Bluetooth monitor ver 5.66',
    )
    outputs = {
        'heart-rate-strap.btsnoop': btsnoop_h4(records, CAPTURE_START_UNIX_US),
        'heart-rate-strap.pcapng': pcapng_h4_with_phdr(
            records,
            CAPTURE_START_UNIX_US,
            application=f'hrsniff scripts/make_captures.py (bumble {BUMBLE_VERSION})',
            interface_name='bluetooth0',
        ),
        'heart-rate-strap-monitor.btsnoop': btsnoop_monitor(records, CAPTURE_START_UNIX_US, adapter),
    }
    OUTPUT_DIR.mkdir(mode=0o700, exist_ok=True)
    for name in OUTPUT_FILES:
        write_private_file(str(OUTPUT_DIR / name), outputs[name])

    print_summary(records, phases)
    return 0


def print_summary(records: list[Record], phases: list[tuple[str, int, int]]) -> None:
    print(f'{len(records)} HCI packets over {records[-1].time_us / SECOND:.3f} s')
    for name, first, last in phases:
        print(f'  frames {first:4d}-{last:4d}  {name}')
    for direction, sent in (('host->controller', True), ('controller->host', False)):
        acl = [r for r in records if r.packet[0] == 0x02 and r.sent == sent]
        starts = [r for r in acl if (r.packet[2] >> 4) & 0x3 != 0b01]
        fragmented = [
            r for r in starts
            if int.from_bytes(r.packet[5:7], 'little') + 4 > int.from_bytes(r.packet[3:5], 'little')
        ]
        continuations = len(acl) - len(starts)
        print(
            f'  ACL {direction}: {len(acl)} packets, {len(starts)} L2CAP PDUs, '
            f'{len(fragmented)} of them fragmented ({len(fragmented) + continuations} fragments)'
        )
    for name in OUTPUT_FILES:
        path = OUTPUT_DIR / name
        print(f'  {path.relative_to(REPOSITORY_ROOT)}  {path.stat().st_size} bytes')

if __name__ == '__main__':
    sys.exit(main())
