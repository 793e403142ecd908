import Foundation
import Testing
@testable import HRSniffKit

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

    /// Adding a service or a characteristic sorted the whole table again, so a discovery of n attributes cost
    /// n² log n and one 512-byte response filling a large table took milliseconds. Eight times the services must
    /// now cost about eight times the time (the table's 4 096-attribute limit is the largest size there is).
    @Test func discoveryTimeGrowsLinearly() {
        _ = Self.discover(128) // warm up
        let small = Self.milliseconds { #expect(Self.discover(256).count == 512) }
        let large = Self.milliseconds { #expect(Self.discover(2048).count == 4096) }
        #expect(large / small < 24, "256 services: \(small) ms, 2048: \(large) ms")
    }
}
