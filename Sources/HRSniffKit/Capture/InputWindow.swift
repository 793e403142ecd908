#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream of bytes that is not a file descriptor: a zip entry being inflated, or bytes already in memory.
public protocol ByteSource: AnyObject {
    /// Reads up to `count` bytes into `destination`: the number read, 0 at the end, -1 when reading failed.
    func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int
}

/// Reads a file descriptor (or a `ByteSource`) through a fixed window, so that memory does not grow with the file.
///
/// Callers ask for `n` bytes to be available (`fill`), look at them (`window`) and consume them (`consume`). The
/// window grows only up to `limit` bytes, which bounds the largest record a reader accepts. Works the same for
/// regular files, stdin, pipes and files that are still growing.
public final class InputWindow {
    // The window is used by one reader at a time and touched once per record: its cursor skips the run-time
    // exclusivity checks.
    @exclusivity(unchecked) private var storage: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    public let limit: Int
    /// The descriptor read (-1 when reading a `ByteSource`); a zip reader uses it to read a regular file by offset.
    let fd: Int32
    private let ownsDescriptor: Bool
    private let source: ByteSource?
    /// Reads like read(2) instead of reading `fd` (live sources: poll, stop, follow a growing file).
    private let readFunction: ((UnsafeMutableRawPointer, Int) -> Int)?
    /// Bytes consumed so far: the file offset of `window`'s first byte.
    @exclusivity(unchecked) public private(set) var offset: Int64 = 0
    public private(set) var atEnd = false
    /// Set when read(2) failed; the window then behaves as at the end of input.
    public private(set) var readError: Int32?

    public init(fd: Int32, ownsDescriptor: Bool, initialCapacity: Int = 1 << 20, limit: Int = 16 << 20) {
        self.fd = fd
        self.ownsDescriptor = ownsDescriptor
        self.source = nil
        self.readFunction = nil
        self.capacity = max(initialCapacity, 64)
        self.limit = max(limit, self.capacity)
        self.storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
    }

    /// A window over `source` instead of a descriptor.
    public init(source: ByteSource, initialCapacity: Int = 1 << 16, limit: Int = 16 << 20) {
        self.fd = -1
        self.ownsDescriptor = false
        self.source = source
        self.readFunction = nil
        self.capacity = max(initialCapacity, 64)
        self.limit = max(limit, self.capacity)
        self.storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
    }

    /// A window over bytes that `source` delivers as read(2) would: a count, 0 at the end, -1 with errno.
    public init(source: @escaping (UnsafeMutableRawPointer, Int) -> Int, initialCapacity: Int = 1 << 16,
                limit: Int = 16 << 20) {
        self.fd = -1
        self.ownsDescriptor = false
        self.source = nil
        self.readFunction = source
        self.capacity = max(initialCapacity, 64)
        self.limit = max(limit, self.capacity)
        self.storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
    }

    /// A window over a copy of `bytes`, with no descriptor behind it: the input ends where the bytes end. For
    /// captures already in memory (fuzzing, tests); `limit` bounds the largest record as for a descriptor.
    public init(bytes: UnsafeRawBufferPointer, limit: Int = 16 << 20) {
        self.fd = -1
        self.ownsDescriptor = false
        self.source = nil
        self.readFunction = nil
        self.capacity = max(bytes.count, 64)
        self.limit = max(limit, self.capacity)
        self.storage = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 16)
        if let base = bytes.baseAddress, bytes.count > 0 { storage.copyMemory(from: base, byteCount: bytes.count) }
        self.end = bytes.count
        self.atEnd = true
    }

    deinit {
        storage.deallocate()
        if ownsDescriptor { _ = close(fd) }
    }

    /// Bytes available now without reading.
    public var available: Int { end - start }

    /// The bytes available now. Valid until the next `fill` or `consume`.
    public var window: Bytes { Bytes(UnsafeRawBufferPointer(start: storage + start, count: end - start)) }

    /// Makes at least `n` bytes available, reading as needed. Returns false when the input ends first (the bytes
    /// that exist stay available) or when `n` exceeds `limit`.
    public func fill(_ n: Int) -> Bool {
        if end - start >= n { return true }
        guard n <= limit else { return false }
        if n > capacity {
            var newCapacity = capacity
            while newCapacity < n { newCapacity = min(newCapacity * 2, limit) }
            let fresh = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
            fresh.copyMemory(from: storage + start, byteCount: end - start)
            storage.deallocate()
            storage = fresh
            capacity = newCapacity
            end -= start
            start = 0
        } else if capacity - start < n {
            // Move the tail to the front to make room.
            (storage).copyMemory(from: storage + start, byteCount: end - start)
            end -= start
            start = 0
        }
        while end - start < n && !atEnd {
            if let source {
                let got = source.read(into: storage + end, count: capacity - end)
                if got > 0 {
                    end += min(got, capacity - end)
                } else {
                    if got < 0 { readError = EIO }
                    atEnd = true
                }
                continue
            }
            let got = readFunction?(storage + end, capacity - end) ?? Glibc.read(fd, storage + end, capacity - end)
            if got > 0 {
                end += got
            } else if got == 0 {
                atEnd = true
            } else if errno == EINTR {
                continue
            } else {
                readError = errno
                atEnd = true
            }
        }
        return end - start >= n
    }

    /// Drops `n` bytes from the front (at most what is available).
    public func consume(_ n: Int) {
        let k = min(max(n, 0), end - start)
        start += k
        offset += Int64(k)
    }

    /// Skips `n` bytes, reading and discarding what is not yet in the window. Returns false if the input ends.
    public func skip(_ n: Int64) -> Bool {
        var remaining = n
        while remaining > 0 {
            if available == 0 && !fill(1) { return false }
            let k = Int(min(Int64(available), remaining))
            consume(k)
            remaining -= Int64(k)
        }
        return true
    }

    /// Copies up to `count` bytes into `destination`, consuming them: the window as a plain byte stream (used to
    /// hand the rest of the input to libpcap after format detection).
    public func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        if available == 0 { _ = fill(1) }
        let k = min(count, available)
        if k > 0 {
            destination.copyMemory(from: storage + start, byteCount: k)
            consume(k)
        }
        return k
    }
}
