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
@testable import HRSniffReport
import Testing

/// `hrsniff diff`: the firmware-update pair gives exactly its intended differences; a capture compared with itself,
/// or with a copy in another container, gives none.
@Suite struct DiffTests {
    static var root: String { CaptureFiles.projectRoot.path }

    /// The intended differences (see scripts/make_captures.py): a characteristic added, the vendor service moved
    /// by two handles, Battery Level and Firmware Revision changed, the vendor characteristic no longer
    /// subscribed. Its two notifications are missing in B as a consequence, and so the first notification comes
    /// later (the first in A was the vendor one).
    @Test func firmwareUpdatePair() throws {
        let result = try HRSniffBinary.run(["diff", Self.root + "/Captures/firmware-before.btsnoop",
                                            Self.root + "/Captures/firmware-after.btsnoop"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == """
            Connection A#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A" ↔ B#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A": 7 differences, 47 the same
              gatt
                ~ 8F3A0001-5F7E-4C1A-9B6D-2C4E7F9A1B3C: handle 0x0025 → handle 0x0027 (moved by +2 with its attributes)
                + 8F3A0004-5F7E-4C1A-9B6D-2C4E7F9A1B3C: added at 0x002e (only in B)
              procedures
                - subscription to 8F3A0002-5F7E-4C1A-9B6D-2C4E7F9A1B3C: notifications (only in A)
              values
                ~ Firmware Revision String: "2.4.17" → "2.5.0"
                ~ Battery Level: 92 % → 71 %
              notifications
                - 8F3A0002-5F7E-4C1A-9B6D-2C4E7F9A1B3C notifications: 2 (only in A)
              timing
                ~ connection to first notification: 3.6 s → 4.2 s
            7 differences.

            """)
    }

    @Test func firmwareUpdatePairJSONAndIgnore() throws {
        let result = try HRSniffBinary.run(["diff", "--json", "--ignore", "timing,notifications",
                                            Self.root + "/Captures/firmware-before.btsnoop",
                                            Self.root + "/Captures/firmware-after.btsnoop"])
        #expect(result.status == 1)
        let objects = result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(objects.count == 5)
        #expect(objects.allSatisfy { $0["type"] as? String == "difference" })
        #expect(objects.map { $0["section"] as? String ?? "" } == ["gatt", "gatt", "procedures", "values", "values"])
        let battery = try #require(objects.first { ($0["path"] as? String)?.hasSuffix("/2A19") == true })
        #expect(battery["a"] as? String == "92 %")
        #expect(battery["b"] as? String == "71 %")
        let added = try #require(objects.first { ($0["b"] as? String)?.hasPrefix("added") == true })
        #expect(added["a"] is NSNull)
    }

    @Test(arguments: CaptureFiles.bundled.map(CaptureFiles.name))
    func captureAgainstItselfHasNoDifferences(_ name: String) throws {
        let path = Self.root + "/Captures/" + name
        let result = try HRSniffBinary.run(["diff", path, path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("No differences.\n"))
    }

    @Test(arguments: ["heart-rate-strap.pcapng", "heart-rate-strap-monitor.btsnoop"])
    func containersOfOneSessionHaveNoDifferences(_ other: String) throws {
        let result = try HRSniffBinary.run(["diff", Self.root + "/Captures/heart-rate-strap.btsnoop",
                                            Self.root + "/Captures/" + other])
        #expect(result.status == 0, "\(result.stdout)")
    }

    @Test func unreadableCaptureIsTrouble() throws {
        let result = try HRSniffBinary.run(["diff", Self.root + "/README.md", Self.root + "/README.md"])
        #expect(result.status == 2)
    }
}

extension DiffTests {
    /// --pair in both spellings pairs connections explicitly; a connection left over is reported as only in one.
    @Test func explicitPairing() throws {
        let a = Self.root + "/Captures/heart-rate-strap-reconnect.btsnoop"
        let b = Self.root + "/Captures/heart-rate-strap.btsnoop"
        for spelling in ["2=1", "A:2=B:1"] {
            let result = try HRSniffBinary.run(["diff", "--pair", spelling, a, b])
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("Connection A#2 F1:2C:33:7F:3A:01 \"HRS-Strap 7F3A\" ↔ B#1"), "\(result.stdout.prefix(200))")
            #expect(result.stdout.contains("Connection #1 F1:2C:33:7F:3A:01 \"HRS-Strap 7F3A\" only in A"))
        }
        let bad = try HRSniffBinary.run(["diff", "--pair", "x", a, b])
        #expect(bad.status == 64)
    }
}

/// Sessions built in memory, for the quirks the bundled pair does not show.
extension DiffTests {
    /// A heart-rate strap session: the discovery of `GATTFixture.heartRateDiscovery`, a Read Multiple of Body Sensor
    /// Location (0x0011, one byte by the GATT Specification Supplement) and Device Name (0x0003, last, so its length
    /// is the rest), then `notifications` Heart Rate Measurement notifications (0x000e) and `indications`
    /// indications of the vendor characteristic 0x0016, each confirmed.
    /// With `readMultiple` false, the two values are read one by one instead; `delay` microseconds pass before the
    /// first indication.
    static func strapSession(location: UInt8, name: String, notifications: Int, indications: Int,
                             readMultiple: Bool = true, delay: Int64 = 0) -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "F1:2C:33:7F:3A:01")
        b.att(GATTFixture.heartRateDiscovery)
        let nameHex = name.utf8.map { GATTFixture.hexByte($0) }.joined(separator: " ")
        if readMultiple {
            b.att([(true, "0e 11 00 03 00"), (false, "0f " + GATTFixture.hexByte(location) + " " + nameHex)])
        } else {
            b.att([(true, "0a 11 00"), (false, "0b " + GATTFixture.hexByte(location)), (true, "0a 03 00"),
                   (false, "0b " + nameHex)])
        }
        for i in 0 ..< notifications {
            b.att(sent: false, GATTFixture.heartRate("00 " + GATTFixture.hexByte(UInt8(60 + i))))
        }
        b.time += delay
        for i in 0 ..< indications {
            b.att(sent: false, "1d 16 00 " + GATTFixture.hexByte(UInt8(i)))
            b.att(sent: true, "1e")
        }
        b.disconnectionComplete(handle: 0x40)
        return b.data
    }

    static func diff(_ a: [UInt8], _ b: [UInt8], _ options: [String] = []) throws -> HRSniffBinary.Result {
        let pathA = temporaryFile(a, suffix: ".btsnoop"), pathB = temporaryFile(b, suffix: ".btsnoop")
        defer { unlink(pathA); unlink(pathB) }
        return try HRSniffBinary.run(["diff"] + options + [pathA, pathB])
    }
}

