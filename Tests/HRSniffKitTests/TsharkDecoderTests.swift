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

/// Decoded characteristic values against tshark's, field by field, on every bundled capture. Where tshark decodes
/// a field the same way the GATT Specification Supplement does, the values must agree; where tshark is wrong, the
/// test pins what tshark prints and what the specification gives.
@Suite(.enabled(if: Tshark.usable, "tshark and jq are not installed"))
struct TsharkDecoderTests {
    /// A tshark field and the decoded key it corresponds to. `scale` converts hrsniff's value into tshark's
    /// units where the two agree on meaning but not on presentation (documented per field).
    struct Field: Sendable {
        var tshark: String
        var key: String
        var scale: Double = 1
        /// tshark uses the field more than once per PDU; only its first occurrence is this key.
        var firstOnly = false
    }

    /// Fields tshark 4.0 decodes as the specification does.
    static let agreeing: [Field] = [
        Field(tshark: "btatt.heart_rate_measurement.value.8", key: "bpm"),
        Field(tshark: "btatt.heart_rate_measurement.value.16", key: "bpm"),
        Field(tshark: "btatt.heart_rate_measurement.energy_expended", key: "energy_expended_kj"),
        // tshark shows RR intervals only in the raw unit, 1/1024 s; hrsniff also gives milliseconds.
        Field(tshark: "btatt.heart_rate_measurement.rr_interval", key: "rr_intervals"),
        Field(tshark: "btatt.battery_level", key: "level_percent"),
        Field(tshark: "btatt.body_sensor_location", key: "location"),
        Field(tshark: "btatt.blood_pressure_measurement.compound_value.systolic.mmhg", key: "systolic"),
        Field(tshark: "btatt.blood_pressure_measurement.compound_value.diastolic.mmhg", key: "diastolic"),
        Field(tshark: "btatt.blood_pressure_measurement.compound_value.arterial_pressure.mmhg", key: "mean_arterial_pressure"),
        Field(tshark: "btatt.blood_pressure_measurement.pulse_rate", key: "pulse_rate_bpm"),
        Field(tshark: "btatt.glucose_measurement.sequence_number", key: "sequence_number"),
        Field(tshark: "btatt.csc_measurement.cumulative_wheel_revolutions", key: "cumulative_wheel_revolutions"),
        Field(tshark: "btatt.csc_measurement.cumulative_crank_revolutions", key: "cumulative_crank_revolutions"),
        Field(tshark: "btatt.csc_measurement.last_crank_event_time", key: "last_crank_event_time"),
        Field(tshark: "btatt.glucose_measurement.glucose_concentration.mol_per_l", key: "concentration"),
        Field(tshark: "btatt.glucose_measurement.glucose_concentration.kg_per_l", key: "concentration"),
        Field(tshark: "btatt.temperature_type", key: "temperature_type"),
        // tshark 4.0 also files the crank event time under `last_event_time` (besides `last_crank_event_time`):
        // the first occurrence is the wheel's.
        Field(tshark: "btatt.csc_measurement.last_event_time", key: "last_wheel_event_time", firstOnly: true),
        Field(tshark: "btatt.blood_pressure_measurement.user_id", key: "user_id"),
        Field(tshark: "btatt.glucose_measurement.time_offset", key: "time_offset_min"),
        Field(tshark: "btatt.glucose_measurement_context.sequence_number", key: "sequence_number"),
        Field(tshark: "btatt.weight_measurement.user_id", key: "user_id"),
        Field(tshark: "btatt.body_composition_measurement.user_id", key: "user_id"),
        Field(tshark: "btatt.plxs.spot_check_measurement.spo2", key: "spo2_percent"),
        Field(tshark: "btatt.plxs.spot_check_measurement.pulse_rate", key: "pulse_rate_bpm"),
        Field(tshark: "btatt.sensor_location", key: "location"),
        Field(tshark: "btatt.measurement_interval", key: "interval_s"),
        Field(tshark: "btatt.supported_power_range.minimum_power", key: "minimum_power_w"),
        Field(tshark: "btatt.supported_power_range.maximum_power", key: "maximum_power_w"),
        Field(tshark: "btatt.supported_power_range.minimum_increment", key: "minimum_increment_w"),
    ]

