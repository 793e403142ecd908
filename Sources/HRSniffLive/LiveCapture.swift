import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A capture read as it happens: the Linux HCI monitor, a btsnoop stream over TCP, a file still being written,
/// or standard input. It is a `CaptureReader` like a file's, so the same `Pipeline` runs over it; `next()`
/// waits for the next record and returns nil once the capture is stopped (`LiveStop`) or its input ends.
///
/// Records are numbered from 1 across reconnections and file replacements. Each record is saved to `recorder`
/// (when set) before it is returned. Before waiting, `willWait` is called: the place to flush output, so that
/// whatever the last record completed is shown at once.
public final class LiveCapture: CaptureReader {
    public struct Options: Sendable {
        /// Reconnect when the TCP peer is gone or cannot be reached, with back-off.
        public var reconnect = false
        public var firstRetryMilliseconds = 500
        public var maximumRetryMilliseconds = 30_000
        /// How long connect may take before it counts as failed.
        public var connectTimeoutMilliseconds: Int32 = 10_000
        /// How often a followed file is looked at when nothing new is in it.
        public var followIntervalMilliseconds: Int32 = 20
        public init() {}
    }

    public let source: LiveSource
    public let options: Options
    /// Why the capture ended, when it was neither stopped nor did its input simply end.
    public private(set) var error: LiveError?
    /// Where every record is saved (`-w`); its header is written when the source's format is known.
    public var recorder: CaptureRecorder? {
        didSet { if let inner { recorder?.begin(inner.format) } }
    }
    /// Streams opened so far (TCP connections, followed files, 1 for the monitor and stdin).
    public private(set) var streams = 0
    /// Monitor records the kernel dropped (its receive queue was full), when the source is the monitor and the
    /// kernel says; the other sources lose nothing (a stream waits for its reader).
    public var kernelDrops: UInt32? { monitor?.drops }
    private var monitor: MonitorReader?

    private let sys: LiveSyscalls
    let stop: LiveStop
    private let notify: (LiveNotice) -> Void
    private let willWait: () -> Void
    private var inner: (any CaptureReader)?
    private var lastFormat: CaptureFormat = .btsnoop(datalink: 1002)
    private var descriptorStream: DescriptorStream?
    private var follow: FollowStream?
    private var frameOffset = 0
    private var lastFrame = 0
    private var retryMilliseconds: Int

    /// Opens the source. For a stream this waits for its first bytes, which say its format; a stop during the
    /// wait gives a capture with no records.
    public init(_ source: LiveSource, options: Options = Options(), syscalls: LiveSyscalls = .system,
                stop: LiveStop, notify: @escaping (LiveNotice) -> Void = { _ in },
                willWait: @escaping () -> Void = {}) throws(LiveError) {
        self.source = source
        self.options = options
        sys = syscalls
        self.stop = stop
        self.notify = notify
        self.willWait = willWait
        retryMilliseconds = options.firstRetryMilliseconds
        switch source {
        case .monitor(let adapter):
            let reader = try MonitorReader(adapter: adapter, syscalls: syscalls, stop: stop, notify: notify,
                                           willWait: willWait)
            monitor = reader
            inner = reader
            streams = 1
        case .standardInput:
            let stream = DescriptorStream(fd: STDIN_FILENO, ownsDescriptor: false, syscalls: syscalls, stop: stop,
                                          willWait: willWait)
            descriptorStream = stream
            if try !open({ stream.read(into: &$0, at: $1, count: $2) }) && !stop.isRequested {
                throw LiveError(.format(CaptureOpenError(.empty, path: "-")))
            }
        case .tcp:
            try connectStream(first: true)
        case .follow(let path):
            let stream = FollowStream(path: path, syscalls: syscalls, stop: stop,
                                      interval: options.followIntervalMilliseconds, notify: notify, willWait: willWait)
            follow = stream
            guard try stream.openFirst() else { return }
            try open { stream.read(into: &$0, at: $1, count: $2) }
        }
    }

    /// The format of the stream being read (the last one once the capture ended).
    public var format: CaptureFormat { inner?.format ?? lastFormat }

    /// A name for the format as output shows it: the monitor's records are those of btsnoop 2001.
    public var formatDescription: String {
        if case .monitor = source { return "Linux HCI monitor (btsnoop datalink 2001 records)" }
        return streams == 0 ? "nothing read" : format.description
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        while let reader = inner {
            var own: [Diagnostic] = []
            let record = reader.next(diagnostics: &own)
            for var d in own {
                d.frame = d.frame.map { $0 + frameOffset }
                diagnostics.append(d)
            }
            if var record {
                record.frame += frameOffset
                lastFrame = record.frame
                retryMilliseconds = options.firstRetryMilliseconds
                if let recorder {
                    recorder.cumulativeDrops = monitor?.drops ?? 0
                    recorder.write(record)
                }
                return record
            }
            lastFormat = reader.format
            inner = nil
            frameOffset = lastFrame
            if let monitor = reader as? MonitorReader, let e = monitor.readError {
                error = LiveError(.read(source: source.description, errno: e))
                return nil
            }
            if let e = descriptorStream?.readError ?? follow?.readError {
                error = LiveError(.read(source: source.description, errno: e))
                if case .tcp = source, options.reconnect, !stop.isRequested {
                    error = nil
                    reconnect(reason: "reading failed (\(LiveError.text(e)))")
                    continue
                }
                return nil
            }
            if stop.isRequested { return nil }
            switch source {
            case .monitor, .standardInput:
                return nil
            case .tcp:
                guard options.reconnect else {
                    error = LiveError(.peerGone(peer: peerName))
                    return nil
                }
                reconnect(reason: "the connection was closed")
            case .follow:
                guard let follow, follow.takeReplacement() else { return nil }
                do {
                    try open { follow.read(into: &$0, at: $1, count: $2) }
                } catch {
                    self.error = error
                    return nil
                }
            }
        }
        return nil
    }

