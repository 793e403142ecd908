import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every command the documentation shows runs as shown. In a fenced block of docs/*.md, a line `$ hrsniff …`
/// is an example and the lines after it, up to the next `$ ` line or the end of the block, are its output
/// (standard output and standard error as a terminal shows them). A shown line "…" stands for any number of
/// lines, and "…" inside a line for any text; lines of block characters only (sparklines) are drawn on a
/// terminal and are optional. Examples run in a folder that holds `Captures` and `docs` of the project, with
/// hrsniff on the PATH, through `sh` (pipes to jq and head as shown). An example whose capture is a placeholder
/// (a file that does not exist, which its output does not name) is illustrative and only counted.
@Suite struct DocsExamplesTests {
    struct Example: CustomStringConvertible {
        var file: String
        var line: Int
        var command: String
        var output: [String]
        var description: String { "\(file):\(line): $ \(command)" }
    }

    static func examples() -> [Example] {
        let docs = CaptureFiles.projectRoot.appendingPathComponent("docs")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        var examples: [Example] = []
        for name in names {
            let text = (try? String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)) ?? ""
            var inBlock = false
            var indent = 0
            var current: Example?
            for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(raw)
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("```") {
                    if inBlock, let c = current { examples.append(c) }
                    current = nil
                    inBlock.toggle()
                    indent = line.prefix { $0 == " " }.count
                    continue
                }
                guard inBlock else { continue }
                let content = line.count >= indent && line.prefix(indent).allSatisfy({ $0 == " " }) ? String(line.dropFirst(indent)) : trimmed
                if content.hasPrefix("$ ") {
                    if let c = current { examples.append(c) }
                    current = content.hasPrefix("$ hrsniff ")
                        ? Example(file: name, line: i + 1, command: String(content.dropFirst(2)), output: []) : nil
                } else {
                    current?.output.append(content)
                }
            }
        }
        return examples.map { e in
            var e = e
            while e.output.last?.isEmpty == true { e.output.removeLast() }
            return e
        }
    }

    /// Paths an example names that do not exist where it runs.
    static func placeholders(_ e: Example, in folder: String) -> [String] {
        let words = e.command.split(separator: " ").map(String.init)
        let extensions = [".btsnoop", ".log", ".pklg", ".pcap", ".pcapng", ".zip", ".cfa", ".yaml", ".json", ".txt"]
        var missing: [String] = []
        for (i, w) in words.enumerated() {
            let previous = i > 0 ? words[i - 1] : ""
            // Outputs (-o, convert's second file) need not exist.
            if previous == "-o" || previous == "--output" || previous == ">" { continue }
            if words.first == "hrsniff", words.dropFirst().first == "convert", i == words.count - 1 { continue }
            let looksLikeFile = extensions.contains { w.hasSuffix($0) } || w == w.uppercased() && w.count > 2 && w.allSatisfy(\.isLetter)
            if looksLikeFile, !FileManager.default.fileExists(atPath: folder + "/" + w) { missing.append(w) }
        }
        return missing
    }

    /// True when `actual` is what `shown` shows (see the suite's comment).
    static func matches(_ shown: [String], _ actual: [String]) -> Bool {
        func line(_ pattern: String, _ text: String) -> Bool {
            let parts = pattern.components(separatedBy: "…")
            guard parts.count > 1 else { return pattern == text }
            guard text.hasPrefix(parts[0]) else { return false }
            var rest = text.dropFirst(parts[0].count)
            for part in parts.dropFirst().dropLast() {
                guard let r = rest.range(of: part) else { return false }
                rest = rest[r.upperBound...]
            }
            let last = parts.last ?? ""
            return rest.count >= last.count && rest.hasSuffix(last)
        }
        func sparkline(_ s: String) -> Bool {
            let t = s.trimmingCharacters(in: .whitespaces)
            return !t.isEmpty && t.unicodeScalars.allSatisfy { (0x2581 ... 0x2588).contains($0.value) }
        }
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (actual.count + 1) + j
            if let known = memo[key] { return known }
            var result: Bool
            if i == shown.count {
                result = j == actual.count
            } else if shown[i] == "…" {
                result = match(i + 1, j) || (j < actual.count && match(i, j + 1))
            } else if sparkline(shown[i]) {
                result = match(i + 1, j) || (j < actual.count && line(shown[i], actual[j]) && match(i + 1, j + 1))
            } else {
                result = j < actual.count && line(shown[i], actual[j]) && match(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    /// A folder with the project's Captures and docs, where examples run and write their files.
    static func workFolder() -> String {
        var template = Array("/tmp/hrsniff-docs-XXXXXX".utf8CString)
        _ = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let folder = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for name in ["Captures", "docs"] {
            _ = symlink(CaptureFiles.projectRoot.appendingPathComponent(name).path, folder + "/" + name)
        }
        return folder
    }

    static func run(_ command: String, in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = URL(fileURLWithPath: HRSniffBinary.path).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func docsShowExamples() {
        let examples = Self.examples()
        #expect(examples.count >= 35)
        #expect(examples.contains { $0.file == "guide.md" && $0.command.hasPrefix("hrsniff analyze --summary") })
    }

    /// The matcher: "…" lines and in-line "…" elide, sparklines are optional, anything else must be equal.
    @Test func elisionMatching() {
        #expect(Self.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
        #expect(Self.matches(["a", "…", "d"], ["a", "d"]))
        #expect(!Self.matches(["a", "…", "d"], ["a", "b", "c"]))
        #expect(Self.matches(["hrsniff: wrote report.html (… kB)"], ["hrsniff: wrote report.html (64.2 kB)"]))
        #expect(!Self.matches(["x (… kB)"], ["x (64.2 MB)"]))
        #expect(Self.matches(["a", "  ▁▂█", "b"], ["a", "b"]))
        #expect(!Self.matches(["a", "b"], ["a", "b", "c"]))
        #expect(!Self.matches(["a", "b"], ["a", "B"]))
    }

    @Test func everyExampleRunsAsShown() throws {
        let folder = Self.workFolder()
        defer { _ = try? FileManager.default.removeItem(atPath: folder) }
        var ran = 0
        var problems: [String] = []
        for example in Self.examples() {
            let missing = Self.placeholders(example, in: folder)
            if !missing.isEmpty && !missing.contains(where: { m in example.output.contains { $0.hasPrefix("hrsniff: \(m):") } }) {
                continue
            }
            if example.command.contains("jq"), !available("jq") { continue }
            let output = try Self.run(example.command, in: folder)
            var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            while lines.last?.isEmpty == true { lines.removeLast() }
            ran += 1
            if !Self.matches(example.output, lines) {
                // The first line that differs, for the message.
                let shown = example.output.filter { $0 != "…" }
                let first = shown.first { s in !lines.contains { Self.matches([s], [$0]) } } ?? "(order or count)"
                problems.append("\(example): shown \"\(first)\"; it printed:\n" + lines.prefix(12).joined(separator: "\n"))
            }
        }
        #expect(ran >= 30)
        #expect(problems.isEmpty, "\(problems.count) examples differ:\n\(problems.joined(separator: "\n\n"))")
    }
}
