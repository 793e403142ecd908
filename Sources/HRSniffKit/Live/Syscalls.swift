import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every system call the live sources make, in one place. Each mirrors its C function (a result, or -1 with
/// `errno` set), so tests can replace a few of them: a socket pair instead of the Bluetooth monitor socket, a
/// clock that returns known times. `LiveSyscalls.system` is the real thing.
public struct LiveSyscalls: @unchecked Sendable {
    public var socket: (_ domain: Int32, _ type: Int32, _ protocol: Int32) -> Int32
    public var bind: (_ fd: Int32, _ address: UnsafeRawPointer, _ length: socklen_t) -> Int32
    public var connect: (_ fd: Int32, _ address: UnsafeRawPointer, _ length: socklen_t) -> Int32
    public var setsockopt: (_ fd: Int32, _ level: Int32, _ name: Int32, _ value: UnsafeRawPointer,
                            _ length: socklen_t) -> Int32
    public var getsockopt: (_ fd: Int32, _ level: Int32, _ name: Int32, _ value: UnsafeMutableRawPointer,
                            _ length: UnsafeMutablePointer<socklen_t>) -> Int32
    public var fcntl: (_ fd: Int32, _ command: Int32, _ argument: Int32) -> Int32
    /// ioctl(fd, FIONREAD): bytes waiting to be read.
    public var bytesReadable: (_ fd: Int32) -> Int
    public var recvmsg: (_ fd: Int32, _ message: UnsafeMutablePointer<msghdr>, _ flags: Int32) -> Int
    public var read: (_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
    public var pread: (_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, _ offset: Int64) -> Int
    public var poll: (_ fds: UnsafeMutablePointer<pollfd>, _ count: Int, _ timeoutMilliseconds: Int32) -> Int32
    public var open: (_ path: String, _ flags: Int32) -> Int32
    public var fstat: (_ fd: Int32) -> FileStatus?
    public var stat: (_ path: String) -> FileStatus?
    public var close: (_ fd: Int32) -> Int32
    /// getaddrinfo for a TCP stream: the socket addresses of `host` and `port`, or getaddrinfo's message.
    public var resolve: (_ host: String, _ port: UInt16) -> Result<[SocketAddress], ResolveError>
    /// The wall clock (CLOCK_REALTIME), for records whose source gives no time.
    public var now: () -> Timestamp
    /// A monotonic clock in microseconds, for timeouts and back-off.
    public var monotonic: () -> Int64

    /// The identity and size of a file, to notice that a followed file was replaced or truncated.
    public struct FileStatus: Equatable, Sendable {
        public var device: UInt64
        public var inode: UInt64
        public var size: Int64
        public init(device: UInt64, inode: UInt64, size: Int64) {
            self.device = device
            self.inode = inode
            self.size = size
        }
    }

    /// A socket address as getaddrinfo returns it.
    public struct SocketAddress: Sendable {
        public var family: Int32
        public var bytes: [UInt8]
        public init(family: Int32, bytes: [UInt8]) {
            self.family = family
            self.bytes = bytes
        }
    }

    public struct ResolveError: Error, Sendable {
        public var message: String
    }

    public static let system = LiveSyscalls(
        socket: { Glibc.socket($0, $1, $2) },
        bind: { fd, address, length in Glibc.bind(fd, address.assumingMemoryBound(to: sockaddr.self), length) },
        connect: { fd, address, length in Glibc.connect(fd, address.assumingMemoryBound(to: sockaddr.self), length) },
        setsockopt: { Glibc.setsockopt($0, $1, $2, $3, $4) },
        getsockopt: { Glibc.getsockopt($0, $1, $2, $3, $4) },
        fcntl: { Glibc.fcntl($0, $1, $2) },
        bytesReadable: { fd in
            var n: Int32 = 0
            return ioctl(fd, UInt(FIONREAD), &n) == 0 ? Int(n) : 0
        },
        recvmsg: { Glibc.recvmsg($0, $1, $2) },
        read: { Glibc.read($0, $1, $2) },
        pread: { Glibc.pread($0, $1, $2, off_t($3)) },
        poll: { Glibc.poll($0, nfds_t($1), $2) },
        open: { Glibc.open($0, $1) },
        fstat: { fd in
            var s = Glibc.stat()
            return Glibc.fstat(fd, &s) == 0 ? FileStatus(s) : nil
        },
        stat: { path in
            var s = Glibc.stat()
            return statPath(path, &s) == 0 ? FileStatus(s) : nil
        },
        close: { Glibc.close($0) },
        resolve: { host, port in
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            hints.ai_family = AF_UNSPEC
            var list: UnsafeMutablePointer<addrinfo>?
            let rc = getaddrinfo(host, String(port), &hints, &list)
            guard rc == 0 else { return .failure(ResolveError(message: String(cString: gai_strerror(rc)))) }
            defer { freeaddrinfo(list) }
            var addresses: [SocketAddress] = []
            var cursor = list
            while let entry = cursor {
                if let address = entry.pointee.ai_addr {
                    let raw = UnsafeRawBufferPointer(start: address, count: Int(entry.pointee.ai_addrlen))
                    addresses.append(SocketAddress(family: entry.pointee.ai_family, bytes: Array(raw)))
                }
                cursor = entry.pointee.ai_next
            }
            return .success(addresses)
        },
        now: {
            var t = timespec()
            clock_gettime(CLOCK_REALTIME, &t)
            return Timestamp(microseconds: Int64(t.tv_sec) &* 1_000_000 &+ Int64(t.tv_nsec / 1000))
        },
        monotonic: {
            var t = timespec()
            clock_gettime(CLOCK_MONOTONIC, &t)
            return Int64(t.tv_sec) &* 1_000_000 &+ Int64(t.tv_nsec / 1000)
        }
    )

    /// Waits until `fd` is readable, the stop descriptor is, or `timeout` ms pass (-1: no limit). EINTR counts
    /// as a wake-up: the caller looks at the stop flag again.
    func wait(_ fd: Int32, stop: Int32, timeout: Int32) -> (readable: Bool, stop: Bool) {
        var fds: [pollfd] = []
        if fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        fds.append(pollfd(fd: stop, events: Int16(POLLIN), revents: 0))
        let n = fds.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return poll(base, buffer.count, timeout)
        }
        guard n > 0 else { return (false, false) }
        // Error and hang-up conditions make the descriptor "readable": the read that follows says what happened.
        let ready = fd >= 0 && (fds.first?.revents ?? 0) != 0
        let stopped = (fds.last?.revents ?? 0) != 0
        return (ready, stopped)
    }
}

extension LiveSyscalls.FileStatus {
    init(_ s: stat) {
        self.init(device: UInt64(s.st_dev), inode: UInt64(s.st_ino), size: Int64(s.st_size))
    }
}

/// stat(2) by path (the struct of the same name hides the function inside `LiveSyscalls`).
private func statPath(_ path: String, _ status: inout stat) -> Int32 {
    stat(path, &status)
}
