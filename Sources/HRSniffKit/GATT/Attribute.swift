/// What an attribute is in the GATT hierarchy (Core Vol 3 Part G §3).
public enum AttributeKind: String, Sendable, Equatable {
    case primaryService = "primary_service"
    case secondaryService = "secondary_service"
    case include
    case characteristicDeclaration = "characteristic_declaration"
    case characteristicValue = "characteristic_value"
    case descriptor
    /// A handle the capture never saw discovered.
    case unknown

    /// The attribute type of a declaration (Core Vol 3 Part G §3.1–3.3.1): 0x2800, 0x2801, 0x2802, 0x2803.
    public var declarationType: BluetoothUUID? {
        switch self {
        case .primaryService: BluetoothUUID(uuid16: 0x2800)
        case .secondaryService: BluetoothUUID(uuid16: 0x2801)
        case .include: BluetoothUUID(uuid16: 0x2802)
        case .characteristicDeclaration: BluetoothUUID(uuid16: 0x2803)
        default: nil
        }
    }
}

/// Characteristic properties of a characteristic declaration (Core Vol 3 Part G §3.3.1.1).
public struct CharacteristicProperties: OptionSet, Sendable, Hashable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let broadcast = Self(rawValue: 0x01)
    public static let read = Self(rawValue: 0x02)
    public static let writeWithoutResponse = Self(rawValue: 0x04)
    public static let write = Self(rawValue: 0x08)
    public static let notify = Self(rawValue: 0x10)
    public static let indicate = Self(rawValue: 0x20)
    public static let authenticatedSignedWrites = Self(rawValue: 0x40)
    public static let extendedProperties = Self(rawValue: 0x80)

    /// JSON and text names, in bit order.
    public var names: [String] {
        let all: [(Self, String)] = [
            (.broadcast, "broadcast"), (.read, "read"), (.writeWithoutResponse, "write_without_response"),
            (.write, "write"), (.notify, "notify"), (.indicate, "indicate"),
            (.authenticatedSignedWrites, "authenticated_signed_writes"), (.extendedProperties, "extended_properties"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// A service learned from discovery.
public struct GATTService: Sendable, Equatable {
    public var handle: UInt16
    public var endHandle: UInt16
    public var uuid: BluetoothUUID
    public var isPrimary: Bool
}

/// A characteristic learned from its declaration.
public struct GATTCharacteristic: Sendable, Equatable {
    public var declarationHandle: UInt16
    public var valueHandle: UInt16
    public var uuid: BluetoothUUID
    public var properties: CharacteristicProperties
}

/// An include declaration.
public struct GATTInclude: Sendable, Equatable {
    public var handle: UInt16
    public var includedHandle: UInt16
    public var includedEndHandle: UInt16
    public var uuid: BluetoothUUID?
}

/// Where an attribute table came from.
public enum GATTTableSource: Sendable, Equatable {
    /// Discovery seen in this connection.
    case discovered
    /// Learned in an earlier connection to the same peer in the same capture.
    case earlierConnection(Int)
    /// Borrowed from another capture (`--gatt-from`).
    case otherCapture(String)
}

/// What a PDU touches, resolved against the connection's attribute table.
public struct AttributeRef: Sendable, Equatable {
    public var handle: UInt16
    public var kind: AttributeKind
    /// nil when the handle was never discovered.
    public var uuid: BluetoothUUID?
    public var serviceUUID: BluetoothUUID?
    public var serviceHandle: UInt16?
    /// For values and descriptors: the characteristic they belong to.
    public var characteristicUUID: BluetoothUUID?
    public var characteristicValueHandle: UInt16?
    public var properties: CharacteristicProperties?
    public var source: GATTTableSource
    /// A name from a user-defined decoder, for vendor characteristics.
    public var customName: String?
    /// For descriptors: the user-defined name of the characteristic they belong to.
    public var ownerName: String?

    public var isDiscovered: Bool { kind != .unknown }

    /// The registry name of the attribute's UUID (for an unknown handle: nil).
    public var name: String? {
        if let customName { return customName }
        guard let uuid else { return nil }
        switch kind {
        case .primaryService, .secondaryService: return Registry.serviceName(uuid)
        case .characteristicValue, .characteristicDeclaration: return Registry.characteristicName(uuid)
        case .descriptor: return Registry.descriptorName(uuid)
        case .include, .unknown: return Registry.attributeName(uuid)
        }
    }

    /// "Heart Rate Measurement" or the UUID when it has no name; "handle 0x0864 (not discovered)" when unknown.
    public var displayName: String {
        guard let uuid else { return "handle 0x\(hex4(handle)) (not discovered)" }
        return name ?? uuid.string
    }

    /// What the attribute is, for a sentence: "the Client Characteristic Configuration descriptor of Heart Rate
    /// Measurement", "the declaration of characteristic Heart Rate Measurement", "the declaration of service Heart
    /// Rate", "an include declaration", "the value of Heart Rate Measurement", "not discovered".
    public var roleDescription: String {
        func characteristicName() -> String {
            guard let c = characteristicUUID else { return "an unknown characteristic" }
            return (kind == .descriptor ? ownerName : customName) ?? Registry.characteristicName(c) ?? c.string
        }
        switch kind {
        case .primaryService, .secondaryService:
            return "the declaration of \(kind == .primaryService ? "primary" : "secondary") service \(displayName)"
        case .include: return "an include declaration"
        case .characteristicDeclaration: return "the declaration of characteristic \(characteristicName())"
        case .characteristicValue: return "the value of \(displayName)"
        case .descriptor:
            return "the \(displayName) descriptor" + (characteristicUUID == nil ? "" : " of \(characteristicName())")
        case .unknown: return "not discovered"
        }
    }

    /// For descriptors: "Client Characteristic Configuration of Heart Rate Measurement". For a declaration, what
    /// it is and its handle, since its value says what it declares: "characteristic declaration 0x0002",
    /// "primary service declaration 0x0001", "include declaration 0x0010".
    public var qualifiedName: String {
        if kind == .descriptor, let owner = characteristicUUID {
            return "\(displayName) of \(ownerName ?? Registry.characteristicName(owner) ?? owner.string)"
        }
        switch kind {
        case .primaryService: return "primary service declaration 0x\(hex4(handle))"
        case .secondaryService: return "secondary service declaration 0x\(hex4(handle))"
        case .include: return "include declaration 0x\(hex4(handle))"
        case .characteristicDeclaration: return "characteristic declaration 0x\(hex4(handle))"
        default: return displayName
        }
    }

    /// A service, include or characteristic declaration (Core Vol 3 Part G §3.1–3.3.1).
    public var isDeclaration: Bool { kind.declarationType != nil }
}

@inline(__always) func hex4(_ v: UInt16) -> String {
    let s = String(v, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
}
