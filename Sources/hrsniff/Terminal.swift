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
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 {
            return max(columns, minimum)
        }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return max(Int(size.ws_col), minimum) }
        return 80
    }

    /// The width of standard error's terminal, for the progress bar (80 when it does not say).
    static func standardError() -> Int {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
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
