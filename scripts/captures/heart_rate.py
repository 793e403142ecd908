"""Deterministic physiological data for the sample heart-rate strap session.

Produces the Heart Rate Measurement characteristic values (Bluetooth Heart
Rate Service 1.0, characteristic 0x2A37) for a ~2 minute session, plus the
made-up vendor payloads exchanged on the strap's proprietary service.

Only integer arithmetic and the basic float operations (+ - * /, which IEEE 754
defines exactly) are used -- no libm transcendental functions -- so the values
are bit-for-bit identical on every platform.
"""

from __future__ import annotations

import dataclasses
import struct

from .timeline import SplitMix64

# Heart Rate Measurement flags (HRS 1.0, section 3.1.1.1)
HRM_FLAG_HR_UINT16 = 0x01
HRM_FLAG_CONTACT_DETECTED = 0x02
HRM_FLAG_CONTACT_SUPPORTED = 0x04
HRM_FLAG_ENERGY_EXPENDED = 0x08
HRM_FLAG_RR_INTERVALS = 0x10

# Session shape (seconds from the first notification tick)
SESSION_TICKS = 122  # strap measurement ticks, one per second
SKIPPED_TICKS = frozenset({33, 88})  # strap missed sending these (RRs carried over)
CONTACT_LOST_TICKS = frozenset(range(71, 76))  # strap slipped: 5 s without skin contact
UINT16_FORMAT_TICKS = frozenset(range(48, 56))  # firmware used the 16-bit HR field here
ENERGY_EVERY = 10  # Energy Expended included in every 10th notification
MAX_RR_PER_NOTIFICATION = 3
HR_MIN_BPM = 68
HR_MAX_BPM = 95

# Piecewise-linear "true" heart-rate profile: (seconds, bpm). Rest, a brisk walk,
# then recovery.
_PROFILE = (
    (-5.0, 70.0),
    (12.0, 69.0),
    (25.0, 72.0),
    (40.0, 81.0),
    (55.0, 89.5),
    (65.0, 93.0),
    (80.0, 92.0),
    (92.0, 87.0),
    (105.0, 80.0),
    (130.0, 75.0),
)
_RESPIRATION_PERIOD_S = 4.6  # ~13 breaths per minute
_RESPIRATION_DEPTH = 0.02  # +-2 % RR modulation (respiratory sinus arrhythmia)


def _interpolate(points: tuple[tuple[float, float], ...], t: float) -> float:
    if t <= points[0][0]:
        return points[0][1]
    for (t0, v0), (t1, v1) in zip(points, points[1:]):
        if t <= t1:
            return v0 + (v1 - v0) * (t - t0) / (t1 - t0)
    return points[-1][1]


def _triangle(t: float, period: float) -> float:
    """Triangle wave in [-1, 1] (a libm-free stand-in for a sine)."""
    phase = (t / period) - int(t / period) if t >= 0 else 0.0
    return 4.0 * phase - 1.0 if phase < 0.5 else 3.0 - 4.0 * phase


def energy_expended_kj(seconds: int) -> int:
    """Energy expended (kJ) after ``seconds`` ticks; the phone resets it to 0
    through the Heart Rate Control Point just before the first tick."""
    energy = 0.0
    for tick in range(seconds):
        energy += 0.05 + max(0.0, _interpolate(_PROFILE, float(tick)) - 60.0) * 0.0075
    return int(energy)


@dataclasses.dataclass(frozen=True)
class HeartRateSample:
    tick: int  # strap tick (seconds since the first notification tick)
    heart_rate: int  # bpm as reported (0 while contact is lost)
    flags: int
    energy_kj: int | None
    rr_1024: tuple[int, ...]  # RR intervals in 1/1024 s

    def encode(self) -> bytes:
        """Encode as a Heart Rate Measurement characteristic value."""
        value = bytearray([self.flags])
        if self.flags & HRM_FLAG_HR_UINT16:
            value += struct.pack('<H', self.heart_rate)
        else:
            value.append(self.heart_rate)
        if self.flags & HRM_FLAG_ENERGY_EXPENDED:
            assert self.energy_kj is not None
            value += struct.pack('<H', self.energy_kj)
        for rr in self.rr_1024:
            value += struct.pack('<H', rr)
        return bytes(value)


