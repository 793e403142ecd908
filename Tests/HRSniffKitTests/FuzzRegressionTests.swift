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
import HRSniffFuzzing

/// What the fuzz targets found (docs/robustness.md): every input libFuzzer made crash, hang or blow up is kept in
/// `Tests/Fuzz/FailCases/TARGET/` and replayed here through the same entry point, and each fix has a test of its
/// own below that builds the hostile input from the specification's fields.
@Suite struct FuzzRegressionTests {
    static let failCases = CaptureFiles.projectRoot.appendingPathComponent("Tests/Fuzz/FailCases")

    static func cases(_ target: String) -> [String] {
        let folder = failCases.appendingPathComponent(target).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { "\(target)/\($0)" }
    }

    static let all = cases("capture") + cases("hci-packet") + cases("pipeline")

    static func target(_ name: String) -> ([UInt8]) -> FuzzTargets.Outcome {
        switch name.split(separator: "/").first {
        case "capture": FuzzTargets.capture
        case "hci-packet": FuzzTargets.hciPacket
        default: FuzzTargets.pipeline
        }
    }

    @Test func failCasesArePresent() {
        // The folder is part of the project: an empty list means the replay below tests nothing.
        #expect(Self.cases("pipeline").count >= 1)
    }

    /// Every fail case runs to its end, within a second, and gets a diagnostic: each is a broken input.
    @Test(arguments: all)
    func failCaseReplays(_ name: String) throws {
        let data = CaptureFiles.read(Self.failCases.appendingPathComponent(name).path)
        #expect(!data.isEmpty)
        let started = ContinuousClock.now
        let outcome = Self.target(name)(data)
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(!outcome.opened || outcome.warnings + outcome.notes > 0, "\(outcome)")
    }

    /// The command line renders the same inputs: the renderers are outside the fuzz targets' reach.
    @Test(arguments: cases("pipeline"))
    func failCaseRenders(_ name: String) throws {
        let path = Self.failCases.appendingPathComponent(name).path
        for arguments in [["analyze"], ["analyze", "--json"], ["analyze", "--summary"], ["dump", "--json"],
                          ["export", "--csv"]] {
            let result = try HRSniffBinary.run(arguments + [path])
            #expect(result.status == 0 || result.status == 2, "\(arguments) \(name): \(result.stderr)")
        }
    }

    /// The committed seeds (one per container format, scripts/fuzz_seeds.py) are valid captures of 60 records.
    /// libFuzzer's first input is empty: a window over no bytes (capacity 0) asked for a capture header must end,
    /// not double its capacity from zero for ever.
    @Test(.timeLimit(.minutes(1))) func emptyInputEnds() {
        #expect(!FuzzTargets.capture([]).opened)
        #expect(!FuzzTargets.pipeline([]).opened)
        #expect(FuzzTargets.capture([0x62]).records == 0)
    }

    @Test func seedsAreReadable() throws {
        let folder = CaptureFiles.projectRoot.appendingPathComponent("Tests/Fuzz/Seeds/capture").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names.count == 8)
        for name in names {
            let data = CaptureFiles.read(folder + "/" + name)
            let capture = FuzzTargets.capture(data)
            #expect(capture.opened && capture.records == 60 && capture.warnings == 0, "\(name): \(capture)")
            let pipeline = FuzzTargets.pipeline(data)
            #expect(pipeline.records == 60 && pipeline.events > 60, "\(name): \(pipeline)")
        }
    }

    /// The pipeline target also runs every input through the short ways and the layers and counts where they
    /// differ (the fuzzing build traps on any): none on the seeds, the fail cases and every capture.
    @Test func shortWaysAgreeWithTheLayers() throws {
        let fuzz = CaptureFiles.projectRoot.appendingPathComponent("Tests/Fuzz").path
        var paths = CaptureFiles.all
        for folder in ["Seeds/capture", "FailCases/pipeline"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: fuzz + "/" + folder).sorted()
            paths += names.filter { !$0.hasPrefix(".") }.map { fuzz + "/" + folder + "/" + $0 }
        }
        for path in paths {
            let data = CaptureFiles.read(path)
            #expect(FuzzTargets.shortWayMismatches(data) == 0, "\(CaptureFiles.name(path))")
        }
    }

    // MARK: Fixes

    @Test func timestampDifferenceSaturates() {
        let early = Timestamp(microseconds: .min + 1), late = Timestamp(microseconds: .max - 1)
        #expect(late.microseconds(since: early) == .max)
        #expect(early.microseconds(since: late) == .min)
        #expect(Timestamp(microseconds: 5).microseconds(since: Timestamp(microseconds: 7)) == -2)
    }

    /// A connection that begins near the earliest btsnoop time stamp and ends near the latest, 2^64 µs later: an
    /// unanswered Read Request early on, then a Read Request and its response at the end. The 30-second transaction
    /// timeout compared the two requests' times and trapped on the overflow (found by fuzz-pipeline); the renderers
    /// did the same with a procedure's time since the connection began.
    static func farApartRequests() -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.time = .min + 1 // the builder adds 1000 µs per record
        b.leConnectionComplete(handle: 0x40)
        b.l2cap(cid: 4, sent: true, [0x0A, 0x03, 0x00]) // Read Request, handle 0x0003, never answered
        b.time = .max - BtsnoopReader.epochOffset - 4000
        b.l2cap(cid: 4, sent: true, [0x0A, 0x05, 0x00])
        b.l2cap(cid: 4, sent: false, [0x0B, 0x64]) // Read Response
        b.disconnectionComplete(handle: 0x40)
        return b.data
    }

    @Test func transactionTimeoutOverExtremeTimes() throws {
        let lines = try collect(Self.farApartRequests(), gatt: true)
        #expect(lines.contains("diag 3 att_transaction_timeout"), "\(lines)")
    }

    @Test func extremeTimesRender() throws {
        let path = temporaryFile(Self.farApartRequests())
        defer { unlink(path) }
        for arguments in [["analyze"], ["analyze", "--json"], ["analyze", "--summary"], ["export", "--csv"]] {
            let result = try HRSniffBinary.run(arguments + [path])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }

    /// An Intermediate Temperature whose IEEE 11073 FLOAT has the largest exponent, 127: 348 × 10^127 °C. The
    /// CSV and text renderers turned every whole-valued double into an Int and trapped (found by replaying the
    /// fuzz-pipeline corpus through the command line). The value is written in exponent form.
    @Test func hugeFloatRenders() throws {
        var data = CaptureFiles.read(CaptureFiles.projectRoot.appendingPathComponent("Captures/thermometer.btsnoop").path)
        // The first notification: opcode 0x1B, handle 0x0011, flags 0x00, FLOAT 0xFF00015C (34.8).
        let pattern: [UInt8] = [0x1B, 0x11, 0x00, 0x00, 0x5C, 0x01, 0x00, 0xFF]
        let at = try #require((0 ... data.count - pattern.count).first { Array(data[$0 ..< $0 + pattern.count]) == pattern })
        data[at + pattern.count - 1] = 0x7F
        let path = temporaryFile(data)
        defer { unlink(path) }
        let csv = try HRSniffBinary.run(["export", "--csv", path])
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout.contains(",temperature,,3.48") && csv.stdout.contains("e+129,°C"))
        for arguments in [["analyze"], ["analyze", "--summary"], ["analyze", "--json"], ["dump"]] {
            let result = try HRSniffBinary.run(arguments + [path])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
    }
}
