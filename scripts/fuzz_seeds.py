#!/usr/bin/env python3
"""Writes the committed seeds of the capture and pipeline fuzz targets: the first records of a bundled btsnoop
capture in every other container hrsniff reads (btsnoop 1001 and 2001, pcap DLT 187, 201 and 254, pcapng DLT 201,
PacketLogger in both byte orders), so that mutations start from each reader's format.

usage: fuzz_seeds.py [CAPTURE [RECORDS [OUTPUT_FOLDER]]]
  defaults: Captures/heart-rate-strap.btsnoop, 60 records, Tests/Fuzz/Seeds/capture
"""
import os
import struct
import sys

EPOCH = 0x00DCDDB30F2F8000


def h4_records(path, count):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"btsnoop\0" and struct.unpack(">I", data[12:16])[0] == 1002
    offset, out = 16, []
    while offset + 24 <= len(data) and len(out) < count:
        _, included, flags, _, t = struct.unpack(">IIIIQ", data[offset:offset + 24])
        packet = data[offset + 24:offset + 24 + included]
        offset += 24 + included
        out.append((t - EPOCH, flags & 1 == 1, packet))  # (µs since 1970, received, H4 packet)
    return out


def btsnoop(datalink, records):
    out = b"btsnoop\0" + struct.pack(">II", 1, datalink)
    for t, flags, body in records:
        out += struct.pack(">IIIIQ", len(body), len(body), flags, 0, t + EPOCH) + body
    return out


def pcap(dlt, records):
    out = struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, dlt)
    for t, body in records:
        out += struct.pack("<IIII", t // 1_000_000, t % 1_000_000, len(body), len(body)) + body
    return out


def pcapng(dlt, records):
    def block(kind, body):
        return struct.pack("<II", kind, 12 + len(body)) + body + struct.pack("<I", 12 + len(body))
    out = block(0x0A0D0D0A, struct.pack("<IHHq", 0x1A2B3C4D, 1, 0, -1))
    out += block(1, struct.pack("<HHI", dlt, 0, 0))
    for t, body in records:
        padded = body + b"\0" * (-len(body) % 4)
        out += block(6, struct.pack("<IIIII", 0, t >> 32, t & 0xFFFFFFFF, len(body), len(body)) + padded)
    return out


def packet_logger(records, endian):
    out = b""
    for t, kind, body in records:
        out += struct.pack(endian + "IIIB", 9 + len(body), t // 1_000_000, t % 1_000_000, kind) + body
    return out


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else "Captures/heart-rate-strap.btsnoop"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    output = sys.argv[3] if len(sys.argv) > 3 else "Tests/Fuzz/Seeds/capture"
    os.makedirs(output, exist_ok=True)
    records = h4_records(source, count)
    # H4 type → H1 flags (bit 1 command or event), monitor opcode, PacketLogger type.
    h1, monitor, logger = [], [], []
    for t, received, packet in records:
        kind, body = packet[0], packet[1:]
        if kind not in (1, 2, 4):
            continue
        h1.append((t, (1 if received else 0) | (2 if kind != 2 else 0), body))
        opcode = {1: 2, 4: 3}.get(kind, 5 if received else 4)
        monitor.append((t, opcode, body))
        logger.append((t, {1: 0, 4: 1}.get(kind, 3 if received else 2), body))
    files = {
        "btsnoop-h1": btsnoop(1001, h1),
        "btsnoop-monitor": btsnoop(2001, monitor),
        "pcap-dlt187": pcap(187, [(t, p) for t, _, p in records]),
        "pcap-dlt201": pcap(201, [(t, struct.pack(">I", 1 if r else 0) + p) for t, r, p in records]),
        "pcap-dlt254": pcap(254, [(t, struct.pack(">HH", 0, op) + b) for t, op, b in monitor]),
        "pcapng-dlt201": pcapng(201, [(t, struct.pack(">I", 1 if r else 0) + p) for t, r, p in records]),
        "packetlogger-be": packet_logger(logger, ">"),
        "packetlogger-le": packet_logger(logger, "<"),
    }
    for name, data in files.items():
        with open(os.path.join(output, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
