"""Sessions of ``Captures/firmware-before.btsnoop`` and ``firmware-after.btsnoop``.

The phone and the strap before and after a firmware update of the strap, for
``hrsniff diff``. One scenario, parameterised by ``Firmware``; each step
starts at the same offset from the capture start in both sessions, with the
same timing jitter (``CaptureTimeline.reseed``). The intended differences and
the steps are listed in the docstring of ``scripts/make_captures.py``.
"""

from __future__ import annotations

import calendar
import dataclasses
import struct

from . import heart_rate
from .identities import (
    ATT_CLIENT_MTU,
    ATT_SERVER_MTU,
    CONNECTION_PREFERENCES,
    PHONE_IRK,
    PHONE_NAME,
    PHONE_RPA,
    REMOTE_USER_TERMINATED,
    STRAP_ADDRESS,
    STRAP_ADVERTISING_INTERVAL_MS,
    STRAP_CLOCK_PPM,
    STRAP_IRK,
    STRAP_NAME,
    STRAP_PREFERRED_INTERVAL_MS,
    STRAP_PREFERRED_LATENCY,
    STRAP_PREFERRED_TIMEOUT_MS,
)
from .scenario import (
    MS,
    SECOND,
    Schedule,
    Session,
    advertise,
    advertising_schedule,
    connect_and_discover,
    find_characteristic,
    find_service,
    make_device,
    phone_and_peripheral_controllers,
    request_connection_parameters,
    scan,
    strap_tick_offset_us,
)
from .stack import (
    AD_MANUFACTURER_SPECIFIC,
    AD_TX_POWER_LEVEL,
    COMPANY_NORDIC,
    StrapGattDatabase,
    ad_structure,
    reserve_handles,
    strap_advertising_data,
)
from .timeline import SplitMix64


@dataclasses.dataclass(frozen=True)
class Firmware:
    file_name: str
    capture_start_unix_us: int
    firmware_revision: bytes
    battery_percent: int
    sensor_status: bytes | None  # the added vendor characteristic
    handles_reserved_before_vendor: int
    subscribe_vendor_data: bool


BEFORE = Firmware(
    file_name='firmware-before.btsnoop',
    capture_start_unix_us=calendar.timegm((2026, 3, 20, 18, 2, 11, 0, 0, 0)) * SECOND,
    firmware_revision=b'2.4.17',
    battery_percent=92,
    sensor_status=None,
    handles_reserved_before_vendor=0,
    subscribe_vendor_data=True,
)
AFTER = Firmware(
    file_name='firmware-after.btsnoop',
    capture_start_unix_us=calendar.timegm((2026, 3, 20, 18, 47, 36, 0, 0, 0)) * SECOND,
    firmware_revision=b'2.5.0',
    battery_percent=71,
    # contact sensor ok, accelerometer ok, self-test passed; 31.25 degC
    sensor_status=struct.pack('<BBh', 0x07, 0x00, 3125),
    handles_reserved_before_vendor=2,
    subscribe_vendor_data=False,
)

TIMELINE_SEED = 0x66697277_00000001
SCENARIO_SEED = 0x5EED_0004
TICKS = 30

# Start of each step, from the start of the capture (late enough for the
# longer of the two sessions to have finished the previous step)
READS_AT_US = 5_540 * MS
SUBSCRIBE_AT_US = 6_100 * MS
NOTIFICATIONS_AT_US = 6_700 * MS  # first heart-rate tick 420 ms later
VENDOR_COMMAND_AFTER_US = 330 * MS
UNSUBSCRIBE_AFTER_LAST_TICK_US = 1_640 * MS  # after the 30 s summary
DISCONNECT_AFTER_US = 510 * MS


def scan_response_data() -> bytes:
    """Nordic manufacturer data (product id 0x7F3A, status flags) and TX power:
    unlike heart-rate-strap.btsnoop's, no firmware version or battery level."""
    return ad_structure(AD_MANUFACTURER_SPECIFIC, struct.pack('<HHB', COMPANY_NORDIC, 0x7F3A, 0x01)) + ad_structure(
        AD_TX_POWER_LEVEL, struct.pack('<b', 0)
    )


