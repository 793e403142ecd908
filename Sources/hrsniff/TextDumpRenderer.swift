import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// One line per packet, in the manner of btmon: frame, time of day (UTC), direction, layer and summary.
/// `<` is what the captured host sent, `>` what it received, `@` records about the capture itself. In air
/// captures `C` is what the central sent, `P` what the peripheral sent, `~` advertising channel packets.
struct TextDumpRenderer {
    func render(_ event: Event, into out: inout ByteSink) {
        switch event.payload {
        case .gatt, .gattOpen, .gattTable, .connectionEnd, .connectionAttempt, .localController: return
        default: break
        }
        let (marker, text) = describe(event)
        var line = pad(String(event.frame), 7)
        line += " "
        line += TimeText.clockColumn(event.time)
        line += " "
        line += marker
        line += " "
        // The capture's strings (names, values, notes) never reach the terminal raw.
        line += TerminalText.escape(text)
        out.append(line)
        out.append(UInt8(0x0A))
    }

    func describe(_ event: Event) -> (String, String) {
        switch event.payload {
        case .att(let m):
            return (arrow(m.direction, m.connection), "ATT     #\(m.connection.id) " + attSummary(m))
        case .command(let c, let direction, let connection):
            var s = "HCI Cmd \(Self.commandName(c.opcode)) (0x\(hex4(c.opcode.rawValue)))"
            if let connection { s += " #\(connection.id)" }
            if !c.parameters.isEmpty { s += " " + spaced(c.parameters, limit: 32) }
            if c.opcode.isVendorSpecific, c.opcode.ocf == 0x157, let apcf = AndroidVendorCommand.apcf(c.parameters) {
                s += " — " + apcf.description
            }
            return (arrow(direction), s)
        case .event(let e, let direction, let connection):
            return (arrow(direction), "HCI Evt " + eventSummary(e, connection))
        case .connectionFound(let info) where info.linkLayer != nil:
            return ("@", "Connection #\(info.id) access address \(info.linkLayer?.accessAddressText ?? "?") was open before the capture began")
        case .linkLayer(let e):
            let marker = e.direction == .unknown ? "~" : arrow(e.direction, e.connection)
            return (marker, LinkLayerRendering.text(e))
        case .connectionFound(let info):
            return ("@", "Connection #\(info.id) handle 0x\(hex4(info.handle)) was open before the capture began")
        case .acl(let header, let data, let direction, let connection):
            let pb = header.isStart ? "start" : "continuation"
            return (arrow(direction),
                    "ACL     #\(connection.id) handle 0x\(hex4(header.handle)) \(pb) dlen \(header.dataLength) "
                        + spaced(data, limit: 24))
        case .l2cap(let pdu, let direction, let connection):
            var s = "L2CAP   #\(connection.id) CID 0x\(hex4(pdu.cid))"
            if let psm = pdu.psm { s += " PSM 0x\(hex4(psm))" }
            s += " len \(pdu.payload.count) " + spaced(pdu.payload, limit: 24)
            if let original = pdu.originalLength { s += " " + Self.cut(pdu.payload.count, original) }
            return (arrow(direction, connection), s)
        case .signalling(let result, _, let direction, let connection):
            switch result {
            case .success(let command):
                return (arrow(direction, connection), "L2CAP   #\(connection.id) \(command.code.name) (id \(command.identifier)) \(command.summary)")
            case .failure(let error):
                return (arrow(direction, connection), "L2CAP   #\(connection.id) malformed signalling: \(error)")
            }
        case .smp(let bytes, _, let direction, let connection):
            return (arrow(direction, connection), "SMP     #\(connection.id) " + SMP.summary(bytes))
        case .adapter(let a):
            var s = "Adapter \(event.adapter) \(a.kind.rawValue.split(separator: "_").joined(separator: " "))"
            if let address = a.address { s += " \(address)" }
            if let name = a.name, !name.isEmpty { s += " \(name)" }
            if let m = a.manufacturer { s += " manufacturer \(m)" }
            return ("@", s)
        case .note(let text):
            return ("@", "Note: \(text)")
        case .log(_, let identifier, let message):
            return ("@", "Log: \(identifier): \(message.trimmingTrailingNewlines)")
        case .monitor(let opcode, let body):
            return ("@", "\(opcode.name) len \(body.count)")
        case .otherPacket(let type, let direction, let body):
            return (arrow(direction), "\(type.name) len \(body.count)")
        case .controllerLog(let log):
            return (arrow(log.direction), "ACL     handle 0x\(hex4(log.handle)) \(log.vendor) \(log.kind) dlen \(log.data.count) "
                + spaced(log.data, limit: 24))
        case .diagnostic(let d):
            return ("!", "\(d.severity.rawValue): \(d.message)")
        case .gatt, .gattOpen, .gattTable, .connectionEnd, .connectionAttempt, .localController:
            return ("", "")
        }
    }

