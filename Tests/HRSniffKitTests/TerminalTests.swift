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
@testable import HRSniffReport
@testable import hrsniff

/// The terminal finish: sparklines, the progress bar, error messages, help examples, and the generated man page
/// and completions.
@Suite struct TerminalTests {
    static var root: String { CaptureFiles.projectRoot.path }

    @Test func sparklineSpansTheBlocksAndHasAFixedWidth() {
        var s = SeriesSampler()
        for v in 0 ..< 8 { s.add(x: Double(v), y: Double(v)) }
        #expect(s.sparkline(width: 8) == "▁▂▃▄▅▆▇█")
        // Fewer points than columns: each point fills its share of the width.
        #expect(s.sparkline(width: 16) == "▁▁▂▂▃▃▄▄▅▅▆▆▇▇██")
        var long = SeriesSampler()
        for v in 0 ..< 400 { long.add(x: Double(v), y: Double(v % 100)) }
        #expect(long.sparkline(width: 40).count == 40)
        var flat = SeriesSampler()
        for _ in 0 ..< 5 { flat.add(x: 0, y: 72) }
        #expect(flat.sparkline(width: 5) == "▄▄▄▄▄")
        #expect(SeriesSampler().sparkline(width: 40) == "")
    }

    /// A 1-point battery drop is not drawn full height: small ranges are pinned to a tenth of the values'
    /// magnitude, centred on them; a large range still spans the blocks.
    @Test func sparklinePinsSmallRanges() {
        var battery = SeriesSampler()
        for v in [87.0, 86, 86] { battery.add(x: 0, y: v) }
        let line = battery.sparkline(width: 3)
        #expect(!line.contains("█") && !line.contains("▁"), "\(line)")
        #expect(line == "▄▄▄" || line == "▅▄▄", "\(line)")
        var drop = SeriesSampler()
        for v in [100.0, 50] { drop.add(x: 0, y: v) }
        #expect(drop.sparkline(width: 2) == "█▁")
        var bpm = SeriesSampler()
        for v in [69.0, 94] { bpm.add(x: 0, y: v) }
        #expect(bpm.sparkline(width: 2) == "▁█")
    }

    /// The summary of `analyze` on a terminal: a sparkline under each series, of the values the statistics count.
    @Test func analyzeSummaryHasSparklinesOnATerminal() throws {
        let text = try render(sparklines: true)
        let lines = text.split(separator: "\n").map(String.init)
        let bpm = try #require(lines.firstIndex { $0.hasPrefix("      bpm: min 69 bpm") })
        let line = lines[bpm + 1]
        #expect(line.hasPrefix("        "))
        let blocks = line.dropFirst(8)
        #expect(blocks.count == TextAnalyzeRenderer.sparklineWidth)
        #expect(blocks.allSatisfy { "▁▂▃▄▅▆▇█".contains($0) })
        // The heart rate rises to its maximum (94 bpm) in the middle of the session and falls again.
        #expect(blocks.first == "▁" && blocks.contains("█") && blocks.last != "█")
        // Every series with two values or more gets one, and nothing else changes.
        let plain = try render(sparklines: false)
        let withoutSparklines = lines.filter { !$0.contains("▁") && !$0.contains("█") && !$0.contains("▄") }
        #expect(withoutSparklines == plain.split(separator: "\n").map(String.init))
        #expect(lines.count - withoutSparklines.count == 4) // battery level, bpm, RR intervals, energy expended
    }

    private func render(sparklines: Bool) throws -> String {
        let reader = try CaptureFile.open(Self.root + "/Captures/heart-rate-strap.btsnoop")
        var pipeline = Pipeline(depth: .att)
        let renderer = TextAnalyzeRenderer(foldNotifications: true, api: nil, color: false, sparklines: sparklines)
        var sink = ByteSink(capacity: 1 << 16)
        pipeline.run(reader) { renderer.render($0, into: &sink) }
        renderer.finish(into: &sink)
        return sink.string
    }

    /// Through a pseudo-terminal (script(1)), `analyze` draws sparklines; through a pipe it does not.
    @Test(.enabled(if: available("script"), "script(1) is not installed"))
    func sparklinesOnlyOnATerminal() throws {
        let command = "'\(HRSniffBinary.path)' analyze --summary '\(Self.root)/Captures/heart-rate-strap.btsnoop'"
        let terminal = try #require(run("script", ["-qec", command, "/dev/null"]))
        #expect(terminal.contains("▁"))
        let piped = try HRSniffBinary.run(["analyze", "--summary", Self.root + "/Captures/heart-rate-strap.btsnoop"])
        #expect(!piped.stdout.contains("▁") && !piped.stdout.contains("\u{1B}["))
    }

    @Test func progressBarWaitsASecondThenDrawsTenTimesASecondAtMost() {
        var now = 100.0
        var written: [String] = []
        let bar = ProgressBar(label: "big.btsnoop", total: 20_000_000, clock: { now }, output: { written.append($0) })
        bar.update(done: 1_000_000)
        now += 0.9
        bar.update(done: 2_000_000)
        #expect(written.isEmpty)
        now += 0.1
        bar.update(done: 5_000_000)
        #expect(written == ["\rbig.btsnoop ███████░░░░░░░░░░░░░░░░░░░░░░░  25 % (5.0 of 20.0 MB)\u{1B}[K"])
        now += 0.06
        bar.update(done: 6_000_000)
        #expect(written.count == 1)
        now += 0.05
        bar.update(done: 20_000_000)
        #expect(written.last == "\rbig.btsnoop ██████████████████████████████ 100 % (20.0 of 20.0 MB)\u{1B}[K")
        bar.finish()
        #expect(written.last == "\r\u{1B}[K" && !bar.visible)
        bar.clear()
        #expect(written.count == 3)
    }

