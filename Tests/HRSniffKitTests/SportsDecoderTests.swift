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

// Decoders of the Cycling Speed and Cadence, Running Speed and Cadence, Cycling Power and Fitness Machine
// characteristics, and `CumulativeRates`.
//
// Comparison with tshark 4.0.17 (the vectors below written into a btsnoop capture after a characteristic discovery,
// `tshark -V`). Same numbers, in raw units, for 0x2A5B, 0x2A53, 0x2A63, 0x2A5C, 0x2A54, 0x2A5D, 0x2A55, 0x2A65,
// 0x2A66, 0x2AD3, 0x2AD4-0x2AD8 and the Fitness Machine Status. Differences:
//   - 0x2A63 Extreme Angles: tshark reads the 3 bytes big-endian ("aa a0 00" → 0xAAA000) and titles the high 12 bits
//     "Minimum", the low 12 "Maximum": for `aa a0 00` it shows Minimum 2730, Maximum 0. CPS packs a UINT24 (least
//     significant octet first) with the maximum in the low 12 bits: maximum 170, minimum 10.
//   - 0x2ACC Fitness Machine Feature: tshark reads both UINT32 big-endian ("86 56 00 00" → 0x86560000, all named
//     bits false, "Reserved: 0x432b"); hrsniff reads 0x00005686 (cadence, total distance, resistance, …).
//   - Indoor Bike Simulation Parameters (0x2AD9 / 0x2ADA 0x12): tshark shows the coefficient of rolling resistance
//     at 0.01 (raw 33 → 0.33); FTMS gives 0.0001 (0.0033).
//   - tshark does not decode the six machine data characteristics (0x2ACD-0x2AD2) nor Fitness Machine Control Point
//     writes and responses ("Undecoded"), and leaves out the location list of a successful Request Supported Sensor
//     Locations response (0x2A55, 0x2A66).
//   - tshark titles the Training Status flags "Target Setting Features".

/// Decodes `raw` as the value of `uuid`.
private func decode(_ uuid: UInt16, _ raw: [UInt8], describe: Bool = true) -> DecodedValue? {
    raw.withBytes { Decoders.decode(BluetoothUUID(uuid16: uuid), $0, describe: describe) }
}

private func keys(_ value: DecodedValue?) -> [String] { value?.fields.map(\.name) ?? [] }

private func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }

/// A deterministic generator for the property tests (SplitMix64).
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Sports decoders")
struct SportsDecoderTests {
    // MARK: - Spec-derived vectors

