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
    }

    /// One quantity as a folder gives it: the index of its field in the value's `layout`, and its value.
    public struct Entry: Sendable {
        public var field: Int
        public var value: Double
        @inlinable init(field: Int, value: Double) {
            self.field = field
            self.value = value
        }
    }

    /// Whether the value has a sensor contact field (`sensor_contact` of a Heart Rate Measurement), and whether it
    /// says that contact is lost ("not_detected") or not (any other).
    public enum Contact: Sendable { case notReported, detected, lost }

    public var contact = Contact.notReported
    /// A value, not empty, of a characteristic no decoder knows: it makes no quantity, but a consumer that counts
    /// such values (to suggest a decoder of one's own) counts it.
    public var undecoded = false
    /// The fields the value's quantities belong to: its folder's `FoldLayout`.
    public var layout = FoldLayout.none
    /// The quantities in layout order (`count` of them, `self[i]`), each by the index of its field in
    /// `layout.fields`: a consumer keeps where each field's statistics are by that index, and compares no keys per
    /// value. The storage is kept from value to value and overwritten, never emptied.
    @usableFromInline var entries: [Entry] = []
    public internal(set) var count = 0
    /// The fields the quantities belong to, as bits: bit `i` for the field at index `i` of `layout.fields` (a field
    /// at index 64 or more sets every bit). A consumer that knows where every one of these fields goes needs to
    /// look at no field before taking the value (`GATTSummary.AttributeActivity.fold`).
    public internal(set) var fields: UInt64 = 0
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

    public init() { entries.reserveCapacity(32) }

    /// Empties it for the next value, keeping its storage.
    @inline(__always) public mutating func reset() {
        contact = .notReported
        undecoded = false
        layout = .none
        count = 0
        fields = 0
        counters = nil
        rates = DerivedRates()
    }

    /// The quantities with their keys and units, in layout order.
    public var numbers: [Number] {
        let fields = layout.fields
        return entries[..<count].map { e in
            let f = fields[e.field]
            return Number(key: f.key, unit: f.unit, value: e.value, isArrayItem: f.isArrayItem)
        }
    }

    /// The `i`th quantity, `i` below `count`.
    @inlinable public subscript(i: Int) -> Entry { entries[i] }

    /// Whether two field keys are the same literal, without making Strings.
    @inlinable public static func sameKey(_ a: StaticString, _ b: StaticString) -> Bool { a.utf8Equals(b) }

    /// A quantity of the field `field` (an index into `layout.fields`).
    @inline(__always) public mutating func add(_ field: Int, _ value: Double) {
        let entry = Entry(field: field, value: value)
        if count < entries.count { entries[count] = entry } else { entries.append(entry) }
        count += 1
        fields |= field >= 0 && field < 64 ? 1 << UInt64(field) : .max
    }
}

/// The fields whose quantities a characteristic's series folder gives, in the order of the characteristic's
/// layout: one list per folder, so that a value's quantities name their field by its index in it.
public enum FoldLayout: UInt8, Sendable {
    /// No quantities (a characteristic no decoder knows).
    case none
    case heartRateMeasurement
    case plxContinuousMeasurement
    case cyclingPowerMeasurement

    /// A field: its key and unit as the decoder names them, and whether its quantities are the items of an array.
    public struct Field: Sendable {
        public var key: StaticString
        public var unit: StaticString
        public var isArrayItem = false
    }

    public var fields: [Field] {
        switch self {
        case .none: []
        case .heartRateMeasurement: Self.heartRateFields
        case .plxContinuousMeasurement: Self.plxFields
        case .cyclingPowerMeasurement: Self.cyclingPowerFields
        }
    }

    /// The fields of the speed and cadence `ConnectionDecoders.prepareFold` derives from the counters, if the
    /// layout has them.
    public var derivedRateFields: (speed: Int, cadence: Int)? {
        self == .cyclingPowerMeasurement ? (CyclingPower.speed.rawValue, CyclingPower.cadence.rawValue) : nil
    }

    enum HeartRate: Int { case bpm, energy, rr }
    static let heartRateFields: [Field] = [
        Field(key: "bpm", unit: "bpm"), Field(key: "energy_expended_kj", unit: "kJ"),
        Field(key: "rr_intervals_ms", unit: "ms", isArrayItem: true),
    ]

    enum PLX: Int { case spo2, pulse, spo2Fast, pulseFast, spo2Slow, pulseSlow, amplitude }
    static let plxFields: [Field] = [
        Field(key: "spo2_percent", unit: "%"), Field(key: "pulse_rate_bpm", unit: "bpm"),
        Field(key: "spo2_fast_percent", unit: "%"), Field(key: "pulse_rate_fast_bpm", unit: "bpm"),
        Field(key: "spo2_slow_percent", unit: "%"), Field(key: "pulse_rate_slow_bpm", unit: "bpm"),
        Field(key: "pulse_amplitude_index_percent", unit: "%"),
    ]

