"""Session of ``Captures/fitness-machine.btsnoop`` (Fitness Machine Service 0x1826, indoor bike).

The phone (a training app) and a mains-powered smart bike trainer, "TRX
7D03" (made-up Harrow Indoor Cycling TRX, EC:31:9D:7D:03:4E random static,
appearance 0x0480 Cycling; no Battery service; it answers Exchange MTU with
247). It advertises the FTMS Service Data AD type: UUID 0x1826, Flags 0x01
(Fitness Machine Available), Fitness Machine Type 0x0020 (Indoor Bike
supported). The capture starts 2026-03-26T18:15:44Z.

Steps 0-5 are those of ``captures/profile_session.py``; then:
 6. Reads: Fitness Machine Feature (0x2ACC): machine features 0x00005406
    (cadence, total distance, heart rate measurement, elapsed time, power
    measurement), target setting features 0x0000200C (resistance, power,
    indoor bike simulation parameters); Supported Resistance Level Range
    (0x2AD6): minimum 0.0, maximum 100.0, minimum increment 1.0 (SINT16,
    SINT16, UINT16 in steps of 0.1: the FTMS 1.0 format, which trainers
    implement and tshark 4.0 decodes; later GSS revisions give three UINT8,
    which tshark 4.0 reports as malformed); Supported Power Range (0x2AD8):
    0 to 2000 W, increment 1 W (SINT16, SINT16, UINT16).
 7. Subscribe: Indoor Bike Data (0x2AD2) and Fitness Machine Status (0x2ADA)
    CCCD 0x0001, Fitness Machine Control Point (0x2AD9) CCCD 0x0002
    (indications, as FTMS requires).
 8. Control Point: Request Control (00) -> Write Response -> indication
    Response Code (80 00 01: success); Start or Resume (07) -> 80 07 01.
 9. 30 Indoor Bike Data notifications, one per second, flags 0x0A54: bit 0
    (More Data) is 0, which in FTMS means the Instantaneous Speed field IS
    present; instantaneous cadence (bit 2), total distance (bit 4),
    instantaneous power (bit 6), heart rate (bit 9) and elapsed time (bit
    11) present. Fields: instantaneous speed UINT16 in 0.01 km/h, cadence
    UINT16 in 0.5 rpm, total distance UINT24 in m, power SINT16 in W, heart
    rate UINT8 in bpm, elapsed time UINT16 in s (16 bytes).
    About 2.4 s after the first one the app sets the target power: Set
    Target Power 200 W (05 C8 00) -> Write Response -> indication 80 05 01
    (success), then a Fitness Machine Status notification "Target Power
    Changed" with the new target (08 C8 00). The power (148-152 W before)
    ramps to 200 W within about four seconds (ERG mode) and stays within 3 W
    of it; the virtual speed follows the power (~29 -> ~32 km/h), cadence
    85-91 rpm, heart rate rising from 118 bpm.
10. The phone disconnects (HCI Disconnect 0x13 -> Disconnection Complete
    0x16).
"""

from __future__ import annotations

import calendar
import dataclasses
import struct

from bumble import hci
from bumble.gatt import Characteristic, CharacteristicValue, Service

from .gss import uint24
from .profile_session import (
    ProfileSession,
    Sensor,
    advertising_data,
    scan_response_data,
    service_data_16,
    standard_services,
)
from .scenario import MS, SECOND
from .stack import IND, READABLE, WRITEABLE, N, R, W
from .timeline import SplitMix64

FILE_NAME = 'fitness-machine.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 26, 18, 15, 44, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x6674_6D73_42494B45
SCENARIO_SEED = 0x5EED_0016
WORKOUT_SEED = 0x5EED_1016
PHONE_PRAND = bytes.fromhex('b7786a')

NAME = 'TRX 7D03'
ADDRESS = hci.Address('EC:31:9D:7D:03:4E', hci.Address.RANDOM_DEVICE_ADDRESS)
APPEARANCE_CYCLING = 0x0480
COMPANY_NORDIC = 0x0059
SERVER_MTU = 247

