import HRSniffKit

/// `hrsniff analyze` for people: per connection, who connected and how, then every procedure in order with its
/// time since the connection began, then the attribute table and a summary when the connection ends.
final class TextAnalyzeRenderer {
    let foldNotifications: Bool
    let api: AppAPI?
    let style: Style

    struct Style {
        var color: Bool
        func bold(_ s: String) -> String { color ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
        func dim(_ s: String) -> String { color ? "\u{1B}[2m\(s)\u{1B}[0m" : s }
        func red(_ s: String) -> String { color ? "\u{1B}[31m\(s)\u{1B}[0m" : s }
        func yellow(_ s: String) -> String { color ? "\u{1B}[33m\(s)\u{1B}[0m" : s }
        func cyan(_ s: String) -> String { color ? "\u{1B}[36m\(s)\u{1B}[0m" : s }
    }

    /// Per connection: when it began.
    private struct ConnectionState {
        var start: Timestamp
    }

    private var states: [Int: ConnectionState] = [:]
    /// The lines, written in frame order (procedures at their request).
    private var ordered = TimeOrderedLines()

    /// A discovery being folded into one line: the steps of one client's search, each request going on from where
    /// the last one was, up to the same end (Core Vol 3 Part G §4.4–4.7).
    private struct Fold {
        var first: GATTProcedure
        var kind: GATTProcedure.DiscoveryKind
        var within: AttributeRef?
        var range: ClosedRange<UInt16>
        /// The start of the last step's range.
        var lower: UInt16
        var found = 0
        var steps = 0
        /// Steps that repeated the previous request unchanged (`GATTProcedure.repeated`).
        var repeats = 0
        var lastFrame: Int
        var lastTime: Timestamp
        /// The reserved line (`TimeOrderedLines.reserve`) and what comes before its text.
        var entry: Int
        var lead: String
    }

    private struct FoldKey: Hashable {
        var connection: Int
        /// The client's direction (`GATTProcedure.direction`).
        var direction: Direction
    }

    private var folds: [FoldKey: Fold] = [:]
    /// SMP Pairing Requests awaiting their response, and connections that paired, by connection.
    private var pairingRequests: [Int: SMPPairingParameters] = [:]
    private var paired: Set<Int> = []
    /// Frames of Disconnect commands sent by the host, by handle, to say who ended a connection.
    private var localDisconnect: [UInt32: Int] = [:]
    /// Connections of an air capture, whose sides are the central and the peripheral.
    private var air: Set<Int> = []

    /// Series samples for the sparklines of the summary (terminal output only).
    private var series: ReportCollector?
    static let sparklineWidth = 40

    init(foldNotifications: Bool, api: AppAPI?, color: Bool, sparklines: Bool = false) {
        self.foldNotifications = foldNotifications
        self.api = api
        style = Style(color: color)
        if sparklines { series = ReportCollector() }
    }

    func render(_ event: Event, into out: inout ByteSink) {
        series?.add(event)
        tell(event)
        closeStaleFolds(now: event.time)
        while true {
            ordered.release(into: &out, now: event.time)
            // Too many lines held behind a discovery line being folded: it ends here.
            guard let entry = ordered.entryToForce else { break }
            closeFold(entry: entry)
            ordered.fill(entry, "")
        }
    }

    /// Writes what is still held: the end of the capture.
    func finish(into out: inout ByteSink) {
        for key in folds.keys.sorted(by: { $0.connection < $1.connection }) { closeFold(key) }
        ordered.flush(into: &out)
    }

    /// Holds `text` (whole lines) to be written at `frame`.
    private func emit(_ frame: Int, _ text: String) {
        ordered.put(frame, text)
    }

