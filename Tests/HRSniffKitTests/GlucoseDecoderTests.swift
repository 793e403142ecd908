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

// Glucose Service, Record Access Control Point and Continuous Glucose Monitoring decoders. The vectors are worked
// out by hand from the Glucose Service 1.0, CGM Service 1.0.2 and GSS layouts; each comment gives the arithmetic.
// E2E-CRCs are CRC-16/MCRF4XX values (check value "123456789" → 0x6F91, pinned below).
//
// tshark 4.0 comparison (values fed to it as Read By Type responses, so it knows the UUID):
// - 0x2A18: same fields and names; the concentration only in the unit sent ("Glucose Concentration [mol/l]: 0.0054").
// - 0x2A34: takes Tester from the high nibble and Health from the low one ("0x51: Tester: Unknown, Health: Minor
//   Health Issues"), the reverse of the Glucose Service and of Nordic's reference collector: hrsniff gives tester 1
//   Self, health 5 No health issues.
// - 0x2A52: same op codes, operators and response codes; labels every UINT16 filter value "Min/Max Time Offset"
//   (even with filter type Sequence Number) and shows a User Facing Time operand as raw bytes.
// - 0x2AA7: labels the flag bits in reverse order (0x01 shown as "Sensor Status Annunciation - Status") although
//   it reads the fields by the specification's bits; warns "Size too small" on every record; decodes only the first
//   record and takes the next two bytes as an E2E-CRC ("06 00 70 00 23 00 06 00 …" → "E2E-CRC: 0x0006").
// - 0x2AA8: takes the CGM Type from the high nibble and the Sample Location from the low one (0x59 → "Arterial
//   Whole Blood, Sample Location: Unknown"); hrsniff: type 9 Interstitial Fluid, location 5 Subcutaneous tissue.
// - 0x2AA9, 0x2AAA, 0x2AAB, 0x2AAC: the same values; tshark flags a Response Code to Start the Session as
//   "Invalid response" and checks no E2E-CRC.

/// Decodes `hex` as the value of `uuid`; fails when there is no decoder.
private func decode(_ uuid: UInt16, _ hex: String, describe: Bool = true) throws -> DecodedValue {
    let raw = try #require(Hex.decode(hex), "bad hex in test vector: \(hex)")
    return try #require(raw.withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0, describe: describe) })
}

/// Every field in order as `key=value`: strings quoted, objects in braces, arrays in brackets, specials in <>.
private func text(_ fields: [DecodedField]) -> String {
    fields.map { "\($0.key)=" + text($0.value) }.joined(separator: " ")
}

private func text(_ scalar: DecodedScalar) -> String {
    switch scalar {
    case .int(let v): "\(v)"
    case .double(let v): "\(v)"
    case .string(let v): "\"\(v)\""
    case .bool(let v): "\(v)"
    case .bytes(let b): b.withBytes { $0.hex }
    case .array(let items): "[" + items.map { text($0) }.joined(separator: ",") + "]"
    case .object(let fields): "{" + text(fields) + "}"
    case .special(let s): "<\(s)>"
    }
}

/// The keys of an object's fields.
private func keys(_ fields: [DecodedField]) -> [String] { fields.map(\.name) }

/// The value of `key` among `fields`.
private func value(_ fields: [DecodedField], _ key: String) -> DecodedScalar? { fields.first { $0.name == key }?.value }

/// The fields of record `index` of a CGM Measurement.
private func record(_ decoded: DecodedValue, _ index: Int) -> [DecodedField] {
    guard case .array(let items)? = decoded.field("records")?.value, index < items.count,
          case .object(let fields) = items[index] else { return [] }
    return fields
}

/// The set (true) booleans of an object field.
private func setFlags(_ scalar: DecodedScalar?) -> [String] {
    guard case .object(let fields)? = scalar else { return [] }
    return fields.compactMap { $0.value == .bool(true) ? $0.name : nil }
}

/// One test vector: the value and everything the decoder must give for it.
struct GlucoseVector: Sendable, CustomTestStringConvertible {
    var uuid: UInt16
    var hex: String
    /// `text` of the fields; nil to skip (checked by other means).
    var fields: String?
    var summary: String
    /// One substring per expected problem, in order; empty when the value is well-formed.
    var problems: [String] = []

    var testDescription: String { String(uuid, radix: 16, uppercase: true) + " [" + hex + "]" }

