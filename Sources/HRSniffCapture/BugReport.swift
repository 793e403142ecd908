import HRSniffBytes
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Android bug reports (`adb bugreport`): a zip archive whose main entry, `bugreport-….txt`, holds the output of
/// dumpstate, including `dumpsys bluetooth_manager` and its `BTSNOOP_LOG_SUMMARY` section (btsnooz: the last
/// packets, ACL cut short). When the phone's HCI snoop log was on, the archive also holds the log itself under
/// `FS/data/misc/bluetooth/logs/`: `btsnoop_hci.log` (full), `btsnoop_hci.log.filtered` (filtered mode) or
/// `btsnooz_hci.log` (the in-memory log, Android 13 and later), each possibly with a `.last` predecessor.
///
/// hrsniff reads the best of them: the full log, then the filtered one, then btsnooz_hci.log, then the `.last`
/// files in the same order, and the summary only when there is no log. It says which in a note.
package enum BugReport {
    /// What an archive entry is to hrsniff, best first.
    package enum Kind: Int, Comparable {
        case full, filtered, snooz, fullLast, filteredLast, snoozLast, mainText

        package static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

        package var isLog: Bool { self != .mainText }

        package var description: String {
            switch self {
            case .full, .fullLast: "the full HCI snoop log"
            case .filtered, .filteredLast: "the filtered HCI snoop log (ACL payloads cut)"
            case .snooz, .snoozLast: "the in-memory HCI log (ACL payloads cut)"
            case .mainText: "the bug report text"
            }
        }
    }

    /// Entries hrsniff looks at, by name: the Bluetooth logs anywhere in the archive, the main text at its root.
    package static func kind(of name: String) -> Kind? {
        let last = name.split(separator: "/").last.map { String($0).lowercased() } ?? ""
        if last.hasPrefix("btsnoop_hci") {
            let isLast = last.hasSuffix(".last")
            if last.contains(".filtered") { return isLast ? .filteredLast : .filtered }
            return isLast ? .fullLast : .full
        }
        if last.hasPrefix("btsnooz_hci") { return last.hasSuffix(".last") ? .snoozLast : .snooz }
        if !name.contains("/"), last.hasPrefix("bugreport"), last.hasSuffix(".txt") { return .mainText }
        return nil
    }

    /// An entry only an Android bug report holds: its main text, `main_entry.txt` naming it, dumpstate's files,
    /// the `FS/` copy of the phone's files, or a Bluetooth log.
    static func isBugReportEntry(_ name: String) -> Bool {
        if kind(of: name) != nil { return true }
        let lower = name.lowercased()
        return lower == "main_entry.txt" || lower.hasPrefix("dumpstate") || lower.hasPrefix("fs/")
    }

    /// dumpstate's first lines: a row of `=`, then `== dumpstate: DATE`.
    package static func looksLikeDumpstate(_ head: Bytes) -> Bool {
        let text = String(decoding: head.prefix(256).array, as: UTF8.self)
        return text.hasPrefix("==========") && text.contains("== dumpstate")
    }

    /// Printable text (UTF-8, tabs and line breaks): no capture format starts like that.
    package static func looksLikeText(_ head: Bytes) -> Bool {
        guard head.count >= 4 else { return false }
        for i in 0 ..< min(head.count, 512) {
            guard let b = head[checked: i] else { return false }
            if b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0D { return false }
            if b == 0x7F { return false }
        }
        return true
    }

    /// Bug report text (or any text) holding a `BTSNOOP_LOG_SUMMARY`: `input` is read until the section ends.
    package static func openText(_ input: InputWindow, path: String) throws(CaptureOpenError) -> any CaptureReader {
        _ = input.fill(256)
        let dumpstate = looksLikeDumpstate(input.window)
        var diagnostics: [Diagnostic] = []
        guard let summary = SummaryScanner.scan(input, diagnostics: &diagnostics, source: path) else {
            throw CaptureOpenError(dumpstate ? .noCaptureInBugReport : .unknownFormat, path: path)
        }
        let inner = try BtsnoozReader(summary: summary, path: path)
        return BugReportReader(inner: inner, entry: nil, pending: diagnostics, entryReader: nil)
    }

    /// A zip archive: through its central directory when `input` is a regular file, else front to back.
    package static func openZip(_ input: InputWindow, path: String) throws(CaptureOpenError) -> any CaptureReader {
        var diagnostics: [Diagnostic] = []
        if input.fd >= 0, let size = SystemIO.regularFileSize(input.fd) {
            if let reader = try openByDirectory(fd: input.fd, size: size, path: path,
                                                diagnostics: &diagnostics) {
                return reader
            }
            if diagnostics.isEmpty {
                diagnostics.append(Diagnostic(
                    frame: nil, .warning, .capture, "zip_corrupt",
                    "\(path): the zip archive has no central directory; its entries are read front to back"))
            }
        }
        return try openByStream(input, path: path, diagnostics: diagnostics)
    }

    /// Candidates in the order they are tried.
    private static func ranked(_ entries: [(Kind, ZipEntry)]) -> [(Kind, ZipEntry)] {
        entries.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
    }

    private static func readable(_ entry: ZipEntry, path: String, diagnostics: inout [Diagnostic]) -> Bool {
        if entry.encrypted {
            diagnostics.append(Diagnostic(frame: nil, .warning, .capture, "zip_unsupported",
                                          "\(path): \(entry.name) is encrypted; it is not read"))
            return false
        }
        if entry.method != 0 && entry.method != 8 {
            diagnostics.append(Diagnostic(
                frame: nil, .warning, .capture, "zip_unsupported",
                "\(path): \(entry.name) uses compression method \(entry.method) (stored and deflate are read); it is not read"))
            return false
        }
        return true
    }

    /// The note that says which entry is read, and what it was preferred to.
    private static func choice(_ kind: Kind, _ name: String, text: String?, path: String) -> Diagnostic {
        var message = "\(path): reading \(name), \(kind.description)"
        if kind.isLog, let text { message += ", rather than the BTSNOOP_LOG_SUMMARY of \(text) (the last packets only)" }
        if kind == .mainText { message = "\(path): reading the BTSNOOP_LOG_SUMMARY of \(name) (the last packets only; the bug report holds no HCI snoop log)" }
        return Diagnostic(frame: nil, .note, .capture, "bugreport_source", message)
    }

    private static func openByDirectory(
        fd: Int32, size: UInt64, path: String, diagnostics: inout [Diagnostic]
    ) throws(CaptureOpenError) -> (any CaptureReader)? {
        var found: [(Kind, ZipEntry)] = []
        var directoryDiagnostics: [Diagnostic] = []
        var bugReport = false
        let ok = ZipDirectory.read(fd: fd, fileSize: size, diagnostics: &directoryDiagnostics, archive: path) { entry in
            if isBugReportEntry(entry.name) { bugReport = true }
            if let kind = kind(of: entry.name), found.count < 64 { found.append((kind, entry)) }
        }
        diagnostics += directoryDiagnostics
        guard ok else { return nil }
        let text = found.first { $0.0 == .mainText }?.1.name
        for (kind, entry) in ranked(found) {
            guard readable(entry, path: path, diagnostics: &diagnostics) else { continue }
            guard let start = ZipDirectory.dataOffset(fd: fd, entry: entry) else {
                diagnostics.append(Diagnostic(frame: nil, .warning, .capture, "zip_corrupt",
                                              "\(path): \(entry.name) has no local header where the directory says"))
                continue
            }
            let source = ZipEntryReader(entry: entry, input: ZipFileRange(fd: fd, offset: start, count: entry.compressedSize ?? 0),
                                        archive: path)
            let window = InputWindow(source: source)
            if let reader = try open(kind, entry.name, window, source: source, text: text, path: path,
                                     diagnostics: &diagnostics) {
                return reader
            }
        }
        throw CaptureOpenError(bugReport ? .noCaptureInBugReport : .notABugReport, path: path)
    }

    /// Opens one candidate: a btsnoop log, or the summary in the text. Nil when it holds neither.
    private static func open(
        _ kind: Kind, _ name: String, _ window: InputWindow, source: ZipEntryReader, text: String?, path: String,
        diagnostics: inout [Diagnostic]
    ) throws(CaptureOpenError) -> (any CaptureReader)? {
        if kind == .mainText {
            guard let summary = SummaryScanner.scan(window, diagnostics: &diagnostics, source: "\(path): \(name)") else {
                diagnostics += source.diagnostics
                return nil
            }
            diagnostics += source.diagnostics
            let inner = try BtsnoozReader(summary: summary, path: "\(path): \(name)")
            return BugReportReader(inner: inner, entry: name, pending: diagnostics + [choice(kind, name, text: nil, path: path)],
                                   entryReader: nil)
        }
        _ = window.fill(16)
        guard BtsnoopReader.hasMagic(window.window) else {
            diagnostics += source.diagnostics
            diagnostics.append(Diagnostic(frame: nil, .note, .capture, "bugreport_source",
                                          "\(path): \(name) is not a btsnoop file; it is not read"))
            return nil
        }
        do {
            let inner = try BtsnoopReader(input: window, path: "\(path): \(name)")
            return BugReportReader(inner: inner, entry: name, pending: diagnostics + [choice(kind, name, text: text, path: path)],
                                   entryReader: source)
        } catch {
            diagnostics.append(Diagnostic(frame: nil, .warning, .capture, "bugreport_source", "\(error); it is not read"))
            return nil
        }
    }

    /// Bytes that were buffered, then the rest of an entry.
    package final class ChainSource: ByteSource {
        private let head: [UInt8]
        private var offset = 0
        private let rest: ByteSource?

        package init(_ head: [UInt8], then rest: ByteSource?) {
            self.head = head
            self.rest = rest
        }

        package func read(into buffer: inout [UInt8], at start: Int, count: Int) -> Int {
            if offset < head.count {
                let n = Bytes(head).suffix(from: offset).prefix(count).copy(into: &buffer, at: start)
                offset += n
                return n
            }
            return rest?.read(into: &buffer, at: start, count: count) ?? 0
        }
    }

    /// The most of a lesser log kept in memory while looking for a better one in a stream.
    package static let bufferLimit = 16 << 20

    private static func openByStream(
        _ input: InputWindow, path: String, diagnostics initial: [Diagnostic]
    ) throws(CaptureOpenError) -> any CaptureReader {
        var diagnostics = initial
        let stream = ZipStream(input: input, archive: path)
        var best: (kind: Kind, name: String, data: [UInt8])?
        var summary: (name: String, data: [UInt8])?
        var text: String?
        var bugReport = false
        while let reader = stream.next(diagnostics: &diagnostics) {
            let entry = reader.entry
            if isBugReportEntry(entry.name) { bugReport = true }
            guard let kind = kind(of: entry.name), readable(entry, path: path, diagnostics: &diagnostics) else { continue }
            switch kind {
            case .full:
                let window = InputWindow(source: reader)
                if let opened = try open(kind, entry.name, window, source: reader, text: text, path: path,
                                         diagnostics: &diagnostics) {
                    return opened
                }
            case .mainText:
                text = text ?? entry.name
                if summary == nil {
                    let window = InputWindow(source: reader)
                    if let found = SummaryScanner.scan(window, diagnostics: &diagnostics, source: "\(path): \(entry.name)") {
                        summary = (entry.name, found)
                    }
                    diagnostics += reader.diagnostics
                }
            default:
                if let current = best, current.kind <= kind { continue }
                var data: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                while data.count < bufferLimit {
                    let got = reader.read(into: &chunk, at: 0, count: chunk.count)
                    if got <= 0 { break }
                    data += chunk[0 ..< got]
                }
                guard data.count >= 16, data.withBytes({ BtsnoopReader.hasMagic($0) }) else {
                    diagnostics.append(Diagnostic(frame: nil, .note, .capture, "bugreport_source",
                                                  "\(path): \(entry.name) is not a btsnoop file; it is not read"))
                    continue
                }
                if !reader.finished {
                    // Too large to hold while looking further: read it now.
                    diagnostics.append(Diagnostic(
                        frame: nil, .note, .capture, "bugreport_source",
                        "\(path): \(entry.name) is larger than \(bufferLimit >> 20) MiB; it is read as it comes, so a "
                            + "better log later in the archive is not looked for"))
                    let window = InputWindow(source: ChainSource(data, then: reader))
                    if let opened = try open(kind, entry.name, window, source: reader, text: text, path: path,
                                             diagnostics: &diagnostics) {
                        return opened
                    }
                    continue
                }
                diagnostics += reader.diagnostics
                best = (kind, entry.name, data)
            }
        }
        if let best {
            let source = ZipEntryReader(entry: ZipEntry(name: best.name, flags: 0, method: 0, crc32: 0), input: EmptyInput(),
                                        archive: path)
            let window = InputWindow(source: ChainSource(best.data, then: nil))
            if let opened = try open(best.kind, best.name, window, source: source, text: text, path: path,
                                     diagnostics: &diagnostics) {
                return opened
            }
        }
        if let summary {
            let inner = try BtsnoozReader(summary: summary.data, path: "\(path): \(summary.name)")
            return BugReportReader(inner: inner, entry: summary.name,
                                   pending: diagnostics + [choice(.mainText, summary.name, text: nil, path: path)], entryReader: nil)
        }
        throw CaptureOpenError(bugReport ? .noCaptureInBugReport : .notABugReport, path: path)
    }

    /// No compressed bytes (for logs already held in memory).
    package final class EmptyInput: ZipDataInput {
        package func peek() -> Bytes { .empty }
        package func peek(atLeast count: Int) -> Bytes { .empty }
        package func consume(_ count: Int) {}
        package var failed: Bool { false }
    }
}

