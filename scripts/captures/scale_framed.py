"""Session of ``Captures/scale-framed.btsnoop``: an Android app and a scale with a framed UART protocol.

The device, as described here: a made-up bathroom scale, "LF-S20 3B7C"
(F8:3A:71:3B:7C:05 random static), built around a Microchip (formerly ISSC)
transparent-UART module: a Bluetooth 4.2 chip with LE Data Packet Length
Extension, ATT_MTU up to 247. What the scale's microcontroller writes to the
module's UART arrives at the phone as notifications of the TX characteristic;
what the phone writes to the RX characteristic comes out of the UART. Its
advertising: Flags, Complete List of 128-bit Service UUIDs (the transparent
UART service); scan response: Complete Local Name. Its GATT layout:

  1800 Generic Access: 2A00 Device Name, 2A01 Appearance (0x0C80 Generic
       Weight Scale)
  1801 Generic Attribute: 2A05 Service Changed (indicate) + CCCD
  180A Device Information: 2A29 "Larchfield Scales", 2A24 "LF-S20", 2A26
       "2.0.3" (made up)
  180F Battery: 2A19 Battery Level (read) = 55 % (four AAA cells)
  49535343-FE7D-4AE5-8FA9-9FAFD205E455 (ISSC/Microchip transparent UART):
       TX 49535343-1E4D-4BD9-BA61-23C647249616 (notify, write, write without
       response) + CCCD; RX 49535343-8841-43F4-A8D4-ECBE34729BB3 (write, write
       without response)

The scale's protocol (made up for the sample; ``docs/examples/scale-framed.json``
describes it for ``hrsniff --decoders``). Every frame, both ways:

  offset 0   0xAC, start of frame
  offset 1   length: the bytes of the command and its payload
  offset 2   command
  offset 3…  payload (multi-byte numbers big-endian)
  last       checksum: the sum, modulo 256, of every byte before it

  phone -> scale (Write Request on RX)
    0x01 set user      user id (1), sex (1: 0 male), age (1, years), height (1, cm)
    0x02 set clock     Unix time (4, s)
    0x04 start         (no payload)
  scale -> phone (notifications of TX)
    0x80 acknowledge   the command acknowledged (1), result (1: 0 done)
    0x10 weight        weight (2, 0.01 kg), status (1: bit 0 stable, bit 1
                       overload)
    0x20 impedance     impedance (2, ohm), user id (1)

The microcontroller writes to the module at 2400 baud (4.17 ms a byte) and
the module sends what it has received at each connection event (45 ms
apart), so a 7-byte frame (29 ms on the UART) is often split over two
notifications; ``uart_chunks`` computes the split from the time the frame
starts and the phase of the connection events.

The session (starts 2026-03-31T06:48:12Z, ~17 s), steps as in
``app_session`` (Android):
 0. Controller initialisation, LE Get Vendor Capabilities; the user opens the
    app. 1. ``startScan``: reports of "LF-S20 3B7C", scan disable.
 2. ``connectGatt`` (45 ms), LE Data Length Change. 3. ``requestMtu(517)``
    -> 247. 4. The stack's Device Name read. 5. ``discoverServices()``.
 6. Read Battery Level (55 %); subscribe to TX (CCCD 0x0001).
 7. Write Request: set user ``ac 05 01 01 00 26 b2 8b`` (user 1, male, 38,
    178 cm) -> acknowledge ``ac 03 80 01 00 30``; set clock (the capture's
    time) -> acknowledge; start ``ac 01 04 b1`` -> acknowledge. Each
    acknowledgement arrives in one or two notifications.
 8. The user steps on: weight frames every 0.5 s while the weight settles,
    23.15, 61.80, 77.95, 78.65, 78.30, 78.45 kg (status 0), then 78.40 kg
    three times, the last stable (status 0x01). The first 78.40 kg frame
    (``ac 04 10 1e a0 00 7f``) carries a bad checksum (0x7F instead of 0x7E:
    a bit flipped on the UART); the app drops it. Each frame in one or two notifications.
 9. About 3.2 s later, the impedance frame: 487 ohm, user 1
    (``ac 04 20 01 e7 01 b9``), in two notifications.
10. ``disconnect()``: HCI Disconnect (0x13) -> Disconnection Complete (0x16).
"""

