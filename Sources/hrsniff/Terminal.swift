import ArgumentParser
import HRSniffKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The width text output is laid out for: `--width N`, else on a terminal `COLUMNS`, else the terminal's own
/// width; nil (full lines) into a pipe or a file.
enum TerminalWidth {
    static let minimum = 40

    static func current(option: Int?) -> Int? {
        if let option { return max(option, minimum) }
        guard isatty(STDOUT_FILENO) != 0 else { return nil }
        if let text = SystemIO.environment("COLUMNS"), let columns = Int(text), columns > 0 {
            return max(columns, minimum)
        }
        if let columns = SystemIO.terminalColumns(STDOUT_FILENO) { return max(columns, minimum) }
        return 80
    }

    /// The width of standard error's terminal, for the progress bar (80 when it does not say).
    static func standardError() -> Int {
        if let text = SystemIO.environment("COLUMNS"), let columns = Int(text), columns > 0 { return columns }
        return SystemIO.terminalColumns(STDERR_FILENO) ?? 80
    }
}

/// Laying text out for a width, counted in characters (the output's escapes for colour take no columns).
enum Layout {
    /// `text` cut to `width` columns, with "…" for what was cut.
    static func fit(_ text: String, _ width: Int) -> String {
        guard columns(text) > width, width > 1 else { return text }
        return String(text.prefix(width - 1)) + "…"
    }

    /// The columns `text` takes: its characters, leaving out ANSI escape sequences.
    static func columns(_ text: String) -> Int {
        var n = 0
        var inEscape = false
        for u in text.unicodeScalars {
            if inEscape {
                if u.value >= 0x40 && u.value <= 0x7E && u != "[" { inEscape = false }
                continue
            }
            if u == "\u{1B}" {
                inEscape = true
                continue
            }
            if u.properties.generalCategory == .nonspacingMark { continue }
            n += 1
        }
        return n
    }
}

/// Lays the lines of the text story out for a terminal `width` columns wide: a line that does not fit gets its
/// long hex payloads elided with their length (as `dump` does) and the 128-bit UUIDs already shown once cut to
/// their first 8 digits, then is wrapped at spaces, never inside a word, with its continuation lines under its
/// text column. Lines that fit are left as they are.
final class TerminalLayout {
    let width: Int
    /// 128-bit UUIDs shown in full once already (bounded).
    private var shown: Set<String> = []
    static let maximumShown = 4096
    /// Bytes of a hex payload kept when it is elided.
    static let keptHexBytes = 8

    init(width: Int) { self.width = width }

    /// `text` (whole lines) laid out.
    func apply(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        var out = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        for (i, line) in lines.enumerated() {
            out += self.line(String(line))
            if i < lines.count - 1 || endsWithNewline { out += "\n" }
        }
        return out
    }

    func line(_ original: String) -> String {
        let uuids = Self.uuids(in: original)
        defer {
            for u in uuids where shown.count < Self.maximumShown { shown.insert(u) }
        }
        guard Layout.columns(original) > width else { return original }
        var line = Self.elideHex(original)
        for u in uuids where shown.contains(u) {
            line = line.replacingOccurrences(of: u, with: String(u.prefix(8)) + "…")
        }
        guard Layout.columns(line) > width else { return line }
        return wrap(line, indent: Self.textColumn(line))
    }

    /// Where a line's text begins: after the time and frame columns of a story line (and its "[#N] " tag), else
    /// two columns in from its own indentation.
    static func textColumn(_ line: String) -> Int {
        let plain = Array(strippingEscapes(line))
        var i = 0
        while i < plain.count, plain[i] == " " { i += 1 }
        let indentation = i
        // "+12.345 s" or "09:26:53.002162", then "#123".
        var j = i
        while j < plain.count, plain[j] != " " { j += 1 }
        if j < plain.count, plain[j] == " ", j + 1 < plain.count, plain[j + 1] == "s" || plain[j + 1] == " " {
            if plain[j + 1] == "s" { j += 2 }
            while j < plain.count, plain[j] == " " { j += 1 }
            if j < plain.count, plain[j] == "#" {
                while j < plain.count, plain[j] != " " { j += 1 }
                while j < plain.count, plain[j] == " " { j += 1 }
                if j + 1 < plain.count, plain[j] == "[", plain[j + 1] == "#" {
                    while j < plain.count, plain[j] != " " { j += 1 }
                    while j < plain.count, plain[j] == " " { j += 1 }
                }
                return j
            }
        }
        // An attribute table's row: under the text after its handle, one step in.
        if indentation + 6 < plain.count, plain[indentation] == "0", plain[indentation + 1] == "x" {
            var k = indentation + 6
            while k < plain.count, plain[k] == " " { k += 1 }
            return k + 2
        }
        return indentation + 2
    }

