"""Session of ``Captures/thermometer.btsnoop`` (Health Thermometer Service 0x1809).

The phone and an infrared ear thermometer, "AM-IRT3 91D4" (made-up Aldermoor
Medical AM-IRT3, C9:14:6B:91:D4:2A random static, appearance 0x0301
Thermometer: Ear; it answers Exchange MTU with 23). The capture starts
2026-03-22T20:47:15Z; the thermometer's clock is set to UTC.

The temperature type does not change, so the thermometer exposes it in the
Temperature Type characteristic and leaves the Temperature Type field out of
its measurements (HTS: the two are mutually exclusive). It takes spot
measurements only: Measurement Interval 0 (no periodic measurement).

Steps 0-5 are those of ``captures/profile_session.py``; then:
 6. Read Temperature Type (0x2A1D): 0x03 Ear; read Measurement Interval
    (0x2A21): 0x0000.
 7. Subscribe: Temperature Measurement (0x2A1C) CCCD 0x0002 (indications, as
    HTS requires), Intermediate Temperature (0x2A1E) CCCD 0x0001.
 8. First measurement (in degrees Celsius): four Intermediate Temperature
    notifications 250 ms apart while the probe settles (flags 0x00; 34.8,
    35.9, 36.3, 36.5 degC), then a Temperature Measurement indication: flags
    0x02 (Celsius, time stamp present), 36.6 degC as a FLOAT with exponent -1
    (mantissa 366: 6E 01 00 FF), time stamp; the phone's confirmation.
 9. About 38 s later the user has switched the display to Fahrenheit and
    measures again: four Intermediate Temperature notifications with flags
    0x01 (95.1, 96.8, 97.6, 97.9 degF), then a Temperature Measurement
    indication with flags 0x03 (Fahrenheit, time stamp present): 98.1 degF
    (mantissa 981, exponent -1: D5 03 00 FF), time stamp; confirmation.
10. About 6 s later the thermometer switches itself off: Disconnection
    Complete with reason 0x13.
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci
from bumble.gatt import Characteristic, Service

from .gss import medfloat32
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

FILE_NAME = 'thermometer.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 22, 20, 47, 15, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x74686572_6D4F3331
SCENARIO_SEED = 0x5EED_0012
PHONE_PRAND = bytes.fromhex('17c94d')

NAME = 'AM-IRT3 91D4'
ADDRESS = hci.Address('C9:14:6B:91:D4:2A', hci.Address.RANDOM_DEVICE_ADDRESS)
APPEARANCE_EAR_THERMOMETER = 0x0301
COMPANY_NORDIC = 0x0059
BATTERY_PERCENT = 91

TEMPERATURE_TYPE_EAR = 0x03
MEASUREMENT_INTERVAL_S = 0  # spot measurements only
FAHRENHEIT = 0x01
TIME_STAMP_PRESENT = 0x02

# (flags, intermediate values, final value), temperatures in tenths of a degree
MEASUREMENTS = (
    (0x00, (348, 359, 363, 365), 366),  # Celsius
    (FAHRENHEIT, (951, 968, 976, 979), 981),  # Fahrenheit
)


def intermediate_temperature(flags: int, tenths: int) -> bytes:
    return bytes([flags]) + medfloat32(tenths, -1)


def temperature_measurement(flags: int, tenths: int, time_stamp: bytes) -> bytes:
    return bytes([flags | TIME_STAMP_PRESENT]) + medfloat32(tenths, -1) + time_stamp


class Database:
    def __init__(self) -> None:
        self.standard = standard_services(
            NAME,
            APPEARANCE_EAR_THERMOMETER,
            BATTERY_PERCENT,
            [
                ('2A29', b'Aldermoor Medical Ltd'),
                ('2A24', b'AM-IRT3'),
                ('2A25', b'IRT3-0C91D4'),
                ('2A26', b'2.1.4'),
                ('2A23', system_id(0x00000C91D4, 0x6B14C9)),
            ],
        )
        self.temperature_measurement = Characteristic('2A1C', IND, 0, b'')
        self.temperature_type = Characteristic('2A1D', R, READABLE, bytes([TEMPERATURE_TYPE_EAR]))
        self.intermediate_temperature = Characteristic('2A1E', N, 0, b'')
        self.measurement_interval = Characteristic(
            '2A21', R, READABLE, struct.pack('<H', MEASUREMENT_INTERVAL_S)
        )
        self.health_thermometer = Service(
            '1809',
            [
                self.temperature_measurement,
                self.temperature_type,
                self.intermediate_temperature,
                self.measurement_interval,
            ],
        )

    @property
    def services(self) -> list[Service]:
        s = self.standard
        return [s.generic_access, s.generic_attribute, self.health_thermometer, s.device_information, s.battery]


SENSOR = Sensor(
    name=NAME,
    address=ADDRESS,
    irk=bytes(range(0x50, 0x60)),
    advertising_data=advertising_data(NAME, [0x1809], APPEARANCE_EAR_THERMOMETER),
    scan_response_data=scan_response_data(COMPANY_NORDIC, bytes.fromhex('91d40203'), tx_power_dbm=-4),
    advertising_interval_ms=50.0,
    rssi=(-47, -49, -46, -48),
    server_mtu=23,
)


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    profile = ProfileSession(TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    timeline, phases = profile.timeline, profile.phases
    await profile.open(think_time_us=1_980 * MS)

    phases.begin('reads: Temperature Type, Measurement Interval')
    timeline.idle(10 * MS)
    assert await profile.read('1809', '2A1D') == bytes([TEMPERATURE_TYPE_EAR])
    timeline.idle(2 * MS)
    assert await profile.read('1809', '2A21') == struct.pack('<H', MEASUREMENT_INTERVAL_S)

    phases.begin('subscribe: Temperature Measurement (indications), Intermediate Temperature (notifications)')
    timeline.idle(8 * MS)
    measurements = await profile.subscribe('1809', '2A1C', indications=True)
    timeline.idle(2 * MS)
    intermediate = await profile.subscribe('1809', '2A1E')

    expected_intermediate: list[bytes] = []
    expected_measurements: list[bytes] = []
    pauses_us = (5_240 * MS, 38_170 * MS)
    for (flags, values, final), pause_us in zip(MEASUREMENTS, pauses_us):
        unit = 'degF' if flags & FAHRENHEIT else 'degC'
        phases.begin(f'measurement in {unit}: Intermediate Temperature notifications (4 x 250 ms)')
        first_us = timeline.now_us + pause_us
        intermediate_values = [intermediate_temperature(flags, tenths) for tenths in values]
        expected_intermediate.extend(intermediate_values)
        schedule = profile.notification_schedule(
            database.intermediate_temperature, intermediate_values, first_us, 250 * MS, jitter_us=2 * MS
        )
        await schedule.run(profile.session)

        phases.begin(f'measurement in {unit}: Temperature Measurement indication, confirmation')
        timeline.idle(310 * MS)
        value = temperature_measurement(flags, final, utc_date_time(CAPTURE_START_UNIX_US + timeline.now_us))
        expected_measurements.append(value)
        await profile.indicate(database.temperature_measurement, value)

    phases.begin('the thermometer switches off: Disconnection Complete 0x13')
    timeline.idle(6_050 * MS)
    await profile.sensor_disconnects()

    assert intermediate == expected_intermediate, intermediate
    assert measurements == expected_measurements, measurements
    return profile.result()
