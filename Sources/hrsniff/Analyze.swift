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

/// Options shared by the commands that reconstruct GATT.
struct GATTOptions: ParsableArguments {
    @Option(name: .customLong("gatt-from"), help: ArgumentHelp(
        "Borrow attribute tables from another capture of the same peer, for connections that skip discovery.",
        valueName: "capture"), completion: .file())
    var gattFrom: String?

    @Flag(help: "Print NDJSON (one JSON object per line) instead of text; see docs/json.md.")
    var json = false

    @Option(help: ArgumentHelp(
        "Decode vendor characteristics with the decoders described in this JSON or YAML file (docs/decoders.md).",
        valueName: "file"),
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var decoders: String?

    /// A pipeline primed with the tables of `--gatt-from` and the decoders of `--decoders`.
    func pipeline() throws -> Pipeline {
        try prepared().make()
    }

    /// What every pipeline of the command starts with, read once (shared by the captures of a set).
    func prepared() throws -> PipelineTemplate {
        var template = PipelineTemplate()
        if let path = decoders {
            template.userDecoders = try loadDecoders(path)
            GattTableText.userDecoders = template.userDecoders
        }
        if let other = gattFrom {
            let reader = try openCapture(other)
            var learner = Pipeline(depth: .att)
            learner.procedures = false
            learner.run(reader) { _ in }
            template.borrowed = (learner.learnedTables, other)
        }
        return template
    }
}

/// The decoders and borrowed tables every pipeline of a command starts with.
struct PipelineTemplate: Sendable {
    var userDecoders: UserDecoders?
    var borrowed: (tables: [BluetoothAddress: AttributeDatabase], source: String)?

    func make() -> Pipeline {
        var pipeline = Pipeline(depth: .att)
        pipeline.userDecoders = userDecoders
        if let borrowed { pipeline.borrow(borrowed.tables, from: borrowed.source) }
        return pipeline
    }
}

/// One capture of a set: opens it and runs `body`, or says why it is left out (a file of a directory that is not
/// a capture: skipped with a note; a file named on the command line: an error, exit status 2).
func captureResult(_ item: CaptureInputs.Item, _ body: (any CaptureReader, OutputStream) -> Void) -> CaptureResult {
    var result = CaptureResult()
    let reader: any CaptureReader
    do {
        reader = try CaptureFile.open(item.path)
    } catch {
        if item.fromDirectory {
            result.messages.append("hrsniff: \(item.path): skipped, \(CaptureInputs.reason(error))")
        } else {
            result.messages.append("hrsniff: \(error)\nhrsniff: what to do: \(remedy(error))")
            result.status = 2
        }
        return result
    }
    let output = OutputStream(collecting: true)
    body(reader, output)
    output.flush()
    result.output = output.collected ?? []
    return result
}

/// Opens a capture, or exits with status 2 and a message naming the file and what to do. On a terminal, files
/// that take more than a second to read show a progress bar on standard error.
func openCapture(_ path: String) throws -> any CaptureReader {
    do {
        return ProgressReader.wrap(try CaptureFile.open(path), path: path)
    } catch {
        printError("hrsniff: \(error)\nhrsniff: what to do: \(remedy(error))")
        throw ExitCode(2)
    }
}

/// True when standard output is a terminal and NO_COLOR is not set.
func colorWanted() -> Bool {
    isatty(STDOUT_FILENO) != 0 && SystemIO.environment("NO_COLOR") == nil
}

/// True when standard output is a terminal that can draw block characters (TERM is not "dumb"): the summary then
/// has a sparkline under each series. NO_COLOR leaves them (they are not colour); a pipe or file never gets them.
func sparklinesWanted() -> Bool {
    isatty(STDOUT_FILENO) != 0 && SystemIO.environment("TERM") != "dumb"
}

struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Tell what happened in each connection: discovery, reads, writes, subscriptions, values, errors.",
        discussion: """
            Examples:
              hrsniff analyze Captures/heart-rate-strap.btsnoop
              hrsniff analyze --summary --api ios btsnoop_hci.log
              hrsniff analyze --json capture.pcapng | jq 'select(.decoded.bpm) | .decoded.bpm'
              hrsniff analyze --summary --jobs 4 captures/
            """
    )

    @OptionGroup var gatt: GATTOptions

    @Flag(help: "Fold notifications and indications into the per-connection summary instead of a line each.")
    var summary = false

    @Option(help: "Show the app call behind each procedure: ios (CoreBluetooth) or android (BluetoothGatt).")
    var api: AppAPI?

    @Flag(help: "With --summary: print the attribute tables too.")
    var table = false

    @OptionGroup var terminal: TerminalOptions

    @OptionGroup(title: "Filters") var filters: FilterOptions

    @OptionGroup var set: CaptureSetOptions

    @Argument(help: "The capture files, directories of captures, or - for standard input.", completion: .file())
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<files> ...'") }
    }

    func run() throws {
        let inputs = CaptureInputs(files)
        for note in inputs.notes { printError(note) }
        let job = AnalyzeJob(template: try gatt.prepared(), json: gatt.json, summary: summary, api: api, color: colorWanted(),
                             sparklines: sparklinesWanted(), filter: filters.filter,
                             width: gatt.json ? nil : terminal.resolved, tables: !summary || table)
        if set.merge || !inputs.isSet {
            let (reader, name) = set.merge ? try inputs.openMerged() : (try openCapture(files[0]), files[0])
            let output = OutputStream()
            job.render(reader, name: name, output)
            output.flush()
            return
        }
        let items = inputs.items
        let writer = CaptureSetWriter(separate: !gatt.json)
        forEachCapture(count: items.count, jobs: set.jobCount, work: { i in
            var result = captureResult(items[i]) { reader, output in job.render(reader, name: items[i].path, output) }
            if job.json { result.output = withFileField(result.output, file: items[i].path) }
            return result
        }, write: writer.write)
        writer.finish()
        let status = max(writer.status, inputs.status)
        if status != 0 { throw ExitCode(status) }
    }
}

