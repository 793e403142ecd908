/// Writes one JSON object into a `ByteSink`: no intermediate strings, keys in the order written (so output is
/// deterministic). Used by the NDJSON renderers.
public struct JSONObjectWriter: ~Copyable {
    @usableFromInline var first = true

    @inlinable public init(_ out: inout ByteSink) {
        out.append(UInt8(ascii: "{"))
    }

    /// A writer for an object whose opening and first fields are already written (from bytes kept from an
    /// earlier object): the next key is written after a comma.
    @inlinable public init(continuing out: inout ByteSink) {
        first = false
    }

    /// `,"name":` (without the comma for the first key).
    @inlinable @inline(__always) mutating func key(_ name: StaticString, _ out: inout ByteSink) {
        out.appendJSONKey(name, first: first)
        first = false
    }

    // The fields of a literal key are always inlined: the key's length is then a constant, its bytes a few
    // stores, and the field no call (a line of `analyze --json` writes a dozen).
    @inlinable @inline(__always)
    public mutating func int<I: BinaryInteger>(_ name: StaticString, _ value: I, _ out: inout ByteSink) {
        key(name, &out)
        out.appendIntegerInline(Int64(truncatingIfNeeded: value))
    }

    @inlinable public mutating func optionalInt<I: BinaryInteger>(_ name: StaticString, _ value: I?, _ out: inout ByteSink) {
        if let value { int(name, value, &out) }
    }

    /// A number; integral values print without a fraction, non-finite ones as null.
    public mutating func double(_ name: StaticString, _ value: Double, _ out: inout ByteSink) {
        key(name, &out)
        out.appendDecimal(value)
    }

    @inlinable @inline(__always)
    public mutating func bool(_ name: StaticString, _ value: Bool, _ out: inout ByteSink) {
        key(name, &out)
        out.appendBool(value)
    }

    public mutating func string(_ name: StaticString, _ value: String, _ out: inout ByteSink) {
        key(name, &out)
        JSON.appendString(value, &out)
    }

    /// A string known at compile time to need no escaping.
    @inlinable @inline(__always)
    public mutating func string(_ name: StaticString, _ value: StaticString, _ out: inout ByteSink) {
        key(name, &out)
        out.appendQuoted(value)
    }

    public mutating func optionalString(_ name: StaticString, _ value: String?, _ out: inout ByteSink) {
        if let value { string(name, value, &out) }
    }

    @inlinable @inline(__always)
    public mutating func hex(_ name: StaticString, _ value: Bytes, _ out: inout ByteSink) {
        key(name, &out)
        out.append(UInt8(ascii: "\""))
        out.appendHex(value)
        out.append(UInt8(ascii: "\""))
    }

    /// `hex`, of bytes that are a slice of `whole`, whose hex `out` holds from `hexAt`: copied from it
    /// (`ByteSink.appendHex(_:within:hexAt:)`).
    @inlinable @inline(__always)
    public mutating func hex(_ name: StaticString, _ value: Bytes, within whole: Bytes, hexAt: Int,
                             _ out: inout ByteSink) {
        key(name, &out)
        out.append(UInt8(ascii: "\""))
        out.appendHex(value, within: whole, hexAt: hexAt)
        out.append(UInt8(ascii: "\""))
    }

    /// Writes `name` followed by raw JSON that `body` appends (a nested object or array).
    @inlinable @inline(__always)
    public mutating func raw(_ name: StaticString, _ out: inout ByteSink, _ body: (inout ByteSink) -> Void) {
        key(name, &out)
        body(&out)
    }

    @inlinable public consuming func close(_ out: inout ByteSink) {
        out.append(UInt8(ascii: "}"))
    }
}

public enum JSON {
    /// A JSON string literal with the required escapes, and DEL and the C1 controls escaped too (RFC 8259 allows
    /// it), so that the output holds no raw control character of a peer's string and is safe to page.
    /// Strings that need none are copied in one go.
    public static func appendString(_ value: String, _ out: inout ByteSink) {
        var text = value
        text.withUTF8 { appendString(utf8: $0, &out) }
    }

    /// A JSON string literal of a string known at compile time (a decoder's field value), escaped as
    /// `appendString` escapes; no `String` is made of it.
    public static func appendString(_ value: StaticString, _ out: inout ByteSink) {
        guard value.hasPointerRepresentation else {
            appendString(value.description, &out)
            return
        }
        value.withUTF8Buffer { appendString(utf8: $0, &out) }
    }

    private static func appendString(utf8: UnsafeBufferPointer<UInt8>, _ out: inout ByteSink) {
        do {
            out.append(UInt8(ascii: "\""))
            var needsEscape = false
            var previous: UInt8 = 0
            for c in utf8 {
                if c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") || c == 0x7F
                    || (previous == 0xC2 && (0x80 ... 0x9F).contains(c)) {
                    needsEscape = true
                    break
                }
                previous = c
            }
            if !needsEscape {
                out.append(UnsafeRawBufferPointer(utf8))
            } else {
                var i = 0
                while i < utf8.count {
                    let c = utf8[i]
                    i += 1
                    // U+0080...U+009F are C2 80...C2 9F in UTF-8.
                    if c == 0xC2, i < utf8.count, (0x80 ... 0x9F).contains(utf8[i]) {
                        out.append("\\u00" as StaticString)
                        out.append(Hex.upperDigit(utf8[i] >> 4))
                        out.append(Hex.upperDigit(utf8[i] & 0xF))
                        i += 1
                        continue
                    }
                    switch c {
                    case UInt8(ascii: "\""): out.append("\\\"" as StaticString)
                    case UInt8(ascii: "\\"): out.append("\\\\" as StaticString)
                    case 0x0A: out.append("\\n" as StaticString)
                    case 0x0D: out.append("\\r" as StaticString)
                    case 0x09: out.append("\\t" as StaticString)
                    case 0x00 ..< 0x20, 0x7F:
                        out.append("\\u00" as StaticString)
                        out.append(Hex.upperDigit(c >> 4))
                        out.append(Hex.upperDigit(c & 0xF))
                    default: out.append(c)
                    }
                }
            }
            out.append(UInt8(ascii: "\""))
        }
    }
}

