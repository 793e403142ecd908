import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP

// The data physical channel of an air capture as a state machine: data channel PDUs built field by field from Core
// Vol 6 Part B §2.4 (header: LLID, NESN, SN, MD; §2.4.2 LL control PDUs) and the actions it returns for the
// pipeline to map (an L2CAP fragment, a control PDU and what it changes, a retransmission, a loss, a packet
// dropped, the connection terminated).

/// One connection's data channel, fed packet by packet as an nRF Sniffer gives them (direction and CRC verdict).
private struct DataChannel {
    static let accessAddress: UInt32 = 0x5065_4AB9
    var channel = LinkLayerDataChannel()
    var link = LinkLayerConnection(accessAddress: DataChannel.accessAddress)
    var buffer: [LinkLayerDataAction] = []
    var frame = 0

    /// `pdu`: the data channel PDU in hex (header octet, length octet, payload); the CRC octets are `crc`.
    mutating func feed(
        _ pdu: String, from direction: Direction?, crc: LinkLayerCheck = .valid, event: UInt16? = nil,
        crcBytes: [UInt8] = [0, 0, 0]
    ) -> [LinkLayerDataAction] {
        frame += 1
        var meta = LinkLayerMeta(encapsulation: .nordic)
        meta.direction = direction
        meta.crc = crc
        meta.eventCounter = event
        let aa = Self.accessAddress
        let record = [UInt8(aa & 0xFF), UInt8((aa >> 8) & 0xFF), UInt8((aa >> 16) & 0xFF), UInt8(aa >> 24)]
            + bytes(pdu) + crcBytes
        guard let packet = LinkLayerPacket(Bytes(record), dataChannel: true) else { return [] }
        buffer.removeAll(keepingCapacity: true)
        _ = channel.packet(
            packet, meta: meta, frame: frame, time: Timestamp(microseconds: Int64(frame) * 30_000), connection: 1,
            origin: nil, link: &link, into: &buffer)
        return buffer
    }
}

/// The diagnostic codes among `actions`, in order.
private func codes(_ actions: [LinkLayerDataAction]) -> [String] {
    actions.compactMap { if case .diagnostic(let d) = $0 { d.code } else { nil } }
}

/// The actions without diagnostics and losses, for comparing what became of the packet.
private func outcome(_ actions: [LinkLayerDataAction]) -> [LinkLayerDataAction] {
    actions.filter {
        switch $0 {
        case .diagnostic, .loss: false
        default: true
        }
    }
}

private func control(_ actions: [LinkLayerDataAction]) -> LLControlPDU? {
    for case .control(let c?) in actions { return c }
    return nil
}

@Suite struct LinkLayerDataChannelTests {
    /// §2.4: LLID 10b is the start of an L2CAP message (here an ATT Read Request on CID 0x0004), LLID 01b with a
    /// payload its continuation; both go to L2CAP.
    @Test func startAndContinuationGoToL2CAP() {
        var c = DataChannel()
        // Header 0x02: LLID 2, NESN 0, SN 0, MD 0. L2CAP length 3, CID 0x0004, ATT 0a 03 00.
        #expect(c.feed("02 07 03 00 04 00 0a 03 00", from: .sent) == [.l2cap(start: true, lossSinceStart: false)])
        // Header 0x09: LLID 1, NESN 0, SN 1: a continuation.
        #expect(c.feed("09 02 aa bb", from: .sent) == [.l2cap(start: false, lossSinceStart: false)])
        #expect(c.link.counts.packets == 2)
    }

    /// §2.4: an empty PDU is LLID 01b with length 0; it carries nothing and is dropped. Resending one (the same SN,
    /// §4.5.9) resends nothing: it is not counted as a retransmission.
    @Test func emptyPDUsAreDropped() {
        var c = DataChannel()
        #expect(c.feed("01 00", from: .sent) == [.dropped(.empty)])
        #expect(c.feed("01 00", from: .sent) == [.dropped(.empty)])
        #expect(c.link.counts.emptyPDUs == 2)
        #expect(c.link.counts.retransmissions == 0)
    }

    /// §4.5.9: the peripheral's NESN stays 0 (it did not accept SN 0), so the central sends the same SN and
    /// payload again: a retransmission, dropped; the NESN that asked for it is passed on as a possible loss.
    @Test func retransmissionIsDropped() {
        var c = DataChannel()
        #expect(c.feed("02 05 01 00 04 00 1e", from: .sent) == [.l2cap(start: true, lossSinceStart: false)])
        // Peripheral: header 0x01 (LLID 1, NESN 0, SN 0), empty: does not acknowledge the central's SN 0.
        let nak = c.feed("01 00", from: .received)
        #expect(outcome(nak) == [.dropped(.empty)])
        guard case .loss(let loss)? = nak.first else {
            Issue.record("no loss: \(nak)")
            return
        }
        #expect(loss.side == .sent)
        #expect(loss.evidence.contains("does not acknowledge the central's last packet in the capture, frame 1"))
        #expect(outcome(c.feed("02 05 01 00 04 00 1e", from: .sent)) == [.retransmission(firstCopy: nil)])
        #expect(c.link.counts.retransmissions == 1)
        #expect(c.link.counts.missedPackets == 0)
    }

