/// How the packet inside a record is framed; the container's own header is already removed.
public enum Framing: Sendable, Equatable {
    /// btsnoop datalink 1001 (H1): no packet-type byte; the record flags tell command, event or ACL and direction.
    case h1(flags: UInt32)
    /// H4 (btsnoop 1002, pcap DLT 201 and 187): the first byte is the HCI packet type.
    case h4(direction: Direction)
    /// Linux monitor (btsnoop 2001, pcap DLT 254): the opcode says what the payload is.
    case monitor(adapter: UInt16, opcode: UInt16)
    /// Apple PacketLogger: the record type says what the payload is.
    case packetLogger(type: UInt8)
}

/// One record of a capture file. `bytes` belongs to the reader and is valid until its next `next()`.
public struct CaptureRecord {
    /// 1-based record number, as Wireshark numbers frames.
    public var frame: Int
    public var time: Timestamp
    public var framing: Framing
    public var bytes: Bytes
    /// Length of the packet on the wire; larger than `bytes.count` when the capture cut the packet short.
    public var originalLength: Int

    public init(frame: Int, time: Timestamp, framing: Framing, bytes: Bytes, originalLength: Int) {
        self.frame = frame
        self.time = time
        self.framing = framing
        self.bytes = bytes
        self.originalLength = originalLength
    }

    public var isTruncated: Bool { originalLength > bytes.count }
}

/// The container formats hrsniff recognises by their first bytes.
public enum CaptureFormat: Sendable, Equatable, CustomStringConvertible {
    case btsnoop(datalink: UInt32)
    case pcap(linkType: Int32)
    case pcapng(linkType: Int32)
    case packetLogger(littleEndian: Bool)

    public var description: String {
        switch self {
        case .btsnoop(let d): "btsnoop (datalink \(d))"
        case .pcap(let l): "pcap (DLT \(l))"
        case .pcapng(let l): "pcapng (DLT \(l))"
        case .packetLogger(let little): "PacketLogger (\(little ? "little" : "big")-endian)"
        }
    }
}

/// Why a capture could not be opened at all. Problems inside a readable capture are diagnostics instead.
public struct CaptureOpenError: Error, Equatable, CustomStringConvertible {
    public enum Code: Equatable, Sendable {
        case cannotOpen(errno: Int32)
        case empty
        case unknownFormat
        case unsupportedBtsnoopVersion(UInt32)
        case unsupportedDatalink(UInt32)
        case unsupportedLinkType(Int32)
        case pcap(String)
    }

    public var code: Code
    public var path: String

    public init(_ code: Code, path: String) {
        self.code = code
        self.path = path
    }

    public var description: String {
        switch code {
        case .cannotOpen(let e): return "\(path): cannot open (\(String(cString: strerror(e))))"
        case .empty: return "\(path): the file is empty"
        case .unknownFormat:
            return "\(path): not a capture hrsniff recognises (btsnoop, pcap, pcapng or PacketLogger expected)"
        case .unsupportedBtsnoopVersion(let v): return "\(path): btsnoop version \(v) is not supported (version 1 is)"
        case .unsupportedDatalink(let d):
            return "\(path): btsnoop datalink \(d) is not an HCI datalink hrsniff reads (1001, 1002 or 2001)"
        case .unsupportedLinkType(let l):
            return "\(path): pcap link type (DLT) \(l) is not supported; hrsniff reads DLT 187 (HCI H4), "
                + "201 (HCI H4 with direction) and 254 (Linux Bluetooth monitor)"
        case .pcap(let message): return "\(path): \(message)"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
