import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// The streaming pipeline: capture records in, events out, one record at a time. State is kept per connection
/// and bounded, so a capture of any size runs in constant memory.
public struct Pipeline: ~Copyable {
    /// Live connections tracked at once; beyond this the oldest is forgotten (with a diagnostic).
    public static let maximumConnections = 4096
    /// Bytes the L2CAP and SDU reassembly buffers of all connections hold together; a PDU that does not fit is
    /// dropped (with a warning).
    public static let maximumReassemblyBytes = 64 << 20
    private let reassemblyBudget = MemoryBudget(limit: maximumReassemblyBytes)
    /// Entries the attribute tables and value lengths of all open connections hold together (about 150 bytes
    /// each); past it a connection that discovers more learns no more (with a warning).
    public static let maximumHeldAttributes = 1 << 18
    private var heldAttributes = 0
    /// Attributes the summaries of all open connections follow together (about 400 bytes each); past it a
    /// connection's summary follows no new attribute (with a warning).
    public static let maximumSummaryAttributes = 1 << 16
    private var summaryAttributes = 0

    public var depth: DecodeDepth { didSet { judgeFolding() } }
    /// GATT procedures and per-connection summaries (for `analyze`); without them only the ATT annotation is made.
    public var procedures = true { didSet { judgeFolding() } }
    /// One-line summaries of decoded values (for text output).
    public var describeValues = true
    /// The fields of decoded notified values (`ConnectionDecoders.fields`): JSON, filters and charts read them; a
    /// story told as text shows only the summaries. Set it before the first record.
    public var valueFields = true
    /// Air captures: advertising packets whose CRC is bad are sent as events (status `.crcError`) at every depth,
    /// not only at depth `hci`: their addresses may still be someone's (`CaptureIdentifiers`).
    public var damagedAdvertising = false
    /// What the consumer shows: the pipeline builds no event nobody wants.
    public struct EventDemand: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The `.att` and `.gatt` events of notifications. Without it (a consumer that shows only the summary of
        /// notifications), a notification that would change nothing but the summary goes straight into its series
        /// (`Decoders.seriesFolder`, `ConnectionDecoders.prepareFold`), for every characteristic that has a series folder,
        /// and makes no event.
        public static let notificationEvents = EventDemand(rawValue: 1 << 0)
        /// The `.event` events of Number Of Completed Packets (Core Vol 4 Part E §7.7.19), which only the story of
        /// every packet shows. Without it such an event is counted and parsed no further.
        public static let flowControlEvents = EventDemand(rawValue: 1 << 1)
        /// Notified values decoded in their `.att` events (`ATTMessage.decoded`). Without it, a notified value whose
        /// characteristic writes its own fields (`Decoders.writeFields`) is left for the consumer to write
        /// (`ATTMessage.decodesLater`), as `dump --json` does straight into its output.
        public static let decodedValues = EventDemand(rawValue: 1 << 2)
        /// The `.att` event of every ATT PDU. Without it (a consumer that tells GATT procedures only, as `analyze`
        /// does), the pipeline makes none; the procedures, the statistics and the diagnostics are the same.
        public static let attEvents = EventDemand(rawValue: 1 << 3)
        /// The `.l2cap` events of PDUs that no layer above L2CAP reads (a dynamic channel's data, connectionless
        /// data, a fixed channel hrsniff does not follow), which only the story of every packet shows (`dump`, a
        /// filter over its objects). Without it such a PDU is counted (`Statistics.l2capPDUs`) and makes no event.
        public static let channelEvents = EventDemand(rawValue: 1 << 4)
        /// Everything: what `dump` shows.
        public static let all: EventDemand = [
            .notificationEvents, .flowControlEvents, .decodedValues, .attEvents, .channelEvents,
        ]
        /// What a summary of the connections needs (`analyze --summary`).
        public static let summary: EventDemand = [.decodedValues]
    }
    public var demand = EventDemand.all { didSet { judgeFolding() } }
    /// When set, the reports of LE (Extended) Advertising Report events go into it, read from the record's bytes,
    /// and make no event: for a consumer that shows them only through a `ScanTracker` (and feeds that tracker
    /// every other event it is given).
    public var scans: SharedScanTracker?
    /// Where notifications fold into (one value at a time; its storage is kept).
    private var folded = FoldedValue()
    /// The handle of a notification or Write Command folded to be told, between the fold and its event.
    private var told: UInt16?
    /// For a PDU folded from an ACL packet to be told: its connection, and where its value is in the
    /// record (`tellFoldedPacket`).
    private var toldPacket: (key: ConnectionKey, valueStart: Int, valueCount: Int)?
    /// PDUs folded and told: for tests, which hold their events to the layers'.
    private(set) var toldFolds = 0
    /// Decoders the user described for vendor characteristics (`--decoders`).
    public var userDecoders: UserDecoders?
    /// Where the pipeline says, during each event, where the event's bytes are in the capture's records and which
    /// attribute values an ATT PDU carries (`EventOrigins`): for a consumer that rewrites records from the parse
    /// (`convert --anonymize`). Nil (the default), none of it is built. Set it before the first record.
    public var origins: EventOrigins? { didSet { judgeFolding() } }
    /// Whether `origins` is set.
    @inline(__always) var tracksOrigins: Bool { origins != nil }
    /// The origin of the L2CAP PDU whose events are being sent.
    private var currentOrigin: ByteOrigin?
    /// The last `.att` event's message, for its storage (`ATTMessage.replace`).
    private var spareMessage: ATTMessage?
    /// What the signalling PDU being followed did (`L2CAPConnection.signalling`): kept between PDUs for its storage.
    private var signalActions: [L2CAPSignalAction] = []
    /// What the air-capture data packet being followed did (`LinkLayerDataChannel.packet`): kept for its storage.
    var linkLayerActions: [LinkLayerDataAction] = []

    /// One connection's state. Only the pipeline that made it touches it, one access at a time.
    final class ConnectionContext {
        /// The connection as events tell it, read for every ATT event: in a box of its own, as the layers are.
        private let infoBox: ExclusiveBox<ConnectionInfo>
        var info: ConnectionInfo {
            _read { yield infoBox.value }
            _modify { yield &infoBox.value }
        }
        /// What a packet of the connection reaches, in one value, so that a notification folded from its packet
        /// (`Layers.foldWhole`) reaches its L2CAP state, GATT tracker, decoders and summary with one access. Kept
        /// in a box, not as a stored property: the runtime checks every access to a class's stored property
        /// against the accesses in progress on the thread, where the box checks a counter of its own
        /// (`ExclusiveBox`).
        private let box: ExclusiveBox<Layers>
        var layers: Layers {
            _read { yield box.value }
            _modify { yield &box.value }
        }
        struct Layers: ~Copyable {
            var l2cap: L2CAPConnection
            var att: ATTLayers
            var lastFrame = 0
            var provisional = false
        }
        var l2cap: L2CAPConnection {
            _read { yield layers.l2cap }
            _modify { yield &layers.l2cap }
        }
        /// The connection's GATT tracker, decoders and summary.
        var att: ATTLayers {
            _read { yield layers.att }
            _modify { yield &layers.att }
        }
        enum ToldKind { case fields, undecoded, write }

        struct ATTLayers {
            var gatt: GATTTracker
            /// The connection's decoders, for the values GATT resolves.
            var values: GATTValues
            var summary = GATTSummary()
            /// GATT's output and the decoders' for the last PDU, written over by the next one (`process`): their
            /// storage is kept, and neither is copied in or out.
            var gattOutput = GATTTracker.Output()
            var output = GATTValues.Output()
            /// What `fold` folded last to be told: a notification whose characteristic writes its own fields, one
            /// of a characteristic no decoder knows, or a Write Command.
            var toldKind = ToldKind.fields
        }
        var gatt: GATTTracker {
            _read { yield att.gatt }
            _modify { yield &att.gatt }
        }
        var values: GATTValues {
            _read { yield att.values }
            _modify { yield &att.values }
        }
        var summary: GATTSummary {
            _read { yield att.summary }
            _modify { yield &att.summary }
        }
        /// Link-layer state of a connection of an air capture.
        var ll: LinkLayerDataChannel?
        /// The pairing and the encryption requests of the connection.
        var security = SecurityTracker()
        /// Whether the warning about ACL packets cut by the capture was given for this connection.
        var reportedCut = false
        /// Attributes its tables held after the last ATT PDU, as counted in `heldAttributes`.
        var heldAttributes = 0
        /// False once the budget stopped its tables from learning.
        var learning = true
        /// Attributes its summary followed after the last procedure, as counted in `summaryAttributes`.
        var summaryAttributes = 0
        /// The first frame of its earliest open GATT procedure, as last told in a `.gattOpen` event.
        var openProcedure: Int?
        /// An ACL handle with no Connection Complete whose packets have not yet carried anything that parses: not
        /// a connection of the story (no number, no events) until one does.
        var provisional: Bool {
            get { layers.provisional }
            set { layers.provisional = newValue }
        }
        /// L2CAP PDUs a provisional handle carried that did not parse, the first one's frame, and its last frame.
        var unparsed = 0
        var firstUnparsedFrame: Int?
        /// The first record a provisional handle's capture cut short: its frame, bytes kept and original length.
        var cutWhileProvisional: (frame: Int, kept: Int, original: Int)?
        var lastFrame: Int {
            get { layers.lastFrame }
            set { layers.lastFrame = newValue }
        }
        init(info: ConnectionInfo, procedures: Bool, describeValues: Bool, userDecoders: UserDecoders?,
             budget: MemoryBudget) {
            infoBox = ExclusiveBox(info)
            var gatt = GATTTracker(connection: info.id)
            gatt.notificationProcedures = procedures
            gatt.types = KnownAttributeTypes(userDecoders: userDecoders)
            box = ExclusiveBox(Layers(
                l2cap: L2CAPConnection(budget: budget),
                att: ATTLayers(
                    gatt: gatt,
                    values: GATTValues(decoders: ConnectionDecoders(userDecoders: userDecoders, describe: describeValues)))))
        }
    }

