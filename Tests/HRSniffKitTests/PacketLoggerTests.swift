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

/// Apple PacketLogger records in both byte orders, recognised without a magic number.
@Suite struct PacketLoggerTests {
    /// One record: length (of what follows), seconds, microseconds, type, data.
    static func record(_ type: UInt8, _ data: [UInt8], seconds: UInt32 = 1_773_480_413, micro: UInt32 = 0,
                       littleEndian: Bool) -> [UInt8] {
        func u32(_ v: UInt32) -> [UInt8] {
            let le = [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
            return littleEndian ? le : le.reversed()
        }
        return u32(UInt32(9 + data.count)) + u32(seconds) + u32(micro) + [type] + data
    }

    static func session(littleEndian: Bool) -> [UInt8] {
        var data: [UInt8] = []
        data += record(0xFC, Array("Product: iPhone".utf8), littleEndian: littleEndian)
        // LE Connection Complete, handle 0x0040.
        data += record(0x01, bytes("3e 13 01 00 40 00 00 01 01 3a 7f 33 2c f1 28 00 00 00 c8 00 00"), micro: 1000,
                       littleEndian: littleEndian)
        // A Heart Rate Measurement notification received, and a Write Request sent.
        data += record(0x03, bytes("40 20 0b 00 07 00 04 00 1b 25 00 16 48 41 03"), micro: 2000, littleEndian: littleEndian)
        data += record(0x02, bytes("40 00 09 00 05 00 04 00 12 26 00 01 00"), micro: 3000, littleEndian: littleEndian)
        return data
    }

    @Test(arguments: [true, false])
    func bothByteOrders(littleEndian: Bool) throws {
        let path = temporaryFile(Self.session(littleEndian: littleEndian))
        defer { unlink(path) }
        let reader = try CaptureFile.open(path)
        #expect(reader.format == .packetLogger(littleEndian: littleEndian))
        var pipeline = Pipeline()
        var lines: [String] = []
        pipeline.run(reader) { event in
            switch event.payload {
            case .gatt, .gattOpen, .gattTable, .connectionEnd: return
            default: lines.append(summarize(event))
            }
        }
        // The Write Request is the capture's last record: the end of the capture cut it (a note).
        #expect(lines == [
            "note 1 Product: iPhone",
            "event 2 LE Connection Complete #1",
            "att 3 #1 received 1b250016484103",
            "att 4 #1 sent 1226000100",
            "diag 4 att_request_at_capture_end",
        ])
    }

    @Test func timestampsAreSecondsAndMicroseconds() throws {
        let path = temporaryFile(Self.record(0x01, bytes("0e 04 01 03 0c 00"), micro: 123_456, littleEndian: true))
        defer { unlink(path) }
        var times: [String] = []
        var pipeline = Pipeline()
        pipeline.run(try CaptureFile.open(path)) { times.append($0.time.iso8601) }
        #expect(times.first == "2026-03-14T09:26:53.123456Z")
    }

    @Test func unknownRecordTypeIsKeptWithANote() throws {
        var data = Self.record(0x01, bytes("0e 04 01 03 0c 00"), littleEndian: true)
        data += Self.record(0x42, [1, 2, 3], littleEndian: true)
        data += Self.record(0x42, [4], littleEndian: true)
        let path = temporaryFile(data)
        defer { unlink(path) }
        var lines: [String] = []
        var pipeline = Pipeline()
        pipeline.run(try CaptureFile.open(path)) { lines.append(summarize($0)) }
        #expect(lines == ["event 1 Command Complete", "diag 2 unknown_record_type", "monitor 2 322", "monitor 3 322"])
    }

    @Test func truncatedLastRecordIsReported() throws {
        let data = Self.session(littleEndian: false)
        let path = temporaryFile(Array(data.dropLast(4)))
        defer { unlink(path) }
        var lines: [String] = []
        var pipeline = Pipeline()
        pipeline.run(try CaptureFile.open(path)) { lines.append(summarize($0)) }
        #expect(lines.contains("diag 4 truncated_file"))
    }

    @Test func textIsNotTakenForPacketLogger() throws {
        let path = temporaryFile(Array("hello, this is not a capture at all\n".utf8))
        defer { unlink(path) }
        #expect(throws: CaptureOpenError.self) { try CaptureFile.open(path) }
    }
}
