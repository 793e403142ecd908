import Foundation
import Synchronization
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
@testable import hrsniff

/// `--merge` (the merging reader) and several captures at once (`--jobs`).
@Suite struct MergeTests {
    static let strap = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path

    /// The records of a btsnoop file, header apart.
    static func split(_ path: String) -> (header: [UInt8], records: [[UInt8]]) {
        let data = CaptureFiles.read(path)
        var records: [[UInt8]] = []
        var offset = 16
        while offset + 24 <= data.count {
            let included = Int(data[offset + 4]) << 24 | Int(data[offset + 5]) << 16 | Int(data[offset + 6]) << 8 | Int(data[offset + 7])
            records.append(Array(data[offset ..< min(offset + 24 + included, data.count)]))
            offset += 24 + included
        }
        return (Array(data.prefix(16)), records)
    }

    /// Writes records `range` of the strap capture as a btsnoop file.
    static func piece(_ range: Range<Int>, suffix: String) -> String {
        let (header, records) = split(strap)
        return temporaryFile(header + records[range].flatMap { $0 }, suffix: suffix)
    }

    struct Merged {
        var lines: [String] = []
        var notes: [Diagnostic] = []
        var frames: [Int] = []
        var bytes: [[UInt8]] = []
        var reader: MergedCaptureReader
    }

    static func merge(_ paths: [String]) throws -> Merged {
        let reader = try MergedCaptureReader(paths.map { (CaptureFiles.name($0), try CaptureFile.open($0)) })
        var merged = Merged(reader: reader)
        var diagnostics: [Diagnostic] = []
        while let record = reader.next(diagnostics: &diagnostics) {
            merged.frames.append(record.frame)
            merged.bytes.append(record.bytes.array)
        }
        merged.notes = diagnostics
        return merged
    }