    /// Attribute tables learned per peer, to annotate later connections that skip discovery (bounded).
    private var tables: [BluetoothAddress: (database: AttributeDatabase, connection: Int)] = [:]
    /// Tables borrowed from another capture (`--gatt-from`).
    private var borrowed: [BluetoothAddress: AttributeDatabase] = [:]
    static let maximumRememberedTables = 256
    /// Attributes the remembered tables hold together.
    static let maximumRememberedAttributes = 1 << 17
    private var rememberedAttributes = 0
    /// Local names seen in advertising, by address, to name the peers of later connections (bounded).
    var advertisedNames: [BluetoothAddress: String] = [:]
    static let maximumAdvertisedNames = 1024

    var connections: [ConnectionKey: ConnectionContext] = [:]
    /// Connection attempts, Disconnect commands, the Filter Accept List and the local controller's identity.
    var lifecycle = HCILifecycle()
    /// Vendor log handles already reported (one note each), and the packets they carried.
    private var controllerLogHandles: Set<ConnectionKey> = []
    static let maximumControllerLogHandles = 256
    /// The connections looked up last, to find the few that take turns in a capture without hashing; emptied
    /// whenever `connections` changes.
    private var recent: [(key: ConnectionKey, context: ConnectionContext)] = []
    private var recentNext = 0
    static let recentCount = 8

    /// The open connection with `key` (adapter and handle).
    @inline(__always) mutating func connection(_ key: ConnectionKey) -> ConnectionContext? {
        if let found = recentConnection(key) { return found }
        guard let context = connections[key] else { return nil }
        if recent.count < Self.recentCount {
            recent.append((key, context))
        } else {
            recent[recentNext] = (key, context)
            recentNext = (recentNext + 1) % Self.recentCount
        }
        return context
    }

    /// The open connection with `key` if it is among the recent ones.
    @inline(__always) func recentConnection(_ key: ConnectionKey) -> ConnectionContext? {
        // The keys' numbers compared here: the comparison of keys is not always inlined across modules, and this
        // loop runs for every packet.
        let wanted = key.rawValue
        for i in recent.indices where recent[i].key.rawValue == wanted { return recent[i].context }
        return nil
    }

    private mutating func forgetRecent() {
        recent.removeAll(keepingCapacity: true)
        recentNext = 0
    }
    /// Air captures: what the link layer follows across the capture (clock, terminated access addresses).
    var air = LinkLayerCapture()
    /// Keys in the order connections were opened, for eviction.
    private var openingOrder: [ConnectionKey] = []
    private var openingOrderStart = 0
    private var nextConnectionID = 1
    var diagnostics: [Diagnostic] = []
    private var lastFrame = 0
    private var lastTime = Timestamp(microseconds: 0)

    public internal(set) var statistics = Statistics()

    /// How times are to be shown: decided at the first record (relative when its date is not plausible).
    public let clock = CaptureClock()
    /// Today, for judging dates (tests set it).
    public var now = Timestamp.now
    private var clockChecked = false
    private var clockWarned = false

    public struct Statistics: Sendable, Equatable {
        public var records = 0
        public var hciPackets = 0
        public var aclPackets = 0
        public var l2capPDUs = 0
        public var attPDUs = 0
        public var connections = 0
        public var warnings = 0
        /// Link-layer packets of an air capture.
        public var linkLayerPackets = 0
        /// Link-layer packets skipped for a failed CRC.
        public var linkLayerCRCErrors = 0
        /// ACL packets on a controller vendor's log handle (see `ControllerLog`), which are no connection's.
        public var controllerLogPackets = 0
    }

    /// Every attribute table learned so far, by peer (for `--gatt-from`).
    public var learnedTables: [BluetoothAddress: AttributeDatabase] { tables.mapValues(\.database) }

    /// Uses `tables` (learned from another capture named `source`) for peers whose connections skip discovery.
    public mutating func borrow(_ tables: [BluetoothAddress: AttributeDatabase], from source: String) {
        for (peer, var database) in tables {
            database.source = .otherCapture(source)
            borrowed[peer] = database
        }
    }

    public init(depth: DecodeDepth = .att) {
        self.depth = depth
        diagnostics.reserveCapacity(8)
        judgeFolding()
    }

    /// Times beyond ±2^60 µs (±36,000 years) are brought to that bound, so that the difference of any two times
    /// in a capture fits in 64 bits: a corrupt timestamp must not make a duration overflow anywhere downstream.
    static let timeBound: Int64 = 1 << 60

    @inline(__always) static func clamped(_ t: Timestamp) -> Timestamp {
        t.microseconds > timeBound ? Timestamp(microseconds: timeBound)
            : t.microseconds < -timeBound ? Timestamp(microseconds: -timeBound) : t
    }

    /// Reads `reader` to its end.
    public mutating func run(_ reader: any CaptureReader, _ emit: (Event) -> Void) {
        // The reader of most captures is called directly, not through the protocol (whose witness hands each
        // record over once more); the others through it.
        if let btsnoop = reader as? BtsnoopReader {
            runRecords(btsnoop, emit)
        } else {
            runRecords(reader, emit)
        }
    }

    private mutating func runRecords<Reader: CaptureReader>(_ reader: Reader, _ emit: (Event) -> Void) {
        var readerDiagnostics: [Diagnostic] = []
        // One record value, which each read replaces (no optional record unwrapped, copied and destroyed).
        var record = CaptureRecord(frame: 0, time: Timestamp(microseconds: 0), framing: .h4(direction: .unknown),
                                   bytes: .empty, originalLength: 0)
        while reader.next(into: &record, diagnostics: &readerDiagnostics) {
            // The reader's diagnostics concern this record: stamp them with its time.
            let time = Self.clamped(record.time)
            lastTime = time
            checkClock(frame: record.frame, time: record.time)
            flush(&readerDiagnostics, emit)
            // As `process`, without clamping and checking the clock again.
            if time == record.time {
                processClamped(&record, checkedClock: true, emit)
            } else {
                var clamped = record
                clamped.time = time
                processClamped(&clamped, checkedClock: true, emit)
            }
        }
        flush(&readerDiagnostics, emit)
        finish(emit)
    }

