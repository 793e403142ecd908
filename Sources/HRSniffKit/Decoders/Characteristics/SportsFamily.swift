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

/// Reads the fields of a sports characteristic value one after the other, bounds-checked.
///
/// A read that does not fit records one problem ("flags announce X but the value ends after N bytes", or for a
/// mandatory field "the value ends after N bytes, before the X") and marks the cursor truncated: every later read
/// returns nil without a problem of its own, so a decoder may go on asking for the fields its flags announce and
/// keeps the ones that were complete. `offset` never passes the end of `value`.
struct SportsCursor {
    let value: Bytes
    private(set) var offset: Int
    /// Set by the first read that did not fit.
    private(set) var truncated = false
    var problems: [String] = []

    init(_ value: Bytes, offset: Int = 0) {
        self.value = value
        self.offset = min(max(offset, 0), value.count)
    }

    /// Bytes not read yet.
    var remaining: Int { value.count - offset }

    /// Reserves `count` bytes for `what` (one field, or fields the flags announce together): their offset, or nil
    /// when the value is too short (recording the problem the first time).
    mutating func take(_ count: Int, _ what: StaticString, mandatory: Bool = false) -> Int? {
        guard !truncated else { return nil }
        guard count <= remaining else {
            truncated = true
            problems.append(mandatory
                ? "the value ends after \(DecoderFormat.bytes(value.count)), before the \(what)"
                : "flags announce \(what) but the value ends after \(DecoderFormat.bytes(value.count))")
            return nil
        }
        let start = offset
        offset += count
        return start
    }

    mutating func u8(_ what: StaticString, mandatory: Bool = false) -> UInt8? {
        take(1, what, mandatory: mandatory).flatMap { value[checked: $0] }
    }

    mutating func u16(_ what: StaticString, mandatory: Bool = false) -> UInt16? {
        take(2, what, mandatory: mandatory).flatMap { value.u16le(at: $0) }
    }

    mutating func s16(_ what: StaticString, mandatory: Bool = false) -> Int16? {
        u16(what, mandatory: mandatory).map { Int16(bitPattern: $0) }
    }

    mutating func u24(_ what: StaticString, mandatory: Bool = false) -> UInt32? {
        take(3, what, mandatory: mandatory).flatMap { value.uintLE(at: $0, width: 3) }
            .map { UInt32(truncatingIfNeeded: $0) }
    }

    mutating func u32(_ what: StaticString, mandatory: Bool = false) -> UInt32? {
        take(4, what, mandatory: mandatory).flatMap { value.u32le(at: $0) }
    }

    /// The rest of the value (possibly empty); the cursor moves to the end.
    mutating func rest() -> Bytes {
        let tail = value.suffix(from: offset)
        offset = value.count
        return tail
    }

    /// Records the problem for bytes after the last field, unless a field was already missing.
    mutating func checkTrailing(_ after: String = "after the last field the flags announce") {
        if !truncated, remaining > 0 { problems.append("\(DecoderFormat.bytes(remaining)) " + after) }
    }
}

/// Numbers, names and texts shared by the sports decoders.
enum SportsFormat {
    /// The problem for reserved flag bits, or nil when none is set.
    static func reservedFlags(_ flags: UInt32, mask: UInt32, digits: Int) -> String? {
        guard flags & mask != 0 else { return nil }
        return "reserved flag bits are set (flags \(DecoderFormat.hex(UInt64(flags), digits: digits)))"
    }

    /// `raw` / 2^`shift` as text with `decimals` decimals, rounded half away from zero, trailing zeros trimmed
    /// when `trim` is set ("11.9", "12.5", "85").
    static func binary(_ raw: Int, shift: Int, decimals: Int, trim: Bool = true) -> String {
        guard shift >= 1, shift < 32, decimals >= 0, decimals <= 6 else { return String(raw) }
        var factor = 1
        for _ in 0 ..< decimals { factor *= 10 }
        let half = 1 << (shift - 1)
        let magnitude = (raw.magnitude * UInt(factor) + UInt(half)) >> UInt(shift)
        return DecoderFormat.fixed(raw < 0 ? -Int(magnitude) : Int(magnitude), decimals: decimals, trim: trim)
    }

    /// An event time in 1/1024 s (or 1/2048 s when `shift` is 11) in seconds with one decimal: "11.9", "2.0".
    static func eventTime(_ raw: UInt16, shift: Int) -> String {
        binary(Int(raw), shift: shift, decimals: 1, trim: false)
    }

    /// The problem for a reserved op code.
    static func reservedOpCode(_ opCode: UInt8) -> String {
        "op code \(DecoderFormat.hex(UInt64(opCode), digits: 2)) is reserved for future use"
    }

    /// The summary text, or "malformed" when nothing could be said (only when the summary is built at all).
    static func finish(_ fields: [DecodedField], _ summary: SummaryBuilder, _ problems: [String]) -> DecodedValue {
        let text = summary.enabled && summary.text.isEmpty ? "malformed" : summary.text
        return DecodedValue(fields: fields, summary: text, problems: problems)
    }

    /// One named bit of a feature or mask field.
    struct Bit: Sendable {
        var bit: UInt32
        var key: StaticString
        var text: String
    }

    /// One boolean field per named bit of `raw`, in the order given, and the names of the bits that are set.
    static func bits(_ raw: UInt32, _ names: [Bit]) -> (fields: [DecodedField], set: [String]) {
        var fields = [DecodedField]()
        var set = [String]()
        fields.reserveCapacity(names.count)
        for name in names {
            let on = raw >> name.bit & 1 != 0
            fields.append(DecodedField(name.key, .bool(on)))
            if on { set.append(name.text) }
        }
        return (fields, set)
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

    /// "2026-03-14 09:26:53" for a GSS Date Time (7 bytes at `offset`), or nil when it does not fit.
    static func dateTime(_ value: Bytes, at offset: Int) -> String? {
        guard let year = value.u16le(at: offset), let month = value[checked: offset + 2],
              let day = value[checked: offset + 3], let hours = value[checked: offset + 4],
              let minutes = value[checked: offset + 5], let seconds = value[checked: offset + 6]
        else { return nil }
        func padded(_ n: Int, _ width: Int) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.utf8.count)) + digits
        }
        return padded(Int(year), 4) + "-" + padded(Int(month), 2) + "-" + padded(Int(day), 2) + " "
            + padded(Int(hours), 2) + ":" + padded(Int(minutes), 2) + ":" + padded(Int(seconds), 2)
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
    static func sportsFeature(_ value: Bytes, _ name: String, width: Int, reserved: UInt32, bits: [SportsFormat.Bit],
                              extra: (UInt32) -> (fields: [DecodedField], texts: [String], problems: [String])
                                  = { _ in ([], [], []) })
        -> DecodedValue {
        guard let wide = value.uintLE(at: 0, width: width) else {
            return DecodedValue(fields: [], summary: "malformed", problems: [
                DecoderFormat.lengthProblem(name, expected: width, actual: value.count),
            ])
        }
        let raw = UInt32(truncatingIfNeeded: wide)
        var (fields, texts) = SportsFormat.bits(raw, bits)
        let more = extra(raw)
        fields += more.fields
        texts += more.texts
        var problems = more.problems
        if raw & reserved != 0 {
            problems.append("reserved feature bits are set (\(DecoderFormat.hex(UInt64(raw), digits: 2 * width)))")
        }
        if value.count != width {
            problems.append(DecoderFormat.lengthProblem(name, expected: width, actual: value.count))
        }
        return DecodedValue(fields: fields, summary: texts.isEmpty ? "none" : texts.joined(separator: ", "),
                            problems: problems)
    }
}
