import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Running Speed and Cadence Service characteristics (RSCS 1.0 and the GSS). The SC Control Point and the Sensor
/// Location are shared with the Cycling Speed and Cadence Service.
extension Decoders {
    /// 0x2A53 RSC Measurement.
    ///
    /// Layout: Flags (UINT8) | Instantaneous Speed (UINT16, 1/256 m/s) | Instantaneous Cadence (UINT8, steps per
    /// minute) | Instantaneous Stride Length (UINT16, 1/100 m, bit 0) | Total Distance (UINT32, 1/10 m, bit 1).
    /// Flags bit 2: Walking (0) or Running (1) Status; bits 3-7 reserved for future use.
    ///
    /// Fields, in layout order: `running` (bit 2, always), `speed_m_s`, `speed_km_h`, `cadence_spm`,
    /// `stride_length_m` (bit 0), `total_distance_m` (bit 1). All values are exact: 1/256 m/s is a binary
    /// fraction, km/h is raw × 9 / 640 (= × 3.6 / 256) rounded once.
    ///
    /// Summary: "12.3 km/h, 170 spm, running, stride 1.25 m, total 1234.5 m".
    ///
    /// tshark (4.0) shows speed, stride length and total distance in raw units only
    /// (`btatt.rsc_measurement.instantaneous_speed` etc.) and bit 2 as "Type of Movement".
    static func rscMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        guard let flags = value[checked: 0] else {
            return DecodedValue(fields: [], summary: "empty", problems: [
                "the value is empty; an RSC Measurement has at least a flags byte, a speed and a cadence",
            ])
        }
        var cursor = SportsCursor(value, offset: 1)
        var fields = [DecodedField]()
        fields.reserveCapacity(6)
        var summary = SummaryBuilder(enabled: describe)
        if let problem = SportsFormat.reservedFlags(UInt32(flags), mask: 0xF8, digits: 2) {
            cursor.problems.append(problem)
        }
        let running = flags & 0x04 != 0
        fields.append(DecodedField("running", .bool(running)))

        if let speed = cursor.u16("instantaneous speed", mandatory: true) {
            fields.append(DecodedField("speed_m_s", .double(Double(speed) / 256), unit: "m/s"))
            fields.append(DecodedField("speed_km_h", .double(Double(Int(speed) * 9) / 640), unit: "km/h"))
            // km/h in tenths: raw × 36 / 256, rounded half up.
            summary.add(DecoderFormat.fixed((Int(speed) * 36 + 128) / 256, decimals: 1) + " km/h")
        }
        if let cadence = cursor.u8("instantaneous cadence", mandatory: true) {
            fields.append(DecodedField("cadence_spm", .int(Int64(cadence)), unit: "steps/min"))
            summary.add("\(cadence) spm")
        }
        if !cursor.truncated { summary.add(running ? "running" : "walking") }
        if flags & 0x01 != 0, let stride = cursor.u16("instantaneous stride length") {
            fields.append(DecodedField("stride_length_m", .double(Double(stride) / 100), unit: "m"))
            summary.add("stride " + DecoderFormat.fixed(Int(stride), decimals: 2) + " m")
        }
        if flags & 0x02 != 0, let distance = cursor.u32("total distance") {
            fields.append(DecodedField("total_distance_m", .double(Double(distance) / 10), unit: "m"))
            summary.add("total " + DecoderFormat.fixed(Int(distance), decimals: 1) + " m")
        }
        cursor.checkTrailing()
        return finish(fields, summary, cursor.problems)
    }

    /// 0x2A54 RSC Feature: UINT16. Bit 0 Instantaneous Stride Length Measurement Supported, bit 1 Total Distance
    /// Measurement Supported, bit 2 Walking or Running Status Supported, bit 3 Calibration Procedure Supported,
    /// bit 4 Multiple Sensor Locations Supported; bits 5-15 reserved.
    static func rscFeature(_ value: Bytes) -> DecodedValue {
        sportsFeature(value, "RSC Feature", width: 2, reserved: 0xFFE0, bits: [
            .init(0, "instantaneous_stride_length", "stride length"),
            .init(1, "total_distance", "total distance"),
            .init(2, "walking_or_running_status", "walking or running status"),
            .init(3, "calibration_procedure", "calibration procedure"),
            .init(4, "multiple_sensor_locations", "multiple sensor locations"),
        ])
    }
}
