import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Generic Access service characteristics (Core Vol 3 Part C §12).
extension Decoders {
    /// 0x2A00 Device Name: a UTF-8 string of 0 to 248 bytes. Field `text`.
    static func deviceName(_ value: Bytes) -> DecodedValue {
        utf8Text(value, "Device Name", maxBytes: 248)
    }

    /// 0x2A01 Appearance: a UINT16 whose upper 10 bits are the category and lower 6 bits the subcategory
    /// (Assigned Numbers §2.6). Fields `appearance`, `category`, `subcategory`, and `appearance_name` ("Heart Rate
    /// Sensor: Heart Rate Belt") when the Assigned Numbers know the category; an unlisted subcategory of a known
    /// category gives the category's name.
    static func appearance(_ value: Bytes) -> DecodedValue {
        guard let appearance = value.u16le(at: 0) else {
            return DecodedValue(fields: [], summary: value.isEmpty ? "empty" : "malformed",
                                problems: [DecoderFormat.lengthProblem("Appearance", expected: 2, actual: value.count)])
        }
        let category = appearance >> 6
        let subcategory = appearance & 0x3F
        var problems = [String]()
        if value.count != 2 {
            problems.append(DecoderFormat.lengthProblem("Appearance", expected: 2, actual: value.count))
        }
        var fields = [
            DecodedField("appearance", .int(Int64(appearance))),
            DecodedField("category", .int(Int64(category))),
            DecodedField("subcategory", .int(Int64(subcategory))),
        ]
        let hex = " (" + DecoderFormat.hex(UInt64(appearance), digits: 4) + ")"
        let summary: String
        if let name = Registry.appearanceName(appearance) {
            fields.append(DecodedField("appearance_name", .string(name)))
            summary = name + hex
        } else {
            summary = "category \(category), subcategory \(subcategory)" + hex
        }
        return DecodedValue(fields: fields, summary: summary, problems: problems)
    }

    /// 0x2A04 Peripheral Preferred Connection Parameters: four UINT16 (Core Vol 3 Part C §12.3).
    ///
    /// - Minimum and Maximum Connection Interval, 1.25 ms units, 0x0006...0x0C80 (7.5 ms to 4 s); 0xFFFF means no
    ///   specific value. Fields `interval_min_ms`, `interval_max_ms`: a double, or `.special("no_specific_value")`.
    /// - Peripheral Latency, in connection events, 0x0000...0x01F3. Field `peripheral_latency`.
    /// - Connection Supervision Timeout Multiplier, 10 ms units, 0x000A...0x0C80 (100 ms to 32 s); 0xFFFF means no
    ///   specific value. Field `supervision_timeout_ms`: an int, or `.special("no_specific_value")`.
    ///
    /// Values outside these ranges, or a maximum interval below the minimum, are decoded and reported.
    static func peripheralPreferredConnectionParameters(_ value: Bytes) -> DecodedValue {
        var fields = [DecodedField]()
        fields.reserveCapacity(4)
        var problems = [String]()
        var summary = SummaryBuilder()
        let noSpecificValue: UInt16 = 0xFFFF

        func interval(_ raw: UInt16, _ key: StaticString, _ label: String) -> String {
            if raw == noSpecificValue {
                fields.append(DecodedField(key, .special("no_specific_value"), unit: "ms"))
                return "any"
            }
            fields.append(DecodedField(key, .double(Double(raw) * 1.25), unit: "ms"))
            if raw < 0x0006 || raw > 0x0C80 {
                problems.append("\(label) connection interval \(DecoderFormat.hex(UInt64(raw), digits: 4)) is outside "
                    + "0x0006...0x0C80 (7.5 ms to 4 s)")
            }
            // raw × 1.25 ms = raw × 125 hundredths of a millisecond.
            return DecoderFormat.fixed(Int(raw) * 125, decimals: 2, trim: true) + " ms"
        }

        let minimum = value.u16le(at: 0)
        let maximum = value.u16le(at: 2)
        var intervalText = "interval"
        if let minimum { intervalText += " " + interval(minimum, "interval_min_ms", "minimum") }
        if let maximum { intervalText += " to " + interval(maximum, "interval_max_ms", "maximum") }
        if minimum != nil { summary.add(intervalText) }
        if let minimum, let maximum, minimum != noSpecificValue, maximum != noSpecificValue, maximum < minimum {
            problems.append("the maximum connection interval is below the minimum")
        }
        if let latency = value.u16le(at: 4) {
            fields.append(DecodedField("peripheral_latency", .int(Int64(latency))))
            summary.add("latency \(latency)")
            if latency > 0x01F3 {
                problems.append("peripheral latency \(latency) is above 499 (0x01F3)")
            }
        }
        if let timeout = value.u16le(at: 6) {
            if timeout == noSpecificValue {
                fields.append(DecodedField("supervision_timeout_ms", .special("no_specific_value"), unit: "ms"))
                summary.add("timeout any")
            } else {
                fields.append(DecodedField("supervision_timeout_ms", .int(Int64(timeout) * 10), unit: "ms"))
                summary.add("timeout \(Int(timeout) * 10) ms")
                if timeout < 0x000A || timeout > 0x0C80 {
                    problems.append("supervision timeout multiplier \(DecoderFormat.hex(UInt64(timeout), digits: 4)) "
                        + "is outside 0x000A...0x0C80 (100 ms to 32 s)")
                }
            }
        }
        if value.count != 8 {
            problems.append(DecoderFormat.lengthProblem("Peripheral Preferred Connection Parameters value", expected: 8,
                                                        actual: value.count))
        }
        return DecodedValue(fields: fields, summary: fields.isEmpty ? (value.isEmpty ? "empty" : "malformed")
                                : summary.text,
                            problems: problems)
    }
}
