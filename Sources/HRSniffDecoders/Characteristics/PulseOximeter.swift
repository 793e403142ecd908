import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Pulse Oximeter Service characteristics (Pulse Oximeter Service 1.0; GSS PLX Spot-Check Measurement, PLX
/// Continuous Measurement, PLX Features).
extension Decoders {
    /// The Measurement Status bits (16 bits; bits 0-4 reserved).
    static let plxMeasurementStatusBits: [NamedBit] = [
        .init(5, "measurement_ongoing", "measurement ongoing"),
        .init(6, "early_estimated_data", "early estimated data"),
        .init(7, "validated_data", "validated data"),
        .init(8, "fully_qualified_data", "fully qualified data"),
        .init(9, "data_from_measurement_storage", "data from measurement storage"),
        .init(10, "data_for_demonstration", "data for demonstration"),
        .init(11, "data_for_testing", "data for testing"),
        .init(12, "calibration_ongoing", "calibration ongoing"),
        .init(13, "measurement_unavailable", "measurement unavailable"),
        .init(14, "questionable_measurement_detected", "questionable measurement"),
        .init(15, "invalid_measurement_detected", "invalid measurement"),
    ]

    /// The Device and Sensor Status bits (24 bits; bits 16-23 reserved).
    static let plxDeviceAndSensorStatusBits: [NamedBit] = [
        .init(0, "extended_display_update_ongoing", "extended display update ongoing"),
        .init(1, "equipment_malfunction_detected", "equipment malfunction"),
        .init(2, "signal_processing_irregularity_detected", "signal processing irregularity"),
        .init(3, "inadequate_signal_detected", "inadequate signal"),
        .init(4, "poor_signal_detected", "poor signal"),
        .init(5, "low_perfusion_detected", "low perfusion"),
        .init(6, "erratic_signal_detected", "erratic signal"),
        .init(7, "nonpulsatile_signal_detected", "non-pulsatile signal"),
        .init(8, "questionable_pulse_detected", "questionable pulse"),
        .init(9, "signal_analysis_ongoing", "signal analysis ongoing"),
        .init(10, "sensor_interference_detected", "sensor interference"),
        .init(11, "sensor_unconnected_to_user", "sensor unconnected to user"),
        .init(12, "unknown_sensor_connected", "unknown sensor connected"),
        .init(13, "sensor_displaced", "sensor displaced"),
        .init(14, "sensor_malfunctioning", "sensor malfunctioning"),
        .init(15, "sensor_disconnected", "sensor disconnected"),
    ]

    /// The status bits with their JSON text, for field sinks (`DecodedFieldSink.bits`).
    static let plxMeasurementStatusNames = NamedBits(plxMeasurementStatusBits)
    static let plxDeviceAndSensorStatusNames = NamedBits(plxDeviceAndSensorStatusBits)

    /// Reads a Measurement Status (16 bits) or Device and Sensor Status (24 bits, `device`) field, or, with
    /// `support`, the PLX Features field listing the conditions the sensor supports: the object of booleans as
    /// `key`, the field's bits in `conditions` (for the summary, which names the set conditions after the index:
    /// `addConditions`), and a problem for reserved bits. `what` names the field in problems. Returns false when
    /// the value ends first (the problem is then added).
    private static func plxStatus<S: DecodedFieldSink & ~Copyable>(
        device: Bool, support: Bool = false, key: StaticString, what: String, cursor: inout FieldReader,
        value: Bytes, into sink: inout S, conditions: inout UInt32
    ) -> Bool {
        guard let raw = device ? cursor.u24() : cursor.u16().map(UInt32.init) else {
            sink.problem(DecoderFormat.missing("a " + what + (support ? " field" : ""), value))
            return false
        }
        sink.bits(key, raw, device ? plxDeviceAndSensorStatusNames : plxMeasurementStatusNames)
        conditions = raw
        if let p = DecoderFormat.reservedBits(what, raw, mask: device ? 0xFF_0000 : 0x001F, digits: device ? 6 : 4) {
            sink.problem(p)
        }
        return true
    }

    /// Reads the flags' reserved bits and the SpO2 and pulse rate that start both PLX measurements (SpO2PR-Spot-Check,
    /// SpO2PR-Normal). Returns false when the value ends first (the problem is then added).
    private static func plxSpO2PR<S: DecodedFieldSink & ~Copyable>(
        _ flags: UInt8, cursor: inout FieldReader, value: Bytes, into sink: inout S, summary: inout SummaryBuilder
    ) -> Bool {
        if let p = DecoderFormat.reservedBits("flag", flags, mask: 0xE0, digits: 2) { sink.problem(p) }
        guard let spo2 = cursor.sfloat() else {
            sink.problem(DecoderFormat.missingMandatory("SpO2", value))
            return false
        }
        sink.medical("spo2_percent", spo2, unit: "%")
        summary.add { part in
            part.literal("SpO2 ")
            part.medical(spo2, unit: "%")
        }
        guard let rate = cursor.sfloat() else {
            sink.problem(DecoderFormat.missingMandatory("pulse rate", value))
            return false
        }
        sink.medical("pulse_rate_bpm", rate, unit: "bpm")
        summary.add { part in
            part.literal("pulse ")
            part.medical(rate, unit: "bpm")
        }
        return true
    }

    /// The Measurement Status and Device and Sensor Status bits of a PLX measurement (0 when absent), read before
    /// the index but named after it in the summary.
    struct PLXConditions {
        var measurement: UInt32 = 0
        var device: UInt32 = 0
    }

    /// Adds the conditions set in `conditions` to `summary`: the measurement status's, then the device and sensor
    /// status's.
    private static func addConditions(_ conditions: PLXConditions, to summary: inout SummaryBuilder) {
        summary.add(setBitsOf: conditions.measurement, plxMeasurementStatusBits)
        summary.add(setBitsOf: conditions.device, plxDeviceAndSensorStatusBits)
    }

    /// Reads the Measurement Status, Device and Sensor Status and Pulse Amplitude Index fields that end both PLX
    /// measurements (announced by the flag bits given). The index goes to `numbers`, the status bits to
    /// `conditions`. Returns false when the value ends first (the problem is added).
    private static func plxTail<S: DecodedFieldSink & ~Copyable>(
        _ flags: UInt8, measurementBit: UInt8, deviceBit: UInt8, indexBit: UInt8, cursor: inout FieldReader,
        value: Bytes, into sink: inout S, numbers: inout SummaryBuilder, conditions: inout PLXConditions
    ) -> Bool {
        if flags & measurementBit != 0,
           !plxStatus(device: false, key: "measurement_status", what: "measurement status", cursor: &cursor,
                      value: value, into: &sink, conditions: &conditions.measurement) {
            return false
        }
        if flags & deviceBit != 0,
           !plxStatus(device: true, key: "device_and_sensor_status", what: "device and sensor status",
                      cursor: &cursor, value: value, into: &sink, conditions: &conditions.device) {
            return false
        }
        if flags & indexBit != 0 {
            guard let index = cursor.sfloat() else {
                sink.problem(DecoderFormat.missing("a pulse amplitude index", value))
                return false
            }
            sink.medical("pulse_amplitude_index_percent", index, unit: "%")
            numbers.add { part in
                part.literal("PAI ")
                part.medical(index, unit: "%")
            }
        }
        return true
    }

    /// 0x2A5E PLX Spot-Check Measurement.
    ///
    /// Layout: Flags (UINT8) | SpO2PR-Spot-Check: SpO2 (medfloat16 %), PR (medfloat16 bpm) | Timestamp (Date Time,
    /// 7 bytes, bit 0) | Measurement Status (16 bits, bit 1) | Device and Sensor Status (24 bits, bit 2) | Pulse
    /// Amplitude Index (medfloat16 %, bit 3). Flags bit 4: device clock is not set; bits 5-7 reserved.
    ///
    /// Measurement Status: bit 5 measurement ongoing, 6 early estimated data, 7 validated data, 8 fully qualified
    /// data, 9 data from measurement storage, 10 data for demonstration, 11 data for testing, 12 calibration
    /// ongoing, 13 measurement unavailable, 14 questionable measurement detected, 15 invalid measurement detected;
    /// bits 0-4 reserved. Device and Sensor Status: bit 0 extended display update ongoing, 1 equipment malfunction
    /// detected, 2 signal processing irregularity detected, 3 inadequate signal detected, 4 poor signal detected,
    /// 5 low perfusion detected, 6 erratic signal detected, 7 nonpulsatile signal detected, 8 questionable pulse
    /// detected, 9 signal analysis ongoing, 10 sensor interference detected, 11 sensor unconnected to user,
    /// 12 unknown sensor connected, 13 sensor displaced, 14 sensor malfunctioning, 15 sensor disconnected;
    /// bits 16-23 reserved.
    ///
    /// Fields, in layout order: `device_clock_not_set`, `spo2_percent`, `pulse_rate_bpm`, `timestamp` and
    /// `timestamp_text`, `measurement_status` {measurement_ongoing, …, invalid_measurement_detected},
    /// `device_and_sensor_status` {extended_display_update_ongoing, …, sensor_disconnected},
    /// `pulse_amplitude_index_percent`. Numbers are doubles or `.special("nan")` etc.
    /// Summary: "SpO2 97 %, pulse 72 bpm, PAI 5.5 %, 2026-03-14 09:26:53, low perfusion".
    ///
    /// tshark (4.0) decodes the same fields (`btatt.plxs.spot_check_measurement.*`, SFLOATs correct) but labels
    /// the Measurement Status field "Timestamp" (in all three PLX characteristics).
    static func plxSpotCheckMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var builder = DecodedValueBuilder(describes: describe, capacity: 8)
        guard let flags = value[checked: 0] else {
            builder.empty("PLX Spot-Check Measurement")
            return builder.value
        }
        var summary = SummaryBuilder(enabled: describe)
        var cursor = FieldReader(value, offset: 1)

        builder.bool("device_clock_not_set", flags & 0x10 != 0)
        guard plxSpO2PR(flags, cursor: &cursor, value: value, into: &builder, summary: &summary) else {
            return builder.finished(summary)
        }
        var stampFields: [DecodedField] = []
        var stampProblems: [String] = []
        let stamp = HealthFields.timeStamp(flags & 0x01 != 0, &cursor, value, what: "a timestamp", &stampFields,
                                           &stampProblems)
        builder.append(stampFields)
        for p in stampProblems { builder.problem(p) }
        guard stamp.complete else { return builder.finished(summary) }
        // The PAI (a number) goes in the summary before the time; the status conditions after it.
        var numbers = SummaryBuilder(enabled: describe, capacity: 0)
        var conditions = PLXConditions()
        let complete = plxTail(flags, measurementBit: 0x02, deviceBit: 0x04, indexBit: 0x08, cursor: &cursor,
                               value: value, into: &builder, numbers: &numbers, conditions: &conditions)
        summary.append(numbers)
        if let time = stamp.time { summary.add(time.text) }
        addConditions(conditions, to: &summary)
        if flags & 0x10 != 0 { summary.add("device clock not set") }
        if complete, let p = cursor.trailingProblem() { builder.problem(p) }
        return builder.finished(summary)
    }

    /// 0x2A5F PLX Continuous Measurement.
    ///
    /// Layout: Flags (UINT8) | SpO2PR-Normal: SpO2 (medfloat16 %), PR (medfloat16 bpm) | SpO2PR-Fast (SpO2, PR;
    /// bit 0) | SpO2PR-Slow (SpO2, PR; bit 1) | Measurement Status (16 bits, bit 2) | Device and Sensor Status
    /// (24 bits, bit 3) | Pulse Amplitude Index (medfloat16 %, bit 4). Flags bits 5-7 reserved. The status bits
    /// are those of the spot-check measurement.
    ///
    /// Fields, in layout order: `spo2_percent`, `pulse_rate_bpm`, `spo2_fast_percent`, `pulse_rate_fast_bpm`,
    /// `spo2_slow_percent`, `pulse_rate_slow_bpm`, `measurement_status`, `device_and_sensor_status`,
    /// `pulse_amplitude_index_percent`. Summary: "SpO2 97 %, pulse 72 bpm, fast 96 % 74 bpm, slow 97 % 71 bpm,
    /// PAI 5.5 %, low perfusion".
    static func plxContinuousMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var builder = DecodedValueBuilder(describes: describe, capacity: 9)
        plxContinuousMeasurement(value, into: &builder)
        return builder.value
    }

    /// 0x2A5F PLX Continuous Measurement into a field sink (see `plxContinuousMeasurement(_:describe:)` for the
    /// fields).
    public static func plxContinuousMeasurement<S: DecodedFieldSink & ~Copyable>(_ value: Bytes, into sink: inout S) {
        guard let flags = value[checked: 0] else {
            sink.empty("PLX Continuous Measurement")
            return
        }
        var summary = SummaryBuilder(enabled: sink.describes, buffer: sink.takeSummaryBuffer())
        defer { sink.summary(utf8: summary.takeFinished()) }
        var cursor = FieldReader(value, offset: 1)
        guard plxSpO2PR(flags, cursor: &cursor, value: value, into: &sink, summary: &summary) else { return }
        if flags & 0x01 != 0,
           !plxSpO2PRPair(spo2Key: "spo2_fast_percent", rateKey: "pulse_rate_fast_bpm", name: "SpO2PR-Fast",
                          label: "fast ", cursor: &cursor, value: value, into: &sink, summary: &summary) {
            return
        }
        if flags & 0x02 != 0,
           !plxSpO2PRPair(spo2Key: "spo2_slow_percent", rateKey: "pulse_rate_slow_bpm", name: "SpO2PR-Slow",
                          label: "slow ", cursor: &cursor, value: value, into: &sink, summary: &summary) {
            return
        }
        // The index comes last in the value but before the conditions in the summary: the index goes straight into
        // the summary, the conditions after it from the status bits.
        var conditions = PLXConditions()
        let complete = plxTail(flags, measurementBit: 0x04, deviceBit: 0x08, indexBit: 0x10, cursor: &cursor,
                               value: value, into: &sink, numbers: &summary, conditions: &conditions)
        addConditions(conditions, to: &summary)
        if complete, let p = cursor.trailingProblem() { sink.problem(p) }
    }

    /// SpO2PR-Fast or SpO2PR-Slow of the PLX Continuous Measurement: the SpO2 and pulse rate as `spo2Key` and
    /// `rateKey`, and "fast 96 % 74 bpm" (`label` first) in the summary. Returns false when the value ends first
    /// (the problem, naming the field `name`, is then added).
    private static func plxSpO2PRPair<S: DecodedFieldSink & ~Copyable>(
        spo2Key: StaticString, rateKey: StaticString, name: String, label: StaticString, cursor: inout FieldReader,
        value: Bytes, into sink: inout S, summary: inout SummaryBuilder
    ) -> Bool {
        guard let spo2 = cursor.sfloat(), let rate = cursor.sfloat() else {
            sink.problem(DecoderFormat.missing(name, value))
            return false
        }
        sink.medical(spo2Key, spo2, unit: "%")
        sink.medical(rateKey, rate, unit: "bpm")
        summary.add { part in
            part.literal(label)
            part.medical(spo2, unit: "%")
            part.literal(" ")
            part.medical(rate, unit: "bpm")
        }
        return true
    }

    /// 0x2A60 PLX Features.
    ///
    /// Layout: Supported Features (16 bits) | Measurement Status Support (16 bits, bit 0) | Device and Sensor
    /// Status Support (24 bits, bit 1). Supported Features: bit 0 measurement status support is present, 1 device
    /// and sensor status support is present, 2 measurement storage for spot-check measurements, 3 timestamp for
    /// spot-check measurements, 4 SpO2PR-Fast, 5 SpO2PR-Slow, 6 pulse amplitude index, 7 multiple bonds
    /// supported; bits 8-15 reserved. The support fields have the bits of the Measurement Status and Device and
    /// Sensor Status fields, set for each condition the sensor can report.
    ///
    /// Fields: `measurement_status_supported`, `device_and_sensor_status_supported`,
    /// `spot_check_measurement_storage_supported`, `spot_check_timestamp_supported`, `spo2pr_fast_supported`,
    /// `spo2pr_slow_supported`, `pulse_amplitude_index_supported`, `multiple_bonds_supported`, then the objects
    /// `measurement_status_support` and `device_and_sensor_status_support` (booleans named like the status bits).
    static func plxFeatures(_ value: Bytes) -> DecodedValue {
        guard let features = value.u16le(at: 0) else {
            if value.isEmpty { return emptyValue("PLX Features") }
            return DecodedValue(fields: [], summary: "malformed", problems: [
                "the supported features field is 2 bytes but the value ends after " + DecoderFormat.bytes(value.count),
            ])
        }
        var builder = DecodedValueBuilder(describes: true, capacity: 10)
        builder.append(NamedBit.fields(UInt32(features), plxFeatureBits))
        var summary = SummaryBuilder()
        summary.add(setBitsOf: UInt32(features), plxFeatureBits)
        if let p = DecoderFormat.reservedBits("feature", features, mask: 0xFF00, digits: 4) { builder.problem(p) }
        var cursor = FieldReader(value, offset: 2)
        // The conditions each support field lists are not repeated in the summary.
        var ignored: UInt32 = 0
        if features & 0x0001 != 0,
           !plxStatus(device: false, support: true, key: "measurement_status_support",
                      what: "measurement status support", cursor: &cursor, value: value, into: &builder,
                      conditions: &ignored) {
            return builder.finished(summary)
        }
        if features & 0x0002 != 0,
           !plxStatus(device: true, support: true, key: "device_and_sensor_status_support",
                      what: "device and sensor status support", cursor: &cursor, value: value, into: &builder,
                      conditions: &ignored) {
            return builder.finished(summary)
        }
        if let p = cursor.trailingProblem() { builder.problem(p) }
        builder.summary(summary.text.isEmpty ? "no optional features" : summary.text)
        return builder.value
    }

    /// The Supported Features bits of 0x2A60 PLX Features.
    private static let plxFeatureBits: [NamedBit] = [
        .init(0, "measurement_status_supported", "measurement status"),
        .init(1, "device_and_sensor_status_supported", "device and sensor status"),
        .init(2, "spot_check_measurement_storage_supported", "spot-check measurement storage"),
        .init(3, "spot_check_timestamp_supported", "spot-check timestamp"),
        .init(4, "spo2pr_fast_supported", "SpO2PR-Fast"),
        .init(5, "spo2pr_slow_supported", "SpO2PR-Slow"),
        .init(6, "pulse_amplitude_index_supported", "pulse amplitude index"),
        .init(7, "multiple_bonds_supported", "multiple bonds"),
    ]
}
