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

#if canImport(Glibc)
import Glibc
#endif

// GATT through the pipeline and the command line: attribute tables reused across connections to the same peer and
// borrowed from another capture (`--gatt-from`), handles never discovered, the JSON of `gatt`, `analyze` and `dump`,
// and the per-connection statistics.

private typealias B = CaptureBuilder

/// The heart-rate sensor's peer address (the one `leConnectionComplete(handle:)` uses).
private let sensor = "F1:2C:33:7F:3A:01"

/// A connection on `handle` to `peer` that discovers the heart-rate server (`GATTFixture.heartRateDiscovery`, frames
/// 2–27 after the Connection Complete), reads the Body Sensor Location (`0a 11 00` / `0b 01`), and subscribes to
/// Heart Rate Measurement notifications (`12 0f 00 01 00` / `13`).
private func discoveringConnection(_ b: inout B, handle: UInt16 = 0x40, peer: String = sensor) {
    b.leConnectionComplete(handle: handle, peer: peer)
    b.att(handle: handle, GATTFixture.heartRateDiscovery)
    b.att(handle: handle, [(true, "0a 11 00"), (false, "0b 01"), (true, "12 0f 00 01 00"), (false, "13")])
}

/// Frames of `discoveringConnection` starting at frame 1: Connection Complete 1, discovery 2–27, read 28–29,
/// subscription 30–31.
private let afterDiscovery = 31

/// Beats per minute of the six Heart Rate Measurement notifications of `sixNotificationsKeepingEveryOther`.
private let sixBeats: [UInt8] = [0x48, 0x4c, 0x4a, 0x50, 0x52, 0x55]

/// `discoveringConnection`, six notifications of `sixBeats` (frames 32…37) and the disconnection, through the
/// pipeline: what `read` finds in each event while it is the current one (events it finds nothing in left out), and
/// the events a consumer that keeps every other one of those kept.
private func sixNotificationsKeepingEveryOther<T>(_ read: (Event) -> T?) throws -> (seen: [T], kept: [Event]) {
    var b = B(.btsnoopH4)
    discoveringConnection(&b)
    for value in sixBeats { b.att(sent: false, GATTFixture.heartRate("06 " + GATTFixture.hexByte(value))) }
    b.disconnectionComplete(handle: 0x40)
    var seen: [T] = []
    var kept: [Event] = []
    try withEvents(b.data) { e in
        guard let n = read(e) else { return }
        if seen.count % 2 == 0 { kept.append(e) }
        seen.append(n)
    }
    return (seen, kept)
}

/// Decodes NDJSON text into objects.
private func objects(_ ndjson: String) throws -> [[String: Any]] {
    try ndjson.split(separator: "\n").map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require(object as? [String: Any], "not an object: \(line)")
    }
}

@Suite struct GATTPipelineTests {
    // MARK: Tables across connections

