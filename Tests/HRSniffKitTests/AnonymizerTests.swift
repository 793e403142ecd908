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
@testable import HRSniffLive
@testable import HRSniffReport

/// `hrsniff convert --anonymize`: addresses and names replaced consistently, keys blanked, lengths kept, and the
/// analysis unchanged but for the replaced values.
@Suite struct AnonymizerTests {
    static let key: (UInt64, UInt64) = (0x0123_4567_89AB_CDEF, 0x0F1E_2D3C_4B5A_6978)

    /// Anonymizes capture bytes (any readable format) into btsnoop or pcapng bytes.
    static func anonymize(_ data: [UInt8], format: ConversionFormat = .btsnoop,
                          key: (UInt64, UInt64) = key) throws -> ([UInt8], Anonymizer) {
        let path = temporaryFile(data)
        defer { unlink(path) }
        return try anonymize(path: path, format: format, key: key)
    }

    /// Two passes, as the command does: the analysis learns, then the anonymizer writes.
    static func anonymize(path: String, format: ConversionFormat, anonymizing: Bool = true,
                          key: (UInt64, UInt64) = key) throws -> ([UInt8], Anonymizer) {
        let reader = try CaptureFile.open(path)
        let anonymizer = Anonymizer(key: key)
        anonymizer.learn(CaptureIdentifiers.learn(try CaptureFile.open(path)))
        var converter = CaptureConverter(format: format, input: reader.format)
        var sink = ByteSink()
        var diagnostics: [Diagnostic] = []
        while let record = reader.next(diagnostics: &diagnostics) {
            if anonymizing {
                anonymizer.push(record)
                while let r = anonymizer.pop() { converter.append(r, to: &sink) }
            } else {
                converter.append(record, to: &sink)
            }
        }
        anonymizer.finish()
        while let r = anonymizer.pop() { converter.append(r, to: &sink) }
        converter.finish(to: &sink)
        return (sink.bytes.array, anonymizer)
    }

    // MARK: Addresses

    @Test func addressTypeBitsAreKept() {
        let a = Anonymizer(key: Self.key)
        var seen: Set<UInt64> = []
        for k: UInt64 in 1 ... 2000 {
            let original = k &* 0x9E37_79B9_7F4A_7C15 & 0xFFFF_FFFF_FFFF
            let fake = a.mapAddress(original)
            #expect(fake >> 46 == original >> 46, "the two top bits (random address sub-type)")
            #expect(fake != original)
            #expect(a.mapAddress(original) == fake, "the same address always maps the same way")
            seen.insert(fake)
        }
        #expect(seen.count == 2000, "no two addresses merge")
        // Static random (11), resolvable private (01), non-resolvable (00) stay what they are.
        #expect(a.fake(BluetoothAddress(rawValue: 0xF12C_337F_3A01)).rawValue >> 46 == 0b11)
        #expect(a.fake(BluetoothAddress(rawValue: 0x4A2C_337F_3A01)).rawValue >> 46 == 0b01)
        #expect(a.fake(BluetoothAddress(rawValue: 0x0A2C_337F_3A01)).rawValue >> 46 == 0b00)
        // Static random addresses may not be all ones or all zeros in their random part.
        #expect(a.mapAddress(0xC000_0000_0001) & Anonymizer.low46 != Anonymizer.low46)
        #expect(a.mapAddress(0) == 0)
        #expect(a.mapAddress(0xFFFF_FFFF_FFFF) == 0xFFFF_FFFF_FFFF)
        // Another key, another mapping.
        #expect(Anonymizer(key: (1, 2)).mapAddress(0xF12C_337F_3A01) != a.mapAddress(0xF12C_337F_3A01))
    }

    @Test func fakeNamesKeepTheirLength() {
        #expect(Anonymizer.fakeName(index: 1, length: 14) == Array("Device 1------".utf8))
        #expect(Anonymizer.fakeName(index: 12, length: 5) == Array("Dev12".utf8))
        #expect(Anonymizer.fakeName(index: 3, length: 2) == Array("D3".utf8))
        #expect(Anonymizer.fakeName(index: 123, length: 1) == Array("3".utf8))
        #expect(Anonymizer.fakeSerial(index: 1, length: 12) == Array("SN0000000001".utf8))
        #expect(Anonymizer.fakeSerial(index: 42, length: 3) == Array("42".utf8).suffix(3))
    }

    // MARK: Byte vectors

    static let peer: [UInt8] = [0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1] // F1:2C:33:7F:3A:01, static random

