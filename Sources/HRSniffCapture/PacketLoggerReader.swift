import HRSniffBytes

/// Apple PacketLogger (`.pklg`, written by iOS and macOS, and by BTstack): a sequence of records, each a 4-byte
/// length (of what follows it), a timestamp (4-byte seconds since 1970, 4-byte microseconds), a 1-byte type and
/// the data. There is no file header and no magic. Older files (BTstack, early PacketLogger) store the numbers
/// big-endian, current iOS/macOS files little-endian; the byte order is chosen per file by reading the first
/// records both ways and keeping the one under which they are all consistent.
public final class PacketLoggerReader: CaptureReader {
    public let littleEndian: Bool
    public var format: CaptureFormat { .packetLogger(littleEndian: littleEndian) }
    private let input: InputWindow
    public var bytesRead: Int64? { input.offset }
    private var frame = 0
    private var pendingConsume = 0
    private var finished = false
    private var reportedTypes: Set<UInt8> = []
    /// The first text record before any HCI packet, to compare the two clocks at the first packet.
    private var firstText: (frame: Int, time: Timestamp)?
    private var sawPacket = false
    /// Text and packets more than this apart at the start of a file disagree.
    package static let clockTolerance: Int64 = 3600 * 1_000_000
    package static let headerSize = 13
    /// Larger than any HCI packet or text record PacketLogger writes.
    package static let maximumRecord = 1 << 20

    /// The record types, as PacketLogger numbers them.
    public enum RecordType {
        public static let command: UInt8 = 0x00
        public static let event: UInt8 = 0x01
        public static let aclSent: UInt8 = 0x02
        public static let aclReceived: UInt8 = 0x03
        public static let scoSent: UInt8 = 0x08
        public static let scoReceived: UInt8 = 0x09
        public static let isoSent: UInt8 = 0x12
        public static let isoReceived: UInt8 = 0x13
        /// Text records: syslog, kernel, kernel debug, error, power, note, configuration, new controller.
        public static let text: ClosedRange<UInt8> = 0xF7 ... 0xFE
        package static let known: Set<UInt8> = [0x00, 0x01, 0x02, 0x03, 0x08, 0x09, 0x0A, 0x0B, 0x12, 0x13]
    }

    /// The byte order under which the first records of `head` are consistent, or nil when neither is.
    package static func detectByteOrder(_ head: Bytes, totalAvailable: Int) -> Bool? {
        func consistent(_ little: Bool) -> Int {
            var offset = 0
            var records = 0
            while records < 16, let length = little ? head.u32le(at: offset) : head.u32be(at: offset) {
                guard length >= 9, length <= UInt32(maximumRecord), let type = head[checked: offset + 12] else { break }
                guard RecordType.known.contains(type) || RecordType.text.contains(type) else { break }
                offset += 4 + Int(length)
                records += 1
                if offset == totalAvailable { return records + 16 }
                // A record running past what was read: the ones before it were consistent (a truncated file
                // is still a PacketLogger file), unless it is the first.
                if offset > head.count { return offset <= totalAvailable || records > 1 ? records : 0 }
            }
            return records
        }
        let little = consistent(true), big = consistent(false)
        if little == 0 && big == 0 { return nil }
        return little >= big
    }

    public init(input: InputWindow, path: String) throws(CaptureOpenError) {
        self.input = input
        _ = input.fill(64 * 1024)
        guard let little = Self.detectByteOrder(input.window, totalAvailable: input.atEnd ? input.available : Int.max)
        else { throw CaptureOpenError(.unknownFormat, path: path) }
        littleEndian = little
    }

    /// PacketLogger stamps its text records (notes written when logging starts) and the HCI packets; when the
    /// first packet is dated far from the notes before it, the two clocks disagree: said once, with both times.
    private func checkClocks(type: UInt8, time: Timestamp, diagnostics: inout [Diagnostic]) {
        guard !sawPacket else { return }
        if RecordType.text.contains(type) {
            if firstText == nil { firstText = (frame, time) }
            return
        }
        guard RecordType.known.contains(type) else { return }
        sawPacket = true
        guard let text = firstText else { return }
        let offset = time.microseconds &- text.time.microseconds
        guard offset.magnitude > UInt64(Self.clockTolerance) else { return }
        diagnostics.append(Diagnostic(
            frame: frame, .warning, .capture, "clock_mismatch",
            "the text records at the start of the file (frame \(text.frame), \(text.time.iso8601)) are dated "
                + "\(Self.span(offset.magnitude)) \(offset > 0 ? "before" : "after") the first HCI packet (frame \(frame), "
                + "\(time.iso8601)): the notes' clock and the packets' disagree, or the log began long before these packets"))
    }

    /// "4 d 5 h 44 min 42.720 s".
    package static func span(_ microseconds: UInt64) -> String {
        let seconds = microseconds / 1_000_000
        let millis = microseconds / 1000 % 1000
        var parts: [String] = []
        if seconds >= 86_400 { parts.append("\(seconds / 86_400) d") }
        if seconds >= 3600 { parts.append("\(seconds / 3600 % 24) h") }
        if seconds >= 60 { parts.append("\(seconds / 60 % 60) min") }
        let m = String(millis)
        parts.append("\(seconds % 60).\(String(repeating: "0", count: 3 - m.count))\(m) s")
        return parts.joined(separator: " ")
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        input.consume(pendingConsume)
        pendingConsume = 0
        while !finished {
            guard input.fill(4) else {
                finished = true
                if input.available > 0 {
                    diagnostics.append(Diagnostic(
                        frame: frame + 1, .warning, .capture, "truncated_file",
                        "the file ends inside the length of record \(frame + 1)"))
                }
                return nil
            }
            let window = input.window
            guard let length32 = littleEndian ? window.u32le(at: 0) : window.u32be(at: 0) else { finished = true; return nil }
            frame += 1
            let length = Int(length32)
            guard length >= 9, length <= Self.maximumRecord else {
                finished = true
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .capture, "corrupt_record",
                    "record \(frame) at byte \(input.offset) claims \(length32) bytes; the rest of the file is unreadable"))
                return nil
            }
            var available = length
            if !input.fill(4 + length) {
                available = max(0, input.available - 4)
                finished = true
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .capture, "truncated_file",
                    "the file ends inside record \(frame) (\(available) of \(length) bytes); decoding what is there"))
                guard available >= 9 else { return nil }
            }
            let record = input.window
            let seconds = (littleEndian ? record.u32le(at: 4) : record.u32be(at: 4)) ?? 0
            let micro = (littleEndian ? record.u32le(at: 8) : record.u32be(at: 8)) ?? 0
            let type = record[checked: 12] ?? 0xFF
            let body = record.slice(from: 13, count: available - 9) ?? .empty
            pendingConsume = 4 + available
            if !RecordType.known.contains(type) && !RecordType.text.contains(type) && !reportedTypes.contains(type) {
                reportedTypes.insert(type)
                diagnostics.append(Diagnostic(
                    frame: frame, .note, .capture, "unknown_record_type",
                    "PacketLogger record type 0x\(String(type, radix: 16)) is not known; records of this type are listed raw"))
            }
            let time = Timestamp(microseconds: Int64(seconds) * 1_000_000 + Int64(micro))
            checkClocks(type: type, time: time, diagnostics: &diagnostics)
            return CaptureRecord(frame: frame, time: time, framing: .packetLogger(type: type), bytes: body,
                                 originalLength: length - 9)
        }
        return nil
    }
}
