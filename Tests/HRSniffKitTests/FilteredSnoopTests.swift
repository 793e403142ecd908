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

/// Android's filtered HCI snoop logs keep the whole length fields but cut ACL packets: Android 10 to 12
/// (`btsnoop.cc`) keep 9 bytes with the type byte (the ACL and L2CAP headers) of packets outside the acceptlisted
/// channels, the BR/EDR signalling channel being one of those kept whole; Android 13 and later (`snoop_logger.cc`,
/// "headers" filter) keep 14 bytes with the type byte of start fragments (5 payload bytes) and leave continuations
/// whole. Either way every ATT PDU is shown as far as it goes, marked truncated, its value not decoded, and one
/// warning per connection replaces the per-packet warnings.
@Suite struct FilteredSnoopTests {
    static let source = PhoneCaptures.bundled("heart-rate-strap.btsnoop")
    static var records: [SnoopRecord] { PhoneCaptures.records(source) }

    /// The L2CAP channel of an ACL start packet (H4 type byte included), or nil.
    static func cid(_ packet: [UInt8]) -> UInt16? {
        guard packet.count >= 9 else { return nil }
        return UInt16(packet[7]) | UInt16(packet[8]) << 8
    }

    static func isStart(_ packet: [UInt8]) -> Bool { packet.count >= 3 && (packet[2] >> 4) & 0x3 != 0b01 }

    /// Android 10–12: every ACL packet outside CID 0x0001 cut to 9 bytes (type, ACL header, L2CAP header).
    static func legacyFiltered(_ r: SnoopRecord) -> Int {
        guard r.packet.first == 2 else { return r.packet.count }
        return isStart(r.packet) && cid(r.packet) == 0x0001 ? r.packet.count : min(9, r.packet.count)
    }

    /// Android 13+: start fragments outside CID 0x0001 cut to 14 bytes; continuations whole.
    static func headersFiltered(_ r: SnoopRecord) -> Int {
        guard r.packet.first == 2, isStart(r.packet), cid(r.packet) != 0x0001 else { return r.packet.count }
        return min(14, r.packet.count)
    }

