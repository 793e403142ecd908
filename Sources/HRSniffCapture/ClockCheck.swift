import HRSniffBytes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a capture's timestamps can be a real date, and when not, what they probably are. A date before 2000
/// or more than a year after today is not taken as the time of the capture: the device's clock was never set
/// (1970), or a logger used the wrong epoch or unit.
public enum ClockCheck {
    /// 2000-01-01T00:00:00Z.
    public static let earliest = Timestamp(microseconds: 946_684_800_000_000)
    package static let year: Int64 = 366 * 86_400 * 1_000_000

    public static func latest(now: Timestamp) -> Timestamp {
        Timestamp(microseconds: now.microseconds &+ year)
    }

    public static func isPlausible(_ t: Timestamp, now: Timestamp) -> Bool {
        t >= earliest && t <= latest(now: now)
    }

    /// Why `t` is not a plausible date, and the date it probably stands for when a known mistake explains it.
    ///
    /// A time within a year after 1970-01-01 is a clock that counts from boot (or was never set): devices log
    /// that way all the time, and their uptime can be anything. Such a time also reads as a plausible date when
    /// taken for milliseconds written as microseconds (from about 11 to 21 days in), but that mistake is rare: the
    /// clock from boot is preferred, and the date is named only as the other reading.
    public static func explain(_ t: Timestamp, now: Timestamp) -> (reason: String, probably: Timestamp?) {
        let us = t.microseconds
        if us == -BtsnoopReader.epochOffset { return ("a btsnoop timestamp of 0", nil) }
        let guess = dateReading(t, now: now)
        if countsFromBoot(t) {
            let clock = "a clock that counts from boot, or was never set"
            guard let guess else { return (clock, nil) }
            return (clock + "; read as \(guess.reason) it would be \(guess.date.iso8601)", nil)
        }
        if let guess { return ("it looks like " + guess.reason, guess.date) }
        return (t < earliest ? "before 2000" : "more than a year after today", nil)
    }

    /// Whether `t` reads as a clock that counts from boot, or was never set: less than a year after 1970-01-01.
    public static func countsFromBoot(_ t: Timestamp) -> Bool {
        t.microseconds >= 0 && t.microseconds < bootClockLimit
    }

    /// The plausible date `t` stands for under a known logging mistake (a wrong epoch or unit), and the mistake.
    public static func dateReading(_ t: Timestamp, now: Timestamp) -> (reason: String, date: Timestamp)? {
        let us = t.microseconds
        let candidates: [(String, (Int64, Bool))] = [
            ("Unix time written into btsnoop without btsnoop's year-0 epoch", us.addingReportingOverflow(BtsnoopReader.epochOffset)),
            ("btsnoop time (since year 0) taken as Unix time", us.subtractingReportingOverflow(BtsnoopReader.epochOffset)),
            ("milliseconds written as microseconds", us.multipliedReportingOverflow(by: 1000)),
            ("nanoseconds written as microseconds", (us / 1000, false)),
        ]
        for (reason, (value, overflow)) in candidates where !overflow {
            let date = Timestamp(microseconds: value)
            if isPlausible(date, now: now) { return (reason, date) }
        }
        return nil
    }

    /// Times up to a year after 1970-01-01 are read as a clock that counts from boot.
    package static let bootClockLimit: Int64 = 366 * 86_400 * 1_000_000
}

/// How the renderers show times: the capture's own dates, or, when its clock is not plausible, the time since its
/// first record. Shared between the pipeline, which decides at the first record, and the renderers.
public final class CaptureClock: @unchecked Sendable {
    /// The first record's time, when times are shown relative to it.
    public package(set) var relativeOrigin: Timestamp?
    /// The first record's time (for times given in seconds since the capture's start).
    public package(set) var firstRecord: Timestamp?

    public init() {}

    /// Seconds since the origin, when times are relative.
    public func elapsed(_ t: Timestamp) -> Int64? {
        relativeOrigin.map { t.microseconds &- $0.microseconds }
    }
}
