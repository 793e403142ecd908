import HRSniffBytes

/// Encodes capture records as pcapng (little-endian): one Section Header Block, one Interface Description Block
/// with the link type, `if_tsresol` 6 (microseconds) and, for captures dated before 1970, `if_tsoffset`, then an
/// Enhanced Packet Block per record, optionally with packet comments (`opt_comment`). Like `BtsnoopEncoder`, it
/// only builds bytes.
///
/// Link types written:
/// - 201 `BLUETOOTH_HCI_H4_WITH_PHDR`: a 4-byte big-endian direction (0 sent by the host, 1 received), then the
///   H4 packet with its type byte. Used for every H4-like input (btsnoop 1001/1002, pcap DLT 187/201,
///   PacketLogger).
/// - 254 `BLUETOOTH_LINUX_MONITOR`: a 4-byte big-endian header of adapter index and monitor opcode (libpcap's
///   `pcap_bluetooth_linux_monitor_header`), then the monitor payload. Used for Linux monitor inputs.
///
/// - the link type of an air capture (251, 256, 272, 192 PPI): the packets as the sniffer wrote them, headers
///   included. Air captures have no btsnoop form.
public struct PcapngEncoder: Sendable {
    public let linkType: UInt16
    /// `if_tsoffset`: seconds added to every packet's timestamp (0: none, and the option is left out). An Enhanced
    /// Packet Block's timestamp is unsigned, so times before 1970 can only be written relative to an earlier
    /// origin (pcapng §4.2: the option is a signed 64-bit number of seconds).
    public let timeOffset: Int64
    /// libpcap's largest snapshot length; HCI packets stay far below it.
    public static let snapshotLength: UInt32 = 262_144
    /// The origin written for captures dated before 1970: the btsnoop epoch (0000-01-01T00:00:00Z, proleptic
    /// Gregorian), so that every time a btsnoop record can hold is kept.
    public static let earlyTimeOffset: Int64 = -(BtsnoopReader.epochOffset / 1_000_000)

    public init(linkType: UInt16, timeOffset: Int64 = 0) {
        self.linkType = linkType
        self.timeOffset = timeOffset
    }

    /// The `if_tsoffset` for a capture whose first record is dated `first`: `earlyTimeOffset` before 1970, else 0.
    public static func timeOffset(first: Timestamp) -> Int64 { first.microseconds < 0 ? earlyTimeOffset : 0 }

    /// The link type that holds the records of `input` without loss.
    public static func linkType(for input: CaptureFormat) -> UInt16 {
        switch input {
        case .pcap(let dlt) where isAirLinkType(dlt): return UInt16(dlt)
        case .pcapng(let dlt) where isAirLinkType(dlt): return UInt16(dlt)
        case .btsnoop(2001): return UInt16(PcapReader.dltLinuxMonitor)
        case .pcap(let dlt) where dlt == PcapReader.dltLinuxMonitor: return UInt16(PcapReader.dltLinuxMonitor)
        case .pcapng(let dlt) where dlt == PcapReader.dltLinuxMonitor: return UInt16(PcapReader.dltLinuxMonitor)
        default: return UInt16(PcapReader.dltH4WithPHDR)
        }
    }

    /// The link types of LE link-layer (air) captures hrsniff reads.
    public static func isAirLinkType(_ dlt: Int32) -> Bool { [192, 251, 256, 272].contains(dlt) }

    /// Section Header Block (version 1.0, section length unknown, `shb_userappl`) and the Interface Description
    /// Block of interface 0.
    public var header: [UInt8] {
        var shbBody: [UInt8] = []
        Self.le32(0x1A2B_3C4D, &shbBody)
        Self.le16(1, &shbBody)
        Self.le16(0, &shbBody)
        shbBody += [UInt8](repeating: 0xFF, count: 8)
        Self.option(4, Array("hrsniff".utf8), &shbBody)
        Self.le32(0, &shbBody) // opt_endofopt
        var idbBody: [UInt8] = []
        Self.le16(linkType, &idbBody)
        Self.le16(0, &idbBody)
        Self.le32(Self.snapshotLength, &idbBody)
        Self.option(9, [6], &idbBody) // if_tsresol: 10^-6 s
        if timeOffset != 0 {
            let offset = UInt64(bitPattern: timeOffset)
            Self.option(14, (0 ..< 8).map { UInt8(truncatingIfNeeded: offset >> (8 * UInt64($0))) }, &idbBody)
        }
        Self.le32(0, &idbBody)
        return Self.block(0x0A0D_0D0A, shbBody) + Self.block(0x0000_0001, idbBody)
    }

