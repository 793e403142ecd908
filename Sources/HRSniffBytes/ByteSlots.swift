/// Short byte strings kept by slot in one buffer that no reference counts: a renderer's texts for the keys it
/// wrote last (an attribute's JSON object, a line's head, a name).
///
/// An array kept in an array is counted up before its bytes are copied out and down after (two atomic operations
/// per copy, as the caller cannot prove the copy leaves it alone); a slot's bytes are copied from this buffer with
/// no count at all. A slot given new bytes takes them at the end of the buffer, and the buffer is compacted when
/// what slots no longer use outgrows what they do, so that it stays within a few times the live bytes.
public struct ByteSlots: ~Copyable {
    @usableFromInline var buffer = ByteSink(capacity: 1024)
    @usableFromInline var starts: [Int] = []
    @usableFromInline var lengths: [Int] = []
    /// The bytes of the buffer that a slot uses.
    private var live = 0

    public init() {}

    /// How many slots there are.
    public var count: Int { starts.count }

    /// A new slot, the last, holding `bytes`.
    public mutating func append(_ bytes: [UInt8]) {
        starts.append(buffer.count)
        lengths.append(bytes.count)
        buffer.append(bytes)
        live += bytes.count
    }

    /// Slot `slot` (an index below `count`; any other is ignored) holds `bytes` from now on.
    public mutating func set(_ slot: Int, _ bytes: [UInt8]) {
        guard slot >= 0, slot < starts.count else { return }
        live += bytes.count - lengths[slot]
        starts[slot] = buffer.count
        lengths[slot] = bytes.count
        buffer.append(bytes)
        if buffer.count > 4 * live + 4096 { compact() }
    }

    /// Appends the bytes of slot `slot` (an index below `count`; nothing for any other) to `out`.
    @inlinable public func write(_ slot: Int, to out: inout ByteSink) {
        guard let (start, length) = range(slot) else { return }
        out.append(UnsafeRawBufferPointer(start: buffer.storage + start, count: length))
    }

    @inlinable func range(_ slot: Int) -> (Int, Int)? {
        guard slot >= 0, slot < starts.count else { return nil }
        return (starts[slot], lengths[slot])
    }

    /// The live bytes copied into a new buffer, slot by slot.
    private mutating func compact() {
        var fresh = ByteSink(capacity: Swift.max(1024, 2 * live))
        for slot in starts.indices {
            let start = fresh.count
            fresh.append(UnsafeRawBufferPointer(start: buffer.storage + starts[slot], count: lengths[slot]))
            starts[slot] = start
        }
        buffer = fresh
    }
}
