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

// The GATT tracker driven PDU by PDU: discovery (Core Vol 3 Part G §4.4–4.7), long reads (§4.8.3), Read Multiple
// (§4.8.4–4.8.5), writes and prepared writes (§4.9), CCCD subscriptions (§3.3.3.3), notifications and indications
// (§4.10–4.11), Service Changed (§7.1), and the ATT transaction rules (Vol 3 Part F §3.3). PDUs are the byte layouts
// of Vol 3 Part F §3.4.

/// Feeds ATT PDUs (hex, opcode first) to a `GATTTracker`, one frame each, 1 ms apart by default, and decodes the
/// values it resolves as the pipeline does (`GATTValues`).
struct TrackerDriver {
    var tracker: GATTTracker = {
        var tracker = GATTTracker(connection: 1)
        tracker.types = KnownAttributeTypes(userDecoders: nil)
        return tracker
    }()
    var values = GATTValues(decoders: ConnectionDecoders())
    var frame = 0
    var time: Int64 = 1_000_000
    let info = ConnectionInfo(id: 1, adapter: 0, handle: 0x40, startFrame: 1, startTime: Timestamp(microseconds: 0),
                              connectedBeforeCapture: false)
    /// Every procedure so far, as "FRAME description" (FRAME: the frame whose PDU completed it).
    var procedures: [String] = []
    /// Every procedure so far.
    var all: [DecodedProcedure] = []
    /// Every diagnostic so far, as "FRAME code".
    var diagnostics: [String] = []
    var messages: [String] = []

    struct Step {
        var attribute: AttributeRef?
        var decoded: DecodedValue?
        var procedures: [DecodedProcedure]
        var diagnostics: [Diagnostic]
        var described: [String] { procedures.map(describeProcedure) }
    }

    /// One PDU; `sent` is the direction (host to controller), `bearer` the bearer it pairs on, `mtu` the ATT_MTU
    /// of an enhanced bearer (`ATTMessage.mtu`), `after` µs since the previous PDU.
    @discardableResult
    mutating func pdu(_ hex: String, sent: Bool, bearer: UInt16 = 4, mtu: UInt16? = nil, after: Int64 = 1000) -> Step {
        frame += 1
        time += after
        let data = bytes(hex)
        #expect(!data.isEmpty, "bad hex \(hex)")
        let direction: Direction = sent ? .sent : .received
        let f = frame, t = Timestamp(microseconds: time), connection = info
        let out: GATTTracker.Output = data.withBytes { b in
            let parsed = try? ATTPDU.parse(b)
            if parsed == nil { Issue.record("\(hex) does not parse") }
            let m = ATTMessage(connection: connection, direction: direction, cid: bearer, bearer: bearer, bytes: b,
                               pdu: parsed, parseError: nil, firstFrame: f, attribute: nil, decoded: nil, mtu: mtu)
            return tracker.process(m.gattInput, frame: f, time: t)
        }
        return record(out)
    }

    @discardableResult
    mutating func send(_ hex: String, bearer: UInt16 = 4, mtu: UInt16? = nil, after: Int64 = 1000) -> Step {
        pdu(hex, sent: true, bearer: bearer, mtu: mtu, after: after)
    }

    @discardableResult
    mutating func receive(_ hex: String, bearer: UInt16 = 4, mtu: UInt16? = nil, after: Int64 = 1000) -> Step {
        pdu(hex, sent: false, bearer: bearer, mtu: mtu, after: after)
    }

    mutating func run(_ exchange: [(Bool, String)]) {
        for (sent, hex) in exchange { pdu(hex, sent: sent) }
    }

    /// Closes the connection at the last frame.
    @discardableResult
    mutating func close() -> Step {
        record(tracker.close(frame: frame, time: Timestamp(microseconds: time)))
    }

    private mutating func record(_ gattOut: GATTTracker.Output) -> Step {
        let out = values.attach(gattOut, frame: frame)
        for p in out.procedures {
            procedures.append("\(frame) \(describeProcedure(p))")
            all.append(p)
        }
        for d in out.diagnostics {
            diagnostics.append("\(d.frame ?? 0) \(d.code)")
            messages.append(d.message)
        }
        return Step(attribute: out.attribute, decoded: out.decoded, procedures: out.procedures, diagnostics: out.diagnostics)
    }

    var peer: AttributeDatabase { tracker.peerDatabase }

    /// Clears the logs and numbers frames from 1 again (after a set-up phase).
    mutating func clearLogs() {
        frame = 0
        procedures = []
        all = []
        diagnostics = []
        messages = []
    }

    /// A driver whose peer table holds `GATTFixture.heartRateDiscovery`.
    static func discovered() -> TrackerDriver {
        var d = TrackerDriver()
        d.run(GATTFixture.heartRateDiscovery)
        d.clearLogs()
        return d
    }
}

private func uuid(_ s: String) -> BluetoothUUID { BluetoothUUID(s)! }
private let vendor1 = GATTFixture.vendorUUIDString(1)
private let vendor2 = GATTFixture.vendorUUIDString(2)
private let vendor3 = GATTFixture.vendorUUIDString(3)

/// `count` bytes `first`, `first + 1`, … as hex.
private func run(from first: UInt8, count: Int) -> String {
    (0 ..< count).map { GATTFixture.hexByte(first &+ UInt8($0)) }.joined(separator: " ")
}

private func hexOf(_ v: [UInt8]) -> String { v.withBytes { $0.hex } }

