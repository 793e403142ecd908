import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// A characteristic or descriptor value decoded into named fields with units, shared by the text and JSON output.
public struct DecodedValue: Sendable, Equatable {
    /// The fields in the order of the value's layout. JSON writes them as one object keyed by `key`.
    public var fields: [DecodedField]
    /// One line for people: "72 bpm, contact detected, RR 833 ms".
    public var summary: String
    /// What did not fit the specification (flags promising more bytes than the value has, reserved values, …).
    /// The fields that could be read are still given.
    public var problems: [String]

    public init(fields: [DecodedField], summary: String, problems: [String] = []) {
        self.fields = fields
        self.summary = summary
        self.problems = problems
    }

    /// The field with `key`, if present.
    public func field(_ key: String) -> DecodedField? { fields.first { $0.name == key } }

    /// A numeric field as a Double (ints and doubles), for statistics.
    public func number(_ key: String) -> Double? {
        switch field(key)?.value {
        case .int(let v): Double(v)
        case .double(let v): v
        default: nil
        }
    }

    /// A numeric array field as Doubles (e.g. every RR interval of a heart-rate measurement).
    public func numbers(_ key: String) -> [Double] {
        guard case .array(let items) = field(key)?.value else { return [] }
        return items.compactMap {
            switch $0 {
            case .int(let v): Double(v)
            case .double(let v): v
            default: nil
            }
        }
    }
}

/// One named field of a decoded value.
public struct DecodedField: Sendable, Equatable {
    public static func == (a: DecodedField, b: DecodedField) -> Bool {
        a.name == b.name && a.value == b.value && a.unit == b.unit
    }

    /// snake_case key used in JSON ("bpm", "rr_intervals_ms"): a literal, written to JSON without escaping.
    public var key: StaticString
    /// A key chosen at run time (user-defined decoders); takes the place of `key` when set.
    public var dynamicKey: String?
    /// The key as a String.
    public var name: String { dynamicKey ?? key.description }

    /// Whether the key is `literal`, without making a String (for the per-value statistics).
    @inlinable public func hasKey(_ literal: StaticString) -> Bool {
        if let dynamicKey { return dynamicKey == literal.description }
        return key.utf8Equals(literal)
    }
    public var value: DecodedScalar
    /// The unit, for people and for the JSON schema documentation ("bpm", "ms", "kJ", "%", "mmHg").
    public var unit: String?

    /// A field whose key is only known at run time.
    public init(dynamic name: String, _ value: DecodedScalar, unit: String? = nil) {
        self.init("", value, unit: unit)
        dynamicKey = name
    }

    public init(_ key: StaticString, _ value: DecodedScalar, unit: String? = nil) {
        self.key = key
        self.value = value
        self.unit = unit
    }
}

/// A decoded value: numbers, text, flags, lists and nested groups.
public enum DecodedScalar: Sendable, Equatable {
    case int(Int64)
    case double(Double)
    case string(String)
    case bool(Bool)
    /// Bytes that have no further meaning (reserved, opaque); JSON writes them as lower-case hex.
    case bytes([UInt8])
    case array([DecodedScalar])
    case object([DecodedField])
    /// A value the specification defines as a meaning rather than a number ("Data Not Available", "not known",
    /// IEEE-11073 NaN and NRes, …): the meaning in snake_case (see `SpecialValue`). Text shows the meaning, JSON
    /// gives the string where the number would be, and statistics, charts and CSV numbers leave it out: only
    /// `.int` and `.double` are quantities.
    case special(String)

    /// The meaning of a special value, nil for anything else.
    public var special: String? {
        if case .special(let meaning) = self { return meaning }
        return nil
    }
}

/// The meanings decoders give special values (`DecodedScalar.special`), as JSON writes them.
public enum SpecialValue {
    /// "Data Not Available" (Fitness Machine Service: 0xFFFF, 0xFF, 0x7FFF), "information not available".
    public static let notAvailable = "not_available"
    /// "Value is not known", "unknown" (time zone -128, DST offset 255, temperature 0x8000, a date's year 0, …).
    public static let unknown = "unknown"
    /// A Measurement Interval of 0: no periodic measurement (Health Thermometer Service §3.4).
    public static let noPeriodicMeasurement = "no_periodic_measurement"
    /// A CGM Communication Interval of 0: periodic communication is off.
    public static let disabled = "disabled"
    /// A CGM Communication Interval of 0xFF: the fastest interval the sensor supports.
    public static let fastest = "fastest"
    /// A CGM Next Calibration Time of 0: a calibration is required now.
    public static let calibrationRequiredNow = "calibration_required_now"
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
