import HRSniffBytes
import HRSniffATT
import HRSniffGATT

extension Decoders {
    /// Decoders of the Cycling Speed and Cadence, Running Speed and Cadence, Cycling Power and Fitness Machine
    /// characteristics; nil for UUIDs that are not theirs.
    static func sportsDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        // Running Speed and Cadence Service 1.0
        case 0x2A53: return rscMeasurement(value, describe: describe)
        case 0x2A54: return rscFeature(value)
        // Shared by CSCS and RSCS
        case 0x2A55: return scControlPoint(value)
        // Cycling Speed and Cadence Service 1.0
        case 0x2A5B: return cscMeasurement(value, describe: describe)
        case 0x2A5C: return cscFeature(value)
        // Shared by CSCS, RSCS and CPS
        case 0x2A5D: return sensorLocation(value)
        // Cycling Power Service 1.1
        case 0x2A63: return cyclingPowerMeasurement(value, describe: describe)
        case 0x2A65: return cyclingPowerFeature(value)
        case 0x2A66: return cyclingPowerControlPoint(value)
        // Fitness Machine Service 1.0
        case 0x2ACC: return fitnessMachineFeature(value)
        case 0x2ACD: return fitnessMachineData(value, FitnessMachineLayout.treadmill, describe: describe)
        case 0x2ACE: return fitnessMachineData(value, FitnessMachineLayout.crossTrainer, describe: describe)
        case 0x2ACF: return fitnessMachineData(value, FitnessMachineLayout.stepClimber, describe: describe)
        case 0x2AD0: return fitnessMachineData(value, FitnessMachineLayout.stairClimber, describe: describe)
        case 0x2AD1: return fitnessMachineData(value, FitnessMachineLayout.rower, describe: describe)
        case 0x2AD2: return fitnessMachineData(value, FitnessMachineLayout.indoorBike, describe: describe)
        case 0x2AD3: return trainingStatus(value)
        case 0x2AD4: return supportedRange(value, SupportedRange.speed)
        case 0x2AD5: return supportedRange(value, SupportedRange.inclination)
        case 0x2AD6: return supportedResistanceLevelRange(value)
        case 0x2AD7: return supportedRange(value, SupportedRange.heartRate)
        case 0x2AD8: return supportedRange(value, SupportedRange.power)
        case 0x2AD9: return fitnessMachineControlPoint(value)
        case 0x2ADA: return fitnessMachineStatus(value)
        default: return nil
        }
    }
}

// MARK: - Shared by the sports decoders

/// Reads the fields of a sports characteristic value one after the other, bounds-checked (a `FieldReader` that
/// keeps its problems).
///
/// A read that does not fit records one problem ("flags announce X but the value ends after N bytes", or for a
/// mandatory field "the value ends after N bytes, before the X") and marks the cursor truncated: every later read
/// returns nil without a problem of its own, so a decoder may go on asking for the fields its flags announce and
/// keeps the ones that were complete.
struct SportsCursor {
    private var reader: FieldReader
    /// Set by the first read that did not fit.
    private(set) var truncated = false
    var problems: [String] = []

    init(_ value: Bytes, offset: Int = 0) { reader = FieldReader(value, offset: offset) }

    var value: Bytes { reader.value }

    /// Reserves `count` bytes for `what` (one field, or fields the flags announce together): their offset, or nil
    /// when the value is too short (recording the problem the first time).
    @inline(__always) mutating func take(_ count: Int, _ what: StaticString, mandatory: Bool = false) -> Int? {
        read(what, mandatory: mandatory) { $0.take(count) }
    }

    /// Reads one field with `body`, recording the problem for `what` when it does not fit. Inlined with the readers
    /// below (a measurement reads several fields; each was a call), the problem made apart.
    @inline(__always)
    private mutating func read<T>(_ what: StaticString, mandatory: Bool, _ body: (inout FieldReader) -> T?) -> T? {
        guard !truncated else { return nil }
        if let v = body(&reader) { return v }
        missing(what, mandatory: mandatory)
        return nil
    }

    @inline(never)
    private mutating func missing(_ what: StaticString, mandatory: Bool) {
        truncated = true
        problems.append(mandatory ? DecoderFormat.missingMandatory(what.description, value)
            : DecoderFormat.missing(what.description, value))
    }

