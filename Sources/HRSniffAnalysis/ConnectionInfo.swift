import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// What is known about one ACL connection. A connection is an (adapter, handle) from the frame it began in to
/// its Disconnection Complete; a handle reused afterwards is a new connection with a new `id`.
public struct ConnectionInfo: Sendable, Equatable {
    /// The fields, stored once and shared by every copy: an event carries its connection as one reference, and a
    /// copy is made only when a value that someone else still holds changes (copy on write).
    @usableFromInline struct Fields: Sendable, Equatable {
        @usableFromInline var id: Int
        @usableFromInline var adapter: UInt16
        @usableFromInline var handle: UInt16
        @usableFromInline var startFrame: Int
        @usableFromInline var startTime: Timestamp
        @usableFromInline var peer: BluetoothAddress? = nil
        @usableFromInline var peerType: LEAddressType? = nil
        @usableFromInline var role: Role? = nil
        @usableFromInline var isLE: Bool? = nil
        @usableFromInline var interval: UInt16? = nil
        @usableFromInline var latency: UInt16? = nil
        @usableFromInline var supervisionTimeout: UInt16? = nil
        @usableFromInline var connectedBeforeCapture: Bool
        @usableFromInline var encrypted: Bool = false
        @usableFromInline var peerVersion: ControllerVersion? = nil
        @usableFromInline var disconnection: Disconnection? = nil
        @usableFromInline var name: String? = nil
        @usableFromInline var linkLayer: LinkLayerConnection? = nil
        @usableFromInline var pairing: SMPPairingMethod? = nil
        @usableFromInline var pairingRequestFrame: Int? = nil
        @usableFromInline var encryptionKeys: EncryptionKeys? = nil
    }

    /// Exactly one element: an array is the safe copy-on-write box the standard library gives.
    @usableFromInline var storage: ContiguousArray<Fields>

    /// 1-based, in the order connections appear in the capture.
    public var id: Int {
        @inlinable get { storage[0].id }
        @inlinable set { storage[0].id = newValue }
    }
    public var adapter: UInt16 {
        @inlinable get { storage[0].adapter }
        @inlinable set { storage[0].adapter = newValue }
    }
    public var handle: UInt16 {
        @inlinable get { storage[0].handle }
        @inlinable set { storage[0].handle = newValue }
    }
    public var startFrame: Int {
        @inlinable get { storage[0].startFrame }
        @inlinable set { storage[0].startFrame = newValue }
    }
    public var startTime: Timestamp {
        @inlinable get { storage[0].startTime }
        @inlinable set { storage[0].startTime = newValue }
    }
    public var peer: BluetoothAddress? {
        @inlinable get { storage[0].peer }
        @inlinable set { storage[0].peer = newValue }
    }
    /// nil for BR/EDR and when unknown.
    public var peerType: LEAddressType? {
        @inlinable get { storage[0].peerType }
        @inlinable set { storage[0].peerType = newValue }
    }
    /// The captured device's role.
    public var role: Role? {
        @inlinable get { storage[0].role }
        @inlinable set { storage[0].role = newValue }
    }
    /// nil when the capture does not say (it started mid-connection).
    public var isLE: Bool? {
        @inlinable get { storage[0].isLE }
        @inlinable set { storage[0].isLE = newValue }
    }
    /// Units of 1.25 ms.
    public var interval: UInt16? {
        @inlinable get { storage[0].interval }
        @inlinable set { storage[0].interval = newValue }
    }
    public var latency: UInt16? {
        @inlinable get { storage[0].latency }
        @inlinable set { storage[0].latency = newValue }
    }
    /// Units of 10 ms.
    public var supervisionTimeout: UInt16? {
        @inlinable get { storage[0].supervisionTimeout }
        @inlinable set { storage[0].supervisionTimeout = newValue }
    }
    /// True when the capture began after the connection was made: its first sign is an ACL packet.
    public var connectedBeforeCapture: Bool {
        @inlinable get { storage[0].connectedBeforeCapture }
        @inlinable set { storage[0].connectedBeforeCapture = newValue }
    }
    public var encrypted: Bool {
        @inlinable get { storage[0].encrypted }
        @inlinable set { storage[0].encrypted = newValue }
    }
    /// The peer controller's version, from Read Remote Version Information Complete.
    public var peerVersion: ControllerVersion? {
        @inlinable get { storage[0].peerVersion }
        @inlinable set { storage[0].peerVersion = newValue }
    }
    /// How the connection ended, once its Disconnection Complete came.
    public var disconnection: Disconnection? {
        @inlinable get { storage[0].disconnection }
        @inlinable set { storage[0].disconnection = newValue }
    }
    /// The peer's name from its advertising (Complete or Shortened Local Name), when the capture saw it.
    public var name: String? {
        @inlinable get { storage[0].name }
        @inlinable set { storage[0].name = newValue }
    }
    /// For connections of an air capture: the link layer's view (access address, parameters, packet counts).
    public var linkLayer: LinkLayerConnection? {
        @inlinable get { storage[0].linkLayer }
        @inlinable set { storage[0].linkLayer = newValue }
    }
    /// Whether the connection is one of an air capture (`linkLayer` is set), read without copying the link
    /// layer's view: the renderers ask it for every line that names a direction.
    public var isAir: Bool {
        @inlinable get {
            switch storage[0].linkLayer {
            case .some: true
            case .none: false
            }
        }
    }
    /// The pairing in this connection, once its Pairing Request and Response are in the capture.
    public var pairing: SMPPairingMethod? {
        @inlinable get { storage[0].pairing }
        @inlinable set { storage[0].pairing = newValue }
    }
    /// The frame of that pairing's Pairing Request.
    public var pairingRequestFrame: Int? {
        @inlinable get { storage[0].pairingRequestFrame }
        @inlinable set { storage[0].pairingRequestFrame = newValue }
    }
    /// Which keys the connection's last start of encryption can be using, as far as the capture proves (set when
    /// encryption starts: LL_START_ENC_REQ, Encryption Change).
    public var encryptionKeys: EncryptionKeys? {
        @inlinable get { storage[0].encryptionKeys }
        @inlinable set { storage[0].encryptionKeys = newValue }
    }

    public init(id: Int, adapter: UInt16, handle: UInt16, startFrame: Int, startTime: Timestamp,
                connectedBeforeCapture: Bool) {
        storage = [Fields(id: id, adapter: adapter, handle: handle, startFrame: startFrame, startTime: startTime,
                          connectedBeforeCapture: connectedBeforeCapture)]
    }

    public static func == (a: ConnectionInfo, b: ConnectionInfo) -> Bool { a.storage == b.storage }

    /// Takes the parameters of a Connection Complete event.
    public mutating func apply(_ c: ConnectionComplete) {
        storage[0].peer = c.peer
        storage[0].peerType = c.peerType
        storage[0].role = c.role
        storage[0].isLE = c.isLE
        storage[0].interval = c.interval
        storage[0].latency = c.latency
        storage[0].supervisionTimeout = c.supervisionTimeout
    }

    /// Interval in milliseconds (1.25 ms units).
    public var intervalMilliseconds: Double? { interval.map { Double($0) * 1.25 } }
    /// Supervision timeout in milliseconds (10 ms units).
    public var supervisionTimeoutMilliseconds: Int? { supervisionTimeout.map { Int($0) * 10 } }
}
