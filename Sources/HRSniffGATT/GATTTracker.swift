import HRSniffBytes
import HRSniffATT

/// Follows the GATT conversation of one connection: pairs responses with requests per bearer, learns the
/// attribute table from discovery, reassembles long reads and prepared writes, and turns PDUs into procedures.
/// Either side may be a GATT client; requests are keyed by bearer (channel) and the direction they were sent in.
/// It decodes no value: it says which value of which attribute each PDU and procedure carries (`Output.value`,
/// `GATTProcedure.decode`), and the analysis decodes them.
public struct GATTTracker {
    /// ATT transaction timeout (Core Vol 3 Part F §3.3.3).
    public static let transactionTimeout: Int64 = 30_000_000
    /// The longest attribute value (Core Vol 3 Part F §3.2.9); long reads and prepared writes stop growing there.
    public static let maximumValueLength = 512
    static let maximumPreparedWrites = 64

    /// The two attribute tables of a connection: [0] the peer's GATT server, discovered by the captured device,
    /// and [1] the captured device's own server, discovered by the peer. Either side may be a client.
    public private(set) var databases: [AttributeDatabase] { didSet { learned = nil } }
    /// What the connection learned about attributes: the entries of both tables and the value lengths it keeps.
    /// (`mutating get`, as `openSince`: a tracker kept in a class is then read in place, not copied for the call.)
    /// Counted again only after one of them changed (`learned`): the pipeline asks after every ATT PDU, and most
    /// change nothing.
    public var learnedCount: Int {
        mutating get {
            if let learned { return learned }
            let count = databases[0].count + databases[1].count + knownLengths[0].count + knownLengths[1].count
                + (inherited[0]?.count ?? 0) + (inherited[1]?.count ?? 0)
            learned = count
            return count
        }
    }
    /// `learnedCount` since the tables, the inherited tables and the value lengths last changed (each change of
    /// them forgets it).
    private var learned: Int?

    /// Per table: the table of an earlier connection (or another capture) that a new discovery of this
    /// connection replaced. A handle this connection's discovery has not revealed is still named from it when it
    /// lies in a service this connection discovered with the same handles and UUID: the client (BlueZ with its
    /// cache, say) confirmed the services and kept its handles.
    private var inherited: [AttributeDatabase?] = [nil, nil] { didSet { learned = nil } }

    /// Both tables and the value lengths learn nothing more (the pipeline's budget for all connections is spent).
    public mutating func stopLearning() {
        tablesChanged &+= 1
        for i in databases.indices { databases[i].attributeLimit = min(databases[i].attributeLimit, databases[i].count) }
        lengthsFrozen = true
    }
    private var lengthsFrozen = false

    /// Which table the PDU being processed concerns.
    private var side = 0

    private var database: AttributeDatabase {
        get { databases[side] }
        _modify {
            tablesChanged &+= 1
            yield &databases[side]
        }
    }
    /// Counts the changes that may have been made to the tables (every mutating access), so that what was
    /// looked up in them can be reused until the next.
    private var tablesChanged = 0

    /// The peer's attribute table (the usual case: a phone discovering a sensor).
    public var peerDatabase: AttributeDatabase {
        get { databases[0] }
        set { databases[0] = newValue; tablesChanged &+= 1 }
    }

    /// The captured device's own attribute table, as the peer discovered it.
    public var localDatabase: AttributeDatabase { databases[1] }

    /// The table index for a client sending in `direction`.
    static func side(client direction: Direction) -> Int { direction == .received ? 1 : 0 }
    public private(set) var clientMTU: UInt16?
    public private(set) var serverMTU: UInt16?
    /// Whether an Exchange MTU Request and its Response were both captured on the unenhanced bearer: only then is
    /// `effectiveMTU` known from the capture.
    public var mtuExchanged: Bool { clientMTU != nil && serverMTU != nil }
    /// The longest ATT PDU seen on the unenhanced LE bearer (CID 0x0004), in bytes: a PDU of n bytes proves an
    /// ATT_MTU of at least n (Core Vol 3 Part F §3.2.8), whatever the capture shows of the exchange.
    public private(set) var longestPDU = 0
    /// Whether the connection carried any ATT PDU, on any bearer: without one, the capture says nothing of ATT_MTU.
    public private(set) var carriedATT = false
    /// Whether a PDU longer than the exchanged ATT_MTU was reported (once per connection).
    private var reportedLongPDU = false
    /// The ATT_MTU in force on the unenhanced bearer: 23 until an exchange.
    public var effectiveMTU: UInt16 {
        guard let c = clientMTU, let s = serverMTU else { return 23 }
        return max(23, min(c, s))
    }
    /// The ATT_MTU of the enhanced bearer the PDU being processed travelled on (`GATTInput.mtu`); nil on the
    /// unenhanced bearer.
    private var bearerMTU: UInt16?
    /// The ATT_MTU in force on the bearer of the PDU being processed.
    private var attMTU: Int { Int(bearerMTU ?? effectiveMTU) }

    public let connection: Int
    /// What the layer above knows of attribute types: the names users gave them, which are descriptors, fixed value
    /// lengths. Without it, nothing is named and Read Multiple responses split only by the lengths seen.
    public var types: (any AttributeTypes)? {
        didSet { tablesChanged &+= 1 }
    }
    /// Report notifications and indications as procedures (`analyze`); `dump` only needs the annotation.
    public var notificationProcedures = true
    /// True once this connection discovered anything itself.
    public private(set) var discoveredHere = false
    /// The PDU being processed (or the request it answers) was cut short by the capture: values are not decoded
    /// and procedures are marked truncated.
    private var cut = false

    struct Outstanding {
        var cid: UInt16
        var direction: Direction
        var opcode: ATTOpcode
        var frame: Int
        var time: Timestamp
        var handle: UInt16?
        var offset: UInt16 = 0
        var range: ClosedRange<UInt16>?
        /// The Attribute Type a search request names.
        var type: BluetoothUUID?
        /// The Attribute Value a Find By Type Value Request looks for, as a UUID.
        var valueUUID: BluetoothUUID?
        /// The request repeats the previous search of its client unchanged after that one was answered.
        var repeated = false
        var value: [UInt8] = []
        var handles: [UInt16] = []
        var executeFlags: UInt8 = 0
        /// The capture cut the request short.
        var truncated = false
        /// An Exchange MTU Request's Client Rx MTU.
        var clientMTU: UInt16?
        /// Air captures: the first evidence after the request that the capture lost a packet of the server.
        var serverLoss: PacketLoss?
    }

    private var outstanding: [Outstanding] = []

    /// The last search request (Read By Type, Read By Group Type, Find Information, Find By Type Value) of each
    /// client, per bearer and direction, to tell a search repeated unchanged after its answer (bounded).
    struct LastSearch {
        var cid: UInt16
        var direction: Direction
        var opcode: ATTOpcode
        var range: ClosedRange<UInt16>
        var type: BluetoothUUID?
        var valueUUID: BluetoothUUID?
        /// The frame of the first request of a run of identical ones.
        var firstFrame: Int
        /// A response (or Attribute Not Found) answered the last one.
        var answered = false
        /// Repeats in the current run.
        var repeats = 0
    }

    private var lastSearches: [LastSearch] = []
    static let maximumLastSearches = 16
    /// Per requester side (0 sent, 1 received): the frame of its last request, or of the last response it got.
    private var lastExchange = [0, 0]
    /// Air captures: the latest evidence that the sniffer lost packets of the connection (at most
    /// `maximumLosses`, the oldest forgotten first), for a response whose request the capture lost; a request keeps
    /// the first evidence after it (`Outstanding.serverLoss`).
    private var losses: [PacketLoss] = []
    static let maximumLosses = 8
    /// Indications waiting for their confirmation, per bearer and direction.
    private var pendingIndications: [Outstanding] = []

    struct LongRead {
        var cid: UInt16
        var direction: Direction
        var handle: UInt16
        var value: [UInt8]
        var firstFrame: Int
        var firstTime: Timestamp
        var lastFrame: Int
        var lastTime: Timestamp
        var long: Bool
        var truncated = false
    }

    /// Long reads in progress, at most one per bearer and direction: EATT bearers run transactions in parallel.
    private var longReads: [LongRead] = []

    struct PreparedWrite {
        var handle: UInt16
        var offset: UInt16
        var value: [UInt8]
        var frame: Int
        var time: Timestamp
        var truncated = false
    }

    private var prepared: [Direction: [PreparedWrite]] = [:]
    /// Value lengths seen per handle, to split Read Multiple responses; per table, since a handle means something
    /// only on its own server.
    private var knownLengths: [[UInt16: Int]] = [[:], [:]] {
        didSet {
            learned = nil
            lastLength = nil
        }
    }
    /// The entry of `knownLengths` that `remember` found or wrote last (forgotten whenever the table changes): a
    /// device's values come in runs on one handle, and hashing a handle costs more than the rest of the step.
    private var lastLength: (side: Int, handle: UInt16, length: Int)?
    /// Whether a primary service discovery from handle 0x0001 was seen, per table.
    private var fullDiscovery = [false, false]

    public init(connection: Int) {
        self.connection = connection
        var local = AttributeDatabase()
        local.serverIsCapturedDevice = true
        databases = [AttributeDatabase(), local]
    }

