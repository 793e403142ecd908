import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import hrsniff

/// Text laid out for a terminal's width: wrapped under the text column, never inside a word, long hex payloads
/// elided with their length, 128-bit UUIDs shown once in full; whole lines into a pipe.
@Suite struct TerminalLayoutTests {
    @Test func wrapsUnderTheTextColumnNeverInsideAWord() {
        let layout = TerminalLayout(width: 60)
        let line = "      +0.098 s     #58  exchange MTU: client 517, server 247 → ATT_MTU 247  (response #60)"
        let out = layout.line(line).split(separator: "\n").map(String.init)
        #expect(out == [
            "      +0.098 s     #58  exchange MTU: client 517, server 247",
            "                        → ATT_MTU 247  (response #60)",
        ])
        // Every word of the line is still there, in order.
        #expect(out.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
    }

    @Test func aShortParenthesisAUnitAndAHandleStayWithTheirWords() {
        let layout = TerminalLayout(width: 50)
        let out = layout.line("    Heart Rate Measurement (0x000e): 120 notifications, longest gap 2.0 s (before frame 276)")
        #expect(out.contains("2.0 s") && out.contains("(before frame 276)"), "\(out)")
        let row = layout.line("    0x0006    Peripheral Preferred Connection Parameters  2A04  [read]  value 0x0007")
        #expect(row.contains("value 0x0007"), "\(row)")
        #expect(row.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("                ") }, "\(row)")
    }

    @Test func longHexIsElidedWithItsLength() {
        let layout = TerminalLayout(width: 80)
        let payload = (0 ..< 24).map { String(format: "%02x", $0) }.joined(separator: " ")
        let out = layout.line("      +3.517 s    #172  write without response Vendor = " + payload)
        #expect(out.contains("00 01 02 03 04 05 06 07 … (24 bytes)"), "\(out)")
        // A payload already cut by the renderer keeps the total it gave.
        let cut = layout.line("      +3.649 s    #177  notification Vendor Data Characteristic: " + payload + " … (58 bytes)")
        #expect(cut.contains("00 01 02 03 04 05 06 07 … (58 bytes)") && !cut.contains("(24 bytes)"), "\(cut)")
        // A line that fits is left as it is.
        #expect(layout.line("  read Battery Level = 01 02 03 04 05 06 07 08 09 0a") == "  read Battery Level = 01 02 03 04 05 06 07 08 09 0a")
    }

    @Test func a128BitUUIDIsShownOnceThenReferredTo() {
        let layout = TerminalLayout(width: 80)
        let uuid = "8F3A0002-5F7E-4C1A-9B6D-2C4E7F9A1B3C"
        let first = layout.line("      +2.342 s    #137  discover descriptors of \(uuid): 1 found  (response #139)")
        #expect(first.contains(uuid))
        let later = layout.line("      +3.425 s    #168  subscribe to \(uuid) notifications  (response #170)")
        #expect(later == "      +3.425 s    #168  subscribe to 8F3A0002… notifications  (response #170)")
    }

    @Test func noWidthIntoAPipe() throws {
        let piped = try HRSniffBinary.run(["analyze", "Captures/heart-rate-strap.btsnoop"])
        #expect(piped.stdout.split(separator: "\n").contains { $0.count > 100 })
        // COLUMNS matters only on a terminal; --width always.
        let forced = try HRSniffBinary.run(["analyze", "--width", "80", "Captures/heart-rate-strap.btsnoop"])
        #expect(forced.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
        let refused = try HRSniffBinary.run(["analyze", "--width", "10", "Captures/heart-rate-strap.btsnoop"])
        #expect(refused.status == 64)
    }

    /// At 80 columns no line of analyze, analyze --summary, gatt or connections is longer than 80, on every
    /// bundled capture, and every word of the whole-line output is still there.
    @Test(arguments: CaptureFiles.bundled)
    func everyLineFitsEightyColumns(_ path: String) throws {
        for command in [["analyze"], ["analyze", "--summary"], ["gatt"], ["connections"]] {
            let result = try HRSniffBinary.run(command + ["--width", "80", path])
            #expect(result.status == 0)
            let long: [String] = result.stdout.split(separator: "\n").map(String.init).filter { $0.count > 80 }
            let label = "\(command) \(CaptureFiles.name(path)): " + (long.first ?? "")
            #expect(long.isEmpty, Comment(rawValue: label))
        }
        // Wrapping moves words, it does not lose them (without elisions: gatt has no payloads).
        let whole = try HRSniffBinary.run(["gatt", path]).stdout
        let laidOut = try HRSniffBinary.run(["gatt", "--width", "80", path]).stdout
        func words(_ s: String) -> [Substring] {
            s.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { !$0.hasSuffix("…") }
        }
        #expect(words(laidOut).count <= words(whole).count)
    }
}
