import HRSniffBytes
import HRSniffHCI

// One-line text of a decoded signalling command, for renderers. Builds strings, so only call it when printing.

extension L2CAPSignalCommand {
    /// The command's fields as text, without its name and identifier:
    /// "interval 30.00-50.00 ms (24-40), latency 0, timeout 2000 ms (200)".
    public var summary: String { signal.summary }
}

extension L2CAPSignal {
    /// The fields as text, without the command's name: "PSM SDP (0x0001), source CID 0x0040".
    public var summary: String {
        typealias T = SignalText
        switch self {
        case .commandReject(let reason, let data):
            var s = "reason " + reason.name
            if let mtu = rejectedMTU {
                s += ", MTU \(mtu)"
            } else if let ids = rejectedChannelIDs {
                s += ", local CID " + T.cid(ids.local) + ", remote CID " + T.cid(ids.remote)
            } else if !data.isEmpty {
                s += ", data " + T.octets(data)
            }
            return s
        case .connectionRequest(let psm, let source):
            return "PSM " + T.psm(psm) + ", source CID " + T.cid(source)
        case .connectionResponse(let destination, let source, let result, let status):
            var s = "destination CID " + T.cid(destination) + ", source CID " + T.cid(source) + ", result " + result.name
            if result == .pending || status.rawValue != 0 { s += ", status " + status.name }
            return s
        case .configurationRequest(let destination, let flags, let options):
            return "destination CID " + T.cid(destination) + ", flags " + ProtocolNumberText.hex(flags)
                + ", options " + T.octets(options)
        case .configurationResponse(let source, let flags, let result, let options):
            return "source CID " + T.cid(source) + ", flags " + ProtocolNumberText.hex(flags) + ", result "
                + result.name + ", options " + T.octets(options)
        case .disconnectionRequest(let destination, let source), .disconnectionResponse(let destination, let source):
            return "destination CID " + T.cid(destination) + ", source CID " + T.cid(source)
        case .echoRequest(let data), .echoResponse(let data):
            return "data " + T.octets(data)
        case .informationRequest(let type):
            return "type " + type.name
        case .informationResponse(let type, let result, let data):
            return "type " + type.name + ", result " + result.name + ", data " + T.octets(data)
        case .connectionParameterUpdateRequest(let p):
            return "interval " + T.milliseconds(microseconds: p.intervalMinMicroseconds) + "-"
                + T.milliseconds(microseconds: p.intervalMaxMicroseconds) + " ms (\(p.intervalMin)-\(p.intervalMax))"
                + ", latency \(p.peripheralLatency), timeout \(p.supervisionTimeoutMilliseconds) ms"
                + " (\(p.timeoutMultiplier))"
        case .connectionParameterUpdateResponse(let result):
            return "result " + result.name
        case .leCreditBasedConnectionRequest(let spsm, let source, let mtu, let mps, let credits):
            return "SPSM " + T.psm(spsm) + ", source CID " + T.cid(source) + ", MTU \(mtu), MPS \(mps), credits \(credits)"
        case .leCreditBasedConnectionResponse(let destination, let mtu, let mps, let credits, let result):
            return "destination CID " + T.cid(destination) + ", MTU \(mtu), MPS \(mps), credits \(credits), result "
                + result.name
        case .flowControlCreditIndication(let cid, let credits):
            return "CID " + T.cid(cid) + ", credits \(credits)"
        case .creditBasedConnectionRequest(let spsm, let mtu, let mps, let credits, let sources):
            return "SPSM " + T.psm(spsm) + ", MTU \(mtu), MPS \(mps), credits \(credits), source CIDs " + T.cids(sources)
        case .creditBasedConnectionResponse(let mtu, let mps, let credits, let result, let destinations):
            return "MTU \(mtu), MPS \(mps), credits \(credits), result " + result.name + ", destination CIDs "
                + T.cids(destinations)
        case .creditBasedReconfigureRequest(let mtu, let mps, let destinations):
            return "MTU \(mtu), MPS \(mps), destination CIDs " + T.cids(destinations)
        case .creditBasedReconfigureResponse(let result):
            return "result " + result.name
        case .other(_, let data):
            return "data " + T.octets(data)
        }
    }
}

package enum SignalText {
    /// Data longer than this prints as its length only.
    package static let hexLimit = 32

    package static func cid(_ cid: L2CAPChannelID) -> String { ProtocolNumberText.hex(cid.rawValue) }

    package static func cids(_ list: L2CAPChannelIDList) -> String {
        list.isEmpty ? "none" : list.map { ProtocolNumberText.hex($0.rawValue) }.joined(separator: " ")
    }

    package static func psm(_ psm: L2CAPPSM) -> String {
        if let known = psm.knownName { return known + " (" + ProtocolNumberText.hex(psm.rawValue) + ")" }
        return psm.name
    }

    package static func octets(_ data: Bytes) -> String {
        if data.isEmpty { return "none" }
        if data.count > hexLimit { return "\(data.count) octets" }
        return data.hex
    }

    /// 37500 → "37.50".
    package static func milliseconds(microseconds us: Int) -> String {
        let (whole, fraction) = us.quotientAndRemainder(dividingBy: 1000)
        let hundredths = fraction / 10
        return "\(whole)." + (hundredths < 10 ? "0" : "") + "\(hundredths)"
    }
}

// Literal conveniences for the signalling numbers (`result == 0`, `cid != 0`).
extension L2CAPChannelID: ExpressibleByIntegerLiteral {
    @inlinable public init(integerLiteral value: UInt16) { self.init(rawValue: value) }
}
extension L2CAPPSM: ExpressibleByIntegerLiteral {
    @inlinable public init(integerLiteral value: UInt16) { self.init(rawValue: value) }
}
extension L2CAPConnectionResult: ExpressibleByIntegerLiteral {
    @inlinable public init(integerLiteral value: UInt16) { self.init(rawValue: value) }
}
extension L2CAPLECreditBasedConnectionResult: ExpressibleByIntegerLiteral {
    @inlinable public init(integerLiteral value: UInt16) { self.init(rawValue: value) }
}
extension L2CAPCreditBasedConnectionResult: ExpressibleByIntegerLiteral {
    @inlinable public init(integerLiteral value: UInt16) { self.init(rawValue: value) }
}
