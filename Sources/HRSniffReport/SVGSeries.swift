import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffAnalysis

/// Charts of a value over time as people read them: a time axis in m:ss (h:mm:ss past an hour), a step line for
/// values that hold until the next one (a battery level), the line broken where the capture has no value (a gap
/// far longer than the usual spacing, or a shaded period whose measurements are not drawn), and horizontal bands
/// behind it (heart-rate zones).
extension SVG {
    /// A horizontal band of values, drawn behind the series with its label at the right edge.
    public struct Band: Sendable, Equatable {
        public var low: Double
        public var high: Double
        public var label: String
        public var cls: String

        public init(low: Double, high: Double, label: String, cls: String) {
            self.low = low
            self.high = high
            self.label = label
            self.cls = cls
        }
    }

    /// "m:ss", or "h:mm:ss" from an hour on; negative times get a minus sign.
    public static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "0:00" }
        let whole = Int64(min(abs(seconds).rounded(), 9e15))
        let h = whole / 3600, m = whole / 60 % 60, s = whole % 60
        let sign = seconds < 0 && whole != 0 ? "-" : ""
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(sign)\(h):\(two(m)):\(two(s))" : "\(sign)\(m):\(two(s))"
    }

    /// Ticks for a time axis in seconds, at steps a clock reads well (1, 2, 5, 10, 15, 30 s, 1, 2, 5, 10, 15,
    /// 30 min, 1, 2, 3, 6, 12 h, then whole days): about `count` of them covering `low...high`.
    public static func timeTicks(_ low: Double, _ high: Double, count: Int = 8) -> (low: Double, high: Double, step: Double, values: [Double]) {
        var lo = low.isFinite ? low : 0, hi = high.isFinite ? high : 1
        if hi < lo { swap(&lo, &hi) }
        if hi - lo < 1 { hi = lo + 1 }
        guard hi - lo < 1e12 else { return ticks(lo, hi, count: count) }
        let raw = (hi - lo) / Double(max(count, 1))
        let steps: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400]
        var step = steps.first { $0 >= raw } ?? 86400
        if step == 86400 && raw > 86400 { step = (raw / 86400).rounded(.up) * 86400 }
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

    /// A value over time (x: seconds since the connection began) with a time axis in m:ss. `step`: the value holds
    /// until the next one. The line breaks between two points farther apart than `breakAfter` seconds and across
    /// every `shaded` range; a point alone between breaks is drawn as a dot. Every point is drawn: the chart's
    /// `data-points` is the number of points, and the path holds one `M`, `L` or `V` command per point.
    public static func seriesChart(
        title: String, xLabel: String, yLabel: String, points: [SeriesSampler.Point],
        xRange: ClosedRange<Double>? = nil, step: Bool = false, breakAfter: Double? = nil,
        shaded: [ClosedRange<Double>] = [], shadeTitle: String = "", bands: [Band] = [], minimumSpan: Double = 0,
        bounds: ClosedRange<Double>? = nil, attributes: [(String, String)] = [], frame: Frame = Frame()
    ) -> String {
        let xs = points.map(\.x), ys = points.map(\.y)
        let xt = timeTicks(xRange?.lowerBound ?? xs.min() ?? 0, xRange?.upperBound ?? xs.max() ?? 1, count: 8)
        var yLow = ys.min() ?? 0, yHigh = ys.max() ?? 1
        if !bands.isEmpty {
            yLow = min(yLow, bands.map(\.low).min() ?? yLow)
            yHigh = max(yHigh, bands.map(\.high).max() ?? yHigh)
        }
        // A small range is drawn as small: a 1 % change of a battery level is not the chart's full height.
        if yHigh - yLow < minimumSpan {
            let middle = (yLow + yHigh) / 2
            yLow = middle - minimumSpan / 2
            yHigh = middle + minimumSpan / 2
            if let bounds {
                if yLow < bounds.lowerBound { (yLow, yHigh) = (bounds.lowerBound, bounds.lowerBound + minimumSpan) }
                if yHigh > bounds.upperBound { (yLow, yHigh) = (bounds.upperBound - minimumSpan, bounds.upperBound) }
            }
        }
        let yt = ticks(yLow, yHigh, count: 4)
        let sx = Scale(low: xt.low, high: xt.high, from: frame.left, to: frame.width - frame.right)
        let sy = Scale(low: yt.low, high: yt.high, from: frame.height - frame.bottom, to: frame.top)
        var s = open(frame, title: title, cls: "chart line" + (step ? " step" : ""),
                     attributes: [("points", String(points.count))] + attributes)
        if !bands.isEmpty {
            s += "<g class=\"bands\" data-bands=\"\(bands.count)\">"
            for b in bands {
                let y0 = min(max(sy.map(b.high), frame.top), frame.height - frame.bottom)
                let y1 = min(max(sy.map(b.low), frame.top), frame.height - frame.bottom)
                s += "<rect class=\"\(escape(b.cls))\" x=\"\(c(frame.left))\" y=\"\(c(y0))\" width=\"\(c(frame.plotWidth))\" "
                    + "height=\"\(c(max(y1 - y0, 0)))\"><title>\(escape(b.label))</title></rect>"
                s += "<text class=\"band-label\" x=\"\(c(frame.width - frame.right - 4))\" y=\"\(c(y0 + 11))\" "
                    + "text-anchor=\"end\">\(escape(b.label))</text>"
            }
            s += "</g>\n"
        }
        s += axes(frame, x: xt, y: yt, xLabel: xLabel, yLabel: yLabel, xFormat: { clock($0) })
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
        // Segments: runs of points with no break between them.
        var segments: [[SeriesSampler.Point]] = []
        for p in points {
            if let previous = segments.last?.last, !breaks(previous.x, p.x, breakAfter: breakAfter, shaded: shaded) {
                segments[segments.count - 1].append(p)
            } else {
                segments.append([p])
            }
        }
        var d = ""
        for segment in segments {
            for (i, p) in segment.enumerated() {
                if !d.isEmpty { d += " " }
                if i == 0 {
                    d += "M" + c(sx.map(p.x)) + " " + c(sy.map(p.y))
                } else if step {
                    d += "H" + c(sx.map(p.x)) + " V" + c(sy.map(p.y))
                } else {
                    d += "L" + c(sx.map(p.x)) + " " + c(sy.map(p.y))
                }
            }
        }
        s += "<path class=\"series\" data-segments=\"\(segments.count)\" d=\"\(d)\"/>\n"
        let dotted = points.count <= 120 ? points : segments.filter { $0.count == 1 }.flatMap { $0 }
        if !dotted.isEmpty {
            s += "<g class=\"dots\">"
            for p in dotted { s += "<circle cx=\"\(c(sx.map(p.x)))\" cy=\"\(c(sy.map(p.y)))\" r=\"2.2\"/>" }
            s += "</g>\n"
        }
        s += "</svg>"
        return s
    }

    /// True when the line from a point at `a` to the next at `b` must not be drawn.
    static func breaks(_ a: Double, _ b: Double, breakAfter: Double?, shaded: [ClosedRange<Double>]) -> Bool {
        if let limit = breakAfter, b - a > limit { return true }
        return shaded.contains { $0.lowerBound < b && $0.upperBound > a }
    }

    /// How far apart two points may be before the line between them breaks: four times the median spacing, and
    /// at least 5 s (nil for fewer than three points).
    public static func gapLimit(_ points: [SeriesSampler.Point]) -> Double? {
        guard points.count >= 3 else { return nil }
        var spacing: [Double] = []
        spacing.reserveCapacity(points.count - 1)
        for i in 1 ..< points.count { spacing.append(points[i].x - points[i - 1].x) }
        spacing.sort()
        let median = spacing[spacing.count / 2]
        return max(median * 4, 5)
    }
}
