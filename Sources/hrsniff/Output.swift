import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writing to a file descriptor (stdout by default), in large chunks.
final class OutputStream {
    /// Written by one thread at a time, many times per line: no run-time exclusivity checks.
    @exclusivity(unchecked) private var sink: ByteSink
    private let fd: Int32
    private let flushThreshold: Int
    /// Set after a write fails (a closed pipe, a full disk): further output is dropped.
    private(set) var failed = false
    /// In memory instead of a file descriptor: one capture's output while others are read in parallel.
    private(set) var collected: [UInt8]?

    private let toTerminal: Bool

    init(fd: Int32 = STDOUT_FILENO, flushThreshold: Int = 1 << 16) {
        self.fd = fd
        toTerminal = isatty(fd) != 0
        self.flushThreshold = flushThreshold
        sink = ByteSink(capacity: flushThreshold + 4096)
    }

    /// An output that keeps what is written (see `collected`).
    convenience init(collecting: Bool) {
        self.init(fd: -1)
        collected = []
    }

    deinit { flush() }

    func write(_ text: String) {
        sink.append(text)
        if sink.count >= flushThreshold { flush() }
    }

    /// Lets a renderer append directly.
    @inline(__always) func withBuffer(_ body: (inout ByteSink) -> Void) {
        body(&sink)
        if sink.count >= flushThreshold { flush() }
    }

    func flush() {
        guard sink.count > 0 else { return }
        defer { sink.removeAll() }
        if collected != nil {
            sink.withUnsafeBytes { collected?.append(contentsOf: $0) }
            return
        }
        guard !failed else { return }
        // Output to the terminal the progress bar is on erases the bar first (it is drawn again later).
        if toTerminal { ProgressBar.active?.clear() }
        sink.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let n = Glibc.write(fd, base + offset, raw.count - offset)
                if n > 0 {
                    offset += n
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    failed = true
                    return
                }
            }
        }
    }
}

/// Writes to standard error, unbuffered.
func printError(_ message: String) {
    ProgressBar.active?.clear()
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { raw in
        if let base = raw.baseAddress { _ = Glibc.write(STDERR_FILENO, base, raw.count) }
    }
}
