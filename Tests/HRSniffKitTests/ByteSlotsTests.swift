import Testing
import HRSniffBytes
import HRSniffGATT

/// `ByteSlots`, the renderers' texts kept in one buffer, and `ContiguousArray.sharesBuffer`, the inline test of one
/// reference that `AttributeRef`'s `==` asks first.
@Suite struct ByteSlotsTests {
    static func written(_ slots: borrowing ByteSlots, _ slot: Int) -> [UInt8] {
        var out = ByteSink(capacity: 64)
        out.append(UInt8(ascii: "<"))
        slots.write(slot, to: &out)
        out.append(UInt8(ascii: ">"))
        return out.bytes.array
    }

    /// Slots appended and given new bytes at random, of every length up to 300, hold what an array of arrays holds,
    /// through the compactions that thousands of replacements make (the buffer stays within a few times the live
    /// bytes); a slot out of range writes nothing and takes nothing.
    @Test func slotsHoldTheirLastBytesThroughCompactions() {
        var slots = ByteSlots()
        var reference: [[UInt8]] = []
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for round in 0 ..< 20_000 {
            let length = next() % 301
            let bytes = (0 ..< length).map { UInt8(truncatingIfNeeded: $0 &+ round) }
            if reference.count < 32 && next() % 4 == 0 {
                slots.append(bytes)
                reference.append(bytes)
            } else if !reference.isEmpty {
                let slot = next() % reference.count
                slots.set(slot, bytes)
                reference[slot] = bytes
            }
            if round % 97 == 0 {
                #expect(slots.count == reference.count)
                for slot in reference.indices {
                    #expect(Self.written(slots, slot) == [UInt8(ascii: "<")] + reference[slot] + [UInt8(ascii: ">")],
                            "round \(round), slot \(slot)")
                }
            }
        }
        #expect(Self.written(slots, -1) == Array("<>".utf8))
        #expect(Self.written(slots, reference.count) == Array("<>".utf8))
        slots.set(reference.count, [1, 2, 3])
        #expect(slots.count == reference.count)
    }

    @Test func oneBufferIsToldFromEqualElements() {
        let a = ContiguousArray([1, 2, 3])
        let b = a
        var c = a
        c[0] = 1
        #expect(a.sharesBuffer(with: b))
        #expect(!a.sharesBuffer(with: c))
        #expect(!a.sharesBuffer(with: ContiguousArray([1, 2, 3])))
        let ref = AttributeRef(handle: 14, kind: .characteristicValue, source: .discovered)
        var renamed = ref
        renamed.customName = "Strap"
        var same = ref
        same.customName = nil
        #expect(ref == ref && ref != renamed && ref == same)
    }
}
