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

/// pcapng output: block layout from the pcapng specification, round trips through hrsniff and tshark, and the
/// `hrsniff convert` command.
@Suite struct ConvertTests {
    /// A record built on `packet`.
    static func withRecord<R>(_ packet: [UInt8], framing: Framing, time: Int64 = 1_000_000, originalLength: Int? = nil,
                              _ body: (CaptureRecord) -> R) -> R {
        body(CaptureRecord(frame: 1, time: Timestamp(microseconds: time), framing: framing, bytes: Bytes(packet),
                           originalLength: originalLength ?? packet.count))
    }

    @Test func sectionAndInterfaceHeaders() {
        let header = PcapngEncoder(linkType: 201).header
        // SHB: type, length 44, byte-order magic, version 1.0, section length -1, shb_userappl "hrsniff" (7 bytes
        // padded to 8), opt_endofopt, length again.
        let shb: [UInt8] = le32(0x0A0D_0D0A) + le32(44) + le32(0x1A2B_3C4D) + le16(1) + le16(0)
            + [UInt8](repeating: 0xFF, count: 8) + le16(4) + le16(7) + Array("hrsniff".utf8) + [0] + le32(0) + le32(44)
        // IDB: type 1, length 32, link type 201, reserved, snaplen, if_tsresol 6 (1 byte padded to 4), end, length.
        let idb: [UInt8] = le32(1) + le32(32) + le16(201) + le16(0) + le32(262_144) + le16(9) + le16(1) + [6, 0, 0, 0]
            + le32(0) + le32(32)
        #expect(header == shb + idb)
    }

    /// A capture dated before 1970 (a phone whose clock was never set; the shared mc3000 capture starts on
    /// 1969-12-28): an Enhanced Packet Block's timestamp is unsigned (pcapng §4.3), so the times used to be written
    /// as 1970-01-01T00:00:00Z. The interface now counts from the btsnoop epoch through `if_tsoffset` (§4.2: option
    /// 14, signed seconds added to every timestamp), and hrsniff (libpcap) reads the times back unchanged.
    @Test func timesBefore1970AreKeptThroughTheInterfaceOffset() throws {
        let packet: [UInt8] = [0x04, 0x0E, 0x04, 0x01, 0x03, 0x0C, 0x00]
        let times: [Int64] = [-332_687_153_418, -332_687_000_000, 5_000_000]
        var converter = CaptureConverter(format: .pcapng, input: .btsnoop(datalink: 1002))
        var sink = ByteSink()
        for time in times {
            Self.withRecord(packet, framing: .h4(direction: .received), time: time) { converter.append($0, to: &sink) }
        }
        converter.finish(to: &sink)
        let bytes = sink.bytes.array
        // The IDB (after the 44-byte SHB): if_tsresol 6, then if_tsoffset -62168256000 s.
        let offset = UInt64(bitPattern: -62_168_256_000)
        let option: [UInt8] = le16(14) + le16(8) + (0 ..< 8).map { UInt8(truncatingIfNeeded: offset >> (8 * UInt64($0))) }
        #expect(Array(bytes[44 ..< 48]) == le32(1))
        #expect(Array(bytes[68 ..< 80]) == option)
        let path = temporaryFile(bytes, suffix: ".pcapng")
        defer { unlink(path) }
        let reader = try CaptureFile.open(path)
        var diagnostics: [Diagnostic] = []
        var read: [Int64] = []
        while let record = reader.next(diagnostics: &diagnostics) { read.append(record.time.microseconds) }
        #expect(read == times)
        // A capture dated after 1970 keeps the plain interface.
        var plain = CaptureConverter(format: .pcapng, input: .btsnoop(datalink: 1002))
        var other = ByteSink()
        Self.withRecord(packet, framing: .h4(direction: .received)) { plain.append($0, to: &other) }
        #expect(Array(other.bytes.array.prefix(76)) == PcapngEncoder(linkType: 201).header)
    }

