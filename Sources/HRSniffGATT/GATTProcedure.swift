import HRSniffBytes
import HRSniffATT

/// A GATT procedure that one or more ATT PDUs completed: what the client did, on which attributes. GATT decodes no
/// value: `decode` says which value a decoder should read, and the analysis attaches what it makes of it.
public struct GATTProcedure: Sendable {
    public enum Kind: Sendable {
        case mtuExchange(client: UInt16?, server: UInt16?, effective: UInt16)
        /// One step of discovery: `found` attributes of a kind in `range`; `within` is the service (for
        /// characteristics and includes) or the characteristic value (for descriptors) the range belongs to.
        case discovery(DiscoveryKind, range: ClosedRange<UInt16>, found: Int, within: AttributeRef?)
        /// A read of one attribute; `long` when Read Blob requests continued it.
        case read(AttributeRef, value: [UInt8], long: Bool)
        /// A Read Multiple or Read Multiple Variable: the values split per handle where possible.
        case readMultiple([(AttributeRef, [UInt8])], unsplit: [UInt8]?)
        /// A write (request, command, signed command, or a prepared write sequence executed).
        case write(AttributeRef, value: [UInt8], mode: WriteMode)
        /// A write of a Client Characteristic Configuration descriptor, as what it means.
        case subscription(AttributeRef, characteristic: AttributeRef?, notifications: Bool, indications: Bool)
        /// The notified value is a slice of the PDU's bytes, owned (`Bytes`): not copied per notification, and
        /// still valid when the procedure is kept.
        case notification(AttributeRef, value: Bytes)
        case indication(AttributeRef, value: Bytes)
        /// An Error Response to a request.
        case error(request: ATTOpcode, AttributeRef?, ATTErrorCode)
        /// A Service Changed indication invalidated this range.
        case serviceChanged(ClosedRange<UInt16>)
        /// A prepared-write queue cancelled by Execute Write with flags 0.
        case writeCancelled(count: Int)
    }

    public enum DiscoveryKind: String, Sendable {
        case primaryServices = "primary_services"
        case primaryServiceByUUID = "primary_service_by_uuid"
        case secondaryServices = "secondary_services"
        case includedServices = "included_services"
        case characteristics
        /// Find Information over the handles after a characteristic value: that characteristic's descriptors
        /// (Core Vol 3 Part G §4.7.1). `found` counts only its descriptors, not the declarations and values of the
        /// characteristics after it that the range may reach.
        case descriptors
        /// Find Information over a range that does not follow a known characteristic value (0x0001–0xFFFF, say):
        /// the handles and types of whatever attributes lie there.
        case information
    }

    /// What a request that searches a handle range asked for: Read By Type, Read By Group Type, Find By Type
    /// Value, Find Information.
    public struct Search: Sendable, Equatable {
        /// The Attribute Type of a Read By Type, Read By Group Type or Find By Type Value Request (nil for Find
        /// Information, which names none).
        public var type: BluetoothUUID?
        /// The Attribute Value a Find By Type Value Request looks for, as a UUID (the service of "Discover Primary
        /// Service by Service UUID", Core Vol 3 Part G §4.4.2).
        public var value: BluetoothUUID?
        public var range: ClosedRange<UInt16>

        public init(type: BluetoothUUID?, value: BluetoothUUID? = nil, range: ClosedRange<UInt16>) {
            self.type = type
            self.value = value
            self.range = range
        }
    }

    public enum WriteMode: String, Sendable {
        case request, command, signed, prepared
    }

    public var kind: Kind
    /// The connection it belongs to.
    public var connection: Int
    /// The frame of its first PDU (the request, or the notification itself).
    public var firstFrame: Int
    public var firstTime: Timestamp
    /// The frame that completed it.
    public var frame: Int
    public var time: Timestamp
    /// Who acted: the direction of the request (or of the notification / indication).
    public var direction: Direction
    /// Which value of the procedure to decode, and whether it was already decoded with the PDU that carried it.
    public var decode: Decode = .none
    /// The capture cut a PDU of this procedure short: its value is incomplete and not decoded.
    public var truncated = false
    /// For a procedure whose request searched a handle range (a discovery step, a read by type, their errors):
    /// what it asked for.
    public var search: Search?
    /// The request repeated the client's previous request unchanged after that one was answered: a search that
    /// makes no progress (a client stuck in a loop).
    public var repeated = false
    /// An air capture does not hold one PDU of the procedure, which the other side's behaviour shows was sent:
    /// the sniffer missed it (or could not read it). A procedure whose response is missing is told from its
    /// request, without a value or outcome.
    public var notCaptured: NotCaptured?

    public enum NotCaptured: String, Sendable {
        case request, response
    }

    /// Where the value to decode for a procedure is. Decoders may keep state per attribute (frames a user decoder
    /// assembles, cumulative counters), so each value is decoded once, in the order the PDUs carried them.
    public enum Decode: Sendable {
        /// Nothing to decode, or the capture cut the value short (its fields would be wrong).
        case none
        /// The value of the PDU that completed the procedure (`GATTTracker.Output.value`), decoded once for both.
        case pduValue
        /// The value of the write request sent in `frame`, decoded when it was sent (`GATTTracker.Output.value`
        /// of that PDU, with `valueIsRequest`).
        case requestValue(frame: Int)
        /// This value of this attribute.
        case value(AttributeRef, Bytes)
        /// A Read Multiple split per attribute: each value of the pairs, as when read alone.
        case eachPair
    }
}

extension GATTProcedure {
    /// Whether `opcode` is a request that searches a handle range: Find Information, Find By Type Value, Read By
    /// Type, Read By Group Type.
    public static func isSearch(_ opcode: ATTOpcode) -> Bool {
        opcode == .findInformationRequest || opcode == .findByTypeValueRequest || opcode == .readByTypeRequest
            || opcode == .readByGroupTypeRequest
    }
}
