import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffAnalysis

/// A bounded, evenly thinned sample of a stream of points, for charts and sparklines of series of any length.
///
/// Every point is offered with `add`; the sampler keeps the points whose position in the stream is a multiple of
/// `stride`. When more than `capacity` are kept, every other kept point is dropped and `stride` doubles, so the
/// memory stays below `capacity + 1` points however long the stream, and the kept points stay evenly spread.
/// Minimum, maximum and count cover every point offered, kept or not.
public struct SeriesSampler: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// The most points kept (at least 2).
    public let capacity: Int
    public private(set) var points: [Point] = []
    /// Points offered (finite ones).
    public private(set) var count = 0
    /// Every `stride`-th point offered is kept.
    public private(set) var stride = 1
    public private(set) var minimumY = Double.infinity
    public private(set) var maximumY = -Double.infinity
    public private(set) var minimumX = Double.infinity
    public private(set) var maximumX = -Double.infinity

    public init(capacity: Int = 2000) {
        self.capacity = max(capacity, 2)
    }

    /// True when some offered points are not kept.
    public var isThinned: Bool { stride > 1 }

    public mutating func add(x: Double, y: Double) {
        guard x.isFinite, y.isFinite else { return }
        minimumY = min(minimumY, y)
        maximumY = max(maximumY, y)
        minimumX = min(minimumX, x)
        maximumX = max(maximumX, x)
        defer { count += 1 }
        guard count % stride == 0 else { return }
        points.append(Point(x: x, y: y))
        if points.count > capacity {
            var kept = 0
            for i in Swift.stride(from: 0, to: points.count, by: 2) {
                points[kept] = points[i]
                kept += 1
            }
            points.removeLast(points.count - kept)
            stride *= 2
        }
    }

    /// The kept points as a line of exactly `width` block characters (▁▂▃▄▅▆▇█), lowest to highest ("" when no
    /// point is kept). A flat series is drawn at mid height.
    /// The smallest span a sparkline draws, as a fraction of the largest magnitude of its values.
    public static let minimumSpanFraction = 0.1

    public func sparkline(width: Int) -> String {
        let values = buckets(width)
        guard let low = values.min(), let high = values.max() else { return "" }
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        // A small change is drawn small: the span is at least a tenth of the values' magnitude, centred on them
        // (a battery at 87 % then 86 % is not a fall from top to bottom).
        let span = max(high - low, Self.minimumSpanFraction * max(abs(low), abs(high)))
        let base = low - (span - (high - low)) / 2
        return String(values.map { v -> Character in
            guard span > 0 else { return blocks[3] }
            let level = Int(((v - base) / span * 7).rounded())
            return blocks[min(max(level, 0), 7)]
        })
    }

    /// The y values in `width` buckets of consecutive kept points (the mean of each), for a sparkline. With fewer
    /// points than buckets, each point fills `width / count` neighbouring buckets.
    public func buckets(_ width: Int) -> [Double] {
        guard width > 0, !points.isEmpty else { return [] }
        if points.count <= width { return (0 ..< width).map { points[$0 * points.count / width].y } }
        var result: [Double] = []
        result.reserveCapacity(width)
        for b in 0 ..< width {
            let from = b * points.count / width
            let to = max((b + 1) * points.count / width, from + 1)
            var sum = 0.0
            for i in from ..< to { sum += points[i].y }
            result.append(sum / Double(to - from))
        }
        return result
    }
}

/// Counts of events in time bins of growing width, in bounded memory: when more than `maximumBins` bins would be
/// needed, neighbouring bins are merged and the width doubles.
public struct RateHistogram: Sendable, Equatable {
    public let maximumBins: Int
    /// Width of a bin in microseconds.
    public private(set) var binWidth: Int64
    public private(set) var bins: [Int] = []
    public private(set) var total = 0

    public init(binWidth: Int64 = 1_000_000, maximumBins: Int = 600) {
        self.binWidth = max(binWidth, 1)
        self.maximumBins = max(maximumBins, 2)
    }

    /// Counts one event `offset` microseconds after the start (negative offsets count in the first bin).
    public mutating func add(offset: Int64) {
        var index = Int(max(offset, 0) / binWidth)
        while index >= maximumBins {
            var merged: [Int] = []
            merged.reserveCapacity((bins.count + 1) / 2)
            for i in Swift.stride(from: 0, to: bins.count, by: 2) {
                merged.append(bins[i] + (i + 1 < bins.count ? bins[i + 1] : 0))
            }
            bins = merged
            binWidth *= 2
            index = Int(max(offset, 0) / binWidth)
        }
        if bins.count <= index { bins += Array(repeating: 0, count: index + 1 - bins.count) }
        bins[index] += 1
        total += 1
    }
}