    /// Two connections to the same peer; the second skips discovery: its notifications are annotated from
    /// connection 1's table, marked as coming from connection 1.
    @Test func secondConnectionReusesTheTable() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        b.att(sent: false, GATTFixture.heartRate("16 48 41 03"))          // 32
        b.disconnectionComplete(handle: 0x40)                             // 33
        b.leConnectionComplete(handle: 0x41, peer: sensor)                // 34
        b.att(handle: 0x41, sent: false, GATTFixture.heartRate("16 4c")) // 35
        b.att(handle: 0x41, sent: true, "0a 11 00")                      // 36
        b.att(handle: 0x41, sent: false, "0b 02")                        // 37
        b.disconnectionComplete(handle: 0x41)                             // 38
        let lines = try gattTrace(b.data)
        #expect(Array(lines.drop { !$0.hasPrefix("gatt 32 ") }) == [
            "gatt 32 #1 notification 0x000e characteristic_value 2A37 = 16484103",
            "table #1 peer discovered 26 rows",
            "diag 34 gatt_table_reused",
            "gatt 35 #2 notification 0x000e characteristic_value 2A37 = 164c",
            "gatt 37 #2 read 0x0011 characteristic_value 2A38 = 02",
            "table #2 peer earlier_connection 1 26 rows",
        ])
        var sources: [Int: [GATTTableSource]] = [:]
        var decodedBPM: [Int: Int64] = [:]
        try withEvents(b.data) { e in
            guard case .att(let m) = e.payload, let ref = m.attribute else { return }
            sources[e.frame, default: []].append(ref.source)
            if case .int(let bpm)? = m.decoded?.field("bpm")?.value { decodedBPM[e.frame] = bpm }
        }
        #expect(sources[32] == [.discovered])
        #expect(sources[35] == [.earlierConnection(1)])
        #expect(sources[37] == [.earlierConnection(1)])
        #expect(decodedBPM == [32: 72, 35: 76])
        let summary = try collect(b.data, gatt: true)
        #expect(summary.contains("diag 34 gatt_table_reused"))
    }

    /// A second connection that discovers again replaces the inherited table (no "repeated discovery" note: the
    /// inherited table was not discovered in this connection).
    @Test func secondConnectionDiscoveringAgain() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        b.disconnectionComplete(handle: 0x40)                                // 32
        b.leConnectionComplete(handle: 0x41, peer: sensor)                   // 33
        b.att(handle: 0x41, [(true, "10 01 00 ff ff 00 28"),                 // 34
                             (false, "11 06 01 00 05 00 0f 18"),             // 35
                             (true, "10 06 00 ff ff 00 28"),
                             (false, "01 10 06 00 0a")])
        b.att(handle: 0x41, sent: false, GATTFixture.heartRate("16 48"))     // 38
        b.disconnectionComplete(handle: 0x41)
        let lines = try gattTrace(b.data)
        #expect(lines.contains("diag 33 gatt_table_reused"))
        #expect(!lines.contains { $0.contains("gatt_discovery_repeated") })
        #expect(lines.contains("gatt 38 #2 notification 0x000e unknown = 1648"))
        #expect(lines.last == "table #2 peer discovered 1 rows")
    }

    /// Tables belong to a peer: a connection to another peer does not inherit one.
    @Test func otherPeerInheritsNothing() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        b.disconnectionComplete(handle: 0x40)
        b.leConnectionComplete(handle: 0x41, peer: "C0:FF:EE:00:00:02")   // 33
        b.att(handle: 0x41, sent: false, GATTFixture.heartRate("16 48"))  // 34
        b.disconnectionComplete(handle: 0x41)
        let lines = try gattTrace(b.data)
        #expect(!lines.contains { $0.contains("gatt_table_reused") })
        #expect(lines.contains("gatt 34 #2 notification 0x000e unknown = 1648"))
    }

    /// A handle never discovered: `AttributeRef.kind == .unknown`, and the text says so.
    @Test func undiscoveredHandle() throws {
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(sent: false, GATTFixture.heartRate("16 48 41 03"))
        b.disconnectionComplete(handle: 0x40)
        var refs: [AttributeRef] = []
        try withEvents(b.data) { e in
            if case .att(let m) = e.payload, let ref = m.attribute { refs.append(ref) }
        }
        #expect(refs == [AttributeRef(handle: 0x000e, kind: .unknown, uuid: nil, serviceUUID: nil, serviceHandle: nil,
                                      characteristicUUID: nil, characteristicValueHandle: nil, properties: nil,
                                      source: .discovered)])
        #expect(refs.first?.displayName == "handle 0x000e (not discovered)")
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["analyze", path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("notification handle 0x000e (not discovered): 16 48 41 03"), "\(result.stdout)")
        // No table: nothing was discovered.
        let gatt = try HRSniffBinary.run(["gatt", path])
        #expect(gatt.stdout == "No attribute table: the capture has no GATT discovery.\n")
    }

    // MARK: --gatt-from

    /// `hrsniff analyze --gatt-from A B`: B's connection to the peer that A discovered is annotated with A's table.
    @Test func gattFromBorrowsAnotherCapturesTable() throws {
        var a = B(.btsnoopH4)
        discoveringConnection(&a)
        a.disconnectionComplete(handle: 0x40)
        var b = B(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)                                 // 1
        b.att(sent: false, GATTFixture.heartRate("16 48 41 03"))              // 2
        b.disconnectionComplete(handle: 0x40)                                 // 3
        // Another peer in B gets nothing from A.
        b.leConnectionComplete(handle: 0x41, peer: "C0:FF:EE:00:00:02")      // 4
        b.att(handle: 0x41, sent: false, GATTFixture.heartRate("16 48 41 03")) // 5
        b.disconnectionComplete(handle: 0x41)
        let pathA = temporaryFile(a.data), pathB = temporaryFile(b.data)
        defer { unlink(pathA); unlink(pathB) }

        let result = try HRSniffBinary.run(["analyze", "--json", "--gatt-from", pathA, pathB])
        #expect(result.status == 0, "\(result.stderr)")
        let all = try objects(result.stdout)
        let notifications = all.filter { $0["procedure"] as? String == "notification" }
        #expect(notifications.count == 2)
        let borrowed = try #require(notifications.first)
        let attribute = try #require(borrowed["attribute"] as? [String: Any])
        #expect(attribute["uuid"] as? String == "2A37")
        #expect(attribute["kind"] as? String == "characteristic_value")
        #expect(attribute["name"] as? String == "Heart Rate Measurement")
        #expect(attribute["table_from_capture"] as? String == pathA)
        #expect((borrowed["decoded"] as? [String: Any])?["bpm"] as? Int == 72)
        let other = try #require(notifications.last?["attribute"] as? [String: Any])
        #expect(other["kind"] as? String == "unknown")
        #expect(other["table_from_capture"] == nil)
        #expect(notifications.last?["decoded"] == nil)
        let notes = all.filter { $0["type"] as? String == "diagnostic" && $0["code"] as? String == "gatt_table_borrowed" }
        #expect(notes.count == 1)
        #expect(notes.first?["frame"] as? Int == 1)

        // Without --gatt-from the same notification is not annotated.
        let plain = try objects(try HRSniffBinary.run(["analyze", "--json", pathB]).stdout)
        let first = plain.first { $0["procedure"] as? String == "notification" }
        #expect((first?["attribute"] as? [String: Any])?["kind"] as? String == "unknown")

        // The library: Pipeline.borrow marks the table's source.
        var learner = Pipeline()
        learner.run(try CaptureFile.open(pathA)) { _ in }
        let tables = learner.learnedTables
        #expect(tables.count == 1)
        var pipeline = Pipeline()
        pipeline.borrow(tables, from: "A")
        var refs: [AttributeRef] = []
        pipeline.run(try CaptureFile.open(pathB)) { e in
            if case .att(let m) = e.payload, let ref = m.attribute { refs.append(ref) }
        }
        #expect(refs.map(\.source) == [.otherCapture("A"), .discovered])
        #expect(refs.map(\.uuid) == [BluetoothUUID(uuid16: 0x2A37), nil])
    }

    // MARK: JSON

    /// `hrsniff gatt --json`: one object per table with the documented fields.
    @Test func gattJSON() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["gatt", "--json", path])
        #expect(result.status == 0)
        let tables = try objects(result.stdout)
        #expect(tables.count == 1)
        let table = try #require(tables.first)
        #expect(table["type"] as? String == "gatt")
        #expect(table["connection"] as? Int == 1)
        #expect(table["peer"] as? String == sensor)
        #expect(table["server"] as? String == "peer")
        #expect(table["source"] as? String == "discovered")
        let attributes = try #require(table["attributes"] as? [[String: Any]])
        #expect(attributes.count == 26)
        #expect(attributes.map { $0["handle"] as? Int } == Array(1 ... 26))
        let line: ([String: Any]) -> String = { a in
            var s = "\(a["handle"] as? Int ?? -1) \(a["kind"] as? String ?? "?") \(a["uuid"] as? String ?? "?")"
            if let n = a["name"] as? String { s += " '\(n)'" }
            if let p = a["properties"] as? [String] { s += " [\(p.joined(separator: ","))]" }
            if let v = a["value_handle"] as? Int { s += " value \(v)" }
            if let e = a["end_handle"] as? Int { s += " end \(e)" }
            return s
        }
        #expect(attributes.map(line) == [
            "1 primary_service 1800 'Generic Access' end 7",
            "2 characteristic_declaration 2A00 'Device Name' [read] value 3 end 3",
            "3 characteristic_value 2A00 'Device Name' [read]",
            "4 characteristic_declaration 2A01 'Appearance' [read] value 5 end 5",
            "5 characteristic_value 2A01 'Appearance' [read]",
            "6 characteristic_declaration 2A04 'Peripheral Preferred Connection Parameters' [read] value 7 end 7",
            "7 characteristic_value 2A04 'Peripheral Preferred Connection Parameters' [read]",
            "8 primary_service 1801 'Generic Attribute' end 11",
            "9 characteristic_declaration 2A05 'Service Changed' [indicate] value 10 end 11",
            "10 characteristic_value 2A05 'Service Changed' [indicate]",
            "11 descriptor 2902 'Client Characteristic Configuration'",
            "12 primary_service 180D 'Heart Rate' end 19",
            "13 characteristic_declaration 2A37 'Heart Rate Measurement' [notify] value 14 end 15",
            "14 characteristic_value 2A37 'Heart Rate Measurement' [notify]",
            "15 descriptor 2902 'Client Characteristic Configuration'",
            "16 characteristic_declaration 2A38 'Body Sensor Location' [read] value 17 end 17",
            "17 characteristic_value 2A38 'Body Sensor Location' [read]",
            "18 characteristic_declaration 2A39 'Heart Rate Control Point' [write] value 19 end 19",
            "19 characteristic_value 2A39 'Heart Rate Control Point' [write]",
            "20 primary_service \(GATTFixture.vendorUUIDString(1)) end 26",
            "21 characteristic_declaration \(GATTFixture.vendorUUIDString(2)) [read,write,notify] value 22 end 24",
            "22 characteristic_value \(GATTFixture.vendorUUIDString(2)) [read,write,notify]",
            "23 descriptor 2902 'Client Characteristic Configuration'",
            // The registry's name (Nordic's database says "Characteristic User Descriptor"; the Core name is
            // "Characteristic User Description", Vol 3 Part G §3.3.3.2).
            "24 descriptor 2901 '\(Registry.descriptorName(BluetoothUUID(uuid16: 0x2901)) ?? "")'",
            "25 characteristic_declaration \(GATTFixture.vendorUUIDString(3)) [write_without_response] value 26 end 26",
            "26 characteristic_value \(GATTFixture.vendorUUIDString(3)) [write_without_response]",
        ])
        // UUIDs: 4 upper-case hex digits, or the 36-character upper-case form.
        for a in attributes {
            let u = try #require(a["uuid"] as? String)
            #expect(u.count == 4 || u.count == 36)
            #expect(u == u.uppercased())
        }
    }

    /// `analyze --json`: read, subscribe and notification procedures with `attribute` and `decoded`.
    @Test func analyzeJSON() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        b.att(sent: false, GATTFixture.heartRate("16 48 41 03"))   // 32
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["analyze", "--json", path])
        #expect(result.status == 0)
        let all = try objects(result.stdout)
        let procedures = all.filter { $0["type"] as? String == "procedure" }
        #expect(procedures.map { $0["procedure"] as? String ?? "?" } == Array(repeating: "discovery", count: 13)
            + ["read", "subscribe", "notification"])

        let read = try #require(procedures.first { $0["procedure"] as? String == "read" })
        #expect(read["frame"] as? Int == 29)
        #expect(read["first_frame"] as? Int == 28)
        #expect(read["value"] as? String == "01")
        let readAttribute = try #require(read["attribute"] as? [String: Any])
        #expect(readAttribute["handle"] as? Int == 0x11)
        #expect(readAttribute["uuid"] as? String == "2A38")
        #expect(readAttribute["service_uuid"] as? String == "180D")
        #expect((read["decoded"] as? [String: Any])?["location"] as? Int == 1)

        let subscribe = try #require(procedures.first { $0["procedure"] as? String == "subscribe" })
        #expect(subscribe["notifications"] as? Bool == true)
        #expect(subscribe["indications"] as? Bool == false)
        let cccd = try #require(subscribe["attribute"] as? [String: Any])
        #expect(cccd["handle"] as? Int == 0x0f)
        #expect(cccd["kind"] as? String == "descriptor")
        #expect(cccd["uuid"] as? String == "2902")
        #expect(cccd["characteristic_uuid"] as? String == "2A37")
        #expect((subscribe["characteristic"] as? [String: Any])?["handle"] as? Int == 0x0e)
        #expect((subscribe["decoded"] as? [String: Any])?["notifications"] as? Bool == true)

        let notification = try #require(procedures.first { $0["procedure"] as? String == "notification" })
        #expect(notification["frame"] as? Int == 32)
        #expect(notification["direction"] as? String == "received")
        #expect(notification["value"] as? String == "16484103")
        let attribute = try #require(notification["attribute"] as? [String: Any])
        #expect(attribute["handle"] as? Int == 0x0e)
        #expect(attribute["kind"] as? String == "characteristic_value")
        #expect(attribute["uuid"] as? String == "2A37")
        #expect(attribute["name"] as? String == "Heart Rate Measurement")
        #expect(attribute["service_uuid"] as? String == "180D")
        let decoded = try #require(notification["decoded"] as? [String: Any])
        #expect(decoded["bpm"] as? Int == 72)
        #expect(decoded["sensor_contact"] as? String == "detected")
        #expect(decoded["value_format"] as? String == "uint8")
        #expect(decoded["rr_intervals"] as? [Int] == [833])
        #expect(decoded["rr_intervals_ms"] as? [Double] == [813.477])
    }

    /// `dump --json`: ATT objects carry `attribute` and `decoded`; a response gets its request's attribute.
    @Test func dumpJSON() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        b.att(sent: false, GATTFixture.heartRate("16 48 41 03"))   // 32
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["dump", "--json", path])
        #expect(result.status == 0)
        let att = try objects(result.stdout).filter { $0["type"] as? String == "att" }
        #expect(att.count == 31)
        let byFrame = Dictionary(uniqueKeysWithValues: att.map { ($0["frame"] as? Int ?? 0, $0) })
        // The Read Response (frame 29) has the attribute of the Read Request.
        let readResponse = try #require(byFrame[29])
        #expect((readResponse["attribute"] as? [String: Any])?["uuid"] as? String == "2A38")
        #expect((readResponse["decoded"] as? [String: Any])?["location_name"] as? String == "Chest")
        let write = try #require(byFrame[30])
        #expect((write["attribute"] as? [String: Any])?["characteristic_uuid"] as? String == "2A37")
        #expect((write["decoded"] as? [String: Any])?["notifications"] as? Bool == true)
        let notification = try #require(byFrame[32])
        #expect(notification["handle"] as? Int == 14)
        #expect((notification["attribute"] as? [String: Any])?["uuid"] as? String == "2A37")
        let decoded = try #require(notification["decoded"] as? [String: Any])
        #expect(decoded["bpm"] as? Int == 72)
        #expect(decoded["rr_intervals_ms"] as? [Double] == [813.477])
        // Discovery PDUs carry lists, no attribute.
        #expect(byFrame[3]?["attribute"] == nil)
    }

    // MARK: Statistics

    /// GATTSummary: heart rate min / mean / max without the measurements that have no sensor contact, RR intervals,
    /// notification rate and the longest gap.
    /// A procedure is held by reference, and the pipeline writes the next one into the storage of the last when
    /// nothing else holds it (`GATTValues.reuse`, `DecodedProcedure.replace`): what each event says during the
    /// call is its own procedure, and a consumer that keeps events (here every other one) keeps each procedure as
    /// it was, whatever came after.
    @Test func keptProcedureEventsKeepTheirProcedures() throws {
        let bpm = sixBeats
        func notified(_ e: Event) -> (frame: Int, value: [UInt8], summary: String?)? {
            guard case .gatt(let p) = e.payload, case .notification(_, let value) = p.kind else { return nil }
            return (p.frame, value.array, p.decoded?.summary)
        }
        let (seen, kept) = try sixNotificationsKeepingEveryOther(notified)
        #expect(seen.map(\.frame) == Array(32 ... 37))
        #expect(seen.map(\.value) == bpm.map { [0x06, $0] })
        #expect(zip(seen, bpm).allSatisfy { $0.summary?.hasPrefix("\($1) bpm") == true }, "\(seen.map(\.summary))")
        let later = kept.compactMap(notified)
        #expect(later.map(\.frame) == [32, 34, 36])
        #expect(later.map(\.value) == [[0x06, 0x48], [0x06, 0x4a], [0x06, 0x52]])
        #expect(later.map(\.summary) == [seen[0].summary, seen[2].summary, seen[4].summary])
    }

    /// A notified value is a slice of the capture reader's buffer (`GATTProcedure.Kind.notification`'s `Bytes`),
    /// not a copy: a consumer that keeps every notification's event keeps each value as it was, though the reader
    /// refilled its buffer (64 bytes here, so refilled at almost every record) many times since.
    @Test func keptNotificationsOwnTheirValuesAcrossRefills() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        let beats = (0 ..< 40).map { UInt8(60 + $0) }
        for value in beats { b.att(sent: false, GATTFixture.heartRate("06 " + GATTFixture.hexByte(value))) }
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        let reader = try CaptureFile.open(InputWindow(fd: fd, ownsDescriptor: true, initialCapacity: 64), path: path)
        var pipeline = Pipeline(depth: .att)
        var kept: [DecodedProcedure] = []
        pipeline.run(reader) { e in
            if case .gatt(let p) = e.payload, case .notification = p.kind { kept.append(p) }
        }
        let values = kept.map { p -> [UInt8] in
            if case .notification(_, let value) = p.kind { return value.array }
            return []
        }
        #expect(values == beats.map { [0x06, $0] })
    }

    /// An ATT PDU's message is held by reference, and the pipeline writes the next PDU's into the storage of the
    /// last when nothing else holds it (`ATTMessage.replace`): what each `.att` event says during the call is its own
    /// PDU, and a consumer that keeps events (here every other one) keeps each message as it was.
    @Test func keptATTEventsKeepTheirMessages() throws {
        let bpm = sixBeats
        func notified(_ e: Event) -> (frame: Int, bytes: [UInt8], handle: UInt16?, summary: String?)? {
            guard case .att(let m) = e.payload, m.opcode == .handleValueNotification else { return nil }
            return (m.firstFrame, m.bytes.array, m.attribute?.handle, m.decoded?.summary)
        }
        let (seen, kept) = try sixNotificationsKeepingEveryOther(notified)
        #expect(seen.map(\.frame) == Array(32 ... 37))
        #expect(seen.map(\.bytes) == bpm.map { [0x1b, 0x0e, 0x00, 0x06, $0] })
        #expect(seen.allSatisfy { $0.handle == 0x000e })
        #expect(zip(seen, bpm).allSatisfy { $0.summary?.hasPrefix("\($1) bpm") == true }, "\(seen.map(\.summary))")
        let later = kept.compactMap(notified)
        #expect(later.map(\.frame) == [32, 34, 36])
        #expect(later.map(\.bytes) == [[0x1b, 0x0e, 0x00, 0x06, 0x48], [0x1b, 0x0e, 0x00, 0x06, 0x4a],
                                        [0x1b, 0x0e, 0x00, 0x06, 0x52]])
        #expect(later.map(\.summary) == [seen[0].summary, seen[2].summary, seen[4].summary])
    }

    /// The values events carry per PDU are one word each (a reference to their storage), so an event is as small as
    /// its largest other payload (146 bytes, from 269 when it held a message in place).
    @Test func eventsCarryProceduresAndMessagesInOneWord() {
        #expect(MemoryLayout<DecodedProcedure>.size == 8)
        #expect(MemoryLayout<ATTMessage>.size == 8)
        #expect(MemoryLayout<Event>.size <= 152, "Event is \(MemoryLayout<Event>.size) bytes")
    }

    /// `DecodedProcedure.replace` writes over a procedure nothing else holds, and leaves a copy someone kept as it was.
    @Test func replacingAProcedureLeavesItsCopiesAlone() {
        let ref = AttributeRef(handle: 0x000e, kind: .characteristicValue, source: .discovered)
        func procedure(_ frame: Int, _ value: [UInt8]) -> GATTProcedure {
            GATTProcedure(kind: .notification(ref, value: Bytes(value)), connection: 1, firstFrame: frame,
                          firstTime: Timestamp(microseconds: Int64(frame)), frame: frame,
                          time: Timestamp(microseconds: Int64(frame)), direction: .received)
        }
        var p = DecodedProcedure(procedure(1, [1]), decodesLater: true)
        let copy = p
        p.replace(with: procedure(2, [2]), decoded: nil, decodedValues: [], decodesLater: false, foldedNumbers: true,
                  derivedRates: DerivedRates(speedKmh: 1))
        #expect(copy.frame == 1 && copy.decodesLater && !copy.foldedNumbers && copy.derivedRates.isEmpty)
        #expect(p.frame == 2 && !p.decodesLater && p.foldedNumbers && p.derivedRates.speedKmh == 1)
        if case .notification(_, let value) = copy.kind { #expect(value.array == [1]) } else { Issue.record("\(copy.kind)") }
        if case .notification(_, let value) = p.kind { #expect(value.array == [2]) } else { Issue.record("\(p.kind)") }
    }

    @Test func heartRateStatistics() throws {
        var b = B(.btsnoopH4)
        discoveringConnection(&b)
        b.att(sent: false, GATTFixture.heartRate("16 48 41 03"))          // 32: 72 bpm, RR 833
        b.time += 999_000
        b.att(sent: false, GATTFixture.heartRate("16 4c 20 03 10 03"))    // 33: +1 s, 76 bpm, RR 800, 784
        b.time += 999_000
        b.att(sent: false, GATTFixture.heartRate("04 00"))                // 34: +1 s, no contact, 0 bpm
        b.time += 2_999_000
        b.att(sent: false, GATTFixture.heartRate("06 4a"))                // 35: +3 s, 74 bpm
        b.disconnectionComplete(handle: 0x40)
        var summaries: [GATTSummary] = []
        try withEvents(b.data) { e in
            if case .connectionEnd(_, let s) = e.payload { summaries.append(s) }
        }
        let summary = try #require(summaries.first)
        let hr = try #require(summary.activity[AttributeKey(onCapturedDevice: false, handle: 0x000e)])
        #expect(hr.notifications == 4)
        #expect(hr.contactLost == 1)
        let bpm = try #require(hr.series["bpm"])
        #expect(bpm.count == 3)
        #expect(bpm.minimum == 72)
        #expect(bpm.maximum == 76)
        #expect(bpm.mean == 74)
        let rr = try #require(hr.series["rr_intervals_ms"])
        #expect(rr.count == 3)
        #expect(abs(rr.mean - (813.477 + 781.25 + 765.625) / 3) < 1e-9)
        #expect(rr.minimum == 765.625)
        #expect(rr.maximum == 813.477)
        #expect(hr.series["rr_intervals"] == nil)
        #expect(hr.rate == 0.6)
        #expect(hr.longestGap == 3_000_000)
        #expect(hr.longestGapEnd == 35)
        #expect(summary.subscriptions[0x000e]?.notifications == true)
        #expect(summary.activity[AttributeKey(onCapturedDevice: false, handle: 0x0011)]?.reads == 1)
        // A code (Body Sensor Location) has no unit and makes no statistics.
        #expect(summary.activity[AttributeKey(onCapturedDevice: false, handle: 0x0011)]?.series["location"] == nil)
        #expect(summary.mtu == 23)

        // The same figures in `analyze --json`'s connection summary.
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let all = try objects(try HRSniffBinary.run(["analyze", "--json", path]).stdout)
        let connection = try #require(all.first { $0["type"] as? String == "connection_summary" })
        let attributes = try #require(connection["attributes"] as? [[String: Any]])
        let entry = try #require(attributes.first { ($0["attribute"] as? [String: Any])?["handle"] as? Int == 14 })
        #expect(entry["notifications"] as? Int == 4)
        #expect(entry["rate_per_s"] as? Double == 0.6)
        #expect(entry["longest_gap_s"] as? Double == 3)
        #expect(entry["sensor_contact_lost"] as? Int == 1)
        let statistics = try #require(entry["statistics"] as? [String: Any])
        let bpmJSON = try #require(statistics["bpm"] as? [String: Any])
        #expect(bpmJSON["count"] as? Int == 3)
        #expect(bpmJSON["min"] as? Double == 72)
        #expect(bpmJSON["mean"] as? Double == 74)
        #expect(bpmJSON["max"] as? Double == 76)
        let rrJSON = try #require(statistics["rr_intervals_ms"] as? [String: Any])
        #expect(rrJSON["count"] as? Int == 3)
        #expect(rrJSON["mean"] as? Double == 786.784)
    }
}
