/// Text from the capture made safe for a terminal.
///
/// Device names, descriptor texts, Device Information strings, PacketLogger notes and every other string read over
/// the air come from whoever is in radio range. Printed raw, an escape sequence in an advertised name clears or
/// recolours the terminal, and a NUL makes grep treat the output as binary. Every text renderer passes such
/// strings (or the lines holding them) through `escape` where they become terminal text; JSON and HTML have their
/// own escaping.
enum TerminalText {
    /// `text` with every control character shown visibly: C0 controls and DEL as `\x1b`, C1 controls and the
    /// Unicode line separators and bidirectional overrides (which reorder what follows them) as `\u{85}`, and a
    /// backslash as `\\`, so that the escaping is unambiguous. Text without any of them is returned as it is.
    /// (Invalid UTF-8 never gets here: the decoders replace it with U+FFFD and say so.)
    static func escape(_ text: String) -> String {
        guard needsEscape(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            let v = scalar.value
            switch v {
            case 0x5C:
                out += "\\\\"
            case 0x00 ..< 0x20, 0x7F:
                out += "\\x" + hexDigits(v, minimum: 2)
            case 0x80 ... 0x9F, 0x2028, 0x2029, 0x202A ... 0x202E, 0x2066 ... 0x2069:
                out += "\\u{" + hexDigits(v, minimum: 1) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` holds something `escape` changes, from its UTF-8 bytes: a byte below 0x20, DEL, a
    /// backslash, a C1 control (C2 80 to C2 9F), U+2028 to U+202E (E2 80 A8 to E2 80 AE) or U+2066 to U+2069
    /// (E2 81 A6 to E2 81 A9). Most text has none and is returned as it is.
    static func needsEscape(_ text: String) -> Bool {
        let bytes = text.utf8.span
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            i += 1
            // Printable ASCII but the backslash: most bytes of most text.
            if b >= 0x20 && b < 0x7F && b != 0x5C { continue }
            if b < 0x80 { return true }
            if b == 0xC2, i < bytes.count, (0x80 ... 0x9F).contains(bytes[i]) { return true }
            if b == 0xE2, i + 1 < bytes.count {
                let next = bytes[i], last = bytes[i + 1]
                if next == 0x80 && (0xA8 ... 0xAE).contains(last) { return true }
                if next == 0x81 && (0xA6 ... 0xA9).contains(last) { return true }
            }
        }
        return false
    }

    private static func hexDigits(_ v: UInt32, minimum: Int) -> String {
        let s = String(v, radix: 16)
        return s.count < minimum ? String(repeating: "0", count: minimum - s.count) + s : s
    }
}