    /// Output of one PDU: what it touches, the value it carries, and the procedures and diagnostics it completes.
    public struct Output {
        public var attribute: AttributeRef?
        /// The value the PDU carries for `attribute`, to decode; nil when it carries none to decode or the capture
        /// cut it short.
        public var value: Bytes?
        /// `value` is a notification's: a decoder may derive rates from it and the ones before it.
        public var valueIsNotification = false
        /// `value` is a write request's: its procedure (`.requestValue`) comes with the response.
        public var valueIsRequest = false
        /// How many of `procedures` come before `value` in decoding order (the ones the PDU completed before its
        /// own value was read).
        public var proceduresBeforeValue = 0
        public var procedures: [GATTProcedure] = []
        public var diagnostics: [Diagnostic] = []
        /// Every attribute value the PDU carries, with the attribute it is a value of (only when `reportsValues`).
        public var values: [AttributeValue] = []

        public init() {}

        /// Empties the output for the next PDU, keeping its arrays' storage.
        mutating func reset() {
            attribute = nil
            value = nil
            valueIsNotification = false
            valueIsRequest = false
            proceduresBeforeValue = 0
            if !procedures.isEmpty { procedures.removeAll(keepingCapacity: true) }
            if !diagnostics.isEmpty { diagnostics.removeAll(keepingCapacity: true) }
            if !values.isEmpty { values.removeAll(keepingCapacity: true) }
        }

        /// Sets the PDU's value, after the procedures so far.
        mutating func carry(_ value: Bytes) {
            self.value = value
            proceduresBeforeValue = procedures.count
        }
    }

    /// Storage for the next `Output.procedures`, which the consumer gives back emptied (`recycle`): a PDU's output
    /// then allocates no array.
    private var spareProcedures: [GATTProcedure] = []

    /// Gives back the storage of an output's `procedures` once they were taken out, for the next output.
    public mutating func recycle(_ procedures: inout [GATTProcedure]) {
        guard procedures.capacity > spareProcedures.capacity else { return }
        procedures.removeAll(keepingCapacity: true)
        swap(&procedures, &spareProcedures)
    }

    /// Whether `process` lists the values a PDU carries (`Output.values`): for consumers that work on the bytes of
    /// values (`convert --anonymize`). Off, nothing is built.
    public var reportsValues = false

    private func report(_ ref: AttributeRef, _ value: Bytes, offset: Int = 0, whole: Bool = true, into out: inout Output) {
        if reportsValues { out.values.append(AttributeValue(attribute: ref, bytes: value, offset: offset, whole: whole)) }
    }

    static func opposite(_ d: Direction) -> Direction {
        switch d {
        case .sent: .received
        case .received: .sent
        case .unknown: .unknown
        }
    }

    // MARK: Packets the capture lost

    /// Air captures: the link layer found that the sniffer lost a packet of `side` (`.unknown`: of either side) in
    /// `frame`, as `evidence` says. A response that answers no request, or a request sent while another is
    /// outstanding, is then the sniffer's loss and not the devices' fault.
    public mutating func snifferLost(frame: Int, side: Direction, evidence: String) {
        let loss = PacketLoss(frame: frame, side: side, evidence: evidence)
        if losses.count >= Self.maximumLosses { losses.removeFirst() }
        losses.append(loss)
        for i in outstanding.indices where outstanding[i].serverLoss == nil
            && (loss.side == .unknown || loss.side == Self.opposite(outstanding[i].direction)) {
            outstanding[i].serverLoss = loss
        }
    }

    /// The latest loss of a packet of `side` (or of either side) shown after `frame`.
    private func loss(of side: Direction, after frame: Int) -> PacketLoss? {
        losses.last { ($0.side == side || $0.side == .unknown) && $0.frame > frame }
    }

    private static func exchangeIndex(_ requester: Direction) -> Int { requester == .received ? 1 : 0 }

    /// Tells the procedure of `request`, whose response the capture does not hold, from the request alone.
    private mutating func responseNotCaptured(_ request: Outstanding, frame: Int, time: Timestamp, into out: inout Output) {
        let before = out.procedures.count
        let first = (request.frame, request.time)
        let requester = request.direction
        side = Self.side(client: requester)
        switch request.opcode {
        case .readByGroupTypeRequest, .readByTypeRequest, .findInformationRequest, .findByTypeValueRequest:
            let kind: GATTProcedure.DiscoveryKind?
            switch (request.opcode, request.type?.shortValue) {
            case (.readByGroupTypeRequest, 0x2800): kind = .primaryServices
            case (.readByGroupTypeRequest, 0x2801): kind = .secondaryServices
            case (.findByTypeValueRequest, _): kind = .primaryServiceByUUID
            case (.readByTypeRequest, 0x2803): kind = .characteristics
            case (.readByTypeRequest, 0x2802): kind = .includedServices
            case (.findInformationRequest, _):
                kind = request.range.flatMap { within(.descriptors, $0) } != nil ? .descriptors : .information
            default: kind = nil
            }
            if let kind, let range = request.range {
                out.procedures.append(procedure(.discovery(kind, range: range, found: 0, within: within(kind, range)),
                                                answering: request, frame: request.frame, time: request.time))
            }
        case .readRequest, .readBlobRequest:
            if let h = request.handle {
                // Resolved first, as in `quietNotificationProcedure`: not inside the arguments of `procedure`.
                let ref = resolve(h)
                out.procedures.append(procedure(.read(ref, value: [], long: request.opcode == .readBlobRequest),
                                                first: first, frame: request.frame, time: request.time, direction: requester))
            }
        case .writeRequest:
            if let h = request.handle {
                writeDone(resolve(h), value: request.value, mode: .request, decode: .requestValue(frame: request.frame),
                          first: first, frame: request.frame, time: request.time, direction: requester, into: &out)
            }
        case .exchangeMTURequest:
            out.procedures.append(procedure(
                .mtuExchange(client: request.clientMTU, server: nil, effective: bearerMTU ?? effectiveMTU), first: first,
                frame: request.frame, time: request.time, direction: requester))
        default:
            break
        }
        for i in before ..< out.procedures.count { out.procedures[i].notCaptured = .response }
    }

    // MARK: Processing

    public mutating func process(_ message: GATTInput, frame: Int, time: Timestamp) -> Output {
        var out = Output()
        // The storage of an earlier output's procedures, when the consumer gave it back (`recycle`).
        swap(&out.procedures, &spareProcedures)
        process(message, frame: frame, time: time, into: &out)
        return out
    }

    /// `process` writing into `out`, which the caller lends from PDU to PDU: emptied first (its arrays keep their
    /// storage), so that a PDU's output is neither allocated nor copied in and out.
    public mutating func process(_ message: GATTInput, frame: Int, time: Timestamp, into out: inout Output) {
        out.reset()
        carriedATT = true
        cut = false
        expire(before: time, frame: frame, into: &out)
        cut = message.originalLength != nil
        bearerMTU = message.mtu
        defer {
            cut = false
            bearerMTU = nil
        }
        if message.cid == GATTInput.unenhancedBearer, !message.bytes.isEmpty {
            checkLength(message.originalLength ?? message.bytes.count, opcode: message.opcode, frame: frame, into: &out)
        }
        guard let pdu = message.pdu else {
            if cut { opcodeOnly(message, frame: frame, time: time, into: &out) }
            return
        }
        let direction = message.direction
        let cid = message.bearer
        let fromClient: Bool
        switch pdu.opcode.kind {
        case .request?, .command?, .confirmation?: fromClient = true
        default: fromClient = pdu.opcode == .writeCommand || pdu.opcode == .signedWriteCommand
        }
        side = Self.side(client: fromClient ? direction : Self.opposite(direction))
        switch pdu {
        case .handleValueNotification, .handleValueIndication, .multipleHandleValueNotification,
             .writeCommand, .signedWriteCommand, .handleValueConfirmation:
            serverInitiated(pdu, message, frame: frame, time: time, into: &out)
        default:
            guard let kind = pdu.opcode.kind else { return }
            switch kind {
            case .request:
                request(pdu, cid: cid, direction: direction, frame: frame, time: time, into: &out)
            case .response:
                response(pdu, cid: cid, direction: direction, frame: frame, time: time, into: &out)
            default:
                break
            }
        }
    }

    /// A PDU of `length` bytes on the unenhanced LE bearer: the longest so far proves a lower bound of ATT_MTU, and
    /// one longer than the exchanged ATT_MTU breaks Core Vol 3 Part F §3.2.8 (said once per connection).
    private mutating func checkLength(_ length: Int, opcode: ATTOpcode, frame: Int, into out: inout Output) {
        if length > longestPDU { longestPDU = length }
        guard mtuExchanged, length > Int(effectiveMTU), !reportedLongPDU else { return }
        reportedLongPDU = true
        out.diagnostics.append(Diagnostic(
            frame: frame, .warning, .att, "att_pdu_exceeds_mtu",
            "connection \(connection): \(opcode.name) of \(length) bytes is longer than the ATT_MTU of \(effectiveMTU) "
                + "exchanged in this connection (Core Vol 3 Part F §3.2.8; said once)"))
    }

    /// For the pipeline's fold of a notification of `length` bytes on the unenhanced bearer: accounts for its length
    /// as `process` does and returns true, or returns false when `process` would report it (then it must go through
    /// `process`).
    public mutating func foldLength(_ length: Int) -> Bool {
        carriedATT = true
        if mtuExchanged, length > Int(effectiveMTU), !reportedLongPDU { return false }
        if length > longestPDU { longestPDU = length }
        return true
    }

