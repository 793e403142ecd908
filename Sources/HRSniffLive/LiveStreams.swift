import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A socket or standard input read as a byte stream for an `InputWindow`: reads return what has arrived, and
/// waiting ends when the stop descriptor is written. After a stop, the bytes that had already arrived are still
/// read, then the stream ends.
final class DescriptorStream {
    let fd: Int32
    private let ownsDescriptor: Bool
    private let sys: LiveSyscalls
    private let stop: LiveStop
    private let willWait: () -> Void
    /// After a stop: how many of the bytes waiting at that moment are still to be read.
    private var drainLeft: Int?
    private(set) var readError: Int32?
    private(set) var bytesRead: Int64 = 0

    init(fd: Int32, ownsDescriptor: Bool, syscalls: LiveSyscalls, stop: LiveStop, willWait: @escaping () -> Void) {
        self.fd = fd
        self.ownsDescriptor = ownsDescriptor
        sys = syscalls
        self.stop = stop
        self.willWait = willWait
    }

    deinit {
        if ownsDescriptor { _ = sys.close(fd) }
    }

    /// As read(2) into `buffer[start ..< start + count]`: a count, 0 at the end (or after a stop), -1 with errno.
    func read(into buffer: inout [UInt8], at start: Int, count: Int) -> Int {
        while true {
            if let left = drainLeft {
                guard left > 0 else { return 0 }
                let n = sys.read(fd, into: &buffer, at: start, count: min(count, left))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return 0 }
                drainLeft = left - n
                bytesRead += Int64(n)
                return n
            }
            var (ready, stopped) = sys.wait(fd, stop: stop.descriptor, timeout: 0)
            if !ready && !stopped {
                willWait()
                (ready, stopped) = sys.wait(fd, stop: stop.descriptor, timeout: -1)
            }
            if stopped {
                drainLeft = sys.bytesReadable(fd)
                continue
            }
            guard ready else { continue }
            let n = sys.read(fd, into: &buffer, at: start, count: count)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                readError = errno
                return -1
            }
            bytesRead += Int64(n)
            return n
        }
    }
}

/// A capture file that is still being written, read from its start as it grows. At its end the stream waits
/// (polling every `interval` ms) instead of ending. When the file at the path is replaced or rewritten, the new
/// contents are compared with the last bytes read: the same capture pulled anew is read on from where reading
/// was; another capture ends this stream, and `takeReplacement()` starts the next one at its first byte.
final class FollowStream {
    let path: String
    private let sys: LiveSyscalls
    private let stop: LiveStop
    private let notify: (LiveNotice) -> Void
    private let willWait: () -> Void
    let interval: Int32
    /// How long a file may stay shorter than what was read before it counts as a new capture.
    static let truncationGraceMicroseconds: Int64 = 2_000_000
    static let tailSize = 64

    private var fd: Int32 = -1
    private var identity: LiveSyscalls.FileStatus?
    private(set) var position: Int64 = 0
    /// The last bytes read (at most `tailSize`), to recognise the same capture in a rewritten file.
    private var tail: [UInt8] = []
    /// After a stop: the file's size at that moment, where reading ends.
    private var stopAt: Int64?
    /// True after a wait: the next read first checks that the bytes before `position` are unchanged.
    private var resumed = false
    private var truncatedSince: Int64?
    /// The descriptor and identity of the next capture, once this one has ended.
    private var replacement: (fd: Int32, identity: LiveSyscalls.FileStatus?)?
    private(set) var readError: Int32?

    init(path: String, syscalls: LiveSyscalls, stop: LiveStop, interval: Int32,
         notify: @escaping (LiveNotice) -> Void, willWait: @escaping () -> Void) {
        self.path = path
        sys = syscalls
        self.stop = stop
        self.interval = interval
        self.notify = notify
        self.willWait = willWait
    }

    deinit {
        if fd >= 0 { _ = sys.close(fd) }
        if let r = replacement, r.fd != fd, r.fd >= 0 { _ = sys.close(r.fd) }
    }

