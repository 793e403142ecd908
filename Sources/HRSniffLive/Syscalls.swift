import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every system call the live sources make, in one place. Each mirrors its C function (a result, or -1 with
/// `errno` set), so tests can replace a few of them: a socket pair instead of the Bluetooth monitor socket, a
/// clock that returns known times. `LiveSyscalls.system` is the real thing.
// @safe: the struct only holds the calls; each call whose parameters are raw pointers is marked unsafe where it
// is made.
@safe public struct LiveSyscalls: @unchecked Sendable {
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

    public static let system = unsafe LiveSyscalls(
        socket: { Glibc.socket($0, $1, $2) },
        bind: { fd, address, length in unsafe Glibc.bind(fd, address.assumingMemoryBound(to: sockaddr.self), length) },
        connect: { fd, address, length in unsafe Glibc.connect(fd, address.assumingMemoryBound(to: sockaddr.self), length) },
        setsockopt: { unsafe Glibc.setsockopt($0, $1, $2, $3, $4) },
        getsockopt: { unsafe Glibc.getsockopt($0, $1, $2, $3, $4) },
        fcntl: { Glibc.fcntl($0, $1, $2) },
        bytesReadable: { fd in
            var n: Int32 = 0
            return unsafe ioctl(fd, UInt(FIONREAD), &n) == 0 ? Int(n) : 0
        },
        recvmsg: { unsafe Glibc.recvmsg($0, $1, $2) },
        read: { unsafe Glibc.read($0, $1, $2) },
        pread: { unsafe Glibc.pread($0, $1, $2, off_t($3)) },
        poll: { unsafe Glibc.poll($0, nfds_t($1), $2) },
        open: { unsafe Glibc.open($0, $1) },
        fstat: { fd in
            var s = Glibc.stat()
            return unsafe Glibc.fstat(fd, &s) == 0 ? FileStatus(s) : nil
        },
        stat: { path in
            var s = Glibc.stat()
            return statPath(path, &s) == 0 ? FileStatus(s) : nil
        },
        close: { Glibc.close($0) },
        resolve: { host, port in
            var hints = unsafe addrinfo()
            unsafe hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            unsafe hints.ai_family = AF_UNSPEC
            var list: UnsafeMutablePointer<addrinfo>?
            let rc = unsafe getaddrinfo(host, String(port), &hints, &list)
            guard rc == 0 else { return unsafe .failure(ResolveError(message: String(cString: gai_strerror(rc)))) }
            defer { unsafe freeaddrinfo(list) }
            var addresses: [SocketAddress] = []
            var cursor = unsafe list
            while let entry = unsafe cursor {
                if let address = unsafe entry.pointee.ai_addr {
                    let raw = unsafe UnsafeRawBufferPointer(start: address, count: Int(entry.pointee.ai_addrlen))
                    unsafe addresses.append(SocketAddress(family: entry.pointee.ai_family, bytes: Array(raw)))
                }
                unsafe cursor = unsafe entry.pointee.ai_next
            }
            return .success(addresses)
        },
        now: {
            var t = timespec()
            unsafe clock_gettime(CLOCK_REALTIME, &t)
            return Timestamp(microseconds: Int64(t.tv_sec) &* 1_000_000 &+ Int64(t.tv_nsec / 1000))
        },
        monotonic: {
            var t = timespec()
            unsafe clock_gettime(CLOCK_MONOTONIC, &t)
            return Int64(t.tv_sec) &* 1_000_000 &+ Int64(t.tv_nsec / 1000)
        }
    )

    /// Waits until `fd` is readable, the stop descriptor is, or `timeout` ms pass (-1: no limit). EINTR counts
    /// as a wake-up: the caller looks at the stop flag again.
    func wait(_ fd: Int32, stop: Int32, timeout: Int32) -> (readable: Bool, stop: Bool) {
        var fds: [pollfd] = []
        if fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        fds.append(pollfd(fd: stop, events: Int16(POLLIN), revents: 0))
        let n = poll(&fds, timeout: timeout)
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
    unsafe stat(path, &status)
}

// MARK: Reads and connections of the streams

extension LiveSyscalls {
    /// read(2) into `buffer[start ..< start + count]` (cut to the buffer), through the bytes module.
    func read(_ fd: Int32, into buffer: inout [UInt8], at start: Int, count: Int) -> Int {
        SystemIO.read(fd, into: &buffer, from: start, count: count)
    }

    /// pread(2) at file offset `offset` into `buffer[start ..< start + count]` (cut to the buffer), through the
    /// bytes module; -1 for a negative offset.
    func pread(_ fd: Int32, into buffer: inout [UInt8], at start: Int, count: Int, offset: Int64) -> Int {
        guard let position = UInt64(exactly: offset) else { return -1 }
        return SystemIO.read(fd, at: position, into: &buffer, from: start, count: count)
    }

    /// connect(2) to a socket address as `resolve` gives it.
    func connect(_ fd: Int32, to address: SocketAddress) -> Int32 {
        unsafe address.bytes.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -1 }
            return unsafe connect(fd, base, socklen_t(raw.count))
        }
    }

    /// poll(2) over `fds`, which get their `revents`.
    func poll(_ fds: inout [pollfd], timeout: Int32) -> Int32 {
        unsafe fds.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return unsafe poll(base, buffer.count, timeout)
        }
    }

    /// getsockopt(2) of an `int` option: the value, or nil with `errno` set.
    func intOption(_ fd: Int32, _ level: Int32, _ name: Int32) -> Int32? {
        var result: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard unsafe getsockopt(fd, level, name, &result, &length) == 0 else { return nil }
        return result
    }
}

