import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffReport
@testable import hrsniff

#if canImport(Glibc)
import Glibc
#endif

/// The report's charts as people read them: time axes in m:ss, step lines, lines broken at gaps and across
/// no-contact periods, small ranges drawn small, heart-rate zones, human axis labels.
@Suite struct ReportChartTests {
    static func points(_ xs: [Double], _ y: (Double) -> Double = { 60 + $0 }) -> [SeriesSampler.Point] {
        xs.map { SeriesSampler.Point(x: $0, y: y($0)) }
    }

    @Test func clockTimes() {
        #expect(SVG.clock(0) == "0:00")
        #expect(SVG.clock(75) == "1:15")
        #expect(SVG.clock(600) == "10:00")
        #expect(SVG.clock(3725) == "1:02:05")
        #expect(SVG.clock(-30) == "-0:30")
        #expect(SVG.clock(.nan) == "0:00")
        let t = SVG.timeTicks(0, 127, count: 8)
        #expect(t.step == 30 && t.values == [0, 30, 60, 90, 120, 150])
        #expect(SVG.timeTicks(0, 7200, count: 8).step == 900)
    }

    /// 1 Hz measurements with a 10 s hole and a shaded period: three runs, every point still drawn.
    @Test func lineBreaksAtGapsAndShadedPeriods() {
        let xs: [Double] = [0, 1, 2, 3, 4, 5, 15, 16, 17, 18, 19, 20]
        let svg = SVG.seriesChart(title: "t", xLabel: "x", yLabel: "y", points: Self.points(xs),
                                  breakAfter: SVG.gapLimit(Self.points(xs)), shaded: [17.2 ... 17.8])
        #expect(SVG.gapLimit(Self.points(xs)) == 5)
        #expect(ReportPage.dataAttribute("segments", in: svg) == "3")
        #expect(ReportPage.polylinePoints(svg) == xs.count)
        #expect(svg.contains("data-points=\"12\""))
        // Without the hole and the shade: one line.
        let whole = SVG.seriesChart(title: "t", xLabel: "x", yLabel: "y", points: Self.points(Array(0 ..< 12).map(Double.init)),
                                    breakAfter: 5)
        #expect(ReportPage.dataAttribute("segments", in: whole) == "1")
    }

    /// A step line holds each value until the next point: one horizontal and one vertical move per point.
    @Test func stepLine() {
        let svg = SVG.seriesChart(title: "t", xLabel: "x", yLabel: "y", points: Self.points([0, 30, 60], { $0 < 30 ? 87 : 86 }),
                                  step: true)
        #expect(svg.contains("class=\"chart line step\""))
        #expect(ReportPage.count(" H", in: svg) == 2 && ReportPage.count(" V", in: svg) == 2)
        #expect(ReportPage.polylinePoints(svg) == 3)
        #expect(ChartText.isStepwise(key: "level_percent", points: Self.points([0, 30, 60, 90], { $0 < 30 ? 87 : 86 })))
        #expect(!ChartText.isStepwise(key: "bpm", points: Self.points([0, 30, 60], { _ in 80 })))
        #expect(!ChartText.isStepwise(key: "cumulative_wheel_revolutions", points: Self.points([0, 1, 2, 3])))
    }

    /// A battery that drops from 87 to 86 % is drawn on a 10-point axis inside 0…100, not full height.
    @Test func smallRangesAreDrawnSmall() {
        let svg = SVG.seriesChart(title: "t", xLabel: "x", yLabel: "y", points: Self.points([0, 30, 60], { $0 < 30 ? 87 : 86 }),
                                  minimumSpan: 10, bounds: 0 ... 100)
        // The y tick labels: 80 to 95 at most, never 86.0 … 87.0.
        #expect(svg.contains(">85</text>") && svg.contains(">90</text>"))
        #expect(!svg.contains(">86.5</text>"))
        let top = SVG.seriesChart(title: "t", xLabel: "x", yLabel: "y", points: Self.points([0, 30], { $0 < 30 ? 100 : 99 }),
                                  minimumSpan: 10, bounds: 0 ... 100)
        #expect(top.contains(">90</text>") && top.contains(">100</text>") && !top.contains(">105</text>"))
    }

