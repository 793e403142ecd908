import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
import HRSniffKit
@testable import HRSniffAnalysis
@testable import hrsniff

/// The short ways a phone's capture takes (advertising reports, Number Of Completed Packets, scan lines) give
/// what the long ways give: each is held here to the code it stands in for.
@Suite struct RealCaptureShortWayTests {
    /// `Bytes` compare their memory: slices of different arrays at different offsets, a difference at either end,
    /// different counts, empty slices.
    @Test func bytesCompareTheirBytes() throws {
        let a: [UInt8] = [9, 1, 2, 3, 4, 5, 9]
        let b: [UInt8] = [1, 2, 3, 4, 5]
        let x = try #require(Bytes(a).slice(from: 1, count: 5))
        let y = Bytes(b)
        #expect(x == y)
        #expect(y == x)
        #expect(Bytes(a).slice(from: 0, count: 5) != y)
        #expect(Bytes(a).slice(from: 2, count: 5) != y)
        #expect(Bytes(a).slice(from: 1, count: 4) != y)
        #expect(Bytes([1, 2, 3, 4, 6]) != y)
        #expect(Bytes([0, 2, 3, 4, 5]) != y)
        #expect(Bytes(a).slice(from: 3, count: 0) == Bytes([]))
        #expect(Bytes.empty == Bytes(b).suffix(from: 5))
        // Every slice pair of two arrays agrees with comparing their elements.
        let p: [UInt8] = [1, 2, 1, 2, 1, 3]
        let q: [UInt8] = [2, 1, 2, 1, 3, 1]
        for s in 0 ... p.count {
            for t in 0 ... q.count {
                for n in 0 ... min(p.count - s, q.count - t) {
                    let u = try #require(Bytes(p).slice(from: s, count: n))
                    let v = try #require(Bytes(q).slice(from: t, count: n))
                    #expect((u == v) == (p[s ..< s + n].elementsEqual(q[t ..< t + n])))
                }
            }
        }
    }

    /// Number Of Completed Packets (Core Vol 4 Part E §7.7.19) is only counted when nobody shows it: the pipeline
    /// skips such an event without parsing it exactly when the parse would read one with no length problem.
    @Test func plainNumberOfCompletedPacketsIsWhatTheParseReads() {
        var bodies: [[UInt8]] = [[], [0x13], [0x0E, 0x04, 0x01, 0x03, 0x0C, 0x00]]
        for length in 0 ... 6 {
            for present in 0 ... 7 {
                bodies.append([0x13, UInt8(length)] + (0 ..< present).map { UInt8($0 + 1) })
            }
        }
        var plain = 0
        for body in bodies {
            for cut in [false, true] {
                let (event, problem) = body.withBytes { HCIEvent.parse($0, recordCut: cut) }
                var counted = false
                if case .numberOfCompletedPackets? = event?.detail, problem == nil { counted = true }
                let skipped = body.withBytes { HCIEvent.isPlainNumberOfCompletedPackets($0.span, recordCut: cut) }
                #expect(skipped == counted, "\(body) cut \(cut)")
                if skipped { plain += 1 }
            }
        }
        #expect(plain > 10)
    }