// MARK: Socket options and datagrams of the monitor

extension LiveSyscalls {
    /// bind(2) to a socket address made of unsigned shorts in host order (struct sockaddr_hci).
    func bind(_ fd: Int32, words: [UInt16]) -> Int32 {
        unsafe words.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -1 }
            return unsafe bind(fd, base, socklen_t(raw.count))
        }
    }

    /// setsockopt with an `int` value: 0, or the errno of the failure.
    func setOption(_ fd: Int32, _ level: Int32, _ name: Int32, _ value: Int32) -> Int32 {
        var v = value
        return unsafe setsockopt(fd, level, name, &v, socklen_t(MemoryLayout<Int32>.size)) == 0 ? 0 : errno
    }

    /// The socket's count of datagrams the kernel dropped because its receive queue was full: the
    /// SK_MEMINFO_DROPS entry of the `SO_MEMINFO` array (linux/sock_diag.h: nine 32-bit counters, drops at
    /// index 8, since Linux 4.7). Nil when the kernel does not give it.
    func socketDrops(_ fd: Int32) -> UInt32? {
        var counters = [UInt32](repeating: 0, count: SocketMemory.count)
        var length = socklen_t(SocketMemory.count * MemoryLayout<UInt32>.size)
        let rc = unsafe counters.withUnsafeMutableBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -1 }
            return unsafe getsockopt(fd, SOL_SOCKET, SO_MEMINFO, base, &length)
        }
        guard rc == 0, Int(length) > SocketMemory.drops * MemoryLayout<UInt32>.size else { return nil }
        return counters[SocketMemory.drops]
    }
}

/// The counters `SO_MEMINFO` returns (enum SK_MEMINFO_* of linux/sock_diag.h).
enum SocketMemory {
    /// SK_MEMINFO_VARS.
    static let count = 9
    /// SK_MEMINFO_DROPS.
    static let drops = 8
}

/// Where a control message that carries a receive time keeps its fields, derived from the platform's C types: the
/// `struct cmsghdr` header (`cmsg_len` is a `size_t` in glibc), CMSG_ALIGN to the size of a `size_t`, the data at
/// CMSG_ALIGN(sizeof(struct cmsghdr)), and a `struct timeval`. Linux answers SO_TIMESTAMP_OLD with the process's
/// `struct timeval` of two C longs (8 bytes on 32-bit ARM, 16 on 64-bit), and SO_TIMESTAMP_NEW with two 64-bit
/// fields (`struct __kernel_sock_timeval`); the platform asks for the one its `timeval` is.
public struct TimestampLayout: Sendable, Equatable {
    /// Bytes of `cmsg_len`, and where `cmsg_level` and `cmsg_type` are.
    public var lengthSize: Int
    public var levelOffset: Int
    public var typeOffset: Int
    /// sizeof(struct cmsghdr).
    public var headerSize: Int
    /// CMSG_ALIGN's unit: sizeof(size_t).
    public var alignment: Int
    /// The socket option asked for, which is also the type of the control messages that answer it.
    public var option: Int32
    /// Where `tv_sec` and `tv_usec` are in the message's data, and their sizes.
    public var secondsOffset: Int
    public var secondsSize: Int
    public var microsecondsOffset: Int
    public var microsecondsSize: Int
    public var littleEndian: Bool