    /// A connection with SMP key distribution and HCI encryption commands, as Core Vol 3 Part H §3.6 and Vol 4
    /// Part E §7.8.24/§7.8.25/§7.7.24 lay them out.
    @Test func keysAreBlankedAndIdentityAddressesMapped() throws {
        var c = CaptureBuilder(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40)
        let random = [UInt8](repeating: 0xA5, count: 16)
        let ltk = [UInt8](repeating: 0x5A, count: 16)
        let irk = [UInt8](repeating: 0x3C, count: 16)
        c.l2cap(cid: 0x0006, sent: true, [0x04] + random) // Pairing Random
        c.l2cap(cid: 0x0006, sent: false, [0x06] + ltk) // Encryption Information
        c.l2cap(cid: 0x0006, sent: false, [0x07, 0x34, 0x12] + [UInt8](repeating: 0x77, count: 8)) // Central Identification
        c.l2cap(cid: 0x0006, sent: false, [0x08] + irk) // Identity Information
        c.l2cap(cid: 0x0006, sent: false, [0x09, 0x01] + Self.peer) // Identity Address Information
        // LE Enable Encryption: handle, Rand, EDIV, LTK.
        c.h4(0x01, sent: true, [0x19, 0x20, 28, 0x40, 0x00] + [UInt8](repeating: 0x77, count: 8) + [0x34, 0x12] + ltk)
        // LE Long Term Key Request Reply: handle, LTK.
        c.h4(0x01, sent: true, [0x1A, 0x20, 18, 0x40, 0x00] + ltk)
        // Link Key Notification: BD_ADDR, key, type.
        c.h4(0x04, sent: false, [0x18, 23] + Self.peer + [UInt8](repeating: 0x99, count: 16) + [0x04])
        let (out, anonymizer) = try Self.anonymize(c.data)
        #expect(out.count == c.data.count)
        for secret in [random, ltk, irk, [UInt8](repeating: 0x99, count: 16), [UInt8](repeating: 0x77, count: 8)] {
            #expect(Data(out).range(of: Data(secret)) == nil)
        }
        #expect(Data(out).range(of: Data(Self.peer)) == nil)
        #expect(Data(out).range(of: Data(Self.peer.reversed())) == nil)
        // Pairing Random, LTK, EDIV and Rand, IRK, LE Enable Encryption's Random_Number, EDIV and LTK, the LTK reply
        // and the link key.
        #expect(anonymizer.statistics.keys == 9)
        // The identity address is the peer's, mapped like it.
        let fake = anonymizer.fake(BluetoothAddress(rawValue: 0xF12C_337F_3A01))
        let lines = try collect(out)
        #expect(lines.contains { $0.hasPrefix("event 1 LE Connection Complete #1") })
        let identity = try #require(lines.first { $0.contains("smp") && $0.hasSuffix(String(fake.rawValue | 1 << 48, radix: 16).dropFirst().reversedPairs) })
        #expect(identity.contains("0901"))
        // The handle and EDIV positions of the commands are kept or blanked, their length never changes.
        #expect(anonymizer.statistics.addresses == 1)
    }

    /// A Device Name read whose response spans two ACL packets, with an event between them: the name is
    /// replaced in both fragments and the records keep their order.
    @Test func fragmentedDeviceNameIsReplaced() throws {
        var c = CaptureBuilder(.btsnoopH4)
        // Advertising report with the same name: ADV_IND, random, address, data (Complete Local Name), RSSI.
        let name = Array("Alice's Heart Strap".utf8)
        let ad: [UInt8] = [UInt8(name.count + 1), 0x09] + name
        c.h4(0x04, sent: false, [0x3E, UInt8(12 + ad.count), 0x02, 0x01, 0x00, 0x01] + Self.peer + [UInt8(ad.count)] + ad + [0xC4])
        c.leConnectionComplete(handle: 0x40)
        // Read By Type Request for characteristic declarations, and its response: declaration 0x0002, read,
        // value handle 0x0003, UUID 2A00.
        c.l2cap(cid: 0x0004, sent: true, [0x08, 0x01, 0x00, 0xFF, 0xFF, 0x03, 0x28])
        c.l2cap(cid: 0x0004, sent: false, [0x09, 0x07, 0x02, 0x00, 0x02, 0x03, 0x00, 0x00, 0x2A])
        c.l2cap(cid: 0x0004, sent: true, [0x0A, 0x03, 0x00])
        // Read Response in two fragments: L2CAP length 20 (opcode + 19 name bytes), 4 + 10 bytes, then 10 more.
        let pdu = CaptureBuilder.l2cap(cid: 0x0004, [0x0B] + name)
        c.acl(handle: 0x40, pb: 0b10, sent: false, Array(pdu[0 ..< 14]))
        c.h4(0x04, sent: false, [0x13, 0x05, 0x01, 0x40, 0x00, 0x01, 0x00]) // Number Of Completed Packets
        c.acl(handle: 0x40, pb: 0b01, sent: false, Array(pdu[14...]))
        let (out, anonymizer) = try Self.anonymize(c.data)
        #expect(out.count == c.data.count)
        #expect(Data(out).range(of: Data(name)) == nil)
        #expect(Data(out).range(of: Data(name.prefix(10))) == nil, "the first fragment's part too")
        #expect(Data(out).range(of: Data(name.suffix(9))) == nil, "the second fragment's part too")
        let fake = Array("Device 1-----------".utf8)
        #expect(anonymizer.fakeName(name) == fake)
        let lines = try collect(out)
        // The read's value and the advertised name are the same fake name.
        #expect(lines.contains("att 8 #1 received 0b" + fake.withBytes { $0.hex }))
        #expect(Data(out).range(of: Data(fake)) != nil)
        let event = try #require(lines.firstIndex { $0.hasPrefix("event 7 Number Of Completed Packets") })
        let read = try #require(lines.firstIndex { $0.hasPrefix("att 8") })
        #expect(event < read, "the held records keep their order")
        #expect(anonymizer.statistics.names == 1)
    }

