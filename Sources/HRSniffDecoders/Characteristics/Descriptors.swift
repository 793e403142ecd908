import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// GATT characteristic descriptors (Core Vol 3 Part G §3.3.3). The Characteristic User Description (0x2901) is a
/// UTF-8 string decoded by `Decoders.utf8Text` from the dispatch.
extension Decoders {
    /// 0x2902 Client Characteristic Configuration: a 16-bit bit field; bit 0 notifications, bit 1 indications, the
    /// others reserved. Fields `notifications`, `indications` (bool) and `value` (int).
    ///
    /// A 1-byte value still gives the two flags (they live in the first byte) with a length problem.
    static func clientCharacteristicConfiguration(_ value: Bytes) -> DecodedValue {
        let (bits, problems) = descriptorBits(value, "Client Characteristic Configuration")
        guard let bits else { return DecodedValue(fields: [], summary: "empty", problems: problems) }
        let notifications = bits & 0x0001 != 0
        let indications = bits & 0x0002 != 0
        let summary = switch (notifications, indications) {
        case (true, true): "notifications and indications on"
        case (true, false): "notifications on"
        case (false, true): "indications on"
        case (false, false): "off"
        }
        return DecodedValue(
            fields: [
                DecodedField("notifications", .bool(notifications)),
                DecodedField("indications", .bool(indications)),
                DecodedField("value", .int(Int64(bits))),
            ],
            summary: summary,
            problems: problems)
    }

    /// A 16-bit descriptor bit field of which bits 0 and 1 are defined: the bits (from the first byte alone when the
    /// value has one; nil when it is empty) and the problems for its length and for reserved bits.
    private static func descriptorBits(_ value: Bytes, _ name: String) -> (bits: UInt16?, problems: [String]) {
        var problems = [String]()
        if value.count != 2 {
            problems.append(DecoderFormat.lengthProblem(name, expected: 2, actual: value.count))
        }
        guard let low = value[checked: 0] else { return (nil, problems) }
        let bits = UInt16(low) | UInt16(value[checked: 1] ?? 0) << 8
        if bits & 0xFFFC != 0 {
            problems.append("reserved bits are set (" + DecoderFormat.hex(UInt64(bits), digits: 4) + ")")
        }
        return (bits, problems)
    }

    /// 0x2900 Characteristic Extended Properties: a 16-bit bit field; bit 0 Reliable Write, bit 1 Writable
    /// Auxiliaries, the others reserved. Fields `reliable_write`, `writable_auxiliaries` (bool) and `value` (int).
    static func characteristicExtendedProperties(_ value: Bytes) -> DecodedValue {
        let (bits, problems) = descriptorBits(value, "Characteristic Extended Properties value")
        guard let bits else { return DecodedValue(fields: [], summary: "empty", problems: problems) }
        let reliableWrite = bits & 0x0001 != 0
        let writableAuxiliaries = bits & 0x0002 != 0
        var summary = SummaryBuilder()
        if reliableWrite { summary.add("reliable write") }
        if writableAuxiliaries { summary.add("writable auxiliaries") }
        return DecodedValue(
            fields: [
                DecodedField("reliable_write", .bool(reliableWrite)),
                DecodedField("writable_auxiliaries", .bool(writableAuxiliaries)),
                DecodedField("value", .int(Int64(bits))),
            ],
            summary: summary.text.isEmpty ? "none" : summary.text,
            problems: problems)
    }
}
