#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Safe views of string literals for the modules above: their UTF-8 bytes, a part of them as a String, and a
/// comparison that reads no further than both literals.
extension StaticString {
    /// The literal's UTF-8 bytes (a copy: for tables parsed once).
    public var utf8Bytes: [UInt8] { withUTF8Buffer { Array($0) } }

    /// The UTF-8 bytes `start ..< end` of the literal as a String (one copy); the range is clamped to the literal.
    public func string(utf8From start: Int, to end: Int) -> String {
        withUTF8Buffer { bytes in
            let lower = max(0, min(start, bytes.count))
            let upper = max(lower, min(end, bytes.count))
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower ..< upper]), as: UTF8.self)
        }
    }

    /// Whether two literals hold the same UTF-8 bytes.
    @inlinable public func utf8Equals(_ other: StaticString) -> Bool {
        // utf8Start exists only for literals stored as UTF-8 (not for those made from one scalar).
        guard hasPointerRepresentation, other.hasPointerRepresentation else { return description == other.description }
        guard utf8CodeUnitCount == other.utf8CodeUnitCount else { return false }
        return utf8Start == other.utf8Start || memcmp(utf8Start, other.utf8Start, utf8CodeUnitCount) == 0
    }

    /// Whether both are the same literal in memory (stored as UTF-8 at the same address): a quick test of
    /// identity, for caches keyed by literals; two copies of the same text may answer false.
    @inlinable public func isSameLiteral(as other: StaticString) -> Bool {
        hasPointerRepresentation && other.hasPointerRepresentation && utf8Start == other.utf8Start
    }
}

/// Text built as UTF-8 bytes in an array (the decoders' summaries): literals and decimal numbers appended with no
/// String made.
extension Array where Element == UInt8 {
    /// Appends the literal's UTF-8 bytes in one copy (one check of the array's room, not one per byte).
    @inlinable public mutating func append(utf8Of text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `n` in decimal ("-" first when negative): its digits made two at a time from the right (the table
    /// of pairs `ByteSink.appendInteger` uses) in a buffer on the stack, then appended in one copy.
    @inlinable public mutating func appendDecimal(_ n: Int) {
        if n >= 0 && n < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n))
            return
        }
        // 20 digits and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var i = buffer.count
            Self.writeDigits(n.magnitude, into: buffer, before: &i)
            if n < 0 {
                i &-= 1
                buffer[i] = UInt8(ascii: "-")
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
        }
    }

    /// Appends `tenths / 10` with its one decimal ("833.0", "-0.5"), or with no decimal when it is zero and `trim`
    /// is set ("85"): what `appendFixed(tenths, decimals: 1, trim:)` of the decoders writes, in one copy.
    @inlinable public mutating func appendTenths(_ tenths: Int, trim: Bool = false) {
        let magnitude = tenths.magnitude
        let tenth = UInt8(truncatingIfNeeded: magnitude % 10)
        // 19 digits, a point, a decimal and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var i = buffer.count
            if !trim || tenth != 0 {
                i &-= 2
                buffer[i] = UInt8(ascii: ".")
                buffer[i &+ 1] = UInt8(ascii: "0") &+ tenth
            }
            Self.writeDigits(magnitude / 10, into: buffer, before: &i)
            if tenths < 0 {
                i &-= 1
                buffer[i] = UInt8(ascii: "-")
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i...]))
        }
    }

    /// Writes the decimal digits of `v` into `buffer` so that they end before `i` (`ByteSink.writeDigits`); `i` is
    /// left at the first digit. `buffer` has room for them (20 at most).
    @inlinable static func writeDigits(_ v: UInt, into buffer: UnsafeMutableBufferPointer<UInt8>, before i: inout Int) {
        guard let base = buffer.baseAddress else { return }
        let end = UnsafeMutableRawPointer(base + i)
        i -= end - ByteSink.writeDigits(UInt64(v), before: end)
    }
}