    /// Where the earliest GATT procedure of the connection that is not complete yet began: an unanswered request,
    /// a long read that Read Blob Requests may still continue, prepared writes not executed yet. Its `.gatt` event
    /// will carry this frame as `firstFrame`. Nil when none is open.
    public var openSince: (frame: Int, time: Timestamp)? {
        mutating get {
            var earliest: (frame: Int, time: Timestamp)?
            func consider(_ frame: Int, _ time: Timestamp) {
                if earliest.map({ frame < $0.frame }) ?? true { earliest = (frame, time) }
            }
            for o in outstanding { consider(o.frame, o.time) }
            for r in longReads { consider(r.firstFrame, r.firstTime) }
            for queue in prepared.values { if let p = queue.first { consider(p.frame, p.time) } }
            return earliest
        }
    }

    /// The handles last looked up by `quietNotification`: the characteristic value's handle and type when it is one
    /// with a known type, nil when it is not.
    private var quietLookups = RecentLookups<QuietValue?>()

    /// A characteristic value a notification resolves to for `quietNotification`: its handle and its type, plain
    /// values, so that a notification that finds it retains and releases nothing.
    public struct QuietValue: Sendable, Equatable {
        public var handle: UInt16
        public var uuid: BluetoothUUID
    }

    /// The characteristic value a notification of `handle` sent in `direction` resolves to, when for `process` it
    /// would be nothing but a value of that attribute: no request is waiting (none can time out) and the handle is a
    /// discovered characteristic value of a known type, named by its table alone. Found again without the table
    /// for the notifications of the handle until the tables change; nil otherwise.
    public mutating func quietNotification(handle: UInt16, direction: Direction) -> QuietValue? {
        quietValue(handle: handle, tableSide: Self.side(client: Self.opposite(direction)))
    }

    /// The characteristic value a Write Command of `handle` sent in `direction` (by the client) writes, when for
    /// `process` it would be nothing but a write of that value: as `quietNotification` finds one, in the table of
    /// the server written to, and with no values reported (`reportsValues`). A characteristic value is never a
    /// Client Characteristic Configuration descriptor, whose writes subscribe.
    public mutating func quietWrite(handle: UInt16, direction: Direction) -> QuietValue? {
        guard !reportsValues else { return nil }
        return quietValue(handle: handle, tableSide: Self.side(client: direction))
    }

    /// `quietNotification` and `quietWrite` of `handle` in the table `tableSide`. Inlined: a call more per
    /// notification cost 1 % of `analyze --summary` on heart rate.
    @inline(__always)
    private mutating func quietValue(handle: UInt16, tableSide: Int) -> QuietValue? {
        guard outstanding.isEmpty else { return nil }
        if let known = quietLookups.find(side: tableSide, handle: handle, stamp: tablesChanged) { return known }
        let ref = databases[tableSide].lookup(handle)
        var value: QuietValue?
        if ref.kind == .characteristicValue, let uuid = ref.uuid { value = QuietValue(handle: ref.handle, uuid: uuid) }
        quietLookups.keep(value, side: tableSide, handle: handle)
        return value
    }

    /// The attribute `process` resolves for a whole notification of `handle`, sent in `direction`, that
    /// `quietNotification` found quiet (in the table of the notifying server), as its output's `attribute`.
    public mutating func quietNotificationAttribute(handle: UInt16, direction: Direction) -> AttributeRef {
        side = Self.side(client: Self.opposite(direction))
        return resolve(handle)
    }

    /// The procedure `process` makes of a whole notification of `handle`, sent in `direction`, that
    /// `quietNotification` found quiet: its attribute resolved and named as `process` resolves it (the table of
    /// the notifying server), its value left to the decoders (`Decode.pduValue`). For a pipeline that folded the
    /// notification without `process` and tells it all the same; nothing else of the tracker changes.
    public mutating func quietNotificationProcedure(
        handle: UInt16, value: Bytes, direction: Direction, frame: Int, time: Timestamp
    ) -> GATTProcedure {
        // Resolved first: resolving inside the call's arguments would copy the whole tracker to lend it to
        // `procedure` while `resolve` changes it.
        let ref = quietNotificationAttribute(handle: handle, direction: direction)
        return procedure(.notification(ref, value: value), first: (frame, time), frame: frame, time: time,
                         direction: direction, decode: .pduValue)
    }

    /// The procedure `process` makes of a whole Write Command of `handle`, sent in `direction`, that `quietWrite`
    /// found quiet: its attribute resolved as `process` resolves it, its length remembered, its value left to the
    /// decoders (`Decode.pduValue`). For a pipeline that folded the write without `process` and tells it all the
    /// same; nothing else of the tracker changes.
    /// `storage`: an array the value is copied into (its storage kept when nothing else holds it), left empty.
    public mutating func quietWriteProcedure(
        handle: UInt16, value: Bytes, direction: Direction, frame: Int, time: Timestamp,
        storage: inout [UInt8]
    ) -> GATTProcedure {
        side = Self.side(client: direction)
        let ref = resolve(handle)
        remember(ref.handle, length: value.count)
        value.copy(into: &storage)
        var copied: [UInt8] = []
        swap(&copied, &storage)
        return procedure(.write(ref, value: copied, mode: .command), first: (frame, time), frame: frame,
                         time: time, direction: direction, decode: .pduValue)
    }

    /// Ends the connection: requests never answered and reads in progress. `atCaptureEnd`: the connection is still
    /// open where the capture ends, so a request sent less than the ATT transaction timeout (30 s) before it may
    /// have been answered after it: that is told as a note, not as a request never answered.
    public mutating func close(frame: Int, time: Timestamp, atCaptureEnd: Bool = false) -> Output {
        tablesChanged &+= 1
        var out = Output()
        cut = false
        while !longReads.isEmpty { finishLongRead(at: 0, into: &out) }
        for o in outstanding {
            if let loss = o.serverLoss {
                out.diagnostics.append(Diagnostic(
                    frame: o.frame, .note, .gatt, "att_response_not_captured",
                    "connection \(connection): \(o.opcode.name) in frame \(o.frame) has no response in the capture, "
                        + "which lost packets of the server after it (\(loss.evidence))"))
                responseNotCaptured(o, frame: frame, time: time, into: &out)
            } else if atCaptureEnd && time.microseconds(since: o.time) <= Self.transactionTimeout {
                out.diagnostics.append(Diagnostic(
                    frame: o.frame, .note, .gatt, "att_request_at_capture_end",
                    "connection \(connection): the capture ends \(Self.milliseconds(time.microseconds(since: o.time))) "
                        + "after the \(o.opcode.name) of frame \(o.frame), with no response to it captured"))
            } else {
                out.diagnostics.append(Diagnostic(
                    frame: o.frame, .warning, .gatt, "att_request_unanswered",
                    "connection \(connection): \(o.opcode.name) in frame \(o.frame) was never answered"))
            }
        }
        outstanding.removeAll()
        return out
    }

    /// "0 ms", "12 ms", "1.5 s".
    static func milliseconds(_ microseconds: Int64) -> String {
        let ms = max(0, microseconds) / 1000
        return ms < 1000 ? "\(ms) ms" : "\(Double(ms / 100) / 10) s"
    }

    private mutating func expire(before time: Timestamp, frame: Int, into out: inout Output) {
        guard !outstanding.isEmpty else { return }
        let connection = connection
        outstanding.removeAll { o in
            guard time.microseconds(since: o.time) > Self.transactionTimeout else { return false }
            out.diagnostics.append(Diagnostic(
                frame: frame, .warning, .gatt, "att_transaction_timeout",
                "connection \(connection): \(o.opcode.name) in frame \(o.frame) had no response within 30 s "
                    + "(ATT transaction timeout)"))
            return true
        }
    }

    private func procedure(_ kind: GATTProcedure.Kind, first: (Int, Timestamp), frame: Int, time: Timestamp,
                           direction: Direction, decode: GATTProcedure.Decode = .none) -> GATTProcedure {
        GATTProcedure(kind: kind, connection: connection, firstFrame: first.0, firstTime: first.1, frame: frame,
                      time: time, direction: direction, decode: cut ? .none : decode, truncated: cut)
    }

    /// A procedure completed by the response to the search `request`, with what it searched for.
    private func procedure(_ kind: GATTProcedure.Kind, answering request: Outstanding, frame: Int, time: Timestamp,
                           decode: GATTProcedure.Decode = .none) -> GATTProcedure {
        var p = procedure(kind, first: (request.frame, request.time), frame: frame, time: time,
                          direction: request.direction, decode: decode)
        if let range = request.range {
            p.search = GATTProcedure.Search(type: request.type, value: request.valueUUID, range: range)
        }
        p.repeated = request.repeated
        return p
    }