    /// `line` broken at spaces into lines of at most `width` columns, the later ones indented by `indent`; a word
    /// longer than a line stays whole.
    func wrap(_ line: String, indent: Int) -> String {
        let available = max(width - indent, 20)
        var result: [String] = []
        var current = ""
        var currentColumns = 0
        var limit = width
        // Words with the spaces before them.
        var words: [(spaces: String, word: String)] = []
        var spaces = ""
        var word = ""
        for ch in line {
            if ch == " " {
                if !word.isEmpty {
                    words.append((spaces, word))
                    spaces = ""
                    word = ""
                }
                spaces.append(ch)
            } else {
                word.append(ch)
            }
        }
        if !word.isEmpty || !spaces.isEmpty { words.append((spaces, word)) }
        // A short parenthesis ("(response #129)") stays on one line.
        var glued: [(spaces: String, word: String)] = []
        var k = 0
        while k < words.count {
            var w = words[k]
            if w.word.hasPrefix("("), !w.word.hasSuffix(")") {
                var end = k + 1
                var text = w.word
                while end < words.count, words[end].spaces == " ", text.count + 1 + words[end].word.count <= 24 {
                    text += " " + words[end].word
                    if words[end].word.hasSuffix(")") { break }
                    end += 1
                }
                if end < words.count, text.hasSuffix(")") {
                    w.word = text
                    k = end
                }
            }
            glued.append(w)
            k += 1
        }
        // Nor is a line broken before a unit, a handle or a frame number ("2.0 s", "value 0x000e", "#129").
        words = []
        for w in glued {
            if let last = words.last, w.spaces == " ",
               Self.staysWithPrevious(w.word) || (Self.isHexByte(w.word) && Self.isHexByte(String(last.word.suffix(2))))
                || (w.word.hasPrefix("(") && last.word.hasSuffix("…")) {
                words[words.count - 1].word = last.word + " " + w.word
            } else {
                words.append(w)
            }
        }
        for (k, w) in words.enumerated() {
            let wordColumns = Layout.columns(w.word)
            if k == 0 || currentColumns + w.spaces.count + wordColumns <= limit || currentColumns <= indent {
                current += w.spaces + w.word
                currentColumns += w.spaces.count + wordColumns
                continue
            }
            result.append(current)
            current = String(repeating: " ", count: indent) + w.word
            currentColumns = indent + wordColumns
            limit = indent + available
        }
        result.append(current)
        return result.joined(separator: "\n")
    }

    static let units: Set<String> = ["s", "s)", "s,", "ms", "ms,", "ms)", "%", "%,", "%)", "bpm", "bpm,", "bpm)", "kJ",
                                     "kJ,", "kJ)", "B", "bytes", "bytes)", "dB", "dBm", "°C", "kg", "mmHg", "mg/dL"]

    static func isHexByte(_ t: String) -> Bool {
        t.utf8.count == 2 && t.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    static func staysWithPrevious(_ word: String) -> Bool {
        units.contains(word) || word.hasPrefix("0x") || word.hasPrefix("#") || word == "…"
    }

    static func strippingEscapes(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var out = ""
        var inEscape = false
        for u in text.unicodeScalars {
            if inEscape {
                if u.value >= 0x40 && u.value <= 0x7E && u != "[" { inEscape = false }
                continue
            }
            if u == "\u{1B}" {
                inEscape = true
                continue
            }
            out.unicodeScalars.append(u)
        }
        return out
    }

    /// The 128-bit UUIDs (8-4-4-4-12 hex digits) in `line`.
    static func uuids(in line: String) -> [String] {
        let b = Array(line.utf8)
        guard b.count >= 36 else { return [] }
        var found: [String] = []
        var i = 0
        func isHex(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
        }
        while i + 36 <= b.count {
            var ok = true
            for k in 0 ..< 36 {
                let c = b[i + k]
                if k == 8 || k == 13 || k == 18 || k == 23 { ok = c == UInt8(ascii: "-") } else { ok = isHex(c) }
                if !ok { break }
            }
            if ok, i == 0 || !isHex(b[i - 1]), i + 36 == b.count || !isHex(b[i + 36]) {
                found.append(String(decoding: b[i ..< i + 36], as: UTF8.self))
                i += 36
            } else {
                i += 1
            }
        }
        return found
    }

    /// Runs of more than `keptHexBytes` hex bytes ("1a 2b 3c …") cut to their first bytes and "… (N bytes)"; a
    /// run already followed by "… (N bytes)" keeps that total.
    static func elideHex(_ line: String) -> String {
        var tokens = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        func isByte(_ t: String) -> Bool {
            t.utf8.count == 2 && t.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) || ($0 >= 0x41 && $0 <= 0x46) }
        }
        var i = 0
        while i < tokens.count {
            guard isByte(tokens[i]) else {
                i += 1
                continue
            }
            var j = i
            while j < tokens.count, isByte(tokens[j]) { j += 1 }
            let count = j - i
            if count > keptHexBytes {
                // "… (58 bytes)" already there: it keeps its total.
                let totalFollows = j + 2 < tokens.count && tokens[j] == "…" && tokens[j + 1].hasPrefix("(")
                    && tokens[j + 2].hasPrefix("bytes)")
                let suffix = totalFollows ? [] : ["…", "(\(count)", "bytes)"]
                tokens.replaceSubrange(i + keptHexBytes ..< j, with: suffix)
                i += keptHexBytes + suffix.count
            } else {
                i = j
            }
        }
        return tokens.joined(separator: " ")
    }
}

/// `--width N`, for the commands whose text is laid out for a terminal.
struct TerminalOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Lay text out for this many columns (default: COLUMNS or the terminal's width; whole lines into a pipe or file).",
        valueName: "n"))
    var width: Int?

    func validate() throws {
        if let width, width < TerminalWidth.minimum {
            throw ValidationError("--width must be at least \(TerminalWidth.minimum)")
        }
    }

    /// The width to lay text out for, or nil for whole lines.
    var resolved: Int? { TerminalWidth.current(option: width) }
}
