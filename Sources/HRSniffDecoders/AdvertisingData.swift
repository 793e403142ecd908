import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Advertising and scan response data: a sequence of AD structures (Core Vol 3 Part C §11), each a length byte,
/// an AD type and data. Types and their layouts from the Core Specification Supplement Part A and the Assigned
/// Numbers (Generic Access Profile).
public struct ADStructure: Sendable, Equatable {
    public var type: UInt8
    public var data: [UInt8]
    public var decoded: DecodedValue

    /// The name of an AD type, or "AD type 0xNN".
    public static func typeName(_ type: UInt8) -> String {
        switch type {
        case 0x01: "Flags"
        case 0x02: "Incomplete List of 16-bit Service UUIDs"
        case 0x03: "Complete List of 16-bit Service UUIDs"
        case 0x04: "Incomplete List of 32-bit Service UUIDs"
        case 0x05: "Complete List of 32-bit Service UUIDs"
        case 0x06: "Incomplete List of 128-bit Service UUIDs"
        case 0x07: "Complete List of 128-bit Service UUIDs"
        case 0x08: "Shortened Local Name"
        case 0x09: "Complete Local Name"
        case 0x0A: "Tx Power Level"
        case 0x0D: "Class of Device"
        case 0x0E: "Simple Pairing Hash C-192"
        case 0x0F: "Simple Pairing Randomizer R-192"
        case 0x10: "Device ID / Security Manager TK Value"
        case 0x11: "Security Manager Out of Band Flags"
        case 0x12: "Peripheral Connection Interval Range"
        case 0x14: "List of 16-bit Service Solicitation UUIDs"
        case 0x15: "List of 128-bit Service Solicitation UUIDs"
        case 0x16: "Service Data - 16-bit UUID"
        case 0x17: "Public Target Address"
        case 0x18: "Random Target Address"
        case 0x19: "Appearance"
        case 0x1A: "Advertising Interval"
        case 0x1B: "LE Bluetooth Device Address"
        case 0x1C: "LE Role"
        case 0x1D: "Simple Pairing Hash C-256"
        case 0x1E: "Simple Pairing Randomizer R-256"
        case 0x1F: "List of 32-bit Service Solicitation UUIDs"
        case 0x20: "Service Data - 32-bit UUID"
        case 0x21: "Service Data - 128-bit UUID"
        case 0x22: "LE Secure Connections Confirmation Value"
        case 0x23: "LE Secure Connections Random Value"
        case 0x24: "URI"
        case 0x25: "Indoor Positioning"
        case 0x26: "Transport Discovery Data"
        case 0x27: "LE Supported Features"
        case 0x28: "Channel Map Update Indication"
        case 0x29: "PB-ADV"
        case 0x2A: "Mesh Message"
        case 0x2B: "Mesh Beacon"
        case 0x2C: "BIGInfo"
        case 0x2D: "Broadcast_Code"
        case 0x2E: "Resolvable Set Identifier"
        case 0x2F: "Advertising Interval - long"
        case 0x30: "Broadcast_Name"
        case 0x31: "Encrypted Advertising Data"
        case 0x32: "Periodic Advertising Response Timing Information"
        case 0x34: "Electronic Shelf Label"
        case 0x3D: "3D Information Data"
        case 0xFF: "Manufacturer Specific Data"
        default: "AD type 0x" + (type < 16 ? "0" : "") + String(type, radix: 16, uppercase: true)
        }
    }

    /// Parses all AD structures of `data`. A length of 0 ends the data early (the rest is padding, Core Vol 3 Part C
    /// §11); a structure running past the end is reported in `problems` and kept with the bytes present.
    public static func parse(_ data: Bytes) -> (structures: [ADStructure], problems: [String]) {
        var structures: [ADStructure] = []
        var problems: [String] = []
        forEachPlace(data) { place in
            if place.count < place.announced {
                problems.append("\(typeName(place.type)) announces \(place.announced) bytes but the data ends after \(place.count)")
            }
            let body = data.slice(from: place.offset, count: place.count) ?? .empty
            structures.append(ADStructure(type: place.type, data: body.array, decoded: decode(place.type, body)))
        }
        return (structures, problems)
    }

    /// Where an AD structure's data is: `count` bytes from `offset` in the advertising data (`announced` by its
    /// length field, which may claim more than the data holds).
    public struct Place: Sendable, Equatable {
        public var type: UInt8
        public var offset: Int
        public var count: Int
        public var announced: Int
    }

