import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a live capture reads from.
public enum LiveSource: Sendable, Equatable, CustomStringConvertible {
    /// The Linux HCI monitor channel: every adapter, or only the one with this index (hciN).
    case monitor(adapter: UInt16?)
    /// A btsnoop stream served over TCP (Android's snoop socket, btsnoop-net style servers).
    case tcp(host: String, port: UInt16)
    /// A btsnoop file that is still being written, read from its start as it grows.
    case follow(path: String)
    /// A capture stream (btsnoop, pcap, pcapng, PacketLogger) on standard input.
    case standardInput

    /// How the source is named in output: `monitor`, `monitor:hci0`, `tcp:HOST:PORT`, the file, `-`.
    public var description: String {
        switch self {
        case .monitor(let adapter): adapter.map { "monitor:hci\($0)" } ?? "monitor"
        case .tcp(let host, let port): host.contains(":") ? "tcp:[\(host)]:\(port)" : "tcp:\(host):\(port)"
        case .follow(let path): path
        case .standardInput: "-"
        }
    }
}

/// Something the user should know while a live capture runs; not part of the capture itself.
public enum LiveNotice: Sendable, Equatable, CustomStringConvertible {
    /// The monitor knows no adapter (or not the one asked for): the capture waits for one.
    case waitingForAdapter(UInt16?)
    case adapterAdded(index: UInt16, name: String?)
    case waitingForFile(String)
    case connected(String)
    /// The TCP peer is gone or cannot be reached; the next attempt is in `retryMilliseconds`.
    case reconnecting(String, reason: String, retryMilliseconds: Int)
    /// The followed file was replaced by one with other contents; it is read from its start.
    case fileReplaced(String)
    /// The followed file is the same capture again (pulled anew): reading goes on where it was.
    case fileContinued(String)
    /// The kernel refused to time stamp the monitor's records (setsockopt SO_TIMESTAMP failed with this errno):
    /// each record carries the time it was read.
    case noKernelTimes(errno: Int32)

    public var description: String {
        switch self {
        case .waitingForAdapter(let index):
            if let index { return "no Bluetooth adapter hci\(index) yet; waiting for it (plug it in, or check `btmgmt info`)" }
            return "no Bluetooth adapter yet; waiting for one (plug it in, or check `btmgmt info`)"
        case .adapterAdded(let index, let name):
            return "adapter hci\(index)\(name.map { " (\($0))" } ?? "") is there; capturing"
        case .waitingForFile(let path): return "\(path) does not exist yet; waiting for it"
        case .connected(let peer): return "connected to \(peer)"
        case .reconnecting(let peer, let reason, let ms):
            return "\(peer): \(reason); reconnecting in \(Self.seconds(ms))"
        case .fileReplaced(let path): return "\(path) was replaced by another capture; reading it from its start"
        case .fileContinued(let path): return "\(path) was written anew with the same beginning; reading on"
        case .noKernelTimes(let e):
            return "warning: the kernel does not time stamp the monitor's records (setsockopt SO_TIMESTAMP: "
                + "\(LiveError.text(e))); each record carries the time it was read, later by however long hrsniff was busy"
        }
    }

    static func seconds(_ ms: Int) -> String {
        ms % 1000 == 0 ? "\(ms / 1000) s" : "\(ms / 1000).\(ms % 1000 / 100) s"
    }
}

/// Why a live capture cannot start, or ended other than by a stop or the end of its input.
public struct LiveError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// socket(AF_BLUETOOTH) failed: no Bluetooth in this kernel, or a network namespace without it.
        case noBluetoothSupport(errno: Int32)
        /// Binding the monitor channel needs CAP_NET_RAW.
        case permissionDenied(errno: Int32)
        /// The kernel has Bluetooth but no monitor channel (before Linux 3.4).
        case noMonitorChannel
        case monitor(operation: String, errno: Int32)
        case resolve(host: String, message: String)
        case connect(peer: String, errno: Int32)
        /// The TCP peer closed the stream (and `--reconnect` was not given).
        case peerGone(peer: String)
        case follow(path: String, errno: Int32)
        /// The stream does not start like a capture.
        case format(CaptureOpenError)
        case read(source: String, errno: Int32)
    }

    public var code: Code

    public init(_ code: Code) { self.code = code }

    public var description: String {
        switch code {
        case .noBluetoothSupport(let e):
            return "cannot open the Bluetooth monitor: this kernel has no Bluetooth support (\(Self.text(e))). "
                + "Load it with `sudo modprobe bluetooth`; in a container, the host's kernel needs it and the "
                + "container must use the host's network (AF_BLUETOOTH exists only there). Without it, capture "
                + "with --tcp, --follow or from standard input."
        case .permissionDenied(let e):
            return "cannot open the Bluetooth monitor: permission denied (\(Self.text(e))); it needs the "
                + "CAP_NET_RAW capability. Run hrsniff as root (`sudo hrsniff live`), or grant it once with "
                + "`sudo setcap cap_net_raw+ep \"$(command -v hrsniff)\"`."
        case .noMonitorChannel:
            return "cannot open the Bluetooth monitor: this kernel has no HCI monitor channel (Linux 3.4 or later "
                + "has it)"
        case .monitor(let operation, let e):
            return "cannot open the Bluetooth monitor: \(operation) failed (\(Self.text(e)))"
        case .resolve(let host, let message): return "cannot find \(host): \(message)"
        case .connect(let peer, let e):
            return "cannot connect to \(peer) (\(Self.text(e))); for an Android phone, run `adb forward tcp:8872 "
                + "tcp:8872` first (see docs/live.md), or add --reconnect to keep trying"
        case .peerGone(let peer):
            return "\(peer) closed the connection; add --reconnect to reconnect when it does"
        case .follow(let path, let e): return "\(path): cannot open (\(Self.text(e)))"
        case .format(let error): return error.description
        case .read(let source, let e): return "\(source): reading failed (\(Self.text(e)))"
        }
    }

    static func text(_ e: Int32) -> String { LiveSystem.errorText(e) }
}

/// The way to end a live capture from elsewhere: a signal handler, another thread, a test. The capture polls
/// `descriptor` beside its source; `request()` makes it readable (and is safe in a signal handler).
public final class LiveStop: @unchecked Sendable {
    public let descriptor: Int32
    /// Write this descriptor from a signal handler (one byte) to stop.
    public let writeDescriptor: Int32

    public init() {
        let fds = LiveSystem.pipe()
        descriptor = fds[0]
        writeDescriptor = fds[1]
        for fd in fds where fd >= 0 {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        _ = close(descriptor)
        _ = close(writeDescriptor)
    }

    public func request() {
        LiveSystem.writeByte(writeDescriptor, 1)
    }

    /// True once `request()` was called (the byte is left in the pipe, so every poll sees it).
    public var isRequested: Bool {
        LiveSystem.isReadable(descriptor)
    }
}
