import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Speed and cadence from consecutive CSC Measurements (0x2A5B) or Cycling Power Measurements (0x2A63).
///
/// Those characteristics carry counters, not rates: cumulative wheel revolutions (UINT32) with the time of the last
/// wheel event (UINT16), and cumulative crank revolutions (UINT16) with the time of the last crank event (UINT16).
/// Two measurements give
///
///     speed   = Δwheel revolutions × wheel circumference / Δt
///     cadence = Δcrank revolutions × 60 / Δt                    (rpm)
///
/// where every Δ is taken modulo the field's width, so the counters and the event times may roll over between
/// two measurements (the times do every 64 s, 32 s for the CPS wheel): Δt = (t2 − t1) mod 65536 ticks. A gap of a
/// whole 64 s (or more) between two events cannot be told apart from a shorter one; sensors report far more often.
///
/// Event times tick in 1/1024 s, except the wheel event time of the Cycling Power Measurement, which ticks in
/// 1/2048 s: the caller passes the wheel's tick in seconds (`wheelTimeUnit`, 1.0 / 1024 or 1.0 / 2048). Crank event
/// times are 1/1024 s in both.
///
/// **No new event (Δt = 0).** A sensor notifies about once a second even when no wheel or crank revolution
/// completed since the last notification; it then repeats the last event time (and count). Such a measurement
/// says nothing new: the previous rate is kept, for up to `staleLimit` consecutive measurements without a new
/// event; the `staleLimit`-th reports 0 (the wheel or the cranks have stopped, or turn slower than one revolution
/// per `staleLimit` notifications: about 3 s at the usual 1 Hz, i.e. below roughly 2.5 km/h or 20 rpm).
/// A measurement whose time did not move but whose count did is treated the same way (it is inconsistent; the
/// reference sample is kept).
///
/// **Resets.** Counters go back when a sensor restarts or the collector writes Set Cumulative Value. Modulo
/// arithmetic then gives a huge Δ; a rate above `maximumSpeedKmh` or `maximumCadenceRpm` is taken for such a
/// discontinuity: that quantity is nil for this measurement and the measurement becomes the new reference.
///
/// The first measurement of each quantity only sets the reference: its rate is nil. A measurement without wheel
/// (or crank) data leaves the wheel (or crank) state alone and gives nil for that quantity.
///
/// The GATT tracker feeds it the CSC and Cycling Power measurements of each handle.
public struct CumulativeRates: Sendable {
    /// Metres travelled per wheel revolution; 2.105 m is a 700×25c road tyre.
    public var wheelCircumference: Double
    /// Consecutive measurements without a new event after which a rate is reported as 0.
    public var staleLimit: Int
    /// Speeds above this (km/h) are taken for a counter reset.
    public var maximumSpeedKmh: Double
    /// Cadences above this (rpm) are taken for a counter reset.
    public var maximumCadenceRpm: Double

    /// The reference sample and the last rate of one quantity.
    struct Track: Sendable {
        var revolutions: UInt32
        var time: UInt16
        var rate: Double?
        var stale: Int
    }

    private(set) var wheel: Track?
    private(set) var crank: Track?

    public init(wheelCircumference: Double = 2.105, staleLimit: Int = 3, maximumSpeedKmh: Double = 150,
                maximumCadenceRpm: Double = 250) {
        self.wheelCircumference = wheelCircumference
        self.staleLimit = staleLimit
        self.maximumSpeedKmh = maximumSpeedKmh
        self.maximumCadenceRpm = maximumCadenceRpm
    }

    /// Feeds one measurement's counters; returns the speed (km/h) and cadence (rpm) they give with the previous
    /// measurements, nil where there is no data or no reference yet (see the type's documentation).
    public mutating func update(wheelRevolutions: UInt32?, wheelEventTime: UInt16?, crankRevolutions: UInt16?,
                                crankEventTime: UInt16?, wheelTimeUnit: Double)
        -> (speedKmh: Double?, cadenceRpm: Double?) {
        var speed: Double?
        var cadence: Double?
        if let revolutions = wheelRevolutions, let time = wheelEventTime {
            // km/h per (revolution per second).
            let factor = wheelCircumference * 3.6
            if wheelTimeUnit > 0, wheelTimeUnit.isFinite, factor.isFinite {
                speed = Self.step(&wheel, revolutions: revolutions, modulus: 1 << 32, time: time,
                                  unit: wheelTimeUnit, factor: factor, maximum: maximumSpeedKmh,
                                  staleLimit: staleLimit)
            }
        }
        if let revolutions = crankRevolutions, let time = crankEventTime {
            cadence = Self.step(&crank, revolutions: UInt32(revolutions), modulus: 1 << 16, time: time,
                                unit: 1.0 / 1024, factor: 60, maximum: maximumCadenceRpm, staleLimit: staleLimit)
        }
        return (speed, cadence)
    }

    /// Forgets both references, as after a reconnection.
    public mutating func reset() {
        wheel = nil
        crank = nil
    }

    /// One quantity: `factor` × Δrevolutions / (Δticks × `unit`), Δ modulo `modulus` (2^32 or 2^16) for the
    /// revolutions and 2^16 for the ticks.
    private static func step(_ track: inout Track?, revolutions: UInt32, modulus: UInt64, time: UInt16, unit: Double,
                             factor: Double, maximum: Double, staleLimit: Int) -> Double? {
        guard let previous = track else {
            track = Track(revolutions: revolutions, time: time, rate: nil, stale: 0)
            return nil
        }
        let ticks = time &- previous.time
        guard ticks != 0 else {
            // No new event: keep the previous rate, then report a stop.
            var kept = previous
            let limit = max(staleLimit, 1)
            if kept.stale < limit { kept.stale += 1 }
            if kept.stale >= limit { kept.rate = 0 }
            track = kept
            return kept.rate
        }
        // The difference modulo 2^32 (wheel) or 2^16 (crank): the wrapping subtraction of the 32-bit counters,
        // masked to the counter's width.
        let count = UInt64(revolutions &- previous.revolutions) & (modulus &- 1)
        let rate = factor * Double(count) / (Double(ticks) * unit)
        guard rate.isFinite, rate <= maximum else {
            track = Track(revolutions: revolutions, time: time, rate: nil, stale: 0)
            return nil
        }
        track = Track(revolutions: revolutions, time: time, rate: rate, stale: 0)
        return rate
    }
}
