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
@testable import HRSniffReport
@testable import hrsniff

/// The connection lifecycle the story tells from HCI: what is a connection (not a controller's log handle), how
/// attempts end (cancelled is not failed), who ended a connection (the Disconnection Complete's reason, not a
/// Disconnect the controller rejected), who the two controllers are, and which connection each line belongs to.
/// Built from minimal hand-made HCI frames.
@Suite struct HCILifecycleTests {
    // MARK: Frames

    /// F1:2C:33:7F:3A:01 as HCI carries it (least significant byte first).
    static let peer: [UInt8] = [0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1]
    static let other: [UInt8] = [0x57, 0xF4, 0xBE, 0xE4, 0xBA, 0xD0] // D0:BA:E4:BE:F4:57

    /// A command: opcode, parameter length, parameters.
    static func command(_ opcode: UInt16, _ parameters: [UInt8] = []) -> [UInt8] {
        le16(opcode) + [UInt8(parameters.count)] + parameters
    }

    static func commandComplete(_ opcode: UInt16, _ returned: [UInt8] = [0x00]) -> [UInt8] {
        [0x0E, UInt8(3 + returned.count), 0x01] + le16(opcode) + returned
    }

    static func commandStatus(_ opcode: UInt16, status: UInt8) -> [UInt8] {
        [0x0F, 0x04, status, 0x01] + le16(opcode)
    }

    /// LE Create Connection (Core Vol 4 Part E §7.8.12): scan interval and window, Initiator_Filter_Policy, peer
    /// address type and address, own address type, connection interval, latency, timeout, CE lengths.
    static func leCreateConnection(acceptList: Bool, peer: [UInt8] = peer, peerType: UInt8 = 1) -> [UInt8] {
        command(0x200D, [0x60, 0x00, 0x30, 0x00, acceptList ? 1 : 0, peerType] + peer
            + [0x00, 0x18, 0x00, 0x28, 0x00, 0x00, 0x00, 0xF4, 0x01, 0x00, 0x00, 0x00, 0x00])
    }

    /// LE Connection Complete (§7.7.65.1) with `status`; a failed one names no peer (all zero), as controllers do.
    static func leConnectionComplete(status: UInt8, handle: UInt16 = 0, peer: [UInt8] = [0, 0, 0, 0, 0, 0]) -> [UInt8] {
        [0x3E, 0x13, 0x01, status] + le16(handle) + [0x00, 0x01] + peer + [0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00]
    }

    static func story(_ data: [UInt8]) throws -> String {
        let path = temporaryFile(data)
        defer { unlink(path) }
        var pipeline = Pipeline(depth: .att)
        TimeText.clock = pipeline.clock
        let renderer = TextAnalyzeRenderer(foldNotifications: false, api: nil, color: false)
        var sink = ByteSink()
        pipeline.run(try CaptureFile.open(path)) { renderer.render($0, into: &sink) }
        renderer.finish(into: &sink)
        return sink.string
    }

