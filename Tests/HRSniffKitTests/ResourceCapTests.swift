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

/// Hostile captures keep memory and time bounded and say what was dropped (docs/robustness.md). The large versions
/// of these inputs, with the peak memory of the release binary, are in scripts/resource-caps.sh.
@Suite struct ResourceCapTests {
    // MARK: Time

    /// Milliseconds `body` takes, the best of five (a loaded machine makes single runs noisy).
    static func milliseconds(_ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0 ..< 5 {
            let started = ContinuousClock.now
            body()
            let d = ContinuousClock.now - started
            best = min(best, Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15)
        }
        return best
    }

    /// `count` services and a characteristic for every other one (2 attributes each), added one by one in a
    /// scrambled handle order.
    static func discover(_ count: Int) -> AttributeDatabase {
        var database = AttributeDatabase()
        for i in 0 ..< count {
            let handle = UInt16((i * 1237) % count + 1) // 1237 is prime to every count used here: a permutation
            _ = database.addService(GATTService(handle: handle, endHandle: handle, uuid: BluetoothUUID(uuid16: 0x1800),
                                                isPrimary: true))
            guard i % 2 == 0 else { continue }
            _ = database.addCharacteristic(GATTCharacteristic(
                declarationHandle: handle &+ 0x4000, valueHandle: handle &+ 0x4001,
                uuid: BluetoothUUID(uuid16: 0x2A37), properties: CharacteristicProperties(rawValue: 0x10)))
        }
        return database
    }