    enum CyclingPower: Int {
        case power, balance, torque, wheelRevolutions, wheelTime, wheelTimeSeconds, crankRevolutions, crankTime
        case crankTimeSeconds, maximumForce, minimumForce, maximumTorque, minimumTorque, maximumAngle, minimumAngle
        case topDeadSpot, bottomDeadSpot, energy, speed, cadence
    }
    static let cyclingPowerFields: [Field] = [
        Field(key: "power_w", unit: "W"), Field(key: "pedal_power_balance_percent", unit: "%"),
        Field(key: "accumulated_torque_nm", unit: "Nm"),
        Field(key: "cumulative_wheel_revolutions", unit: "rev"), Field(key: "last_wheel_event_time", unit: "1/2048 s"),
        Field(key: "last_wheel_event_time_s", unit: "s"),
        Field(key: "cumulative_crank_revolutions", unit: "rev"), Field(key: "last_crank_event_time", unit: "1/1024 s"),
        Field(key: "last_crank_event_time_s", unit: "s"),
        Field(key: "maximum_force_n", unit: "N"), Field(key: "minimum_force_n", unit: "N"),
        Field(key: "maximum_torque_nm", unit: "Nm"), Field(key: "minimum_torque_nm", unit: "Nm"),
        Field(key: "maximum_angle_deg", unit: "deg"), Field(key: "minimum_angle_deg", unit: "deg"),
        Field(key: "top_dead_spot_angle_deg", unit: "deg"), Field(key: "bottom_dead_spot_angle_deg", unit: "deg"),
        Field(key: "accumulated_energy_kj", unit: "kJ"),
        Field(key: "speed_km_h", unit: "km/h"), Field(key: "cadence_rpm", unit: "rpm"),
    ]
}

