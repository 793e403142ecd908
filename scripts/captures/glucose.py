"""Session of ``Captures/glucose.btsnoop`` (Glucose Service 0x1808, Record Access Control Point).

The phone and a blood glucose meter, "GM-7 0B52" (made-up Aldermoor Medical
GM-7, DA:72:C8:0B:52:19 random static, appearance 0x0400 Glucose Meter; it
answers Exchange MTU with 23) holding three stored records. The capture
starts 2026-03-24T08:03:51Z; the meter's clock is set to UTC.

The Glucose Service requires an encrypted link (Security Mode 1, level 2 or
3) and a bond, so the app bonds right after discovery, as in
heart-rate-strap-reconnect.btsnoop: LE Secure Connections Just Works (the
phone DisplayYesNo with MITM requested, the meter NoInputNoOutput), fixed
random values and key pairs (``captures/scenario.py``).

Steps 0-5 are those of ``captures/profile_session.py`` (the Device
Information and Battery reads come after bonding here); then:
 4b. Bonding: Pairing Request / Response, Pairing Public Key both ways,
    Pairing Confirm, Pairing Random both ways, DHKey Check both ways, LE
    Start Encryption -> Encryption Change, key distribution (IRK + identity
    address both ways).
 6. Read Glucose Feature (0x2A51): 0x042B = low battery detection, sensor
    malfunction detection, strip insertion error detection, result high-low
    detection, multiple bond.
 7. Subscribe: Glucose Measurement (0x2A18) and Glucose Measurement Context
    (0x2A34) CCCD 0x0001 (notifications), Record Access Control Point
    (0x2A52) CCCD 0x0002 (indications).
 8. RACP "report number of stored records", operator "all records" (Write
    Request 04 01) -> Write Response -> RACP indication "number of stored
    records response", operator null, 3 records (05 00 03 00) ->
    confirmation.
 9. RACP "report stored records", operator "all records" (01 01) -> Write
    Response -> Glucose Measurement notifications of records 1-3, the
    context of record 2 right after its measurement, then the RACP
    indication "response code" for request 0x01: success (06 00 01 01) ->
    confirmation. Every measurement: concentration in mol/L (flags bit 2),
    type and sample location present (bit 1; capillary whole blood, finger:
    0x11), no time offset, no sensor status annunciation:
      #1 2026-03-23 07:41:26  5.4 mmol/L = 0.0054 mol/L (SFLOAT 54e-4: 36 C0),
         flags 0x06 (fasting);
      #2 2026-03-23 13:18:05  7.8 mmol/L = 0.0078 mol/L (4E C0), flags 0x16:
         a Glucose Measurement Context follows (flags 0x07: carbohydrate ID
         2 lunch, 60 g = 0.060 kg as SFLOAT 60e-3 (3C D0); meal 2
         postprandial; tester 1 self and health 5 no health issues, 0x51);
      #3 2026-03-24 07:36:49  4.9 mmol/L = 0.0049 mol/L (31 C0), flags 0x06.
10. The phone disconnects (HCI Disconnect 0x13 -> Disconnection Complete 0x16).
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci
from bumble.gatt import Characteristic, CharacteristicValue, Service

from .gss import date_time, sfloat
from .profile_session import ProfileSession, Sensor, advertising_data, scan_response_data, standard_services
from .scenario import MS, SECOND, deterministic_smp, just_works_pairing_config, phone_pairing_config
from .stack import IND, READABLE, WRITEABLE, N, R, W

FILE_NAME = 'glucose.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 24, 8, 3, 51, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x676C7563_6F534531
SCENARIO_SEED = 0x5EED_0014
SMP_SEED = 0x534D50_0014
PHONE_ECC_SEED = 0xECC_0014
METER_ECC_SEED = 0xECC_0015
PHONE_PRAND = bytes.fromhex('d0465f')

NAME = 'GM-7 0B52'
ADDRESS = hci.Address('DA:72:C8:0B:52:19', hci.Address.RANDOM_DEVICE_ADDRESS)
APPEARANCE_GLUCOSE_METER = 0x0400
COMPANY_TEXAS_INSTRUMENTS = 0x000D
BATTERY_PERCENT = 58

# Glucose Feature: low battery detection (bit 0), sensor malfunction detection
# (1), strip insertion error detection (3), result high-low detection (5),
# multiple bond (10)
FEATURES = 0x0001 | 0x0002 | 0x0008 | 0x0020 | 0x0400

# Glucose Measurement flags
TYPE_AND_LOCATION_PRESENT = 0x02
UNITS_MOL_PER_L = 0x04
CONTEXT_FOLLOWS = 0x10
CAPILLARY_WHOLE_BLOOD = 0x1
FINGER = 0x1

# Glucose Measurement Context flags and values
CARBOHYDRATE_PRESENT = 0x01
MEAL_PRESENT = 0x02
TESTER_HEALTH_PRESENT = 0x04
CARBOHYDRATE_LUNCH = 2
MEAL_POSTPRANDIAL = 2
TESTER_SELF = 1
HEALTH_NO_ISSUES = 5

# Record Access Control Point
RACP_REPORT_STORED_RECORDS = 0x01
RACP_REPORT_NUMBER_OF_RECORDS = 0x04
RACP_NUMBER_OF_RECORDS_RESPONSE = 0x05
RACP_RESPONSE_CODE = 0x06
RACP_OPERATOR_NULL = 0x00
RACP_OPERATOR_ALL_RECORDS = 0x01
RACP_SUCCESS = 0x01

# (sequence number, base time, concentration as SFLOAT (mantissa, exponent) in mol/L, context)
RECORDS = (
    (1, (2026, 3, 23, 7, 41, 26), (54, -4), None),
    (2, (2026, 3, 23, 13, 18, 5), (78, -4), (CARBOHYDRATE_LUNCH, (60, -3), MEAL_POSTPRANDIAL)),
    (3, (2026, 3, 24, 7, 36, 49), (49, -4), None),
)


def glucose_measurement(sequence: int, base_time: tuple, concentration: tuple[int, int], context: bool) -> bytes:
    flags = TYPE_AND_LOCATION_PRESENT | UNITS_MOL_PER_L | (CONTEXT_FOLLOWS if context else 0)
    return (
        bytes([flags])
        + struct.pack('<H', sequence)
        + date_time(*base_time)
        + sfloat(*concentration)
        + bytes([FINGER << 4 | CAPILLARY_WHOLE_BLOOD])
    )


def glucose_measurement_context(
    sequence: int, carbohydrate_id: int, carbohydrate_kg: tuple[int, int], meal: int
) -> bytes:
    return (
        bytes([CARBOHYDRATE_PRESENT | MEAL_PRESENT | TESTER_HEALTH_PRESENT])
        + struct.pack('<H', sequence)
        + bytes([carbohydrate_id])
        + sfloat(*carbohydrate_kg)
        + bytes([meal])
        + bytes([HEALTH_NO_ISSUES << 4 | TESTER_SELF])
    )


def stored_record_values() -> list[tuple[str, bytes]]:
    """('2A18' | '2A34', value) in the order the meter sends them."""
    values = []
    for sequence, base_time, concentration, context in RECORDS:
        values.append(('2A18', glucose_measurement(sequence, base_time, concentration, context is not None)))
        if context is not None:
            values.append(('2A34', glucose_measurement_context(sequence, *context)))
    return values


class Database:
    def __init__(self) -> None:
        self.racp_requests: list[bytes] = []
        self.standard = standard_services(
            NAME,
            APPEARANCE_GLUCOSE_METER,
            BATTERY_PERCENT,
            [
                ('2A29', b'Aldermoor Medical Ltd'),
                ('2A24', b'GM-7'),
                ('2A25', b'GM7-3K0B52'),
                ('2A27', b'B'),
                ('2A26', b'04.11'),
                ('2A28', b'04.11.0'),
            ],
        )
        self.measurement = Characteristic('2A18', N, 0, b'')
        self.context = Characteristic('2A34', N, 0, b'')
        self.feature = Characteristic(
            '2A51',
            R,
            READABLE | Characteristic.Permissions.READ_REQUIRES_ENCRYPTION,
            struct.pack('<H', FEATURES),
        )
        self.racp = Characteristic(
            '2A52',
            W | IND,
            WRITEABLE | Characteristic.Permissions.WRITE_REQUIRES_ENCRYPTION,
            CharacteristicValue(write=lambda _connection, value: self.racp_requests.append(bytes(value))),
        )
        self.glucose = Service('1808', [self.measurement, self.context, self.feature, self.racp])

    @property
    def services(self) -> list[Service]:
        s = self.standard
        return [s.generic_access, s.generic_attribute, self.glucose, s.device_information, s.battery]


SENSOR = Sensor(
    name=NAME,
    address=ADDRESS,
    irk=bytes(range(0x70, 0x80)),
    advertising_data=advertising_data(NAME, [0x1808, 0x180A, 0x180F], APPEARANCE_GLUCOSE_METER),
    scan_response_data=scan_response_data(COMPANY_TEXAS_INSTRUMENTS, bytes.fromhex('070b5204')),
    advertising_interval_ms=62.5,
    rssi=(-58, -60, -57, -59),
    server_mtu=23,
)


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    profile = ProfileSession(TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    timeline, phases, step = profile.timeline, profile.phases, profile.step
    profile.phone.pairing_config_factory = phone_pairing_config
    profile.device.pairing_config_factory = just_works_pairing_config  # no keypad or yes/no buttons

    with deterministic_smp(SMP_SEED, (profile.phone, PHONE_ECC_SEED), (profile.device, METER_ECC_SEED)):
        await profile.open(think_time_us=2_210 * MS, device_information=False)

        phases.begin('bonding (SMP LE Secure Connections Just Works), LE Start Encryption, key distribution')
        timeline.idle(820 * MS)
        await step(profile.phone.pair(profile.connection))
        assert profile.connection.is_encrypted and profile.sensor_connection.is_encrypted

    await profile.read_device_information()

    phases.begin('read Glucose Feature')
    timeline.idle(9 * MS)
    assert await profile.read('1808', '2A51') == struct.pack('<H', FEATURES)

    phases.begin('subscribe: Glucose Measurement, Glucose Measurement Context (notifications), RACP (indications)')
    timeline.idle(6 * MS)
    measurements = await profile.subscribe('1808', '2A18')
    timeline.idle(2 * MS)
    contexts = await profile.subscribe('1808', '2A34')
    timeline.idle(2 * MS)
    racp = await profile.subscribe('1808', '2A52', indications=True)

    phases.begin('RACP: report number of stored records (all) -> number of stored records response: 3')
    timeline.idle(48 * MS)
    request = bytes([RACP_REPORT_NUMBER_OF_RECORDS, RACP_OPERATOR_ALL_RECORDS])
    await profile.write('1808', '2A52', request)
    assert database.racp_requests == [request], database.racp_requests
    timeline.idle(timeline.connection_interval_us)
    await profile.indicate(
        database.racp, bytes([RACP_NUMBER_OF_RECORDS_RESPONSE, RACP_OPERATOR_NULL]) + struct.pack('<H', len(RECORDS))
    )

    phases.begin('RACP: report stored records (all) -> 3 measurements + 1 context, response code success')
    timeline.idle(310 * MS)
    request = bytes([RACP_REPORT_STORED_RECORDS, RACP_OPERATOR_ALL_RECORDS])
    await profile.write('1808', '2A52', request)
    assert database.racp_requests[-1] == request, database.racp_requests
    timeline.idle(timeline.connection_interval_us)
    characteristics = {'2A18': database.measurement, '2A34': database.context}
    for uuid, value in stored_record_values():
        await profile.notify(characteristics[uuid], value)
    timeline.idle(timeline.connection_interval_us)
    await profile.indicate(
        database.racp,
        bytes([RACP_RESPONSE_CODE, RACP_OPERATOR_NULL, RACP_REPORT_STORED_RECORDS, RACP_SUCCESS]),
    )

    phases.begin('the phone disconnects (0x13 -> reported 0x16)')
    timeline.idle(1_460 * MS)
    await profile.phone_disconnects()

    sent = stored_record_values()
    assert measurements == [value for uuid, value in sent if uuid == '2A18'], measurements
    assert contexts == [value for uuid, value in sent if uuid == '2A34'], contexts
    assert racp == [bytes.fromhex('05000300'), bytes.fromhex('06000101')], racp
    return profile.result()
