import HRSniffBytes

/// What an event says about the parameters of one connection (Core Vol 4 Part E §7.7), for the pipeline to write
/// into the connection it follows. The lifecycle (opened, closed) is `HCILifecycleAction`'s.
@usableFromInline package struct HCIConnectionDetail: Equatable, Sendable {
    /// The connection the event is about, flag bits cleared.
    @usableFromInline package var handle: UInt16
    /// What changed; nil when the event names the connection and changes nothing (a failed status, Data Length
    /// Change, PHY Update Complete, a Disconnection Complete that did not disconnect).
    @usableFromInline package var change: Change?

    @usableFromInline package enum Change: Equatable, Sendable {
        /// LE Connection Update Complete (§7.7.65.3) with status Success: units of 1.25 ms, events, 10 ms.
        case parameters(interval: UInt16, latency: UInt16, timeout: UInt16)
        /// Encryption Change v1/v2 (§7.7.8, §7.7.8.2) with status Success: encryption on or off.
        case encryption(enabled: Bool)
        /// Read Remote Version Information Complete (§7.7.12) with status Success.
        case peerVersion(ControllerVersion)
    }

    @inlinable package init(handle: UInt16, change: Change? = nil) {
        self.handle = handle
        self.change = change
    }
}

extension HCIEvent {
    /// What the event says about one connection's parameters, if it is about one: Disconnection Complete with
    /// an error status (§7.7.5), LE Connection Update Complete (§7.7.65.3), Encryption Change (§7.7.8), Read Remote
    /// Version Information Complete (§7.7.12), LE Data Length Change (§7.7.65.7), LE PHY Update Complete
    /// (§7.7.65.12).
    @inlinable
    package var connectionDetail: HCIConnectionDetail? {
        switch detail {
        case .disconnectionComplete(let status, let handle, _) where status.rawValue != 0:
            return HCIConnectionDetail(handle: handle)
        case .connectionUpdateComplete(let status, let handle, let interval, let latency, let timeout):
            guard status.rawValue == 0 else { return HCIConnectionDetail(handle: handle) }
            return HCIConnectionDetail(
                handle: handle, change: .parameters(interval: interval, latency: latency, timeout: timeout))
        case .encryptionChange(let status, let handle, let enabled, _):
            guard status.rawValue == 0 else { return HCIConnectionDetail(handle: handle) }
            return HCIConnectionDetail(handle: handle, change: .encryption(enabled: enabled != 0))
        case .remoteVersion(let status, let handle, let version):
            guard status.rawValue == 0 else { return HCIConnectionDetail(handle: handle) }
            return HCIConnectionDetail(handle: handle, change: .peerVersion(version))
        case .dataLengthChange(let handle, _, _, _, _), .phyUpdateComplete(_, let handle, _, _):
            return HCIConnectionDetail(handle: handle)
        default:
            return nil
        }
    }
}

/// What is wrong with the length of an HCI packet (Core Vol 4 Part E §5.4): the header missing, or a length field
/// that disagrees with the bytes present. A small value; the pipeline turns it into a diagnostic with the frame.
@usableFromInline package enum HCIPacketProblem: Equatable, Sendable {
    /// A command shorter than its 3-byte header (§5.4.1).
    case commandTruncated(count: Int)
    /// An event shorter than its 2-byte header (§5.4.4).
    case eventTruncated(count: Int)
    /// An ACL packet shorter than its 4-byte header (§5.4.2).
    case aclHeaderTruncated(count: Int)
    /// A command whose Parameter_Total_Length disagrees with the parameters present.
    case commandLength(HCIOpcode, declared: Int, present: Int)
    /// An event whose Parameter_Total_Length disagrees with the parameters present.
    case eventLength(HCIEventCode, subevent: LESubeventCode?, declared: Int, present: Int)
    /// An ACL packet longer than its Data_Total_Length: the extra bytes are ignored.
    case aclLonger(declared: Int, present: Int)
    /// An ACL packet shorter than its Data_Total_Length in a record the capture did not cut.
    case aclShorter(declared: Int, present: Int)
    /// The capture keeps only the first `kept` of `original` bytes of the ACL packets of connection `connection`
    /// (said once per connection).
    case aclCut(connection: Int, kept: Int, original: Int)

    /// The diagnostic of the problem, in frame `frame`.
    package func diagnostic(frame: Int) -> Diagnostic {
        switch self {
        case .commandTruncated(let count):
            Diagnostic(frame: frame, .warning, .hci, "hci_command_truncated",
                       "an HCI command of \(count) bytes is shorter than its 3-byte header")
        case .eventTruncated(let count):
            Diagnostic(frame: frame, .warning, .hci, "hci_event_truncated",
                       "an HCI event of \(count) bytes is shorter than its 2-byte header")
        case .aclHeaderTruncated(let count):
            Diagnostic(frame: frame, .warning, .hci, "acl_truncated_header",
                       "an ACL packet of \(count) bytes is shorter than its 4-byte header")
        case .commandLength(let opcode, let declared, let present):
            Diagnostic(frame: frame, .warning, .hci, "hci_length_mismatch",
                       "\(opcode.name): the parameter length says \(declared) bytes, the packet has \(present)")
        case .eventLength(let code, let subevent, let declared, let present):
            Diagnostic(frame: frame, .warning, .hci, "hci_length_mismatch",
                       "\(subevent?.name ?? code.name): the parameter length says \(declared) bytes, the packet has \(present)")
        case .aclLonger(let declared, let present):
            Diagnostic(frame: frame, .warning, .hci, "acl_length_mismatch",
                       "the ACL header says \(declared) bytes, the packet has \(present); the extra bytes are ignored")
        case .aclShorter(let declared, let present):
            Diagnostic(frame: frame, .warning, .hci, "acl_length_mismatch",
                       "the ACL header says \(declared) bytes, the packet has only \(present)")
        case .aclCut(let connection, let kept, let original):
            Diagnostic(frame: frame, .warning, .capture, "truncated_acl",
                       "connection \(connection): the capture keeps only the first bytes of ACL packets (here "
                           + "\(kept) of \(original)), as a filtered HCI snoop log, a btsnooz summary "
                           + "or a snap length does; PDUs cut short are shown as far as they go, their values marked "
                           + "truncated and not decoded (said once per connection)")
        }
    }
}