    private mutating func flush(_ pending: inout [Diagnostic], _ emit: (Event) -> Void) {
        guard !pending.isEmpty else { return }
        for d in pending {
            statistics.warnings += d.severity == .warning ? 1 : 0
            emit(Event(frame: d.frame ?? lastFrame, time: lastTime, adapter: 0, payload: .diagnostic(d)))
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The order in which connections ended together are closed: by id, and a total order, since provisional
    /// handles share an id and a dictionary's order differs from one table to the next (ties go by the first
    /// frame, then the adapter and handle).
    static func inOrder(_ a: ConnectionContext, _ b: ConnectionContext) -> Bool {
        let a = a.info, b = b.info
        return (a.id, a.startFrame, a.adapter, a.handle) < (b.id, b.startFrame, b.adapter, b.handle)
    }

    /// Ends the capture: reports PDUs left incomplete and closes the connections still open.
    public mutating func finish(_ emit: (Event) -> Void) {
        let open = connections.sorted { Self.inOrder($0.value, $1.value) }
        for (key, context) in open {
            if context.provisional {
                connections[key] = nil
                forgetRecent()
                notConnection(context)
                continue
            }
            for begun in context.l2cap.close() {
                diagnostics.append(Diagnostic(
                    frame: lastFrame, .note, .l2cap, "l2cap_incomplete_at_end",
                    "connection \(context.info.id): the L2CAP PDU begun in frame \(begun) is incomplete at the end of the capture"))
            }
            connections[key] = nil
            forgetRecent()
            closeGATT(context, frame: lastFrame, time: lastTime, adapter: context.info.adapter, atCaptureEnd: true, emit)
        }
        flushOwnDiagnostics(emit)
    }

    /// Ends the GATT side of a connection: unanswered requests, the table, the summary; remembers the table.
    private mutating func closeGATT(
        _ context: ConnectionContext, frame: Int, time: Timestamp, adapter: UInt16, atCaptureEnd: Bool = false,
        _ emit: (Event) -> Void
    ) {
        guard depth == .att else { return }
        let out = context.values.attach(context.gatt.close(frame: frame, time: time, atCaptureEnd: atCaptureEnd),
                                        frame: frame)
        diagnostics += out.diagnostics
        for p in out.procedures {
            context.summary.add(p)
            send(Event(frame: frame, time: time, adapter: adapter, payload: .gatt(p)), emit)
        }
        for database in context.gatt.databases where !database.isEmpty {
            send(Event(frame: frame, time: time, adapter: adapter, payload: .gattTable(context.info, database)), emit)
        }
        heldAttributes -= context.heldAttributes
        context.heldAttributes = 0
        summaryAttributes -= context.summaryAttributes
        context.summaryAttributes = 0
        let peerTable = context.gatt.peerDatabase
        if !peerTable.isEmpty, let peer = context.info.peer, peerTable.source == .discovered {
            let replaced = tables[peer]?.database.count ?? 0
            if (tables.count < Self.maximumRememberedTables || tables[peer] != nil)
                && rememberedAttributes - replaced + peerTable.count <= Self.maximumRememberedAttributes {
                tables[peer] = (peerTable, context.info.id)
                rememberedAttributes += peerTable.count - replaced
            } else {
                diagnostics.append(Diagnostic(
                    frame: frame, .note, .gatt, "gatt_table_not_remembered",
                    "connection \(context.info.id): the attribute table of \(peer) is not kept for later connections: "
                        + "\(tables.count) tables with \(rememberedAttributes) attributes are kept already"))
            }
        }
        summarizeMTU(context, frame: frame)
        // Attributes touched before a discovery revealed them are named as it did.
        let gatt = context.gatt
        context.summary.resolveUndiscovered { side, handle in gatt.lookup(handle, side: side) }
        if context.openProcedure != nil {
            context.openProcedure = nil
            send(Event(frame: frame, time: time, adapter: adapter, payload: .gattOpen(context.info, since: nil)), emit)
        }
        send(Event(frame: frame, time: time, adapter: adapter, payload: .connectionEnd(context.info, context.summary)), emit)
    }

    /// The ATT_MTU of the unenhanced bearer as far as the capture proves it (`GATTSummary.mtu`, `mtuAtLeast`).
    private mutating func summarizeMTU(_ context: ConnectionContext, frame: Int) {
        let found = context.gatt.unenhancedMTU(capturedFromStart: !context.info.connectedBeforeCapture, frame: frame)
        context.summary.mtuAtLeast = found.atLeast
        context.summary.carriedATT = context.gatt.carriedATT
        context.summary.mtu = found.mtu
        if let missing = found.exchangeMissing { diagnostics.append(missing) }
    }

    /// Emits `event` after the diagnostics found so far, so that a warning precedes what it explains.
    mutating func send(_ event: Event, origin: ByteOrigin? = nil, _ emit: (Event) -> Void) {
        flushOwnDiagnostics(emit)
        if let origins { origins.origin = origin ?? currentOrigin }
        emit(event)
    }

    /// The frame of the earliest L2CAP PDU or SDU still being reassembled (with `tracksOrigins`: the records from
    /// there on may still be part of a PDU's events).
    public var oldestIncompleteFrame: Int? {
        var earliest: Int?
        for context in connections.values {
            if let f = context.l2cap.pendingSince, earliest.map({ f < $0 }) ?? true { earliest = f }
        }
        return earliest
    }

    mutating func flushOwnDiagnostics(_ emit: (Event) -> Void) {
        guard !diagnostics.isEmpty else { return }
        var pending: [Diagnostic] = []
        swap(&pending, &diagnostics)
        flush(&pending, emit)
        swap(&pending, &diagnostics)
    }

    /// Judges the capture's clock at its first record, and warns once when a record's date is not plausible
    /// (before 2000, more than a year after today): with a first record like that, times are shown relative to it.
    /// Given the record's frame and time rather than the record: passed whole, the record was copied out of the
    /// run loop's variable for every record.
    @inline(__always) private mutating func checkClock(frame: Int, time: Timestamp) {
        if clockChecked && (clockWarned || ClockCheck.isPlausible(Self.clamped(time), now: now)) { return }
        judgeClock(frame: frame, time: Self.clamped(time))
    }

    private mutating func judgeClock(frame: Int, time: Timestamp) {
        if clockChecked {
            guard !clockWarned, !ClockCheck.isPlausible(time, now: now) else { return }
            clockWarned = true
            let (reason, probably) = ClockCheck.explain(time, now: now)
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .capture, "implausible_time",
                "frame \(frame) is dated \(time.iso8601) (\(reason)"
                    + (probably.map { ", probably \($0.iso8601)" } ?? "") + "); times are shown as recorded"))
            return
        }
        clockChecked = true
        clock.firstRecord = time
        guard !ClockCheck.isPlausible(time, now: now) else { return }
        clockWarned = true
        clock.relativeOrigin = time
        if ClockCheck.countsFromBoot(time) {
            // A device's clock from boot is how it logs, not a defect of the capture: a note of what it shows.
            let other = ClockCheck.dateReading(time, now: now)
                .map { " (read as \($0.reason) it would be \($0.date.iso8601))" } ?? ""
            diagnostics.append(Diagnostic(
                frame: frame, .note, .capture, "implausible_time",
                "the capture's clock counts from boot (or was never set): frame \(frame) is dated "
                    + "\(time.iso8601)\(other); times are shown relative to frame \(frame)"))
            return
        }
        let (reason, probably) = ClockCheck.explain(time, now: now)
        diagnostics.append(Diagnostic(
            frame: frame, .warning, .capture, "implausible_time",
            "the capture's clock cannot be right: frame \(frame) is dated \(time.iso8601) (\(reason)"
                + (probably.map { ", probably \($0.iso8601)" } ?? "") + "); times are shown relative to frame \(frame)"))
    }

    /// Decodes one record and emits what it completes.
    public mutating func process(_ record: CaptureRecord, _ emit: (Event) -> Void) {
        let time = Self.clamped(record.time)
        var clamped = record
        clamped.time = time
        processClamped(&clamped, emit)
    }

    /// `process` of a record whose time is within `timeBound`. `inout` only so that the run loop's record is read in
    /// place, not copied (retained and released) for the call; it is not changed.
    private mutating func processClamped(
        _ record: inout CaptureRecord, checkedClock: Bool = false, _ emit: (Event) -> Void
    ) {
        statistics.records += 1
        lastFrame = record.frame
        lastTime = record.time
        if !checkedClock { checkClock(frame: record.frame, time: record.time) }
        let frame = HCIFrame.decode(framing: record.framing, bytes: record.bytes)
        if record.isTruncated {
            // ACL packets cut short are reported once per connection (see `acl`).
            var aclWithHeader = false
            if case .packet(.acl, _, _, let bodyStart) = frame, record.bytes.count - bodyStart >= 4 { aclWithHeader = true }
            if !aclWithHeader {
                diagnostics.append(Diagnostic(
                    frame: record.frame, .warning, .capture, "truncated_record",
                    "the capture kept \(record.bytes.count) of \(record.originalLength) bytes; later fields may be missing"))
            }
        }
        if case .linkLayer(let encapsulation) = record.framing {
            linkLayer(record, encapsulation, emit)
            flushOwnDiagnostics(emit)
            return
        }
        switch frame {
        case .empty:
            diagnostics.append(Diagnostic(frame: record.frame, .warning, .hci, "empty_record", "the record holds no packet"))
        case .monitor(let opcode, let adapter, let body):
            monitorRecord(record, opcode: opcode, adapter: adapter, body: body, emit)
        case .packet(let type, let direction, let adapter, let bodyStart):
            statistics.hciPackets += 1
            switch type {
            case .acl:
                acl(record, direction: direction, adapter: adapter, bodyStart: bodyStart, emit)
                if toldPacket != nil {
                    tellFoldedPacket(record.bytes, frame: record.frame, time: record.time, direction: direction,
                                     adapter: adapter, emit)
                }
            case .event:
                // Number Of Completed Packets nobody shows is only counted: no event value, no slice (most of a
                // phone's HCI events).
                if !demand.contains(.flowControlEvents), HCIEvent.isPlainNumberOfCompletedPackets(
                    record.bytes.span.suffix(from: bodyStart), recordCut: record.isTruncated) { break }
                // Advertising reports for a scan tracker are read where they are: no event value either.
                if let scans, let reports = AdvertisingReports.plain(in: record.bytes, from: bodyStart,
                                                                     recordCut: record.isTruncated) {
                    scanned(reports, into: scans, record: record, adapter: adapter)
                    break
                }
                hciEvent(record, direction: direction, adapter: adapter, body: HCIFrame.body(of: record, from: bodyStart), emit)
            case .command:
                hciCommand(record, direction: direction, adapter: adapter, body: HCIFrame.body(of: record, from: bodyStart),
                           emit)
            default:
                send(Event(frame: record.frame, time: record.time, adapter: adapter,
                           payload: .otherPacket(type: type, direction: direction,
                                                 body: HCIFrame.body(of: record, from: bodyStart))), emit)
            }
        }
        flushOwnDiagnostics(emit)
    }

    // MARK: Monitor records

    private mutating func monitorRecord(
        _ record: CaptureRecord, opcode: MonitorOpcode, adapter: UInt16, body: Bytes, _ emit: (Event) -> Void
    ) {
        let payload: Event.Payload
        switch opcode {
        case .newIndex:
            payload = .adapter(AdapterRecord(
                kind: .new, address: body.address(at: HCIFieldMap.newIndexAddress), controllerType: body[checked: 0],
                bus: body[checked: 1],
                name: body.slice(from: HCIFieldMap.newIndexName.lowerBound, count: HCIFieldMap.newIndexName.count)
                    .map(\.cString), manufacturer: nil))
        case .deleteIndex: payload = .adapter(AdapterRecord(kind: .delete))
        case .openIndex: payload = .adapter(AdapterRecord(kind: .open))
        case .closeIndex: payload = .adapter(AdapterRecord(kind: .close))
        case .indexInfo:
            payload = .adapter(AdapterRecord(kind: .info, address: body.address(at: HCIFieldMap.indexInfoAddress),
                                              manufacturer: body.u16le(at: 6)))
        case .systemNote:
            payload = .note(body.cString)
        case .userLogging:
            // Priority, identifier length, identifier (NUL-terminated), message (NUL-terminated).
            let priority = body[checked: 0] ?? 0
            let identLength = Int(body[checked: 1] ?? 0)
            let ident = body.slice(from: 2, count: identLength) ?? .empty
            payload = .log(priority: priority, identifier: ident.cString,
                           message: body.suffix(from: 2 + identLength).cString)
        case _ where MonitorOpcode.packetLoggerText.keys.contains(opcode.rawValue):
            // PacketLogger text records: a log line whose identifier is the record's kind.
            let (priority, kind) = MonitorOpcode.packetLoggerText[opcode.rawValue] ?? (6, "")
            payload = .log(priority: priority, identifier: kind, message: body.cString)
        default:
            payload = .monitor(opcode: opcode, body: body)
        }
        send(Event(frame: record.frame, time: record.time, adapter: adapter, payload: payload), emit)
        // The adapter's own address: btmon's index records, and the note PacketLogger writes when logging starts.
        var learned: LocalController?
        switch payload {
        case .adapter(let a) where a.kind == .new || a.kind == .info:
            if let address = a.address, address.rawValue != 0 {
                learned = lifecycle.learn(adapter, source: .monitorIndex) { $0.address = address }
            }
        case .note(let text):
            if case .packetLogger = record.framing, let address = Self.packetLoggerAddress(text) {
                learned = lifecycle.learn(adapter, source: .packetLoggerNote) { $0.address = address }
            }
        default:
            break
        }
        if let learned {
            send(Event(frame: record.frame, time: record.time, adapter: adapter, payload: .localController(learned)), emit)
        }
        if opcode == .closeIndex || opcode == .deleteIndex {
            adapterGone(adapter, deleted: opcode == .deleteIndex, frame: record.frame, time: record.time, emit)
        }
    }

