import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Current Time Service characteristics (CTS 1.1) and the time types of the GATT Specification Supplement
/// (Date Time, Day of Week, Day Date Time, Exact Time 256, Time Zone, DST Offset, Local Time Information,
/// Reference Time Information).
///
/// The layouts nest: Date Time (7 bytes) ⊂ Day Date Time (+ Day of Week, 8) ⊂ Exact Time 256 (+ Fractions256, 9)
/// ⊂ Current Time (+ Adjust Reason, 10). One function reads all four; a value that ends early gives the fields
/// before the end and a length problem.
///
/// tshark (4.0) shows the same numbers (`btatt.year` … `btatt.seconds`, `btatt.day_of_week`, `btatt.fractions256`,
/// `btatt.adjust_reason.*`, `btatt.timezone`, `btatt.dst_offset`, `btatt.time_source`, `btatt.time_accuracy`,
/// `btatt.days_since_update`, `btatt.hours_since_update`); it prints the time zone as "UTC+1:00" only for the
/// listed offsets, gives the accuracy and the days/hours since update as raw numbers, and shows reserved adjust
/// reason bits as a "Reserved" field rather than a problem.
extension Decoders {
    /// How much of the nested time layout a characteristic has.
    enum TimeLayout: Int, Comparable {
        case dateTime = 7
        case dayDateTime = 8
        case exactTime256 = 9
        case currentTime = 10

        static func < (a: TimeLayout, b: TimeLayout) -> Bool { a.rawValue < b.rawValue }

        var name: String {
            switch self {
            case .dateTime: "Date Time"
            case .dayDateTime: "Day Date Time"
            case .exactTime256: "Exact Time 256"
            case .currentTime: "Current Time"
            }
        }
    }

    /// 0x2A08 Date Time (GSS §3.70): Year (UINT16, 1582...9999, 0 = not known), Month (UINT8, 1...12, 0 = not known),
    /// Day (UINT8, 1...31, 0 = not known), Hours, Minutes, Seconds (UINT8 each). Fields `date_time`
    /// {year, month, day, hours, minutes, seconds} and `date_time_text` ("2026-03-14 09:26:53").
    static func dateTime(_ value: Bytes, describe: Bool) -> DecodedValue {
        timeValue(value, .dateTime, describe: describe)
    }

    /// 0x2A0A Day Date Time: Date Time + Day of Week. Adds `day_of_week` and `day_of_week_name`.
    static func dayDateTime(_ value: Bytes, describe: Bool) -> DecodedValue {
        timeValue(value, .dayDateTime, describe: describe)
    }

    /// 0x2A0C Exact Time 256: Day Date Time + Fractions256 (UINT8, 1/256 s). Adds `fractions256`.
    static func exactTime256(_ value: Bytes, describe: Bool) -> DecodedValue {
        timeValue(value, .exactTime256, describe: describe)
    }

    /// 0x2A2B Current Time (CTS §3.1): Exact Time 256 + Adjust Reason (UINT8: bit 0 Manual Time Update, bit 1
    /// External Reference Time Update, bit 2 Change of Time Zone, bit 3 Change of DST, bits 4-7 reserved).
    /// Adds `adjust_reason` {manual_time_update, external_reference_time_update, change_of_time_zone,
    /// change_of_dst}. Summary: "Saturday 2026-03-14 09:26:53.500, adjust reason manual time update".
    static func currentTime(_ value: Bytes, describe: Bool) -> DecodedValue {
        timeValue(value, .currentTime, describe: describe)
    }