/// Finds the `BTSNOOP_LOG_SUMMARY` section in bug report text and decodes its base64. Reads line by line through
/// `input`, keeping only the decoded section (at most `maximumDecoded` bytes); the rest of the text passes by.
package enum SummaryScanner {
    package static let begin = Array("--- BEGIN:BTSNOOP_LOG_SUMMARY".utf8)
    package static let end = Array("--- END:BTSNOOP_LOG_SUMMARY".utf8)
    /// Android's buffer holds 128 or 256 KiB before compression: a summary is far smaller than this.
    package static let maximumDecoded = 6 << 20
    /// Lines longer than this are read in pieces (no marker line is that long).
    package static let maximumLine = 1 << 16

    package static func scan(_ input: InputWindow, diagnostics: inout [Diagnostic], source: String) -> [UInt8]? {
        var inside = false
        var decoder = Base64Decoder()
        var line = 0
        while true {
            // One line (or a piece of a very long one) in view.
            _ = input.fill(1)
            if input.available == 0 { break }
            var window = input.window
            var newline = window.firstIndex(of: 0x0A, limit: maximumLine)
            while newline == nil && window.count < maximumLine && !input.atEnd {
                _ = input.fill(min(window.count * 2 + 256, maximumLine))
                window = input.window
                newline = window.firstIndex(of: 0x0A, limit: maximumLine)
                if window.count >= maximumLine || input.atEnd { break }
            }
            let length = newline ?? min(window.count, maximumLine)
            let text = window.prefix(length)
            line += 1
            if !inside {
                if text.hasPrefix(begin) { inside = true }
            } else if text.hasPrefix(end) {
                input.consume(length + 1)
                return finish(decoder, diagnostics: &diagnostics, source: source, complete: true)
            } else if let problem = decoder.feed(text) {
                diagnostics.append(Diagnostic(
                    frame: nil, .warning, .capture, "btsnooz_corrupt",
                    "\(source): line \(line) of the BTSNOOP_LOG_SUMMARY is not base64 (\(problem)); the section ends there"))
                input.consume(length + 1)
                return finish(decoder, diagnostics: &diagnostics, source: source, complete: false)
            } else if decoder.output.count > maximumDecoded {
                diagnostics.append(Diagnostic(
                    frame: nil, .warning, .capture, "zip_bomb",
                    "\(source): the BTSNOOP_LOG_SUMMARY is longer than \(maximumDecoded >> 20) MiB; the section ends there"))
                input.consume(length + 1)
                return finish(decoder, diagnostics: &diagnostics, source: source, complete: false)
            }
            input.consume(length + (newline == nil ? 0 : 1))
        }
        guard inside else { return nil }
        diagnostics.append(Diagnostic(frame: nil, .warning, .capture, "truncated_file",
                                      "\(source): the text ends inside the BTSNOOP_LOG_SUMMARY"))
        return finish(decoder, diagnostics: &diagnostics, source: source, complete: false)
    }

    private static func finish(_ decoder: Base64Decoder, diagnostics: inout [Diagnostic], source: String,
                               complete: Bool) -> [UInt8]? {
        var d = decoder
        if !d.flush(), complete {
            diagnostics.append(Diagnostic(frame: nil, .warning, .capture, "btsnooz_corrupt",
                                          "\(source): the BTSNOOP_LOG_SUMMARY's base64 ends inside a group"))
        }
        return d.output
    }
}

