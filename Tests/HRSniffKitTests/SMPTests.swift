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

@Suite struct SMPTests {
    @Test func pairingRequest() throws {
        try bytes("01 03 00 2d 10 0b 0b").withBytes { pdu in
            let decoded = try SMPPDU.parse(pdu)
            guard case .pairingRequest(let p) = decoded else { Issue.record("\(decoded)"); return }
            #expect(p.ioCapability == .noInputNoOutput)
            #expect(p.ioCapability.name == "NoInputNoOutput")
            #expect(p.oobDataFlag == 0)
            #expect(!p.oobDataPresent)
            let auth = p.authRequirements
            #expect(auth.rawValue == 0x2D)
            #expect(auth.bondingFlags == 0b01)
            #expect(auth.bonding)
            #expect(auth.mitm)
            #expect(auth.secureConnections)
            #expect(!auth.keypress)
            #expect(auth.ct2)
            #expect(auth.reservedBits == 0)
            #expect(p.maximumEncryptionKeySize == 16)
            #expect(p.initiatorKeyDistribution.rawValue == 0x0B)
            #expect(p.initiatorKeyDistribution.encryptionKey)
            #expect(p.initiatorKeyDistribution.identityKey)
            #expect(!p.initiatorKeyDistribution.signingKey)
            #expect(p.initiatorKeyDistribution.linkKey)
            #expect(p.responderKeyDistribution.rawValue == 0x0B)
            #expect(decoded.code == .pairingRequest)
            #expect(decoded.summary == "Pairing Request: IO NoInputNoOutput, OOB not present, "
                + "AuthReq 0x2D (Bonding, MITM, SC, CT2), max key size 16, "
                + "initiator keys 0x0B (EncKey, IdKey, LinkKey), responder keys 0x0B (EncKey, IdKey, LinkKey)")
            #expect(SMP.summary(pdu) == decoded.summary)
        }
    }

    @Test func pairingResponse() throws {
        try bytes("02 04 01 c0 07 00 04").withBytes { pdu in
            let decoded = try SMP.parse(pdu)
            guard case .pairingResponse(let p) = decoded else { Issue.record("\(decoded)"); return }
            #expect(p.ioCapability == .keyboardDisplay)
            #expect(p.oobDataPresent)
            #expect(p.authRequirements.bondingFlags == 0)
            #expect(p.authRequirements.reservedBits == 0xC0)
            #expect(p.maximumEncryptionKeySize == 7)
            #expect(decoded.summary == "Pairing Response: IO KeyboardDisplay, OOB present, "
                + "AuthReq 0xC0 (No Bonding, RFU 0xC0), max key size 7, "
                + "initiator keys 0x00 (none), responder keys 0x04 (SignKey)")
        }
    }

    @Test(arguments: [
        ("05 04", "Pairing Failed: Confirm Value Failed"),
        ("05 01", "Pairing Failed: Passkey Entry Failed"),
        ("05 05", "Pairing Failed: Pairing Not Supported"),
        ("05 0b", "Pairing Failed: DHKey Check Failed"),
        ("05 0e", "Pairing Failed: Cross-transport Key Derivation/Generation not allowed"),
        ("05 0f", "Pairing Failed: Key Rejected"),
        ("05 20", "Pairing Failed: Unknown (0x20)"),
        ("0b 0d", "Security Request: AuthReq 0x0D (Bonding, MITM, SC)"),
        ("0b 00", "Security Request: AuthReq 0x00 (No Bonding)"),
        ("0e 01", "Pairing Keypress Notification: Passkey digit entered"),
        // AddrType 0x01 is a static random device address (Core Vol 3 Part H §3.6.4).
        ("09 01 01 3a 7f 33 2c f1", "Identity Address Information: static random F1:2C:33:7F:3A:01"),
        ("09 00 12 6a 4f 2d 65 94", "Identity Address Information: public 94:65:2D:4F:6A:12"),
        ("07 34 12 01 02 03 04 05 06 07 08", "Central Identification (EDIV and Rand, 10 octets)"),
        ("20 aa bb", "Unknown (0x20) (2 octets)"),
    ])
    func summaries(hex: String, summary: String) {
        bytes(hex).withBytes { #expect(SMP.summary($0) == summary) }
    }

    @Test func pairingFailedReason() throws {
        try bytes("05 04").withBytes { pdu in
            let decoded = try SMPPDU.parse(pdu)
            #expect(decoded == .pairingFailed(reason: 0x04))
        }
        for raw in UInt8(0x01) ... 0x0F {
            #expect(SMPPairingFailedReason(rawValue: raw).knownName != nil)
        }
        #expect(SMPPairingFailedReason(rawValue: 0x00).name == "Unknown (0x00)")
    }

    @Test func centralAndIdentity() throws {
        try bytes("07 34 12 01 02 03 04 05 06 07 08").withBytes { pdu in
            let decoded = try SMPPDU.parse(pdu)
            #expect(decoded == .centralIdentification(ediv: 0x1234, rand: 0x0807_0605_0403_0201))
        }
        try bytes("09 00 01 02 03 04 05 06").withBytes { pdu in
            let decoded = try SMPPDU.parse(pdu)
            #expect(decoded == .identityAddressInformation(addressType: 0, address: BluetoothAddress(rawValue: 0x0605_0403_0201)))
        }
    }

    /// Key material appears as its length, never as hex.
    @Test func keysAreNotPrinted() throws {
        let key = "00112233445566778899aabbccddeeff"
        for (code, name) in [("06", "Encryption Information (16-octet key)"),
                             ("08", "Identity Information (16-octet key)"),
                             ("0a", "Signing Information (16-octet key)"),
                             ("03", "Pairing Confirm (16-octet value)"),
                             ("04", "Pairing Random (16-octet value)"),
                             ("0d", "Pairing DHKey Check (16-octet value)")] {
            try bytes(code + key).withBytes { pdu in
                let summary = SMP.summary(pdu)
                #expect(summary == name)
                #expect(!summary.contains("aabb"))
                let decoded = try SMPPDU.parse(pdu)
                #expect(decoded.code == SMPCode(rawValue: pdu[checked: 0] ?? 0))
            }
        }
        try bytes("06" + key).withBytes { pdu in
            guard case .encryptionInformation(let ltk) = try SMPPDU.parse(pdu) else { Issue.record("ltk"); return }
            #expect(ltk.hex == key)
        }
        try bytes("0c" + String(repeating: key, count: 4)).withBytes { pdu in
            guard case .pairingPublicKey(let x, let y) = try SMPPDU.parse(pdu) else { Issue.record("key"); return }
            #expect(x.count == 32)
            #expect(y.count == 32)
            #expect(SMP.summary(pdu) == "Pairing Public Key (64-octet key)")
        }
    }

    @Test func malformed() {
        bytes("").withBytes { pdu in
            #expect(throws: SMPError(.empty)) { try SMPPDU.parse(pdu) }
            #expect(SMP.summary(pdu) == "empty SMP PDU")
        }
        bytes("01 03 00").withBytes { pdu in
            #expect(throws: SMPError(.lengthMismatch(expected: 6, actual: 2), code: .pairingRequest)) {
                try SMPPDU.parse(pdu)
            }
            #expect(SMP.summary(pdu)
                == "Pairing Request (malformed: Pairing Request has 2 data octets, expected 6)")
        }
        bytes("05 04 00").withBytes { pdu in
            #expect(throws: SMPError(.lengthMismatch(expected: 1, actual: 2), code: .pairingFailed)) {
                try SMPPDU.parse(pdu)
            }
            #expect(SMP.summary(pdu).hasPrefix("Pairing Failed (malformed"))
        }
        bytes("0c 00").withBytes { pdu in
            let result = Result { () throws(SMPError) -> SMPPDU in try SMPPDU.parse(pdu) }
            guard case .failure(let error) = result else { Issue.record("accepted a cut public key"); return }
            #expect(error.diagnosticCode == "smp_length_mismatch")
        }
    }

    @Test func names() {
        #expect(SMPCode(rawValue: 0x01).name == "Pairing Request")
        #expect(SMPCode(rawValue: 0x07).name == "Central Identification")
        #expect(SMPCode(rawValue: 0x0E).name == "Pairing Keypress Notification")
        #expect(SMPCode(rawValue: 0x0F).name == "Unknown (0x0F)")
        for raw in UInt8(0x01) ... 0x0E {
            #expect(SMPCode(rawValue: raw).knownName != nil)
            #expect(SMPCode(rawValue: raw).dataLength != nil)
        }
        #expect(SMPIOCapability(rawValue: 0x00).name == "DisplayOnly")
        #expect(SMPIOCapability(rawValue: 0x01).name == "DisplayYesNo")
        #expect(SMPIOCapability(rawValue: 0x02).name == "KeyboardOnly")
        #expect(SMPIOCapability(rawValue: 0x05).name == "Unknown (0x05)")
    }

    /// Every code with every length up to 70 octets: no traps, summaries for all.
    @Test func noTraps() {
        for code in UInt8(0x00) ... 0x10 {
            for length in 0 ... 70 {
                ([code] + [UInt8](repeating: 0xA5, count: length)).withBytes { pdu in
                    #expect(!SMP.summary(pdu).isEmpty)
                }
            }
        }
    }
}
