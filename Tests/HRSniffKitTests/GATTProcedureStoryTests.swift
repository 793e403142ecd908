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

// The GATT procedures as the story tells them: what each request searched for and found, read by type, repeated,
// notified, and when (Core Vol 3 Part F §3.4 for the PDUs, Part G §4 for the procedures). Each test is built
// from the bytes that trigger the behaviour, hand-made; the real captures that showed it are checked in
// RealCaptureStoryGATTTests.

private typealias B = CaptureBuilder

/// Decodes NDJSON text into objects.
private func objects(_ ndjson: String) throws -> [[String: Any]] {
    try ndjson.split(separator: "\n").map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any], "not an object: \(line)")
    }
}

/// `analyze` (text and NDJSON) of a capture.
private func analyze(_ b: B, _ options: [String] = []) throws -> (text: String, json: [[String: Any]]) {
    let path = temporaryFile(b.data)
    defer { unlink(path) }
    let text = try HRSniffBinary.run(["analyze"] + options + [path])
    #expect(text.status == 0, "\(text.stderr)")
    let json = try HRSniffBinary.run(["analyze", "--json"] + options + [path])
    return (text.stdout, try objects(json.stdout))
}

/// The story lines of the text output without their time and frame columns ("read Device Name = …").
private func stories(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
        guard let range = line.range(of: #"^\s+\+\d+\.\d{3} s\s+#\d+\s+"#, options: .regularExpression) else { return nil }
        return String(line[range.upperBound...])
    }
}

