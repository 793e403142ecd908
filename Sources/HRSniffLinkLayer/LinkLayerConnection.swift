import HRSniffBytes
import HRSniffCapture
import HRSniffHCI

/// What an air capture tells about a connection beyond `ConnectionInfo`: its link-layer parameters and what the
/// link layer did with its packets. In an air capture the central takes the place of the captured device: its
/// packets are `Direction.sent`, the peripheral's `Direction.received`.
public struct LinkLayerConnection: Sendable, Equatable {
    public var accessAddress: UInt32
    /// The initiator of the CONNECT_IND, when the capture saw it.
    public var central: BluetoothAddress?
    public var centralRandom: Bool?
    /// CRCInit from the CONNECT_IND, or learned from two packets that agree on it (`crcInitLearned`).
    public var crcInit: UInt32?
    public var crcInitLearned = false
    public var windowSize: UInt8?
    public var windowOffset: UInt16?
    public var hop: UInt8?
    public var channelMap: UInt64?
    public var sca: UInt8?
    public var channelSelection2: Bool?
    /// How the capture holds the payloads once the link is encrypted.
    public var encryption: Encryption = .none
    public var counts = Counts()

    public enum Encryption: String, Sendable {
        /// Not encrypted (as far as the capture shows).
        case none
        /// Encrypted: payloads are ciphertext hrsniff cannot read.
        case encrypted
        /// Encrypted on air; the sniffer decrypted the payloads: packets with a payload passed the MIC check
        /// (Nordic MIC OK, DLT 256 "decrypted"). Empty PDUs carry no MIC and prove nothing.
        case decryptedBySniffer = "decrypted_by_sniffer"
        /// Encrypted on air; a tool rewrote the capture with plaintext payloads and their MIC removed (crackle):
        /// the CRCs still cover the ciphertext.
        case decryptedInCapture = "decrypted_in_capture"
    }

    /// Packet counts of the connection's data channel.
    public struct Counts: Sendable, Equatable {
        /// Data channel packets of the connection, whatever became of them.
        public var packets = 0
        public var emptyPDUs = 0
        public var controlPDUs = 0
        /// Packets repeating the previous packet's sequence number and payload in their direction, dropped.
        public var retransmissions = 0
        /// Packets whose CRC failed (the sniffer's flag or hrsniff's computation), skipped.
        public var crcErrors = 0
        /// Packets whose CRC could not be checked (no CRCInit yet, or payloads rewritten after decryption).
        public var crcUnchecked = 0
        /// Encrypted packets hrsniff could not read, and their payload bytes (MIC included).
        public var encryptedPackets = 0
        public var encryptedBytes = 0
        /// Encrypted packets with a payload whose MIC the sniffer checked: it passed (the sniffer decrypted them)
        /// or failed (it could not). Empty PDUs carry no MIC and are in neither.
        public var micPassed = 0
        public var micFailures = 0
        /// Packets the capture does not hold that the other side acknowledged (Core Vol 6 Part B §4.5.9): at least
        /// this many were sent and missed by the sniffer.
        public var missedPackets = 0
        /// Packets that failed their CRC in the capture and that the other side acknowledged: delivered.
        public var damagedDelivered = 0
        /// Packets whose direction was inferred from timing (captures without a direction field).
        public var directionInferred = 0

        public init() {}
    }

    public init(accessAddress: UInt32) { self.accessAddress = accessAddress }

    /// The connection a CONNECT_IND opens (Core Vol 6 Part B §2.3.3.1), with its parameters.
    public init(_ request: LinkLayerConnectRequest) {
        accessAddress = request.accessAddress
        central = request.initiator
        centralRandom = request.initiatorRandom
        crcInit = request.crcInit
        windowSize = request.windowSize
        windowOffset = request.windowOffset
        hop = request.hop
        channelMap = request.channelMap
        sca = request.sca
        channelSelection2 = request.channelSelection2
    }

    /// "0x50654ab9".
    public var accessAddressText: String { Self.hex32(accessAddress) }

    /// "central" for `.sent`, "peripheral" for `.received`: in an air capture the central takes the place of the
    /// captured device.
    public static func sideName(_ d: Direction) -> String {
        switch d {
        case .sent: "central"
        case .received: "peripheral"
        case .unknown: "unknown side"
        }
    }

    public static func hex32(_ v: UInt32) -> String {
        let s = String(v, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - s.count)) + s
    }
}

/// Evidence that an air capture lost a packet of a connection: the sniffer missed it, received it damaged, or
/// could not decrypt it, while the link layer shows it was sent.
public struct SnifferLoss: Sendable, Equatable {
    /// The frame where the capture shows the loss.
    public var frame: Int
    /// Whose packet: `.sent` the central's, `.received` the peripheral's, `.unknown` either side's.
    public var side: Direction
    /// What the capture shows, in words ("no packet of connection event 22 is in the capture").
    public var evidence: String

    public init(frame: Int, side: Direction, evidence: String) {
        self.frame = frame
        self.side = side
        self.evidence = evidence
    }
}
