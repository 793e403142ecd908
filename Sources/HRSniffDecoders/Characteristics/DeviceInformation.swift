import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Device Information Service characteristics (Device Information Service 1.1; GSS §3.67, §3.170, §3.215 ff.).
///
/// The UTF-8 strings (Manufacturer Name 0x2A29, Model Number 0x2A24, Serial Number 0x2A25, Hardware Revision
/// 0x2A27, Firmware Revision 0x2A26, Software Revision 0x2A28) use `Decoders.utf8Text` directly from the dispatch.
extension Decoders {
    /// 0x2A23 System ID: 8 bytes, little-endian: Manufacturer Identifier (40 bits) then Organizationally Unique
    /// Identifier (24 bits). Fields `manufacturer_identifier` (int) and `oui` ("00:1B:DC", most significant byte
    /// first, as IEEE writes it). A value of 5 to 7 bytes still gives `manufacturer_identifier`.
    static func systemID(_ value: Bytes) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder()
        if let manufacturer = value.uintLE(at: 0, width: 5) {
            fields.append(DecodedField("manufacturer_identifier", .int(Int64(manufacturer))))
            summary.add("manufacturer identifier " + DecoderFormat.hex(manufacturer, digits: 10))
        }
        if let oui = value.uintLE(at: 5, width: 3) {
            var text = ""
            for k in stride(from: 2, through: 0, by: -1) {
                text += DecoderFormat.hexByte(UInt8(truncatingIfNeeded: oui >> UInt64(8 * k)))
                if k > 0 { text += ":" }
            }
            fields.append(DecodedField("oui", .string(text)))
            summary.add("OUI " + text)
        }
        if value.count != 8 {
            problems.append(DecoderFormat.lengthProblem("System ID", expected: 8, actual: value.count))
        }
        return DecodedValue(fields: fields, summary: fields.isEmpty ? "malformed" : summary.text, problems: problems)
    }

    /// 0x2A50 PnP ID: Vendor ID Source (UINT8: 1 Bluetooth SIG, 2 USB Implementer's Forum, others reserved),
    /// Vendor ID, Product ID and Product Version (UINT16 each, little-endian). The version is 0xJJMN: JJ major,
    /// M minor, N sub-minor.
    ///
    /// Fields `vendor_id_source`, `vendor_id_source_name`, `vendor_id`, `vendor_name` (only for a Bluetooth SIG
    /// company identifier the Assigned Numbers list), `product_id`, `product_version` (int) and
    /// `product_version_text` ("1.1.0"), as far as the value reaches.
    static func pnpID(_ value: Bytes) -> DecodedValue {
        guard let source = value[checked: 0] else { return emptyValue("PnP ID") }
        var fields = [DecodedField]()
        fields.reserveCapacity(6)
        var problems = [String]()
        var summary = SummaryBuilder()
        let sourceName: String
        switch source {
        case 1: sourceName = "Bluetooth SIG"
        case 2: sourceName = "USB Implementer's Forum"
        default:
            sourceName = "Reserved"
            problems.append("vendor ID source \(source) is reserved for future use")
        }
        fields.append(DecodedField("vendor_id_source", .int(Int64(source))))
        fields.append(DecodedField("vendor_id_source_name", .string(sourceName)))
        if let vendor = value.u16le(at: 1) {
            fields.append(DecodedField("vendor_id", .int(Int64(vendor))))
            var text = sourceName + " vendor " + DecoderFormat.hex(UInt64(vendor), digits: 4)
            if source == 1, let company = Registry.companyName(vendor) {
                fields.append(DecodedField("vendor_name", .string(company)))
                text += " (" + company + ")"
            }
            summary.add(text)
        } else {
            summary.add(sourceName + " vendor")
        }
        if let product = value.u16le(at: 3) {
            fields.append(DecodedField("product_id", .int(Int64(product))))
            summary.add("product " + DecoderFormat.hex(UInt64(product), digits: 4))
        }
        if let version = value.u16le(at: 5) {
            let text = "\(version >> 8).\((version >> 4) & 0x0F).\(version & 0x0F)"
            fields.append(DecodedField("product_version", .int(Int64(version))))
            fields.append(DecodedField("product_version_text", .string(text)))
            summary.add("version " + text)
        }
        if value.count != 7 {
            problems.append(DecoderFormat.lengthProblem("PnP ID", expected: 7, actual: value.count))
        }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
    }
}
