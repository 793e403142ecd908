import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffReport

/// `convert --anonymize` replaces what the analysis learned wherever it occurs: in text records, in vendor events, in
/// advertising data, and in air captures with their access addresses, CRC initial values and CRCs.
@Suite struct AnonymizerCompletenessTests {
    /// 44:09:DA:5C:4F:AF, least significant byte first.
    static let peer: [UInt8] = [0xAF, 0x4F, 0x5C, 0xDA, 0x09, 0x44]

    /// Every way `address` (least significant byte first) can be written: both byte orders, and as text in upper
    /// and lower case with `:` and `-`.
    static func forms(_ address: [UInt8]) -> [[UInt8]] {
        let text = address.reversed().map { String(format: "%02X", $0) }
        var forms = [address, address.reversed()]
        for separator in [":", "-"] {
            let t = text.joined(separator: separator)
            forms += [Array(t.utf8), Array(t.lowercased().utf8)]
        }
        return forms
    }

    static func occurs(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        Data(haystack).range(of: Data(needle)) != nil
    }

    /// A PacketLogger capture (big-endian) whose syslog text names the peer in upper and lower case, whose note gives
    /// the local address, and whose Apple vendor event (0xFF) holds the peer's address bytes, as iOS writes them.
    @Test func packetLoggerTextRecordsAndVendorEvents() throws {
        let local: [UInt8] = [0xB0, 0x54, 0x42, 0x98, 0x96, 0x80] // 80:96:98:42:54:B0
        func record(_ type: UInt8, _ data: [UInt8], _ micro: UInt32) -> [UInt8] {
            PacketLoggerTests.record(type, data, micro: micro, littleEndian: false)
        }
        var capture = record(0xFC, Array("Address: 80:96:98:42:54:B0".utf8), 0)
        // LE Connection Complete (Core Vol 4 Part E §7.7.65.1): handle 0x0040, central, public peer.
        capture += record(0x01, [0x3E, 0x13, 0x01, 0x00, 0x40, 0x00, 0x00, 0x00] + Self.peer
                          + [0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00], 1000)
        capture += record(0xF7, Array("LE link to 44:09:DA:5C:4F:AF up; peer 44-09-da-5c-4f-af rssi -60".utf8), 2000)
        // A vendor-specific event (code 0xFF, Core Vol 4 Part E §5.4.4): its parameters are the vendor's.
        capture += record(0x01, [0xFF, 0x0A, 0x55, 0x01] + Self.peer + [0x00, 0x00], 3000)
        capture += record(0x01, [0xFF, 0x0A, 0x56, 0x02] + Self.peer.reversed() + [0x00, 0x00], 4000)
        let (out, anonymizer) = try AnonymizerTests.anonymize(capture, format: .pcapng)
        for form in Self.forms(Self.peer) + Self.forms(local) {
            #expect(!Self.occurs(form, in: out), "\(String(decoding: form, as: UTF8.self)) \(form)")
        }
        // The fake, in the same forms as the original.
        let fake = anonymizer.fake(BluetoothAddress(rawValue: 0x4409_DA5C_4FAF)).description
        #expect(Self.occurs(Array(fake.utf8), in: out))
        #expect(Self.occurs(Array(fake.lowercased().replacingOccurrences(of: ":", with: "-").utf8), in: out))
        #expect(anonymizer.statistics.addresses == 2)
    }

