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

/// Core Vol 3 Part H §2.3.5.1: the pairing method from both sides' IO capabilities, OOB and AuthReq flags.
@Suite struct SMPPairingMethodTests {
    func parameters(io: UInt8, oob: UInt8 = 0, auth: UInt8) -> SMPPairingParameters {
        SMPPairingParameters(ioCapability: SMPIOCapability(rawValue: io), oobDataFlag: oob,
                             authRequirements: SMPAuthRequirements(rawValue: auth), maximumEncryptionKeySize: 16,
                             initiatorKeyDistribution: SMPKeyDistribution(rawValue: 0),
                             responderKeyDistribution: SMPKeyDistribution(rawValue: 0))
    }

    @Test(arguments: [
        // (initiator IO, responder IO, AuthReq both, expected)
        (UInt8(3), UInt8(3), UInt8(0x09), "LE Secure Connections, Just Works, bonding"),
        (1, 1, 0x0D, "LE Secure Connections, Numeric Comparison, bonding"),
        (1, 1, 0x05, "LE legacy pairing, Just Works, bonding"),
        (4, 2, 0x0D, "LE Secure Connections, Passkey Entry, bonding"),
        (4, 4, 0x04, "LE legacy pairing, Passkey Entry, no bonding"),
        (4, 4, 0x0C, "LE Secure Connections, Numeric Comparison, no bonding"),
        (0, 2, 0x0C, "LE Secure Connections, Passkey Entry, no bonding"),
        (0, 1, 0x0D, "LE Secure Connections, Just Works, bonding"),
        (2, 3, 0x0D, "LE Secure Connections, Just Works, bonding"),
    ])
    func methods(initiator: UInt8, responder: UInt8, auth: UInt8, expected: String) {
        let m = SMPPairingMethod(request: parameters(io: initiator, auth: auth),
                                 response: parameters(io: responder, auth: auth))
        #expect(m.description == expected)
    }

    /// MITM requested by one side only still selects the method from the IO capabilities.
    @Test func mitmFromOneSide() {
        let m = SMPPairingMethod(request: parameters(io: 4, auth: 0x0D), response: parameters(io: 2, auth: 0x09))
        #expect(m.model == .passkeyEntry)
    }

    /// Out of band: legacy needs both OOB flags, Secure Connections either.
    @Test func outOfBand() {
        let legacy = SMPPairingMethod(request: parameters(io: 3, oob: 1, auth: 0x01), response: parameters(io: 3, auth: 0x01))
        #expect(legacy.model == .justWorks)
        let sc = SMPPairingMethod(request: parameters(io: 3, oob: 1, auth: 0x09), response: parameters(io: 3, auth: 0x09))
        #expect(sc.model == .outOfBand)
    }
}
