#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Reads a regular file ahead of its reader on a thread of its own, in chunks: the copy of the file's bytes out of
/// the system's cache (a tenth of the time of `analyze --summary`) is then made while the reader parses the chunk
/// before.
///
/// The thread reads its own duplicate of the descriptor, which it closes when it stops: closing the reader's
/// descriptor can then never make it read another file that reused the number. At most `depth` chunks wait, so
/// memory stays bounded. Each chunk is a new array with `headroom` bytes free before its data, for the end of a
/// record that began in the chunk before (`InputWindow` puts it there and hands out slices of the chunk), so
/// that a chunk is never copied; a reader that still holds slices of an earlier chunk keeps that chunk alive.
final class ReadAhead: Sendable {
    enum Item {
        /// `count` bytes of the file at `data[start...]`; `data` has `start` bytes of room before them.
        case chunk(data: [UInt8], start: Int, count: Int)
        case end
        case failed(errno: Int32)
    }

    static let headroom = 16 << 10

    private let fd: Int32
    private let chunkSize: Int
    private let queue = Mutex<[Item]>([])
    /// Signalled once per item queued.
    private let filled = DispatchSemaphore(value: 0)
    /// Room for chunks not yet taken. Created empty and filled: libdispatch traps when a semaphore is freed below
    /// the value it was created with.
    private let room = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)
    /// Where its place was taken, given back by `deinit`.
    private let places: ReadAheadPlaces

    /// Starts reading `fd`, a duplicate the thread then owns, from its current offset, with a place of `places`;
    /// nil (and `fd` closed) when they are all taken or no thread can be started. A read-ahead holds its place until
    /// it is freed, when both its window and its thread have let it go: its chunks, read or waiting, count until
    /// then, whether its thread ended or not.
    static func start(fd: Int32, chunkSize: Int, depth: Int, places: ReadAheadPlaces) -> ReadAhead? {
        guard places.take() else {
            _ = close(fd)
            return nil
        }
        // From here the place is the read-ahead's, given back by its `deinit`.
        let ahead = ReadAhead(fd: fd, chunkSize: chunkSize, depth: depth, places: places)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(ahead).toOpaque()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ReadAhead>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<ReadAhead>.fromOpaque(context).release()
            _ = close(fd)
            return nil
        }
        pthread_detach(thread)
        return ahead
    }

    private init(fd: Int32, chunkSize: Int, depth: Int, places: ReadAheadPlaces) {
        self.fd = fd
        self.chunkSize = max(chunkSize, 4096)
        self.places = places
        for _ in 0 ..< max(depth, 1) { room.signal() }
    }

    deinit {
        places.giveBack()
    }

    /// The next chunk, or how the file ended; waits for the thread when it has not read it yet. Not to be called
    /// again after `.end` or `.failed`.
    func next() -> Item {
        filled.wait()
        let item = queue.withLock { items in items.isEmpty ? Item.failed(errno: EIO) : items.removeFirst() }
        if case .chunk = item { room.signal() }
        return item
    }

    /// Tells the thread to stop at its next chunk (the reader is done with the file).
    func stop() {
        stopped.store(true, ordering: .releasing)
        room.signal()
    }

    private func run() {
        defer { _ = close(fd) }
        while true {
            room.wait()
            if stopped.load(ordering: .acquiring) { return }
            let item = readChunk()
            queue.withLock { $0.append(item) }
            filled.signal()
            guard case .chunk = item else { return }
        }
    }

    /// One chunk: a read of up to `chunkSize` bytes after the headroom (the headroom zeroed, nothing past the
    /// bytes read in the array).
    private func readChunk() -> Item {
        let headroom = Self.headroom
        var failure: Int32 = 0
        let data = [UInt8](unsafeUninitializedCapacity: headroom + chunkSize) { buffer, initialized in
            guard let base = buffer.baseAddress else {
                initialized = 0
                return
            }
            base.initialize(repeating: 0, count: headroom)
            var got: Int
            repeat {
                got = read(fd, base + headroom, chunkSize)
            } while got < 0 && errno == EINTR
            if got < 0 { failure = errno }
            initialized = headroom + max(got, 0)
        }
        let count = data.count - headroom
        if count > 0 { return .chunk(data: data, start: headroom, count: count) }
        return failure != 0 ? .failed(errno: failure) : .end
    }
}

/// How many windows may read ahead at once (`InputWindow.readAhead`): each holds a few chunks, so a merge of many
/// captures reads the first few ahead and the others as before, and memory does not grow with their number.
public final class ReadAheadPlaces: Sendable {
    /// The process's places: four.
    public static let shared = ReadAheadPlaces(4)

    public let count: Int
    private let taken = Atomic<Int>(0)

    public init(_ count: Int) {
        self.count = max(count, 0)
    }

    /// Takes a place, when one is free.
    func take() -> Bool {
        guard taken.wrappingAdd(1, ordering: .relaxed).newValue <= count else {
            taken.wrappingSubtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func giveBack() {
        taken.wrappingSubtract(1, ordering: .relaxed)
    }
}