    /// §4.5.9: the peripheral's NESN moves from 1 to 0, accepting a central packet with SN 1 the capture does not
    /// hold: the sniffer missed it.
    @Test func acknowledgedPacketTheCaptureLacks() {
        var c = DataChannel()
        _ = c.feed("01 00", from: .sent)  // central: NESN 0, SN 0
        _ = c.feed("05 00", from: .received)  // peripheral: NESN 1 (accepts SN 0), SN 0
        let actions = c.feed("09 00", from: .received)  // peripheral: NESN 0 (accepts an SN 1), SN 1
        #expect(actions.count == 2)
        guard case .loss(let loss)? = actions.first else {
            Issue.record("no loss: \(actions)")
            return
        }
        #expect(loss.side == .sent && loss.frame == 3)
        #expect(loss.evidence == "the peripheral acknowledged in frame 3 a packet of the central that the capture does not hold")
        #expect(actions.last == .dropped(.empty))
        #expect(c.link.counts.missedPackets == 1)
    }

    /// A loss since the direction's last L2CAP start marks its next fragments, so that an L2CAP PDU broken there
    /// is the sniffer's loss: the nRF Sniffer's connection event counter skips events 2–4.
    @Test func lossSinceStartIsPassedWithTheFragment() {
        var c = DataChannel()
        #expect(c.feed("02 05 09 00 04 00 1b", from: .sent, event: 1) == [.l2cap(start: true, lossSinceStart: false)])
        let actions = c.feed("09 02 aa bb", from: .sent, event: 5)
        guard case .loss(let loss)? = actions.first else {
            Issue.record("no loss: \(actions)")
            return
        }
        #expect(loss.side == .unknown && loss.evidence == "the capture holds no packet of connection events 2–4")
        #expect(actions.last == .l2cap(start: false, lossSinceStart: true))
    }

    /// The chain the pipeline makes of it: a continuation without its start (Core Vol 3 Part A §7.2.1) after a loss
    /// the link layer saw is the sniffer's loss: L2CAP rewords its warning as a note; without the loss it stays a
    /// warning.
    @Test func brokenPDUAfterALossIsTheSniffers() {
        var c = DataChannel()
        var l2cap = L2CAPConnection()
        var diagnostics: [Diagnostic] = []
        /// Feeds the data channel, then L2CAP with what the link layer passed on, as the pipeline chains them.
        func chain(_ pdu: String, event: UInt16) {
            let actions = c.feed(pdu, from: .sent, event: event)
            guard case .l2cap(let start, let lossSinceStart)? = actions.last else {
                Issue.record("no fragment: \(actions)")
                return
            }
            let payload = Bytes(Array(bytes(pdu).dropFirst(2)))
            let before = diagnostics.count
            _ = l2cap.feed(header: HCIACLHeader(handle: 0, packetBoundary: start ? 0b10 : 0b01, dataLength: payload.count),
                           data: payload, direction: .sent, frame: c.frame, diagnostics: &diagnostics)
            if lossSinceStart {
                L2CAPConnection.attributeBrokenPDUs(&diagnostics, from: before, to: "the sniffer missed them")
            }
        }
        _ = c.feed("02 05 09 00 04 00 1b", from: .sent, event: 1)  // a start the capture holds, L2CAP never sees
        chain("09 02 aa bb", event: 5)  // events 2-4 lost: a continuation without its start
        chain("02 07 03 00 04 00 0a 03 00", event: 6)  // a whole PDU
        chain("09 02 cc dd", event: 7)  // a continuation with no loss since the start: the sender's
        #expect(diagnostics.map(\.code) == ["l2cap_continuation_without_start", "l2cap_continuation_without_start"])
        #expect(diagnostics.map(\.severity) == [.note, .warning])
        #expect(diagnostics.first?.message.hasSuffix(" (the sniffer missed them)") == true)
    }

