import Foundation
import Synchronization

/// The stories `hrsniff analyze` tells about the shared corpus of real captures, made once per test process and
/// shared by the tests that check them. Empty when the corpus is absent, so that those tests skip cleanly.
enum SharedCorpus {
    /// One capture's story: the text output, its NDJSON records and what was written to standard error.
    struct Story: Sendable {
        var name: String
        var status: Int32
        var text: String
        var json: [[String: any Sendable]]
        var stderr: String

        /// The lines of the text story.
        var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
        /// The warning and note lines of the text story (`! warning (frame N): …`, `! note …`).
        var warnings: [Substring] { lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("!") } }
        /// The NDJSON records of one type (`connection`, `procedure`, `warning`, …).
        func records(_ type: String) -> [[String: any Sendable]] { json.filter { $0["type"] as? String == type } }
    }

    /// Whether the corpus is there.
    static var present: Bool { !CaptureFiles.shared.isEmpty }

    /// The names of the corpus's captures (file names), sorted; empty when the corpus is absent.
    static var names: [String] { CaptureFiles.shared.map(CaptureFiles.name) }

    private static let cache = Mutex<[String: Story]>([:])

    /// The story of the capture called `name` in the corpus (analysed on first use).
    static func story(_ name: String) throws -> Story {
        if let known = cache.withLock({ $0[name] }) { return known }
        let path = CaptureFiles.sharedFolder.appendingPathComponent(name).path
        let text = try HRSniffBinary.run(["analyze", path])
        let json = try HRSniffBinary.run(["analyze", "--json", path])
        let records = json.stdout.split(separator: "\n").compactMap { line -> [String: any Sendable]? in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: any Sendable]
        }
        let story = Story(name: name, status: text.status, text: text.stdout, json: records, stderr: text.stderr)
        cache.withLock { $0[name] = story }
        return story
    }
}
