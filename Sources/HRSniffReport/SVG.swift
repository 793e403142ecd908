import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffAnalysis

/// Charts drawn as inline SVG text: line charts over time, scatter plots, bar charts and timelines. Pure
/// functions of their input; every chart carries `data-points` (the points it draws) so that tests and scripts
/// can count them, and a `<title>` for screen readers.
public enum SVG {
    /// Text for SVG and HTML: `&`, `<`, `>`, `"` and `'` escaped.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters other than tab and newline are not allowed in XML text; DEL and the C1
                // controls are not allowed in HTML text. Each shows as U+FFFD.
                if (c.value < 0x20 && c != "\t" && c != "\n") || (0x7F ... 0x9F).contains(c.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }

    /// `v` with `decimals` decimals, never in exponent notation ("12.5", "-0.25", "1200").
    public static func fixed(_ v: Double, _ decimals: Int) -> String {
        guard v.isFinite else { return "0" }
        let d = min(max(decimals, 0), 9)
        var scale = 1.0
        for _ in 0 ..< d { scale *= 10 }
        let scaled = (abs(v) * scale).rounded()
        guard scaled < 9e15 else { return v < 0 ? "-9e15" : "9e15" }
        let n = Int64(scaled)
        let whole = n / Int64(scale), fraction = n % Int64(scale)
        var s = (v < 0 && n != 0 ? "-" : "") + String(whole)
        if d > 0 {
            let f = String(fraction)
            s += "." + String(repeating: "0", count: d - f.count) + f
        }
        return s
    }

    /// A coordinate with one decimal.
    static func c(_ v: Double) -> String { fixed(v, 1) }

    /// Round tick positions covering `low...high`: about `count` ticks at 1, 2 or 5 × 10ⁿ.
    public static func ticks(_ low: Double, _ high: Double, count: Int = 5) -> (low: Double, high: Double, step: Double, values: [Double]) {
        var lo = low.isFinite ? low : 0, hi = high.isFinite ? high : 1
        if hi < lo { swap(&lo, &hi) }
        if hi - lo < 1e-9 {
            let pad = max(abs(lo) * 0.05, 1)
            lo -= pad
            hi += pad
        }
        var raw = (hi - lo) / Double(max(count, 1))
        // Values from damaged captures can be anything: keep the loops below finite.
        if !raw.isFinite || raw > 1e300 {
            lo = max(lo, -1e300)
            hi = min(hi, 1e300)
            raw = max((hi - lo) / Double(max(count, 1)), 1)
            if !raw.isFinite { raw = 1e299 }
        }
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? magnitude * 10
        let first = (lo / step).rounded(.down) * step
        let last = (hi / step).rounded(.up) * step
        var values: [Double] = []
        var v = first
        while v <= last + step / 2 && values.count < 50 {
            values.append(v)
            v += step
        }
        return (first, last, step, values)
    }

    /// A tick label: as many decimals as the step needs.
    public static func label(_ v: Double, step: Double) -> String {
        var decimals = 0
        var s = step
        while s < 1 && s > 0 && decimals < 6 {
            s *= 10
            decimals += 1
        }
        if (s - s.rounded()).magnitude > 1e-6 && decimals < 6 { decimals += 1 }
        return fixed(v, decimals)
    }

    /// The drawing area of a chart inside its view box.
    public struct Frame: Sendable {
        public var width = 900.0, height = 240.0
        public var left = 64.0, right = 20.0, top = 14.0, bottom = 40.0
        public init() {}
        var plotWidth: Double { width - left - right }
        var plotHeight: Double { height - top - bottom }
    }

    struct Scale {
        var low: Double, high: Double, from: Double, to: Double
        func map(_ v: Double) -> Double {
            high - low == 0 ? from : from + (v - low) / (high - low) * (to - from)
        }
    }

