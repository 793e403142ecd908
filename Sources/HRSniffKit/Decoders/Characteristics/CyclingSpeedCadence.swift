/// Cycling Speed and Cadence Service characteristics (CSCS 1.0 and the GSS), and the SC Control Point it shares
/// with the Running Speed and Cadence Service.
extension Decoders {
    /// 0x2A5B CSC Measurement.
    ///
    /// Layout: Flags (UINT8) | Cumulative Wheel Revolutions (UINT32) + Last Wheel Event Time (UINT16, 1/1024 s),
    /// bit 0 | Cumulative Crank Revolutions (UINT16) + Last Crank Event Time (UINT16, 1/1024 s), bit 1.
    /// Flags bits 2-7: reserved for future use.
    ///
    /// Fields, in layout order: `cumulative_wheel_revolutions`, `last_wheel_event_time` (raw 1/1024 s) and
    /// `last_wheel_event_time_s` (when bit 0 is set); `cumulative_crank_revolutions`, `last_crank_event_time` (raw)
    /// and `last_crank_event_time_s` (when bit 1 is set). A pair the value is too short for is left out whole.
    ///
    /// One measurement holds counters, not rates: speed and cadence come from two consecutive measurements
    /// (`CumulativeRates`). The summary shows the counters: "wheel 1234 rev @ 12.5 s, crank 456 rev @ 11.9 s".
    ///
    /// tshark (4.0) shows the same numbers, all raw; it names both event times `btatt.csc_measurement.last_event_time`
    /// (wheel) and `btatt.csc_measurement.last_crank_event_time` (crank) and gives no seconds.
    static func cscMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let flags = value[checked: 0] else {
            return DecodedValue(fields: [], summary: "empty", problems: [
                "the value is empty; a CSC Measurement has at least a flags byte",
            ])
        }
        var cursor = SportsCursor(value, offset: 1)
        var fields = [DecodedField]()
        fields.reserveCapacity(6)
        var summary = SummaryBuilder(enabled: describe)
        if let problem = SportsFormat.reservedFlags(UInt32(flags), mask: 0xFC, digits: 2) {
            cursor.problems.append(problem)
        }

