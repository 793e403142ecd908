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

private func withHex<R>(_ hex: String, _ body: (Bytes) throws -> R) throws -> R {
    let bytes = try #require(Hex.decode(hex), "bad hex in test vector: \(hex)")
    return try bytes.withBytes(body)
}

@Suite struct BluetoothUUIDTests {
    @Test func sixteenBit() {
        let u = BluetoothUUID(uuid16: 0x180D)
        #expect(u.string == "180D")
        #expect(u.description == "180D")
        #expect(u.shortValue == 0x180D)
        #expect(u.uuid32 == 0x180D)
        #expect(u.width == .bits16)
        #expect(u.isBaseDerived)
        #expect(u.canonicalString == "0000180D-0000-1000-8000-00805F9B34FB")
        #expect(BluetoothUUID(uuid16: 0x0001).string == "0001")
        #expect(BluetoothUUID(uuid16: 0xFFFF).string == "FFFF")
    }

    @Test func baseDerived128PrintsShort() throws {
        try withHex("fb 34 9b 5f 80 00 00 80 00 10 00 00 0d 18 00 00") { b in
            let u = try #require(BluetoothUUID(littleEndian: b))
            #expect(u.width == .bits128)
            #expect(u.string == "180D")
            #expect(u.shortValue == 0x180D)
            #expect(u == BluetoothUUID(uuid16: 0x180D)) // equality ignores the wire width
            #expect(u.hashValue == BluetoothUUID(uuid16: 0x180D).hashValue)
        }
    }

    @Test func vendor128() throws {
        try withHex("9e ca dc 24 0e e5 a9 e0 93 f3 a3 b5 01 00 40 6e") { b in
            let u = try #require(BluetoothUUID(littleEndian: b))
            #expect(u.string == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
            #expect(u.value == 0x6E40_0001_B5A3_F393_E0A9_E50E_24DC_CA9E)
            #expect(u.shortValue == nil)
            #expect(u.uuid32 == nil)
            #expect(!u.isBaseDerived)
            #expect(u.littleEndianBytes == b.array)
        }
    }

    @Test func thirtyTwoBit() throws {
        try withHex("ff ff 01 00") { b in
            let u = try #require(BluetoothUUID(littleEndian: b))
            #expect(u.width == .bits32)
            #expect(u.uuid32 == 0x0001_FFFF)
            #expect(u.shortValue == nil)
            #expect(u.string == "0001FFFF")
            #expect(u.canonicalString == "0001FFFF-0000-1000-8000-00805F9B34FB")
            #expect(u.littleEndianBytes == [0xFF, 0xFF, 0x01, 0x00])
        }
        // A 32-bit UUID whose value fits 16 bits is the 16-bit one.
        try withHex("0d 18 00 00") { b in
            let u = try #require(BluetoothUUID(littleEndian: b))
            #expect(u.string == "180D")
            #expect(u == BluetoothUUID(uuid16: 0x180D))
        }
        #expect(BluetoothUUID(uuid32: 0x1234_5678).string == "12345678")
    }

    @Test func wireOrderSixteen() throws {
        try withHex("37 2a") { b in
            let u = try #require(BluetoothUUID(littleEndian: b))
            #expect(u.string == "2A37")
            #expect(u.littleEndianBytes == [0x37, 0x2A])
        }
    }

    @Test(arguments: [0, 1, 3, 5, 8, 15, 17, 32])
    func rejectsOtherWidths(count: Int) {
        let bytes = [UInt8](repeating: 0xAB, count: count)
        bytes.withBytes { b in
            #expect(BluetoothUUID(littleEndian: b) == nil)
        }
    }

    @Test func lowercaseHexDigitsNeverPrinted() {
        let u = BluetoothUUID(uuid128: 0xABCD_EF01_2345_6789_ABCD_EF01_2345_6789)
        #expect(u.string == "ABCDEF01-2345-6789-ABCD-EF0123456789")
        #expect(u.string.count == 36)
        #expect(BluetoothUUID(uuid128: 0).string == "00000000-0000-0000-0000-000000000000")
        #expect(BluetoothUUID(uuid128: .max).string == "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")
    }

    static let texts: [(String, String?)] = [
        ("180D", "180D"), ("180d", "180D"), ("0001FFFF", "0001FFFF"),
        ("6e400001-b5a3-f393-e0a9-e50e24dcca9e", "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"),
        ("6E400001B5A3F393E0A9E50E24DCCA9E", "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"),
        ("0000180D-0000-1000-8000-00805F9B34FB", "180D"),
        ("", nil), ("180", nil), ("180DX", nil), ("18-0D", nil), ("6E400001-B5A3-F393-E0A9-E50E24DCCA9", nil),
        ("6E400001-B5A3-F393-E0A9-E50E24DCCA9E0", nil), ("6E400001B5A3-F393-E0A9-E50E24DCCA9E", nil),
        ("-6E400001B5A3F393E0A9E50E24DCCA9E", nil),
    ]

    @Test(arguments: texts)
    func parsesText(text: String, expected: String?) {
        #expect(BluetoothUUID(text)?.string == expected)
    }

    @Test func constants() {
        #expect(BluetoothUUID.primaryService.string == "2800")
        #expect(BluetoothUUID.characteristic.string == "2803")
        #expect(BluetoothUUID.clientCharacteristicConfiguration.string == "2902")
        #expect(BluetoothUUID.baseValue == 0x0000_0000_0000_1000_8000_0080_5F9B_34FB)
    }
}
