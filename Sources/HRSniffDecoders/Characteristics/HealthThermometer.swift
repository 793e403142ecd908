import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Health Thermometer Service characteristics (Health Thermometer Service 1.0; GSS Temperature Measurement,
/// Intermediate Temperature, Temperature Type, Measurement Interval).
extension Decoders {
    /// The name of a Temperature Type value (GSS Temperature Type): 1 Armpit, 2 Body (general), 3 Ear (usually
    /// earlobe), 4 Finger, 5 Gastrointestinal tract, 6 Mouth, 7 Rectum, 8 Toe, 9 Tympanum (ear drum); 0 and
    /// 10...255 are reserved for future use (nil).
    static func temperatureTypeName(_ type: UInt8) -> String? {
        switch type {
        case 1: "Armpit"
        case 2: "Body (general)"
        case 3: "Ear"
        case 4: "Finger"
        case 5: "Gastrointestinal tract"
        case 6: "Mouth"
        case 7: "Rectum"
        case 8: "Toe"
        case 9: "Tympanum"
        default: nil
        }
    }

    /// Appends `temperature_type` and `temperature_type_name` ("Reserved" with a problem for reserved values);
    /// returns the name for the summary.
    @discardableResult
    private static func appendTemperatureType(_ type: UInt8, to fields: inout [DecodedField],
                                              problems: inout [String]) -> String {
        let name = temperatureTypeName(type)
        fields.append(DecodedField("temperature_type", .int(Int64(type))))
        fields.append(DecodedField("temperature_type_name", .string(name ?? "Reserved")))
        if name == nil { problems.append("temperature type \(type) is reserved for future use") }
        return name ?? "reserved type \(type)"
    }

    /// 0x2A1C Temperature Measurement and 0x2A1E Intermediate Temperature (same layout).
    ///
    /// Layout: Flags (UINT8) | Temperature Measurement Value (medfloat32) | Time Stamp (Date Time, 7 bytes,
    /// bit 1) | Temperature Type (UINT8, bit 2). Flags bit 0: 0 Celsius, 1 Fahrenheit; bits 3-7 reserved.
    ///
    /// Fields, in layout order: `unit` ("°C" | "°F"), `temperature` (double, or `.special("nan")` etc.),
    /// `timestamp` {year, month, day, hours, minutes, seconds} and `timestamp_text`, `temperature_type` and
    /// `temperature_type_name`. Summary: "36.6 °C (Ear), 2026-03-14 09:26:53".
    ///
    /// tshark (4.0) has the right fields (`btatt.temperature_measurement.value.celsius` / `.fahrenheit`, typed
    /// IEEE-11073 FLOAT) but prints every value as 0 (36.6 °C, bytes 6e 01 00 ff, and 328 °C, 48 01 00 00, both
    /// show as "Value [Celsius]: 0"); hrsniff gives the value the FLOAT encodes. It also labels the flags field
    /// "Sensor Status Annunciation".
    static func temperatureMeasurement(_ value: Bytes, intermediate: Bool, describe: Bool = true) -> DecodedValue {
        let name = intermediate ? "Intermediate Temperature" : "Temperature Measurement"
        guard let flags = value[checked: 0] else { return emptyValue(name) }
        var fields = [DecodedField]()
        fields.reserveCapacity(6)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        var cursor = FieldReader(value, offset: 1)

        let unit = flags & 0x01 != 0 ? "°F" : "°C"
        fields.append(DecodedField("unit", .string(unit)))
        if let p = DecoderFormat.reservedBits("flag", UInt32(flags), mask: 0xF8, digits: 2) { problems.append(p) }

        guard let temperature = cursor.float() else {
            problems.append(DecoderFormat.missingMandatory("temperature (a 4-byte FLOAT)", value))
            return finish(fields, summary, problems)
        }
        fields.append(DecodedField("temperature", temperature.scalar, unit: unit))
        var text = describe ? temperature.text + " " + unit : ""

        let stamp = HealthFields.timeStamp(flags & 0x02 != 0, &cursor, value, &fields, &problems)
        guard stamp.complete else {
            summary.add(text)
            return finish(fields, summary, problems)
        }
        if flags & 0x04 != 0 {
            guard let type = cursor.u8() else {
                problems.append(DecoderFormat.missing("a temperature type", value))
                summary.add(text)
                return finish(fields, summary, problems)
            }
            let typeName = appendTemperatureType(type, to: &fields, problems: &problems)
            if describe { text += " (" + typeName + ")" }
        }
        summary.add(text)
        if let time = stamp.time { summary.add(time.text) }
        if let p = cursor.trailingProblem() { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A1D Temperature Type: one UINT8 (see `temperatureTypeName`). Fields `temperature_type`,
    /// `temperature_type_name`; summary the name.
    static func temperatureType(_ value: Bytes) -> DecodedValue {
        guard let type = value[checked: 0] else { return HealthFields.tooShort("Temperature Type", 1, value) }
        var fields = [DecodedField]()
        var problems = [String]()
        appendTemperatureType(type, to: &fields, problems: &problems)
        if value.count != 1 {
            problems.append(DecoderFormat.lengthProblem("Temperature Type", expected: 1, actual: value.count))
        }
        return DecodedValue(fields: fields, summary: temperatureTypeName(type) ?? "Reserved (\(type))",
                            problems: problems)
    }

    /// 0x2A21 Measurement Interval: UINT16 seconds between periodic measurements, 1...65535; 0 means no periodic
    /// measurement (HTS §3.4; GSS Measurement Interval), a special value, not a length of time. Field `interval_s`
    /// (s, or `.special("no_periodic_measurement")`); summary "every 60 s" or "no periodic measurement".
    static func measurementInterval(_ value: Bytes) -> DecodedValue {
        guard let seconds = value.u16le(at: 0) else { return HealthFields.tooShort("Measurement Interval", 2, value) }
        var problems = [String]()
        if value.count != 2 {
            problems.append(DecoderFormat.lengthProblem("Measurement Interval", expected: 2, actual: value.count))
        }
        let interval: DecodedScalar = seconds == 0 ? .special(SpecialValue.noPeriodicMeasurement) : .int(Int64(seconds))
        return DecodedValue(fields: [DecodedField("interval_s", interval, unit: "s")],
                            summary: seconds == 0 ? "no periodic measurement" : "every \(seconds) s",
                            problems: problems)
    }
}
