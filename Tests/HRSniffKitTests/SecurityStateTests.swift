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

/// Which keys an encryption can be using, as far as the capture proves (Core Vol 3 Part H §2.3–2.4), and who sent
/// each SMP PDU. Hand-built HCI (btsnoop) and air (nRF Sniffer) captures.
@Suite struct SecurityStateTests {
    // Pairing Request / Response (Core Vol 3 Part H §3.5.1–3.5.2): LE Secure Connections, Just Works.
    static let pairingRequest = "01 03 00 09 10 03 03"
    static let pairingResponse = "02 03 00 09 10 03 03"
    static let legacyRequest = "01 03 00 01 10 03 03"
    static let legacyResponse = "02 03 00 01 10 03 03"
    static let value16 = String(repeating: " 5a", count: 16)
    static let publicKey = "0c" + String(repeating: " 11", count: 64)

    /// An LE connection (handle 0x40, this device the central), the SMP PDUs `(sent, hex)`, then LE Enable
    /// Encryption with `rand`, `ediv` and `ltk` (Core Vol 4 Part E §7.8.24) and Encryption Change (on).
    static func hci(_ smp: [(Bool, String)], rand: UInt64 = 0, ediv: UInt16 = 0, ltk: [UInt8] = Array(repeating: 0x42, count: 16)) -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        for (sent, pdu) in smp { b.l2cap(cid: 0x0006, sent: sent, bytes(pdu)) }
        let r = (0 ..< 8).map { UInt8(truncatingIfNeeded: rand >> (8 * UInt64($0))) }
        b.h4(1, sent: true, [0x19, 0x20, 28, 0x40, 0x00] + r + le16(ediv) + ltk)
        b.h4(4, sent: false, [0x08, 0x04, 0x00, 0x40, 0x00, 0x01])
        return b.data
    }

    static func keys(_ data: [UInt8]) throws -> (EncryptionKeys?, AirRun) {
        let run = try AirRun(data, suffix: ".btsnoop")
        return (run.startEncryption.last?.encryptionKeys, run)
    }

    /// A Pairing Request and Response, then encryption with Rand 0 and EDIV 0: no Confirm, Random, Public Key or
    /// DHKey Check, so no key of this pairing can exist (§2.3.5.5, §2.3.5.6): a warning.
    @Test func pairingRequestAndResponseAloneMakeNoKey() throws {
        let (keys, run) = try Self.keys(Self.hci([(true, Self.pairingRequest), (false, Self.pairingResponse)],
                                                 ltk: Array(repeating: 0, count: 16)))
        #expect(keys == .noKeyOfThisPairing)
        #expect(run.codes(.warning) == ["encryption_without_key"])
    }

    /// LE Secure Connections: the DHKey Checks of both devices end the pairing (§2.3.5.6.5); its LTK is used with
    /// EDIV and Rand 0.
    @Test func secureConnectionsPairingThatFinished() throws {
        let (keys, run) = try Self.keys(Self.hci([
            (true, Self.pairingRequest), (false, Self.pairingResponse), (true, Self.publicKey), (false, Self.publicKey),
            (false, "03" + Self.value16), (true, "04" + Self.value16), (false, "04" + Self.value16),
            (true, "0d" + Self.value16), (false, "0d" + Self.value16),
        ]))
        #expect(keys == .thisPairing)
        #expect(run.diagnostics.filter { $0.layer == .smp }.isEmpty, "\(run.diagnostics)")
    }

    /// LE legacy pairing: both Confirm and both Random values make the STK (§2.3.5.5), used with EDIV and Rand 0.
    @Test func legacyPairingThatFinished() throws {
        let (keys, _) = try Self.keys(Self.hci([
            (true, Self.legacyRequest), (false, Self.legacyResponse), (true, "03" + Self.value16), (false, "03" + Self.value16),
            (true, "04" + Self.value16), (false, "04" + Self.value16),
        ]))
        #expect(keys == .thisPairing)
    }

    /// Part of the key generation only (the responder's Pairing Random is missing): the keys are not proven.
    @Test func pairingThatDoesNotFinishInTheCapture() throws {
        let (keys, run) = try Self.keys(Self.hci([
            (true, Self.legacyRequest), (false, Self.legacyResponse), (true, "03" + Self.value16), (false, "03" + Self.value16),
            (true, "04" + Self.value16),
        ]))
        #expect(keys == .pairingNotComplete)
        let note = try #require(run.diagnostics.first { $0.code == "encryption_pairing_not_complete" })
        #expect(note.message.contains("no Pairing Random from the responder"), "\(note.message)")
    }

    /// No pairing in the connection: the host gives a key it stored, named by EDIV and Rand (§2.4.4).
    @Test func noPairingUsesStoredKeys() throws {
        let (keys, run) = try Self.keys(Self.hci([], rand: 0x0102_0304_0506_0708, ediv: 0x1234))
        #expect(keys == .earlierPairing)
        #expect(run.diagnostics.filter { $0.layer == .smp }.isEmpty)
    }

    /// A pairing that failed: the encryption after it uses keys from an earlier pairing, not this one's.
    @Test func failedPairingMakesNoKey() throws {
        let (keys, _) = try Self.keys(Self.hci([(true, Self.pairingRequest), (false, Self.pairingResponse), (false, "05 05")],
                                               rand: 0x0102, ediv: 0x1234))
        #expect(keys == .earlierPairing)
    }

    /// The same in an air capture: LL_ENC_REQ with Rand 0 and EDIV 0 right after the Pairing Response, and
    /// LL_START_ENC_REQ (the SweynTooth zero-LTK installation looks like this).
    @Test func airEncryptionAfterPairingRequestAndResponse() throws {
        var air = AirFrames()
        air.connect()
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, AirFrames.smp(Self.pairingRequest)),
                            peripheral: AirFrames.data(llid: 2, sn: 0, nesn: 1, AirFrames.smp(Self.pairingResponse)))
        air.connectionEvent(central: AirFrames.data(llid: 3, sn: 1, nesn: 1, [0x03] + Array(repeating: 0, count: 22)),
                            peripheral: AirFrames.data(llid: 3, sn: 1, nesn: 0, [0x04] + Array(repeating: 0, count: 12)))
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 0, nesn: 0, []),
                            peripheral: AirFrames.data(llid: 3, sn: 0, nesn: 1, [0x05]))
        let run = try AirRun(air.capture)
        #expect(run.startEncryption.last?.encryptionKeys == .noKeyOfThisPairing)
        #expect(run.startEncryption.last?.pairing?.secureConnections == true)
        let warning = try #require(run.diagnostics.first { $0.code == "encryption_without_key" })
        #expect(warning.frame == 7)
        #expect(run.smp.map(\.direction) == [.sent, .received])
    }

    // MARK: Who sent each SMP PDU

    /// The central is the pairing's initiator and the peripheral its responder (§2.3); an Identity Address
    /// Information carries its sender's own identity address (§3.6.4). In an air capture the sides are the central
    /// and the peripheral; in an HCI capture this device and the peer, with their roles.
    @Test func smpLinesNameTheSender() throws {
        var air = ConnectionInfo(id: 1, adapter: 0, handle: 0, startFrame: 1, startTime: Timestamp(microseconds: 0),
                                 connectedBeforeCapture: false)
        air.linkLayer = LinkLayerConnection(accessAddress: AirFrames.accessAddress)
        var hci = ConnectionInfo(id: 1, adapter: 0, handle: 0x40, startFrame: 1, startTime: Timestamp(microseconds: 0),
                                 connectedBeforeCapture: false)
        hci.role = .central
        let identity = bytes("09 00 54 00 31 6b e0 e2")
        identity.withBytes { pdu in
            #expect(SMP.line(pdu, direction: .received, connection: air)
                == "peripheral: SMP Identity Address Information: the peripheral's identity address, public E2:E0:6B:31:00:54")
            #expect(SMP.line(pdu, direction: .sent, connection: hci)
                == "this device (central): SMP Identity Address Information: this device's identity address, public E2:E0:6B:31:00:54")
            #expect(SMP.line(pdu, direction: .received, connection: hci)
                == "peer (peripheral): SMP Identity Address Information: the peer's identity address, public E2:E0:6B:31:00:54")
        }
        bytes(Self.pairingRequest).withBytes { pdu in
            #expect(SMP.line(pdu, direction: .sent, connection: air).hasPrefix("central: SMP Pairing Request: "))
        }
    }
}
