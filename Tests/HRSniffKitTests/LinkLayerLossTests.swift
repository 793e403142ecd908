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

/// Air captures: what the sniffer lost is not the devices' fault, and encryption is decrypted only when the MIC
/// says so. Hand-built nRF Sniffer and link-layer captures of one connection.
@Suite struct LinkLayerLossTests {
    static let readByGroupType1 = AirFrames.att("10 01 00 ff ff 00 28")
    static let readByGroupType2 = AirFrames.att("10 10 00 ff ff 00 28")
    static let servicesResponse = AirFrames.att("11 06 01 00 0f 00 00 18")
    static let empty: [UInt8] = []

    // MARK: Class 3: lost packets are the sniffer's loss

    /// Core Vol 6 Part B §4.5.9 and Core Vol 3 Part F §3.3.2: the connection event in which the peripheral answered
    /// is missing from the capture (the nRF Sniffer's event counter jumps from 1 to 3), and the central's next
    /// request shows that the answer came. Not "sent while unanswered": the response is not in the capture, and
    /// the discovery step stays in the story.
    @Test func responseInAMissedConnectionEvent() throws {
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, Self.readByGroupType1),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 2, 3
        air.event += 1  // event 2: the central's empty PDU and the peripheral's response, not captured
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, Self.readByGroupType2),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 4, 5
        let run = try AirRun(air.capture)
        #expect(!run.codes(.warning).contains("att_request_while_pending"), "\(run.diagnostics)")
        let note = try #require(run.diagnostics.first { $0.code == "att_response_not_captured" })
        #expect(note.severity == .note)
        #expect(note.message.contains("no packet of connection event 2"), "\(note.message)")
        let missed = try #require(run.procedures.first { $0.notCaptured == .response })
        #expect(missed.frame == 2)
        guard case .discovery(.primaryServices, let range, 0, _) = missed.kind else { Issue.record("\(missed.kind)"); return }
        #expect(range == 0x0001 ... 0xFFFF)
    }

    /// The report's folded discovery row counts the steps as `analyze` does (item of class 3 and 7): a step whose
    /// response the sniffer lost is "1 response not in the capture" in both, and the row keeps folding across a
    /// line of the other GATT server.
    @Test func reportCountsStepsWhoseResponseWasLost() throws {
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, Self.readByGroupType1),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 2, 3
        air.event += 1  // event 2: the peripheral's response, not captured
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, Self.readByGroupType2),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 4, 5
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty),
                            peripheral: AirFrames.data(llid: 2, sn: 1, nesn: 0, AirFrames.att("11 06 10 00 1f 00 0f 18")))  // 6, 7
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, AirFrames.att("10 20 00 ff ff 00 28")),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 8, 9
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty),
                            peripheral: AirFrames.data(llid: 2, sn: 1, nesn: 0, AirFrames.att("01 10 20 00 0a")))  // 10, 11
        let told = "discover primary services: 1 found in 3 requests (1 response not in the capture)"
        let text = try HCILifecycleTests.story(air.capture)
        #expect(text.contains(told), "\(text)")
        let report = try HCILifecycleTests.report(air.capture)
        let rows = report.connections.first?.timeline.filter { $0.category == .discovery }.map(\.text)
        #expect(rows == [told])
    }

    /// The peripheral's response reaches the sniffer with a bad CRC, and the central's NESN advances in the next
    /// event: the response was delivered (Core Vol 6 Part B §4.5.9), only the capture has it damaged.
    @Test func responseWithBadCRCWasDelivered() throws {
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty),
                            peripheral: AirFrames.data(llid: 1, sn: 1, nesn: 0, Self.empty))          // 2, 3
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, Self.readByGroupType1),
                            peripheral: AirFrames.data(llid: 2, sn: 0, nesn: 1, Self.servicesResponse),
                            peripheralCRC: false)                                                      // 4, 5 (bad CRC)
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty),
                            peripheral: AirFrames.data(llid: 1, sn: 1, nesn: 0, Self.empty))          // 6, 7
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, Self.readByGroupType2),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 8, 9
        let run = try AirRun(air.capture)
        #expect(!run.codes(.warning).contains("att_request_while_pending"), "\(run.diagnostics)")
        let note = try #require(run.diagnostics.first { $0.code == "att_response_not_captured" })
        #expect(note.message.contains("frame 5 failed its CRC in the capture, but the central acknowledged it in frame 6, "
            + "so it was delivered"), "\(note.message)")
        let ll = try #require(run.connections.first?.linkLayer)
        #expect(ll.counts.crcErrors == 1)
        #expect(ll.counts.damagedDelivered == 1)
    }

    /// The central's Read Request is damaged in the capture, the peripheral acknowledges it and answers with an
    /// Error Response: the error answers a request the sniffer lost, and the failed read stays in the story.
    @Test func errorResponseToARequestTheSnifferLost() throws {
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 0, nesn: 0, Self.empty),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 2, 3
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 1, nesn: 1, AirFrames.att("0a 03 00")),
                            peripheral: AirFrames.data(llid: 1, sn: 1, nesn: 0, Self.empty),
                            centralCRC: false)                                                         // 4 (bad CRC), 5
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 0, nesn: 0, Self.empty),
                            peripheral: AirFrames.data(llid: 2, sn: 0, nesn: 1, AirFrames.att("01 0a 03 00 02")))  // 6, 7
        let run = try AirRun(air.capture)
        #expect(!run.codes(.warning).contains("att_response_without_request"), "\(run.diagnostics)")
        let note = try #require(run.diagnostics.first { $0.code == "att_request_not_captured" })
        #expect(note.message.contains("answers a Read Request that is not in the capture"), "\(note.message)")
        let failed = try #require(run.procedures.first { $0.notCaptured == .request })
        guard case .error(.readRequest, let ref?, .readNotPermitted) = failed.kind else { Issue.record("\(failed.kind)"); return }
        #expect(ref.handle == 0x0003)
    }

    /// The same bytes again with the same SN are new data when the receiver acknowledged two packets since: a
    /// sender resends only its last unacknowledged packet (Core Vol 6 Part B §4.5.9), and the packet between is the
    /// one the capture missed. Both Write Commands are decoded, and the missed packet is counted.
    @Test func sameBytesAfterTwoAcknowledgementsAreNewData() throws {
        let write = AirFrames.att("52 0e 00 01")
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 0, Self.empty),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 0, Self.empty))          // 2, 3
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 1, write),
                            peripheral: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty))          // 4, 5
        air.connectionEvent(central: nil,                                                              // missed: SN 1
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 0, Self.empty))          // 6
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 1, write),
                            peripheral: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty))          // 7, 8
        let run = try AirRun(air.capture)
        #expect(run.att == ["4 sent 520e0001", "7 sent 520e0001"])
        let ll = try #require(run.connections.first?.linkLayer)
        #expect(ll.counts.retransmissions == 0)
        #expect(ll.counts.missedPackets == 1)
    }

    /// A real retransmission stays one: the receiver did not acknowledge the first copy (Core Vol 6 Part B §4.5.9).
    @Test func unacknowledgedRepeatIsARetransmission() throws {
        let write = AirFrames.att("52 0e 00 01")
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 0, Self.empty),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 0, Self.empty))          // 2, 3
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 1, write),
                            peripheral: AirFrames.data(llid: 1, sn: 1, nesn: 0, Self.empty))          // 4, 5: NAK
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, write),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 6, 7
        let run = try AirRun(air.capture)
        #expect(run.att == ["4 sent 520e0001"])
        #expect(run.connections.first?.linkLayer?.counts.retransmissions == 1)
    }

    /// Records a tool wrote (a sender's own log, as the SweynTooth captures are): the capture marks their CRCs
    /// valid but they are not the CRCs of the connection's CRCInit (Core Vol 6 Part B §3.1.1), so their SN and
    /// NESN are not the air's. A repeated packet is the sender's host sending again, and is decoded (tshark too).
    @Test func toolWrittenRecordsAreNotRetransmissions() throws {
        let write = AirFrames.att("52 0e 00 01")
        var air = AirFrames()
        air.connect()
        air.recordCRCInit = 0x55_5555  // the sender's host made the CRCs up, here with the advertising CRCInit
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, write), peripheral: nil)   // 2
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, write), peripheral: nil)   // 3
        let run = try AirRun(air.capture)
        #expect(run.att == ["2 sent 520e0001", "3 sent 520e0001"])
        #expect(run.codes(.note).contains("ll_record_not_as_on_air"))
        #expect(run.connections.first?.linkLayer?.counts.retransmissions == 0)
    }

    /// A capture without a direction field (DLT 251): a packet at the start of a connection event whose SN and NESN
    /// are exactly the peripheral's answer to a central packet the capture missed is the peripheral's (the central's
    /// SN must be the peripheral's last NESN, Core Vol 6 Part B §4.5.9), not a central packet because of its timing.
    @Test func peripheralPacketAfterAMissedCentralPacket() throws {
        var pcap = PcapBuilder(linkType: 251)
        let aa = AirFrames.accessAddress
        pcap.record(seconds: 1_773_480_413, fraction: 0, AirFrames.connectInd())
        pcap.record(seconds: 1_773_480_413, fraction: 30_000,
                    AirFrames.packet(aa, AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty), crcInit: AirFrames.crcInit))
        pcap.record(seconds: 1_773_480_413, fraction: 30_230,
                    AirFrames.packet(aa, AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty), crcInit: AirFrames.crcInit))
        // Next event: the central's packet (SN 1, NESN 0) is not captured; the peripheral answers with a notification.
        pcap.record(seconds: 1_773_480_413, fraction: 60_300,
                    AirFrames.packet(aa, AirFrames.data(llid: 2, sn: 0, nesn: 0, AirFrames.att("1b 0e 00 16 48")),
                                     crcInit: AirFrames.crcInit))
        let run = try AirRun(pcap.data)
        #expect(run.att == ["4 received 1b0e001648"])
    }

    // MARK: Class 2: decrypted only when the MIC passes

    /// Core Vol 6 Part B §5.1.3: an empty PDU is not encrypted and carries no MIC. Empty PDUs the nRF Sniffer
    /// marks "MIC OK" prove nothing; the packets with a payload fail their MIC: the sniffer could not decrypt.
    @Test func emptyPDUsProveNoDecryption() throws {
        var air = startedEncryption(micOK: false)
        for sn: UInt8 in [1, 0, 1] {
            air.connectionEvent(central: AirFrames.data(llid: 1, sn: sn, nesn: sn, Self.empty),
                                peripheral: AirFrames.data(llid: 2, sn: sn, nesn: sn ^ 1, Array(repeating: 0xA5, count: 11)),
                                encrypted: true, centralMIC: true, peripheralMIC: false)
        }
        let run = try AirRun(air.capture)
        let ll = try #require(run.connections.first?.linkLayer)
        // Three payloads and the two LL_START_ENC_RSP, each with its MIC.
        #expect(ll.encryption == .encrypted)
        #expect(ll.counts.micFailures == 5)
        #expect(ll.counts.micPassed == 0)
        #expect(ll.counts.encryptedPackets == 5)
        let note = try #require(run.diagnostics.first { $0.code == "ll_encrypted" })
        #expect(note.message.contains("the sniffer could not decrypt the link"))
    }

    /// Packets with a payload that pass the MIC check are what "decrypted by the sniffer" means.
    @Test func payloadsPassingTheMICAreDecrypted() throws {
        var air = startedEncryption(micOK: true)
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 1, nesn: 1, AirFrames.att("0a 03 00")),
                            peripheral: AirFrames.data(llid: 2, sn: 1, nesn: 0, AirFrames.att("0b 48 52 53")),
                            encrypted: true, centralMIC: true, peripheralMIC: true)
        let run = try AirRun(air.capture)
        let ll = try #require(run.connections.first?.linkLayer)
        #expect(ll.encryption == .decryptedBySniffer)
        #expect(ll.counts.micPassed == 4)
        #expect(run.att.count == 2)
    }

    /// A connection whose encryption starts (LL_ENC_REQ, LL_ENC_RSP, LL_START_ENC_REQ, then the two
    /// LL_START_ENC_RSP encrypted, their MIC passing the sniffer's check or not).
    func startedEncryption(micOK: Bool) -> AirFrames {
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 3, sn: 0, nesn: 0, [0x03] + Array(repeating: 0, count: 22)),
                            peripheral: AirFrames.data(llid: 3, sn: 0, nesn: 1, [0x04] + Array(repeating: 0, count: 12)))
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty),
                            peripheral: AirFrames.data(llid: 3, sn: 1, nesn: 0, [0x05]))
        air.connectionEvent(central: AirFrames.data(llid: 3, sn: 0, nesn: 0, [0x06]),
                            peripheral: AirFrames.data(llid: 3, sn: 0, nesn: 1, [0x06]), encrypted: true,
                            centralMIC: micOK, peripheralMIC: micOK)
        return air
    }

    // MARK: Captures a tool made

    /// A PPI record (DLT 192, little-endian header) around a raw link-layer packet (DLT_USER0, 147), with the
    /// Ubertooth BTLE field (type 30006): version, frequency in MHz, clock high byte, clock in units of 100 ns.
    static func ppi(_ packet: [UInt8], clock: UInt32) -> [UInt8] {
        let field: [UInt8] = [0] + le16(2426) + [0] + le32(clock) + [0, 0, 0, 0]
        return [0, 0] + le16(UInt16(8 + 4 + field.count)) + le32(147) + le16(30006) + le16(UInt16(field.count)) + field + packet
    }

    /// crackle writes microsecond fields of a million and more, so its records' times run backwards; the Ubertooth's
    /// clock in each record times the packets.
    @Test func ubertoothClockTimesThePackets() throws {
        var pcap = PcapBuilder(linkType: 192)
        let aa = AirFrames.accessAddress
        let write = AirFrames.att("52 0e 00 01")
        pcap.record(seconds: 1_773_480_413, fraction: 1_400_000, Self.ppi(AirFrames.connectInd(), clock: 1_000_000))
        pcap.record(seconds: 1_773_480_413, fraction: 795_000,
                    Self.ppi(AirFrames.packet(aa, AirFrames.data(llid: 2, sn: 0, nesn: 0, write), crcInit: AirFrames.crcInit),
                             clock: 1_300_000))
        let path = temporaryFile(pcap.data, suffix: ".pcap")
        defer { unlink(path) }
        var times: [Int: Int64] = [:]
        var codes: [String] = []
        var pipeline = Pipeline()
        pipeline.run(try CaptureFile.open(path)) { event in
            if case .att = event.payload { times[event.frame] = event.time.microseconds }
            if case .diagnostic(let d) = event.payload { codes.append(d.code) }
        }
        // 300,000 ticks of 100 ns after the CONNECT_IND, whose record says 1.4 s: 1.43 s, not 0.795 s.
        let expected: Int64 = 1_773_480_414_430_000
        #expect(times[2] == expected, "\(times[2].map { $0 - expected } ?? -1)")
        #expect(!codes.contains("air_clock_times"))
    }

    /// A capture decrypted after the fact (crackle: LL_START_ENC_RSP without its MIC) decrypts a resent packet
    /// with the next packet counter, so the resend's bytes differ. The receiver accepted the first copy (its NESN
    /// changed once and expects the other SN, Core Vol 6 Part B §4.5.9): the second is a retransmission.
    @Test func resendInACaptureDecryptedAfterTheFact() throws {
        var pcap = PcapBuilder(linkType: 251)
        let aa = AirFrames.accessAddress
        var t: UInt32 = 0
        func add(_ pdu: [UInt8], gap: UInt32) {
            t += gap
            pcap.record(seconds: 1_773_480_413 + t / 1_000_000, fraction: t % 1_000_000,
                        AirFrames.packet(aa, pdu, crcInit: AirFrames.crcInit))
        }
        pcap.record(seconds: 1_773_480_413, fraction: 0, AirFrames.connectInd())
        add(AirFrames.data(llid: 3, sn: 0, nesn: 0, [0x03] + Array(repeating: 0, count: 22)), gap: 30_000)  // LL_ENC_REQ
        add(AirFrames.data(llid: 3, sn: 0, nesn: 1, [0x04] + Array(repeating: 0, count: 12)), gap: 400)     // LL_ENC_RSP
        add(AirFrames.data(llid: 1, sn: 1, nesn: 1, []), gap: 30_000)
        add(AirFrames.data(llid: 3, sn: 1, nesn: 0, [0x05]), gap: 250)                                      // LL_START_ENC_REQ
        add(AirFrames.data(llid: 3, sn: 0, nesn: 0, [0x06]), gap: 30_000)                                   // LL_START_ENC_RSP, no MIC
        add(AirFrames.data(llid: 3, sn: 0, nesn: 1, [0x06]), gap: 250)
        add(AirFrames.data(llid: 2, sn: 1, nesn: 1, AirFrames.att("0a 03 00")), gap: 30_000)                // 8
        add(AirFrames.data(llid: 1, sn: 1, nesn: 0, []), gap: 300)                                          // 9: accepted
        add(AirFrames.data(llid: 2, sn: 1, nesn: 1, [0x07, 0x00, 0x31, 0x9c, 0x44, 0x18, 0x02]), gap: 30_000) // 10: resend
        add(AirFrames.data(llid: 1, sn: 1, nesn: 0, []), gap: 300)
        let run = try AirRun(pcap.data)
        #expect(run.att == ["8 sent 0a0300"])
        let ll = try #require(run.connections.first?.linkLayer)
        #expect(ll.encryption == .decryptedInCapture)
        #expect(ll.counts.retransmissions == 1)
        #expect(!run.diagnostics.contains { $0.layer == .l2cap }, "\(run.diagnostics)")
    }

    /// A connection silent for longer than its supervision timeout has ended (Core Vol 6 Part B §4.5.2): a new
    /// CONNECT_IND with its access address is the next connection, not a reuse of a live one. (The SweynTooth tool
    /// connects again with the same access address after its target stops answering.)
    @Test func accessAddressOfAConnectionThatTimedOut() throws {
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 0, nesn: 0, Self.empty),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))          // 2, 3 at 30 ms
        air.record(AirFrames.connectInd(), advertising: true, at: 800_000)                                // 4: 770 ms later
        air.record(AirFrames.connectInd(), advertising: true, at: 900_000)                                // 5: 100 ms later
        let run = try AirRun(air.capture)
        // The timeout of the CONNECT_IND is 720 ms: the first connection has ended; the second is only 100 ms
        // into it, and has sent nothing: a warning.
        #expect(run.diagnostics.filter { $0.code == "ll_supervision_timeout" }.map(\.frame) == [4])
        #expect(run.diagnostics.filter { $0.code == "ll_access_address_reused" }.map(\.frame) == [5])
    }

    /// The sniffer misses the second fragment of the peripheral's response; the central's NESN shows it was
    /// delivered (Core Vol 6 Part B §4.5.9). The broken L2CAP PDU is the capture's loss (a note, not a warning), and
    /// the central's next request is not "sent while unanswered".
    @Test func fragmentTheSnifferMissed() throws {
        let response = AirFrames.att("11 06 01 00 0f 00 00 18 10 00 1f 00 0f 18")
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, Self.readByGroupType1),
                            peripheral: AirFrames.data(llid: 1, sn: 0, nesn: 1, Self.empty))                  // 2, 3
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 1, Self.empty),
                            peripheral: AirFrames.data(llid: 2, sn: 1, nesn: 0, Array(response.prefix(10))))  // 4, 5
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 0, nesn: 0, Self.empty), peripheral: nil)    // 6; the
        // peripheral's continuation (SN 0) is not captured
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 1, nesn: 1, Self.readByGroupType2),
                            peripheral: AirFrames.data(llid: 2, sn: 1, nesn: 0, AirFrames.att("01 10 10 00 0a")))  // 7, 8
        let run = try AirRun(air.capture)
        #expect(run.codes(.warning).isEmpty, "\(run.diagnostics)")
        let broken = try #require(run.diagnostics.first { $0.code == "l2cap_incomplete_pdu" })
        #expect(broken.severity == .note)
        #expect(run.codes(.note).contains("att_response_not_captured"))
        #expect(run.connections.first?.linkLayer?.counts.missedPackets == 1)
    }
}