    static let cscVectors: [DecoderVector] = [
        // Wheel 1234 revolutions at 12800/1024 = 12.5 s, crank 456 at 12186/1024 = 11.900390625 s.
        DecoderVector(uuid: 0x2A5B, hex: "03 d2 04 00 00 00 32 c8 01 9a 2f",
                      fields: "cumulative_wheel_revolutions=1234 last_wheel_event_time=12800 "
                          + "last_wheel_event_time_s=12.5 cumulative_crank_revolutions=456 last_crank_event_time=12186 "
                          + "last_crank_event_time_s=11.900390625",
                      summary: "wheel 1234 rev @ 12.5 s, crank 456 rev @ 11.9 s"),
        DecoderVector(uuid: 0x2A5B, hex: "01 ff ff ff ff ff ff",
                      fields: "cumulative_wheel_revolutions=4294967295 last_wheel_event_time=65535 "
                          + "last_wheel_event_time_s=63.9990234375",
                      summary: "wheel 4294967295 rev @ 64.0 s"),
        DecoderVector(uuid: 0x2A5B, hex: "02 c8 01 00 04",
                      fields: "cumulative_crank_revolutions=456 last_crank_event_time=1024 last_crank_event_time_s=1.0",
                      summary: "crank 456 rev @ 1.0 s"),
        DecoderVector(uuid: 0x2A5B, hex: "00", fields: "", summary: "no revolution data"),
        // Truncated: the wheel pair is complete, the crank pair is not and is left out whole.
        DecoderVector(uuid: 0x2A5B, hex: "03 d2 04 00 00 00 32 c8 01",
                      fields: "cumulative_wheel_revolutions=1234 last_wheel_event_time=12800 "
                          + "last_wheel_event_time_s=12.5",
                      summary: "wheel 1234 rev @ 12.5 s",
                      problems: ["flags announce crank revolution data but the value ends after 9 bytes"]),
        DecoderVector(uuid: 0x2A5B, hex: "01 d2 04", fields: "", summary: "malformed",
                      problems: ["flags announce wheel revolution data but the value ends after 3 bytes"]),
        DecoderVector(uuid: 0x2A5B, hex: "06 c8 01 00 04",
                      fields: "cumulative_crank_revolutions=456 last_crank_event_time=1024 last_crank_event_time_s=1.0",
                      summary: "crank 456 rev @ 1.0 s", problems: ["reserved flag bits are set (flags 0x06)"]),
        DecoderVector(uuid: 0x2A5B, hex: "00 ff", fields: "", summary: "no revolution data",
                      problems: ["1 byte after the last field the flags announce"]),
        DecoderVector(uuid: 0x2A5B, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // 0x2A5C CSC Feature, 0x2A5D Sensor Location.
        DecoderVector(uuid: 0x2A5C, hex: "03 00",
                      fields: "wheel_revolution_data=true crank_revolution_data=true multiple_sensor_locations=false",
                      summary: "wheel revolution data, crank revolution data"),
        DecoderVector(uuid: 0x2A5C, hex: "08 00",
                      fields: "wheel_revolution_data=false crank_revolution_data=false multiple_sensor_locations=false",
                      summary: "none", problems: ["reserved feature bits are set (0x0008)"]),
        DecoderVector(uuid: 0x2A5C, hex: "07", fields: "", summary: "malformed",
                      problems: ["a CSC Feature is 2 bytes but the value ends after 1 byte"]),
        DecoderVector(uuid: 0x2A5D, hex: "05", fields: #"location=5 location_name="Left Crank""#,
                      summary: "Left Crank"),
        DecoderVector(uuid: 0x2A5D, hex: "10", fields: #"location=16 location_name="Chain Ring""#,
                      summary: "Chain Ring"),
        DecoderVector(uuid: 0x2A5D, hex: "11", fields: #"location=17 location_name="Reserved""#,
                      summary: "Reserved (17)", problems: ["sensor location 17 is reserved"]),
        DecoderVector(uuid: 0x2A5D, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
    ]

    static let rscVectors: [DecoderVector] = [
        // 896/256 = 3.5 m/s = 12.6 km/h, 170 steps/min, stride 125 cm, 12345 dm.
        DecoderVector(uuid: 0x2A53, hex: "07 80 03 aa 7d 00 39 30 00 00",
                      fields: "running=true speed_m_s=3.5 speed_km_h=12.6 cadence_spm=170 stride_length_m=1.25 "
                          + "total_distance_m=1234.5",
                      summary: "12.6 km/h, 170 spm, running, stride 1.25 m, total 1234.5 m"),
        DecoderVector(uuid: 0x2A53, hex: "00 00 01 60",
                      fields: "running=false speed_m_s=1.0 speed_km_h=3.6 cadence_spm=96",
                      summary: "3.6 km/h, 96 spm, walking"),
        DecoderVector(uuid: 0x2A53, hex: "02 00 01 60 e8 03 00 00",
                      fields: "running=false speed_m_s=1.0 speed_km_h=3.6 cadence_spm=96 total_distance_m=100.0",
                      summary: "3.6 km/h, 96 spm, walking, total 100.0 m"),
        // Mandatory fields missing.
        DecoderVector(uuid: 0x2A53, hex: "04 00", fields: "running=true", summary: "malformed",
                      problems: ["the value ends after 2 bytes, before the instantaneous speed"]),
        DecoderVector(uuid: 0x2A53, hex: "04 00 01", fields: "running=true speed_m_s=1.0 speed_km_h=3.6",
                      summary: "3.6 km/h",
                      problems: ["the value ends after 3 bytes, before the instantaneous cadence"]),
        DecoderVector(uuid: 0x2A53, hex: "03 00 01 60 7d 00 39 30",
                      fields: "running=false speed_m_s=1.0 speed_km_h=3.6 cadence_spm=96 stride_length_m=1.25",
                      summary: "3.6 km/h, 96 spm, walking, stride 1.25 m",
                      problems: ["flags announce total distance but the value ends after 8 bytes"]),
        DecoderVector(uuid: 0x2A53, hex: "08 00 01 60",
                      fields: "running=false speed_m_s=1.0 speed_km_h=3.6 cadence_spm=96",
                      summary: "3.6 km/h, 96 spm, walking", problems: ["reserved flag bits are set (flags 0x08)"]),
        DecoderVector(uuid: 0x2A53, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // 0x2A54 RSC Feature.
        DecoderVector(uuid: 0x2A54, hex: "05 00",
                      fields: "instantaneous_stride_length=true total_distance=false walking_or_running_status=true "
                          + "calibration_procedure=false multiple_sensor_locations=false",
                      summary: "stride length, walking or running status"),
    ]

    static let cyclingPowerVectors: [DecoderVector] = [
        DecoderVector(uuid: 0x2A63, hex: "01 00 b4 00 64",
                      fields: #"offset_compensation_indicator=false power_w=180 pedal_power_balance_percent=50.0 "#
                          + #"pedal_power_balance_reference="unknown""#,
                      summary: "180 W, balance 50 %"),
        // Every field: balance 105/2 % left, torque 400/32 Nm crank based, wheel 1000 rev at 4096/2048 s, crank 300
        // at 2048/1024 s, forces 500/-100 N, torques 800/32 and -64/32 Nm, angles 0x00A0AA (maximum 0x0AA = 170,
        // minimum 0x00A = 10), dead spots 12 and 190°, energy 42 kJ, offset compensation indicator set.
        DecoderVector(uuid: 0x2A63,
                      hex: "ff 1f fa 00 69 90 01 e8 03 00 00 00 10 2c 01 00 08 f4 01 9c ff 20 03 c0 ff aa a0 00 "
                          + "0c 00 be 00 2a 00",
                      fields: #"offset_compensation_indicator=true power_w=250 pedal_power_balance_percent=52.5 "#
                          + #"pedal_power_balance_reference="left" accumulated_torque_nm=12.5 "#
                          + #"accumulated_torque_source="crank" cumulative_wheel_revolutions=1000 "#
                          + "last_wheel_event_time=4096 last_wheel_event_time_s=2.0 cumulative_crank_revolutions=300 "
                          + "last_crank_event_time=2048 last_crank_event_time_s=2.0 maximum_force_n=500 "
                          + "minimum_force_n=-100 maximum_torque_nm=25.0 minimum_torque_nm=-2.0 maximum_angle_deg=170 "
                          + "minimum_angle_deg=10 top_dead_spot_angle_deg=12 bottom_dead_spot_angle_deg=190 "
                          + "accumulated_energy_kj=42",
                      summary: "250 W, balance 52.5 % left, torque 12.5 Nm, wheel 1000 rev @ 2.0 s, "
                          + "crank 300 rev @ 2.0 s, energy 42 kJ"),
        // Negative power, wheel event time in 1/2048 s: 3072/2048 = 1.5 s.
        DecoderVector(uuid: 0x2A63, hex: "10 00 f6 ff 0a 00 00 00 00 0c",
                      fields: "offset_compensation_indicator=false power_w=-10 cumulative_wheel_revolutions=10 "
                          + "last_wheel_event_time=3072 last_wheel_event_time_s=1.5",
                      summary: "-10 W, wheel 10 rev @ 1.5 s"),
        DecoderVector(uuid: 0x2A63, hex: "00 20 64 00", fields: "offset_compensation_indicator=false power_w=100",
                      summary: "100 W", problems: ["reserved flag bits are set (flags 0x2000)"]),
        DecoderVector(uuid: 0x2A63, hex: "20 00 64 00 2c 01 00",
                      fields: "offset_compensation_indicator=false power_w=100", summary: "100 W",
                      problems: ["flags announce crank revolution data but the value ends after 7 bytes"]),
        DecoderVector(uuid: 0x2A63, hex: "00 00 64", fields: "offset_compensation_indicator=false",
                      summary: "malformed", problems: ["the value ends after 3 bytes, before the instantaneous power"]),
        DecoderVector(uuid: 0x2A63, hex: "00", fields: "", summary: "malformed",
                      problems: ["the value ends after 1 byte"]),
        DecoderVector(uuid: 0x2A63, hex: "00 00 64 00 00", fields: "offset_compensation_indicator=false power_w=100",
                      summary: "100 W", problems: ["1 byte after the last field the flags announce"]),
        // 0x2A65 Cycling Power Feature: wheel and crank revolution data, torque based.
        DecoderVector(uuid: 0x2A65, hex: "0c 00 01 00",
                      fields: "pedal_power_balance=false accumulated_torque=false wheel_revolution_data=true "
                          + "crank_revolution_data=true extreme_magnitudes=false extreme_angles=false "
                          + "top_and_bottom_dead_spot_angles=false accumulated_energy=false "
                          + "offset_compensation_indicator=false offset_compensation=false content_masking=false "
                          + "multiple_sensor_locations=false crank_length_adjustment=false "
                          + "chain_length_adjustment=false chain_weight_adjustment=false span_length_adjustment=false "
                          + "instantaneous_measurement_direction=false factory_calibration_date=false "
                          + #"enhanced_offset_compensation=false sensor_measurement_context="torque_based" "#
                          + #"distributed_system_support="unspecified""#,
                      summary: "wheel revolution data, crank revolution data, torque based"),
    ]

    static let controlPointVectors: [DecoderVector] = [
        // 0x2A55 SC Control Point.
        DecoderVector(uuid: 0x2A55, hex: "01 00 00 00 00",
                      fields: #"op_code=1 op_code_name="Set Cumulative Value" cumulative_value=0"#,
                      summary: "Set Cumulative Value 0"),
        DecoderVector(uuid: 0x2A55, hex: "03 05",
                      fields: #"op_code=3 op_code_name="Update Sensor Location" sensor_location=5 "#
                          + #"sensor_location_name="Left Crank""#,
                      summary: "Update Sensor Location: Left Crank"),
        DecoderVector(uuid: 0x2A55, hex: "04",
                      fields: #"op_code=4 op_code_name="Request Supported Sensor Locations""#,
                      summary: "Request Supported Sensor Locations"),
        DecoderVector(uuid: 0x2A55, hex: "10 04 01 05 06",
                      fields: #"op_code=16 op_code_name="Response Code" request_op_code=4 "#
                          + #"request_op_code_name="Request Supported Sensor Locations" response_value=1 "#
                          + #"response_value_name="Success" supported_sensor_locations=[5,6] "#
                          + #"supported_sensor_location_names=["Left Crank","Right Crank"]"#,
                      summary: "Response to Request Supported Sensor Locations: Success (Left Crank, Right Crank)"),
        DecoderVector(uuid: 0x2A55, hex: "10 01 02",
                      fields: #"op_code=16 op_code_name="Response Code" request_op_code=1 "#
                          + #"request_op_code_name="Set Cumulative Value" response_value=2 "#
                          + #"response_value_name="Op Code not supported""#,
                      summary: "Response to Set Cumulative Value: Op Code not supported"),
        DecoderVector(uuid: 0x2A55, hex: "01 00", fields: #"op_code=1 op_code_name="Set Cumulative Value""#,
                      summary: "Set Cumulative Value",
                      problems: ["the value ends after 2 bytes, before the cumulative value"]),
        DecoderVector(uuid: 0x2A55, hex: "04 00",
                      fields: #"op_code=4 op_code_name="Request Supported Sensor Locations""#,
                      summary: "Request Supported Sensor Locations",
                      problems: ["1 byte after the op code's parameters"]),
        DecoderVector(uuid: 0x2A55, hex: "05 aa", fields: #"op_code=5 op_code_name="Reserved" parameter=aa"#,
                      summary: "Reserved op code 0x05", problems: ["op code 0x05 is reserved"]),
        DecoderVector(uuid: 0x2A55, hex: "", fields: "", summary: "empty", problems: ["the value is empty"]),
        // 0x2A66 Cycling Power Control Point: crank length 345 half-millimetres.
        DecoderVector(uuid: 0x2A66, hex: "04 59 01",
                      fields: #"op_code=4 op_code_name="Set Crank Length" crank_length_mm=172.5"#,
                      summary: "Set Crank Length 172.5 mm"),
        DecoderVector(uuid: 0x2A66, hex: "20 05 01 59 01",
                      fields: #"op_code=32 op_code_name="Response Code" request_op_code=5 "#
                          + #"request_op_code_name="Request Crank Length" response_value=1 "#
                          + #"response_value_name="Success" crank_length_mm=172.5"#,
                      summary: "Response to Request Crank Length: Success, 172.5 mm"),
        DecoderVector(uuid: 0x2A66, hex: "08 e8 03",
                      fields: #"op_code=8 op_code_name="Set Chain Weight" chain_weight_g=1000"#,
                      summary: "Set Chain Weight 1000 g"),
        DecoderVector(uuid: 0x2A66, hex: "0d 03 00",
                      fields: #"op_code=13 op_code_name="Mask Cycling Power Measurement Characteristic Content" "#
                          + "content_mask={pedal_power_balance=true accumulated_torque=true "
                          + "wheel_revolution_data=false crank_revolution_data=false extreme_magnitudes=false "
                          + "extreme_angles=false "
                          + "top_dead_spot_angle=false bottom_dead_spot_angle=false accumulated_energy=false}",
                      summary: "Mask Cycling Power Measurement Characteristic Content: pedal power balance, "
                          + "accumulated torque"),
        DecoderVector(uuid: 0x2A66, hex: "20 0f 01 e8 07 03 0e 09 1a 35",
                      fields: #"op_code=32 op_code_name="Response Code" request_op_code=15 "#
                          + #"request_op_code_name="Request Factory Calibration Date" response_value=1 "#
                          + #"response_value_name="Success" factory_calibration_date="2024-03-14 09:26:53""#,
                      summary: "Response to Request Factory Calibration Date: Success, 2024-03-14 09:26:53"),
        DecoderVector(uuid: 0x2A66, hex: "20 0c 01 38 ff",
                      fields: #"op_code=32 op_code_name="Response Code" request_op_code=12 "#
                          + #"request_op_code_name="Start Offset Compensation" response_value=1 "#
                          + #"response_value_name="Success" offset_raw=-200"#,
                      summary: "Response to Start Offset Compensation: Success, offset -200"),
        DecoderVector(uuid: 0x2A66, hex: "20 03 01 05 06 11",
                      fields: #"op_code=32 op_code_name="Response Code" request_op_code=3 "#
                          + #"request_op_code_name="Request Supported Sensor Locations" response_value=1 "#
                          + #"response_value_name="Success" supported_sensor_locations=[5,6,17] "#
                          + #"supported_sensor_location_names=["Left Crank","Right Crank","Reserved"]"#,
                      summary: "Response to Request Supported Sensor Locations: Success, Left Crank, Right Crank, "
                          + "Reserved (17)",
                      problems: ["sensor location 17 is reserved"]),
        DecoderVector(uuid: 0x2A66, hex: "20 0e 04",
                      fields: #"op_code=32 op_code_name="Response Code" request_op_code=14 "#
                          + #"request_op_code_name="Request Sampling Rate" response_value=4 "#
                          + #"response_value_name="Operation Failed""#,
                      summary: "Response to Request Sampling Rate: Operation Failed"),
        DecoderVector(uuid: 0x2A66, hex: "20 0e 09",
                      fields: #"op_code=32 op_code_name="Response Code" request_op_code=14 "#
                          + #"request_op_code_name="Request Sampling Rate" response_value=9 "#
                          + #"response_value_name="Reserved""#,
                      summary: "Response to Request Sampling Rate: Reserved (9)",
                      problems: ["response value 9 is reserved"]),
        DecoderVector(uuid: 0x2A66, hex: "20 0e", fields: #"op_code=32 op_code_name="Response Code""#,
                      summary: "Response Code", problems: ["before the response value"]),
        // 0x2AD9 Fitness Machine Control Point.
        DecoderVector(uuid: 0x2AD9, hex: "00", fields: #"op_code=0 op_code_name="Request Control""#,
                      summary: "Request Control"),
        DecoderVector(uuid: 0x2AD9, hex: "05 c8 00",
                      fields: #"op_code=5 op_code_name="Set Target Power" target_power_w=200"#,
                      summary: "Set Target Power, 200 W"),
        DecoderVector(uuid: 0x2AD9, hex: "02 e8 03",
                      fields: #"op_code=2 op_code_name="Set Target Speed" target_speed_km_h=10.0"#,
                      summary: "Set Target Speed, 10 km/h"),
        DecoderVector(uuid: 0x2AD9, hex: "03 ec ff",
                      fields: #"op_code=3 op_code_name="Set Target Inclination" target_inclination_percent=-2.0"#,
                      summary: "Set Target Inclination, -2.0 %"),
        DecoderVector(uuid: 0x2AD9, hex: "04 64",
                      fields: #"op_code=4 op_code_name="Set Target Resistance Level" target_resistance_level=10.0"#,
                      summary: "Set Target Resistance Level, resistance 10.0"),
        DecoderVector(uuid: 0x2AD9, hex: "08 02",
                      fields: #"op_code=8 op_code_name="Stop or Pause" control_information=2 "#
                          + #"control_information_name="Pause""#,
                      summary: "Stop or Pause, Pause"),
        // Wind 1000/1000 m/s, grade 400/100 %, crr 33/10000, cw 51/100 kg/m.
        DecoderVector(uuid: 0x2AD9, hex: "11 e8 03 90 01 21 33",
                      fields: #"op_code=17 op_code_name="Set Indoor Bike Simulation Parameters" wind_speed_m_s=1.0 "#
                          + "grade_percent=4.0 rolling_resistance_coefficient=0.0033 "
                          + "wind_resistance_coefficient_kg_m=0.51",
                      summary: "Set Indoor Bike Simulation Parameters, wind 1 m/s, grade 4 %, crr 0.0033, "
                          + "cw 0.51 kg/m"),
        DecoderVector(uuid: 0x2AD9, hex: "10 2c 01 58 02 84 03 b0 04 dc 05",
                      fields: #"op_code=16 op_code_name="Set Targeted Time in Five Heart Rate Zones" "#
                          + "very_light_zone_time_s=300 light_zone_time_s=600 moderate_zone_time_s=900 "
                          + "hard_zone_time_s=1200 maximum_zone_time_s=1500",
                      summary: "Set Targeted Time in Five Heart Rate Zones, very light 300 s, light 600 s, "
                          + "moderate 900 s, hard 1200 s, maximum 1500 s"),
        DecoderVector(uuid: 0x2AD9, hex: "0c 10 27 00",
                      fields: #"op_code=12 op_code_name="Set Targeted Distance" targeted_distance_m=10000"#,
                      summary: "Set Targeted Distance, 10000 m"),
        DecoderVector(uuid: 0x2AD9, hex: "14 b4 00",
                      fields: #"op_code=20 op_code_name="Set Targeted Cadence" targeted_cadence_rpm=90.0"#,
                      summary: "Set Targeted Cadence, 90 rpm"),
        DecoderVector(uuid: 0x2AD9, hex: "80 05 01",
                      fields: #"op_code=128 op_code_name="Response Code" request_op_code=5 "#
                          + #"request_op_code_name="Set Target Power" result_code=1 result_code_name="Success""#,
                      summary: "Response to Set Target Power: Success"),
        DecoderVector(uuid: 0x2AD9, hex: "80 00 05",
                      fields: #"op_code=128 op_code_name="Response Code" request_op_code=0 "#
                          + #"request_op_code_name="Request Control" result_code=5 "#
                          + #"result_code_name="Control Not Permitted""#,
                      summary: "Response to Request Control: Control Not Permitted"),
        // A successful Spin Down Control: spin down from 20 km/h to 10 km/h.
        DecoderVector(uuid: 0x2AD9, hex: "80 13 01 e8 03 d0 07",
                      fields: #"op_code=128 op_code_name="Response Code" request_op_code=19 "#
                          + #"request_op_code_name="Spin Down Control" result_code=1 result_code_name="Success" "#
                          + "target_speed_low_km_h=10.0 target_speed_high_km_h=20.0",
                      summary: "Response to Spin Down Control: Success, low 10 km/h, high 20 km/h"),
        DecoderVector(uuid: 0x2AD9, hex: "05 c8", fields: #"op_code=5 op_code_name="Set Target Power""#,
                      summary: "Set Target Power",
                      problems: ["the value ends after 2 bytes, before the target power"]),
        DecoderVector(uuid: 0x2AD9, hex: "07 00", fields: #"op_code=7 op_code_name="Start or Resume""#,
                      summary: "Start or Resume", problems: ["1 byte after the op code's parameters"]),
        DecoderVector(uuid: 0x2AD9, hex: "15", fields: #"op_code=21 op_code_name="Reserved""#,
                      summary: "Reserved op code 0x15", problems: ["op code 0x15 is reserved"]),
        // 0x2ADA Fitness Machine Status.
        DecoderVector(uuid: 0x2ADA, hex: "08 c8 00",
                      fields: #"op_code=8 op_code_name="Target Power Changed" target_power_w=200"#,
                      summary: "Target Power Changed, 200 W"),
        DecoderVector(uuid: 0x2ADA, hex: "14 02",
                      fields: #"op_code=20 op_code_name="Spin Down Status" spin_down_status=2 "#
                          + #"spin_down_status_name="Success""#,
                      summary: "Spin Down Status, Success"),
        DecoderVector(uuid: 0x2ADA, hex: "02 01",
                      fields: #"op_code=2 op_code_name="Fitness Machine Stopped or Paused by the User" "#
                          + #"control_information=1 control_information_name="Stop""#,
                      summary: "Fitness Machine Stopped or Paused by the User, Stop"),
        DecoderVector(uuid: 0x2ADA, hex: "07 0a",
                      fields: #"op_code=7 op_code_name="Target Resistance Level Changed" target_resistance_level=1.0"#,
                      summary: "Target Resistance Level Changed, resistance 1.0"),
        DecoderVector(uuid: 0x2ADA, hex: "ff", fields: #"op_code=255 op_code_name="Control Permission Lost""#,
                      summary: "Control Permission Lost"),
        DecoderVector(uuid: 0x2ADA, hex: "14 07",
                      fields: #"op_code=20 op_code_name="Spin Down Status" spin_down_status=7 "#
                          + #"spin_down_status_name="Reserved""#,
                      summary: "Spin Down Status, Reserved (7)"),
        DecoderVector(uuid: 0x2ADA, hex: "16 01 02", fields: #"op_code=22 op_code_name="Reserved" parameter=0102"#,
                      summary: "Reserved op code 0x16", problems: ["op code 0x16 is reserved"]),
    ]

    static let fitnessMachineVectors: [DecoderVector] = [
        // Indoor Bike Data 0x0244: bit 0 clear, so the instantaneous speed (0x099C = 24.6 km/h) comes first, then
        // cadence (92 half-rpm), power, heart rate.
        DecoderVector(uuid: 0x2AD2, hex: "44 02 9c 09 5c 00 4f 00 50",
                      fields: "more_data=false speed_km_h=24.6 cadence_rpm=46.0 power_w=79 heart_rate_bpm=80",
                      summary: "24.6 km/h, 46 rpm, 79 W, 80 bpm"),
        // More Data set: no speed.
        DecoderVector(uuid: 0x2AD2, hex: "45 02 5d 00 4f 00 50",
                      fields: "more_data=true cadence_rpm=46.5 power_w=79 heart_rate_bpm=80",
                      summary: "46.5 rpm, 79 W, 80 bpm"),
        DecoderVector(uuid: 0x2AD2, hex: "01 00", fields: "more_data=true", summary: "more data follows"),
        DecoderVector(uuid: 0x2AD2, hex: "00 00 00 00", fields: "more_data=false speed_km_h=0.0", summary: "0 km/h"),
        // Resistance level SINT16 (resolution 1), energy triple, elapsed time.
        DecoderVector(uuid: 0x2AD2, hex: "20 09 e8 03 05 00 7b 00 58 02 0a 3c 00",
                      fields: "more_data=false speed_km_h=10.0 resistance_level=5 total_energy_kcal=123 "
                          + "energy_per_hour_kcal=600 energy_per_minute_kcal=10 elapsed_time_s=60",
                      summary: "10 km/h, resistance 5, 123 kcal, 600 kcal/h, 10 kcal/min, elapsed 60 s"),
        // Truncated: the power is cut.
        DecoderVector(uuid: 0x2AD2, hex: "44 00 9c 09 5c 00 4f",
                      fields: "more_data=false speed_km_h=24.6 cadence_rpm=46.0", summary: "24.6 km/h, 46 rpm",
                      problems: ["flags announce instantaneous power but the value ends after 7 bytes"]),
        DecoderVector(uuid: 0x2AD2, hex: "00 20 00 00", fields: "more_data=false speed_km_h=0.0", summary: "0 km/h",
                      problems: ["reserved flag bits are set (flags 0x2000)"]),
        DecoderVector(uuid: 0x2AD2, hex: "00", fields: "", summary: "malformed",
                      problems: ["the value ends after 1 byte; an Indoor Bike Data starts with 2 bytes of flags"]),
        DecoderVector(uuid: 0x2AD2, hex: "", fields: "", summary: "empty", problems: ["the value ends after 0 bytes"]),
        // Treadmill: 8.5 km/h, incline 2.0 %, ramp 1.1°, 142 bpm.
        DecoderVector(uuid: 0x2ACD, hex: "08 01 52 03 14 00 0b 00 8e",
                      fields: "more_data=false speed_km_h=8.5 inclination_percent=2.0 ramp_angle_deg=1.1 "
                          + "heart_rate_bpm=142",
                      summary: "8.5 km/h, incline 2.0 %, ramp 1.1 deg, 142 bpm"),
        // Treadmill elevation gains in 0.1 m, pace UINT8 in 0.1 km/min, force on belt and power.
        DecoderVector(uuid: 0x2ACD, hex: "31 10 7b 00 0a 00 64 f4 01 c8 00",
                      fields: "more_data=true positive_elevation_gain_m=12.3 negative_elevation_gain_m=1.0 "
                          + "pace_km_min=10.0 force_on_belt_n=500 power_w=200",
                      summary: "up 12.3 m, down 1.0 m, pace 10.0 km/min, 500 N, 200 W"),
        // Cross Trainer (UINT24 flags): incline, power, heart rate, moving backward.
        DecoderVector(uuid: 0x2ACE, hex: "40 89 00 52 03 14 00 00 00 78 00 8e",
                      fields: #"more_data=false movement_direction="backward" speed_km_h=8.5 inclination_percent=2.0 "#
                          + "ramp_angle_deg=0.0 power_w=120 heart_rate_bpm=142",
                      summary: "8.5 km/h, incline 2.0 %, ramp 0.0 deg, 120 W, 142 bpm"),
        // Cross trainer step rates, stride count in 0.1, elevation gains in metres, resistance in 0.1.
        DecoderVector(uuid: 0x2ACE, hex: "b9 00 00 3c 00 3a 00 e7 03 0c 00 02 00 32 00",
                      fields: #"more_data=true movement_direction="forward" step_rate_spm=60 average_step_rate_spm=58 "#
                          + "stride_count=99.9 positive_elevation_gain_m=12 negative_elevation_gain_m=2 "
                          + "resistance_level=5.0",
                      summary: "60 steps/min, avg 58 steps/min, 99.9 strides, up 12 m, down 2 m, resistance 5.0"),
        DecoderVector(uuid: 0x2ACE, hex: "00 00 01 00 00",
                      fields: #"more_data=false movement_direction="forward" speed_km_h=0.0"#,
                      summary: "0 km/h", problems: ["reserved flag bits are set (flags 0x010000)"]),
        DecoderVector(uuid: 0x2ACE, hex: "00 00", fields: "", summary: "malformed",
                      problems: ["a Cross Trainer Data starts with 3 bytes of flags"]),
        // Rower: stroke rate 48/2, 100 strokes, 1500 m, pace 125 s/500 m, 200 W.
        DecoderVector(uuid: 0x2AD1, hex: "2c 00 30 64 00 dc 05 00 7d 00 c8 00",
                      fields: "more_data=false stroke_rate_spm=24.0 stroke_count=100 total_distance_m=1500 "
                          + "pace_s_per_500m=125 power_w=200",
                      summary: "24 strokes/min, 100 strokes, 1500 m, pace 125 s/500 m, 200 W"),
        DecoderVector(uuid: 0x2AD1, hex: "81 00 fd ff", fields: "more_data=true resistance_level=-3",
                      summary: "resistance -3"),
        // Step climber: 10 floors, 200 steps; stair climber: 5 floors, 300 strides.
        DecoderVector(uuid: 0x2ACF, hex: "00 00 0a 00 c8 00", fields: "more_data=false floors=10 step_count=200",
                      summary: "10 floors, 200 steps"),
        DecoderVector(uuid: 0x2AD0, hex: "10 00 05 00 2c 01", fields: "more_data=false floors=5 stride_count=300",
                      summary: "5 floors, 300 strides"),
        DecoderVector(uuid: 0x2AD0, hex: "00 04 05 00", fields: "more_data=false floors=5", summary: "5 floors",
                      problems: ["reserved flag bits are set (flags 0x0400)"]),
        // 0x2ACC Fitness Machine Feature: cadence, total distance, resistance, energy, heart rate, elapsed time,
        // power; targets resistance, power, indoor bike simulation.
        DecoderVector(uuid: 0x2ACC, hex: "86 56 00 00 0c 20 00 00",
                      fields: "machine_features={average_speed=false cadence=true total_distance=true "
                          + "inclination=false elevation_gain=false pace=false step_count=false resistance_level=true "
                          + "stride_count=false "
                          + "expended_energy=true heart_rate_measurement=true metabolic_equivalent=false "
                          + "elapsed_time=true remaining_time=false power_measurement=true "
                          + "force_on_belt_and_power_output=false user_data_retention=false} "
                          + "target_setting_features={speed=false inclination=false resistance=true power=true "
                          + "heart_rate=false targeted_expended_energy=false targeted_step_number=false "
                          + "targeted_stride_number=false targeted_distance=false targeted_training_time=false "
                          + "targeted_time_in_two_heart_rate_zones=false targeted_time_in_three_heart_rate_zones=false "
                          + "targeted_time_in_five_heart_rate_zones=false indoor_bike_simulation_parameters=true "
                          + "wheel_circumference=false spin_down_control=false targeted_cadence=false}",
                      summary: "machine: cadence, total distance, resistance level, expended energy, heart rate, "
                          + "elapsed time, power; targets: resistance, power, indoor bike simulation"),
        // 0x2AD3 Training Status.
        DecoderVector(uuid: 0x2AD3, hex: "01 0d 51 75 69 63 6b",
                      fields: #"extended_string=false status=13 status_name="Manual Mode (Quick Start)" "#
                          + #"status_string="Quick""#,
                      summary: #"Manual Mode (Quick Start): "Quick""#),
        DecoderVector(uuid: 0x2AD3, hex: "00 01", fields: #"extended_string=false status=1 status_name="Idle""#,
                      summary: "Idle"),
        DecoderVector(uuid: 0x2AD3, hex: "00 10", fields: #"extended_string=false status=16 status_name="Reserved""#,
                      summary: "Reserved (16)", problems: ["training status 16 is reserved"]),
        DecoderVector(uuid: 0x2AD3, hex: "00 01 41",
                      fields: #"extended_string=false status=1 status_name="Idle""#, summary: "Idle",
                      problems: ["1 byte after the training status"]),
        // Supported ranges.
        DecoderVector(uuid: 0x2AD4, hex: "32 00 d0 07 0a 00",
                      fields: "minimum_speed_km_h=0.5 maximum_speed_km_h=20.0 minimum_increment_km_h=0.1",
                      summary: "0.5 to 20 km/h, increment 0.1 km/h"),
        DecoderVector(uuid: 0x2AD5, hex: "9c ff 96 00 05 00",
                      fields: "minimum_inclination_percent=-10.0 maximum_inclination_percent=15.0 "
                          + "minimum_increment_percent=0.5",
                      summary: "-10.0 to 15.0 %, increment 0.5 %"),
        DecoderVector(uuid: 0x2AD6, hex: "0a 00 c8 00 0a 00",
                      fields: "minimum_resistance_level=1.0 maximum_resistance_level=20.0 minimum_increment=1.0",
                      summary: "1.0 to 20.0, increment 1.0"),
        DecoderVector(uuid: 0x2AD6, hex: "01 14 01",
                      fields: "minimum_resistance_level=1 maximum_resistance_level=20 minimum_increment=1",
                      summary: "1 to 20, increment 1"),
        DecoderVector(uuid: 0x2AD7, hex: "50 c8 01",
                      fields: "minimum_heart_rate_bpm=80 maximum_heart_rate_bpm=200 minimum_increment_bpm=1",
                      summary: "80 to 200 bpm, increment 1 bpm"),
        DecoderVector(uuid: 0x2AD8, hex: "00 00 e8 03 05 00",
                      fields: "minimum_power_w=0 maximum_power_w=1000 minimum_increment_w=5",
                      summary: "0 to 1000 W, increment 5 W"),
        DecoderVector(uuid: 0x2AD8, hex: "e8 03 00 00 05 00",
                      fields: "minimum_power_w=1000 maximum_power_w=0 minimum_increment_w=5",
                      summary: "1000 to 0 W, increment 5 W", problems: ["the minimum 1000 is above the maximum 0"]),
        DecoderVector(uuid: 0x2AD8, hex: "00 00 e8", fields: "minimum_power_w=0", summary: "malformed",
                      problems: ["a Supported Power Range is 6 bytes but the value ends after 3 bytes"]),
    ]

    @Test(arguments: cscVectors)
    func cyclingSpeedAndCadence(_ vector: DecoderVector) throws { try vector.check() }

    @Test(arguments: rscVectors)
    func runningSpeedAndCadence(_ vector: DecoderVector) throws { try vector.check() }

    @Test(arguments: cyclingPowerVectors)
    func cyclingPower(_ vector: DecoderVector) throws { try vector.check() }

    @Test(arguments: controlPointVectors)
    func controlPoints(_ vector: DecoderVector) throws { try vector.check() }

    @Test(arguments: fitnessMachineVectors)
    func fitnessMachine(_ vector: DecoderVector) throws { try vector.check() }

    // MARK: - Every flag combination

    /// CSC Measurement: flags 0...3 with both pairs' bytes available; the keys follow the flags, in layout order.
    @Test(arguments: 0 ..< 4)
    func cscEveryFlagCombination(_ flags: Int) throws {
        var raw: [UInt8] = [UInt8(flags)]
        var expected: [String] = []
        if flags & 1 != 0 {
            raw += [1, 2, 3, 4, 5, 6]
            expected += ["cumulative_wheel_revolutions", "last_wheel_event_time", "last_wheel_event_time_s"]
        }
        if flags & 2 != 0 {
            raw += [7, 8, 9, 10]
            expected += ["cumulative_crank_revolutions", "last_crank_event_time", "last_crank_event_time_s"]
        }
        let value = try #require(decode(0x2A5B, raw))
        #expect(keys(value) == expected)
        #expect(value.problems.isEmpty, "\(value.problems)")
        // One byte short: the last pair is left out and a problem names it.
        if flags != 0 {
            let short = try #require(decode(0x2A5B, Array(raw.dropLast())))
            #expect(short.problems.count == 1)
            #expect(keys(short) == Array(expected.dropLast(3)))
        }
    }

    /// RSC Measurement: flags 0...7.
    @Test(arguments: 0 ..< 8)
    func rscEveryFlagCombination(_ flags: Int) throws {
        var raw: [UInt8] = [UInt8(flags), 0x00, 0x02, 180]
        var expected = ["running", "speed_m_s", "speed_km_h", "cadence_spm"]
        if flags & 1 != 0 { raw += [0x64, 0x00]; expected.append("stride_length_m") }
        if flags & 2 != 0 { raw += [0x10, 0x27, 0, 0]; expected.append("total_distance_m") }
        let value = try #require(decode(0x2A53, raw))
        #expect(keys(value) == expected)
        #expect(value.problems.isEmpty, "\(value.problems)")
        #expect(value.field("running")?.value == .bool(flags & 4 != 0))
        #expect(value.number("speed_m_s") == 2)
        #expect(value.number("speed_km_h") == 7.2)
    }

    /// Cycling Power Measurement: all 2^13 defined flag values, with every announced field present; then the same
    /// value one byte short.
    @Test func cyclingPowerEveryFlagCombination() throws {
        // Per flag bit: the bytes it announces and the keys that follow from it (in layout order).
        let layout: [(bit: Int, size: Int, keys: [String])] = [
            (0, 1, ["pedal_power_balance_percent", "pedal_power_balance_reference"]),
            (2, 2, ["accumulated_torque_nm", "accumulated_torque_source"]),
            (4, 6, ["cumulative_wheel_revolutions", "last_wheel_event_time", "last_wheel_event_time_s"]),
            (5, 4, ["cumulative_crank_revolutions", "last_crank_event_time", "last_crank_event_time_s"]),
            (6, 4, ["maximum_force_n", "minimum_force_n"]),
            (7, 4, ["maximum_torque_nm", "minimum_torque_nm"]),
            (8, 3, ["maximum_angle_deg", "minimum_angle_deg"]),
            (9, 2, ["top_dead_spot_angle_deg"]),
            (10, 2, ["bottom_dead_spot_angle_deg"]),
            (11, 2, ["accumulated_energy_kj"]),
        ]
        for flags in 0 ..< 0x2000 {
            var raw = le16(flags) + [0x2C, 0x01]
            var expected = ["offset_compensation_indicator", "power_w"]
            for entry in layout where flags >> entry.bit & 1 != 0 {
                raw += (0 ..< entry.size).map { UInt8(truncatingIfNeeded: $0 &+ entry.bit) }
                expected += entry.keys
            }
            let value = try #require(decode(0x2A63, raw, describe: flags % 2 == 0))
            #expect(keys(value) == expected, "flags \(flags)")
            #expect(value.problems.isEmpty, "flags \(flags): \(value.problems)")
            #expect(value.number("power_w") == 300)
            #expect(value.field("offset_compensation_indicator")?.value == .bool(flags & 0x1000 != 0))
            if raw.count > 4 {
                let short = try #require(decode(0x2A63, Array(raw.dropLast())))
                #expect(short.problems.count == 1, "flags \(flags): \(short.problems)")
                #expect(short.problems.first?.hasPrefix("flags announce") == true)
            }
        }
    }

    /// The layouts of the machine data characteristics, restated from the FTMS 1.0 tables: per flag bit, the bytes
    /// and keys it announces (bit 0 inverted).
    typealias MachineLayout = (uuid: UInt16, flagBytes: Int, bits: Int, layout: [(bit: Int, size: Int, keys: [String])])

    static let machines: [MachineLayout] = [
        (0x2ACD, 2, 13, [
            (0, 2, ["speed_km_h"]), (1, 2, ["average_speed_km_h"]), (2, 3, ["total_distance_m"]),
            (3, 4, ["inclination_percent", "ramp_angle_deg"]),
            (4, 4, ["positive_elevation_gain_m", "negative_elevation_gain_m"]),
            (5, 1, ["pace_km_min"]), (6, 1, ["average_pace_km_min"]),
            (7, 5, ["total_energy_kcal", "energy_per_hour_kcal", "energy_per_minute_kcal"]),
            (8, 1, ["heart_rate_bpm"]), (9, 1, ["metabolic_equivalent"]), (10, 2, ["elapsed_time_s"]),
            (11, 2, ["remaining_time_s"]), (12, 4, ["force_on_belt_n", "power_w"]),
        ]),
        (0x2ACE, 3, 16, [
            (0, 2, ["speed_km_h"]), (1, 2, ["average_speed_km_h"]), (2, 3, ["total_distance_m"]),
            (3, 4, ["step_rate_spm", "average_step_rate_spm"]), (4, 2, ["stride_count"]),
            (5, 4, ["positive_elevation_gain_m", "negative_elevation_gain_m"]),
            (6, 4, ["inclination_percent", "ramp_angle_deg"]), (7, 2, ["resistance_level"]), (8, 2, ["power_w"]),
            (9, 2, ["average_power_w"]),
            (10, 5, ["total_energy_kcal", "energy_per_hour_kcal", "energy_per_minute_kcal"]),
            (11, 1, ["heart_rate_bpm"]), (12, 1, ["metabolic_equivalent"]), (13, 2, ["elapsed_time_s"]),
            (14, 2, ["remaining_time_s"]),
        ]),
        (0x2ACF, 2, 9, [
            (0, 4, ["floors", "step_count"]), (1, 2, ["step_rate_spm"]), (2, 2, ["average_step_rate_spm"]),
            (3, 2, ["positive_elevation_gain_m"]),
            (4, 5, ["total_energy_kcal", "energy_per_hour_kcal", "energy_per_minute_kcal"]),
            (5, 1, ["heart_rate_bpm"]), (6, 1, ["metabolic_equivalent"]), (7, 2, ["elapsed_time_s"]),
            (8, 2, ["remaining_time_s"]),
        ]),
        (0x2AD0, 2, 10, [
            (0, 2, ["floors"]), (1, 2, ["step_rate_spm"]), (2, 2, ["average_step_rate_spm"]),
            (3, 2, ["positive_elevation_gain_m"]), (4, 2, ["stride_count"]),
            (5, 5, ["total_energy_kcal", "energy_per_hour_kcal", "energy_per_minute_kcal"]),
            (6, 1, ["heart_rate_bpm"]), (7, 1, ["metabolic_equivalent"]), (8, 2, ["elapsed_time_s"]),
            (9, 2, ["remaining_time_s"]),
        ]),
        (0x2AD1, 2, 13, [
            (0, 3, ["stroke_rate_spm", "stroke_count"]), (1, 1, ["average_stroke_rate_spm"]),
            (2, 3, ["total_distance_m"]), (3, 2, ["pace_s_per_500m"]), (4, 2, ["average_pace_s_per_500m"]),
            (5, 2, ["power_w"]), (6, 2, ["average_power_w"]), (7, 2, ["resistance_level"]),
            (8, 5, ["total_energy_kcal", "energy_per_hour_kcal", "energy_per_minute_kcal"]),
            (9, 1, ["heart_rate_bpm"]), (10, 1, ["metabolic_equivalent"]), (11, 2, ["elapsed_time_s"]),
            (12, 2, ["remaining_time_s"]),
        ]),
        (0x2AD2, 2, 13, [
            (0, 2, ["speed_km_h"]), (1, 2, ["average_speed_km_h"]), (2, 2, ["cadence_rpm"]),
            (3, 2, ["average_cadence_rpm"]), (4, 3, ["total_distance_m"]), (5, 2, ["resistance_level"]),
            (6, 2, ["power_w"]), (7, 2, ["average_power_w"]),
            (8, 5, ["total_energy_kcal", "energy_per_hour_kcal", "energy_per_minute_kcal"]),
            (9, 1, ["heart_rate_bpm"]), (10, 1, ["metabolic_equivalent"]), (11, 2, ["elapsed_time_s"]),
            (12, 2, ["remaining_time_s"]),
        ]),
    ]

    /// Every defined flag value of every machine: the More Data bit 0 inverted, all others present when set.
    @Test(arguments: machines.indices)
    func fitnessMachineEveryFlagCombination(_ index: Int) throws {
        let machine = Self.machines[index]
        for flags in 0 ..< (1 << machine.bits) {
            var raw = (0 ..< machine.flagBytes).map { UInt8(truncatingIfNeeded: flags >> (8 * $0)) }
            var expected = ["more_data"]
            if machine.uuid == 0x2ACE { expected.append("movement_direction") }
            for entry in machine.layout {
                let set = flags >> entry.bit & 1 != 0
                guard entry.bit == 0 ? !set : set else { continue }
                raw += [UInt8](repeating: UInt8(entry.bit), count: entry.size)
                expected += entry.keys
            }
            let value = try #require(decode(machine.uuid, raw, describe: flags % 3 == 0))
            #expect(keys(value) == expected, "0x\(String(machine.uuid, radix: 16)) flags \(flags)")
            #expect(value.problems.isEmpty, "0x\(String(machine.uuid, radix: 16)) flags \(flags): \(value.problems)")
            #expect(value.field("more_data")?.value == .bool(flags & 1 != 0))
            if raw.count > machine.flagBytes {
                let short = try #require(decode(machine.uuid, Array(raw.dropLast())))
                #expect(short.problems.count == 1, "flags \(flags): \(short.problems)")
            }
        }
    }

    static let reservedFlagValues: [(UInt16, [UInt8])] = [
        (0x2ACD, [0x01, 0x20]), (0x2ACE, [0x01, 0x00, 0x80]), (0x2ACF, [0x01, 0x02]), (0x2AD0, [0x01, 0x80]),
        (0x2AD1, [0x01, 0x40]), (0x2AD2, [0x01, 0x80]),
    ]

    /// Reserved flag bits are reported and the defined fields still decoded.
    @Test(arguments: reservedFlagValues)
    func fitnessMachineReservedFlags(_ uuid: UInt16, _ raw: [UInt8]) throws {
        let value = try #require(decode(uuid, raw))
        #expect(value.problems.count == 1)
        #expect(value.problems.first?.hasPrefix("reserved flag bits are set") == true)
        #expect(value.field("more_data")?.value == .bool(true))
    }

    static let notifications: [(UInt16, String)] = [
        (0x2A5B, "03 d2 04 00 00 00 32 c8 01 9a 2f"), (0x2A53, "07 80 03 aa 7d 00 39 30 00 00"),
        (0x2A63, "01 00 b4 00 64"), (0x2AD2, "44 02 9c 09 5c 00 4f 00 50"),
        (0x2ACE, "40 89 00 52 03 14 00 00 00 78 00 8e"),
    ]

    /// The summary is left empty when not asked for, for the high-rate notifications.
    @Test(arguments: notifications)
    func noSummaryWithoutDescribe(_ uuid: UInt16, _ hex: String) throws {
        let quiet = try #require(decode(uuid, bytes(hex), describe: false))
        let full = try #require(decode(uuid, bytes(hex)))
        #expect(quiet.summary.isEmpty)
        #expect(quiet.fields == full.fields)
        #expect(quiet.problems == full.problems)
    }

    // MARK: - Robustness

    static let sportsUUIDs: [UInt16] = [
        0x2A53, 0x2A54, 0x2A55, 0x2A5B, 0x2A5C, 0x2A5D, 0x2A63, 0x2A65, 0x2A66, 0x2ACC, 0x2ACD, 0x2ACE, 0x2ACF,
        0x2AD0, 0x2AD1, 0x2AD2, 0x2AD3, 0x2AD4, 0x2AD5, 0x2AD6, 0x2AD7, 0x2AD8, 0x2AD9, 0x2ADA,
    ]

    /// Random values of 0...40 bytes never trap, and always give fields or a problem; the one exception is a CSC
    /// Measurement whose flags announce neither pair (a valid value without data: summary "no revolution data").
    @Test(arguments: sportsUUIDs)
    func randomValuesNeverTrap(_ uuid: UInt16) throws {
        var generator = SplitMix(state: UInt64(uuid))
        for round in 0 ..< 2000 {
            let count = Int.random(in: 0 ... 40, using: &generator)
            var raw = (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &generator) }
            // Bias a quarter of the rounds towards plausible op codes and flags, where the parsing goes deepest.
            if round % 4 == 0, !raw.isEmpty { raw[0] = UInt8(round / 4 % 0x20) }
            let value = try #require(decode(uuid, raw, describe: round % 2 == 0))
            let emptyCSC = uuid == 0x2A5B && raw == [0x00]
            #expect(!value.fields.isEmpty || !value.problems.isEmpty || emptyCSC,
                    "0x\(String(uuid, radix: 16)) [\(raw.withBytes { $0.hex })]")
        }
    }

    /// Every well-formed vector cut short decodes without trapping, and with a problem, except where the end of
    /// the value is a list or a string (the SC Control Point's supported locations, the Training Status string).
    @Test func truncatedVectorsGiveProblems() throws {
        let all = Self.cscVectors + Self.rscVectors + Self.cyclingPowerVectors + Self.controlPointVectors
            + Self.fitnessMachineVectors
        let openEnded: Set<UInt16> = [0x2A55, 0x2AD3]
        for vector in all where vector.problems.isEmpty {
            let raw = bytes(vector.hex)
            for n in 0 ..< raw.count {
                let value = try #require(decode(vector.uuid, Array(raw.prefix(n))))
                #expect(!value.problems.isEmpty || openEnded.contains(vector.uuid),
                        "0x\(String(vector.uuid, radix: 16)) [\(vector.hex)] cut to \(n)")
            }
        }
    }
}

// MARK: - CumulativeRates

extension SportsDecoderTests {
    @Suite("Speed and cadence from cumulative counters")
    struct CumulativeRatesTests {
        static let csc = 1.0 / 1024
        static let cps = 1.0 / 2048

