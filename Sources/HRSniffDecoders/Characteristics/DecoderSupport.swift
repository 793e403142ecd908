import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffHCI

/// Building blocks shared by the characteristic decoders: summary text, number formatting, length checks and
/// UTF-8 strings. No Foundation.

/// Joins the parts of a one-line summary with ", ".
/// Built only when `enabled`: decoders of values that stream by the million (notifications) skip the text when
/// nobody will read it (JSON output, statistics).
/// The text is kept as UTF-8 bytes and made a String once: appending bytes costs less than growing a String piece
/// by piece, and parts made of numbers and literals (`addNumber`, `Part`) need no interpolated String.
struct SummaryBuilder: ~Copyable {
    private var bytes: SummaryBytes
    let enabled: Bool

    init(enabled: Bool = true) {
        self.enabled = enabled
        bytes = SummaryBytes(capacity: enabled ? 48 : 0)
    }

    /// A builder with room for `capacity` bytes at first: 0 for one that is often left empty, so that it allocates
    /// only when a part is added.
    init(enabled: Bool, capacity: Int) {
        self.enabled = enabled
        bytes = SummaryBytes(capacity: enabled ? capacity : 0)
    }

    /// A builder that writes into `buffer` (emptied first; its capacity kept): a sink lends the buffer it keeps from
    /// value to value (`DecodedFieldSink.takeSummaryBuffer`), and takes it back with the text
    /// (`DecodedFieldSink.summary(utf8:)`), so that a summary costs no allocation.
    init(enabled: Bool, buffer: consuming SummaryBytes) {
        self.enabled = enabled
        bytes = buffer
        bytes.removeAll()
    }

    var text: String { bytes.string }

    /// The UTF-8 bytes of `text`, moved out (the builder is left empty).
    mutating func takeText() -> SummaryBytes {
        var out = SummaryBytes(capacity: 0)
        swap(&out, &bytes)
        return out
    }

    /// The UTF-8 bytes of `finished`, moved out (the builder is left empty).
    mutating func takeFinished() -> SummaryBytes {
        if enabled && bytes.isEmpty { bytes.append(utf8Of: "malformed") }
        return takeText()
    }

    mutating func add(_ part: @autoclosure () -> String) {
        guard enabled else { return }
        let part = part()
        separate()
        bytes.append(string: part)
    }

    /// Adds a part of the decoder's own words, from its static bytes. Inlined, as `addNumber`: most of the time a
    /// decoder writes no summary (JSON, statistics), and the test of `enabled` is then all that runs.
    @inline(__always) mutating func add(words: StaticString) {
        guard enabled else { return }
        separate()
        bytes.append(utf8Of: words)
    }

    /// Adds "\(number)\(suffix)" ("72 bpm").
    @inline(__always) mutating func addNumber(_ number: Int, _ suffix: StaticString) {
        add { part in
            part.number(number)
            part.literal(suffix)
        }
    }

    /// Text written piece by piece into the summary as one part (`add(part:)`).
    struct Part: ~Copyable {
        fileprivate(set) var bytes: SummaryBytes

        /// A literal, from its static bytes. Inlined: the literal's length is then a constant, and its copy a
        /// few stores.
        @inline(__always) mutating func literal(_ text: StaticString) {
            bytes.append(utf8Of: text)
        }

        /// `n` in decimal.
        mutating func number(_ n: Int) { bytes.appendDecimal(n) }

        /// `DecoderFormat.fixed(scaled, decimals:, trim:)`.
        mutating func fixed(_ scaled: Int, decimals: Int, trim: Bool = false) {
            bytes.appendFixed(scaled, decimals: decimals, trim: trim)
        }

        /// `SportsFormat.binary(raw, shift:, decimals:, trim:)`.
        mutating func binary(_ raw: Int, shift: Int, decimals: Int, trim: Bool = true) {
            bytes.appendBinary(raw, shift: shift, decimals: decimals, trim: trim)
        }

