import Foundation
import Testing
@testable import HRSniffKit

enum Tshark {
    /// In CI tshark must be there (the CI script installs it): its absence fails the suite instead of skipping.
    static let usable = (available("tshark") && available("jq")) || ProcessInfo.processInfo.environment["CI"] != nil
}

/// hrsniff's ATT PDUs against tshark's, capture by capture: the same (frame, opcode, whole PDU) sequence.
/// Where they differ, tshark is wrong, and the difference is listed here with the reason and proved by a unit
/// test (`TsharkDisagreementTests`).
@Suite(.enabled(if: Tshark.usable, "tshark and jq are not installed"))
struct TsharkComparisonTests {
    /// Frames where tshark reports an ATT PDU that hrsniff, following the specification, does not (or the reverse).
    static let knownTsharkErrors: [String: [Int: String]] = [
        // Air captures: tshark 4.0 decodes packets whose CRC failed, and link-layer retransmissions a second time
        // (LinkLayerTests show what Core Vol 6 Part B §3.1.1 and §4.5.9 say).
        "heart-rate-strap-nrf.pcap": [35: "CRC failed", 55: "retransmission"],
        "heart-rate-strap-ll.pcap": [35: "CRC failed", 55: "retransmission"],
        "AleBonora3__Tesi_BLE__mouse.pcapng": [1016: "retransmission", 1310: "retransmission", 1311: "retransmission",
                                               1312: "retransmission", 1313: "retransmission", 1314: "retransmission"],
        "mikeryan__crackle__le_secure_connections.pcapng": [60: "retransmission"],
        "mikeryan__crackle__numeric_pin_decrypted.pcap": [26: "CRC failed"],
        // Qualcomm controllers send their debug log as ACL data on handle 0x0EDC, which no Connection Complete
        // made a connection; tshark reads one of its packets as ATT on CID 0x0004 (HCILifecycleTests show the
        // handle is no connection).
        "scientistnobee__DSD6__btsnoop_hci.log": [297: "Qualcomm debug log"],
        "cagnulein__qdomyos-zwift__btlogs_carnielli.cfa": [387: "Qualcomm debug log"],
    ]

    /// Captures tshark decodes only when told how (the PPI file carries raw link-layer packets as DLT USER0).
    static let tsharkArguments: [String: [String]] = [
        "mikeryan__crackle__numeric_pin_decrypted.pcap": ["--", "-o", "uat:user_dlts:\"User 0 (DLT=147)\",\"btle\",\"0\",\"\",\"0\",\"\""],
    ]

    static var files: [String] { CaptureFiles.all.filter(CaptureFiles.isReadableByTshark) }

    @Test(arguments: files.map(CaptureFiles.name))
    func attPDUsEqualTsharks(_ name: String) throws {
        let path = try #require(Self.files.first { CaptureFiles.name($0) == name })
        let script = CaptureFiles.projectRoot.appendingPathComponent("scripts/tshark-att.sh").path
        let output = try #require(run("bash", [script, path] + (Self.tsharkArguments[name] ?? [])), "tshark-att.sh failed on \(name)")
        let expected = output.split(separator: "\n").map(String.init)
        let actual = try attLines(path)
        let exceptions = Self.knownTsharkErrors[name] ?? [:]
        let frameOf: (String) -> Int = { Int($0.split(separator: " ").first ?? "") ?? 0 }
        let theirs = expected.filter { exceptions[frameOf($0)] == nil }
        let ours = actual.filter { exceptions[frameOf($0)] == nil }
        let ourSet = Set(ours), theirSet = Set(theirs)
        let missing = theirs.filter { !ourSet.contains($0) }.prefix(5)
        let extra = ours.filter { !theirSet.contains($0) }.prefix(5)
        #expect(ours == theirs, "\(name): \(ours.count) PDUs vs tshark \(theirs.count); missing \(Array(missing)); extra \(Array(extra))")
    }

    /// hrsniff's ATT PDUs as "FRAME 0xNN HEX" lines.
    func attLines(_ path: String) throws -> [String] {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline()
        var lines: [String] = []
        pipeline.run(reader) { event in
            guard case .att(let m) = event.payload else { return }
            let op = m.bytes[checked: 0].map { "0x" + ($0 < 16 ? "0" : "") + String($0, radix: 16) } ?? "-"
            lines.append("\(event.frame) \(op) \(m.bytes.isEmpty ? "-" : m.bytes.hex)")
        }
        return lines
    }
}
