import ArgumentParser
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "List every packet of a capture, one line each, decoded down to ATT.",
        discussion: """
            Examples:
              hrsniff dump Captures/heart-rate-strap.btsnoop
              hrsniff dump --layer l2cap btsnoop_hci.log
              hrsniff dump --json capture.pcapng | jq 'select(.type == "att")'
            """
    )

    @Option(help: "How deep to decode: hci (packets), l2cap (reassembled PDUs) or att.")
    var layer: DecodeDepth = .att

    @Flag(help: "Print NDJSON (one JSON object per line) instead of text; see docs/json.md.")
    var json = false

    @Option(help: ArgumentHelp("Decode vendor characteristics with the decoders in this JSON or YAML file.",
                               valueName: "file"),
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var decoders: String?

    @OptionGroup(title: "Filters") var filters: FilterOptions

    @Argument(help: "The capture file, or - for standard input.", completion: .file())
    var file: String

    func run() throws {
        let reader = try openCapture(file)
        let output = OutputStream()
        var pipeline = Pipeline(depth: layer)
        if let path = decoders { pipeline.userDecoders = try loadDecoders(path) }
        pipeline.procedures = false
        pipeline.describeValues = !json
        TimeText.clock = pipeline.clock
        let filter = filters.filter
        if json {
            // Notified values are written straight into the output where their decoders allow it; a filter reads
            // the decoded values, so it keeps them.
            if filter.isEmpty { pipeline.demand.remove(.decodedValues) }
            var story = filteredStory(filter, &pipeline)
            let renderer = JSONDumpRenderer()
            output.withBuffer { renderer.header(path: file, format: reader.format, into: &$0) }
            output.holding { held in
                renderer.holding { lines in
                    pipeline.run(reader) { event in story.apply(event) { e in held.withBuffer { lines.render(e, into: &$0) } } }
                }
            }
            output.withBuffer { renderer.summary(shownStatistics(pipeline.statistics, story), filtered: !filter.isEmpty, into: &$0) }
        } else {
            var story = filteredStory(filter, &pipeline)
            let renderer = TextDumpRenderer()
            output.write("hrsniff: \(TerminalText.escape(file)): \(reader.format)\n")
            output.holding { held in
                pipeline.run(reader) { event in story.apply(event) { e in held.withBuffer { renderer.render(e, into: &$0) } } }
            }
            if !filter.isEmpty { output.write("\n" + summaryLine(pipeline.statistics, story) + "\n") }
        }
        output.flush()
    }
}
