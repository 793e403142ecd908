extension ByteSink {
    /// The lead of a line of a text story, with one check of the room it takes: "  ", then (dimmed with `dim`) the
    /// time in seconds with its milliseconds rounded half up ("+1.234 s", the sign before them) right-aligned so
    /// that with the space after it it takes 12 columns, a space, the frame ("#123") right-aligned in 7 columns,
    /// then "  ", and "[#N] " when `tag` names a connection.
    public mutating func appendLineLead(frame: Int, microseconds: Int64, tag: Int?, dim: Bool) {
        // 2 + 4 + 12 + 21 + 7 + 20 + 4 + 2 + 24 at most.
        reserve(128)
        let milliseconds = (microseconds.magnitude + 500) / 1000
        let whole = milliseconds / 1000, fraction = milliseconds % 1000
        let start = storage + _count
        var o = Self.put("  ", at: start)
        if dim { o = Self.put("\u{1B}[2m", at: o) }
        let negative = microseconds < 0
        // As `Int64(clamping:)` of the whole seconds counts them.
        let wholeDigits = Self.decimalDigitCount(min(whole, UInt64(Int64.max)))
        o = Self.spaces(12 - (1 + (negative ? 1 : 0) + wholeDigits + 4 + 2), at: o)
        o = Self.put(negative ? "+-" : "+", at: o)
        o = Self.digits(min(whole, UInt64(Int64.max)), count: wholeDigits, at: o)
        o.storeBytes(of: UInt8(ascii: "."), as: UInt8.self)
        o = Self.fixedThree(Int(fraction), at: o + 1)
        o = Self.put(" s ", at: o)
        let number = Int64(frame)
        let frameDigits = Self.decimalDigitCount(min(number.magnitude, UInt64(Int64.max)))
        o = Self.spaces(7 - (1 + (number < 0 ? 1 : 0) + frameDigits), at: o)
        o.storeBytes(of: UInt8(ascii: "#"), as: UInt8.self)
        o = Self.writeSigned(negative: number < 0, number.magnitude, at: o + 1)
        if dim { o = Self.put("\u{1B}[0m", at: o) }
        o = Self.put("  ", at: o)
        if let tag {
            o = Self.put("[#", at: o)
            o = Self.writeSigned(negative: tag < 0, UInt64(tag.magnitude), at: o)
            o = Self.put("] ", at: o)
        }
        _count += o - start
    }

    @inline(__always) private static func put(_ text: StaticString, at o: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        text.withUTF8Buffer { bytes in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return o }
            copyShort(UnsafeRawPointer(base), bytes.count, to: o)
            return o + bytes.count
        }
    }

    @inline(__always) private static func spaces(_ n: Int, at o: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        guard n > 0 else { return o }
        if n <= 8 {
            // Eight spaces in one store, the pointer moved by `n` (the lead's padding is at most five; the room
            // reserved covers the rest): no call of memset.
            o.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            return o + n
        }
        o.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: n)
        return o + n
    }

    /// `v` in its `count` decimal digits.
    @inline(__always) private static func digits(_ v: UInt64, count: Int, at o: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        _ = writeDigits(v, before: o + count)
        return o + count
    }

    /// `v` (0...999) in exactly three digits.
    @inline(__always) private static func fixedThree(_ v: Int, at o: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        o.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v / 100 % 10), as: UInt8.self)
        o.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v / 10 % 10), toByteOffset: 1, as: UInt8.self)
        o.storeBytes(of: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10), toByteOffset: 2, as: UInt8.self)
        return o + 3
    }
}
