import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// What one connection of a capture amounts to, in terms that survive handle changes: attribute paths made of
/// UUIDs ("180D/2A37", "180D/2A37/2902"), the procedures the client ran on them, the values it read, what it
/// subscribed to, the errors it met, its parameters and timing. Built from pipeline events; bounded by the number
/// of attributes.
public struct ConnectionSession: Sendable {
    public var info: ConnectionInfo
    /// The name the peer advertised or its Device Name.
    public var name: String?
    /// The last Device Name the client read from the peer, alone or in a Read Multiple.
    public var deviceName: String?
    public var table: AttributeDatabase?
    public var discovered = false
    /// The ATT_MTU as the connection's summary tells it: "247", or "unknown (no exchange captured, at least 208)".
    /// Nil when the connection carried no ATT.
    public var mtu: String? = "23"
    public var interval: UInt16?
    public var latency: UInt16?
    public var supervisionTimeout: UInt16?
    public var disconnectReason: HCIErrorCode?
    /// Last value read per path, with its decoded summary.
    public var reads: [String: (value: [UInt8], text: String?)] = [:]
    public var writes: Set<String> = []
    /// What the client subscribed to per characteristic path ("notifications", "indications", both).
    public var subscriptions: [String: String] = [:]
    public var errors: Set<String> = []
    public var summary = GATTSummary()
    /// Microseconds from the connection to the end of discovery, the first subscription, the first notification,
    /// the first indication.
    public var discoveryDone: Int64?
    public var firstSubscription: Int64?
    public var firstNotification: Int64?
    public var firstIndication: Int64?
    /// Handle of every path, to tell moved attributes.
    public var handles: [String: UInt16] = [:]
    public var properties: [String: [String]] = [:]
    /// Display names of paths.
    public var names: [String: String] = [:]

    public init(info: ConnectionInfo) { self.info = info }
}

/// Collects `ConnectionSession`s from the events of a pipeline run.
public struct SessionCollector {
    public private(set) var sessions: [ConnectionSession] = []
    private var open: [Int: ConnectionSession] = [:]
    static let maximumSessions = 1024

    public init() {}

    /// The path of an attribute: service UUID / characteristic UUID [/ descriptor UUID]; "?handle" when unknown.
    public static func path(_ ref: AttributeRef) -> String {
        guard let uuid = ref.uuid else { return "?0x" + String(ref.handle, radix: 16) }
        let service = ref.serviceUUID?.string ?? "?"
        switch ref.kind {
        case .characteristicValue, .characteristicDeclaration:
            return service + "/" + (ref.characteristicUUID ?? uuid).string
        case .descriptor:
            return service + "/" + (ref.characteristicUUID?.string ?? "?") + "/" + uuid.string
        case .primaryService, .secondaryService:
            return uuid.string
        default:
            return service + "/" + uuid.string
        }
    }