    /// The address of PacketLogger's "Address: 80:96:98:42:54:B0" note.
    static func packetLoggerAddress(_ text: String) -> BluetoothAddress? {
        guard text.hasPrefix("Address: ") else { return nil }
        let parts = text.dropFirst("Address: ".count).split(separator: ":")
        guard parts.count == 6 else { return nil }
        var value: UInt64 = 0
        for part in parts {
            guard part.count == 2, let byte = UInt8(part, radix: 16) else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return BluetoothAddress(rawValue: value)
    }


    // MARK: HCI

    private mutating func hciCommand(
        _ record: CaptureRecord, direction: Direction, adapter: UInt16, body: Bytes, _ emit: (Event) -> Void
    ) {
        let (parsed, problem) = HCICommand.parse(body, recordCut: record.isTruncated)
        if let problem { diagnostics.append(problem.diagnostic(frame: record.frame)) }
        guard let command = parsed else { return }
        securityCommand(command, adapter: adapter, frame: record.frame)
        let connection = command.connectionHandle.flatMap {
            openConnection(ConnectionKey(adapter: adapter, handle: $0))?.info
        }
        lifecycle.command(command, adapter: adapter, frame: record.frame)
        send(Event(frame: record.frame, time: record.time, adapter: adapter,
                   payload: .command(command, direction: direction, connection: connection)), emit)
    }

    private mutating func hciEvent(
        _ record: CaptureRecord, direction: Direction, adapter: UInt16, body: Bytes, _ emit: (Event) -> Void
    ) {
        let (parsed, problem) = HCIEvent.parse(body, recordCut: record.isTruncated)
        if let problem { diagnostics.append(problem.diagnostic(frame: record.frame)) }
        guard let event = parsed else { return }
        if case .numberOfCompletedPackets = event.detail, !demand.contains(.flowControlEvents) { return }
        if case .advertisingReports(let reports) = event.detail, let scans {
            scanned(reports, into: scans, record: record, adapter: adapter)
            return
        }
        securityEvent(event, adapter: adapter, frame: record.frame)
        var connection: ConnectionInfo?
        var closeAfter: ConnectionKey?
        var adoptAfter: ConnectionContext?
        var attempt: ConnectionAttempt?
        var learned: LocalController?
        // What the event did to the connections, as the HCI layer's lifecycle concludes it.
        switch lifecycle.event(event, adapter: adapter, frame: record.frame, time: record.time) {
        case .opened(let key, let complete, let reused)?:
            if let old = connections[key] {
                if reused == .withoutDisconnect {
                    diagnostics.append(Diagnostic(
                        frame: record.frame, .warning, .hci, "handle_reused_without_disconnect",
                        "handle 0x\(String(complete.handle, radix: 16, uppercase: false)) connects again with no "
                            + "Disconnection Complete for connection \(old.info.id); that connection is closed here"))
                }
                close(key, frame: record.frame, time: record.time, emit)
            }
            let context = open(key, adapter: adapter, handle: complete.handle, record: record, beforeCapture: false, emit)
            context.info.apply(complete)
            context.info.name = advertisedNames[complete.peer]
            connection = context.info
            adoptAfter = context
        case .attemptEnded(let ended)?:
            attempt = ended
        case .closed(let key, let disconnection)?:
            if let context = connections[key] {
                // A handle the capture only saw carrying nothing that parses was a connection after all.
                if context.provisional { confirm(context, key: key, frame: record.frame, time: record.time, emit) }
                context.info.disconnection = disconnection
                connection = context.info
                closeAfter = key
            }
        case .disconnectAnswered(let key)?:
            // The connection whose Disconnect this answers (a rejected one ends nothing).
            connection = openConnection(key)?.info
        case .localController(let controller)?:
            learned = controller
        case nil:
            break
        }
        // What the event did to one connection's parameters, as the HCI layer reads it.
        if let detail = event.connectionDetail {
            let context = openConnection(ConnectionKey(adapter: adapter, handle: detail.handle))
            if let context { apply(detail, to: context, frame: record.frame) }
            connection = context?.info
        } else if case .advertisingReports(let reports) = event.detail {
            rememberNames(reports)
        }
        // Moved into its event, not copied.
        send(Event(frame: record.frame, time: record.time, adapter: adapter,
                   payload: .event(consume event, direction: direction, connection: consume connection)), emit)
        if let attempt {
            send(Event(frame: record.frame, time: record.time, adapter: adapter, payload: .connectionAttempt(attempt)), emit)
        }
        if let learned {
            send(Event(frame: record.frame, time: record.time, adapter: adapter, payload: .localController(learned)), emit)
        }
        if let key = closeAfter { close(key, frame: record.frame, time: record.time, emit) }
        // After the connection event, so that the note about a reused table follows it.
        if let context = adoptAfter { adoptTable(context, frame: record.frame) }
    }

    /// Reports for the consumer's scan tracker, made no event: no key, no connection, no lifecycle change; the
    /// scan counts the reports and, in the same walk, the names are remembered.
    private mutating func scanned(
        _ reports: AdvertisingReports, into scans: SharedScanTracker, record: CaptureRecord, adapter: UInt16
    ) {
        scans.tracker.add(reports, adapter: adapter, frame: record.frame, time: record.time) { rememberName($0) }
    }

    /// Remembers the local names the reports advertise, for the connections to their addresses.
    private mutating func rememberNames(_ reports: AdvertisingReports) {
        reports.walk { rememberName($0) }
    }

    /// Remembers the local name one report advertises, for the connections to its address.
    private mutating func rememberName(_ report: AdvertisingReport) {
        // A name already known for the address is neither made a String again nor stored again.
        guard let place = AdvertisingReport.localNamePlace(report.data.span) else { return }
        if let known = advertisedNames[report.address],
           AdvertisingReport.name(known, isPaddedText: report.data.span.extracting(place)) { return }
        guard let name = report.localName, advertisedNames[report.address] != name else { return }
        if advertisedNames.count >= Self.maximumAdvertisedNames { advertisedNames.removeAll() }
        advertisedNames[report.address] = name
    }

    /// Writes what an event changed into the connection it is about.
    private mutating func apply(_ detail: HCIConnectionDetail, to context: ConnectionContext, frame: Int) {
        switch detail.change {
        case .parameters(let interval, let latency, let timeout)?:
            context.info.interval = interval
            context.info.latency = latency
            context.info.supervisionTimeout = timeout
        case .encryption(let enabled)?:
            context.info.encrypted = enabled
            if enabled { encryptionStarts(context, frame: frame) }
        case .peerVersion(let version)?:
            context.info.peerVersion = version
        case nil:
            break
        }
    }

    /// A connection to a peer whose table is known (an earlier connection, or `--gatt-from`) starts with it.
    mutating func adoptTable(_ context: ConnectionContext, frame: Int) {
        guard depth == .att, let peer = context.info.peer else { return }
        if let known = tables[peer] {
            context.gatt.peerDatabase = known.database
            context.gatt.peerDatabase.source = .earlierConnection(known.connection)
            context.gatt.peerDatabase.attributeLimit = AttributeDatabase.maximumAttributes
            diagnostics.append(Diagnostic(
                frame: frame, .note, .gatt, "gatt_table_reused",
                "connection \(context.info.id): using the attribute table discovered in connection \(known.connection) "
                    + "with \(peer) until this connection discovers its own"))
        } else if let other = borrowed[peer] {
            context.gatt.peerDatabase = other
            if case .otherCapture(let name) = other.source {
                diagnostics.append(Diagnostic(
                    frame: frame, .note, .gatt, "gatt_table_borrowed",
                    "connection \(context.info.id): using the attribute table of \(peer) from \(name)"))
            }
        }
    }

    mutating func open(
        _ key: ConnectionKey, adapter: UInt16, handle: UInt16, record: CaptureRecord, beforeCapture: Bool,
        provisional: Bool = false, _ emit: (Event) -> Void
    ) -> ConnectionContext {
        if connections.count >= Self.maximumConnections { evictOldest(frame: record.frame, time: record.time, emit) }
        let info = ConnectionInfo(
            id: provisional ? 0 : nextConnectionID, adapter: adapter, handle: handle, startFrame: record.frame,
            startTime: record.time, connectedBeforeCapture: beforeCapture)
        if !provisional {
            nextConnectionID += 1
            statistics.connections += 1
        }
        let context = ConnectionContext(
            info: info, procedures: procedures, describeValues: describeValues, userDecoders: userDecoders,
            budget: reassemblyBudget)
        context.provisional = provisional
        context.values.decoders.fields = valueFields
        context.lastFrame = record.frame
        context.gatt.reportsValues = tracksOrigins
        connections[key] = context
        forgetRecent()
        openingOrder.append(key)
        return context
    }

    mutating func close(_ key: ConnectionKey, frame: Int, time: Timestamp, _ emit: (Event) -> Void) {
        guard let context = connections.removeValue(forKey: key) else { return }
        forgetRecent()
        if context.provisional {
            notConnection(context)
            return
        }
        for begun in context.l2cap.close() {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .l2cap, "l2cap_incomplete_at_disconnect",
                "connection \(context.info.id) ends with the L2CAP PDU begun in frame \(begun) incomplete"))
        }
        closeGATT(context, frame: frame, time: time, adapter: context.info.adapter, emit)
    }

    /// Makes a provisional handle a connection of the story: its number, and the event that announces it.
    mutating func confirm(_ context: ConnectionContext, key: ConnectionKey, frame: Int, time: Timestamp, _ emit: (Event) -> Void) {
        guard context.provisional else { return }
        context.provisional = false
        lifecycle.confirmed(key)
        context.info.id = nextConnectionID
        nextConnectionID += 1
        statistics.connections += 1
        // Nothing reached the GATT layer yet: it starts again under the connection's number.
        var gatt = GATTTracker(connection: context.info.id)
        gatt.notificationProcedures = context.gatt.notificationProcedures
        gatt.types = KnownAttributeTypes(userDecoders: userDecoders)
        context.gatt = gatt
        var decoders = ConnectionDecoders(userDecoders: userDecoders, describe: context.values.decoders.describe)
        decoders.fields = context.values.decoders.fields
        context.values = GATTValues(decoders: decoders)
        if context.unparsed > 0 {
            diagnostics.append(Diagnostic(
                frame: frame, .note, .l2cap, "unparsed_before_connection",
                "connection \(context.info.id) (handle 0x\(ControllerVersion.hex4(context.info.handle)), open before the "
                    + "capture began): \(context.unparsed) earlier L2CAP PDU\(context.unparsed == 1 ? "" : "s") on it, "
                    + "from frame \(context.firstUnparsedFrame ?? frame), parse as nothing and are left out"))
        }
        send(Event(frame: frame, time: time, adapter: context.info.adapter, payload: .connectionFound(context.info)), emit)
    }

    /// A provisional handle that ends without carrying anything that parses: one note, and nothing else.
    private mutating func notConnection(_ context: ConnectionContext) {
        diagnostics.append(Diagnostic(
            frame: context.info.startFrame, .note, .hci, "acl_handle_not_a_connection",
            "ACL handle 0x\(ControllerVersion.hex4(context.info.handle)) (frames \(context.info.startFrame)–\(context.lastFrame)) "
                + "had no Connection Complete and carried nothing that parses as L2CAP signalling, ATT or SMP: "
                + "it is not taken for a connection"))
    }

    /// The open connection with `key`, not a provisional handle.
    func openConnection(_ key: ConnectionKey) -> ConnectionContext? {
        guard let context = connections[key], !context.provisional else { return nil }
        return context
    }

    private mutating func evictOldest(frame: Int, time: Timestamp, _ emit: (Event) -> Void) {
        while openingOrderStart < openingOrder.count {
            let key = openingOrder[openingOrderStart]
            openingOrderStart += 1
            if let context = connections[key] {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .hci, "connection_limit",
                    "more than \(Self.maximumConnections) connections are open at once; connection "
                        + "\(context.info.id) is no longer followed"))
                lifecycle.forget(key)
                close(key, frame: frame, time: time, emit)
                break
            }
        }
        if openingOrderStart > 4096 && openingOrderStart * 2 > openingOrder.count {
            openingOrder.removeFirst(openingOrderStart)
            openingOrderStart = 0
        }
    }

    // MARK: ACL and L2CAP

    /// An ACL packet: the record's bytes from `bodyStart`, read in place down to L2CAP (a slice of them is made
    /// only for what keeps them: a PDU's payload, an event of depth `hci`, a vendor's log).
    private mutating func acl(
        _ record: CaptureRecord, direction: Direction, adapter: UInt16, bodyStart: Int, _ emit: (Event) -> Void
    ) {
        statistics.aclPackets += 1
        let (layout, problem) = HCIACLPacket.Layout.parse(record.bytes.span.suffix(from: bodyStart),
                                                          recordCut: record.isTruncated)
        if let problem { diagnostics.append(problem.diagnostic(frame: record.frame)) }
        guard let packet = layout else { return }
        let header = packet.header
        let dataStart = bodyStart + HCIACLPacket.Layout.dataStart
        /// The data as a slice of the record, for what keeps it.
        var data: Bytes { record.bytes.slice(from: dataStart, count: packet.dataCount) ?? .empty }
        let key = ConnectionKey(adapter: adapter, handle: header.handle)
        let context: ConnectionContext
        if let existing = connection(key) {
            context = existing
        } else if case .controllerLog(let vendor, let kind) = lifecycle.unknownHandle(key) {
            // A handle no Connection Complete named that a controller uses for its own logs.
            controllerLog(record, key: key, header: header, data: data, direction: direction, adapter: adapter,
                          vendor: (vendor, kind), emit)
            return
        } else {
            // Found at its first packet; at depth `hci` nothing can be parsed, so it is a connection at once.
            context = open(key, adapter: adapter, handle: header.handle, record: record, beforeCapture: true,
                           provisional: depth != .hci, emit)
            if !context.provisional {
                lifecycle.confirmed(key)
                send(Event(frame: record.frame, time: record.time, adapter: adapter, payload: .connectionFound(context.info)), emit)
            }
        }
        let cut = packet.isCut
        var fed: L2CAPPDU?
        var provisional: Bool
        if !record.isTruncated && depth != .hci && !tracksOrigins {
            // A record whole, the common case: the packet reaches the connection's layers with one access, which
            // may take it without a PDU made (`Layers.take`); a consumer of origins has them from the PDU `feed`
            // makes.
            let taken = context.layers.take(
                header: header, in: record.bytes, from: dataStart, count: packet.dataCount, direction: direction,
                frame: record.frame, time: record.time, cut: cut, folding: direction != .unknown ? folding : .none,
                counting: !demand.contains(.channelEvents), into: &folded, told: &told, diagnostics: &diagnostics)
            switch taken {
            case .folded:
                statistics.l2capPDUs += 1
                statistics.attPDUs += 1
                // Told by `process` once this returns (`tellFoldedPacket`): the value after the L2CAP basic header
                // (4 bytes, Core Vol 3 Part A §3.1) and ATT's opcode and handle (3); a message is told with its PDU,
                // the three bytes before. (Sliced here, the value made the compiler copy the whole record at this
                // step's entry for every packet.)
                if told != nil { toldPacket = (key, dataStart + 7, packet.dataCount - 7) }
                return
            case .counted:
                statistics.l2capPDUs += 1
                return
            case .fed(let pdu, let stillProvisional):
                (fed, provisional) = (pdu, stillProvisional)
            }
        } else {
            if record.isTruncated && !context.reportedCut {
                if context.provisional {
                    if context.cutWhileProvisional == nil {
                        context.cutWhileProvisional = (record.frame, record.bytes.count, record.originalLength)
                    }
                } else {
                    warnCut(context, frame: record.frame, kept: record.bytes.count, original: record.originalLength)
                }
            }
            if depth == .hci {
                context.lastFrame = record.frame
                send(Event(frame: record.frame, time: record.time, adapter: adapter,
                           payload: .acl(header, data: data, direction: direction, connection: context.info)), emit)
                return
            }
            let origin = tracksOrigins ? ByteOrigin(frame: record.frame, offset: dataStart, count: packet.dataCount) : nil
            (fed, provisional) = context.layers.feed(
                header: header, in: record.bytes, from: dataStart, count: packet.dataCount, direction: direction,
                frame: record.frame, cut: cut, origin: origin, diagnostics: &diagnostics)
        }
        if tracksOrigins, !provisional, let lost = context.l2cap.abandoned {
            l2cap(lost.pdu, origin: lost.origin, record: record, direction: direction, adapter: adapter, context: context,
                  emit)
        }
        guard let pdu = fed else { return }
        if provisional {
            guard Self.parses(pdu) else {
                context.unparsed += 1
                if context.firstUnparsedFrame == nil { context.firstUnparsedFrame = pdu.firstFrame }
                return
            }
            confirm(context, key: key, frame: record.frame, time: record.time, emit)
            if let cut = context.cutWhileProvisional, !context.reportedCut {
                warnCut(context, frame: cut.frame, kept: cut.kept, original: cut.original)
            }
        }
        statistics.l2capPDUs += 1
        // Without origins, no optional origin made and destroyed per PDU.
        if tracksOrigins {
            l2cap(pdu, origin: context.l2cap.origin, record: record, direction: direction, adapter: adapter,
                  context: context, emit)
        } else {
            l2cap(pdu, record: record, direction: direction, adapter: adapter, context: context, emit)
        }
    }

    /// Says once per connection that the capture cuts its ACL packets short.
    private mutating func warnCut(_ context: ConnectionContext, frame: Int, kept: Int, original: Int) {
        context.reportedCut = true
        diagnostics.append(
            HCIPacketProblem.aclCut(connection: context.info.id, kept: kept, original: original).diagnostic(frame: frame))
    }

    /// Whether an L2CAP PDU on a handle with no Connection Complete carries something that parses: ATT, SMP or
    /// signalling on their fixed channels (Core Vol 3 Part A §2.1), or a dynamic channel's data, whose set-up the
    /// capture missed. A PDU the capture cut is judged by its channel alone.
    static func parses(_ pdu: L2CAPPDU) -> Bool {
        switch pdu.channel {
        case .att:
            if pdu.isCut { return !pdu.payload.isEmpty }
            var notes = ATTParseNotes()
            return (try? ATTPDU.parse(pdu.payload, notes: &notes)) != nil
        case .signaling, .leSignaling:
            if pdu.isCut { return !pdu.payload.isEmpty }
            let commands = L2CAPSignal.parseCommands(pdu.payload, le: pdu.channel == .leSignaling)
            return !commands.isEmpty && commands.allSatisfy { if case .success = $0 { true } else { false } }
        case .smp, .brEdrSMP:
            if pdu.isCut { return !pdu.payload.isEmpty }
            return (try? SMPPDU.parse(pdu.payload)) != nil
        case .connectionless, .ampManager, .ampTestManager:
            return true
        case let other where other.isDynamic:
            return true
        default:
            return false
        }
    }

    /// An ACL packet on a vendor's log handle: one note per handle, and an event that `dump` shows.
    private mutating func controllerLog(
        _ record: CaptureRecord, key: ConnectionKey, header: HCIACLHeader, data: Bytes, direction: Direction, adapter: UInt16,
        vendor: (vendor: String, kind: String), _ emit: (Event) -> Void
    ) {
        statistics.controllerLogPackets += 1
        if !controllerLogHandles.contains(key), controllerLogHandles.count < Self.maximumControllerLogHandles {
            controllerLogHandles.insert(key)
            diagnostics.append(Diagnostic(
                frame: record.frame, .note, .hci, "controller_log_handle",
                "ACL handle 0x\(ControllerVersion.hex4(header.handle)) carries the \(vendor.vendor) controller's "
                    + "\(vendor.kind), not a connection: its packets are left out of the story (said once)"))
        }
        send(Event(frame: record.frame, time: record.time, adapter: adapter, payload: .controllerLog(ControllerLog(
            vendor: vendor.vendor, kind: vendor.kind, handle: header.handle, direction: direction, data: data))), emit)
    }

    mutating func l2cap(
        _ pdu: L2CAPPDU, origin: ByteOrigin? = nil, record: CaptureRecord, direction: Direction, adapter: UInt16, context: ConnectionContext,
        _ emit: (Event) -> Void
    ) {
        // Set (and cleared) only for a consumer of origins, which is the only one that gives any.
        if tracksOrigins { currentOrigin = origin }
        defer { if tracksOrigins { currentOrigin = nil } }
        switch pdu.route {
        case .signalling:
            signalling(pdu, record: record, direction: direction, adapter: adapter, context: context, emit)
            return
        case .securityManager(let whole):
            if whole, pdu.channel == .smp, let smp = try? SMPPDU.parse(pdu.payload) {
                context.security.smp(smp, direction: direction, frame: record.frame)
                context.info.pairing = context.security.method
                context.info.pairingRequestFrame = context.info.pairing == nil ? nil : context.security.requestFrame
            }
            // Cut short, shown as plain L2CAP; for a consumer of the bytes, as far as it goes (the keys it carries).
            if whole || tracksOrigins {
                send(Event(frame: record.frame, time: record.time, adapter: adapter,
                           payload: .smp(pdu.payload, cid: pdu.cid, direction: direction, connection: context.info)), emit)
            } else {
                send(Event(frame: record.frame, time: record.time, adapter: adapter,
                           payload: .l2cap(pdu, direction: direction, connection: context.info)), emit)
            }
            return
        case .att, .other:
            let carriesATT = pdu.carriesATT
            if carriesATT && folding != .none
                && foldNotification(pdu, direction: direction, context: context, frame: record.frame, time: record.time) {
                if told != nil, folding == .tellingMessages {
                    tellMessage(pdu.payload, firstFrame: pdu.firstFrame, frame: record.frame, time: record.time,
                                direction: direction, adapter: adapter, context: context, emit)
                } else if told != nil {
                    tellFolded(pdu.payload.suffix(from: 3), frame: record.frame, time: record.time, direction: direction,
                               adapter: adapter, context: context, emit)
                }
                return
            }
            if carriesATT && depth == .att {
                // One access to the connection's ATT layers for the whole PDU; nothing else touches them until it
                // returns.
                att(pdu, record: record, direction: direction, adapter: adapter, context: context,
                    layers: &context.layers.att, emit)
            } else if demand.contains(.channelEvents) {
                send(Event(frame: record.frame, time: record.time, adapter: adapter,
                           payload: .l2cap(pdu, direction: direction, connection: context.info)), emit)
            }
        }
    }

    /// An ATT PDU of `context` through its GATT tracker, decoders and summary (`layers`, the context's, held in one
    /// access): its `.att` event when the consumer wants one, then its procedures' `.gatt` events, moved into them.
    /// The PDU as GATT takes it is made once; an `ATTMessage` only for an `.att` event.
    private mutating func att(
        _ pdu: L2CAPPDU, record: CaptureRecord, direction: Direction, adapter: UInt16, context: ConnectionContext,
        layers: inout ConnectionContext.ATTLayers, _ emit: (Event) -> Void
    ) {
        statistics.attPDUs += 1
        var input = GATTInput(direction: direction, cid: pdu.cid, bearer: pdu.bearer, bytes: pdu.payload, pdu: nil,
                              originalLength: pdu.originalLength, mtu: pdu.enhancedATTMTU)
        var parseError: ATTParseError?
        var notes = ATTParseNotes()
        do {
            input.pdu = try ATTPDU.parse(pdu.payload, notes: &notes)
            if !notes.isEmpty && !pdu.isCut {
                diagnostics += notes.diagnostics(frame: record.frame, opcode: input.opcode)
            }
        } catch {
            // A PDU the capture cut is not malformed: what is missing was never captured.
            if !pdu.isCut {
                parseError = error
                diagnostics.append(Diagnostic(frame: record.frame, .warning, .att, error.codeName, "\(error)"))
            }
        }
        layers.process(input, frame: record.frame, time: record.time, leavingValues: !demand.contains(.decodedValues))
        if origins != nil { origins?.values = layers.gattOutput.values }
        if !layers.output.diagnostics.isEmpty { diagnostics += layers.output.diagnostics }
        countAttributes(context, layers: &layers, held: layers.gatt.learnedCount, frame: record.frame)
        if demand.contains(.attEvents) {
            var message: ATTMessage
            if let spare = spareMessage {
                // The last PDU's storage, written over in place when the consumer did not keep it.
                spareMessage = nil
                message = spare
                message.replace(
                    connection: context.info, direction: direction, cid: input.cid, bearer: input.bearer,
                    bytes: input.bytes, pdu: input.pdu, parseError: parseError, firstFrame: pdu.firstFrame,
                    attribute: layers.output.attribute, decoded: layers.output.decoded,
                    originalLength: input.originalLength, mtu: input.mtu, decodesLater: layers.output.decodesLater,
                    derivedRates: layers.output.derivedRates)
            } else {
                message = ATTMessage(
                    connection: context.info, direction: direction, cid: input.cid, bearer: input.bearer,
                    bytes: input.bytes, pdu: input.pdu, parseError: parseError, firstFrame: pdu.firstFrame,
                    attribute: layers.output.attribute, decoded: layers.output.decoded,
                    originalLength: input.originalLength, mtu: input.mtu)
                message.decodesLater = layers.output.decodesLater
                message.derivedRates = layers.output.derivedRates
            }
            // Moved into its event and taken back out of it after, not copied.
            let event = Event(frame: record.frame, time: record.time, adapter: adapter, payload: .att(consume message))
            send(event, emit)
            if case .att(var sent) = (consume event).payload {
                sent.dropBytes()
                spareMessage = sent
            }
        } else {
            // The diagnostics go out where the event would have.
            flushOwnDiagnostics(emit)
        }
        guard procedures else { return }
        // Moved into their events, not copied.
        var decoded: [DecodedProcedure] = []
        swap(&decoded, &layers.output.procedures)
        decoded.reverse()
        while let p = decoded.popLast() {
            layers.summarize(p)
            // Moved into its event and taken back out of it after, not copied; its storage then for the next
            // procedure when the consumer did not keep it.
            let event = Event(frame: record.frame, time: record.time, adapter: adapter, payload: .gatt(consume p))
            send(event, emit)
            if case .gatt(let sent) = (consume event).payload { layers.values.reuse(sent) }
        }
        layers.values.recycle(&decoded)
        countSummary(context, summary: &layers.summary, frame: record.frame)
        let open = layers.gatt.openSince
        if open?.frame != context.openProcedure {
            context.openProcedure = open?.frame
            send(Event(frame: record.frame, time: record.time, adapter: adapter,
                       payload: .gattOpen(context.info, since: open)), emit)
        }
    }

    /// How notifications fold, as `judgeFolding` found from the settings (kept, not worked out per packet).
    private var folding = Folding.none
    enum Folding {
        case none
        /// Into the summary with no event, for a consumer that wants no notification events (`analyze --summary`).
        /// Write Commands that fold are told, here as with `telling`.
        case silently
        /// Into the summary all the same, and told as the `.gatt` events the layers would make of them: for a
        /// consumer that wants notification events but no `.att` events and writes notified values itself
        /// (`analyze` and `analyze --json` run so). A folded notification's procedure is the one GATT and the
        /// decoders make with `leavingValues` (`GATTTracker.quietNotificationProcedure`, then
        /// `GATTValues.foldedNotification` or, for a characteristic no decoder knows, `GATTValues.undecoded`); a
        /// value of any other characteristic goes through the layers.
        case telling
        /// Without procedures or a summary, for a consumer of `.att` events that writes notified values itself
        /// (`dump --json`): a whole notification that GATT and the decoders would only annotate is told as the `.att`
        /// event they would have made (`ATTLayers.foldMessage`, `tellMessage`), with no L2CAP PDU, ATT parse or GATT
        /// output made for it.
        case tellingMessages
    }

    /// `folding` from the depth, the procedures, the demand and the origins.
    private mutating func judgeFolding() {
        let folds = depth == .att && procedures
        if folds && !demand.contains(.notificationEvents) {
            folding = .silently
        } else if folds && !demand.contains(.attEvents) && !demand.contains(.decodedValues) && !tracksOrigins {
            folding = .telling
        } else if depth == .att && !procedures && demand.contains(.attEvents) && !demand.contains(.decodedValues)
                    && !tracksOrigins {
            folding = .tellingMessages
        } else {
            folding = .none
        }
    }

    /// `tellFolded` of the PDU `acl` folded from the packet of a record to be told (`toldPacket`): `bytes`, the
    /// record's. (Given the record whole, this step copied it.)
    private mutating func tellFoldedPacket(
        _ bytes: borrowing Bytes, frame: Int, time: Timestamp, direction: Direction, adapter: UInt16,
        _ emit: (Event) -> Void
    ) {
        guard let packet = toldPacket.take() else { return }
        guard let context = connection(packet.key) else {
            // The connection the packet was just folded into: always found. Nothing is told otherwise.
            told = nil
            return
        }
        if folding == .tellingMessages {
            tellMessage(bytes.slice(from: packet.valueStart - 3, count: packet.valueCount + 3), firstFrame: frame,
                        frame: frame, time: time, direction: direction, adapter: adapter, context: context, emit)
            return
        }
        tellFolded(bytes.slice(from: packet.valueStart, count: packet.valueCount), frame: frame, time: time,
                   direction: direction, adapter: adapter, context: context, emit)
    }

    /// The `.att` event of the notification the last fold folded to be told as a message (`told`, its handle;
    /// `pdu`, the ATT PDU, whose first fragment was in `firstFrame`): the message `att` makes of it when GATT and
    /// the decoders only annotate it (its attribute resolved as GATT's `process` resolves it, its value left to the
    /// consumer with the speed and cadence derived, or, for a characteristic no decoder knows, not decoded), in the
    /// storage of the last message when the consumer did not keep it.
    private mutating func tellMessage(
        _ pdu: Bytes?, firstFrame: Int, frame: Int, time: Timestamp, direction: Direction, adapter: UInt16,
        context: ConnectionContext, _ emit: (Event) -> Void
    ) {
        guard let handle = told.take(), let pdu else { return }
        toldFolds += 1
        let annotation = context.layers.att.toldMessage(handle, direction: direction)
        let attPDU = ATTPDU.handleValueNotification(handle: handle, value: pdu.suffix(from: 3))
        let cid = L2CAPChannelID.att.rawValue
        var message: ATTMessage
        if let spare = spareMessage {
            spareMessage = nil
            message = spare
            message.replace(
                connection: context.info, direction: direction, cid: cid, bearer: cid, bytes: pdu, pdu: attPDU,
                parseError: nil, firstFrame: firstFrame, attribute: annotation.attribute, decoded: nil, originalLength: nil,
                mtu: nil, decodesLater: annotation.later, derivedRates: annotation.rates)
        } else {
            message = ATTMessage(
                connection: context.info, direction: direction, cid: cid, bearer: cid, bytes: pdu, pdu: attPDU,
                parseError: nil, firstFrame: firstFrame, attribute: annotation.attribute, decoded: nil, originalLength: nil,
                mtu: nil)
            message.decodesLater = annotation.later
            message.derivedRates = annotation.rates
        }
        let event = Event(frame: frame, time: time, adapter: adapter, payload: .att(consume message))
        send(event, emit)
        if case .att(var sent) = (consume event).payload {
            sent.dropBytes()
            spareMessage = sent
        }
    }

    /// The `.gatt` event of the notification the last fold is to tell (`told`, its handle), if it is to tell one:
    /// `value` is its value. The procedure is made as GATT and the decoders make it with `leavingValues`
    /// (`GATTTracker.quietNotificationProcedure`, `GATTValues.foldedNotification`, with the speed and cadence the
    /// fold derived), and its storage goes back to the connection's decoders after the event, as `att` gives back
    /// a procedure's.
    private mutating func tellFolded(
        _ value: Bytes?, frame: Int, time: Timestamp, direction: Direction, adapter: UInt16,
        context: ConnectionContext, _ emit: (Event) -> Void
    ) {
        guard let handle = told.take() else { return }
        toldFolds += 1
        let (p, write) = context.layers.att.tell(handle, value: value ?? .empty, direction: direction, frame: frame,
                                                 time: time, rates: folded.rates)
        if write {
            // As `att` goes on after GATT's `process`: the tables' count (a write remembers its value's length),
            // the diagnostics where the PDU's event would have been, then the summary.
            let held = context.layers.att.gatt.learnedCount
            countAttributes(context, layers: &context.layers.att, held: held, frame: frame)
            flushOwnDiagnostics(emit)
            context.layers.att.summarize(p)
        }
        // The procedure moved into its event and taken back out of it after, not copied.
        let event = Event(frame: frame, time: time, adapter: adapter, payload: .gatt(consume p))
        send(event, emit)
        if case .gatt(let told) = (consume event).payload { context.layers.att.values.reuse(told) }
        if write { countSummary(context, summary: &context.layers.att.summary, frame: frame) }
    }

    /// A whole Handle Value Notification on the ATT fixed channel that changes nothing but the summary, folded into
    /// its series (`folding`: without an event, or to be told, its handle then in `told`), or only folded to be told
    /// as its message (`tellingMessages`, `ATTLayers.foldMessage`): false when it must go through the layers.
    @inline(__always) private mutating func foldNotification(
        _ pdu: L2CAPPDU, direction: Direction, context: ConnectionContext, frame: Int, time: Timestamp
    ) -> Bool {
        guard pdu.channel == .att, !pdu.isCut, direction != .unknown,
              context.att.fold(pdu.payload.span, direction: direction, as: folding, into: &folded, frame: frame,
                               time: time, told: &told)
        else { return false }
        statistics.attPDUs += 1
        return true
    }

    /// Keeps the attributes of all open connections' tables within `maximumHeldAttributes`.
    /// `held`: the attributes its tables hold now (`GATTTracker.learnedCount`).
    private mutating func countAttributes(
        _ context: ConnectionContext, layers: inout ConnectionContext.ATTLayers, held: Int, frame: Int
    ) {
        guard held != context.heldAttributes else { return }
        let grew = held > context.heldAttributes
        heldAttributes += held - context.heldAttributes
        context.heldAttributes = held
        if heldAttributes >= Self.maximumHeldAttributes && grew && context.learning {
            context.learning = false
            layers.gatt.stopLearning()
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .gatt, "gatt_memory_limit",
                "the attribute tables and value lengths of all open connections hold \(heldAttributes) entries; "
                    + "connection \(context.info.id) learns no more attributes (it keeps \(held))"))
        }
    }

    /// Keeps the attributes the summaries of all open connections follow within `maximumSummaryAttributes`.
    private mutating func countSummary(_ context: ConnectionContext, summary: inout GATTSummary, frame: Int) {
        let followed = summary.activities.count
        guard followed > context.summaryAttributes else { return }
        summaryAttributes += followed - context.summaryAttributes
        context.summaryAttributes = followed
        if summaryAttributes >= Self.maximumSummaryAttributes
            && summary.attributeLimit == GATTSummary.maximumAttributes {
            summary.attributeLimit = followed
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .gatt, "summary_memory_limit",
                "the summaries of all open connections follow \(summaryAttributes) attributes; the summary of "
                    + "connection \(context.info.id) counts no new attribute (it keeps \(followed))"))
        }
    }

    /// A signalling PDU: the L2CAP layer follows what its commands do to the channels and says so in actions,
    /// which become diagnostics, the summary's enhanced ATT bearers, and one event per command.
    private mutating func signalling(
        _ pdu: L2CAPPDU, record: CaptureRecord, direction: Direction, adapter: UInt16, context: ConnectionContext,
        _ emit: (Event) -> Void
    ) {
        var actions: [L2CAPSignalAction] = []
        swap(&actions, &signalActions)
        defer {
            actions.removeAll(keepingCapacity: true)
            swap(&actions, &signalActions)
        }
        context.l2cap.signalling(pdu, direction: direction, frame: record.frame, connection: context.info.id,
                                 into: &actions)
        for action in actions {
            switch action {
            case .command(let result):
                send(Event(frame: record.frame, time: record.time, adapter: adapter,
                           payload: .signalling(result, cid: pdu.cid, direction: direction, connection: context.info)),
                     emit)
            case .diagnostic(let diagnostic):
                diagnostics.append(diagnostic)
            case .enhancedATTBearer(let bearer, let mtu):
                context.summary.enhancedBearer(bearer, mtu: mtu)
            case .channelOpened, .channelClosed, .mtuChanged:
                break
            }
        }
    }
}

