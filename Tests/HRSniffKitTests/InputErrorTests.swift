import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffReport

#if canImport(Glibc)
import Glibc
#endif

/// Several inputs where one is bad, captures that cannot be read at all, and what the messages tell users.
@Suite struct InputErrorTests {
    static var strap: String { CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path }
    static var thermometer: String { CaptureFiles.projectRoot.appendingPathComponent("Captures/thermometer.btsnoop").path }

    static func emptyDirectory() -> String {
        var template = Array("/tmp/hrsniff-empty-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An empty directory before a good capture: the capture is still analysed, the directory is named, and the
    /// command ends with status 2. The same for gatt and export.
    @Test(arguments: [["analyze"], ["gatt"], ["export", "--csv"]])
    func emptyDirectoryAndAGoodCapture(_ command: [String]) throws {
        let empty = Self.emptyDirectory()
        defer { rmdir(empty) }
        let result = try HRSniffBinary.run(command + [empty, Self.thermometer])
        #expect(result.status == 2)
        #expect(result.stderr.contains("hrsniff: no captures found in \(empty)\n"))
        #expect(!result.stderr.contains("Is a directory"))
        // The good capture's output is all there.
        let alone = try HRSniffBinary.run(command + [Self.thermometer])
        #expect(alone.status == 0)
        let body = command[0] == "export" ? "C9:14:6B:91:D4:2A" : "Connection #1 C9:14:6B:91:D4:2A"
        #expect(result.stdout.contains(body) && alone.stdout.contains(body))
    }

    /// Every unreadable input is reported, the readable ones are analysed, and the status is 2.
    @Test func severalBadInputs() throws {
        let empty = Self.emptyDirectory()
        defer { rmdir(empty) }
        let result = try HRSniffBinary.run(["analyze", "--summary", "/nonexistent/a.btsnoop", Self.strap, empty,
                                            "/nonexistent/b.btsnoop", Self.thermometer])
        #expect(result.status == 2)
        #expect(result.stderr.contains("hrsniff: /nonexistent/a.btsnoop: cannot open (No such file or directory)\n"
            + "hrsniff: what to do: check the path, and that you may read the file"))
        #expect(result.stderr.contains("/nonexistent/b.btsnoop: cannot open"))
        #expect(result.stderr.contains("no captures found in \(empty)"))
        #expect(result.stdout.contains("\"HRS-Strap 7F3A\"") && result.stdout.contains("C9:14:6B:91:D4:2A"))
        // All readable: status 0.
        #expect(try HRSniffBinary.run(["analyze", "--summary", Self.strap, Self.thermometer]).status == 0)
    }

    @Test func onlyAnEmptyDirectory() throws {
        let empty = Self.emptyDirectory()
        defer { rmdir(empty) }
        let result = try HRSniffBinary.run(["analyze", empty])
        #expect(result.status == 2)
        #expect(result.stderr == "hrsniff: no captures found in \(empty)\n")
        #expect(result.stdout.isEmpty)
    }

    /// A pcapng whose first packet block is damaged (its length beyond any block's, pcapng 3.1) cannot be read at
    /// all: status 2 and a sentence, with libpcap's own words on the second line only. It used to exit 0 with
    /// "0 records" and a libpcap warning.
    @Test func pcapngWithABrokenFirstPacket() throws {
        var data = CaptureFiles.read(CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.pcapng").path)
        // Section Header Block, Interface Description Block, then the first Enhanced Packet Block (type 6).
        func u32(_ i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 | Int(data[i + 2]) << 16 | Int(data[i + 3]) << 24 }
        var offset = 0
        while offset + 8 <= data.count, u32(offset) != 6 { offset += u32(offset + 4) }
        try #require(offset + 8 <= data.count)
        for (k, b) in [0xF0, 0xFF, 0xFF, 0xFF].enumerated() { data[offset + 4 + k] = UInt8(b) }
        let path = temporaryFile(Array(data.prefix(offset + 200)), suffix: ".pcapng")
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["analyze", path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "hrsniff: \(path): the pcap or pcapng file is damaged at its start (its header or first "
            + "packet), so nothing could be read")
        #expect(lines.dropFirst().first?.hasPrefix("hrsniff: libpcap says: ") == true)
        #expect(lines.last?.hasPrefix("hrsniff: what to do: ") == true)
        #expect(!result.stdout.contains("0 records"))
        // A damaged section header: the same sentence first, libpcap's BT_SHB_INSANE_MAX only after it.
        var header = CaptureFiles.read(CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.pcapng").path)
        for (k, b) in [0xF0, 0xFF, 0xFF, 0x7F].enumerated() { header[4 + k] = UInt8(b) }
        let shb = temporaryFile(header, suffix: ".pcapng")
        defer { unlink(shb) }
        let insane = try HRSniffBinary.run(["analyze", shb])
        #expect(insane.status == 2)
        #expect(insane.stderr.hasPrefix("hrsniff: \(shb): the pcap or pcapng file is damaged at its start"))
        #expect(!(insane.stderr.split(separator: "\n").first ?? "").contains("BT_SHB"))
    }

    /// A zip that holds no bug report is called what it is, and users are not told to switch on the snoop log.
    @Test func zipWithoutABugReport() throws {
        var zip = ZipBuilder()
        zip.add("notes/readme.txt", Array("hello".utf8))
        let path = temporaryFile(zip.finish(), suffix: ".zip")
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["analyze", path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("hrsniff: \(path): a zip file without an Android bug report in it\n"
            + "hrsniff: what to do: "))
        #expect(!result.stderr.contains("snoop log"))
    }

    /// Every error of convert has the "what to do" line the other commands have.
    @Test func convertErrorsSayWhatToDo() throws {
        let air = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap-nrf.pcap").path
        let cases: [[String]] = [
            ["convert", Self.strap, "/nonexistent-folder/out.pcapng"],
            ["convert", air, "/tmp/hrsniff-air-\(getpid()).btsnoop"],
        ]
        for arguments in cases {
            let result = try HRSniffBinary.run(arguments)
            #expect(result.status != 0)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count >= 2 && lines[1].hasPrefix("hrsniff: what to do: "), "\(arguments): \(result.stderr)")
        }
        let same = temporaryFile(CaptureFiles.read(Self.strap), suffix: ".btsnoop")
        defer { unlink(same) }
        let itself = try HRSniffBinary.run(["convert", same, same, "--format", "btsnoop"])
        #expect(itself.status != 0 && itself.stderr.contains("\nhrsniff: what to do: "), "\(itself.stderr)")
    }
}
