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
        guard let flags = value.u16le(at: 0) else {
            return DecodedValue(fields: [], summary: value.isEmpty ? "empty" : "malformed", problems: [
                "the value ends after \(DecoderFormat.bytes(value.count)); a Cycling Power Measurement has at least "
                    + "2 bytes of flags and 2 of instantaneous power",
            ])
        }
        var cursor = SportsCursor(value, offset: 2)
        var fields = [DecodedField]()
        fields.reserveCapacity(8)
        var summary = SummaryBuilder(enabled: describe)
        if let problem = SportsFormat.reservedFlags(UInt32(flags), mask: 0xE000, digits: 4) {
            cursor.problems.append(problem)
        }
        fields.append(DecodedField("offset_compensation_indicator", .bool(flags & 0x1000 != 0)))

        if let power = cursor.s16("instantaneous power", mandatory: true) {
            fields.append(DecodedField("power_w", .int(Int64(power)), unit: "W"))
            summary.add("\(power) W")
        }
        if flags & 0x0001 != 0, let balance = cursor.u8("pedal power balance") {
            let left = flags & 0x0002 != 0
            fields.append(DecodedField("pedal_power_balance_percent", .double(Double(balance) / 2), unit: "%"))
            fields.append(DecodedField("pedal_power_balance_reference", .string(left ? "left" : "unknown")))
            summary.add("balance " + SportsFormat.binary(Int(balance), shift: 1, decimals: 1) + " %"
                + (left ? " left" : ""))
        }
        if flags & 0x0004 != 0, let torque = cursor.u16("accumulated torque") {
            let crank = flags & 0x0008 != 0
            fields.append(DecodedField("accumulated_torque_nm", .double(Double(torque) / 32), unit: "Nm"))
            fields.append(DecodedField("accumulated_torque_source", .string(crank ? "crank" : "wheel")))
            summary.add("torque " + SportsFormat.binary(Int(torque), shift: 5, decimals: 2) + " Nm")
        }
        if flags & 0x0010 != 0, let o = cursor.take(6, "wheel revolution data"),
           let revolutions = value.u32le(at: o), let time = value.u16le(at: o + 4) {
            fields.append(DecodedField("cumulative_wheel_revolutions", .int(Int64(revolutions)), unit: "rev"))
            fields.append(DecodedField("last_wheel_event_time", .int(Int64(time)), unit: "1/2048 s"))
            fields.append(DecodedField("last_wheel_event_time_s", .double(Double(time) / 2048), unit: "s"))
            summary.add("wheel \(revolutions) rev @ \(SportsFormat.eventTime(time, shift: 11)) s")
        }
        if flags & 0x0020 != 0, let o = cursor.take(4, "crank revolution data"),
           let revolutions = value.u16le(at: o), let time = value.u16le(at: o + 2) {
            fields.append(DecodedField("cumulative_crank_revolutions", .int(Int64(revolutions)), unit: "rev"))
            fields.append(DecodedField("last_crank_event_time", .int(Int64(time)), unit: "1/1024 s"))
            fields.append(DecodedField("last_crank_event_time_s", .double(Double(time) / 1024), unit: "s"))
            summary.add("crank \(revolutions) rev @ \(SportsFormat.eventTime(time, shift: 10)) s")
        }
        if flags & 0x0040 != 0, let o = cursor.take(4, "extreme force magnitudes"),
           let maximum = value.u16le(at: o), let minimum = value.u16le(at: o + 2) {
            fields.append(DecodedField("maximum_force_n", .int(Int64(Int16(bitPattern: maximum))), unit: "N"))
            fields.append(DecodedField("minimum_force_n", .int(Int64(Int16(bitPattern: minimum))), unit: "N"))
        }
        if flags & 0x0080 != 0, let o = cursor.take(4, "extreme torque magnitudes"),
           let maximum = value.u16le(at: o), let minimum = value.u16le(at: o + 2) {
            fields.append(DecodedField("maximum_torque_nm", .double(Double(Int16(bitPattern: maximum)) / 32),
                                       unit: "Nm"))
            fields.append(DecodedField("minimum_torque_nm", .double(Double(Int16(bitPattern: minimum)) / 32),
                                       unit: "Nm"))
        }
        if flags & 0x0100 != 0, let angles = cursor.u24("extreme angles") {
            fields.append(DecodedField("maximum_angle_deg", .int(Int64(angles & 0xFFF)), unit: "deg"))
            fields.append(DecodedField("minimum_angle_deg", .int(Int64(angles >> 12)), unit: "deg"))
        }
        if flags & 0x0200 != 0, let angle = cursor.u16("top dead spot angle") {
            fields.append(DecodedField("top_dead_spot_angle_deg", .int(Int64(angle)), unit: "deg"))
        }
        if flags & 0x0400 != 0, let angle = cursor.u16("bottom dead spot angle") {
            fields.append(DecodedField("bottom_dead_spot_angle_deg", .int(Int64(angle)), unit: "deg"))
        }
        if flags & 0x0800 != 0, let energy = cursor.u16("accumulated energy") {
            fields.append(DecodedField("accumulated_energy_kj", .int(Int64(energy)), unit: "kJ"))
            summary.add("energy \(energy) kJ")
        }
        cursor.checkTrailing()
        return SportsFormat.finish(fields, summary, cursor.problems)
    }

    /// 0x2A65 Cycling Power Feature: UINT32. One boolean per supported feature (bits 0-15, 17-19), then
    /// `sensor_measurement_context` (bit 16: "force_based" | "torque_based") and `distributed_system_support`
    /// (bits 20-21: "unspecified" (legacy sensor) | "not_in_distributed_system" | "in_distributed_system"; 3 is
    /// reserved). Bits 22-31 are reserved. Bits 19-21 are CPS 1.1; tshark (4.0) treats bits 19-31 as reserved.
    static func cyclingPowerFeature(_ value: Bytes) -> DecodedValue {
        sportsFeature(value, "Cycling Power Feature", width: 4, reserved: 0xFFC0_0000, bits: [
            SportsFormat.Bit(bit: 0, key: "pedal_power_balance", text: "pedal power balance"),
            SportsFormat.Bit(bit: 1, key: "accumulated_torque", text: "accumulated torque"),
            SportsFormat.Bit(bit: 2, key: "wheel_revolution_data", text: "wheel revolution data"),
            SportsFormat.Bit(bit: 3, key: "crank_revolution_data", text: "crank revolution data"),
            SportsFormat.Bit(bit: 4, key: "extreme_magnitudes", text: "extreme magnitudes"),
            SportsFormat.Bit(bit: 5, key: "extreme_angles", text: "extreme angles"),
            SportsFormat.Bit(bit: 6, key: "top_and_bottom_dead_spot_angles", text: "dead spot angles"),
            SportsFormat.Bit(bit: 7, key: "accumulated_energy", text: "accumulated energy"),
            SportsFormat.Bit(bit: 8, key: "offset_compensation_indicator", text: "offset compensation indicator"),
            SportsFormat.Bit(bit: 9, key: "offset_compensation", text: "offset compensation"),
            SportsFormat.Bit(bit: 10, key: "content_masking", text: "content masking"),
            SportsFormat.Bit(bit: 11, key: "multiple_sensor_locations", text: "multiple sensor locations"),
            SportsFormat.Bit(bit: 12, key: "crank_length_adjustment", text: "crank length adjustment"),
            SportsFormat.Bit(bit: 13, key: "chain_length_adjustment", text: "chain length adjustment"),
            SportsFormat.Bit(bit: 14, key: "chain_weight_adjustment", text: "chain weight adjustment"),
            SportsFormat.Bit(bit: 15, key: "span_length_adjustment", text: "span length adjustment"),
            SportsFormat.Bit(bit: 17, key: "instantaneous_measurement_direction", text: "measurement direction"),
            SportsFormat.Bit(bit: 18, key: "factory_calibration_date", text: "factory calibration date"),
            SportsFormat.Bit(bit: 19, key: "enhanced_offset_compensation", text: "enhanced offset compensation"),
        ]) { raw in
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

    /// The bits of the Mask Cycling Power Measurement Characteristic Content parameter (1 = leave the field out).
    static let cyclingPowerContentMaskBits: [SportsFormat.Bit] = [
        SportsFormat.Bit(bit: 0, key: "pedal_power_balance", text: "pedal power balance"),
        SportsFormat.Bit(bit: 1, key: "accumulated_torque", text: "accumulated torque"),
        SportsFormat.Bit(bit: 2, key: "wheel_revolution_data", text: "wheel revolution data"),
        SportsFormat.Bit(bit: 3, key: "crank_revolution_data", text: "crank revolution data"),
        SportsFormat.Bit(bit: 4, key: "extreme_magnitudes", text: "extreme magnitudes"),
        SportsFormat.Bit(bit: 5, key: "extreme_angles", text: "extreme angles"),
        SportsFormat.Bit(bit: 6, key: "top_dead_spot_angle", text: "top dead spot angle"),
        SportsFormat.Bit(bit: 7, key: "bottom_dead_spot_angle", text: "bottom dead spot angle"),
        SportsFormat.Bit(bit: 8, key: "accumulated_energy", text: "accumulated energy"),
    ]

    /// A length parameter of the Cycling Power Control Point (set request or response): UINT16 in `unit`s, or in
    /// 1/2 mm for the crank length. Appends `key` and returns the summary text ("172.5 mm").
    private static func cyclingPowerLength(_ raw: UInt16, crank: Bool, key: StaticString, unit: String,
                                           to fields: inout [DecodedField]) -> String {
        if crank {
            fields.append(DecodedField(key, .double(Double(raw) / 2), unit: "mm"))
            return SportsFormat.binary(Int(raw), shift: 1, decimals: 1) + " mm"
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
        let name = cyclingPowerOpCodeName(opCode)
        var fields = [DecodedField("op_code", .int(Int64(opCode))),
                      DecodedField("op_code_name", .string(name ?? "Reserved"))]
        var summary = name ?? "Reserved op code \(DecoderFormat.hex(UInt64(opCode), digits: 2))"
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
        case 0x04:
            if let raw = cursor.u16("crank length", mandatory: true) {
                summary += " " + cyclingPowerLength(raw, crank: true, key: "crank_length_mm", unit: "mm", to: &fields)
            }
        case 0x06:
            if let raw = cursor.u16("chain length", mandatory: true) {
                summary += " " + cyclingPowerLength(raw, crank: false, key: "chain_length_mm", unit: "mm", to: &fields)
            }
        case 0x08:
            if let raw = cursor.u16("chain weight", mandatory: true) {
                summary += " " + cyclingPowerLength(raw, crank: false, key: "chain_weight_g", unit: "g", to: &fields)
            }
        case 0x0A:
            if let raw = cursor.u16("span length", mandatory: true) {
                summary += " " + cyclingPowerLength(raw, crank: false, key: "span_length_mm", unit: "mm", to: &fields)
            }
        case 0x0D:
            if let mask = cursor.u16("content mask", mandatory: true) {
                let (bits, masked) = SportsFormat.bits(UInt32(mask), cyclingPowerContentMaskBits)
                fields.append(DecodedField("content_mask", .object(bits)))
                summary += masked.isEmpty ? ": none masked" : ": " + masked.joined(separator: ", ")
                if mask & 0xFE00 != 0 {
                    cursor.problems.append("reserved content mask bits are set "
                        + "(\(DecoderFormat.hex(UInt64(mask), digits: 4)))")
                }
            }
        case 0x20:
            guard let request = cursor.u8("request op code", mandatory: true),
                  let response = cursor.u8("response value", mandatory: true)
            else { break }
            let requestName = cyclingPowerOpCodeName(request) ?? "Reserved"
            let responseName = SportsFormat.responseValueName(response)
            fields.append(DecodedField("request_op_code", .int(Int64(request))))
            fields.append(DecodedField("request_op_code_name", .string(requestName)))
            fields.append(DecodedField("response_value", .int(Int64(response))))
            fields.append(DecodedField("response_value_name", .string(responseName ?? "Reserved")))
            if responseName == nil {
                cursor.problems.append("response value \(response) is reserved for future use")
            }
            summary = "Response to \(requestName): \(responseName ?? "Reserved (\(response))")"
            if response == 0x01 {
                if let text = cyclingPowerResponseParameter(request, &cursor, &fields) { summary += ", " + text }
            } else if request == 0x10 {
                let parameter = cursor.rest()
                if !parameter.isEmpty { fields.append(DecodedField("response_parameter", .bytes(parameter.array))) }
            }
        case 0x03, 0x05, 0x07, 0x09, 0x0B, 0x0C, 0x0E, 0x0F, 0x10:
            break
        default:
            cursor.problems.append(SportsFormat.reservedOpCode(opCode))
            let parameter = cursor.rest()
            if !parameter.isEmpty { fields.append(DecodedField("parameter", .bytes(parameter.array))) }
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
        case 0x05:
            return cursor.u16("crank length", mandatory: true).map {
                cyclingPowerLength($0, crank: true, key: "crank_length_mm", unit: "mm", to: &fields)
            }
        case 0x07:
            return cursor.u16("chain length", mandatory: true).map {
                cyclingPowerLength($0, crank: false, key: "chain_length_mm", unit: "mm", to: &fields)
            }
        case 0x09:
            return cursor.u16("chain weight", mandatory: true).map {
                cyclingPowerLength($0, crank: false, key: "chain_weight_g", unit: "g", to: &fields)
            }
        case 0x0B:
            return cursor.u16("span length", mandatory: true).map {
                cyclingPowerLength($0, crank: false, key: "span_length_mm", unit: "mm", to: &fields)
            }
        case 0x0C, 0x10:
            guard let offset = cursor.s16("offset", mandatory: true) else { return nil }
            fields.append(DecodedField("offset_raw", .int(Int64(offset))))
            return "offset \(offset)"
        case 0x0E:
            guard let rate = cursor.u8("sampling rate", mandatory: true) else { return nil }
            fields.append(DecodedField("sampling_rate_hz", .int(Int64(rate)), unit: "Hz"))
            return "\(rate) Hz"
        case 0x0F:
            guard let o = cursor.take(7, "factory calibration date", mandatory: true),
                  let date = SportsFormat.dateTime(cursor.value, at: o)
            else { return nil }
            fields.append(DecodedField("factory_calibration_date", .string(date)))
            return date
        default:
            return nil
        }
    }
}
