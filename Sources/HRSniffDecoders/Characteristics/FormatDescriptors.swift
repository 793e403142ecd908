import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Characteristic descriptors about a value's format and broadcasting (Core 5.4 Vol 3 Part G §3.3.3.4-3.3.3.6,
/// Valid Range from the GSS): Server Characteristic Configuration (0x2903), Characteristic Presentation Format
/// (0x2904), Characteristic Aggregate Format (0x2905) and Valid Range (0x2906).
///
/// tshark (4.0) decodes the Presentation Format with the same fields (`btatt.characteristic_presentation.format`,
/// `.exponent` (as an unsigned byte: -2 shows as 254), `.unit` (named from its UUID table), `.namespace`,
/// `.namespace_description` (with ordinal words "first", "second", … where hrsniff writes "1st", "2nd", …)), and
/// Valid Range as two empty headings (`btatt.valid_range.lower_inclusive_value` / `.upper_inclusive_value`, with
/// no bytes). Server Characteristic Configuration, Characteristic Aggregate Format (a list of handles) and External
/// Report Reference (a UUID) have the same fields. It decodes Client/Server Supported Features and Database Hash
/// only as bytes.
extension Decoders {
    /// 0x2903 Server Characteristic Configuration: a 16-bit bit field; bit 0 Broadcasts, the others reserved.
    /// Fields `broadcasts` (boolean) and `value` (integer, the 16-bit field).
    static func serverCharacteristicConfiguration(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let low = value[checked: 0] else { return emptyValue("Server Characteristic Configuration") }
        let bits = UInt16(low) | UInt16(value[checked: 1] ?? 0) << 8
        let broadcasts = bits & 0x0001 != 0
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        summary.add(broadcasts ? "broadcasts on" : "off")
        if let p = GeneralFields.length("Server Characteristic Configuration", expected: 2, value) { problems.append(p) }
        if bits & 0xFFFE != 0 {
            problems.append("reserved bits are set (" + DecoderFormat.hex(UInt64(bits), digits: 4) + ")")
        }
        return DecodedValue(fields: [DecodedField("broadcasts", .bool(broadcasts)),
                                     DecodedField("value", .int(Int64(bits)))],
                            summary: summary.text, problems: problems)
    }

    /// 0x2904 Characteristic Presentation Format: Format (UINT8, Assigned Numbers §2.4.1), Exponent (SINT8, the
    /// value is value × 10^exponent for integer formats), Unit (UINT16, a 0x27xx unit UUID), Name Space (UINT8,
    /// 1 = Bluetooth SIG), Description (UINT16, from the name space); 7 bytes.
    ///
    /// Fields `format`, `format_name` ("uint16", "float32", "medfloat16", …, "Reserved"), `format_description`
    /// ("unsigned 16-bit integer", …), `exponent`, `unit_uuid` ("0x272F"), `unit_name` (when the registry knows
    /// the unit), `namespace`, `namespace_name` ("Bluetooth SIG" or "Reserved"), `description`,
    /// `description_name` (Bluetooth SIG name space: "unknown", "1st" … "255th", "front", "back", … "external").
    static func characteristicPresentationFormat(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        func done() -> DecodedValue {
            if let p = GeneralFields.length("Characteristic Presentation Format", expected: 7, value) {
                problems.append(p)
            }
            return finish(fields, summary, problems)
        }
        guard let format = value[checked: 0] else {
            summary.add("empty")
            return done()
        }
        let names = FormatNames.format(format)
        fields.append(DecodedField("format", .int(Int64(format))))
        fields.append(DecodedField("format_name", .string(names?.short ?? "Reserved")))
        fields.append(DecodedField("format_description", .string(names?.description ?? "Reserved")))
        if names == nil { problems.append(GeneralFields.reserved("format", UInt64(format))) }
        summary.add(names?.short ?? "reserved format " + DecoderFormat.hex(UInt64(format), digits: 2))

        guard let exponentByte = value[checked: 1] else { return done() }
        let exponent = Int8(bitPattern: exponentByte)
        fields.append(DecodedField("exponent", .int(Int64(exponent))))
        if exponent != 0 { summary.add("exponent \(exponent)") }

        guard let unit = value.u16le(at: 2) else { return done() }
        let unitHex = GeneralFields.hex16(unit)
        fields.append(DecodedField("unit_uuid", .string(unitHex)))
        // Only 0x27xx are units; another UUID's name would be a service or characteristic, not a unit.
        let unitName = unit >> 8 == 0x27 ? Registry.attributeName(BluetoothUUID(uuid16: unit)) : nil
        if let unitName { fields.append(DecodedField("unit_name", .string(unitName))) }
        summary.add("unit " + (unitName ?? unitHex))

        guard let namespace = value[checked: 4] else { return done() }
        fields.append(DecodedField("namespace", .int(Int64(namespace))))
        fields.append(DecodedField("namespace_name", .string(namespace == 1 ? "Bluetooth SIG" : "Reserved")))
        if namespace != 1 { problems.append(GeneralFields.reserved("name space", UInt64(namespace))) }

        guard let description = value.u16le(at: 5) else { return done() }
        fields.append(DecodedField("description", .int(Int64(description))))
        if namespace == 1, let name = FormatNames.description(description) {
            fields.append(DecodedField("description_name", .string(name)))
            if description != 0 { summary.add("description " + name) }
        } else if description != 0 {
            summary.add("description " + GeneralFields.hex16(description))
        }
        return done()
    }