    @Test func enhancedPacketBlockWithDirectionPseudoHeader() {
        var sink = ByteSink()
        // An event received 1 s after the epoch: a 4-byte big-endian direction 1, then the H4 packet (7 bytes):
        // 11 bytes of packet data padded to 12.
        let packet: [UInt8] = [0x04, 0x0E, 0x04, 0x01, 0x03, 0x0C, 0x00]
        Self.withRecord(packet, framing: .h4(direction: .received)) {
            #expect(PcapngEncoder(linkType: 201).append($0, to: &sink))
        }
        let expected: [UInt8] = le32(6) + le32(44) + le32(0) + le32(0) + le32(1_000_000) + le32(11) + le32(11)
            + be32(1) + packet + [0] + le32(44)
        #expect(sink.bytes.array == expected)
    }

    @Test func commentsArePaddedOptions() {
        var sink = ByteSink()
        // A command from a btsnoop 1001 file: no type byte in the record, so one is added (0x01); direction 0.
        let body: [UInt8] = [0x03, 0x0C, 0x00]
        Self.withRecord(body, framing: .h1(flags: 2), time: 0x1_0000_0002) {
            #expect(PcapngEncoder(linkType: 201).append($0, comments: ["Reset", "é"], to: &sink))
        }
        // 4 + 1 + 3 = 8 bytes of data; "Reset" (5 bytes) padded to 8, "é" (2 bytes) padded to 4.
        let options: [UInt8] = le16(1) + le16(5) + Array("Reset".utf8) + [0, 0, 0] + le16(1) + le16(2) + [0xC3, 0xA9, 0, 0]
            + le32(0)
        let length = UInt32(28 + 8 + options.count + 4)
        let expected: [UInt8] = le32(6) + le32(length) + le32(0) + le32(1) + le32(2) + le32(8) + le32(8)
            + be32(0) + [0x01] + body + options + le32(length)
        #expect(sink.bytes.array == expected)
    }

    @Test func monitorPseudoHeader() {
        // An ACL RX packet of adapter 1 in DLT 254: a big-endian adapter index and opcode (5), then the payload;
        // from an H4 record the type byte is left out.
        var sink = ByteSink()
        Self.withRecord([0x02, 0x40, 0x20, 0x00, 0x00], framing: .monitor(adapter: 1, opcode: 5)) {
            #expect(PcapngEncoder(linkType: 254).append($0, to: &sink))
        }
        let monitorData: [UInt8] = be16(1) + be16(5) + [0x02, 0x40, 0x20, 0x00, 0x00]
        #expect(Array(sink.bytes.array.dropFirst(28).prefix(9)) == monitorData)
        var h4Sink = ByteSink()
        Self.withRecord([0x02, 0x40, 0x20, 0x00, 0x00], framing: .h4(direction: .received)) {
            #expect(PcapngEncoder(linkType: 254).append($0, to: &h4Sink))
        }
        let lengths: [UInt8] = le32(8) + le32(8)
        #expect(Array(h4Sink.bytes.array.dropFirst(20).prefix(8)) == lengths)
        let h4Data: [UInt8] = be16(0) + be16(5) + [0x40, 0x20, 0x00, 0x00]
        #expect(Array(h4Sink.bytes.array.dropFirst(28).prefix(8)) == h4Data)
        // A monitor New Index record has no H4 form.
        var none = ByteSink()
        Self.withRecord([0, 1, 2], framing: .monitor(adapter: 0, opcode: 0)) {
            #expect(!PcapngEncoder(linkType: 201).append($0, to: &none))
        }
        #expect(none.count == 0)
    }