    func check() throws {
        let decoded = try decode(uuid, hex)
        if let fields { #expect(text(decoded.fields) == fields) }
        #expect(decoded.summary == summary)
        #expect(decoded.problems.count == problems.count, "problems: \(decoded.problems)")
        for (got, expected) in zip(decoded.problems, problems) {
            #expect(got.contains(expected), "problem \"\(got)\" does not mention \"\(expected)\"")
        }
        // Without `describe` the fields and problems are the same and there is no text.
        let quiet = try decode(uuid, hex, describe: false)
        #expect(quiet.fields == decoded.fields)
        #expect(quiet.problems == decoded.problems)
        if !hex.isEmpty { #expect(quiet.summary == "") }
    }
}

/// 2026-03-14 09:26:53 as a Date Time: year 2026 = 0x07EA.
private let baseTime = "ea 07 03 0e 09 1a 35"
private let baseTimeFields =
    #"base_time={year=2026 month=3 day=14 hours=9 minutes=26 seconds=53} base_time_text="2026-03-14 09:26:53""#

// MARK: - Glucose Measurement

@Suite("Glucose Measurement decoder")
struct GlucoseMeasurementDecoderTests {
    static let vectors: [GlucoseVector] = [
        // Flags 0x06: concentration present, mol/L. Sequence 12. 5.4 mmol/L = 0.0054 mol/L = 54 × 10^-4:
        // exponent -4 (0xC), mantissa 54 (0x036) → 0xC036. Type 2 Capillary Plasma, location 1 Finger → 0x12.
        GlucoseVector(uuid: 0x2A18, hex: "06 0c 00 \(baseTime) 36 c0 12",
                      fields: "sequence_number=12 \(baseTimeFields) concentration=0.0054 concentration_mmol_l=5.4 "
                          + #"unit="mol/L" type=2 type_name="Capillary Plasma" sample_location=1 "#
                          + #"sample_location_name="Finger" context_follows=false"#,
                      summary: "#12 5.4 mmol/L capillary plasma, finger, 2026-03-14 09:26"),
        // Flags 0x03: time offset and concentration in kg/L. Offset 0xFFFB = -5 min. 97 mg/dL = 97 × 10^-5 kg/L:
        // exponent -5 (0xB), mantissa 97 (0x061) → 0xB061. Type 1, location 2 (AST) → 0x21.
        // The summary time is the user-facing time, 09:26 - 5 min.
        GlucoseVector(uuid: 0x2A18, hex: "03 0d 00 \(baseTime) fb ff 61 b0 21",
                      fields: "sequence_number=13 \(baseTimeFields) time_offset_min=-5 concentration=0.00097 "
                          + #"concentration_mg_dl=97.0 unit="kg/L" type=1 type_name="Capillary Whole blood" "#
                          + #"sample_location=2 sample_location_name="Alternate Site Test (AST)" context_follows=false"#,
                      summary: "#13 97 mg/dL capillary whole blood, alternate site, 2026-03-14 09:21"),
        // Only the mandatory fields; flags 0x10: a context follows.
        GlucoseVector(uuid: 0x2A18, hex: "10 01 00 \(baseTime)",
                      fields: "sequence_number=1 \(baseTimeFields) context_follows=true",
                      summary: "#1, 2026-03-14 09:26, context follows"),
        // NaN concentration (0x07FF) stays NaN in both units, never 0. Type 9 ISF, location 15 (not available).
        GlucoseVector(uuid: 0x2A18, hex: "06 02 00 \(baseTime) ff 07 f9",
                      fields: "sequence_number=2 \(baseTimeFields) concentration=<nan> concentration_mmol_l=<nan> "
                          + #"unit="mol/L" type=9 type_name="Interstitial Fluid (ISF)" sample_location=15 "#
                          + #"sample_location_name="Sample Location value not available" context_follows=false"#,
                      summary: "#2 NaN mmol/L interstitial fluid, 2026-03-14 09:26"),
        // NRes (0x0800), +INF (0x07FE) and -INF (0x0802) in kg/L.
        GlucoseVector(uuid: 0x2A18, hex: "02 03 00 \(baseTime) 00 08 11", fields: nil,
                      summary: "#3 NRes mg/dL capillary whole blood, finger, 2026-03-14 09:26"),
        GlucoseVector(uuid: 0x2A18, hex: "02 04 00 \(baseTime) fe 07 11", fields: nil,
                      summary: "#4 +INF mg/dL capillary whole blood, finger, 2026-03-14 09:26"),
        GlucoseVector(uuid: 0x2A18, hex: "02 05 00 \(baseTime) 02 08 11", fields: nil,
                      summary: "#5 -INF mg/dL capillary whole blood, finger, 2026-03-14 09:26"),
        // Sensor status 0x0009: battery low (bit 0) and strip insertion error (bit 3).
        GlucoseVector(uuid: 0x2A18, hex: "08 06 00 \(baseTime) 09 00",
                      fields: "sequence_number=6 \(baseTimeFields) sensor_status={device_battery_low=true "
                          + "sensor_malfunction=false sample_size_insufficient=false strip_insertion_error=true "
                          + "strip_type_incorrect=false result_too_high=false result_too_low=false "
                          + "temperature_too_high=false temperature_too_low=false read_interrupted=false "
                          + "general_device_fault=false time_fault=false} context_follows=false",
                      summary: "#6, 2026-03-14 09:26, battery low, strip insertion error"),
        // The time offset crosses midnight and the end of February (2026 is not a leap year): 03-01 00:02 - 5 min.
        GlucoseVector(uuid: 0x2A18, hex: "01 07 00 ea 07 03 01 00 02 00 fb ff", fields: nil,
                      summary: "#7, 2026-02-28 23:57"),
        // 2024 is a leap year: 2024-03-01 00:02 - 5 min = 02-29 23:57. +1440 min from 2024-12-31 12:00 → 2025-01-01.
        GlucoseVector(uuid: 0x2A18, hex: "01 08 00 e8 07 03 01 00 02 00 fb ff", fields: nil,
                      summary: "#8, 2024-02-29 23:57"),
        GlucoseVector(uuid: 0x2A18, hex: "01 09 00 e8 07 0c 1f 0c 00 00 a0 05", fields: nil,
                      summary: "#9, 2025-01-01 12:00"),
        // An unknown date (year, month, day 0): the offset is shown, not applied.
        GlucoseVector(uuid: 0x2A18, hex: "01 0a 00 00 00 00 00 0c 00 00 05 00", fields: nil,
                      summary: "#10, ????-??-?? 12:00 +5 min"),
    ]

    @Test(arguments: vectors)
    func wellFormed(_ vector: GlucoseVector) throws { try vector.check() }

    static let malformed: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2A18, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // Flags only: the sequence number is missing; context_follows comes from the flags.
        GlucoseVector(uuid: 0x2A18, hex: "10", fields: "context_follows=true", summary: "malformed",
                      problems: ["the value ends after 1 byte, before the sequence number"]),
        GlucoseVector(uuid: 0x2A18, hex: "00 0c 00 ea 07 03", fields: "sequence_number=12 context_follows=false",
                      summary: "#12", problems: ["before the base time"]),
        // The flags announce a concentration the value does not have: the fields present are given.
        GlucoseVector(uuid: 0x2A18, hex: "02 0c 00 \(baseTime)",
                      fields: "sequence_number=12 \(baseTimeFields) context_follows=false",
                      summary: "#12, 2026-03-14 09:26",
                      problems: ["flags announce a glucose concentration but the value ends after 10 bytes"]),
        // The concentration is there, the type-sample location is not.
        GlucoseVector(uuid: 0x2A18, hex: "06 0c 00 \(baseTime) 36 c0",
                      fields: "sequence_number=12 \(baseTimeFields) concentration=0.0054 concentration_mmol_l=5.4 "
                          + #"unit="mol/L" context_follows=false"#,
                      summary: "#12 5.4 mmol/L, 2026-03-14 09:26",
                      problems: ["flags announce a type-sample location but the value ends after 12 bytes"]),
        GlucoseVector(uuid: 0x2A18, hex: "01 0c 00 \(baseTime) fb", fields: nil, summary: "#12, 2026-03-14 09:26",
                      problems: ["flags announce a time offset"]),
        GlucoseVector(uuid: 0x2A18, hex: "08 0c 00 \(baseTime) 09", fields: nil, summary: "#12, 2026-03-14 09:26",
                      problems: ["flags announce a sensor status annunciation"]),
        // Reserved flag bits, reserved type 0 / location 0, reserved status bits, a trailing byte, a bad month.
        GlucoseVector(uuid: 0x2A18, hex: "e0 0c 00 \(baseTime)", fields: nil, summary: "#12, 2026-03-14 09:26",
                      problems: ["reserved flag bits are set (0xE0)"]),
        GlucoseVector(uuid: 0x2A18, hex: "02 0c 00 \(baseTime) 61 b0 00", fields: nil,
                      summary: "#12 97 mg/dL type 0, location 0, 2026-03-14 09:26",
                      problems: ["glucose type 0 is reserved", "sample location 0 is reserved"]),
        GlucoseVector(uuid: 0x2A18, hex: "02 0c 00 \(baseTime) 61 b0 51", fields: nil,
                      summary: "#12 97 mg/dL capillary whole blood, location 5, 2026-03-14 09:26",
                      problems: ["sample location 5 is reserved"]),
        GlucoseVector(uuid: 0x2A18, hex: "08 0c 00 \(baseTime) 00 10", fields: nil, summary: "#12, 2026-03-14 09:26",
                      problems: ["reserved sensor status bits are set (0x1000)"]),
        GlucoseVector(uuid: 0x2A18, hex: "00 0c 00 \(baseTime) 00", fields: nil, summary: "#12, 2026-03-14 09:26",
                      problems: ["1 byte after the last field"]),
        GlucoseVector(uuid: 0x2A18, hex: "00 0c 00 ea 07 0d 0e 09 1a 35", fields: nil, summary: "#12, 2026-13-14 09:26",
                      problems: ["base time month 13 is outside 1...12"]),
    ]

    @Test(arguments: malformed)
    func malformedValues(_ vector: GlucoseVector) throws { try vector.check() }

    /// A value for `flags` with every field its flags announce.
    static func value(flags: UInt8) -> [UInt8] {
        var bytes: [UInt8] = [flags, 0x0C, 0x00] + (Hex.decode(baseTime) ?? [])
        if flags & 0x01 != 0 { bytes += [0xFB, 0xFF] }
        if flags & 0x02 != 0 { bytes += [0x36, 0xC0, 0x12] }
        if flags & 0x08 != 0 { bytes += [0x09, 0x00] }
        return bytes
    }

    /// Every combination of the five defined flags: each optional field is present exactly when its flag is set,
    /// the unit follows bit 2, and every shorter prefix gives a problem with a subset of the fields.
    @Test(arguments: 0 ..< 32)
    func everyFlagCombination(_ flags: Int) throws {
        let f = UInt8(flags)
        let bytes = Self.value(flags: f)
        let decoded = try #require(bytes.withBytes { Decoders.decode(BluetoothUUID(uuid16: 0x2A18), $0) })
        #expect(decoded.problems.isEmpty, "\(decoded.problems)")
        let present = Set(keys(decoded.fields))
        let concentration = f & 0x02 != 0
        let expected: [(String, Bool)] = [
            ("sequence_number", true), ("base_time", true), ("base_time_text", true),
            ("time_offset_min", f & 0x01 != 0),
            ("concentration", concentration), ("unit", concentration), ("type", concentration),
            ("type_name", concentration), ("sample_location", concentration), ("sample_location_name", concentration),
            ("concentration_mmol_l", concentration && f & 0x04 != 0),
            ("concentration_mg_dl", concentration && f & 0x04 == 0),
            ("sensor_status", f & 0x08 != 0), ("context_follows", true),
        ]
        for (key, shouldBe) in expected {
            #expect(present.contains(key) == shouldBe, "flags \(flags): \(key)")
        }
        #expect(decoded.field("context_follows")?.value == .bool(f & 0x10 != 0))
        if concentration {
            #expect(decoded.field("unit")?.value == .string(f & 0x04 != 0 ? "mol/L" : "kg/L"))
        }
        for length in 0 ..< bytes.count {
            let cut = try #require(Array(bytes[..<length]).withBytes {
                Decoders.decode(BluetoothUUID(uuid16: 0x2A18), $0)
            })
            #expect(!cut.problems.isEmpty, "flags \(flags), \(length) bytes")
            #expect(Set(keys(cut.fields)).isSubset(of: present), "flags \(flags), \(length) bytes")
            #expect((cut.field("sequence_number") != nil) == (length >= 3))
        }
    }

    /// Reserved flag bits give exactly one problem and change nothing else.
    @Test(arguments: [0x20, 0x40, 0x80, 0xFF] as [UInt8])
    func reservedFlags(_ flags: UInt8) throws {
        let decoded = try #require(Self.value(flags: flags).withBytes {
            Decoders.decode(BluetoothUUID(uuid16: 0x2A18), $0)
        })
        let clean = try #require(Self.value(flags: flags & 0x1F).withBytes {
            Decoders.decode(BluetoothUUID(uuid16: 0x2A18), $0)
        })
        #expect(decoded.problems.count == 1)
        #expect(decoded.fields == clean.fields)
    }
}

