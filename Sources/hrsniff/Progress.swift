import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress bar on standard error for captures that take more than a second to read: drawn only when standard
/// error is a terminal, at most ten times a second, from the bytes read against the file's size, and cleared
/// when the capture ends (or before other output reaches the same terminal). Output on any thread may clear it:
/// its state and drawing are behind a lock.
final class ProgressBar: @unchecked Sendable {
    private static let current = Mutex<ProgressBar?>(nil)
    /// The bar being drawn, so that other output can clear it first.
    static var active: ProgressBar? {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    static let delay = 1.0
    static let interval = 0.1
    static let barWidth = 30

    let label: String
    let total: Int64
    private let start: Double
    /// When the bar was drawn last, and whether it is on the terminal now.
    private let state = Mutex((lastDraw: -Double.infinity, visible: false))
    var visible: Bool { state.withLock { $0.visible } }
    private let clock: () -> Double
    private let output: (String) -> Void
    /// Standard error's terminal width when the bar was made.
    let width: Int

    init(label: String, total: Int64, clock: @escaping () -> Double = ProgressBar.monotonicSeconds,
         output: @escaping (String) -> Void = ProgressBar.writeStandardError, width: Int = TerminalWidth.standardError()) {
        self.width = width
        self.label = label
        self.total = total
        self.clock = clock
        self.output = output
        start = clock()
    }

    /// Draws the bar for `done` bytes when a second has passed since the start and a tenth since the last drawing.
    func update(done: Int64) {
        state.withLock { s in
            let now = clock()
            guard now - start >= Self.delay, now - s.lastDraw >= Self.interval else { return }
            s.lastDraw = now
            output("\r" + Self.line(label: label, done: done, total: total, width: width) + "\u{1B}[K")
            s.visible = true
        }
    }

    /// Erases the bar (it comes back at the next update).
    func clear() {
        state.withLock { s in
            guard s.visible else { return }
            output("\r\u{1B}[K")
            s.visible = false
        }
    }

    func finish() {
        clear()
        if Self.active === self { Self.active = nil }
    }

    /// "capture.btsnoop ███████░░░░░░░  45 % (12.3 of 27.0 MB)", in fewer than `width` columns (the last column of
    /// a terminal would wrap the line and leave it in the scrollback at every redraw): the bar narrows to 10
    /// blocks, then the file name is cut from its start, then left out.
    static func line(label: String, done: Int64, total: Int64, width: Int = 80) -> String {
        let fraction = total > 0 ? min(max(Double(done) / Double(total), 0), 1) : 0
        let percent = String(Int((fraction * 100).rounded(.down)))
        let tail = " \(String(repeating: " ", count: 3 - percent.count))\(percent) % "
            + "(\(megabytes(min(max(done, 0), total))) of \(megabytes(total)) MB)"
        let available = max(width - 1, 20)
        // The name gets up to 24 columns, the bar what is left, between 10 and `barWidth`.
        let blocks = min(barWidth, max(10, available - tail.count - min(label.count, 24) - 1))
        let filled = Int((fraction * Double(blocks)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: blocks - filled)
        let room = min(24, available - blocks - tail.count - 1)
        guard room >= 4 else { return String((bar + tail).prefix(available)) }
        let name = label.count > room ? "…" + label.suffix(room - 1) : label
        return "\(name) \(bar)\(tail)"
    }

    static func megabytes(_ bytes: Int64) -> String {
        let tenths = (bytes * 10 + 500_000) / 1_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }

    static func monotonicSeconds() -> Double {
        SystemIO.monotonicSeconds()
    }

    static func writeStandardError(_ text: String) {
        SystemIO.write(STDERR_FILENO, text)
    }
}

/// A capture reader that reports its progress to a `ProgressBar`.
final class ProgressReader: CaptureReader {
    private let inner: any CaptureReader
    let bar: ProgressBar
    private var records = 0

    init(_ inner: any CaptureReader, bar: ProgressBar) {
        self.inner = inner
        self.bar = bar
    }

    var format: CaptureFormat { inner.format }
    var bytesRead: Int64? { inner.bytesRead }

    func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        guard let record = inner.next(diagnostics: &diagnostics) else {
            bar.finish()
            return nil
        }
        records += 1
        if records & 255 == 0, let done = inner.bytesRead { bar.update(done: done) }
        return record
    }

    /// Wraps `reader` when standard error is a terminal and `path` is a regular file with a size.
    static func wrap(_ reader: any CaptureReader, path: String) -> any CaptureReader {
        guard path != "-", isatty(STDERR_FILENO) != 0, reader.bytesRead != nil else { return reader }
        guard let size = SystemIO.regularFileSize(atPath: path), size > 0 else { return reader }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let bar = ProgressBar(label: name, total: Int64(clamping: size))
        ProgressBar.active?.finish()
        ProgressBar.active = bar
        return ProgressReader(reader, bar: bar)
    }
}

/// What to do about a capture that cannot be opened, for the second line of the error message.
func remedy(_ error: CaptureOpenError) -> String {
    switch error.code {
    case .cannotOpen:
        return "check the path, and that you may read the file"
    case .empty:
        return "the log holds no packet: on Android, switch on \"Enable Bluetooth HCI snoop log\" in the developer "
            + "options, switch Bluetooth off and on, reproduce the problem, then take the log again"
    case .unknownFormat:
        return "give hrsniff the HCI log itself (btsnoop_hci.log, a btmon capture, a pcap/pcapng of a Bluetooth "
            + "interface or of an air sniffer, a PacketLogger .pklg) or the Android bug report .zip that holds it"
    case .unsupportedBtsnoopVersion, .unsupportedDatalink:
        return "take the log again with the phone's HCI snoop log or btmon, which write btsnoop version 1 with an "
            + "HCI datalink"
    case .unsupportedLinkType:
        return "capture the host's HCI traffic (Wireshark on the Bluetooth interface, btmon, or the phone's HCI "
            + "snoop log), or LE radio packets from an nRF Sniffer or Ubertooth (DLT 251, 256, 272)"
    case .pcap:
        return "the file may be damaged or cut short; if Wireshark opens it, save it again as pcapng"
    case .unsupportedBtsnoozVersion, .btsnoozTooShort:
        return "the bug report's BTSNOOP_LOG_SUMMARY is damaged or of a newer kind; switch on \"Enable Bluetooth "
            + "HCI snoop log\" in the developer options and take the full btsnoop_hci.log instead"
    case .notABugReport:
        return "give hrsniff the bug report .zip the phone made (Developer options → Take bug report), or the HCI "
            + "log itself (btsnoop_hci.log, a btmon capture, a pcap/pcapng, a PacketLogger .pklg)"
    case .noCaptureInBugReport:
        return "switch on \"Enable Bluetooth HCI snoop log\" in the developer options, switch Bluetooth off and on, "
            + "reproduce the problem, then take the bug report again"
    }
}
