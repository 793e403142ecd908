import HRSniffBytes

/// Where a characteristic's decoder writes a value's fields, in the order of the value's layout, so that one
/// decoder per characteristic serves every consumer: `DecodedValueBuilder` makes a `DecodedValue` of them, and a
/// JSON writer can write them straight out (the `decoded` object of docs/json.md) with no value built in between.
/// `Decoders.writeFields` says which characteristics decode this way.
public protocol DecodedFieldSink: ~Copyable {
    /// Whether the decoder gives the one-line summary (`DecodedValue.summary`); JSON has no use for it.
    var describes: Bool { get }
    mutating func string(_ key: StaticString, _ value: StaticString)
    mutating func int(_ key: StaticString, _ value: Int64, unit: StaticString?)
    mutating func double(_ key: StaticString, _ value: Double, unit: StaticString?)
    /// A number that is exactly `mantissa` × 10^`exponent` (an SFLOAT's or a FLOAT's, a count of thousandths):
    /// `double` of the Double nearest it (`Double(mantissa:decimalExponent:)`) unless the sink writes the digits.
    mutating func decimal(_ key: StaticString, mantissa: Int64, exponent: Int, unit: StaticString?)
    /// A value the specification defines as a meaning rather than a number (`DecodedScalar.special`).
    mutating func special(_ key: StaticString, _ meaning: StaticString, unit: StaticString?)
    mutating func bool(_ key: StaticString, _ value: Bool)
    /// An object field of one boolean per named bit of `raw`, in the order of `names` (`NamedBits`): a sink that
    /// writes JSON writes it from the text `names` made once, a summary sink ignores it, and the others take
    /// `beginObject`, `bool` per name and `endObject`.
    mutating func bits(_ key: StaticString, _ raw: UInt32, _ names: NamedBits)
    /// An object field: its fields follow until `endObject`.
    mutating func beginObject(_ key: StaticString)
    mutating func endObject()
    /// An array field: its items follow until `endArray`.
    mutating func beginArray(_ key: StaticString, unit: StaticString?)
    mutating func item(_ value: Int64)
    mutating func item(_ value: Double)
    /// An item that is exactly `mantissa` × 10^`exponent`: `item(_: Double)` of the Double nearest it
    /// (`Double(mantissa:decimalExponent:)`) unless the sink writes the digits.
    mutating func item(mantissa: Int64, exponent: Int)
    mutating func endArray()
    /// What did not fit the specification (`DecodedValue.problems`), in the order found.
    mutating func problem(_ text: String)
    /// The one-line summary, given once, last.
    mutating func summary(_ text: String)
    /// An empty buffer for the summary's UTF-8 bytes, which the decoder fills and gives back with `summary(utf8:)`
    /// instead of `summary(_:)`: a sink that keeps it from value to value makes a summary with no allocation.
    mutating func takeSummaryBuffer() -> SummaryBytes
    /// The one-line summary as UTF-8 (in the buffer `takeSummaryBuffer` lent), given once, last.
    mutating func summary(utf8: consuming SummaryBytes)
}

extension DecodedFieldSink where Self: ~Copyable {
    /// The Double nearest the number, to `double`.
    public mutating func decimal(_ key: StaticString, mantissa: Int64, exponent: Int, unit: StaticString?) {
        double(key, Double(mantissa: mantissa, decimalExponent: exponent), unit: unit)
    }

    /// The Double nearest the number, to `item(_: Double)`.
    public mutating func item(mantissa: Int64, exponent: Int) {
        item(Double(mantissa: mantissa, decimalExponent: exponent))
    }

    /// A new buffer: the sink keeps no buffer of its own.
    public mutating func takeSummaryBuffer() -> SummaryBytes { SummaryBytes(capacity: 0) }
    /// The text made a String, given to `summary(_:)`.
    public mutating func summary(utf8: consuming SummaryBytes) { summary(utf8.string) }
}

/// A sink that keeps of a value only its summary and problems (what text output shows): every field goes nowhere.
public protocol DecodedSummarySink: DecodedFieldSink, ~Copyable {}

