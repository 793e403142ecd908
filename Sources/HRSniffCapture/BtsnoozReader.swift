import HRSniffBytes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// btsnooz: the last HCI packets that Android's Bluetooth stack keeps in memory and prints, base64-encoded, in the
/// `BTSNOOP_LOG_SUMMARY` section of a bug report (system/bt `btif_debug_btsnoop.cc`).
///
/// After base64: a 9-byte preamble (version, then the time of the last packet, 64-bit little-endian), then a zlib
/// stream of records. Version 1 records have a 7-byte header (length, time since the previous packet, type);
/// version 2 adds the packet's original length (9 bytes: length, packet length, delta, type). Lengths count the
/// H4 type byte, which the data itself does not carry. The stack cuts ACL packets to 14 bytes (the ACL and L2CAP
/// headers and the first 6 payload bytes) except on the BR/EDR signalling channel, and keeps no SCO or ISO data.
///
/// Time: the fields are named `_ms`, but every version of the stack stores microseconds there (`btif_debug_ts()`
/// and `timestamp_us` are microseconds since 1970), and Android's own `btsnooz.py` adds the btsnoop epoch offset,
/// in microseconds, to them. hrsniff reads microseconds, unless only milliseconds give a plausible date.
public final class BtsnoozReader: CaptureReader {
    public let version: UInt8
    public var format: CaptureFormat { .btsnooz(version: version) }
    /// The most a summary may inflate to. Android keeps 128 or 256 KiB; more is not a summary (or is a zip bomb).
    public static let maximumInflated = 16 << 20

    /// The record types of `btsnooz_header_t.type` (the stack's message type >> 8).
    package enum RecordType {
        package static let eventReceived: UInt8 = 0x10
        package static let aclReceived: UInt8 = 0x11
        package static let scoReceived: UInt8 = 0x12
        package static let isoReceived: UInt8 = 0x17
        package static let commandSent: UInt8 = 0x20
        package static let aclSent: UInt8 = 0x21
        package static let scoSent: UInt8 = 0x22
        package static let isoSent: UInt8 = 0x2D
    }

    private let records: [UInt8]
    private var offset = 0
    private var frame = 0
    private var time: Int64
    private let unitMicroseconds: Int64
    private var pending: [Diagnostic] = []
    private var scratch = GrowableBuffer(limit: 0x1_0000 + 1)
    private var reportedTypes: Set<UInt8> = []
    private var finished = false
    private let headerSize: Int