    /// Opens the file, waiting for it to appear. False when a stop came first.
    func openFirst() throws(LiveError) -> Bool {
        var said = false
        while true {
            let opened = sys.open(path, O_RDONLY | O_CLOEXEC)
            if opened >= 0 {
                fd = opened
                identity = sys.fstat(opened)
                return true
            }
            let e = errno
            guard e == ENOENT else { throw LiveError(.follow(path: path, errno: e)) }
            if !said {
                said = true
                notify(.waitingForFile(path))
            }
            willWait()
            if sys.wait(-1, stop: stop.descriptor, timeout: 200).stop { return false }
        }
    }

    /// After this stream ended because another capture replaced it: switches to it. False when there is none.
    func takeReplacement() -> Bool {
        guard let r = replacement else { return false }
        replacement = nil
        if r.fd != fd {
            if fd >= 0 { _ = sys.close(fd) }
            fd = r.fd
        }
        identity = r.identity
        position = 0
        tail = []
        resumed = false
        truncatedSince = nil
        return true
    }

    /// As read(2) into `buffer[start ..< start + count]`: a count, 0 when the stream ends (a stop, or another
    /// capture replaced the file), -1 with errno.
    func read(into buffer: inout [UInt8], at start: Int, count: Int) -> Int {
        while true {
            if replacement != nil { return 0 }
            var want = count
            if let stopAt {
                let left = stopAt - position
                guard left > 0 else { return 0 }
                want = Int(min(Int64(want), left))
            }
            if resumed {
                resumed = false
                if !tailMatches(fd) {
                    replacement = (fd, sys.fstat(fd))
                    notify(.fileReplaced(path))
                    return 0
                }
            }
            let n = sys.pread(fd, into: &buffer, at: start, count: want, offset: position)
            if n > 0 {
                position += Int64(n)
                remember(buffer[start ..< min(start + n, buffer.count)])
                truncatedSince = nil
                return n
            }
            if n < 0 {
                if errno == EINTR { continue }
                readError = errno
                return -1
            }
            if stopAt != nil { return 0 }
            if checkReplaced() { return 0 }
            willWait()
            if sys.wait(-1, stop: stop.descriptor, timeout: interval).stop {
                stopAt = max(position, sys.fstat(fd)?.size ?? position)
            }
            resumed = true
        }
    }

    private func remember(_ bytes: ArraySlice<UInt8>) {
        if bytes.count >= Self.tailSize {
            tail = Array(bytes.suffix(Self.tailSize))
        } else {
            tail.append(contentsOf: bytes)
            if tail.count > Self.tailSize { tail.removeFirst(tail.count - Self.tailSize) }
        }
    }

    /// True when `descriptor` holds the bytes last read just before `position`.
    private func tailMatches(_ descriptor: Int32) -> Bool {
        guard !tail.isEmpty else { return true }
        var check = [UInt8](repeating: 0, count: tail.count)
        let n = sys.pread(descriptor, into: &check, at: 0, count: check.count, offset: position - Int64(tail.count))
        return n == tail.count && check == tail
    }

    /// At the end of what is written: has the path become another file, or this one been cut? True when this
    /// stream ends here (`replacement` is set).
    private func checkReplaced() -> Bool {
        guard let current = sys.stat(path) else { return false } // gone for a moment while being replaced
        if let identity, current.device != identity.device || current.inode != identity.inode {
            let opened = sys.open(path, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else { return false }
            let status = sys.fstat(opened) ?? current
            if status.size < position {
                // Possibly still being written: wait until it is as long as what was read, or the grace ends.
                if truncatedSince == nil { truncatedSince = sys.monotonic() }
                if sys.monotonic() - (truncatedSince ?? 0) < Self.truncationGraceMicroseconds {
                    _ = sys.close(opened)
                    return false
                }
            } else if tailMatches(opened) {
                _ = sys.close(fd)
                fd = opened
                self.identity = status
                truncatedSince = nil
                notify(.fileContinued(path))
                return false
            }
            replacement = (opened, status)
            notify(.fileReplaced(path))
            return true
        }
        if current.size < position {
            if truncatedSince == nil { truncatedSince = sys.monotonic() }
            if sys.monotonic() - (truncatedSince ?? 0) >= Self.truncationGraceMicroseconds {
                replacement = (fd, current)
                notify(.fileReplaced(path))
                return true
            }
        }
        return false
    }
}