    @Test func progressLineFitsAndNeverOverflows() {
        let line = ProgressBar.line(label: String(repeating: "x", count: 60) + ".btsnoop", done: 30, total: 10)
        #expect(line.hasPrefix("…") && line.contains("100 %"))
        #expect(line.count < 80)
        #expect(ProgressBar.line(label: "a", done: 0, total: 0).contains("  0 %"))
        // Narrow terminals: the bar narrows, the name is cut from its start, and the line never reaches the last
        // column (which would wrap it at every redraw).
        #expect(ProgressBar.line(label: "x.btsnoop", done: 5, total: 10, width: 30).count < 30)
        for width in [40, 50, 60, 80, 120] {
            let long = ProgressBar.line(label: String(repeating: "y", count: 70) + ".btsnoop", done: 5, total: 10, width: width)
            #expect(long.count < width, "\(width): \(long)")
            #expect(long.contains(" 50 % (0.0 of 0.0 MB)"))
        }
        let narrow = ProgressBar.line(label: "capture.btsnoop", done: 5, total: 10, width: 50)
        #expect(narrow.hasPrefix("…") || narrow.hasPrefix("capture.btsnoop"), "\(narrow)")
    }

    /// A fast capture, or output that is not a terminal, never shows a bar.
    @Test func noProgressBarWithoutATerminal() throws {
        let result = try HRSniffBinary.run(["export", "--csv", Self.root + "/Captures/heart-rate-strap.btsnoop"])
        #expect(result.status == 0 && result.stderr.isEmpty)
    }

    @Test func captureErrorsSayWhatToDo() throws {
        let missing = try HRSniffBinary.run(["analyze", "/nonexistent/btsnoop_hci.log"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "hrsniff: /nonexistent/btsnoop_hci.log: cannot open (No such file or directory)\n"
            + "hrsniff: what to do: check the path, and that you may read the file\n")
        let codes: [CaptureOpenError.Code] = [
            .cannotOpen(errno: 2), .empty, .unknownFormat, .unsupportedBtsnoopVersion(2), .unsupportedDatalink(1003),
            .unsupportedLinkType(272), .pcap("truncated dump file"),
        ]
        for code in codes { #expect(!remedy(CaptureOpenError(code, path: "x")).isEmpty) }
        let decoders = try HRSniffBinary.run(["analyze", "--decoders", "/nonexistent/vendor.yaml", Self.root + "/Captures/thermometer.btsnoop"])
        #expect(decoders.status == 2)
        #expect(decoders.stderr == "hrsniff: /nonexistent/vendor.yaml: cannot read the decoder file\n"
            + "hrsniff: what to do: check the path given to --decoders\n")
    }

    /// Every command's help shows two or three examples; those that only read bundled captures run as shown.
    @Test func everyCommandHelpHasRealExamples() throws {
        let commands = HRSniff.configuration.subcommands.map { $0._commandName }
        #expect(commands.contains("report"))
        for command in [""] + commands {
            let help = try HRSniffBinary.run(command.isEmpty ? ["--help"] : ["help", command])
            #expect(help.status == 0)
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex { $0.hasSuffix("Examples:") }, "\(command) has no examples")
            let examples = lines[(start + 1)...].prefix { $0.hasPrefix("  hrsniff ") }.map { $0.dropFirst(2) }
            #expect((2 ... 3).contains(examples.count), "\(command): \(examples)")
            for example in examples where example.contains("Captures/") && !example.contains("|") && !example.contains(">")
                && !example.contains(" -o ") {
                let arguments = example.split(separator: " ").dropFirst().map(String.init)
                // In a folder of its own that sees the bundled captures: an example that writes a file (convert)
                // must not leave it in the project.
                let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("hrsniff-example-\(getpid())-\(command)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                defer { try? FileManager.default.removeItem(at: folder) }
                try? FileManager.default.createSymbolicLink(
                    at: folder.appendingPathComponent("Captures"),
                    withDestinationURL: URL(fileURLWithPath: Self.root).appendingPathComponent("Captures"))
                let result = try HRSniffBinary.run(arguments, in: folder)
                #expect(result.status == (arguments.first == "diff" ? 1 : 0), "\(example): \(result.stderr)")
            }
        }
    }

    /// The committed man page and completions are what the argument definitions give (scripts/gen-shell-files.sh).
    @Test(.enabled(if: available("python3"), "python3 is not installed"))
    func manPageAndCompletionsAreUpToDate() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root + "/scripts/gen-shell-files.sh", "--check"]
        var environment = ProcessInfo.processInfo.environment
        environment["HRSNIFF"] = HRSniffBinary.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log)")
        let man = try String(contentsOfFile: Self.root + "/docs/man/hrsniff.1", encoding: .utf8)
        for command in HRSniff.configuration.subcommands.map({ $0._commandName }) {
            #expect(man.contains(".SS \"hrsniff \(command)\""), "man page lacks \(command)")
        }
        let bash = try String(contentsOfFile: Self.root + "/docs/completions/hrsniff.bash", encoding: .utf8)
        #expect(bash.contains("report") && bash.contains("--gatt-from"))
    }
}
