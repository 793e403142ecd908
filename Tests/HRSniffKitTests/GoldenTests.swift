import Foundation
import Testing

/// End-to-end outputs of the command line on the bundled captures, compared with files under `Golden/`.
/// `RECORD_GOLDEN=1 swift test --filter GoldenTests` rewrites them; review the diff before committing.
@Suite struct GoldenTests {
    static let folder = CaptureFiles.projectRoot.appendingPathComponent("Tests/HRSniffKitTests/Golden")

    static let cases: [(name: String, arguments: [String])] = [
        ("dump-heart-rate-strap.txt", ["dump", "Captures/heart-rate-strap.btsnoop"]),
        ("dump-heart-rate-strap.ndjson", ["dump", "--json", "Captures/heart-rate-strap.btsnoop"]),
        ("dump-heart-rate-strap-l2cap.txt", ["dump", "--layer", "l2cap", "Captures/heart-rate-strap.btsnoop"]),
        ("dump-heart-rate-strap-hci.ndjson", ["dump", "--json", "--layer", "hci", "Captures/heart-rate-strap.btsnoop"]),
        ("dump-heart-rate-strap-monitor.txt", ["dump", "Captures/heart-rate-strap-monitor.btsnoop"]),
        ("dump-heart-rate-strap-pcapng.ndjson", ["dump", "--json", "Captures/heart-rate-strap.pcapng"]),
        ("dump-heart-rate-strap-nrf.txt", ["dump", "Captures/heart-rate-strap-nrf.pcap"]),
        ("dump-heart-rate-strap-ll.ndjson", ["dump", "--json", "--layer", "hci", "Captures/heart-rate-strap-ll.pcap"]),
        ("analyze-heart-rate-strap-nrf.txt", ["analyze", "Captures/heart-rate-strap-nrf.pcap"]),
        ("analyze-heart-rate-strap-ll.ndjson", ["analyze", "--json", "Captures/heart-rate-strap-ll.pcap"]),
        ("analyze-heart-rate-strap.txt", ["analyze", "Captures/heart-rate-strap.btsnoop"]),
        ("analyze-heart-rate-strap-summary-ios.txt", ["analyze", "--summary", "--api", "ios", "Captures/heart-rate-strap.btsnoop"]),
        ("analyze-heart-rate-strap.ndjson", ["analyze", "--json", "Captures/heart-rate-strap.btsnoop"]),
        ("analyze-heart-rate-strap-monitor.txt", ["analyze", "--summary", "Captures/heart-rate-strap-monitor.btsnoop"]),
        ("analyze-heart-rate-strap-pcapng.ndjson", ["analyze", "--json", "--summary", "Captures/heart-rate-strap.pcapng"]),
        ("gatt-heart-rate-strap.txt", ["gatt", "Captures/heart-rate-strap.btsnoop"]),
        ("gatt-heart-rate-strap.ndjson", ["gatt", "--json", "Captures/heart-rate-strap.btsnoop"]),
        ("export-heart-rate-strap.csv", ["export", "--csv", "Captures/heart-rate-strap.btsnoop"]),
        ("analyze-heart-rate-strap-reconnect.txt", ["analyze", "Captures/heart-rate-strap-reconnect.btsnoop"]),
        ("analyze-heart-rate-strap-reconnect.ndjson", ["analyze", "--json", "Captures/heart-rate-strap-reconnect.btsnoop"]),
        ("analyze-gatt-procedures.txt", ["analyze", "Captures/gatt-procedures.btsnoop"]),
        ("analyze-gatt-procedures.ndjson", ["analyze", "--json", "Captures/gatt-procedures.btsnoop"]),
        ("dump-gatt-procedures.txt", ["dump", "Captures/gatt-procedures.btsnoop"]),
        ("analyze-firmware-before.txt", ["analyze", "--summary", "Captures/firmware-before.btsnoop"]),
        ("analyze-firmware-after.txt", ["analyze", "--summary", "Captures/firmware-after.btsnoop"]),
        ("gatt-firmware-after.ndjson", ["gatt", "--json", "Captures/firmware-after.btsnoop"]),
        ("analyze-firmware-before.ndjson", ["analyze", "--json", "Captures/firmware-before.btsnoop"]),
        ("analyze-firmware-after.ndjson", ["analyze", "--json", "Captures/firmware-after.btsnoop"]),
        ("analyze-blood-pressure.txt", ["analyze", "Captures/blood-pressure.btsnoop"]),
        ("analyze-blood-pressure.ndjson", ["analyze", "--json", "Captures/blood-pressure.btsnoop"]),
        ("analyze-thermometer.txt", ["analyze", "Captures/thermometer.btsnoop"]),
        ("analyze-thermometer.ndjson", ["analyze", "--json", "Captures/thermometer.btsnoop"]),
        ("analyze-weight-scale.txt", ["analyze", "Captures/weight-scale.btsnoop"]),
        ("analyze-weight-scale.ndjson", ["analyze", "--json", "Captures/weight-scale.btsnoop"]),
        ("analyze-glucose.txt", ["analyze", "Captures/glucose.btsnoop"]),
        ("analyze-glucose.ndjson", ["analyze", "--json", "Captures/glucose.btsnoop"]),
        ("analyze-cycling-speed-cadence.txt", ["analyze", "Captures/cycling-speed-cadence.btsnoop"]),
        ("analyze-cycling-speed-cadence.ndjson", ["analyze", "--json", "Captures/cycling-speed-cadence.btsnoop"]),
        ("analyze-fitness-machine.txt", ["analyze", "Captures/fitness-machine.btsnoop"]),
        ("analyze-fitness-machine.ndjson", ["analyze", "--json", "Captures/fitness-machine.btsnoop"]),
        ("diff-firmware.ndjson", ["diff", "--json", "Captures/firmware-before.btsnoop", "Captures/firmware-after.btsnoop"]),
        ("gatt-gatt-procedures.txt", ["gatt", "Captures/gatt-procedures.btsnoop"]),
        ("analyze-heart-rate-strap-pklg.txt", ["analyze", "Captures/heart-rate-strap.pklg"]),
        ("analyze-heart-rate-strap-pklg.ndjson", ["analyze", "--json", "Captures/heart-rate-strap.pklg"]),
        ("analyze-heart-rate-strap-be-pklg.txt", ["analyze", "Captures/heart-rate-strap-be.pklg"]),
        ("analyze-heart-rate-strap-be-pklg.ndjson", ["analyze", "--json", "Captures/heart-rate-strap-be.pklg"]),
        ("analyze-heart-rate-strap-bugreport.txt", ["analyze", "Captures/heart-rate-strap-bugreport.zip"]),
        ("analyze-heart-rate-strap-bugreport.ndjson", ["analyze", "--json", "Captures/heart-rate-strap-bugreport.zip"]),
        ("analyze-heart-rate-strap-80.txt", ["analyze", "--width", "80", "Captures/heart-rate-strap.btsnoop"]),
        ("analyze-heart-rate-strap-summary-80.txt", ["analyze", "--summary", "--width", "80", "Captures/heart-rate-strap.btsnoop"]),
        ("analyze-gatt-procedures-80.txt", ["analyze", "--width", "80", "Captures/gatt-procedures.btsnoop"]),
        ("gatt-heart-rate-strap-80.txt", ["gatt", "--width", "80", "Captures/heart-rate-strap.btsnoop"]),
        ("connections-captures-80.txt", ["connections", "--width", "80", "Captures/"]),
        ("connections-heart-rate-strap-reconnect.txt", ["connections", "Captures/heart-rate-strap-reconnect.btsnoop"]),
        ("connections-captures.ndjson", ["connections", "--json", "Captures/"]),
        // The app walkthroughs: one session per device (docs/guide.md).
        ("analyze-hrm-app-ios.txt", ["analyze", "Captures/hrm-app-ios.pklg"]),
        ("analyze-hrm-app-ios.ndjson", ["analyze", "--json", "Captures/hrm-app-ios.pklg"]),
        ("analyze-hrm-app-ios-api-ios.txt", ["analyze", "--api", "ios", "Captures/hrm-app-ios.pklg"]),
        ("analyze-hrm-app-android.txt", ["analyze", "Captures/hrm-app-android.btsnoop"]),
        ("analyze-hrm-app-android.ndjson", ["analyze", "--json", "Captures/hrm-app-android.btsnoop"]),
        ("analyze-hrm-app-android-api-android.txt", ["analyze", "--api", "android", "Captures/hrm-app-android.btsnoop"]),
        ("dump-hrm-app-android.txt", ["dump", "Captures/hrm-app-android.btsnoop"]),
        ("analyze-coospo-h6.txt", ["analyze", "Captures/coospo-h6.btsnoop"]),
        ("analyze-coospo-h6.ndjson", ["analyze", "--json", "Captures/coospo-h6.btsnoop"]),
        ("analyze-polar-h7.txt", ["analyze", "Captures/polar-h7.btsnoop"]),
        ("analyze-polar-h7.ndjson", ["analyze", "--json", "Captures/polar-h7.btsnoop"]),
        ("analyze-medisana-pm100.txt", ["analyze", "Captures/medisana-pm100.btsnoop"]),
        ("analyze-medisana-pm100.ndjson", ["analyze", "--json", "Captures/medisana-pm100.btsnoop"]),
        ("analyze-scale-framed.txt", ["analyze", "Captures/scale-framed.btsnoop"]),
        ("analyze-scale-framed-decoders.txt",
         ["analyze", "--decoders", "docs/examples/scale-framed.json", "Captures/scale-framed.btsnoop"]),
        ("analyze-scale-framed-decoders.ndjson",
         ["analyze", "--json", "--decoders", "docs/examples/scale-framed.json", "Captures/scale-framed.btsnoop"]),
    ]

    @Test(arguments: cases.map(\.name))
    func matchesGolden(_ name: String) throws {
        let arguments = try #require(Self.cases.first { $0.name == name }).arguments
        let result = try HRSniffBinary.run(arguments)
        // diff exits 1 when the sessions differ, as diff(1).
        #expect(result.status == (arguments.first == "diff" ? 1 : 0), "\(result.stderr)")
        let file = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(result.stdout == expected,
                "\(name) differs at line \((firstDifference?.offset ?? min(a.count, b.count)) + 1): expected \(firstDifference.map { String($0.element.0) } ?? "end"), got \(firstDifference.map { String($0.element.1) } ?? "end")")
    }
}