/// The four quirks `diff` once had, each pinned down.
extension DiffTests {
    static var firmwarePair: (String, String) {
        (root + "/Captures/firmware-before.btsnoop", root + "/Captures/firmware-after.btsnoop")
    }

    static func sessions(_ path: String) throws -> [ConnectionSession] {
        var pipeline = Pipeline(depth: .att)
        pipeline.describeValues = true
        var collector = SessionCollector()
        pipeline.run(try CaptureFile.open(path)) { collector.add($0) }
        return collector.sessions
    }

    /// What ignored sections hold is not counted as the same either: of the 47 equal things of the firmware pair,
    /// 8 are in the timing and notifications sections.
    @Test func ignoredSectionsAreNotCountedAsTheSame() throws {
        let (a, b) = Self.firmwarePair
        let result = try HRSniffBinary.run(["diff", "--ignore", "timing,notifications", a, b])
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("""
            Connection A#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A" ↔ B#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A": 5 differences, 39 the same
              gatt

            """), "\(result.stdout)")
        let everything = SessionDifference.Section.allCases.map(\.rawValue).joined(separator: ",")
        let none = try HRSniffBinary.run(["diff", "--ignore", everything, a, b])
        #expect(none.status == 0)
        #expect(none.stdout == """
            Connection A#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A" ↔ B#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A": 0 differences, 0 the same
            No differences.

