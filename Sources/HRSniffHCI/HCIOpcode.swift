import HRSniffBytes
import HRSniffCapture

/// An HCI command opcode (Core 5.4 Vol 4 Part E §5.4.1): the OpCode Group Field in bits 10–15 and the OpCode
/// Command Field in bits 0–9, sent little-endian at the start of every command packet and echoed by the
/// Command Complete and Command Status events.
///
/// An open set: an opcode this table does not know is still a value, and prints as its OGF and OCF.
public struct HCIOpcode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Builds an opcode from its group (6 bits) and command (10 bits); extra high bits are dropped.
    @inlinable public init(ogf: UInt8, ocf: UInt16) {
        rawValue = UInt16(ogf & 0x3F) << 10 | (ocf & 0x03FF)
    }

    /// OpCode Group Field, bits 10–15.
    @inlinable public var ogf: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 10) }
    /// OpCode Command Field, bits 0–9.
    @inlinable public var ocf: UInt16 { rawValue & 0x03FF }

    /// OGF 0x3F: commands defined by the controller's manufacturer.
    @inlinable public var isVendorSpecific: Bool { ogf == HCIOpcode.Group.vendor }

    /// The command's name in the specification's wording, or nil when this table does not know it.
    public var knownName: String? {
        switch ogf {
        case Group.linkControl: Self.linkControlName(ocf)
        case Group.linkPolicy: Self.linkPolicyName(ocf)
        case Group.controllerBaseband: Self.controllerBasebandName(ocf)
        case Group.informational: Self.informationalName(ocf)
        case Group.status: Self.statusName(ocf)
        case Group.testing: Self.testingName(ocf)
        case Group.le: Self.leName(ocf)
        case 0x00 where ocf == 0: "No Operation"
        default: nil
        }
    }

    /// "LE Set Scan Enable"; "Vendor (OCF 0x00FC)"; "Unknown (OGF 0x08, OCF 0x03FF)".
    public var name: String {
        if let known = knownName { return known }
        if isVendorSpecific { return "Vendor (OCF " + ProtocolNumberText.hex(ocf) + ")" }
        return "Unknown (OGF " + ProtocolNumberText.hex(ogf) + ", OCF " + ProtocolNumberText.hex(ocf) + ")"
    }

    public var description: String { name }

    /// OpCode Group Field values.
    public enum Group {
        public static let linkControl: UInt8 = 0x01
        public static let linkPolicy: UInt8 = 0x02
        public static let controllerBaseband: UInt8 = 0x03
        public static let informational: UInt8 = 0x04
        public static let status: UInt8 = 0x05
        public static let testing: UInt8 = 0x06
        public static let le: UInt8 = 0x08
        public static let vendor: UInt8 = 0x3F
    }

    // MARK: - Tables (Core 5.4 Vol 4 Part E §7.1–§7.8)

    /// OGF 0x01, Link Control commands (§7.1).
    package static func linkControlName(_ ocf: UInt16) -> String? {
        switch ocf {
        case 0x0001: "Inquiry"
        case 0x0002: "Inquiry Cancel"
        case 0x0003: "Periodic Inquiry Mode"
        case 0x0004: "Exit Periodic Inquiry Mode"
        case 0x0005: "Create Connection"
        case 0x0006: "Disconnect"
        case 0x0007: "Add SCO Connection"
        case 0x0008: "Create Connection Cancel"
        case 0x0009: "Accept Connection Request"
        case 0x000A: "Reject Connection Request"
        case 0x000B: "Link Key Request Reply"
        case 0x000C: "Link Key Request Negative Reply"
        case 0x000D: "PIN Code Request Reply"
        case 0x000E: "PIN Code Request Negative Reply"
        case 0x000F: "Change Connection Packet Type"
        case 0x0011: "Authentication Requested"
        case 0x0013: "Set Connection Encryption"
        case 0x0015: "Change Connection Link Key"
        case 0x0017: "Central Link Key"
        case 0x0019: "Remote Name Request"
        case 0x001A: "Remote Name Request Cancel"
        case 0x001B: "Read Remote Supported Features"
        case 0x001C: "Read Remote Extended Features"
        case 0x001D: "Read Remote Version Information"
        case 0x001F: "Read Clock Offset"
        case 0x0020: "Read LMP Handle"
        case 0x0028: "Setup Synchronous Connection"
        case 0x0029: "Accept Synchronous Connection Request"
        case 0x002A: "Reject Synchronous Connection Request"
        case 0x002B: "IO Capability Request Reply"
        case 0x002C: "User Confirmation Request Reply"
        case 0x002D: "User Confirmation Request Negative Reply"
        case 0x002E: "User Passkey Request Reply"
        case 0x002F: "User Passkey Request Negative Reply"
        case 0x0030: "Remote OOB Data Request Reply"
        case 0x0033: "Remote OOB Data Request Negative Reply"
        case 0x0034: "IO Capability Request Negative Reply"
        case 0x0035: "Create Physical Link"
        case 0x0036: "Accept Physical Link"
        case 0x0037: "Disconnect Physical Link"
        case 0x0038: "Create Logical Link"
        case 0x0039: "Accept Logical Link"
        case 0x003A: "Disconnect Logical Link"
        case 0x003B: "Logical Link Cancel"
        case 0x003C: "Flow Spec Modify"
        case 0x003D: "Enhanced Setup Synchronous Connection"
        case 0x003E: "Enhanced Accept Synchronous Connection Request"
        case 0x003F: "Truncated Page"
        case 0x0040: "Truncated Page Cancel"
        case 0x0041: "Set Connectionless Peripheral Broadcast"
        case 0x0042: "Set Connectionless Peripheral Broadcast Receive"
        case 0x0043: "Start Synchronization Train"
        case 0x0044: "Receive Synchronization Train"
        case 0x0045: "Remote OOB Extended Data Request Reply"
        default: nil
        }
    }

    /// OGF 0x02, Link Policy commands (§7.2).
    package static func linkPolicyName(_ ocf: UInt16) -> String? {
        switch ocf {
        case 0x0001: "Hold Mode"
        case 0x0003: "Sniff Mode"
        case 0x0004: "Exit Sniff Mode"
        case 0x0005: "Park State"
        case 0x0006: "Exit Park State"
        case 0x0007: "QoS Setup"
        case 0x0009: "Role Discovery"
        case 0x000B: "Switch Role"
        case 0x000C: "Read Link Policy Settings"
        case 0x000D: "Write Link Policy Settings"
        case 0x000E: "Read Default Link Policy Settings"
        case 0x000F: "Write Default Link Policy Settings"
        case 0x0010: "Flow Specification"
        case 0x0011: "Sniff Subrating"
        default: nil
        }
    }

    /// OGF 0x03, Controller & Baseband commands (§7.3).
    package static func controllerBasebandName(_ ocf: UInt16) -> String? {
        switch ocf {
        case 0x0001: "Set Event Mask"
        case 0x0003: "Reset"
        case 0x0005: "Set Event Filter"
        case 0x0008: "Flush"
        case 0x0009: "Read PIN Type"
        case 0x000A: "Write PIN Type"
        case 0x000D: "Read Stored Link Key"
        case 0x0011: "Write Stored Link Key"
        case 0x0012: "Delete Stored Link Key"
        case 0x0013: "Write Local Name"
        case 0x0014: "Read Local Name"
        case 0x0015: "Read Connection Accept Timeout"
        case 0x0016: "Write Connection Accept Timeout"
        case 0x0017: "Read Page Timeout"
        case 0x0018: "Write Page Timeout"
        case 0x0019: "Read Scan Enable"
        case 0x001A: "Write Scan Enable"
        case 0x001B: "Read Page Scan Activity"
        case 0x001C: "Write Page Scan Activity"
        case 0x001D: "Read Inquiry Scan Activity"
        case 0x001E: "Write Inquiry Scan Activity"
        case 0x001F: "Read Authentication Enable"
        case 0x0020: "Write Authentication Enable"
        case 0x0021: "Read Encryption Mode"
        case 0x0022: "Write Encryption Mode"
        case 0x0023: "Read Class of Device"
        case 0x0024: "Write Class of Device"
        case 0x0025: "Read Voice Setting"
        case 0x0026: "Write Voice Setting"
        case 0x0027: "Read Automatic Flush Timeout"
        case 0x0028: "Write Automatic Flush Timeout"
        case 0x0029: "Read Num Broadcast Retransmissions"
        case 0x002A: "Write Num Broadcast Retransmissions"
        case 0x002B: "Read Hold Mode Activity"
        case 0x002C: "Write Hold Mode Activity"
        case 0x002D: "Read Transmit Power Level"
        case 0x002E: "Read Synchronous Flow Control Enable"
        case 0x002F: "Write Synchronous Flow Control Enable"
        case 0x0031: "Set Controller To Host Flow Control"
        case 0x0033: "Host Buffer Size"
        case 0x0035: "Host Number Of Completed Packets"
        case 0x0036: "Read Link Supervision Timeout"
        case 0x0037: "Write Link Supervision Timeout"
        case 0x0038: "Read Number Of Supported IAC"
        case 0x0039: "Read Current IAC LAP"
        case 0x003A: "Write Current IAC LAP"
        case 0x003B: "Read Page Scan Period Mode"
        case 0x003C: "Write Page Scan Period Mode"
        case 0x003F: "Set AFH Host Channel Classification"
        case 0x0042: "Read Inquiry Scan Type"
        case 0x0043: "Write Inquiry Scan Type"
        case 0x0044: "Read Inquiry Mode"
        case 0x0045: "Write Inquiry Mode"
        case 0x0046: "Read Page Scan Type"
        case 0x0047: "Write Page Scan Type"
        case 0x0048: "Read AFH Channel Assessment Mode"
        case 0x0049: "Write AFH Channel Assessment Mode"
        case 0x0051: "Read Extended Inquiry Response"
        case 0x0052: "Write Extended Inquiry Response"
        case 0x0053: "Refresh Encryption Key"
        case 0x0055: "Read Simple Pairing Mode"
        case 0x0056: "Write Simple Pairing Mode"
        case 0x0057: "Read Local OOB Data"
        case 0x0058: "Read Inquiry Response Transmit Power Level"
        case 0x0059: "Write Inquiry Transmit Power Level"
        case 0x005A: "Read Default Erroneous Data Reporting"
        case 0x005B: "Write Default Erroneous Data Reporting"
        case 0x005F: "Enhanced Flush"
        case 0x0060: "Send Keypress Notification"
        case 0x0061: "Read Logical Link Accept Timeout"
        case 0x0062: "Write Logical Link Accept Timeout"
        case 0x0063: "Set Event Mask Page 2"
        case 0x0064: "Read Location Data"
        case 0x0065: "Write Location Data"
        case 0x0066: "Read Flow Control Mode"
        case 0x0067: "Write Flow Control Mode"
        case 0x0068: "Read Enhanced Transmit Power Level"
        case 0x0069: "Read Best Effort Flush Timeout"
        case 0x006A: "Write Best Effort Flush Timeout"
        case 0x006B: "Short Range Mode"
        case 0x006C: "Read LE Host Support"
        case 0x006D: "Write LE Host Support"
        case 0x006E: "Set MWS Channel Parameters"
        case 0x006F: "Set External Frame Configuration"
        case 0x0070: "Set MWS Signaling"
        case 0x0071: "Set MWS Transport Layer"
        case 0x0072: "Set MWS Scan Frequency Table"
        case 0x0073: "Set MWS_PATTERN Configuration"
        case 0x0074: "Set Reserved LT_ADDR"
        case 0x0075: "Delete Reserved LT_ADDR"
        case 0x0076: "Set Connectionless Peripheral Broadcast Data"
        case 0x0077: "Read Synchronization Train Parameters"
        case 0x0078: "Write Synchronization Train Parameters"
        case 0x0079: "Read Secure Connections Host Support"
        case 0x007A: "Write Secure Connections Host Support"
        case 0x007B: "Read Authenticated Payload Timeout"
        case 0x007C: "Write Authenticated Payload Timeout"
        case 0x007D: "Read Local OOB Extended Data"
        case 0x007E: "Read Extended Page Timeout"
        case 0x007F: "Write Extended Page Timeout"
        case 0x0080: "Read Extended Inquiry Length"
        case 0x0081: "Write Extended Inquiry Length"
        case 0x0082: "Set Ecosystem Base Interval"
        case 0x0083: "Configure Data Path"
        case 0x0084: "Set Min Encryption Key Size"
        default: nil
        }
    }

    /// OGF 0x04, Informational parameters (§7.4).
    package static func informationalName(_ ocf: UInt16) -> String? {
        switch ocf {
        case 0x0001: "Read Local Version Information"
        case 0x0002: "Read Local Supported Commands"
        case 0x0003: "Read Local Supported Features"
        case 0x0004: "Read Local Extended Features"
        case 0x0005: "Read Buffer Size"
        case 0x0009: "Read BD_ADDR"
        case 0x000A: "Read Data Block Size"
        case 0x000B: "Read Local Supported Codecs [v1]"
        case 0x000C: "Read Local Simple Pairing Options"
        case 0x000D: "Read Local Supported Codecs [v2]"
        case 0x000E: "Read Local Supported Codec Capabilities"
        case 0x000F: "Read Local Supported Controller Delay"
        default: nil
        }
    }

    /// OGF 0x05, Status parameters (§7.5).
    package static func statusName(_ ocf: UInt16) -> String? {
        switch ocf {
        case 0x0001: "Read Failed Contact Counter"
        case 0x0002: "Reset Failed Contact Counter"
        case 0x0003: "Read Link Quality"
        case 0x0005: "Read RSSI"
        case 0x0006: "Read AFH Channel Map"
        case 0x0007: "Read Clock"
        case 0x0008: "Read Encryption Key Size"
        case 0x0009: "Read Local AMP Info"
        case 0x000A: "Read Local AMP ASSOC"
        case 0x000B: "Write Remote AMP ASSOC"
        case 0x000C: "Get MWS Transport Layer Configuration"
        case 0x000D: "Set Triggered Clock Capture"
        default: nil
        }
    }

    /// OGF 0x06, Testing commands (§7.6).
    package static func testingName(_ ocf: UInt16) -> String? {
        switch ocf {
        case 0x0001: "Read Loopback Mode"
        case 0x0002: "Write Loopback Mode"
        case 0x0003: "Enable Device Under Test Mode"
        case 0x0004: "Write Simple Pairing Debug Mode"
        case 0x0007: "Enable AMP Receiver Reports"
        case 0x0008: "AMP Test End"
        case 0x0009: "AMP Test"
        case 0x000A: "Write Secure Connections Test Mode"
        default: nil
        }
    }

    /// OGF 0x08, LE Controller commands (§7.8), through Core 5.4.
    package static func leName(_ ocf: UInt16) -> String? {
        switch ocf {
        case 0x0001: "LE Set Event Mask"
        case 0x0002: "LE Read Buffer Size [v1]"
        case 0x0003: "LE Read Local Supported Features"
        case 0x0005: "LE Set Random Address"
        case 0x0006: "LE Set Advertising Parameters"
        case 0x0007: "LE Read Advertising Physical Channel Tx Power"
        case 0x0008: "LE Set Advertising Data"
        case 0x0009: "LE Set Scan Response Data"
        case 0x000A: "LE Set Advertising Enable"
        case 0x000B: "LE Set Scan Parameters"
        case 0x000C: "LE Set Scan Enable"
        case 0x000D: "LE Create Connection"
        case 0x000E: "LE Create Connection Cancel"
        case 0x000F: "LE Read Filter Accept List Size"
        case 0x0010: "LE Clear Filter Accept List"
        case 0x0011: "LE Add Device To Filter Accept List"
        case 0x0012: "LE Remove Device From Filter Accept List"
        case 0x0013: "LE Connection Update"
        case 0x0014: "LE Set Host Channel Classification"
        case 0x0015: "LE Read Channel Map"
        case 0x0016: "LE Read Remote Features"
        case 0x0017: "LE Encrypt"
        case 0x0018: "LE Rand"
        case 0x0019: "LE Enable Encryption"
        case 0x001A: "LE Long Term Key Request Reply"
        case 0x001B: "LE Long Term Key Request Negative Reply"
        case 0x001C: "LE Read Supported States"
        case 0x001D: "LE Receiver Test [v1]"
        case 0x001E: "LE Transmitter Test [v1]"
        case 0x001F: "LE Test End"
        case 0x0020: "LE Remote Connection Parameter Request Reply"
        case 0x0021: "LE Remote Connection Parameter Request Negative Reply"
        case 0x0022: "LE Set Data Length"
        case 0x0023: "LE Read Suggested Default Data Length"
        case 0x0024: "LE Write Suggested Default Data Length"
        case 0x0025: "LE Read Local P-256 Public Key"
        case 0x0026: "LE Generate DHKey [v1]"
        case 0x0027: "LE Add Device To Resolving List"
        case 0x0028: "LE Remove Device From Resolving List"
        case 0x0029: "LE Clear Resolving List"
        case 0x002A: "LE Read Resolving List Size"
        case 0x002B: "LE Read Peer Resolvable Address"
        case 0x002C: "LE Read Local Resolvable Address"
        case 0x002D: "LE Set Address Resolution Enable"
        case 0x002E: "LE Set Resolvable Private Address Timeout"
        case 0x002F: "LE Read Maximum Data Length"
        case 0x0030: "LE Read PHY"
        case 0x0031: "LE Set Default PHY"
        case 0x0032: "LE Set PHY"
        case 0x0033: "LE Receiver Test [v2]"
        case 0x0034: "LE Transmitter Test [v2]"
        case 0x0035: "LE Set Advertising Set Random Address"
        case 0x0036: "LE Set Extended Advertising Parameters [v1]"
        case 0x0037: "LE Set Extended Advertising Data"
        case 0x0038: "LE Set Extended Scan Response Data"
        case 0x0039: "LE Set Extended Advertising Enable"
        case 0x003A: "LE Read Maximum Advertising Data Length"
        case 0x003B: "LE Read Number of Supported Advertising Sets"
        case 0x003C: "LE Remove Advertising Set"
        case 0x003D: "LE Clear Advertising Sets"
        case 0x003E: "LE Set Periodic Advertising Parameters [v1]"
        case 0x003F: "LE Set Periodic Advertising Data"
        case 0x0040: "LE Set Periodic Advertising Enable"
        case 0x0041: "LE Set Extended Scan Parameters"
        case 0x0042: "LE Set Extended Scan Enable"
        case 0x0043: "LE Extended Create Connection [v1]"
        case 0x0044: "LE Periodic Advertising Create Sync"
        case 0x0045: "LE Periodic Advertising Create Sync Cancel"
        case 0x0046: "LE Periodic Advertising Terminate Sync"
        case 0x0047: "LE Add Device To Periodic Advertiser List"
        case 0x0048: "LE Remove Device From Periodic Advertiser List"
        case 0x0049: "LE Clear Periodic Advertiser List"
        case 0x004A: "LE Read Periodic Advertiser List Size"
        case 0x004B: "LE Read Transmit Power"
        case 0x004C: "LE Read RF Path Compensation"
        case 0x004D: "LE Write RF Path Compensation"
        case 0x004E: "LE Set Privacy Mode"
        case 0x004F: "LE Receiver Test [v3]"
        case 0x0050: "LE Transmitter Test [v3]"
        case 0x0051: "LE Set Connectionless CTE Transmit Parameters"
        case 0x0052: "LE Set Connectionless CTE Transmit Enable"
        case 0x0053: "LE Set Connectionless IQ Sampling Enable"
        case 0x0054: "LE Set Connection CTE Receive Parameters"
        case 0x0055: "LE Set Connection CTE Transmit Parameters"
        case 0x0056: "LE Connection CTE Request Enable"
        case 0x0057: "LE Connection CTE Response Enable"
        case 0x0058: "LE Read Antenna Information"
        case 0x0059: "LE Set Periodic Advertising Receive Enable"
        case 0x005A: "LE Periodic Advertising Sync Transfer"
        case 0x005B: "LE Periodic Advertising Set Info Transfer"
        case 0x005C: "LE Set Periodic Advertising Sync Transfer Parameters"
        case 0x005D: "LE Set Default Periodic Advertising Sync Transfer Parameters"
        case 0x005E: "LE Generate DHKey [v2]"
        case 0x005F: "LE Modify Sleep Clock Accuracy"
        case 0x0060: "LE Read Buffer Size [v2]"
        case 0x0061: "LE Read ISO TX Sync"
        case 0x0062: "LE Set CIG Parameters"
        case 0x0063: "LE Set CIG Parameters Test"
        case 0x0064: "LE Create CIS"
        case 0x0065: "LE Remove CIG"
        case 0x0066: "LE Accept CIS Request"
        case 0x0067: "LE Reject CIS Request"
        case 0x0068: "LE Create BIG"
        case 0x0069: "LE Create BIG Test"
        case 0x006A: "LE Terminate BIG"
        case 0x006B: "LE BIG Create Sync"
        case 0x006C: "LE BIG Terminate Sync"
        case 0x006D: "LE Request Peer SCA"
        case 0x006E: "LE Setup ISO Data Path"
        case 0x006F: "LE Remove ISO Data Path"
        case 0x0070: "LE ISO Transmit Test"
        case 0x0071: "LE ISO Receive Test"
        case 0x0072: "LE ISO Read Test Counters"
        case 0x0073: "LE ISO Test End"
        case 0x0074: "LE Set Host Feature"
        case 0x0075: "LE Read ISO Link Quality"
        case 0x0076: "LE Enhanced Read Transmit Power Level"
        case 0x0077: "LE Read Remote Transmit Power Level"
        case 0x0078: "LE Set Path Loss Reporting Parameters"
        case 0x0079: "LE Set Path Loss Reporting Enable"
        case 0x007A: "LE Set Transmit Power Reporting Enable"
        case 0x007B: "LE Transmitter Test [v4]"
        case 0x007C: "LE Set Data Related Address Changes"
        case 0x007D: "LE Set Default Subrate"
        case 0x007E: "LE Subrate Request"
        case 0x007F: "LE Set Extended Advertising Parameters [v2]"
        case 0x0082: "LE Set Periodic Advertising Subevent Data"
        case 0x0083: "LE Set Periodic Advertising Response Data"
        case 0x0084: "LE Set Periodic Sync Subevent"
        case 0x0085: "LE Extended Create Connection [v2]"
        case 0x0086: "LE Set Periodic Advertising Parameters [v2]"
        default: nil
        }
    }
}

