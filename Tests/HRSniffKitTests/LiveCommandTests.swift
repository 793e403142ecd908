import Foundation
import Testing
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
@testable import HRSniffLive
@testable import HRSniffReport

#if canImport(Glibc)
import Glibc
#endif

/// `hrsniff live` as users run it: output, -w, signals, errors and exit status.
@Suite(.serialized) struct LiveCommandTests {
    static let strap = LiveTCPTests.strap

    /// A running `hrsniff live`, its standard output read line by line.
    final class Running {
        let process = Process()
        let output: LineReader
        let errorPath = temporaryFile([], suffix: ".err")
        private let pipe = Pipe()

        init(_ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: HRSniffBinary.path)
            process.arguments = ["live"] + arguments
            process.standardOutput = pipe
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
            process.standardInput = FileHandle.nullDevice
            output = LineReader(fd: pipe.fileHandleForReading.fileDescriptor)
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
            unlink(errorPath)
        }

        /// Lines until one satisfies `until` (included), or nil after `timeout` seconds.
        func lines(until: (String) -> Bool, timeout: Double = 20) -> [String]? {
            var lines: [String] = []
            while let line = output.line(timeout: timeout) {
                lines.append(line)
                if until(line) { return lines }
            }
            return nil
        }

        func rest() -> [String] {
            var lines: [String] = []
            while let line = output.line(timeout: 20) { lines.append(line) }
            return lines
        }

