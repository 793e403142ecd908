import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// Which part of a capture's story to keep: connections by number or peer, attributes by UUID, a time window,
/// failures only, and an expression over the events' JSON fields (`--connection`, `--peer`, `--uuid`, `--from`,
/// `--to`, `--errors`, `--filter`). The criteria combine with AND; with none, everything is kept.
///
/// `FilteredStory` applies it to a pipeline's events and recomputes each kept connection's summary over the
/// procedures it kept.
public struct StoryFilter: Sendable {
    /// A bound of the time window: seconds since the capture's first record, or a time of the capture's clock.
    public enum TimeBound: Sendable, Equatable {
        case elapsed(microseconds: Int64)
        case absolute(Timestamp)
    }

    /// A peer, by address or by a part of its name (case-insensitive).
    public enum Peer: Sendable, Equatable {
        case address(BluetoothAddress)
        case name(String)
    }

    public var connections: Set<Int> = []
    public var peers: [Peer] = []
    public var uuids: Set<BluetoothUUID> = []
    public var from: TimeBound?
    public var to: TimeBound?
    /// Only procedures that failed (Error Responses, failed connection attempts, HCI commands and events with an
    /// error status) and warnings.
    public var errorsOnly = false
    /// `--filter EXPR`.
    public var expression: FilterExpression?

    public init() {}

    public var isEmpty: Bool {
        connections.isEmpty && peers.isEmpty && uuids.isEmpty && from == nil && to == nil && !errorsOnly
            && expression == nil
    }

    /// Whether a criterion names connections: then events of no connection are left out.
    var selectsConnections: Bool { !connections.isEmpty || !peers.isEmpty || !uuids.isEmpty }

    // MARK: Reading the options

    /// "AA:BB:CC:DD:EE:FF" (or with dashes) is an address; anything else a part of a name.
    public static func peer(_ text: String) -> Peer? {
        if let address = EventFilter.address(text) { return .address(address) }
        let trimmed = text.trimmingSpaces
        return trimmed.isEmpty ? nil : .name(trimmed)
    }

    /// A UUID as 16-bit ("2A37", "0x2A37"), 32-bit or 128-bit hex, or the name of a known service, characteristic
    /// or descriptor ("Battery Level", case-insensitive).
    public static func uuid(_ text: String) -> BluetoothUUID? {
        var hex = text.trimmingSpaces
        if hex.lowercased().hasPrefix("0x") { hex = String(hex.dropFirst(2)) }
        if let uuid = BluetoothUUID(hex) { return uuid }
        return Registry.uuid(named: text.trimmingSpaces)
    }

    /// Seconds since the capture's first record ("90", "1.5"), or an ISO 8601 time ("2026-03-14T09:27:00Z",
    /// with optional fraction and a Z or ±HH:MM offset).
    public static func time(_ text: String) -> TimeBound? {
        let t = text.trimmingSpaces
        if let seconds = Double(t), seconds.isFinite, abs(seconds) < 1e12 {
            return .elapsed(microseconds: Int64((seconds * 1e6).rounded()))
        }
        return Timestamp(iso8601: t).map(TimeBound.absolute)
    }

    // MARK: Deciding

    func matchesConnection(_ info: ConnectionInfo, deviceName: String?) -> Bool {
        if !connections.isEmpty && !connections.contains(info.id) { return false }
        guard !peers.isEmpty else { return true }
        return peers.contains { peer in
            switch peer {
            case .address(let a): return info.peer == a
            case .name(let part):
                return [info.name, deviceName].contains { $0?.range(ofCaseInsensitive: part) == true }
            }
        }
    }

    func matches(_ ref: AttributeRef) -> Bool {
        [ref.uuid, ref.characteristicUUID, ref.serviceUUID].contains { $0.map(uuids.contains) ?? false }
    }
}