    @inline(__always) mutating func u8(_ what: StaticString, mandatory: Bool = false) -> UInt8? {
        read(what, mandatory: mandatory) { $0.u8() }
    }

    @inline(__always) mutating func u16(_ what: StaticString, mandatory: Bool = false) -> UInt16? {
        read(what, mandatory: mandatory) { $0.u16() }
    }

    @inline(__always) mutating func s16(_ what: StaticString, mandatory: Bool = false) -> Int16? {
        u16(what, mandatory: mandatory).map { Int16(bitPattern: $0) }
    }

    @inline(__always) mutating func u24(_ what: StaticString, mandatory: Bool = false) -> UInt32? {
        read(what, mandatory: mandatory) { $0.u24() }
    }

    @inline(__always) mutating func u32(_ what: StaticString, mandatory: Bool = false) -> UInt32? {
        read(what, mandatory: mandatory) { $0.u32() }
    }

    /// A Date Time (GSS §3.70).
    mutating func dateTime(_ what: StaticString, mandatory: Bool = false) -> DateTime? {
        read(what, mandatory: mandatory) { $0.dateTime() }
    }

    /// The rest of the value (possibly empty); the cursor moves to the end.
    mutating func rest() -> Bytes { reader.rest() }

    /// Records the problem for bytes after the last field, unless a field was already missing.
    mutating func checkTrailing(_ after: String = "after the last field the flags announce") {
        if !truncated, let p = reader.trailingProblem(after) { problems.append(p) }
    }

    /// For a reserved op code: the problem, and the bytes after it as the field `parameter` (when there are any).
    mutating func reservedOpCode(_ opCode: UInt8, _ fields: inout [DecodedField]) {
        problems.append("op code \(DecoderFormat.hex(UInt64(opCode), digits: 2)) is reserved for future use")
        let parameter = rest()
        if !parameter.isEmpty { fields.append(DecodedField("parameter", .bytes(parameter.array))) }
    }
}

/// Numbers, names and texts shared by the sports decoders.
enum SportsFormat {
    /// The problem for reserved flag bits, or nil when none is set: "reserved flag bits are set (flags 0xFC)".
    static func reservedFlags<T: BinaryInteger>(_ flags: T, mask: T, digits: Int) -> String? {
        DecoderFormat.reservedBits("flag", flags, mask: mask, digits: digits, valuePrefix: "flags ")
    }

    /// `raw` / 2^`shift` as text with `decimals` decimals, rounded half away from zero, trailing zeros trimmed
    /// when `trim` is set ("11.9", "12.5", "85").
    static func binary(_ raw: Int, shift: Int, decimals: Int, trim: Bool = true) -> String {
        var text: [UInt8] = []
        text.appendBinary(raw, shift: shift, decimals: decimals, trim: trim)
        return String(decoding: text, as: UTF8.self)
    }

    /// An event time in 1/1024 s (or 1/2048 s when `shift` is 11) in seconds with one decimal: "11.9", "2.0".
    static func eventTime(_ raw: UInt16, shift: Int) -> String {
        binary(Int(raw), shift: shift, decimals: 1, trim: false)
    }

    /// The `op_code` and `op_code_name` fields ("Reserved" when `name` is nil) and the summary text of a control
    /// point value ("Reserved op code 0x7F" for a reserved op code).
    static func opCode(_ opCode: UInt8, _ name: String?) -> (fields: [DecodedField], text: String) {
        ([DecodedField("op_code", .int(Int64(opCode))), DecodedField("op_code_name", .string(name ?? "Reserved"))],
         name ?? "Reserved op code \(DecoderFormat.hex(UInt64(opCode), digits: 2))")
    }

