import Testing
@testable import HRSniffBytes
@testable import HRSniffHCI
@testable import HRSniffL2CAP

// The L2CAP layer's channel state machine, driven by signalling commands built field by field from Core Vol 3
// Part A §4 (code, identifier, length, data), and asserted on the actions it returns: the channels opened and
// closed, the MTUs, the enhanced ATT bearers (Part G §5.3.1) and the diagnostics.

/// A signalling command: code (1), identifier (1), length (2, LE), data (Core Vol 3 Part A §4).
private func command(_ code: UInt8, id: UInt8, _ data: [UInt8]) -> [UInt8] {
    [code, id] + le16(UInt16(data.count)) + data
}

/// An L2CAP PDU on the LE signalling channel carrying `frame`.
private func lePDU(_ frame: [UInt8]) -> L2CAPPDU {
    L2CAPPDU(channel: .leSignaling, payload: Bytes(frame), protocolMultiplexer: nil,
             bearer: L2CAPChannelID.leSignaling.rawValue, firstFrame: 1)
}

/// L2CAP_CREDIT_BASED_CONNECTION_REQ (§4.25): SPSM, MTU, MPS, Initial Credits, Source CIDs.
private func creditBasedRequest(id: UInt8, spsm: UInt16 = 0x0027, mtu: UInt16, sources: [UInt16]) -> [UInt8] {
    command(0x17, id: id, le16(spsm) + le16(mtu) + le16(64) + le16(10) + sources.flatMap(le16))
}

/// L2CAP_CREDIT_BASED_CONNECTION_RSP (§4.26): MTU, MPS, Initial Credits, Result, Destination CIDs.
private func creditBasedResponse(id: UInt8, mtu: UInt16, result: UInt16 = 0, destinations: [UInt16]) -> [UInt8] {
    command(0x18, id: id, le16(mtu) + le16(64) + le16(8) + le16(result) + destinations.flatMap(le16))
}

/// L2CAP_CREDIT_BASED_RECONFIGURE_REQ (§4.27): MTU, MPS, Destination CIDs (the sender's own ends).
private func reconfigureRequest(id: UInt8, mtu: UInt16, cids: [UInt16]) -> [UInt8] {
    command(0x19, id: id, le16(mtu) + le16(64) + cids.flatMap(le16))
}

/// L2CAP_CREDIT_BASED_RECONFIGURE_RSP (§4.28): Result.
private func reconfigureResponse(id: UInt8, result: UInt16 = 0) -> [UInt8] {
    command(0x1A, id: id, le16(result))
}

/// L2CAP_DISCONNECTION_REQ (§4.6): Destination CID, Source CID.
private func disconnectionRequest(id: UInt8, destination: UInt16, source: UInt16) -> [UInt8] {
    command(0x06, id: id, le16(destination) + le16(source))
}

/// Feeds one signalling frame; returns its actions without the `.command` ones, and the commands separately.
private func signal(
    _ connection: inout L2CAPConnection, _ frame: [UInt8], _ direction: Direction, at number: Int
) -> (effects: [L2CAPSignalAction], commands: [L2CAPSignalCommandResult]) {
    var actions: [L2CAPSignalAction] = []
    connection.signalling(lePDU(frame), direction: direction, frame: number, connection: 7, into: &actions)
    var effects: [L2CAPSignalAction] = []
    var commands: [L2CAPSignalCommandResult] = []
    for action in actions {
        if case .command(let result) = action { commands.append(result) } else { effects.append(action) }
    }
    // Every command comes after its effects: the last action is a command.
    if case .command? = actions.last {} else { Issue.record("the last action is not a command: \(actions)") }
    return (effects, commands)
}

/// A K-frame on `cid` fed as one ACL packet: SDU length, then the SDU (Core Vol 3 Part A §3.4.3).
private func kframe(_ connection: inout L2CAPConnection, cid: UInt16, _ sdu: [UInt8], _ direction: Direction,
                    at number: Int) -> L2CAPPDU? {
    let information = le16(UInt16(sdu.count)) + sdu
    let data = le16(UInt16(information.count)) + le16(cid) + information
    var diagnostics: [Diagnostic] = []
    return connection.feed(header: HCIACLHeader(handle: 0x40, packetBoundary: 0b10, dataLength: data.count),
                           data: Bytes(data), direction: direction, frame: number, diagnostics: &diagnostics)
}

