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

@Suite struct RegistryTests {
    // MARK: GATT attributes

    @Test func heartRateProfile() {
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0x180D)) == "Heart Rate")
        #expect(Registry.characteristicName(BluetoothUUID(uuid16: 0x2A37)) == "Heart Rate Measurement")
        #expect(Registry.characteristicName(BluetoothUUID(uuid16: 0x2A38)) == "Body Sensor Location")
        #expect(Registry.characteristicName(BluetoothUUID(uuid16: 0x2A39)) == "Heart Rate Control Point")
        #expect(Registry.descriptorName(BluetoothUUID(uuid16: 0x2902)) == "Client Characteristic Configuration")
        #expect(Registry.descriptorName(.clientCharacteristicConfiguration) == "Client Characteristic Configuration")
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0x180F)) == "Battery Service")
        #expect(Registry.characteristicName(BluetoothUUID(uuid16: 0x2A19)) == "Battery Level")
    }

    @Test func identifiersAndSources() throws {
        let hrm = try #require(Registry.characteristic(BluetoothUUID(uuid16: 0x2A37)))
        #expect(hrm.name == "Heart Rate Measurement")
        #expect(hrm.identifier == "org.bluetooth.characteristic.heart_rate_measurement")
        #expect(hrm.source == "gss")
        #expect(hrm.isSIG)
        let cccd = try #require(Registry.descriptor(BluetoothUUID(uuid16: 0x2902)))
        #expect(cccd.identifier == "org.bluetooth.descriptor.gatt.client_characteristic_configuration")
        // Listed twice in the data with different identifiers: the one spelled like the name is kept.
        #expect(Registry.characteristic(BluetoothUUID(uuid16: 0x2B21))?.identifier == "org.bluetooth.characteristic.idd_status")
    }

    /// The same UUID read as 2 bytes and as 16 bytes (base-derived) finds the same entry.
    @Test func wireWidthDoesNotMatter() throws {
        let long = try #require(BluetoothUUID("00002A37-0000-1000-8000-00805F9B34FB"))
        #expect(long.width == .bits128)
        #expect(Registry.characteristicName(long) == "Heart Rate Measurement")
    }

    /// The kind matters: a characteristic UUID is not a service.
    @Test func kindsAreSeparate() {
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0x2A37)) == nil)
        #expect(Registry.characteristicName(BluetoothUUID(uuid16: 0x180D)) == nil)
        #expect(Registry.descriptorName(BluetoothUUID(uuid16: 0x2A37)) == nil)
    }

    @Test func vendorUUIDs() throws {
        let nus = try #require(BluetoothUUID("6E400001-B5A3-F393-E0A9-E50E24DCCA9E"))
        #expect(Registry.serviceName(nus) == "Nordic UART Service")
        #expect(Registry.service(nus)?.source == "nordic")
        #expect(Registry.service(nus)?.identifier == "com.nordicsemi.service.uart")
        #expect(Registry.service(nus)?.isSIG == false)
        let rx = try #require(BluetoothUUID("6e400002-b5a3-f393-e0a9-e50e24dcca9e"))
        #expect(Registry.characteristicName(rx) == "UART RX Characteristic")
        #expect(Registry.attributeName(rx) == "UART RX Characteristic")
        #expect(Registry.serviceName(rx) == nil)
        // Non-ASCII names survive.
        let lego = try #require(BluetoothUUID("00001623-1212-EFDE-1623-785FEABCD123"))
        #expect(Registry.serviceName(lego) == "LEGO® Wireless Protocol v3 Hub Service")
    }

    /// 16-bit UUIDs the SIG allocates to member companies (0xFxxx) are in the service table with the company's source.
    @Test func memberUUIDs() {
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFE59)) == "Secure DFU Service")
        #expect(Registry.service(BluetoothUUID(uuid16: 0xFE59))?.source == "nordic")
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFEAA)) == "Eddystone")
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFD6F)) == "Exposure Notification Service")
    }

    /// The 16-bit UUIDs the SIG assigned to member companies that the database does not describe are named after the
    /// company (as tshark and btmon name them), with the kind they are looked up as; the database's own names come
    /// first. Data: member_uuids.json (the SIG's member UUID list as bleak 3.1.0 has it).
    @Test func memberUUIDsAreNamedAfterTheirCompany() {
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFE82)) == "Medtronic Inc. service")
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFEE0)) == "Anhui Huami Information Technology Co. service")
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFEEE)) == "Polar Electro Oy service")
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFEE8)) == "Quintic Corp. service")
        #expect(Registry.characteristicName(BluetoothUUID(uuid16: 0xFEE1))
            == "Anhui Huami Information Technology Co. characteristic")
        #expect(Registry.descriptorName(BluetoothUUID(uuid16: 0xFEEE)) == "Polar Electro Oy descriptor")
        #expect(Registry.attributeName(BluetoothUUID(uuid16: 0xFEEE)) == "Polar Electro Oy service")
        #expect(Registry.memberCompany(BluetoothUUID(uuid16: 0xFE82)) == "Medtronic Inc.")
        #expect(Registry.service(BluetoothUUID(uuid16: 0xFE82))?.source == "member")
        // The database names FE59 (Nordic's Secure DFU): its name, not the company's.
        #expect(Registry.serviceName(BluetoothUUID(uuid16: 0xFE59)) == "Secure DFU Service")
        #expect(Registry.memberCompany(BluetoothUUID(uuid16: 0xFE59)) == "Nordic Semiconductor ASA")
        // The 128-bit form on the Base UUID is the same UUID; outside the list there is no member name.
        #expect(Registry.serviceName(BluetoothUUID("0000FEEE-0000-1000-8000-00805F9B34FB")!) == "Polar Electro Oy service")
        #expect(Registry.memberCompany(BluetoothUUID(uuid16: 0xFE1B)) == nil)
        #expect(Registry.memberCompany(BluetoothUUID(uuid16: 0x180D)) == nil)
        #expect(AssignedNumbers.members16.keys.count == 228)
    }

    @Test func attributeNameOrder() throws {
        #expect(Registry.attributeName(BluetoothUUID(uuid16: 0x180D)) == "Heart Rate")
        #expect(Registry.attributeName(BluetoothUUID(uuid16: 0x2A37)) == "Heart Rate Measurement")
        #expect(Registry.attributeName(BluetoothUUID(uuid16: 0x2902)) == "Client Characteristic Configuration")
        #expect(Registry.attributeName(.primaryService) == "Primary Service")
        #expect(Registry.attributeName(.secondaryService) == "Secondary Service")
        #expect(Registry.attributeName(.include) == "Include")
        #expect(Registry.attributeName(.characteristic) == "Characteristic")
        #expect(Registry.attribute(.primaryService)?.identifier == "org.bluetooth.attribute.gatt.primary_service_declaration")
        // Nordic's experimental buttonless DFU UUID is both a service and a characteristic: services come first.
        let dfu = try #require(BluetoothUUID("8E400001-F315-4F60-9FB8-838830DAEA50"))
        #expect(Registry.attributeName(dfu) == "Experimental Buttonless DFU Service")
        #expect(Registry.characteristicName(dfu) == "Experimental Buttonless DFU")
    }

    @Test func unknownUUIDs() throws {
        let random = try #require(BluetoothUUID("12345678-9ABC-DEF0-1234-56789ABCDEF0"))
        for uuid in [random, BluetoothUUID(uuid16: 0x0000), BluetoothUUID(uuid16: 0xFFFF), BluetoothUUID(uuid32: 0x0001_180D)] {
            #expect(Registry.serviceName(uuid) == nil)
            #expect(Registry.characteristicName(uuid) == nil)
            #expect(Registry.descriptorName(uuid) == nil)
            #expect(Registry.attributeName(uuid) == nil)
            #expect(Registry.attribute(uuid) == nil)
        }
    }

    // MARK: Companies and appearance

    @Test(arguments: [
        (UInt16(0x0000), "Ericsson AB"),
        (0x0006, "Microsoft"),
        (0x004C, "Apple, Inc."),
        (0x0059, "Nordic Semiconductor ASA"),
        (0x00E0, "Google"),
        (0x0380, "LLC \"MEGA-F service\""),
        (0x024F, "Schneider Schreibgeräte GmbH"),
    ])
    func companies(_ id: UInt16, _ name: String) {
        #expect(Registry.companyName(id) == name)
    }

    @Test func unknownCompany() {
        #expect(Registry.companyName(0x0066) == nil) // a gap in the assignments
        #expect(Registry.companyName(0xFFFE) == nil)
    }

    @Test func appearance() {
        #expect(Registry.appearanceName(0x0341) == "Heart Rate Sensor: Heart Rate Belt")
        #expect(Registry.appearanceName(0x0340) == "Heart Rate Sensor")
        #expect(Registry.appearanceName(0x0000) == "Unknown")
        #expect(Registry.appearanceName(0x0040) == "Phone")
        #expect(Registry.appearanceName(0x0083) == "Computer: Laptop")
        // An unlisted subcategory of a known category gives the category.
        #expect(Registry.appearanceName(0x037F) == "Heart Rate Sensor")
        // An unknown category.
        #expect(Registry.appearanceName(0xFFC0) == nil)
        #expect(Registry.appearanceName(0xFFFF) == nil)
    }

    // MARK: Generated tables

    /// Every generated table parses (keys ascend: checked while parsing), with the sizes the data gives.
    @Test func tablesParse() {
        #expect(AssignedNumbers.services16.table.count > 60)
        #expect(AssignedNumbers.services128.table.count > 40)
        #expect(AssignedNumbers.characteristics16.table.count > 400)
        #expect(AssignedNumbers.characteristics128.table.count > 150)
        #expect(AssignedNumbers.descriptors16.table.count >= 18)
        #expect(AssignedNumbers.descriptors128.table.count == 0)
        #expect(AssignedNumbers.companies.table.count > 3000)
        #expect(AssignedNumbers.appearances.table.count > 250)
        // No 128-bit entry is a base-derived 16-bit UUID (those belong in the 16-bit tables).
        for table in [AssignedNumbers.services128, AssignedNumbers.characteristics128] {
            #expect(table.keys.allSatisfy { !BluetoothUUID(uuid128: $0).isBaseDerived })
        }
        // Every attribute has a non-empty name, identifier and source (the last field takes the rest of the line).
        for table in [AssignedNumbers.services16, AssignedNumbers.characteristics16, AssignedNumbers.descriptors16] {
            for key in table.keys {
                let a = table.attribute(key)
                let ok = a.map { !$0.name.isEmpty && $0.identifier.contains(".") && !$0.identifier.contains(" ")
                    && !$0.source.isEmpty && !$0.source.contains(" ") } ?? false
                #expect(ok, "entry \(key): \(String(describing: a))")
            }
        }
        #expect(AssignedNumbers.companies.name(0x08B1) == "CORE|vision BV")
    }

    /// A small table in the generated format: fields, names with spaces, 128-bit keys with hyphens.
    @Test func textTableFormat() {
        let table = TextTable<UInt16>("0001 a x.y First One\n00FF b p.q Second  Two", fields: 3)
        #expect(table.keys == [0x0001, 0x00FF])
        #expect(table.field(0, 0) == "a")
        #expect(table.field(0, 1) == "x.y")
        #expect(table.field(0, 2) == "First One")
        #expect(table.field(1, 2) == "Second  Two")
        #expect(table.index(of: 0x00FF) == 1)
        #expect(table.index(of: 0x0002) == nil)
        let long = TextTable<UInt128>("6E400001-B5A3-F393-E0A9-E50E24DCCA9E UART\n", fields: 1)
        #expect(long.keys == [0x6E40_0001_B5A3_F393_E0A9_E50E_24DC_CA9E])
        #expect(long.field(0, 0) == "UART")
        #expect(TextTable<UInt16>("", fields: 1).count == 0)
    }

    /// Reruns the generator and compares its output with the committed AssignedNumbers.swift byte for byte, so a
    /// generated file older than the generator or the data fails here. Skipped without python3 or the data folder.
    @Test(.enabled(if: GeneratorRun.usable, "python3 or ../shared/assigned-numbers is missing"))
    func generatedFileIsCurrent() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("AssignedNumbers-\(ProcessInfo.processInfo.processIdentifier).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let generated = run("python3", [GeneratorRun.script.path, "--quiet", "--source", GeneratorRun.source.path,
                                        "--output", output.path])
        try #require(generated != nil, "gen_registry.py failed")
        let fresh = try Data(contentsOf: output)
        let committed = try Data(contentsOf: GeneratorRun.committed)
        #expect(fresh == committed, "AssignedNumbers.swift is stale: run python3 scripts/gen_registry.py")
        // Twice gives the same bytes.
        _ = run("python3", [GeneratorRun.script.path, "--quiet", "--source", GeneratorRun.source.path,
                            "--output", output.path])
        #expect(try Data(contentsOf: output) == fresh)
    }
}

