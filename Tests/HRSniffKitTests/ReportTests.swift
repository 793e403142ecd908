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
@testable import HRSniffReport

#if canImport(Glibc)
import Glibc
#endif

/// The pieces of `hrsniff report`: bounded sampling, SVG drawing, and the collector.
@Suite struct ReportPartsTests {
    @Test func samplerKeepsEveryPointUntilFull() {
        var s = SeriesSampler(capacity: 8)
        for i in 0 ..< 8 { s.add(x: Double(i), y: Double(i * i)) }
        #expect(s.points.count == 8)
        #expect(s.stride == 1 && !s.isThinned)
        #expect(s.points.map(\.y) == [0, 1, 4, 9, 16, 25, 36, 49])
    }

    @Test func samplerThinsEvenlyAndStaysBounded() {
        var s = SeriesSampler(capacity: 10)
        for i in 0 ..< 1000 { s.add(x: Double(i), y: Double(i)) }
        #expect(s.count == 1000)
        #expect(s.points.count <= 10)
        // Kept: the points whose position is a multiple of the stride, in order.
        #expect(s.points.allSatisfy { Int($0.x) % s.stride == 0 })
        #expect(s.points.count == (999 / s.stride) + 1)
        #expect(s.points.first?.x == 0)
        // Extremes cover every point offered, kept or not.
        #expect(s.minimumY == 0 && s.maximumY == 999)
    }

    @Test func samplerIgnoresNonFiniteValues() {
        var s = SeriesSampler(capacity: 4)
        s.add(x: 0, y: .nan)
        s.add(x: .infinity, y: 1)
        s.add(x: 1, y: 2)
        #expect(s.count == 1 && s.points == [SeriesSampler.Point(x: 1, y: 2)])
    }

    @Test func sparklineBucketsAverageConsecutivePoints() {
        var s = SeriesSampler(capacity: 100)
        for i in 0 ..< 8 { s.add(x: Double(i), y: Double(i)) }
        #expect(s.buckets(4) == [0.5, 2.5, 4.5, 6.5])
        #expect(s.buckets(16) == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7])
        #expect(SeriesSampler().buckets(10).isEmpty)
    }

    @Test func rateHistogramMergesBinsWhenTheCaptureIsLong() {
        var h = RateHistogram(binWidth: 1_000_000, maximumBins: 4)
        for t in [0, 500_000, 1_200_000, 3_900_000] as [Int64] { h.add(offset: t) }
        #expect(h.bins == [2, 1, 0, 1] && h.binWidth == 1_000_000)
        h.add(offset: 4_100_000)
        #expect(h.binWidth == 2_000_000)
        #expect(h.bins == [3, 1, 1])
        #expect(h.total == 5 && h.bins.reduce(0, +) == 5)
        h.add(offset: 100_000_000)
        #expect(h.bins.count <= 4 && h.bins.reduce(0, +) == 6)
    }

    @Test func numbersNeverUseExponents() {
        #expect(SVG.fixed(12.345, 1) == "12.3")
        #expect(SVG.fixed(-0.04, 1) == "0.0")
        #expect(SVG.fixed(-0.25, 2) == "-0.25")
        #expect(SVG.fixed(1e-7, 3) == "0.000")
        #expect(SVG.fixed(1200, 0) == "1200")
        #expect(SVG.fixed(.nan, 2) == "0")
    }

    @Test func ticksAreRoundAndCoverTheRange() {
        let t = SVG.ticks(61, 94, count: 4)
        #expect(t.step == 10 && t.low == 60 && t.high == 100)
        #expect(t.values == [60, 70, 80, 90, 100])
        let flat = SVG.ticks(5, 5)
        #expect(flat.low < 5 && flat.high > 5)
        #expect(SVG.label(0.0049, step: 0.0005) == "0.0049")
        #expect(SVG.label(80, step: 10) == "80")
    }

    @Test func textIsEscaped() {
        #expect(SVG.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;")
        #expect(SVG.escape("bell\u{07}") == "bell\u{FFFD}")
    }

