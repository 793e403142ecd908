import Foundation
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
@testable import HRSniffLive
@testable import HRSniffReport

/// Names that tshark and btmon give and the story must give too: SIG member UUIDs named after their company, and
/// text padded with NUL bytes (C strings from fixed-size buffers) shown as text.
@Suite struct NameTests {
    /// One connection to a peer that advertises "BK300" padded with NULs; a discovery of the member service 0xFEEE
    /// (Polar Electro Oy) with one characteristic 0xFEE1 (Anhui Huami), whose value is the C string "F65\0\0".
    static func capture() -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        // LE Advertising Report (Core Vol 4 Part E §7.7.65.2): ADV_IND, random F1:2C:33:7F:3A:01, Complete Local
        // Name "BK300" and 5 NULs, RSSI -60.
        let data = bytes("02 01 06 0b 09 42 4b 33 30 30 00 00 00 00 00")
        b.h4(4, sent: false, [0x3E, UInt8(12 + data.count), 0x02, 0x01, 0x00, 0x01, 0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1,
                              UInt8(data.count)] + data + [0xC4])
        b.leConnectionComplete(handle: 0x40, peer: "F1:2C:33:7F:3A:01")
        b.att([
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 05 00 ee fe"),
            (true, "10 06 00 ff ff 00 28"), (false, "01 10 06 00 0a"),
            (true, "08 01 00 05 00 03 28"), (false, "09 07 02 00 02 03 00 e1 fe"),
            (true, "08 03 00 05 00 03 28"), (false, "01 08 03 00 0a"),
            (true, "0a 03 00"), (false, "0b 46 36 35 00 00"),
            // An attribute no discovery revealed, with the same C string.
            (true, "0a 09 00"), (false, "0b 46 36 35 00 00"),
        ])
        b.disconnectionComplete(handle: 0x40)
        return b.data
    }

    /// Core Vol 3 Part G §3.1, §3.3.1: the service and characteristic declarations carry the 16-bit UUIDs 0xFEEE
    /// and 0xFEE1, which the SIG assigned to member companies; the story names them after the company. The
    /// advertised name and the values lose their NUL padding, and the text no longer holds NUL characters.
    @Test func memberUUIDsAndPaddedTextInTheStory() throws {
        let path = temporaryFile(Self.capture(), suffix: ".btsnoop")
        defer { unlink(path) }
        let text = try HRSniffBinary.run(["analyze", path]).stdout
        #expect(!text.contains("\u{0}"))
        #expect(text.contains("Connection #1 F1:2C:33:7F:3A:01 (random) \"BK300\"\n"), "\(text)")
        #expect(text.contains("discover characteristics of Polar Electro Oy service"), "\(text)")
        #expect(text.contains("read Anhui Huami Information Technology Co. characteristic = \"F65\" (46 36 35 00 00)"),
                "\(text)")
        #expect(text.contains("read handle 0x0009 (not discovered) = \"F65\" (46 36 35 00 00)"), "\(text)")
        let json = try HRSniffBinary.run(["analyze", "--json", path]).stdout
        #expect(json.contains("\"name\":\"BK300\","), "\(json)")
        #expect(json.contains("\"name\":\"Anhui Huami Information Technology Co. characteristic\""), "\(json)")
        #expect(!json.contains("\\u0000"))
        let gatt = try HRSniffBinary.run(["gatt", path]).stdout
        #expect(gatt.contains("Polar Electro Oy service  FEEE  (primary service"), "\(gatt)")
    }

    /// Printable text followed by NULs is text; NULs inside, or fewer than three characters, are not.
    @Test func printableTextAllowsNulPadding() {
        #expect(Decoders.printableText(Array("F65".utf8) + [0, 0]) == "F65")
        #expect(Decoders.printableText(Array("F65".utf8)) == "F65")
        #expect(Decoders.printableText([0x46, 0x00, 0x36, 0x35]) == nil)
        #expect(Decoders.printableText([0x46, 0x36, 0x00]) == nil)
        #expect(Decoders.printableText([0, 0, 0]) == nil)
        #expect(bytes("42 4b 00 00").withBytes { Decoders.paddedText($0).text } == "BK")
    }
}
