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
        /// The capture cut this PDU short (a filtered snoop log, a btsnooz summary, a snap length): the bytes it
        /// kept, header included, and the PDU's length (header included) from its L2CAP length field. Valid until
        /// the next `feed`.
        case cut(Bytes, originalLength: Int, firstFrame: Int)
        /// A continuation of a PDU the capture cut: nothing more of that PDU can be shown.
        case absorbed
    }

    private var buffer = GrowableBuffer(limit: maximumPDUSize + 1)
    /// Total expected bytes (header included) once the header is known; nil while fewer than 4 bytes are in.
    private var expected: Int?
    private var startFrame = 0
    public private(set) var inProgress = false
    /// Bytes the packets of a cut PDU still had on the wire: continuations up to that many are absorbed.
    private var cutRemaining = 0

    public init() {}

    /// Forgets a PDU in progress (the connection ended); returns the frame it began in, if there was one.
    public mutating func reset() -> Int? {
        defer { inProgress = false; buffer.removeAll() }
        return inProgress ? startFrame : nil
    }

    /// Feeds the data of one ACL packet. `cutFrom` is the packet's data length on the wire when the capture kept
    /// only `data` of it.
    public mutating func feed(
        isStart: Bool, data: Bytes, cutFrom original: Int? = nil, frame: Int, diagnostics: inout [Diagnostic]
    ) -> Outcome {
        if isStart {
            cutRemaining = 0
            if inProgress {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .l2cap, "l2cap_incomplete_pdu",
                    "a new L2CAP PDU starts while the one begun in frame \(startFrame) has \(buffer.count) of "
                        + "\(expected.map(String.init) ?? "?") bytes; that PDU is lost"))
                inProgress = false
            }
            if let original {
                // The capture kept the first bytes only: the PDU is reported as far as it goes, and the rest of it
                // (what this packet and its continuations had) is absorbed.
                guard let length = data.u16le(at: 0) else { return .dropped }
                let total = Int(length) + 4
                if data.count >= total { return .complete(data.prefix(total), firstFrame: frame) }
                cutRemaining = max(0, total - original)
                return data.count >= 4 ? .cut(data, originalLength: total, firstFrame: frame) : .dropped
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
        if cutRemaining > 0 {
            cutRemaining = max(0, cutRemaining - (original ?? data.count))
            return .absorbed
        }
        guard inProgress else {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .l2cap, "l2cap_continuation_without_start",
                "an ACL continuation fragment of \(data.count) bytes arrives with no L2CAP PDU in progress; dropped"))
            return .dropped
        }
        if let original {
            // A continuation cut by the capture: the PDU ends here as far as the capture goes.
            let before = buffer.count
            buffer.append(data)
            inProgress = false
            if expected == nil { expected = buffer.bytes.u16le(at: 0).map { Int($0) + 4 } }
            guard let total = expected, buffer.count >= 4 else { return .dropped }
            if buffer.count >= total { return .complete(buffer.bytes.prefix(total), firstFrame: startFrame) }
            cutRemaining = max(0, total - before - original)
            return .cut(buffer.bytes, originalLength: total, firstFrame: startFrame)
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
