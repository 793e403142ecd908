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
@testable import HRSniffReport

#if canImport(Glibc)
import Glibc
#endif

/// Bytes in memory as a stream that cannot seek, as standard input is.
final class MemorySource: ByteSource {
    private let data: [UInt8]
    private var offset = 0
    private let chunk: Int

    init(_ data: [UInt8], chunk: Int = 4096) {
        self.data = data
        self.chunk = chunk
    }

    func read(into buffer: inout [UInt8], at start: Int, count: Int) -> Int {
        let n = min(count, chunk, data.count - offset, buffer.count - start)
        guard n > 0 else { return 0 }
        buffer.replaceSubrange(start ..< start + n, with: data[offset ..< offset + n])
        offset += n
        return n
    }
}

/// Android bug reports: zip archives, dumpstate text, btsnooz summaries of both versions, and the preference for a
/// full HCI snoop log.
@Suite struct BugReportTests {
    static let source = PhoneCaptures.bundled("heart-rate-strap.btsnoop")
    static let sourcePath = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path
    static var records: [SnoopRecord] { PhoneCaptures.records(source) }

    /// ATT PDUs ("FRAME DIRECTION HEX") and their times, read from `reader`.
    static func att(_ reader: any CaptureReader) -> [String] {
        var pipeline = Pipeline()
        var lines: [String] = []
        pipeline.run(reader) { e in
            guard case .att(let m) = e.payload else { return }
            lines.append("\(e.frame) \(m.direction.name) \(m.bytes.hex) @\(e.time.microseconds)"
                + (m.originalLength.map { " cut \($0)" } ?? ""))
        }
        return lines
    }

    static func att(file data: [UInt8], suffix: String = ".bin") throws -> [String] {
        att(try open(data, stream: false))
    }

    /// A reader over `data` from a file (removed once open: the descriptor keeps it), or from a stream.
    static func open(_ data: [UInt8], stream: Bool) throws -> any CaptureReader {
        if stream { return try CaptureFile.open(InputWindow(source: MemorySource(data)), path: "-") }
        let path = temporaryFile(data)
        defer { unlink(path) }
        return try CaptureFile.open(path)
    }

    static func att(stream data: [UInt8]) throws -> [String] {
        att(try CaptureFile.open(InputWindow(source: MemorySource(data)), path: "-"))
    }

    static var sourceATT: [String] { (try? att(file: source)) ?? [] }

    static func diagnostics(_ reader: any CaptureReader) -> [Diagnostic] {
        var pipeline = Pipeline()
        var out: [Diagnostic] = []
        pipeline.run(reader) { e in if case .diagnostic(let d) = e.payload { out.append(d) } }
        return out
    }

    // MARK: btsnooz