        /// `value.text(unit: unit)` (an SFLOAT or FLOAT with its unit, or its special value named).
        mutating func medical(_ value: MedicalFloat, unit: StaticString) {
            bytes.appendMedical(value, unit: unit)
        }
    }

    /// Adds one part written by `body` (nothing when the summary is not wanted; the part must not be empty).
    mutating func add(part body: (inout Part) -> Void) {
        guard enabled else { return }
        separate()
        var part = Part(bytes: SummaryBytes(capacity: 0))
        swap(&part.bytes, &bytes)
        body(&part)
        swap(&part.bytes, &bytes)
    }

    /// ", " before a part that is not the first.
    @inline(__always) private mutating func separate() {
        if !bytes.isEmpty { bytes.append(utf8Of: ", ") }
    }

    /// The text, or "malformed" when it is wanted but nothing could be said (as `Decoders.finish` gives it).
    var finished: String { enabled && bytes.isEmpty ? "malformed" : text }

    /// Adds the text of another builder, if it has any.
    mutating func append(_ other: borrowing SummaryBuilder) {
        guard enabled, !other.bytes.isEmpty else { return }
        separate()
        bytes.append(other.bytes)
    }
}

enum DecoderFormat {
    /// "1 byte", "3 bytes".
    static func bytes(_ n: Int) -> String { n == 1 ? "1 byte" : "\(n) bytes" }

    /// `scaled / 10^decimals` as decimal text with exactly `decimals` digits after the point ("833.0"), or with
    /// trailing zeros (and a bare point) removed when `trim` is set ("7.5", "15"). `decimals` is 0...9.
    static func fixed(_ scaled: Int, decimals: Int, trim: Bool = false) -> String {
        var text: [UInt8] = []
        text.appendFixed(scaled, decimals: decimals, trim: trim)
        return String(decoding: text, as: UTF8.self)
    }

    /// "0x2A37": upper-case hexadecimal with `digits` digits.
    static func hex(_ value: UInt64, digits: Int) -> String { ProtocolNumberText.hex(value, digits: digits) }

    /// "1B": two upper-case hexadecimal digits, no prefix.
    static func hexByte(_ byte: UInt8) -> String {
        func digit(_ v: UInt8) -> Character {
            Character(Unicode.Scalar(v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10))
        }
        return String([digit(byte >> 4), digit(byte & 0x0F)])
    }

    /// The problem for a value whose length is not the fixed length the specification gives; `article` replaces
    /// the one `article(_:)` picks.
    static func lengthProblem(_ name: String, expected: Int, actual: Int, article: String? = nil) -> String {
        let verb = actual < expected ? "ends after" : "has"
        return (article ?? self.article(name)) + " \(name) is \(bytes(expected)) but the value \(verb) "
            + bytes(actual)
    }

    /// The problem for a field the flags announce that the value is too short for: "flags announce a time stamp
    /// but the value ends after 9 bytes".
    static func missing(_ what: String, _ value: Bytes) -> String {
        "flags announce " + what + " but the value ends after " + bytes(value.count)
    }

    /// The problem for a mandatory field the value is too short for: "the value ends after 3 bytes, before the
    /// base time".
    static func missingMandatory(_ what: String, _ value: Bytes) -> String {
        "the value ends after " + bytes(value.count) + ", before the " + what
    }

    /// The problem for reserved bits set in a flags, status or feature field ("reserved flag bits are set (0xE1)",
    /// with `valuePrefix` "flags ": "(flags 0xE1)"); nil when none is.
    static func reservedBits<T: BinaryInteger>(_ what: String, _ raw: T, mask: T, digits: Int,
                                               valuePrefix: String = "") -> String? {
        guard raw & mask != 0 else { return nil }
        return "reserved \(what) bits are set (" + valuePrefix + hex(UInt64(truncatingIfNeeded: raw), digits: digits)
            + ")"
    }

    /// `n` in decimal, zero-padded to `width` digits ("09", "0000"); a minus sign goes before the zeros.
    static func padded(_ n: Int, _ width: Int) -> String {
        var s = String(n.magnitude)
        while s.utf8.count < width { s = "0" + s }
        return n < 0 ? "-" + s : s
    }