    /// A Device Name and a Serial Number String seen nowhere else than in the Read Multiple family: a Read
    /// Multiple Response (values with no lengths: the whole set is replaced), a Read Multiple Variable Response
    /// (each value on its own) and a Multiple Handle Value Notification. None of them may survive.
    @Test func namesReadWithReadMultipleAreReplaced() throws {
        var c = CaptureBuilder(.btsnoopH4)
        c.leConnectionComplete(handle: 0x40)
        // Characteristic declarations: 0x0002 → 0x0003 Device Name (2A00), 0x0004 → 0x0005 Serial Number (2A25).
        c.l2cap(cid: 0x0004, sent: true, [0x08, 0x01, 0x00, 0xFF, 0xFF, 0x03, 0x28])
        c.l2cap(cid: 0x0004, sent: false, [0x09, 0x07, 0x02, 0x00, 0x02, 0x03, 0x00, 0x00, 0x2A,
                                           0x04, 0x00, 0x02, 0x05, 0x00, 0x25, 0x2A])
        let name = Array("Bob's Pulse Oximeter".utf8), serial = Array("SN-7731-0042".utf8), other = Array("xyz".utf8)
        // Read Multiple of 0x0007 (not a name) and 0x0003: the values follow each other.
        c.l2cap(cid: 0x0004, sent: true, [0x0E, 0x07, 0x00, 0x03, 0x00])
        c.l2cap(cid: 0x0004, sent: false, [0x0F] + other + name)
        // Read Multiple Variable of 0x0005 and 0x0007: each value with its length.
        c.l2cap(cid: 0x0004, sent: true, [0x20, 0x05, 0x00, 0x07, 0x00])
        c.l2cap(cid: 0x0004, sent: false, [0x21] + le16(UInt16(serial.count)) + serial + le16(3) + other)
        // Multiple Handle Value Notification of 0x0003 and 0x0005.
        c.l2cap(cid: 0x0004, sent: false, [0x23, 0x03, 0x00] + le16(UInt16(name.count)) + name
                + [0x05, 0x00] + le16(UInt16(serial.count)) + serial)
        let (out, _) = try Self.anonymize(c.data)
        #expect(out.count == c.data.count)
        #expect(Data(out).range(of: Data(name)) == nil)
        #expect(Data(out).range(of: Data(serial)) == nil)
        #expect(Data(out).range(of: Data(name.prefix(6))) == nil)
        #expect(Data(out).range(of: Data(serial.suffix(6))) == nil)
        // The value that is neither stays where its length says (Read Multiple Variable).
        #expect(Data(out).range(of: Data(le16(3) + other)) != nil)
    }