    private func tell(_ event: Event) {
        switch event.payload {
        case .event(let e, _, let connection):
            hciEvent(event, e, connection)
        case .command(let c, _, let connection):
            if c.opcode.rawValue == 0x0406, let handle = c.parameters.u16le(at: 0) {
                localDisconnect[UInt32(event.adapter) << 16 | UInt32(handle & 0x0FFF)] = event.frame
                if let connection {
                    line(connection.id, event, "disconnect requested by this device (\(reason(c.parameters[checked: 2])))")
                }
            }
        case .connectionFound(let info) where info.linkLayer != nil:
            states[info.id] = ConnectionState(start: info.startTime)
            air.insert(info.id)
            emit(event.frame, "\n" + style.bold("Connection #\(info.id)") + " access address "
                + "\(info.linkLayer?.accessAddressText ?? "?"), open before the capture began (peer unknown)\n")
        case .linkLayer(let e):
            linkLayer(e, event)
        case .connectionFound(let info):
            states[info.id] = ConnectionState(start: info.startTime)
            emit(event.frame, "\n" + style.bold("Connection #\(info.id)") + " handle 0x\(hex4(info.handle)), open before the "
                + "capture began (peer unknown)\n")
        case .signalling(let result, _, _, let connection):
            guard case .success(let command) = result else { return }
            switch command.signal {
            case .connectionParameterUpdateRequest, .connectionParameterUpdateResponse,
                 .leCreditBasedConnectionRequest, .leCreditBasedConnectionResponse,
                 .creditBasedConnectionRequest, .creditBasedConnectionResponse, .commandReject:
                line(connection.id, event, "L2CAP \(command.code.name): \(command.summary)")
            default:
                break
            }
        case .smp(let bytes, _, _, let connection):
            line(connection.id, event, "SMP " + SMP.summary(bytes))
            switch try? SMPPDU.parse(bytes) {
            case .pairingRequest(let request)?:
                pairingRequests[connection.id] = request
            case .pairingResponse(let response)?:
                if let request = pairingRequests[connection.id] {
                    line(connection.id, event, style.bold("pairing: \(SMPPairingMethod(request: request, response: response))"))
                }
                paired.insert(connection.id)
            default:
                break
            }
        case .gatt(let p):
            procedure(p, event)
        case .gattOpen(let info, let since):
            ordered.setOpen(info.id, since)
        case .gattTable(let info, let database):
            closeFolds(of: info.id)
            let whose = database.serverIsCapturedDevice
                ? (air.contains(info.id) ? " of the central's GATT server, as the peripheral discovered it"
                    : " of this device's GATT server, as the peer discovered it") : ""
            var text = "  " + style.bold("Attribute table") + whose + tableSource(database.source) + "\n"
            for row in database.rows { text += "    " + GattTableText.row(row) + "\n" }
            emit(event.frame, text)
        case .connectionEnd(let info, let summary):
            closeFolds(of: info.id)
            ordered.setOpen(info.id, nil)
            var text = connectionSummary(info, summary, event)
            if let ll = info.linkLayer { text += "    " + LinkLayerRendering.countsText(ll) + "\n" }
            emit(event.frame, text)
            states[info.id] = nil
            air.remove(info.id)
        case .diagnostic(let d):
            emit(d.frame ?? event.frame,
                 style.yellow("  ! \(d.severity.rawValue) (frame \(d.frame.map(String.init) ?? "–")): \(d.message)") + "\n")
        default:
            break
        }
    }

    private func tableSource(_ source: GATTTableSource) -> String {
        switch source {
        case .discovered: return ""
        case .earlierConnection(let id): return " (from connection #\(id); not discovered in this connection)"
        case .otherCapture(let name): return " (from \(name); not discovered in this capture)"
        }
    }

    private func reason(_ code: UInt8?) -> String {
        guard let code else { return "no reason given" }
        return "\(HCIErrorCode(rawValue: code).name) (0x\(hex2(code)))"
    }

    private func line(_ connection: Int, _ event: Event, _ text: String) {
        emit(event.frame, lead(connection, frame: event.frame, time: event.time) + text + "\n")
    }

    /// The start of a line: time since the connection began, frame, and whose line it is.
    private func lead(_ connection: Int, frame: Int, time: Timestamp) -> String {
        let start = states[connection]?.start ?? time
        let t = "+" + seconds(time.microseconds(since: start)) + " s"
        // With several connections open their lines interleave: say whose each line is.
        let tag = states.count > 1 ? "[#\(connection)] " : ""
        return "  " + style.dim(pad(t, 12) + " " + pad("#\(frame)", 7)) + "  " + tag
    }

