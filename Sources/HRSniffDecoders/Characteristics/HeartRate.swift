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

        var key: String {
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
        Double((Int(raw) * 125_000 + 64) / 128) / 1000
    }

    /// A Heart Rate Measurement that follows its flags exactly: no reserved flag bits, every announced field
    /// present, RR intervals whole, no byte left over. It is what `heartRateMeasurement` decodes without a
    /// problem, read in place for the statistics of a summary; any other value is nil and is decoded in full.
    public struct WellFormedHeartRate {
        public var contact: SensorContact
        public var bpm: UInt16
        public var energy: UInt16?
        /// Where the raw RR intervals (1/1024 s, 2 bytes each) begin in the value; they run to its end (none when
        /// it is the value's length).
        public var rrOffset: Int
        /// Whether the value carries RR intervals.
        public var hasRRIntervals: Bool

        @inline(__always) public init?(_ value: Bytes) { self.init(value.span) }

        @inline(__always) public init?(_ value: RawSpan) {
            guard let flags = value.u8(at: 0), flags & 0xE0 == 0 else { return nil }
            var offset: Int
            if flags & 0x01 != 0 {
                guard let wide = value.u16le(at: 1) else { return nil }
                bpm = wide
                offset = 3
            } else {
                guard let narrow = value.u8(at: 1) else { return nil }
                bpm = UInt16(narrow)
                offset = 2
            }
            if flags & 0x08 != 0 {
                guard let e = value.u16le(at: offset) else { return nil }
                energy = e
                offset += 2
            } else {
                energy = nil
            }
            let rest = value.byteCount - offset
            if flags & 0x10 != 0 {
                guard rest > 0, rest % 2 == 0 else { return nil }
            } else {
                guard rest == 0 else { return nil }
            }
            rrOffset = offset
            hasRRIntervals = rest > 0
            contact = SensorContact(flags: flags)
        }
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
        guard let flags = value[checked: 0] else {
            return DecodedValue(fields: [], summary: "empty", problems: [
                "the value is empty; a Heart Rate Measurement has at least a flags byte and a heart rate",
            ])
        }
        var fields = [DecodedField]()
        fields.reserveCapacity(6)
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)

        let isUInt16 = flags & 0x01 != 0
        let contact = SensorContact(flags: flags)
        fields.append(DecodedField("value_format", .string(isUInt16 ? "uint16" : "uint8")))
        fields.append(DecodedField("sensor_contact", .string(contact.key)))
        if let p = DecoderFormat.reservedBits("flag", flags, mask: 0xE0, digits: 2, valuePrefix: "flags ") {
            problems.append(p)
        }
        func addContact() {
            switch contact {
            case .notSupported: break
            case .notDetected: summary.add("contact not detected")
            case .detected: summary.add("contact detected")
            }
        }

        // Heart Rate Measurement Value.
        let bpm: UInt16? = isUInt16 ? value.u16le(at: 1) : value[checked: 1].map(UInt16.init)
        guard let bpm else {
            problems.append(DecoderFormat.missing(isUInt16 ? "a UINT16 heart rate" : "a UINT8 heart rate", value))
            summary.add("no heart rate")
            addContact()
            return DecodedValue(fields: fields, summary: summary.text, problems: problems)
        }
        var offset = isUInt16 ? 3 : 2
        fields.append(DecodedField("bpm", .int(Int64(bpm)), unit: "bpm"))
        // A UINT16 value says so: flags bit 0 chose the width, and its two bytes are little-endian
        // (GATT Specification Supplement, Heart Rate Measurement; multi-octet fields are little-endian).
        summary.add(isUInt16 ? "\(bpm) bpm (UINT16)" : "\(bpm) bpm")
        addContact()

        // Energy Expended.
        if flags & 0x08 != 0 {
            guard let energy = value.u16le(at: offset) else {
                problems.append(DecoderFormat.missing("energy expended", value))
                return DecodedValue(fields: fields, summary: summary.text, problems: problems)
            }
            offset += 2
            fields.append(DecodedField("energy_expended_kj", .int(Int64(energy)), unit: "kJ"))
            summary.add("energy \(energy) kJ")
        }

        // RR-Intervals: every remaining byte pair.
        let rest = value.suffix(from: offset)
        if flags & 0x10 != 0 {
            let count = rest.count / 2
            if count == 0, rest.isEmpty {
                problems.append(DecoderFormat.missing("RR-intervals", value))
            }
            if count > 0 {
                var raw = [DecodedScalar]()
                var milliseconds = [DecodedScalar]()
                raw.reserveCapacity(count)
                milliseconds.reserveCapacity(count)
                var text = describe ? "RR " : ""
                for k in 0 ..< count {
                    guard let interval = rest.u16le(at: 2 * k) else { break }
                    let wide = Int(interval)
                    let tenths = (wide * 1250 + 64) / 128
                    raw.append(.int(Int64(interval)))
                    milliseconds.append(.double(rrMilliseconds(interval)))
                    if describe {
                        if k > 0 { text += ", " }
                        text += DecoderFormat.fixed(tenths, decimals: 1) + " ms"
                    }
                }
                fields.append(DecodedField("rr_intervals", .array(raw), unit: "1/1024 s"))
                fields.append(DecodedField("rr_intervals_ms", .array(milliseconds), unit: "ms"))
                summary.add(text)
            }
            if rest.count % 2 == 1, let odd = rest[checked: rest.count - 1] {
                problems.append("the RR-interval list ends with an odd byte (\(DecoderFormat.hex(UInt64(odd), digits: 2)))"
                    + "; each interval is 2 bytes")
            }
        } else if !rest.isEmpty {
            problems.append("\(DecoderFormat.bytes(rest.count)) after the last field the flags announce")
        }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
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
