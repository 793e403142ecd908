import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP
@testable import HRSniffATT
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffLive

#if canImport(Glibc)
import Glibc
#endif

/// The Linux HCI monitor source, without a Bluetooth kernel: a socket pair stands behind the same syscall layer.
@Suite struct LiveMonitorTests {
    static let monitorCapture = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap-monitor.btsnoop").path

    /// Syscalls whose Bluetooth socket is one end of a SEQPACKET socket pair, with no kernel time stamps: the
    /// clock gives the times of `times`, one per datagram.
    static func socketPairSyscalls(times: [Timestamp]) -> (LiveSyscalls, peer: Int32, binds: Shared<[[UInt16]]>) {
        var pair: [Int32] = [-1, -1]
        let rc = socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair)
        precondition(rc == 0, "socketpair failed")
        let ours = pair[0]
        let binds = Shared<[[UInt16]]>([])
        let clock = Shared((times, 0))
        var sys = LiveSyscalls.system
        sys.socket = { domain, type, proto in
            // The monitor asks for AF_BLUETOOTH, SOCK_RAW, BTPROTO_HCI.
            domain == 31 && type & 0xF == Int32(SOCK_RAW.rawValue) && proto == 1 ? ours : -1
        }
        sys.bind = { _, address, length in
            let words = (0 ..< Int(length) / 2).map { address.loadUnaligned(fromByteOffset: 2 * $0, as: UInt16.self) }
            binds.with { $0.append(words) }
            return 0
        }
        sys.setsockopt = { _, _, _, _, _ in 0 }
        sys.now = {
            clock.with { state in
                defer { state.1 += 1 }
                // Past the given times: a plausible fixed date (2026-03-14), not 1970.
                return state.1 < state.0.count ? state.0[state.1] : Timestamp(microseconds: 1_773_480_413_000_000)
            }
        }
        return (sys, pair[1], binds)
    }

    @Test func socketPairEventsEqualTheFile() throws {
        let parts = BtsnoopParts(path: Self.monitorCapture)
        let frames = parts.records.map(BtsnoopParts.monitorFrame)
        let (sys, peer, binds) = Self.socketPairSyscalls(times: frames.map(\.time))
        defer { close(peer) }
        // The kernel queues its replay of the adapters (note, New Index, Open Index, Index Info) on bind.
        for frame in frames.prefix(4) { writeAll(peer, frame.frame) }
        let stop = LiveStop()
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: sys, stop: stop,
                                      notify: { n in notices.with { $0.append(n) } })
        // sockaddr_hci: AF_BLUETOOTH, HCI_DEV_NONE, HCI_CHANNEL_MONITOR.
        #expect(binds.with { $0 } == [[31, 0xFFFF, 2]])
        let datagrams = frames.dropFirst(4).map(\.frame)
        Thread {
            for d in datagrams { writeAll(peer, d) }
            stop.request()
        }.start()
        let live = pipelineEvents(capture)
        let file = try pipelineEvents(file: Self.monitorCapture)
        #expect(live.count == file.count)
        #expect(live == file)
        #expect(capture.error == nil)
        #expect(notices.with { $0 }.isEmpty, "the capture announces its adapter first: no waiting")
    }

    /// A capture that starts in the middle of a connection: the adapter is announced first (as the kernel
    /// replays it on bind), and the connection shows at its first packet as open before the capture began.
    @Test func connectionOpenBeforeTheCapture() throws {
        let parts = BtsnoopParts(path: Self.monitorCapture)
        // The adapter records (New Index, Open Index, Index Info), then everything from record 120 on.
        let chosen = Array(parts.records[1 ..< 4]) + Array(parts.records[119...])
        let path = temporaryFile(parts.header + chosen.flatMap { $0 }, suffix: ".btsnoop")
        defer { unlink(path) }
        let frames = chosen.map(BtsnoopParts.monitorFrame)
        let (sys, peer, _) = Self.socketPairSyscalls(times: frames.map(\.time))
        defer { close(peer) }
        for frame in frames.prefix(3) { writeAll(peer, frame.frame) }
        let stop = LiveStop()
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.monitor(adapter: 0), syscalls: sys, stop: stop,
                                      notify: { n in notices.with { $0.append(n) } })
        let datagrams = frames.dropFirst(3).map(\.frame)
        Thread {
            for d in datagrams { writeAll(peer, d) }
            stop.request()
        }.start()
        let live = pipelineEvents(capture)
        #expect(live == (try pipelineEvents(file: path)))
        #expect(live.contains { $0.hasSuffix(" found #1") })
        // The adapter records, and what they say of this device's controller (its address).
        #expect(live.filter { !$0.contains(" local ") }.prefix(3).allSatisfy { $0.contains(" adapter ") })
        #expect(notices.with { $0 }.isEmpty)
    }

    @Test func waitsForAnAdapterAndSaysSo() throws {
        let note = [UInt8]("Bluetooth monitor ver 5.66\0".utf8)
        // New Index: type, bus, address, name "hci1".
        let newIndex: [UInt8] = [0x00, 0x01, 0x12, 0x6A, 0x4F, 0x2D, 0x65, 0x94] + Array("hci1\0\0\0\0".utf8)
        let (sys, peer, _) = Self.socketPairSyscalls(times: [])
        defer { close(peer) }
        let stop = LiveStop()
        let waiting = DispatchSemaphore(value: 0)
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.monitor(adapter: 1), syscalls: sys, stop: stop, notify: { n in
            notices.with { $0.append(n) }
            if case .waitingForAdapter = n { waiting.signal() }
        })
        Thread {
            writeAll(peer, le16(12) + le16(0xFFFF) + le16(UInt16(note.count)) + note)
            // Adapter 0 is not the one asked for: its records are left out, and the capture still waits.
            writeAll(peer, le16(0) + le16(0) + le16(UInt16(newIndex.count)) + newIndex)
            writeAll(peer, le16(2) + le16(0) + le16(3) + [0x03, 0x0C, 0x00])
            waiting.wait()
            writeAll(peer, le16(0) + le16(1) + le16(UInt16(newIndex.count)) + newIndex)
            writeAll(peer, le16(2) + le16(1) + le16(3) + [0x03, 0x0C, 0x00])
            stop.request()
        }.start()
        let events = pipelineEvents(capture)
        #expect(events.map { String($0.split(separator: " ", maxSplits: 2)[2]) }
            == ["note 1 Bluetooth monitor ver 5.66", "adapter 2 new_index", "local 2 94:65:2D:4F:6A:12 monitor_index",
                "command 3 Reset"])
        #expect(notices.with { $0 } == [.waitingForAdapter(1), .adapterAdded(index: 1, name: "hci1")])
        #expect(LiveNotice.waitingForAdapter(1).description.contains("no Bluetooth adapter hci1 yet; waiting"))
    }

    @Test func malformedDatagramsAreDiagnosed() throws {
        let (sys, peer, _) = Self.socketPairSyscalls(times: [])
        defer { close(peer) }
        let stop = LiveStop()
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: sys, stop: stop)
        Thread {
            writeAll(peer, [0x02, 0x00, 0x00])                                    // shorter than the header
            writeAll(peer, le16(2) + le16(0) + le16(3) + [0x03, 0x0C, 0x00, 0xEE]) // one byte too many
            writeAll(peer, le16(3) + le16(0) + le16(200) + [0x0E, 0x04])          // says 200, has 2
            stop.request()
        }.start()
        let events = pipelineEvents(capture)
        #expect(events.contains { $0.hasSuffix("diag 1 monitor_short_frame") })
        #expect(events.contains { $0.hasSuffix("diag 2 monitor_length_mismatch") })
        #expect(events.contains { $0.hasSuffix("command 2 Reset") })
        #expect(events.contains { $0.hasSuffix("diag 3 truncated_record") })
    }

    static func failing(socket socketErrno: Int32? = nil, bind bindErrno: Int32? = nil) -> LiveSyscalls {
        var sys = LiveSyscalls.system
        sys.socket = { _, _, _ in
            if let e = socketErrno { errno = e; return -1 }
            return dup(STDERR_FILENO)
        }
        sys.bind = { _, _, _ in
            if let e = bindErrno { errno = e; return -1 }
            return 0
        }
        return sys
    }

    @Test func errorsUsersMeet() {
        let stop = LiveStop()
        func error(_ sys: LiveSyscalls) -> LiveError? {
            do {
                _ = try LiveCapture(.monitor(adapter: nil), syscalls: sys, stop: stop)
                return nil
            } catch {
                return error
            }
        }
        let noKernel = error(Self.failing(socket: EAFNOSUPPORT))
        #expect(noKernel?.code == .noBluetoothSupport(errno: EAFNOSUPPORT))
        #expect(noKernel?.description.contains("this kernel has no Bluetooth support") == true)
        let permission = error(Self.failing(bind: EPERM))
        #expect(permission?.code == .permissionDenied(errno: EPERM))
        #expect(permission?.description.contains("CAP_NET_RAW") == true)
        #expect(permission?.description.contains("setcap cap_net_raw+ep") == true)
        #expect(error(Self.failing(bind: EINVAL))?.code == .noMonitorChannel)
        #expect(error(Self.failing(bind: EADDRINUSE))?.code == .monitor(operation: "bind", errno: EADDRINUSE))
    }

    /// The real monitor socket, as far as this machine allows: without Bluetooth in the kernel (or outside the
    /// host's network namespace) the error says so; without CAP_NET_RAW it says how to get it.
    @Test func realMonitorSocket() throws {
        let probe = socket(31, Int32(SOCK_RAW.rawValue), 1)
        let probeErrno = errno
        if probe >= 0 { close(probe) }
        let stop = LiveStop()
        stop.request()
        do {
            let capture = try LiveCapture(.monitor(adapter: nil), stop: stop)
            // Bluetooth and the capability are there: the stopped capture ends at once.
            var diagnostics: [Diagnostic] = []
            while capture.next(diagnostics: &diagnostics) != nil {}
            #expect(probe >= 0)
        } catch {
            if probe < 0 {
                #expect(error.code == .noBluetoothSupport(errno: probeErrno))
            } else {
                #expect(error.code == .permissionDenied(errno: EPERM) || error.code == .permissionDenied(errno: EACCES))
            }
        }
    }

    @Test func kernelTimestampsAreRead() throws {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &pair) == 0)
        defer { close(pair[0]); close(pair[1]) }
        var sys = LiveSyscalls.system
        sys.socket = { _, _, _ in dup(pair[0]) }
        sys.bind = { _, _, _ in 0 }
        // The clock is far off: a record's time can only come from SO_TIMESTAMP.
        sys.now = { Timestamp(microseconds: 0) }
        let stop = LiveStop()
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: sys, stop: stop)
        let before = LiveSyscalls.system.now()
        writeAll(pair[1], le16(2) + le16(0) + le16(3) + [0x03, 0x0C, 0x00])
        var diagnostics: [Diagnostic] = []
        let record = capture.next(diagnostics: &diagnostics)
        let after = LiveSyscalls.system.now()
        #expect(record?.time ?? Timestamp(microseconds: 0) >= before)
        #expect(record?.time ?? Timestamp(microseconds: 0) <= after)
    }

    /// The SCM_TIMESTAMP control message: struct cmsghdr (cmsg_len a size_t), CMSG_ALIGN to a size_t, then the
    /// process's struct timeval (SO_TIMESTAMP_OLD) or two 64-bit fields (SO_TIMESTAMP_NEW), as Linux writes them
    /// (include/linux/socket.h, include/uapi/asm-generic/socket.h, net/core/sock.c `put_cmsg`).
    @Test func timestampControlMessageLayout() {
        #if arch(x86_64) || arch(arm64)
        #expect(TimestampLayout.platform == TimestampLayout.linux64)
        #endif
        #if arch(arm)
        #expect(TimestampLayout.platform == TimestampLayout.linux32)
        #endif
        // 64-bit: cmsg_len 32, SOL_SOCKET (1), SO_TIMESTAMP_OLD (29), then tv_sec and tv_usec of 8 bytes each.
        var control = le32(32) + le32(0) + le32(1) + le32(29) + le32(1_773_480_413) + le32(0) + le32(123_456) + le32(0)
        #expect(TimestampLayout.linux64.timestamp(in: control) == Timestamp(microseconds: 1_773_480_413_123_456))
        #expect(TimestampLayout.linux64.message(seconds: 1_773_480_413, microseconds: 123_456) == control)
        // A length that runs past the bytes is not read.
        control.replaceSubrange(0 ..< 8, with: le32(4096) + le32(0))
        #expect(TimestampLayout.linux64.timestamp(in: control) == nil)
        // 32-bit ARM: cmsg_len 20, a 12-byte header, tv_sec and tv_usec of 4 bytes each. The 64-bit reading of
        // these bytes would take the level for the length's high half and find no time.
        let arm = le32(20) + le32(1) + le32(29) + le32(1_773_480_413) + le32(123_456)
        #expect(TimestampLayout.linux32.timestamp(in: arm) == Timestamp(microseconds: 1_773_480_413_123_456))
        #expect(TimestampLayout.linux32.message(seconds: 1_773_480_413, microseconds: 123_456) == arm)
        #expect(TimestampLayout.linux64.timestamp(in: arm) == nil)
        // SO_TIMESTAMP_NEW (63): two 64-bit fields whatever the platform, after a 32-bit header on 32-bit ARM.
        let new = le32(28) + le32(1) + le32(63) + le32(1_773_480_413) + le32(0) + le32(123_456) + le32(0)
        #expect(TimestampLayout.linux32.timestamp(in: new) == Timestamp(microseconds: 1_773_480_413_123_456))
        // A message of another level or type first is stepped over (CMSG_NXTHDR).
        let twoMessages = TimestampLayout.linux64.message(level: 0, type: 7, seconds: 1, microseconds: 2)
            + TimestampLayout.linux64.message(seconds: 1_773_480_413, microseconds: 5)
        #expect(TimestampLayout.linux64.timestamp(in: twoMessages) == Timestamp(microseconds: 1_773_480_413_000_005))
    }

    /// The options the monitor asks for: a larger receive queue (SO_RCVBUFFORCE, or SO_RCVBUF without
    /// CAP_NET_ADMIN) and kernel times; a refused SO_TIMESTAMP is reported, not ignored.
    @Test func socketOptionsAndAFailedTimestampOption() throws {
        let (base, peer, _) = Self.socketPairSyscalls(times: [])
        defer { close(peer) }
        let asked = Shared<[Int32]>([])
        var sys = base
        sys.setsockopt = { _, level, name, _, _ in
            asked.with { $0.append(name) }
            guard level == SOL_SOCKET else { return 0 }
            if name == SO_RCVBUFFORCE { errno = EPERM; return -1 }
            if name == TimestampLayout.platform.option { errno = ENOPROTOOPT; return -1 }
            return 0
        }
        let notices = Shared<[LiveNotice]>([])
        let stop = LiveStop()
        _ = try LiveCapture(.monitor(adapter: nil), syscalls: sys, stop: stop, notify: { n in notices.with { $0.append(n) } })
        #expect(asked.with { $0 } == [SO_RCVBUFFORCE, SO_RCVBUF, TimestampLayout.platform.option])
        #expect(notices.with { $0 } == [.noKernelTimes(errno: ENOPROTOOPT)])
        #expect(LiveNotice.noKernelTimes(errno: ENOPROTOOPT).description.hasPrefix(
            "warning: the kernel does not time stamp the monitor's records (setsockopt SO_TIMESTAMP: "))
    }
}

