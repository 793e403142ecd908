#!/usr/bin/env python3
"""Writes one seed per distinct HCI packet of the btsnoop captures in a folder, framed for the hci-packet fuzz target.

usage: fuzz_hci_seeds.py CAPTURES_FOLDER OUTPUT_FOLDER

The target's first byte chooses the framing: 0x00-0x3F H4 (low bits 0 sent, 1 received), 0x40-0x7F btsnoop H1 with
the low two bits as the record flags, 0x80-0xBF a Linux monitor record whose opcode is the next byte. Seeds are named
by the SHA-1 of their content, so running the script again adds nothing.
"""
import hashlib
import os
import struct
import sys


def records(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"btsnoop\0" or len(data) < 16:
        return
    datalink = struct.unpack(">I", data[12:16])[0]
    offset = 16
    while offset + 24 <= len(data):
        _, included, flags, _, _ = struct.unpack(">IIIIQ", data[offset:offset + 24])
        body = data[offset + 24:offset + 24 + included]
        offset += 24 + included
        if datalink == 1002:
            yield bytes([flags & 1]) + body
        elif datalink == 1001:
            yield bytes([0x40 | (flags & 3)]) + body
        elif datalink == 2001:
            yield bytes([0x80 | ((flags >> 16) & 0x3F), flags & 0xFF]) + body


def main():
    source, output = sys.argv[1], sys.argv[2]
    os.makedirs(output, exist_ok=True)
    seen = set()
    for name in sorted(os.listdir(source)):
        for seed in records(os.path.join(source, name)):
            digest = hashlib.sha1(seed).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            path = os.path.join(output, digest)
            if not os.path.exists(path):
                with open(path, "wb") as f:
                    f.write(seed)
    print(f"{len(seen)} distinct packets", file=sys.stderr)


if __name__ == "__main__":
    main()