        /// One measurement: wheel (revolutions, event time) and crank (revolutions, event time), either absent.
        private func feed(_ rates: inout CumulativeRates, wheel: (UInt32, UInt16)? = nil,
                          crank: (UInt16, UInt16)? = nil, unit: Double = csc) -> (speedKmh: Double?, cadenceRpm: Double?) {
            rates.update(wheelRevolutions: wheel?.0, wheelEventTime: wheel?.1, crankRevolutions: crank?.0,
                         crankEventTime: crank?.1, wheelTimeUnit: unit)
        }

        private func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-9) -> Bool {
            guard let a else { return false }
            return abs(a - b) <= tolerance
        }

        /// The rates of each handle a connection's decoders keep (`HandleRates`): found, replaced and removed by
        /// handle as a dictionary would, each handle's rates its own.
        @Test func ratesAreKeptPerHandle() {
            var kept = HandleRates()
            var a = CumulativeRates()
            var b = CumulativeRates()
            _ = feed(&a, wheel: (100, 0))
            kept[0x20] = a
            kept[0x30] = b
            #expect(kept.count == 2 && kept[0x40] == nil)
            guard var again = kept[0x20] else {
                Issue.record("the rates of 0x20 are lost")
                return
            }
            // 0x20 continues from its sample; 0x30 starts afresh.
            #expect(close(feed(&again, wheel: (110, 2048)).speedKmh, 37.89))
            #expect(kept[0x30].map { var r = $0; return feed(&r, wheel: (110, 2048)).speedKmh } == .some(nil))
            _ = feed(&b, wheel: (5, 0))
            kept[0x30] = b
            kept[0x20] = nil
            #expect(kept.count == 1 && kept[0x20] == nil && kept[0x30] != nil)
            kept.removeAll()
            #expect(kept.count == 0 && kept[0x30] == nil)
        }

