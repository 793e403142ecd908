import HRSniffBytes
import HRSniffATT

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

    /// A service, include or characteristic declaration (Core Vol 3 Part G §3.1–3.3.1).
    public var isDeclaration: Bool { kind.declarationType != nil }
}

/// An attribute value as a PDU carries it (`GATTTracker.reportsValues`): the bytes are a slice of the PDU, so a
/// consumer that knows where the PDU came from knows where the value is.
public struct AttributeValue {
    public var attribute: AttributeRef
    public var bytes: Bytes
    /// Where the bytes are in the attribute's value: the offset of a Read Blob or a prepared write, 0 otherwise.
    public var offset: Int
    /// False when `bytes` holds more than this attribute's value: a Read Multiple Response whose values cannot be
    /// told apart carries them all, for each attribute asked for.
    public var whole: Bool
}

@inline(__always) package func hex4(_ v: UInt16) -> String {
    let s = String(v, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
}
