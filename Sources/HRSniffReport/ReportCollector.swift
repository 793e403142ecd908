import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffAnalysis
import HRSniffL2CAP
import HRSniffHCI
import HRSniffDecoders

/// Collects what a report shows from the events of a pipeline run, in bounded memory: per connection a timeline
/// of the procedures, the attribute tables with the values read, a thinned sample of every decoded numeric series
/// (see `SeriesSampler`), contact-loss periods, RR intervals and their Poincaré pairs, notification rates and the
/// longest gaps, ATT errors; for the capture, its diagnostics. Every list has a limit, and what goes past it is
/// counted, so that the page can say what it leaves out.
public struct ReportCollector {
    public static let maximumConnections = 64
    public static let maximumTimelineEntries = 2000
    public static let maximumErrors = 500
    public static let maximumDiagnostics = 500
    public static let maximumContactLossPeriods = 1000
    public static let pointsPerSeries = 2000
    public static let gapsPerAttribute = 5
    /// Series sampled in the whole capture (each keeps at most `pointsPerSeries` points, twice for RR intervals).
    public static let maximumSeries = 256
    /// Handles whose last value read or notified is kept, per connection.
    public static let maximumValues = 1024

    /// What a timeline entry is about: the lanes of the timeline.
    public enum Category: String, CaseIterable, Sendable {
        case connection, mtu, discovery, read, write, subscription, parameters, security, error, disconnection, other

        public var title: String {
            switch self {
            case .connection: "connection"
            case .mtu: "MTU"
            case .discovery: "discovery"
            case .read: "reads"
            case .write: "writes"
            case .subscription: "subscriptions"
            case .parameters: "parameters"
            case .security: "security"
            case .error: "errors"
            case .disconnection: "disconnection"
            case .other: "other"
            }
        }
    }

    public struct TimelineEntry: Sendable {
        public var category: Category
        /// The span the entry covers on the chart (a procedure: from its request to the PDU that completed it).
        public var start: Timestamp
        public var end: Timestamp
        /// Where `analyze` tells it: the frame and time of its line (`GATTProcedure.storyFrame` and `storyTime`
        /// for a procedure, the first step's for a folded discovery).
        public var frame: Int
        public var time: Timestamp
        /// The GATT procedure (reads, writes, subscriptions, MTU, errors); nil for the other entries.
        public var procedure: DecodedProcedure?
        /// The description of entries that are not a single procedure (connection events, folded discovery).
        public var text: String
    }

    /// One decoded numeric field of one attribute, keyed as in `GATTSummary` (one series per unit).
    public struct Series: Sendable {
        public var attribute: AttributeRef
        public var onCapturedDevice: Bool
        public var key: String
        public var unit: String?
        /// x: seconds since the connection began (for RR intervals: the beat number); y: the value.
        public var sampler = SeriesSampler(capacity: ReportCollector.pointsPerSeries)
        public var isRR: Bool
        /// RR intervals only: (RRₙ, RRₙ₊₁) pairs; as for RMSSD, none ends in a measurement without sensor contact.
        public var poincare = SeriesSampler(capacity: ReportCollector.pointsPerSeries)
        var previousRR: Double?
        /// Poincaré descriptors: SD1 and SD2 from the spread across and along the line of identity.
        public var across = RunningDeviation()
        public var along = RunningDeviation()
    }

    /// Mean and standard deviation in constant memory (Welford).
    public struct RunningDeviation: Sendable {
        public private(set) var count = 0
        var mean = 0.0
        var m2 = 0.0
        public var standardDeviation: Double? { count > 1 ? (m2 / Double(count - 1)).squareRoot() : nil }

        mutating func add(_ v: Double) {
            count += 1
            let delta = v - mean
            mean += delta / Double(count)
            m2 += delta * (v - mean)
        }
    }

    /// The longest gaps between notifications or indications of one attribute.
    public struct Gaps: Sendable {
        public var attribute: AttributeRef
        public var onCapturedDevice: Bool
        var last: Timestamp?
        /// Longest first: the gap's start (seconds since the connection began), its length in µs, and the frame
        /// that ended it.
        public var longest: [(start: Double, length: Int64, frame: Int)] = []
    }

