import HRSniffBytes
import HRSniffATT

/// One ATT PDU as GATT takes it: the PDU, the bearer it travelled on and in which direction. The frame and time
/// are given beside it (`GATTTracker.process`).
public struct GATTInput {
    public var direction: Direction
    /// `GATTInput.unenhancedBearer` for the unenhanced LE bearer, the dynamic channel ID for EATT and BR/EDR
    /// channels.
    public var cid: UInt16
    /// The CID of the ATT fixed channel on LE, the unenhanced bearer (Core Vol 3 Part A §2.1, Table 2.3). GATT
    /// sits above L2CAP and does not import it; L2CAP names the same channel `L2CAPChannelID.att`.
    public static let unenhancedBearer: UInt16 = 0x0004
    /// The same number for both directions of the bearer: requests and responses pair on it.
    public var bearer: UInt16
    /// The whole PDU, opcode first.
    public var bytes: Bytes
    /// The parsed PDU; nil when it does not parse.
    public var pdu: ATTPDU?
    /// The PDU's length on the wire when the capture kept only `bytes` of it; nil for a whole PDU.
    public var originalLength: Int?
    /// The ATT_MTU of the enhanced ATT bearer the PDU travelled on; nil on the unenhanced bearer and on ATT over
    /// BR/EDR.
    public var mtu: UInt16?

    public init(
        direction: Direction, cid: UInt16, bearer: UInt16, bytes: Bytes, pdu: ATTPDU?, originalLength: Int? = nil,
        mtu: UInt16? = nil
    ) {
        self.direction = direction
        self.cid = cid
        self.bearer = bearer
        self.bytes = bytes
        self.pdu = pdu
        self.originalLength = originalLength
        self.mtu = mtu
    }

    public var opcode: ATTOpcode { ATTOpcode(rawValue: bytes[checked: 0] ?? 0) }
}

/// What GATT needs to know of attribute types beyond the protocol's own declarations, from the layer that knows
/// them (Decoders: the assigned numbers and the user's decoders). GATT names nothing itself.
public protocol AttributeTypes: Sendable {
    /// The name a user gave the type (a vendor characteristic), if any.
    func customName(_ uuid: BluetoothUUID) -> String?
    /// Whether the type is a descriptor's (and not a characteristic's).
    func isDescriptor(_ uuid: BluetoothUUID) -> Bool
    /// The value length the specifications fix for the type, if they do (to split Read Multiple responses).
    func fixedLength(_ uuid: BluetoothUUID) -> Int?
    /// What the attribute is, for a sentence ("the value of Battery Level").
    func roleDescription(_ ref: AttributeRef) -> String
}
