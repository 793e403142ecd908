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

extension ConversionFormat: ExpressibleByArgument {}

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a capture as pcapng or btsnoop, optionally annotated with hrsniff's decode or anonymized.",
        discussion: """
            The output format is --format, or else the output file's extension: .pcapng for pcapng; .btsnoop, \
            .log or .cfa for btsnoop. Linux monitor inputs become pcapng DLT 254 or btsnoop 2001, every other \
            input pcapng DLT 201 or btsnoop 1002. The output file is created readable by its owner only (mode \
            0600); an existing file is replaced only with --force, a symbolic link never; the file appears when \
            the conversion is complete (it is written to a temporary file beside it and renamed). '-' writes \
            standard output.

            Examples:
              hrsniff convert btsnoop_hci.log session.pcapng
              hrsniff convert --annotate Captures/heart-rate-strap.btsnoop annotated.pcapng
              hrsniff convert --anonymize btsnoop_hci.log shareable.btsnoop
            """
    )

    @Option(help: "The output format: pcapng or btsnoop (default: from the output file's extension).")
    var format: ConversionFormat?

    @Flag(help: "Give each packet a pcapng comment with hrsniff's decode of it (pcapng only).")
    var annotate = false

    @Flag(help: "Replace Bluetooth addresses, device names and serial numbers, and blank keys (docs/commands.md).")
    var anonymize = false

    @Option(help: ArgumentHelp("Decode vendor characteristics with the decoders in this JSON or YAML file (for --annotate).",
                               valueName: "file"))
    var decoders: String?

    @Argument(help: "The capture to read, or - for standard input.")
    var input: String

    @Argument(help: "The file to write, or - for standard output.")
    var output: String

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    /// The format asked for, or the one the output's name says.
    var target: ConversionFormat? { format ?? ConversionFormat.fromFileName(output) }

    func validate() throws {
        guard let target else {
            throw ValidationError(output == "-"
                ? "give --format pcapng or --format btsnoop to write standard output"
                : "cannot tell the output format from '\(output)': name it .pcapng, .btsnoop, .log or .cfa, or give --format pcapng|btsnoop")
        }
        if annotate && target != .pcapng {
            throw ValidationError("--annotate needs pcapng output: btsnoop has no place for comments")
        }
    }

    func run() throws {
        guard let target else { throw ExitCode(64) }
        let reader = try openCapture(input)
        if input != "-" && output != "-" && sameFile(input, output) {
            printError("hrsniff: \(output): is the input capture\nhrsniff: what to do: write the conversion to another file")
            throw ExitCode(1)
        }
        if output != "-" {
            do { try OutputFile.check(output, force: force) } catch {
                printError("hrsniff: \(error)")
                throw ExitCode(1)
            }
        }
        var air = false
        switch reader.format {
        case .pcap(let dlt), .pcapng(let dlt): air = PcapngEncoder.isAirLinkType(dlt)
        default: break
        }
        if air && target == .btsnoop {
            printError("hrsniff: \(input): an air capture (\(reader.format)) holds link-layer packets, which btsnoop "
                + "cannot hold\nhrsniff: what to do: write pcapng instead (an output name ending in .pcapng, or --format pcapng)")
            throw ExitCode(64)
        }
        if anonymize && !isRegularFile(input) {
            printError("hrsniff: \(input == "-" ? "standard input" : input): --anonymize reads the capture twice (first to "
                + "learn every address, name and key, then to replace them): give it a file\nhrsniff: what to do: save the capture to a "
                + "file and give that file")
            throw ExitCode(64)
        }
        var pipeline = Pipeline(depth: .att)
        pipeline.procedures = false
        pipeline.describeValues = true
        if annotate, let path = decoders { pipeline.userDecoders = try loadDecoders(path) }
        let file: CaptureFileOutput
        do {
            OutputFile.removeTemporaryFilesOnSignals()
            file = try CaptureFileOutput(path: output, force: force, mode: .atomic)
        } catch {
            printError("hrsniff: \(error)" + Self.whatToDo(error))
            throw ExitCode(1)
        }
        let session = ConvertSession(
            converter: CaptureConverter(format: target, input: reader.format), output: file, annotate: annotate,
            pipeline: pipeline)
        var identifiers = CaptureIdentifiers()
        if anonymize {
            // The first pass: the analysis learns every address, name, serial number, key and access address, so
            // that each is replaced wherever it occurs, also before the packet that reveals it.
            identifiers = CaptureIdentifiers.learn(try openCapture(input))
            let anonymizer = Anonymizer()
            anonymizer.learn(identifiers)
            session.anonymizer = anonymizer
        }
        session.run(reader)
        if output == "-" {
            try StandardOutput.check(file.writeError)
        } else {
            do { try file.commit() } catch {
                printError("hrsniff: \(error)" + Self.whatToDo(error))
                throw ExitCode(1)
            }
        }
        var report = "hrsniff: \(output == "-" ? "standard output" : output): \(session.converter.description), "
            + "\(session.converter.written) of \(session.records) records"
        if session.converter.asComments > 0 {
            report += ", \(session.converter.asComments) PacketLogger text record\(session.converter.asComments == 1 ? "" : "s") as packet comments"
        }
        let left = session.converter.leftOut.sorted { $0.key < $1.key }
        if !left.isEmpty {
            report += "; left out (the format cannot hold them): "
                + left.map { "\($0.value) \($0.key)\($0.value == 1 ? "" : "s")" }.joined(separator: ", ")
        }
        if let a = session.anonymizer {
            report += "; anonymized: \(a.statistics.description)"
        }
        printError(report)
        if anonymize {
            for k in identifiers.kept {
                printError("hrsniff: kept, may still identify someone: \(k.kind) \"\(Self.printable(k.text))\" (frame \(k.frame))")
            }
            printError("hrsniff: kept as they are: text in notes and logs apart from addresses and names, vendor "
                + "payloads, values of characteristics other than names and serial numbers; check before sharing "
                + "(docs/commands.md)")
        }
        for d in session.readerDiagnostics {
            printError("hrsniff: \(input): \(d.severity.rawValue)\(d.frame.map { " (frame \($0))" } ?? ""): \(d.message)")
        }
    }

    /// A peer's string for the terminal: control characters shown as escapes.
    /// The what-to-do line for an output file that could not be made or written (refusals already say it).
    static func whatToDo(_ error: any Error) -> String {
        guard let e = error as? OutputFileError else { return "" }
        switch e.code {
        case .cannotCreate:
            return "\nhrsniff: what to do: check that the folder exists and that you may write in it, or choose another path"
        case .cannotWrite:
            return "\nhrsniff: what to do: free space on the disk or choose another path, then convert again"
        case .exists, .symbolicLink, .notAFile:
            return ""
        }
    }

    static func printable(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F ..< 0xA0).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func isRegularFile(_ path: String) -> Bool {
        return path != "-" && SystemIO.identity(ofPath: path)?.isRegularFile == true
    }

    private func sameFile(_ a: String, _ b: String) -> Bool {
        guard let sa = SystemIO.identity(ofPath: a), let sb = SystemIO.identity(ofPath: b) else { return false }
        return sa.isSameFile(as: sb)
    }
}