extension FoldedValue {
    @inline(__always) mutating func add(_ field: FoldLayout.HeartRate, _ value: Double) { add(field.rawValue, value) }
    @inline(__always) mutating func add(_ field: FoldLayout.PLX, _ value: Double) { add(field.rawValue, value) }
    @inline(__always) mutating func add(_ field: FoldLayout.CyclingPower, _ value: Double) { add(field.rawValue, value) }
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
        guard speedKmh != nil || cadenceRpm != nil else { return }
        var bytes = Array(summary.utf8)
        describe(into: &bytes)
        summary = String(decoding: bytes, as: UTF8.self)
    }

    /// `describe` into a summary's UTF-8 bytes.
    public func describe<Text: UTF8Appending & ~Copyable>(into summary: inout Text) {
        if let speed = speedKmh { Self.append(speed, " km/h", to: &summary) }
        if let cadence = cadenceRpm { Self.append(cadence, " rpm", to: &summary) }
    }

    /// ", " unless first, `rate` rounded to one decimal as `describe` shows it (a Double's description), `unit`.
    private static func append<Text: UTF8Appending & ~Copyable>(_ rate: Double, _ unit: StaticString, to summary: inout Text) {
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
            summary.append(string: "\(tenths / 10)")
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
    /// What `seriesFolder(uuid)` does with `value`, chosen by a switch instead of through a closure (a
    /// notification folded makes no closure value to retain and release): nil when the characteristic has no
    /// folder.
    @inline(__always)
    public static func fold(_ uuid: BluetoothUUID, _ value: RawSpan, into out: inout FoldedValue) -> Bool? {
        guard let short = uuid.shortValue else {
            out.undecoded = value.byteCount > 0
            return true
        }
        switch short {
        case 0x2A37: return heartRateMeasurementSeries(value, &out)
        case 0x2A5F: return plxContinuousMeasurementSeries(value, &out)
        case 0x2A63: return cyclingPowerMeasurementSeries(value, &out)
        default: return nil
        }
    }

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
        out.layout = .heartRateMeasurement
        // `sensor_contact` is always given: "not_detected" is a loss of contact, the others are not.
        out.contact = SensorContact(flags: flags) == .notDetected ? .lost : .detected
        out.add(FoldLayout.HeartRate.bpm, Double(bpm))
        if flags & 0x08 != 0 {
            guard let energy = value.u16le(at: offset) else { return false }
            out.add(FoldLayout.HeartRate.energy, Double(energy))
            offset += 2
        }
        let rest = value.byteCount - offset
        if flags & 0x10 != 0 {
            guard rest > 0, rest % 2 == 0 else { return false }
            while let raw = value.u16le(at: offset) {
                out.add(FoldLayout.HeartRate.rr, rrMilliseconds(raw))
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
        out.layout = .plxContinuousMeasurement
        func medical(_ field: FoldLayout.PLX) -> Bool {
            guard let raw = value.u16le(at: offset), let v = MedicalFloat(sfloat: raw).value else { return false }
            out.add(field, v)
            offset += 2
            return true
        }
        guard medical(.spo2), medical(.pulse) else { return false }
        if flags & 0x01 != 0 {
            guard medical(.spo2Fast), medical(.pulseFast) else { return false }
        }
        if flags & 0x02 != 0 {
            guard medical(.spo2Slow), medical(.pulseSlow) else { return false }
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
            guard medical(.amplitude) else { return false }
        }
        return offset == value.byteCount
    }

    /// 0x2A63 Cycling Power Measurement, as `cyclingPowerMeasurement` gives it, with its wheel and crank counters
    /// for the speed and cadence the tracker derives. Values with reserved flag bits, missing fields or bytes left
    /// over are decoded.
    @Sendable static func cyclingPowerMeasurementSeries(_ value: RawSpan, _ out: inout FoldedValue) -> Bool {
        guard let flags = value.u16le(at: 0), flags & 0xE000 == 0, let power = value.u16le(at: 2) else { return false }
        var offset = 4
        out.layout = .cyclingPowerMeasurement
        out.add(FoldLayout.CyclingPower.power, Double(Int16(bitPattern: power)))
        if flags & 0x0001 != 0 {
            guard let balance = value.u8(at: offset) else { return false }
            out.add(FoldLayout.CyclingPower.balance, Double(balance) / 2)
            offset += 1
        }
        if flags & 0x0004 != 0 {
            guard let torque = value.u16le(at: offset) else { return false }
            out.add(FoldLayout.CyclingPower.torque, Double(torque) / 32)
            offset += 2
        }
        var counters = FoldedValue.Counters(wheelTimeUnit: 1.0 / 2048)
        if flags & 0x0010 != 0 {
            guard let revolutions = value.u32le(at: offset), let time = value.u16le(at: offset + 4) else { return false }
            out.add(FoldLayout.CyclingPower.wheelRevolutions, Double(revolutions))
            out.add(FoldLayout.CyclingPower.wheelTime, Double(time))
            out.add(FoldLayout.CyclingPower.wheelTimeSeconds, Double(time) / Double(1 << 11))
            (counters.wheelRevolutions, counters.wheelEventTime) = (revolutions, time)
            offset += 6
        }
        if flags & 0x0020 != 0 {
            guard let revolutions = value.u16le(at: offset), let time = value.u16le(at: offset + 2) else { return false }
            out.add(FoldLayout.CyclingPower.crankRevolutions, Double(revolutions))
            out.add(FoldLayout.CyclingPower.crankTime, Double(time))
            out.add(FoldLayout.CyclingPower.crankTimeSeconds, Double(time) / Double(1 << 10))
            (counters.crankRevolutions, counters.crankEventTime) = (revolutions, time)
            offset += 4
        }
        if flags & 0x0040 != 0 {
            guard let maximum = value.u16le(at: offset), let minimum = value.u16le(at: offset + 2) else { return false }
            out.add(FoldLayout.CyclingPower.maximumForce, Double(Int16(bitPattern: maximum)))
            out.add(FoldLayout.CyclingPower.minimumForce, Double(Int16(bitPattern: minimum)))
            offset += 4
        }
        if flags & 0x0080 != 0 {
            guard let maximum = value.u16le(at: offset), let minimum = value.u16le(at: offset + 2) else { return false }
            out.add(FoldLayout.CyclingPower.maximumTorque, Double(Int16(bitPattern: maximum)) / 32)
            out.add(FoldLayout.CyclingPower.minimumTorque, Double(Int16(bitPattern: minimum)) / 32)
            offset += 4
        }
        if flags & 0x0100 != 0 {
            guard let low = value.u16le(at: offset), let high = value.u8(at: offset + 2) else { return false }
            let angles = UInt32(low) | UInt32(high) << 16
            out.add(FoldLayout.CyclingPower.maximumAngle, Double(angles & 0xFFF))
            out.add(FoldLayout.CyclingPower.minimumAngle, Double(angles >> 12))
            offset += 3
        }
        if flags & 0x0200 != 0 {
            guard let angle = value.u16le(at: offset) else { return false }
            out.add(FoldLayout.CyclingPower.topDeadSpot, Double(angle))
            offset += 2
        }
        if flags & 0x0400 != 0 {
            guard let angle = value.u16le(at: offset) else { return false }
            out.add(FoldLayout.CyclingPower.bottomDeadSpot, Double(angle))
            offset += 2
        }
        if flags & 0x0800 != 0 {
            guard let energy = value.u16le(at: offset) else { return false }
            out.add(FoldLayout.CyclingPower.energy, Double(energy))
            offset += 2
        }
        guard offset == value.byteCount else { return false }
        // The tracker feeds every measurement to its rates, with counters or without.
        out.counters = counters
        return true
    }
}
