import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffReport

/// Scans from HCI commands and advertising reports, and Android's LE_APCF controller filter, from hand-built frames.
@Suite struct ScanTrackerTests {
    /// A command and its Command Complete (Core Vol 4 Part E §7.7.14) with status Success.
    static func command(_ b: inout CaptureBuilder, _ opcode: UInt16, _ parameters: [UInt8], status: UInt8 = 0) {
        b.h4(1, sent: true, le16(opcode) + [UInt8(parameters.count)] + parameters)
        b.h4(4, sent: false, [0x0E, 0x04, 0x01] + le16(opcode) + [status])
    }

    /// One LE Advertising Report (Core Vol 4 Part E §7.7.65.2) from F1:2C:33:7F:3A:01 (random).
    static func report(_ b: inout CaptureBuilder, eventType: UInt8, rssi: Int8, _ data: [UInt8]) {
        let body: [UInt8] = [0x02, 0x01, eventType, 0x01, 0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1, UInt8(data.count)]
            + data + [UInt8(bitPattern: rssi)]
        b.h4(4, sent: false, [0x3E, UInt8(body.count)] + body)
    }

    static func changes(_ data: [UInt8]) throws -> (changes: [ScanChange], tracker: ScanTracker) {
        var tracker = ScanTracker()
        var changes: [ScanChange] = []
        try withEvents(data) { if let c = tracker.add($0) { changes.append(c) } }
        return (changes, tracker)
    }

    /// An advertiser's data repeated is not read again, yet says what it said: a Local Name AD structure may be in
    /// the advertising data or in the scan response (Core Vol 3 Part C §11; Supplement Part A §1.2), and the name
    /// is the last one a report gave, also when that report repeats data seen before. Service UUID lists (§1.1)
    /// are read where the structures are.
    @Test func repeatedDataNamesAgain() {
        func report(_ eventType: UInt16, _ data: [UInt8]) -> AdvertisingReport {
            AdvertisingReport(eventType: eventType, isExtended: false, addressType: .publicDevice,
                              address: BluetoothAddress(rawValue: 1), rssi: -60, data: Bytes(data))
        }
        var a = Advertiser(address: BluetoothAddress(rawValue: 1), addressType: .publicDevice, frame: 1)
        // ADV_IND: flags, 16-bit UUIDs 180D and 180F (incomplete list), name "A"; SCAN_RSP: name "B".
        let advertising: [UInt8] = [0x02, 0x01, 0x06, 0x05, 0x02, 0x0D, 0x18, 0x0F, 0x18, 0x02, 0x09, 0x41]
        a.add(report(0, advertising), frame: 1)
        #expect(a.name == "A")
        a.add(report(4, [0x02, 0x09, 0x42]), frame: 2)
        #expect(a.name == "B")
        a.add(report(0, advertising), frame: 3)
        #expect(a.name == "A")
        a.add(report(4, [0x02, 0x09, 0x42]), frame: 4)
        #expect(a.name == "B")
        // Data without a name leaves the name as it was.
        a.add(report(0, [0x02, 0x01, 0x06]), frame: 5)
        a.add(report(0, [0x02, 0x01, 0x06]), frame: 6)
        #expect(a.name == "B")
        #expect(a.services == [BluetoothUUID(uuid16: 0x180D), BluetoothUUID(uuid16: 0x180F)])
        #expect(a.reports == 4 && a.scanResponses == 2)
    }

    /// LE Set Scan Parameters (§7.8.10): LE_Scan_Type 1 active, interval 0x01E0 × 0.625 = 300 ms, window 0x0030
    /// = 30 ms, Own_Address_Type 1, Scanning_Filter_Policy 0; enable (§7.8.11) with Filter_Duplicates 0; ADV_IND
    /// and SCAN_RSP reports; disable.
    @Test func scanParametersReportsAndStop() throws {
        var b = CaptureBuilder(.btsnoopH4)
        Self.command(&b, 0x200B, [0x01, 0xE0, 0x01, 0x30, 0x00, 0x01, 0x00])
        Self.command(&b, 0x200C, [0x01, 0x00])
        // Flags 0x06, 16-bit UUIDs 180D; then a scan response with the name.
        Self.report(&b, eventType: 0, rssi: -60, [0x02, 0x01, 0x06, 0x03, 0x03, 0x0D, 0x18])
        Self.report(&b, eventType: 4, rssi: -58, [0x05, 0x09] + Array("Hrs1".utf8))
        Self.command(&b, 0x200C, [0x00, 0x00])
        let (changes, tracker) = try Self.changes(b.data)
        #expect(changes.count == 2)
        guard case .started(let started)? = changes.first, case .stopped(let scan)? = changes.last else {
            Issue.record("no start and stop: \(changes)")
            return
        }
        #expect(started.startFrame == 3 && started.parametersFrame == 1)
        #expect(scan.active == true && scan.intervalMilliseconds == 300 && scan.windowMilliseconds == 30)
        #expect(scan.filterPolicyName == "all advertisers" && scan.filterDuplicates == false)
        #expect(scan.stopFrame == 7 && scan.reports == 2 && scan.advertisers.count == 1)
        let a = try #require(scan.advertisers.first)
        #expect(a.reports == 1 && a.scanResponses == 1 && a.connectable)
        #expect(a.rssiMin == -60 && a.rssiMax == -58 && a.name == "Hrs1")
        #expect(a.services == [BluetoothUUID(uuid16: 0x180D)])
        #expect(tracker.advertising(of: a.address)?.name == "Hrs1")
    }

