import HRSniffBytes
import HRSniffCapture
import HRSniffHCI

/// What the link layer follows across one air capture, beyond each connection's data channel
/// (`LinkLayerDataChannel`): the records' framing, the Ubertooth's clock, and the access addresses of connections
/// that LL_TERMINATE_IND ended. Bounded: a few numbers and at most `maximumTerminated` access addresses.
public struct LinkLayerCapture: Sendable {
    /// One record of an air capture as the link layer reads it.
    public struct Record {
        /// The packet's time: the record's, or the Ubertooth's clock.
        public var time: Timestamp
        /// The sniffer's header (for data channel packets with the nRF Sniffer's flags applied).
        public var meta: LinkLayerMeta
        public var packet: LinkLayerPacket
        /// On an advertising physical channel (the sniffer says so, or the advertising access address).
        public var advertising: Bool

        /// Whether an advertising packet passed its CRC: the sniffer's verdict, or the CRC with the advertising
        /// channels' initial value (Core Vol 6 Part B §3.1.1); nil when the capture does not hold it.
        public var advertisingCRC: Bool? {
            meta.crc == .unchecked ? packet.crcMatches(LinkLayerPacket.advertisingCRCInit) : meta.crc == .valid
        }
    }

    /// The Ubertooth's clock: the record time and clock of the first packet, the last clock, and the 100 ns ticks
    /// since the first; and whether the note about record times that disagree was given.
    private var clock: (origin: Timestamp, last: UInt32, ticks: Int64)?
    private var clockNoted = false
    /// Access addresses of connections ended by LL_TERMINATE_IND, whose last packets may still come.
    private var terminated: [UInt32] = []
    /// Connections that ended with LL_TERMINATE_IND, whose access address may still carry the acknowledgement.
    public static let maximumTerminated = 64
    /// Whether the note that the capture's records were written by a tool was given (once per capture).
    private var recordsNotAsOnAirSaid = false

    public init() {}

