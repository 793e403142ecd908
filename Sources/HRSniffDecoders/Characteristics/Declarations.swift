import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// The values of GATT's own declarations (Core Vol 3 Part G §3.1–3.3.1), as a client that reads a declaration's
/// handle directly gets them: keyed by the attribute type, 0x2800 to 0x2803, which no characteristic uses.
extension Decoders {
    /// 0x2800 Primary Service and 0x2801 Secondary Service declarations (§3.1): the service's UUID, 16 or 128
    /// bits. Fields `service_uuid` and `service_name` (when the Assigned Numbers know it).
    static func serviceDeclaration(_ value: Bytes) -> DecodedValue {
        guard value.count == 2 || value.count == 16, let uuid = BluetoothUUID(littleEndian: value) else {
            return DecodedValue(fields: [], summary: value.isEmpty ? "empty" : "malformed", problems: [
                "a service declaration holds a 2- or 16-byte UUID but the value has \(DecoderFormat.bytes(value.count))",
            ])
        }
        var fields = [DecodedField("service_uuid", .string(uuid.string))]
        let name = Registry.serviceName(uuid)
        if let name { fields.append(DecodedField("service_name", .string(name))) }
        return DecodedValue(fields: fields, summary: "UUID " + uuidText(uuid, name))
    }

    /// 0x2802 Include declaration (§3.2): the included service's attribute handle and End Group Handle, then its
    /// UUID when it is a 16-bit one (a 128-bit UUID is left out, and read from the included service). Fields
    /// `included_handle`, `end_group_handle`, and `service_uuid` and `service_name` when present.
    static func includeDeclaration(_ value: Bytes) -> DecodedValue {
        guard let start = value.u16le(at: 0), let end = value.u16le(at: 2), value.count == 4 || value.count == 6 else {
            return DecodedValue(fields: [], summary: value.isEmpty ? "empty" : "malformed", problems: [
                "an include declaration is 4 or 6 bytes but the value has \(DecoderFormat.bytes(value.count))",
            ])
        }
        var fields = [
            DecodedField("included_handle", .int(Int64(start))),
            DecodedField("end_group_handle", .int(Int64(end))),
        ]
        var summary = "included service 0x\(hex4(start))–0x\(hex4(end))"
        var problems: [String] = []
        if start == 0 || start > end {
            problems.append("the included service's handles 0x\(hex4(start))–0x\(hex4(end)) are not a range of attributes")
        }
        if let short = value.u16le(at: 4) {
            let uuid = BluetoothUUID(uuid16: short)
            let name = Registry.serviceName(uuid)
            fields.append(DecodedField("service_uuid", .string(uuid.string)))
            if let name { fields.append(DecodedField("service_name", .string(name))) }
            summary += ", UUID " + uuidText(uuid, name)
        } else {
            summary += " (a 128-bit service UUID, not in the declaration)"
        }
        return DecodedValue(fields: fields, summary: summary, problems: problems)
    }

    /// 0x2803 Characteristic declaration (§3.3.1): the Characteristic Properties (§3.3.1.1), the Characteristic
    /// Value Handle and the characteristic's UUID, 16 or 128 bits. Fields `properties` (names, in bit order),
    /// `value_handle`, `characteristic_uuid`, and `characteristic_name` when the Assigned Numbers know it.
    static func characteristicDeclaration(_ value: Bytes) -> DecodedValue {
        guard let raw = value[checked: 0], let handle = value.u16le(at: 1), value.count == 5 || value.count == 19,
              let uuid = BluetoothUUID(littleEndian: value.suffix(from: 3)) else {
            return DecodedValue(fields: [], summary: value.isEmpty ? "empty" : "malformed", problems: [
                "a characteristic declaration is 5 or 19 bytes but the value has \(DecoderFormat.bytes(value.count))",
            ])
        }
        let properties = CharacteristicProperties(rawValue: raw).names
        let name = Registry.characteristicName(uuid)
        var fields = [
            DecodedField("properties", .array(properties.map { .string($0) })),
            DecodedField("value_handle", .int(Int64(handle))),
            DecodedField("characteristic_uuid", .string(uuid.string)),
        ]
        if let name { fields.append(DecodedField("characteristic_name", .string(name))) }
        var problems: [String] = []
        if handle == 0 { problems.append("value handle 0x0000 is not a valid attribute handle") }
        let summary = "properties [\(properties.joined(separator: ", "))], value handle 0x\(hex4(handle)), UUID "
            + uuidText(uuid, name)
        return DecodedValue(fields: fields, summary: summary, problems: problems)
    }

    /// "2A00 (Device Name)", or the UUID alone.
    private static func uuidText(_ uuid: BluetoothUUID, _ name: String?) -> String {
        uuid.string + (name.map { " (\($0))" } ?? "")
    }
}
