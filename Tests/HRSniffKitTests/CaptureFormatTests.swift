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
@testable import HRSniffLive

#if canImport(Glibc)
import Glibc
#endif

/// A Heart Rate Measurement notification (handle 0x0025: 72 bpm, RR 833/1024 s) and a Write Request, as L2CAP.
private let notification = bytes("1b 25 00 16 48 41 03")
private let l2capNotification = CaptureBuilder.l2cap(cid: 4, notification)
private let writeRequest = bytes("12 26 00 01 00")

/// LE Connection Complete parameters (after the 2-byte event header) for handle 0x0040, as in `CaptureBuilder`.
private let leConnectionCompleteEvent = bytes("3e 13 01 00 40 00 00 01 01 3a 7f 33 2c f1 28 00 00 00 c8 00 00")
private let resetCommand = bytes("03 0c 00")
private let resetComplete = bytes("0e 04 01 03 0c 00")

/// 2026-03-14T09:26:53Z in seconds.
private let baseSeconds: UInt32 = 1_773_480_413

/// The time of every event `describeEvent` describes, in order.
private func times(_ data: [UInt8]) throws -> [String] {
    var out: [String] = []
    try withEvents(data) { e in
        if describeEvent(e) != nil { out.append("\(e.frame) \(e.time.iso8601)") }
    }
    return out
}

@Suite struct CaptureFormatTests {
    // MARK: btsnoop

