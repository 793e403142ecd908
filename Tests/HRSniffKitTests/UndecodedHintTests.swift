import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffAnalysis
@testable import hrsniff

/// The hint under a connection's summary counts the values of each vendor characteristic no decoder names. The
/// story counts a run of values of one attribute in one step: runs broken by another attribute, by another
/// connection, by empty values and by a value of a named characteristic must still add up to every value.
@Suite struct UndecodedHintTests {
    /// Two connections to the same kind of device (characteristic 0xFFF4 notifies, 0xFFF1 is written without
    /// response), whose values come in runs of every length, interleaved.
    @Test func runsOfValuesAddUpPerConnectionAndCharacteristic() throws {
        var b = CaptureBuilder(.btsnoopH4)
        // Service 0xFFF0 (0x0001-0x0009): 0xFFF4 (notify, value 0x0003), 0xFFF1 (write without response,
        // value 0x0005); then the Battery Level (0x2A19, read, value 0x0007), which the assigned numbers name.
        let discovery = GATTFixture.serviceFFF0Discovery(
            declarations: "07 02 00 10 03 00 f4 ff 04 00 04 05 00 f1 ff 06 00 02 07 00 19 2a", next: 0x07)
        for handle: UInt16 in [0x41, 0x42] {
            b.leConnectionComplete(handle: handle)
            b.att(handle: handle, discovery)
        }
        var expected: [UInt16: (fff4: Int, fff1: Int)] = [0x41: (0, 0), 0x42: (0, 0)]
        var seed: UInt32 = 7
        func next(_ n: UInt32) -> Int {
            seed = seed &* 1_103_515_245 &+ 12_345
            return Int((seed >> 16) % n)
        }
        for _ in 0 ..< 300 {
            let handle: UInt16 = next(3) == 0 ? 0x42 : 0x41
            let run = 1 + next(6)
            switch next(5) {
            case 0, 1:
                for k in 0 ..< run {
                    // Now and then an empty value: nothing to count.
                    let empty = next(9) == 0
                    b.att(handle: handle, sent: false, "1b 03 00" + (empty ? "" : " a5 " + hex(k)))
                    if !empty { expected[handle, default: (0, 0)].fff4 += 1 }
                }
            case 2, 3:
                for k in 0 ..< run {
                    b.att(handle: handle, sent: true, "52 05 00 " + hex(k) + " 01")
                    expected[handle, default: (0, 0)].fff1 += 1
                }
            default:
                // A read of a characteristic the assigned numbers name, between runs.
                b.att(handle: handle, [(true, "0a 07 00"), (false, "0b 5a")])
            }
        }
        for handle: UInt16 in [0x42, 0x41] { b.disconnectionComplete(handle: handle) }
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }

        let text = try Self.analyze(path)
        let hints = text.split(separator: "\n").filter { $0.contains("hint: no decoder names") }
        #expect(hints.count == 2, "\(text)")
        // Connection #1 is handle 0x41, #2 handle 0x42; each summary (and its hint) comes at its disconnection.
        for (id, handle) in [(1, UInt16(0x41)), (2, UInt16(0x42))] {
            let counts = try #require(expected[handle])
            let summary = try #require(text.range(of: "Summary of connection #\(id)"))
            let hint = try #require(text[summary.upperBound...].split(separator: "\n").first {
                $0.contains("hint: no decoder names")
            })
            #expect(hint.contains("FFF4 (\(counts.fff4) values)"), "\(hint)")
            #expect(hint.contains("FFF1 (\(counts.fff1) values)"), "\(hint)")
            #expect(!hint.contains("2A19") && !hint.contains("Battery"), "\(hint)")
        }
    }

    private func hex(_ k: Int) -> String {
        let s = String(k & 0xFF, radix: 16)
        return s.count == 1 ? "0" + s : s
    }

    /// `analyze` as text, as the command runs it.
    static func analyze(_ path: String) throws -> String {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.demand.subtract([.decodedValues, .attEvents])
        let renderer = TextAnalyzeRenderer(foldNotifications: false, api: nil, color: false, sparklines: false)
        var sink = ByteSink()
        pipeline.run(reader) { renderer.render($0, into: &sink) }
        renderer.finish(into: &sink)
        return String(decoding: sink.bytes.array, as: UTF8.self)
    }
}