def generate_heart_rate_samples(seed: int = 0x48525354) -> list[HeartRateSample]:
    """The Heart Rate Measurement notifications of the session, in order."""
    rng = SplitMix64(seed)

    # Slow wander around the profile: value noise with knots every 5 s, +-1.2 bpm
    knots = [(-10.0 + 5.0 * i, (rng.unit() * 2.0 - 1.0) * 1.2) for i in range(32)]

    def true_hr(t: float) -> float:
        return _interpolate(_PROFILE, t) + _interpolate(tuple(knots), t)

    # Beat-to-beat series: (time of the beat in s, RR interval ending there in s)
    beats: list[tuple[float, float]] = []
    t = -6.0
    while t < SESSION_TICKS + 2:
        rr = 60.0 / true_hr(t)
        rr *= 1.0 + _RESPIRATION_DEPTH * _triangle(t + 100.0, _RESPIRATION_PERIOD_S)
        rr *= 1.0 + (rng.unit() * 2.0 - 1.0) * 0.006  # beat-to-beat jitter
        t += rr
        beats.append((t, rr))

    samples: list[HeartRateSample] = []
    last_sent_tick = -1
    notification_index = 0
    for tick in range(SESSION_TICKS):
        if tick in SKIPPED_TICKS:
            continue

        flags = HRM_FLAG_CONTACT_SUPPORTED
        if tick in UINT16_FORMAT_TICKS:
            flags |= HRM_FLAG_HR_UINT16
        include_energy = notification_index % ENERGY_EVERY == ENERGY_EVERY - 1
        if include_energy:
            flags |= HRM_FLAG_ENERGY_EXPENDED

        if tick in CONTACT_LOST_TICKS:
            heart_rate = 0
            rr_values: tuple[int, ...] = ()
        else:
            flags |= HRM_FLAG_CONTACT_DETECTED
            window_start = float(last_sent_tick)
            if tick - 1 in CONTACT_LOST_TICKS:
                # Contact just re-acquired: the strap reports the beats it has
                # validated over the last two seconds.
                window_start = float(tick - 2)
            window = [rr for (bt, rr) in beats if window_start < bt <= float(tick)]
            window = window[-MAX_RR_PER_NOTIFICATION:]
            rr_values = tuple(int(rr * 1024.0 + 0.5) for rr in window)
            if rr_values:
                flags |= HRM_FLAG_RR_INTERVALS
            # Reported rate: average over the last five beats
            recent = [rr for (bt, rr) in beats if bt <= float(tick)][-5:]
            heart_rate = int(60.0 * len(recent) / sum(recent) + 0.5)
            heart_rate = min(HR_MAX_BPM, max(HR_MIN_BPM, heart_rate))

        samples.append(
            HeartRateSample(
                tick=tick,
                heart_rate=heart_rate,
                flags=flags,
                energy_kj=energy_expended_kj(tick + 1) if include_energy else None,
                rr_1024=rr_values,
            )
        )
        last_sent_tick = tick
        notification_index += 1
    return samples


# ---------------------------------------------------------------------------
# Vendor service payloads (entirely made up for this sample)
# ---------------------------------------------------------------------------
def crc16_ccitt(data: bytes, crc: int = 0xFFFF) -> int:
    """CRC-16/CCITT-FALSE, used as the integrity check of the vendor frames."""
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def _with_crc(body: bytes) -> bytes:
    return body + struct.pack('<H', crc16_ccitt(body))


VENDOR_SESSION_ID = 0x5A17C0DE


def vendor_start_session_command(unix_time_s: int) -> bytes:
    """Phone -> strap 'start session' command (24 bytes, write without response)."""
    body = struct.pack(
        '<BBIIhBBHBBBB',
        0x10,  # opcode: start session
        0x01,  # protocol version
        VENDOR_SESSION_ID,
        unix_time_s,
        60,  # UTC offset in minutes (CET)
        0x03,  # stream flags: RR + activity summaries
        30,  # activity summary period (s)
        752,  # user weight, 0.1 kg
        38,  # age
        1,  # sex
        182,  # max heart rate
        58,  # resting heart rate
    )
    body += bytes(2)  # reserved
    return _with_crc(body)


def vendor_request_status_command() -> bytes:
    """Phone -> strap 'request status' command (4 bytes, write without response)."""
    return _with_crc(struct.pack('<BB', 0x11, 0x01))  # opcode, protocol version


def vendor_status_frame(uptime_s: int, battery_mv: int, battery_percent: int) -> bytes:
    """Strap -> phone device status frame (58 bytes)."""
    body = struct.pack(
        '<BBBBBHIHBh12sBHII',
        0x81,  # frame type: status
        0x00,  # sequence
        2,
        4,
        17,  # firmware 2.4.17
        5803,  # build
        uptime_s,
        battery_mv,
        battery_percent,
        3125,  # skin temperature, 0.01 degC
        b'7F3A0219C4E1',
        0x03,  # hardware revision C
        0x0005,  # flags: contact sensor ok | session active
        0,  # last sync (never)
        VENDOR_SESSION_ID,
    )
    body += bytes(56 - len(body))  # reserved
    return _with_crc(body)


def vendor_activity_summary(
    sequence: int,
    window_start_s: int,
    samples: list[HeartRateSample],
    energy_kj: int,
    seed: int,
) -> bytes:
    """Strap -> phone 30 s activity summary frame (40 bytes)."""
    rng = SplitMix64(seed)
    rates = [s.heart_rate for s in samples if s.heart_rate]
    rr_ms = [rr * 1000 // 1024 for s in samples for rr in s.rr_1024]
    diffs = [abs(b - a) for a, b in zip(rr_ms, rr_ms[1:])]
    contact_lost = sum(1 for s in samples if s.heart_rate == 0)
    steps = 0 if window_start_s < 20 else 48 + rng.randint(0, 6)
    body = struct.pack(
        '<BBIHHBBBHHHB',
        0x82,  # frame type: activity summary
        sequence & 0xFF,
        VENDOR_SESSION_ID,
        window_start_s,
        30,
        (sum(rates) // len(rates)) if rates else 0,
        min(rates) if rates else 0,
        max(rates) if rates else 0,
        (10 * sum(diffs) // len(diffs)) if diffs else 0,  # mean |dRR|, 0.1 ms
        steps,
        energy_kj,
        contact_lost,
    )
    # Eight accelerometer activity counts
    base = 40 if steps == 0 else 400
    body += struct.pack('<8H', *(base + rng.randint(0, base // 2) for _ in range(8)))
    body += bytes(38 - len(body))
    return _with_crc(body)
