"""Session of ``Captures/weight-scale.btsnoop`` (Weight Scale 0x181D + Body Composition 0x181B).

The phone and a bathroom body composition scale, "LF-BC40 6A0F" (made-up
Larchfield BC40, F6:0B:27:6A:0F:83 random static, appearance 0x0C80 Weight
Scale). The scale's app does not exchange the MTU, so ATT_MTU stays 23 and a
value holds at most 20 bytes. The capture starts 2026-03-23T06:58:02Z; the
scale's clock is set to UTC.

Steps 0-2, 4 and 5 are those of ``captures/profile_session.py`` (no step 3,
Exchange MTU); then:
 6. Read Weight Scale Feature (0x2A9E): 0x000001BF = time stamp, multiple
    users and BMI supported, weight resolution code 7 (0.005 kg), height
    resolution code 3 (0.001 m). Read Body Composition Feature (0x2A9B):
    0x0001BFBF = time stamp, multiple users, basal metabolism, muscle
    percentage, muscle mass, fat free mass, body water mass, impedance,
    weight and height supported (not soft lean mass), mass resolution code 7
    (0.005 kg), height resolution code 3 (0.001 m).
 7. Subscribe: Weight Measurement (0x2A9D) and Body Composition Measurement
    (0x2A9C), CCCD 0x0002 (both indicate-only, as WSS and BCS require).
 8. The user (user 1 of the scale) steps on; about 7 s later the Weight
    Measurement indication: flags 0x0E (SI units; time stamp, user ID, BMI
    and height present), weight 15000 x 0.005 kg = 75.0 kg, time stamp, user
    ID 1, BMI 245 x 0.1 = 24.5 kg/m2, height 1750 x 0.001 m = 1.75 m
    (15 bytes); the phone's confirmation.
 9. After the impedance measurement, the Body Composition Measurement: 30
    bytes with every field, more than ATT_MTU - 3 = 20, so the scale sends it
    as two indications with the Multiple Packet Measurement flag (bit 12)
    set in both (BCS). Each carries the flags, the mandatory Body Fat
    Percentage, the time stamp and the user ID (so that the two halves can be
    matched), then:
      first  (flags 0x107E): basal metabolism 7113 kJ, muscle percentage
             40.2 %, muscle mass 30.15 kg, fat free mass 57.375 kg;
      second (flags 0x1F06): body water mass 41.9 kg, impedance 500.0 Ohm,
             weight 75.0 kg, height 1.75 m.
    Body fat 23.5 % (235) of 75 kg: fat free mass 57.375 kg (11475 x
    0.005); muscle mass 30.15 kg (6030 x 0.005) is 40.2 % of the weight. Each
    is confirmed before the next is sent (one outstanding indication).
10. About 3 s later the scale switches itself off: Disconnection Complete
    with reason 0x13.
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci
from bumble.gatt import Characteristic, Service

from .profile_session import (
    ProfileSession,
    Sensor,
    advertising_data,
    scan_response_data,
    standard_services,
    utc_date_time,
)
from .scenario import MS, SECOND
from .stack import IND, READABLE, R

FILE_NAME = 'weight-scale.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 23, 6, 58, 2, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x77656967_68543231
SCENARIO_SEED = 0x5EED_0013
PHONE_PRAND = bytes.fromhex('8e3b72')

NAME = 'LF-BC40 6A0F'
ADDRESS = hci.Address('F6:0B:27:6A:0F:83', hci.Address.RANDOM_DEVICE_ADDRESS)
APPEARANCE_WEIGHT_SCALE = 0x0C80
COMPANY_NORDIC = 0x0059
BATTERY_PERCENT = 64
ATT_MTU = 23

USER_ID = 1
WEIGHT_RAW = 15_000  # x 0.005 kg = 75.0 kg
HEIGHT_RAW = 1_750  # x 0.001 m = 1.75 m
BMI_RAW = 245  # x 0.1 kg/m2

# Weight Scale Feature: time stamp (bit 0), multiple users (bit 1), BMI (bit 2),
# weight resolution 0.005 kg (code 7, bits 3-6), height resolution 0.001 m
# (code 3, bits 7-9)
WEIGHT_SCALE_FEATURES = 0b111 | 7 << 3 | 3 << 7
# Body Composition Feature: bits 0-5 and 7-10 (no soft lean mass, bit 6),
# mass resolution code 7 (bits 11-14), height resolution code 3 (bits 15-17)
BODY_COMPOSITION_FEATURES = 0b111_1011_1111 | 7 << 11 | 3 << 15

# Weight Measurement flags
WM_TIME_STAMP = 0x02
WM_USER_ID = 0x04
WM_BMI_AND_HEIGHT = 0x08

# Body Composition Measurement flags
BC_TIME_STAMP = 0x0002
BC_USER_ID = 0x0004
BC_BASAL_METABOLISM = 0x0008
BC_MUSCLE_PERCENTAGE = 0x0010
BC_MUSCLE_MASS = 0x0020
BC_FAT_FREE_MASS = 0x0040
BC_SOFT_LEAN_MASS = 0x0080
BC_BODY_WATER_MASS = 0x0100
BC_IMPEDANCE = 0x0200
BC_WEIGHT = 0x0400
BC_HEIGHT = 0x0800
BC_MULTIPLE_PACKET = 0x1000

BODY_FAT_RAW = 235  # x 0.1 % = 23.5 %
# flag -> raw UINT16, in layout order
BODY_COMPOSITION = {
    BC_BASAL_METABOLISM: 7_113,  # kJ (1700 kcal)
    BC_MUSCLE_PERCENTAGE: 402,  # x 0.1 % = 40.2 %
    BC_MUSCLE_MASS: 6_030,  # x 0.005 kg = 30.15 kg
    BC_FAT_FREE_MASS: 11_475,  # x 0.005 kg = 57.375 kg
    BC_BODY_WATER_MASS: 8_380,  # x 0.005 kg = 41.9 kg
    BC_IMPEDANCE: 5_000,  # x 0.1 Ohm = 500.0 Ohm
    BC_WEIGHT: WEIGHT_RAW,
    BC_HEIGHT: HEIGHT_RAW,
}


def weight_measurement(time_stamp: bytes) -> bytes:
    flags = WM_TIME_STAMP | WM_USER_ID | WM_BMI_AND_HEIGHT  # bit 0 = 0: SI units
    return (
        bytes([flags])
        + struct.pack('<H', WEIGHT_RAW)
        + time_stamp
        + bytes([USER_ID])
        + struct.pack('<HH', BMI_RAW, HEIGHT_RAW)
    )


def body_composition_packets(time_stamp: bytes, max_size: int) -> list[bytes]:
    """The Body Composition Measurement, split into as few values of at most
    ``max_size`` bytes as possible when it does not fit in one: each with the
    flags, the body fat percentage, the time stamp and the user ID, then as
    many of the remaining fields (in layout order) as fit."""
    head_flags = BC_TIME_STAMP | BC_USER_ID  # bit 0 = 0: SI units
    head_size = 2 + 2 + len(time_stamp) + 1
    fields = list(BODY_COMPOSITION.items())
    room = (max_size - head_size) // 2  # UINT16 fields per value
    groups = [fields[i : i + room] for i in range(0, len(fields), room)]
    packets = []
    for group in groups:
        flags = head_flags | (BC_MULTIPLE_PACKET if len(groups) > 1 else 0)
        for flag, _raw in group:
            flags |= flag
        packets.append(
            struct.pack('<HH', flags, BODY_FAT_RAW)
            + time_stamp
            + bytes([USER_ID])
            + b''.join(struct.pack('<H', raw) for _flag, raw in group)
        )
    assert all(len(packet) <= max_size for packet in packets)
    return packets


class Database:
    def __init__(self) -> None:
        self.standard = standard_services(
            NAME,
            APPEARANCE_WEIGHT_SCALE,
            BATTERY_PERCENT,
            [
                ('2A29', b'Larchfield Scales'),
                ('2A24', b'BC40'),
                ('2A25', b'BC40A6A0F83'),
                ('2A26', b'3.0.12'),
            ],
        )
        self.weight_scale_feature = Characteristic('2A9E', R, READABLE, struct.pack('<I', WEIGHT_SCALE_FEATURES))
        self.weight_measurement = Characteristic('2A9D', IND, 0, b'')
        self.weight_scale = Service('181D', [self.weight_scale_feature, self.weight_measurement])
        self.body_composition_feature = Characteristic(
            '2A9B', R, READABLE, struct.pack('<I', BODY_COMPOSITION_FEATURES)
        )
        self.body_composition_measurement = Characteristic('2A9C', IND, 0, b'')
        self.body_composition = Service('181B', [self.body_composition_feature, self.body_composition_measurement])

    @property
    def services(self) -> list[Service]:
        s = self.standard
        return [
            s.generic_access,
            s.generic_attribute,
            self.weight_scale,
            self.body_composition,
            s.battery,
            s.device_information,
        ]


SENSOR = Sensor(
    name=NAME,
    address=ADDRESS,
    irk=bytes(range(0x60, 0x70)),
    advertising_data=advertising_data(NAME, [0x181D, 0x181B], APPEARANCE_WEIGHT_SCALE),
    scan_response_data=scan_response_data(COMPANY_NORDIC, bytes.fromhex('0f6a0c03')),
    advertising_interval_ms=200.0,
    rssi=(-71, -69, -72),
    server_mtu=None,  # the phone does not exchange the MTU
)


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    profile = ProfileSession(TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    timeline, phases = profile.timeline, profile.phases
    await profile.open(think_time_us=1_410 * MS)
    assert profile.client.mtu == ATT_MTU

    phases.begin('reads: Weight Scale Feature, Body Composition Feature')
    timeline.idle(11 * MS)
    assert await profile.read('181D', '2A9E') == struct.pack('<I', WEIGHT_SCALE_FEATURES)
    timeline.idle(2 * MS)
    assert await profile.read('181B', '2A9B') == struct.pack('<I', BODY_COMPOSITION_FEATURES)

    phases.begin('subscribe: Weight Measurement, Body Composition Measurement (indications)')
    timeline.idle(7 * MS)
    weights = await profile.subscribe('181D', '2A9D', indications=True)
    timeline.idle(3 * MS)
    compositions = await profile.subscribe('181B', '2A9C', indications=True)

    phases.begin('Weight Measurement indication, confirmation')
    timeline.idle(7_380 * MS)  # the user steps on; the weight settles
    weight = weight_measurement(utc_date_time(CAPTURE_START_UNIX_US + timeline.now_us))
    await profile.indicate(database.weight_measurement, weight)

    phases.begin('Body Composition Measurement in two indications (Multiple Packet Measurement), confirmations')
    timeline.idle(4_620 * MS)  # bioelectrical impedance measurement
    packets = body_composition_packets(weight[3:10], ATT_MTU - 3)  # same time stamp as the weight
    assert len(packets) == 2, packets
    for packet in packets:
        await profile.indicate(database.body_composition_measurement, packet)
        timeline.idle(profile.rng.randint(2 * MS, 5 * MS))

    phases.begin('the scale switches off: Disconnection Complete 0x13')
    timeline.idle(3_210 * MS)
    await profile.sensor_disconnects()

    assert weights == [weight], weights
    assert compositions == packets, compositions
    return profile.result()