    /// This platform's layout.
    public static let platform: TimestampLayout = {
        let header = MemoryLayout<cmsghdr>.self
        let time = MemoryLayout<timeval>.self
        let secondsSize = MemoryLayout.size(ofValue: timeval().tv_sec)
        let microsecondsSize = MemoryLayout.size(ofValue: timeval().tv_usec)
        // SO_TIMESTAMP_OLD gives two C longs; a `timeval` of other fields (a 64-bit time_t on a 32-bit system)
        // is SO_TIMESTAMP_NEW's.
        let old = secondsSize == MemoryLayout<Int>.size && microsecondsSize == MemoryLayout<Int>.size
        return TimestampLayout(
            lengthSize: MemoryLayout.size(ofValue: cmsghdr().cmsg_len),
            levelOffset: header.offset(of: \cmsghdr.cmsg_level) ?? MemoryLayout<Int>.size,
            typeOffset: header.offset(of: \cmsghdr.cmsg_type) ?? MemoryLayout<Int>.size + 4,
            headerSize: header.size, alignment: MemoryLayout<Int>.size,
            option: old ? Int32(SO_TIMESTAMP_OLD) : Int32(SO_TIMESTAMP_NEW),
            secondsOffset: time.offset(of: \timeval.tv_sec) ?? 0, secondsSize: secondsSize,
            microsecondsOffset: time.offset(of: \timeval.tv_usec) ?? secondsSize, microsecondsSize: microsecondsSize,
            littleEndian: UInt16(1).littleEndian == 1)
    }()

    /// 64-bit Linux (x86-64, AArch64): a 16-byte cmsghdr, a timeval of two 64-bit fields.
    public static let linux64 = TimestampLayout(
        lengthSize: 8, levelOffset: 8, typeOffset: 12, headerSize: 16, alignment: 8, option: 29,
        secondsOffset: 0, secondsSize: 8, microsecondsOffset: 8, microsecondsSize: 8, littleEndian: true)

    /// 32-bit ARM Linux with a 32-bit time_t (Raspberry Pi OS armhf): a 12-byte cmsghdr, a timeval of two
    /// 32-bit fields.
    public static let linux32 = TimestampLayout(
        lengthSize: 4, levelOffset: 4, typeOffset: 8, headerSize: 12, alignment: 4, option: 29,
        secondsOffset: 0, secondsSize: 4, microsecondsOffset: 4, microsecondsSize: 4, littleEndian: true)

    /// CMSG_ALIGN.
    func aligned(_ n: Int) -> Int { (n + alignment - 1) / alignment * alignment }

    /// The receive time in a datagram's control messages: the first message of level SOL_SOCKET whose type is
    /// SO_TIMESTAMP_OLD (this layout's `timeval`) or SO_TIMESTAMP_NEW (two 64-bit fields). Nil when there is none
    /// or the messages do not fit the bytes.
    public func timestamp(in control: [UInt8]) -> Timestamp? {
        let dataOffset = aligned(headerSize)
        var offset = 0
        while offset + headerSize <= control.count {
            guard let length = integer(control, offset, lengthSize), let level = integer(control, offset + levelOffset, 4),
                  let type = integer(control, offset + typeOffset, 4),
                  length >= Int64(headerSize), length <= Int64(control.count - offset) else { return nil }
            if level == Int64(SOL_SOCKET) {
                let data = offset + dataOffset
                var fields: (Int, Int, Int, Int)?
                if type == Int64(SO_TIMESTAMP_OLD) && option == Int32(SO_TIMESTAMP_OLD) {
                    fields = (secondsOffset, secondsSize, microsecondsOffset, microsecondsSize)
                } else if type == Int64(SO_TIMESTAMP_NEW) {
                    fields = (0, 8, 8, 8)
                }
                if let (so, ss, uo, us) = fields {
                    guard Int64(dataOffset + max(so + ss, uo + us)) <= length,
                          let seconds = integer(control, data + so, ss), let micro = integer(control, data + uo, us)
                    else { return nil }
                    let (scaled, o1) = seconds.multipliedReportingOverflow(by: 1_000_000)
                    let (sum, o2) = scaled.addingReportingOverflow(micro)
                    return o1 || o2 ? nil : Timestamp(microseconds: sum)
                }
            }
            offset += aligned(Int(length))
        }
        return nil
    }

