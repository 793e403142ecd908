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

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    /// The hex of every slice of PDUs of 0 to 40 bytes, copied from the PDU's hex the sink holds, is the slice's
    /// hex; bytes that are not a slice of the PDU (a copy, another array) and places outside what the sink holds are
    /// written from the bytes themselves.
    @Test func valueHexCopiedFromThePDUHexIsTheValueHex() {
        var generator = Generator()
        for length in 0 ... 40 {
            let pdu = Bytes(generator.bytes(length))
            for start in 0 ... length {
                for count in 0 ... length - start {
                    guard let value = pdu.slice(from: start, count: count) else {
                        Issue.record("no slice \(start) \(count) of \(length)")
                        continue
                    }
                    var out = ByteSink(capacity: 8)
                    out.append(UInt8(ascii: "\""))
                    let at = out.count
                    out.appendHex(pdu)
                    out.append(UInt8(ascii: ","))
                    out.appendHex(value, within: pdu, hexAt: at)
                    let bytes = pdu.array
                    let expected = "\"" + Self.hex(bytes) + "," + Self.hex(Array(bytes[start ..< start + count]))
                    #expect(out.string == expected, "\(start) \(count) of \(length)")
                }
            }
        }
        // Not a slice of the PDU: equal bytes of another array, and the PDU's bytes seen from a copy.
        let pdu = Bytes([0x1B, 0x12, 0x00, 0xAA, 0xBB])
        let copy = Bytes([0xAA, 0xBB])
        for (value, at) in [(copy, 0), (pdu, -1), (pdu, 5), (pdu, 1_000)] {
            var out = ByteSink(capacity: 8)
            out.appendHex(pdu)
            out.append(UInt8(ascii: ","))
            out.appendHex(value, within: pdu, hexAt: at)
            #expect(out.string == "1b1200aabb," + Self.hex(value.array), "\(at)")
        }
    }

    /// An object of named booleans is each name with its bit's value, in the order given: names reading bits 0, 5,
    /// 31 and 63, keys of 1 to 45 bytes, for 2,000 numbers; `{}` for no names.
    @Test func booleansAreTheBitsTheyName() {
        let names: [(bit: Int, key: StaticString)] = [
            (5, "a"), (0, "measurement_ongoing"), (31, "signal_processing_irregularity_detected_too_long"),
            (63, "top"), (5, "again_bit_five"),
        ]
        let table = JSONBooleans(names)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for k in 0 ..< 2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let raw = k < 2 ? (k == 0 ? 0 : UInt64.max) : state
            var out = ByteSink(capacity: 8)
            out.append(UInt8(ascii: ":"))
            out.appendBooleans(raw, table)
            let fields = names.map { name in
                "\"\(name.key)\":\(raw >> UInt64(name.bit) & 1 != 0)"
            }
            #expect(out.string == ":{" + fields.joined(separator: ",") + "}", "\(raw)")
        }
        var empty = ByteSink(capacity: 1)
        empty.appendBooleans(.max, JSONBooleans([]))
        #expect(empty.string == "{}")
    }
}
