import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Reading building blocks shared by every decoder family (health, glucose, sports, general): a bounds-checked field
/// reader, the GSS Date Time, and named bits of a bit field.

/// Reads the fields of a characteristic value one after the other. Every read is bounds-checked and advances only
/// when the whole field is present, so `offset` never passes the end of `value`.
struct FieldReader {
    let value: Bytes
    private(set) var offset: Int

    init(_ value: Bytes, offset: Int = 0) {
        self.value = value
        self.offset = min(max(offset, 0), value.count)
    }

    /// Bytes not read yet.
    var remaining: Int { value.count - offset }

    /// Reserves the next `count` bytes: their offset, or nil (without moving) when fewer remain.
    mutating func take(_ count: Int) -> Int? {
        guard count >= 0, count <= remaining else { return nil }
        let start = offset
        offset += count
        return start
    }

    mutating func u8() -> UInt8? { take(1).flatMap { value[checked: $0] } }

    mutating func u16() -> UInt16? { take(2).flatMap { value.u16le(at: $0) } }

    mutating func u24() -> UInt32? {
        take(3).flatMap { value.uintLE(at: $0, width: 3) }.map { UInt32(truncatingIfNeeded: $0) }
    }

    mutating func u32() -> UInt32? { take(4).flatMap { value.u32le(at: $0) } }

    /// An IEEE-11073 SFLOAT (GSS medfloat16).
    mutating func sfloat() -> MedicalFloat? { u16().map { MedicalFloat(sfloat: $0) } }

    /// An IEEE-11073 FLOAT (GSS medfloat32).
    mutating func float() -> MedicalFloat? { u32().map { MedicalFloat(float: $0) } }

    /// A Date Time (GSS §3.70): 7 bytes.
    mutating func dateTime() -> DateTime? {
        guard let o = take(7) else { return nil }
        guard let year = value.u16le(at: o), let month = value[checked: o + 2], let day = value[checked: o + 3],
              let hours = value[checked: o + 4], let minutes = value[checked: o + 5],
              let seconds = value[checked: o + 6]
        else { return nil }
        return DateTime(year: year, month: month, day: day, hours: hours, minutes: minutes, seconds: seconds)
    }

    /// The rest of the value (possibly empty); the reader moves to the end.
    mutating func rest() -> Bytes {
        let tail = value.suffix(from: offset)
        offset = value.count
        return tail
    }

    /// The problem for bytes left after the last field ("2 bytes after the last field the flags announce"); nil when
    /// everything was read.
    func trailingProblem(_ after: String = "after the last field the flags announce") -> String? {
        remaining > 0 ? DecoderFormat.bytes(remaining) + " " + after : nil
    }
}

/// GSS §3.70 Date Time: Year (UINT16, 1582...9999, 0 = not known), Month (UINT8, 1...12, 0 = not known), Day (UINT8,
/// 1...31, 0 = not known), Hours (0...23), Minutes (0...59), Seconds (0...59). The zeros are special values.
struct DateTime: Equatable, Comparable {
    var year: UInt16
    var month: UInt8
    var day: UInt8
    var hours: UInt8
    var minutes: UInt8
    var seconds: UInt8

    static func < (a: DateTime, b: DateTime) -> Bool {
        (a.year, a.month, a.day, a.hours, a.minutes, a.seconds)
            < (b.year, b.month, b.day, b.hours, b.minutes, b.seconds)
    }

    /// "2026-03-14 09:26:53". A year, month or day of 0 is the special value "not known" (GSS §3.70), shown as
    /// question marks: "????-??-?? 09:26:53" (a device whose clock was never set).
    var text: String { shortText + ":" + DecoderFormat.padded(Int(seconds), 2) }

    /// "2026-03-14 09:26": without seconds, for summaries.
    var shortText: String {
        (year == 0 ? "????" : DecoderFormat.padded(Int(year), 4)) + "-"
            + (month == 0 ? "??" : DecoderFormat.padded(Int(month), 2)) + "-"
            + (day == 0 ? "??" : DecoderFormat.padded(Int(day), 2)) + " " + DecoderFormat.padded(Int(hours), 2) + ":"
            + DecoderFormat.padded(Int(minutes), 2)
    }

