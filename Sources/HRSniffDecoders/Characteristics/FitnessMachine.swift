import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Fitness Machine Service characteristics (FTMS 1.0 and the GSS).
///
/// The machine data characteristics follow the FTMS 1.0 tables, which is what machines implement. Later GSS
/// revisions changed two field formats in ways that do not fit FTMS 1.0 machines: the Treadmill Data pace fields
/// (FTMS 1.0: UINT8 in 0.1 km/min; GSS: UINT16 in seconds per 500 m) and the Resistance Level of the Cross Trainer,
/// Rower and Indoor Bike Data (FTMS 1.0: SINT16; GSS: UINT8). hrsniff decodes the FTMS 1.0 layout; a GSS-layout
/// value would show as a length problem (bytes left over or missing).
extension Decoders {
    /// 0x2ACD Treadmill, 0x2ACE Cross Trainer, 0x2ACF Step Climber, 0x2AD0 Stair Climber, 0x2AD1 Rower and
    /// 0x2AD2 Indoor Bike Data: Flags (UINT16; UINT24 for the Cross Trainer) | the fields the flags announce, in the
    /// order of `layout` (see `FitnessMachineLayout` for each machine's table).
    ///
    /// Flags bit 0 is "More Data" and is inverted: 0 means the first group (instantaneous speed, stroke rate and
    /// count, or floors) IS present; 1 means it is left out because the record continues in a later notification.
    ///
    /// Fields: `more_data` (bit 0, always), for the Cross Trainer `movement_direction` ("forward" | "backward",
    /// bit 15, always), then the fields present in layout order, each scaled to its unit (see the tables).
    /// Summary: the fields in layout order, "8.5 km/h, incline 2.0 %, 120 W, 142 bpm".
    ///
    /// tshark (4.0) does not decode these six characteristics (it names them only).
    static func fitnessMachineData(_ value: Bytes, _ layout: FitnessMachineLayout, describe: Bool = true)
        -> DecodedValue {
        guard let wide = value.uintLE(at: 0, width: layout.flagBytes) else {
            return DecodedValue(fields: [], summary: value.isEmpty ? "empty" : "malformed", problems: [
                "the value ends after \(DecoderFormat.bytes(value.count)); \(DecoderFormat.article(layout.name)) "
                    + "\(layout.name) starts with \(layout.flagBytes) bytes of flags",
            ])
        }
        let flags = UInt32(truncatingIfNeeded: wide)
        var cursor = SportsCursor(value, offset: layout.flagBytes)
        var fields = [DecodedField]()
        fields.reserveCapacity(8)
        var summary = SummaryBuilder(enabled: describe)
        if let problem = SportsFormat.reservedFlags(flags, mask: layout.reservedMask, digits: 2 * layout.flagBytes) {
            cursor.problems.append(problem)
        }
        let moreData = flags & 1 != 0
        fields.append(DecodedField("more_data", .bool(moreData)))
        if let bit = layout.movementDirectionBit {
            let backward = flags >> UInt32(bit) & 1 != 0
            fields.append(DecodedField("movement_direction", .string(backward ? "backward" : "forward")))
        }
        for group in layout.groups {
            let on = flags >> UInt32(group.bit) & 1 != 0
            guard on != group.inverted, let o = cursor.take(group.size, group.name) else { continue }
            group.read(value, at: o, into: &fields, summary: &summary)
        }
        cursor.checkTrailing()
        if summary.enabled, summary.text.isEmpty, !cursor.truncated {
            summary.add(moreData ? "more data follows" : "no data")
        }
        return finish(fields, summary, cursor.problems)
    }

    /// 0x2ACC Fitness Machine Feature: Fitness Machine Features (UINT32) | Target Setting Features
    /// (UINT32). Fields `machine_features` and `target_setting_features`: objects of one boolean per named bit.
    /// Machine features bits 17-31 and target setting bits 17-31 are reserved.
    static func fitnessMachineFeature(_ value: Bytes) -> DecodedValue {
        var problems = [String]()
        var fields = [DecodedField]()
        var texts = [String]()
        let parts: [(key: StaticString, label: String, what: String, bits: [NamedBit])] = [
            ("machine_features", "machine", "fitness machine feature", FitnessMachineLayout.machineFeatureBits),
            ("target_setting_features", "targets", "target setting feature", FitnessMachineLayout.targetSettingBits),
        ]
        for (index, part) in parts.enumerated() {
            guard let raw = value.u32le(at: 4 * index) else { break }
            fields.append(DecodedField(part.key, .object(NamedBit.fields(raw, part.bits))))
            let set = NamedBit.text(raw, part.bits)
            texts.append(part.label + ": " + (set.isEmpty ? "none" : set))
            if let p = DecoderFormat.reservedBits(part.what, raw, mask: 0xFFFE_0000, digits: 8) { problems.append(p) }
        }
        if value.count != 8 {
            problems.append(DecoderFormat.lengthProblem("Fitness Machine Feature", expected: 8, actual: value.count))
        }
        return DecodedValue(fields: fields, summary: texts.isEmpty ? "malformed" : texts.joined(separator: "; "),
                            problems: problems)
    }

