import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Heart Rate Service characteristics (Heart Rate Service 1.0; GSS §3.113 ff.).
extension Decoders {
    /// The Sensor Contact Status of the Heart Rate Measurement flags (bits 1-2).
    public enum SensorContact: Sendable {
        /// 0 and 1: the sensor does not report contact.
        case notSupported
        /// 2: supported, but no (or poor) skin contact.
        case notDetected
        /// 3: supported and detected.
        case detected

        init(flags: UInt8) {
            switch (flags >> 1) & 0x03 {
            case 2: self = .notDetected
            case 3: self = .detected
            default: self = .notSupported
            }
        }

        var key: String { staticKey.description }

        var staticKey: StaticString {
            switch self {
            case .notSupported: "not_supported"
            case .notDetected: "not_detected"
            case .detected: "detected"
            }
        }
    }

    /// An RR interval in ms from its raw 1/1024 s: raw × 1000 / 1024 = raw × 125 / 128, in thousandths of a ms
    /// rounded half up (the value of `rr_intervals_ms`).
    @inline(__always) public static func rrMilliseconds(_ raw: UInt16) -> Double {
        Double(mantissa: rrThousandths(raw), decimalExponent: -3)
    }

    /// `rrMilliseconds` in thousandths of a ms, exactly: what a sink writes as a decimal with three places.
    @inline(__always) static func rrThousandths(_ raw: UInt16) -> Int64 {
        (Int64(raw) * 125_000 + 64) / 128
    }

    /// 0x2A37 Heart Rate Measurement.
    ///
    /// Layout: Flags (UINT8) | Heart Rate (UINT8 or UINT16, flags bit 0) | Energy Expended (UINT16 kJ, bit 3) |
    /// RR-Interval (UINT16 each in 1/1024 s, bit 4, one or more up to the end of the value).
    /// Flags bits 1-2: Sensor Contact Status; bits 5-7: reserved for future use.
    ///
    /// Fields, in layout order: `value_format` ("uint8" | "uint16"), `sensor_contact` ("not_supported" |
    /// "not_detected" | "detected"), `bpm`, `energy_expended_kj` (when bit 3 is set), `rr_intervals` (raw 1/1024 s)
    /// and `rr_intervals_ms` (when bit 4 is set and at least one interval is complete).
    ///
    /// `rr_intervals_ms` is raw × 1000 / 1024 rounded half up to 3 decimals (the exact value has up to 7 decimals
    /// since 1000/1024 = 125/128; 1 µs is far below the sensor's 0.98 ms resolution). The summary shows 1 decimal.
    ///
    /// tshark (4.0) differs in presentation, not in meaning: it shows RR intervals only in raw 1/1024 s units
    /// (`btatt.heart_rate_measurement.rr_interval`), and the sensor contact status as two separate booleans
    /// ("Sensor Support" bit 2, "Sensor Contact" bit 1) rather than one four-valued field.
    package static func heartRateMeasurement(_ value: Bytes, describe: Bool = true) -> DecodedValue {
        var builder = DecodedValueBuilder(describes: describe)
        heartRateMeasurement(value, into: &builder)
        return builder.value
    }