/// One conversion: reads records, anonymizes and annotates them when asked, and writes them in 64 KiB chunks.
final class ConvertSession {
    var converter: CaptureConverter
    let output: CaptureFileOutput
    let annotate: Bool
    var pipeline: Pipeline
    var anonymizer: Anonymizer?
    var sink = ByteSink(capacity: 1 << 17)
    private(set) var records = 0
    /// Problems the reader met (truncated files and the like), reported once the conversion ends (bounded).
    private(set) var readerDiagnostics: [Diagnostic] = []
    /// Comments waiting for the next record (reader diagnostics in annotated output).
    private var pendingComments: [String] = []
    private let describer = TextDumpRenderer()

    init(converter: CaptureConverter, output: CaptureFileOutput, annotate: Bool, pipeline: consuming Pipeline) {
        self.converter = converter
        self.output = output
        self.annotate = annotate
        self.pipeline = pipeline
    }

    func run(_ reader: any CaptureReader) {
        var diagnostics: [Diagnostic] = []
        while let record = reader.next(diagnostics: &diagnostics) {
            take(&diagnostics)
            records += 1
            if let anonymizer {
                anonymizer.push(record)
                while let r = anonymizer.pop() { write(r) }
            } else {
                write(record)
            }
        }
        take(&diagnostics)
        if let anonymizer {
            anonymizer.finish()
            while let r = anonymizer.pop() { write(r) }
        }
        converter.finish(to: &sink)
        flush()
        output.synchronize()
    }

    private func take(_ diagnostics: inout [Diagnostic]) {
        for d in diagnostics {
            if readerDiagnostics.count < 100 { readerDiagnostics.append(d) }
            if annotate { pendingComments.append("\(d.severity.rawValue): \(d.message)") }
        }
        diagnostics.removeAll()
    }

    private func write(_ record: CaptureRecord) {
        var comments = pendingComments
        pendingComments.removeAll()
        if annotate {
            pipeline.process(record) { event in
                let (_, text) = describer.describe(event)
                if !text.isEmpty { comments.append(Self.compact(TerminalText.escape(text))) }
            }
        }
        converter.append(record, comments: comments, to: &sink)
        if sink.count >= 1 << 16 { flush() }
    }

    private func flush() {
        guard sink.count > 0 else { return }
        output.write(sink)
        sink.removeAll()
    }

    /// "ATT     #1 Read Request" → "ATT #1 Read Request": the dump's column padding has no use in a comment.
    static func compact(_ text: String) -> String {
        guard let space = text.firstIndex(of: " ") else { return text }
        var rest = text[space...]
        while rest.first == " " { rest = rest.dropFirst() }
        return text[..<space] + " " + rest
    }
}
