/// Reassembles L2CAP PDUs (basic header: length, channel ID) from HCI ACL fragments of one connection and one
/// direction, following the Packet_Boundary_Flag (Core Vol 4 Part E §5.4.2) and the L2CAP length
/// (Core Vol 3 Part A §3.1).
///
/// A PDU that arrives whole in one ACL packet is returned as a slice of that packet; only fragmented PDUs are
/// copied, into a buffer that grows up to `maximumPDUSize` and is then reused.
public struct L2CAPReassembler: ~Copyable {
    /// The largest L2CAP PDU: a 16-bit length plus the 4-byte header.
    public static let maximumPDUSize = 0xFFFF + 4

    public enum Outcome {
        /// The fragment was kept; the PDU is not complete yet.
        case pending
        /// A complete L2CAP PDU, header included. Valid until the next `feed`.
        case complete(Bytes, firstFrame: Int)
        /// The fragment was dropped (see the diagnostic).
        case dropped
    }

    private var buffer = GrowableBuffer(limit: maximumPDUSize + 1)
    /// Total expected bytes (header included) once the header is known; nil while fewer than 4 bytes are in.
    private var expected: Int?
    private var startFrame = 0
    public private(set) var inProgress = false

    public init() {}

    /// Forgets a PDU in progress (the connection ended); returns the frame it began in, if there was one.
    public mutating func reset() -> Int? {
        defer { inProgress = false; buffer.removeAll() }
        return inProgress ? startFrame : nil
    }

    /// Feeds the data of one ACL packet.
    public mutating func feed(
        isStart: Bool, data: Bytes, frame: Int, diagnostics: inout [Diagnostic]
    ) -> Outcome {
        if isStart {
            if inProgress {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .l2cap, "l2cap_incomplete_pdu",
                    "a new L2CAP PDU starts while the one begun in frame \(startFrame) has \(buffer.count) of "
                        + "\(expected.map(String.init) ?? "?") bytes; that PDU is lost"))
                inProgress = false
            }
            if let length = data.u16le(at: 0) {
                let total = Int(length) + 4
                if data.count == total { return .complete(data, firstFrame: frame) }
                if data.count > total {
                    diagnostics.append(Diagnostic(
                        frame: frame, .warning, .l2cap, "l2cap_overflow",
                        "the ACL packet carries \(data.count) bytes for an L2CAP PDU of \(total); "
                            + "the extra \(data.count - total) bytes are ignored"))
                    return .complete(data.prefix(total), firstFrame: frame)
                }
                expected = total
            } else {
                expected = nil
            }
            buffer.removeAll()
            startFrame = frame
            inProgress = true
            buffer.append(data)
            return .pending
        }
        guard inProgress else {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .l2cap, "l2cap_continuation_without_start",
                "an ACL continuation fragment of \(data.count) bytes arrives with no L2CAP PDU in progress; dropped"))
            return .dropped
        }
        buffer.append(data)
        let filled = buffer.count
        if expected == nil { expected = buffer.bytes.u16le(at: 0).map { Int($0) + 4 } }
        guard let total = expected else { return .pending }
        if filled < total { return .pending }
        inProgress = false
        if filled > total {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .l2cap, "l2cap_overflow",
                "fragments begun in frame \(startFrame) add up to \(filled) bytes for an L2CAP PDU of \(total); "
                    + "the PDU is dropped"))
            return .dropped
        }
        return .complete(buffer.bytes, firstFrame: startFrame)
    }
}