    /// 0x2A37 Heart Rate Measurement into a field sink (see `heartRateMeasurement(_:describe:)` for the fields).
    public static func heartRateMeasurement<S: DecodedFieldSink & ~Copyable>(_ value: Bytes, into sink: inout S) {
        guard let flags = value[checked: 0] else {
            sink.problem("the value is empty; a Heart Rate Measurement has at least a flags byte and a heart rate")
            sink.summary("empty")
            return
        }
        let describe = sink.describes
        var summary = SummaryBuilder(enabled: describe, buffer: sink.takeSummaryBuffer())
        defer { sink.summary(utf8: summary.takeText()) }

        let isUInt16 = flags & 0x01 != 0
        let contact = SensorContact(flags: flags)
        sink.string("value_format", isUInt16 ? "uint16" : "uint8")
        sink.string("sensor_contact", contact.staticKey)
        if let p = DecoderFormat.reservedBits("flag", flags, mask: 0xE0, digits: 2, valuePrefix: "flags ") {
            sink.problem(p)
        }

        // Heart Rate Measurement Value.
        let bpm: UInt16? = isUInt16 ? value.u16le(at: 1) : value[checked: 1].map(UInt16.init)
        guard let bpm else {
            sink.problem(DecoderFormat.missing(isUInt16 ? "a UINT16 heart rate" : "a UINT8 heart rate", value))
            summary.add(words: "no heart rate")
            addContact(contact, to: &summary)
            return
        }
        var offset = isUInt16 ? 3 : 2
        sink.int("bpm", Int64(bpm), unit: "bpm")
        // A UINT16 value says so: flags bit 0 chose the width, and its two bytes are little-endian
        // (GATT Specification Supplement, Heart Rate Measurement; multi-octet fields are little-endian).
        summary.addNumber(Int(bpm), isUInt16 ? " bpm (UINT16)" : " bpm")
        addContact(contact, to: &summary)

        // Energy Expended.
        if flags & 0x08 != 0 {
            guard let energy = value.u16le(at: offset) else {
                sink.problem(DecoderFormat.missing("energy expended", value))
                return
            }
            offset += 2
            sink.int("energy_expended_kj", Int64(energy), unit: "kJ")
            summary.add { part in
                part.literal("energy ")
                part.number(Int(energy))
                part.literal(" kJ")
            }
        }

        // RR-Intervals: every remaining byte pair.
        let rest = value.suffix(from: offset)
        if flags & 0x10 != 0 {
            let count = rest.count / 2
            if count == 0, rest.isEmpty {
                sink.problem(DecoderFormat.missing("RR-intervals", value))
            }
            if count > 0 {
                sink.beginArray("rr_intervals", unit: "1/1024 s")
                for k in 0 ..< count {
                    guard let interval = rest.u16le(at: 2 * k) else { break }
                    sink.item(Int64(interval))
                }
                sink.endArray()
                sink.beginArray("rr_intervals_ms", unit: "ms")
                for k in 0 ..< count {
                    guard let interval = rest.u16le(at: 2 * k) else { break }
                    sink.item(mantissa: rrThousandths(interval), exponent: -3)
                }
                sink.endArray()
                summary.add { text in
                    text.literal("RR ")
                    for k in 0 ..< count {
                        guard let interval = rest.u16le(at: 2 * k) else { break }
                        // Tenths of a ms, rounded half up: "833.0 ms" (`DecoderFormat.fixed(tenths, decimals: 1)`).
                        let tenths = (Int(interval) * 1250 + 64) / 128
                        if k > 0 { text.literal(", ") }
                        text.fixed(tenths, decimals: 1)
                        text.literal(" ms")
                    }
                }
            }
            if rest.count % 2 == 1, let odd = rest[checked: rest.count - 1] {
                sink.problem("the RR-interval list ends with an odd byte (\(DecoderFormat.hex(UInt64(odd), digits: 2)))"
                    + "; each interval is 2 bytes")
            }
        } else if !rest.isEmpty {
            sink.problem("\(DecoderFormat.bytes(rest.count)) after the last field the flags announce")
        }
    }

    /// The sensor contact's words in a Heart Rate Measurement's summary. A function of its own, not a local one
    /// capturing the summary, whose every use would then be checked for exclusive access at run time.
    @inline(__always) private static func addContact(_ contact: SensorContact, to summary: inout SummaryBuilder) {
        switch contact {
        case .notSupported: break
        case .notDetected: summary.add(words: "contact not detected")
        case .detected: summary.add(words: "contact detected")
        }
    }

    /// 0x2A38 Body Sensor Location: one UINT8. Fields `location`, `location_name`.
    static func bodySensorLocation(_ value: Bytes) -> DecodedValue {
        guard let location = value[checked: 0] else { return emptyValue("Body Sensor Location") }
        var problems = [String]()
        let name: String
        switch location {
        case 0: name = "Other"
        case 1: name = "Chest"
        case 2: name = "Wrist"
        case 3: name = "Finger"
        case 4: name = "Hand"
        case 5: name = "Ear Lobe"
        case 6: name = "Foot"
        default:
            name = "Reserved"
            problems.append("body sensor location \(location) is reserved for future use")
        }
        if value.count != 1 {
            problems.append(DecoderFormat.lengthProblem("Body Sensor Location", expected: 1, actual: value.count))
        }
        return DecodedValue(
            fields: [DecodedField("location", .int(Int64(location))), DecodedField("location_name", .string(name))],
            summary: location > 6 ? "Reserved (\(location))" : name,
            problems: problems)
    }

    /// 0x2A39 Heart Rate Control Point: one UINT8 op code; 0x01 Reset Energy Expended, all others reserved.
    /// Fields `op_code`, `op_code_name`.
    static func heartRateControlPoint(_ value: Bytes) -> DecodedValue {
        guard let opCode = value[checked: 0] else { return emptyValue("Heart Rate Control Point") }
        var problems = [String]()
        let name: String
        let summary: String
        if opCode == 0x01 {
            name = "Reset Energy Expended"
            summary = name
        } else {
            name = "Reserved"
            summary = "Reserved op code " + DecoderFormat.hex(UInt64(opCode), digits: 2)
            problems.append("op code \(DecoderFormat.hex(UInt64(opCode), digits: 2)) is reserved for future use")
        }
        if value.count != 1 {
            problems.append(DecoderFormat.lengthProblem("Heart Rate Control Point", expected: 1, actual: value.count))
        }
        return DecodedValue(
            fields: [DecodedField("op_code", .int(Int64(opCode))), DecodedField("op_code_name", .string(name))],
            summary: summary,
            problems: problems)
    }
}
