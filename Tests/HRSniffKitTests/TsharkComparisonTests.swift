import Foundation
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
    /// tshark decodes an ATT PDU there, and hrsniff gives the frame the verdict the reason names.
    ///
    /// Air captures: tshark 4.0 decodes packets whose CRC failed (Core Vol 6 Part B §3.1.1: a receiver accepts no
    /// packet whose CRC fails), and link-layer retransmissions a second time (§4.5.9: a packet with the SN of the
    /// sender's last packet that the receiver has not acknowledged since is old data the receiver ignores);
    /// LinkLayerTests show both. Where the receiver's NESN changed twice since the first copy, or the capture's
    /// records are not as the air carried them (a tool's log, whose CRCs do not match the connection's CRCInit: the
    /// SweynTooth captures), the same bytes again are new data, and tshark is right to decode them (hrsniff does).
    static let knownTsharkErrors: [String: [Int: Reason]] = [
        "heart-rate-strap-nrf.pcap": [35: .linkLayer(.crcError), 55: .linkLayer(.retransmission)],
        "heart-rate-strap-ll.pcap": [35: .linkLayer(.crcError), 55: .linkLayer(.retransmission)],
        "AleBonora3__Tesi_BLE__mouse.pcapng": [
            1016: .linkLayer(.retransmission), 1310: .linkLayer(.retransmission), 1311: .linkLayer(.retransmission),
            1312: .linkLayer(.retransmission), 1313: .linkLayer(.retransmission), 1314: .linkLayer(.retransmission),
        ],
        "mikeryan__crackle__le_secure_connections.pcapng": [60: .linkLayer(.retransmission)],
        "mikeryan__crackle__numeric_pin_decrypted.pcap": [26: .linkLayer(.crcError)],
        // Qualcomm controllers send their debug log as ACL data on handle 0x0EDC, which no Connection Complete
        // made a connection; tshark reads one of its packets as ATT on CID 0x0004 (HCILifecycleTests show the
        // handle is no connection).
        "scientistnobee__DSD6__btsnoop_hci.log": [297: .controllerLog],
        "cagnulein__qdomyos-zwift__btlogs_carnielli.cfa": [387: .controllerLog],
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
        // Each exception is what it says: tshark decodes an ATT PDU in the frame, and hrsniff found the packet
        // failing its CRC, a retransmission, or a controller's log.
        guard !exceptions.isEmpty else { return }
        let verdicts = try verdicts(path)
        for (frame, reason) in exceptions.sorted(by: { $0.key < $1.key }) {
            #expect(expected.contains { frameOf($0) == frame }, "\(name) frame \(frame): tshark decodes no ATT PDU there")
            #expect(verdicts[frame] == reason, "\(name) frame \(frame): hrsniff says \(verdicts[frame]?.description ?? "nothing"), not \(reason)")
        }
    }

    /// Why hrsniff reports no ATT PDU where tshark does.
    enum Reason: Equatable, CustomStringConvertible {
        /// The link layer's verdict on the packet: it failed its CRC, or is a retransmission.
        case linkLayer(LinkLayerEvent.Status)
        /// The packet is a controller's debug log, on a handle that is no connection.
        case controllerLog

        var description: String {
            switch self {
            case .linkLayer(let status): status.rawValue
            case .controllerLog: "controller log"
            }
        }
    }

    /// hrsniff's verdict on each packet that is a link-layer data packet or a controller log, by frame.
    func verdicts(_ path: String) throws -> [Int: Reason] {
        var pipeline = Pipeline(depth: .hci)
        var verdicts: [Int: Reason] = [:]
        pipeline.run(try CaptureFile.open(path)) { event in
            switch event.payload {
            case .linkLayer(let e): if case .data = e.pdu { verdicts[event.frame] = .linkLayer(e.status) }
            case .controllerLog: verdicts[event.frame] = .controllerLog
            default: break
            }
        }
        return verdicts
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