    /// LE Extended Advertising Reports (Core Vol 4 Part E §7.7.65.13) in which the peer's address is also the payload
    /// of AD structures: LE Bluetooth Device Address (0x1B) and a 6-byte manufacturer payload, in a report of another
    /// advertiser too; and a notification that carries it.
    @Test func extendedAdvertisingAddressPayloads() throws {
        let other: [UInt8] = [0x11, 0x22, 0x33, 0x44, 0x55, 0xC6]
        func report(_ address: [UInt8], _ data: [UInt8]) -> [UInt8] {
            // Event type, address type, address, primary and secondary PHY, SID, TX power, RSSI, periodic interval,
            // direct address type and address, data length, data.
            [0x13, 0x00, 0x00] + address + [0x01, 0x00, 0xFF, 0x7F, 0xC4, 0x00, 0x00, 0x00] + [UInt8](repeating: 0, count: 6)
                + [UInt8(data.count)] + data
        }
        let name: [UInt8] = [0x0B, 0x09] + Array("Strap 4FAF".utf8)
        let first = report(Self.peer, name + [0x08, 0x1B] + Self.peer + [0x00])
        let second = report(other, [0x07, 0xFF] + Self.peer + [0x09, 0xFF, 0x59, 0x00] + Self.peer.reversed() + [0x00])
        var c = CaptureBuilder(.btsnoopH4)
        for _ in 0 ..< 3 {
            let body = [0x0D, 0x02] + first + second
            c.h4(0x04, sent: false, [0x3E, UInt8(body.count)] + body)
        }
        c.h4(0x04, sent: false, [0x3E, 0x13, 0x01, 0x00, 0x40, 0x00, 0x00, 0x00] + Self.peer
             + [0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00])
        c.acl(handle: 0x0040, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 0x0004, [0x1B, 0x30, 0x00] + Self.peer))
        let (out, anonymizer) = try AnonymizerTests.anonymize(c.data)
        for form in Self.forms(Self.peer) { #expect(!Self.occurs(form, in: out), "\(form)") }
        #expect(!Self.occurs(Array("Strap 4FAF".utf8), in: out))
        #expect(out.count == c.data.count)
        // Each report still parses as it did: same lengths, same AD types.
        let path = temporaryFile(out)
        defer { unlink(path) }
        var reports: [Int] = []
        var pipeline = Pipeline()
        pipeline.run(try CaptureFile.open(path)) { e in
            if case .event(let ev, _, _) = e.payload, case .advertisingReports(let r) = ev.detail {
                reports.append(r.count)
                #expect(r.allSatisfy { ADStructure.parse($0.data).problems.isEmpty })
            }
        }
        #expect(reports == [2, 2, 2])
        #expect(anonymizer.statistics.names == 1)
    }

