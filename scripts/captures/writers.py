"""Writers for the three capture containers (pure Python, ``struct`` only).

* btsnoop version 1, datalink 1002 (HCI UART / H4), as Android's
  ``btsnoop_hci.log``.
* pcapng, one interface with link type 201
  (``LINKTYPE_BLUETOOTH_HCI_H4_WITH_PHDR``), as Wireshark writes for a Linux
  ``bluetoothN`` capture.
* btsnoop version 1, datalink 2001 (Linux monitor), as ``btmon -w`` writes.
* Apple PacketLogger (little-endian, as current iOS and macOS write it), with
  text notes first.

All files are written atomically (temporary file + rename) with mode 0600.
"""

from __future__ import annotations

import dataclasses
import os
import struct
from collections.abc import Iterable, Sequence

from .timeline import H4_ACL, H4_COMMAND, H4_EVENT, Record

# Microseconds from 0000-01-01T00:00:00 (proleptic Gregorian, as btsnoop
# defines its epoch) to the Unix epoch.
BTSNOOP_EPOCH_DELTA_US = 0x00DCDDB30F2F8000

BTSNOOP_MAGIC = b'btsnoop\0'
BTSNOOP_VERSION = 1
BTSNOOP_DATALINK_H4 = 1002
BTSNOOP_DATALINK_MONITOR = 2001

# Linux monitor opcodes (include/net/bluetooth/hci_mon.h)
MON_NEW_INDEX = 0
MON_DEL_INDEX = 1
MON_COMMAND_PKT = 2
MON_EVENT_PKT = 3
MON_ACL_TX_PKT = 4
MON_ACL_RX_PKT = 5
MON_OPEN_INDEX = 8
MON_CLOSE_INDEX = 9
MON_INDEX_INFO = 10
MON_SYSTEM_NOTE = 12

HCI_PRIMARY = 0x00  # controller type in New Index
HCI_BUS_USB = 1  # bus type in New Index (HCI_USB)

PCAPNG_LINKTYPE_BLUETOOTH_HCI_H4_WITH_PHDR = 201


def write_private_file(path: str, data: bytes) -> None:
    """Atomically write ``data`` to ``path``, readable by the owner only."""
    directory = os.path.dirname(path) or '.'
    temporary = os.path.join(directory, f'.{os.path.basename(path)}.tmp')
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, 'wb') as file:
            file.write(data)
        os.chmod(temporary, 0o600)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def _btsnoop_timestamp(unix_us: int) -> int:
    return unix_us + BTSNOOP_EPOCH_DELTA_US


def _btsnoop_record(payload: bytes, flags: int, unix_us: int) -> bytes:
    return (
        struct.pack(
            '>IIIIq',
            len(payload),  # original length
            len(payload),  # included length
            flags,
            0,  # cumulative drops
            _btsnoop_timestamp(unix_us),
        )
        + payload
    )


# ---------------------------------------------------------------------------
def btsnoop_h4(records: Sequence[Record], start_unix_us: int) -> bytes:
    """btsnoop, datalink 1002: flags bit 0 = received, bit 1 = command/event."""
    out = [BTSNOOP_MAGIC + struct.pack('>II', BTSNOOP_VERSION, BTSNOOP_DATALINK_H4)]
    for record in records:
        flags = 0 if record.sent else 1
        if record.packet[0] in (H4_COMMAND, H4_EVENT):
            flags |= 0x02
        out.append(_btsnoop_record(record.packet, flags, start_unix_us + record.time_us))
    return b''.join(out)


# ---------------------------------------------------------------------------
def _pcapng_option(code: int, value: bytes) -> bytes:
    padding = (-len(value)) % 4
    return struct.pack('<HH', code, len(value)) + value + bytes(padding)


def _pcapng_options(options: Iterable[tuple[int, bytes]]) -> bytes:
    encoded = b''.join(_pcapng_option(code, value) for code, value in options)
    return encoded + struct.pack('<HH', 0, 0) if encoded else b''  # opt_endofopt


def _pcapng_block(block_type: int, body: bytes) -> bytes:
    assert len(body) % 4 == 0
    total = 12 + len(body)
    return struct.pack('<II', block_type, total) + body + struct.pack('<I', total)


