import HRSniffBytes
import HRSniffCapture

/// An HCI event code (Core 5.4 Vol 4 Part E §7.7), the first byte of every event packet.
///
/// An open set: an event code this table does not know is still a value, and prints as a number.
public struct HCIEventCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let inquiryComplete = HCIEventCode(rawValue: 0x01)
    public static let connectionComplete = HCIEventCode(rawValue: 0x03)
    public static let connectionRequest = HCIEventCode(rawValue: 0x04)
    public static let disconnectionComplete = HCIEventCode(rawValue: 0x05)
    public static let authenticationComplete = HCIEventCode(rawValue: 0x06)
    public static let encryptionChangeV1 = HCIEventCode(rawValue: 0x08)
    public static let readRemoteVersionInformationComplete = HCIEventCode(rawValue: 0x0C)
    public static let commandComplete = HCIEventCode(rawValue: 0x0E)
    public static let commandStatus = HCIEventCode(rawValue: 0x0F)
    public static let hardwareError = HCIEventCode(rawValue: 0x10)
    public static let roleChange = HCIEventCode(rawValue: 0x12)
    public static let numberOfCompletedPackets = HCIEventCode(rawValue: 0x13)
    /// §7.7.24 Link Key Notification.
    public static let linkKeyNotification = HCIEventCode(rawValue: 0x18)
    public static let dataBufferOverflow = HCIEventCode(rawValue: 0x1A)
    public static let encryptionKeyRefreshComplete = HCIEventCode(rawValue: 0x30)
    public static let leMeta = HCIEventCode(rawValue: 0x3E)
    public static let numberOfCompletedDataBlocks = HCIEventCode(rawValue: 0x48)
    public static let authenticatedPayloadTimeoutExpired = HCIEventCode(rawValue: 0x57)
    public static let encryptionChangeV2 = HCIEventCode(rawValue: 0x59)
    public static let vendor = HCIEventCode(rawValue: 0xFF)

    /// The event's name in the specification's wording, or nil when this table does not know it.
    public var knownName: String? {
        switch rawValue {
        case 0x01: "Inquiry Complete"
        case 0x02: "Inquiry Result"
        case 0x03: "Connection Complete"
        case 0x04: "Connection Request"
        case 0x05: "Disconnection Complete"
        case 0x06: "Authentication Complete"
        case 0x07: "Remote Name Request Complete"
        case 0x08: "Encryption Change [v1]"
        case 0x09: "Change Connection Link Key Complete"
        case 0x0A: "Link Key Type Changed"
        case 0x0B: "Read Remote Supported Features Complete"
        case 0x0C: "Read Remote Version Information Complete"
        case 0x0D: "QoS Setup Complete"
        case 0x0E: "Command Complete"
        case 0x0F: "Command Status"
        case 0x10: "Hardware Error"
        case 0x11: "Flush Occurred"
        case 0x12: "Role Change"
        case 0x13: "Number Of Completed Packets"
        case 0x14: "Mode Change"
        case 0x15: "Return Link Keys"
        case 0x16: "PIN Code Request"
        case 0x17: "Link Key Request"
        case 0x18: "Link Key Notification"
        case 0x19: "Loopback Command"
        case 0x1A: "Data Buffer Overflow"
        case 0x1B: "Max Slots Change"
        case 0x1C: "Read Clock Offset Complete"
        case 0x1D: "Connection Packet Type Changed"
        case 0x1E: "QoS Violation"
        case 0x1F: "Page Scan Mode Change"
        case 0x20: "Page Scan Repetition Mode Change"
        case 0x21: "Flow Specification Complete"
        case 0x22: "Inquiry Result with RSSI"
        case 0x23: "Read Remote Extended Features Complete"
        case 0x2C: "Synchronous Connection Complete"
        case 0x2D: "Synchronous Connection Changed"
        case 0x2E: "Sniff Subrating"
        case 0x2F: "Extended Inquiry Result"
        case 0x30: "Encryption Key Refresh Complete"
        case 0x31: "IO Capability Request"
        case 0x32: "IO Capability Response"
        case 0x33: "User Confirmation Request"
        case 0x34: "User Passkey Request"
        case 0x35: "Remote OOB Data Request"
        case 0x36: "Simple Pairing Complete"
        case 0x38: "Link Supervision Timeout Changed"
        case 0x39: "Enhanced Flush Complete"
        case 0x3B: "User Passkey Notification"
        case 0x3C: "Keypress Notification"
        case 0x3D: "Remote Host Supported Features Notification"
        case 0x3E: "LE Meta"
        case 0x40: "Physical Link Complete"
        case 0x41: "Channel Selected"
        case 0x42: "Disconnection Physical Link Complete"
        case 0x43: "Physical Link Loss Early Warning"
        case 0x44: "Physical Link Recovery"
        case 0x45: "Logical Link Complete"
        case 0x46: "Disconnection Logical Link Complete"
        case 0x47: "Flow Spec Modify Complete"
        case 0x48: "Number Of Completed Data Blocks"
        case 0x49: "AMP Start Test"
        case 0x4A: "AMP Test End"
        case 0x4B: "AMP Receiver Report"
        case 0x4C: "Short Range Mode Change Complete"
        case 0x4D: "AMP Status Change"
        case 0x4E: "Triggered Clock Capture"
        case 0x4F: "Synchronization Train Complete"
        case 0x50: "Synchronization Train Received"
        case 0x51: "Connectionless Peripheral Broadcast Receive"
        case 0x52: "Connectionless Peripheral Broadcast Timeout"
        case 0x53: "Truncated Page Complete"
        case 0x54: "Peripheral Page Response Timeout"
        case 0x55: "Connectionless Peripheral Broadcast Channel Map Change"
        case 0x56: "Inquiry Response Notification"
        case 0x57: "Authenticated Payload Timeout Expired"
        case 0x58: "SAM Status Change"
        case 0x59: "Encryption Change [v2]"
        case 0xFF: "Vendor"
        default: nil
        }
    }

    /// "Command Complete"; "Unknown (0x7A)".
    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}