    private func attSummary(_ m: ATTMessage) -> String {
        var s = attPDUSummary(m)
        if let ref = m.attribute, ref.isDiscovered { s += " — \(ref.qualifiedName)" }
        if let decoded = m.decoded { s += ": \(decoded.summary)" }
        if let original = m.originalLength { s += " " + Self.cut(m.bytes.count, original) }
        return s
    }

    /// The mark of a PDU the capture cut short.
    static func cut(_ kept: Int, _ original: Int) -> String {
        "(truncated by the capture: \(kept) of \(original) bytes)"
    }

    private func attPDUSummary(_ m: ATTMessage) -> String {
        // A PDU the capture cut before its opcode.
        if m.bytes.isEmpty && m.originalLength != nil { return "PDU" }
        var s = m.opcode.name
        guard let pdu = m.pdu else {
            if m.originalLength != nil { return s + (m.bytes.count > 1 ? " " + spaced(m.bytes.suffix(from: 1), limit: 32) : "") }
            return s + " (malformed: \(m.parseError.map { "\($0)" } ?? "?")) " + spaced(m.bytes, limit: 32)
        }
        switch pdu {
        case .errorResponse(let e):
            s += ": \(e.requestOpcode.name) handle 0x\(hex4(e.handle)) \(e.errorCode.name) (0x\(hex2(e.errorCode.rawValue)))"
        case .exchangeMTURequest(let mtu), .exchangeMTUResponse(let mtu):
            s += " MTU \(mtu)"
        default:
            if let handle = pdu.handle { s += " handle 0x\(hex4(handle))" }
            if let value = pdu.value { s += " value " + spaced(value, limit: 32) }
            if pdu.handle == nil && pdu.value == nil && m.bytes.count > 1 {
                s += " " + spaced(m.bytes.suffix(from: 1), limit: 32)
            }
        }
        return s
    }