    public mutating func add(_ event: Event) {
        switch event.payload {
        case .event(let e, _, let connection?):
            switch e.detail {
            case .connectionComplete(let c) where c.status.rawValue == 0:
                start(connection)
            case .connectionUpdateComplete(let status, _, let interval, let latency, let timeout) where status.rawValue == 0:
                open[connection.id]?.interval = interval
                open[connection.id]?.latency = latency
                open[connection.id]?.supervisionTimeout = timeout
            case .disconnectionComplete(_, _, let reason):
                open[connection.id]?.disconnectReason = reason
            default:
                break
            }
        case .connectionFound(let info):
            start(info)
        case .gatt(let p):
            guard var s = open[p.connection] else { return }
            let elapsed = p.time.microseconds(since: s.info.startTime)
            switch p.kind {
            case .mtuExchange:
                break
            case .discovery:
                s.discovered = true
                s.discoveryDone = elapsed
            case .read(let ref, let value, _):
                let path = Self.path(ref)
                s.reads[path] = (value, p.decoded?.summary)
                note(ref, path, &s)
                noteDeviceName(ref, value, p, &s)
            case .readMultiple(let pairs, _):
                // The values split out of the response, decoded by the GATT layer as when read alone.
                for (i, (ref, value)) in pairs.enumerated() {
                    let path = Self.path(ref)
                    s.reads[path] = (value, p.decodedValues.indices.contains(i) ? p.decodedValues[i]?.summary : nil)
                    note(ref, path, &s)
                    noteDeviceName(ref, value, p, &s)
                }
            case .write(let ref, _, _):
                let path = Self.path(ref)
                s.writes.insert(path)
                note(ref, path, &s)
            case .subscription(let cccd, let characteristic, let n, let i):
                let path = Self.path(characteristic ?? cccd)
                // What the client subscribed to (an unsubscription at the end of a session is routine).
                if n || i, s.subscriptions[path] == nil {
                    s.subscriptions[path] = n && i ? "notifications and indications" : n ? "notifications" : "indications"
                }
                if n || i, s.firstSubscription == nil { s.firstSubscription = elapsed }
                note(characteristic ?? cccd, path, &s)
            case .notification(let ref, _):
                if s.firstNotification == nil { s.firstNotification = elapsed }
                note(ref, Self.path(ref), &s)
            case .indication(let ref, _):
                if s.firstIndication == nil { s.firstIndication = elapsed }
                note(ref, Self.path(ref), &s)
            case .error(let request, let ref, let code):
                // A search names what it looked for rather than an attribute.
                let what = ref.map { Self.path($0) } ?? p.search?.type.map { GATTProcedure.typeName($0) } ?? ""
                s.errors.insert("\(request.name) \(what): \(code.name)")
            default:
                break
            }
            open[p.connection] = s
        case .gattTable(let info, let database):
            guard !database.serverIsCapturedDevice else { return }
            open[info.id]?.table = database
        case .connectionEnd(let info, let summary):
            guard var s = open.removeValue(forKey: info.id) else { return }
            s.summary = summary
            s.name = s.deviceName ?? summary.deviceName ?? info.name ?? s.name
            s.mtu = summary.mtuText
            if let table = s.table { index(table, &s) }
            if sessions.count < Self.maximumSessions { sessions.append(s) }
        default:
            break
        }
    }

    private mutating func start(_ info: ConnectionInfo) {
        var s = ConnectionSession(info: info)
        s.name = info.name
        s.interval = info.interval
        s.latency = info.latency
        s.supervisionTimeout = info.supervisionTimeout
        open[info.id] = s
    }

    private func note(_ ref: AttributeRef, _ path: String, _ s: inout ConnectionSession) {
        if s.names[path] == nil { s.names[path] = Self.pathName(ref) }
    }

    /// The name of what `path(ref)` stands for: a service's or characteristic's declaration stands for what it
    /// declares, and is named after it.
    static func pathName(_ ref: AttributeRef) -> String {
        switch ref.kind {
        case .primaryService, .secondaryService:
            return ref.displayName
        case .characteristicDeclaration:
            return ref.characteristicUUID.map { Registry.characteristicName($0) ?? $0.string } ?? ref.displayName
        default:
            return ref.qualifiedName
        }
    }

    private func noteDeviceName(_ ref: AttributeRef, _ value: [UInt8], _ p: DecodedProcedure, _ s: inout ConnectionSession) {
        // A read the peer made is of the captured device's own name.
        guard p.direction != .received, ref.kind == .characteristicValue, ref.uuid?.shortValue == 0x2A00 else { return }
        // An empty name names nothing (and would pair unrelated sessions).
        let name = String(decoding: value.prefix(248).filter { $0 != 0 }, as: UTF8.self)
        if !name.isEmpty { s.deviceName = name }
    }