        if flags & 0x01 != 0, let o = cursor.take(6, "wheel revolution data"),
           let revolutions = value.u32le(at: o), let time = value.u16le(at: o + 4) {
            fields.append(DecodedField("cumulative_wheel_revolutions", .int(Int64(revolutions)), unit: "rev"))
            fields.append(DecodedField("last_wheel_event_time", .int(Int64(time)), unit: "1/1024 s"))
            fields.append(DecodedField("last_wheel_event_time_s", .double(Double(time) / 1024), unit: "s"))
            summary.add("wheel \(revolutions) rev @ \(SportsFormat.eventTime(time, shift: 10)) s")
        }
        if flags & 0x02 != 0, let o = cursor.take(4, "crank revolution data"),
           let revolutions = value.u16le(at: o), let time = value.u16le(at: o + 2) {
            fields.append(DecodedField("cumulative_crank_revolutions", .int(Int64(revolutions)), unit: "rev"))
            fields.append(DecodedField("last_crank_event_time", .int(Int64(time)), unit: "1/1024 s"))
            fields.append(DecodedField("last_crank_event_time_s", .double(Double(time) / 1024), unit: "s"))
            summary.add("crank \(revolutions) rev @ \(SportsFormat.eventTime(time, shift: 10)) s")
        }
        if fields.isEmpty, !cursor.truncated { summary.add("no revolution data") }
        cursor.checkTrailing()
        return SportsFormat.finish(fields, summary, cursor.problems)
    }

    /// 0x2A5C CSC Feature: UINT16. Bit 0 Wheel Revolution Data Supported, bit 1 Crank Revolution Data Supported,
    /// bit 2 Multiple Sensor Locations Supported; bits 3-15 reserved.
    /// Fields `wheel_revolution_data`, `crank_revolution_data`, `multiple_sensor_locations` (booleans).
    static func cscFeature(_ value: Bytes) -> DecodedValue {
        sportsFeature(value, "CSC Feature", width: 2, reserved: 0xFFF8, bits: [
            SportsFormat.Bit(bit: 0, key: "wheel_revolution_data", text: "wheel revolution data"),
            SportsFormat.Bit(bit: 1, key: "crank_revolution_data", text: "crank revolution data"),
            SportsFormat.Bit(bit: 2, key: "multiple_sensor_locations", text: "multiple sensor locations"),
        ])
    }

    /// The op code names of the SC Control Point (CSCS, RSCS).
    static func scOpCodeName(_ opCode: UInt8) -> String? {
        switch opCode {
        case 0x01: "Set Cumulative Value"
        case 0x02: "Start Sensor Calibration"
        case 0x03: "Update Sensor Location"
        case 0x04: "Request Supported Sensor Locations"
        case 0x10: "Response Code"
        default: nil
        }
    }

    /// 0x2A55 SC Control Point (CSCS, RSCS): Op Code (UINT8) | Parameter.
    ///
    /// Requests: 0x01 Set Cumulative Value (UINT32: wheel revolutions for CSCS, total distance in 1/10 m for RSCS)
    /// → `cumulative_value`; 0x02 Start Sensor Calibration (RSCS); 0x03 Update Sensor Location (UINT8) →
    /// `sensor_location`, `sensor_location_name`; 0x04 Request Supported Sensor Locations.
    /// Response: 0x10 Response Code | Request Op Code (UINT8) | Response Value (UINT8: 1 Success, 2 Op Code not
    /// supported, 3 Invalid Parameter, 4 Operation Failed) | for a successful 0x04, the supported locations
    /// (UINT8 each) → `request_op_code`, `request_op_code_name`, `response_value`, `response_value_name`,
    /// `supported_sensor_locations`, `supported_sensor_location_names`.
    ///
    /// Every value starts with `op_code` and `op_code_name` ("Reserved" for reserved op codes, which are a problem).
    static func scControlPoint(_ value: Bytes) -> DecodedValue {
        guard let opCode = value[checked: 0] else { return emptyValue("SC Control Point") }
        var cursor = SportsCursor(value, offset: 1)
        let name = scOpCodeName(opCode)
        var fields = [DecodedField("op_code", .int(Int64(opCode))),
                      DecodedField("op_code_name", .string(name ?? "Reserved"))]
        var summary = name ?? "Reserved op code \(DecoderFormat.hex(UInt64(opCode), digits: 2))"
        switch opCode {
        case 0x01:
            if let cumulative = cursor.u32("cumulative value", mandatory: true) {
                fields.append(DecodedField("cumulative_value", .int(Int64(cumulative))))
                summary += " \(cumulative)"
            }
        case 0x03:
            if let location = cursor.u8("sensor location", mandatory: true) {
                appendSensorLocation(location, key: "sensor_location", nameKey: "sensor_location_name",
                                     to: &fields, problems: &cursor.problems)
                summary += ": " + (SportsFormat.sensorLocationName(location) ?? "Reserved (\(location))")
            }
        case 0x10:
            guard let request = cursor.u8("request op code", mandatory: true),
                  let response = cursor.u8("response value", mandatory: true)
            else { break }
            let requestName = scOpCodeName(request) ?? "Reserved"
            let responseName = SportsFormat.responseValueName(response)
            fields.append(DecodedField("request_op_code", .int(Int64(request))))
            fields.append(DecodedField("request_op_code_name", .string(requestName)))
            fields.append(DecodedField("response_value", .int(Int64(response))))
            fields.append(DecodedField("response_value_name", .string(responseName ?? "Reserved")))
            if responseName == nil {
                cursor.problems.append("response value \(response) is reserved for future use")
            }
            summary = "Response to \(requestName): \(responseName ?? "Reserved (\(response))")"
            if request == 0x04, response == 0x01 {
                let (locations, names) = supportedLocations(cursor.rest(), problems: &cursor.problems)
                fields += locations
                if !names.isEmpty { summary += " (" + names.joined(separator: ", ") + ")" }
            }
        case 0x02, 0x04:
            break
        default:
            cursor.problems.append(SportsFormat.reservedOpCode(opCode))
            let parameter = cursor.rest()
            if !parameter.isEmpty { fields.append(DecodedField("parameter", .bytes(parameter.array))) }
        }
        cursor.checkTrailing("after the op code's parameters")
        return DecodedValue(fields: fields, summary: summary, problems: cursor.problems)
    }

    /// Appends a sensor location and its name; a reserved location is a problem.
    static func appendSensorLocation(_ location: UInt8, key: StaticString, nameKey: StaticString,
                                     to fields: inout [DecodedField], problems: inout [String]) {
        let name = SportsFormat.sensorLocationName(location)
        fields.append(DecodedField(key, .int(Int64(location))))
        fields.append(DecodedField(nameKey, .string(name ?? "Reserved")))
        if name == nil { problems.append("sensor location \(location) is reserved for future use") }
    }

    /// The response parameter of a successful Request Supported Sensor Locations: one UINT8 location per byte.
    /// Fields `supported_sensor_locations` and `supported_sensor_location_names`; the names for the summary.
    static func supportedLocations(_ list: Bytes, problems: inout [String])
        -> (fields: [DecodedField], names: [String]) {
        var numbers = [DecodedScalar]()
        var names = [DecodedScalar]()
        var texts = [String]()
        for index in 0 ..< list.count {
            guard let location = list[checked: index] else { break }
            let name = SportsFormat.sensorLocationName(location)
            if name == nil { problems.append("sensor location \(location) is reserved for future use") }
            numbers.append(.int(Int64(location)))
            names.append(.string(name ?? "Reserved"))
            texts.append(name ?? "Reserved (\(location))")
        }
        return ([DecodedField("supported_sensor_locations", .array(numbers)),
                 DecodedField("supported_sensor_location_names", .array(names))], texts)
    }
}
