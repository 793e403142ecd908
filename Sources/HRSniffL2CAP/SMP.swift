import HRSniffBytes
import HRSniffHCI

// The Security Manager Protocol on L2CAP CID 0x0006 (LE) and 0x0007 (BR/EDR) (Core 5.4 Vol 3 Part H §3).
// Every PDU is `code (1) | data`, with a fixed data length per code. Key material is kept as a view of the frame
// and never printed in full: summaries give its length only.

/// An SMP command code (§3.3).
public struct SMPCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(integerLiteral value: UInt8) { self.init(rawValue: value) }

    public static let pairingRequest: SMPCode = 0x01
    public static let pairingResponse: SMPCode = 0x02
    public static let pairingConfirm: SMPCode = 0x03
    public static let pairingRandom: SMPCode = 0x04
    public static let pairingFailed: SMPCode = 0x05
    public static let encryptionInformation: SMPCode = 0x06
    public static let centralIdentification: SMPCode = 0x07
    public static let identityInformation: SMPCode = 0x08
    public static let identityAddressInformation: SMPCode = 0x09
    public static let signingInformation: SMPCode = 0x0A
    public static let securityRequest: SMPCode = 0x0B
    public static let pairingPublicKey: SMPCode = 0x0C
    public static let pairingDHKeyCheck: SMPCode = 0x0D
    public static let pairingKeypressNotification: SMPCode = 0x0E

    public var knownName: String? {
        switch rawValue {
        case 0x01: "Pairing Request"
        case 0x02: "Pairing Response"
        case 0x03: "Pairing Confirm"
        case 0x04: "Pairing Random"
        case 0x05: "Pairing Failed"
        case 0x06: "Encryption Information"
        case 0x07: "Central Identification"
        case 0x08: "Identity Information"
        case 0x09: "Identity Address Information"
        case 0x0A: "Signing Information"
        case 0x0B: "Security Request"
        case 0x0C: "Pairing Public Key"
        case 0x0D: "Pairing DHKey Check"
        case 0x0E: "Pairing Keypress Notification"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }

    /// The number of data octets after the code, for the codes this table knows.
    public var dataLength: Int? {
        switch rawValue {
        case 0x01, 0x02: 6
        case 0x03, 0x04, 0x06, 0x08, 0x0A, 0x0D: 16
        case 0x05, 0x0B, 0x0E: 1
        case 0x07: 10
        case 0x09: 7
        case 0x0C: 64
        default: nil
        }
    }
}

/// The reason of a Pairing Failed (§3.5.5).
public struct SMPPairingFailedReason: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral
{
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(integerLiteral value: UInt8) { self.init(rawValue: value) }

    public static let passkeyEntryFailed: SMPPairingFailedReason = 0x01
    public static let pairingNotSupported: SMPPairingFailedReason = 0x05
    public static let unspecifiedReason: SMPPairingFailedReason = 0x08
    public static let repeatedAttempts: SMPPairingFailedReason = 0x09
    public static let keyRejected: SMPPairingFailedReason = 0x0F

