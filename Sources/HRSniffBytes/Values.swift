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

    /// `self` minus `earlier` in microseconds, saturated to the range of `Int64`: a capture may hold any 64-bit
    /// time stamp, and the difference of two of them must not trap.
    @inlinable public func microseconds(since earlier: Timestamp) -> Int64 {
        let (difference, overflow) = microseconds.subtractingReportingOverflow(earlier.microseconds)
        guard overflow else { return difference }
        return microseconds > earlier.microseconds ? .max : .min
    }

    /// ISO 8601 UTC with microseconds: 2026-03-14T09:26:53.000000Z.
    public var iso8601: String {
        var sink = ByteSink(capacity: 32)
        appendISO8601(to: &sink)
        return sink.string
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
}

extension Double {
    /// The Double nearest `mantissa` × 10^`decimalExponent`, as IEEE 11073 numbers and counts of thousandths are
    /// read: a negative exponent divides by the power of ten, so that 366 × 10^-1 is exactly the Double nearest
    /// 36.6 (a multiplication by 0.1 is not); the power is exact up to 10^22.
    @inlinable @inline(__always) public init(mantissa: Int64, decimalExponent: Int) {
        let n = decimalExponent.magnitude
        var p: Double
        switch n {
        case 0: p = 1
        case 1: p = 1e1
        case 2: p = 1e2
        case 3: p = 1e3
        case 4: p = 1e4
        case 5: p = 1e5
        case 6: p = 1e6
        case 7: p = 1e7
        case 8: p = 1e8
        default:
            // As the loop `p *= 10` makes it: infinite beyond 10^308, so the loop stops at 400 for any exponent.
            p = 1e8
            for _ in 8 ..< Swift.min(n, 400) { p *= 10 }
        }
        self = decimalExponent < 0 ? Double(mantissa) / p : Double(mantissa) * p
    }
}
