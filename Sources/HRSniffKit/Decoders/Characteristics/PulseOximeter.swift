/// Pulse Oximeter Service characteristics (Pulse Oximeter Service 1.0; GSS PLX Spot-Check Measurement, PLX
/// Continuous Measurement, PLX Features).
extension Decoders {
    /// The Measurement Status bits (16 bits; bits 0-4 reserved).
    static let plxMeasurementStatusBits: [(bit: UInt32, key: StaticString, text: String)] = [
        (5, "measurement_ongoing", "measurement ongoing"),
        (6, "early_estimated_data", "early estimated data"),
        (7, "validated_data", "validated data"),
        (8, "fully_qualified_data", "fully qualified data"),
        (9, "data_from_measurement_storage", "data from measurement storage"),
        (10, "data_for_demonstration", "data for demonstration"),
        (11, "data_for_testing", "data for testing"),
        (12, "calibration_ongoing", "calibration ongoing"),
        (13, "measurement_unavailable", "measurement unavailable"),
        (14, "questionable_measurement_detected", "questionable measurement"),
        (15, "invalid_measurement_detected", "invalid measurement"),
    ]

    /// The Device and Sensor Status bits (24 bits; bits 16-23 reserved).
    static let plxDeviceAndSensorStatusBits: [(bit: UInt32, key: StaticString, text: String)] = [
        (0, "extended_display_update_ongoing", "extended display update ongoing"),
        (1, "equipment_malfunction_detected", "equipment malfunction"),
        (2, "signal_processing_irregularity_detected", "signal processing irregularity"),
        (3, "inadequate_signal_detected", "inadequate signal"),
        (4, "poor_signal_detected", "poor signal"),
        (5, "low_perfusion_detected", "low perfusion"),
        (6, "erratic_signal_detected", "erratic signal"),
        (7, "nonpulsatile_signal_detected", "non-pulsatile signal"),
        (8, "questionable_pulse_detected", "questionable pulse"),
        (9, "signal_analysis_ongoing", "signal analysis ongoing"),
        (10, "sensor_interference_detected", "sensor interference"),
        (11, "sensor_unconnected_to_user", "sensor unconnected to user"),
        (12, "unknown_sensor_connected", "unknown sensor connected"),
        (13, "sensor_displaced", "sensor displaced"),
        (14, "sensor_malfunctioning", "sensor malfunctioning"),
        (15, "sensor_disconnected", "sensor disconnected"),
    ]

    /// The object of booleans for a status or status-support bit field; adds the set conditions to `summary`.
    private static func plxStatus(_ raw: UInt32, _ bits: [(bit: UInt32, key: StaticString, text: String)],
                                  summary: inout SummaryBuilder) -> DecodedScalar {
        var fields = [DecodedField]()
        fields.reserveCapacity(bits.count)
        for b in bits {
            let set = raw >> b.bit & 1 != 0
            fields.append(DecodedField(b.key, .bool(set)))
            if set { summary.add(b.text) }
        }
        return .object(fields)
    }