    /// Reads the nested time layout up to `layout`.
    static func timeValue(_ value: Bytes, _ layout: TimeLayout, describe: Bool) -> DecodedValue {
        var cursor = FieldReader(value, offset: 0)
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        let lengthProblem = GeneralFields.length(layout.name, expected: layout.rawValue, value)
        func done() -> DecodedValue {
            if let lengthProblem { problems.append(lengthProblem) }
            return finish(fields, summary, problems)
        }

        guard let time = cursor.dateTime() else {
            if value.isEmpty { summary.add("empty") }
            return done()
        }
        time.append("date_time", "date_time_text", what: "date time", to: &fields, problems: &problems)
        var text = time.text

        if layout >= .dayDateTime {
            guard let day = cursor.u8() else {
                summary.add(text)
                return done()
            }
            let name = TimeNames.dayOfWeek(day)
            fields.append(DecodedField("day_of_week", .int(Int64(day))))
            fields.append(DecodedField("day_of_week_name", .string(name ?? "Reserved")))
            if name == nil { problems.append(GeneralFields.reserved("day of week", UInt64(day))) }
            if let name, day != 0 { text = name + " " + text }
        }

        if layout >= .exactTime256 {
            guard let fractions = cursor.u8() else {
                summary.add(text)
                return done()
            }
            fields.append(DecodedField("fractions256", .int(Int64(fractions)), unit: "1/256 s"))
            // The fraction in whole milliseconds, rounded half up (255/256 s = 996.09 ms).
            let milliseconds = (Int(fractions) * 1000 + 128) / 256
            text += "." + DecoderFormat.padded(milliseconds, 3)
        }
        summary.add(text)

        if layout >= .currentTime {
            guard let reason = cursor.u8() else { return done() }
            fields.append(DecodedField("adjust_reason", .object(NamedBit.fields(UInt32(reason), adjustReasonBits))))
            let words = NamedBit.text(UInt32(reason), adjustReasonBits, separator: " + ")
            if !words.isEmpty { summary.add("adjust reason " + words) }
            if let p = DecoderFormat.reservedBits("adjust reason", reason, mask: 0xF0, digits: 2) {
                problems.append(p)
            }
        }
        return done()
    }

    /// The Adjust Reason bits of the Current Time (CTS §3.1.2.1); bits 4-7 reserved.
    static let adjustReasonBits: [NamedBit] = [
        .init(0, "manual_time_update", "manual time update"),
        .init(1, "external_reference_time_update", "external reference time update"),
        .init(2, "change_of_time_zone", "change of time zone"),
        .init(3, "change_of_dst", "change of DST"),
    ]

    /// 0x2A09 Day of Week (GSS): UINT8, 1 = Monday … 7 = Sunday, 0 = unknown, 8...255 reserved.
    /// Fields `day_of_week`, `day_of_week_name` ("Monday" … "Sunday", "Unknown", "Reserved").
    static func dayOfWeek(_ value: Bytes, describe: Bool) -> DecodedValue {
        GeneralFields.namedByte(value, "Day of Week", key: "day_of_week", nameKey: "day_of_week_name",
                                what: "day of week", describe: describe, name: TimeNames.dayOfWeek)
    }

