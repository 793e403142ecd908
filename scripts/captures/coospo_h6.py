"""Session of ``Captures/coospo-h6.btsnoop``: an Android app and a COOSPO H6 chest strap.

The device, as described here: "COOSPO H6 0062870" (DC:6F:06:28:70:3B random
static), a Bluetooth 4.2 chip with LE Data Packet Length Extension, ATT_MTU
up to 247. Its advertising: Flags (LE General Discoverable, BR/EDR not
supported), Complete List of 16-bit Service UUIDs (0x180D), Complete Local
Name; an empty scan response. Its GATT layout (the layout of straps with
this vendor service: GAP, GATT, Heart Rate, Battery, Device Information with
five strings, and the vendor service 8FC3FD00-F21D-11E3-976C-0002A5D5C51B with
two notify / write-without-response pairs):

  1800 Generic Access: 2A00 Device Name (read), 2A01 Appearance (read,
       0x0341 Heart Rate Belt), 2A04 Peripheral Preferred Connection
       Parameters (read: 20-40 ms, latency 0, 4 s)
  1801 Generic Attribute: 2A05 Service Changed (indicate) + CCCD
  180D Heart Rate: 2A37 Heart Rate Measurement (properties 0x10, notify) +
       CCCD; 2A38 Body Sensor Location (properties 0x02, read) = 0x01 Chest
  180F Battery: 2A19 Battery Level (read, notify) = 76 % + CCCD
  180A Device Information: 2A29 "COOSPO", 2A24 "H6", 2A27 "HW V1.0", 2A26
       "FW V2.1.3", 2A28 "SW V1.0.7" (read)
  8FC3FD00-F21D-11E3-976C-0002A5D5C51B (vendor): 8FC3FD09 (notify) + CCCD,
       8FC3FD0A (write without response), 8FC3FD15 (notify) + CCCD, 8FC3FD16
       (write without response); the app does not use them.

The session (starts 2026-03-28T17:42:19Z, ~52 s), steps as in
``app_session`` (Android):
 0. Controller initialisation, LE Get Vendor Capabilities; the user opens the
    app.
 1. ``startScan`` (no filter): advertising reports and empty scan responses of
    the strap, scan disable.
 2. ``connectGatt``: LE Create Connection, LE Connection Complete (45 ms), LE
    Read Remote Features, LE Data Length Change (251).
 3. ``requestMtu(517)`` -> 247. 4. The stack's Device Name read (Read By
    Type 0x2A00). 5. ``discoverServices()``: full discovery.
 6. Reads: the five Device Information strings and the Battery Level (76 %),
    then Body Sensor Location (Chest).
 7. Subscribe to Heart Rate Measurement (CCCD 0x0001).
 8. 45 notifications, one a second:
      #1-#2   04 69: flags 0x04 (sensor contact supported, not detected),
              8-bit bpm 105 -- the value the strap holds before it detects
              skin contact;
      #3-#16  flags 0x16 (8-bit, contact detected, RR intervals): 104 ->
              113 bpm with one or two RR intervals (1/1024 s);
      #17-#32 flags 0x17: the strap's firmware switches to the 16-bit
              heart-rate field (flags bit 0 set), least significant octet
              first as GATT requires: 114 up to 124 bpm, among them 78 00 =
              120 bpm (read big-endian, 78 00 would be 30720);
      #33-#45 flags 0x16 again: 8-bit, 123 -> 116 bpm.
 9. ``disconnect()``: HCI Disconnect (0x13) -> Disconnection Complete (0x16).
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci

from .app_session import AppSession, characteristic, service, u8, u16, utf8
from .profile_session import Sensor
from .scenario import MS, SECOND
from .stack import (
    AD_COMPLETE_16BIT_UUIDS,
    AD_COMPLETE_LOCAL_NAME,
    AD_FLAGS,
    IND,
    LE_FEATURES_4_2,
    N,
    R,
    WNR,
    ad_structure,
)
from .timeline import SplitMix64

FILE_NAME = 'coospo-h6.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 28, 17, 42, 19, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x636F6F73_706F4836
SCENARIO_SEED = 0x5EED_0201
PHONE_PRAND = bytes.fromhex('5d2a61')

NAME = 'COOSPO H6 0062870'
VENDOR = '8FC3FD{:02X}-F21D-11E3-976C-0002A5D5C51B'

# -- the device --------------------------------------------------------------
ADVERTISING = (
    ad_structure(AD_FLAGS, u8(0x06))
    + ad_structure(AD_COMPLETE_16BIT_UUIDS, u16(0x180D))
    + ad_structure(AD_COMPLETE_LOCAL_NAME, utf8(NAME))
)

SENSOR = Sensor(
    name=NAME,
    address=hci.Address('DC:6F:06:28:70:3B', hci.Address.RANDOM_DEVICE_ADDRESS),
    irk=bytes(range(0xA0, 0xB0)),
    advertising_data=ADVERTISING,
    scan_response_data=b'',  # scannable, nothing more to say
    advertising_interval_ms=100.0,
    rssi=(-63, -61, -64, -62, -60),
    server_mtu=247,
    le_features=LE_FEATURES_4_2,
)


class Database:
    def __init__(self) -> None:
        self.heart_rate_measurement = characteristic('2A37', N)
        self.services = [
            service(
                '1800',
                characteristic('2A00', R, utf8(NAME)),
                characteristic('2A01', R, u16(0x0341)),
                characteristic('2A04', R, struct.pack('<HHHH', 16, 32, 0, 400)),
            ),
            service('1801', characteristic('2A05', IND, bytes(4))),
            service('180D', self.heart_rate_measurement, characteristic('2A38', R, u8(0x01))),
            service('180F', characteristic('2A19', R | N, u8(76))),
            service(
                '180A',
                characteristic('2A29', R, utf8('COOSPO')),
                characteristic('2A24', R, utf8('H6')),
                characteristic('2A27', R, utf8('HW V1.0')),
                characteristic('2A26', R, utf8('FW V2.1.3')),
                characteristic('2A28', R, utf8('SW V1.0.7')),
            ),
            service(
                VENDOR.format(0x00),
                characteristic(VENDOR.format(0x09), N),
                characteristic(VENDOR.format(0x0A), WNR),
                characteristic(VENDOR.format(0x15), N),
                characteristic(VENDOR.format(0x16), WNR),
            ),
        ]


# -- what it sends -----------------------------------------------------------
NO_CONTACT = b'\x04\x69'  # the value the strap holds before skin contact


def heart_rate_values(seed: int = 0x436F6F73) -> list[bytes]:
    rng = SplitMix64(seed)
    values = [NO_CONTACT, NO_CONTACT]
    bpm_8bit_up = [104, 105, 105, 106, 107, 107, 108, 109, 109, 110, 111, 112, 112, 113]
    bpm_16bit = [114, 115, 116, 116, 117, 118, 119, 120, 120, 121, 122, 123, 123, 124, 124, 123]
    bpm_8bit_down = [123, 122, 122, 121, 121, 120, 119, 119, 118, 118, 117, 116, 116]

    def rr(bpm: int) -> bytes:
        beats = 2 if rng.unit() < (bpm - 60) / 60.0 else 1
        return b''.join(
            struct.pack('<H', int(60.0 / bpm * 1024.0 * (1.0 + (rng.unit() * 2.0 - 1.0) * 0.015) + 0.5))
            for _ in range(beats)
        )

    values += [bytes([0x16, bpm]) + rr(bpm) for bpm in bpm_8bit_up]
    values += [bytes([0x17]) + struct.pack('<H', bpm) + rr(bpm) for bpm in bpm_16bit]
    values += [bytes([0x16, bpm]) + rr(bpm) for bpm in bpm_8bit_down]
    assert struct.pack('<H', 120) == b'\x78\x00' and any(v[1:3] == b'\x78\x00' for v in values)
    return values


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    app = AppSession('android', TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    app.device.gatt_server.max_mtu = SENSOR.server_mtu
    await app.android_open(think_time_us=1_960 * MS)
    await app.read_device_information()
    app.timeline.idle(app.rng.randint(2 * MS, 5 * MS))
    assert await app.read('180D', '2A38') == b'\x01'

    app.phases.begin('subscribe: Heart Rate Measurement (CCCD 0x0001)')
    app.timeline.idle(app.rng.randint(20 * MS, 40 * MS))
    received = await app.subscribe('180D', '2A37')

    app.phases.begin('notifications (1/s): no contact, 8-bit, 16-bit, 8-bit')
    values = heart_rate_values()
    schedule = app.notification_schedule(
        database.heart_rate_measurement, values, app.timeline.now_us + 840 * MS, SECOND - 60, jitter_us=2 * MS
    )
    await schedule.run(app.session)

    app.phases.begin('disconnect: HCI Disconnect')
    app.timeline.idle(720 * MS)
    await app.phone_disconnects()
    assert received == values, 'notifications mismatch'
    return app.result()
