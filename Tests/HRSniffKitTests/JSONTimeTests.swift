import Testing
import HRSniffBytes
@testable import hrsniff

/// The `time` of JSON lines, written from the text of the second kept from line to line (and, within that second,
/// with no division of the time): every time is its ISO 8601 form, whatever came before it.
@Suite struct JSONTimeTests {
    static func written(_ microseconds: Int64, _ lines: inout JSONDumpRenderer.Lines) -> String {
        var out = ByteSink(capacity: 64)
        var o = JSONObjectWriter(&out)
        lines.time(Timestamp(microseconds: microseconds), &o, &out)
        return out.string
    }

    /// Times that stay in a second, cross seconds, minutes and midnight, go back, jump across the years, and reach
    /// both ends of what a time can hold (the kept second's start is then too far away to subtract from).
    @Test func everyTimeIsItsISO8601Form() {
        // 2026-03-14T23:59:58.5 in microseconds since 1970.
        let base: Int64 = 1_773_532_798_500_000
        var times: [Int64] = [base, base + 1, base + 499_999, base + 500_000, base + 1_499_999, base + 1_500_000,
                              base - 1, base - 500_001, base, 0, -1, -999_999, -1_000_000, -1_000_001, 0,
                              Int64.max, Int64.max - 1, Int64.min, Int64.min + 1, Int64.max, base]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var t = base
        for _ in 0 ..< 20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Mostly a few hundred milliseconds on, sometimes back, sometimes days on.
            switch state >> 60 {
            case 0: t -= Int64(state >> 40 & 0xF_FFFF)
            case 1: t += Int64(state >> 20 & 0xFF_FFFF_FFFF)
            default: t += Int64(state >> 44 & 0x7_FFFF)
            }
            times.append(t)
        }
        var lines = JSONDumpRenderer.Lines()
        var wrong = 0
        for t in times {
            let expected = "{\"time\":\"" + Timestamp(microseconds: t).iso8601 + "\""
            let got = Self.written(t, &lines)
            if got != expected {
                wrong += 1
                if wrong <= 5 { Issue.record("\(t): \(got), not \(expected)") }
            }
        }
        #expect(wrong == 0)
    }
}
