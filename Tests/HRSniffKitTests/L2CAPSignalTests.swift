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

/// Parses `hex` as one signalling C-frame and hands the results to `body` while the bytes are alive.
private func withCommands<R>(_ hex: String, le: Bool, _ body: ([L2CAPSignalCommandResult]) throws -> R) rethrows -> R {
    try bytes(hex).withBytes { try body(L2CAPSignal.parseCommands($0, le: le)) }
}

/// The one successful command of an LE frame, or a recorded failure.
private func single(_ results: [L2CAPSignalCommandResult]) -> L2CAPSignalCommand? {
    guard results.count == 1, case .success(let command) = results[0] else {
        Issue.record("expected one decoded command, got \(results)")
        return nil
    }
    return command
}

@Suite struct L2CAPSignalTests {
    // MARK: LE signalling

    @Test func connectionParameterUpdateRequest() {
        withCommands("12 01 08 00 18 00 28 00 00 00 c8 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.code == .connectionParameterUpdateRequest)
            #expect(command.identifier == 1)
            #expect(command.offset == 0)
            let expected = L2CAPConnectionParameters(
                intervalMin: 24, intervalMax: 40, peripheralLatency: 0, timeoutMultiplier: 200)
            #expect(command.signal == .connectionParameterUpdateRequest(expected))
            guard case .connectionParameterUpdateRequest(let p) = command.signal else { return }
            #expect(p.intervalMinMicroseconds == 30_000)
            #expect(p.intervalMaxMicroseconds == 50_000)
            #expect(p.intervalMinMilliseconds == 30.0)
            #expect(p.intervalMaxMilliseconds == 50.0)
            #expect(p.supervisionTimeoutMilliseconds == 2_000)
            #expect(p.isWithinSpecifiedRanges)
            #expect(command.summary == "interval 30.00-50.00 ms (24-40), latency 0, timeout 2000 ms (200)")
        }
    }

