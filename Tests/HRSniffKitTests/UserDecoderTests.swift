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

/// Decoders described in a file (`--decoders`): field types, scaling, conditions and framing.
@Suite struct UserDecoderTests {
    static let uuid = "8F3A0002-5F7E-4C1A-9B6D-2C4E7F9A1B3C"

    func decoders(_ fields: [UserDecoderFile.Field], framing: UserDecoderFile.Framing? = nil) throws -> UserDecoders {
        try UserDecoders(UserDecoderFile(characteristics: [
            .init(uuid: Self.uuid, name: "Vendor", fields: fields, framing: framing),
        ]))
    }

    func field(_ name: String, _ offset: Int, _ type: String, scale: Double? = nil, add: Double? = nil,
               when: UserDecoderFile.Condition? = nil, length: Int? = nil) -> UserDecoderFile.Field {
        .init(name: name, offset: offset, type: type, length: length, scale: scale, add: add, unit: nil, when: when,
              bits: nil)
    }

    func decode(_ d: UserDecoders, _ hex: String) throws -> DecodedValue {
        let uuid = try #require(BluetoothUUID(Self.uuid))
        return try #require(bytes(hex).withBytes { d.decode(uuid, $0) })
    }

    @Test func integerTypesAndByteOrder() throws {
        let d = try decoders([
            field("a", 0, "u8"), field("b", 1, "u16"), field("c", 1, "u16be"), field("d", 3, "s8"),
            field("e", 4, "s16"), field("f", 6, "u24"), field("g", 6, "s32be"),
        ])
        let v = try decode(d, "2a 34 12 ff fe ff 01 02 83 04")
        #expect(v.fields.map(\.name) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(v.fields.map(\.value) == [.int(42), .int(0x1234), .int(0x3412), .int(-1), .int(-2), .int(0x830201),
                                          .int(Int64(Int32(bitPattern: 0x0102_8304)))])
    }

    @Test func scaleOffsetFloatsTextAndBits() throws {
        var bitsField = field("flags", 0, "bits")
        bitsField.bits = [.init(name: "stable", bit: 0), .init(name: "overload", bit: 9)]
        let d = try decoders([
            field("weight", 2, "u16", scale: 0.005), field("celsius", 4, "s16", scale: 0.01, add: -40),
            field("spo2", 6, "sfloat"), field("temp", 8, "float"), field("name", 12, "utf8", length: 3),
            field("raw", 15, "bytes"), bitsField,
        ])
        let v = try decode(d, "01 02 98 3a 10 27 61 00 6e 01 00 ff 41 42 43 de ad")
        #expect(v.field("weight")?.value == .double(75))
        #expect(v.field("celsius")?.value == .double(60))
        #expect(v.field("spo2")?.value == .double(97))
        #expect(v.field("temp")?.value == .double(36.6))
        #expect(v.field("name")?.value == .string("ABC"))
        #expect(v.field("raw")?.value == .bytes([0xDE, 0xAD]))
        #expect(v.field("flags")?.value == .object([DecodedField(dynamic: "stable", .bool(true)),
                                                    DecodedField(dynamic: "overload", .bool(true))]))
        #expect(v.problems.isEmpty)
    }

    @Test func conditionsAndMissingBytes() throws {
        let d = try decoders([
            field("flags", 0, "u8"),
            field("pulse", 1, "u8", when: .init(offset: 0, bit: 2, equals: nil)),
            field("no_pulse", 1, "u8", when: .init(offset: 0, bit: 2, equals: 0)),
            field("far", 9, "u16"),
        ])
        let on = try decode(d, "04 48")
        #expect(on.fields.map(\.name) == ["flags", "pulse"])
        #expect(on.problems == ["'far' at offset 9 lies beyond the 2-byte value"])
        let off = try decode(d, "00 48")
        #expect(off.fields.map(\.name) == ["flags", "no_pulse"])
    }

    @Test func invalidDefinitionsAreRefused() {
        #expect(throws: UserDecoders.Problem.self) { try decoders([field("x", 0, "u12")]) }
        #expect(throws: UserDecoders.Problem.self) {
            try UserDecoders(UserDecoderFile(characteristics: [.init(uuid: "not-a-uuid", name: nil, fields: [], framing: nil)]))
        }
        #expect(throws: UserDecoders.Problem.self) { try decoders([field("x", -1, "u8")]) }
    }

    /// A frame (start 0xAA, length of the payload at offset 1, sum8 checksum) split over three notifications,
    /// then two frames in one notification, then a corrupt one.
    @Test func framingAcrossNotifications() throws {
        let framing = UserDecoderFile.Framing(start: 0xAA, lengthOffset: 1, lengthSize: 1, overhead: 3, checksum: "sum8")
        var assembler = UserFrameAssembler()
        func feed(_ hex: String) -> ([[UInt8]], [String]) {
            bytes(hex).withBytes { assembler.feed($0, framing: framing) }
        }
        // aa 03 01 02 03 sum = aa+03+01+02+03 = b3
        #expect(feed("aa 03").0.isEmpty)
        #expect(feed("01 02").0.isEmpty)
        let (frames, problems) = feed("03 b3")
        #expect(frames == [bytes("aa 03 01 02 03 b3")])
        #expect(problems.isEmpty)
        let two = feed("aa 01 07 b2 aa 00 aa")
        #expect(two.0 == [bytes("aa 01 07 b2"), bytes("aa 00 aa")])
        let bad = feed("00 aa 01 07 00")
        #expect(bad.0.isEmpty)
        #expect(bad.1 == ["1 byte before a frame start skipped", "frame checksum 0x0 does not match 0xb2"])
    }

    @Test func exampleFileDecodesTheBundledVendorStream() throws {
        let root = CaptureFiles.projectRoot.path
        let result = try HRSniffBinary.run([
            "analyze", "--json", "--decoders", root + "/docs/examples/strap-vendor.yaml",
            root + "/Captures/heart-rate-strap.btsnoop",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.contains("\"frame\":216,") && $0.contains("\"procedure\":\"notification\"") })
        #expect(line.contains("\"name\":\"Strap Activity Stream\""))
        #expect(line.contains("\"mean_heart_rate\":70"))
        #expect(line.contains("\"mean_rr_change\":10.6"))
    }

    @Test func exampleJSONFileLoadsAndABadFileExits2() throws {
        let root = CaptureFiles.projectRoot.path
        let ok = try HRSniffBinary.run(["gatt", "--decoders", root + "/docs/examples/scale-framed.json",
                                        root + "/Captures/heart-rate-strap.btsnoop"])
        #expect(ok.status == 0, "\(ok.stderr)")
        let path = temporaryFile(Array("{\"characteristics\":[{\"uuid\":\"2A37\",\"fields\":[{\"name\":\"x\",\"offset\":0,\"type\":\"u9\"}]}]}".utf8))
        defer { unlink(path) }
        let bad = try HRSniffBinary.run(["analyze", "--decoders", path, root + "/Captures/heart-rate-strap.btsnoop"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown type 'u9'"))
    }
}
