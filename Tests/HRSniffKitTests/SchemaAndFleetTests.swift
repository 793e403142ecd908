import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP
@testable import HRSniffATT
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis

#if canImport(Glibc)
import Glibc
#endif

/// Python 3 and the packages of `scripts/fleet` (docs/json.md#schema-version, docs/fleet.md). The README's test
/// command installs them; a plain `swift test` without them skips the tests that need them.
enum FleetPython {
    /// Whether `python3` imports every module of `modules`.
    static func has(_ modules: [String]) -> Bool {
        (try? run(["-c", "import " + modules.joined(separator: ", ")]).status) == 0
    }

    static let schemaReady = has(["jsonschema", "referencing"])
    static let fleetReady = has(["jsonschema", "dask", "distributed", "duckdb", "pyarrow", "pandas"])

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `python3 ARGUMENTS` in the project root, with hrsniff's debug build as `HRSNIFF`.
    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = CaptureFiles.projectRoot
        var environment = ProcessInfo.processInfo.environment
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        environment["HRSNIFF"] = HRSniffBinary.path
        process.environment = environment
        let out = Pipe()
        let errPath = temporaryFile([], suffix: ".err")
        defer { unlink(errPath) }
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try err.close()
        return Result(status: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self),
                      stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
    }
}

/// A private temporary directory, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/hrsniff-schema-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil)
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: file(name), atomically: false, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// The NDJSON of `analyze`, `gatt`, `dump` and `diff --json` is checked against the JSON Schema files of
/// docs/schema with Python's jsonschema (draft 2020-12 validator, format checking on), for every bundled capture and
/// every capture of the shared corpus (skipped cleanly when it is absent).
@Suite("NDJSON schema (docs/schema)")
struct NDJSONSchemaTests {
    static let needs: Comment = "needs python3 with jsonschema (the README's test command installs it)"

    /// Writes `hrsniff ARGUMENTS` to `name` in `folder`; the exit status must be one of `statuses`.
    static func output(_ arguments: [String], to name: String, in folder: ScratchFolder,
                       statuses: Set<Int32> = [0]) throws {
        let result = try HRSniffBinary.run(arguments)
        #expect(statuses.contains(result.status), "hrsniff \(arguments.joined(separator: " ")): \(result.stderr)")
        // gatt writes nothing for a capture without discovery, diff nothing for captures that do not differ.
        #expect(!result.stdout.isEmpty || ["gatt", "diff"].contains(arguments.first), "hrsniff \(arguments.joined(separator: " ")) wrote nothing")
        try folder.write(name, result.stdout)
    }

