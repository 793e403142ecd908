"""Session of ``Captures/blood-pressure.btsnoop`` (Blood Pressure Service 0x1810).

The phone and an upper-arm blood pressure monitor, "AM-BP7 3C7E" (made-up
Aldermoor Medical AM-BP7, E3:5A:91:3C:7E:05 random static, appearance 0x0381
Blood Pressure: Arm; ATT_MTU 23: it answers the phone's Exchange MTU with 23).
The capture starts 2026-03-21T07:12:40Z; the monitor's clock is set to UTC.

Steps 0-5 are those of ``captures/profile_session.py``; then:
 6. Read Blood Pressure Feature (0x2A49): 0x0007 = body movement detection,
    cuff fit detection, irregular pulse detection.
 7. Subscribe: Blood Pressure Measurement (0x2A35) CCCD 0x0002
    (indications, as BLS requires), Intermediate Cuff Pressure (0x2A36) CCCD
    0x0001 (notifications).
 8. The user presses START: Intermediate Cuff Pressure notifications, one per
    second, while the cuff inflates (3 -> 168 mmHg in 9 s) and deflates in
    steps (~4.5 mmHg/s down to 70 mmHg): 31 values, flags 0x00 (mmHg, no
    optional fields), the cuff pressure as an SFLOAT with exponent 0 in the
    systolic position, diastolic and MAP NaN (0x07FF).
 9. The result, about 1.7 s after the last cuff value: a Blood Pressure
    Measurement indication, flags 0x1E (mmHg; time stamp, pulse rate, user
    ID, measurement status present): systolic 121, diastolic 79, MAP 93 mmHg
    (SFLOATs 0x0079, 0x004F, 0x005D), time stamp = the monitor's clock at the
    end of the measurement, pulse rate 72 bpm (0x0048), user ID 1,
    measurement status 0x0004 (irregular pulse detected; body movement and
    cuff fit OK, pulse rate within range); the phone's Handle Value
    Confirmation.
10. About 4 s later the monitor switches itself off: Disconnection Complete
    with reason 0x13 (Remote User Terminated Connection).
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci
from bumble.gatt import Characteristic, Service

from .gss import SFLOAT_NAN, sfloat
from .profile_session import (
    ProfileSession,
    Sensor,
    advertising_data,
    scan_response_data,
    standard_services,
    system_id,
    utc_date_time,
)
from .scenario import MS, SECOND
from .stack import IND, READABLE, N, R

FILE_NAME = 'blood-pressure.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 21, 7, 12, 40, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x626C6F6F_64505231
SCENARIO_SEED = 0x5EED_0011
PHONE_PRAND = bytes.fromhex('5a2e61')

NAME = 'AM-BP7 3C7E'
ADDRESS = hci.Address('E3:5A:91:3C:7E:05', hci.Address.RANDOM_DEVICE_ADDRESS)
APPEARANCE_ARM_BLOOD_PRESSURE = 0x0381
COMPANY_TEXAS_INSTRUMENTS = 0x000D
BATTERY_PERCENT = 72

# Blood Pressure Feature: body movement detection, cuff fit detection,
# irregular pulse detection
FEATURES = 0x0007
# Measurement flags
UNITS_KPA = 0x01
TIME_STAMP_PRESENT = 0x02
PULSE_RATE_PRESENT = 0x04
USER_ID_PRESENT = 0x08
MEASUREMENT_STATUS_PRESENT = 0x10
# Measurement status bits
IRREGULAR_PULSE_DETECTED = 0x0004

SYSTOLIC, DIASTOLIC, MEAN_ARTERIAL_PRESSURE, PULSE_RATE = 121, 79, 93, 72
USER_ID = 1


def cuff_pressures() -> list[int]:
    """mmHg, one value per second: inflation to 168, then stepwise deflation
    (the monitor measures the oscillations on the way down)."""
    inflation = [3, 22, 43, 64, 86, 107, 128, 149, 168]
    deflation = [164, 160, 155, 151, 146, 142, 137, 133, 128, 124, 119, 115, 110, 106,
                 101, 97, 92, 88, 83, 79, 74, 70]  # fmt: skip
    return inflation + deflation


def intermediate_cuff_pressure(mmhg: int) -> bytes:
    """Flags 0x00 (mmHg), cuff pressure, diastolic and MAP unused (NaN)."""
    return bytes([0x00]) + sfloat(mmhg) + SFLOAT_NAN + SFLOAT_NAN


def blood_pressure_measurement(time_stamp: bytes) -> bytes:
    flags = TIME_STAMP_PRESENT | PULSE_RATE_PRESENT | USER_ID_PRESENT | MEASUREMENT_STATUS_PRESENT
    return (
        bytes([flags])
        + sfloat(SYSTOLIC)
        + sfloat(DIASTOLIC)
        + sfloat(MEAN_ARTERIAL_PRESSURE)
        + time_stamp
        + sfloat(PULSE_RATE)
        + bytes([USER_ID])
        + struct.pack('<H', IRREGULAR_PULSE_DETECTED)
    )


class Database:
    def __init__(self) -> None:
        self.standard = standard_services(
            NAME,
            APPEARANCE_ARM_BLOOD_PRESSURE,
            BATTERY_PERCENT,
            [
                ('2A29', b'Aldermoor Medical Ltd'),
                ('2A24', b'AM-BP7'),
                ('2A25', b'BP7-21A03C7E'),
                ('2A27', b'HW 2.0'),
                ('2A26', b'FW 1.08.3'),
                ('2A28', b'SW 1.08'),
                ('2A23', system_id(0x000A3C7E21, 0x5A91E3)),
            ],
        )
        self.measurement = Characteristic('2A35', IND, 0, b'')
        self.intermediate_cuff_pressure = Characteristic('2A36', N, 0, b'')
        self.feature = Characteristic('2A49', R, READABLE, struct.pack('<H', FEATURES))
        self.blood_pressure = Service('1810', [self.measurement, self.intermediate_cuff_pressure, self.feature])

    @property
    def services(self) -> list[Service]:
        s = self.standard
        return [s.generic_access, s.generic_attribute, self.blood_pressure, s.battery, s.device_information]


SENSOR = Sensor(
    name=NAME,
    address=ADDRESS,
    irk=bytes(range(0x40, 0x50)),
    advertising_data=advertising_data(NAME, [0x1810, 0x180F], APPEARANCE_ARM_BLOOD_PRESSURE),
    scan_response_data=scan_response_data(COMPANY_TEXAS_INSTRUMENTS, bytes.fromhex('a21b0701')),
    advertising_interval_ms=100.0,
    rssi=(-52, -54, -51),
    server_mtu=23,
)


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    profile = ProfileSession(TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    timeline, phases = profile.timeline, profile.phases
    await profile.open(think_time_us=2_640 * MS)

    phases.begin('read Blood Pressure Feature')
    timeline.idle(12 * MS)
    assert await profile.read('1810', '2A49') == struct.pack('<H', FEATURES)

    phases.begin('subscribe: Blood Pressure Measurement (indications), Intermediate Cuff Pressure (notifications)')
    timeline.idle(9 * MS)
    measurements = await profile.subscribe('1810', '2A35', indications=True)
    timeline.idle(3 * MS)
    cuff = await profile.subscribe('1810', '2A36')

    phases.begin('Intermediate Cuff Pressure notifications (1/s) while the cuff inflates and deflates')
    first_us = timeline.now_us + 3_870 * MS  # the user presses START
    pressures = cuff_pressures()
    values = [intermediate_cuff_pressure(mmhg) for mmhg in pressures]
    schedule = profile.notification_schedule(
        database.intermediate_cuff_pressure, values, first_us, SECOND, jitter_us=3 * MS
    )
    await schedule.run(profile.session)

    phases.begin('Blood Pressure Measurement indication, confirmation')
    timeline.idle(1_730 * MS)
    measurement = blood_pressure_measurement(utc_date_time(CAPTURE_START_UNIX_US + timeline.now_us))
    await profile.indicate(database.measurement, measurement)

    phases.begin('the monitor switches off: Disconnection Complete 0x13')
    timeline.idle(4_120 * MS)
    await profile.sensor_disconnects()

    assert cuff == values, 'cuff pressure mismatch'
    assert measurements == [measurement], measurements
    return profile.result()