    /// Notes a discovery request of a client, and marks it repeated when it repeats the client's previous request
    /// on the bearer unchanged after that one was answered (warned once per run of repeats): each step of a
    /// discovery starts after what the last one found (Core Vol 3 Part G §4.4–4.7), so the same request again
    /// finds nothing new.
    private mutating func noteSearch(_ o: inout Outstanding, into out: inout Output) {
        guard let range = o.range else { return }
        let index = lastSearches.firstIndex { $0.cid == o.cid && $0.direction == o.direction }
        if let index {
            let last = lastSearches[index]
            if last.answered, last.opcode == o.opcode, last.range == range, last.type == o.type,
               last.valueUUID == o.valueUUID {
                o.repeated = true
                lastSearches[index].repeats += 1
                lastSearches[index].answered = false
                if last.repeats == 0 {
                    out.diagnostics.append(Diagnostic(
                        frame: o.frame, .warning, .gatt, "gatt_search_repeated",
                        "connection \(connection): the \(o.opcode.name) of frame \(o.frame) repeats, unchanged, the one of "
                            + "frame \(last.firstFrame) after its answer (handles 0x\(hex4(range.lowerBound))–"
                            + "0x\(hex4(range.upperBound))\(o.type.map { ", type \($0.string)" } ?? "")): the search makes no "
                            + "progress (said once for the run of repeats)"))
                }
                return
            }
            lastSearches[index] = LastSearch(cid: o.cid, direction: o.direction, opcode: o.opcode, range: range,
                                             type: o.type, valueUUID: o.valueUUID, firstFrame: o.frame)
            return
        }
        if lastSearches.count >= Self.maximumLastSearches { lastSearches.removeFirst() }
        lastSearches.append(LastSearch(cid: o.cid, direction: o.direction, opcode: o.opcode, range: range, type: o.type,
                                       valueUUID: o.valueUUID, firstFrame: o.frame))
    }

    /// The search `request` was answered (a response, or Attribute Not Found).
    private mutating func searchAnswered(_ request: Outstanding) {
        guard request.range != nil,
              let index = lastSearches.firstIndex(where: { $0.cid == request.cid && $0.direction == request.direction })
        else { return }
        lastSearches[index].answered = true
    }

    /// Other requests of the client on the bearer end a run of repeated searches.
    private mutating func forgetSearch(cid: UInt16, direction: Direction) {
        lastSearches.removeAll { $0.cid == cid && $0.direction == direction }
    }

    /// The service a characteristic or include discovery ranges over, or the characteristic value before a
    /// descriptor discovery range.
    private func within(_ kind: GATTProcedure.DiscoveryKind, _ range: ClosedRange<UInt16>) -> AttributeRef? {
        switch kind {
        case .characteristics, .includedServices:
            // A service's characteristics or includes only when the range lies within it: a search up to 0xFFFF
            // from the first handle is a search of the whole database, not of the service that holds its start.
            guard let s = database.service(containing: range.lowerBound), range.upperBound <= s.endHandle else { return nil }
            return uncachedResolve(s.handle)
        case .descriptors:
            guard range.lowerBound > 0 else { return nil }
            let ref = uncachedResolve(range.lowerBound - 1)
            return ref.kind == .characteristicValue ? ref : database.characteristic(owning: range.lowerBound).map {
                uncachedResolve($0.valueHandle)
            }
        default:
            return nil
        }
    }

    /// The attribute at `handle` in the table of `side` (0: the peer's, 1: the captured device's own), with the
    /// names user decoders give.
    public func lookup(_ handle: UInt16, side: Int) -> AttributeRef {
        named(confirmedLookup(handle, side: side == 1 ? 1 : 0))
    }

    /// `handle` in the table of `side`, or, when that table does not know it, in the table it replaced
    /// (`inherited`), if this connection discovered the service holding it with the same handle range and UUID.
    private func confirmedLookup(_ handle: UInt16, side: Int) -> AttributeRef {
        let ref = databases[side].lookup(handle)
        guard !ref.isDiscovered, let old = inherited[side], let service = databases[side].service(containing: handle),
              old.services[service.handle] == service
        else { return ref }
        let earlier = old.lookup(handle)
        return earlier.isDiscovered ? earlier : ref
    }

    /// The attribute at `h` in the current table, with the names user decoders give. The last few resolved are
    /// kept until the tables or the attribute types change (`tablesChanged`): the notifications of a connection
    /// take turns among a few handles, and then resolving is a comparison, not the lookups of a table and the names.
    private mutating func resolve(_ h: UInt16) -> AttributeRef {
        if let ref = resolved.find(side: side, handle: h, stamp: tablesChanged) { return ref }
        let ref = named(confirmedLookup(h, side: side))
        resolved.keep(ref, side: side, handle: h)
        return ref
    }
    /// `resolve` for a caller that cannot keep what it resolved.
    private func uncachedResolve(_ h: UInt16) -> AttributeRef {
        named(confirmedLookup(h, side: side))
    }
    private var resolved = RecentLookups<AttributeRef>()

    /// `ref` with the names users gave its type and, for a descriptor, its characteristic's (`types`).
    private func named(_ ref: AttributeRef) -> AttributeRef {
        guard let types else { return ref }
        var ref = ref
        if let uuid = ref.uuid { ref.customName = types.customName(uuid) }
        if let owner = ref.characteristicUUID, ref.kind == .descriptor { ref.ownerName = types.customName(owner) }
        return ref
    }

    private mutating func remember(_ handle: UInt16, length: Int) {
        if let last = lastLength, last.handle == handle, last.side == side, last.length == length { return }
        let known = knownLengths[side][handle]
        // A value as long as the last one of the handle (a sensor's commands, written again and again) changes
        // nothing: the table is neither written nor its count made again (`learnedCount`).
        if known == length {
            lastLength = (side, handle, length)
            return
        }
        if known != nil || (!lengthsFrozen && knownLengths[side].count < AttributeDatabase.maximumAttributes) {
            knownLengths[side][handle] = length
            lastLength = (side, handle, length)
        }
    }

    // MARK: Requests

    private mutating func request(
        _ pdu: ATTPDU, cid: UInt16, direction: Direction, frame: Int, time: Timestamp, into out: inout Output
    ) {
        if let index = longReads.firstIndex(where: { $0.cid == cid && $0.direction == direction }) {
            var continues = false
            if case .readBlobRequest(let h, _) = pdu, h == longReads[index].handle { continues = true }
            if !continues { finishLongRead(at: index, into: &out) }
        }
        var pending: Outstanding?
        var index = 0
        while index < outstanding.count {
            let old = outstanding[index]
            guard old.cid == cid, old.direction == direction else {
                index += 1
                continue
            }
            if let loss = old.serverLoss {
                // A client sends no other request until the response arrived (Core Vol 3 Part F §3.3.2): this one
                // shows the response came, and the capture lost it.
                outstanding.remove(at: index)
                out.diagnostics.append(Diagnostic(
                    frame: frame, .note, .gatt, "att_response_not_captured",
                    "connection \(connection): the response to \(old.opcode.name) in frame \(old.frame) is not in the "
                        + "capture: the sniffer lost it (\(loss.evidence)); the next request, in frame \(frame), shows "
                        + "that it came"))
                responseNotCaptured(old, frame: frame, time: time, into: &out)
                side = Self.side(client: direction)
            } else {
                pending = old
                index += 1
            }
        }
        if let old = pending {
            // The client breaks the sequential protocol (Core Vol 3 Part F §3.3.2). The earlier request stays
            // outstanding: the server may still answer it, before this one (see `answered`).
            out.diagnostics.append(Diagnostic(
                frame: frame, .warning, .gatt, "att_request_while_pending",
                "connection \(connection): \(pdu.opcode.name) sent while \(old.opcode.name) from frame \(old.frame) "
                    + "is unanswered (one request at a time per bearer)"))
            let waiting = outstanding.filter { $0.cid == cid && $0.direction == direction }
            if waiting.count >= Self.maximumPending, let oldest = waiting.first,
               let at = outstanding.firstIndex(where: { $0.cid == cid && $0.direction == direction }) {
                // Bounded: the oldest of too many unanswered requests is given up.
                outstanding.remove(at: at)
                out.diagnostics.append(Diagnostic(
                    frame: oldest.frame, .warning, .gatt, "att_request_unanswered",
                    "connection \(connection): \(oldest.opcode.name) in frame \(oldest.frame) was never answered before "
                        + "\(Self.maximumPending) later requests"))
            }
        }
        lastExchange[Self.exchangeIndex(direction)] = frame
        var o = Outstanding(cid: cid, direction: direction, opcode: pdu.opcode, frame: frame, time: time)
        o.truncated = cut
        switch pdu {
        case .exchangeMTURequest(let mtu):
            o.clientMTU = mtu
            if bearerMTU == nil {
                clientMTU = mtu
            } else {
                // The L2CAP channel sets an enhanced bearer's ATT_MTU; the exchange changes nothing.
                out.diagnostics.append(Diagnostic(
                    frame: frame, .warning, .gatt, "att_exchange_mtu_on_eatt",
                    "connection \(connection): Exchange MTU Request on an enhanced ATT bearer (channel 0x"
                        + String(cid, radix: 16) + "), where only the unenhanced bearer may exchange MTU (Core Vol 3 "
                        + "Part G §4.3.1); ATT_MTU stays \(attMTU)"))
            }
        case .readRequest(let h):
            o.handle = h
        case .readBlobRequest(let h, let offset):
            o.handle = h
            o.offset = offset
        case .writeRequest(let h, let value):
            o.handle = h
            o.value = Array(value.prefix(Self.maximumValueLength).array)
        case .prepareWriteRequest(let h, let offset, let value):
            o.handle = h
            o.offset = offset
            o.value = value.array
        case .executeWriteRequest(let flags):
            o.executeFlags = flags.rawValue
        case .readMultipleRequest(let handles), .readMultipleVariableRequest(let handles):
            o.handles = Array(handles.prefix(64))
        case .readByGroupTypeRequest(let q), .readByTypeRequest(let q):
            o.range = q.range.start <= q.range.end ? q.range.start ... q.range.end : q.range.start ... q.range.start
            o.type = q.type
        case .findInformationRequest(let r):
            o.range = r.start <= r.end ? r.start ... r.end : r.start ... r.start
        case .findByTypeValueRequest(let r):
            o.range = r.range.start <= r.range.end ? r.range.start ... r.range.end : r.range.start ... r.range.start
            o.type = BluetoothUUID(uuid16: r.attributeType)
            o.valueUUID = BluetoothUUID(littleEndian: r.value)
        default:
            break
        }
        // Discovery searches loop until the end of their range; a read by type is a read, repeated at will.
        if o.range != nil, o.opcode != .readByTypeRequest || o.type.map(Self.isDeclarationType) == true {
            noteSearch(&o, into: &out)
        } else {
            forgetSearch(cid: cid, direction: direction)
        }
        if let h = o.handle { out.attribute = resolve(h) }
        if reportsValues, let ref = out.attribute {
            switch pdu {
            case .writeRequest(_, let value): report(ref, value, into: &out)
            case .prepareWriteRequest(_, let offset, let value): report(ref, value, offset: Int(offset), into: &out)
            default: break
            }
        }
        if case .writeRequest(_, let value) = pdu, out.attribute != nil, !cut {
            out.carry(value)
            out.valueIsRequest = true
        }
        outstanding.append(o)
    }

