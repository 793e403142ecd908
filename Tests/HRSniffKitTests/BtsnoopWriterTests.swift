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

/// Every HCI capture written as btsnoop 1002 and 2001 reads back to the same packets and the same ATT events.
@Suite struct BtsnoopWriterTests {
    /// The ATT PDUs, HCI packets and notes of a capture, without frame numbers (a converted file may drop records
    /// its datalink cannot hold).
    static func essence(_ path: String) throws -> [String] {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.procedures = false
        var lines: [String] = []
        pipeline.run(reader) { e in
            switch e.payload {
            case .att(let m): lines.append("att \(e.time.microseconds) #\(m.connection.id) \(m.direction.name) \(m.bytes.hex)")
            case .event(let ev, let d, _): lines.append("event \(e.time.microseconds) \(d.name) \(ev.name)")
            case .command(let c, let d, _): lines.append("command \(e.time.microseconds) \(d.name) \(c.opcode.name)")
            case .note(let t): lines.append("note \(t)")
            case .log(let p, let i, let m): lines.append("log \(p) \(i): \(m)")
            default: break
            }
        }
        return lines
    }

    static func convert(_ path: String, datalink: UInt32) throws -> (path: String, skipped: Int) {
        let reader = try CaptureFile.open(path)
        let encoder = BtsnoopEncoder(datalink: datalink)
        var sink = ByteSink()
        sink.append(encoder.header)
        var skipped = 0
        var diagnostics: [Diagnostic] = []
        while let record = reader.next(diagnostics: &diagnostics) {
            if !encoder.append(record, to: &sink) { skipped += 1 }
        }
        let out = temporaryFile(sink.bytes.array, suffix: ".btsnoop")
        return (out, skipped)
    }

    /// HCI captures: air captures (link-layer packets) have no btsnoop form.
    static func isHCI(_ path: String) -> Bool {
        guard let reader = try? CaptureFile.open(path) else { return false }
        switch reader.format {
        case .pcap(let l), .pcapng(let l): return [187, 201, 254].contains(l)
        default: return true
        }
    }

    @Test(arguments: CaptureFiles.all.filter(isHCI))
    func roundTrip(_ path: String) throws {
        let original = try Self.essence(path)
        for datalink: UInt32 in [1002, 2001] {
            let (converted, skipped) = try Self.convert(path, datalink: datalink)
            defer { unlink(converted) }
            var expected = original
            // Text records (PacketLogger notes) have no place in an H4 file.
            if datalink == 1002 { expected.removeAll { $0.hasPrefix("note ") || $0.hasPrefix("log ") } }
            let again = try Self.essence(converted)
            #expect(again == expected, "\(CaptureFiles.name(path)) as btsnoop \(datalink)")
            // Only PacketLogger configuration records (binary) have no place in a monitor file.
            if datalink == 2001 && !path.hasSuffix(".pklg") { #expect(skipped == 0) }
        }
    }

    @Test func headerAndRecordLayout() {
        let encoder = BtsnoopEncoder(datalink: 1002)
        #expect(encoder.header == Array("btsnoop\0".utf8) + [0, 0, 0, 1, 0, 0, 0x03, 0xEA])
        var sink = ByteSink()
        let packet: [UInt8] = [0x04, 0x0E, 0x04, 0x01, 0x03, 0x0C, 0x00]
        do {
            // An event received at 1970-01-01T00:00:01Z.
            let record = CaptureRecord(frame: 1, time: Timestamp(microseconds: 1_000_000),
                                       framing: .h4(direction: .received), bytes: Bytes(packet), originalLength: 7)
            #expect(encoder.append(record, to: &sink))
        }
        let time = UInt64(1_000_000 + BtsnoopReader.epochOffset)
        let expected: [UInt8] = be32(7) + be32(7) + be32(3) + be32(0)
            + be32(UInt32(time >> 32)) + be32(UInt32(time & 0xFFFF_FFFF)) + packet
        #expect(sink.bytes.array == expected)

        // The same event in a monitor file: opcode 3 (Event Packet), no type byte.
        var monitorSink = ByteSink()
        do {
            let record = CaptureRecord(frame: 1, time: Timestamp(microseconds: 1_000_000),
                                       framing: .h4(direction: .received), bytes: Bytes(packet), originalLength: 7)
            #expect(BtsnoopEncoder(datalink: 2001).append(record, to: &monitorSink))
        }
        #expect(monitorSink.bytes.array == be32(6) + be32(6) + be32(3) + be32(0)
            + be32(UInt32(time >> 32)) + be32(UInt32(time & 0xFFFF_FFFF)) + Array(packet.dropFirst()))
    }

    @Test func outputFileIsPrivate() throws {
        let path = NSTemporaryDirectory() + "hrsniff-writer-\(getpid()).btsnoop"
        defer { unlink(path) }
        // An existing world-readable file is replaced (with force) by a private one.
        _ = FileManager.default.createFile(atPath: path, contents: Data([1]), attributes: [.posixPermissions: 0o644])
        #expect(throws: OutputFileError(.exists, path: path)) { try CaptureFileOutput(path: path) }
        let output = try CaptureFileOutput(path: path, force: true)
        #expect(output.write(BtsnoopEncoder(datalink: 1002).header))
        var st = stat()
        #expect(stat(path, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600)
        #expect(output.bytesWritten == 16)
    }

    @Test func writeErrorsAreKept() throws {
        // /dev/full accepts the open and fails every write with ENOSPC.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let output = try CaptureFileOutput(path: "/dev/full")
        #expect(!output.write([1, 2, 3]))
        #expect(output.writeError == ENOSPC)
        #expect(output.errorDescription?.contains("/dev/full") == true)
        #expect(!output.write([4]))
    }
}
