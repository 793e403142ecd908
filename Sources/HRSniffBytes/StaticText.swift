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
    /// Inlined where it is called: a summary is written in a few literals per value, and called, each cost
    /// about 50 instructions, most of them the call's own.
    @inlinable @inline(__always) public mutating func append(utf8Of text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `n` in decimal ("-" first when negative): its digits made two at a time from the right (the table
    /// of pairs `ByteSink.appendInteger` uses) in a buffer on the stack, then appended in one copy.
    @inlinable public mutating func appendDecimal(_ n: Int) {
        if n >= 0 && n < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n))
            return
        }
        Self.withDecimal(n) { append(contentsOf: $0) }
    }

    /// Calls `body` with `n` in decimal ("-" first when negative): its digits made two at a time from the right (the
    /// table of pairs `ByteSink.appendInteger` uses) in a buffer on the stack.
    @inlinable static func withDecimal(_ n: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // 20 digits and a sign at most.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var i = buffer.count
            Self.writeDigits(n.magnitude, into: buffer, before: &i)
            if n < 0 {
                i &-= 1
                buffer[i] = UInt8(ascii: "-")
            }
            body(UnsafeBufferPointer(rebasing: buffer[i...]))
        }
    }

    /// Appends `tenths / 10` with its one decimal ("833.0", "-0.5"), or with no decimal when it is zero and `trim`
    /// is set ("85"): what `appendFixed(tenths, decimals: 1, trim:)` of the decoders writes, in one copy.
    @inlinable public mutating func appendTenths(_ tenths: Int, trim: Bool = false) {
        Self.withTenths(tenths, trim: trim) { append(contentsOf: $0) }
    }

    /// Calls `body` with `tenths / 10` and its one decimal as `appendTenths` writes it, made in a buffer on the stack.
    @inlinable static func withTenths(_ tenths: Int, trim: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
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
            body(UnsafeBufferPointer(rebasing: buffer[i...]))
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

/// Where text is written as UTF-8 bytes (a decoder's summary): the appends the decoders' number formats are
/// written with, so that one implementation of each format serves a `[UInt8]` and a `SummaryBytes`.
public protocol UTF8Appending: ~Copyable {
    var isEmpty: Bool { get }
    mutating func append(_ byte: UInt8)
    mutating func append(utf8Of text: StaticString)
    mutating func appendDecimal(_ n: Int)
    mutating func appendTenths(_ tenths: Int, trim: Bool)
    /// Appends the String's UTF-8 bytes.
    mutating func append(string: String)
}

extension Array: UTF8Appending where Element == UInt8 {
    public mutating func append(string: String) { append(contentsOf: string.utf8) }
}

/// A summary's UTF-8 text while it is built: memory it owns alone, with a count of its own, so that an append is
/// one check of room and one copy into storage already there, with no check of a shared buffer (an array checks
/// that it is the only owner of its storage before every change, and a summary is written in many small pieces:
/// literals, numbers, separators). Not copyable: a value has one owner, and the buffer moves from a sink to the
/// decoder that writes a summary and back (`DecodedFieldSink.takeSummaryBuffer`).
public struct SummaryBytes: ~Copyable, UTF8Appending {
    @usableFromInline var storage: UnsafeMutableRawPointer?
    @usableFromInline var capacity: Int
    @usableFromInline var used: Int

    /// With room for `capacity` bytes; none allocated for 0.
    @inlinable public init(capacity: Int = 64) {
        self.capacity = Swift.max(capacity, 0)
        storage = capacity > 0 ? UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8) : nil
        used = 0
    }

    deinit { storage?.deallocate() }

    @inlinable public var count: Int { used }
    @inlinable public var isEmpty: Bool { used == 0 }

    /// Empties it, keeping its storage.
    @inlinable public mutating func removeAll() { used = 0 }

    /// The bytes appended so far.
    public func withSpan<R>(_ body: (RawSpan) throws -> R) rethrows -> R {
        guard let storage, used > 0 else { return try body(RawSpan()) }
        return try body(RawSpan(_unsafeBytes: UnsafeRawBufferPointer(start: storage, count: used)))
    }

    /// The bytes, as an array of their own.
    public var array: [UInt8] {
        guard let storage, used > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: storage, count: used))
    }

    /// The bytes as a String.
    public var string: String {
        guard let storage, used > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: storage, count: used), as: UTF8.self)
    }

    /// Where `n` more bytes go, after making room for them.
    @inlinable @inline(__always) mutating func room(_ n: Int) -> UnsafeMutableRawPointer {
        if let storage, used + n <= capacity { return storage + used }
        return grow(used + n)
    }

    @usableFromInline mutating func grow(_ needed: Int) -> UnsafeMutableRawPointer {
        var newCapacity = Swift.max(capacity * 2, 32)
        while newCapacity < needed { newCapacity *= 2 }
        let fresh = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
        if let storage {
            fresh.copyMemory(from: storage, byteCount: used)
            storage.deallocate()
        }
        storage = fresh
        capacity = newCapacity
        return fresh + used
    }

    @inlinable @inline(__always) public mutating func append(_ byte: UInt8) {
        room(1).storeBytes(of: byte, as: UInt8.self)
        used += 1
    }

    /// Appends `bytes` in one copy (overlapping loads and stores up to 64 bytes, `ByteSink.copySmall`).
    @inlinable @inline(__always) mutating func append(raw bytes: UnsafeRawBufferPointer) {
        let n = bytes.count
        guard n > 0, let source = bytes.baseAddress else { return }
        ByteSink.copySmall(source, n, to: room(n))
        used += n
    }

    /// Inlined where it is called: a summary is written in a few literals per value, and called, each cost
    /// about 50 instructions, most of them the call's own.
    @inlinable @inline(__always) public mutating func append(utf8Of text: StaticString) {
        text.withUTF8Buffer { append(raw: UnsafeRawBufferPointer($0)) }
    }

    public mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBytes { append(raw: $0) }
    }

    public mutating func append(_ other: borrowing SummaryBytes) {
        guard let source = other.storage else { return }
        append(raw: UnsafeRawBufferPointer(start: source, count: other.used))
    }

    /// Appends the String's UTF-8 bytes.
    public mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append(raw: UnsafeRawBufferPointer($0)) }
    }

    /// Writes at most `maximum` bytes at the end, in place: `body` writes them from the address it is given and
    /// returns how many it wrote. One check of room for a whole number, not one per piece.
    @inlinable mutating func write(atMost maximum: Int, _ body: (UnsafeMutableRawPointer) -> Int) {
        used += body(room(maximum))
    }

    /// `[UInt8].appendDecimal`, its digits written in place.
    public mutating func appendDecimal(_ n: Int) {
        if n >= 0 && n < 10 {
            append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n))
            return
        }
        // 19 digits and a sign at most.
        write(atMost: 20) { start in ByteSink.writeSigned(negative: n < 0, UInt64(n.magnitude), at: start) - start }
    }

    /// `[UInt8].appendTenths`, its digits written in place.
    public mutating func appendTenths(_ tenths: Int, trim: Bool = false) {
        // A sign, 19 digits, a point and a decimal at most.
        write(atMost: 22) { start in
            let magnitude = UInt64(tenths.magnitude)
            let tenth = UInt8(truncatingIfNeeded: magnitude % 10)
            var p = ByteSink.writeSigned(negative: tenths < 0, magnitude / 10, at: start)
            if !trim || tenth != 0 {
                p.storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
                p.storeBytes(of: UInt8(ascii: "0") &+ tenth, toByteOffset: 1, as: UInt8.self)
                p += 2
            }
            return p - start
        }
    }
}

/// One owner at a time, which may be on another thread.
extension SummaryBytes: @unchecked Sendable {}

extension ByteSink {
    /// Appends a summary's bytes in one copy.
    public mutating func append(_ text: borrowing SummaryBytes) {
        guard let source = text.storage else { return }
        append(UnsafeRawBufferPointer(start: source, count: text.used))
    }
}