    /// Validates every file of `folder` and expects no problem.
    static func validate(_ folder: ScratchFolder, _ files: [String]) throws {
        let result = try FleetPython.run(["scripts/fleet/validate.py"] + files.map(folder.file))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.status == 0, "\(result.stdout.split(separator: "\n").prefix(40).joined(separator: "\n"))")
    }

    static var captures: [String] { CaptureFiles.bundled + CaptureFiles.shared }

    /// Pairs to diff: the bundled before/after firmware and reconnect captures, and the shared captures two by two
    /// (each is in one pair).
    static var diffPairs: [(String, String)] {
        let bundled = CaptureFiles.projectRoot.appendingPathComponent("Captures").path
        var pairs = [(bundled + "/firmware-before.btsnoop", bundled + "/firmware-after.btsnoop"),
                     (bundled + "/heart-rate-strap-reconnect.btsnoop", bundled + "/heart-rate-strap.btsnoop")]
        let shared = CaptureFiles.shared
        for i in stride(from: 0, to: shared.count - 1, by: 2) { pairs.append((shared[i], shared[i + 1])) }
        return pairs
    }

    @Test(.enabled(if: FleetPython.schemaReady, needs))
    func analyzeGattAndDiffOfEveryCaptureMatchTheSchema() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var files: [String] = []
        for (i, path) in Self.captures.enumerated() {
            try Self.output(["analyze", "--json", path], to: "analyze-\(i).ndjson", in: folder)
            try Self.output(["gatt", "--json", path], to: "gatt-\(i).ndjson", in: folder)
            files += ["analyze-\(i).ndjson", "gatt-\(i).ndjson"]
        }
        // Several captures at once: every object carries `file`.
        try Self.output(["analyze", "--json", "--jobs", "2", CaptureFiles.projectRoot.appendingPathComponent("Captures").path],
                        to: "analyze-folder.ndjson", in: folder)
        files.append("analyze-folder.ndjson")
        for (i, (a, b)) in Self.diffPairs.enumerated() {
            try Self.output(["diff", "--json", a, b], to: "diff-\(i).ndjson", in: folder, statuses: [0, 1])
            files.append("diff-\(i).ndjson")
        }
        // And every complete NDJSON example of the documentation.
        let docs = CaptureFiles.projectRoot.appendingPathComponent("docs")
        var examples: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: docs.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
            examples += text.split(separator: "\n").filter { $0.hasPrefix("{\"type\":\"") && !$0.contains("…") }.map(String.init)
        }
        #expect(examples.count > 80)
        try folder.write("examples.ndjson", examples.joined(separator: "\n") + "\n")
        files.append("examples.ndjson")
        try Self.validate(folder, files)
    }

    @Test(.enabled(if: FleetPython.schemaReady, needs))
    func dumpOfEveryCaptureMatchesTheSchema() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        var files: [String] = []
        for (i, path) in Self.captures.enumerated() {
            // The ATT layer (att, l2cap, l2cap_signal, smp) and the HCI layer (acl, ll_data), with the records of both.
            try Self.output(["dump", "--json", path], to: "dump-\(i).ndjson", in: folder)
            try Self.output(["dump", "--json", "--layer", "hci", path], to: "dump-hci-\(i).ndjson", in: folder)
            files += ["dump-\(i).ndjson", "dump-hci-\(i).ndjson"]
        }
        try Self.validate(folder, files)
    }

    /// The schema rejects what hrsniff must not write: a broken record fails, each for its own reason, and the
    /// records around it still pass.
    @Test(.enabled(if: FleetPython.schemaReady, needs))
    func brokenRecordsFail() throws {
        let analyze = try HRSniffBinary.run(["analyze", "--json", "Captures/heart-rate-strap.btsnoop"])
        let line = try #require(analyze.stdout.split(separator: "\n").first {
            $0.contains(#""procedure":"notification""#) && $0.contains(#""uuid":"2A37""#) && $0.contains(#""rr_intervals_ms""#)
        }).description
        let time = try #require(line.range(of: #"2026-03-14T[0-9:.]+Z"#, options: .regularExpression))
        func replacing(_ old: String, _ new: String) -> String {
            precondition(line.contains(old), old)
            return line.replacingOccurrences(of: old, with: new)
        }
        let broken: [(String, String)] = [
            // A string in a number's place that is not one of the special values…
            ("decoded/bpm", replacing(#""bpm":"#, #""bpm":"fast","x":"#)),
            // …and a special value where the specification defines none.
            ("decoded/level_percent", replacing(#""bpm":"#, #""level_percent":"not_available","bpm":"#)),
            ("decoded/sensor_contact", replacing(#""sensor_contact":"detected""#, #""sensor_contact":"maybe""#)),
            ("schema_version", replacing(#""schema_version":1"#, #""schema_version":2"#)),
            ("'frame' is a required property", replacing(#""frame":"#, #""frames":"#)),
            ("'extra' was unexpected", replacing(#""procedure":"notification""#, #""procedure":"notification","extra":1"#)),
            ("time", replacing(String(line[time]), "2026-03-14 09:26:53")),
            ("value", replacing(#""value":""#, #""value":"ABC"#)),
            ("decoded/rr_intervals_ms/0", replacing(#""rr_intervals_ms":["#, #""rr_intervals_ms":[null,"#)),
            ("attribute/uuid", replacing(#""uuid":"2A37""#, #""uuid":"2a37""#)),
            ("procedure", replacing(#""procedure":"notification""#, #""procedure":"notified""#)),
            ("'attribute' is a required property", line.replacingOccurrences(
                of: #","attribute":\{[^}]*\}"#, with: "", options: .regularExpression)),
        ]
        let valid = [
            line,
            // A documented special value where the field may hold one.
            replacing(#""bpm":"#, #""temperature":"nan","utc_offset_minutes":"unknown","bpm":"#),
        ]
        let folder = try ScratchFolder()
        defer { folder.remove() }
        // Each broken line follows the valid one it was made from: the validator's shortcut for objects that
        // differ only in their frame and time must not hide a broken time.
        var lines: [String] = []
        for (_, b) in broken { lines += [line, b] }
        lines += valid
        try folder.write("mixed.ndjson", lines.joined(separator: "\n") + "\n")
        let result = try FleetPython.run(["scripts/fleet/validate.py", folder.file("mixed.ndjson")])
        #expect(result.status == 1)
        let reported = result.stdout.split(separator: "\n").map(String.init)
        for (k, (what, _)) in broken.enumerated() {
            let number = 2 * k + 2
            let about = reported.filter { $0.contains(".ndjson:\(number): ") }
            #expect(!about.isEmpty, "broken line \(number) (\(what)) passed")
            #expect(about.contains { $0.contains(what) }, "line \(number): \(about) does not name \(what)")
        }
        for k in 0 ..< broken.count + valid.count {
            let number = k < broken.count ? 2 * k + 1 : 2 * broken.count + 1 + (k - broken.count)
            #expect(!reported.contains { $0.contains(".ndjson:\(number): ") }, "valid line \(number) failed: \(reported)")
        }
    }

    /// Every decoder: what it writes for random values and special-value patterns (a fixed seed) is typed by
    /// `$defs/decoded`, with no field the schema does not list, and no string where a number stands except the
    /// documented special values.
    @Test(.enabled(if: FleetPython.schemaReady, needs))
    func everyDecoderMatchesTheSchema() throws {
        var generator = SplitMix64(seed: 0x5CE3A)
        let patterns: [[UInt8]] = [[0xFF], [0xFF, 0xFF], [0xFF, 0x7F], [0xFF, 0x07], [0xFE, 0x07], [0x00, 0x08],
                                   [0x01, 0x08], [0x02, 0x08], [0x00, 0x80], [0xFE, 0x7F], [0x02, 0x00, 0x80],
                                   [0xFF, 0xFF, 0x7F], [0x00, 0x00, 0x80, 0x00], [0xFE, 0xFF, 0x7F, 0x00],
                                   [0x02, 0x00, 0x80, 0x00], [0x00], [0x80], [0xFE], [0x00, 0x00]]
        var lines: [String] = []
        var seen = Set<String>()
        var uuids = 0
        for short in UInt16(0x2800) ... UInt16(0x2BFF) {
            let uuid = BluetoothUUID(uuid16: short)
            guard [UInt8]([0x00]).withBytes({ Decoders.decode(uuid, $0) }) != nil else { continue }
            uuids += 1
            for n in 0 ..< 400 {
                var value = (0 ..< Int(generator.next() % (n % 3 == 0 ? 13 : 49))).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                switch n % 6 {
                case 0: value = value.map { _ in 0xFF }
                case 1: for i in value.indices where generator.next() % 2 == 0 { value[i] = 0 }
                case 2, 3:
                    for _ in 0 ..< 1 + Int(generator.next() % 6) where value.count > 1 {
                        let pattern = patterns[Int(generator.next() % UInt64(patterns.count))]
                        let at = Int(generator.next() % UInt64(value.count))
                        for (k, b) in pattern.enumerated() where at + k < value.count { value[at + k] = b }
                    }
                default: break
                }
                if n % 5 == 0 && !value.isEmpty { value[0] = 0xFF }
                guard let decoded = value.withBytes({ Decoders.decode(uuid, $0) }) else { continue }
                var json = ByteSink(capacity: 512)
                DecodedJSON.value(decoded, &json)
                let text = String(decoding: json.bytes.array, as: UTF8.self)
                // Each object once per decoder (random values often decode alike).
                guard seen.insert(uuid.string + text).inserted else { continue }
                var sink = ByteSink(capacity: 512)
                sink.append("{\"uuid\":\"")
                sink.append(uuid.string)
                sink.append("\",\"hex\":\"")
                value.withBytes { sink.appendHex($0) }
                sink.append("\",\"decoded\":")
                sink.append(text)
                sink.append("}")
                lines.append(String(decoding: sink.bytes.array, as: UTF8.self))
            }
        }
        #expect(uuids > 100)
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("decoded.ndjson", lines.joined(separator: "\n") + "\n")
        let result = try FleetPython.run(["scripts/fleet/validate.py", "--decoded-builtin", folder.file("decoded.ndjson")])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.status == 0, "\(result.stdout.split(separator: "\n").prefix(40).joined(separator: "\n"))")
    }
}

/// A decoded value as `decoded` in the NDJSON: the fields in order, numbers as hrsniff writes them (`appendDecimal`,
/// non-finite as null), special values and text as strings, bytes as hex, `problems` last.
enum DecodedJSON {
    static func value(_ v: DecodedValue, _ out: inout ByteSink) {
        var fields = v.fields
        if !v.problems.isEmpty { fields.append(DecodedField("problems", .array(v.problems.map { .string($0) }))) }
        object(fields, &out)
    }

    static func object(_ fields: [DecodedField], _ out: inout ByteSink) {
        out.append(UInt8(ascii: "{"))
        for (i, f) in fields.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            JSON.appendString(f.name, &out)
            out.append(UInt8(ascii: ":"))
            scalar(f.value, &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    static func scalar(_ v: DecodedScalar, _ out: inout ByteSink) {
        switch v {
        case .int(let i): out.appendInteger(i)
        case .double(let d): out.appendDecimal(d)
        case .string(let s), .special(let s): JSON.appendString(s, &out)
        case .bool(let b): out.append(b ? "true" : "false")
        case .bytes(let b): out.append(UInt8(ascii: "\"")); b.withBytes { out.appendHex($0) }; out.append(UInt8(ascii: "\""))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                scalar(item, &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields): object(fields, &out)
        }
    }
}

/// A small deterministic generator (SplitMix64), so that a failure names values that come again.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The fleet job (docs/fleet.md) for real: a Dask LocalCluster of 2 workers runs `hrsniff analyze --json` over
/// Captures/ and the shared corpus (when present) into Parquet, with an empty and a garbage file that must become
/// rows of `errors`; DuckDB answers the five example questions, and each answer is checked against `analyze --json`
/// of the single captures (scripts/fleet/check.py).
@Suite("Fleet job (scripts/fleet)")
struct FleetJobTests {
    @Test(.enabled(if: FleetPython.fleetReady,
                   "needs python3 with dask, distributed, duckdb, pyarrow, pandas and jsonschema (the README's test command installs them)"))
    func localClusterAnswersTheFiveQuestions() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        try folder.write("empty.log", "")
        try Data((0 ..< 4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
            .write(to: URL(fileURLWithPath: folder.file("garbage.bin")))
        var inputs = [CaptureFiles.projectRoot.appendingPathComponent("Captures").path]
        if SharedCorpus.present { inputs.append(CaptureFiles.sharedFolder.path) }
        let result = try FleetPython.run(["scripts/fleet/check.py", "--workers", "2",
                                          "--expect-error", folder.file("empty.log"),
                                          "--expect-error", folder.file("garbage.bin")] + inputs)
        #expect(result.status == 0, "\(result.stdout)\n\(result.stderr.suffix(3000))")
        let captures = CaptureFiles.bundled.count + CaptureFiles.shared.count
        #expect(result.stdout.contains("job: \(captures + 2) captures, \(captures) analysed, 2 errors"), "\(result.stdout)")
        #expect(result.stdout.contains("empty.log: analyze, exit status 2"), "\(result.stdout)")
        #expect(result.stdout.contains("garbage.bin: analyze, exit status 2"), "\(result.stdout)")
        #expect(result.stdout.contains("docs: the SQL of 5 questions"), "\(result.stdout)")
        #expect(result.stdout.contains("every answer agrees"), "\(result.stdout)")
        // Progress went to standard error, the last line at 100 %.
        #expect(result.stderr.contains("fleet: \(captures + 2)/\(captures + 2) captures (100%), 2 errors"), "\(result.stderr)")
    }
}
