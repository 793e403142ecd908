import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Environmental Sensing Service characteristics (ESS 1.0; GSS) and its descriptors: ES Configuration (0x290B),
/// ES Measurement (0x290C) and ES Trigger Setting (0x290D).
///
/// tshark (4.0) shows Temperature, Humidity and Pressure unscaled (`btatt.temperature` 2345 for 23.45 °C,
/// `btatt.humidity` 0x11d7, `btatt.pressure` 0x000f7602) and without their "value is not known" codes; it scales
/// Temperature Celsius and Fahrenheit as hrsniff does (23.5, 74.3). The descriptors have the same fields and names
/// (`btatt.esp.*`), except that tshark gives the operand of a time-interval trigger as bytes ("3c0000") where
/// hrsniff reads the UINT24 seconds.
extension Decoders {
    /// 0x2A6E Temperature: SINT16 in 0.01 °C; 0x8000 = value is not known. Field `temperature_c` (°C, or
    /// `.special("unknown")`). Summary "23.45 °C".
    static func temperature(_ value: Bytes, describe: Bool) -> DecodedValue {
        scaledSigned16(value, "Temperature", key: "temperature_c", unit: "°C", decimals: 2, unknown: 0x8000,
                       minimum: (-27315, "is below absolute zero (-273.15 °C)"), describe: describe)
    }

    /// 0x2A1F Temperature Celsius: SINT16 in 0.1 °C. Field `temperature_c`. Summary "23.5 °C".
    static func temperatureCelsius(_ value: Bytes, describe: Bool) -> DecodedValue {
        scaledSigned16(value, "Temperature Celsius", key: "temperature_c", unit: "°C", decimals: 1, unknown: nil,
                       minimum: (-2732, "is below absolute zero (-273.2 °C)"), describe: describe)
    }

    /// 0x2A20 Temperature Fahrenheit: SINT16 in 0.1 °F. Field `temperature_f`. Summary "74.3 °F".
    static func temperatureFahrenheit(_ value: Bytes, describe: Bool) -> DecodedValue {
        scaledSigned16(value, "Temperature Fahrenheit", key: "temperature_f", unit: "°F", decimals: 1, unknown: nil,
                       minimum: (-4597, "is below absolute zero (-459.7 °F)"), describe: describe)
    }

