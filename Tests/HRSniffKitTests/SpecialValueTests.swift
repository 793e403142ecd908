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

// Special values: codes the specifications give a meaning rather than a number ("Data Not Available", "not known",
// IEEE-11073 NaN, NRes, +INF, -INF, reserved, "no specific value", …). Every decoder is checked against its fields'
// special values in the GATT Specification Supplement (GSS) and the service specifications; each one is decoded as
// `.special(meaning)`, which text shows as its meaning and statistics, charts and CSV numbers leave out.

/// One special value of one field: the value's bytes, the field (a path into nested objects: "date_time.year"),
/// the meaning the decoder must give, and words the summary must hold (when the summary says it).
struct SpecialVector: Sendable, CustomTestStringConvertible {
    var uuid: UInt16
    var hex: String
    var fields: [String]
    var meaning: String
    var words: String?
    /// Where the specification defines it.
    var source: String

    init(_ uuid: UInt16, _ hex: String, _ fields: [String], _ meaning: String, words: String? = nil,
         _ source: String) {
        self.uuid = uuid
        self.hex = hex
        self.fields = fields
        self.meaning = meaning
        self.words = words
        self.source = source
    }

    var testDescription: String { String(uuid, radix: 16, uppercase: true) + " [" + hex + "] " + fields.joined(separator: ",") }
}

@Suite struct SpecialValueTests {
    static let dataNotAvailable = SpecialValue.notAvailable
    static let energy = ["total_energy_kcal", "energy_per_hour_kcal", "energy_per_minute_kcal"]
    static let energyWords = "total energy not available, energy/h not available, energy/min not available"

