import ArgumentParser
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
        var pipeline = Pipeline(depth: .att)
        TimeText.clock = pipeline.clock
        if let path = decoders {
            pipeline.userDecoders = try loadDecoders(path)
            GattTableText.userDecoders = pipeline.userDecoders
        }
        if let other = gattFrom {
            let reader = try openCapture(other)
            var learner = Pipeline(depth: .att)
            learner.procedures = false
            learner.run(reader) { _ in }
            pipeline.borrow(learner.learnedTables, from: other)
        }
        return pipeline
    }
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
    isatty(STDOUT_FILENO) != 0 && getenv("NO_COLOR") == nil
}

/// True when standard output is a terminal that can draw block characters (TERM is not "dumb"): the summary then
/// has a sparkline under each series. NO_COLOR leaves them (they are not colour); a pipe or file never gets them.
func sparklinesWanted() -> Bool {
    isatty(STDOUT_FILENO) != 0 && getenv("TERM").map { String(cString: $0) } != "dumb"
}

struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tell what happened in each connection: discovery, reads, writes, subscriptions, values, errors.",
        discussion: """
            Examples:
              hrsniff analyze Captures/heart-rate-strap.btsnoop
              hrsniff analyze --summary --api ios btsnoop_hci.log
              hrsniff analyze --json capture.pcapng | jq 'select(.decoded.bpm) | .decoded.bpm'
            """
    )

    @OptionGroup var gatt: GATTOptions

    @Flag(help: "Fold notifications and indications into the per-connection summary instead of a line each.")
    var summary = false

    @Option(help: "Show the app call behind each procedure: ios (CoreBluetooth) or android (BluetoothGatt).")
    var api: AppAPI?

    @Argument(help: "The capture file, or - for standard input.", completion: .file())
    var file: String

    func run() throws {
        var pipeline = try gatt.pipeline()
        pipeline.describeValues = !gatt.json && !summary
        let reader = try openCapture(file)
        let output = OutputStream()
        if gatt.json {
            let dump = JSONDumpRenderer()
            let renderer = JSONAnalyzeRenderer(foldNotifications: summary)
            output.withBuffer { dump.header(path: file, format: reader.format, into: &$0) }
            pipeline.run(reader) { event in output.withBuffer { renderer.render(event, into: &$0) } }
            output.withBuffer { dump.summary(pipeline.statistics, into: &$0) }
        } else {
            let renderer = TextAnalyzeRenderer(foldNotifications: summary, api: api, color: colorWanted(),
                                               sparklines: sparklinesWanted())
            output.write("hrsniff: \(file): \(reader.format)\n")
            pipeline.run(reader) { event in output.withBuffer { renderer.render(event, into: &$0) } }
            let s = pipeline.statistics
            output.write("\n\(s.records) records, \(s.connections) connection\(s.connections == 1 ? "" : "s"), "
                + "\(s.attPDUs) ATT PDUs, \(s.warnings) warning\(s.warnings == 1 ? "" : "s")\n")
        }
        output.flush()
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

    @Argument(help: "The capture file, or - for standard input.", completion: .file())
    var file: String

    func run() throws {
        var pipeline = try gatt.pipeline()
        pipeline.describeValues = false
        let reader = try openCapture(file)
        let output = OutputStream()
        var tables = 0
        pipeline.run(reader) { event in
            guard case .gattTable(let info, let database) = event.payload else { return }
            tables += 1
            output.withBuffer { out in
                if gatt.json {
                    JSONAnalyzeRenderer.table(info, database, &out)
                } else {
                    out.append("Connection #\(info.id)" + (info.peer.map { " \($0)" } ?? "")
                        + (database.serverIsCapturedDevice ? ", this device's GATT server" : "") + sourceText(database.source) + "\n")
                    for row in database.rows { out.append("  " + GattTableText.row(row) + "\n") }
                    out.append("\n")
                }
            }
        }
        if tables == 0 && !gatt.json { output.write("No attribute table: the capture has no GATT discovery.\n") }
        output.flush()
    }

    private func sourceText(_ source: GATTTableSource) -> String {
        switch source {
        case .discovered: ""
        case .earlierConnection(let id): " (from connection #\(id))"
        case .otherCapture(let name): " (from \(name))"
        }
    }
}