    /// A controller that puts AD structure where an advertising report's address belongs: the "address" 09:01:00:06:FF:1E
    /// is the bytes 1E FF 06 00 01 09, the length (30) and type (Manufacturer Specific Data) of an AD structure and
    /// the start of its data (company 0x0006). Other reports carry that structure in their advertising data, where
    /// it must stay structure: each AD structure is a length, an AD type and data (Core Vol 3 Part C §11), and the
    /// search for learned values rewrites only inside one structure's data. The same bytes inside manufacturer data
    /// are still replaced there.
    @Test func learnedAddressOverADStructureHeadersIsNotRewritten() throws {
        let notAnAddress: [UInt8] = [0x1E, 0xFF, 0x06, 0x00, 0x01, 0x09]
        let beacon: [UInt8] = notAnAddress + [0x20, 0x02] + (0 ..< 23).map { UInt8(0x30 + $0) }
        /// One LE Advertising Report (Core Vol 4 Part E §7.7.65.2): ADV_NONCONN_IND, random address, data, RSSI.
        func report(_ address: [UInt8], _ data: [UInt8]) -> [UInt8] {
            let body: [UInt8] = [0x02, 0x01, 0x03, 0x01] + address + [UInt8(data.count)] + data + [0xC4]
            return [0x3E, UInt8(body.count)] + body
        }
        var c = CaptureBuilder(.btsnoopH4)
        c.h4(0x04, sent: false, report(notAnAddress, [0x02, 0x01, 0x06]))
        c.h4(0x04, sent: false, report([0x11, 0x22, 0x33, 0x44, 0x55, 0xC6], beacon))
        // The same six bytes inside one structure's data: an address there is replaced.
        c.h4(0x04, sent: false, report([0x12, 0x22, 0x33, 0x44, 0x55, 0xC6], [0x02, 0x01, 0x06, 0x09, 0xFF, 0x59, 0x00] + notAnAddress))
        let original = c.data

        /// The AD structures of every advertising report: (length, type) in order.
        func shapes(_ capture: [UInt8]) throws -> [[[Int]]] {
            let path = temporaryFile(capture)
            defer { unlink(path) }
            var out: [[[Int]]] = []
            var pipeline = Pipeline()
            pipeline.run(try CaptureFile.open(path)) { e in
                if case .event(let ev, _, _) = e.payload, case .advertisingReports(let r) = ev.detail {
                    out += r.map { ADStructure.places($0.data).map { [$0.announced + 1, Int($0.type)] } }
                }
            }
            return out
        }
        let expected = try shapes(original)
        #expect(expected == [[[2, 0x01]], [[30, 0xFF]], [[2, 0x01], [9, 0xFF]]])
        // The fake address is random (the key and the process's hash seed): many keys, each a different mapping.
        for k in 0 ..< UInt64(32) {
            let (out, anonymizer) = try AnonymizerTests.anonymize(original, key: (k, ~k))
            #expect(out.count == original.count)
            #expect(anonymizer.replacedAddresses.contains(BluetoothAddress(rawValue: 0x0901_0006_FF1E)))
            #expect(try shapes(out) == expected, "key \(k)")
            // The structure is kept whole in the second report, and the bytes inside the third report's
            // manufacturer data are replaced.
            let beaconAt = try #require(Data(original).range(of: Data(beacon))).lowerBound
            #expect(Array(out[beaconAt ..< beaconAt + beacon.count]) == beacon, "key \(k)")
            let embedded = Data(original).range(of: Data([0x59, 0x00] + notAnAddress))
            let at = try #require(embedded).lowerBound + 2
            #expect(Array(out[at ..< at + 6]) != notAnAddress, "key \(k)")
        }
        // `analyze` tells the same scan story, with the fake addresses.
        let plainPath = temporaryFile(original)
        defer { unlink(plainPath) }
        let before = try HRSniffBinary.run(["analyze", plainPath]).stdout.split(separator: "\n").dropFirst()
        for k in 0 ..< UInt64(4) {
            let (out, anonymizer) = try AnonymizerTests.anonymize(original, key: (k, ~k))
            let path = temporaryFile(out)
            defer { unlink(path) }
            let after = try HRSniffBinary.run(["analyze", path]).stdout.split(separator: "\n").dropFirst()
            let mapping = AnonymizerTests.Mapping(anonymizer)
            #expect(before.map { mapping.apply(String($0)) } == after.map(String.init), "key \(k)")
        }
    }