    /// §3.1.1: with the CRCInit of the CONNECT_IND, a packet whose CRC does not match is dropped as a CRC error;
    /// one whose CRC matches passes.
    @Test func crcCheckedWithCRCInit() {
        var c = DataChannel()
        c.link.crcInit = 0x0A_1B2C
        #expect(c.feed("01 00", from: .sent, crc: .unchecked, crcBytes: [0, 0, 0]) == [.dropped(.crcError)])
        #expect(c.link.counts.crcErrors == 1)
        let crc = CRC24.compute(initial: 0x0A_1B2C, Bytes([0x05, 0x00]))
        let good = c.feed("05 00", from: .received, crc: .unchecked,
                          crcBytes: [UInt8(crc & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc >> 16)])
        #expect(outcome(good) == [.dropped(.empty)])
        #expect(c.link.counts.crcErrors == 1)
    }

    /// §2.4.2.1 LL_CONNECTION_UPDATE_IND (opcode 0x00): WinSize 2, WinOffset 10, Interval 24 (30 ms), Latency 0,
    /// Timeout 200 (2 s), Instant 0x1234.
    @Test func connectionUpdate() {
        var c = DataChannel()
        let actions = c.feed("03 0c 00 02 0a 00 18 00 00 00 c8 00 34 12", from: .sent)
        #expect(outcome(actions).first == .connectionUpdate(interval: 24, latency: 0, timeout: 200))
        #expect(control(actions)?.opcode == .connectionUpdateInd)
        #expect(control(actions)?.connectionUpdate?.instant == 0x1234)
        #expect(actions.count == 2)
        #expect(c.link.windowSize == 2 && c.link.windowOffset == 10)
        #expect(c.link.counts.controlPDUs == 1)
    }

    /// §2.4.2.3 LL_TERMINATE_IND (opcode 0x02) with Remote User Terminated Connection (0x13): the control PDU,
    /// then the connection is terminated.
    @Test func terminate() {
        var c = DataChannel()
        let actions = c.feed("03 02 02 13", from: .sent)
        #expect(actions.count == 2 && actions.last == .terminated)
        #expect(control(actions)?.errorCode?.rawValue == 0x13)
    }

    /// §2.4.2.21 LL_LENGTH_REQ (opcode 0x14): MaxRxOctets 251, MaxRxTime 2120, MaxTxOctets 251, MaxTxTime 2120.
    /// It changes nothing the story follows; shorter than its 8 bytes of CtrData it is also diagnosed.
    @Test func lengthRequest() {
        var c = DataChannel()
        let actions = c.feed("03 09 14 fb 00 48 08 fb 00 48 08", from: .sent)
        #expect(actions.count == 1)
        #expect(control(actions)?.opcode == .lengthReq)
        #expect(control(actions)?.opcode.name == "LL_LENGTH_REQ")
        let short = c.feed("0b 03 14 fb 00", from: .sent)
        #expect(codes(short) == ["ll_control_short"])
        #expect(control(short)?.opcode == .lengthReq)
    }

    /// §2.4.2.4 LL_ENC_REQ (Rand, EDIV, SKDm, IVm), §2.4.2.6 LL_START_ENC_REQ: encryption requested and started;
    /// a later payload the capture does not decrypt is dropped as encrypted (said once, and passed on as a loss).
    @Test func encryption() {
        var c = DataChannel()
        let request = c.feed(
            "03 17 03 01 02 03 04 05 06 07 08 34 12 00 00 00 00 00 00 00 00 00 00 00 00", from: .sent)
        #expect(outcome(request).first == .encryptionRequested(rand: 0x0807_0605_0403_0201, ediv: 0x1234))
        let start = c.feed("0f 01 05", from: .received)
        #expect(outcome(start) == [.encryptionStarted, .control(control(start))])
        #expect(c.link.encryption == .encrypted)
        let encrypted = c.feed("0a 05 01 02 03 04 05", from: .sent)
        #expect(codes(encrypted) == ["ll_encrypted"])
        #expect(encrypted.last == .dropped(.encrypted))
        #expect(encrypted.contains { if case .loss = $0 { true } else { false } })
        #expect(c.link.counts.encryptedPackets == 1 && c.link.counts.encryptedBytes == 5)
    }

    /// §2.4.2.18 LL_REJECT_EXT_IND (opcode 0x11) rejecting LL_ENC_REQ (0x03) with PIN or Key Missing (0x06): the
    /// request is refused.
    @Test func rejectRefusesEncryption() {
        var c = DataChannel()
        let actions = c.feed("03 03 11 03 06", from: .received)
        #expect(outcome(actions).first == .encryptionRefused)
        #expect(control(actions)?.errorCode?.rawValue == 0x06)
    }

    /// §2.4: an LL control PDU needs its opcode; LLID 00b is reserved. Both are malformed.
    @Test func malformedDataPDUs() {
        var c = DataChannel()
        let empty = c.feed("03 00", from: .sent)
        #expect(codes(empty) == ["ll_control_empty"])
        #expect(empty.last == .control(nil))
        let reserved = c.feed("08 01 00", from: .sent)
        #expect(codes(reserved) == ["ll_reserved_llid"])
        #expect(reserved.last == .dropped(.malformed))
    }
}