    /// tshark calls the cuff pressure of an Intermediate Cuff Pressure (0x2A36) "systolic" because the value
    /// shares the Blood Pressure Measurement layout (BLS §3.2); hrsniff names it `cuff_pressure` and leaves out
    /// the diastolic and mean arterial pressures, which the specification sets to NaN there.
    static func key(_ field: Field, in decoded: DecodedValue?) -> String {
        if field.key == "systolic", decoded?.field("cuff_pressure") != nil { return "cuff_pressure" }
        return field.key
    }

    static var captures: [String] { CaptureFiles.bundled.filter { $0.hasSuffix(".btsnoop") || $0.hasSuffix(".pcapng") } }

    /// tshark's values per frame for `fields` (several occurrences comma-separated).
    static func tsharkValues(_ path: String, _ fields: [String]) throws -> [Int: [String: [String]]] {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("hrsniff-tshark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        var arguments = ["-c", "WIRESHARK_CONFIG_DIR='\(config.path)' tshark -n -r '\(path)' -Y btatt -T fields -E separator=/t -E occurrence=a -E aggregator=, -e frame.number"]
        for f in fields { arguments[1] += " -e \(f)" }
        arguments[1] += " 2>/dev/null"
        let output = try #require(run("sh", arguments), "tshark failed on \(path)")
        var result: [Int: [String: [String]]] = [:]
        for line in output.split(separator: "\n") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let frame = columns.first.flatMap({ Int($0) }) else { continue }
            for (i, f) in fields.enumerated() where i + 1 < columns.count && !columns[i + 1].isEmpty {
                result[frame, default: [:]][f] = columns[i + 1].split(separator: ",").map(String.init)
            }
        }
        return result
    }

    /// hrsniff's decoded ATT values per frame.
    /// A Read Multiple response carries several values: their decoded fields are merged for the frame.
    static func decodedValues(_ path: String) throws -> [Int: DecodedValue] {
        var pipeline = Pipeline()
        pipeline.describeValues = false
        var result: [Int: DecodedValue] = [:]
        pipeline.run(try CaptureFile.open(path)) { event in
            if case .att(let m) = event.payload, let d = m.decoded { result[event.frame] = d }
            if case .gatt(let p) = event.payload, case .readMultiple(let pairs, _) = p.kind {
                var merged = DecodedValue(fields: [], summary: "")
                for (ref, value) in pairs {
                    guard let uuid = ref.uuid, let d = value.withBytes({ Decoders.decode(uuid, $0) }) else { continue }
                    merged.fields += d.fields
                }
                result[event.frame] = merged
            }
        }
        return result
    }