/// A btsnoop stream from a TCP server on the loopback address.
@Suite struct LiveTCPTests {
    static let strap = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path

    /// Sends `bytes` in uneven pieces, so that records arrive split anywhere.
    static func sendInPieces(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        var size = 1
        while offset < bytes.count {
            let end = min(offset + size, bytes.count)
            guard writeAll(fd, Array(bytes[offset ..< end])) else { return }
            offset = end
            size = size * 7 % 301 + 1
        }
    }

    @Test func streamEventsEqualTheFile() throws {
        let server = try #require(LoopbackServer())
        let data = CaptureFiles.read(Self.strap)
        server.serve([{ Self.sendInPieces($0, data) }])
        let stop = LiveStop()
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.tcp(host: "127.0.0.1", port: server.port), stop: stop,
                                      notify: { n in notices.with { $0.append(n) } })
        #expect(capture.format == .btsnoop(datalink: 1002))
        let live = pipelineEvents(capture)
        #expect(live == (try pipelineEvents(file: Self.strap)))
        // Without --reconnect, the server going away ends the capture with an error.
        #expect(capture.error?.code == .peerGone(peer: "127.0.0.1:\(server.port)"))
        #expect(notices.with { $0 } == [.connected("127.0.0.1:\(server.port)")])
    }

    @Test func reconnectsAndNumbersOn() throws {
        let server = try #require(LoopbackServer())
        let parts = BtsnoopParts(path: Self.strap)
        let half = parts.records.count / 2
        let first = parts.bytes(0 ..< half)
        let second = parts.bytes(half ..< parts.records.count)
        // The first connection ends; the second is refused nothing, but only after a pause.
        server.serve([{ writeAll($0, first) }, { writeAll($0, second) }])
        let stop = LiveStop()
        var options = LiveCapture.Options()
        options.reconnect = true
        options.firstRetryMilliseconds = 10
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.tcp(host: "localhost", port: server.port), options: options, stop: stop,
                                      notify: { n in notices.with { $0.append(n) } })
        let counting = CountingReader(capture, actions: [parts.records.count: { stop.request() }])
        let live = pipelineEvents(counting)
        #expect(live == (try pipelineEvents(file: Self.strap)))
        #expect(capture.error == nil)
        #expect(capture.streams == 2)
        let said = notices.with { $0 }
        #expect(said.count == 3)
        if case .reconnecting(_, let reason, let ms)? = said.dropFirst().first {
            #expect(reason == "the connection was closed")
            #expect(ms == 10)
        } else {
            Issue.record("expected a reconnection notice, got \(said)")
        }
    }

    /// With --reconnect, a server that is not there yet is retried with back-off until it answers.
    @Test func retriesUntilTheServerIsThere() throws {
        let server = try #require(LoopbackServer())
        let data = CaptureFiles.read(Self.strap)
        server.serve([{ writeAll($0, data) }])
        let attempts = Shared(0)
        var sys = LiveSyscalls.system
        sys.connect = { fd, address, length in
            // The first two attempts find nobody listening.
            if attempts.with({ n -> Int in n += 1; return n }) <= 2 {
                errno = ECONNREFUSED
                return -1
            }
            return LiveSyscalls.system.connect(fd, address, length)
        }
        var options = LiveCapture.Options()
        options.reconnect = true
        options.firstRetryMilliseconds = 10
        let stop = LiveStop()
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.tcp(host: "127.0.0.1", port: server.port), options: options, syscalls: sys,
                                      stop: stop, notify: { n in notices.with { $0.append(n) } })
        let records = BtsnoopParts(data).records.count
        let counting = CountingReader(capture, actions: [records: { stop.request() }])
        #expect(pipelineEvents(counting) == (try pipelineEvents(file: Self.strap)))
        let peer = "127.0.0.1:\(server.port)"
        let refused = "cannot connect (\(LiveError.text(ECONNREFUSED)))"
        #expect(notices.with { $0 } == [.reconnecting(peer, reason: refused, retryMilliseconds: 10),
                                        .reconnecting(peer, reason: refused, retryMilliseconds: 20),
                                        .connected(peer)])
    }

    @Test func refusedWithoutReconnectIsAnError() throws {
        // A port that was just free: nothing listens there.
        let server = try #require(LoopbackServer())
        let port = server.port
        server.shutDown()
        let stop = LiveStop()
        #expect(throws: LiveError(.connect(peer: "127.0.0.1:\(port)", errno: ECONNREFUSED))) {
            _ = try LiveCapture(.tcp(host: "127.0.0.1", port: port), stop: stop)
        }
        #expect(throws: LiveError.self) { _ = try LiveCapture(.tcp(host: "no-such-host.invalid", port: 1), stop: stop) }
    }

    /// Event latency: the time from a record's last byte leaving the server to its event reaching the consumer.
    @Test func eventLatency() throws {
        let server = try #require(LoopbackServer())
        let parts = BtsnoopParts(path: Self.strap)
        let count = 120
        let sentAt = Shared<[Double]>([])
        let delivered = DispatchSemaphore(value: 0)
        server.serve([{ fd in
            writeAll(fd, parts.header)
            for record in parts.records.prefix(count) {
                sentAt.with { $0.append(monotonicSeconds()) }
                writeAll(fd, record)
                _ = delivered.wait(timeout: .now() + 2)
            }
        }])
        let stop = LiveStop()
        let capture = try LiveCapture(.tcp(host: "127.0.0.1", port: server.port), stop: stop)
        var latencies: [Double] = []
        var pipeline = Pipeline()
        var lastFrame = 0
        let counting = CountingReader(capture, actions: [count: { stop.request() }])
        pipeline.run(counting) { event in
            // The first event a record completes (every record here completes at least one).
            guard event.frame > lastFrame, event.frame <= count else { return }
            lastFrame = event.frame
            let sent = sentAt.with { $0.count >= event.frame ? $0[event.frame - 1] : 0 }
            latencies.append(monotonicSeconds() - sent)
            delivered.signal()
        }
        latencies.sort()
        let median = latencies[latencies.count / 2] * 1000
        let p99 = latencies[latencies.count * 99 / 100] * 1000
        print("live TCP event latency over \(latencies.count) records: median \(median) ms, p99 \(p99) ms, max \((latencies.last ?? 0) * 1000) ms")
        #expect(latencies.count >= count - 2)
        #expect(median < 50)
    }
}