        @Test func firstSampleGivesNil() {
            var rates = CumulativeRates()
            let first = feed(&rates, wheel: (100, 1000), crank: (50, 900))
            #expect(first.speedKmh == nil)
            #expect(first.cadenceRpm == nil)
        }

        @Test func speedAndCadence() {
            var rates = CumulativeRates()
            _ = feed(&rates, wheel: (100, 0), crank: (50, 0))
            // 10 wheel revolutions in 2 s: 10 × 2.105 m / 2 s = 10.525 m/s = 37.89 km/h; 3 crank revolutions in 2 s.
            let next = feed(&rates, wheel: (110, 2048), crank: (53, 2048))
            #expect(close(next.speedKmh, 37.89))
            #expect(close(next.cadenceRpm, 90))
        }

        @Test func configurableCircumference() {
            var rates = CumulativeRates(wheelCircumference: 1.0)
            _ = feed(&rates, wheel: (0, 0))
            let next = feed(&rates, wheel: (5, 1024))
            #expect(close(next.speedKmh, 18)) // 5 m/s
            #expect(next.cadenceRpm == nil)
        }

        /// The Cycling Power wheel event time ticks in 1/2048 s; its crank event time in 1/1024 s.
        @Test func cyclingPowerWheelTime() {
            var rates = CumulativeRates()
            _ = feed(&rates, wheel: (1000, 100), crank: (7, 100), unit: Self.cps)
            // 4 revolutions in 4096/2048 = 2 s: 4 × 2.105 / 2 × 3.6 = 15.156 km/h. Crank: 1 revolution in 1 s.
            let next = feed(&rates, wheel: (1004, 4196), crank: (8, 1124), unit: Self.cps)
            #expect(close(next.speedKmh, 15.156))
            #expect(close(next.cadenceRpm, 60))
        }