    /// The special values of every decoder that has some.
    static let vectors: [SpecialVector] = [
        // Fitness Machine Service 1.0 (FTMS §4.4.1–§4.9.1): "Data Not Available" when a field the flags announce
        // cannot be computed. Treadmill: Inclination, Ramp Angle Setting, Force on Belt, Power Output 0x7FFF (SINT16);
        // Total Energy, Energy per Hour 0xFFFF; Energy per Minute 0xFF.
        SpecialVector(0x2ACD, "89 10 ff 7f ff 7f ff ff ff ff ff ff 7f ff 7f",
                      ["inclination_percent", "ramp_angle_deg"] + energy + ["force_on_belt_n", "power_w"],
                      dataNotAvailable,
                      words: "incline not available, ramp angle not available, " + energyWords
                          + ", force on belt not available, power not available",
                      "FTMS §4.4.1.5, §4.4.1.6, §4.4.1.10–12, §4.4.1.17, §4.4.1.18"),
        // The shared treadmill capture of a CITYSPORTS-Linker: speed, distance, energy 0 kcal and 0xFFFF / 0xFF.
        SpecialVector(0x2ACD, "84 04 00 00 00 00 00 00 00 ff ff ff 00 00", ["energy_per_hour_kcal", "energy_per_minute_kcal"],
                      dataNotAvailable, words: "0 kcal, energy/h not available, energy/min not available",
                      "FTMS §4.4.1.11, §4.4.1.12"),
        // Cross Trainer: Step per Minute and Average Step Rate 0xFFFF, Inclination and Ramp Angle 0x7FFF, energy.
        SpecialVector(0x2ACE, "49 04 00 ff ff ff ff ff 7f ff 7f ff ff ff ff ff",
                      ["step_rate_spm", "average_step_rate_spm", "inclination_percent", "ramp_angle_deg"] + energy,
                      dataNotAvailable, words: "step rate not available, average step rate not available",
                      "FTMS §4.5.1.5, §4.5.1.6, §4.5.1.9, §4.5.1.10, §4.5.1.14–16"),
        SpecialVector(0x2ACF, "11 00 ff ff ff ff ff", energy, dataNotAvailable, words: energyWords, "FTMS §4.6.1.7–9"),
        SpecialVector(0x2AD0, "21 00 ff ff ff ff ff", energy, dataNotAvailable, words: energyWords, "FTMS §4.7.1.7–9"),
        SpecialVector(0x2AD1, "01 01 ff ff ff ff ff", energy, dataNotAvailable, words: energyWords, "FTMS §4.8.1.11–13"),
        SpecialVector(0x2AD2, "01 01 ff ff ff ff ff", energy, dataNotAvailable, words: energyWords, "FTMS §4.9.1.10–12"),

        // Health Thermometer: Measurement Interval 0 is no periodic measurement; FLOAT NaN.
        SpecialVector(0x2A21, "00 00", ["interval_s"], SpecialValue.noPeriodicMeasurement,
                      words: "no periodic measurement", "HTS §3.4; GSS Measurement Interval"),
        SpecialVector(0x2A1C, "00 ff ff 7f 00", ["temperature"], "nan", words: "NaN °C", "GSS medfloat32; IEEE 11073-20601"),
        SpecialVector(0x2A1E, "01 00 00 80 00", ["temperature"], "nres", words: "NRes °F", "GSS medfloat32"),
        SpecialVector(0x2A1C, "02 6e 01 00 ff 00 00 00 00 00 00 00", ["timestamp.year", "timestamp.month", "timestamp.day"],
                      SpecialValue.unknown, words: "????-??-?? 00:00:00", "GSS §3.70 Date Time"),
        // Blood Pressure: SFLOAT special values, User ID 0xFF.
        SpecialVector(0x2A35, "00 ff 07 00 08 fe 07", ["systolic"], "nan", "GSS medfloat16"),
        SpecialVector(0x2A35, "00 ff 07 00 08 fe 07", ["diastolic"], "nres", "GSS medfloat16"),
        SpecialVector(0x2A35, "00 ff 07 00 08 fe 07", ["mean_arterial_pressure"], "+infinity", "GSS medfloat16"),
        SpecialVector(0x2A35, "08 78 00 50 00 5d 00 ff", ["user_id"], "unknown_user", "BLS, GSS User ID: 0xFF unknown user"),
        SpecialVector(0x2A35, "06 78 00 50 00 5d 00 00 00 00 00 00 00 00 ff", ["timestamp.year"], SpecialValue.unknown,
                      "GSS §3.70 Date Time"),
        SpecialVector(0x2A36, "00 02 08 ff 07 ff 07", ["cuff_pressure"], "-infinity", "GSS medfloat16"),
        // Pulse Oximeter: SFLOAT special values.
        SpecialVector(0x2A5E, "00 ff 07 01 08", ["spo2_percent"], "nan", "GSS medfloat16"),
        SpecialVector(0x2A5E, "00 ff 07 01 08", ["pulse_rate_bpm"], "reserved", "GSS medfloat16"),
        SpecialVector(0x2A5F, "00 ff 07 00 08", ["spo2_percent"], "nan", "GSS medfloat16"),
        // Weight Scale and Body Composition: 0xFFFF measurement unsuccessful, User ID 0xFF, resolution 0.
        SpecialVector(0x2A9D, "04 ff ff ff", ["weight"], "measurement_unsuccessful", "WSS, GSS Weight Measurement: 0xFFFF measurement unsuccessful"),
        SpecialVector(0x2A9D, "04 ff ff ff", ["user_id"], "unknown_user", "GSS User ID"),
        SpecialVector(0x2A9C, "04 00 ff ff ff", ["body_fat_percent"], "measurement_unsuccessful",
                      "BCS, GSS Body Composition Measurement: 0xFFFF measurement unsuccessful"),
        SpecialVector(0x2A9C, "04 00 ff ff ff", ["user_id"], "unknown_user", "GSS User ID"),
        SpecialVector(0x2A9E, "00 00 00 00", ["weight_resolution_kg", "weight_resolution_lb"], "not_specified",
                      "GSS Weight Scale Feature"),
        SpecialVector(0x2A9B, "00 00 00 00", ["mass_resolution_kg", "mass_resolution_lb"], "not_specified",
                      "GSS Body Composition Feature"),
        // Glucose: SFLOAT concentration, exercise duration 0xFFFF (overrun), date not known.
        SpecialVector(0x2A18, "02 01 00 e6 07 01 01 00 00 00 ff 07 11", ["concentration"], "nan", "GSS medfloat16"),
        SpecialVector(0x2A18, "00 0a 00 00 00 00 00 0c 00 00", ["base_time.year", "base_time.month", "base_time.day"],
                      SpecialValue.unknown, "GSS §3.70 Date Time"),
        SpecialVector(0x2A34, "59 01 00 01 ff 07 ff ff 32 01 ff 07 ff 07", ["carbohydrate", "medication", "hba1c_percent"],
                      "nan", "GSS medfloat16"),
        SpecialVector(0x2A34, "59 01 00 01 ff 07 ff ff 32 01 ff 07 ff 07", ["exercise_duration_s"], "overrun",
                      "GLS, GSS Glucose Measurement Context: Exercise Duration 0xFFFF overrun"),
        // Continuous Glucose Monitoring.
        SpecialVector(0x2AA7, "0a 03 ff 07 05 00 ff 07 ff 07", ["records.0.concentration_mg_dl", "records.0.trend_mg_dl_min", "records.0.quality_percent"],
                      "nan", "GSS medfloat16"),
        SpecialVector(0x2AAA, "00 00 00 00 00 00 00 80 ff", ["session_start_time.year", "time_zone", "time_zone_min",
                                                             "dst_offset", "dst_offset_min"],
                      SpecialValue.unknown, "GSS §3.70 Date Time, Time Zone, DST Offset"),
        SpecialVector(0x2AAC, "01 00", ["communication_interval_min"], SpecialValue.disabled, words: "disabled",
                      "CGMS: CGM Communication Interval 0, periodic communication off"),
        SpecialVector(0x2AAC, "03 ff", ["communication_interval_min"], SpecialValue.fastest, words: "fastest",
                      "CGMS: CGM Communication Interval 0xFF, the fastest the sensor supports"),
        SpecialVector(0x2AAC, "06 78 00 0a 00 11 00 00 01 00 00", ["next_calibration_time_min"],
                      SpecialValue.calibrationRequiredNow, "CGMS: Next Calibration Time 0, calibration required now"),
        SpecialVector(0x2AAC, "09 ff 07", ["alert_level_mg_dl"], "nan", "GSS medfloat16"),
        // Generic Access: Peripheral Preferred Connection Parameters 0xFFFF, no specific value.
        SpecialVector(0x2A04, "ff ff ff ff 00 00 ff ff", ["interval_min_ms", "interval_max_ms", "supervision_timeout_ms"],
                      "no_specific_value", "Core Vol 3 Part C §12.3"),
        // Time.
        SpecialVector(0x2A08, "00 00 00 00 0c 00 00", ["date_time.year", "date_time.month", "date_time.day"],
                      SpecialValue.unknown, words: "????-??-?? 12:00:00", "GSS §3.70 Date Time"),
        SpecialVector(0x2A0A, "e6 07 00 00 0c 00 00 00", ["date_time.month", "date_time.day"], SpecialValue.unknown,
                      words: "2022-??-?? 12:00:00", "GSS §3.70 Date Time"),
        SpecialVector(0x2A0C, "00 00 03 0e 0c 00 00 06 80", ["date_time.year"], SpecialValue.unknown,
                      words: "Saturday ????-03-14 12:00:00.500", "GSS §3.70 Date Time"),
        SpecialVector(0x2A2B, "00 00 00 00 00 00 00 00 00 00", ["date_time.year"], SpecialValue.unknown,
                      "GSS §3.70 Date Time"),
        SpecialVector(0x2A0E, "80", ["time_zone", "utc_offset_minutes"], SpecialValue.unknown, words: "time zone unknown",
                      "GSS Time Zone: -128 not known"),
        SpecialVector(0x2A0D, "ff", ["dst_offset", "dst_offset_minutes"], SpecialValue.unknown, words: "DST unknown",
                      "GSS DST Offset: 255 not known"),
        SpecialVector(0x2A0D, "03", ["dst_offset", "dst_offset_minutes"], "reserved", "GSS DST Offset"),
        SpecialVector(0x2A0F, "80 ff", ["time_zone", "utc_offset_minutes", "dst_offset", "dst_offset_minutes"],
                      SpecialValue.unknown, "GSS Local Time Information"),
        SpecialVector(0x2A14, "00 ff ff ff", ["time_accuracy", "time_accuracy_s"], SpecialValue.unknown,
                      words: "accuracy unknown", "CTS / GSS Reference Time Information: accuracy 255 unknown"),
        SpecialVector(0x2A14, "00 fe 00 00", ["time_accuracy", "time_accuracy_s"], "out_of_range",
                      words: "accuracy worse than 31.625 s", "GSS Reference Time Information: 254 out of range"),
        SpecialVector(0x2A14, "00 00 ff ff", ["days_since_update"], "255_or_more", "GSS Reference Time Information"),
        // Environmental Sensing.
        SpecialVector(0x2A6E, "00 80", ["temperature_c"], SpecialValue.unknown, words: "unknown",
                      "GSS Temperature: 0x8000 value is not known"),
        SpecialVector(0x2A6F, "ff ff", ["humidity_percent"], SpecialValue.unknown, words: "unknown",
                      "GSS Humidity: 0xFFFF value is not known"),
        SpecialVector(0x290C, "00 00 01 00 00 00 00 00 00 21 ff", ["measurement_period_s", "update_interval_s"],
                      "not_in_use", "ESS ES Measurement descriptor: 0 not in use"),
        SpecialVector(0x290C, "00 00 01 00 00 00 00 00 00 21 ff", ["uncertainty", "uncertainty_percent"],
                      dataNotAvailable, "ESS ES Measurement descriptor: 0xFF information not available"),
        // Cycling Power Control Point: a Factory Calibration Date with the date not known.
        SpecialVector(0x2A66, "20 0f 01 00 00 00 00 0c 00 00", [], SpecialValue.unknown, words: "????-??-?? 12:00:00",
                      "GSS §3.70 Date Time"),
    ]

