import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

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
    /// on the ATT fixed channel. The ATT PDU runs from `pduOffset` to the end of the record, its value from
    /// `pduOffset + 3`.
    struct WholeNotification {
        var direction: Direction
        var key: UInt32
        var pduOffset: Int
        var handle: UInt16
    }

    /// `record` as one whole notification, or nil (also for a well-formed Number Of Completed Packets event,
    /// which sets `flowControl`).
    private func wholeNotification(_ record: CaptureRecord, flowControl: inout Bool) -> WholeNotification? {
        let bytes = record.bytes.span
        let direction: Direction
        let adapter: UInt16
        let aclOffset: Int
        switch record.framing {
        case .h4(let d):
            if bytes.u8(at: 0) == HCIPacketType.event.rawValue {
                flowControl = Self.isFlowControl(bytes, at: 1)
                return nil
            }
            guard d != .unknown, bytes.u8(at: 0) == HCIPacketType.acl.rawValue else { return nil }
            (direction, adapter, aclOffset) = (d, 0, 1)
        case .monitor(_, MonitorOpcode.eventPacket.rawValue):
            flowControl = Self.isFlowControl(bytes, at: 0)
            return nil
        case .monitor(let a, let opcode):
            guard opcode == MonitorOpcode.aclTX.rawValue || opcode == MonitorOpcode.aclRX.rawValue else { return nil }
            (direction, adapter, aclOffset) = (opcode == MonitorOpcode.aclTX.rawValue ? .sent : .received, a, 0)
        case .packetLogger(0x01):
            flowControl = Self.isFlowControl(bytes, at: 0)
            return nil
        case .packetLogger(let type):
            guard type == 0x02 || type == 0x03 else { return nil }
            (direction, adapter, aclOffset) = (type == 0x02 ? .sent : .received, 0, 0)
        case .h1(let flags):
            if flags & 3 == 3 {
                flowControl = Self.isFlowControl(bytes, at: 0)
                return nil
            }
            guard flags & 2 == 0 else { return nil }
            (direction, adapter, aclOffset) = (flags & 1 != 0 ? .received : .sent, 0, 0)
        case .linkLayer:
            return nil
        }
        // ACL header (a start fragment holding all of its L2CAP PDU), L2CAP header (the ATT fixed channel),
        // ATT header (Handle Value Notification).
        let aclCount = bytes.byteCount - aclOffset
        guard let word = bytes.u16le(at: aclOffset), (word >> 12) & 0x3 != 0b01,
              let aclLength = bytes.u16le(at: aclOffset + 2), Int(aclLength) == aclCount - 4,
              let l2capLength = bytes.u16le(at: aclOffset + 4), Int(l2capLength) == aclCount - 8,
              bytes.u16le(at: aclOffset + 6) == 0x0004,
              bytes.u8(at: aclOffset + 8) == ATTOpcode.handleValueNotification.rawValue,
              let handle = bytes.u16le(at: aclOffset + 9)
        else { return nil }
        return WholeNotification(direction: direction, key: Self.key(adapter, word & 0x0FFF), pduOffset: aclOffset + 8,
                                 handle: handle)
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
        let value = record.bytes.span.suffix(from: n.pduOffset + 3)
        guard let hr = Decoders.WellFormedHeartRate(value) else { return false }
        guard let unmanaged = unretainedConnection(n.key) else { return false }
        let folded = unmanaged._withUnsafeGuaranteedRef { context in
            context.l2cap.isIdle(n.direction)
                && fold(hr, value: value, handle: n.handle, length: value.byteCount + 3, direction: n.direction,
                        context: context, frame: record.frame, time: record.time)
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
              Decoders.WellFormedHeartRate(record.bytes.span.suffix(from: n.pduOffset + 3)) != nil
        else { return false }
        guard let unmanaged = unretainedConnection(n.key) else { return false }
        let annotated = unmanaged._withUnsafeGuaranteedRef { context in
            context.l2cap.isIdle(n.direction)
                && annotate(pdu: record.bytes, from: n.pduOffset, handle: n.handle, direction: n.direction,
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
        guard let handle = Self.wholeNotification(pdu, direction: direction),
              Decoders.WellFormedHeartRate(pdu.payload.span.suffix(from: 3)) != nil
        else { return false }
        return annotate(pdu: pdu.payload, from: 0, handle: handle, direction: direction, firstFrame: pdu.firstFrame,
                        context: context, frame: frame, time: time, emit)
    }

    /// `bytes` from `offset` on: the ATT PDU.
    private mutating func annotate(
        pdu bytes: Bytes, from offset: Int, handle: UInt16, direction: Direction, firstFrame: Int,
        context: ConnectionContext, frame: Int, time: Timestamp, _ emit: (Event) -> Void
    ) -> Bool {
        guard context.values.decoders.userDecoders == nil,
              let attribute = context.gatt.quietNotification(handle: handle, direction: direction),
              attribute.ref.uuid?.shortValue == 0x2A37
        else { return false }
        statistics.attPDUs += 1
        if let sink = heartRateNotifications, context.info.linkLayer == nil {
            flushOwnDiagnostics(emit)
            sink(HeartRateNotification(
                frame: frame, time: time, adapter: context.info.adapter, connection: context.info.id,
                direction: direction, firstFrame: firstFrame, pdu: bytes.suffix(from: offset), handle: handle,
                attribute: attribute))
            return true
        }
        let ref = attribute.ref
        let pdu = bytes.suffix(from: offset)
        let value = pdu.suffix(from: 3)
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

    /// Accounts for a well-formed Number Of Completed Packets event (Core Vol 4 Part E §7.7.19) at `offset` of
    /// `bytes`: the pipeline keeps nothing of it, and a consumer of the summary shows none.
    private static func isFlowControl(_ bytes: RawSpan, at offset: Int) -> Bool {
        guard bytes.u8(at: offset) == 0x13, let length = bytes.u8(at: offset + 1),
              Int(length) == bytes.byteCount - offset - 2,
              let handles = bytes.u8(at: offset + 2), Int(length) == 1 + 4 * Int(handles)
        else { return false }
        return true
    }

    /// Accounts for a reassembled L2CAP PDU (one that came in fragments) if it is such a notification.
    mutating func foldNotification(
        _ pdu: L2CAPPDU, direction: Direction, context: ConnectionContext, frame: Int, time: Timestamp
    ) -> Bool {
        guard let handle = Self.wholeNotification(pdu, direction: direction) else { return false }
        let value = pdu.payload.span.suffix(from: 3)
        guard let hr = Decoders.WellFormedHeartRate(value) else { return false }
        return fold(hr, value: value, handle: handle, length: value.byteCount + 3, direction: direction,
                    context: context, frame: frame, time: time)
    }

    /// A reassembled L2CAP PDU as one whole notification on the ATT fixed channel: its handle (the value follows
    /// the 3-byte header).
    private static func wholeNotification(_ pdu: L2CAPPDU, direction: Direction) -> UInt16? {
        guard pdu.cid == 0x0004, !pdu.isCut, direction != .unknown,
              pdu.payload[checked: 0] == ATTOpcode.handleValueNotification.rawValue,
              let handle = pdu.payload.u16le(at: 1)
        else { return nil }
        return handle
    }

    /// `length`: the whole ATT PDU's, which tells the tracker about ATT_MTU as `process` would.
    private mutating func fold(
        _ hr: Decoders.WellFormedHeartRate, value: RawSpan, handle: UInt16, length: Int, direction: Direction,
        context: ConnectionContext, frame: Int, time: Timestamp
    ) -> Bool {
        guard context.values.decoders.userDecoders == nil,
              context.gatt.quietNotification(handle: handle, direction: direction)?.ref.uuid?.shortValue == 0x2A37,
              context.gatt.foldLength(length),
              context.summary.foldHeartRateNotification(
                  key: GATTSummary.key(side: direction == .sent ? 1 : 0, handle: handle), hr, value: value,
                  frame: frame, time: time)
        else { return false }
        statistics.attPDUs += 1
        return true
    }
}

/// A whole, well-formed Heart Rate Measurement notification on an HCI connection, as the pipeline hands it to
/// `Pipeline.heartRateNotifications` instead of its `.att` event: what that event's `ATTMessage` would hold, with
/// the connection by its number. Its bytes are its own: a consumer may keep it.
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
    /// The value (after the opcode and the handle): a `Decoders.WellFormedHeartRate`.
    public var value: Bytes { pdu.suffix(from: 3) }
    public var attribute: SharedAttribute

    public init(
        frame: Int, time: Timestamp, adapter: UInt16, connection: Int, direction: Direction, firstFrame: Int,
        pdu: Bytes, handle: UInt16, attribute: SharedAttribute
    ) {
        (self.frame, self.time, self.adapter, self.connection, self.direction) = (frame, time, adapter, connection, direction)
        (self.firstFrame, self.pdu, self.handle, self.attribute) = (firstFrame, pdu, handle, attribute)
    }
}
