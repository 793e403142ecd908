import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// `hrsniff report`: one self-contained HTML page (inline CSS and SVG, no scripts, no fonts, nothing fetched) per
/// capture, or for two captures with their diff first. Built from a `ReportCollector` per capture.
struct HTMLReport {
    struct Session {
        var path: String
        var format: String
        var statistics: Pipeline.Statistics
        var collector: ReportCollector
        /// For the diff of two captures.
        var sessions: [ConnectionSession]
    }

    var version: String

    func render(_ sessions: [Session]) -> String {
        var h = ""
        let title = "hrsniff report: " + sessions.map { CaptureName.of($0.path) }.joined(separator: " vs ")
        h += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
            <meta name="generator" content="hrsniff \(e(version))">
            <title>\(e(title))</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            <header><h1>\(e(title))</h1>
            <p class="note">Made by hrsniff \(e(version)). The page is self-contained: it loads nothing. It may hold \
            personal health data; share it only with people who need it.</p></header>

            """
        if sessions.count == 2 { h += diff(sessions[0], sessions[1]) }
        for (n, s) in sessions.enumerated() { h += capture(s, number: n + 1, of: sessions.count) }
        h += "</body>\n</html>\n"
        return h
    }

    private func e(_ s: String) -> String { SVG.escape(s) }

    // MARK: Capture

    private func capture(_ s: Session, number: Int, of total: Int) -> String {
        let c = s.collector
        let prefix = total > 1 ? (number == 1 ? "A" : "B") : ""
        var h = "<section class=\"capture\" id=\"capture-\(number)\">\n"
        h += "<h2>" + (prefix.isEmpty ? "" : "\(prefix): ") + "\(e(CaptureName.of(s.path)))</h2>\n<dl class=\"facts\">"
        h += fact("format", s.format)
        h += fact("records", "\(s.statistics.records)")
        h += fact("connections", "\(s.statistics.connections)")
        h += fact("ATT PDUs", "\(s.statistics.attPDUs)")
        h += fact("warnings", "\(s.statistics.warnings)")
        if let first = c.firstTime, let last = c.lastTime {
            h += fact("first record", first.iso8601)
            h += fact("length", duration(last.saturatingMicroseconds(since: first)))
        }
        h += "</dl>\n"
        if !c.connections.isEmpty {
            h += "<nav><ul>"
            for conn in c.connections {
                h += "<li><a href=\"#c\(number)-\(conn.info.id)\">\(e(connectionTitle(conn)))</a></li>"
            }
            h += "</ul></nav>\n"
        } else {
            h += "<p>No connection in this capture.</p>\n"
        }
        if c.connectionsLeftOut > 0 {
            h += "<p class=\"note\">\(c.connectionsLeftOut) more connections are left out: a report details at most "
                + "\(ReportCollector.maximumConnections).</p>\n"
        }
        if c.seriesLeftOut > 0 {
            h += "<p class=\"note\">\(c.seriesLeftOut) series have no chart: a report draws at most "
                + "\(ReportCollector.maximumSeries) series per capture.</p>\n"
        }
        h += glance(c, capture: number)
        for conn in c.connections { h += connection(conn, capture: number) }
        h += diagnostics(c)
        h += "</section>\n"
        return h
    }

    private func fact(_ name: String, _ value: String) -> String {
        "<div><dt>\(e(name))</dt><dd>\(e(value))</dd></div>"
    }

    private func connectionTitle(_ conn: ReportCollector.Connection) -> String {
        var t = "Connection #\(conn.info.id)"
        if let peer = conn.info.peer {
            t += " " + peer.description
            if let type = conn.info.peerType { t += " (\(type.name))" }
        } else {
            t += " (peer unknown)"
        }
        if let name = conn.summary?.deviceName ?? conn.info.name { t += " \"\(name)\"" }
        return t
    }

    // MARK: Summary

    /// The first screen: per connection its device, length and end, the figures of every decoded series (mean,
    /// minimum, maximum), its heart-rate variability and its errors, each linked to the connection's details.
    private func glance(_ c: ReportCollector, capture: Int) -> String {
        guard !c.connections.isEmpty else { return "" }
        var h = "<h3>Summary</h3>\n<table class=\"glance\"><thead><tr><th>connection</th><th>length</th>"
            + "<th>measurements (mean, min–max)</th><th>errors</th><th>end</th></tr></thead><tbody>\n"
        for conn in c.connections {
            let end = conn.end ?? conn.info.startTime
            var figures: [String] = []
            if let summary = conn.summary {
                for key in summary.order {
                    guard let a = summary.activity[key] else { continue }
                    let characteristic = a.attribute.name ?? a.attribute.displayName
                    for name in a.seriesOrder where name != "rr_intervals_ms" {
                        guard let series = a.series[name], series.count > 0 else { continue }
                        let quantity = (a.onCapturedDevice ? "this device's " : "")
                            + ChartText.quantity(key: name, unit: series.unit, characteristic: characteristic)
                        let unit = ChartText.unitText(key: name, unit: series.unit).map { " " + $0 } ?? ""
                        var text = "<b>\(e(quantity))</b> \(e(number(series.mean) + unit))"
                        if series.count > 1 {
                            text += " <span class=\"range\">(\(e(number(series.minimum)))–\(e(number(series.maximum) + unit)), "
                                + "\(series.count) values)</span>"
                        }
                        figures.append(text)
                    }
                    if let hrv = a.hrv {
                        var parts: [String] = []
                        if let v = hrv.rmssd { parts.append("RMSSD \(number(v)) ms") }
                        if let v = hrv.sdnn { parts.append("SDNN \(number(v)) ms") }
                        if !parts.isEmpty {
                            figures.append("<b>HRV</b> \(e(parts.joined(separator: ", "))) "
                                + "<span class=\"range\">(\(hrv.count) RR intervals)</span>")
                        }
                    }
                    if a.contactLostPeriods > 0 {
                        figures.append("<b>Sensor contact lost</b> \(a.contactLostPeriods) time\(a.contactLostPeriods == 1 ? "" : "s"), "
                            + "\(e(duration(a.contactLostMicroseconds)))")
                    }
                }
            }
            let errors = conn.summary?.errors.values.reduce(0, +) ?? conn.errors.count
            let ending: String
            if let d = conn.disconnection {
                ending = "\(ReportCollector.initiatorText(d.initiator)): \(d.reason.name)"
            } else {
                ending = "still open at the end of the capture"
            }
            h += "<tr><td><a href=\"#c\(capture)-\(conn.info.id)\">\(e(connectionTitle(conn)))</a></td>"
                + "<td class=\"num\">\(e(duration(end.saturatingMicroseconds(since: conn.info.startTime))))</td>"
                + "<td>\(figures.isEmpty ? "no decoded values" : figures.joined(separator: "<br>"))</td>"
                + "<td class=\"num\(errors > 0 ? " bad" : "")\">\(errors)</td><td>\(e(ending))</td></tr>\n"
        }
        h += "</tbody></table>\n"
        return h
    }

    /// The user's maximum heart rate when the capture read it: the Heart Rate Max characteristic (0x2A8D) of the
    /// User Data Service (GATT Specification Supplement, Heart Rate Max), a uint8 in beats per minute.
    func maximumHeartRate(_ conn: ReportCollector.Connection) -> Int? {
        let heartRateMax = BluetoothUUID(uuid16: 0x2A8D)
        for database in conn.tables where !database.serverIsCapturedDevice {
            for row in database.rows where row.kind == .characteristicValue && row.uuid == heartRateMax {
                guard let read = conn.lastRead[row.handle] ?? conn.lastNotified[row.handle] else { continue }
                if let first = read.value.first, first > 0 { return Int(first) }
            }
        }
        return nil
    }

    /// Five heart-rate zones from 50 % of the maximum up, 10 % each: very light, light, moderate, hard,
    /// maximum (the zones the Fitness Machine Service's zone times count).
    static func zones(maximum: Int) -> [SVG.Band] {
        let names = ["very light", "light", "moderate", "hard", "maximum"]
        return names.enumerated().map { i, name in
            let low = Double(maximum) * Double(5 + i) / 10, high = Double(maximum) * Double(6 + i) / 10
            return SVG.Band(low: low, high: high, label: "\(name) (\(50 + 10 * i)–\(60 + 10 * i) %)", cls: "zone\(i + 1)")
        }
    }

    // MARK: Connection

    private func connection(_ conn: ReportCollector.Connection, capture: Int) -> String {
        let end = conn.end ?? conn.info.startTime
        let length = Double(end.saturatingMicroseconds(since: conn.info.startTime)) / 1e6
        var h = "<section class=\"connection\" id=\"c\(capture)-\(conn.info.id)\">\n<h3>\(e(connectionTitle(conn)))</h3>\n"
        h += "<dl class=\"facts\">"
        if conn.info.connectedBeforeCapture { h += fact("start", "open before the capture began") }
        if let role = conn.info.role { h += fact("this device", role.rawValue) }
        if let i = conn.info.intervalMilliseconds { h += fact("interval (latest)", "\(number(i, digits: 2)) ms") }
        if let l = conn.info.latency { h += fact("latency (latest)", "\(l)") }
        if let t = conn.info.supervisionTimeoutMilliseconds { h += fact("supervision timeout (latest)", "\(t) ms") }
        if let summary = conn.summary {
            if let mtu = summary.mtuText { h += fact("ATT_MTU", mtu) }
            h += fact("GATT procedures", "\(summary.procedures)")
            let errors = summary.errors.values.reduce(0, +)
            h += fact("ATT errors", "\(errors)")
        }
        if let version = conn.info.peerVersion { h += fact("peer controller", version.description) }
        h += fact("length", duration(end.saturatingMicroseconds(since: conn.info.startTime)))
        if let d = conn.disconnection {
            // The words `analyze` uses for the same Disconnection Complete.
            h += fact(ReportCollector.initiatorText(d.initiator), "\(d.reason.name) (0x\(hex2(d.reason.rawValue)))")
        } else {
            h += fact("end", "still open at the end of the capture")
        }
        h += "</dl>\n"
        h += charts(conn, length: length)
        h += notifications(conn, length: length)
        h += timeline(conn, length: length)
        h += errors(conn)
        h += tables(conn)
        h += "</section>\n"
        return h
    }

    /// A row's text in `analyze`'s words; an air capture's sides are the central and the peripheral.
    private func entryText(_ entry: ReportCollector.TimelineEntry, air: Bool) -> String {
        guard let p = entry.procedure else { return entry.text }
        var actor = ""
        switch p.kind {
        case .notification, .indication, .serviceChanged:
            actor = p.direction == .sent ? (air ? "central sends " : "this device sends ") : ""
        default:
            actor = p.direction == .received ? (air ? "peripheral (as GATT client): " : "peer (as GATT client): ") : ""
        }
        return actor + ProcedureText.describe(p)
    }

    private func timeline(_ conn: ReportCollector.Connection, length: Double) -> String {
        let used = ReportCollector.Category.allCases.filter { c in conn.timeline.contains { $0.category == c } }
        var h = "<h4>Timeline</h4>\n"
        guard !used.isEmpty else { return h + "<p>No procedure.</p>\n" }
        let lane = Dictionary(uniqueKeysWithValues: used.enumerated().map { ($1, $0) })
        let timeline = conn.orderedTimeline
        let marks = timeline.map { entry in
            SVG.Mark(lane: lane[entry.category] ?? 0, start: conn.offset(entry.start), end: conn.offset(entry.end),
                     tooltip: "+\(seconds(entry.time.saturatingMicroseconds(since: conn.info.startTime))) s, frame \(entry.frame): "
                        + entryText(entry, air: conn.info.linkLayer != nil),
                     cls: entry.category.rawValue)
        }
        h += "<figure>" + SVG.timeline(
            title: "Timeline of connection #\(conn.info.id)", lanes: used.map(\.title), marks: marks, duration: length, timeAxis: true,
            attributes: [("chart", "timeline"), ("connection", "\(conn.info.id)")]) + "</figure>\n"
        h += "<table class=\"entries\"><thead><tr><th>time</th><th>frame</th><th>kind</th><th>what</th></tr></thead><tbody>\n"
        // The rows `analyze` would print, at the same frames and times, in the same order.
        for entry in timeline {
            h += "<tr class=\"\(entry.category.rawValue)\"><td class=\"num\">+\(seconds(entry.time.saturatingMicroseconds(since: conn.info.startTime))) s</td>"
                + "<td class=\"num\">\(entry.frame)</td><td>\(e(entry.category.title))</td><td>\(e(entryText(entry, air: conn.info.linkLayer != nil)))</td></tr>\n"
        }
        h += "</tbody></table>\n"
        if conn.timelineLeftOut > 0 {
            h += "<p class=\"note\">\(conn.timelineLeftOut) later entries are left out (at most "
                + "\(ReportCollector.maximumTimelineEntries) per connection).</p>\n"
        }
        return h
    }

    private func tables(_ conn: ReportCollector.Connection) -> String {
        var h = "<h4>Attribute table</h4>\n"
        guard !conn.tables.isEmpty else {
            return h + "<p>No attribute table: the capture has no GATT discovery for this connection.</p>\n"
        }
        let rows = conn.tables.reduce(0) { $0 + $1.rows.count }
        h += "<details class=\"gatt\"><summary>\(conn.tables.count == 1 ? "The attribute table" : "\(conn.tables.count) attribute tables"), "
            + "\(rows) attribute\(rows == 1 ? "" : "s") (click to open)</summary>\n"
        for database in conn.tables {
            var source = ""
            switch database.source {
            case .discovered: break
            case .earlierConnection(let id): source = " (from connection #\(id); not discovered in this connection)"
            case .otherCapture(let name): source = " (from \(name); not discovered in this capture)"
            }
            if database.serverIsCapturedDevice || !source.isEmpty {
                h += "<p>" + (database.serverIsCapturedDevice ? "This device's GATT server, as the peer discovered it" : "The peer's GATT server")
                    + e(source) + ".</p>\n"
            }
            h += "<table class=\"gatt\"><thead><tr><th>handle</th><th>attribute</th><th>UUID</th><th>name</th><th>properties</th>"
                + "<th>value read</th><th>last notified or indicated</th></tr></thead><tbody>\n"
            let own = database.serverIsCapturedDevice
            for row in database.rows {
                let kind: String
                switch row.kind {
                case .primaryService: kind = "Primary Service"
                case .secondaryService: kind = "Secondary Service"
                case .include: kind = "Include"
                case .characteristicDeclaration: kind = "Characteristic"
                case .characteristicValue: kind = "Value"
                case .descriptor: kind = "Descriptor"
                case .unknown: kind = "?"
                }
                let read = own ? nil : conn.lastRead[row.handle]
                let notified = own ? nil : conn.lastNotified[row.handle]
                h += "<tr class=\"\(row.kind.rawValue)\"><td class=\"num\">0x\(hex4(row.handle))</td><td>\(kind)</td>"
                    + "<td class=\"uuid\">\(e(row.uuid.string))</td><td>\(e(GattTableText.name(row)))</td>"
                    + "<td>\(e((row.properties?.names ?? []).joined(separator: ", ")))</td>"
                    + "<td>\(read.map { e(ProcedureText.value($0.value, $0.decoded)) } ?? "")</td>"
                    + "<td>\(notified.map { e(ProcedureText.value($0.value, $0.decoded)) } ?? "")</td></tr>\n"
            }
            h += "</tbody></table>\n"
        }
        return h + "</details>\n"
    }

    // MARK: Charts

    private func seriesName(_ s: ReportCollector.Series) -> String {
        (s.onCapturedDevice ? "this device's " : "") + s.attribute.qualifiedName
    }

    private func thinning(_ sampler: SeriesSampler, what: String) -> String {
        guard sampler.isThinned else { return "" }
        return "<p class=\"note\">Every \(ordinal(sampler.stride)) of \(sampler.count) \(what) is drawn: a chart keeps at "
            + "most \(ReportCollector.pointsPerSeries) points.</p>"
    }

    private func ordinal(_ n: Int) -> String {
        let suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
        return "\(n)\(suffix)"
    }

    private func statistics(_ conn: ReportCollector.Connection, _ id: String, _ s: ReportCollector.Series) -> String {
        guard let handleKey = id.split(separator: "/").first.flatMap({ AttributeKey($0) }),
              let stats = conn.summary?.activity[handleKey]?.series[s.key] else { return "" }
        let unit = s.unit.map { " \($0)" } ?? ""
        return "min \(number(stats.minimum))\(unit), mean \(number(stats.mean))\(unit), max \(number(stats.maximum))\(unit) "
            + "(\(stats.count) values)"
    }

    private func charts(_ conn: ReportCollector.Connection, length: Double) -> String {
        let drawn = conn.seriesOrder.filter { conn.series[$0].map { $0.sampler.count >= 2 } ?? false }
        var h = "<h4>Charts</h4>\n"
        guard !drawn.isEmpty else { return h + "<p>No decoded numeric series with two values or more.</p>\n" }
        // Heart rate first, then RR intervals, then the other series in the order they appeared.
        let ordered = drawn.filter { conn.series[$0]?.key == "bpm" } + drawn.filter { conn.series[$0]?.isRR == true }
            + drawn.filter { conn.series[$0]?.key != "bpm" && conn.series[$0]?.isRR != true }
        for id in ordered {
            guard let s = conn.series[id] else { continue }
            let handleKey = id.split(separator: "/").first.map(String.init) ?? ""
            let common: [(String, String)] = [
                ("connection", "\(conn.info.id)"), ("handle", "\(s.attribute.handle)"),
                ("server", s.onCapturedDevice ? "this_device" : "peer"), ("series", s.key),
                ("count", "\(s.sampler.count)"),
            ]
            if s.isRR {
                h += "<figure class=\"rr\"><figcaption><b>\(e(seriesName(s))): RR tachogram</b> "
                    + "\(e(statistics(conn, id, s)))</figcaption>\n"
                h += SVG.lineChart(title: "RR intervals of \(seriesName(s)), beat by beat", xLabel: "beat",
                                   yLabel: "RR interval (ms)", points: s.sampler.points,
                                   attributes: [("chart", "tachogram")] + common)
                h += thinning(s.sampler, what: "RR intervals") + "</figure>\n"
                h += "<figure class=\"poincare\"><figcaption><b>Poincaré plot</b> of consecutive RR intervals "
                    + "(each RR interval against the one before it; as for RMSSD, no pair reaches into a measurement without sensor contact)</figcaption>\n<div class=\"side\">"
                h += SVG.scatter(title: "Poincaré plot of \(seriesName(s))", xLabel: "RR(n) (ms)", yLabel: "RR(n+1) (ms)",
                                 points: s.poincare.points,
                                 attributes: [("chart", "poincare"), ("connection", "\(conn.info.id)"),
                                              ("handle", "\(s.attribute.handle)"),
                                              ("server", s.onCapturedDevice ? "this_device" : "peer"),
                                              ("count", "\(s.poincare.count)")])
                h += "<dl class=\"hrv\">"
                if let key = AttributeKey(handleKey), let hrv = conn.summary?.activity[key]?.hrv {
                    h += fact("RR intervals", "\(hrv.count)")
                    h += fact("successive pairs", "\(hrv.successiveDifferences)")
                    if let v = hrv.sdnn { h += fact("SDNN", "\(number(v)) ms") }
                    if let v = hrv.rmssd { h += fact("RMSSD", "\(number(v)) ms") }
                    if let v = hrv.pnn50 { h += fact("pNN50", "\(number(v)) %") }
                }
                if let v = s.across.standardDeviation { h += fact("SD1", "\(number(v)) ms") }
                if let v = s.along.standardDeviation { h += fact("SD2", "\(number(v)) ms") }
                h += "</dl></div>" + thinning(s.poincare, what: "pairs") + "</figure>\n"
                continue
            }
            var shaded: [ClosedRange<Double>] = []
            var shadeNote = ""
            if s.key == "bpm", let key = AttributeKey(handleKey), let periods = conn.contactLoss[key], !periods.isEmpty {
                shaded = periods.map { $0.start ... max($0.end ?? length, $0.start) }
                let total = periods.reduce(0.0) { sum, p in sum + (max(p.end ?? length, p.start) - p.start) }
                shadeNote = "; shaded: sensor contact lost (\(periods.count) period\(periods.count == 1 ? "" : "s"), "
                    + "\(number(total)) s; those measurements are not drawn)"
            }
            var bands: [SVG.Band] = []
            if s.key == "bpm", !s.onCapturedDevice, let maximum = maximumHeartRate(conn) {
                bands = Self.zones(maximum: maximum)
                shadeNote += "; bands: heart-rate zones at 50, 60, 70, 80 and 90 % of the Heart Rate Max read "
                    + "(\(maximum) bpm)"
            }
            let characteristic = s.attribute.name ?? "characteristic"
            let axis = ChartText.axisLabel(key: s.key, unit: s.unit, characteristic: characteristic)
            let step = ChartText.isStepwise(key: s.key, points: s.sampler.points)
            h += "<figure><figcaption><b>\(e(axis))</b> <span class=\"of\">\(e(seriesName(s)))</span> "
                + "\(e(statistics(conn, id, s)))\(e(shadeNote))</figcaption>\n"
            h += SVG.seriesChart(title: "\(axis) of \(seriesName(s)) over time",
                                 xLabel: "time since the connection began (m:ss)", yLabel: axis, points: s.sampler.points,
                                 xRange: min(0, s.sampler.minimumX) ... max(length, s.sampler.maximumX, 0), step: step,
                                 breakAfter: SVG.gapLimit(s.sampler.points), shaded: shaded,
                                 shadeTitle: "sensor contact lost", bands: bands,
                                 minimumSpan: s.unit == "%" ? 10 : s.unit == "bpm" ? 20 : 0,
                                 bounds: s.unit == "%" ? 0 ... 100 : nil,
                                 attributes: [("chart", s.key == "bpm" ? "heart-rate" : "series")] + common
                                    + (step ? [("line", "step")] : []))
            h += thinning(s.sampler, what: "values") + "</figure>\n"
        }
        return h
    }

    // MARK: Notifications and errors

    private func notifications(_ conn: ReportCollector.Connection, length: Double) -> String {
        var h = "<h4>Notifications and indications</h4>\n"
        guard conn.rate.total > 0 else { return h + "<p>None.</p>\n" }
        let width = Double(conn.rate.binWidth) / 1e6
        h += "<figure><figcaption><b>Notifications and indications per second</b> (\(conn.rate.total) in all, "
            + "in bins of \(number(width)) s)</figcaption>\n"
        h += SVG.bars(title: "Notifications and indications per second", xLabel: "time since the connection began (m:ss)",
                      yLabel: "per second", values: conn.rate.bins.map { Double($0) / width }, binWidth: width,
                      xRange: 0 ... max(length, Double(conn.rate.bins.count) * width), timeAxis: true,
                      attributes: [("chart", "rate"), ("connection", "\(conn.info.id)"), ("count", "\(conn.rate.total)")])
        h += "</figure>\n"
        h += "<table class=\"gaps\"><thead><tr><th>attribute</th><th>notifications</th><th>indications</th><th>rate</th>"
            + "<th>longest gaps (from, length, ending frame)</th></tr></thead><tbody>\n"
        for key in conn.gapOrder {
            guard let g = conn.gaps[key] else { continue }
            let a = conn.summary?.activity[key]
            let gaps = g.longest.map { "+\(number($0.start, digits: 3)) s: \(duration($0.length)) (frame \($0.frame))" }
            h += "<tr><td>\(e((g.onCapturedDevice ? "this device's " : "") + g.attribute.qualifiedName))</td>"
                + "<td class=\"num\">\(a?.notifications ?? 0)</td><td class=\"num\">\(a?.indications ?? 0)</td>"
                + "<td class=\"num\">\(a?.rate.map { number($0, digits: 2) + "/s" } ?? "")</td>"
                + "<td>\(e(gaps.joined(separator: "; ")))</td></tr>\n"
        }
        h += "</tbody></table>\n"
        return h
    }

    private func errors(_ conn: ReportCollector.Connection) -> String {
        var h = "<h4>ATT errors</h4>\n"
        guard !conn.errors.isEmpty else { return h + "<p>None.</p>\n" }
        h += "<table class=\"errors\"><thead><tr><th>time</th><th>frame</th><th>request</th><th>attribute</th><th>error</th></tr></thead><tbody>\n"
        for p in conn.errors {
            guard case .error(let request, let ref, let code) = p.kind else { continue }
            h += "<tr><td class=\"num\">+\(seconds(p.storyTime.saturatingMicroseconds(since: conn.info.startTime))) s</td>"
                + "<td class=\"num\">\(p.storyFrame)</td><td>\(e(request.name))</td><td>\(e(ref?.qualifiedName ?? ""))</td>"
                + "<td>\(e(code.name)) (0x\(hex2(code.rawValue)))</td></tr>\n"
        }
        h += "</tbody></table>\n"
        if conn.errorsLeftOut > 0 { h += "<p class=\"note\">\(conn.errorsLeftOut) more errors are left out.</p>\n" }
        return h
    }

    private func diagnostics(_ c: ReportCollector) -> String {
        var h = "<h3>Diagnostics about the capture</h3>\n"
        guard !c.diagnostics.isEmpty else {
            return h + "<p>None: every record was read and every packet decoded as the specifications describe.</p>\n"
        }
        h += "<p>" + c.diagnosticCounts.sorted { $0.key < $1.key }.map { "\(e($0.key)) ×\($0.value)" }.joined(separator: ", ") + "</p>\n"
        h += "<div class=\"scroll\"><table class=\"diagnostics\"><thead><tr><th>frame</th><th>severity</th><th>layer</th><th>code</th><th>message</th></tr></thead><tbody>\n"
        for d in c.diagnostics {
            h += "<tr class=\"\(d.severity.rawValue)\"><td class=\"num\">\(d.frame.map(String.init) ?? "–")</td><td>\(d.severity.rawValue)</td>"
                + "<td>\(d.layer.rawValue)</td><td>\(e(d.code))</td><td>\(e(d.message))</td></tr>\n"
        }
        h += "</tbody></table></div>\n"
        if c.diagnosticsLeftOut > 0 {
            h += "<p class=\"note\">\(c.diagnosticsLeftOut) more diagnostics are left out (at most "
                + "\(ReportCollector.maximumDiagnostics) are listed; the counts above include them).</p>\n"
        }
        return h
    }

    // MARK: Diff

    private func diff(_ a: Session, _ b: Session) -> String {
        var h = "<section class=\"diff\" id=\"diff\">\n<h2>Differences between A and B</h2>\n"
        h += "<p>A: \(e(CaptureName.of(a.path))), B: \(e(CaptureName.of(b.path))). Connections are paired by peer address, "
            + "else by name, else by the most similar attribute table; attributes are compared by their UUID path.</p>\n"
        let (pairs, onlyA, onlyB) = SessionDiff.pair(a.sessions, b.sessions)
        var total = onlyA.count + onlyB.count
        for (x, y) in pairs {
            let (differences, same) = SessionDiff.compare(x, y)
            total += differences.count
            h += "<h3>Connection A\(e(Diff.label(x))) ↔ B\(e(Diff.label(y)))</h3>\n"
            h += "<p>\(differences.count) difference\(differences.count == 1 ? "" : "s"), \(same) the same.</p>\n"
            guard !differences.isEmpty else { continue }
            h += "<table class=\"differences\"><thead><tr><th>section</th><th>change</th><th>what</th><th>A</th><th>B</th></tr></thead><tbody>\n"
            for section in SessionDifference.Section.allCases {
                for d in differences where d.section == section {
                    let mark = d.a == nil ? "+" : d.b == nil ? "−" : "~"
                    h += "<tr><td>\(section.rawValue)</td><td class=\"mark\">\(mark)</td><td>\(e(d.name))</td>"
                        + "<td>\(e(d.a ?? ""))</td><td>\(e(d.b ?? ""))</td></tr>\n"
                }
            }
            h += "</tbody></table>\n"
        }
        for s in onlyA { h += "<p>Connection \(e(Diff.label(s))) only in A.</p>\n" }
        for s in onlyB { h += "<p>Connection \(e(Diff.label(s))) only in B.</p>\n" }
        h += "<p><b>\(total == 0 ? "No differences." : "\(total) difference\(total == 1 ? "" : "s").")</b></p>\n</section>\n"
        return h
    }

    static let css = """
        :root{--fg:#1d232a;--muted:#5b6570;--line:#d5dbe1;--accent:#1f6fb2;--bg:#fff}
        *{box-sizing:border-box}
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--fg);background:var(--bg);max-width:1100px;margin:0 auto;padding:16px 24px 48px}
        h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.3em;border-bottom:2px solid var(--accent);padding-bottom:.15em;margin-top:1.6em}
        h3{font-size:1.15em;margin-top:1.6em;border-bottom:1px solid var(--line)}h4{font-size:1em;margin:1.3em 0 .4em}
        .note{color:var(--muted);font-size:.9em}
        dl.facts,dl.hrv{display:flex;flex-wrap:wrap;gap:4px 22px;margin:.5em 0}
        dl.hrv{flex-direction:column;gap:4px;margin-left:16px}
        dl div{display:flex;gap:6px}dt{color:var(--muted)}dd{margin:0;font-weight:600}
        table{border-collapse:collapse;width:100%;font-size:.86em;margin:.4em 0}
        th,td{border-bottom:1px solid var(--line);padding:3px 6px;text-align:left;vertical-align:top}
        th{background:#f1f4f7;font-weight:600}
        td.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
        td.uuid{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.95em;word-break:break-all}
        tr.primary_service td,tr.secondary_service td{font-weight:600;background:#f7f9fb}
        tr.characteristic_value td:nth-child(2),tr.descriptor td:nth-child(2){padding-left:22px}
        tr.error td,tr.warning td{color:#a1260d}
        .scroll{max-height:26em;overflow:auto;border:1px solid var(--line)}
        .scroll table{margin:0}
        figure{margin:.6em 0 1.2em;break-inside:avoid}figcaption{font-size:.9em;margin-bottom:2px}
        svg.chart{width:100%;height:auto;display:block}
        svg.scatter{width:360px;max-width:100%}
        .side{display:flex;align-items:flex-start;flex-wrap:wrap}
        svg text{font:11px system-ui,"DejaVu Sans",sans-serif;fill:#444}
        svg .axis-label{fill:#222;font-size:12px}
        svg .plot{fill:none;stroke:#9aa4ae}
        svg .grid line{stroke:#e6eaee}
        svg .series{fill:none;stroke:var(--accent);stroke-width:1.6;stroke-linejoin:round}
        svg .dots circle{fill:var(--accent)}
        svg.scatter .dots circle{fill:var(--accent);fill-opacity:.55}
        svg .identity{stroke:#b0b8c0;stroke-dasharray:4 3}
        svg .shade rect{fill:#e8a33d;fill-opacity:.28}
        svg .bar rect{fill:#5b8fbf}
        svg .marks rect{fill:#1f6fb2}svg .marks rect.error{fill:#c4320a}svg .marks rect.disconnection{fill:#6b2fa3}
        svg .marks rect.connection{fill:#138a36}svg .marks rect.security{fill:#a36b00}svg .marks rect.discovery{fill:#4b9ad8}
        table.differences td.mark{font-weight:700;text-align:center}
        table.glance td{padding:5px 8px}table.glance td.bad{color:#a1260d;font-weight:700}
        table.glance .range,figcaption .of{color:var(--muted)}
        details.gatt>summary{cursor:pointer;color:var(--accent);margin:.3em 0}
        svg .series{fill:none}svg .bands text{fill:#6b4a00;font-size:10px}
        svg .bands rect.zone1{fill:#dff0d8}svg .bands rect.zone2{fill:#eef5d0}svg .bands rect.zone3{fill:#fbf0c8}
        svg .bands rect.zone4{fill:#fbe0c4}svg .bands rect.zone5{fill:#f8d0c8}
        nav ul{margin:.3em 0;padding-left:1.2em}
        a{color:var(--accent)}
        @media print{body{max-width:none;padding:0;font-size:11pt}.scroll{max-height:none;overflow:visible;border:0}
        section.connection~section.connection{break-before:page}h2,h3,h4{break-after:avoid}nav{display:none}}
        """
}

/// The last path component of a capture path ("-" stays "standard input").
enum CaptureName {
    static func of(_ path: String) -> String {
        if path == "-" { return "standard input" }
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
