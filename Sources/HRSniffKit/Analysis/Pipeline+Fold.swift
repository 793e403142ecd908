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
    /// Accounts for `record` if it is such a notification; false when it must go through the layers.
    mutating func foldNotification(_ record: CaptureRecord) -> Bool {
        let bytes = record.bytes
        let direction: Direction
        let adapter: UInt16
        let acl: Bytes
        switch record.framing {
        case .h4(let d):
            if bytes[checked: 0] == HCIPacketType.event.rawValue { return foldFlowControl(bytes.suffix(from: 1)) }
            guard d != .unknown, bytes[checked: 0] == HCIPacketType.acl.rawValue else { return false }
            (direction, adapter, acl) = (d, 0, bytes.suffix(from: 1))
        case .monitor(_, MonitorOpcode.eventPacket.rawValue):
            return foldFlowControl(bytes)
        case .monitor(let a, let opcode):
            guard opcode == MonitorOpcode.aclTX.rawValue || opcode == MonitorOpcode.aclRX.rawValue else { return false }
            (direction, adapter, acl) = (opcode == MonitorOpcode.aclTX.rawValue ? .sent : .received, a, bytes)
        case .packetLogger(0x01):
            return foldFlowControl(bytes)
        case .packetLogger(let type):
            guard type == 0x02 || type == 0x03 else { return false }
            (direction, adapter, acl) = (type == 0x02 ? .sent : .received, 0, bytes)
        case .h1(let flags):
            if flags & 3 == 3 { return foldFlowControl(bytes) }
            guard flags & 2 == 0 else { return false }
            (direction, adapter, acl) = (flags & 1 != 0 ? .received : .sent, 0, bytes)
        case .linkLayer:
            return false
        }
        // ACL header (a start fragment holding all of its L2CAP PDU), L2CAP header (the ATT fixed channel),
        // ATT header (Handle Value Notification).
        guard let word = acl.u16le(at: 0), (word >> 12) & 0x3 != 0b01,
              let aclLength = acl.u16le(at: 2), Int(aclLength) == acl.count - 4,
              let l2capLength = acl.u16le(at: 4), Int(l2capLength) == acl.count - 8,
              acl.u16le(at: 6) == 0x0004, acl[checked: 8] == ATTOpcode.handleValueNotification.rawValue,
              let handle = acl.u16le(at: 9),
              let hr = Decoders.WellFormedHeartRate(acl.suffix(from: 11))
        else { return false }
        guard let context = connection(Self.key(adapter, word & 0x0FFF)), context.l2cap.isIdle(direction),
              fold(hr, handle: handle, direction: direction, context: context, frame: record.frame, time: record.time)
        else { return false }
        statistics.hciPackets += 1
        statistics.aclPackets += 1
        statistics.l2capPDUs += 1
        return true
    }

    /// Accounts for a well-formed Number Of Completed Packets event (Core Vol 4 Part E §7.7.19): the pipeline
    /// keeps nothing of it, and a consumer of the summary shows none.
    private mutating func foldFlowControl(_ event: Bytes) -> Bool {
        guard event[checked: 0] == 0x13, let length = event[checked: 1], Int(length) == event.count - 2,
              let handles = event[checked: 2], Int(length) == 1 + 4 * Int(handles)
        else { return false }
        statistics.hciPackets += 1
        return true
    }

    /// Accounts for a reassembled L2CAP PDU (one that came in fragments) if it is such a notification.
    mutating func foldNotification(
        _ pdu: L2CAPPDU, direction: Direction, context: ConnectionContext, frame: Int, time: Timestamp
    ) -> Bool {
        guard pdu.cid == 0x0004, !pdu.isCut, direction != .unknown,
              pdu.payload[checked: 0] == ATTOpcode.handleValueNotification.rawValue,
              let handle = pdu.payload.u16le(at: 1),
              let hr = Decoders.WellFormedHeartRate(pdu.payload.suffix(from: 3))
        else { return false }
        return fold(hr, handle: handle, direction: direction, context: context, frame: frame, time: time)
    }

    private mutating func fold(
        _ hr: Decoders.WellFormedHeartRate, handle: UInt16, direction: Direction, context: ConnectionContext,
        frame: Int, time: Timestamp
    ) -> Bool {
        guard context.gatt.isFoldableHeartRate(handle: handle, direction: direction),
              context.summary.foldHeartRateNotification(
                  key: GATTSummary.key(side: direction == .sent ? 1 : 0, handle: handle), hr, frame: frame, time: time)
        else { return false }
        statistics.attPDUs += 1
        return true
    }
}