    /// tshark prints some fields in hexadecimal ("0x02").
    static func number(_ text: String) -> Double? {
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16).map { Double($0) } }
        return Double(text)
    }

    static func numbers(_ scalar: DecodedScalar?) -> [Double] {
        switch scalar {
        case .int(let v)?: [Double(v)]
        case .double(let v)?: [v]
        case .array(let items)?: items.flatMap { numbers($0) }
        default: []
        }
    }

    @Test(arguments: captures.map(CaptureFiles.name))
    func decodedFieldsAgreeWithTshark(_ name: String) throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/" + name).path
        let theirs = try Self.tsharkValues(path, Self.agreeing.map(\.tshark))
        let ours = try Self.decodedValues(path)
        var compared = 0
        for (frame, fields) in theirs.sorted(by: { $0.key < $1.key }) {
            for field in Self.agreeing {
                guard let values = fields[field.tshark] else { continue }
                // NaN (the specification's "no value") is left out on both sides.
                let expected = Array(values.compactMap(Self.number).filter { !$0.isNaN }.prefix(field.firstOnly ? 1 : Int.max))
                let scalar = ours[frame]?.field(Self.key(field, in: ours[frame]))?.value
                // A special value is a meaning, not a number; tshark prints its raw code (Measurement Interval 0,
                // "no periodic measurement", HTS §3.4, as "0"). SpecialValueTests pins those.
                if scalar?.special != nil { continue }
                let actual = Self.numbers(scalar).map { $0 * field.scale }
                #expect(actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-6 },
                        "\(name) frame \(frame) \(field.tshark): tshark \(values) = \(expected), hrsniff \(actual)")
                compared += 1
            }
        }
        // Every bundled capture has heart-rate, battery or profile values, so the comparison is never empty.
        #expect(compared > 0, "\(name): nothing compared")
    }

    /// tshark 4.0 prints Health Thermometer FLOAT temperatures as 0 (it reads the IEEE-11073 FLOAT as an
    /// integer field); GSS §3.219 and IEEE 11073-20601 give mantissa × 10^exponent, e.g. 36.6 °C.
    @Test func thermometerFloatTemperatures() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/thermometer.btsnoop").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let theirs = try Self.tsharkValues(path, ["btatt.temperature_measurement.value.celsius",
                                                   "btatt.temperature_measurement.value.fahrenheit"])
        let ours = try Self.decodedValues(path)
        var compared = 0
        for (frame, fields) in theirs {
            let shown = (fields["btatt.temperature_measurement.value.celsius"] ?? [])
                + (fields["btatt.temperature_measurement.value.fahrenheit"] ?? [])
            guard let t = shown.first else { continue }
            let value = try #require(ours[frame]?.number("temperature"), "frame \(frame)")
            #expect(Double(t) == 0, "tshark is expected to print 0 at frame \(frame), printed \(t)")
            #expect(value > 30, "frame \(frame): hrsniff \(value)")
            compared += 1
        }
        #expect(compared > 0)
    }
}

extension TsharkDecoderTests {
    /// tshark 4.0 prints Weight Measurement fields unscaled: 15000 for a weight the Weight Scale Service gives
    /// in units of 0.005 kg (WSS §3.2.1, GSS "Weight Measurement": 15000 × 0.005 = 75 kg), BMI 245 for
    /// 24.5 kg/m² (0.1 resolution) and height 1750 for 1.75 m (0.001 m). hrsniff applies the resolutions.
    @Test func weightScaleResolutions() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/weight-scale.btsnoop").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let fields = ["btatt.weight_measurement.weight.kg", "btatt.weight_measurement.bmi", "btatt.weight_measurement.height.m"]
        let theirs = try Self.tsharkValues(path, fields)
        let ours = try Self.decodedValues(path)
        var compared = 0
        for (frame, values) in theirs {
            guard let raw = values[fields[0]]?.first.flatMap(Self.number) else { continue }
            let decoded = try #require(ours[frame], "frame \(frame)")
            #expect(decoded.number("weight") == raw * 0.005, "frame \(frame)")
            if let bmi = values[fields[1]]?.first.flatMap(Self.number) {
                #expect(decoded.number("bmi").map { ($0 * 10).rounded() } == bmi, "frame \(frame)")
            }
            if let height = values[fields[2]]?.first.flatMap(Self.number) {
                #expect(decoded.number("height").map { ($0 * 1000).rounded() } == height, "frame \(frame)")
            }
            compared += 1
        }
        #expect(compared > 0)
    }
}