// MARK: - Glucose Measurement Context

@Suite("Glucose Measurement Context decoder")
struct GlucoseMeasurementContextDecoderTests {
    static let vectors: [GlucoseVector] = [
        // Flags 0x5F: carbohydrate, meal, tester-health, exercise, medication in kg, HbA1c. Sequence 12.
        // Carbohydrate 1 Breakfast, 50 g = 50 × 10^-3 kg → 0xD032. Meal 1. Tester-health 0x51: tester (bits 0-3) 1
        // Self, health (bits 4-7) 5 No health issues. Exercise 1800 s (0x0708) at 50 %. Medication 1, 5 mg =
        // 5 × 10^-6 kg → 0xA005. HbA1c 6.5 % = 65 × 10^-1 → 0xF041.
        GlucoseVector(uuid: 0x2A34, hex: "5f 0c 00 01 32 d0 01 51 08 07 32 01 05 a0 41 f0",
                      fields: #"sequence_number=12 carbohydrate_id=1 carbohydrate_id_name="Breakfast" "#
                          + "carbohydrate=0.05 carbohydrate_g=50.0 "
                          + #"meal=1 meal_name="Preprandial (before meal)" tester=1 tester_name="Self" health=5 "#
                          + #"health_name="No health issues" exercise_duration_s=1800 exercise_intensity_percent=50 "#
                          + #"medication_id=1 medication_id_name="Rapid acting insulin" medication=5e-06 "#
                          + #"medication_unit="kg" medication_mg=5.0 hba1c_percent=6.5"#,
                      summary: "#12, carbohydrate 50 g (breakfast), preprandial (before meal), tester self, "
                          + "no health issues, exercise 1800 s at 50 %, medication 5 mg (rapid acting insulin), "
                          + "HbA1c 6.5 %"),
        // Flags 0x30: medication in litres. 0.5 mL = 5 × 10^-4 L → 0xC005. Medication 2 Short acting insulin.
        GlucoseVector(uuid: 0x2A34, hex: "30 01 00 02 05 c0",
                      fields: #"sequence_number=1 medication_id=2 medication_id_name="Short acting insulin" "#
                          + #"medication=0.0005 medication_unit="L" medication_ml=0.5"#,
                      summary: "#1, medication 0.5 mL (short acting insulin)"),
        // Exercise duration 0xFFFF is "overrun"; extended flags (bit 7) 0.
        GlucoseVector(uuid: 0x2A34, hex: "88 02 00 00 ff ff 64",
                      fields: "sequence_number=2 extended_flags=0 exercise_duration_s=<overrun> "
                          + "exercise_intensity_percent=100",
                      summary: "#2, exercise overrun at 100 %"),
        // Tester 15 and health 15 (not available) are left out of the summary. HbA1c NaN.
        GlucoseVector(uuid: 0x2A34, hex: "44 03 00 ff ff 07",
                      fields: #"sequence_number=3 tester=15 tester_name="Tester value not available" health=15 "#
                          + #"health_name="Health value not available" hba1c_percent=<nan>"#,
                      summary: "#3, HbA1c NaN %"),
        GlucoseVector(uuid: 0x2A34, hex: "00 04 00", fields: "sequence_number=4", summary: "#4"),
    ]

    @Test(arguments: vectors)
    func wellFormed(_ vector: GlucoseVector) throws { try vector.check() }