/// A btsnoop file appended to, replaced and rewritten while it is followed.
@Suite struct LiveFollowTests {
    static let strap = LiveTCPTests.strap
    static let thermometer = CaptureFiles.projectRoot.appendingPathComponent("Captures/thermometer.btsnoop").path

    static func options() -> LiveCapture.Options {
        var o = LiveCapture.Options()
        o.followIntervalMilliseconds = 5
        return o
    }

    @Test func appendedFileEventsEqualTheFile() throws {
        let parts = BtsnoopParts(path: Self.strap)
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        let fd = open(path, O_WRONLY | O_APPEND)
        #expect(fd >= 0)
        let stop = LiveStop()
        Thread {
            writeAll(fd, Array(parts.header.prefix(5)), socket: false)
            usleep(20_000)
            writeAll(fd, Array(parts.header.dropFirst(5)), socket: false)
            for (i, record) in parts.records.enumerated() {
                // Half a record now, the rest a moment later, and a pause every 40 records.
                writeAll(fd, Array(record.prefix(10)), socket: false)
                if i % 40 == 0 { usleep(10_000) }
                writeAll(fd, Array(record.dropFirst(10)), socket: false)
            }
            close(fd)
        }.start()
        let capture = try LiveCapture(.follow(path: path), options: Self.options(), stop: stop)
        let counting = CountingReader(capture, actions: [parts.records.count: { stop.request() }])
        #expect(pipelineEvents(counting) == (try pipelineEvents(file: Self.strap)))
        #expect(capture.error == nil)
    }