    public struct Connection: Sendable {
        public var info: ConnectionInfo
        public var end: Timestamp?
        public var endFrame: Int?
        /// How the connection ended (who ended it, and why), as `analyze` says it.
        public var disconnection: Disconnection?
        public var disconnectReason: HCIErrorCode? { disconnection?.reason }
        public var disconnectedByThisDevice: Bool { disconnection?.initiator == .thisDevice }
        /// The timeline, in the order `analyze` tells it (see `orderedTimeline`).
        public var timeline: [TimelineEntry] = []
        public var timelineLeftOut = 0
        public var tables: [AttributeDatabase] = []
        /// Last value read per handle of the peer's table, and the last value notified or indicated.
        public var lastRead: [UInt16: (value: [UInt8], decoded: DecodedValue?)] = [:]
        public var lastNotified: [UInt16: (value: [UInt8], decoded: DecodedValue?)] = [:]
        public var series: [String: Series] = [:]
        public var seriesOrder: [String] = []
        /// Per attribute (series key prefix): periods without sensor contact, in seconds since the connection began.
        public var contactLoss: [AttributeKey: [(start: Double, end: Double?)]] = [:]
        public var contactLossLeftOut = 0
        public var gaps: [AttributeKey: Gaps] = [:]
        public var gapOrder: [AttributeKey] = []
        /// Notifications and indications per second (of both directions).
        public var rate = RateHistogram()
        public var errors: [DecodedProcedure] = []
        public var errorsLeftOut = 0
        public var summary: GATTSummary?
        /// Discovery steps being folded, per GATT server (true: this device's, the peer as client), as in
        /// `analyze`: who searches, the steps so far, and their entry.
        var pendingDiscovery: [Bool: (actor: String, steps: DiscoveryFold, entry: Int)] = [:]

        public init(info: ConnectionInfo) { self.info = info }

        /// The timeline in the order `analyze` tells it: by frame (entries are made when what they tell
        /// completes, which for a procedure can be after later lines).
        public var orderedTimeline: [TimelineEntry] {
            timeline.enumerated().sorted { a, b in
                a.element.frame != b.element.frame ? a.element.frame < b.element.frame : a.offset < b.offset
            }.map(\.element)
        }

        /// Seconds since the connection began.
        public func offset(_ t: Timestamp) -> Double { Double(t.saturatingMicroseconds(since: info.startTime)) / 1e6 }
    }

    public private(set) var connections: [Connection] = []
    public private(set) var connectionsLeftOut = 0
    /// Series not sampled because `maximumSeries` were already (their statistics are still in the summaries).
    public private(set) var seriesLeftOut = 0
    private var seriesCount = 0
    private var index: [Int: Int] = [:]
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var diagnosticsLeftOut = 0
    public private(set) var diagnosticCounts: [String: Int] = [:]
    public private(set) var firstTime: Timestamp?
    public private(set) var lastTime: Timestamp?

    public init() {}

