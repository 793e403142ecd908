#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream of bytes that is not a file descriptor: a zip entry being inflated, or bytes already in memory.
public protocol ByteSource: AnyObject {
    /// Reads up to `count` bytes into `buffer[start ..< start + count]` (and nowhere else: the buffer keeps its
    /// size): the number read, 0 at the end, -1 when reading failed.
    func read(into buffer: inout [UInt8], at start: Int, count: Int) -> Int
}

/// Reads a file descriptor (or a `ByteSource`) through a fixed window, so that memory does not grow with the file.
///
/// Callers ask for `n` bytes to be available (`fill`), look at them (`window`) and consume them (`consume`). The
/// window grows only up to `limit` bytes, which bounds the largest record a reader accepts. Works the same for
/// regular files, stdin, pipes and files that are still growing.
///
/// The window is an array: the `Bytes` it hands out are slices of it. A consumer that keeps one keeps that array;
/// the next refill then writes into a copy (copy on write), so what the consumer holds never changes.
public final class InputWindow {
    // The window is used by one reader at a time and touched once per record: its cursor skips the run-time
    // exclusivity checks.
    // Inlined into the readers (`recordHeader`, `bytes`, `consume`, `fill` of bytes already in), which call them per record.
    @exclusivity(unchecked) @usableFromInline var storage: [UInt8]
    @exclusivity(unchecked) @usableFromInline var start = 0
    @exclusivity(unchecked) @usableFromInline var end = 0
    private var capacity: Int { storage.count }
    public let limit: Int
    /// The descriptor read (-1 when reading a `ByteSource`); a zip reader uses it to read a regular file by offset.
    package let fd: Int32
    private let ownsDescriptor: Bool
    private let source: ByteSource?
    /// Reads like read(2) instead of reading `fd` (live sources: poll, stop, follow a growing file).
    private let readFunction: ((inout [UInt8], Int, Int) -> Int)?
    /// Bytes consumed so far: the file offset of `window`'s first byte.
    public var offset: Int64 { consumed }
    @exclusivity(unchecked) @usableFromInline var consumed: Int64 = 0
    public private(set) var atEnd = false
    /// Set when read(2) failed; the window then behaves as at the end of input.
    public private(set) var readError: Int32?

    public init(fd: Int32, ownsDescriptor: Bool, initialCapacity: Int = 1 << 20, limit: Int = 16 << 20) {
        self.fd = fd
        self.ownsDescriptor = ownsDescriptor
        self.source = nil
        self.readFunction = nil
        let capacity = max(initialCapacity, 64)
        self.limit = max(limit, capacity)
        self.storage = [UInt8](repeating: 0, count: capacity)
    }

    /// A window over `source` instead of a descriptor.
    public init(source: ByteSource, initialCapacity: Int = 1 << 16, limit: Int = 16 << 20) {
        self.fd = -1
        self.ownsDescriptor = false
        self.source = source
        self.readFunction = nil
        let capacity = max(initialCapacity, 64)
        self.limit = max(limit, capacity)
        self.storage = [UInt8](repeating: 0, count: capacity)
    }

    /// A window over bytes that `source` delivers as read(2) would: given a buffer, where to start in it and how
    /// many bytes at most, it writes them there and returns their count, 0 at the end, -1 with errno.
    public init(source: @escaping (_ buffer: inout [UInt8], _ start: Int, _ count: Int) -> Int,
                initialCapacity: Int = 1 << 16,
                limit: Int = 16 << 20) {
        self.fd = -1
        self.ownsDescriptor = false
        self.source = nil
        self.readFunction = source
        let capacity = max(initialCapacity, 64)
        self.limit = max(limit, capacity)
        self.storage = [UInt8](repeating: 0, count: capacity)
    }

    /// A window over `bytes`, with no descriptor behind it: the input ends where the bytes end. For captures
    /// already in memory (fuzzing, tests); `limit` bounds the largest record as for a descriptor.
    public init(bytes: [UInt8], limit: Int = 16 << 20) {
        self.fd = -1
        self.ownsDescriptor = false
        self.source = nil
        self.readFunction = nil
        self.limit = max(limit, bytes.count)
        self.storage = bytes
        self.end = bytes.count
        self.atEnd = true
    }