def pcapng_h4_with_phdr(
    records: Sequence[Record],
    start_unix_us: int,
    application: str,
    interface_name: str,
) -> bytes:
    """pcapng, little endian, one IDB (link type 201, microsecond resolution)."""
    shb = _pcapng_block(
        0x0A0D0D0A,
        struct.pack('<IHHq', 0x1A2B3C4D, 1, 0, -1)  # byte-order magic, v1.0, unknown length
        + _pcapng_options([(4, application.encode())]),  # shb_userappl
    )
    idb = _pcapng_block(
        0x00000001,
        struct.pack('<HHI', PCAPNG_LINKTYPE_BLUETOOTH_HCI_H4_WITH_PHDR, 0, 65535)
        + _pcapng_options(
            [
                (2, interface_name.encode()),  # if_name
                (9, bytes([6])),  # if_tsresol: 10^-6 s (the default, made explicit)
            ]
        ),
    )
    blocks = [shb, idb]
    for record in records:
        # Pseudo-header: 4-byte big-endian direction, 0 = sent, 1 = received
        data = struct.pack('>I', 0 if record.sent else 1) + record.packet
        timestamp = start_unix_us + record.time_us
        body = struct.pack(
            '<IIIII',
            0,  # interface id
            timestamp >> 32,
            timestamp & 0xFFFFFFFF,
            len(data),  # captured length
            len(data),  # original length
        )
        body += data + bytes((-len(data)) % 4)
        # epb_flags: direction bits 0-1 (01 inbound, 10 outbound)
        body += _pcapng_options([(2, struct.pack('<I', 0b10 if record.sent else 0b01))])
        blocks.append(_pcapng_block(0x00000006, body))
    return b''.join(blocks)


# ---------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class MonitorAdapter:
    index: int
    address: str  # 'AA:BB:CC:DD:EE:FF'
    name: str  # e.g. 'hci0'
    manufacturer: int  # Bluetooth SIG company identifier
    system_note: str  # e.g. 'Bluetooth monitor ver 5.66'

    @property
    def address_le(self) -> bytes:
        return bytes(reversed(bytes.fromhex(self.address.replace(':', ''))))


def btsnoop_monitor(
    records: Sequence[Record], start_unix_us: int, adapter: MonitorAdapter
) -> bytes:
    """btsnoop, datalink 2001 (Linux monitor): flags = index << 16 | opcode."""

    def record(opcode: int, payload: bytes, time_us: int) -> bytes:
        return _btsnoop_record(
            payload, (adapter.index << 16) | opcode, start_unix_us + time_us
        )

    first = records[0].time_us if records else 0
    last = records[-1].time_us if records else 0
    name = adapter.name.encode()
    assert len(name) < 8
    out = [
        BTSNOOP_MAGIC + struct.pack('>II', BTSNOOP_VERSION, BTSNOOP_DATALINK_MONITOR),
        record(MON_SYSTEM_NOTE, adapter.system_note.encode() + b'\0', first),
        record(
            MON_NEW_INDEX,
            struct.pack('<BB6s8s', HCI_PRIMARY, HCI_BUS_USB, adapter.address_le, name),
            first,
        ),
        record(MON_OPEN_INDEX, b'', first),
        record(
            MON_INDEX_INFO,
            struct.pack('<6sH', adapter.address_le, adapter.manufacturer),
            first,
        ),
    ]
    for item in records:
        packet_type = item.packet[0]
        if packet_type == H4_COMMAND:
            opcode = MON_COMMAND_PKT
        elif packet_type == H4_EVENT:
            opcode = MON_EVENT_PKT
        elif packet_type == H4_ACL:
            opcode = MON_ACL_TX_PKT if item.sent else MON_ACL_RX_PKT
        else:
            raise ValueError(f'unsupported H4 packet type 0x{packet_type:02X}')
        out.append(record(opcode, item.packet[1:], item.time_us))
    out.append(record(MON_CLOSE_INDEX, b'', last))
    return b''.join(out)


# ---------------------------------------------------------------------------
# PacketLogger record types
PKLG_COMMAND, PKLG_EVENT, PKLG_ACL_SENT, PKLG_ACL_RECEIVED = 0x00, 0x01, 0x02, 0x03
PKLG_NOTE = 0xFC


def packetlogger(records: Sequence[Record], start_unix_us: int, notes: Sequence[str]) -> bytes:
    """PacketLogger, little-endian: each record is a 4-byte length (of what
    follows), 4 bytes of seconds and 4 of microseconds since 1970, a type byte
    and the data. ``notes`` come first as note records (0xFC), stamped with the
    time of the first packet, as PacketLogger writes the device and software
    versions when logging starts; then one record per packet: 0x00 command,
    0x01 event, 0x02 ACL sent, 0x03 ACL received."""

    def record(kind: int, time_us: int, body: bytes) -> bytes:
        seconds, micro = divmod(start_unix_us + time_us, 1_000_000)
        return struct.pack('<III', 9 + len(body), seconds, micro) + bytes([kind]) + body

    first = records[0].time_us if records else 0
    out = [record(PKLG_NOTE, first, note.encode()) for note in notes]
    for item in records:
        packet_type = item.packet[0]
        if packet_type == H4_COMMAND:
            kind = PKLG_COMMAND
        elif packet_type == H4_EVENT:
            kind = PKLG_EVENT
        elif packet_type == H4_ACL:
            kind = PKLG_ACL_SENT if item.sent else PKLG_ACL_RECEIVED
        else:
            raise ValueError(f'unsupported H4 packet type 0x{packet_type:02X}')
        out.append(record(kind, item.time_us, item.packet[1:]))
    return b''.join(out)