    /// 0x2AD3 Training Status: Flags (UINT8: bit 0 Training Status String present, bit 1 Extended
    /// String present; bits 2-7 reserved) | Training Status (UINT8) | Training Status String (UTF-8, the rest of the
    /// value, when bit 0 is set). Fields `extended_string` (bit 1), `status`, `status_name`, `status_string`.
    static func trainingStatus(_ value: Bytes) -> DecodedValue {
        guard let flags = value[checked: 0] else { return emptyValue("Training Status") }
        var cursor = SportsCursor(value, offset: 1)
        var fields = [DecodedField("extended_string", .bool(flags & 0x02 != 0))]
        if let problem = SportsFormat.reservedFlags(UInt32(flags), mask: 0xFC, digits: 2) {
            cursor.problems.append(problem)
        }
        guard let status = cursor.u8("training status", mandatory: true) else {
            return DecodedValue(fields: fields, summary: "malformed", problems: cursor.problems)
        }
        let name = FitnessMachineLayout.trainingStatusName(status)
        fields.append(DecodedField("status", .int(Int64(status))))
        fields.append(DecodedField("status_name", .string(name ?? "Reserved")))
        if name == nil { cursor.problems.append("training status \(status) is reserved for future use") }
        var summary = name ?? "Reserved (\(status))"
        if flags & 0x01 != 0 {
            let (text, valid) = Decoders.paddedText(cursor.rest())
            if !valid {
                cursor.problems.append("the training status string is not valid UTF-8; "
                    + "invalid sequences are shown as U+FFFD")
            }
            fields.append(DecodedField("status_string", .string(text)))
            if !text.isEmpty { summary += ": \"" + text + "\"" }
        }
        cursor.checkTrailing("after the training status (flags bit 0 announces no string)")
        return DecodedValue(fields: fields, summary: summary, problems: cursor.problems)
    }

    /// 0x2AD4 Supported Speed Range, 0x2AD5 Supported Inclination Range, 0x2AD7 Supported Heart Rate Range,
    /// 0x2AD8 Supported Power Range: Minimum | Maximum | Minimum Increment, in the formats and
    /// resolutions of `range`. Fields `minimum_…`, `maximum_…`, `minimum_increment_…`. Summary "0.5 to 20 km/h,
    /// increment 0.1 km/h". A minimum above the maximum is a problem.
    static func supportedRange(_ value: Bytes, _ range: SupportedRange) -> DecodedValue {
        let parts = [range.minimum, range.maximum, range.increment]
        let width = parts.reduce(0) { $0 + $1.format.size }
        var fields = [DecodedField]()
        var raws = [Int64]()
        var offset = 0
        for part in parts {
            guard let raw = part.read(value, at: offset) else { break }
            fields.append(DecodedField(part.key, part.scalar(raw), unit: part.unit))
            raws.append(raw)
            offset += part.format.size
        }
        var problems = [String]()
        if value.count != width {
            problems.append(DecoderFormat.lengthProblem(range.name, expected: width, actual: value.count))
        }
        guard raws.count == 3 else { return DecodedValue(fields: fields, summary: "malformed", problems: problems) }
        if raws[0] > raws[1] {
            problems.append("the minimum \(range.minimum.number(raws[0])) is above the maximum "
                + range.maximum.number(raws[1]))
        }
        return DecodedValue(
            fields: fields,
            summary: "\(range.minimum.number(raws[0])) to \(range.maximum.number(raws[1]))\(range.unitText), "
                + "increment \(range.increment.number(raws[2]))\(range.unitText)",
            problems: problems)
    }

    /// 0x2AD6 Supported Resistance Level Range. FTMS 1.0: Minimum, Maximum (SINT16) and Minimum Increment
    /// (UINT16), all unitless in 0.1 → `minimum_resistance_level`, `maximum_resistance_level`,
    /// `minimum_increment` (doubles). Later GSS revisions give three UINT8 of resolution 1: a 3-byte value is read
    /// that way (ints), without a problem.
    static func supportedResistanceLevelRange(_ value: Bytes) -> DecodedValue {
        supportedRange(value, value.count == 3 ? SupportedRange.resistanceLevelGSS : SupportedRange.resistanceLevel)
    }

    /// 0x2AD9 Fitness Machine Control Point: Op Code (UINT8) | Parameter.
    ///
    /// Requests and their parameters (see `FitnessMachineLayout.controlPointParameters`): 0x00 Request Control,
    /// 0x01 Reset, 0x02 Set Target Speed (`target_speed_km_h`), 0x03 Set Target Inclination
    /// (`target_inclination_percent`), 0x04 Set Target Resistance Level (UINT8 in 0.1: `target_resistance_level`),
    /// 0x05 Set Target Power (`target_power_w`), 0x06 Set Target Heart Rate (`target_heart_rate_bpm`), 0x07 Start or
    /// Resume, 0x08 Stop or Pause (`control_information`, `control_information_name`: 1 Stop, 2 Pause), 0x09-0x10
    /// targeted energy, steps, strides, distance, training time and times in heart rate zones, 0x11 Set Indoor Bike
    /// Simulation Parameters (`wind_speed_m_s`, `grade_percent`, `rolling_resistance_coefficient`,
    /// `wind_resistance_coefficient_kg_m`), 0x12 Set Wheel Circumference (`wheel_circumference_mm`), 0x13 Spin Down
    /// Control (`spin_down_control`, `spin_down_control_name`: 1 Start, 2 Ignore), 0x14 Set Targeted Cadence
    /// (`targeted_cadence_rpm`).
    ///
    /// Response: 0x80 | Request Op Code | Result Code (1 Success, 2 Op Code not supported, 3 Invalid Parameter,
    /// 4 Operation Failed, 5 Control Not Permitted) | for a successful Spin Down Control, `target_speed_low_km_h`
    /// and `target_speed_high_km_h`. Fields `request_op_code`, `request_op_code_name`, `result_code`,
    /// `result_code_name`.
    static func fitnessMachineControlPoint(_ value: Bytes) -> DecodedValue {
        guard let opCode = value[checked: 0] else { return emptyValue("Fitness Machine Control Point") }
        var cursor = SportsCursor(value, offset: 1)
        let name = FitnessMachineLayout.controlPointOpCodeName(opCode)
        let head = SportsFormat.opCode(opCode, name)
        var fields = head.fields
        var summary = SummaryBuilder()
        if opCode == 0x80, let request = cursor.u8("request op code", mandatory: true),
           let result = cursor.u8("result code", mandatory: true) {
            summary.add(SportsFormat.appendResponse(
                request: request, requestName: FitnessMachineLayout.controlPointOpCodeName(request),
                response: result, responseName: FitnessMachineLayout.resultCodeName(result), key: "result_code",
                nameKey: "result_code_name", what: "result code", to: &fields, problems: &cursor.problems))
            if request == 0x13, result == 0x01,
               let o = cursor.take(FitnessMachineLayout.spinDownResponse.size, "spin down target speeds",
                                   mandatory: true) {
                FitnessMachineLayout.spinDownResponse.read(value, at: o, into: &fields, summary: &summary)
            }
        } else {
            // A Response Code cut short has no parameters to read: `controlPointParameters` has none for 0x80.
            summary.add(head.text)
            readParameters(FitnessMachineLayout.controlPointParameters(opCode), opCode, name, &cursor, &fields,
                           &summary)
        }
        cursor.checkTrailing("after the op code's parameters")
        return DecodedValue(fields: fields, summary: summary.text, problems: cursor.problems)
    }

