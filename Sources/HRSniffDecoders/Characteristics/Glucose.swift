import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Glucose Service characteristics (Glucose Service 1.0 / Glucose Profile 1.0; GSS Glucose Measurement, Glucose
/// Measurement Context, Glucose Feature). The Record Access Control Point is in `RecordAccessControlPoint.swift`,
/// the Continuous Glucose Monitoring characteristics in `ContinuousGlucose.swift`; the names and helpers all three
/// share are `GlucoseSupport` at the end of this file, the field reader and Date Time are in `FieldReader.swift`.
extension Decoders {
    /// 0x2A18 Glucose Measurement.
    ///
    /// Layout: Flags (UINT8) | Sequence Number (UINT16) | Base Time (Date Time, 7 bytes) | Time Offset (SINT16
    /// minutes, flags bit 0) | Glucose Concentration (SFLOAT) and Type-Sample Location (UINT8: Type in bits 0-3,
    /// Sample Location in bits 4-7), both with flags bit 1 | Sensor Status Annunciation (UINT16, bit 3).
    /// Flags bit 2: concentration unit, 0 kg/L, 1 mol/L; bit 4: a Glucose Measurement Context with the same
    /// sequence number follows; bits 5-7 reserved.
    ///
    /// Fields, in layout order: `sequence_number`, `base_time` (object `year` `month` `day` `hours` `minutes`
    /// `seconds`), `base_time_text` ("2026-03-14 09:26:53"), `time_offset_min` (bit 0), `concentration` (in the
    /// flag's unit, `.special("nan")` etc. for SFLOAT special values), `concentration_mg_dl` (kg/L × 100000) or
    /// `concentration_mmol_l` (mol/L × 1000), `unit` ("kg/L" | "mol/L"), `type`, `type_name`, `sample_location`,
    /// `sample_location_name` (bit 1), `sensor_status` (object of 12 booleans, bit 3), and always `context_follows`.
    ///
    /// The summary gives the user-facing time (base time + time offset, Glucose Service §3.1.1.2), without seconds:
    /// "#12 5.4 mmol/L capillary plasma, finger, 2026-03-14 09:26".
    ///
    /// tshark 4.0 shows the same fields and names (`btatt.glucose_measurement.*`), the concentration only in the unit
    /// sent ("Glucose Concentration [mol/l]: 0.0054"), and the base time without the offset applied.
    static func glucoseMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let flags = value[checked: 0] else { return emptyValue("Glucose Measurement", minimum: 10) }
        var reader = FieldReader(value, offset: 1)
        var fields = [DecodedField]()
        fields.reserveCapacity(14)
        var problems = [String]()
        if let p = DecoderFormat.reservedBits("flag", UInt32(flags), mask: 0xE0, digits: 2) { problems.append(p) }

        // Parts of the summary, assembled at the end in reading order rather than layout order.
        var sequenceText = ""
        var concentrationText = ""
        var typeText = ""
        var locationText = ""
        var timeText = ""
        var statusText = ""

        func done() -> DecodedValue {
            fields.append(DecodedField("context_follows", .bool(flags & 0x10 != 0)))
            var summary = SummaryBuilder(enabled: describe)
            if describe {
                var head = sequenceText
                if !concentrationText.isEmpty { head += (head.isEmpty ? "" : " ") + concentrationText }
                if !typeText.isEmpty { head += (head.isEmpty ? "" : " ") + typeText }
                if !head.isEmpty { summary.add(head) }
                if !locationText.isEmpty { summary.add(locationText) }
                if !timeText.isEmpty { summary.add(timeText) }
                if !statusText.isEmpty { summary.add(statusText) }
                if flags & 0x10 != 0, !sequenceText.isEmpty { summary.add("context follows") }
            }
            return finish(fields, summary, problems)
        }

        guard let sequence = reader.u16() else {
            problems.append(DecoderFormat.missingMandatory("sequence number", value))
            return done()
        }
        fields.append(DecodedField("sequence_number", .int(Int64(sequence))))
        sequenceText = "#\(sequence)"

        guard let base = reader.dateTime() else {
            problems.append(DecoderFormat.missingMandatory("base time", value))
            return done()
        }
        base.append("base_time", "base_time_text", what: "base time", to: &fields, problems: &problems)
        var offsetMinutes = 0

        if flags & 0x01 != 0 {
            guard let raw = reader.u16() else {
                problems.append(DecoderFormat.missing("a time offset", value))
                timeText = base.shortText
                return done()
            }
            offsetMinutes = Int(Int16(bitPattern: raw))
            fields.append(DecodedField("time_offset_min", .int(Int64(offsetMinutes)), unit: "min"))
        }
        timeText = base.userFacingText(offsetMinutes: offsetMinutes)

        if flags & 0x02 != 0 {
            guard let concentration = reader.sfloat() else {
                problems.append(DecoderFormat.missing("a glucose concentration", value))
                return done()
            }
            let molar = flags & 0x04 != 0
            fields.append(DecodedField("concentration", concentration.scalar, unit: molar ? "mol/L" : "kg/L"))
            // mol/L × 1000 = mmol/L; kg/L × 100000 = mg/dL (1 kg/L = 10^6 mg per 10 dL).
            concentrationText = molar
                ? GlucoseSupport.appendScaled(concentration, power: 3, "concentration_mmol_l", unit: "mmol/L",
                                              to: &fields)
                : GlucoseSupport.appendScaled(concentration, power: 5, "concentration_mg_dl", unit: "mg/dL",
                                              to: &fields)
            fields.append(DecodedField("unit", .string(molar ? "mol/L" : "kg/L")))

            guard let typeLocation = reader.u8() else {
                problems.append(DecoderFormat.missing("a type-sample location", value))
                return done()
            }
            let type = typeLocation & 0x0F
            let location = typeLocation >> 4
            GlucoseSupport.appendTypeAndLocation(type: type, location: location, cgm: false, to: &fields,
                                                 problems: &problems)
            typeText = GlucoseSupport.typeSummary(type)
            locationText = GlucoseSupport.locationSummary(location, cgm: false)
        }

        if flags & 0x08 != 0 {
            guard let status = reader.u16() else {
                problems.append(DecoderFormat.missing("a sensor status annunciation", value))
                return done()
            }
            fields.append(DecodedField("sensor_status",
                                       .object(NamedBit.fields(UInt32(status), glucoseStatusBits))))
            if let p = DecoderFormat.reservedBits("sensor status", UInt32(status), mask: 0xF000, digits: 4) {
                problems.append(p)
            }
            statusText = NamedBit.text(UInt32(status), glucoseStatusBits)
        }

        if let p = reader.trailingProblem() { problems.append(p) }
        return done()
    }

    /// Sensor Status Annunciation bits of the Glucose Measurement (Glucose Service §3.1.1.6); 12-15 reserved.
    static let glucoseStatusBits: [NamedBit] = [
        .init(0, "device_battery_low", "battery low"),
        .init(1, "sensor_malfunction", "sensor malfunction"),
        .init(2, "sample_size_insufficient", "sample size insufficient"),
        .init(3, "strip_insertion_error", "strip insertion error"),
        .init(4, "strip_type_incorrect", "strip type incorrect"),
        .init(5, "result_too_high", "result too high"),
        .init(6, "result_too_low", "result too low"),
        .init(7, "temperature_too_high", "temperature too high"),
        .init(8, "temperature_too_low", "temperature too low"),
        .init(9, "read_interrupted", "read interrupted"),
        .init(10, "general_device_fault", "general device fault"),
        .init(11, "time_fault", "time fault"),
    ]

    /// 0x2A34 Glucose Measurement Context.
    ///
    /// Layout: Flags (UINT8) | Sequence Number (UINT16) | Extended Flags (UINT8, bit 7) | Carbohydrate ID (UINT8) and
    /// Carbohydrate (SFLOAT kg), bit 0 | Meal (UINT8, bit 1) | Tester-Health (UINT8: Tester in bits 0-3, Health in
    /// bits 4-7; bit 2) | Exercise Duration (UINT16 s, 0xFFFF overrun) and Exercise Intensity (UINT8 %), bit 3 |
    /// Medication ID (UINT8) and Medication (SFLOAT, kg when bit 5 is 0, L when 1), bit 4 | HbA1c (SFLOAT %, bit 6).
    ///
    /// Fields, in layout order: `sequence_number`, `extended_flags`, `carbohydrate_id`, `carbohydrate_id_name`,
    /// `carbohydrate` (kg), `carbohydrate_g`, `meal`, `meal_name`, `tester`, `tester_name`, `health`,
    /// `health_name`, `exercise_duration_s` (`.special("overrun")` for 0xFFFF), `exercise_intensity_percent`,
    /// `medication_id`, `medication_id_name`, `medication` (kg or L), `medication_unit` ("kg" | "L"),
    /// `medication_mg` (kg × 10^6) or `medication_ml` (L × 1000), `hba1c_percent`.
    ///
    /// tshark 4.0 (`btatt.glucose_measurement_context.*`) shows the same fields and names but takes Tester from bits
    /// 4-7 and Health from bits 0-3: the reverse of the nibble order of the Glucose Service (first field in the low
    /// nibble, as in Type-Sample Location), which Nordic's Android BLE library follows too. 0x51 is tester 1 Self,
    /// health 5 No health issues here; tshark shows "Tester: Unknown (0x5), Health: Minor Health Issues".
    static func glucoseMeasurementContext(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let flags = value[checked: 0] else {
            return emptyValue("Glucose Measurement Context", minimum: 3)
        }
        var reader = FieldReader(value, offset: 1)
        var fields = [DecodedField]()
        fields.reserveCapacity(20)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)

        guard let sequence = reader.u16() else {
            problems.append(DecoderFormat.missingMandatory("sequence number", value))
            return finish(fields, summary, problems)
        }
        fields.append(DecodedField("sequence_number", .int(Int64(sequence))))
        summary.add("#\(sequence)")

        if flags & 0x80 != 0 {
            guard let extended = reader.u8() else {
                problems.append(DecoderFormat.missing("extended flags", value))
                return finish(fields, summary, problems)
            }
            fields.append(DecodedField("extended_flags", .int(Int64(extended))))
            if let p = DecoderFormat.reservedBits("extended flag", UInt32(extended), mask: 0xFF, digits: 2) {
                problems.append(p)
            }
        }

        if flags & 0x01 != 0 {
            guard let id = reader.u8(), let amount = reader.sfloat() else {
                problems.append(DecoderFormat.missing("a carbohydrate ID and amount", value))
                return finish(fields, summary, problems)
            }
            let name = carbohydrateName(id)
            fields.append(DecodedField("carbohydrate_id", .int(Int64(id))))
            fields.append(DecodedField("carbohydrate_id_name", .string(name ?? "Reserved")))
            if name == nil { problems.append("carbohydrate ID \(id) is reserved for future use") }
            fields.append(DecodedField("carbohydrate", amount.scalar, unit: "kg"))
            let grams = GlucoseSupport.appendScaled(amount, power: 3, "carbohydrate_g", unit: "g", to: &fields)
            summary.add("carbohydrate \(grams) (\(name?.lowercased() ?? "ID \(id)"))")
        }

        if flags & 0x02 != 0 {
            guard let meal = reader.u8() else {
                problems.append(DecoderFormat.missing("a meal", value))
                return finish(fields, summary, problems)
            }
            let name: String? = switch meal {
            case 1: "Preprandial (before meal)"
            case 2: "Postprandial (after meal)"
            case 3: "Fasting"
            case 4: "Casual (snacks, drinks, etc.)"
            case 5: "Bedtime"
            default: nil
            }
            fields.append(DecodedField("meal", .int(Int64(meal))))
            fields.append(DecodedField("meal_name", .string(name ?? "Reserved")))
            if name == nil { problems.append("meal \(meal) is reserved for future use") }
            summary.add(name?.lowercased() ?? "meal \(meal)")
        }

        if flags & 0x04 != 0 {
            guard let testerHealth = reader.u8() else {
                problems.append(DecoderFormat.missing("a tester-health", value))
                return finish(fields, summary, problems)
            }
            let tester = testerHealth & 0x0F
            let health = testerHealth >> 4
            let testerName: String? = switch tester {
            case 1: "Self"
            case 2: "Health Care Professional"
            case 3: "Lab test"
            case 15: "Tester value not available"
            default: nil
            }
            let healthName: String? = switch health {
            case 1: "Minor health issues"
            case 2: "Major health issues"
            case 3: "During menses"
            case 4: "Under stress"
            case 5: "No health issues"
            case 15: "Health value not available"
            default: nil
            }
            fields.append(DecodedField("tester", .int(Int64(tester))))
            fields.append(DecodedField("tester_name", .string(testerName ?? "Reserved")))
            fields.append(DecodedField("health", .int(Int64(health))))
            fields.append(DecodedField("health_name", .string(healthName ?? "Reserved")))
            if testerName == nil { problems.append("tester \(tester) is reserved for future use") }
            if healthName == nil { problems.append("health \(health) is reserved for future use") }
            if tester != 15 { summary.add("tester " + (testerName?.lowercased() ?? "\(tester)")) }
            if health != 15 { summary.add(healthName?.lowercased() ?? "health \(health)") }
        }

        if flags & 0x08 != 0 {
            guard let duration = reader.u16(), let intensity = reader.u8() else {
                problems.append(DecoderFormat.missing("an exercise duration and intensity", value))
                return finish(fields, summary, problems)
            }
            fields.append(DecodedField("exercise_duration_s",
                                       duration == 0xFFFF ? .special("overrun") : .int(Int64(duration)), unit: "s"))
            fields.append(DecodedField("exercise_intensity_percent", .int(Int64(intensity)), unit: "%"))
            summary.add("exercise " + (duration == 0xFFFF ? "overrun" : "\(duration) s") + " at \(intensity) %")
        }

        if flags & 0x10 != 0 {
            guard let id = reader.u8(), let amount = reader.sfloat() else {
                problems.append(DecoderFormat.missing("a medication ID and amount", value))
                return finish(fields, summary, problems)
            }
            let name: String? = switch id {
            case 1: "Rapid acting insulin"
            case 2: "Short acting insulin"
            case 3: "Intermediate acting insulin"
            case 4: "Long acting insulin"
            case 5: "Pre-mixed insulin"
            default: nil
            }
            let litres = flags & 0x20 != 0
            fields.append(DecodedField("medication_id", .int(Int64(id))))
            fields.append(DecodedField("medication_id_name", .string(name ?? "Reserved")))
            if name == nil { problems.append("medication ID \(id) is reserved for future use") }
            fields.append(DecodedField("medication", amount.scalar, unit: litres ? "L" : "kg"))
            fields.append(DecodedField("medication_unit", .string(litres ? "L" : "kg")))
            let text = litres
                ? GlucoseSupport.appendScaled(amount, power: 3, "medication_ml", unit: "mL", to: &fields)
                : GlucoseSupport.appendScaled(amount, power: 6, "medication_mg", unit: "mg", to: &fields)
            summary.add("medication \(text) (\(name?.lowercased() ?? "ID \(id)"))")
        }

        if flags & 0x40 != 0 {
            guard let hba1c = reader.sfloat() else {
                problems.append(DecoderFormat.missing("an HbA1c", value))
                return finish(fields, summary, problems)
            }
            fields.append(DecodedField("hba1c_percent", hba1c.scalar, unit: "%"))
            summary.add("HbA1c \(hba1c.text) %")
        }

        if let p = reader.trailingProblem() { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// Carbohydrate ID names (Glucose Service §3.2.1.3); nil for reserved IDs.
    static func carbohydrateName(_ id: UInt8) -> String? {
        switch id {
        case 1: "Breakfast"
        case 2: "Lunch"
        case 3: "Dinner"
        case 4: "Snack"
        case 5: "Drink"
        case 6: "Supper"
        case 7: "Brunch"
        default: nil
        }
    }

    /// 0x2A51 Glucose Feature: UINT16 bits, 11-15 reserved.
    ///
    /// Fields: `features` (object of 11 booleans, named like tshark's `btatt.glucose.feature.*`), `value` (the raw
    /// bits). The summary lists the supported features.
    static func glucoseFeature(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let bits = value.u16le(at: 0) else {
            return DecodedValue(fields: [], summary: describe ? "malformed" : "", problems: [
                DecoderFormat.lengthProblem("Glucose Feature", expected: 2, actual: value.count),
            ])
        }
        var problems = [String]()
        if value.count != 2 {
            problems.append(DecoderFormat.lengthProblem("Glucose Feature", expected: 2, actual: value.count))
        }
        if let p = DecoderFormat.reservedBits("feature", UInt32(bits), mask: 0xF800, digits: 4) { problems.append(p) }
        var summary = SummaryBuilder(enabled: describe)
        let text = NamedBit.text(UInt32(bits), glucoseFeatureBits)
        summary.add(text.isEmpty ? "no optional features" : text)
        return DecodedValue(
            fields: [
                DecodedField("features", .object(NamedBit.fields(UInt32(bits), glucoseFeatureBits))),
                DecodedField("value", .int(Int64(bits))),
            ],
            summary: summary.text,
            problems: problems)
    }

    /// Glucose Feature bits (Glucose Service §3.3.1).
    static let glucoseFeatureBits: [NamedBit] = [
        .init(0, "low_battery_detection", "low battery detection"),
        .init(1, "sensor_malfunction_detection", "sensor malfunction detection"),
        .init(2, "sensor_sample_size", "sample size"),
        .init(3, "sensor_strip_insertion_error_detection", "strip insertion error detection"),
        .init(4, "sensor_strip_type_error_detection", "strip type error detection"),
        .init(5, "sensor_result_high_low_detection", "result high-low detection"),
        .init(6, "sensor_temperature_high_low_detection", "temperature high-low detection"),
        .init(7, "sensor_read_interrupt_detection", "read interrupt detection"),
        .init(8, "general_device_fault", "general device fault"),
        .init(9, "time_fault", "time fault"),
        .init(10, "multiple_bond", "multiple bond"),
    ]
}

/// Names, the E2E-CRC and the day arithmetic shared by the Glucose, Record Access Control Point and Continuous Glucose
/// Monitoring decoders. The field reader, Date Time and named bits they use are in `FieldReader.swift`.
enum GlucoseSupport {
    /// Names of the glucose Type nibble (Glucose Service §3.1.1.4; CGM Service CGM Type, same values).
    static func typeName(_ type: UInt8) -> String? {
        switch type {
        case 1: "Capillary Whole blood"
        case 2: "Capillary Plasma"
        case 3: "Venous Whole blood"
        case 4: "Venous Plasma"
        case 5: "Arterial Whole blood"
        case 6: "Arterial Plasma"
        case 7: "Undetermined Whole blood"
        case 8: "Undetermined Plasma"
        case 9: "Interstitial Fluid (ISF)"
        case 10: "Control Solution"
        default: nil
        }
    }

    /// "capillary plasma": the type for summaries.
    static func typeSummary(_ type: UInt8) -> String {
        switch type {
        case 9: "interstitial fluid"
        default: typeName(type)?.lowercased() ?? "type \(type)"
        }
    }

    /// Names of the Sample Location nibble (Glucose Service §3.1.1.5). The CGM Service adds 5 Subcutaneous tissue.
    static func sampleLocationName(_ location: UInt8, cgm: Bool) -> String? {
        switch location {
        case 1: "Finger"
        case 2: "Alternate Site Test (AST)"
        case 3: "Earlobe"
        case 4: "Control solution"
        case 5 where cgm: "Subcutaneous tissue"
        case 15: "Sample Location value not available"
        default: nil
        }
    }

    /// "finger", "alternate site": the location for summaries; "" when not available.
    static func locationSummary(_ location: UInt8, cgm: Bool) -> String {
        switch location {
        case 2: "alternate site"
        case 15: ""
        default: sampleLocationName(location, cgm: cgm)?.lowercased() ?? "location \(location)"
        }
    }

    /// Appends `type`, `type_name`, `sample_location`, `sample_location_name`, with problems for reserved values.
    static func appendTypeAndLocation(type: UInt8, location: UInt8, cgm: Bool, to fields: inout [DecodedField],
                                      problems: inout [String]) {
        let typeName = typeName(type)
        let locationName = sampleLocationName(location, cgm: cgm)
        fields.append(DecodedField("type", .int(Int64(type))))
        fields.append(DecodedField("type_name", .string(typeName ?? "Reserved")))
        fields.append(DecodedField("sample_location", .int(Int64(location))))
        fields.append(DecodedField("sample_location_name", .string(locationName ?? "Reserved")))
        if typeName == nil { problems.append("glucose type \(type) is reserved for future use") }
        if locationName == nil { problems.append("sample location \(location) is reserved for future use") }
    }

    /// Appends `f` × 10^`power` as `key` in `unit`, a unit conversion that keeps the decimal digits exact (mol/L to
    /// mmol/L, kg/L to mg/dL, …), and returns its text with the unit ("5.4 mmol/L").
    static func appendScaled(_ f: MedicalFloat, power: Int, _ key: StaticString, unit: String,
                             to fields: inout [DecodedField]) -> String {
        let scaled = f.scaled(byPowerOfTen: power)
        fields.append(DecodedField(key, scaled.scalar, unit: unit))
        return scaled.text + " " + unit
    }

    /// Reads the Request Op Code and Response Code Value of a response (RACP op code 6, CGM Specific Ops Control
    /// Point op code 28), named by `requestName` and `responseName`: their fields, a problem for a reserved response
    /// code or a value that ends first, and the summary text ("response to report stored records: success"; nil
    /// when the value ends before the request op code). `complete` is false when the value ends first.
    static func readResponse(_ reader: inout FieldReader, requestName: (UInt8) -> String?,
                             responseName: (UInt8) -> String?, _ fields: inout [DecodedField],
                             _ problems: inout [String]) -> (text: String?, complete: Bool) {
        guard let request = reader.u8() else {
            problems.append(DecoderFormat.missingMandatory("request op code", reader.value))
            return (nil, false)
        }
        let requestName = requestName(request)
        fields.append(DecodedField("request_op_code", .int(Int64(request))))
        fields.append(DecodedField("request_op_code_name", .string(requestName ?? "Reserved")))
        let requestText = "response to " + (requestName?.lowercased()
            ?? "op code " + DecoderFormat.hex(UInt64(request), digits: 2))
        guard let response = reader.u8() else {
            problems.append(DecoderFormat.missingMandatory("response code value", reader.value))
            return (requestText, false)
        }
        let responseName = responseName(response)
        fields.append(DecodedField("response_code", .int(Int64(response))))
        fields.append(DecodedField("response_code_name", .string(responseName ?? "Reserved")))
        if responseName == nil { problems.append("response code value \(response) is reserved for future use") }
        return (requestText + ": " + (responseName?.lowercased() ?? "response \(response)"), true)
    }

    /// CRC-16/MCRF4XX over `bytes`: the CGM Service E2E-CRC (CRC-CCITT polynomial x^16 + x^12 + x^5 + 1, seed
    /// 0xFFFF, least significant bit of each octet first, no final XOR). Check value: "123456789" → 0x6F91.
    static func e2eCRC(_ bytes: Bytes) -> UInt16 {
        var crc: UInt16 = 0xFFFF
        for i in 0 ..< bytes.count {
            guard let byte = bytes[checked: i] else { break }
            crc ^= UInt16(byte)
            for _ in 0 ..< 8 {
                crc = crc & 1 != 0 ? (crc >> 1) ^ 0x8408 : crc >> 1
            }
        }
        return crc
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count since 1970-01-01 (H. Hinnant's civil_from_days).
    static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension DateTime {
    /// This time plus `offsetMinutes` as "2026-03-14 09:26", when the date is complete and valid; otherwise the
    /// time as given with the offset appended ("0000-00-00 09:26 +5 min"). The Glucose Measurement's user-facing
    /// time (Glucose Service §3.1.1.2).
    func userFacingText(offsetMinutes: Int) -> String {
        guard offsetMinutes != 0 else { return shortText }
        guard year >= 1582, year <= 9999, month >= 1, month <= 12, day >= 1,
              Int(day) <= GlucoseSupport.daysInMonth(Int(year), Int(month)), hours <= 23, minutes <= 59
        else { return shortText + (offsetMinutes > 0 ? " +" : " ") + "\(offsetMinutes) min" }
        let days = GlucoseSupport.daysFromCivil(Int(year), Int(month), Int(day))
        let total = (days * 24 + Int(hours)) * 60 + Int(minutes) + offsetMinutes
        let dayCount = total >= 0 ? total / 1440 : (total - 1439) / 1440
        let minuteOfDay = total - dayCount * 1440
        let (y, m, d) = GlucoseSupport.civilFromDays(dayCount)
        return DecoderFormat.padded(y, 4) + "-" + DecoderFormat.padded(m, 2) + "-" + DecoderFormat.padded(d, 2)
            + " " + DecoderFormat.padded(minuteOfDay / 60, 2) + ":" + DecoderFormat.padded(minuteOfDay % 60, 2)
    }
}
