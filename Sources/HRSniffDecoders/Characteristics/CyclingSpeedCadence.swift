import HRSniffBytes
import HRSniffATT
import HRSniffGATT

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
        var builder = DecodedValueBuilder(describes: describe)
        var summary = SummaryBuilder(enabled: describe)
        if let problem = SportsFormat.reservedFlags(UInt32(flags), mask: 0xFC, digits: 2) {
            cursor.problems.append(problem)
        }

        var read = false
        if flags & 0x01 != 0 { read = readRevolutions(crank: false, shift: 10, &cursor, &builder, &summary) || read }
        if flags & 0x02 != 0 { read = readRevolutions(crank: true, shift: 10, &cursor, &builder, &summary) || read }
        if !read, !cursor.truncated { summary.add("no revolution data") }
        cursor.checkTrailing()
        for problem in cursor.problems { builder.problem(problem) }
        return builder.finished(summary)
    }

    /// Reads Wheel Revolution Data (Cumulative Wheel Revolutions UINT32, Last Wheel Event Time UINT16) or, with
    /// `crank`, Crank Revolution Data (Cumulative Crank Revolutions UINT16, Last Crank Event Time UINT16): the
    /// fields `cumulative_…_revolutions`, `last_…_event_time` (raw, in 1/2^`shift` s: 1/1024 s, or 1/2048 s for
    /// the Cycling Power wheel) and `last_…_event_time_s`, and the summary "wheel 1234 rev @ 12.5 s". Nothing
    /// when the value ends first (the cursor records the problem).
    @discardableResult
    static func readRevolutions<S: DecodedFieldSink & ~Copyable>(
        crank: Bool, shift: Int, _ cursor: inout SportsCursor, _ sink: inout S, _ summary: inout SummaryBuilder
    ) -> Bool {
        guard let o = cursor.take(crank ? 4 : 6, crank ? "crank revolution data" : "wheel revolution data"),
              let revolutions = crank ? cursor.value.u16le(at: o).map(UInt32.init) : cursor.value.u32le(at: o),
              let time = cursor.value.u16le(at: o + (crank ? 2 : 4))
        else { return false }
        let unit: StaticString = shift == 11 ? "1/2048 s" : "1/1024 s"
        sink.int(crank ? "cumulative_crank_revolutions" : "cumulative_wheel_revolutions", Int64(revolutions),
                 unit: "rev")
        sink.int(crank ? "last_crank_event_time" : "last_wheel_event_time", Int64(time), unit: unit)
        sink.double(crank ? "last_crank_event_time_s" : "last_wheel_event_time_s", Double(time) / Double(1 << shift),
                    unit: "s")
        summary.add { part in
            part.literal(crank ? "crank " : "wheel ")
            part.number(Int(revolutions))
            part.literal(" rev @ ")
            // `SportsFormat.eventTime`.
            part.binary(Int(time), shift: shift, decimals: 1, trim: false)
            part.literal(" s")
        }
        return true
    }

    /// 0x2A5C CSC Feature: UINT16. Bit 0 Wheel Revolution Data Supported, bit 1 Crank Revolution Data Supported,
    /// bit 2 Multiple Sensor Locations Supported; bits 3-15 reserved.
    /// Fields `wheel_revolution_data`, `crank_revolution_data`, `multiple_sensor_locations` (booleans).
    static func cscFeature(_ value: Bytes) -> DecodedValue {
        sportsFeature(value, "CSC Feature", width: 2, reserved: 0xFFF8, bits: [
            .init(0, "wheel_revolution_data", "wheel revolution data"),
            .init(1, "crank_revolution_data", "crank revolution data"),
            .init(2, "multiple_sensor_locations", "multiple sensor locations"),
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
        var (fields, summary) = SportsFormat.opCode(opCode, scOpCodeName(opCode))
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
            summary = SportsFormat.appendResponse(request: request, requestName: scOpCodeName(request),
                                                  response: response,
                                                  responseName: SportsFormat.responseValueName(response),
                                                  to: &fields, problems: &cursor.problems)
            if request == 0x04, response == 0x01 {
                let (locations, names) = supportedLocations(cursor.rest(), problems: &cursor.problems)
                fields += locations
                if !names.isEmpty { summary += " (" + names.joined(separator: ", ") + ")" }
            }
        case 0x02, 0x04:
            break
        default:
            cursor.reservedOpCode(opCode, &fields)
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