extension DecodedSummarySink where Self: ~Copyable {
    public mutating func bits(_ key: StaticString, _ raw: UInt32, _ names: NamedBits) {}
    public mutating func string(_ key: StaticString, _ value: StaticString) {}
    public mutating func int(_ key: StaticString, _ value: Int64, unit: StaticString?) {}
    public mutating func double(_ key: StaticString, _ value: Double, unit: StaticString?) {}
    public mutating func decimal(_ key: StaticString, mantissa: Int64, exponent: Int, unit: StaticString?) {}
    public mutating func special(_ key: StaticString, _ meaning: StaticString, unit: StaticString?) {}
    public mutating func bool(_ key: StaticString, _ value: Bool) {}
    public mutating func beginObject(_ key: StaticString) {}
    public mutating func endObject() {}
    public mutating func beginArray(_ key: StaticString, unit: StaticString?) {}
    public mutating func item(_ value: Int64) {}
    public mutating func item(_ value: Double) {}
    public mutating func item(mantissa: Int64, exponent: Int) {}
    public mutating func endArray() {}
}

/// Keeps of the fields a decoder writes only its summary, as UTF-8 bytes in a buffer kept from value to value, and
/// its problems: what text output writes of a value (`Decoders.writeSummary`), with no String and no allocation
/// once the buffer has grown.
public struct DecodedSummaryText: DecodedSummarySink, ~Copyable {
    public var describes: Bool { true }
    /// The summary's UTF-8 bytes (`DecodedValue.summary`).
    public internal(set) var utf8 = SummaryBytes()
    public private(set) var problems: [String] = []

    public init() {}

    /// Empties the summary and the problems, keeping their storage.
    public mutating func reset() {
        utf8.removeAll()
        if !problems.isEmpty { problems.removeAll(keepingCapacity: true) }
    }

    public mutating func problem(_ text: String) { problems.append(text) }
    public mutating func summary(_ text: String) {
        utf8.removeAll()
        utf8.append(string: text)
    }

    public mutating func takeSummaryBuffer() -> SummaryBytes {
        var buffer = SummaryBytes(capacity: 0)
        swap(&buffer, &utf8)
        return buffer
    }

    public mutating func summary(utf8 bytes: consuming SummaryBytes) { utf8 = bytes }
}

/// Builds the `DecodedValue` of the fields a decoder writes.
public struct DecodedValueBuilder: DecodedFieldSink {
    public let describes: Bool
    private var fields: [DecodedField] = []
    private var problems: [String] = []
    private var summaryText = ""
    private var arrayKey: StaticString = ""
    private var arrayUnit: StaticString?
    private var items: [DecodedScalar] = []
    /// The fields of the objects that enclose the one being written, and their keys.
    private var enclosing: [(key: StaticString, fields: [DecodedField])] = []

    public init(describes: Bool, capacity: Int = 6) {
        self.describes = describes
        fields.reserveCapacity(capacity)
    }

    public var value: DecodedValue { DecodedValue(fields: fields, summary: summaryText, problems: problems) }

    /// The value with `summary`'s text (`SummaryBuilder.finished`).
    mutating func finished(_ summary: borrowing SummaryBuilder) -> DecodedValue {
        summaryText = summary.finished
        return value
    }

    /// Fields built elsewhere, appended in order.
    mutating func append(_ more: [DecodedField]) { fields += more }

    public mutating func double(_ key: StaticString, _ value: Double, unit: StaticString?) {
        fields.append(DecodedField(key, .double(value), unit: unit?.description))
    }

    public mutating func special(_ key: StaticString, _ meaning: StaticString, unit: StaticString?) {
        fields.append(DecodedField(key, .special(meaning.description), unit: unit?.description))
    }

    public mutating func bool(_ key: StaticString, _ value: Bool) { fields.append(DecodedField(key, .bool(value))) }

    public mutating func beginObject(_ key: StaticString) {
        enclosing.append((key, fields))
        fields = []
    }

    public mutating func endObject() {
        guard let outer = enclosing.popLast() else { return }
        let object = fields
        fields = outer.fields
        fields.append(DecodedField(outer.key, .object(object)))
    }

    public mutating func string(_ key: StaticString, _ value: StaticString) {
        fields.append(DecodedField(key, .string(value.description)))
    }

    public mutating func int(_ key: StaticString, _ value: Int64, unit: StaticString?) {
        fields.append(DecodedField(key, .int(value), unit: unit?.description))
    }

    public mutating func beginArray(_ key: StaticString, unit: StaticString?) {
        (arrayKey, arrayUnit) = (key, unit)
        items = []
    }

    public mutating func item(_ value: Int64) { items.append(.int(value)) }
    public mutating func item(_ value: Double) { items.append(.double(value)) }

    public mutating func endArray() {
        fields.append(DecodedField(arrayKey, .array(items), unit: arrayUnit?.description))
        items = []
    }

    public mutating func problem(_ text: String) { problems.append(text) }
    public mutating func summary(_ text: String) { summaryText = text }
}