    /// "a" or "an" before `name` (by its first letter, enough for characteristic names).
    static func article(_ name: String) -> String {
        switch name.utf8.first {
        case UInt8(ascii: "A"), UInt8(ascii: "E"), UInt8(ascii: "I"), UInt8(ascii: "O"), UInt8(ascii: "U"): "an"
        default: "a"
        }
    }
}

extension Decoders {
    /// A UTF-8 string characteristic (Device Information strings, Device Name, User Description): field `text`.
    ///
    /// Trailing NULs are trimmed silently (many devices send C strings from fixed-size buffers; the specification
    /// has no terminator but a NUL is harmless). Invalid UTF-8 gives a problem and the text with U+FFFD in place
    /// of the bad sequences. Values longer than `maxBytes` (when given) are still decoded and reported.
    static func utf8Text(_ value: Bytes, _ name: String, maxBytes: Int? = nil) -> DecodedValue {
        let (text, valid) = paddedText(value)
        var problems = [String]()
        if !valid { problems.append("the \(name) is not valid UTF-8; invalid sequences are shown as U+FFFD") }
        if let maxBytes, value.count > maxBytes {
            problems.append(DecoderFormat.article(name) + " \(name) is at most \(DecoderFormat.bytes(maxBytes)) "
                + "but the value has \(value.count)")
        }
        return DecodedValue(fields: [DecodedField("text", .string(text))], summary: "\"" + text + "\"",
                            problems: problems)
    }

    /// UTF-8 text that may be padded with NUL bytes (a C string from a fixed-size buffer): the text without its
    /// trailing NULs, and whether it was valid UTF-8 (invalid sequences become U+FFFD).
    public static func paddedText(_ bytes: Bytes) -> (text: String, valid: Bool) { bytes.paddedText }

    /// The bytes as text when they are printable ASCII (at least three characters), possibly followed by NUL
    /// padding: what a value with no decoder shows in quotes beside its hex. nil otherwise.
    public static func printableText(_ bytes: [UInt8]) -> String? {
        var end = bytes.count
        while end > 0, bytes[end - 1] == 0 { end -= 1 }
        let text = bytes[..<end]
        guard text.count >= 3, text.allSatisfy({ (0x20 ... 0x7E).contains($0) }) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// `printableText` of a slice (a notified value), read in place: copied only when it is printable.
    public static func printableText(_ bytes: Bytes) -> String? {
        var end = bytes.count
        while end > 0, bytes[checked: end - 1] == 0 { end -= 1 }
        guard end >= 3 else { return nil }
        for i in 0 ..< end {
            guard let b = bytes[checked: i], (0x20 ... 0x7E).contains(b) else { return nil }
        }
        return printableText(bytes.prefix(end).array)
    }

    /// The value for an empty input to a decoder that needs at least `minimum` bytes.
    static func emptyValue(_ name: String, minimum: Int = 1) -> DecodedValue {
        DecodedValue(fields: [], summary: "empty", problems: [
            "the value is empty; " + DecoderFormat.article(name) + " \(name) has at least "
                + DecoderFormat.bytes(minimum),
        ])
    }

    /// The value with its summary, or "malformed" when the summary is wanted but nothing could be said.
    static func finish(_ fields: [DecodedField], _ summary: borrowing SummaryBuilder, _ problems: [String]) -> DecodedValue {
        let text = summary.enabled && summary.text.isEmpty ? "malformed" : summary.text
        return DecodedValue(fields: fields, summary: text, problems: problems)
    }
}

/// The number formats of the decoders' summaries, written as UTF-8 bytes: the one implementation behind both the
/// String formatters (`DecoderFormat.fixed`, `SportsFormat.binary`, `MedicalFloat.text`) and the summary parts
/// written as bytes (`SummaryBuilder.Part`), into an array or a summary's bytes.
extension UTF8Appending where Self: ~Copyable {
    /// `scaled / 10^decimals` with exactly `decimals` digits after the point ("833.0"), or with trailing zeros (and
    /// a bare point) removed when `trim` is set ("7.5", "15"); outside 1...9 decimals, `scaled` as it is.
    mutating func appendFixed(_ scaled: Int, decimals: Int, trim: Bool = false) {
        guard decimals > 0, decimals <= 9 else {
            appendDecimal(scaled)
            return
        }
        if decimals == 1 {
            // Tenths (an RR interval in ms, an SpO2 in %, a pedal balance): in one copy.
            appendTenths(scaled, trim: trim)
            return
        }
        var divisor: UInt = 1
        for _ in 0 ..< decimals { divisor *= 10 }
        let magnitude = scaled.magnitude
        var fraction = magnitude % divisor
        var digits = decimals
        if trim {
            while digits > 0, fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
        }
        if scaled < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(Int(magnitude / divisor))
        guard digits > 0 else { return }
        append(UInt8(ascii: "."))
        // The fraction's digits, zeros first to `digits`.
        var width = 1
        var probe = fraction
        while probe >= 10 {
            probe /= 10
            width += 1
        }
        for _ in width ..< Swift.max(width, digits) { append(UInt8(ascii: "0")) }
        appendDecimal(Int(fraction))
    }