    // MARK: Streams

    /// Reads the header of a new stream and makes its reader current. False when the stream ended (or a stop
    /// came) before its first byte.
    @discardableResult
    private func open(_ read: @escaping (inout [UInt8], Int, Int) -> Int) throws(LiveError) -> Bool {
        let window = InputWindow(source: read)
        do {
            let reader = try CaptureFile.open(window, path: source.description)
            inner = reader
            streams += 1
            recorder?.begin(reader.format)
            return true
        } catch {
            if error.code == .empty && window.offset == 0 { return false }
            throw LiveError(.format(error))
        }
    }

    private var peerName: String {
        guard case .tcp(let host, let port) = source else { return source.description }
        return host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Connects and reads the stream's header. Without `reconnect` the first failure is thrown; with it,
    /// failures are announced and retried with back-off until a stream opens or a stop.
    private func connectStream(first: Bool) throws(LiveError) {
        while !stop.isRequested {
            do throws(LiveError) {
                let fd = try connectTCP()
                let stream = DescriptorStream(fd: fd, ownsDescriptor: true, syscalls: sys, stop: stop, willWait: willWait)
                descriptorStream = stream
                notify(.connected(peerName))
                if try open({ stream.read(into: &$0, at: $1, count: $2) }) || stop.isRequested { return }
                // The peer closed before sending a header.
                throw LiveError(.peerGone(peer: peerName))
            } catch {
                guard options.reconnect else { throw error }
                if case .resolve = error.code, first { throw error }
                if case .format = error.code { throw error }
                backOff(reason: Self.reason(error))
            }
        }
    }

    private static func reason(_ error: LiveError) -> String {
        switch error.code {
        case .connect(_, let e): "cannot connect (\(LiveError.text(e)))"
        case .peerGone, .format: "the connection was closed"
        default: error.description
        }
    }

    private func reconnect(reason: String) {
        backOff(reason: reason)
        do {
            try connectStream(first: false)
        } catch {
            self.error = error
        }
    }

    private func backOff(reason: String) {
        let delay = retryMilliseconds
        notify(.reconnecting(peerName, reason: reason, retryMilliseconds: delay))
        retryMilliseconds = min(retryMilliseconds * 2, options.maximumRetryMilliseconds)
        willWait()
        _ = sys.wait(-1, stop: stop.descriptor, timeout: Int32(clamping: delay))
    }

    /// A connected, non-blocking TCP socket to the source's host and port.
    private func connectTCP() throws(LiveError) -> Int32 {
        guard case .tcp(let host, let port) = source else { throw LiveError(.connect(peer: peerName, errno: EINVAL)) }
        let addresses: [LiveSyscalls.SocketAddress]
        switch sys.resolve(host, port) {
        case .success(let list): addresses = list
        case .failure(let e): throw LiveError(.resolve(host: host, message: e.message))
        }
        var lastError = ECONNREFUSED
        for address in addresses {
            let fd = sys.socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else {
                lastError = errno
                continue
            }
            _ = sys.fcntl(fd, F_SETFL, sys.fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
            let rc = sys.connect(fd, to: address)
            if rc == 0 { return fd }
            var e = errno
            if e == EINPROGRESS || e == EINTR {
                e = finishConnect(fd)
                if e == 0 { return fd }
            }
            lastError = e
            _ = sys.close(fd)
            if stop.isRequested { break }
        }
        throw LiveError(.connect(peer: peerName, errno: lastError))
    }

    /// Waits for a non-blocking connect; returns 0 or the errno of the failure.
    private func finishConnect(_ fd: Int32) -> Int32 {
        let deadline = sys.monotonic() + Int64(options.connectTimeoutMilliseconds) * 1000
        while true {
            let left = Int32(clamping: max((deadline - sys.monotonic()) / 1000, 0))
            var fds = [pollfd(fd: fd, events: Int16(POLLOUT), revents: 0),
                       pollfd(fd: stop.descriptor, events: Int16(POLLIN), revents: 0)]
            let n = sys.poll(&fds, timeout: left)
            if n < 0 && errno == EINTR { continue }
            if fds[1].revents != 0 { return EINTR }
            if n == 0 { return ETIMEDOUT }
            guard let result = sys.intOption(fd, SOL_SOCKET, SO_ERROR) else { return errno }
            return result
        }
    }
}
