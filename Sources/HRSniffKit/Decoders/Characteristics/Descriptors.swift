/// GATT characteristic descriptors (Core Vol 3 Part G §3.3.3). The Characteristic User Description (0x2901) is a
/// UTF-8 string decoded by `Decoders.utf8Text` from the dispatch.
extension Decoders {
    /// 0x2902 Client Characteristic Configuration: a 16-bit bit field; bit 0 notifications, bit 1 indications, the
    /// others reserved. Fields `notifications`, `indications` (bool) and `value` (int).
    ///
    /// A 1-byte value still gives the two flags (they live in the first byte) with a length problem.
    static func clientCharacteristicConfiguration(_ value: Bytes) -> DecodedValue {
        guard let low = value[checked: 0] else {
            return DecodedValue(fields: [], summary: "empty", problems: [
                DecoderFormat.lengthProblem("Client Characteristic Configuration", expected: 2, actual: 0),
            ])
        }
        let bits = UInt16(low) | UInt16(value[checked: 1] ?? 0) << 8
        let notifications = bits & 0x0001 != 0
        let indications = bits & 0x0002 != 0
        var problems = [String]()
        if value.count != 2 {
            problems.append(DecoderFormat.lengthProblem("Client Characteristic Configuration", expected: 2,
                                                        actual: value.count))
        }
        if bits & 0xFFFC != 0 {
            problems.append("reserved bits are set (" + DecoderFormat.hex(UInt64(bits), digits: 4) + ")")
        }
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

    /// 0x2900 Characteristic Extended Properties: a 16-bit bit field; bit 0 Reliable Write, bit 1 Writable
    /// Auxiliaries, the others reserved. Fields `reliable_write`, `writable_auxiliaries` (bool) and `value` (int).
    static func characteristicExtendedProperties(_ value: Bytes) -> DecodedValue {
        guard let low = value[checked: 0] else {
            return DecodedValue(fields: [], summary: "empty", problems: [
                DecoderFormat.lengthProblem("Characteristic Extended Properties value", expected: 2, actual: 0),
            ])
        }
        let bits = UInt16(low) | UInt16(value[checked: 1] ?? 0) << 8
        let reliableWrite = bits & 0x0001 != 0
        let writableAuxiliaries = bits & 0x0002 != 0
        var problems = [String]()
        if value.count != 2 {
            problems.append(DecoderFormat.lengthProblem("Characteristic Extended Properties value", expected: 2,
                                                        actual: value.count))
        }
        if bits & 0xFFFC != 0 {
            problems.append("reserved bits are set (" + DecoderFormat.hex(UInt64(bits), digits: 4) + ")")
        }
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