    /// A rotated log: the first 200 records in `.last`, the rest in the current file.
    @Test func rotatedLogMergesToTheWholeSession() throws {
        let last = Self.piece(0 ..< 200, suffix: ".log.last"), current = Self.piece(200 ..< 322, suffix: ".log")
        defer { unlink(last); unlink(current) }
        let merged = try Self.merge([current, last])
        #expect(merged.frames == Array(1 ... 322))
        let original = try Self.merge([Self.strap])
        #expect(merged.bytes == original.bytes, "the same records, in time order, whatever the order of the inputs")
        #expect(merged.notes.map(\.message) == [
            "frames 1–200 are \(CaptureFiles.name(last)) frames 1–200",
            "frames 201–322 are \(CaptureFiles.name(current)) frames 1–122",
        ])
        #expect(merged.notes.map(\.frame) == [1, 201])
        #expect(merged.notes.allSatisfy { $0.code == "merged_range" && $0.severity == .note })
        #expect(merged.reader.duplicatesDropped == 0)
        // The analysis of the merge is the analysis of the whole, with the range notes.
        let whole = try BtsnoopWriterTests.essence(Self.strap)
        let reader = try MergedCaptureReader([("a", try CaptureFile.open(last)), ("b", try CaptureFile.open(current))])
        var pipeline = Pipeline()
        var attLines: [String] = []
        pipeline.run(reader) { e in
            if case .att(let m) = e.payload { attLines.append("att \(e.time.microseconds) #\(m.connection.id) \(m.direction.name) \(m.bytes.hex)") }
        }
        #expect(attLines == whole.filter { $0.hasPrefix("att ") })
    }

    /// Files that overlap (the same packets logged twice) give every packet once.
    @Test func overlappingRecordsAreDroppedOnce() throws {
        let first = Self.piece(0 ..< 200, suffix: ".a"), second = Self.piece(150 ..< 322, suffix: ".b")
        defer { unlink(first); unlink(second) }
        let merged = try Self.merge([first, second])
        #expect(merged.reader.duplicatesDropped == 50)
        #expect(merged.bytes == (try Self.merge([Self.strap])).bytes)
        #expect(merged.notes.last?.code == "merge_duplicates")
        #expect(merged.notes.last?.message == "50 records logged in more than one input (same time, same bytes) were dropped")
        // The second file's range starts at its frame 51, after the 50 it shares with the first.
        #expect(merged.notes.contains { $0.message == "frames 201–322 are \(CaptureFiles.name(second)) frames 51–172" })
        // A capture merged with itself is itself.
        let twice = try Self.merge([Self.strap, Self.strap])
        #expect(twice.reader.duplicatesDropped == 322)
        #expect(twice.bytes == (try Self.merge([Self.strap])).bytes)
    }

    /// k-way by time; equal times keep the order of the inputs; a record that is really there twice in one input
    /// stays twice.
    @Test func timeOrderIsStable() throws {
        var a = CaptureBuilder(.btsnoopH4), b = CaptureBuilder(.btsnoopH4)
        a.time = 0
        b.time = 0
        a.h4(0x01, sent: true, [0x03, 0x0C, 0x00]) // t 1000: Reset
        a.h4(0x01, sent: true, [0x01, 0x10, 0x00]) // t 2000
        a.record(flags: 2, [0x01, 0x01, 0x10, 0x00], advance: 0) // t 2000 again, the same bytes: kept
        a.h4(0x01, sent: true, [0x02, 0x10, 0x00]) // t 3000
        b.record(flags: 2, [0x01, 0x09, 0x10, 0x00], advance: 1500) // t 1500
        b.record(flags: 2, [0x01, 0x05, 0x10, 0x00], advance: 500) // t 2000
        b.record(flags: 2, [0x01, 0x01, 0x10, 0x00], advance: 0) // t 2000: a copy of a's second record: dropped
        b.record(flags: 3, [0x04, 0x0E, 0x04, 0x01, 0x03, 0x0C, 0x00], advance: 500) // t 2500
        let pa = temporaryFile(a.data), pb = temporaryFile(b.data)
        defer { unlink(pa); unlink(pb) }
        let merged = try Self.merge([pa, pb])
        let opcodes = merged.bytes.map { $0.count > 2 ? $0[1] : 0 }
        // a1 (t1000), b1 (1500), a2 a3 (2000), b2 (2000), b4 (2500), a4 (3000).
        #expect(opcodes == [0x03, 0x09, 0x01, 0x01, 0x05, 0x0E, 0x02])
        #expect(merged.reader.duplicatesDropped == 1)
        #expect(merged.frames == Array(1 ... 7))
        let ranges = merged.notes.filter { $0.code == "merged_range" }.map(\.message)
        let (na, nb) = (CaptureFiles.name(pa), CaptureFiles.name(pb))
        #expect(ranges == ["frame 1 is \(na) frame 1", "frame 2 is \(nb) frame 1", "frames 3–4 are \(na) frames 2–3",
                           "frame 5 is \(nb) frame 2", "frame 6 is \(nb) frame 4", "frame 7 is \(na) frame 4"])
    }

    /// A reader's own diagnostics name its file, and carry the merged frame number of their record.
    @Test func readerDiagnosticsNameTheirFile() throws {
        let (header, records) = Self.split(Self.strap)
        let whole = temporaryFile(header + records[0 ..< 10].flatMap { $0 }, suffix: ".x")
        // A second file cut inside its third record.
        let cut = temporaryFile(header + records[10 ..< 12].flatMap { $0 } + Array(records[12].prefix(30)), suffix: ".y")
        defer { unlink(whole); unlink(cut) }
        let merged = try Self.merge([whole, cut])
        #expect(merged.frames == Array(1 ... 13))
        let truncated = try #require(merged.notes.first { $0.code == "truncated_file" })
        #expect(truncated.message.hasPrefix(CaptureFiles.name(cut) + ": the file ends inside record 3"))
        #expect(truncated.frame == 13)
    }

    final class FakeReader: CaptureReader {
        let format: CaptureFormat
        init(_ format: CaptureFormat) { self.format = format }
        func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? { nil }
    }

    @Test func onlyHCICapturesMerge() throws {
        #expect(CaptureFormat.pcapng(linkType: 201).carriesHCI)
        #expect(CaptureFormat.pcap(linkType: 254).carriesHCI)
        #expect(CaptureFormat.btsnoop(datalink: 1001).carriesHCI)
        #expect(CaptureFormat.packetLogger(littleEndian: false).carriesHCI)
        #expect(!CaptureFormat.pcapng(linkType: 256).carriesHCI)
        #expect(throws: MergeError(path: "air.pcapng", reason: "pcapng (DLT 272) is not an HCI capture")) {
            _ = try MergedCaptureReader([("a.log", FakeReader(.btsnoop(datalink: 1002))),
                                         ("air.pcapng", FakeReader(.pcapng(linkType: 272)))])
        }
    }

    // MARK: The commands

    @Test func analyzeMergeTellsOneSession() throws {
        let last = Self.piece(0 ..< 200, suffix: ".log.last"), current = Self.piece(150 ..< 322, suffix: ".log")
        defer { unlink(last); unlink(current) }
        let merged = try HRSniffBinary.run(["analyze", "--merge", last, current])
        let whole = try HRSniffBinary.run(["analyze", Self.strap])
        #expect(merged.status == 0)
        let lines = merged.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "hrsniff: \(last) + \(current): btsnoop (datalink 1002)")
        let notes = lines.filter { $0.hasPrefix("  ! note") && ($0.contains(" are ") || $0.contains("logged in more than one")) }
        #expect(notes.count == 3)
        let story = lines.dropFirst().filter { !notes.contains($0) }
        let wholeLines: [Substring] = whole.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(story == Array(wholeLines.dropFirst()))
    }

    /// Several captures: each told on its own, in the order given, the same bytes with any number of jobs.
    @Test func severalCapturesInOrderWhateverTheJobs() throws {
        let folder = CaptureFiles.projectRoot.appendingPathComponent("Captures").path
        let names = CaptureInputs.entries(folder)
        #expect(names == names.sorted() && names.count == CaptureFiles.bundled.count)
        var expected = ""
        for (k, name) in names.enumerated() {
            let single = try HRSniffBinary.run(["analyze", folder + "/" + name])
            expected += (k == 0 ? "" : "\n") + single.stdout
        }
        for jobs in ["1", "2", "5"] {
            let all = try HRSniffBinary.run(["analyze", "--jobs", jobs, folder])
            #expect(all.status == 0)
            #expect(all.stdout == expected, "--jobs \(jobs)")
        }
        // JSON: every object carries its file, right after its type and schema version.
        let json = try HRSniffBinary.run(["analyze", "--json", "--jobs", "3", folder + "/glucose.btsnoop", folder + "/thermometer.btsnoop"])
        var files: [String] = []
        for line in json.stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            files.append(try #require(object["file"] as? String))
            #expect(line.hasPrefix("{\"type\":\"\(object["type"] as? String ?? "")\",\"schema_version\":1,\"file\":"))
        }
        let glucose = try HRSniffBinary.run(["analyze", "--json", folder + "/glucose.btsnoop"]).stdout.split(separator: "\n").count
        #expect(files.prefix(glucose).allSatisfy { $0.hasSuffix("glucose.btsnoop") })
        #expect(files.dropFirst(glucose).allSatisfy { $0.hasSuffix("thermometer.btsnoop") })
        #expect(files.count > glucose)
    }

    @Test func directoriesSkipWhatIsNotACapture() throws {
        let folder = NSTemporaryDirectory() + "hrsniff-set-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: Self.strap, toPath: folder + "/b.btsnoop")
        try FileManager.default.copyItem(atPath: Self.strap, toPath: folder + "/inner/c.btsnoop")
        _ = FileManager.default.createFile(atPath: folder + "/a-notes.txt", contents: Data("no capture\n".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/.hidden", contents: Data([1, 2, 3, 4]))
        let result = try HRSniffBinary.run(["analyze", "--summary", folder])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("hrsniff: \(folder)/b.btsnoop: btsnoop (datalink 1002)\n"))
        #expect(result.stderr.contains("hrsniff: \(folder)/a-notes.txt: skipped, not a capture hrsniff recognises"))
        #expect(result.stderr.contains("hrsniff: \(folder)/inner: skipped, a directory"))
        #expect(!result.stderr.contains(".hidden"))
        // A file named on the command line that cannot be read is an error; the others are still told.
        let missing = try HRSniffBinary.run(["analyze", "--summary", folder + "/missing.log", Self.strap])
        #expect(missing.status == 2)
        #expect(missing.stdout.contains("322 records, 1 connection"))
        #expect(missing.stderr.contains("missing.log: cannot open"))
        #expect(try HRSniffBinary.run(["analyze", "--jobs", "0", Self.strap]).status == 64)
    }

    @Test func gattAndExportOfSeveralCaptures() throws {
        let folder = CaptureFiles.projectRoot.appendingPathComponent("Captures").path
        let a = folder + "/glucose.btsnoop", b = folder + "/thermometer.btsnoop"
        let csv = try HRSniffBinary.run(["export", a, b]).stdout.split(separator: "\n")
        let singleA = try HRSniffBinary.run(["export", a]).stdout.split(separator: "\n")
        let singleB = try HRSniffBinary.run(["export", b]).stdout.split(separator: "\n")
        #expect(csv.first == "file," + singleA[0])
        #expect(Array(csv.dropFirst()) == singleA.dropFirst().map { "\(a),\($0)" } + singleB.dropFirst().map { "\(b),\($0)" })
        let gatt = try HRSniffBinary.run(["gatt", a, b]).stdout
        let gattA = try HRSniffBinary.run(["gatt", a]).stdout, gattB = try HRSniffBinary.run(["gatt", b]).stdout
        #expect(gatt == "hrsniff: \(a): btsnoop (datalink 1002)\n" + gattA + "\nhrsniff: \(b): btsnoop (datalink 1002)\n" + gattB)
    }

    /// At most 2 × jobs results exist at once, and they are written in order.
    @Test func parallelResultsAreBoundedAndOrdered() {
        // (alive, peak, running, most running): results started and not yet written, and work running at once.
        let counts = Mutex((0, 0, 0, 0))
        var written: [Int] = []
        forEachCapture(count: 40, jobs: 3, work: { i in
            counts.withLock { c in c.0 += 1; c.1 = max(c.1, c.0); c.2 += 1; c.3 = max(c.3, c.2) }
            usleep(UInt32((i * 7919) % 5) * 1000)
            counts.withLock { c in c.2 -= 1 }
            return CaptureResult(output: [UInt8(i)])
        }, write: { result in
            written.append(Int(result.output.first ?? 255))
            counts.withLock { c in c.0 -= 1 }
        })
        let (_, peak, _, running) = counts.withLock { $0 }
        #expect(written == Array(0 ..< 40))
        #expect(peak <= 6, "at most 2 × jobs results")
        #expect(running <= 3, "at most jobs captures read at once")
        #expect(running >= 2, "the captures are read in parallel")
    }
}
