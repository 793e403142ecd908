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
    /// Appends the literal's UTF-8 bytes (byte by byte: a summary's words are short).
    @inlinable public mutating func append(utf8Of text: StaticString) {
        text.withUTF8Buffer { bytes in
            reserveCapacity(count + bytes.count)
            for b in bytes { append(b) }
        }
    }

    /// Appends `n` in decimal ("-" first when negative), most significant digit first.
    @inlinable public mutating func appendDecimal(_ n: Int) {
        if n < 0 { append(UInt8(ascii: "-")) }
        let magnitude = n.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor &*= 10 }
        repeat {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: (magnitude / divisor) % 10))
            divisor /= 10
        } while divisor > 0
    }
}