    public var knownName: String? {
        switch rawValue {
        case 0x01: "Passkey Entry Failed"
        case 0x02: "OOB Not Available"
        case 0x03: "Authentication Requirements"
        case 0x04: "Confirm Value Failed"
        case 0x05: "Pairing Not Supported"
        case 0x06: "Encryption Key Size"
        case 0x07: "Command Not Supported"
        case 0x08: "Unspecified Reason"
        case 0x09: "Repeated Attempts"
        case 0x0A: "Invalid Parameters"
        case 0x0B: "DHKey Check Failed"
        case 0x0C: "Numeric Comparison Failed"
        case 0x0D: "BR/EDR pairing in progress"
        case 0x0E: "Cross-transport Key Derivation/Generation not allowed"
        case 0x0F: "Key Rejected"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The IO Capability of a Pairing Request or Response (§3.5.1, Table 3.4).
public struct SMPIOCapability: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral
{
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    @inlinable public init(integerLiteral value: UInt8) { self.init(rawValue: value) }

    public static let displayOnly: SMPIOCapability = 0x00
    public static let displayYesNo: SMPIOCapability = 0x01
    public static let keyboardOnly: SMPIOCapability = 0x02
    public static let noInputNoOutput: SMPIOCapability = 0x03
    public static let keyboardDisplay: SMPIOCapability = 0x04

    public var knownName: String? {
        switch rawValue {
        case 0x00: "DisplayOnly"
        case 0x01: "DisplayYesNo"
        case 0x02: "KeyboardOnly"
        case 0x03: "NoInputNoOutput"
        case 0x04: "KeyboardDisplay"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The AuthReq field (§3.5.1, Figure 3.3): bonding flags in bits 0–1, MITM, SC, Keypress, CT2 in bits 2–5.
public struct SMPAuthRequirements: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bits 0–1: 0b00 No Bonding, 0b01 Bonding; the other two values are reserved.
    @inlinable public var bondingFlags: UInt8 { rawValue & 0x03 }
    @inlinable public var bonding: Bool { bondingFlags == 0x01 }
    @inlinable public var mitm: Bool { rawValue & 0x04 != 0 }
    @inlinable public var secureConnections: Bool { rawValue & 0x08 != 0 }
    @inlinable public var keypress: Bool { rawValue & 0x10 != 0 }
    @inlinable public var ct2: Bool { rawValue & 0x20 != 0 }
    /// Bits 6–7, reserved for future use.
    @inlinable public var reservedBits: UInt8 { rawValue & 0xC0 }

    /// "0x2D (Bonding, MITM, SC, CT2)".
    public var description: String {
        var parts: [String] = []
        switch bondingFlags {
        case 0x00: parts.append("No Bonding")
        case 0x01: parts.append("Bonding")
        default: parts.append("Bonding Flags " + ProtocolNumberText.hex(bondingFlags))
        }
        if mitm { parts.append("MITM") }
        if secureConnections { parts.append("SC") }
        if keypress { parts.append("Keypress") }
        if ct2 { parts.append("CT2") }
        if reservedBits != 0 { parts.append("RFU " + ProtocolNumberText.hex(reservedBits)) }
        return ProtocolNumberText.hex(rawValue) + " (" + parts.joined(separator: ", ") + ")"
    }
}

/// The Initiator / Responder Key Distribution field (§3.6.1, Figure 3.11).
public struct SMPKeyDistribution: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// LTK, EDIV and Rand (legacy pairing) or nothing (LE Secure Connections).
    @inlinable public var encryptionKey: Bool { rawValue & 0x01 != 0 }
    /// IRK and identity address.
    @inlinable public var identityKey: Bool { rawValue & 0x02 != 0 }
    /// CSRK.
    @inlinable public var signingKey: Bool { rawValue & 0x04 != 0 }
    /// Derive the BR/EDR link key from the LE LTK.
    @inlinable public var linkKey: Bool { rawValue & 0x08 != 0 }
    /// Bits 4–7, reserved for future use.
    @inlinable public var reservedBits: UInt8 { rawValue & 0xF0 }

    /// "0x0B (EncKey, IdKey, LinkKey)"; "0x00 (none)".
    public var description: String {
        var parts: [String] = []
        if encryptionKey { parts.append("EncKey") }
        if identityKey { parts.append("IdKey") }
        if signingKey { parts.append("SignKey") }
        if linkKey { parts.append("LinkKey") }
        if reservedBits != 0 { parts.append("RFU " + ProtocolNumberText.hex(reservedBits)) }
        return ProtocolNumberText.hex(rawValue) + " (" + (parts.isEmpty ? "none" : parts.joined(separator: ", ")) + ")"
    }
}

/// The parameters of a Pairing Request or Pairing Response (§3.5.1, §3.5.2).
public struct SMPPairingParameters: Hashable, Sendable {
    public var ioCapability: SMPIOCapability
    /// 0x00 not present, 0x01 present; other values are reserved.
    public var oobDataFlag: UInt8
    public var authRequirements: SMPAuthRequirements
    /// 7...16 octets.
    public var maximumEncryptionKeySize: UInt8
    public var initiatorKeyDistribution: SMPKeyDistribution
    public var responderKeyDistribution: SMPKeyDistribution

    public init(ioCapability: SMPIOCapability, oobDataFlag: UInt8, authRequirements: SMPAuthRequirements,
                maximumEncryptionKeySize: UInt8, initiatorKeyDistribution: SMPKeyDistribution,
                responderKeyDistribution: SMPKeyDistribution) {
        self.ioCapability = ioCapability
        self.oobDataFlag = oobDataFlag
        self.authRequirements = authRequirements
        self.maximumEncryptionKeySize = maximumEncryptionKeySize
        self.initiatorKeyDistribution = initiatorKeyDistribution
        self.responderKeyDistribution = responderKeyDistribution
    }

    @inlinable public var oobDataPresent: Bool { oobDataFlag == 0x01 }
}

/// The Notification Type of a Pairing Keypress Notification (§3.5.8).
public struct SMPKeypressNotificationType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public var knownName: String? {
        switch rawValue {
        case 0x00: "Passkey entry started"
        case 0x01: "Passkey digit entered"
        case 0x02: "Passkey digit erased"
        case 0x03: "Passkey cleared"
        case 0x04: "Passkey entry completed"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// A decoded SMP PDU. The `Bytes` values are views of the frame.
public enum SMPPDU: Equatable, Sendable {
    case pairingRequest(SMPPairingParameters)
    case pairingResponse(SMPPairingParameters)
    case pairingConfirm(value: Bytes)
    case pairingRandom(value: Bytes)
    case pairingFailed(reason: SMPPairingFailedReason)
    case encryptionInformation(longTermKey: Bytes)
    case centralIdentification(ediv: UInt16, rand: UInt64)
    case identityInformation(identityResolvingKey: Bytes)
    /// `addressType`: 0x00 public, 0x01 static random.
    case identityAddressInformation(addressType: UInt8, address: BluetoothAddress)
    case signingInformation(signatureKey: Bytes)
    case securityRequest(SMPAuthRequirements)
    case pairingPublicKey(x: Bytes, y: Bytes)
    case pairingDHKeyCheck(value: Bytes)
    case pairingKeypressNotification(SMPKeypressNotificationType)
    /// A code this decoder does not know: its data, undecoded.
    case other(code: SMPCode, data: Bytes)

    /// Decodes one SMP PDU (the whole L2CAP payload, code first).
    public static func parse(_ pdu: Bytes) throws(SMPError) -> SMPPDU {
        guard let codeByte = pdu[checked: 0] else { throw SMPError(.empty) }
        let code = SMPCode(rawValue: codeByte)
        let d = pdu.suffix(from: 1)
        guard let expected = code.dataLength else { return .other(code: code, data: d) }
        guard d.count == expected else {
            throw SMPError(.lengthMismatch(expected: expected, actual: d.count), code: code)
        }
        // Every read below is inside the `expected` octets proved present above.
        func u8(_ i: Int) -> UInt8 { d[checked: i] ?? 0 }
        switch code {
        case .pairingRequest, .pairingResponse:
            let p = SMPPairingParameters(
                ioCapability: SMPIOCapability(rawValue: u8(0)), oobDataFlag: u8(1),
                authRequirements: SMPAuthRequirements(rawValue: u8(2)), maximumEncryptionKeySize: u8(3),
                initiatorKeyDistribution: SMPKeyDistribution(rawValue: u8(4)),
                responderKeyDistribution: SMPKeyDistribution(rawValue: u8(5)))
            return code == .pairingRequest ? .pairingRequest(p) : .pairingResponse(p)
        case .pairingConfirm: return .pairingConfirm(value: d)
        case .pairingRandom: return .pairingRandom(value: d)
        case .pairingFailed: return .pairingFailed(reason: SMPPairingFailedReason(rawValue: u8(0)))
        case .encryptionInformation: return .encryptionInformation(longTermKey: d)
        case .centralIdentification:
            return .centralIdentification(ediv: d.u16le(at: 0) ?? 0, rand: d.uintLE(at: 2, width: 8) ?? 0)
        case .identityInformation: return .identityInformation(identityResolvingKey: d)
        case .identityAddressInformation:
            return .identityAddressInformation(
                addressType: u8(0), address: d.address(at: 1) ?? BluetoothAddress(rawValue: 0))
        case .signingInformation: return .signingInformation(signatureKey: d)
        case .securityRequest: return .securityRequest(SMPAuthRequirements(rawValue: u8(0)))
        case .pairingPublicKey: return .pairingPublicKey(x: d.prefix(32), y: d.suffix(from: 32))
        case .pairingDHKeyCheck: return .pairingDHKeyCheck(value: d)
        case .pairingKeypressNotification:
            return .pairingKeypressNotification(SMPKeypressNotificationType(rawValue: u8(0)))
        default: return .other(code: code, data: d)
        }
    }

    public var code: SMPCode {
        switch self {
        case .pairingRequest: .pairingRequest
        case .pairingResponse: .pairingResponse
        case .pairingConfirm: .pairingConfirm
        case .pairingRandom: .pairingRandom
        case .pairingFailed: .pairingFailed
        case .encryptionInformation: .encryptionInformation
        case .centralIdentification: .centralIdentification
        case .identityInformation: .identityInformation
        case .identityAddressInformation: .identityAddressInformation
        case .signingInformation: .signingInformation
        case .securityRequest: .securityRequest
        case .pairingPublicKey: .pairingPublicKey
        case .pairingDHKeyCheck: .pairingDHKeyCheck
        case .pairingKeypressNotification: .pairingKeypressNotification
        case .other(let code, _): code
        }
    }

    /// The address of an Identity Address Information with its type (§3.6.4: 0x00 public device address, 0x01
    /// static random device address): "public E2:E0:6B:31:00:54"; empty for other PDUs.
    public var identityAddress: String {
        guard case .identityAddressInformation(let type, let address) = self else { return "" }
        let kind = switch type {
        case 0x00: "public"
        case 0x01: "static random"
        default: "type " + ProtocolNumberText.hex(type)
        }
        return kind + " " + address.description
    }

    /// One line, name first; key material appears as its length only.
    /// "Pairing Request: IO NoInputNoOutput, OOB not present, AuthReq 0x2D (Bonding, MITM, SC, CT2), max key size
    /// 16, initiator keys 0x0B (EncKey, IdKey, LinkKey), responder keys 0x0B (EncKey, IdKey, LinkKey)".
    public var summary: String {
        let name = code.name
        switch self {
        case .pairingRequest(let p), .pairingResponse(let p):
            let oob = switch p.oobDataFlag {
            case 0x00: "not present"
            case 0x01: "present"
            default: ProtocolNumberText.hex(p.oobDataFlag)
            }
            return name + ": IO " + p.ioCapability.name + ", OOB " + oob + ", AuthReq " + p.authRequirements.description
                + ", max key size \(p.maximumEncryptionKeySize), initiator keys "
                + p.initiatorKeyDistribution.description + ", responder keys " + p.responderKeyDistribution.description
        case .pairingFailed(let reason):
            return name + ": " + reason.name
        case .securityRequest(let auth):
            return name + ": AuthReq " + auth.description
        case .pairingKeypressNotification(let type):
            return name + ": " + type.name
        case .identityAddressInformation:
            return name + ": " + identityAddress
        case .pairingConfirm(let v), .pairingRandom(let v), .pairingDHKeyCheck(let v):
            return name + " (\(v.count)-octet value)"
        case .encryptionInformation(let k), .identityInformation(let k), .signingInformation(let k):
            return name + " (\(k.count)-octet key)"
        case .centralIdentification:
            return name + " (EDIV and Rand, 10 octets)"
        case .pairingPublicKey(let x, let y):
            return name + " (\(x.count + y.count)-octet key)"
        case .other(_, let data):
            return name + " (\(data.count) octets)"
        }
    }
}

/// Why an SMP PDU could not be decoded.
public struct SMPError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The L2CAP payload holds no octet at all.
        case empty
        /// The data after the code is not the length the code requires.
        case lengthMismatch(expected: Int, actual: Int)
    }

    public var kind: Kind
    public var code: SMPCode?

    public init(_ kind: Kind, code: SMPCode? = nil) {
        self.kind = kind
        self.code = code
    }

    /// A stable machine-readable name for diagnostics.
    public var diagnosticCode: String {
        switch kind {
        case .empty: "smp_empty"
        case .lengthMismatch: "smp_length_mismatch"
        }
    }

    public var description: String {
        switch kind {
        case .empty:
            return "empty SMP PDU"
        case .lengthMismatch(let expected, let actual):
            return (code?.name ?? "SMP PDU") + " has \(actual) data octets, expected \(expected)"
        }
    }
}

/// Entry points for renderers.
public enum SMP {
    /// Decodes one SMP PDU; see `SMPPDU.parse`.
    public static func parse(_ pdu: Bytes) throws(SMPError) -> SMPPDU { try SMPPDU.parse(pdu) }

    /// One line for any SMP payload, malformed ones included: "Pairing Failed: Confirm Value Failed",
    /// "Pairing Random (malformed: Pairing Random has 15 data octets, expected 16)".
    public static func summary(_ pdu: Bytes) -> String {
        do {
            return try SMPPDU.parse(pdu).summary
        } catch {
            guard let code = error.code else { return error.description }
            return code.name + " (malformed: " + error.description + ")"
        }
    }
}