    @Test func remoteNamesAndMonitorRecords() throws {
        var c = CaptureBuilder(.btsnoopMonitor)
        // New Index: type, bus, address, name "hci0".
        c.monitor(opcode: 0, [0x00, 0x01] + Self.peer + Array("hci0".utf8) + [0, 0, 0, 0])
        // System Note naming the address as text.
        c.monitor(opcode: 12, Array("Connected to f1:2c:33:7f:3a:01 (Bob's phone)\0".utf8))
        // Remote Name Request Complete: status, address, 248-byte name.
        let name = Array("Bob's phone".utf8)
        var event: [UInt8] = [0x07, 255, 0x00] + Self.peer + name
        event += [UInt8](repeating: 0, count: 255 + 2 - event.count)
        event[event.count - 1] = 0x42 // garbage after the terminator
        c.monitor(opcode: 3, event)
        c.monitor(opcode: 12, Array("Bob's phone again\0".utf8))
        // Two passes (as for a file): the name the first note mentions is known from the later event.
        let (out, anonymizer) = try Self.anonymize(c.data)
        #expect(out.count == c.data.count)
        for secret in [name, Array("hci0".utf8), Array("f1:2c:33:7f:3a:01".utf8), Self.peer] {
            #expect(Data(out).range(of: Data(secret)) == nil, "\(String(decoding: secret, as: UTF8.self))")
        }
        let fakeAddress = anonymizer.fake(BluetoothAddress(rawValue: 0xF12C_337F_3A01)).description.lowercased()
        let text = String(decoding: out, as: UTF8.self)
        #expect(text.contains("Connected to \(fakeAddress) (Device 2---)"))
        #expect(text.contains("Device 2--- again"))
        #expect(anonymizer.statistics.names == 2)
        // The name field after its terminator is zeroed: the byte of garbage is gone.
        let path = temporaryFile(out)
        defer { unlink(path) }
        let reader = try CaptureFile.open(path)
        var diagnostics: [Diagnostic] = []
        var records: [[UInt8]] = []
        while let r = reader.next(diagnostics: &diagnostics) { records.append(r.bytes.array) }
        #expect(records.count == 4)
        #expect(records[2].count == event.count && records[2].last == 0)
        #expect(Array(records[2][9 ..< 20]) == Array("Device 2---".utf8))
        // One pass (standard input): the note before the name cannot know it.
        let single = Anonymizer(key: Self.key)
        let input = temporaryFile(c.data)
        defer { unlink(input) }
        let streamed = try CaptureFile.open(input)
        var written: [UInt8] = []
        while let r = streamed.next(diagnostics: &diagnostics) {
            single.push(r)
            while let o = single.pop() { written += o.bytes.array }
        }
        #expect(String(decoding: written, as: UTF8.self).contains("(Bob's phone)"))
    }

    // MARK: Every capture

    /// What a capture reveals, gathered by the pipeline (independently of the anonymizer).
    struct Secrets {
        var addresses: Set<UInt64> = []
        var names: Set<[UInt8]> = []
        var keys: Set<[UInt8]> = []
    }

    static func secrets(_ path: String) throws -> Secrets {
        var s = Secrets()
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.procedures = false
        pipeline.run(reader) { e in
            switch e.payload {
            case .event(let ev, _, let connection):
                if let peer = connection?.peer { s.addresses.insert(peer.rawValue) }
                if let name = connection?.name { s.names.insert(Array(name.utf8)) }
                if case .advertisingReports(let reports) = ev.detail {
                    for r in reports {
                        s.addresses.insert(r.address.rawValue)
                        if let name = r.localName { s.names.insert(Array(name.utf8)) }
                    }
                }
                if ev.code.rawValue == 0x18, let key = ev.parameters.slice(from: 6, count: 16) { s.keys.insert(key.array) }
            case .command(let c, _, _):
                if c.opcode.rawValue == 0x2019, let key = c.parameters.slice(from: 12, count: 16) { s.keys.insert(key.array) }
                if c.opcode.rawValue == 0x201A, let key = c.parameters.slice(from: 2, count: 16) { s.keys.insert(key.array) }
            case .adapter(let a):
                if let address = a.address { s.addresses.insert(address.rawValue) }
                if let name = a.name, !name.isEmpty { s.names.insert(Array(name.utf8)) }
            case .smp(let bytes, _, _, _):
                if let code = bytes[checked: 0], [0x03, 0x04, 0x06, 0x08, 0x0A, 0x0C, 0x0D].contains(code) {
                    s.keys.insert(bytes.suffix(from: 1).array)
                }
                if bytes[checked: 0] == 0x09, let address = bytes.address(at: 2) { s.addresses.insert(address.rawValue) }
            case .att(let m):
                if let uuid = m.attribute?.uuid, uuid == BluetoothUUID("2A00") || uuid == BluetoothUUID("2A25"),
                   let value = m.pdu?.value, !value.isEmpty {
                    s.names.insert(value.array)
                }
            default:
                break
            }
        }
        // Addresses of fewer than three non-zero bytes (00:00:00:00:00:01, test entries of a resolving list) are
        // replaced too, but their bytes also occur by chance in other fields.
        s.addresses = s.addresses.filter { a in (0 ..< 6).filter { a >> (8 * UInt64($0)) & 0xFF != 0 }.count >= 3 }
        s.names = s.names.filter { $0.count >= 4 }
        s.keys = s.keys.filter { $0.count >= 8 && $0.contains { $0 != 0 } }
        return s
    }