    /// The date-time object; a year, month or day of 0 is `.special("unknown")`.
    var scalar: DecodedScalar {
        func part(_ v: Int64) -> DecodedScalar { v == 0 ? .special(SpecialValue.unknown) : .int(v) }
        return .object([
            DecodedField("year", part(Int64(year))),
            DecodedField("month", part(Int64(month))),
            DecodedField("day", part(Int64(day))),
            DecodedField("hours", .int(Int64(hours))),
            DecodedField("minutes", .int(Int64(minutes))),
            DecodedField("seconds", .int(Int64(seconds))),
        ])
    }

    /// One problem per field outside the range GSS §3.70 gives, naming the field `what` ("time stamp year 10000
    /// is outside 1582...9999 (0 = not known)").
    func problems(_ what: String) -> [String] {
        var out = [String]()
        if year != 0, year < 1582 || year > 9999 {
            out.append("\(what) year \(year) is outside 1582...9999 (0 = not known)")
        }
        if month > 12 { out.append("\(what) month \(month) is outside 1...12 (0 = not known)") }
        if day > 31 { out.append("\(what) day \(day) is outside 1...31 (0 = not known)") }
        if hours > 23 { out.append("\(what) hours \(hours) is outside 0...23") }
        if minutes > 59 { out.append("\(what) minutes \(minutes) is outside 0...59") }
        if seconds > 59 { out.append("\(what) seconds \(seconds) is outside 0...59") }
        return out
    }

    /// Appends the object as `key` and the text as `textKey`, and the range problems named by `what`.
    func append(_ key: StaticString, _ textKey: StaticString, what: String, to fields: inout [DecodedField],
                problems: inout [String]) {
        fields.append(DecodedField(key, scalar))
        fields.append(DecodedField(textKey, .string(text)))
        problems += self.problems(what)
    }
}

/// One named bit of a bit field: its number, JSON key and summary text.
struct NamedBit: Sendable {
    var bit: UInt32
    var key: StaticString
    var text: String
}

/// The named bits of a flags field, with the JSON text of their object made once (`JSONBooleans`), for
/// `DecodedFieldSink.bits`.
public struct NamedBits: Sendable {
    let bits: [NamedBit]
    /// `bits` as the JSON writer writes them.
    public let json: JSONBooleans

    init(_ bits: [NamedBit]) {
        self.bits = bits
        json = JSONBooleans(bits.map { (bit: Int($0.bit), key: $0.key) })
    }
}

extension NamedBit {
    init(_ bit: UInt32, _ key: StaticString, _ text: String) { self.init(bit: bit, key: key, text: text) }

    func isSet(in raw: UInt32) -> Bool { raw >> bit & 1 != 0 }

    /// One boolean field per named bit of `raw`, in the order given.
    static func fields(_ raw: UInt32, _ bits: [NamedBit]) -> [DecodedField] {
        var out = [DecodedField]()
        out.reserveCapacity(bits.count)
        for b in bits { out.append(DecodedField(b.key, .bool(b.isSet(in: raw)))) }
        return out
    }

    /// The texts of the set bits in the order given, joined by `separator` ("" when none is set).
    static func text(_ raw: UInt32, _ bits: [NamedBit], separator: String = ", ") -> String {
        var out = ""
        for b in bits where b.isSet(in: raw) {
            if !out.isEmpty { out += separator }
            out += b.text
        }
        return out
    }
}

extension SummaryBuilder {
    /// Adds the text of each named bit set in `raw`, in the order given.
    mutating func add(setBitsOf raw: UInt32, _ bits: [NamedBit]) {
        guard enabled, raw != 0 else { return }
        for b in bits where b.isSet(in: raw) { add(b.text) }
    }
}