# Fitness Machine Feature
MACHINE_FEATURES = 1 << 1 | 1 << 2 | 1 << 10 | 1 << 12 | 1 << 14  # 0x00005406
TARGET_SETTING_FEATURES = 1 << 2 | 1 << 3 | 1 << 13  # 0x0000200C
# Supported ranges
RESISTANCE_LEVEL_RANGE = (0, 1000, 10)  # 0.0 to 100.0, increment 1.0: SINT16, SINT16, UINT16 in 0.1 (FTMS 1.0)
POWER_RANGE = (0, 2000, 1)  # W: SINT16, SINT16, UINT16
# Service Data AD: Flags (Fitness Machine Available), Fitness Machine Type (Indoor Bike Supported)
SERVICE_DATA = struct.pack('<BH', 0x01, 1 << 5)

# Control Point
REQUEST_CONTROL = 0x00
SET_TARGET_POWER = 0x05
START_OR_RESUME = 0x07
RESPONSE_CODE = 0x80
SUCCESS = 0x01
# Fitness Machine Status
TARGET_POWER_CHANGED = 0x08
TARGET_POWER_W = 200

# Indoor Bike Data flags (bit 0 "More Data" = 0: Instantaneous Speed present)
CADENCE_PRESENT = 1 << 2
TOTAL_DISTANCE_PRESENT = 1 << 4
POWER_PRESENT = 1 << 6
HEART_RATE_PRESENT = 1 << 9
ELAPSED_TIME_PRESENT = 1 << 11
INDOOR_BIKE_DATA_FLAGS = (
    CADENCE_PRESENT | TOTAL_DISTANCE_PRESENT | POWER_PRESENT | HEART_RATE_PRESENT | ELAPSED_TIME_PRESENT
)

NOTIFICATIONS = 30
TARGET_POWER_AT_US = 2_350 * MS  # after the first notification


@dataclasses.dataclass(frozen=True)
class IndoorBikeSample:
    speed_cs: int  # 0.01 km/h
    cadence_half_rpm: int  # 0.5 rpm
    total_distance_m: int
    power_w: int
    heart_rate_bpm: int
    elapsed_s: int

    def encode(self) -> bytes:
        return (
            struct.pack('<HHH', INDOOR_BIKE_DATA_FLAGS, self.speed_cs, self.cadence_half_rpm)
            + uint24(self.total_distance_m)
            + struct.pack('<hBH', self.power_w, self.heart_rate_bpm, self.elapsed_s)
        )


