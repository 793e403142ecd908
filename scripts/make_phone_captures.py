#!/usr/bin/env python3
"""Re-package the heart-rate strap session as phones hand it over.

Reads ``Captures/heart-rate-strap.btsnoop`` (written by ``make_captures.py``)
and writes the same HCI packets, with the same timestamps, as:

``heart-rate-strap.pklg``
    Apple PacketLogger, little-endian (current iOS and macOS). Three text
    records come first, as PacketLogger writes them when logging starts: two
    notes (0xFC) and a power record (0xFB), all at the time of the first
    packet. Then one record per packet: 0x00 command, 0x01 event, 0x02 ACL
    sent, 0x03 ACL received. Frame numbers are 3 higher than in the btsnoop.
``heart-rate-strap-be.pklg``
    The same records, big-endian (older PacketLogger, BTstack).
``heart-rate-strap-bugreport.zip``
    An Android bug report of a phone whose HCI snoop log was off: a zip holding
    ``version.txt``, ``main_entry.txt`` (stored) and the dumpstate text
    ``bugreport-hrsniff_sample-2026-03-14-09-29-30.txt`` (deflate), whose
    ``DUMP OF SERVICE bluetooth_manager`` ends with the btsnooz version 2
    summary (``--- BEGIN:BTSNOOP_LOG_SUMMARY``), made as Android's
    ``btif_debug_btsnoop.cc`` makes it:

    * every command and event whole; ACL packets cut to their first 14 bytes
      (ACL header, L2CAP header, 6 payload bytes) unless they belong to the
      BR/EDR signalling channel (CID 0x0001), which keeps them whole;
    * each record: length (included bytes + 1 for the type), packet length
      (original + 1), time since the previous record, type (0x20 command,
      0x10 event, 0x21 ACL sent, 0x11 ACL received), little-endian;
    * times in microseconds since 1970 (what the stack stores in the fields
      named ``_ms``); the preamble holds version 2 and the last packet's time;
    * zlib at the default level, base64 in lines of 128 characters.

Every run writes byte-identical files (fixed zip dates, no randomness), mode
0600. Standard library only::

    python3 scripts/make_phone_captures.py
"""

from __future__ import annotations

import base64
import os
import struct
import sys
import zipfile
import zlib
from pathlib import Path

REPOSITORY_ROOT = Path(__file__).resolve().parent.parent
CAPTURES = REPOSITORY_ROOT / 'Captures'
SOURCE = CAPTURES / 'heart-rate-strap.btsnoop'

BTSNOOP_EPOCH_DELTA_US = 0x00DCDDB30F2F8000

# PacketLogger record types.
PKLG_COMMAND, PKLG_EVENT, PKLG_ACL_SENT, PKLG_ACL_RECEIVED = 0x00, 0x01, 0x02, 0x03
PKLG_POWER, PKLG_NOTE = 0xFB, 0xFC

# btsnooz record types (the stack's message type >> 8).
SNOOZ_EVENT, SNOOZ_ACL_RECEIVED, SNOOZ_COMMAND, SNOOZ_ACL_SENT = 0x10, 0x11, 0x20, 0x21
SNOOZ_MAX_ACL = 14  # MAX_HCI_ACL_LEN in btif_debug_btsnoop.cc
SNOOZ_LINE = 128  # MAX_LINE_LENGTH

BUGREPORT_TEXT = 'bugreport-hrsniff_sample-2026-03-14-09-29-30.txt'
ZIP_TIME = (2026, 3, 14, 9, 29, 30)


def read_btsnoop(path: Path) -> list[tuple[int, bool, bytes]]:
    """(unix microseconds, received, H4 packet) per record of a btsnoop datalink 1002 file."""
    data = path.read_bytes()
    assert data[:8] == b'btsnoop\0' and struct.unpack('>II', data[8:16]) == (1, 1002), 'btsnoop 1002 expected'
    records = []
    offset = 16
    while offset < len(data):
        original, included, flags, _drops, timestamp = struct.unpack_from('>IIIIq', data, offset)
        assert original == included
        packet = data[offset + 24:offset + 24 + included]
        records.append((timestamp - BTSNOOP_EPOCH_DELTA_US, bool(flags & 1), packet))
        offset += 24 + included
    return records