    /// The signed integer of `size` bytes (4 or 8) at `offset`, in this layout's byte order.
    private func integer(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int64? {
        guard size == 4 || size == 8, offset >= 0, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for i in 0 ..< size {
            let byte = UInt64(bytes[offset + (littleEndian ? size - 1 - i : i)])
            value = value << 8 | byte
        }
        return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
    }

    /// A control message as the kernel writes it, for tests: header, the time in this layout's fields, padding.
    public func message(level: Int32 = SOL_SOCKET, type: Int32? = nil, seconds: Int64, microseconds: Int64) -> [UInt8] {
        let type = type ?? option
        let new = type == Int32(SO_TIMESTAMP_NEW)
        let (so, ss, uo, us) = new ? (0, 8, 8, 8) : (secondsOffset, secondsSize, microsecondsOffset, microsecondsSize)
        let length = aligned(headerSize) + max(so + ss, uo + us)
        var bytes = [UInt8](repeating: 0, count: aligned(length))
        func put(_ value: Int64, _ at: Int, _ size: Int) {
            for i in 0 ..< size {
                let shift = UInt64(8 * (littleEndian ? i : size - 1 - i))
                bytes[at + i] = UInt8(truncatingIfNeeded: UInt64(bitPattern: value) >> shift)
            }
        }
        put(Int64(length), 0, lengthSize)
        put(Int64(level), levelOffset, 4)
        put(Int64(type), typeOffset, 4)
        put(seconds, aligned(headerSize) + so, ss)
        put(microseconds, aligned(headerSize) + uo, us)
        return bytes
    }
}

/// Memory for one datagram and its control messages, filled by recvmsg.
// @safe: it owns its memory (allocated and freed here) and hands out copies and checked views only.
@safe final class DatagramBuffer {
    let capacity: Int
    static let controlCapacity = 256
    private let data: UnsafeMutableRawPointer
    private let control: UnsafeMutableRawPointer
    /// The bytes of the last datagram that fit the buffer.
    private(set) var count = 0
    /// Its control messages.
    private(set) var controlBytes: [UInt8] = []

    init(capacity: Int) {
        self.capacity = capacity
        unsafe data = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        unsafe control = UnsafeMutableRawPointer.allocate(byteCount: Self.controlCapacity, alignment: 16)
    }

    deinit {
        unsafe data.deallocate()
        unsafe control.deallocate()
    }

    /// recvmsg with MSG_TRUNC: the datagram's full length (more than `capacity` when it was cut), or -1 with errno.
    func receive(_ sys: LiveSyscalls, _ fd: Int32) -> Int {
        var iov = unsafe iovec(iov_base: data, iov_len: capacity)
        var message = unsafe msghdr()
        let n = unsafe withUnsafeMutablePointer(to: &iov) { iovPointer -> Int in
            unsafe message.msg_iov = unsafe iovPointer
            unsafe message.msg_iovlen = 1
            unsafe message.msg_control = unsafe control
            unsafe message.msg_controllen = Self.controlCapacity
            return unsafe sys.recvmsg(fd, &message, Int32(MSG_TRUNC))
        }
        guard n >= 0 else {
            count = 0
            controlBytes = []
            return n
        }
        count = min(n, capacity)
        let controlLength = unsafe min(max(Int(message.msg_controllen), 0), Self.controlCapacity)
        controlBytes = unsafe Array(UnsafeRawBufferPointer(start: control, count: controlLength))
        return n
    }

