import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffLive
@testable import HRSniffReport
@testable import hrsniff

#if canImport(Glibc)
import Glibc
#endif

/// Strings from the air never reach the terminal raw: device names, Device Information strings, user descriptions
/// (0x2901), advertised names, adapter names and monitor notes are escaped in every text renderer; JSON and HTML
/// escape them their own way.
@Suite struct TerminalSafetyTests {
    // MARK: The escaping function

    @Test func controlCharactersAreShownVisibly() {
        #expect(TerminalText.escape("\u{1B}[2J\u{1B}[31mEvil") == "\\x1b[2J\\x1b[31mEvil")
        #expect(TerminalText.escape("a\0b") == "a\\x00b")
        #expect(TerminalText.escape("\u{01}\0") == "\\x01\\x00")
        #expect(TerminalText.escape("line\nbreak\ttab\r") == "line\\x0abreak\\x09tab\\x0d")
        #expect(TerminalText.escape("del\u{7F}") == "del\\x7f")
        // C1 controls (U+0085 NEL, U+009B CSI, which some terminals take as ESC [).
        #expect(TerminalText.escape("\u{85}\u{9B}31m") == "\\u{85}\\u{9b}31m")
        // Line separators and bidirectional overrides reorder or break what follows.
        #expect(TerminalText.escape("abc\u{202E}fed\u{2028}") == "abc\\u{202e}fed\\u{2028}")
        // A backslash is escaped too, so that "\x1b" in the output always means the byte.
        #expect(TerminalText.escape("\\x1b") == "\\\\x1b")
        // Invalid UTF-8 reaches the renderers as U+FFFD (the decoders say so), which is printable.
        #expect(TerminalText.escape("SN\u{FFFD}") == "SN\u{FFFD}")
    }

    @Test func ordinaryTextIsLeftAlone() {
        for text in ["Polar H10 A1B2C3D4", "72 bpm", "36.6 °C", "1.5 µs", "Zürich → Genève — “quoted” …", "日本語",
                     "\u{2027}\u{202F}\u{2065}\u{206A}\u{A0}", ""] {
            #expect(!TerminalText.needsEscape(text), "\(text)")
            #expect(TerminalText.escape(text) == text)
        }
        for text in ["\u{80}", "\u{9F}", "\u{2028}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{1F}", "\\"] {
            #expect(TerminalText.needsEscape(text), "\(text.unicodeScalars.first?.value ?? 0)")
        }
    }

    /// RFC 8259 §7: control characters U+0000 to U+001F must be escaped; DEL and C1 may be, and are.
    @Test func jsonEscapesEveryControlCharacter() {
        var sink = ByteSink(capacity: 64)
        JSON.appendString("\u{1B}[2J\0\u{7F}\u{85}\u{9B}é°\\\"", &sink)
        #expect(sink.string == "\"\\u001B[2J\\u0000\\u007F\\u0085\\u009Bé°\\\\\\\"\"")
        var plain = ByteSink(capacity: 64)
        JSON.appendString("36.6 °C", &plain)
        #expect(plain.string == "\"36.6 °C\"")
    }

    /// HTML (and the SVG inside it) has no place for control characters: each shows as U+FFFD.
    @Test func htmlShowsControlCharactersAsReplacementCharacters() {
        #expect(SVG.escape("<b>\u{1B}[2J\0\u{7F}\u{85}</b>") == "&lt;b&gt;\u{FFFD}[2J\u{FFFD}\u{FFFD}\u{FFFD}&lt;/b&gt;")
        #expect(SVG.escape("a\tb\nc") == "a\tb\nc")
    }

    // MARK: A hostile capture

    static let peer: [UInt8] = [0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1]
    static let clear: [UInt8] = Array("\u{1B}[2J\u{1B}[31m".utf8)

