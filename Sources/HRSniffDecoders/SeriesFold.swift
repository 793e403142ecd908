import HRSniffBytes

/// The numbers of one characteristic value that a summary's statistics keep, read straight from the value's bytes
/// by a characteristic's series folder (`Decoders.seriesFolder`), without building a `DecodedValue`.
///
/// A summary keeps of a decoded value only its quantities (the fields with a unit, in layout order: arrays of
/// milliseconds item by item), whether it reports sensor contact, and its special values. A folder gives exactly
/// the quantities the characteristic's decoder would give, for the values it accepts: it accepts only values that
/// follow the layout their flags announce with nothing left over, no reserved bits and no special value, and
/// leaves every other value to the decoder. Consumers that show only statistics (`analyze --summary`) then fold
/// a notification into its series without decoding it; tests hold each folder to its decoder.
public struct FoldedValue: Sendable {
    /// One quantity: the field's key and unit, as the decoder names them, and its value.
    public struct Number: Sendable {
        public var key: StaticString
        public var unit: StaticString
        public var value: Double
        /// An item of an array field (RR intervals), not a field of its own.
        public var isArrayItem: Bool
        /// Where the summary keeps its series (set by the summary while it folds).
        public var slot = -1
    }

    /// Whether the value has a sensor contact field (`sensor_contact` of a Heart Rate Measurement), and whether it
    /// says that contact is lost ("not_detected") or not (any other).
    public enum Contact: Sendable { case notReported, detected, lost }

    public var contact = Contact.notReported
    /// A value, not empty, of a characteristic no decoder knows: it makes no quantity, but a consumer that counts
    /// such values (to suggest a decoder of one's own) counts it.
    public var undecoded = false
    /// The quantities in layout order.
    public var numbers: [Number] = []
    /// The cumulative wheel and crank counters of a CSC or Cycling Power Measurement, from which the tracker
    /// derives speed and cadence (`CumulativeRates`), and the tick of the wheel event time in seconds.
    public var counters: Counters?
    /// The speed and cadence the tracker derived from the counters (`ConnectionDecoders.prepareFold`), unrounded.
    public var rates = DerivedRates()

    public struct Counters: Sendable {
        public var wheelRevolutions: UInt32?
        public var wheelEventTime: UInt16?
        public var crankRevolutions: UInt16?
        public var crankEventTime: UInt16?
        public var wheelTimeUnit: Double
    }

    public init() { numbers.reserveCapacity(32) }

    /// Empties it for the next value, keeping its storage.
    @inline(__always) public mutating func reset() {
        contact = .notReported
        undecoded = false
        numbers.removeAll(keepingCapacity: true)
        counters = nil
        rates = DerivedRates()
    }

    /// Whether two field keys are the same literal, without making Strings.
    @inlinable public static func sameKey(_ a: StaticString, _ b: StaticString) -> Bool { a.utf8Equals(b) }

    @inline(__always) public mutating func add(
        _ key: StaticString, _ unit: StaticString, _ value: Double, item: Bool = false
    ) {
        numbers.append(Number(key: key, unit: unit, value: value, isArrayItem: item))
    }
}

/// The speed and cadence derived from the cumulative counters of a CSC or Cycling Power Measurement and the one
/// before it (`CumulativeRates`), unrounded: what `ConnectionDecoders.decodeNotification` adds to the value as
/// `speed_km_h` and `cadence_rpm` (and to its summary), for a consumer that writes the value's fields itself.
public struct DerivedRates: Sendable, Equatable {
    public var speedKmh: Double?
    public var cadenceRpm: Double?

    public init(speedKmh: Double? = nil, cadenceRpm: Double? = nil) {
        self.speedKmh = speedKmh
        self.cadenceRpm = cadenceRpm
    }

    public var isEmpty: Bool { speedKmh == nil && cadenceRpm == nil }

    /// `speed_km_h` rounded to 2 decimals, as the field gives it.
    public var speedField: Double? { speedKmh.map { ($0 * 100).rounded() / 100 } }
    /// `cadence_rpm` rounded to 1 decimal, as the field gives it.
    public var cadenceField: Double? { cadenceRpm.map { ($0 * 10).rounded() / 10 } }

    /// Appends the rates to a summary: ", 25.3 km/h, 85.0 rpm".
    public func describe(into summary: inout String) {
        if let speed = speedKmh { summary += (summary.isEmpty ? "" : ", ") + "\((speed * 10).rounded() / 10) km/h" }
        if let cadence = cadenceRpm {
            summary += (summary.isEmpty ? "" : ", ") + "\((cadence * 10).rounded() / 10) rpm"
        }
    }

    /// `describe` into a summary's UTF-8 bytes.
    public func describe(into summary: inout [UInt8]) {
        if let speed = speedKmh { Self.append(speed, " km/h", to: &summary) }
        if let cadence = cadenceRpm { Self.append(cadence, " rpm", to: &summary) }
    }

