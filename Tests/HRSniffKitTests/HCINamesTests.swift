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
@testable import HRSniffReport

@Suite struct HCINamesTests {
    @Test(arguments: [
        (UInt16(0x0000), "No Operation"),
        (0x0401, "Inquiry"),
        (0x0405, "Create Connection"),
        (0x0406, "Disconnect"),
        (0x0409, "Accept Connection Request"),
        (0x040B, "Link Key Request Reply"),
        (0x0419, "Remote Name Request"),
        (0x041B, "Read Remote Supported Features"),
        (0x041D, "Read Remote Version Information"),
        (0x042B, "IO Capability Request Reply"),
        (0x042C, "User Confirmation Request Reply"),
        (0x043D, "Enhanced Setup Synchronous Connection"),
        (0x0803, "Sniff Mode"),
        (0x080D, "Write Link Policy Settings"),
        (0x0C01, "Set Event Mask"),
        (0x0C03, "Reset"),
        (0x0C13, "Write Local Name"),
        (0x0C14, "Read Local Name"),
        (0x0C1A, "Write Scan Enable"),
        (0x0C24, "Write Class of Device"),
        (0x0C56, "Write Simple Pairing Mode"),
        (0x0C63, "Set Event Mask Page 2"),
        (0x0C6D, "Write LE Host Support"),
        (0x0C7A, "Write Secure Connections Host Support"),
        (0x0C7B, "Read Authenticated Payload Timeout"),
        (0x0C7C, "Write Authenticated Payload Timeout"),
        (0x1001, "Read Local Version Information"),
        (0x1002, "Read Local Supported Commands"),
        (0x1003, "Read Local Supported Features"),
        (0x1004, "Read Local Extended Features"),
        (0x1005, "Read Buffer Size"),
        (0x1009, "Read BD_ADDR"),
        (0x1405, "Read RSSI"),
        (0x1408, "Read Encryption Key Size"),
        (0x2001, "LE Set Event Mask"),
        (0x2002, "LE Read Buffer Size [v1]"),
        (0x2005, "LE Set Random Address"),
        (0x2006, "LE Set Advertising Parameters"),
        (0x2008, "LE Set Advertising Data"),
        (0x200A, "LE Set Advertising Enable"),
        (0x200B, "LE Set Scan Parameters"),
        (0x200C, "LE Set Scan Enable"),
        (0x200D, "LE Create Connection"),
        (0x200E, "LE Create Connection Cancel"),
        (0x200F, "LE Read Filter Accept List Size"),
        (0x2011, "LE Add Device To Filter Accept List"),
        (0x2013, "LE Connection Update"),
        (0x2016, "LE Read Remote Features"),
        (0x2019, "LE Enable Encryption"),
        (0x201A, "LE Long Term Key Request Reply"),
        (0x201B, "LE Long Term Key Request Negative Reply"),
        (0x2020, "LE Remote Connection Parameter Request Reply"),
        (0x2022, "LE Set Data Length"),
        (0x2025, "LE Read Local P-256 Public Key"),
        (0x2027, "LE Add Device To Resolving List"),
        (0x202D, "LE Set Address Resolution Enable"),
        (0x2031, "LE Set Default PHY"),
        (0x2032, "LE Set PHY"),
        (0x2035, "LE Set Advertising Set Random Address"),
        (0x2036, "LE Set Extended Advertising Parameters [v1]"),
        (0x2039, "LE Set Extended Advertising Enable"),
        (0x203B, "LE Read Number of Supported Advertising Sets"),
        (0x2041, "LE Set Extended Scan Parameters"),
        (0x2042, "LE Set Extended Scan Enable"),
        (0x2043, "LE Extended Create Connection [v1]"),
        (0x204E, "LE Set Privacy Mode"),
        (0x2060, "LE Read Buffer Size [v2]"),
        (0x2062, "LE Set CIG Parameters"),
        (0x2064, "LE Create CIS"),
        (0x206D, "LE Request Peer SCA"),
        (0x206E, "LE Setup ISO Data Path"),
        (0x2074, "LE Set Host Feature"),
        (0x2076, "LE Enhanced Read Transmit Power Level"),
        (0x207C, "LE Set Data Related Address Changes"),
        (0x207D, "LE Set Default Subrate"),
        (0x207E, "LE Subrate Request"),
        (0x2082, "LE Set Periodic Advertising Subevent Data"),
        (0x2085, "LE Extended Create Connection [v2]"),
        (0x2086, "LE Set Periodic Advertising Parameters [v2]"),
    ])
    func opcodeNames(raw: UInt16, name: String) {
        let opcode = HCIOpcode(rawValue: raw)
        #expect(opcode.name == name)
        #expect(opcode.knownName == name)
        #expect(opcode.description == name)
    }