    // MARK: Responses

    /// At most this many requests of one client wait on one bearer (a client that breaks the sequential protocol,
    /// Core Vol 3 Part F §3.3.2).
    static let maximumPending = 8

    /// The outstanding request a response of `requester`'s bearer answers. Responses name no request: a server
    /// answers the requests of a bearer one at a time, in the order they came (§3.3.2), so a response answers the
    /// oldest request it can answer: the first whose response opcode it has (for an Error Response, the first
    /// of the Request Opcode In Error), else the oldest, which it then does not match. With one request
    /// outstanding, as the protocol has it, that is the one.
    private func answered(_ pdu: ATTPDU, cid: UInt16, requester: Direction) -> Int? {
        let mine = outstanding.indices.filter { outstanding[$0].cid == cid && outstanding[$0].direction == requester }
        guard mine.count > 1 else { return mine.first }
        let fits = mine.first { i in
            if case .errorResponse(let e) = pdu { return outstanding[i].opcode == e.requestOpcode }
            return outstanding[i].opcode.responseOpcode == pdu.opcode
        }
        return fits ?? mine.first
    }

    private mutating func response(
        _ pdu: ATTPDU, cid: UInt16, direction: Direction, frame: Int, time: Timestamp, into out: inout Output
    ) {
        let requester = Self.opposite(direction)
        guard let index = answered(pdu, cid: cid, requester: requester) else {
            if let loss = loss(of: requester, after: lastExchange[Self.exchangeIndex(requester)]) {
                var asked = "a request"
                if case .errorResponse(let e) = pdu { asked = "a " + e.requestOpcode.name }
                out.diagnostics.append(Diagnostic(
                    frame: frame, .note, .gatt, "att_request_not_captured",
                    "connection \(connection): \(pdu.opcode.name) in frame \(frame) answers \(asked) that is not in "
                        + "the capture: the sniffer lost it (\(loss.evidence))"))
                lastExchange[Self.exchangeIndex(requester)] = frame
                if case .errorResponse(let e) = pdu, !(e.errorCode == .attributeNotFound && [
                    ATTOpcode.readByGroupTypeRequest, .readByTypeRequest, .findInformationRequest, .findByTypeValueRequest,
                ].contains(e.requestOpcode)) {
                    // The error names the request and its handle: the procedure stays in the story. (Attribute Not
                    // Found ends a discovery loop; without its request there is no step to tell.)
                    var request = Outstanding(cid: cid, direction: requester, opcode: e.requestOpcode, frame: frame, time: time)
                    if e.handle != 0 { request.handle = e.handle }
                    let before = out.procedures.count
                    errorResponse(e, request: request, frame: frame, time: time, into: &out)
                    for i in before ..< out.procedures.count { out.procedures[i].notCaptured = .request }
                }
            } else {
                out.diagnostics.append(Diagnostic(
                    frame: frame, .warning, .gatt, "att_response_without_request",
                    "connection \(connection): \(pdu.opcode.name) answers no outstanding request"))
            }
            return
        }
        let request = outstanding.remove(at: index)
        lastExchange[Self.exchangeIndex(requester)] = frame
        // A response to a request the capture cut tells about a value it does not have whole.
        if request.truncated { cut = true }
        let isError: Bool
        if case .errorResponse = pdu { isError = true } else { isError = false }
        if !isError, request.opcode.responseOpcode != pdu.opcode {
            out.diagnostics.append(Diagnostic(
                frame: frame, .warning, .gatt, "att_response_mismatch",
                "connection \(connection): \(pdu.opcode.name) answers \(request.opcode.name) from frame \(request.frame)"))
            return
        }
        let first = (request.frame, request.time)
        if !isError { searchAnswered(request) }
        switch pdu {
        case .errorResponse(let e):
            if e.errorCode == .attributeNotFound { searchAnswered(request) }
            errorResponse(e, request: request, frame: frame, time: time, into: &out)
        case .exchangeMTUResponse(let mtu):
            if let bearerMTU {
                out.procedures.append(procedure(
                    .mtuExchange(client: request.clientMTU, server: mtu, effective: bearerMTU), first: first,
                    frame: frame, time: time, direction: requester))
                break
            }
            // The exchange this response completes is its request's (another request may have followed it).
            if let client = request.clientMTU { clientMTU = client }
            serverMTU = mtu
            out.procedures.append(procedure(
                .mtuExchange(client: clientMTU, server: mtu, effective: effectiveMTU), first: first, frame: frame,
                time: time, direction: requester))
        case .readByGroupTypeResponse(let r):
            // Only the service declarations group attributes (Core Vol 3 Part G §2.5.3): 0x2800 and 0x2801.
            let groupType = request.type?.shortValue
            guard groupType == 0x2800 || groupType == 0x2801 else {
                out.diagnostics.append(Diagnostic(
                    frame: frame, .warning, .gatt, "gatt_unknown_group_type",
                    "connection \(connection): a Read By Group Type Response answers a request for the group type "
                        + "\(request.type?.string ?? "?"), which GATT does not define (only 0x2800 and 0x2801 group, Core "
                        + "Vol 3 Part G §2.5.3); nothing is learned from it"))
                break
            }
            let primary = groupType == 0x2800
            if primary, request.range?.lowerBound == 1, !database.isEmpty,
               database.source != .discovered || fullDiscovery[side] {
                // A new discovery from the first handle: the client rebuilds its view, and so does hrsniff.
                if database.source == .discovered {
                    out.diagnostics.append(Diagnostic(
                        frame: frame, .note, .gatt, "gatt_discovery_repeated",
                        "connection \(connection): service discovery starts again (request in frame \(request.frame)); "
                            + "the attribute table is rebuilt"))
                }
                if database.source != .discovered { inherited[side] = database }
                database.reset()
                knownLengths[side] = [:]
            }
            discoveredHere = true
            if primary, request.range?.lowerBound == 1 { fullDiscovery[side] = true }
            var found = 0
            checkInRange(r.attributeData.map(\.handle), request, frame: frame, into: &out)
            for element in r.attributeData {
                guard let uuid = BluetoothUUID(littleEndian: element.value) else {
                    out.diagnostics.append(Diagnostic(
                        frame: frame, .warning, .gatt, "gatt_bad_service_uuid",
                        "a service at 0x\(hex4(element.handle)) has a \(element.value.count)-byte UUID"))
                    continue
                }
                found += 1
                let service = GATTService(handle: element.handle, endHandle: element.endGroupHandle, uuid: uuid, isPrimary: primary)
                if let problem = database.addService(service) {
                    out.diagnostics.append(Diagnostic(frame: frame, .warning, .gatt, "gatt_inconsistent", problem))
                }
            }
            if let range = request.range {
                let kind: GATTProcedure.DiscoveryKind = primary ? .primaryServices : .secondaryServices
                out.procedures.append(procedure(.discovery(kind, range: range, found: found, within: nil),
                                                answering: request, frame: frame, time: time))
            }
        case .findByTypeValueResponse(let list):
            discoveredHere = true
            var found = 0
            let groupType = request.type?.shortValue
            checkInRange(list.map(\.foundHandle), request, frame: frame, into: &out)
            for element in list {
                found += 1
                guard let uuid = request.valueUUID, groupType == 0x2800 || groupType == 0x2801 else { continue }
                let service = GATTService(handle: element.foundHandle, endHandle: element.groupEndHandle, uuid: uuid,
                                          isPrimary: groupType == 0x2800)
                if let problem = database.addService(service) {
                    out.diagnostics.append(Diagnostic(frame: frame, .warning, .gatt, "gatt_inconsistent", problem))
                }
            }
            if let range = request.range {
                out.procedures.append(procedure(.discovery(.primaryServiceByUUID, range: range, found: found, within: nil),
                                                answering: request, frame: frame, time: time))
            }
        case .readByTypeResponse(let r):
            readByType(r, request: request, frame: frame, time: time, into: &out)
        case .findInformationResponse(let r):
            findInformation(r, request: request, frame: frame, time: time, into: &out)
        case .readResponse(let value):
            guard let h = request.handle else { break }
            if database.declarationHandles.contains(h), database.characteristics[h] == nil,
               let props = value[checked: 0], let valueHandle = value.u16le(at: 1),
               let uuid = BluetoothUUID(littleEndian: value.suffix(from: 3)) {
                // A read of a characteristic declaration found by Find Information.
                let c = GATTCharacteristic(declarationHandle: h, valueHandle: valueHandle, uuid: uuid,
                                           properties: CharacteristicProperties(rawValue: props))
                if let problem = database.addCharacteristic(c) {
                    out.diagnostics.append(Diagnostic(frame: frame, .warning, .gatt, "gatt_inconsistent", problem))
                }
            } else if let known = database.characteristics[h], let props = value[checked: 0],
                      let valueHandle = value.u16le(at: 1), let uuid = BluetoothUUID(littleEndian: value.suffix(from: 3)),
                      known.valueHandle != valueHandle || known.uuid != uuid || known.properties.rawValue != props {
                // A characteristic declaration is fixed while the server's handles are (Core Vol 3 Part G §3.3.1,
                // §7): a read that gives another value than discovery did is the server's inconsistency. The table
                // keeps what discovery found.
                out.diagnostics.append(Diagnostic(
                    frame: frame, .warning, .gatt, "gatt_declaration_changed",
                    "connection \(connection): the characteristic declaration 0x\(hex4(h)) read here gives value handle "
                        + "0x\(hex4(valueHandle)), UUID \(uuid.string), properties 0x\(hex2(props)); discovery gave 0x"
                        + "\(hex4(known.valueHandle)), \(known.uuid.string), 0x\(hex2(known.properties.rawValue)); the "
                        + "table keeps what discovery found"))
            }
            let ref = resolve(h)
            out.attribute = ref
            report(ref, value, into: &out)
            if !cut { out.carry(value) }
            let bytes = value.array
            if !cut, bytes.count >= attMTU - 1 && attMTU - 1 > 0 && bytes.count < Self.maximumValueLength {
                longReads.removeAll { $0.cid == cid && $0.direction == requester }
                longReads.append(LongRead(cid: cid, direction: requester, handle: h, value: bytes, firstFrame: request.frame,
                                    firstTime: request.time, lastFrame: frame, lastTime: time, long: false))
            } else {
                remember(h, length: bytes.count)
                out.procedures.append(procedure(.read(ref, value: bytes, long: false), first: first, frame: frame,
                                                time: time, direction: requester, decode: .pduValue))
            }
        case .readBlobResponse(let value):
            guard let h = request.handle else { break }
            out.attribute = resolve(h)
            if let ref = out.attribute { report(ref, value, offset: Int(request.offset), into: &out) }
            let index = longReads.firstIndex { $0.cid == cid && $0.direction == requester }
            if let index, longReads[index].handle == h {
                var read = longReads[index]
                if Int(request.offset) != read.value.count {
                    out.diagnostics.append(Diagnostic(
                        frame: frame, .note, .gatt, "gatt_blob_offset",
                        "Read Blob at offset \(request.offset) after \(read.value.count) bytes of 0x\(hex4(h))"))
                }
                let room = max(0, Self.maximumValueLength - read.value.count)
                read.value += value.prefix(room).array
                read.long = true
                read.lastFrame = frame
                read.lastTime = time
                longReads[index] = read
            } else {
                if let index { longReads.remove(at: index) }
                longReads.append(LongRead(cid: cid, direction: requester, handle: h, value: value.array,
                                          firstFrame: request.frame, firstTime: request.time, lastFrame: frame,
                                          lastTime: time, long: true))
            }
            if let index = longReads.firstIndex(where: { $0.cid == cid && $0.direction == requester }),
               value.count < attMTU - 1 || longReads[index].value.count >= Self.maximumValueLength {
                finishLongRead(at: index, into: &out)
            }
        case .readMultipleResponse(let values):
            readMultiple(values.array, handles: request.handles, first: first, frame: frame, time: time,
                         direction: requester, into: &out)
            if reportsValues { reportReadMultiple(values, handles: request.handles, into: &out) }
        case .readMultipleVariableResponse(let list):
            var pairs: [(AttributeRef, [UInt8])] = []
            for (index, element) in list.enumerated() where index < request.handles.count {
                let h = request.handles[index]
                report(resolve(h), element.value, into: &out)
                pairs.append((resolve(h), element.value.array))
                remember(h, length: element.value.count)
            }
            var done = procedure(.readMultiple(pairs, unsplit: nil), first: first, frame: frame, time: time,
                                 direction: requester)
            if !cut { done.decode = .eachPair }
            out.procedures.append(done)
        case .writeResponse:
            guard let h = request.handle else { break }
            let ref = resolve(h)
            out.attribute = ref
            writeDone(ref, value: request.value, mode: .request, decode: .requestValue(frame: request.frame), first: first,
                      frame: frame, time: time, direction: requester, into: &out)
        case .prepareWriteResponse(_, let offset, let value):
            guard let h = request.handle else { break }
            out.attribute = resolve(h)
            if let ref = out.attribute { report(ref, value, offset: Int(offset), into: &out) }
            var queue = prepared[requester] ?? []
            if queue.count < Self.maximumPreparedWrites {
                queue.append(PreparedWrite(handle: h, offset: request.offset, value: request.value, frame: request.frame,
                                           time: request.time, truncated: request.truncated))
            }
            prepared[requester] = queue
        case .executeWriteResponse:
            let queue = prepared[requester] ?? []
            prepared[requester] = nil
            if request.executeFlags == 0 {
                out.procedures.append(procedure(.writeCancelled(count: queue.count), first: first, frame: frame,
                                                time: time, direction: requester))
                break
            }
            // One logical write per handle, its parts in offset order.
            var order: [UInt16] = []
            var parts: [UInt16: [PreparedWrite]] = [:]
            for p in queue {
                if parts[p.handle] == nil { order.append(p.handle) }
                parts[p.handle, default: []].append(p)
            }
            let responseCut = cut
            for h in order {
                let pieces = (parts[h] ?? []).sorted { $0.offset < $1.offset }
                cut = responseCut
                var value: [UInt8] = []
                for p in pieces {
                    if Int(p.offset) != value.count {
                        out.diagnostics.append(Diagnostic(
                            frame: frame, .note, .gatt, "gatt_prepared_write_gap",
                            "prepared write to 0x\(hex4(h)) at offset \(p.offset) after \(value.count) bytes"))
                    }
                    value += p.value.prefix(max(0, Self.maximumValueLength - value.count))
                }
                let startFrame = pieces.first?.frame ?? request.frame
                let startTime = pieces.first?.time ?? request.time
                if pieces.contains(where: \.truncated) { cut = true }
                defer { cut = responseCut }
                writeDone(resolve(h), value: value, mode: .prepared, first: (startFrame, startTime),
                          frame: frame, time: time, direction: requester, into: &out)
            }
        default:
            break
        }
    }