    /// Paths, handles and properties of every attribute of the table.
    private func index(_ table: AttributeDatabase, _ s: inout ConnectionSession) {
        var seen: [String: Int] = [:]
        for row in table.rows where row.kind != .characteristicDeclaration {
            let ref = table.lookup(row.handle)
            var path = Self.path(ref)
            if row.kind == .include { path = (ref.serviceUUID?.string ?? "?") + "/include/" + (row.uuid.string) }
            // Two attributes with the same path (two instances of a service or characteristic) get #2, #3, ….
            let n = (seen[path] ?? 0) + 1
            seen[path] = n
            if n > 1 { path += "#\(n)" }
            s.handles[path] = row.handle
            if let p = row.properties, row.kind == .characteristicValue { s.properties[path] = p.names }
            if s.names[path] == nil { s.names[path] = Self.pathName(ref) }
        }
    }
}

/// One difference between two sessions.
public struct SessionDifference: Sendable, Equatable {
    public enum Section: String, Sendable, CaseIterable {
        case connection, gatt, procedures, values, notifications, timing
    }

    public var section: Section
    /// What differs: an attribute path ("180D/2A37") or a property ("mtu", "disconnect_reason").
    public var path: String
    /// A readable name for the path.
    public var name: String
    public var a: String?
    public var b: String?
}

/// Compares the sessions of two captures.
public enum SessionDiff {
    /// Pairs connections: same peer address, else same name, else the most similar attribute table. `forced`
    /// pairs (A connection id → B connection id) come first.
    public static func pair(_ a: [ConnectionSession], _ b: [ConnectionSession], forced: [Int: Int] = [:])
        -> (pairs: [(ConnectionSession, ConnectionSession)], onlyA: [ConnectionSession], onlyB: [ConnectionSession])
    {
        var remainingB = b
        var pairs: [(ConnectionSession, ConnectionSession)] = []
        var onlyA: [ConnectionSession] = []
        func take(_ predicate: (ConnectionSession) -> Bool) -> ConnectionSession? {
            guard let i = remainingB.firstIndex(where: predicate) else { return nil }
            return remainingB.remove(at: i)
        }
        var unforced: [ConnectionSession] = []
        for s in a {
            if let target = forced[s.info.id], let m = take({ $0.info.id == target }) {
                pairs.append((s, m))
            } else {
                unforced.append(s)
            }
        }
        var pending: [ConnectionSession] = []
        for s in unforced {
            if let peer = s.info.peer, let m = take({ $0.info.peer == peer }) {
                pairs.append((s, m))
            } else if let name = s.name, let m = take({ $0.name == name }) {
                pairs.append((s, m))
            } else {
                pending.append(s)
            }
        }
        for s in pending {
            let keys = Set(s.handles.keys)
            let best = remainingB.enumerated().max { x, y in
                keys.intersection(x.element.handles.keys).count < keys.intersection(y.element.handles.keys).count
            }
            if let best, !keys.isEmpty, !keys.intersection(best.element.handles.keys).isEmpty {
                pairs.append((s, remainingB.remove(at: best.offset)))
            } else {
                onlyA.append(s)
            }
        }
        return (pairs, onlyA, remainingB)
    }

