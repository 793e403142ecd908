#!/usr/bin/env python3
"""Writes a large btsnoop (datalink 1002) GATT session for benchmarks.

One LE connection, an MTU exchange, discovery of the sensor's services (so that notifications are annotated and
decoded as in a real session), subscriptions, then N notifications, one every second of capture time on each
connection. Every tenth notification is fragmented into two HCI ACL packets (start + continuation), and every
fifth packet is followed by a Number Of Completed Packets event, as controllers send them.

Two profiles say what the sensor is and notifies:

  heart-rate         (default) the Heart Rate service; Heart Rate Measurements (0x2A37) with RR intervals.
  plx-power-vendor   the Pulse Oximeter service, the Cycling Power service and Nordic's UART service (128-bit
                     UUIDs); the notifications take turns between PLX Continuous Measurement (0x2A5F, SFLOAT
                     values, with and without the optional fields), Cycling Power Measurement (0x2A63, counters
                     that advance with the capture's clock) and the vendor UART TX characteristic
                     (6E400003-B5A3-F393-E0A9-E50E24DCCA9E, 20 bytes of text).

With --connections K, K sensors (different peers, handles 0x0040...) connect one after the other, each discovered and
subscribed, and their notifications interleave. With --megabytes M, notifications go on until the file holds about
M megabytes (10^6 bytes) instead of a fixed count.

Usage: python3 scripts/gen_bench_capture.py [--profile heart-rate|plx-power-vendor] [--no-discovery]
       [--connections K] (--notifications 1000000 | --megabytes 100) OUTPUT
"""
import argparse
import os
import struct
import uuid

EPOCH_OFFSET = 0x00DCDDB30F2F8000
START_US = 1_773_480_413_000_000  # 2026-03-14T09:26:53Z

# ATT opcodes (Core Vol 3 Part F 3.4.8).
ERROR_RSP, FIND_INFO_REQ, FIND_INFO_RSP = 0x01, 0x04, 0x05
READ_BY_TYPE_REQ, READ_BY_TYPE_RSP = 0x08, 0x09
READ_BY_GROUP_TYPE_REQ, READ_BY_GROUP_TYPE_RSP = 0x10, 0x11
WRITE_REQ, WRITE_RSP, NOTIFY = 0x12, 0x13, 0x1B
ATTRIBUTE_NOT_FOUND = 0x0A
PRIMARY_SERVICE, CHARACTERISTIC, CCCD = 0x2800, 0x2803, 0x2902
NOTIFY_PROPERTY = 0x10