    static func run(_ data: [UInt8]) throws -> (att: [String], diagnostics: [String], procedures: [DecodedProcedure]) {
        let path = temporaryFile(data)
        defer { unlink(path) }
        var pipeline = Pipeline()
        var att: [String] = [], diagnostics: [String] = []
        var procedures: [DecodedProcedure] = []
        pipeline.run(try CaptureFile.open(path)) { e in
            switch e.payload {
            case .att(let m):
                att.append("\(e.frame) \(m.direction.name) \(m.bytes.hex)" + (m.originalLength.map { " cut \($0)" } ?? ""))
                if m.originalLength != nil { #expect(m.decoded == nil && m.parseError == nil) }
            case .diagnostic(let d): diagnostics.append("\(d.frame ?? 0) \(d.code)")
            case .gatt(let p): procedures.append(p)
            default: break
            }
        }
        return (att, diagnostics, procedures)
    }

    /// The source session's ATT PDUs ("FRAME DIRECTION HEX").
    static var sourceATT: [String] {
        (try? run(source).att) ?? []
    }

    @Test func headersFilteredLog() throws {
        let (att, diagnostics, procedures) = try Self.run(PhoneCaptures.btsnoop(Self.records, keep: Self.headersFiltered))
        // One warning for the one connection, at its first cut packet; no incomplete-PDU or malformed warnings.
        #expect(diagnostics == ["61 truncated_acl"])
        let source = try ATTRecord.read(Self.source)
        let ours = try ATTRecord.read(PhoneCaptures.btsnoop(Self.records, keep: Self.headersFiltered))
        #expect(att.count == source.count && ours.count == source.count)
        for (a, b) in zip(ours, source) {
            // A cut PDU is reported at its first fragment; 5 payload bytes kept: whole PDUs up to 5 bytes.
            #expect(a.frame == b.firstFrame && a.direction == b.direction)
            #expect(b.hex.count <= 10 ? a.hex == b.hex && a.cut == nil : a.hex == String(b.hex.prefix(10)) && a.cut == b.hex.count / 2)
        }
        // Notifications longer than 5 bytes are cut, marked and not decoded; shorter ones are whole.
        var notifications = 0
        for p in procedures {
            guard case .notification(_, let value) = p.kind else { continue }
            notifications += 1
            // Opcode, handle and 2 value bytes kept: a value that had more is cut there.
            if p.truncated { #expect(p.decoded == nil && value.count == 2) } else { #expect(value.count <= 2) }
        }
        #expect(notifications == 127)
    }

    @Test func legacyFilteredLog() throws {
        let (att, diagnostics, procedures) = try Self.run(PhoneCaptures.btsnoop(Self.records, keep: Self.legacyFiltered))
        #expect(diagnostics == ["58 truncated_acl"])
        // Every ATT PDU is there, empty, with its length; nothing can be made of them, and nothing is claimed.
        #expect(att.count == Self.sourceATT.count)
        #expect(att.allSatisfy { $0.split(separator: " ").count == 4 && $0.contains(" cut ") })
        #expect(procedures.isEmpty)
        let path = temporaryFile(PhoneCaptures.btsnoop(Self.records, keep: Self.legacyFiltered))
        defer { unlink(path) }
        let text = try HRSniffBinary.run(["dump", path])
        #expect(text.stdout.contains("     58 09:26:56.435463 < ATT     #1 PDU (truncated by the capture: 0 of 3 bytes)\n"))
    }

    /// A snap length (20 bytes) cuts commands and events too: those warn record by record, ACL packets once for the
    /// connection, and no PDU is lost.
    @Test func snapLength() throws {
        let (att, diagnostics, _) = try Self.run(PhoneCaptures.btsnoop(Self.records) { min($0.packet.count, 20) })
        #expect(diagnostics.filter { $0.hasSuffix(" truncated_acl") } == ["63 truncated_acl"])
        #expect(diagnostics.allSatisfy { $0.hasSuffix(" truncated_acl") || $0.hasSuffix(" truncated_record") })
        #expect(att.count == Self.sourceATT.count)
    }

    /// A continuation cut by the capture ends its PDU there; the rest of that PDU is absorbed, the next PDU whole.
    @Test func cutContinuation() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        let pdu = CaptureBuilder.l2cap(cid: 4, bytes("1b 0e 00") + [UInt8](repeating: 0xAA, count: 40))
        b.acl(handle: 0x40, pb: 0b10, sent: false, Array(pdu[0 ..< 20]))
        let second = [0x02] + le16(0x1040) + le16(UInt16(15)) + Array(pdu[20 ..< 35])
        b.record(flags: 1, Array(second.prefix(9)), originalLength: second.count)
        let third = [0x02] + le16(0x1040) + le16(UInt16(pdu.count - 35)) + Array(pdu[35...])
        b.record(flags: 1, Array(third.prefix(9)), originalLength: third.count)
        b.acl(handle: 0x40, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 4, bytes("1b 0e 00 06 48")))
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "diag 3 truncated_acl",
            "att 3 #1 received cid 0x4 1b0e00" + String(repeating: "aa", count: 17) + " first 2",
            "att 5 #1 received cid 0x4 1b0e000648",
        ])
        var original: [Int?] = []
        try withEvents(b.data) { e in if case .att(let m) = e.payload { original.append(m.originalLength) } }
        #expect(original == [43, nil])
    }

    /// Cut requests still pair with their responses: no unanswered requests, no responses without a request.
    @Test func requestsCutBeforeTheirFields() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        func cut(_ sent: Bool, _ pdu: String, keep: Int) {
            let l2 = CaptureBuilder.l2cap(cid: 4, bytes(pdu))
            let packet = [0x02] + le16(sent ? 0x0040 : 0x2040) + le16(UInt16(l2.count)) + l2
            b.record(flags: sent ? 0 : 1, Array(packet.prefix(keep)), originalLength: packet.count)
        }
        cut(true, "10 01 00 ff ff 00 28", keep: 12)  // Read By Group Type Request, 3 of 7 bytes
        b.att(sent: false, "01 10 01 00 0a")  // Attribute Not Found: the end of the loop
        cut(true, "0a 03 00", keep: 10)  // Read Request, its opcode only
        b.att(sent: false, "0b 48")
        cut(true, "12 0e 00 01 00", keep: 12)
        b.att(sent: false, "13")
        cut(false, "1d 16 00 01 02", keep: 11)  // an indication, cut before its handle
        b.att(sent: true, "1e")
        let lines = try gattTrace(b.data)
        #expect(!lines.contains { $0.contains("att_") })
        #expect(lines.contains("gatt 7 #1 write request 0x000e unknown = "))
    }
}

/// One ATT PDU as the pipeline reports it.
struct ATTRecord {
    var frame: Int
    var firstFrame: Int
    var direction: String
    var hex: String
    var time: Int64
    var cut: Int?

    static func read(_ data: [UInt8]) throws -> [ATTRecord] {
        let path = temporaryFile(data)
        defer { unlink(path) }
        return read(try CaptureFile.open(path))
    }

    static func read(_ reader: any CaptureReader) -> [ATTRecord] {
        var out: [ATTRecord] = []
        var pipeline = Pipeline()
        pipeline.run(reader) { e in
            guard case .att(let m) = e.payload else { return }
            out.append(ATTRecord(frame: e.frame, firstFrame: m.firstFrame, direction: m.direction.name, hex: m.bytes.hex,
                                 time: e.time.microseconds, cut: m.originalLength))
        }
        return out
    }
}

