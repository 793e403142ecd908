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

// MARK: - Helpers shared by the decoder tests

/// Decodes `hex` as the value of the SIG characteristic or descriptor `uuid`; fails when there is no decoder.
func decodedValue(_ uuid: UInt16, _ hex: String) throws -> DecodedValue {
    let raw = try #require(Hex.decode(hex), "bad hex in test vector: \(hex)")
    return try #require(raw.withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0) })
}

/// Every field in order as `key=value`, space separated: strings quoted, arrays in brackets, specials in <>.
func decodedFieldsText(_ value: DecodedValue) -> String {
    value.fields.map { "\($0.key)=" + decodedScalarText($0.value) }.joined(separator: " ")
}

func decodedScalarText(_ scalar: DecodedScalar) -> String {
    switch scalar {
    case .int(let v): "\(v)"
    case .double(let v): "\(v)"
    case .string(let v): "\"\(v)\""
    case .bool(let v): "\(v)"
    case .bytes(let b): b.withBytes { $0.hex }
    case .array(let items): "[" + items.map(decodedScalarText).joined(separator: ",") + "]"
    case .object(let fields): "{" + decodedFieldsText(DecodedValue(fields: fields, summary: "")) + "}"
    case .special(let s): "<\(s)>"
    }
}

/// One test vector: the value bytes and everything the decoder must give for them.
struct DecoderVector: Sendable, CustomTestStringConvertible {
    var uuid: UInt16
    var hex: String
    /// `decodedFieldsText` of the result.
    var fields: String
    var summary: String
    /// One substring per expected problem, in order; empty when the value is well-formed.
    var problems: [String] = []

    var testDescription: String { String(uuid, radix: 16, uppercase: true) + " [" + hex + "]" }

    func check() throws {
        let value = try decodedValue(uuid, hex)
        #expect(decodedFieldsText(value) == fields)
        #expect(value.summary == summary)
        #expect(value.problems.count == problems.count, "problems: \(value.problems)")
        for (got, expected) in zip(value.problems, problems) {
            #expect(got.contains(expected), "problem \"\(got)\" does not mention \"\(expected)\"")
        }
    }
}

/// Every UUID `Decoders.decode` handles.
let decodedUUIDs: [UInt16] = [
    0x2A00, 0x2A01, 0x2A04, 0x2A05, 0x2A19, 0x2A23, 0x2A24, 0x2A25, 0x2A26, 0x2A27, 0x2A28, 0x2A29, 0x2A50,
    0x2A37, 0x2A38, 0x2A39, 0x2900, 0x2901, 0x2902,
]

// MARK: - Heart Rate Measurement

@Suite("Heart Rate Measurement decoder")
struct DecoderHeartRateMeasurementTests {
    static let wellFormedVectors: [DecoderVector] = [
        // 8-bit value; flags 0x06: bits 1-2 = 0b11, sensor contact supported and detected.
        DecoderVector(uuid: 0x2A37, hex: "06 48",
                      fields: #"value_format="uint8" sensor_contact="detected" bpm=72"#,
                      summary: "72 bpm, contact detected"),
        // 16-bit value 0x012C = 300; contact status 0: not supported.
        DecoderVector(uuid: 0x2A37, hex: "01 2c 01",
                      fields: #"value_format="uint16" sensor_contact="not_supported" bpm=300"#,
                      summary: "300 bpm (UINT16)"),
        // Contact status 1 also means not supported.
        DecoderVector(uuid: 0x2A37, hex: "02 48",
                      fields: #"value_format="uint8" sensor_contact="not_supported" bpm=72"#,
                      summary: "72 bpm"),
        // Contact status 2: supported but not detected.
        DecoderVector(uuid: 0x2A37, hex: "04 00",
                      fields: #"value_format="uint8" sensor_contact="not_detected" bpm=0"#,
                      summary: "0 bpm, contact not detected"),
        // Energy expended 0x0078 = 120 kJ.
        DecoderVector(uuid: 0x2A37, hex: "08 48 78 00",
                      fields: #"value_format="uint8" sensor_contact="not_supported" bpm=72 energy_expended_kj=120"#,
                      summary: "72 bpm, energy 120 kJ"),
        // RR 0x0341 = 833, 0x032E = 814, 0x0355 = 853 (1/1024 s) = 813.4765625, 794.921875, 833.0078125 ms.
        DecoderVector(uuid: 0x2A37, hex: "16 48 41 03 2e 03 55 03",
                      fields: #"value_format="uint8" sensor_contact="detected" bpm=72 "#
                          + "rr_intervals=[833,814,853] rr_intervals_ms=[813.477,794.922,833.008]",
                      summary: "72 bpm, contact detected, RR 813.5 ms, 794.9 ms, 833.0 ms"),
        // Everything at once: 16-bit 300 bpm, contact detected, 120 kJ, RR 853 and 832 (= 812.5 ms exactly).
        DecoderVector(uuid: 0x2A37, hex: "1f 2c 01 78 00 55 03 40 03",
                      fields: #"value_format="uint16" sensor_contact="detected" bpm=300 energy_expended_kj=120 "#
                          + "rr_intervals=[853,832] rr_intervals_ms=[833.008,812.5]",
                      summary: "300 bpm (UINT16), contact detected, energy 120 kJ, RR 833.0 ms, 812.5 ms"),
        // Energy at its ceiling and the largest RR interval.
        DecoderVector(uuid: 0x2A37, hex: "18 ff ff ff ff ff",
                      fields: #"value_format="uint8" sensor_contact="not_supported" bpm=255 energy_expended_kj=65535 "#
                          + "rr_intervals=[65535] rr_intervals_ms=[63999.023]",
                      summary: "255 bpm, energy 65535 kJ, RR 63999.0 ms"),
    ]

