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
@testable import hrsniff

/// `Pipeline.foldNotifications` (what `analyze --summary` runs with) reads whole Heart Rate Measurement
/// notifications and flow-control events in place instead of making events of them. What `analyze --summary`
/// prints, as text and as JSON, and the statistics must be the same with and without it.
@Suite struct FoldTests {
    struct Run {
        var text = ""
        var json = ""
        var statistics = Pipeline.Statistics()
        /// ATT events made: fewer when notifications were folded.
        var attEvents = 0
    }

    static func summary(_ reader: any CaptureReader, fold: Bool) -> Run {
        var pipeline = Pipeline(depth: .att)
        pipeline.foldNotifications = fold
        pipeline.describeValues = false
        // Sparklines are drawn from the notification events: `analyze` does not fold when it draws them.
        let text = TextAnalyzeRenderer(foldNotifications: true, api: nil, color: false, sparklines: false)
        let json = JSONAnalyzeRenderer(foldNotifications: true)
        var textSink = ByteSink()
        var jsonSink = ByteSink()
        var run = Run()
        pipeline.run(reader) { event in
            if case .att = event.payload { run.attEvents += 1 }
            text.render(event, into: &textSink)
            json.render(event, into: &jsonSink)
        }
        text.finish(into: &textSink)
        run.text = String(decoding: textSink.bytes.array, as: UTF8.self)
        run.json = String(decoding: jsonSink.bytes.array, as: UTF8.self)
        run.statistics = pipeline.statistics
        return run
    }

    static func compare(_ open: () throws -> any CaptureReader, name: String) throws -> (folded: Int, Run) {
        let plain = summary(try open(), fold: false)
        let folded = summary(try open(), fold: true)
        #expect(folded.text == plain.text, "\(name): text summary differs")
        if folded.text != plain.text {
            try? plain.text.write(toFile: "/tmp/fold-plain.txt", atomically: true, encoding: .utf8)
            try? folded.text.write(toFile: "/tmp/fold-folded.txt", atomically: true, encoding: .utf8)
        }
        #expect(folded.json == plain.json, "\(name): JSON summary differs")
        #expect(folded.statistics == plain.statistics, "\(name): statistics differ")
        return (plain.attEvents - folded.attEvents, folded)
    }

    @Test func everyCaptureSummarisesAlikeFoldedOrNot() throws {
        var foldedSomewhere = 0
        for path in CaptureFiles.all where CaptureFiles.isReadableHCI(path) {
            let (folded, _) = try Self.compare({ try CaptureFile.open(path) }, name: CaptureFiles.name(path))
            foldedSomewhere += folded
        }
        // The bundled heart-rate straps notify whole, well-formed measurements: they must have been folded.
        #expect(foldedSomewhere > 100)
    }