            """)
    }

    /// Section by section, the differences and equal things of one section and those of all the others add up to
    /// the whole, and a section compared alone yields differences of that section only.
    @Test func sectionsAddUp() throws {
        let (pathA, pathB) = Self.firmwarePair
        let a = try #require(try Self.sessions(pathA).first), b = try #require(try Self.sessions(pathB).first)
        let whole = SessionDiff.compare(a, b)
        #expect(whole.differences.count == 7)
        #expect(whole.same == 47)
        let all = Set(SessionDifference.Section.allCases)
        var same = 0
        for section in all {
            let alone = SessionDiff.compare(a, b, ignoring: all.subtracting([section]))
            let without = SessionDiff.compare(a, b, ignoring: [section])
            #expect(alone.differences.allSatisfy { $0.section == section })
            #expect(!without.differences.contains { $0.section == section })
            #expect(alone.differences.count + without.differences.count == whole.differences.count)
            #expect(alone.same + without.same == whole.same, "\(section)")
            same += alone.same
        }
        #expect(same == 47)
        let nothing = SessionDiff.compare(a, b, ignoring: all)
        #expect(nothing.differences.isEmpty && nothing.same == 0)
    }

    /// A connection without a pair is a difference of the `connection` section, as its JSON object says: ignoring
    /// that section hides it in text and JSON and from the exit status; ignoring the others does not.
    @Test func ignoringTheConnectionSectionHidesUnpairedConnections() throws {
        let a = Self.root + "/Captures/heart-rate-strap-reconnect.btsnoop"
        let b = Self.root + "/Captures/heart-rate-strap.btsnoop"
        let everything = try HRSniffBinary.run(["diff", "--ignore", "connection,gatt,procedures,values,notifications,timing", a, b])
        #expect(everything.status == 0)
        #expect(everything.stdout == """
            Connection A#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A" ↔ B#1 F1:2C:33:7F:3A:01 "HRS-Strap 7F3A": 0 differences, 0 the same
            No differences.

            """)
        let json = try HRSniffBinary.run(["diff", "--json", "--ignore", "connection", a, b])
        #expect(json.status == 1)
        #expect(!json.stdout.isEmpty)
        #expect(!json.stdout.contains("\"section\":\"connection\""), "\(json.stdout)")
        let kept = try HRSniffBinary.run(["diff", "--json", "--ignore", "gatt,procedures,values,notifications,timing", a, b])
        #expect(kept.status == 1)
        #expect(kept.stdout.hasSuffix("""
            {"type":"difference","schema_version":1,"section":"connection","path":"connection","name":"connection only in A","a":"#2 F1:2C:33:7F:3A:01 \\"HRS-Strap 7F3A\\"","b":null}

            """), "\(kept.stdout)")
    }

    /// Indications are counted apart from notifications (`:indications`, while `:count` stays the notifications'),
    /// and the first indication is timed apart from the first notification.
    @Test func indicationsAreReportedApart() throws {
        let a = Self.strapSession(location: 1, name: "Strap", notifications: 3, indications: 2)
        let b = Self.strapSession(location: 1, name: "Strap", notifications: 5, indications: 4, delay: 2_000_000)
        let text = try Self.diff(a, b)
        #expect(text.status == 1)
        #expect(text.stdout == """
            Connection A#1 F1:2C:33:7F:3A:01 "Strap" ↔ B#1 F1:2C:33:7F:3A:01 "Strap": 4 differences, 32 the same
              notifications
                ~ Heart Rate Measurement notifications: 3 → 5
                ~ Heart Rate Measurement bpm: min 60, mean 61, max 62 bpm → min 60, mean 62, max 64 bpm
                ~ 8F3A0002-5F7E-4C1A-9B6D-2C4E7F9A1B3C indications: 2 → 4
              timing
                ~ connection to first indication: 0 s → 2 s
            4 differences.

            """)
        let json = try Self.diff(a, b, ["--json"])
        let paths = json.stdout.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["path"] as? String
        }
        #expect(paths == ["180D/2A37:count", "180D/2A37:bpm",
                          "8F3A0001-5F7E-4C1A-9B6D-2C4E7F9A1B3C/8F3A0002-5F7E-4C1A-9B6D-2C4E7F9A1B3C:indications",
                          "first_indication"])
    }

    /// Values split out of a Read Multiple response are decoded as when read alone: the same lines as with two
    /// single reads, the Device Name read naming the connection either way.
    @Test func readMultipleValuesAreDecoded() throws {
        let expected = """
            Connection A#1 F1:2C:33:7F:3A:01 "Strap A" ↔ B#1 F1:2C:33:7F:3A:01 "Strap B": 2 differences, 30 the same
              values
                ~ Device Name: "Strap A" → "Strap B"
                ~ Body Sensor Location: Chest → Wrist
            2 differences.

            """
        for readMultiple in [true, false] {
            let result = try Self.diff(
                Self.strapSession(location: 1, name: "Strap A", notifications: 3, indications: 0, readMultiple: readMultiple),
                Self.strapSession(location: 2, name: "Strap B", notifications: 3, indications: 0, readMultiple: readMultiple))
            #expect(result.status == 1)
            #expect(result.stdout == expected, "read multiple: \(readMultiple)")
        }
    }
}