    /// The structures of `data` (at most 64), as `parse` reads them, without decoding them.
    public static func places(_ data: Bytes) -> [Place] {
        var places: [Place] = []
        forEachPlace(data) { places.append($0) }
        return places
    }

    /// The one walker of AD structures: `body` gets each structure of `data` (at most 64) in order.
    @inline(__always) static func forEachPlace(_ data: Bytes, _ body: (Place) -> Void) {
        var i = 0
        var n = 0
        while let length = data[checked: i] {
            if length == 0 { break }
            guard let type = data[checked: i + 1] else { break }
            let available = min(Int(length) - 1, data.count - i - 2)
            body(Place(type: type, offset: i + 2, count: max(available, 0), announced: Int(length) - 1))
            i += Int(length) + 1
            n += 1
            if n >= 64 { break }
        }
    }

    /// What identifies a device or secures a link in a structure of `type` with `count` bytes of data (Core
    /// Supplement Part A §1): a name (Shortened and Complete Local Name, Broadcast Name), addresses (offsets of
    /// 6-byte addresses: LE Bluetooth Device Address, Public and Random Target Address), or secret values
    /// (Simple Pairing Hash C-192, LE Secure Connections Confirmation and Random Values).
    public enum Identifying: Equatable, Sendable {
        case name
        case addresses([Int])
        case secret
    }

    public static func identifying(_ type: UInt8, count: Int) -> Identifying? {
        switch type {
        case 0x08, 0x09, 0x30: return .name
        case 0x1B: return count >= 6 ? .addresses([0]) : nil
        case 0x17, 0x18: return .addresses(Array(stride(from: 0, through: count - 6, by: 6)))
        case 0x0E, 0x22, 0x23: return .secret
        default: return nil
        }
    }

    package static func uuidList(_ body: Bytes, width: Int) -> [BluetoothUUID] {
        var list: [BluetoothUUID] = []
        var k = 0
        while let slice = body.slice(from: k, count: width), let uuid = BluetoothUUID(littleEndian: slice) {
            list.append(uuid)
            k += width
        }
        return list
    }

