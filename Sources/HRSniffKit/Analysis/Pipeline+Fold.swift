/// Notifications folded into the summary without events, for consumers that show only the summary of
/// notifications (`analyze --summary`).
///
/// A long capture is mostly notifications of one or two characteristics, and the flow-control events that
/// follow them. A summary needs of a notification only its counts and the numbers it carries, and of a
/// Number Of Completed Packets event nothing. So a record that is exactly one whole, well-formed Heart Rate
/// Measurement notification on a connection whose state it cannot change is read in place: its counts and
/// values go to the connection's summary as `process` would put them there, and no event is made for it. A
/// well-formed Number Of Completed Packets event is only counted. Whatever else a record might be or mean (a
/// fragment, a malformed value, a pending request, a user decoder, an undiscovered handle, a diagnostic to
/// give) goes through the layers as usual. The summary, the statistics and every other event are the same
/// either way; tests compare the two on every capture.
extension Pipeline {
    /// One whole ATT Handle Value Notification in a record: an ACL start fragment holding all of its L2CAP PDU,
    /// on the ATT fixed channel.
    struct WholeNotification {
        var direction: Direction
        var key: UInt32
        var pdu: Bytes
        var handle: UInt16
        var value: Bytes
    }

    /// `record` as one whole notification, or nil (also for a well-formed Number Of Completed Packets event,
    /// which sets `flowControl`).
    private func wholeNotification(_ record: CaptureRecord, flowControl: inout Bool) -> WholeNotification? {
        let bytes = record.bytes
        let direction: Direction
        let adapter: UInt16
        let acl: Bytes
        switch record.framing {
        case .h4(let d):
            if bytes[checked: 0] == HCIPacketType.event.rawValue {
                flowControl = Self.isFlowControl(bytes.suffix(from: 1))
                return nil
            }
            guard d != .unknown, bytes[checked: 0] == HCIPacketType.acl.rawValue else { return nil }
            (direction, adapter, acl) = (d, 0, bytes.suffix(from: 1))
        case .monitor(_, MonitorOpcode.eventPacket.rawValue):
            flowControl = Self.isFlowControl(bytes)
            return nil
        case .monitor(let a, let opcode):
            guard opcode == MonitorOpcode.aclTX.rawValue || opcode == MonitorOpcode.aclRX.rawValue else { return nil }
            (direction, adapter, acl) = (opcode == MonitorOpcode.aclTX.rawValue ? .sent : .received, a, bytes)
        case .packetLogger(0x01):
            flowControl = Self.isFlowControl(bytes)
            return nil
        case .packetLogger(let type):
            guard type == 0x02 || type == 0x03 else { return nil }
            (direction, adapter, acl) = (type == 0x02 ? .sent : .received, 0, bytes)
        case .h1(let flags):
            if flags & 3 == 3 {
                flowControl = Self.isFlowControl(bytes)
                return nil
            }
            guard flags & 2 == 0 else { return nil }
            (direction, adapter, acl) = (flags & 1 != 0 ? .received : .sent, 0, bytes)
        case .linkLayer:
            return nil
        }
        // ACL header (a start fragment holding all of its L2CAP PDU), L2CAP header (the ATT fixed channel),
        // ATT header (Handle Value Notification).
        guard let word = acl.u16le(at: 0), (word >> 12) & 0x3 != 0b01,
              let aclLength = acl.u16le(at: 2), Int(aclLength) == acl.count - 4,
              let l2capLength = acl.u16le(at: 4), Int(l2capLength) == acl.count - 8,
              acl.u16le(at: 6) == 0x0004, acl[checked: 8] == ATTOpcode.handleValueNotification.rawValue,
              let handle = acl.u16le(at: 9)
        else { return nil }
        return WholeNotification(direction: direction, key: Self.key(adapter, word & 0x0FFF), pdu: acl.suffix(from: 8),
                                 handle: handle, value: acl.suffix(from: 11))
    }