    @Test func lineChartDrawsEveryPointItIsGiven() {
        let points = (0 ..< 5).map { SeriesSampler.Point(x: Double($0), y: Double(60 + $0)) }
        let svg = SVG.lineChart(title: "t<", xLabel: "s", yLabel: "bpm", points: points, shaded: [1 ... 2])
        #expect(svg.contains("data-points=\"5\""))
        #expect(ReportPage.polylinePoints(svg) == 5)
        #expect(svg.components(separatedBy: "<circle").count - 1 == 5)
        #expect(svg.contains("data-shaded=\"1\""))
        #expect(svg.contains("<title>t&lt;</title>"))
    }

    /// SD1 and SD2 of the Poincaré plot: the sample standard deviations of (RRₙ₊₁ − RRₙ)/√2 and (RRₙ₊₁ + RRₙ)/√2.
    /// For 800, 810, 790, 820 ms the differences are 10, −20, 30 (SD 25.166) and the sums 1610, 1600, 1610
    /// (SD 5.7735).
    @Test func poincareDescriptors() throws {
        var collector = ReportCollector()
        let start = Timestamp(microseconds: 0)
        let info = ConnectionInfo(id: 1, adapter: 0, handle: 0x40, startFrame: 1, startTime: start, connectedBeforeCapture: true)
        collector.add(Event(frame: 1, time: start, adapter: 0, payload: .connectionFound(info)))
        let ref = AttributeRef(handle: 0x0E, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A37), source: .discovered)
        // Two measurements: two intervals each.
        for (i, pair) in [[800.0, 810], [790.0, 820]].enumerated() {
            let t = Timestamp(microseconds: Int64(i + 1) * 1_000_000)
            let decoded = DecodedValue(fields: [DecodedField("rr_intervals_ms", .array(pair.map { .double($0) }), unit: "ms")], summary: "")
            let p = DecodedProcedure(GATTProcedure(kind: .notification(ref, value: .empty), connection: 1, firstFrame: i + 2,
                                                   firstTime: t, frame: i + 2, time: t, direction: .received),
                                     decoded: decoded)
            collector.add(Event(frame: i + 2, time: t, adapter: 0, payload: .gatt(p)))
        }
        let rr = try #require(collector.connections.first?.series.values.first { $0.isRR })
        #expect(rr.sampler.points.map(\.y) == [800, 810, 790, 820])
        #expect(rr.sampler.points.map(\.x) == [1, 2, 3, 4])
        #expect(rr.poincare.points == [.init(x: 800, y: 810), .init(x: 810, y: 790), .init(x: 790, y: 820)])
        let sd1 = try #require(rr.across.standardDeviation)
        let sd2 = try #require(rr.along.standardDeviation)
        #expect(abs(sd1 - 25.1661 / 2.0.squareRoot()) < 1e-3)
        #expect(abs(sd2 - 5.7735 / 2.0.squareRoot()) < 1e-3)
    }

    /// Notifications far beyond the chart limit: the chart keeps at most `pointsPerSeries`, the count stays exact.
    @Test func collectorThinsLongSeries() throws {
        var collector = ReportCollector()
        let start = Timestamp(microseconds: 1_000_000)
        let info = ConnectionInfo(id: 1, adapter: 0, handle: 0x40, startFrame: 1, startTime: start,
                                  connectedBeforeCapture: true)
        collector.add(Event(frame: 1, time: start, adapter: 0, payload: .connectionFound(info)))
        let ref = AttributeRef(handle: 0x0E, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A37), source: .discovered)
        let total = ReportCollector.pointsPerSeries * 3 + 7
        for i in 0 ..< total {
            let t = Timestamp(microseconds: start.microseconds + Int64(i) * 1_000_000)
            let decoded = DecodedValue(fields: [
                DecodedField("bpm", .int(Int64(60 + i % 40)), unit: "bpm"),
                DecodedField("sensor_contact", .string(i % 1000 < 10 ? "not_detected" : "detected")),
                DecodedField("rr_intervals_ms", .array([.double(800 + Double(i % 7))]), unit: "ms"),
            ], summary: "")
            let p = DecodedProcedure(GATTProcedure(kind: .notification(ref, value: .empty), connection: 1, firstFrame: i + 2,
                                                   firstTime: t, frame: i + 2, time: t, direction: .received),
                                     decoded: decoded)
            collector.add(Event(frame: i + 2, time: t, adapter: 0, payload: .gatt(p)))
        }
        let conn = try #require(collector.connections.first)
        let bpm = try #require(conn.series.values.first { $0.key == "bpm" })
        // 7 periods without contact: 6 of 10 measurements, the last one of 7.
        let withoutContact = (0 ..< total).filter { $0 % 1000 < 10 }.count
        #expect(withoutContact == 67)
        #expect(bpm.sampler.count == total - withoutContact)
        #expect(bpm.sampler.points.count <= ReportCollector.pointsPerSeries)
        #expect(bpm.sampler.isThinned)
        let rr = try #require(conn.series.values.first { $0.isRR })
        #expect(rr.sampler.count == total)
        // A pair per consecutive RR, except into a measurement without contact (as HRV counts them): the
        // first measurement has no predecessor anyway.
        #expect(rr.poincare.count == total - 1 - (withoutContact - 1))
        #expect(conn.contactLoss.values.first?.count == 7)
        #expect(conn.rate.total == total)
        #expect(conn.gaps.values.first?.longest.count == ReportCollector.gapsPerAttribute)
    }
}

