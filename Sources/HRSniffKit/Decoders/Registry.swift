/// Names of Bluetooth assigned numbers: GATT services, characteristics and descriptors (SIG 16-bit UUIDs, SIG member
/// UUIDs allocated to companies, and well-known vendor 128-bit UUIDs), company identifiers and GAP appearance values.
///
/// The tables are generated into AssignedNumbers.swift by `scripts/gen_registry.py` from the Nordic Semiconductor
/// bluetooth-numbers-database (see docs/assigned-numbers.md). Lookups are binary searches over sorted arrays; a name
/// is made from a `StaticString` in the binary (one copy of its bytes, no formatting). Unknown numbers give nil.
public enum Registry {
    /// A GATT attribute type the registry knows.
    public struct Attribute: Sendable, Hashable {
        /// "Heart Rate Measurement".
        public let name: String
        /// "org.bluetooth.characteristic.heart_rate_measurement"; vendors use reverse-DNS names
        /// ("com.nordicsemi.service.uart").
        public let identifier: String
        /// Who defines it: "gss" for the Bluetooth SIG (GATT Specification Supplement), otherwise the vendor
        /// ("nordic", "apple", "google", …). SIG member UUIDs (16-bit 0xFxxx allocated to a company) carry the
        /// company's source.
        public let source: String

        /// Whether the Bluetooth SIG defines the attribute (rather than a vendor).
        public var isSIG: Bool { source == "gss" }
    }

    // MARK: Attributes

    /// The service with this UUID: a 16-bit base-derived UUID is looked up in the 16-bit table, any other in the
    /// 128-bit vendor table.
    public static func service(_ uuid: BluetoothUUID) -> Attribute? {
        lookup(uuid, AssignedNumbers.services16, AssignedNumbers.services128)
    }

    /// The characteristic with this UUID.
    public static func characteristic(_ uuid: BluetoothUUID) -> Attribute? {
        lookup(uuid, AssignedNumbers.characteristics16, AssignedNumbers.characteristics128)
    }

    /// The descriptor with this UUID.
    public static func descriptor(_ uuid: BluetoothUUID) -> Attribute? {
        lookup(uuid, AssignedNumbers.descriptors16, AssignedNumbers.descriptors128)
    }

    /// The GATT declaration types (Core 5.4 Vol 3 Part G §3, Assigned Numbers §3.5): Primary Service 0x2800,
    /// Secondary Service 0x2801, Include 0x2802, Characteristic 0x2803.
    public static func declaration(_ uuid: BluetoothUUID) -> Attribute? {
        guard let short = uuid.shortValue else { return nil }
        switch short {
        case 0x2800: return Attribute(name: "Primary Service",
                                      identifier: "org.bluetooth.attribute.gatt.primary_service_declaration", source: "gss")
        case 0x2801: return Attribute(name: "Secondary Service",
                                      identifier: "org.bluetooth.attribute.gatt.secondary_service_declaration", source: "gss")
        case 0x2802: return Attribute(name: "Include",
                                      identifier: "org.bluetooth.attribute.gatt.include_declaration", source: "gss")
        case 0x2803: return Attribute(name: "Characteristic",
                                      identifier: "org.bluetooth.attribute.gatt.characteristic_declaration", source: "gss")
        default: return nil
        }
    }

    /// An attribute type of unknown kind: services first, then characteristics, descriptors and the GATT
    /// declaration types. (One vendor UUID, Nordic's experimental buttonless DFU 8E400001-F315-4F60-9FB8-838830DAEA50,
    /// is both a service and a characteristic; this gives the service.)
    public static func attribute(_ uuid: BluetoothUUID) -> Attribute? {
        service(uuid) ?? characteristic(uuid) ?? descriptor(uuid) ?? declaration(uuid)
    }

    /// "Heart Rate" for 0x180D.
    public static func serviceName(_ uuid: BluetoothUUID) -> String? {
        name(uuid, AssignedNumbers.services16, AssignedNumbers.services128)
    }

    /// "Heart Rate Measurement" for 0x2A37.
    public static func characteristicName(_ uuid: BluetoothUUID) -> String? {
        name(uuid, AssignedNumbers.characteristics16, AssignedNumbers.characteristics128)
    }

    /// "Client Characteristic Configuration" for 0x2902.
    public static func descriptorName(_ uuid: BluetoothUUID) -> String? {
        name(uuid, AssignedNumbers.descriptors16, AssignedNumbers.descriptors128)
    }

    /// Any of the three, for an attribute type of unknown kind (services first, then characteristics, descriptors,
    /// and the GATT declaration types 0x2800 Primary Service, 0x2801 Secondary Service, 0x2802 Include,
    /// 0x2803 Characteristic).
    public static func attributeName(_ uuid: BluetoothUUID) -> String? {
        serviceName(uuid) ?? characteristicName(uuid) ?? descriptorName(uuid) ?? declaration(uuid)?.name
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

    private static func name(_ uuid: BluetoothUUID, _ short: AttributeTable<UInt16>,
                             _ long: AttributeTable<UInt128>) -> String? {
        if let v = uuid.shortValue {
            guard let i = short.index(of: v) else { return nil }
            return short.names[i].description
        }
        guard let i = long.index(of: uuid.value) else { return nil }
        return long.names[i].description
    }

    private static func lookup(_ uuid: BluetoothUUID, _ short: AttributeTable<UInt16>,
                               _ long: AttributeTable<UInt128>) -> Attribute? {
        if let v = uuid.shortValue { return short.attribute(v) }
        return long.attribute(uuid.value)
    }
}

/// Sorted keys and their names (AssignedNumbers.swift).
struct NameTable<Key: FixedWidthInteger & Sendable>: Sendable {
    let keys: [Key]
    let names: [StaticString]

    init(keys: [Key], names: [StaticString]) {
        precondition(keys.count == names.count, "assigned-number table with \(keys.count) keys, \(names.count) names")
        self.keys = keys
        self.names = names
    }

    func name(_ key: Key) -> String? {
        guard let i = binarySearch(keys, key) else { return nil }
        return names[i].description
    }
}

/// Sorted attribute UUIDs (16-bit short values or 128-bit values) with name, identifier and source index
/// (AssignedNumbers.swift).
struct AttributeTable<Key: FixedWidthInteger & Sendable>: Sendable {
    let keys: [Key]
    let names: [StaticString]
    let identifiers: [StaticString]
    let sources: [UInt8]

    init(keys: [Key], names: [StaticString], identifiers: [StaticString], sources: [UInt8]) {
        precondition(keys.count == names.count && keys.count == identifiers.count && keys.count == sources.count,
                     "assigned-number table with mismatched columns")
        self.keys = keys
        self.names = names
        self.identifiers = identifiers
        self.sources = sources
    }

    var count: Int { keys.count }

    func index(of key: Key) -> Int? { binarySearch(keys, key) }

    func attribute(_ key: Key) -> Registry.Attribute? {
        guard let i = index(of: key) else { return nil }
        return Registry.Attribute(name: names[i].description, identifier: identifiers[i].description,
                                  source: AssignedNumbers.sources[Int(sources[i])].description)
    }
}

/// The index of `key` in the ascending `keys`, or nil.
private func binarySearch<Key: Comparable>(_ keys: [Key], _ key: Key) -> Int? {
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
