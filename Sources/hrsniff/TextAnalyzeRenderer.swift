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

    /// Per connection: when it began, and a discovery line being folded.
    private struct ConnectionState {
        var start: Timestamp
        var pending: (kind: GATTProcedure.DiscoveryKind, within: String?, first: GATTProcedure, found: Int, steps: Int,
                      notCaptured: Int)?
    }

    private var states: [Int: ConnectionState] = [:]
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
        switch event.payload {
        case .event(let e, _, let connection):
            hciEvent(event, e, connection, &out)
        case .command(let c, _, let connection):
            if c.opcode.rawValue == 0x0406, let handle = c.parameters.u16le(at: 0) {
                localDisconnect[UInt32(event.adapter) << 16 | UInt32(handle & 0x0FFF)] = event.frame
                if let connection {
                    line(connection.id, event, "disconnect requested by this device (\(reason(c.parameters[checked: 2])))", &out)
                }
            }
        case .connectionFound(let info) where info.linkLayer != nil:
            states[info.id] = ConnectionState(start: info.startTime)
            air.insert(info.id)
            out.append("\n")
            out.append(style.bold("Connection #\(info.id)") + " access address \(info.linkLayer?.accessAddressText ?? "?"), "
                + "open before the capture began (peer unknown)\n")
        case .linkLayer(let e):
            linkLayer(e, event, &out)
        case .connectionFound(let info):
            states[info.id] = ConnectionState(start: info.startTime)
            out.append("\n")
            out.append(style.bold("Connection #\(info.id)") + " handle 0x\(hex4(info.handle)), open before the capture began "
                + "(peer unknown)\n")
        case .signalling(let result, _, _, let connection):
            guard case .success(let command) = result else { return }
            switch command.signal {
            case .connectionParameterUpdateRequest, .connectionParameterUpdateResponse,
                 .leCreditBasedConnectionRequest, .leCreditBasedConnectionResponse,
                 .creditBasedConnectionRequest, .creditBasedConnectionResponse, .commandReject:
                line(connection.id, event, "L2CAP \(command.code.name): \(command.summary)", &out)
            default:
                break
            }
        case .smp(let bytes, _, let direction, let connection):
            line(connection.id, event, SMP.line(bytes, direction: direction, connection: connection), &out)
            if case .pairingResponse? = try? SMPPDU.parse(bytes), let method = connection.pairing {
                line(connection.id, event, style.bold("pairing: \(method)"), &out)
            }
        case .gatt(let p):
            procedure(p, event, &out)
        case .gattTable(let info, let database):
            flushDiscovery(info.id, &out)
            let whose = database.serverIsCapturedDevice
                ? (air.contains(info.id) ? " of the central's GATT server, as the peripheral discovered it"
                    : " of this device's GATT server, as the peer discovered it") : ""
            out.append("  " + style.bold("Attribute table") + whose + tableSource(database.source) + "\n")
            for row in database.rows { out.append("    " + GattTableText.row(row) + "\n") }
        case .connectionEnd(let info, let summary):
            flushDiscovery(info.id, &out)
            connectionSummary(info, summary, event, &out)
            if info.linkLayer != nil { out.append("    " + LinkLayerRendering.countsText(info) + "\n") }
            states[info.id] = nil
            air.remove(info.id)
        case .diagnostic(let d):
            out.append(style.yellow("  ! \(d.severity.rawValue) (frame \(d.frame.map(String.init) ?? "–")): \(d.message)") + "\n")
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

    private func line(_ connection: Int, _ event: Event, _ text: String, _ out: inout ByteSink) {
        flushDiscovery(connection, &out)
        let start = states[connection]?.start ?? event.time
        let t = "+" + seconds(event.time.microseconds(since: start)) + " s"
        // With several connections open their lines interleave: say whose each line is.
        let tag = states.count > 1 ? "[#\(connection)] " : ""
        out.append("  " + style.dim(pad(t, 12) + " " + pad("#\(event.frame)", 7)) + "  " + tag + text + "\n")
    }

    private func hciEvent(_ event: Event, _ e: HCIEvent, _ connection: ConnectionInfo?, _ out: inout ByteSink) {
        switch e.detail {
        case .connectionComplete(let c):
            guard c.status.rawValue == 0, let info = connection else {
                out.append(style.red("  connection to \(c.peer) failed: \(c.status.name)") + "\n")
                return
            }
            states[info.id] = ConnectionState(start: info.startTime)
            var header = style.bold("Connection #\(info.id)") + " " + style.cyan(c.peer.description)
            if let t = c.peerType { header += " (\(t.name))" }
            if let name = info.name { header += " \"\(name)\"" }
            out.append("\n" + header + "\n")
            var s = "connected (\(e.name))"
            if let role = info.role { s += ", this device is the \(role.rawValue)" }
            if let i = info.intervalMilliseconds { s += "; interval \(number(i, digits: 2)) ms" }
            if let l = info.latency { s += ", latency \(l)" }
            if let t = info.supervisionTimeoutMilliseconds { s += ", supervision timeout \(t) ms" }
            line(info.id, event, s, &out)
        case .connectionUpdateComplete(let status, _, let interval, let latency, let timeout):
            guard let info = connection else { return }
            line(info.id, event, status.rawValue == 0
                ? "connection parameters now: interval \(number(Double(interval) * 1.25, digits: 2)) ms, latency \(latency), supervision timeout \(Int(timeout) * 10) ms"
                : "connection update failed: \(status.name)", &out)
        case .encryptionChange(let status, _, let enabled, let keySize):
            guard let info = connection else { return }
            var s = status.rawValue == 0 ? (enabled != 0 ? "encryption on" : "encryption off") : "encryption failed: \(status.name)"
            if status.rawValue == 0, enabled != 0, let keys = info.encryptionKeys { s += keys.phrase }
            if let k = keySize { s += " (key size \(k))" }
            line(info.id, event, s, &out)
        case .dataLengthChange(_, let txOctets, _, let rxOctets, _):
            guard let info = connection else { return }
            line(info.id, event, "data length: tx \(txOctets) bytes, rx \(rxOctets) bytes per packet", &out)
        case .phyUpdateComplete(let status, _, let tx, let rx):
            guard let info = connection else { return }
            line(info.id, event, status.rawValue == 0 ? "PHY: tx \(phy(tx)), rx \(phy(rx))" : "PHY update failed: \(status.name)", &out)
        case .disconnectionComplete(let status, let handle, let reasonCode):
            guard let info = connection, status.rawValue == 0 else { return }
            let key = UInt32(event.adapter) << 16 | UInt32(handle)
            let who = localDisconnect.removeValue(forKey: key) != nil ? "this device disconnected" : "disconnected"
            line(info.id, event, style.bold("\(who): \(reasonCode.name) (0x\(hex2(reasonCode.rawValue)))"), &out)
        default:
            break
        }
    }

    /// CONNECT_IND opens a connection; LL control PDUs are told as lines.
    private func linkLayer(_ e: LinkLayerEvent, _ event: Event, _ out: inout ByteSink) {
        switch e.pdu {
        case .advertising(let pdu):
            guard let request = pdu.connect, let info = e.connection else { return }
            states[info.id] = ConnectionState(start: info.startTime)
            air.insert(info.id)
            var header = style.bold("Connection #\(info.id)") + " " + style.cyan(request.advertiser.description)
            header += request.advertiserRandom ? " (random)" : " (public)"
            if let name = info.name { header += " \"\(name)\"" }
            out.append("\n" + header + "\n")
            var s = "connected (\(pdu.name)) by the central \(LinkLayerRendering.address(request.initiator, random: request.initiatorRandom))"
            if let i = info.intervalMilliseconds { s += "; interval \(number(i, digits: 2)) ms" }
            if let l = info.latency { s += ", latency \(l)" }
            if let t = info.supervisionTimeoutMilliseconds { s += ", supervision timeout \(t) ms" }
            s += "; access address \(LinkLayerConnection.hex32(request.accessAddress)), \(request.usedChannels) channels, hop \(request.hop)"
            line(info.id, event, s, &out)
        case .data(_, let control):
            guard let control, let info = e.connection, e.status == .ok else { return }
            var text = LinkLayerRendering.controlLine(e, control)
            if control.opcode == .startEncReq, let keys = info.encryptionKeys { text += keys.phrase }
            line(info.id, event, control.opcode == .terminateInd ? style.bold(text) : text, &out)
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

    private func procedure(_ p: GATTProcedure, _ event: Event, _ out: inout ByteSink) {
        if case .discovery(let kind, _, let found, let within) = p.kind {
            // Consecutive steps of one discovery fold into one line.
            let withinName = within?.displayName
            let missed = p.notCaptured == .response ? 1 : 0
            if var state = states[p.connection], let pending = state.pending, pending.kind == kind, pending.within == withinName {
                state.pending = (kind, withinName, pending.first, pending.found + found, pending.steps + 1,
                                 pending.notCaptured + missed)
                states[p.connection] = state
                return
            }
            flushDiscovery(p.connection, &out)
            var state = states[p.connection] ?? ConnectionState(start: p.firstTime)
            state.pending = (kind, withinName, p, found, 1, missed)
            states[p.connection] = state
            return
        }
        if foldNotifications {
            switch p.kind {
            case .notification, .indication: return
            default: break
            }
        }
        var text = actor(p) + ProcedureText.describe(p)
        if p.truncated { text += " (truncated by the capture)" }
        if case .error = p.kind { text = style.red(text) }
        if let api, actor(p).isEmpty, let call = ProcedureText.api(p, api) { text += style.dim("  [\(call)]") }
        var shown = event
        shown.frame = p.frame
        shown.time = p.time
        line(p.connection, shown, text, &out)
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

    private func flushDiscovery(_ connection: Int, _ out: inout ByteSink) {
        guard var state = states[connection], let pending = state.pending else { return }
        state.pending = nil
        states[connection] = state
        var s = actor(pending.first) + "discover \(ProcedureText.discoveryNoun(pending.kind))"
        if let within = pending.within { s += " of \(within)" }
        if pending.notCaptured == pending.steps {
            s += pending.steps == 1 ? ": the response is not in the capture"
                : ": \(pending.steps) requests, their responses not in the capture"
        } else {
            s += ": \(pending.found) found"
            if pending.steps > 1 { s += " in \(pending.steps) requests" }
            if pending.notCaptured > 0 {
                s += pending.notCaptured == 1 ? " (1 response not in the capture)"
                    : " (\(pending.notCaptured) responses not in the capture)"
            }
        }
        if let api, actor(pending.first).isEmpty, let call = ProcedureText.api(pending.first, api) {
            s += style.dim("  [\(call)]")
        }
        let t = "+" + seconds(pending.first.firstTime.microseconds(since: state.start)) + " s"
        let tag = states.count > 1 ? "[#\(connection)] " : ""
        out.append("  " + style.dim(pad(t, 12) + " " + pad("#\(pending.first.firstFrame)", 7)) + "  " + tag + s + "\n")
    }

    private func connectionSummary(_ info: ConnectionInfo, _ summary: GATTSummary, _ event: Event, _ out: inout ByteSink) {
        let length = event.time.microseconds(since: info.startTime)
        var title = "Summary of connection #\(info.id)"
        if let peer = info.peer { title += " with \(peer)" }
        if let name = summary.deviceName ?? info.name { title += " \"\(name)\"" }
        out.append("  " + style.bold(title) + " (\(duration(length)))\n")
        out.append("    ATT_MTU \(summary.mtu)")
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
