#!/usr/bin/env python3
"""Writes hostile captures that test hrsniff's resource caps (docs/robustness.md).

usage: hostile_captures.py KIND SCALE OUTPUT

KIND
  connections  SCALE LE connections open at once, spread over adapters of a Linux monitor capture (btsnoop 2001),
               each with an MTU exchange and a read; none is ever closed.
  pdus         SCALE connections, each of which starts 65 535-byte L2CAP PDUs in both directions and on a
               credit-based channel, and sends 60 000 bytes of each that never complete.
  discovery    SCALE connections open at once, each discovering 4 096 services in both directions (the attribute
               table limit); the first half disconnect at the end: tables of many peers to remember.
  notifications  SCALE connections open at once, each notifying 1 024 distinct handles and reading 1 024 more: the
               per-connection summaries and value lengths of many connections.
  adverts      SCALE advertising reports, each from a new address with a new local name.
Time stamps advance 1 ms per record. The files are deterministic.
"""
import struct
import sys

EPOCH = 0x00DCDDB30F2F8000
T0 = 1_773_480_413_000_000


class Monitor:
    def __init__(self, out):
        self.out = out
        self.t = T0
        out.write(b"btsnoop\0" + struct.pack(">II", 1, 2001))

    def record(self, adapter, opcode, body):
        self.t += 1000
        self.out.write(struct.pack(">IIIIQ", len(body), len(body), adapter << 16 | opcode, 0, self.t + EPOCH) + body)

    def command(self, adapter, opcode, params):
        self.record(adapter, 2, struct.pack("<HB", opcode, len(params)) + params)

    def event(self, adapter, code, params):
        self.record(adapter, 3, bytes([code, len(params)]) + params)

    def acl(self, adapter, handle, sent, data, start=True):
        pb = (0b00 if sent else 0b10) if start else 0b01
        self.record(adapter, 4 if sent else 5, struct.pack("<HH", handle | pb << 12, len(data)) + data)

    def l2cap(self, adapter, handle, sent, cid, payload):
        self.acl(adapter, handle, sent, struct.pack("<HH", len(payload), cid) + payload)

    def connect(self, adapter, handle, peer):
        # LE Connection Complete: status, handle, role central, random peer address, interval, latency, timeout, SCA.
        self.event(adapter, 0x3E, bytes([0x01, 0x00]) + struct.pack("<H", handle) + bytes([0x00, 0x01])
                   + peer + struct.pack("<HHH", 24, 0, 200) + b"\x00")

    def disconnect(self, adapter, handle):
        self.event(adapter, 0x05, b"\x00" + struct.pack("<H", handle) + b"\x13")


def peer(n):
    return struct.pack("<I", n) + b"\x3A\xC1"


def connections(m, count):
    for n in range(count):
        adapter, handle = divmod(n, 0x0F00)
        m.connect(adapter, handle, peer(n))
        m.l2cap(adapter, handle, True, 4, b"\x02" + struct.pack("<H", 247))   # Exchange MTU Request
        m.l2cap(adapter, handle, False, 4, b"\x03" + struct.pack("<H", 247))  # Exchange MTU Response
        m.l2cap(adapter, handle, True, 4, b"\x0A\x03\x00")                    # Read Request
        m.l2cap(adapter, handle, False, 4, b"\x0B" + b"\x55" * 20)            # Read Response


def pdus(m, count):
    for n in range(count):
        adapter, handle = divmod(n, 0x0F00)
        m.connect(adapter, handle, peer(n))
        # An LE credit-based channel: request from the phone (SPSM 0x0080, source CID 0x0040), response.
        m.l2cap(adapter, handle, True, 5, bytes([0x14, 1]) + struct.pack("<HHHHHH", 10, 0x80, 0x40, 65535, 65, 100))
        m.l2cap(adapter, handle, False, 5, bytes([0x15, 1]) + struct.pack("<HHHHHH", 10, 0x41, 65535, 65, 100, 0))
        for sent in (True, False):
            m.acl(adapter, handle, sent, struct.pack("<HH", 65535, 4) + b"\x52" * 996)
            for _ in range(59):
                m.acl(adapter, handle, sent, b"\x52" * 1000, start=False)
        # An SDU of 65 535 bytes announced on the channel, 60 000 bytes sent in K-frames that each complete.
        cid = 0x41
        m.l2cap(adapter, handle, True, cid, struct.pack("<H", 65535) + b"\x53" * 998)
        for _ in range(59):
            m.l2cap(adapter, handle, True, cid, b"\x53" * 1000)


def discovery(m, count):
    for n in range(count):
        adapter, handle = divmod(n, 0x0F00)
        m.connect(adapter, handle, peer(n))
        for sent in (True, False):
            m.l2cap(adapter, handle, sent, 4, b"\x02" + struct.pack("<H", 517))
            m.l2cap(adapter, handle, not sent, 4, b"\x03" + struct.pack("<H", 517))
            first = 1
            while first <= 4096:
                # Read By Group Type Request (primary services) and a response with 85 services of one handle each.
                m.l2cap(adapter, handle, sent, 4, b"\x10" + struct.pack("<HHH", first, 0xFFFF, 0x2800))
                entries = b"".join(struct.pack("<HHH", h, h, 0x1800 + h % 64) for h in range(first, first + 85))
                m.l2cap(adapter, handle, not sent, 4, b"\x11\x06" + entries)
                first += 85
    for n in range(count // 2):
        adapter, handle = divmod(n, 0x0F00)
        m.disconnect(adapter, handle)


def notifications(m, count):
    for n in range(count):
        adapter, handle = divmod(n, 0x0F00)
        m.connect(adapter, handle, peer(n))
        for h in range(1, 1025):
            m.l2cap(adapter, handle, False, 4, b"\x1B" + struct.pack("<H", h) + b"\x01")
        for h in range(1025, 2049):
            m.l2cap(adapter, handle, True, 4, b"\x0A" + struct.pack("<H", h))
            m.l2cap(adapter, handle, False, 4, b"\x0B\x01")


def adverts(m, count):
    for n in range(count):
        name = b"sensor-%08d" % n
        data = bytes([len(name) + 1, 0x09]) + name
        # LE Advertising Report: one report, ADV_IND, random address, data, RSSI.
        m.event(0, 0x3E, bytes([0x02, 0x01, 0x00, 0x01]) + peer(n) + bytes([len(data)]) + data + b"\xC4")


def main():
    kind, scale, output = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(output, "wb") as out:
        {"connections": connections, "pdus": pdus, "discovery": discovery, "notifications": notifications,
     "adverts": adverts}[kind](
            Monitor(out), scale)


if __name__ == "__main__":
    main()