    @Test func waitsForTheFileToAppear() throws {
        let path = "/tmp/hrsniff-follow-\(getpid())-\(UInt32.random(in: 0 ... .max)).btsnoop"
        defer { unlink(path) }
        let data = CaptureFiles.read(Self.strap)
        let records = BtsnoopParts(data).records.count
        let stop = LiveStop()
        let notices = Shared<[LiveNotice]>([])
        let waiting = DispatchSemaphore(value: 0)
        Thread {
            _ = waiting.wait(timeout: .now() + 10)
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            writeAll(fd, data, socket: false)
            close(fd)
        }.start()
        let capture = try LiveCapture(.follow(path: path), options: Self.options(), stop: stop, notify: { n in
            notices.with { $0.append(n) }
            if case .waitingForFile = n { waiting.signal() }
        })
        let counting = CountingReader(capture, actions: [records: { stop.request() }])
        #expect(pipelineEvents(counting) == (try pipelineEvents(file: Self.strap)))
        #expect(notices.with { $0 } == [.waitingForFile(path)])
    }

    /// A file replaced by another capture (rotation): the new one is read from its start, numbering on.
    @Test func replacedFileIsReadFromItsStart() throws {
        let first = CaptureFiles.read(Self.strap)
        let second = CaptureFiles.read(Self.thermometer)
        let firstCount = BtsnoopParts(first).records.count
        let total = firstCount + BtsnoopParts(second).records.count
        let path = temporaryFile(first, suffix: ".btsnoop")
        defer { unlink(path) }
        let stop = LiveStop()
        let consumed = DispatchSemaphore(value: 0)
        Thread {
            consumed.wait()
            let next = temporaryFile(second, suffix: ".btsnoop")
            rename(next, path)
        }.start()
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.follow(path: path), options: Self.options(), stop: stop,
                                      notify: { n in notices.with { $0.append(n) } })
        let counting = CountingReader(capture, actions: [firstCount: { consumed.signal() }, total: { stop.request() }])
        let expected = pipelineEvents(try ConcatenatedReader([Self.strap, Self.thermometer]))
        #expect(pipelineEvents(counting) == expected)
        #expect(notices.with { $0 } == [.fileReplaced(path)])
        #expect(capture.streams == 2)
    }

    /// The same capture pulled again, longer (adb pull of a growing log): reading goes on, nothing twice.
    @Test func rewrittenFileWithTheSameBeginningGoesOn() throws {
        let parts = BtsnoopParts(path: Self.strap)
        let half = parts.records.count / 2
        let path = temporaryFile(parts.bytes(0 ..< half), suffix: ".btsnoop")
        defer { unlink(path) }
        let stop = LiveStop()
        let consumed = DispatchSemaphore(value: 0)
        let whole = parts.bytes(0 ..< parts.records.count)
        Thread {
            consumed.wait()
            usleep(30_000)
            let next = temporaryFile(whole, suffix: ".btsnoop")
            rename(next, path)
        }.start()
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.follow(path: path), options: Self.options(), stop: stop,
                                      notify: { n in notices.with { $0.append(n) } })
        let counting = CountingReader(capture, actions: [half: { consumed.signal() }, parts.records.count: { stop.request() }])
        #expect(pipelineEvents(counting) == (try pipelineEvents(file: Self.strap)))
        #expect(notices.with { $0 } == [.fileContinued(path)])
        #expect(capture.streams == 1)
    }

    /// A file cut and written again in place with other contents: the change is noticed, not read as garbage.
    @Test func truncatedInPlaceWithOtherContents() throws {
        let first = CaptureFiles.read(Self.strap)
        // Longer than the first capture, so its size alone would not tell.
        let second = CaptureFiles.read(Self.thermometer) + BtsnoopParts(first).records.flatMap { $0 }
        let secondPath = temporaryFile(second, suffix: ".btsnoop")
        defer { unlink(secondPath) }
        let firstCount = BtsnoopParts(first).records.count
        let total = firstCount + BtsnoopParts(second).records.count
        let path = temporaryFile(first, suffix: ".btsnoop")
        defer { unlink(path) }
        let stop = LiveStop()
        let consumed = DispatchSemaphore(value: 0)
        Thread {
            consumed.wait()
            usleep(30_000)
            let fd = open(path, O_WRONLY | O_TRUNC)
            writeAll(fd, second, socket: false)
            close(fd)
        }.start()
        let notices = Shared<[LiveNotice]>([])
        let capture = try LiveCapture(.follow(path: path), options: Self.options(), stop: stop,
                                      notify: { n in notices.with { $0.append(n) } })
        let counting = CountingReader(capture, actions: [firstCount: { consumed.signal() }, total: { stop.request() }])
        #expect(pipelineEvents(counting) == pipelineEvents(try ConcatenatedReader([Self.strap, secondPath])))
        #expect(notices.with { $0 } == [.fileReplaced(path)])
    }
}

