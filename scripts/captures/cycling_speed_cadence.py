"""Session of ``Captures/cycling-speed-cadence.btsnoop`` (Cycling Speed and Cadence Service 0x1816).

The phone and a combined speed and cadence sensor on a road bike's chainstay
(wheel magnet and crank magnet), "FC-SC2 5F21" (made-up Fenwick Cycling SC2,
CE:88:03:5F:21:B7 random static, appearance 0x0485 Cycling: Speed and Cadence
Sensor; it answers Exchange MTU with 23). The capture starts
2026-03-25T17:31:09Z.

Steps 0-5 are those of ``captures/profile_session.py``; then:
 6. Read CSC Feature (0x2A5C): 0x0003 = wheel and crank revolution data
    supported; read Sensor Location (0x2A5D): 11 chainstay. (The SC Control
    Point, mandatory with wheel revolution data, is discovered but not used.)
 7. Subscribe to CSC Measurement (0x2A5B), CCCD 0x0001.
 8. 60 CSC Measurement notifications, one per second of the sensor's clock:
    flags 0x03, cumulative wheel revolutions (UINT32) + last wheel event time
    (UINT16, 1/1024 s), cumulative crank revolutions (UINT16) + last crank
    event time (UINT16, 1/1024 s).
    The ride, simulated revolution by revolution in integer microseconds:
    wheel circumference 2.105 m (700x25c), speed a mean-reverting random walk
    around 27.5 km/h (bounded to 25.0-30.0) changing once a second: 26.6-28.8
    km/h between notifications; cadence one around 85 rpm (bounded to 82-88)
    changing every crank revolution, except that after about 29 s the rider
    stops pedalling for one ~1.7 s revolution (freewheeling), so that exactly
    one notification (the 32nd) repeats the previous crank count and event
    time, and the next one gives ~35 rpm. The counters start from the
    sensor's stored totals (wheel 48213, crank 12907), and the sensor's event
    clock, which counts from its power-up, is at ~38.9 s at the first
    notification: the 16-bit event times wrap past 65535 (64 s) between the
    26th and the 27th notification.
 9. Unsubscribe (CCCD 0x0000), then the phone disconnects (HCI Disconnect
    0x13 -> Disconnection Complete 0x16).

Speed between two notifications = delta wheel revolutions x 2.105 m / delta
wheel event time; cadence = delta crank revolutions x 60 / delta crank event
time (deltas modulo 2^32 / 2^16, times modulo 2^16 ticks).
"""

from __future__ import annotations

import calendar
import dataclasses
import struct

from bumble import hci
from bumble.gatt import Characteristic, CharacteristicValue, Service

from .profile_session import ProfileSession, Sensor, advertising_data, scan_response_data, standard_services
from .scenario import MS, SECOND
from .stack import IND, READABLE, WRITEABLE, N, R, W
from .timeline import SplitMix64

FILE_NAME = 'cycling-speed-cadence.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 25, 17, 31, 9, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x63736373_70443031
SCENARIO_SEED = 0x5EED_0015
RIDE_SEED = 0x5EED_1015
PHONE_PRAND = bytes.fromhex('29f15c')

NAME = 'FC-SC2 5F21'
ADDRESS = hci.Address('CE:88:03:5F:21:B7', hci.Address.RANDOM_DEVICE_ADDRESS)
APPEARANCE_SPEED_AND_CADENCE_SENSOR = 0x0485
COMPANY_NORDIC = 0x0059
BATTERY_PERCENT = 83

FEATURES = 0x0003  # wheel revolution data, crank revolution data
SENSOR_LOCATION_CHAINSTAY = 11
WHEEL_PRESENT = 0x01
CRANK_PRESENT = 0x02

NOTIFICATIONS = 60
WHEEL_CIRCUMFERENCE_MM = 2105
INITIAL_WHEEL_REVOLUTIONS = 48_213
INITIAL_CRANK_REVOLUTIONS = 12_907
# The sensor's clock (us since power-up) at the first notification
FIRST_NOTIFICATION_SENSOR_US = 38_912_345
# The rider freewheels once: the crank revolution that starts after this
# time (us after the first notification) takes this long
FREEWHEEL_AFTER_US = 29_200_000
FREEWHEEL_REVOLUTION_US = 1_700_000


@dataclasses.dataclass(frozen=True)
class CscSample:
    wheel_revolutions: int  # cumulative, mod 2^32
    wheel_event_ticks: int  # 1/1024 s, mod 2^16
    crank_revolutions: int  # cumulative, mod 2^16
    crank_event_ticks: int

    def encode(self) -> bytes:
        return struct.pack(
            '<BIHHH',
            WHEEL_PRESENT | CRANK_PRESENT,
            self.wheel_revolutions,
            self.wheel_event_ticks,
            self.crank_revolutions,
            self.crank_event_ticks,
        )


