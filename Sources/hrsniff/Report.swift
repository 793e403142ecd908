import ArgumentParser
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page about a capture (or two, with their diff): summary, charts, timeline, GATT table.",
        discussion: """
            The page needs no network: styles and SVG charts are inline, there are no scripts or fonts to load. \
            It opens with a summary per connection (device, duration, mean, minimum and maximum of each decoded \
            series, HRV, errors), then per connection a chart of every decoded numeric series (heart rate with \
            contact-loss periods shaded, the RR tachogram and Poincaré plot with the HRV figures, SpO2, cuff \
            pressure, temperature, speed, cadence, power, weight, ...), notification rates and gaps, the timeline \
            of the procedures, ATT errors, the capture's diagnostics, and the attribute table with the values \
            read, folded. With two captures it begins with their diff. Long series are thinned to at most 2000 points per chart, and the \
            page says so. The file is created readable by its owner only (mode 0600): captures hold health data. \
            An existing file is replaced only with --force, a symbolic link never; the page is written to a \
            temporary file beside it and renamed into place when complete.

            Exit status: 0 the report was written, 2 a capture could not be read, 73 the output file could not be \
            written (or exists), 64 wrong arguments.

            Examples:
              hrsniff report Captures/heart-rate-strap.btsnoop -o report.html
              hrsniff report before.btsnoop after.btsnoop -o firmware-update.html
              hrsniff report --decoders vendor.yaml btsnoop_hci.log -o bug-1234.html
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The HTML file to write (- for standard output).", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var output: String

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    @Option(name: .customLong("gatt-from"), help: ArgumentHelp(
        "Borrow attribute tables from another capture of the same peer, for connections that skip discovery.",
        valueName: "capture"), completion: .file())
    var gattFrom: String?

    @Option(help: ArgumentHelp(
        "Decode vendor characteristics with the decoders described in this JSON or YAML file (docs/decoders.md).",
        valueName: "file"),
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var decoders: String?

    @OptionGroup(title: "Filters") var filters: FilterOptions

    @Argument(help: ArgumentHelp("The capture file, or - for standard input; a second capture adds the diff of the two.",
                                 valueName: "capture"),
              completion: .file())
    var files: [String]

    func validate() throws {
        guard (1 ... 2).contains(files.count) else {
            throw ValidationError("report takes one capture, or two to compare (got \(files.count))")
        }
        if files.count == 2 && files[0] == "-" && files[1] == "-" {
            throw ValidationError("only one of the two captures can be standard input")
        }
        if output != "-", let out = SystemIO.identity(ofPath: output) {
            for path in files where path != "-" {
                if let capture = SystemIO.identity(ofPath: path), capture.isSameFile(as: out) {
                    throw ValidationError("-o \(output) is the capture itself; choose another file for the report")
                }
            }
        }
    }

    func run() throws {
        // Refused before the captures are read; checked again when the file is created.
        if output != "-" {
            do { try OutputFile.check(output, force: force) } catch {
                printError("hrsniff: \(error)")
                throw ExitCode(73)
            }
        }
        var sessions: [HTMLReport.Session] = []
        for path in files {
            var options = GATTOptions()
            options.gattFrom = gattFrom
            options.decoders = decoders
            var pipeline = try options.pipeline()
            pipeline.describeValues = true
            let reader = try openCapture(path)
            var collector = ReportCollector()
            var sessionCollector = SessionCollector()
            let comparing = files.count == 2
            var story = filteredStory(filters.filter, &pipeline)
            pipeline.run(reader) { event in story.apply(event) { event in
                collector.add(event)
                if comparing { sessionCollector.add(event) }
            } }
            sessions.append(HTMLReport.Session(
                path: path, format: reader.format.description,
                statistics: shownStatistics(pipeline.statistics, story), collector: collector,
                sessions: sessionCollector.sessions))
        }
        let page = HTMLReport(version: HRSniff.configuration.version).render(sessions)
        try Self.write(page, to: output, force: force)
        if output != "-" { printError("hrsniff: wrote \(output) (\(Self.size(page.utf8.count)))") }
    }

    /// "812 bytes", "63.5 kB", "2.1 MB" (powers of 1000, as file managers show them).
    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
        if bytes < 1_000_000 { return number(Double(bytes) / 1000) + " kB" }
        return number(Double(bytes) / 1_000_000) + " MB"
    }

    /// Writes `text` to `path` (an `OutputFile`: mode 0600, no clobbering without `force`, no symbolic link,
    /// renamed into place when complete), or to standard output for "-".
    static func write(_ text: String, to path: String, force: Bool) throws {
        if path == "-" {
            let output = OutputStream()
            output.write(text)
            output.flush()
            return
        }
        do {
            OutputFile.removeTemporaryFilesOnSignals()
            let file = try OutputFile(path: path, force: force, mode: .atomic)
            file.write(Array(text.utf8))
            try file.commit()
        } catch {
            printError("hrsniff: \(error)" + (error.code == .exists ? "" : "; choose another path with -o"))
            throw ExitCode(73)
        }
    }
}