    static func decode(_ type: UInt8, _ body: Bytes) -> DecodedValue {
        switch type {
        case 0x01:
            let f = body[checked: 0] ?? 0
            var names: [String] = []
            if f & 0x01 != 0 { names.append("LE Limited Discoverable") }
            if f & 0x02 != 0 { names.append("LE General Discoverable") }
            if f & 0x04 != 0 { names.append("BR/EDR Not Supported") }
            if f & 0x08 != 0 { names.append("Simultaneous LE and BR/EDR (Controller)") }
            if f & 0x10 != 0 { names.append("Simultaneous LE and BR/EDR (Host)") }
            return DecodedValue(fields: [DecodedField("flags", .int(Int64(f))),
                                         DecodedField("flag_names", .array(names.map { .string($0) }))],
                                summary: names.isEmpty ? "flags 0x00" : names.joined(separator: ", "))
        case 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x14, 0x15, 0x1F:
            let width = [0x02: 2, 0x03: 2, 0x14: 2, 0x04: 4, 0x05: 4, 0x1F: 4][Int(type)] ?? 16
            let list = uuidList(body, width: width)
            let texts = list.map { uuid in Registry.serviceName(uuid).map { "\(uuid.string) (\($0))" } ?? uuid.string }
            var problems: [String] = []
            if body.count % width != 0 { problems.append("\(DecoderFormat.bytes(body.count % width)) left after the UUIDs") }
            return DecodedValue(fields: [DecodedField("uuids", .array(list.map { .string($0.string) }))],
                                summary: texts.joined(separator: ", "), problems: problems)
        case 0x08, 0x09, 0x30:
            // Names are UTF-8 (Core Supplement Part A §1.2, §1.23); some devices pad them with NULs, as C strings.
            let (text, valid) = Decoders.paddedText(body)
            return DecodedValue(fields: [DecodedField("name", .string(text))], summary: "\"\(text)\"",
                                problems: valid ? [] : ["the name is not valid UTF-8; invalid sequences are shown as U+FFFD"])
        case 0x0A:
            let power = Int8(bitPattern: body[checked: 0] ?? 0)
            return DecodedValue(fields: [DecodedField("tx_power_dbm", .int(Int64(power)), unit: "dBm")],
                                summary: "\(power) dBm")
        case 0x12:
            guard let low = body.u16le(at: 0), let high = body.u16le(at: 2) else { return raw(body) }
            func ms(_ v: UInt16) -> DecodedScalar { v == 0xFFFF ? .special("no_specific_value") : .double(Double(v) * 1.25) }
            func text(_ v: UInt16) -> String { v == 0xFFFF ? "any" : "\(Double(v) * 1.25)" }
            return DecodedValue(fields: [DecodedField("interval_min_ms", ms(low), unit: "ms"),
                                         DecodedField("interval_max_ms", ms(high), unit: "ms")],
                                summary: "interval \(text(low))–\(text(high)) ms")
        case 0x16, 0x20, 0x21:
            let width = type == 0x16 ? 2 : type == 0x20 ? 4 : 16
            guard let slice = body.slice(from: 0, count: width), let uuid = BluetoothUUID(littleEndian: slice) else {
                return raw(body)
            }
            let payload = body.suffix(from: width)
            var fields = [DecodedField("uuid", .string(uuid.string)), DecodedField("data", .bytes(payload.array))]
            var summary = Registry.serviceName(uuid).map { "\(uuid.string) (\($0))" } ?? uuid.string
            summary += ": " + payload.hex
            if let decoded = Decoders.decode(uuid, payload) {
                fields.append(DecodedField("decoded", .object(decoded.fields)))
                summary = (Registry.characteristicName(uuid) ?? uuid.string) + ": " + decoded.summary
            }
            return DecodedValue(fields: fields, summary: summary)
        case 0x17, 0x18:
            var list: [String] = []
            var k = 0
            while let a = body.address(at: k) { list.append(a.description); k += 6 }
            return DecodedValue(fields: [DecodedField("addresses", .array(list.map { .string($0) }))],
                                summary: list.joined(separator: ", "))
        case 0x19:
            guard let value = body.u16le(at: 0) else { return raw(body) }
            let name = Registry.appearanceName(value)
            var fields = [DecodedField("appearance", .int(Int64(value)))]
            if let name { fields.append(DecodedField("appearance_name", .string(name))) }
            return DecodedValue(fields: fields, summary: name ?? "appearance 0x\(String(value, radix: 16))")
        case 0x1A, 0x2F:
            guard let value = body.uintLE(at: 0, width: min(max(body.count, 1), 3)) else { return raw(body) }
            let ms = Double(value) * 0.625
            return DecodedValue(fields: [DecodedField("advertising_interval_ms", .double(ms), unit: "ms")],
                                summary: "every \(ms) ms")
        case 0x1C:
            let role = body[checked: 0] ?? 0xFF
            let names = ["Only Peripheral Role supported", "Only Central Role supported",
                         "Peripheral and Central Role supported, Peripheral Role preferred",
                         "Peripheral and Central Role supported, Central Role preferred"]
            let name = Int(role) < names.count ? names[Int(role)] : "Reserved"
            return DecodedValue(fields: [DecodedField("role", .int(Int64(role))), DecodedField("role_name", .string(name))],
                                summary: name)
        case 0x24:
            // The first UTF-8 code point is a URI scheme from the Assigned Numbers (0x16 "http:", 0x17 "https:").
            var text = String(decoding: body.array, as: UTF8.self)
            if let first = text.unicodeScalars.first {
                let schemes: [UInt32: String] = [0x16: "http:", 0x17: "https:", 0x01: ""]
                if let scheme = schemes[first.value] { text = scheme + String(text.unicodeScalars.dropFirst()) }
            }
            return DecodedValue(fields: [DecodedField("uri", .string(text))], summary: text)
        case 0xFF:
            guard let company = body.u16le(at: 0) else { return raw(body) }
            let name = Registry.companyName(company)
            let payload = body.suffix(from: 2)
            var fields = [DecodedField("company_id", .int(Int64(company)))]
            if let name { fields.append(DecodedField("company_name", .string(name))) }
            fields.append(DecodedField("data", .bytes(payload.array)))
            let hex = String(company, radix: 16, uppercase: true)
            return DecodedValue(fields: fields,
                                summary: "\(name ?? "company") (0x\(String(repeating: "0", count: 4 - hex.count))\(hex))"
                                    + (payload.isEmpty ? "" : " " + payload.hex))
        default:
            return raw(body)
        }
    }

    static func raw(_ body: Bytes) -> DecodedValue {
        DecodedValue(fields: [DecodedField("data", .bytes(body.array))], summary: body.hex)
    }
}
