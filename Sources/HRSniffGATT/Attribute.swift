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
///
/// The fields are stored once and shared by every copy (copy on write), as `ConnectionInfo`'s are: a reference is
/// passed from GATT to the decoders, the event and the renderers of every PDU, and copying it is then one retain,
/// not some 160 bytes and the strings in them.
public struct AttributeRef: Sendable, Equatable {
    @usableFromInline struct Fields: Sendable, Equatable {
        @usableFromInline var handle: UInt16
        @usableFromInline var kind: AttributeKind
        @usableFromInline var uuid: BluetoothUUID?
        @usableFromInline var serviceUUID: BluetoothUUID?
        @usableFromInline var serviceHandle: UInt16?
        @usableFromInline var characteristicUUID: BluetoothUUID?
        @usableFromInline var characteristicValueHandle: UInt16?
        @usableFromInline var properties: CharacteristicProperties?
        @usableFromInline var source: GATTTableSource
        @usableFromInline var customName: String?
        @usableFromInline var ownerName: String?
    }

    /// Exactly one element: an array is the safe copy-on-write box the standard library gives (and its `==`
    /// answers at once for two copies of one reference).
    @usableFromInline var storage: ContiguousArray<Fields>

    /// The fields compared, as the synthesized `==` compares them, after an inline test of one reference
    /// (`sharesBuffer`): the renderers compare a kept reference with a procedure's for every line, and the
    /// synthesized `==`, as the arrays' own, was a call with a retain around it.
    @inlinable public static func == (a: AttributeRef, b: AttributeRef) -> Bool {
        a.storage.sharesBuffer(with: b.storage) || a.storage == b.storage
    }

    public init(
        handle: UInt16, kind: AttributeKind, uuid: BluetoothUUID? = nil, serviceUUID: BluetoothUUID? = nil,
        serviceHandle: UInt16? = nil, characteristicUUID: BluetoothUUID? = nil, characteristicValueHandle: UInt16? = nil,
        properties: CharacteristicProperties? = nil, source: GATTTableSource, customName: String? = nil,
        ownerName: String? = nil
    ) {
        storage = [Fields(
            handle: handle, kind: kind, uuid: uuid, serviceUUID: serviceUUID, serviceHandle: serviceHandle,
            characteristicUUID: characteristicUUID, characteristicValueHandle: characteristicValueHandle,
            properties: properties, source: source, customName: customName, ownerName: ownerName)]
    }

    public var handle: UInt16 {
        @inlinable get { storage[0].handle }
        @inlinable set { storage[0].handle = newValue }
    }
    public var kind: AttributeKind {
        @inlinable get { storage[0].kind }
        @inlinable set { storage[0].kind = newValue }
    }
    /// nil when the handle was never discovered.
    public var uuid: BluetoothUUID? {
        @inlinable get { storage[0].uuid }
        @inlinable set { storage[0].uuid = newValue }
    }
    public var serviceUUID: BluetoothUUID? {
        @inlinable get { storage[0].serviceUUID }
        @inlinable set { storage[0].serviceUUID = newValue }
    }
    public var serviceHandle: UInt16? {
        @inlinable get { storage[0].serviceHandle }
        @inlinable set { storage[0].serviceHandle = newValue }
    }
    /// For values and descriptors: the characteristic they belong to.
    public var characteristicUUID: BluetoothUUID? {
        @inlinable get { storage[0].characteristicUUID }
        @inlinable set { storage[0].characteristicUUID = newValue }
    }
    public var characteristicValueHandle: UInt16? {
        @inlinable get { storage[0].characteristicValueHandle }
        @inlinable set { storage[0].characteristicValueHandle = newValue }
    }
    public var properties: CharacteristicProperties? {
        @inlinable get { storage[0].properties }
        @inlinable set { storage[0].properties = newValue }
    }
    public var source: GATTTableSource {
        @inlinable get { storage[0].source }
        @inlinable set { storage[0].source = newValue }
    }
    /// A name from a user-defined decoder, for vendor characteristics.
    public var customName: String? {
        @inlinable get { storage[0].customName }
        @inlinable set { storage[0].customName = newValue }
    }
    /// For descriptors: the user-defined name of the characteristic they belong to.
    public var ownerName: String? {
        @inlinable get { storage[0].ownerName }
        @inlinable set { storage[0].ownerName = newValue }
    }

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
