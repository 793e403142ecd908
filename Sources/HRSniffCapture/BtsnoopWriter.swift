import HRSniffBytes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes capture records as btsnoop version 1, datalink 1002 (H4) or 2001 (Linux monitor). The encoder only
/// builds bytes; `CaptureFileOutput` puts them in a file.
public struct BtsnoopEncoder: Sendable {
    public let datalink: UInt32

    /// `datalink` is 1002 or 2001; anything else is treated as 1002.
    public init(datalink: UInt32) {
        self.datalink = datalink == 2001 ? 2001 : 1002
    }

    /// The 16-byte file header.
    public var header: [UInt8] {
        BtsnoopReader.magic + [0, 0, 0, 1] + [
            UInt8(truncatingIfNeeded: datalink >> 24), UInt8(truncatingIfNeeded: datalink >> 16),
            UInt8(truncatingIfNeeded: datalink >> 8), UInt8(truncatingIfNeeded: datalink),
        ]
    }

    /// What one record becomes in btsnoop: the packet as it is stored, with its flags.
    package struct Encoded {
        package var flags: UInt32
        /// A byte put before the record's bytes (the H4 packet type), or nil.
        package var prefix: UInt8?
        /// Bytes of the record left out at its start (a type byte the datalink does not store).
        package var dropped: Int
        /// Bytes stored instead of the record's (a PacketLogger text record as a monitor User Logging record).
        package var replacement: [UInt8]? = nil
    }

    /// Appends `record` to `sink`; returns false (and appends nothing) when this datalink cannot hold it, e.g. a
    /// PacketLogger text record in an H4 file. `cumulativeDrops` goes in the record's field of that name: the
    /// packets the source lost since the capture began.
    @discardableResult
    public func append(_ record: CaptureRecord, to sink: inout ByteSink, cumulativeDrops: UInt32 = 0) -> Bool {
        guard let e = encode(record.framing, first: record.bytes[checked: 0], body: record.bytes) else { return false }
        let stored = record.bytes.suffix(from: e.dropped)
        let extra = e.prefix == nil ? 0 : 1
        let included = (e.replacement?.count ?? stored.count) + extra
        let original = e.replacement == nil ? max(record.originalLength - e.dropped + extra, included) : included
        Self.appendU32(UInt32(clamping: original), to: &sink)
        Self.appendU32(UInt32(clamping: included), to: &sink)
        Self.appendU32(e.flags, to: &sink)
        Self.appendU32(cumulativeDrops, to: &sink)
        let (time, overflow) = record.time.microseconds.addingReportingOverflow(BtsnoopReader.epochOffset)
        let raw = UInt64(bitPattern: overflow ? BtsnoopReader.epochOffset : time)
        Self.appendU32(UInt32(truncatingIfNeeded: raw >> 32), to: &sink)
        Self.appendU32(UInt32(truncatingIfNeeded: raw), to: &sink)
        if let p = e.prefix { sink.append(p) }
        if let r = e.replacement { sink.append(r) } else { sink.append(stored) }
        return true
    }

    @inline(__always) package static func appendU32(_ v: UInt32, to sink: inout ByteSink) {
        sink.append(UInt8(truncatingIfNeeded: v >> 24))
        sink.append(UInt8(truncatingIfNeeded: v >> 16))
        sink.append(UInt8(truncatingIfNeeded: v >> 8))
        sink.append(UInt8(truncatingIfNeeded: v))
    }

    /// The packet type and direction a record carries, independent of its container.
    package enum Packet {
        case hci(type: HCIPacketType, direction: Direction)
        case monitor(adapter: UInt16, opcode: UInt16)
        case note
        /// A PacketLogger text record other than a note: a log line (syslog, kernel, error, power, …).
        case log(type: UInt8)
    }

    package static func packet(_ framing: Framing, first: UInt8?) -> (Packet, dropped: Int)? {
        switch framing {
        case .h4(let direction):
            guard let type = first else { return nil }
            var dir = direction
            if dir == .unknown { dir = type == 0x01 ? .sent : .received }
            return (.hci(type: HCIPacketType(rawValue: type), direction: dir), 1)
        case .h1(let flags):
            let received = flags & 1 != 0
            let type: HCIPacketType = flags & 2 != 0 ? (received ? .event : .command) : .acl
            return (.hci(type: type, direction: received ? .received : .sent), 0)
        case .packetLogger(let type):
            switch type {
            case 0x00: return (.hci(type: .command, direction: .sent), 0)
            case 0x01: return (.hci(type: .event, direction: .received), 0)
            case 0x02: return (.hci(type: .acl, direction: .sent), 0)
            case 0x03: return (.hci(type: .acl, direction: .received), 0)
            case 0x08: return (.hci(type: .sco, direction: .sent), 0)
            case 0x09: return (.hci(type: .sco, direction: .received), 0)
            case 0x12: return (.hci(type: .iso, direction: .sent), 0)
            case 0x13: return (.hci(type: .iso, direction: .received), 0)
            case 0xFC: return (.note, 0)
            case 0xF7 ... 0xFB, 0xFE: return (.log(type: type), 0)
            // Configuration records (0xFD) are binary, and other types unknown: no btsnoop form.
            default: return nil
            }
        case .monitor(let adapter, let opcode):
            return (.monitor(adapter: adapter, opcode: opcode), 0)
        case .linkLayer:
            // Air captures hold link-layer packets, which no btsnoop datalink carries.
            return nil
        }
    }

