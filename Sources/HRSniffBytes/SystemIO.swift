#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's calls that take or return pointers, behind signatures that take arrays, byte slices and
/// strings: the modules above build with strict memory safety checking, and reach files, descriptors and
/// directories through here (live capture's system calls excepted: they are in the live sources' Syscalls.swift).
public enum SystemIO {
    /// The C library's text for the error number `e` ("No such file or directory").
    public static func errorText(_ e: Int32) -> String {
        String(cString: strerror(e))
    }

    /// Opens `path` for reading (closed on exec): the descriptor, or the error number.
    public static func openForReading(_ path: String) -> Result<Int32, SystemError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        return fd >= 0 ? .success(fd) : .failure(SystemError(errno))
    }

    /// Closes `fd`; errors are not reported (the descriptor was only read).
    public static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    /// The size of the regular file `fd` reads, or nil when it reads something else (a pipe, a terminal).
    public static func regularFileSize(_ fd: Int32) -> UInt64? {
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return UInt64(clamping: status.st_size)
    }

    /// The size of the regular file at `path` (links followed), or nil when there is none.
    public static func regularFileSize(atPath path: String) -> UInt64? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return UInt64(clamping: status.st_size)
    }

    /// Whether `path` names a directory (links followed).
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Which file `path` names (links followed): its device and inode, and whether it is a regular file; nil when
    /// there is none.
    public static func identity(ofPath path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// Which file `fd` reads or writes; nil when the system does not say.
    public static func identity(ofDescriptor fd: Int32) -> FileIdentity? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// The value of the environment variable `name`, if it is set.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Seconds of the monotonic clock (for intervals: its origin means nothing).
    public static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Milliseconds of the monotonic clock.
    public static func monotonicMilliseconds() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int64(t.tv_sec) * 1000 + Int64(t.tv_nsec) / 1_000_000
    }

    /// The columns of the terminal `fd` writes to, when it is one that says (TIOCGWINSZ).
    public static func terminalColumns(_ fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether `path` exists (links followed).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// The names in the directory `path` that do not begin with ".", in the order the system lists them; nil
    /// when it cannot be read.
    public static func directoryEntries(_ path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names
    }

    /// Reads up to `count` bytes of `fd` at file offset `offset` into `buffer[start ..< start + count]` (the range
    /// is cut to the buffer): the number read, 0 at the end of the file, -1 when reading failed (`errno` is set).
    /// An interrupted read is retried.
    public static func read(_ fd: Int32, at offset: UInt64, into buffer: inout [UInt8], from start: Int, count: Int) -> Int {
        guard start >= 0, start <= buffer.count, let position = off_t(exactly: offset) else { return -1 }
        let n = min(max(count, 0), buffer.count - start)
        guard n > 0 else { return 0 }
        while true {
            let got = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return pread(fd, base + start, n, position)
            }
            if got < 0 && errno == EINTR { continue }
            return got
        }
    }

    /// Reads up to `count` bytes of `fd` (at its current offset) into `buffer[start ..< start + count]`: as
    /// read(2), the number read, 0 at the end, -1 when reading failed (`errno` is set). Not retried on EINTR.
    public static func read(_ fd: Int32, into buffer: inout [UInt8], from start: Int, count: Int) -> Int {
        guard start >= 0, start <= buffer.count else { return -1 }
        let n = min(max(count, 0), buffer.count - start)
        guard n > 0 else { return 0 }
        return buffer.withUnsafeMutableBytes { raw -> Int in
            guard let base = raw.baseAddress else { return -1 }
            return Glibc.read(fd, base + start, n)
        }
    }

    /// The whole content of the file at `path`, or nil when it cannot be read.
    public static func readFile(_ path: String) -> [UInt8]? {
        guard case .success(let fd) = openForReading(path) else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(fd, into: &chunk, from: 0, count: chunk.count)
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return result }
            result += chunk[0 ..< n]
        }
    }

    /// Writes all of `raw` to `fd`: nil when it was written, else the error number (ENOSPC for a write that
    /// wrote nothing). A write interrupted by a signal is retried, unless `givesUpWhenInterrupted` says to give
    /// up: then the error is EINTR.
    static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer, givesUpWhenInterrupted: (() -> Bool)? = nil) -> Int32? {
        var offset = 0
        while offset < raw.count, let base = raw.baseAddress {
            let n = Glibc.write(fd, base + offset, raw.count - offset)
            if n > 0 {
                offset += n
            } else if n < 0 && errno == EINTR {
                if givesUpWhenInterrupted?() == true { return EINTR }
            } else {
                return n < 0 ? errno : ENOSPC
            }
        }
        return nil
    }

    /// Writes all of `bytes` to `fd` (see `writeAll(_:_:givesUpWhenInterrupted:)`): nil, or the error number.
    @discardableResult
    public static func write(_ fd: Int32, _ bytes: Bytes, givesUpWhenInterrupted: (() -> Bool)? = nil) -> Int32? {
        bytes.withUnsafeBytes { writeAll(fd, $0, givesUpWhenInterrupted: givesUpWhenInterrupted) }
    }

    /// Writes what `sink` holds to `fd`: nil, or the error number.
    @discardableResult
    public static func write(_ fd: Int32, _ sink: borrowing ByteSink, givesUpWhenInterrupted: (() -> Bool)? = nil) -> Int32? {
        sink.withUnsafeBytes { writeAll(fd, $0, givesUpWhenInterrupted: givesUpWhenInterrupted) }
    }

    /// Writes `text` as UTF-8 to `fd`: nil, or the error number.
    @discardableResult
    public static func write(_ fd: Int32, _ text: String) -> Int32? {
        var t = text
        return t.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
    }
}