    /// Appends an Enhanced Packet Block for `record` with one `opt_comment` per comment; returns false (and
    /// appends nothing) when the link type cannot hold the record.
    ///
    /// The packet is what the btsnoop encoder makes of the record for the datalink of the same records (1002 for
    /// DLT 201, 2001 for DLT 254), so that both outputs agree: its flags give the pseudo-header (the direction bit,
    /// or the adapter index and opcode), its bytes the packet.
    @discardableResult
    public func append(_ record: CaptureRecord, comments: [String] = [], to sink: inout ByteSink) -> Bool {
        let datalink: UInt32
        switch Int32(linkType) {
        case PcapReader.dltH4WithPHDR: datalink = 1002
        case PcapReader.dltLinuxMonitor: datalink = 2001
        case let dlt where Self.isAirLinkType(dlt):
            // Air captures: the packet as captured, sniffer headers included.
            guard case .linkLayer = record.framing else { return false }
            appendBlock(record.bytes, original: max(record.originalLength, record.bytes.count), time: record.time,
                        comments: comments, to: &sink)
            return true
        default: return false
        }
        var btsnoop = ByteSink(capacity: record.bytes.count + 32)
        guard BtsnoopEncoder(datalink: datalink).append(record, to: &btsnoop) else { return false }
        let encoded = btsnoop.bytes
        guard let original = encoded.u32be(at: 0), let flags = encoded.u32be(at: 8) else { return false }
        let stored = encoded.suffix(from: BtsnoopReader.recordHeaderSize)
        let pseudoHeader = datalink == 1002 ? flags & 1 : flags
        // The pseudo-header is big-endian (libpcap's pcap/bluetooth.h).
        var packet = ByteSink(capacity: stored.count + 4)
        BtsnoopEncoder.appendU32(pseudoHeader, to: &packet)
        packet.append(stored)
        appendBlock(packet.bytes, original: Int(original) + 4, time: record.time, comments: comments, to: &sink)
        return true
    }

    /// An Enhanced Packet Block on interface 0 holding `packet`, whose length on the wire was `original`.
    package func appendBlock(_ packet: Bytes, original: Int, time: Timestamp, comments: [String], to sink: inout ByteSink) {
        let captured = packet.count
        var options: [UInt8] = []
        for comment in comments where !comment.isEmpty {
            Self.option(1, Self.clampedUTF8(comment), &options)
        }
        if !options.isEmpty { Self.le32(0, &options) }
        let padding = (4 - captured % 4) % 4
        let total = 28 + captured + padding + options.count + 4
        // Microseconds since the interface's origin (`if_tsoffset`); a time before it is written as the origin.
        let (origin, overflow) = timeOffset.multipliedReportingOverflow(by: 1_000_000)
        let micro = UInt64(max(time.microseconds(since: Timestamp(microseconds: overflow ? 0 : origin)), 0))
        Self.sinkLE32(6, &sink)
        Self.sinkLE32(UInt32(truncatingIfNeeded: total), &sink)
        Self.sinkLE32(0, &sink) // interface 0
        Self.sinkLE32(UInt32(truncatingIfNeeded: micro >> 32), &sink)
        Self.sinkLE32(UInt32(truncatingIfNeeded: micro), &sink)
        Self.sinkLE32(UInt32(truncatingIfNeeded: captured), &sink)
        Self.sinkLE32(UInt32(clamping: max(original, captured)), &sink)
        sink.append(packet)
        for _ in 0 ..< padding { sink.append(0) }
        sink.append(options)
        Self.sinkLE32(UInt32(truncatingIfNeeded: total), &sink)
    }

    /// A comment's UTF-8 bytes, at most 65,532 of them (an option length is 16 bits and stays padded), cut at a
    /// character boundary.
    package static func clampedUTF8(_ text: String) -> [UInt8] {
        var bytes = Array(text.utf8)
        let limit = 65_532
        if bytes.count > limit {
            var end = limit
            // Continuation bytes are 10xxxxxx: back up to the start of a character.
            while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
            bytes.removeSubrange(end...)
        }
        return bytes
    }

    package static func block(_ type: UInt32, _ body: [UInt8]) -> [UInt8] {
        let total = UInt32(truncatingIfNeeded: 12 + body.count)
        var out: [UInt8] = []
        out.reserveCapacity(body.count + 12)
        le32(type, &out)
        le32(total, &out)
        out += body
        le32(total, &out)
        return out
    }

    /// An option: code, length, value, zero padding to 32 bits.
    package static func option(_ code: UInt16, _ value: [UInt8], _ out: inout [UInt8]) {
        le16(code, &out)
        le16(UInt16(truncatingIfNeeded: value.count), &out)
        out += value
        out += [UInt8](repeating: 0, count: (4 - value.count % 4) % 4)
    }

    package static func le16(_ v: UInt16, _ out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: v))
        out.append(UInt8(truncatingIfNeeded: v >> 8))
    }

    package static func le32(_ v: UInt32, _ out: inout [UInt8]) {
        for k in 0 ..< 4 { out.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(k)))) }
    }

    @inline(__always) package static func sinkLE32(_ v: UInt32, _ sink: inout ByteSink) {
        for k in 0 ..< 4 { sink.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(k)))) }
    }
}

/// The formats `hrsniff convert` writes.
public enum ConversionFormat: String, Sendable, CaseIterable {
    case pcapng, btsnoop

