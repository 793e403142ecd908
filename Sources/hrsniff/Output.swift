import ArgumentParser
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
    /// The errno of the failed write.
    private(set) var error: Int32?
    /// Whether a failed write ends the process at once (`StandardOutput.failed`): standard output of every
    /// command but `live`, which ends its capture and completes its file first.
    private let exitsOnError: Bool
    /// In memory instead of a file descriptor: one capture's output while others are read in parallel.
    private(set) var collected: [UInt8]?

    private let toTerminal: Bool
    /// Asked when a blocked write is interrupted by a signal: true gives the output up (it counts as failed), so
    /// that a stopped live capture is not held by an output nobody reads.
    var givesUpWhenInterrupted: (() -> Bool)?

    init(fd: Int32 = STDOUT_FILENO, flushThreshold: Int = 1 << 16, exitsOnError: Bool? = nil) {
        self.fd = fd
        self.exitsOnError = exitsOnError ?? (fd == STDOUT_FILENO)
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
                    if givesUpWhenInterrupted?() == true {
                        failed = true
                        return
                    }
                    continue
                } else {
                    failed = true
                    error = n < 0 ? errno : ENOSPC
                    return
                }
            }
        }
        if exitsOnError, let error { StandardOutput.failed(error) }
    }
}

/// What a failed write to standard output means.
enum StandardOutput {
    /// A closed pipe (`| head -1`): the reader has what it wanted, and the command ends quietly with status 0, as
    /// grep does. Any other error (ENOSPC, EIO; /dev/full) is a failure: a one-line message and status 74
    /// (EX_IOERR).
    static func failed(_ error: Int32) -> Never {
        if error == EPIPE { exit(0) }
        printError("hrsniff: standard output: writing failed (\(String(cString: strerror(error))))")
        exit(74)
    }

    /// Ends a command whose standard output failed with `error` (nil: it did not) as `failed` does, but by
    /// throwing status 74, after the command has completed what it must (a live recording).
    static func check(_ error: Int32?) throws {
        guard let error else { return }
        if error == EPIPE { exit(0) }
        printError("hrsniff: standard output: writing failed (\(String(cString: strerror(error))))")
        throw ExitCode(74)
    }
}

/// Writes to standard error, unbuffered.
func printError(_ message: String) {
    ProgressBar.active?.clear()
    // Messages may quote the capture's strings (and file names may hold anything): each line is escaped.
    var text = message.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalText.escape(String($0))
    }.joined(separator: "\n")
    if !text.hasSuffix("\n") { text += "\n" }
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { raw in
        if let base = raw.baseAddress { _ = Glibc.write(STDERR_FILENO, base, raw.count) }
    }
}
