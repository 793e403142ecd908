import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT

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
