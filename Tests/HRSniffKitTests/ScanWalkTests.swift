import Foundation
import Testing
import HRSniffKit
@testable import HRSniffAnalysis

/// The reports of an advertising event are walked once, by the scan tracker, and the pipeline remembers the names
/// they advertise in that same walk: every report of an event counts (several reports in one event, the same
/// address twice in a row, the same address with another address type), and a walk stops at the first report the
/// event does not hold whole. Fed in place by the pipeline or through events, the tracker tells the same scan.
@Suite struct ScanWalkTests {
    static let a: [UInt8] = [0xA1, 0xA2, 0xA3, 0xA4, 0xA5, 0xC6] // C6:A5:A4:A3:A2:A1, little-endian on the wire
    static let b: [UInt8] = [0xB1, 0xB2, 0xB3, 0xB4, 0xB5, 0x06]
    static let c: [UInt8] = [0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xD6]

    /// One report of an LE Advertising Report event (Core Vol 4 Part E §7.7.65.2), report after report: Event_Type,
    /// Address_Type, Address, Data_Length, Data, RSSI. `length` overrides Data_Length.
    static func legacy(_ eventType: UInt8, _ addressType: UInt8, _ address: [UInt8], _ data: [UInt8], rssi: Int8,
                       length: UInt8? = nil) -> [UInt8] {
        [eventType, addressType] + address + [length ?? UInt8(data.count)] + data + [UInt8(bitPattern: rssi)]
    }

    /// One report of an LE Extended Advertising Report event (§7.7.65.13): Event_Type (2), Address_Type, Address,
    /// Primary_PHY, Secondary_PHY, Advertising_SID, TX_Power, RSSI, Periodic_Advertising_Interval (2),
    /// Direct_Address_Type, Direct_Address, Data_Length, Data.
    static func extended(_ eventType: UInt16, _ addressType: UInt8, _ address: [UInt8], _ data: [UInt8],
                         rssi: Int8) -> [UInt8] {
        le16(eventType) + [addressType] + address + [0x01, 0x00, 0xFF, 0x7F, UInt8(bitPattern: rssi)]
            + [0x00, 0x00, 0x00] + [UInt8](repeating: 0, count: 6) + [UInt8(data.count)] + data
    }

    /// An LE Meta event (0x3E) of `subevent` with Num_Reports `count` and the reports' bytes.
    static func reports(_ b: inout CaptureBuilder, subevent: UInt8, count: UInt8, _ reports: [UInt8]) {
        let parameters = [subevent, count] + reports
        b.h4(4, sent: false, [0x3E, UInt8(parameters.count)] + parameters)
    }

    /// LE Connection Complete (§7.7.65.1) with status Success, as central, to a random `peer`.
    static func connected(_ b: inout CaptureBuilder, handle: UInt16, peer: [UInt8]) {
        let parameters: [UInt8] = [0x01, 0x00] + le16(handle) + [0x00, 0x01] + peer
            + [0x18, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00]
        b.h4(4, sent: false, [0x3E, UInt8(parameters.count)] + parameters)
    }

    static var capture: [UInt8] {
        let name = { (text: String) -> [UInt8] in [UInt8(text.utf8.count + 1), 0x09] + Array(text.utf8) }
        let flags: [UInt8] = [0x02, 0x01, 0x06]
        var builder = CaptureBuilder(.btsnoopH4)
        // Frame 1: three reports; B (public) ADV_NONCONN_IND, then A (random) ADV_IND naming "Alpha" and A's
        // SCAN_RSP listing 180D and naming "Alpha Strap".
        reports(&builder, subevent: 0x02, count: 3,
                legacy(3, 0, b, flags, rssi: -70)
                    + legacy(0, 1, a, flags + name("Alpha"), rssi: -60)
                    + legacy(4, 1, a, [0x03, 0x03, 0x0D, 0x18] + name("Alpha Strap"), rssi: -58))
        // Frame 2: extended; A's legacy ADV_IND (0x13) with its advertising data again, then C connectable
        // (0x0001) naming "Gamma".
        reports(&builder, subevent: 0x0D, count: 2,
                extended(0x0013, 1, a, flags + name("Alpha"), rssi: -66)
                    + extended(0x0001, 1, c, name("Gamma"), rssi: -50))
        // Frame 3: B (public) again, then the same address random (another advertiser), then a report of C whose
        // Data_Length runs past the event: not read, its name "Zed" not remembered.
        reports(&builder, subevent: 0x02, count: 3,
                legacy(3, 0, b, flags, rssi: -72)
                    + legacy(3, 1, b, flags, rssi: -71)
                    + legacy(0, 1, c, name("Zed"), rssi: -40, length: 30))
        // Frames 4 and 5: connections to A and C.
        connected(&builder, handle: 0x40, peer: a)
        connected(&builder, handle: 0x41, peer: c)
        return builder.data
    }

