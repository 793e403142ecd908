import HRSniffBytes
import HRSniffHCI

// Protocol numbers of the L2CAP signalling channels (Core 5.4 Vol 3 Part A §2.1, §4) and the Assigned Numbers.
// All are open sets: a value these tables do not know is still a value, and prints as a number.

/// The code of an L2CAP signalling command (Core 5.4 Vol 3 Part A §4, Table 4.2).
public struct L2CAPSignalCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let commandReject = L2CAPSignalCode(rawValue: 0x01)
    public static let connectionRequest = L2CAPSignalCode(rawValue: 0x02)
    public static let connectionResponse = L2CAPSignalCode(rawValue: 0x03)
    public static let configurationRequest = L2CAPSignalCode(rawValue: 0x04)
    public static let configurationResponse = L2CAPSignalCode(rawValue: 0x05)
    public static let disconnectionRequest = L2CAPSignalCode(rawValue: 0x06)
    public static let disconnectionResponse = L2CAPSignalCode(rawValue: 0x07)
    public static let echoRequest = L2CAPSignalCode(rawValue: 0x08)
    public static let echoResponse = L2CAPSignalCode(rawValue: 0x09)
    public static let informationRequest = L2CAPSignalCode(rawValue: 0x0A)
    public static let informationResponse = L2CAPSignalCode(rawValue: 0x0B)
    public static let createChannelRequest = L2CAPSignalCode(rawValue: 0x0C)
    public static let createChannelResponse = L2CAPSignalCode(rawValue: 0x0D)
    public static let moveChannelRequest = L2CAPSignalCode(rawValue: 0x0E)
    public static let moveChannelResponse = L2CAPSignalCode(rawValue: 0x0F)
    public static let moveChannelConfirmationRequest = L2CAPSignalCode(rawValue: 0x10)
    public static let moveChannelConfirmationResponse = L2CAPSignalCode(rawValue: 0x11)
    public static let connectionParameterUpdateRequest = L2CAPSignalCode(rawValue: 0x12)
    public static let connectionParameterUpdateResponse = L2CAPSignalCode(rawValue: 0x13)
    public static let leCreditBasedConnectionRequest = L2CAPSignalCode(rawValue: 0x14)
    public static let leCreditBasedConnectionResponse = L2CAPSignalCode(rawValue: 0x15)
    public static let flowControlCreditIndication = L2CAPSignalCode(rawValue: 0x16)
    public static let creditBasedConnectionRequest = L2CAPSignalCode(rawValue: 0x17)
    public static let creditBasedConnectionResponse = L2CAPSignalCode(rawValue: 0x18)
    public static let creditBasedReconfigureRequest = L2CAPSignalCode(rawValue: 0x19)
    public static let creditBasedReconfigureResponse = L2CAPSignalCode(rawValue: 0x1A)

    public var knownName: String? {
        switch rawValue {
        case 0x01: "Command Reject"
        case 0x02: "Connection Request"
        case 0x03: "Connection Response"
        case 0x04: "Configuration Request"
        case 0x05: "Configuration Response"
        case 0x06: "Disconnection Request"
        case 0x07: "Disconnection Response"
        case 0x08: "Echo Request"
        case 0x09: "Echo Response"
        case 0x0A: "Information Request"
        case 0x0B: "Information Response"
        case 0x0C: "Create Channel Request"
        case 0x0D: "Create Channel Response"
        case 0x0E: "Move Channel Request"
        case 0x0F: "Move Channel Response"
        case 0x10: "Move Channel Confirmation Request"
        case 0x11: "Move Channel Confirmation Response"
        case 0x12: "Connection Parameter Update Request"
        case 0x13: "Connection Parameter Update Response"
        case 0x14: "LE Credit Based Connection Request"
        case 0x15: "LE Credit Based Connection Response"
        case 0x16: "Flow Control Credit Indication"
        case 0x17: "Credit Based Connection Request"
        case 0x18: "Credit Based Connection Response"
        case 0x19: "Credit Based Reconfigure Request"
        case 0x1A: "Credit Based Reconfigure Response"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }

    /// Whether the command may be sent on the LE signalling channel (CID 0x0005) (Table 4.2, "Logical Link").
    public var isAllowedOnLE: Bool {
        switch rawValue {
        case 0x01, 0x06, 0x07, 0x12 ... 0x1A: true
        default: false
        }
    }

    /// Whether the command may be sent on the BR/EDR signalling channel (CID 0x0001).
    public var isAllowedOnBREDR: Bool {
        switch rawValue {
        case 0x01 ... 0x11, 0x16 ... 0x1A: true
        default: false
        }
    }
}

