import HRSniffBytes

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
    /// The BTSNOOP_LOG_SUMMARY of an Android bug report.
    case btsnooz(version: UInt8)
    /// A capture inside an Android bug report: the zip entry read (nil for bug report text), and what it holds.
    indirect case androidBugReport(entry: String?, contents: CaptureFormat)

    public var description: String {
        switch self {
        case .btsnoop(let d): "btsnoop (datalink \(d))"
        case .pcap(let l): "pcap (DLT \(l))"
        case .pcapng(let l): "pcapng (DLT \(l))"
        case .packetLogger(let little): "PacketLogger (\(little ? "little" : "big")-endian)"
        case .btsnooz(let version): "btsnooz version \(version) (BTSNOOP_LOG_SUMMARY)"
        case .androidBugReport(let entry?, let contents): "Android bug report, \(entry): \(contents)"
        case .androidBugReport(nil, let contents): "Android bug report text, \(contents)"
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
        case unsupportedBtsnoozVersion(UInt8)
        /// The summary is shorter than its 9-byte preamble.
        case btsnoozTooShort
        /// An Android bug report (zip or dumpstate text) with no HCI log and no BTSNOOP_LOG_SUMMARY.
        case noCaptureInBugReport
        /// A zip archive with nothing of an Android bug report in it.
        case notABugReport
    }

    public var code: Code
    public var path: String

    public init(_ code: Code, path: String) {
        self.code = code
        self.path = path
    }

    public var description: String {
        switch code {
        case .cannotOpen(let e): return "\(path): cannot open (\(SystemIO.errorText(e)))"
        case .empty: return "\(path): the file is empty"
        case .unknownFormat:
            return "\(path): not a capture hrsniff recognises (btsnoop, pcap, pcapng, PacketLogger or an Android bug report "
                + "expected)"
        case .unsupportedBtsnoopVersion(let v): return "\(path): btsnoop version \(v) is not supported (version 1 is)"
        case .unsupportedDatalink(let d):
            return "\(path): btsnoop datalink \(d) is not an HCI datalink hrsniff reads (1001, 1002 or 2001)"
        case .unsupportedLinkType(let l):
            return "\(path): pcap link type (DLT) \(l) is not supported; hrsniff reads DLT 187 (HCI H4), "
                + "201 (HCI H4 with direction), 254 (Linux Bluetooth monitor), and the LE link-layer captures of air "
                + "sniffers: 251, 256, 272 (nRF Sniffer) and 192 (PPI)"
        case .pcap(let message):
            // libpcap's own words (block names, limits) go on a second line.
            return "\(path): the pcap or pcapng file is damaged at its start (its header or first packet), so nothing "
                + "could be read\nhrsniff: libpcap says: \(message)"
        case .unsupportedBtsnoozVersion(let v):
            return "\(path): btsnooz version \(v) is not supported (versions 1 and 2 are)"
        case .btsnoozTooShort: return "\(path): the BTSNOOP_LOG_SUMMARY is shorter than its 9-byte preamble"
        case .noCaptureInBugReport:
            return "\(path): an Android bug report without Bluetooth HCI data (no btsnoop_hci.log, btsnooz_hci.log "
                + "or BTSNOOP_LOG_SUMMARY)"
        case .notABugReport:
            return "\(path): a zip file without an Android bug report in it"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