# Nordic UART Service and its TX (notify) and RX (write) characteristics.
NUS_SERVICE = uuid.UUID("6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
NUS_TX = uuid.UUID("6E400003-B5A3-F393-E0A9-E50E24DCCA9E")
NUS_RX = uuid.UUID("6E400002-B5A3-F393-E0A9-E50E24DCCA9E")

# The plx-power-vendor sensor's attribute handles: value handles that notify, and their CCCDs.
PLX_VALUE, PLX_CCCD = 0x0012, 0x0013
CP_VALUE, CP_CCCD = 0x0022, 0x0023
NUS_TX_VALUE, NUS_TX_CCCD = 0x0032, 0x0033


def uuid128(u):
    """A 128-bit UUID as ATT carries it: little-endian (Core Vol 3 Part B 2.5.1, Part F 3.2.1)."""
    return u.bytes[::-1]


def sfloat(mantissa, exponent):
    """IEEE 11073-20601 SFLOAT (GSS 2.2 "medfloat16"): 4-bit signed exponent over a 12-bit signed mantissa.

    Mantissas 0x7FE-0x802 with exponent 0 are the special values (+INF, NaN, NRes, reserved, -INF), so a finite
    value keeps its mantissa within -2045...2045."""
    assert -2045 <= mantissa <= 2045 and -8 <= exponent <= 7, (mantissa, exponent)
    return struct.pack("<H", ((exponent & 0xF) << 12) | (mantissa & 0xFFF))


def plx_continuous(j):
    """PLX Continuous Measurement (0x2A5F; GSS "PLX Continuous Measurement", PLXS 1.0): Flags (uint8) |
    SpO2PR-Normal: SpO2 (SFLOAT, %), PR (SFLOAT, bpm) | SpO2PR-Fast (bit 0) | SpO2PR-Slow (bit 1) | Measurement
    Status (16 bits, bit 2) | Device and Sensor Status (24 bits, bit 3) | Pulse Amplitude Index (SFLOAT, %, bit 4).
    The j-th measurement of a connection takes in turn: no optional field; the pulse amplitude index; both
    statuses and the index; every field."""
    flags = (0x00, 0x10, 0x1C, 0x1F)[j % 4]
    spo2 = 950 + (j * 7) % 41  # 95.0 ... 99.0 %, in tenths
    rate = 60 + (j * 11) % 41  # 60 ... 100 bpm
    value = bytes([flags]) + sfloat(spo2, -1) + sfloat(rate, 0)
    if flags & 0x01:
        value += sfloat(spo2 - 5, -1) + sfloat(rate + 2, 0)
    if flags & 0x02:
        value += sfloat(spo2 + 1, -1) + sfloat(rate - 1, 0)
    if flags & 0x04:
        value += struct.pack("<H", 0x0020)  # bit 5: measurement ongoing (bits 0-4 reserved)
    if flags & 0x08:
        # bit 5: low perfusion detected, on one measurement in eight; bits 16-23 reserved.
        value += (0x000020 if j % 8 == 7 else 0).to_bytes(3, "little")
    if flags & 0x10:
        value += sfloat(20 + (j * 3) % 80, -1)  # 2.0 ... 9.9 %
    return value


# Cycling: a 2,105 mm wheel turning every 517/2048 s (30 km/h) and a crank every 683/1024 s (90 rpm).
WHEEL_TICKS, CRANK_TICKS, TORQUE_PER_REVOLUTION = 517, 683, 680  # 680/32 = 21.25 Nm per crank revolution


def cycling_power(j, elapsed_us):
    """Cycling Power Measurement (0x2A63; GSS "Cycling Power Measurement", CPS 1.1): Flags (uint16) |
    Instantaneous Power (sint16, W) | Pedal Power Balance (uint8, 1/2 %, bit 0; bit 1: reference is the left pedal)
    | Accumulated Torque (uint16, 1/32 Nm, bit 2; bit 3: crank based) | Wheel Revolution Data: cumulative
    revolutions (uint32), last event time (uint16, 1/2048 s) (bit 4) | Crank Revolution Data: cumulative
    revolutions (uint16), last event time (uint16, 1/1024 s) (bit 5) | Extreme Force Magnitudes: maximum, minimum
    (sint16, N) (bit 6) | Extreme Angles: maximum (12 bits, low) and minimum (12 bits, high) in a uint24, degrees
    (bit 8) | Top Dead Spot Angle (uint16, degrees, bit 9) | Bottom Dead Spot Angle (uint16, degrees, bit 10) |
    Accumulated Energy (uint16, kJ, bit 11). Counters follow the capture's clock since the first notification and
    roll over at their width. Every other measurement adds the extreme force magnitudes, extreme angles and dead
    spot angles."""
    extremes = j % 2 == 1
    flags = 0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0010 | 0x0020 | 0x0800
    if extremes:
        flags |= 0x0040 | 0x0100 | 0x0200 | 0x0400
    power = 150 + (j * 13) % 151  # 150 ... 300 W
    wheel = elapsed_us * 2048 // 1_000_000 // WHEEL_TICKS
    crank = elapsed_us * 1024 // 1_000_000 // CRANK_TICKS
    value = struct.pack("<Hh", flags, power)
    value += bytes([96 + j % 9])  # 48.0 ... 52.0 %, left pedal
    value += struct.pack("<H", crank * TORQUE_PER_REVOLUTION & 0xFFFF)
    value += struct.pack("<IH", wheel & 0xFFFF_FFFF, wheel * WHEEL_TICKS & 0xFFFF)
    value += struct.pack("<HH", crank & 0xFFFF, crank * CRANK_TICKS & 0xFFFF)
    if extremes:
        value += struct.pack("<hh", 400 + power // 2, -40)
        value += (95 | 275 << 12).to_bytes(3, "little")  # maximum force at 95°, minimum at 275°
        value += struct.pack("<HH", 8, 188)
    value += struct.pack("<H", elapsed_us // 5_000_000 & 0xFFFF)  # 200 W on average: 1 kJ every 5 s
    return value


def uart_text(j):
    """20 bytes of text on the vendor UART TX characteristic, as a sensor's own protocol might send them."""
    return f"#{j % 100_000_000:08d};{(j * 37) % 10_000:04d};{(j * 91) % 10_000:04d}\n".encode()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--profile", choices=["heart-rate", "plx-power-vendor"], default="heart-rate",
                        help="the sensor's services and what it notifies (default heart-rate)")
    parser.add_argument("--notifications", type=int, default=1_000_000)
    parser.add_argument("--connections", type=int, default=1)
    parser.add_argument("--megabytes", type=int, default=0,
                        help="write notifications until the file reaches this size (overrides --notifications)")
    parser.add_argument("--datalink", type=int, choices=[1002, 2001], default=1002,
                        help="1002 (H4, as Android writes) or 2001 (Linux monitor, as btmon writes)")
    parser.add_argument("--no-discovery", action="store_true",
                        help="leave out discovery: the notifications stay unannotated (handle and raw value only)")
    parser.add_argument("output")
    args = parser.parse_args()

    old_umask = os.umask(0o077)
    try:
        with open(args.output, "wb", buffering=1 << 20) as f:
            f.write(b"btsnoop\0" + struct.pack(">II", 1, args.datalink))
            t = START_US
            records = 0
            handle = 0x0040
            written = 16

            monitor = args.datalink == 2001

            def record(flags, packet):
                nonlocal records, written
                if monitor:
                    # Monitor opcodes: 2 command, 3 event, 4 ACL TX, 5 ACL RX; the H4 type byte is not stored.
                    kind = packet[0]
                    flags = {1: 2, 4: 3}.get(kind, 4 + (flags & 1))
                    packet = packet[1:]
                records += 1
                written += 24 + len(packet)
                f.write(struct.pack(">IIIIq", len(packet), len(packet), flags, 0, t + EPOCH_OFFSET) + packet)

            def acl(pb, payload, sent):
                word = handle | (pb << 12)
                record(0 if sent else 1, bytes([2]) + struct.pack("<HH", word, len(payload)) + payload)

            def l2cap(att):
                return struct.pack("<HH", len(att), 4) + att

            def exchange(request, response):
                nonlocal t
                t += 45_000
                acl(0b00, l2cap(request), True)
                t += 45_000
                acl(0b10, l2cap(response), False)

            def not_found(request_opcode, start):
                return bytes([ERROR_RSP, request_opcode]) + struct.pack("<HB", start, ATTRIBUTE_NOT_FOUND)

            def discover_heart_rate():
                # Primary services, characteristics of Heart Rate, its descriptors.
                exchange(bytes([READ_BY_GROUP_TYPE_REQ]) + struct.pack("<HHH", 0x0001, 0xFFFF, PRIMARY_SERVICE),
                         bytes([READ_BY_GROUP_TYPE_RSP, 6]) + struct.pack("<HHH", 0x000C, 0x000F, 0x180D))
                exchange(bytes([READ_BY_GROUP_TYPE_REQ]) + struct.pack("<HHH", 0x0010, 0xFFFF, PRIMARY_SERVICE),
                         not_found(READ_BY_GROUP_TYPE_REQ, 0x0010))
                exchange(bytes([READ_BY_TYPE_REQ]) + struct.pack("<HHH", 0x000C, 0x000F, CHARACTERISTIC),
                         bytes([READ_BY_TYPE_RSP, 7]) + struct.pack("<HBHH", 0x000D, NOTIFY_PROPERTY, 0x000E, 0x2A37))
                exchange(bytes([FIND_INFO_REQ]) + struct.pack("<HH", 0x000F, 0x000F),
                         bytes([FIND_INFO_RSP, 1]) + struct.pack("<HH", 0x000F, CCCD))

            def discover_plx_power_vendor():
                # Pulse Oximeter 0x0010-0x0013, Cycling Power 0x0020-0x0023 (16-bit UUIDs, one response), then
                # Nordic UART 0x0030-0x0035 (128-bit: a response of its own, as every entry of a response has the
                # same length, Core Vol 3 Part F 3.4.4.10), then the end of the table.
                exchange(bytes([READ_BY_GROUP_TYPE_REQ]) + struct.pack("<HHH", 0x0001, 0xFFFF, PRIMARY_SERVICE),
                         bytes([READ_BY_GROUP_TYPE_RSP, 6]) + struct.pack("<HHH", 0x0010, 0x0013, 0x1822)
                         + struct.pack("<HHH", 0x0020, 0x0023, 0x1818))
                exchange(bytes([READ_BY_GROUP_TYPE_REQ]) + struct.pack("<HHH", 0x0024, 0xFFFF, PRIMARY_SERVICE),
                         bytes([READ_BY_GROUP_TYPE_RSP, 20]) + struct.pack("<HH", 0x0030, 0x0035)
                         + uuid128(NUS_SERVICE))
                exchange(bytes([READ_BY_GROUP_TYPE_REQ]) + struct.pack("<HHH", 0x0036, 0xFFFF, PRIMARY_SERVICE),
                         not_found(READ_BY_GROUP_TYPE_REQ, 0x0036))
                # Each service's characteristics, then the descriptor between the notifying value and the end of
                # its service (or the next declaration).
                exchange(bytes([READ_BY_TYPE_REQ]) + struct.pack("<HHH", 0x0010, 0x0013, CHARACTERISTIC),
                         bytes([READ_BY_TYPE_RSP, 7]) + struct.pack("<HBHH", 0x0011, NOTIFY_PROPERTY, PLX_VALUE,
                                                                   0x2A5F))
                exchange(bytes([FIND_INFO_REQ]) + struct.pack("<HH", PLX_CCCD, PLX_CCCD),
                         bytes([FIND_INFO_RSP, 1]) + struct.pack("<HH", PLX_CCCD, CCCD))
                exchange(bytes([READ_BY_TYPE_REQ]) + struct.pack("<HHH", 0x0020, 0x0023, CHARACTERISTIC),
                         bytes([READ_BY_TYPE_RSP, 7]) + struct.pack("<HBHH", 0x0021, NOTIFY_PROPERTY, CP_VALUE,
                                                                   0x2A63))
                exchange(bytes([FIND_INFO_REQ]) + struct.pack("<HH", CP_CCCD, CP_CCCD),
                         bytes([FIND_INFO_RSP, 1]) + struct.pack("<HH", CP_CCCD, CCCD))
                # TX: notify; RX: write without response and write (properties 0x04 | 0x08).
                exchange(bytes([READ_BY_TYPE_REQ]) + struct.pack("<HHH", 0x0030, 0x0035, CHARACTERISTIC),
                         bytes([READ_BY_TYPE_RSP, 21])
                         + struct.pack("<HBH", 0x0031, NOTIFY_PROPERTY, NUS_TX_VALUE) + uuid128(NUS_TX)
                         + struct.pack("<HBH", 0x0034, 0x0C, 0x0035) + uuid128(NUS_RX))
                exchange(bytes([FIND_INFO_REQ]) + struct.pack("<HH", NUS_TX_CCCD, NUS_TX_CCCD),
                         bytes([FIND_INFO_RSP, 1]) + struct.pack("<HH", NUS_TX_CCCD, CCCD))

            if args.profile == "heart-rate":
                discover, cccds = discover_heart_rate, [0x000F]
            else:
                discover, cccds = discover_plx_power_vendor, [PLX_CCCD, CP_CCCD, NUS_TX_CCCD]

            if monitor:
                # New Index: primary controller on UART, address 00:1B:DC:00:00:01, name "hci0".
                packet = bytes([0, 3]) + bytes([0x01, 0x00, 0x00, 0xDC, 0x1B, 0x00]) + b"hci0\0\0\0\0"
                records += 1
                written += 24 + len(packet)
                f.write(struct.pack(">IIIIq", len(packet), len(packet), 0, 0, t + EPOCH_OFFSET) + packet)
            handles = [0x0040 + k for k in range(args.connections)]
            for k, handle in enumerate(handles):
                # LE Connection Complete: central, peer random F1:2C:33:7F:3A:01 (+k), 45 ms, latency 0, 5 s.
                record(3, bytes([4, 0x3E, 0x13, 0x01, 0x00]) + struct.pack("<H", handle) +
                       bytes([0x00, 0x01, 0x01 + k, 0x3A, 0x7F, 0x33, 0x2C, 0xF1]) + struct.pack("<HHHB", 36, 0, 500, 0))
                t += 30_000
                acl(0b00, l2cap(bytes([0x02]) + struct.pack("<H", 517)), True)
                t += 45_000
                acl(0b10, l2cap(bytes([0x03]) + struct.pack("<H", 247)), False)
                if not args.no_discovery:
                    discover()
                # Subscribe to notifications (CCCD bit 0).
                for cccd in cccds:
                    exchange(bytes([WRITE_REQ]) + struct.pack("<HH", cccd, 0x0001), bytes([WRITE_RSP]))
            first_notification = t
            limit = args.megabytes * 1_000_000
            i = 0
            while (written < limit) if limit else (i < args.notifications):
                t += 1_000_000 // len(handles)
                handle = handles[i % len(handles)]
                if args.profile == "heart-rate":
                    bpm = 60 + (i * 7) % 60
                    rr1 = 61440 // bpm  # 60 s in 1/1024 s units divided by the rate
                    value = bytes([0x16, bpm]) + struct.pack("<HH", rr1, rr1 + (i % 5))
                    attribute = 0x000E
                else:
                    # Each connection notifies the three characteristics in turn; j counts one characteristic's
                    # notifications on one connection.
                    turn = i // len(handles)
                    j = turn // 3
                    if turn % 3 == 0:
                        attribute, value = PLX_VALUE, plx_continuous(j)
                    elif turn % 3 == 1:
                        attribute, value = CP_VALUE, cycling_power(j, t - first_notification)
                    else:
                        attribute, value = NUS_TX_VALUE, uart_text(j)
                pdu = l2cap(bytes([NOTIFY]) + struct.pack("<H", attribute) + value)
                if i % 10 == 9:
                    acl(0b10, pdu[:6], False)
                    t += 100
                    acl(0b01, pdu[6:], False)
                else:
                    acl(0b10, pdu, False)
                if i % 5 == 4:
                    t += 200
                    record(3, bytes([4, 0x13, 0x05, 0x01]) + struct.pack("<HH", handle, 1))
                i += 1
            for handle in handles:
                t += 1_000_000
                record(3, bytes([4, 0x05, 0x04, 0x00]) + struct.pack("<HB", handle, 0x13))
            notifications = i
    finally:
        os.umask(old_umask)
    print(f"{args.output}: {records} records, {notifications} notifications, {args.connections} connections")


if __name__ == "__main__":
    main()
