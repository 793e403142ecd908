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

// Dynamic L2CAP channels followed through the pipeline: the signalling that opens and closes them
// (Core Vol 3 Part A §4), and what travels on them: ATT in K-frames on enhanced ATT bearers (SPSM 0x0027, channels in
// LE or Enhanced Credit Based Flow Control Mode, Vol 3 Part A §3.4), and ATT in basic mode over BR/EDR (PSM 0x001F).

private typealias B = CaptureBuilder

private let writeRequest = bytes("12 26 00 01 00")
private let writeResponse = bytes("13")
private let notification = bytes("1b 25 00 16 48 41 03")
private let readRequest = bytes("0a 03 00")

/// A capture with an LE connection on handle 0x0040 (frame 1).
private func leCapture() -> CaptureBuilder {
    var b = CaptureBuilder(.btsnoopH4)
    b.leConnectionComplete(handle: 0x40)
    return b
}

/// Credit Based Connection Request (0x17): SPSM, MTU, MPS, initial credits, source CIDs.
private func creditBasedRequest(id: UInt8, spsm: UInt16 = 0x0027, sources: [UInt16]) -> [UInt8] {
    B.signal(0x17, id: id, le16(spsm) + le16(512) + le16(64) + le16(10) + sources.flatMap(le16))
}

/// Credit Based Connection Response (0x18): MTU, MPS, initial credits, result, destination CIDs.
private func creditBasedResponse(id: UInt8, result: UInt16 = 0, destinations: [UInt16]) -> [UInt8] {
    B.signal(0x18, id: id, le16(247) + le16(64) + le16(8) + le16(result) + destinations.flatMap(le16))
}

@Suite struct ChannelTests {
    // MARK: Enhanced ATT on LE