extension HCICommand {
    /// The command in `body` and what is wrong with its length; a length short because the capture cut the
    /// record (`recordCut`) is no problem.
    @inlinable
    package static func parse(_ body: Bytes, recordCut: Bool) -> (command: HCICommand?, problem: HCIPacketProblem?) {
        guard let command = HCICommand(body) else { return (nil, .commandTruncated(count: body.count)) }
        guard command.lengthMismatch && !recordCut else { return (command, nil) }
        return (command, .commandLength(
            command.opcode, declared: Int(body[checked: 2] ?? 0), present: max(body.count - 3, 0)))
    }
}

extension HCIEvent {
    /// Whether `body` is a Number Of Completed Packets event (Core Vol 4 Part E §7.7.19) that `parse` reads as one
    /// (`HCIEventDetail.numberOfCompletedPackets`) with nothing wrong with its length: a consumer that only counts
    /// such events needs nothing more of it, and no event value is made.
    @inlinable
    package static func isPlainNumberOfCompletedPackets(_ body: RawSpan, recordCut: Bool) -> Bool {
        guard body.u8(at: 0) == 0x13, let length = body.u8(at: 1), length > 0, body.byteCount > 2 else { return false }
        return body.byteCount - 2 == Int(length) || recordCut
    }

    /// The event in `body` and what is wrong with its length, as `HCICommand.parse`.
    @inlinable
    package static func parse(_ body: Bytes, recordCut: Bool) -> (event: HCIEvent?, problem: HCIPacketProblem?) {
        guard let event = HCIEvent(body) else { return (nil, .eventTruncated(count: body.count)) }
        guard event.lengthMismatch && !recordCut else { return (event, nil) }
        return (event, .eventLength(
            event.code, subevent: event.subevent, declared: Int(body[checked: 1] ?? 0), present: max(body.count - 2, 0)))
    }
}

/// An ACL data packet (Core Vol 4 Part E §5.4.2): its header, and its data cut to Data_Total_Length.
package struct HCIACLPacket: Sendable {
    package var header: HCIACLHeader
    package var data: Bytes
    /// The capture cut the record inside this packet's data.
    package var isCut: Bool

    /// The packet in `body` and what is wrong with its length. Data beyond Data_Total_Length is dropped; data
    /// short of it is a problem unless the capture cut the record (`recordCut`).
    @inlinable
    package static func parse(_ body: Bytes, recordCut: Bool) -> (packet: HCIACLPacket?, problem: HCIPacketProblem?) {
        let (layout, problem) = Layout.parse(body.span, recordCut: recordCut)
        guard let layout else { return (nil, problem) }
        return (HCIACLPacket(header: layout.header, data: body.slice(from: Layout.dataStart, count: layout.dataCount) ?? .empty,
                             isCut: layout.isCut), problem)
    }

    /// Where an ACL packet's data is in its body (from `dataStart`, `dataCount` bytes), read in place: the
    /// pipeline feeds L2CAP the record's bytes without a slice per layer.
    package struct Layout: Sendable {
        /// The data follows the 4-byte header (Core Vol 4 Part E §5.4.2).
        package static let dataStart = 4
        package var header: HCIACLHeader
        package var dataCount: Int
        /// The capture cut the record inside this packet's data.
        package var isCut: Bool

        /// The layout of the packet in `body` and what is wrong with its length (as `HCIACLPacket.parse`). Inlined
        /// into the pipeline, which reads it once per ACL packet.
        @inlinable @inline(__always)
        package static func parse(_ body: RawSpan, recordCut: Bool) -> (layout: Layout?, problem: HCIPacketProblem?) {
            guard let header = HCIACLHeader(body) else { return (nil, .aclHeaderTruncated(count: body.byteCount)) }
            var count = body.byteCount - dataStart
            var problem: HCIPacketProblem?
            if count > header.dataLength {
                problem = .aclLonger(declared: header.dataLength, present: count)
                count = header.dataLength
            } else if count < header.dataLength, !recordCut {
                problem = .aclShorter(declared: header.dataLength, present: count)
            }
            let cut = recordCut && count < header.dataLength
            return (Layout(header: header, dataCount: count, isCut: cut), problem)
        }

        @inlinable package init(header: HCIACLHeader, dataCount: Int, isCut: Bool) {
            self.header = header
            self.dataCount = dataCount
            self.isCut = isCut
        }
    }

    @inlinable package init(header: HCIACLHeader, data: Bytes, isCut: Bool) {
        self.header = header
        self.data = data
        self.isCut = isCut
    }
}