extension TsharkDecoderTests {
    /// Body Composition Measurement: tshark prints body fat 235 and impedance 5000 where the Body Composition
    /// Service gives units of 0.1 % and 0.1 Ω (BCS §3.2.1, GSS "Body Composition Measurement"): 23.5 % and 500 Ω.
    @Test func bodyCompositionResolutions() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/weight-scale.btsnoop").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let fields = ["btatt.body_composition_measurement.body_fat_percentage", "btatt.body_composition_measurement.impedance"]
        let theirs = try Self.tsharkValues(path, fields)
        let ours = try Self.decodedValues(path)
        var compared = 0
        for (frame, values) in theirs {
            guard let fat = values[fields[0]]?.first.flatMap(Self.number) else { continue }
            let decoded = try #require(ours[frame], "frame \(frame)")
            #expect(decoded.number("body_fat_percent") == fat / 10, "frame \(frame)")
            if let ohm = values[fields[1]]?.first.flatMap(Self.number) {
                #expect(decoded.number("impedance_ohm") == ohm / 10, "frame \(frame)")
            }
            compared += 1
        }
        #expect(compared > 0)
    }

    /// Glucose Measurement Context, Tester-Health: the Glucose Service puts Tester in the low nibble (bits 0-3)
    /// and Health in the high nibble (bits 4-7) of the one octet; tshark 4.0 reads them the other way round, so the
    /// octet 0x51 (tester 1 "Self", health 5 "No health issues") shows as tester 5, health 1.
    @Test func glucoseContextTesterAndHealth() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/glucose.btsnoop").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let fields = ["btatt.glucose_measurement_context.tester_and_health.tester",
                      "btatt.glucose_measurement_context.tester_and_health.health"]
        let theirs = try Self.tsharkValues(path, fields)
        let ours = try Self.decodedValues(path)
        var compared = 0
        for (frame, values) in theirs {
            guard let tester = values[fields[0]]?.first.flatMap(Self.number),
                  let health = values[fields[1]]?.first.flatMap(Self.number) else { continue }
            let decoded = try #require(ours[frame], "frame \(frame)")
            #expect(decoded.number("tester") == health, "frame \(frame)")
            #expect(decoded.number("health") == tester, "frame \(frame)")
            compared += 1
        }
        #expect(compared > 0)
    }
}

extension TsharkDecoderTests {
    /// Fitness Machine Feature: tshark 4.0 reads both UINT32 fields big-endian (the value 06 54 00 00 0c 20 00 00
    /// of the bundled capture is "Fitness Machine Features: 0x06540000", every named bit clear and the reserved
    /// bits set). The Fitness Machine Service transmits every characteristic least significant octet first (its
    /// "Byte Transmission Order"), and the GSS defines both fields as UINT32 in that order: 0x00005406,
    /// which is cadence, total distance, heart rate, elapsed time and power measurement, and target settings
    /// 0x0000200C (resistance, power, indoor bike simulation). hrsniff reads them so.
    @Test func fitnessMachineFeatureByteOrder() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/fitness-machine.btsnoop").path
        guard FileManager.default.fileExists(atPath: path) else { return }
        let fields = ["btatt.fitness_machine_features", "btatt.target_setting_features"]
        let theirs = try Self.tsharkValues(path, fields)
        var values: [Int: [UInt8]] = [:]
        var pipeline = Pipeline()
        pipeline.run(try CaptureFile.open(path)) { event in
            if case .att(let m) = event.payload, m.attribute?.uuid?.shortValue == 0x2ACC, let v = m.pdu?.value {
                values[event.frame] = v.array
            }
        }
        let ours = try Self.decodedValues(path)
        var compared = 0
        for (frame, shown) in theirs {
            guard let machine = shown[fields[0]]?.first.flatMap(Self.number),
                  let target = shown[fields[1]]?.first.flatMap(Self.number) else { continue }
            let value = try #require(values[frame], "frame \(frame)")
            let (m, t) = value.withBytes { ($0.u32le(at: 0) ?? 0, $0.u32le(at: 4) ?? 0) }
            #expect(UInt32(machine) == m.byteSwapped && m != m.byteSwapped, "frame \(frame): tshark \(machine), value \(m)")
            #expect(UInt32(target) == t.byteSwapped && t != t.byteSwapped, "frame \(frame): tshark \(target), value \(t)")
            guard case .object(let features)? = ours[frame]?.field("machine_features")?.value else {
                Issue.record("frame \(frame): no machine_features")
                continue
            }
            let set = features.filter { $0.value == .bool(true) }.map(\.name)
            #expect(set == ["cadence", "total_distance", "heart_rate_measurement", "elapsed_time", "power_measurement"])
            compared += 1
        }
        #expect(compared > 0)
    }
}
