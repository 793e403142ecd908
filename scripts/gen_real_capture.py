#!/usr/bin/env python3
"""Writes a large btsnoop (datalink 1002) capture of real phone traffic for benchmarks.

The capture repeats the real btsnoop captures of the shared corpus (../shared/captures from the project root, or
--corpus DIR), read at run time: every file whose header says btsnoop version 1, datalink 1002 (H4, as Android
writes), whatever its name, taken in name order, one after the other, again and again until the output reaches
--megabytes M (10^6 bytes; the output stops at the last whole record that fits). Nothing of the corpus is kept
anywhere else.

Each record is copied whole and byte for byte (original length, included length, flags, cumulative drops and
packet data), except its timestamp (64-bit microseconds since midnight, January 1st of year 0), which is shifted
forward: each copy of a file starts one second after the latest timestamp written before it, and the first starts
one second after the latest timestamp of the whole corpus, so that no copy is shifted backwards and the clock
only increases from one copy to the next. Within a copy, records keep the order and spacing they have in their
file (a file whose own clock steps back keeps that step). A trailing partial record of a file is left out.

At the end the script prints the record mix of what it wrote: HCI commands, ACL data (and how many ACL packets
start an L2CAP PDU on the ATT channel), SCO, ISO and HCI events by event code (LE Meta events by subevent), as
shares of records and of bytes.

Usage: python3 scripts/gen_real_capture.py --megabytes 200 [--corpus DIR] OUTPUT
"""
import argparse
import bisect
import collections
import os
import struct
import sys

HEADER = struct.Struct(">IIIIq")  # original length, included length, flags, cumulative drops, timestamp
GAP_US = 1_000_000

# Event and LE Meta subevent names (Core Vol 4 Part E 7.7), as hrsniff names them.
EVENTS = {
    0x01: "Inquiry Complete", 0x02: "Inquiry Result", 0x03: "Connection Complete", 0x04: "Connection Request",
    0x05: "Disconnection Complete", 0x06: "Authentication Complete", 0x07: "Remote Name Request Complete",
    0x08: "Encryption Change [v1]", 0x09: "Change Connection Link Key Complete", 0x0A: "Link Key Type Changed",
    0x0B: "Read Remote Supported Features Complete", 0x0C: "Read Remote Version Information Complete",
    0x0D: "QoS Setup Complete", 0x0E: "Command Complete", 0x0F: "Command Status", 0x10: "Hardware Error",
    0x11: "Flush Occurred", 0x12: "Role Change", 0x13: "Number Of Completed Packets", 0x14: "Mode Change",
    0x15: "Return Link Keys", 0x16: "PIN Code Request", 0x17: "Link Key Request", 0x18: "Link Key Notification",
    0x19: "Loopback Command", 0x1A: "Data Buffer Overflow", 0x1B: "Max Slots Change",
    0x1C: "Read Clock Offset Complete", 0x1D: "Connection Packet Type Changed", 0x1E: "QoS Violation",
    0x1F: "Page Scan Mode Change", 0x20: "Page Scan Repetition Mode Change", 0x21: "Flow Specification Complete",
    0x22: "Inquiry Result with RSSI", 0x23: "Read Remote Extended Features Complete",
    0x2C: "Synchronous Connection Complete", 0x2D: "Synchronous Connection Changed", 0x2E: "Sniff Subrating",
    0x2F: "Extended Inquiry Result", 0x30: "Encryption Key Refresh Complete", 0x31: "IO Capability Request",
    0x32: "IO Capability Response", 0x33: "User Confirmation Request", 0x34: "User Passkey Request",
    0x35: "Remote OOB Data Request", 0x36: "Simple Pairing Complete", 0x38: "Link Supervision Timeout Changed",
    0x39: "Enhanced Flush Complete", 0x3B: "User Passkey Notification", 0x3C: "Keypress Notification",
    0x3D: "Remote Host Supported Features Notification", 0x3E: "LE Meta", 0x40: "Physical Link Complete",
    0x41: "Channel Selected", 0x42: "Disconnection Physical Link Complete",
    0x43: "Physical Link Loss Early Warning", 0x44: "Physical Link Recovery", 0x45: "Logical Link Complete",
    0x46: "Disconnection Logical Link Complete", 0x47: "Flow Spec Modify Complete",
    0x48: "Number Of Completed Data Blocks", 0x49: "AMP Start Test", 0x4A: "AMP Test End",
    0x4B: "AMP Receiver Report", 0x4C: "Short Range Mode Change Complete", 0x4D: "AMP Status Change",
    0x4E: "Triggered Clock Capture", 0x4F: "Synchronization Train Complete", 0x50: "Synchronization Train Received",
    0x51: "Connectionless Peripheral Broadcast Receive", 0x52: "Connectionless Peripheral Broadcast Timeout",
    0x53: "Truncated Page Complete", 0x54: "Peripheral Page Response Timeout",
    0x55: "Connectionless Peripheral Broadcast Channel Map Change", 0x56: "Inquiry Response Notification",
    0x57: "Authenticated Payload Timeout Expired", 0x58: "SAM Status Change", 0x59: "Encryption Change [v2]",
    0xFF: "Vendor",
}
LE_SUBEVENTS = {
    0x01: "LE Connection Complete", 0x02: "LE Advertising Report", 0x03: "LE Connection Update Complete",
    0x04: "LE Read Remote Features Complete", 0x05: "LE Long Term Key Request",
    0x06: "LE Remote Connection Parameter Request", 0x07: "LE Data Length Change",
    0x08: "LE Read Local P-256 Public Key Complete", 0x09: "LE Generate DHKey Complete",
    0x0A: "LE Enhanced Connection Complete [v1]", 0x0B: "LE Directed Advertising Report",
    0x0C: "LE PHY Update Complete", 0x0D: "LE Extended Advertising Report",
    0x0E: "LE Periodic Advertising Sync Established [v1]", 0x0F: "LE Periodic Advertising Report [v1]",
    0x10: "LE Periodic Advertising Sync Lost", 0x11: "LE Scan Timeout", 0x12: "LE Advertising Set Terminated",
    0x13: "LE Scan Request Received", 0x14: "LE Channel Selection Algorithm", 0x15: "LE Connectionless IQ Report",
    0x16: "LE Connection IQ Report", 0x17: "LE CTE Request Failed",
    0x18: "LE Periodic Advertising Sync Transfer Received [v1]", 0x19: "LE CIS Established [v1]",
    0x1A: "LE CIS Request", 0x1B: "LE Create BIG Complete", 0x1C: "LE Terminate BIG Complete",
    0x1D: "LE BIG Sync Established", 0x1E: "LE BIG Sync Lost", 0x1F: "LE Request Peer SCA Complete",
    0x20: "LE Path Loss Threshold", 0x21: "LE Transmit Power Reporting", 0x22: "LE BIGInfo Advertising Report",
    0x23: "LE Subrate Change", 0x24: "LE Periodic Advertising Sync Established [v2]",
    0x25: "LE Periodic Advertising Report [v2]", 0x26: "LE Periodic Advertising Sync Transfer Received [v2]",
    0x27: "LE Periodic Advertising Subevent Data Request", 0x28: "LE Periodic Advertising Response Report",
    0x29: "LE Enhanced Connection Complete [v2]", 0x2A: "LE CIS Established [v2]",
}
H4_TYPES = {1: "HCI command", 2: "ACL data, other", 3: "SCO data", 5: "ISO data"}