    static func json(_ data: [UInt8]) throws -> [[String: Any]] {
        let path = temporaryFile(data)
        defer { unlink(path) }
        var pipeline = Pipeline(depth: .att)
        TimeText.clock = pipeline.clock
        let renderer = JSONAnalyzeRenderer(foldNotifications: false)
        var sink = ByteSink()
        pipeline.run(try CaptureFile.open(path)) { renderer.render($0, into: &sink) }
        return sink.string.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    static func report(_ data: [UInt8]) throws -> ReportCollector {
        let path = temporaryFile(data)
        defer { unlink(path) }
        var pipeline = Pipeline(depth: .att)
        var collector = ReportCollector()
        pipeline.run(try CaptureFile.open(path)) { collector.add($0) }
        return collector
    }

    /// The events below the GATT layer (`collect`).
    static func events(_ data: [UInt8]) throws -> [String] {
        try collect(data)
    }

    // MARK: Class 5: a controller's log handle is not a connection

    /// Qualcomm controllers send their debug log as ACL data on handle 0x0EDC with packet boundary 0b10 (0x2EDC on
    /// the wire; Linux hci_qca's QCA_DEBUG_HANDLE). Its bytes happen to look like L2CAP: here a "PDU" on CID 0x00FF,
    /// one on the LE signalling channel and one on the SMP channel, none of them real. No connection is made of
    /// it, nothing of it is decoded as L2CAP or SMP, one note says what it is, and the one real connection's lines
    /// need no tag.
    @Test func qualcommDebugHandleIsNoConnection() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.acl(handle: 0x0EDC, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 0x00FF, bytes("07 01 02 03 04 05 06 07")))
        b.acl(handle: 0x0EDC, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 0x0005, bytes("15 00 00 00 16 00 01 02")))
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x0EDC, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 0x0006, bytes("15 aa bb cc")))
        b.att(sent: false, "1b 03 00 2a")
        b.disconnectionComplete(handle: 0x40)
        #expect(try Self.events(b.data) == [
            "diag 1 controller_log_handle", "controller log 1 0xedc", "controller log 2 0xedc",
            "event 3 LE Connection Complete #1", "controller log 4 0xedc", "att 5 #1 received 1b03002a",
            "event 6 Disconnection Complete #1",
        ])
        let text = try Self.story(b.data)
        #expect(!text.contains("0x0edc, open before the capture"))
        #expect(!text.contains("SMP") && !text.contains("L2CAP"))
        #expect(!text.contains("[#"))
        #expect(text.components(separatedBy: "carries the Qualcomm controller's debug log, not a connection").count == 2)
        #expect(text.contains("Connection #1 F1:2C:33:7F:3A:01 (random)"))
    }

    /// A handle that a Connection Complete made a connection is a connection, whatever its number (handles run
    /// to 0x0EFF, Core Vol 4 Part E §5.4.2).
    @Test func aConnectedHandleIsNeverALog() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x0EDC)
        b.att(handle: 0x0EDC, sent: false, "1b 03 00 2a")
        #expect(try Self.events(b.data) == [
            "event 1 LE Connection Complete #1", "att 2 #1 received 1b03002a",
        ])
    }

    /// Any handle with no Connection Complete whose packets carry nothing that parses (here L2CAP on the null
    /// CID 0x0000 and reserved fixed channels, Core Vol 3 Part A §2.1) is no connection: one note at the end.
    @Test func unparsedHandleIsNoConnection() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.acl(handle: 0x0123, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 0x0000, bytes("01 02 03")))
        b.acl(handle: 0x0123, pb: 0b10, sent: true, CaptureBuilder.l2cap(cid: 0x0010, bytes("04 05")))
        let events = try Self.events(b.data)
        #expect(events == ["diag 1 acl_handle_not_a_connection"])
        let text = try Self.story(b.data)
        #expect(text.contains("ACL handle 0x0123 (frames 1–2) had no Connection Complete and carried nothing that parses"))
        #expect(!text.contains("Connection #"))
    }

    /// Several such handles end together at the end of the capture: their notes come in the order the handles
    /// first appeared, not in a dictionary's order (which differs from one table to the next: the summary's run
    /// and the full run once disagreed on it).
    @Test func unparsedHandlesEndInCaptureOrder() throws {
        var b = CaptureBuilder(.btsnoopH4)
        let handles: [UInt16] = [0x0ba5, 0x0aa5, 0x0123, 0x0e01, 0x0042, 0x0777, 0x0300, 0x0d0d]
        for handle in handles {
            b.acl(handle: handle, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 0x0000, bytes("01 02 03")))
        }
        #expect(try Self.events(b.data) == (1...handles.count).map { "diag \($0) acl_handle_not_a_connection" })
        let text = try Self.story(b.data)
        let named = handles.map { text.range(of: "ACL handle 0x\(ControllerVersion.hex4($0)) ")?.lowerBound }
        #expect(named.allSatisfy { $0 != nil })
        #expect(named.compactMap { $0 } == named.compactMap { $0 }.sorted())
    }

    /// A handle with no Connection Complete that carries ATT is a connection open before the capture began, from
    /// its first packet; what it carried before that did not parse is said in a note.
    @Test func handleThatCarriesATTIsAConnection() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.acl(handle: 0x0041, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 0x0000, bytes("01 02 03")))
        b.att(handle: 0x0041, sent: false, "1b 03 00 2a")
        #expect(try Self.events(b.data) == [
            "diag 2 unparsed_before_connection", "found #1", "att 2 #1 received 1b03002a",
        ])
    }

    // MARK: Class 6: a cancelled attempt is not a failure

    /// After LE Create Connection Cancel the controller ends the attempt with an LE Connection Complete whose
    /// status is Unknown Connection Identifier (0x02) and whose peer address is all zero (Core Vol 4 Part E
    /// §7.8.13). The story says the attempt to the command's peer was cancelled, with the frame and time of the
    /// Connection Complete and the frames of the two commands.
    @Test func cancelledAttemptIsNotAFailure() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(1, sent: true, Self.leCreateConnection(acceptList: false))
        b.h4(4, sent: false, Self.commandStatus(0x200D, status: 0))
        b.h4(1, sent: true, Self.command(0x200E))
        b.h4(4, sent: false, Self.commandComplete(0x200E))
        b.h4(4, sent: false, Self.leConnectionComplete(status: 0x02))
        let text = try Self.story(b.data)
        #expect(!text.contains("failed"))
        #expect(!text.contains("00:00:00:00:00:00"))
        #expect(text.contains("  09:26:53.005000      #5  connection attempt to F1:2C:33:7F:3A:01 (random) cancelled by "
            + "this device (LE Create Connection #1, LE Create Connection Cancel #3)\n"))
        let attempt = try #require(Self.json(b.data).first { $0["type"] as? String == "connection_attempt" })
        #expect(attempt["outcome"] as? String == "cancelled")
        #expect(attempt["frame"] as? Int == 5)
        #expect(attempt["peer"] as? String == "F1:2C:33:7F:3A:01")
        #expect(attempt["command_frame"] as? Int == 1 && attempt["cancel_frame"] as? Int == 3)
        #expect(attempt["status"] as? Int == 2)
    }

    /// An attempt through the Filter Accept List (Initiator_Filter_Policy 1) names the device on the list, which
    /// the capture knows exactly after Reset emptied it (§7.3.2) and LE Add Device To Filter Accept List (§7.8.16)
    /// filled it.
    @Test func cancelledAttemptThroughTheFilterAcceptList() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(1, sent: true, Self.command(0x0C03))
        b.h4(4, sent: false, Self.commandComplete(0x0C03))
        b.h4(1, sent: true, Self.command(0x2011, [0x00] + Self.other))
        b.h4(4, sent: false, Self.commandComplete(0x2011))
        b.h4(1, sent: true, Self.leCreateConnection(acceptList: true, peer: [0, 0, 0, 0, 0, 0], peerType: 0))
        b.h4(1, sent: true, Self.command(0x200E))
        b.h4(4, sent: false, Self.leConnectionComplete(status: 0x02))
        let text = try Self.story(b.data)
        #expect(text.contains("#7  connection attempt to D0:BA:E4:BE:F4:57 (public, via the Filter Accept List) "
            + "cancelled by this device (LE Create Connection #5, LE Create Connection Cancel #6)"))
    }

    /// A BR/EDR attempt that fails (Page Timeout, 0x04) is a failure, told with its frame, time and command.
    @Test func failedAttemptIsTold() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(1, sent: true, Self.command(0x0405, Self.other + [0x18, 0xCC, 0x01, 0x00, 0x00, 0x00, 0x01]))
        b.h4(4, sent: false, Self.commandStatus(0x0405, status: 0))
        b.h4(4, sent: false, [0x03, 0x0B, 0x04, 0x00, 0x00] + Self.other + [0x01, 0x00])
        let text = try Self.story(b.data)
        #expect(text.contains("  09:26:53.003000      #3  connection attempt to D0:BA:E4:BE:F4:57 failed: Page Timeout (0x04) "
            + "(Create Connection #1)\n"))
    }

    // MARK: Class 16: who ended a connection

    /// The controller rejects a Disconnect (Command Status with an error, Core Vol 4 Part E §7.1.6, §7.7.15): the
    /// connection goes on and ends later by a supervision timeout (0x08); the next connection on the same handle
    /// ends by the peer (0x13, Remote User Terminated Connection). Neither ending is this device's: `analyze`,
    /// its JSON and the report say the same.
    @Test func rejectedDisconnectEndsNothing() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.h4(1, sent: true, Self.command(0x0406, [0x40, 0x00, 0x13]))
        b.h4(4, sent: false, Self.commandStatus(0x0406, status: 0x0C))
        b.disconnectionComplete(handle: 0x40, reason: 0x08)
        b.leConnectionComplete(handle: 0x40)
        b.disconnectionComplete(handle: 0x40, reason: 0x13)
        let text = try Self.story(b.data)
        #expect(text.contains("#3  the controller rejected the disconnect: Command Disallowed (0x0c)"))
        #expect(text.contains("#4  connection lost: Connection Timeout (0x08)"))
        #expect(text.contains("#6  the peer disconnected: Remote User Terminated Connection (0x13)"))
        #expect(!text.contains("this device disconnected"))
        let ends = try Self.json(b.data).filter { $0["type"] as? String == "disconnection" }
        #expect(ends.map { $0["initiator"] as? String } == ["link", "peer"])
        #expect(ends.allSatisfy { $0["command_frame"] == nil })
        let report = try Self.report(b.data)
        #expect(report.connections.map { $0.disconnection?.initiator } == [.link, .peer])
        #expect(report.connections.allSatisfy { !$0.disconnectedByThisDevice })
    }

    /// The reason decides: a Disconnection Complete with Connection Terminated By Local Host (0x16) is this
    /// device's even when its Disconnect is not in the capture; Remote User Terminated Connection (0x13) is the
    /// peer's even when this device had sent a Disconnect too (the peer's came first).
    @Test func reasonDecidesWhoDisconnected() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.disconnectionComplete(handle: 0x40, reason: 0x16)
        b.leConnectionComplete(handle: 0x41)
        b.h4(1, sent: true, Self.command(0x0406, [0x41, 0x00, 0x13]))
        b.h4(4, sent: false, Self.commandStatus(0x0406, status: 0x00))
        b.disconnectionComplete(handle: 0x41, reason: 0x13)
        let text = try Self.story(b.data)
        #expect(text.contains("#2  this device disconnected: Connection Terminated By Local Host (0x16)"))
        #expect(text.contains("#6  the peer disconnected: Remote User Terminated Connection (0x13)"))
        let report = try Self.report(b.data)
        #expect(report.connections.map { $0.disconnection?.initiator } == [.thisDevice, .peer])
        #expect(DisconnectInitiator(reason: HCIErrorCode(rawValue: 0x3E)) == .link)
        #expect(DisconnectInitiator(reason: HCIErrorCode(rawValue: 0x05)) == .peer)
    }

    // MARK: Class 11: who is who

    /// Read Remote Version Information Complete (Core Vol 4 Part E §7.7.12): the peer controller's company, LMP /
    /// Link Layer version and subversion, in the story, the summary and the JSON.
    @Test func peerControllerVersion() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.h4(4, sent: false, [0x0C, 0x08, 0x00, 0x40, 0x00, 0x08, 0x59, 0x00, 0x81, 0x00])
        b.disconnectionComplete(handle: 0x40)
        let text = try Self.story(b.data)
        #expect(text.contains("#2  peer controller: Nordic Semiconductor ASA (0x0059), Bluetooth 4.2 (8), subversion 0x0081"))
        #expect(text.contains("    peer controller: Nordic Semiconductor ASA (0x0059), Bluetooth 4.2 (8), subversion 0x0081\n"))
        let json = try Self.json(b.data)
        let version = try #require(json.first { $0["type"] as? String == "remote_version" })
        #expect(version["connection"] as? Int == 1 && version["company"] as? Int == 0x59 && version["version"] as? Int == 8)
        let summary = try #require(json.first { $0["type"] as? String == "connection_summary" })
        #expect((summary["peer_version"] as? [String: Any])?["subversion"] as? Int == 0x81)
    }

    /// LMP, HCI and Link Layer versions share one set of numbers (Assigned Numbers §2.1): the peer controller's
    /// version (Read Remote Version Information Complete, Core Vol 4 Part E §7.7.12) and LL_VERSION_IND's VersNr
    /// (Core Vol 6 Part B §2.4.2.13) read from one table, and a number it does not know is said once, not as
    /// "version 141 (141)".
    @Test func versionNumbersReadFromOneTable() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.h4(4, sent: false, [0x0C, 0x08, 0x00, 0x40, 0x00, 0x8D, 0x59, 0x00, 0x81, 0x00])
        b.disconnectionComplete(handle: 0x40)
        let text = try Self.story(b.data)
        #expect(text.contains("peer controller: Nordic Semiconductor ASA (0x0059), version 141, subversion 0x0081\n"),
                "\(text)")
        // Assigned Numbers §2.1.
        let core = ["1.0b", "1.1", "1.2", "2.0", "2.1", "3.0", "4.0", "4.1", "4.2", "5.0", "5.1", "5.2", "5.3", "5.4",
                    "6.0", "6.1"]
        for v in UInt8(0) ... 20 {
            let hci = ControllerVersion(version: v, company: 0x59, subversion: 1).description
            let pdu = try #require([UInt8]([0x0C, v, 0x59, 0x00, 0x01, 0x00]).withBytes { LLControlPDU($0)?.summary })
            let said = try #require(pdu.split(separator: ":", maxSplits: 1).last)
            if Int(v) < core.count {
                let core = core[Int(v)]
                #expect(hci.contains(", Bluetooth \(core) (\(v)), "))
                #expect(said.hasPrefix(" version Bluetooth \(core) (\(v)), company"))
            } else {
                #expect(v > 15 && hci.contains(", version \(v), ") && said.hasPrefix(" version \(v), company"))
            }
        }
    }

    /// This device's controller: Read Local Version Information (§7.4.1) and Read BD_ADDR (§7.4.6); a controller
    /// with no public address returns all zero, and is said to have none.
    @Test func localController() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(1, sent: true, Self.command(0x1001))
        b.h4(4, sent: false, Self.commandComplete(0x1001, [0x00, 0x0B, 0x00, 0x00, 0x0B, 0x1D, 0x00, 0xEE, 0x5D]))
        b.h4(1, sent: true, Self.command(0x1009))
        b.h4(4, sent: false, Self.commandComplete(0x1009, [0x00, 0xC1, 0x8E, 0x7A, 0xC5, 0x82, 0x34]))
        let text = try Self.story(b.data)
        #expect(text.contains("#2  this device: controller Qualcomm (0x001d), Bluetooth 5.2 (11), subversion 0x5dee\n"))
        #expect(text.contains("#4  this device: public address 34:82:C5:7A:8E:C1 (Read BD_ADDR)\n"))
        let local = try Self.json(b.data).filter { $0["type"] as? String == "local_controller" }
        #expect(local.map { $0["source"] as? String } == ["read_local_version", "read_bd_addr"])
        #expect(local.last?["address"] as? String == "34:82:C5:7A:8E:C1")

        var none = CaptureBuilder(.btsnoopH4)
        none.h4(4, sent: false, Self.commandComplete(0x1009, [0x00, 0, 0, 0, 0, 0, 0]))
        #expect(try Self.story(none.data).contains("this device: no public address (Read BD_ADDR gave 00:00:00:00:00:00)"))
    }

    /// btmon's New Index record carries the adapter's address; PacketLogger writes it in a note when logging
    /// starts.
    @Test func localAddressFromMonitorAndPacketLogger() throws {
        var b = CaptureBuilder(.btsnoopMonitor)
        b.monitor(adapter: 0, opcode: 0, [0x00, 0x01, 0x12, 0x6A, 0x4F, 0x2D, 0x65, 0x94] + Array("hci0\0\0\0\0".utf8))
        #expect(try Self.events(b.data) == ["adapter 1 new_index", "local 1 94:65:2D:4F:6A:12 monitor_index"])
        #expect(Pipeline.packetLoggerAddress("Address: 80:96:98:42:54:B0") == BluetoothAddress(rawValue: 0x8096_9842_54B0))
        #expect(Pipeline.packetLoggerAddress("Address: 80:96:98:42:54") == nil)
        #expect(Pipeline.packetLoggerAddress("Chipset: BCM_4399") == nil)
    }

    // MARK: Class 7: each line belongs to its own connection

    /// Two connections overlap: while both are open every line is tagged; when the later one ends, the earlier
    /// one's next line resumes its own section ("(continued)") instead of following the other's summary.
    @Test func linesFollowTheirConnection() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x41, peer: "D0:BA:E4:BE:F4:57")
        b.att(handle: 0x40, sent: false, "1b 03 00 2a")
        b.disconnectionComplete(handle: 0x41, reason: 0x08)
        b.att(handle: 0x40, sent: false, "1b 03 00 2b")
        b.disconnectionComplete(handle: 0x40, reason: 0x13)
        let text = try Self.story(b.data)
        let summary2 = try #require(text.range(of: "Summary of connection #2"))
        let after = text[summary2.upperBound...]
        let resumed = try #require(after.range(of: "Connection #1 F1:2C:33:7F:3A:01 (random) (continued)\n"))
        #expect(after[resumed.upperBound...].hasPrefix("      +0.004 s      #5  notification handle 0x0003 (not discovered): 2b\n"))
        #expect(text.contains("#3  [#1] notification handle 0x0003 (not discovered): 2a"))
        #expect(text.contains("#6  the peer disconnected"))
    }

    /// Both sides are GATT clients on one connection: this device discovers the peer's descriptors in two
    /// requests while the peer discovers this device's, in between. The two discoveries fold apart (the peer's is
    /// its own line), and each line carries its first request's frame, in frame order.
    @Test func discoveriesOfTheTwoServersFoldApart() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(sent: true, "04 10 00 14 00")            // #2 Find Information Request 0x0010–0x0014 (this device)
        b.att(sent: false, "04 01 00 03 00")           // #3 the peer's Find Information Request 0x0001–0x0003
        b.att(sent: true, "05 01 02 00 02 29")         // #4 this device answers the peer: one descriptor
        b.att(sent: false, "05 01 11 00 02 29")        // #5 the peer answers: 0x0011
        b.att(sent: true, "04 12 00 14 00")            // #6 this device goes on from 0x0012 to the same end
        b.att(sent: false, "05 01 12 00 01 29")        // #7 0x0012
        b.disconnectionComplete(handle: 0x40)
        let text = try Self.story(b.data)
        // No characteristic is known before these ranges: each Find Information lists whatever lies there.
        let lines = text.split(separator: "\n").filter { $0.contains("find information") }
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("#2  find information in 0x0010–0x0014: 2 found in 2 requests  (last response #7)") == true)
        #expect(lines.last?.hasSuffix("#3  peer (as GATT client): find information in 0x0001–0x0003: 1 found  (response #4)") == true)
        let report = try Self.report(b.data)
        let rows = try #require(report.connections.first).orderedTimeline.filter { $0.category == .discovery }
        #expect(rows.map(\.frame) == [2, 3])
        #expect(rows.map(\.text) == ["find information in 0x0010–0x0014: 2 found in 2 requests",
                                     "peer (as GATT client): find information in 0x0001–0x0003: 1 found"])
    }

    /// A discovery that starts again at the first handle after the first one ended is another search, not a step
    /// of the first (Core Vol 3 Part G §4.4.1: each request of one starts after the last attribute found, with the
    /// same end). The same request sent again at once, before the first search ended, makes no progress: one line
    /// that says so.
    @Test func restartedDiscoveryIsAnotherLine() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(sent: true, "10 01 00 ff ff 00 28")
        b.att(sent: false, "11 06 01 00 05 00 00 18")
        b.att(sent: true, "10 06 00 ff ff 00 28")
        b.att(sent: false, "01 10 06 00 0a")
        b.att(sent: true, "10 01 00 ff ff 00 28")
        b.att(sent: false, "11 06 01 00 05 00 00 18")
        b.disconnectionComplete(handle: 0x40)
        let lines = try Self.story(b.data).split(separator: "\n").filter { $0.contains("discover primary services") }
        #expect(lines.count == 2)
        #expect(lines.first?.hasSuffix("discover primary services: 1 found in 2 requests  (last response #5)") == true)
        #expect(lines.last?.hasSuffix("discover primary services: 1 found  (response #7)") == true)

        var c = CaptureBuilder(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40)
        c.att(sent: true, "10 01 00 ff ff 00 28")
        c.att(sent: false, "11 06 01 00 05 00 00 18")
        c.att(sent: true, "10 01 00 ff ff 00 28")
        c.att(sent: false, "11 06 01 00 05 00 00 18")
        c.disconnectionComplete(handle: 0x40)
        let repeated = try Self.story(c.data).split(separator: "\n").filter { $0.contains("discover primary services") }
        #expect(repeated.count == 1)
        #expect(repeated.first?.hasSuffix(
            "discover primary services: 1 found; the same request repeated 1 time with no progress  (last response #5)") == true)
    }

    /// A discovery of one connection is told at its first step even when another connection's line comes before
    /// its last step: its line keeps its place, the other line follows it.
    @Test func foldKeepsItsPlaceAmongOtherConnections() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x41, peer: "D0:BA:E4:BE:F4:57")
        b.att(sent: true, "04 10 00 14 00")                     // #3
        b.att(sent: false, "05 01 11 00 02 29")                 // #4
        b.att(handle: 0x41, sent: false, "1b 03 00 2a")         // #5 the other connection
        b.att(sent: true, "04 12 00 14 00")                     // #6
        b.att(sent: false, "05 01 12 00 01 29")                 // #7
        b.disconnectionComplete(handle: 0x40)
        b.disconnectionComplete(handle: 0x41)
        let lines = try Self.story(b.data).split(separator: "\n")
        let fold = try #require(lines.firstIndex { $0.contains("[#1] find information in 0x0010–0x0014: 2 found in 2 requests") })
        let other = try #require(lines.firstIndex { $0.contains("[#2] notification") })
        #expect(fold < other)
    }

    // MARK: Class 20: the pairing conclusion in JSON

    /// `analyze --json` carries the pairing the text shows (Core Vol 3 Part H §2.3.5.1): both ask for Secure
    /// Connections and bonding, no MITM, so LE Secure Connections with Just Works.
    @Test func pairingConclusionInJSON() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.l2cap(cid: 0x0006, sent: true, bytes("01 03 00 09 10 07 07"))
        b.l2cap(cid: 0x0006, sent: false, bytes("02 03 00 09 10 07 07"))
        b.disconnectionComplete(handle: 0x40)
        #expect(try Self.story(b.data).contains("pairing: LE Secure Connections, Just Works, bonding"))
        let pairing = try #require(Self.json(b.data).first { $0["type"] as? String == "pairing" })
        #expect(pairing["connection"] as? Int == 1 && pairing["frame"] as? Int == 3 && pairing["request_frame"] as? Int == 2)
        #expect(pairing["pairing"] as? String == "le_secure_connections")
        #expect(pairing["secure_connections"] as? Bool == true)
        #expect(pairing["association_model"] as? String == "just_works")
        #expect(pairing["bonding"] as? Bool == true)
    }

    /// The JSON's pairing is the connection's (`ConnectionInfo.pairing`, from the security tracker), as the text
    /// tells it, not one the renderer pairs up itself. Over BR/EDR, SMP runs on CID 0x0007 to distribute keys
    /// (Core Vol 3 Part H §3.2, cross-transport key derivation): no LE pairing, no association model, in neither.
    /// A Pairing Response sent again for the same Request is told again in both.
    @Test func pairingInJSONIsTheConnections() throws {
        var classic = CaptureBuilder(.btsnoopH4)
        classic.h4(4, sent: false, [0x03, 0x0B, 0x00, 0x40, 0x00] + Self.other + [0x01, 0x00])
        classic.l2cap(cid: 0x0007, sent: true, bytes("01 00 00 00 10 07 07"))
        classic.l2cap(cid: 0x0007, sent: false, bytes("02 00 00 00 10 07 07"))
        classic.disconnectionComplete(handle: 0x40)
        #expect(try !Self.story(classic.data).contains("pairing:"))
        #expect(try Self.json(classic.data).filter { $0["type"] as? String == "pairing" }.isEmpty)

        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.l2cap(cid: 0x0006, sent: true, bytes("01 03 00 09 10 07 07"))   // #2
        b.l2cap(cid: 0x0006, sent: false, bytes("02 03 00 09 10 07 07"))  // #3
        b.l2cap(cid: 0x0006, sent: false, bytes("02 03 00 09 10 07 07"))  // #4, sent again
        b.disconnectionComplete(handle: 0x40)
        let said = try Self.story(b.data).split(separator: "\n").filter { $0.contains("pairing: LE Secure Connections") }
        let records = try Self.json(b.data).filter { $0["type"] as? String == "pairing" }
        #expect(said.count == 2)
        #expect(records.map { $0["frame"] as? Int } == [3, 4])
        #expect(records.map { $0["request_frame"] as? Int } == [2, 2])
    }

    // MARK: Class 1: the Device Name names the connection

    /// A Device Name (0x2A00) read with Read Using Characteristic UUID (Core Vol 3 Part G §4.8.2), as Android and
    /// BlueZ read it after connecting, names the connection in its header too, although the header comes before
    /// the read: from a file, the header waits for it. An advertised name that differs is said beside it; the
    /// captured device's own name, read by the peer, names nothing. Live, the header is written at once with what
    /// is known, and the summary gives the Device Name.
    @Test func deviceNameNamesTheHeader() throws {
        func capture(advertised: String?) -> [UInt8] {
            var b = CaptureBuilder(.btsnoopH4)
            if let advertised {
                let name = Array(advertised.utf8)
                let ad: [UInt8] = [UInt8(name.count + 1), 0x09] + name
                b.h4(4, sent: false, [0x3E, UInt8(12 + ad.count), 0x02, 0x01, 0x00, 0x01] + Self.peer + [UInt8(ad.count)] + ad + [0xC4])
            }
            b.leConnectionComplete(handle: 0x40)
            b.att(sent: true, "02 f7 00")
            b.att(sent: false, "03 f7 00")
            b.att(sent: false, "0a 03 00")                          // the peer reads this device's name
            b.att(sent: true, "0b 50 69 78 65 6c")                   // "Pixel"
            b.att(sent: true, "08 01 00 ff ff 00 2a")                // Read By Type for Device Name
            b.att(sent: false, "09 09 03 00 74 53 61 6d 70 6c 65")   // handle 0x0003 "tSample"
            b.disconnectionComplete(handle: 0x40)
            return b.data
        }
        let text = try Self.story(capture(advertised: nil))
        let lines = text.split(separator: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("Connection #1") })
        #expect(lines[header] == "Connection #1 F1:2C:33:7F:3A:01 (random) \"tSample\"", "\(text)")
        let connected = try #require(lines.firstIndex { $0.contains("connected (LE Connection Complete)") })
        let read = try #require(lines.firstIndex { $0.contains("read Device Name = \"tSample\"") })
        #expect(header < connected && connected < read)

        let both = try Self.story(capture(advertised: "kHID"))
        #expect(both.contains("\nConnection #1 F1:2C:33:7F:3A:01 (random) \"tSample\" (advertised as \"kHID\")\n"), "\(both)")

        let path = temporaryFile(capture(advertised: "kHID"))
        defer { unlink(path) }
        var pipeline = Pipeline(depth: .att)
        TimeText.clock = pipeline.clock
        let live = TextAnalyzeRenderer(foldNotifications: false, api: nil, color: false, live: true)
        var sink = ByteSink()
        pipeline.run(try CaptureFile.open(path)) { live.render($0, into: &sink) }
        live.finish(into: &sink)
        #expect(sink.string.contains("\nConnection #1 F1:2C:33:7F:3A:01 (random) \"kHID\"\n"), "\(sink.string)")
        #expect(sink.string.contains("Summary of connection #1 with F1:2C:33:7F:3A:01 \"tSample\""))
    }

    // MARK: Class 9: ATT_MTU only where ATT was

    /// ATT_MTU is a property of the ATT bearer (Core Vol 3 Part F §3.2.8, Part G §5.2.1): a BR/EDR connection
    /// that carried only AVDTP signalling (an L2CAP Connection Request for PSM 0x0019) says nothing of it, in the
    /// text, the JSON and the report; an LE connection with one ATT PDU keeps its ATT_MTU.
    @Test func noATTNoMTU() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, [0x03, 0x0B, 0x00, 0x41, 0x00] + Self.other + [0x01, 0x00])
        b.l2cap(handle: 0x41, cid: 0x0001, sent: true, CaptureBuilder.signal(0x02, id: 1, [0x19, 0x00, 0x40, 0x00]))
        b.disconnectionComplete(handle: 0x41)
        b.leConnectionComplete(handle: 0x40)
        b.att(sent: false, "1b 0e 00 06 48")
        b.disconnectionComplete(handle: 0x40)
        let text = try Self.story(b.data)
        #expect(text.contains("  Summary of connection #1 with D0:BA:E4:BE:F4:57 (2 ms)\n    no ATT captured\n"), "\(text)")
        #expect(text.contains("    ATT_MTU 23, 1 GATT procedure, no errors\n"))
        let summaries = try Self.json(b.data).filter { $0["type"] as? String == "connection_summary" }
        #expect(summaries.count == 2)
        #expect(summaries.first?["mtu"] == nil && summaries.first?["mtu_at_least"] == nil)
        #expect(summaries.last?["mtu"] as? Int == 23)
        let report = try Self.report(b.data)
        #expect(report.connections.first?.summary?.mtuText == nil)
        #expect(report.connections.last?.summary?.mtuText == "23")
    }

    /// The report folds a discovery as `analyze` does: a request repeated unchanged after its answer is counted
    /// apart (class 15), and a procedure of the other GATT server (the peer as a client) or a link event inside
    /// the discovery does not end it (class 7).
    @Test func reportFoldsDiscoveryAsAnalyzeDoes() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(sent: true, "10 01 00 ff ff 00 28")                    // #2
        b.att(sent: false, "11 06 01 00 05 00 00 18")                // #3
        b.att(sent: false, "0a 03 00")                               // #4 the peer reads this device's Device Name
        b.att(sent: true, "0b 41")                                   // #5
        b.h4(4, sent: false, [0x3E, 0x0A, 0x03, 0x00, 0x40, 0x00, 0x30, 0x00, 0x00, 0x00, 0xC8, 0x00])  // #6
        b.att(sent: true, "10 06 00 ff ff 00 28")                    // #7
        b.att(sent: false, "01 10 06 00 0a")                         // #8
        b.att(sent: true, "10 06 00 ff ff 00 28")                    // #9 the same again
        b.att(sent: false, "01 10 06 00 0a")                         // #10
        b.disconnectionComplete(handle: 0x40)
        let told = "discover primary services: 1 found in 2 requests; the same request repeated 1 time with no progress"
        let text = try Self.story(b.data)
        #expect(text.contains(told), "\(text)")
        let rows = try Self.report(b.data).connections.first?.timeline.filter { $0.category == .discovery }.map(\.text)
        #expect(rows == [told])
    }

    // MARK: Class 20: the report's timeline is analyze's

    /// A read is told where `analyze` tells it (its story frame and time), and the timeline's rows come in frame
    /// order even though entries are made when what they tell completes.
    @Test func reportTimelineUsesAnalyzeFramesAndTimes() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(sent: true, "0a 03 00")                              // #2 Read Request
        b.h4(4, sent: false, [0x3E, 0x0B, 0x07, 0x40, 0x00, 0xFB, 0x00, 0x48, 0x08, 0xFB, 0x00, 0x48, 0x08]) // #3
        b.att(sent: false, "0b 2a")                                // #4 Read Response
        b.disconnectionComplete(handle: 0x40)
        let text = try Self.story(b.data)
        let report = try Self.report(b.data)
        let conn = try #require(report.connections.first)
        let read = try #require(conn.orderedTimeline.first { $0.category == .read })
        let procedure = try #require(read.procedure)
        #expect(read.frame == procedure.storyFrame && read.time == procedure.storyTime)
        #expect(text.contains("#\(read.frame)  read handle 0x0003"))
        #expect(conn.orderedTimeline.map(\.frame) == conn.orderedTimeline.map(\.frame).sorted())
    }
}
