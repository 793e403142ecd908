import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Continuous Glucose Monitoring Service characteristics (CGM Service 1.0.2; GSS CGM Measurement, CGM Feature, CGM
/// Status, CGM Session Start Time, CGM Session Run Time, CGM Specific Ops Control Point).
///
/// E2E-CRC: a CGM Sensor that sets the E2E-CRC Supported feature bit appends a UINT16 CRC to every value; the
/// decoders cannot see the feature bit, so they take the CRC as present when the value (or, for measurement records,
/// the Size field) has exactly two bytes more than its fields. The CRC is CRC-16/MCRF4XX (`GlucoseSupport.e2eCRC`,
/// CGM Service §2.6: CRC-CCITT polynomial, seed 0xFFFF, LSB first) over everything before it; a mismatch is a problem.
extension Decoders {
    /// 0x2AA7 CGM Measurement: one or more records, each
    /// Size (UINT8, the record's length including Size and E2E-CRC) | Flags (UINT8) | CGM Glucose Concentration
    /// (SFLOAT mg/dL) | Time Offset (UINT16 minutes since the session start) | Sensor Status Annunciation: Status
    /// octet (flags bit 7), Cal/Temp octet (bit 6), Warning octet (bit 5), in that order | CGM Trend Information
    /// (SFLOAT mg/dL/min, bit 0) | CGM Quality (SFLOAT %, bit 1) | E2E-CRC (UINT16, when Size leaves room for it).
    /// Flags bits 2-4 are reserved.
    ///
    /// Fields: `records`, an array of objects with `size`, `concentration_mg_dl`, `time_offset_min`,
    /// `sensor_status` (the booleans of the octets present), `trend_mg_dl_min`, `quality_percent`, `e2e_crc`.
    /// The summary describes the first record and counts the others: "112 mg/dL at +35 min, trend -1.2 mg/dL/min,
    /// quality 95 % (+2 more records)". Problems name the record they concern when there is more than one.
    ///
    /// The order of the annunciation octets follows the GSS and the bit numbering of the 24-bit field (CGM Status);
    /// Nordic's nRF5 SDK sensor writes them in the reverse order (Warning first), which this decoder reads as
    /// mislabelled octets when more than one is present.
    ///
    /// tshark 4.0 (`btatt.cgm_measurement.*`) reads the fields by the specification's flag bits and in the same
    /// annunciation order, but labels the flag bits in reverse (0x01 shown as "Sensor Status Annunciation - Status",
    /// 0x80 as "CGM Trend Information"), warns "Size too small" on every record, decodes only the first record and
    /// takes the two bytes after it as an E2E-CRC whatever the Size says, and checks no CRC.
    static func cgmMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard !value.isEmpty else { return emptyValue("CGM Measurement", minimum: 6) }
        var records = [DecodedScalar]()
        var problems = [String]()
        var firstText = ""
        var offset = 0
        var index = 0
        while offset < value.count, let size = value[checked: offset] {
            index += 1
            let label = "record \(index)"
            let available = value.count - offset
            if size == 0 {
                records.append(.object([DecodedField("size", .int(0), unit: "bytes")]))
                problems.append(label + ": a record size of 0 leaves the rest of the value ("
                    + DecoderFormat.bytes(available) + ") undecoded; a record has at least 6 bytes")
                break
            }
            let length = min(Int(size), available)
            let recordBytes = value.slice(from: offset, count: length) ?? value.suffix(from: offset)
            var recordProblems = [String]()
            if Int(size) > available {
                recordProblems.append("the record's size is \(size) but the value has \(DecoderFormat.bytes(available))"
                    + " left")
            }
            let (fields, text) = cgmRecord(recordBytes, size: size, describe: describe && index == 1,
                                            problems: &recordProblems)
            records.append(.object(fields))
            if index == 1 { firstText = text }
            problems += recordProblems.map { label + ": " + $0 }
            offset += length
        }
        if index == 1 {
            // One record: no need to say which.
            problems = problems.map { $0.hasPrefix("record 1: ") ? String($0.dropFirst(10)) : $0 }
        }
        var summary = SummaryBuilder(enabled: describe)
        if describe {
            var text = firstText.isEmpty ? "malformed" : firstText
            if records.count > 1 {
                text += " (+\(records.count - 1) more record" + (records.count > 2 ? "s)" : ")")
            }
            summary.add(text)
        }
        return DecodedValue(fields: [DecodedField("records", .array(records))], summary: summary.text,
                            problems: problems)
    }

    /// One CGM Measurement record; `bytes` is the record as far as the value has it. Returns the record's fields and
    /// its summary text.
    private static func cgmRecord(_ bytes: Bytes, size: UInt8, describe: Bool,
                                  problems: inout [String]) -> ([DecodedField], String) {
        var fields = [DecodedField]()
        fields.reserveCapacity(7)
        var summary = SummaryBuilder(enabled: describe)
        fields.append(DecodedField("size", .int(Int64(size)), unit: "bytes"))
        var reader = FieldReader(bytes, offset: 1)
        guard let flags = reader.u8() else {
            problems.append("the record ends after \(DecoderFormat.bytes(bytes.count)), before the flags")
            return (fields, summary.text)
        }
        if let p = DecoderFormat.reservedBits("flag", UInt32(flags), mask: 0x1C, digits: 2) { problems.append(p) }
        func ends(_ what: String) -> String {
            "the record ends after \(DecoderFormat.bytes(bytes.count)), before the " + what
        }

        guard let concentration = reader.sfloat() else {
            problems.append(ends("glucose concentration"))
            return (fields, summary.text)
        }
        fields.append(DecodedField("concentration_mg_dl", concentration.scalar, unit: "mg/dL"))
        guard let timeOffset = reader.u16() else {
            problems.append(ends("time offset"))
            summary.add(concentration.text + " mg/dL")
            return (fields, summary.text)
        }
        fields.append(DecodedField("time_offset_min", .int(Int64(timeOffset)), unit: "min"))
        summary.add(concentration.text + " mg/dL at +\(timeOffset) min")

        // Sensor Status Annunciation: the octets the flags announce, as bits 0-7, 8-15, 16-23 of one field.
        var status: UInt32 = 0
        var statusNames = [NamedBit]()
        var reserved: UInt32 = 0
        for (flag, shift, names, mask, what) in [
            (UInt8(0x80), UInt32(0), cgmStatusOctetBits, UInt32(0xC0), "status octet"),
            (UInt8(0x40), UInt32(8), cgmCalTempOctetBits, UInt32(0xC000), "cal/temp octet"),
            (UInt8(0x20), UInt32(16), cgmWarningOctetBits, UInt32(0), "warning octet"),
        ] where flags & flag != 0 {
            guard let octet = reader.u8() else {
                problems.append(ends(what))
                if !statusNames.isEmpty {
                    fields.append(DecodedField("sensor_status", .object(NamedBit.fields(status, statusNames))))
                }
                return (fields, summary.text)
            }
            status |= UInt32(octet) << shift
            statusNames += names
            reserved |= UInt32(octet) << shift & mask
        }
        if !statusNames.isEmpty {
            fields.append(DecodedField("sensor_status", .object(NamedBit.fields(status, statusNames))))
            let text = NamedBit.text(status, statusNames)
            if !text.isEmpty { summary.add(text) }
            if let p = DecoderFormat.reservedBits("sensor status", reserved, mask: 0xFFFFFF, digits: 6) {
                problems.append(p)
            }
        }

        if flags & 0x01 != 0 {
            guard let trend = reader.sfloat() else {
                problems.append(ends("trend information"))
                return (fields, summary.text)
            }
            fields.append(DecodedField("trend_mg_dl_min", trend.scalar, unit: "mg/dL/min"))
            summary.add("trend \(trend.text) mg/dL/min")
        }
        if flags & 0x02 != 0 {
            guard let quality = reader.sfloat() else {
                problems.append(ends("quality"))
                return (fields, summary.text)
            }
            fields.append(DecodedField("quality_percent", quality.scalar, unit: "%"))
            summary.add("quality \(quality.text) %")
        }

        // What Size leaves after the fields: nothing, or the E2E-CRC.
        let fieldsEnd = reader.offset
        let declared = Int(size)
        if declared == fieldsEnd + 2 {
            if let crc = reader.u16() {
                appendCRC(crc, of: bytes, covered: fieldsEnd, &fields, &problems)
            } else {
                problems.append(ends("E2E-CRC"))
            }
        } else if declared != fieldsEnd, declared <= bytes.count {
            problems.append("the record's size is \(size) but its flags give \(fieldsEnd) bytes (\(fieldsEnd + 2) "
                + "with an E2E-CRC)")
        }
        return (fields, summary.text)
    }

    /// Appends `e2e_crc` and, when `check` is set, a problem when it is not the CRC of the first `covered` bytes of
    /// `value`.
    private static func appendCRC(_ crc: UInt16, of value: Bytes, covered: Int, check: Bool = true,
                                  _ fields: inout [DecodedField], _ problems: inout [String]) {
        fields.append(DecodedField("e2e_crc", .int(Int64(crc))))
        guard check, let bytes = value.slice(from: 0, count: covered) else { return }
        let computed = GlucoseSupport.e2eCRC(bytes)
        if computed != crc {
            problems.append("E2E-CRC " + DecoderFormat.hex(UInt64(crc), digits: 4) + " does not match the CRC of the "
                + "value, " + DecoderFormat.hex(UInt64(computed), digits: 4))
        }
    }

    /// Sensor Status Annunciation, Status octet (bits 0-7 of the 24-bit field; 6-7 reserved).
    static let cgmStatusOctetBits: [NamedBit] = [
        .init(0, "session_stopped", "session stopped"),
        .init(1, "device_battery_low", "battery low"),
        .init(2, "sensor_type_incorrect", "sensor type incorrect"),
        .init(3, "sensor_malfunction", "sensor malfunction"),
        .init(4, "device_specific_alert", "device specific alert"),
        .init(5, "general_device_fault", "general device fault"),
    ]

    /// Cal/Temp octet (bits 8-15; 14-15 reserved).
    static let cgmCalTempOctetBits: [NamedBit] = [
        .init(8, "time_synchronization_required", "time synchronization required"),
        .init(9, "calibration_not_allowed", "calibration not allowed"),
        .init(10, "calibration_recommended", "calibration recommended"),
        .init(11, "calibration_required", "calibration required"),
        .init(12, "temperature_too_high", "temperature too high"),
        .init(13, "temperature_too_low", "temperature too low"),
    ]

    /// Warning octet (bits 16-23).
    static let cgmWarningOctetBits: [NamedBit] = [
        .init(16, "below_patient_low_level", "below patient low level"),
        .init(17, "above_patient_high_level", "above patient high level"),
        .init(18, "below_hypo_level", "below hypo level"),
        .init(19, "above_hyper_level", "above hyper level"),
        .init(20, "rate_of_decrease_exceeded", "rate of decrease exceeded"),
        .init(21, "rate_of_increase_exceeded", "rate of increase exceeded"),
        .init(22, "result_too_low", "result too low"),
        .init(23, "result_too_high", "result too high"),
    ]

    /// 0x2AA8 CGM Feature: CGM Feature (UINT24 bits, 17-23 reserved) | CGM Type-Sample Location (UINT8: Type in
    /// bits 0-3, Sample Location in bits 4-7) | E2E-CRC (UINT16, always present; checked only when feature bit 12
    /// E2E-CRC Supported is set, otherwise any value, typically 0xFFFF).
    ///
    /// Fields: `features` (object of 17 booleans), `value`, `type`, `type_name`, `sample_location`,
    /// `sample_location_name`, `e2e_crc`.
    ///
    /// tshark 4.0 (`btatt.cgm_feature.*`, `btatt.cgm.type_and_sample_location.*`) takes Type from bits 4-7 and
    /// Sample Location from bits 0-3, the reverse of the CGM Service (and of its own Glucose Measurement).
    static func cgmFeature(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var reader = FieldReader(value, offset: 0)
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if value.count != 6 {
            problems.append(DecoderFormat.lengthProblem("CGM Feature", expected: 6, actual: value.count))
        }
        guard let bits = reader.u24() else { return finish(fields, summary, problems) }
        fields.append(DecodedField("features", .object(NamedBit.fields(bits, cgmFeatureBits))))
        fields.append(DecodedField("value", .int(Int64(bits))))
        if let p = DecoderFormat.reservedBits("feature", bits, mask: 0xFE0000, digits: 6) { problems.append(p) }
        let text = NamedBit.text(bits, cgmFeatureBits)
        summary.add(text.isEmpty ? "no optional features" : text)

        guard let typeLocation = reader.u8() else { return finish(fields, summary, problems) }
        let type = typeLocation & 0x0F
        let location = typeLocation >> 4
        GlucoseSupport.appendTypeAndLocation(type: type, location: location, cgm: true, to: &fields,
                                             problems: &problems)
        summary.add(GlucoseSupport.typeSummary(type))
        let locationText = GlucoseSupport.locationSummary(location, cgm: true)
        if !locationText.isEmpty { summary.add(locationText) }

        guard let crc = reader.u16() else { return finish(fields, summary, problems) }
        appendCRC(crc, of: value, covered: 4, check: bits & 0x1000 != 0, &fields, &problems)
        return finish(fields, summary, problems)
    }

    /// CGM Feature bits (CGM Service §3.2.1).
    static let cgmFeatureBits: [NamedBit] = [
        .init(0, "calibration", "calibration"),
        .init(1, "patient_high_low_alerts", "patient high/low alerts"),
        .init(2, "hypo_alerts", "hypo alerts"),
        .init(3, "hyper_alerts", "hyper alerts"),
        .init(4, "rate_of_increase_decrease_alerts", "rate of increase/decrease alerts"),
        .init(5, "device_specific_alert", "device specific alert"),
        .init(6, "sensor_malfunction_detection", "sensor malfunction detection"),
        .init(7, "sensor_temperature_high_low_detection", "temperature high-low detection"),
        .init(8, "sensor_result_high_low_detection", "result high-low detection"),
        .init(9, "low_battery_detection", "low battery detection"),
        .init(10, "sensor_type_error_detection", "sensor type error detection"),
        .init(11, "general_device_fault", "general device fault"),
        .init(12, "e2e_crc", "E2E-CRC"),
        .init(13, "multiple_bond", "multiple bond"),
        .init(14, "multiple_sessions", "multiple sessions"),
        .init(15, "cgm_trend_information", "trend information"),
        .init(16, "cgm_quality", "quality"),
    ]

    /// 0x2AA9 CGM Status: Time Offset (UINT16 minutes) | CGM Status (24 bits, the Sensor Status Annunciation octets
    /// Status, Cal/Temp, Warning) | E2E-CRC (UINT16, optional). Fields `time_offset_min`, `sensor_status` (object
    /// of 20 booleans), `e2e_crc`.
    static func cgmStatus(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var reader = FieldReader(value, offset: 0)
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if value.count != 5, value.count != 7 {
            problems.append("a CGM Status is 5 bytes (7 with an E2E-CRC) but the value has "
                + DecoderFormat.bytes(value.count))
        }
        guard let timeOffset = reader.u16() else { return finish(fields, summary, problems) }
        fields.append(DecodedField("time_offset_min", .int(Int64(timeOffset)), unit: "min"))
        summary.add("at +\(timeOffset) min")
        guard let status = reader.u24() else { return finish(fields, summary, problems) }
        let names = cgmStatusOctetBits + cgmCalTempOctetBits + cgmWarningOctetBits
        fields.append(DecodedField("sensor_status", .object(NamedBit.fields(status, names))))
        if let p = DecoderFormat.reservedBits("sensor status", status, mask: 0x00C0C0, digits: 6) { problems.append(p) }
        let text = NamedBit.text(status, names)
        summary.add(text.isEmpty ? "no status" : text)
        readCRC(value, coveredLength: 5, &reader, &fields, &problems)
        return finish(fields, summary, problems)
    }

    /// 0x2AAA CGM Session Start Time: Session Start Time (Date Time) | Time Zone (SINT8, 15-minute steps from UTC,
    /// -48...56, -128 not known) | DST Offset (UINT8: 0 standard time, 2 +0.5 h, 4 +1 h, 8 +2 h, 255 not known) |
    /// E2E-CRC (UINT16, optional).
    ///
    /// Fields: `session_start_time` (object), `session_start_time_text`, `time_zone` (raw), `time_zone_min`
    /// (`.special("unknown")` for -128, and then the raw field too), `dst_offset` (raw; `.special("unknown")` for 255),
    /// `dst_offset_name`, `dst_offset_min`, `e2e_crc`.
    static func cgmSessionStartTime(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var reader = FieldReader(value, offset: 0)
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if value.count != 9, value.count != 11 {
            problems.append("a CGM Session Start Time is 9 bytes (11 with an E2E-CRC) but the value has "
                + DecoderFormat.bytes(value.count))
        }
        guard let start = reader.dateTime() else { return finish(fields, summary, problems) }
        start.append("session_start_time", "session_start_time_text", what: "session start time", to: &fields,
                     problems: &problems)
        var text = start.text

        guard let zoneRaw = reader.u8() else {
            summary.add(text)
            return finish(fields, summary, problems)
        }
        let zone = Int8(bitPattern: zoneRaw)
        fields.append(DecodedField("time_zone", zone == -128 ? .special(SpecialValue.unknown) : .int(Int64(zone))))
        if zone == -128 {
            fields.append(DecodedField("time_zone_min", .special("unknown"), unit: "min"))
        } else {
            let minutes = Int(zone) * 15
            fields.append(DecodedField("time_zone_min", .int(Int64(minutes)), unit: "min"))
            if zone < -48 || zone > 56 { problems.append("time zone \(zone) is outside -48...56 (-128 = not known)") }
            let hours = minutes.magnitude / 60
            text += " UTC" + (minutes < 0 ? "-" : "+") + DecoderFormat.padded(Int(hours), 2) + ":"
                + DecoderFormat.padded(Int(minutes.magnitude % 60), 2)
        }

        guard let dst = reader.u8() else {
            summary.add(text)
            return finish(fields, summary, problems)
        }
        let dstInfo: (name: String, minutes: Int?)? = switch dst {
        case 0: ("Standard Time", 0)
        case 2: ("Half An Hour Daylight Time (+0.5h)", 30)
        case 4: ("Daylight Time (+1h)", 60)
        case 8: ("Double Daylight Time (+2h)", 120)
        case 255: ("DST is not known", nil)
        default: nil
        }
        fields.append(DecodedField("dst_offset", dst == 255 ? .special(SpecialValue.unknown) : .int(Int64(dst))))
        fields.append(DecodedField("dst_offset_name", .string(dstInfo?.name ?? "Reserved")))
        if let dstInfo {
            fields.append(DecodedField("dst_offset_min", dstInfo.minutes.map { .int(Int64($0)) } ?? .special("unknown"),
                                       unit: "min"))
            if let m = dstInfo.minutes, m > 0 { text += " (DST +\(m) min)" }
        } else {
            problems.append("DST offset \(dst) is reserved for future use")
        }
        summary.add(text)
        readCRC(value, coveredLength: 9, &reader, &fields, &problems)
        return finish(fields, summary, problems)
    }

    /// 0x2AAB CGM Session Run Time: UINT16 hours | E2E-CRC (UINT16, optional). Fields `run_time_h`, `e2e_crc`.
    static func cgmSessionRunTime(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var reader = FieldReader(value, offset: 0)
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if value.count != 2, value.count != 4 {
            problems.append("a CGM Session Run Time is 2 bytes (4 with an E2E-CRC) but the value has "
                + DecoderFormat.bytes(value.count))
        }
        guard let hours = reader.u16() else { return finish(fields, summary, problems) }
        fields.append(DecodedField("run_time_h", .int(Int64(hours)), unit: "h"))
        summary.add("\(hours) h")
        readCRC(value, coveredLength: 2, &reader, &fields, &problems)
        return finish(fields, summary, problems)
    }

    /// Reads an E2E-CRC after `coveredLength` bytes when exactly two bytes remain, and checks it.
    private static func readCRC(_ value: Bytes, coveredLength: Int, _ reader: inout FieldReader,
                                _ fields: inout [DecodedField], _ problems: inout [String]) {
        guard reader.offset == coveredLength, reader.remaining == 2, let crc = reader.u16() else { return }
        appendCRC(crc, of: value, covered: coveredLength, &fields, &problems)
    }

    /// 0x2AAC CGM Specific Ops Control Point: Op Code (UINT8) | Operand | E2E-CRC (UINT16, optional).
    ///
    /// Operands by op code: 1 Set / 3 response CGM Communication Interval: UINT8 minutes (0 disabled, 255 the
    /// fastest the sensor supports); 4 Set / 6 response Glucose Calibration Value: the calibration record
    /// (Calibration Glucose Concentration SFLOAT mg/dL, Calibration Time UINT16 min, Type-Sample Location UINT8,
    /// Next Calibration Time UINT16 min, Calibration Data Record Number UINT16, Calibration Status UINT8 bits
    /// 0 rejected, 1 out of range, 2 process pending); 5 Get Glucose Calibration Value: UINT16 record number
    /// (0xFFFF the last); 7/9 Patient High, 10/12 Patient Low, 13/15 Hypo, 16/18 Hyper Alert Level (set / response):
    /// SFLOAT mg/dL; 19/21 Rate of Decrease, 22/24 Rate of Increase Alert Level: SFLOAT mg/dL/min; 28 Response Code:
    /// Request Op Code (UINT8), Response Code Value (UINT8: 1 Success, 2 Op Code not supported, 3 Invalid Operand,
    /// 4 Procedure not completed, 5 Parameter out of range). The Get op codes, 25 Reset Device Specific Alert,
    /// 26 Start the Session and 27 Stop the Session have no operand.
    ///
    /// Fields: `op_code`, `op_code_name`, then `communication_interval_min`; `calibration_concentration_mg_dl`,
    /// `calibration_time_min`, `type`, `type_name`, `sample_location`, `sample_location_name`,
    /// `next_calibration_time_min`, `calibration_record_number`, `calibration_status` (object); `alert_level_mg_dl`;
    /// `alert_rate_mg_dl_min`; `request_op_code`, `request_op_code_name`, `response_code`, `response_code_name`;
    /// `e2e_crc`; `operand` (bytes) for reserved op codes.
    ///
    /// tshark 4.0 (`btatt.cgm_specific_ops_control_point.*`) shows the same operands under its own names.
    static func cgmSpecificOpsControlPoint(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let opCode = value[checked: 0] else {
            return emptyValue("CGM Specific Ops Control Point", minimum: 1)
        }
        var reader = FieldReader(value, offset: 1)
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        let name = cgmOpCodeName(opCode)
        fields.append(DecodedField("op_code", .int(Int64(opCode))))
        fields.append(DecodedField("op_code_name", .string(name ?? "Reserved")))
        guard let name else {
            problems.append("op code \(DecoderFormat.hex(UInt64(opCode), digits: 2)) is reserved for future use")
            summary.add("reserved op code " + DecoderFormat.hex(UInt64(opCode), digits: 2))
            if reader.remaining > 0 { fields.append(DecodedField("operand", .bytes(value.suffix(from: 1).array))) }
            return finish(fields, summary, problems)
        }
        let text = name.lowercased()
        func ends(_ what: String) -> String { DecoderFormat.missingMandatory(what, value) }

        // Set when the operand is cut short: the fields present are given, and nothing after is taken as a CRC.
        var complete = true
        switch opCode {
        case 1, 3:
            guard let interval = reader.u8() else {
                problems.append(ends("communication interval"))
                summary.add(text)
                complete = false
                break
            }
            // 0 and 0xFF are special values (CGMS, CGM Communication Interval): periodic communication off, and the
            // fastest interval the sensor supports.
            let minutes: DecodedScalar = interval == 0 ? .special(SpecialValue.disabled)
                : interval == 0xFF ? .special(SpecialValue.fastest) : .int(Int64(interval))
            fields.append(DecodedField("communication_interval_min", minutes, unit: "min"))
            let words = interval == 0 ? "disabled" : interval == 0xFF ? "fastest" : "\(interval) min"
            summary.add(text + ": " + words)
        case 4, 6:
            complete = cgmCalibration(value, &reader, &fields, &problems, &summary, text)
        case 5:
            guard let record = reader.u16() else {
                problems.append(ends("calibration data record number"))
                summary.add(text)
                complete = false
                break
            }
            fields.append(DecodedField("calibration_record_number", .int(Int64(record))))
            summary.add(text + ": " + (record == 0xFFFF ? "last record" : "record \(record)"))
        case 7, 9, 10, 12, 13, 15, 16, 18:
            guard let level = reader.sfloat() else {
                problems.append(ends("alert level"))
                summary.add(text)
                complete = false
                break
            }
            fields.append(DecodedField("alert_level_mg_dl", level.scalar, unit: "mg/dL"))
            summary.add(text + ": \(level.text) mg/dL")
        case 19, 21, 22, 24:
            guard let rate = reader.sfloat() else {
                problems.append(ends("alert level"))
                summary.add(text)
                complete = false
                break
            }
            fields.append(DecodedField("alert_rate_mg_dl_min", rate.scalar, unit: "mg/dL/min"))
            summary.add(text + ": \(rate.text) mg/dL/min")
        case 28:
            let response = GlucoseSupport.readResponse(&reader, requestName: cgmOpCodeName,
                                                       responseName: cgmResponseName, &fields, &problems)
            summary.add(response.text ?? text)
            complete = response.complete
        default:
            // The Get op codes, Reset Device Specific Alert, Start and Stop the Session: no operand.
            summary.add(text)
        }

        if complete, reader.remaining == 2 {
            readCRC(value, coveredLength: reader.offset, &reader, &fields, &problems)
        } else if complete, reader.remaining > 0 {
            problems.append("\(DecoderFormat.bytes(reader.remaining)) after the operand the op code gives "
                + "(an E2E-CRC is 2 bytes)")
        }
        return finish(fields, summary, problems)
    }

    /// Reads the 10-byte calibration record of op codes 4 and 6, giving the fields present; false when it is cut short.
    private static func cgmCalibration(_ value: Bytes, _ reader: inout FieldReader,
                                       _ fields: inout [DecodedField], _ problems: inout [String],
                                       _ summary: inout SummaryBuilder, _ text: String) -> Bool {
        func ends(_ what: String) -> Bool {
            problems.append(DecoderFormat.missingMandatory(what + " of the calibration value", value))
            return false
        }
        guard let concentration = reader.sfloat() else {
            summary.add(text)
            return ends("glucose concentration")
        }
        fields.append(DecodedField("calibration_concentration_mg_dl", concentration.scalar, unit: "mg/dL"))
        guard let time = reader.u16() else {
            summary.add(text + ": \(concentration.text) mg/dL")
            return ends("calibration time")
        }
        fields.append(DecodedField("calibration_time_min", .int(Int64(time)), unit: "min"))
        summary.add(text + ": \(concentration.text) mg/dL at +\(time) min")
        guard let typeLocation = reader.u8() else { return ends("type-sample location") }
        GlucoseSupport.appendTypeAndLocation(type: typeLocation & 0x0F, location: typeLocation >> 4, cgm: true,
                                             to: &fields, problems: &problems)
        guard let next = reader.u16() else { return ends("next calibration time") }
        // 0: a calibration is required now (a special value, not a time offset).
        fields.append(DecodedField("next_calibration_time_min",
                                   next == 0 ? .special(SpecialValue.calibrationRequiredNow) : .int(Int64(next)),
                                   unit: "min"))
        guard let record = reader.u16() else { return ends("calibration data record number") }
        fields.append(DecodedField("calibration_record_number", .int(Int64(record))))
        summary.add("record \(record)")
        guard let status = reader.u8() else { return ends("calibration status") }
        fields.append(DecodedField("calibration_status",
                                   .object(NamedBit.fields(UInt32(status), cgmCalibrationBits))))
        if let p = DecoderFormat.reservedBits("calibration status", UInt32(status), mask: 0xF8, digits: 2) {
            problems.append(p)
        }
        let statusText = NamedBit.text(UInt32(status), cgmCalibrationBits)
        if !statusText.isEmpty { summary.add(statusText) }
        return true
    }

    /// Calibration Status bits of the calibration record.
    static let cgmCalibrationBits: [NamedBit] = [
        .init(0, "rejected", "calibration rejected"),
        .init(1, "out_of_range", "calibration data out of range"),
        .init(2, "process_pending", "calibration pending"),
    ]

    /// CGM Specific Ops Control Point Response Code values; nil for reserved values.
    static func cgmResponseName(_ code: UInt8) -> String? {
        switch code {
        case 1: "Success"
        case 2: "Op Code not supported"
        case 3: "Invalid Operand"
        case 4: "Procedure not completed"
        case 5: "Parameter out of range"
        default: nil
        }
    }

    /// CGM Specific Ops Control Point op code names (CGM Service §3.7.1); nil for reserved op codes.
    static func cgmOpCodeName(_ opCode: UInt8) -> String? {
        switch opCode {
        case 1: "Set CGM Communication Interval"
        case 2: "Get CGM Communication Interval"
        case 3: "CGM Communication Interval response"
        case 4: "Set Glucose Calibration value"
        case 5: "Get Glucose Calibration value"
        case 6: "Glucose Calibration value response"
        case 7: "Set Patient High Alert Level"
        case 8: "Get Patient High Alert Level"
        case 9: "Patient High Alert Level Response"
        case 10: "Set Patient Low Alert Level"
        case 11: "Get Patient Low Alert Level"
        case 12: "Patient Low Alert Level Response"
        case 13: "Set Hypo Alert Level"
        case 14: "Get Hypo Alert Level"
        case 15: "Hypo Alert Level Response"
        case 16: "Set Hyper Alert Level"
        case 17: "Get Hyper Alert Level"
        case 18: "Hyper Alert Level Response"
        case 19: "Set Rate of Decrease Alert Level"
        case 20: "Get Rate of Decrease Alert Level"
        case 21: "Rate of Decrease Alert Level Response"
        case 22: "Set Rate of Increase Alert Level"
        case 23: "Get Rate of Increase Alert Level"
        case 24: "Rate of Increase Alert Level Response"
        case 25: "Reset Device Specific Alert"
        case 26: "Start the Session"
        case 27: "Stop the Session"
        case 28: "Response Code"
        default: nil
        }
    }
}