def category(packet):
    """The mix category of one H4 packet (Core Vol 4 Part A 2: packet indicator, then the HCI packet)."""
    if not packet:
        return "empty record"
    kind = packet[0]
    if kind == 4:
        if len(packet) < 2:
            return "HCI event (truncated)"
        code = packet[1]
        if code == 0x3E and len(packet) >= 4:
            sub = packet[3]
            return f"event 0x3E/0x{sub:02X} {LE_SUBEVENTS.get(sub, 'LE Meta subevent')}"
        return f"event 0x{code:02X} {EVENTS.get(code, 'HCI event')}"
    if kind == 2 and len(packet) >= 9:
        # ACL: handle and flags (PB in bits 12-13), length; a start (PB 00 or 10) carries the L2CAP header.
        pb = packet[2] >> 4 & 0x3
        if pb in (0, 2) and struct.unpack_from("<H", packet, 7)[0] == 0x0004:
            return "ACL data, ATT PDU start"
    return H4_TYPES.get(kind, f"H4 type 0x{kind:02X}")


class Source:
    """One corpus file: its records' bytes (timestamps as read), offsets, timestamps and mix."""

    def __init__(self, name, data):
        self.name = name
        self.offsets, self.ends, self.stamps, self.kinds = [], [], [], []
        offset = 16
        while offset + HEADER.size <= len(data):
            _, included, _, _, stamp = HEADER.unpack_from(data, offset)
            end = offset + HEADER.size + included
            if end > len(data):
                break
            self.offsets.append(offset - 16)
            self.ends.append(end - 16)
            self.stamps.append(stamp)
            self.kinds.append(category(data[offset + HEADER.size:end]))
            offset = end
        self.partial = len(data) - offset
        self.body = bytes(data[16:offset])
        self.first = min(self.stamps, default=0)
        self.last = max(self.stamps, default=0)
        self.backwards = sum(1 for a, b in zip(self.stamps, self.stamps[1:]) if b < a)
        self.mix = collections.Counter(self.kinds)
        self.mix_bytes = collections.Counter()
        for kind, start, end in zip(self.kinds, self.offsets, self.ends):
            self.mix_bytes[kind] += end - start

    def copy(self, delta, count):
        """The first `count` records with every timestamp moved by `delta` microseconds."""
        out = bytearray(self.body[:self.ends[count - 1]])
        pack = struct.Struct(">q").pack_into
        for offset, stamp in zip(self.offsets[:count], self.stamps[:count]):
            pack(out, offset + 16, stamp + delta)
        return out