/// Applies a `StoryFilter` to a pipeline's events, in order, and keeps the counts of what it kept. Per open
/// connection it keeps its number, peer and name, and the summary of its kept procedures (bounded as the
/// pipeline bounds its connections).
public struct FilteredStory {
    public let filter: StoryFilter
    /// The pipeline's clock, which knows the capture's first record (for `--from` and `--to` in seconds).
    private let clock: CaptureClock?

    /// What was kept.
    public struct Counts: Sendable, Equatable {
        public var events = 0
        public var connections = 0
        public var attPDUs = 0
        public var warnings = 0
        public var procedures = 0
        public var errors = 0
    }
    public private(set) var kept = Counts()

    private struct Open {
        var info: ConnectionInfo
        var deviceName: String?
        var selected: Bool
        var summary = GATTSummary()
    }
    private var open: [Int: Open] = [:]

    /// The NDJSON objects an event is written as, for `StoryFilter.expression` (given by the command that writes
    /// them). An event kept by the other criteria is kept when one of its objects satisfies the expression.
    public var objects: ((Event) -> [[String: FilterExpression.Value]])?

    /// The filter keeps everything (`StoryFilter.isEmpty`, asked once, not per event).
    @usableFromInline let unfiltered: Bool

    public init(_ filter: StoryFilter, clock: CaptureClock? = nil,
                objects: ((Event) -> [[String: FilterExpression.Value]])? = nil) {
        self.filter = filter
        self.clock = clock
        self.objects = objects
        unfiltered = filter.isEmpty
    }

    private func expressionMatches(_ event: Event) -> Bool {
        guard let e = filter.expression else { return true }
        guard let objects else { return false }
        return objects(event).contains { e.matches($0) }
    }

    /// Passes `event` to `emit` when the filter keeps it; a kept connection's `.connectionEnd` carries the summary
    /// of what was kept of it.
    /// Inlined into the commands' run loops: without a filter, `emit` is then called where the event is, not
    /// through the closures' thunks.
    @inlinable public mutating func apply(_ event: Event, _ emit: (Event) -> Void) {
        if unfiltered {
            count(event)
            emit(event)
            return
        }
        applyFilter(event, emit)
    }

    @usableFromInline mutating func applyFilter(_ event: Event, _ emit: (Event) -> Void) {
        guard let kept = decide(event) else { return }
        count(kept)
        emit(kept)
    }

    /// The connection an event belongs to, when it says (a link-layer packet of an air capture's connection too).
    static func connection(of event: Event) -> ConnectionInfo? {
        if case .linkLayer(let e) = event.payload { return e.connection }
        return EventFilter.connection(of: event)
    }

    @usableFromInline mutating func count(_ event: Event) {
        kept.events += 1
        switch event.payload {
        case .connectionEnd: kept.connections += 1
        case .att: kept.attPDUs += 1
        case .gatt(let p):
            kept.procedures += 1
            if case .error = p.kind { kept.errors += 1 }
        case .diagnostic(let d): if d.severity == .warning { kept.warnings += 1 }
        default: break
        }
    }