    /// The differences between two paired connections, and how many things compared equal, outside the
    /// `ignoring` sections: what those sections hold is neither listed nor counted.
    public static func compare(_ a: ConnectionSession, _ b: ConnectionSession,
                               ignoring: Set<SessionDifference.Section> = []) -> (differences: [SessionDifference], same: Int) {
        var out: [SessionDifference] = []
        var same: [SessionDifference.Section: Int] = [:]
        func name(_ path: String) -> String { a.names[path] ?? b.names[path] ?? path }
        func check(_ section: SessionDifference.Section, _ path: String, _ label: String, _ x: String?, _ y: String?) {
            if x == y {
                same[section, default: 0] += 1
            } else {
                out.append(SessionDifference(section: section, path: path, name: label, a: x, b: y))
            }
        }

        // Connection.
        check(.connection, "mtu", "ATT_MTU", a.mtu, b.mtu)
        check(.connection, "interval", "connection interval", a.interval.map { "\(Double($0) * 1.25) ms" },
              b.interval.map { "\(Double($0) * 1.25) ms" })
        check(.connection, "latency", "peripheral latency", a.latency.map(String.init), b.latency.map(String.init))
        check(.connection, "supervision_timeout", "supervision timeout",
              a.supervisionTimeout.map { "\(Int($0) * 10) ms" }, b.supervisionTimeout.map { "\(Int($0) * 10) ms" })
        check(.connection, "disconnect_reason", "disconnect reason", a.disconnectReason?.name, b.disconnectReason?.name)

        // GATT table: by path; moved handles and changed properties. A service that moved as a whole is one
        // difference: its attributes that moved by the same offset are not listed again.
        let paths = Set(a.handles.keys).union(b.handles.keys).sorted()
        var serviceShift: [String: Int] = [:]
        for path in paths where !path.contains("/") {
            if let x = a.handles[path], let y = b.handles[path], x != y { serviceShift[path] = Int(y) - Int(x) }
        }
        func movedWithService(_ path: String, _ x: UInt16, _ y: UInt16) -> Bool {
            guard let service = path.split(separator: "/").first.map(String.init), path.contains("/"),
                  let shift = serviceShift[service] else { return false }
            return Int(y) - Int(x) == shift
        }
        for path in paths {
            let ha = a.handles[path], hb = b.handles[path]
            switch (ha, hb) {
            case (nil, _?): out.append(SessionDifference(section: .gatt, path: path, name: name(path), a: nil, b: "added at 0x\(hex4(hb ?? 0))"))
            case (_?, nil): out.append(SessionDifference(section: .gatt, path: path, name: name(path), a: "at 0x\(hex4(ha ?? 0))", b: nil))
            case (let x?, let y?):
                if x != y && !movedWithService(path, x, y) {
                    let moved = serviceShift[path].map { " (moved by \($0 > 0 ? "+" : "")\($0) with its attributes)" } ?? ""
                    out.append(SessionDifference(section: .gatt, path: path, name: name(path), a: "handle 0x\(hex4(x))",
                                                 b: "handle 0x\(hex4(y))" + moved))
                } else {
                    same[.gatt, default: 0] += 1
                }
                let pa = a.properties[path]?.joined(separator: ", "), pb = b.properties[path]?.joined(separator: ", ")
                if pa != pb {
                    out.append(SessionDifference(section: .gatt, path: path + ":properties", name: name(path) + " properties",
                                                 a: pa, b: pb))
                }
            default: break
            }
        }

        // Procedures.
        check(.procedures, "discovery", "service discovery", a.discovered ? "performed" : "skipped",
              b.discovered ? "performed" : "skipped")
        for path in Set(a.reads.keys).union(b.reads.keys).sorted() where (a.reads[path] == nil) != (b.reads[path] == nil) {
            out.append(SessionDifference(section: .procedures, path: path + ":read", name: "read " + name(path),
                                         a: a.reads[path] == nil ? nil : "read", b: b.reads[path] == nil ? nil : "read"))
        }
        for path in a.writes.union(b.writes).sorted() {
            check(.procedures, path + ":write", "write " + name(path), a.writes.contains(path) ? "written" : nil,
                  b.writes.contains(path) ? "written" : nil)
        }
        for path in Set(a.subscriptions.keys).union(b.subscriptions.keys).sorted() {
            check(.procedures, path + ":subscription", "subscription to " + name(path), a.subscriptions[path],
                  b.subscriptions[path])
        }
        for error in a.errors.union(b.errors).sorted() {
            check(.procedures, "error", "ATT error " + error, a.errors.contains(error) ? "occurred" : nil,
                  b.errors.contains(error) ? "occurred" : nil)
        }

        // Values read in both.
        for path in Set(a.reads.keys).intersection(b.reads.keys).sorted() {
            guard let x = a.reads[path], let y = b.reads[path] else { continue }
            if x.value == y.value {
                same[.values, default: 0] += 1
            } else {
                out.append(SessionDifference(section: .values, path: path, name: name(path),
                                             a: x.text ?? x.value.withBytes(\.hex), b: y.text ?? y.value.withBytes(\.hex)))
            }
        }

        // Notifications and indications: counts of each, and the rate, longest gap and numeric statistics of all
        // the values an attribute sent, per attribute.
        var activityA: [String: GATTSummary.AttributeActivity] = [:]
        var activityB: [String: GATTSummary.AttributeActivity] = [:]
        for x in a.summary.activity.values where x.notifications + x.indications > 0 { activityA[SessionCollector.path(x.attribute)] = x }
        for y in b.summary.activity.values where y.notifications + y.indications > 0 { activityB[SessionCollector.path(y.attribute)] = y }
        for path in Set(activityA.keys).union(activityB.keys).sorted() {
            let x = activityA[path], y = activityB[path]
            // A count is compared where either side sent some, and is absent on a side that sent none.
            func count(_ n: Int?) -> String? { n.flatMap { $0 > 0 ? String($0) : nil } }
            if (x?.notifications ?? 0) > 0 || (y?.notifications ?? 0) > 0 {
                check(.notifications, path + ":count", name(path) + " notifications", count(x?.notifications),
                      count(y?.notifications))
            }
            if (x?.indications ?? 0) > 0 || (y?.indications ?? 0) > 0 {
                check(.notifications, path + ":indications", name(path) + " indications", count(x?.indications),
                      count(y?.indications))
            }
            // Present on one side only: the counts say it all.
            guard x != nil && y != nil else { continue }
            check(.notifications, path + ":rate", name(path) + " rate", x?.rate.map { rounded($0, 2) + "/s" },
                  y?.rate.map { rounded($0, 2) + "/s" })
            check(.notifications, path + ":longest_gap", name(path) + " longest gap",
                  x.map { rounded(Double($0.longestGap) / 1e6, 1) + " s" }, y.map { rounded(Double($0.longestGap) / 1e6, 1) + " s" })
            let keys = Set(x?.seriesOrder ?? []).union(y?.seriesOrder ?? []).sorted()
            for key in keys {
                func stats(_ s: GATTSummary.Series?) -> String? {
                    guard let s, s.count > 0 else { return nil }
                    let unit = s.unit.map { " \($0)" } ?? ""
                    return "min \(rounded(s.minimum, 1)), mean \(rounded(s.mean, 1)), max \(rounded(s.maximum, 1))\(unit)"
                }
                check(.notifications, path + ":" + key, name(path) + " " + key, stats(x?.series[key]), stats(y?.series[key]))
            }
        }

        // Timing.
        func seconds(_ us: Int64?) -> String? { us.map { rounded(Double($0) / 1e6, 1) + " s" } }
        check(.timing, "discovery_done", "connection to end of discovery", seconds(a.discoveryDone), seconds(b.discoveryDone))
        check(.timing, "first_subscription", "connection to first subscription", seconds(a.firstSubscription),
              seconds(b.firstSubscription))
        check(.timing, "first_notification", "connection to first notification", seconds(a.firstNotification),
              seconds(b.firstNotification))
        if a.firstIndication != nil || b.firstIndication != nil {
            check(.timing, "first_indication", "connection to first indication", seconds(a.firstIndication),
                  seconds(b.firstIndication))
        }
        return (out.filter { !ignoring.contains($0.section) },
                same.filter { !ignoring.contains($0.key) }.values.reduce(0, +))
    }

    static func rounded(_ v: Double, _ digits: Int) -> String {
        var sink = ByteSink(capacity: 32)
        var scale = 1.0
        for _ in 0 ..< digits { scale *= 10 }
        sink.appendDecimal((v * scale).rounded() / scale)
        return sink.string
    }
}
