import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Linux HCI monitor channel as a capture: a raw `AF_BLUETOOTH`/`BTPROTO_HCI` socket bound to
/// `HCI_CHANNEL_MONITOR` for every adapter (`HCI_DEV_NONE`). Each datagram is one monitor record: a 6-byte
/// little-endian header (opcode, adapter index, payload length) and the payload, the same records a btsnoop
/// 2001 file holds. On bind the kernel first replays what it knows about the adapters (New Index, Open Index,
/// Index Info), then sends every HCI packet of every adapter as it passes.
public final class MonitorReader: CaptureReader {
    public static let headerSize = 6
    /// Address family, protocol and channel numbers of the Linux Bluetooth socket API.
    static let afBluetooth: Int32 = 31
    static let btprotoHCI: Int32 = 1
    static let hciDevNone: UInt16 = 0xFFFF
    static let hciChannelMonitor: UInt16 = 2
    /// Larger than the largest monitor record: a 6-byte header and an ACL packet of 4 + 65535 bytes.
    static let bufferSize = 1 << 17
    /// After a stop, at most this many records already queued are still read.
    static let drainLimit = 4096
    /// The receive buffer asked for (SO_RCVBUFFORCE as root, else SO_RCVBUF up to the system's limit): room for
    /// a burst while the file write falls behind for a moment.
    static let receiveBufferSize: Int32 = 8 << 20
    /// The kernel's drop count is read when the queue is empty, and at least every this many records.
    static let dropCheckInterval = 256

    public var format: CaptureFormat { .btsnoop(datalink: 2001) }
    public let adapter: UInt16?
    private let fd: Int32
    private let sys: LiveSyscalls
    private let stop: LiveStop
    private let notify: (LiveNotice) -> Void
    private let willWait: () -> Void
    private let buffer = DatagramBuffer(capacity: MonitorReader.bufferSize)
    private let timestamps: TimestampLayout
    private var frame = 0
    /// The array the last frame was copied into, reused when no one holds that record any more.
    private var packet: [UInt8] = []
    /// Adapters the monitor announced (New Index) and did not remove (Delete Index).
    private var known = Set<UInt16>()
    private var waitingNoticeGiven = false
    private var draining: Int?
    public private(set) var readError: Int32?
    /// Monitor records the kernel dropped since the socket was opened because its receive queue was full
    /// (SO_MEMINFO's drops); nil when the kernel does not say.
    public private(set) var drops: UInt32?
    /// The drops already told in the story.
    private var toldDrops: UInt32 = 0
    private var sinceDropCheck = 0

