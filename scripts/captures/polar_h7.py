"""Session of ``Captures/polar-h7.btsnoop``: an Android app and a Polar H7 chest strap.

The device, as described here: "Polar H7 000607", public address
00:22:D0:00:06:07 (00:22:D0 is Polar Electro's OUI), a Bluetooth 4.0 chip: LE
features encryption only (no Data Packet Length Extension), ATT_MTU 23 (it
answers 23 to any Exchange MTU Request). Its advertising (ADV_IND,
connectable, every 100 ms): Flags (LE General Discoverable, BR/EDR not
supported), Complete List of 16-bit Service UUIDs (0x180D), Manufacturer
Specific Data ``6b 00 03 03 58`` (company 0x006B Polar Electro Oy, data 03 03
58), TX Power Level 0 dBm; scan response: Complete Local Name. Its GATT
layout, in handle order (the layout of the H7: a Bluetooth 4.0 GAP service
with the Peripheral Privacy Flag and Reconnection Address characteristics,
Device Information before Battery):

  0x0001 1800 Generic Access: 2A00 Device Name, 2A01 Appearance (0x0341
         Heart Rate Belt), 2A02 Peripheral Privacy Flag (read, 0x00:
         privacy off), 2A03 Reconnection Address (write), 2A04 Peripheral
         Preferred Connection Parameters (read: 100-200 ms, latency 0, 5 s)
  0x000C 1801 Generic Attribute: 2A05 Service Changed (indicate) + CCCD
  0x0010 180D Heart Rate: 2A37 Heart Rate Measurement (notify) + CCCD, 2A38
         Body Sensor Location (read) = 0x01 Chest
  0x0016 180A Device Information, 7 strings and values (read): 2A23 System
         ID (manufacturer identifier 0x0000000607, OUI 00:22:D0, from the
         address as TI's stack derives it), 2A24 Model Number "H7", 2A25
         Serial Number "1611000607", 2A26 Firmware Revision "1.4.0", 2A27
         Hardware Revision "39044024.10", 2A28 Software Revision "H7 1.1.5",
         2A29 Manufacturer Name "Polar Electro Oy"
  0x0025 180F Battery: 2A19 Battery Level (read) = 91 %
  0x0028 6217FF49-AC7B-547E-EECF-016A06970BA9 (Polar vendor service):
         6217FF4A-B07D-5DEB-261E-2586752D942E (read, write: its
         properties and 2-byte value are this sample's; the app does not use
         it)
  (The values other than the name, address, advertising data and UUIDs are
  plausible, made up for the sample.)

The session (starts 2026-03-29T06:20:37Z, ~37 s), steps as in
``app_session`` (Android):
 0. Controller initialisation, LE Get Vendor Capabilities; the user opens the
    app.
 1. ``startScan``: advertising reports (ADV_IND) and scan responses of the
    strap (public address), scan disable.
 2. ``connectGatt``: LE Create Connection (peer address type public), LE
    Connection Complete (45 ms), LE Read Remote Features (0x01: LE
    encryption only), no data length change.
 3. ``requestMtu(517)``: the strap answers 23, so ATT_MTU stays 23.
 4. The stack's Device Name read (Read By Type 0x2A00). 5. ``discoverServices()``:
    full discovery at ATT_MTU 23.
 6. Reads: the 7 Device Information values in table order, Battery Level
    (91 %), Body Sensor Location (Chest).
 7. Subscribe to Heart Rate Measurement (CCCD 0x0001).
 8. 30 notifications, one a second, flags 0x16 (8-bit bpm, contact detected,
    RR intervals), bpm 97, 92, 91, 93, 91, 86, 91, 94, 96, 95, 93, 92, 95,
    98, 99, 97, 96, 94, 92, 93, 95, 97, 98, 96, 95, 93, 94, 92, 90, 91, each
    with the RR intervals (1/1024 s) of the beats since the previous one.
 9. ``disconnect()``: HCI Disconnect (0x13) -> Disconnection Complete (0x16).
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci
from bumble.gatt import Characteristic

from .app_session import AppSession, characteristic, service, u8, u16, utf8
from .profile_session import Sensor, system_id
from .scenario import MS, SECOND
from .stack import (
    AD_COMPLETE_16BIT_UUIDS,
    AD_COMPLETE_LOCAL_NAME,
    AD_FLAGS,
    AD_MANUFACTURER_SPECIFIC,
    AD_TX_POWER_LEVEL,
    IND,
    LE_FEATURES_4_0,
    N,
    R,
    W,
    ad_structure,
)
from .timeline import SplitMix64

FILE_NAME = 'polar-h7.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 29, 6, 20, 37, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x706F6C61_72483701
SCENARIO_SEED = 0x5EED_0301
PHONE_PRAND = bytes.fromhex('8c1d47')

NAME = 'Polar H7 000607'
ADDRESS = '00:22:D0:00:06:07'
COMPANY_POLAR = 0x006B
POLAR_OUI = 0x0022D0
VENDOR_SERVICE = '6217FF49-AC7B-547E-EECF-016A06970BA9'
VENDOR_CHARACTERISTIC = '6217FF4A-B07D-5DEB-261E-2586752D942E'
BPM = (97, 92, 91, 93, 91, 86, 91, 94, 96, 95, 93, 92, 95, 98, 99, 97, 96, 94, 92, 93, 95, 97, 98, 96, 95, 93, 94, 92, 90, 91)

# -- the device --------------------------------------------------------------
ADVERTISING = (
    ad_structure(AD_FLAGS, u8(0x06))
    + ad_structure(AD_COMPLETE_16BIT_UUIDS, u16(0x180D))
    + ad_structure(AD_MANUFACTURER_SPECIFIC, u16(COMPANY_POLAR) + bytes([0x03, 0x03, 0x58]))
    + ad_structure(AD_TX_POWER_LEVEL, struct.pack('<b', 0))
)
SCAN_RESPONSE = ad_structure(AD_COMPLETE_LOCAL_NAME, utf8(NAME))

SENSOR = Sensor(
    name=NAME,
    address=hci.Address(ADDRESS, hci.Address.PUBLIC_DEVICE_ADDRESS),
    irk=bytes(16),
    advertising_data=ADVERTISING,
    scan_response_data=SCAN_RESPONSE,
    advertising_interval_ms=100.0,
    rssi=(-55, -57, -54, -56),
    server_mtu=23,
    le_features=LE_FEATURES_4_0,
    public_address=True,
)

DEVICE_INFORMATION = (
    ('2A23', system_id(0x0000000607, POLAR_OUI)),
    ('2A24', utf8('H7')),
    ('2A25', utf8('1611000607')),
    ('2A26', utf8('1.4.0')),
    ('2A27', utf8('39044024.10')),
    ('2A28', utf8('H7 1.1.5')),
    ('2A29', utf8('Polar Electro Oy')),
)


class Database:
    def __init__(self) -> None:
        self.heart_rate_measurement = characteristic('2A37', N)
        self.services = [
            service(
                '1800',
                characteristic('2A00', R, utf8(NAME)),
                characteristic('2A01', R, u16(0x0341)),
                characteristic('2A02', R, u8(0x00)),
                characteristic('2A03', W, bytes(6)),
                characteristic('2A04', R, struct.pack('<HHHH', 80, 160, 0, 500)),
            ),
            service('1801', characteristic('2A05', IND, bytes(4))),
            service('180D', self.heart_rate_measurement, characteristic('2A38', R, u8(0x01))),
            service('180A', *(characteristic(uuid, R, value) for uuid, value in DEVICE_INFORMATION)),
            service('180F', characteristic('2A19', R, u8(91))),
            service(VENDOR_SERVICE, characteristic(VENDOR_CHARACTERISTIC, R | W, bytes(2))),
        ]
        assert self.heart_rate_measurement.properties == Characteristic.Properties.NOTIFY


def heart_rate_values(seed: int = 0x504F4C41) -> list[bytes]:
    """Flags 0x16, 8-bit bpm, the RR intervals of the beats in each second."""
    rng = SplitMix64(seed)
    values = []
    carry = 0.0  # time from the last beat reported to the end of the previous second
    for bpm in BPM:
        period = 60.0 / bpm
        rr = []
        t = period - carry
        while t <= 1.0:
            rr.append(int(period * 1024.0 * (1.0 + (rng.unit() * 2.0 - 1.0) * 0.02) + 0.5))
            t += period
        carry = 1.0 - (t - period)
        values.append(bytes([0x16, bpm]) + b''.join(struct.pack('<H', r) for r in rr))
    return values


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    app = AppSession('android', TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    app.device.gatt_server.max_mtu = SENSOR.server_mtu
    await app.android_open(think_time_us=2_240 * MS)
    assert app.client.mtu == 23
    await app.read_device_information()
    app.timeline.idle(app.rng.randint(2 * MS, 5 * MS))
    assert await app.read('180D', '2A38') == b'\x01'

    app.phases.begin('subscribe: Heart Rate Measurement (CCCD 0x0001)')
    app.timeline.idle(app.rng.randint(20 * MS, 40 * MS))
    received = await app.subscribe('180D', '2A37')

    app.phases.begin('notifications (1/s)')
    values = heart_rate_values()
    schedule = app.notification_schedule(
        database.heart_rate_measurement, values, app.timeline.now_us + 910 * MS, SECOND, jitter_us=3 * MS
    )
    await schedule.run(app.session)

    app.phases.begin('disconnect: HCI Disconnect')
    app.timeline.idle(830 * MS)
    await app.phone_disconnects()
    assert received == values, 'notifications mismatch'
    return app.result()
