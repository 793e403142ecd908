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
        abstract: "Write the decoded values of a capture as CSV: one row per value, with connection and time.",
        discussion: """
            Every read, notification and indication with a decoder gives one row per numeric or text field; \
            lists (RR intervals) give one row per element. Columns: time (ISO 8601 UTC), seconds since the \
            connection began, frame, connection, peer, server (peer, or this_device for the captured device's \
            own attributes), handle, characteristic UUID and name, procedure, field, \
            index (position in a list, else empty), value, unit.

            Examples:
              hrsniff export --csv Captures/heart-rate-strap.btsnoop > hr.csv
              hrsniff export --csv --uuid 2A37 btsnoop_hci.log
            """
    )

    @Flag(help: "Write CSV (the only format so far; the flag keeps room for others).")
    var csv = false

    @Option(name: .customLong("uuid"),
            help: "Only this characteristic (16-bit like 2A37, or the full 128-bit UUID); repeat for more.")
    var uuids: [String] = []

    @Option(name: .customLong("gatt-from"), help: ArgumentHelp(
        "Borrow attribute tables from another capture of the same peer.", valueName: "capture"), completion: .file())
    var gattFrom: String?

    @Option(help: ArgumentHelp("Decode vendor characteristics with the decoders in this JSON or YAML file.",
                               valueName: "file"),
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var decoders: String?

    @OptionGroup var set: CaptureSetOptions

    @Argument(help: "The capture files, directories of captures, or - for standard input.", completion: .file())
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<files> ...'") }
        for u in uuids where BluetoothUUID(u) == nil {
            throw ValidationError("'\(u)' is not a UUID (use 2A37 or the 36-character form)")
        }
    }

    static let columns = "time,elapsed_s,frame,connection,peer,server,handle,uuid,name,procedure,field,index,value,unit\n"

    func run() throws {
        let wanted = Set(uuids.compactMap { BluetoothUUID($0) })
        var options = GATTOptions()
        options.gattFrom = gattFrom
        options.decoders = decoders
        let template = try options.prepared()
        let inputs = CaptureInputs(files)
        for note in inputs.notes { printError(note) }
        if set.merge || !inputs.isSet {
            let (reader, _) = set.merge ? try inputs.openMerged() : (try openCapture(files[0]), files[0])
            let output = OutputStream()
            output.write(Self.columns)
            Self.rows(reader, template: template, wanted: wanted, file: nil, output)
            output.flush()
            return
        }
        // Several captures: one table, with the capture in a first column.
        let items = inputs.items
        let writer = CaptureSetWriter(separate: false)
        writer.write(CaptureResult(output: Array(("file," + Self.columns).utf8)))
        forEachCapture(count: items.count, jobs: set.jobCount, work: { i in
            captureResult(items[i]) { reader, output in
                Self.rows(reader, template: template, wanted: wanted, file: items[i].path, output)
            }
        }, write: writer.write)
        writer.finish()
        if writer.status != 0 { throw ExitCode(writer.status) }
    }

    /// The rows of one capture, each starting with `file` when there are several.
    static func rows(_ reader: any CaptureReader, template: PipelineTemplate, wanted: Set<BluetoothUUID>, file: String?,
                     _ output: OutputStream) {
        var pipeline = template.make()
        pipeline.describeValues = false
        TimeText.clock = pipeline.clock
        let filePrefix = file.map { CSV.field($0) + "," } ?? ""
        var starts: [Int: (Timestamp, String)] = [:]
        /// Connections of an air capture, whose servers are the central's and the peripheral's.
        var air: Set<Int> = []
        pipeline.run(reader) { event in
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
                guard let decoded = p.decoded, let uuid = ref.uuid, wanted.isEmpty || wanted.contains(uuid) else { return }
                let (start, peer) = starts[p.connection] ?? (p.time, "")
                var prefix = filePrefix + TimeText.csv(p.time) + ","
                prefix += seconds(p.time.microseconds(since: start)) + ","
                prefix += "\(p.frame),\(p.connection),\(peer),\(server),0x\(hex4(ref.handle)),\(uuid.string),"
                prefix += CSV.field(ref.name ?? "") + ",\(kind),"
                output.withBuffer { out in
                    for field in decoded.fields {
                        CSV.rows(prefix: prefix, field: field.name, value: field.value, unit: field.unit ?? "", into: &out)
                    }
                }
            default:
                return
            }
        }
    }
}

/// CSV writing (RFC 4180 quoting).
enum CSV {
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
        case .string(let s), .special(let s): text = CSV.field(s)
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
        out.append(prefix + field + "," + (index.map(String.init) ?? "") + "," + text + "," + CSV.field(unit) + "\n")
    }
}