        /// Counters and event times roll over: Δ modulo 2^32 (wheel revolutions) and 2^16 (crank revolutions, times).
        @Test func rollover() {
            var rates = CumulativeRates()
            _ = feed(&rates, wheel: (0xFFFF_FFFE, 65000), crank: (65534, 64512))
            // Wheel: 5 revolutions in (1000 − 65000) mod 65536 = 1536 ticks = 1.5 s → 5 × 2.105 / 1.5 × 3.6 km/h.
            // Crank: 4 revolutions in (512 − 64512) mod 65536 = 1536 ticks = 1.5 s → 160 rpm.
            let next = feed(&rates, wheel: (3, 1000), crank: (2, 512))
            #expect(close(next.speedKmh, 25.26))
            #expect(close(next.cadenceRpm, 160))
        }

        /// Only the time rolls over (the counters do not).
        @Test func timeRolloverOnly() {
            var rates = CumulativeRates()
            _ = feed(&rates, crank: (10, 65535))
            #expect(close(feed(&rates, crank: (11, 511)).cadenceRpm, 120)) // 1 revolution in 512/1024 s
        }

        /// Δt = 0 (no new event): the previous rate is kept, and from the `staleLimit`-th such measurement on
        /// reported as 0. The next event is measured from the last real one.
        @Test func zeroDeltaTimeKeepsThenStops() {
            var rates = CumulativeRates(staleLimit: 3)
            _ = feed(&rates, crank: (10, 1000))
            #expect(close(feed(&rates, crank: (11, 1512)).cadenceRpm, 120))
            let repeated = (0 ..< 4).map { _ in feed(&rates, crank: (11, 1512)).cadenceRpm }
            #expect(repeated == [120, 120, 0, 0])
            // 2 revolutions in 2048/1024 s since the event at 1512.
            #expect(close(feed(&rates, crank: (13, 3560)).cadenceRpm, 60))
        }