    static func open(_ frame: Frame, title: String, cls: String, attributes: [(String, String)]) -> String {
        var s = "<svg class=\"\(cls)\" viewBox=\"0 0 \(c(frame.width)) \(c(frame.height))\" role=\"img\" "
            + "xmlns=\"http://www.w3.org/2000/svg\""
        for (k, v) in attributes { s += " data-\(k)=\"\(escape(v))\"" }
        s += "><title>\(escape(title))</title>\n"
        return s
    }

    /// Axes, grid lines and tick labels.
    static func axes(_ frame: Frame, x: (low: Double, high: Double, step: Double, values: [Double]),
                     y: (low: Double, high: Double, step: Double, values: [Double]),
                     xLabel: String, yLabel: String, xFormat: ((Double) -> String)? = nil) -> String {
        let sx = Scale(low: x.low, high: x.high, from: frame.left, to: frame.width - frame.right)
        let sy = Scale(low: y.low, high: y.high, from: frame.height - frame.bottom, to: frame.top)
        var s = "<g class=\"grid\">"
        for v in y.values {
            let py = sy.map(v)
            s += "<line x1=\"\(c(frame.left))\" y1=\"\(c(py))\" x2=\"\(c(frame.width - frame.right))\" y2=\"\(c(py))\"/>"
        }
        for v in x.values {
            let px = sx.map(v)
            s += "<line x1=\"\(c(px))\" y1=\"\(c(frame.top))\" x2=\"\(c(px))\" y2=\"\(c(frame.height - frame.bottom))\"/>"
        }
        s += "</g>\n<g class=\"axis\">"
        s += "<rect class=\"plot\" x=\"\(c(frame.left))\" y=\"\(c(frame.top))\" width=\"\(c(frame.plotWidth))\" height=\"\(c(frame.plotHeight))\"/>"
        for v in y.values {
            s += "<text x=\"\(c(frame.left - 6))\" y=\"\(c(sy.map(v) + 4))\" text-anchor=\"end\">\(escape(label(v, step: y.step)))</text>"
        }
        for v in x.values {
            let text = xFormat?(v) ?? label(v, step: x.step)
            s += "<text x=\"\(c(sx.map(v)))\" y=\"\(c(frame.height - frame.bottom + 16))\" text-anchor=\"middle\">\(escape(text))</text>"
        }
        s += "<text class=\"axis-label\" x=\"\(c(frame.left + frame.plotWidth / 2))\" y=\"\(c(frame.height - 4))\" text-anchor=\"middle\">\(escape(xLabel))</text>"
        s += "<text class=\"axis-label\" x=\"12\" y=\"\(c(frame.top + frame.plotHeight / 2))\" text-anchor=\"middle\" "
            + "transform=\"rotate(-90 12 \(c(frame.top + frame.plotHeight / 2)))\">\(escape(yLabel))</text>"
        s += "</g>\n"
        return s
    }