    /// 0x2ADA Fitness Machine Status: Op Code (UINT8) | Parameter. The op codes announce what changed
    /// (0x01 Reset … 0x15 Targeted Cadence Changed, 0xFF Control Permission Lost); the parameters are the new
    /// values, with the keys of the Control Point's (see `FitnessMachineLayout.statusParameters`), plus
    /// 0x14 Spin Down Status (`spin_down_status`, `spin_down_status_name`: 1 Spin Down Requested, 2 Success,
    /// 3 Error, 4 Stop Pedaling). Fields `op_code`, `op_code_name`, then the parameters.
    static func fitnessMachineStatus(_ value: Bytes) -> DecodedValue {
        guard let opCode = value[checked: 0] else { return emptyValue("Fitness Machine Status") }
        var cursor = SportsCursor(value, offset: 1)
        let name = FitnessMachineLayout.statusOpCodeName(opCode)
        let head = SportsFormat.opCode(opCode, name)
        var fields = head.fields
        var summary = SummaryBuilder()
        summary.add(head.text)
        readParameters(FitnessMachineLayout.statusParameters(opCode), opCode, name, &cursor, &fields, &summary)
        cursor.checkTrailing("after the op code's parameters")
        return DecodedValue(fields: fields, summary: summary.text, problems: cursor.problems)
    }

    /// Reads the parameters of a Control Point or Status op code (`parameters`, nil for op codes without); for a
    /// reserved op code (`name` nil), the bytes after it with a problem.
    private static func readParameters(_ parameters: FitnessMachineGroup?, _ opCode: UInt8, _ name: String?,
                                       _ cursor: inout SportsCursor, _ fields: inout [DecodedField],
                                       _ summary: inout SummaryBuilder) {
        if let parameters {
            if let o = cursor.take(parameters.size, parameters.name, mandatory: true) {
                parameters.read(cursor.value, at: o, into: &fields, summary: &summary)
            }
        } else if name == nil {
            cursor.reservedOpCode(opCode, &fields)
        }
    }
}

// MARK: - Tables

/// One number of a fitness machine value: its format on the wire, its resolution, key, unit and summary text.
struct FitnessMachineField: Sendable {
    enum Format: Sendable {
        case u8, u16, s16, u24

        var size: Int {
            switch self {
            case .u8: 1
            case .u16, .s16: 2
            case .u24: 3
            }
        }
    }

    /// The resolution: the field's value is raw × this.
    enum Scale: Sendable {
        case one, half, tenth, hundredth, thousandth, tenThousandth
    }

    var key: StaticString
    var format: Format
    var scale: Scale
    var unit: String?
    /// Summary text: prefix + number + suffix.
    var prefix: String
    var suffix: String
    /// For enumerated values: the names, and the key of the name field that follows the number.
    var names: [(value: UInt8, name: String)] = []
    var nameKey: StaticString?
    /// The raw value FTMS gives as "Data Not Available" for this field (a machine that announces the field but
    /// cannot compute it), and what the summary calls the field then ("energy/h not available").
    var notAvailable: (raw: Int64, label: String)?

    init(_ key: StaticString, _ format: Format, _ scale: Scale = .one, unit: String?, _ prefix: String = "",
         _ suffix: String = "") {
        self.key = key
        self.format = format
        self.scale = scale
        self.unit = unit
        self.prefix = prefix
        self.suffix = suffix
    }

    /// An enumerated UINT8 with a name field.
    init(_ key: StaticString, nameKey: StaticString, names: [(value: UInt8, name: String)]) {
        self.init(key, .u8, unit: nil)
        self.nameKey = nameKey
        self.names = names
    }

    /// The same field with a "Data Not Available" value: `raw` as read (sign-extended for SINT16: 0x7FFF is 32767).
    func unavailable(_ raw: Int64, _ label: String) -> FitnessMachineField {
        var out = self
        out.notAvailable = (raw, label)
        return out
    }

    /// Whether `raw` is the field's "Data Not Available" value.
    func isNotAvailable(_ raw: Int64) -> Bool { notAvailable?.raw == raw }