    /// Bytes in an address field that are no device's address, and occur elsewhere as other structures.
    static let notAddresses: [String: Set<UInt64>] = [
        // Frames 1493 and 2181 are advertising reports whose address field holds the bytes 1e ff 06 00 01 09 (an
        // AD length and type, then the start of Microsoft's beacon data). They are replaced there, but the same
        // bytes open the advertising data of many other reports, where they are AD structure, not an address, and
        // stay (`learnedNonAddressNeverChangesTheAnalysis`).
        "choonkiatlee__wban-python__btsnoop_hci.log": [0x0901_0006_FF1E],
    ]

    /// Lines whose values hold the bytes of an address the analysis learned: the bytes are replaced there too (every
    /// learned address is replaced wherever it occurs), so these lines show other values.
    static let replacedInValues: [String: [String]] = [
        // The scanner's address 5D:36:AC:90:0B:22 (its AUX_SCAN_REQs) is also in the payload of frame 487's
        // LL_FEATURE_REQ, as the last bytes of the feature set and the byte after it.
        "Matheus-Garbelini__sweyntooth_bluetooth_low_energy_attacks__captures_capture_cypress_psoc6_crash_llid.pcapng":
            ["#487  [#6] central: LL_FEATURE_REQ: features 0x"],
    ]