    /// The format a file name asks for by its extension (`.pcapng`; `.btsnoop`, `.log`, `.cfa`), or nil when the
    /// name does not say.
    public static func fromFileName(_ path: String) -> ConversionFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "pcapng": return .pcapng
        case "btsnoop", "log", "cfa": return .btsnoop
        default: return nil
        }
    }
}

/// Converts a capture record by record into pcapng or btsnoop, keeping count of what the target cannot hold.
///
/// The target's link type follows the input: Linux monitor inputs (btsnoop 2001, DLT 254) become pcapng DLT 254 or
/// btsnoop 2001, every other input pcapng DLT 201 or btsnoop 1002. PacketLogger text records have no place in
/// those H4 targets: in pcapng they become comments of the next packet, in btsnoop 1002 they are left out and
/// counted.
///
/// The converter writes the file header itself, before the first record (or in `finish` when there is none): a
/// pcapng interface gets `if_tsoffset` when the first record is dated before 1970 (a phone whose clock was never
/// set), so that its times are kept rather than written as 1970-01-01.
public struct CaptureConverter {
    public let format: ConversionFormat
    package private(set) var pcapng: PcapngEncoder?
    package let btsnoop: BtsnoopEncoder?
    /// Whether the header is written.
    private var started = false
    /// Records written.
    public private(set) var written = 0
    /// pcapng: PacketLogger text records written as comments of the packet after them.
    public private(set) var asComments = 0
    /// Records left out, by what they were (`PacketLogger text record`, `monitor New Index record`, …).
    public private(set) var leftOut: [String: Int] = [:]
    /// pcapng: text records waiting for the next packet to carry them as comments (bounded).
    private var pendingNotes: [String] = []
    package static let maximumPendingNotes = 64

    public init(format: ConversionFormat, input: CaptureFormat) {
        self.format = format
        switch format {
        case .pcapng:
            pcapng = PcapngEncoder(linkType: PcapngEncoder.linkType(for: input))
            btsnoop = nil
        case .btsnoop:
            pcapng = nil
            btsnoop = BtsnoopEncoder(datalink: PcapngEncoder.linkType(for: input) == 254 ? 2001 : 1002)
        }
    }

    /// "pcapng (DLT 201)" or "btsnoop (datalink 1002)".
    public var description: String {
        if let pcapng { return "pcapng (DLT \(pcapng.linkType))" }
        return "btsnoop (datalink \(btsnoop?.datalink ?? 1002))"
    }

    /// Writes the header once, choosing the pcapng time origin from the first record.
    private mutating func start(_ first: CaptureRecord?, to sink: inout ByteSink) {
        guard !started else { return }
        started = true
        if let encoder = pcapng, let first {
            pcapng = PcapngEncoder(linkType: encoder.linkType, timeOffset: PcapngEncoder.timeOffset(first: first.time))
        }
        sink.append(pcapng?.header ?? btsnoop?.header ?? [])
    }

    /// True when the target stores packet comments (`--annotate`).
    public var holdsComments: Bool { pcapng != nil }

    /// Appends `record` (with `comments` in pcapng) to `sink`, or counts it as left out; the header goes before the
    /// first record.
    public mutating func append(_ record: CaptureRecord, comments: [String] = [], to sink: inout ByteSink) {
        start(record, to: &sink)
        if let pcapng {
            if case .packetLogger(let type) = record.framing, PacketLoggerReader.RecordType.text.contains(type) {
                if pendingNotes.count < Self.maximumPendingNotes {
                    pendingNotes.append("PacketLogger text record (frame \(record.frame)): " + record.bytes.cString)
                } else {
                    leftOut["PacketLogger text record", default: 0] += 1
                }
                return
            }
            let all = pendingNotes.isEmpty ? comments : pendingNotes + comments
            if pcapng.append(record, comments: all, to: &sink) {
                written += 1
                asComments += pendingNotes.count
                pendingNotes.removeAll()
            } else {
                leftOut[Self.kind(record), default: 0] += 1
            }
        } else if let btsnoop {
            if btsnoop.append(record, to: &sink) {
                written += 1
            } else {
                leftOut[Self.kind(record), default: 0] += 1
            }
        }
    }

    /// Ends the conversion: the header of a capture without records, and text records still waiting for a packet
    /// are counted as left out.
    public mutating func finish(to sink: inout ByteSink) {
        start(nil, to: &sink)
        if !pendingNotes.isEmpty {
            leftOut["PacketLogger text record", default: 0] += pendingNotes.count
            pendingNotes.removeAll()
        }
    }

    /// What a record is, to count those left out.
    package static func kind(_ record: CaptureRecord) -> String {
        switch record.framing {
        case .packetLogger(let type):
            if PacketLoggerReader.RecordType.text.contains(type) { return "PacketLogger text record" }
            return "PacketLogger record of type 0x" + (type < 0x10 ? "0" : "") + String(type, radix: 16, uppercase: true)
        case .monitor(_, let opcode):
            return "monitor \(MonitorOpcode(rawValue: opcode).name) record"
        default:
            if record.bytes.isEmpty { return "empty record" }
            // Other framings by their name: "h4 record", …
            return "\(record.framing)".prefix { $0 != "(" } + " record"
        }
    }
}