/// Reading the charts back out of a report page.
enum ReportPage {
    struct Chart {
        var attributes: [String: String]
        var body: String
        var points: Int { Int(attributes["points"] ?? "") ?? -1 }
    }

    /// Every `<svg>` element of the page with its data attributes.
    static func charts(_ html: String) -> [Chart] {
        var charts: [Chart] = []
        var rest = html[...]
        while let open = rest.range(of: "<svg "), let close = rest[open.upperBound...].range(of: "</svg>") {
            let element = rest[open.upperBound ..< close.lowerBound]
            let tagEnd = element.firstIndex(of: ">") ?? element.endIndex
            var attributes: [String: String] = [:]
            var head = element[..<tagEnd]
            while let d = head.range(of: "data-") {
                let afterName = head[d.upperBound...]
                guard let eq = afterName.firstIndex(of: "="), afterName[afterName.index(after: eq)...].first == "\"" else { break }
                let valueStart = afterName.index(eq, offsetBy: 2)
                guard let quote = afterName[valueStart...].firstIndex(of: "\"") else { break }
                attributes[String(afterName[..<eq])] = String(afterName[valueStart ..< quote])
                head = afterName[afterName.index(after: quote)...]
            }
            charts.append(Chart(attributes: attributes, body: String(element[tagEnd...])))
            rest = rest[close.upperBound...]
        }
        return charts
    }

    /// Points the chart's line draws (0 without one): the coordinate pairs of its polyline, or the `M`, `L` and
    /// `V` commands of its path (a step's `H` only carries the line to the next point's time).
    static func polylinePoints(_ svg: String) -> Int {
        if let r = svg.range(of: "<path class=\"series\""), let d = svg[r.upperBound...].range(of: " d=\""),
           let end = svg[d.upperBound...].firstIndex(of: "\"") {
            return svg[d.upperBound ..< end].split(separator: " ").filter { $0.first.map { "MLV".contains($0) } ?? false }.count
        }
        guard let r = svg.range(of: "<polyline class=\"series\" points=\""),
              let end = svg[r.upperBound...].firstIndex(of: "\"") else { return 0 }
        return svg[r.upperBound ..< end].split(separator: " ").filter { $0.contains(",") }.count
    }