    /// LE Advertising Report and LE Extended Advertising Report events (Core Vol 4 Part E §7.7.65.2, §7.7.65.13)
    /// are read in place, with no event value, exactly when the parse would read their reports with no length
    /// problem, and the reports are the parse's: every cut of two-report events, with the length byte kept or
    /// made to match, behind a record prefix, and other events.
    @Test func plainAdvertisingReportsAreWhatTheParseReads() {
        let legacy = bytes("""
            3e 29 02 02 00 01 c1 c2 c3 c4 c5 d6 0c 02 01 06 08 09 48 52 4d 2d 50 72 6f c4
            04 00 11 22 33 44 55 66 07 06 08 50 6f 6c 61 72 b0
            """)
        let extended = bytes("3e 21 0d 01 13 00 01 e1 e2 e3 e4 e5 f6 01 00 ff 7f c9 00 00 00 00 00 00 00 00 00 07 06 08 50 6f 6c 61 72")
        var bodies: [[UInt8]] = [[], [0x3E], [0x3E, 0x00], [0x3E, 0x01, 0x02], [0x3E, 0x02, 0x03, 0x00],
                                 [0x13, 0x05, 0x01, 0x40, 0x00, 0x01, 0x00]]
        for vector in [legacy, extended] {
            for n in 0 ... vector.count {
                let cut = Array(vector.prefix(n))
                bodies.append(cut)
                if n >= 2 {
                    var matching = cut
                    matching[1] = UInt8(n - 2)
                    bodies.append(matching)
                }
            }
        }
        var plain = 0
        for body in bodies {
            for cut in [false, true] {
                func described(_ r: AdvertisingReports) -> [String] {
                    r.map { "\($0.eventType) \($0.isExtended) \($0.addressType.rawValue) \($0.address) \($0.rssi) \($0.data.hex)" }
                }
                let (event, problem) = body.withBytes { HCIEvent.parse($0, recordCut: cut) }
                var parsed: [String]?
                if case .advertisingReports(let r)? = event?.detail, problem == nil { parsed = described(r) }
                // Behind 5 bytes of something else, as an event's body is in its record.
                let inPlace = ([0xAA, 0xBB, 0xCC, 0xDD, 0xEE] + body).withBytes {
                    AdvertisingReports.plain(in: $0, from: 5, recordCut: cut).map(described)
                }
                #expect(inPlace == parsed, "\(body) cut \(cut)")
                if inPlace != nil { plain += 1 }
            }
        }
        #expect(plain > 40)
    }