/// An L2CAP channel identifier (Core 5.4 Vol 3 Part A §2.1). Fixed channels have names; dynamically allocated
/// ones (0x0040 and above) print as "Dynamic (0xNNNN)".
public struct L2CAPChannelID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    // The fixed channels of the CID name spaces of ACL-U and LE-U (Core Vol 3 Part A §2.1), computed so that a
    // dispatch on them compiles to a comparison with the number.

    /// The null identifier; never used as a destination.
    @inlinable public static var null: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0000) }
    @inlinable public static var signaling: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0001) }
    @inlinable public static var connectionless: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0002) }
    @inlinable public static var att: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0004) }
    @inlinable public static var leSignaling: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0005) }
    @inlinable public static var smp: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0006) }
    @inlinable public static var brEdrSMP: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0007) }
    /// The AMP Manager and AMP Test Manager channels of ACL-U (deprecated, but still fixed channels).
    @inlinable public static var ampManager: L2CAPChannelID { L2CAPChannelID(rawValue: 0x0003) }
    @inlinable public static var ampTestManager: L2CAPChannelID { L2CAPChannelID(rawValue: 0x003F) }

    /// First dynamically allocated identifier (BR/EDR: 0x0040–0xFFFF; LE: 0x0040–0x007F).
    public static let firstDynamic: UInt16 = 0x0040

    @inlinable public var isDynamic: Bool { rawValue >= Self.firstDynamic }

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Null"
        case 0x0001: "L2CAP Signaling"
        case 0x0002: "Connectionless"
        case 0x0003: "AMP Manager"
        case 0x0004: "ATT"
        case 0x0005: "LE L2CAP Signaling"
        case 0x0006: "SMP"
        case 0x0007: "BR/EDR SMP"
        default: nil
        }
    }

    /// "ATT"; "Dynamic (0x0041)"; "Unknown (0x0008)".
    public var name: String {
        if let known = knownName { return known }
        if isDynamic { return "Dynamic (" + ProtocolNumberText.hex(rawValue) + ")" }
        return ProtocolNumberText.unknown(rawValue)
    }

    public var description: String { name }
}