    /// Zones at 50–60, 60–70, 70–80, 80–90 and 90–100 % of the maximum heart rate, drawn behind the line.
    @Test func heartRateZones() {
        let zones = HTMLReport.zones(maximum: 190)
        #expect(zones.map(\.low) == [95, 114, 133, 152, 171])
        #expect(zones.map(\.high) == [114, 133, 152, 171, 190])
        #expect(zones.first?.label == "very light (50–60 %)" && zones.last?.label == "maximum (90–100 %)")
        let svg = SVG.seriesChart(title: "t", xLabel: "x", yLabel: "y", points: Self.points([0, 1, 2], { _ in 120 }), bands: zones)
        #expect(svg.contains("data-bands=\"5\""))
        #expect(svg.range(of: "class=\"bands\"")!.lowerBound < svg.range(of: "class=\"series\"")!.lowerBound)
    }

    @Test func axisLabelsInWords() {
        #expect(ChartText.axisLabel(key: "level_percent", unit: "%", characteristic: "Battery Level") == "Battery level (%)")
        #expect(ChartText.axisLabel(key: "energy_expended_kj", unit: "kJ", characteristic: "Heart Rate Measurement")
            == "Energy expended (kJ)")
        #expect(ChartText.axisLabel(key: "bpm", unit: "bpm", characteristic: "Heart Rate Measurement") == "Heart rate (bpm)")
        #expect(ChartText.axisLabel(key: "spo2_percent", unit: "%", characteristic: "PLX Continuous Measurement Characteristic")
            == "SpO2 (%)")
        #expect(ChartText.axisLabel(key: "speed_km_h", unit: "km/h", characteristic: "Indoor Bike Data") == "Speed (km/h)")
        #expect(ChartText.axisLabel(key: "temperature (°F)", unit: "°F", characteristic: "Intermediate Temperature")
            == "Temperature (°F)")
        #expect(ChartText.axisLabel(key: "cuff_pressure", unit: "mmHg", characteristic: "Intermediate Cuff Pressure")
            == "Cuff pressure (mmHg)")
        #expect(ChartText.axisLabel(key: "concentration_mmol_l", unit: "mmol/L", characteristic: "Glucose Measurement")
            == "Concentration (mmol/L)")
    }
}

/// The report page: what people came for first, every timeline row, the table folded, and in headless Chromium
/// the page looks as its goldens do.
@Suite(.serialized) struct ReportLayoutTests {
    static var root: String { CaptureFiles.projectRoot.appendingPathComponent("Captures").path }

    static func position(_ needle: String, _ html: String) -> Int {
        html.range(of: needle).map { html.distance(from: html.startIndex, to: $0.lowerBound) } ?? -1
    }

    @Test func summaryFirstThenChartsTimelineAndFoldedTable() throws {
        let path = ReportTests.folder.appendingPathComponent("layout-strap.html").path
        let result = try HRSniffBinary.run(["report", Self.root + "/heart-rate-strap.btsnoop", "-o", path])
        #expect(result.status == 0)
        // report says what it wrote, and how big.
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
        #expect(result.stderr == "hrsniff: wrote \(path) (\(Report.size(size)))\n")
        let html = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let order = ["<h3>Summary</h3>", "<h4>Charts</h4>", "<h4>Timeline</h4>", "<h4>Attribute table</h4>",
                     "<details class=\"gatt\">", "<table class=\"gatt\">"].map { Self.position($0, html) }
        #expect(order.allSatisfy { $0 > 0 } && order == order.sorted(), "\(order)")
        // The summary: mean, minimum and maximum heart rate, HRV, the battery, errors, and a link to the details.
        let glance = String(html[html.range(of: "<table class=\"glance\">")!.lowerBound...].prefix(2000))
        #expect(glance.contains("<b>Heart rate</b> 81.3 bpm <span class=\"range\">(69–94 bpm, 115 values)</span>"))
        #expect(glance.contains("<b>HRV</b> RMSSD 9.9 ms, SDNN 73.5 ms"))
        #expect(glance.contains("<b>Battery level</b> 86.3 %"))
        #expect(glance.contains("<b>Energy expended</b>"))
        #expect(glance.contains("href=\"#c1-1\""))
        // Every timeline row, without a scroll box.
        #expect(!html.contains("<div class=\"scroll\"><table class=\"entries\">"))
        let entries = String(html[(html.range(of: "<table class=\"entries\">")?.lowerBound ?? html.endIndex)...])
        let rows = ReportPage.count("<tr class=", in: entries.components(separatedBy: "</table>").first ?? "")
        let timeline = try #require(ReportPage.charts(html).first { $0.attributes["chart"] == "timeline" })
        #expect(rows == timeline.points && rows > 20)
        // Axis labels in words and an m:ss time axis; the battery as a step line.
        #expect(html.contains(">Battery level (%)</text>") && html.contains(">Energy expended (kJ)</text>"))
        #expect(html.contains(">time since the connection began (m:ss)</text>") && html.contains(">1:30</text>"))
        let battery = try #require(ReportPage.charts(html).first { $0.attributes["series"] == "level_percent" })
        #expect(battery.attributes["line"] == "step")
        // The heart-rate line breaks at the no-contact period.
        let heartRate = try #require(ReportPage.charts(html).first { $0.attributes["chart"] == "heart-rate" })
        #expect(ReportPage.dataAttribute("segments", in: heartRate.body) == "2")
    }

