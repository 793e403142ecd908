import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// How deep the pipeline decodes: HCI packets only, L2CAP PDUs, or ATT PDUs.
public enum DecodeDepth: String, Sendable, CaseIterable {
    case hci, l2cap, att
}

/// One ATT PDU, reassembled, with where it travelled.
///
/// A value, held by reference (as `DecodedProcedure`): copying one (into an event, out of an event's payload) retains
/// one storage instead of copying some 240 bytes and retaining each reference in them, and an event that carries one
/// is the size of its other payloads (146 bytes rather than 269). The pipeline writes a PDU's message into the
/// storage of the last one when nothing else holds it any more; a consumer that keeps a message keeps a value no
/// later PDU changes (setting a property of a shared one copies it first, as an array does).
public struct ATTMessage {
    @usableFromInline struct Fields {
        @usableFromInline var connection: ConnectionInfo
        @usableFromInline var direction: Direction
        @usableFromInline var cid: UInt16
        @usableFromInline var bearer: UInt16
        @usableFromInline var bytes: Bytes
        @usableFromInline var pdu: ATTPDU?
        @usableFromInline var parseError: ATTParseError?
        @usableFromInline var firstFrame: Int
        @usableFromInline var attribute: AttributeRef?
        @usableFromInline var decoded: DecodedValue?
        @usableFromInline var decodesLater: Bool = false
        @usableFromInline var derivedRates: DerivedRates = DerivedRates()
        @usableFromInline var originalLength: Int? = nil
        @usableFromInline var mtu: UInt16? = nil

        /// Every field written in place (`ATTMessage.replace`).
        @inline(__always) mutating func set(
            connection: ConnectionInfo, direction: Direction, cid: UInt16, bearer: UInt16, bytes: Bytes, pdu: ATTPDU?,
            parseError: ATTParseError?, firstFrame: Int, attribute: AttributeRef?, decoded: DecodedValue?,
            originalLength: Int?, mtu: UInt16?, decodesLater: Bool, derivedRates: DerivedRates
        ) {
            self.connection = connection
            self.direction = direction
            self.cid = cid
            self.bearer = bearer
            self.bytes = bytes
            self.pdu = pdu
            self.parseError = parseError
            self.firstFrame = firstFrame
            self.attribute = attribute
            self.decoded = decoded
            self.decodesLater = decodesLater
            self.derivedRates = derivedRates
            self.originalLength = originalLength
            self.mtu = mtu
        }
    }

    /// Exactly one element: an array is the safe copy-on-write box the standard library gives.
    @usableFromInline var storage: ContiguousArray<Fields>

    public init(
        connection: ConnectionInfo, direction: Direction, cid: UInt16, bearer: UInt16, bytes: Bytes, pdu: ATTPDU?,
        parseError: ATTParseError?, firstFrame: Int, attribute: AttributeRef?, decoded: DecodedValue?,
        originalLength: Int? = nil, mtu: UInt16? = nil
    ) {
        storage = [Fields(
            connection: connection, direction: direction, cid: cid, bearer: bearer, bytes: bytes, pdu: pdu,
            parseError: parseError, firstFrame: firstFrame, attribute: attribute, decoded: decoded,
            originalLength: originalLength, mtu: mtu)]
    }

    /// Makes `self` the message `init` would make with these values and the two that follow, in its own storage
    /// when nothing else holds it (otherwise the storage is copied first, and the holder keeps what it had).
    mutating func replace(
        connection: ConnectionInfo, direction: Direction, cid: UInt16, bearer: UInt16, bytes: Bytes, pdu: ATTPDU?,
        parseError: ATTParseError?, firstFrame: Int, attribute: AttributeRef?, decoded: DecodedValue?,
        originalLength: Int?, mtu: UInt16?, decodesLater: Bool, derivedRates: DerivedRates
    ) {
        // Field by field, in place: a whole new `Fields` assigned was built on the stack, copied in and the old one
        // destroyed through its value witness.
        storage[0].set(
            connection: connection, direction: direction, cid: cid, bearer: bearer, bytes: bytes, pdu: pdu,
            parseError: parseError, firstFrame: firstFrame, attribute: attribute, decoded: decoded,
            originalLength: originalLength, mtu: mtu, decodesLater: decodesLater, derivedRates: derivedRates)
    }

    /// Lets go of the PDU's bytes (a slice of the capture reader's buffer, which would otherwise have to be copied
    /// rather than refilled), for a message kept only for its storage.
    mutating func dropBytes() {
        storage[0].bytes = .empty
        storage[0].pdu = nil
    }

