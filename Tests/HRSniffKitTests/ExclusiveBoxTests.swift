import Testing
import HRSniffBytes

/// `ExclusiveBox`: the value a pipeline keeps per connection behind a reference, with its own check of
/// overlapping accesses in place of the run-time check of a class's stored property.
@Suite struct ExclusiveBoxTests {
    /// A value that cannot be copied and says when it is destroyed.
    struct Tracked: ~Copyable {
        let destroyed: Counter
        var number: Int
        deinit { destroyed.count += 1 }
    }

    final class Counter { var count = 0 }

    static func add(_ n: Int, to value: inout Tracked) { value.number += n }

    @Test func modificationsAreKeptAndReadsMayOverlap() {
        let counter = Counter()
        let box = ExclusiveBox(Tracked(destroyed: counter, number: 1))
        Self.add(41, to: &box.value)
        box.value.number += 100
        #expect(box.value.number == 142)
        // A read inside a read: both are reads, as the runtime allows.
        let sum = box.value.number + { box.value.number }()
        #expect(sum == 284)
        #expect(counter.count == 0)
    }

    @Test func theValueIsDestroyedWithTheBoxOnce() {
        let counter = Counter()
        do {
            let box = ExclusiveBox(Tracked(destroyed: counter, number: 7))
            #expect(box.value.number == 7)
        }
        #expect(counter.count == 1)
    }

    @Test func aModificationDuringAnotherTraps() async {
        await #expect(processExitsWith: .failure) {
            let box = ExclusiveBox(0)
            func bump(_ n: inout Int) {
                box.value += 1
                n += 1
            }
            bump(&box.value)
        }
    }

    @Test func aReadDuringAModificationTraps() async {
        await #expect(processExitsWith: .failure) {
            let box = ExclusiveBox([1, 2, 3])
            func read(_ a: inout [Int]) -> Int { a.count + box.value.count }
            _ = read(&box.value)
        }
    }

    @Test func aModificationDuringAReadTraps() async {
        await #expect(processExitsWith: .failure) {
            // A value that cannot be copied stays borrowed from the box for the whole call.
            let box = ExclusiveBox(Tracked(destroyed: Counter(), number: 5))
            func during(_ value: borrowing Tracked) -> Int {
                box.value.number += 1
                return value.number
            }
            _ = during(box.value)
        }
    }
}