    /// Every bundled and shared capture: no address (either byte order), name or key is left, lengths are kept, and
    /// `analyze` of the result is `analyze` of the original with addresses and names mapped.
    @Test(arguments: CaptureFiles.all.filter { CaptureFiles.isReadableHCI($0) })
    func nothingIsLeftAndTheAnalysisIsTheSame(_ path: String) throws {
        let name = CaptureFiles.name(path)
        let (plain, _) = try Self.anonymize(path: path, format: .pcapng, anonymizing: false)
        let (anonymized, anonymizer) = try Self.anonymize(path: path, format: .pcapng)
        #expect(anonymized.count == plain.count, "\(name): lengths never change")
        let secrets = try Self.secrets(path)
        var windows: Set<UInt64> = []
        windows.reserveCapacity(anonymized.count)
        var v: UInt64 = 0
        for (i, b) in anonymized.enumerated() {
            v = (v >> 8 | UInt64(b) << 40) & 0xFFFF_FFFF_FFFF
            if i >= 5 { windows.insert(v) }
        }
        // What the analysis learned (the anonymizer's first pass), what the anonymizer replaced, and what the
        // pipeline shows here independently of both.
        let learned = CaptureIdentifiers.learn(try CaptureFile.open(path))
        let exceptions = Self.notAddresses[name] ?? []
        // Addresses of fewer than three non-zero bytes are replaced in address fields only (their bytes occur by
        // chance in lengths and handles), so they are not looked for everywhere.
        let addresses = secrets.addresses.union(learned.addresses).union(anonymizer.replacedAddresses.map(\.rawValue))
            .filter { Anonymizer.isDistinctive($0) && !exceptions.contains($0) }
        let data = Data(anonymized)
        for a in addresses {
            #expect(!windows.contains(a) && !windows.contains(Anonymizer.reversed48(a)),
                    "\(name): \(BluetoothAddress(rawValue: a)) is left")
            let text = BluetoothAddress(rawValue: a).description
            for form in [text, text.lowercased(), text.replacingOccurrences(of: ":", with: "-"),
                         text.lowercased().replacingOccurrences(of: ":", with: "-")] {
                #expect(data.range(of: Data(form.utf8)) == nil, "\(name): \(form) is left as text")
            }
        }
        // Names and serial numbers of fewer than 4 bytes ("F65") are replaced where the parse finds them, but as
        // bytes they also occur by chance in values, so they are not looked for everywhere.
        for n in secrets.names.union(learned.names).union(learned.serials).union(anonymizer.replacedNames)
            where n.count >= 4 {
            #expect(data.range(of: Data(n)) == nil, "\(name): name \(String(decoding: n, as: UTF8.self)) is left")
        }
        for k in secrets.keys.union(learned.keys.filter { $0.count >= 8 }) {
            #expect(data.range(of: Data(k)) == nil, "\(name): key \(k.withBytes { $0.hex }) is left")
        }
        // The same story, with the replaced values.
        let plainPath = temporaryFile(plain, suffix: ".pcapng"), anonymizedPath = temporaryFile(anonymized, suffix: ".pcapng")
        defer { unlink(plainPath); unlink(anonymizedPath) }
        let before = try HRSniffBinary.run(["analyze", plainPath]).stdout.split(separator: "\n").dropFirst()
        let after = try HRSniffBinary.run(["analyze", anonymizedPath]).stdout.split(separator: "\n").dropFirst()
        let mapping = Mapping(anonymizer)
        let mapped = before.map { mapping.apply(String($0)) }
        let allowed = Self.replacedInValues[name] ?? []
        let differing = zip(mapped, after).enumerated().filter { pair in
            pair.element.0 != pair.element.1 && !allowed.contains { pair.element.0.contains($0) && pair.element.1.contains($0) }
        }.prefix(3)
        #expect(mapped.count == after.count && differing.isEmpty,
                "\(name): \(differing.map { "line \($0.offset + 2): \($0.element.0) ≠ \($0.element.1)" })")
    }

    /// choonkiatlee__wban-python__btsnoop_hci.log: frames 1493 and 2181 hold AD structure bytes (1e ff 06 00 01 09)
    /// where the address belongs, and many reports carry that Microsoft structure in their data. Whatever the fake
    /// address is (each key and process gives another), the search never rewrites those structures' length and type
    /// (Core Vol 3 Part C §11): every report keeps its structures' lengths and types, and `analyze` of the result is
    /// the same story with the fake addresses.
    @Test func learnedNonAddressNeverChangesTheAnalysis() throws {
        guard let path = CaptureFiles.shared.first(where: { CaptureFiles.name($0) == "choonkiatlee__wban-python__btsnoop_hci.log" })
        else { return }
        let (plain, _) = try Self.anonymize(path: path, format: .pcapng, anonymizing: false)
        let plainPath = temporaryFile(plain, suffix: ".pcapng")
        defer { unlink(plainPath) }
        let before = try HRSniffBinary.run(["analyze", plainPath]).stdout.split(separator: "\n").dropFirst()
        /// The AD structures of every advertising report: (length, type) in order.
        func shapes(_ path: String) throws -> [[Int]] {
            var out: [[Int]] = []
            var pipeline = Pipeline()
            pipeline.run(try CaptureFile.open(path)) { e in
                if case .event(let ev, _, _) = e.payload, case .advertisingReports(let r) = ev.detail {
                    out += r.map { ADStructure.places($0.data).flatMap { [$0.announced + 1, Int($0.type)] } }
                }
            }
            return out
        }
        let expected = try shapes(plainPath)
        var changed: [UInt64] = []
        var reshaped: [UInt64] = []
        let keys = 32
        for k in 0 ..< UInt64(keys) {
            let (anonymized, anonymizer) = try Self.anonymize(path: path, format: .pcapng, key: (k &* 0x9E37_79B9_7F4A_7C15, k))
            #expect(anonymizer.replacedAddresses.contains(BluetoothAddress(rawValue: 0x0901_0006_FF1E)))
            let anonymizedPath = temporaryFile(anonymized, suffix: ".pcapng")
            defer { unlink(anonymizedPath) }
            if try shapes(anonymizedPath) != expected { reshaped.append(k) }
            let after = try HRSniffBinary.run(["analyze", anonymizedPath]).stdout.split(separator: "\n").dropFirst()
            let mapping = Mapping(anonymizer)
            if before.map({ mapping.apply(String($0)) }) != after.map(String.init) { changed.append(k) }
        }
        #expect(reshaped.isEmpty, "\(reshaped.count) of \(keys) keys change AD lengths or types: \(reshaped)")
        #expect(changed.isEmpty, "\(changed.count) of \(keys) keys change the analysis: \(changed)")
    }

    /// The replacements as text: addresses as `AA:BB:…`, names as text and inside hex dumps (`37 46 33 41`), also
    /// where a dump is cut short.
    struct Mapping {
        var text: [(String, String)] = []
        var bytes: [([UInt8], [UInt8])] = []

        init(_ a: Anonymizer) {
            for address in a.replacedAddresses {
                let fake = a.fake(address)
                text.append((address.description, fake.description))
                let le: (UInt64) -> [UInt8] = { v in (0 ..< 6).map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) } }
                bytes.append((le(address.rawValue), le(fake.rawValue)))
                bytes.append((le(address.rawValue).reversed(), le(fake.rawValue).reversed()))
            }
            for (aa, fake) in a.accessAddressMap {
                text.append((LinkLayerConnection.hex32(aa), LinkLayerConnection.hex32(fake)))
            }
            for name in a.replacedNames {
                guard let fake = a.fakeName(name) else { continue }
                // The story quotes names; unquoted, a name can be other words too (a device called "Alert
                // Notification", the name of the service it offers, in mikeryan__crackle__numeric_pin_decrypted.pcap).
                text.append(("\"" + String(decoding: name, as: UTF8.self) + "\"", "\"" + String(decoding: fake, as: UTF8.self) + "\""))
                bytes.append((name, fake))
            }
            text.sort { $0.0.count > $1.0.count }
            bytes.sort { $0.0.count > $1.0.count }
        }

        func apply(_ line: String) -> String {
            var s = line
            for (from, to) in text where !from.isEmpty { s = s.replacingOccurrences(of: from, with: to) }
            s = manufacturerData(s)
            // Hex dumps: "xx xx xx", possibly followed by " … (N bytes)".
            let regex = try? NSRegularExpression(pattern: "(?:[0-9a-f]{2} )+[0-9a-f]{2}( …)?")
            let ns = s as NSString
            var result = ""
            var last = 0
            for m in regex?.matches(in: s, range: NSRange(location: 0, length: ns.length)) ?? [] {
                result += ns.substring(with: NSRange(location: last, length: m.range.location - last))
                let run = ns.substring(with: m.range)
                let cut = run.hasSuffix(" …")
                var hex = Array(run.replacingOccurrences(of: " …", with: "").split(separator: " ").compactMap { UInt8($0, radix: 16) })
                replace(&hex, partialAtEnd: cut)
                result += hex.map { String(format: "%02x", $0) }.joined(separator: " ") + (cut ? " …" : "")
                last = m.range.location + m.range.length
            }
            result += ns.substring(from: last)
            return result
        }

        /// Manufacturer Specific Data in words (`Nordic Semiconductor ASA (0x0059) 3a7f02045101`, `company (0xC5D5)
        /// ab7b5450`): the company identifier and the data are one run of bytes, which may hold an address (devices
        /// advertise their own), and the company is named after the replaced bytes.
        func manufacturerData(_ line: String) -> String {
            guard let regex = try? NSRegularExpression(
                pattern: "Manufacturer Specific Data: [^;()]*\\(0x([0-9A-F]{4})\\) ([0-9a-f]*)") else { return line }
            let ns = line as NSString
            var result = ""
            var last = 0
            for m in regex.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                guard let company = UInt16(ns.substring(with: m.range(at: 1)), radix: 16) else { continue }
                let hex = ns.substring(with: m.range(at: 2))
                var b = [UInt8(company & 0xFF), UInt8(company >> 8)]
                var i = hex.startIndex
                while let j = hex.index(i, offsetBy: 2, limitedBy: hex.endIndex), i < hex.endIndex {
                    b.append(UInt8(hex[i ..< j], radix: 16) ?? 0)
                    i = j
                }
                replace(&b, partialAtEnd: false)
                let id = UInt16(b[0]) | UInt16(b[1]) << 8
                let name = Registry.companyName(id) ?? "company"
                result += ns.substring(with: NSRange(location: last, length: m.range.location - last))
                let data = b.dropFirst(2).map { String(format: "%02x", $0) }.joined()
                result += "Manufacturer Specific Data: \(name) (0x\(String(format: "%04X", id)))" + (data.isEmpty ? "" : " " + data)
                last = m.range.location + m.range.length
            }
            return result + ns.substring(from: last)
        }

        func replace(_ b: inout [UInt8], partialAtEnd: Bool) {
            // A dump that is exactly one replaced value (a Device Name read, as in
            // chkuendig__py-sole-uart__ftms_f65-cap_2.pklg, whose peer is called "F65") is mapped whatever its
            // length; inside longer dumps only values of 4 bytes or more are, as shorter ones occur by chance.
            if !partialAtEnd, let (_, to) = bytes.first(where: { $0.0 == b }) {
                b = to
                return
            }
            for (from, to) in bytes where from.count >= 4 {
                var i = 0
                while i < b.count {
                    let n = min(from.count, b.count - i)
                    if (n == from.count || (partialAtEnd && n >= 4)) && Array(b[i ..< i + n]) == Array(from.prefix(n)) {
                        b.replaceSubrange(i ..< i + n, with: to.prefix(n))
                        i += n
                    } else {
                        i += 1
                    }
                }
            }
        }
    }

    @Test func commandAnonymizesPrivately() throws {
        let strap = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path
        let out = NSTemporaryDirectory() + "hrsniff-anonymize-\(getpid()).btsnoop"
        defer { unlink(out) }
        let result = try HRSniffBinary.run(["convert", "--anonymize", strap, out])
        #expect(result.status == 0)
        #expect(result.stderr.contains("anonymized: 4 addresses, 1 name, 1 serial number"))
        var st = stat()
        #expect(stat(out, &st) == 0 && st.st_mode & 0o777 == 0o600)
        let data = Data(CaptureFiles.read(out))
        #expect(data.count == CaptureFiles.read(strap).count)
        for secret in ["HRS-Strap 7F3A", "7F3A0219C4E1"] { #expect(data.range(of: Data(secret.utf8)) == nil) }
        #expect(data.range(of: Data(Self.peer)) == nil)
        // Two runs map differently: nothing in the output links the fake addresses to the real ones.
        let again = try HRSniffBinary.run(["analyze", out]).stdout
        #expect(!again.contains("F1:2C:33:7F:3A:01"))
        #expect(again.contains("\"Device 1------\""))
        #expect(again.contains("read Serial Number String = \"SN0000000001\""))
        #expect(again.contains("bpm: min 69 bpm, mean 81.3 bpm, max 94 bpm"), "health values are kept")
    }
}