    /// Version 1, written out byte by byte: 7-byte record headers (length counting the type byte, delta, type),
    /// times counted back from the preamble's last timestamp (microseconds since 1970).
    @Test func btsnoozVersion1Vector() throws {
        let ring = bytes("""
            04 00  00 00 00 00  20  03 0c 00
            07 00  dc 05 00 00  10  0e 04 01 03 0c 00
            10 00  90 d0 03 00  11  40 20 0b 00 07 00 04 00 1b 25 00 16 48 41 03
            """)
        let last: UInt64 = 1_773_480_413_251_500
        let summary = [1] + ZipBuilder.le64(last) + Zlib.compress(ring, raw: false)
        let path = temporaryFile(PhoneCaptures.bugreportText(summary), suffix: ".txt")
        defer { unlink(path) }
        let reader = try CaptureFile.open(path)
        #expect(reader.format == .androidBugReport(entry: nil, contents: .btsnooz(version: 1)))
        #expect(try PhoneCaptures.trace(path, times: true) == [
            "command 1 sent Reset @1773480413000000",
            "event 2 received Command Complete @1773480413001500",
            "found 3 #1 @1773480413251500",
            "att 3 #1 received cid 0x4 1b250016484103 @1773480413251500",
        ])
    }

    /// Version 2 adds the packet length: a record cut by the stack has it larger than the length, and the ATT PDU
    /// is reported as far as it goes.
    @Test func btsnoozVersion2Vector() throws {
        let ring = bytes("""
            07 00 07 00  00 00 00 00  10  0e 04 01 03 0c 00
            0f 00 10 00  10 27 00 00  11  40 20 0b 00 07 00 04 00 1b 25 00 16 48 41
            """)
        let summary = [2] + ZipBuilder.le64(1_773_480_413_010_000) + Zlib.compress(ring, raw: false)
        let path = temporaryFile(PhoneCaptures.bugreportText(summary), suffix: ".txt")
        defer { unlink(path) }
        #expect(try CaptureFile.open(path).format == .androidBugReport(entry: nil, contents: .btsnooz(version: 2)))
        #expect(try Self.att(file: PhoneCaptures.bugreportText(summary)) == [
            "2 received 1b2500164841 @1773480413010000 cut 7",
        ])
        #expect(try PhoneCaptures.diagnostics(path) == ["2 truncated_acl"])
    }

    /// The whole session as a version 2 summary, nothing cut: the same ATT PDUs, frames and times as the btsnoop.
    @Test(arguments: [UInt8(1), 2])
    func wholeSessionAsSummary(version: UInt8) throws {
        let summary = PhoneCaptures.btsnooz(Self.records, version: version, cut: false)
        let ours = try Self.att(file: PhoneCaptures.bugreportText(summary))
        #expect(ours.count == 204)
        #expect(ours == Self.sourceATT)
    }

    /// Times stored as milliseconds (as the field names say, though Android stores microseconds) are recognised
    /// because only they make a plausible date: a note, and times at millisecond resolution.
    @Test func millisecondTimes() throws {
        let summary = PhoneCaptures.btsnooz(Self.records, version: 2, cut: false, unit: 1000)
        let path = temporaryFile(PhoneCaptures.bugreportText(summary), suffix: ".txt")
        defer { unlink(path) }
        let ours = Self.att(try CaptureFile.open(path))
        let expected = Self.sourceATT.map { line -> String in
            // Each time truncated to the millisecond, as the summary keeps it.
            let parts = line.split(separator: "@")
            let rest = parts[1].split(separator: " ", maxSplits: 1)
            let t = (Int64(rest[0]) ?? 0) / 1000 * 1000
            return parts[0] + "@\(t)" + (rest.count > 1 ? " " + rest[1] : "")
        }
        #expect(ours == expected)
        #expect(try PhoneCaptures.diagnostics(path).first == "1 btsnooz_milliseconds")
    }

    /// The bundled bug report: Android's summary of the session cuts every ACL packet to 14 bytes, so each ATT PDU
    /// is there, in the same frame, direction and time, as its first 6 bytes (whole when it is no longer).
    @Test func bundledBugReportMatchesTheSession() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap-bugreport.zip").path
        let ours = ATTRecord.read(try CaptureFile.open(path))
        let theirs = try ATTRecord.read(Self.source)
        #expect(ours.count == theirs.count && ours.count == 204)
        var cut = 0
        for (a, b) in zip(ours, theirs) {
            // A PDU fragmented in the session is reported at its first fragment, the rest of it being cut.
            #expect(a.frame == b.firstFrame && a.direction == b.direction, "\(a) vs \(b)")
            if b.frame == b.firstFrame { #expect(a.time == b.time, "\(a) vs \(b)") }
            if b.hex.count <= 12 {
                #expect(a.hex == b.hex && a.cut == nil, "\(a) vs \(b)")
            } else {
                cut += 1
                #expect(a.hex == String(b.hex.prefix(12)) && a.cut == b.hex.count / 2, "\(a) vs \(b)")
            }
        }
        #expect(cut == 154)
        let diagnostics = try PhoneCaptures.diagnostics(path)
        #expect(diagnostics == ["1 bugreport_source", "61 truncated_acl"])
    }

    /// The bundled PacketLogger files hold the session in both byte orders: three text records first, then the same
    /// ATT PDUs with the same times, 3 frames later.
    @Test(arguments: ["heart-rate-strap.pklg", "heart-rate-strap-be.pklg"])
    func bundledPacketLoggerMatchesTheSession(_ name: String) throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/\(name)").path
        #expect(try CaptureFile.open(path).format == .packetLogger(littleEndian: !name.hasSuffix("-be.pklg")))
        let ours = Self.att(try CaptureFile.open(path))
        let shifted = Self.sourceATT.map { line -> String in
            let space = line.firstIndex(of: " ") ?? line.endIndex
            return "\((Int(line[..<space]) ?? 0) + 3)" + line[space...]
        }
        #expect(ours == shifted)
        #expect(try PhoneCaptures.trace(path).prefix(3) == [
            "note 1 hrsniff sample: a phone and a heart-rate chest strap",
            "note 2 Bluetooth Host: bumble (simulated)",
            "log 3 priority 6 PacketLogger power: Power on",
        ])
        #expect(try PhoneCaptures.diagnostics(path).isEmpty)
    }

    // MARK: Zip archives

    static var summaryText: [UInt8] {
        PhoneCaptures.bugreportText(PhoneCaptures.btsnooz(Self.records, version: 2, cut: true))
    }

    /// A bug report holding the full log under FS/ and the summary in its text: the log is read, a note says so,
    /// from a file (central directory) and from a pipe (local headers, data descriptors).
    @Test(arguments: [false, true])
    func prefersTheFullLog(stream: Bool) throws {
        var zip = ZipBuilder()
        zip.add("version.txt", Array("2.0".utf8), .init(deflate: false))
        zip.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log.last", PhoneCaptures.btsnoop(Array(Self.records.prefix(10))),
                .init(dataDescriptor: true))
        zip.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", Self.source, .init(dataDescriptor: true))
        zip.add("bugreport-phone-2026-03-14-09-29-30.txt", Self.summaryText)
        let archive = zip.finish()
        let ours = stream ? try Self.att(stream: archive) : try Self.att(file: archive)
        #expect(ours == Self.sourceATT)
        let reader = try Self.open(archive, stream: stream)
        #expect(reader.format == .androidBugReport(entry: "FS/data/misc/bluetooth/logs/btsnoop_hci.log",
                                                   contents: .btsnoop(datalink: 1002)))
        let notes = Self.diagnostics(reader)
        #expect(notes.map(\.code) == ["bugreport_source"])
        #expect(notes.first?.frame == 1)
        let said = notes.first?.message ?? ""
        #expect(said.contains("reading FS/data/misc/bluetooth/logs/btsnoop_hci.log, the full HCI snoop log"))
        // From a file the directory names the text before reading; from a pipe the log comes first.
        #expect(said.contains("rather than the BTSNOOP_LOG_SUMMARY of bugreport-phone-2026-03-14-09-29-30.txt") == !stream)
    }

    /// Without a full log: the filtered log, then btsnooz_hci.log, then the `.last` files, then the summary.
    @Test(arguments: [false, true])
    func orderOfPreference(stream: Bool) throws {
        let filtered = PhoneCaptures.btsnoop(Self.records) { r in r.packet.first == 2 ? min(r.packet.count, 14) : r.packet.count }
        let snooz = PhoneCaptures.btsnoop(Array(Self.records.suffix(100)))
        func chosen(_ entries: [(String, [UInt8])]) throws -> String? {
            var zip = ZipBuilder()
            for (name, content) in entries { zip.add(name, content) }
            let archive = zip.finish()
            let reader = try Self.open(archive, stream: stream)
            guard case .androidBugReport(let entry, _) = reader.format else { return nil }
            return entry
        }
        let text = ("bugreport-x.txt", Self.summaryText)
        let logs = "FS/data/misc/bluetooth/logs/"
        #expect(try chosen([text, (logs + "btsnooz_hci.log", snooz), (logs + "btsnoop_hci.log.filtered", filtered)])
            == logs + "btsnoop_hci.log.filtered")
        #expect(try chosen([(logs + "btsnoop_hci.log.filtered.last", filtered), (logs + "btsnooz_hci.log", snooz), text])
            == logs + "btsnooz_hci.log")
        #expect(try chosen([text, (logs + "btsnooz_hci.log.last", snooz)]) == logs + "btsnooz_hci.log.last")
        #expect(try chosen([text, ("FS/data/misc/bluetooth/logs/btsnoop_hci.log", Array("not a log".utf8))]) == "bugreport-x.txt")
        #expect(try chosen([("other/bugreport-x.txt", Self.summaryText), text]) == "bugreport-x.txt")
    }

    /// Stored entries whose size only a data descriptor gives are read from a pipe by finding the descriptor's
    /// signature after exactly the bytes it counts, even when the data holds a false signature.
    @Test func storedEntriesWithDescriptors() throws {
        var zip = ZipBuilder()
        var decoy = Array("PK\u{07}\u{08}".utf8) + le32(0) + le32(4) + le32(4)
        decoy += [UInt8](repeating: 0x41, count: 5000)
        zip.add("notes.bin", decoy, .init(deflate: false, dataDescriptor: true))
        zip.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", Self.source, .init(deflate: false, dataDescriptor: true))
        let archive = zip.finish()
        #expect(try Self.att(stream: archive) == Self.sourceATT)
        #expect(try Self.att(file: archive) == Self.sourceATT)
        var bare = ZipBuilder()
        bare.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", Self.source,
                 .init(deflate: true, dataDescriptor: true, descriptorSignature: false))
        bare.add("bugreport-x.txt", Self.summaryText, .init(dataDescriptor: true, descriptorSignature: false))
        #expect(try Self.att(stream: bare.finish()) == Self.sourceATT)
    }

    /// zip64: sizes and offsets in the extra fields, the zip64 end record found through its locator.
    @Test(arguments: [false, true])
    func zip64(stream: Bool) throws {
        var zip = ZipBuilder()
        zip.zip64End = true
        zip.add("version.txt", Array("2.0".utf8), .init(zip64: true))
        zip.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", Self.source, .init(dataDescriptor: stream, zip64: true))
        let archive = zip.finish(comment: Array("bug report".utf8))
        #expect((stream ? try Self.att(stream: archive) : try Self.att(file: archive)) == Self.sourceATT)
    }

    /// An entry that inflates past its declared size, or more than 200 times its compressed size, stops with a
    /// diagnostic carrying the frame it was reading; what came before is decoded.
    @Test func zipBombsStop() throws {
        var lying = ZipBuilder()
        lying.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", Self.source, .init(declaredSize: 3000))
        let path = temporaryFile(lying.finish())
        defer { unlink(path) }
        let d = Self.diagnostics(try CaptureFile.open(path))
        let bomb = try #require(d.first { $0.code == "zip_bomb" })
        #expect(bomb.message.contains("more than its declared 3000 bytes"))
        #expect((bomb.frame ?? 0) > 1)

        // A btsnoop header, then the same 28-byte record (a Reset) a million times: 28 MB that deflate to 30 KB.
        var log = Array(Self.source.prefix(16))
        let record = be32(4) + be32(4) + be32(2) + be32(0) + Array(Self.source[32 ..< 40]) + [1, 3, 0x0c, 0]
        for _ in 0 ..< 1_000_000 { log += record }
        var ratio = ZipBuilder()
        ratio.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", log)
        let archive = ratio.finish()
        #expect(archive.count < 200_000)
        for stream in [false, true] {
            let reader = try Self.open(archive, stream: stream)
            var records = 0
            var codes: [String] = []
            var pipeline = Pipeline(depth: .hci)
            pipeline.run(reader) { e in
                if case .command = e.payload { records += 1 }
                if case .diagnostic(let d) = e.payload { codes.append(d.code) }
            }
            #expect(codes.contains("zip_bomb"))
            #expect(records > 30_000 && records < 200_000)
        }
    }

    /// A CRC-32 that does not match the data is reported once the entry is read.
    @Test func crcMismatch() throws {
        var zip = ZipBuilder()
        zip.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", Self.source, .init(deflate: false))
        var archive = zip.finish()
        // Flip a byte in the last record's data (stored: the log's bytes are in the archive as they are).
        let offset = 30 + "FS/data/misc/bluetooth/logs/btsnoop_hci.log".utf8.count + Self.source.count - 2
        archive[offset] ^= 0xFF
        let path = temporaryFile(archive)
        defer { unlink(path) }
        let d = Self.diagnostics(try CaptureFile.open(path))
        #expect(d.contains { $0.code == "zip_crc_mismatch" && $0.frame == 322 })
    }

    /// No Bluetooth data: a bug report without log and summary, dumpstate text without summary, and other text.
    @Test func nothingToRead() throws {
        var zip = ZipBuilder()
        zip.add("version.txt", Array("2.0".utf8))
        zip.add("bugreport-x.txt", Array("== dumpstate\nnothing here\n".utf8))
        #expect(openError(zip.finish()) == .noCaptureInBugReport)
        // A zip with nothing of a bug report in it is not called one (and is not told to switch on the snoop log).
        #expect(openError(ZipBuilder().finish()) == .notABugReport)
        var photos = ZipBuilder()
        photos.add("holiday/IMG_0001.txt", Array("not a photo".utf8))
        #expect(openError(photos.finish()) == .notABugReport)
        var dumpstateOnly = ZipBuilder()
        dumpstateOnly.add("main_entry.txt", Array("bugreport-x.txt".utf8))
        #expect(openError(dumpstateOnly.finish()) == .noCaptureInBugReport)
        let dumpstate = Array("========================================================\n== dumpstate: 2026-03-14\n".utf8)
        #expect(openError(dumpstate + Array("no summary\n".utf8)) == .noCaptureInBugReport)
        #expect(openError(Array("Just some text.\nAnother line.\n".utf8)) == .unknownFormat)
        let path = temporaryFile(zip.finish(), suffix: ".zip")
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["analyze", path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("hrsniff: \(path): an Android bug report without Bluetooth HCI data (no btsnoop_hci.log, "
            + "btsnooz_hci.log or BTSNOOP_LOG_SUMMARY)\nhrsniff: what to do: "))
    }

    /// Problems in the summary itself: each a diagnostic, and what can be read is read.
    @Test func summaryProblems() throws {
        let good = PhoneCaptures.btsnooz(Array(Self.records.prefix(40)), version: 2, cut: false)
        // Version 3 and a summary shorter than its preamble cannot be opened.
        #expect(openError(PhoneCaptures.bugreportText([3] + good.dropFirst())) == .unsupportedBtsnoozVersion(3))
        #expect(openError(PhoneCaptures.bugreportText([2, 0, 0])) == .btsnoozTooShort)
        // A character that is not base64: the section ends there.
        var text = String(decoding: PhoneCaptures.bugreportText(good), as: UTF8.self)
        text = text.replacingOccurrences(of: "--- END:BTSNOOP", with: "!!\n--- END:BTSNOOP")
        let bad = try Self.codes(Array(text.utf8))
        #expect(bad.first == "btsnooz_corrupt")
        // The text ends inside the section; the zlib data ends early.
        let cutText = Array(PhoneCaptures.bugreportText(good).prefix(400))
        #expect(try Self.codes(cutText).contains("truncated_file"))
        // Corrupt zlib data after the preamble.
        var corrupt = good
        corrupt[9] = 0x00  // the zlib header's first byte (0x78): no longer a zlib stream
        #expect(try Self.codes(PhoneCaptures.bugreportText(corrupt)).contains("btsnooz_corrupt"))
        // Windows line ends.
        let crlf = String(decoding: PhoneCaptures.bugreportText(good), as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try Self.att(file: Array(crlf.utf8)).count == (try Self.att(file: PhoneCaptures.bugreportText(good))).count)
    }

    static func codes(_ data: [UInt8]) throws -> [String] {
        let path = temporaryFile(data)
        defer { unlink(path) }
        return Self.diagnostics(try CaptureFile.open(path)).map(\.code)
    }

    /// The bug report text through standard input, and a bug report zip through standard input, with the command.
    @Test func standardInput() throws {
        let zipPath = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap-bugreport.zip").path
        let archive = try #require(FileManager.default.contents(atPath: zipPath))
        let fromFile = try HRSniffBinary.run(["dump", "--json", zipPath])
        let fromPipe = try HRSniffBinary.run(["dump", "--json", "-"], stdin: archive)
        #expect(fromPipe.status == 0)
        let drop: (String) -> [Substring] = { Array($0.split(separator: "\n").dropFirst().filter { !$0.contains("bugreport_source") }) }
        #expect(drop(fromFile.stdout) == drop(fromPipe.stdout))
        #expect(drop(fromFile.stdout).count > 300)
        let text = try HRSniffBinary.run(["analyze", "-"], stdin: Data(Self.summaryText))
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("hrsniff: -: Android bug report text, btsnooz version 2 (BTSNOOP_LOG_SUMMARY)\n"))
    }

    // MARK: Robustness

    /// Archives and summaries cut at many offsets and with bytes flipped, from a file and from a pipe: no trap,
    /// and the problems are diagnostics.
    @Test(arguments: ["zip-deflate", "zip-stored-descriptors", "zip64", "text-v1", "text-v2", "bundled-zip"])
    func mutatedInputsSurvive(_ kind: String) throws {
        let small = Array(Self.records.prefix(60))
        let data: [UInt8]
        switch kind {
        case "zip-deflate":
            var zip = ZipBuilder()
            zip.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", PhoneCaptures.btsnoop(small))
            zip.add("bugreport-x.txt", PhoneCaptures.bugreportText(PhoneCaptures.btsnooz(small, version: 2, cut: true)))
            data = zip.finish()
        case "zip-stored-descriptors":
            var zip = ZipBuilder()
            zip.add("bugreport-x.txt", PhoneCaptures.bugreportText(PhoneCaptures.btsnooz(small, version: 2, cut: true)),
                    .init(deflate: false, dataDescriptor: true))
            zip.add("FS/data/misc/bluetooth/logs/btsnooz_hci.log", PhoneCaptures.btsnoop(small),
                    .init(deflate: false, dataDescriptor: true))
            data = zip.finish()
        case "zip64":
            var zip = ZipBuilder()
            zip.zip64End = true
            zip.add("FS/data/misc/bluetooth/logs/btsnoop_hci.log", PhoneCaptures.btsnoop(small), .init(dataDescriptor: true, zip64: true))
            data = zip.finish()
        case "text-v1":
            data = PhoneCaptures.bugreportText(PhoneCaptures.btsnooz(small, version: 1, cut: false))
        case "text-v2":
            data = PhoneCaptures.bugreportText(PhoneCaptures.btsnooz(small, version: 2, cut: true))
        default:
            data = PhoneCaptures.bundled("heart-rate-strap-bugreport.zip")
        }
        var rng = RobustnessTests.SplitMix64(state: UInt64(data.count))
        var cases: [[UInt8]] = []
        var offsets = Set((0 ..< 30).map { _ in Int.random(in: 0 ... data.count, using: &rng) })
        offsets.formUnion([0, 1, 4, 29, 30, 31, data.count - 22, data.count - 1])
        for offset in offsets.sorted() where offset >= 0 && offset <= data.count { cases.append(Array(data[..<offset])) }
        for _ in 0 ..< 20 {
            var mutated = data
            for _ in 0 ..< max(1, data.count / 400) {
                let index = Int.random(in: 0 ..< mutated.count, using: &rng)
                mutated[index] = UInt8.random(in: 0 ... 255, using: &rng)
            }
            cases.append(mutated)
        }
        for bytes in cases {
            RobustnessTests.survive(bytes)
            if let reader = try? CaptureFile.open(InputWindow(source: MemorySource(bytes, chunk: 777)), path: "-") {
                var pipeline = Pipeline()
                pipeline.run(reader) { e in
                    // Problems of a record name it.
                    if case .diagnostic(let d) = e.payload,
                       ["corrupt_record", "unknown_record_type", "truncated_acl", "truncated_record"].contains(d.code) {
                        #expect(d.frame != nil, "\(d)")
                    }
                }
            }
        }
    }
}
