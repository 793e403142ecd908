import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffLive
@testable import hrsniff

#if canImport(Glibc)
import Glibc
#endif

/// The live session: the monitor read on a thread of its own, the -w file written there, the story handed over.
@Suite(.serialized) struct LiveSessionTests {
    /// 100,000 records while the story takes nothing for 5 s (standard output not read): the reader keeps the
    /// kernel's queue empty and the -w file holds every record while the story still stalls; the kernel drops
    /// nothing; the story then gets every record.
    @Test func storyStalledFiveSecondsLosesNothing() throws {
        let fake = FakeMonitor()
        fake.announce(0)
        let stop = LiveStop()
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: fake.sys, stop: stop)
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        let session = LiveSession(capture, recorder: try CaptureRecorder(path: path, force: true))
        session.start()
        let total = 100_000 + 2
        let sent = DispatchSemaphore(value: 0)
        Thread {
            for n in 0 ..< total - 2 { fake.command(n) }
            sent.signal()
        }.start()
        var diagnostics: [Diagnostic] = []
        #expect(session.next(diagnostics: &diagnostics) != nil)
        // The story takes nothing for 5 s, and until every record was sent (a loaded machine sends slower).
        let stallEnds = monotonicSeconds() + 5
        #expect(sent.wait(timeout: .now() + 120) == .success, "the sender did not finish while the story stalled")
        var saved = 0
        let deadline = max(stallEnds, monotonicSeconds() + 30)
        while monotonicSeconds() < deadline {
            saved = BtsnoopParts(path: path).records.count
            if saved == total { break }
            usleep(500_000)
        }
        #expect(saved == total, "the -w file held \(saved) of \(total) records while the story stalled")
        #expect(fake.drops.with { $0 } == 0)
        while monotonicSeconds() < stallEnds { usleep(50_000) }
        stop.request()
        var count = 1
        var last = 1
        while let record = session.next(diagnostics: &diagnostics) {
            count += 1
            #expect(record.frame == last + 1)
            last = record.frame
        }
        #expect(count == total)
        #expect(diagnostics.isEmpty)
        #expect(session.kernelDrops == 0)
        #expect(session.skippedFromStory == 0)
        #expect(session.records == total)
        let parts = BtsnoopParts(path: path)
        #expect(parts.records.count == total)
        // Every record's cumulative drops field (bytes 12-15 of the btsnoop record header) is 0.
        #expect(parts.records.allSatisfy { $0[12 ..< 16] == [0, 0, 0, 0] })
    }

    /// The same stall when the story reads the source itself (as before the reader thread): the kernel's queue
    /// fills and records are lost, from the file too. The drops are counted and told: a warning in the story,
    /// the btsnoop records' cumulative drops field, the capture's total.
    @Test func withoutTheReaderThreadAStalledStoryLosesRecordsAndSaysSo() throws {
        let fake = FakeMonitor(patience: 0.5)
        fake.announce(0)
        let stop = LiveStop()
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: fake.sys, stop: stop)
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        let recorder = try CaptureRecorder(path: path, force: true)
        capture.recorder = recorder
        let total = 3000
        let sent = DispatchSemaphore(value: 0)
        Thread {
            for n in 0 ..< total { fake.command(n) }
            sent.signal()
        }.start()
        var diagnostics: [Diagnostic] = []
        #expect(capture.next(diagnostics: &diagnostics) != nil)
        // The story (here also the reader) stalls until the sender is done.
        #expect(sent.wait(timeout: .now() + 30) == .success)
        stop.request()
        var count = 1
        while capture.next(diagnostics: &diagnostics) != nil { count += 1 }
        recorder.finish()
        let dropped = fake.drops.with { $0 }
        #expect(dropped > 0)
        #expect(count == total + 2 - Int(dropped))
        #expect(capture.kernelDrops == dropped)
        let warnings = diagnostics.filter { $0.code == "monitor_records_dropped" }
        #expect(warnings.count >= 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.message.contains("the kernel dropped \(dropped) monitor records by the time frame") == true)
        #expect(warnings.first?.message.hasSuffix("they are in neither the story nor the file") == true)
        let parts = BtsnoopParts(path: path)
        #expect(parts.records.count == count)
        let lastDrops = parts.records.last.map { Array($0[12 ..< 16]) }
        #expect(lastDrops == [UInt8(dropped >> 24), UInt8(dropped >> 16 & 0xFF), UInt8(dropped >> 8 & 0xFF), UInt8(dropped & 0xFF)])
        #expect(parts.records.first.map { Array($0[12 ..< 16]) } == [0, 0, 0, 0])
    }

    /// SIGINT (as `hrsniff live` handles it) while the monitor is read and the story is not taken: the reader
    /// ends at the stop and completes the file by itself; the story then gets every record and ends.
    @Test func sigintWithTheMonitorSource() throws {
        let fake = FakeMonitor()
        fake.announce(0)
        let stop = LiveStop()
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: fake.sys, stop: stop)
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        let session = LiveSession(capture, recorder: try CaptureRecorder(path: path, force: true))
        Live.installSignalHandlers(stop)
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
        }
        session.start()
        let total = 1000 + 2
        for n in 0 ..< total - 2 { fake.command(n) }
        let deadline = monotonicSeconds() + 20
        while BtsnoopParts(path: path).records.count < total && monotonicSeconds() < deadline { usleep(20_000) }
        #expect(!session.readerEnded)
        kill(getpid(), SIGINT)
        while !session.readerEnded && monotonicSeconds() < deadline { usleep(20_000) }
        #expect(session.readerEnded, "the reader did not end at SIGINT")
        // The file is complete before the story took a record.
        let parts = BtsnoopParts(path: path)
        #expect(parts.records.count == total)
        #expect(CaptureFiles.read(path).count == 16 + parts.records.reduce(0) { $0 + $1.count })
        var pipeline = Pipeline()
        var commands = 0
        pipeline.run(session) { e in if case .command = e.payload { commands += 1 } }
        #expect(commands == total - 2)
        #expect(pipeline.statistics.records == total)
        #expect(session.kernelDrops == 0)
        #expect(session.error == nil)
    }

    /// When the story falls further behind than the queue holds, the monitor is still read and every record
    /// written; the story leaves the overflow out and says which frames.
    @Test func aStoryFurtherBehindThanTheQueueLeavesRecordsOutAndSaysSo() throws {
        let fake = FakeMonitor()
        fake.announce(0)
        let stop = LiveStop()
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: fake.sys, stop: stop)
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        var limits = LiveSession.Limits()
        limits.records = 100
        let session = LiveSession(capture, recorder: try CaptureRecorder(path: path, force: true), limits: limits)
        session.start()
        let total = 500 + 2
        for n in 0 ..< total - 2 { fake.command(n) }
        let deadline = monotonicSeconds() + 20
        while BtsnoopParts(path: path).records.count < total && monotonicSeconds() < deadline { usleep(20_000) }
        // One more record after the overflow, once the story took some: the gap is told before it.
        var diagnostics: [Diagnostic] = []
        var frames: [Int] = []
        for _ in 0 ..< 100 { if let r = session.next(diagnostics: &diagnostics) { frames.append(r.frame) } }
        fake.command(9999)
        stop.request()
        while let r = session.next(diagnostics: &diagnostics) { frames.append(r.frame) }
        #expect(BtsnoopParts(path: path).records.count == total + 1)
        #expect(frames == Array(1 ... 100) + [total + 1])
        #expect(session.skippedFromStory == total - 100)
        #expect(diagnostics.map(\.code) == ["live_story_behind"])
        #expect(diagnostics.first?.message == "frames 101–\(total) are not in the story: its output fell too far behind "
            + "the capture, and reading the source went on; the -w file has them")
    }

    /// A stream source (here TCP) loses nothing: its reader waits for the story instead, and the sender waits.
    @Test func aStreamSourceWaitsForTheStory() throws {
        let server = try #require(LoopbackServer())
        let data = CaptureFiles.read(LiveTCPTests.strap)
        server.serve([{ writeAll($0, data) }])
        let stop = LiveStop()
        let capture = try LiveCapture(.tcp(host: "127.0.0.1", port: server.port), stop: stop)
        var limits = LiveSession.Limits()
        limits.records = 10
        let session = LiveSession(capture, recorder: nil, limits: limits)
        session.start()
        usleep(200_000)
        #expect(pipelineEvents(session) == (try pipelineEvents(file: LiveTCPTests.strap)))
        #expect(session.skippedFromStory == 0)
        #expect(session.error?.code == .peerGone(peer: "127.0.0.1:\(server.port)"))
    }
}

