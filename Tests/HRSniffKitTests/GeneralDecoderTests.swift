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

// Decoders of the general family: Current Time Service and the GSS time types, GATT/GAP features, Environmental
// Sensing, HID, the Battery Service 1.0 states and the format descriptors. The vectors are worked out by hand from
// the GATT Specification Supplement, Core Vol 3 Part G, CTS, ESS, HIDS, BAS 1.0 and USB HID 1.11. A recurring time
// is Saturday 2026-03-14 09:26:53: ea 07 (2026) 03 0e (14) 09 1a 35 (09:26:53), day of week 06.
//
// Comparison with tshark 4.0.17: the vectors below, as values of Read By Type responses to requests for their UUID
// in a btsnoop capture, `tshark -V`. Same numbers and names for 0x2A2B, 0x2A08, 0x2A0A, 0x2A0C, 0x2A09, 0x2A0E,
// 0x2A0D, 0x2A0F, 0x2A14, 0x2AA6, 0x2AC9, 0x2A4A, 0x2A4E, 0x2A4C, 0x2908, 0x2907, 0x2A22, 0x2A32, 0x2A33, 0x2A1A,
// 0x2A1B, 0x2A76, 0x2A1F, 0x2A20, 0x2903, 0x2904, 0x2905, 0x290B, 0x290C and 0x290D. Differences:
//   - 0x2A6E / 0x2A6F / 0x2A6D: tshark shows the raw integers (Temperature 2345, Humidity 0x11d7, Pressure
//     0x000f7602) without scaling and without the "not known" codes; hrsniff gives 23.45 °C, 45.67 %, 1013.25 hPa.
//     (tshark does scale 0x2A1F / 0x2A20: 23.5, 74.3.)
//   - 0x2A2B adjust reason 0x11: tshark shows "Reserved: 0x1" as a field; hrsniff reports a problem.
//   - 0x2A0E / 0x2A0F: tshark names only the listed time zones ("UTC+5:30 (22)"); hrsniff computes the text for any
//     value ("UTC+05:30") and reports values outside -48...56.
//   - 0x2A14: tshark gives the accuracy and days/hours since update as raw numbers (accuracy 4 = 0.5 s here).
//   - 0x2A09 and the day of week inside the time characteristics: tshark gives the number only (6 = Saturday).
//   - 0x2A4A: tshark shows bcdHID as 0x0111; hrsniff adds "1.11".
//   - 0x2904: tshark shows the exponent as an unsigned byte (254 for -2), names the unit ("percentage" for 0x27AD,
//     which hrsniff's registry does not know) and writes ordinal descriptions as words ("second" for "2nd").
//   - 0x290D condition 0x01: tshark gives the operand as bytes (3c0000); hrsniff reads 60 s.
//   - 0x2B29 / 0x2B2A / 0x2B3A: tshark shows only the bytes; 0x2A4D is "Undecoded" there too.
//   - 0x2906: tshark shows the two halves as empty headings.
//   - 0x2A4B: tshark lists every item; its item tree for both descriptors below has the same application
//     collections, report IDs and Input/Output counts as hrsniff's summary.

/// Decodes `raw` as the value of `uuid`.
private func generalDecode(_ uuid: UInt16, _ raw: [UInt8], describe: Bool = true) -> DecodedValue? {
    raw.withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0, describe: describe) }
}

/// A deterministic generator (SplitMix64), so that a failure names a reproducible value.
private struct GeneralRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The time fields of 2026-03-14 09:26:53 as `decodedFieldsText` shows them.
private let timeFields = "date_time={year=2026 month=3 day=14 hours=9 minutes=26 seconds=53} "
    + #"date_time_text="2026-03-14 09:26:53""#
private let timeHex = "ea 07 03 0e 09 1a 35"
private let saturday = #"day_of_week=6 day_of_week_name="Saturday""#

/// `adjust_reason` with the four flags.
private func adjust(_ manual: Bool, _ external: Bool, _ zone: Bool, _ dst: Bool) -> String {
    "adjust_reason={manual_time_update=\(manual) external_reference_time_update=\(external) "
        + "change_of_time_zone=\(zone) change_of_dst=\(dst)}"
}

/// A boot mouse report descriptor (USB HID 1.11 Appendix E.10): a Mouse application collection holding a
/// Pointer physical collection with 3 buttons, 5 bits of padding and X/Y relative bytes.
private let bootMouseDescriptor = "05 01 09 02 a1 01 09 01 a1 00 05 09 19 01 29 03 15 00 25 01 95 03 75 01 81 02 "
    + "95 01 75 05 81 01 05 01 09 30 09 31 15 81 25 7f 75 08 95 02 81 06 c0 c0"

/// A keyboard (report ID 1: modifiers, reserved byte, 5 LED outputs and 3 bits of padding, 6 key codes) and a
/// consumer control (report ID 2: one 16-bit usage), as a HID-over-GATT keyboard with media keys sends them.
private let keyboardConsumerDescriptor = "05 01 09 06 a1 01 85 01 05 07 19 e0 29 e7 15 00 25 01 75 01 95 08 81 02 "
    + "95 01 75 08 81 01 95 05 75 01 05 08 19 01 29 05 91 02 95 01 75 03 91 01 95 06 75 08 15 00 25 65 05 07 "
    + "19 00 29 65 81 00 c0 05 0c 09 01 a1 01 85 02 15 00 26 ff 03 19 00 2a ff 03 75 10 95 01 81 00 c0"

