import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffAnalysis
@testable import hrsniff

/// `analyze --json` writes a procedure's line with what the renderer keeps from line to line, in one value
/// (`JSONDumpRenderer.Lines`): the day's text, the air connections, the attribute objects written last and the
/// field writer's storage. None of it may show in a line: each line must be the one a renderer that kept nothing
/// writes, given the connections it was told of, with its time written whole.
@Suite struct JSONProcedureStateTests {
    static func events(_ capture: String) throws -> [Event] {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/\(capture)").path
        var pipeline = Pipeline(depth: .att)
        // As `analyze --json` runs it: notified values written by the field writer (`decodesLater`).
        pipeline.describeValues = false
        pipeline.valueFields = true
        pipeline.demand.remove(.decodedValues)
        var events: [Event] = []
        pipeline.run(try CaptureFile.open(path)) { events.append($0) }
        return events
    }

    static func line(_ renderer: JSONAnalyzeRenderer, _ event: Event) -> String {
        var sink = ByteSink(capacity: 512)
        renderer.render(event, into: &sink)
        return sink.string
    }

    /// An air capture's connection (directions named after the central and the peripheral) and then a capture of
    /// several connections one after another, in one renderer; the procedures' times moved by whole days so that
    /// consecutive lines change day. Each procedure's line is the one a new renderer writes for it after only the
    /// events before it that are not procedures (which tell it the connections and which are on the air).
    @Test func keptStateWritesWhatAFreshRendererWrites() throws {
        let saved = TimeText.clock
        TimeText.clock = nil
        defer { TimeText.clock = saved }
        var events = try Self.events("heart-rate-strap-nrf.pcap") + Self.events("heart-rate-strap-reconnect.btsnoop")
        var procedures = 0
        for i in events.indices {
            guard case .gatt(var p) = events[i].payload else { continue }
            let days = Int64(procedures % 3) * 86_400_000_000
            p.procedure.time = Timestamp(microseconds: p.time.microseconds + days)
            events[i].payload = .gatt(p)
            procedures += 1
        }
        #expect(procedures > 200)

        let kept = JSONAnalyzeRenderer(foldNotifications: false)
        var others: [Event] = []
        var compared = 0
        var directions: Set<String> = []
        var fieldsWritten = 0
        var daysSeen: Set<Substring> = []
        for (i, event) in events.enumerated() {
            let written = Self.line(kept, event)
            guard case .gatt(let p) = event.payload else {
                others.append(event)
                continue
            }
            // Every procedure of the air capture, then every third (each comparison replays what came before).
            guard i < 1200 || i % 3 == 0 else { continue }
            let fresh = JSONAnalyzeRenderer(foldNotifications: false)
            for e in others { _ = Self.line(fresh, e) }
            #expect(written == Self.line(fresh, event), "event \(i)")
            // The replay warmed the new renderer's day too: the time is held to the ISO 8601 form written whole.
            #expect(written.contains("\"time\":\"\(p.time.iso8601)\""), "event \(i)")
            compared += 1
            if let d = written.range(of: "\"direction\":\"") {
                directions.insert(String(written[d.upperBound...].prefix { $0 != "\"" }))
            }
            if written.contains("\"procedure\":\"notification\""), written.contains("\"decoded\":{\"") { fieldsWritten += 1 }
            if let t = written.range(of: "\"time\":\"") { daysSeen.insert(written[t.upperBound...].prefix(10)) }
        }
        #expect(compared > 100)
        // Both captures' directions, values written by the field writer, lines of more than one day.
        #expect(directions.isSuperset(of: ["central", "peripheral", "sent", "received"]), "\(directions)")
        #expect(fieldsWritten > 50)
        #expect(daysSeen.count >= 3)
    }
}
