import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Battery Service characteristics (Battery Service 1.0; GSS §3.27).
extension Decoders {
    /// 0x2A19 Battery Level: one UINT8, percent of full charge, 0...100 (101...255 are reserved for future use).
    /// Field `level_percent`; summary "87 %".
    static func batteryLevel(_ value: Bytes) -> DecodedValue {
        guard let level = value[checked: 0] else { return emptyValue("Battery Level") }
        var problems = [String]()
        if level > 100 {
            problems.append("battery level \(level) is above 100 %")
        }
        if value.count != 1 {
            problems.append(DecoderFormat.lengthProblem("Battery Level", expected: 1, actual: value.count))
        }
        return DecodedValue(fields: [DecodedField("level_percent", .int(Int64(level)), unit: "%")],
                            summary: "\(level) %", problems: problems)
    }
}