def workout() -> list[IndoorBikeSample]:
    """The values of the 30 notifications (see the module docstring)."""
    rng = SplitMix64(WORKOUT_SEED)
    ramp = (163, 181, 193, 198)  # ERG mode reaching the target
    samples = []
    distance_mm = 0
    heart_rate = 118
    for k in range(NOTIFICATIONS):
        if k * SECOND < TARGET_POWER_AT_US:
            power = 150 + rng.randint(-2, 2)
        elif k - 3 < len(ramp):
            power = ramp[k - 3] + rng.randint(-1, 1)
        else:
            power = TARGET_POWER_W + rng.randint(-3, 3)
        speed = 2_000 + 6 * power + rng.randint(-25, 25)
        cadence = 2 * 88 + rng.randint(-6, 6)
        heart_rate = min(146, heart_rate + rng.randint(0, 2))
        samples.append(IndoorBikeSample(speed, cadence, distance_mm // 1000, power, heart_rate, k))
        distance_mm += speed * 10_000 // 3_600  # one second at speed / 100 km/h
    return samples


class Database:
    def __init__(self) -> None:
        self.control_point_requests: list[bytes] = []
        self.standard = standard_services(
            NAME,
            APPEARANCE_CYCLING,
            None,  # mains powered
            [
                ('2A29', b'Harrow Indoor Cycling'),
                ('2A24', b'TRX'),
                ('2A25', b'TRX22B07D034E'),
                ('2A27', b'2'),
                ('2A26', b'4.6.1'),
                ('2A28', b'4.6.1-ble'),
            ],
            preferred_connection_parameters=(24, 40, 0, 400),  # 30-50 ms, latency 0, 4 s
        )
        self.feature = Characteristic(
            '2ACC', R, READABLE, struct.pack('<II', MACHINE_FEATURES, TARGET_SETTING_FEATURES)
        )
        self.indoor_bike_data = Characteristic('2AD2', N, 0, b'')
        self.resistance_level_range = Characteristic(
            '2AD6', R, READABLE, struct.pack('<hhH', *RESISTANCE_LEVEL_RANGE)
        )
        self.power_range = Characteristic('2AD8', R, READABLE, struct.pack('<hhH', *POWER_RANGE))
        self.control_point = Characteristic(
            '2AD9',
            W | IND,
            WRITEABLE,
            CharacteristicValue(write=lambda _connection, value: self.control_point_requests.append(bytes(value))),
        )
        self.status = Characteristic('2ADA', N, 0, b'')
        self.fitness_machine = Service(
            '1826',
            [
                self.feature,
                self.indoor_bike_data,
                self.resistance_level_range,
                self.power_range,
                self.control_point,
                self.status,
            ],
        )

    @property
    def services(self) -> list[Service]:
        s = self.standard
        return [s.generic_access, s.generic_attribute, s.device_information, self.fitness_machine]


SENSOR = Sensor(
    name=NAME,
    address=ADDRESS,
    irk=bytes(range(0x90, 0xA0)),
    advertising_data=advertising_data(
        NAME, [0x1826], APPEARANCE_CYCLING, extra=service_data_16(0x1826, SERVICE_DATA)
    ),
    scan_response_data=scan_response_data(COMPANY_NORDIC, bytes.fromhex('037d0406'), tx_power_dbm=4),
    advertising_interval_ms=100.0,
    rssi=(-55, -56, -54),
    server_mtu=SERVER_MTU,
)


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    profile = ProfileSession(TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    timeline, phases = profile.timeline, profile.phases
    await profile.open(think_time_us=2_870 * MS)

    phases.begin('reads: Fitness Machine Feature, Supported Resistance Level Range, Supported Power Range')
    timeline.idle(13 * MS)
    assert await profile.read('1826', '2ACC') == struct.pack('<II', MACHINE_FEATURES, TARGET_SETTING_FEATURES)
    timeline.idle(2 * MS)
    assert await profile.read('1826', '2AD6') == struct.pack('<hhH', *RESISTANCE_LEVEL_RANGE)
    timeline.idle(2 * MS)
    assert await profile.read('1826', '2AD8') == struct.pack('<hhH', *POWER_RANGE)

    phases.begin('subscribe: Indoor Bike Data, Fitness Machine Status (notifications), Control Point (indications)')
    timeline.idle(7 * MS)
    bike_data = await profile.subscribe('1826', '2AD2')
    timeline.idle(2 * MS)
    statuses = await profile.subscribe('1826', '2ADA')
    timeline.idle(2 * MS)
    responses = await profile.subscribe('1826', '2AD9', indications=True)

    async def control(request: bytes, status: bytes | None = None, then: str | None = None) -> None:
        """Write the Control Point; the trainer indicates the response at the
        next connection event, then notifies the status change (if any)."""
        phases.begin(f'Control Point {request.hex(" ")} -> response indication' + (' + status' if status else ''))
        await profile.write('1826', '2AD9', request)
        assert database.control_point_requests[-1] == request
        timeline.idle(timeline.connection_interval_us)
        await profile.indicate(database.control_point, bytes([RESPONSE_CODE, request[0], SUCCESS]))
        if status is not None:
            await profile.notify(database.status, status)
        if then is not None:
            phases.begin(then)

    timeline.idle(64 * MS)
    await control(bytes([REQUEST_CONTROL]))
    timeline.idle(91 * MS)
    await control(bytes([START_OR_RESUME]))

    samples = workout()
    values = [sample.encode() for sample in samples]
    first_us = timeline.now_us + 420 * MS
    schedule = profile.notification_schedule(database.indoor_bike_data, values, first_us, SECOND, jitter_us=1 * MS)
    target = struct.pack('<h', TARGET_POWER_W)
    schedule.at(
        first_us + TARGET_POWER_AT_US,
        1,
        lambda: control(
            bytes([SET_TARGET_POWER]) + target,
            bytes([TARGET_POWER_CHANGED]) + target,
            then='Indoor Bike Data notifications (continued)',
        ),
    )
    phases.begin('Indoor Bike Data notifications (1/s)')
    await schedule.run(profile.session)

    phases.begin('the phone disconnects (0x13 -> reported 0x16)')
    timeline.idle(730 * MS)
    await profile.phone_disconnects()

    assert bike_data == values, 'Indoor Bike Data mismatch'
    assert statuses == [bytes([TARGET_POWER_CHANGED]) + target], statuses
    requests = (REQUEST_CONTROL, START_OR_RESUME, SET_TARGET_POWER)
    assert responses == [bytes([RESPONSE_CODE, op, SUCCESS]) for op in requests], responses
    return profile.result()
