import Testing
import Foundation
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
@testable import HRSniffLive

/// Hostile bytes never crash hrsniff: every capture cut short at many offsets and with random byte flips is read
/// to its end with warnings. A trap here fails the whole test run, which is what it is meant to catch.
@Suite struct RobustnessTests {
    /// Small captures to mutate: every bundled one and the smaller shared ones (large ones cost time, not coverage).
    static var seeds: [String] {
        CaptureFiles.all.filter { CaptureFiles.read($0).count < 400_000 && CaptureFiles.isReadableHCI($0) }
    }

    /// A deterministic generator, so a failure names a reproducible case.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Runs every depth over `data`; returns the number of events (opening may fail: that is a clean outcome too).
    @discardableResult
    static func survive(_ data: [UInt8]) -> Int {
        let path = temporaryFile(data)
        defer { unlink(path) }
        var count = 0
        for depth in DecodeDepth.allCases {
            guard let reader = try? CaptureFile.open(path) else { return 0 }
            var pipeline = Pipeline(depth: depth)
            pipeline.run(reader) { _ in count += 1 }
        }
        return count
    }

    @Test(arguments: seeds.map(CaptureFiles.name))
    func truncatedAtManyOffsets(_ name: String) throws {
        let path = try #require(Self.seeds.first { CaptureFiles.name($0) == name })
        let data = CaptureFiles.read(path)
        var rng = SplitMix64(state: UInt64(data.count))
        var offsets = Set((0 ..< 40).map { _ in Int.random(in: 0 ... data.count, using: &rng) })
        offsets.formUnion([0, 1, 15, 16, 17, 23, 24, 25, 40, data.count - 1])
        for offset in offsets.sorted() where offset >= 0 && offset <= data.count {
            Self.survive(Array(data[..<offset]))
        }
    }

    @Test(arguments: seeds.map(CaptureFiles.name))
    func randomByteFlips(_ name: String) throws {
        let path = try #require(Self.seeds.first { CaptureFiles.name($0) == name })
        let data = CaptureFiles.read(path)
        guard data.count > 32 else { return }
        var rng = SplitMix64(state: 0xC0FFEE ^ UInt64(data.count))
        for _ in 0 ..< 12 {
            var mutated = data
            for _ in 0 ..< max(1, data.count / 500) {
                // Leave the file header alone half of the time so the mutations reach the packets.
                let index = Int.random(in: (Bool.random(using: &rng) ? 16 : 0) ..< mutated.count, using: &rng)
                mutated[index] = UInt8.random(in: 0 ... 255, using: &rng)
            }
            Self.survive(mutated)
        }
    }

    /// A truncated file still yields the records before the cut, and a warning for the cut one.
    @Test func truncatedFileWarns() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.acl(handle: 0x40, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 4, bytes("1b 25 00 16 48 41 03")))
        let events = try collect(Array(b.data.dropLast(3)))
        #expect(events.first == "event 1 LE Connection Complete #1")
        #expect(events.contains("diag 2 truncated_file"))
    }

    /// A record declaring a huge length stops reading with a warning instead of allocating it.
    @Test func absurdRecordLengthStops() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.data += [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF] + [UInt8](repeating: 0, count: 16)
        let events = try collect(b.data)
        #expect(events == ["event 1 LE Connection Complete #1", "diag 2 corrupt_record"])
    }

    /// Random bytes after a valid header, in every container, at every depth.
    @Test func randomRecords() {
        var rng = SplitMix64(state: 42)
        for container in [CaptureBuilder.Container.btsnoopH4, .btsnoopH1, .btsnoopMonitor] {
            for _ in 0 ..< 30 {
                var b = CaptureBuilder(container)
                for _ in 0 ..< 50 {
                    let length = Int.random(in: 0 ... 40, using: &rng)
                    let packet = (0 ..< length).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
                    b.record(flags: UInt32.random(in: 0 ... 0x0003_0015, using: &rng), packet)
                }
                Self.survive(b.data)
            }
        }
    }
}

/// Timestamps at the ends of the 64-bit range: every command finishes, and durations do not overflow.
@Suite struct ExtremeTimestampTests {
    @Test func farApartTimestampsDoNotOverflow() throws {
        var file = Array("btsnoop\0".utf8) + be32(1) + be32(1002)
        func record(_ raw: UInt64, _ packet: [UInt8], flags: UInt32) {
            file += be32(UInt32(packet.count)) + be32(UInt32(packet.count)) + be32(flags) + be32(0)
            file += be32(UInt32(raw >> 32)) + be32(UInt32(raw & 0xFFFF_FFFF)) + packet
        }
        // LE Connection Complete, notifications, a disconnection: at the earliest time a btsnoop record can hold
        // (Int64.min µs after 1970), raw 0, the largest time and an overflowing one.
        record(UInt64(bitPattern: Int64.min + BtsnoopReader.epochOffset), [0x04, 0x3E, 0x13, 0x01, 0x00, 0x40, 0x00, 0x00, 0x01, 0x01, 0x02, 0x03, 0x04, 0x05, 0xC6,
                   0x24, 0x00, 0x00, 0x00, 0xF4, 0x01, 0x00], flags: 3)
        record(0, [0x02, 0x40, 0x20, 0x09, 0x00, 0x05, 0x00, 0x04, 0x00, 0x1B, 0x0E, 0x00, 0x00, 0x48],
               flags: 1)
        record(1 << 63, [0x02, 0x40, 0x20, 0x09, 0x00, 0x05, 0x00, 0x04, 0x00, 0x1B, 0x0E, 0x00, 0x00, 0x49],
               flags: 1)
        record(0x7FFF_FFFF_FFFF_FFFF, [0x04, 0x05, 0x04, 0x00, 0x40, 0x00, 0x13], flags: 3)
        let path = temporaryFile(file, suffix: ".btsnoop")
        defer { unlink(path) }
        let html = path + ".html"
        defer { unlink(html) }
        for arguments in [["analyze", path], ["analyze", "--json", path], ["analyze", "--summary", path],
                          ["dump", path], ["dump", "--json", path], ["export", "--csv", path], ["gatt", path],
                          ["report", path, "-o", html], ["diff", path, path]] {
            let result = try HRSniffBinary.run(arguments)
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
        }
    }
}
