import Testing
@testable import hrsniff

/// The renderers' bounded caches of what they wrote (`RecentEntries`): what a key answers, which entry goes first.
struct RecentEntriesTests {
    @Test func answersWhatWasInsertedForTheKey() {
        var entries = RecentEntries<Int, String>(capacity: 3)
        #expect(entries.value(for: 1) == nil)
        entries.insert("one", for: 1)
        entries.insert("two", for: 2)
        #expect(entries.value(for: 1) == "one")
        #expect(entries.value(for: 2) == "two")
        // The entry that answered last answers again without a search, and still only for its own key.
        #expect(entries.value(for: 2) == "two")
        #expect(entries.value(for: 3) == nil)
    }

    @Test func replacesTheOldestOnceFull() {
        var entries = RecentEntries<Int, String>(capacity: 3)
        for k in 1 ... 3 { entries.insert("\(k)", for: k) }
        #expect(entries.count == 3)
        entries.insert("4", for: 4)
        #expect(entries.count == 3)
        #expect(entries.value(for: 1) == nil)
        #expect(entries.value(for: 2) == "2")
        #expect(entries.value(for: 4) == "4")
        entries.insert("5", for: 5)
        #expect(entries.value(for: 2) == nil)
        #expect(entries.value(for: 3) == "3")
        #expect(entries.value(for: 5) == "5")
        // Around the ring: the slots are taken in turn, never more than the capacity.
        for k in 6 ... 40 { entries.insert("\(k)", for: k) }
        #expect(entries.count == 3)
        #expect((38 ... 40).allSatisfy { entries.value(for: $0) == "\($0)" })
        #expect(entries.value(for: 37) == nil)
    }

    @Test func aCapacityBelowOneKeepsOne() {
        var entries = RecentEntries<Int, Int>(capacity: 0)
        entries.insert(10, for: 1)
        entries.insert(20, for: 2)
        #expect(entries.count == 1)
        #expect(entries.value(for: 1) == nil)
        #expect(entries.value(for: 2) == 20)
    }
}