    /// A line through `points` (x: seconds or an index), with `shaded` x ranges drawn behind it.
    public static func lineChart(
        title: String, xLabel: String, yLabel: String, points: [SeriesSampler.Point],
        xRange: ClosedRange<Double>? = nil, shaded: [ClosedRange<Double>] = [], shadeTitle: String = "",
        attributes: [(String, String)] = [], frame: Frame = Frame()
    ) -> String {
        let xs = points.map(\.x), ys = points.map(\.y)
        let xt = ticks(xRange?.lowerBound ?? xs.min() ?? 0, xRange?.upperBound ?? xs.max() ?? 1, count: 8)
        let yt = ticks(ys.min() ?? 0, ys.max() ?? 1, count: 4)
        let sx = Scale(low: xt.low, high: xt.high, from: frame.left, to: frame.width - frame.right)
        let sy = Scale(low: yt.low, high: yt.high, from: frame.height - frame.bottom, to: frame.top)
        var s = open(frame, title: title, cls: "chart line", attributes: [("points", String(points.count))] + attributes)
        s += axes(frame, x: xt, y: yt, xLabel: xLabel, yLabel: yLabel)
        if !shaded.isEmpty {
            s += "<g class=\"shade\" data-shaded=\"\(shaded.count)\">"
            for r in shaded {
                let x0 = min(max(sx.map(r.lowerBound), frame.left), frame.width - frame.right)
                let x1 = min(max(sx.map(r.upperBound), frame.left), frame.width - frame.right)
                s += "<rect x=\"\(c(x0))\" y=\"\(c(frame.top))\" width=\"\(c(max(x1 - x0, 1)))\" height=\"\(c(frame.plotHeight))\">"
                    + "<title>\(escape(shadeTitle))</title></rect>"
            }
            s += "</g>\n"
        }
        s += "<polyline class=\"series\" points=\""
        var first = true
        for p in points {
            if !first { s += " " }
            first = false
            s += c(sx.map(p.x)) + "," + c(sy.map(p.y))
        }
        s += "\"/>\n"
        if points.count <= 120 {
            s += "<g class=\"dots\">"
            for p in points { s += "<circle cx=\"\(c(sx.map(p.x)))\" cy=\"\(c(sy.map(p.y)))\" r=\"2.2\"/>" }
            s += "</g>\n"
        }
        s += "</svg>"
        return s
    }

    /// Dots at `points`, on equal axes, with the line of identity (a Poincaré plot).
    public static func scatter(
        title: String, xLabel: String, yLabel: String, points: [SeriesSampler.Point],
        attributes: [(String, String)] = [], size: Double = 360
    ) -> String {
        var frame = Frame()
        frame.width = size
        frame.height = size
        let values = points.flatMap { [$0.x, $0.y] }
        let t = ticks(values.min() ?? 0, values.max() ?? 1, count: 5)
        let sx = Scale(low: t.low, high: t.high, from: frame.left, to: frame.width - frame.right)
        let sy = Scale(low: t.low, high: t.high, from: frame.height - frame.bottom, to: frame.top)
        var s = open(frame, title: title, cls: "chart scatter", attributes: [("points", String(points.count))] + attributes)
        s += axes(frame, x: t, y: t, xLabel: xLabel, yLabel: yLabel)
        s += "<line class=\"identity\" x1=\"\(c(sx.map(t.low)))\" y1=\"\(c(sy.map(t.low)))\" "
            + "x2=\"\(c(sx.map(t.high)))\" y2=\"\(c(sy.map(t.high)))\"/>\n<g class=\"dots\">"
        for p in points { s += "<circle cx=\"\(c(sx.map(p.x)))\" cy=\"\(c(sy.map(p.y)))\" r=\"2.4\"/>" }
        s += "</g>\n</svg>"
        return s
    }

    /// Bars of `values`, one per bin of width `binWidth` starting at 0 (a rate over time).
    public static func bars(
        title: String, xLabel: String, yLabel: String, values: [Double], binWidth: Double,
        xRange: ClosedRange<Double>? = nil, timeAxis: Bool = false, attributes: [(String, String)] = [],
        frame: Frame = Frame()
    ) -> String {
        let xLow = xRange?.lowerBound ?? 0, xHigh = xRange?.upperBound ?? Double(values.count) * binWidth
        let xt = timeAxis ? timeTicks(xLow, xHigh, count: 8) : ticks(xLow, xHigh, count: 8)
        let yt = ticks(0, max(values.max() ?? 1, 1), count: 4)
        let sx = Scale(low: xt.low, high: xt.high, from: frame.left, to: frame.width - frame.right)
        let sy = Scale(low: yt.low, high: yt.high, from: frame.height - frame.bottom, to: frame.top)
        var s = open(frame, title: title, cls: "chart bars", attributes: [("points", String(values.count))] + attributes)
        s += axes(frame, x: xt, y: yt, xLabel: xLabel, yLabel: yLabel, xFormat: timeAxis ? { clock($0) } : nil)
        s += "<g class=\"bar\">"
        for (i, v) in values.enumerated() {
            let x0 = sx.map(Double(i) * binWidth), x1 = sx.map(Double(i + 1) * binWidth)
            let y0 = sy.map(v)
            s += "<rect x=\"\(c(x0))\" y=\"\(c(y0))\" width=\"\(c(max(x1 - x0 - 0.5, 0.5)))\" "
                + "height=\"\(c(max(frame.height - frame.bottom - y0, 0)))\"/>"
        }
        s += "</g>\n</svg>"
        return s
    }

