import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Generic Attribute service characteristics (Core Vol 3 Part G §7).
extension Decoders {
    /// 0x2A05 Service Changed: the affected attribute handle range, Start then End (UINT16 each).
    /// Fields `start_handle`, `end_handle`.
    static func serviceChanged(_ value: Bytes) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        let start = value.u16le(at: 0)
        let end = value.u16le(at: 2)
        if let start { fields.append(DecodedField("start_handle", .int(Int64(start)))) }
        if let end { fields.append(DecodedField("end_handle", .int(Int64(end)))) }
        if value.count != 4 {
            problems.append(DecoderFormat.lengthProblem("Service Changed value", expected: 4, actual: value.count))
        }
        if start == 0 {
            problems.append("start handle 0x0000 is not a valid attribute handle")
        }
        if let start, let end, start > end {
            problems.append("start handle \(DecoderFormat.hex(UInt64(start), digits: 4)) is after end handle "
                + DecoderFormat.hex(UInt64(end), digits: 4))
        }
        let summary: String
        switch (start, end) {
        case let (start?, end?):
            summary = "handles " + DecoderFormat.hex(UInt64(start), digits: 4) + "–"
                + DecoderFormat.hex(UInt64(end), digits: 4)
        case let (start?, nil): summary = "from handle " + DecoderFormat.hex(UInt64(start), digits: 4)
        default: summary = value.isEmpty ? "empty" : "malformed"
        }
        return DecodedValue(fields: fields, summary: summary, problems: problems)
    }
}