/// A Protocol/Service Multiplexer (BR/EDR) or an LE Protocol/Service Multiplexer (SPSM), from the Assigned
/// Numbers. Values from 0x0080 (LE dynamic range 0x0080–0x00FF, BR/EDR dynamic from 0x1001) that have no name
/// print as "Dynamic (0xNNNN)".
public struct L2CAPPSM: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    // The PSMs and fixed LE SPSMs the Assigned Numbers give (section "Protocol and Service Multiplexer (PSM)"),
    // computed for the same reason as the fixed CIDs.
    @inlinable public static var sdp: L2CAPPSM { L2CAPPSM(rawValue: 0x0001) }
    @inlinable public static var rfcomm: L2CAPPSM { L2CAPPSM(rawValue: 0x0003) }
    @inlinable public static var tcsBin: L2CAPPSM { L2CAPPSM(rawValue: 0x0005) }
    @inlinable public static var tcsBinCordless: L2CAPPSM { L2CAPPSM(rawValue: 0x0007) }
    @inlinable public static var bnep: L2CAPPSM { L2CAPPSM(rawValue: 0x000F) }
    @inlinable public static var hidControl: L2CAPPSM { L2CAPPSM(rawValue: 0x0011) }
    @inlinable public static var hidInterrupt: L2CAPPSM { L2CAPPSM(rawValue: 0x0013) }
    @inlinable public static var upnp: L2CAPPSM { L2CAPPSM(rawValue: 0x0015) }
    @inlinable public static var avctp: L2CAPPSM { L2CAPPSM(rawValue: 0x0017) }
    @inlinable public static var avdtp: L2CAPPSM { L2CAPPSM(rawValue: 0x0019) }
    @inlinable public static var avctpBrowsing: L2CAPPSM { L2CAPPSM(rawValue: 0x001B) }
    @inlinable public static var udiCPlane: L2CAPPSM { L2CAPPSM(rawValue: 0x001D) }
    @inlinable public static var att: L2CAPPSM { L2CAPPSM(rawValue: 0x001F) }
    @inlinable public static var threeDSP: L2CAPPSM { L2CAPPSM(rawValue: 0x0021) }
    @inlinable public static var ipsp: L2CAPPSM { L2CAPPSM(rawValue: 0x0023) }
    @inlinable public static var ots: L2CAPPSM { L2CAPPSM(rawValue: 0x0025) }
    @inlinable public static var eatt: L2CAPPSM { L2CAPPSM(rawValue: 0x0027) }

    public var knownName: String? {
        switch rawValue {
        case 0x0001: "SDP"
        case 0x0003: "RFCOMM"
        case 0x0005: "TCS-BIN"
        case 0x0007: "TCS-BIN-CORDLESS"
        case 0x000F: "BNEP"
        case 0x0011: "HID Control"
        case 0x0013: "HID Interrupt"
        case 0x0015: "UPnP"
        case 0x0017: "AVCTP"
        case 0x0019: "AVDTP"
        case 0x001B: "AVCTP Browsing"
        case 0x001D: "UDI_C-Plane"
        case 0x001F: "ATT"
        case 0x0021: "3DSP"
        case 0x0023: "LE PSM IPSP"
        case 0x0025: "OTS"
        case 0x0027: "EATT"
        default: nil
        }
    }

    /// "EATT"; "Dynamic (0x0080)"; "Unknown (0x0009)".
    public var name: String {
        if let known = knownName { return known }
        if rawValue >= 0x0080 { return "Dynamic (" + ProtocolNumberText.hex(rawValue) + ")" }
        return ProtocolNumberText.unknown(rawValue)
    }

    public var description: String { name }
}

/// The reason of a Command Reject (§4.1).
public struct L2CAPCommandRejectReason: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let commandNotUnderstood = L2CAPCommandRejectReason(rawValue: 0x0000)
    /// Data: the actual signalling MTU (2 octets).
    public static let signalingMTUExceeded = L2CAPCommandRejectReason(rawValue: 0x0001)
    /// Data: the local and the remote endpoint CIDs of the request (2 + 2 octets).
    public static let invalidCIDInRequest = L2CAPCommandRejectReason(rawValue: 0x0002)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Command not understood"
        case 0x0001: "Signaling MTU exceeded"
        case 0x0002: "Invalid CID in request"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The result of a BR/EDR Connection Response (§4.3).
public struct L2CAPConnectionResult: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let successful = L2CAPConnectionResult(rawValue: 0x0000)
    public static let pending = L2CAPConnectionResult(rawValue: 0x0001)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Connection successful"
        case 0x0001: "Connection pending"
        case 0x0002: "Connection refused - PSM not supported"
        case 0x0003: "Connection refused - security block"
        case 0x0004: "Connection refused - no resources available"
        case 0x0006: "Connection refused - invalid Source CID"
        case 0x0007: "Connection refused - Source CID already allocated"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The status of a BR/EDR Connection Response, meaningful when the result is "pending" (§4.3).
public struct L2CAPConnectionStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "No further information available"
        case 0x0001: "Authentication pending"
        case 0x0002: "Authorization pending"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The result of a Configuration Response (§4.5).