    /// Two EATT channels opened with one Credit Based Connection Request from the host; ATT in K-frames both ways,
    /// an SDU across two K-frames, an SDU overflow, then one channel disconnected.
    @Test func enhancedATTBearers() throws {
        var b = leCapture()
        b.l2cap(cid: 5, sent: true, creditBasedRequest(id: 1, sources: [0x0040, 0x0041]))        // 2
        b.l2cap(cid: 5, sent: false, creditBasedResponse(id: 1, destinations: [0x0080, 0x0081]))  // 3
        // The host sends to the peer's CIDs (0x0080, 0x0081); the peer sends to the host's (0x0040, 0x0041).
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0080, sduLength: 5, writeRequest))   // 4
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0040, sduLength: 1, writeResponse)) // 5
        // A notification on the second bearer in two K-frames: the first carries the SDU length.
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0041, sduLength: 7, Array(notification[..<3]))) // 6
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0041, sduLength: nil, Array(notification[3...]))) // 7
        // An SDU length of 2 with 5 bytes: overflow, dropped.
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0040, sduLength: 2, writeRequest)) // 8
        // An SDU of 7 whose second K-frame brings too much: overflow, dropped.
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0041, sduLength: 7, Array(notification[..<3]))) // 9
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0041, sduLength: nil, notification))            // 10
        // The host disconnects its first channel: destination CID 0x0080 (the peer's end), source 0x0040.
        b.l2cap(cid: 5, sent: true, B.signal(0x06, id: 2, le16(0x0080) + le16(0x0040)))  // 11
        b.l2cap(cid: 5, sent: false, B.signal(0x07, id: 2, le16(0x0080) + le16(0x0040))) // 12
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0040, sduLength: 1, writeResponse)) // 13
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0080, sduLength: 5, writeRequest))   // 14
        // The second bearer is still open.
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0081, sduLength: 3, readRequest))   // 15
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "signal 2 #1 sent cid 0x5 Credit Based Connection Request",
            "signal 3 #1 received cid 0x5 Credit Based Connection Response",
            "att 4 #1 sent cid 0x80 1226000100",
            "att 5 #1 received cid 0x40 13",
            "att 7 #1 received cid 0x41 1b250016484103 first 6",
            "diag 8 l2cap_sdu_overflow",
            "diag 10 l2cap_sdu_overflow",
            "signal 11 #1 sent cid 0x5 Disconnection Request",
            "signal 12 #1 received cid 0x5 Disconnection Response",
            "l2cap 13 #1 received cid 0x40 010013",
            "l2cap 14 #1 sent cid 0x80 05001226000100",
            "att 15 #1 sent cid 0x81 0a0300",
        ])
        var cids: [UInt16] = []
        var psms: [UInt16?] = []
        try withEvents(b.data) { e in
            if case .att(let m) = e.payload { cids.append(m.cid) }
            if case .l2cap(let p, _, _) = e.payload { psms.append(p.psm) }
        }
        #expect(cids == [0x80, 0x40, 0x41, 0x81])
        #expect(psms == [nil, nil])
    }

    /// The peer may open the bearers too: then the host's response names the host's CIDs.
    @Test func enhancedATTOpenedByThePeer() throws {
        var b = leCapture()
        b.l2cap(cid: 5, sent: false, creditBasedRequest(id: 7, sources: [0x0050]))
        b.l2cap(cid: 5, sent: true, creditBasedResponse(id: 7, destinations: [0x0060]))
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0060, sduLength: 5, writeRequest))
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0050, sduLength: 1, writeResponse))
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "signal 2 #1 received cid 0x5 Credit Based Connection Request",
            "signal 3 #1 sent cid 0x5 Credit Based Connection Response",
            "att 4 #1 received cid 0x60 1226000100",
            "att 5 #1 sent cid 0x50 13",
        ])
    }

    /// An L2CAP PDU (K-frame) fragmented over ACL packets and an SDU over K-frames: both layers reassemble.
    @Test func kframeFragmentedOverACL() throws {
        var b = leCapture()
        b.l2cap(cid: 5, sent: true, creditBasedRequest(id: 1, sources: [0x0040]))
        b.l2cap(cid: 5, sent: false, creditBasedResponse(id: 1, destinations: [0x0080]))
        let first = B.kframe(cid: 0x0040, sduLength: 7, Array(notification[..<4]))
        b.acl(handle: 0x40, pb: 2, sent: false, Array(first[..<5]))  // 4
        b.acl(handle: 0x40, pb: 1, sent: false, Array(first[5...]))  // 5
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0040, sduLength: nil, Array(notification[4...]))) // 6
        #expect(try trace(b.data).suffix(1) == ["att 6 #1 received cid 0x40 1b250016484103 first 4"])
    }

    /// LE Credit Based Connection (0x14/0x15) with SPSM 0x0027 is an EATT bearer too.
    @Test func leCreditBasedConnection() throws {
        var b = leCapture()
        // Request: SPSM, source CID, MTU, MPS, initial credits.
        b.l2cap(cid: 5, sent: true, B.signal(0x14, id: 3, le16(0x0027) + le16(0x0042) + le16(512) + le16(64) + le16(5)))
        // Response: destination CID, MTU, MPS, initial credits, result.
        b.l2cap(cid: 5, sent: false, B.signal(0x15, id: 3, le16(0x0090) + le16(247) + le16(64) + le16(5) + le16(0)))
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0090, sduLength: 3, readRequest))
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0042, sduLength: 2, bytes("0b 48")))
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "signal 2 #1 sent cid 0x5 LE Credit Based Connection Request",
            "signal 3 #1 received cid 0x5 LE Credit Based Connection Response",
            "att 4 #1 sent cid 0x90 0a0300",
            "att 5 #1 received cid 0x42 0b48",
        ])
    }

    /// A credit-based channel for another SPSM is followed (SDUs reassembled) but is not ATT.
    @Test func otherSPSMIsNotATT() throws {
        var b = leCapture()
        b.l2cap(cid: 5, sent: true, B.signal(0x14, id: 3, le16(0x0080) + le16(0x0042) + le16(512) + le16(64) + le16(5)))
        b.l2cap(cid: 5, sent: false, B.signal(0x15, id: 3, le16(0x0090) + le16(247) + le16(64) + le16(5) + le16(0)))
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0090, sduLength: 3, readRequest))
        var seen: [String] = []
        try withEvents(b.data) { e in
            if case .l2cap(let p, _, _) = e.payload { seen.append("\(e.frame) psm \(p.psm ?? 0) \(p.payload.hex)") }
        }
        #expect(seen == ["4 psm 128 0a0300"])
    }

    /// Refused channels are not followed: an LE credit-based refusal (result non-zero, CID 0), an enhanced refusal
    /// of all channels, and an enhanced partial refusal (CID 0 for the refused one).
    @Test func refusedChannelsAreNotFollowed() throws {
        var b = leCapture()
        // LE Credit Based: "SPSM not supported" (0x0002), destination CID 0.
        b.l2cap(cid: 5, sent: true, B.signal(0x14, id: 3, le16(0x0027) + le16(0x0042) + le16(512) + le16(64) + le16(5)))
        b.l2cap(cid: 5, sent: false, B.signal(0x15, id: 3, le16(0) + le16(0) + le16(0) + le16(0) + le16(2)))
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0042, sduLength: 2, bytes("0b 48")))   // 4
        // Enhanced: all refused, "SPSM not supported".
        b.l2cap(cid: 5, sent: true, creditBasedRequest(id: 4, sources: [0x0043, 0x0044]))
        b.l2cap(cid: 5, sent: false, creditBasedResponse(id: 4, result: 2, destinations: [0, 0]))
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0043, sduLength: 2, bytes("0b 48")))   // 7
        // Enhanced: the second of two refused ("some connections refused – insufficient resources", 0x0004).
        b.l2cap(cid: 5, sent: true, creditBasedRequest(id: 5, sources: [0x0045, 0x0046]))
        b.l2cap(cid: 5, sent: false, creditBasedResponse(id: 5, result: 4, destinations: [0x00A0, 0]))
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0045, sduLength: 2, bytes("0b 48")))   // 10
        b.acl(handle: 0x40, pb: 2, sent: false, B.kframe(cid: 0x0046, sduLength: 2, bytes("0b 48")))   // 11
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x00A0, sduLength: 3, readRequest))       // 12
        // A response with no request seen (identifier 9) opens nothing.
        b.l2cap(cid: 5, sent: false, creditBasedResponse(id: 9, destinations: [0x00B0]))
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x00B0, sduLength: 3, readRequest))       // 14
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "signal 2 #1 sent cid 0x5 LE Credit Based Connection Request",
            "signal 3 #1 received cid 0x5 LE Credit Based Connection Response",
            "l2cap 4 #1 received cid 0x42 02000b48",
            "signal 5 #1 sent cid 0x5 Credit Based Connection Request",
            "signal 6 #1 received cid 0x5 Credit Based Connection Response",
            "l2cap 7 #1 received cid 0x43 02000b48",
            "signal 8 #1 sent cid 0x5 Credit Based Connection Request",
            "signal 9 #1 received cid 0x5 Credit Based Connection Response",
            "att 10 #1 received cid 0x45 0b48",
            "l2cap 11 #1 received cid 0x46 02000b48",
            "att 12 #1 sent cid 0xa0 0a0300",
            "signal 13 #1 received cid 0x5 Credit Based Connection Response",
            "l2cap 14 #1 sent cid 0xb0 03000a0300",
        ])
    }

    /// A response travelling in the same direction as the request does not answer it.
    @Test func responseMustComeFromTheOtherSide() throws {
        var b = leCapture()
        b.l2cap(cid: 5, sent: true, creditBasedRequest(id: 1, sources: [0x0040]))
        b.l2cap(cid: 5, sent: true, creditBasedResponse(id: 1, destinations: [0x0080]))
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0080, sduLength: 3, readRequest))
        #expect(try trace(b.data).last == "l2cap 4 #1 sent cid 0x80 03000a0300")
    }

    /// pcap DLT 187 says no direction for ACL: requests and responses are matched all the same, and ATT on the
    /// channel comes out with direction unknown.
    @Test func channelsWithoutDirection() throws {
        var p = PcapBuilder(linkType: 187)
        func acl(_ l2cap: [UInt8]) -> [UInt8] { [0x02] + le16(0x2040) + le16(UInt16(l2cap.count)) + l2cap }
        let s: UInt32 = 1_773_480_413
        p.record(seconds: s, fraction: 0, [0x04] + bytes("3e 13 01 00 40 00 00 01 01 3a 7f 33 2c f1 28 00 00 00 c8 00 00"))
        p.record(seconds: s, fraction: 1, acl(B.l2cap(cid: 5, creditBasedRequest(id: 1, sources: [0x0040]))))
        p.record(seconds: s, fraction: 2, acl(B.l2cap(cid: 5, creditBasedResponse(id: 1, destinations: [0x0080]))))
        p.record(seconds: s, fraction: 3, acl(B.kframe(cid: 0x0080, sduLength: 3, readRequest)))
        p.record(seconds: s, fraction: 4, acl(B.kframe(cid: 0x0040, sduLength: 2, bytes("0b 48"))))
        #expect(try trace(p.data) == [
            "event 1 received LE Connection Complete #1",
            "signal 2 #1 unknown cid 0x5 Credit Based Connection Request",
            "signal 3 #1 unknown cid 0x5 Credit Based Connection Response",
            "att 4 #1 unknown cid 0x80 0a0300",
            "att 5 #1 unknown cid 0x40 0b48",
        ])
    }

    // MARK: ATT over BR/EDR

    /// Connection Request for PSM 0x001F on the BR/EDR signalling channel and a successful response: ATT in basic
    /// mode (no SDU length) on the dynamic CIDs.
    @Test func attOverBREDR() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, bytes("03 0b 00 0b 00 66 55 44 33 22 11 01 00")) // Connection Complete, handle 0x000B
        // Connection Request: PSM 0x001F, source CID 0x0040.
        b.l2cap(handle: 0x0B, cid: 1, sent: true, B.signal(0x02, id: 4, le16(0x001F) + le16(0x0040)))
        // Connection Response: destination CID 0x0050, source CID 0x0040, success, no further information.
        b.l2cap(handle: 0x0B, cid: 1, sent: false, B.signal(0x03, id: 4, le16(0x0050) + le16(0x0040) + le16(0) + le16(0)))
        // Configuration, both ways, in one C-frame each with two commands on the BR/EDR channel.
        b.l2cap(handle: 0x0B, cid: 1, sent: true, B.signal(0x04, id: 5, le16(0x0050) + le16(0))
            + B.signal(0x05, id: 6, le16(0x0050) + le16(0) + le16(0)))
        b.l2cap(handle: 0x0B, cid: 0x0050, sent: true, readRequest)
        b.l2cap(handle: 0x0B, cid: 0x0040, sent: false, bytes("0b 48"))
        #expect(try trace(b.data) == [
            "event 1 received Connection Complete #1",
            "signal 2 #1 sent cid 0x1 Connection Request",
            "signal 3 #1 received cid 0x1 Connection Response",
            "signal 4 #1 sent cid 0x1 Configuration Request",
            "signal 4 #1 sent cid 0x1 Configuration Response",
            "att 5 #1 sent cid 0x50 0a0300",
            "att 6 #1 received cid 0x40 0b48",
        ])
    }

    /// A Connection Response "pending" (result 0x0001) is followed by the final one with the same identifier
    /// (Core Vol 3 Part A §4.3): the channel opens at the final success.
    @Test func attOverBREDRAfterPendingResponse() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, bytes("03 0b 00 0b 00 66 55 44 33 22 11 01 00"))
        b.l2cap(handle: 0x0B, cid: 1, sent: false, B.signal(0x02, id: 9, le16(0x001F) + le16(0x0070)))
        // Pending, authentication pending (status 0x0001), then success.
        b.l2cap(handle: 0x0B, cid: 1, sent: true, B.signal(0x03, id: 9, le16(0x0041) + le16(0x0070) + le16(1) + le16(1)))
        b.l2cap(handle: 0x0B, cid: 1, sent: true, B.signal(0x03, id: 9, le16(0x0041) + le16(0x0070) + le16(0) + le16(0)))
        b.l2cap(handle: 0x0B, cid: 0x0041, sent: false, readRequest)
        b.l2cap(handle: 0x0B, cid: 0x0070, sent: true, bytes("0b 48"))
        #expect(try trace(b.data).suffix(2) == [
            "att 5 #1 received cid 0x41 0a0300",
            "att 6 #1 sent cid 0x70 0b48",
        ])
    }

    /// A refused BR/EDR connection (result 0x0002, PSM not supported) opens nothing.
    @Test func refusedBREDRConnection() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, bytes("03 0b 00 0b 00 66 55 44 33 22 11 01 00"))
        b.l2cap(handle: 0x0B, cid: 1, sent: true, B.signal(0x02, id: 4, le16(0x001F) + le16(0x0040)))
        b.l2cap(handle: 0x0B, cid: 1, sent: false, B.signal(0x03, id: 4, le16(0) + le16(0x0040) + le16(2) + le16(0)))
        b.l2cap(handle: 0x0B, cid: 0x0040, sent: false, bytes("0b 48"))
        #expect(try trace(b.data).last == "l2cap 4 #1 received cid 0x40 0b48")
    }

    // MARK: Signalling and SMP on the fixed channels

    /// Connection Parameter Update Request and Response on the LE signalling channel; a malformed command gives a
    /// diagnostic and the analysis goes on.
    @Test func connectionParameterUpdateAndMalformedSignalling() throws {
        var b = leCapture()
        // The peripheral asks for 30-50 ms, latency 0, timeout 4 s.
        b.l2cap(cid: 5, sent: false, B.signal(0x12, id: 1, le16(24) + le16(40) + le16(0) + le16(400))) // 2
        b.l2cap(cid: 5, sent: true, B.signal(0x13, id: 1, le16(0)))                                    // 3
        // A Connection Parameter Update Request with 4 of its 8 bytes.
        b.l2cap(cid: 5, sent: false, B.signal(0x12, id: 2, le16(24) + le16(40)))                       // 4
        // A command whose length runs past the frame.
        b.l2cap(cid: 5, sent: false, [0x13, 0x03, 0x10, 0x00, 0x00])                                   // 5
        b.l2cap(cid: 4, sent: false, notification)                                                     // 6
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "signal 2 #1 received cid 0x5 Connection Parameter Update Request",
            "signal 3 #1 sent cid 0x5 Connection Parameter Update Response",
            "diag 4 l2cap_signal_data_too_short",
            "signal 4 #1 received cid 0x5 malformed",
            "diag 5 l2cap_signal_length_beyond_frame",
            "signal 5 #1 received cid 0x5 malformed",
            "att 6 #1 received cid 0x4 1b250016484103",
        ])
        var codes: [UInt8] = []
        var parameters: [L2CAPConnectionParameters] = []
        try withEvents(b.data) { e in
            guard case .signalling(.success(let command), _, _, _) = e.payload else { return }
            codes.append(command.code.rawValue)
            if case .connectionParameterUpdateRequest(let p) = command.signal { parameters.append(p) }
        }
        #expect(codes == [0x12, 0x13])
        #expect(parameters == [L2CAPConnectionParameters(intervalMin: 24, intervalMax: 40, peripheralLatency: 0,
                                                         timeoutMultiplier: 400)])
    }

    /// Security Manager PDUs on CID 0x0006.
    @Test func smpOnFixedChannel() throws {
        var b = leCapture()
        b.l2cap(cid: 6, sent: true, bytes("01 03 00 0d 10 0f 0f"))  // Pairing Request
        b.l2cap(cid: 6, sent: false, bytes("02 03 00 0d 10 0f 0f")) // Pairing Response
        b.l2cap(cid: 6, sent: false, bytes("05 05"))                // Pairing Failed: Pairing Not Supported
        #expect(try trace(b.data) == [
            "event 1 received LE Connection Complete #1",
            "smp 2 #1 sent cid 0x6 0103000d100f0f",
            "smp 3 #1 received cid 0x6 0203000d100f0f",
            "smp 4 #1 received cid 0x6 0505",
        ])
    }

    /// A new connection on a reused handle does not inherit the channels of the old one.
    @Test func channelsEndWithTheConnection() throws {
        var b = leCapture()
        b.l2cap(cid: 5, sent: true, creditBasedRequest(id: 1, sources: [0x0040]))
        b.l2cap(cid: 5, sent: false, creditBasedResponse(id: 1, destinations: [0x0080]))
        b.disconnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0, sent: true, B.kframe(cid: 0x0080, sduLength: 3, readRequest))
        #expect(try trace(b.data).suffix(3) == [
            "event 4 received Disconnection Complete #1",
            "event 5 received LE Connection Complete #2",
            "l2cap 6 #2 sent cid 0x80 03000a0300",
        ])
    }
}