    public mutating func add(_ event: Event) {
        if firstTime == nil { firstTime = event.time }
        lastTime = event.time
        switch event.payload {
        case .event(let e, _, let connection?):
            hciEvent(e, connection, event)
        case .command(let command, _, let connection?):
            if command.opcode.rawValue == 0x0406 {
                let reason = command.parameters[checked: 2].map { Self.reasonText(HCIErrorCode(rawValue: $0)) } ?? "no reason given"
                entry(connection.id, .disconnection, event, "disconnect requested by this device (\(reason))")
            }
        case .connectionFound(let info):
            start(info)
            entry(info.id, .connection, event, "connection open before the capture began (its start was not captured)")
        case .signalling(.success(let command), _, _, let connection):
            switch command.signal {
            case .connectionParameterUpdateRequest, .connectionParameterUpdateResponse:
                entry(connection.id, .parameters, event, "L2CAP \(command.code.name): \(command.summary)")
            case .commandReject, .leCreditBasedConnectionRequest, .leCreditBasedConnectionResponse,
                 .creditBasedConnectionRequest, .creditBasedConnectionResponse:
                entry(connection.id, .other, event, "L2CAP \(command.code.name): \(command.summary)")
            default:
                break
            }
        case .smp(let bytes, _, let direction, let connection):
            entry(connection.id, .security, event, SMP.line(bytes, direction: direction, connection: connection))
            if case .pairingResponse? = try? SMPPDU.parse(bytes), let method = connection.pairing {
                entry(connection.id, .security, event, "pairing: \(method)")
            }
        case .linkLayer(let ll):
            linkLayer(ll, event)
        case .gatt(let p):
            procedure(p)
        case .gattTable(let info, let database):
            if let i = index[info.id] { connections[i].tables.append(database) }
        case .connectionEnd(let info, let summary):
            guard let i = index[info.id] else { break }
            connections[i].summary = summary
            connections[i].end = event.time
            connections[i].endFrame = event.frame
            // Contact lost until the end.
            let endOffset = connections[i].offset(event.time)
            for (key, periods) in connections[i].contactLoss {
                if let last = periods.last, last.end == nil {
                    connections[i].contactLoss[key]?[periods.count - 1].end = endOffset
                }
            }
        case .diagnostic(let d):
            diagnosticCounts[d.code, default: 0] += 1
            if diagnostics.count < Self.maximumDiagnostics { diagnostics.append(d) } else { diagnosticsLeftOut += 1 }
        default:
            break
        }
    }

    /// Air captures: a CONNECT_IND opens the connection, a connection joined late starts at its first packet,
    /// and LL control PDUs go on the timeline.
    private mutating func linkLayer(_ ll: LinkLayerEvent, _ event: Event) {
        guard let info = ll.connection else { return }
        switch ll.pdu {
        case .advertising(let adv):
            guard let connect = adv.connect else { return }
            start(info)
            entry(info.id, .connection, event, "connected (CONNECT_IND) by the central \(connect.initiator); interval "
                + "\(SVG.fixed(Double(connect.interval) * 1.25, 2)) ms, latency \(connect.latency), supervision timeout "
                + "\(Int(connect.timeout) * 10) ms")
        case .data(_, let control):
            if index[info.id] == nil {
                start(info)
                entry(info.id, .connection, event, "connection open before the capture began (no CONNECT_IND captured)")
            }
            guard let control, ll.status == .ok else { return }
            let side = ll.direction == .sent ? "central" : "peripheral"
            let category: Category
            switch control.opcode.rawValue {
            case 0x00, 0x01, 0x0F, 0x10, 0x14, 0x15, 0x16, 0x17, 0x18: category = .parameters
            case 0x02: category = .disconnection
            case 0x03, 0x04, 0x05, 0x06, 0x0A, 0x0B: category = .security
            default: category = .other
            }
            var text = "\(side): \(control.summary)"
            if control.opcode == .startEncReq, let keys = info.encryptionKeys { text += keys.phrase }
            entry(info.id, category, event, text)
        }
    }

    private mutating func start(_ info: ConnectionInfo) {
        guard index[info.id] == nil else { return }
        guard connections.count < Self.maximumConnections else {
            connectionsLeftOut += 1
            return
        }
        index[info.id] = connections.count
        connections.append(Connection(info: info))
    }

    /// Adds an entry told at `event`'s frame and time (or a procedure's story position).
    private mutating func entry(_ id: Int, _ category: Category, _ event: Event, _ text: String,
                                procedure: DecodedProcedure? = nil, start: Timestamp? = nil) {
        guard let i = index[id] else { return }
        guard connections[i].timeline.count < Self.maximumTimelineEntries else {
            connections[i].timelineLeftOut += 1
            return
        }
        connections[i].timeline.append(TimelineEntry(
            category: category, start: start ?? event.time, end: event.time,
            frame: procedure?.storyFrame ?? event.frame, time: procedure?.storyTime ?? event.time,
            procedure: procedure, text: text))
    }

    static func reasonText(_ code: HCIErrorCode) -> String {
        let hex = String(code.rawValue, radix: 16)
        return "\(code.name) (0x\(hex.count < 2 ? "0" : "")\(hex))"
    }

