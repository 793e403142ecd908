/// A view of bytes that belong to someone else: a capture reader's window, a reassembly buffer or a test array.
///
/// hrsniff parses without copying: every layer slices the bytes of the record it was given. A `Bytes` value is
/// therefore only valid while the record that produced it is being processed (until the reader's next `next()` or
/// the pipeline's next `process`). Whoever needs bytes for longer copies them with `array`.
///
/// Every access is bounds-checked: reads past the end return `nil`, never trap. This is the only type in the
/// project that touches raw pointers.
public struct Bytes: @unchecked Sendable {
    @usableFromInline let base: UnsafeRawBufferPointer

    @inlinable public init(_ base: UnsafeRawBufferPointer) { self.base = base }

    public static var empty: Bytes { Bytes(UnsafeRawBufferPointer(start: nil, count: 0)) }

    @inlinable public var count: Int { base.count }
    @inlinable public var isEmpty: Bool { base.count == 0 }

    /// The byte at `index`, or nil when out of range.
    @inlinable public subscript(checked index: Int) -> UInt8? {
        guard index >= 0, index < base.count else { return nil }
        return base.load(fromByteOffset: index, as: UInt8.self)
    }

    /// Bytes `from ..< from + count`, or nil when that range is not inside.
    @inlinable public func slice(from: Int, count n: Int) -> Bytes? {
        guard from >= 0, n >= 0, from <= base.count, n <= base.count - from else { return nil }
        return Bytes(UnsafeRawBufferPointer(rebasing: base[from ..< from + n]))
    }

    /// Bytes from `from` to the end (empty when `from` is past the end).
    @inlinable public func suffix(from: Int) -> Bytes {
        let start = min(max(from, 0), base.count)
        return Bytes(UnsafeRawBufferPointer(rebasing: base[start...]))
    }

    /// The first `n` bytes (all when there are fewer).
    @inlinable public func prefix(_ n: Int) -> Bytes {
        Bytes(UnsafeRawBufferPointer(rebasing: base[..<min(max(n, 0), base.count)]))
    }

    @inlinable public func u16le(at i: Int) -> UInt16? {
        guard i >= 0, i <= base.count - 2 else { return nil }
        return UInt16(base.load(fromByteOffset: i, as: UInt8.self))
            | UInt16(base.load(fromByteOffset: i + 1, as: UInt8.self)) << 8
    }

    @inlinable public func u16be(at i: Int) -> UInt16? {
        guard i >= 0, i <= base.count - 2 else { return nil }
        return UInt16(base.load(fromByteOffset: i, as: UInt8.self)) << 8
            | UInt16(base.load(fromByteOffset: i + 1, as: UInt8.self))
    }

    @inlinable public func u32le(at i: Int) -> UInt32? {
        guard i >= 0, i <= base.count - 4 else { return nil }
        return base.loadUnaligned(fromByteOffset: i, as: UInt32.self).littleEndian
    }

    @inlinable public func u32be(at i: Int) -> UInt32? {
        guard i >= 0, i <= base.count - 4 else { return nil }
        return base.loadUnaligned(fromByteOffset: i, as: UInt32.self).bigEndian
    }

    @inlinable public func u64be(at i: Int) -> UInt64? {
        guard i >= 0, i <= base.count - 8 else { return nil }
        return base.loadUnaligned(fromByteOffset: i, as: UInt64.self).bigEndian
    }

    /// A little-endian unsigned integer of `width` bytes (1...8).
    @inlinable public func uintLE(at i: Int, width: Int) -> UInt64? {
        guard width >= 1, width <= 8, i >= 0, i <= base.count - width else { return nil }
        var value: UInt64 = 0
        for k in 0 ..< width {
            value |= UInt64(base.load(fromByteOffset: i + k, as: UInt8.self)) << (8 * UInt64(k))
        }
        return value
    }

    /// A Bluetooth device address stored little-endian on the wire.
    @inlinable public func address(at i: Int) -> BluetoothAddress? {
        uintLE(at: i, width: 6).map(BluetoothAddress.init(rawValue:))
    }

    /// A copy that may outlive the record.
    public var array: [UInt8] { Array(base) }

    /// Calls `body` with the raw buffer; used by writers (hex, files).
    @inlinable public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(base)
    }

    /// The text up to the first NUL byte (all of it when there is none), as UTF-8 with invalid sequences replaced:
    /// a C string in a fixed-size field or at the end of a record.
    public var cString: String {
        var end = 0
        while let b = self[checked: end], b != 0 { end += 1 }
        return String(decoding: prefix(end).array, as: UTF8.self)
    }

    /// UTF-8 text that may be padded with NUL bytes (a C string from a fixed-size buffer): the text without its
    /// trailing NULs, and whether it was valid UTF-8 (invalid sequences become U+FFFD).
    public var paddedText: (text: String, valid: Bool) {
        var end = count
        while end > 0, self[checked: end - 1] == 0 { end -= 1 }
        return prefix(end).withUnsafeBytes { raw in
            if let valid = String(validating: raw, as: UTF8.self) { return (valid, true) }
            return (String(decoding: raw, as: UTF8.self), false)
        }
    }

    /// Lower-case hexadecimal, two digits per byte.
    public var hex: String {
        var out = [UInt8]()
        out.reserveCapacity(base.count * 2)
        Hex.append(self, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

extension Bytes: Equatable {
    public static func == (a: Bytes, b: Bytes) -> Bool {
        guard a.count == b.count else { return false }
        guard let pa = a.base.baseAddress, let pb = b.base.baseAddress else { return a.count == 0 }
        return memcmp(pa, pb, a.count) == 0
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element == UInt8 {
    /// Runs `body` with a `Bytes` view of the array.
    @inlinable public func withBytes<R>(_ body: (Bytes) throws -> R) rethrows -> R {
        try withUnsafeBytes { try body(Bytes($0)) }
    }
}

/// Hexadecimal encoding into byte buffers, shared by all renderers.
public enum Hex {
    @usableFromInline static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    @inlinable public static func append(_ bytes: Bytes, to out: inout [UInt8]) {
        digits.withUnsafeBufferPointer { d in
            for i in 0 ..< bytes.base.count {
                let b = bytes.base.load(fromByteOffset: i, as: UInt8.self)
                out.append(d[Int(b >> 4)])
                out.append(d[Int(b & 0x0F)])
            }
        }
    }

    /// Parses "1b 2a00" style text (spaces ignored); nil on a stray character or an odd digit count.
    public static func decode(_ text: String) -> [UInt8]? {
        var out = [UInt8]()
        var high: UInt8?
        for c in text.utf8 {
            let v: UInt8
            switch c {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): v = c - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): v = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): v = c - UInt8(ascii: "A") + 10
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: ":"): continue
            default: return nil
            }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        return high == nil ? out : nil
    }
}
