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

/// Air captures: sniffer headers, CRC-24, retransmissions, encryption, and their ATT against the HCI session.
@Suite struct LinkLayerTests {
    static func pcap(_ dlt: UInt32, _ packets: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = []
        func u32(_ v: UInt32) { out += withUnsafeBytes(of: v.littleEndian, Array.init) }
        u32(0xA1B2_C3D4); out += [2, 0, 4, 0]; u32(0); u32(0); u32(65535); u32(dlt)
        for (i, p) in packets.enumerated() {
            u32(UInt32(i)); u32(0); u32(UInt32(p.count)); u32(UInt32(p.count)); out += p
        }
        return out
    }

    /// A link-layer packet (DLT 251) with its CRC computed with `crcInit`.
    static func packet(_ aa: UInt32, _ pdu: [UInt8], crcInit: UInt32, badCRC: Bool = false) -> [UInt8] {
        var crc = CRC24.compute(initial: crcInit, Bytes(pdu))
        if badCRC { crc ^= 1 }
        return withUnsafeBytes(of: aa.littleEndian, Array.init) + pdu + [UInt8(crc & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc >> 16)]
    }

    static let aa: UInt32 = 0x5065_4A27
    static let crcInit: UInt32 = 0x2E_D45D

    static func connectInd() -> [UInt8] {
        let initA: [UInt8] = [1, 2, 3, 4, 5, 0xC6], advA: [UInt8] = [0x11, 0x22, 0x33, 0x44, 0x55, 0x66]
        let ll: [UInt8] = withUnsafeBytes(of: aa.littleEndian, Array.init) + [0x5D, 0xD4, 0x2E, 3, 2, 0, 24, 0, 0, 0, 72, 0,
                                                                                0xFF, 0xFF, 0xFF, 0xFF, 0x1F, 0xA7]
        return packet(LinkLayerPacket.advertisingAccessAddress, [0x45, 34] + initA + advA + ll, crcInit: 0x55_5555)
    }

    func run(_ bytes: [UInt8], depth: DecodeDepth = .att) throws -> (events: [String], diagnostics: [Diagnostic], connections: [ConnectionInfo]) {
        let path = temporaryFile(bytes, suffix: ".pcap")
        defer { unlink(path) }
        var pipeline = Pipeline(depth: depth)
        var events: [String] = [], diagnostics: [Diagnostic] = [], connections: [ConnectionInfo] = []
        pipeline.run(try CaptureFile.open(path)) { event in
            switch event.payload {
            case .att(let m): events.append("\(event.frame) \(m.direction.name) \(m.bytes.hex)")
            case .diagnostic(let d): diagnostics.append(d)
            case .connectionEnd(let info, _): connections.append(info)
            default: break
            }
        }
        return (events, diagnostics, connections)
    }

    /// Core Vol 6 Part B §3.1.1: the CRC of an advertising packet with CRCInit 0x555555; a packet from the
    /// nRF Sniffer corpus (ADV_IND, CRC 0x0bca43 as tshark shows it) and the initial value computed back from it.
    @Test func crc24OfAdvertisingPacket() {
        let pdu: [UInt8] = [0x40, 0x18, 0xEE, 0x18, 0x68, 0xB0, 0x0B, 0x77, 0x02, 0x01, 0x1A, 0x02, 0x0A, 0x07, 0x0B, 0xFF,
                            0x4C, 0x00, 0x10, 0x06, 0x3A, 0x1E, 0xAA, 0xBF, 0x5B, 0x65]
        let crc = CRC24.compute(initial: 0x55_5555, Bytes(pdu))
        #expect(crc == 0xC2_53D0)  // bytes d0 53 c2 on air
        #expect(CRC24.initial(for: crc, Bytes(pdu)) == 0x55_5555)
    }

    /// CONNECT_IND opens a connection with the central as the captured side; LLID 2 + 1 reassemble; a packet
    /// whose CRC fails is skipped (tshark decodes it); the same SN and payload again is a retransmission the
    /// receiver ignores (Core Vol 6 Part B §4.5.9) and is not decoded twice (tshark decodes it twice).
    @Test func crcFailuresAndRetransmissionsAreNotDecoded() throws {
        let mtu: [UInt8] = [0x03, 0x00, 0x04, 0x00, 0x02, 0x05, 0x02]   // L2CAP + Exchange MTU Request 517
        let read: [UInt8] = [0x03, 0x00, 0x04, 0x00, 0x0A, 0x03, 0x00]  // Read Request 0x0003 ... split in two
        let packets = [
            Self.connectInd(),
            Self.packet(Self.aa, [0x02, 7] + mtu, crcInit: Self.crcInit, badCRC: true),   // frame 2: CRC fails
            Self.packet(Self.aa, [0x02, 7] + mtu, crcInit: Self.crcInit),                 // frame 3: received
            Self.packet(Self.aa, [0x02, 7] + mtu, crcInit: Self.crcInit),                 // frame 4: retransmission
            Self.packet(Self.aa, [0x0E, 4] + Array(read[0..<4]), crcInit: Self.crcInit),  // frame 5: start (SN 1)
            Self.packet(Self.aa, [0x01, 3] + Array(read[4...]), crcInit: Self.crcInit),   // frame 6: continuation (SN 0)
        ]
        // Frames 2…6 are far apart in time (each its own connection event), so all are the central's.
        let result = try run(Self.pcap(251, packets))
        #expect(result.events == ["3 sent 020502", "6 sent 0a0300"])
        let ll = try #require(result.connections.first?.linkLayer)
        #expect(ll.counts.crcErrors == 1)
        #expect(ll.counts.retransmissions == 1)
        #expect(result.connections.first?.peer == BluetoothAddress(rawValue: 0x6655_4433_2211))
        #expect(result.connections.first?.role == .central)
    }

