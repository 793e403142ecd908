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
    /// SO_TIMESTAMP (and SCM_TIMESTAMP) of the generic Linux socket options, a struct timeval per datagram.
    static let soTimestamp: Int32 = 29
    /// Larger than the largest monitor record: a 6-byte header and an ACL packet of 4 + 65535 bytes.
    static let bufferSize = 1 << 17
    static let controlSize = 256
    /// After a stop, at most this many records already queued are still read.
    static let drainLimit = 4096

    public var format: CaptureFormat { .btsnoop(datalink: 2001) }
    public let adapter: UInt16?
    private let fd: Int32
    private let sys: LiveSyscalls
    private let stop: LiveStop
    private let notify: (LiveNotice) -> Void
    private let willWait: () -> Void
    private let buffer: UnsafeMutableRawPointer
    private let control: UnsafeMutableRawPointer
    private var frame = 0
    /// The array the last frame was copied into, reused when no one holds that record any more.
    private var packet: [UInt8] = []
    /// Adapters the monitor announced (New Index) and did not remove (Delete Index).
    private var known = Set<UInt16>()
    private var waitingNoticeGiven = false
    private var draining: Int?
    public private(set) var readError: Int32?

    /// Opens and binds the monitor socket; the errors users meet (no Bluetooth in the kernel, no CAP_NET_RAW)
    /// are `LiveError`s with the way out in their message.
    public init(adapter: UInt16?, syscalls: LiveSyscalls, stop: LiveStop,
                notify: @escaping (LiveNotice) -> Void, willWait: @escaping () -> Void) throws(LiveError) {
        self.adapter = adapter
        sys = syscalls
        self.stop = stop
        self.notify = notify
        self.willWait = willWait
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
        var address: [UInt16] = [UInt16(Self.afBluetooth), Self.hciDevNone, Self.hciChannelMonitor]
        let bound = address.withUnsafeMutableBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return -1 }
            return syscalls.bind(fd, base, socklen_t(raw.count))
        }
        guard bound == 0 else {
            let e = errno
            _ = syscalls.close(fd)
            switch e {
            case EPERM, EACCES: throw LiveError(.permissionDenied(errno: e))
            case EINVAL: throw LiveError(.noMonitorChannel)
            default: throw LiveError(.monitor(operation: "bind", errno: e))
            }
        }
        // Kernel receive times; without them a record gets the time it is read.
        var one: Int32 = 1
        _ = syscalls.setsockopt(fd, SOL_SOCKET, Self.soTimestamp, &one, socklen_t(MemoryLayout<Int32>.size))
        self.fd = fd
        buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.bufferSize, alignment: 16)
        control = UnsafeMutableRawPointer.allocate(byteCount: Self.controlSize, alignment: 16)
    }

    deinit {
        _ = sys.close(fd)
        buffer.deallocate()
        control.deallocate()
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        while true {
            guard let (received, time) = receive() else { return nil }
            frame += 1
            guard received >= Self.headerSize else {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .capture, "monitor_short_frame",
                    "monitor frame \(frame) has \(received) bytes, fewer than its 6-byte header; dropped"))
                continue
            }
            let all = Bytes(copying: UnsafeRawBufferPointer(start: buffer, count: min(received, Self.bufferSize)),
                            reusing: &packet)
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
                    willWait()
                    (ready, stopped) = sys.wait(fd, stop: stop.descriptor, timeout: -1)
                }
                if stopped {
                    draining = Self.drainLimit
                    continue
                }
                guard ready else { continue }
            }
            var iov = iovec(iov_base: buffer, iov_len: Self.bufferSize)
            var message = msghdr()
            let n = withUnsafeMutablePointer(to: &iov) { iovPointer -> Int in
                message.msg_iov = iovPointer
                message.msg_iovlen = 1
                message.msg_control = control
                message.msg_controllen = Self.controlSize
                return sys.recvmsg(fd, &message, Int32(MSG_TRUNC))
            }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                readError = errno
                return nil
            }
            let time = Self.timestamp(control: control, length: Int(message.msg_controllen)) ?? sys.now()
            return (n, time)
        }
    }

    /// The SCM_TIMESTAMP control message of a datagram (64-bit Linux layout: a 16-byte cmsghdr, then a
    /// struct timeval of two 64-bit fields).
    static func timestamp(control: UnsafeMutableRawPointer, length: Int) -> Timestamp? {
        let bytes = UnsafeRawBufferPointer(start: control, count: min(max(length, 0), controlSize))
        var offset = 0
        while offset + 16 <= bytes.count {
            let cmsgLength = Int(clamping: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let level = bytes.loadUnaligned(fromByteOffset: offset + 8, as: Int32.self)
            let type = bytes.loadUnaligned(fromByteOffset: offset + 12, as: Int32.self)
            guard cmsgLength >= 16, cmsgLength <= bytes.count - offset else { return nil }
            if level == SOL_SOCKET && type == soTimestamp && cmsgLength >= 32 {
                let seconds = bytes.loadUnaligned(fromByteOffset: offset + 16, as: Int64.self)
                let micro = bytes.loadUnaligned(fromByteOffset: offset + 24, as: Int64.self)
                let (scaled, o1) = seconds.multipliedReportingOverflow(by: 1_000_000)
                let (sum, o2) = scaled.addingReportingOverflow(micro)
                return o1 || o2 ? nil : Timestamp(microseconds: sum)
            }
            offset += (cmsgLength + 7) & ~7
        }
        return nil
    }
}