    private mutating func readByType(
        _ r: ATTReadByTypeResponse, request: Outstanding, frame: Int, time: Timestamp, into out: inout Output
    ) {
        checkInRange(r.attributeData.map(\.handle), request, frame: frame, into: &out)
        switch request.type?.shortValue {
        case 0x2803:
            discoveredHere = true
            var found = 0
            for element in r.attributeData {
                let v = element.value
                guard let props = v[checked: 0], let valueHandle = v.u16le(at: 1),
                      let uuid = BluetoothUUID(littleEndian: v.suffix(from: 3))
                else {
                    out.diagnostics.append(Diagnostic(
                        frame: frame, .warning, .gatt, "gatt_bad_declaration",
                        "the characteristic declaration at 0x\(hex4(element.handle)) has \(v.count) bytes (5 or 19 expected)"))
                    continue
                }
                found += 1
                let c = GATTCharacteristic(declarationHandle: element.handle, valueHandle: valueHandle, uuid: uuid,
                                           properties: CharacteristicProperties(rawValue: props))
                if let problem = database.addCharacteristic(c) {
                    out.diagnostics.append(Diagnostic(frame: frame, .warning, .gatt, "gatt_inconsistent", problem))
                }
            }
            if let range = request.range {
                out.procedures.append(procedure(
                    .discovery(.characteristics, range: range, found: found, within: within(.characteristics, range)),
                    answering: request, frame: frame, time: time))
            }
        case 0x2802:
            discoveredHere = true
            var found = 0
            for element in r.attributeData {
                let v = element.value
                guard let start = v.u16le(at: 0), let end = v.u16le(at: 2) else { continue }
                found += 1
                let uuid = v.count == 6 ? v.slice(from: 4, count: 2).flatMap { BluetoothUUID(littleEndian: $0) } : nil
                database.addInclude(GATTInclude(handle: element.handle, includedHandle: start, includedEndHandle: end, uuid: uuid))
            }
            if let range = request.range {
                out.procedures.append(procedure(
                    .discovery(.includedServices, range: range, found: found, within: within(.includedServices, range)),
                    answering: request, frame: frame, time: time))
            }
        default:
            // "Read Using Characteristic UUID" (Core Vol 3 Part G §4.8.2): each element is a read of an attribute of
            // the requested type, which the response proves even for a handle no discovery revealed.
            for element in r.attributeData {
                if let type = request.type, !Self.isDeclarationType(type),
                   let problem = database.addTyped(handle: element.handle, uuid: type,
                                                   isDescriptor: types?.isDescriptor(type) ?? false) {
                    out.diagnostics.append(Diagnostic(frame: frame, .warning, .gatt, "gatt_inconsistent", problem))
                }
                let ref = resolve(element.handle)
                report(ref, element.value, into: &out)
                let value = element.value.array
                remember(element.handle, length: value.count)
                out.procedures.append(procedure(.read(ref, value: value, long: false), answering: request, frame: frame,
                                                time: time, decode: .value(ref, Bytes(value))))
            }
        }
    }