    /// The decoders whose fields have no special value, with what was checked. Codes named "Unknown", "Other" or
    /// "not available" (Body Sensor Location, Day of Week, Time Source, the glucose sample location 0xF) are names
    /// of codes, not numbers, and stay codes.
    static let withoutSpecialValues: [UInt16: String] = {
        var out: [UInt16: String] = [:]
        func add(_ uuids: [UInt16], _ why: String) { for u in uuids { out[u] = why } }
        add([0x2A00, 0x2A24, 0x2A25, 0x2A26, 0x2A27, 0x2A28, 0x2A29, 0x2901, 0x2BFF], "UTF-8 text")
        add([0x2A01, 0x2A23, 0x2A50, 0x2A2A, 0x2A05, 0x2B29, 0x2B2A, 0x2B3A, 0x2AA6, 0x2AC9],
            "identifiers, handles, feature bits and hashes: no quantity")
        add([0x2A19, 0x2A1B], "Battery Level 0-100 %, 101-255 reserved for future use (a problem, not a meaning)")
        add([0x2A1A], "four 2-bit codes, each with its own 'unknown' name")
        add([0x2A37], "Heart Rate Measurement: no special value (HRS §3.1.1; Energy Expended stays at 0xFFFF once "
            + "reached, a number that needs a reset, HRS §3.1.1.3)")
        add([0x2A38, 0x2A39, 0x2A1D, 0x2A5D], "enumerations")
        add([0x2900, 0x2902, 0x2903, 0x2904, 0x2905, 0x2906, 0x2907, 0x2908, 0x290B, 0x290D],
            "descriptors of bits, formats, references and triggers")
        add([0x2A49, 0x2A60, 0x2A51, 0x2AA8, 0x2A54, 0x2A5C, 0x2A65, 0x2ACC], "feature bits")
        add([0x2A53], "RSC Measurement: speed, cadence, stride length, distance; no special value (RSCS)")
        add([0x2A5B], "CSC Measurement: cumulative counters and event times; no special value (CSCS)")
        add([0x2A63], "Cycling Power Measurement: no special value (CPS)")
        add([0x2A55], "SC Control Point: op codes, cumulative value and locations")
        add([0x2AD3], "Training Status: a code and a string (FTMS §4.10)")
        add([0x2AD4, 0x2AD5, 0x2AD6, 0x2AD7, 0x2AD8], "Supported ranges: no special value (FTMS §4.11–§4.15)")
        add([0x2AD9, 0x2ADA], "Fitness Machine Control Point and Status parameters: no special value (FTMS §4.16, "
            + "§4.17)")
        add([0x2A52], "Record Access Control Point: op codes, operators and record numbers")
        add([0x2AA9, 0x2AAB], "CGM Status and Session Run Time: time offsets and hours; no special value")
        add([0x2A09], "Day of Week: a code, 0 named Unknown")
        add([0x2A1F, 0x2A20, 0x2A6D, 0x2A76], "Temperature Celsius and Fahrenheit, Pressure, UV Index: no special "
            + "value in the GSS")
        add([0x2A22, 0x2A32, 0x2A33, 0x2A4A, 0x2A4B, 0x2A4C, 0x2A4D, 0x2A4E], "HID reports and codes")
        return out
    }()