async def run(firmware: Firmware) -> tuple[list, list[tuple[str, int, int]]]:
    phone_controller, strap_controller = phone_and_peripheral_controllers('strap')

    adv_data = strap_advertising_data(STRAP_NAME)
    scan_rsp = scan_response_data()
    strap = make_device(
        strap_controller, STRAP_NAME, STRAP_ADDRESS, STRAP_IRK, adv_data, scan_rsp, own_gatt_services=False
    )
    strap.gatt_server.max_mtu = ATT_SERVER_MTU
    database = StrapGattDatabase(
        STRAP_NAME,
        firmware.battery_percent,
        firmware_revision=firmware.firmware_revision,
        version_details=False,
        sensor_status=firmware.sensor_status,
    )
    *leading_services, vendor_service = database.services
    assert vendor_service is database.vendor
    strap.add_services(leading_services)
    reserve_handles(strap.gatt_server, firmware.handles_reserved_before_vendor)
    strap.add_service(database.vendor)

    phone = make_device(phone_controller, PHONE_NAME, PHONE_RPA, PHONE_IRK)

    await advertise(strap, STRAP_ADVERTISING_INTERVAL_MS)

    session = Session(TIMELINE_SEED)
    timeline, phases, step = session.timeline, session.phases, session.step
    phone.host.snooper = timeline
    rng = SplitMix64(SCENARIO_SEED)
    received: dict[str, list[bytes]] = {'hrm': [], 'vendor': []}

    def align(time_us: int, seed: int) -> None:
        """Continue at a fixed offset from the capture start, with jitter that
        does not depend on what came before (so both sessions agree)."""
        assert timeline.now_us < time_us, (timeline.now_us, time_us)
        timeline.advance_to(time_us)
        timeline.reseed(TIMELINE_SEED ^ seed)

    def begin_at(name: str, time_us: int, seed: int) -> None:
        phases.begin(name)
        align(time_us, seed)

    phases.begin('controller init')
    await step(phone.power_on())
    timeline.idle(2_315 * MS)

    phases.begin('scan: advertising reports of the strap, scan disable')
    await scan(
        session,
        phone,
        phone_controller,
        lambda now_us: advertising_schedule(
            rng, now_us + 29 * MS, STRAP_ADDRESS, adv_data, scan_rsp, [-62, -60, -61, -59], 152_500
        ),
        lambda: 8 * MS,
    )

    connection, strap_connection, peer, client = await connect_and_discover(
        session,
        phone,
        strap,
        STRAP_ADDRESS,
        CONNECTION_PREFERENCES,
        ATT_CLIENT_MTU,
        ATT_SERVER_MTU,
        14 * MS,
        (
            'connect: LE Create Connection, LE Connection Complete, LE Read Remote Features',
            'ATT Exchange MTU (517 / 247)',
            'discovery: primary services, includes, characteristics, descriptors',
        ),
    )
    heart_rate_service = find_service(peer, '180D')
    hrm = find_characteristic(heart_rate_service, '2A37')
    control_point = find_characteristic(heart_rate_service, '2A39')
    battery_level = find_characteristic(find_service(peer, '180F'), '2A19')
    device_information = find_service(peer, '180A')
    vendor = find_service(peer, str(database.vendor.uuid))
    vendor_data = find_characteristic(vendor, str(database.vendor_data.uuid))
    vendor_command = find_characteristic(vendor, str(database.vendor_command.uuid))

    begin_at('reads: Body Sensor Location, Battery Level, Device Information', READS_AT_US, 5)
    assert await step(client.read_value(find_characteristic(heart_rate_service, '2A38'))) == b'\x01'
    assert await step(client.read_value(battery_level)) == bytes([firmware.battery_percent])
    for uuid in ('2A29', '2A24', '2A25', '2A26'):
        timeline.idle(2 * MS)
        await step(client.read_value(find_characteristic(device_information, uuid)))

    begin_at(
        'subscribe: HRM, HR Control Point reset, Battery, vendor data (before only), vendor command',
        SUBSCRIBE_AT_US,
        6,
    )
    await step(client.subscribe(hrm, lambda value: received['hrm'].append(bytes(value))))
    timeline.idle(2 * MS)
    await step(client.write_value(control_point, b'\x01', with_response=True))
    timeline.idle(3 * MS)
    await step(client.subscribe(battery_level, lambda value: None))
    if firmware.subscribe_vendor_data:
        timeline.idle(2 * MS)
        await step(client.subscribe(vendor_data, lambda value: received['vendor'].append(bytes(value))))
    align(SUBSCRIBE_AT_US + VENDOR_COMMAND_AFTER_US, 16)
    await step(client.write_value(vendor_command, heart_rate.vendor_request_status_command()))
    timeline.idle(2 * timeline.connection_interval_us)
    await step(
        strap.notify_subscribers(
            database.vendor_data,
            heart_rate.vendor_status_frame(uptime_s=211, battery_mv=4_011, battery_percent=firmware.battery_percent),
        )
    )

    begin_at('notifications: heart rate (1/s)', NOTIFICATIONS_AT_US, 7)
    samples = heart_rate.generate_heart_rate_samples()[:TICKS]
    assert [s.tick for s in samples] == list(range(TICKS))
    first_tick_us = timeline.now_us + 420 * MS
    schedule = Schedule()

    def at(seconds: float, order: int, action) -> None:
        schedule.at(first_tick_us + strap_tick_offset_us(seconds, STRAP_CLOCK_PPM), order, action)

    for sample in samples:
        value = sample.encode()
        at(sample.tick, 0, lambda value=value: strap.notify_subscribers(database.heart_rate_measurement, value))

    async def update_connection_parameters() -> None:
        await request_connection_parameters(
            session, strap_connection, STRAP_PREFERRED_INTERVAL_MS, STRAP_PREFERRED_LATENCY, STRAP_PREFERRED_TIMEOUT_MS
        )

    async def mark(name: str) -> None:
        phases.begin(name)

    at(4.45, 1, lambda: mark('connection parameter update: L2CAP request/response, LE Connection Update'))
    at(4.45, 2, update_connection_parameters)
    at(4.46, 0, lambda: mark('notifications (continued)'))
    summary = heart_rate.vendor_activity_summary(1, 0, samples, heart_rate.energy_expended_kj(30), seed=1)
    at(30.25, 1, lambda: strap.notify_subscribers(database.vendor_data, summary))
    await schedule.run(session)

    unsubscribe_at_us = first_tick_us + (TICKS - 1) * SECOND + UNSUBSCRIBE_AFTER_LAST_TICK_US
    begin_at('unsubscribe (CCCD 0x0000) and disconnect', unsubscribe_at_us, 8)
    await step(client.unsubscribe(hrm))
    if firmware.subscribe_vendor_data:
        timeline.idle(3 * MS)
        await step(client.unsubscribe(vendor_data))
    align(unsubscribe_at_us + DISCONNECT_AFTER_US, 18)
    await step(connection.disconnect(REMOTE_USER_TERMINATED))
    phone.host.snooper = None

    assert received['hrm'] == [s.encode() for s in samples], 'heart-rate notifications mismatch'
    assert len(received['vendor']) == (2 if firmware.subscribe_vendor_data else 0), received['vendor']
    return session.result()