/// `analyze` of one capture, with what the options decided.
struct AnalyzeJob: Sendable {
    var template: PipelineTemplate
    var json: Bool
    var summary: Bool
    var api: AppAPI?
    var color: Bool
    var sparklines: Bool
    var filter = StoryFilter()
    var width: Int?
    var tables = true

    func render(_ reader: any CaptureReader, name: String, _ output: OutputStream) {
        var pipeline = template.make()
        TimeText.clock = pipeline.clock
        pipeline.describeValues = !json && !summary
        // Sparklines are drawn from every notification's event: only without them does the summary want none.
        pipeline.demand = summary && (json || !sparklines) ? .summary : .all
        // JSON writes a notified value's fields straight from its bytes, text its summary
        // (`DecodedProcedure.decodesLater`); sparklines and filters read its fields.
        if !summary && (json || (!sparklines && filter.isEmpty)) { pipeline.demand.remove(.decodedValues) }
        // Neither story shows the data of channels no layer reads; sparklines and filters see every event.
        if !sparklines { pipeline.demand.remove(.channelEvents) }
        pipeline.valueFields = json || sparklines || !filter.isEmpty
        // Neither renderer tells ATT PDUs, only the procedures; a filter counts the PDUs it keeps.
        if !summary && !sparklines && filter.isEmpty { pipeline.demand.remove(.attEvents) }
        // The JSON story shows no Number Of Completed Packets event and writes each line as its event comes. (The text
        // story keeps them: it places a late note after the last frame it saw and closes a fold of discovery steps
        // by the time of the next event, and these events move both on.)
        if json && filter.isEmpty { pipeline.demand.remove(.flowControlEvents) }
        var story = filteredStory(filter, &pipeline)
        // Without sparklines or a filter, advertising reports are shown only through the renderer's scan tracker:
        // the pipeline feeds it their reports and makes no event of them.
        let scansInPlace = !sparklines && filter.isEmpty
        if json {
            let dump = JSONDumpRenderer()
            let renderer = JSONAnalyzeRenderer(foldNotifications: summary)
            if scansInPlace { pipeline.scans = renderer.scans.shared }
            output.withBuffer { dump.header(path: name, format: reader.format, into: &$0) }
            output.holding { held in
                renderer.holding { lines in
                    pipeline.run(reader) { event in
                        story.apply(event) { e in held.withBuffer { renderer.render(e, dump: &lines, into: &$0) } }
                    }
                }
            }
            output.withBuffer { renderer.finish(into: &$0) }
            output.withBuffer { dump.summary(shownStatistics(pipeline.statistics, story), filtered: !filter.isEmpty, into: &$0) }
        } else {
            let renderer = TextAnalyzeRenderer(foldNotifications: summary, api: api, color: color,
                                               sparklines: sparklines)
            let layout = width.map(TerminalLayout.init)
            renderer.layout = layout
            renderer.tables = tables
            if scansInPlace { pipeline.scans = renderer.scans }
            let header = "hrsniff: \(TerminalText.escape(name)): \(reader.format)\n"
            output.write(layout?.apply(header) ?? header)
            output.holding { held in
                renderer.holding { lines in
                    pipeline.run(reader) { event in story.apply(event) { e in held.withBuffer { lines.render(e, into: &$0) } } }
                }
            }
            output.withBuffer { renderer.finish(into: &$0) }
            let last = "\n" + summaryLine(pipeline.statistics, story) + "\n"
            output.write(layout?.apply(last) ?? last)
        }
    }
}

