import ArgumentParser
import HRSniffKit

/// The filter options of analyze, connections, gatt, dump, export, report and live (docs/commands.md,
/// "Filters"). They combine with AND; summaries count what they kept.
struct FilterOptions: ParsableArguments {
    @Option(name: .customLong("connection"), help: ArgumentHelp(
        "Keep only this connection (the number analyze gives); repeat for several.", valueName: "n"))
    var connections: [Int] = []

    @Option(name: .customLong("peer"), help: ArgumentHelp(
        "Keep only connections with this peer: an address, or a part of its name; repeat for several.",
        valueName: "address|name"))
    var peers: [String] = []

    @Option(name: .customLong("uuid"), help: ArgumentHelp(
        "Keep only PDUs and procedures of this service, characteristic or descriptor: 2A37, a 128-bit UUID or a "
            + "name such as \"Heart Rate Measurement\"; repeat for several.",
        valueName: "uuid|name"))
    var uuids: [String] = []

    @Option(help: ArgumentHelp(
        "Keep what happened from this time on: seconds since the capture's first record, or an ISO 8601 time.",
        valueName: "seconds|time"))
    var from: String?

    @Option(help: ArgumentHelp(
        "Keep what happened up to this time: seconds since the capture's first record, or an ISO 8601 time.",
        valueName: "seconds|time"))
    var to: String?

    @Flag(help: "Keep only procedures that failed, and warnings.")
    var errors = false

    @Option(name: .customLong("filter"), help: ArgumentHelp(
        "Keep only events whose JSON fields satisfy this expression, such as 'uuid == 2A37 and bpm > 150' "
            + "(docs/commands.md, \"Filter expressions\").",
        valueName: "expr"))
    var expression: String?

    func validate() throws {
        _ = try storyFilter()
    }

    /// The filter the options describe, or a message naming the option that is wrong.
    func storyFilter() throws -> StoryFilter {
        var filter = StoryFilter()
        filter.connections = Set(connections)
        for text in peers {
            guard let peer = StoryFilter.peer(text) else { throw ValidationError("--peer: give an address or a name.") }
            filter.peers.append(peer)
        }
        for text in uuids {
            guard let uuid = StoryFilter.uuid(text) else {
                throw ValidationError("--uuid: '\(text)' is neither a UUID (2A37, 0x2A37, 128-bit) nor the name of a "
                    + "known service, characteristic or descriptor.")
            }
            filter.uuids.insert(uuid)
        }
        for (name, text) in [("--from", from), ("--to", to)] {
            guard let text else { continue }
            guard let bound = StoryFilter.time(text) else {
                throw ValidationError("\(name): '\(text)' is neither seconds since the capture's first record (90, 1.5) "
                    + "nor an ISO 8601 time (2026-03-14T09:27:00Z).")
            }
            if name == "--from" { filter.from = bound } else { filter.to = bound }
        }
        filter.errorsOnly = errors
        if let expression {
            do {
                filter.expression = try FilterExpression(parsing: expression)
            } catch {
                throw ValidationError("--filter: \(error)")
            }
        }
        return filter
    }

    /// The filter (validate() has checked the options).
    var filter: StoryFilter { (try? storyFilter()) ?? StoryFilter() }
}

/// `filter` applied to the events of `pipeline`. A filter with criteria turns off the pipeline's folding of
/// notifications: the summaries are made again from the procedures the filter keeps.
func filteredStory(_ filter: StoryFilter, _ pipeline: inout Pipeline) -> FilteredStory {
    if !filter.isEmpty { pipeline.demand = .all }
    return FilteredStory(filter, clock: pipeline.clock, objects: filter.expression == nil ? nil : FilterObjects().objects)
}

/// The NDJSON objects of an event, as `dump --json` and `analyze --json` write them, for `--filter`.
final class FilterObjects {
    private let dump = JSONDumpRenderer()
    private let analyze = JSONAnalyzeRenderer(foldNotifications: false)