    /// After LL_START_ENC_REQ payloads are ciphertext: counted, one note for the connection, nothing decoded.
    @Test func encryptedPayloadsAreCountedNotDecoded() throws {
        var packets = [Self.connectInd(), Self.packet(Self.aa, [0x03, 1, 0x05], crcInit: Self.crcInit)]
        for sn in 0..<4 {
            packets.append(Self.packet(Self.aa, [UInt8(0x02 | (sn & 1) << 3), 11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], crcInit: Self.crcInit))
        }
        let result = try run(Self.pcap(251, packets))
        #expect(result.events.isEmpty)
        let ll = try #require(result.connections.first?.linkLayer)
        #expect(ll.counts.encryptedPackets == 4)
        #expect(ll.counts.encryptedBytes == 44)
        #expect(ll.encryption == .encrypted)
        #expect(result.diagnostics.filter { $0.code == "ll_encrypted" }.count == 1)
    }

    /// The air captures of the heart-rate strap hold the HCI session's ATT PDUs, in order, but for the
    /// encrypted tail (the last 3 L2CAP PDUs), with the central as the sender of what the phone sent.
    @Test(arguments: ["heart-rate-strap-nrf.pcap", "heart-rate-strap-ll.pcap"])
    func airCaptureMatchesHCISession(_ name: String) throws {
        func att(_ path: String) throws -> [String] {
            var pipeline = Pipeline()
            var lines: [String] = []
            pipeline.run(try CaptureFile.open(path)) { event in
                if case .att(let m) = event.payload { lines.append("\(m.direction.name) \(m.bytes.hex)") }
            }
            return lines
        }
        let root = CaptureFiles.projectRoot.appendingPathComponent("Captures").path
        let hci = try att(root + "/heart-rate-strap.btsnoop")
        let air = try att(root + "/" + name)
        #expect(air.count == hci.count - 3)
        #expect(air == Array(hci.prefix(air.count)))
    }

    /// Nordic header version 3 as the nRF Sniffer writes it (a packet of the corpus, tshark's reading in comments).
    @Test func nordicHeaderVersion3() throws {
        let bytes: [UInt8] = [0x00, 0x2B, 0x00, 0x03, 0x60, 0x12, 0x02, 0x0A, 0x01, 0x25, 0x2E, 0x00, 0x00, 0xC4, 0xC8, 0x8E,
                              0x12, 0xD6, 0xBE, 0x89, 0x8E, 0x40, 0x18]
        let frame = try LinkLayerFrame.decode(Bytes(bytes), .nordic).get()
        #expect(frame.meta.nordicVersion == 3)
        #expect(frame.meta.packetCounter == 4704)   // Packet counter: 4704
        #expect(frame.meta.channel == 37)           // Channel Index: 37
        #expect(frame.meta.rssi == -46)             // RSSI: -46 dBm
        #expect(frame.meta.crc == .valid)           // CRC: Ok
        #expect(frame.meta.snifferTime == 311_347_396)
        #expect(frame.meta.advertisingChannel == true)
        #expect(frame.packet.u32le(at: 0) == 0x8E89_BED6)
    }

    /// Cut and flipped records of every air capture: no crash, every problem a diagnostic with its frame.
    @Test func truncatedAndMutatedAirCaptures() throws {
        let root = CaptureFiles.projectRoot.appendingPathComponent("Captures").path
        for name in ["heart-rate-strap-nrf.pcap", "heart-rate-strap-ll.pcap"] {
            let original = CaptureFiles.read(root + "/" + name)
            #expect(original.count > 1000)
            var generator = AirSplitMix(seed: 0x5EED)
            for cut in stride(from: 24, to: original.count, by: max(1, original.count / 40)) {
                let result = try run(Array(original.prefix(cut)), depth: .att)
                #expect(result.diagnostics.allSatisfy { $0.frame != nil })
            }
            for _ in 0..<40 {
                var mutated = original
                for _ in 0..<20 {
                    let i = 24 + Int(generator.next() % UInt64(mutated.count - 24))
                    mutated[i] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
                }
                for depth in [DecodeDepth.hci, .att] {
                    let result = try? run(mutated, depth: depth)
                    #expect(result?.diagnostics.allSatisfy { $0.frame != nil } ?? true)
                }
            }
        }
    }

    /// Records too short for their sniffer headers are diagnostics with the frame, not crashes.
    @Test func shortRecordsAreDiagnosed() throws {
        for dlt: UInt32 in [251, 256, 272, 192] {
            let result = try run(Self.pcap(dlt, [[], [0x01], [0xBE, 0xEF, 0], Array(repeating: 0xFF, count: 12)]))
            #expect(!result.diagnostics.isEmpty)
            #expect(result.diagnostics.allSatisfy { $0.frame != nil && $0.severity == .warning || $0.severity == .note })
        }
    }
}

/// A small deterministic generator for mutation tests.
struct AirSplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