/// Capture clocks that cannot be right: times are shown relative to the first record, with one warning naming the
/// date and, when a known mistake explains it, the date it stands for.
@Suite struct ClockTests {
    static let now = Timestamp(microseconds: 1_790_000_000_000_000)  // 2026-09-21

    static func run(_ data: [UInt8]) throws -> (diagnostics: [Diagnostic], relative: Timestamp?) {
        let path = temporaryFile(data)
        defer { unlink(path) }
        var pipeline = Pipeline()
        pipeline.now = now
        var diagnostics: [Diagnostic] = []
        pipeline.run(try CaptureFile.open(path)) { e in if case .diagnostic(let d) = e.payload { diagnostics.append(d) } }
        return (diagnostics, pipeline.clock.relativeOrigin)
    }

    static func capture(firstTime: Int64, laterTime: Int64? = nil) -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.time = firstTime - 1000
        b.h4(1, sent: true, bytes("03 0c 00"))
        b.time = (laterTime ?? firstTime + 1000) - 1000
        b.h4(4, sent: false, bytes("0e 04 01 03 0c 00"))
        return b.data
    }

    /// A clock that counts from boot (or was never set) is how many devices log, not a defect of the capture: a
    /// note that says what the capture shows, not a warning that its clock "cannot be right".
    @Test(arguments: [
        // A clock never set: 12 minutes after 1970-01-01.
        (Int64(720_000_000), "1970-01-01T00:12:00.000000Z"),
        // A clock from boot 45 days in: no date reading fits, and it is not "before 2000".
        (Int64(45 * 86_400) * 1_000_000, "1970-02-15T00:00:00.000000Z"),
        // 20 days into 1970 is a clock from boot, which devices use all the time; read as milliseconds written where
        // microseconds belong (btsnooz.py's arithmetic with millisecond values) it would be a date too, which is
        // named as the other reading only.
        (Int64(1_773_480_413_000), "1970-01-21T12:38:00.413000Z (read as milliseconds written as microseconds it would be 2026-03-14T09:26:53.000000Z)"),
    ])
    func clockFromBoot(time: Int64, said: String) throws {
        let (diagnostics, relative) = try Self.run(Self.capture(firstTime: time))
        #expect(diagnostics.map(\.code) == ["implausible_time"])
        #expect(diagnostics.first?.frame == 1)
        #expect(diagnostics.first?.severity == .note)
        #expect(diagnostics.first?.message == "the capture's clock counts from boot (or was never set): frame 1 is dated \(said); times are shown relative to frame 1")
        #expect(relative == Timestamp(microseconds: time))
    }

    @Test(arguments: [
        // A logger that wrote Unix microseconds into btsnoop without its year-0 epoch.
        (Int64(1_773_480_413_000_000) - BtsnoopReader.epochOffset,
         "0056-03-01T09:26:53.000000Z (it looks like Unix time written into btsnoop without btsnoop's year-0 epoch, probably 2026-03-14T09:26:53.000000Z)"),
        // btsnoop's epoch added twice (the year 0 taken for 1970).
        (Int64(1_773_480_413_000_000) + BtsnoopReader.epochOffset,
         "3996-03-26T09:26:53.000000Z (it looks like btsnoop time (since year 0) taken as Unix time, probably 2026-03-14T09:26:53.000000Z)"),
        // A btsnoop timestamp of 0, as broken loggers write.
        (-BtsnoopReader.epochOffset, "-0001-12-20T00:00:00.000000Z (a btsnoop timestamp of 0)"),
        // More than a year ahead.
        (Int64(1_900_000_000_000_000), "2030-03-17T17:46:40.000000Z (more than a year after today)"),
    ])
    func implausibleFirstDate(time: Int64, said: String) throws {
        let (diagnostics, relative) = try Self.run(Self.capture(firstTime: time))
        #expect(diagnostics.map(\.code) == ["implausible_time"])
        #expect(diagnostics.first?.frame == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message == "the capture's clock cannot be right: frame 1 is dated \(said); times are shown relative to frame 1")
        #expect(relative == Timestamp(microseconds: time))
    }

    @Test func plausibleDatesSayNothing() throws {
        let (diagnostics, relative) = try Self.run(Self.capture(firstTime: 1_773_480_413_000_000))
        #expect(diagnostics.isEmpty && relative == nil)
        #expect(ClockCheck.isPlausible(ClockCheck.earliest, now: Self.now))
        #expect(!ClockCheck.isPlausible(Timestamp(microseconds: ClockCheck.earliest.microseconds - 1), now: Self.now))
        #expect(ClockCheck.isPlausible(ClockCheck.latest(now: Self.now), now: Self.now))
    }

    /// A jump to an impossible date later in the capture: one warning, times stay as recorded.
    @Test func laterJump() throws {
        let (diagnostics, relative) = try Self.run(Self.capture(firstTime: 1_773_480_413_000_000, laterTime: 5_000_000))
        #expect(diagnostics.map(\.code) == ["implausible_time"])
        #expect(diagnostics.first?.frame == 2)
        // A clock that jumps back to 1970 in the middle of a capture is a defect: a warning.
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message == "frame 2 is dated 1970-01-01T00:00:05.000000Z (a clock that counts from "
            + "boot, or was never set); times are shown as recorded")
        #expect(relative == nil)
    }

    /// The renderers: dump's clock column, JSON's `elapsed_s` in place of `time`, export's empty time column.
    @Test func relativeOutput() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.time = -1000
        b.leConnectionComplete(handle: 0x40)
        b.time = 1_500_000 - 1000
        b.att(sent: false, "1b 0e 00 06 48")
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let text = try HRSniffBinary.run(["dump", path])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first?.hasPrefix("      1       +0.000000 ! note: the capture's clock counts from boot") == true)
        #expect(lines.last == "      2       +1.500000 > ATT     #1 Handle Value Notification handle 0x000e value 06 48")
        let json = try HRSniffBinary.run(["dump", "--json", path])
        #expect(json.stdout.contains("{\"type\":\"att\",\"schema_version\":1,\"frame\":2,\"elapsed_s\":1.500000,\"adapter\":0,"))
        #expect(!json.stdout.contains("\"time\""))
    }
}