    /// Reads record `frame` (recorded at `time`; `truncated` when the capture kept only its first bytes): the
    /// sniffer's header, the packet and its time. Nil when there is nothing to decode; what is wrong with the
    /// record is appended to `diagnostics`.
    public mutating func read(
        _ bytes: Bytes, _ encapsulation: LinkLayerEncapsulation, frame: Int, time recorded: Timestamp,
        truncated: Bool, diagnostics: inout [Diagnostic]
    ) -> Record? {
        let decoded: LinkLayerFrame
        switch LinkLayerFrame.decode(bytes, encapsulation) {
        case .success(let f): decoded = f
        case .failure(let error):
            diagnostics.append(Diagnostic(frame: frame, .warning, .linkLayer, error.code, error.description))
            return nil
        }
        var time = recorded
        if let clock = decoded.meta.clock100ns {
            time = clockTime(clock, frame: frame, recorded: recorded, diagnostics: &diagnostics)
        }
        var meta = decoded.meta
        if meta.isochronous {
            diagnostics.append(Diagnostic(
                frame: frame, .note, .linkLayer, "ll_isochronous", "an isochronous channel packet is not decoded"))
            return nil
        }
        guard let aa = decoded.packet.u32le(at: 0) else {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .linkLayer, "ll_truncated_packet",
                "the link-layer packet has \(decoded.packet.count) bytes, fewer than its access address and header"))
            return nil
        }
        let advertising = meta.advertisingChannel ?? (aa == LinkLayerPacket.advertisingAccessAddress)
        guard let packet = LinkLayerPacket(decoded.packet, dataChannel: !advertising) else {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .linkLayer, "ll_truncated_packet",
                "the link-layer packet has \(decoded.packet.count) bytes, fewer than its access address and header"))
            return nil
        }
        if packet.isShort && !truncated {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .linkLayer, "ll_length_mismatch",
                "the PDU header says \(packet.length) payload bytes, the record holds \(packet.payload.count)"))
        }
        if !advertising { LinkLayerFrame.applyNordicDataFlags(&meta) }
        return Record(time: time, meta: meta, packet: packet, advertising: advertising)
    }

    // MARK: Connections

    /// A CONNECT_IND for `accessAddress`: the connection it opens takes the address.
    public mutating func connectionRequested(_ accessAddress: UInt32) {
        terminated.removeAll { $0 == accessAddress }
    }

    /// LL_TERMINATE_IND ended the connection on `accessAddress`: its last packets (the acknowledgement) open no
    /// connection.
    public mutating func connectionTerminated(_ accessAddress: UInt32) {
        if terminated.count >= Self.maximumTerminated { terminated.removeFirst() }
        terminated.append(accessAddress)
    }

    /// A data channel packet on an access address that no followed connection holds: nil when it is a connection
    /// open before the capture began (found here); otherwise what becomes of the packet: noise (a CRC error) or
    /// the last packets of a connection that ended do not open connections.
    public func unknownAccessAddress(_ accessAddress: UInt32, meta: LinkLayerMeta) -> LinkLayerPacketStatus? {
        if meta.crc == .invalid { return .crcError }
        if terminated.contains(accessAddress) { return .afterTermination }
        return nil
    }

    /// A CONNECT_IND at `time` (frame `frame`) reuses the access address of the open connection number
    /// `connection`, whose last packet was at `lastPacket` (µs) and whose supervision timeout is `timeout` (10 ms
    /// units). A connection silent for longer than its supervision timeout has ended (Core Vol 6 Part B §4.5.2)
    /// and the new one may take its address: a note; otherwise a warning. Either way the old connection ends.
    public static func accessAddressReused(
        _ accessAddress: UInt32, connection: Int, lastPacket: Int64?, supervisionTimeout timeout: UInt16?,
        frame: Int, time: Timestamp
    ) -> Diagnostic {
        let silent = lastPacket.map { time.microseconds &- $0 }
        if let silent, let timeout, silent > Int64(timeout) * 10_000 {
            return Diagnostic(
                frame: frame, .note, .linkLayer, "ll_supervision_timeout",
                "connection \(connection) ended by its supervision timeout (\(Int(timeout) * 10) ms): its last "
                    + "packet is \(silent / 1000) ms before this CONNECT_IND, which reuses its access address "
                    + LinkLayerConnection.hex32(accessAddress))
        }
        return Diagnostic(
            frame: frame, .warning, .linkLayer, "ll_access_address_reused",
            "a CONNECT_IND reuses access address \(LinkLayerConnection.hex32(accessAddress)) of connection \(connection), "
                + "which is closed here")
    }

    /// A connection found its records not as on air (`LinkLayerDataAction.recordsNotAsOnAir`): true the first
    /// time in the capture, when it is said.
    public mutating func recordsNotAsOnAir() -> Bool {
        if recordsNotAsOnAirSaid { return false }
        recordsNotAsOnAirSaid = true
        return true
    }

    // MARK: Clock

    /// The time of a packet of a PPI capture from the Ubertooth's clock (units of 100 ns, 32 bits, wrapping every
    /// 429 s), counted from the first packet's record time: the clock times the packets where the records' own
    /// times may not (crackle's output files hold microsecond fields of a million and more, which run backwards).
    /// Packets more than 214 s apart on the clock cannot be told from a wrap; such gaps are not expected.
    private mutating func clockTime(
        _ ticks: UInt32, frame: Int, recorded: Timestamp, diagnostics: inout [Diagnostic]
    ) -> Timestamp {
        guard var c = clock else {
            clock = (recorded, ticks, 0)
            return recorded
        }
        c.ticks &+= Int64(Int32(bitPattern: ticks &- c.last))
        c.last = ticks
        clock = c
        let time = Timestamp(microseconds: c.origin.microseconds &+ c.ticks / 10)
        let apart = time.microseconds &- recorded.microseconds
        if !clockNoted, apart > 1_000_000 || apart < -1_000_000 {
            clockNoted = true
            diagnostics.append(Diagnostic(
                frame: frame, .note, .capture, "air_clock_times",
                "the record time of frame \(frame) is \(Self.seconds(apart)) s from the Ubertooth's clock, "
                    + "counted from the first packet: packets are timed by the clock (said once)"))
        }
        return time
    }

    private static func seconds(_ microseconds: Int64) -> String {
        let tenths = (microseconds < 0 ? -microseconds : microseconds) / 100_000
        return (microseconds < 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
    }
}