extension Pipeline.ConnectionContext.Layers {
    /// The connection's packet fed to its L2CAP state (`L2CAPConnection.feed`), its frame kept as the connection's
    /// last, and whether the handle is still provisional: one access to the connection's layers for the three.
    @inline(__always)
    mutating func feed(
        header: HCIACLHeader, in bytes: borrowing Bytes, from start: Int, count: Int, direction: Direction, frame: Int,
        cut: Bool, origin: ByteOrigin?, diagnostics: inout [Diagnostic]
    ) -> (pdu: L2CAPPDU?, provisional: Bool) {
        lastFrame = frame
        let pdu = l2cap.feed(header: header, in: bytes, from: start, count: count, direction: direction, frame: frame,
                             cut: cut, origin: origin, diagnostics: &diagnostics)
        return (pdu, provisional)
    }

    /// What `take` did with a packet.
    enum Taken {
        /// A whole notification folded into its series (`foldWhole`).
        case folded
        /// A whole PDU of a dynamic channel no protocol above L2CAP reads, only to be counted
        /// (`L2CAPConnection.isWholePlainData`).
        case counted
        /// Fed to the connection's L2CAP state (`feed`): the PDU it completed, and whether the handle is still
        /// provisional.
        case fed(L2CAPPDU?, provisional: Bool)
    }