def packetlogger(records: list[tuple[int, bool, bytes]], little_endian: bool) -> bytes:
    order = '<' if little_endian else '>'

    def record(kind: int, time_us: int, body: bytes) -> bytes:
        seconds, micro = divmod(time_us, 1_000_000)
        return struct.pack(order + 'III', 9 + len(body), seconds, micro) + bytes([kind]) + body

    start = records[0][0]
    out = [
        record(PKLG_NOTE, start, b'hrsniff sample: a phone and a heart-rate chest strap'),
        record(PKLG_NOTE, start, b'Bluetooth Host: bumble (simulated)'),
        record(PKLG_POWER, start, b'Power on'),
    ]
    for time_us, received, packet in records:
        h4, body = packet[0], packet[1:]
        kind = {1: PKLG_COMMAND, 4: PKLG_EVENT}.get(h4)
        if kind is None:
            assert h4 == 2, f'H4 type {h4} not expected in this session'
            kind = PKLG_ACL_RECEIVED if received else PKLG_ACL_SENT
        out.append(record(kind, time_us, body))
    return b''.join(out)


def snooz_included_length(h4: int, body: bytes) -> int:
    """How much of a packet the stack keeps (btsnoop_calculate_packet_length)."""
    if h4 in (1, 4):
        return len(body)
    assert h4 == 2
    if len(body) > 8:
        cid = int.from_bytes(body[6:8], 'little')
        return len(body) if cid == 0x0001 else min(SNOOZ_MAX_ACL, len(body))
    return len(body)


def btsnooz_v2(records: list[tuple[int, bool, bytes]]) -> tuple[bytes, int]:
    """The base64-decoded summary (preamble + zlib data) and the ring buffer's size before compression."""
    ring = bytearray()
    last = 0
    for time_us, received, packet in records:
        h4, body = packet[0], packet[1:]
        kind = {1: SNOOZ_COMMAND, 4: SNOOZ_EVENT}.get(h4) or (SNOOZ_ACL_RECEIVED if received else SNOOZ_ACL_SENT)
        included = snooz_included_length(h4, body)
        delta = time_us - last if last else 0
        last = time_us
        ring += struct.pack('<HHIB', included + 1, len(body) + 1, delta, kind) + body[:included]
    preamble = struct.pack('<BQ', 2, last)
    return preamble + zlib.compress(bytes(ring)), len(ring)


def bugreport_text(summary: bytes, ring_size: int) -> bytes:
    encoded = base64.b64encode(summary).decode('ascii')
    lines = [encoded[i:i + SNOOZ_LINE] for i in range(0, len(encoded), SNOOZ_LINE)]
    text = [
        '========================================================',
        '== dumpstate: 2026-03-14 09:29:30',
        '========================================================',
        '',
        'Build: hrsniff sample',
        'Bugreport format version: 2.0',
        '',
        '------ DUMPSYS (/system/bin/dumpsys) ------',
        '-------------------------------------------------------------------------------',
        'DUMP OF SERVICE bluetooth_manager:',
        'Bluetooth Status',
        '  enabled: true',
        '  state: ON',
        '  name: hrsniff sample phone',
        '',
        f'--- BEGIN:BTSNOOP_LOG_SUMMARY ({ring_size} bytes in) ---',
        *lines,
        '--- END:BTSNOOP_LOG_SUMMARY ---',
        '--------- 0.004s was the duration of dumpsys bluetooth_manager',
        '',
        '== Finished dumpstate',
        '',
    ]
    return '\n'.join(text).encode('ascii')


def bugreport_zip(text: bytes) -> bytes:
    import io

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, 'w') as archive:
        for name, data, method in (
            ('version.txt', b'2.0', zipfile.ZIP_STORED),
            ('main_entry.txt', BUGREPORT_TEXT.encode('ascii'), zipfile.ZIP_STORED),
            (BUGREPORT_TEXT, text, zipfile.ZIP_DEFLATED),
        ):
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.compress_type = method
            info.create_system = 3  # Unix
            info.external_attr = 0o100600 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def write_private_file(path: Path, data: bytes) -> None:
    """Atomically write ``data`` to ``path``, readable by the owner only."""
    temporary = path.with_name(f'.{path.name}.tmp')
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, 'wb') as file:
            file.write(data)
        os.chmod(temporary, 0o600)
        os.replace(temporary, path)
    except BaseException:
        if temporary.exists():
            temporary.unlink()
        raise


def main() -> int:
    records = read_btsnoop(SOURCE)
    summary, ring_size = btsnooz_v2(records)
    outputs = {
        'heart-rate-strap.pklg': packetlogger(records, little_endian=True),
        'heart-rate-strap-be.pklg': packetlogger(records, little_endian=False),
        'heart-rate-strap-bugreport.zip': bugreport_zip(bugreport_text(summary, ring_size)),
    }
    for name, data in outputs.items():
        path = CAPTURES / name
        write_private_file(path, data)
        print(f'{path.relative_to(REPOSITORY_ROOT)}  {len(data)} bytes')
    print(f'btsnooz summary: {len(records)} records, {ring_size} bytes before compression, {len(summary)} after')
    return 0


if __name__ == '__main__':
    sys.exit(main())
