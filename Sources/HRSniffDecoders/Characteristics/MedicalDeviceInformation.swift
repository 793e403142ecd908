import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// The medical-device characteristics of the Device Information Service (DIS 1.2): the IEEE 11073-20601
/// Regulatory Certification Data List and the UDI for Medical Devices.
extension Decoders {
    /// 0x2A2A IEEE 11073-20601 Regulatory Certification Data List: an opaque structure the IEEE standard defines
    /// (a count and a length, each UINT16 big-endian as 11073 encodes, then the entries). hrsniff gives the count
    /// when the header is consistent, and the bytes.
    static func regulatoryCertificationDataList(_ value: Bytes) -> DecodedValue {
        guard !value.isEmpty else { return emptyValue("IEEE 11073-20601 Regulatory Certification Data List") }
        var fields = [DecodedField("data", .bytes(value.array))]
        var summary = "\(DecoderFormat.bytes(value.count)) of IEEE 11073-20601 certification data"
        if let count = value.u16be(at: 0), let length = value.u16be(at: 2), Int(length) == value.count - 4 {
            fields.insert(DecodedField("count", .int(Int64(count))), at: 0)
            summary = "\(count) IEEE 11073-20601 certification entr\(count == 1 ? "y" : "ies")"
        }
        return DecodedValue(fields: fields, summary: summary)
    }

    /// 0x2BFF UDI for Medical Devices: flags (bit 0 UDI label, bit 1 device identifier, bit 2 UDI issuer, bit 3
    /// UDI authority present), then those strings, each UTF-8 and NUL-terminated, in that order.
    static func udiForMedicalDevices(_ value: Bytes) -> DecodedValue {
        guard let flags = value[checked: 0] else { return emptyValue("UDI for Medical Devices") }
        let names: [(UInt8, StaticString, String)] = [
            (0x01, "udi_label", "label"), (0x02, "device_identifier", "device identifier"),
            (0x04, "udi_issuer", "issuer"), (0x08, "udi_authority", "authority"),
        ]
        var fields: [DecodedField] = []
        var problems: [String] = []
        var summary: [String] = []
        var offset = 1
        for (bit, key, label) in names where flags & bit != 0 {
            var end = offset
            while let b = value[checked: end], b != 0 { end += 1 }
            guard let text = value.slice(from: offset, count: end - offset), offset < value.count else {
                problems.append(DecoderFormat.missing("the UDI \(label)", value))
                break
            }
            let string = String(decoding: text.array, as: UTF8.self)
            fields.append(DecodedField(key, .string(string)))
            summary.append("\(label) \"\(string)\"")
            if value[checked: end] == nil && bit != names.last(where: { flags & $0.0 != 0 })?.0 {
                problems.append("the UDI \(label) is not NUL-terminated")
            }
            offset = end + 1
        }
        if let p = DecoderFormat.reservedBits("flag", flags, mask: 0xF0, digits: 2, valuePrefix: "flags ") {
            problems.append(p)
        }
        return DecodedValue(fields: fields, summary: summary.isEmpty ? "no UDI fields" : summary.joined(separator: ", "),
                            problems: problems)
    }
}
