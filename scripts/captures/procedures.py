"""Session of ``Captures/gatt-procedures.btsnoop`` (GATT procedures at ATT_MTU 23).

A bedside gateway and a wrist pulse oximeter (``captures/oximeter.py``): Find
By Type Value, long read with Read Blob, Read Multiple, Read Multiple
Variable, ATT errors, Write Long with Prepare/Execute Write, Service Changed
indication and re-discovery, PLX Continuous Measurement notifications. The
steps are listed in the docstring of ``scripts/make_captures.py``.
"""

from __future__ import annotations

import calendar
import struct

from bumble import att
from bumble import device as bumble_device
from bumble import hci
from bumble.core import UUID
from bumble.device import ConnectionParametersPreferences, Peer
from bumble.gatt import GATT_PRIMARY_SERVICE_ATTRIBUTE_TYPE
from bumble.gatt_client import Client, ServiceProxy
from bumble.link import LocalLink

from . import oximeter
from .scenario import (
    MS,
    SECOND,
    Schedule,
    Session,
    advertise,
    advertising_schedule,
    connect,
    discover_all,
    find_characteristic,
    find_service,
    make_device,
    scan,
)
from .stack import GatewayController, StrapController
from .timeline import SplitMix64

FILE_NAME = 'gatt-procedures.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 17, 14, 5, 22, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x67617474_50524F43
SCENARIO_SEED = 0x5EED_0003

OXIMETER_NAME = 'KP-OX2 5B1C'
OXIMETER_ADDRESS = hci.Address('C7:3E:91:5B:1C:02', hci.Address.RANDOM_DEVICE_ADDRESS)
OXIMETER_BATTERY_PERCENT = 64
GATEWAY_ADDRESS = hci.Address('D4:9E:35:0A:77:C3', hci.Address.RANDOM_DEVICE_ADDRESS)

# Zephyr defaults: 60 ms scan interval and window for connecting, 30-50 ms
# connection interval, 4 s supervision timeout
GATEWAY_CONNECTION_PREFERENCES = ConnectionParametersPreferences(
    connection_interval_min=30.0,
    connection_interval_max=50.0,
    max_latency=0,
    supervision_timeout=4000,
    min_ce_length=0.0,
    max_ce_length=0.0,
)

NOTIFICATIONS = 16
SERVICE_CHANGED_AFTER = 6  # notifications
PAI_TENTHS = (25, 26, 24, 25, 27, 26, 25, 24, 24, 25, 26, 26, 25, 23, 24, 25)
SPO2_PERCENT = 97
PULSE_RATE_BPM = 72