extension Hex {
    static func upperDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10
    }
}

extension Timestamp {
    /// Appends the ISO 8601 form (2026-03-14T09:26:53.000000Z).
    public func appendISO8601(to out: inout ByteSink) {
        let (day, second, micro) = isoParts
        Self.appendISO8601Day(day, to: &out)
        Self.appendISO8601TimeOfDay(second, micro, to: &out)
    }

    /// The day since 1970-01-01, the second of that day and the microsecond of that second (all UTC).
    public var isoParts: (day: Int64, second: Int64, micro: Int64) {
        var (seconds, micro) = microseconds.quotientAndRemainder(dividingBy: 1_000_000)
        if micro < 0 { micro += 1_000_000; seconds -= 1 }
        var (day, second) = seconds.quotientAndRemainder(dividingBy: 86_400)
        if second < 0 { second += 86_400; day -= 1 }
        return (day, second, micro)
    }

    /// The date part of the ISO 8601 form, with its "T" ("2026-03-14T").
    public static func appendISO8601Day(_ day: Int64, to out: inout ByteSink) {
        let (y, m, d) = civil(fromDays: day)
        if y >= 0 && y <= 9999 {
            out.appendFixedDigits(Int(y), width: 4)
        } else {
            // ISO 8601 expanded years: a sign, then at least four digits (-0001, +10000). Broken loggers write
            // btsnoop timestamps of 0, which is a date in the year -1.
            out.append(UInt8(ascii: y < 0 ? "-" : "+"))
            let magnitude = Int64(y.magnitude)
            if magnitude <= 9999 {
                out.appendFixedDigits(Int(magnitude), width: 4)
            } else {
                out.appendInteger(magnitude)
            }
        }
        out.append(UInt8(ascii: "-"))
        out.appendFixedDigits(Int(m), width: 2)
        out.append(UInt8(ascii: "-"))
        out.appendFixedDigits(Int(d), width: 2)
        out.append(UInt8(ascii: "T"))
    }

    /// The time part of the ISO 8601 form ("09:26:53.000000Z").
    @inlinable public static func appendISO8601TimeOfDay(_ second: Int64, _ micro: Int64, to out: inout ByteSink) {
        appendISO8601Clock(second, to: &out)
        out.appendFixedDigits(Int(micro), width: 6)
        out.append(UInt8(ascii: "Z"))
    }

    /// The time of day up to its fraction ("09:26:53."), of `second` seconds since midnight.
    @inlinable public static func appendISO8601Clock(_ second: Int64, to out: inout ByteSink) {
        out.appendClock(hours: Int(second / 3600), minutes: Int(second / 60 % 60), seconds: Int(second % 60))
    }
}

/// A JSON object of named booleans that the bits of a number make (`{"a":true,"b":false}`), written from text
/// made once: for each name, `"name":true` and `"name":false`, after `{` for the first and `,` for the others, so
/// that an object is one copy per name (`ByteSink.appendBooleans`). The names are the program's own literals and
/// are not escaped.
public struct JSONBooleans: Sendable {
    @usableFromInline struct Entry: Sendable {
        /// The bit of the number that the name reads.
        @usableFromInline var bit: UInt8
        /// Where the name's text with `true` starts in `text`; its text with `false` follows it.
        @usableFromInline var start: Int
        @usableFromInline var trueCount: Int
        @usableFromInline var falseCount: Int
    }

    @usableFromInline let text: [UInt8]
    @usableFromInline let entries: [Entry]

    /// `names`: each key with the bit (0...63) it reads, in the order the object lists them.
    public init(_ names: [(bit: Int, key: StaticString)]) {
        var text: [UInt8] = []
        var entries: [Entry] = []
        for (i, name) in names.enumerated() {
            var head: [UInt8] = [i == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","), UInt8(ascii: "\"")]
            name.key.withUTF8Buffer { head.append(contentsOf: $0) }
            head += [UInt8(ascii: "\""), UInt8(ascii: ":")]
            let start = text.count
            text += head + Array("true".utf8)
            text += head + Array("false".utf8)
            entries.append(Entry(bit: UInt8(clamping: min(max(name.bit, 0), 63)), start: start,
                                 trueCount: head.count + 4, falseCount: head.count + 5))
        }
        self.text = text
        self.entries = entries
    }
}

extension ByteSink {
    /// The object of `names` with the values of the bits of `raw` they read: `{}` for no names.
    @inlinable public mutating func appendBooleans(_ raw: UInt64, _ names: JSONBooleans) {
        // At most the longer of each name's two texts, and the braces.
        reserve(names.text.count + 2)
        names.text.withUnsafeBytes { text in
            names.entries.withUnsafeBufferPointer { entries in
                guard let base = text.baseAddress, !entries.isEmpty else {
                    append(UInt8(ascii: "{"))
                    append(UInt8(ascii: "}"))
                    return
                }
                var o = storage + _count
                for e in entries {
                    let set = raw >> UInt64(e.bit) & 1 != 0
                    // `init` made every start and count inside `text`.
                    let n = set ? e.trueCount : e.falseCount
                    Self.copySmall(base + (set ? e.start : e.start + e.trueCount), n, to: o)
                    o += n
                }
                o.storeBytes(of: UInt8(ascii: "}"), as: UInt8.self)
                _count = (o + 1) - storage
            }
        }
    }
}
