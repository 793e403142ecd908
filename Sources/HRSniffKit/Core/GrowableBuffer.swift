/// A byte buffer for reassembly: grows on demand up to `limit`, keeps its memory for reuse, and hands out `Bytes`
/// views valid until it is next changed.
public struct GrowableBuffer: ~Copyable {
    private var storage: UnsafeMutableRawPointer?
    private var capacity = 0
    public private(set) var count = 0
    public let limit: Int

    public init(limit: Int) { self.limit = limit }

    deinit { storage?.deallocate() }

    public mutating func removeAll() { count = 0 }

    /// Appends as much of `bytes` as fits under `limit`; returns false when some had to be left out.
    @discardableResult
    public mutating func append(_ bytes: Bytes) -> Bool {
        let n = min(bytes.count, limit - count)
        guard n > 0 else { return bytes.count == 0 }
        if count + n > capacity {
            let newCapacity = min(max(capacity * 2, count + n, 256), limit)
            let fresh = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 8)
            if let old = storage {
                fresh.copyMemory(from: old, byteCount: count)
                old.deallocate()
            }
            storage = fresh
            capacity = newCapacity
        }
        if let s = storage {
            bytes.withUnsafeBytes { src in
                if let from = src.baseAddress { (s + count).copyMemory(from: from, byteCount: n) }
            }
        }
        count += n
        return n == bytes.count
    }

    /// The bytes held now; valid until the buffer is next changed.
    public var bytes: Bytes { Bytes(UnsafeRawBufferPointer(start: storage, count: count)) }
}