    @Test func truncatedRecordsKeepTheirOriginalLength() {
        var sink = ByteSink()
        Self.withRecord([0x02, 0x40, 0x20], framing: .h4(direction: .sent), originalLength: 30) {
            #expect(PcapngEncoder(linkType: 201).append($0, to: &sink))
        }
        // Captured 4 + 3, original 4 + 30.
        let lengths: [UInt8] = le32(7) + le32(34)
        #expect(Array(sink.bytes.array.dropFirst(20).prefix(8)) == lengths)
    }

    @Test func formatFromFileName() {
        #expect(ConversionFormat.fromFileName("a/b.pcapng") == .pcapng)
        #expect(ConversionFormat.fromFileName("B.PCAPNG") == .pcapng)
        #expect(ConversionFormat.fromFileName("btsnoop_hci.log") == .btsnoop)
        #expect(ConversionFormat.fromFileName("x.cfa") == .btsnoop)
        #expect(ConversionFormat.fromFileName("x.btsnoop") == .btsnoop)
        #expect(ConversionFormat.fromFileName("x.pcap") == nil)
        #expect(ConversionFormat.fromFileName("btsnoop_hci.log.last") == nil)
        #expect(ConversionFormat.fromFileName(".pcapng") == nil)
        #expect(ConversionFormat.fromFileName("dir.pcapng/out") == nil)
    }

    @Test func linkTypeFollowsTheInput() {
        #expect(PcapngEncoder.linkType(for: .btsnoop(datalink: 2001)) == 254)
        #expect(PcapngEncoder.linkType(for: .pcapng(linkType: 254)) == 254)
        #expect(PcapngEncoder.linkType(for: .pcap(linkType: 254)) == 254)
        #expect(PcapngEncoder.linkType(for: .btsnoop(datalink: 1001)) == 201)
        #expect(PcapngEncoder.linkType(for: .pcap(linkType: 187)) == 201)
        #expect(PcapngEncoder.linkType(for: .packetLogger(littleEndian: true)) == 201)
    }

    /// PacketLogger text records: comments of the next packet in pcapng, counted as left out in btsnoop 1002.
    @Test func packetLoggerTextRecords() {
        let note = Array("hello".utf8)
        let command: [UInt8] = [0x03, 0x0C, 0x00]
        var pcapng = CaptureConverter(format: .pcapng, input: .packetLogger(littleEndian: true))
        var btsnoop = CaptureConverter(format: .btsnoop, input: .packetLogger(littleEndian: true))
        var a = ByteSink(), b = ByteSink()
        for converter in [0, 1] {
            Self.withRecord(note, framing: .packetLogger(type: 0xFC)) {
                if converter == 0 { pcapng.append($0, to: &a) } else { btsnoop.append($0, to: &b) }
            }
            Self.withRecord(command, framing: .packetLogger(type: 0x00)) {
                if converter == 0 { pcapng.append($0, to: &a) } else { btsnoop.append($0, to: &b) }
            }
            Self.withRecord(note, framing: .packetLogger(type: 0xFC)) {
                if converter == 0 { pcapng.append($0, to: &a) } else { btsnoop.append($0, to: &b) }
            }
        }
        pcapng.finish(to: &a)
        btsnoop.finish(to: &b)
        #expect(pcapng.written == 1)
        #expect(pcapng.asComments == 1)
        // The trailing note found no packet to carry it.
        #expect(pcapng.leftOut == ["PacketLogger text record": 1])
        #expect(String(decoding: a.bytes.array, as: UTF8.self).contains("PacketLogger text record (frame 1): hello"))
        #expect(btsnoop.written == 1)
        #expect(btsnoop.leftOut == ["PacketLogger text record": 2])
        #expect(btsnoop.description == "btsnoop (datalink 1002)")
        #expect(pcapng.description == "pcapng (DLT 201)")
    }

    // MARK: Round trips

