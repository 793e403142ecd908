import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Names of Bluetooth assigned numbers: GATT services, characteristics and descriptors (SIG 16-bit UUIDs, SIG member
/// UUIDs allocated to companies, and well-known vendor 128-bit UUIDs), company identifiers and GAP appearance values.
///
/// A 16-bit UUID the SIG assigned to a member company that the database does not describe is named after the
/// company and the kind it is looked up as: "Polar Electro Oy service" for 0xFEEE (tshark and btmon name these
/// after the company too); `memberCompany` gives the company alone.
///
/// The tables are generated into AssignedNumbers.swift by `scripts/gen_registry.py` from the Nordic Semiconductor
/// bluetooth-numbers-database and the member UUID list of the bleak package (see docs/assigned-numbers.md) as static
/// text, one entry a line. Each table is split
/// once, on first use, into sorted keys and field offsets (a few microseconds to a fraction of a millisecond);
/// a lookup is then a binary search, and a name one copy of its bytes out of the static text. Unknown numbers give
/// nil.
public enum Registry {
    /// A GATT attribute type the registry knows.
    public struct Attribute: Sendable, Hashable {
        /// "Heart Rate Measurement".
        public let name: String
        /// "org.bluetooth.characteristic.heart_rate_measurement"; vendors use reverse-DNS names
        /// ("com.nordicsemi.service.uart").
        public let identifier: String
        /// Who defines it: "gss" for the Bluetooth SIG (GATT Specification Supplement), otherwise the vendor
        /// ("nordic", "apple", "google", …). SIG member UUIDs (16-bit 0xFxxx allocated to a company) the database
        /// describes carry the company's source; the others have the source "member" and an empty identifier.
        public let source: String

        /// Whether the Bluetooth SIG defines the attribute (rather than a vendor).
        public var isSIG: Bool { source == "gss" }
    }

    // MARK: Attributes

    /// The service with this UUID: a 16-bit base-derived UUID is looked up in the 16-bit table, any other in the
    /// 128-bit vendor table.
    public static func service(_ uuid: BluetoothUUID) -> Attribute? {
        lookup(uuid, AssignedNumbers.services16, AssignedNumbers.services128) ?? member(uuid, .service)
    }

    /// The characteristic with this UUID.
    public static func characteristic(_ uuid: BluetoothUUID) -> Attribute? {
        lookup(uuid, AssignedNumbers.characteristics16, AssignedNumbers.characteristics128)
            ?? member(uuid, .characteristic)
    }

    /// The descriptor with this UUID.
    public static func descriptor(_ uuid: BluetoothUUID) -> Attribute? {
        lookup(uuid, AssignedNumbers.descriptors16, AssignedNumbers.descriptors128) ?? member(uuid, .descriptor)
    }

    /// The member company the Bluetooth SIG assigned this 16-bit UUID to: "Medtronic Inc." for 0xFE82. nil for other
    /// UUIDs (the list covers 0xFE1C–0xFEFF).
    public static func memberCompany(_ uuid: BluetoothUUID) -> String? {
        uuid.shortValue.flatMap { AssignedNumbers.members16.name($0) }
    }

    /// The GATT declaration types (Core 5.4 Vol 3 Part G §3, Assigned Numbers §3.5): Primary Service 0x2800,
    /// Secondary Service 0x2801, Include 0x2802, Characteristic 0x2803.
    public static func declaration(_ uuid: BluetoothUUID) -> Attribute? {
        let name: String, id: String
        switch uuid.shortValue {
        case 0x2800: (name, id) = ("Primary Service", "primary_service_declaration")
        case 0x2801: (name, id) = ("Secondary Service", "secondary_service_declaration")
        case 0x2802: (name, id) = ("Include", "include_declaration")
        case 0x2803: (name, id) = ("Characteristic", "characteristic_declaration")
        default: return nil
        }
        return Attribute(name: name, identifier: "org.bluetooth.attribute.gatt." + id, source: "gss")
    }

    /// An attribute type of unknown kind: services first, then characteristics, descriptors and the GATT
    /// declaration types. (One vendor UUID, Nordic's experimental buttonless DFU 8E400001-F315-4F60-9FB8-838830DAEA50,
    /// is both a service and a characteristic; this gives the service.)
    public static func attribute(_ uuid: BluetoothUUID) -> Attribute? {
        service(uuid) ?? characteristic(uuid) ?? descriptor(uuid) ?? declaration(uuid)
    }

    /// "Heart Rate" for 0x180D.
    /// "Heart Rate" for 0x180D; "Medtronic Inc. service" for the member UUID 0xFE82.
    public static func serviceName(_ uuid: BluetoothUUID) -> String? {
        name(uuid, AssignedNumbers.services16, AssignedNumbers.services128) ?? memberName(uuid, .service)
    }

    /// "Heart Rate Measurement" for 0x2A37; "Medtronic Inc. characteristic" for a member UUID.
    public static func characteristicName(_ uuid: BluetoothUUID) -> String? {
        name(uuid, AssignedNumbers.characteristics16, AssignedNumbers.characteristics128)
            ?? memberName(uuid, .characteristic)
    }

    /// "Client Characteristic Configuration" for 0x2902; "Medtronic Inc. descriptor" for a member UUID.
    public static func descriptorName(_ uuid: BluetoothUUID) -> String? {
        name(uuid, AssignedNumbers.descriptors16, AssignedNumbers.descriptors128) ?? memberName(uuid, .descriptor)
    }

    /// Any of the three, for an attribute type of unknown kind (services first, then characteristics, descriptors,
    /// and the GATT declaration types 0x2800 Primary Service, 0x2801 Secondary Service, 0x2802 Include,
    /// 0x2803 Characteristic).
    public static func attributeName(_ uuid: BluetoothUUID) -> String? {
        serviceName(uuid) ?? characteristicName(uuid) ?? descriptorName(uuid) ?? declarationName(uuid)
    }

    // MARK: Companies and appearance

    /// The company with this identifier (manufacturer-specific data, LMP/LL version information): "Nordic
    /// Semiconductor ASA" for 0x0059.
    public static func companyName(_ id: UInt16) -> String? {
        AssignedNumbers.companies.name(id)
    }

    /// A GAP appearance value (category in the upper 10 bits, subcategory in the lower 6): "Heart Rate Sensor" for
    /// 0x0340, "Heart Rate Sensor: Heart Rate Belt" for 0x0341. A subcategory the table does not list gives the
    /// category's name; an unknown category gives nil.
    public static func appearanceName(_ value: UInt16) -> String? {
        AssignedNumbers.appearances.name(value) ?? AssignedNumbers.appearances.name(value & ~0x3F)
    }

    // MARK: Lookup

    /// The kinds a member UUID is named as.
    private enum MemberKind: String {
        case service, characteristic, descriptor
    }

    /// "<company> service" (or characteristic, descriptor) for a SIG member UUID.
    private static func memberName(_ uuid: BluetoothUUID, _ kind: MemberKind) -> String? {
        memberCompany(uuid).map { $0 + " " + kind.rawValue }
    }

    private static func member(_ uuid: BluetoothUUID, _ kind: MemberKind) -> Attribute? {
        memberName(uuid, kind).map { Attribute(name: $0, identifier: "", source: "member") }
    }

    private static func declarationName(_ uuid: BluetoothUUID) -> String? {
        switch uuid.shortValue {
        case 0x2800: "Primary Service"
        case 0x2801: "Secondary Service"
        case 0x2802: "Include"
        case 0x2803: "Characteristic"
        default: nil
        }
    }

    private static func name(_ uuid: BluetoothUUID, _ short: AttributeTable<UInt16>,
                             _ long: AttributeTable<UInt128>) -> String? {
        if let v = uuid.shortValue { return short.name(v) }
        return long.name(uuid.value)
    }

    private static func lookup(_ uuid: BluetoothUUID, _ short: AttributeTable<UInt16>,
                               _ long: AttributeTable<UInt128>) -> Attribute? {
        if let v = uuid.shortValue { return short.attribute(v) }
        return long.attribute(uuid.value)
    }
}

/// Company or appearance names: lines "KEY NAME" (AssignedNumbers.swift).
struct NameTable<Key: FixedWidthInteger & Sendable>: Sendable {
    let table: TextTable<Key>

    init(_ text: StaticString) { table = TextTable(text, fields: 1) }

    var keys: [Key] { table.keys }

    func name(_ key: Key) -> String? {
        table.index(of: key).map { table.field($0, 0) }
    }
}

/// GATT attribute types: lines "KEY SOURCE IDENTIFIER NAME" (AssignedNumbers.swift).
struct AttributeTable<Key: FixedWidthInteger & Sendable>: Sendable {
    let table: TextTable<Key>

    init(_ text: StaticString) { table = TextTable(text, fields: 3) }

    var keys: [Key] { table.keys }

    func name(_ key: Key) -> String? {
        table.index(of: key).map { table.field($0, 2) }
    }

    func attribute(_ key: Key) -> Registry.Attribute? {
        guard let i = table.index(of: key) else { return nil }
        return Registry.Attribute(name: table.field(i, 2), identifier: table.field(i, 1), source: table.field(i, 0))
    }
}

/// A generated table kept as one static text, one entry a line: a key in hex (hyphens ignored, so a UUID may be
/// written in its canonical form), then `fields` fields separated by single spaces, the last taking the rest of the
/// line. Keys must ascend. The text is split once, on first use, into the keys and the byte offsets of the fields;
/// a field is read by copying its bytes out of the static text.
struct TextTable<Key: FixedWidthInteger & Sendable>: Sendable {
    let text: StaticString
    let fields: Int
    /// The keys, ascending.
    let keys: [Key]
    /// For entry `i`, `fields + 1` offsets from `i * (fields + 1)`: where each field starts, then the end of the
    /// line plus one (so field `f` is `offsets[f] ..< offsets[f + 1] - 1` for every field).
    private let offsets: [UInt32]

    init(_ text: StaticString, fields: Int) {
        precondition(fields >= 1)
        var keys: [Key] = []
        var offsets: [UInt32] = []
        do {
            let bytes = text.utf8Bytes
            let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n"), hyphen = UInt8(ascii: "-")
            let end = bytes.count
            var i = 0
            while i < end {
                var key: Key = 0
                var digits = 0
                while i < end, bytes[i] != space, bytes[i] != newline {
                    let c = bytes[i]
                    if c != hyphen {
                        let nibble: UInt8
                        switch c {
                        case UInt8(ascii: "0") ... UInt8(ascii: "9"): nibble = c &- UInt8(ascii: "0")
                        case UInt8(ascii: "A") ... UInt8(ascii: "F"): nibble = c &- UInt8(ascii: "A") &+ 10
                        case UInt8(ascii: "a") ... UInt8(ascii: "f"): nibble = c &- UInt8(ascii: "a") &+ 10
                        default: preconditionFailure("assigned-number table: bad key character at byte \(i)")
                        }
                        key = key << 4 | Key(nibble)
                        digits += 1
                    }
                    i += 1
                }
                precondition(digits == Key.bitWidth / 4, "assigned-number table: key of \(digits) digits at byte \(i)")
                precondition(keys.last.map { $0 < key } ?? true,
                             "assigned-number table: keys not ascending at byte \(i)")
                for f in 0 ..< fields {
                    precondition(i < end && bytes[i] == space, "assigned-number table: missing field at byte \(i)")
                    i += 1
                    offsets.append(UInt32(i))
                    let last = f == fields - 1
                    while i < end, bytes[i] != newline, last || bytes[i] != space { i += 1 }
                }
                offsets.append(UInt32(i + 1))
                keys.append(key)
                i += 1 // the line break
            }
        }
        self.text = text
        self.fields = fields
        self.keys = keys
        self.offsets = offsets
    }

    var count: Int { keys.count }

    /// The entry with `key`, by binary search.
    func index(of key: Key) -> Int? {
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// Field `f` of entry `i`, as a new String (one copy of its UTF-8 bytes).
    func field(_ i: Int, _ f: Int) -> String {
        let base = i * (fields + 1) + f
        let start = Int(offsets[base])
        let end = Int(offsets[base + 1]) - 1
        return text.string(utf8From: start, to: end)
    }
}