    /// Appends the fields of a control point's Response Code: `request_op_code`, `request_op_code_name`, then the
    /// response as `key` and `nameKey`, with a problem naming it `what` when it is reserved. Returns the summary
    /// "Response to Set Cumulative Value: Success".
    static func appendResponse(request: UInt8, requestName: String?, response: UInt8, responseName: String?,
                               key: StaticString = "response_value", nameKey: StaticString = "response_value_name",
                               what: String = "response value", to fields: inout [DecodedField],
                               problems: inout [String]) -> String {
        let requestName = requestName ?? "Reserved"
        fields.append(DecodedField("request_op_code", .int(Int64(request))))
        fields.append(DecodedField("request_op_code_name", .string(requestName)))
        fields.append(DecodedField(key, .int(Int64(response))))
        fields.append(DecodedField(nameKey, .string(responseName ?? "Reserved")))
        if responseName == nil { problems.append("\(what) \(response) is reserved for future use") }
        return "Response to \(requestName): \(responseName ?? "Reserved (\(response))")"
    }

    /// Sensor Location names (GSS; CSCS, RSCS, CPS): 0...16.
    static func sensorLocationName(_ location: UInt8) -> String? {
        switch location {
        case 0: "Other"
        case 1: "Top of Shoe"
        case 2: "In Shoe"
        case 3: "Hip"
        case 4: "Front Wheel"
        case 5: "Left Crank"
        case 6: "Right Crank"
        case 7: "Left Pedal"
        case 8: "Right Pedal"
        case 9: "Front Hub"
        case 10: "Rear Dropout"
        case 11: "Chainstay"
        case 12: "Rear Wheel"
        case 13: "Rear Hub"
        case 14: "Chest"
        case 15: "Spider"
        case 16: "Chain Ring"
        default: nil
        }
    }

    /// Response values of the SC Control Point (CSCS, RSCS) and the Cycling Power Control Point (CPS).
    static func responseValueName(_ value: UInt8) -> String? {
        switch value {
        case 1: "Success"
        case 2: "Op Code not supported"
        case 3: "Invalid Parameter"
        case 4: "Operation Failed"
        default: nil
        }
    }
}

extension Decoders {
    /// 0x2A5D Sensor Location (CSCS, RSCS, CPS): one UINT8; fields `location`, `location_name`.
    /// 17...255 are reserved for future use.
    static func sensorLocation(_ value: Bytes) -> DecodedValue {
        guard let location = value[checked: 0] else { return emptyValue("Sensor Location") }
        var problems = [String]()
        let name = SportsFormat.sensorLocationName(location)
        if name == nil { problems.append("sensor location \(location) is reserved for future use") }
        if value.count != 1 {
            problems.append(DecoderFormat.lengthProblem("Sensor Location", expected: 1, actual: value.count))
        }
        return DecodedValue(
            fields: [DecodedField("location", .int(Int64(location))),
                     DecodedField("location_name", .string(name ?? "Reserved"))],
            summary: name ?? "Reserved (\(location))",
            problems: problems)
    }
}

extension Decoders {
    /// A feature characteristic: a little-endian bit field of `width` bytes, one boolean field per named bit in
    /// bit order, then `extra`'s fields (multi-bit values). The summary lists the named bits that are set, then
    /// `extra`'s texts ("none" when there is nothing). Reserved bits, a length other than `width` and `extra`'s
    /// problems are problems.
    static func sportsFeature(_ value: Bytes, _ name: String, width: Int, reserved: UInt32, bits: [NamedBit],
                              extra: (UInt32) -> (fields: [DecodedField], texts: [String], problems: [String])
                                  = { _ in ([], [], []) })
        -> DecodedValue {
        guard let wide = value.uintLE(at: 0, width: width) else {
            return DecodedValue(fields: [], summary: "malformed", problems: [
                DecoderFormat.lengthProblem(name, expected: width, actual: value.count),
            ])
        }
        let raw = UInt32(truncatingIfNeeded: wide)
        var summary = SummaryBuilder()
        summary.add(setBitsOf: raw, bits)
        let more = extra(raw)
        for text in more.texts { summary.add(text) }
        var problems = more.problems
        if let p = DecoderFormat.reservedBits("feature", raw, mask: reserved, digits: 2 * width) { problems.append(p) }
        if value.count != width {
            problems.append(DecoderFormat.lengthProblem(name, expected: width, actual: value.count))
        }
        return DecodedValue(fields: NamedBit.fields(raw, bits) + more.fields,
                            summary: summary.text.isEmpty ? "none" : summary.text, problems: problems)
    }
}
