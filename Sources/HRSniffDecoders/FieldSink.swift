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
    /// An array field: its items follow until `endArray`.
    mutating func beginArray(_ key: StaticString, unit: StaticString?)
    mutating func item(_ value: Int64)
    mutating func item(_ value: Double)
    mutating func endArray()
    /// What did not fit the specification (`DecodedValue.problems`), in the order found.
    mutating func problem(_ text: String)
    /// The one-line summary, given once, last.
    mutating func summary(_ text: String)
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

    public init(describes: Bool, capacity: Int = 6) {
        self.describes = describes
        fields.reserveCapacity(capacity)
    }

    public var value: DecodedValue { DecodedValue(fields: fields, summary: summaryText, problems: problems) }

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

extension Decoders {
    /// Whether values of `uuid` decode through a `DecodedFieldSink` (`writeFields`).
    public static func writesFields(_ uuid: BluetoothUUID) -> Bool {
        uuid.shortValue == 0x2A37
    }

    /// Writes the fields of a value of `uuid` into `sink`, as `decode` gives them, for the characteristics that
    /// `writesFields`; false (nothing written) for the others.
    public static func writeFields<S: DecodedFieldSink & ~Copyable>(_ uuid: BluetoothUUID, _ value: Bytes, into sink: inout S) -> Bool {
        switch uuid.shortValue {
        case 0x2A37:
            heartRateMeasurement(value, into: &sink)
            return true
        default:
            return false
        }
    }
}