    @Test func connectionParameterRanges() {
        let odd = L2CAPConnectionParameters(intervalMin: 7, intervalMax: 7, peripheralLatency: 0, timeoutMultiplier: 10)
        #expect(odd.intervalMinMicroseconds == 8_750)
        #expect(SignalText.milliseconds(microseconds: odd.intervalMinMicroseconds) == "8.75")
        #expect(!L2CAPConnectionParameters(intervalMin: 40, intervalMax: 24, peripheralLatency: 0,
                                           timeoutMultiplier: 200).isWithinSpecifiedRanges)
        #expect(!L2CAPConnectionParameters(intervalMin: 5, intervalMax: 24, peripheralLatency: 0,
                                           timeoutMultiplier: 200).isWithinSpecifiedRanges)
        let extreme = L2CAPConnectionParameters(intervalMin: 0xFFFF, intervalMax: 0xFFFF, peripheralLatency: 0xFFFF,
                                                timeoutMultiplier: 0xFFFF)
        #expect(extreme.intervalMaxMicroseconds == 65_535 * 1_250)
        #expect(extreme.supervisionTimeoutMilliseconds == 655_350)
    }

    @Test func connectionParameterUpdateResponse() {
        withCommands("13 01 02 00 00 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal == .connectionParameterUpdateResponse(result: .accepted))
            #expect(command.summary == "result Connection Parameters accepted")
        }
        withCommands("13 07 02 00 01 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.identifier == 7)
            #expect(command.signal == .connectionParameterUpdateResponse(result: .rejected))
            #expect(command.summary == "result Connection Parameters rejected")
        }
    }

    @Test func leCreditBasedConnectionRequestAndResponse() {
        withCommands("14 02 0a 00 80 00 40 00 00 02 f7 00 05 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.code == .leCreditBasedConnectionRequest)
            #expect(command.signal == .leCreditBasedConnectionRequest(
                spsm: 0x0080, sourceCID: 0x0040, mtu: 512, mps: 247, initialCredits: 5))
            #expect(command.summary == "SPSM Dynamic (0x0080), source CID 0x0040, MTU 512, MPS 247, credits 5")
        }
        withCommands("15 02 0a 00 41 00 00 02 f7 00 0a 00 00 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal == .leCreditBasedConnectionResponse(
                destinationCID: 0x0041, mtu: 512, mps: 247, initialCredits: 10, result: .successful))
            #expect(command.summary
                == "destination CID 0x0041, MTU 512, MPS 247, credits 10, result Connection successful")
        }
        withCommands("15 03 0a 00 00 00 00 00 00 00 00 00 05 00", le: true) { results in
            guard let command = single(results),
                  case .leCreditBasedConnectionResponse(_, _, _, _, let result) = command.signal else { return }
            #expect(result == 0x0005)
            #expect(result.name == "Connection refused - insufficient authentication")
        }
    }

    @Test func creditBasedConnectionRequestWithTwoChannels() {
        withCommands("17 03 0c 00 27 00 40 00 40 00 0a 00 40 00 41 00", le: true) { results in
            guard let command = single(results),
                  case .creditBasedConnectionRequest(let spsm, let mtu, let mps, let credits, let sources)
                  = command.signal else { Issue.record("not decoded"); return }
            #expect(spsm == .eatt)
            #expect(mtu == 64)
            #expect(mps == 64)
            #expect(credits == 10)
            #expect(Array(sources) == [0x0040, 0x0041])
            #expect(sources.count == 2)
            #expect(sources[5] == .null) // out of range: no trap
            #expect(command.summary == "SPSM EATT (0x0027), MTU 64, MPS 64, credits 10, source CIDs 0x0040 0x0041")
        }
    }

    @Test func creditBasedConnectionResponse() {
        withCommands("18 03 0c 00 40 00 40 00 0a 00 00 00 50 00 51 00", le: true) { results in
            guard let command = single(results),
                  case .creditBasedConnectionResponse(let mtu, let mps, let credits, let result, let destinations)
                  = command.signal else { Issue.record("not decoded"); return }
            #expect((mtu, mps, credits) == (64, 64, 10))
            #expect(result == .allSuccessful)
            #expect(Array(destinations) == [0x0050, 0x0051])
            #expect(command.summary == "MTU 64, MPS 64, credits 10, result All connections successful, "
                + "destination CIDs 0x0050 0x0051")
        }
        withCommands("18 04 0c 00 40 00 40 00 0a 00 04 00 50 00 00 00", le: true) { results in
            guard let command = single(results),
                  case .creditBasedConnectionResponse(_, _, _, let result, let destinations) = command.signal
            else { Issue.record("not decoded"); return }
            #expect(result.name == "Some connections refused - insufficient resources available")
            #expect(Array(destinations) == [0x0050, .null])
        }
    }

    @Test func creditBasedReconfigure() {
        withCommands("19 05 08 00 00 01 40 00 40 00 41 00", le: true) { results in
            guard let command = single(results),
                  case .creditBasedReconfigureRequest(let mtu, let mps, let destinations) = command.signal
            else { Issue.record("not decoded"); return }
            #expect(mtu == 256)
            #expect(mps == 64)
            #expect(Array(destinations) == [0x0040, 0x0041])
        }
        withCommands("1a 05 02 00 01 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal == .creditBasedReconfigureResponse(result: L2CAPCreditBasedReconfigureResult(rawValue: 1)))
            #expect(command.summary == "result Reconfiguration failed - reduction in size of MTU not allowed")
        }
    }

    @Test func flowControlCreditIndication() {
        withCommands("16 04 04 00 40 00 05 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal == .flowControlCreditIndication(cid: 0x0040, credits: 5))
            #expect(command.summary == "CID 0x0040, credits 5")
        }
    }

    @Test func commandReject() {
        withCommands("01 05 02 00 00 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal == .commandReject(reason: .commandNotUnderstood, data: .empty))
            #expect(command.summary == "reason Command not understood")
        }
        withCommands("01 06 04 00 01 00 17 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal.rejectedMTU == 23)
            #expect(command.summary == "reason Signaling MTU exceeded, MTU 23")
        }
        withCommands("01 07 06 00 02 00 40 00 41 00", le: true) { results in
            guard let command = single(results), let ids = command.signal.rejectedChannelIDs else {
                Issue.record("not decoded"); return
            }
            #expect(ids.local == 0x0040)
            #expect(ids.remote == 0x0041)
            #expect(command.signal.rejectedMTU == nil)
            #expect(command.summary == "reason Invalid CID in request, local CID 0x0040, remote CID 0x0041")
        }
        withCommands("01 08 02 00 09 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.summary == "reason Unknown (0x0009)")
        }
    }

    @Test func disconnection() {
        withCommands("06 09 04 00 41 00 40 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal == .disconnectionRequest(destinationCID: 0x0041, sourceCID: 0x0040))
            #expect(command.summary == "destination CID 0x0041, source CID 0x0040")
        }
        withCommands("07 09 04 00 41 00 40 00", le: true) { results in
            guard let command = single(results) else { return }
            #expect(command.signal == .disconnectionResponse(destinationCID: 0x0041, sourceCID: 0x0040))
        }
    }

    // MARK: BR/EDR signalling

    @Test func brEdrFrameWithTwoCommands() {
        let frame = "02 01 04 00 01 00 40 00   0a 02 02 00 03 00"
        withCommands(frame, le: false) { results in
            #expect(results == [
                .success(L2CAPSignalCommand(code: .connectionRequest, identifier: 1, offset: 0,
                                            signal: .connectionRequest(psm: .sdp, sourceCID: 0x0040))),
                .success(L2CAPSignalCommand(code: .informationRequest, identifier: 2, offset: 8,
                                            signal: .informationRequest(type: .fixedChannelsSupported))),
            ])
            if case .success(let first) = results.first {
                #expect(first.summary == "PSM SDP (0x0001), source CID 0x0040")
            }
        }
        // The same bytes on the LE channel: one command, then the rest is reported.
        withCommands(frame, le: true) { results in
            #expect(results.count == 2)
            #expect(results.last == .failure(L2CAPSignalError(.trailingBytes(count: 6), offset: 8)))
        }
    }

    @Test func connectionResponseAndConfiguration() {
        let frame = "03 01 08 00 41 00 40 00 01 00 01 00"
            + " 04 03 08 00 41 00 00 00 01 02 a0 02"
            + " 05 03 0a 00 40 00 00 00 00 00 01 02 a0 02"
        withCommands(frame, le: false) { results in
            guard results.count == 3, case .success(let response) = results[0], case .success(let request) = results[1],
                  case .success(let configured) = results[2] else { Issue.record("\(results)"); return }
            #expect(response.signal == .connectionResponse(destinationCID: 0x0041, sourceCID: 0x0040,
                                                           result: .pending, status: L2CAPConnectionStatus(rawValue: 1)))
            #expect(response.summary == "destination CID 0x0041, source CID 0x0040, result Connection pending, "
                + "status Authentication pending")
            guard case .configurationRequest(let destination, let flags, let options) = request.signal else {
                Issue.record("not a configuration request"); return
            }
            #expect(destination == 0x0041)
            #expect(flags == 0)
            #expect(options.hex == "0102a002")
            #expect(request.summary == "destination CID 0x0041, flags 0x0000, options 0102a002")
            guard case .configurationResponse(let source, _, let result, let responseOptions) = configured.signal else {
                Issue.record("not a configuration response"); return
            }
            #expect(source == 0x0040)
            #expect(result == .success)
            #expect(responseOptions.count == 4)
        }
    }

    @Test func echoInformationAndOther() {
        let frame = "08 01 03 00 aa bb cc  09 01 00 00  0b 02 0c 00 03 00 00 00 86 00 00 00 00 00 00 00"
            + "  0c 04 05 00 01 00 40 00 01"
        withCommands(frame, le: false) { results in
            guard results.count == 4 else { Issue.record("\(results)"); return }
            guard case .success(let echo) = results[0], case .echoRequest(let data) = echo.signal else {
                Issue.record("echo"); return
            }
            #expect(data.hex == "aabbcc")
            guard case .success(let echoResponse) = results[1] else { Issue.record("echo response"); return }
            #expect(echoResponse.signal == .echoResponse(data: .empty))
            #expect(echoResponse.summary == "data none")
            guard case .success(let info) = results[2],
                  case .informationResponse(let type, let result, let fixed) = info.signal else {
                Issue.record("information response"); return
            }
            #expect(type == .fixedChannelsSupported)
            #expect(result == .success)
            #expect(fixed.u16le(at: 0) == 0x0086)
            #expect(info.summary == "type Fixed channels supported, result Success, data 8600000000000000")
            guard case .success(let create) = results[3], case .other(let code, let raw) = create.signal else {
                Issue.record("other"); return
            }
            #expect(code == .createChannelRequest)
            #expect(code.name == "Create Channel Request")
            #expect(raw.count == 5)
            #expect(create.signal.code == .createChannelRequest)
        }
    }

    // MARK: Malformed frames

    @Test func lengthBeyondFrameStops() {
        withCommands("12 01 0a 00 18 00", le: true) { results in
            #expect(results == [.failure(L2CAPSignalError(
                .lengthBeyondFrame(length: 10, available: 2), offset: 0, code: .connectionParameterUpdateRequest,
                identifier: 1))])
        }
        withCommands("0a 01 02 00 02 00  02 02 ff ff 01 00", le: false) { results in
            #expect(results.count == 2)
            if case .failure(let error) = results.last {
                #expect(error.kind == .lengthBeyondFrame(length: 0xFFFF, available: 2))
                #expect(error.offset == 6)
                #expect(error.diagnosticCode == "l2cap_signal_length_beyond_frame")
                #expect(error.description
                    == "Connection Request (id 2) at offset 6: length 65535 exceeds the 2 octets left in the frame")
            } else {
                Issue.record("expected a failure")
            }
        }
    }

    @Test func truncatedHeaders() {
        withCommands("12 01 08", le: true) { results in
            #expect(results == [.failure(L2CAPSignalError(
                .truncatedHeader(available: 3), offset: 0, code: .connectionParameterUpdateRequest, identifier: 1))])
        }
        withCommands("", le: true) { results in
            #expect(results == [.failure(L2CAPSignalError(.truncatedHeader(available: 0), offset: 0))])
        }
        withCommands("0a 01 02 00 02 00  0a", le: false) { results in
            #expect(results.count == 2)
            #expect(results.last == .failure(L2CAPSignalError(
                .truncatedHeader(available: 1), offset: 6, code: .informationRequest)))
        }
    }

    @Test func shortDataIsAnErrorAndParsingGoesOn() {
        withCommands("06 01 02 00 40 00  0a 02 02 00 02 00", le: false) { results in
            #expect(results == [
                .failure(L2CAPSignalError(.dataTooShort(needed: 4, available: 2), offset: 0,
                                          code: .disconnectionRequest, identifier: 1)),
                .success(L2CAPSignalCommand(code: .informationRequest, identifier: 2, offset: 6,
                                            signal: .informationRequest(type: .extendedFeaturesSupported))),
            ])
        }
        withCommands("12 01 06 00 18 00 28 00 00 00", le: true) { results in
            #expect(results == [.failure(L2CAPSignalError(
                .dataTooShort(needed: 8, available: 6), offset: 0, code: .connectionParameterUpdateRequest,
                identifier: 1))])
        }
    }

    @Test(arguments: [
        ("17 03 0b 00 27 00 40 00 40 00 0a 00 40 00 41", 3), // odd
        ("17 03 08 00 27 00 40 00 40 00 0a 00", 0), // no CID
        ("17 03 14 00 27 00 40 00 40 00 0a 00 40 00 41 00 42 00 43 00 44 00 45 00", 12), // six CIDs
        ("19 03 04 00 40 00 40 00", 0), // reconfigure without CID
    ])
    func invalidChannelIDLists(hex: String, octets: Int) {
        withCommands(hex, le: true) { results in
            guard results.count == 1, case .failure(let error) = results[0] else {
                Issue.record("\(results)"); return
            }
            #expect(error.kind == .invalidChannelIDList(octets: octets))
        }
    }

    @Test func parseSingleCommandData() throws {
        try bytes("40 00 41 00").withBytes { data in
            let signal = try L2CAPSignal.parse(code: .disconnectionRequest, data: data)
            #expect(signal == .disconnectionRequest(destinationCID: 0x0040, sourceCID: 0x0041))
            #expect(signal.code == .disconnectionRequest)
            #expect(throws: L2CAPSignalError(.dataTooShort(needed: 8, available: 4), offset: 0,
                                             code: .connectionParameterUpdateRequest)) {
                try L2CAPSignal.parse(code: .connectionParameterUpdateRequest, data: data)
            }
        }
    }

    /// Every prefix of a valid frame and every byte flipped: decoding never traps.
    @Test func noTrapsOnDamagedFrames() {
        let valid = bytes("02 01 04 00 01 00 40 00 17 03 0c 00 27 00 40 00 40 00 0a 00 40 00 41 00 01 05 06 00 02 00")
        for n in 0 ... valid.count {
            for le in [false, true] {
                Array(valid.prefix(n)).withBytes { frame in
                    for result in L2CAPSignalCommands(frame, le: le) {
                        if case .success(let command) = result { _ = command.summary }
                    }
                }
            }
        }
        for i in valid.indices {
            for value: UInt8 in [0x00, 0x01, 0x7F, 0xFF] {
                var damaged = valid
                damaged[i] = value
                damaged.withBytes { frame in
                    for result in L2CAPSignalCommands(frame, le: false) {
                        if case .success(let command) = result { _ = command.summary }
                    }
                }
            }
        }
    }

    // MARK: Numbers

    @Test func names() {
        #expect(L2CAPSignalCode(rawValue: 0x14).name == "LE Credit Based Connection Request")
        #expect(L2CAPSignalCode(rawValue: 0x1A).name == "Credit Based Reconfigure Response")
        #expect(L2CAPSignalCode(rawValue: 0x10).name == "Move Channel Confirmation Request")
        #expect(L2CAPSignalCode(rawValue: 0x1B).name == "Unknown (0x1B)")
        #expect(L2CAPSignalCode.connectionParameterUpdateRequest.isAllowedOnLE)
        #expect(!L2CAPSignalCode.connectionParameterUpdateRequest.isAllowedOnBREDR)
        #expect(!L2CAPSignalCode.connectionRequest.isAllowedOnLE)
        #expect(L2CAPSignalCode.creditBasedConnectionRequest.isAllowedOnLE)
        for raw in UInt8(0x01) ... 0x1A {
            #expect(L2CAPSignalCode(rawValue: raw).knownName != nil)
        }

        #expect(L2CAPPSM.sdp.name == "SDP")
        #expect(L2CAPPSM(rawValue: 0x0003).name == "RFCOMM")
        #expect(L2CAPPSM(rawValue: 0x0019).name == "AVDTP")
        #expect(L2CAPPSM(rawValue: 0x001F).name == "ATT")
        #expect(L2CAPPSM(rawValue: 0x0023).name == "LE PSM IPSP")
        #expect(L2CAPPSM(rawValue: 0x0027).name == "EATT")
        #expect(L2CAPPSM(rawValue: 0x1001).name == "Dynamic (0x1001)")
        #expect(L2CAPPSM(rawValue: 0x0009).name == "Unknown (0x0009)")

        #expect(L2CAPChannelID.signaling.name == "L2CAP Signaling")
        #expect(L2CAPChannelID(rawValue: 0x0002).name == "Connectionless")
        #expect(L2CAPChannelID.att.name == "ATT")
        #expect(L2CAPChannelID.leSignaling.name == "LE L2CAP Signaling")
        #expect(L2CAPChannelID.smp.name == "SMP")
        #expect(L2CAPChannelID.brEdrSMP.name == "BR/EDR SMP")
        #expect(L2CAPChannelID(rawValue: 0x0041).name == "Dynamic (0x0041)")
        #expect(L2CAPChannelID(rawValue: 0x0041).isDynamic)
        #expect(L2CAPChannelID(rawValue: 0x0008).name == "Unknown (0x0008)")

        #expect(L2CAPCommandRejectReason(rawValue: 1).name == "Signaling MTU exceeded")
        #expect(L2CAPConnectionResult(rawValue: 2).name == "Connection refused - PSM not supported")
        #expect(L2CAPConnectionResult(rawValue: 7).name == "Connection refused - Source CID already allocated")
        #expect(L2CAPConfigurationResult(rawValue: 3).name == "Failure - unknown options")
        #expect(L2CAPInformationType(rawValue: 2).name == "Extended features supported")
        #expect(L2CAPInformationResult.notSupported.name == "Not supported")
        #expect(L2CAPLECreditBasedConnectionResult(rawValue: 0x000B).name
            == "Connection refused - unacceptable parameters")
        #expect(L2CAPLECreditBasedConnectionResult(rawValue: 0x0001).name == "Unknown (0x0001)")
        #expect(L2CAPCreditBasedConnectionResult(rawValue: 0x000C).name
            == "All connections refused - invalid parameters")
        #expect(L2CAPCreditBasedConnectionResult(rawValue: 0x000E).name
            == "All connections pending - authentication pending")
        #expect(L2CAPCreditBasedReconfigureResult(rawValue: 3).name
            == "Reconfiguration failed - one or more Destination CIDs invalid")
    }
}