    /// The data attribute `name` of the first element that has it in `svg`.
    static func dataAttribute(_ name: String, in svg: String) -> String? {
        guard let r = svg.range(of: "data-\(name)=\""), let end = svg[r.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(svg[r.upperBound ..< end])
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// What the charts of `html` should hold for `capture`, from the pipeline's own per-connection statistics:
    /// a chart per numeric series with two values or more holding every value, a tachogram and a Poincaré plot per
    /// RR series, contact-loss periods shaded, the notification count, one timeline mark per listed entry.
    static func problems(_ html: String, capture: String) throws -> [String] {
        let reader = try CaptureFile.open(capture)
        var pipeline = Pipeline(depth: .att)
        var summaries: [(ConnectionInfo, GATTSummary)] = []
        pipeline.run(reader) { event in
            if case .connectionEnd(let info, let summary) = event.payload { summaries.append((info, summary)) }
        }
        let charts = Self.charts(html)
        var problems: [String] = []
        var matched = 0
        for (info, summary) in summaries.prefix(ReportCollector.maximumConnections) {
            let mine = charts.filter { $0.attributes["connection"] == "\(info.id)" }
            let notified = summary.activity.values.reduce(0) { $0 + $1.notifications + $1.indications }
            if notified > 0 {
                let rate = mine.filter { $0.attributes["chart"] == "rate" }
                if rate.count != 1 || rate.first?.attributes["count"] != "\(notified)" {
                    problems.append("#\(info.id): rate chart \(rate.map(\.attributes)) for \(notified) notifications")
                }
            }
            for a in summary.activity.values {
                let server = a.onCapturedDevice ? "this_device" : "peer"
                let ofAttribute = mine.filter {
                    $0.attributes["handle"] == "\(a.attribute.handle)" && $0.attributes["server"] == server
                }
                for (key, series) in a.series where series.count >= 2 {
                    let isRR = key == "rr_intervals_ms"
                    let kind = isRR ? "tachogram" : key == "bpm" ? "heart-rate" : "series"
                    let found = ofAttribute.filter { $0.attributes["series"] == key && $0.attributes["chart"] == kind }
                    guard found.count == 1, let chart = found.first else {
                        problems.append("#\(info.id) 0x\(String(a.attribute.handle, radix: 16)) \(key): \(found.count) \(kind) charts")
                        continue
                    }
                    matched += 1
                    let expected = min(series.count, ReportCollector.pointsPerSeries)
                    if chart.attributes["count"] != "\(series.count)" || chart.points != expected && series.count <= ReportCollector.pointsPerSeries
                        || chart.points > ReportCollector.pointsPerSeries || polylinePoints(chart.body) != chart.points {
                        problems.append("#\(info.id) \(key): count \(chart.attributes["count"] ?? "?"), \(chart.points) points "
                            + "(\(polylinePoints(chart.body)) drawn), statistics count \(series.count)")
                    }
                    if key == "bpm" {
                        let shaded = chart.body.range(of: "data-shaded=\"")
                            .flatMap { Int(chart.body[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
                        if shaded != a.contactLostPeriods {
                            problems.append("#\(info.id) bpm: \(shaded) shaded periods, \(a.contactLostPeriods) contact-loss periods")
                        }
                    }
                    if isRR, let hrv = a.hrv {
                        let poincare = ofAttribute.filter { $0.attributes["chart"] == "poincare" }
                        let dots = poincare.first.map { count("<circle", in: $0.body) } ?? -1
                        if poincare.count != 1 || poincare.first?.attributes["count"] != "\(hrv.successiveDifferences)"
                            || dots != min(hrv.successiveDifferences, ReportCollector.pointsPerSeries) && hrv.successiveDifferences <= ReportCollector.pointsPerSeries {
                            problems.append("#\(info.id) Poincaré: \(poincare.map(\.attributes)), \(dots) dots, "
                                + "\(hrv.successiveDifferences) successive differences")
                        }
                    }
                }
            }
            // Timeline marks: one per listed entry.
            if let timeline = mine.first(where: { $0.attributes["chart"] == "timeline" }) {
                let marks = timeline.body.components(separatedBy: "<g class=\"marks\">").last ?? ""
                if count("<rect class=\"", in: marks) != timeline.points || count("<tr class=", in: html) < timeline.points {
                    problems.append("#\(info.id): timeline marks")
                }
            }
        }
        if matched == 0 && summaries.contains(where: { $0.1.activity.values.contains { $0.series.values.contains { $0.count >= 2 } } }) {
            problems.append("no chart matched")
        }
        return problems
    }
}

/// `hrsniff report` end to end: the page of every capture holds the expected charts, the file is private, and
/// headless Chromium renders each bundled session without a console message.
@Suite(.serialized) struct ReportTests {
    static let folder: URL = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("hrsniff-report-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static func report(_ captures: [String], name: String) throws -> (path: String, html: String) {
        let path = folder.appendingPathComponent(name + ".html").path
        let result = try HRSniffBinary.run(["report"] + captures + ["-o", path])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        return (path, (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    }

    @Test(arguments: CaptureFiles.bundled.map(CaptureFiles.name))
    func chartsHoldEveryValue(_ name: String) throws {
        let capture = CaptureFiles.projectRoot.appendingPathComponent("Captures/\(name)").path
        let (_, html) = try Self.report([capture], name: name)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let problems = try ReportPage.problems(html, capture: capture)
        #expect(problems.isEmpty, "\(problems)")
        // Self-contained: nothing to fetch.
        for needle in ["<script", "<link", "src=\"http", "href=\"http", "@import", "url("] {
            #expect(!html.contains(needle), "\(name) contains \(needle)")
        }
    }

    @Test func heartRateStrapCharts() throws {
        let capture = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path
        let (_, html) = try Self.report([capture], name: "strap-charts")
        let charts = ReportPage.charts(html)
        let heartRate = charts.filter { $0.attributes["chart"] == "heart-rate" }
        #expect(heartRate.count == 1)
        // 120 measurements, 5 of them without skin contact (not drawn, shaded as one period).
        #expect(heartRate.first?.points == 115)
        #expect(heartRate.first.map { ReportPage.count("<rect x=", in: $0.body.components(separatedBy: "class=\"shade\"").last ?? "") } == 1)
        #expect(charts.first { $0.attributes["chart"] == "tachogram" }?.points == 160)
        #expect(charts.first { $0.attributes["chart"] == "poincare" }?.points == 158)
        #expect(html.contains("<dt>SDNN</dt><dd>73.5 ms</dd>"))
        #expect(html.contains("<dt>RMSSD</dt><dd>9.9 ms</dd>"))
        #expect(html.contains("Kestrel Pulse Instruments Ltd"))
        #expect(html.contains("Connection Terminated By Local Host (0x16)"))
    }

    @Test func secondCaptureAddsTheDiff() throws {
        let root = CaptureFiles.projectRoot.appendingPathComponent("Captures").path
        let (_, html) = try Self.report([root + "/firmware-before.btsnoop", root + "/firmware-after.btsnoop"], name: "firmware-diff")
        #expect(html.contains("Differences between A and B"))
        #expect(html.contains("7 differences, 47 the same."))
        #expect(html.contains("<td>&quot;2.4.17&quot;</td><td>&quot;2.5.0&quot;</td>"))
        #expect(html.contains("<h2>A: firmware-before.btsnoop</h2>") && html.contains("<h2>B: firmware-after.btsnoop</h2>"))
    }

    @Test func reportIsPrivateEvenWhenTheFileExisted() throws {
        let path = Self.folder.appendingPathComponent("private.html").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        let capture = CaptureFiles.projectRoot.appendingPathComponent("Captures/thermometer.btsnoop").path
        let refused = try HRSniffBinary.run(["report", capture, "-o", path])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("\(path): the file exists; give --force to replace it"))
        #expect(CaptureFiles.read(path) == Array("old".utf8))
        let result = try HRSniffBinary.run(["report", "--force", capture, "-o", path])
        #expect(result.status == 0)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let fresh = Self.folder.appendingPathComponent("fresh.html").path
        _ = try HRSniffBinary.run(["report", capture, "-o", fresh])
        #expect(stat(fresh, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func unwritableOutputAndBadArguments() throws {
        let capture = CaptureFiles.projectRoot.appendingPathComponent("Captures/thermometer.btsnoop").path
        let result = try HRSniffBinary.run(["report", capture, "-o", "/nonexistent-folder/r.html"])
        #expect(result.status == 73)
        #expect(result.stderr.contains("/nonexistent-folder/r.html: cannot create (No such file or directory)"))
        #expect(try HRSniffBinary.run(["report", capture]).status == 64)
        #expect(try HRSniffBinary.run(["report", capture, capture, capture, "-o", "x.html"]).status == 64)
        let missing = try HRSniffBinary.run(["report", "/nonexistent.btsnoop", "-o", Self.folder.appendingPathComponent("m.html").path])
        #expect(missing.status == 2)
        // The report never overwrites the capture it reads.
        let original = CaptureFiles.read(capture)
        let copy = temporaryFile(original, suffix: ".btsnoop")
        defer { unlink(copy) }
        let overwrite = try HRSniffBinary.run(["report", copy, "-o", copy])
        #expect(overwrite.status == 64 && overwrite.stderr.contains("is the capture itself"))
        #expect(CaptureFiles.read(copy) == original)
    }

    /// Timestamps of a damaged capture can be anything: a connection that ends before it begins, times whose
    /// differences overflow 64 bits. The report is still written.
    @Test func wildTimestampsStillGiveAPage() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 4, [0x1B, 0x0E, 0x00, 0x16, 0x46]))
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 4, [0x1B, 0x0E, 0x00, 0x16, 0x47]))
        b.disconnectionComplete(handle: 0x40)
        // Raw btsnoop times: just above the lowest that does not overflow, the highest, zero, the highest again.
        let raw: [UInt64] = [0x8000_0000_0000_0000 &+ UInt64(BtsnoopReader.epochOffset) &+ 1, .max >> 1, 0, .max >> 1]
        var offset = 16, index = 0
        while offset + 24 <= b.data.count, index < raw.count {
            let included = Int(b.data[offset + 4]) << 24 | Int(b.data[offset + 5]) << 16 | Int(b.data[offset + 6]) << 8 | Int(b.data[offset + 7])
            for k in 0 ..< 8 { b.data[offset + 16 + k] = UInt8(truncatingIfNeeded: raw[index] >> (56 - 8 * UInt64(k))) }
            offset += 24 + included
            index += 1
        }
        #expect(index == raw.count)
        let capture = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(capture) }
        let (_, html) = try Self.report([capture], name: "wild-times")
        #expect(html.contains("Connection #1") && html.hasSuffix("</html>\n"))
    }

