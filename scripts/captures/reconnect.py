"""Session of ``Captures/heart-rate-strap-reconnect.btsnoop`` (bond, then reconnect).

The phone bonds with the strap (LE Secure Connections Just Works) in a first
connection, and reconnects about three minutes later with the stored LTK and
its cached GATT table (no discovery); the strap ends the second connection.
The steps are listed in the docstring of ``scripts/make_captures.py``.
"""

from __future__ import annotations

import calendar
from collections.abc import Callable

from bumble import hci

from . import heart_rate
from .identities import (
    ATT_CLIENT_MTU,
    ATT_SERVER_MTU,
    CONNECTION_PREFERENCES,
    PHONE_IRK,
    PHONE_NAME,
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
    GattCache,
    Schedule,
    Session,
    advertise,
    advertising_schedule,
    connect,
    connect_and_discover,
    deterministic_smp,
    exchange_mtu,
    find_characteristic,
    find_service,
    just_works_pairing_config,
    make_device,
    phone_and_peripheral_controllers,
    phone_pairing_config,
    request_connection_parameters,
    resolvable_private_address,
    scan,
    strap_tick_offset_us,
)
from .stack import (
    StrapGattDatabase,
    strap_advertising_data,
    strap_scan_response_data,
)
from .timeline import SplitMix64

FILE_NAME = 'heart-rate-strap-reconnect.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 16, 7, 41, 5, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x68727331_52454331
SCENARIO_SEED = 0x5EED_0002
SMP_SEED = 0x534D50_0001
PHONE_ECC_SEED = 0xECC_0001
STRAP_ECC_SEED = 0xECC_0002

STRAP_BATTERY_PERCENT = 79
PHONE_RPA_1 = resolvable_private_address(PHONE_IRK, bytes.fromhex('3c9a52'))
PHONE_RPA_2 = resolvable_private_address(PHONE_IRK, bytes.fromhex('e1074b'))

