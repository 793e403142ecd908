/// Bytes that the reassembly buffers of one pipeline may hold together, shared by reference between them: one
/// connection's buffers, or a hundred thousand connections' buffers, never hold more than `limit` bytes at once.
public final class MemoryBudget {
    public let limit: Int
    /// Bytes allocated now by the buffers that share this budget.
    public private(set) var used = 0

    public init(limit: Int) { self.limit = limit }

    /// Takes `n` bytes if they fit under the limit.
    func take(_ n: Int) -> Bool {
        guard n <= limit - used else { return false }
        used += n
        return true
    }

    func give(_ n: Int) { used -= min(n, used) }
}

/// A byte buffer for reassembly: grows on demand up to `limit` (and within its budget, if it has one), keeps a
/// small allocation for reuse, and hands out `Bytes` of what it holds. A `Bytes` handed out keeps its array: the
/// next change then writes into a copy.
public struct GrowableBuffer: ~Copyable {
    /// The largest allocation kept for reuse when the buffer is emptied; larger ones are returned.
    public static let keptCapacity = 4096

    @usableFromInline var storage: [UInt8] = []
    /// Inlined: L2CAP asks for it once per packet (`L2CAPReassembler.isIdle`).
    @inlinable public var capacity: Int { storage.count }
    public private(set) var count = 0
    public let limit: Int
    private let budget: MemoryBudget?
    /// Set when an append was refused because the budget had no room; cleared by `removeAll`.
    public private(set) var refusedByBudget = false

    public init(limit: Int, budget: MemoryBudget? = nil) {
        self.limit = limit
        self.budget = budget
    }

    deinit {
        budget?.give(capacity)
    }

    /// Empties the buffer; an allocation larger than `keptCapacity` is returned.
    public mutating func removeAll() {
        count = 0
        refusedByBudget = false
        if capacity > Self.keptCapacity { release() }
    }

    private mutating func release() {
        budget?.give(capacity)
        storage = []
    }

    /// Appends as much of `bytes` as fits under `limit`; returns false when some had to be left out. When the
    /// budget has no room for the growth nothing is appended and `refusedByBudget` is set.
    @discardableResult
    public mutating func append(_ bytes: Bytes) -> Bool {
        bytes.withUnsafeBytes { append($0) }
    }

    /// `append` of bytes read in place (a record's, which the caller does not keep).
    @discardableResult
    public mutating func append(_ bytes: RawSpan) -> Bool {
        bytes.withUnsafeBytes { append($0) }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = min(bytes.count, limit - count)
        guard n > 0 else { return bytes.count == 0 }
        if count + n > capacity {
            let newCapacity = min(max(capacity * 2, count + n, 256), limit)
            if let budget, !budget.take(newCapacity - capacity) {
                refusedByBudget = true
                return false
            }
            var fresh = [UInt8](repeating: 0, count: newCapacity)
            fresh.replaceSubrange(0 ..< count, with: storage[0 ..< count])
            storage = fresh
        }
        let at = count
        storage.withUnsafeMutableBytes { to in
            guard let from = bytes.baseAddress, let base = to.baseAddress else { return }
            (base + at).copyMemory(from: from, byteCount: n)
        }
        count += n
        return n == bytes.count
    }

    /// The bytes held now.
    public var bytes: Bytes { Bytes(storage: storage, start: 0, count: count) }
}
