import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

extension GATTProcedure {
    /// Where the story tells the procedure: the frame and time its line carries in `analyze` and its row in the
    /// report's timeline. A procedure is told at its request (the first PDU: the request, the first Prepare Write
    /// Request, the first step of a discovery), with the frame of the PDU that completed it beside it; a
    /// notification, an indication or a command at its own PDU.
    public var storyFrame: Int { firstFrame }

    public var storyTime: Timestamp { firstTime }
}

extension GATTProcedure {
    /// Whether this discovery step continues the discovery `previous` began, so that the story folds them into
    /// one line: the same client (the same GATT server searched), the same kind, and a range with the same end
    /// that starts further on, as each request of a discovery keeps the end handle and starts after the last
    /// attribute the previous response gave (Core Vol 3 Part G §4.4.1, §4.4.2, §4.5.1, §4.6.1, §4.7.1); or the
    /// same request repeated (`repeated`), which the story counts apart. A search of the whole database may end
    /// inside the last service, so only descriptor discoveries must stay with one characteristic; a search by
    /// service UUID, with one UUID. A step that starts again at or before the previous start, or searches up to
    /// another end, is another search.
    public func continuesDiscovery(_ previous: GATTProcedure) -> Bool {
        guard case .discovery(let kind, let range, _, let within) = kind,
              case .discovery(let previousKind, let previousRange, _, let previousWithin) = previous.kind,
              kind == previousKind, direction == previous.direction, connection == previous.connection,
              search?.value == previous.search?.value
        else { return false }
        if kind == .descriptors, within?.handle != previousWithin?.handle || within?.kind != previousWithin?.kind {
            return false
        }
        guard range.upperBound == previousRange.upperBound else { return false }
        return range.lowerBound > previousRange.lowerBound || (repeated && range == previousRange)
    }
}

/// The steps of one discovery folded into one line of the story (`analyze`) and one row of the report's timeline,
/// told at the first step: what the steps found, how many requests it took, the steps that repeated the previous
/// request unchanged (not counted as found), and the steps whose response the capture does not hold.
public struct DiscoveryFold: Sendable {
    /// The first step: where the fold is told, and what it searched.
    public let first: DecodedProcedure
    /// The last step folded in.
    public private(set) var last: DecodedProcedure
    public private(set) var found = 0
    public private(set) var steps = 0
    /// Steps that repeated the previous request unchanged (`GATTProcedure.repeated`).
    public private(set) var repeats = 0
    /// Steps whose response the capture does not hold (air captures).
    public private(set) var notCaptured = 0
    /// The frame of the last response the capture holds.
    public private(set) var lastResponse: Int?

    /// A fold that begins with the discovery step `p`.
    public init(_ p: DecodedProcedure) {
        first = p
        last = p
        add(p)
    }

    /// Folds in `p` when it continues the discovery (`GATTProcedure.continuesDiscovery`); false, changing
    /// nothing, when it does not.
    public mutating func fold(_ p: DecodedProcedure) -> Bool {
        guard p.procedure.continuesDiscovery(last.procedure) else { return false }
        add(p)
        last = p
        return true
    }

    private mutating func add(_ p: DecodedProcedure) {
        guard case .discovery(_, _, let n, _) = p.kind else { return }
        if p.repeated { repeats += 1 } else { found += n }
        steps += 1
        if p.notCaptured == .response {
            notCaptured += 1
        } else if p.frame != p.firstFrame {
            lastResponse = p.frame
        }
    }

    /// What it searched: "discover primary services", "discover characteristics of Battery Service".
    public var search: String {
        guard case .discovery(let kind, let range, _, let within) = first.kind else { return "" }
        return GATTProcedure.discoveryDescription(kind, range: range, within: within, search: first.search)
    }

    /// What it found, after `search`: ": 3 found in 6 requests", ": 2 found; the same request repeated 457 times
    /// with no progress", ": 5 found in 4 requests (1 response not in the capture)", ": the response is not in the
    /// capture".
    public var outcome: String {
        if notCaptured == steps {
            return steps == 1 ? ": the response is not in the capture"
                : ": \(steps) requests, their responses not in the capture"
        }
        var s = ": \(found) found"
        let requests = steps - repeats
        if requests > 1 { s += " in \(requests) requests" }
        if repeats > 0 { s += "; the same request repeated \(repeats) time\(repeats == 1 ? "" : "s") with no progress" }
        if notCaptured > 0 {
            s += notCaptured == 1 ? " (1 response not in the capture)" : " (\(notCaptured) responses not in the capture)"
        }
        return s
    }
}

extension GATTProcedure {
    /// The name this procedure reads from the peer's Device Name (Core Vol 3 Part C §12.1), by a Read Request of
    /// its handle or by a Read By Type for 0x2A00 (Read Using Characteristic UUID, Part G §4.8.2): what names the
    /// connection in the story's header and summary, JSON's `device_name`, the report and `diff`. Nil for any
    /// other procedure, for the captured device's own name read by the peer, for a read whose response the capture
    /// does not hold, and for an empty name (a device that keeps its name to itself names nothing).
    public var peerDeviceName: String? {
        // The cheap tests first: matching `kind` copies it.
        guard direction != .received, notCaptured == nil, case .read(let ref, let value, _) = kind,
              ref.kind == .characteristicValue, ref.uuid?.shortValue == 0x2A00 else { return nil }
        let name = String(decoding: value.prefix(248).filter { $0 != 0 }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
