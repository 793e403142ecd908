import Foundation
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