    /// The raw number at `offset`, sign-extended for SINT16.
    func read(_ value: Bytes, at offset: Int) -> Int64? {
        switch format {
        case .u8: value[checked: offset].map { Int64($0) }
        case .u16: value.u16le(at: offset).map { Int64($0) }
        case .s16: value.u16le(at: offset).map { Int64(Int16(bitPattern: $0)) }
        case .u24: value.uintLE(at: offset, width: 3).map { Int64($0) }
        }
    }

    /// The value in its unit: an int at resolution 1, else a double (raw divided by a power of ten or by two,
    /// rounded once).
    func scalar(_ raw: Int64) -> DecodedScalar {
        switch scale {
        case .one: .int(raw)
        case .half: .double(Double(raw) / 2)
        case .tenth: .double(Double(raw) / 10)
        case .hundredth: .double(Double(raw) / 100)
        case .thousandth: .double(Double(raw) / 1000)
        case .tenThousandth: .double(Double(raw) / 10000)
        }
    }

    /// The number as text: tenths with one decimal ("2.0"), finer resolutions with trailing zeros trimmed ("8.5").
    func number(_ raw: Int64) -> String {
        let n = Int(raw)
        switch scale {
        case .one: return String(n)
        case .half: return DecoderFormat.fixed(n * 5, decimals: 1, trim: true)
        case .tenth: return DecoderFormat.fixed(n, decimals: 1)
        case .hundredth: return DecoderFormat.fixed(n, decimals: 2, trim: true)
        case .thousandth: return DecoderFormat.fixed(n, decimals: 3, trim: true)
        case .tenThousandth: return DecoderFormat.fixed(n, decimals: 4, trim: true)
        }
    }

    /// The name of an enumerated value ("Reserved" when it has none).
    func name(_ raw: Int64) -> String { names.first { Int64($0.value) == raw }?.name ?? "Reserved" }
}

/// Fields the flags (or an op code) announce together, in wire order.
struct FitnessMachineGroup: Sendable {
    /// The flag bit.
    var bit: Int
    /// Present when the bit is 0 rather than 1 (the "More Data" bit 0).
    var inverted: Bool
    /// For problems: "flags announce <name> but …".
    var name: StaticString
    var fields: [FitnessMachineField]

    init(_ bit: Int, _ name: StaticString, _ fields: [FitnessMachineField], inverted: Bool = false) {
        self.bit = bit
        self.inverted = inverted
        self.name = name
        self.fields = fields
    }

    var size: Int { fields.reduce(0) { $0 + $1.format.size } }

    /// Appends the group's fields from `offset` (where `size` bytes were reserved) and their summary texts.
    func read(_ value: Bytes, at offset: Int, into out: inout [DecodedField], summary: inout SummaryBuilder) {
        var o = offset
        for field in fields {
            guard let raw = field.read(value, at: o) else { return }
            o += field.format.size
            if let special = field.notAvailable, raw == special.raw {
                // A special value, not a number (FTMS §4.4.1.5 etc.): kept out of statistics, charts and CSV numbers.
                out.append(DecodedField(field.key, .special(SpecialValue.notAvailable), unit: field.unit))
                summary.add(special.label + " not available")
                continue
            }
            out.append(DecodedField(field.key, field.scalar(raw), unit: field.unit))
            if let nameKey = field.nameKey {
                let name = field.name(raw)
                out.append(DecodedField(nameKey, .string(name)))
                summary.add(name == "Reserved" ? "Reserved (\(raw))" : name)
            } else {
                summary.add(field.prefix + field.number(raw) + field.suffix)
            }
        }
    }
}

/// The layout of one fitness machine data characteristic.
struct FitnessMachineLayout: Sendable {
    var name: String
    var flagBytes: Int
    var reservedMask: UInt32
    var groups: [FitnessMachineGroup]
    /// The Cross Trainer's Movement Direction flag (no field of its own).
    var movementDirectionBit: Int?

    typealias F = FitnessMachineField
    typealias G = FitnessMachineGroup

    // Fields several machines share.
    static let speed = F("speed_km_h", .u16, .hundredth, unit: "km/h", "", " km/h")
    static let averageSpeed = F("average_speed_km_h", .u16, .hundredth, unit: "km/h", "avg ", " km/h")
    static let totalDistance = F("total_distance_m", .u24, unit: "m", "", " m")
    // "Data Not Available" values (FTMS 1.0 §4.4.1, §4.5.1, §4.6.1, §4.7.1, §4.8.1, §4.9.1): Inclination and Ramp
    // Angle Setting 0x7FFF (Treadmill, Cross Trainer); Total Energy and Energy per Hour 0xFFFF, Energy per Minute
    // 0xFF (every machine); Force on Belt and Power Output 0x7FFF (Treadmill); Step per Minute and Average Step
    // Rate 0xFFFF (Cross Trainer).
    static let inclination = F("inclination_percent", .s16, .tenth, unit: "%", "incline ", " %")
        .unavailable(0x7FFF, "incline")
    static let rampAngle = F("ramp_angle_deg", .s16, .tenth, unit: "deg", "ramp ", " deg")
        .unavailable(0x7FFF, "ramp angle")
    static let energy = [
        F("total_energy_kcal", .u16, unit: "kcal", "", " kcal").unavailable(0xFFFF, "total energy"),
        F("energy_per_hour_kcal", .u16, unit: "kcal", "", " kcal/h").unavailable(0xFFFF, "energy/h"),
        F("energy_per_minute_kcal", .u8, unit: "kcal", "", " kcal/min").unavailable(0xFF, "energy/min"),
    ]
    static let heartRate = F("heart_rate_bpm", .u8, unit: "bpm", "", " bpm")
    static let metabolicEquivalent = F("metabolic_equivalent", .u8, .tenth, unit: "MET", "", " MET")
    static let elapsedTime = F("elapsed_time_s", .u16, unit: "s", "elapsed ", " s")
    static let remainingTime = F("remaining_time_s", .u16, unit: "s", "remaining ", " s")
    static let power = F("power_w", .s16, unit: "W", "", " W")
    static let averagePower = F("average_power_w", .s16, unit: "W", "avg ", " W")
    static let stepRate = F("step_rate_spm", .u16, unit: "steps/min", "", " steps/min")
    static let averageStepRate = F("average_step_rate_spm", .u16, unit: "steps/min", "avg ", " steps/min")
    static let floors = F("floors", .u16, unit: nil, "", " floors")
    static let elevationGainMetres = F("positive_elevation_gain_m", .u16, unit: "m", "up ", " m")

