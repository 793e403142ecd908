import Foundation
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP
@testable import HRSniffATT
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis

#if canImport(Glibc)
import Glibc
#endif

/// The raw parts of a btsnoop file: its 16-byte header and each complete record with its 24-byte header.
struct BtsnoopParts {
    var header: [UInt8]
    var records: [[UInt8]]

    init(_ data: [UInt8]) {
        header = Array(data.prefix(16))
        records = []
        var offset = 16
        while offset + 24 <= data.count {
            let included = Int(data[offset + 4]) << 24 | Int(data[offset + 5]) << 16 | Int(data[offset + 6]) << 8
                | Int(data[offset + 7])
            // A record cut short at the end of the data is left out.
            guard offset + 24 + included <= data.count else { break }
            records.append(Array(data[offset ..< offset + 24 + included]))
            offset += 24 + included
        }
    }

    init(path: String) { self.init(CaptureFiles.read(path)) }

    func bytes(_ range: Range<Int>, header withHeader: Bool = true) -> [UInt8] {
        (withHeader ? header : []) + records[range].flatMap { $0 }
    }

    /// A btsnoop 2001 record as the monitor socket delivers it: opcode, index, length (little-endian), payload.
    static func monitorFrame(_ record: [UInt8]) -> (frame: [UInt8], time: Timestamp) {
        let flags = UInt32(record[8]) << 24 | UInt32(record[9]) << 16 | UInt32(record[10]) << 8 | UInt32(record[11])
        var raw: UInt64 = 0
        for b in record[16 ..< 24] { raw = raw << 8 | UInt64(b) }
        let payload = Array(record[24...])
        let frame = le16(UInt16(flags & 0xFFFF)) + le16(UInt16(flags >> 16)) + le16(UInt16(payload.count)) + payload
        return (frame, Timestamp(microseconds: Int64(bitPattern: raw) - BtsnoopReader.epochOffset))
    }
}

/// Every event of a reader through the analyze pipeline, as comparable lines with frame and time.
func pipelineEvents(_ reader: any CaptureReader, depth: DecodeDepth = .att) -> [String] {
    var pipeline = Pipeline(depth: depth)
    var lines: [String] = []
    pipeline.run(reader) { e in lines.append("\(e.frame) \(e.time.microseconds) \(summarize(e))") }
    return lines
}

func pipelineEvents(file path: String) throws -> [String] {
    pipelineEvents(try CaptureFile.open(path))
}

/// Reads several captures one after the other as one, numbering records on (what a live capture does when a
/// followed file is replaced).
final class ConcatenatedReader: CaptureReader {
    private var readers: [any CaptureReader]
    private var offset = 0
    private var last = 0
    init(_ paths: [String]) throws { readers = try paths.map { try CaptureFile.open($0) } }
    var format: CaptureFormat { readers.first?.format ?? .btsnoop(datalink: 1002) }
    func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        while let reader = readers.first {
            if var record = reader.next(diagnostics: &diagnostics) {
                record.frame += offset
                last = record.frame
                return record
            }
            readers.removeFirst()
            offset = last
        }
        return nil
    }
}

/// Passes records through and runs an action when the count reaches a number (stop the capture, let a writer go on).
final class CountingReader: CaptureReader {
    let inner: any CaptureReader
    var actions: [Int: () -> Void]
    private(set) var count = 0
    init(_ inner: any CaptureReader, actions: [Int: () -> Void]) {
        self.inner = inner
        self.actions = actions
    }
    var format: CaptureFormat { inner.format }
    func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        guard let record = inner.next(diagnostics: &diagnostics) else { return nil }
        count += 1
        actions[count]?()
        return record
    }
}

/// Values shared with a writer thread.
final class Shared<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func with<R>(_ body: (inout T) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// Writes all of `bytes` to a descriptor (send with MSG_NOSIGNAL for sockets, so a closed peer is an error).
@discardableResult
func writeAll(_ fd: Int32, _ bytes: [UInt8], socket: Bool = true) -> Bool {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count, let base = raw.baseAddress {
            let n = socket ? send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                : write(fd, base + offset, raw.count - offset)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            offset += n
        }
        return true
    }
}

/// A TCP server on 127.0.0.1 with a port of the system's choosing; each accepted connection is handed to the next
/// handler on a thread of its own.
final class LoopbackServer: @unchecked Sendable {
    private(set) var fd: Int32
    let port: UInt16

    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard bound == 0, named == 0, listen(fd, 4) == 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { shutDown() }

    /// Stops listening (once).
    func shutDown() {
        if fd >= 0 { close(fd) }
        fd = -1
    }

    /// Accepts `handlers.count` connections one after the other, each served to its end and closed.
    func serve(_ handlers: [@Sendable (Int32) -> Void]) {
        let listener = fd
        Thread {
            for handler in handlers {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                handler(connection)
                close(connection)
            }
        }.start()
    }
}

/// Reads lines from a descriptor with a deadline (a live process's standard output).
final class LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    init(fd: Int32) { self.fd = fd }

    /// The next line, or nil at the end or when `timeout` seconds pass.
    func line(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeFirst(newline + 1)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { return nil }
            buffer += chunk[..<n]
        }
    }
}

func monotonicSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