    /// With the summary's demand, a well-formed Number Of Completed Packets makes no event, and one whose length
    /// is wrong still gives its warning.
    @Test func summaryStillWarnsOfABadNumberOfCompletedPackets() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, [0x13, 0x05, 0x01, 0x40, 0x00, 0x02, 0x00])
        b.h4(4, sent: false, [0x13, 0x07, 0x01, 0x40, 0x00, 0x02, 0x00])
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.demand = .summary
        var events: [Event] = []
        pipeline.run(reader) { events.append($0) }
        let diagnostics = events.compactMap { e -> Diagnostic? in
            if case .diagnostic(let d) = e.payload { return d } else { return nil }
        }
        #expect(events.count == diagnostics.count)
        #expect(diagnostics.map(\.frame) == [2])
        #expect(pipeline.statistics.hciPackets == 2)
    }

    /// The pipeline knows a name it stored from its bytes: `name(_:isPaddedText:)` says a report names `known`
    /// only when `localName` would give it, and always does for a name that is valid UTF-8 (invalid bytes are
    /// left to `localName`), over names padded with NULs, invalid UTF-8, several bytes per character, an empty
    /// name, a structure cut short, and a Shortened before a Complete Local Name.
    @Test func knownNameFromItsBytes() {
        let datas: [[UInt8]] = [
            [0x02, 0x01, 0x06, 0x05, 0x09, 0x41, 0x42, 0x43, 0x00],
            [0x05, 0x09, 0x41, 0x42, 0x43, 0x00, 0x02, 0x01, 0x06],
            [0x04, 0x09, 0x41, 0x42, 0x43],
            [0x03, 0x09, 0x41, 0x42],
            [0x04, 0x09, 0x41, 0xFF, 0x43],
            [0x05, 0x09, 0xC3, 0xA9, 0x74, 0xC3],
            [0x05, 0x09, 0xC3, 0xA9, 0x74, 0xC3, 0xA9],
            [0x03, 0x09, 0x00, 0x00],
            [0x01, 0x09],
            [0x06, 0x09, 0x41, 0x42],
            [0x02, 0x08, 0x41, 0x04, 0x09, 0x41, 0x42, 0x43],
            [0x02, 0x01, 0x06],
            [0x00, 0x04, 0x09, 0x41, 0x42, 0x43],
            [],
        ]
        let names = ["ABC", "AB", "A", "A\u{FFFD}C", "ét", "ét\u{FFFD}", "\u{0}", "ABC\u{0}", "x"]
        var leftToTheParse: [String] = []
        var known = 0
        for data in datas {
            let read = data.withBytes { AdvertisingReport.localName($0) }
            guard let place = data.withBytes({ AdvertisingReport.localNamePlace($0.span) }) else {
                #expect(read == nil, "\(data)")
                continue
            }
            for name in names {
                let same = data.withBytes { AdvertisingReport.name(name, isPaddedText: $0.span.extracting(place)) }
                #expect(!same || read == name)
                if same { known += 1 }
                if !same && read == name { leftToTheParse.append(name) }
            }
        }
        #expect(leftToTheParse == ["A\u{FFFD}C", "ét\u{FFFD}", "ét\u{FFFD}"])
        #expect(known == 5)
        // The comparison itself, as memory: small and large strings, a prefix, one byte changed, the empty string.
        let long = String(repeating: "Heart Rate Sensor é ", count: 4)
        for text in ["", "A", "ABC", "ét", long] {
            for other in ["", "A", "AB", "ABC", "ABD", "ét", "é", long, String(long.dropLast()), long + "x"] {
                let bytes = Array(other.utf8)
                #expect(bytes.withBytes { $0.span.isUTF8(of: text) } == (text == other), "\(text) \(other)")
            }
        }
    }

    /// A scan's interval and window in units of 0.625 ms are written from their digits as `number(_:digits: 3)`
    /// writes the milliseconds, for every value.
    @Test func scanMillisecondsFromTheirDigits() {
        var sink = ByteSink(capacity: 1 << 20)
        var expected = ""
        for units in 0 ... Int(UInt16.max) {
            ScanText.writeMilliseconds(units: UInt16(units), into: &sink)
            sink.append(UInt8(ascii: " "))
            expected += number(Double(units) * 0.625, digits: 3) + " "
        }
        #expect(sink.string == expected)
    }

    /// The clock column of scan lines is written from its digits as `pad(TimeText.clockColumn(t), 12)` gives
    /// it, for times of day, before 1970, and relative to a capture's first record.
    @Test func clockColumnFromItsDigits() {
        let times: [Int64] = [0, 1, 999_999, 1_000_000, 86_399_999_999, 86_400_000_000, -1, -1_000_001,
                              1_773_480_413_123_456, -62_135_596_800_000_000, 4_102_444_800_000_001]
        let saved = TimeText.clock
        defer { TimeText.clock = saved }
        for relative in [false, true] {
            let clock = CaptureClock()
            if relative { clock.relativeOrigin = Timestamp(microseconds: 1_000) }
            TimeText.clock = clock
            for t in times {
                var sink = ByteSink(capacity: 64)
                TimeText.writeClockColumn(Timestamp(microseconds: t), width: 12, into: &sink)
                #expect(sink.string == pad(TimeText.clockColumn(Timestamp(microseconds: t)), 12), "\(t) \(relative)")
            }
        }
    }

    /// An LE connection (handle 0x0040) whose ACL carries data of a dynamic channel nobody opened (CID 0x0041),
    /// an ATT Read Request and its response, and a PDU on a fixed channel hrsniff does not follow (CID 0x0003),
    /// with a malformed ATT PDU between them for a warning.
    static func unreadChannels() -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.h4(4, sent: false, bytes("3e 13 01 00 40 00 00 01 3a 7f 33 2c f1 18 00 03 00 f4 01 05"))
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 0x41, [1, 2, 3, 4]))
        b.acl(handle: 0x40, pb: 2, sent: true, CaptureBuilder.l2cap(cid: 0x04, [0x0A, 0x03, 0x00]))
        b.acl(handle: 0x40, pb: 2, sent: true, CaptureBuilder.l2cap(cid: 0x41, [5, 6]))
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 0x04, [0x0B, 0x48, 0x52]))
        b.acl(handle: 0x40, pb: 2, sent: true, CaptureBuilder.l2cap(cid: 0x04, [0x0A, 0x03]))
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 0x03, [7]))
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 0x41, [8]))
        b.h4(4, sent: false, [0x05, 0x04, 0x00, 0x40, 0x00, 0x13])
        return b.data
    }

    /// Without `.channelEvents` the PDUs of channels no layer reads make no event and are still counted.
    @Test func unreadChannelsMakeNoEventUnlessWanted() throws {
        let path = temporaryFile(Self.unreadChannels())
        defer { unlink(path) }
        func run(_ demand: Pipeline.EventDemand) throws -> (l2cap: Int, events: Int, statistics: Pipeline.Statistics) {
            var pipeline = Pipeline(depth: .att)
            pipeline.demand = demand
            var l2cap = 0, events = 0
            pipeline.run(try CaptureFile.open(path)) {
                events += 1
                if case .l2cap = $0.payload { l2cap += 1 }
            }
            return (l2cap, events, pipeline.statistics)
        }
        let all = try run(.all)
        var without = Pipeline.EventDemand.all
        without.remove(.channelEvents)
        let fewer = try run(without)
        #expect(all.l2cap == 4)
        #expect(fewer.l2cap == 0)
        #expect(fewer.events == all.events - 4)
        #expect(fewer.statistics == all.statistics)
        #expect(all.statistics.l2capPDUs == 7)
        #expect(try run(.summary).l2cap == 0)
    }

    /// `analyze` (text and JSON, full and summary) tells the same story without those events, for the bundled
    /// captures and the synthetic one.
    @Test func analyzeTellsTheSameStoryWithoutUnreadChannels() throws {
        let root = StraightLineTests.root + "/Captures/"
        var files = ["heart-rate-strap.btsnoop", "gatt-procedures.btsnoop", "hrm-app-android.btsnoop",
                     "heart-rate-strap-ll.pcap", "hrm-app-ios.pklg", "heart-rate-strap-bugreport.zip"].map { root + $0 }
        let synthetic = temporaryFile(Self.unreadChannels())
        defer { unlink(synthetic) }
        files.append(synthetic)
        for file in files {
            for json in [false, true] {
                for summary in [false, true] {
                    func render(channels: Bool) throws -> String {
                        var pipeline = Pipeline(depth: .att)
                        TimeText.clock = pipeline.clock
                        pipeline.describeValues = !json && !summary
                        pipeline.demand = summary ? .summary : .all
                        if channels { pipeline.demand.insert(.channelEvents) } else { pipeline.demand.remove(.channelEvents) }
                        pipeline.valueFields = json
                        var sink = ByteSink(capacity: 1 << 16)
                        if json {
                            let renderer = JSONAnalyzeRenderer(foldNotifications: summary)
                            pipeline.run(try CaptureFile.open(file)) { renderer.render($0, into: &sink) }
                            renderer.finish(into: &sink)
                        } else {
                            let renderer = TextAnalyzeRenderer(foldNotifications: summary, api: nil, color: false)
                            pipeline.run(try CaptureFile.open(file)) { renderer.render($0, into: &sink) }
                            renderer.finish(into: &sink)
                        }
                        return sink.string
                    }
                    let with = try render(channels: true)
                    #expect(!with.isEmpty)
                    #expect(with == (try render(channels: false)), "\(file) json \(json) summary \(summary)")
                }
            }
        }
    }

    /// An event's advertising reports, legacy (Core Vol 4 Part E §7.7.65.2) and extended (§7.7.65.13), two of
    /// them, and every cut of them: the reports that parse are the whole event's first reports, up to the first
    /// report cut short.
    @Test func advertisingReportsOfACutEvent() throws {
        let legacy = bytes("""
            3e 29 02 02 00 01 c1 c2 c3 c4 c5 d6 0c 02 01 06 08 09 48 52 4d 2d 50 72 6f c4
            04 00 11 22 33 44 55 66 07 06 08 50 6f 6c 61 72 b0
            """)
        let extendedOne: [UInt8] = [0x13, 0x00, 0x01, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0xF6, 0x01, 0x00, 0xFF, 0x7F, 0xC9,
                                    0, 0, 0, 0, 0, 0, 0, 0, 0, 0x03, 0x02, 0x01, 0x06]
        var extended: [UInt8] = [0x3E, 0x00, 0x0D, 0x02] + extendedOne + extendedOne.map { $0 ^ 0x10 }.prefix(23) + [0x01, 0x2A]
        extended[1] = UInt8(extended.count - 2)
        for (vector, expected) in [(legacy, 2), (extended, 2)] {
            func reports(_ body: [UInt8]) -> [String]? {
                body.withBytes { b -> [String]? in
                    guard let e = HCIEvent(b), case .advertisingReports(let r) = e.detail else { return nil }
                    let walked = r.map { "\($0.address) \($0.addressType.name) \($0.eventType) \($0.rssi) \($0.data.hex)" }
                    #expect(walked.count == r.count)
                    #expect(r.isEmpty == walked.isEmpty)
                    return walked
                }
            }
            let whole = try #require(reports(vector))
            #expect(whole.count == expected)
            var seen = Set<Int>()
            for n in 5 ... vector.count {
                let cut = try #require(reports(Array(vector.prefix(n))))
                #expect(Array(whole.prefix(cut.count)) == cut)
                seen.insert(cut.count)
            }
            #expect(seen == [0, 1, 2])
        }
    }

    /// Scan lines written from their parts equal the String ones (`ScanText.started`, `stopped`) when the same
    /// controller filter runs scan after scan (its words are kept, `ScanText.FilterWords`), when a condition is
    /// added, and when the filter is cleared; with intervals that are not whole milliseconds (Core Vol 4 Part E
    /// §7.8.10: units of 0.625 ms), with one APCF frame and with several, and in the bundled Android capture.
    @Test func scanLinesWithRepeatedControllerFilters() throws {
        var b = CaptureBuilder(.btsnoopH4)
        // LE Set Scan Parameters: active, interval 0x1999 (4095.625 ms), window 0x0013 (11.875 ms).
        ScanTrackerTests.command(&b, 0x200B, [0x01, 0x99, 0x19, 0x13, 0x00, 0x00, 0x00])
        ScanTrackerTests.command(&b, 0xFD57, [0x00, 0x01])
        ScanTrackerTests.command(&b, 0xFD57, [0x03, 0x00, 0x01, 0x0D, 0x18, 0xFF, 0xFF])
        for _ in 0 ..< 3 {
            ScanTrackerTests.command(&b, 0x200C, [0x01, 0x00])
            ScanTrackerTests.report(&b, eventType: 0, rssi: -60, [0x02, 0x01, 0x06, 0x04, 0x09, 0x48, 0x52, 0x4D])
            ScanTrackerTests.command(&b, 0x200C, [0x00, 0x00])
        }
        ScanTrackerTests.command(&b, 0xFD57, [0x03, 0x00, 0x02, 0x0F, 0x18, 0xFF, 0xFF])
        ScanTrackerTests.command(&b, 0x200B, [0x00, 0x40, 0x00, 0x30, 0x00, 0x00, 0x00])
        for _ in 0 ..< 2 {
            ScanTrackerTests.command(&b, 0x200C, [0x01, 0x01])
            ScanTrackerTests.command(&b, 0x200C, [0x00, 0x00])
        }
        ScanTrackerTests.command(&b, 0xFD57, [0x01, 0x02, 0x00])
        ScanTrackerTests.command(&b, 0x200C, [0x01, 0x00])
        let synthetic = temporaryFile(b.data)
        defer { unlink(synthetic) }
        func render(_ path: String, straight: Bool) throws -> String {
            var pipeline = Pipeline(depth: .att)
            TimeText.clock = pipeline.clock
            let renderer = TextAnalyzeRenderer(foldNotifications: true, api: .android, color: false)
            renderer.straightLines = straight
            var sink = ByteSink(capacity: 1 << 16)
            pipeline.run(try CaptureFile.open(path)) { renderer.render($0, into: &sink) }
            renderer.finish(into: &sink)
            return sink.string
        }
        for path in [synthetic, StraightLineTests.root + "/Captures/hrm-app-android.btsnoop"] {
            let straight = try render(path, straight: true)
            #expect(straight == (try render(path, straight: false)))
            #expect(straight.contains("controller filter (Android LE APCF #"))
        }
        let lines = try render(synthetic, straight: true).split(separator: "\n").filter { $0.contains("scan started") }
        #expect(lines.count == 6)
        #expect(lines.filter { $0.hasSuffix("service UUID 180D (Heart Rate)  [BluetoothLeScanner.startScan(filters, settings, callback) → onScanResult]") }.count == 3)
        #expect(lines.filter { $0.contains("service UUID 180D (Heart Rate) or service UUID 180F (Battery Service)") }.count == 2)
        #expect(lines[0].contains("interval 4095.625 ms, window 11.875 ms"))
        #expect(!lines[5].contains("controller filter"))
    }

    /// A scan whose reports name the advertiser (legacy reports, Core Vol 4 Part E §7.7.65.2, and an extended one,
    /// §7.7.65.13), stopped, then a connection to that advertiser (LE Connection Complete, §7.7.65.1) whose header
    /// takes the advertised name and whose story tells what it advertised.
    static func scanThenConnection() -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        ScanTrackerTests.command(&b, 0x200B, [0x01, 0xE0, 0x01, 0x30, 0x00, 0x01, 0x00])
        ScanTrackerTests.command(&b, 0x200C, [0x01, 0x00])
        ScanTrackerTests.report(&b, eventType: 0, rssi: -60, [0x02, 0x01, 0x06, 0x03, 0x03, 0x0D, 0x18])
        ScanTrackerTests.report(&b, eventType: 4, rssi: -58, [0x05, 0x09] + Array("Hrs1".utf8))
        ScanTrackerTests.report(&b, eventType: 0, rssi: -61, [0x02, 0x01, 0x06, 0x03, 0x03, 0x0D, 0x18])
        // Extended: Event_Type 0x13 (legacy ADV_IND), public 11:22:33:44:55:66, RSSI -70, data: name "Ext".
        let extended: [UInt8] = [0x0D, 0x01, 0x13, 0x00, 0x00, 0x66, 0x55, 0x44, 0x33, 0x22, 0x11, 0x01, 0x00, 0xFF,
                                 0x7F, 0xBA, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x05, 0x04, 0x09] + Array("Ext".utf8)
        b.h4(4, sent: false, [0x3E, UInt8(extended.count)] + extended)
        ScanTrackerTests.command(&b, 0x200C, [0x00, 0x00])
        b.h4(4, sent: false, bytes("3e 13 01 00 40 00 00 01 01 3a 7f 33 2c f1 18 00 00 00 f4 01 05"))
        b.acl(handle: 0x40, pb: 2, sent: true, CaptureBuilder.l2cap(cid: 0x04, [0x0A, 0x03, 0x00]))
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 0x04, [0x0B, 0x48, 0x52]))
        b.h4(4, sent: false, [0x05, 0x04, 0x00, 0x40, 0x00, 0x13])
        return b.data
    }

    /// `analyze` (text and JSON, full and summary) tells the same story when the pipeline hands the advertising
    /// reports to the renderer's scan tracker (`Pipeline.scans`) instead of making events of them, for the bundled
    /// captures and the synthetic one; and then no advertising event reaches the renderer.
    @Test func scansFedInPlaceTellTheSameStory() throws {
        let root = StraightLineTests.root + "/Captures/"
        var files = ["heart-rate-strap.btsnoop", "hrm-app-android.btsnoop", "hrm-app-ios.pklg",
                     "heart-rate-strap-bugreport.zip", "polar-h7.btsnoop"].map { root + $0 }
        let synthetic = temporaryFile(Self.scanThenConnection())
        defer { unlink(synthetic) }
        files.append(synthetic)
        for file in files {
            for json in [false, true] {
                for summary in [false, true] {
                    func render(inPlace: Bool) throws -> (text: String, advertisingEvents: Int) {
                        var pipeline = Pipeline(depth: .att)
                        TimeText.clock = pipeline.clock
                        pipeline.describeValues = !json && !summary
                        pipeline.demand = summary ? .summary : .all
                        pipeline.valueFields = json
                        var sink = ByteSink(capacity: 1 << 16)
                        var advertising = 0
                        func count(_ e: Event) {
                            if case .event(let h, _, _) = e.payload, case .advertisingReports = h.detail { advertising += 1 }
                        }
                        if json {
                            let renderer = JSONAnalyzeRenderer(foldNotifications: summary)
                            if inPlace { pipeline.scans = renderer.scans.shared }
                            pipeline.run(try CaptureFile.open(file)) { count($0); renderer.render($0, into: &sink) }
                            renderer.finish(into: &sink)
                        } else {
                            let renderer = TextAnalyzeRenderer(foldNotifications: summary, api: nil, color: false)
                            if inPlace { pipeline.scans = renderer.scans }
                            pipeline.run(try CaptureFile.open(file)) { count($0); renderer.render($0, into: &sink) }
                            renderer.finish(into: &sink)
                        }
                        return (sink.string, advertising)
                    }
                    let events = try render(inPlace: false)
                    let inPlace = try render(inPlace: true)
                    #expect(events.advertisingEvents > 0, "\(file)")
                    #expect(inPlace.advertisingEvents == 0, "\(file)")
                    #expect(events.text == inPlace.text, "\(file) json \(json) summary \(summary)")
                    if file == synthetic {
                        // What the reports said is told: the scan's count, the advertiser's name and reports.
                        #expect(inPlace.text.contains(json ? "\"reports\":4" : "4 advertising reports from 2 devices"),
                                "json \(json)")
                        #expect(inPlace.text.contains("Hrs1"))
                        #expect(inPlace.text.contains("Ext"))
                    }
                }
            }
        }
    }

    /// A loop over a capture keeps one record value (`CaptureReader.next(into:diagnostics:)`): the btsnoop reader
    /// gives, into it, the records and diagnostics it gives one by one, also for a file cut inside a record and
    /// one cut inside a record header, and the bytes a record kept stay what they were after the next read.
    @Test func recordsReadIntoOneValue() throws {
        var b = CaptureBuilder(.btsnoopH4)
        for k in 0 ..< 300 { ScanTrackerTests.report(&b, eventType: 0, rssi: Int8(-k % 100), [0x02, 0x01, UInt8(k % 256)]) }
        let whole = b.data
        var files = [whole, Array(whole.dropLast(3)), Array(whole.dropLast(whole.count - 16 - 3 * 37 - 10))]
        files.append(try Array(Data(contentsOf: URL(fileURLWithPath: StraightLineTests.root + "/Captures/hrm-app-android.btsnoop"))))
        for data in files {
            func read(into: Bool) throws -> (records: [String], diagnostics: [String]) {
                let path = temporaryFile(data)
                defer { unlink(path) }
                let reader = try CaptureFile.open(path)
                #expect(reader is BtsnoopReader)
                var diagnostics: [Diagnostic] = []
                var records: [String] = []
                var kept: [(Bytes, [UInt8])] = []
                func describe(_ r: CaptureRecord) -> String {
                    "\(r.frame) \(r.time.microseconds) \(r.framing) \(r.originalLength) \(r.bytes.hex)"
                }
                if into {
                    var record = CaptureRecord(frame: 0, time: Timestamp(microseconds: 0), framing: .h4(direction: .unknown),
                                               bytes: .empty, originalLength: 0)
                    while reader.next(into: &record, diagnostics: &diagnostics) {
                        records.append(describe(record))
                        if record.frame % 7 == 0 { kept.append((record.bytes, record.bytes.array)) }
                    }
                } else {
                    while let record = reader.next(diagnostics: &diagnostics) { records.append(describe(record)) }
                }
                for (bytes, copy) in kept { #expect(bytes.array == copy) }
                return (records, diagnostics.map { "\($0.frame ?? -1) \($0.message)" })
            }
            let one = try read(into: true)
            #expect(one.records.count > 2)
            #expect(one == (try read(into: false)))
        }
    }
}
