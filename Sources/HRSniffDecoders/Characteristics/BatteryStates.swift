import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Battery Service 1.0 state characteristics (defined in its GATT characteristic definitions, withdrawn from later
/// versions of the service but still found in devices): Battery Power State (0x2A1A) and Battery Level State
/// (0x2A1B).
///
/// tshark (4.0) decodes Battery Power State the same way (`btatt.battery_power_state.present`, `.discharging`,
/// `.charging`, `.level`, as the numbers 0-3 with names), and Battery Level State as the level and the same
/// power state.
extension Decoders {
    /// 0x2A1A Battery Power State: one byte of four 2-bit fields. Bits 0-1 Present (0 unknown, 1 not supported,
    /// 2 not present, 3 present), bits 2-3 Discharging (0 unknown, 1 not supported, 2 not discharging,
    /// 3 discharging), bits 4-5 Charging (0 unknown, 1 not chargeable, 2 not charging, 3 charging), bits 6-7 Level
    /// (0 unknown, 1 not supported, 2 good level, 3 critically low level).
    ///
    /// Fields `presence`, `discharging`, `charging`, `level` (strings: "unknown", "not_supported", "not_present",
    /// "present"; …, "discharging"; "not_chargeable", "not_charging", "charging"; "good", "critically_low") and
    /// `value` (integer, the byte). Summary: "present, discharging, not charging, good level".
    static func batteryPowerState(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let state = value[checked: 0] else { return emptyValue("Battery Power State") }
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        BatteryStateNames.append(state, to: &fields, summary: &summary)
        fields.append(DecodedField("value", .int(Int64(state))))
        if let p = GeneralFields.length("Battery Power State", expected: 1, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2A1B Battery Level State: Level (UINT8, percent, 0...100) then, when present, a Battery Power State byte.
    /// Fields `level_percent` (%), then the four state fields of 0x2A1A and `power_state` (integer, the byte).
    /// Summary: "87 %, present, discharging, not charging, good level".
    static func batteryLevelState(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let level = value[checked: 0] else { return emptyValue("Battery Level State") }
        var fields = [DecodedField("level_percent", .int(Int64(level)), unit: "%")]
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        summary.add("\(level) %")
        if level > 100 { problems.append("battery level \(level) is above 100 %") }
        if let state = value[checked: 1] {
            BatteryStateNames.append(state, to: &fields, summary: &summary)
            fields.append(DecodedField("power_state", .int(Int64(state))))
        }
        if value.count > 2 {
            problems.append("a Battery Level State is 1 or 2 bytes but the value has " + DecoderFormat.bytes(value.count))
        }
        return finish(fields, summary, problems)
    }
}

/// The four 2-bit fields of a Battery Power State byte.
enum BatteryStateNames {
    static func append(_ state: UInt8, to fields: inout [DecodedField], summary: inout SummaryBuilder) {
        /// The text for a 2-bit code.
        func pick(_ code: UInt8, _ names: (String, String, String, String)) -> String {
            switch code & 0x03 {
            case 0: names.0
            case 1: names.1
            case 2: names.2
            default: names.3
            }
        }
        let present = state & 0x03
        let discharging = (state >> 2) & 0x03
        let charging = (state >> 4) & 0x03
        let level = (state >> 6) & 0x03
        fields.append(DecodedField("presence",
                                   .string(pick(present, ("unknown", "not_supported", "not_present", "present")))))
        fields.append(DecodedField("discharging", .string(pick(discharging, ("unknown", "not_supported",
                                                                             "not_discharging", "discharging")))))
        fields.append(DecodedField("charging", .string(pick(charging, ("unknown", "not_chargeable", "not_charging",
                                                                       "charging")))))
        fields.append(DecodedField("level", .string(pick(level, ("unknown", "not_supported", "good",
                                                                 "critically_low")))))
        summary.add(pick(present, ("presence unknown", "presence not supported", "not present", "present")))
        summary.add(pick(discharging, ("discharging unknown", "discharging not supported", "not discharging",
                                       "discharging")))
        summary.add(pick(charging, ("charging unknown", "not chargeable", "not charging", "charging")))
        summary.add(pick(level, ("level unknown", "level not supported", "good level", "critically low level")))
    }
}