    /// A 2-byte signed value with a decimal scale.
    private static func scaledSigned16(_ value: Bytes, _ name: String, key: StaticString, unit: String,
                                       decimals: Int, unknown: UInt16?, minimum: (Int, String),
                                       describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let raw = value.u16le(at: 0) {
            if raw == unknown {
                fields.append(DecodedField(key, .special("unknown"), unit: unit))
                summary.add("unknown")
            } else {
                let signed = Int(Int16(bitPattern: raw))
                var divisor = 1.0
                for _ in 0 ..< decimals { divisor *= 10 }
                fields.append(DecodedField(key, .double(Double(signed) / divisor), unit: unit))
                let text = DecoderFormat.fixed(signed, decimals: decimals)
                summary.add(text + " " + unit)
                if signed < minimum.0 { problems.append("the \(name.lowercased()) \(text) \(unit) " + minimum.1) }
            }
        } else if value.isEmpty {
            summary.add("empty")
        }
        if let p = GeneralFields.length(name, expected: 2, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A6F Humidity: UINT16 in 0.01 %, 0...100 %; 0xFFFF = value is not known. Field `humidity_percent` (%, or
    /// `.special("unknown")`). Summary "45.67 %".
    static func humidity(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let raw = value.u16le(at: 0) {
            if raw == 0xFFFF {
                fields.append(DecodedField("humidity_percent", .special("unknown"), unit: "%"))
                summary.add("unknown")
            } else {
                fields.append(DecodedField("humidity_percent", .double(Double(raw) / 100), unit: "%"))
                let text = DecoderFormat.fixed(Int(raw), decimals: 2)
                summary.add(text + " %")
                if raw > 10000 { problems.append("the humidity \(text) % is above 100 %") }
            }
        } else if value.isEmpty {
            summary.add("empty")
        }
        if let p = GeneralFields.length("Humidity", expected: 2, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A6D Pressure: UINT32 in 0.1 Pa. Fields `pressure_pa` (Pa) and `pressure_hpa` (hPa). Summary
    /// "1013.25 hPa".
    static func pressure(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let raw = value.u32le(at: 0) {
            fields.append(DecodedField("pressure_pa", .double(Double(raw) / 10), unit: "Pa"))
            fields.append(DecodedField("pressure_hpa", .double(Double(raw) / 1000), unit: "hPa"))
            summary.add(DecoderFormat.fixed(Int(raw), decimals: 3, trim: true) + " hPa")
        } else if value.isEmpty {
            summary.add("empty")
        }
        if let p = GeneralFields.length("Pressure", expected: 4, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A76 UV Index: UINT8. Field `uv_index`. Summary "UV index 5".
    static func uvIndex(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let raw = value[checked: 0] else { return emptyValue("UV Index") }
        var summary = SummaryBuilder(enabled: describe)
        summary.add("UV index \(raw)")
        var problems = [String]()
        if let p = GeneralFields.length("UV Index", expected: 1, value) { problems.append(p) }
        return DecodedValue(fields: [DecodedField("uv_index", .int(Int64(raw)))], summary: summary.text,
                            problems: problems)
    }

    // MARK: - Descriptors

    /// 0x290B Environmental Sensing Configuration: UINT8 trigger logic, 0 Boolean AND, 1 Boolean OR, others
    /// reserved. Fields `trigger_logic`, `trigger_logic_name`.
    static func esConfiguration(_ value: Bytes, describe: Bool) -> DecodedValue {
        GeneralFields.namedByte(value, "ES Configuration", key: "trigger_logic", nameKey: "trigger_logic_name",
                                what: "trigger logic value", describe: describe) {
            switch $0 {
            case 0: "Boolean AND"
            case 1: "Boolean OR"
            default: nil
            }
        }
    }

    /// 0x290C Environmental Sensing Measurement (ESS §3.1.2): Flags (UINT16, all reserved), Sampling Function
    /// (UINT8), Measurement Period (UINT24 s, 0 = not in use), Internal Update Interval (UINT24 s, 0 = not in use),
    /// Application (UINT8), Measurement Uncertainty (UINT8 in 0.5 %, 0xFF = information not available); 11 bytes.
    ///
    /// Fields `flags`, `sampling_function`, `sampling_function_name`, `measurement_period_s` (s or
    /// `.special("not_in_use")`), `update_interval_s` (s or `.special("not_in_use")`), `application`,
    /// `application_name`, `uncertainty` (raw, 0.5 %), `uncertainty_percent` (% or `.special("not_available")`, and
    /// then the raw field too).
    static func esMeasurement(_ value: Bytes, describe: Bool) -> DecodedValue {
        var cursor = FieldReader(value, offset: 0)
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        func done() -> DecodedValue {
            if let p = GeneralFields.length("ES Measurement descriptor", expected: 11, value) { problems.append(p) }
            return finish(fields, summary, problems)
        }
        guard let flags = cursor.u16() else {
            if value.isEmpty { summary.add("empty") }
            return done()
        }
        fields.append(DecodedField("flags", .int(Int64(flags))))
        if let p = DecoderFormat.reservedBits("flag", flags, mask: 0xFFFF, digits: 4) { problems.append(p) }

        guard let sampling = cursor.u8() else { return done() }
        let samplingName = EnvironmentalNames.samplingFunction(sampling)
        fields.append(DecodedField("sampling_function", .int(Int64(sampling))))
        fields.append(DecodedField("sampling_function_name", .string(samplingName ?? "Reserved")))
        if samplingName == nil { problems.append(GeneralFields.reserved("sampling function", UInt64(sampling))) }
        summary.add(samplingName ?? "reserved sampling function \(sampling)")

        for (key, words) in [("measurement_period_s", "period"), ("update_interval_s", "update interval")]
            as [(StaticString, String)] {
            guard let seconds = cursor.u24() else { return done() }
            fields.append(DecodedField(key, seconds == 0 ? .special("not_in_use") : .int(Int64(seconds)), unit: "s"))
            if seconds != 0 { summary.add(words + " \(seconds) s") }
        }

        guard let application = cursor.u8() else { return done() }
        let applicationName = EnvironmentalNames.application(application)
        fields.append(DecodedField("application", .int(Int64(application))))
        fields.append(DecodedField("application_name", .string(applicationName ?? "Reserved")))
        if applicationName == nil { problems.append(GeneralFields.reserved("application", UInt64(application))) }
        summary.add("application " + (applicationName ?? "reserved (\(application))"))

        guard let uncertainty = cursor.u8() else { return done() }
        // 0xFF: information not available, in the raw field as in the scaled one.
        fields.append(DecodedField("uncertainty", uncertainty == 0xFF ? .special(SpecialValue.notAvailable)
                                       : .int(Int64(uncertainty)), unit: "0.5 %"))
        if uncertainty == 0xFF {
            fields.append(DecodedField("uncertainty_percent", .special(SpecialValue.notAvailable), unit: "%"))
        } else {
            fields.append(DecodedField("uncertainty_percent", .double(Double(uncertainty) / 2), unit: "%"))
            summary.add("uncertainty " + DecoderFormat.fixed(Int(uncertainty) * 5, decimals: 1, trim: true) + " %")
        }
        return done()
    }

    /// 0x290D Environmental Sensing Trigger Setting (ESS §3.1.3): Condition (UINT8) and an operand that depends on
    /// it: none for 0x00 (trigger inactive) and 0x03 (on change); a UINT24 time in seconds for 0x01 (fixed interval)
    /// and 0x02 (no less than); a value in the characteristic's own format for 0x04...0x09 (comparisons), which
    /// hrsniff cannot interpret without the characteristic and gives as bytes.
    ///
    /// Fields `condition`, `condition_name`, then `interval_s` (s) or `operand` (bytes).
    static func esTriggerSetting(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let condition = value[checked: 0] else { return emptyValue("ES Trigger Setting") }
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        let name = EnvironmentalNames.triggerCondition(condition)
        fields.append(DecodedField("condition", .int(Int64(condition))))
        fields.append(DecodedField("condition_name", .string(name ?? "Reserved")))
        let operand = value.suffix(from: 1)
        switch condition {
        case 0x00, 0x03:
            summary.add(condition == 0 ? "trigger inactive" : "on change")
            if !operand.isEmpty {
                problems.append("condition \(condition) has no operand but the value has "
                    + DecoderFormat.bytes(operand.count) + " after it")
            }
        case 0x01, 0x02:
            if let seconds = operand.uintLE(at: 0, width: 3) {
                fields.append(DecodedField("interval_s", .int(Int64(seconds)), unit: "s"))
                summary.add(condition == 1 ? "every \(seconds) s" : "at most every \(seconds) s")
            } else {
                summary.add(condition == 1 ? "fixed interval" : "minimum interval")
            }
            if operand.count != 3 {
                problems.append("condition \(condition) has a 3-byte time in seconds but the value has "
                    + DecoderFormat.bytes(operand.count) + " after the condition")
            }
        case 0x04 ... 0x09:
            fields.append(DecodedField("operand", .bytes(operand.array)))
            let comparison = switch condition {
            case 0x04: "<"
            case 0x05: "<="
            case 0x06: ">"
            case 0x07: ">="
            case 0x08: "=="
            default: "!="
            }
            summary.add("while " + comparison + " " + (operand.isEmpty ? "(no operand)" : GeneralFields.spacedHex(operand)))
            if operand.isEmpty {
                problems.append("condition \(condition) compares with a value but the value ends after the condition")
            }
        default:
            if !operand.isEmpty { fields.append(DecodedField("operand", .bytes(operand.array))) }
            problems.append(GeneralFields.reserved("trigger condition", UInt64(condition)))
            summary.add("reserved condition \(condition)")
        }
        return finish(fields, summary, problems)
    }
}

/// Names of the Environmental Sensing descriptor fields (ESS 1.0 Tables 3.9, 3.10, 3.13).
enum EnvironmentalNames {
    static func samplingFunction(_ raw: UInt8) -> String? {
        switch raw {
        case 0x00: "Unspecified"
        case 0x01: "Instantaneous"
        case 0x02: "Arithmetic Mean"
        case 0x03: "RMS"
        case 0x04: "Maximum"
        case 0x05: "Minimum"
        case 0x06: "Accumulated"
        case 0x07: "Count"
        default: nil
        }
    }

    static func application(_ raw: UInt8) -> String? {
        switch raw {
        case 0x00: "Unspecified"
        case 0x01: "Air"
        case 0x02: "Water"
        case 0x03: "Barometric"
        case 0x04: "Soil"
        case 0x05: "Infrared"
        case 0x06: "Map Database"
        case 0x07: "Barometric Elevation Source"
        case 0x08: "GPS only Elevation Source"
        case 0x09: "GPS and Map database Elevation Source"
        case 0x0A: "Vertical datum Elevation Source"
        case 0x0B: "Onshore"
        case 0x0C: "Onboard vessel or vehicle"
        case 0x0D: "Front"
        case 0x0E: "Back/Rear"
        case 0x0F: "Upper"
        case 0x10: "Lower"
        case 0x11: "Primary"
        case 0x12: "Secondary"
        case 0x13: "Outdoor"
        case 0x14: "Indoor"
        case 0x15: "Top"
        case 0x16: "Bottom"
        case 0x17: "Main"
        case 0x18: "Backup"
        case 0x19: "Auxiliary"
        case 0x1A: "Supplementary"
        case 0x1B: "Inside"
        case 0x1C: "Outside"
        case 0x1D: "Left"
        case 0x1E: "Right"
        case 0x1F: "Internal"
        case 0x20: "External"
        case 0x21: "Solar"
        default: nil
        }
    }

    static func triggerCondition(_ raw: UInt8) -> String? {
        switch raw {
        case 0x00: "Trigger inactive"
        case 0x01: "Use a fixed time interval between transmissions"
        case 0x02: "No less than the specified time between transmissions"
        case 0x03: "When value changes compared to previous value"
        case 0x04: "While less than the specified value"
        case 0x05: "While less than or equal to the specified value"
        case 0x06: "While greater than the specified value"
        case 0x07: "While greater than or equal to the specified value"
        case 0x08: "While equal to the specified value"
        case 0x09: "While not equal to the specified value"
        default: nil
        }
    }
}