extension Timestamp {
    /// The current time of this machine.
    public static var now: Timestamp {
        var tv = timeval()
        gettimeofday(&tv, nil)
        return Timestamp(microseconds: Int64(tv.tv_sec) &* 1_000_000 &+ Int64(tv.tv_usec))
    }
}

/// A file as the system knows it: two paths or descriptors with the same identity are the same file.
public struct FileIdentity: Equatable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var isRegularFile: Bool
    public var isDirectory: Bool
    /// Bytes, for a regular file.
    public var size: Int64

    init(_ status: stat) {
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        isRegularFile = status.st_mode & S_IFMT == S_IFREG
        isDirectory = status.st_mode & S_IFMT == S_IFDIR
        size = Int64(status.st_size)
    }

    /// Whether both name the same file.
    public func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }
}

/// An error number of a failed system call.
public struct SystemError: Error, Equatable, Sendable {
    public var errno: Int32
    public init(_ errno: Int32) { self.errno = errno }
}

extension ByteSink {
    /// Appends what `other` holds.
    public mutating func append(_ other: borrowing ByteSink) {
        other.withUnsafeBytes { append($0) }
    }

    /// The bytes appended so far, added to the end of `array`.
    public func copy(appendingTo array: inout [UInt8]) {
        withUnsafeBytes { array.append(contentsOf: $0) }
    }
}

extension Bytes {
    /// Copies the bytes into `buffer` from index `start`, as many as fit: the number copied.
    @discardableResult
    package func copy(into buffer: inout [UInt8], at start: Int) -> Int {
        guard start >= 0, start <= buffer.count else { return 0 }
        let n = Swift.min(count, buffer.count - start)
        guard n > 0 else { return 0 }
        withUnsafeBytes { source in
            buffer.withUnsafeMutableBytes { destination in
                if let from = source.baseAddress, let to = destination.baseAddress {
                    (to + start).copyMemory(from: from, byteCount: n)
                }
            }
        }
        return n
    }

    /// The index of the first `byte` among the first `limit` bytes.
    package func firstIndex(of byte: UInt8, limit: Int) -> Int? {
        let n = Swift.min(count, limit)
        return withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, n > 0 else { return nil }
            guard let hit = memchr(base, Int32(byte), n) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
    }

    /// FNV-1a, 64 bits: deterministic, so that the same bytes always give the same fingerprint.
    package var fnv1a: UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        withUnsafeBytes { raw in
            for b in raw {
                h ^= UInt64(b)
                h = h &* 0x0000_0100_0000_01B3
            }
        }
        return h
    }
}