/// Standard base64 (RFC 4648 §4), fed piece by piece; white space is skipped.
package struct Base64Decoder {
    package private(set) var output: [UInt8] = []
    private var group: UInt32 = 0
    private var count = 0
    private var padded = false

    private static let table: [Int8] = {
        var t = [Int8](repeating: -1, count: 256)
        for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            t[Int(c)] = Int8(i)
        }
        return t
    }()

    /// Decodes `text`; returns a description of the first character that is not base64, if any.
    package mutating func feed(_ text: Bytes) -> String? {
        for i in 0 ..< text.count {
            guard let c = text[checked: i] else { break }
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0A { continue }
            if c == UInt8(ascii: "=") {
                padded = true
                continue
            }
            let v = Self.table[Int(c)]
            guard v >= 0, !padded else {
                return padded ? "data after '='" : "character 0x\(String(c, radix: 16))"
            }
            group = group << 6 | UInt32(v)
            count += 1
            if count == 4 {
                output.append(UInt8(truncatingIfNeeded: group >> 16))
                output.append(UInt8(truncatingIfNeeded: group >> 8))
                output.append(UInt8(truncatingIfNeeded: group))
                group = 0
                count = 0
            }
        }
        return nil
    }

    /// Writes a final partial group (2 or 3 characters before the padding); false when one character is left.
    package mutating func flush() -> Bool {
        switch count {
        case 2: output.append(UInt8(truncatingIfNeeded: group >> 4))
        case 3:
            output.append(UInt8(truncatingIfNeeded: group >> 10))
            output.append(UInt8(truncatingIfNeeded: group >> 2))
        case 1: return false
        default: break
        }
        count = 0
        group = 0
        return true
    }
}