    private func eventSummary(_ e: HCIEvent, _ connection: ConnectionInfo?) -> String {
        var s = e.name
        switch e.detail {
        case .connectionComplete(let c):
            if c.status.rawValue != 0 { return s + ": failed, \(c.status.name)" }
            s += ": #\(connection?.id ?? 0) handle 0x\(hex4(c.handle)) peer \(c.peer)"
            if let t = c.peerType { s += " (\(t.name))" }
            if let r = c.role { s += " role \(r.rawValue)" }
            if let i = c.interval { s += " interval \(fmt(Double(i) * 1.25)) ms" }
            if let l = c.latency { s += " latency \(l)" }
            if let t = c.supervisionTimeout { s += " timeout \(Int(t) * 10) ms" }
        case .disconnectionComplete(let status, let handle, let reason):
            s += ": #\(connection.map { String($0.id) } ?? "?") handle 0x\(hex4(handle))"
            s += status.rawValue == 0 ? " reason \(reason.name) (0x\(hex2(reason.rawValue)))" : " failed, \(status.name)"
        case .remoteVersion(let status, let handle, let version):
            s += ": #\(connection.map { String($0.id) } ?? "?") handle 0x\(hex4(handle)) "
            s += status.rawValue == 0 ? version.description : "failed, \(status.name)"
        case .connectionUpdateComplete(let status, let handle, let interval, let latency, let timeout):
            s += ": handle 0x\(hex4(handle))"
            s += status.rawValue == 0
                ? " interval \(fmt(Double(interval) * 1.25)) ms latency \(latency) timeout \(Int(timeout) * 10) ms"
                : " failed, \(status.name)"
        case .encryptionChange(let status, let handle, let enabled, let keySize):
            s += ": handle 0x\(hex4(handle)) " + (status.rawValue == 0 ? (enabled != 0 ? "on" : "off") : "failed, \(status.name)")
            if let k = keySize { s += " key size \(k)" }
        case .dataLengthChange(let handle, let txO, let txT, let rxO, let rxT):
            s += ": handle 0x\(hex4(handle)) tx \(txO) bytes/\(txT) µs rx \(rxO) bytes/\(rxT) µs"
        case .phyUpdateComplete(let status, let handle, let tx, let rx):
            s += ": handle 0x\(hex4(handle)) " + (status.rawValue == 0 ? "tx PHY \(tx) rx PHY \(rx)" : "failed, \(status.name)")
        case .advertisingReports(let reports):
            for r in reports {
                s += ": \(r.eventTypeName) \(r.address) (\(r.addressType.name))"
                if r.rssi != 127 { s += " RSSI \(r.rssi) dBm" }
                if let name = r.localName { s += " \"\(name)\"" }
                let (structures, problems) = ADStructure.parse(r.data)
                for ad in structures where ad.type != 0x08 && ad.type != 0x09 {
                    s += "; \(ADStructure.typeName(ad.type)): \(ad.decoded.summary)"
                }
                if !problems.isEmpty { s += "; " + problems.joined(separator: "; ") }
            }
        case .commandComplete(let opcode, let status, _):
            s += ": \(Self.commandName(opcode))"
            if let status { s += " \(status.name)" }
        case .commandStatus(let status, let opcode):
            s += ": \(Self.commandName(opcode)) \(status.name)"
        case .numberOfCompletedPackets(let handles, let packets):
            s += ": \(packets) packet\(packets == 1 ? "" : "s") on \(handles) handle\(handles == 1 ? "" : "s")"
        case .other:
            if !e.parameters.isEmpty { s += " " + spaced(e.parameters, limit: 32) }
        }
        return s
    }

    /// The command's name; a vendor command Android defines is named after it ("LE APCF (Android vendor
    /// command)").
    static func commandName(_ opcode: HCIOpcode) -> String {
        AndroidVendorCommand.name(opcode).map { "\($0) (Android vendor command)" } ?? opcode.name
    }

    private func arrow(_ d: Direction, _ connection: ConnectionInfo? = nil) -> String {
        if connection?.linkLayer != nil { return d == .sent ? "C" : d == .received ? "P" : "?" }
        return switch d {
        case .sent: "<"
        case .received: ">"
        case .unknown: "?"
        }
    }

}

func hex4(_ v: UInt16) -> String {
    let s = String(v, radix: 16)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
}

func hex2(_ v: UInt8) -> String {
    let s = String(v, radix: 16)
    return s.count < 2 ? "0" + s : s
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}

func fmt(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
}

/// "01 02 03 …" with at most `limit` bytes shown.
func spaced(_ bytes: Bytes, limit: Int) -> String {
    var hex = [UInt8]()
    Hex.append(bytes.prefix(limit), to: &hex)
    // The pairs of hex digits with a space between them, made as bytes and turned into a String once.
    var text = [UInt8]()
    text.reserveCapacity(hex.count * 3 / 2 + 1)
    var i = 0
    while i + 1 < hex.count {
        if i > 0 { text.append(UInt8(ascii: " ")) }
        text.append(hex[i])
        text.append(hex[i + 1])
        i += 2
    }
    var s = String(decoding: text, as: UTF8.self)
    if bytes.count > limit { s += " … (\(bytes.count) bytes)" }
    return s
}

extension String {
    var trimmingTrailingNewlines: String {
        var s = self
        while s.hasSuffix("\n") { s.removeLast() }
        return s
    }
}
