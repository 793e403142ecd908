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

// The ATT_MTU of enhanced ATT bearers. Each EATT bearer is an L2CAP channel in (LE or enhanced) credit-based flow
// control mode opened for SPSM 0x0027; its ATT_MTU is the smaller of the MTU fields the two devices gave in the
// Credit Based Connection Request and Response, or in the latest accepted Credit Based Reconfigure Request
// (Core Vol 3 Part G §5.3.1, which puts the minimum at 64 octets). Exchange MTU belongs to the unenhanced
// bearer only (Part G §4.3.1). A Read Response or Read Blob Response of ATT_MTU − 1 octets means the value may
// go on (Part G §4.8.3), so the bearer's own ATT_MTU decides where a long read ends.

private typealias B = CaptureBuilder

/// Credit Based Connection Request (0x17): SPSM, MTU, MPS, initial credits, source CIDs.
private func connectionRequest(id: UInt8, spsm: UInt16 = 0x0027, mtu: UInt16, sources: [UInt16]) -> [UInt8] {
    B.signal(0x17, id: id, le16(spsm) + le16(mtu) + le16(64) + le16(10) + sources.flatMap(le16))
}

/// Credit Based Connection Response (0x18): MTU, MPS, initial credits, result, destination CIDs.
private func connectionResponse(id: UInt8, mtu: UInt16, result: UInt16 = 0, destinations: [UInt16]) -> [UInt8] {
    B.signal(0x18, id: id, le16(mtu) + le16(64) + le16(8) + le16(result) + destinations.flatMap(le16))
}

/// Credit Based Reconfigure Request (0x19): MTU, MPS, the sender's own CIDs.
private func reconfigureRequest(id: UInt8, mtu: UInt16, cids: [UInt16]) -> [UInt8] {
    B.signal(0x19, id: id, le16(mtu) + le16(64) + cids.flatMap(le16))
}

/// Credit Based Reconfigure Response (0x1A): result.
private func reconfigureResponse(id: UInt8, result: UInt16 = 0) -> [UInt8] {
    B.signal(0x1A, id: id, le16(result))
}

/// `count` octets 0x00, 0x01, … (wrapping), as bytes.
private func octets(_ count: Int, from first: Int = 0) -> [UInt8] {
    (0 ..< count).map { UInt8(truncatingIfNeeded: first + $0) }
}

/// A Read Response (0x0B) carrying `value`.
private func readResponse(_ value: [UInt8]) -> [UInt8] { [0x0B] + value }
/// A Read Blob Response (0x0D) carrying `value`.
private func blobResponse(_ value: [UInt8]) -> [UInt8] { [0x0D] + value }
private let readRequest3 = bytes("0a 03 00")
private func blobRequest3(offset: UInt16) -> [UInt8] { bytes("0c 03 00") + le16(offset) }

private func hexOf(_ v: [UInt8]) -> String { v.withBytes { $0.hex } }

/// An LE connection on handle 0x0040 whose host opens one EATT bearer: its CID 0x0040, the peer's 0x0080; the
/// host offers MTU `hostMTU`, the peer answers `peerMTU` (frames 1-3).
private func eattCapture(hostMTU: UInt16 = 512, peerMTU: UInt16) -> CaptureBuilder {
    var b = CaptureBuilder(.btsnoopH4)
    b.leConnectionComplete(handle: 0x40)
    b.l2cap(cid: 5, sent: true, connectionRequest(id: 1, mtu: hostMTU, sources: [0x0040]))
    b.l2cap(cid: 5, sent: false, connectionResponse(id: 1, mtu: peerMTU, destinations: [0x0080]))
    return b
}

extension CaptureBuilder {
    /// An ATT PDU in one K-frame on an EATT bearer: sent by the host to the peer's `to` CID, or received on the
    /// host's.
    fileprivate mutating func eatt(to cid: UInt16, sent: Bool, _ pdu: [UInt8]) {
        acl(handle: 0x40, pb: sent ? 0 : 2, sent: sent, B.kframe(cid: cid, sduLength: UInt16(pdu.count), pdu))
    }
}

