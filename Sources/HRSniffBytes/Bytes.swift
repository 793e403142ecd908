#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes that may outlive the record they came from: a slice of an array, which copying only retains.
///
/// A capture reader's window, a reassembly buffer and a test's array are arrays; a record's bytes, an L2CAP
/// payload or an attribute value are slices of them. Whoever keeps a `Bytes` keeps its array alive: the reader
/// that refills its window gets a new buffer (copy on write) instead of overwriting what a consumer still holds.
/// No `Bytes` can dangle.
///
/// Every access is bounds-checked: reads past the end return `nil`, never trap. Parsing code that does not keep
/// what it reads takes a `RawSpan` instead (`span`, and the accessors of `RawSpan` below): slicing a span costs
/// nothing, slicing `Bytes` a retain.
public struct Bytes: Sendable {
    @usableFromInline let storage: [UInt8]
    // Variables only for `InputWindow.slice(_:at:count:)`, which moves a slice of its window to the next record.
    @usableFromInline var start: Int
    @usableFromInline var length: Int
    @inlinable public var count: Int { length }

    /// All of `array`.
    @inlinable public init(_ array: [UInt8]) {
        storage = array
        start = 0
        length = array.count
    }

    /// `count` bytes of `storage` from `start`; the caller checked the range.
    @inlinable package init(storage: [UInt8], start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.length = count
    }

    /// Whether these bytes are a slice of `array`'s own buffer (the same allocation, not equal bytes).
    @inlinable func isSlice(of array: [UInt8]) -> Bool {
        storage.withUnsafeBufferPointer { a in array.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// Makes these bytes `count` bytes of the same array from `start` (checked by the caller): no retain.
    @inlinable mutating func moveRange(start: Int, count: Int) {
        self.start = start
        self.length = count
    }

    /// A copy of `raw` in `array`, which is reused when nothing holds the bytes it had: for sources whose buffer
    /// the next read overwrites (libpcap, a socket).
    public init(copying raw: UnsafeRawBufferPointer, reusing array: inout [UInt8]) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: raw)
        self.init(array)
    }

    @inlinable public static var empty: Bytes { Bytes([]) }

    @inlinable public var isEmpty: Bool { count == 0 }

    /// The byte at `index`, or nil when out of range.
    @inlinable public subscript(checked index: Int) -> UInt8? {
        guard index >= 0, index < count else { return nil }
        return storage.withUnsafeBufferPointer { $0[start + index] }
    }

    /// Bytes `from ..< from + count`, or nil when that range is not inside.
    @inlinable public func slice(from: Int, count n: Int) -> Bytes? {
        guard from >= 0, n >= 0, from <= count, n <= count - from else { return nil }
        return Bytes(storage: storage, start: start + from, count: n)
    }

    /// Bytes from `from` to the end (empty when `from` is past the end).
    @inlinable public func suffix(from: Int) -> Bytes {
        let k = min(max(from, 0), count)
        return Bytes(storage: storage, start: start + k, count: count - k)
    }

    /// The first `n` bytes (all when there are fewer).
    @inlinable public func prefix(_ n: Int) -> Bytes {
        Bytes(storage: storage, start: start, count: min(max(n, 0), count))
    }