    /// Every way a notification can differ from the simple case, one connection each, interleaved with folded
    /// ones: each goes through the layers and the summary still comes out the same.
    @Test func unusualNotificationsAreNotFolded() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(GATTFixture.heartRateDiscovery)
        let values = [
            "16 48 40 03", // 72 bpm, contact, one RR
            "14 00", // contact lost, 0 bpm
            "16 49 40 03 41 03", // two RR intervals
            "17 4a 00 40 03", // UINT16 heart rate
            "1e 4b 10 00 40 03", // energy expended
            "16 4c", // RR announced but none: a problem, decoded in full
            "16 4d 40", // an odd RR byte
            "06 4e 40 03", // bytes the flags do not announce
            "36 4f 40 03", // a reserved flag bit
            "", // empty
            "16 50 40 03",
        ]
        for (i, value) in values.enumerated() {
            b.att(sent: false, "1b 0e 00 " + value)
            if i == 3 {
                // A request waiting for its response: notifications in between are not folded.
                b.att(sent: true, "0a 11 00")
                b.att(sent: false, "1b 0e 00 16 51 40 03")
                b.att(sent: false, "0b 01")
            }
            if i == 5 {
                // A notification fragmented over two ACL packets, then a start fragment left incomplete.
                let pdu = CaptureBuilder.l2cap(cid: 4, bytes("1b 0e 00 16 52 40 03 41 03"))
                b.acl(handle: 0x40, pb: 0b10, sent: false, Array(pdu[0 ..< 6]))
                b.acl(handle: 0x40, pb: 0b01, sent: false, Array(pdu[6...]))
                b.acl(handle: 0x40, pb: 0b10, sent: false, Array(pdu[0 ..< 6]))
                b.att(sent: false, "1b 0e 00 16 53 40 03")
            }
            // Flow control: a well-formed Number Of Completed Packets event, and one whose lengths disagree.
            b.h4(4, sent: false, [0x13, 0x05, 0x01, 0x40, 0x00, 0x01, 0x00])
            if i == 7 { b.h4(4, sent: false, [0x13, 0x09, 0x01, 0x40, 0x00, 0x01, 0x00]) }
        }
        // A handle never discovered, and the Heart Rate Measurement sent by the captured device as a server.
        b.att(sent: false, "1b 40 00 16 48 40 03")
        b.att(sent: true, "1b 0e 00 16 48 40 03")
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: "unusual notifications")
        #expect(folded > 0)
        #expect(run.text.contains("bpm: min 72 bpm"))
        #expect(run.json.contains("\"energy_expended_kj\""), "\(run.json)")
    }

    /// The same session as Linux monitor records (btsnoop 2001): ACL and event records of their own opcodes.
    @Test func monitorFramingFoldsToo() throws {
        var b = CaptureBuilder(.btsnoopMonitor)
        b.monitor(opcode: 3, [0x3E, 0x13, 0x01, 0x00, 0x40, 0x00, 0x00, 0x01,
                              0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1, 0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00])
        func att(_ sent: Bool, _ pdu: [UInt8]) {
            let l2cap = CaptureBuilder.l2cap(cid: 4, pdu)
            b.monitor(opcode: sent ? 4 : 5, [0x40, sent ? 0x00 : 0x20] + le16(UInt16(l2cap.count)) + l2cap)
        }
        for (sent, pdu) in GATTFixture.heartRateDiscovery { att(sent, bytes(pdu)) }
        for k in 0 ..< 50 {
            att(false, [0x1B, 0x0E, 0x00, 0x16, UInt8(60 + k % 40), 0x40, 0x03])
            b.monitor(opcode: 3, [0x13, 0x05, 0x01, 0x40, 0x00, 0x01, 0x00])
        }
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: "monitor")
        #expect(folded >= 49)
        #expect(run.text.contains("50 notifications"))
    }
}

/// `dump` reads whole Heart Rate Measurement notifications in place (`ATTMessage.heartRateValue`, and for
/// `--json` `Pipeline.heartRateNotifications` on a second thread). Its output must be the layers' output, byte
/// for byte.
@Suite struct InPlaceDumpTests {
    /// The dump of `path` made the layers' way: every notification decoded by the tracker, one thread.
    static func layered(_ path: String, json: Bool) throws -> String {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.procedures = false
        pipeline.describeValues = !json
        pipeline.readsNotificationsInPlace = false
        TimeText.clock = pipeline.clock
        var sink = ByteSink()
        if json {
            let renderer = JSONDumpRenderer()
            renderer.header(path: path, format: reader.format, into: &sink)
            pipeline.run(reader) { renderer.render($0, into: &sink) }
            renderer.summary(pipeline.statistics, into: &sink)
        } else {
            let renderer = TextDumpRenderer()
            pipeline.run(reader) { renderer.render($0, into: &sink) }
        }
        return String(decoding: sink.bytes.array, as: UTF8.self)
    }

    static func inPlace(_ path: String, json: Bool) throws -> (String, attEvents: Int) {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.procedures = false
        pipeline.describeValues = !json
        TimeText.clock = pipeline.clock
        if json {
            let output = OutputStream(collecting: true)
            dumpJSONInParallel(reader, pipeline: &pipeline, path: path, output: output)
            output.flush()
            return (String(decoding: output.collected ?? [], as: UTF8.self), 0)
        }
        var sink = ByteSink()
        var attEvents = 0
        let renderer = TextDumpRenderer()
        pipeline.run(reader) { event in
            if case .att(let m) = event.payload, m.heartRateValue != nil { attEvents += 1 }
            renderer.render(event, into: &sink)
        }
        return (String(decoding: sink.bytes.array, as: UTF8.self), attEvents)
    }

    @Test func everyCaptureDumpsAlikeInPlaceOrNot() throws {
        var inPlaceNotifications = 0
        for path in CaptureFiles.all where CaptureFiles.isReadableHCI(path) {
            let name = CaptureFiles.name(path)
            #expect(try Self.inPlace(path, json: true).0 == Self.layered(path, json: true), "\(name): dump --json differs")
            let (text, count) = try Self.inPlace(path, json: false)
            #expect(text == (try Self.layered(path, json: false)), "\(name): dump differs")
            inPlaceNotifications += count
        }
        #expect(inPlaceNotifications > 100)
    }