    private func hciEvent(_ event: Event, _ e: HCIEvent, _ connection: ConnectionInfo?) {
        switch e.detail {
        case .connectionComplete(let c):
            guard c.status.rawValue == 0, let info = connection else {
                emit(event.frame, style.red("  connection to \(c.peer) failed: \(c.status.name)") + "\n")
                return
            }
            states[info.id] = ConnectionState(start: info.startTime)
            var header = style.bold("Connection #\(info.id)") + " " + style.cyan(c.peer.description)
            if let t = c.peerType { header += " (\(t.name))" }
            if let name = info.name { header += " \"\(name)\"" }
            emit(event.frame, "\n" + header + "\n")
            var s = "connected (\(e.name))"
            if let role = info.role { s += ", this device is the \(role.rawValue)" }
            if let i = info.intervalMilliseconds { s += "; interval \(number(i, digits: 2)) ms" }
            if let l = info.latency { s += ", latency \(l)" }
            if let t = info.supervisionTimeoutMilliseconds { s += ", supervision timeout \(t) ms" }
            line(info.id, event, s)
        case .connectionUpdateComplete(let status, _, let interval, let latency, let timeout):
            guard let info = connection else { return }
            line(info.id, event, status.rawValue == 0
                ? "connection parameters now: interval \(number(Double(interval) * 1.25, digits: 2)) ms, latency \(latency), supervision timeout \(Int(timeout) * 10) ms"
                : "connection update failed: \(status.name)")
        case .encryptionChange(let status, _, let enabled, let keySize):
            guard let info = connection else { return }
            var s = status.rawValue == 0 ? (enabled != 0 ? "encryption on" : "encryption off") : "encryption failed: \(status.name)"
            if status.rawValue == 0, enabled != 0 {
                s += paired.contains(info.id) ? ", with the keys of this pairing" : ", with keys stored from an earlier pairing"
            }
            if let k = keySize { s += " (key size \(k))" }
            line(info.id, event, s)
        case .dataLengthChange(_, let txOctets, _, let rxOctets, _):
            guard let info = connection else { return }
            line(info.id, event, "data length: tx \(txOctets) bytes, rx \(rxOctets) bytes per packet")
        case .phyUpdateComplete(let status, _, let tx, let rx):
            guard let info = connection else { return }
            line(info.id, event, status.rawValue == 0 ? "PHY: tx \(phy(tx)), rx \(phy(rx))" : "PHY update failed: \(status.name)")
        case .disconnectionComplete(let status, let handle, let reasonCode):
            guard let info = connection, status.rawValue == 0 else { return }
            let key = UInt32(event.adapter) << 16 | UInt32(handle)
            let who = localDisconnect.removeValue(forKey: key) != nil ? "this device disconnected" : "disconnected"
            line(info.id, event, style.bold("\(who): \(reasonCode.name) (0x\(hex2(reasonCode.rawValue)))"))
        default:
            break
        }
    }

    /// CONNECT_IND opens a connection; LL control PDUs are told as lines.
    private func linkLayer(_ e: LinkLayerEvent, _ event: Event) {
        switch e.pdu {
        case .advertising(let pdu):
            guard let request = pdu.connect, let info = e.connection else { return }
            states[info.id] = ConnectionState(start: info.startTime)
            air.insert(info.id)
            var header = style.bold("Connection #\(info.id)") + " " + style.cyan(request.advertiser.description)
            header += request.advertiserRandom ? " (random)" : " (public)"
            if let name = info.name { header += " \"\(name)\"" }
            emit(event.frame, "\n" + header + "\n")
            var s = "connected (\(pdu.name)) by the central \(LinkLayerRendering.address(request.initiator, random: request.initiatorRandom))"
            if let i = info.intervalMilliseconds { s += "; interval \(number(i, digits: 2)) ms" }
            if let l = info.latency { s += ", latency \(l)" }
            if let t = info.supervisionTimeoutMilliseconds { s += ", supervision timeout \(t) ms" }
            s += "; access address \(LinkLayerConnection.hex32(request.accessAddress)), \(request.usedChannels) channels, hop \(request.hop)"
            line(info.id, event, s)
        case .data(_, let control):
            guard let control, let info = e.connection, e.status == .ok else { return }
            var text = LinkLayerRendering.controlLine(e, control)
            if control.opcode == .startEncReq {
                text += paired.contains(info.id) ? ", with the keys of this pairing" : ", with keys stored from an earlier pairing"
            }
            line(info.id, event, control.opcode == .terminateInd ? style.bold(text) : text)
        }
    }

