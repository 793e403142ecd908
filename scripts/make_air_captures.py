#!/usr/bin/env python3
"""Air-sniffer captures of a bundled HCI session, for the link-layer readers.

Reads Captures/heart-rate-strap.btsnoop and writes what a sniffer on the air would have seen of the same
connection: Captures/heart-rate-strap-nrf.pcap (DLT 272, nRF Sniffer header version 3) and
Captures/heart-rate-strap-ll.pcap (DLT 256, LE pseudo-header). The phone is the central. Each HCI ACL packet
becomes LL data PDUs of at most 27 bytes in its own connection event (the central's packet first, the
peripheral's after T_IFS), with SN/NESN kept as Core Vol 6 Part B §4.5.9 says. On purpose: one packet with a
failed CRC (sent again), one retransmission (a NAK, then the same SN again), and an encrypted tail: LL_ENC_REQ
... LL_START_ENC_RSP, then the last L2CAP PDUs as ciphertext the sniffer could not decrypt.

Deterministic: the same input gives byte-identical files. Usage: scripts/make_air_captures.py
"""
import os
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Captures", "heart-rate-strap.btsnoop")
ADV_AA = 0x8E89BED6
LINK_AA = 0x50654A27
CRC_INIT = 0x2ED45D
INTERVAL = 24          # 30 ms
ENCRYPTED_TAIL = 3     # L2CAP PDUs sent encrypted at the end
CRC_ERROR_AT = 12      # the n-th data packet is first received with a bad CRC
RETRANSMIT_AT = 20     # the n-th data packet is NAKed and sent again
BTSNOOP_EPOCH = 0x00DCDDB30F2F8000


def crc24(init, data):
    state = init
    for b in data:
        for i in range(8):
            fb = ((state >> 23) & 1) ^ ((b >> i) & 1)
            state = (state << 1) & 0xFFFFFF
            if fb:
                state ^= 0x00065B
    out = 0
    for i in range(24):
        out |= ((state >> (23 - i)) & 1) << i
    return out


def read_btsnoop(path):
    data = open(path, "rb").read()
    off = 16
    while off + 24 <= len(data):
        orig, incl, flags, _, ts = struct.unpack(">IIIIq", data[off:off + 24])
        off += 24
        yield ts - BTSNOOP_EPOCH, flags, data[off:off + incl]
        off += incl


def session():
    """Central and peripheral addresses, advertising data, connection time and the ACL packets."""
    central = None
    peer = None
    adv = None
    start = None
    acl = []
    for t, flags, rec in read_btsnoop(SOURCE):
        kind, body = rec[0], rec[1:]
        if kind == 1 and body[:2] == b"\x05\x20":            # LE Set Random Address
            central = body[3:9]
        elif kind == 4 and body[0] == 0x3E:
            sub = body[2]
            if sub == 0x02 and adv is None:                  # LE Advertising Report
                addr = body[6:12]
                length = body[12]
                if peer is None or addr == peer:
                    adv = (addr, body[5], body[13:13 + length])
            elif sub in (0x01, 0x0A) and start is None and body[3] == 0:
                peer = body[8:14]
                peer_random = body[7] & 1
                start = t
        elif kind == 2 and start is not None:
            word, length = struct.unpack("<HH", body[:4])
            acl.append((t, "c" if flags & 1 == 0 else "p", (word >> 12) & 3 != 1, body[4:4 + length]))
    return central, peer, peer_random, adv, start, acl


class Air:
    def __init__(self):
        self.packets = []        # (time µs, aa, pdu bytes, direction 'a'/'c'/'p', flags dict)
        self.sn = {"c": 0, "p": 0}
        self.nesn = {"c": 0, "p": 0}
        self.event = 0

    def add(self, t, aa, pdu, who, crc_init, **flags):
        crc = crc24(crc_init, pdu)
        if flags.get("bad_crc"):
            crc ^= 0x000100
        packet = struct.pack("<I", aa) + pdu + bytes([crc & 0xFF, (crc >> 8) & 0xFF, crc >> 16])
        self.packets.append((t, aa, packet, who, dict(flags, event=self.event)))
        return 8 * (1 + len(packet))

    def data(self, t, who, llid, payload, ack=True, **flags):
        """A data PDU from `who`; the other side's reply in the same event acknowledges it unless ack is False."""
        header = llid | (self.nesn[who] << 2) | (self.sn[who] << 3)
        air = self.add(t, LINK_AA, bytes([header, len(payload)]) + payload, who, CRC_INIT, **flags)
        other = "p" if who == "c" else "c"
        if ack and not flags.get("bad_crc"):
            self.nesn[other] ^= 1
        return air

    def acknowledged(self, who):
        self.sn[who] ^= 1