/// Keeps of the fields a decoder writes only its summary and problems: the `DecodedValue` text output shows.
public struct DecodedSummaryBuilder: DecodedSummarySink {
    public var describes: Bool { true }
    private var problems: [String] = []
    private var summaryText = ""

    public init() {}

    /// The summary and problems, with no fields.
    public var value: DecodedValue { DecodedValue(fields: [], summary: summaryText, problems: problems) }

    public mutating func problem(_ text: String) { problems.append(text) }
    public mutating func summary(_ text: String) { summaryText = text }
}

extension DecodedFieldSink where Self: ~Copyable {
    /// An SFLOAT or FLOAT field: the number, or the meaning of a special value (`MedicalFloat.scalar`).
    @_transparent mutating func medical(_ key: StaticString, _ value: MedicalFloat, unit: StaticString) {
        if value.special == nil {
            decimal(key, mantissa: Int64(value.mantissa), exponent: Int(value.exponent), unit: unit)
        } else {
            special(key, value.special?.meaning ?? "nan", unit: unit)
        }
    }

    /// An object of one boolean per named bit of `raw`, in the order given (`NamedBit.fields`).
    public mutating func bits(_ key: StaticString, _ raw: UInt32, _ names: NamedBits) {
        beginObject(key)
        // By index: a copy of each `NamedBit` would retain and release its text.
        let bits = names.bits
        for i in bits.indices { bool(bits[i].key, bits[i].isSet(in: raw)) }
        endObject()
    }

    /// What `Decoders.emptyValue` gives: no field, the problem, and "empty".
    mutating func empty(_ name: String, minimum: Int = 1) {
        problem("the value is empty; " + DecoderFormat.article(name) + " \(name) has at least "
            + DecoderFormat.bytes(minimum))
        summary("empty")
    }
}

extension Decoders {
    /// Whether no built-in decoder knows values of `uuid`, so that `decode` gives nothing for any of them: a 128-bit
    /// UUID (a vendor's), or a 16-bit one that no decoder takes (a vendor's 0xFFF4, say). A decoder gives a value
    /// for every value of a type it takes, an empty one included ("empty"), so one decode of an empty value tells;
    /// `ConnectionDecoders.decodesNothing` keeps the answer per type.
    public static func decodesNothing(_ uuid: BluetoothUUID) -> Bool {
        guard uuid.shortValue != nil else { return true }
        return decode(uuid, .empty, describe: false) == nil
    }

    /// Whether values of `uuid` decode through a `DecodedFieldSink` (`writeFields`). Inlinable: the pipeline asks
    /// for every notification it folds to be told.
    @inlinable public static func writesFields(_ uuid: BluetoothUUID) -> Bool {
        switch uuid.shortValue {
        case 0x2A37, 0x2A5F, 0x2A63: true
        default: false
        }
    }

    /// The summary and problems of a value of `uuid` with no fields, for the characteristics that `writesFields`
    /// (nil for the others): what text output shows of `decode`'s value.
    public static func describe(_ uuid: BluetoothUUID, _ value: Bytes) -> DecodedValue? {
        var builder = DecodedSummaryBuilder()
        return writeFields(uuid, value, into: &builder) ? builder.value : nil
    }

    /// `describe` into `text` (reset first): the summary as UTF-8 bytes, with the speed and cadence `rates` says
    /// after it as `ConnectionDecoders.decodeNotification` adds them, and the problems; false (nothing written) for
    /// the characteristics that do not `writesFields`.
    public static func writeSummary(_ uuid: BluetoothUUID, _ value: Bytes, rates: DerivedRates = DerivedRates(),
                                    into text: inout DecodedSummaryText) -> Bool {
        text.reset()
        guard writeFields(uuid, value, into: &text) else { return false }
        if !rates.isEmpty { rates.describe(into: &text.utf8) }
        return true
    }

    /// Writes the fields of a value of `uuid` into `sink`, as `decode` gives them, for the characteristics that
    /// `writesFields`; false (nothing written) for the others.
    public static func writeFields<S: DecodedFieldSink & ~Copyable>(_ uuid: BluetoothUUID, _ value: Bytes, into sink: inout S) -> Bool {
        switch uuid.shortValue {
        case 0x2A37:
            heartRateMeasurement(value, into: &sink)
            return true
        case 0x2A5F:
            plxContinuousMeasurement(value, into: &sink)
            return true
        case 0x2A63:
            cyclingPowerMeasurement(value, into: &sink)
            return true
        default:
            return false
        }
    }
}