    public var connection: ConnectionInfo {
        @inlinable get { storage[0].connection }
        @inlinable set { storage[0].connection = newValue }
    }
    public var direction: Direction {
        @inlinable get { storage[0].direction }
        @inlinable set { storage[0].direction = newValue }
    }
    /// 0x0004 for the unenhanced bearer, the dynamic channel ID for EATT and BR/EDR channels.
    public var cid: UInt16 {
        @inlinable get { storage[0].cid }
        @inlinable set { storage[0].cid = newValue }
    }
    /// The same number for both directions of the bearer (see `L2CAPPDU.bearer`): requests and responses pair on it.
    public var bearer: UInt16 {
        @inlinable get { storage[0].bearer }
        @inlinable set { storage[0].bearer = newValue }
    }
    /// The whole PDU, opcode first.
    public var bytes: Bytes {
        @inlinable get { storage[0].bytes }
        @inlinable set { storage[0].bytes = newValue }
    }
    /// The parsed PDU; nil when it does not parse (see `parseError`).
    public var pdu: ATTPDU? {
        @inlinable get { storage[0].pdu }
        @inlinable set { storage[0].pdu = newValue }
    }
    public var parseError: ATTParseError? {
        @inlinable get { storage[0].parseError }
        @inlinable set { storage[0].parseError = newValue }
    }
    /// The frame of the PDU's first fragment.
    public var firstFrame: Int {
        @inlinable get { storage[0].firstFrame }
        @inlinable set { storage[0].firstFrame = newValue }
    }
    /// What the PDU touches in the connection's attribute table (for responses: the request's handle).
    public var attribute: AttributeRef? {
        @inlinable get { storage[0].attribute }
        @inlinable set { storage[0].attribute = newValue }
    }
    /// The value decoded, when the PDU carries a value hrsniff has a decoder for.
    public var decoded: DecodedValue? {
        @inlinable get { storage[0].decoded }
        @inlinable set { storage[0].decoded = newValue }
    }
    /// The consumer asked to write notified values itself (`Pipeline.EventDemand` without `.decodedValues`) and
    /// this value's characteristic writes its own fields: `decoded` is nil, and `Decoders.writeFields` writes the
    /// fields of `pdu`'s value, as `decoded` would give them.
    public var decodesLater: Bool {
        @inlinable get { storage[0].decodesLater }
        @inlinable set { storage[0].decodesLater = newValue }
    }
    /// With `decodesLater`: the speed and cadence the connection's decoders derived for this value (CSC and Cycling
    /// Power Measurements), written after its fields as `decoded` would give them.
    public var derivedRates: DerivedRates {
        @inlinable get { storage[0].derivedRates }
        @inlinable set { storage[0].derivedRates = newValue }
    }
    /// The PDU's length on the wire when the capture kept only `bytes` of it (a filtered snoop log, a btsnooz
    /// summary, a snap length); nil for a whole PDU. A cut PDU's value is not decoded.
    public var originalLength: Int? {
        @inlinable get { storage[0].originalLength }
        @inlinable set { storage[0].originalLength = newValue }
    }
    /// The ATT_MTU of the enhanced ATT bearer the PDU travelled on: the smaller of the MTUs the two ends of its
    /// L2CAP channel gave (Core Vol 3 Part G §5.3.1), at least 23. Nil on the unenhanced bearer, whose ATT_MTU
    /// Exchange MTU sets, and on ATT over BR/EDR.
    public var mtu: UInt16? {
        @inlinable get { storage[0].mtu }
        @inlinable set { storage[0].mtu = newValue }
    }

    public var opcode: ATTOpcode { ATTOpcode(rawValue: storage[0].bytes[checked: 0] ?? 0) }

    /// The PDU as GATT takes it.
    public var gattInput: GATTInput {
        let f = storage[0]
        return GATTInput(direction: f.direction, cid: f.cid, bearer: f.bearer, bytes: f.bytes, pdu: f.pdu,
                         originalLength: f.originalLength, mtu: f.mtu)
    }
}

/// Something the pipeline found in the capture. An event owns what it carries (its `Bytes` are owned slices, its
/// procedure and message are values), so a consumer may keep one beyond the call: the pipeline writes a later
/// procedure or message into the storage of an earlier one only when nothing else holds it any more.
public struct Event {
    /// The record (1-based) that completed what the event describes.
    public var frame: Int
    public var time: Timestamp
    public var adapter: UInt16
    public var payload: Payload

    public init(frame: Int, time: Timestamp, adapter: UInt16, payload: Payload) {
        (self.frame, self.time, self.adapter, self.payload) = (frame, time, adapter, payload)
    }