/// The subevent code that follows an LE Meta event (0x3E) (Core 5.4 Vol 4 Part E §7.7.65).
///
/// An open set: a subevent this table does not know is still a value, and prints as a number.
public struct LESubeventCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let connectionComplete = LESubeventCode(rawValue: 0x01)
    public static let advertisingReport = LESubeventCode(rawValue: 0x02)
    public static let connectionUpdateComplete = LESubeventCode(rawValue: 0x03)
    public static let readRemoteFeaturesComplete = LESubeventCode(rawValue: 0x04)
    public static let longTermKeyRequest = LESubeventCode(rawValue: 0x05)
    public static let remoteConnectionParameterRequest = LESubeventCode(rawValue: 0x06)
    public static let dataLengthChange = LESubeventCode(rawValue: 0x07)
    public static let enhancedConnectionCompleteV1 = LESubeventCode(rawValue: 0x0A)
    public static let phyUpdateComplete = LESubeventCode(rawValue: 0x0C)
    public static let extendedAdvertisingReport = LESubeventCode(rawValue: 0x0D)
    public static let channelSelectionAlgorithm = LESubeventCode(rawValue: 0x14)
    public static let enhancedConnectionCompleteV2 = LESubeventCode(rawValue: 0x29)

    /// The subevent's name in the specification's wording, or nil when this table does not know it.
    public var knownName: String? {
        switch rawValue {
        case 0x01: "LE Connection Complete"
        case 0x02: "LE Advertising Report"
        case 0x03: "LE Connection Update Complete"
        case 0x04: "LE Read Remote Features Complete"
        case 0x05: "LE Long Term Key Request"
        case 0x06: "LE Remote Connection Parameter Request"
        case 0x07: "LE Data Length Change"
        case 0x08: "LE Read Local P-256 Public Key Complete"
        case 0x09: "LE Generate DHKey Complete"
        case 0x0A: "LE Enhanced Connection Complete [v1]"
        case 0x0B: "LE Directed Advertising Report"
        case 0x0C: "LE PHY Update Complete"
        case 0x0D: "LE Extended Advertising Report"
        case 0x0E: "LE Periodic Advertising Sync Established [v1]"
        case 0x0F: "LE Periodic Advertising Report [v1]"
        case 0x10: "LE Periodic Advertising Sync Lost"
        case 0x11: "LE Scan Timeout"
        case 0x12: "LE Advertising Set Terminated"
        case 0x13: "LE Scan Request Received"
        case 0x14: "LE Channel Selection Algorithm"
        case 0x15: "LE Connectionless IQ Report"
        case 0x16: "LE Connection IQ Report"
        case 0x17: "LE CTE Request Failed"
        case 0x18: "LE Periodic Advertising Sync Transfer Received [v1]"
        case 0x19: "LE CIS Established [v1]"
        case 0x1A: "LE CIS Request"
        case 0x1B: "LE Create BIG Complete"
        case 0x1C: "LE Terminate BIG Complete"
        case 0x1D: "LE BIG Sync Established"
        case 0x1E: "LE BIG Sync Lost"
        case 0x1F: "LE Request Peer SCA Complete"
        case 0x20: "LE Path Loss Threshold"
        case 0x21: "LE Transmit Power Reporting"
        case 0x22: "LE BIGInfo Advertising Report"
        case 0x23: "LE Subrate Change"
        case 0x24: "LE Periodic Advertising Sync Established [v2]"
        case 0x25: "LE Periodic Advertising Report [v2]"
        case 0x26: "LE Periodic Advertising Sync Transfer Received [v2]"
        case 0x27: "LE Periodic Advertising Subevent Data Request"
        case 0x28: "LE Periodic Advertising Response Report"
        case 0x29: "LE Enhanced Connection Complete [v2]"
        // Core 6.0; listed because controllers already send it.
        case 0x2A: "LE CIS Established [v2]"
        default: nil
        }
    }

    /// "LE Connection Complete"; "Unknown (0x7F)".
    public var name: String { knownName ?? ProtocolNumberText.unknown(rawValue) }
    public var description: String { name }
}
