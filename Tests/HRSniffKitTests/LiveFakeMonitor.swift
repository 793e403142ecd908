import Foundation
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffLive

#if canImport(Glibc)
import Glibc
#endif

/// The monitor socket behind the fake system-call layer, as the kernel behaves: one end of a SEQPACKET socket pair
/// is the Bluetooth socket; the other end queues monitor records without waiting for the reader, and when the
/// queue stays full a record is dropped and counted in SO_MEMINFO's drops, as `sock_queue_rcv_skb` does.
final class FakeMonitor: @unchecked Sendable {
    let sys: LiveSyscalls
    let peer: Int32
    let drops = Shared<UInt32>(0)
    /// How long a full queue may take to make room before a record is dropped: the receive buffer the kernel
    /// would have, in time (a loaded test machine needs more than a real monitor).
    let patience: Double
    private var overflowing = false

    init(patience: Double = 3) {
        self.patience = patience
        let (base, peer, _) = LiveMonitorTests.socketPairSyscalls(times: [])
        self.peer = peer
        _ = fcntl(peer, F_SETFL, fcntl(peer, F_GETFL) | O_NONBLOCK)
        var sys = base
        let drops = drops
        sys.getsockopt = { fd, level, name, value, length in
            guard level == SOL_SOCKET, name == SO_MEMINFO else {
                return LiveSyscalls.system.getsockopt(fd, level, name, value, length)
            }
            // SK_MEMINFO_VARS counters; SK_MEMINFO_DROPS is the ninth.
            var counters = [UInt32](repeating: 0, count: 9)
            counters[8] = drops.with { $0 }
            let n = min(Int(length.pointee), counters.count * 4)
            counters.withUnsafeBytes { raw in
                if let base = raw.baseAddress { value.copyMemory(from: base, byteCount: n) }
            }
            length.pointee = socklen_t(n)
            return 0
        }
        self.sys = sys
    }

    deinit { close(peer) }

    /// Queues one monitor record (header and payload), or drops it when the queue stays full.
    func send(opcode: UInt16, index: UInt16 = 0, _ payload: [UInt8]) {
        let frame = le16(opcode) + le16(index) + le16(UInt16(payload.count)) + payload
        let deadline = monotonicSeconds() + patience
        while true {
            let n = frame.withUnsafeBytes { Glibc.send(peer, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n >= 0 {
                overflowing = false
                return
            }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { return }
            let left = deadline - monotonicSeconds()
            // Once the queue overflowed, records are dropped at once until it takes one again.
            if overflowing || left <= 0 {
                overflowing = true
                drops.with { $0 += 1 }
                return
            }
            var p = pollfd(fd: peer, events: Int16(POLLOUT), revents: 0)
            _ = poll(&p, 1, Int32(left * 1000) + 1)
        }
    }

    /// The kernel's replay on bind for adapter `index`: New Index (LE controller on USB, its address, its
    /// name) and Open Index.
    func announce(_ index: UInt16) {
        send(opcode: 0, index: index, [0x00, 0x01] + [0x12, 0x6A, 0x4F, 0x2D, 0x65, UInt8(0x94 &+ index)]
             + Array("hci\(index)".utf8) + [UInt8](repeating: 0, count: 8 - "hci\(index)".utf8.count))
        send(opcode: 8, index: index, [])
    }

    /// An HCI command record: Read RSSI (Core Vol 4 Part E §7.5.4) of handle `n` modulo 0x0F00, so that records
    /// differ.
    func command(_ n: Int, index: UInt16 = 0) {
        let handle = UInt16(n % 0x0F00)
        send(opcode: 2, index: index, [0x05, 0x14, 0x02] + le16(handle))
    }
}