extension HCIOpcode {
    /// The commands the layers follow by name, with their sections of Core Vol 4 Part E.
    public static let noOperation = HCIOpcode(rawValue: 0x0000)
    /// §7.1.5 Create Connection.
    public static let createConnection = HCIOpcode(rawValue: 0x0405)
    /// §7.1.6 Disconnect.
    public static let disconnect = HCIOpcode(rawValue: 0x0406)
    /// §7.1.7 Create Connection Cancel.
    public static let createConnectionCancel = HCIOpcode(rawValue: 0x0408)
    /// §7.1.10 Link Key Request Reply.
    public static let linkKeyRequestReply = HCIOpcode(rawValue: 0x040B)
    /// §7.1.23 Read Remote Version Information.
    public static let readRemoteVersionInformation = HCIOpcode(rawValue: 0x041D)
    /// §7.3.2 Reset.
    public static let reset = HCIOpcode(rawValue: 0x0C03)
    /// §7.4.1 Read Local Version Information.
    public static let readLocalVersionInformation = HCIOpcode(rawValue: 0x1001)
    /// §7.4.6 Read BD_ADDR.
    public static let readBDADDR = HCIOpcode(rawValue: 0x1009)
    /// §7.5.4 Read RSSI.
    public static let readRSSI = HCIOpcode(rawValue: 0x1405)
    /// §7.8.5 LE Set Advertising Parameters.
    public static let leSetAdvertisingParameters = HCIOpcode(rawValue: 0x2006)
    /// §7.8.11 LE Set Scan Enable.
    public static let leSetScanEnable = HCIOpcode(rawValue: 0x200C)
    /// §7.8.12 LE Create Connection.
    public static let leCreateConnection = HCIOpcode(rawValue: 0x200D)
    /// §7.8.13 LE Create Connection Cancel.
    public static let leCreateConnectionCancel = HCIOpcode(rawValue: 0x200E)
    /// §7.8.15 LE Clear Filter Accept List.
    public static let leClearFilterAcceptList = HCIOpcode(rawValue: 0x2010)
    /// §7.8.16 LE Add Device To Filter Accept List.
    public static let leAddDeviceToFilterAcceptList = HCIOpcode(rawValue: 0x2011)
    /// §7.8.17 LE Remove Device From Filter Accept List.
    public static let leRemoveDeviceFromFilterAcceptList = HCIOpcode(rawValue: 0x2012)
    /// §7.8.18 LE Connection Update.
    public static let leConnectionUpdate = HCIOpcode(rawValue: 0x2013)
    /// §7.8.24 LE Enable Encryption.
    public static let leEnableEncryption = HCIOpcode(rawValue: 0x2019)
    /// §7.8.25 LE Long Term Key Request Reply.
    public static let leLongTermKeyRequestReply = HCIOpcode(rawValue: 0x201A)
    /// §7.8.26 LE Long Term Key Request Negative Reply.
    public static let leLongTermKeyRequestNegativeReply = HCIOpcode(rawValue: 0x201B)
    /// §7.8.33 LE Set Data Length.
    public static let leSetDataLength = HCIOpcode(rawValue: 0x2022)
    /// §7.8.49 LE Set PHY.
    public static let leSetPHY = HCIOpcode(rawValue: 0x2032)
    /// §7.8.65 LE Set Extended Scan Enable.
    public static let leSetExtendedScanEnable = HCIOpcode(rawValue: 0x2042)
    /// §7.8.66 LE Extended Create Connection.
    public static let leExtendedCreateConnection = HCIOpcode(rawValue: 0x2043)
    /// §7.8.66 LE Extended Create Connection [v2] (Advertising_Handle and Subevent first).
    public static let leExtendedCreateConnectionV2 = HCIOpcode(rawValue: 0x2085)
}

/// Number-to-text helpers shared by the protocol-number types of the HCI, L2CAP and SMP layers.
package enum ProtocolNumberText {
    private static let digits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// "0x3F": two upper-case hexadecimal digits.
    package static func hex(_ value: UInt8) -> String { hex(UInt64(value), digits: 2) }
    /// "0x00FC": four upper-case hexadecimal digits.
    package static func hex(_ value: UInt16) -> String { hex(UInt64(value), digits: 4) }

    package static func hex(_ value: UInt64, digits count: Int) -> String {
        var out: [UInt8] = [UInt8(ascii: "0"), UInt8(ascii: "x")]
        out.reserveCapacity(2 + count)
        var shift = 4 * (count - 1)
        while shift >= 0 {
            out.append(digits[Int((value >> UInt64(shift)) & 0xF)])
            shift -= 4
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// "Unknown (0x2B)".
    package static func unknown(_ value: UInt8) -> String { "Unknown (" + hex(value) + ")" }
    /// "Unknown (0x002B)".
    package static func unknown(_ value: UInt16) -> String { "Unknown (" + hex(value) + ")" }
}
