import HRSniffBytes
import HRSniffCapture

/// An HCI status or error code (Core 5.4 Vol 1 Part F §1.3): the status of Command Complete and Command Status,
/// the reason of Disconnection Complete, and the status of most completion events.
///
/// An open set: a code this table does not know is still a value, and prints as a number.
public struct HCIErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let success = HCIErrorCode(rawValue: 0x00)
    public static let unknownHCICommand = HCIErrorCode(rawValue: 0x01)
    public static let unknownConnectionIdentifier = HCIErrorCode(rawValue: 0x02)
    public static let authenticationFailure = HCIErrorCode(rawValue: 0x05)
    public static let pinOrKeyMissing = HCIErrorCode(rawValue: 0x06)
    public static let connectionTimeout = HCIErrorCode(rawValue: 0x08)
    public static let commandDisallowed = HCIErrorCode(rawValue: 0x0C)
    public static let invalidHCICommandParameters = HCIErrorCode(rawValue: 0x12)
    public static let remoteUserTerminatedConnection = HCIErrorCode(rawValue: 0x13)
    public static let remoteDeviceTerminatedLowResources = HCIErrorCode(rawValue: 0x14)
    public static let remoteDeviceTerminatedPowerOff = HCIErrorCode(rawValue: 0x15)
    public static let connectionTerminatedByLocalHost = HCIErrorCode(rawValue: 0x16)
    public static let unsupportedRemoteFeature = HCIErrorCode(rawValue: 0x1A)
    public static let unspecifiedError = HCIErrorCode(rawValue: 0x1F)
    public static let llResponseTimeout = HCIErrorCode(rawValue: 0x22)
    public static let llProcedureCollision = HCIErrorCode(rawValue: 0x23)
    public static let instantPassed = HCIErrorCode(rawValue: 0x28)
    public static let insufficientSecurity = HCIErrorCode(rawValue: 0x2F)
    public static let unacceptableConnectionParameters = HCIErrorCode(rawValue: 0x3B)
    public static let advertisingTimeout = HCIErrorCode(rawValue: 0x3C)
    public static let connectionTerminatedMICFailure = HCIErrorCode(rawValue: 0x3D)
    public static let connectionFailedToBeEstablished = HCIErrorCode(rawValue: 0x3E)
    public static let operationCancelledByHost = HCIErrorCode(rawValue: 0x44)
    public static let packetTooLong = HCIErrorCode(rawValue: 0x45)

    @inlinable public var isSuccess: Bool { rawValue == 0 }

    /// The code's name in the specification's wording, or nil when this table does not know it.
    /// Codes the specification names differently for BR/EDR (LMP) and LE (LL) carry both names.
    public var knownName: String? {
        switch rawValue {
        case 0x00: "Success"
        case 0x01: "Unknown HCI Command"
        case 0x02: "Unknown Connection Identifier"
        case 0x03: "Hardware Failure"
        case 0x04: "Page Timeout"
        case 0x05: "Authentication Failure"
        case 0x06: "PIN or Key Missing"
        case 0x07: "Memory Capacity Exceeded"
        case 0x08: "Connection Timeout"
        case 0x09: "Connection Limit Exceeded"
        case 0x0A: "Synchronous Connection Limit To A Device Exceeded"
        case 0x0B: "Connection Already Exists"
        case 0x0C: "Command Disallowed"
        case 0x0D: "Connection Rejected due to Limited Resources"
        case 0x0E: "Connection Rejected Due To Security Reasons"
        case 0x0F: "Connection Rejected due to Unacceptable BD_ADDR"
        case 0x10: "Connection Accept Timeout Exceeded"
        case 0x11: "Unsupported Feature or Parameter Value"
        case 0x12: "Invalid HCI Command Parameters"
        case 0x13: "Remote User Terminated Connection"
        case 0x14: "Remote Device Terminated Connection due to Low Resources"
        case 0x15: "Remote Device Terminated Connection due to Power Off"
        case 0x16: "Connection Terminated By Local Host"
        case 0x17: "Repeated Attempts"
        case 0x18: "Pairing Not Allowed"
        case 0x19: "Unknown LMP PDU"
        case 0x1A: "Unsupported Remote Feature"
        case 0x1B: "SCO Offset Rejected"
        case 0x1C: "SCO Interval Rejected"
        case 0x1D: "SCO Air Mode Rejected"
        case 0x1E: "Invalid LMP Parameters / Invalid LL Parameters"
        case 0x1F: "Unspecified Error"
        case 0x20: "Unsupported LMP Parameter Value / Unsupported LL Parameter Value"
        case 0x21: "Role Change Not Allowed"
        case 0x22: "LMP Response Timeout / LL Response Timeout"
        case 0x23: "LMP Error Transaction Collision / LL Procedure Collision"
        case 0x24: "LMP PDU Not Allowed"
        case 0x25: "Encryption Mode Not Acceptable"
        case 0x26: "Link Key cannot be Changed"
        case 0x27: "Requested QoS Not Supported"
        case 0x28: "Instant Passed"
        case 0x29: "Pairing With Unit Key Not Supported"
        case 0x2A: "Different Transaction Collision"
        case 0x2C: "QoS Unacceptable Parameter"
        case 0x2D: "QoS Rejected"
        case 0x2E: "Channel Classification Not Supported"
        case 0x2F: "Insufficient Security"
        case 0x30: "Parameter Out Of Mandatory Range"
        case 0x32: "Role Switch Pending"
        case 0x34: "Reserved Slot Violation"
        case 0x35: "Role Switch Failed"
        case 0x36: "Extended Inquiry Response Too Large"
        case 0x37: "Secure Simple Pairing Not Supported By Host"
        case 0x38: "Host Busy - Pairing"
        case 0x39: "Connection Rejected due to No Suitable Channel Found"
        case 0x3A: "Controller Busy"
        case 0x3B: "Unacceptable Connection Parameters"
        case 0x3C: "Advertising Timeout"
        case 0x3D: "Connection Terminated due to MIC Failure"
        case 0x3E: "Connection Failed to be Established / Synchronization Timeout"
        case 0x3F: "MAC Connection Failed"
        case 0x40: "Coarse Clock Adjustment Rejected but Will Try to Adjust Using Clock Dragging"
        case 0x41: "Type0 Submap Not Defined"
        case 0x42: "Unknown Advertising Identifier"
        case 0x43: "Limit Reached"
        case 0x44: "Operation Cancelled by Host"
        case 0x45: "Packet Too Long"
        // Core 6.0; listed because controllers already send them.
        case 0x46: "Too Late"
        case 0x47: "Too Early"
        default: nil
        }
    }

    /// "Remote User Terminated Connection"; "Unknown (0x60)".
    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}