/// Which events the live filters keep.
@Suite struct EventFilterTests {
    @Test func addresses() {
        #expect(EventFilter.address("f1:2c:33:7f:3a:01") == BluetoothAddress(rawValue: 0xF12C_337F_3A01))
        #expect(EventFilter.address("F1-2C-33-7F-3A-01") == BluetoothAddress(rawValue: 0xF12C_337F_3A01))
        #expect(EventFilter.address("F1:2C:33:7F:3A") == nil)
        #expect(EventFilter.address("F1:2C:33:7F:3A:0G") == nil)
    }

    struct Kept {
        var line: String
        var connection: Int?
        var isDiagnostic: Bool
    }

    static func kept(_ filter: EventFilter, _ path: String) throws -> [Kept] {
        var filter = filter
        var pipeline = Pipeline()
        var kept: [Kept] = []
        pipeline.run(try CaptureFile.open(path)) { e in
            guard filter.allows(e) else { return }
            var connection = EventFilter.connection(of: e)?.id
            if case .gatt(let p) = e.payload { connection = p.connection }
            var isDiagnostic = false
            if case .diagnostic = e.payload { isDiagnostic = true }
            kept.append(Kept(line: summarize(e), connection: connection, isDiagnostic: isDiagnostic))
        }
        return kept
    }

