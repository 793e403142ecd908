#!/usr/bin/env python3
"""Writes a large btsnoop (datalink 1002) heart-rate session for benchmarks.

One LE connection, an MTU exchange, discovery of the Heart Rate service (so that notifications are annotated and
decoded as in a real session), a subscription, then N Heart Rate Measurement notifications with RR intervals, one every
second of capture time. Every tenth notification is fragmented into two HCI ACL packets (start + continuation),
and every fifth packet is followed by a Number Of Completed Packets event, as controllers send them.

With --connections K, K sensors (different peers, handles 0x0040...) connect one after the other, each discovered and
subscribed, and their notifications interleave. With --megabytes M, notifications go on until the file holds about
M megabytes (10^6 bytes) instead of a fixed count.

Usage: python3 scripts/gen_bench_capture.py [--no-discovery] [--connections K]
       (--notifications 1000000 | --megabytes 100) OUTPUT
"""
import argparse
import os
import struct

EPOCH_OFFSET = 0x00DCDDB30F2F8000
START_US = 1_773_480_413_000_000  # 2026-03-14T09:26:53Z


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
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

            def record(flags, packet):
                nonlocal records
                records += 1
                f.write(struct.pack(">IIIIq", len(packet), len(packet), flags, 0, t + EPOCH_OFFSET) + packet)

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
                # Primary services, characteristics of Heart Rate, its descriptors; then subscribe.
                if not args.no_discovery:
                    exchange(bytes([0x10]) + struct.pack("<HHH", 0x0001, 0xFFFF, 0x2800),
                             bytes([0x11, 6]) + struct.pack("<HHH", 0x000C, 0x000F, 0x180D))
                    exchange(bytes([0x10]) + struct.pack("<HHH", 0x0010, 0xFFFF, 0x2800),
                             bytes([0x01, 0x10]) + struct.pack("<HB", 0x0010, 0x0A))
                    exchange(bytes([0x08]) + struct.pack("<HHH", 0x000C, 0x000F, 0x2803),
                             bytes([0x09, 7]) + struct.pack("<HBHH", 0x000D, 0x10, 0x000E, 0x2A37))
                    exchange(bytes([0x04]) + struct.pack("<HH", 0x000F, 0x000F),
                             bytes([0x05, 1]) + struct.pack("<HH", 0x000F, 0x2902))
                exchange(bytes([0x12]) + struct.pack("<HH", 0x000F, 0x0001), bytes([0x13]))
            limit = args.megabytes * 1_000_000
            i = 0
            while (written < limit) if limit else (i < args.notifications):
                t += 1_000_000 // len(handles)
                handle = handles[i % len(handles)]
                bpm = 60 + (i * 7) % 60
                rr1 = 61440 // bpm  # 60 s in 1/1024 s units divided by the rate
                value = bytes([0x16, bpm]) + struct.pack("<HH", rr1, rr1 + (i % 5))
                pdu = l2cap(bytes([0x1B]) + struct.pack("<H", 0x000E) + value)
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