    /// The value of `path` in `value`: keys of nested objects and indices of arrays ("date_time.year",
    /// "records.0.concentration_mg_dl").
    static func scalar(_ value: DecodedValue, _ path: String) -> DecodedScalar? {
        var current: DecodedScalar = .object(value.fields)
        for part in path.split(separator: ".") {
            switch current {
            case .object(let fields):
                guard let field = fields.first(where: { $0.name == part }) else { return nil }
                current = field.value
            case .array(let items):
                guard let i = Int(part), items.indices.contains(i) else { return nil }
                current = items[i]
            default:
                return nil
            }
        }
        return current
    }

    @Test(arguments: vectors)
    func specialValuesAreMeaningsNotNumbers(_ vector: SpecialVector) throws {
        let value = try decodedValue(vector.uuid, vector.hex)
        for path in vector.fields {
            let scalar = try #require(Self.scalar(value, path), "\(path) missing: \(decodedFieldsText(value))")
            #expect(scalar == .special(vector.meaning), "\(path) (\(vector.source)): \(decodedScalarText(scalar))")
            if !path.contains(".") { #expect(value.number(path) == nil) }
        }
        if let words = vector.words { #expect(value.summary.contains(words), "\(value.summary)") }
        #expect(!value.summary.contains("65535") && !value.summary.contains("3276.7"), "\(value.summary)")
    }

    /// Every decoder is in one list or the other: the 16-bit UUIDs 0x2900–0x2BFF that decode are each checked.
    @Test func everyDecoderIsChecked() {
        let checked = Set(Self.vectors.map(\.uuid)).union(Self.withoutSpecialValues.keys)
        let zeros = [UInt8](repeating: 0, count: 24)
        var decoded: [UInt16] = []
        for uuid in UInt16(0x2900) ... 0x2BFF where zeros.withBytes({ Decoders.decode(BluetoothUUID(uuid16: uuid), $0) }) != nil {
            decoded.append(uuid)
        }
        #expect(decoded.count > 90)
        let missing = decoded.filter { !checked.contains($0) }.map { String($0, radix: 16, uppercase: true) }
        #expect(missing.isEmpty, "decoders not checked for special values: \(missing)")
    }

    /// A treadmill (FTMS 1.0 §4.4) whose Treadmill Data announces the expended energy but cannot compute the energy per
    /// hour and per minute: 0xFFFF and 0xFF, "Data Not Available" (§4.4.1.11, §4.4.1.12), in two of four
    /// notifications, as the shared CITYSPORTS-Linker capture sends them.
    static func treadmillCapture() -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "F1:2C:33:7F:3A:01")
        b.att([
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 0f 00 26 18"),
            (true, "10 10 00 ff ff 00 28"), (false, "01 10 10 00 0a"),
            (true, "08 01 00 0f 00 03 28"), (false, "09 07 02 00 10 03 00 cd 2a"),
            (true, "08 03 00 0f 00 03 28"), (false, "01 08 03 00 0a"),
            (false, "1b 03 00 84 04 00 00 00 00 00 00 00 ff ff ff 00 00"),
            (false, "1b 03 00 84 04 e8 03 0a 00 00 05 00 58 02 0a 3c 00"),
            (false, "1b 03 00 84 04 e8 03 14 00 00 06 00 58 02 0a 3d 00"),
            (false, "1b 03 00 84 04 00 00 00 00 00 00 00 ff ff ff 3e 00"),
        ])
        b.disconnectionComplete(handle: 0x40)
        return b.data
    }

