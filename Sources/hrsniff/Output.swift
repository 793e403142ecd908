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
    private var sink: ByteSink
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
    convenience init(collecting: Bool, flushThreshold: Int = 1 << 16) {
        self.init(fd: -1, flushThreshold: flushThreshold)
        collected = []
    }

    deinit { flush() }

    func write(_ text: String) {
        sink.append(text)
        if sink.count >= flushThreshold { flush() }
    }

    /// Lets a renderer append directly.
    @inline(__always) func withBuffer(_ body: (inout ByteSink) -> Void) {
        // One access to the buffer (each is checked for exclusivity at run time), the threshold looked at inside it.
        if Self.append(to: &sink, body, threshold: flushThreshold) { flush() }
    }

    /// Runs `body` on `sink`; true when the sink then holds `threshold` bytes or more.
    @inline(__always) private static func append(
        to sink: inout ByteSink, _ body: (inout ByteSink) -> Void, threshold: Int
    ) -> Bool {
        body(&sink)
        return sink.count >= threshold
    }

    /// A run of appends, one per event, to the buffer moved out of the stream for the whole run (`holding`): a
    /// renderer appends to it with no access to the stream's stored buffer, each of which is checked for
    /// exclusivity at run time, and the stream writes it out whenever it holds `flushThreshold` bytes.
    struct Held: ~Copyable {
        fileprivate var sink: ByteSink
        fileprivate let output: OutputStream

        /// `OutputStream.withBuffer`, on the held buffer.
        @inline(__always) mutating func withBuffer(_ body: (inout ByteSink) -> Void) {
            body(&sink)
            if sink.count >= output.flushThreshold { output.drain(&sink) }
        }
    }

    /// Runs `body` with the stream's buffer held outside it (`Held`), then puts it back, what it holds still to be
    /// written. Nothing else should write to the stream inside `body`: what it writes is kept, but after every held
    /// byte, out of order with what the run appended after it (and a `flush` inside would write it first).
    func holding<R>(_ body: (inout Held) -> R) -> R {
        var held = Held(sink: ByteSink(capacity: 64), output: self)
        swap(&held.sink, &sink)
        let result = body(&held)
        // Written to the stream inside `body` after all, against the rule: kept after the held bytes, not lost.
        if sink.count > 0 { sink.withSpan { held.sink.append($0) } }
        swap(&held.sink, &sink)
        return result
    }

    func flush() {
        drain(&sink)
    }

    /// Writes `sink` (the stream's buffer or the held one) out and empties it.
    private func drain(_ sink: inout ByteSink) {
        guard sink.count > 0 else { return }
        defer { sink.removeAll() }
        if var kept = collected {
            collected = nil
            sink.copy(appendingTo: &kept)
            collected = kept
            return
        }
        guard !failed else { return }
        // Output to the terminal the progress bar is on erases the bar first (it is drawn again later).
        if toTerminal { ProgressBar.active?.clear() }
        if let e = SystemIO.write(fd, sink, givesUpWhenInterrupted: givesUpWhenInterrupted) {
            failed = true
            // Given up after an interruption (see `givesUpWhenInterrupted`): not an error of the output.
            if e != EINTR { error = e }
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
        printError("hrsniff: standard output: writing failed (\(SystemIO.errorText(error)))")
        exit(74)
    }

    /// Ends a command whose standard output failed with `error` (nil: it did not) as `failed` does, but by
    /// throwing status 74, after the command has completed what it must (a live recording).
    static func check(_ error: Int32?) throws {
        guard let error else { return }
        if error == EPIPE { exit(0) }
        printError("hrsniff: standard output: writing failed (\(SystemIO.errorText(error)))")
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
    SystemIO.write(STDERR_FILENO, text)
}
