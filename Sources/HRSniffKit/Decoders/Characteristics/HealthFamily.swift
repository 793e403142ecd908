extension Decoders {
    /// Decoders of the Blood Pressure, Health Thermometer, Weight Scale, Body Composition and Pulse Oximeter
    /// characteristics; nil for UUIDs that are not theirs.
    static func healthDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        // Health Thermometer Service
        case 0x2A1C: return temperatureMeasurement(value, intermediate: false, describe: describe)
        case 0x2A1D: return temperatureType(value)
        case 0x2A1E: return temperatureMeasurement(value, intermediate: true, describe: describe)
        case 0x2A21: return measurementInterval(value)
        // Blood Pressure Service
        case 0x2A35: return bloodPressureMeasurement(value, intermediate: false, describe: describe)
        case 0x2A36: return bloodPressureMeasurement(value, intermediate: true, describe: describe)
        case 0x2A49: return bloodPressureFeature(value)
        // Pulse Oximeter Service
        case 0x2A5E: return plxSpotCheckMeasurement(value, describe: describe)
        case 0x2A5F: return plxContinuousMeasurement(value, describe: describe)
        case 0x2A60: return plxFeatures(value)
        // Body Composition Service
        case 0x2A9B: return bodyCompositionFeature(value)
        case 0x2A9C: return bodyCompositionMeasurement(value, describe: describe)
        // Weight Scale Service
        case 0x2A9D: return weightMeasurement(value, describe: describe)
        case 0x2A9E: return weightScaleFeature(value)
        default: return nil
        }
    }
}

/// Reads the fields of a characteristic value one after the other. Every read is bounds-checked and advances
/// only when the whole field is present, so `offset` never passes the end of `value`.
struct HealthCursor {
    let value: Bytes
    private(set) var offset: Int

    init(_ value: Bytes, offset: Int) {
        self.value = value
        self.offset = min(max(offset, 0), value.count)
    }

    /// Bytes not read yet.
    var remaining: Int { value.count - offset }

    mutating func u8() -> UInt8? {
        guard let v = value[checked: offset] else { return nil }
        offset += 1
        return v
    }

    mutating func u16() -> UInt16? {
        guard let v = value.u16le(at: offset) else { return nil }
        offset += 2
        return v
    }

    mutating func u24() -> UInt32? {
        guard let v = value.uintLE(at: offset, width: 3) else { return nil }
        offset += 3
        return UInt32(truncatingIfNeeded: v)
    }

    mutating func u32() -> UInt32? {
        guard let v = value.u32le(at: offset) else { return nil }
        offset += 4
        return v
    }

    /// An IEEE-11073 SFLOAT (GSS medfloat16).
    mutating func sfloat() -> MedicalFloat? { u16().map { MedicalFloat(sfloat: $0) } }

    /// An IEEE-11073 FLOAT (GSS medfloat32).
    mutating func float() -> MedicalFloat? { u32().map { MedicalFloat(float: $0) } }

    /// A Date Time (GSS §3.70): 7 bytes.
    mutating func dateTime() -> HealthFields.DateTime? {
        guard let year = value.u16le(at: offset),
              let month = value[checked: offset + 2],
              let day = value[checked: offset + 3],
              let hours = value[checked: offset + 4],
              let minutes = value[checked: offset + 5],
              let seconds = value[checked: offset + 6]
        else { return nil }
        offset += 7
        return HealthFields.DateTime(year: year, month: month, day: day, hours: hours, minutes: minutes,
                                     seconds: seconds)
    }
}

extension SummaryBuilder {
    /// Adds the text of another builder, if it has any.
    mutating func append(_ other: SummaryBuilder) {
        guard !other.text.isEmpty else { return }
        add(other.text)
    }
}

/// Fields and texts shared by the health characteristics (Blood Pressure, Health Thermometer, Weight Scale, Body
/// Composition, Pulse Oximeter).
enum HealthFields {
    /// GSS §3.70 Date Time: Year (UINT16, 1582...9999, 0 = not known), Month (UINT8, 1...12, 0 = not known),
    /// Day (UINT8, 1...31, 0 = not known), Hours (0...23), Minutes (0...59), Seconds (0...59).
    struct DateTime: Equatable {
        var year: UInt16
        var month: UInt8
        var day: UInt8
        var hours: UInt8
        var minutes: UInt8
        var seconds: UInt8