    /// The special values flow through one mechanism into every output: the text says "not available", the
    /// statistics, the JSON statistics, the CSV numbers and the report's charts leave them out, and JSON gives the
    /// meaning where the number would be. Before, the story said "65535 kcal/h, 255 kcal/min" and averaged them.
    @Test func specialValuesStayOutOfStatisticsChartsAndCSVNumbers() throws {
        let path = temporaryFile(Self.treadmillCapture(), suffix: ".btsnoop")
        defer { unlink(path) }
        let text = try HRSniffBinary.run(["analyze", path]).stdout
        #expect(text.contains("notification Treadmill Data: 0 km/h, 0 m, 0 kcal, energy/h not available, "
            + "energy/min not available, elapsed 0 s"), "\(text)")
        #expect(text.contains("energy_per_hour_kcal: min 600 kcal, mean 600 kcal, max 600 kcal (2 values)"), "\(text)")
        #expect(text.contains("energy_per_hour_kcal: not available in 2 values, not a number (left out of the statistics)"),
                "\(text)")
        #expect(!text.contains("65535") && !text.contains("255 kcal"), "\(text)")

        let json = try HRSniffBinary.run(["analyze", "--json", path]).stdout
        let records = json.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        let notifications = records.filter { $0["procedure"] as? String == "notification" }
        #expect(notifications.count == 4)
        let first = notifications.first?["decoded"] as? [String: Any]
        #expect(first?["energy_per_hour_kcal"] as? String == "not_available")
        #expect(first?["energy_per_minute_kcal"] as? String == "not_available")
        #expect(first?["total_energy_kcal"] as? Int == 0)
        let summary = try #require(records.first { $0["type"] as? String == "connection_summary" })
        let attribute = try #require((summary["attributes"] as? [[String: Any]])?.first {
            ($0["attribute"] as? [String: Any])?["uuid"] as? String == "2ACD"
        })
        let stats = try #require(attribute["statistics"] as? [String: [String: Any]])
        #expect(stats["energy_per_hour_kcal"]?["count"] as? Int == 2)
        #expect(stats["energy_per_hour_kcal"]?["max"] as? Double == 600)
        #expect(stats["energy_per_minute_kcal"]?["max"] as? Double == 10)
        let special = try #require(attribute["special_values"] as? [String: [String: Int]])
        #expect(special["energy_per_hour_kcal"] == ["not_available": 2])
        #expect(special["energy_per_minute_kcal"] == ["not_available": 2])

        let csv = try HRSniffBinary.run(["export", "--csv", path]).stdout
        #expect(csv.contains(",energy_per_hour_kcal,,not_available,kcal\n"), "\(csv)")
        #expect(!csv.contains(",65535,") && !csv.contains(",255,"), "\(csv)")

        let report = NSTemporaryDirectory() + "hrsniff-special-\(getpid()).html"
        defer { unlink(report) }
        #expect(try HRSniffBinary.run(["report", path, "-o", report]).status == 0)
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("energy_per_hour_kcal"), "the chart of the numbers is drawn")
        #expect(!html.contains("65535") && !html.contains("max 255 kcal"))
    }

    /// The values next to a special value stay numbers: 0x7FFE is an incline of 3276.6 %, 0xFFFE kcal/h is 65534.
    @Test func neighboursOfSpecialValuesAreNumbers() throws {
        let treadmill = try decodedValue(0x2ACD, "89 00 fe 7f 00 80 fe ff fe ff fe")
        #expect(treadmill.number("inclination_percent") == 3276.6)
        #expect(treadmill.number("ramp_angle_deg") == -3276.8)
        #expect(treadmill.number("energy_per_hour_kcal") == 65534)
        #expect(treadmill.number("energy_per_minute_kcal") == 254)
        // Instantaneous Power of an indoor bike has no special value in FTMS 1.0: 0x7FFF is 32767 W.
        let bike = try decodedValue(0x2AD2, "41 00 ff 7f")
        #expect(bike.number("power_w") == 32767)
        #expect(try decodedValue(0x2A21, "01 00").number("interval_s") == 1)
        #expect(try decodedValue(0x2AAC, "01 fe").number("communication_interval_min") == 254)
    }
}
