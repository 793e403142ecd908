import ArgumentParser
import HRSniffKit

struct Connections: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "connections",
        abstract: "List the connections of a capture, one line each: peer, start, duration, ATT PDUs, notifications, errors.",
        discussion: """
            Columns: # the connection's number (as analyze gives it, for --connection); peer its address; \
            start when it began, in seconds since the capture's first record; duration how long the capture \
            shows it; ATT PDUs; notifs its notifications and indications; errors its ATT Error Responses \
            (other than Attribute Not Found ending a search); name the peer's Device Name as read, else the \
            name it advertised. The filter options choose the connections and what is counted. On a terminal \
            the name is cut to the width; into a pipe or file lines are whole.

            Examples:
              hrsniff connections Captures/heart-rate-strap-reconnect.btsnoop
              hrsniff connections --peer Strap --json btsnoop_hci.log
            """
    )

    @Flag(help: "Print NDJSON (one object per connection) instead of text; see docs/json.md.")
    var json = false

    @OptionGroup var terminal: TerminalOptions

    @OptionGroup(title: "Filters") var filters: FilterOptions

    @Argument(help: "The capture files, directories of captures, or - for standard input.", completion: .file())
    var files: [String] = []

    func validate() throws {
        if files.isEmpty { throw ValidationError("Missing expected argument '<files> ...'") }
    }

    func run() throws {
        let inputs = CaptureInputs(files)
        for note in inputs.notes { printError(note) }
        let filter = filters.filter
        let json = self.json
        let width = json ? nil : terminal.resolved
        if !inputs.isSet {
            let reader = try openCapture(files[0])
            let output = OutputStream()
            Self.render(reader, name: files[0], json: json, filter: filter, width: width, output)
            output.flush()
            return
        }
        let items = inputs.items
        let writer = CaptureSetWriter(separate: !json)
        forEachCapture(count: items.count, jobs: 1, work: { i in
            var result = captureResult(items[i]) { reader, output in
                Self.render(reader, name: items[i].path, json: json, filter: filter, width: width, output)
            }
            if json { result.output = withFileField(result.output, file: items[i].path) }
            return result
        }, write: writer.write)
        writer.finish()
        if writer.status != 0 { throw ExitCode(writer.status) }
    }

    /// One connection's line.
    struct Row {
        var id: Int
        var peer: String
        var name: String?
        var start: Int64
        var duration: Int64
        var attPDUs = 0
        var notifications = 0
        var errors = 0
    }

    static func render(_ reader: any CaptureReader, name: String, json: Bool, filter: StoryFilter, width: Int?,
                       _ output: OutputStream) {
        var pipeline = Pipeline(depth: .att)
        pipeline.describeValues = false
        TimeText.clock = pipeline.clock
        var story = filteredStory(filter, &pipeline)
        // The whole summary is needed: notifications are counted from their events.
        pipeline.demand = .all
        let clock = pipeline.clock
        var rows: [Row] = []
        var pdus: [Int: Int] = [:]
        pipeline.run(reader) { event in story.apply(event) { event in
            switch event.payload {
            case .att(let m):
                pdus[m.connection.id, default: 0] += 1
            case .connectionEnd(let info, let summary):
                let origin = clock.firstRecord ?? info.startTime
                var row = Row(
                    id: info.id, peer: info.peer?.description ?? "(unknown)", name: summary.deviceName ?? info.name,
                    start: info.startTime.microseconds(since: origin),
                    duration: event.time.microseconds(since: info.startTime))
                row.attPDUs = pdus.removeValue(forKey: info.id) ?? 0
                row.notifications = summary.activities.reduce(0) { $0 + $1.activity.notifications + $1.activity.indications }
                row.errors = summary.errors.values.reduce(0, +)
                rows.append(row)
            default:
                break
            }
        } }
        rows.sort { $0.id < $1.id }
        output.withBuffer { out in
            if json {
                for row in rows { Self.json(row, &out) }
            } else {
                let header = "hrsniff: \(name): \(reader.format)\n"
                out.append(width.map { TerminalLayout(width: $0).apply(header) } ?? header)
                out.append(Self.table(rows, width: width))
            }
        }
    }

    static func json(_ row: Row, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("connection_overview", &out)
        o.int("connection", row.id, &out)
        o.string("peer", row.peer, &out)
        o.optionalString("name", row.name, &out)
        o.raw("start_s", &out) { $0.append(TimeText.elapsed(row.start)) }
        o.raw("duration_s", &out) { $0.append(TimeText.elapsed(row.duration)) }
        o.int("att_pdus", row.attPDUs, &out)
        o.int("notifications", row.notifications, &out)
        o.int("errors", row.errors, &out)
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    /// The table: numbers right-aligned under their headings, the name last (cut to `width` on a terminal).
    static func table(_ rows: [Row], width: Int?) -> String {
        guard !rows.isEmpty else { return "No connections.\n" }
        let headings = ["#", "peer", "start", "duration", "ATT PDUs", "notifs", "errors"]
        let cells: [[String]] = rows.map { r in
            ["\(r.id)", r.peer, Self.seconds(r.start) + " s", Self.seconds(r.duration) + " s",
             "\(r.attPDUs)", "\(r.notifications)", "\(r.errors)"]
        }
        var widths = headings.map(\.count)
        for row in cells { for (i, c) in row.enumerated() { widths[i] = max(widths[i], c.count) } }
        func line(_ cells: [String], name: String) -> String {
            var s = ""
            for (i, c) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[i] - c.count)
                s += (i == 1 ? c + padding : padding + c) + "  "
            }
            var text = s + name
            if let width { text = Layout.fit(text, width) }
            while text.last == " " { text.removeLast() }
            return text + "\n"
        }
        var text = line(headings, name: "name")
        for (row, cells) in zip(rows, cells) { text += line(cells, name: row.name.map { "\"\($0)\"" } ?? "") }
        return text
    }

    /// Seconds with one decimal.
    static func seconds(_ microseconds: Int64) -> String {
        let tenths = (microseconds + (microseconds >= 0 ? 50_000 : -50_000)) / 100_000
        return (tenths < 0 ? "-" : "") + "\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
    }
}