        /// "2026-03-14 09:26:53"; the numbers as they are, so an unknown year, month or day shows as zeros
        /// ("0000-00-00 09:26:53").
        var text: String {
            HealthFields.padded(Int(year), 4) + "-" + HealthFields.padded(Int(month), 2) + "-"
                + HealthFields.padded(Int(day), 2) + " " + HealthFields.padded(Int(hours), 2) + ":"
                + HealthFields.padded(Int(minutes), 2) + ":" + HealthFields.padded(Int(seconds), 2)
        }

        /// The `timestamp` object.
        var scalar: DecodedScalar {
            .object([
                DecodedField("year", .int(Int64(year))),
                DecodedField("month", .int(Int64(month))),
                DecodedField("day", .int(Int64(day))),
                DecodedField("hours", .int(Int64(hours))),
                DecodedField("minutes", .int(Int64(minutes))),
                DecodedField("seconds", .int(Int64(seconds))),
            ])
        }

        /// One problem per field outside the range GSS §3.70 gives.
        var problems: [String] {
            var out = [String]()
            if year != 0, year < 1582 || year > 9999 {
                out.append("time stamp year \(year) is outside 1582...9999 (0 = not known)")
            }
            if month > 12 { out.append("time stamp month \(month) is outside 1...12 (0 = not known)") }
            if day > 31 { out.append("time stamp day \(day) is outside 1...31 (0 = not known)") }
            if hours > 23 { out.append("time stamp hours \(hours) is outside 0...23") }
            if minutes > 59 { out.append("time stamp minutes \(minutes) is outside 0...59") }
            if seconds > 59 { out.append("time stamp seconds \(seconds) is outside 0...59") }
            return out
        }
    }

    /// Appends `timestamp` and `timestamp_text` (and any range problems) for a Date Time.
    static func append(_ time: DateTime, to fields: inout [DecodedField], problems: inout [String]) {
        fields.append(DecodedField("timestamp", time.scalar))
        fields.append(DecodedField("timestamp_text", .string(time.text)))
        problems += time.problems
    }

    /// The User ID field (GSS: UINT8, 0...0xFE a user index, 0xFF "unknown user"): `.int`, or
    /// `.special("unknown_user")` for 0xFF.
    static func userID(_ id: UInt8) -> DecodedScalar { id == 0xFF ? .special("unknown_user") : .int(Int64(id)) }

    /// "user 3", "unknown user".
    static func userText(_ id: UInt8) -> String { id == 0xFF ? "unknown user" : "user \(id)" }

    /// The problem for a flag-announced field the value is too short for.
    static func missing(_ what: String, _ value: Bytes) -> String {
        "flags announce " + what + " but the value ends after " + DecoderFormat.bytes(value.count)
    }

    /// The problem for a mandatory field the value is too short for.
    static func missingMandatory(_ what: String, _ value: Bytes) -> String {
        "the value ends after " + DecoderFormat.bytes(value.count) + ", before the " + what
    }

    /// The problem for bytes left over after the last field.
    static func trailing(_ cursor: HealthCursor) -> String? {
        cursor.remaining > 0 ? "\(DecoderFormat.bytes(cursor.remaining)) after the last field the flags announce" : nil
    }

    /// The problem for reserved bits set in a flags or status field.
    static func reservedBits(_ what: String, _ raw: UInt32, mask: UInt32, digits: Int) -> String? {
        guard raw & mask != 0 else { return nil }
        return "reserved \(what) bits are set (\(DecoderFormat.hex(UInt64(raw), digits: digits)))"
    }

    /// The summary text, or "malformed" when nothing could be said (only when the summary is built at all).
    static func finish(_ fields: [DecodedField], _ summary: SummaryBuilder, _ problems: [String]) -> DecodedValue {
        let text = summary.enabled && summary.text.isEmpty ? "malformed" : summary.text
        return DecodedValue(fields: fields, summary: text, problems: problems)
    }

    /// One resolution of a Weight Scale or Body Composition Feature resolution code, in both unit systems.
    struct Resolution {
        var si: Double
        var siText: String
        var imperial: Double
        var imperialText: String
    }