        /// Δt = 0 right after the first sample: no rate to keep yet, then a stop.
        @Test func zeroDeltaTimeWithoutRate() {
            var rates = CumulativeRates(staleLimit: 2)
            _ = feed(&rates, wheel: (5, 77))
            #expect(feed(&rates, wheel: (5, 77)).speedKmh == nil)
            #expect(feed(&rates, wheel: (5, 77)).speedKmh == 0)
        }

        /// The count moved but the time did not: inconsistent, treated as no new event; the reference is kept.
        @Test func countWithoutTime() {
            var rates = CumulativeRates()
            _ = feed(&rates, crank: (10, 1000))
            #expect(close(feed(&rates, crank: (11, 2024)).cadenceRpm, 60))
            #expect(close(feed(&rates, crank: (12, 2024)).cadenceRpm, 60))
            #expect(close(feed(&rates, crank: (13, 3048)).cadenceRpm, 120)) // 2 revolutions since 2024
        }

        /// A counter that goes back (sensor restart) gives an implausible rate: nil, and a new reference.
        @Test func counterReset() {
            var rates = CumulativeRates()
            _ = feed(&rates, crank: (500, 1000))
            #expect(feed(&rates, crank: (0, 2024)).cadenceRpm == nil)
            #expect(close(feed(&rates, crank: (1, 3048)).cadenceRpm, 60))
            _ = feed(&rates, wheel: (1_000_000, 0))
            #expect(feed(&rates, wheel: (0, 1024)).speedKmh == nil)
            #expect(close(feed(&rates, wheel: (1, 2048)).speedKmh, 2.105 * 3.6))
        }

