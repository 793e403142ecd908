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
    /// Frames where tshark reports an ATT PDU that hrsniff, following the specification, does not. Each is checked:
    /// hrsniff's link layer gives the frame that status, and tshark decodes an ATT PDU there.
    ///
    /// Air captures: tshark 4.0 decodes packets whose CRC failed (Core Vol 6 Part B §3.1.1: a receiver accepts no
    /// packet whose CRC fails), and link-layer retransmissions a second time (§4.5.9: a packet with the SN of the
    /// sender's last packet that the receiver has not acknowledged since is old data the receiver ignores);
    /// LinkLayerTests show both. Where the receiver's NESN changed twice since the first copy, or the capture's
    /// records are not as the air carried them (a tool's log, whose CRCs do not match the connection's CRCInit: the
    /// SweynTooth captures), the same bytes again are new data, and tshark is right to decode them (hrsniff does).
    static let knownTsharkErrors: [String: [Int: LinkLayerEvent.Status]] = [
        "heart-rate-strap-nrf.pcap": [35: .crcError, 55: .retransmission],
        "heart-rate-strap-ll.pcap": [35: .crcError, 55: .retransmission],
        "AleBonora3__Tesi_BLE__mouse.pcapng": [1016: .retransmission, 1310: .retransmission, 1311: .retransmission,
                                               1312: .retransmission, 1313: .retransmission, 1314: .retransmission],
        "mikeryan__crackle__le_secure_connections.pcapng": [60: .retransmission],
        "mikeryan__crackle__numeric_pin_decrypted.pcap": [26: .crcError],
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
        // Each exception is what it says: tshark decodes an ATT PDU in the frame, and hrsniff's link layer found the
        // packet failing its CRC, or a retransmission.
        guard !exceptions.isEmpty else { return }
        let statuses = try linkLayerStatuses(path)
        for (frame, reason) in exceptions.sorted(by: { $0.key < $1.key }) {
            #expect(expected.contains { frameOf($0) == frame }, "\(name) frame \(frame): tshark decodes no ATT PDU there")
            #expect(statuses[frame] == reason, "\(name) frame \(frame): hrsniff's link layer says \(statuses[frame]?.rawValue ?? "nothing"), not \(reason.rawValue)")
        }
    }

    /// The link layer's verdict on each data packet of an air capture, by frame.
    func linkLayerStatuses(_ path: String) throws -> [Int: LinkLayerEvent.Status] {
        var pipeline = Pipeline(depth: .hci)
        var statuses: [Int: LinkLayerEvent.Status] = [:]
        pipeline.run(try CaptureFile.open(path)) { event in
            if case .linkLayer(let e) = event.payload, case .data = e.pdu { statuses[event.frame] = e.status }
        }
        return statuses
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