    /// The GATT declaration types: Primary Service, Secondary Service, Include, Characteristic (Core Vol 3 Part G
    /// §3.1–3.3).
    static func isDeclarationType(_ uuid: BluetoothUUID) -> Bool {
        uuid.shortValue.map { (0x2800 ... 0x2803).contains($0) } ?? false
    }

    /// Warns when a response lists handles outside the range its request asked for (Core Vol 3 Part F §3.4.3.1,
    /// §3.4.3.3, §3.4.4.1, §3.4.4.9: only attributes between the Starting and Ending Handle are returned); once
    /// per response.
    private func checkInRange(_ handles: [UInt16], _ request: Outstanding, frame: Int, into out: inout Output) {
        guard let range = request.range else { return }
        let outside = handles.filter { !range.contains($0) }
        guard let first = outside.first else { return }
        out.diagnostics.append(Diagnostic(
            frame: frame, .warning, .gatt, "att_handle_out_of_range",
            "connection \(connection): the response to the \(request.opcode.name) of frame \(request.frame) lists "
                + (outside.count == 1 ? "handle 0x\(hex4(first))" : "\(outside.count) handles from 0x\(hex4(first))")
                + ", outside the range 0x\(hex4(range.lowerBound))–0x\(hex4(range.upperBound)) it asked for"))
    }

    /// Find Information: the descriptors of the characteristic whose value the range follows (Core Vol 3 Part G
    /// §4.7.1), counted only up to that characteristic's end; or, when the range follows no known characteristic
    /// value, the handles and types of whatever lies there.
    private mutating func findInformation(
        _ r: ATTFindInformationResponse, request: Outstanding, frame: Int, time: Timestamp, into out: inout Output
    ) {
        discoveredHere = true
        let owner = request.range.flatMap { within(.descriptors, $0) }
        // The characteristic ends before the next declaration (known, or listed in this response).
        var ownerEnd: UInt16 = 0xFFFF
        if let valueHandle = owner?.characteristicValueHandle,
           let c = database.characteristic(valueHandle: valueHandle) ?? database.characteristic(owning: valueHandle) {
            ownerEnd = database.endHandle(of: c)
        }
        var found = 0, descriptors = 0
        checkInRange(r.information.map(\.handle), request, frame: frame, into: &out)
        for element in r.information {
            found += 1
            if let problem = database.addInformation(handle: element.handle, uuid: element.uuid) {
                out.diagnostics.append(Diagnostic(frame: frame, .warning, .gatt, "gatt_inconsistent", problem))
            }
            if let owner, element.uuid.shortValue == 0x2803 || element.uuid.shortValue == 0x2800
                || element.uuid.shortValue == 0x2801, element.handle > owner.handle {
                ownerEnd = min(ownerEnd, element.handle - 1)
            }
            if database.descriptors[element.handle] == element.uuid, element.handle <= ownerEnd,
               owner.map({ element.handle > $0.handle }) ?? true {
                descriptors += 1
            }
        }
        guard let range = request.range else { return }
        if let owner {
            out.procedures.append(procedure(.discovery(.descriptors, range: range, found: descriptors, within: owner),
                                            answering: request, frame: frame, time: time))
        } else {
            out.procedures.append(procedure(.discovery(.information, range: range, found: found, within: nil),
                                            answering: request, frame: frame, time: time))
        }
    }

    /// The values of a Read Multiple Response: split as `readMultiple` splits them, or, when they cannot be told
    /// apart, the whole set for each attribute asked for (marked as not its value alone).
    private mutating func reportReadMultiple(_ values: Bytes, handles: [UInt16], into out: inout Output) {
        var parts: [(AttributeRef, Bytes)] = []
        var offset = 0
        for (index, h) in handles.enumerated() {
            let isLast = index == handles.count - 1
            let length = isLast ? values.count - offset
                : (knownLengths[side][h] ?? resolve(h).uuid.flatMap { types?.fixedLength($0) } ?? -1)
            guard length >= 0, let part = values.slice(from: offset, count: length) else {
                for h in handles { report(resolve(h), values, whole: false, into: &out) }
                return
            }
            parts.append((resolve(h), part))
            offset += length
        }
        for (ref, part) in parts { report(ref, part, into: &out) }
    }

    private mutating func readMultiple(
        _ values: [UInt8], handles: [UInt16], first: (Int, Timestamp), frame: Int, time: Timestamp,
        direction: Direction, into out: inout Output
    ) {
        // The response concatenates the values; it splits only when every value but the last has a known length.
        var pairs: [(AttributeRef, [UInt8])] = []
        var offset = 0
        var splittable = !handles.isEmpty
        for (index, h) in handles.enumerated() {
            let isLast = index == handles.count - 1
            let length = isLast ? values.count - offset
                : (knownLengths[side][h] ?? resolve(h).uuid.flatMap { types?.fixedLength($0) } ?? -1)
            guard length >= 0, offset + length <= values.count else { splittable = false; break }
            pairs.append((resolve(h), Array(values[offset ..< offset + length])))
            offset += length
        }
        var done = procedure(
            .readMultiple(splittable ? pairs : [], unsplit: splittable ? nil : values), first: first, frame: frame,
            time: time, direction: direction)
        // Each value split out is decoded as when read alone.
        if splittable && !cut { done.decode = .eachPair }
        out.procedures.append(done)
    }

    private mutating func errorResponse(
        _ e: ATTErrorResponse, request: Outstanding, frame: Int, time: Timestamp, into out: inout Output
    ) {
        let first = (request.frame, request.time)
        // Attribute Not Found ends every discovery loop: it is the normal answer, not a failure.
        let searches: [ATTOpcode] = [.readByGroupTypeRequest, .readByTypeRequest, .findInformationRequest, .findByTypeValueRequest]
        let isSearch = searches.contains(request.opcode)
        if e.errorCode == .attributeNotFound && isSearch {
            // The capture cut the request: what it asked for is unknown, and this is most likely the end of a loop.
            if request.range == nil && request.truncated { return }
            // A Read By Type for another type ("read using characteristic UUID") is a read: its error is reported.
            var kind: GATTProcedure.DiscoveryKind?
            switch (request.opcode, request.type?.shortValue) {
            case (.readByGroupTypeRequest, 0x2800): kind = .primaryServices
            case (.readByGroupTypeRequest, 0x2801): kind = .secondaryServices
            case (.findByTypeValueRequest, _): kind = .primaryServiceByUUID
            case (.readByTypeRequest, 0x2803): kind = .characteristics
            case (.readByTypeRequest, 0x2802): kind = .includedServices
            case (.findInformationRequest, _):
                kind = request.range.flatMap { within(.descriptors, $0) } != nil ? .descriptors : .information
            default: kind = nil
            }
            if let range = request.range, let kind {
                discoveredHere = true
                out.procedures.append(procedure(.discovery(kind, range: range, found: 0, within: within(kind, range)),
                                                answering: request, frame: frame, time: time))
                return
            }
        }
        if request.opcode == .readBlobRequest, e.errorCode == .attributeNotLong || e.errorCode == .invalidOffset,
           let index = longReads.firstIndex(where: { $0.cid == request.cid && $0.direction == request.direction }) {
            // The value was exactly as long as the first response could carry.
            finishLongRead(at: index, into: &out)
            return
        }
        // A search names no attribute: the handle in error is its Starting Handle when nothing was found or the
        // range is invalid (Core Vol 3 Part F §3.4.3–3.4.4), and only otherwise the attribute that caused the error.
        let handleIsStart = isSearch && (e.errorCode == .attributeNotFound || e.errorCode == .invalidHandle)
        let ref = request.handle.map { resolve($0) } ?? (e.handle != 0 && !handleIsStart ? resolve(e.handle) : nil)
        out.attribute = ref
        if request.opcode == .prepareWriteRequest || request.opcode == .executeWriteRequest {
            prepared[request.direction] = nil
        }
        if isSearch {
            out.procedures.append(procedure(.error(request: e.requestOpcode, ref, e.errorCode), answering: request,
                                            frame: frame, time: time))
        } else {
            out.procedures.append(procedure(.error(request: e.requestOpcode, ref, e.errorCode), first: first, frame: frame,
                                            time: time, direction: request.direction))
        }
    }

