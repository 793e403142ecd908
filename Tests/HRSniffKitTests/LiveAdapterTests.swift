import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffLive

#if canImport(Glibc)
import Glibc
#endif

/// Monitor records of a connection: HCI events and ACL data as the monitor gives them (opcode 3 for an event,
/// 5 for ACL data received).
enum MonitorRecords {
    /// LE Connection Complete (Core Vol 4 Part E §7.7.65.1): success, `handle`, role peripheral... of this device
    /// as central (role 0x00), peer public `peer`, interval 24 (30 ms), latency 0, timeout 72 (720 ms).
    static func leConnectionComplete(handle: UInt16, peer: [UInt8]) -> [UInt8] {
        [0x3E, 19, 0x01, 0x00] + le16(handle) + [0x00, 0x00] + peer + le16(24) + le16(0) + le16(72) + [0x00]
    }

    /// An ATT Handle Value Notification (Core Vol 3 Part F §3.4.7.1) of attribute `attribute` on `handle`, in one
    /// ACL packet (first automatically flushable, Core Vol 4 Part E §5.4.2) with its L2CAP header (CID 0x0004).
    static func notification(handle: UInt16, attribute: UInt16, _ value: [UInt8]) -> [UInt8] {
        let att = [0x1B] + le16(attribute) + value
        let l2cap = le16(UInt16(att.count)) + le16(0x0004) + att
        return le16(0x2000 | handle) + le16(UInt16(l2cap.count)) + l2cap
    }

    /// Disconnection Complete (§7.7.5): success, `handle`, reason Remote User Terminated Connection (0x13).
    static func disconnectionComplete(handle: UInt16) -> [UInt8] {
        [0x05, 4, 0x00] + le16(handle) + [0x13]
    }
}

/// Adapters in the monitor's story: removed and re-added, and two at once.
@Suite struct LiveAdapterTests {
    static let strap: [UInt8] = [0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1] // F1:2C:33:7F:3A:01, little-endian
    static let cuff: [UInt8] = [0x02, 0x3A, 0x7F, 0x33, 0x2C, 0xF1]

    static func run(_ fake: FakeMonitor, _ send: @escaping @Sendable () -> Void) throws -> (events: [String], file: [String]) {
        let stop = LiveStop()
        let capture = try LiveCapture(.monitor(adapter: nil), syscalls: fake.sys, stop: stop)
        let path = temporaryFile([], suffix: ".btsnoop")
        defer { unlink(path) }
        let session = LiveSession(capture, recorder: try CaptureRecorder(path: path, force: true))
        session.start()
        Thread {
            send()
            stop.request()
        }.start()
        let live = pipelineEvents(session)
        // The file tells the same story.
        return (live, try pipelineEvents(file: path))
    }