    /// A packet of a record the capture did not cut, with one access to the connection's layers: folded when
    /// `folding` and it is a whole notification that changes nothing but the summary (`foldWhole`); counted when
    /// `counting` (the consumer wants no events of such PDUs) and it is a whole PDU of a channel no layer above
    /// L2CAP reads, on a handle that is not provisional (the PDU `feed` makes of it would only have been counted);
    /// otherwise fed (`feed`).
    @inline(__always)
    mutating func take(
        header: HCIACLHeader, in bytes: borrowing Bytes, from start: Int, count: Int, direction: Direction, frame: Int,
        time: Timestamp, cut: Bool, folding: Pipeline.Folding, counting: Bool, into folded: inout FoldedValue,
        told: inout UInt16?, diagnostics: inout [Diagnostic]
    ) -> Taken {
        if (folding != .none || counting) && !provisional, let data = bytes.span.slice(from: start, count: count) {
            if folding != .none && foldWhole(header: header, data, direction: direction, into: &folded, frame: frame,
                                             time: time, folding: folding, told: &told) {
                return .folded
            }
            // The channel read here first: most packets of a notifying device are on a fixed channel, and need not
            // ask L2CAP.
            if counting, let cid = data.u16le(at: 2), L2CAPChannelID(rawValue: cid).isDynamic,
               l2cap.isWholePlainData(header: header, data: data, direction: direction) {
                lastFrame = frame
                return .counted
            }
        }
        let (pdu, stillProvisional) = feed(
            header: header, in: bytes, from: start, count: count, direction: direction, frame: frame, cut: cut,
            origin: nil, diagnostics: &diagnostics)
        return .fed(pdu, provisional: stillProvisional)
    }