    /// `summary` is the base64-decoded section: preamble and zlib data. `now` bounds plausible dates.
    public init(summary: [UInt8], path: String, now: Timestamp = .now) throws(CaptureOpenError) {
        guard let version = summary.first, summary.count >= 9 else {
            throw CaptureOpenError(summary.isEmpty ? .empty : .btsnoozTooShort, path: path)
        }
        guard version == 1 || version == 2 else { throw CaptureOpenError(.unsupportedBtsnoozVersion(version), path: path) }
        self.version = version
        let headerSize = version == 1 ? 7 : 9
        self.headerSize = headerSize
        let last = summary.withBytes { $0.uintLE(at: 1, width: 8) } ?? 0
        let inflated = summary.withBytes { s in
            Inflater.inflateAll(s.suffix(from: 9), wrapper: .zlib, limit: Self.maximumInflated)
        }
        let records = inflated.output
        self.records = records
        var pending: [Diagnostic] = []
        if inflated.overLimit {
            pending.append(Diagnostic(
                frame: nil, .warning, .capture, "zip_bomb",
                "the btsnooz summary inflates to more than \(Self.maximumInflated) bytes; only that much is read"))
        } else if let error = inflated.error {
            pending.append(Diagnostic(
                frame: nil, .warning, .capture, "btsnooz_corrupt",
                "the btsnooz data is corrupt after \(inflated.output.count) bytes (\(error)); the records before are read"))
        } else if !inflated.complete {
            pending.append(Diagnostic(
                frame: nil, .warning, .capture, "truncated_file",
                "the btsnooz summary ends inside its compressed data; the \(inflated.output.count) bytes inflated are read"))
        }
        // Microseconds, as the stack writes them; milliseconds only when they alone make a plausible date.
        let asMicroseconds = Timestamp(microseconds: Int64(clamping: last))
        let (asMillis, overflow) = Int64(clamping: last).multipliedReportingOverflow(by: 1000)
        let unit: Int64
        if !ClockCheck.isPlausible(asMicroseconds, now: now), !overflow,
           ClockCheck.isPlausible(Timestamp(microseconds: asMillis), now: now) {
            unit = 1000
            pending.append(Diagnostic(
                frame: nil, .note, .capture, "btsnooz_milliseconds",
                "the btsnooz times make a plausible date only as milliseconds; they are read as milliseconds"))
        } else {
            unit = 1
        }
        unitMicroseconds = unit
        self.pending = pending
        // The preamble gives the last packet's time; the first is found by going back over every delta.
        var total: Int64 = 0
        var position = 0
        records.withBytes { r in
            while let length = r.u16le(at: position), let delta = r.u32le(at: position + (version == 1 ? 2 : 4)),
                  position + headerSize <= r.count, length >= 1 {
                total &+= Int64(delta)
                position += headerSize + Int(length) - 1
            }
        }
        let lastTime = Int64(clamping: last).multipliedReportingOverflow(by: unit)
        time = (lastTime.overflow ? 0 : lastTime.partialValue) &- total &* unit
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        if !pending.isEmpty {
            for var d in pending {
                d.frame = d.frame ?? frame + 1
                diagnostics.append(d)
            }
            pending.removeAll()
        }
        guard !finished else { return nil }
        return records.withBytes { r -> CaptureRecord? in
            guard offset < r.count else { finished = true; return nil }
            guard let header = r.slice(from: offset, count: headerSize), let length = header.u16le(at: 0),
                  let type = header[checked: headerSize - 1]
            else {
                finished = true
                diagnostics.append(Diagnostic(
                    frame: frame + 1, .warning, .capture, "truncated_file",
                    "the btsnooz data ends inside the header of record \(frame + 1)"))
                return nil
            }
            frame += 1
            guard length >= 1 else {
                finished = true
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .capture, "corrupt_record",
                    "btsnooz record \(frame) has length 0 (the type byte alone counts 1); the rest is unreadable"))
                return nil
            }
            let packetLength = version == 2 ? Int(header.u16le(at: 2) ?? length) : Int(length)
            let delta = Int64(header.u32le(at: version == 1 ? 2 : 4) ?? 0)
            time &+= delta &* unitMicroseconds
            var data = r.slice(from: offset + headerSize, count: Int(length) - 1)
            if data == nil {
                data = r.suffix(from: offset + headerSize)
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .capture, "truncated_file",
                    "the btsnooz data ends inside record \(frame); decoding what is there"))
                finished = true
            }
            offset += headerSize + Int(length) - 1
            let body = data ?? .empty
            let h4: UInt8
            let direction: Direction
            switch type {
            case RecordType.commandSent: (h4, direction) = (0x01, .sent)
            case RecordType.aclSent: (h4, direction) = (0x02, .sent)
            case RecordType.scoSent: (h4, direction) = (0x03, .sent)
            case RecordType.isoSent: (h4, direction) = (0x05, .sent)
            case RecordType.eventReceived: (h4, direction) = (0x04, .received)
            case RecordType.aclReceived: (h4, direction) = (0x02, .received)
            case RecordType.scoReceived: (h4, direction) = (0x03, .received)
            case RecordType.isoReceived: (h4, direction) = (0x05, .received)
            default:
                // Kept as a packet of an unknown H4 type; the direction from the high nibble (1x in, 2x out).
                (h4, direction) = (type, type >> 4 == 1 ? .received : type >> 4 == 2 ? .sent : .unknown)
                if reportedTypes.insert(type).inserted {
                    diagnostics.append(Diagnostic(
                        frame: frame, .note, .capture, "unknown_record_type",
                        "btsnooz record type 0x\(String(type, radix: 16)) is not known; records of this type are listed raw"))
                }
            }
            scratch.removeAll()
            _ = [h4].withBytes { scratch.append($0) }
            scratch.append(body)
            return CaptureRecord(frame: frame, time: Timestamp(microseconds: time), framing: .h4(direction: direction),
                                 bytes: scratch.bytes, originalLength: max(packetLength, scratch.count))
        }
    }
}
