/// Bounds-checked reads from a `RawSpan`: a value, or nil when the bytes are not there. The layers parse records
/// through these; a span passed down costs nothing and cannot outlive the bytes it views.
extension RawSpan {
    /// The byte at `i`, or nil when out of range.
    @inlinable public func u8(at i: Int) -> UInt8? {
        guard i >= 0, i < byteCount else { return nil }
        return unsafeLoad(fromByteOffset: i, as: UInt8.self)
    }

    /// The byte at `index`, or nil when out of range (as `Bytes` reads it).
    @inlinable public subscript(checked index: Int) -> UInt8? { u8(at: index) }

    @inlinable public func u16le(at i: Int) -> UInt16? {
        guard i >= 0, i <= byteCount - 2 else { return nil }
        return UInt16(littleEndian: unsafeLoadUnaligned(fromByteOffset: i, as: UInt16.self))
    }

    @inlinable public func u16be(at i: Int) -> UInt16? {
        guard i >= 0, i <= byteCount - 2 else { return nil }
        return UInt16(bigEndian: unsafeLoadUnaligned(fromByteOffset: i, as: UInt16.self))
    }

    @inlinable public func u32le(at i: Int) -> UInt32? {
        guard i >= 0, i <= byteCount - 4 else { return nil }
        return UInt32(littleEndian: unsafeLoadUnaligned(fromByteOffset: i, as: UInt32.self))
    }

    @inlinable public func u32be(at i: Int) -> UInt32? {
        guard i >= 0, i <= byteCount - 4 else { return nil }
        return UInt32(bigEndian: unsafeLoadUnaligned(fromByteOffset: i, as: UInt32.self))
    }

    @inlinable public func u64le(at i: Int) -> UInt64? {
        guard i >= 0, i <= byteCount - 8 else { return nil }
        return UInt64(littleEndian: unsafeLoadUnaligned(fromByteOffset: i, as: UInt64.self))
    }

    @inlinable public func u64be(at i: Int) -> UInt64? {
        guard i >= 0, i <= byteCount - 8 else { return nil }
        return UInt64(bigEndian: unsafeLoadUnaligned(fromByteOffset: i, as: UInt64.self))
    }

    /// A little-endian unsigned integer of `width` bytes (1...8).
    @inlinable public func uintLE(at i: Int, width: Int) -> UInt64? {
        guard width >= 1, width <= 8, i >= 0, i <= byteCount - width else { return nil }
        var value: UInt64 = 0
        for k in 0 ..< width { value |= UInt64(unsafeLoad(fromByteOffset: i + k, as: UInt8.self)) << (8 * UInt64(k)) }
        return value
    }

    /// A Bluetooth device address stored little-endian on the wire.
    @inlinable public func address(at i: Int) -> BluetoothAddress? {
        uintLE(at: i, width: 6).map(BluetoothAddress.init(rawValue:))
    }

    /// The bytes `from ..< from + count`, or nil when that range is not inside.
    @_lifetime(copy self)
    @inlinable public func slice(from: Int, count n: Int) -> RawSpan? {
        guard from >= 0, n >= 0, from <= byteCount, n <= byteCount - from else { return nil }
        return extracting(from ..< from + n)
    }

    /// The bytes from `from` to the end (empty when `from` is past the end).
    @_lifetime(copy self)
    @inlinable public func suffix(from: Int) -> RawSpan {
        extracting(droppingFirst: min(max(from, 0), byteCount))
    }

    /// The bytes as an array of their own.
    public var array: [UInt8] {
        withUnsafeBytes { Array($0) }
    }
}

/// A cursor over a `RawSpan`: reads advance it, and a read past the end returns nil and leaves it where it was.
/// It cannot escape the bytes it reads (`~Escapable`).
public struct ByteReader: ~Escapable {
    @usableFromInline let bytes: RawSpan
    @usableFromInline var consumed = 0
    /// Bytes consumed so far.
    @inlinable public var offset: Int { consumed }

    @_lifetime(copy bytes)
    @inlinable public init(_ bytes: RawSpan) { self.bytes = bytes }

    /// Bytes not read yet.
    @inlinable public var remaining: Int { bytes.byteCount - consumed }

    @inlinable public mutating func u8() -> UInt8? {
        guard let v = bytes.u8(at: consumed) else { return nil }
        consumed += 1
        return v
    }

    @inlinable public mutating func u16le() -> UInt16? {
        guard let v = bytes.u16le(at: consumed) else { return nil }
        consumed += 2
        return v
    }

    @inlinable public mutating func u32le() -> UInt32? {
        guard let v = bytes.u32le(at: consumed) else { return nil }
        consumed += 4
        return v
    }

    /// The next `n` bytes.
    @_lifetime(copy self)
    @inlinable public mutating func take(_ n: Int) -> RawSpan? {
        guard let s = bytes.slice(from: consumed, count: n) else { return nil }
        consumed += n
        return s
    }

    /// Skips `n` bytes; false (and no move) when fewer remain.
    @inlinable public mutating func skip(_ n: Int) -> Bool {
        guard n >= 0, n <= remaining else { return false }
        consumed += n
        return true
    }

    /// Everything not read yet.
    @_lifetime(copy self)
    @inlinable public mutating func rest() -> RawSpan {
        let s = bytes.suffix(from: consumed)
        consumed = bytes.byteCount
        return s
    }
}