    /// An nRF Sniffer capture of one connection: the access address and CRCInit of its CONNECT_IND are replaced by
    /// valid ones (Core Vol 6 Part B §2.1.2), the data packets carry the new access address, and every CRC is
    /// computed again (§3.1.1): good ones with the new CRCInit are good, a bad one stays bad.
    @Test func airCaptureAccessAddressAndCRC() throws {
        var air = AirFrames()
        let advertising = AirFrames.packet(
            LinkLayerPacket.advertisingAccessAddress,
            [0x40, UInt8(6 + 12)] + AirFrames.peripheral + [0x0B, 0x09] + Array("Strap 7F3A".utf8), crcInit: 0x55_5555)
        air.record(advertising, advertising: true, at: 0)
        air.record(AirFrames.connectInd(), advertising: true, at: 1000)
        // A notification split over two data PDUs (LLID 2 then 1) carrying the peripheral's address.
        let l2cap = AirFrames.att("1b 30 00" + AirFrames.peripheral.map { String(format: " %02x", $0) }.joined()
                                  + " 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14")
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 0, nesn: 0, []),
                            peripheral: AirFrames.data(llid: 2, sn: 0, nesn: 1, Array(l2cap.prefix(8))))
        air.connectionEvent(central: AirFrames.data(llid: 1, sn: 1, nesn: 1, []),
                            peripheral: AirFrames.data(llid: 1, sn: 1, nesn: 0, Array(l2cap.dropFirst(8))))
        // A packet the sniffer received damaged: its CRC is wrong.
        var damaged = AirFrames.packet(AirFrames.accessAddress, AirFrames.data(llid: 1, sn: 0, nesn: 0, []),
                                       crcInit: AirFrames.crcInit)
        damaged[damaged.count - 1] ^= 0x5A
        air.record(damaged, central: true, crcOK: false, at: 200_000)
        let original = air.capture
        let (out, anonymizer) = try AnonymizerTests.anonymize(original, format: .pcapng)
        #expect(out.count > 0)
        for form in Self.forms(AirFrames.peripheral) + Self.forms(AirFrames.central) {
            #expect(!Self.occurs(form, in: out), "\(form)")
        }
        #expect(!Self.occurs(Array("Strap 7F3A".utf8), in: out))
        #expect(!Self.occurs(le32(AirFrames.accessAddress), in: out))
        let fakeAA = try #require(anonymizer.accessAddressMap[AirFrames.accessAddress])
        #expect(Anonymizer.isValidAccessAddress(fakeAA))
        #expect(anonymizer.statistics.accessAddresses == 1)
        // Read the packets back as the analysis does.
        let path = temporaryFile(out, suffix: ".pcapng")
        defer { unlink(path) }
        let reader = try CaptureFile.open(path)
        var diagnostics: [Diagnostic] = []
        var crcInit: UInt32?
        var checked: [Bool] = []
        while let record = reader.next(diagnostics: &diagnostics) {
            guard case .linkLayer(let encapsulation) = record.framing,
                  case .success(let frame) = LinkLayerFrame.decode(record.bytes, encapsulation),
                  let aa = frame.packet.u32le(at: 0) else { continue }
            let advertisingChannel = aa == LinkLayerPacket.advertisingAccessAddress
            let packet = try #require(LinkLayerPacket(frame.packet, dataChannel: !advertisingChannel))
            if advertisingChannel {
                #expect(packet.crcMatches(LinkLayerPacket.advertisingCRCInit) == true)
                if packet.header0 & 0x0F == 0x05 {
                    #expect(packet.payload.u32le(at: 12) == fakeAA)
                    crcInit = packet.payload.uintLE(at: 16, width: 3).map { UInt32($0) }
                }
            } else {
                #expect(aa == fakeAA)
                checked.append(packet.crcMatches(try #require(crcInit)) == true)
            }
        }
        #expect(crcInit != AirFrames.crcInit)
        #expect(checked == [true, true, true, true, false])
        // The story is the same story, with the new values.
        let before = try HRSniffBinary.run(["analyze", temporaryFile(original, suffix: ".pcap")]).stdout
        let after = try HRSniffBinary.run(["analyze", path]).stdout
        #expect(before.contains("notification") && after.contains("notification"))
        #expect(before.split(separator: "\n").count == after.split(separator: "\n").count)
    }

    /// `convert --anonymize` shows the strings it keeps that may still identify someone, and refuses standard input
    /// (it reads the capture twice).
    @Test func commandShowsWhatItKept() throws {
        var c = CaptureBuilder(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40)
        // Discovery of a Firmware Revision String characteristic (0x2A26) with value handle 0x0011, and its read.
        c.acl(handle: 0x40, pb: 0, sent: true, CaptureBuilder.l2cap(cid: 4, bytes("08 10 00 ff ff 03 28")))
        c.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 4, bytes("09 07 10 00 02 11 00 26 2a")))
        c.acl(handle: 0x40, pb: 0, sent: true, CaptureBuilder.l2cap(cid: 4, bytes("0a 11 00")))
        c.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.l2cap(cid: 4, [0x0B] + Array("eng.jdoe.20210312".utf8)))
        let input = temporaryFile(c.data, suffix: ".btsnoop")
        let out = NSTemporaryDirectory() + "hrsniff-anonymize-kept-\(getpid()).btsnoop"
        defer { unlink(input); unlink(out) }
        let result = try HRSniffBinary.run(["convert", "--anonymize", input, out])
        #expect(result.status == 0)
        #expect(result.stderr.contains("kept, may still identify someone: Firmware Revision String \"eng.jdoe.20210312\" (frame 5)"),
                "\(result.stderr)")
        let piped = try HRSniffBinary.run(["convert", "--anonymize", "--force", "--format", "btsnoop", "-", out], stdin: Data(c.data))
        #expect(piped.status == 64)
        #expect(piped.stderr.contains("give it a file"))
    }
}