    private mutating func hciEvent(_ e: HCIEvent, _ connection: ConnectionInfo, _ event: Event) {
        switch e.detail {
        case .connectionComplete(let c) where c.status.rawValue == 0:
            start(connection)
            var s = "connected (\(e.name))"
            if let role = connection.role { s += ", this device is the \(role.rawValue)" }
            if let i = connection.intervalMilliseconds { s += "; interval \(SVG.fixed(i, 2)) ms" }
            if let l = connection.latency { s += ", latency \(l)" }
            if let t = connection.supervisionTimeoutMilliseconds { s += ", supervision timeout \(t) ms" }
            entry(connection.id, .connection, event, s)
        case .connectionUpdateComplete(let status, _, let interval, let latency, let timeout):
            if let i = index[connection.id] { connections[i].info = connection }
            entry(connection.id, .parameters, event, status.rawValue == 0
                ? "connection parameters now: interval \(SVG.fixed(Double(interval) * 1.25, 2)) ms, latency \(latency), "
                    + "supervision timeout \(Int(timeout) * 10) ms"
                : "connection update failed: \(status.name)")
        case .remoteVersion(let status, _, let version):
            if let i = index[connection.id] { connections[i].info.peerVersion = connection.peerVersion }
            entry(connection.id, .connection, event, status.rawValue == 0
                ? "peer controller: \(version.description)"
                : "reading the peer controller's version failed: \(Self.reasonText(status))")
        case .commandStatus(let status, let opcode) where opcode.rawValue == 0x0406 && status.rawValue != 0:
            entry(connection.id, .disconnection, event, "the controller rejected the disconnect: \(Self.reasonText(status))")
        case .commandComplete(let opcode, let status?, _) where opcode.rawValue == 0x0406 && status.rawValue != 0:
            entry(connection.id, .disconnection, event, "the controller rejected the disconnect: \(Self.reasonText(status))")
        case .encryptionChange(let status, _, let enabled, let keySize):
            var s = status.rawValue == 0 ? (enabled != 0 ? "encryption on" : "encryption off") : "encryption failed: \(status.name)"
            if status.rawValue == 0, enabled != 0, let keys = connection.encryptionKeys { s += keys.phrase }
            if let k = keySize { s += " (key size \(k))" }
            entry(connection.id, .security, event, s)
        case .dataLengthChange(_, let tx, _, let rx, _):
            entry(connection.id, .parameters, event, "data length: tx \(tx) bytes, rx \(rx) bytes per packet")
        case .phyUpdateComplete(let status, _, let tx, let rx):
            func phy(_ v: UInt8) -> String { v == 1 ? "LE 1M" : v == 2 ? "LE 2M" : v == 3 ? "LE Coded" : "PHY \(v)" }
            entry(connection.id, .parameters, event,
                  status.rawValue == 0 ? "PHY: tx \(phy(tx)), rx \(phy(rx))" : "PHY update failed: \(status.name)")
        case .disconnectionComplete(let status, _, let reason) where status.rawValue == 0:
            guard let i = index[connection.id] else { return }
            let d = connection.disconnection ?? Disconnection(reason: reason, initiator: DisconnectInitiator(reason: reason))
            connections[i].disconnection = d
            entry(connection.id, .disconnection, event, "\(Self.initiatorText(d.initiator)): \(Self.reasonText(reason))")
        default:
            break
        }
    }

    /// Who ended a connection, in `analyze`'s words.
    public static func initiatorText(_ initiator: DisconnectInitiator) -> String {
        switch initiator {
        case .thisDevice: "this device disconnected"
        case .peer: "the peer disconnected"
        case .link: "connection lost"
        }
    }