def main():
    central, peer, peer_random, adv, start, acl = session()
    air = Air()
    t = start - 40_000
    adv_addr, adv_type, adv_data = adv if adv else (peer, peer_random, b"")
    # ADV_IND (TxAdd: the advertiser's address type), then the CONNECT_IND.
    for ch_time in (0, 600, 1200):
        air.add(t + ch_time, ADV_AA, bytes([0x00 | (0x40 if adv_type else 0), 6 + len(adv_data)]) + adv_addr + adv_data,
                "a", 0x555555, channel=37 + ch_time // 600)
    ll_data = struct.pack("<I", LINK_AA) + CRC_INIT.to_bytes(3, "little") + bytes([3]) + struct.pack(
        "<HHHH", 2, INTERVAL, 0, 72) + (0x1FFFFFFFFF).to_bytes(5, "little") + bytes([(5 << 5) | 7])
    header = 0x05 | (0x40 if True else 0) | (0x80 if peer_random else 0)
    air.add(start, ADV_AA, bytes([header, 34]) + central + peer + ll_data, "a", 0x555555, channel=37)

    anchor = start + 1250 * 3
    step = INTERVAL * 1250

    def event(sender, llid, payload, **flags):
        """One connection event: the central's packet, the peripheral's reply."""
        nonlocal anchor
        air.event += 1
        ack = not flags.pop("nak", False)
        c_llid, c_payload = (llid, payload) if sender == "c" else (1, b"")
        p_llid, p_payload = (llid, payload) if sender == "p" else (1, b"")
        c_flags = flags if sender == "c" else {}
        p_flags = flags if sender == "p" else {}
        c_ack = ack if sender == "c" else True
        p_ack = ack if sender == "p" else True
        air_time = air.data(anchor, "c", c_llid, c_payload, ack=c_ack, **c_flags)
        if not c_flags.get("bad_crc") and c_ack:
            pass
        t_reply = anchor + air_time + 150
        air.data(t_reply, "p", p_llid, p_payload, ack=p_ack, **p_flags)
        # The central learns its packet was acknowledged from the peripheral's NESN, and the reverse.
        if c_ack and not c_flags.get("bad_crc"):
            air.acknowledged("c")
        if p_ack and not p_flags.get("bad_crc"):
            air.acknowledged("p")
        anchor += step

    def control(sender, payload, **flags):
        event(sender, 3, payload, **flags)

    control("c", bytes([0x0C, 0x0C, 0x0F, 0x00, 0x01, 0x00]))           # LL_VERSION_IND 5.3, Broadcom
    control("p", bytes([0x0C, 0x09, 0x59, 0x00, 0x02, 0x00]))           # LL_VERSION_IND 5.0, Nordic
    control("c", bytes([0x14, 0xFB, 0x00, 0x48, 0x08, 0xFB, 0x00, 0x48, 0x08]))  # LL_LENGTH_REQ
    control("p", bytes([0x15, 0x1B, 0x00, 0x48, 0x01, 0x1B, 0x00, 0x48, 0x01]))  # LL_LENGTH_RSP

    count = 0
    tail_from = len(acl) - ENCRYPTED_TAIL
    encrypted = False
    for index, (t_hci, who, is_start, data) in enumerate(acl):
        if index == tail_from:
            control("c", bytes([0x03]) + bytes(range(1, 23)))               # LL_ENC_REQ
            control("p", bytes([0x04]) + bytes(range(31, 43)))              # LL_ENC_RSP
            control("p", bytes([0x05]))                                      # LL_START_ENC_REQ
            encrypted = True
            control("c", bytes([0x5A, 0x13, 0x77, 0x21, 0xC4]), encrypted=True)   # LL_START_ENC_RSP + MIC
            control("p", bytes([0x9E, 0x02, 0x6B, 0xD0, 0x38]), encrypted=True)
        while anchor < t_hci:
            anchor += step
        chunks = [data[i:i + 27] for i in range(0, max(len(data), 1), 27)]
        for k, chunk in enumerate(chunks):
            llid = 2 if (is_start and k == 0) else 1
            count += 1
            if encrypted:
                cipher = bytes((b * 7 + 13 + i) & 0xFF for i, b in enumerate(chunk)) + b"\x11\x22\x33\x44"
                event(who, llid, cipher, encrypted=True)
                continue
            if count == CRC_ERROR_AT:
                event(who, llid, chunk, bad_crc=True)
            if count == RETRANSMIT_AT:
                event(who, llid, chunk, nak=True)
            event(who, llid, chunk)
    control("c", bytes([0x71, 0x0A, 0x3B, 0x5C, 0xE1, 0x90]), encrypted=True)   # LL_TERMINATE_IND, encrypted

    write_nordic(os.path.join(ROOT, "Captures", "heart-rate-strap-nrf.pcap"), air.packets)
    write_rf(os.path.join(ROOT, "Captures", "heart-rate-strap-ll.pcap"), air.packets)


def channel_of(flags, who):
    return flags.get("channel", 37) if who == "a" else (flags["event"] * 7) % 37


def pcap(path, dlt, records):
    with open(path, "wb") as f:
        os.chmod(path, 0o600)
        f.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, dlt))
        for t, body in records:
            f.write(struct.pack("<IIII", t // 1_000_000, t % 1_000_000, len(body), len(body)))
            f.write(body)


def write_nordic(path, packets):
    records = []
    for counter, (t, aa, packet, who, flags) in enumerate(packets):
        bits = 0 if flags.get("bad_crc") else 1
        if who != "a":
            bits |= 0x02 if who == "c" else 0
            if flags.get("encrypted"):
                bits |= 0x04
        header = bytes([0]) + struct.pack("<HBHB", 10 + len(packet), 3, counter & 0xFFFF, 0x02 if who == "a" else 0x06)
        header += bytes([10, bits, channel_of(flags, who), 55]) + struct.pack("<HI", flags["event"] & 0xFFFF, t & 0xFFFFFFFF)
        records.append((t, header + packet))
    pcap(path, 272, records)


def write_rf(path, packets):
    records = []
    for t, aa, packet, who, flags in packets:
        ch = channel_of(flags, who)
        rf = {37: 0, 38: 12, 39: 39}.get(ch, ch + 1 if ch <= 10 else ch + 2)
        bits = 0x0001 | 0x0002 | 0x0004 | 0x0010
        if who == "c":
            bits |= 2 << 7
        elif who == "p":
            bits |= 3 << 7
        header = struct.pack("<BbbBIH", rf, -55, -95, 0, aa, bits)
        records.append((t, header + packet))
    pcap(path, 256, records)


if __name__ == "__main__":
    main()