        func finish() -> (status: Int32, stderr: String) {
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: CaptureFiles.read(errorPath), as: UTF8.self))
        }
    }

    /// `live -` gives what `analyze` and `dump` give for the same bytes, on every bundled capture.
    @Test(arguments: CaptureFiles.bundled.filter { CaptureFiles.isReadableHCI($0) })
    func standardInputEqualsAnalyze(_ path: String) throws {
        let data = Data(CaptureFiles.read(path))
        for (live, file) in [(["live", "--json", "-"], ["analyze", "--json", path]),
                             (["live", "--dump", "--json", "-"], ["dump", "--json", path])] {
            let a = try HRSniffBinary.run(live, stdin: data)
            let b = try HRSniffBinary.run(file)
            #expect(a.status == 0)
            let liveLines = a.stdout.split(separator: "\n")
            let fileLines = b.stdout.split(separator: "\n")
            #expect(liveLines.count == fileLines.count)
            // Notes that name the input (a bug report's entry) say "-" for standard input.
            #expect(Array(liveLines.dropFirst()) == fileLines.dropFirst().map { Substring($0.replacingOccurrences(of: path, with: "-")) },
                    "\(CaptureFiles.name(path)) \(live)")
            #expect(liveLines.first?.contains(#""file":"-""#) == true)
        }
        // Text: the same story between the first line and the totals.
        let a = try HRSniffBinary.run(["live", "-"], stdin: data)
        let b = try HRSniffBinary.run(["analyze", path])
        #expect(Array(a.stdout.split(separator: "\n").dropFirst())
            == b.stdout.split(separator: "\n").dropFirst().map { Substring($0.replacingOccurrences(of: path, with: "-")) })
    }

    /// SIGINT in the middle of a TCP stream: the -w file holds every record received before it, the summary is
    /// printed, and the exit status is 0.
    @Test func sigintMidStreamKeepsEveryRecord() throws {
        let server = try #require(LoopbackServer())
        let data = CaptureFiles.read(Self.strap)
        let parts = BtsnoopParts(data)
        let slow = DispatchSemaphore(value: 0)
        server.serve([{ fd in
            writeAll(fd, parts.header)
            for (i, record) in parts.records.enumerated() {
                guard writeAll(fd, record) else { return }
                // After record 150 the server slows down, so the signal lands mid-stream.
                if i >= 150 { _ = slow.wait(timeout: .now() + 0.05) }
            }
        }])
        let saved = temporaryFile([], suffix: ".btsnoop")
        unlink(saved)
        defer { unlink(saved) }
        let live = try Running(["--dump", "--json", "--tcp", "127.0.0.1:\(server.port)", "-w", saved])
        let before = try #require(live.lines { $0.contains(#""frame":160,"#) })
        kill(live.process.processIdentifier, SIGINT)
        let after = live.rest()
        let (status, stderr) = live.finish()
        #expect(status == 0, "\(stderr)")
        #expect(after.last?.hasPrefix(#"{"type":"summary","schema_version":1,"records":"#) == true)
        #expect(stderr.contains("records saved to \(saved)"))
        // Mode 0600.
        var info = stat()
        #expect(stat(saved, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        // The file is a complete btsnoop prefix of what the server sent: every record seen before the signal.
        let written = CaptureFiles.read(saved)
        let kept = BtsnoopParts(written).records.count
        #expect(kept >= 160)
        #expect(kept < parts.records.count)
        #expect(written == parts.bytes(0 ..< kept))
        let frames = (before + after).compactMap { line -> Int? in
            guard let r = line.range(of: #""frame":"#) else { return nil }
            return Int(line[r.upperBound...].prefix { $0.isNumber })
        }
        #expect(frames.max() ?? 0 <= kept)
        #expect(try HRSniffBinary.run(["dump", saved]).status == 0)
    }

    /// SIGTERM ends a capture that waits on standard input for more.
    @Test func sigtermEndsAWaitingCapture() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HRSniffBinary.path)
        process.arguments = ["live", "--json", "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let parts = BtsnoopParts(path: Self.strap)
        input.fileHandleForWriting.write(Data(parts.bytes(0 ..< 100)))
        let reader = LineReader(fd: output.fileHandleForReading.fileDescriptor)
        let first100 = temporaryFile(parts.bytes(0 ..< 100), suffix: ".btsnoop")
        defer { unlink(first100) }
        let expected = try HRSniffBinary.run(["analyze", "--json", first100]).stdout.split(separator: "\n").dropFirst()
        var lines: [String] = []
        while let line = reader.line(timeout: 20) {
            lines.append(line)
            if line.contains(#""frame":100,"#) { break }
        }
        kill(process.processIdentifier, SIGTERM)
        while let line = reader.line(timeout: 20) { lines.append(line) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // The same as analyze of those 100 records: the open connection is summed up, the totals printed.
        #expect(Array(lines.dropFirst()) == expected.map(String.init))
        #expect(lines.last?.hasPrefix(#"{"type":"summary","schema_version":1,"records":100,"#) == true)
    }

    /// End-to-end latency: from a record leaving the server to its line on hrsniff's standard output.
    @Test func outputLatency() throws {
        let server = try #require(LoopbackServer())
        let parts = BtsnoopParts(path: Self.strap)
        let count = 60
        let sentAt = Shared<[Double]>([])
        let shown = DispatchSemaphore(value: 0)
        server.serve([{ fd in
            writeAll(fd, parts.header)
            for record in parts.records.prefix(count) {
                sentAt.with { $0.append(monotonicSeconds()) }
                writeAll(fd, record)
                _ = shown.wait(timeout: .now() + 2)
            }
            _ = shown.wait(timeout: .now() + 2)
        }])
        let live = try Running(["--dump", "--json", "--tcp", "127.0.0.1:\(server.port)"])
        var latencies: [Double] = []
        var seen = 0
        while seen < count, let line = live.output.line(timeout: 20) {
            guard let r = line.range(of: #""frame":"#), let frame = Int(line[r.upperBound...].prefix { $0.isNumber }),
                  frame > seen else { continue }
            seen = frame
            latencies.append(monotonicSeconds() - sentAt.with { $0.count >= frame ? $0[frame - 1] : 0 })
            shown.signal()
        }
        kill(live.process.processIdentifier, SIGINT)
        _ = live.rest()
        _ = live.finish()
        latencies.sort()
        #expect(latencies.count >= count - 2)
        let median = latencies[latencies.count / 2] * 1000
        let p95 = latencies[latencies.count * 95 / 100] * 1000
        print("hrsniff live end-to-end latency over \(latencies.count) records: median \(median) ms, p95 \(p95) ms, max \((latencies.last ?? 0) * 1000) ms")
        #expect(median < 50)
    }

    @Test func tcpPeerGoneIsStatusTwo() throws {
        let server = try #require(LoopbackServer())
        let data = CaptureFiles.read(Self.strap)
        server.serve([{ writeAll($0, data) }, { writeAll($0, data) }])
        let result = try HRSniffBinary.run(["live", "--summary", "--tcp", "127.0.0.1:\(server.port)"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("127.0.0.1:\(server.port) closed the connection; add --reconnect"))
        // The story is complete all the same, and the same as analyze's.
        #expect(result.stdout.hasSuffix("322 records, 1 connection, 204 ATT PDUs, 0 warnings\n"))
        let analyze = try HRSniffBinary.run(["analyze", "--summary", Self.strap])
        #expect(Array(result.stdout.split(separator: "\n").dropFirst()) == Array(analyze.stdout.split(separator: "\n").dropFirst()))
        let json = try HRSniffBinary.run(["live", "--json", "--tcp", "127.0.0.1:\(server.port)"])
        let analyzeJSON = try HRSniffBinary.run(["analyze", "--json", Self.strap])
        #expect(json.status == 2)
        #expect(json.stdout.split(separator: "\n").first == #"{"type":"capture","schema_version":1,"file":"tcp:127.0.0.1:\#(server.port)","format":"btsnoop","datalink":1002}"#)
        #expect(Array(json.stdout.split(separator: "\n").dropFirst()) == Array(analyzeJSON.stdout.split(separator: "\n").dropFirst()))
    }

    @Test func followedFileWithFilters() throws {
        let path = temporaryFile(CaptureFiles.read(Self.strap), suffix: ".btsnoop")
        defer { unlink(path) }
        let live = try Running(["--json", "--follow", path, "--uuid", "2a37", "--peer", "f1:2c:33:7f:3a:01"])
        // The unsubscription from Heart Rate Measurement, near the end of the file.
        let lines = try #require(live.lines { $0.contains(#""procedure":"unsubscribe""#) })
        kill(live.process.processIdentifier, SIGINT)
        let rest = live.rest()
        #expect(live.finish().status == 0)
        let procedures = (lines + rest).filter { $0.contains(#""type":"procedure""#) }
        let all = try HRSniffBinary.run(["analyze", "--json", Self.strap]).stdout.split(separator: "\n")
            .filter { $0.contains(#""type":"procedure""#) }
        #expect(procedures.count == 123) // descriptor discovery, subscription, 120 notifications, unsubscription
        #expect(procedures == all.filter { $0.contains(#""uuid":"2A37""#) }.map(String.init))
        #expect(procedures.count < all.count)
    }

    /// The machine's own monitor socket: without Bluetooth in the kernel, a clear message and status 2.
    @Test func monitorWithoutBluetooth() throws {
        let probe = socket(31, Int32(SOCK_RAW.rawValue), 1)
        let probeErrno = errno
        if probe >= 0 { close(probe) }
        guard probe < 0, probeErrno == EAFNOSUPPORT else { return }
        let result = try HRSniffBinary.run(["live"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("hrsniff: cannot open the Bluetooth monitor: this kernel has no Bluetooth support"))
        #expect(result.stdout.isEmpty)
    }

    @Test func wrongArguments() throws {
        for arguments in [["live", "capture.btsnoop"], ["live", "--tcp", "localhost"], ["live", "-i", "usb0"],
                          ["live", "--reconnect"], ["live", "--tcp", "a:1", "--follow", "f"], ["live", "--peer", " ", "-"],
                          ["live", "--dump", "--summary", "-"], ["live", "--layer", "hci", "-"], ["live", "--uuid", "zz", "-"],
                          ["live", "--filter", "bpm >", "-"], ["live", "--to", "noon", "-"]] {
            let result = try HRSniffBinary.run(arguments)
            #expect(result.status == 64, "\(arguments)")
        }
        // The source opens first (here a capture on standard input), then the -w file, which cannot be created.
        let missing = try HRSniffBinary.run(["live", "-w", "/nonexistent-folder/x.btsnoop", "-"],
                                            stdin: Data(CaptureFiles.read(Self.strap)))
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot create"))
        #expect(missing.stdout.isEmpty)
    }

    /// A write error on -w is reported and makes the status 2; the capture itself goes on to its end. The
    /// error comes from a file size limit (EFBIG), with SIGXFSZ ignored as a full disk would give ENOSPC.
    @Test func writeErrorIsReported() throws {
        let saved = temporaryFile([], suffix: ".btsnoop")
        unlink(saved)
        defer { unlink(saved) }
        let input = temporaryFile(CaptureFiles.read(Self.strap), suffix: ".btsnoop")
        defer { unlink(input) }
        let script = "trap '' XFSZ; ulimit -f 4; exec \"$0\" live --summary -w \"$1\" - < \"$2\""
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, HRSniffBinary.path, saved, input]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stderr.contains("\(saved): writing failed (File too large)"), "\(stderr)")
        #expect(stdout.hasSuffix("322 records, 1 connection, 204 ATT PDUs, 0 warnings\n"))
        // What was written before the error is a readable capture.
        let written = CaptureFiles.read(saved)
        #expect(written.count <= 4096)
        let kept = BtsnoopParts(written).records.count
        #expect(kept > 0)
        #expect(stderr.contains("the file holds the \(kept) records written before"))
    }
}