    /// Mass resolution codes of the Weight Scale Feature (bits 3-6) and the Body Composition Feature (bits 11-14)
    /// in the GSS: kg and lb. 0 is "not specified", 8...15 are reserved.
    static func massResolution(_ code: UInt32) -> Resolution? {
        switch code {
        case 1: Resolution(si: 0.5, siText: "0.5", imperial: 1, imperialText: "1")
        case 2: Resolution(si: 0.2, siText: "0.2", imperial: 0.5, imperialText: "0.5")
        case 3: Resolution(si: 0.1, siText: "0.1", imperial: 0.2, imperialText: "0.2")
        case 4: Resolution(si: 0.05, siText: "0.05", imperial: 0.1, imperialText: "0.1")
        case 5: Resolution(si: 0.02, siText: "0.02", imperial: 0.05, imperialText: "0.05")
        case 6: Resolution(si: 0.01, siText: "0.01", imperial: 0.02, imperialText: "0.02")
        case 7: Resolution(si: 0.005, siText: "0.005", imperial: 0.01, imperialText: "0.01")
        default: nil
        }
    }

    /// Height resolution codes of the same characteristics (bits 7-9 and 15-17): m and in. 0 is "not specified",
    /// 4...7 are reserved.
    static func heightResolution(_ code: UInt32) -> Resolution? {
        switch code {
        case 1: Resolution(si: 0.01, siText: "0.01", imperial: 1, imperialText: "1")
        case 2: Resolution(si: 0.005, siText: "0.005", imperial: 0.5, imperialText: "0.5")
        case 3: Resolution(si: 0.001, siText: "0.001", imperial: 0.1, imperialText: "0.1")
        default: nil
        }
    }

    /// Fields for a resolution code of a Feature characteristic: the code, then the resolution in SI and imperial
    /// units (`.special("not_specified")` for code 0, `.special("reserved")` and a problem for reserved codes).
    /// `keys` are the code, SI and imperial keys; `what` names the resolution in texts ("weight", "mass",
    /// "height"); `units` are the SI and imperial units.
    static func appendResolution(_ code: UInt32, _ resolution: Resolution?,
                                 keys: (code: StaticString, si: StaticString, imperial: StaticString),
                                 what: String, units: (si: String, imperial: String),
                                 to fields: inout [DecodedField], problems: inout [String],
                                 summary: inout SummaryBuilder) {
        fields.append(DecodedField(keys.code, .int(Int64(code))))
        if let r = resolution {
            fields.append(DecodedField(keys.si, .double(r.si), unit: units.si))
            fields.append(DecodedField(keys.imperial, .double(r.imperial), unit: units.imperial))
            summary.add("\(what) resolution \(r.siText) \(units.si) / \(r.imperialText) \(units.imperial)")
        } else {
            let special: DecodedScalar = .special(code == 0 ? "not_specified" : "reserved")
            fields.append(DecodedField(keys.si, special, unit: units.si))
            fields.append(DecodedField(keys.imperial, special, unit: units.imperial))
            if code != 0 { problems.append("\(what) measurement resolution code \(code) is reserved for future use") }
        }
    }

    /// A mass in the unit system of the flags: SI 0.005 kg, imperial 0.01 lb per step (WSS / BCS resolution of the
    /// Weight field). Returns the value and its text ("75", "70.125", "165.35").
    static func mass(_ raw: UInt16, imperial: Bool) -> (value: Double, text: String) {
        if imperial {
            return (Double(raw) / 100, DecoderFormat.fixed(Int(raw), decimals: 2, trim: true))
        }
        let thousandths = Int(raw) * 5
        return (Double(thousandths) / 1000, DecoderFormat.fixed(thousandths, decimals: 3, trim: true))
    }

    /// A height in the unit system of the flags: SI 0.001 m, imperial 0.1 in per step.
    static func height(_ raw: UInt16, imperial: Bool) -> (value: Double, text: String) {
        if imperial {
            return (Double(raw) / 10, DecoderFormat.fixed(Int(raw), decimals: 1, trim: true))
        }
        return (Double(raw) / 1000, DecoderFormat.fixed(Int(raw), decimals: 3, trim: true))
    }

    /// A value in tenths (percentages, BMI, impedance): the value and its text with one decimal ("24.5", "40.0").
    static func tenths(_ raw: UInt16) -> (value: Double, text: String) {
        (Double(raw) / 10, DecoderFormat.fixed(Int(raw), decimals: 1))
    }

    static func padded(_ n: Int, _ width: Int) -> String {
        var s = String(n)
        while s.utf8.count < width { s = "0" + s }
        return s
    }
}