    /// 0x2905 Characteristic Aggregate Format: a list of attribute handles (UINT16 each) of Characteristic
    /// Presentation Format descriptors. Field `handles` (array of integers).
    static func characteristicAggregateFormat(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard !value.isEmpty else { return emptyValue("Characteristic Aggregate Format") }
        var handles = [DecodedScalar]()
        var texts = [String]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        var offset = 0
        while let handle = value.u16le(at: offset) {
            handles.append(.int(Int64(handle)))
            if describe { texts.append(GeneralFields.hex16(handle)) }
            if handle == 0 { problems.append("handle 0x0000 at offset \(offset) is not a valid attribute handle") }
            offset += 2
        }
        if value.count % 2 == 1 {
            problems.append("the handle list ends with an odd byte; each handle is 2 bytes")
        }
        summary.add(texts.isEmpty ? "no handles" : "handles " + texts.joined(separator: ", "))
        return DecodedValue(fields: [DecodedField("handles", .array(handles))], summary: summary.text,
                            problems: problems)
    }

    /// 0x2906 Valid Range: the lower and then the upper inclusive value, each in the format of the characteristic
    /// the descriptor belongs to. The decoder does not know that format, so it splits the value in two equal
    /// halves: fields `lower` and `upper` (bytes, as sent: little-endian for numbers).
    static func validRange(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard !value.isEmpty else { return emptyValue("Valid Range") }
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        let half = value.count / 2
        let lower = value.prefix(half)
        let upper = value.slice(from: half, count: half) ?? Bytes.empty
        if value.count % 2 == 1 {
            problems.append("a Valid Range has two values of the same size but the value has an odd length ("
                + DecoderFormat.bytes(value.count) + ")")
        }
        summary.add((lower.isEmpty ? "(none)" : GeneralFields.spacedHex(lower)) + " to "
            + (upper.isEmpty ? "(none)" : GeneralFields.spacedHex(upper)))
        return DecodedValue(fields: [DecodedField("lower", .bytes(lower.array)),
                                     DecodedField("upper", .bytes(upper.array))],
                            summary: summary.text, problems: problems)
    }
}

/// Names for the Characteristic Presentation Format (Assigned Numbers §2.4).
enum FormatNames {
    /// The short name and description of a format; nil for reserved values (0x00, 0x1D...0xFF).
    static func format(_ raw: UInt8) -> (short: String, description: String)? {
        switch raw {
        case 0x01: ("boolean", "unsigned 1-bit; 0 = false, 1 = true")
        case 0x02: ("2bit", "unsigned 2-bit integer")
        case 0x03: ("nibble", "unsigned 4-bit integer")
        case 0x04: ("uint8", "unsigned 8-bit integer")
        case 0x05: ("uint12", "unsigned 12-bit integer")
        case 0x06: ("uint16", "unsigned 16-bit integer")
        case 0x07: ("uint24", "unsigned 24-bit integer")
        case 0x08: ("uint32", "unsigned 32-bit integer")
        case 0x09: ("uint48", "unsigned 48-bit integer")
        case 0x0A: ("uint64", "unsigned 64-bit integer")
        case 0x0B: ("uint128", "unsigned 128-bit integer")
        case 0x0C: ("sint8", "signed 8-bit integer")
        case 0x0D: ("sint12", "signed 12-bit integer")
        case 0x0E: ("sint16", "signed 16-bit integer")
        case 0x0F: ("sint24", "signed 24-bit integer")
        case 0x10: ("sint32", "signed 32-bit integer")
        case 0x11: ("sint48", "signed 48-bit integer")
        case 0x12: ("sint64", "signed 64-bit integer")
        case 0x13: ("sint128", "signed 128-bit integer")
        case 0x14: ("float32", "IEEE-754 32-bit floating point")
        case 0x15: ("float64", "IEEE-754 64-bit floating point")
        case 0x16: ("medfloat16", "IEEE-11073 16-bit SFLOAT")
        case 0x17: ("medfloat32", "IEEE-11073 32-bit FLOAT")
        case 0x18: ("uint16[2]", "IEEE-20601 format")
        case 0x19: ("utf8s", "UTF-8 string")
        case 0x1A: ("utf16s", "UTF-16 string")
        case 0x1B: ("struct", "opaque structure")
        case 0x1C: ("medASN1", "IEEE-11073-20601 ASN.1 (medical)")
        default: nil
        }
    }

    /// The Bluetooth SIG name space descriptions: 0 "unknown", 1...255 ordinals ("1st", "2nd", …), 0x0100...0x0110
    /// positions; nil for the others.
    static func description(_ raw: UInt16) -> String? {
        switch raw {
        case 0x0000: return "unknown"
        case 0x0001 ... 0x00FF:
            let n = Int(raw)
            let suffix: String
            switch (n % 10, n % 100) {
            case (_, 11 ... 13): suffix = "th"
            case (1, _): suffix = "st"
            case (2, _): suffix = "nd"
            case (3, _): suffix = "rd"
            default: suffix = "th"
            }
            return String(n) + suffix
        case 0x0100: return "front"
        case 0x0101: return "back"
        case 0x0102: return "top"
        case 0x0103: return "bottom"
        case 0x0104: return "upper"
        case 0x0105: return "lower"
        case 0x0106: return "main"
        case 0x0107: return "backup"
        case 0x0108: return "auxiliary"
        case 0x0109: return "supplementary"
        case 0x010A: return "flash"
        case 0x010B: return "inside"
        case 0x010C: return "outside"
        case 0x010D: return "left"
        case 0x010E: return "right"
        case 0x010F: return "internal"
        case 0x0110: return "external"
        default: return nil
        }
    }
}
