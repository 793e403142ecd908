import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Generic Attribute service features (Core 5.4 Vol 3 Part G §7.2-7.4) and the Generic Access privacy
/// characteristics (Core Vol 3 Part C §12.4-12.5).
///
/// tshark (4.0) decodes Central Address Resolution (`btatt.central_address_resolution`) and Resolvable Private
/// Address Only (`btatt.resolvable_private_address`) the same way; it shows Client Supported Features, Database
/// Hash and Server Supported Features as bytes (the hash in the same order as hrsniff's `hash`).
extension Decoders {
    /// 0x2B29 Client Supported Features: a variable-length bit field; octet 0 bit 0 Robust Caching, bit 1 Enhanced
    /// ATT bearer, bit 2 Multiple Handle Value Notifications; every other bit reserved. Fields `robust_caching`,
    /// `eatt`, `multiple_handle_value_notifications` (booleans).
    static func clientSupportedFeatures(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let first = value[checked: 0] else { return emptyValue("Client Supported Features") }
        var summary = SummaryBuilder(enabled: describe)
        var problems = [String]()
        let robust = first & 0x01 != 0
        let eatt = first & 0x02 != 0
        let multiple = first & 0x04 != 0
        if robust { summary.add("robust caching") }
        if eatt { summary.add("EATT") }
        if multiple { summary.add("multiple handle value notifications") }
        if !robust, !eatt, !multiple { summary.add("none") }
        problems += reservedFeatureBits(value, firstMask: 0xF8)
        return DecodedValue(fields: [
            DecodedField("robust_caching", .bool(robust)),
            DecodedField("eatt", .bool(eatt)),
            DecodedField("multiple_handle_value_notifications", .bool(multiple)),
        ], summary: summary.text, problems: problems)
    }

    /// 0x2B3A Server Supported Features: a variable-length bit field; octet 0 bit 0 Enhanced ATT bearer supported,
    /// every other bit reserved. Field `eatt` (boolean).
    static func serverSupportedFeatures(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let first = value[checked: 0] else { return emptyValue("Server Supported Features") }
        var summary = SummaryBuilder(enabled: describe)
        let eatt = first & 0x01 != 0
        summary.add(eatt ? "EATT" : "none")
        return DecodedValue(fields: [DecodedField("eatt", .bool(eatt))], summary: summary.text,
                            problems: reservedFeatureBits(value, firstMask: 0xFE))
    }

    /// One problem naming the reserved bits set in a features bit field: `firstMask` in octet 0, all bits of the
    /// octets after it.
    private static func reservedFeatureBits(_ value: Bytes, firstMask: UInt8) -> [String] {
        var positions = [String]()
        var count = 0
        for i in 0 ..< value.count {
            guard let byte = value[checked: i] else { break }
            let mask: UInt8 = i == 0 ? firstMask : 0xFF
            for bit in 0 ..< 8 where byte & mask & (UInt8(1) << UInt8(bit)) != 0 {
                count += 1
                if positions.count < 8 { positions.append(String(i * 8 + bit)) }
            }
        }
        guard count > 0 else { return [] }
        let more = count > positions.count ? " and \(count - positions.count) more" : ""
        return ["reserved feature bits are set (bit " + positions.joined(separator: ", ") + more + ")"]
    }

    /// 0x2B2A Database Hash: a 128-bit AES-CMAC of the server's attribute database. Field `hash`: the 16 bytes as
    /// lower-case hex in the order they are sent (least significant byte first), absent when the value is shorter.
    static func databaseHash(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let hash = value.slice(from: 0, count: 16) {
            let hex = hash.hex
            fields.append(DecodedField("hash", .string(hex)))
            summary.add(hex)
        } else if value.isEmpty {
            summary.add("empty")
        }
        if let p = GeneralFields.length("Database Hash", expected: 16, value) { problems.append(p) }
        return finish(fields, summary, problems)
    }

    /// 0x2AA6 Central Address Resolution: UINT8, 0 = address resolution not supported, 1 = supported, others
    /// reserved. Fields `central_address_resolution` (integer) and `supported` (boolean; absent when reserved).
    static func centralAddressResolution(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let raw = value[checked: 0] else { return emptyValue("Central Address Resolution") }
        var fields = [DecodedField("central_address_resolution", .int(Int64(raw)))]
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if raw <= 1 {
            fields.append(DecodedField("supported", .bool(raw == 1)))
            summary.add(raw == 1 ? "address resolution supported" : "address resolution not supported")
        } else {
            problems.append(GeneralFields.reserved("central address resolution", UInt64(raw)))
            summary.add("reserved (\(raw))")
        }
        if let p = GeneralFields.length("Central Address Resolution", expected: 1, value) { problems.append(p) }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
    }

    /// 0x2AC9 Resolvable Private Address Only: UINT8, 0 = only resolvable private addresses will be used as local
    /// addresses after bonding; 1...255 reserved. Fields `resolvable_private_address_only` (integer) and
    /// `rpa_only` (boolean; absent when reserved).
    static func resolvablePrivateAddressOnly(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let raw = value[checked: 0] else { return emptyValue("Resolvable Private Address Only") }
        var fields = [DecodedField("resolvable_private_address_only", .int(Int64(raw)))]
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if raw == 0 {
            fields.append(DecodedField("rpa_only", .bool(true)))
            summary.add("only resolvable private addresses after bonding")
        } else {
            problems.append(GeneralFields.reserved("resolvable private address only value", UInt64(raw)))
            summary.add("reserved (\(raw))")
        }
        if let p = GeneralFields.length("Resolvable Private Address Only", expected: 1, value) { problems.append(p) }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
    }
}