    /// `raw` / 2^`shift` with `decimals` decimals, rounded half away from zero, trailing zeros trimmed when `trim`
    /// is set ("11.9", "12.5", "85"); `shift` 1...31 and `decimals` 0...6, otherwise `raw` as it is. `raw` is a
    /// field of at most 32 bits, so `raw × 10^decimals` cannot overflow.
    mutating func appendBinary(_ raw: Int, shift: Int, decimals: Int, trim: Bool = true) {
        guard shift >= 1, shift < 32, decimals >= 0, decimals <= 6 else {
            appendDecimal(raw)
            return
        }
        var factor: UInt = 1
        for _ in 0 ..< decimals { factor *= 10 }
        let half: UInt = 1 << UInt(shift - 1)
        let (product, overflow) = raw.magnitude.multipliedReportingOverflow(by: factor)
        guard !overflow, product <= UInt(Int.max) - half else {
            appendDecimal(raw)
            return
        }
        let magnitude = (product + half) >> UInt(shift)
        appendFixed(raw < 0 ? -Int(magnitude) : Int(magnitude), decimals: decimals, trim: trim)
    }

    /// `value.text`: the digits the exponent gives (36.6, 1200, 97) or the special value's short name.
    mutating func appendMedical(_ value: MedicalFloat) {
        switch value.special {
        case .nan?: append(utf8Of: "NaN")
        case .notAtThisResolution?: append(utf8Of: "NRes")
        case .positiveInfinity?: append(utf8Of: "+INF")
        case .negativeInfinity?: append(utf8Of: "-INF")
        case .reserved?: append(utf8Of: "reserved")
        case nil:
            if value.exponent >= 0 {
                appendDecimal(Int(value.mantissa))
                if value.mantissa != 0 { for _ in 0 ..< Int(value.exponent) { append(UInt8(ascii: "0")) } }
            } else {
                appendFixed(Int(value.mantissa), decimals: Swift.min(Int(value.exponent.magnitude), 9))
            }
        }
    }

    /// `value.text(unit:)`: the number and its unit ("97 %"), or the special value named (IEEE 11073-20601
    /// §A.2.2.2) with no unit.
    mutating func appendMedical(_ value: MedicalFloat, unit: StaticString) {
        switch value.special {
        case .nan?: append(utf8Of: "not a number (NaN)")
        case .notAtThisResolution?: append(utf8Of: "not at this resolution (NRes)")
        case .positiveInfinity?: append(utf8Of: "+infinity (+INF)")
        case .negativeInfinity?: append(utf8Of: "-infinity (-INF)")
        case .reserved?: append(utf8Of: "reserved value")
        case nil:
            appendMedical(value)
            append(UInt8(ascii: " "))
            append(utf8Of: unit)
        }
    }
}
