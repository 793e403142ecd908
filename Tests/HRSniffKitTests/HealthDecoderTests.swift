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

// Decoders of the Blood Pressure, Health Thermometer, Weight Scale, Body Composition and Pulse Oximeter
// characteristics. The vectors are worked out by hand from the GATT Specification Supplement and the service
// specifications (BLS, HTS, WSS, BCS, PLXS). A recurring time stamp is 2026-03-14 09:26:53:
// ea 07 (2026) 03 0e (14) 09 1a (26) 35 (53).

/// Decodes `hex` as the value of the characteristic `uuid`; nil when there is no decoder.
private func healthDecode(_ uuid: UInt16, _ raw: [UInt8], describe: Bool = true) -> DecodedValue? {
    raw.withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0, describe: describe) }
}

/// Every field in order as `key=value`: strings quoted, specials in <>, objects in braces, units not shown.
private func healthFieldsText(_ fields: [DecodedField]) -> String {
    fields.map { "\($0.key)=" + healthScalarText($0.value) }.joined(separator: " ")
}

private func healthScalarText(_ scalar: DecodedScalar) -> String {
    switch scalar {
    case .int(let v): "\(v)"
    case .double(let v): "\(v)"
    case .string(let v): "\"\(v)\""
    case .bool(let v): "\(v)"
    case .bytes(let b): b.withBytes { $0.hex }
    case .array(let items): "[" + items.map(healthScalarText).joined(separator: ",") + "]"
    case .object(let fields): "{" + healthFieldsText(fields) + "}"
    case .special(let s): "<\(s)>"
    }
}

/// The time stamp 2026-03-14 09:26:53 as `healthFieldsText` shows it.
private let timeFields = "timestamp={year=2026 month=3 day=14 hours=9 minutes=26 seconds=53} "
    + #"timestamp_text="2026-03-14 09:26:53""#
private let timeHex = "ea 07 03 0e 09 1a 35"

/// A deterministic generator (SplitMix64), so that a failure names a reproducible value.
private struct HealthRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One test vector: the value and everything the decoder gives for it.
struct HealthVector: Sendable, CustomTestStringConvertible {
    var uuid: UInt16
    var hex: String
    var fields: String
    var summary: String
    /// One substring per expected problem, in order.
    var problems: [String] = []

    var testDescription: String { String(uuid, radix: 16, uppercase: true) + " [" + hex + "]" }

    func check() throws {
        let raw = try #require(Hex.decode(hex), "bad hex \(hex)")
        let value = try #require(healthDecode(uuid, raw))
        #expect(healthFieldsText(value.fields) == fields)
        #expect(value.summary == summary)
        #expect(value.problems.count == problems.count, "problems: \(value.problems)")
        for (got, expected) in zip(value.problems, problems) {
            #expect(got.contains(expected), "problem \"\(got)\" does not mention \"\(expected)\"")
        }
        // Without a summary the fields and problems are the same.
        let quiet = try #require(healthDecode(uuid, raw, describe: false))
        #expect(quiet.fields == value.fields)
        #expect(quiet.problems == value.problems)
    }
}

@Suite("Health characteristic decoders")
struct HealthDecoderTests {
    // MARK: - Blood Pressure