    /// The datagram's bytes, copied into `array` (whose storage is reused when nothing holds the last datagram's
    /// bytes any more): owned, so they stay valid after the next `receive`.
    func bytes(reusing array: inout [UInt8]) -> Bytes {
        unsafe Bytes(copying: UnsafeRawBufferPointer(start: data, count: count), reusing: &array)
    }
}

/// The system calls of the live types outside a session's replaceable layer (`LiveSyscalls`): error texts and the
/// stop pipe.
enum LiveSystem {
    /// strerror(3)'s text for `e`.
    static func errorText(_ e: Int32) -> String { unsafe String(cString: strerror(e)) }

    /// A pipe: [read end, write end], -1 each when it cannot be made.
    static func pipe() -> [Int32] {
        var fds: [Int32] = [-1, -1]
        _ = unsafe fds.withUnsafeMutableBufferPointer { unsafe pipeCall($0.baseAddress) }
        return fds
    }

    private static func pipeCall(_ fds: UnsafeMutablePointer<Int32>?) -> Int32 {
        #if canImport(Glibc)
        unsafe Glibc.pipe(fds)
        #else
        unsafe Darwin.pipe(fds)
        #endif
    }

    /// Writes one byte to `fd` (safe in a signal handler).
    static func writeByte(_ fd: Int32, _ byte: UInt8) {
        var byte = byte
        _ = unsafe write(fd, &byte, 1)
    }

    /// Whether `fd` is readable now (a poll(2) that does not wait).
    static func isReadable(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return unsafe poll(&p, 1, 0) > 0
    }
}

// MARK: Signals of a live capture

/// The descriptor SIGINT and SIGTERM write to, to end a live capture (set before the handlers are installed).
nonisolated(unsafe) private var stopDescriptorForSignals: Int32 = -1

/// The signals of a live capture: SIGINT and SIGTERM stop it, and a thread blocked writing its story can be
/// interrupted (a signal without SA_RESTART) so that an output nobody reads does not hold a stopped capture.
public enum LiveSignals {
    /// SIGINT and SIGTERM end the capture through `stop`; a second one ends the process at once. SIGPIPE is
    /// ignored: a closed output is noticed as a failed write.
    public static func stopOnSignals(_ stop: LiveStop) {
        unsafe stopDescriptorForSignals = stop.writeDescriptor
        var action = sigaction()
        unsafe action.__sigaction_handler.sa_handler = { _ in
            LiveSystem.writeByte(unsafe stopDescriptorForSignals, 1)
        }
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
        unsafe sigemptyset(&action.sa_mask)
        unsafe sigaction(SIGINT, &action, nil)
        unsafe sigaction(SIGTERM, &action, nil)
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started hrsniff with these signals blocked (the mask is inherited): unblock them.
        var mask = sigset_t()
        unsafe sigemptyset(&mask)
        unsafe sigaddset(&mask, SIGINT)
        unsafe sigaddset(&mask, SIGTERM)
        unsafe sigprocmask(SIG_UNBLOCK, &mask, nil)
    }

    /// Makes `number` interrupt this thread's blocking calls (a handler that does nothing, without SA_RESTART),
    /// unblocked in this thread whatever mask it inherited.
    public static func interruptCallsOn(_ number: Int32) {
        var action = sigaction()
        unsafe action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = 0
        unsafe sigemptyset(&action.sa_mask)
        unsafe sigaction(number, &action, nil)
        var mask = sigset_t()
        unsafe sigemptyset(&mask)
        unsafe sigaddset(&mask, number)
        unsafe pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// The calling thread.
    public static func currentThread() -> pthread_t {
        pthread_self()
    }

    /// Sends `number` to `thread`.
    public static func interrupt(_ thread: pthread_t, with number: Int32) {
        _ = pthread_kill(thread, number)
    }
}

extension LiveStop {
    /// Waits until `request()` is called (or a signal interrupts the wait: false then).
    public func waitForRequest() -> Bool {
        LiveSyscalls.system.wait(-1, stop: descriptor, timeout: -1).stop
    }
}