@Suite struct GATTTrackerTests {
    /// A notification the pipeline may fold resolves (`quietNotification`), as plain values, to the handle and type
    /// of a discovered characteristic value of the table its direction names, the same when found again; a
    /// declaration, a handle no table holds, the other table, or any handle while a request waits resolves to none.
    @Test func quietNotificationGivesTheHandleAndTypeOfACharacteristicValue() {
        var d = TrackerDriver.discovered()
        let measurement = GATTTracker.QuietValue(handle: 0x000e, uuid: uuid("2A37"))
        #expect(d.tracker.quietNotification(handle: 0x000e, direction: .received) == measurement)
        #expect(d.tracker.quietNotification(handle: 0x000e, direction: .received) == measurement)
        #expect(d.tracker.quietNotification(handle: 0x0011, direction: .received)
            == GATTTracker.QuietValue(handle: 0x0011, uuid: uuid("2A38")))
        #expect(d.tracker.quietNotification(handle: 0x000d, direction: .received) == nil)
        #expect(d.tracker.quietNotification(handle: 0x0040, direction: .received) == nil)
        #expect(d.tracker.quietNotification(handle: 0x000e, direction: .sent) == nil)
        d.send("0a 11 00")
        #expect(d.tracker.quietNotification(handle: 0x000e, direction: .received) == nil)
        d.receive("0b 01")
        #expect(d.tracker.quietNotification(handle: 0x000e, direction: .received) == measurement)
    }

    // MARK: Discovery

    /// Read By Group Type over 0x0001–0xFFFF: 6-byte elements (16-bit UUIDs), a 20-byte element (128-bit UUID),
    /// then Attribute Not Found ends the loop (Core Vol 3 Part G §4.4.1).
    /// The storage of GATT's procedures goes from one PDU's output to the next (`GATTValues.returnProcedureStorage`,
    /// `GATTTracker.recycle`): it comes back empty, so a PDU's output holds only its own procedures, and it is the
    /// same storage (a Multiple Handle Value Notification's two procedures left room for two).
    @Test func procedureStorageComesBackEmptyAndIsReused() throws {
        var tracker = GATTTracker(connection: 1)
        var values = GATTValues(decoders: ConnectionDecoders())
        /// GATT's output's storage capacity, and the output decoded.
        func process(_ hex: String, frame: Int) throws -> (Int, GATTValues.Output) {
            let b = Bytes(bytes(hex))
            let input = GATTInput(direction: .received, cid: 4, bearer: 4, bytes: b, pdu: try ATTPDU.parse(b))
            let out = tracker.process(input, frame: frame, time: Timestamp(microseconds: Int64(frame) * 1000))
            let capacity = out.procedures.capacity
            let decoded = values.attach(out, frame: frame)
            values.returnProcedureStorage(to: &tracker)
            return (capacity, decoded)
        }
        // Core Vol 3 Part F §3.4.7.4: handle, length, value, twice.
        let (_, first) = try process("23 1000 0100 48 1200 0100 49", frame: 1)
        #expect(first.procedures.map(\.frame) == [1, 1])
        let (capacity, second) = try process("1b 1000 4a", frame: 2)
        #expect(second.procedures.count == 1)
        #expect(second.procedures.first?.frame == 2)
        if case .notification(_, let value)? = second.procedures.first?.kind { #expect(value.array == [0x4a]) } else {
            Issue.record("not a notification: \(String(describing: second.procedures.first?.kind))")
        }
        #expect(capacity >= 2, "GATT's output did not reuse the storage given back")
    }

    /// GATT's output and the decoders' written into storage the caller lends from PDU to PDU
    /// (`GATTTracker.process(_:frame:time:into:)`, `GATTValues.attach(_:frame:leavingValues:into:)`): each PDU's
    /// output holds only what that PDU gave (no procedure, diagnostic, attribute or value of the PDU before), and
    /// the arrays keep their storage.
    @Test func lentOutputsHoldOnlyTheirOwnPDU() throws {
        var tracker = GATTTracker(connection: 1)
        var values = GATTValues(decoders: ConnectionDecoders())
        var gattOutput = GATTTracker.Output()
        var output = GATTValues.Output()
        func process(_ hex: String, frame: Int) throws {
            let b = Bytes(bytes(hex))
            let input = GATTInput(direction: .received, cid: 4, bearer: 4, bytes: b, pdu: try ATTPDU.parse(b))
            tracker.process(input, frame: frame, time: Timestamp(microseconds: Int64(frame) * 1000), into: &gattOutput)
            values.attach(&gattOutput, frame: frame, into: &output)
        }
        // Core Vol 3 Part F §3.4.7.4: handle, length, value, twice.
        try process("23 1000 0100 48 1200 0100 49", frame: 1)
        #expect(output.procedures.map(\.frame) == [1, 1])
        #expect(gattOutput.procedures.isEmpty, "the procedures were moved out of GATT's output")
        let capacity = gattOutput.procedures.capacity
        #expect(capacity >= 2, "GATT's output lost its storage")
        // A confirmation with no indication outstanding: a diagnostic, no procedure (Core Vol 3 Part F §3.4.7.3).
        try process("1e", frame: 2)
        #expect(output.procedures.isEmpty && output.attribute == nil && output.decoded == nil)
        #expect(output.diagnostics.map(\.code) == ["att_confirmation_without_indication"])
        try process("1b 1000 4a", frame: 3)
        #expect(output.diagnostics.isEmpty, "a diagnostic of the PDU before stayed")
        #expect(output.procedures.map(\.frame) == [3])
        #expect(output.attribute?.handle == 0x0010)
        if case .notification(_, let value)? = output.procedures.first?.kind { #expect(value.array == [0x4a]) } else {
            Issue.record("not a notification: \(String(describing: output.procedures.first?.kind))")
        }
        #expect(gattOutput.procedures.capacity == capacity, "GATT's output did not keep its storage")
        // A PDU that completes nothing: no attribute, value or procedure of the notification before.
        try process("1e", frame: 4)
        #expect(output.procedures.isEmpty && output.attribute == nil)
        #expect(gattOutput.value == nil && gattOutput.attribute == nil && !gattOutput.valueIsNotification)
    }

    @Test func primaryServiceDiscovery() throws {
        var d = TrackerDriver()
        d.run(Array(GATTFixture.heartRateDiscovery.prefix(6)))
        #expect(d.procedures == [
            "2 discovery primary_services 0x0001-0xffff found 3",
            "4 discovery primary_services 0x0014-0xffff found 1",
            "6 discovery primary_services 0x001b-0xffff found 0",
        ])
        #expect(d.diagnostics == [])
        let services = d.peer.services.values.sorted { $0.handle < $1.handle }
        #expect(services == [
            GATTService(handle: 0x0001, endHandle: 0x0007, uuid: uuid("1800"), isPrimary: true),
            GATTService(handle: 0x0008, endHandle: 0x000b, uuid: uuid("1801"), isPrimary: true),
            GATTService(handle: 0x000c, endHandle: 0x0013, uuid: uuid("180D"), isPrimary: true),
            GATTService(handle: 0x0014, endHandle: 0x001a, uuid: uuid(vendor1), isPrimary: true),
        ])
        let vendor = d.peer.lookup(0x0014)
        #expect(vendor.kind == .primaryService)
        #expect(vendor.uuid?.string == "8F3A0001-5F7E-4C1A-9B6D-2C4E7F9A1B3C")
        #expect(d.peer.lookup(0x000c).name == "Heart Rate")
        #expect(d.peer.lookup(0x0010).kind == .unknown)
        #expect(d.peer.lookup(0x0010).serviceUUID == uuid("180D"))
        #expect(d.tracker.localDatabase.isEmpty)
        #expect(d.all.allSatisfy { $0.direction == .sent })
        #expect(d.all.map(\.firstFrame) == [1, 3, 5])
    }

    /// Discover Primary Service by Service UUID: Find By Type Value with type 0x2800 and the UUID as value
    /// (Core Vol 3 Part G §4.4.2), 16- and 128-bit.
    @Test func findByTypeValueDiscovery() throws {
        var d = TrackerDriver()
        d.send("06 01 00 ff ff 00 28 0d 18")
        d.receive("07 0c 00 13 00")
        d.send("06 14 00 ff ff 00 28 0d 18")
        d.receive("01 06 14 00 0a")
        d.send("06 01 00 ff ff 00 28 " + GATTFixture.vendorUUID(1))
        d.receive("07 14 00 1a 00")
        #expect(d.procedures == [
            "2 discovery primary_service_by_uuid 0x0001-0xffff found 1",
            "4 discovery primary_service_by_uuid 0x0014-0xffff found 0",
            "6 discovery primary_service_by_uuid 0x0001-0xffff found 1",
        ])
        #expect(d.peer.services[0x000c] == GATTService(handle: 0x000c, endHandle: 0x0013, uuid: uuid("180D"), isPrimary: true))
        #expect(d.peer.services[0x0014] == GATTService(handle: 0x0014, endHandle: 0x001a, uuid: uuid(vendor1), isPrimary: true))
        #expect(d.peer.services.count == 2)
        #expect(d.diagnostics == [])
    }

    /// Characteristic declarations with 5- and 19-byte values (Core Vol 3 Part G §3.3.1), Find Information with
    /// the CCCD and a User Description, the end handles computed from the next declaration or the service end, and
    /// the descriptors' owners.
    @Test func characteristicsAndDescriptors() throws {
        var d = TrackerDriver()
        d.run(GATTFixture.heartRateDiscovery)
        #expect(d.diagnostics == [])
        #expect(d.procedures.dropFirst(3).map { String($0.drop { $0 != " " }.dropFirst()) } == [
            "discovery characteristics 0x0001-0x0007 found 3 within 0x0001 primary_service 1800",
            "discovery characteristics 0x0008-0x000b found 1 within 0x0008 primary_service 1801",
            "discovery characteristics 0x000a-0x000b found 0 within 0x0008 primary_service 1801",
            "discovery characteristics 0x000c-0x0013 found 3 within 0x000c primary_service 180D",
            "discovery characteristics 0x0014-0x001a found 1 within 0x0014 primary_service \(vendor1)",
            "discovery characteristics 0x0016-0x001a found 1 within 0x0014 primary_service \(vendor1)",
            "discovery characteristics 0x001a-0x001a found 0 within 0x0014 primary_service \(vendor1)",
            "discovery descriptors 0x000b-0x000b found 1 within 0x000a characteristic_value 2A05",
            "discovery descriptors 0x000f-0x000f found 1 within 0x000e characteristic_value 2A37",
            "discovery descriptors 0x0017-0x0018 found 2 within 0x0016 characteristic_value \(vendor2)",
        ])
        let db = d.peer
        let characteristics = db.characteristics.values.sorted { $0.declarationHandle < $1.declarationHandle }
        #expect(characteristics.map { "\(hex4($0.declarationHandle))>\(hex4($0.valueHandle)) \($0.uuid.string) \($0.properties.rawValue)" } == [
            "0002>0003 2A00 2", "0004>0005 2A01 2", "0006>0007 2A04 2", "0009>000a 2A05 32",
            "000d>000e 2A37 16", "0010>0011 2A38 2", "0012>0013 2A39 8",
            "0015>0016 \(vendor2) 26", "0019>001a \(vendor3) 4",
        ])
        #expect(characteristics.map { db.endHandle(of: $0) } == [0x03, 0x05, 0x07, 0x0b, 0x0f, 0x11, 0x13, 0x18, 0x1a])
        #expect(db.characteristics[0x0015]?.properties.names == ["read", "write", "notify"])
        #expect(db.characteristics[0x0009]?.properties.names == ["indicate"])
        #expect(db.descriptors == [0x000b: uuid("2902"), 0x000f: uuid("2902"), 0x0017: uuid("2902"), 0x0018: uuid("2901")])

        let cccd = db.lookup(0x000f)
        #expect(cccd == AttributeRef(handle: 0x000f, kind: .descriptor, uuid: uuid("2902"), serviceUUID: uuid("180D"),
                                     serviceHandle: 0x000c, characteristicUUID: uuid("2A37"),
                                     characteristicValueHandle: 0x000e, properties: nil, source: .discovered))
        #expect(cccd.qualifiedName == "Client Characteristic Configuration of Heart Rate Measurement")
        let description = db.lookup(0x0018)
        #expect(description.kind == .descriptor)
        #expect(description.characteristicUUID == uuid(vendor2))
        #expect(description.characteristicValueHandle == 0x0016)
        let value = db.lookup(0x000e)
        #expect(value.kind == .characteristicValue)
        #expect(value.uuid == uuid("2A37"))
        #expect(value.properties == .notify)
        #expect(value.name == "Heart Rate Measurement")
        let declaration = db.lookup(0x000d)
        #expect(declaration.kind == .characteristicDeclaration)
        #expect(declaration.uuid == uuid("2803"))
        #expect(declaration.characteristicUUID == uuid("2A37"))
        #expect(declaration.characteristicValueHandle == 0x000e)
        #expect(db.cccd(of: 0x000e) == 0x000f)
        #expect(db.cccd(of: 0x0016) == 0x0017)
        #expect(db.cccd(of: 0x000a) == 0x000b)
        #expect(db.cccd(of: 0x0011) == nil)
        #expect(db.characteristic(owning: 0x0018)?.declarationHandle == 0x0015)
        #expect(db.characteristic(owning: 0x0014) == nil)
        // Every handle 0x0001–0x001a once, in order.
        #expect(db.rows.map(\.handle) == Array(1 ... 0x1a))
        #expect(db.rows.first { $0.handle == 0x000d }?.endHandle == 0x000f)
        #expect(db.rows.first { $0.handle == 0x000d }?.valueHandle == 0x000e)
    }

    /// Find Included Services: Read By Type 0x2802; the declaration value holds the included service's handles and,
    /// for a 16-bit service UUID only, the UUID (Core Vol 3 Part G §3.2, §4.5.1).
    @Test func includedServices() throws {
        var d = TrackerDriver()
        d.send("10 01 00 ff ff 00 28")
        d.receive("11 06 01 00 05 00 0f 18 06 00 0a 00 0d 18")
        d.send("08 06 00 0a 00 02 28")
        d.receive("09 08 07 00 01 00 05 00 0f 18")
        d.send("08 08 00 0a 00 02 28")
        d.receive("09 06 08 00 10 00 15 00")
        d.send("08 09 00 0a 00 02 28")
        d.receive("01 08 09 00 0a")
        #expect(d.procedures == [
            "2 discovery primary_services 0x0001-0xffff found 2",
            "4 discovery included_services 0x0006-0x000a found 1 within 0x0006 primary_service 180D",
            "6 discovery included_services 0x0008-0x000a found 1 within 0x0006 primary_service 180D",
            "8 discovery included_services 0x0009-0x000a found 0 within 0x0006 primary_service 180D",
        ])
        #expect(d.peer.includes[0x0007] == GATTInclude(handle: 7, includedHandle: 1, includedEndHandle: 5, uuid: uuid("180F")))
        #expect(d.peer.includes[0x0008] == GATTInclude(handle: 8, includedHandle: 0x10, includedEndHandle: 0x15, uuid: nil))
        let ref = d.peer.lookup(0x0007)
        #expect(ref.kind == .include)
        #expect(ref.uuid == uuid("2802"))
        #expect(ref.characteristicUUID == uuid("180F"))
        #expect(d.peer.lookup(0x0008).kind == .include)
        let rows = d.peer.rows.filter { $0.kind == .include }
        #expect(rows.map(\.handle) == [7, 8])
        #expect(rows.map(\.uuid) == [uuid("180F"), uuid("2802")])
        #expect(rows.map(\.includedRange) == [1 ... 5, 0x10 ... 0x15])
        #expect(d.diagnostics == [])
    }

    /// A declaration whose value handle Find Information reports with another type: inconsistent, in either order.
    @Test func valueHandleDisagreesWithFindInformation() throws {
        var d = TrackerDriver()
        d.send("10 01 00 ff ff 00 28")
        d.receive("11 06 01 00 05 00 0d 18")
        d.send("08 01 00 05 00 03 28")
        d.receive("09 07 02 00 10 03 00 37 2a")
        d.send("04 03 00 05 00")
        d.receive("05 01 03 00 38 2a 04 00 02 29")
        #expect(d.diagnostics == ["6 gatt_inconsistent"])
        #expect(d.messages == [
            "Find Information gives 2A38 at 0x0003, but the declaration of 2A37 names it as its value handle",
        ])
        // The declaration wins; the descriptor after it is still learned.
        #expect(d.peer.lookup(0x0003).uuid == uuid("2A37"))
        #expect(d.peer.lookup(0x0003).kind == .characteristicValue)
        #expect(d.peer.lookup(0x0004).kind == .descriptor)

        // Find Information first, then the declaration.
        var e = TrackerDriver()
        e.send("10 01 00 ff ff 00 28")
        e.receive("11 06 01 00 05 00 0d 18")
        e.send("04 02 00 05 00")
        e.receive("05 01 02 00 03 28 03 00 38 2a 04 00 02 29")
        e.send("08 01 00 05 00 03 28")
        e.receive("09 07 02 00 10 03 00 37 2a")
        // 0x0003 follows a characteristic declaration: it is that characteristic's value (Core Vol 3 Part G §3.3.2).
        #expect(e.diagnostics == ["6 gatt_inconsistent"])
        #expect(e.messages == [
            "the value handle 0x0003 of 2A37 was found as 2A38 by Find Information or a Read By Type Response",
        ])
        #expect(e.peer.lookup(0x0003).kind == .characteristicValue)
        #expect(e.peer.descriptors == [0x0004: uuid("2902")])

        // A value handle that is not after its declaration.
        var f = TrackerDriver()
        f.send("08 01 00 ff ff 03 28")
        f.receive("09 07 04 00 02 04 00 19 2a")
        #expect(f.diagnostics == ["2 gatt_inconsistent"])
        #expect(f.messages == [
            "characteristic 2A19 declared at 0x0004 has its value at 0x0004, which is not after the declaration",
        ])
    }

    /// Two services whose handle ranges overlap: a diagnostic (Core Vol 3 Part G §3.1: a service's attributes are
    /// contiguous up to the next service declaration).
    @Test func overlappingServices() throws {
        var d = TrackerDriver()
        d.send("10 01 00 ff ff 00 28")
        d.receive("11 06 01 00 07 00 00 18 05 00 0b 00 01 18")
        #expect(d.diagnostics == ["2 gatt_inconsistent"])
        #expect(d.messages == ["service 1801 0x0005–0x000b overlaps 1800 0x0001–0x0007"])
        // A service ending before it starts.
        var e = TrackerDriver()
        e.send("10 01 00 ff ff 00 28")
        e.receive("11 06 09 00 05 00 0f 18")
        #expect(e.diagnostics == ["2 gatt_inconsistent"])
        #expect(e.messages == ["service 180F at 0x0009 ends before it starts (0x0005)"])
        // A characteristic outside every discovered service.
        var f = TrackerDriver()
        f.send("10 01 00 ff ff 00 28")
        f.receive("11 06 01 00 05 00 0f 18")
        f.send("08 06 00 ff ff 03 28")
        f.receive("09 07 08 00 12 09 00 19 2a")
        #expect(f.diagnostics == ["4 gatt_inconsistent"])
        #expect(f.messages == [
            "characteristic 2A19 at 0x0008 lies outside every discovered service (Core Vol 3 Part F §3.4.4.10)",
        ])
    }

    /// A second full discovery: a note, and the table is rebuilt from the new responses only.
    @Test func repeatedDiscoveryRebuildsTheTable() throws {
        var d = TrackerDriver.discovered()
        #expect(d.peer.characteristics.count == 9)
        d.send("10 01 00 ff ff 00 28")
        d.receive("11 06 01 00 05 00 00 18 06 00 0a 00 0f 18")
        #expect(d.diagnostics == ["2 gatt_discovery_repeated"])
        #expect(d.procedures == ["2 discovery primary_services 0x0001-0xffff found 2"])
        #expect(d.peer.services.keys.sorted() == [0x0001, 0x0006])
        #expect(d.peer.services[0x0006]?.uuid == uuid("180F"))
        #expect(d.peer.characteristics.isEmpty)
        #expect(d.peer.descriptors.isEmpty)
        #expect(d.peer.lookup(0x000e).kind == .unknown)
        #expect(d.peer.source == .discovered)
        // A discovery that does not start at 0x0001 (continuing, or a range) is no rebuild.
        d.send("10 06 00 ff ff 00 28")
        d.receive("11 06 06 00 0a 00 0f 18")
        #expect(d.diagnostics == ["2 gatt_discovery_repeated"])
        #expect(d.peer.services.count == 2)
    }

    // MARK: Long reads

    /// Read Long Characteristic Value (Core Vol 3 Part G §4.8.3): a Read Response of ATT_MTU − 1 bytes, Read Blob
    /// Requests at offsets 22 and 44, a shorter last part: one read of the whole value.
    @Test func longRead() throws {
        var d = TrackerDriver.discovered()
        let text = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvw".utf8)
        #expect(text.count == 49)
        let part1 = hexOf(Array(text[0 ..< 22])), part2 = hexOf(Array(text[22 ..< 44])), part3 = hexOf(Array(text[44...]))
        d.send("0a 03 00")                      // 1
        let first = d.receive("0b " + part1)     // 2
        #expect(first.procedures.isEmpty)
        #expect(first.attribute?.uuid == uuid("2A00"))
        d.send("0c 03 00 16 00")                // 3
        let second = d.receive("0d " + part2)    // 4
        #expect(second.procedures.isEmpty)
        d.send("0c 03 00 2c 00")                // 5
        d.receive("0d " + part3)                 // 6
        #expect(d.procedures == ["6 read 0x0003 characteristic_value 2A00 = \(hexOf(text)) long"])
        #expect(d.all.first?.firstFrame == 1)
        #expect(d.all.first?.frame == 6)
        #expect(d.all.first?.decoded?.field("text")?.value == .string(String(decoding: text, as: UTF8.self)))
        #expect(d.diagnostics == [])
        d.close()
        #expect(d.procedures.count == 1)
    }

    /// A value of exactly ATT_MTU − 1 bytes: the Read Blob at offset 22 gets Attribute Not Long. One read of
    /// the 22 bytes, no error procedure.
    @Test func longReadEndedByAttributeNotLong() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 03 00")
        d.receive("0b " + run(from: 0x41, count: 22))
        d.send("0c 03 00 16 00")
        d.receive("01 0c 03 00 0b")
        #expect(d.procedures == ["4 read 0x0003 characteristic_value 2A00 = \(bytes(run(from: 0x41, count: 22)).withBytes { $0.hex })"])
        #expect(d.diagnostics == [])
    }

    /// A value of exactly ATT_MTU − 1 bytes and the client moves on (no Read Blob): a read of those 22 bytes,
    /// reported when the next request shows the client did not continue.
    @Test func mtuMinusOneValueWithoutReadBlob() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 03 00")
        d.receive("0b " + run(from: 0x41, count: 22))
        #expect(d.procedures == [])
        d.send("0a 05 00")
        d.receive("0b 41 03")
        #expect(d.procedures == [
            "3 read 0x0003 characteristic_value 2A00 = \(hexOf(bytes(run(from: 0x41, count: 22))))",
            "4 read 0x0005 characteristic_value 2A01 = 4103",
        ])
        #expect(d.all[0].frame == 2)
        #expect(d.all[1].decoded?.field("appearance")?.value == .int(0x0341))
        // The same at the end of the connection.
        var e = TrackerDriver.discovered()
        e.send("0a 03 00")
        e.receive("0b " + run(from: 0x41, count: 22))
        e.close()
        #expect(e.procedures.count == 1)
        #expect(e.all.first.map { hexOf(Self.value($0)) } == hexOf(bytes(run(from: 0x41, count: 22))))
    }

    /// After an MTU exchange to 247, a 22-byte Read Response is a complete read; 246 bytes start a long read.
    @Test func longReadFollowsTheExchangedMTU() throws {
        var d = TrackerDriver.discovered()
        d.send("02 05 02")
        d.receive("03 f7 00")
        d.send("0a 03 00")
        d.receive("0b " + run(from: 0x41, count: 22))
        d.send("0a 16 00")
        d.receive("0b " + run(from: 0, count: 246))
        d.send("0c 16 00 f6 00")
        d.receive("0d 01 02")
        #expect(d.procedures.count == 3)
        #expect(d.procedures[1] == "4 read 0x0003 characteristic_value 2A00 = \(hexOf(bytes(run(from: 0x41, count: 22))))")
        #expect(d.all[2].kind.isLongRead(count: 248))
    }

    static func value(_ p: DecodedProcedure) -> [UInt8] {
        switch p.kind {
        case .read(_, let v, _), .write(_, let v, _): v
        case .notification(_, let v), .indication(_, let v): v.array
        default: []
        }
    }

    // MARK: Writes

    /// Reliable / long write: two Prepare Write Requests and Responses, then Execute Write with flags 0x01
    /// (Core Vol 3 Part G §4.9.4): one write of the joined value.
    @Test func preparedWrite() throws {
        var d = TrackerDriver.discovered()
        let a = run(from: 1, count: 18), b = run(from: 19, count: 5)
        d.send("16 16 00 00 00 " + a)
        let r1 = d.receive("17 16 00 00 00 " + a)
        #expect(r1.attribute?.uuid == uuid(vendor2))
        d.send("16 16 00 12 00 " + b)
        d.receive("17 16 00 12 00 " + b)
        d.send("18 01")
        d.receive("19")
        #expect(d.procedures == ["6 write prepared 0x0016 characteristic_value \(vendor2) = \(hexOf(bytes(run(from: 1, count: 23))))"])
        #expect(d.all.first?.firstFrame == 1)
        #expect(d.diagnostics == [])
    }

    /// Execute Write with flags 0x00 cancels the queue.
    @Test func preparedWriteCancelled() throws {
        var d = TrackerDriver.discovered()
        d.send("16 16 00 00 00 01 02")
        d.receive("17 16 00 00 00 01 02")
        d.send("16 16 00 02 00 03")
        d.receive("17 16 00 02 00 03")
        d.send("18 00")
        d.receive("19")
        #expect(d.procedures == ["6 write_cancelled 2"])
        // The queue is empty afterwards: a later execute writes nothing.
        d.send("18 01")
        d.receive("19")
        #expect(d.procedures == ["6 write_cancelled 2"])
    }

    /// Write Request + Write Response, and Write Command, to characteristics.
    @Test func writes() throws {
        var d = TrackerDriver.discovered()
        let request = d.send("12 13 00 01")
        #expect(request.attribute?.uuid == uuid("2A39"))
        #expect(request.decoded?.field("op_code")?.value == .int(1))
        d.receive("13")
        let command = d.send("52 1a 00 01 02")
        #expect(command.attribute?.uuid == uuid(vendor3))
        #expect(d.procedures == [
            "2 write request 0x0013 characteristic_value 2A39 = 01",
            "3 write command 0x001a characteristic_value \(vendor3) = 0102",
        ])
        #expect(d.all.map(\.direction) == [.sent, .sent])
        #expect(d.diagnostics == [])
    }

    // MARK: Read Multiple

    /// Read Multiple (Core Vol 3 Part G §4.8.4): the values are concatenated; they split with the lengths of earlier
    /// reads of every handle but the last, otherwise they stay whole.
    @Test func readMultiple() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 11 00")
        d.receive("0b 01")
        d.send("0a 03 00")
        d.receive("0b 48 52 53")
        d.clearLogs()
        d.send("0e 11 00 03 00 05 00")
        d.receive("0f 01 48 52 53 41 03")
        d.send("0e 16 00 11 00")
        d.receive("0f aa bb cc 01")
        // More bytes than the known lengths allow is fine (the last takes the rest); fewer is not splittable.
        d.send("0e 03 00 11 00")
        d.receive("0f 48 52")
        #expect(d.procedures == [
            "2 read_multiple 0x0011 characteristic_value 2A38 = 01; 0x0003 characteristic_value 2A00 = 485253; "
                + "0x0005 characteristic_value 2A01 = 4103",
            "4 read_multiple unsplit aabbcc01",
            "6 read_multiple unsplit 4852",
        ])
    }

    /// Read Multiple Variable (Core Vol 3 Part G §4.8.5): each value has its length.
    @Test func readMultipleVariable() throws {
        var d = TrackerDriver.discovered()
        d.send("20 16 00 11 00")
        d.receive("21 03 00 aa bb cc 01 00 02")
        #expect(d.procedures == [
            "2 read_multiple 0x0016 characteristic_value \(vendor2) = aabbcc; 0x0011 characteristic_value 2A38 = 02",
        ])
        // The lengths it revealed split a later Read Multiple.
        d.send("0e 16 00 11 00")
        d.receive("0f dd ee ff 03")
        #expect(d.procedures.last == "4 read_multiple 0x0016 characteristic_value \(vendor2) = ddeeff; 0x0011 characteristic_value 2A38 = 03")
    }

    /// A handle's values written again and again at one length, then at another: a later Read Multiple splits
    /// at the length written last, and at the first one again when the writes go back to it.
    @Test func readMultipleSplitsAtTheLengthWrittenLast() throws {
        var d = TrackerDriver.discovered()
        for _ in 0 ..< 3 { d.send("52 16 00 aa bb") }
        d.send("52 16 00 aa bb cc")
        d.send("0e 16 00 11 00")
        d.receive("0f 01 02 03 04")
        for _ in 0 ..< 2 { d.send("52 16 00 aa bb") }
        d.send("0e 16 00 11 00")
        d.receive("0f 05 06 07 08")
        #expect(Array(d.procedures.suffix(4)) == [
            "6 read_multiple 0x0016 characteristic_value \(vendor2) = 010203; 0x0011 characteristic_value 2A38 = 04",
            "7 write command 0x0016 characteristic_value \(vendor2) = aabb",
            "8 write command 0x0016 characteristic_value \(vendor2) = aabb",
            "10 read_multiple 0x0016 characteristic_value \(vendor2) = 0506; 0x0011 characteristic_value 2A38 = 0708",
        ])
    }

    /// The length `remember` found last is kept aside for the next write of the handle; a Service Changed
    /// indication over the handle forgets its length, and the next write must learn it again: a later Read
    /// Multiple splits at it.
    @Test func readMultipleSplitsAtALengthLearnedAgainAfterServiceChanged() throws {
        var d = TrackerDriver.discovered()
        for _ in 0 ..< 2 { d.send("52 16 00 aa bb") }
        // Service Changed (0x2A05, value handle 0x000a) over 0x0016 alone: its length is forgotten.
        d.receive("1d 0a 00 16 00 16 00")
        d.send("1e")
        d.send("52 16 00 cc dd")
        d.send("0e 16 00 11 00")
        d.receive("0f 01 02 03")
        let last = try #require(d.procedures.last)
        #expect(last.hasSuffix("= 0102; 0x0011 characteristic_value 2A38 = 03"), "\(last)")
    }

    // MARK: Subscriptions, notifications, indications

    /// CCCD writes (Core Vol 3 Part G §3.3.3.3): 0x0001 notifications, 0x0002 indications, 0x0000 off.
    @Test func subscriptions() throws {
        var d = TrackerDriver.discovered()
        let write = d.send("12 0f 00 01 00")
        #expect(write.decoded?.field("notifications")?.value == .bool(true))
        #expect(write.attribute?.qualifiedName == "Client Characteristic Configuration of Heart Rate Measurement")
        d.receive("13")
        d.send("12 0b 00 02 00")
        d.receive("13")
        d.send("12 0f 00 00 00")
        d.receive("13")
        #expect(d.procedures == [
            "2 subscription 0x000f descriptor 2902 of 0x000e characteristic_value 2A37 notifications true indications false",
            "4 subscription 0x000b descriptor 2902 of 0x000a characteristic_value 2A05 notifications false indications true",
            "6 subscription 0x000f descriptor 2902 of 0x000e characteristic_value 2A37 notifications false indications false",
        ])
        #expect(d.all[0].decoded?.field("notifications")?.value == .bool(true))
        #expect(d.all[0].firstFrame == 1)
    }

    /// A Heart Rate Measurement notification: flags 0x16 (UINT8, contact detected, RR present), 72 bpm, RR 0x0341.
    @Test func heartRateNotification() throws {
        var d = TrackerDriver.discovered()
        let step = d.receive("1b 0e 00 16 48 41 03")
        #expect(step.attribute?.kind == .characteristicValue)
        #expect(step.attribute?.uuid == uuid("2A37"))
        #expect(step.attribute?.serviceUUID == uuid("180D"))
        #expect(step.attribute?.characteristicValueHandle == 0x000e)
        let decoded = try #require(step.decoded)
        #expect(decoded.field("bpm")?.value == .int(72))
        #expect(decoded.field("sensor_contact")?.value == .string("detected"))
        #expect(decoded.field("rr_intervals")?.value == .array([.int(833)]))
        #expect(decoded.numbers("rr_intervals_ms") == [813.477])
        #expect(d.procedures == ["1 notification 0x000e characteristic_value 2A37 = 16484103"])
        #expect(d.all.first?.decoded?.number("bpm") == 72)
        #expect(d.all.first?.direction == .received)
        // A notification of the vendor characteristic carries no decoded value.
        let vendor = d.receive("1b 16 00 01 02 03")
        #expect(vendor.attribute?.uuid == uuid(vendor2))
        #expect(vendor.decoded == nil)
    }

    /// Multiple Handle Value Notification (Core Vol 3 Part F §3.4.7.4): one notification per handle, each
    /// annotated and decoded.
    @Test func multipleHandleValueNotification() throws {
        var d = TrackerDriver.discovered()
        d.receive("23 0e 00 04 00 16 48 41 03 16 00 02 00 01 02")
        #expect(d.procedures == [
            "1 notification 0x000e characteristic_value 2A37 = 16484103",
            "1 notification 0x0016 characteristic_value \(vendor2) = 0102",
        ])
        #expect(d.all.first?.decoded?.number("bpm") == 72)
        #expect(d.all.last?.decoded == nil)
    }

    /// Read Using Characteristic UUID (Core Vol 3 Part G §4.8.2): Read By Type with a characteristic UUID; each
    /// element of the response is a read of that handle.
    @Test func readUsingCharacteristicUUID() throws {
        var d = TrackerDriver.discovered()
        d.send("08 01 00 ff ff 38 2a")
        d.receive("09 03 11 00 01")
        #expect(d.procedures == ["2 read 0x0011 characteristic_value 2A38 = 01"])
        #expect(d.all.first?.decoded?.field("location_name")?.value == .string("Chest"))
        #expect(d.all.first?.firstFrame == 1)
    }

    /// An indication of Service Changed (Core Vol 3 Part G §7.1) with its confirmation: the range 0x000c–0x0013
    /// is forgotten; a confirmation with no indication is a diagnostic.
    @Test func serviceChangedIndication() throws {
        var d = TrackerDriver.discovered()
        let indication = d.receive("1d 0a 00 0c 00 13 00")
        #expect(indication.decoded?.field("start_handle")?.value == .int(0x0c))
        #expect(indication.decoded?.field("end_handle")?.value == .int(0x13))
        d.send("1e")
        #expect(d.procedures == [
            "1 indication 0x000a characteristic_value 2A05 = 0c001300",
            "1 service_changed 0x000c-0x0013",
        ])
        #expect(d.diagnostics == [])
        #expect(d.peer.services[0x000c] == nil)
        #expect(d.peer.lookup(0x000e).kind == .unknown)
        #expect(d.peer.lookup(0x000f).kind == .unknown)
        #expect(d.peer.lookup(0x0003).uuid == uuid("2A00"))
        #expect(d.peer.lookup(0x0016).uuid == uuid(vendor2))
        #expect(d.peer.lookup(0x000b).kind == .descriptor)
        d.send("1e")
        #expect(d.diagnostics == ["3 att_confirmation_without_indication"])
        // A second indication before the first is confirmed.
        d.receive("1d 16 00 01")
        d.receive("1d 16 00 02")
        #expect(d.diagnostics.last == "5 att_indication_while_pending")
    }

    /// A characteristic declaration found only by Find Information (type 0x2803) is learned when it is read; after
    /// Service Changed invalidates its handle, a read of that handle is no longer taken for a declaration.
    @Test func declarationReadAfterServiceChanged() throws {
        var d = TrackerDriver()
        d.send("10 01 00 ff ff 00 28")
        d.receive("11 06 01 00 05 00 01 18 06 00 0a 00 0d 18")
        d.send("04 01 00 ff ff")
        d.receive("05 01 02 00 03 28 03 00 05 2a 04 00 02 29 07 00 03 28")
        d.send("0a 02 00")
        d.receive("0b 20 03 00 05 2a")
        #expect(d.peer.characteristics[0x0002]?.uuid == uuid("2A05"))
        #expect(d.peer.lookup(0x0003).kind == .characteristicValue)
        // The Service Changed value handle is now known: its indication invalidates 0x0006–0x000a.
        d.receive("1d 03 00 06 00 0a 00")
        d.send("1e")
        #expect(d.procedures.suffix(2) == ["7 indication 0x0003 characteristic_value 2A05 = 06000a00", "7 service_changed 0x0006-0x000a"])
        // 0x0007 was a declaration; now it is something else, with a 5-byte value.
        d.send("0a 07 00")
        d.receive("0b 01 02 03 04 05")
        #expect(d.peer.characteristics[0x0007] == nil)
        #expect(d.peer.lookup(0x0007).kind == .unknown)
        #expect(d.procedures.last == "10 read 0x0007 unknown = 0102030405")
        #expect(d.diagnostics == [])
    }

    // MARK: Transactions

    @Test func responseWithoutRequest() throws {
        var d = TrackerDriver.discovered()
        d.receive("0b 01")
        #expect(d.diagnostics == ["1 att_response_without_request"])
        #expect(d.procedures == [])
    }

    /// A second request on the bearer before the first is answered (Core Vol 3 Part F §3.3.2): the first stays
    /// outstanding, and the server, which answers in order, answers it first.
    @Test func requestWhilePending() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 11 00")
        d.send("0a 05 00")
        d.receive("0b 41 03")
        #expect(d.diagnostics == ["2 att_request_while_pending"])
        #expect(d.procedures == ["3 read 0x0011 characteristic_value 2A38 = 4103"])
    }

    /// A request unanswered for more than 30 s (Core Vol 3 Part F §3.3.3), seen at the next PDU's timestamp.
    @Test func transactionTimeout() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 11 00")
        d.receive("1b 0e 00 16 48", after: 30_000_000)   // exactly 30 s: still within
        #expect(d.diagnostics == [])
        d.receive("1b 0e 00 16 49", after: 1)
        #expect(d.diagnostics == ["3 att_transaction_timeout"])
        #expect(d.messages.last == "connection 1: Read Request in frame 1 had no response within 30 s (ATT transaction timeout)")
        d.receive("0b 01")
        #expect(d.diagnostics == ["3 att_transaction_timeout", "4 att_response_without_request"])
    }

    @Test func requestUnansweredAtClose() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 11 00")
        d.close()
        #expect(d.diagnostics == ["1 att_request_unanswered"])
        #expect(d.messages == ["connection 1: Read Request in frame 1 was never answered"])
    }

    /// Exchange MTU (Core Vol 3 Part F §3.4.2): ATT_MTU = min(client, server), never below 23.
    @Test func mtuExchange() throws {
        var d = TrackerDriver()
        #expect(d.tracker.effectiveMTU == 23)
        d.send("02 05 02")
        #expect(d.tracker.effectiveMTU == 23)
        d.receive("03 f7 00")
        #expect(d.tracker.effectiveMTU == 247)
        #expect(d.procedures == ["2 mtu client 517 server 247 effective 247"])
        var e = TrackerDriver()
        e.send("02 64 00")
        e.receive("03 14 00")
        #expect(e.tracker.effectiveMTU == 23)
        #expect(e.procedures == ["2 mtu client 100 server 20 effective 23"])
    }

    /// An Error Response to a read: an error procedure with the request's attribute.
    @Test func errorResponse() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 13 00")
        let step = d.receive("01 0a 13 00 02")
        #expect(step.attribute?.uuid == uuid("2A39"))
        #expect(d.procedures == ["2 error Read Request 0x0013 characteristic_value 2A39 Read Not Permitted"])
    }

    // MARK: Both sides are servers

    /// The peer acting as a GATT client (requests received): it discovers the captured device's own server,
    /// which is table [1]; the host's own requests use the peer's table [0].
    @Test func peerAsClientBuildsTheLocalTable() throws {
        var d = TrackerDriver()
        d.receive("10 01 00 ff ff 00 28")
        d.send("11 06 01 00 05 00 00 18 06 00 09 00 01 18")
        d.receive("10 0a 00 ff ff 00 28")
        d.send("01 10 0a 00 0a")
        d.receive("08 01 00 05 00 03 28")
        d.send("09 07 02 00 02 03 00 00 2a")
        #expect(d.tracker.peerDatabase.isEmpty)
        let local = d.tracker.localDatabase
        #expect(local.serverIsCapturedDevice)
        #expect(local.services.keys.sorted() == [0x0001, 0x0006])
        #expect(local.characteristics[0x0002]?.uuid == uuid("2A00"))
        #expect(d.all.allSatisfy { $0.direction == .received })
        // The peer reads the captured device's Device Name; the host reads the peer's handle 0x0003.
        d.receive("0a 03 00")
        d.send("0b 48 52 53")
        d.send("0a 03 00")
        d.receive("0b 50 48")
        #expect(d.procedures.suffix(2) == [
            "8 read 0x0003 characteristic_value 2A00 = 485253",
            "10 read 0x0003 unknown = 5048",
        ])
        #expect(d.tracker.peerDatabase.isEmpty)
        // The captured device notifies as a server: its own table annotates it.
        let notification = d.send("1b 03 00 41")
        #expect(notification.attribute.map(describeRef) == "0x0003 characteristic_value 2A00")
    }

    /// Read Multiple lengths belong to one server: a length learned on the captured device's server (the peer
    /// reading it) does not split a Read Multiple of the peer's server.
    @Test func readMultipleLengthsArePerServer() throws {
        var d = TrackerDriver()
        d.receive("0a 03 00")
        d.send("0b 48 52 53 54 55")
        d.send("0e 03 00 05 00")
        d.receive("0f 01 02 03 04 05 06 07 08")
        #expect(d.procedures == [
            "2 read 0x0003 unknown = 4852535455",
            "4 read_multiple unsplit 0102030405060708",
        ])
    }

    /// Lengths of handles that a Service Changed indication or a new discovery invalidated no longer split a Read
    /// Multiple: the handles may now be other attributes.
    @Test func readMultipleForgetsInvalidatedLengths() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 11 00")
        d.receive("0b 01")
        d.send("0a 03 00")
        d.receive("0b 48 52 53")
        d.receive("1d 0a 00 0c 00 13 00")
        d.send("1e")
        d.send("0e 11 00 03 00")
        d.receive("0f 01 02 48 52 53")
        // 0x0003 is outside the changed range: its length still splits.
        d.send("0e 03 00 11 00")
        d.receive("0f 48 52 53 01 02")
        // A new discovery from 0x0001 forgets every length.
        d.send("10 01 00 ff ff 00 28")
        d.receive("11 06 01 00 07 00 00 18")
        d.send("0e 03 00 11 00")
        d.receive("0f 48 52 53 01")
        #expect(d.procedures.filter { $0.contains("read_multiple") } == [
            "8 read_multiple unsplit 0102485253",
            "10 read_multiple 0x0003 characteristic_value 2A00 = 485253; 0x0011 unknown = 0102",
            "14 read_multiple unsplit 48525301",
        ])
    }

    // MARK: Enhanced ATT

    /// Two EATT bearers at once (Core Vol 3 Part G §4.2): a long read on one bearer is not cut short by a request
    /// on the other, and its Read Blob Responses continue it.
    @Test func longReadsPerBearer() throws {
        var d = TrackerDriver.discovered()
        d.send("0a 03 00", bearer: 0x40)
        d.receive("0b " + run(from: 0x41, count: 22), bearer: 0x40)
        d.send("0a 11 00", bearer: 0x41)
        d.receive("0b 01", bearer: 0x41)
        d.send("0c 03 00 16 00", bearer: 0x40)
        d.receive("0d 57 58", bearer: 0x40)
        #expect(d.procedures == [
            "4 read 0x0011 characteristic_value 2A38 = 01",
            "6 read 0x0003 characteristic_value 2A00 = \(hexOf(bytes(run(from: 0x41, count: 24)))) long",
        ])
        #expect(d.diagnostics == [])
    }

    /// EATT through the pipeline: a Credit Based Connection Request (0x17) / Response (0x18) on CID 0x0005 with
    /// SPSM 0x0027 opens a bearer whose two ends have different CIDs (0x0040 at the host, 0x0080 at the peer).
    /// A Read Request K-frame to 0x0080 and a Read Response K-frame to 0x0040 pair as one transaction.
    @Test func enhancedATTPairsAcrossCIDs() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)                                                            // 1
        b.l2cap(cid: 5, sent: true, CaptureBuilder.signal(
            0x17, id: 1, le16(0x0027) + le16(512) + le16(64) + le16(10) + le16(0x0040)))                  // 2
        b.l2cap(cid: 5, sent: false, CaptureBuilder.signal(
            0x18, id: 1, le16(247) + le16(64) + le16(8) + le16(0) + le16(0x0080)))                        // 3
        b.acl(handle: 0x40, pb: 0, sent: true, CaptureBuilder.kframe(cid: 0x0080, sduLength: 3, bytes("0a 03 00"))) // 4
        b.acl(handle: 0x40, pb: 2, sent: false, CaptureBuilder.kframe(cid: 0x0040, sduLength: 4, bytes("0b 48 52 53"))) // 5
        b.disconnectionComplete(handle: 0x40)                                                           // 6
        let lines = try gattTrace(b.data)
        #expect(lines == ["gatt 5 #1 read 0x0003 unknown = 485253"])
        var cids: [UInt16] = []
        var bearers: [UInt16] = []
        try withEvents(b.data) { e in
            if case .att(let m) = e.payload {
                cids.append(m.cid)
                bearers.append(m.bearer)
            }
        }
        #expect(cids == [0x0080, 0x0040])
        #expect(bearers == [0x0040, 0x0040])
        let summary = try collect(b.data, gatt: true)
        #expect(!summary.contains { $0.contains("att_response_without_request") })
        #expect(summary.filter { $0.hasPrefix("gatt ") }.count == 1)
    }
}

extension GATTProcedure.Kind {
    /// A long read of `count` bytes.
    func isLongRead(count: Int) -> Bool {
        if case .read(_, let value, true) = self { return value.count == count }
        return false
    }
}