    /// The capture of `FoldTests.unusualNotificationsAreNotFolded`, long enough to fill several batches of the
    /// second thread, with relative times (a clock that starts at 1970).
    @Test func batchesAndRelativeTimesDumpAlike() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.time = 5_000_000
        b.leConnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x41)
        b.att(GATTFixture.heartRateDiscovery)
        b.att(handle: 0x41, GATTFixture.heartRateDiscovery)
        for k in 0 ..< 20_000 {
            let handle: UInt16 = k % 3 == 0 ? 0x41 : 0x40
            switch k % 7 {
            case 0: b.att(handle: handle, sent: false, "1b 0e 00 14 00")
            case 1: b.att(handle: handle, sent: false, "1b 0e 00 16 4c")
            case 2:
                let pdu = CaptureBuilder.l2cap(cid: 4, bytes("1b 0e 00 1e 52 10 00 40 03 41 03"))
                b.acl(handle: handle, pb: 0b10, sent: false, Array(pdu[0 ..< 6]))
                b.acl(handle: handle, pb: 0b01, sent: false, Array(pdu[6...]))
            default: b.att(handle: handle, sent: false, "1b 0e 00 17 \(k % 2 == 0 ? "4a 01" : "48 00") 40 03 41 03")
            }
            if k % 5 == 0 { b.h4(4, sent: false, [0x13, 0x05, 0x01, 0x40, 0x00, 0x01, 0x00]) }
        }
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (json, _) = try Self.inPlace(path, json: true)
        #expect(json == (try Self.layered(path, json: true)))
        #expect(json.contains("\"elapsed_s\":"))
        let (text, count) = try Self.inPlace(path, json: false)
        #expect(text == (try Self.layered(path, json: false)))
        #expect(count > 10_000)
    }
}

/// The pieces the short ways are made of.
@Suite struct InPlacePiecesTests {
    /// `WellFormedHeartRate` accepts exactly the values `heartRateMeasurement` decodes without a problem, and
    /// reads the same fields: over values of up to 3 bytes with every flags byte, and 20,000 values of up to 11
    /// bytes from a fixed pseudo-random sequence.
    @Test func wellFormedHeartRateIsTheDecoderWithoutProblems() {
        var values: [[UInt8]] = [[]]
        for a in 0 ... 255 {
            values.append([UInt8(a)])
            for b in [0, 1, 72, 255] { values.append([UInt8(a), UInt8(b)]); values.append([UInt8(a), UInt8(b), 3]) }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for k in 0 ..< 20_000 {
            var value = (0 ..< Int(next() % 12)).map { _ in next() }
            // Half of them without reserved flag bits, to reach the fields behind the flags.
            if k % 2 == 0, !value.isEmpty { value[0] &= 0x1F }
            values.append(value)
        }
        var accepted = 0
        for value in values {
            value.withBytes { bytes in
                let decoded = Decoders.heartRateMeasurement(bytes, describe: false)
                let fast = Decoders.WellFormedHeartRate(bytes)
                #expect((fast != nil) == (decoded.problems.isEmpty && !value.isEmpty), "\(value)")
                guard let fast else { return }
                accepted += 1
                #expect(decoded.number("bpm") == Double(fast.bpm), "\(value)")
                #expect(decoded.number("energy_expended_kj") == fast.energy.map(Double.init), "\(value)")
                var rr: [Double] = []
                var k = fast.rrOffset
                while let raw = bytes.u16le(at: k) { rr.append(Decoders.rrMilliseconds(raw)); k += 2 }
                #expect(fast.hasRRIntervals == !rr.isEmpty, "\(value)")
                #expect(decoded.numbers("rr_intervals_ms") == rr, "\(value)")
            }
        }
        #expect(accepted > 2000)
    }

    /// The integer writer, two digits at a time, at every length and at the ends of the range.
    @Test func integersAreWrittenInDecimal() {
        var samples: [Int64] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 65535, .max, .min, .max - 1, .min + 1]
        var p: Int64 = 1
        for _ in 0 ..< 18 {
            p *= 10
            samples += [p - 1, p, p + 1, -p, -(p - 1)]
        }
        for v in samples {
            var sink = ByteSink()
            sink.appendInteger(v)
            #expect(String(decoding: sink.bytes.array, as: UTF8.self) == String(v))
        }
    }
}
