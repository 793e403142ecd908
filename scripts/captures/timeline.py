"""Deterministic time-stamping of the HCI packets seen by the phone's host.

bumble runs the whole session in a fraction of a second of real time, so the
packets it emits carry no useful timing. ``CaptureTimeline`` is a bumble
``Snooper``: it receives every HCI packet exchanged between the phone's host and
its controller, in order, and gives each one a simulated timestamp derived from

* a small, deterministic processing delay (host or controller side), and
* the LE connection-event grid: data from the peer can only arrive at a
  connection event, a request sent by the host goes out at the next connection
  event and the peer answers at the following one, Number Of Completed Packets
  is reported after the event that carried the data, etc.

The scenario script moves the clock forward explicitly (``idle`` /
``advance_to``) for the quiet periods: the 1 s spacing of heart-rate
notifications, user think time, advertising intervals, and so on.

Number Of Completed Packets events are the one thing bumble emits "too early"
(its controller completes a packet as soon as it gets it). They are stamped at
the connection event that carried the data without moving the clock, and
``sorted_records`` puts every record in timestamp order.

Everything is integer microseconds and a self-contained PRNG (SplitMix64), so
the output never depends on the wall clock, the platform's libm, or Python's
``random`` implementation.
"""

from __future__ import annotations

import dataclasses

from bumble.snoop import Snooper

_MASK64 = (1 << 64) - 1

# H4 packet types
H4_COMMAND = 0x01
H4_ACL = 0x02
H4_EVENT = 0x04

# Event codes / LE meta sub-event codes used by the timing model
EVT_DISCONNECTION_COMPLETE = 0x05
EVT_ENCRYPTION_CHANGE = 0x08
EVT_READ_REMOTE_VERSION_INFORMATION_COMPLETE = 0x0C
EVT_COMMAND_COMPLETE = 0x0E
EVT_COMMAND_STATUS = 0x0F
EVT_NUMBER_OF_COMPLETED_PACKETS = 0x13
EVT_LE_META = 0x3E
LE_CONNECTION_COMPLETE = 0x01
LE_ADVERTISING_REPORT = 0x02
LE_CONNECTION_UPDATE_COMPLETE = 0x03
LE_READ_REMOTE_FEATURES_COMPLETE = 0x04
LE_DATA_LENGTH_CHANGE = 0x07
LE_ENHANCED_CONNECTION_COMPLETE = 0x0A

# ACL packet-boundary flags
PB_FIRST_NON_FLUSHABLE = 0b00  # host -> controller, start of an L2CAP PDU
PB_CONTINUATION = 0b01
PB_FIRST_FLUSHABLE = 0b10  # controller -> host (LE), start of an L2CAP PDU


class SplitMix64:
    """Tiny deterministic PRNG (SplitMix64), identical on every platform."""

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK64

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def randint(self, low: int, high: int) -> int:
        """Uniform integer in [low, high] (modulo bias is irrelevant here)."""
        return low + self.next_u64() % (high - low + 1)

    def unit(self) -> float:
        """Uniform float in [0, 1) built from 53 random bits (exact)."""
        return (self.next_u64() >> 11) / float(1 << 53)


@dataclasses.dataclass(frozen=True)
class Record:
    """One captured HCI packet."""

    time_us: int  # microseconds since the start of the capture
    sent: bool  # True: host -> controller, False: controller -> host
    packet: bytes  # H4 packet (first byte is the HCI packet type)


def _is_number_of_completed_packets(packet: bytes) -> bool:
    return packet[0] == H4_EVENT and packet[1] == EVT_NUMBER_OF_COMPLETED_PACKETS


