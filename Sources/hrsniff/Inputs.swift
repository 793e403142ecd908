import ArgumentParser
import Dispatch
import Foundation
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

/// `--merge` and `--jobs`, for the commands that read several captures.
struct CaptureSetOptions: ParsableArguments {
    @Flag(help: "Merge the captures in time order into one (a log rotated into btsnoop_hci.log.last and btsnoop_hci.log).")
    var merge = false

    @Option(help: ArgumentHelp("Captures read at once when there are several (default: the number of cores).",
                               valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    var jobCount: Int { jobs ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}

/// The captures named on the command line: files as given, and for a directory the files in it (not in its
/// subdirectories), sorted by name, hidden ones left out.
struct CaptureInputs {
    struct Item {
        var path: String
        /// Found in a directory: a file that is not a capture is skipped with a note instead of an error.
        var fromDirectory: Bool
    }

    var items: [Item] = []
    /// Notes about directory entries left out (subdirectories), and directories without a file in them.
    var notes: [String] = []
    /// 2 when an argument gave nothing to read (an empty directory): the others are still read, and the command
    /// ends with this status.
    var status: Int32 = 0
    /// More than one argument, or a directory: each capture is read on its own and its output names it.
    private var several = false

    init(_ arguments: [String]) {
        several = arguments.count > 1
        for argument in arguments {
            guard argument != "-", Self.isDirectory(argument) else {
                items.append(Item(path: argument, fromDirectory: false))
                continue
            }
            several = true
            let base = argument.hasSuffix("/") ? argument : argument + "/"
            let names = Self.entries(argument)
            if names.isEmpty {
                notes.append("hrsniff: no captures found in \(argument)")
                status = 2
            }
            for name in names {
                let path = base + name
                if Self.isDirectory(path) {
                    notes.append("hrsniff: \(path): skipped, a directory (directories are not read recursively)")
                } else {
                    items.append(Item(path: path, fromDirectory: true))
                }
            }
        }
    }

    /// Several captures (or a directory): each is analyzed on its own and its output names it.
    var isSet: Bool { several || items.count != 1 || items.first?.fromDirectory == true }

    static func isDirectory(_ path: String) -> Bool {
        SystemIO.isDirectory(path)
    }

    static func entries(_ directory: String) -> [String] {
        let names = SystemIO.directoryEntries(directory) ?? []
        // By bytes, so that the order does not depend on the locale.
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Opens every item as one merged capture named "A + B + …", or exits with status 2.
    func openMerged() throws -> (reader: any CaptureReader, name: String) {
        var readers: [(name: String, reader: any CaptureReader)] = []
        for item in items {
            do {
                readers.append((item.path, try CaptureFile.open(item.path)))
            } catch {
                if item.fromDirectory {
                    printError("hrsniff: \(item.path): skipped, \(Self.reason(error))")
                    continue
                }
                printError("hrsniff: \(error)")
                throw ExitCode(2)
            }
        }
        guard !readers.isEmpty else {
            printError("hrsniff: no capture to merge")
            throw ExitCode(2)
        }
        do {
            return (try MergedCaptureReader(readers), readers.map(\.name).joined(separator: " + "))
        } catch {
            printError("hrsniff: \(error)")
            throw ExitCode(2)
        }
    }

    /// Why a capture of a directory is skipped, without the path the message starts with.
    static func reason(_ error: CaptureOpenError) -> String {
        let text = "\(error)"
        let prefix = error.path + ": "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}

/// What one capture of a set produced: its output, its messages for standard error, and its exit status.
struct CaptureResult: Sendable {
    var output: [UInt8] = []
    var messages: [String] = []
    var status: Int32 = 0
}

/// Runs `work` for captures 0..<count on `jobs` threads and hands the results to `write` in order, so that the
/// output is the same whatever the number of jobs. At most 2 × `jobs` results exist at once (finished or being
/// made): a capture is started only when the one 2 × `jobs` places before it has been written.
func forEachCapture(count: Int, jobs: Int, work: @escaping @Sendable (Int) -> CaptureResult,
                    write: (CaptureResult) -> Void) {
    guard jobs > 1, count > 1 else {
        for i in 0 ..< count { write(work(i)) }
        return
    }
    let results = ResultSlots(count: count)
    // Created empty and filled: libdispatch traps when a semaphore is freed below the value it was created with,
    // and workers that found no capture left keep the slot they took.
    let window = DispatchSemaphore(value: 0)
    for _ in 0 ..< 2 * jobs { window.signal() }
    let nextIndex = Mutex(0)
    for _ in 0 ..< min(jobs, count) {
        Thread.detachNewThread {
            while true {
                window.wait()
                let k = nextIndex.withLock { n in
                    defer { n += 1 }
                    return n
                }
                guard k < count else { return }
                results.put(k, work(k))
            }
        }
    }
    for i in 0 ..< count {
        write(results.take(i))
        window.signal()
    }
}

/// Finished results by capture, each with a semaphore its writer waits on.
final class ResultSlots: Sendable {
    private let slots: Mutex<[Int: CaptureResult]> = Mutex([:])
    private let ready: [DispatchSemaphore]

    init(count: Int) {
        ready = (0 ..< count).map { _ in DispatchSemaphore(value: 0) }
    }

    func put(_ i: Int, _ result: CaptureResult) {
        slots.withLock { $0[i] = result }
        ready[i].signal()
    }

    func take(_ i: Int) -> CaptureResult {
        ready[i].wait()
        return slots.withLock { $0.removeValue(forKey: i) } ?? CaptureResult()
    }
}

/// Writes the results of a capture set: output to standard output, messages to standard error; returns the
/// highest exit status.
final class CaptureSetWriter {
    private let output: OutputStream
    private(set) var status: Int32 = 0
    private var first = true
    /// A blank line between the texts of two captures.
    let separate: Bool

    init(separate: Bool, output: OutputStream = OutputStream()) {
        self.separate = separate
        self.output = output
    }

    func write(_ result: CaptureResult) {
        if !result.output.isEmpty {
            if separate && !first { output.write("\n") }
            first = false
            output.withBuffer { $0.append(result.output) }
        }
        if !result.messages.isEmpty {
            output.flush()
            for m in result.messages { printError(m) }
        }
        status = max(status, result.status)
    }

    func finish() { output.flush() }
}

/// NDJSON of one capture of a set: `"file":"PATH"` after the `type` and `schema_version` of every object that has
/// no `file` yet.
func withFileField(_ ndjson: [UInt8], file: String) -> [UInt8] {
    var sink = ByteSink(capacity: 64)
    JSON.appendString(file, &sink)
    let field = Array(",\"file\":".utf8) + sink.bytes.array
    let typePrefix = Array("{\"type\":\"".utf8)
    let filePrefix = Array(",\"file\":".utf8)
    let versionPrefix = Array(",\"schema_version\":".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(ndjson.count + ndjson.count / 8)
    var lineStart = 0
    while lineStart < ndjson.count {
        var lineEnd = lineStart
        while lineEnd < ndjson.count && ndjson[lineEnd] != 0x0A { lineEnd += 1 }
        let line = ndjson[lineStart ..< lineEnd]
        if line.starts(with: typePrefix) {
            // The type's closing quote: type names hold no quotes or escapes.
            var close = lineStart + typePrefix.count
            while close < lineEnd && ndjson[close] != UInt8(ascii: "\"") { close += 1 }
            var insertAt = min(close + 1, lineEnd)
            // Past the schema version's digits.
            if ndjson[insertAt ..< lineEnd].starts(with: versionPrefix) {
                insertAt += versionPrefix.count
                while insertAt < lineEnd && ndjson[insertAt] >= UInt8(ascii: "0") && ndjson[insertAt] <= UInt8(ascii: "9") {
                    insertAt += 1
                }
            }
            out += ndjson[lineStart ..< insertAt]
            if !ndjson[insertAt ..< lineEnd].starts(with: filePrefix) { out += field }
            out += ndjson[insertAt ..< lineEnd]
        } else {
            out += line
        }
        if lineEnd < ndjson.count { out.append(0x0A) }
        lineStart = lineEnd + 1
    }
    return out
}