    // Groups several machines share.
    /// Instantaneous speed (present when the More Data bit 0 is clear) and average speed: flag bits 0 and 1 of the
    /// Treadmill, Cross Trainer and Indoor Bike Data.
    static let speedGroups = [
        G(0, "instantaneous speed", [speed], inverted: true),
        G(1, "average speed", [averageSpeed]),
    ]

    /// Step rate, average step rate and positive elevation gain: flag bits 1-3 of the Step and Stair Climber Data.
    static let climberGroups = [
        G(1, "step per minute", [stepRate]),
        G(2, "average step rate", [averageStepRate]),
        G(3, "positive elevation gain", [elevationGainMetres]),
    ]

    /// Instantaneous and average power at flag bits `bit` and `bit + 1`.
    static func powerGroups(_ bit: Int) -> [G] {
        [G(bit, "instantaneous power", [power]), G(bit + 1, "average power", [averagePower])]
    }

    /// Expended energy, heart rate, metabolic equivalent, elapsed time and remaining time at flag bits `bit` to
    /// `bit + 4`: what every machine's data ends with (the Treadmill's before its force on belt and power output).
    static func energyToRemainingTime(_ bit: Int) -> [G] {
        [
            G(bit, "expended energy", energy),
            G(bit + 1, "heart rate", [heartRate]),
            G(bit + 2, "metabolic equivalent", [metabolicEquivalent]),
            G(bit + 3, "elapsed time", [elapsedTime]),
            G(bit + 4, "remaining time", [remainingTime]),
        ]
    }

    /// Treadmill Data, flags UINT16, bits 13-15 reserved.
    static let treadmill = FitnessMachineLayout(name: "Treadmill Data", flagBytes: 2, reservedMask: 0xE000, groups:
        speedGroups + [
            G(2, "total distance", [totalDistance]),
            G(3, "inclination and ramp angle setting", [inclination, rampAngle]),
            G(4, "elevation gain", [F("positive_elevation_gain_m", .u16, .tenth, unit: "m", "up ", " m"),
                                    F("negative_elevation_gain_m", .u16, .tenth, unit: "m", "down ", " m")]),
            G(5, "instantaneous pace", [F("pace_km_min", .u8, .tenth, unit: "km/min", "pace ", " km/min")]),
            G(6, "average pace", [F("average_pace_km_min", .u8, .tenth, unit: "km/min", "avg pace ", " km/min")]),
        ] + energyToRemainingTime(7) + [
            G(12, "force on belt and power output", [
                F("force_on_belt_n", .s16, unit: "N", "", " N").unavailable(0x7FFF, "force on belt"),
                power.unavailable(0x7FFF, "power"),
            ]),
        ])

    /// Cross Trainer Data, flags UINT24: bit 15 Movement Direction (0 forward, 1 backward), bits 16-23
    /// reserved. Stride Count is in 0.1 (GSS: M = 1, d = -1), Resistance Level a SINT16 in 0.1.
    static let crossTrainer = FitnessMachineLayout(
        name: "Cross Trainer Data", flagBytes: 3, reservedMask: 0xFF_0000, groups: speedGroups + [
            G(2, "total distance", [totalDistance]),
            G(3, "step count", [stepRate.unavailable(0xFFFF, "step rate"),
                                averageStepRate.unavailable(0xFFFF, "average step rate")]),
            G(4, "stride count", [F("stride_count", .u16, .tenth, unit: nil, "", " strides")]),
            G(5, "elevation gain", [elevationGainMetres,
                                    F("negative_elevation_gain_m", .u16, unit: "m", "down ", " m")]),
            G(6, "inclination and ramp angle setting", [inclination, rampAngle]),
            G(7, "resistance level", [F("resistance_level", .s16, .tenth, unit: nil, "resistance ")]),
        ] + powerGroups(8) + energyToRemainingTime(10), movementDirectionBit: 15)

    /// Step Climber Data, flags UINT16, bits 9-15 reserved.
    static let stepClimber = FitnessMachineLayout(
        name: "Step Climber Data", flagBytes: 2, reservedMask: 0xFE00, groups: [
            G(0, "floors and step count", [floors, F("step_count", .u16, unit: nil, "", " steps")], inverted: true),
        ] + climberGroups + energyToRemainingTime(4))

    /// Stair Climber Data, flags UINT16, bits 10-15 reserved.
    static let stairClimber = FitnessMachineLayout(
        name: "Stair Climber Data", flagBytes: 2, reservedMask: 0xFC00, groups: [
            G(0, "floors", [floors], inverted: true),
        ] + climberGroups + [
            G(4, "stride count", [F("stride_count", .u16, unit: nil, "", " strides")]),
        ] + energyToRemainingTime(5))

