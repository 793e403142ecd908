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

/// SDNN, RMSSD and pNN50 as defined by the Task Force of the ESC/NASPE (1996), computed in constant memory.
@Suite struct HeartRateVariabilityTests {
    @Test func knownSeries() throws {
        var hrv = GATTSummary.HeartRateVariability()
        for rr in [800.0, 850, 780, 900] { hrv.add(rr) }
        // Deviations from the mean 832.5: squares sum to 8675; SDNN = sqrt(8675 / 3).
        #expect(abs(try #require(hrv.sdnn) - (8675.0 / 3).squareRoot()) < 1e-9)
        // Successive differences 50, -70, 120: RMSSD = sqrt(21800 / 3); only 70 and 120 exceed 50 ms.
        #expect(abs(try #require(hrv.rmssd) - (21800.0 / 3).squareRoot()) < 1e-9)
        #expect(abs(try #require(hrv.pnn50) - 200.0 / 3) < 1e-9)
    }

    /// SDNN against a two-pass computation, on intervals near the largest a Heart Rate Measurement can carry (65535
    /// 1/1024 s, about 64 s) that differ by the smallest step (1/1024 s): plain sums of the squares lose the spread
    /// there (their rounding is larger than it), sums taken less the first interval keep it; and on a series whose
    /// first interval is far from all the others.
    @Test func sdnnKeepsSmallSpreadsOfLargeIntervals() throws {
        let step = 1000.0 / 1024
        let steady = (0 ..< 100_000).map { 65_000 * step + Double($0 % 3) * step }
        let outlierFirst = [300.0] + (0 ..< 100_000).map { 800 + Double($0 % 5) * step }
        for values in [steady, outlierFirst] {
            var hrv = GATTSummary.HeartRateVariability()
            for v in values { hrv.add(v) }
            let mean = values.reduce(0, +) / Double(values.count)
            let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
            let expected = (squares / Double(values.count - 1)).squareRoot()
            #expect(abs(try #require(hrv.sdnn) - expected) <= 1e-9 * expected)
        }
    }

    @Test func lossOfContactBreaksSuccessiveDifferences() throws {
        var hrv = GATTSummary.HeartRateVariability()
        hrv.add(800)
        hrv.breakSequence()
        hrv.add(1000)
        #expect(hrv.successiveDifferences == 0)
        #expect(hrv.rmssd == nil)
        #expect(hrv.count == 2)
    }

    @Test func summaryOfTheBundledSession() throws {
        let reader = try CaptureFile.open(CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path)
        var pipeline = Pipeline()
        var summary: GATTSummary?
        pipeline.run(reader) { if case .connectionEnd(_, let s) = $0.payload { summary = s } }
        let hrm = try #require(summary?.activity.values.first { $0.attribute.uuid?.shortValue == 0x2A37 })
        #expect(hrm.notifications == 120)
        #expect(hrm.contactLost == 5)
        #expect(hrm.contactLostPeriods == 1)
        #expect(hrm.series["bpm"]?.count == 115)
        #expect(hrm.hrv?.count == 160)
    }
}