    @Test(arguments: [
        (UInt16(0xFC01), "Vendor (OCF 0x0001)"),
        (0xFFFF, "Vendor (OCF 0x03FF)"),
        (0xFC4C, "Vendor (OCF 0x004C)"),
        (0x2000, "Unknown (OGF 0x08, OCF 0x0000)"),
        (0x2004, "Unknown (OGF 0x08, OCF 0x0004)"),
        (0x23FF, "Unknown (OGF 0x08, OCF 0x03FF)"),
        (0x0400, "Unknown (OGF 0x01, OCF 0x0000)"),
        (0x0001, "Unknown (OGF 0x00, OCF 0x0001)"),
        (0x1C01, "Unknown (OGF 0x07, OCF 0x0001)"),
        (0xF801, "Unknown (OGF 0x3E, OCF 0x0001)"),
    ])
    func unknownAndVendorOpcodes(raw: UInt16, name: String) {
        let opcode = HCIOpcode(rawValue: raw)
        #expect(opcode.name == name)
        #expect(opcode.isVendorSpecific == name.hasPrefix("Vendor"))
        if opcode.isVendorSpecific { #expect(opcode.knownName == nil) }
    }

    @Test func opcodeFields() {
        let opcode = HCIOpcode(rawValue: 0x2006)
        #expect(opcode.ogf == 0x08)
        #expect(opcode.ocf == 0x0006)
        #expect(HCIOpcode(ogf: 8, ocf: 6) == opcode)
        #expect(HCIOpcode(ogf: 0x3F, ocf: 0x3FF).rawValue == 0xFFFF)
        #expect(HCIOpcode(ogf: 0xFF, ocf: 0xFFFF).rawValue == 0xFFFF) // extra bits dropped, no trap
        #expect(HCIOpcode.disconnect.ogf == HCIOpcode.Group.linkControl)
        #expect(HCIOpcode.disconnect.ocf == 0x0006)
        #expect(HCIOpcode.leSetScanEnable.name == "LE Set Scan Enable")
    }

    /// Every LE command from OCF 0x0001 to 0x007F is defined by Core 5.4 except OCF 0x0004.
    @Test func leTableHasNoGaps() {
        for ocf in UInt16(0x0001) ... 0x007F where ocf != 0x0004 {
            #expect(HCIOpcode(ogf: 8, ocf: ocf).knownName != nil, "OCF \(ocf)")
        }
        for ocf in UInt16(0x0082) ... 0x0086 {
            #expect(HCIOpcode(ogf: 8, ocf: ocf).knownName != nil, "OCF \(ocf)")
        }
    }

    /// Names are table entries: every OGF/OCF combination has a name that is not empty, and no trap.
    @Test func everyOpcodeHasAName() {
        var known = 0
        for raw in UInt16.min ... UInt16.max {
            let opcode = HCIOpcode(rawValue: raw)
            #expect(!opcode.name.isEmpty)
            if opcode.knownName != nil { known += 1 }
        }
        #expect(known > 300)
    }

    @Test(arguments: [
        (UInt8(0x01), "Inquiry Complete"),
        (0x03, "Connection Complete"),
        (0x05, "Disconnection Complete"),
        (0x08, "Encryption Change [v1]"),
        (0x0A, "Link Key Type Changed"),
        (0x0C, "Read Remote Version Information Complete"),
        (0x0E, "Command Complete"),
        (0x0F, "Command Status"),
        (0x10, "Hardware Error"),
        (0x13, "Number Of Completed Packets"),
        (0x1A, "Data Buffer Overflow"),
        (0x30, "Encryption Key Refresh Complete"),
        (0x3E, "LE Meta"),
        (0x48, "Number Of Completed Data Blocks"),
        (0x57, "Authenticated Payload Timeout Expired"),
        (0x59, "Encryption Change [v2]"),
        (0xFF, "Vendor"),
    ])
    func eventNames(raw: UInt8, name: String) {
        #expect(HCIEventCode(rawValue: raw).name == name)
    }

    @Test(arguments: [UInt8(0x00), 0x24, 0x2B, 0x37, 0x3A, 0x3F, 0x5A, 0xFE])
    func unknownEvents(raw: UInt8) {
        let code = HCIEventCode(rawValue: raw)
        #expect(code.knownName == nil)
        #expect(code.name == "Unknown (" + ProtocolNumberText.hex(raw) + ")")
    }

    @Test func unknownEventText() {
        #expect(HCIEventCode(rawValue: 0x7A).name == "Unknown (0x7A)")
        #expect(HCIEventCode(rawValue: 0x00).name == "Unknown (0x00)")
        #expect(HCIEventCode.leMeta.rawValue == 0x3E)
    }

    @Test(arguments: [
        (UInt8(0x01), "LE Connection Complete"),
        (0x02, "LE Advertising Report"),
        (0x03, "LE Connection Update Complete"),
        (0x04, "LE Read Remote Features Complete"),
        (0x05, "LE Long Term Key Request"),
        (0x06, "LE Remote Connection Parameter Request"),
        (0x07, "LE Data Length Change"),
        (0x0A, "LE Enhanced Connection Complete [v1]"),
        (0x0C, "LE PHY Update Complete"),
        (0x0D, "LE Extended Advertising Report"),
        (0x12, "LE Advertising Set Terminated"),
        (0x13, "LE Scan Request Received"),
        (0x14, "LE Channel Selection Algorithm"),
        (0x19, "LE CIS Established [v1]"),
        (0x1A, "LE CIS Request"),
        (0x23, "LE Subrate Change"),
        (0x27, "LE Periodic Advertising Subevent Data Request"),
        (0x29, "LE Enhanced Connection Complete [v2]"),
    ])
    func subeventNames(raw: UInt8, name: String) {
        #expect(LESubeventCode(rawValue: raw).name == name)
    }

    @Test func subeventTableHasNoGaps() {
        for raw in UInt8(0x01) ... 0x29 {
            #expect(LESubeventCode(rawValue: raw).knownName != nil, "subevent \(raw)")
        }
        #expect(LESubeventCode(rawValue: 0x00).name == "Unknown (0x00)")
        #expect(LESubeventCode(rawValue: 0x7F).name == "Unknown (0x7F)")
    }

    @Test(arguments: [
        (UInt8(0x00), "Success"),
        (0x01, "Unknown HCI Command"),
        (0x02, "Unknown Connection Identifier"),
        (0x05, "Authentication Failure"),
        (0x06, "PIN or Key Missing"),
        (0x08, "Connection Timeout"),
        (0x0C, "Command Disallowed"),
        (0x13, "Remote User Terminated Connection"),
        (0x14, "Remote Device Terminated Connection due to Low Resources"),
        (0x15, "Remote Device Terminated Connection due to Power Off"),
        (0x16, "Connection Terminated By Local Host"),
        (0x1A, "Unsupported Remote Feature"),
        (0x22, "LMP Response Timeout / LL Response Timeout"),
        (0x23, "LMP Error Transaction Collision / LL Procedure Collision"),
        (0x28, "Instant Passed"),
        (0x3B, "Unacceptable Connection Parameters"),
        (0x3C, "Advertising Timeout"),
        (0x3D, "Connection Terminated due to MIC Failure"),
        (0x3E, "Connection Failed to be Established / Synchronization Timeout"),
        (0x44, "Operation Cancelled by Host"),
        (0x45, "Packet Too Long"),
    ])
    func errorNames(raw: UInt8, name: String) {
        #expect(HCIErrorCode(rawValue: raw).name == name)
    }

    @Test func errorTableAndUnknowns() {
        let reserved: Set<UInt8> = [0x2B, 0x31, 0x33]
        for raw in UInt8(0x00) ... 0x45 where !reserved.contains(raw) {
            #expect(HCIErrorCode(rawValue: raw).knownName != nil, "error \(raw)")
        }
        #expect(HCIErrorCode(rawValue: 0x2B).name == "Unknown (0x2B)")
        #expect(HCIErrorCode(rawValue: 0x60).name == "Unknown (0x60)")
        #expect(HCIErrorCode(rawValue: 0xFF).name == "Unknown (0xFF)")
        #expect(HCIErrorCode.success.isSuccess)
        #expect(!HCIErrorCode.remoteUserTerminatedConnection.isSuccess)
        #expect("\(HCIErrorCode.remoteUserTerminatedConnection)" == "Remote User Terminated Connection")
    }
}
