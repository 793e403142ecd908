import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How times are written: the capture's dates, or, when its clock cannot be right (see `CaptureClock`), the time
/// since its first record. Set by the command from its pipeline, per thread: the captures of a set are rendered
/// on threads of their own (`--jobs`).
enum TimeText {
    private static let local = ThreadLocal<CaptureClock>()

    static var clock: CaptureClock? {
        get { local.value }
        set { local.value = newValue }
    }

    /// Seconds with six decimals: "12.000345", "-0.500000".
    static func elapsed(_ microseconds: Int64) -> String {
        let magnitude = microseconds.magnitude
        let fraction = String(magnitude % 1_000_000)
        return (microseconds < 0 ? "-" : "") + "\(magnitude / 1_000_000)."
            + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `"time":"2026-03-14T09:26:53.000000Z"`, or `"elapsed_s":0.000000` when times are relative.
    static func json(_ t: Timestamp, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        if let elapsed = clock?.elapsed(t) {
            o.raw("elapsed_s", &out) { $0.append(Self.elapsed(elapsed)) }
            return
        }
        o.raw("time", &out) { out in
            out.append(UInt8(ascii: "\""))
            t.appendISO8601(to: &out)
            out.append(UInt8(ascii: "\""))
        }
    }

    /// The time column of `dump`: HH:MM:SS.ffffff of the day (UTC), or +S.ffffff since the first record.
    static func clockColumn(_ t: Timestamp) -> String {
        if let elapsed = clock?.elapsed(t) { return pad("+" + Self.elapsed(elapsed), 15) }
        let iso = t.iso8601
        guard let tIndex = iso.firstIndex(of: "T") else { return iso }
        return String(iso[iso.index(after: tIndex)...].dropLast())
    }

    /// `clockColumn(t)` padded on the left to `width` characters (as `pad` does), written into `out`: a time of day
    /// is written from its digits, with no String made.
    static func writeClockColumn(_ t: Timestamp, width: Int, into out: inout ByteSink) {
        if clock?.elapsed(t) != nil {
            // `pad` counts characters: the column is ASCII.
            let text = clockColumn(t)
            out.appendSpaces(width - text.utf8.count)
            out.append(text)
            return
        }
        // HH:MM:SS.ffffff, the ISO 8601 form's time of day without its "Z".
        out.appendSpaces(width - 15)
        let (_, second, micro) = t.isoParts
        Timestamp.appendISO8601TimeOfDay(second, micro, to: &out)
        out.removeLast(1)
    }

    /// The time column of `export`: ISO 8601, or empty when the capture's dates cannot be right.
    static func csv(_ t: Timestamp) -> String {
        clock?.relativeOrigin == nil ? t.iso8601 : ""
    }
}
