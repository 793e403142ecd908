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

/// AD structures (Core Vol 3 Part C §11, Core Specification Supplement Part A).
@Suite struct AdvertisingDataTests {
    func parse(_ hex: String) -> (types: [UInt8], summaries: [String], problems: [String]) {
        bytes(hex).withBytes { data in
            let (structures, problems) = ADStructure.parse(data)
            return (structures.map(\.type), structures.map(\.decoded.summary), problems)
        }
    }

    @Test func heartRateStrapAdvertisement() {
        let r = parse("02 01 06 0f 09 48 52 53 2d 53 74 72 61 70 20 37 46 33 41 05 03 0d 18 0f 18 03 19 41 03")
        #expect(r.types == [0x01, 0x09, 0x03, 0x19])
        #expect(r.summaries == [
            "LE General Discoverable, BR/EDR Not Supported",
            "\"HRS-Strap 7F3A\"",
            "180D (Heart Rate), 180F (Battery Service)",
            "Heart Rate Sensor: Heart Rate Belt",
        ])
        #expect(r.problems.isEmpty)
    }

    @Test func manufacturerDataNamesTheCompany() {
        let r = parse("09 ff 59 00 3a 7f 02 04 57 01 02 0a f8")
        #expect(r.summaries == ["Nordic Semiconductor ASA (0x0059) 3a7f02045701", "-8 dBm"])
    }

    @Test func serviceDataIsDecodedWithTheCharacteristicDecoder() {
        // Service Data with the 16-bit UUID of Battery Level (0x2A19) carrying 87 %.
        let r = parse("04 16 19 2a 57")
        #expect(r.summaries == ["Battery Level: 87 %"])
    }

    @Test func connectionIntervalRangeAndURI() {
        let r = parse("05 12 06 00 0c 00 0b 24 17 2f 2f 61 2e 62 63 2f 78")
        #expect(r.summaries == ["interval 7.5–15.0 ms", "https://a.bc/x"])
    }

    @Test func truncatedStructureIsReportedAndKept() {
        let r = parse("02 01 06 08 09 41 42")
        #expect(r.types == [0x01, 0x09])
        #expect(r.summaries[1] == "\"AB\"")
        #expect(r.problems == ["Complete Local Name announces 7 bytes but the data ends after 2"])
    }

    /// Names padded with NUL bytes, as C strings from a fixed buffer (the shared bk300 capture's peer advertises
    /// "BK300" and 15 NULs; a Sole treadmill capture holds a name that is one NUL): the text without the NULs. AD
    /// names are UTF-8 (Core Supplement Part A §1.2).
    @Test func namesPaddedWithNulBytes() {
        let r = parse("0b 09 42 4b 33 30 30 00 00 00 00 00 02 09 00")
        #expect(r.summaries == ["\"BK300\"", "\"\""])
        #expect(bytes("02 01 06 0b 09 42 4b 33 30 30 00 00 00 00 00").withBytes { data in
            AdvertisingReport(eventType: 0, isExtended: false, addressType: .publicDevice,
                              address: BluetoothAddress(rawValue: 1), rssi: -60, data: data).localName
        } == "BK300")
        #expect(bytes("02 09 00").withBytes { data in
            AdvertisingReport(eventType: 0, isExtended: false, addressType: .publicDevice,
                              address: BluetoothAddress(rawValue: 1), rssi: -60, data: data).localName
        } == nil)
    }

    /// SIG member UUIDs in advertising data are named after their company, beside the UUID.
    @Test func memberUUIDsAreNamed() {
        let r = parse("03 03 ee fe 06 16 95 fe 30 58 06")
        #expect(r.summaries == ["FEEE (Polar Electro Oy service)", "FE95 (Xiaomi Inc. service): 305806"])
    }

    @Test func zeroLengthEndsTheData() {
        let r = parse("02 01 06 00 00 00 ff ff")
        #expect(r.types == [0x01])
    }

    @Test func oddUUIDListLength() {
        let r = bytes("04 03 0d 18 0f").withBytes { ADStructure.parse($0).structures.first?.decoded.problems }
        #expect(r == ["1 byte left after the UUIDs"])
    }
}