    /// A Linux monitor capture (btsnoop 2001) whose strings from the peer hold escape sequences, NULs, DEL, C1
    /// controls and invalid UTF-8: the adapter's name, a system note and a log message, the advertised name
    /// (Complete Local Name, Core Supplement Part A §1.2), the Device Name read by type (0x2A00), the Device
    /// Information strings (Manufacturer Name 0x2A29, Model Number 0x2A24, Serial Number 0x2A25, Firmware Revision
    /// 0x2A26) and a Characteristic User Description (0x2901, Core Vol 3 Part G §3.3.3.2) holding `01 00`.
    static func hostileCapture(name: String = "Dev") -> [UInt8] {
        var c = CaptureBuilder(.btsnoopMonitor)
        // New Index: type, bus, address, name (8 bytes).
        c.monitor(opcode: 0, [0x00, 0x01] + [0x11, 0x22, 0x33, 0x44, 0x55, 0x66] + clear.prefix(8))
        c.monitor(adapter: 0xFFFF, opcode: 12, Array("note \u{1B}]0;pwned\u{07} end".utf8) + [0])
        c.monitor(adapter: 0xFFFF, opcode: 13, [6, 5] + Array("evil".utf8) + [0] + Array("log \u{1B}[5m blink".utf8) + [0])
        // LE Advertising Report: ADV_IND, random address, flags and a Complete Local Name.
        let advName: [UInt8] = clear + Array("Evil".utf8) + [0x00, 0xFF, 0x7F]
        let ad: [UInt8] = [0x02, 0x01, 0x06, UInt8(advName.count + 1), 0x09] + advName
        c.monitor(opcode: 3, [0x3E, UInt8(ad.count + 12), 0x02, 0x01, 0x00, 0x01] + peer + [UInt8(ad.count)] + ad + [0xC4])
        // LE Connection Complete, handle 0x0040, this device central.
        c.monitor(opcode: 3, [0x3E, 0x13, 0x01, 0x00, 0x40, 0x00, 0x00, 0x01] + peer
            + [0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00])
        func request(_ pdu: [UInt8]) { c.monitor(opcode: 4, [0x40, 0x00] + le16(UInt16(pdu.count + 4)) + CaptureBuilder.l2cap(cid: 4, pdu)) }
        func response(_ pdu: [UInt8]) { c.monitor(opcode: 5, [0x40, 0x20] + le16(UInt16(pdu.count + 4)) + CaptureBuilder.l2cap(cid: 4, pdu)) }
        request([0x02] + le16(247))
        response([0x03] + le16(247))
        // Read By Type for the Device Name (Core Vol 3 Part G §4.8.2).
        let deviceName: [UInt8] = clear + Array(name.utf8) + [0x00, 0x01]
        request([0x08] + le16(0x0001) + le16(0xFFFF) + le16(0x2A00))
        response([0x09, UInt8(deviceName.count + 2)] + le16(0x0003) + deviceName)
        // Primary services: GAP 0x0001-0x0005, Device Information 0x0010-0x001F.
        request([0x10] + le16(0x0001) + le16(0xFFFF) + le16(0x2800))
        response([0x11, 6] + le16(0x0001) + le16(0x0005) + le16(0x1800) + le16(0x0010) + le16(0x001F) + le16(0x180A))
        request([0x10] + le16(0x0020) + le16(0xFFFF) + le16(0x2800))
        response([0x01, 0x10] + le16(0x0020) + [0x0A])
        // Characteristics of Device Information.
        request([0x08] + le16(0x0010) + le16(0x001F) + le16(0x2803))
        var characteristics: [UInt8] = [0x09, 7]
        for (declaration, uuid) in [(UInt16(0x0011), UInt16(0x2A29)), (0x0013, 0x2A24), (0x0015, 0x2A25), (0x0017, 0x2A26)] {
            characteristics += le16(declaration) + [0x02] + le16(declaration + 1) + le16(uuid)
        }
        response(characteristics)
        request([0x08] + le16(0x0018) + le16(0x001F) + le16(0x2803))
        response([0x01, 0x08] + le16(0x0018) + [0x0A])
        // The user description of the firmware revision.
        request([0x04] + le16(0x0019) + le16(0x001F))
        response([0x05, 0x01] + le16(0x0019) + le16(0x2901))
        request([0x04] + le16(0x001A) + le16(0x001F))
        response([0x01, 0x04] + le16(0x001A) + [0x0A])
        // The values.
        let values: [(UInt16, [UInt8])] = [
            (0x0012, Array("\u{1B}[31mACME\u{1B}[0m".utf8)),
            (0x0014, Array("Mo".utf8) + [0x00] + Array("del".utf8) + [0x7F]),
            (0x0016, Array("SN".utf8) + [0xFF, 0xFE, 0xC2, 0x9B] + Array("31m".utf8)),
            (0x0018, Array("1.0\\x1b".utf8)),
            (0x0019, [0x01, 0x00]),
        ]
        for (handle, value) in values {
            request([0x0A] + le16(handle))
            response([0x0B] + value)
        }
        // Disconnection Complete.
        c.monitor(opcode: 3, [0x05, 0x04, 0x00, 0x40, 0x00, 0x13])
        return c.data
    }