/// PacketLogger: text record kinds in the timeline, and the clocks of text records and packets compared.
@Suite struct PacketLoggerClockTests {
    typealias P = PacketLoggerTests

    @Test func textKinds() throws {
        var data: [UInt8] = []
        for (type, text) in [(UInt8(0xFC), "a note"), (0xFA, "an error"), (0xF7, "syslog line"), (0xFB, "Power on"),
                             (0xFE, "new controller"), (0xF9, "debug")] {
            data += P.record(type, Array(text.utf8) + [0], littleEndian: true)
        }
        data += P.record(0xFD, [0x01, 0x00, 0x00, 0x14, 0xFF], littleEndian: true)
        #expect(try trace(data) == [
            "note 1 a note",
            "log 2 priority 3 PacketLogger error: an error",
            "log 3 priority 6 PacketLogger syslog: syslog line",
            "log 4 priority 6 PacketLogger power: Power on",
            "log 5 priority 6 PacketLogger new controller: new controller",
            "log 6 priority 7 PacketLogger kernel debug: debug",
            "monitor 7 509 01000014ff",
        ])
    }

    /// Notes written days before the first packet: one warning naming both times and the offset.
    @Test func notesFromAnotherDay() throws {
        var data = P.record(0xFC, Array("Product: iPhone".utf8), seconds: 1_773_480_413 - 500_000, littleEndian: true)
        data += P.record(0xFC, Array("Software: 27.0".utf8), seconds: 1_773_480_413 - 500_000, littleEndian: true)
        data += P.record(0x01, bytes("0e 04 01 03 0c 00"), micro: 250_000, littleEndian: true)
        data += P.record(0x01, bytes("0e 04 01 03 0c 00"), seconds: 1_773_480_414, littleEndian: true)
        var messages: [String] = []
        try withEvents(data) { e in if case .diagnostic(let d) = e.payload { messages.append("\(d.frame ?? 0) \(d.code): \(d.message)") } }
        #expect(messages == [
            "3 clock_mismatch: the text records at the start of the file (frame 1, 2026-03-08T14:33:33.000000Z) are dated "
                + "5 d 18 h 53 min 20.250 s before the first HCI packet (frame 3, 2026-03-14T09:26:53.250000Z): the notes' "
                + "clock and the packets' disagree, or the log began long before these packets",
        ])
        // Within the hour: nothing to say.
        var close = P.record(0xFC, Array("Product: iPhone".utf8), seconds: 1_773_480_413 - 600, littleEndian: false)
        close += P.record(0x01, bytes("0e 04 01 03 0c 00"), littleEndian: false)
        #expect(try trace(close).allSatisfy { !$0.hasPrefix("diag") })
    }

    /// The shared iOS capture whose header notes are dated days before its packets.
    @Test func sharedCaptureClock() throws {
        let path = CaptureFiles.sharedFolder.appendingPathComponent("havvk__even-g2-smart-classroom__bt.pklg").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let d = try PhoneCaptures.diagnostics(path)
        #expect(d.filter { $0.hasSuffix("clock_mismatch") } == ["42 clock_mismatch"])
    }
}