    static let malformed: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2A34, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        GlucoseVector(uuid: 0x2A34, hex: "01 0c", fields: "", summary: "malformed",
                      problems: ["before the sequence number"]),
        // Carbohydrate announced, only its ID present: nothing of it is given.
        GlucoseVector(uuid: 0x2A34, hex: "03 0c 00 01", fields: "sequence_number=12", summary: "#12",
                      problems: ["flags announce a carbohydrate ID and amount but the value ends after 4 bytes"]),
        GlucoseVector(uuid: 0x2A34, hex: "06 0c 00 01", fields: nil, summary: "#12, preprandial (before meal)",
                      problems: ["flags announce a tester-health"]),
        GlucoseVector(uuid: 0x2A34, hex: "08 0c 00 08 07", fields: "sequence_number=12", summary: "#12",
                      problems: ["flags announce an exercise duration and intensity"]),
        GlucoseVector(uuid: 0x2A34, hex: "10 0c 00 01 05", fields: nil, summary: "#12",
                      problems: ["flags announce a medication ID and amount"]),
        GlucoseVector(uuid: 0x2A34, hex: "40 0c 00 41", fields: nil, summary: "#12", problems: ["an HbA1c"]),
        GlucoseVector(uuid: 0x2A34, hex: "80 0c 00", fields: nil, summary: "#12", problems: ["extended flags"]),
        // Reserved values: extended flag bits, carbohydrate 8, meal 6, tester 0 / health 6, medication 6.
        GlucoseVector(uuid: 0x2A34, hex: "80 0c 00 01", fields: nil, summary: "#12",
                      problems: ["reserved extended flag bits are set (0x01)"]),
        GlucoseVector(uuid: 0x2A34, hex: "17 0c 00 08 32 d0 06 60 06 05 a0", fields: nil,
                      summary: "#12, carbohydrate 50 g (ID 8), meal 6, tester 0, health 6, medication 5 mg (ID 6)",
                      problems: ["carbohydrate ID 8 is reserved", "meal 6 is reserved", "tester 0 is reserved",
                                 "health 6 is reserved", "medication ID 6 is reserved"]),
        GlucoseVector(uuid: 0x2A34, hex: "00 0c 00 00 00", fields: nil, summary: "#12",
                      problems: ["2 bytes after the last field"]),
    ]

    @Test(arguments: malformed)
    func malformedValues(_ vector: GlucoseVector) throws { try vector.check() }

    /// A value for `flags` with every field its flags announce.
    static func value(flags: UInt8) -> [UInt8] {
        var bytes: [UInt8] = [flags, 0x0C, 0x00]
        if flags & 0x80 != 0 { bytes += [0x00] }
        if flags & 0x01 != 0 { bytes += [0x01, 0x32, 0xD0] }
        if flags & 0x02 != 0 { bytes += [0x01] }
        if flags & 0x04 != 0 { bytes += [0x51] }
        if flags & 0x08 != 0 { bytes += [0x08, 0x07, 0x32] }
        if flags & 0x10 != 0 { bytes += [0x01, 0x05, 0xA0] }
        if flags & 0x40 != 0 { bytes += [0x41, 0xF0] }
        return bytes
    }

    /// All 256 flag values: each field is present exactly when its flag says so; the medication unit follows bit 5.
    @Test(arguments: 0 ..< 256)
    func everyFlagCombination(_ flags: Int) throws {
        let f = UInt8(flags)
        let bytes = Self.value(flags: f)
        let decoded = try #require(bytes.withBytes { Decoders.decode(BluetoothUUID(uuid16: 0x2A34), $0) })
        #expect(decoded.problems.isEmpty, "\(decoded.problems)")
        let present = Set(keys(decoded.fields))
        let medication = f & 0x10 != 0
        let expected: [(String, Bool)] = [
            ("sequence_number", true), ("extended_flags", f & 0x80 != 0),
            ("carbohydrate_id", f & 0x01 != 0), ("carbohydrate_id_name", f & 0x01 != 0),
            ("carbohydrate", f & 0x01 != 0), ("carbohydrate_g", f & 0x01 != 0),
            ("meal", f & 0x02 != 0), ("meal_name", f & 0x02 != 0),
            ("tester", f & 0x04 != 0), ("tester_name", f & 0x04 != 0),
            ("health", f & 0x04 != 0), ("health_name", f & 0x04 != 0),
            ("exercise_duration_s", f & 0x08 != 0), ("exercise_intensity_percent", f & 0x08 != 0),
            ("medication_id", medication), ("medication_id_name", medication), ("medication", medication),
            ("medication_unit", medication),
            ("medication_mg", medication && f & 0x20 == 0), ("medication_ml", medication && f & 0x20 != 0),
            ("hba1c_percent", f & 0x40 != 0),
        ]
        for (key, shouldBe) in expected {
            #expect(present.contains(key) == shouldBe, "flags \(flags): \(key)")
        }
        #expect(present.count == expected.filter(\.1).count, "flags \(flags): \(present)")
        for length in 0 ..< bytes.count {
            let cut = try #require(Array(bytes[..<length]).withBytes {
                Decoders.decode(BluetoothUUID(uuid16: 0x2A34), $0)
            })
            #expect(!cut.problems.isEmpty, "flags \(flags), \(length) bytes")
            #expect(Set(keys(cut.fields)).isSubset(of: present), "flags \(flags), \(length) bytes")
        }
    }
}

// MARK: - Glucose Feature

@Suite("Glucose Feature decoder")
struct GlucoseFeatureDecoderTests {
    static let vectors: [GlucoseVector] = [
        // 0x0403: low battery detection (bit 0), sensor malfunction detection (bit 1), multiple bond (bit 10).
        GlucoseVector(uuid: 0x2A51, hex: "03 04",
                      fields: "features={low_battery_detection=true sensor_malfunction_detection=true "
                          + "sensor_sample_size=false sensor_strip_insertion_error_detection=false "
                          + "sensor_strip_type_error_detection=false sensor_result_high_low_detection=false "
                          + "sensor_temperature_high_low_detection=false sensor_read_interrupt_detection=false "
                          + "general_device_fault=false time_fault=false multiple_bond=true} value=1027",
                      summary: "low battery detection, sensor malfunction detection, multiple bond"),
        GlucoseVector(uuid: 0x2A51, hex: "00 00", fields: nil, summary: "no optional features"),
        GlucoseVector(uuid: 0x2A51, hex: "ff 07", fields: nil,
                      summary: "low battery detection, sensor malfunction detection, sample size, "
                          + "strip insertion error detection, strip type error detection, result high-low detection, "
                          + "temperature high-low detection, read interrupt detection, general device fault, "
                          + "time fault, multiple bond"),
        GlucoseVector(uuid: 0x2A51, hex: "00 08", fields: nil, summary: "no optional features",
                      problems: ["reserved feature bits are set (0x0800)"]),
        GlucoseVector(uuid: 0x2A51, hex: "01", fields: "", summary: "malformed",
                      problems: ["a Glucose Feature is 2 bytes but the value ends after 1 byte"]),
        GlucoseVector(uuid: 0x2A51, hex: "01 00 00", fields: nil, summary: "low battery detection",
                      problems: ["a Glucose Feature is 2 bytes but the value has 3 bytes"]),
    ]

    @Test(arguments: vectors)
    func decodes(_ vector: GlucoseVector) throws { try vector.check() }
}

// MARK: - Record Access Control Point

@Suite("Record Access Control Point decoder")
struct RecordAccessControlPointDecoderTests {
    static let sequenceFilter = #"filter_type=1 filter_type_name="Sequence Number (GLS) / Time Offset (CGMS)""#