    /// Whether `output` is safe to print: valid UTF-8 with no control character but the newline (no C0, DEL or
    /// C1 control).
    static func problems(_ output: [UInt8]) -> [String] {
        var problems: [String] = []
        if String(validating: output, as: UTF8.self) == nil { problems.append("invalid UTF-8") }
        for (i, b) in output.enumerated() where (b < 0x20 && b != 0x0A) || b == 0x7F {
            problems.append("byte 0x\(String(b, radix: 16)) at \(i)")
        }
        for i in output.indices.dropLast() where output[i] == 0xC2 && (0x80 ... 0x9F).contains(output[i + 1]) {
            problems.append("C1 control at \(i)")
        }
        return problems
    }

    /// Runs hrsniff and returns its standard output as bytes, and its exit status.
    static func run(_ arguments: [String], stdin: [UInt8]? = nil) throws -> (status: Int32, stdout: [UInt8], stderr: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: HRSniffBinary.path)
        process.arguments = arguments
        let out = Pipe()
        let errPath = temporaryFile([], suffix: ".err")
        defer { unlink(errPath) }
        process.standardOutput = out
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin))
            try input.fileHandleForWriting.close()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(data), CaptureFiles.read(errPath))
    }

    @Test func noRawControlByteReachesStandardOutput() throws {
        let path = temporaryFile(Self.hostileCapture(), suffix: ".btsnoop")
        let other = temporaryFile(Self.hostileCapture(name: "Other\u{1B}[0m"), suffix: ".btsnoop")
        defer { unlink(path); unlink(other) }
        let commands: [[String]] = [
            ["analyze", path], ["analyze", "--summary", path], ["analyze", "--api", "ios", path],
            ["dump", path], ["dump", "--layer", "hci", path], ["gatt", path], ["diff", path, other],
            ["export", "--csv", path], ["analyze", path, other],
        ]
        var outputs: [String: String] = [:]
        for arguments in commands {
            let result = try Self.run(arguments)
            #expect(result.status == (arguments[0] == "diff" ? 1 : 0), "\(arguments)")
            #expect(Self.problems(result.stdout) == [], "\(arguments)")
            #expect(Self.problems(result.stderr) == [], "\(arguments) (stderr)")
            outputs[arguments.joined(separator: " ")] = String(decoding: result.stdout, as: UTF8.self)
        }
        // Live, from standard input.
        let live = try Self.run(["live", "-"], stdin: Self.hostileCapture())
        #expect(live.status == 0)
        #expect(Self.problems(live.stdout) == [])
        let liveDump = try Self.run(["live", "--dump", "-"], stdin: Self.hostileCapture())
        #expect(Self.problems(liveDump.stdout) == [])

        // What was escaped is there to see.
        let analyze = try #require(outputs["analyze \(path)"])
        #expect(analyze.contains("Connection #1 F1:2C:33:7F:3A:01 (random) \"\\x1b[2J\\x1b[31mDev\\x01\" (advertised as "
            + "\"\\x1b[2J\\x1b[31mEvil\\x00\u{FFFD}\\x7f\")\n"))
        #expect(analyze.contains(#"read Device Name = "\x1b[2J\x1b[31mDev\x00\x01""#))
        #expect(analyze.contains(#"read Manufacturer Name String = "\x1b[31mACME\x1b[0m""#))
        #expect(analyze.contains(#""Mo\x00del\x7f""#))
        #expect(analyze.contains("\"SN\u{FFFD}\u{FFFD}\\u{9b}31m\""))
        #expect(analyze.contains(#""1.0\\x1b""#))
        #expect(analyze.contains(#""\x01""#))
        let dump = try #require(outputs["dump \(path)"])
        #expect(dump.contains(#"Note: note \x1b]0;pwned\x07 end"#))
        #expect(dump.contains(#"\x1b[5m blink"#))
        #expect(dump.contains(#"\x1b[2J\x1b[31mEvil"#))
        let diff = try #require(outputs["diff \(path) \(other)"])
        #expect(diff.contains(#"Other\x1b[0m"#))
        let csv = try #require(outputs["export --csv \(path)"])
        #expect(csv.contains(#"\x1b[31mACME\x1b[0m"#))

        // JSON keeps every byte's meaning, escaped as JSON escapes it.
        let json = try Self.run(["analyze", "--json", path])
        #expect(Self.problems(json.stdout) == [])
        #expect(String(decoding: json.stdout, as: UTF8.self).contains(#"\u001B[31mACME\u001B[0m"#))
        let dumpJSON = try Self.run(["dump", "--json", path])
        #expect(Self.problems(dumpJSON.stdout) == [])
    }

    /// The shared corpus: no story holds a raw control character. One capture shows the class: its app writes the
    /// CCCD value `01 00` to a handle the server declares a Characteristic User Description (0x2901, Core Vol 3
    /// Part G §3.3.3.2; the server answers Write Not Permitted), which `dump` decodes as the text "\u{01}" and
    /// printed raw.
    @Test(.enabled(if: SharedCorpus.present, "../shared/captures is absent"))
    func sharedCorpusHoldsNoRawControlCharacter() throws {
        for name in SharedCorpus.names {
            let story = try SharedCorpus.story(name)
            #expect(Self.problems(Array(story.text.utf8)) == [], "\(name)")
            #expect(Self.problems(Array(story.stderr.utf8)) == [], "\(name) (stderr)")
        }
        let govee = CaptureFiles.sharedFolder
            .appendingPathComponent("wcbonner__GoveeBTTempLogger__BTData_20240127-h5100-btsnoop_hci.log").path
        guard FileManager.default.fileExists(atPath: govee) else { return }
        let dump = try Self.run(["dump", govee])
        #expect(Self.problems(dump.stdout) == [])
        let text = String(decoding: dump.stdout, as: UTF8.self)
        #expect(text.contains("< ATT     #1 Write Request handle 0x0012 value 01 00 — Characteristic User Description of "
            + #"494E5445-4C4C-495F-524F-434B535F2011: "\x01""#))
    }

    /// The HTML report: no control character in the page.
    @Test func reportPageHasNoControlCharacter() throws {
        let path = temporaryFile(Self.hostileCapture(), suffix: ".btsnoop")
        defer { unlink(path) }
        let result = try Self.run(["report", path, "-o", "-"])
        #expect(result.status == 0)
        // The page's own text has newlines (and may have tabs): everything else is a peer's byte.
        let page = result.stdout.filter { $0 != 0x09 }
        #expect(Self.problems(page) == [])
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("\u{FFFD}[31mACME\u{FFFD}[0m"))
    }
}
