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
}
