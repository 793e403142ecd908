/// A Bluetooth device address (BD_ADDR), 48 bits, most significant byte first when printed.
public struct BluetoothAddress: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt64
    @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue & 0xFFFF_FFFF_FFFF }

    /// "AA:BB:CC:DD:EE:FF".
    public var description: String {
        var out = [UInt8]()
        out.reserveCapacity(17)
        for k in stride(from: 5, through: 0, by: -1) {
            let b = UInt8(truncatingIfNeeded: rawValue >> (8 * UInt64(k)))
            out.append(Self.upper[Int(b >> 4)])
            out.append(Self.upper[Int(b & 0x0F)])
            if k > 0 { out.append(UInt8(ascii: ":")) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let upper: [UInt8] = Array("0123456789ABCDEF".utf8)
}

/// Who sent a packet, seen from the host whose HCI traffic was captured.
public enum Direction: UInt8, Sendable, Hashable {
    /// Host to controller: the captured device (usually the phone) sent it.
    case sent
    /// Controller to host: the captured device received it.
    case received
    /// The capture does not say (DLT 187 ACL and SCO packets).
    case unknown

    public var name: String {
        switch self {
        case .sent: "sent"
        case .received: "received"
        case .unknown: "unknown"
        }
    }
}

/// A moment in a capture, in microseconds since 1970-01-01T00:00:00Z (negative before it).
public struct Timestamp: Hashable, Comparable, Sendable {
    public var microseconds: Int64
    @inlinable public init(microseconds: Int64) { self.microseconds = microseconds }
    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.microseconds < b.microseconds }

    /// ISO 8601 UTC with microseconds: 2026-03-14T09:26:53.000000Z.
    public var iso8601: String {
        var out = [UInt8]()
        out.reserveCapacity(27)
        appendISO8601(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the ISO 8601 form without building a String (used by the JSON renderer per event).
    public func appendISO8601(to out: inout [UInt8]) {
        let (seconds, micro) = microseconds.quotientAndRemainder(dividingBy: 1_000_000)
        var s = seconds
        var us = micro
        if us < 0 { us += 1_000_000; s -= 1 }
        var days = s / 86_400
        var rem = s % 86_400
        if rem < 0 { rem += 86_400; days -= 1 }
        let (y, m, d) = Self.civil(fromDays: days)
        Self.digits(y, 4, &out); out.append(UInt8(ascii: "-"))
        Self.digits(m, 2, &out); out.append(UInt8(ascii: "-"))
        Self.digits(d, 2, &out); out.append(UInt8(ascii: "T"))
        Self.digits(rem / 3600, 2, &out); out.append(UInt8(ascii: ":"))
        Self.digits(rem / 60 % 60, 2, &out); out.append(UInt8(ascii: ":"))
        Self.digits(rem % 60, 2, &out); out.append(UInt8(ascii: "."))
        Self.digits(us, 6, &out); out.append(UInt8(ascii: "Z"))
    }

    /// Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's civil-from-days algorithm).
    static func civil(fromDays z0: Int64) -> (Int64, Int64, Int64) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let y = yoe + era * 400
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (m <= 2 ? y + 1 : y, m, d)
    }

    private static func digits(_ value: Int64, _ width: Int, _ out: inout [UInt8]) {
        var v = value
        if v < 0 { out.append(UInt8(ascii: "-")); v = -v }
        var buf: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &buf) { p in
            repeat {
                p[19 - n] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
                n += 1
            } while v > 0 && n < 20
            while n < width && n < 20 { p[19 - n] = UInt8(ascii: "0"); n += 1 }
            out.append(contentsOf: p[(20 - n)...])
        }
    }
}