    /// ", " unless first, `rate` rounded to one decimal as `describe` shows it (a Double's description), `unit`.
    private static func append(_ rate: Double, _ unit: StaticString, to summary: inout [UInt8]) {
        if !summary.isEmpty {
            summary.append(UInt8(ascii: ","))
            summary.append(UInt8(ascii: " "))
        }
        let tenths = (rate * 10).rounded()
        // Below 10^9 a whole number of tenths has one shortest form, "whole.tenth" (what its description gives);
        // zero and negative values (and "-0.0"), non-finite and huge ones take the description itself.
        if tenths >= 1, tenths < 1e10 {
            let n = Int(tenths)
            summary.appendDecimal(n / 10)
            summary.append(UInt8(ascii: "."))
            summary.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10))
        } else {
            summary.append(contentsOf: "\(tenths / 10)".utf8)
        }
        summary.append(utf8Of: unit)
    }
}

extension Decoders {
    /// Reads a value's quantities into a `FoldedValue`; false when the value must be decoded in full.
    public typealias SeriesFolder = @Sendable (RawSpan, inout FoldedValue) -> Bool

    /// How the values of `uuid` fold into a summary's series without being decoded, if they can: a folder for the
    /// characteristics that have one, and for characteristics no built-in decoder knows (vendor 128-bit UUIDs) a
    /// folder that gives nothing, as their decoding does. Nil: every value goes through the decoder.
    public static func seriesFolder(_ uuid: BluetoothUUID) -> SeriesFolder? {
        guard let short = uuid.shortValue else {
            return { value, out in
                out.undecoded = value.byteCount > 0
                return true
            }
        }
        switch short {
        case 0x2A37: return heartRateMeasurementSeries
        case 0x2A5F: return plxContinuousMeasurementSeries
        case 0x2A63: return cyclingPowerMeasurementSeries
        default: return nil
        }
    }

    /// 0x2A37 Heart Rate Measurement, as `heartRateMeasurement` gives it: `bpm`, `energy_expended_kj`, the items
    /// of `rr_intervals_ms` (`rr_intervals` is in 1/1024 s, not a quantity the summary keeps). Values with
    /// reserved flag bits, missing fields, a flagged but empty or odd RR list, or bytes left over are decoded.
    @Sendable static func heartRateMeasurementSeries(_ value: RawSpan, _ out: inout FoldedValue) -> Bool {
        guard let flags = value.u8(at: 0), flags & 0xE0 == 0 else { return false }
        var offset: Int
        let bpm: UInt16
        if flags & 0x01 != 0 {
            guard let wide = value.u16le(at: 1) else { return false }
            (bpm, offset) = (wide, 3)
        } else {
            guard let narrow = value.u8(at: 1) else { return false }
            (bpm, offset) = (UInt16(narrow), 2)
        }
        // `sensor_contact` is always given: "not_detected" is a loss of contact, the others are not.
        out.contact = SensorContact(flags: flags) == .notDetected ? .lost : .detected
        out.add("bpm", "bpm", Double(bpm))
        if flags & 0x08 != 0 {
            guard let energy = value.u16le(at: offset) else { return false }
            out.add("energy_expended_kj", "kJ", Double(energy))
            offset += 2
        }
        let rest = value.byteCount - offset
        if flags & 0x10 != 0 {
            guard rest > 0, rest % 2 == 0 else { return false }
            while let raw = value.u16le(at: offset) {
                out.add("rr_intervals_ms", "ms", rrMilliseconds(raw), item: true)
                offset += 2
            }
        } else {
            guard rest == 0 else { return false }
        }
        return true
    }

    /// 0x2A5F PLX Continuous Measurement, as `plxContinuousMeasurement` gives it: `spo2_percent`,
    /// `pulse_rate_bpm`, the fast and slow pairs, `pulse_amplitude_index_percent` (the status fields are not
    /// quantities). Values with reserved flag or status bits, special values, missing fields or bytes left over are
    /// decoded.
    @Sendable static func plxContinuousMeasurementSeries(_ value: RawSpan, _ out: inout FoldedValue) -> Bool {
        guard let flags = value.u8(at: 0), flags & 0xE0 == 0 else { return false }
        var offset = 1
        func medical(_ key: StaticString, _ unit: StaticString) -> Bool {
            guard let raw = value.u16le(at: offset), let v = MedicalFloat(sfloat: raw).value else { return false }
            out.add(key, unit, v)
            offset += 2
            return true
        }
        guard medical("spo2_percent", "%"), medical("pulse_rate_bpm", "bpm") else { return false }
        if flags & 0x01 != 0 {
            guard medical("spo2_fast_percent", "%"), medical("pulse_rate_fast_bpm", "bpm") else { return false }
        }
        if flags & 0x02 != 0 {
            guard medical("spo2_slow_percent", "%"), medical("pulse_rate_slow_bpm", "bpm") else { return false }
        }
        if flags & 0x04 != 0 {
            // Measurement Status: bits 0-4 reserved.
            guard let status = value.u16le(at: offset), status & 0x001F == 0 else { return false }
            offset += 2
        }
        if flags & 0x08 != 0 {
            // Device and Sensor Status: bits 16-23 reserved.
            guard value.u16le(at: offset) != nil, value.u8(at: offset + 2) == 0 else { return false }
            offset += 3
        }
        if flags & 0x10 != 0 {
            guard medical("pulse_amplitude_index_percent", "%") else { return false }
        }
        return offset == value.byteCount
    }