    /// The table kept its order while services arrived out of order (it is kept sorted by insertion).
    @Test func discoveryOutOfOrderKeepsLookups() {
        let database = Self.discover(1000)
        #expect(database.services.count == 1000)
        #expect(database.characteristics.count == 500)
        #expect(database.services.values.allSatisfy { database.service(containing: $0.handle) == $0 })
        #expect(database.service(containing: 0x1000) == nil)
        #expect(database.characteristics.values.allSatisfy {
            database.characteristic(owning: $0.valueHandle)?.declarationHandle == $0.declarationHandle
        })
        let rows = database.rows.map(\.handle)
        #expect(rows == rows.sorted())
    }

    /// Adding a service or a characteristic sorted the whole table again, so learning a table cost n² log n: a
    /// full one (4 096 attributes) took several seconds in a debug build, and each 512-byte response into it
    /// milliseconds. It now takes about 5 ms; the bound is loose because the suites share a loaded machine
    /// (scripts/resource-caps.sh checks that doubling a discovery flood doubles the time of the release build).
    @Test func fullTableIsLearnedQuickly() {
        _ = Self.discover(128) // warm up
        let full = Self.milliseconds { #expect(Self.discover(2048).count == 4096) }
        #expect(full < 500, "a full table took \(full) ms")
    }

    // MARK: L2CAP reassembly

    static func feed(_ r: inout L2CAPReassembler, start: Bool, _ data: [UInt8], frame: Int,
                     _ diagnostics: inout [Diagnostic]) -> String {
        switch r.feed(isStart: start, data: Bytes(data), frame: frame, diagnostics: &diagnostics) {
        case .pending: "pending"
        case .complete(let pdu, _): "complete \(pdu.count)"
        case .dropped: "dropped"
        case .cut(let pdu, let original, _): "cut \(pdu.count) of \(original)"
        case .absorbed: "absorbed"
        }
    }

    /// Starts a PDU that declares 65 535 bytes and sends `kilobytes` KiB of it.
    static func startLargePDU(_ r: inout L2CAPReassembler, kilobytes: Int, frame: Int,
                              _ diagnostics: inout [Diagnostic]) -> String {
        var last = feed(&r, start: true, le16(0xFFFF) + le16(0x0004) + [UInt8](repeating: 0x52, count: 1020),
                        frame: frame, &diagnostics)
        for _ in 1 ..< kilobytes where last == "pending" {
            last = feed(&r, start: false, [UInt8](repeating: 0x52, count: 1024), frame: frame, &diagnostics)
        }
        return last
    }

    /// Connections that each leave a 65 535-byte PDU incomplete share one budget: the PDU that does not fit is
    /// dropped with a warning that says so, and the budget is never passed.
    @Test func reassemblyBuffersShareOneBudget() {
        let budget = MemoryBudget(limit: 200_000)
        var diagnostics: [Diagnostic] = []
        var a = L2CAPReassembler(budget: budget), b = L2CAPReassembler(budget: budget)
        var c = L2CAPReassembler(budget: budget), d = L2CAPReassembler(budget: budget)
        #expect(Self.startLargePDU(&a, kilobytes: 60, frame: 1, &diagnostics) == "pending")
        #expect(Self.startLargePDU(&b, kilobytes: 60, frame: 2, &diagnostics) == "pending")
        #expect(Self.startLargePDU(&c, kilobytes: 60, frame: 3, &diagnostics) == "pending")
        #expect(budget.used == 3 * 65_536) // each buffer doubled from 256 bytes to 64 KiB
        #expect(diagnostics.isEmpty)
        #expect(Self.startLargePDU(&d, kilobytes: 60, frame: 4, &diagnostics) == "dropped")
        #expect(budget.used <= budget.limit)
        #expect(diagnostics.map(\.code) == ["l2cap_memory_limit"])
        #expect(diagnostics.first?.message.contains("begun in frame 4 (65539 bytes) is dropped") == true)
        // The rest of the dropped PDU is continuation without a start; the others still complete.
        #expect(Self.feed(&d, start: false, [0x52], frame: 5, &diagnostics) == "dropped")
        let rest = 65_539 - 60 * 1024
        #expect(Self.feed(&a, start: false, [UInt8](repeating: 0x52, count: rest), frame: 6, &diagnostics)
            == "complete 65539")
        // Once handed out, a large buffer goes back to the budget at the next packet.
        #expect(Self.feed(&a, start: true, le16(1) + le16(4) + [0x01], frame: 7, &diagnostics) == "complete 5")
        // b and c keep 64 KiB each; d keeps the 2 KiB it had when the budget refused it (small ones are reused).
        #expect(budget.used == 2 * 65_536 + 2048)
        _ = a.reset(); _ = b.reset(); _ = c.reset(); _ = d.reset()
    }

    /// Credit-based SDUs draw on the same budget as the PDUs that carry them.
    @Test func sduReassemblyDrawsOnTheBudget() {
        let budget = MemoryBudget(limit: 50_000)
        var diagnostics: [Diagnostic] = []
        var sdu = SDUReassembler(budget: budget)
        let first = le16(0xFFFF) + [UInt8](repeating: 0x53, count: 998)
        var completed = sdu.feed(Bytes(first), frame: 1, firstFrame: 1, diagnostics: &diagnostics)
        #expect(completed == nil)
        for frame in 2 ... 70 where diagnostics.isEmpty {
            let more = [UInt8](repeating: 0x53, count: 1000)
            completed = sdu.feed(Bytes(more), frame: frame, firstFrame: frame, diagnostics: &diagnostics)
            #expect(completed == nil)
        }
        #expect(diagnostics.map(\.code) == ["l2cap_memory_limit"])
        #expect(diagnostics.first?.message.contains("SDU begun in frame 1 (65535 bytes) is dropped") == true)
        #expect(budget.used <= budget.limit)
    }

    // MARK: Connections and attribute tables

    /// A Linux monitor capture: `count` LE connections on adapter `n / 3840`, handle `n % 3840`, peer address
    /// C1:3A:00:00:hi:lo, each followed by `body(adapter, handle)`.
    static func monitorConnections(_ count: Int, body: (inout CaptureBuilder, UInt16, UInt16) -> Void = { _, _, _ in })
        -> CaptureBuilder {
        var b = CaptureBuilder(.btsnoopMonitor)
        for n in 0 ..< count {
            let adapter = UInt16(n / 0x0F00), handle = UInt16(n % 0x0F00)
            b.monitor(adapter: adapter, opcode: 3, [0x3E, 0x13, 0x01, 0x00] + le16(handle) + [0x00, 0x01]
                      + le16(UInt16(n & 0xFFFF)) + [0x00, 0x00, 0x3A, 0xC1] + le16(24) + le16(0) + le16(200) + [0x00])
            body(&b, adapter, handle)
        }
        return b
    }

    static func att(_ b: inout CaptureBuilder, adapter: UInt16, handle: UInt16, sent: Bool, _ pdu: [UInt8]) {
        let l2cap = CaptureBuilder.l2cap(cid: 4, pdu)
        b.monitor(adapter: adapter, opcode: sent ? 4 : 5,
                  le16(handle | (sent ? 0x0000 : 0x2000)) + le16(UInt16(l2cap.count)) + l2cap)
    }

    /// Counts of diagnostic codes and of connection ends over a whole run.
    static func run(_ data: [UInt8]) throws -> (codes: [String: Int], ends: Int, tables: [Int], first: [String: String]) {
        var codes: [String: Int] = [:], first: [String: String] = [:]
        var ends = 0
        var tables: [Int] = []
        try withEvents(data) { event in
            switch event.payload {
            case .diagnostic(let d):
                codes[d.code, default: 0] += 1
                if first[d.code] == nil { first[d.code] = d.message }
            case .connectionEnd: ends += 1
            case .gattTable(_, let database): tables.append(database.count)
            default: break
            }
        }
        return (codes, ends, tables, first)
    }

    /// 5 000 connections open at once: the 904 beyond 4 096 each close the oldest, with a warning naming it.
    @Test func connectionFloodEvictsTheOldest() throws {
        let b = Self.monitorConnections(5000) { b, adapter, handle in
            Self.att(&b, adapter: adapter, handle: handle, sent: true, [0x0A, 0x03, 0x00])
            Self.att(&b, adapter: adapter, handle: handle, sent: false, [0x0B, 0x64])
        }
        let result = try Self.run(b.data)
        #expect(result.codes["connection_limit"] == 5000 - Pipeline.maximumConnections)
        #expect(result.ends == 5000)
        #expect(result.first["connection_limit"]
            == "more than 4096 connections are open at once; connection 1 is no longer followed")
    }

    /// 70 connections that each discover a full table of 4 096 services (85 to a 512-byte response): the tables
    /// of open connections stop at 2^18 attributes and the remembered ones at 2^17, each with a diagnostic.
    @Test func discoveryFloodIsBounded() throws {
        var b = Self.monitorConnections(70) { b, adapter, handle in
            Self.att(&b, adapter: adapter, handle: handle, sent: true, [0x02] + le16(517))
            Self.att(&b, adapter: adapter, handle: handle, sent: false, [0x03] + le16(517))
            var first = 1
            while first <= 4096 {
                Self.att(&b, adapter: adapter, handle: handle, sent: true, [0x10] + le16(UInt16(first)) + le16(0xFFFF) + le16(0x2800))
                var response: [UInt8] = [0x11, 0x06]
                for h in first ..< first + 85 { response += le16(UInt16(h)) + le16(UInt16(h)) + le16(0x1800) }
                Self.att(&b, adapter: adapter, handle: handle, sent: false, response)
                first += 85
            }
        }
        for handle in 0 ..< UInt16(70) { b.monitor(opcode: 3, [0x05, 0x04, 0x00] + le16(handle) + [0x13]) }
        let result = try Self.run(b.data)
        // Connection 64 fills the budget (64 × 4 096 = 2^18); it and the 6 after it learn no more.
        #expect(result.codes["gatt_memory_limit"] == 7)
        #expect(result.first["gatt_memory_limit"]?.hasPrefix(
            "the attribute tables and value lengths of all open connections hold 262144 entries; connection 64 learns no more attributes") == true)
        #expect(result.tables.prefix(64).allSatisfy { $0 == 4096 })
        #expect(result.tables.suffix(6).allSatisfy { $0 == 85 })
        // Each table says once that it is full, for the first service it leaves out (the next 68 are silent).
        #expect(result.codes["gatt_inconsistent"] == 70)
        #expect(result.first["gatt_inconsistent"]
            == "attribute table full (4096 attributes); this service and the attributes discovered after it are ignored")
        // 32 full tables are remembered (2^17 attributes); the other 38 peers' are not, each with a note.
        #expect(result.codes["gatt_table_not_remembered"] == 38)
    }
}

