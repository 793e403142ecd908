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