    /// The event to emit, or nil.
    private mutating func decide(_ event: Event) -> Event? {
        if case .diagnostic(let d) = event.payload {
            guard inWindow(event.time) else { return nil }
            // A diagnostic about one connection says so first ("connection 2: …"): it goes with that connection.
            if filter.selectsConnections, let id = Self.connectionNamed(by: d.message) {
                guard let state = open[id], state.selected else { return nil }
            }
            if filter.errorsOnly && d.severity != .warning { return nil }
            if !expressionMatches(event) { return nil }
            return event
        }
        let info = Self.connection(of: event)
        if let info { learn(info) }
        let id: Int? = {
            if case .gatt(let p) = event.payload { return p.connection }
            return info?.id
        }()
        guard let id else {
            // Events of no connection: adapter records, commands, advertising, connection attempts.
            if filter.selectsConnections { return nil }
            guard inWindow(event.time) else { return nil }
            if filter.errorsOnly && !Self.isFailure(event) { return nil }
            if !expressionMatches(event) { return nil }
            return event
        }
        if case .gatt(let p) = event.payload, let name = p.peerDeviceName { open[id]?.deviceName = name }
        guard let state = open[id] else { return nil }
        guard state.selected || filter.matchesConnection(state.info, deviceName: state.deviceName) else { return nil }
        open[id]?.selected = true
        switch event.payload {
        case .connectionEnd(let info, let summary):
            let traffic = open[id]?.summary ?? GATTSummary()
            open[id] = nil
            return Event(frame: event.frame, time: event.time, adapter: event.adapter,
                         payload: .connectionEnd(info, summary.withTraffic(of: traffic)))
        case .gattOpen:
            return event
        case .gattTable:
            return filter.errorsOnly ? nil : event
        case .connectionFound:
            return opensInWindow(event.time) ? event : nil
        case .event(let e, _, _) where Self.opensConnection(e):
            return opensInWindow(event.time) ? event : nil
        case .linkLayer(let e) where Self.opensConnection(e):
            // An air capture's CONNECT_IND: the header of the connection.
            return opensInWindow(event.time) ? event : nil
        default:
            break
        }
        // A procedure is at its own time (its event may come later, with the record that concluded it).
        if case .gatt(let p) = event.payload {
            guard inWindow(p.time) else { return nil }
        } else {
            guard inWindow(event.time) else { return nil }
        }
        if !filter.uuids.isEmpty {
            switch event.payload {
            case .att(let m): guard m.attribute.map(filter.matches) ?? false else { return nil }
            case .gatt(let p): guard EventFilter.attributes(of: p).contains(where: filter.matches) else { return nil }
            case .l2cap, .signalling, .smp, .acl: return nil
            default: break
            }
        }
        if filter.errorsOnly && !Self.isFailure(event) { return nil }
        if !expressionMatches(event) { return nil }
        if case .gatt(let p) = event.payload { open[id]?.summary.add(p) }
        return event
    }

    /// N of a message that begins "connection N:" or "connection N ".
    static func connectionNamed(by message: String) -> Int? {
        guard message.hasPrefix("connection ") else { return nil }
        let digits = message.dropFirst("connection ".count).prefix { $0.isNumber }
        guard !digits.isEmpty, let next = message.dropFirst("connection ".count + digits.count).first,
              next == ":" || next == " " || next == ","
        else { return nil }
        return Int(digits)
    }

    /// Remembers a connection's latest facts (its peer, its name).
    private mutating func learn(_ info: ConnectionInfo) {
        if var state = open[info.id] {
            state.info = info
            open[info.id] = state
            return
        }
        if open.count >= Pipeline.maximumConnections, let oldest = open.keys.min() { open[oldest] = nil }
        open[info.id] = Open(info: info, selected: false)
    }

    /// The capture's first record, when the pipeline's clock knows it.
    private var start: Timestamp? { clock?.firstRecord }

    private func bound(_ b: StoryFilter.TimeBound) -> Timestamp? {
        switch b {
        case .absolute(let t): return t
        case .elapsed(let us):
            guard let start else { return nil }
            return Timestamp(microseconds: start.microseconds.addingReportingOverflow(us).partialValue)
        }
    }

    private func inWindow(_ t: Timestamp) -> Bool {
        if let from = filter.from.flatMap(bound), t < from { return false }
        if let to = filter.to.flatMap(bound), t > to { return false }
        return true
    }

    /// A connection's opening is its header: kept unless the connection began after the window.
    private func opensInWindow(_ t: Timestamp) -> Bool {
        if let to = filter.to.flatMap(bound), t > to { return false }
        return true
    }

    static func opensConnection(_ e: LinkLayerEvent) -> Bool {
        if case .advertising(let pdu) = e.pdu, pdu.kind == .connectInd, e.connection != nil { return true }
        return false
    }

