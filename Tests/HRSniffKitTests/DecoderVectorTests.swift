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

/// Normal and malformed vectors for every decoder other than the Heart Rate Measurement.
@Suite("Characteristic and descriptor decoders")
struct DecoderVectorTests {
    static let heartRateServiceVectors: [DecoderVector] = [
        // 0x2A38 Body Sensor Location
        DecoderVector(uuid: 0x2A38, hex: "01", fields: #"location=1 location_name="Chest""#, summary: "Chest"),
        DecoderVector(uuid: 0x2A38, hex: "05", fields: #"location=5 location_name="Ear Lobe""#, summary: "Ear Lobe"),
        DecoderVector(uuid: 0x2A38, hex: "00", fields: #"location=0 location_name="Other""#, summary: "Other"),
        DecoderVector(uuid: 0x2A38, hex: "07", fields: #"location=7 location_name="Reserved""#,
                      summary: "Reserved (7)", problems: ["location 7 is reserved"]),
        DecoderVector(uuid: 0x2A38, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        DecoderVector(uuid: 0x2A38, hex: "02 00", fields: #"location=2 location_name="Wrist""#, summary: "Wrist",
                      problems: ["a Body Sensor Location is 1 byte but the value has 2 bytes"]),
        // 0x2A39 Heart Rate Control Point
        DecoderVector(uuid: 0x2A39, hex: "01", fields: #"op_code=1 op_code_name="Reset Energy Expended""#,
                      summary: "Reset Energy Expended"),
        DecoderVector(uuid: 0x2A39, hex: "02", fields: #"op_code=2 op_code_name="Reserved""#,
                      summary: "Reserved op code 0x02", problems: ["op code 0x02 is reserved"]),
        DecoderVector(uuid: 0x2A39, hex: "01 01", fields: #"op_code=1 op_code_name="Reset Energy Expended""#,
                      summary: "Reset Energy Expended", problems: ["is 1 byte but the value has 2 bytes"]),
        DecoderVector(uuid: 0x2A39, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
    ]

    static let batteryVectors: [DecoderVector] = [
        DecoderVector(uuid: 0x2A19, hex: "57", fields: "level_percent=87", summary: "87 %"),
        DecoderVector(uuid: 0x2A19, hex: "64", fields: "level_percent=100", summary: "100 %"),
        DecoderVector(uuid: 0x2A19, hex: "00", fields: "level_percent=0", summary: "0 %"),
        DecoderVector(uuid: 0x2A19, hex: "65", fields: "level_percent=101", summary: "101 %",
                      problems: ["battery level 101 is above 100 %"]),
        DecoderVector(uuid: 0x2A19, hex: "57 00", fields: "level_percent=87", summary: "87 %",
                      problems: ["a Battery Level is 1 byte but the value has 2 bytes"]),
        DecoderVector(uuid: 0x2A19, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
    ]

    static let textVectors: [DecoderVector] = [
        // "Polar" NUL-terminated: trimmed, not a problem.
        DecoderVector(uuid: 0x2A29, hex: "50 6f 6c 61 72 00 00", fields: #"text="Polar""#, summary: #""Polar""#),
        DecoderVector(uuid: 0x2A24, hex: "48 31 30", fields: #"text="H10""#, summary: #""H10""#),
        DecoderVector(uuid: 0x2A25, hex: "43 37 42 32", fields: #"text="C7B2""#, summary: #""C7B2""#),
        DecoderVector(uuid: 0x2A27, hex: "30 30 37 36 30 36 39 30", fields: #"text="00760690""#,
                      summary: #""00760690""#),
        DecoderVector(uuid: 0x2A26, hex: "35 2e 30 2e 30", fields: #"text="5.0.0""#, summary: #""5.0.0""#),
        DecoderVector(uuid: 0x2A28, hex: "33 2e 31 2e 31 00", fields: #"text="3.1.1""#, summary: #""3.1.1""#),
        // Multi-byte UTF-8: "Pulsgurt ä".
        DecoderVector(uuid: 0x2A00, hex: "50 75 6c 73 67 75 72 74 20 c3 a4", fields: #"text="Pulsgurt ä""#,
                      summary: #""Pulsgurt ä""#),
        DecoderVector(uuid: 0x2901, hex: "48 65 61 72 74 20 52 61 74 65", fields: #"text="Heart Rate""#,
                      summary: #""Heart Rate""#),
        // An empty string is a valid value.
        DecoderVector(uuid: 0x2A29, hex: "", fields: #"text="""#, summary: #""""#),
        DecoderVector(uuid: 0x2A29, hex: "00", fields: #"text="""#, summary: #""""#),
        // Invalid UTF-8 (0xFF; a truncated 2-byte sequence at the end): lossy text and a problem.
        DecoderVector(uuid: 0x2A29, hex: "50 6f ff 61", fields: "text=\"Po\u{FFFD}a\"", summary: "\"Po\u{FFFD}a\"",
                      problems: ["not valid UTF-8"]),
        DecoderVector(uuid: 0x2A00, hex: "48 c3", fields: "text=\"H\u{FFFD}\"", summary: "\"H\u{FFFD}\"",
                      problems: ["not valid UTF-8"]),
    ]

    static let deviceInformationVectors: [DecoderVector] = [
        // 0x2A23 System ID: manufacturer identifier 0x0123456789, OUI 00:1B:DC.
        DecoderVector(uuid: 0x2A23, hex: "89 67 45 23 01 dc 1b 00",
                      fields: #"manufacturer_identifier=4886718345 oui="00:1B:DC""#,
                      summary: "manufacturer identifier 0x0123456789, OUI 00:1B:DC"),
        DecoderVector(uuid: 0x2A23, hex: "89 67 45 23 01 dc",
                      fields: "manufacturer_identifier=4886718345",
                      summary: "manufacturer identifier 0x0123456789",
                      problems: ["a System ID is 8 bytes but the value ends after 6 bytes"]),
        DecoderVector(uuid: 0x2A23, hex: "01 02", fields: "", summary: "malformed",
                      problems: ["a System ID is 8 bytes but the value ends after 2 bytes"]),
        DecoderVector(uuid: 0x2A23, hex: "ff ff ff ff ff ff ff ff 00",
                      fields: #"manufacturer_identifier=1099511627775 oui="FF:FF:FF""#,
                      summary: "manufacturer identifier 0xFFFFFFFFFF, OUI FF:FF:FF",
                      problems: ["a System ID is 8 bytes but the value has 9 bytes"]),
        // 0x2A50 PnP ID: Bluetooth SIG company 0x006B, product 0x0001, version 0x0110 = 1.1.0.
        DecoderVector(uuid: 0x2A50, hex: "01 6b 00 01 00 10 01",
                      fields: #"vendor_id_source=1 vendor_id_source_name="Bluetooth SIG" vendor_id=107 "#
                          + #"vendor_name="Polar Electro OY" product_id=1 product_version=272 product_version_text="1.1.0""#,
                      summary: "Bluetooth SIG vendor 0x006B (Polar Electro OY), product 0x0001, version 1.1.0"),
        // USB vendor 0x045E, product 0x028E, version 0x1234 = 18.3.4.
        DecoderVector(uuid: 0x2A50, hex: "02 5e 04 8e 02 34 12",
                      fields: #"vendor_id_source=2 vendor_id_source_name="USB Implementer's Forum" vendor_id=1118 "#
                          + #"product_id=654 product_version=4660 product_version_text="18.3.4""#,
                      summary: "USB Implementer's Forum vendor 0x045E, product 0x028E, version 18.3.4"),
        DecoderVector(uuid: 0x2A50, hex: "00 6b 00 01 00 10 01",
                      fields: #"vendor_id_source=0 vendor_id_source_name="Reserved" vendor_id=107 product_id=1 "#
                          + #"product_version=272 product_version_text="1.1.0""#,
                      summary: "Reserved vendor 0x006B, product 0x0001, version 1.1.0",
                      problems: ["vendor ID source 0 is reserved"]),
        DecoderVector(uuid: 0x2A50, hex: "01 6b 00",
                      fields: #"vendor_id_source=1 vendor_id_source_name="Bluetooth SIG" vendor_id=107 "#
                          + #"vendor_name="Polar Electro OY""#,
                      summary: "Bluetooth SIG vendor 0x006B (Polar Electro OY)",
                      problems: ["a PnP ID is 7 bytes but the value ends after 3 bytes"]),
        DecoderVector(uuid: 0x2A50, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
    ]

    static let genericAccessVectors: [DecoderVector] = [
        // 0x2A01 Appearance 0x0341: category 13 (Heart Rate Sensor), subcategory 1 (Heart Rate Belt).
        DecoderVector(uuid: 0x2A01, hex: "41 03",
                      fields: #"appearance=833 category=13 subcategory=1 appearance_name="Heart Rate Sensor: Heart Rate Belt""#,
                      summary: "Heart Rate Sensor: Heart Rate Belt (0x0341)"),
        // Subcategory 63 is not assigned: the category's name.
        DecoderVector(uuid: 0x2A01, hex: "7f 03",
                      fields: #"appearance=895 category=13 subcategory=63 appearance_name="Heart Rate Sensor""#,
                      summary: "Heart Rate Sensor (0x037F)"),
        // Category 0x3FF is not assigned: numbers only.
        DecoderVector(uuid: 0x2A01, hex: "c1 ff", fields: "appearance=65473 category=1023 subcategory=1",
                      summary: "category 1023, subcategory 1 (0xFFC1)"),
        DecoderVector(uuid: 0x2A01, hex: "41", fields: "", summary: "malformed",
                      problems: ["an Appearance is 2 bytes but the value ends after 1 byte"]),
        DecoderVector(uuid: 0x2A01, hex: "41 03 00",
                      fields: #"appearance=833 category=13 subcategory=1 appearance_name="Heart Rate Sensor: Heart Rate Belt""#,
                      summary: "Heart Rate Sensor: Heart Rate Belt (0x0341)",
                      problems: ["an Appearance is 2 bytes but the value has 3 bytes"]),
        // 0x2A04 Peripheral Preferred Connection Parameters: 7.5-15 ms, latency 0, 4 s.
        DecoderVector(uuid: 0x2A04, hex: "06 00 0c 00 00 00 90 01",
                      fields: "interval_min_ms=7.5 interval_max_ms=15.0 peripheral_latency=0 supervision_timeout_ms=4000",
                      summary: "interval 7.5 ms to 15 ms, latency 0, timeout 4000 ms"),
        DecoderVector(uuid: 0x2A04, hex: "ff ff 20 03 04 00 ff ff",
                      fields: "interval_min_ms=<no_specific_value> interval_max_ms=1000.0 peripheral_latency=4 "
                          + "supervision_timeout_ms=<no_specific_value>",
                      summary: "interval any to 1000 ms, latency 4, timeout any"),
        // Maximum below minimum, latency 500, multiplier 5 (50 ms): all decoded and all reported.
        DecoderVector(uuid: 0x2A04, hex: "0c 00 06 00 f4 01 05 00",
                      fields: "interval_min_ms=15.0 interval_max_ms=7.5 peripheral_latency=500 supervision_timeout_ms=50",
                      summary: "interval 15 ms to 7.5 ms, latency 500, timeout 50 ms",
                      problems: ["maximum connection interval is below the minimum", "peripheral latency 500",
                                 "multiplier 0x0005 is outside"]),
        DecoderVector(uuid: 0x2A04, hex: "05 00 81 0c 00 00 0a 00",
                      fields: "interval_min_ms=6.25 interval_max_ms=4001.25 peripheral_latency=0 supervision_timeout_ms=100",
                      summary: "interval 6.25 ms to 4001.25 ms, latency 0, timeout 100 ms",
                      problems: ["minimum connection interval 0x0005 is outside", "maximum connection interval 0x0C81"]),
        DecoderVector(uuid: 0x2A04, hex: "06 00 0c",
                      fields: "interval_min_ms=7.5", summary: "interval 7.5 ms",
                      problems: ["is 8 bytes but the value ends after 3 bytes"]),
        DecoderVector(uuid: 0x2A04, hex: "", fields: "", summary: "empty",
                      problems: ["is 8 bytes but the value ends after 0 bytes"]),
    ]

    static let genericAttributeVectors: [DecoderVector] = [
        // 0x2A05 Service Changed
        DecoderVector(uuid: 0x2A05, hex: "01 00 ff ff", fields: "start_handle=1 end_handle=65535",
                      summary: "handles 0x0001–0xFFFF"),
        DecoderVector(uuid: 0x2A05, hex: "0c 00 0f 00", fields: "start_handle=12 end_handle=15",
                      summary: "handles 0x000C–0x000F"),
        DecoderVector(uuid: 0x2A05, hex: "00 00 ff ff", fields: "start_handle=0 end_handle=65535",
                      summary: "handles 0x0000–0xFFFF", problems: ["start handle 0x0000 is not a valid"]),
        DecoderVector(uuid: 0x2A05, hex: "05 00 01 00", fields: "start_handle=5 end_handle=1",
                      summary: "handles 0x0005–0x0001", problems: ["start handle 0x0005 is after end handle 0x0001"]),
        DecoderVector(uuid: 0x2A05, hex: "01 00 ff", fields: "start_handle=1", summary: "from handle 0x0001",
                      problems: ["is 4 bytes but the value ends after 3 bytes"]),
        DecoderVector(uuid: 0x2A05, hex: "", fields: "", summary: "empty",
                      problems: ["is 4 bytes but the value ends after 0 bytes"]),
    ]

    static let descriptorsVectors: [DecoderVector] = [
        // 0x2902 Client Characteristic Configuration
        DecoderVector(uuid: 0x2902, hex: "01 00", fields: "notifications=true indications=false value=1",
                      summary: "notifications on"),
        DecoderVector(uuid: 0x2902, hex: "02 00", fields: "notifications=false indications=true value=2",
                      summary: "indications on"),
        DecoderVector(uuid: 0x2902, hex: "03 00", fields: "notifications=true indications=true value=3",
                      summary: "notifications and indications on"),
        DecoderVector(uuid: 0x2902, hex: "00 00", fields: "notifications=false indications=false value=0",
                      summary: "off"),
        DecoderVector(uuid: 0x2902, hex: "05 80", fields: "notifications=true indications=false value=32773",
                      summary: "notifications on", problems: ["reserved bits are set (0x8005)"]),
        DecoderVector(uuid: 0x2902, hex: "01", fields: "notifications=true indications=false value=1",
                      summary: "notifications on",
                      problems: ["a Client Characteristic Configuration is 2 bytes but the value ends after 1 byte"]),
        DecoderVector(uuid: 0x2902, hex: "02 00 00", fields: "notifications=false indications=true value=2",
                      summary: "indications on", problems: ["is 2 bytes but the value has 3 bytes"]),
        DecoderVector(uuid: 0x2902, hex: "", fields: "", summary: "empty",
                      problems: ["is 2 bytes but the value ends after 0 bytes"]),
        // 0x2900 Characteristic Extended Properties
        DecoderVector(uuid: 0x2900, hex: "01 00", fields: "reliable_write=true writable_auxiliaries=false value=1",
                      summary: "reliable write"),
        DecoderVector(uuid: 0x2900, hex: "03 00", fields: "reliable_write=true writable_auxiliaries=true value=3",
                      summary: "reliable write, writable auxiliaries"),
        DecoderVector(uuid: 0x2900, hex: "00 00", fields: "reliable_write=false writable_auxiliaries=false value=0",
                      summary: "none"),
        DecoderVector(uuid: 0x2900, hex: "06 00", fields: "reliable_write=false writable_auxiliaries=true value=6",
                      summary: "writable auxiliaries", problems: ["reserved bits are set (0x0006)"]),
        DecoderVector(uuid: 0x2900, hex: "", fields: "", summary: "empty",
                      problems: ["is 2 bytes but the value ends after 0 bytes"]),
    ]

    @Test("Heart Rate Service: Body Sensor Location and Control Point", arguments: heartRateServiceVectors)
    func heartRateService(_ vector: DecoderVector) throws { try vector.check() }

    @Test("Battery Level", arguments: batteryVectors)
    func battery(_ vector: DecoderVector) throws { try vector.check() }

    @Test("UTF-8 strings: Device Information, Device Name, User Description", arguments: textVectors)
    func text(_ vector: DecoderVector) throws { try vector.check() }

    @Test("System ID and PnP ID", arguments: deviceInformationVectors)
    func deviceInformation(_ vector: DecoderVector) throws { try vector.check() }

    @Test("Appearance and Peripheral Preferred Connection Parameters", arguments: genericAccessVectors)
    func genericAccess(_ vector: DecoderVector) throws { try vector.check() }

    @Test("Service Changed", arguments: genericAttributeVectors)
    func genericAttribute(_ vector: DecoderVector) throws { try vector.check() }

    @Test("descriptors: Client Characteristic Configuration, Extended Properties", arguments: descriptorsVectors)
    func descriptors(_ vector: DecoderVector) throws { try vector.check() }

    @Test("a Device Name longer than 248 bytes is decoded and reported")
    func longDeviceName() throws {
        let name = [UInt8](repeating: 0x41, count: 249)
        let value = try #require(name.withBytes { Decoders.decode(BluetoothUUID(uuid16: 0x2A00), $0) })
        #expect(value.field("text")?.value == .string(String(repeating: "A", count: 249)))
        #expect(value.problems == ["a Device Name is at most 248 bytes but the value has 249"])
    }

    @Test("units of the scaled fields")
    func units() throws {
        let parameters = try decodedValue(0x2A04, "06 00 0c 00 00 00 90 01")
        #expect(parameters.field("interval_min_ms")?.unit == "ms")
        #expect(parameters.field("supervision_timeout_ms")?.unit == "ms")
        #expect(try decodedValue(0x2A19, "57").field("level_percent")?.unit == "%")
    }
}
