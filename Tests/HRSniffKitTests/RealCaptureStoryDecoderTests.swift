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

/// Decoded values and names in the story of the shared corpus of real captures (`../shared/captures`, skipped when
/// absent): special values are meanings, not numbers; names padded with NUL bytes are text; SIG member UUIDs are
/// named after their company.
@Suite(.enabled(if: SharedCorpus.present, "../shared/captures is absent"))
struct RealCaptureStoryDecoderTests {
    static func path(_ name: String) -> String { CaptureFiles.sharedFolder.appendingPathComponent(name).path }

    /// No story holds a NUL character, in text or JSON, and no line shows a special value as a number: the
    /// "Data Not Available" codes of the Fitness Machine Service read as numbers (65535 kcal/h, 255 kcal/min,
    /// 3276.7 %).
    @Test(arguments: SharedCorpus.names)
    func noNulCharactersAndNoSpecialValuesAsNumbers(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(!story.text.contains("\u{0}"), "\(name): a NUL character in the text story")
        for record in story.json {
            for value in record.values {
                if let text = value as? String { #expect(!text.contains("\u{0}"), "\(name): NUL in \(record)") }
            }
        }
        for line in story.lines {
            #expect(!line.contains("65535 kcal") && !line.contains("255 kcal/min") && !line.contains("3276.7 %"),
                    "\(name): \(line)")
        }
    }

    /// The bk300 peer advertises "BK300" followed by 15 NUL bytes (a C string from a 20-byte buffer); the story
    /// named the connection with the NULs, which made the text a binary file for grep. It is "BK300".
    @Test func advertisedNamePaddedWithNuls() throws {
        let story = try SharedCorpus.story("vpuhoff__bk300-web-bluetooth-monitor__btsnoop_hci.log.last")
        #expect(story.text.contains("Connection #1 B3:00:69:77:51:08 (public) \"BK300\"\n"))
        #expect(story.text.contains("Summary of connection #1 with B3:00:69:77:51:08 \"BK300\" ("))
        let connection = try #require(story.records("connection").first { $0["connection"] as? Int == 1 })
        #expect(connection["name"] as? String == "BK300")
    }

    /// A table for the CITYSPORTS-Linker treadmill of the hughesjs captures, which hold no discovery: the values at
    /// handle 0x0018 are Treadmill Data (FTMS §4.4: flags 0x0484, instantaneous speed, total distance, expended
    /// energy, elapsed time), as the capture's project documents (notifications from 0x2ACD). The table is
    /// discovered in a capture made here, of the same peer, and borrowed with `--gatt-from`.
    static func treadmillTable() -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40, peer: "50:54:7B:AB:C5:D5")
        b.att([
            (true, "10 01 00 ff ff 00 28"), (false, "11 06 16 00 19 00 26 18"),
            (true, "10 1a 00 ff ff 00 28"), (false, "01 10 1a 00 0a"),
            (true, "08 16 00 19 00 03 28"), (false, "09 07 17 00 10 18 00 cd 2a"),
            (true, "08 18 00 19 00 03 28"), (false, "01 08 18 00 0a"),
            (true, "04 19 00 19 00"), (false, "05 01 19 00 02 29"),
        ])
        b.disconnectionComplete(handle: 0x40)
        return b.data
    }

    /// The treadmill announces its expended energy (flags bit 7) but cannot compute the energy per hour and per
    /// minute: it sends 0xFFFF and 0xFF, "Data Not Available" (FTMS §4.4.1.11, §4.4.1.12). The story used to say
    /// "65535 kcal/h, 255 kcal/min" and average them into the summary.
    @Test(arguments: ["hughesjs__FitnessMachine__protocol_initial-capture.log",
                      "hughesjs__FitnessMachine__protocol_third-capture.log"])
    func treadmillEnergyNotAvailable(_ name: String) throws {
        let table = temporaryFile(Self.treadmillTable(), suffix: ".btsnoop")
        defer { unlink(table) }
        let text = try HRSniffBinary.run(["analyze", "--gatt-from", table, Self.path(name)]).stdout
        let lines = text.split(separator: "\n").filter { $0.contains("notification Treadmill Data:") }
        #expect(lines.count > 100, "\(name): \(lines.count) Treadmill Data notifications")
        #expect(lines.allSatisfy { $0.contains("energy/h not available, energy/min not available") },
                "\(lines.first { !$0.contains("energy/h not available") } ?? "")")
        #expect(!text.contains("65535") && !text.contains("255 kcal"))
        #expect(text.contains("energy_per_hour_kcal: not available in \(lines.count) values, not a number "
            + "(left out of the statistics)"))
        #expect(!text.contains("energy_per_hour_kcal: min"))
        let csv = try HRSniffBinary.run(["export", "--csv", "--gatt-from", table, Self.path(name)]).stdout
        #expect(csv.contains(",energy_per_hour_kcal,,not_available,kcal\n"))
        #expect(!csv.contains(",65535,"))
    }

    /// docs/json.md lists the link types and datalinks the `capture` object holds, and says `link_layer` is in every
    /// `connection_summary` of an air capture and in its `connection` objects (those of connections found in
    /// progress: one that begins in the capture is announced by `ll_connect`), and never in HCI captures. Every
    /// capture of the corpus agrees.
    @Test(arguments: SharedCorpus.names)
    func jsonDocumentsTheDatalinksAndLinkLayer(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let capture = try #require(story.records("capture").first)
        let doc = try String(contentsOf: CaptureFiles.projectRoot.appendingPathComponent("docs/json.md"), encoding: .utf8)
        let dltRow = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| `dlt` |") })
        let datalinkRow = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| `datalink` |") })
        let air: Bool
        if let dlt = capture["dlt"] as? Int {
            #expect(dltRow.contains("\(dlt)"), "\(name): DLT \(dlt) is not in json.md")
            air = PcapngEncoder.isAirLinkType(Int32(dlt))
        } else {
            if let datalink = capture["datalink"] as? Int {
                #expect(datalinkRow.contains("\(datalink)"), "\(name): datalink \(datalink) is not in json.md")
            }
            air = false
        }
        let withLinkLayer = (story.records("connection") + story.records("connection_summary")).filter {
            $0["link_layer"] != nil
        }
        if air {
            #expect(withLinkLayer.count == story.records("connection").count + story.records("connection_summary").count)
            #expect(story.records("connection").allSatisfy { $0["before_capture"] as? Bool == true })
        } else {
            #expect(withLinkLayer.isEmpty, "\(name): link_layer in an HCI capture")
        }
    }

    /// 16-bit UUIDs the SIG assigned to member companies, in the advertising data of real devices, are named after
    /// the company as tshark and btmon name them.
    @Test(arguments: [
        ("bbmp__AndroidPad__btsnoop_hci.cfa", "16-bit Service UUIDs: FEE0 (Anhui Huami Information Technology Co. service)"),
        ("wcbonner__GoveeBTTempLogger__BTData_20240127-h5100-btsnoop_hci.log",
         "16-bit Service UUIDs: 180A (Device Information), FEF5 (Dialog Semiconductor GmbH service), EC88"),
        ("soaresden__IX7TrackerPro__btsnoop_hci.log", "Service Data - 16-bit UUID: FE95 (Xiaomi Inc. service): "),
        ("AleBonora3__Tesi_BLE__garmin.pcapng", "16-bit Service UUIDs: FE1F (Garmin International, Inc. service)"),
    ])
    func memberUUIDsInAdvertisingData(_ name: String, _ expected: String) throws {
        let dump = try HRSniffBinary.run(["dump", Self.path(name)]).stdout
        #expect(dump.contains(expected), "\(name)")
    }
}