    static func opensConnection(_ e: HCIEvent) -> Bool {
        if case .connectionComplete(let c) = e.detail { return c.status.rawValue == 0 }
        return false
    }

    /// A procedure or exchange that failed.
    static func isFailure(_ event: Event) -> Bool {
        switch event.payload {
        case .gatt(let p):
            if case .error(let request, _, let code) = p.kind {
                return !(code == .attributeNotFound && GATTProcedure.isSearch(request))
            }
            return false
        case .att(let m):
            // An Error Response, but not Attribute Not Found ending a search (Core Vol 3 Part F §3.4.1.1).
            guard m.opcode.rawValue == 0x01 else { return false }
            let request = ATTOpcode(rawValue: m.bytes[checked: 1] ?? 0)
            return !(m.bytes[checked: 4] == 0x0A && GATTProcedure.isSearch(request))
        case .connectionAttempt(let a):
            if case .cancelled = a.outcome { return false }
            return true
        case .event(let e, _, _):
            switch e.detail {
            case .connectionComplete(let c): return c.status.rawValue != 0
            case .disconnectionComplete(let status, _, _), .remoteVersion(let status, _, _),
                 .connectionUpdateComplete(let status, _, _, _, _), .encryptionChange(let status, _, _, _),
                 .phyUpdateComplete(let status, _, _, _), .commandStatus(let status, _):
                return status.rawValue != 0
            case .commandComplete(_, let status?, _): return status.rawValue != 0
            default: return false
            }
        default:
            return false
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }

    func range(ofCaseInsensitive part: String) -> Bool {
        lowercased().contains(part.lowercased())
    }
}

extension Timestamp {
    /// Reads "2026-03-14T09:27:00Z", with an optional fraction of a second (up to microseconds), "T" or a space
    /// between date and time, and "Z", "+HH:MM" or no zone (UTC).
    public init?(iso8601 text: String) {
        let b = Array(text.utf8)
        func digits(_ at: Int, _ n: Int) -> Int64? {
            guard at + n <= b.count else { return nil }
            var v: Int64 = 0
            for c in b[at ..< at + n] {
                guard c >= 0x30 && c <= 0x39 else { return nil }
                v = v * 10 + Int64(c - 0x30)
            }
            return v
        }
        guard b.count >= 19, let y = digits(0, 4), b[4] == 0x2D, let mo = digits(5, 2), b[7] == 0x2D,
              let d = digits(8, 2), b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: " "),
              let h = digits(11, 2), b[13] == 0x3A, let mi = digits(14, 2), b[16] == 0x3A, let s = digits(17, 2),
              (1 ... 12).contains(mo), (1 ... 31).contains(d), h < 24, mi < 60, s < 61
        else { return nil }
        var i = 19
        var micros: Int64 = 0
        if i < b.count && b[i] == UInt8(ascii: ".") {
            i += 1
            var scale: Int64 = 100_000
            let begin = i
            while i < b.count, b[i] >= 0x30 && b[i] <= 0x39 {
                micros += Int64(b[i] - 0x30) * scale
                scale /= 10
                i += 1
            }
            guard i > begin else { return nil }
        }
        var offset: Int64 = 0
        if i < b.count {
            if b[i] == UInt8(ascii: "Z") && i + 1 == b.count {
                i += 1
            } else if (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")), i + 6 == b.count,
                      let oh = digits(i + 1, 2), b[i + 3] == 0x3A, let om = digits(i + 4, 2) {
                offset = (oh * 60 + om) * 60 * (b[i] == UInt8(ascii: "+") ? 1 : -1)
                i += 6
            } else {
                return nil
            }
        }
        // Days from civil (Howard Hinnant's algorithm).
        let yy = mo <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (mo > 2 ? mo - 3 : mo + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        let seconds = days * 86_400 + h * 3600 + mi * 60 + s - offset
        self.init(microseconds: seconds * 1_000_000 + micros)
    }
}