    /// Opens and binds the monitor socket; the errors users meet (no Bluetooth in the kernel, no CAP_NET_RAW)
    /// are `LiveError`s with the way out in their message.
    public init(adapter: UInt16?, syscalls: LiveSyscalls, stop: LiveStop,
                notify: @escaping (LiveNotice) -> Void, willWait: @escaping () -> Void,
                timestamps: TimestampLayout = .platform) throws(LiveError) {
        self.adapter = adapter
        sys = syscalls
        self.stop = stop
        self.notify = notify
        self.willWait = willWait
        self.timestamps = timestamps
        let fd = syscalls.socket(Self.afBluetooth, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), Self.btprotoHCI)
        guard fd >= 0 else {
            let e = errno
            switch e {
            case EAFNOSUPPORT, EPROTONOSUPPORT, ESOCKTNOSUPPORT: throw LiveError(.noBluetoothSupport(errno: e))
            case EPERM, EACCES: throw LiveError(.permissionDenied(errno: e))
            default: throw LiveError(.monitor(operation: "socket", errno: e))
            }
        }
        // struct sockaddr_hci: family, device, channel; three unsigned shorts in host order.
        let bound = syscalls.bind(fd, words: [UInt16(Self.afBluetooth), Self.hciDevNone, Self.hciChannelMonitor])
        guard bound == 0 else {
            let e = errno
            _ = syscalls.close(fd)
            switch e {
            case EPERM, EACCES: throw LiveError(.permissionDenied(errno: e))
            case EINVAL: throw LiveError(.noMonitorChannel)
            default: throw LiveError(.monitor(operation: "bind", errno: e))
            }
        }
        // Room for bursts: the monitor is a datagram socket, and what its queue cannot hold the kernel drops.
        if syscalls.setOption(fd, SOL_SOCKET, Int32(SO_RCVBUFFORCE), Self.receiveBufferSize) != 0 {
            _ = syscalls.setOption(fd, SOL_SOCKET, Int32(SO_RCVBUF), Self.receiveBufferSize)
        }
        // Kernel receive times; without them a record gets the time it is read.
        let failed = syscalls.setOption(fd, SOL_SOCKET, timestamps.option, 1)
        if failed != 0 { notify(.noKernelTimes(errno: failed)) }
        self.fd = fd
        drops = syscalls.socketDrops(fd)
        toldDrops = drops ?? 0
    }

    deinit {
        _ = sys.close(fd)
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        while true {
            guard let (received, time) = receive() else {
                checkDrops()
                tellDrops(&diagnostics, before: nil)
                return nil
            }
            frame += 1
            sinceDropCheck += 1
            if sinceDropCheck >= Self.dropCheckInterval { checkDrops() }
            tellDrops(&diagnostics, before: frame)
            guard received >= Self.headerSize else {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .capture, "monitor_short_frame",
                    "monitor frame \(frame) has \(received) bytes, fewer than its 6-byte header; dropped"))
                continue
            }
            let all = buffer.bytes(reusing: &packet)
            guard let opcode = all.u16le(at: 0), let index = all.u16le(at: 2), let length = all.u16le(at: 4) else {
                continue
            }
            var payload = all.suffix(from: Self.headerSize)
            if payload.count > Int(length) {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .capture, "monitor_length_mismatch",
                    "the monitor header says \(length) bytes, the frame has \(payload.count); the extra bytes are ignored"))
                payload = payload.prefix(Int(length))
            }
            track(opcode: opcode, index: index, payload: payload)
            if let adapter, index != adapter, index != Self.hciDevNone {
                frame -= 1
                continue
            }
            return CaptureRecord(frame: frame, time: time, framing: .monitor(adapter: index, opcode: opcode),
                                 bytes: payload, originalLength: max(Int(length), payload.count))
        }
    }

    /// Follows New Index and Delete Index, to say when the capture waits for an adapter.
    private func track(opcode: UInt16, index: UInt16, payload: Bytes) {
        switch MonitorOpcode(rawValue: opcode) {
        case .newIndex:
            known.insert(index)
            if waitingNoticeGiven && (adapter == nil || adapter == index) {
                waitingNoticeGiven = false
                notify(.adapterAdded(index: index, name: payload.slice(from: 8, count: 8).map(\.cString)))
            }
        case .deleteIndex:
            known.remove(index)
        default:
            break
        }
    }

    private var adapterMissing: Bool {
        if let adapter { return !known.contains(adapter) }
        return known.isEmpty
    }

    /// One datagram into `buffer`: its full length (larger than the buffer when truncated) and its time.
    private func receive() -> (Int, Timestamp)? {
        while true {
            if let left = draining {
                guard left > 0, sys.wait(fd, stop: stop.descriptor, timeout: 0).readable else { return nil }
                draining = left - 1
            } else {
                var (ready, stopped) = sys.wait(fd, stop: stop.descriptor, timeout: 0)
                if !ready && !stopped {
                    // Everything queued is read, including the replay of the adapters made on bind.
                    if adapterMissing && !waitingNoticeGiven {
                        waitingNoticeGiven = true
                        notify(.waitingForAdapter(adapter))
                    }
                    // The queue is empty: a good moment to learn of drops (told with the next record).
                    checkDrops()
                    willWait()
                    (ready, stopped) = sys.wait(fd, stop: stop.descriptor, timeout: -1)
                }
                if stopped {
                    draining = Self.drainLimit
                    continue
                }
                guard ready else { continue }
            }
            let n = buffer.receive(sys, fd)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                readError = errno
                return nil
            }
            return (n, timestamps.timestamp(in: buffer.controlBytes) ?? sys.now())
        }
    }

    /// Reads the kernel's drop count.
    private func checkDrops() {
        sinceDropCheck = 0
        if let now = sys.socketDrops(fd) { drops = now }
    }

    /// A warning in the story for drops not told yet: the records are in neither the story nor the file.
    private func tellDrops(_ diagnostics: inout [Diagnostic], before frame: Int?) {
        guard let drops, drops != toldDrops else { return }
        let new = drops &- toldDrops
        toldDrops = drops
        let when = frame.map { "by the time frame \($0) was read" } ?? "by the end of the capture"
        diagnostics.append(Diagnostic(
            frame: frame, .warning, .capture, "monitor_records_dropped",
            "the kernel dropped \(new) monitor record\(new == 1 ? "" : "s") \(when) (\(drops) in all): the socket's "
                + "receive queue was full; they are in neither the story nor the file"))
    }
}
