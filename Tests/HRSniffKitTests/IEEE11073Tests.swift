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

/// IEEE 11073-20601 SFLOAT and FLOAT as the GATT Specification Supplement defines them (§2.2).
@Suite struct IEEE11073Tests {
    @Test(arguments: [
        (UInt16(0xF16E), "36.6", 36.6),      // exponent -1, mantissa 366
        (0x0048, "72", 72.0),                // exponent 0
        (0x1078, "1200", 1200.0),            // exponent +1, mantissa 120
        (0xEFFF, "-0.01", -0.01),            // exponent -2, mantissa -1
        (0x0F9C, "-100", -100.0),            // exponent 0, mantissa -100
        (0x2001, "100", 100.0),              // exponent +2, mantissa 1
    ])
    func sfloatValues(raw: UInt16, text: String, value: Double) {
        let f = MedicalFloat(sfloat: raw)
        #expect(f.special == nil)
        #expect(f.text == text)
        #expect(f.value == value)
    }

    /// Every exponent of an SFLOAT and of a FLOAT scales the mantissa by exactly the power of ten that ten times
    /// itself |exponent| times gives (exact up to 10^22, the same steps beyond), dividing for negative exponents.
    @Test func everyExponentScalesByItsPowerOfTen() {
        for exponent in Int8.min ... Int8.max {
            var p = 1.0
            for _ in 0 ..< Int(exponent.magnitude) { p *= 10 }
            for mantissa: Int32 in [1, -1, 366, -2048, 2047, 8_388_607, -8_388_608] {
                let expected = exponent < 0 ? Double(mantissa) / p : Double(mantissa) * p
                var f = MedicalFloat(sfloat: 0)
                (f.mantissa, f.exponent) = (mantissa, exponent)
                #expect(f.value == expected, "\(mantissa) × 10^\(exponent)")
            }
        }
        // Through the raw forms: every SFLOAT exponent, and a FLOAT's.
        for raw in stride(from: 0, through: 0xFFFF, by: 0x0101) {
            let f = MedicalFloat(sfloat: UInt16(raw))
            guard f.special == nil, let value = f.value else { continue }
            var p = 1.0
            for _ in 0 ..< Int(f.exponent.magnitude) { p *= 10 }
            #expect(value == (f.exponent < 0 ? Double(f.mantissa) / p : Double(f.mantissa) * p))
        }
    }

    @Test(arguments: [
        (UInt16(0x07FF), MedicalFloat.Special.nan, "NaN"),
        (0x0800, .notAtThisResolution, "NRes"),
        (0x07FE, .positiveInfinity, "+INF"),
        (0x0802, .negativeInfinity, "-INF"),
        (0x0801, .reserved, "reserved"),
    ])
    func sfloatSpecials(raw: UInt16, special: MedicalFloat.Special, text: String) {
        let f = MedicalFloat(sfloat: raw)
        #expect(f.special == special)
        #expect(f.value == nil)
        #expect(f.text == text)
        #expect(f.scalar == .special(special.rawValue))
    }

    /// A Health Thermometer temperature of 36.6 °C is the FLOAT 0xFF00016E (bytes 6e 01 00 ff). tshark 4.0 shows
    /// it as 0; the specification's value is 36.6.
    @Test func floatTemperature() throws {
        let f = try #require(bytes("6e 01 00 ff").withBytes { $0.float(at: 0) })
        #expect(f.mantissa == 366)
        #expect(f.exponent == -1)
        #expect(f.text == "36.6")
        #expect(f.value == 36.6)
    }

    @Test(arguments: [
        (UInt32(0x007F_FFFF), MedicalFloat.Special.nan),
        (0x0080_0000, .notAtThisResolution),
        (0x007F_FFFE, .positiveInfinity),
        (0x0080_0002, .negativeInfinity),
        (0x0080_0001, .reserved),
    ])
    func floatSpecials(raw: UInt32, special: MedicalFloat.Special) {
        #expect(MedicalFloat(float: raw).special == special)
    }

    @Test func negativeFloatMantissa() {
        // exponent -2, mantissa -1250 (0xFFFB1E) → -12.5
        let f = MedicalFloat(float: 0xFEFF_FB1E)
        #expect(f.value == -12.5)
        #expect(f.text == "-12.50")
    }

    @Test func truncated() {
        #expect(bytes("6e 01 00").withBytes { $0.float(at: 0) } == nil)
        #expect(bytes("6e").withBytes { $0.sfloat(at: 0) } == nil)
    }
}