    /// The payloads that are large and rare (once per connection, or an air capture's packets) are boxed
    /// (`indirect`): an event is the size of its largest common payload (an HCI event's), and every event is
    /// built, moved and handed over at that size (104 bytes rather than 146).
    public enum Payload {
        /// A Linux monitor record about an adapter: New/Delete/Open/Close Index, Index Info.
        case adapter(AdapterRecord)
        /// A monitor System Note.
        case note(String)
        /// A monitor User Logging record.
        case log(priority: UInt8, identifier: String, message: String)
        /// A monitor record of another kind (vendor diagnostics, control channel), kept raw.
        case monitor(opcode: MonitorOpcode, body: Bytes)
        case command(HCICommand, direction: Direction, connection: ConnectionInfo?)
        /// Every HCI event. For connection lifecycle events `connection` is the connection after the event.
        case event(HCIEvent, direction: Direction, connection: ConnectionInfo?)
        /// A connection the capture did not see being made, found at its first ACL packet that carries something
        /// that parses (or at its Disconnection Complete).
        case connectionFound(ConnectionInfo)
        /// A connection attempt that ended without a connection (after the failed Connection Complete's `.event`).
        indirect case connectionAttempt(ConnectionAttempt)
        /// What the capture says about the captured device's own controller, when it learns something new.
        case localController(LocalController)
        /// An ACL packet on a handle a controller vendor uses for its own logs (not a connection).
        case controllerLog(ControllerLog)
        /// An HCI ACL packet (depth `hci` only).
        case acl(HCIACLHeader, data: Bytes, direction: Direction, connection: ConnectionInfo)
        /// An SCO or ISO packet, or a packet of an unknown type.
        case otherPacket(type: HCIPacketType, direction: Direction, body: Bytes)
        /// An L2CAP PDU that is not shown at a deeper layer (or every PDU at depth `l2cap`).
        case l2cap(L2CAPPDU, direction: Direction, connection: ConnectionInfo)
        /// Commands of an L2CAP signalling channel.
        case signalling(L2CAPSignalCommandResult, cid: UInt16, direction: Direction, connection: ConnectionInfo)
        /// A Security Manager PDU.
        case smp(Bytes, cid: UInt16, direction: Direction, connection: ConnectionInfo)
        case att(ATTMessage)
        /// A GATT procedure completed by the ATT PDU of this frame (depth `att` only). (A procedure is held by
        /// reference, one word: it needs no box of its own here.)
        case gatt(DecodedProcedure)
        /// Where the earliest GATT procedure of a connection that is not complete yet began (a request waiting for
        /// its response, a long read or prepared writes in progress), or nil when none is open any more. Sent when it
        /// changes, after the `.gatt` events of the PDU that changed it; nil also before `.connectionEnd`. A
        /// procedure's `.gatt` event comes when it completes but is stamped with its first frame: a consumer that
        /// tells procedures at their first frame, in time order, holds back what comes after `since` until then.
        case gattOpen(ConnectionInfo, since: (frame: Int, time: Timestamp)?)
        /// The attribute table of a connection when it closes (or at the end of the capture).
        indirect case gattTable(ConnectionInfo, AttributeDatabase)
        /// A connection that closed, or was still open at the end of the capture.
        indirect case connectionEnd(ConnectionInfo, GATTSummary)
        case diagnostic(Diagnostic)
        /// A link-layer packet of an air capture: advertising and control PDUs at every depth, every packet at
        /// depth `hci`.
        indirect case linkLayer(LinkLayerEvent)
    }
}

/// A Linux monitor record about an adapter (index).
public struct AdapterRecord: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case new = "new_index", delete = "delete_index", open = "open_index", close = "close_index"
        case info = "index_info"
    }

    public var kind: Kind
    public var address: BluetoothAddress?
    /// New Index: 0 primary, 1 AMP.
    public var controllerType: UInt8?
    /// New Index: the transport bus (1 USB, 3 UART, …).
    public var bus: UInt8?
    public var name: String?
    /// Index Info: the manufacturer (company identifier).
    public var manufacturer: UInt16?
}

/// What a pipeline that tracks origins (`Pipeline.origins`) says about the event it is emitting, for a consumer
/// that rewrites records from the parse (`convert --anonymize`). Kept apart from `Event`, so that events cost nothing
/// more for everyone else; read it during the event only.
public final class EventOrigins {
    /// Where the bytes of the L2CAP PDU the event is about are in the capture's records (the payload of `.l2cap`,
    /// `.smp`, `.signalling` and `.att`: `ATTMessage.bytes`); for a link-layer data packet that resends another,
    /// where the first copy's payload is. Bytes the event carries that are slices of the PDU come from the matching
    /// part of it (`ByteOrigin.of(_:in:)`).
    public internal(set) var origin: ByteOrigin?
    /// For `.att` events: every attribute value the PDU carries, with its attribute, as slices of `ATTMessage.bytes`.
    public internal(set) var values: [AttributeValue] = []

    public init() {}
}
