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

/// DIS 1.2 medical-device characteristics.
@Suite struct MedicalDeviceInformationTests {
    func decode(_ uuid: UInt16, _ hex: String) -> DecodedValue? {
        bytes(hex).withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0) }
    }

    @Test func udiWithAllFields() {
        // Flags 0x0F; "L1", "D2", "I3", "A4", each NUL-terminated.
        let v = decode(0x2BFF, "0f 4c 31 00 44 32 00 49 33 00 41 34 00")
        #expect(v?.fields.map(\.name) == ["udi_label", "device_identifier", "udi_issuer", "udi_authority"])
        #expect(v?.field("udi_issuer")?.value == .string("I3"))
        #expect(v?.problems == [])
        #expect(v?.summary == "label \"L1\", device identifier \"D2\", issuer \"I3\", authority \"A4\"")
    }

    @Test func udiTruncatedAndReserved() {
        let v = decode(0x2BFF, "13 4c 31 00")
        #expect(v?.fields.map(\.name) == ["udi_label"])
        #expect(v?.problems == [
            "flags announce the UDI device identifier but the value ends after 4 bytes",
            "reserved flag bits are set (flags 0x13)",
        ])
    }

    @Test func regulatoryCertificationDataList() {
        let v = decode(0x2A2A, "00 01 00 04 de ad be ef")
        #expect(v?.field("count")?.value == .int(1))
        #expect(v?.summary == "1 IEEE 11073-20601 certification entry")
        let opaque = decode(0x2A2A, "01 02 03")
        #expect(opaque?.field("count") == nil)
        #expect(opaque?.field("data")?.value == .bytes([1, 2, 3]))
    }
}
