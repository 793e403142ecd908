import Foundation
import Testing
import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis
@testable import hrsniff

/// `analyze` writes procedure lines and scan lines from their parts (straight into the output when nothing holds
/// them back, else into its held text); with `straightLines` off it makes them as Strings from
/// `ProcedureText.describe` and `ScanText`, as before. Both must give the same bytes, with colour and app API calls
/// too (colour without a width layout is what `live` draws on a terminal).
@Suite struct StraightLineTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Between them, every kind of procedure line written from its parts (`isWrittenStraight`): notifications,
    /// indications, writes of each mode but signed, reads, read multiple, MTU exchanges, subscriptions, errors,
    /// service changed; a subscription whose response the capture lost (the link-layer capture); values truncated
    /// by the capture (the bug report); and scans started and stopped, with their advertisers and services.
    static let captures = ["heart-rate-strap.btsnoop", "gatt-procedures.btsnoop", "blood-pressure.btsnoop",
                           "glucose.btsnoop", "hrm-app-ios.pklg", "fitness-machine.btsnoop", "scale-framed.btsnoop",
                           "heart-rate-strap-ll.pcap", "heart-rate-strap-bugreport.zip"]

    private func render(_ name: String, color: Bool, api: AppAPI?, straight: Bool, heldTextLimit: Int? = nil,
                        compactions: ((Int) -> Void)? = nil) throws -> String {
        let reader = try CaptureFile.open(Self.root + "/Captures/" + name)
        var pipeline = Pipeline(depth: .att)
        // As `analyze` runs: notified values that write their fields are left to the renderer, which writes their
        // summaries from their bytes (`DecodedProcedure.decodesLater`).
        pipeline.valueFields = false
        pipeline.demand.remove(.decodedValues)
        TimeText.clock = pipeline.clock
        let renderer = TextAnalyzeRenderer(foldNotifications: false, api: api, color: color)
        renderer.straightLines = straight
        if let heldTextLimit {
            renderer.heldTextLimit = heldTextLimit
            renderer.heldTextRatio = 1
        }
        var sink = ByteSink(capacity: 1 << 16)
        pipeline.run(reader) { renderer.render($0, into: &sink) }
        renderer.finish(into: &sink)
        compactions?(renderer.compactions)
        return sink.string
    }

    @Test(arguments: captures)
    func straightLinesEqualHeldLines(_ name: String) throws {
        for color in [false, true] {
            for api in [nil, AppAPI.ios, AppAPI.android] {
                let straight = try render(name, color: color, api: api, straight: true)
                let held = try render(name, color: color, api: api, straight: false)
                #expect(straight == held, "\(name), colour \(color), api \(String(describing: api))")
                #expect(straight.contains("\u{1B}[2m") == color)
            }
        }
    }

    /// Held lines are ranges of one byte buffer, which drops what no held line names once it outgrows them: with
    /// no limit it does so after every drain that leaves lines held, and the story is the same.
    @Test(arguments: ["coospo-h6.btsnoop", "hrm-app-android.btsnoop", "scale-framed.btsnoop"])
    func droppingWrittenHeldTextKeepsTheStory(_ name: String) throws {
        var compactions = 0
        let compacted = try render(name, color: false, api: nil, straight: true, heldTextLimit: 0) { compactions = $0 }
        #expect(compactions > 0)
        #expect(compacted == (try render(name, color: false, api: nil, straight: true)))
    }

    /// The held path is not the straight one in disguise: with colour, a line's lead is dimmed and an error is red.
    @Test func colourReachesProcedureLines() throws {
        let notified = try render("heart-rate-strap.btsnoop", color: true, api: nil, straight: true)
        #expect(notified.split(separator: "\n").contains {
            $0.hasPrefix("  \u{1B}[2m ") && $0.contains(" s ") && $0.contains("\u{1B}[0m  notification ")
        })
        let failed = try render("gatt-procedures.btsnoop", color: true, api: nil, straight: true)
        #expect(failed.split(separator: "\n").contains { $0.contains("\u{1B}[0m  \u{1B}[31mRead Request ") })
    }
}
