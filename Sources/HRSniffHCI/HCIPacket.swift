import HRSniffBytes
import HRSniffCapture

/// A record's packet once the framing is understood: an HCI packet with its direction, or a monitor record
/// that carries something else (adapter lifecycle, notes, logs).
public enum HCIFrame {
    /// An HCI packet: its body is the record's bytes from `bodyStart` (after an H4 packet indicator), read in
    /// place (`body(of:)` slices them for what keeps them).
    case packet(type: HCIPacketType, direction: Direction, adapter: UInt16, bodyStart: Int)
    case monitor(opcode: MonitorOpcode, adapter: UInt16, body: Bytes)
    /// Nothing usable: an empty record, or an H4 record without its type byte.
    case empty

    /// The body of a `.packet` of `record`: the record's bytes from `bodyStart`.
    @inlinable public static func body(of record: CaptureRecord, from bodyStart: Int) -> Bytes {
        record.bytes.suffix(from: bodyStart)
    }

    /// Removes the framing of `record`. Inlined into the pipeline's per-record step.
    @inlinable @inline(__always) public static func decode(_ record: CaptureRecord) -> HCIFrame {
        decode(framing: record.framing, bytes: record.bytes)
    }

    /// `decode` of a record with this framing and these bytes, read from the record field by field (not the
    /// record copied whole: the reader wrote it just before).
    @inlinable @inline(__always) public static func decode(framing: Framing, bytes: borrowing Bytes) -> HCIFrame {
        switch framing {
        case .h4(let direction):
            guard let type = bytes.span.u8(at: 0) else { return .empty }
            let packetType = HCIPacketType(rawValue: type)
            var dir = direction
            if dir == .unknown {
                // DLT 187 has no direction: commands go to the controller and events come from it.
                if packetType == .command { dir = .sent } else if packetType == .event { dir = .received }
            }
            return .packet(type: packetType, direction: dir, adapter: 0, bodyStart: 1)
        case .h1(let flags):
            let received = flags & 1 != 0
            let type: HCIPacketType = flags & 2 != 0 ? (received ? .event : .command) : .acl
            return .packet(type: type, direction: received ? .received : .sent, adapter: 0, bodyStart: 0)
        case .packetLogger(let type):
            switch type {
            case 0x00: return .packet(type: .command, direction: .sent, adapter: 0, bodyStart: 0)
            case 0x01: return .packet(type: .event, direction: .received, adapter: 0, bodyStart: 0)
            case 0x02: return .packet(type: .acl, direction: .sent, adapter: 0, bodyStart: 0)
            case 0x03: return .packet(type: .acl, direction: .received, adapter: 0, bodyStart: 0)
            case 0x08: return .packet(type: .sco, direction: .sent, adapter: 0, bodyStart: 0)
            case 0x09: return .packet(type: .sco, direction: .received, adapter: 0, bodyStart: 0)
            case 0x12: return .packet(type: .iso, direction: .sent, adapter: 0, bodyStart: 0)
            case 0x13: return .packet(type: .iso, direction: .received, adapter: 0, bodyStart: 0)
            case 0xFC:
                // A note (the text PacketLogger writes when logging starts, and the user's).
                return .monitor(opcode: .systemNote, adapter: 0, body: copy bytes)
            case 0xF7 ... 0xFE:
                // Syslog, kernel, kernel debug, error, power and new controller text (logs), and configuration
                // (binary): kept with their kind as 0x01NN.
                return .monitor(opcode: MonitorOpcode(rawValue: 0x0100 | UInt16(type)), adapter: 0, body: copy bytes)
            default:
                return .monitor(opcode: MonitorOpcode(rawValue: 0x0100 | UInt16(type)), adapter: 0, body: copy bytes)
            }
        case .linkLayer:
            return .empty
        case .monitor(let adapter, let opcode):
            let op = MonitorOpcode(rawValue: opcode)
            switch op {
            case .commandPacket: return .packet(type: .command, direction: .sent, adapter: adapter, bodyStart: 0)
            case .eventPacket: return .packet(type: .event, direction: .received, adapter: adapter, bodyStart: 0)
            case .aclTX: return .packet(type: .acl, direction: .sent, adapter: adapter, bodyStart: 0)
            case .aclRX: return .packet(type: .acl, direction: .received, adapter: adapter, bodyStart: 0)
            case .scoTX: return .packet(type: .sco, direction: .sent, adapter: adapter, bodyStart: 0)
            case .scoRX: return .packet(type: .sco, direction: .received, adapter: adapter, bodyStart: 0)
            case .isoTX: return .packet(type: .iso, direction: .sent, adapter: adapter, bodyStart: 0)
            case .isoRX: return .packet(type: .iso, direction: .received, adapter: adapter, bodyStart: 0)
            default: return .monitor(opcode: op, adapter: adapter, body: copy bytes)
            }
        }
    }
}

/// The 4-byte HCI ACL data header (Core Vol 4 Part E §5.4.2).
public struct HCIACLHeader: Equatable, Sendable {
    /// Connection handle, 12 bits.
    public var handle: UInt16
    /// Packet_Boundary_Flag: 0b00 first non-flushable, 0b01 continuing fragment, 0b10 first flushable,
    /// 0b11 complete L2CAP PDU (flushable).
    public var packetBoundary: UInt8
    public var broadcast: UInt8
    public var dataLength: Int

    @inlinable public init?(_ bytes: Bytes) {
        self.init(bytes.span)
    }

    /// The header at the start of `bytes`, or nil when it is shorter than 4 bytes.
    @inlinable public init?(_ bytes: RawSpan) {
        guard let word = bytes.u16le(at: 0), let length = bytes.u16le(at: 2) else { return nil }
        handle = word & 0x0FFF
        packetBoundary = UInt8(truncatingIfNeeded: (word >> 12) & 0x3)
        broadcast = UInt8(truncatingIfNeeded: word >> 14)
        dataLength = Int(length)
    }

    /// A header for data that came another way (an LE link-layer data PDU: LLID 2 is a start, LLID 1 a
    /// continuation, like packet boundary 0b10 and 0b01).
    public init(handle: UInt16, packetBoundary: UInt8, dataLength: Int) {
        self.handle = handle
        self.packetBoundary = packetBoundary
        broadcast = 0
        self.dataLength = dataLength
    }

    /// True for the first fragment of an L2CAP PDU, false for a continuation.
    @inlinable public var isStart: Bool { packetBoundary != 0b01 }
}