@Suite struct L2CAPChannelActionTests {
    /// Credit Based Connection Request and Response (§4.25, §4.26) open two enhanced ATT bearers: one action per
    /// channel, then their ATT_MTU, the smaller of the two ends' MTUs (Part G §5.3.1); the K-frames on them are
    /// then ATT with that MTU.
    @Test func creditBasedConnectionOpensEnhancedBearers() throws {
        var l2cap = L2CAPConnection()
        let request = signal(&l2cap, creditBasedRequest(id: 1, mtu: 512, sources: [0x0040, 0x0041]), .sent, at: 2)
        #expect(request.effects.isEmpty)
        #expect(request.commands.count == 1)
        let response = signal(&l2cap, creditBasedResponse(id: 1, mtu: 247, destinations: [0x0080, 0x0081]),
                              .received, at: 3)
        #expect(response.effects == [
            .channelOpened(psm: .eatt, bearer: 0x0040, mtu: 247), .channelOpened(psm: .eatt, bearer: 0x0041, mtu: 247),
            .enhancedATTBearer(bearer: 0x0040, attMTU: 247), .enhancedATTBearer(bearer: 0x0041, attMTU: 247),
        ])
        // The host sends to the peer's CID 0x0080: an ATT Read Request on the first bearer.
        let pdu = try #require(kframe(&l2cap, cid: 0x0080, [0x0A, 0x03, 0x00], .sent, at: 4))
        #expect(pdu.route == .att)
        #expect(pdu.protocolMultiplexer == .eatt)
        #expect(pdu.bearer == 0x0040)
        #expect(pdu.enhancedATTMTU == 247)
        #expect(pdu.payload.hex == "0a0300")
    }

    /// A response that refuses one of two channels with destination CID 0x0000 (§4.26, result 0x0004 "some
    /// connections refused – insufficient resources") opens the other; one that refuses all opens none.
    @Test func creditBasedConnectionRefusals() {
        var l2cap = L2CAPConnection()
        _ = signal(&l2cap, creditBasedRequest(id: 1, mtu: 100, sources: [0x0040, 0x0041]), .sent, at: 2)
        let partial = signal(&l2cap, creditBasedResponse(id: 1, mtu: 200, result: 0x0004, destinations: [0x0080, 0]),
                             .received, at: 3)
        #expect(partial.effects == [
            .channelOpened(psm: .eatt, bearer: 0x0040, mtu: 100), .enhancedATTBearer(bearer: 0x0040, attMTU: 100),
        ])
        _ = signal(&l2cap, creditBasedRequest(id: 2, mtu: 100, sources: [0x0042]), .sent, at: 4)
        let refused = signal(&l2cap, creditBasedResponse(id: 2, mtu: 200, result: 0x0004, destinations: [0]),
                             .received, at: 5)
        #expect(refused.effects.isEmpty)
    }

    /// An MTU below 64 on an enhanced ATT bearer is a warning, in the request and in the response (Part G §5.3.1);
    /// the bearer's ATT_MTU is still what the two ends gave.
    @Test func enhancedBearerMTUTooSmall() {
        var l2cap = L2CAPConnection()
        let request = signal(&l2cap, creditBasedRequest(id: 1, mtu: 48, sources: [0x0040]), .sent, at: 2)
        #expect(request.effects == [.diagnostic(Diagnostic(
            frame: 2, .warning, .l2cap, "eatt_mtu_too_small",
            "Credit Based Connection Request gives MTU 48 for an enhanced ATT bearer, which needs at least 64 "
                + "(Core Vol 3 Part G §5.3.1)"))])
        let response = signal(&l2cap, creditBasedResponse(id: 1, mtu: 40, destinations: [0x0080]), .received, at: 3)
        #expect(response.effects == [
            .channelOpened(psm: .eatt, bearer: 0x0040, mtu: 40),
            .diagnostic(Diagnostic(
                frame: 3, .warning, .l2cap, "eatt_mtu_too_small",
                "Credit Based Connection Response gives MTU 40 for an enhanced ATT bearer, which needs at least 64 "
                    + "(Core Vol 3 Part G §5.3.1)")),
            .enhancedATTBearer(bearer: 0x0040, attMTU: 40),
        ])
        // A channel of another SPSM is no ATT bearer: no MTU rule applies.
        let other = signal(&l2cap, creditBasedRequest(id: 2, spsm: 0x0080, mtu: 48, sources: [0x0041]), .sent, at: 4)
        #expect(other.effects.isEmpty)
    }

    /// Credit Based Reconfigure Request and Response (§4.27, §4.28): the request names the sender's own ends; the
    /// response applies the new MTU, which changes the bearer's ATT_MTU. A request that lowers an MTU is a
    /// warning (the MTU may only grow); a refused reconfiguration changes nothing.
    @Test func reconfiguration() {
        var l2cap = L2CAPConnection()
        _ = signal(&l2cap, creditBasedRequest(id: 1, mtu: 100, sources: [0x0040]), .sent, at: 2)
        _ = signal(&l2cap, creditBasedResponse(id: 1, mtu: 512, destinations: [0x0080]), .received, at: 3)
        // The host receives on 0x0040, its end: it raises its MTU to 300.
        let raise = signal(&l2cap, reconfigureRequest(id: 2, mtu: 300, cids: [0x0040]), .sent, at: 4)
        #expect(raise.effects.isEmpty)
        let applied = signal(&l2cap, reconfigureResponse(id: 2), .received, at: 5)
        #expect(applied.effects == [
            .mtuChanged(psm: .eatt, bearer: 0x0040, mtu: 300), .enhancedATTBearer(bearer: 0x0040, attMTU: 300),
        ])
        // Then it lowers it to 200: a warning; the peer refuses (result 0x0001, §4.28): nothing changes.
        let lower = signal(&l2cap, reconfigureRequest(id: 3, mtu: 200, cids: [0x0040]), .sent, at: 6)
        #expect(lower.effects == [.diagnostic(Diagnostic(
            frame: 6, .warning, .l2cap, "l2cap_mtu_decreased",
            "connection 7: Credit Based Reconfigure Request lowers the MTU of channel 0x40 from 300 to 200; the MTU "
                + "of a channel may only grow (Core Vol 3 Part A §4.27)"))])
        let refused = signal(&l2cap, reconfigureResponse(id: 3, result: 0x0001), .received, at: 7)
        #expect(refused.effects.isEmpty)
    }

    /// A Disconnection Request (§4.6) closes the channel: the action names its two ends, and K-frames on it are
    /// no longer the bearer's.
    @Test func disconnectionClosesTheChannel() throws {
        var l2cap = L2CAPConnection()
        _ = signal(&l2cap, creditBasedRequest(id: 1, mtu: 100, sources: [0x0040]), .sent, at: 2)
        _ = signal(&l2cap, creditBasedResponse(id: 1, mtu: 100, destinations: [0x0080]), .received, at: 3)
        #expect(try #require(kframe(&l2cap, cid: 0x0080, [0x0A, 0x03, 0x00], .sent, at: 4)).route == .att)
        // The host closes it: the destination is the peer's end (0x0080), the source its own (0x0040).
        let closed = signal(&l2cap, disconnectionRequest(id: 2, destination: 0x0080, source: 0x0040), .sent, at: 5)
        #expect(closed.effects == [.channelClosed(destination: L2CAPChannelID(rawValue: 0x0080),
                                                  source: L2CAPChannelID(rawValue: 0x0040))])
        let after = try #require(kframe(&l2cap, cid: 0x0080, [0x0A, 0x03, 0x00], .sent, at: 6))
        #expect(after.route == .other)
        #expect(after.psm == nil)
    }

    /// A command the frame holds malformed is a diagnostic before its (failed) command.
    @Test func malformedCommandIsADiagnostic() {
        var l2cap = L2CAPConnection()
        // A Disconnection Request with 2 of its 4 data octets.
        let result = signal(&l2cap, command(0x06, id: 1, [0x40, 0x00]), .sent, at: 2)
        #expect(result.effects.count == 1)
        if case .diagnostic(let d)? = result.effects.first {
            #expect(d.code == "l2cap_signal_data_too_short")
        } else {
            Issue.record("no diagnostic: \(result.effects)")
        }
        if case .failure? = result.commands.first {} else { Issue.record("the command parsed: \(result.commands)") }
    }

    /// Where a PDU goes, by channel (Core Vol 3 Part A §2.1) and PSM: signalling the capture cut goes to the
    /// signalling only when its commands are whole; the Security Manager is marked cut.
    @Test func routes() {
        func pdu(_ cid: L2CAPChannelID, _ payload: [UInt8], psm: L2CAPPSM? = nil, cut: Int? = nil) -> L2CAPPDU {
            L2CAPPDU(channel: cid, payload: Bytes(payload), protocolMultiplexer: psm, bearer: cid.rawValue,
                     firstFrame: 1, originalLength: cut)
        }
        let disconnect = disconnectionRequest(id: 1, destination: 0x0080, source: 0x0040)
        #expect(pdu(.att, [0x0A, 0x03, 0x00]).route == .att)
        #expect(pdu(L2CAPChannelID(rawValue: 0x0041), [0x1B], psm: .eatt).route == .att)
        #expect(pdu(L2CAPChannelID(rawValue: 0x0041), [0x1B], psm: .att).route == .att)
        #expect(pdu(L2CAPChannelID(rawValue: 0x0041), [0x00], psm: .sdp).route == .other)
        #expect(pdu(.leSignaling, disconnect).route == .signalling)
        #expect(pdu(.leSignaling, disconnect, cut: 20).route == .signalling)
        #expect(pdu(.leSignaling, Array(disconnect.prefix(6)), cut: 8).route == .other)
        #expect(pdu(.smp, [0x01]).route == .securityManager(whole: true))
        #expect(pdu(.brEdrSMP, [0x01], cut: 7).route == .securityManager(whole: false))
        #expect(pdu(.connectionless, [0x00]).route == .other)
    }
}