    private mutating func finishLongRead(at index: Int, into out: inout Output) {
        let read = longReads.remove(at: index)
        let wasCut = cut
        cut = read.truncated
        defer { cut = wasCut }
        side = Self.side(client: read.direction)
        let ref = resolve(read.handle)
        remember(read.handle, length: read.value.count)
        out.procedures.append(procedure(
            .read(ref, value: read.value, long: read.long), first: (read.firstFrame, read.firstTime),
            frame: read.lastFrame, time: read.lastTime, direction: read.direction, decode: .value(ref, Bytes(read.value))))
    }

    /// `decode`: where the value was already decoded (the PDU that carried it), so that a framed user decoder sees
    /// each written byte once; nil: the value is decoded with the procedure.
    private mutating func writeDone(
        _ ref: AttributeRef, value: [UInt8], mode: GATTProcedure.WriteMode, decode already: GATTProcedure.Decode? = nil,
        first: (Int, Timestamp), frame: Int, time: Timestamp, direction: Direction, into out: inout Output
    ) {
        let decoded = already ?? .value(ref, Bytes(value))
        if ref.kind == .descriptor, ref.uuid?.shortValue == 0x2902, let bits = value.first {
            let characteristic = ref.characteristicValueHandle.map { resolve($0) }
            out.procedures.append(procedure(
                .subscription(ref, characteristic: characteristic, notifications: bits & 1 != 0, indications: bits & 2 != 0),
                first: first, frame: frame, time: time, direction: direction, decode: decoded))
            return
        }
        remember(ref.handle, length: value.count)
        out.procedures.append(procedure(.write(ref, value: value, mode: mode), first: first, frame: frame, time: time,
                                        direction: direction, decode: decoded))
    }

    // MARK: PDUs the capture cut too short to parse

    /// A PDU cut so short that it does not parse: its opcode (and handle, when kept) still pair requests with
    /// responses and indications with confirmations, so that the conversation stays in step. No procedure.
    private mutating func opcodeOnly(_ message: GATTInput, frame: Int, time: Timestamp, into out: inout Output) {
        guard !message.bytes.isEmpty else { return }
        let opcode = message.opcode
        let cid = message.bearer
        let direction = message.direction
        switch opcode.kind {
        case .request?:
            side = Self.side(client: direction)
            longReads.removeAll { $0.cid == cid && $0.direction == direction }
            outstanding.removeAll { $0.cid == cid && $0.direction == direction }
            var o = Outstanding(cid: cid, direction: direction, opcode: opcode, frame: frame, time: time)
            o.truncated = true
            switch opcode {
            case .readRequest, .readBlobRequest, .writeRequest, .prepareWriteRequest: o.handle = message.bytes.u16le(at: 1)
            default: break
            }
            if let h = o.handle { out.attribute = resolve(h) }
            outstanding.append(o)
        case .response?:
            let requester = Self.opposite(direction)
            side = Self.side(client: requester)
            if let index = outstanding.firstIndex(where: { $0.cid == cid && $0.direction == requester }) {
                let request = outstanding.remove(at: index)
                if let h = request.handle { out.attribute = resolve(h) }
            }
        case .indication?:
            pendingIndications.removeAll { $0.cid == cid && $0.direction == direction }
            pendingIndications.append(Outstanding(cid: cid, direction: direction, opcode: opcode, frame: frame, time: time))
        default:
            break
        }
    }

    // MARK: Notifications, indications, commands

    /// Warns when a notification or indication names a handle the table knows as something other than a
    /// characteristic value: they carry characteristic values (Core Vol 3 Part G §4.10, §4.11).
    private func checkNotified(_ ref: AttributeRef, _ opcode: ATTOpcode, frame: Int, into out: inout Output) {
        guard ref.kind != .characteristicValue, ref.kind != .unknown else { return }
        out.diagnostics.append(Diagnostic(
            frame: frame, .warning, .gatt, "gatt_notified_not_a_value",
            "connection \(connection): \(opcode.name) of handle 0x\(hex4(ref.handle)), which discovery found to be "
                + "\(types?.roleDescription(ref) ?? ref.kind.rawValue), not a characteristic value; notifications and indications carry characteristic "
                + "values (Core Vol 3 Part G §4.10, §4.11)"))
    }

    private mutating func serverInitiated(
        _ pdu: ATTPDU, _ message: GATTInput, frame: Int, time: Timestamp, into out: inout Output
    ) {
        let now = (frame, time)
        let direction = message.direction
        switch pdu {
        case .handleValueNotification(let h, let value):
            let ref = resolve(h)
            checkNotified(ref, pdu.opcode, frame: frame, into: &out)
            report(ref, value, into: &out)
            out.attribute = ref
            if !cut {
                out.carry(value)
                out.valueIsNotification = true
            }
            if notificationProcedures {
                out.procedures.append(procedure(.notification(ref, value: value), first: now, frame: frame,
                                                time: time, direction: direction, decode: .pduValue))
            }
        case .multipleHandleValueNotification(let list):
            for element in list {
                let ref = resolve(element.handle)
                checkNotified(ref, pdu.opcode, frame: frame, into: &out)
                report(ref, element.value, into: &out)
                out.procedures.append(procedure(.notification(ref, value: element.value), first: now, frame: frame,
                                                time: time, direction: direction, decode: .value(ref, element.value)))
            }
        case .handleValueIndication(let h, let value):
            let ref = resolve(h)
            checkNotified(ref, pdu.opcode, frame: frame, into: &out)
            report(ref, value, into: &out)
            out.attribute = ref
            if !cut { out.carry(value) }
            if let index = pendingIndications.firstIndex(where: { $0.cid == message.bearer && $0.direction == direction }) {
                let old = pendingIndications.remove(at: index)
                out.diagnostics.append(Diagnostic(
                    frame: frame, .warning, .gatt, "att_indication_while_pending",
                    "connection \(connection): an indication is sent while the one from frame \(old.frame) is unconfirmed"))
            }
            pendingIndications.append(Outstanding(cid: message.bearer, direction: direction, opcode: pdu.opcode, frame: frame,
                                                  time: time, handle: h))
            out.procedures.append(procedure(.indication(ref, value: value), first: now, frame: frame, time: time,
                                            direction: direction, decode: .pduValue))
            if ref.uuid?.shortValue == 0x2A05, let start = value.u16le(at: 0), let end = value.u16le(at: 2), start <= end {
                // The client will discover the range again: the same requests then make progress.
                lastSearches.removeAll { $0.direction == Self.opposite(direction) }
                database.invalidate(start ... end)
                inherited[side]?.invalidate(start ... end)
                knownLengths[side] = knownLengths[side].filter { !(start ... end).contains($0.key) }
                out.procedures.append(procedure(.serviceChanged(start ... end), first: now, frame: frame, time: time,
                                                direction: direction))
            }
        case .handleValueConfirmation:
            let server = Self.opposite(direction)
            if let index = pendingIndications.firstIndex(where: { $0.cid == message.bearer && $0.direction == server }) {
                pendingIndications.remove(at: index)
            } else {
                out.diagnostics.append(Diagnostic(
                    frame: frame, .warning, .gatt, "att_confirmation_without_indication",
                    "connection \(connection): Handle Value Confirmation with no indication outstanding"))
            }
        case .writeCommand(let h, let value):
            let ref = resolve(h)
            report(ref, value, into: &out)
            out.attribute = ref
            if !cut { out.carry(value) }
            writeDone(ref, value: value.array, mode: .command, decode: .pduValue, first: now, frame: frame,
                      time: time, direction: direction, into: &out)
        case .signedWriteCommand(let h, let value, _):
            let ref = resolve(h)
            report(ref, value, into: &out)
            out.attribute = ref
            writeDone(ref, value: value.array, mode: .signed, first: now, frame: frame, time: time, direction: direction,
                      into: &out)
        default:
            break
        }
    }
}

/// What was looked up for the last few handles of the tables (table side and handle), valid while the tables stay
/// as they were (the tracker's count of changes, `stamp`): a bounded list, searched by comparison, not hashed.
struct RecentLookups<Value> {
    static var capacity: Int { 8 }
    private var entries: [(side: Int, handle: UInt16, value: Value)] = []
    private var stamp = -1
    private var next = 0

    /// The value kept for `handle` of table `side`, if it was kept since the tables last changed; forgets every
    /// value when they changed.
    mutating func find(side: Int, handle: UInt16, stamp now: Int) -> Value? {
        guard stamp == now else {
            entries.removeAll(keepingCapacity: true)
            next = 0
            stamp = now
            return nil
        }
        for entry in entries where entry.handle == handle && entry.side == side { return entry.value }
        return nil
    }

    /// Keeps `value` for `handle` of table `side` (after a `find` that found none), in place of the oldest.
    mutating func keep(_ value: Value, side: Int, handle: UInt16) {
        if entries.count < Self.capacity {
            entries.append((side, handle, value))
        } else {
            entries[next] = (side, handle, value)
            next = (next + 1) % Self.capacity
        }
    }
}

/// "0a".
@inline(__always) func hex2(_ v: UInt8) -> String {
    v < 16 ? "0" + String(v, radix: 16) : String(v, radix: 16)
}

/// Evidence that an air capture lost a packet of the connection (see `GATTTracker.snifferLost`).
struct PacketLoss {
    var frame: Int
    /// Whose packet: `.sent` the central's, `.received` the peripheral's, `.unknown` either side's.
    var side: Direction
    var evidence: String
}
