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
@testable import HRSniffReport

/// The anonymizer rewrites from the pipeline's own parse: parsed values keep where their bytes came from
/// (`ByteOrigin`), and every field the stack finds is rewritten there, with no parsing of the anonymizer's own.
@Suite struct AnonymizerByConstructionTests {
    // MARK: Origins

    @Test func slicesKnowWhereTheyAre() {
        let record = Bytes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
        let middle = record.slice(from: 3, count: 4)!
        #expect(middle.offset(in: record) == 3)
        #expect(middle.suffix(from: 2).offset(in: record) == 5)
        // A copy of the same bytes is not a part of the record.
        #expect(Bytes(middle.array).offset(in: record) == nil)
        #expect(record.offset(in: middle) == nil)
        let origin = ByteOrigin(middle, in: record, frame: 7)
        #expect(origin?.pieces == [ByteOrigin.Piece(frame: 7, offset: 3, count: 4)])
    }

    @Test func originsFollowFragments() {
        // Three fragments: 4 bytes of frame 1 from 10, 5 of frame 3 from 8, 3 of frame 4 from 8.
        var o = ByteOrigin(frame: 1, offset: 10, count: 4)
        o.append(ByteOrigin(frame: 3, offset: 8, count: 5))
        o.append(ByteOrigin(frame: 4, offset: 8, count: 3))
        #expect(o.count == 12)
        // Bytes 2 ..< 10 of the whole: the end of the first fragment, all of the second, one of the third.
        #expect(o.slice(from: 2, count: 8).pieces == [
            .init(frame: 1, offset: 12, count: 2), .init(frame: 3, offset: 8, count: 5), .init(frame: 4, offset: 8, count: 1),
        ])
        #expect(o.slice(from: 4, count: 5).pieces == [.init(frame: 3, offset: 8, count: 5)])
        #expect(o.slice(from: 11, count: 9).pieces == [.init(frame: 4, offset: 10, count: 1)])
        #expect(o.slice(from: 12, count: 1).pieces.isEmpty)
        // Adjacent runs of one record merge.
        var p = ByteOrigin(frame: 2, offset: 0, count: 3)
        p.append(ByteOrigin(frame: 2, offset: 3, count: 3))
        #expect(p.pieces == [.init(frame: 2, offset: 0, count: 6)])
    }

    /// The pipeline says where an ATT value split over two ACL fragments is: one piece in each record, at the
    /// bytes after the ACL, L2CAP and ATT headers.
    @Test func pipelineEventsCarryTheOriginOfReassembledValues() throws {
        var c = CaptureBuilder(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40)
        c.l2cap(cid: 0x0004, sent: true, [0x0A, 0x03, 0x00])
        let pdu = CaptureBuilder.l2cap(cid: 0x0004, [0x0B] + Array("0123456789abcdefghi".utf8))
        c.acl(handle: 0x40, pb: 0b10, sent: false, Array(pdu[0 ..< 14]))
        c.acl(handle: 0x40, pb: 0b01, sent: false, Array(pdu[14...]))
        let path = temporaryFile(c.data)
        defer { unlink(path) }
        var pipeline = Pipeline(depth: .att)
        let origins = EventOrigins()
        pipeline.origins = origins
        var found: [ByteOrigin] = []
        var values: [Int] = []
        pipeline.run(try CaptureFile.open(path)) { e in
            if case .att(let m) = e.payload, m.opcode == .readResponse, let origin = origins.origin {
                found.append(origin)
                values.append(origins.values.count)
                if let v = origins.values.first, let at = origin.of(v.bytes, in: m.bytes) { found.append(at) }
            }
        }
        // H4 type (1) and ACL header (4), then the L2CAP header (4) in the first fragment; the ATT opcode after it.
        #expect(found.first?.pieces == [.init(frame: 3, offset: 9, count: 10), .init(frame: 4, offset: 5, count: 10)])
        #expect(values == [1], "the value, of an undiscovered attribute")
        #expect(found.last?.pieces == [.init(frame: 3, offset: 10, count: 9), .init(frame: 4, offset: 5, count: 10)])
        // Without the demand, nothing is built: the connection's L2CAP state keeps no origin.
        var plain = Pipeline(depth: .att)
        plain.run(try CaptureFile.open(path)) { _ in }
        #expect(plain.oldestIncompleteFrame == nil)
    }

    // MARK: What only the stack parses

    /// A Device Name read on an enhanced ATT bearer (an L2CAP credit-based channel for SPSM 0x0027, Core Vol 3
    /// Part G §5.3.1), whose Read Response is one SDU segmented over two K-frames (Core Vol 3 Part A §3.4.3): only
    /// the stack's SDU reassembly sees the value whole. The anonymizer has no code for EATT or SDUs; the value is
    /// replaced in both K-frames because the pipeline's ATT message says where its bytes are. (Before, each K-frame
    /// was searched on its own for the learned name, and both halves stayed.)
    @Test func deviceNameInAnSDUSegmentedOverKFrames() throws {
        var c = CaptureBuilder(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40)
        // Characteristic discovery on the unenhanced bearer: 0x0002 declares 0x0003, Device Name (2A00).
        c.l2cap(cid: 0x0004, sent: true, [0x08, 0x01, 0x00, 0xFF, 0xFF, 0x03, 0x28])
        c.l2cap(cid: 0x0004, sent: false, [0x09, 0x07, 0x02, 0x00, 0x02, 0x03, 0x00, 0x00, 0x2A])
        // Credit Based Connection Request (0x17) for SPSM 0x0027 from CID 0x0040, and its response (0x18): the peer's
        // CID 0x0080, MTU 512, MPS 23 (Core Vol 3 Part A §4.25, §4.26).
        c.l2cap(cid: 5, sent: true, CaptureBuilder.signal(0x17, id: 1, le16(0x0027) + le16(512) + le16(64) + le16(10) + le16(0x0040)))
        c.l2cap(cid: 5, sent: false, CaptureBuilder.signal(0x18, id: 1, le16(512) + le16(23) + le16(8) + le16(0) + le16(0x0080)))
        // Read Request for 0x0003 on the bearer, then the Read Response as one SDU in two K-frames.
        let readRequest: [UInt8] = [0x0A, 0x03, 0x00]
        c.acl(handle: 0x40, pb: 0, sent: true, CaptureBuilder.kframe(cid: 0x0080, sduLength: 3, readRequest))
        let name = Array("Carol's Blood Pressure Cuff".utf8)
        let sdu = [0x0B] + name
        c.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.kframe(cid: 0x0040, sduLength: UInt16(sdu.count), Array(sdu[0 ..< 14])))
        c.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.kframe(cid: 0x0040, sduLength: nil, Array(sdu[14...])))
        // The pipeline reads the name whole: it is what the analysis learns.
        let path = temporaryFile(c.data)
        defer { unlink(path) }
        #expect(CaptureIdentifiers.learn(try CaptureFile.open(path)).names == [name])
        let (out, anonymizer) = try AnonymizerTests.anonymize(c.data)
        #expect(out.count == c.data.count)
        for part in [name, Array(name[0 ..< 13]), Array(name[13...]), Array(name[0 ..< 5]), Array(name.suffix(5))] {
            #expect(Data(out).range(of: Data(part)) == nil, "\(String(decoding: part, as: UTF8.self)) is left")
        }
        // Each K-frame holds its part of the fake name.
        let fake = Array("Device 1-------------------".utf8)
        #expect(anonymizer.fakeName(name) == fake)
        #expect(Data(out).range(of: Data(fake[0 ..< 13])) != nil)
        #expect(Data(out).range(of: Data(fake[13...])) != nil)
        #expect(anonymizer.statistics.names == 1)
    }

    /// A Read Multiple Response whose values split by lengths the capture showed before (Core Vol 3 Part F
    /// §3.4.4.8: the values follow each other with no lengths): the GATT layer splits them, so only the Device
    /// Name's bytes are replaced and the other value stays. (Before, the whole set was replaced.)
    @Test func readMultipleValuesSplitByTheGATTLayer() throws {
        var c = CaptureBuilder(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40)
        c.l2cap(cid: 0x0004, sent: true, [0x08, 0x01, 0x00, 0xFF, 0xFF, 0x03, 0x28])
        c.l2cap(cid: 0x0004, sent: false, [0x09, 0x07, 0x02, 0x00, 0x02, 0x03, 0x00, 0x00, 0x2A,
                                           0x06, 0x00, 0x02, 0x07, 0x00, 0x19, 0x2A])
        // Battery Level (0x2A19) is one byte long (GATT Specification Supplement §3.27).
        let name = Array("Dave's Scale".utf8)
        c.l2cap(cid: 0x0004, sent: true, [0x0E, 0x07, 0x00, 0x03, 0x00])
        c.l2cap(cid: 0x0004, sent: false, [0x0F, 0x5A] + name)
        let (out, _) = try AnonymizerTests.anonymize(c.data)
        #expect(Data(out).range(of: Data(name)) == nil)
        #expect(Data(out).range(of: Data([0x0F, 0x5A] + Array("Device 1----".utf8))) != nil,
                "the battery level stays, the name is replaced")
    }
}