extension ResourceCapTests {
    /// 70 connections that each notify 1 024 distinct handles: the summaries of open connections stop following
    /// new attributes at 2^16, with a warning per connection that stops.
    @Test func summaryFloodIsBounded() throws {
        let b = Self.monitorConnections(70) { b, adapter, handle in
            for h in 1 ... UInt16(1024) { Self.att(&b, adapter: adapter, handle: handle, sent: false, [0x1B] + le16(h) + [0x01]) }
        }
        var followed: [Int] = []
        var codes: [String: Int] = [:]
        var first: String?
        try withEvents(b.data) { event in
            switch event.payload {
            case .connectionEnd(_, let summary): followed.append(summary.activity.count)
            case .diagnostic(let d):
                codes[d.code, default: 0] += 1
                if d.code == "summary_memory_limit" && first == nil { first = d.message }
            default: break
            }
        }
        // 64 × 1 024 = 2^16: connection 64 reaches the budget with its last attribute; the 6 after it stop at 1.
        #expect(codes["summary_memory_limit"] == 7)
        #expect(first == "the summaries of all open connections follow 65536 attributes; the summary of connection 64 "
            + "counts no new attribute (it keeps 1024)")
        #expect(followed.prefix(64).allSatisfy { $0 == 1024 })
        #expect(followed.suffix(6).allSatisfy { $0 == 1 })
    }
}