    private func phy(_ v: UInt8) -> String {
        switch v {
        case 1: "LE 1M"
        case 2: "LE 2M"
        case 3: "LE Coded"
        default: "PHY \(v)"
        }
    }

    /// A procedure is told at its first frame (the request), with the frame of the response that completed it.
    private func procedure(_ p: GATTProcedure, _ event: Event) {
        let key = FoldKey(connection: p.connection, direction: p.direction)
        if case .discovery(let kind, let range, let found, let within) = p.kind {
            // The steps of one search fold into one line, whatever other lines fall between them.
            // (A search of the whole database may end inside the last service: only descriptors must stay with
            // their characteristic.)
            if var fold = folds[key], fold.kind == kind, kind != .descriptors || fold.within?.handle == within?.handle,
               fold.range.upperBound == range.upperBound, range.lowerBound >= fold.lower,
               fold.first.search?.value == p.search?.value {
                fold.lower = range.lowerBound
                fold.steps += 1
                if p.repeated { fold.repeats += 1 } else { fold.found += found }
                fold.lastFrame = p.frame
                fold.lastTime = p.time
                folds[key] = fold
                return
            }
            closeFold(key)
            let entry = ordered.reserve(p.firstFrame)
            folds[key] = Fold(first: p, kind: kind, within: within, range: range, lower: range.lowerBound,
                              found: p.repeated ? 0 : found, steps: 1, repeats: p.repeated ? 1 : 0, lastFrame: p.frame,
                              lastTime: p.time, entry: entry,
                              lead: lead(p.connection, frame: p.firstFrame, time: p.firstTime))
            return
        }
        switch p.kind {
        case .notification, .indication:
            // The server's doing: the client's discovery goes on.
            if foldNotifications { return }
        case .serviceChanged:
            break
        default:
            // Another procedure of the same client ends its search.
            closeFold(key)
        }
        var text = actor(p) + ProcedureText.describe(p)
        if p.truncated { text += " (truncated by the capture)" }
        if case .error = p.kind, !ProcedureText.isAnswer(p) { text = style.red(text) }
        if let api, actor(p).isEmpty, let call = ProcedureText.api(p, api) { text += style.dim("  [\(call)]") }
        if let response = ProcedureText.response(p) { text += style.dim("  (\(response))") }
        emit(p.firstFrame, lead(p.connection, frame: p.firstFrame, time: p.firstTime) + text + "\n")
    }

    /// Who acts, when it is not the usual side: the peer as a GATT client, or this device as a server notifying.
    private func actor(_ p: GATTProcedure) -> String {
        switch p.kind {
        case .notification, .indication, .serviceChanged:
            return p.direction == .sent ? (air.contains(p.connection) ? "central sends " : "this device sends ") : ""
        default:
            return p.direction == .received ? (air.contains(p.connection) ? "peripheral (as GATT client): " : "peer (as GATT client): ") : ""
        }
    }

    /// Ends the discovery fold of `key` and gives its line its text.
    private func closeFold(_ key: FoldKey) {
        guard let fold = folds.removeValue(forKey: key) else { return }
        var s = actor(fold.first)
            + GATTProcedure.discoveryDescription(fold.kind, range: fold.range, within: fold.within, search: fold.first.search)
        s += ": \(fold.found) found"
        let requests = fold.steps - fold.repeats
        if requests > 1 { s += " in \(requests) requests" }
        if fold.repeats > 0 {
            s += "; the same request repeated \(fold.repeats) time\(fold.repeats == 1 ? "" : "s") with no progress"
        }
        if let api, actor(fold.first).isEmpty, let call = ProcedureText.api(fold.first, api) {
            s += style.dim("  [\(call)]")
        }
        if fold.lastFrame != fold.first.firstFrame {
            s += style.dim("  (\(fold.steps > 1 ? "last response" : "response") #\(fold.lastFrame))")
        }
        ordered.fill(fold.entry, fold.lead + s + "\n")
    }

