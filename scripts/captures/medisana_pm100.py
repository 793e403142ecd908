"""Session of ``Captures/medisana-pm100.btsnoop``: an Android app and a Medisana PM100 pulse oximeter.

The device, as described here: a Medisana PM100 Connect fingertip pulse
oximeter advertising as "e-Oximeter" (C4:7F:51:0E:3A:92 random static), on a
Quintic Bluetooth 4.0 chip: LE features encryption only, ATT_MTU 23. Its
advertising: Flags, Complete List of 16-bit Service UUIDs (0x1822 Pulse
Oximeter), Complete Local Name; an empty scan response. Its GATT layout:

  1800 Generic Access: 2A00 Device Name, 2A01 Appearance (0x0C41 Pulse
       Oximeter: Fingertip)
  1801 Generic Attribute: 2A05 Service Changed (indicate) + CCCD
  180A Device Information: 2A29 "MEDISANA", 2A24 "PM 100 connect", 2A25
       "79453-0210-3A92", 2A27 "V1.2", 2A26 "V1.07", 2A28 "V1.0.4"
  180F Battery: 2A19 Battery Level (read, notify) = 68 % + CCCD
  1822 Pulse Oximeter: 2A5F PLX Continuous Measurement (notify) + CCCD; 2A60
       PLX Features (read)
  FEE8 (a 16-bit UUID assigned to member company Quintic Corp.: Quintic's
       over-the-air update service): 003784CF-F7E3-55B4-6C4C-9FD140100A16
       (notify) + CCCD, 013784CF-F7E3-55B4-6C4C-9FD140100A16 (write without
       response); the app does not use it.
(Strings other than the name are plausible, made up for the sample.)

PLX Features (GATT Specification Supplement, 3.175): Supported Features
0x0041 = Measurement Status Support (bit 0) and Pulse Amplitude Index
(bit 6); then, because bit 0 is set, Measurement Status Support 0x2060 =
Measurement Ongoing (bit 5), Early Estimated Data (bit 6), Measurement
Unavailable (bit 13). Value ``41 00 60 20``.

PLX Continuous Measurement (3.174): Flags, SpO2PR-Normal (SpO2, then PR, each
an IEEE 11073-20601 SFLOAT: 4-bit exponent, 12-bit mantissa, little-endian),
then Measurement Status (16 bits) if flags bit 2, and Pulse Amplitude Index
(SFLOAT) if flags bit 4. The oximeter sends one a second:
  #1-#3   flags 0x14 (status, PAI): status 0x0060 (measurement ongoing, early
          estimated data) while the reading settles: SpO2 95, 96, 96 %, PR
          84, 81, 79 bpm (exponent 0);
  #4-#22  flags 0x10 (PAI only): SpO2 and PR with exponent 0 (for example
          SpO2 97 = 61 00, PR 76 = 4C 00) or -1 (SpO2 970 x 10^-1 = 97.0 %
          = CA F3; 975 x 10^-1 = 97.5 % = CF F3; PR 762 x 10^-1 = 76.2 bpm
          = FA F2); PAI 2.1-4.6 % (exponent -1). Reading byte 1 as SpO2 and
          byte 3 as the pulse gives 97 and 76 only while the exponent is 0:
          for CA F3 byte 1 reads 202, for FA F2 byte 3 reads 250;
  #23-#24 the finger is out: flags 0x14, SpO2, PR and PAI NaN (0x07FF), status
          0x2000 (measurement unavailable).

The session (starts 2026-03-30T20:11:05Z, ~39 s), steps as in
``app_session`` (Android):
 0. Controller initialisation, LE Get Vendor Capabilities; the user opens the
    app. 1. ``startScan``: reports of "e-Oximeter", scan disable.
 2. ``connectGatt`` (45 ms; LE features 0x01, no data length change).
 3. ``requestMtu(517)`` -> 23. 4. The stack's Device Name read.
 5. ``discoverServices()`` at ATT_MTU 23.
 6. Reads: Device Information (6 strings), Battery Level (68 %), PLX Features.
 7. Subscribe to PLX Continuous Measurement (CCCD 0x0001).
 8. 24 notifications, one a second (above).
 9. About eight seconds after the finger is out, the oximeter switches off:
    Disconnection Complete with reason 0x15 (Remote Device Terminated
    Connection due to Power Off).
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci

from .app_session import AppSession, characteristic, service, u8, u16, utf8
from .oximeter import sfloat
from .profile_session import Sensor
from .scenario import MS, SECOND
from .stack import (
    AD_COMPLETE_16BIT_UUIDS,
    AD_COMPLETE_LOCAL_NAME,
    AD_FLAGS,
    IND,
    LE_FEATURES_4_0,
    N,
    R,
    WNR,
    ad_structure,
)

FILE_NAME = 'medisana-pm100.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 30, 20, 11, 5, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x6D656469_50313030
SCENARIO_SEED = 0x5EED_0401
PHONE_PRAND = bytes.fromhex('27b94e')

NAME = 'e-Oximeter'
APPEARANCE_PULSE_OXIMETER_FINGERTIP = 0x0C41
QUINTIC_OTA_NOTIFY = '003784CF-F7E3-55B4-6C4C-9FD140100A16'
QUINTIC_OTA_WRITE = '013784CF-F7E3-55B4-6C4C-9FD140100A16'

# PLX Features and Measurement Status bits (GATT Specification Supplement)
FEATURE_MEASUREMENT_STATUS = 0x0001
FEATURE_PULSE_AMPLITUDE_INDEX = 0x0040
STATUS_MEASUREMENT_ONGOING = 0x0020
STATUS_EARLY_ESTIMATE = 0x0040
STATUS_MEASUREMENT_UNAVAILABLE = 0x2000
PLX_FEATURES = struct.pack(
    '<HH',
    FEATURE_MEASUREMENT_STATUS | FEATURE_PULSE_AMPLITUDE_INDEX,
    STATUS_MEASUREMENT_ONGOING | STATUS_EARLY_ESTIMATE | STATUS_MEASUREMENT_UNAVAILABLE,
)
FLAG_MEASUREMENT_STATUS = 0x04
FLAG_PULSE_AMPLITUDE_INDEX = 0x10
SFLOAT_NAN = b'\xff\x07'

# -- the device --------------------------------------------------------------
ADVERTISING = (
    ad_structure(AD_FLAGS, u8(0x06))
    + ad_structure(AD_COMPLETE_16BIT_UUIDS, u16(0x1822))
    + ad_structure(AD_COMPLETE_LOCAL_NAME, utf8(NAME))
)

SENSOR = Sensor(
    name=NAME,
    address=hci.Address('C4:7F:51:0E:3A:92', hci.Address.RANDOM_DEVICE_ADDRESS),
    irk=bytes(range(0xB0, 0xC0)),
    advertising_data=ADVERTISING,
    scan_response_data=b'',
    advertising_interval_ms=200.0,
    rssi=(-49, -51, -50),
    server_mtu=23,
    le_features=LE_FEATURES_4_0,
)


class Database:
    def __init__(self) -> None:
        self.plx_continuous_measurement = characteristic('2A5F', N)
        self.services = [
            service(
                '1800',
                characteristic('2A00', R, utf8(NAME)),
                characteristic('2A01', R, u16(APPEARANCE_PULSE_OXIMETER_FINGERTIP)),
            ),
            service('1801', characteristic('2A05', IND, bytes(4))),
            service(
                '180A',
                characteristic('2A29', R, utf8('MEDISANA')),
                characteristic('2A24', R, utf8('PM 100 connect')),
                characteristic('2A25', R, utf8('79453-0210-3A92')),
                characteristic('2A27', R, utf8('V1.2')),
                characteristic('2A26', R, utf8('V1.07')),
                characteristic('2A28', R, utf8('V1.0.4')),
            ),
            service('180F', characteristic('2A19', R | N, u8(68))),
            service('1822', self.plx_continuous_measurement, characteristic('2A60', R, PLX_FEATURES)),
            service('FEE8', characteristic(QUINTIC_OTA_NOTIFY, N), characteristic(QUINTIC_OTA_WRITE, WNR)),
        ]


# -- what it sends -----------------------------------------------------------
# (SpO2 mantissa, exponent), (PR mantissa, exponent), PAI in tenths of a percent
SETTLING = (((95, 0), (84, 0), 21), ((96, 0), (81, 0), 26), ((96, 0), (79, 0), 31))
STEADY = (
    ((97, 0), (76, 0), 34),
    ((970, -1), (76, 0), 36),
    ((975, -1), (762, -1), 35),
    ((97, 0), (75, 0), 37),
    ((98, 0), (75, 0), 39),
    ((975, -1), (748, -1), 41),
    ((970, -1), (74, 0), 40),
    ((97, 0), (74, 0), 42),
    ((965, -1), (737, -1), 44),
    ((97, 0), (73, 0), 43),
    ((975, -1), (73, 0), 45),
    ((98, 0), (731, -1), 46),
    ((980, -1), (72, 0), 44),
    ((97, 0), (72, 0), 42),
    ((970, -1), (724, -1), 43),
    ((97, 0), (73, 0), 41),
    ((975, -1), (735, -1), 42),
    ((98, 0), (74, 0), 40),
    ((97, 0), (74, 0), 41),
)


def measurement(spo2: tuple[int, int], pulse: tuple[int, int], pai_tenths: int, status: int | None) -> bytes:
    flags = FLAG_PULSE_AMPLITUDE_INDEX | (FLAG_MEASUREMENT_STATUS if status is not None else 0)
    value = bytes([flags]) + sfloat(*spo2) + sfloat(*pulse)
    if status is not None:
        value += u16(status)
    return value + sfloat(pai_tenths, -1)


def plx_values() -> list[bytes]:
    values = [measurement(s, p, pai, STATUS_MEASUREMENT_ONGOING | STATUS_EARLY_ESTIMATE) for s, p, pai in SETTLING]
    values += [measurement(s, p, pai, None) for s, p, pai in STEADY]
    finger_out = bytes([FLAG_PULSE_AMPLITUDE_INDEX | FLAG_MEASUREMENT_STATUS]) + SFLOAT_NAN + SFLOAT_NAN
    finger_out += u16(STATUS_MEASUREMENT_UNAVAILABLE) + SFLOAT_NAN
    values += [finger_out, finger_out]
    # byte 1 is the SpO2 and byte 3 the pulse only when both exponents are 0
    assert values[4][1] == 0xCA and values[5][3] == 0xFA, (values[4].hex(), values[5].hex())
    return values


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    app = AppSession('android', TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    app.device.gatt_server.max_mtu = SENSOR.server_mtu
    await app.android_open(think_time_us=3_050 * MS)
    assert app.client.mtu == 23
    await app.read_device_information()
    app.timeline.idle(app.rng.randint(2 * MS, 5 * MS))
    assert await app.read('1822', '2A60') == PLX_FEATURES

    app.phases.begin('subscribe: PLX Continuous Measurement (CCCD 0x0001)')
    app.timeline.idle(app.rng.randint(20 * MS, 40 * MS))
    received = await app.subscribe('1822', '2A5F')

    app.phases.begin('PLX Continuous Measurement notifications (1/s)')
    values = plx_values()
    schedule = app.notification_schedule(
        database.plx_continuous_measurement, values, app.timeline.now_us + 1_270 * MS, SECOND, jitter_us=4 * MS
    )
    await schedule.run(app.session)

    app.phases.begin('the oximeter switches off: Disconnection Complete 0x15')
    app.timeline.idle(7_400 * MS)
    await app.step(
        app.sensor_connection.disconnect(hci.HCI_ErrorCode.REMOTE_DEVICE_TERMINATED_CONNECTION_DUE_TO_POWER_OFF_ERROR)
    )
    assert not app.phone.connections
    assert received == values, 'notifications mismatch'
    return app.result()