    deinit {
        ahead?.stop()
        if ownsDescriptor { _ = close(fd) }
    }

    /// The thread reading the file ahead (`readAhead`), when there is one.
    private var ahead: ReadAhead?

    /// Whether the input is read ahead (`readAhead`): from the call until the window takes the end of the input.
    public var readsAhead: Bool { ahead != nil }

    /// Reads the rest of the input ahead on a thread of its own, when it is a regular file read through a
    /// descriptor: for readers that read it from here to its end in order (a btsnoop file). The bytes and the
    /// errors the window gives are the same; only when they are read changes. Call it once the format is known:
    /// nothing else may read the descriptor after it. A window reads ahead with a place of `places` (the process's
    /// four by default), held until it takes the end of the input or is freed; with none free it reads as before.
    public func readAhead(places: ReadAheadPlaces = .shared) {
        // A file the window holds whole already (most captures: its first read takes up to 1 MiB) starts no thread.
        // The bytes read so far are at most where the descriptor stands, so the test never skips bytes left.
        guard ahead == nil, fd >= 0, source == nil, readFunction == nil, !atEnd,
              let size = SystemIO.regularFileSize(fd), size > UInt64(clamping: consumed + Int64(end - start))
        else { return }
        let copy = dup(fd)
        guard copy >= 0 else { return }
        ahead = ReadAhead.start(fd: copy, chunkSize: min(max(capacity, 1 << 16), 1 << 18), depth: 8, places: places)
    }

    /// Bytes available now without reading.
    public var available: Int { end - start }

    /// The bytes available now. They stay valid (and unchanged) for as long as they are held.
    public var window: Bytes { Bytes(storage: storage, start: start, count: end - start) }