    /// One mark on a timeline lane: a moment (`end == start`) or a span, with a tooltip.
    public struct Mark: Sendable {
        public var lane: Int
        public var start: Double
        public var end: Double
        public var tooltip: String
        public var cls: String

        public init(lane: Int, start: Double, end: Double, tooltip: String, cls: String) {
            self.lane = lane
            self.start = start
            self.end = end
            self.tooltip = tooltip
            self.cls = cls
        }
    }

    /// Lanes of marks along a time axis in seconds.
    public static func timeline(
        title: String, lanes: [String], marks: [Mark], duration: Double, timeAxis: Bool = false,
        attributes: [(String, String)] = []
    ) -> String {
        var frame = Frame()
        frame.left = 118
        let laneHeight = 22.0
        frame.height = frame.top + frame.bottom + laneHeight * Double(max(lanes.count, 1))
        let xt = timeAxis ? timeTicks(0, max(duration, 0.001), count: 8) : ticks(0, max(duration, 0.001), count: 8)
        let sx = Scale(low: xt.low, high: xt.high, from: frame.left, to: frame.width - frame.right)
        var s = open(frame, title: title, cls: "chart timeline", attributes: [("points", String(marks.count))] + attributes)
        s += "<g class=\"grid\">"
        for v in xt.values {
            s += "<line x1=\"\(c(sx.map(v)))\" y1=\"\(c(frame.top))\" x2=\"\(c(sx.map(v)))\" y2=\"\(c(frame.height - frame.bottom))\"/>"
        }
        s += "</g>\n<g class=\"axis\">"
        s += "<rect class=\"plot\" x=\"\(c(frame.left))\" y=\"\(c(frame.top))\" width=\"\(c(frame.plotWidth))\" height=\"\(c(frame.plotHeight))\"/>"
        for (i, name) in lanes.enumerated() {
            let y = frame.top + laneHeight * Double(i) + laneHeight / 2 + 4
            s += "<text x=\"\(c(frame.left - 8))\" y=\"\(c(y))\" text-anchor=\"end\">\(escape(name))</text>"
        }
        for v in xt.values {
            s += "<text x=\"\(c(sx.map(v)))\" y=\"\(c(frame.height - frame.bottom + 16))\" text-anchor=\"middle\">\(escape(timeAxis ? clock(v) : label(v, step: xt.step)))</text>"
        }
        s += "<text class=\"axis-label\" x=\"\(c(frame.left + frame.plotWidth / 2))\" y=\"\(c(frame.height - 4))\" text-anchor=\"middle\">"
            + (timeAxis ? "time since the connection began (m:ss)" : "seconds since the connection began") + "</text>"
        s += "</g>\n<g class=\"marks\">"
        for m in marks {
            let y = frame.top + laneHeight * Double(m.lane) + 4
            let x0 = sx.map(m.start)
            let width = max(sx.map(m.end) - x0, 3)
            s += "<rect class=\"\(escape(m.cls))\" x=\"\(c(x0 - (m.end > m.start ? 0 : 1.5)))\" y=\"\(c(y))\" "
                + "width=\"\(c(width))\" height=\"\(c(laneHeight - 8))\"><title>\(escape(m.tooltip))</title></rect>"
        }
        s += "</g>\n</svg>"
        return s
    }
}