    /// Datalink 1001 (H1): no packet-type byte; flags bit 1 says command/event (vs ACL), bit 0 the direction.
    @Test func btsnoopH1() throws {
        var b = CaptureBuilder(.btsnoopH1)
        b.record(flags: 2, resetCommand)
        b.record(flags: 3, resetComplete)
        b.record(flags: 3, leConnectionCompleteEvent)
        b.record(flags: 1, bytes("40 20 0b 00") + l2capNotification)
        b.record(flags: 0, bytes("40 00 09 00") + CaptureBuilder.l2cap(cid: 4, writeRequest))
        #expect(try trace(b.data) == [
            "command 1 sent Reset",
            "event 2 received Command Complete",
            "event 3 received LE Connection Complete #1",
            "att 4 #1 received cid 0x4 1b250016484103",
            "att 5 #1 sent cid 0x4 1226000100",
        ])
        #expect(try trace(b.data, depth: .hci) == [
            "command 1 sent Reset",
            "event 2 received Command Complete",
            "event 3 received LE Connection Complete #1",
            "acl 4 #1 received pb 2 " + l2capNotification.hexString,
            "acl 5 #1 sent pb 0 " + CaptureBuilder.l2cap(cid: 4, writeRequest).hexString,
        ])
    }

    /// Datalink 2001 (Linux monitor): adapter records, notes and logs, and HCI packets per adapter. Two adapters
    /// with the same ACL handle are two connections, reassembled separately.
    @Test func btsnoopMonitor() throws {
        var b = CaptureBuilder(.btsnoopMonitor)
        b.monitor(adapter: 0, opcode: 0, [0x00, 0x01] + bytes("12 6a 4f 2d 65 94") + Array("hci0".utf8) + [0, 0, 0, 0])
        b.monitor(adapter: 1, opcode: 0, [0x00, 0x03] + bytes("13 71 da 7d 1a 00") + Array("hci1".utf8) + [0, 0, 0, 0])
        b.monitor(adapter: 0, opcode: 8, [])
        b.monitor(adapter: 0, opcode: 10, bytes("12 6a 4f 2d 65 94") + le16(29))
        b.monitor(adapter: 0xFFFF, opcode: 12, Array("Bluetooth monitor ver 5.66".utf8) + [0])
        b.monitor(adapter: 0xFFFF, opcode: 13, [6, 11] + Array("bluetoothd".utf8) + [0]
            + Array("Bluetooth daemon 5.66".utf8) + [0])
        b.monitor(adapter: 0, opcode: 2, resetCommand)
        b.monitor(adapter: 0, opcode: 3, resetComplete)
        b.monitor(adapter: 0, opcode: 3, leConnectionCompleteEvent)
        b.monitor(adapter: 1, opcode: 3, leConnectionCompleteEvent)
        // Interleaved fragments of two different notifications on handle 0x0040 of each adapter.
        let other = CaptureBuilder.l2cap(cid: 4, bytes("1b 25 00 16 50 41 03"))
        b.monitor(adapter: 0, opcode: 5, bytes("40 20 05 00") + Array(l2capNotification[..<5]))
        b.monitor(adapter: 1, opcode: 5, bytes("40 20 05 00") + Array(other[..<5]))
        b.monitor(adapter: 0, opcode: 5, bytes("40 10 06 00") + Array(l2capNotification[5...]))
        b.monitor(adapter: 1, opcode: 5, bytes("40 10 06 00") + Array(other[5...]))
        b.monitor(adapter: 1, opcode: 4, bytes("40 00 09 00") + CaptureBuilder.l2cap(cid: 4, writeRequest))
        b.monitor(adapter: 1, opcode: 9, [])
        b.monitor(adapter: 1, opcode: 1, [])
        #expect(try trace(b.data) == [
            "adapter 1 new_index type 0 bus 1 94:65:2D:4F:6A:12 name hci0",
            "adapter 2 a1 new_index type 0 bus 3 00:1A:7D:DA:71:13 name hci1",
            "adapter 3 open_index",
            "adapter 4 index_info 94:65:2D:4F:6A:12 manufacturer 29",
            "note 5 a65535 Bluetooth monitor ver 5.66",
            "log 6 a65535 priority 6 bluetoothd: Bluetooth daemon 5.66",
            "command 7 sent Reset",
            "event 8 received Command Complete",
            "event 9 received LE Connection Complete #1",
            "event 10 a1 received LE Connection Complete #2",
            "att 13 #1 received cid 0x4 1b250016484103 first 11",
            "att 14 a1 #2 received cid 0x4 1b250016504103 first 12",
            "att 15 a1 #2 sent cid 0x4 1226000100",
            "adapter 16 a1 close_index",
            // hci1 closed with connection #2 open: it ends there (the note), not at the end of the capture.
            "diag 16 adapter_gone",
            "adapter 17 a1 delete_index",
        ])
    }

    // MARK: pcap and pcapng

    /// DLT 201: a 4-byte big-endian direction (0 sent, 1 received), then H4.
    @Test func pcapDLT201() throws {
        var p = PcapBuilder(linkType: 201)
        p.record(seconds: baseSeconds, fraction: 123_456, be32(0) + [0x01] + resetCommand)
        p.record(seconds: baseSeconds, fraction: 123_999, be32(1) + [0x04] + resetComplete)
        p.record(seconds: baseSeconds + 1, fraction: 0, be32(1) + [0x04] + leConnectionCompleteEvent)
        p.record(seconds: baseSeconds + 2, fraction: 999_999, be32(1) + bytes("02 40 20 0b 00") + l2capNotification)
        p.record(seconds: baseSeconds + 3, fraction: 7, be32(0) + bytes("02 40 00 09 00")
            + CaptureBuilder.l2cap(cid: 4, writeRequest))
        #expect(try format(p.data) == .pcap(linkType: 201))
        #expect(try trace(p.data) == [
            "command 1 sent Reset",
            "event 2 received Command Complete",
            "event 3 received LE Connection Complete #1",
            "att 4 #1 received cid 0x4 1b250016484103",
            "att 5 #1 sent cid 0x4 1226000100",
        ])
        #expect(try times(p.data) == [
            "1 2026-03-14T09:26:53.123456Z",
            "2 2026-03-14T09:26:53.123999Z",
            "3 2026-03-14T09:26:54.000000Z",
            "4 2026-03-14T09:26:55.999999Z",
            "5 2026-03-14T09:26:56.000007Z",
        ])
    }

    /// The same file written big-endian (magic d4c3b2a1 on disk) reads the same.
    @Test func pcapBigEndian() throws {
        var p = PcapBuilder(linkType: 201, bigEndian: true)
        p.record(seconds: baseSeconds, fraction: 500_000, be32(1) + [0x04] + leConnectionCompleteEvent)
        p.record(seconds: baseSeconds, fraction: 500_001, be32(1) + bytes("02 40 20 0b 00") + l2capNotification)
        #expect(try trace(p.data) == [
            "event 1 received LE Connection Complete #1",
            "att 2 #1 received cid 0x4 1b250016484103",
        ])
        #expect(try times(p.data) == ["1 2026-03-14T09:26:53.500000Z", "2 2026-03-14T09:26:53.500001Z"])
    }

    /// DLT 187: H4 without direction. Commands go to the controller, events come from it; ACL stays unknown.
    @Test func pcapDLT187() throws {
        var p = PcapBuilder(linkType: 187)
        p.record(seconds: baseSeconds, fraction: 1, [0x01] + resetCommand)
        p.record(seconds: baseSeconds, fraction: 2, [0x04] + leConnectionCompleteEvent)
        p.record(seconds: baseSeconds, fraction: 3, bytes("02 40 20 0b 00") + l2capNotification)
        #expect(try trace(p.data) == [
            "command 1 sent Reset",
            "event 2 received LE Connection Complete #1",
            "att 3 #1 unknown cid 0x4 1b250016484103",
        ])
    }

    /// DLT 254: a big-endian adapter index and opcode, then the monitor payload.
    @Test func pcapDLT254() throws {
        var p = PcapBuilder(linkType: 254)
        p.record(seconds: baseSeconds, fraction: 10, be16(0) + be16(0) + [0x00, 0x01] + bytes("12 6a 4f 2d 65 94")
            + Array("hci0".utf8) + [0, 0, 0, 0])
        p.record(seconds: baseSeconds, fraction: 20, be16(2) + be16(2) + resetCommand)
        p.record(seconds: baseSeconds, fraction: 30, be16(2) + be16(3) + leConnectionCompleteEvent)
        p.record(seconds: baseSeconds, fraction: 40, be16(2) + be16(5) + bytes("40 20 0b 00") + l2capNotification)
        p.record(seconds: baseSeconds, fraction: 50, be16(2) + be16(4) + bytes("40 00 09 00")
            + CaptureBuilder.l2cap(cid: 4, writeRequest))
        #expect(try trace(p.data) == [
            "adapter 1 new_index type 0 bus 1 94:65:2D:4F:6A:12 name hci0",
            "command 2 a2 sent Reset",
            "event 3 a2 received LE Connection Complete #1",
            "att 4 a2 #1 received cid 0x4 1b250016484103",
            "att 5 a2 #1 sent cid 0x4 1226000100",
        ])
        #expect(try times(p.data).last == "5 2026-03-14T09:26:53.000050Z")
    }

    /// A nanosecond-resolution pcap (magic a1b23c4d): times still come out in microseconds (truncated).
    @Test func pcapNanoseconds() throws {
        var p = PcapBuilder(linkType: 201, nanoseconds: true)
        p.record(seconds: baseSeconds, fraction: 123_456_789, be32(0) + [0x01] + resetCommand)
        p.record(seconds: baseSeconds, fraction: 999_999_999, be32(1) + [0x04] + resetComplete)
        p.record(seconds: baseSeconds + 1, fraction: 1_000, be32(1) + [0x04] + leConnectionCompleteEvent)
        #expect(try times(p.data) == [
            "1 2026-03-14T09:26:53.123456Z",
            "2 2026-03-14T09:26:53.999999Z",
            "3 2026-03-14T09:26:54.000001Z",
        ])
        #expect(try trace(p.data) == [
            "command 1 sent Reset",
            "event 2 received Command Complete",
            "event 3 received LE Connection Complete #1",
        ])
    }

    /// pcapng (SHB, IDB with DLT 201, EPBs), with the default microsecond resolution and with if_tsresol 9.
    @Test func pcapngDLT201() throws {
        var p = PcapngBuilder(linkType: 201)
        let t0 = UInt64(baseSeconds) * 1_000_000 + 250_000
        p.packet(timestamp: t0, be32(0) + [0x01] + resetCommand)
        p.packet(timestamp: t0 + 1, be32(1) + [0x04] + leConnectionCompleteEvent)
        p.packet(timestamp: t0 + 1_000_002, be32(1) + bytes("02 40 20 0b 00") + l2capNotification)
        #expect(try format(p.data) == .pcapng(linkType: 201))
        #expect(try trace(p.data) == [
            "command 1 sent Reset",
            "event 2 received LE Connection Complete #1",
            "att 3 #1 received cid 0x4 1b250016484103",
        ])
        #expect(try times(p.data) == [
            "1 2026-03-14T09:26:53.250000Z",
            "2 2026-03-14T09:26:53.250001Z",
            "3 2026-03-14T09:26:54.250002Z",
        ])

        var n = PcapngBuilder(linkType: 201, tsresol: 9)
        n.packet(timestamp: UInt64(baseSeconds) * 1_000_000_000 + 250_000_999, be32(0) + [0x01] + resetCommand)
        #expect(try times(n.data) == ["1 2026-03-14T09:26:53.250000Z"])
    }

    /// pcap records cut short: an ACL record whose included length is below the original length warns like btsnoop
    /// (once per connection) and its PDU is reported as far as it goes; a DLT 201 record too short for its 4-byte
    /// direction warns and carries no packet.
    @Test func pcapTruncatedRecords() throws {
        var p = PcapBuilder(linkType: 201)
        p.record(seconds: baseSeconds, fraction: 1, be32(1) + [0x04] + leConnectionCompleteEvent)
        let acl = be32(1) + bytes("02 40 20 0b 00") + l2capNotification
        p.record(seconds: baseSeconds, fraction: 2, Array(acl.prefix(16)), originalLength: acl.count)
        p.record(seconds: baseSeconds, fraction: 3, [0x00, 0x00], originalLength: 2)
        p.record(seconds: baseSeconds, fraction: 4, acl)
        #expect(try trace(p.data) == [
            "event 1 received LE Connection Complete #1",
            "diag 2 truncated_acl",
            "att 2 #1 received cid 0x4 1b2500",
            "diag 3 truncated_pseudo_header",
            "diag 3 empty_record",
            "att 4 #1 received cid 0x4 1b250016484103",
        ])
        var messages: [String] = []
        try withEvents(p.data) { e in
            if case .diagnostic(let d) = e.payload, d.frame == 2 || d.frame == 3 { messages.append(d.message) }
        }
        #expect(messages == [
            "connection 1: the capture keeps only the first bytes of ACL packets (here 12 of 16), as a filtered HCI "
                + "snoop log, a btsnooz summary or a snap length does; PDUs cut short are shown as far as they go, their "
                + "values marked truncated and not decoded (said once per connection)",
            "record 3 is shorter than its 4-byte pseudo-header",
            "the record holds no packet",
        ])
    }

    // MARK: Files hrsniff cannot read

    /// DLT 1 (Ethernet) is refused when opening, and the command line exits with status 2 naming the DLT.
    @Test func unsupportedLinkType() throws {
        var p = PcapBuilder(linkType: 1)
        p.record(seconds: baseSeconds, fraction: 0, [UInt8](repeating: 0xAB, count: 60))
        #expect(openError(p.data) == .unsupportedLinkType(1))
        var n = PcapngBuilder(linkType: 1)
        n.packet(timestamp: 0, [UInt8](repeating: 0xAB, count: 60))
        #expect(openError(n.data) == .unsupportedLinkType(1))

        let path = temporaryFile(p.data, suffix: ".pcap")
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["dump", path])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("hrsniff: \(path): pcap link type (DLT) 1 is not supported; hrsniff reads DLT 187 "
            + "(HCI H4), 201 (HCI H4 with direction), 254 (Linux Bluetooth monitor), and the LE link-layer captures "
            + "of air sniffers: 251, 256, 272 (nRF Sniffer) and 192 (PPI)\nhrsniff: what to do: "))
    }

    @Test func unknownEmptyAndMissingFiles() throws {
        let text = Array("Lorem ipsum dolor sit amet, consectetur adipiscing elit.\n".utf8)
        #expect(openError(text) == .unknownFormat)
        #expect(openError([]) == .empty)
        #expect(openError([0x62, 0x74]) == .unknownFormat)
        // A btsnoop magic with the header cut short, and an unsupported btsnoop datalink.
        #expect(openError(Array("btsnoop\0".utf8) + [0, 0]) == .unknownFormat)
        #expect(openError(Array("btsnoop\0".utf8) + be32(1) + be32(1003)) == .unsupportedDatalink(1003))
        #expect(openError(Array("btsnoop\0".utf8) + be32(2) + be32(1002)) == .unsupportedBtsnoopVersion(2))

        // A directory opens but cannot be read.
        #expect(throws: CaptureOpenError(.cannotOpen(errno: EISDIR), path: "/tmp")) { try CaptureFile.open("/tmp") }
        let missing = "/tmp/hrsniff-test-does-not-exist-\(getpid()).btsnoop"
        #expect(throws: CaptureOpenError(.cannotOpen(errno: ENOENT), path: missing)) { try CaptureFile.open(missing) }

        let path = temporaryFile(text, suffix: ".txt")
        defer { unlink(path) }
        let unknown = try HRSniffBinary.run(["dump", path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("hrsniff: \(path): not a capture hrsniff recognises (btsnoop, pcap, pcapng, PacketLogger "
            + "or an Android bug report expected)\nhrsniff: what to do: "))

        let empty = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(empty) }
        let emptyResult = try HRSniffBinary.run(["dump", empty])
        #expect(emptyResult.status == 2)
        #expect(emptyResult.stderr.hasPrefix("hrsniff: \(empty): the file is empty\nhrsniff: what to do: "))

        let gone = try HRSniffBinary.run(["dump", missing])
        #expect(gone.status == 2)
        #expect(gone.stderr.hasPrefix("hrsniff: \(missing): cannot open (No such file or directory)\nhrsniff: what to do: "))
        #expect(gone.stdout == "")
    }

    // MARK: Standard input

    /// `-` reads standard input through the same window: the output is the file's, but for the file name. For pcapng
    /// libpcap reads a stream that first replays the bytes used to detect the format.
    @Test(arguments: ["heart-rate-strap.btsnoop", "heart-rate-strap.pcapng", "heart-rate-strap-monitor.btsnoop"])
    func standardInput(_ name: String) throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/\(name)").path
        let data = try #require(FileManager.default.contents(atPath: path))
        let fromFile = try HRSniffBinary.run(["dump", "--json", path])
        let fromStdin = try HRSniffBinary.run(["dump", "--json", "-"], stdin: data)
        #expect(fromFile.status == 0)
        #expect(fromStdin.status == 0, "\(fromStdin.stderr)")
        var fileLines = fromFile.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let stdinLines = fromStdin.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(fileLines.count > 300)
        let header = try #require(fileLines.first)
        #expect(header.contains("\"file\":\"\(path)\""))
        fileLines[0] = header.replacingOccurrences(of: "\"file\":\"\(path)\"", with: "\"file\":\"-\"")
        #expect(stdinLines == fileLines)

        let text = try HRSniffBinary.run(["dump", "-"], stdin: data)
        let fileText = try HRSniffBinary.run(["dump", path])
        #expect(text.stdout == fileText.stdout.replacingOccurrences(of: "hrsniff: \(path):", with: "hrsniff: -:"))
    }

    // MARK: Damaged records

    /// A record whose included length is below its original length warns with its frame number (an ACL record once
    /// per connection); the rest of the record is decoded as far as it goes and decoding continues with the next
    /// record.
    @Test func truncatedRecord() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.record(flags: 3, [0x04] + Array(resetComplete.prefix(5)), originalLength: 7)
        let acl = bytes("02 40 20 0b 00") + l2capNotification
        b.record(flags: 1, Array(acl.prefix(12)), originalLength: acl.count)
        b.acl(handle: 0x40, pb: 0b10, sent: false, l2capNotification)
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "diag 2 truncated_record",
            "event 2 received Command Complete",
            "diag 3 truncated_acl",
            "att 3 #1 received cid 0x4 1b2500",
            "att 4 #1 received cid 0x4 1b250016484103",
        ])
        var messages: [String] = []
        try withEvents(b.data) { e in
            if case .diagnostic(let d) = e.payload, d.code.hasPrefix("truncated") { messages.append(d.message) }
        }
        #expect(messages == [
            "the capture kept 6 of 7 bytes; later fields may be missing",
            "connection 1: the capture keeps only the first bytes of ACL packets (here 12 of 16), as a filtered HCI "
                + "snoop log, a btsnooz summary or a snap length does; PDUs cut short are shown as far as they go, their "
                + "values marked truncated and not decoded (said once per connection)",
        ])
    }

    // MARK: The bundled captures

    /// The btsnoop, pcapng and monitor copies of the heart-rate session carry the same ATT PDUs at the same times,
    /// in the same directions and connections; the monitor copy has 4 more records before the first HCI packet.
    @Test func bundledCopiesAgree() throws {
        func pdus(_ name: String) throws -> [(frame: Int, rest: String)] {
            let reader = try CaptureFile.open(CaptureFiles.projectRoot.appendingPathComponent("Captures/\(name)").path)
            var pipeline = Pipeline()
            var out: [(Int, String)] = []
            pipeline.run(reader) { e in
                guard case .att(let m) = e.payload else { return }
                out.append((e.frame, "\(e.time.iso8601) \(m.direction.name) #\(m.connection.id) \(m.bytes.hex)"))
            }
            return out
        }
        let btsnoop = try pdus("heart-rate-strap.btsnoop")
        let pcapng = try pdus("heart-rate-strap.pcapng")
        let monitor = try pdus("heart-rate-strap-monitor.btsnoop")
        #expect(btsnoop.count == 204)
        #expect(btsnoop.first?.frame == 58)
        #expect(btsnoop.first?.rest == "2026-03-14T09:26:56.435463Z sent #1 020502")
        #expect(pcapng.map(\.frame) == btsnoop.map(\.frame))
        #expect(pcapng.map(\.rest) == btsnoop.map(\.rest))
        #expect(monitor.map(\.frame) == btsnoop.map { $0.frame + 4 })
        #expect(monitor.map(\.rest) == btsnoop.map(\.rest))
    }

    // MARK: Timestamps

    @Test(arguments: [
        (Int64(0), "1970-01-01T00:00:00.000000Z"),
        (1, "1970-01-01T00:00:00.000001Z"),
        (-1, "1969-12-31T23:59:59.999999Z"),
        (-1_000_000, "1969-12-31T23:59:59.000000Z"),
        (-86_400_000_000, "1969-12-31T00:00:00.000000Z"),
        (-14_182_940_000_000, "1969-07-20T20:17:40.000000Z"),
        (-2_203_891_200_000_000, "1900-03-01T00:00:00.000000Z"),
        (951_868_799_999_999, "2000-02-29T23:59:59.999999Z"),
        (1_709_210_096_789_012, "2024-02-29T12:34:56.789012Z"),
        (1_709_251_200_000_000, "2024-03-01T00:00:00.000000Z"),
        (1_773_480_413_000_000, "2026-03-14T09:26:53.000000Z"),
        (253_402_300_799_999_999, "9999-12-31T23:59:59.999999Z"),
        // Outside 0000...9999: ISO 8601 expanded years, signed, at least four digits.
        (-62_167_219_200_000_000, "0000-01-01T00:00:00.000000Z"),
        (-62_167_219_200_000_001, "-0001-12-31T23:59:59.999999Z"),
        (253_402_300_800_000_000, "+10000-01-01T00:00:00.000000Z"),
        (Int64.min, "-290308-12-21T19:59:05.224192Z"),
    ])
    func iso8601(microseconds: Int64, expected: String) {
        #expect(Timestamp(microseconds: microseconds).iso8601 == expected)
    }

    /// Every second of a day, written as a time of day in one step (`ByteSink.appendClock`), is its hours, minutes
    /// and seconds in two digits each.
    @Test func everySecondOfADayIsItsClock() {
        var wrong = 0
        for second in 0 ..< 86_400 {
            var sink = ByteSink(capacity: 16)
            Timestamp.appendISO8601Clock(Int64(second), to: &sink)
            let parts = [second / 3600, second / 60 % 60, second % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
            if sink.string != parts.joined(separator: ":") + "." { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// btsnoop counts microseconds from year 0: 0x00DCDDB30F2F8000 is 1970-01-01T00:00:00Z.
    @Test func btsnoopEpoch() throws {
        #expect(BtsnoopReader.epochOffset == 0x00DC_DDB3_0F2F_8000)
        var b = CaptureBuilder(.btsnoopH4)
        // `record` advances the clock by `advance` before writing.
        b.time = -1000
        b.h4(1, sent: true, resetCommand) // raw timestamp 0x00DCDDB30F2F8000
        b.time = 1_709_210_096_789_012 - 1000
        b.h4(1, sent: true, resetCommand)
        b.time = -1001
        b.h4(1, sent: true, resetCommand)
        // A raw timestamp of 0 (written by broken loggers) is 12 days before 0000-01-01 in this calendar.
        b.time = -BtsnoopReader.epochOffset - 1000
        b.h4(1, sent: true, resetCommand)
        // File header 16 bytes, then original length, included length, flags, drops, timestamp.
        #expect(Array(b.data[32 ..< 40]) == [0x00, 0xDC, 0xDD, 0xB3, 0x0F, 0x2F, 0x80, 0x00])
        // The first date cannot be the capture's (see ClockTests): one warning, at frame 1.
        #expect(try times(b.data) == [
            "1 1970-01-01T00:00:00.000000Z",
            "1 1970-01-01T00:00:00.000000Z",
            "2 2024-02-29T12:34:56.789012Z",
            "3 1969-12-31T23:59:59.999999Z",
            "4 -0001-12-20T00:00:00.000000Z",
        ])
    }
}

/// The format `CaptureFile.open` recognises in `data`.
private func format(_ data: [UInt8]) throws -> CaptureFormat {
    let path = temporaryFile(data)
    defer { unlink(path) }
    return try CaptureFile.open(path).format
}

fileprivate extension Array where Element == UInt8 {
    var hexString: String { withBytes { $0.hex } }
}