from __future__ import annotations

import calendar
import struct

from bumble import hci
from bumble.gatt import CharacteristicValue

from .app_session import AppSession, characteristic, service, u8, u16, utf8
from .profile_session import Sensor
from .scenario import MS, SECOND, Schedule
from .stack import (
    AD_COMPLETE_LOCAL_NAME,
    AD_FLAGS,
    IND,
    LE_FEATURES_4_2,
    N,
    R,
    W,
    WNR,
    ad_structure,
)

FILE_NAME = 'scale-framed.btsnoop'
CAPTURE_START_UNIX_US = calendar.timegm((2026, 3, 31, 6, 48, 12, 0, 0, 0)) * SECOND
TIMELINE_SEED = 0x7363616C_65465231
SCENARIO_SEED = 0x5EED_0501
PHONE_PRAND = bytes.fromhex('93d04a')

NAME = 'LF-S20 3B7C'
APPEARANCE_WEIGHT_SCALE = 0x0C80
UART_SERVICE = '49535343-FE7D-4AE5-8FA9-9FAFD205E455'
UART_TX = '49535343-1E4D-4BD9-BA61-23C647249616'
UART_RX = '49535343-8841-43F4-A8D4-ECBE34729BB3'
AD_COMPLETE_128BIT_UUIDS = 0x07

# -- the protocol ------------------------------------------------------------
START = 0xAC
SET_USER, SET_CLOCK, START_MEASUREMENT = 0x01, 0x02, 0x04
ACKNOWLEDGE, WEIGHT, IMPEDANCE = 0x80, 0x10, 0x20
STABLE = 0x01
UART_BYTE_US = 4_167  # 2400 baud, 10 bits a byte


def frame(command: int, payload: bytes = b'') -> bytes:
    body = bytes([START, 1 + len(payload), command]) + payload
    return body + bytes([sum(body) & 0xFF])


def weight_frame(weight_kg_100: int, status: int) -> bytes:
    return frame(WEIGHT, struct.pack('>HB', weight_kg_100, status))


USER = 1
SETTLING_WEIGHTS = (2315, 6180, 7795, 7865, 7830, 7845)  # 0.01 kg
FINAL_WEIGHT = 7840
IMPEDANCE_OHM = 487
BATTERY_PERCENT = 55


# -- the device --------------------------------------------------------------
def uuid128_le(uuid: str) -> bytes:
    return bytes.fromhex(uuid.replace('-', ''))[::-1]


ADVERTISING = ad_structure(AD_FLAGS, u8(0x06)) + ad_structure(AD_COMPLETE_128BIT_UUIDS, uuid128_le(UART_SERVICE))
SCAN_RESPONSE = ad_structure(AD_COMPLETE_LOCAL_NAME, utf8(NAME))

SENSOR = Sensor(
    name=NAME,
    address=hci.Address('F8:3A:71:3B:7C:05', hci.Address.RANDOM_DEVICE_ADDRESS),
    irk=bytes(range(0xC0, 0xD0)),
    advertising_data=ADVERTISING,
    scan_response_data=SCAN_RESPONSE,
    advertising_interval_ms=152.5,
    rssi=(-66, -64, -67, -65),
    server_mtu=247,
    le_features=LE_FEATURES_4_2,
)


class Database:
    def __init__(self) -> None:
        self.commands: list[bytes] = []
        self.tx = characteristic(UART_TX, N | W | WNR)
        self.rx = characteristic(
            UART_RX, W | WNR, CharacteristicValue(write=lambda _connection, value: self.commands.append(bytes(value)))
        )
        self.services = [
            service(
                '1800',
                characteristic('2A00', R, utf8(NAME)),
                characteristic('2A01', R, u16(APPEARANCE_WEIGHT_SCALE)),
            ),
            service('1801', characteristic('2A05', IND, bytes(4))),
            service(
                '180A',
                characteristic('2A29', R, utf8('Larchfield Scales')),
                characteristic('2A24', R, utf8('LF-S20')),
                characteristic('2A26', R, utf8('2.0.3')),
            ),
            service('180F', characteristic('2A19', R, u8(BATTERY_PERCENT))),
            service(UART_SERVICE, self.tx, self.rx),
        ]