/// The story lines with their frame ("#12 read …").
private func framed(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
        guard let range = line.range(of: #"^\s+\+\d+\.\d{3} s\s+"#, options: .regularExpression) else { return nil }
        return String(line[range.upperBound...]).replacingOccurrences(of: #"\s{2,}"#, with: " ", options: .regularExpression)
    }
}

private func summaries(_ json: [[String: Any]]) -> [[String: Any]] { json.filter { $0["type"] as? String == "connection_summary" } }
private func procedures(_ json: [[String: Any]]) -> [[String: Any]] { json.filter { $0["type"] as? String == "procedure" } }

/// An LE Connection Update Complete for handle 0x0040.
private func connectionUpdate(_ b: inout B) {
    b.h4(4, sent: false, [0x3E, 0x0A, 0x03, 0x00, 0x40, 0x00, 0x30, 0x00, 0x00, 0x00, 0xC8, 0x00])
}

@Suite struct GATTProcedureStoryTests {
    // MARK: Read Using Characteristic UUID (Core Vol 3 Part G §4.8.2)

    /// A Read By Type Request names the attribute type it reads: the response's handle holds a value of that
    /// type, discovered or not. Device Name 0x2A00 read this way before any discovery, as Android and BlueZ do.
    @Test func readByTypeNamesTheValue() throws {
        var d = TrackerDriver()
        d.send("08 01 00 ff ff 00 2a")
        let step = d.receive("09 0e 03 00 4b 50 2d 48 52 53 37 20 37 46 33 41")
        let p = try #require(step.procedures.first)
        guard case .read(let ref, let value, false) = p.kind else { Issue.record("not a read: \(p.kind)"); return }
        #expect(ref.kind == .characteristicValue)
        #expect(ref.uuid == BluetoothUUID(uuid16: 0x2A00))
        #expect(ref.displayName == "Device Name")
        #expect(String(decoding: value, as: UTF8.self) == "KP-HRS7 7F3A")
        #expect(p.decoded?.summary == "\"KP-HRS7 7F3A\"")
        #expect(p.search == GATTProcedure.Search(type: BluetoothUUID(uuid16: 0x2A00), range: 1 ... 0xFFFF))
        // The table knows the handle's type from then on: a Read Request of it is a read of Device Name.
        #expect(d.peer.lookup(0x0003).uuid == BluetoothUUID(uuid16: 0x2A00))
        d.send("0a 03 00")
        let again = d.receive("0b 4b 50")
        #expect(again.attribute?.displayName == "Device Name")
        // A descriptor type read by type is a descriptor.
        var e = TrackerDriver()
        e.send("08 01 00 ff ff 02 29")
        e.receive("09 04 0b 00 02 00")
        #expect(e.peer.lookup(0x000b).kind == .descriptor)
    }

    /// The Device Name read by type names the connection: the summary's title and `device_name`, and the name
    /// `diff` pairs sessions by.
    @Test func deviceNameReadByTypeNamesTheConnection() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:09")
        b.att([(true, "08 01 00 ff ff 00 2a"), (false, "09 0e 03 00 4b 50 2d 48 52 53 37 20 37 46 33 41"),
               (true, "08 01 00 ff ff 01 2a"), (false, "09 04 05 00 41 03")])
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        let lines = stories(text)
        #expect(lines.contains { $0.hasPrefix("read Device Name = \"KP-HRS7 7F3A\"") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("read Appearance = ") }, "\(text)")
        #expect(text.contains("Summary of connection #1 with C0:FF:EE:00:00:09 \"KP-HRS7 7F3A\""), "\(text)")
        #expect(text.contains("Device Name (0x0003): 1 read"), "\(text)")
        #expect(!text.contains("not discovered"), "\(text)")
        #expect(summaries(json).first?["device_name"] as? String == "KP-HRS7 7F3A")
        let read = try #require(procedures(json).first { $0["procedure"] as? String == "read" })
        #expect(read["attribute_type"] as? String == "2A00")
        #expect((read["attribute"] as? [String: Any])?["name"] as? String == "Device Name")

        var sessions = SessionCollector()
        try withEvents(b.data) { sessions.add($0) }
        #expect(sessions.sessions.first?.name == "KP-HRS7 7F3A")
    }

    /// A connection that inherited an earlier connection's table and discovers only the primary services, which
    /// match, keeps naming the handles from the earlier table (BlueZ confirms its cached services and goes on with
    /// its handles); a handle in a service that changed is not named from it.
    @Test func confirmedServicesKeepTheEarlierTable() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:18")
        b.att(GATTFixture.heartRateDiscovery)
        b.disconnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x41, peer: "C0:FF:EE:00:00:18")
        // The same services, except that the vendor service now ends at 0x0019.
        b.att(handle: 0x41, [
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 07 00 00 18 08 00 0b 00 01 18 0c 00 13 00 0d 18"),
            (true, "10 14 00 ff ff 00 28"), (false, "11 14 14 00 19 00 " + GATTFixture.vendorUUID(1)),
            (true, "10 1a 00 ff ff 00 28"), (false, "01 10 1a 00 0a"),
            (true, "0a 11 00"), (false, "0b 01"),
            (true, "0a 16 00"), (false, "0b 01"),
        ])
        b.disconnectionComplete(handle: 0x41)
        let (text, json) = try analyze(b)
        #expect(stories(text).contains { $0.hasPrefix("[#2] read Body Sensor Location = Chest") || $0.hasPrefix("read Body Sensor Location = Chest") },
                "\(text)")
        #expect(stories(text).contains { $0.contains("read handle 0x0016 (not discovered) = 01") }, "\(text)")
        let reads = procedures(json).filter { $0["procedure"] as? String == "read" && $0["connection"] as? Int == 2 }
        #expect((reads.first?["attribute"] as? [String: Any])?["table_from_connection"] as? Int == 1)
    }

    /// An empty Device Name (a Garmin watch answers its Read By Type with none) names nothing: the connection
    /// keeps its advertised name, and `device_name` is left out.
    @Test func emptyDeviceNameNamesNothing() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:17")
        b.att([(true, "08 01 00 09 00 00 2a"), (false, "09 02 03 00")])
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        #expect(text.contains("Summary of connection #1 with C0:FF:EE:00:00:17 (") , "\(text)")
        #expect(!text.contains("\"\" ("), "\(text)")
        #expect(summaries(json).first?["device_name"] == nil)
    }

    /// A handle touched before discovery revealed it is named in the summary as the discovery named it.
    @Test func summaryUsesWhatLaterDiscoveryLearned() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:0A")
        b.att(sent: false, GATTFixture.heartRate("16 48"))
        b.att(GATTFixture.heartRateDiscovery)
        b.disconnectionComplete(handle: 0x40)
        var summary: GATTSummary?
        try withEvents(b.data) { if case .connectionEnd(_, let s) = $0.payload { summary = s } }
        let activity = try #require(summary?.activity[GATTSummary.key(side: 0, handle: 0x000e)])
        #expect(activity.attribute.uuid == BluetoothUUID(uuid16: 0x2A37))
        #expect(activity.notifications == 1)
        let (text, _) = try analyze(b)
        #expect(text.contains("    Heart Rate Measurement (0x000e): 1 notification"), "\(text)")
        #expect(!text.contains("handle 0x000e (not discovered): 1 notification"), "\(text)")
    }

    // MARK: Discovery steps say what they searched (Core Vol 3 Part G §4.4–4.7)

    /// Read By Type for 0x2803 over 0x0001–0xFFFF searches the whole database (not the service that holds its
    /// first handle), and the steps of that search stay one line; Find Information over 0x0001–0xFFFF lists the
    /// types of whatever is there, values included (Part G §3.3.2: a value follows its declaration).
    @Test func wholeDatabaseSearches() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:0B")
        b.att([
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 05 00 00 18 06 00 09 00 01 18"),
            (true, "10 0a 00 ff ff 00 28"), (false, "01 10 0a 00 0a"),
            (true, "08 01 00 ff ff 03 28"), (false, "09 07 02 00 02 03 00 00 2a 04 00 02 05 00 01 2a 07 00 20 08 00 05 2a"),
            (true, "08 08 00 ff ff 03 28"), (false, "01 08 08 00 0a"),
            (true, "10 01 00 ff ff 01 28"), (false, "01 10 01 00 0a"),
            (true, "04 01 00 ff ff"), (false, "05 01 01 00 00 28 02 00 03 28 03 00 00 2a 04 00 03 28 05 00 01 2a"),
        ])
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        let lines = stories(text)
        #expect(lines.contains { $0.hasPrefix("discover characteristics in 0x0001–0xffff (the whole database): 3 found in 2 requests") },
                "\(text)")
        #expect(!lines.contains { $0.contains("characteristics of Generic Access") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("discover secondary services: 0 found") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("find information in 0x0001–0xffff (the whole database): 5 found") }, "\(text)")
        let steps = procedures(json).filter { $0["procedure"] as? String == "discovery" }
        #expect(steps.map { $0["attribute_type"] as? String } == ["2800", "2800", "2803", "2803", "2801", nil])
        #expect(steps.map { $0["discovery"] as? String }.last == "information")
        #expect(steps[2]["within"] == nil)
    }

    /// A descriptor discovery counts the characteristic's descriptors only: not the declarations and values of
    /// the characteristics after it that a wide Find Information range reaches, and not the value itself when
    /// the range starts at the value handle.
    @Test func descriptorCountsStayWithTheirCharacteristic() throws {
        var d = TrackerDriver()
        d.run([
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 10 00 17 00 01 18"),
            (true, "08 10 00 17 00 03 28"),
            (false, "09 07 11 00 20 12 00 05 2a 14 00 0a 15 00 29 2b 16 00 02 17 00 2a 2b"),
        ])
        d.clearLogs()
        d.send("04 13 00 17 00")
        let step = d.receive("05 01 13 00 02 29 14 00 03 28 15 00 29 2b 16 00 03 28 17 00 2a 2b")
        #expect(step.described == ["discovery descriptors 0x0013-0x0017 found 1 within 0x0012 characteristic_value 2A05"])
        // Starting at the value handle: the value is not a descriptor of its characteristic.
        d.send("04 12 00 13 00")
        let fromValue = d.receive("05 01 12 00 05 2a 13 00 02 29")
        #expect(fromValue.described == ["discovery descriptors 0x0012-0x0013 found 1 within 0x0012 characteristic_value 2A05"])
        #expect(d.diagnostics.isEmpty)
    }

    /// Attribute Not Found to a Read By Type names the type that is absent, is the server's answer rather than an
    /// error (not counted in the summary), and its attribute is none: the handle in error is only the search's
    /// start (Core Vol 3 Part F §3.4.4.1). A Read By Type of Database Hash (0x2B2A) is a read of Database Hash.
    @Test func absentTypeIsNamed() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:0C")
        b.att([
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 05 00 00 18 06 00 09 00 01 18"),
            (true, "08 01 00 ff ff 3a 2b"), (false, "01 08 01 00 0a"),
            (true, "08 01 00 ff ff 2a 2b"),
            (false, "09 12 09 00 02 65 3b 68 07 85 01 84 4b dc 3d 0c a8 8c 6a 6c"),
        ])
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        let lines = stories(text)
        #expect(lines.contains { $0.hasPrefix("read Server Supported Features by type in 0x0001–0xffff: none (Attribute Not Found, 0x0a)") },
                "\(text)")
        #expect(!text.contains("Generic Access (0x0001): 1 error"), "\(text)")
        #expect(text.contains("no errors"), "\(text)")
        #expect(lines.contains { $0.hasPrefix("read Database Hash = ") }, "\(text)")
        let error = try #require(procedures(json).first { $0["procedure"] as? String == "error" })
        #expect(error["attribute_type"] as? String == "2B3A")
        #expect(error["attribute_type_name"] as? String == "Server Supported Features")
        #expect(error["start_handle"] as? Int == 1)
        #expect(error["end_handle"] as? Int == 0xFFFF)
        #expect(error["attribute"] == nil)
        #expect((summaries(json).first?["errors"] as? [String: Any])?.isEmpty == true)
    }

    /// A search by service UUID says which UUID (iOS looking for Heart Rate, Core Vol 3 Part G §4.4.2).
    @Test func searchByServiceUUIDNamesTheUUID() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:0D")
        b.att([
            (true, "06 01 00 ff ff 00 28 0d 18"), (false, "07 0c 00 13 00"),
            (true, "06 14 00 ff ff 00 28 0d 18"), (false, "01 06 14 00 0a"),
            (true, "06 01 00 ff ff 00 28 d0 00 2d 12 1e 4b 0f a4 99 4e ce b5 31 f4 05 79"), (false, "01 06 01 00 0a"),
        ])
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        let lines = stories(text)
        #expect(lines.contains { $0.hasPrefix("discover primary service by UUID 180D (Heart Rate): 1 found in 2 requests") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("discover primary service by UUID 7905F431-B5CE-4E99-A40F-4B1E122D00D0 (Apple Notification Center Service): 0 found") },
                "\(text)")
        let first = try #require(procedures(json).first { $0["procedure"] as? String == "discovery" })
        #expect(first["uuid"] as? String == "180D")
        #expect(first["uuid_name"] as? String == "Heart Rate")
    }

    // MARK: Procedures told at their request

    /// A write is told at its Write Request, with its response beside it: a Control Point command comes before
    /// the indication that answers it, even when the indication arrives before the Write Response.
    @Test func writeIsToldAtItsRequest() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:0E")                                   // 1
        b.att([
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 05 00 26 18"),                            // 2, 3
            (true, "08 01 00 05 00 03 28"), (false, "09 07 02 00 28 03 00 d9 2a"),                         // 4, 5
            (true, "12 03 00 00"),                                                                          // 6
            (false, "1d 03 00 80 00 01"),                                                                   // 7
            (false, "13"),                                                                                  // 8
            (true, "1e"),                                                                                   // 9
        ])
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        let lines = framed(text)
        let write = try #require(lines.firstIndex { $0.hasPrefix("#6 write Fitness Machine Control Point") }, "\(text)")
        let indication = try #require(lines.firstIndex { $0.hasPrefix("#7 indication Fitness Machine Control Point") }, "\(text)")
        #expect(write < indication)
        #expect(lines[write].hasSuffix("(response #8)"), "\(lines[write])")
        // JSON keeps both frames.
        let w = try #require(procedures(json).first { $0["procedure"] as? String == "write" })
        #expect(w["frame"] as? Int == 8)
        #expect(w["first_frame"] as? Int == 6)
    }

    /// One discovery stays one line when other lines fall inside it (here a connection update between two
    /// steps), and the lines stay in time order: the update after the discovery's first request.
    @Test func discoveryStaysOneLine() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:0F")                                   // 1
        b.att([(true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 05 00 00 18 06 00 09 00 01 18")])       // 2, 3
        b.att(sent: true, "10 0a 00 ff ff 00 28")                                                           // 4
        connectionUpdate(&b)                                                                                // 5
        b.att(sent: false, "01 10 0a 00 0a")                                                                // 6
        b.disconnectionComplete(handle: 0x40)
        let (text, _) = try analyze(b)
        let lines = framed(text)
        let discovery = lines.filter { $0.contains("discover primary services") }
        #expect(discovery == ["#2 discover primary services: 2 found in 2 requests (last response #6)"], "\(text)")
        let frames = lines.compactMap { Int($0.dropFirst().prefix { $0.isNumber }) }
        #expect(frames == frames.sorted(), "\(text)")
        #expect(lines.contains { $0.hasPrefix("#5 connection parameters now") }, "\(text)")
    }

    /// Lines held for frame order stay bounded: behind a discovery being folded and a request never answered,
    /// more than 8,192 lines end the fold where it is, and every line is written once, in frame order.
    @Test func heldLinesStayBounded() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:15")                                   // 1
        b.leConnectionComplete(handle: 0x41, peer: "C0:FF:EE:00:00:16")                                   // 2
        b.att(handle: 0x40, sent: true, "0a 03 00")                                                         // 3
        b.att(handle: 0x41, [(true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 05 00 00 18")])          // 4, 5
        for _ in 0 ..< 9000 { b.att(handle: 0x41, sent: false, "1b 10 00 01 02 03") }                      // 6…9005
        b.att(handle: 0x41, [(true, "10 06 00 ff ff 00 28"), (false, "01 10 06 00 0a")])                   // 9006, 9007
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["analyze", path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = framed(result.stdout)
        #expect(lines.filter { $0.contains("notification") }.count == 9000)
        #expect(lines.contains("#4 [#2] discover primary services: 1 found (response #5)"), "\(lines.prefix(8))")
        let frames = lines.compactMap { Int($0.dropFirst().prefix { $0.isNumber }) }
        #expect(frames == frames.sorted())
        #expect(result.stdout.contains("! note (frame 3): connection 1: the capture ends"))
    }

    // MARK: Searches that repeat with no progress

    /// The same Read By Type again after its response: the client's discovery makes no progress (Part G §4.6.1:
    /// each request starts after the last declaration found). One warning for the run, and the repeats are
    /// counted, not added to what was found.
    @Test func repeatedSearchIsFlagged() throws {
        var d = TrackerDriver()
        for _ in 0 ..< 5 {
            d.send("08 01 00 ff ff 03 28")
            d.receive("09 07 02 00 02 03 00 00 2a 04 00 02 05 00 01 2a")
        }
        #expect(d.all.map(\.repeated) == [false, true, true, true, true])
        #expect(d.diagnostics == ["3 gatt_search_repeated"])

        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:10")
        for _ in 0 ..< 458 {
            b.att([(true, "08 01 00 ff ff 03 28"), (false, "09 07 02 00 02 03 00 00 2a 04 00 02 05 00 01 2a")])
        }
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        let lines = stories(text)
        #expect(lines.contains {
            $0.hasPrefix("discover characteristics in 0x0001–0xffff (the whole database): 2 found; the same request repeated 457 times with no progress")
        }, "\(text)")
        #expect(!text.contains("916 found"), "\(text)")
        #expect(text.contains("gatt_search_repeated") || text.contains("makes no progress"), "\(text)")
        #expect(procedures(json).filter { $0["repeated"] as? Bool == true }.count == 457)
    }

    // MARK: ATT_MTU from the traffic (Core Vol 3 Part F §3.2.8, §3.4.2)

    /// With no Exchange MTU captured (a connection open before the capture), a 208-byte notification proves an
    /// ATT_MTU of at least 211; the summary does not claim 23.
    @Test func mtuIsAtLeastTheLongestPDU() throws {
        var b = B(.btsnoopH4)
        let value = String(repeating: "5a ", count: 208)
        b.att(sent: false, "1b 10 00 " + value)
        let (text, json) = try analyze(b)
        #expect(text.contains("ATT_MTU unknown (no exchange captured, at least 211)"), "\(text)")
        #expect(!text.contains("ATT_MTU 23"), "\(text)")
        let summary = try #require(summaries(json).first)
        #expect(summary["mtu"] == nil)
        #expect(summary["mtu_at_least"] as? Int == 211)

        // Captured from its start without an exchange and without a longer PDU: the default, 23.
        var c = B(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:11")
        c.att(sent: false, "1b 10 00 01 02")
        c.disconnectionComplete(handle: 0x40)
        let (plain, plainJSON) = try analyze(c)
        #expect(plain.contains("ATT_MTU 23,"), "\(plain)")
        #expect(summaries(plainJSON).first?["mtu"] as? Int == 23)
    }

    /// A PDU longer than the ATT_MTU the connection exchanged is a warning (said once).
    @Test func pduLongerThanTheExchangedMTU() throws {
        var d = TrackerDriver()
        d.send("02 f7 00")
        d.receive("03 17 00")
        d.receive("1b 10 00 " + String(repeating: "01 ", count: 30))
        d.receive("1b 10 00 " + String(repeating: "01 ", count: 30))
        #expect(d.diagnostics == ["3 att_pdu_exceeds_mtu"])
        #expect(d.tracker.longestPDU == 33)
    }

    // MARK: Notifications carry characteristic values (Core Vol 3 Part G §4.10)

    /// A notification of a handle that discovery found to be a descriptor: a warning naming both, and the line
    /// says what the handle is.
    @Test func notificationOfADescriptor() throws {
        var d = TrackerDriver.discovered()
        let step = d.receive("1b 0f 00 01 00")
        #expect(step.diagnostics.map(\.code) == ["gatt_notified_not_a_value"])
        #expect(d.messages.first?.contains("the Client Characteristic Configuration descriptor of Heart Rate Measurement") == true)
        // A value is fine.
        #expect(d.receive(GATTFixture.heartRate("16 48")).diagnostics.isEmpty)

        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:12")
        b.att(GATTFixture.heartRateDiscovery)
        b.att(sent: false, "1b 0f 00 01 00")
        b.disconnectionComplete(handle: 0x40)
        let (text, _) = try analyze(b)
        #expect(text.contains("notification handle 0x000f, the Client Characteristic Configuration descriptor of Heart Rate Measurement (not a characteristic value): notifications on"),
                "\(text)")
        #expect(text.contains("gatt") || text.contains("notifications and indications carry characteristic values"), "\(text)")
    }

    // MARK: The table's own consistency

    /// A characteristic whose value handle lies beyond its service's End Group Handle (Core Vol 3 Part F
    /// §3.4.4.10): a warning. A response listing a handle outside the requested range: a warning.
    @Test func attributesOutsideTheirService() throws {
        var d = TrackerDriver()
        d.send("10 01 00 ff ff 00 28")
        d.receive("11 06 01 00 03 00 00 18 06 00 09 00 01 18")
        d.send("08 01 00 03 00 03 28")
        d.receive("09 07 03 00 02 04 00 00 2a 05 00 02 06 00 01 2a")
        #expect(d.diagnostics == ["4 att_handle_out_of_range", "4 gatt_inconsistent", "4 gatt_inconsistent"])
        #expect(d.messages == [
            "connection 1: the response to the Read By Type Request of frame 3 lists handle 0x0005, outside the range "
                + "0x0001–0x0003 it asked for",
            "the value handle 0x0004 of characteristic 2A00 declared at 0x0003 lies beyond 0x0003, the End Group Handle "
                + "of its service 1800 (Core Vol 3 Part F §3.4.4.10, Part G §3.3.2)",
            "characteristic 2A01 at 0x0005 lies outside every discovered service (Core Vol 3 Part F §3.4.4.10)",
        ])
    }

    /// 0x2901 is the Characteristic User Description (Core Vol 3 Part G §3.3.3.2).
    @Test func userDescriptionName() {
        #expect(Registry.descriptorName(BluetoothUUID(uuid16: 0x2901)) == "Characteristic User Description")
    }

    // MARK: The end of the capture

    /// A request in the capture's last frame was cut by the end of the capture, not left unanswered: a note.
    /// A request that waited longer than the ATT transaction timeout stays a warning.
    @Test func requestAtTheEndOfTheCapture() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:13")
        b.att(sent: true, "0a 03 00")
        let (text, json) = try analyze(b)
        #expect(!text.contains("was never answered"), "\(text)")
        #expect(text.contains("! note (frame 2): connection 1: the capture ends 0 ms after the Read Request of frame 2, with no response to it captured"),
                "\(text)")
        let codes = json.filter { $0["type"] as? String == "diagnostic" }.map { $0["code"] as? String }
        #expect(codes == ["att_request_at_capture_end"])

        var d = TrackerDriver()
        d.send("0a 03 00")
        let out = d.tracker.close(frame: 2, time: Timestamp(microseconds: d.time + 31_000_000), atCaptureEnd: true)
        #expect(out.diagnostics.map(\.code) == ["att_request_unanswered"])
    }

    /// A long read shown in hex says its length once.
    @Test func longReadSaysItsLengthOnce() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:14")
        let part = String(repeating: "a5 ", count: 22)
        b.att([(true, "0a 20 00"), (false, "0b " + part), (true, "0c 20 00 16 00"), (false, "0d " + part),
               (true, "0c 20 00 2c 00"), (false, "0d 01 02")])
        b.disconnectionComplete(handle: 0x40)
        let (text, _) = try analyze(b)
        let line = try #require(stories(text).first { $0.hasPrefix("read handle 0x0020") }, "\(text)")
        #expect(line.contains("(46 bytes) (long read)"), "\(line)")
        #expect(!line.contains("(long read, 46 bytes)"), "\(line)")
    }

    // MARK: A request sent while another is outstanding (Core Vol 3 Part F §3.3.2)

    /// A client that sends a second request before the first is answered breaks the sequential protocol, and the
    /// story says so; but the first request is not forgotten. Responses name no request, and a server answers a
    /// bearer's requests one at a time in the order they came, so each response answers the oldest request it
    /// can answer: two Exchange MTU Requests answered twice are two exchanges, each with its own Client Rx MTU,
    /// not one exchange and a response that "answers no outstanding request".
    @Test func requestWhilePendingKeepsTheFirst() throws {
        var d = TrackerDriver()
        d.send("02 d1 58")     // #1 Client Rx MTU 22737
        d.send("02 92 e3")     // #2 Client Rx MTU 58258
        d.receive("03 17 00")  // #3
        d.receive("03 17 00")  // #4
        #expect(d.diagnostics == ["2 att_request_while_pending"])
        #expect(d.procedures == ["3 mtu client 22737 server 23 effective 23", "4 mtu client 58258 server 23 effective 23"])
        #expect(d.all.map(\.firstFrame) == [1, 2])

        // Requests of different kinds: each response answers the request it can answer, whatever came between.
        var e = TrackerDriver()
        e.send("0a 03 00")            // #1 Read Request
        e.send("12 05 00 01")         // #2 Write Request
        e.receive("13")               // #3 Write Response: answers #2
        e.receive("0b 41")            // #4 Read Response: answers #1
        e.send("0a 03 00")            // #5
        e.send("12 05 00 01")         // #6
        e.receive("01 12 05 00 03")   // #7 Error Response for the Write Request: answers #6
        e.close()
        #expect(e.diagnostics == ["2 att_request_while_pending", "6 att_request_while_pending", "5 att_request_unanswered"])
        #expect(e.all.map { "\($0.firstFrame)→\($0.frame)" } == ["2→3", "1→4", "6→7"])
        #expect(!e.diagnostics.contains { $0.hasSuffix("att_response_without_request") })
    }

    // MARK: Declarations read directly (Core Vol 3 Part G §3.1–3.3.1)

    /// A Read Request of a declaration's handle reads the declaration: a service declaration holds the service's
    /// UUID (§3.1), an include declaration the included service's handles and 16-bit UUID (§3.2), a characteristic
    /// declaration its properties, value handle and UUID (§3.3.1). The story names the declaration and decodes
    /// its value, not "read 2803 = 12 03 00 00 2a".
    @Test func declarationsReadDirectly() throws {
        let discovery: [(Bool, String)] = [
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 01 00 08 00 00 18"),        // Generic Access 0x0001–0x0008
            (true, "08 01 00 08 00 02 28"), (false, "09 08 04 00 10 00 20 00 0f 18"),  // include at 0x0004
            (true, "08 01 00 08 00 03 28"), (false, "09 07 02 00 12 03 00 00 2a"),     // Device Name at 0x0002
        ]
        let reads: [(Bool, String)] = [
            (true, "0a 01 00"), (false, "0b 00 18"),
            (true, "0a 02 00"), (false, "0b 12 03 00 00 2a"),
            (true, "0a 04 00"), (false, "0b 10 00 20 00 0f 18"),
            (true, "0a 02 00"), (false, "0b 12 03 00"),
        ]
        var d = TrackerDriver()
        for (sent, pdu) in discovery + reads { d.pdu(pdu, sent: sent) }
        let decoded = d.all.compactMap { p -> DecodedValue? in
            if case .read = p.kind { return p.decoded }
            return nil
        }
        #expect(decoded.map(\.summary) == [
            "UUID 1800 (Generic Access)",
            "properties [read, notify], value handle 0x0003, UUID 2A00 (Device Name)",
            "included service 0x0010–0x0020, UUID 180F (Battery Service)",
            "malformed",
        ])
        #expect(decoded.last?.problems == ["a characteristic declaration is 5 or 19 bytes but the value has 3 bytes"])
        #expect(decoded[1].field("value_handle")?.value == .int(3))

        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "C0:FF:EE:00:00:15")
        b.att(discovery + reads)
        b.disconnectionComplete(handle: 0x40)
        let (text, json) = try analyze(b)
        let lines = stories(text).filter { $0.hasPrefix("read ") }
        #expect(lines.map { $0.components(separatedBy: "  (response").first ?? "" } == [
            "read primary service declaration 0x0001 = UUID 1800 (Generic Access)",
            "read characteristic declaration 0x0002 = properties [read, notify], value handle 0x0003, UUID 2A00 (Device Name)",
            "read include declaration 0x0004 = included service 0x0010–0x0020, UUID 180F (Battery Service)",
            "read characteristic declaration 0x0002 = malformed [a characteristic declaration is 5 or 19 bytes but the value has 3 bytes]",
        ], "\(text)")
        #expect(text.contains("    characteristic declaration 0x0002: 2 reads\n"), "\(text)")
        let read = try #require(procedures(json).first { ($0["attribute"] as? [String: Any])?["handle"] as? Int == 2 })
        #expect((read["decoded"] as? [String: Any])?["characteristic_uuid"] as? String == "2A00", "\(read)")
    }
}