/// The pipeline's view of a capture: GATT procedures ("gatt FRAME read|exchange ..." via `describeProcedure`),
/// the warnings of every layer ("diag FRAME code"), the ATT_MTU each ATT PDU travelled with ("mtu FRAME cid
/// VALUE|-") and the connection summary ("summary MTU bearer:mtu ...").
private func observe(_ data: [UInt8]) throws -> [String] {
    var lines: [String] = []
    try withEvents(data) { e in
        switch e.payload {
        case .att(let m):
            lines.append("mtu \(e.frame) 0x\(String(m.cid, radix: 16)) \(m.mtu.map(String.init) ?? "-")")
        case .gatt(let p):
            lines.append("gatt \(e.frame) \(describeProcedure(p))")
        case .diagnostic(let d) where d.severity == .warning:
            lines.append("diag \(d.frame ?? 0) \(d.code)")
        case .connectionEnd(_, let summary):
            lines.append("summary \(summary.mtuText ?? "no ATT")" + summary.enhancedBearers.map {
                " 0x\(String($0.bearer, radix: 16)):\($0.mtu)"
            }.joined())
        default:
            break
        }
    }
    return lines
}

@Suite struct EnhancedATTMTUTests {
    // MARK: The GATT tracker

    /// On an EATT bearer with ATT_MTU 64, a 22-octet Read Response is a whole value (it would be the first part of
    /// a long one on the unenhanced bearer's default ATT_MTU 23), and a 63-octet one starts a long read that Read
    /// Blob Responses of 63 octets continue and a shorter one ends.
    @Test func trackerUsesTheBearersMTU() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 03 00", bearer: 0x40, mtu: 64)
        d.receive(hexOf(readResponse(octets(22))), bearer: 0x40, mtu: 64)
        d.send("0a 03 00", bearer: 0x40, mtu: 64)
        d.receive(hexOf(readResponse(octets(63))), bearer: 0x40, mtu: 64)
        d.send(hexOf(blobRequest3(offset: 63)), bearer: 0x40, mtu: 64)
        d.receive(hexOf(blobResponse(octets(63, from: 63))), bearer: 0x40, mtu: 64)
        d.send(hexOf(blobRequest3(offset: 126)), bearer: 0x40, mtu: 64)
        d.receive(hexOf(blobResponse(octets(10, from: 126))), bearer: 0x40, mtu: 64)
        // The unenhanced bearer keeps ATT_MTU 23: 22 octets may go on.
        d.send("0a 03 00")
        d.receive(hexOf(readResponse(octets(22))))
        d.send("0c 03 00 16 00")
        d.receive("0d 01 02")
        #expect(d.procedures == [
            "2 read 0x0003 characteristic_value 2A00 = \(hexOf(octets(22)))",
            "8 read 0x0003 characteristic_value 2A00 = \(hexOf(octets(136))) long",
            "12 read 0x0003 characteristic_value 2A00 = \(hexOf(octets(22)) + "0102") long",
        ])
        #expect(d.diagnostics == [])
        #expect(d.tracker.effectiveMTU == 23)
    }

    /// A Read Blob Response of ATT_MTU − 1 octets on a large EATT bearer continues the read; one of the unenhanced
    /// bearer's ATT_MTU − 1 does not.
    @Test func blobResponsesAgainstTheBearersMTU() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 03 00", bearer: 0x41, mtu: 100)
        d.receive(hexOf(readResponse(octets(99))), bearer: 0x41, mtu: 100)
        d.send(hexOf(blobRequest3(offset: 99)), bearer: 0x41, mtu: 100)
        // 22 octets: ATT_MTU − 1 of the unenhanced bearer, not of this one; the read is over.
        d.receive(hexOf(blobResponse(octets(22, from: 99))), bearer: 0x41, mtu: 100)
        #expect(d.procedures == ["4 read 0x0003 characteristic_value 2A00 = \(hexOf(octets(121))) long"])
    }

    /// Exchange MTU on an EATT bearer is not allowed: a warning, and neither the unenhanced bearer's ATT_MTU nor
    /// the enhanced bearer's changes.
    @Test func exchangeMTUOnAnEnhancedBearer() throws {
        var d = TrackerDriver.discovered()
        d.send("02 05 02", bearer: 0x40, mtu: 64)
        d.receive("03 f7 00", bearer: 0x40, mtu: 64)
        #expect(d.diagnostics == ["1 att_exchange_mtu_on_eatt"])
        #expect(d.procedures == ["2 mtu client 517 server 247 effective 64"])
        #expect(d.tracker.effectiveMTU == 23)
        #expect(d.tracker.clientMTU == nil)
        #expect(d.tracker.serverMTU == nil)
        // The enhanced bearer still splits values at 64.
        d.send("0a 03 00", bearer: 0x40, mtu: 64)
        d.receive(hexOf(readResponse(octets(62))), bearer: 0x40, mtu: 64)
        #expect(d.procedures.last == "4 read 0x0003 characteristic_value 2A00 = \(hexOf(octets(62)))")
        // On the unenhanced bearer the exchange works as before.
        d.send("02 05 02")
        d.receive("03 f7 00")
        #expect(d.tracker.effectiveMTU == 247)
        #expect(d.diagnostics == ["1 att_exchange_mtu_on_eatt"])
    }

    // MARK: Through the pipeline

    /// The unenhanced bearer exchanges ATT_MTU 247; an EATT bearer opens with MTUs 512 (host) and 100 (peer), so
    /// its ATT_MTU is 100. A 99-octet Read Response on the EATT bearer starts a long read of 203 octets; the same
    /// 99 octets on the unenhanced bearer are a whole value.
    @Test func longReadOnAnEnhancedBearer() throws {
        var b = eattCapture(peerMTU: 100)
        b.att(sent: true, "02 05 02")                                   // 4
        b.att(sent: false, "03 f7 00")                                  // 5
        b.eatt(to: 0x0080, sent: true, readRequest3)                    // 6
        b.eatt(to: 0x0040, sent: false, readResponse(octets(99)))       // 7
        b.eatt(to: 0x0080, sent: true, blobRequest3(offset: 99))        // 8
        b.eatt(to: 0x0040, sent: false, blobResponse(octets(99, from: 99)))  // 9
        b.eatt(to: 0x0080, sent: true, blobRequest3(offset: 198))       // 10
        b.eatt(to: 0x0040, sent: false, blobResponse(octets(5, from: 198)))  // 11
        b.att(sent: true, "0a 03 00")                                   // 12
        b.att(sent: false, hexOf(readResponse(octets(99))))             // 13
        b.disconnectionComplete(handle: 0x40)                           // 14
        let lines = try observe(b.data)
        #expect(lines == [
            "mtu 4 0x4 -", "mtu 5 0x4 -",
            "gatt 5 mtu client 517 server 247 effective 247",
            "mtu 6 0x80 100", "mtu 7 0x40 100", "mtu 8 0x80 100", "mtu 9 0x40 100", "mtu 10 0x80 100",
            "mtu 11 0x40 100",
            "gatt 11 read 0x0003 unknown = \(hexOf(octets(203))) long",
            "mtu 12 0x4 -", "mtu 13 0x4 -",
            "gatt 13 read 0x0003 unknown = \(hexOf(octets(99)))",
            "summary 247 0x40:100",
        ])
    }

    /// Before this bearer had its own ATT_MTU, the 22 octets of ATT_MTU 23 made any EATT Read Response of 22
    /// octets look long: with ATT_MTU 64 it is a whole value, reported at its response.
    @Test func enhancedBearerIgnoresTheUnenhancedDefault() throws {
        var b = eattCapture(peerMTU: 64)
        b.eatt(to: 0x0080, sent: true, readRequest3)                    // 4
        b.eatt(to: 0x0040, sent: false, readResponse(octets(22)))       // 5
        b.eatt(to: 0x0080, sent: true, bytes("0a 05 00"))               // 6
        b.eatt(to: 0x0040, sent: false, bytes("0b 01"))                 // 7
        let lines = try observe(b.data).filter { $0.hasPrefix("gatt") }
        #expect(lines == [
            "gatt 5 read 0x0003 unknown = \(hexOf(octets(22)))",
            "gatt 7 read 0x0005 unknown = 01",
        ])
    }

    /// The peer (responder, MTU 100) reconfigures its end to 300: once the host accepts, ATT_MTU is
    /// min(512, 300) = 300. A refused reconfiguration changes nothing; one that lowers the MTU is warned about.
    @Test func reconfiguration() throws {
        var b = eattCapture(peerMTU: 100)
        // The peer names its own CID, 0x0080, and asks for 300; before the response, ATT_MTU is still 100.
        b.l2cap(cid: 5, sent: false, reconfigureRequest(id: 2, mtu: 300, cids: [0x0080]))  // 4
        b.eatt(to: 0x0080, sent: true, readRequest3)                                        // 5
        b.eatt(to: 0x0040, sent: false, readResponse(octets(99)))                           // 6
        b.eatt(to: 0x0080, sent: true, blobRequest3(offset: 99))                            // 7
        b.eatt(to: 0x0040, sent: false, blobResponse(octets(3, from: 99)))                  // 8
        b.l2cap(cid: 5, sent: true, reconfigureResponse(id: 2))                             // 9
        // Now 99 octets are a whole value, 299 may go on.
        b.eatt(to: 0x0080, sent: true, readRequest3)                                        // 10
        b.eatt(to: 0x0040, sent: false, readResponse(octets(99)))                           // 11
        b.eatt(to: 0x0080, sent: true, readRequest3)                                        // 12
        b.eatt(to: 0x0040, sent: false, readResponse(octets(299)))                          // 13
        b.eatt(to: 0x0080, sent: true, blobRequest3(offset: 299))                           // 14
        b.eatt(to: 0x0040, sent: false, blobResponse(octets(2, from: 299)))                 // 15
        // The host asks for 1000 on its end (0x0040) and is refused (0x0002, MPS): ATT_MTU stays 300.
        b.l2cap(cid: 5, sent: true, reconfigureRequest(id: 3, mtu: 1000, cids: [0x0040]))   // 16
        b.l2cap(cid: 5, sent: false, reconfigureResponse(id: 3, result: 2))                 // 17
        // The peer tries to lower its MTU to 200: a warning at the request; its refusal changes nothing.
        b.l2cap(cid: 5, sent: false, reconfigureRequest(id: 4, mtu: 200, cids: [0x0080]))   // 18
        b.l2cap(cid: 5, sent: true, reconfigureResponse(id: 4, result: 1))                  // 19
        b.eatt(to: 0x0080, sent: true, readRequest3)                                        // 20
        b.eatt(to: 0x0040, sent: false, readResponse(octets(299)))                          // 21
        b.disconnectionComplete(handle: 0x40)                                               // 22
        let lines = try observe(b.data).filter { !$0.hasPrefix("mtu") }
        #expect(lines == [
            "gatt 8 read 0x0003 unknown = \(hexOf(octets(102))) long",
            "gatt 11 read 0x0003 unknown = \(hexOf(octets(99)))",
            "gatt 15 read 0x0003 unknown = \(hexOf(octets(301))) long",
            "diag 18 l2cap_mtu_decreased",
            // Never continued: a read of ATT_MTU − 1 octets, over when the connection ends.
            "gatt 22 read 0x0003 unknown = \(hexOf(octets(299)))",
            "summary 23 0x40:300",
        ])
        let mtus = try observe(b.data).filter { $0.hasPrefix("mtu") }
        #expect(mtus.first == "mtu 5 0x80 100")
        #expect(mtus.last == "mtu 21 0x40 300")
    }

    /// Two bearers opened together have MTUs of their own: a reconfiguration naming one leaves the other alone,
    /// and a successful reconfiguration by the requester (the host) counts too.
    @Test func reconfigurationOfOneOfTwoBearers() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.l2cap(cid: 5, sent: true, connectionRequest(id: 1, mtu: 80, sources: [0x0040, 0x0041]))
        b.l2cap(cid: 5, sent: false, connectionResponse(id: 1, mtu: 512, destinations: [0x0080, 0x0081]))
        b.l2cap(cid: 5, sent: true, reconfigureRequest(id: 2, mtu: 400, cids: [0x0041]))    // 4
        b.l2cap(cid: 5, sent: false, reconfigureResponse(id: 2))                           // 5
        b.eatt(to: 0x0080, sent: true, readRequest3)                                       // 6
        b.eatt(to: 0x0081, sent: true, readRequest3)                                       // 7
        b.disconnectionComplete(handle: 0x40)
        let lines = try observe(b.data)
        #expect(lines.contains("mtu 6 0x80 80"))
        #expect(lines.contains("mtu 7 0x81 400"))
        #expect(lines.last == "summary 23 0x40:80 0x41:400")
    }

    /// The peer opens the bearer (it is the requester): its Request MTU and the host's Response MTU count the
    /// same way, and a reconfiguration by the peer names the peer's CID.
    @Test func bearerOpenedByThePeer() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.l2cap(cid: 5, sent: false, connectionRequest(id: 7, mtu: 70, sources: [0x0050]))
        b.l2cap(cid: 5, sent: true, connectionResponse(id: 7, mtu: 247, destinations: [0x0060]))
        b.eatt(to: 0x0050, sent: true, readRequest3)                                       // 4
        b.l2cap(cid: 5, sent: false, reconfigureRequest(id: 8, mtu: 247, cids: [0x0050]))  // 5
        b.l2cap(cid: 5, sent: true, reconfigureResponse(id: 8))                            // 6
        b.eatt(to: 0x0050, sent: true, readRequest3)                                       // 7
        b.disconnectionComplete(handle: 0x40)
        let lines = try observe(b.data)
        #expect(lines.contains("mtu 4 0x50 70"))
        #expect(lines.contains("mtu 7 0x50 247"))
        #expect(lines.last == "summary 23 0x50:247")
    }

    /// LE Credit Based Connection (0x14/0x15) for SPSM 0x0027: the same rule with its MTU fields.
    @Test func leCreditBasedBearer() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.l2cap(cid: 5, sent: true, B.signal(0x14, id: 3, le16(0x0027) + le16(0x0042) + le16(150) + le16(64) + le16(5)))
        b.l2cap(cid: 5, sent: false, B.signal(0x15, id: 3, le16(0x0090) + le16(600) + le16(64) + le16(5) + le16(0)))
        b.eatt(to: 0x0090, sent: true, readRequest3)                                       // 4
        b.disconnectionComplete(handle: 0x40)
        let lines = try observe(b.data)
        #expect(lines == ["mtu 4 0x90 150", "diag 4 att_request_unanswered", "summary 23 0x42:150"])
    }

    // MARK: Refusals, disconnection, hostile values

    /// Refused channels have no ATT_MTU and are not listed; of a partial refusal, only the opened bearer is.
    @Test func refusedChannelsHaveNoMTU() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        // All refused ("SPSM not supported"), MTU fields 0 as a refusal may carry them: no warning either.
        b.l2cap(cid: 5, sent: true, connectionRequest(id: 1, mtu: 512, sources: [0x0040, 0x0041]))
        b.l2cap(cid: 5, sent: false, connectionResponse(id: 1, mtu: 0, result: 2, destinations: [0, 0]))
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0040, sduLength: 2, bytes("0b 48")))   // 4
        // The second of two refused ("some connections refused – insufficient resources").
        b.l2cap(cid: 5, sent: true, connectionRequest(id: 2, mtu: 512, sources: [0x0045, 0x0046]))
        b.l2cap(cid: 5, sent: false, connectionResponse(id: 2, mtu: 128, result: 4, destinations: [0x00A0, 0]))
        b.eatt(to: 0x00A0, sent: true, readRequest3)                                                   // 7
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0046, sduLength: 2, bytes("0b 48")))   // 8
        // A reconfiguration naming a refused channel changes nothing.
        b.l2cap(cid: 5, sent: true, reconfigureRequest(id: 3, mtu: 600, cids: [0x0046]))
        b.l2cap(cid: 5, sent: false, reconfigureResponse(id: 3))
        b.disconnectionComplete(handle: 0x40)
        let lines = try observe(b.data)
        #expect(lines == ["mtu 7 0xa0 128", "diag 7 att_request_unanswered", "summary 23 0x45:128"])
    }

    /// A disconnected bearer's MTU goes with its channel: a reconfiguration naming it changes nothing, and a
    /// new channel on the same CIDs has the MTUs of its own signalling. The summary keeps the last ATT_MTU of each
    /// bearer number.
    @Test func disconnectionDropsTheMTU() throws {
        var b = eattCapture(peerMTU: 100)
        b.l2cap(cid: 5, sent: true, B.signal(0x06, id: 2, le16(0x0080) + le16(0x0040)))   // 4
        b.l2cap(cid: 5, sent: false, B.signal(0x07, id: 2, le16(0x0080) + le16(0x0040)))  // 5
        b.l2cap(cid: 5, sent: false, reconfigureRequest(id: 3, mtu: 300, cids: [0x0080])) // 6
        b.l2cap(cid: 5, sent: true, reconfigureResponse(id: 3))                           // 7
        b.eatt(to: 0x0080, sent: true, readRequest3)                                      // 8: not ATT any more
        b.l2cap(cid: 5, sent: true, connectionRequest(id: 4, mtu: 90, sources: [0x0040]))
        b.l2cap(cid: 5, sent: false, connectionResponse(id: 4, mtu: 512, destinations: [0x0080]))
        b.eatt(to: 0x0080, sent: true, readRequest3)                                      // 11
        b.disconnectionComplete(handle: 0x40)
        let lines = try observe(b.data)
        #expect(lines == ["mtu 11 0x80 90", "diag 11 att_request_unanswered", "summary 23 0x40:90"])
    }

    /// MTUs below the 64 octets of an EATT bearer are warned about, in the request and in the response of a
    /// channel that opens, and in a reconfiguration; they still decide where values are split (the devices send
    /// what they announced). Below 23, ATT_MTU 23 is assumed. Another SPSM may use small MTUs without a warning.
    @Test func hostileMTUs() throws {
        var b = eattCapture(hostMTU: 40, peerMTU: 30)                                     // 2, 3: two warnings
        b.eatt(to: 0x0080, sent: true, readRequest3)                                      // 4
        b.eatt(to: 0x0040, sent: false, readResponse(octets(29)))                         // 5: long
        b.eatt(to: 0x0080, sent: true, blobRequest3(offset: 29))                          // 6
        b.eatt(to: 0x0040, sent: false, blobResponse(octets(1, from: 29)))                // 7
        b.l2cap(cid: 5, sent: false, reconfigureRequest(id: 2, mtu: 50, cids: [0x0080])) // 8: below 64
        b.l2cap(cid: 5, sent: true, reconfigureResponse(id: 2))                           // 9
        b.eatt(to: 0x0080, sent: true, readRequest3)                                      // 10: min(40, 50)
        // An MTU of 0 in both: ATT_MTU 23 (22 octets may go on).
        b.l2cap(cid: 5, sent: true, connectionRequest(id: 3, mtu: 0, sources: [0x0041]))  // 11
        b.l2cap(cid: 5, sent: false, connectionResponse(id: 3, mtu: 0, destinations: [0x0081]))  // 12
        b.eatt(to: 0x0081, sent: true, readRequest3)                                      // 13
        b.eatt(to: 0x0041, sent: false, readResponse(octets(22)))                         // 14
        b.eatt(to: 0x0081, sent: true, bytes("0a 05 00"))                                 // 15
        // Another SPSM with MTU 23: an L2CAP channel like any other, no warning.
        b.l2cap(cid: 5, sent: true, connectionRequest(id: 4, spsm: 0x0080, mtu: 23, sources: [0x0042]))  // 16
        b.l2cap(cid: 5, sent: false, connectionResponse(id: 4, mtu: 23, destinations: [0x0082]))         // 17
        b.disconnectionComplete(handle: 0x40)                                             // 18
        let lines = try observe(b.data)
        #expect(lines == [
            "diag 2 eatt_mtu_too_small", "diag 3 eatt_mtu_too_small",
            "mtu 4 0x80 30", "mtu 5 0x40 30", "mtu 6 0x80 30", "mtu 7 0x40 30",
            "gatt 7 read 0x0003 unknown = \(hexOf(octets(30))) long",
            "diag 8 eatt_mtu_too_small",
            "mtu 10 0x80 40",
            "diag 11 eatt_mtu_too_small", "diag 12 eatt_mtu_too_small",
            "mtu 13 0x81 23", "mtu 14 0x41 23",
            // The 22 octets might go on: the read ends when the next request comes.
            "mtu 15 0x81 23",
            "gatt 15 read 0x0003 unknown = \(hexOf(octets(22)))",
            "diag 10 att_request_unanswered", "diag 15 att_request_unanswered",
            "summary 23 0x40:40 0x41:23",
        ])
    }

    // MARK: Output

    /// `analyze` lists the EATT bearers with their ATT_MTU after the connection's, in text and JSON; a connection
    /// without EATT has no `eatt_bearers`.
    @Test func summaryListsTheBearers() throws {
        var b = eattCapture(peerMTU: 100)
        b.att(sent: true, "02 05 02")
        b.att(sent: false, "03 f7 00")
        b.l2cap(cid: 5, sent: true, connectionRequest(id: 2, mtu: 512, sources: [0x0041]))
        b.l2cap(cid: 5, sent: false, connectionResponse(id: 2, mtu: 512, destinations: [0x0081]))
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let text = try HRSniffBinary.run(["analyze", path]).stdout
        #expect(text.contains("    ATT_MTU 247 (EATT bearers 0x0040: 100, 0x0041: 512), 1 GATT procedure, no errors\n"))
        let json = try HRSniffBinary.run(["analyze", "--json", path]).stdout
        let summary = try #require(json.split(separator: "\n").first { $0.contains("\"connection_summary\"") })
        #expect(summary.contains(#""mtu":247,"eatt_bearers":[{"cid":64,"mtu":100},{"cid":65,"mtu":512}],"procedures":1"#))

        var plain = CaptureBuilder(.btsnoopH4)
        plain.leConnectionComplete(handle: 0x40)
        plain.disconnectionComplete(handle: 0x40)
        let plainPath = temporaryFile(plain.data)
        defer { unlink(plainPath) }
        let plainJSON = try HRSniffBinary.run(["analyze", "--json", plainPath]).stdout
        #expect(plainJSON.contains("\"connection_summary\""))
        #expect(!plainJSON.contains("eatt_bearers"))
        // A connection that carried no ATT says nothing of ATT_MTU.
        #expect(try HRSniffBinary.run(["analyze", plainPath]).stdout.contains("    no ATT captured\n"))
    }
}