def uart_chunks(data: bytes, start_us: int, phase_us: int, interval_us: int) -> list[tuple[int, bytes]]:
    """(time, bytes) of the notifications carrying ``data``, written to the
    UART from ``start_us``, when the connection events fall at ``start_us +
    phase_us + k * interval_us``: each event sends what has arrived."""
    chunks = []
    sent = 0
    event = start_us + phase_us
    while sent < len(data):
        arrived = min(len(data), (event - start_us) // UART_BYTE_US)
        if arrived > sent:
            chunks.append((event, data[sent:arrived]))
            sent = arrived
        event += interval_us
    return chunks


async def run() -> tuple[list, list[tuple[str, int, int]]]:
    database = Database()
    app = AppSession('android', TIMELINE_SEED, SCENARIO_SEED, SENSOR, database.services, PHONE_PRAND)
    app.device.gatt_server.max_mtu = SENSOR.server_mtu
    timeline = app.timeline
    await app.android_open(think_time_us=1_730 * MS)
    interval_us = timeline.connection_interval_us
    sent: list[bytes] = []  # the scale's frames, in order

    async def scale_sends(data: bytes, start_us: int) -> None:
        """The scale writes ``data`` to the UART at ``start_us``."""
        sent.append(data)
        schedule = Schedule()
        for time_us, chunk in uart_chunks(data, start_us, app.rng.randint(0, interval_us - 1), interval_us):
            schedule.at(time_us, 0, lambda chunk=chunk: app.device.notify_subscribers(database.tx, chunk))
        await schedule.run(app.session)

    app.phases.begin('read Battery Level; subscribe: TX notifications (CCCD 0x0001)')
    timeline.idle(app.rng.randint(30 * MS, 60 * MS))
    assert await app.read('180F', '2A19') == u8(BATTERY_PERCENT)
    timeline.idle(app.rng.randint(3 * MS, 8 * MS))
    received = await app.subscribe(UART_SERVICE, UART_TX)

    app.phases.begin('commands (Write Request on RX) and their acknowledgements (TX, split)')
    now_s = (CAPTURE_START_UNIX_US + timeline.now_us) // SECOND
    commands = (
        frame(SET_USER, bytes([USER, 0, 38, 178])),
        frame(SET_CLOCK, struct.pack('>I', now_s)),
        frame(START_MEASUREMENT),
    )
    for command in commands:
        timeline.idle(app.rng.randint(40 * MS, 90 * MS))
        await app.write(UART_SERVICE, UART_RX, command)
        # the microcontroller answers a few milliseconds after the last byte
        await scale_sends(frame(ACKNOWLEDGE, bytes([command[2], 0x00])), timeline.now_us + app.rng.randint(3, 9) * MS)
    assert database.commands == list(commands), database.commands

    app.phases.begin('weight frames while the weight settles (one with a bad checksum), then stable')
    first_us = timeline.now_us + 2_870 * MS  # the user steps on
    weights = [weight_frame(w, 0) for w in SETTLING_WEIGHTS]
    corrupted = bytearray(weight_frame(FINAL_WEIGHT, 0))
    corrupted[-1] = (corrupted[-1] + 1) & 0xFF
    weights += [bytes(corrupted), weight_frame(FINAL_WEIGHT, 0), weight_frame(FINAL_WEIGHT, STABLE)]
    for i, data in enumerate(weights):
        await scale_sends(data, first_us + i * 500 * MS + app.rng.randint(0, 3 * MS))

    app.phases.begin('impedance frame (split)')
    await scale_sends(frame(IMPEDANCE, struct.pack('>HB', IMPEDANCE_OHM, USER)), timeline.now_us + 3_210 * MS)

    app.phases.begin('disconnect: HCI Disconnect')
    timeline.idle(1_460 * MS)
    await app.phone_disconnects()
    assert b''.join(received) == b''.join(sent), 'notifications mismatch'
    assert len(received) > len(sent), 'no frame was split'
    return app.result()
