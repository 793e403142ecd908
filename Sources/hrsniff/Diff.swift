import ArgumentParser
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two sessions: GATT table, procedures, values, notifications, timing.",
        discussion: """
            Connections are paired by peer address, else by name, else by the most similar attribute table; \
            --pair overrides. Attributes are compared by their UUID path (service/characteristic/descriptor), \
            not by handle, so a service that moved is reported as moved.

            Exit status: 0 no differences, 1 differences, 2 trouble (as diff(1)).

            Examples:
              hrsniff diff Captures/firmware-before.btsnoop Captures/firmware-after.btsnoop
              hrsniff diff --ignore timing,notifications monday.log tuesday.log
              hrsniff diff --json --pair A:1=B:2 a.btsnoop b.btsnoop
            """
    )

    @Flag(help: "Print NDJSON: one object per difference.")
    var json = false

    @Option(help: ArgumentHelp("Sections to leave out: connection, gatt, procedures, values, notifications, timing.",
                               valueName: "list"))
    var ignore: String?

    @Option(help: ArgumentHelp("Pair connection N of A with connection M of B (repeatable); A:N=B:M also works.",
                               valueName: "N=M"))
    var pair: [String] = []

    @Option(help: ArgumentHelp("Decode vendor characteristics with the decoders in this JSON or YAML file.",
                               valueName: "file"),
        completion: .file(extensions: ["json", "yaml", "yml"]))
    var decoders: String?

    @Argument(help: "The first capture (A).", completion: .file())
    var a: String

    @Argument(help: "The second capture (B).", completion: .file())
    var b: String

    func validate() throws {
        for p in pair where parsePair(p) == nil { throw ValidationError("--pair takes N=M (connection numbers), not '\(p)'") }
        for s in ignoredSections where SessionDifference.Section(rawValue: s) == nil {
            throw ValidationError("--ignore: unknown section '\(s)'")
        }
    }

    var ignoredSections: [String] {
        (ignore ?? "").split(separator: ",").map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
    }

    /// "N=M" or "A:N=B:M".
    func parsePair(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "=")
        guard parts.count == 2 else { return nil }
        func number(_ part: Substring, side: String) -> Int? {
            var t = part.trimmingCharacters(in: " ")
            if t.uppercased().hasPrefix(side + ":") { t = String(t.dropFirst(2)) }
            return Int(t)
        }
        guard let x = number(parts[0], side: "A"), let y = number(parts[1], side: "B") else { return nil }
        return (x, y)
    }

    func sessions(_ path: String) throws -> [ConnectionSession] {
        let reader = try openCapture(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.describeValues = true
        if let file = decoders { pipeline.userDecoders = try loadDecoders(file) }
        var collector = SessionCollector()
        pipeline.run(reader) { collector.add($0) }
        return collector.sessions
    }

    func run() throws {
        let sa = try sessions(a)
        let sb = try sessions(b)
        var forced: [Int: Int] = [:]
        for p in pair { if let (x, y) = parsePair(p) { forced[x] = y } }
        let (pairs, unpairedA, unpairedB) = SessionDiff.pair(sa, sb, forced: forced)
        let ignored = Set(ignoredSections.compactMap(SessionDifference.Section.init(rawValue:)))
        // A connection without a pair is a difference of the connection section.
        let onlyA = ignored.contains(.connection) ? [] : unpairedA
        let onlyB = ignored.contains(.connection) ? [] : unpairedB
        let output = OutputStream()
        var total = onlyA.count + onlyB.count
        for (x, y) in pairs {
            let (differences, same) = SessionDiff.compare(x, y, ignoring: ignored)
            total += differences.count
            output.withBuffer { out in
                if json {
                    for d in differences { Self.json(d, x, y, &out) }
                } else {
                    Self.text(differences, same: same, x, y, &out)
                }
            }
        }
        output.withBuffer { out in
            for s in onlyA { Self.unpaired(s, side: "a", json: json, &out) }
            for s in onlyB { Self.unpaired(s, side: "b", json: json, &out) }
            if !json {
                out.append(total == 0 ? "No differences.\n" : "\(total) difference\(total == 1 ? "" : "s").\n")
            }
        }
        output.flush()
        if total > 0 { throw ExitCode(1) }
    }

    static func label(_ s: ConnectionSession) -> String {
        var text = "#\(s.info.id)"
        if let peer = s.info.peer { text += " \(peer)" }
        if let name = s.name { text += " \"\(name)\"" }
        return text
    }

    static func text(_ differences: [SessionDifference], same: Int, _ x: ConnectionSession, _ y: ConnectionSession,
                     _ out: inout ByteSink) {
        // Names and values come from the captures: escaped for the terminal.
        out.append("Connection A\(TerminalText.escape(label(x))) ↔ B\(TerminalText.escape(label(y))): \(differences.count) difference\(differences.count == 1 ? "" : "s"), \(same) the same\n")
        for section in SessionDifference.Section.allCases {
            let items = differences.filter { $0.section == section }
            guard !items.isEmpty else { continue }
            out.append("  \(section.rawValue)\n")
            for d in items {
                let line: String
                switch (d.a, d.b) {
                case (nil, let b?): line = "+ \(d.name): \(b) (only in B)"
                case (let a?, nil): line = "- \(d.name): \(a) (only in A)"
                case (let a?, let b?): line = "~ \(d.name): \(a) → \(b)"
                case (nil, nil): line = "? \(d.name)"
                }
                out.append("    \(TerminalText.escape(line))\n")
            }
        }
    }

    static func json(_ d: SessionDifference, _ x: ConnectionSession, _ y: ConnectionSession, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("difference", &out)
        o.int("connection_a", x.info.id, &out)
        o.int("connection_b", y.info.id, &out)
        o.string("section", d.section.rawValue, &out)
        o.string("path", d.path, &out)
        o.string("name", d.name, &out)
        if let a = d.a { o.string("a", a, &out) } else { o.raw("a", &out) { $0.append("null" as StaticString) } }
        if let b = d.b { o.string("b", b, &out) } else { o.raw("b", &out) { $0.append("null" as StaticString) } }
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    static func unpaired(_ s: ConnectionSession, side: String, json: Bool, _ out: inout ByteSink) {
        if json {
            var o = JSONObjectWriter(&out)
            o.record("difference", &out)
            o.string("section", "connection", &out)
            o.string("path", "connection", &out)
            o.string("name", "connection only in " + side.uppercased(), &out)
            if side == "a" {
                o.string("a", label(s), &out)
                o.raw("b", &out) { $0.append("null" as StaticString) }
            } else {
                o.raw("a", &out) { $0.append("null" as StaticString) }
                o.string("b", label(s), &out)
            }
            o.close(&out)
            out.append(UInt8(0x0A))
        } else {
            out.append("Connection \(TerminalText.escape(label(s))) only in \(side.uppercased())\n")
        }
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self[...]
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
