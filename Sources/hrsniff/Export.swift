import ArgumentParser
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the decoded values of a capture as CSV: one row per value, with connection and time.",
        discussion: """
            Every read, notification and indication with a decoder gives one row per numeric or text field; \
            lists (RR intervals) give one row per element. Columns: time (ISO 8601 UTC), seconds since the \
            connection began, frame, connection, peer, server (peer, or this_device for the captured device's \
            own attributes), handle, characteristic UUID and name, procedure, field, \
            index (position in a list, else empty), value, unit.

            The values are health data: prefer -o FILE to a redirection. The file is created readable by its \
            owner only (mode 0600), whatever the umask; an existing file is replaced only with --force, a \
            symbolic link never; it appears when the export is complete.

            Examples:
              hrsniff export --csv Captures/heart-rate-strap.btsnoop -o hr.csv
              hrsniff export --csv --uuid 2A37 btsnoop_hci.log
            """
    )

    @Flag(help: "Write CSV (the only format so far; the flag keeps room for others).")
    var csv = false

    @OptionGroup(title: "Filters") var filters: FilterOptions

    @Option(name: .customLong("gatt-from"), help: ArgumentHelp(
        "Borrow attribute tables from another capture of the same peer.", valueName: "capture"), completion: .file())
    var gattFrom: String?

    @Option(help: ArgumentHelp("Decode vendor characteristics with the decoders in this JSON or YAML file.",
                               valueName: "file"),
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var decoders: String?

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write the CSV to this file, readable by its owner only (default: standard output).", valueName: "file"),
        completion: .file(extensions: ["csv"]))
    var output: String?

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    @OptionGroup var set: CaptureSetOptions

    @Argument(help: "The capture files, directories of captures, or - for standard input.", completion: .file())
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<files> ...'") }
    }

    static let columns = "time,elapsed_s,frame,connection,peer,server,handle,uuid,name,procedure,field,index,value,unit\n"

    func run() throws {
        // The -o file: refused before any capture is read when it exists or is a link.
        var file: OutputFile?
        if let path = output, path != "-" {
            do {
                OutputFile.removeTemporaryFilesOnSignals()
                file = try OutputFile(path: path, force: force, mode: .atomic)
            } catch {
                printError("hrsniff: \(error)")
                throw ExitCode(73)
            }
        }
        let stream = file.map { OutputStream(fd: $0.descriptor, exitsOnError: false) } ?? OutputStream()
        let status = try rows(into: stream)
        stream.flush()
        if let file {
            if let e = stream.error {
                file.discard()
                printError("hrsniff: \(OutputFileError(.cannotWrite(errno: e), path: file.path))")
                throw ExitCode(73)
            }
            do { try file.commit() } catch {
                printError("hrsniff: \(error)")
                throw ExitCode(73)
            }
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// Writes the table to `output`; returns the exit status of a capture set (2 when one could not be read).
    private func rows(into output: OutputStream) throws -> Int32 {
        let wanted = filters.filter
        var options = GATTOptions()
        options.gattFrom = gattFrom
        options.decoders = decoders
        let template = try options.prepared()
        let inputs = CaptureInputs(files)
        for note in inputs.notes { printError(note) }
        if set.merge || !inputs.isSet {
            let (reader, _) = set.merge ? try inputs.openMerged() : (try openCapture(files[0]), files[0])
            output.write(Self.columns)
            Self.rows(reader, template: template, wanted: wanted, file: nil, output)
            output.flush()
            return 0
        }
        // Several captures: one table, with the capture in a first column.
        let items = inputs.items
        let writer = CaptureSetWriter(separate: false, output: output)
        writer.write(CaptureResult(output: Array(("file," + Self.columns).utf8)))
        forEachCapture(count: items.count, jobs: set.jobCount, work: { i in
            captureResult(items[i]) { reader, output in
                Self.rows(reader, template: template, wanted: wanted, file: items[i].path, output)
            }
        }, write: writer.write)
        writer.finish()
        return max(writer.status, inputs.status)
    }

    /// The rows of one capture, each starting with `file` when there are several.
    static func rows(_ reader: any CaptureReader, template: PipelineTemplate, wanted: StoryFilter, file: String?,
                     _ output: OutputStream) {
        var pipeline = template.make()
        pipeline.describeValues = false
        TimeText.clock = pipeline.clock
        var story = filteredStory(wanted, &pipeline)
        let filePrefix = file.map { CSV.field($0) + "," } ?? ""
        var starts: [Int: (Timestamp, String)] = [:]
        /// Connections of an air capture, whose servers are the central's and the peripheral's.
        var air: Set<Int> = []
        pipeline.run(reader) { event in story.apply(event) { event in
            switch event.payload {
            case .event(_, _, let connection?), .connectionFound(let connection):
                if starts[connection.id] == nil {
                    starts[connection.id] = (connection.startTime, connection.peer?.description ?? "")
                    if connection.linkLayer != nil { air.insert(connection.id) }
                }
            case .linkLayer(let e):
                // Air captures: CONNECT_IND opens the connection (with the peripheral as the peer), or its first
                // data packet when the capture began after it.
                if let connection = e.connection, starts[connection.id] == nil {
                    starts[connection.id] = (connection.startTime, connection.peer?.description ?? "")
                    air.insert(connection.id)
                }
            case .gatt(let p):
                let ref: AttributeRef
                let kind: String
                let fromServer: Bool
                switch p.kind {
                case .read(let r, _, _): ref = r; kind = "read"; fromServer = false
                case .notification(let r, _): ref = r; kind = "notification"; fromServer = true
                case .indication(let r, _): ref = r; kind = "indication"; fromServer = true
                default: return
                }
                // Whose attribute: the peer's (the usual case) or the captured device's own server.
                let own = fromServer ? p.direction == .sent : p.direction == .received
                let server = air.contains(p.connection) ? (own ? "central" : "peripheral") : own ? "this_device" : "peer"
                guard let decoded = p.decoded, let uuid = ref.uuid else { return }
                let (start, peer) = starts[p.connection] ?? (p.time, "")
                var prefix = filePrefix + TimeText.csv(p.time) + ","
                prefix += seconds(p.time.microseconds(since: start)) + ","
                prefix += "\(p.frame),\(p.connection),\(peer),\(server),0x\(hex4(ref.handle)),\(uuid.string),"
                prefix += CSV.text(ref.name ?? "") + ",\(kind),"
                output.withBuffer { out in
                    for field in decoded.fields {
                        CSV.rows(prefix: prefix, field: field.name, value: field.value, unit: field.unit ?? "", into: &out)
                    }
                }
            default:
                return
            }
        } }
    }
}

/// CSV writing (RFC 4180 quoting).
enum CSV {
    /// A text field that may hold the capture's strings (a decoded name, a unit, a user decoder's field name):
    /// control characters escaped as on the terminal (`TerminalText`), then quoted.
    static func text(_ s: String) -> String {
        field(TerminalText.escape(s))
    }

    static func field(_ s: String) -> String {
        guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
        return "\"" + s.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }

    /// One row per scalar; arrays give a row per element (with its index); objects give rows named field.member.
    static func rows(prefix: String, field: String, value: DecodedScalar, unit: String, index: Int? = nil,
                     into out: inout ByteSink) {
        let text: String
        switch value {
        case .int(let v): text = String(v)
        case .double(let v): text = number(v, digits: 6)
        case .string(let s), .special(let s): text = CSV.text(s)
        case .bool(let b): text = b ? "true" : "false"
        case .bytes(let b): text = b.withBytes { $0.hex }
        case .array(let items):
            for (k, item) in items.enumerated() {
                rows(prefix: prefix, field: field, value: item, unit: unit, index: k, into: &out)
            }
            return
        case .object(let members):
            for m in members {
                rows(prefix: prefix, field: field + "." + m.name, value: m.value, unit: m.unit ?? "", index: index,
                     into: &out)
            }
            return
        }
        out.append(prefix + CSV.text(field) + "," + (index.map(String.init) ?? "") + "," + text + "," + CSV.text(unit) + "\n")
    }
}