public struct L2CAPConfigurationResult: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let success = L2CAPConfigurationResult(rawValue: 0x0000)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Success"
        case 0x0001: "Failure - unacceptable parameters"
        case 0x0002: "Failure - rejected"
        case 0x0003: "Failure - unknown options"
        case 0x0004: "Pending"
        case 0x0005: "Failure - flow spec rejected"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The InfoType of an Information Request or Response (§4.10).
public struct L2CAPInformationType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let connectionlessMTU = L2CAPInformationType(rawValue: 0x0001)
    public static let extendedFeaturesSupported = L2CAPInformationType(rawValue: 0x0002)
    public static let fixedChannelsSupported = L2CAPInformationType(rawValue: 0x0003)

    public var knownName: String? {
        switch rawValue {
        case 0x0001: "Connectionless MTU"
        case 0x0002: "Extended features supported"
        case 0x0003: "Fixed channels supported"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The result of an Information Response (§4.11).
public struct L2CAPInformationResult: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let success = L2CAPInformationResult(rawValue: 0x0000)
    public static let notSupported = L2CAPInformationResult(rawValue: 0x0001)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Success"
        case 0x0001: "Not supported"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The result of a Connection Parameter Update Response (§4.21).
public struct L2CAPConnectionParameterUpdateResult: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let accepted = L2CAPConnectionParameterUpdateResult(rawValue: 0x0000)
    public static let rejected = L2CAPConnectionParameterUpdateResult(rawValue: 0x0001)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Connection Parameters accepted"
        case 0x0001: "Connection Parameters rejected"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The result of an LE Credit Based Connection Response (§4.23).
public struct L2CAPLECreditBasedConnectionResult: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let successful = L2CAPLECreditBasedConnectionResult(rawValue: 0x0000)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Connection successful"
        case 0x0002: "Connection refused - SPSM not supported"
        case 0x0004: "Connection refused - no resources available"
        case 0x0005: "Connection refused - insufficient authentication"
        case 0x0006: "Connection refused - insufficient authorization"
        case 0x0007: "Connection refused - encryption key size too short"
        case 0x0008: "Connection refused - insufficient encryption"
        case 0x0009: "Connection refused - invalid Source CID"
        case 0x000A: "Connection refused - Source CID already allocated"
        case 0x000B: "Connection refused - unacceptable parameters"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The result of a Credit Based (enhanced) Connection Response (§4.26).
public struct L2CAPCreditBasedConnectionResult: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let allSuccessful = L2CAPCreditBasedConnectionResult(rawValue: 0x0000)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "All connections successful"
        case 0x0002: "All connections refused - SPSM not supported"
        case 0x0004: "Some connections refused - insufficient resources available"
        case 0x0005: "All connections refused - insufficient authentication"
        case 0x0006: "All connections refused - insufficient authorization"
        case 0x0007: "All connections refused - encryption key size too short"
        case 0x0008: "All connections refused - insufficient encryption"
        case 0x0009: "Some connections refused - invalid Source CID"
        case 0x000A: "Some connections refused - Source CID already allocated"
        case 0x000B: "All connections refused - unacceptable parameters"
        case 0x000C: "All connections refused - invalid parameters"
        case 0x000D: "All connections pending - no further information available"
        case 0x000E: "All connections pending - authentication pending"
        case 0x000F: "All connections pending - authorization pending"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The result of a Credit Based Reconfigure Response (§4.28).
public struct L2CAPCreditBasedReconfigureResult: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let successful = L2CAPCreditBasedReconfigureResult(rawValue: 0x0000)

    public var knownName: String? {
        switch rawValue {
        case 0x0000: "Reconfiguration successful"
        case 0x0001: "Reconfiguration failed - reduction in size of MTU not allowed"
        case 0x0002: "Reconfiguration failed - reduction in size of MPS not allowed for more than one channel at a time"
        case 0x0003: "Reconfiguration failed - one or more Destination CIDs invalid"
        case 0x0004: "Reconfiguration failed - other unacceptable parameters"
        default: nil
        }
    }

    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}