    /// The shared real captures: every readable one gives a page whose charts hold every value.
    @Test func corpusReports() throws {
        let captures = CaptureFiles.shared.filter(CaptureFiles.isReadableHCI)
        for capture in captures {
            let name = CaptureFiles.name(capture)
            let (_, html) = try Self.report([capture], name: "corpus-" + name)
            let problems = try ReportPage.problems(html, capture: capture)
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    /// Headless Chromium (Debian's `chromium`) renders the report of every bundled session and of the firmware
    /// diff: a PNG each, no console message, and the DOM it parsed holds the same chart points. A page with a
    /// script error must fail the same check, so the check is known to see errors.
    @Test(.enabled(if: available("chromium"), "chromium is not installed"))
    func rendersInHeadlessChromium() throws {
        var pages: [(path: String, html: String)] = []
        for capture in CaptureFiles.bundled {
            pages.append(try Self.report([capture], name: "page-" + CaptureFiles.name(capture)))
        }
        let root = CaptureFiles.projectRoot.appendingPathComponent("Captures").path
        pages.append(try Self.report([root + "/firmware-before.btsnoop", root + "/firmware-after.btsnoop"], name: "page-diff"))
        let out = Self.folder.appendingPathComponent("png").path
        let script = CaptureFiles.projectRoot.appendingPathComponent("scripts/render-report.sh").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script, out] + pages.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log)")
        #expect(log.contains("report pages: \(pages.count) rendered, 0 with problems"), "\(log)")
        for page in pages {
            let name = URL(fileURLWithPath: page.path).deletingPathExtension().lastPathComponent
            let png = FileManager.default.contents(atPath: out + "/\(name).png") ?? Data()
            #expect(png.count > 10_000 && png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(name).png")
            let dom = (try? String(contentsOfFile: out + "/\(name).dom.html", encoding: .utf8)) ?? ""
            let expected = ReportPage.charts(page.html).map { [$0.attributes["chart"] ?? "", "\($0.points)", "\(ReportPage.polylinePoints($0.body))"] }
            let parsed = ReportPage.charts(dom).map { [$0.attributes["chart"] ?? "", "\($0.points)", "\(ReportPage.polylinePoints($0.body))"] }
            #expect(!expected.isEmpty && parsed == expected, "\(name): the browser's DOM holds other charts")
        }

        let broken = Self.folder.appendingPathComponent("broken.html").path
        try "<!DOCTYPE html><html><body><script>console.error('seen'); missing();</script></body></html>"
            .write(toFile: broken, atomically: true, encoding: .utf8)
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/bin/bash")
        check.arguments = [script, out, broken]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 1)
    }
}
