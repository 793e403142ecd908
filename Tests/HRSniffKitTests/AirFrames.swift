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

/// Hand-built air captures: nRF Sniffer records (DLT 272, header version 3) of one connection, and raw link-layer
/// packets (DLT 251) with chosen times, for the link-layer and security tests.
struct AirFrames {
    static let accessAddress: UInt32 = 0x5065_4A27
    static let crcInit: UInt32 = 0x2E_D45D
    /// The central and the peripheral of the CONNECT_IND (F1:2C:33:7F:3A:01, random).
    static let central: [UInt8] = [1, 2, 3, 4, 5, 0xC6]
    static let peripheral: [UInt8] = [0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1]

    var pcap = PcapBuilder(linkType: 272)
    /// Record times: one connection event every 30 ms, the peripheral 200 µs after the central.
    var event: UInt16 = 0
    private var packetCounter: UInt16 = 0
    /// The CRCInit the data packets' CRCs are computed with: the connection's, unless a test makes them up.
    var recordCRCInit = AirFrames.crcInit

    /// A link-layer packet (access address first) with its CRC computed with `crcInit`.
    static func packet(_ aa: UInt32, _ pdu: [UInt8], crcInit: UInt32) -> [UInt8] {
        let crc = CRC24.compute(initial: crcInit, Bytes(pdu))
        return le32(aa) + pdu + [UInt8(crc & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc >> 16)]
    }

    /// CONNECT_IND (Core Vol 6 Part B §2.3.3.1): interval 30 ms, all 37 channels, hop 7.
    static func connectInd(crcInit: UInt32 = crcInit) -> [UInt8] {
        let ll: [UInt8] = le32(accessAddress) + [UInt8(crcInit & 0xFF), UInt8((crcInit >> 8) & 0xFF), UInt8(crcInit >> 16),
                                                 3, 2, 0, 24, 0, 0, 0, 72, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0x1F, 0xA7]
        return packet(LinkLayerPacket.advertisingAccessAddress, [0x45, 34] + central + peripheral + ll, crcInit: 0x55_5555)
    }

    /// A data channel PDU: header (LLID, NESN, SN, MD) and payload.
    static func data(llid: UInt8, sn: UInt8, nesn: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [llid | nesn << 2 | sn << 3, UInt8(payload.count)] + payload
    }

    /// An L2CAP PDU on the ATT channel, as the start of a data PDU's payload.
    static func att(_ hex: String) -> [UInt8] { CaptureBuilder.l2cap(cid: 0x0004, bytes(hex)) }

    /// An SMP PDU on its channel.
    static func smp(_ hex: String) -> [UInt8] { CaptureBuilder.l2cap(cid: 0x0006, bytes(hex)) }

    /// One nRF Sniffer record: board, payload length, version 3, packet counter, packet ID (2 advertising, 6
    /// data), header length 10, flags (bit 0 CRC OK, bit 1 central → peripheral, bit 2 encrypted, bit 3 MIC OK),
    /// channel, RSSI, event counter, timestamp; then the packet.
    mutating func record(_ packet: [UInt8], advertising: Bool = false, central: Bool = true, crcOK: Bool = true,
                         encrypted: Bool = false, micOK: Bool = false, at microseconds: UInt32) {
        let flags: UInt8 = (crcOK ? 1 : 0) | (central && !advertising ? 2 : 0) | (encrypted ? 4 : 0) | (micOK ? 8 : 0)
        let header: [UInt8] = [10, flags, advertising ? 37 : 3, 50] + le16(event) + le32(microseconds)
        let body = header + packet
        let record: [UInt8] = [0] + le16(UInt16(body.count + 1)) + [3] + le16(packetCounter) + [advertising ? 2 : 6] + body
        packetCounter &+= 1
        pcap.record(seconds: 1_773_480_413 + microseconds / 1_000_000, fraction: microseconds % 1_000_000, record)
    }

    /// The CONNECT_IND, as the first record.
    mutating func connect() {
        record(Self.connectInd(), advertising: true, at: 0)
    }

    /// One connection event: the central's packet and the peripheral's answer (either left out: `nil`). `pdu`s
    /// are data channel PDUs (`data`); the CRC is computed with the connection's CRCInit, or broken.
    mutating func connectionEvent(
        central c: [UInt8]?, peripheral p: [UInt8]?, centralCRC: Bool = true, peripheralCRC: Bool = true,
        encrypted: Bool = false, centralMIC: Bool = false, peripheralMIC: Bool = false
    ) {
        event &+= 1
        let start = UInt32(event) * 30_000
        if let c {
            record(Self.packet(Self.accessAddress, c, crcInit: recordCRCInit), central: true, crcOK: centralCRC,
                   encrypted: encrypted, micOK: centralMIC, at: start)
        }
        if let p {
            record(Self.packet(Self.accessAddress, p, crcInit: recordCRCInit), central: false, crcOK: peripheralCRC,
                   encrypted: encrypted, micOK: peripheralMIC, at: start + 200)
        }
    }

    var capture: [UInt8] { pcap.data }
}

/// What the pipeline made of a hand-built capture.
struct AirRun {
    var att: [String] = []
    var procedures: [DecodedProcedure] = []
    var diagnostics: [Diagnostic] = []
    var connections: [ConnectionInfo] = []
    var smp: [(frame: Int, direction: Direction)] = []
    var startEncryption: [ConnectionInfo] = []

    init(_ data: [UInt8], suffix: String = ".pcap") throws {
        let path = temporaryFile(data, suffix: suffix)
        defer { unlink(path) }
        var pipeline = Pipeline()
        pipeline.run(try CaptureFile.open(path)) { event in
            switch event.payload {
            case .att(let m): att.append("\(event.frame) \(m.direction.name) \(m.bytes.hex)")
            case .gatt(let p): procedures.append(p)
            case .diagnostic(let d): diagnostics.append(d)
            case .connectionEnd(let info, _): connections.append(info)
            case .smp(_, _, let direction, _): smp.append((event.frame, direction))
            case .linkLayer(let e):
                if case .data(_, let control?) = e.pdu, control.opcode == .startEncReq, let info = e.connection {
                    startEncryption.append(info)
                }
            case .event(let e, _, let info?):
                if case .encryptionChange = e.detail { startEncryption.append(info) }
            default: break
            }
        }
    }

    func codes(_ severity: Diagnostic.Severity) -> [String] {
        diagnostics.filter { $0.severity == severity }.map(\.code)
    }
}