    /// The packet of a known connection whose ACL data is `data`, when it carries a whole notification that changes
    /// nothing but the summary (`L2CAPConnection.wholeOnFixedChannel`, `ATTLayers.fold`): folded into its series,
    /// the packet's frame kept as the connection's last. False: nothing changed, the packet must go through the
    /// layers.
    /// `folding`: as `ATTLayers.fold(_:direction:as:into:frame:time:told:)`.
    @inline(__always)
    mutating func foldWhole(
        header: HCIACLHeader, _ data: RawSpan, direction: Direction, into folded: inout FoldedValue, frame: Int,
        time: Timestamp, folding: Pipeline.Folding, told: inout UInt16?
    ) -> Bool {
        guard !provisional,
              l2cap.wholeOnFixedChannel(header: header, data: data, direction: direction, cut: false) == .att,
              att.fold(data.suffix(from: 4), direction: direction, as: folding, into: &folded, frame: frame, time: time,
                       told: &told)
        else { return false }
        lastFrame = frame
        return true
    }
}

extension Pipeline.ConnectionContext.ATTLayers {
    /// An ATT PDU through the connection's GATT tracker, then its decoders: the attribute values GATT's output
    /// carries (`EventOrigins.values`), what the decoders make of it, and the attributes the tables hold after it.
    /// `gattOutput.values` are the attribute values GATT's output carries, `output` what the decoders made of it.
    mutating func process(_ input: GATTInput, frame: Int, time: Timestamp, leavingValues: Bool) {
        gatt.process(input, frame: frame, time: time, into: &gattOutput)
        values.attach(&gattOutput, frame: frame, leavingValues: leavingValues, into: &output)
        // The value is a slice of the capture reader's buffer, which would otherwise have to be copied rather
        // than refilled.
        gattOutput.value = nil
    }

