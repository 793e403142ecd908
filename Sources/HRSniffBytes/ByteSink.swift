/// An append-only byte buffer for renderers: raw stores into memory it owns, no copy-on-write checks per byte.
/// Output code appends a line at a time and hands `bytes` to a writer when it has enough.
public struct ByteSink: ~Copyable {
    @usableFromInline var storage: UnsafeMutableRawPointer
    @usableFromInline var capacity: Int
    @usableFromInline var _count = 0
    public var count: Int { _count }

    public init(capacity: Int = 1 << 16) {
        self.capacity = max(capacity, 64)
        storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
    }

    deinit { storage.deallocate() }

    /// Makes room for `n` more bytes.
    @inlinable public mutating func reserve(_ n: Int) {
        if _count + n > capacity { grow(_count + n) }
    }

    @usableFromInline mutating func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let fresh = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        fresh.copyMemory(from: storage, byteCount: _count)
        storage.deallocate()
        storage = fresh
        capacity = newCapacity
    }

    @inlinable @inline(__always) public mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.storeBytes(of: byte, toByteOffset: _count, as: UInt8.self)
        _count += 1
    }

    @inlinable public mutating func append(_ raw: UnsafeRawBufferPointer) {
        guard let base = raw.baseAddress, raw.count > 0 else { return }
        reserve(raw.count)
        // Keys, names and short values: a call to memmove costs more than the bytes.
        Self.copySmall(base, raw.count, to: storage + _count)
        _count += raw.count
    }

    /// Copies `n` (1...16) bytes with at most two loads and two stores of a width that fits inside them (the two
    /// overlap when `n` is not the width): no loop and no call per byte, and no byte read outside the `n`.
    @inlinable @inline(__always)
    static func copyShort(_ src: UnsafeRawPointer, _ n: Int, to dst: UnsafeMutableRawPointer) {
        if n >= 8 {
            let head = src.loadUnaligned(as: UInt64.self)
            let tail = src.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            dst.storeBytes(of: head, as: UInt64.self)
            dst.storeBytes(of: tail, toByteOffset: n &- 8, as: UInt64.self)
        } else if n >= 4 {
            let head = src.loadUnaligned(as: UInt32.self)
            let tail = src.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
            dst.storeBytes(of: head, as: UInt32.self)
            dst.storeBytes(of: tail, toByteOffset: n &- 4, as: UInt32.self)
        } else if n > 0 {
            // 1...3 bytes: the first, the middle and the last (some of them the same byte).
            dst.storeBytes(of: src.load(as: UInt8.self), as: UInt8.self)
            dst.storeBytes(of: src.load(fromByteOffset: n >> 1, as: UInt8.self), toByteOffset: n >> 1, as: UInt8.self)
            dst.storeBytes(of: src.load(fromByteOffset: n &- 1, as: UInt8.self), toByteOffset: n &- 1, as: UInt8.self)
        }
    }

    /// Copies `n` bytes (any count): up to 16 as `copyShort`, up to 64 as a head and a tail of 16 or 32 bytes
    /// (overlapping when `n` is not their sum), longer ones with memmove. Keys, literals and the texts renderers keep
    /// are mostly 17 to 40 bytes ("cumulative_wheel_revolutions", "Handle Value Notification"), where a call to
    /// memmove costs more than the bytes. Every byte is loaded before the first is stored, as memmove would.
    @inlinable @inline(__always)
    static func copySmall(_ src: UnsafeRawPointer, _ n: Int, to dst: UnsafeMutableRawPointer) {
        if n <= 16 {
            copyShort(src, n, to: dst)
        } else if n <= 32 {
            let h0 = src.loadUnaligned(as: UInt64.self)
            let h1 = src.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let t0 = src.loadUnaligned(fromByteOffset: n &- 16, as: UInt64.self)
            let t1 = src.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            dst.storeBytes(of: h0, as: UInt64.self)
            dst.storeBytes(of: h1, toByteOffset: 8, as: UInt64.self)
            dst.storeBytes(of: t0, toByteOffset: n &- 16, as: UInt64.self)
            dst.storeBytes(of: t1, toByteOffset: n &- 8, as: UInt64.self)
        } else if n <= 64 {
            let h0 = src.loadUnaligned(as: UInt64.self)
            let h1 = src.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let h2 = src.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
            let h3 = src.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            let t0 = src.loadUnaligned(fromByteOffset: n &- 32, as: UInt64.self)
            let t1 = src.loadUnaligned(fromByteOffset: n &- 24, as: UInt64.self)
            let t2 = src.loadUnaligned(fromByteOffset: n &- 16, as: UInt64.self)
            let t3 = src.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            dst.storeBytes(of: h0, as: UInt64.self)
            dst.storeBytes(of: h1, toByteOffset: 8, as: UInt64.self)
            dst.storeBytes(of: h2, toByteOffset: 16, as: UInt64.self)
            dst.storeBytes(of: h3, toByteOffset: 24, as: UInt64.self)
            dst.storeBytes(of: t0, toByteOffset: n &- 32, as: UInt64.self)
            dst.storeBytes(of: t1, toByteOffset: n &- 24, as: UInt64.self)
            dst.storeBytes(of: t2, toByteOffset: n &- 16, as: UInt64.self)
            dst.storeBytes(of: t3, toByteOffset: n &- 8, as: UInt64.self)
        } else {
            dst.copyMemory(from: src, byteCount: n)
        }
    }

    /// `n` spaces (none when `n` ≤ 0), with one check of the room they take.
    @inlinable public mutating func appendSpaces(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (storage + _count).initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: n)
        _count += n
    }

    /// `"text"`: a literal known to need no JSON escaping (the program's own words), with one check of the room.
    @inlinable @inline(__always) public mutating func appendQuoted(_ text: StaticString) {
        text.withUTF8Buffer { bytes in
            let n = bytes.count
            reserve(n + 2)
            let o = storage + _count
            o.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
            if let base = bytes.baseAddress, n > 0 {
                Self.copySmall(UnsafeRawPointer(base), n, to: o + 1)
            }
            o.storeBytes(of: UInt8(ascii: "\""), toByteOffset: n + 1, as: UInt8.self)
            _count += n + 2
        }
    }

    /// `true` or `false`, stored byte by byte with one check of the room.
    @inlinable @inline(__always) public mutating func appendBool(_ value: Bool) {
        reserve(5)
        let o = storage + _count
        if value {
            o.storeBytes(of: UInt8(ascii: "t"), as: UInt8.self)
            o.storeBytes(of: UInt8(ascii: "r"), toByteOffset: 1, as: UInt8.self)
            o.storeBytes(of: UInt8(ascii: "u"), toByteOffset: 2, as: UInt8.self)
            o.storeBytes(of: UInt8(ascii: "e"), toByteOffset: 3, as: UInt8.self)
            _count += 4
        } else {
            o.storeBytes(of: UInt8(ascii: "f"), as: UInt8.self)
            o.storeBytes(of: UInt8(ascii: "a"), toByteOffset: 1, as: UInt8.self)
            o.storeBytes(of: UInt8(ascii: "l"), toByteOffset: 2, as: UInt8.self)
            o.storeBytes(of: UInt8(ascii: "s"), toByteOffset: 3, as: UInt8.self)
            o.storeBytes(of: UInt8(ascii: "e"), toByteOffset: 4, as: UInt8.self)
            _count += 5
        }
    }

    /// `"name":`, after a comma unless `first`: a JSON object's key, with one check of the room it takes.
    @inlinable @inline(__always) public mutating func appendJSONKey(_ name: StaticString, first: Bool) {
        name.withUTF8Buffer { key in
            let n = key.count
            reserve(n + 4)
            // Stores through a local pointer: the sink's storage is not reloaded per store.
            var o = storage + _count
            if !first {
                o.storeBytes(of: UInt8(ascii: ","), as: UInt8.self)
                o += 1
            }
            o.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
            o += 1
            if let base = key.baseAddress, n > 0 {
                Self.copySmall(UnsafeRawPointer(base), n, to: o)
            }
            o += n
            o.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
            (o + 1).storeBytes(of: UInt8(ascii: ":"), as: UInt8.self)
            _count = (o + 2) - storage
        }
    }

    @inlinable public mutating func append(_ bytes: RawSpan) {
        bytes.withUnsafeBytes { append($0) }
    }

    @inlinable public mutating func append(_ bytes: Bytes) {
        bytes.withUnsafeBytes { append($0) }
    }

    @inlinable public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    public mutating func append(_ text: String) {
        var t = text
        t.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Lower-case hex of `bytes`, two digits per byte.
    @inlinable public mutating func appendHex(_ bytes: Bytes) {
        bytes.withUnsafeBytes { appendHex($0) }
    }

    /// Lower-case hex of `part`, copied from the hex of `whole` that this sink holds from `hexStart` (where
    /// `appendHex(whole)` wrote it) when `part` is a slice of `whole`, computed otherwise: an ATT value's hex after
    /// its PDU's. The caller vouches for what is at `hexStart`; the copy stays inside what the sink holds.
    @inlinable public mutating func appendHex(_ part: Bytes, within whole: Bytes, hexAt hexStart: Int) {
        guard let offset = part.offset(in: whole), hexStart >= 0, whole.count <= (_count - hexStart) / 2 else {
            appendHex(part)
            return
        }
        let n = 2 * part.count
        reserve(n)
        Self.copySmall(storage + (hexStart + 2 * offset), n, to: storage + _count)
        _count += n
    }

    /// Lower-case hex of `bytes`, two digits per byte.
    @inlinable public mutating func appendHex(_ bytes: RawSpan) {
        bytes.withUnsafeBytes { appendHex($0) }
    }

    @inlinable mutating func appendHex(_ src: UnsafeRawBufferPointer) {
        let n = src.count
        reserve(2 * n)
        guard n < 16 else {
            // Long runs (whole packets): digits computed, a loop the compiler vectorises.
            var o = storage + _count
            for i in 0 ..< n {
                let b = src[i]
                o.storeBytes(of: Hex.lowerDigit(b >> 4), as: UInt8.self)
                (o + 1).storeBytes(of: Hex.lowerDigit(b & 0x0F), as: UInt8.self)
                o += 2
            }
            _count += 2 * n
            return
        }
        // Short values and PDUs: both digits of a byte from the table of pairs "00" to "ff", no comparison per digit.
        Self.hexPairs.withUTF8Buffer { pairs in
            var o = storage + _count
            for i in 0 ..< n {
                let pair = Int(src[i]) &* 2
                o.storeBytes(of: pairs[pair], as: UInt8.self)
                (o + 1).storeBytes(of: pairs[pair &+ 1], as: UInt8.self)
                o += 2
            }
        }
        _count += 2 * n
    }

    // swiftlint:disable:next line_length
    @usableFromInline static let hexPairs: StaticString = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedfe0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"

    /// The first `limit` of `bytes` as lower-case hex pairs with a space between them ("0a 1b 2c"), with one check
    /// of the room they take: an undecoded value in a text line.
    public mutating func appendSpacedHex(_ bytes: [UInt8], limit: Int) {
        bytes.withUnsafeBytes { appendSpacedHex($0, limit: limit) }
    }

    /// `appendSpacedHex` of a slice (a notified value), read in place.
    public mutating func appendSpacedHex(_ bytes: Bytes, limit: Int) {
        bytes.withUnsafeBytes { appendSpacedHex($0, limit: limit) }
    }

    private mutating func appendSpacedHex(_ src: UnsafeRawBufferPointer, limit: Int) {
        let n = Swift.min(src.count, Swift.max(0, limit))
        guard n > 0 else { return }
        // Each byte as its pair from the table and a space, three stores and no branch; room for the last byte's
        // space too, which is not counted.
        reserve(3 * n)
        let o = storage + _count
        Self.hexPairs.withUTF8Buffer { pairs in
            for i in 0 ..< n {
                let pair = Int(src[i]) &* 2
                let at = i &* 3
                o.storeBytes(of: pairs[pair], toByteOffset: at, as: UInt8.self)
                o.storeBytes(of: pairs[pair &+ 1], toByteOffset: at &+ 1, as: UInt8.self)
                o.storeBytes(of: UInt8(ascii: " "), toByteOffset: at &+ 2, as: UInt8.self)
            }
        }
        _count += 3 * n - 1
    }

    /// A decimal integer.
    @inlinable public mutating func appendInteger(_ value: Int64) {
        appendIntegerInline(value)
    }

    /// `appendInteger`, always inlined: for the JSON writers, which write several integers per line, where the call
    /// cost more than the digits (the text renderers call `appendInteger`, which the inliner weighs).
    @inlinable @inline(__always) public mutating func appendIntegerInline(_ value: Int64) {
        reserve(20)
        if value >= 0 && value < 10 {
            // Adapters, connections, flags: one digit.
            storage.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value), toByteOffset: _count, as: UInt8.self)
            _count += 1
            return
        }
        // `writeSigned`'s steps, written at the count rather than from a pointer: through it, every integer of
        // `dump --json` took about six instructions more (measured).
        let v = value.magnitude
        if value < 0 {
            storage.storeBytes(of: UInt8(ascii: "-"), toByteOffset: _count, as: UInt8.self)
            _count += 1
        }
        let digits = Self.decimalDigitCount(v)
        _ = Self.writeDigits(v, before: storage + _count + digits)
        _count += digits
    }

    /// Writes "-" when `negative`, then the decimal digits of `magnitude`, from `start`, and returns where they end:
    /// the summaries' `appendDecimal` and `appendTenths` (`appendInteger` takes the same steps at its count). The
    /// room (21 bytes at most) is the caller's.
    @inlinable @inline(__always)
    static func writeSigned(
        negative: Bool, _ magnitude: UInt64, at start: UnsafeMutableRawPointer
    ) -> UnsafeMutableRawPointer {
        var p = start
        if negative {
            p.storeBytes(of: UInt8(ascii: "-"), as: UInt8.self)
            p += 1
        }
        p += decimalDigitCount(magnitude)
        _ = writeDigits(magnitude, before: p)
        return p
    }

    /// How many decimal digits `v` has (1 for 0): a few comparisons, halving the range, where a loop divided once
    /// per two digits. Frame numbers, microseconds and field values have up to ten.
    @inlinable @inline(__always)
    static func decimalDigitCount(_ v: UInt64) -> Int {
        if v < 100_000 {
            if v < 100 { return v < 10 ? 1 : 2 }
            if v < 1000 { return 3 }
            return v < 10000 ? 4 : 5
        }
        if v < 10_000_000_000 {
            if v < 10_000_000 { return v < 1_000_000 ? 6 : 7 }
            if v < 100_000_000 { return 8 }
            return v < 1_000_000_000 ? 9 : 10
        }
        var digits = 11
        var bound: UInt64 = 100_000_000_000
        while digits < 20 && v >= bound {
            digits += 1
            bound &*= 10
        }
        return digits
    }

    /// Writes the decimal digits of `value` so that they end just before `end`, two at a time from the right from
    /// the table of pairs "00" to "99", and returns where the first digit is. The room (20 bytes at most) is the
    /// caller's. The one digit writer of the module: `appendInteger` and the summaries' `appendDecimal` and
    /// `appendTenths` call it.
    @inlinable @inline(__always)
    static func writeDigits(_ value: UInt64, before end: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        var v = value
        var p = end
        digitPairs.withUTF8Buffer { pairs in
            while v >= 100 {
                let pair = Int(v % 100) &* 2
                v /= 100
                p -= 2
                p.storeBytes(of: pairs[pair], as: UInt8.self)
                p.storeBytes(of: pairs[pair &+ 1], toByteOffset: 1, as: UInt8.self)
            }
            if v >= 10 {
                let pair = Int(v) &* 2
                p -= 2
                p.storeBytes(of: pairs[pair], as: UInt8.self)
                p.storeBytes(of: pairs[pair &+ 1], toByteOffset: 1, as: UInt8.self)
            } else {
                p -= 1
                p.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v), as: UInt8.self)
            }
        }
        return p
    }

    // swiftlint:disable:next line_length
    @usableFromInline static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// `value` (≥ 0) in exactly `width` digits, zeros first; its digits above `width` left out.
    @inlinable public mutating func appendFixedDigits(_ value: Int, width: Int) {
        guard width > 0 else { return }
        reserve(width)
        if width == 6 {
            // The microseconds of every time written: three pairs, no loop.
            Self.storeSixDigits(value.magnitude % 1_000_000, at: storage + _count)
            _count += 6
            return
        }
        if width == 2 {
            // Hours, minutes, seconds, months, days: one pair.
            Self.storeTwoDigits(value.magnitude % 100, at: storage + _count)
            _count += 2
            return
        }
        var v = value.magnitude
        var i = _count + width
        // Two digits at a time from the right, from the table of pairs, then the odd one.
        Self.digitPairs.withUTF8Buffer { pairs in
            while i - _count >= 2 {
                let pair = Int(v % 100) &* 2
                v /= 100
                i -= 2
                storage.storeBytes(of: pairs[pair], toByteOffset: i, as: UInt8.self)
                storage.storeBytes(of: pairs[pair &+ 1], toByteOffset: i + 1, as: UInt8.self)
            }
            if i > _count {
                storage.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10), toByteOffset: i - 1, as: UInt8.self)
            }
        }
        _count += width
    }

    /// `appendDecimal(Double(mantissa: mantissa, decimalExponent: exponent))`, byte for byte, written from the
    /// digits: a decoder's SFLOAT, FLOAT or count of thousandths needs no division and no rounding of a Double.
    /// Exponents -6...0 with a mantissa below 10^9 take the digits (the Double's six rounded decimals are then
    /// exactly the number's: its error is far below half a millionth, and a fraction with at most six digits is
    /// never rounded to a whole number); others go through the Double.
    public mutating func appendDecimal(mantissa: Int64, exponent: Int) {
        guard exponent <= 0, exponent >= -6, mantissa.magnitude < 1_000_000_000 else {
            appendDecimal(Double(mantissa: mantissa, decimalExponent: exponent))
            return
        }
        // The fraction's trailing zeros dropped first (as `appendDecimal` drops them), each by a division by the
        // constant 10: the digits left are the number's, the last `decimals` of them after the point.
        var digitsOf = mantissa.magnitude
        var decimals = -exponent
        while decimals > 0 && digitsOf % 10 == 0 {
            digitsOf /= 10
            decimals -= 1
        }
        let digits = Self.decimalDigitCount(digitsOf)
        // A sign, "0.", eight bytes of zeros stored at once and nine digits at most.
        reserve(24)
        var o = storage + _count
        if mantissa < 0 {
            o.storeBytes(of: UInt8(ascii: "-"), as: UInt8.self)
            o += 1
        }
        if decimals == 0 {
            _ = Self.writeDigits(digitsOf, before: o + digits)
            o += digits
        } else if digits > decimals {
            // Every digit one place on, then the whole part moved back over the gap (`copyShort` loads what it
            // copies before it stores, so the overlap is safe) and the point after it.
            let whole = digits - decimals
            _ = Self.writeDigits(digitsOf, before: o + 1 + digits)
            Self.copyShort(UnsafeRawPointer(o + 1), whole, to: o)
            (o + whole).storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
            o += digits + 1
        } else {
            // Below 1: "0.", the zeros the digits leave (at most five), then the digits.
            o.storeBytes(of: UInt8(ascii: "0"), as: UInt8.self)
            (o + 1).storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
            (o + 2).storeBytes(of: 0x3030_3030_3030_3030 as UInt64, as: UInt64.self)
            o += 2 + (decimals - digits)
            _ = Self.writeDigits(digitsOf, before: o + digits)
            o += digits
        }
        _count = o - storage
    }

    /// A finite Double in short decimal form: integers without a fraction, others rounded to at most 6 decimals
    /// with trailing zeros dropped; very large values through Swift's shortest representation.
    public mutating func appendDecimal(_ value: Double) {
        guard value.isFinite else { append("null" as StaticString); return }
        // A whole number, told by converting it exactly (no call of the C library's `round`, which `rounded()` is
        // on this architecture).
        if abs(value) < 1e15, let whole = Int64(exactly: value) {
            appendIntegerInline(whole)
            return
        }
        // Six decimals are more than any sensor resolves; rounding there also hides binary noise (10.6, not
        // 10.600000000000001 from 106 × 0.1).
        if abs(value) < 1e9 {
            // Rounded half away from zero, as `rounded()` rounds, without its call of the C library's `round`: the
            // millionths below 10^15 (so below 2^53) truncate exactly, and the fraction left is exact too (the
            // whole part and the number are within a factor of two of each other, or the whole part is 0).
            let scaled = value * 1_000_000
            let truncated = Int64(scaled)
            let fractionLeft = scaled - Double(truncated)
            var micro = fractionLeft >= 0.5 ? truncated + 1 : (fractionLeft <= -0.5 ? truncated - 1 : truncated)
            if micro < 0 && micro != 0 { append(UInt8(ascii: "-")); micro = -micro }
            appendIntegerInline(micro / 1_000_000)
            let fraction = Int(micro % 1_000_000)
            // Within half a millionth of a whole number: no fraction (and never a bare point).
            guard fraction != 0 else { return }
            appendFraction(fraction)
            return
        }
        append("\(value)")
    }

    /// The two decimal digits of `v` (below 100), a zero first, at `o`: one pair from the table. The room is the
    /// caller's.
    @inlinable @inline(__always)
    static func storeTwoDigits(_ v: UInt, at o: UnsafeMutableRawPointer) {
        digitPairs.withUTF8Buffer { pairs in
            let pair = Int(v) &* 2
            o.storeBytes(of: pairs[pair], as: UInt8.self)
            o.storeBytes(of: pairs[pair &+ 1], toByteOffset: 1, as: UInt8.self)
        }
    }

    /// "HH:MM:SS." of a time of day (each part's last two digits, as `appendFixedDigits` gives them), with one
    /// check of the room.
    @inlinable public mutating func appendClock(hours: Int, minutes: Int, seconds: Int) {
        reserve(9)
        let o = storage + _count
        Self.storeTwoDigits(hours.magnitude % 100, at: o)
        o.storeBytes(of: UInt8(ascii: ":"), toByteOffset: 2, as: UInt8.self)
        Self.storeTwoDigits(minutes.magnitude % 100, at: o + 3)
        o.storeBytes(of: UInt8(ascii: ":"), toByteOffset: 5, as: UInt8.self)
        Self.storeTwoDigits(seconds.magnitude % 100, at: o + 6)
        o.storeBytes(of: UInt8(ascii: "."), toByteOffset: 8, as: UInt8.self)
        _count += 9
    }

    /// The bytes of `prefix`, then `microseconds` (0..<1,000,000; others by their last six digits) in six digits,
    /// then `suffix`: the end of a time kept as text up to its fraction ("…09:26:53." then "056000" then `Z"`),
    /// with one check of the room and no call for a prefix of up to 64 bytes (`copySmall`).
    @inlinable public mutating func append(
        _ prefix: borrowing ByteSink, sixDigits microseconds: Int, _ suffix: StaticString
    ) {
        let n = prefix.count
        suffix.withUTF8Buffer { tail in
            reserve(n + 6 + tail.count)
            let o = storage + _count
            Self.copySmall(UnsafeRawPointer(prefix.storage), n, to: o)
            Self.storeSixDigits(microseconds.magnitude % 1_000_000, at: o + n)
            if let base = tail.baseAddress, tail.count > 0 {
                Self.copySmall(UnsafeRawPointer(base), tail.count, to: o + n + 6)
            }
            _count += n + 6 + tail.count
        }
    }

    /// The six decimal digits of `v` (below 1,000,000), zeros first, at `o`: three pairs from the table, no loop.
    /// The room is the caller's.
    @inlinable @inline(__always)
    static func storeSixDigits(_ v: UInt, at o: UnsafeMutableRawPointer) {
        storeTwoDigits(v / 10_000, at: o)
        storeTwoDigits(v / 100 % 100, at: o + 2)
        storeTwoDigits(v % 100, at: o + 4)
    }

    /// "." and the six digits of `fraction` (1...999,999 millionths) without their trailing zeros: the six written
    /// in three pairs, then the zeros at the end taken back (no division per digit).
    @inlinable mutating func appendFraction(_ fraction: Int) {
        reserve(7)
        let o = storage + _count
        o.storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
        Self.storeSixDigits(UInt(truncatingIfNeeded: fraction), at: o + 1)
        // A fraction that is not 0 has a digit other than 0: the point stays.
        var end = 7
        while end > 2 && o.load(fromByteOffset: end &- 1, as: UInt8.self) == UInt8(ascii: "0") { end &-= 1 }
        _count += end
    }

    public mutating func removeAll() { _count = 0 }

    /// Drops the last `n` bytes (all when there are fewer).
    public mutating func removeLast(_ n: Int) { _count = max(0, _count - max(0, n)) }

    /// Calls `body` with the bytes appended so far.
    public func withSpan<R>(_ body: (RawSpan) throws -> R) rethrows -> R {
        try body(RawSpan(_unsafeBytes: UnsafeRawBufferPointer(start: storage, count: _count)))
    }

    /// A copy of the bytes appended so far.
    public var bytes: Bytes { Bytes(Array(UnsafeRawBufferPointer(start: storage, count: _count))) }

    /// Calls `body` with the bytes appended so far (writers: files, pipes).
    @inlinable public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: storage, count: _count))
    }

    /// A copy as a String (tests and small outputs).
    public var string: String { String(decoding: UnsafeRawBufferPointer(start: storage, count: _count), as: UTF8.self) }
}

extension Hex {
    @inlinable static func lowerDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") &+ v : UInt8(ascii: "a") &+ (v &- 10)
    }
}