    /// The scans at the end and the names of the connections, the pipeline feeding the tracker in place or not.
    static func run(inPlace: Bool) throws -> (scans: [Scan], names: [String?]) {
        let path = temporaryFile(capture)
        defer { unlink(path) }
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        let shared = SharedScanTracker()
        if inPlace { pipeline.scans = shared }
        var names: [String?] = []
        pipeline.run(reader) { event in
            _ = shared.tracker.add(event)
            if case .event(let e, _, let connection?) = event.payload, case .connectionComplete = e.detail {
                names.append(connection.name)
            }
        }
        return (shared.tracker.finish(), names)
    }

    static func address(_ wire: [UInt8]) -> BluetoothAddress {
        BluetoothAddress(rawValue: wire.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    @Test(arguments: [true, false]) func everyReportOnce(inPlace: Bool) throws {
        let (scans, names) = try Self.run(inPlace: inPlace)
        let scan = try #require(scans.first)
        #expect(scans.count == 1 && scan.startFrame == nil && scan.firstReportFrame == 1)
        #expect(scan.reports == 7 && scan.advertisersLeftOut == 0)
        let heard = scan.advertisers.map { [$0.address.description, $0.addressType.name] }
        #expect(heard == [[Self.address(Self.b).description, "public"], [Self.address(Self.a).description, "random"],
                          [Self.address(Self.c).description, "random"], [Self.address(Self.b).description, "random"]])
        guard scan.advertisers.count == 4 else { return }
        let (b, a, c, bRandom) = (scan.advertisers[0], scan.advertisers[1], scan.advertisers[2], scan.advertisers[3])
        #expect(b.reports == 2 && b.scanResponses == 0 && b.firstFrame == 1 && b.lastFrame == 3)
        #expect(b.rssiMin == -72 && b.rssiMax == -70 && !b.connectable && b.name == nil)
        #expect(a.reports == 2 && a.scanResponses == 1 && a.firstFrame == 1 && a.lastFrame == 2)
        #expect(a.rssiMin == -66 && a.rssiMax == -58 && a.connectable)
        // The last report of A repeated its advertising data, and names what that data names.
        #expect(a.name == "Alpha" && a.services == [BluetoothUUID(uuid16: 0x180D)])
        #expect(c.reports == 1 && c.firstFrame == 2 && c.lastFrame == 2 && c.connectable && c.name == "Gamma")
        #expect(c.rssiMin == -50 && c.rssiMax == -50)
        #expect(bRandom.reports == 1 && bRandom.firstFrame == 3 && bRandom.rssiMin == -71)
        // The pipeline remembered the name of every report it walked, in order, and not the cut report's.
        #expect(names == ["Alpha", "Gamma"])
    }

    /// `ScanTracker.reads` is false only for events `add(_:)` does nothing with: on every bundled capture, a tracker
    /// given only the events it reads tells the same scans, at the same events, as one given every event (the
    /// renderers skip the tracker for the rest).
    @Test func readsNamesEveryEventTheTrackerUses() throws {
        var scansTold = 0
        for path in CaptureFiles.bundled where !path.hasSuffix(".zip") {
            let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            var every = ScanTracker(), read = ScanTracker()
            var fromEvery: [String] = [], fromRead: [String] = []
            try withEvents(data) { e in
                if let change = every.add(e) { fromEvery.append("\(e.frame) \(change)") }
                if ScanTracker.reads(e), let change = read.add(e) { fromRead.append("\(e.frame) \(change)") }
            }
            let ended = every.finish().map { "\($0)" }
            #expect(fromRead == fromEvery, "\(path)")
            #expect(read.finish().map { "\($0)" } == ended, "\(path)")
            scansTold += fromEvery.count + ended.count
        }
        #expect(scansTold > 0, "no bundled capture holds a scan: the comparison proves nothing")
    }
}
