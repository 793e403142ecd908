import HRSniffBytes
import HRSniffHCI

/// Reassembles L2CAP PDUs (basic header: length, channel ID) from HCI ACL fragments of one connection and one
/// direction, following the Packet_Boundary_Flag (Core Vol 4 Part E §5.4.2) and the L2CAP length
/// (Core Vol 3 Part A §3.1).
///
/// A PDU that arrives whole in one ACL packet is returned as a slice of that packet; only fragmented PDUs are
/// copied, into a buffer that grows up to `maximumPDUSize` within the budget it shares with the other connections
/// (a PDU that does not fit is dropped), and that is returned after a PDU larger than `GrowableBuffer.keptCapacity`.
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

    @usableFromInline var buffer: GrowableBuffer
    /// Total expected bytes (header included) once the header is known; nil while fewer than 4 bytes are in.
    private var expected: Int?
    private var startFrame = 0
    public private(set) var inProgress = false
    /// Bytes the packets of a cut PDU still had on the wire: continuations up to that many are absorbed.
    @usableFromInline var cutRemaining = 0
    /// The rest of a PDU dropped for the budget: its continuations are dropped with it, without more warnings.
    @usableFromInline var discarding = false

    /// The origin of the fragments of the PDU in progress (when the caller gives origins).
    private var origin: ByteOrigin?
    /// The origin of the PDU the last `feed` returned (`.complete` or `.cut`), header included, when the caller gave
    /// the origins of its fragments (see `ByteOrigin`).
    public private(set) var completedOrigin: ByteOrigin?

    /// The frame the PDU in progress began in.
    public var pendingSince: Int? { inProgress ? startFrame : nil }

    /// The PDU in progress that the last `feed` gave up (a new PDU started before it was complete), as far as it
    /// went, header included, with its origin and expected length: only when the caller gives origins.
    public private(set) var abandoned: (bytes: Bytes, origin: ByteOrigin, expected: Int?, firstFrame: Int)?

    public init(budget: MemoryBudget? = nil) {
        buffer = GrowableBuffer(limit: Self.maximumPDUSize + 1, budget: budget)
    }

    /// Drops the PDU in progress when the budget refused its bytes. Asked per fragment: the common answer inline.
    @inline(__always) private mutating func droppedForBudget(frame: Int, diagnostics: inout [Diagnostic]) -> Outcome? {
        guard buffer.refusedByBudget else { return nil }
        return dropForBudget(frame: frame, diagnostics: &diagnostics)
    }

    private mutating func dropForBudget(frame: Int, diagnostics: inout [Diagnostic]) -> Outcome {
        diagnostics.append(Diagnostic(
            frame: frame, .warning, .l2cap, "l2cap_memory_limit",
            "the L2CAP PDU begun in frame \(startFrame) (\(expected.map(String.init) ?? "?") bytes) is dropped: the "
                + "reassembly buffers of all connections are full"))
        inProgress = false
        discarding = true
        buffer.removeAll()
        return .dropped
    }

    /// True when a start fragment holding a whole PDU would be returned as it is and change nothing: no PDU in
    /// progress, none cut or dropped whose continuations are awaited, no large buffer to return. Inlined into the
    /// pipeline's check of a whole PDU per packet (`L2CAPConnection.wholeOnFixedChannel`).
    @inlinable @inline(__always) public var isIdle: Bool {
        !inProgress && cutRemaining == 0 && !discarding && buffer.capacity <= GrowableBuffer.keptCapacity
    }

    /// Forgets a PDU in progress (the connection ended); returns the frame it began in, if there was one.
    public mutating func reset() -> Int? {
        defer { inProgress = false; buffer.removeAll() }
        return inProgress ? startFrame : nil
    }

    /// Feeds the data of one ACL packet. `cutFrom` is the packet's data length on the wire when the capture kept
    /// only `data` of it. `origin`: where `data` is in the capture's records, for `completedOrigin`.
    public mutating func feed(
        isStart: Bool, data: Bytes, cutFrom original: Int? = nil, frame: Int, origin dataOrigin: ByteOrigin? = nil,
        diagnostics: inout [Diagnostic]
    ) -> Outcome {
        switch feed(isStart: isStart, in: data, from: 0, count: data.count, cutFrom: original, frame: frame,
                    origin: dataOrigin, diagnostics: &diagnostics) {
        case .whole(let n, let first): .complete(data.prefix(n), firstFrame: first)
        case .other(let outcome): outcome
        }
    }

    /// What `feed(isStart:in:from:count:…)` did: a PDU that is the first `count` bytes of the data fed (a whole PDU
    /// in one packet: the caller slices what it keeps, nothing was copied or retained), or an `Outcome`.
    package enum FedRange {
        case whole(count: Int, firstFrame: Int)
        case other(Outcome)
    }

    /// `feed` of the `count` bytes of `source` from `start` (checked by the caller), read in place: the layers
    /// below pass where an ACL packet's data is in its record instead of a slice of it.
    package mutating func feed(
        isStart: Bool, in source: borrowing Bytes, from start: Int, count: Int, cutFrom original: Int? = nil,
        frame: Int, origin dataOrigin: ByteOrigin? = nil, diagnostics: inout [Diagnostic]
    ) -> FedRange {
        abandoned = nil
        if isStart, inProgress, dataOrigin != nil, let origin {
            abandoned = (Bytes(buffer.bytes.array), origin, expected, startFrame)
        }
        let outcome = fed(isStart: isStart, in: source, from: start, count: count, cutFrom: original, frame: frame,
                          diagnostics: &diagnostics)
        guard let dataOrigin else { return outcome }
        switch outcome {
        case .whole(let n, _):
            completedOrigin = dataOrigin.slice(from: 0, count: n)
        case .other(.complete(let pdu, _)), .other(.cut(let pdu, _, _)):
            if isStart {
                completedOrigin = dataOrigin.slice(from: 0, count: pdu.count)
            } else {
                origin?.append(dataOrigin)
                completedOrigin = origin?.slice(from: 0, count: pdu.count)
                origin = nil
            }
        case .other(.pending):
            if isStart { origin = dataOrigin } else { origin?.append(dataOrigin) }
        case .other(.dropped), .other(.absorbed):
            if !inProgress { origin = nil }
        }
        return outcome
    }

    private mutating func fed(
        isStart: Bool, in source: borrowing Bytes, from start: Int, count: Int, cutFrom original: Int?, frame: Int,
        diagnostics: inout [Diagnostic]
    ) -> FedRange {
        // The caller's range comes from the packet's own header and length; checked again here, since a range
        // outside the bytes would trap.
        guard start >= 0, count >= 0, start <= source.count, count <= source.count - start else { return .other(.dropped) }
        let data = source.span.extracting(start ..< start + count)
        // The last PDU was handed out and is no longer used: return a large buffer.
        if !inProgress && buffer.capacity > GrowableBuffer.keptCapacity { buffer.removeAll() }
        if isStart {
            cutRemaining = 0
            discarding = false
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
                guard let length = data.u16le(at: 0) else { return .other(.dropped) }
                let total = Int(length) + 4
                if data.byteCount >= total { return .whole(count: total, firstFrame: frame) }
                cutRemaining = max(0, total - original)
                guard data.byteCount >= 4, let kept = source.slice(from: start, count: count) else { return .other(.dropped) }
                return .other(.cut(kept, originalLength: total, firstFrame: frame))
            }
            if let length = data.u16le(at: 0) {
                let total = Int(length) + 4
                if data.byteCount == total { return .whole(count: total, firstFrame: frame) }
                if data.byteCount > total {
                    diagnostics.append(Diagnostic(
                        frame: frame, .warning, .l2cap, "l2cap_overflow",
                        "the ACL packet carries \(data.byteCount) bytes for an L2CAP PDU of \(total); "
                            + "the extra \(data.byteCount - total) bytes are ignored"))
                    return .whole(count: total, firstFrame: frame)
                }
                expected = total
            } else {
                expected = nil
            }
            buffer.removeAll()
            startFrame = frame
            inProgress = true
            buffer.append(data)
            return .other(droppedForBudget(frame: frame, diagnostics: &diagnostics) ?? .pending)
        }
        if cutRemaining > 0 {
            cutRemaining = max(0, cutRemaining - (original ?? data.byteCount))
            return .other(.absorbed)
        }
        guard inProgress else {
            if discarding { return .other(.dropped) }
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .l2cap, "l2cap_continuation_without_start",
                "an ACL continuation fragment of \(data.byteCount) bytes arrives with no L2CAP PDU in progress; dropped"))
            return .other(.dropped)
        }
        if let original {
            // A continuation cut by the capture: the PDU ends here as far as the capture goes.
            let before = buffer.count
            buffer.append(data)
            inProgress = false
            if expected == nil { expected = buffer.bytes.u16le(at: 0).map { Int($0) + 4 } }
            guard let total = expected, buffer.count >= 4 else { return .other(.dropped) }
            if buffer.count >= total { return .other(.complete(buffer.bytes.prefix(total), firstFrame: startFrame)) }
            cutRemaining = max(0, total - before - original)
            return .other(.cut(buffer.bytes, originalLength: total, firstFrame: startFrame))
        }
        buffer.append(data)
        if let dropped = droppedForBudget(frame: frame, diagnostics: &diagnostics) { return .other(dropped) }
        let filled = buffer.count
        if expected == nil { expected = buffer.bytes.u16le(at: 0).map { Int($0) + 4 } }
        guard let total = expected else { return .other(.pending) }
        if filled < total { return .other(.pending) }
        inProgress = false
        if filled > total {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .l2cap, "l2cap_overflow",
                "fragments begun in frame \(startFrame) add up to \(filled) bytes for an L2CAP PDU of \(total); "
                    + "the PDU is dropped"))
            return .other(.dropped)
        }
        return .other(.complete(buffer.bytes, firstFrame: startFrame))
    }
}