    private mutating func procedure(_ p: DecodedProcedure) {
        guard let i = index[p.connection] else { return }
        let event = Event(frame: p.frame, time: p.time, adapter: 0, payload: .note(""))
        let category: Category?
        switch p.kind {
        case .mtuExchange: category = .mtu
        case .discovery:
            discovery(i, p)
            category = nil
        case .read, .readMultiple: category = .read
        case .write, .writeCancelled: category = .write
        case .subscription: category = .subscription
        case .error: category = .error
        case .serviceChanged: category = .other
        case .notification, .indication:
            // No entry; the server's doing, which ends no search, as in `analyze`.
            category = nil
        }
        switch p.kind {
        case .discovery, .notification, .indication, .serviceChanged:
            break
        default:
            // Another procedure of the same client ends its search, as in `analyze`; lines of the other GATT
            // server, of the link or of security fall inside a discovery without ending it.
            connections[i].pendingDiscovery[p.direction == .received] = nil
        }
        if let category { entry(p.connection, category, event, "", procedure: p, start: p.firstTime) }

        let side: UInt32
        switch p.kind {
        case .notification, .indication, .serviceChanged: side = p.direction == .sent ? 1 : 0
        default: side = p.direction == .received ? 1 : 0
        }
        switch p.kind {
        case .read(let ref, let value, _):
            if side == 0, connections[i].lastRead.count < Self.maximumValues || connections[i].lastRead[ref.handle] != nil {
                connections[i].lastRead[ref.handle] = (Array(value.prefix(512)), p.decoded)
            }
            record(i, ref, side: side, p.decoded, time: p.time)
        case .notification(let ref, let value), .indication(let ref, let value):
            if side == 0, connections[i].lastNotified.count < Self.maximumValues || connections[i].lastNotified[ref.handle] != nil {
                connections[i].lastNotified[ref.handle] = (value.prefix(512).array, p.decoded)
            }
            connections[i].rate.add(offset: p.time.saturatingMicroseconds(since: connections[i].info.startTime))
            gap(i, ref, side: side, p)
            record(i, ref, side: side, p.decoded, time: p.time)
        case .error:
            if connections[i].errors.count < Self.maximumErrors { connections[i].errors.append(p) } else { connections[i].errorsLeftOut += 1 }
        default:
            break
        }
    }

    /// Consecutive steps of one discovery on one GATT server fold into one entry, told at the first step, as in
    /// `analyze`: the peer's discovery of this device's server folds apart from this device's of the peer's.
    private mutating func discovery(_ i: Int, _ p: DecodedProcedure) {
        let peerIsClient = p.direction == .received
        // The steps fold and are counted as `analyze` counts them (`DiscoveryFold`): repeats and responses the
        // capture does not hold included.
        if var pending = connections[i].pendingDiscovery[peerIsClient],
           connections[i].timeline.indices.contains(pending.entry), pending.steps.fold(p) {
            connections[i].pendingDiscovery[peerIsClient] = pending
            connections[i].timeline[pending.entry].end = p.time
            connections[i].timeline[pending.entry].text = pending.actor + pending.steps.search + pending.steps.outcome
            return
        }
        let actor = peerIsClient ? (connections[i].info.linkLayer != nil ? "peripheral (as GATT client): " : "peer (as GATT client): ") : ""
        let steps = DiscoveryFold(p)
        let before = connections[i].timeline.count
        let event = Event(frame: p.storyFrame, time: p.storyTime, adapter: 0, payload: .note(""))
        entry(p.connection, .discovery, event, actor + steps.search + steps.outcome, start: p.firstTime)
        connections[i].pendingDiscovery[peerIsClient] = connections[i].timeline.count > before
            ? (actor, steps, before) : nil
    }

    private mutating func gap(_ i: Int, _ ref: AttributeRef, side: UInt32, _ p: DecodedProcedure) {
        let key = GATTSummary.key(side: Int(side), handle: ref.handle)
        if connections[i].gaps[key] == nil {
            guard connections[i].gaps.count < GATTSummary.maximumAttributes else { return }
            connections[i].gaps[key] = Gaps(attribute: ref, onCapturedDevice: side == 1)
            connections[i].gapOrder.append(key)
        }
        let start = connections[i].info.startTime
        connections[i].gaps[key]?.record(p.time, frame: p.frame, since: start)
    }