@Suite("General decoders")
struct GeneralDecoderTests {
    /// Checks a vector, and that `describe: false` gives the same fields and problems with no summary.
    static func check(_ vector: DecoderVector) throws {
        try vector.check()
        let raw = try #require(Hex.decode(vector.hex))
        let loud = try #require(generalDecode(vector.uuid, raw))
        let quiet = try #require(generalDecode(vector.uuid, raw, describe: false))
        #expect(quiet.fields == loud.fields)
        #expect(quiet.problems == loud.problems)
        if !raw.isEmpty { #expect(quiet.summary.isEmpty, "summary without describe: \(quiet.summary)") }
    }

    // MARK: - Time

    static let timeVectors: [DecoderVector] = [
        // 0x2A2B Current Time: Exact Time 256 (fractions 0x80 = 128/256 s = 500 ms), adjust reason 0x01 (manual).
        DecoderVector(uuid: 0x2A2B, hex: "\(timeHex) 06 80 01",
                      fields: "\(timeFields) \(saturday) fractions256=128 " + adjust(true, false, false, false),
                      summary: "Saturday 2026-03-14 09:26:53.500, adjust reason manual time update"),
        // Adjust reason 0x0C: change of time zone and of DST; fractions 255 = 996.09 ms.
        DecoderVector(uuid: 0x2A2B, hex: "\(timeHex) 06 ff 0c",
                      fields: "\(timeFields) \(saturday) fractions256=255 " + adjust(false, false, true, true),
                      summary: "Saturday 2026-03-14 09:26:53.996, adjust reason change of time zone + change of DST"),
        // Adjust reason 0x02: external reference time update.
        DecoderVector(uuid: 0x2A2B, hex: "\(timeHex) 06 00 02",
                      fields: "\(timeFields) \(saturday) fractions256=0 " + adjust(false, true, false, false),
                      summary: "Saturday 2026-03-14 09:26:53.000, adjust reason external reference time update"),
        // Everything "not known": year, month, day 0 and day of week 0.
        DecoderVector(uuid: 0x2A2B, hex: "00 00 00 00 00 00 00 00 00 00",
                      fields: "date_time={year=<unknown> month=<unknown> day=<unknown> hours=0 minutes=0 seconds=0} "
                          + #"date_time_text="????-??-?? 00:00:00" day_of_week=0 day_of_week_name="Unknown" "#
                          + "fractions256=0 " + adjust(false, false, false, false),
                      summary: "????-??-?? 00:00:00.000"),
        // Reserved adjust reason bit 4.
        DecoderVector(uuid: 0x2A2B, hex: "\(timeHex) 06 00 10",
                      fields: "\(timeFields) \(saturday) fractions256=0 " + adjust(false, false, false, false),
                      summary: "Saturday 2026-03-14 09:26:53.000",
                      problems: ["reserved adjust reason bits are set (0x10)"]),
        // Month 13, day of week 9 (reserved).
        DecoderVector(uuid: 0x2A2B, hex: "ea 07 0d 0e 09 1a 35 09 00 00",
                      fields: "date_time={year=2026 month=13 day=14 hours=9 minutes=26 seconds=53} "
                          + #"date_time_text="2026-13-14 09:26:53" day_of_week=9 day_of_week_name="Reserved" "#
                          + "fractions256=0 " + adjust(false, false, false, false),
                      summary: "2026-13-14 09:26:53.000",
                      problems: ["month 13 is outside 1...12", "day of week 9 is reserved for future use"]),
        // Truncated: the fields before the end, then the length problem.
        DecoderVector(uuid: 0x2A2B, hex: "\(timeHex) 06",
                      fields: "\(timeFields) \(saturday)", summary: "Saturday 2026-03-14 09:26:53",
                      problems: ["a Current Time is 10 bytes but the value ends after 8 bytes"]),
        DecoderVector(uuid: 0x2A2B, hex: "\(timeHex) 06 80",
                      fields: "\(timeFields) \(saturday) fractions256=128", summary: "Saturday 2026-03-14 09:26:53.500",
                      problems: ["a Current Time is 10 bytes but the value ends after 9 bytes"]),
        DecoderVector(uuid: 0x2A2B, hex: "ea 07 03", fields: "", summary: "malformed",
                      problems: ["a Current Time is 10 bytes but the value ends after 3 bytes"]),
        DecoderVector(uuid: 0x2A2B, hex: "", fields: "", summary: "empty",
                      problems: ["a Current Time is 10 bytes but the value ends after 0 bytes"]),
        DecoderVector(uuid: 0x2A2B, hex: "\(timeHex) 06 80 01 00",
                      fields: "\(timeFields) \(saturday) fractions256=128 " + adjust(true, false, false, false),
                      summary: "Saturday 2026-03-14 09:26:53.500, adjust reason manual time update",
                      problems: ["a Current Time is 10 bytes but the value has 11 bytes"]),
        // 0x2A08 Date Time, 0x2A0A Day Date Time, 0x2A0C Exact Time 256 (fractions 64 = 250 ms).
        DecoderVector(uuid: 0x2A08, hex: timeHex, fields: timeFields, summary: "2026-03-14 09:26:53"),
        DecoderVector(uuid: 0x2A08, hex: "\(timeHex) 00", fields: timeFields, summary: "2026-03-14 09:26:53",
                      problems: ["a Date Time is 7 bytes but the value has 8 bytes"]),
        DecoderVector(uuid: 0x2A08, hex: "39 06 01 01 18 00 00",
                      fields: "date_time={year=1593 month=1 day=1 hours=24 minutes=0 seconds=0} "
                          + #"date_time_text="1593-01-01 24:00:00""#,
                      summary: "1593-01-01 24:00:00", problems: ["hours 24 is outside 0...23"]),
        DecoderVector(uuid: 0x2A0A, hex: "\(timeHex) 06", fields: "\(timeFields) \(saturday)",
                      summary: "Saturday 2026-03-14 09:26:53"),
        DecoderVector(uuid: 0x2A0C, hex: "\(timeHex) 06 40", fields: "\(timeFields) \(saturday) fractions256=64",
                      summary: "Saturday 2026-03-14 09:26:53.250"),
        // 0x2A09 Day of Week.
        DecoderVector(uuid: 0x2A09, hex: "01", fields: #"day_of_week=1 day_of_week_name="Monday""#, summary: "Monday"),
        DecoderVector(uuid: 0x2A09, hex: "07", fields: #"day_of_week=7 day_of_week_name="Sunday""#, summary: "Sunday"),
        DecoderVector(uuid: 0x2A09, hex: "00", fields: #"day_of_week=0 day_of_week_name="Unknown""#, summary: "Unknown"),
        DecoderVector(uuid: 0x2A09, hex: "08", fields: #"day_of_week=8 day_of_week_name="Reserved""#,
                      summary: "Reserved (8)", problems: ["day of week 8 is reserved for future use"]),
        DecoderVector(uuid: 0x2A09, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // 0x2A0E Time Zone: +1 h (4 × 15 min), -5 h (-20), +5:30 (22), +8:45 (35), not known (-128), out of range (57).
        DecoderVector(uuid: 0x2A0E, hex: "04",
                      fields: #"time_zone=4 utc_offset_minutes=60 time_zone_text="UTC+01:00""#, summary: "UTC+01:00"),
        DecoderVector(uuid: 0x2A0E, hex: "ec",
                      fields: #"time_zone=-20 utc_offset_minutes=-300 time_zone_text="UTC-05:00""#,
                      summary: "UTC-05:00"),
        DecoderVector(uuid: 0x2A0E, hex: "16",
                      fields: #"time_zone=22 utc_offset_minutes=330 time_zone_text="UTC+05:30""#, summary: "UTC+05:30"),
        DecoderVector(uuid: 0x2A0E, hex: "23",
                      fields: #"time_zone=35 utc_offset_minutes=525 time_zone_text="UTC+08:45""#, summary: "UTC+08:45"),
        DecoderVector(uuid: 0x2A0E, hex: "d2",
                      fields: #"time_zone=-46 utc_offset_minutes=-690 time_zone_text="UTC-11:30""#,
                      summary: "UTC-11:30"),
        DecoderVector(uuid: 0x2A0E, hex: "80",
                      fields: #"time_zone=<unknown> utc_offset_minutes=<unknown> time_zone_text="unknown""#,
                      summary: "time zone unknown"),
        DecoderVector(uuid: 0x2A0E, hex: "39",
                      fields: #"time_zone=57 utc_offset_minutes=855 time_zone_text="UTC+14:15""#, summary: "UTC+14:15",
                      problems: ["time zone 57 is outside -48...56"]),
        // 0x2A0D DST Offset.
        DecoderVector(uuid: 0x2A0D, hex: "00",
                      fields: #"dst_offset=0 dst_offset_name="Standard Time" dst_offset_minutes=0"#,
                      summary: "Standard Time"),
        DecoderVector(uuid: 0x2A0D, hex: "02",
                      fields: #"dst_offset=2 dst_offset_name="Half an hour Daylight Time (+0.5h)" dst_offset_minutes=30"#,
                      summary: "Half an hour Daylight Time (+0.5h)"),
        DecoderVector(uuid: 0x2A0D, hex: "04",
                      fields: #"dst_offset=4 dst_offset_name="Daylight Time (+1h)" dst_offset_minutes=60"#,
                      summary: "Daylight Time (+1h)"),
        DecoderVector(uuid: 0x2A0D, hex: "08",
                      fields: #"dst_offset=8 dst_offset_name="Double Daylight Time (+2h)" dst_offset_minutes=120"#,
                      summary: "Double Daylight Time (+2h)"),
        DecoderVector(uuid: 0x2A0D, hex: "ff",
                      fields: #"dst_offset=<unknown> dst_offset_name="Unknown" dst_offset_minutes=<unknown>"#,
                      summary: "DST unknown"),
        DecoderVector(uuid: 0x2A0D, hex: "01",
                      fields: #"dst_offset=<reserved> dst_offset_name="Reserved" dst_offset_minutes=<reserved>"#,
                      summary: "DST offset reserved (1)", problems: ["DST offset 1 is reserved for future use"]),
        // 0x2A0F Local Time Information.
        DecoderVector(uuid: 0x2A0F, hex: "04 04",
                      fields: #"time_zone=4 utc_offset_minutes=60 time_zone_text="UTC+01:00" "#
                          + #"dst_offset=4 dst_offset_name="Daylight Time (+1h)" dst_offset_minutes=60"#,
                      summary: "UTC+01:00, Daylight Time (+1h)"),
        DecoderVector(uuid: 0x2A0F, hex: "80 ff",
                      fields: #"time_zone=<unknown> utc_offset_minutes=<unknown> time_zone_text="unknown" "#
                          + #"dst_offset=<unknown> dst_offset_name="Unknown" dst_offset_minutes=<unknown>"#,
                      summary: "time zone unknown, DST unknown"),
        DecoderVector(uuid: 0x2A0F, hex: "04",
                      fields: #"time_zone=4 utc_offset_minutes=60 time_zone_text="UTC+01:00""#, summary: "UTC+01:00",
                      problems: ["a Local Time Information is 2 bytes but the value ends after 1 byte"]),
        // 0x2A14 Reference Time Information: GPS, 4/8 s, 3 days 5 hours.
        DecoderVector(uuid: 0x2A14, hex: "02 04 03 05",
                      fields: #"time_source=2 time_source_name="GPS" time_accuracy=4 time_accuracy_s=0.5 "#
                          + "days_since_update=3 hours_since_update=5",
                      summary: "source GPS, accuracy 0.5 s, updated 3 d 5 h ago"),
        DecoderVector(uuid: 0x2A14, hex: "06 01 00 00",
                      fields: #"time_source=6 time_source_name="Cellular Network" time_accuracy=1 "#
                          + "time_accuracy_s=0.125 days_since_update=0 hours_since_update=0",
                      summary: "source Cellular Network, accuracy 0.125 s, updated 0 d 0 h ago"),
        DecoderVector(uuid: 0x2A14, hex: "00 ff ff ff",
                      fields: #"time_source=0 time_source_name="Unknown" time_accuracy=<unknown> time_accuracy_s=<unknown> "#
                          + "days_since_update=<255_or_more> hours_since_update=<255_or_more_days>",
                      summary: "source Unknown, accuracy unknown, updated 255 or more days ago"),
        DecoderVector(uuid: 0x2A14, hex: "01 fe 00 18",
                      fields: #"time_source=1 time_source_name="Network Time Protocol" time_accuracy=<out_of_range> "#
                          + "time_accuracy_s=<out_of_range> days_since_update=0 hours_since_update=24",
                      summary: "source Network Time Protocol, accuracy worse than 31.625 s, updated 0 d 24 h ago",
                      problems: ["hours since update 24 is outside 0...23"]),
        DecoderVector(uuid: 0x2A14, hex: "07 00 02 ff",
                      fields: #"time_source=7 time_source_name="Reserved" time_accuracy=0 time_accuracy_s=0.0 "#
                          + "days_since_update=2 hours_since_update=<255_or_more_days>",
                      summary: "source reserved (7), accuracy 0 s, updated 2 d ago",
                      problems: ["time source 7 is reserved for future use", "disagree"]),
        DecoderVector(uuid: 0x2A14, hex: "02 04",
                      fields: #"time_source=2 time_source_name="GPS" time_accuracy=4 time_accuracy_s=0.5"#,
                      summary: "source GPS, accuracy 0.5 s",
                      problems: ["a Reference Time Information is 4 bytes but the value ends after 2 bytes"]),
    ]

    @Test("time characteristics", arguments: timeVectors)
    func time(_ vector: DecoderVector) throws { try Self.check(vector) }

    // MARK: - GATT and GAP features

    static let featureVectors: [DecoderVector] = [
        DecoderVector(uuid: 0x2B29, hex: "07",
                      fields: "robust_caching=true eatt=true multiple_handle_value_notifications=true",
                      summary: "robust caching, EATT, multiple handle value notifications"),
        DecoderVector(uuid: 0x2B29, hex: "01",
                      fields: "robust_caching=true eatt=false multiple_handle_value_notifications=false",
                      summary: "robust caching"),
        DecoderVector(uuid: 0x2B29, hex: "00",
                      fields: "robust_caching=false eatt=false multiple_handle_value_notifications=false", summary: "none"),
        DecoderVector(uuid: 0x2B29, hex: "0a",
                      fields: "robust_caching=false eatt=true multiple_handle_value_notifications=false", summary: "EATT",
                      problems: ["reserved feature bits are set (bit 3)"]),
        DecoderVector(uuid: 0x2B29, hex: "01 81",
                      fields: "robust_caching=true eatt=false multiple_handle_value_notifications=false",
                      summary: "robust caching", problems: ["reserved feature bits are set (bit 8, 15)"]),
        DecoderVector(uuid: 0x2B29, hex: "ff ff",
                      fields: "robust_caching=true eatt=true multiple_handle_value_notifications=true",
                      summary: "robust caching, EATT, multiple handle value notifications",
                      problems: ["reserved feature bits are set (bit 3, 4, 5, 6, 7, 8, 9, 10 and 5 more)"]),
        DecoderVector(uuid: 0x2B29, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        DecoderVector(uuid: 0x2B3A, hex: "01", fields: "eatt=true", summary: "EATT"),
        DecoderVector(uuid: 0x2B3A, hex: "00 00", fields: "eatt=false", summary: "none"),
        DecoderVector(uuid: 0x2B3A, hex: "03", fields: "eatt=true", summary: "EATT",
                      problems: ["reserved feature bits are set (bit 1)"]),
        // 0x2B2A Database Hash: the 16 bytes as sent.
        DecoderVector(uuid: 0x2B2A, hex: "00 11 22 33 44 55 66 77 88 99 aa bb cc dd ee ff",
                      fields: #"hash="00112233445566778899aabbccddeeff""#, summary: "00112233445566778899aabbccddeeff"),
        DecoderVector(uuid: 0x2B2A, hex: "00 11", fields: "", summary: "malformed",
                      problems: ["a Database Hash is 16 bytes but the value ends after 2 bytes"]),
        DecoderVector(uuid: 0x2B2A, hex: "", fields: "", summary: "empty",
                      problems: ["a Database Hash is 16 bytes but the value ends after 0 bytes"]),
        DecoderVector(uuid: 0x2AA6, hex: "01", fields: "central_address_resolution=1 supported=true",
                      summary: "address resolution supported"),
        DecoderVector(uuid: 0x2AA6, hex: "00", fields: "central_address_resolution=0 supported=false",
                      summary: "address resolution not supported"),
        DecoderVector(uuid: 0x2AA6, hex: "02", fields: "central_address_resolution=2", summary: "reserved (2)",
                      problems: ["central address resolution 2 is reserved"]),
        DecoderVector(uuid: 0x2AC9, hex: "00", fields: "resolvable_private_address_only=0 rpa_only=true",
                      summary: "only resolvable private addresses after bonding"),
        DecoderVector(uuid: 0x2AC9, hex: "01", fields: "resolvable_private_address_only=1", summary: "reserved (1)",
                      problems: ["value 1 is reserved"]),
    ]

    @Test("GATT and GAP features", arguments: featureVectors)
    func features(_ vector: DecoderVector) throws { try Self.check(vector) }

    // MARK: - Environmental Sensing

    static let environmentalVectors: [DecoderVector] = [
        // 0x2A6E Temperature: 0x0929 = 2345 → 23.45 °C; 0xFC18 = -1000 → -10 °C; 0x8000 not known.
        DecoderVector(uuid: 0x2A6E, hex: "29 09", fields: "temperature_c=23.45", summary: "23.45 °C"),
        DecoderVector(uuid: 0x2A6E, hex: "18 fc", fields: "temperature_c=-10.0", summary: "-10.00 °C"),
        DecoderVector(uuid: 0x2A6E, hex: "00 80", fields: "temperature_c=<unknown>", summary: "unknown"),
        DecoderVector(uuid: 0x2A6E, hex: "00 95", fields: "temperature_c=-273.92", summary: "-273.92 °C",
                      problems: ["below absolute zero"]),
        DecoderVector(uuid: 0x2A6E, hex: "29", fields: "", summary: "malformed",
                      problems: ["a Temperature is 2 bytes but the value ends after 1 byte"]),
        DecoderVector(uuid: 0x2A6E, hex: "29 09 00", fields: "temperature_c=23.45", summary: "23.45 °C",
                      problems: ["a Temperature is 2 bytes but the value has 3 bytes"]),
        // 0x2A6F Humidity: 0x11D7 = 4567 → 45.67 %.
        DecoderVector(uuid: 0x2A6F, hex: "d7 11", fields: "humidity_percent=45.67", summary: "45.67 %"),
        DecoderVector(uuid: 0x2A6F, hex: "ff ff", fields: "humidity_percent=<unknown>", summary: "unknown"),
        DecoderVector(uuid: 0x2A6F, hex: "11 27", fields: "humidity_percent=100.01", summary: "100.01 %",
                      problems: ["above 100 %"]),
        DecoderVector(uuid: 0x2A6F, hex: "", fields: "", summary: "empty",
                      problems: ["a Humidity is 2 bytes but the value ends after 0 bytes"]),
        // 0x2A6D Pressure: 0x000F7602 = 1013250 × 0.1 Pa = 101325 Pa = 1013.25 hPa.
        DecoderVector(uuid: 0x2A6D, hex: "02 76 0f 00", fields: "pressure_pa=101325.0 pressure_hpa=1013.25",
                      summary: "1013.25 hPa"),
        DecoderVector(uuid: 0x2A6D, hex: "02 76 0f", fields: "", summary: "malformed",
                      problems: ["a Pressure is 4 bytes but the value ends after 3 bytes"]),
        DecoderVector(uuid: 0x2A76, hex: "05", fields: "uv_index=5", summary: "UV index 5"),
        DecoderVector(uuid: 0x2A76, hex: "05 00", fields: "uv_index=5", summary: "UV index 5",
                      problems: ["a UV Index is 1 byte but the value has 2 bytes"]),
        // 0x2A1F Temperature Celsius (0.1 °C), 0x2A20 Temperature Fahrenheit (0.1 °F).
        DecoderVector(uuid: 0x2A1F, hex: "eb 00", fields: "temperature_c=23.5", summary: "23.5 °C"),
        DecoderVector(uuid: 0x2A1F, hex: "f6 ff", fields: "temperature_c=-1.0", summary: "-1.0 °C"),
        DecoderVector(uuid: 0x2A20, hex: "e7 02", fields: "temperature_f=74.3", summary: "74.3 °F"),
        DecoderVector(uuid: 0x2A20, hex: "00 80", fields: "temperature_f=-3276.8", summary: "-3276.8 °F",
                      problems: ["below absolute zero"]),
        // 0x290B ES Configuration.
        DecoderVector(uuid: 0x290B, hex: "00", fields: #"trigger_logic=0 trigger_logic_name="Boolean AND""#,
                      summary: "Boolean AND"),
        DecoderVector(uuid: 0x290B, hex: "01", fields: #"trigger_logic=1 trigger_logic_name="Boolean OR""#,
                      summary: "Boolean OR"),
        DecoderVector(uuid: 0x290B, hex: "02", fields: #"trigger_logic=2 trigger_logic_name="Reserved""#,
                      summary: "Reserved (2)", problems: ["trigger logic value 2 is reserved"]),
        // 0x290C ES Measurement: arithmetic mean over 60 s, updated every 10 s, air, uncertainty 4 × 0.5 % = 2 %.
        DecoderVector(uuid: 0x290C, hex: "00 00 02 3c 00 00 0a 00 00 01 04",
                      fields: #"flags=0 sampling_function=2 sampling_function_name="Arithmetic Mean" "#
                          + "measurement_period_s=60 update_interval_s=10 application=1 "
                          + #"application_name="Air" uncertainty=4 uncertainty_percent=2.0"#,
                      summary: "Arithmetic Mean, period 60 s, update interval 10 s, application Air, uncertainty 2 %"),
        DecoderVector(uuid: 0x290C, hex: "00 00 01 00 00 00 00 00 00 21 ff",
                      fields: #"flags=0 sampling_function=1 sampling_function_name="Instantaneous" "#
                          + "measurement_period_s=<not_in_use> update_interval_s=<not_in_use> application=33 "
                          + #"application_name="Solar" uncertainty=<not_available> uncertainty_percent=<not_available>"#,
                      summary: "Instantaneous, application Solar"),
        DecoderVector(uuid: 0x290C, hex: "01 00 08 00 00 00 00 00 00 22 03",
                      fields: #"flags=1 sampling_function=8 sampling_function_name="Reserved" "#
                          + "measurement_period_s=<not_in_use> update_interval_s=<not_in_use> application=34 "
                          + #"application_name="Reserved" uncertainty=3 uncertainty_percent=1.5"#,
                      summary: "reserved sampling function 8, application reserved (34), uncertainty 1.5 %",
                      problems: ["reserved flag bits are set (0x0001)", "sampling function 8 is reserved",
                                 "application 34 is reserved"]),
        DecoderVector(uuid: 0x290C, hex: "00 00 02 3c 00",
                      fields: #"flags=0 sampling_function=2 sampling_function_name="Arithmetic Mean""#,
                      summary: "Arithmetic Mean",
                      problems: ["an ES Measurement descriptor is 11 bytes but the value ends after 5 bytes"]),
        // 0x290D ES Trigger Setting.
        DecoderVector(uuid: 0x290D, hex: "00", fields: #"condition=0 condition_name="Trigger inactive""#,
                      summary: "trigger inactive"),
        DecoderVector(uuid: 0x290D, hex: "01 3c 00 00",
                      fields: #"condition=1 condition_name="Use a fixed time interval between transmissions" "#
                          + "interval_s=60",
                      summary: "every 60 s"),
        DecoderVector(uuid: 0x290D, hex: "02 10 0e 00",
                      fields: #"condition=2 condition_name="No less than the specified time between transmissions" "#
                          + "interval_s=3600",
                      summary: "at most every 3600 s"),
        DecoderVector(uuid: 0x290D, hex: "03", fields: #"condition=3 condition_name="When value changes compared to previous value""#,
                      summary: "on change"),
        DecoderVector(uuid: 0x290D, hex: "04 0a 00",
                      fields: #"condition=4 condition_name="While less than the specified value" operand=0a00"#,
                      summary: "while < 0a 00"),
        DecoderVector(uuid: 0x290D, hex: "09 ff",
                      fields: #"condition=9 condition_name="While not equal to the specified value" operand=ff"#,
                      summary: "while != ff"),
        DecoderVector(uuid: 0x290D, hex: "01 3c",
                      fields: #"condition=1 condition_name="Use a fixed time interval between transmissions""#,
                      summary: "fixed interval", problems: ["3-byte time in seconds"]),
        DecoderVector(uuid: 0x290D, hex: "03 01",
                      fields: #"condition=3 condition_name="When value changes compared to previous value""#,
                      summary: "on change", problems: ["has no operand"]),
        DecoderVector(uuid: 0x290D, hex: "0a", fields: #"condition=10 condition_name="Reserved""#,
                      summary: "reserved condition 10", problems: ["trigger condition 10 is reserved"]),
    ]

    @Test("Environmental Sensing", arguments: environmentalVectors)
    func environmental(_ vector: DecoderVector) throws { try Self.check(vector) }

    // MARK: - HID

    static let hidVectors: [DecoderVector] = [
        // 0x2A4A HID Information: bcdHID 0x0111, not localized, normally connectable.
        DecoderVector(uuid: 0x2A4A, hex: "11 01 00 02",
                      fields: #"bcd_hid=273 hid_version="1.11" country_code=0 country_name="Not Supported" "#
                          + "remote_wake=false normally_connectable=true",
                      summary: "HID 1.11, normally connectable"),
        DecoderVector(uuid: 0x2A4A, hex: "11 01 21 03",
                      fields: #"bcd_hid=273 hid_version="1.11" country_code=33 country_name="US" "#
                          + "remote_wake=true normally_connectable=true",
                      summary: "HID 1.11, country US, remote wake, normally connectable"),
        DecoderVector(uuid: 0x2A4A, hex: "1a 01 24 04",
                      fields: #"bcd_hid=282 country_code=36 country_name="Reserved" "#
                          + "remote_wake=false normally_connectable=false",
                      summary: "HID 0x011A, country reserved (36)",
                      problems: ["bcdHID 0x011A is not binary-coded decimal", "country code 36 is reserved",
                                 "reserved flag bits are set (0x04)"]),
        DecoderVector(uuid: 0x2A4A, hex: "11 01",
                      fields: #"bcd_hid=273 hid_version="1.11""#, summary: "HID 1.11",
                      problems: ["a HID Information is 4 bytes but the value ends after 2 bytes"]),
        // 0x2A4E Protocol Mode, 0x2A4C HID Control Point.
        DecoderVector(uuid: 0x2A4E, hex: "00", fields: #"protocol_mode=0 protocol_mode_name="Boot Protocol Mode""#,
                      summary: "Boot Protocol Mode"),
        DecoderVector(uuid: 0x2A4E, hex: "01", fields: #"protocol_mode=1 protocol_mode_name="Report Protocol Mode""#,
                      summary: "Report Protocol Mode"),
        DecoderVector(uuid: 0x2A4E, hex: "02", fields: #"protocol_mode=2 protocol_mode_name="Reserved""#,
                      summary: "Reserved (2)", problems: ["protocol mode 2 is reserved"]),
        DecoderVector(uuid: 0x2A4C, hex: "00", fields: #"command=0 command_name="Suspend""#, summary: "Suspend"),
        DecoderVector(uuid: 0x2A4C, hex: "01", fields: #"command=1 command_name="Exit Suspend""#,
                      summary: "Exit Suspend"),
        DecoderVector(uuid: 0x2A4C, hex: "02", fields: #"command=2 command_name="Reserved""#, summary: "Reserved (2)",
                      problems: ["HID control point command 2 is reserved"]),
        // 0x2908 Report Reference, 0x2907 External Report Reference.
        DecoderVector(uuid: 0x2908, hex: "01 01", fields: #"report_id=1 report_type=1 report_type_name="Input""#,
                      summary: "Input report 1"),
        DecoderVector(uuid: 0x2908, hex: "00 03", fields: #"report_id=0 report_type=3 report_type_name="Feature""#,
                      summary: "Feature report 0"),
        DecoderVector(uuid: 0x2908, hex: "02 04", fields: #"report_id=2 report_type=4 report_type_name="Reserved""#,
                      summary: "reserved type 4 report 2", problems: ["report type 4 is reserved"]),
        DecoderVector(uuid: 0x2908, hex: "02", fields: "report_id=2", summary: "report 2",
                      problems: ["a Report Reference is 2 bytes but the value ends after 1 byte"]),
        DecoderVector(uuid: 0x2907, hex: "19 2a", fields: #"uuid="2A19" uuid_name="Battery Level""#,
                      summary: "2A19 (Battery Level)"),
        DecoderVector(uuid: 0x2907, hex: "19", fields: "", summary: "malformed",
                      problems: ["2- or 16-byte UUID but the value has 1 byte"]),
        // 0x2A4D Report: bytes.
        DecoderVector(uuid: 0x2A4D, hex: "01 02 03", fields: "data=010203", summary: "01 02 03"),
        DecoderVector(uuid: 0x2A4D, hex: "", fields: "data=", summary: "empty report"),
        // 0x2A22 Boot Keyboard Input Report: Left Shift, keys 0x04 (a) and 0x05 (b).
        DecoderVector(uuid: 0x2A22, hex: "02 00 04 05 00 00 00 00",
                      fields: "data=0200040500000000 modifiers={left_control=false left_shift=true left_alt=false "
                          + "left_gui=false right_control=false right_shift=false right_alt=false right_gui=false} "
                          + "key_codes=[4,5]",
                      summary: "Left Shift + 0x04 + 0x05"),
        DecoderVector(uuid: 0x2A22, hex: "81 00 01 01 01 01 01 01",
                      fields: "data=8100010101010101 modifiers={left_control=true left_shift=false left_alt=false "
                          + "left_gui=false right_control=false right_shift=false right_alt=false right_gui=true} "
                          + "key_codes=[1,1,1,1,1,1]",
                      summary: "Left Control + Right GUI + rollover error + rollover error + rollover error + "
                          + "rollover error + rollover error + rollover error"),
        DecoderVector(uuid: 0x2A22, hex: "00 00 00 00 00 00 00 00",
                      fields: "data=0000000000000000 modifiers={left_control=false left_shift=false left_alt=false "
                          + "left_gui=false right_control=false right_shift=false right_alt=false right_gui=false} "
                          + "key_codes=[]",
                      summary: "no keys"),
        DecoderVector(uuid: 0x2A22, hex: "00 00 04",
                      fields: "data=000004 modifiers={left_control=false left_shift=false left_alt=false "
                          + "left_gui=false right_control=false right_shift=false right_alt=false right_gui=false} "
                          + "key_codes=[4]",
                      summary: "0x04", problems: ["a Boot Keyboard Input Report is 8 bytes but the value ends after 3 bytes"]),
        // 0x2A32 Boot Keyboard Output Report: Caps Lock.
        DecoderVector(uuid: 0x2A32, hex: "02",
                      fields: "data=02 leds={num_lock=false caps_lock=true scroll_lock=false compose=false kana=false}",
                      summary: "Caps Lock"),
        DecoderVector(uuid: 0x2A32, hex: "", fields: "data=", summary: "empty",
                      problems: ["a Boot Keyboard Output Report is 1 byte but the value ends after 0 bytes"]),
        // 0x2A33 Boot Mouse Input Report: left button, dx +5, dy -3; a fourth (wheel) byte.
        DecoderVector(uuid: 0x2A33, hex: "01 05 fd", fields: "data=0105fd buttons=1 dx=5 dy=-3",
                      summary: "left, dx 5, dy -3"),
        DecoderVector(uuid: 0x2A33, hex: "06 80 7f ff", fields: "data=06807fff buttons=6 dx=-128 dy=127 extra=ff",
                      summary: "right + middle, dx -128, dy 127"),
        DecoderVector(uuid: 0x2A33, hex: "01", fields: "data=01 buttons=1", summary: "left",
                      problems: ["a Boot Mouse Input Report is at least 3 bytes but the value ends after 1 byte"]),
    ]

    @Test("HID characteristics and descriptors", arguments: hidVectors)
    func hid(_ vector: DecoderVector) throws { try Self.check(vector) }

    // MARK: - Report Map

    static let reportMapVectors: [DecoderVector] = [
        // A boot mouse: one Mouse application collection, three Input items (buttons, padding, X/Y).
        DecoderVector(uuid: 0x2A4B, hex: bootMouseDescriptor,
                      fields: #"length=50 collections=["Generic Desktop / Mouse"] report_ids=[] inputs=3 "#
                          + "outputs=0 features=0",
                      summary: "Generic Desktop / Mouse, 3 inputs, 50 bytes"),
        // A keyboard (report 1) and a consumer control (report 2).
        DecoderVector(uuid: 0x2A4B, hex: keyboardConsumerDescriptor,
                      fields: #"length=90 collections=["Generic Desktop / Keyboard","Consumer / Consumer Control"] "#
                          + "report_ids=[1,2] inputs=4 outputs=2 features=0",
                      summary: "Generic Desktop / Keyboard + Consumer / Consumer Control, report IDs 1/2, 4 inputs, "
                          + "2 outputs, 90 bytes"),
        // A vendor page (2-byte Usage Page item), a Feature item.
        DecoderVector(uuid: 0x2A4B, hex: "06 00 ff 09 01 a1 01 85 05 b1 02 c0",
                      fields: #"length=12 collections=["Vendor-defined 0xFF00 / 0x0001"] report_ids=[5] inputs=0 "#
                          + "outputs=0 features=1",
                      summary: "Vendor-defined 0xFF00 / 0x0001, report ID 5, 1 feature, 12 bytes"),
        // An extended (4-byte) usage carries its page: 0x0001_0002 = Generic Desktop / Mouse.
        DecoderVector(uuid: 0x2A4B, hex: "0b 02 00 01 00 a1 01 c0",
                      fields: #"length=8 collections=["Generic Desktop / Mouse"] report_ids=[] inputs=0 outputs=0 "#
                          + "features=0",
                      summary: "Generic Desktop / Mouse, 8 bytes"),
        // Push / Pop restore the Usage Page: Consumer, pushed, Generic Desktop, popped → Consumer.
        DecoderVector(uuid: 0x2A4B, hex: "05 0c a4 05 01 b4 09 01 a1 01 c0",
                      fields: #"length=11 collections=["Consumer / Consumer Control"] report_ids=[] inputs=0 "#
                          + "outputs=0 features=0",
                      summary: "Consumer / Consumer Control, 11 bytes"),
        // A long item (0xFE, 2 data bytes, tag 0x10) is skipped.
        DecoderVector(uuid: 0x2A4B, hex: "fe 02 10 aa bb 05 01 09 06 a1 01 c0",
                      fields: #"length=12 collections=["Generic Desktop / Keyboard"] report_ids=[] inputs=0 "#
                          + "outputs=0 features=0",
                      summary: "Generic Desktop / Keyboard, 12 bytes"),
        // Only top-level application collections are listed; a physical one is not.
        DecoderVector(uuid: 0x2A4B, hex: "05 01 09 01 a1 00 c0",
                      fields: "length=7 collections=[] report_ids=[] inputs=0 outputs=0 features=0",
                      summary: "no application collection, 7 bytes"),
        DecoderVector(uuid: 0x2A4B, hex: "05 0d a1 01 c0",
                      fields: #"length=5 collections=["Digitizers / (no usage)"] report_ids=[] inputs=0 outputs=0 "#
                          + "features=0",
                      summary: "Digitizers / (no usage), 5 bytes"),
        // Truncated item: the walk stops with a problem; the open collection is reported too.
        DecoderVector(uuid: 0x2A4B, hex: "05 01 09 02 a1 01 81",
                      fields: #"length=7 collections=["Generic Desktop / Mouse"] report_ids=[] inputs=0 outputs=0 "#
                          + "features=0",
                      summary: "Generic Desktop / Mouse, 7 bytes",
                      problems: ["the item 0x81 at offset 6 has 1 byte of data but the descriptor ends after 7 bytes",
                                 "1 collection is not closed"]),
        DecoderVector(uuid: 0x2A4B, hex: "05 01 26 ff",
                      fields: "length=4 collections=[] report_ids=[] inputs=0 outputs=0 features=0",
                      summary: "no application collection, 4 bytes",
                      problems: ["the item 0x26 at offset 2 has 2 bytes of data"]),
        DecoderVector(uuid: 0x2A4B, hex: "fe 05 10 aa",
                      fields: "length=4 collections=[] report_ids=[] inputs=0 outputs=0 features=0",
                      summary: "no application collection, 4 bytes",
                      problems: ["the long item at offset 0 runs past the end"]),
        // Reserved items (type 3 short item 0x0C, main tag 0 item 0x00), a stray End Collection, Pop without
        // Push, report ID 0.
        DecoderVector(uuid: 0x2A4B, hex: "0c 00 c0 b4 85 00",
                      fields: "length=6 collections=[] report_ids=[0] inputs=0 outputs=0 features=0",
                      summary: "no application collection, report ID 0, 6 bytes",
                      problems: ["report ID 0 at offset 4 is outside 1...255", "reserved items 0x0C at offset 0, 0x00 at offset 1",
                                 "1 End Collection item has no open collection", "1 Pop item has no Push"]),
        // Many reserved items: the first three are named.
        DecoderVector(uuid: 0x2A4B, hex: "00 00 00 00 00",
                      fields: "length=5 collections=[] report_ids=[] inputs=0 outputs=0 features=0",
                      summary: "no application collection, 5 bytes",
                      problems: ["reserved items 0x00 at offset 0, 0x00 at offset 1, 0x00 at offset 2 and 2 more"]),
        DecoderVector(uuid: 0x2A4B, hex: "",
                      fields: "length=0 collections=[] report_ids=[] inputs=0 outputs=0 features=0",
                      summary: "empty", problems: ["the Report Map is empty"]),
    ]

    @Test("Report Map summaries", arguments: reportMapVectors)
    func reportMap(_ vector: DecoderVector) throws { try Self.check(vector) }

    // MARK: - Battery states

    static let batteryVectors: [DecoderVector] = [
        // 0xBB = 10 11 10 11: level good (2), charging (3), not discharging (2), present (3).
        DecoderVector(uuid: 0x2A1A, hex: "bb",
                      fields: #"presence="present" discharging="not_discharging" charging="charging" level="good" "#
                          + "value=187",
                      summary: "present, not discharging, charging, good level"),
        // 0xE7 = 11 10 01 11: critically low (3), not charging (2), discharging not supported (1), present (3).
        DecoderVector(uuid: 0x2A1A, hex: "e7",
                      fields: #"presence="present" discharging="not_supported" charging="not_charging" "#
                          + #"level="critically_low" value=231"#,
                      summary: "present, discharging not supported, not charging, critically low level"),
        // 0x5E = 01 01 11 10: level not supported, not chargeable, discharging, not present.
        DecoderVector(uuid: 0x2A1A, hex: "5e",
                      fields: #"presence="not_present" discharging="discharging" charging="not_chargeable" "#
                          + #"level="not_supported" value=94"#,
                      summary: "not present, discharging, not chargeable, level not supported"),
        DecoderVector(uuid: 0x2A1A, hex: "00",
                      fields: #"presence="unknown" discharging="unknown" charging="unknown" level="unknown" value=0"#,
                      summary: "presence unknown, discharging unknown, charging unknown, level unknown"),
        DecoderVector(uuid: 0x2A1A, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        DecoderVector(uuid: 0x2A1A, hex: "bb 00",
                      fields: #"presence="present" discharging="not_discharging" charging="charging" level="good" "#
                          + "value=187",
                      summary: "present, not discharging, charging, good level",
                      problems: ["a Battery Power State is 1 byte but the value has 2 bytes"]),
        DecoderVector(uuid: 0x2A1B, hex: "57 bb",
                      fields: #"level_percent=87 presence="present" discharging="not_discharging" "#
                          + #"charging="charging" level="good" power_state=187"#,
                      summary: "87 %, present, not discharging, charging, good level"),
        DecoderVector(uuid: 0x2A1B, hex: "57", fields: "level_percent=87", summary: "87 %"),
        DecoderVector(uuid: 0x2A1B, hex: "65", fields: "level_percent=101", summary: "101 %",
                      problems: ["battery level 101 is above 100 %"]),
        DecoderVector(uuid: 0x2A1B, hex: "57 bb 00",
                      fields: #"level_percent=87 presence="present" discharging="not_discharging" "#
                          + #"charging="charging" level="good" power_state=187"#,
                      summary: "87 %, present, not discharging, charging, good level",
                      problems: ["a Battery Level State is 1 or 2 bytes but the value has 3 bytes"]),
    ]

    @Test("Battery states", arguments: batteryVectors)
    func batteryStates(_ vector: DecoderVector) throws { try Self.check(vector) }

    // MARK: - Descriptors

    static let descriptorVectors: [DecoderVector] = [
        DecoderVector(uuid: 0x2903, hex: "01 00", fields: "broadcasts=true value=1", summary: "broadcasts on"),
        DecoderVector(uuid: 0x2903, hex: "00 00", fields: "broadcasts=false value=0", summary: "off"),
        DecoderVector(uuid: 0x2903, hex: "02 00", fields: "broadcasts=false value=2", summary: "off",
                      problems: ["reserved bits are set (0x0002)"]),
        DecoderVector(uuid: 0x2903, hex: "01", fields: "broadcasts=true value=1", summary: "broadcasts on",
                      problems: ["a Server Characteristic Configuration is 2 bytes but the value ends after 1 byte"]),
        // 0x2904: uint8, unit 0x27AD, SIG name space, description 0x010D "left".
        DecoderVector(uuid: 0x2904, hex: "04 00 ad 27 01 0d 01",
                      fields: #"format=4 format_name="uint8" format_description="unsigned 8-bit integer" exponent=0 "#
                          + #"unit_uuid="0x27AD" "# + unitName(0x27AD)
                          + #"namespace=1 namespace_name="Bluetooth SIG" description=269 description_name="left""#,
                      summary: "uint8, unit " + unitSummary(0x27AD) + ", description left"),
        // float32 (IEEE-754), exponent 0, unitless, description 2 ("2nd").
        DecoderVector(uuid: 0x2904, hex: "14 00 00 27 01 02 00",
                      fields: #"format=20 format_name="float32" format_description="IEEE-754 32-bit floating point" "#
                          + #"exponent=0 unit_uuid="0x2700" "# + unitName(0x2700)
                          + #"namespace=1 namespace_name="Bluetooth SIG" description=2 description_name="2nd""#,
                      summary: "float32, unit " + unitSummary(0x2700) + ", description 2nd"),
        // 0x16 SFLOAT, 0x17 FLOAT, 0x19 utf8s, 0x1B struct.
        DecoderVector(uuid: 0x2904, hex: "16 ff 00 27 01 00 00",
                      fields: #"format=22 format_name="medfloat16" format_description="IEEE-11073 16-bit SFLOAT" "#
                          + #"exponent=-1 unit_uuid="0x2700" "# + unitName(0x2700)
                          + #"namespace=1 namespace_name="Bluetooth SIG" description=0 description_name="unknown""#,
                      summary: "medfloat16, exponent -1, unit " + unitSummary(0x2700)),
        DecoderVector(uuid: 0x2904, hex: "1b 00 00 27 01 00 00",
                      fields: #"format=27 format_name="struct" format_description="opaque structure" exponent=0 "#
                          + #"unit_uuid="0x2700" "# + unitName(0x2700)
                          + #"namespace=1 namespace_name="Bluetooth SIG" description=0 description_name="unknown""#,
                      summary: "struct, unit " + unitSummary(0x2700)),
        // Reserved format 0x00 and name space 0x02 (the description is then not named).
        DecoderVector(uuid: 0x2904, hex: "00 00 00 27 02 0d 01",
                      fields: #"format=0 format_name="Reserved" format_description="Reserved" exponent=0 "#
                          + #"unit_uuid="0x2700" "# + unitName(0x2700)
                          + #"namespace=2 namespace_name="Reserved" description=269"#,
                      summary: "reserved format 0x00, unit " + unitSummary(0x2700) + ", description 0x010D",
                      problems: ["format 0 is reserved", "name space 2 is reserved"]),
        DecoderVector(uuid: 0x2904, hex: "06 fe",
                      fields: #"format=6 format_name="uint16" format_description="unsigned 16-bit integer" exponent=-2"#,
                      summary: "uint16, exponent -2",
                      problems: ["a Characteristic Presentation Format is 7 bytes but the value ends after 2 bytes"]),
        // 0x2905 Characteristic Aggregate Format.
        DecoderVector(uuid: 0x2905, hex: "10 00 14 00", fields: "handles=[16,20]", summary: "handles 0x0010, 0x0014"),
        DecoderVector(uuid: 0x2905, hex: "10 00 14", fields: "handles=[16]", summary: "handles 0x0010",
                      problems: ["odd byte"]),
        DecoderVector(uuid: 0x2905, hex: "00 00", fields: "handles=[0]", summary: "handles 0x0000",
                      problems: ["handle 0x0000 at offset 0 is not a valid attribute handle"]),
        // 0x2906 Valid Range: 10...100 of a UINT16 characteristic.
        DecoderVector(uuid: 0x2906, hex: "0a 00 64 00", fields: "lower=0a00 upper=6400", summary: "0a 00 to 64 00"),
        DecoderVector(uuid: 0x2906, hex: "0a 64 00", fields: "lower=0a upper=64", summary: "0a to 64",
                      problems: ["odd length (3 bytes)"]),
        DecoderVector(uuid: 0x2906, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
    ]

    @Test("format descriptors", arguments: descriptorVectors)
    func descriptors(_ vector: DecoderVector) throws { try Self.check(vector) }

    // MARK: - Robustness

    /// Every UUID of this family.
    static let generalUUIDs: [UInt16] = [
        0x2A08, 0x2A09, 0x2A0A, 0x2A0C, 0x2A0D, 0x2A0E, 0x2A0F, 0x2A14, 0x2A2B,
        0x2AA6, 0x2AC9, 0x2B29, 0x2B2A, 0x2B3A,
        0x2A1F, 0x2A20, 0x2A6D, 0x2A6E, 0x2A6F, 0x2A76, 0x290B, 0x290C, 0x290D,
        0x2A22, 0x2A32, 0x2A33, 0x2A4A, 0x2A4B, 0x2A4C, 0x2A4D, 0x2A4E, 0x2907, 0x2908,
        0x2A1A, 0x2A1B,
        0x2903, 0x2904, 0x2905, 0x2906,
    ]

    /// Random values of 0...40 bytes (and all-0x00, all-0xFF): no trap, fields or a problem, a summary when asked
    /// for, no duplicate keys, and the same fields and problems without a summary.
    @Test("random bytes never trap and never pass silently", arguments: generalUUIDs)
    func randomBytes(_ uuid: UInt16) throws {
        var rng = GeneralRandom(state: 0x4745_4E45_5241_4C00 ^ UInt64(uuid))
        for length in 0 ... 40 {
            var patterns: [[UInt8]] = [[UInt8](repeating: 0x00, count: length), [UInt8](repeating: 0xFF, count: length)]
            for _ in 0 ..< 25 {
                patterns.append((0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &rng) })
            }
            for raw in patterns {
                let value = try #require(generalDecode(uuid, raw))
                #expect(!value.summary.isEmpty, "\(raw)")
                #expect(!value.fields.isEmpty || !value.problems.isEmpty, "\(raw): no fields and no problem")
                let keys = value.fields.map(\.name)
                #expect(Set(keys).count == keys.count, "duplicate keys \(keys)")
                let quiet = try #require(generalDecode(uuid, raw, describe: false))
                #expect(quiet.fields == value.fields && quiet.problems == value.problems, "\(raw)")
            }
        }
    }

    /// Report Maps built from random items (valid prefixes with random data, long items, truncations) never trap,
    /// and count every main item they hold.
    @Test func randomReportMaps() throws {
        var rng = GeneralRandom(state: 0x4849_445F_4D41_5000)
        for _ in 0 ..< 500 {
            var raw = [UInt8]()
            var mainItems = 0
            for _ in 0 ..< Int.random(in: 0 ... 60, using: &rng) {
                let prefix = UInt8.random(in: 0 ... 255, using: &rng)
                if prefix == 0xFE {
                    let size = UInt8.random(in: 0 ... 4, using: &rng)
                    raw += [prefix, size, 0x10] + (0 ..< size).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
                    continue
                }
                let size = [0, 1, 2, 4][Int(prefix & 0x03)]
                raw.append(prefix)
                raw += (0 ..< size).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
                if prefix & 0x0C == 0, [0x8, 0x9, 0xB].contains(prefix >> 4) { mainItems += 1 }
            }
            let value = try #require(generalDecode(0x2A4B, raw))
            let counted = value.number("inputs").map(Int.init) ?? -1
            let total = counted + (value.number("outputs").map(Int.init) ?? 0)
                + (value.number("features").map(Int.init) ?? 0)
            #expect(total == mainItems, "\(raw.withBytes { $0.hex })")
            // Cut anywhere: still no trap, and a cut inside an item is reported.
            let cut = Array(raw.prefix(Int.random(in: 0 ... raw.count, using: &rng)))
            _ = try #require(generalDecode(0x2A4B, cut))
        }
    }

    /// Without a summary, the values that may stream (notifications) carry no text.
    @Test func noSummaryWithoutDescribe() throws {
        for (uuid, hex) in [(0x2A2B, "\(timeHex) 06 80 01"), (0x2A6E, "29 09"), (0x2A6F, "d7 11"),
                            (0x2A6D, "02 76 0f 00"), (0x2A33, "01 05 fd"), (0x2A22, "02 00 04 05 00 00 00 00"),
                            (0x2A4D, "01 02"), (0x2A1B, "57 bb"), (0x2A4B, bootMouseDescriptor)] as [(UInt16, String)] {
            let value = try #require(generalDecode(uuid, bytes(hex), describe: false))
            #expect(value.summary.isEmpty, "\(uuid)")
            #expect(!value.fields.isEmpty)
        }
    }

    /// The decoders of this family are reached through `Decoders.decode`: no other family claims these UUIDs.
    @Test(arguments: generalUUIDs)
    func dispatchedHere(_ uuid: UInt16) throws {
        let direct = bytes("00 00 00 00 00 00 00 00 00 00 00").withBytes {
            Decoders.generalDecoder(uuid, $0, describe: true)
        }
        let dispatched = try #require(generalDecode(uuid, bytes("00 00 00 00 00 00 00 00 00 00 00")))
        #expect(direct == dispatched)
    }
}

/// `unit_name="…" ` when the registry names the unit UUID, else nothing.
private func unitName(_ unit: UInt16) -> String {
    Registry.attributeName(BluetoothUUID(uuid16: unit)).map { #"unit_name=""# + $0 + #"" "# } ?? ""
}

/// The unit in a Presentation Format summary: its name, or the hex.
private func unitSummary(_ unit: UInt16) -> String {
    Registry.attributeName(BluetoothUUID(uuid16: unit)) ?? "0x" + String(unit, radix: 16, uppercase: true)
}