def corpus_files(folder):
    """Readable btsnoop version 1, datalink 1002 files of the folder, by header, in name order."""
    chosen, skipped = [], []
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            head = f.read(16)
        if len(head) < 16 or head[:8] != b"btsnoop\0":
            skipped.append((name, "not btsnoop"))
            continue
        version, datalink = struct.unpack(">II", head[8:])
        if version != 1 or datalink != 1002:
            skipped.append((name, f"btsnoop version {version}, datalink {datalink}"))
            continue
        chosen.append(path)
    return chosen, skipped


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--megabytes", type=int, required=True, help="size of the output in 10^6 bytes")
    parser.add_argument("--corpus", default=os.path.join(root, "..", "shared", "captures"),
                        help="folder of real captures (default: ../shared/captures from the project root)")
    parser.add_argument("--quiet", action="store_true", help="print only the summary line, not the record mix")
    parser.add_argument("output")
    args = parser.parse_args()

    if not os.path.isdir(args.corpus):
        sys.exit(f"gen_real_capture.py: no corpus folder at {args.corpus} (give one with --corpus DIR)")
    paths, skipped = corpus_files(args.corpus)
    sources = []
    for path in paths:
        with open(path, "rb") as f:
            source = Source(os.path.basename(path), f.read())
        if source.partial:
            print(f"note: {source.name}: {source.partial} bytes of a partial last record left out", file=sys.stderr)
        if source.stamps:
            sources.append(source)
        else:
            skipped.append((source.name, "no record"))
    if not sources:
        sys.exit(f"gen_real_capture.py: no btsnoop datalink 1002 file with records in {args.corpus}")
    corpus_bytes = sum(len(s.body) for s in sources)

    limit = args.megabytes * 1_000_000
    written, records, copies, partial = 16, 0, 0, 0
    mix, mix_bytes = collections.Counter(), collections.Counter()
    cursor = max(s.last for s in sources) + GAP_US
    old_umask = os.umask(0o077)
    try:
        with open(args.output, "wb", buffering=1 << 20) as f:
            f.write(b"btsnoop\0" + struct.pack(">II", 1, 1002))
            full = True
            while full:
                for source in sources:
                    # Whole records that still fit under the limit.
                    count = bisect.bisect_right(source.ends, limit - written)
                    if count == 0:
                        full = False
                        break
                    delta = cursor - source.first
                    f.write(source.copy(delta, count))
                    written += source.ends[count - 1]
                    records += count
                    partial += count
                    if count == len(source.ends):
                        mix.update(source.mix)
                        mix_bytes.update(source.mix_bytes)
                    else:
                        for kind, start, end in zip(source.kinds[:count], source.offsets, source.ends):
                            mix[kind] += 1
                            mix_bytes[kind] += end - start
                        full = False
                        break
                    cursor = source.last + delta + GAP_US
                else:
                    copies += 1
                    partial = 0
    finally:
        os.umask(old_umask)

    more = ", then part of one more" if partial else ""
    print(f"{args.output}: {records} records, {written} bytes, {len(sources)} corpus files "
          f"({corpus_bytes} bytes of records), passes: {copies} whole{more}")
    if args.quiet:
        return
    for name, why in skipped:
        print(f"  left out {name}: {why}")
    for source in sources:
        note = f", clock steps back {source.backwards} times" if source.backwards else ""
        print(f"  used {source.name}: {len(source.stamps)} records{note}")
    total_bytes = sum(mix_bytes.values())
    classes, class_bytes = collections.Counter(), collections.Counter()
    for kind, count in mix.items():
        group = "HCI events" if kind.startswith("event") else "ACL data" if kind.startswith("ACL") else kind
        classes[group] += count
        class_bytes[group] += mix_bytes[kind]
    for title, counts, sizes in (("kind", classes, class_bytes), ("record", mix, mix_bytes)):
        print()
        print(f"| {title} | records | share | bytes | share |")
        print("|---|---|---|---|---|")
        for kind, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
            print(f"| {kind} | {count} | {100 * count / records:.1f} % | {sizes[kind]} "
                  f"| {100 * sizes[kind] / total_bytes:.1f} % |")


if __name__ == "__main__":
    main()
