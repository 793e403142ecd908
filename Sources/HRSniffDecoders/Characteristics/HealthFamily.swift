import HRSniffBytes
import HRSniffATT
import HRSniffGATT

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

/// Fields and texts shared by the health characteristics (Blood Pressure, Health Thermometer, Weight Scale, Body
/// Composition, Pulse Oximeter).
enum HealthFields {
    /// Reads the Time Stamp (a Date Time) when a flag announces it (`announced`), appending `timestamp` and
    /// `timestamp_text` and any range problems. `complete` is false when the value ends first; the problem then
    /// names the field `what`.
    static func timeStamp(_ announced: Bool, _ cursor: inout FieldReader, _ value: Bytes, what: String = "a time stamp",
                          _ fields: inout [DecodedField], _ problems: inout [String])
        -> (time: DateTime?, complete: Bool) {
        guard announced else { return (nil, true) }
        guard let time = cursor.dateTime() else {
            problems.append(DecoderFormat.missing(what, value))
            return (nil, false)
        }
        time.append("timestamp", "timestamp_text", what: "time stamp", to: &fields, problems: &problems)
        return (time, true)
    }

    /// The User ID field (GSS: UINT8, 0...0xFE a user index, 0xFF "unknown user"): `.int`, or
    /// `.special("unknown_user")` for 0xFF.
    static func userID(_ id: UInt8) -> DecodedScalar { id == 0xFF ? .special("unknown_user") : .int(Int64(id)) }

    /// "user 3", "unknown user".
    static func userText(_ id: UInt8) -> String { id == 0xFF ? "unknown user" : "user \(id)" }

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

    /// Reads the Time Stamp (flags bit 1) and User ID (flags bit 2) of a Weight Measurement or Body Composition
    /// Measurement into `time` and `user`, appending their fields. Returns false when the value ends first (the
    /// problem is then added).
    static func timeAndUser(_ flags: UInt16, cursor: inout FieldReader, value: Bytes, fields: inout [DecodedField],
                            problems: inout [String], time: inout DateTime?, user: inout UInt8?) -> Bool {
        let stamp = timeStamp(flags & 0x0002 != 0, &cursor, value, &fields, &problems)
        time = stamp.time
        guard stamp.complete else { return false }
        if flags & 0x0004 != 0 {
            guard let u = cursor.u8() else {
                problems.append(DecoderFormat.missing("a user ID", value))
                return false
            }
            fields.append(DecodedField("user_id", userID(u)))
            user = u
        }
        return true
    }

    /// A Weight Scale Feature or Body Composition Feature (32 bits): one boolean per named bit, then the mass
    /// resolution code (4 bits at `massShift`; keys `massKeys`, named `massWhat` in texts) and the height
    /// resolution code (3 bits at `heightShift`), with problems for reserved bits and for a length other than 4.
    /// The summary lists the supported features and the resolutions ("no optional features" when none).
    static func resolutionFeature(_ value: Bytes, _ name: String, bits: [NamedBit], massShift: UInt32,
                                  massWhat: String, massKeys: (code: StaticString, si: StaticString,
                                                               imperial: StaticString),
                                  heightShift: UInt32, reservedMask: UInt32) -> DecodedValue {
        guard let raw = value.u32le(at: 0) else { return tooShort(name, 4, value) }
        var fields = NamedBit.fields(raw, bits)
        var problems = [String]()
        var summary = SummaryBuilder()
        summary.add(setBitsOf: raw, bits)
        let massCode = raw >> massShift & 0x0F
        appendResolution(massCode, massResolution(massCode), keys: massKeys, what: massWhat, units: ("kg", "lb"),
                         to: &fields, problems: &problems, summary: &summary)
        let heightCode = raw >> heightShift & 0x07
        appendResolution(heightCode, heightResolution(heightCode),
                         keys: ("height_resolution_code", "height_resolution_m", "height_resolution_in"),
                         what: "height", units: ("m", "in"), to: &fields, problems: &problems, summary: &summary)
        if let p = DecoderFormat.reservedBits("feature", raw, mask: reservedMask, digits: 8) { problems.append(p) }
        if value.count != 4 {
            problems.append(DecoderFormat.lengthProblem(name, expected: 4, actual: value.count))
        }
        return DecodedValue(fields: fields, summary: summary.text.isEmpty ? "no optional features" : summary.text,
                            problems: problems)
    }

    /// Fields for a resolution code of a Feature characteristic: the code, then the resolution in SI and imperial
    /// units (`.special("not_specified")` for code 0, `.special("reserved")` and a problem for reserved codes).
    /// `keys` are the code, SI and imperial keys; `what` names the resolution in texts ("weight", "mass",
    /// "height"); `units` are the SI and imperial units.
    private static func appendResolution(_ code: UInt32, _ resolution: Resolution?,
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
}