    @Test func diffChangeColumnHasAHeading() throws {
        let (_, html) = try ReportTests.report([Self.root + "/firmware-before.btsnoop", Self.root + "/firmware-after.btsnoop"],
                                               name: "layout-diff")
        #expect(html.contains("<th>section</th><th>change</th><th>what</th><th>A</th><th>B</th>"))
    }

    /// The two sessions whose screenshots are goldens (Tests/HRSniffKitTests/Golden/report-NAME.png).
    static let screenshotted = ["heart-rate-strap.btsnoop", "fitness-machine.btsnoop"]
    /// Goldens are the screenshot reduced 4 times in each direction, in grey.
    static let reduction = 4
    /// A pixel differs when its grey level moves by more than this; a page differs when more than
    /// `maximumDifferingShare` of its pixels do.
    static let tolerance = 24
    static let maximumDifferingShare = 0.01

    /// Headless Chromium, 1280 px wide: each page renders without a console message and looks as its golden does
    /// (`RECORD_GOLDEN=1 swift test --filter ReportLayoutTests` rewrites the goldens: look at them before
    /// committing). The comparison is known to see a different page: the two goldens differ from each other.
    @Test(.enabled(if: available("chromium"), "chromium is not installed"))
    func screenshotsMatchTheirGoldens() throws {
        var pages: [String] = []
        for name in Self.screenshotted {
            pages.append(try ReportTests.report([Self.root + "/" + name], name: "shot-" + name.replacingOccurrences(of: ".", with: "-")).path)
        }
        let out = ReportTests.folder.appendingPathComponent("shots").path
        let script = CaptureFiles.projectRoot.appendingPathComponent("scripts/render-report.sh").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script, out] + pages
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log)")
        #expect(log.contains("report pages: \(pages.count) rendered, 0 with problems"), "\(log)")

        let record = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil
        let goldenFolder = CaptureFiles.projectRoot.appendingPathComponent("Tests/HRSniffKitTests/Golden")
        var goldens: [PNGImage] = []
        for (name, page) in zip(Self.screenshotted, pages) {
            let shot = out + "/" + URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent + ".png"
            let image = try PNGImage(png: Array(FileManager.default.contents(atPath: shot) ?? Data()))
            #expect(image.width == 1280)
            let reduced = image.reduced(by: Self.reduction)
            let golden = goldenFolder.appendingPathComponent("report-\(name.split(separator: ".")[0]).png")
            if record {
                try Data(reduced.png()).write(to: golden)
            }
            let expected = try PNGImage(png: Array(FileManager.default.contents(atPath: golden.path) ?? Data()))
            goldens.append(expected)
            let share = reduced.differingShare(from: expected, tolerance: Self.tolerance)
            #expect(share <= Self.maximumDifferingShare,
                    "\(name): \(String(format: "%.2f", share * 100)) % of the pixels differ from \(golden.lastPathComponent); see \(shot)")
        }
        if goldens.count == 2 {
            #expect(goldens[0].differingShare(from: goldens[1], tolerance: Self.tolerance) > 0.05)
        }
    }

    /// The PNG reader and writer agree, and the reader undoes every filter type.
    @Test func pngRoundTrip() throws {
        let image = PNGImage(width: 5, height: 3, pixels: [0, 10, 20, 250, 255, 1, 2, 3, 4, 5, 200, 100, 50, 25, 12])
        let back = try PNGImage(png: image.png())
        #expect(back == image)
        #expect(image.reduced(by: 2) == PNGImage(width: 2, height: 1, pixels: [3, 69]))
        #expect(image.differingShare(from: back, tolerance: 0) == 0)
        var changed = image
        changed.pixels[0] = 100
        #expect(abs(image.differingShare(from: changed, tolerance: 24) - 1.0 / 15) < 1e-9)
        #expect(throws: PNGImage.Failure.self) { try PNGImage(png: [1, 2, 3]) }
    }
}