    /// The open connection with `key`, without a reference of its own: `connections` holds it while a record is
    /// read in place.
    private mutating func unretainedConnection(_ key: UInt32) -> Unmanaged<ConnectionContext>? {
        if let found = recentConnection(key) { return found }
        return connection(key).map { .passUnretained($0) }
    }

    /// Accounts for `record` if it is such a notification or event; false when it must go through the layers.
    mutating func foldNotification(_ record: CaptureRecord) -> Bool {
        var flowControl = false
        guard let n = wholeNotification(record, flowControl: &flowControl) else {
            if flowControl { statistics.hciPackets += 1 }
            return flowControl
        }
        guard let hr = Decoders.WellFormedHeartRate(n.value) else { return false }
        guard let unmanaged = unretainedConnection(n.key) else { return false }
        let folded = unmanaged._withUnsafeGuaranteedRef { context in
            context.l2cap.isIdle(n.direction)
                && fold(hr, handle: n.handle, length: n.pdu.count, direction: n.direction, context: context,
                        frame: record.frame, time: record.time)
        }
        guard folded else { return false }
        statistics.hciPackets += 1
        statistics.aclPackets += 1
        statistics.l2capPDUs += 1
        return true
    }

    /// For a pipeline without procedures (`dump`): emits the ATT event of `record` if it is a whole, well-formed
    /// Heart Rate Measurement notification that changes no state, with its attribute from the tracker's last
    /// lookup and its value left to decode when read (`ATTMessage.heartRateValue`); false when the record must
    /// go through the layers. The event is the one the layers make.
    mutating func annotateNotification(_ record: CaptureRecord, _ emit: (Event) -> Void) -> Bool {
        var flowControl = false
        guard let n = wholeNotification(record, flowControl: &flowControl),
              Decoders.WellFormedHeartRate(n.value) != nil
        else { return false }
        guard let unmanaged = unretainedConnection(n.key) else { return false }
        let annotated = unmanaged._withUnsafeGuaranteedRef { context in
            context.l2cap.isIdle(n.direction)
                && annotate(pdu: n.pdu, handle: n.handle, value: n.value, direction: n.direction,
                            firstFrame: record.frame, context: context, frame: record.frame, time: record.time, emit)
        }
        guard annotated else { return false }
        statistics.hciPackets += 1
        statistics.aclPackets += 1
        statistics.l2capPDUs += 1
        return true
    }

    /// `annotateNotification` of a reassembled L2CAP PDU (one that came in fragments).
    mutating func annotateNotification(
        _ pdu: L2CAPPDU, direction: Direction, context: ConnectionContext, frame: Int, time: Timestamp,
        _ emit: (Event) -> Void
    ) -> Bool {
        guard let (handle, value) = Self.wholeNotification(pdu, direction: direction),
              Decoders.WellFormedHeartRate(value) != nil
        else { return false }
        return annotate(pdu: pdu.payload, handle: handle, value: value, direction: direction, firstFrame: pdu.firstFrame,
                        context: context, frame: frame, time: time, emit)
    }

    private mutating func annotate(
        pdu: Bytes, handle: UInt16, value: Bytes, direction: Direction, firstFrame: Int, context: ConnectionContext,
        frame: Int, time: Timestamp, _ emit: (Event) -> Void
    ) -> Bool {
        guard let attribute = context.gatt.foldableHeartRate(handle: handle, direction: direction) else { return false }
        statistics.attPDUs += 1
        if let sink = heartRateNotifications, context.info.linkLayer == nil {
            flushOwnDiagnostics(emit)
            sink(HeartRateNotification(
                frame: frame, time: time, adapter: context.info.adapter, connection: context.info.id,
                direction: direction, firstFrame: firstFrame, pdu: pdu, handle: handle, value: value,
                attribute: attribute))
            return true
        }
        let ref = attribute.ref
        var message = ATTMessage(
            connection: context.info, direction: direction, cid: 0x0004, bearer: 0x0004, bytes: pdu,
            pdu: .handleValueNotification(handle: handle, value: value), parseError: nil, firstFrame: firstFrame,
            attribute: ref, decoded: nil)
        message.heartRateValue = value
        message.describeHeartRate = describeValues
        // Diagnostics of the record so far (a fragment's) come first, as `send` has them.
        send(Event(frame: frame, time: time, adapter: context.info.adapter, payload: .att(message)), emit)
        return true
    }