    /// Rower Data, flags UINT16, bits 13-15 reserved. Stroke rates in 1/2 stroke per minute, pace in
    /// seconds per 500 m, Resistance Level a SINT16 of resolution 1.
    static let rower = FitnessMachineLayout(name: "Rower Data", flagBytes: 2, reservedMask: 0xE000, groups: [
        G(0, "stroke rate and stroke count", [
            F("stroke_rate_spm", .u8, .half, unit: "strokes/min", "", " strokes/min"),
            F("stroke_count", .u16, unit: nil, "", " strokes"),
        ], inverted: true),
        G(1, "average stroke rate", [F("average_stroke_rate_spm", .u8, .half, unit: "strokes/min", "avg ",
                                       " strokes/min")]),
        G(2, "total distance", [totalDistance]),
        G(3, "instantaneous pace", [F("pace_s_per_500m", .u16, unit: "s/500 m", "pace ", " s/500 m")]),
        G(4, "average pace", [F("average_pace_s_per_500m", .u16, unit: "s/500 m", "avg pace ", " s/500 m")]),
    ] + powerGroups(5) + [
        G(7, "resistance level", [F("resistance_level", .s16, unit: nil, "resistance ")]),
    ] + energyToRemainingTime(8))

    /// Indoor Bike Data, flags UINT16, bits 13-15 reserved. Cadences in 1/2 rpm, Resistance Level a
    /// SINT16 of resolution 1.
    static let indoorBike = FitnessMachineLayout(
        name: "Indoor Bike Data", flagBytes: 2, reservedMask: 0xE000, groups: speedGroups + [
            G(2, "instantaneous cadence", [F("cadence_rpm", .u16, .half, unit: "rpm", "", " rpm")]),
            G(3, "average cadence", [F("average_cadence_rpm", .u16, .half, unit: "rpm", "avg ", " rpm")]),
            G(4, "total distance", [totalDistance]),
            G(5, "resistance level", [F("resistance_level", .s16, unit: nil, "resistance ")]),
        ] + powerGroups(6) + energyToRemainingTime(8))

    /// Fitness Machine Features, bits 0-16.
    static let machineFeatureBits: [NamedBit] = [
        .init(0, "average_speed", "average speed"),
        .init(1, "cadence", "cadence"),
        .init(2, "total_distance", "total distance"),
        .init(3, "inclination", "inclination"),
        .init(4, "elevation_gain", "elevation gain"),
        .init(5, "pace", "pace"),
        .init(6, "step_count", "step count"),
        .init(7, "resistance_level", "resistance level"),
        .init(8, "stride_count", "stride count"),
        .init(9, "expended_energy", "expended energy"),
        .init(10, "heart_rate_measurement", "heart rate"),
        .init(11, "metabolic_equivalent", "metabolic equivalent"),
        .init(12, "elapsed_time", "elapsed time"),
        .init(13, "remaining_time", "remaining time"),
        .init(14, "power_measurement", "power"),
        .init(15, "force_on_belt_and_power_output", "force on belt and power output"),
        .init(16, "user_data_retention", "user data retention"),
    ]

    /// Target Setting Features, bits 0-16.
    static let targetSettingBits: [NamedBit] = [
        .init(0, "speed", "speed"),
        .init(1, "inclination", "inclination"),
        .init(2, "resistance", "resistance"),
        .init(3, "power", "power"),
        .init(4, "heart_rate", "heart rate"),
        .init(5, "targeted_expended_energy", "expended energy"),
        .init(6, "targeted_step_number", "step number"),
        .init(7, "targeted_stride_number", "stride number"),
        .init(8, "targeted_distance", "distance"),
        .init(9, "targeted_training_time", "training time"),
        .init(10, "targeted_time_in_two_heart_rate_zones", "time in two heart rate zones"),
        .init(11, "targeted_time_in_three_heart_rate_zones", "time in three heart rate zones"),
        .init(12, "targeted_time_in_five_heart_rate_zones", "time in five heart rate zones"),
        .init(13, "indoor_bike_simulation_parameters", "indoor bike simulation"),
        .init(14, "wheel_circumference", "wheel circumference"),
        .init(15, "spin_down_control", "spin down control"),
        .init(16, "targeted_cadence", "cadence"),
    ]

    /// Training Status values; 0x10-0xFF are reserved.
    static func trainingStatusName(_ status: UInt8) -> String? {
        switch status {
        case 0x00: "Other"
        case 0x01: "Idle"
        case 0x02: "Warming Up"
        case 0x03: "Low Intensity Interval"
        case 0x04: "High Intensity Interval"
        case 0x05: "Recovery Interval"
        case 0x06: "Isometric"
        case 0x07: "Heart Rate Control"
        case 0x08: "Fitness Test"
        case 0x09: "Speed Outside of Control Region - Low"
        case 0x0A: "Speed Outside of Control Region - High"
        case 0x0B: "Cool Down"
        case 0x0C: "Watt Control"
        case 0x0D: "Manual Mode (Quick Start)"
        case 0x0E: "Pre-Workout"
        case 0x0F: "Post-Workout"
        default: nil
        }
    }

