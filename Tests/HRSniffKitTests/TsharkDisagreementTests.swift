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

// The places where tshark 4.0 and hrsniff disagree on ATT, each shown on a small synthetic capture run through
// both tools, asserting the exact output of each. In the first three cases tshark is wrong and hrsniff follows the
// Core Specification; the next two are differences where the specification says nothing and each tool makes a
// choice; in the last one (a record cut by the capture) both report the same PDU, each marking it cut in its own
// way. docs/tshark.md lists them ("Where tshark 4.0 is wrong").

private typealias B = CaptureBuilder

/// A Heart Rate Measurement notification and another one, as whole L2CAP PDUs on the ATT channel (11 bytes).
private let pduA = B.l2cap(cid: 4, bytes("1b 25 00 16 48 41 03"))
private let pduB = B.l2cap(cid: 4, bytes("1b 25 00 16 50 41 03"))

@Suite(.enabled(if: Tshark.usable, "tshark and jq are not installed"))
struct TsharkDisagreementTests {
    /// tshark's ATT PDUs for the capture `data`, through `scripts/tshark-att.sh` ("FRAME 0xNN HEX", or the long
    /// form with handle, connection, direction, CID and flags).
    static func tshark(_ data: [UInt8], long: Bool = false, extra: [String] = []) throws -> [String] {
        let path = temporaryFile(data, suffix: ".btsnoop")
        defer { unlink(path) }
        let script = CaptureFiles.projectRoot.appendingPathComponent("scripts/tshark-att.sh").path
        var arguments = [script] + (long ? ["-l"] : []) + [path]
        if !extra.isEmpty { arguments += ["--"] + extra }
        let output = try #require(run("bash", arguments), "tshark-att.sh failed")
        return output.split(separator: "\n").map(String.init)
    }

    /// hrsniff's ATT PDUs written the way the tshark comparison writes them: "FRAME 0xNN HEX".
    static func hrsniff(_ data: [UInt8]) throws -> [String] {
        var lines: [String] = []
        try withEvents(data) { event in
            guard case .att(let m) = event.payload else { return }
            let op = m.bytes[checked: 0].map { "0x" + ($0 < 16 ? "0" : "") + String($0, radix: 16) } ?? "-"
            lines.append("\(event.frame) \(op) \(m.bytes.isEmpty ? "-" : m.bytes.hex)")
        }
        return lines
    }

    // MARK: tshark is wrong

