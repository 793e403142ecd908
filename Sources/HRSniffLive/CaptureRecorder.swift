import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis

/// Saves the records of a live capture as btsnoop, one write per record, in a file created with mode 0600 that
/// replaces no existing file unless `force` is given, and is never a symbolic link (`OutputFile`, `.direct`).
/// The datalink is that of the source: 2001 for the Linux monitor (and other sources of monitor records or
/// PacketLogger notes), 1002 (H4) otherwise. Write errors are kept: after the first, nothing more is written.
public final class CaptureRecorder {
    public let path: String
    private let output: CaptureFileOutput
    private var encoder: BtsnoopEncoder?
    private var sink = ByteSink(capacity: 1 << 12)
    public private(set) var written = 0
    /// Records the datalink cannot hold (a monitor record after a reconnection to an H4 stream).
    public private(set) var skipped = 0
    /// The source's records lost before the next record (the kernel's monitor drops), written in each record's
    /// cumulative drops field.
    public var cumulativeDrops: UInt32 = 0

    public init(path: String, force: Bool = false) throws(OutputFileError) {
        self.path = path
        output = try CaptureFileOutput(path: path, force: force, mode: .direct)
    }

    public var datalink: UInt32? { encoder?.datalink }

    /// The btsnoop datalink that holds the records of a source of this format.
    public static func datalink(for format: CaptureFormat) -> UInt32 {
        switch format {
        case .btsnoop(let d): d == 2001 ? 2001 : 1002
        case .pcap(let l), .pcapng(let l): l == PcapReader.dltLinuxMonitor ? 2001 : 1002
        case .packetLogger: 2001
        // Bug reports and btsnooz summaries hold H4 packets.
        default: 1002
        }
    }

    /// Writes the file header for records of `format`; later calls do nothing.
    public func begin(_ format: CaptureFormat) {
        guard encoder == nil else { return }
        let encoder = BtsnoopEncoder(datalink: Self.datalink(for: format))
        self.encoder = encoder
        output.write(encoder.header)
    }

    /// Appends one record and hands it to the system at once.
    public func write(_ record: CaptureRecord) {
        if encoder == nil { begin(.btsnoop(datalink: 1002)) }
        guard let encoder else { return }
        sink.removeAll()
        if encoder.append(record, to: &sink, cumulativeDrops: cumulativeDrops) {
            if output.write(sink) { written += 1 }
        } else {
            skipped += 1
        }
    }

    /// Completes the file: a header even when no record came, and the data on the disk.
    public func finish() {
        if encoder == nil { begin(.btsnoop(datalink: 1002)) }
        output.synchronize()
    }

    public var failed: Bool { output.writeError != nil }
    public var errorDescription: String? { output.errorDescription }
}