    /// Fitness Machine Control Point op codes.
    static func controlPointOpCodeName(_ opCode: UInt8) -> String? {
        switch opCode {
        case 0x00: "Request Control"
        case 0x01: "Reset"
        case 0x02: "Set Target Speed"
        case 0x03: "Set Target Inclination"
        case 0x04: "Set Target Resistance Level"
        case 0x05: "Set Target Power"
        case 0x06: "Set Target Heart Rate"
        case 0x07: "Start or Resume"
        case 0x08: "Stop or Pause"
        case 0x09: "Set Targeted Expended Energy"
        case 0x0A: "Set Targeted Number of Steps"
        case 0x0B: "Set Targeted Number of Strides"
        case 0x0C: "Set Targeted Distance"
        case 0x0D: "Set Targeted Training Time"
        case 0x0E: "Set Targeted Time in Two Heart Rate Zones"
        case 0x0F: "Set Targeted Time in Three Heart Rate Zones"
        case 0x10: "Set Targeted Time in Five Heart Rate Zones"
        case 0x11: "Set Indoor Bike Simulation Parameters"
        case 0x12: "Set Wheel Circumference"
        case 0x13: "Spin Down Control"
        case 0x14: "Set Targeted Cadence"
        case 0x80: "Response Code"
        default: nil
        }
    }

    /// Result codes of the Fitness Machine Control Point response.
    static func resultCodeName(_ code: UInt8) -> String? {
        switch code {
        case 0x01: "Success"
        case 0x02: "Op Code not supported"
        case 0x03: "Invalid Parameter"
        case 0x04: "Operation Failed"
        case 0x05: "Control Not Permitted"
        default: nil
        }
    }

    /// Fitness Machine Status op codes.
    static func statusOpCodeName(_ opCode: UInt8) -> String? {
        switch opCode {
        case 0x01: "Reset"
        case 0x02: "Fitness Machine Stopped or Paused by the User"
        case 0x03: "Fitness Machine Stopped by Safety Key"
        case 0x04: "Fitness Machine Started or Resumed by the User"
        case 0x05: "Target Speed Changed"
        case 0x06: "Target Incline Changed"
        case 0x07: "Target Resistance Level Changed"
        case 0x08: "Target Power Changed"
        case 0x09: "Target Heart Rate Changed"
        case 0x0A: "Targeted Expended Energy Changed"
        case 0x0B: "Targeted Number of Steps Changed"
        case 0x0C: "Targeted Number of Strides Changed"
        case 0x0D: "Targeted Distance Changed"
        case 0x0E: "Targeted Training Time Changed"
        case 0x0F: "Targeted Time in Two Heart Rate Zones Changed"
        case 0x10: "Targeted Time in Three Heart Rate Zones Changed"
        case 0x11: "Targeted Time in Five Heart Rate Zones Changed"
        case 0x12: "Indoor Bike Simulation Parameters Changed"
        case 0x13: "Wheel Circumference Changed"
        case 0x14: "Spin Down Status"
        case 0x15: "Targeted Cadence Changed"
        case 0xFF: "Control Permission Lost"
        default: nil
        }
    }

    // Parameters shared by the Control Point requests and the Status notifications.
    static let targetSpeed = G(0, "target speed", [F("target_speed_km_h", .u16, .hundredth, unit: "km/h", "", " km/h")])
    static let targetInclination = G(0, "target inclination", [
        F("target_inclination_percent", .s16, .tenth, unit: "%", "", " %"),
    ])
    static let targetResistance = G(0, "target resistance level", [
        F("target_resistance_level", .u8, .tenth, unit: nil, "resistance "),
    ])
    static let targetPower = G(0, "target power", [F("target_power_w", .s16, unit: "W", "", " W")])
    static let targetHeartRate = G(0, "target heart rate", [F("target_heart_rate_bpm", .u8, unit: "bpm", "", " bpm")])
    static let controlInformation = G(0, "control information", [
        F("control_information", nameKey: "control_information_name", names: [(1, "Stop"), (2, "Pause")]),
    ])
    static let targetedEnergy = G(0, "targeted expended energy", [
        F("targeted_expended_energy_kcal", .u16, unit: "kcal", "", " kcal"),
    ])
    static let targetedSteps = G(0, "targeted number of steps", [F("targeted_steps", .u16, unit: nil, "", " steps")])
    static let targetedStrides = G(0, "targeted number of strides", [
        F("targeted_strides", .u16, unit: nil, "", " strides"),
    ])
    static let targetedDistance = G(0, "targeted distance", [F("targeted_distance_m", .u24, unit: "m", "", " m")])
    static let targetedTime = G(0, "targeted training time", [
        F("targeted_training_time_s", .u16, unit: "s", "", " s"),
    ])
    static let twoZones = G(0, "targeted times in two heart rate zones", [
        F("fat_burn_zone_time_s", .u16, unit: "s", "fat burn ", " s"),
        F("fitness_zone_time_s", .u16, unit: "s", "fitness ", " s"),
    ])
    static let threeZones = G(0, "targeted times in three heart rate zones", [
        F("light_zone_time_s", .u16, unit: "s", "light ", " s"),
        F("moderate_zone_time_s", .u16, unit: "s", "moderate ", " s"),
        F("hard_zone_time_s", .u16, unit: "s", "hard ", " s"),
    ])
    static let fiveZones = G(0, "targeted times in five heart rate zones", [
        F("very_light_zone_time_s", .u16, unit: "s", "very light ", " s"),
        F("light_zone_time_s", .u16, unit: "s", "light ", " s"),
        F("moderate_zone_time_s", .u16, unit: "s", "moderate ", " s"),
        F("hard_zone_time_s", .u16, unit: "s", "hard ", " s"),
        F("maximum_zone_time_s", .u16, unit: "s", "maximum ", " s"),
    ])
    /// Indoor Bike Simulation Parameters: wind speed SINT16 0.001 m/s, grade SINT16 0.01 %, coefficient of rolling
    /// resistance UINT8 0.0001, wind resistance coefficient UINT8 0.01 kg/m.
    static let simulation = G(0, "indoor bike simulation parameters", [
        F("wind_speed_m_s", .s16, .thousandth, unit: "m/s", "wind ", " m/s"),
        F("grade_percent", .s16, .hundredth, unit: "%", "grade ", " %"),
        F("rolling_resistance_coefficient", .u8, .tenThousandth, unit: nil, "crr "),
        F("wind_resistance_coefficient_kg_m", .u8, .hundredth, unit: "kg/m", "cw ", " kg/m"),
    ])
    static let wheelCircumference = G(0, "wheel circumference", [
        F("wheel_circumference_mm", .u16, .tenth, unit: "mm", "", " mm"),
    ])
    static let spinDownControl = G(0, "spin down control", [
        F("spin_down_control", nameKey: "spin_down_control_name", names: [(1, "Start"), (2, "Ignore")]),
    ])
    static let targetedCadence = G(0, "targeted cadence", [
        F("targeted_cadence_rpm", .u16, .half, unit: "rpm", "", " rpm"),
    ])
    static let spinDownStatus = G(0, "spin down status", [
        F("spin_down_status", nameKey: "spin_down_status_name",
          names: [(1, "Spin Down Requested"), (2, "Success"), (3, "Error"), (4, "Stop Pedaling")]),
    ])
    /// The response parameter of a successful Spin Down Control: the speed range to spin down through.
    static let spinDownResponse = G(0, "spin down target speeds", [
        F("target_speed_low_km_h", .u16, .hundredth, unit: "km/h", "low ", " km/h"),
        F("target_speed_high_km_h", .u16, .hundredth, unit: "km/h", "high ", " km/h"),
    ])

