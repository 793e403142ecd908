import HRSniffBytes
import HRSniffHCI

/// How two devices pair, from their Pairing Request and Pairing Response (Core Vol 3 Part H §2.3.5.1 and
/// tables 2.6–2.8): LE Secure Connections when both set the SC flag, else LE legacy pairing; Out of Band, Just
/// Works, Passkey Entry or Numeric Comparison from the OOB flags, MITM flags and IO capabilities; bonding when
/// both ask for it.
public struct SMPPairingMethod: Sendable, Equatable, CustomStringConvertible {
    public enum Model: String, Sendable {
        case justWorks = "Just Works"
        case passkeyEntry = "Passkey Entry"
        case numericComparison = "Numeric Comparison"
        case outOfBand = "Out of Band"
    }

    public var secureConnections: Bool
    public var model: Model
    public var bonding: Bool

    public init(request: SMPPairingParameters, response: SMPPairingParameters) {
        secureConnections = request.authRequirements.secureConnections && response.authRequirements.secureConnections
        bonding = request.authRequirements.bonding && response.authRequirements.bonding
        let oob = secureConnections
            ? request.oobDataFlag == 1 || response.oobDataFlag == 1
            : request.oobDataFlag == 1 && response.oobDataFlag == 1
        if oob {
            model = .outOfBand
        } else if !request.authRequirements.mitm && !response.authRequirements.mitm {
            model = .justWorks
        } else {
            model = Self.ioModel(initiator: request.ioCapability.rawValue, responder: response.ioCapability.rawValue,
                                 secureConnections: secureConnections)
        }
    }

    /// Table 2.8: 0 DisplayOnly, 1 DisplayYesNo, 2 KeyboardOnly, 3 NoInputNoOutput, 4 KeyboardDisplay.
    package static func ioModel(initiator: UInt8, responder: UInt8, secureConnections: Bool) -> Model {
        let comparison: Model = secureConnections ? .numericComparison : .justWorks
        let comparisonOrPasskey: Model = secureConnections ? .numericComparison : .passkeyEntry
        if initiator == 3 || responder == 3 || initiator > 4 || responder > 4 { return .justWorks }
        switch (initiator, responder) {
        case (0, 0), (0, 1), (1, 0): return .justWorks
        case (1, 1): return comparison
        case (1, 4), (4, 1), (4, 4): return comparisonOrPasskey
        default: return .passkeyEntry
        }
    }

    public var description: String {
        (secureConnections ? "LE Secure Connections" : "LE legacy pairing") + ", \(model.rawValue)"
            + (bonding ? ", bonding" : ", no bonding")
    }
}