    static let malformedVectors: [DecoderVector] = [
        DecoderVector(uuid: 0x2A37, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // Flags only: the 8-bit heart rate is missing.
        DecoderVector(uuid: 0x2A37, hex: "06",
                      fields: #"value_format="uint8" sensor_contact="detected""#,
                      summary: "no heart rate, contact detected",
                      problems: ["flags announce a UINT8 heart rate but the value ends after 1 byte"]),
        // A 16-bit heart rate cut in half.
        DecoderVector(uuid: 0x2A37, hex: "01 48",
                      fields: #"value_format="uint16" sensor_contact="not_supported""#,
                      summary: "no heart rate",
                      problems: ["flags announce a UINT16 heart rate but the value ends after 2 bytes"]),
        // Flags 0x09: 16-bit heart rate and energy expended, but no energy bytes.
        DecoderVector(uuid: 0x2A37, hex: "09 48 00",
                      fields: #"value_format="uint16" sensor_contact="not_supported" bpm=72"#,
                      summary: "72 bpm (UINT16)",
                      problems: ["flags announce energy expended but the value ends after 3 bytes"]),
        // Energy expended cut after one byte; the RR intervals the flags also announce cannot follow.
        DecoderVector(uuid: 0x2A37, hex: "18 48 78",
                      fields: #"value_format="uint8" sensor_contact="not_supported" bpm=72"#,
                      summary: "72 bpm",
                      problems: ["flags announce energy expended but the value ends after 3 bytes"]),
        // Flags 0x10 with one RR byte.
        DecoderVector(uuid: 0x2A37, hex: "10 48 41",
                      fields: #"value_format="uint8" sensor_contact="not_supported" bpm=72"#,
                      summary: "72 bpm",
                      problems: ["ends with an odd byte (0x41)"]),
        // One whole RR interval and an odd trailing byte: the interval is still given.
        DecoderVector(uuid: 0x2A37, hex: "16 48 41 03 2e",
                      fields: #"value_format="uint8" sensor_contact="detected" bpm=72 "#
                          + "rr_intervals=[833] rr_intervals_ms=[813.477]",
                      summary: "72 bpm, contact detected, RR 813.5 ms",
                      problems: ["ends with an odd byte (0x2E)"]),
        // RR intervals announced, none present.
        DecoderVector(uuid: 0x2A37, hex: "10 48",
                      fields: #"value_format="uint8" sensor_contact="not_supported" bpm=72"#,
                      summary: "72 bpm",
                      problems: ["flags announce RR-intervals but the value ends after 2 bytes"]),
        // A byte no flag announces.
        DecoderVector(uuid: 0x2A37, hex: "00 48 99",
                      fields: #"value_format="uint8" sensor_contact="not_supported" bpm=72"#,
                      summary: "72 bpm",
                      problems: ["1 byte after the last field the flags announce"]),
        // Reserved flag bits 5-7.
        DecoderVector(uuid: 0x2A37, hex: "e6 48",
                      fields: #"value_format="uint8" sensor_contact="detected" bpm=72"#,
                      summary: "72 bpm, contact detected",
                      problems: ["reserved flag bits are set (flags 0xE6)"]),
    ]

    @Test("well-formed measurements", arguments: wellFormedVectors)
    func wellFormed(_ vector: DecoderVector) throws { try vector.check() }

    @Test("malformed measurements give the present fields and a problem", arguments: malformedVectors)
    func malformed(_ vector: DecoderVector) throws { try vector.check() }

    @Test("units")
    func units() throws {
        let value = try decodedValue(0x2A37, "1f 2c 01 78 00 55 03 40 03")
        #expect(value.field("bpm")?.unit == "bpm")
        #expect(value.field("energy_expended_kj")?.unit == "kJ")
        #expect(value.field("rr_intervals")?.unit == "1/1024 s")
        #expect(value.field("rr_intervals_ms")?.unit == "ms")
        #expect(value.number("bpm") == 300)
        #expect(value.numbers("rr_intervals_ms") == [833.008, 812.5])
    }

    /// Every raw RR interval: the 3-decimal millisecond value is within half a microsecond of raw × 1000 / 1024.
    @Test("RR milliseconds are rounded to 3 decimals for every raw value")
    func rrRounding() {
        var value: [UInt8] = [0x10, 0x48, 0x00, 0x00]
        for raw in 0 ... Int(UInt16.max) {
            value[2] = UInt8(raw & 0xFF)
            value[3] = UInt8(raw >> 8)
            let ms = value.withBytes { Decoders.heartRateMeasurement($0) }.numbers("rr_intervals_ms")
            let exact = Double(raw) * 1000 / 1024
            guard ms.count == 1, let got = ms.first, abs(got - exact) <= 0.0005 + 1e-9 else {
                Issue.record("raw \(raw): got \(ms), exact \(exact)")
                return
            }
        }
    }
}

// MARK: - Dispatch and robustness

@Suite("Decoders.decode dispatch and robustness")
struct DecoderDispatchTests {
    @Test("unknown and vendor UUIDs have no decoder")
    func unknown() throws {
        let raw: [UInt8] = [0x06, 0x48]
        raw.withBytes { bytes in
            #expect(Decoders.decode(BluetoothUUID(uuid16: 0x2BFE), bytes) == nil)
            #expect(Decoders.decode(BluetoothUUID(uuid16: 0x180D), bytes) == nil)
            #expect(Decoders.decode(BluetoothUUID(uuid32: 0x0001_2A37), bytes) == nil)
            let vendor = BluetoothUUID("6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
            #expect(vendor.flatMap { Decoders.decode($0, bytes) } == nil)
        }
    }

    @Test("a SIG UUID sent in 128-bit form is decoded like its 16-bit form")
    func longForm() throws {
        let long = try #require(BluetoothUUID("00002A37-0000-1000-8000-00805F9B34FB"))
        let value = [UInt8]([0x06, 0x48]).withBytes { Decoders.decode(long, $0) }
        #expect(value?.number("bpm") == 72)
    }

    @Test("every decoder handles every UUID it is listed for", arguments: decodedUUIDs)
    func listed(_ uuid: UInt16) {
        #expect([UInt8]().withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0) } != nil)
    }

    /// Lengths 0...40 of several byte patterns through every decoder: no trap, a summary, and a value without
    /// fields always explains itself in `problems`.
    @Test("garbage never traps and never passes silently", arguments: decodedUUIDs)
    func garbage(_ uuid: UInt16) {
        var state: UInt32 = 0x1234_5678
        func next() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let patterns: [(Int) -> UInt8] = [{ _ in 0x00 }, { _ in 0xFF }, { UInt8(truncatingIfNeeded: $0) }, { _ in next() }]
        for pattern in patterns {
            for length in 0 ... 40 {
                let raw = (0 ..< length).map(pattern)
                guard let value = raw.withBytes({ Decoders.decode(BluetoothUUID(uuid16: uuid), $0) }) else {
                    Issue.record("no decoder for \(uuid)")
                    return
                }
                #expect(!value.summary.isEmpty)
                #expect(!value.fields.isEmpty || !value.problems.isEmpty, "\(raw): no fields and no problem")
                let keys = value.fields.map(\.name)
                #expect(Set(keys).count == keys.count, "duplicate keys \(keys)")
            }
        }
    }
}
