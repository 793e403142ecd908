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

#if canImport(Glibc)
import Glibc
#endif

// hrsniff's attribute annotations against tshark's handle tracking. For every ATT PDU that carries a handle, tshark
// shows under `btatt.handle` what it learned about the handle from discovery: `btatt.uuid16` / `btatt.uuid128` (the
// attribute's type: the characteristic UUID for a value handle, the descriptor UUID, the service UUID for a service
// declaration), with `btatt.service_uuid*` and `btatt.characteristic_uuid*` beside it. (tshark 4.0 has no
// `btatt.handle.uuid16` field; `tshark -G fields | grep btatt.handle` lists only `btatt.handle`. The UUID fields
// also occur in lists, so they are read from the handle's own subtree in `-T json -J` output, not with `-T fields`.)
//
// tshark keys what it learns by adapter and handle only, for the whole capture, and looks up the latest entry at or
// before the frame. The Core Specification makes a handle meaningful only on one server (Vol 3 Part G §2.5.2: "the
// attribute handles ... used by a client are specific to a server"; §7: a server may change its handles, announced
// by Service Changed), so when two peers, or the two servers of one connection, use the same handle for different
// attributes, tshark labels one with the other's UUID. hrsniff keeps one table per connection and server.

@Suite(.enabled(if: Tshark.usable, "tshark and jq are not installed"))
struct TsharkHandleMapTests {
    /// Frames (per capture file name) where tshark's label for a handle differs from hrsniff's discovered one,
    /// with the reason. Every disagreement must be listed here, and every entry must still disagree.
    ///
    /// None of the captures in Captures/ and ../shared/captures has one. Where tshark's shared handle map could go
    /// wrong, the captures happen not to trigger it:
    /// - bbmp__AndroidPad: two different peers (D0:BA:E4:BE:F4:57, 84:9D:C2:89:9E:24), four connections that each
    ///   discover; both peers have the same 30-attribute table.
    /// - phlash__blefun: twelve connections to one peer whose table has 25 or 32 attributes (2 in connection 9);
    ///   the tables agree on every handle they share, and each connection discovers before using them.
    /// - cnrd__yeelock, soaresden__IX7TrackerPro: connections to one peer, each discovering the same table.
    /// - choonkiatlee__wban-python: the second connection does not discover; hrsniff annotates its 45 PDUs from
    ///   connection 1's table (source `.earlierConnection(1)`, not compared), and tshark agrees with all of them.
    /// - lory9894__airbily: both devices are servers; handles 0x0001–0x0003 are 1800 / 2A00 on the watch and
    ///   1801 / 2A05 on the phone, but no PDU after the watch's discovery of the phone carries those handles.
    /// The two synthetic tests below show the error.
    ///
    /// tshark also relabels a handle from any Read Response of a characteristic declaration, even one that
    /// contradicts the attribute's type. The Telink server of the SweynTooth zero-LTK capture answers the Read of
    /// its declaration 0x002f (frame 473) with UUID 00000000-…-000000000012, while discovery (Read By Type, frame 217)
    /// and Find Information of the value handle 0x0030 itself (frame 289: the attribute's type, Core Vol 3 Part F
    /// §3.4.3.2) both give 00010203-…-0A0B0C0D2B12. A declaration is fixed while the server's handles are (Core Vol 3
    /// Part G §3.3.1, §7), so the read is the server's inconsistency (hrsniff warns), and the value handle's type is
    /// what Find Information says: tshark's label after frame 473 is wrong.
    static let knownTsharkErrors: [String: [Int: Reason]] = [
        "Matheus-Garbelini__sweyntooth_bluetooth_low_energy_attacks__captures_capture_telink_zero_ltk_installation.pcap": [
            475: .declarationRead(frame: 473), 477: .declarationRead(frame: 473),
        ],
    ]

    /// Why tshark labels a handle otherwise.
    enum Reason: Equatable {
        /// It uses what another table of the capture (another peer, or the other server) had at that handle.
        case otherTable
        /// It uses the UUID of the Read Response of a characteristic declaration in `frame`, which contradicts the
        /// attribute's type that Find Information gave.
        case declarationRead(frame: Int)
    }

    static var files: [String] { CaptureFiles.all.filter(CaptureFiles.isReadableByTshark) }

    /// One handle label in one frame.
    struct Label: Hashable, CustomStringConvertible {
        var frame: Int
        var handle: UInt16
        var uuid: String?
        /// tshark's labels: the PDU's opcode (not compared).
        var opcode: UInt8?
        var description: String { "\(frame) 0x\(hex4(handle)) \(uuid ?? "-")" }
        static func == (a: Label, b: Label) -> Bool { a.frame == b.frame && a.handle == b.handle && a.uuid == b.uuid }
        func hash(into h: inout Hasher) { h.combine(frame); h.combine(handle); h.combine(uuid) }
    }