def _ticks(sensor_us: int) -> int:
    """Event time in 1/1024 s, as a UINT16 (wraps every 64 s)."""
    return (sensor_us * 1024 // SECOND) & 0xFFFF


def ride() -> list[CscSample]:
    """The values of the 60 notifications (see the module docstring)."""
    rng = SplitMix64(RIDE_SEED)
    start_us = FIRST_NOTIFICATION_SENSOR_US - 3 * SECOND  # simulate a few seconds before the first one
    end_us = FIRST_NOTIFICATION_SENSOR_US + NOTIFICATIONS * SECOND

    # Speed in 0.01 km/h, one value per second of the sensor's clock
    speeds = []
    speed = 2_750
    for _ in range((end_us - start_us) // SECOND + 1):
        speed = min(3_000, max(2_500, speed + rng.randint(-70, 70) + (2_750 - speed) // 6))
        speeds.append(speed)
    wheel_events = []
    t = start_us
    while t <= end_us:
        speed = speeds[(t - start_us) // SECOND]
        # one revolution at speed/100 km/h = speed/360 m/s: 2.105 m * 360 / speed s
        t += WHEEL_CIRCUMFERENCE_MM * 360 * 1_000 // speed
        wheel_events.append(t)

    # Cadence in 0.1 rpm, one value per crank revolution
    crank_events = []
    cadence = 850
    freewheeled = False
    t = start_us
    while t <= end_us:
        cadence = min(880, max(820, cadence + rng.randint(-12, 12) + (850 - cadence) // 5))
        if not freewheeled and t >= FIRST_NOTIFICATION_SENSOR_US + FREEWHEEL_AFTER_US:
            t += FREEWHEEL_REVOLUTION_US
            freewheeled = True
        else:
            t += 600 * SECOND // cadence
        crank_events.append(t)

    samples = []
    for k in range(NOTIFICATIONS):
        now = FIRST_NOTIFICATION_SENSOR_US + k * SECOND
        wheel = [e for e in wheel_events if e <= now]
        crank = [e for e in crank_events if e <= now]
        samples.append(
            CscSample(
                (INITIAL_WHEEL_REVOLUTIONS + len(wheel)) & 0xFFFFFFFF,
                _ticks(wheel[-1]),
                (INITIAL_CRANK_REVOLUTIONS + len(crank)) & 0xFFFF,
                _ticks(crank[-1]),
            )
        )
    return samples


class Database:
    def __init__(self) -> None:
        self.control_point_writes: list[bytes] = []
        self.standard = standard_services(
            NAME,
            APPEARANCE_SPEED_AND_CADENCE_SENSOR,
            BATTERY_PERCENT,
            [
                ('2A29', b'Fenwick Cycling'),
                ('2A24', b'SC2'),
                ('2A25', b'SC2-035F21B7'),
                ('2A27', b'3'),
                ('2A26', b'1.4.0'),
            ],
        )
        self.measurement = Characteristic('2A5B', N, 0, b'')
        self.feature = Characteristic('2A5C', R, READABLE, struct.pack('<H', FEATURES))
        self.sensor_location = Characteristic('2A5D', R, READABLE, bytes([SENSOR_LOCATION_CHAINSTAY]))
        self.control_point = Characteristic(
            '2A55',
            W | IND,
            WRITEABLE,
            CharacteristicValue(write=lambda _connection, value: self.control_point_writes.append(bytes(value))),
        )
        self.cycling_speed_and_cadence = Service(
            '1816', [self.measurement, self.feature, self.sensor_location, self.control_point]
        )

    @property
    def services(self) -> list[Service]:
        s = self.standard
        return [s.generic_access, s.generic_attribute, self.cycling_speed_and_cadence, s.battery, s.device_information]


SENSOR = Sensor(
    name=NAME,
    address=ADDRESS,
    irk=bytes(range(0x80, 0x90)),
    advertising_data=advertising_data(NAME, [0x1816, 0x180F], APPEARANCE_SPEED_AND_CADENCE_SENSOR),
    scan_response_data=scan_response_data(COMPANY_NORDIC, bytes.fromhex('215f0104'), tx_power_dbm=0),
    advertising_interval_ms=250.0,
    rssi=(-66, -63, -65),
    server_mtu=23,
)


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    profile = ProfileSession(TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    timeline, phases = profile.timeline, profile.phases
    await profile.open(think_time_us=3_050 * MS)

    phases.begin('reads: CSC Feature, Sensor Location')
    timeline.idle(14 * MS)
    assert await profile.read('1816', '2A5C') == struct.pack('<H', FEATURES)
    timeline.idle(2 * MS)
    assert await profile.read('1816', '2A5D') == bytes([SENSOR_LOCATION_CHAINSTAY])

    phases.begin('subscribe: CSC Measurement (notifications)')
    timeline.idle(6 * MS)
    received = await profile.subscribe('1816', '2A5B')

    phases.begin('CSC Measurement notifications (1/s, 60 s)')
    samples = ride()
    pairs = list(zip(samples, samples[1:]))
    no_crank_event = [
        k + 2
        for k, (a, b) in enumerate(pairs)
        if (a.crank_revolutions, a.crank_event_ticks) == (b.crank_revolutions, b.crank_event_ticks)
    ]
    wraps = [k + 2 for k, (a, b) in enumerate(pairs) if b.wheel_event_ticks < a.wheel_event_ticks]
    assert no_crank_event == [32] and wraps == [27], (no_crank_event, wraps)
    values = [sample.encode() for sample in samples]
    schedule = profile.notification_schedule(database.measurement, values, timeline.now_us + 470 * MS, SECOND)
    await schedule.run(profile.session)

    phases.begin('unsubscribe, the phone disconnects (0x13 -> reported 0x16)')
    timeline.idle(580 * MS)
    await profile.step(profile.client.unsubscribe(profile.characteristic('1816', '2A5B')))
    timeline.idle(240 * MS)
    await profile.phone_disconnects()

    assert received == values, 'CSC notifications mismatch'
    assert not database.control_point_writes
    return profile.result()
