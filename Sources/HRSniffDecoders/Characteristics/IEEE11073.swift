import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// IEEE 11073-20601 medical floating-point numbers, as the GATT Specification Supplement uses them
/// (GSS §2.2 "medfloat16" SFLOAT and "medfloat32" FLOAT): value = mantissa × 10^exponent.
///
/// SFLOAT: 16 bits, a 4-bit signed exponent (high nibble) and a 12-bit signed mantissa.
/// FLOAT: 32 bits, an 8-bit signed exponent (high byte) and a 24-bit signed mantissa.
/// With exponent 0 some mantissas are special values: NaN, NRes (not at this resolution), +INFINITY, -INFINITY
/// and one reserved value.
///
/// tshark 4.0 prints FLOAT temperatures of the Health Thermometer as 0 because it reads the field as an integer;
/// the tests pin the values the specification gives.
public struct MedicalFloat: Sendable, Equatable {
    public enum Special: String, Sendable {
        case nan = "nan"
        case notAtThisResolution = "nres"
        case positiveInfinity = "+infinity"
        case negativeInfinity = "-infinity"
        case reserved = "reserved"

        /// `rawValue` as a literal, for a field sink.
        public var meaning: StaticString {
            switch self {
            case .nan: "nan"
            case .notAtThisResolution: "nres"
            case .positiveInfinity: "+infinity"
            case .negativeInfinity: "-infinity"
            case .reserved: "reserved"
            }
        }
    }

    public var mantissa: Int32
    public var exponent: Int8
    /// Set for the special values; `mantissa` and `exponent` are then the raw fields.
    public var special: Special?

    /// An SFLOAT from its 16-bit little-endian raw value. Inlined: a series folder reads several per value, and the
    /// call cost more than the fields.
    @inline(__always) public init(sfloat raw: UInt16) {
        var m = Int32(raw & 0x0FFF)
        if m >= 0x0800 { m -= 0x1000 }
        var e = Int8(truncatingIfNeeded: raw >> 12)
        if e >= 8 { e -= 16 }
        mantissa = m
        exponent = e
        switch raw {
        case 0x07FF: special = .nan
        case 0x0800: special = .notAtThisResolution
        case 0x07FE: special = .positiveInfinity
        case 0x0802: special = .negativeInfinity
        case 0x0801: special = .reserved
        default: special = nil
        }
    }

    /// A FLOAT from its 32-bit little-endian raw value.
    public init(float raw: UInt32) {
        var m = Int32(raw & 0x00FF_FFFF)
        if m >= 0x0080_0000 { m -= 0x0100_0000 }
        mantissa = m
        exponent = Int8(truncatingIfNeeded: raw >> 24)
        switch raw {
        case 0x007F_FFFF: special = .nan
        case 0x0080_0000: special = .notAtThisResolution
        case 0x007F_FFFE: special = .positiveInfinity
        case 0x0080_0002: special = .negativeInfinity
        case 0x0080_0001: special = .reserved
        default: special = nil
        }
    }

    /// The value as a Double (nil for special values). Decimal exponents are applied by division for negative
    /// exponents so that 366 × 10^-1 is exactly the Double nearest 36.6.
    @inline(__always) public var value: Double? {
        guard special == nil else { return nil }
        return Double(mantissa: Int64(mantissa), decimalExponent: Int(exponent))
    }

    /// `.double` for numbers, `.special("nan")` and so on for the special values.
    public var scalar: DecodedScalar {
        if let v = value { return .double(v) }
        return .special(special?.rawValue ?? "nan")
    }

    /// Text with the digits the exponent gives: 36.6, 1200, 97; "NaN", "NRes", "+INF", "-INF", "reserved".
    public var text: String {
        var text: [UInt8] = []
        text.appendMedical(self)
        return String(decoding: text, as: UTF8.self)
    }

    /// The number with its unit ("97 %"), or a special value named as IEEE 11073-20601 §A.2.2.2 defines it, with
    /// no unit: "not a number (NaN)", "not at this resolution (NRes)", "+infinity (+INF)", "-infinity (-INF)",
    /// "reserved value".
    public func text(unit: String) -> String {
        guard special != nil else { return text + " " + unit }
        var name: [UInt8] = []
        name.appendMedical(self, unit: "")
        return String(decoding: name, as: UTF8.self)
    }

    /// This number × 10^`power`: the same mantissa with the exponent raised, so the decimal digits stay exact (5.4,
    /// not 5.3999…). Special values stay special. `power` is 0...9; SFLOAT exponents are -8...7, so the sum fits
    /// Int8.
    func scaled(byPowerOfTen power: Int) -> MedicalFloat {
        var out = self
        out.exponent = Int8(clamping: Int(exponent) + power)
        return out
    }
}

extension Bytes {
    /// The SFLOAT at `i`, or nil when the bytes end first.
    func sfloat(at i: Int) -> MedicalFloat? { u16le(at: i).map { MedicalFloat(sfloat: $0) } }
    /// The FLOAT at `i`, or nil when the bytes end first.
    func float(at i: Int) -> MedicalFloat? { u32le(at: i).map { MedicalFloat(float: $0) } }
}