/// What the link layer follows across an air capture: records' framing, access addresses of ended connections.
@Suite struct LinkLayerCaptureTests {
    /// A raw link-layer record (LINKTYPE_BLUETOOTH_LE_LL): access address, header, payload, CRC. Shorter than its
    /// access address and header it is truncated; a header announcing more payload than the record holds is a
    /// length mismatch (§2.4), unless the capture cut the record.
    @Test func readsRawRecords() throws {
        var air = LinkLayerCapture()
        var diagnostics: [Diagnostic] = []
        let time = Timestamp(microseconds: 1_000)
        let truncated = air.read(Bytes(bytes("b9 4a 65")), .raw, frame: 1, time: time, truncated: false,
                                 diagnostics: &diagnostics)
        #expect(truncated == nil)
        #expect(diagnostics.map(\.code) == ["ll_truncated_packet"])
        diagnostics.removeAll()
        // An empty PDU on access address 0x50654ab9: a data channel packet.
        let empty = try #require(air.read(Bytes(bytes("b9 4a 65 50 01 00 00 00 00")), .raw, frame: 2, time: time,
                                          truncated: false, diagnostics: &diagnostics))
        #expect(!empty.advertising && empty.packet.accessAddress == 0x5065_4AB9 && diagnostics.isEmpty)
        // Header length 5, two payload bytes: short.
        _ = air.read(Bytes(bytes("b9 4a 65 50 02 05 01 02")), .raw, frame: 3, time: time, truncated: false,
                     diagnostics: &diagnostics)
        #expect(diagnostics.map(\.code) == ["ll_length_mismatch"])
        _ = air.read(Bytes(bytes("b9 4a 65 50 02 05 01 02")), .raw, frame: 4, time: time, truncated: true,
                     diagnostics: &diagnostics)
        #expect(diagnostics.count == 1)
        // The advertising access address 0x8E89BED6 (§2.1.2): an advertising packet.
        let adv = try #require(air.read(Bytes(bytes("d6 be 89 8e 00 06 01 02 03 04 05 06 00 00 00")), .raw, frame: 5,
                                        time: time, truncated: false, diagnostics: &diagnostics))
        #expect(adv.advertising)
        #expect(adv.advertisingCRC == false)
    }

    /// A data packet on an access address no connection holds opens one (found mid-capture), unless it failed its
    /// CRC (noise) or its connection ended with LL_TERMINATE_IND (§2.4.2.3: the acknowledgement still comes); a
    /// CONNECT_IND for the address makes it a connection's again.
    @Test func unknownAccessAddresses() {
        var air = LinkLayerCapture()
        var meta = LinkLayerMeta(encapsulation: .nordic)
        meta.crc = .valid
        #expect(air.unknownAccessAddress(0x5065_4AB9, meta: meta) == nil)
        air.connectionTerminated(0x5065_4AB9)
        #expect(air.unknownAccessAddress(0x5065_4AB9, meta: meta) == .afterTermination)
        air.connectionRequested(0x5065_4AB9)
        #expect(air.unknownAccessAddress(0x5065_4AB9, meta: meta) == nil)
        meta.crc = .invalid
        #expect(air.unknownAccessAddress(0x5065_4AB9, meta: meta) == .crcError)
    }

    /// §4.5.2: a connection silent for longer than its supervision timeout (200 × 10 ms) has ended, and a
    /// CONNECT_IND may take its access address (a note); sooner it is a reuse (a warning). The records-not-as-on-air
    /// note is said once per capture.
    @Test func accessAddressTakenBySupervisionTimeout() {
        let time = Timestamp(microseconds: 10_000_000)
        let late = LinkLayerCapture.accessAddressReused(
            0x5065_4AB9, connection: 3, lastPacket: 7_000_000, supervisionTimeout: 200, frame: 9, time: time)
        #expect(late.code == "ll_supervision_timeout" && late.severity == .note)
        #expect(late.message.contains("3000 ms before this CONNECT_IND") && late.message.hasSuffix("0x50654ab9"))
        let early = LinkLayerCapture.accessAddressReused(
            0x5065_4AB9, connection: 3, lastPacket: 9_000_000, supervisionTimeout: 200, frame: 9, time: time)
        #expect(early.code == "ll_access_address_reused" && early.severity == .warning)
        var air = LinkLayerCapture()
        let first = air.recordsNotAsOnAir()
        let second = air.recordsNotAsOnAir()
        #expect(first && !second)
    }
}
