import HRSniffBytes

/// The `decoded` object of a value that a decoder writes field by field (`Decoders.writeFields`), byte for byte
/// as the renderers write the `DecodedValue` the same decoder builds (`JSONAnalyzeRenderer.decoded`): the same
/// encoder, with no value built in between. A value type, so that the many accesses to its fields per value are
/// checked for exclusivity when compiled, not at run time.
///
/// It lives with the decoders so that `write` reaches them specialised for it: the decoders are generic over their
/// sink, and a sink of another module reached them through its protocol witnesses, one call per field and item
/// (two fifths of `dump --json`'s cost of a heart-rate notification).
public struct JSONFieldWriter: DecodedFieldSink, ~Copyable {
    /// The output while `write` runs (swapped in and out).
    @usableFromInline var sink = ByteSink(capacity: 64)
    private var problems: [String] = []
    @usableFromInline var fields = 0
    @usableFromInline var items = 0
    /// The field counts of the objects that enclose the one being written.
    private var enclosing: [Int] = []

    public init() {}

    public var describes: Bool { false }

    /// Writes the fields of `value` of `uuid` into `out`; `{}` if its characteristic does not write its fields.
    /// `rates`: the speed and cadence derived for the value (`DecodedProcedure.derivedRates`), written after its
    /// fields as `ConnectionDecoders.decodeNotification` adds them.
    public mutating func write(_ uuid: BluetoothUUID, _ value: Bytes, rates: DerivedRates = DerivedRates(),
                               into out: inout ByteSink) {
        // The fields go straight into `out`, held here while the decoder writes.
        swap(&sink, &out)
        defer { swap(&sink, &out) }
        if !problems.isEmpty { problems.removeAll(keepingCapacity: true) }
        if !enclosing.isEmpty { enclosing.removeAll(keepingCapacity: true) }
        fields = 0
        sink.append(UInt8(ascii: "{"))
        _ = Decoders.writeFields(uuid, value, into: &self)
        if let speed = rates.speedField {
            key("speed_km_h")
            sink.appendDecimal(speed)
        }
        if let cadence = rates.cadenceField {
            key("cadence_rpm")
            sink.appendDecimal(cadence)
        }
        if !problems.isEmpty {
            // An array of strings, escaped (a problem may quote text of the value).
            key("problems")
            sink.append(UInt8(ascii: "["))
            for (i, problem) in problems.enumerated() {
                if i > 0 { sink.append(UInt8(ascii: ",")) }
                JSON.appendString(problem, &sink)
            }
            sink.append(UInt8(ascii: "]"))
        }
        sink.append(UInt8(ascii: "}"))
    }

    @_transparent @usableFromInline mutating func key(_ key: StaticString) {
        sink.appendJSONKey(key, first: fields == 0)
        fields += 1
    }

    // The fields' writers are inlined into the decoders (specialized for this writer): a key's length is then a
    // constant, its bytes two stores, and a field no call. `@_transparent`, since marked `@inline(__always)` they
    // were still called from the specializations (about 100 instructions a field; 4 % of `dump --json`'s on heart
    // rate). (The same on `JSONObjectWriter`'s fields made the renderers larger and slower: not done.)

    /// Not escaped: a field's string is one of its decoder's own literals (a format, a state, a reference), never
    /// text read from the value, so it holds no quote, backslash or control character; text from the capture
    /// reaches JSON only through `JSON.appendString` (`TerminalSafetyTests`). `SeriesFolderTests
    /// .fieldWriterWritesWhatTheDecodedValueWrites` holds this writer to the escaping encoder of `DecodedValue`s.
    @_transparent public mutating func string(_ key: StaticString, _ value: StaticString) {
        self.key(key)
        sink.appendQuoted(value)
    }

    @_transparent public mutating func int(_ key: StaticString, _ value: Int64, unit: StaticString?) {
        self.key(key)
        sink.appendIntegerInline(value)
    }

    @_transparent public mutating func double(_ key: StaticString, _ value: Double, unit: StaticString?) {
        self.key(key)
        sink.appendDecimal(value)
    }

    /// The digits of the number, as `double` writes the Double nearest it.
    @_transparent public mutating func decimal(_ key: StaticString, mantissa: Int64, exponent: Int, unit: StaticString?) {
        self.key(key)
        sink.appendDecimal(mantissa: mantissa, exponent: exponent)
    }

    /// The meaning is the decoder's own literal, not escaped (as `string`).
    @_transparent public mutating func special(_ key: StaticString, _ meaning: StaticString, unit: StaticString?) {
        self.key(key)
        sink.appendQuoted(meaning)
    }

    @_transparent public mutating func bool(_ key: StaticString, _ value: Bool) {
        self.key(key)
        sink.appendBool(value)
    }

    /// The whole object in one step, from the text `names` made once.
    public mutating func bits(_ key: StaticString, _ raw: UInt32, _ names: NamedBits) {
        self.key(key)
        sink.appendBooleans(UInt64(raw), names.json)
    }

    public mutating func beginObject(_ key: StaticString) {
        self.key(key)
        sink.append(UInt8(ascii: "{"))
        enclosing.append(fields)
        fields = 0
    }

    public mutating func endObject() {
        sink.append(UInt8(ascii: "}"))
        fields = enclosing.popLast() ?? 0
    }

    @inline(__always) public mutating func beginArray(_ key: StaticString, unit: StaticString?) {
        self.key(key)
        sink.append(UInt8(ascii: "["))
        items = 0
    }

    @_transparent public mutating func item(_ value: Int64) {
        if items > 0 { sink.append(UInt8(ascii: ",")) }
        items += 1
        sink.appendIntegerInline(value)
    }

    @_transparent public mutating func item(_ value: Double) {
        if items > 0 { sink.append(UInt8(ascii: ",")) }
        items += 1
        sink.appendDecimal(value)
    }

    /// The digits of the number, as `item(_: Double)` writes the Double nearest it.
    @_transparent public mutating func item(mantissa: Int64, exponent: Int) {
        if items > 0 { sink.append(UInt8(ascii: ",")) }
        items += 1
        sink.appendDecimal(mantissa: mantissa, exponent: exponent)
    }

    @inline(__always) public mutating func endArray() { sink.append(UInt8(ascii: "]")) }
    public mutating func problem(_ text: String) { problems.append(text) }
    public mutating func summary(_ text: String) {}
    /// JSON has no summary: the decoder's buffer (empty, as `describes` is false) is dropped, not made a String.
    public mutating func summary(utf8: consuming SummaryBytes) {}
}