class CaptureTimeline(Snooper):
    """bumble snooper that records packets with simulated timestamps."""

    def __init__(self, seed: int) -> None:
        self.records: list[Record] = []
        self.now_us = 0
        self._rng = SplitMix64(seed)
        # LE connection-event grid (None while not connected)
        self._anchor_us: int | None = None
        self._interval_us = 0
        # Connection event that carries the most recent host -> controller data
        self._tx_event_us: int | None = None
        self._last_tx_us = 0
        self._nocp_since_tx = 0

    # ------------------------------------------------------------------ clock
    def idle(self, duration_us: int) -> None:
        """Let simulated time pass (nothing happens on the HCI meanwhile)."""
        self.now_us += duration_us

    def advance_to(self, time_us: int) -> None:
        """Move the clock forward to ``time_us`` unless it is already later."""
        self.now_us = max(self.now_us, time_us)

    def reseed(self, seed: int) -> None:
        """Restart the jitter sequence from ``seed``.

        Used at the start of each step of a scenario that must time the same
        steps identically in two captures that differ in earlier packets (the
        firmware before/after pair): the jitter then no longer depends on how
        many packets came before.
        """
        self._rng = SplitMix64(seed)

    def jitter(self, low_us: int, high_us: int) -> int:
        return self._rng.randint(low_us, high_us)

    @property
    def connection_interval_us(self) -> int:
        return self._interval_us

    def _next_event(self, time_us: int) -> int:
        """First connection event at or after ``time_us``."""
        if self._anchor_us is None:
            return time_us
        if time_us <= self._anchor_us:
            return self._anchor_us
        elapsed = time_us - self._anchor_us
        events = -(-elapsed // self._interval_us)  # ceil division
        return self._anchor_us + events * self._interval_us

    # ---------------------------------------------------------------- snooper
    def snoop(self, hci_packet: bytes, direction: Snooper.Direction) -> None:
        packet = bytes(hci_packet)
        sent = direction == Snooper.Direction.HOST_TO_CONTROLLER
        if not self.records:
            stamp = self.now_us  # the first packet defines the capture start
        elif _is_number_of_completed_packets(packet):
            # Reported by the controller after the connection event that carried
            # the data, independently of what the host does meanwhile: it does not
            # move the clock, and may end up after packets that bumble emitted
            # later (see ``sorted_records``).
            stamp = self._stamp(packet, sent)
            self.records.append(Record(stamp, sent, packet))
            return
        else:
            stamp = max(self._stamp(packet, sent), self.now_us + 15)
        self.now_us = stamp
        self.records.append(Record(stamp, sent, packet))

    def capture_order(self) -> list[int]:
        """Indices into ``records`` in capture (timestamp) order."""
        return sorted(
            range(len(self.records)),
            key=lambda index: (self.records[index].time_us, index),
        )

    def sorted_records(self) -> list[Record]:
        """The records in capture order: by time, strictly increasing."""
        result: list[Record] = []
        previous = -1
        for index in self.capture_order():
            record = self.records[index]
            time_us = max(record.time_us, previous + 1)
            result.append(dataclasses.replace(record, time_us=time_us))
            previous = time_us
        return result

    def _stamp(self, packet: bytes, sent: bool) -> int:
        now = self.now_us
        rnd = self._rng.randint
        kind = packet[0]

        if kind == H4_COMMAND:
            return now + rnd(250, 1100)

        if kind == H4_ACL:
            pb = (packet[2] >> 4) & 0x3
            if sent:
                if pb == PB_CONTINUATION:
                    self._last_tx_us = now + rnd(20, 60)
                    return self._last_tx_us
                stamp = now + rnd(150, 900)
                self._last_tx_us = stamp
                # Goes out at the next connection event (with a little guard time)
                self._tx_event_us = self._next_event(stamp + 200)
                self._nocp_since_tx = 0
                return stamp
            if pb == PB_CONTINUATION:
                # Next 27-byte LL data PDU of the same connection event:
                # ~300 us on air + T_IFS + empty ack + T_IFS
                return now + rnd(640, 760)
            # Start of a PDU from the peer: only at a connection event, and a
            # response cannot be in the same event that carried our request.
            earliest = now + 300
            if self._tx_event_us is not None:
                earliest = max(earliest, self._tx_event_us + 1)
            return self._next_event(earliest) + rnd(350, 900)

        if kind == H4_EVENT:
            code = packet[1]
            if code in (EVT_COMMAND_COMPLETE, EVT_COMMAND_STATUS):
                return now + rnd(150, 600)
            if code == EVT_NUMBER_OF_COMPLETED_PACKETS:
                # One event per transmitted fragment, each reported once the
                # peer acknowledged it (~690 us apart within the event).
                stamp = self._last_tx_us + rnd(40, 120)
                if self._tx_event_us is not None:
                    stamp = max(
                        stamp,
                        self._tx_event_us
                        + rnd(250, 700)
                        + self._nocp_since_tx * rnd(600, 700),
                    )
                self._nocp_since_tx += 1
                return stamp
            if code == EVT_DISCONNECTION_COMPLETE:
                # LL_TERMINATE_IND at the next event, acknowledged at the one after
                stamp = self._next_event(now + 200) + self._interval_us + rnd(200, 600)
                self._anchor_us = None
                self._tx_event_us = None
                return stamp
            if code == EVT_ENCRYPTION_CHANGE:
                # LL_ENC_REQ at the next event, LL_ENC_RSP and LL_START_ENC_REQ
                # at the one after, LL_START_ENC_RSP (encrypted) at the third
                return self._next_event(now + 200) + 2 * self._interval_us + rnd(300, 800)
            if code == EVT_READ_REMOTE_VERSION_INFORMATION_COMPLETE:
                # LL_VERSION_IND at the next event, the peer's at the one after
                return self._next_event(now + 200) + self._interval_us + rnd(300, 800)
            if code == EVT_LE_META:
                return self._stamp_le_meta(packet, now)
            return now + rnd(150, 500)

        return now + rnd(100, 400)

    def _stamp_le_meta(self, packet: bytes, now: int) -> int:
        rnd = self._rng.randint
        subevent = packet[3]
        if subevent == LE_ADVERTISING_REPORT:
            return now + rnd(80, 250)
        if subevent in (LE_CONNECTION_COMPLETE, LE_ENHANCED_CONNECTION_COMPLETE):
            # Waiting for the next connectable advertisement of the peer, then
            # CONNECT_IND; the first connection event follows shortly after.
            stamp = now + rnd(20_000, 140_000)
            if packet[4] == 0x00:  # status success
                interval_offset = 15 if subevent == LE_CONNECTION_COMPLETE else 27
                interval = int.from_bytes(
                    packet[interval_offset : interval_offset + 2], 'little'
                )
                self._interval_us = interval * 1250
                self._anchor_us = stamp + 1250 + rnd(0, 1250)
                self._tx_event_us = None
            return stamp
        if subevent == LE_CONNECTION_UPDATE_COMPLETE:
            # LL_CONNECTION_UPDATE_IND goes out at the next event; the new
            # parameters apply at the instant, 6 events later.
            instant = self._next_event(now + 200) + 6 * self._interval_us
            if packet[4] == 0x00:
                interval = int.from_bytes(packet[7:9], 'little')
                self._anchor_us = instant
                self._interval_us = interval * 1250
            return instant + rnd(200, 700)
        if subevent in (LE_READ_REMOTE_FEATURES_COMPLETE, LE_DATA_LENGTH_CHANGE):
            # LL_FEATURE_REQ (LL_LENGTH_REQ) at the next event, LL_FEATURE_RSP
            # (LL_LENGTH_RSP) at the one after
            return self._next_event(now + 200) + self._interval_us + rnd(300, 800)
        return now + rnd(150, 500)