    private mutating func record(_ i: Int, _ ref: AttributeRef, side: UInt32, _ decoded: DecodedValue?, time: Timestamp) {
        guard let decoded else { return }
        let attributeKey = GATTSummary.key(side: Int(side), handle: ref.handle)
        let x = connections[i].offset(time)
        var noContact = false
        if let contact = decoded.field("sensor_contact")?.value {
            if case .string("not_detected") = contact { noContact = true }
            var periods = connections[i].contactLoss[attributeKey] ?? []
            if noContact {
                if periods.last.map({ $0.end != nil }) ?? true {
                    if periods.count < Self.maximumContactLossPeriods { periods.append((x, nil)) } else { connections[i].contactLossLeftOut += 1 }
                }
            } else if let last = periods.last, last.end == nil {
                periods[periods.count - 1].end = x
            }
            connections[i].contactLoss[attributeKey] = periods
            if noContact {
                for (k, s) in connections[i].series where s.isRR && k.hasPrefix("\(attributeKey)/") {
                    connections[i].series[k]?.previousRR = nil
                }
            }
        }
        for field in decoded.fields {
            let key = field.name
            if noContact && key == "bpm" { continue }
            switch field.value {
            case .int(let v) where field.unit != nil: add(i, ref, side: side, key, field.unit, x: x, y: Double(v))
            case .double(let v) where field.unit != nil: add(i, ref, side: side, key, field.unit, x: x, y: v)
            case .array(let items):
                guard field.unit == "ms" else { continue }
                for item in items {
                    var v: Double?
                    if case .double(let d) = item { v = d }
                    if case .int(let n) = item { v = Double(n) }
                    guard let v else { continue }
                    add(i, ref, side: side, key, field.unit, x: x, y: v, rr: key == "rr_intervals_ms")
                }
            default:
                continue
            }
        }
    }

    private mutating func add(_ i: Int, _ ref: AttributeRef, side: UInt32, _ key: String, _ unit: String?,
                              x: Double, y: Double, rr: Bool = false) {
        let prefix = "\(GATTSummary.key(side: Int(side), handle: ref.handle))/"
        var name = key
        if let existing = connections[i].series[prefix + key], existing.unit != unit { name += " (\(unit ?? "no unit"))" }
        let id = prefix + name
        if connections[i].series[id] == nil {
            let count = connections[i].series.keys.filter { $0.hasPrefix(prefix) }.count
            guard count < 32 else { return }
            guard seriesCount < Self.maximumSeries else {
                seriesLeftOut += 1
                return
            }
            seriesCount += 1
            connections[i].series[id] = Series(attribute: ref, onCapturedDevice: side == 1, key: name, unit: unit, isRR: rr)
            connections[i].seriesOrder.append(id)
        }
        connections[i].series[id]?.add(x: x, y: y)
    }
}

extension ReportCollector.Series {
    mutating func add(x: Double, y: Double) {
        guard isRR else {
            sampler.add(x: x, y: y)
            return
        }
        sampler.add(x: Double(sampler.count + 1), y: y)
        if let p = previousRR {
            poincare.add(x: p, y: y)
            across.add((y - p) / 2.0.squareRoot())
            along.add((y + p) / 2.0.squareRoot())
        }
        previousRR = y
    }
}

extension ReportCollector.Gaps {
    mutating func record(_ time: Timestamp, frame: Int, since start: Timestamp) {
        defer { last = time }
        guard let last else { return }
        let length = time.saturatingMicroseconds(since: last)
        guard length > 0 else { return }
        let entry = (start: Double(last.saturatingMicroseconds(since: start)) / 1e6, length: length, frame: frame)
        let position = longest.firstIndex { $0.length < length } ?? longest.count
        guard position < ReportCollector.gapsPerAttribute else { return }
        longest.insert(entry, at: position)
        if longest.count > ReportCollector.gapsPerAttribute { longest.removeLast() }
    }
}

extension Timestamp {
    /// Microseconds from `earlier` to this time, saturated rather than overflowing: the timestamps of damaged
    /// captures can be anything.
    public func saturatingMicroseconds(since earlier: Timestamp) -> Int64 {
        let (difference, overflow) = microseconds.subtractingReportingOverflow(earlier.microseconds)
        guard overflow else { return difference }
        return microseconds > earlier.microseconds ? .max : .min
    }
}