/// The generated registry against the checksums its generator committed (scripts/registry-inputs.sha256): runs in
/// any clone, without python3 or the data folder.
@Suite struct RegistryFreshnessTests {
    static func checksums() -> [String: String] {
        let url = CaptureFiles.projectRoot.appendingPathComponent("scripts/registry-inputs.sha256")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var sums: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { sums[parts[1].trimmingCharacters(in: .whitespaces)] = String(parts[0]) }
        }
        return sums
    }

    static func sha256(_ path: String) -> String? {
        run("sha256sum", [path])?.split(separator: " ").first.map(String.init)
    }

    /// The committed file is the one the committed generator wrote: a hand edit of AssignedNumbers.swift, or a
    /// generator changed without rerunning it, fails here.
    @Test(.enabled(if: available("sha256sum"), "sha256sum is missing"))
    func generatedFileMatchesTheCommittedChecksums() throws {
        let sums = Self.checksums()
        for name in ["scripts/gen_registry.py", "Sources/HRSniffDecoders/AssignedNumbers.swift"] {
            let recorded = try #require(sums[name], "registry-inputs.sha256 has no line for \(name)")
            let actual = Self.sha256(CaptureFiles.projectRoot.appendingPathComponent(name).path)
            #expect(actual == recorded, "\(name) changed since scripts/gen_registry.py last ran: run it again")
        }
        #expect(sums.keys.filter { $0.hasPrefix("input/") }.count >= 7)
    }

    /// Where the data folder is present, its files are the ones the committed file was generated from.
    @Test(.enabled(if: available("sha256sum") && GeneratorRun.usable, "../shared/assigned-numbers is missing"))
    func dataFolderMatchesTheCommittedChecksums() throws {
        for (name, recorded) in Self.checksums() where name.hasPrefix("input/") {
            let file = GeneratorRun.source.appendingPathComponent(String(name.dropFirst("input/".count))).path
            #expect(Self.sha256(file) == recorded, "\(name) changed: run python3 scripts/gen_registry.py")
        }
    }
}

/// Where the generator, its data and its output are.
enum GeneratorRun {
    static let script = CaptureFiles.projectRoot.appendingPathComponent("scripts/gen_registry.py")
    static let committed = CaptureFiles.projectRoot.appendingPathComponent("Sources/HRSniffDecoders/AssignedNumbers.swift")
    static let source = CaptureFiles.projectRoot.deletingLastPathComponent().appendingPathComponent("shared/assigned-numbers")

    static let usable = available("python3")
        && FileManager.default.fileExists(atPath: source.appendingPathComponent("company_ids.json").path)
}