    /// Ends the fold whose line is the reserved entry `entry`.
    private func closeFold(entry: Int) {
        guard let key = folds.first(where: { $0.value.entry == entry })?.key else { return }
        closeFold(key)
    }

    private func closeFolds(of connection: Int) {
        for key in folds.keys where key.connection == connection { closeFold(key) }
    }

    /// A search with no step for longer than the ATT transaction timeout has ended.
    private func closeStaleFolds(now: Timestamp) {
        guard !folds.isEmpty else { return }
        for (key, fold) in folds where now.microseconds(since: fold.lastTime) > TimeOrderedLines.openLimit { closeFold(key) }
    }

    private func connectionSummary(_ info: ConnectionInfo, _ summary: GATTSummary, _ event: Event) -> String {
        var out = ""
        let length = event.time.microseconds(since: info.startTime)
        var title = "Summary of connection #\(info.id)"
        if let peer = info.peer { title += " with \(peer)" }
        if let name = summary.deviceName ?? info.name { title += " \"\(name)\"" }
        out.append("  " + style.bold(title) + " (\(duration(length)))\n")
        out.append("    ATT_MTU \(summary.mtuText)")
        if !summary.enhancedBearers.isEmpty {
            // Each enhanced ATT bearer has its own ATT_MTU, from its L2CAP channel.
            out.append(" (EATT bearer\(summary.enhancedBearers.count == 1 ? "" : "s") "
                + summary.enhancedBearers.map { "0x\(hex4($0.bearer)): \($0.mtu)" }.joined(separator: ", ") + ")")
        }
        out.append(", \(summary.procedures) GATT procedure\(summary.procedures == 1 ? "" : "s")")
        let errorCount = summary.errors.values.reduce(0, +)
        out.append(errorCount == 0 ? ", no errors\n" : ", \(errorCount) error\(errorCount == 1 ? "" : "s"): "
            + summary.errors.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + "\n")
        for key in summary.order {
            guard let a = summary.activity[key] else { continue }
            let handle = a.attribute.handle
            var parts: [String] = []
            if a.reads > 0 { parts.append("\(a.reads) read\(a.reads == 1 ? "" : "s")") }
            if a.writes > 0 { parts.append("\(a.writes) write\(a.writes == 1 ? "" : "s")") }
            if a.notifications > 0 { parts.append("\(a.notifications) notification\(a.notifications == 1 ? "" : "s")") }
            if a.indications > 0 { parts.append("\(a.indications) indication\(a.indications == 1 ? "" : "s")") }
            if let rate = a.rate { parts.append("\(number(rate, digits: 2))/s") }
            if a.longestGap > 0, a.notifications + a.indications > 1 {
                parts.append("longest gap \(duration(a.longestGap))" + (a.longestGapEnd.map { " (before frame \($0))" } ?? ""))
            }
            if a.errors > 0 { parts.append("\(a.errors) error\(a.errors == 1 ? "" : "s")") }
            let label = a.attribute.isDiscovered ? "\(a.attribute.qualifiedName) (0x\(hex4(handle)))" : a.attribute.displayName
            let onCentral = air.contains(info.id) ? "the central's " : "this device's "
            out.append("    " + (a.onCapturedDevice ? onCentral : "") + label + ": " + parts.joined(separator: ", ") + "\n")
            for name in a.seriesOrder {
                guard let s = a.series[name], s.count > 1 else { continue }
                let unit = s.unit.map { " \($0)" } ?? ""
                out.append("      \(name): min \(number(s.minimum))\(unit), mean \(number(s.mean))\(unit), max \(number(s.maximum))\(unit) (\(s.count) values)\n")
                if let line = sparkline(info.id, "\(key)/\(name)") { out.append("        " + style.cyan(line) + "\n") }
            }
            // Like the series, only for fields with two values or more (a single read says it in its own line).
            for special in a.specialValues
            where a.specialValues.filter({ $0.key == special.key }).reduce(0, { $0 + $1.count })
                + (a.series[special.key]?.count ?? 0) > 1 {
                let words = special.meaning.replacingOccurrences(of: "_", with: " ")
                out.append("      \(special.key): \(words) in \(special.count) value\(special.count == 1 ? "" : "s"), "
                    + "not a number (left out of the statistics)\n")
            }
            if let hrv = a.hrv, hrv.count > 1 {
                var parts = ["\(hrv.count) RR intervals"]
                if let sdnn = hrv.sdnn { parts.append("SDNN \(number(sdnn)) ms") }
                if let rmssd = hrv.rmssd { parts.append("RMSSD \(number(rmssd)) ms") }
                if let pnn50 = hrv.pnn50 { parts.append("pNN50 \(number(pnn50)) %") }
                out.append("      heart-rate variability: " + parts.joined(separator: ", ") + "\n")
            }
            if a.contactLost > 0 {
                out.append("      sensor contact lost in \(a.contactLost) measurement\(a.contactLost == 1 ? "" : "s") "
                    + "(\(a.contactLostPeriods) period\(a.contactLostPeriods == 1 ? "" : "s"), "
                    + "\(duration(a.contactLostMicroseconds)); not counted in bpm)\n")
            }
        }
        return out
    }

