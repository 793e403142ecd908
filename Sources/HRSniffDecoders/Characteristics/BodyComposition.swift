import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Body Composition Service characteristics (Body Composition Service 1.0; GSS Body Composition Measurement,
/// Body Composition Feature).
extension Decoders {
    /// The UINT16 fields of a Body Composition Measurement after the User ID, in layout order: flag bit, key,
    /// scaling, summary label.
    private enum BodyCompositionScale { case kilojoules, tenths, mass, height }

    private static let bodyCompositionFields: [(bit: UInt16, key: StaticString, scale: BodyCompositionScale,
                                                 label: String)] = [
        (0x0008, "basal_metabolism_kj", .kilojoules, "basal metabolism"),
        (0x0010, "muscle_percent", .tenths, "muscle"),
        (0x0020, "muscle_mass", .mass, "muscle mass"),
        (0x0040, "fat_free_mass", .mass, "fat-free mass"),
        (0x0080, "soft_lean_mass", .mass, "soft lean mass"),
        (0x0100, "body_water_mass", .mass, "body water mass"),
        (0x0200, "impedance_ohm", .tenths, "impedance"),
        (0x0400, "weight", .mass, "weight"),
        (0x0800, "height", .height, "height"),
    ]

    /// 0x2A9C Body Composition Measurement.
    ///
    /// Layout: Flags (16 bits) | Body Fat Percentage (UINT16, 0.1 %) | Time Stamp (Date Time, 7 bytes, bit 1) |
    /// User ID (UINT8, bit 2; 0xFF unknown user) | Basal Metabolism (UINT16 kJ, bit 3) | Muscle Percentage
    /// (UINT16, 0.1 %, bit 4) | Muscle Mass (bit 5) | Fat Free Mass (bit 6) | Soft Lean Mass (bit 7) | Body Water
    /// Mass (bit 8) | Impedance (UINT16, 0.1 Ω, bit 9) | Weight (bit 10) | Height (bit 11). Masses and the weight
    /// are UINT16 in 0.005 kg (SI, flags bit 0 = 0) or 0.01 lb (imperial); the height in 0.001 m or 0.1 in.
    /// Bit 12: Multiple Packet Measurement (the measurement is split over several values, each with its own
    /// flags); bits 13-15 reserved. A body fat percentage of 0xFFFF means "Measurement Unsuccessful"; only the
    /// time stamp and user ID may then follow.
    ///
    /// Fields, in layout order: `mass_unit` ("kg" | "lb", when a mass or the weight is announced),
    /// `multiple_packet_measurement`, `body_fat_percent` (or `.special("measurement_unsuccessful")`), `timestamp`
    /// and `timestamp_text`, `user_id`, `basal_metabolism_kj`, `muscle_percent`, `muscle_mass`, `fat_free_mass`,
    /// `soft_lean_mass`, `body_water_mass`, `impedance_ohm`, `weight`, `height_unit` ("m" | "in"), `height`.
    /// Summary: "body fat 23.5 %, muscle 40.2 %, weight 75 kg, height 1.75 m, user 1, 2026-03-14 09:26:53".
    ///
    /// tshark (4.0) shows every field unscaled (`btatt.body_composition_measurement.body_fat_percentage` 235 for
    /// 23.5 %, `muscle_percentage` 402 for 40.2 %, `weight.kg` 15000 for 75 kg, `height.meter` 1750 for 1.75 m,
    /// `impedance` 5000 for 500.0 Ω) and nests the fields after the time stamp inside it.
    static func bodyCompositionMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let flags = value.u16le(at: 0) else {
            if value.isEmpty { return emptyValue("Body Composition Measurement") }
            return DecodedValue(fields: [], summary: "malformed", problems: [
                "the flags field is 2 bytes but the value ends after " + DecoderFormat.bytes(value.count),
            ])
        }
        var fields = [DecodedField]()
        fields.reserveCapacity(10)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        var cursor = FieldReader(value, offset: 2)

        let imperial = flags & 0x0001 != 0
        let massUnit = imperial ? "lb" : "kg"
        let heightUnit = imperial ? "in" : "m"
        let multiple = flags & 0x1000 != 0
        if flags & 0x05E0 != 0 { fields.append(DecodedField("mass_unit", .string(massUnit))) }
        fields.append(DecodedField("multiple_packet_measurement", .bool(multiple)))
        if let p = DecoderFormat.reservedBits("flag", UInt32(flags), mask: 0xE000, digits: 4) { problems.append(p) }

        var user: UInt8?
        var time: DateTime?
        func done(complete: Bool = false) -> DecodedValue {
            if let user { summary.add(HealthFields.userText(user)) }
            if let time { summary.add(time.text) }
            if multiple { summary.add("multiple packet measurement") }
            if complete, let p = cursor.trailingProblem() { problems.append(p) }
            return finish(fields, summary, problems)
        }

        guard let fat = cursor.u16() else {
            problems.append(DecoderFormat.missingMandatory("body fat percentage", value))
            return done()
        }
        if fat == 0xFFFF {
            fields.append(DecodedField("body_fat_percent", .special("measurement_unsuccessful"), unit: "%"))
            summary.add("measurement unsuccessful")
            if flags & 0x0FF8 != 0 {
                problems.append("the body fat percentage is \"Measurement Unsuccessful\" (0xFFFF) but flags announce "
                    + "fields other than the time stamp and user ID")
            }
        } else {
            let f = HealthFields.tenths(fat)
            fields.append(DecodedField("body_fat_percent", .double(f.value), unit: "%"))
            summary.add("body fat \(f.text) %")
        }
        guard HealthFields.timeAndUser(flags, cursor: &cursor, value: value, fields: &fields, problems: &problems,
                                       time: &time, user: &user)
        else { return done() }
        for f in bodyCompositionFields where flags & f.bit != 0 {
            guard let raw = cursor.u16() else {
                problems.append(DecoderFormat.missing(f.label, value))
                return done()
            }
            switch f.scale {
            case .kilojoules:
                fields.append(DecodedField(f.key, .int(Int64(raw)), unit: "kJ"))
                summary.add("\(f.label) \(raw) kJ")
            case .tenths:
                let t = HealthFields.tenths(raw)
                let unit = f.bit == 0x0200 ? "Ω" : "%"
                fields.append(DecodedField(f.key, .double(t.value), unit: unit))
                summary.add("\(f.label) \(t.text) \(unit)")
            case .mass:
                let m = HealthFields.mass(raw, imperial: imperial)
                fields.append(DecodedField(f.key, .double(m.value), unit: massUnit))
                summary.add("\(f.label) \(m.text) \(massUnit)")
            case .height:
                let h = HealthFields.height(raw, imperial: imperial)
                fields.append(DecodedField("height_unit", .string(heightUnit)))
                fields.append(DecodedField(f.key, .double(h.value), unit: heightUnit))
                summary.add("\(f.label) \(h.text) \(heightUnit)")
            }
        }
        return done(complete: true)
    }

    /// The supported-feature bits of 0x2A9B Body Composition Feature.
    private static let bodyCompositionFeatureBits: [NamedBit] = [
        .init(0, "time_stamp_supported", "time stamp"),
        .init(1, "multiple_users_supported", "multiple users"),
        .init(2, "basal_metabolism_supported", "basal metabolism"),
        .init(3, "muscle_percentage_supported", "muscle percentage"),
        .init(4, "muscle_mass_supported", "muscle mass"),
        .init(5, "fat_free_mass_supported", "fat-free mass"),
        .init(6, "soft_lean_mass_supported", "soft lean mass"),
        .init(7, "body_water_mass_supported", "body water mass"),
        .init(8, "impedance_supported", "impedance"),
        .init(9, "weight_supported", "weight"),
        .init(10, "height_supported", "height"),
    ]

    /// 0x2A9B Body Composition Feature: 32 bits. Bits 0-10: time stamp, multiple users, basal metabolism, muscle
    /// percentage, muscle mass, fat free mass, soft lean mass, body water mass, impedance, weight, height
    /// supported; bits 11-14 mass measurement resolution, bits 15-17 height measurement resolution (the codes of
    /// the Weight Scale Feature); bits 18-31 reserved.
    ///
    /// Fields: the booleans `<feature>_supported`, then `mass_resolution_code`, `mass_resolution_kg`,
    /// `mass_resolution_lb`, `height_resolution_code`, `height_resolution_m`, `height_resolution_in`.
    ///
    /// tshark (4.0) decodes the same bits and names the resolutions.
    static func bodyCompositionFeature(_ value: Bytes) -> DecodedValue {
        HealthFields.resolutionFeature(value, "Body Composition Feature", bits: bodyCompositionFeatureBits,
                                       massShift: 11, massWhat: "mass",
                                       massKeys: ("mass_resolution_code", "mass_resolution_kg", "mass_resolution_lb"),
                                       heightShift: 15, reservedMask: 0xFFFC_0000)
    }
}
