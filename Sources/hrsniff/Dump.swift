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
        if json {
            dumpJSONInParallel(reader, pipeline: &pipeline, path: file, output: output)
        } else {
            let renderer = TextDumpRenderer()
            output.write("hrsniff: \(file): \(reader.format)\n")
            pipeline.run(reader) { event in
                output.withBuffer { renderer.render(event, into: &$0) }
            }
        }
        output.flush()
    }
}
