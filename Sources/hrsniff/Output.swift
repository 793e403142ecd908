import HRSniffKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered writing to a file descriptor (stdout by default), in large chunks.
final class OutputStream {
    private var buffer: [UInt8] = []
    private let fd: Int32
    private let flushThreshold: Int
    /// Set after a write fails (a closed pipe, a full disk): further output is dropped.
    private(set) var failed = false

    init(fd: Int32 = STDOUT_FILENO, flushThreshold: Int = 1 << 16) {
        self.fd = fd
        self.flushThreshold = flushThreshold
        buffer.reserveCapacity(flushThreshold + 4096)
    }

    deinit { flush() }

    @inline(__always) func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold { flush() }
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold { flush() }
    }

    /// Lets a renderer append directly.
    @inline(__always) func withBuffer(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= flushThreshold { flush() }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        guard !failed else { return }
        buffer.withUnsafeBytes { raw in
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
    var text = message
    if !text.hasSuffix("\n") { text += "\n" }
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { raw in
        if let base = raw.baseAddress { _ = Glibc.write(STDERR_FILENO, base, raw.count) }
    }
}