    /// Converts `path` with the library, as the command does without options.
    static func convert(_ path: String, to format: ConversionFormat) throws -> (path: String, converter: CaptureConverter) {
        let reader = try CaptureFile.open(path)
        var converter = CaptureConverter(format: format, input: reader.format)
        var sink = ByteSink()
        var diagnostics: [Diagnostic] = []
        while let record = reader.next(diagnostics: &diagnostics) {
            converter.append(record, to: &sink)
        }
        converter.finish(to: &sink)
        return (temporaryFile(sink.bytes.array, suffix: format == .pcapng ? ".pcapng" : ".btsnoop"), converter)
    }

    @Test(arguments: CaptureFiles.all.filter { CaptureFiles.isReadableHCI($0) })
    func roundTripKeepsTheATTEvents(_ path: String) throws {
        let original = try BtsnoopWriterTests.essence(path)
        let linkType = PcapngEncoder.linkType(for: try CaptureFile.open(path).format)
        let monitor = linkType == 254
        let air = PcapngEncoder.isAirLinkType(Int32(linkType))
        // Air captures have no btsnoop form: they are written as pcapng with their own link type.
        for format in ConversionFormat.allCases where !(air && format == .btsnoop) {
            let (converted, converter) = try Self.convert(path, to: format)
            defer { unlink(converted) }
            var expected = original
            // Text records have no record of their own in H4 outputs (in pcapng they are comments, which
            // libpcap does not read back).
            if !monitor { expected.removeAll { $0.hasPrefix("note ") || $0.hasPrefix("log ") } }
            #expect(try BtsnoopWriterTests.essence(converted) == expected, "\(CaptureFiles.name(path)) as \(format)")
            if monitor { #expect(converter.leftOut.isEmpty) }
            let format = try CaptureFile.open(converted).format
            switch format {
            case .pcapng(let dlt): #expect(dlt == (monitor ? 254 : air ? Int32(linkType) : 201))
            case .btsnoop(let datalink): #expect(datalink == (monitor ? 2001 : 1002))
            default: Issue.record("\(format)")
            }
        }
    }

    /// tshark reads the pcapng output and finds the same ATT PDUs as in the original.
    @Test(.enabled(if: Tshark.usable, "tshark and jq are not installed"),
          arguments: CaptureFiles.all.filter { CaptureFiles.isReadableHCI($0) && CaptureFiles.isReadableByTshark($0) })
    func tsharkReadsThePcapng(_ path: String) throws {
        let script = CaptureFiles.projectRoot.appendingPathComponent("scripts/tshark-att.sh").path
        let (converted, converter) = try Self.convert(path, to: .pcapng)
        defer { unlink(converted) }
        let before = try #require(run("bash", [script, path]))
        let after = try #require(run("bash", [script, converted]))
        // Without frame numbers: records the output cannot hold shift them.
        let strip: (String) -> [String] = { $0.split(separator: "\n").map { $0.split(separator: " ").dropFirst().joined(separator: " ") } }
        #expect(strip(after) == strip(before), "\(CaptureFiles.name(path))")
        if converter.leftOut.isEmpty && converter.asComments == 0 {
            #expect(after == before, "\(CaptureFiles.name(path)): frame numbers")
        }
    }

    // MARK: The command

    static func scratch(_ name: String) -> String {
        NSTemporaryDirectory() + "hrsniff-convert-\(getpid())-\(name)"
    }

    static let strap = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path

    @Test func commandWritesAPrivateFileInTheFormatOfItsName() throws {
        let out = Self.scratch("strap.pcapng")
        defer { unlink(out) }
        _ = FileManager.default.createFile(atPath: out, contents: Data([1, 2, 3]), attributes: [.posixPermissions: 0o644])
        // An existing file is kept unless --force is given.
        let refused = try HRSniffBinary.run(["convert", Self.strap, out])
        #expect(refused.status == 1)
        #expect(refused.stderr == "hrsniff: \(out): the file exists; give --force to replace it, or choose another name\n")
        #expect(CaptureFiles.read(out) == [1, 2, 3])
        let result = try HRSniffBinary.run(["convert", "--force", Self.strap, out])
        #expect(result.status == 0)
        #expect(result.stderr.contains("pcapng (DLT 201), 322 of 322 records"))
        var st = stat()
        #expect(stat(out, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
        #expect(try CaptureFile.open(out).format == .pcapng(linkType: 201))
        #expect(try BtsnoopWriterTests.essence(out) == BtsnoopWriterTests.essence(Self.strap))
    }

    @Test func commandRefusesWhatItCannotTell() throws {
        for args in [["convert", Self.strap, Self.scratch("out.pcap")], ["convert", Self.strap, "-"],
                     ["convert", "--annotate", Self.strap, Self.scratch("out.log")],
                     ["convert", "--format", "pcap", Self.strap, Self.scratch("x.pcapng")]] {
            let result = try HRSniffBinary.run(args)
            #expect(result.status == 64, "\(args)")
        }
        let unknown = try HRSniffBinary.run(["convert", Self.strap, Self.scratch("out.pcap")])
        #expect(unknown.stderr.contains("cannot tell the output format"))
        #expect(!FileManager.default.fileExists(atPath: Self.scratch("out.pcap")))
        // The input is never overwritten.
        let copy = Self.scratch("copy.btsnoop")
        defer { unlink(copy) }
        try FileManager.default.copyItem(atPath: Self.strap, toPath: copy)
        let same = try HRSniffBinary.run(["convert", "--format", "btsnoop", copy, copy])
        #expect(same.status == 1)
        #expect(CaptureFiles.read(copy) == CaptureFiles.read(Self.strap))
        let missing = try HRSniffBinary.run(["convert", Self.scratch("missing.log"), Self.scratch("o.pcapng")])
        #expect(missing.status == 2)
    }

    @Test func commandWritesStandardOutputAndReadsStandardInput() throws {
        let out = Self.scratch("stdout.btsnoop")
        defer { unlink(out) }
        let command = "'\(HRSniffBinary.path)' convert --format btsnoop - - < '\(Self.strap)' > '\(out)' 2>/dev/null"
        #expect(run("sh", ["-c", command]) != nil)
        // btsnoop 1002 to btsnoop 1002 is byte for byte the same file.
        #expect(CaptureFiles.read(out) == CaptureFiles.read(Self.strap))
    }

    /// `--annotate`: tshark shows hrsniff's decode as the packets' comments.
    @Test(.enabled(if: Tshark.usable, "tshark and jq are not installed"))
    func annotatedPcapngCommentsInTshark() throws {
        let out = Self.scratch("annotated.pcapng")
        defer { unlink(out) }
        let result = try HRSniffBinary.run(["convert", "--annotate", Self.strap, out])
        #expect(result.status == 0)
        let fields = try #require(run("tshark", ["-r", out, "-T", "fields", "-e", "frame.number", "-e", "frame.comment"]))
        var comments: [Int: String] = [:]
        for line in fields.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2, let frame = Int(parts[0]) { comments[frame] = String(parts[1]) }
        }
        #expect(comments[178] == "ATT #1 Handle Value Notification handle 0x000e value 16 46 74 03 7c 03 — "
            + "Heart Rate Measurement: 70 bpm, contact detected, RR 863.3 ms, 871.1 ms")
        #expect(comments[54]?.hasPrefix("HCI Evt LE Connection Complete: #1 handle 0x0042 peer F1:2C:33:7F:3A:01") == true)
        // The comments are the dump's lines without frame and time: a record that completes nothing (the first
        // fragments of an L2CAP PDU) has none.
        let dump = try HRSniffBinary.run(["dump", Self.strap]).stdout.split(separator: "\n").dropFirst()
        let framesInDump = Set(dump.compactMap { Int($0.prefix(7).trimmingCharacters(in: .whitespaces)) })
        #expect(Set(comments.keys) == framesInDump)
        #expect(comments.count == 310)
    }
}