    static let bloodPressureVectors: [HealthVector] = [
        // Flags 0x04: mmHg, pulse rate. 120/80 mmHg, MAP 93, pulse 72 (SFLOATs with exponent 0).
        HealthVector(uuid: 0x2A35, hex: "04 78 00 50 00 5d 00 48 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 pulse_rate_bpm=72.0"#,
                     summary: "120/80 mmHg, MAP 93, pulse 72 bpm"),
        // Only the compound value.
        HealthVector(uuid: 0x2A35, hex: "00 78 00 50 00 5d 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0"#,
                     summary: "120/80 mmHg, MAP 93"),
        // Flags 0x1e: time stamp, pulse, user 1, status 0x000c = irregular pulse (bit 2) and pulse rate range 1
        // (bits 3-4: exceeds upper limit).
        HealthVector(uuid: 0x2A35, hex: "1e 78 00 50 00 5d 00 \(timeHex) 48 00 01 0c 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 "# + timeFields
                         + " pulse_rate_bpm=72.0 user_id=1 measurement_status={body_movement_detected=false "
                         + "cuff_fit_too_loose=false irregular_pulse_detected=true "
                         + #"pulse_rate_range="exceeds_upper_limit" improper_measurement_position=false}"#,
                     summary: "120/80 mmHg, MAP 93, pulse 72 bpm, user 1, 2026-03-14 09:26:53, irregular pulse, "
                         + "pulse rate above range"),
        // kPa with exponent -1: 0xF0A0 = 160e-1 = 16.0, 0xF0AA = 17.0, 0xF0C4 = 19.6.
        HealthVector(uuid: 0x2A35, hex: "01 a0 f0 aa f0 c4 f0",
                     fields: #"unit="kPa" systolic=16.0 diastolic=17.0 mean_arterial_pressure=19.6"#,
                     summary: "16.0/17.0 kPa, MAP 19.6"),
        // IEEE-11073 special values stay special: NaN, NRes, +INF; pulse -INF.
        HealthVector(uuid: 0x2A35, hex: "04 ff 07 00 08 fe 07 02 08",
                     fields: #"unit="mmHg" systolic=<nan> diastolic=<nres> mean_arterial_pressure=<+infinity> "#
                         + "pulse_rate_bpm=<-infinity>",
                     summary: "NaN/NRes mmHg, MAP +INF, pulse -INF bpm"),
        // The reserved SFLOAT 0x0801.
        HealthVector(uuid: 0x2A35, hex: "00 01 08 50 00 5d 00",
                     fields: #"unit="mmHg" systolic=<reserved> diastolic=80.0 mean_arterial_pressure=93.0"#,
                     summary: "reserved/80 mmHg, MAP 93"),
        // User 0xFF: unknown user.
        HealthVector(uuid: 0x2A35, hex: "08 78 00 50 00 5d 00 ff",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 user_id=<unknown_user>"#,
                     summary: "120/80 mmHg, MAP 93, unknown user"),
        // Status 0x0027: body movement, cuff too loose, irregular pulse, improper position; range 0 (within).
        HealthVector(uuid: 0x2A35, hex: "10 78 00 50 00 5d 00 27 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 "#
                         + "measurement_status={body_movement_detected=true cuff_fit_too_loose=true "
                         + #"irregular_pulse_detected=true pulse_rate_range="within_range" "#
                         + "improper_measurement_position=true}",
                     summary: "120/80 mmHg, MAP 93, body movement, cuff too loose, irregular pulse, improper position"),
        // Status 0x0010: range 2, below the lower limit.
        HealthVector(uuid: 0x2A35, hex: "10 78 00 50 00 5d 00 10 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 "#
                         + "measurement_status={body_movement_detected=false cuff_fit_too_loose=false "
                         + #"irregular_pulse_detected=false pulse_rate_range="below_lower_limit" "#
                         + "improper_measurement_position=false}",
                     summary: "120/80 mmHg, MAP 93, pulse rate below range"),
        // Status 0x0018: range 3 is reserved. Status 0x0040: a reserved bit.
        HealthVector(uuid: 0x2A35, hex: "10 78 00 50 00 5d 00 18 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 "#
                         + "measurement_status={body_movement_detected=false cuff_fit_too_loose=false "
                         + #"irregular_pulse_detected=false pulse_rate_range="reserved" "#
                         + "improper_measurement_position=false}",
                     summary: "120/80 mmHg, MAP 93", problems: ["pulse rate range 3"]),
        HealthVector(uuid: 0x2A35, hex: "10 78 00 50 00 5d 00 40 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 "#
                         + "measurement_status={body_movement_detected=false cuff_fit_too_loose=false "
                         + #"irregular_pulse_detected=false pulse_rate_range="within_range" "#
                         + "improper_measurement_position=false}",
                     summary: "120/80 mmHg, MAP 93", problems: ["reserved measurement status bits are set (0x0040)"]),
        // Reserved flag bit 5.
        HealthVector(uuid: 0x2A35, hex: "20 78 00 50 00 5d 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0"#,
                     summary: "120/80 mmHg, MAP 93", problems: ["reserved flag bits are set (0x20)"]),
        // Truncated: the fields that are there, and a problem.
        HealthVector(uuid: 0x2A35, hex: "1e 78 00 50 00 5d 00 ea 07 03",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0"#,
                     summary: "120/80 mmHg, MAP 93", problems: ["flags announce a time stamp but the value ends after 10 bytes"]),
        HealthVector(uuid: 0x2A35, hex: "1e 78 00 50 00 5d 00 \(timeHex) 48 00 01 0c",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0 "# + timeFields
                         + " pulse_rate_bpm=72.0 user_id=1",
                     summary: "120/80 mmHg, MAP 93, pulse 72 bpm, user 1, 2026-03-14 09:26:53",
                     problems: ["flags announce a measurement status"]),
        HealthVector(uuid: 0x2A35, hex: "00 78 00 50",
                     fields: #"unit="mmHg" systolic=120.0"#, summary: "systolic 120 mmHg",
                     problems: ["before the diastolic and mean arterial pressure"]),
        HealthVector(uuid: 0x2A35, hex: "00", fields: #"unit="mmHg""#, summary: "malformed",
                     problems: ["the value ends after 1 byte, before the systolic pressure"]),
        HealthVector(uuid: 0x2A35, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // Trailing bytes.
        HealthVector(uuid: 0x2A35, hex: "00 78 00 50 00 5d 00 00",
                     fields: #"unit="mmHg" systolic=120.0 diastolic=80.0 mean_arterial_pressure=93.0"#,
                     summary: "120/80 mmHg, MAP 93", problems: ["1 byte after the last field the flags announce"]),

        // 0x2A36 Intermediate Cuff Pressure: 85 mmHg, diastolic and MAP NaN (unused).
        HealthVector(uuid: 0x2A36, hex: "00 55 00 ff 07 ff 07",
                     fields: #"unit="mmHg" cuff_pressure=85.0"#, summary: "cuff 85 mmHg"),
        HealthVector(uuid: 0x2A36, hex: "04 55 00 ff 07 ff 07 48 00",
                     fields: #"unit="mmHg" cuff_pressure=85.0 pulse_rate_bpm=72.0"#, summary: "cuff 85 mmHg, pulse 72 bpm"),
        // A diastolic value that is not NaN is kept and reported.
        HealthVector(uuid: 0x2A36, hex: "01 55 00 64 00 ff 07",
                     fields: #"unit="kPa" cuff_pressure=85.0 diastolic=100.0"#, summary: "cuff 85 kPa",
                     problems: ["diastolic field of an Intermediate Cuff Pressure is unused and should be NaN, not 100"]),
        HealthVector(uuid: 0x2A36, hex: "00 55 00 ff",
                     fields: #"unit="mmHg" cuff_pressure=85.0"#, summary: "cuff 85 mmHg",
                     problems: ["before the diastolic and mean arterial pressure (unused, NaN)"]),
        HealthVector(uuid: 0x2A36, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),

        // 0x2A49 Blood Pressure Feature.
        HealthVector(uuid: 0x2A49, hex: "ff 01",
                     fields: "body_movement_detection_supported=true cuff_fit_detection_supported=true "
                         + "irregular_pulse_detection_supported=true pulse_rate_range_detection_supported=true "
                         + "measurement_position_detection_supported=true multiple_bonds_supported=true "
                         + "e2e_crc_supported=true user_data_service_supported=true user_facing_time_supported=true",
                     summary: "body movement detection, cuff fit detection, irregular pulse detection, pulse rate "
                         + "range detection, measurement position detection, multiple bonds, E2E-CRC, User Data "
                         + "Service, user facing time"),
        HealthVector(uuid: 0x2A49, hex: "05 00",
                     fields: "body_movement_detection_supported=true cuff_fit_detection_supported=false "
                         + "irregular_pulse_detection_supported=true pulse_rate_range_detection_supported=false "
                         + "measurement_position_detection_supported=false multiple_bonds_supported=false "
                         + "e2e_crc_supported=false user_data_service_supported=false user_facing_time_supported=false",
                     summary: "body movement detection, irregular pulse detection"),
        HealthVector(uuid: 0x2A49, hex: "00 02",
                     fields: "body_movement_detection_supported=false cuff_fit_detection_supported=false "
                         + "irregular_pulse_detection_supported=false pulse_rate_range_detection_supported=false "
                         + "measurement_position_detection_supported=false multiple_bonds_supported=false "
                         + "e2e_crc_supported=false user_data_service_supported=false user_facing_time_supported=false",
                     summary: "no optional features", problems: ["reserved feature bits are set (0x0200)"]),
        HealthVector(uuid: 0x2A49, hex: "01", fields: "", summary: "malformed",
                     problems: ["a Blood Pressure Feature is 2 bytes but the value ends after 1 byte"]),
        HealthVector(uuid: 0x2A49, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
    ]

    @Test(arguments: bloodPressureVectors)
    func bloodPressure(_ vector: HealthVector) throws { try vector.check() }

    // MARK: - Health Thermometer

    static let thermometerVectors: [HealthVector] = [
        // 36.6 °C = FLOAT 0xFF00016E (mantissa 366, exponent -1), type 3 (Ear). tshark 4.0 prints it as 0.
        HealthVector(uuid: 0x2A1C, hex: "04 6e 01 00 ff 03",
                     fields: #"unit="°C" temperature=36.6 temperature_type=3 temperature_type_name="Ear""#,
                     summary: "36.6 °C (Ear)"),
        HealthVector(uuid: 0x2A1C, hex: "06 6e 01 00 ff \(timeHex) 02",
                     fields: #"unit="°C" temperature=36.6 "# + timeFields
                         + #" temperature_type=2 temperature_type_name="Body (general)""#,
                     summary: "36.6 °C (Body (general)), 2026-03-14 09:26:53"),
        // 99.4 °F: mantissa 994 = 0x0003E2, exponent -1.
        HealthVector(uuid: 0x2A1C, hex: "01 e2 03 00 ff", fields: #"unit="°F" temperature=99.4"#, summary: "99.4 °F"),
        // Exponent 0 and a negative mantissa: -5 = 0x00FFFFFB.
        HealthVector(uuid: 0x2A1C, hex: "00 fb ff ff 00", fields: #"unit="°C" temperature=-5.0"#, summary: "-5 °C"),
        // FLOAT special values.
        HealthVector(uuid: 0x2A1C, hex: "00 ff ff 7f 00", fields: #"unit="°C" temperature=<nan>"#, summary: "NaN °C"),
        HealthVector(uuid: 0x2A1C, hex: "00 00 00 80 00", fields: #"unit="°C" temperature=<nres>"#, summary: "NRes °C"),
        HealthVector(uuid: 0x2A1C, hex: "00 fe ff 7f 00", fields: #"unit="°C" temperature=<+infinity>"#, summary: "+INF °C"),
        HealthVector(uuid: 0x2A1C, hex: "00 02 00 80 00", fields: #"unit="°C" temperature=<-infinity>"#, summary: "-INF °C"),
        HealthVector(uuid: 0x2A1C, hex: "00 01 00 80 00", fields: #"unit="°C" temperature=<reserved>"#,
                     summary: "reserved °C"),
        // Temperature types 9 and the reserved 0 and 10.
        HealthVector(uuid: 0x2A1C, hex: "04 6e 01 00 ff 09",
                     fields: #"unit="°C" temperature=36.6 temperature_type=9 temperature_type_name="Tympanum""#,
                     summary: "36.6 °C (Tympanum)"),
        HealthVector(uuid: 0x2A1C, hex: "04 6e 01 00 ff 0a",
                     fields: #"unit="°C" temperature=36.6 temperature_type=10 temperature_type_name="Reserved""#,
                     summary: "36.6 °C (reserved type 10)", problems: ["temperature type 10 is reserved"]),
        HealthVector(uuid: 0x2A1C, hex: "04 6e 01 00 ff 00",
                     fields: #"unit="°C" temperature=36.6 temperature_type=0 temperature_type_name="Reserved""#,
                     summary: "36.6 °C (reserved type 0)", problems: ["temperature type 0 is reserved"]),
        // Time stamp fields out of range, and the "not known" zeros kept as they are.
        HealthVector(uuid: 0x2A1C, hex: "02 6e 01 00 ff e8 03 0d 20 18 3c 3c",
                     fields: #"unit="°C" temperature=36.6 timestamp={year=1000 month=13 day=32 hours=24 minutes=60 "#
                         + #"seconds=60} timestamp_text="1000-13-32 24:60:60""#,
                     summary: "36.6 °C, 1000-13-32 24:60:60",
                     problems: ["year 1000", "month 13", "day 32", "hours 24", "minutes 60", "seconds 60"]),
        HealthVector(uuid: 0x2A1C, hex: "02 6e 01 00 ff 00 00 00 00 00 00 00",
                     fields: #"unit="°C" temperature=36.6 timestamp={year=<unknown> month=<unknown> day=<unknown> hours=0 minutes=0 "#
                         + #"seconds=0} timestamp_text="????-??-?? 00:00:00""#,
                     summary: "36.6 °C, ????-??-?? 00:00:00"),
        // Reserved flag bits, truncation, trailing bytes.
        HealthVector(uuid: 0x2A1C, hex: "08 6e 01 00 ff", fields: #"unit="°C" temperature=36.6"#, summary: "36.6 °C",
                     problems: ["reserved flag bits are set (0x08)"]),
        HealthVector(uuid: 0x2A1C, hex: "00 6e 01", fields: #"unit="°C""#, summary: "malformed",
                     problems: ["before the temperature"]),
        HealthVector(uuid: 0x2A1C, hex: "06 6e 01 00 ff ea 07", fields: #"unit="°C" temperature=36.6"#,
                     summary: "36.6 °C", problems: ["flags announce a time stamp but the value ends after 7 bytes"]),
        HealthVector(uuid: 0x2A1C, hex: "04 6e 01 00 ff", fields: #"unit="°C" temperature=36.6"#,
                     summary: "36.6 °C", problems: ["flags announce a temperature type"]),
        HealthVector(uuid: 0x2A1C, hex: "00 6e 01 00 ff 03", fields: #"unit="°C" temperature=36.6"#,
                     summary: "36.6 °C", problems: ["1 byte after the last field"]),
        HealthVector(uuid: 0x2A1C, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // 0x2A1E Intermediate Temperature: the same layout.
        HealthVector(uuid: 0x2A1E, hex: "04 6e 01 00 ff 06",
                     fields: #"unit="°C" temperature=36.6 temperature_type=6 temperature_type_name="Mouth""#,
                     summary: "36.6 °C (Mouth)"),
        // 0x2A1D Temperature Type.
        HealthVector(uuid: 0x2A1D, hex: "03", fields: #"temperature_type=3 temperature_type_name="Ear""#, summary: "Ear"),
        HealthVector(uuid: 0x2A1D, hex: "05",
                     fields: #"temperature_type=5 temperature_type_name="Gastrointestinal tract""#,
                     summary: "Gastrointestinal tract"),
        HealthVector(uuid: 0x2A1D, hex: "00", fields: #"temperature_type=0 temperature_type_name="Reserved""#,
                     summary: "Reserved (0)", problems: ["temperature type 0 is reserved"]),
        HealthVector(uuid: 0x2A1D, hex: "01 01", fields: #"temperature_type=1 temperature_type_name="Armpit""#,
                     summary: "Armpit", problems: ["a Temperature Type is 1 byte but the value has 2 bytes"]),
        HealthVector(uuid: 0x2A1D, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // 0x2A21 Measurement Interval.
        HealthVector(uuid: 0x2A21, hex: "3c 00", fields: "interval_s=60", summary: "every 60 s"),
        HealthVector(uuid: 0x2A21, hex: "00 00", fields: "interval_s=<no_periodic_measurement>",
                     summary: "no periodic measurement"),
        HealthVector(uuid: 0x2A21, hex: "ff ff", fields: "interval_s=65535", summary: "every 65535 s"),
        HealthVector(uuid: 0x2A21, hex: "3c", fields: "", summary: "malformed",
                     problems: ["a Measurement Interval is 2 bytes but the value ends after 1 byte"]),
        HealthVector(uuid: 0x2A21, hex: "3c 00 00", fields: "interval_s=60", summary: "every 60 s",
                     problems: ["is 2 bytes but the value has 3 bytes"]),
    ]

    @Test(arguments: thermometerVectors)
    func thermometer(_ vector: HealthVector) throws { try vector.check() }

    // MARK: - Weight Scale

    static let weightVectors: [HealthVector] = [
        // Raw 0x3A98 = 15000 × 0.005 kg = 75 kg (tshark 4.0 shows 15000); BMI 0x00F5 = 245 × 0.1 = 24.5;
        // height 0x06D6 = 1750 × 0.001 m = 1.75 m.
        HealthVector(uuid: 0x2A9D, hex: "08 98 3a f5 00 d6 06",
                     fields: #"weight_unit="kg" weight=75.0 bmi=24.5 height_unit="m" height=1.75"#,
                     summary: "75 kg, BMI 24.5, 1.75 m"),
        HealthVector(uuid: 0x2A9D, hex: "0e 98 3a \(timeHex) 01 f5 00 d6 06",
                     fields: #"weight_unit="kg" weight=75.0 "# + timeFields
                         + #" user_id=1 bmi=24.5 height_unit="m" height=1.75"#,
                     summary: "75 kg, BMI 24.5, 1.75 m, user 1, 2026-03-14 09:26:53"),
        // Imperial: 0x415E = 16734 × 0.01 lb = 167.34 lb; 0x02B9 = 697 × 0.1 in = 69.7 in.
        HealthVector(uuid: 0x2A9D, hex: "09 5e 41 f5 00 b9 02",
                     fields: #"weight_unit="lb" weight=167.34 bmi=24.5 height_unit="in" height=69.7"#,
                     summary: "167.34 lb, BMI 24.5, 69.7 in"),
        // The resolution steps: 1 × 0.005 kg, 1 × 0.01 lb; 0x36C9 = 14025 × 0.005 = 70.125 kg.
        HealthVector(uuid: 0x2A9D, hex: "00 01 00", fields: #"weight_unit="kg" weight=0.005"#, summary: "0.005 kg"),
        HealthVector(uuid: 0x2A9D, hex: "01 01 00", fields: #"weight_unit="lb" weight=0.01"#, summary: "0.01 lb"),
        HealthVector(uuid: 0x2A9D, hex: "00 c9 36", fields: #"weight_unit="kg" weight=70.125"#, summary: "70.125 kg"),
        // 0xFFFF: Measurement Unsuccessful; BMI and height must then be absent.
        HealthVector(uuid: 0x2A9D, hex: "06 ff ff \(timeHex) ff",
                     fields: #"weight_unit="kg" weight=<measurement_unsuccessful> "# + timeFields
                         + " user_id=<unknown_user>",
                     summary: "measurement unsuccessful, unknown user, 2026-03-14 09:26:53"),
        HealthVector(uuid: 0x2A9D, hex: "08 ff ff f5 00 d6 06",
                     fields: #"weight_unit="kg" weight=<measurement_unsuccessful> bmi=24.5 height_unit="m" height=1.75"#,
                     summary: "measurement unsuccessful, BMI 24.5, 1.75 m",
                     problems: ["\"Measurement Unsuccessful\" (0xFFFF) but flags announce BMI and height"]),
        // Reserved flag bits, truncation, trailing bytes.
        HealthVector(uuid: 0x2A9D, hex: "10 98 3a", fields: #"weight_unit="kg" weight=75.0"#, summary: "75 kg",
                     problems: ["reserved flag bits are set (0x10)"]),
        HealthVector(uuid: 0x2A9D, hex: "08 98 3a f5 00", fields: #"weight_unit="kg" weight=75.0 bmi=24.5"#,
                     summary: "75 kg, BMI 24.5", problems: ["flags announce a height but the value ends after 5 bytes"]),
        HealthVector(uuid: 0x2A9D, hex: "0c 98 3a 02", fields: #"weight_unit="kg" weight=75.0 user_id=2"#,
                     summary: "75 kg, user 2", problems: ["flags announce BMI and height"]),
        HealthVector(uuid: 0x2A9D, hex: "06 98 3a \(timeHex)", fields: #"weight_unit="kg" weight=75.0 "# + timeFields,
                     summary: "75 kg, 2026-03-14 09:26:53", problems: ["flags announce a user ID"]),
        HealthVector(uuid: 0x2A9D, hex: "00 98", fields: #"weight_unit="kg""#, summary: "malformed",
                     problems: ["before the weight"]),
        HealthVector(uuid: 0x2A9D, hex: "00 98 3a 00 00", fields: #"weight_unit="kg" weight=75.0"#, summary: "75 kg",
                     problems: ["2 bytes after the last field"]),
        HealthVector(uuid: 0x2A9D, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),

        // 0x2A9E Weight Scale Feature 0x000001BF: time stamp, multiple users, BMI; weight resolution 7
        // (0.005 kg / 0.01 lb), height resolution 3 (0.001 m / 0.1 in).
        HealthVector(uuid: 0x2A9E, hex: "bf 01 00 00",
                     fields: "time_stamp_supported=true multiple_users_supported=true bmi_supported=true "
                         + "weight_resolution_code=7 weight_resolution_kg=0.005 weight_resolution_lb=0.01 "
                         + "height_resolution_code=3 height_resolution_m=0.001 height_resolution_in=0.1",
                     summary: "time stamp, multiple users, BMI, weight resolution 0.005 kg / 0.01 lb, "
                         + "height resolution 0.001 m / 0.1 in"),
        // Weight resolution 1 (0.5 kg / 1 lb), height resolution 1 (0.01 m / 1 in): 1 << 3 | 1 << 7 = 0x88.
        HealthVector(uuid: 0x2A9E, hex: "88 00 00 00",
                     fields: "time_stamp_supported=false multiple_users_supported=false bmi_supported=false "
                         + "weight_resolution_code=1 weight_resolution_kg=0.5 weight_resolution_lb=1.0 "
                         + "height_resolution_code=1 height_resolution_m=0.01 height_resolution_in=1.0",
                     summary: "weight resolution 0.5 kg / 1 lb, height resolution 0.01 m / 1 in"),
        HealthVector(uuid: 0x2A9E, hex: "00 00 00 00",
                     fields: "time_stamp_supported=false multiple_users_supported=false bmi_supported=false "
                         + "weight_resolution_code=0 weight_resolution_kg=<not_specified> "
                         + "weight_resolution_lb=<not_specified> height_resolution_code=0 "
                         + "height_resolution_m=<not_specified> height_resolution_in=<not_specified>",
                     summary: "no optional features"),
        // Weight resolution 8 and height resolution 4 are reserved; bit 10 is reserved.
        HealthVector(uuid: 0x2A9E, hex: "40 06 00 00",
                     fields: "time_stamp_supported=false multiple_users_supported=false bmi_supported=false "
                         + "weight_resolution_code=8 weight_resolution_kg=<reserved> weight_resolution_lb=<reserved> "
                         + "height_resolution_code=4 height_resolution_m=<reserved> height_resolution_in=<reserved>",
                     summary: "no optional features",
                     problems: ["weight measurement resolution code 8 is reserved", "height measurement resolution code 4",
                                "reserved feature bits are set (0x00000640)"]),
        HealthVector(uuid: 0x2A9E, hex: "bf 01", fields: "", summary: "malformed",
                     problems: ["a Weight Scale Feature is 4 bytes but the value ends after 2 bytes"]),
    ]

    @Test(arguments: weightVectors)
    func weightScale(_ vector: HealthVector) throws { try vector.check() }

    // MARK: - Body Composition

    static let bodyCompositionVectors: [HealthVector] = [
        // Flags 0x0FFE: everything but multiple packets, SI. Body fat 235 → 23.5 %; basal metabolism 7000 kJ;
        // muscle 402 → 40.2 %; muscle mass 5944 × 0.005 = 29.72 kg; fat free 10876 → 54.38 kg; soft lean
        // 10000 → 50 kg; water 8000 → 40 kg; impedance 5000 → 500.0 Ω; weight 15000 → 75 kg; height 1750 → 1.75 m.
        HealthVector(uuid: 0x2A9C,
                     hex: "fe 0f eb 00 \(timeHex) 01 58 1b 92 01 38 17 7c 2a 10 27 40 1f 88 13 98 3a d6 06",
                     fields: #"mass_unit="kg" multiple_packet_measurement=false body_fat_percent=23.5 "# + timeFields
                         + " user_id=1 basal_metabolism_kj=7000 muscle_percent=40.2 muscle_mass=29.72 "
                         + "fat_free_mass=54.38 soft_lean_mass=50.0 body_water_mass=40.0 impedance_ohm=500.0 "
                         + #"weight=75.0 height_unit="m" height=1.75"#,
                     summary: "body fat 23.5 %, basal metabolism 7000 kJ, muscle 40.2 %, muscle mass 29.72 kg, "
                         + "fat-free mass 54.38 kg, soft lean mass 50 kg, body water mass 40 kg, impedance 500.0 Ω, "
                         + "weight 75 kg, height 1.75 m, user 1, 2026-03-14 09:26:53"),
        HealthVector(uuid: 0x2A9C, hex: "00 00 eb 00",
                     fields: "multiple_packet_measurement=false body_fat_percent=23.5", summary: "body fat 23.5 %"),
        // Imperial weight and height: 16734 × 0.01 lb, 697 × 0.1 in.
        HealthVector(uuid: 0x2A9C, hex: "01 0c eb 00 5e 41 b9 02",
                     fields: #"mass_unit="lb" multiple_packet_measurement=false body_fat_percent=23.5 weight=167.34 "#
                         + #"height_unit="in" height=69.7"#,
                     summary: "body fat 23.5 %, weight 167.34 lb, height 69.7 in"),
        // Multiple packet measurement.
        HealthVector(uuid: 0x2A9C, hex: "00 10 eb 00",
                     fields: "multiple_packet_measurement=true body_fat_percent=23.5",
                     summary: "body fat 23.5 %, multiple packet measurement"),
        // Measurement Unsuccessful: only the time stamp and user ID may follow.
        HealthVector(uuid: 0x2A9C, hex: "04 00 ff ff ff",
                     fields: "multiple_packet_measurement=false body_fat_percent=<measurement_unsuccessful> "
                         + "user_id=<unknown_user>",
                     summary: "measurement unsuccessful, unknown user"),
        HealthVector(uuid: 0x2A9C, hex: "08 00 ff ff 58 1b",
                     fields: "multiple_packet_measurement=false body_fat_percent=<measurement_unsuccessful> "
                         + "basal_metabolism_kj=7000",
                     summary: "measurement unsuccessful, basal metabolism 7000 kJ",
                     problems: ["fields other than the time stamp and user ID"]),
        // Reserved flag bits, truncation, trailing bytes.
        HealthVector(uuid: 0x2A9C, hex: "00 20 eb 00",
                     fields: "multiple_packet_measurement=false body_fat_percent=23.5", summary: "body fat 23.5 %",
                     problems: ["reserved flag bits are set (0x2000)"]),
        HealthVector(uuid: 0x2A9C, hex: "08 02 eb 00 58 1b 10",
                     fields: "multiple_packet_measurement=false body_fat_percent=23.5 basal_metabolism_kj=7000",
                     summary: "body fat 23.5 %, basal metabolism 7000 kJ",
                     problems: ["flags announce impedance but the value ends after 7 bytes"]),
        HealthVector(uuid: 0x2A9C, hex: "20 00 eb 00",
                     fields: #"mass_unit="kg" multiple_packet_measurement=false body_fat_percent=23.5"#,
                     summary: "body fat 23.5 %", problems: ["flags announce muscle mass but"]),
        HealthVector(uuid: 0x2A9C, hex: "00 00 eb", fields: "multiple_packet_measurement=false", summary: "malformed",
                     problems: ["before the body fat percentage"]),
        HealthVector(uuid: 0x2A9C, hex: "00", fields: "", summary: "malformed",
                     problems: ["the flags field is 2 bytes but the value ends after 1 byte"]),
        HealthVector(uuid: 0x2A9C, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        HealthVector(uuid: 0x2A9C, hex: "00 00 eb 00 00",
                     fields: "multiple_packet_measurement=false body_fat_percent=23.5", summary: "body fat 23.5 %",
                     problems: ["1 byte after the last field"]),

        // 0x2A9B Body Composition Feature 0x00013FFF: bits 0-10, mass resolution 7, height resolution 2.
        HealthVector(uuid: 0x2A9B, hex: "ff 3f 01 00",
                     fields: "time_stamp_supported=true multiple_users_supported=true basal_metabolism_supported=true "
                         + "muscle_percentage_supported=true muscle_mass_supported=true fat_free_mass_supported=true "
                         + "soft_lean_mass_supported=true body_water_mass_supported=true impedance_supported=true "
                         + "weight_supported=true height_supported=true mass_resolution_code=7 "
                         + "mass_resolution_kg=0.005 mass_resolution_lb=0.01 height_resolution_code=2 "
                         + "height_resolution_m=0.005 height_resolution_in=0.5",
                     summary: "time stamp, multiple users, basal metabolism, muscle percentage, muscle mass, "
                         + "fat-free mass, soft lean mass, body water mass, impedance, weight, height, "
                         + "mass resolution 0.005 kg / 0.01 lb, height resolution 0.005 m / 0.5 in"),
        // Mass resolution 15 (reserved), height 0 (not specified), bit 18 reserved: 15 << 11 | 1 << 18.
        HealthVector(uuid: 0x2A9B, hex: "00 78 04 00",
                     fields: "time_stamp_supported=false multiple_users_supported=false "
                         + "basal_metabolism_supported=false muscle_percentage_supported=false "
                         + "muscle_mass_supported=false fat_free_mass_supported=false soft_lean_mass_supported=false "
                         + "body_water_mass_supported=false impedance_supported=false weight_supported=false "
                         + "height_supported=false mass_resolution_code=15 mass_resolution_kg=<reserved> "
                         + "mass_resolution_lb=<reserved> height_resolution_code=0 "
                         + "height_resolution_m=<not_specified> height_resolution_in=<not_specified>",
                     summary: "no optional features",
                     problems: ["mass measurement resolution code 15 is reserved", "reserved feature bits are set (0x00047800)"]),
        HealthVector(uuid: 0x2A9B, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
    ]

    @Test(arguments: bodyCompositionVectors)
    func bodyComposition(_ vector: HealthVector) throws { try vector.check() }

    // MARK: - Pulse Oximeter

    static let pulseOximeterVectors: [HealthVector] = [
        HealthVector(uuid: 0x2A5E, hex: "00 61 00 48 00",
                     fields: "device_clock_not_set=false spo2_percent=97.0 pulse_rate_bpm=72.0",
                     summary: "SpO2 97 %, pulse 72 bpm"),
        // Everything: time stamp, measurement status 0x0020 (measurement ongoing), device and sensor status
        // 0x000020 (low perfusion), PAI 0xF037 = 55e-1 = 5.5 %, device clock not set.
        HealthVector(uuid: 0x2A5E, hex: "1f 61 00 48 00 \(timeHex) 20 00 20 00 00 37 f0",
                     fields: "device_clock_not_set=true spo2_percent=97.0 pulse_rate_bpm=72.0 " + timeFields
                         + " measurement_status={measurement_ongoing=true early_estimated_data=false "
                         + "validated_data=false fully_qualified_data=false data_from_measurement_storage=false "
                         + "data_for_demonstration=false data_for_testing=false calibration_ongoing=false "
                         + "measurement_unavailable=false questionable_measurement_detected=false "
                         + "invalid_measurement_detected=false} device_and_sensor_status={"
                         + "extended_display_update_ongoing=false equipment_malfunction_detected=false "
                         + "signal_processing_irregularity_detected=false inadequate_signal_detected=false "
                         + "poor_signal_detected=false low_perfusion_detected=true erratic_signal_detected=false "
                         + "nonpulsatile_signal_detected=false questionable_pulse_detected=false "
                         + "signal_analysis_ongoing=false sensor_interference_detected=false "
                         + "sensor_unconnected_to_user=false unknown_sensor_connected=false sensor_displaced=false "
                         + "sensor_malfunctioning=false sensor_disconnected=false} pulse_amplitude_index_percent=5.5",
                     summary: "SpO2 97 %, pulse 72 bpm, PAI 5.5 %, 2026-03-14 09:26:53, measurement ongoing, "
                         + "low perfusion, device clock not set"),
        // Special values (IEEE 11073-20601 §A.2.2.2: SFLOAT 0x07FF NaN, 0x0800 NRes, 0x07FE +INF, 0x0802 -INF)
        // are named, with no unit: a NaN is not a percentage.
        HealthVector(uuid: 0x2A5E, hex: "00 ff 07 00 08",
                     fields: "device_clock_not_set=false spo2_percent=<nan> pulse_rate_bpm=<nres>",
                     summary: "SpO2 not a number (NaN), pulse not at this resolution (NRes)"),
        HealthVector(uuid: 0x2A5E, hex: "00 fe 07 02 08",
                     fields: "device_clock_not_set=false spo2_percent=<+infinity> pulse_rate_bpm=<-infinity>",
                     summary: "SpO2 +infinity (+INF), pulse -infinity (-INF)"),
        // Reserved bits: flags bit 5, measurement status bit 0, device and sensor status bit 16.
        HealthVector(uuid: 0x2A5E, hex: "20 61 00 48 00",
                     fields: "device_clock_not_set=false spo2_percent=97.0 pulse_rate_bpm=72.0",
                     summary: "SpO2 97 %, pulse 72 bpm", problems: ["reserved flag bits are set (0x20)"]),
        HealthVector(uuid: 0x2A5E, hex: "06 61 00 48 00 01 00 00 00 01",
                     fields: "device_clock_not_set=false spo2_percent=97.0 pulse_rate_bpm=72.0 "
                         + "measurement_status={measurement_ongoing=false early_estimated_data=false "
                         + "validated_data=false fully_qualified_data=false data_from_measurement_storage=false "
                         + "data_for_demonstration=false data_for_testing=false calibration_ongoing=false "
                         + "measurement_unavailable=false questionable_measurement_detected=false "
                         + "invalid_measurement_detected=false} device_and_sensor_status={"
                         + "extended_display_update_ongoing=false equipment_malfunction_detected=false "
                         + "signal_processing_irregularity_detected=false inadequate_signal_detected=false "
                         + "poor_signal_detected=false low_perfusion_detected=false erratic_signal_detected=false "
                         + "nonpulsatile_signal_detected=false questionable_pulse_detected=false "
                         + "signal_analysis_ongoing=false sensor_interference_detected=false "
                         + "sensor_unconnected_to_user=false unknown_sensor_connected=false sensor_displaced=false "
                         + "sensor_malfunctioning=false sensor_disconnected=false}",
                     summary: "SpO2 97 %, pulse 72 bpm",
                     problems: ["reserved measurement status bits are set (0x0001)",
                                "reserved device and sensor status bits are set (0x010000)"]),
        // Truncated.
        HealthVector(uuid: 0x2A5E, hex: "02 61 00 48 00 20",
                     fields: "device_clock_not_set=false spo2_percent=97.0 pulse_rate_bpm=72.0",
                     summary: "SpO2 97 %, pulse 72 bpm", problems: ["flags announce a measurement status"]),
        HealthVector(uuid: 0x2A5E, hex: "00 61 00",
                     fields: "device_clock_not_set=false spo2_percent=97.0",
                     summary: "SpO2 97 %", problems: ["before the pulse rate"]),
        HealthVector(uuid: 0x2A5E, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),

        // 0x2A5F PLX Continuous Measurement.
        HealthVector(uuid: 0x2A5F, hex: "00 61 00 48 00", fields: "spo2_percent=97.0 pulse_rate_bpm=72.0",
                     summary: "SpO2 97 %, pulse 72 bpm"),
        HealthVector(uuid: 0x2A5F, hex: "13 61 00 48 00 60 00 4a 00 61 00 47 00 37 f0",
                     fields: "spo2_percent=97.0 pulse_rate_bpm=72.0 spo2_fast_percent=96.0 pulse_rate_fast_bpm=74.0 "
                         + "spo2_slow_percent=97.0 pulse_rate_slow_bpm=71.0 pulse_amplitude_index_percent=5.5",
                     summary: "SpO2 97 %, pulse 72 bpm, fast 96 % 74 bpm, slow 97 % 71 bpm, PAI 5.5 %"),
        HealthVector(uuid: 0x2A5F, hex: "08 61 00 48 00 03 80 00",
                     fields: "spo2_percent=97.0 pulse_rate_bpm=72.0 device_and_sensor_status={"
                         + "extended_display_update_ongoing=true equipment_malfunction_detected=true "
                         + "signal_processing_irregularity_detected=false inadequate_signal_detected=false "
                         + "poor_signal_detected=false low_perfusion_detected=false erratic_signal_detected=false "
                         + "nonpulsatile_signal_detected=false questionable_pulse_detected=false "
                         + "signal_analysis_ongoing=false sensor_interference_detected=false "
                         + "sensor_unconnected_to_user=false unknown_sensor_connected=false sensor_displaced=false "
                         + "sensor_malfunctioning=false sensor_disconnected=true}",
                     summary: "SpO2 97 %, pulse 72 bpm, extended display update ongoing, equipment malfunction, "
                         + "sensor disconnected"),
        HealthVector(uuid: 0x2A5F, hex: "01 61 00 48 00 60 00",
                     fields: "spo2_percent=97.0 pulse_rate_bpm=72.0", summary: "SpO2 97 %, pulse 72 bpm",
                     problems: ["flags announce SpO2PR-Fast but the value ends after 7 bytes"]),
        HealthVector(uuid: 0x2A5F, hex: "80 61 00 48 00 00",
                     fields: "spo2_percent=97.0 pulse_rate_bpm=72.0", summary: "SpO2 97 %, pulse 72 bpm",
                     problems: ["reserved flag bits are set (0x80)", "1 byte after the last field"]),
        HealthVector(uuid: 0x2A5F, hex: "00", fields: "", summary: "malformed", problems: ["before the SpO2"]),

        // 0x2A60 PLX Features.
        HealthVector(uuid: 0x2A60, hex: "c0 00",
                     fields: "measurement_status_supported=false device_and_sensor_status_supported=false "
                         + "spot_check_measurement_storage_supported=false spot_check_timestamp_supported=false "
                         + "spo2pr_fast_supported=false spo2pr_slow_supported=false "
                         + "pulse_amplitude_index_supported=true multiple_bonds_supported=true",
                     summary: "pulse amplitude index, multiple bonds"),
        HealthVector(uuid: 0x2A60, hex: "03 00 e0 ff ff ff 00",
                     fields: "measurement_status_supported=true device_and_sensor_status_supported=true "
                         + "spot_check_measurement_storage_supported=false spot_check_timestamp_supported=false "
                         + "spo2pr_fast_supported=false spo2pr_slow_supported=false "
                         + "pulse_amplitude_index_supported=false multiple_bonds_supported=false "
                         + "measurement_status_support={measurement_ongoing=true early_estimated_data=true "
                         + "validated_data=true fully_qualified_data=true data_from_measurement_storage=true "
                         + "data_for_demonstration=true data_for_testing=true calibration_ongoing=true "
                         + "measurement_unavailable=true questionable_measurement_detected=true "
                         + "invalid_measurement_detected=true} device_and_sensor_status_support={"
                         + "extended_display_update_ongoing=true equipment_malfunction_detected=true "
                         + "signal_processing_irregularity_detected=true inadequate_signal_detected=true "
                         + "poor_signal_detected=true low_perfusion_detected=true erratic_signal_detected=true "
                         + "nonpulsatile_signal_detected=true questionable_pulse_detected=true "
                         + "signal_analysis_ongoing=true sensor_interference_detected=true "
                         + "sensor_unconnected_to_user=true unknown_sensor_connected=true sensor_displaced=true "
                         + "sensor_malfunctioning=true sensor_disconnected=true}",
                     summary: "measurement status, device and sensor status"),
        HealthVector(uuid: 0x2A60, hex: "02 01 ff",
                     fields: "measurement_status_supported=false device_and_sensor_status_supported=true "
                         + "spot_check_measurement_storage_supported=false spot_check_timestamp_supported=false "
                         + "spo2pr_fast_supported=false spo2pr_slow_supported=false "
                         + "pulse_amplitude_index_supported=false multiple_bonds_supported=false",
                     summary: "device and sensor status",
                     problems: ["reserved feature bits are set (0x0102)", "flags announce a device and sensor status support field"]),
        HealthVector(uuid: 0x2A60, hex: "00", fields: "", summary: "malformed",
                     problems: ["the supported features field is 2 bytes"]),
    ]

    @Test(arguments: pulseOximeterVectors)
    func pulseOximeter(_ vector: HealthVector) throws { try vector.check() }

    // MARK: - Every flag combination

    /// A model of a flags-first characteristic: for a flags value, the value bytes the flags call for and the
    /// keys the decoder must give for them, in order. Field contents are well-formed (no problems expected).
    struct FlagModel: Sendable, CustomTestStringConvertible {
        var uuid: UInt16
        /// Every defined flags value (the reserved bits clear).
        var flagValues: [UInt16]
        /// The reserved flag bits.
        var reserved: UInt16
        var build: @Sendable (UInt16) -> (bytes: [UInt8], keys: [String])

        var testDescription: String { String(uuid, radix: 16, uppercase: true) }
    }

    static let time: [UInt8] = [0xEA, 0x07, 0x03, 0x0E, 0x09, 0x1A, 0x35]
    static let timeKeys = ["timestamp", "timestamp_text"]

    static func bloodPressureModel(_ uuid: UInt16) -> FlagModel {
        FlagModel(uuid: uuid, flagValues: Array(0 ... 0x1F), reserved: 0xE0) { flags in
            var bytes: [UInt8] = [UInt8(flags), 0x78, 0x00]
            var keys = ["unit"]
            if uuid == 0x2A35 {
                bytes += [0x50, 0x00, 0x5D, 0x00]
                keys += ["systolic", "diastolic", "mean_arterial_pressure"]
            } else {
                bytes += [0xFF, 0x07, 0xFF, 0x07]
                keys += ["cuff_pressure"]
            }
            if flags & 0x02 != 0 { bytes += time; keys += timeKeys }
            if flags & 0x04 != 0 { bytes += [0x48, 0x00]; keys += ["pulse_rate_bpm"] }
            if flags & 0x08 != 0 { bytes += [0x01]; keys += ["user_id"] }
            if flags & 0x10 != 0 { bytes += [0x00, 0x00]; keys += ["measurement_status"] }
            return (bytes, keys)
        }
    }

    static func temperatureModel(_ uuid: UInt16) -> FlagModel {
        FlagModel(uuid: uuid, flagValues: Array(0 ... 0x07), reserved: 0xF8) { flags in
            var bytes: [UInt8] = [UInt8(flags), 0x6E, 0x01, 0x00, 0xFF]
            var keys = ["unit", "temperature"]
            if flags & 0x02 != 0 { bytes += time; keys += timeKeys }
            if flags & 0x04 != 0 { bytes += [0x02]; keys += ["temperature_type", "temperature_type_name"] }
            return (bytes, keys)
        }
    }

    static let weightModel = FlagModel(uuid: 0x2A9D, flagValues: Array(0 ... 0x0F), reserved: 0xF0) { flags in
        var bytes: [UInt8] = [UInt8(flags), 0x98, 0x3A]
        var keys = ["weight_unit", "weight"]
        if flags & 0x02 != 0 { bytes += time; keys += timeKeys }
        if flags & 0x04 != 0 { bytes += [0x01]; keys += ["user_id"] }
        if flags & 0x08 != 0 { bytes += [0xF5, 0x00, 0xD6, 0x06]; keys += ["bmi", "height_unit", "height"] }
        return (bytes, keys)
    }

    static let bodyCompositionModel = FlagModel(uuid: 0x2A9C, flagValues: Array(0 ... 0x1FFF), reserved: 0xE000) {
        flags in
        var bytes: [UInt8] = [UInt8(flags & 0xFF), UInt8(flags >> 8), 0xEB, 0x00]
        var keys = flags & 0x05E0 != 0 ? ["mass_unit"] : []
        keys += ["multiple_packet_measurement", "body_fat_percent"]
        if flags & 0x0002 != 0 { bytes += time; keys += timeKeys }
        if flags & 0x0004 != 0 { bytes += [0x01]; keys += ["user_id"] }
        let optional: [(UInt16, [String])] = [
            (0x0008, ["basal_metabolism_kj"]), (0x0010, ["muscle_percent"]), (0x0020, ["muscle_mass"]),
            (0x0040, ["fat_free_mass"]), (0x0080, ["soft_lean_mass"]), (0x0100, ["body_water_mass"]),
            (0x0200, ["impedance_ohm"]), (0x0400, ["weight"]), (0x0800, ["height_unit", "height"]),
        ]
        for (bit, k) in optional where flags & bit != 0 {
            bytes += [0x10, 0x27]
            keys += k
        }
        return (bytes, keys)
    }

    static let spotCheckModel = FlagModel(uuid: 0x2A5E, flagValues: Array(0 ... 0x1F), reserved: 0xE0) { flags in
        var bytes: [UInt8] = [UInt8(flags), 0x61, 0x00, 0x48, 0x00]
        var keys = ["device_clock_not_set", "spo2_percent", "pulse_rate_bpm"]
        if flags & 0x01 != 0 { bytes += time; keys += timeKeys }
        if flags & 0x02 != 0 { bytes += [0x20, 0x00]; keys += ["measurement_status"] }
        if flags & 0x04 != 0 { bytes += [0x20, 0x00, 0x00]; keys += ["device_and_sensor_status"] }
        if flags & 0x08 != 0 { bytes += [0x37, 0xF0]; keys += ["pulse_amplitude_index_percent"] }
        return (bytes, keys)
    }

    static let continuousModel = FlagModel(uuid: 0x2A5F, flagValues: Array(0 ... 0x1F), reserved: 0xE0) { flags in
        var bytes: [UInt8] = [UInt8(flags), 0x61, 0x00, 0x48, 0x00]
        var keys = ["spo2_percent", "pulse_rate_bpm"]
        if flags & 0x01 != 0 { bytes += [0x60, 0x00, 0x4A, 0x00]; keys += ["spo2_fast_percent", "pulse_rate_fast_bpm"] }
        if flags & 0x02 != 0 { bytes += [0x61, 0x00, 0x47, 0x00]; keys += ["spo2_slow_percent", "pulse_rate_slow_bpm"] }
        if flags & 0x04 != 0 { bytes += [0x20, 0x00]; keys += ["measurement_status"] }
        if flags & 0x08 != 0 { bytes += [0x20, 0x00, 0x00]; keys += ["device_and_sensor_status"] }
        if flags & 0x10 != 0 { bytes += [0x37, 0xF0]; keys += ["pulse_amplitude_index_percent"] }
        return (bytes, keys)
    }

    static let plxFeaturesModel = FlagModel(uuid: 0x2A60, flagValues: Array(0 ... 0xFF), reserved: 0xFF00) { flags in
        var bytes: [UInt8] = [UInt8(flags), 0x00]
        var keys = ["measurement_status_supported", "device_and_sensor_status_supported",
                    "spot_check_measurement_storage_supported", "spot_check_timestamp_supported",
                    "spo2pr_fast_supported", "spo2pr_slow_supported", "pulse_amplitude_index_supported",
                    "multiple_bonds_supported"]
        if flags & 0x01 != 0 { bytes += [0xE0, 0xFF]; keys += ["measurement_status_support"] }
        if flags & 0x02 != 0 { bytes += [0xFF, 0xFF, 0x00]; keys += ["device_and_sensor_status_support"] }
        return (bytes, keys)
    }

    static let flagModels: [FlagModel] = [
        bloodPressureModel(0x2A35), bloodPressureModel(0x2A36), temperatureModel(0x2A1C), temperatureModel(0x2A1E),
        weightModel, bodyCompositionModel, spotCheckModel, continuousModel, plxFeaturesModel,
    ]

    /// Every defined flags value with a value of the length it calls for: exactly the announced keys, no problem.
    /// Every shorter value: a problem, and the keys are a prefix of the complete ones (the fields that are there).
    /// One more byte: a problem about it.
    @Test("every flag combination gives exactly the announced fields", arguments: flagModels)
    func everyFlagCombination(_ model: FlagModel) throws {
        let flagBytes = model.uuid == 0x2A9C || model.uuid == 0x2A60 ? 2 : 1
        for flags in model.flagValues {
            let (bytes, keys) = model.build(flags)
            let value = try #require(healthDecode(model.uuid, bytes))
            #expect(value.fields.map(\.name) == keys, "flags \(flags)")
            #expect(value.problems.isEmpty, "flags \(flags): \(value.problems)")
            #expect(!value.summary.isEmpty)

            for cut in flagBytes ..< bytes.count {
                let short = try #require(healthDecode(model.uuid, Array(bytes[..<cut])))
                #expect(!short.problems.isEmpty, "flags \(flags) cut at \(cut)")
                let got = short.fields.map(\.name)
                #expect(Array(keys.prefix(got.count)) == got, "flags \(flags) cut at \(cut): \(got)")
            }

            let long = try #require(healthDecode(model.uuid, bytes + [0x00]))
            #expect(long.fields.map(\.name) == keys)
            #expect(long.problems.count == 1 && long.problems.first?.contains("1 byte after the last field") == true,
                    "flags \(flags): \(long.problems)")
        }
    }

    /// Each reserved flag bit alone, on the shortest well-formed value: the same fields, one problem.
    @Test("reserved flag bits are reported", arguments: flagModels)
    func reservedFlagBits(_ model: FlagModel) throws {
        let (base, keys) = model.build(0)
        for bit in 0 ..< 16 where model.reserved >> bit & 1 != 0 {
            var bytes = base
            if bit < 8 {
                bytes[0] |= UInt8(1 << bit)
            } else {
                bytes[1] |= UInt8(1 << (bit - 8))
            }
            let value = try #require(healthDecode(model.uuid, bytes))
            #expect(value.fields.map(\.name) == keys, "bit \(bit)")
            #expect(value.problems.count == 1, "bit \(bit): \(value.problems)")
            #expect(value.problems.first?.contains("reserved") == true, "bit \(bit): \(value.problems)")
        }
    }

    // MARK: - Units and numbers

    @Test func unitsFollowTheUnitSystem() throws {
        let si = try #require(healthDecode(0x2A9D, bytes("08 98 3a f5 00 d6 06")))
        #expect(si.field("weight")?.unit == "kg")
        #expect(si.field("bmi")?.unit == "kg/m²")
        #expect(si.field("height")?.unit == "m")
        #expect(si.number("weight") == 75)
        #expect(si.number("height") == 1.75)
        let imperial = try #require(healthDecode(0x2A9D, bytes("09 98 3a f5 00 d6 06")))
        #expect(imperial.field("weight")?.unit == "lb")
        #expect(imperial.field("height")?.unit == "in")
        #expect(imperial.number("weight") == 150)
        #expect(imperial.number("height") == 175)

        let mmHg = try #require(healthDecode(0x2A35, bytes("04 78 00 50 00 5d 00 48 00")))
        #expect(mmHg.field("systolic")?.unit == "mmHg")
        #expect(mmHg.field("pulse_rate_bpm")?.unit == "bpm")
        let kPa = try #require(healthDecode(0x2A35, bytes("01 a0 f0 aa f0 c4 f0")))
        #expect(kPa.field("mean_arterial_pressure")?.unit == "kPa")

        let celsius = try #require(healthDecode(0x2A1C, bytes("00 6e 01 00 ff")))
        #expect(celsius.field("temperature")?.unit == "°C")
        #expect(celsius.number("temperature") == 36.6)
        let fahrenheit = try #require(healthDecode(0x2A1C, bytes("01 6e 01 00 ff")))
        #expect(fahrenheit.field("temperature")?.unit == "°F")

        let body = try #require(healthDecode(0x2A9C, bytes("19 06 eb 00 58 1b 92 01 88 13 98 3a")))
        #expect(body.field("body_fat_percent")?.unit == "%")
        #expect(body.field("basal_metabolism_kj")?.unit == "kJ")
        #expect(body.field("muscle_percent")?.unit == "%")
        #expect(body.field("impedance_ohm")?.unit == "Ω")
        #expect(body.field("weight")?.unit == "lb")
        #expect(body.number("weight") == 150)

        let plx = try #require(healthDecode(0x2A5E, bytes("08 61 00 48 00 37 f0")))
        #expect(plx.field("spo2_percent")?.unit == "%")
        #expect(plx.field("pulse_rate_bpm")?.unit == "bpm")
        #expect(plx.field("pulse_amplitude_index_percent")?.unit == "%")
        #expect(plx.number("pulse_amplitude_index_percent") == 5.5)
    }

    /// NaN is never turned into a number.
    @Test func specialValuesAreNotNumbers() throws {
        let bp = try #require(healthDecode(0x2A35, bytes("04 ff 07 ff 07 ff 07 ff 07")))
        for key in ["systolic", "diastolic", "mean_arterial_pressure", "pulse_rate_bpm"] {
            #expect(bp.field(key)?.value == .special("nan"))
            #expect(bp.number(key) == nil)
        }
        let temperature = try #require(healthDecode(0x2A1C, bytes("00 ff ff 7f 00")))
        #expect(temperature.field("temperature")?.value == .special("nan"))
        let plx = try #require(healthDecode(0x2A5F, bytes("00 ff 07 ff 07")))
        #expect(plx.number("spo2_percent") == nil)
    }

    @Test func describeFalseLeavesTheSummaryEmpty() throws {
        for (uuid, hex) in [(UInt16(0x2A35), "04 78 00 50 00 5d 00 48 00"), (0x2A36, "00 55 00 ff 07 ff 07"),
                            (0x2A1C, "00 6e 01 00 ff"), (0x2A1E, "00 6e 01 00 ff"), (0x2A9D, "00 98 3a"),
                            (0x2A9C, "00 00 eb 00"), (0x2A5E, "00 61 00 48 00"), (0x2A5F, "00 61 00 48 00")] {
            let value = try #require(healthDecode(uuid, bytes(hex), describe: false))
            #expect(value.summary.isEmpty, "\(uuid)")
            #expect(!value.fields.isEmpty)
        }
    }

    // MARK: - Robustness

    /// Every UUID of this family.
    static let healthUUIDs: [UInt16] = [
        0x2A1C, 0x2A1D, 0x2A1E, 0x2A21, 0x2A35, 0x2A36, 0x2A49, 0x2A5E, 0x2A5F, 0x2A60, 0x2A9B, 0x2A9C, 0x2A9D, 0x2A9E,
    ]

    /// Random bytes of lengths 0...40 (and all-0xFF, all-0x00): no trap, fields or a problem, a summary when
    /// asked for, no duplicate keys, and the same fields with and without a summary.
    @Test("random bytes never trap and never pass silently", arguments: healthUUIDs)
    func randomBytes(_ uuid: UInt16) throws {
        var rng = HealthRandom(state: 0x4845_414C_5448 ^ UInt64(uuid))
        for length in 0 ... 40 {
            var patterns: [[UInt8]] = [[UInt8](repeating: 0x00, count: length), [UInt8](repeating: 0xFF, count: length)]
            for _ in 0 ..< 25 {
                patterns.append((0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &rng) })
            }
            for raw in patterns {
                let value = try #require(healthDecode(uuid, raw))
                #expect(!value.summary.isEmpty, "\(raw)")
                #expect(!value.fields.isEmpty || !value.problems.isEmpty, "\(raw): no fields and no problem")
                let keys = value.fields.map(\.name)
                #expect(Set(keys).count == keys.count, "duplicate keys \(keys)")
                let quiet = try #require(healthDecode(uuid, raw, describe: false))
                #expect(quiet.fields == value.fields && quiet.problems == value.problems, "\(raw)")
            }
        }
    }
}