async def discover_primary_services_in_range(client: Client, start: int, end: int) -> list[ServiceProxy]:
    """Discover All Primary Services restricted to [start, end], as a client
    does after a Service Changed indication (bumble's discover_services()
    always starts at 0x0001)."""
    services = []
    starting_handle = start
    while starting_handle <= end:
        response = await client.send_request(
            att.ATT_Read_By_Group_Type_Request(
                starting_handle=starting_handle,
                ending_handle=end,
                attribute_group_type=GATT_PRIMARY_SERVICE_ATTRIBUTE_TYPE,
            )
        )
        if response.op_code == att.Opcode.ATT_ERROR_RESPONSE or not response.attributes:
            break
        for handle, end_group_handle, value in response.attributes:
            service = ServiceProxy(client, handle, end_group_handle, UUID.from_bytes(value), True)
            client.on_service_discovered(service)
            services.append(service)
        starting_handle = response.attributes[-1][1] + 1
    return services


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_INTERVAL = 60
    bumble_device.DEVICE_DEFAULT_CONNECT_SCAN_WINDOW = 60

    link = LocalLink()
    gateway_controller = GatewayController('gateway', link=link)
    oximeter_controller = StrapController('oximeter', link=link)

    adv_data = oximeter.advertising_data(OXIMETER_NAME)
    scan_rsp = oximeter.scan_response_data()
    device = make_device(
        oximeter_controller,
        OXIMETER_NAME,
        OXIMETER_ADDRESS,
        bytes(range(32, 48)),
        adv_data,
        scan_rsp,
        own_gatt_services=False,
    )
    database = oximeter.OximeterGattDatabase(OXIMETER_NAME, OXIMETER_BATTERY_PERCENT)
    device.add_services(database.services)
    gateway = make_device(gateway_controller, 'gateway', GATEWAY_ADDRESS, bytes(range(48, 64)))

    await advertise(device, 100.0)

    session = Session(TIMELINE_SEED)
    timeline, phases, step = session.timeline, session.phases, session.step
    gateway.host.snooper = timeline
    rng = SplitMix64(SCENARIO_SEED)

    phases.begin('controller init')
    await step(gateway.power_on())
    timeline.idle(3_120 * MS)

    phases.begin('scan: advertising reports of the oximeter, scan disable')
    await scan(
        session,
        gateway,
        gateway_controller,
        lambda now_us: advertising_schedule(
            rng, now_us + 23 * MS, OXIMETER_ADDRESS, adv_data, scan_rsp, [-66, -64, -65], 100_000
        ),
        lambda: 4 * MS,
        scan_interval=60,
        scan_window=30,
        filter_duplicates=True,
    )

    phases.begin('connect: LE Create Connection, LE Connection Complete, LE Read Remote Features (no MTU exchange)')
    timeline.idle(2 * MS)
    connection, oximeter_connection = await connect(
        session, gateway, device, OXIMETER_ADDRESS, GATEWAY_CONNECTION_PREFERENCES
    )
    peer = Peer(connection)
    client = connection.gatt_client
    assert client.mtu == att.ATT_DEFAULT_MTU

    phases.begin('Find By Type Value: Pulse Oximeter Service by UUID, its characteristics and descriptors')
    timeline.idle(12 * MS)
    plx_services = await step(client.discover_service(UUID('1822')))
    assert len(plx_services) == 1, plx_services
    await discover_all(session, client, plx_services, includes=False)

    phases.begin('discover all primary services, characteristics and descriptors of the others')
    timeline.idle(3 * MS)
    await step(client.discover_services())
    await discover_all(session, client, [s for s in peer.services if s not in plx_services], includes=False)

    generic_attribute = find_service(peer, '1801')
    heart_rate_service = find_service(peer, '180D')
    device_information = find_service(peer, '180A')
    vendor = find_service(peer, str(oximeter.VENDOR_SERVICE_UUID))
    service_changed = find_characteristic(generic_attribute, '2A05')
    battery_level = find_characteristic(find_service(peer, '180F'), '2A19')
    body_sensor_location = find_characteristic(heart_rate_service, '2A38')
    control_point = find_characteristic(heart_rate_service, '2A39')
    plx_measurement = find_characteristic(plx_services[0], '2A5F')
    plx_features = find_characteristic(plx_services[0], '2A60')

    phases.begin('subscribe to Service Changed (indications)')
    timeline.idle(5 * MS)
    changed_ranges: list[tuple[int, int]] = []
    await step(client.subscribe(service_changed, lambda value: changed_ranges.append(struct.unpack('<HH', value))))

    phases.begin('long read: Manufacturer Name String (Read + Read Blob x3)')
    timeline.idle(8 * MS)
    name = await step(client.read_value(find_characteristic(device_information, '2A29')))
    assert name == oximeter.MANUFACTURER_NAME, name

    phases.begin('Read Multiple: Battery Level + Body Sensor Location')
    timeline.idle(4 * MS)
    response = await step(
        client.send_request(att.ATT_Read_Multiple_Request(set_of_handles=[battery_level.handle, body_sensor_location.handle]))
    )
    assert response.set_of_values == bytes([OXIMETER_BATTERY_PERCENT, oximeter.BODY_SENSOR_LOCATION_WRIST]), response

    phases.begin('Read Multiple Variable: Model Number + Firmware Revision')
    timeline.idle(4 * MS)
    model = find_characteristic(device_information, '2A24')
    firmware = find_characteristic(device_information, '2A26')
    response = await step(
        client.send_request(att.ATT_Read_Multiple_Variable_Request(set_of_handles=[model.handle, firmware.handle]))
    )
    assert [value for _length, value in response.length_value_tuple_list] == [b'KP-OX2', b'1.3.2'], response

    phases.begin('read PLX Features')
    timeline.idle(3 * MS)
    assert await step(client.read_value(plx_features)) == struct.pack('<H', oximeter.PLX_FEATURE_PULSE_AMPLITUDE_INDEX)

    phases.begin('ATT errors: Read Not Permitted, Insufficient Authentication, Insufficient Encryption')
    for characteristic, error_code in (
        (control_point, att.ATT_READ_NOT_PERMITTED_ERROR),
        (find_characteristic(vendor, str(oximeter.CALIBRATION_UUID)), att.ATT_INSUFFICIENT_AUTHENTICATION_ERROR),
        (find_characteristic(vendor, str(oximeter.PATIENT_ID_UUID)), att.ATT_INSUFFICIENT_ENCRYPTION_ERROR),
    ):
        timeline.idle(rng.randint(3 * MS, 9 * MS))
        try:
            await step(client.read_value(characteristic))
        except att.ATT_Error as error:
            assert error.error_code == error_code, error
            await session.step()
        else:
            raise AssertionError(f'reading {characteristic} should have failed')

    phases.begin('Write Long (prepared writes): vendor Alarm Limits, 44 bytes')
    timeline.idle(21 * MS)
    limits = oximeter.alarm_limits_configuration()
    await step(client.write_value(find_characteristic(vendor, str(oximeter.ALARM_LIMITS_UUID)), limits, with_response=True))
    assert database.writes == [('alarm_limits', limits)], database.writes

    phases.begin('subscribe to PLX Continuous Measurement')
    timeline.idle(6 * MS)
    received: list[bytes] = []
    await step(client.subscribe(plx_measurement, lambda value: received.append(bytes(value))))

    phases.begin('PLX Continuous Measurement notifications (1/s)')
    schedule = Schedule()
    first_us = timeline.now_us + 610 * MS
    values = [plx_continuous_measurement(i) for i in range(NOTIFICATIONS)]
    for i, value in enumerate(values):
        schedule.at(
            first_us + i * SECOND + rng.randint(0, 2 * MS),
            0,
            lambda value=value: device.notify_subscribers(database.plx_continuous_measurement, value),
        )

    async def add_dfu_service() -> None:
        phases.begin('Service Changed: DFU service added, indication, confirmation, re-discovery of its range')
        device.gatt_server.add_service(database.dfu)
        start, end = database.dfu.handle, database.dfu.end_group_handle
        await session.step(device.indicate_subscribers(database.service_changed, struct.pack('<HH', start, end)))
        assert changed_ranges == [(start, end)], changed_ranges
        timeline.idle(7 * MS)
        services = await session.step(discover_primary_services_in_range(client, start, end))
        assert [s.uuid for s in services] == [oximeter.DFU_SERVICE_UUID], services
        await discover_all(session, client, services, includes=False)
        phases.begin('PLX Continuous Measurement notifications (continued)')

    schedule.at(first_us + (SERVICE_CHANGED_AFTER - 1) * SECOND + 430 * MS, 1, add_dfu_service)
    await schedule.run(session)

    phases.begin('unsubscribe, disconnect')
    timeline.idle(520 * MS)
    await step(client.unsubscribe(plx_measurement))
    timeline.idle(140 * MS)
    await step(connection.disconnect(hci.HCI_ErrorCode.REMOTE_USER_TERMINATED_CONNECTION_ERROR))
    assert oximeter_connection not in device.connections.values()

    gateway.host.snooper = None
    assert received == values, 'PLX notifications mismatch'
    return session.result()


def plx_continuous_measurement(index: int) -> bytes:
    return oximeter.plx_continuous_measurement(SPO2_PERCENT, PULSE_RATE_BPM, PAI_TENTHS[index])