    func objects(_ event: Event) -> [[String: FilterExpression.Value]] {
        var sink = ByteSink(capacity: 512)
        switch event.payload {
        case .gatt, .connectionAttempt, .localController, .connectionEnd, .gattTable:
            analyze.render(event, into: &sink)
        default:
            dump.render(event, into: &sink)
        }
        guard sink.count > 0 else { return [] }
        return sink.bytes.array.split(separator: 0x0A).compactMap { line in
            var reader = JSONValueReader(bytes: Array(line))
            guard case .object(let o)? = reader.value() else { return nil }
            return o
        }
    }
}

/// Reads one JSON value into a `FilterExpression.Value` (the NDJSON hrsniff itself wrote).
struct JSONValueReader {
    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D || bytes[i] == 0x0A { i += 1 }
    }

    mutating func value() -> FilterExpression.Value? {
        skipSpace()
        guard i < bytes.count else { return nil }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var o: [String: FilterExpression.Value] = [:]
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
            while true {
                skipSpace()
                guard case .string(let key)? = value() else { return nil }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                i += 1
                guard let v = value() else { return nil }
                o[key] = v
                skipSpace()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
                return nil
            }
        case UInt8(ascii: "["):
            i += 1
            var a: [FilterExpression.Value] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .list(a) }
            while true {
                guard let v = value() else { return nil }
                a.append(v)
                skipSpace()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .list(a) }
                return nil
            }
        case UInt8(ascii: "\""):
            i += 1
            var s: [UInt8] = []
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    i += 1
                    switch bytes[i] {
                    case UInt8(ascii: "n"): s.append(0x0A)
                    case UInt8(ascii: "t"): s.append(0x09)
                    case UInt8(ascii: "r"): s.append(0x0D)
                    case UInt8(ascii: "b"): s.append(0x08)
                    case UInt8(ascii: "f"): s.append(0x0C)
                    case UInt8(ascii: "u"):
                        if i + 4 < bytes.count, let code = UInt32(String(decoding: bytes[i + 1 ... i + 4], as: UTF8.self), radix: 16),
                           let scalar = Unicode.Scalar(code) {
                            s += Array(String(Character(scalar)).utf8)
                        }
                        i += 4
                    default: s.append(bytes[i])
                    }
                } else {
                    s.append(bytes[i])
                }
                i += 1
            }
            i += 1
            return .string(String(decoding: s, as: UTF8.self))
        case UInt8(ascii: "t"):
            i += 4
            return .bool(true)
        case UInt8(ascii: "f"):
            i += 5
            return .bool(false)
        case UInt8(ascii: "n"):
            i += 4
            return .null
        default:
            let start = i
            while i < bytes.count, !",]} ".utf8.contains(bytes[i]) { i += 1 }
            return Double(String(decoding: bytes[start ..< i], as: UTF8.self)).map { .number($0) }
        }
    }
}

/// The statistics a summary line shows: with a filter, the connections, ATT PDUs and warnings it kept.
func shownStatistics(_ s: Pipeline.Statistics, _ story: FilteredStory) -> Pipeline.Statistics {
    guard !story.filter.isEmpty else { return s }
    var shown = s
    shown.connections = story.kept.connections
    shown.attPDUs = story.kept.attPDUs
    shown.warnings = story.kept.warnings
    return shown
}

/// "1893 records, 1 connection, 1790 ATT PDUs, 0 warnings", and with a filter what it kept.
func summaryLine(_ s: Pipeline.Statistics, _ story: FilteredStory) -> String {
    let shown = shownStatistics(s, story)
    let counts = "\(shown.connections) connection\(shown.connections == 1 ? "" : "s"), \(shown.attPDUs) ATT PDUs, "
        + "\(shown.warnings) warning\(shown.warnings == 1 ? "" : "s")"
    if story.filter.isEmpty { return "\(s.records) records, " + counts }
    return "\(s.records) records; kept by the filter: " + counts
}
