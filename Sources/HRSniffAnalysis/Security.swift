import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

// What a capture proves about a connection's security: how far its SMP pairing went (Core Vol 3 Part H §2.3), and
// which keys each start of encryption can be using (§2.4.4). Encryption with "the keys of this pairing" needs the
// pairing's key generation in the capture: the Pairing Confirm and Pairing Random values of both devices for LE
// legacy pairing, from which both compute the STK (§2.3.5.5), or the DHKey Checks of both devices for LE Secure
// Connections, which end its authentication stage 2 and make the LTK (§2.3.5.6.5). A Pairing Request and Response
// alone make no key.

/// Which keys an encryption start can be using, as far as the capture proves.
public enum EncryptionKeys: String, Sendable, Equatable {
    /// The pairing in this connection finished in the capture (its STK or LTK), or, on BR/EDR, the capture holds
    /// the Link Key Notification of the key.
    case thisPairing = "this_pairing"
    /// No pairing began in this connection (or it failed): keys stored from an earlier pairing.
    case earlierPairing = "earlier_pairing"
    /// A pairing began (Pairing Request and Response) and the capture holds none of its key generation, and the
    /// encryption names no stored key (Rand 0, EDIV 0): no key of this pairing can exist.
    case noKeyOfThisPairing = "no_key_of_this_pairing"
    /// The capture holds part of the pairing's key generation only: its keys are not proven.
    case pairingNotComplete = "pairing_not_complete"

    /// The words after "encryption on" / "encryption starts".
    public var phrase: String {
        switch self {
        case .thisPairing: ", with the keys of this pairing"
        case .earlierPairing: ", with keys stored from an earlier pairing"
        case .noKeyOfThisPairing: ", but no key of this pairing can exist (the pairing stopped after its Request and Response)"
        case .pairingNotComplete: ", after a pairing the capture does not show finishing"
        }
    }
}

/// Follows the pairing of one connection and the encryption requests that follow it (bounded: a few numbers).
struct SecurityTracker {
    /// The Pairing Request of the pairing in progress (or the last one) and its frame.
    private var request: SMPPairingParameters?
    private(set) var requestFrame: Int?
    private var response: SMPPairingParameters?
    private var responseFrame: Int?
    /// Who sent the Pairing Request: the initiator (the central on LE, Core Vol 3 Part H §2.3).
    private var initiator: Direction = .unknown
    /// The key generation PDUs seen, per sender: bit 0 from the initiator, bit 1 from the responder.
    private var confirms: UInt8 = 0
    private var randoms: UInt8 = 0
    private var publicKeys: UInt8 = 0
    private var dhKeyChecks: UInt8 = 0
    private(set) var failedFrame: Int?
    /// The Rand and EDIV of the encryption being started (LL_ENC_REQ, LE Enable Encryption, LE Long Term Key
    /// Request).
    private var rand: UInt64?
    private var ediv: UInt16?
    /// BR/EDR: the link key the controller asked for came from the host's store (Link Key Request Reply), or a
    /// pairing in the capture made it (Link Key Notification).
    private var linkKeyOfThisPairing: Bool?

    /// The pairing's association model and kind, once its Response is seen.
    var method: SMPPairingMethod? {
        guard let request, let response else { return nil }
        return SMPPairingMethod(request: request, response: response)
    }

    /// Takes one SMP PDU sent in `direction`.
    mutating func smp(_ pdu: SMPPDU, direction: Direction, frame: Int) {
        let bit: UInt8 = direction == initiator ? 1 : 2
        switch pdu {
        case .pairingRequest(let p):
            let linkKey = linkKeyOfThisPairing
            self = SecurityTracker()
            linkKeyOfThisPairing = linkKey
            request = p
            requestFrame = frame
            initiator = direction
        case .pairingResponse(let p):
            guard request != nil else { return }
            response = p
            responseFrame = frame
        case .pairingConfirm: if request != nil { confirms |= bit }
        case .pairingRandom: if request != nil { randoms |= bit }
        case .pairingPublicKey: if request != nil { publicKeys |= bit }
        case .pairingDHKeyCheck: if request != nil { dhKeyChecks |= bit }
        case .pairingFailed: if request != nil, failedFrame == nil { failedFrame = frame }
        default: break
        }
    }