    /// The sparkline of one series of a connection, from the samples kept for it.
    private func sparkline(_ connection: Int, _ id: String) -> String? {
        guard let sampler = series?.connections.first(where: { $0.info.id == connection })?.series[id]?.sampler,
              sampler.count > 1 else { return nil }
        return sampler.sparkline(width: Self.sparklineWidth)
    }
}

/// Text rows of the attribute table, shared by `analyze` and `gatt`.
enum GattTableText {
    /// Names from user decoders (`--decoders`) for vendor characteristics, set once by the command.
    nonisolated(unsafe) static var userDecoders: UserDecoders?

    static func row(_ r: AttributeDatabase.Row) -> String {
        let name = name(r)
        switch r.kind {
        case .primaryService, .secondaryService:
            let label = r.kind == .primaryService ? "Primary Service" : "Secondary Service"
            return "0x\(hex4(r.handle))  \(label)  \(r.uuid.string)  \(name)" + (r.endHandle.map { "  (to 0x\(hex4($0)))" } ?? "")
        case .include:
            return "0x\(hex4(r.handle))    Include  \(r.uuid.string)" + (r.includedRange.map { "  (0x\(hex4($0.lowerBound))–0x\(hex4($0.upperBound)))" } ?? "")
        case .characteristicDeclaration:
            return "0x\(hex4(r.handle))    Characteristic  \(r.uuid.string)  \(name)  [\((r.properties?.names ?? []).joined(separator: ", "))]"
                + (r.valueHandle.map { "  value 0x\(hex4($0))" } ?? "")
        case .characteristicValue:
            return "0x\(hex4(r.handle))      Value  \(r.uuid.string)  \(name)"
        case .descriptor:
            return "0x\(hex4(r.handle))      Descriptor  \(r.uuid.string)  \(name)"
        case .unknown:
            return "0x\(hex4(r.handle))  ?"
        }
    }

    static func name(_ r: AttributeDatabase.Row) -> String {
        if r.kind == .characteristicDeclaration || r.kind == .characteristicValue, let n = userDecoders?.name(r.uuid) {
            return n
        }
        switch r.kind {
        case .primaryService, .secondaryService: return Registry.serviceName(r.uuid) ?? "(unknown service)"
        case .characteristicDeclaration, .characteristicValue:
            return Registry.characteristicName(r.uuid) ?? "(unknown characteristic)"
        case .descriptor: return Registry.descriptorName(r.uuid) ?? "(unknown descriptor)"
        default: return Registry.attributeName(r.uuid) ?? ""
        }
    }
}