    /// Reads the Measurement Status, Device and Sensor Status and Pulse Amplitude Index fields that end both PLX
    /// measurements (announced by the flag bits given). The index goes to `numbers`, the status conditions that
    /// are set to `conditions`. Returns false when the value ends first (the problem is then added).
    private static func plxTail(_ flags: UInt8, measurementBit: UInt8, deviceBit: UInt8, indexBit: UInt8,
                                cursor: inout HealthCursor, value: Bytes, fields: inout [DecodedField],
                                problems: inout [String], numbers: inout SummaryBuilder,
                                conditions: inout SummaryBuilder) -> Bool {
        if flags & measurementBit != 0 {
            guard let status = cursor.u16() else {
                problems.append(HealthFields.missing("a measurement status", value))
                return false
            }
            fields.append(DecodedField("measurement_status",
                                       plxStatus(UInt32(status), plxMeasurementStatusBits, summary: &conditions)))
            if let p = HealthFields.reservedBits("measurement status", UInt32(status), mask: 0x001F, digits: 4) {
                problems.append(p)
            }
        }
        if flags & deviceBit != 0 {
            guard let status = cursor.u24() else {
                problems.append(HealthFields.missing("a device and sensor status", value))
                return false
            }
            fields.append(DecodedField("device_and_sensor_status",
                                       plxStatus(status, plxDeviceAndSensorStatusBits, summary: &conditions)))
            if let p = HealthFields.reservedBits("device and sensor status", status, mask: 0xFF_0000, digits: 6) {
                problems.append(p)
            }
        }
        if flags & indexBit != 0 {
            guard let index = cursor.sfloat() else {
                problems.append(HealthFields.missing("a pulse amplitude index", value))
                return false
            }
            fields.append(DecodedField("pulse_amplitude_index_percent", index.scalar, unit: "%"))
            numbers.add("PAI \(index.text) %")
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
        guard let flags = value[checked: 0] else { return emptyValue("PLX Spot-Check Measurement") }
        var fields = [DecodedField]()
        fields.reserveCapacity(8)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        var cursor = HealthCursor(value, offset: 1)

        fields.append(DecodedField("device_clock_not_set", .bool(flags & 0x10 != 0)))
        if let p = HealthFields.reservedBits("flag", UInt32(flags), mask: 0xE0, digits: 2) { problems.append(p) }

        guard let spo2 = cursor.sfloat() else {
            problems.append(HealthFields.missingMandatory("SpO2", value))
            return HealthFields.finish(fields, summary, problems)
        }
        fields.append(DecodedField("spo2_percent", spo2.scalar, unit: "%"))
        summary.add("SpO2 \(spo2.text) %")
        guard let rate = cursor.sfloat() else {
            problems.append(HealthFields.missingMandatory("pulse rate", value))
            return HealthFields.finish(fields, summary, problems)
        }
        fields.append(DecodedField("pulse_rate_bpm", rate.scalar, unit: "bpm"))
        summary.add("pulse \(rate.text) bpm")

        var time: HealthFields.DateTime?
        if flags & 0x01 != 0 {
            guard let t = cursor.dateTime() else {
                problems.append(HealthFields.missing("a timestamp", value))
                return HealthFields.finish(fields, summary, problems)
            }
            HealthFields.append(t, to: &fields, problems: &problems)
            time = t
        }
        // The PAI (a number) goes in the summary before the time; the status conditions after it.
        var numbers = SummaryBuilder(enabled: describe)
        var conditions = SummaryBuilder(enabled: describe)
        let complete = plxTail(flags, measurementBit: 0x02, deviceBit: 0x04, indexBit: 0x08, cursor: &cursor,
                               value: value, fields: &fields, problems: &problems, numbers: &numbers,
                               conditions: &conditions)
        summary.append(numbers)
        if let time { summary.add(time.text) }
        summary.append(conditions)
        if flags & 0x10 != 0 { summary.add("device clock not set") }
        if complete, let p = HealthFields.trailing(cursor) { problems.append(p) }
        return HealthFields.finish(fields, summary, problems)
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
        guard let flags = value[checked: 0] else { return emptyValue("PLX Continuous Measurement") }
        var fields = [DecodedField]()
        fields.reserveCapacity(9)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        var cursor = HealthCursor(value, offset: 1)
        if let p = HealthFields.reservedBits("flag", UInt32(flags), mask: 0xE0, digits: 2) { problems.append(p) }

        guard let spo2 = cursor.sfloat() else {
            problems.append(HealthFields.missingMandatory("SpO2", value))
            return HealthFields.finish(fields, summary, problems)
        }
        fields.append(DecodedField("spo2_percent", spo2.scalar, unit: "%"))
        summary.add("SpO2 \(spo2.text) %")
        guard let rate = cursor.sfloat() else {
            problems.append(HealthFields.missingMandatory("pulse rate", value))
            return HealthFields.finish(fields, summary, problems)
        }
        fields.append(DecodedField("pulse_rate_bpm", rate.scalar, unit: "bpm"))
        summary.add("pulse \(rate.text) bpm")

        if flags & 0x01 != 0 {
            guard let fastSpO2 = cursor.sfloat(), let fastRate = cursor.sfloat() else {
                problems.append(HealthFields.missing("SpO2PR-Fast", value))
                return HealthFields.finish(fields, summary, problems)
            }
            fields.append(DecodedField("spo2_fast_percent", fastSpO2.scalar, unit: "%"))
            fields.append(DecodedField("pulse_rate_fast_bpm", fastRate.scalar, unit: "bpm"))
            summary.add("fast \(fastSpO2.text) % \(fastRate.text) bpm")
        }
        if flags & 0x02 != 0 {
            guard let slowSpO2 = cursor.sfloat(), let slowRate = cursor.sfloat() else {
                problems.append(HealthFields.missing("SpO2PR-Slow", value))
                return HealthFields.finish(fields, summary, problems)
            }
            fields.append(DecodedField("spo2_slow_percent", slowSpO2.scalar, unit: "%"))
            fields.append(DecodedField("pulse_rate_slow_bpm", slowRate.scalar, unit: "bpm"))
            summary.add("slow \(slowSpO2.text) % \(slowRate.text) bpm")
        }
        var numbers = SummaryBuilder(enabled: describe)
        var conditions = SummaryBuilder(enabled: describe)
        let complete = plxTail(flags, measurementBit: 0x04, deviceBit: 0x08, indexBit: 0x10, cursor: &cursor,
                               value: value, fields: &fields, problems: &problems, numbers: &numbers,
                               conditions: &conditions)
        summary.append(numbers)
        summary.append(conditions)
        if complete, let p = HealthFields.trailing(cursor) { problems.append(p) }
        return HealthFields.finish(fields, summary, problems)
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
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder()
        for (bit, key, text) in plxFeatureBits {
            let set = UInt32(features) >> bit & 1 != 0
            fields.append(DecodedField(key, .bool(set)))
            if set { summary.add(text) }
        }
        if let p = HealthFields.reservedBits("feature", UInt32(features), mask: 0xFF00, digits: 4) {
            problems.append(p)
        }
        var cursor = HealthCursor(value, offset: 2)
        // The conditions each support field lists are not repeated in the summary.
        var ignored = SummaryBuilder(enabled: false)
        if features & 0x0001 != 0 {
            guard let support = cursor.u16() else {
                problems.append(HealthFields.missing("a measurement status support field", value))
                return HealthFields.finish(fields, summary, problems)
            }
            fields.append(DecodedField("measurement_status_support",
                                       plxStatus(UInt32(support), plxMeasurementStatusBits, summary: &ignored)))
            if let p = HealthFields.reservedBits("measurement status support", UInt32(support), mask: 0x001F,
                                                digits: 4) {
                problems.append(p)
            }
        }
        if features & 0x0002 != 0 {
            guard let support = cursor.u24() else {
                problems.append(HealthFields.missing("a device and sensor status support field", value))
                return HealthFields.finish(fields, summary, problems)
            }
            fields.append(DecodedField("device_and_sensor_status_support",
                                       plxStatus(support, plxDeviceAndSensorStatusBits, summary: &ignored)))
            if let p = HealthFields.reservedBits("device and sensor status support", support, mask: 0xFF_0000,
                                                digits: 6) {
                problems.append(p)
            }
        }
        if let p = HealthFields.trailing(cursor) { problems.append(p) }
        return DecodedValue(fields: fields, summary: summary.text.isEmpty ? "no optional features" : summary.text,
                            problems: problems)
    }

    /// The Supported Features bits of 0x2A60 PLX Features.
    private static let plxFeatureBits: [(bit: UInt32, key: StaticString, text: String)] = [
        (0, "measurement_status_supported", "measurement status"),
        (1, "device_and_sensor_status_supported", "device and sensor status"),
        (2, "spot_check_measurement_storage_supported", "spot-check measurement storage"),
        (3, "spot_check_timestamp_supported", "spot-check timestamp"),
        (4, "spo2pr_fast_supported", "SpO2PR-Fast"),
        (5, "spo2pr_slow_supported", "SpO2PR-Slow"),
        (6, "pulse_amplitude_index_supported", "pulse amplitude index"),
        (7, "multiple_bonds_supported", "multiple bonds"),
    ]
}