    /// A command the controller rejects changes nothing: no scan starts on an enable answered with Command
    /// Disallowed (0x0C).
    @Test func rejectedEnableStartsNoScan() throws {
        var b = CaptureBuilder(.btsnoopH4)
        Self.command(&b, 0x200C, [0x01, 0x00], status: 0x0C)
        #expect(try Self.changes(b.data).changes.isEmpty)
    }

    /// Android's LE_APCF (vendor OCF 0x157, opcode 0xFD57): enable, a service UUID condition 180D with mask FFFF on
    /// filter 1, the filter's parameters; the scan started after it carries the condition.
    @Test func androidControllerFilter() throws {
        let apcf: [UInt8] = [0x03, 0x00, 0x01, 0x0D, 0x18, 0xFF, 0xFF]
        let decoded = apcf.withBytes { AndroidVendorCommand.apcf($0) }
        guard case .conditionAdded(let c)? = decoded else {
            Issue.record("not a condition: \(String(describing: decoded))")
            return
        }
        #expect(c.kind == .serviceUUID && c.filterIndex == 1 && c.uuid == BluetoothUUID(uuid16: 0x180D) && c.uuidMask == nil)
        #expect(c.description == "service UUID 180D (Heart Rate)")
        let masked: [UInt8] = [0x03, 0x00, 0x02, 0x0D, 0x18, 0x00, 0xFF]
        guard case .conditionAdded(let m)? = masked.withBytes({ AndroidVendorCommand.apcf($0) }) else {
            Issue.record("masked")
            return
        }
        #expect(m.uuidMask == [0xFF, 0x00])
        let parameters: [UInt8] = [0x01, 0x00, 0x01, 0x04, 0x00, 0x11, 0x11, 0x01, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00]
        #expect(parameters.withBytes { AndroidVendorCommand.apcf($0) }?.description == "add filter 1 checking service UUID")
        #expect(AndroidVendorCommand.name(HCIOpcode(rawValue: 0xFD57)) == "LE APCF")
        #expect(AndroidVendorCommand.name(HCIOpcode(rawValue: 0xFC57)) == nil)
        // Too short for its subcommand: nothing, not a trap.
        #expect([0x03, 0x00].withBytes { AndroidVendorCommand.apcf($0) } == nil)
        #expect([UInt8]().withBytes { AndroidVendorCommand.apcf($0) } == nil)

        var b = CaptureBuilder(.btsnoopH4)
        Self.command(&b, 0xFD57, [0x00, 0x01])
        Self.command(&b, 0xFD57, apcf)
        Self.command(&b, 0xFD57, parameters)
        Self.command(&b, 0x200C, [0x01, 0x00])
        Self.command(&b, 0x200C, [0x00, 0x00])
        // Cleared afterwards: the next scan has no filter.
        Self.command(&b, 0xFD57, [0x01, 0x02, 0x00])
        Self.command(&b, 0x200C, [0x01, 0x00])
        let changes = try Self.changes(b.data).changes
        guard changes.count == 3, case .stopped(let first) = changes[1], case .started(let second) = changes[2] else {
            Issue.record("\(changes)")
            return
        }
        #expect(first.controllerFilters.map(\.description) == ["service UUID 180D (Heart Rate)"])
        #expect(first.controllerFilterFrames == [1, 3, 5])
        #expect(second.controllerFilters.isEmpty)
    }

    /// Reports with no enable in the capture: the scan was running when it began.
    @Test func scanRunningWhenTheCaptureBegan() throws {
        var b = CaptureBuilder(.btsnoopH4)
        Self.report(&b, eventType: 3, rssi: -80, [0x02, 0x01, 0x04])
        var tracker = ScanTracker()
        try withEvents(b.data) { _ = tracker.add($0) }
        let scans = tracker.finish()
        #expect(scans.count == 1)
        #expect(scans.first?.startFrame == nil && scans.first?.firstReportFrame == 1)
        #expect(scans.first?.advertisers.first?.connectable == false)
    }
}

/// The scans of the shared corpus: every scan the text starts is stopped (or still running at the end), each JSON
/// `scan` has its line, and Android's controller filters are all named (no raw APCF subcommand left).
@Suite(.enabled(if: SharedCorpus.present, "../shared/captures is absent"))
struct RealCaptureScanTests {
    @Test(arguments: SharedCorpus.names)
    func scansAreToldWhole(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let started = story.lines.filter { $0.contains("  scan started: ") }.count
        let stopped = story.lines.filter { $0.contains("  scan stopped after ") || $0.contains("scan still running") }.count
        let scans = story.records("scan")
        // A scan that was running when the capture began has a stop and no start.
        #expect(stopped == scans.count, "\(name)")
        #expect(started <= stopped, "\(name)")
        for scan in scans {
            for filter in scan["controller_filters"] as? [[String: Any]] ?? [] {
                #expect(!((filter["description"] as? String) ?? "").contains("subcommand"), "\(name)")
            }
            let advertisers = scan["advertisers"] as? [[String: Any]] ?? []
            let counted = advertisers.reduce(0) { $0 + (($1["advertisements"] as? Int) ?? 0) + (($1["scan_responses"] as? Int) ?? 0) }
            #expect(counted + ((scan["reports_of_advertisers_left_out"] as? Int) ?? 0) == scan["reports"] as? Int, "\(name)")
        }
        // Each peer_advertising follows its connection's object.
        for p in story.records("peer_advertising") {
            #expect(story.json.contains { $0["type"] as? String == "connection" && $0["connection"] as? Int == p["connection"] as? Int
                && $0["frame"] as? Int == p["frame"] as? Int }, "\(name)")
        }
    }
}