    /// Unplugged (Close Index, Delete Index) with a connection open, then plugged in again with the same handle
    /// numbers: the first connection ends at Close Index, with a note; the second is a connection of its own.
    @Test func adapterRemovedAndReAdded() throws {
        let fake = FakeMonitor()
        fake.announce(0)
        let (events, file) = try Self.run(fake) {
            fake.send(opcode: 3, MonitorRecords.leConnectionComplete(handle: 0x0040, peer: Self.strap))     // 3
            fake.send(opcode: 5, MonitorRecords.notification(handle: 0x0040, attribute: 0x000E, [0x00, 72])) // 4
            fake.send(opcode: 9, [])                                                                       // 5 Close Index
            fake.send(opcode: 1, [])                                                                       // 6 Delete Index
            fake.announce(0)                                                                               // 7, 8
            fake.send(opcode: 3, MonitorRecords.leConnectionComplete(handle: 0x0040, peer: Self.cuff))      // 9
            fake.send(opcode: 5, MonitorRecords.notification(handle: 0x0040, attribute: 0x000E, [0x00, 80])) // 10
            fake.send(opcode: 3, MonitorRecords.disconnectionComplete(handle: 0x0040))                     // 11
        }
        #expect(events == file)
        let story = events.map { String($0.split(separator: " ", maxSplits: 2)[2]) }
        let closed = try #require(story.firstIndex(of: "adapter 5 close_index"))
        // Connection #1 ends at Close Index, with the note; nothing of it after.
        #expect(story[closed + 1] == "diag 5 adapter_gone")
        #expect(story[closed...].contains("end #1"))
        #expect(story.firstIndex(of: "end #1") ?? 0 < story.firstIndex(of: "adapter 6 delete_index") ?? 0)
        #expect(story.contains("event 9 LE Connection Complete #2"))
        #expect(story.contains("att 10 #2 received 1b0e000050"))
        #expect(story.contains("event 11 Disconnection Complete #2"))
        #expect(!story.contains { $0.hasPrefix("diag") && $0 != "diag 5 adapter_gone" })

        var pipeline = Pipeline()
        var note: Diagnostic?
        var ends: [(Int, Int)] = []
        let removal = Self.file(fake: nil, records: Self.removalRecords())
        defer { unlink(removal) }
        pipeline.run(try CaptureFile.open(removal)) { e in
            if case .diagnostic(let d) = e.payload, d.code == "adapter_gone" { note = d }
            if case .connectionEnd(let c, _) = e.payload { ends.append((c.id, e.frame)) }
        }
        #expect(note?.severity == .note)
        #expect(note?.message == "adapter hci0 was closed (Close Index: powered off, unplugged or blocked by rfkill): "
            + "connection #1 ends with it, with no Disconnection Complete")
        #expect(ends.map(\.0) == [1, 2])
        #expect(ends.map(\.1) == [5, 11])
    }

    /// The same records as a btsnoop 2001 file (what `-w` writes), for the pipeline alone.
    static func removalRecords() -> [(UInt16, UInt16, [UInt8])] {
        [(0, 0, [0x00, 0x01, 0x12, 0x6A, 0x4F, 0x2D, 0x65, 0x94] + Array("hci0\0\0\0\0".utf8)), (8, 0, []),
         (3, 0, MonitorRecords.leConnectionComplete(handle: 0x0040, peer: strap)),
         (5, 0, MonitorRecords.notification(handle: 0x0040, attribute: 0x000E, [0x00, 72])),
         (9, 0, []), (1, 0, []),
         (0, 0, [0x00, 0x01, 0x12, 0x6A, 0x4F, 0x2D, 0x65, 0x94] + Array("hci0\0\0\0\0".utf8)), (8, 0, []),
         (3, 0, MonitorRecords.leConnectionComplete(handle: 0x0040, peer: cuff)),
         (5, 0, MonitorRecords.notification(handle: 0x0040, attribute: 0x000E, [0x00, 80])),
         (3, 0, MonitorRecords.disconnectionComplete(handle: 0x0040))]
    }

    static func file(fake: FakeMonitor?, records: [(UInt16, UInt16, [UInt8])]) -> String {
        var b = CaptureBuilder(.btsnoopMonitor)
        for (opcode, index, payload) in records { b.monitor(adapter: index, opcode: opcode, payload) }
        return temporaryFile(b.data, suffix: ".btsnoop")
    }

    /// Two adapters at once, their records interleaved, each with a connection on handle 0x0040: two
    /// connections, each with its own notifications; closing one adapter ends only its connection.
    @Test func twoAdaptersInterleaved() throws {
        let fake = FakeMonitor()
        fake.announce(0)
        fake.announce(1)
        let (events, file) = try Self.run(fake) {
            fake.send(opcode: 3, index: 0, MonitorRecords.leConnectionComplete(handle: 0x0040, peer: Self.strap)) // 5
            fake.send(opcode: 3, index: 1, MonitorRecords.leConnectionComplete(handle: 0x0040, peer: Self.cuff))  // 6
            for i in 0 ..< 10 {
                // 7, 9, …, 25 on hci0; 8, 10, …, 26 on hci1.
                fake.send(opcode: 5, index: 0, MonitorRecords.notification(handle: 0x0040, attribute: 0x000E, [0x00, UInt8(60 + i)]))
                fake.send(opcode: 5, index: 1, MonitorRecords.notification(handle: 0x0040, attribute: 0x0021, [UInt8(i)]))
            }
            fake.send(opcode: 9, index: 1, [])                                                    // 27 hci1 closed
            fake.send(opcode: 5, index: 0, MonitorRecords.notification(handle: 0x0040, attribute: 0x000E, [0x00, 99])) // 28
            fake.send(opcode: 3, index: 0, MonitorRecords.disconnectionComplete(handle: 0x0040)) // 29
        }
        #expect(events == file)
        let story = events.map { String($0.split(separator: " ", maxSplits: 2)[2]) }
        #expect(story.contains("event 5 LE Connection Complete #1"))
        #expect(story.contains("event 6 LE Connection Complete #2"))
        let atts = story.filter { $0.hasPrefix("att ") }
        #expect(atts.count == 21)
        #expect(atts.filter { $0.contains(" #1 ") }.allSatisfy { $0.contains(" 1b0e00") })
        #expect(atts.filter { $0.contains(" #2 ") }.allSatisfy { $0.contains(" 1b2100") })
        #expect(atts.filter { $0.contains(" #2 ") }.count == 10)
        #expect(story.contains("att 28 #1 received 1b0e000063"))
        // Closing hci1 ends connection #2 only.
        let closed = try #require(story.firstIndex(of: "adapter 27 close_index"))
        #expect(story[closed + 1] == "diag 27 adapter_gone")
        let ends = story.filter { $0.hasPrefix("end #") }
        #expect(ends == ["end #2", "end #1"])
        #expect(story.contains("event 29 Disconnection Complete #1"))
    }
}