    static let requests: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2A52, hex: "01 01",
                      fields: #"op_code=1 op_code_name="Report stored records" operator=1 operator_name="All records""#,
                      summary: "report stored records: all records"),
        GlucoseVector(uuid: 0x2A52, hex: "01 02 01 2a 00",
                      fields: #"op_code=1 op_code_name="Report stored records" operator=2 "#
                          + #"operator_name="Less than or equal to" \#(sequenceFilter) maximum=42"#,
                      summary: "report stored records: less than or equal to 42"),
        GlucoseVector(uuid: 0x2A52, hex: "01 03 01 2a 00",
                      fields: #"op_code=1 op_code_name="Report stored records" operator=3 "#
                          + #"operator_name="Greater than or equal to" \#(sequenceFilter) minimum=42"#,
                      summary: "report stored records: greater than or equal to 42"),
        GlucoseVector(uuid: 0x2A52, hex: "01 04 01 0a 00 14 00",
                      fields: #"op_code=1 op_code_name="Report stored records" operator=4 "#
                          + #"operator_name="Within range of (inclusive)" \#(sequenceFilter) minimum=10 maximum=20"#,
                      summary: "report stored records: within range of 10 to 20"),
        GlucoseVector(uuid: 0x2A52, hex: "01 05", fields: nil, summary: "report stored records: first record"),
        GlucoseVector(uuid: 0x2A52, hex: "01 06", fields: nil, summary: "report stored records: last record"),
        // User facing time (filter type 2): a Date Time.
        GlucoseVector(uuid: 0x2A52, hex: "01 03 02 \(baseTime)",
                      fields: #"op_code=1 op_code_name="Report stored records" operator=3 "#
                          + #"operator_name="Greater than or equal to" filter_type=2 filter_type_name="User Facing Time" "#
                          + "minimum={year=2026 month=3 day=14 hours=9 minutes=26 seconds=53} "
                          + #"minimum_text="2026-03-14 09:26:53""#,
                      summary: "report stored records: greater than or equal to 2026-03-14 09:26:53"),
        GlucoseVector(uuid: 0x2A52, hex: "02 04 02 ea 07 03 0e 00 00 00 ea 07 03 0e 17 3b 3b", fields: nil,
                      summary: "delete stored records: within range of 2026-03-14 00:00:00 to 2026-03-14 23:59:59"),
        GlucoseVector(uuid: 0x2A52, hex: "02 01", fields: nil, summary: "delete stored records: all records"),
        GlucoseVector(uuid: 0x2A52, hex: "03 00",
                      fields: #"op_code=3 op_code_name="Abort operation" operator=0 operator_name="Null""#,
                      summary: "abort operation"),
        GlucoseVector(uuid: 0x2A52, hex: "04 01", fields: nil, summary: "report number of stored records: all records"),
        GlucoseVector(uuid: 0x2A52, hex: "04 03 01 05 00", fields: nil,
                      summary: "report number of stored records: greater than or equal to 5"),
        GlucoseVector(uuid: 0x2A52, hex: "07 01", fields: nil, summary: "combined report: all records"),
    ]

    static let responses: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2A52, hex: "05 00 0c 00",
                      fields: #"op_code=5 op_code_name="Number of stored records response" operator=0 "#
                          + #"operator_name="Null" number_of_records=12"#,
                      summary: "number of stored records: 12"),
        // A service with a UINT32 count.
        GlucoseVector(uuid: 0x2A52, hex: "05 00 0c 00 01 00", fields: nil, summary: "number of stored records: 65548"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 01",
                      fields: #"op_code=6 op_code_name="Response Code" operator=0 operator_name="Null" "#
                          + #"request_op_code=1 request_op_code_name="Report stored records" response_code=1 "#
                          + #"response_code_name="Success""#,
                      summary: "response to report stored records: success"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 02 01", fields: nil, summary: "response to delete stored records: success"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 02", fields: nil,
                      summary: "response to report stored records: op code not supported"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 03", fields: nil,
                      summary: "response to report stored records: invalid operator"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 04", fields: nil,
                      summary: "response to report stored records: operator not supported"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 05", fields: nil,
                      summary: "response to report stored records: invalid operand"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 06", fields: nil,
                      summary: "response to report stored records: no records found"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 03 07", fields: nil,
                      summary: "response to abort operation: abort unsuccessful"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 04 08", fields: nil,
                      summary: "response to report number of stored records: procedure not completed"),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 09", fields: nil,
                      summary: "response to report stored records: operand not supported"),
        GlucoseVector(uuid: 0x2A52, hex: "08 00 03 00", fields: nil, summary: "combined report response: 3 records"),
    ]

    static let malformed: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2A52, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        GlucoseVector(uuid: 0x2A52, hex: "01", fields: #"op_code=1 op_code_name="Report stored records""#,
                      summary: "report stored records", problems: ["before the operator"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 00", fields: nil, summary: "report stored records",
                      problems: ["needs an operator; Null is invalid"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 07", fields: nil, summary: "report stored records: operator 7",
                      problems: ["operator 7 is reserved"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 01 00", fields: nil, summary: "report stored records: all records",
                      problems: ["1 byte after the operand"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 03", fields: nil,
                      summary: "report stored records: greater than or equal to",
                      problems: ["operator 3 needs a filter type and value"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 03 01 2a", fields: nil,
                      summary: "report stored records: greater than or equal to",
                      problems: ["before the minimum filter value"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 04 01 0a 00", fields: nil,
                      summary: "report stored records: within range of",
                      problems: ["before the maximum filter value"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 04 01 14 00 0a 00", fields: nil,
                      summary: "report stored records: within range of 20 to 10",
                      problems: ["the range minimum 20 is above its maximum 10"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 02 02 ea 07 03", fields: nil,
                      summary: "report stored records: less than or equal to",
                      problems: ["before the maximum user facing time"]),
        GlucoseVector(uuid: 0x2A52, hex: "01 03 03 01 02",
                      fields: #"op_code=1 op_code_name="Report stored records" operator=3 "#
                          + #"operator_name="Greater than or equal to" filter_type=3 filter_type_name="Reserved" "#
                          + "operand=0102",
                      summary: "report stored records: greater than or equal to (filter type 3)",
                      problems: ["filter type 3 is reserved"]),
        GlucoseVector(uuid: 0x2A52, hex: "03 01", fields: nil, summary: "abort operation",
                      problems: ["takes the Null operator, not 1"]),
        GlucoseVector(uuid: 0x2A52, hex: "05 00 0c", fields: nil, summary: "number of stored records response",
                      problems: ["before the number of records"]),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01", fields: nil, summary: "response to report stored records",
                      problems: ["before the response code value"]),
        GlucoseVector(uuid: 0x2A52, hex: "06 00 01 0a", fields: nil,
                      summary: "response to report stored records: response 10",
                      problems: ["response code value 10 is reserved"]),
        GlucoseVector(uuid: 0x2A52, hex: "00 00", fields: nil, summary: "reserved op code 0x00",
                      problems: ["op code 0x00 is reserved"]),
        GlucoseVector(uuid: 0x2A52, hex: "09 00 ab",
                      fields: #"op_code=9 op_code_name="Reserved" operator=0 operator_name="Null" operand=ab"#,
                      summary: "reserved op code 0x09", problems: ["op code 0x09 is reserved"]),
    ]

    @Test(arguments: requests + responses + malformed)
    func decodes(_ vector: GlucoseVector) throws { try vector.check() }

    /// Every request op code with every operator: the names are given, and exactly the combinations the
    /// specification rules out (Null with a request) give a problem.
    @Test(arguments: [1, 2, 4, 7] as [UInt8])
    func everyOperator(_ opCode: UInt8) throws {
        for op: UInt8 in 0 ... 6 {
            var bytes: [UInt8] = [opCode, op]
            switch op {
            case 2, 3: bytes += [0x01, 0x2A, 0x00]
            case 4: bytes += [0x01, 0x01, 0x00, 0x2A, 0x00]
            default: break
            }
            let decoded = try #require(bytes.withBytes { Decoders.decode(BluetoothUUID(uuid16: 0x2A52), $0) })
            #expect(decoded.field("op_code_name")?.value != .string("Reserved"))
            #expect(decoded.field("operator_name")?.value != .string("Reserved"))
            #expect(decoded.problems.count == (op == 0 ? 1 : 0), "op \(opCode) operator \(op): \(decoded.problems)")
            #expect((decoded.field("minimum") != nil) == (op == 3 || op == 4))
            #expect((decoded.field("maximum") != nil) == (op == 2 || op == 4))
        }
    }
}

// MARK: - CGM Measurement

@Suite("CGM Measurement decoder")
struct CGMMeasurementDecoderTests {
    /// 112 mg/dL (0x0070, exponent 0) at 35 min (0x0023), no optional fields: size 6.
    static let plain = "06 00 70 00 23 00"
    /// Flags 0xE3: trend (bit 0), quality (bit 1), Warning (bit 5), Cal/Temp (bit 6) and Status (bit 7) octets.
    /// Status 0x01 session stopped, Cal/Temp 0x08 calibration required, Warning 0x04 below hypo level; trend
    /// -1.2 mg/dL/min = -12 × 10^-1 → 0xFFF4; quality 95 % → 0x005F. With the E2E-CRC the size is 15 (0x0F);
    /// CRC-16/MCRF4XX of the 13 bytes before it is 0x2FA3.
    static let full = "0f e3 70 00 23 00 01 08 04 f4 ff 5f 00 a3 2f"

    @Test func oneRecordWithoutOptions() throws {
        let decoded = try decode(0x2AA7, Self.plain)
        #expect(text(decoded.fields) == "records=[{size=6 concentration_mg_dl=112.0 time_offset_min=35}]")
        #expect(decoded.summary == "112 mg/dL at +35 min")
        #expect(decoded.problems.isEmpty)
    }

    @Test func oneRecordWithEverything() throws {
        let decoded = try decode(0x2AA7, Self.full)
        let fields = record(decoded, 0)
        #expect(keys(fields) == ["size", "concentration_mg_dl", "time_offset_min", "sensor_status", "trend_mg_dl_min",
                                 "quality_percent", "e2e_crc"])
        #expect(setFlags(value(fields, "sensor_status")) == ["session_stopped", "calibration_required",
                                                               "below_hypo_level"])
        #expect(value(fields, "trend_mg_dl_min") == .double(-1.2))
        #expect(value(fields, "quality_percent") == .double(95))
        #expect(value(fields, "e2e_crc") == .int(0x2FA3))
        #expect(decoded.summary == "112 mg/dL at +35 min, session stopped, calibration required, below hypo level, "
            + "trend -1.2 mg/dL/min, quality 95 %")
        #expect(decoded.problems.isEmpty, "\(decoded.problems)")
    }

    /// Each optional part alone: the annunciation object holds the booleans of the octets present.
    @Test(arguments: [
        ("07 80 70 00 23 00 01", ["sensor_status"], 6),
        ("07 40 70 00 23 00 08", ["sensor_status"], 6),
        ("07 20 70 00 23 00 04", ["sensor_status"], 8),
        ("08 01 70 00 23 00 f4 ff", ["trend_mg_dl_min"], 0),
        ("08 02 70 00 23 00 5f 00", ["quality_percent"], 0),
        ("08 00 70 00 23 00 36 7a", ["e2e_crc"], 0),
    ] as [(String, [String], Int)])
    func optionalParts(_ hex: String, _ extra: [String], _ statusBits: Int) throws {
        let decoded = try decode(0x2AA7, hex)
        let fields = record(decoded, 0)
        #expect(keys(fields) == ["size", "concentration_mg_dl", "time_offset_min"] + extra)
        if case .object(let bits)? = value(fields, "sensor_status") { #expect(bits.count == statusBits) }
        #expect(decoded.problems.isEmpty, "\(decoded.problems)")
    }

    @Test func severalRecordsInOneNotification() throws {
        // 112 mg/dL at 35 min, 114 (0x0072) at 40 (0x28), and the full record.
        let decoded = try decode(0x2AA7, Self.plain + " 06 00 72 00 28 00 " + Self.full)
        #expect(record(decoded, 0).count == 3)
        #expect(value(record(decoded, 1), "concentration_mg_dl") == .double(114))
        #expect(value(record(decoded, 1), "time_offset_min") == .int(40))
        #expect(value(record(decoded, 2), "e2e_crc") == .int(0x2FA3))
        #expect(decoded.summary == "112 mg/dL at +35 min (+2 more records)")
        #expect(decoded.problems.isEmpty)
    }

    @Test func specialValues() throws {
        let decoded = try decode(0x2AA7, "0a 03 ff 07 23 00 00 08 fe 07")
        let fields = record(decoded, 0)
        #expect(value(fields, "concentration_mg_dl") == .special("nan"))
        #expect(value(fields, "trend_mg_dl_min") == .special("nres"))
        #expect(value(fields, "quality_percent") == .special("+infinity"))
        #expect(decoded.summary == "NaN mg/dL at +35 min, trend NRes mg/dL/min, quality +INF %")
    }

    static let malformed: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2AA7, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // Size 5: the record ends inside the time offset.
        GlucoseVector(uuid: 0x2AA7, hex: "05 00 70 00 23",
                      fields: "records=[{size=5 concentration_mg_dl=112.0}]", summary: "112 mg/dL",
                      problems: ["the record ends after 5 bytes, before the time offset"]),
        // Size 10 for a 6-byte record: neither the fields nor the fields plus a CRC.
        GlucoseVector(uuid: 0x2AA7, hex: "0a 00 70 00 23 00 00 00 00 00", fields: nil, summary: "112 mg/dL at +35 min",
                      problems: ["the record's size is 10 but its flags give 6 bytes (8 with an E2E-CRC)"]),
        // Size 8 (fields + CRC) but the value ends after the fields.
        GlucoseVector(uuid: 0x2AA7, hex: "08 00 70 00 23 00", fields: nil, summary: "112 mg/dL at +35 min",
                      problems: ["the record's size is 8 but the value has 6 bytes left", "before the E2E-CRC"]),
        // Size 0 cannot be skipped: the rest is left undecoded.
        GlucoseVector(uuid: 0x2AA7, hex: "00 00 70 00", fields: "records=[{size=0}]", summary: "malformed",
                      problems: ["a record size of 0 leaves the rest of the value (4 bytes) undecoded"]),
        // A second record cut short is named.
        GlucoseVector(uuid: 0x2AA7, hex: "06 00 70 00 23 00 06 00 72", fields: nil,
                      summary: "112 mg/dL at +35 min (+1 more record)",
                      problems: ["record 2: the record's size is 6 but the value has 3 bytes left",
                                 "record 2: the record ends after 3 bytes, before the glucose concentration"]),
        // The flags announce an octet the size leaves no room for.
        GlucoseVector(uuid: 0x2AA7, hex: "06 80 70 00 23 00 01", fields: nil,
                      summary: "112 mg/dL at +35 min (+1 more record)",
                      problems: ["record 1: the record ends after 6 bytes, before the status octet",
                                 "record 2: the record ends after 1 byte, before the flags"]),
        // A wrong E2E-CRC; reserved flag bits; reserved status bits.
        GlucoseVector(uuid: 0x2AA7, hex: "08 00 70 00 23 00 00 00", fields: nil, summary: "112 mg/dL at +35 min",
                      problems: ["E2E-CRC 0x0000 does not match the CRC of the value, 0x7A36"]),
        GlucoseVector(uuid: 0x2AA7, hex: "06 04 70 00 23 00", fields: nil, summary: "112 mg/dL at +35 min",
                      problems: ["reserved flag bits are set (0x04)"]),
        GlucoseVector(uuid: 0x2AA7, hex: "07 80 70 00 23 00 40", fields: nil, summary: "112 mg/dL at +35 min",
                      problems: ["reserved sensor status bits are set (0x000040)"]),
    ]

    @Test(arguments: malformed)
    func malformedValues(_ vector: GlucoseVector) throws { try vector.check() }
}

