/// At most `capacity` keys and their values, the oldest replaced first, the entry that answered last tried first.
///
/// For output that depends on its key alone and repeats: the renderers keep what they wrote for the last few
/// attributes or advertising data and write it again instead of building it again. Bounded, so a long capture
/// costs no more memory than a short one; equal keys give equal output, so a hit writes what a miss would.
struct RecentEntries<Key: Equatable, Value> {
    let capacity: Int
    private var keys: [Key] = []
    private var values: [Value] = []
    /// The slot the next insertion replaces once all are taken.
    private var next = 0
    /// The entry that answered last: the same key usually comes again next.
    private var last = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { keys.count }

    mutating func value(for key: Key) -> Value? {
        if last < keys.count, keys[last] == key { return values[last] }
        for i in keys.indices where keys[i] == key {
            last = i
            return values[i]
        }
        return nil
    }

    mutating func insert(_ value: Value, for key: Key) {
        if keys.count < capacity {
            last = keys.count
            keys.append(key)
            values.append(value)
        } else {
            last = next
            keys[next] = key
            values[next] = value
            next = (next + 1) % capacity
        }
    }
}
