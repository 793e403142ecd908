import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Cycling Power Service characteristics (CPS 1.1 and the GSS). The Sensor Location is shared with CSCS and RSCS.
extension Decoders {
    /// 0x2A63 Cycling Power Measurement.
    ///
    /// Layout: Flags (UINT16) | Instantaneous Power (SINT16, W) | then, in this order, the fields the flags announce:
    ///
    ///     bit 0   Pedal Power Balance           UINT8, 1/2 %      (bit 1: reference 0 unknown, 1 left)
    ///     bit 2   Accumulated Torque            UINT16, 1/32 Nm   (bit 3: source 0 wheel based, 1 crank based)
    ///     bit 4   Wheel Revolution Data         UINT32 revolutions + UINT16 last event time, 1/2048 s
    ///     bit 5   Crank Revolution Data         UINT16 revolutions + UINT16 last event time, 1/1024 s
    ///     bit 6   Extreme Force Magnitudes      SINT16 maximum + SINT16 minimum, N
    ///     bit 7   Extreme Torque Magnitudes     SINT16 maximum + SINT16 minimum, 1/32 Nm
    ///     bit 8   Extreme Angles                UINT12 maximum (low bits) + UINT12 minimum (high bits) in 3 bytes, °
    ///     bit 9   Top Dead Spot Angle           UINT16, °
    ///     bit 10  Bottom Dead Spot Angle        UINT16, °
    ///     bit 11  Accumulated Energy            UINT16, kJ
    ///     bit 12  Offset Compensation Indicator (no field); bits 13-15 reserved for future use.
    ///
    /// Note the wheel event time is in 1/2048 s here, not the 1/1024 s of the CSC Measurement.
    ///
    /// Fields, in layout order: `offset_compensation_indicator` (always), `power_w`, `pedal_power_balance_percent`
    /// + `pedal_power_balance_reference` ("left" | "unknown"), `accumulated_torque_nm` + `accumulated_torque_source`
    /// ("wheel" | "crank"), `cumulative_wheel_revolutions`, `last_wheel_event_time` (raw 1/2048 s),
    /// `last_wheel_event_time_s`, `cumulative_crank_revolutions`, `last_crank_event_time` (raw 1/1024 s),
    /// `last_crank_event_time_s`, `maximum_force_n`, `minimum_force_n`, `maximum_torque_nm`, `minimum_torque_nm`,
    /// `maximum_angle_deg`, `minimum_angle_deg`, `top_dead_spot_angle_deg`, `bottom_dead_spot_angle_deg`,
    /// `accumulated_energy_kj`. Fields the flags announce together are given together or not at all.
    ///
    /// Summary: "180 W, balance 50 %" ("balance 52.5 % left" when the reference is the left pedal), then torque,
    /// wheel and crank counters like the CSC Measurement's, and energy.
    ///
    /// tshark (4.0) shows every field raw (balance in 1/2 %, torques in 1/32 Nm, event times in ticks) and gets the
    /// extreme angles wrong: it reads the 3 bytes big-endian ("aa a0 00" as 0xAAA000) and titles the high 12 bits
    /// "Minimum", the low 12 "Maximum". CPS packs a little-endian UINT24 with the maximum in the low 12 bits
    /// ("aa a0 00" is 0x00A0AA: maximum 0x0AA = 170°, minimum 0x00A = 10°), which hrsniff follows.
    static func cyclingPowerMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var builder = DecodedValueBuilder(describes: describe, capacity: 8)
        cyclingPowerMeasurement(value, into: &builder)
        return builder.value
    }

    /// 0x2A63 Cycling Power Measurement into a field sink (see `cyclingPowerMeasurement(_:describe:)` for the
    /// fields).
    public static func cyclingPowerMeasurement<S: DecodedFieldSink & ~Copyable>(_ value: Bytes, into sink: inout S) {
        guard let flags = value.u16le(at: 0) else {
            sink.problem("the value ends after \(DecoderFormat.bytes(value.count)); a Cycling Power Measurement has "
                + "at least 2 bytes of flags and 2 of instantaneous power")
            sink.summary(value.isEmpty ? "empty" : "malformed")
            return
        }
        var cursor = SportsCursor(value, offset: 2)
        var summary = SummaryBuilder(enabled: sink.describes, buffer: sink.takeSummaryBuffer())
        if let problem = SportsFormat.reservedFlags(UInt32(flags), mask: 0xE000, digits: 4) {
            cursor.problems.append(problem)
        }
        sink.bool("offset_compensation_indicator", flags & 0x1000 != 0)

        if let power = cursor.s16("instantaneous power", mandatory: true) {
            sink.int("power_w", Int64(power), unit: "W")
            summary.addNumber(Int(power), " W")
        }
        if flags & 0x0001 != 0, let balance = cursor.u8("pedal power balance") {
            let left = flags & 0x0002 != 0
            sink.double("pedal_power_balance_percent", Double(balance) / 2, unit: "%")
            sink.string("pedal_power_balance_reference", left ? "left" : "unknown")
            summary.add { part in
                part.literal("balance ")
                part.binary(Int(balance), shift: 1, decimals: 1)
                part.literal(left ? " % left" : " %")
            }
        }
        if flags & 0x0004 != 0, let torque = cursor.u16("accumulated torque") {
            let crank = flags & 0x0008 != 0
            sink.double("accumulated_torque_nm", Double(torque) / 32, unit: "Nm")
            sink.string("accumulated_torque_source", crank ? "crank" : "wheel")
            summary.add { part in
                part.literal("torque ")
                part.binary(Int(torque), shift: 5, decimals: 2)
                part.literal(" Nm")
            }
        }
        if flags & 0x0010 != 0 { readRevolutions(crank: false, shift: 11, &cursor, &sink, &summary) }
        if flags & 0x0020 != 0 { readRevolutions(crank: true, shift: 10, &cursor, &sink, &summary) }
        if flags & 0x0040 != 0, let o = cursor.take(4, "extreme force magnitudes"),
           let maximum = value.u16le(at: o), let minimum = value.u16le(at: o + 2) {
            sink.int("maximum_force_n", Int64(Int16(bitPattern: maximum)), unit: "N")
            sink.int("minimum_force_n", Int64(Int16(bitPattern: minimum)), unit: "N")
        }
        if flags & 0x0080 != 0, let o = cursor.take(4, "extreme torque magnitudes"),
           let maximum = value.u16le(at: o), let minimum = value.u16le(at: o + 2) {
            sink.double("maximum_torque_nm", Double(Int16(bitPattern: maximum)) / 32, unit: "Nm")
            sink.double("minimum_torque_nm", Double(Int16(bitPattern: minimum)) / 32, unit: "Nm")
        }
        if flags & 0x0100 != 0, let angles = cursor.u24("extreme angles") {
            sink.int("maximum_angle_deg", Int64(angles & 0xFFF), unit: "deg")
            sink.int("minimum_angle_deg", Int64(angles >> 12), unit: "deg")
        }
        if flags & 0x0200 != 0, let angle = cursor.u16("top dead spot angle") {
            sink.int("top_dead_spot_angle_deg", Int64(angle), unit: "deg")
        }
        if flags & 0x0400 != 0, let angle = cursor.u16("bottom dead spot angle") {
            sink.int("bottom_dead_spot_angle_deg", Int64(angle), unit: "deg")
        }
        if flags & 0x0800 != 0, let energy = cursor.u16("accumulated energy") {
            sink.int("accumulated_energy_kj", Int64(energy), unit: "kJ")
            summary.add { part in
                part.literal("energy ")
                part.number(Int(energy))
                part.literal(" kJ")
            }
        }
        cursor.checkTrailing()
        for problem in cursor.problems { sink.problem(problem) }
        sink.summary(utf8: summary.takeFinished())
    }

    /// 0x2A65 Cycling Power Feature: UINT32. One boolean per supported feature (bits 0-15, 17-19), then
    /// `sensor_measurement_context` (bit 16: "force_based" | "torque_based") and `distributed_system_support`
    /// (bits 20-21: "unspecified" (legacy sensor) | "not_in_distributed_system" | "in_distributed_system"; 3 is
    /// reserved). Bits 22-31 are reserved. Bits 19-21 are CPS 1.1; tshark (4.0) treats bits 19-31 as reserved.
    static func cyclingPowerFeature(_ value: Bytes) -> DecodedValue {
        sportsFeature(value, "Cycling Power Feature", width: 4, reserved: 0xFFC0_0000,
                      bits: cyclingPowerFeatureBits) { raw in
            let torque = raw & 0x1_0000 != 0
            let distributed: StaticString
            var problems = [String]()
            switch raw >> 20 & 0x3 {
            case 0: distributed = "unspecified"
            case 1: distributed = "not_in_distributed_system"
            case 2: distributed = "in_distributed_system"
            default:
                distributed = "reserved"
                problems.append("distribute system support 3 is reserved for future use")
            }
            var texts = [torque ? "torque based" : "force based"]
            if raw >> 20 & 0x3 == 2 { texts.append("for distributed systems") }
            return ([DecodedField("sensor_measurement_context", .string(torque ? "torque_based" : "force_based")),
                     DecodedField("distributed_system_support", .string(distributed.description))], texts, problems)
        }
    }

    /// The supported-feature bits of the Cycling Power Feature (bit 16 and bits 20-21 are multi-valued).
    static let cyclingPowerFeatureBits: [NamedBit] = cyclingPowerFieldBits + [
        .init(6, "top_and_bottom_dead_spot_angles", "dead spot angles"),
        .init(7, "accumulated_energy", "accumulated energy"),
        .init(8, "offset_compensation_indicator", "offset compensation indicator"),
        .init(9, "offset_compensation", "offset compensation"),
        .init(10, "content_masking", "content masking"),
        .init(11, "multiple_sensor_locations", "multiple sensor locations"),
        .init(12, "crank_length_adjustment", "crank length adjustment"),
        .init(13, "chain_length_adjustment", "chain length adjustment"),
        .init(14, "chain_weight_adjustment", "chain weight adjustment"),
        .init(15, "span_length_adjustment", "span length adjustment"),
        .init(17, "instantaneous_measurement_direction", "measurement direction"),
        .init(18, "factory_calibration_date", "factory calibration date"),
        .init(19, "enhanced_offset_compensation", "enhanced offset compensation"),
    ]

    /// The op code names of the Cycling Power Control Point (CPS 1.1).
    static func cyclingPowerOpCodeName(_ opCode: UInt8) -> String? {
        switch opCode {
        case 0x01: "Set Cumulative Value"
        case 0x02: "Update Sensor Location"
        case 0x03: "Request Supported Sensor Locations"
        case 0x04: "Set Crank Length"
        case 0x05: "Request Crank Length"
        case 0x06: "Set Chain Length"
        case 0x07: "Request Chain Length"
        case 0x08: "Set Chain Weight"
        case 0x09: "Request Chain Weight"
        case 0x0A: "Set Span Length"
        case 0x0B: "Request Span Length"
        case 0x0C: "Start Offset Compensation"
        case 0x0D: "Mask Cycling Power Measurement Characteristic Content"
        case 0x0E: "Request Sampling Rate"
        case 0x0F: "Request Factory Calibration Date"
        case 0x10: "Start Enhanced Offset Compensation"
        case 0x20: "Response Code"
        default: nil
        }
    }

    /// Bits 0-5 of both the Cycling Power Feature (supported) and the content mask (left out): the optional fields
    /// of the Cycling Power Measurement they have in common.
    static let cyclingPowerFieldBits: [NamedBit] = [
        .init(0, "pedal_power_balance", "pedal power balance"),
        .init(1, "accumulated_torque", "accumulated torque"),
        .init(2, "wheel_revolution_data", "wheel revolution data"),
        .init(3, "crank_revolution_data", "crank revolution data"),
        .init(4, "extreme_magnitudes", "extreme magnitudes"),
        .init(5, "extreme_angles", "extreme angles"),
    ]

    /// The bits of the Mask Cycling Power Measurement Characteristic Content parameter (1 = leave the field out).
    static let cyclingPowerContentMaskBits: [NamedBit] = cyclingPowerFieldBits + [
        .init(6, "top_dead_spot_angle", "top dead spot angle"),
        .init(7, "bottom_dead_spot_angle", "bottom dead spot angle"),
        .init(8, "accumulated_energy", "accumulated energy"),
    ]

    /// The length parameter of Set Crank Length, Set Chain Length, Set Chain Weight and Set Span Length (0x04, 0x06,
    /// 0x08, 0x0A), or of the response to the matching request (0x05, 0x07, 0x09, 0x0B): UINT16 in mm or g, the
    /// crank length in 1/2 mm. Appends its field and returns the summary text ("172.5 mm"); nil when the value ends
    /// first.
    private static func cyclingPowerLength(_ opCode: UInt8, _ cursor: inout SportsCursor,
                                           _ fields: inout [DecodedField]) -> String? {
        let (what, key, unit): (StaticString, StaticString, String) = switch opCode & 0xFE {
        case 0x04: ("crank length", "crank_length_mm", "mm")
        case 0x06: ("chain length", "chain_length_mm", "mm")
        case 0x08: ("chain weight", "chain_weight_g", "g")
        default: ("span length", "span_length_mm", "mm")
        }
        guard let raw = cursor.u16(what, mandatory: true) else { return nil }
        if opCode & 0xFE == 0x04 {
            fields.append(DecodedField(key, .double(Double(raw) / 2), unit: unit))
            return SportsFormat.binary(Int(raw), shift: 1, decimals: 1) + " " + unit
        }
        fields.append(DecodedField(key, .int(Int64(raw)), unit: unit))
        return "\(raw) \(unit)"
    }

    /// 0x2A66 Cycling Power Control Point (CPS 1.1): Op Code (UINT8) | Parameter.
    ///
    /// Request parameters: 0x01 Set Cumulative Value UINT32 → `cumulative_value`; 0x02 Update Sensor Location
    /// UINT8 → `sensor_location`, `sensor_location_name`; 0x04 Set Crank Length UINT16 1/2 mm → `crank_length_mm`;
    /// 0x06 Set Chain Length UINT16 mm → `chain_length_mm`; 0x08 Set Chain Weight UINT16 g → `chain_weight_g`;
    /// 0x0A Set Span Length UINT16 mm → `span_length_mm`; 0x0D Mask … Content UINT16 → `content_mask` (an object
    /// of booleans, true = field left out). The other requests have no parameter.
    ///
    /// Response: 0x20 | Request Op Code | Response Value (1 Success, 2 Op Code not supported, 3 Invalid Parameter,
    /// 4 Operation Failed) | on success, the requested value: supported sensor locations (0x03), crank, chain or span
    /// length, chain weight (0x05, 0x07, 0x09, 0x0B), `offset_raw` (0x0C, 0x10: SINT16 in N or 1/32 Nm by the
    /// sensor measurement context), `sampling_rate_hz` (0x0E, UINT8), `factory_calibration_date` (0x0F, Date Time).
    /// A failed Start Enhanced Offset Compensation may carry manufacturer data: `response_parameter` (bytes).
    static func cyclingPowerControlPoint(_ value: Bytes) -> DecodedValue {
        guard let opCode = value[checked: 0] else { return emptyValue("Cycling Power Control Point") }
        var cursor = SportsCursor(value, offset: 1)
        var (fields, summary) = SportsFormat.opCode(opCode, cyclingPowerOpCodeName(opCode))
        switch opCode {
        case 0x01:
            if let cumulative = cursor.u32("cumulative value", mandatory: true) {
                fields.append(DecodedField("cumulative_value", .int(Int64(cumulative))))
                summary += " \(cumulative)"
            }
        case 0x02:
            if let location = cursor.u8("sensor location", mandatory: true) {
                appendSensorLocation(location, key: "sensor_location", nameKey: "sensor_location_name",
                                     to: &fields, problems: &cursor.problems)
                summary += ": " + (SportsFormat.sensorLocationName(location) ?? "Reserved (\(location))")
            }
        case 0x04, 0x06, 0x08, 0x0A:
            if let text = cyclingPowerLength(opCode, &cursor, &fields) { summary += " " + text }
        case 0x0D:
            if let mask = cursor.u16("content mask", mandatory: true) {
                fields.append(DecodedField("content_mask",
                                           .object(NamedBit.fields(UInt32(mask), cyclingPowerContentMaskBits))))
                let masked = NamedBit.text(UInt32(mask), cyclingPowerContentMaskBits)
                summary += masked.isEmpty ? ": none masked" : ": " + masked
                if let p = DecoderFormat.reservedBits("content mask", mask, mask: 0xFE00, digits: 4) {
                    cursor.problems.append(p)
                }
            }
        case 0x20:
            guard let request = cursor.u8("request op code", mandatory: true),
                  let response = cursor.u8("response value", mandatory: true)
            else { break }
            summary = SportsFormat.appendResponse(request: request, requestName: cyclingPowerOpCodeName(request),
                                                  response: response,
                                                  responseName: SportsFormat.responseValueName(response),
                                                  to: &fields, problems: &cursor.problems)
            if response == 0x01 {
                if let text = cyclingPowerResponseParameter(request, &cursor, &fields) { summary += ", " + text }
            } else if request == 0x10 {
                let parameter = cursor.rest()
                if !parameter.isEmpty { fields.append(DecodedField("response_parameter", .bytes(parameter.array))) }
            }
        case 0x03, 0x05, 0x07, 0x09, 0x0B, 0x0C, 0x0E, 0x0F, 0x10:
            break
        default:
            cursor.reservedOpCode(opCode, &fields)
        }
        cursor.checkTrailing("after the op code's parameters")
        return DecodedValue(fields: fields, summary: summary, problems: cursor.problems)
    }

    /// The response parameter of a successful Cycling Power Control Point request; the summary text.
    private static func cyclingPowerResponseParameter(_ request: UInt8, _ cursor: inout SportsCursor,
                                                      _ fields: inout [DecodedField]) -> String? {
        switch request {
        case 0x03:
            let (locations, names) = supportedLocations(cursor.rest(), problems: &cursor.problems)
            fields += locations
            return names.isEmpty ? nil : names.joined(separator: ", ")
        case 0x05, 0x07, 0x09, 0x0B:
            return cyclingPowerLength(request, &cursor, &fields)
        case 0x0C, 0x10:
            guard let offset = cursor.s16("offset", mandatory: true) else { return nil }
            fields.append(DecodedField("offset_raw", .int(Int64(offset))))
            return "offset \(offset)"
        case 0x0E:
            guard let rate = cursor.u8("sampling rate", mandatory: true) else { return nil }
            fields.append(DecodedField("sampling_rate_hz", .int(Int64(rate)), unit: "Hz"))
            return "\(rate) Hz"
        case 0x0F:
            guard let date = cursor.dateTime("factory calibration date", mandatory: true)?.text else { return nil }
            fields.append(DecodedField("factory_calibration_date", .string(date)))
            return date
        default:
            return nil
        }
    }
}
