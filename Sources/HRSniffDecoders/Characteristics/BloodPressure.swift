import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Blood Pressure Service characteristics (Blood Pressure Service 1.1; GSS Blood Pressure Measurement,
/// Intermediate Cuff Pressure, Blood Pressure Feature).
extension Decoders {
    /// 0x2A35 Blood Pressure Measurement and 0x2A36 Intermediate Cuff Pressure (same layout).
    ///
    /// Layout: Flags (UINT8) | Systolic, Diastolic, Mean Arterial Pressure (3 × medfloat16) | Time Stamp (Date Time,
    /// 7 bytes, bit 1) | Pulse Rate (medfloat16 bpm, bit 2) | User ID (UINT8, bit 3; 0xFF unknown user) |
    /// Measurement Status (16 bits, bit 4). Flags bit 0: units, 0 mmHg, 1 kPa; bits 5-7 reserved for future use.
    ///
    /// Measurement Status: bit 0 body movement detected, bit 1 cuff fit too loose, bit 2 irregular pulse detected,
    /// bits 3-4 pulse rate range (0 within range, 1 exceeds upper limit, 2 below lower limit, 3 reserved),
    /// bit 5 improper measurement position; bits 6-15 reserved.
    ///
    /// In the Intermediate Cuff Pressure the systolic sub-field is the current cuff pressure and the diastolic and
    /// mean arterial pressure sub-fields are unused (GSS); the BLS has the server set them to NaN.
    ///
    /// Fields, in layout order: `unit` ("mmHg" | "kPa"), `systolic`, `diastolic`, `mean_arterial_pressure` (for
    /// 0x2A36 `cuff_pressure`, plus `diastolic` / `mean_arterial_pressure` only when they are not NaN, with a
    /// problem), `timestamp` {year, month, day, hours, minutes, seconds} and `timestamp_text`, `pulse_rate_bpm`,
    /// `user_id` (`.special("unknown_user")` for 0xFF), `measurement_status` {body_movement_detected,
    /// cuff_fit_too_loose, irregular_pulse_detected, pulse_rate_range, improper_measurement_position}.
    /// Pressures and the pulse rate are doubles, or `.special("nan")` etc. for the IEEE-11073 special values.
    ///
    /// Summary: "120/80 mmHg, MAP 93, pulse 72 bpm, user 1, 2026-03-14 09:26:53, irregular pulse";
    /// 0x2A36: "cuff 85 mmHg".
    ///
    /// tshark (4.0) decodes the same fields (`btatt.blood_pressure_measurement.*`, SFLOATs shown correctly) but
    /// labels the measurement status field "Flags", and for 0x2A36 shows the cuff pressure as "Systolic" next to
    /// the unused diastolic and arterial pressure (NaN).
    static func bloodPressureMeasurement(_ value: Bytes, intermediate: Bool, describe: Bool = true) -> DecodedValue {
        let name = intermediate ? "Intermediate Cuff Pressure" : "Blood Pressure Measurement"
        guard let flags = value[checked: 0] else { return emptyValue(name) }
        var fields = [DecodedField]()
        fields.reserveCapacity(8)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        var cursor = FieldReader(value, offset: 1)

        let unit = flags & 0x01 != 0 ? "kPa" : "mmHg"
        fields.append(DecodedField("unit", .string(unit)))
        if let p = DecoderFormat.reservedBits("flag", UInt32(flags), mask: 0xE0, digits: 2) { problems.append(p) }

        // Compound value: three SFLOATs.
        guard let first = cursor.sfloat() else {
            problems.append(DecoderFormat.missingMandatory(intermediate ? "cuff pressure" : "systolic pressure", value))
            return finish(fields, summary, problems)
        }
        guard let second = cursor.sfloat(), let third = cursor.sfloat() else {
            if intermediate {
                fields.append(DecodedField("cuff_pressure", first.scalar, unit: unit))
                summary.add("cuff \(first.text) \(unit)")
            } else {
                fields.append(DecodedField("systolic", first.scalar, unit: unit))
                summary.add("systolic \(first.text) \(unit)")
            }
            problems.append(DecoderFormat.missingMandatory(
                "diastolic and mean arterial pressure" + (intermediate ? " (unused, NaN)" : ""), value))
            return finish(fields, summary, problems)
        }
        if intermediate {
            fields.append(DecodedField("cuff_pressure", first.scalar, unit: unit))
            summary.add("cuff \(first.text) \(unit)")
            if second.special != .nan {
                fields.append(DecodedField("diastolic", second.scalar, unit: unit))
                problems.append("the diastolic field of an Intermediate Cuff Pressure is unused and should be NaN, "
                    + "not \(second.text)")
            }
            if third.special != .nan {
                fields.append(DecodedField("mean_arterial_pressure", third.scalar, unit: unit))
                problems.append("the mean arterial pressure field of an Intermediate Cuff Pressure is unused and "
                    + "should be NaN, not \(third.text)")
            }
        } else {
            fields.append(DecodedField("systolic", first.scalar, unit: unit))
            fields.append(DecodedField("diastolic", second.scalar, unit: unit))
            fields.append(DecodedField("mean_arterial_pressure", third.scalar, unit: unit))
            summary.add("\(first.text)/\(second.text) \(unit)")
            summary.add("MAP \(third.text)")
        }

        let stamp = HealthFields.timeStamp(flags & 0x02 != 0, &cursor, value, &fields, &problems)
        guard stamp.complete else { return finish(fields, summary, problems) }
        if flags & 0x04 != 0 {
            guard let pulse = cursor.sfloat() else {
                problems.append(DecoderFormat.missing("a pulse rate", value))
                return finish(fields, summary, problems)
            }
            fields.append(DecodedField("pulse_rate_bpm", pulse.scalar, unit: "bpm"))
            summary.add("pulse \(pulse.text) bpm")
        }
        if flags & 0x08 != 0 {
            guard let user = cursor.u8() else {
                problems.append(DecoderFormat.missing("a user ID", value))
                return finish(fields, summary, problems)
            }
            fields.append(DecodedField("user_id", HealthFields.userID(user)))
            summary.add(HealthFields.userText(user))
        }
        if let time = stamp.time { summary.add(time.text) }
        if flags & 0x10 != 0 {
            guard let status = cursor.u16() else {
                problems.append(DecoderFormat.missing("a measurement status", value))
                return finish(fields, summary, problems)
            }
            fields.append(DecodedField("measurement_status", bloodPressureStatus(status, summary: &summary)))
            if let p = DecoderFormat.reservedBits("measurement status", UInt32(status), mask: 0xFFC0, digits: 4) {
                problems.append(p)
            }
            if status >> 3 & 0x03 == 3 {
                problems.append("pulse rate range 3 in the measurement status is reserved for future use")
            }
        }
        if let p = cursor.trailingProblem() { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// The Measurement Status object of a Blood Pressure Measurement; adds the conditions it reports to `summary`.
    private static func bloodPressureStatus(_ status: UInt16, summary: inout SummaryBuilder) -> DecodedScalar {
        let range: String
        switch status >> 3 & 0x03 {
        case 0: range = "within_range"
        case 1: range = "exceeds_upper_limit"
        case 2: range = "below_lower_limit"
        default: range = "reserved"
        }
        if status & 0x01 != 0 { summary.add("body movement") }
        if status & 0x02 != 0 { summary.add("cuff too loose") }
        if status & 0x04 != 0 { summary.add("irregular pulse") }
        switch status >> 3 & 0x03 {
        case 1: summary.add("pulse rate above range")
        case 2: summary.add("pulse rate below range")
        default: break
        }
        if status & 0x20 != 0 { summary.add("improper position") }
        return .object([
            DecodedField("body_movement_detected", .bool(status & 0x01 != 0)),
            DecodedField("cuff_fit_too_loose", .bool(status & 0x02 != 0)),
            DecodedField("irregular_pulse_detected", .bool(status & 0x04 != 0)),
            DecodedField("pulse_rate_range", .string(range)),
            DecodedField("improper_measurement_position", .bool(status & 0x20 != 0)),
        ])
    }

    /// The supported features of 0x2A49 Blood Pressure Feature (16 bits), bit by bit.
    static let bloodPressureFeatureBits: [NamedBit] = [
        .init(0, "body_movement_detection_supported", "body movement detection"),
        .init(1, "cuff_fit_detection_supported", "cuff fit detection"),
        .init(2, "irregular_pulse_detection_supported", "irregular pulse detection"),
        .init(3, "pulse_rate_range_detection_supported", "pulse rate range detection"),
        .init(4, "measurement_position_detection_supported", "measurement position detection"),
        .init(5, "multiple_bonds_supported", "multiple bonds"),
        .init(6, "e2e_crc_supported", "E2E-CRC"),
        .init(7, "user_data_service_supported", "User Data Service"),
        .init(8, "user_facing_time_supported", "user facing time"),
    ]

    /// 0x2A49 Blood Pressure Feature: 16 bits. Bit 0 body movement detection, 1 cuff fit detection, 2 irregular
    /// pulse detection, 3 pulse rate range detection, 4 measurement position detection, 5 multiple bonds,
    /// 6 E2E-CRC, 7 User Data Service, 8 user facing time (bits 6-8 since BLS 1.1); 9-15 reserved.
    ///
    /// Fields: one boolean per feature, `<feature>_supported`. Summary: the supported features, or
    /// "no optional features".
    ///
    /// tshark (4.0) knows bits 0-5 only ("Puls Rate Range" sic) and shows bits 6-15 as reserved.
    static func bloodPressureFeature(_ value: Bytes) -> DecodedValue {
        guard let raw = value.u16le(at: 0) else { return HealthFields.tooShort("Blood Pressure Feature", 2, value) }
        return HealthFields.featureBits(UInt32(raw), bloodPressureFeatureBits, reservedMask: 0xFE00, digits: 4,
                                        name: "Blood Pressure Feature", length: 2, value: value)
    }
}

extension HealthFields {
    /// The value of a fixed-length characteristic too short for its first field: no fields, "empty" or
    /// "malformed", and the problem.
    static func tooShort(_ name: String, _ length: Int, _ value: Bytes) -> DecodedValue {
        if value.isEmpty {
            return DecodedValue(fields: [], summary: "empty", problems: [
                "the value is empty; " + DecoderFormat.article(name) + " \(name) is \(DecoderFormat.bytes(length))",
            ])
        }
        return DecodedValue(fields: [], summary: "malformed",
                            problems: [DecoderFormat.lengthProblem(name, expected: length, actual: value.count)])
    }

    /// A Feature characteristic that is a plain bit field: one boolean per named bit, the names of the set ones as
    /// summary ("no optional features" when none), a problem for reserved bits and for a length other than
    /// `length`.
    static func featureBits(_ raw: UInt32, _ bits: [NamedBit], reservedMask: UInt32, digits: Int, name: String,
                            length: Int, value: Bytes) -> DecodedValue {
        var problems = [String]()
        var summary = SummaryBuilder()
        summary.add(setBitsOf: raw, bits)
        if let p = DecoderFormat.reservedBits("feature", raw, mask: reservedMask, digits: digits) { problems.append(p) }
        if value.count != length {
            problems.append(DecoderFormat.lengthProblem(name, expected: length, actual: value.count))
        }
        return DecodedValue(fields: NamedBit.fields(raw, bits),
                            summary: summary.text.isEmpty ? "no optional features" : summary.text, problems: problems)
    }
}