    /// (a) A start fragment arrives while a PDU is incomplete, then a whole PDU, then a stray continuation.
    ///
    /// Core Vol 4 Part E §5.4.2: the Packet_Boundary_Flag of a first (start) fragment marks the beginning of a new
    /// higher-layer PDU, and a continuing fragment continues the PDU in progress. Core Vol 3 Part A §7.2: L2CAP
    /// recombines a PDU from its start fragment and the continuations that follow it, up to the L2CAP length. So
    /// the start in frame 3 ends the PDU begun in frame 2 (lost), and the continuation in frame 4 continues nothing
    /// (discarded). tshark keeps the old start aside, reassembles it with the late continuation and reports a
    /// notification that was never sent (value 17 00 01 02).
    @Test func startWhileIncompleteThenStrayContinuation() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, Array(pduA[..<6]))         // 2: start of A (6 of 11 bytes)
        b.acl(handle: 0x40, pb: 0b10, sent: false, pduB)                       // 3: B, whole
        b.acl(handle: 0x40, pb: 0b01, sent: false, bytes("00 17 00 01 02"))    // 4: a continuation of nothing
        #expect(try Self.tshark(b.data) == [
            "3 0x1b 1b250016504103",
            "4 0x1b 1b250017000102",
        ])
        #expect(try Self.hrsniff(b.data) == ["3 0x1b 1b250016504103"])
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "diag 3 l2cap_incomplete_pdu",
            "att 3 #1 received cid 0x4 1b250016504103",
            "diag 4 l2cap_continuation_without_start",
        ])
    }

    /// (b) A start fragment, Disconnection Complete, a new connection reusing the handle, then a continuation.
    ///
    /// Core Vol 4 Part E §7.7.5: Disconnection Complete ends the connection; the handle it frees may be given to a
    /// new connection (§7.7.65.1), which is a new logical link with its own L2CAP state. An L2CAP PDU cannot span two
    /// connections, so the PDU begun in frame 2 is lost at frame 3, and the continuation in frame 5 continues
    /// nothing in the new connection. tshark reassembles per handle and builds one PDU from both connections (its
    /// long output even names the second connection, opened in frame 4).
    @Test func pduAcrossTwoConnectionsOnOneHandle() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, Array(pduA[..<6]))   // 2
        b.disconnectionComplete(handle: 0x40)                            // 3
        b.leConnectionComplete(handle: 0x40)                             // 4
        b.acl(handle: 0x40, pb: 0b01, sent: false, Array(pduA[6...]))   // 5
        #expect(try Self.tshark(b.data) == ["5 0x1b 1b250016484103"])
        #expect(try Self.tshark(b.data, long: true) == ["5 0x1b 1b250016484103 0x0040 4 rcvd 0x0004 -"])
        #expect(try Self.hrsniff(b.data) == [])
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "event 3 received Disconnection Complete #1",
            "diag 3 l2cap_incomplete_at_disconnect",
            "event 4 received LE Connection Complete #2",
            "diag 5 l2cap_continuation_without_start",
        ])
    }

    /// (c) Enhanced ATT bearers opened with the enhanced credit-based commands 0x17/0x18.
    ///
    /// Core Vol 3 Part A §4.25/§4.26 (Credit Based Connection Request/Response, Core 5.2) open up to five channels
    /// in Enhanced Credit Based Flow Control Mode; on SPSM 0x0027 they are EATT bearers carrying ATT in K-frames
    /// (Vol 3 Part A §3.4: the first K-frame of an SDU starts with the SDU length). tshark 4.0 calls both commands
    /// "Unknown command", so it never learns the channels and decodes no ATT on them, even when told that SPSM
    /// 0x0027 carries ATT. With the older LE Credit Based Connection (0x14/0x15) and that hint it does decode them,
    /// as hrsniff does.
    @Test func enhancedCreditBasedChannels() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.l2cap(cid: 5, sent: true, B.signal(0x17, id: 1, le16(0x0027) + le16(512) + le16(64) + le16(10)
            + le16(0x0040) + le16(0x0041)))
        b.l2cap(cid: 5, sent: false, B.signal(0x18, id: 1, le16(247) + le16(64) + le16(8) + le16(0)
            + le16(0x0080) + le16(0x0081)))
        b.acl(handle: 0x40, pb: 0b00, sent: true, B.kframe(cid: 0x0080, sduLength: 5, bytes("12 26 00 01 00")))
        b.acl(handle: 0x40, pb: 0b10, sent: false, B.kframe(cid: 0x0040, sduLength: 1, bytes("13")))
        let hint = ["-d", "btl2cap.psm==0x0027,btatt"]
        #expect(try Self.tshark(b.data) == [])
        #expect(try Self.tshark(b.data, extra: hint) == [])
        #expect(try Self.hrsniff(b.data) == ["4 0x12 1226000100", "5 0x13 13"])
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "signal 2 #1 sent cid 0x5 Credit Based Connection Request",
            "signal 3 #1 received cid 0x5 Credit Based Connection Response",
            "att 4 #1 sent cid 0x80 1226000100",
            "att 5 #1 received cid 0x40 13",
        ])

        var le = B(.btsnoopH4)
        le.leConnectionComplete(handle: 0x40)
        le.l2cap(cid: 5, sent: true, B.signal(0x14, id: 3, le16(0x0027) + le16(0x0042) + le16(512) + le16(64)
            + le16(5)))
        le.l2cap(cid: 5, sent: false, B.signal(0x15, id: 3, le16(0x0090) + le16(247) + le16(64) + le16(5) + le16(0)))
        le.acl(handle: 0x40, pb: 0b00, sent: true, B.kframe(cid: 0x0090, sduLength: 3, bytes("0a 03 00")))
        le.acl(handle: 0x40, pb: 0b10, sent: false, B.kframe(cid: 0x0042, sduLength: 2, bytes("0b 48")))
        #expect(try Self.tshark(le.data) == [])
        #expect(try Self.tshark(le.data, long: true, extra: hint) == [
            "4 0x0a 0a0300 0x0040 1 sent 0x0090 -",
            "5 0x0b 0b48 0x0040 1 rcvd 0x0042 -",
        ])
        #expect(try Self.hrsniff(le.data) == ["4 0x0a 0a0300", "5 0x0b 0b48"])
    }

    // MARK: Differences where the specification leaves the choice

    /// LE Enhanced Connection Complete [v2] (subevent 0x29, Core Vol 4 Part E §7.7.65.10): tshark 4.0 does not parse
    /// it, so ATT on that connection has no connection ("-" in the long form), while v1 (0x0A) is understood.
    /// hrsniff reads both: the connection has its peer, role and timing.
    @Test func enhancedConnectionCompleteV2() throws {
        var b = B(.btsnoopH4)
        b.h4(4, sent: false, bytes("""
            3e 22 29 00 40 00 00 03 a1 a2 a3 a4 a5 a6 11 12 13 14 15 56 21 22 23 24 25 66 28 00 02 00 2c 01 05 01 ff ff
            """))
        b.acl(handle: 0x40, pb: 0b10, sent: false, pduA)
        b.h4(4, sent: false, bytes("""
            3e 1f 0a 00 41 00 01 00 a1 a2 a3 a4 a5 a6 11 12 13 14 15 56 21 22 23 24 25 66 28 00 02 00 2c 01 05
            """))
        b.acl(handle: 0x41, pb: 0b10, sent: false, pduA)
        #expect(try Self.tshark(b.data, long: true) == [
            "2 0x1b 1b250016484103 0x0040 - rcvd 0x0004 -",
            "4 0x1b 1b250016484103 0x0041 3 rcvd 0x0004 -",
        ])
        #expect(try Self.hrsniff(b.data) == ["2 0x1b 1b250016484103", "4 0x1b 1b250016484103"])
        var connections: [String] = []
        try withEvents(b.data) { e in
            guard case .att(let m) = e.payload else { return }
            let c = m.connection
            connections.append("\(e.frame) #\(c.id) \(c.peer.map { "\($0)" } ?? "-") \(c.role?.rawValue ?? "-") "
                + "before capture \(c.connectedBeforeCapture)")
        }
        #expect(connections == [
            "2 #1 A6:A5:A4:A3:A2:A1 central before capture false",
            "4 #2 A6:A5:A4:A3:A2:A1 peripheral before capture false",
        ])
    }

    /// An ACL packet that carries more bytes than its L2CAP PDU needs: tshark reports no ATT for it, losing the whole
    /// PDU; hrsniff reports the PDU and warns that the extra bytes were ignored.
    @Test func aclLongerThanItsL2CAPPDU() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, pduA + [0xEE, 0xEE])
        b.acl(handle: 0x40, pb: 0b10, sent: false, pduB)
        #expect(try Self.tshark(b.data) == ["3 0x1b 1b250016504103"])
        #expect(try Self.hrsniff(b.data) == ["2 0x1b 1b250016484103", "3 0x1b 1b250016504103"])
        #expect(try trace(b.data).prefix(2) == [
            "event 1 received LE Connection Complete #1",
            "diag 2 l2cap_overflow",
        ])
    }

    /// A record cut short by the capture's snap length: both report the captured part as an ATT PDU; tshark flags it
    /// truncated and short, hrsniff marks it cut (3 of 7 bytes, value not decoded) and warns once for the connection.
    @Test func recordCutBySnapLength() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        let packet = bytes("02 40 20 0b 00") + pduA
        b.record(flags: 1, Array(packet.prefix(12)), originalLength: packet.count)
        b.acl(handle: 0x40, pb: 0b10, sent: false, pduB)
        #expect(try Self.tshark(b.data, long: true) == [
            "2 0x1b 1b2500 0x0040 1 rcvd 0x0004 truncated,short",
            "3 0x1b 1b250016504103 0x0040 1 rcvd 0x0004 -",
        ])
        #expect(try Self.hrsniff(b.data) == ["2 0x1b 1b2500", "3 0x1b 1b250016504103"])
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "diag 2 truncated_acl",
            "att 2 #1 received cid 0x4 1b2500",
            "att 3 #1 received cid 0x4 1b250016504103",
        ])
        var cut: [Int?] = []
        try withEvents(b.data) { e in if case .att(let m) = e.payload { cut.append(m.originalLength) } }
        #expect(cut == [7, nil])
    }
}