    /// 0x2A0E Time Zone (GSS): SINT8, the offset from UTC in 15-minute steps, -48...56; -128 = not known, other
    /// values reserved. Fields `time_zone` (raw, 15 min), `utc_offset_minutes` (`.special("unknown")` for -128),
    /// `time_zone_text` ("UTC+05:30", "unknown").
    static func timeZone(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let raw = value[checked: 0] else { return emptyValue("Time Zone") }
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        TimeNames.appendTimeZone(Int8(bitPattern: raw), to: &fields, problems: &problems, summary: &summary)
        if let p = GeneralFields.length("Time Zone", expected: 1, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A0D DST Offset (GSS): UINT8 in 15-minute steps: 0 Standard Time, 2 Half an hour Daylight Time (+0.5h),
    /// 4 Daylight Time (+1h), 8 Double Daylight Time (+2h), 255 unknown; others reserved. Fields `dst_offset` (raw),
    /// `dst_offset_name`, `dst_offset_minutes` (`.special("unknown")` for 255, `.special("reserved")`).
    static func dstOffset(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let raw = value[checked: 0] else { return emptyValue("DST Offset") }
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        TimeNames.appendDSTOffset(raw, to: &fields, problems: &problems, summary: &summary)
        if let p = GeneralFields.length("DST Offset", expected: 1, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A0F Local Time Information (CTS §3.2): Time Zone (SINT8) then DST Offset (UINT8), with the fields of
    /// both. Summary: "UTC+01:00, Daylight Time (+1h)".
    static func localTimeInformation(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let zone = value[checked: 0] else { return emptyValue("Local Time Information") }
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        TimeNames.appendTimeZone(Int8(bitPattern: zone), to: &fields, problems: &problems, summary: &summary)
        if let dst = value[checked: 1] {
            TimeNames.appendDSTOffset(dst, to: &fields, problems: &problems, summary: &summary)
        }
        if let p = GeneralFields.length("Local Time Information", expected: 2, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A14 Reference Time Information (CTS §3.3): Time Source (UINT8), Time Accuracy (UINT8, drift in 1/8 s:
    /// 0...253, 254 = more than 31.625 s, 255 = unknown), Days Since Update (UINT8, 255 = 255 days or more), Hours
    /// Since Update (UINT8, 0...23; 255 when the days are 255).
    ///
    /// Fields `time_source`, `time_source_name` ("Unknown", "Network Time Protocol", "GPS", "Radio Time Signal",
    /// "Manual", "Atomic Clock", "Cellular Network", "Reserved"), `time_accuracy` (raw, 1/8 s), `time_accuracy_s`
    /// (s; `.special("out_of_range")` for 254, `.special("unknown")` for 255), `days_since_update`
    /// (`.special("255_or_more")` for 255), `hours_since_update` (`.special("255_or_more_days")` for 255).
    static func referenceTimeInformation(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        func done() -> DecodedValue {
            if let p = GeneralFields.length("Reference Time Information", expected: 4, value) { problems.append(p) }
            return finish(fields, summary, problems)
        }
        guard let source = value[checked: 0] else {
            summary.add("empty")
            return done()
        }
        let sourceName = TimeNames.timeSource(source)
        fields.append(DecodedField("time_source", .int(Int64(source))))
        fields.append(DecodedField("time_source_name", .string(sourceName ?? "Reserved")))
        if sourceName == nil { problems.append(GeneralFields.reserved("time source", UInt64(source))) }
        summary.add("source " + (sourceName ?? "reserved (\(source))"))

        guard let accuracy = value[checked: 1] else { return done() }
        // 254 and 255 are special values: the raw field says so as well as the scaled one.
        let rawAccuracy: DecodedScalar = accuracy == 254 ? .special("out_of_range")
            : accuracy == 255 ? .special(SpecialValue.unknown) : .int(Int64(accuracy))
        fields.append(DecodedField("time_accuracy", rawAccuracy, unit: "1/8 s"))
        switch accuracy {
        case 254:
            fields.append(DecodedField("time_accuracy_s", .special("out_of_range"), unit: "s"))
            summary.add("accuracy worse than 31.625 s")
        case 255:
            fields.append(DecodedField("time_accuracy_s", .special("unknown"), unit: "s"))
            summary.add("accuracy unknown")
        default:
            fields.append(DecodedField("time_accuracy_s", .double(Double(accuracy) / 8), unit: "s"))
            summary.add("accuracy " + DecoderFormat.fixed(Int(accuracy) * 125, decimals: 3, trim: true) + " s")
        }

        guard let days = value[checked: 2] else { return done() }
        fields.append(DecodedField("days_since_update", days == 255 ? .special("255_or_more") : .int(Int64(days)),
                                   unit: "days"))
        guard let hours = value[checked: 3] else {
            summary.add(days == 255 ? "updated 255 or more days ago" : "updated \(days) d ago")
            return done()
        }
        fields.append(DecodedField("hours_since_update",
                                   hours == 255 ? .special("255_or_more_days") : .int(Int64(hours)), unit: "h"))
        if hours != 255, hours > 23 {
            problems.append("hours since update \(hours) is outside 0...23 (255 when the days since update are 255)")
        }
        if (days == 255) != (hours == 255) {
            problems.append("days since update \(days) and hours since update \(hours) disagree: both are 255 "
                + "when the last update is 255 or more days ago")
        }
        switch (days, hours) {
        case (255, _): summary.add("updated 255 or more days ago")
        case (_, 255): summary.add("updated \(days) d ago")
        default: summary.add("updated \(days) d \(hours) h ago")
        }
        return done()
    }
}

/// Names and fields of the time types.
enum TimeNames {
    /// GSS Day of Week: 0 "Unknown", 1 "Monday" … 7 "Sunday"; nil for reserved values.
    static func dayOfWeek(_ day: UInt8) -> String? {
        switch day {
        case 0: "Unknown"
        case 1: "Monday"
        case 2: "Tuesday"
        case 3: "Wednesday"
        case 4: "Thursday"
        case 5: "Friday"
        case 6: "Saturday"
        case 7: "Sunday"
        default: nil
        }
    }

    /// CTS Time Source; nil for reserved values.
    static func timeSource(_ source: UInt8) -> String? {
        switch source {
        case 0: "Unknown"
        case 1: "Network Time Protocol"
        case 2: "GPS"
        case 3: "Radio Time Signal"
        case 4: "Manual"
        case 5: "Atomic Clock"
        case 6: "Cellular Network"
        default: nil
        }
    }

    /// GSS DST Offset names; nil for reserved values.
    static func dstOffset(_ raw: UInt8) -> String? {
        switch raw {
        case 0: "Standard Time"
        case 2: "Half an hour Daylight Time (+0.5h)"
        case 4: "Daylight Time (+1h)"
        case 8: "Double Daylight Time (+2h)"
        case 255: "Unknown"
        default: nil
        }
    }

    /// "UTC+05:30" for an offset in minutes.
    static func utcText(minutes: Int) -> String {
        let magnitude = minutes.magnitude
        return "UTC" + (minutes < 0 ? "-" : "+") + DecoderFormat.padded(Int(magnitude / 60), 2) + ":"
            + DecoderFormat.padded(Int(magnitude % 60), 2)
    }

    /// `time_zone`, `utc_offset_minutes`, `time_zone_text`.
    static func appendTimeZone(_ zone: Int8, to fields: inout [DecodedField], problems: inout [String],
                               summary: inout SummaryBuilder) {
        fields.append(DecodedField("time_zone", zone == -128 ? .special(SpecialValue.unknown) : .int(Int64(zone)),
                                   unit: "15 min"))
        if zone == -128 {
            fields.append(DecodedField("utc_offset_minutes", .special("unknown"), unit: "min"))
            fields.append(DecodedField("time_zone_text", .string("unknown")))
            summary.add("time zone unknown")
            return
        }
        let minutes = Int(zone) * 15
        let text = utcText(minutes: minutes)
        fields.append(DecodedField("utc_offset_minutes", .int(Int64(minutes)), unit: "min"))
        fields.append(DecodedField("time_zone_text", .string(text)))
        summary.add(text)
        if zone < -48 || zone > 56 {
            problems.append("time zone \(zone) is outside -48...56 (UTC-12:00...UTC+14:00; -128 = not known)")
        }
    }

    /// `dst_offset`, `dst_offset_name`, `dst_offset_minutes`.
    static func appendDSTOffset(_ raw: UInt8, to fields: inout [DecodedField], problems: inout [String],
                                summary: inout SummaryBuilder) {
        let name = dstOffset(raw)
        let minutes: DecodedScalar
        switch raw {
        case 255:
            minutes = .special("unknown")
            summary.add("DST unknown")
        case _ where name == nil:
            minutes = .special("reserved")
            problems.append(GeneralFields.reserved("DST offset", UInt64(raw)))
            summary.add("DST offset reserved (\(raw))")
        default:
            minutes = .int(Int64(raw) * 15)
            if let name { summary.add(name) }
        }
        // The raw field is special when the offset is (unknown, reserved), like the minutes.
        fields.append(DecodedField("dst_offset", minutes.special == nil ? .int(Int64(raw)) : minutes, unit: "15 min"))
        fields.append(DecodedField("dst_offset_name", .string(name ?? "Reserved")))
        fields.append(DecodedField("dst_offset_minutes", minutes, unit: "min"))
    }
}