// MARK: - CGM Feature, Status, Session Start Time, Session Run Time, Specific Ops Control Point

@Suite("CGM characteristic decoders")
struct CGMCharacteristicDecoderTests {
    static let vectors: [GlucoseVector] = [
        // Features 0x019001: calibration (0), E2E-CRC (12), trend (15), quality (16). Type-sample location 0x59:
        // type 9 ISF (bits 0-3), location 5 subcutaneous tissue (bits 4-7). CRC of the first 4 bytes 0x407F.
        GlucoseVector(uuid: 0x2AA8, hex: "01 90 01 59 7f 40", fields: nil,
                      summary: "calibration, E2E-CRC, trend information, quality, interstitial fluid, subcutaneous tissue"),
        // Without E2E-CRC support the field is not checked (0xFFFF by convention).
        GlucoseVector(uuid: 0x2AA8, hex: "01 80 01 59 ff ff", fields: nil,
                      summary: "calibration, trend information, quality, interstitial fluid, subcutaneous tissue"),
        GlucoseVector(uuid: 0x2AA8, hex: "01 90 01 59 00 00", fields: nil,
                      summary: "calibration, E2E-CRC, trend information, quality, interstitial fluid, subcutaneous tissue",
                      problems: ["E2E-CRC 0x0000 does not match the CRC of the value, 0x407F"]),
        GlucoseVector(uuid: 0x2AA8, hex: "00 00 02 59 ff ff", fields: nil,
                      summary: "no optional features, interstitial fluid, subcutaneous tissue",
                      problems: ["reserved feature bits are set (0x020000)"]),
        GlucoseVector(uuid: 0x2AA8, hex: "01 00", fields: "", summary: "malformed",
                      problems: ["a CGM Feature is 6 bytes but the value ends after 2 bytes"]),
        // CGM Status: 35 min, status 0x01 / cal-temp 0x08 / warning 0x04, CRC 0x9FED.
        GlucoseVector(uuid: 0x2AA9, hex: "23 00 01 08 04 ed 9f", fields: nil,
                      summary: "at +35 min, session stopped, calibration required, below hypo level"),
        GlucoseVector(uuid: 0x2AA9, hex: "23 00 00 00 00", fields: nil, summary: "at +35 min, no status"),
        GlucoseVector(uuid: 0x2AA9, hex: "23 00 00 40 00", fields: nil, summary: "at +35 min, no status",
                      problems: ["reserved sensor status bits are set (0x004000)"]),
        GlucoseVector(uuid: 0x2AA9, hex: "23 00 00 00", fields: "time_offset_min=35", summary: "at +35 min",
                      problems: ["a CGM Status is 5 bytes (7 with an E2E-CRC) but the value has 4 bytes"]),
        GlucoseVector(uuid: 0x2AA9, hex: "23 00 01 08 04 00 00", fields: nil,
                      summary: "at +35 min, session stopped, calibration required, below hypo level",
                      problems: ["does not match the CRC of the value, 0x9FED"]),
        // Session start: time zone 4 (× 15 min = UTC+01:00), DST 0 standard time; with CRC 0xE47F.
        GlucoseVector(uuid: 0x2AAA, hex: "\(baseTime) 04 00 7f e4",
                      fields: "session_start_time={year=2026 month=3 day=14 hours=9 minutes=26 seconds=53} "
                          + #"session_start_time_text="2026-03-14 09:26:53" time_zone=4 time_zone_min=60 dst_offset=0 "#
                          + #"dst_offset_name="Standard Time" dst_offset_min=0 e2e_crc=58495"#,
                      summary: "2026-03-14 09:26:53 UTC+01:00"),
        // Time zone -20 (UTC-05:00), DST 4 (+1 h).
        GlucoseVector(uuid: 0x2AAA, hex: "\(baseTime) ec 04", fields: nil,
                      summary: "2026-03-14 09:26:53 UTC-05:00 (DST +60 min)"),
        // Unknown time zone (-128) and DST (255).
        GlucoseVector(uuid: 0x2AAA, hex: "\(baseTime) 80 ff", fields: nil, summary: "2026-03-14 09:26:53"),
        GlucoseVector(uuid: 0x2AAA, hex: "\(baseTime) 40 03", fields: nil, summary: "2026-03-14 09:26:53 UTC+16:00",
                      problems: ["time zone 64 is outside -48...56", "DST offset 3 is reserved"]),
        GlucoseVector(uuid: 0x2AAA, hex: "\(baseTime) 04", fields: nil, summary: "2026-03-14 09:26:53 UTC+01:00",
                      problems: ["a CGM Session Start Time is 9 bytes (11 with an E2E-CRC) but the value has 8 bytes"]),
        // Session run time 168 h (0x00A8); with CRC 0x9187.
        GlucoseVector(uuid: 0x2AAB, hex: "a8 00", fields: "run_time_h=168", summary: "168 h"),
        GlucoseVector(uuid: 0x2AAB, hex: "a8 00 87 91", fields: "run_time_h=168 e2e_crc=37255", summary: "168 h"),
        GlucoseVector(uuid: 0x2AAB, hex: "a8", fields: "", summary: "malformed",
                      problems: ["a CGM Session Run Time is 2 bytes (4 with an E2E-CRC) but the value has 1 byte"]),
    ]