FIRST_TICKS = range(0, 20)
SECOND_TICKS = range(40, 60)
PAUSE_BETWEEN_CONNECTIONS_US = 187 * SECOND + 412 * MS


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    phone_controller, strap_controller = phone_and_peripheral_controllers('strap')

    adv_data = strap_advertising_data(STRAP_NAME)
    scan_rsp = strap_scan_response_data(battery_percent=STRAP_BATTERY_PERCENT)
    strap = make_device(
        strap_controller, STRAP_NAME, STRAP_ADDRESS, STRAP_IRK, adv_data, scan_rsp, own_gatt_services=False
    )
    strap.gatt_server.max_mtu = ATT_SERVER_MTU
    database = StrapGattDatabase(STRAP_NAME, STRAP_BATTERY_PERCENT)
    strap.add_services(database.services)
    strap.pairing_config_factory = just_works_pairing_config  # no display or buttons

    phone = make_device(phone_controller, PHONE_NAME, PHONE_RPA_1, PHONE_IRK, address_resolution_offload=True)
    phone.pairing_config_factory = phone_pairing_config

    await advertise(strap, STRAP_ADVERTISING_INTERVAL_MS, auto_restart=True)

    session = Session(TIMELINE_SEED)
    timeline, phases, step = session.timeline, session.phases, session.step
    phone.host.snooper = timeline
    rng = SplitMix64(SCENARIO_SEED)
    samples = {sample.tick: sample for sample in heart_rate.generate_heart_rate_samples()}
    received: list[bytes] = []

    async def update_connection_parameters(strap_connection) -> None:
        await request_connection_parameters(
            session, strap_connection, STRAP_PREFERRED_INTERVAL_MS, STRAP_PREFERRED_LATENCY, STRAP_PREFERRED_TIMEOUT_MS
        )

    def notification_schedule(ticks: range, strap_connection, label: str) -> Schedule:
        schedule = Schedule()
        first_tick_us = timeline.now_us + 420 * MS

        def at(seconds: float, order: int, action: Callable) -> None:
            schedule.at(first_tick_us + strap_tick_offset_us(seconds, STRAP_CLOCK_PPM), order, action)

        async def mark(name: str) -> None:
            phases.begin(name)

        for index, tick in enumerate(ticks):
            if tick in samples:
                value = samples[tick].encode()
                at(index, 0, lambda value=value: strap.notify_subscribers(database.heart_rate_measurement, value))
        at(4.45, 1, lambda: mark(f'{label}: connection parameter update (L2CAP, LE Connection Update)'))
        at(4.45, 2, lambda: update_connection_parameters(strap_connection))
        at(4.46, 0, lambda: mark(f'{label}: notifications (continued)'))
        return schedule

    with deterministic_smp(SMP_SEED, (phone, PHONE_ECC_SEED), (strap, STRAP_ECC_SEED)):
        # -- first connection -------------------------------------------------
        phases.begin('controller init')
        await step(phone.power_on())
        timeline.idle(1_870 * MS)

        phases.begin('scan: advertising reports of the strap, scan disable')
        await scan(
            session,
            phone,
            phone_controller,
            lambda now_us: advertising_schedule(
                rng, now_us + 41 * MS, STRAP_ADDRESS, adv_data, scan_rsp, [-57, -58, -56, -59], 152_500
            ),
            lambda: 11 * MS,
        )

        connection, strap_connection, peer, client = await connect_and_discover(
            session,
            phone,
            strap,
            STRAP_ADDRESS,
            CONNECTION_PREFERENCES,
            ATT_CLIENT_MTU,
            ATT_SERVER_MTU,
            13 * MS,
            (
                'connection 1: LE Create Connection, LE Connection Complete, LE Read Remote Features',
                'connection 1: ATT Exchange MTU (517 / 247)',
                'connection 1: discovery (services, includes, characteristics, descriptors)',
            ),
        )
        heart_rate_service = find_service(peer, '180D')
        hrm = find_characteristic(heart_rate_service, '2A37')
        body_sensor_location = find_characteristic(heart_rate_service, '2A38')
        battery_level = find_characteristic(find_service(peer, '180F'), '2A19')

        phases.begin('connection 1: bonding (SMP LE Secure Connections Just Works), LE Start Encryption, key distribution')
        timeline.idle(1_240 * MS)  # the app asks to bond once discovery is done
        await step(phone.pair(connection))
        assert connection.is_encrypted and strap_connection.is_encrypted

        phases.begin('connection 1: reads (Body Sensor Location, Battery Level)')
        timeline.idle(160 * MS)
        assert await step(client.read_value(body_sensor_location)) == b'\x01'
        assert await step(client.read_value(battery_level)) == bytes([STRAP_BATTERY_PERCENT])

        phases.begin('connection 1: subscribe (Heart Rate Measurement, Battery Level)')
        timeline.idle(35 * MS)
        await step(client.subscribe(hrm, lambda value: received.append(bytes(value))))
        timeline.idle(3 * MS)
        await step(client.subscribe(battery_level, lambda value: None))

        phases.begin('connection 1: notifications (~20 s)')
        await notification_schedule(FIRST_TICKS, strap_connection, 'connection 1').run(session)

        phases.begin('connection 1: unsubscribe, phone disconnects (0x13 -> reported 0x16)')
        timeline.idle(640 * MS)
        await step(client.unsubscribe(hrm))
        timeline.idle(290 * MS)
        cache = GattCache(peer.services)  # Android keeps the attribute table of a bonded peer
        await step(connection.disconnect(REMOTE_USER_TERMINATED))

        # -- second connection ---------------------------------------------------
        timeline.idle(PAUSE_BETWEEN_CONNECTIONS_US)
        phases.begin('RPA rotation: LE Set Random Address')
        await step(phone.send_sync_command(hci.HCI_LE_Set_Random_Address_Command(random_address=PHONE_RPA_2)))
        phone.random_address = PHONE_RPA_2

        phases.begin('connection 2: LE Create Connection (no scan), LE Connection Complete, LE Read Remote Features')
        timeline.idle(2_310 * MS)  # the user starts a new workout in the app
        connection, strap_connection = await connect(session, phone, strap, STRAP_ADDRESS, CONNECTION_PREFERENCES)

        phases.begin('connection 2: LE Start Encryption with the stored LTK, Encryption Change')
        timeline.idle(2 * MS)
        await step(connection.encrypt())
        assert connection.is_encrypted and strap_connection.is_encrypted

        phases.begin('connection 2: ATT Exchange MTU, CCCD write from the GATT cache (no discovery)')
        timeline.idle(5 * MS)
        await exchange_mtu(session, connection, ATT_CLIENT_MTU, ATT_SERVER_MTU)
        client = connection.gatt_client
        cache.restore(client)
        hrm = find_characteristic(find_service(client, '180D'), '2A37')
        timeline.idle(18 * MS)
        await step(client.subscribe(hrm, lambda value: received.append(bytes(value))))

        phases.begin('connection 2: notifications (~20 s)')
        await notification_schedule(SECOND_TICKS, strap_connection, 'connection 2').run(session)

        phases.begin('connection 2: the strap disconnects (Disconnection Complete 0x13)')
        timeline.idle(710 * MS)
        await step(strap_connection.disconnect(REMOTE_USER_TERMINATED))
        assert not phone.connections, phone.connections

    phone.host.snooper = None
    expected = [samples[t].encode() for t in (*FIRST_TICKS, *SECOND_TICKS) if t in samples]
    assert received == expected, 'heart-rate notifications mismatch'
    return session.result()
