import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
import HRSniffKit
@testable import HRSniffAnalysis
@testable import hrsniff

/// A run of `analyze` or `dump` holds the output's buffer and the renderer's state outside their classes
/// (`OutputStream.holding`, `TextAnalyzeRenderer.holding`, `JSONDumpRenderer.holding`), so that an event reaches
/// them with no access checked at run time. What is written must not change: the held bytes come out in order
/// and are written out at the threshold, and the renderer's state is put back with what the run changed in it.
@Suite struct HeldRunTests {
    @Test func heldBufferWritesInOrderAndAtTheThreshold() {
        let output = OutputStream(collecting: true, flushThreshold: 16)
        output.write("head\n")
        let writtenDuringTheRun = output.holding { held in
            for i in 0 ..< 10 { held.withBuffer { $0.append("line \(i)\n") } }
            return output.collected?.count ?? 0
        }
        output.write("tail\n")
        output.flush()
        let expected = "head\n" + (0 ..< 10).map { "line \($0)\n" }.joined() + "tail\n"
        #expect(String(decoding: output.collected ?? [], as: UTF8.self) == expected)
        // Written out each time 16 bytes or more were held: the head and eight lines (61 bytes) during the run; the
        // last two lines (14 bytes) stayed held.
        #expect(writtenDuringTheRun == 61)
    }

    @Test func writesToTheStreamInsideARunComeAfterTheHeldBytes() {
        let output = OutputStream(collecting: true)
        output.write("head\n")
        output.holding { held in
            held.withBuffer { $0.append("held\n") }
            output.write("inside\n")
        }
        output.flush()
        #expect(String(decoding: output.collected ?? [], as: UTF8.self) == "head\nheld\ninside\n")
    }

    static func events(_ capture: String, describeValues: Bool) throws -> [Event] {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/\(capture)").path
        var pipeline = Pipeline(depth: .att)
        pipeline.describeValues = describeValues
        pipeline.valueFields = !describeValues
        var events: [Event] = []
        pipeline.run(try CaptureFile.open(path)) { events.append($0) }
        return events
    }

    /// The events split where half of them are rendered: the first part through a held run, the rest through
    /// the renderer itself, as if a run ended there. The renderer must go on from the state the run left.
    static func halves(_ events: [Event]) -> (ArraySlice<Event>, ArraySlice<Event>) {
        (events[..<(events.count / 2)], events[(events.count / 2)...])
    }

    @Test(arguments: ["heart-rate-strap.btsnoop", "heart-rate-strap-nrf.pcap", "gatt-procedures.btsnoop"])
    func textRunGoesOnFromTheStateItLeft(_ capture: String) throws {
        let events = try Self.events(capture, describeValues: true)
        #expect(events.count > 100)
        for summary in [false, true] {
            let whole = TextAnalyzeRenderer(foldNotifications: summary, api: nil, color: false)
            var expected = ByteSink()
            for e in events { whole.render(e, into: &expected) }
            whole.finish(into: &expected)

            let split = TextAnalyzeRenderer(foldNotifications: summary, api: nil, color: false)
            var written = ByteSink()
            let (first, rest) = Self.halves(events)
            split.holding { lines in
                for e in first { lines.render(e, into: &written) }
            }
            for e in rest { split.render(e, into: &written) }
            split.finish(into: &written)
            #expect(written.string == expected.string, "\(capture) summary \(summary)")
        }
    }

    /// A held JSON run asks its clock at its first line whether times are relative to the first record, and keeps
    /// the answer (`Lines.runTimesRelative`): with a clock from boot and with dates, its lines are those written
    /// line by line, each asking the clock.
    @Test(arguments: [true, false])
    func heldJSONRunKeepsItsClocksAnswer(relative: Bool) throws {
        let events = try Self.events("heart-rate-strap.btsnoop", describeValues: false)
        let clock = CaptureClock()
        if relative { clock.relativeOrigin = try #require(events.first).time }
        let saved = TimeText.clock
        TimeText.clock = clock
        defer { TimeText.clock = saved }
        let lineByLine = JSONDumpRenderer()
        var expected = ByteSink()
        for e in events { lineByLine.render(e, into: &expected) }
        let held = JSONDumpRenderer()
        var written = ByteSink()
        held.holding { lines in
            for e in events { lines.render(e, into: &written) }
        }
        #expect(written.string == expected.string)
        #expect(written.string.contains("\"elapsed_s\":") == relative)
        #expect(written.string.contains("\"time\":\"") == !relative)
    }

    /// An air capture: the JSON lines name directions after the central and the peripheral of the connections
    /// the renderer was told of, state a run must leave to the lines after it.
    @Test(arguments: ["heart-rate-strap-nrf.pcap", "heart-rate-strap.btsnoop"])
    func jsonRunsGoOnFromTheStateTheyLeft(_ capture: String) throws {
        let events = try Self.events(capture, describeValues: false)
        let (first, rest) = Self.halves(events)

        let dump = JSONDumpRenderer()
        var expected = ByteSink()
        for e in events { dump.render(e, into: &expected) }
        let splitDump = JSONDumpRenderer()
        var written = ByteSink()
        splitDump.holding { lines in
            for e in first { lines.render(e, into: &written) }
        }
        // `dump --json` lines show nothing of the state (JSONProcedureStateTests): what the run left is looked at.
        let kept = splitDump.withLines { $0.air }
        #expect(kept == (capture.hasSuffix(".pcap") ? [1] : []), "\(capture)")
        for e in rest { splitDump.render(e, into: &written) }
        #expect(written.string == expected.string, "dump --json \(capture)")

        let analyze = JSONAnalyzeRenderer(foldNotifications: false)
        var expectedAnalyze = ByteSink()
        for e in events { analyze.render(e, into: &expectedAnalyze) }
        let splitAnalyze = JSONAnalyzeRenderer(foldNotifications: false)
        var writtenAnalyze = ByteSink()
        splitAnalyze.holding { lines in
            for e in first { splitAnalyze.render(e, dump: &lines, into: &writtenAnalyze) }
        }
        for e in rest { splitAnalyze.render(e, into: &writtenAnalyze) }
        #expect(writtenAnalyze.string == expectedAnalyze.string, "analyze --json \(capture)")
    }
}