    @Test(arguments: vectors)
    func decodes(_ vector: GlucoseVector) throws { try vector.check() }

    @Test func featureFields() throws {
        let decoded = try decode(0x2AA8, "01 90 01 59 7f 40")
        #expect(setFlags(decoded.field("features")?.value) == ["calibration", "e2e_crc", "cgm_trend_information",
                                                                "cgm_quality"])
        #expect(decoded.field("type")?.value == .int(9))
        #expect(decoded.field("type_name")?.value == .string("Interstitial Fluid (ISF)"))
        #expect(decoded.field("sample_location")?.value == .int(5))
        #expect(decoded.field("sample_location_name")?.value == .string("Subcutaneous tissue"))
        #expect(decoded.field("e2e_crc")?.value == .int(0x407F))
    }

    static let opsControlPoint: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2AAC, hex: "01 05",
                      fields: #"op_code=1 op_code_name="Set CGM Communication Interval" communication_interval_min=5"#,
                      summary: "set cgm communication interval: 5 min"),
        GlucoseVector(uuid: 0x2AAC, hex: "01 05 cd be", fields: nil, summary: "set cgm communication interval: 5 min"),
        GlucoseVector(uuid: 0x2AAC, hex: "01 00", fields: nil, summary: "set cgm communication interval: disabled"),
        GlucoseVector(uuid: 0x2AAC, hex: "03 ff", fields: nil, summary: "cgm communication interval response: fastest"),
        GlucoseVector(uuid: 0x2AAC, hex: "02", fields: nil, summary: "get cgm communication interval"),
        // Calibration: 100 mg/dL at 60 min, type 1 / location 1 (0x11), next at 720 min, record 3, status 0.
        GlucoseVector(uuid: 0x2AAC, hex: "04 64 00 3c 00 11 d0 02 03 00 00",
                      fields: #"op_code=4 op_code_name="Set Glucose Calibration value" "#
                          + "calibration_concentration_mg_dl=100.0 calibration_time_min=60 type=1 "
                          + #"type_name="Capillary Whole blood" sample_location=1 sample_location_name="Finger" "#
                          + "next_calibration_time_min=720 calibration_record_number=3 "
                          + "calibration_status={rejected=false out_of_range=false process_pending=false}",
                      summary: "set glucose calibration value: 100 mg/dL at +60 min, record 3"),
        GlucoseVector(uuid: 0x2AAC, hex: "06 64 00 3c 00 11 d0 02 03 00 01", fields: nil,
                      summary: "glucose calibration value response: 100 mg/dL at +60 min, record 3, calibration rejected"),
        GlucoseVector(uuid: 0x2AAC, hex: "05 ff ff", fields: nil, summary: "get glucose calibration value: last record"),
        GlucoseVector(uuid: 0x2AAC, hex: "05 02 00", fields: nil, summary: "get glucose calibration value: record 2"),
        // Alert levels: 300 mg/dL (0x012C), 1.0 mg/dL/min = 10 × 10^-1 (0xF00A).
        GlucoseVector(uuid: 0x2AAC, hex: "07 2c 01",
                      fields: #"op_code=7 op_code_name="Set Patient High Alert Level" alert_level_mg_dl=300.0"#,
                      summary: "set patient high alert level: 300 mg/dL"),
        GlucoseVector(uuid: 0x2AAC, hex: "0c 46 00", fields: nil, summary: "patient low alert level response: 70 mg/dL"),
        GlucoseVector(uuid: 0x2AAC, hex: "0d 37 00", fields: nil, summary: "set hypo alert level: 55 mg/dL"),
        GlucoseVector(uuid: 0x2AAC, hex: "12 fa 00", fields: nil, summary: "hyper alert level response: 250 mg/dL"),
        GlucoseVector(uuid: 0x2AAC, hex: "16 0a f0",
                      fields: #"op_code=22 op_code_name="Set Rate of Increase Alert Level" alert_rate_mg_dl_min=1.0"#,
                      summary: "set rate of increase alert level: 1.0 mg/dL/min"),
        GlucoseVector(uuid: 0x2AAC, hex: "15 0a f0", fields: nil,
                      summary: "rate of decrease alert level response: 1.0 mg/dL/min"),
        GlucoseVector(uuid: 0x2AAC, hex: "19", fields: nil, summary: "reset device specific alert"),
        GlucoseVector(uuid: 0x2AAC, hex: "1a", fields: #"op_code=26 op_code_name="Start the Session""#,
                      summary: "start the session"),
        GlucoseVector(uuid: 0x2AAC, hex: "1a 5c b0", fields: #"op_code=26 op_code_name="Start the Session" e2e_crc=45148"#,
                      summary: "start the session"),
        GlucoseVector(uuid: 0x2AAC, hex: "1b", fields: nil, summary: "stop the session"),
        GlucoseVector(uuid: 0x2AAC, hex: "1c 1a 01",
                      fields: #"op_code=28 op_code_name="Response Code" request_op_code=26 "#
                          + #"request_op_code_name="Start the Session" response_code=1 response_code_name="Success""#,
                      summary: "response to start the session: success"),
        GlucoseVector(uuid: 0x2AAC, hex: "1c 1a 01 6d 60", fields: nil, summary: "response to start the session: success"),
        GlucoseVector(uuid: 0x2AAC, hex: "1c 04 05", fields: nil,
                      summary: "response to set glucose calibration value: parameter out of range"),
    ]

    static let opsMalformed: [GlucoseVector] = [
        GlucoseVector(uuid: 0x2AAC, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        GlucoseVector(uuid: 0x2AAC, hex: "1a 00 00", fields: nil, summary: "start the session",
                      problems: ["E2E-CRC 0x0000 does not match the CRC of the value, 0xB05C"]),
        GlucoseVector(uuid: 0x2AAC, hex: "1a 00", fields: nil, summary: "start the session",
                      problems: ["1 byte after the operand the op code gives"]),
        // A calibration cut short gives the fields present and takes no CRC from what is left.
        GlucoseVector(uuid: 0x2AAC, hex: "04 64 00 3c 00",
                      fields: #"op_code=4 op_code_name="Set Glucose Calibration value" "#
                          + "calibration_concentration_mg_dl=100.0 calibration_time_min=60",
                      summary: "set glucose calibration value: 100 mg/dL at +60 min",
                      problems: ["before the type-sample location of the calibration value"]),
        GlucoseVector(uuid: 0x2AAC, hex: "04 64 00 3c 00 11 d0 02 03", fields: nil,
                      summary: "set glucose calibration value: 100 mg/dL at +60 min",
                      problems: ["before the calibration data record number"]),
        GlucoseVector(uuid: 0x2AAC, hex: "07 2c", fields: nil, summary: "set patient high alert level",
                      problems: ["before the alert level"]),
        GlucoseVector(uuid: 0x2AAC, hex: "1c 1a", fields: nil, summary: "response to start the session",
                      problems: ["before the response code value"]),
        GlucoseVector(uuid: 0x2AAC, hex: "1c 1a 09", fields: nil, summary: "response to start the session: response 9",
                      problems: ["response code value 9 is reserved"]),
        GlucoseVector(uuid: 0x2AAC, hex: "06 64 00 3c 00 11 d0 02 03 00 08", fields: nil,
                      summary: "glucose calibration value response: 100 mg/dL at +60 min, record 3",
                      problems: ["reserved calibration status bits are set (0x08)"]),
        GlucoseVector(uuid: 0x2AAC, hex: "1d 01 02", fields: #"op_code=29 op_code_name="Reserved" operand=0102"#,
                      summary: "reserved op code 0x1D", problems: ["op code 0x1D is reserved"]),
    ]

    @Test(arguments: opsControlPoint + opsMalformed)
    func opsControlPointDecodes(_ vector: GlucoseVector) throws { try vector.check() }

    /// Every op code 1...28 is named; those without an operand decode from the op code alone without a problem.
    @Test func everyOpCodeIsNamed() throws {
        for op: UInt8 in 1 ... 28 {
            let decoded = try decode(0x2AAC, String(op, radix: 16).count == 1 ? "0\(String(op, radix: 16))"
                : String(op, radix: 16))
            #expect(decoded.field("op_code_name")?.value != .string("Reserved"), "op code \(op)")
            let noOperand: Set<UInt8> = [2, 8, 11, 14, 17, 20, 23, 25, 26, 27]
            #expect(decoded.problems.isEmpty == noOperand.contains(op), "op code \(op): \(decoded.problems)")
        }
    }
}