/// `hrsniff live` and its -w file when the story's output is not read.
@Suite(.serialized) struct LiveOutputStallTests {
    /// Standard output is never read: the -w file still gets every record as it arrives, and SIGINT ends the
    /// capture with a complete file and the totals (on standard error, since standard output takes nothing).
    @Test func sigintEndsACaptureWhoseOutputIsNotRead() throws {
        let server = try #require(LoopbackServer())
        let parts = BtsnoopParts(path: LiveTCPTests.strap)
        let copies = 20
        let records = Array(repeating: parts.records, count: copies).flatMap { $0 }
        server.serve([{ fd in
            writeAll(fd, parts.header)
            for record in records { guard writeAll(fd, record) else { return } }
            // The stream stays open: the capture ends only at the signal.
            usleep(60_000_000)
        }])
        let saved = temporaryFile([], suffix: ".btsnoop")
        unlink(saved)
        defer { unlink(saved) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HRSniffBinary.path)
        process.arguments = ["live", "--dump", "--json", "--tcp", "127.0.0.1:\(server.port)", "-w", saved]
        let output = Pipe()
        let errorPath = temporaryFile([], suffix: ".err")
        defer { unlink(errorPath) }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = monotonicSeconds() + 30
        var kept = 0
        while monotonicSeconds() < deadline {
            kept = BtsnoopParts(path: saved).records.count
            if kept == records.count { break }
            usleep(100_000)
        }
        #expect(kept == records.count, "the -w file held \(kept) of \(records.count) records while standard output was not read")
        let signalled = monotonicSeconds()
        kill(process.processIdentifier, SIGINT)
        while process.isRunning && monotonicSeconds() < signalled + 15 { usleep(50_000) }
        let ended = !process.isRunning
        #expect(ended, "SIGINT did not end a capture whose output is not read")
        if !ended { process.terminate() }
        process.waitUntilExit()
        let stderr = String(decoding: CaptureFiles.read(errorPath), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stderr.contains("standard output still took nothing 2 s after the stop; the story is cut short."), "\(stderr)")
        #expect(stderr.contains("\(records.count) records saved to \(saved)"), "\(stderr)")
        #expect(CaptureFiles.read(saved) == parts.header + records.flatMap { $0 })
    }

    /// A capture that cannot start leaves an existing -w file as it was, even with --force: the source is opened
    /// before the file.
    @Test func aFailedStartKeepsAnExistingFile() throws {
        let before: [UInt8] = Array("an earlier capture the user keeps".utf8)
        let path = temporaryFile(before, suffix: ".btsnoop")
        defer { unlink(path) }
        // A port that was just free: nothing listens there.
        let server = try #require(LoopbackServer())
        let port = server.port
        server.shutDown()
        let result = try HRSniffBinary.run(["live", "--force", "-w", path, "--tcp", "127.0.0.1:\(port)"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot connect to 127.0.0.1:\(port)"))
        #expect(CaptureFiles.read(path) == before)
        // The monitor, where this machine has no Bluetooth in its kernel.
        let probe = socket(31, Int32(SOCK_RAW.rawValue), 1)
        if probe >= 0 { close(probe) }
        if probe < 0 {
            let monitor = try HRSniffBinary.run(["live", "--force", "-w", path])
            #expect(monitor.status == 2)
            #expect(monitor.stderr.contains("cannot open the Bluetooth monitor"))
            #expect(CaptureFiles.read(path) == before)
        }
    }
}