    /// Monitor opcodes of HCI packets (btsnoop 2001, Linux `HCI_MON_*`).
    package static func monitorOpcode(_ type: HCIPacketType, _ direction: Direction) -> UInt16? {
        let sent = direction != .received
        switch type {
        case .command: return 2
        case .event: return 3
        case .acl: return sent ? 4 : 5
        case .sco: return sent ? 6 : 7
        case .iso: return sent ? 18 : 19
        default: return nil
        }
    }

    package func encode(_ framing: Framing, first: UInt8?, body: Bytes) -> Encoded? {
        guard let (packet, dropped) = Self.packet(framing, first: first) else { return nil }
        if datalink == 2001 {
            switch packet {
            case .monitor(let adapter, let opcode):
                return Encoded(flags: UInt32(adapter) << 16 | UInt32(opcode), prefix: nil, dropped: 0)
            case .hci(let type, let direction):
                guard let opcode = Self.monitorOpcode(type, direction) else { return nil }
                return Encoded(flags: UInt32(opcode), prefix: nil, dropped: dropped)
            case .note:
                return Encoded(flags: UInt32(MonitorOpcode.systemNote.rawValue), prefix: nil, dropped: 0)
            case .log(let type):
                // User Logging: priority, identifier length, identifier and message, both NUL-terminated.
                let (priority, kind) = MonitorOpcode.packetLoggerText[0x0100 | UInt16(type)] ?? (6, "PacketLogger")
                let ident = Array(kind.utf8) + [0]
                var message = body.prefix(body.count).array
                if let end = message.firstIndex(of: 0) { message.removeSubrange(end...) }
                let record = [priority, UInt8(clamping: ident.count)] + ident + message + [0]
                return Encoded(flags: UInt32(MonitorOpcode.userLogging.rawValue), prefix: nil, dropped: 0,
                               replacement: record)
            }
        }
        let type: HCIPacketType
        let direction: Direction
        switch packet {
        case .hci(let t, let d):
            type = t
            direction = d
        case .monitor(_, let opcode):
            switch MonitorOpcode(rawValue: opcode) {
            case .commandPacket: (type, direction) = (.command, .sent)
            case .eventPacket: (type, direction) = (.event, .received)
            case .aclTX: (type, direction) = (.acl, .sent)
            case .aclRX: (type, direction) = (.acl, .received)
            case .scoTX: (type, direction) = (.sco, .sent)
            case .scoRX: (type, direction) = (.sco, .received)
            case .isoTX: (type, direction) = (.iso, .sent)
            case .isoRX: (type, direction) = (.iso, .received)
            default: return nil
            }
        case .note, .log:
            return nil
        }
        let control: UInt32 = type == .command || type == .event ? 2 : 0
        let flags = control | (direction == .received ? 1 : 0)
        // H4 records keep their own type byte; the others get one.
        return Encoded(flags: flags, prefix: dropped == 1 ? nil : type.rawValue, dropped: 0)
    }
}

/// A file a capture is written to, or standard output for "-". The file is an `OutputFile`: never clobbered without
/// `force`, never through a symbolic link, mode 0600 (captures hold personal data); `.direct` writes record by
/// record so that what was written is readable if the process stops (a live recording), `.atomic` appears only
/// when `commit` completes it (a conversion). Write errors are kept, not ignored.
public final class CaptureFileOutput {
    public let path: String
    /// Nil for standard output.
    private let file: OutputFile?
    private var standardOutputError: Int32?
    private var standardOutputBytes = 0

    /// Creates `path` (see `OutputFile`); "-" writes standard output.
    public init(path: String, force: Bool = false, mode: OutputFile.Mode = .direct) throws(OutputFileError) {
        self.path = path
        file = path == "-" ? nil : try OutputFile(path: path, force: force, mode: mode)
    }

    /// The first write error (errno), after which nothing more is written.
    public var writeError: Int32? { file.map { $0.writeError } ?? standardOutputError }
    public var bytesWritten: Int { file?.bytesWritten ?? standardOutputBytes }

    /// Writes all of `bytes`; returns false once a write has failed (see `writeError`).
    @discardableResult
    public func write(_ bytes: Bytes) -> Bool {
        if let file { return file.write(bytes) }
        guard standardOutputError == nil else { return false }
        if let e = SystemIO.write(STDOUT_FILENO, bytes) {
            standardOutputError = e
            return false
        }
        standardOutputBytes += bytes.count
        return true
    }

    /// Writes what `sink` holds.
    @discardableResult
    public func write(_ sink: borrowing ByteSink) -> Bool {
        if let file { return file.write(sink) }
        guard standardOutputError == nil else { return false }
        if let e = SystemIO.write(STDOUT_FILENO, sink) {
            standardOutputError = e
            return false
        }
        standardOutputBytes += sink.count
        return true
    }

    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        write(Bytes(bytes))
    }

    /// Asks the system to put what was written on the disk; a failure is kept as `writeError`.
    public func synchronize() {
        file?.synchronize()
    }

    /// Completes the file (an atomic one appears at its path only now); a failure leaves no file.
    public func commit() throws(OutputFileError) {
        try file?.commit()
    }

    /// Gives up the file: an atomic one leaves nothing behind.
    public func discard() {
        file?.discard()
    }

    public var errorDescription: String? {
        writeError.map { "\(path == "-" ? "standard output" : path): writing failed (\(SystemIO.errorText($0)))" }
    }
}
