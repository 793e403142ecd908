import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Weight Scale Service characteristics (Weight Scale Service 1.0; GSS Weight Measurement, Weight Scale Feature).
extension Decoders {
    /// 0x2A9D Weight Measurement.
    ///
    /// Layout: Flags (UINT8) | Weight (UINT16) | Time Stamp (Date Time, 7 bytes, bit 1) | User ID (UINT8, bit 2;
    /// 0xFF unknown user) | BMI (UINT16, 0.1 kg/m²) and Height (UINT16) (bit 3). Flags bit 0: measurement units,
    /// 0 SI (weight 0.005 kg, height 0.001 m per step), 1 imperial (weight 0.01 lb, height 0.1 in per step);
    /// bits 4-7 reserved. A weight of 0xFFFF means "Measurement Unsuccessful"; the BMI and height are then absent.
    ///
    /// Fields, in layout order: `weight_unit` ("kg" | "lb"), `weight` (double, scaled; or
    /// `.special("measurement_unsuccessful")`), `timestamp` {year, month, day, hours, minutes, seconds} and
    /// `timestamp_text`, `user_id`, `bmi` (kg/m²), `height_unit` ("m" | "in"), `height`.
    /// Summary: "75 kg, BMI 24.5, 1.75 m, user 1, 2026-03-14 09:26:53".
    ///
    /// tshark (4.0) shows the weight and height unscaled (`btatt.weight_measurement.weight.kg` 15000 for 75 kg,
    /// `height.m` 1750 for 1.75 m) and the BMI in tenths (245 for 24.5); hrsniff applies the resolutions the
    /// specification gives. tshark's tree also puts BMI and height inside the time stamp and the user ID after
    /// them (the values themselves are read from the right offsets).
    static func weightMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let flags = value[checked: 0] else { return emptyValue("Weight Measurement") }
        var fields = [DecodedField]()
        fields.reserveCapacity(8)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        var cursor = FieldReader(value, offset: 1)

        let imperial = flags & 0x01 != 0
        let massUnit = imperial ? "lb" : "kg"
        let heightUnit = imperial ? "in" : "m"
        fields.append(DecodedField("weight_unit", .string(massUnit)))
        if let p = DecoderFormat.reservedBits("flag", UInt32(flags), mask: 0xF0, digits: 2) { problems.append(p) }

        guard let raw = cursor.u16() else {
            problems.append(DecoderFormat.missingMandatory("weight", value))
            return finish(fields, summary, problems)
        }
        let unsuccessful = raw == 0xFFFF
        if unsuccessful {
            fields.append(DecodedField("weight", .special("measurement_unsuccessful"), unit: massUnit))
            summary.add("measurement unsuccessful")
        } else {
            let weight = HealthFields.mass(raw, imperial: imperial)
            fields.append(DecodedField("weight", .double(weight.value), unit: massUnit))
            summary.add("\(weight.text) \(massUnit)")
        }

        // The user and the time go last in the summary, after the measured values.
        var user: UInt8?
        var time: DateTime?
        func done(complete: Bool = false) -> DecodedValue {
            if let user { summary.add(HealthFields.userText(user)) }
            if let time { summary.add(time.text) }
            if complete, let p = cursor.trailingProblem() { problems.append(p) }
            return finish(fields, summary, problems)
        }
        guard HealthFields.timeAndUser(UInt16(flags), cursor: &cursor, value: value, fields: &fields,
                                       problems: &problems, time: &time, user: &user)
        else { return done() }
        if flags & 0x08 != 0 {
            if unsuccessful {
                problems.append("the weight is \"Measurement Unsuccessful\" (0xFFFF) but flags announce BMI and height")
            }
            guard let bmi = cursor.u16() else {
                problems.append(DecoderFormat.missing("BMI and height", value))
                return done()
            }
            let b = HealthFields.tenths(bmi)
            fields.append(DecodedField("bmi", .double(b.value), unit: "kg/m²"))
            summary.add("BMI \(b.text)")
            guard let rawHeight = cursor.u16() else {
                problems.append(DecoderFormat.missing("a height", value))
                return done()
            }
            let h = HealthFields.height(rawHeight, imperial: imperial)
            fields.append(DecodedField("height_unit", .string(heightUnit)))
            fields.append(DecodedField("height", .double(h.value), unit: heightUnit))
            summary.add("\(h.text) \(heightUnit)")
        }
        return done(complete: true)
    }

    /// 0x2A9E Weight Scale Feature: 32 bits. Bit 0 time stamp, 1 multiple users, 2 BMI supported; bits 3-6 weight
    /// measurement resolution (0 not specified, 1 0.5 kg / 1 lb, 2 0.2 kg / 0.5 lb, 3 0.1 kg / 0.2 lb,
    /// 4 0.05 kg / 0.1 lb, 5 0.02 kg / 0.05 lb, 6 0.01 kg / 0.02 lb, 7 0.005 kg / 0.01 lb, 8-15 reserved);
    /// bits 7-9 height measurement resolution (0 not specified, 1 0.01 m / 1 in, 2 0.005 m / 0.5 in,
    /// 3 0.001 m / 0.1 in, 4-7 reserved); bits 10-31 reserved.
    ///
    /// Fields: `time_stamp_supported`, `multiple_users_supported`, `bmi_supported`, `weight_resolution_code`,
    /// `weight_resolution_kg`, `weight_resolution_lb`, `height_resolution_code`, `height_resolution_m`,
    /// `height_resolution_in` (resolutions `.special("not_specified")` for code 0).
    ///
    /// tshark (4.0) decodes the same bits and names the resolutions ("Resolution of 0.005 kg or 0.01 lb").
    static func weightScaleFeature(_ value: Bytes) -> DecodedValue {
        HealthFields.resolutionFeature(
            value, "Weight Scale Feature", bits: weightScaleFeatureBits, massShift: 3, massWhat: "weight",
            massKeys: ("weight_resolution_code", "weight_resolution_kg", "weight_resolution_lb"), heightShift: 7,
            reservedMask: 0xFFFF_FC00)
    }

    /// The supported-feature bits of 0x2A9E Weight Scale Feature.
    private static let weightScaleFeatureBits: [NamedBit] = [
        .init(0, "time_stamp_supported", "time stamp"),
        .init(1, "multiple_users_supported", "multiple users"),
        .init(2, "bmi_supported", "BMI"),
    ]
}