// MARK: - Shared pieces and robustness

@Suite("Glucose decoders: support and robustness")
struct GlucoseDecoderRobustnessTests {
    /// The CRC-16/MCRF4XX check value.
    @Test func e2eCRCCheckValue() {
        let crc = Array("123456789".utf8).withBytes { GlucoseSupport.e2eCRC($0) }
        #expect(crc == 0x6F91)
        #expect([UInt8]().withBytes { GlucoseSupport.e2eCRC($0) } == 0xFFFF)
    }

    /// Day arithmetic of the user-facing time against known day numbers.
    @Test func civilDays() {
        #expect(GlucoseSupport.daysFromCivil(1970, 1, 1) == 0)
        #expect(GlucoseSupport.daysFromCivil(2026, 3, 14) == 20526)
        #expect(GlucoseSupport.daysFromCivil(1582, 10, 15) == -141_427)
        for days in [-141_427, -1, 0, 59, 20526, 2_932_896] {
            let (y, m, d) = GlucoseSupport.civilFromDays(days)
            #expect(GlucoseSupport.daysFromCivil(y, m, d) == days)
        }
    }

    /// Every UUID of the family.
    static let uuids: [UInt16] = [0x2A18, 0x2A34, 0x2A51, 0x2A52, 0x2AA7, 0x2AA8, 0x2AA9, 0x2AAA, 0x2AAB, 0x2AAC]

    /// A deterministic generator, so a failure names a reproducible case.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Random values of 0...40 bytes never trap, and always give fields or a problem; `describe: false` gives the
    /// same fields and problems.
    @Test(arguments: uuids)
    func randomBytes(_ uuid: UInt16) throws {
        var rng = Generator(state: UInt64(uuid))
        for length in 0 ... 40 {
            for _ in 0 ..< 60 {
                var bytes = (0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
                // Half of the time, keep CGM record sizes plausible so the record loop is exercised.
                if uuid == 0x2AA7, length > 0, Bool.random(using: &rng) { bytes[0] = UInt8(min(length, 6 + length % 8)) }
                let decoded = try #require(bytes.withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0) })
                let hex = bytes.withBytes { $0.hex }
                #expect(!decoded.fields.isEmpty || !decoded.problems.isEmpty, "\(uuid) [\(hex)]")
                #expect(!decoded.summary.isEmpty, "\(uuid) [\(hex)]")
                let quiet = try #require(bytes.withBytes {
                    Decoders.decode(BluetoothUUID(uuid16: uuid), $0, describe: false)
                })
                #expect(quiet.fields == decoded.fields && quiet.problems == decoded.problems, "\(uuid) [\(hex)]")
            }
        }
    }
}
