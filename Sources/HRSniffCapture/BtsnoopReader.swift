import HRSniffBytes

/// A source of capture records. Records borrow the reader's memory: each is valid until the next call.
public protocol CaptureReader: AnyObject {
    var format: CaptureFormat { get }
    /// The next record, or nil at the end of the capture. Problems met on the way are appended to `diagnostics`.
    func next(diagnostics: inout [Diagnostic]) -> CaptureRecord?
    /// `next`, into `record`: false at the end of the capture (`record` then holds no record). A loop over a
    /// capture keeps one record value instead of unwrapping an optional one per record.
    func next(into record: inout CaptureRecord, diagnostics: inout [Diagnostic]) -> Bool
    /// Bytes of the input read so far (for a progress bar), or nil when the reader cannot tell.
    var bytesRead: Int64? { get }
}

extension CaptureReader {
    public var bytesRead: Int64? { nil }

    public func next(into record: inout CaptureRecord, diagnostics: inout [Diagnostic]) -> Bool {
        guard let next = next(diagnostics: &diagnostics) else { return false }
        record = next
        return true
    }
}

/// btsnoop version 1 (RFC 1761 layout, big-endian): a 16-byte file header, then records of
/// original length, included length, flags, cumulative drops (4 bytes each) and a 64-bit timestamp in
/// microseconds since 0000-01-01, followed by the included bytes.
public final class BtsnoopReader: CaptureReader {
    public static let magic: [UInt8] = Array("btsnoop\0".utf8)
    /// Microseconds from 0000-01-01 to 1970-01-01 in btsnoop's calendar.
    public static let epochOffset: Int64 = 0x00DC_DDB3_0F2F_8000
    package static let recordHeaderSize = 24
    /// Larger than any HCI or monitor packet; a record claiming more means the file is corrupt from there on.
    public static let maximumRecordSize = 1 << 20

    public let datalink: UInt32
    public var format: CaptureFormat { .btsnoop(datalink: datalink) }
    private let input: InputWindow
    public var bytesRead: Int64? { input.offset }
    private var frame = 0
    private var pendingConsume = 0
    private var finished = false

    /// `input` must be positioned at the start of the file.
    public init(input: InputWindow, path: String) throws(CaptureOpenError) {
        self.input = input
        guard input.fill(16), let header = input.window.slice(from: 0, count: 16) else {
            throw CaptureOpenError(input.available == 0 ? .empty : .unknownFormat, path: path)
        }
        guard Self.hasMagic(header) else {
            throw CaptureOpenError(.unknownFormat, path: path)
        }
        let version = header.u32be(at: 8) ?? 0
        guard version == 1 else { throw CaptureOpenError(.unsupportedBtsnoopVersion(version), path: path) }
        let datalink = header.u32be(at: 12) ?? 0
        guard [1001, 1002, 2001].contains(datalink) else {
            throw CaptureOpenError(.unsupportedDatalink(datalink), path: path)
        }
        self.datalink = datalink
        input.consume(16)
    }

    package static func hasMagic(_ header: Bytes) -> Bool {
        for (i, b) in magic.enumerated() where header[checked: i] != b { return false }
        return true
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        var record = CaptureRecord(frame: 0, time: Timestamp(microseconds: 0), framing: .h4(direction: .unknown),
                                   bytes: .empty, originalLength: 0)
        return next(into: &record, diagnostics: &diagnostics) ? record : nil
    }

    public func next(into record: inout CaptureRecord, diagnostics: inout [Diagnostic]) -> Bool {
        input.consume(pendingConsume)
        pendingConsume = 0
        if finished {
            record.bytes = .empty
            return false
        }
        // The last record lets go of the window before a refill, so that refilling it does not copy it; otherwise
        // its bytes move to the next record in place (`InputWindow.slice`).
        if input.available < Self.recordHeaderSize { record.bytes = .empty }
        if !input.fill(Self.recordHeaderSize) {
            finished = true
            if input.available > 0 {
                diagnostics.append(Diagnostic(
                    frame: frame + 1, .warning, .capture, "truncated_file",
                    "the file ends inside the header of record \(frame + 1) (\(input.available) of 24 bytes)"))
            }
            reportReadError(&diagnostics)
            return false
        }
        guard let (original, included, flags, rawTime) = input.recordHeader(at: 0) else {
            finished = true
            record.bytes = .empty
            return false
        }
        frame += 1
        let includedLength = Int(included)
        guard includedLength <= Self.maximumRecordSize else {
            finished = true
            record.bytes = .empty
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .capture, "corrupt_record",
                "record \(frame) at byte \(input.offset) claims \(included) bytes; the rest of the file is unreadable"))
            return false
        }
        var available = includedLength
        if input.available < Self.recordHeaderSize + includedLength { record.bytes = .empty }
        if !input.fill(Self.recordHeaderSize + includedLength) {
            available = max(0, input.available - Self.recordHeaderSize)
            finished = true
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .capture, "truncated_file",
                "the file ends inside record \(frame) (\(available) of \(includedLength) bytes); decoding what is there"))
            reportReadError(&diagnostics)
        }
        guard input.slice(&record.bytes, at: Self.recordHeaderSize, count: available) else {
            finished = true
            record.bytes = .empty
            return false
        }
        pendingConsume = Self.recordHeaderSize + available
        // Timestamps are unsigned on paper, but files from broken loggers hold anything: never trap.
        let (sinceEpoch, overflow) = Int64(bitPattern: rawTime).subtractingReportingOverflow(Self.epochOffset)
        let time = Timestamp(microseconds: overflow ? 0 : sinceEpoch)
        let framing: Framing
        switch datalink {
        case 1001: framing = .h1(flags: flags)
        case 2001: framing = .monitor(adapter: UInt16(truncatingIfNeeded: flags >> 16), opcode: UInt16(truncatingIfNeeded: flags))
        default: framing = .h4(direction: flags & 1 == 0 ? .sent : .received)
        }
        // Field by field: the bytes are in place already.
        record.frame = frame
        record.time = time
        record.framing = framing
        record.originalLength = max(Int(original), available)
        return true
    }

    private func reportReadError(_ diagnostics: inout [Diagnostic]) {
        if let e = input.readError {
            diagnostics.append(Diagnostic(
                frame: nil, .warning, .capture, "read_error", "reading stopped: \(SystemIO.errorText(e))"))
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