    /// The pairing made its key: LE Secure Connections' DHKey Checks both ways, or LE legacy pairing's Confirm and
    /// Random values both ways.
    var pairingComplete: Bool {
        guard request != nil, failedFrame == nil else { return false }
        if method?.secureConnections == true || publicKeys != 0 { return dhKeyChecks == 3 }
        return dhKeyChecks == 3 || (confirms == 3 && randoms == 3)
    }

    /// Whether any of the pairing's key generation is in the capture.
    private var keyGenerationSeen: Bool { confirms | randoms | publicKeys | dhKeyChecks != 0 }

    /// An encryption is requested with `rand` and `ediv` (nil when the capture does not say).
    mutating func encryptionRequested(rand: UInt64?, ediv: UInt16?) {
        self.rand = rand
        self.ediv = ediv
    }

    /// BR/EDR: the host gave a link key from its store.
    mutating func linkKeyStored() { linkKeyOfThisPairing = false }

    /// BR/EDR: a pairing in the capture made the link key.
    mutating func linkKeyMade() { linkKeyOfThisPairing = true }

    /// The encryption request was refused (LL_REJECT_IND, a negative reply): the next start needs a new request.
    mutating func encryptionRefused() {
        rand = nil
        ediv = nil
    }

    /// Which keys the encryption starting in `frame` can be using, and what the story must say about it.
    mutating func encryptionStarts(frame: Int, connection: Int, classic: Bool = false) -> (EncryptionKeys, [Diagnostic]) {
        defer { encryptionRefused() }
        if classic { return (linkKeyOfThisPairing == true ? .thisPairing : .earlierPairing, []) }
        var diagnostics: [Diagnostic] = []
        let namesStoredKey = (rand ?? 0) != 0 || (ediv ?? 0) != 0
        let keys: EncryptionKeys
        if let requestFrame, failedFrame == nil {
            if pairingComplete {
                keys = .thisPairing
            } else if !keyGenerationSeen {
                if namesStoredKey || (rand == nil && ediv == nil) {
                    // EDIV and Rand name a key distributed by an earlier LE legacy pairing (§2.4.4.2): the pairing
                    // begun here was left. Unknown EDIV and Rand prove nothing either way.
                    keys = namesStoredKey ? .earlierPairing : .pairingNotComplete
                    diagnostics.append(Diagnostic(
                        frame: frame, .note, .smp, "encryption_pairing_abandoned",
                        "connection \(connection): encryption starts after the Pairing Request (frame \(requestFrame))"
                            + (responseFrame.map { " and Response (frame \($0))" } ?? "") + " with none of the "
                            + "pairing's key generation in the capture"
                            + (namesStoredKey ? "; EDIV and Rand name a key from an earlier pairing" : "")))
                } else {
                    keys = .noKeyOfThisPairing
                    diagnostics.append(Diagnostic(
                        frame: frame, .warning, .smp, "encryption_without_key",
                        "connection \(connection): encryption starts after the Pairing Request (frame \(requestFrame))"
                            + (responseFrame.map { " and Response (frame \($0))" } ?? "") + " alone, with Rand 0 and "
                            + "EDIV 0: the capture holds none of the pairing's key generation (no Pairing Confirm, "
                            + "Random, Public Key or DHKey Check, Core Vol 3 Part H §2.3.5), so no key of this pairing "
                            + "can exist; this is how an unexpected encryption start with a zero or forged key looks"))
                }
            } else {
                keys = .pairingNotComplete
                diagnostics.append(Diagnostic(
                    frame: frame, .note, .smp, "encryption_pairing_not_complete",
                    "connection \(connection): encryption starts after a pairing (frame \(requestFrame)) whose key "
                        + "generation the capture holds only in part (\(missingStep)); its keys are not proven"))
            }
        } else {
            keys = .earlierPairing
        }
        return (keys, diagnostics)
    }

    /// What of the key generation is missing, in words.
    private var missingStep: String {
        func who(_ bits: UInt8) -> String {
            switch bits {
            case 0: "from neither device"
            case 1: "from the responder"
            default: "from the initiator"
            }
        }
        if method?.secureConnections == true || publicKeys != 0 { return "no DHKey Check " + who(dhKeyChecks) }
        if confirms != 3 { return "no Pairing Confirm " + who(confirms) }
        return "no Pairing Random " + who(randoms)
    }
}