    /// The parameters of a Control Point request; nil for op codes without (or reserved).
    static func controlPointParameters(_ opCode: UInt8) -> FitnessMachineGroup? {
        switch opCode {
        case 0x02: targetSpeed
        case 0x03: targetInclination
        case 0x04: targetResistance
        case 0x05: targetPower
        case 0x06: targetHeartRate
        case 0x08: controlInformation
        case 0x09: targetedEnergy
        case 0x0A: targetedSteps
        case 0x0B: targetedStrides
        case 0x0C: targetedDistance
        case 0x0D: targetedTime
        case 0x0E: twoZones
        case 0x0F: threeZones
        case 0x10: fiveZones
        case 0x11: simulation
        case 0x12: wheelCircumference
        case 0x13: spinDownControl
        case 0x14: targetedCadence
        default: nil
        }
    }

    /// The parameters of a Status notification; nil for op codes without (or reserved).
    static func statusParameters(_ opCode: UInt8) -> FitnessMachineGroup? {
        switch opCode {
        case 0x02: controlInformation
        case 0x05: targetSpeed
        case 0x06: targetInclination
        case 0x07: targetResistance
        case 0x08: targetPower
        case 0x09: targetHeartRate
        case 0x0A: targetedEnergy
        case 0x0B: targetedSteps
        case 0x0C: targetedStrides
        case 0x0D: targetedDistance
        case 0x0E: targetedTime
        case 0x0F: twoZones
        case 0x10: threeZones
        case 0x11: fiveZones
        case 0x12: simulation
        case 0x13: wheelCircumference
        case 0x14: spinDownStatus
        case 0x15: targetedCadence
        default: nil
        }
    }
}

/// The format of a Supported … Range characteristic.
struct SupportedRange: Sendable {
    var name: String
    var minimum: FitnessMachineField
    var maximum: FitnessMachineField
    var increment: FitnessMachineField
    /// " km/h", " %", "" (unitless).
    var unitText: String

    typealias F = FitnessMachineField

    static let speed = SupportedRange(
        name: "Supported Speed Range",
        minimum: F("minimum_speed_km_h", .u16, .hundredth, unit: "km/h"),
        maximum: F("maximum_speed_km_h", .u16, .hundredth, unit: "km/h"),
        increment: F("minimum_increment_km_h", .u16, .hundredth, unit: "km/h"), unitText: " km/h")
    static let inclination = SupportedRange(
        name: "Supported Inclination Range",
        minimum: F("minimum_inclination_percent", .s16, .tenth, unit: "%"),
        maximum: F("maximum_inclination_percent", .s16, .tenth, unit: "%"),
        increment: F("minimum_increment_percent", .u16, .tenth, unit: "%"), unitText: " %")
    static let resistanceLevel = SupportedRange(
        name: "Supported Resistance Level Range",
        minimum: F("minimum_resistance_level", .s16, .tenth, unit: nil),
        maximum: F("maximum_resistance_level", .s16, .tenth, unit: nil),
        increment: F("minimum_increment", .u16, .tenth, unit: nil), unitText: "")
    static let resistanceLevelGSS = SupportedRange(
        name: "Supported Resistance Level Range",
        minimum: F("minimum_resistance_level", .u8, unit: nil),
        maximum: F("maximum_resistance_level", .u8, unit: nil),
        increment: F("minimum_increment", .u8, unit: nil), unitText: "")
    static let heartRate = SupportedRange(
        name: "Supported Heart Rate Range",
        minimum: F("minimum_heart_rate_bpm", .u8, unit: "bpm"),
        maximum: F("maximum_heart_rate_bpm", .u8, unit: "bpm"),
        increment: F("minimum_increment_bpm", .u8, unit: "bpm"), unitText: " bpm")
    static let power = SupportedRange(
        name: "Supported Power Range",
        minimum: F("minimum_power_w", .s16, unit: "W"),
        maximum: F("maximum_power_w", .s16, unit: "W"),
        increment: F("minimum_increment_w", .u16, unit: "W"), unitText: " W")
}