extension Bytes {
    package func hasPrefix(_ prefix: [UInt8]) -> Bool {
        guard count >= prefix.count else { return false }
        for (i, b) in prefix.enumerated() where self[checked: i] != b { return false }
        return true
    }
}

/// A capture read out of a bug report: the inner reader's records, after the notes about the archive, with the
/// problems met while inflating its entry.
package final class BugReportReader: CaptureReader {
    package let inner: any CaptureReader
    package let entry: String?
    private var pending: [Diagnostic]
    private let entryReader: ZipEntryReader?
    private var lastFrame = 0

    package init(inner: any CaptureReader, entry: String?, pending: [Diagnostic], entryReader: ZipEntryReader?) {
        self.inner = inner
        self.entry = entry
        self.pending = pending
        self.entryReader = entryReader
    }

    package var format: CaptureFormat { .androidBugReport(entry: entry, contents: inner.format) }

    package func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        var opening: [Diagnostic] = []
        swap(&opening, &pending)
        var own: [Diagnostic] = []
        let record = inner.next(diagnostics: &own)
        // Notes about the archive belong to the first record.
        for var d in opening {
            d.frame = d.frame ?? record?.frame ?? lastFrame + 1
            diagnostics.append(d)
        }
        diagnostics += own
        if let record {
            lastFrame = record.frame
        } else if let entryReader, !entryReader.diagnostics.isEmpty {
            // The archive's problems with this entry (inflating stopped, CRC) show where its records end: they
            // carry the last record read. The reader reads ahead, so they are given at the end.
            for var d in entryReader.diagnostics {
                d.frame = d.frame ?? (lastFrame > 0 ? lastFrame : nil)
                diagnostics.append(d)
            }
            entryReader.diagnostics.removeAll()
        }
        return record
    }
}