    /// A procedure into the connection's summary, with the quantities its decoders' series folder read of a value
    /// left to the consumer.
    mutating func summarize(_ p: DecodedProcedure) {
        summary.add(p, folded: values.folded, takesFolded: p.decodesLater || p.foldedNumbers)
    }

    /// `foldNotification` for one connection: its GATT tracker, decoders and summary. `telling`
    /// (`Pipeline.Folding.telling`): only a value of a characteristic that writes its own fields or that no decoder
    /// knows folds, and its handle goes into `told`, for `tell` to make its procedure. A Write Command goes to
    /// `foldWrite`, in either mode.
    // Not inlined into the ACL step: inlined, it made `analyze --summary` 0.8 % slower on the real capture for
    // 0.3 % on heart rate (measured).
    @inline(never)
    mutating func fold(
        _ payload: RawSpan, direction: Direction, into folded: inout FoldedValue, frame: Int, time: Timestamp,
        telling: Bool, told: inout UInt16?
    ) -> Bool {
        // GATT: nothing but a value of a characteristic (no request waiting). To be told, a characteristic that
        // writes its own fields (as `GATTValues.attach` leaves a value to the consumer) or that no decoder knows
        // (its procedure carries no decoded value either way), asked first: the others would be read twice.
        // Decoders: a value its series folder takes, with no user decoders. GATT again: a length that raises
        // nothing. The summary: a series for each quantity. Only then does anything change.
        guard let opcode = payload.u8(at: 0) else { return false }
        guard _fastPath(opcode == ATTOpcode.handleValueNotification.rawValue) else {
            return opcode == ATTOpcode.writeCommand.rawValue && foldWrite(payload, direction: direction, told: &told)
        }
        guard let handle = payload.u16le(at: 1),
              let attribute = gatt.quietNotification(handle: handle, direction: direction)
        else { return false }
        // Asked once: the answer also says how the notification is told.
        let fields = telling && Decoders.writesFields(attribute.uuid)
        guard !telling || fields || values.decoders.decodesNothing(attribute.uuid),
              values.decoders.prepareFold(
                  handle: attribute.handle, uuid: attribute.uuid, payload.suffix(from: 3), into: &folded)
        else { return false }
        // A value no decoder knows that is told comes as an event, which the consumer counts as it counts those
        // that go through the layers: the summary counts only those folded without one.
        if telling { folded.undecoded = false }
        guard gatt.foldLength(payload.byteCount),
              summary.fold(key: GATTSummary.key(side: direction == .sent ? 1 : 0, handle: handle), folded,
                           frame: frame, time: time)
        else { return false }
        values.decoders.commitFold()
        if telling {
            told = handle
            toldKind = fields ? .fields : .undecoded
        }
        return true
    }

    /// A whole Write Command of a characteristic value no decoder knows (most of what a phone writes to a vendor's
    /// sensor), whose procedure is nothing but a write of that value (`GATTTracker.quietWrite`), with no user
    /// decoders and a length that raises nothing: folded to be told whatever the folding (the story shows every
    /// write), its handle in `told`. Nothing else changes until `tell` makes its procedure, which the summary then
    /// counts.
    @inline(never)
    private mutating func foldWrite(_ payload: RawSpan, direction: Direction, told: inout UInt16?) -> Bool {
        guard let handle = payload.u16le(at: 1),
              let attribute = gatt.quietWrite(handle: handle, direction: direction),
              values.decoders.userDecoders == nil, values.decoders.decodesNothing(attribute.uuid),
              gatt.foldLength(payload.byteCount)
        else { return false }
        told = handle
        toldKind = .write
        return true
    }

    /// A whole ATT PDU folded as `folding` says: into the summary (`fold`, `telling` or not) or only to be told as
    /// its message (`foldMessage`). False, with nothing changed: it goes through the layers.
    @inline(__always)
    mutating func fold(
        _ payload: RawSpan, direction: Direction, as folding: Pipeline.Folding, into folded: inout FoldedValue,
        frame: Int, time: Timestamp, told: inout UInt16?
    ) -> Bool {
        switch folding {
        case .none: false
        case .tellingMessages: foldMessage(payload, direction: direction, told: &told)
        case .silently, .telling:
            fold(payload, direction: direction, into: &folded, frame: frame, time: time, telling: folding == .telling,
                 told: &told)
        }
    }

    /// For `Pipeline.Folding.tellingMessages`: a whole Handle Value Notification whose `.att` event GATT and the
    /// decoders would only annotate: nothing but a value of a characteristic (`GATTTracker.quietNotification`: no
    /// request waiting), no user decoders, a characteristic that writes its own fields (its value left to the
    /// consumer as `GATTValues.attach` leaves it, with the speed and cadence derived) or that no decoder knows (no
    /// decoded value), and a length that raises nothing. Its handle then goes into `told`, for `toldMessage`; false,
    /// with nothing changed: it goes through the layers.
    @inline(never)
    mutating func foldMessage(_ payload: RawSpan, direction: Direction, told: inout UInt16?) -> Bool {
        guard payload.u8(at: 0) == ATTOpcode.handleValueNotification.rawValue,
              let handle = payload.u16le(at: 1),
              let attribute = gatt.quietNotification(handle: handle, direction: direction),
              values.decoders.userDecoders == nil
        else { return false }
        let fields = Decoders.writesFields(attribute.uuid)
        guard fields || values.decoders.decodesNothing(attribute.uuid),
              gatt.foldLength(payload.byteCount),
              !fields || values.leaveDerivingRates(handle: handle, uuid: attribute.uuid, payload.suffix(from: 3))
        else { return false }
        told = handle
        toldKind = fields ? .fields : .undecoded
        return true
    }

    /// What the `.att` event of the notification of `handle` that `foldMessage` folded carries beside its bytes, as
    /// GATT's `process` and the decoders' `attach` give it: the attribute, whether its value is left to the
    /// consumer, and the speed and cadence derived for it.
    mutating func toldMessage(
        _ handle: UInt16, direction: Direction
    ) -> (attribute: AttributeRef, later: Bool, rates: DerivedRates) {
        let attribute = gatt.quietNotificationAttribute(handle: handle, direction: direction)
        return toldKind == .fields ? (attribute, true, values.folded.rates) : (attribute, false, DerivedRates())
    }

    /// The procedure of a PDU of `handle` that `fold` folded to be told: as GATT's `process` and the decoders'
    /// `attach` (with `leavingValues`) make it, `rates` the speed and cadence the fold derived; `write` when it is a
    /// Write Command's (whose procedure the summary has yet to count).
    mutating func tell(
        _ handle: UInt16, value: Bytes, direction: Direction, frame: Int, time: Timestamp, rates: DerivedRates
    ) -> (procedure: DecodedProcedure, write: Bool) {
        switch toldKind {
        case .fields:
            return (values.foldedNotification(
                gatt.quietNotificationProcedure(handle: handle, value: value, direction: direction, frame: frame,
                                                time: time),
                rates: rates), false)
        case .undecoded:
            return (values.undecoded(
                gatt.quietNotificationProcedure(handle: handle, value: value, direction: direction, frame: frame,
                                                time: time)), false)
        case .write:
            // The value goes into the storage of the last write's value when nothing else holds it: a phone's
            // stream of Write Commands allocates no array per write.
            var storage = values.spareWriteValue()
            return (values.undecoded(
                gatt.quietWriteProcedure(handle: handle, value: value, direction: direction, frame: frame, time: time,
                                         storage: &storage)),
                    true)
        }
    }
}
