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
@testable import HRSniffReport

/// A Heart Rate Measurement notification (handle 0x0025: 72 bpm, contact detected, RR 833/1024 s) in L2CAP.
private let notification = bytes("1b 25 00 16 48 41 03")
private let l2capNotification = CaptureBuilder.l2cap(cid: 4, notification)

@Suite struct L2CAPReassemblyTests {
    /// A capture with one LE connection and `fragments` as received ACL packets (first start, then continuations).
    func capture(_ fragments: [[UInt8]], handle: UInt16 = 0x0040) -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: handle)
        for (i, f) in fragments.enumerated() {
            b.acl(handle: handle, pb: i == 0 ? 0b10 : 0b01, sent: false, f)
        }
        return b.data
    }

    @Test func wholePDUInOnePacket() throws {
        let events = try collect(capture([l2capNotification]))
        #expect(events == ["event 1 LE Connection Complete #1", "att 2 #1 received 1b250016484103"])
    }

    /// Every split point, and byte by byte: the same PDU, reported at the frame of the last fragment.
    @Test func everySplitPointGivesTheSamePDU() throws {
        for split in 1 ..< l2capNotification.count {
            let parts = [Array(l2capNotification[..<split]), Array(l2capNotification[split...])]
            let events = try collect(capture(parts))
            #expect(events.last == "att 3 #1 received 1b250016484103", "split at \(split)")
            #expect(events.count == 2, "split at \(split): \(events)")
        }
        let byByte = l2capNotification.map { [$0] }
        let events = try collect(capture(byByte))
        #expect(events.last == "att \(byByte.count + 1) #1 received 1b250016484103")
        #expect(!events.contains { $0.hasPrefix("diag") })
    }

    @Test func continuationWithoutStartIsDroppedWithDiagnostic() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b01, sent: false, [0x01, 0x02])
        b.acl(handle: 0x40, pb: 0b10, sent: false, l2capNotification)
        let events = try collect(b.data)
        #expect(events == [
            "event 1 LE Connection Complete #1",
            "diag 2 l2cap_continuation_without_start",
            "att 3 #1 received 1b250016484103",
        ])
    }

    @Test func startWhileIncompleteLosesOnlyTheBrokenPDU() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, Array(l2capNotification[..<6]))
        b.acl(handle: 0x40, pb: 0b10, sent: false, l2capNotification)
        let events = try collect(b.data)
        #expect(events == [
            "event 1 LE Connection Complete #1",
            "diag 3 l2cap_incomplete_pdu",
            "att 3 #1 received 1b250016484103",
        ])
    }

    @Test func overflowPastDeclaredLengthDropsThePDU() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, Array(l2capNotification[..<6]))
        b.acl(handle: 0x40, pb: 0b01, sent: false, Array(l2capNotification[6...]) + [0xEE, 0xEE])
        b.acl(handle: 0x40, pb: 0b10, sent: false, l2capNotification)
        let events = try collect(b.data)
        #expect(events == [
            "event 1 LE Connection Complete #1",
            "diag 3 l2cap_overflow",
            "att 4 #1 received 1b250016484103",
        ])
    }

    /// Directions and connections reassemble separately: interleaved fragments do not mix.
    @Test func directionsAndHandlesAreIndependent() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x41)
        let write = CaptureBuilder.l2cap(cid: 4, bytes("12 26 00 01 00"))
        b.acl(handle: 0x40, pb: 0b10, sent: false, Array(l2capNotification[..<5]))
        b.acl(handle: 0x40, pb: 0b00, sent: true, Array(write[..<3]))
        b.acl(handle: 0x41, pb: 0b10, sent: false, Array(l2capNotification[..<2]))
        b.acl(handle: 0x40, pb: 0b01, sent: true, Array(write[3...]))
        b.acl(handle: 0x40, pb: 0b01, sent: false, Array(l2capNotification[5...]))
        b.acl(handle: 0x41, pb: 0b01, sent: false, Array(l2capNotification[2...]))
        let events = try collect(b.data)
        #expect(events == [
            "event 1 LE Connection Complete #1",
            "event 2 LE Connection Complete #2",
            "att 6 #1 sent 1226000100",
            "att 7 #1 received 1b250016484103",
            "att 8 #2 received 1b250016484103",
        ])
    }

    /// A handle reused after a disconnect is a new connection; ACL with no connection event opens one.
    @Test func handleReuseAndMidConnectionStart() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.acl(handle: 0x40, pb: 0b10, sent: false, l2capNotification)
        b.disconnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, l2capNotification)
        let events = try collect(b.data)
        #expect(events == [
            "found #1",
            "att 1 #1 received 1b250016484103",
            "event 2 Disconnection Complete #1",
            "event 3 LE Connection Complete #2",
            "att 4 #2 received 1b250016484103",
        ])
    }

    @Test func incompletePDUAtDisconnectIsReported() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, Array(l2capNotification[..<6]))
        b.disconnectionComplete(handle: 0x40)
        let events = try collect(b.data)
        #expect(events.contains("diag 3 l2cap_incomplete_at_disconnect"))
    }

    @Test func depthHCIShowsEveryACLPacket() throws {
        let events = try collect(capture([Array(l2capNotification[..<5]), Array(l2capNotification[5...])]), depth: .hci)
        #expect(events == [
            "event 1 LE Connection Complete #1",
            "acl 2 #1 pb 2 070004001b",
            "acl 3 #1 pb 1 250016484103",
        ])
    }
}