    /// Accounts for a well-formed Number Of Completed Packets event (Core Vol 4 Part E §7.7.19): the pipeline
    /// keeps nothing of it, and a consumer of the summary shows none.
    private static func isFlowControl(_ event: Bytes) -> Bool {
        guard event[checked: 0] == 0x13, let length = event[checked: 1], Int(length) == event.count - 2,
              let handles = event[checked: 2], Int(length) == 1 + 4 * Int(handles)
        else { return false }
        return true
    }

    /// Accounts for a reassembled L2CAP PDU (one that came in fragments) if it is such a notification.
    mutating func foldNotification(
        _ pdu: L2CAPPDU, direction: Direction, context: ConnectionContext, frame: Int, time: Timestamp
    ) -> Bool {
        guard let (handle, value) = Self.wholeNotification(pdu, direction: direction),
              let hr = Decoders.WellFormedHeartRate(value)
        else { return false }
        return fold(hr, handle: handle, length: value.count + 3, direction: direction, context: context, frame: frame,
                    time: time)
    }

    /// A reassembled L2CAP PDU as one whole notification on the ATT fixed channel: its handle and value.
    private static func wholeNotification(_ pdu: L2CAPPDU, direction: Direction) -> (UInt16, Bytes)? {
        guard pdu.cid == 0x0004, !pdu.isCut, direction != .unknown,
              pdu.payload[checked: 0] == ATTOpcode.handleValueNotification.rawValue,
              let handle = pdu.payload.u16le(at: 1)
        else { return nil }
        return (handle, pdu.payload.suffix(from: 3))
    }

    /// `length`: the whole ATT PDU's, which tells the tracker about ATT_MTU as `process` would.
    private mutating func fold(
        _ hr: Decoders.WellFormedHeartRate, handle: UInt16, length: Int, direction: Direction, context: ConnectionContext,
        frame: Int, time: Timestamp
    ) -> Bool {
        guard context.gatt.isFoldableHeartRate(handle: handle, direction: direction),
              context.gatt.foldLength(length),
              context.summary.foldHeartRateNotification(
                  key: GATTSummary.key(side: direction == .sent ? 1 : 0, handle: handle), hr, frame: frame, time: time)
        else { return false }
        statistics.attPDUs += 1
        return true
    }
}

/// A whole, well-formed Heart Rate Measurement notification on an HCI connection, as the pipeline hands it to
/// `Pipeline.heartRateNotifications` instead of its `.att` event: what that event's `ATTMessage` would hold, with
/// the connection by its number. Its bytes are valid during the call only.
public struct HeartRateNotification {
    /// The record that completed the PDU, and the record of its first fragment.
    public var frame: Int
    public var time: Timestamp
    public var adapter: UInt16
    public var connection: Int
    public var direction: Direction
    public var firstFrame: Int
    /// The whole ATT PDU, opcode first.
    public var pdu: Bytes
    public var handle: UInt16
    /// The value: a `Decoders.WellFormedHeartRate`.
    public var value: Bytes
    public var attribute: SharedAttribute

    public init(
        frame: Int, time: Timestamp, adapter: UInt16, connection: Int, direction: Direction, firstFrame: Int,
        pdu: Bytes, handle: UInt16, value: Bytes, attribute: SharedAttribute
    ) {
        (self.frame, self.time, self.adapter, self.connection, self.direction) = (frame, time, adapter, connection, direction)
        (self.firstFrame, self.pdu, self.handle, self.value, self.attribute) = (firstFrame, pdu, handle, value, attribute)
    }
}
