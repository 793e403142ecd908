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
    /// 1-based, in the order connections appear in the capture.
    public var id: Int
    public var adapter: UInt16
    public var handle: UInt16
    public var startFrame: Int
    public var startTime: Timestamp
    public var peer: BluetoothAddress?
    /// nil for BR/EDR and when unknown.
    public var peerType: LEAddressType?
    /// The captured device's role.
    public var role: Role?
    /// nil when the capture does not say (it started mid-connection).
    public var isLE: Bool?
    /// Units of 1.25 ms.
    public var interval: UInt16?
    public var latency: UInt16?
    /// Units of 10 ms.
    public var supervisionTimeout: UInt16?
    /// True when the capture began after the connection was made: its first sign is an ACL packet.
    public var connectedBeforeCapture: Bool
    public var encrypted = false
    /// The peer controller's version, from Read Remote Version Information Complete.
    public var peerVersion: ControllerVersion?
    /// How the connection ended, once its Disconnection Complete came.
    public var disconnection: Disconnection?
    /// The peer's name from its advertising (Complete or Shortened Local Name), when the capture saw it.
    public var name: String?
    /// For connections of an air capture: the link layer's view (access address, parameters, packet counts).
    public var linkLayer: LinkLayerConnection?
    /// The pairing in this connection, once its Pairing Request and Response are in the capture.
    public var pairing: SMPPairingMethod?
    /// The frame of that pairing's Pairing Request.
    public var pairingRequestFrame: Int?
    /// Which keys the connection's last start of encryption can be using, as far as the capture proves (set when
    /// encryption starts: LL_START_ENC_REQ, Encryption Change).
    public var encryptionKeys: EncryptionKeys?

    public init(id: Int, adapter: UInt16, handle: UInt16, startFrame: Int, startTime: Timestamp,
                connectedBeforeCapture: Bool) {
        self.id = id
        self.adapter = adapter
        self.handle = handle
        self.startFrame = startFrame
        self.startTime = startTime
        self.connectedBeforeCapture = connectedBeforeCapture
    }

    /// Takes the parameters of a Connection Complete event.
    public mutating func apply(_ c: ConnectionComplete) {
        peer = c.peer
        peerType = c.peerType
        role = c.role
        isLE = c.isLE
        interval = c.interval
        latency = c.latency
        supervisionTimeout = c.supervisionTimeout
    }

    /// Interval in milliseconds (1.25 ms units).
    public var intervalMilliseconds: Double? { interval.map { Double($0) * 1.25 } }
    /// Supervision timeout in milliseconds (10 ms units).
    public var supervisionTimeoutMilliseconds: Int? { supervisionTimeout.map { Int($0) * 10 } }
}