    /// Big-endian numbers at `offset` of the window, read without a slice, when the 24 bytes from `offset` are
    /// available: 32-bit ones at `offset`, `offset + 4` and `offset + 8`, a 64-bit one at `offset + 16` (a btsnoop
    /// record header's lengths, flags and time), with one check of the window.
    @inlinable @inline(__always) public func recordHeader(at offset: Int) -> (UInt32, UInt32, UInt32, UInt64)? {
        guard offset >= 0, offset <= end - start - 24 else { return nil }
        let at = start + offset
        return storage.withUnsafeBytes { raw in
            (UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt32.self)),
             UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self)),
             UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: at + 8, as: UInt32.self)),
             UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self)))
        }
    }

    /// `count` bytes of the window from `offset`, when they are available.
    @inlinable public func bytes(at offset: Int, count n: Int) -> Bytes? {
        guard offset >= 0, n >= 0, offset <= end - start, n <= end - start - offset else { return nil }
        return Bytes(storage: storage, start: start + offset, count: n)
    }

    /// Makes `bytes` the `count` bytes of the window from `offset`, when they are available (false otherwise,
    /// `bytes` unchanged). When `bytes` is a slice of the window's array already (the last record's), only its
    /// range moves: no retain and no release per record.
    @inlinable @inline(__always) public func slice(_ bytes: inout Bytes, at offset: Int, count n: Int) -> Bool {
        guard offset >= 0, n >= 0, offset <= end - start, n <= end - start - offset else { return false }
        if bytes.isSlice(of: storage) {
            bytes.moveRange(start: start + offset, count: n)
        } else {
            bytes = Bytes(storage: storage, start: start + offset, count: n)
        }
        return true
    }

    /// Makes at least `n` bytes available, reading as needed. Returns false when the input ends first (the bytes
    /// that exist stay available) or when `n` exceeds `limit`.
    @inlinable public func fill(_ n: Int) -> Bool {
        end - start >= n || fillMore(n)
    }

    @usableFromInline func fillMore(_ n: Int) -> Bool {
        guard n <= limit else { return false }
        if let ahead { return fillAhead(n, from: ahead) }
        if n > capacity {
            // A window over no bytes has no capacity: growing must not start from zero.
            var newCapacity = max(capacity, 64)
            while newCapacity < n { newCapacity = min(newCapacity * 2, limit) }
            var fresh = [UInt8](repeating: 0, count: newCapacity)
            fresh.replaceSubrange(0 ..< end - start, with: storage[start ..< end])
            storage = fresh
            end -= start
            start = 0
        } else if capacity - start < n {
            // Move the tail to the front to make room.
            let (from, count) = (start, end - start)
            storage.withUnsafeMutableBytes { raw in
                if let base = raw.baseAddress, count > 0 { base.copyMemory(from: base + from, byteCount: count) }
            }
            end -= start
            start = 0
        }
        while end - start < n && !atEnd {
            let room = capacity - end
            let at = end
            let got: Int
            let size = storage.count
            if let source {
                got = source.read(into: &storage, at: at, count: room)
                if !keepSize(size) { break }
                if got > 0 {
                    end += min(got, room)
                } else {
                    if got < 0 { readError = EIO }
                    atEnd = true
                }
                continue
            }
            var failure: Int32 = 0
            if let readFunction {
                got = readFunction(&storage, at, room)
                if !keepSize(size) { break }
            } else {
                got = storage.withUnsafeMutableBytes { raw in
                    guard let base = raw.baseAddress else { return -1 }
                    return Glibc.read(fd, base + at, room)
                }
            }
            if got < 0 { failure = errno }
            if got > 0 {
                end += min(got, room)
            } else if got == 0 {
                atEnd = true
            } else if failure == EINTR {
                continue
            } else {
                readError = failure
                atEnd = true
            }
        }
        return end - start >= n
    }

    /// `fillMore` from the chunks of the thread reading ahead: the window becomes the next chunk, the bytes not
    /// consumed yet put in its room before its data (or, when they do not fit there, the two copied into a new
    /// array). The array the window was is never written again.
    private func fillAhead(_ n: Int, from ahead: ReadAhead) -> Bool {
        while end - start < n && !atEnd {
            let item = ahead.next()
            // Consumed, so that the chunk's array is held by `data` alone and its room is written in place.
            switch consume item {
            case .chunk(var data, let dataStart, let count):
                let left = end - start
                if left <= dataStart {
                    if left > 0 {
                        let from = start
                        storage.withUnsafeBytes { source in
                            data.withUnsafeMutableBytes { target in
                                guard let s = source.baseAddress, let t = target.baseAddress else { return }
                                (t + (dataStart - left)).copyMemory(from: s + from, byteCount: left)
                            }
                        }
                    }
                    storage = data
                    start = dataStart - left
                    end = dataStart + count
                } else {
                    var joined = [UInt8]()
                    joined.reserveCapacity(left + count)
                    joined += storage[start ..< end]
                    joined += data[dataStart ..< dataStart + count]
                    storage = joined
                    start = 0
                    end = joined.count
                }
            case .end:
                atEnd = true
                // Nothing waits any more: its place goes to another window once its thread has ended.
                self.ahead = nil
            case .failed(let e):
                readError = e
                atEnd = true
                self.ahead = nil
            }
        }
        return end - start >= n
    }

    /// After a source wrote into the window: a source that resized it broke its contract, and the window is
    /// brought back to `size` (so that every range it hands out stays inside) and ends with an error.
    private func keepSize(_ size: Int) -> Bool {
        guard storage.count != size else { return true }
        if storage.count < size {
            storage += [UInt8](repeating: 0, count: size - storage.count)
        } else {
            storage.removeLast(storage.count - size)
        }
        readError = EIO
        atEnd = true
        return false
    }

    /// Drops `n` bytes from the front (at most what is available).
    @inlinable public func consume(_ n: Int) {
        let k = min(max(n, 0), end - start)
        start += k
        consumed += Int64(k)
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
    func read(into destination: UnsafeMutableRawPointer, count: Int) -> Int {
        if available == 0 { _ = fill(1) }
        let k = min(count, available)
        if k > 0 {
            let from = start
            storage.withUnsafeBytes { raw in
                if let base = raw.baseAddress { destination.copyMemory(from: base + from, byteCount: k) }
            }
            consume(k)
        }
        return k
    }
}