    @Test func byConnectionPeerAndUUID() throws {
        let path = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap-reconnect.btsnoop").path
        let all = try Self.kept(EventFilter(), path)
        #expect(Set(all.compactMap(\.connection)) == [1, 2])
        #expect(all.contains { $0.connection == nil && !$0.isDiagnostic })
        let second = try Self.kept(EventFilter(connections: [2]), path)
        #expect(!second.isEmpty)
        #expect(second.allSatisfy { $0.connection == 2 || $0.isDiagnostic })
        #expect(second.count == all.filter { $0.connection == 2 || $0.isDiagnostic }.count)
        let peer = try #require(EventFilter.address("F1:2C:33:7F:3A:01"))
        let byPeer = try Self.kept(EventFilter(peers: [peer]), path)
        #expect(byPeer.count == all.filter { $0.connection != nil || $0.isDiagnostic }.count)
        #expect(try Self.kept(EventFilter(peers: [BluetoothAddress(rawValue: 1)]), path).allSatisfy(\.isDiagnostic))

        let hrm = try Self.kept(EventFilter(uuids: [try #require(BluetoothUUID("2A37"))]), path)
        let isNotification = { (k: Kept) in k.line.hasPrefix("gatt") && k.line.contains("notification(") }
        let notifications = hrm.filter(isNotification)
        #expect(!notifications.isEmpty)
        // The strap notifies only Heart Rate Measurement.
        #expect(notifications.count == all.filter(isNotification).count)
        #expect(!hrm.contains { $0.line.hasPrefix("gatt") && $0.line.contains("read(") && !$0.line.contains("2A37") })
        #expect(hrm.contains { $0.line.hasPrefix("end #") })
        // A service UUID keeps its characteristics' traffic, and more.
        let service = try Self.kept(EventFilter(uuids: [try #require(BluetoothUUID("180D"))]), path)
        #expect(service.filter { $0.line.hasPrefix("att") }.count > hrm.filter { $0.line.hasPrefix("att") }.count)
        #expect(hrm.filter { $0.line.hasPrefix("att") }.count < all.filter { $0.line.hasPrefix("att") }.count)
    }
}

/// What `-w` writes.
@Suite struct CaptureRecorderTests {
    @Test func datalinkOfTheSource() {
        #expect(CaptureRecorder.datalink(for: .btsnoop(datalink: 2001)) == 2001)
        #expect(CaptureRecorder.datalink(for: .btsnoop(datalink: 1002)) == 1002)
        #expect(CaptureRecorder.datalink(for: .btsnoop(datalink: 1001)) == 1002)
        #expect(CaptureRecorder.datalink(for: .pcap(linkType: 254)) == 2001)
        #expect(CaptureRecorder.datalink(for: .pcapng(linkType: 201)) == 1002)
        #expect(CaptureRecorder.datalink(for: .pcap(linkType: 187)) == 1002)
        #expect(CaptureRecorder.datalink(for: .packetLogger(littleEndian: true)) == 2001)
    }

    /// Records of a monitor stream in an H4 file: the HCI packets are kept, the adapter records left out and
    /// counted; the file reads back with the same ATT PDUs.
    @Test func recordsTheDatalinkCannotHoldAreCounted() throws {
        let source = LiveMonitorTests.monitorCapture
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        let recorder = try CaptureRecorder(path: path, force: true)
        recorder.begin(.btsnoop(datalink: 1002))
        recorder.begin(.btsnoop(datalink: 2001)) // the first stream's datalink stays
        let reader = try CaptureFile.open(source)
        var diagnostics: [Diagnostic] = []
        var total = 0
        while let record = reader.next(diagnostics: &diagnostics) {
            recorder.write(record)
            total += 1
        }
        recorder.finish()
        #expect(recorder.datalink == 1002)
        #expect(recorder.failed == false)
        // Note, New Index, Open Index, Index Info, and Close Index at the end.
        #expect(recorder.skipped == 5)
        #expect(recorder.written == total - 5)
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(try BtsnoopWriterTests.essence(path) == (try BtsnoopWriterTests.essence(source)).filter { !$0.hasPrefix("note ") })
    }

    @Test func emptyCaptureStillHasAHeader() throws {
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        let recorder = try CaptureRecorder(path: path, force: true)
        recorder.finish()
        #expect(CaptureFiles.read(path) == Array("btsnoop\0".utf8) + [0, 0, 0, 1, 0, 0, 0x03, 0xEA])
    }

    @Test func sourceNames() {
        #expect(LiveSource.monitor(adapter: nil).description == "monitor")
        #expect(LiveSource.monitor(adapter: 1).description == "monitor:hci1")
        #expect(LiveSource.tcp(host: "localhost", port: 8872).description == "tcp:localhost:8872")
        #expect(LiveSource.tcp(host: "::1", port: 8872).description == "tcp:[::1]:8872")
        #expect(LiveSource.follow(path: "btsnoop_hci.log").description == "btsnoop_hci.log")
        #expect(LiveSource.standardInput.description == "-")
    }
}
