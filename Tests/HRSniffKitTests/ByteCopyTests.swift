import Testing
import HRSniffBytes

/// The bytes module's copies without memmove (`ByteSink.copySmall`, reached through `append`), an ATT value's hex
/// copied from its PDU's (`appendHex(_:within:hexAt:)`) and the objects of named booleans written from text made
/// once (`JSONBooleans`).
@Suite struct ByteCopyTests {
    /// Bytes of a test: a simple generator, so that a failure names a case that can be run again.
    struct Generator {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        mutating func bytes(_ n: Int) -> [UInt8] { (0 ..< n).map { _ in next() } }
    }

    /// Every length from 0 to 150 bytes (the short copy up to 16, a head and a tail of 16 up to 32 and of 32 up to
    /// 64, memmove beyond), after every offset from 0 to 7 in the sink: the bytes appended, nothing before them
    /// changed.
    @Test func appendedBytesOfEveryLengthAreTheBytes() {
        var generator = Generator()
        for length in 0 ... 150 {
            for lead in 0 ..< 8 {
                let before = generator.bytes(lead)
                let bytes = generator.bytes(length)
                var sink = ByteSink(capacity: 4)
                sink.append(before)
                sink.append(bytes)
                #expect(sink.bytes.array == before + bytes, "\(length) after \(lead)")
            }
        }
    }
}