struct Gatt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gatt",
        abstract: "Print the attribute table of each connection, as discovery revealed it.",
        discussion: """
            Examples:
              hrsniff gatt Captures/heart-rate-strap.btsnoop
              hrsniff gatt --json btsnoop_hci.log | jq -c '.attributes[] | [.handle, .uuid, .name]'
            """
    )

    @OptionGroup var gatt: GATTOptions

    @OptionGroup var terminal: TerminalOptions

    @OptionGroup(title: "Filters") var filters: FilterOptions

    @OptionGroup var set: CaptureSetOptions

    @Argument(help: "The capture files, directories of captures, or - for standard input.", completion: .file())
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<files> ...'") }
    }

    func run() throws {
        let inputs = CaptureInputs(files)
        for note in inputs.notes { printError(note) }
        let template = try gatt.prepared()
        let json = gatt.json
        let filter = filters.filter
        let width = json ? nil : terminal.resolved
        if set.merge || !inputs.isSet {
            let (reader, _) = set.merge ? try inputs.openMerged() : (try openCapture(files[0]), files[0])
            let output = OutputStream()
            Self.render(reader, template: template, json: json, header: nil, filter: filter, width: width, output)
            output.flush()
            return
        }
        let items = inputs.items
        let writer = CaptureSetWriter(separate: !json)
        forEachCapture(count: items.count, jobs: set.jobCount, work: { i in
            var result = captureResult(items[i]) { reader, output in
                Self.render(reader, template: template, json: json, header: "hrsniff: \(TerminalText.escape(items[i].path)): \(reader.format)\n",
                            filter: filter, width: width, output)
            }
            if json { result.output = withFileField(result.output, file: items[i].path) }
            return result
        }, write: writer.write)
        writer.finish()
        let status = max(writer.status, inputs.status)
        if status != 0 { throw ExitCode(status) }
    }

    /// The tables of one capture; text output of a set starts with `header`.
    static func render(_ reader: any CaptureReader, template: PipelineTemplate, json: Bool, header: String?,
                       filter: StoryFilter = StoryFilter(), width: Int? = nil, _ output: OutputStream) {
        let layout = width.map(TerminalLayout.init)
        var pipeline = template.make()
        pipeline.describeValues = false
        if let header, !json { output.write(layout?.apply(header) ?? header) }
        var tables = 0
        // The tables of the connections the filter keeps (its other criteria choose events, not tables).
        var tableFilter = filter
        tableFilter.uuids = []
        tableFilter.errorsOnly = false
        tableFilter.expression = nil
        tableFilter.from = nil
        var story = filteredStory(tableFilter, &pipeline)
        pipeline.run(reader) { event in story.apply(event) { event in
            guard case .gattTable(let info, let database) = event.payload else { return }
            tables += 1
            output.withBuffer { out in
                if json {
                    JSONAnalyzeRenderer.table(info, database, &out)
                } else {
                    var text = "Connection #\(info.id)" + (info.peer.map { " \($0)" } ?? "")
                        + (database.serverIsCapturedDevice ? ", this device's GATT server" : "") + sourceText(database.source) + "\n"
                    for line in GattTableText.tree(database.rows) { text += "  " + line + "\n" }
                    out.append((layout?.apply(text) ?? text) + "\n")
                }
            }
        } }
        if tables == 0 && !json { output.write("No attribute table: the capture has no GATT discovery.\n") }
    }

    private static func sourceText(_ source: GATTTableSource) -> String {
        switch source {
        case .discovered: ""
        case .earlierConnection(let id): " (from connection #\(id))"
        case .otherCapture(let name): " (from \(name))"
        }
    }
}