    /// 0x2A63 Cycling Power Measurement, as `cyclingPowerMeasurement` gives it, with its wheel and crank counters
    /// for the speed and cadence the tracker derives. Values with reserved flag bits, missing fields or bytes left
    /// over are decoded.
    @Sendable static func cyclingPowerMeasurementSeries(_ value: RawSpan, _ out: inout FoldedValue) -> Bool {
        guard let flags = value.u16le(at: 0), flags & 0xE000 == 0, let power = value.u16le(at: 2) else { return false }
        var offset = 4
        out.add("power_w", "W", Double(Int16(bitPattern: power)))
        if flags & 0x0001 != 0 {
            guard let balance = value.u8(at: offset) else { return false }
            out.add("pedal_power_balance_percent", "%", Double(balance) / 2)
            offset += 1
        }
        if flags & 0x0004 != 0 {
            guard let torque = value.u16le(at: offset) else { return false }
            out.add("accumulated_torque_nm", "Nm", Double(torque) / 32)
            offset += 2
        }
        var counters = FoldedValue.Counters(wheelTimeUnit: 1.0 / 2048)
        if flags & 0x0010 != 0 {
            guard let revolutions = value.u32le(at: offset), let time = value.u16le(at: offset + 4) else { return false }
            out.add("cumulative_wheel_revolutions", "rev", Double(revolutions))
            out.add("last_wheel_event_time", "1/2048 s", Double(time))
            out.add("last_wheel_event_time_s", "s", Double(time) / Double(1 << 11))
            (counters.wheelRevolutions, counters.wheelEventTime) = (revolutions, time)
            offset += 6
        }
        if flags & 0x0020 != 0 {
            guard let revolutions = value.u16le(at: offset), let time = value.u16le(at: offset + 2) else { return false }
            out.add("cumulative_crank_revolutions", "rev", Double(revolutions))
            out.add("last_crank_event_time", "1/1024 s", Double(time))
            out.add("last_crank_event_time_s", "s", Double(time) / Double(1 << 10))
            (counters.crankRevolutions, counters.crankEventTime) = (revolutions, time)
            offset += 4
        }
        if flags & 0x0040 != 0 {
            guard let maximum = value.u16le(at: offset), let minimum = value.u16le(at: offset + 2) else { return false }
            out.add("maximum_force_n", "N", Double(Int16(bitPattern: maximum)))
            out.add("minimum_force_n", "N", Double(Int16(bitPattern: minimum)))
            offset += 4
        }
        if flags & 0x0080 != 0 {
            guard let maximum = value.u16le(at: offset), let minimum = value.u16le(at: offset + 2) else { return false }
            out.add("maximum_torque_nm", "Nm", Double(Int16(bitPattern: maximum)) / 32)
            out.add("minimum_torque_nm", "Nm", Double(Int16(bitPattern: minimum)) / 32)
            offset += 4
        }
        if flags & 0x0100 != 0 {
            guard let low = value.u16le(at: offset), let high = value.u8(at: offset + 2) else { return false }
            let angles = UInt32(low) | UInt32(high) << 16
            out.add("maximum_angle_deg", "deg", Double(angles & 0xFFF))
            out.add("minimum_angle_deg", "deg", Double(angles >> 12))
            offset += 3
        }
        if flags & 0x0200 != 0 {
            guard let angle = value.u16le(at: offset) else { return false }
            out.add("top_dead_spot_angle_deg", "deg", Double(angle))
            offset += 2
        }
        if flags & 0x0400 != 0 {
            guard let angle = value.u16le(at: offset) else { return false }
            out.add("bottom_dead_spot_angle_deg", "deg", Double(angle))
            offset += 2
        }
        if flags & 0x0800 != 0 {
            guard let energy = value.u16le(at: offset) else { return false }
            out.add("accumulated_energy_kj", "kJ", Double(energy))
            offset += 2
        }
        guard offset == value.byteCount else { return false }
        // The tracker feeds every measurement to its rates, with counters or without.
        out.counters = counters
        return true
    }
}
