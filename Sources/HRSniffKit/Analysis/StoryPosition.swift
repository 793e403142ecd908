extension GATTProcedure {
    /// Where the story tells the procedure: the frame and time its line carries in `analyze` and its row in the
    /// report's timeline. A discovery step is told at its request (steps fold into one line that starts there);
    /// the other procedures at the PDU that completed them.
    public var storyFrame: Int {
        if case .discovery = kind { return firstFrame }
        return frame
    }

    public var storyTime: Timestamp {
        if case .discovery = kind { return firstTime }
        return time
    }
}

extension GATTProcedure {
    /// Whether this discovery step continues the discovery `previous` began, so that the story folds them into
    /// one line: the same client (the same GATT server searched), the same kind, within the same service or
    /// characteristic, and a range with the same end that starts further on, as each request of a discovery
    /// keeps the end handle and starts after the last attribute the previous response gave (Core Vol 3 Part G
    /// §4.4.1, §4.4.2, §4.5.1, §4.6.1, §4.7.1). A step that starts again at or before the previous start, or
    /// searches up to another end, is another search.
    public func continuesDiscovery(_ previous: GATTProcedure) -> Bool {
        guard case .discovery(let kind, let range, _, let within) = kind,
              case .discovery(let previousKind, let previousRange, _, let previousWithin) = previous.kind,
              kind == previousKind, direction == previous.direction, connection == previous.connection,
              within?.handle == previousWithin?.handle, within?.kind == previousWithin?.kind
        else { return false }
        return range.lowerBound > previousRange.lowerBound && range.upperBound == previousRange.upperBound
    }
}