    /// Loads a `T` from `offset` (checked by the caller).
    @inlinable func load<T: FixedWidthInteger>(_ offset: Int, as: T.Type) -> T {
        storage.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start + offset, as: T.self) }
    }

    @inlinable public func u16le(at i: Int) -> UInt16? {
        guard i >= 0, i <= count - 2 else { return nil }
        return UInt16(littleEndian: load(i, as: UInt16.self))
    }

    @inlinable public func u16be(at i: Int) -> UInt16? {
        guard i >= 0, i <= count - 2 else { return nil }
        return UInt16(bigEndian: load(i, as: UInt16.self))
    }

    @inlinable public func u32le(at i: Int) -> UInt32? {
        guard i >= 0, i <= count - 4 else { return nil }
        return UInt32(littleEndian: load(i, as: UInt32.self))
    }

    @inlinable public func u32be(at i: Int) -> UInt32? {
        guard i >= 0, i <= count - 4 else { return nil }
        return UInt32(bigEndian: load(i, as: UInt32.self))
    }

    @inlinable public func u64be(at i: Int) -> UInt64? {
        guard i >= 0, i <= count - 8 else { return nil }
        return UInt64(bigEndian: load(i, as: UInt64.self))
    }

    /// A little-endian unsigned integer of `width` bytes (1...8).
    @inlinable public func uintLE(at i: Int, width: Int) -> UInt64? {
        guard width >= 1, width <= 8, i >= 0, i <= count - width else { return nil }
        return storage.withUnsafeBufferPointer { b in
            var value: UInt64 = 0
            for k in 0 ..< width { value |= UInt64(b[start + i + k]) << (8 * UInt64(k)) }
            return value
        }
    }

    /// A Bluetooth device address stored little-endian on the wire.
    @inlinable public func address(at i: Int) -> BluetoothAddress? {
        // Two loads, not six bytes one by one: every advertising report holds an address.
        guard i >= 0, i <= count - 6 else { return nil }
        let low = UInt64(UInt32(littleEndian: load(i, as: UInt32.self)))
        let high = UInt64(UInt16(littleEndian: load(i + 4, as: UInt16.self)))
        return BluetoothAddress(rawValue: low | high << 32)
    }

    /// The bytes copied into `array`, in place of what it held: its storage is kept when nothing else holds it
    /// (a value made again and again, with no allocation each time).
    @inlinable public func copy(into array: inout [UInt8]) {
        if array.count == count {
            // As long as what it held (a stream of writes of one length): overwritten in place.
            let (from, n) = (start, count)
            array.withUnsafeMutableBytes { to in
                storage.withUnsafeBytes { src in
                    if let target = to.baseAddress, let source = src.baseAddress, n > 0 {
                        target.copyMemory(from: source + from, byteCount: n)
                    }
                }
            }
            return
        }
        array.removeAll(keepingCapacity: true)
        storage.withUnsafeBufferPointer { src in
            array.append(contentsOf: UnsafeBufferPointer(rebasing: src[start ..< start + count]))
        }
    }

    /// The bytes as an array of their own (the array itself when the slice is all of it).
    public var array: [UInt8] {
        if start == 0 && count == storage.count { return storage }
        return Array(storage[start ..< start + count])
    }

    /// The bytes, for parsing without retaining them. Inlined: every layer asks for it per record.
    @inlinable @inline(__always) public var span: RawSpan {
        @_lifetime(borrow self) borrowing get {
            let all = storage.span.bytes
            return _overrideLifetime(all.extracting(start ..< start + count), borrowing: self)
        }
    }

    /// Calls `body` with the raw buffer; used by writers (hex, files).
    @inlinable public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start ..< start + count])) }
    }

    /// The text up to the first NUL byte (all of it when there is none), as UTF-8 with invalid sequences replaced:
    /// a C string in a fixed-size field or at the end of a record.
    public var cString: String {
        var end = 0
        while let b = self[checked: end], b != 0 { end += 1 }
        return String(decoding: storage[start ..< start + end], as: UTF8.self)
    }

    /// UTF-8 text that may be padded with NUL bytes (a C string from a fixed-size buffer): the text without its
    /// trailing NULs, and whether it was valid UTF-8 (invalid sequences become U+FFFD).
    public var paddedText: (text: String, valid: Bool) {
        var end = count
        while end > 0, self[checked: end - 1] == 0 { end -= 1 }
        let text = storage[start ..< start + end]
        return text.withUnsafeBufferPointer { raw in
            if let valid = String(validating: raw, as: UTF8.self) { return (valid, true) }
            return (String(decoding: raw, as: UTF8.self), false)
        }
    }

    /// Lower-case hexadecimal, two digits per byte.
    public var hex: String {
        var out = [UInt8]()
        out.reserveCapacity(count * 2)
        Hex.append(self, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}

extension Bytes: CustomStringConvertible, CustomDebugStringConvertible {
    /// The bytes in hexadecimal: what they hold, never the array they are a slice of (a record's slice of a reader's
    /// window would otherwise print the whole window, and equal bytes from two sources would print differently).
    public var description: String { hex }

    public var debugDescription: String { "Bytes(\(hex))" }
}

extension Bytes: Equatable {
    /// Compared as memory (`memcmp`): an advertiser's data is compared with its last for every report.
    public static func == (a: Bytes, b: Bytes) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0 else { return true }
        return a.storage.withUnsafeBytes { ra in
            b.storage.withUnsafeBytes { rb in
                guard let pa = ra.baseAddress, let pb = rb.baseAddress else { return false }
                return memcmp(pa + a.start, pb + b.start, a.count) == 0
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// Runs `body` with the array as `Bytes`.
    @inlinable public func withBytes<R>(_ body: (Bytes) throws -> R) rethrows -> R {
        try body(Bytes(self))
    }
}

/// Hexadecimal encoding into byte buffers, shared by all renderers.
public enum Hex {
    @usableFromInline static let digits: [UInt8] = Array("0123456789abcdef".utf8)

    @inlinable public static func append(_ bytes: Bytes, to out: inout [UInt8]) {
        digits.withUnsafeBufferPointer { d in
            bytes.storage.withUnsafeBufferPointer { src in
                for i in bytes.start ..< bytes.start + bytes.count {
                    let b = src[i]
                    out.append(d[Int(b >> 4)])
                    out.append(d[Int(b & 0x0F)])
                }
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

extension RawSpan {
    /// Whether these bytes are the UTF-8 of `text`: compared as memory when the string's UTF-8 is contiguous (a
    /// native string), byte by byte otherwise.
    public func isUTF8(of text: String) -> Bool {
        let n = byteCount
        guard text.utf8.count == n else { return false }
        if let same = text.utf8.withContiguousStorageIfAvailable({ utf8 in
            withUnsafeBytes { raw in
                guard let a = raw.baseAddress, let b = utf8.baseAddress else { return n == 0 }
                return memcmp(a, b, n) == 0
            }
        }) {
            return same
        }
        var k = 0
        for b in text.utf8 {
            guard u8(at: k) == b else { return false }
            k += 1
        }
        return true
    }
}