extension Substring {
    /// "a1b2c3" → "c3b2a1": hex pairs in reverse order (little-endian addresses in hex dumps).
    var reversedPairs: String {
        var pairs: [Substring] = []
        var i = startIndex
        while i < endIndex, let j = index(i, offsetBy: 2, limitedBy: endIndex) {
            pairs.append(self[i ..< j])
            i = j
        }
        return pairs.reversed().joined()
    }
}

/// Hostile bytes through the anonymizer, the converter and the merge: no trap, and every record keeps its length.
@Suite struct ConvertRobustnessTests {
    @Test(arguments: RobustnessTests.seeds.map(CaptureFiles.name))
    func flippedBytesKeepTheirLength(_ name: String) throws {
        let path = try #require(RobustnessTests.seeds.first { CaptureFiles.name($0) == name })
        let original = CaptureFiles.read(path)
        var rng = RobustnessTests.SplitMix64(state: UInt64(original.count))
        for round in 0 ..< 4 {
            var data = original
            // Flip bytes past the file header, more each round.
            for _ in 0 ..< (round + 1) * max(1, data.count / 200) {
                let i = Int.random(in: min(24, data.count - 1) ..< data.count, using: &rng)
                data[i] = UInt8.random(in: 0 ... 255, using: &rng)
            }
            let file = temporaryFile(data)
            defer { unlink(file) }
            guard let reader = try? CaptureFile.open(file) else { continue }
            let anonymizer = Anonymizer(key: AnonymizerTests.key)
            var converter = CaptureConverter(format: .pcapng, input: reader.format)
            var sink = ByteSink()
            var diagnostics: [Diagnostic] = []
            var lengths: [Int] = [], written: [Int] = []
            while let record = reader.next(diagnostics: &diagnostics) {
                lengths.append(record.bytes.count)
                anonymizer.push(record)
                while let r = anonymizer.pop() {
                    written.append(r.bytes.count)
                    converter.append(r, comments: ["x"], to: &sink)
                }
            }
            anonymizer.finish()
            while let r = anonymizer.pop() { written.append(r.bytes.count) }
            #expect(written == lengths, "\(name) round \(round)")
            // The same file merged with itself: every record once (HCI captures only: air captures do not merge).
            guard reader.format.carriesHCI else { continue }
            let merged = try MergedCaptureReader([("a", try CaptureFile.open(file)), ("b", try CaptureFile.open(file))])
            var count = 0
            while merged.next(diagnostics: &diagnostics) != nil { count += 1 }
            #expect(count == lengths.count)
        }
    }

    /// `--annotate --anonymize`: the comments are made from the anonymized packets.
    @Test func annotatedCommentsUseTheFakeNames() throws {
        let strap = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path
        let out = NSTemporaryDirectory() + "hrsniff-anonymize-annotate-\(getpid()).pcapng"
        defer { unlink(out) }
        let result = try HRSniffBinary.run(["convert", "--annotate", "--anonymize", strap, out])
        #expect(result.status == 0)
        let data = Data(CaptureFiles.read(out))
        for secret in ["F1:2C:33:7F:3A:01", "HRS-Strap 7F3A", "7F3A0219C4E1"] {
            #expect(data.range(of: Data(secret.utf8)) == nil, "\(secret)")
        }
        #expect(data.range(of: Data("Serial Number String: \"SN0000000001\"".utf8)) != nil
            || data.range(of: Data("SN0000000001".utf8)) != nil)
        #expect(data.range(of: Data("Heart Rate Measurement: 70 bpm".utf8)) != nil)
    }
}