    // MARK: tshark

    /// tshark's label of each PDU's own handle (not the handles inside lists), by frame.
    static func tsharkLabels(_ path: String) throws -> [Int: [Label]] {
        let config = try #require(makeTemporaryDirectory(), "mkdtemp failed")
        defer { _ = run("rm", ["-rf", config]) }
        let output = try #require(run("env", [
            "WIRESHARK_CONFIG_DIR=\(config)", "LC_ALL=C", "TZ=UTC",
            "tshark", "-n", "-r", path, "-Y", "btatt.handle", "-T", "json", "-J", "frame btatt", "--no-duplicate-keys",
        ]), "tshark failed on \(path)")
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8))
        let packets = try #require(json as? [[String: Any]], "tshark JSON is not an array")
        var labels: [Int: [Label]] = [:]
        for packet in packets {
            let layers = (packet["_source"] as? [String: Any])?["layers"] as? [String: Any] ?? [:]
            let frame = ((layers["frame"] as? [String: Any])?["frame.number"] as? String).flatMap { Int($0) } ?? 0
            let atts: [Any] = (layers["btatt"] as? [Any]) ?? [layers["btatt"] as Any]
            for case let att as [String: Any] in atts {
                guard let text = att["btatt.handle"] as? String, let handle = UInt16(text.dropFirst(2), radix: 16)
                else { continue }
                let tree = att["btatt.handle_tree"] as? [String: Any] ?? [:]
                let uuid = (tree["btatt.uuid16"] as? String).map(Self.normalize)
                    ?? (tree["btatt.uuid128"] as? String).map(Self.normalize)
                var label = Label(frame: frame, handle: handle, uuid: uuid)
                label.opcode = (att["btatt.opcode"] as? String).flatMap { UInt8($0.dropFirst(2), radix: 16) }
                labels[frame, default: []].append(label)
            }
        }
        return labels
    }

    /// "0x2a37" → "2A37"; "8f:3a:00:01:…" → "8F3A0001-5F7E-…" (BluetoothUUID.string).
    static func normalize(_ tshark: String) -> String {
        if tshark.hasPrefix("0x") {
            let digits = tshark.dropFirst(2).uppercased()
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        let hex = tshark.replacingOccurrences(of: ":", with: "")
        return Hex.decode(hex).flatMap { b in b.count == 16 ? Array(b.reversed()).withBytes { BluetoothUUID(littleEndian: $0) } : nil }?
            .string ?? tshark
    }

    static func makeTemporaryDirectory() -> String? {
        var template = Array("/tmp/hrsniff-tshark-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: hrsniff

    struct Annotations {
        /// Labels of attributes from a table discovered in the PDU's own connection.
        var labels: [Label] = []
        /// Whether a discovery of the capture found attributes (a table with rows was learned from its traffic). A
        /// discovery that found nothing gives no label to compare: in chkuendig__py-sole-uart__ftms_f65-cap_2.pklg
        /// the phone's only discovery, Find By Type Value for the primary service 180D, ends in Attribute Not
        /// Found (frames 540/543 and 1187/1196), and every later PDU uses cached handles that tshark leaves
        /// "Unknown" too.
        var discovery = false
        /// Every (handle, UUID) some table of the capture held: another connection's, or the other server's.
        var everywhere: [UInt16: Set<String>] = [:]
        /// Read Responses of characteristic declarations, by frame: the value handle and UUID they give.
        var declarationReads: [Int: (valueHandle: UInt16, uuid: String)] = [:]
        /// The attribute types Find Information Responses gave, by handle.
        var foundTypes: [UInt16: Set<String>] = [:]
    }

    static let comparedKinds: Set<AttributeKind> = [
        .characteristicValue, .descriptor, .primaryService, .secondaryService, .characteristicDeclaration,
    ]

    static func annotations(_ path: String) throws -> Annotations {
        var a = Annotations()
        var pipeline = Pipeline()
        pipeline.describeValues = false
        pipeline.run(try CaptureFile.open(path)) { event in
            switch event.payload {
            case .att(let m):
                if case .findInformationResponse(let r)? = m.pdu {
                    for element in r.information { a.foundTypes[element.handle, default: []].insert(element.uuid.string) }
                }
                if case .readResponse(let value)? = m.pdu, m.attribute?.kind == .characteristicDeclaration,
                   let valueHandle = value.u16le(at: 1), let uuid = BluetoothUUID(littleEndian: value.suffix(from: 3)) {
                    a.declarationReads[event.frame] = (valueHandle, uuid.string)
                }
                guard let ref = m.attribute, ref.source == .discovered, comparedKinds.contains(ref.kind),
                      let uuid = ref.uuid else { return }
                a.labels.append(Label(frame: event.frame, handle: ref.handle, uuid: uuid.string))
            case .gattTable(_, let db):
                if db.source == .discovered && !db.rows.isEmpty { a.discovery = true }
                for h in db.rows.map(\.handle) {
                    if let u = db.lookup(h).uuid { a.everywhere[h, default: []].insert(u.string) }
                }
            default:
                break
            }
        }
        return a
    }

    /// hrsniff's discovered labels that tshark labels otherwise (or not at all), and how many were compared.
    static func compare(_ path: String) throws
        -> (compared: Int, disagreements: [Label: Label?], ours: Annotations, theirs: [Int: [Label]]) {
        let ours = try annotations(path)
        guard ours.discovery else { return (0, [:], ours, [:]) }
        let theirs = try tsharkLabels(path)
        var disagreements: [Label: Label?] = [:]
        var compared = 0
        for label in ours.labels {
            // A response carries no handle: hrsniff labels it with its request's attribute, tshark only when its
            // own request tracking linked the two. Where tshark gives no label there is nothing to compare.
            guard let tshark = theirs[label.frame]?.first(where: { $0.handle == label.handle }) else { continue }
            compared += 1
            if tshark.uuid != label.uuid { disagreements[label] = .some(tshark) }
        }
        return (compared, disagreements, ours, theirs)
    }

    /// Opcodes of PDUs that address one attribute by its handle: Read, Read Blob, Write, Prepare Write Requests,
    /// Write Command, Signed Write Command, notifications and indications.
    static let addressing: Set<UInt8> = [0x0A, 0x0C, 0x12, 0x16, 0x52, 0xD2, 0x1B, 0x1D]

    // MARK: Tests

    @Test(arguments: files.map(CaptureFiles.name))
    func handleLabelsEqualTsharks(_ name: String) throws {
        // Air captures without a direction field: tshark 4.0 pairs no response with its request there (its ATT
        // request tracking needs the direction), so it labels no handle hrsniff labels; nothing to compare.
        guard !["mikeryan__crackle__le_secure_connections.pcapng", "mikeryan__crackle__numeric_pin_decrypted.pcap"]
            .contains(name) else { return }
        let path = try #require(Self.files.first { CaptureFiles.name($0) == name })
        let (compared, disagreements, ours, theirs) = try Self.compare(path)
        guard ours.discovery else {
            // Nothing was discovered, so neither tool has a table to label handles from.
            let labelled = try Self.tsharkLabels(path).values.joined().filter { $0.uuid != nil }
            #expect(labelled.isEmpty, "\(name): no discovered table, but tshark labels \(labelled.prefix(5))")
            return
        }
        if ours.labels.isEmpty {
            // Discovery whose attributes no later PDU addresses (the Cypress SweynTooth capture only discovers):
            // nothing to compare, and tshark too labels no PDU that addresses a handle.
            let labelled = theirs.values.joined().filter { $0.uuid != nil && Self.addressing.contains($0.opcode ?? 0) }
            #expect(labelled.isEmpty, "\(name): tshark labels \(labelled.prefix(5)) that hrsniff does not annotate")
        } else {
            #expect(compared > 0, "\(name) annotates \(ours.labels.count) handles, none of which tshark labels")
        }
        let known = Self.knownTsharkErrors[name] ?? [:]
        let frames = Set(disagreements.keys.map(\.frame))
        let unexplained = disagreements.filter { known[$0.key.frame] == nil }
            .map { "\($0.key) vs tshark \($0.value.map { $0.description } ?? "nothing")" }.sorted()
        #expect(unexplained.isEmpty, "\(name): \(compared) compared; tshark labels these handles otherwise: \(unexplained.prefix(10))")
        let stale = known.keys.filter { !frames.contains($0) }.sorted()
        #expect(stale.isEmpty, "\(name): listed tshark errors that no longer disagree: \(stale)")
        // Each listed disagreement is what its reason says.
        for (label, tshark) in disagreements {
            guard let reason = known[label.frame] else { continue }
            let theirs = try #require(tshark?.uuid, "\(name) frame \(label.frame): tshark has no label")
            switch reason {
            case .otherTable:
                #expect(ours.everywhere[label.handle]?.contains(theirs) == true,
                        "\(name) frame \(label.frame): tshark's \(theirs) is in no table of the capture at 0x\(hex4(label.handle))")
            case .declarationRead(let frame):
                let read = try #require(ours.declarationReads[frame], "\(name): frame \(frame) reads no declaration")
                #expect(read.valueHandle == label.handle && read.uuid == theirs,
                        "\(name) frame \(label.frame): tshark's \(theirs) is not what the declaration read in frame \(frame) gave")
                let found = ours.foundTypes[label.handle] ?? []
                #expect(found == [label.uuid ?? ""],
                        "\(name) frame \(label.frame): Find Information gave 0x\(hex4(label.handle)) \(found), not hrsniff's label")
            }
        }
    }

    /// The tshark error on a synthetic capture: two connections open at once to DIFFERENT peers. Handle 0x000e is
    /// Heart Rate Measurement (2A37) on peer A and Battery Level (2A19) on peer B; both were discovered.
    ///
    /// - frame 28: A notifies 0x000e; both tools say 2A37.
    /// - frame 30: B notifies 0x000e before B's discovery. tshark labels it with A's 2A37; hrsniff knows nothing of
    ///   B's handle 0x000e yet (a table is per peer), so it says "not discovered".
    /// - frame 41: B notifies 0x000e after its discovery: both say 2A19.
    /// - frame 42: A notifies 0x000e again. tshark now labels it with B's 2A19, learned in frame 36; hrsniff keeps
    ///   A's 2A37.
    @Test func tsharkSharesHandlesAcrossConnections() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "F1:2C:33:7F:3A:01")          // 1
        b.att(handle: 0x40, GATTFixture.heartRateDiscovery)                       // 2–27
        b.att(handle: 0x40, sent: false, "1b 0e 00 16 48 41 03")                  // 28
        b.leConnectionComplete(handle: 0x41, peer: "C0:FF:EE:00:00:02")          // 29
        b.att(handle: 0x41, sent: false, "1b 0e 00 5a")                           // 30
        b.att(handle: 0x41, [
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 0c 00 10 00 0f 18"),   // 31, 32
            (true, "10 11 00 ff ff 00 28"), (false, "01 10 11 00 0a"),            // 33, 34
            (true, "08 0c 00 10 00 03 28"), (false, "09 07 0d 00 12 0e 00 19 2a"),// 35, 36
            (true, "08 0e 00 10 00 03 28"), (false, "01 08 0e 00 0a"),            // 37, 38
            (true, "04 0f 00 10 00"), (false, "05 01 0f 00 02 29"),               // 39, 40
        ])
        b.att(handle: 0x41, sent: false, "1b 0e 00 59")                           // 41
        b.att(handle: 0x40, sent: false, "1b 0e 00 16 49 41 03")                  // 42
        b.disconnectionComplete(handle: 0x41)
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }

        let notifications = [28, 30, 41, 42]
        let tshark = try Self.tsharkLabels(path)
        #expect(notifications.map { tshark[$0]?.map(\.description) ?? [] } == [
            ["28 0x000e 2A37"], ["30 0x000e 2A37"], ["41 0x000e 2A19"], ["42 0x000e 2A19"],
        ])

        var ours: [Int: String] = [:]
        try withEvents(b.data) { e in
            guard case .att(let m) = e.payload, notifications.contains(e.frame), let ref = m.attribute else { return }
            ours[e.frame] = "#\(m.connection.id) \(describeRef(ref)) \(ref.source == .discovered ? "discovered" : "other")"
        }
        #expect(ours == [
            28: "#1 0x000e characteristic_value 2A37 discovered",
            30: "#2 0x000e unknown discovered",
            41: "#2 0x000e characteristic_value 2A19 discovered",
            42: "#1 0x000e characteristic_value 2A37 discovered",
        ])

        // The comparison finds exactly frame 42 (frame 30 is not compared: hrsniff has no label there), and
        // tshark's label is the other peer's table.
        let (compared, disagreements, annotations, _) = try Self.compare(path)
        #expect(compared == annotations.labels.count)
        #expect(disagreements.map { "\($0.key) vs \($0.value.map { $0.description } ?? "-")" } == [
            "42 0x000e 2A37 vs 42 0x000e 2A19",
        ])
        #expect(annotations.everywhere[0x000e] == ["2A37", "2A19"])
    }

    /// The same error inside one connection: both devices are GATT servers (Core Vol 3 Part G §2.2: the roles are
    /// per transaction, and either device may be a server). Handle 0x0003 is the peer's Device Name (2A00), found by
    /// the captured device's discovery, and the captured device's own Service Changed (2A05), found by the peer's
    /// discovery in frames 30–35. tshark keeps one handle map for both servers, so from frame 35 on it labels the
    /// peer's Device Name as Service Changed; hrsniff keeps table [0] (the peer's) and [1] (the captured device's).
    @Test func tsharkSharesHandlesBetweenTheTwoServers() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "F1:2C:33:7F:3A:01")          // 1
        b.att(handle: 0x40, GATTFixture.heartRateDiscovery)                       // 2–27
        b.att(handle: 0x40, [
            (true, "0a 03 00"), (false, "0b 48 52 53"),                           // 28, 29: the peer's Device Name
            (false, "10 01 00 ff ff 00 28"), (true, "11 06 01 00 03 00 01 18"),   // 30, 31: the peer discovers
            (false, "10 04 00 ff ff 00 28"), (true, "01 10 04 00 0a"),            // 32, 33
            (false, "08 01 00 03 00 03 28"), (true, "09 07 02 00 20 03 00 05 2a"),// 34, 35
            (true, "0a 03 00"), (false, "0b 48 52 53"),                           // 36, 37: the peer's Device Name
            (true, "1d 03 00 04 00 ff ff"), (false, "1e"),                        // 38, 39: this device's Service Changed
        ])
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }

        let frames = [28, 29, 36, 37, 38]
        let tshark = try Self.tsharkLabels(path)
        #expect(frames.map { tshark[$0]?.map(\.description) ?? [] } == [
            ["28 0x0003 2A00"], ["29 0x0003 2A00"], ["36 0x0003 2A05"], ["37 0x0003 2A05"], ["38 0x0003 2A05"],
        ])
        var ours: [Int: String] = [:]
        try withEvents(b.data) { e in
            guard case .att(let m) = e.payload, frames.contains(e.frame), let ref = m.attribute else { return }
            ours[e.frame] = describeRef(ref)
        }
        #expect(ours == [
            28: "0x0003 characteristic_value 2A00", 29: "0x0003 characteristic_value 2A00",
            36: "0x0003 characteristic_value 2A00", 37: "0x0003 characteristic_value 2A00",
            38: "0x0003 characteristic_value 2A05",
        ])
        let (_, disagreements, annotations, _) = try Self.compare(path)
        #expect(disagreements.map { "\($0.key) vs \($0.value.map { $0.description } ?? "-")" }.sorted() == [
            "36 0x0003 2A00 vs 36 0x0003 2A05", "37 0x0003 2A00 vs 37 0x0003 2A05",
        ])
        #expect(annotations.everywhere[0x0003] == ["2A00", "2A05"])
    }

    /// tshark relabels a value handle from a Read Response of its characteristic declaration even when the read
    /// contradicts discovery and Find Information. Handle 0x000e is Battery Level (2A19) by discovery (frame 3) and by
    /// Find Information (frame 5: the attribute's own type, Core Vol 3 Part F §3.4.3.2); the server then answers the
    /// Read of the declaration 0x000d with UUID 2A00 (frame 7). A declaration is fixed while the server's handles are
    /// (Core Vol 3 Part G §3.3.1, §7): hrsniff warns and keeps 2A19; tshark labels the read of 0x000e and its
    /// response (frames 8, 9) as 2A00.
    @Test func tsharkRelabelsFromAContradictingDeclarationRead() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "F1:2C:33:7F:3A:01")          // 1
        b.att(handle: 0x40, [
            (true, "08 01 00 ff ff 03 28"), (false, "09 07 0d 00 12 0e 00 19 2a"),// 2, 3
            (true, "04 0e 00 0e 00"), (false, "05 01 0e 00 19 2a"),               // 4, 5
            (true, "0a 0d 00"), (false, "0b 12 0e 00 00 2a"),                     // 6, 7: the declaration, read
            (true, "0a 0e 00"), (false, "0b 5a"),                                 // 8, 9
        ])
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let tshark = try Self.tsharkLabels(path)
        #expect(tshark[8]?.map(\.description) == ["8 0x000e 2A00"])
        let (_, disagreements, annotations, _) = try Self.compare(path)
        #expect(disagreements.map { "\($0.key) vs \($0.value.map { $0.description } ?? "-")" }.sorted() == [
            "8 0x000e 2A19 vs 8 0x000e 2A00", "9 0x000e 2A19 vs 9 0x000e 2A00",
        ])
        #expect(annotations.declarationReads[7]?.uuid == "2A00")
        #expect(annotations.foundTypes[0x000e] == ["2A19"])
        var warnings: [String] = []
        try withEvents(b.data) { e in
            if case .diagnostic(let d) = e.payload, d.code == "gatt_declaration_changed" { warnings.append("\(e.frame)") }
        }
        #expect(warnings == ["7"])
    }
}