        /// Missing data leaves the state alone; an unusable time unit gives no speed; `reset` forgets.
        @Test func missingData() {
            var rates = CumulativeRates()
            #expect(feed(&rates) == (nil, nil))
            _ = feed(&rates, wheel: (0, 0))
            // A revolution count without its time is not a sample.
            #expect(rates.update(wheelRevolutions: 10, wheelEventTime: nil, crankRevolutions: nil,
                                 crankEventTime: nil, wheelTimeUnit: Self.csc).speedKmh == nil)
            #expect(feed(&rates, crank: (3, 3)).speedKmh == nil)
            #expect(close(feed(&rates, wheel: (1, 1024)).speedKmh, 2.105 * 3.6))
            #expect(feed(&rates, wheel: (2, 2048), unit: 0).speedKmh == nil)
            #expect(feed(&rates, wheel: (2, 2048), unit: .infinity).speedKmh == nil)
            rates.reset()
            #expect(feed(&rates, wheel: (3, 3072)).speedKmh == nil)
        }

        /// Rates from decoded CSC Measurements, end to end.
        @Test func fromDecodedMeasurements() throws {
            var rates = CumulativeRates()
            var last: (speedKmh: Double?, cadenceRpm: Double?) = (nil, nil)
            for hex in ["03 64 00 00 00 00 00 32 00 00 00", "03 6e 00 00 00 00 08 35 00 00 08"] {
                let value = try #require(decode(0x2A5B, bytes(hex), describe: false))
                last = rates.update(
                    wheelRevolutions: value.number("cumulative_wheel_revolutions").map { UInt32($0) },
                    wheelEventTime: value.number("last_wheel_event_time").map { UInt16($0) },
                    crankRevolutions: value.number("cumulative_crank_revolutions").map { UInt16($0) },
                    crankEventTime: value.number("last_crank_event_time").map { UInt16($0) },
                    wheelTimeUnit: 1.0 / 1024)
            }
            #expect(close(last.speedKmh, 37.89))
            #expect(close(last.cadenceRpm, 90))
        }
    }
}
