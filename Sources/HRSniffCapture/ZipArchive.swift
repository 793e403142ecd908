import HRSniffBytes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a zip archive (APPNOTE.TXT §4.3), as its central directory or local header describes it.
package struct ZipEntry: Equatable {
    package var name: String
    package var flags: UInt16
    /// 0 stored, 8 deflate; others are not read.
    package var method: UInt16
    package var crc32: UInt32
    /// Sizes as declared; nil when only a data descriptor after the data gives them.
    package var compressedSize: UInt64?
    package var uncompressedSize: UInt64?
    /// Where the local header starts (central directory entries only).
    package var localHeaderOffset: UInt64 = 0
    /// Sizes in the data descriptor are 8 bytes each (the local header has a zip64 extra field).
    package var zip64 = false

    package var encrypted: Bool { flags & 0x0001 != 0 }
    package var hasDataDescriptor: Bool { flags & 0x0008 != 0 }
}

package enum ZipFormat {
    package static let localHeaderSignature: UInt32 = 0x0403_4B50
    package static let centralHeaderSignature: UInt32 = 0x0201_4B50
    package static let endSignature: UInt32 = 0x0605_4B50
    package static let zip64EndSignature: UInt32 = 0x0606_4B50
    package static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    package static let dataDescriptorSignature: UInt32 = 0x0807_4B50
    package static let localHeaderSize = 30
    package static let centralHeaderSize = 46
    package static let endSize = 22

    /// True when `head` starts like a zip archive: a local header, or the end record of an empty archive.
    package static func hasMagic(_ head: Bytes) -> Bool {
        let signature = head.u32le(at: 0)
        return signature == localHeaderSignature || signature == endSignature
    }

    /// Reads the zip64 extended information extra field (header ID 0x0001): 8-byte values, in the order
    /// uncompressed size, compressed size, local header offset, for those whose 32-bit field is 0xFFFFFFFF.
    package static func applyZip64(_ extra: Bytes, to entry: inout ZipEntry, local: Bool, offsetSaturated: Bool) {
        var position = 0
        while let id = extra.u16le(at: position), let size = extra.u16le(at: position + 2) {
            let body = extra.slice(from: position + 4, count: Int(size)) ?? extra.suffix(from: position + 4)
            if id == 0x0001 {
                var cursor = 0
                func next() -> UInt64? {
                    defer { cursor += 8 }
                    return body.uintLE(at: cursor, width: 8)
                }
                entry.zip64 = true
                // A local header carries both sizes when either is saturated (APPNOTE §4.5.3).
                if entry.uncompressedSize == 0xFFFF_FFFF || (local && entry.compressedSize == 0xFFFF_FFFF) {
                    if let v = next() { entry.uncompressedSize = v }
                }
                if entry.compressedSize == 0xFFFF_FFFF || (local && cursor > 0) {
                    if let v = next() { entry.compressedSize = v }
                }
                if offsetSaturated, let v = next() { entry.localHeaderOffset = v }
                return
            }
            position += 4 + Int(size)
        }
    }

    /// The entry name: UTF-8 when flag bit 11 says so or when it decodes as such, else CP437 read as Latin-1
    /// (names hrsniff looks for are ASCII either way).
    package static func name(_ bytes: Bytes) -> String {
        String(decoding: bytes.array, as: UTF8.self)
    }
}

/// Compressed bytes of one entry, read front to back.
package protocol ZipDataInput: AnyObject {
    /// Bytes available now (at least one unless the data ended). Valid until the next call.
    func peek() -> Bytes
    /// At least `count` bytes when the data has that many left.
    func peek(atLeast count: Int) -> Bytes
    func consume(_ count: Int)
    /// True when reading the underlying file failed.
    var failed: Bool { get }
}

/// An entry's compressed bytes in a regular file, read by offset (`pread`), so that nothing else moves.
package final class ZipFileRange: ZipDataInput {
    private let fd: Int32
    private var offset: UInt64
    private var remaining: UInt64
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    package private(set) var failed = false

    package init(fd: Int32, offset: UInt64, count: UInt64) {
        self.fd = fd
        self.offset = offset
        self.remaining = count
    }

    package func peek() -> Bytes {
        if start == end && remaining > 0 && !failed {
            let want = Int(min(UInt64(buffer.count), remaining))
            let got = SystemIO.read(fd, at: offset, into: &buffer, from: 0, count: want)
            if got <= 0 {
                failed = got < 0
                remaining = 0
            } else {
                start = 0
                end = got
                offset += UInt64(got)
                remaining -= UInt64(got)
            }
        }
        return Bytes(storage: buffer, start: start, count: end - start)
    }

    package func peek(atLeast count: Int) -> Bytes { peek() }

    package func consume(_ count: Int) { start = min(end, start + max(count, 0)) }
}

/// An entry's compressed bytes as they come through a stream (standard input), limited to `count` when the local
/// header gives the size.
package final class ZipStreamRange: ZipDataInput {
    private let input: InputWindow
    private var remaining: UInt64?

    package init(input: InputWindow, count: UInt64?) {
        self.input = input
        self.remaining = count
    }

    package var failed: Bool { input.readError != nil }

    package func peek() -> Bytes {
        if remaining == 0 { return .empty }
        if input.available == 0 { _ = input.fill(1) }
        let window = input.window
        guard let remaining else { return window }
        return window.prefix(Int(min(remaining, UInt64(Int.max))))
    }

    package func peek(atLeast count: Int) -> Bytes {
        if input.available < count { _ = input.fill(count) }
        return peek()
    }

    package func consume(_ count: Int) {
        let n = max(0, min(count, input.available))
        input.consume(n)
        if let r = remaining { remaining = r - min(r, UInt64(n)) }
    }
}

/// The uncompressed bytes of one entry, as a `ByteSource`: stored bytes are copied, deflate is inflated piece by
/// piece. Nothing is held beyond one buffer, whatever the size of the entry. Inflating stops, with a diagnostic,
/// when an entry produces more than its declared size or more than `maximumRatio` times its compressed size (a
/// zip bomb), when the deflate data is corrupt, or when the CRC-32 does not match.
package final class ZipEntryReader: ByteSource {
    /// Real logs and bug report texts compress 3 to 20 times; deflate cannot exceed 1032.
    package static let maximumRatio: Int64 = 200
    /// Below this output the ratio is not checked (tiny entries of repeated bytes are legitimate).
    package static let ratioFloor: Int64 = 1 << 20

    package let entry: ZipEntry
    package let archive: String
    private let input: ZipDataInput
    private let inflater: Inflater?
    /// For stored entries whose size only the data descriptor gives: scan for the descriptor's signature.
    private let scanForDescriptor: Bool
    package private(set) var produced: Int64 = 0
    package private(set) var consumedCompressed: Int64 = 0
    private var crc = CRC32.initial
    package private(set) var finished = false
    /// Problems met while reading, for the reader to report; each with the frame about to be read.
    package var diagnostics: [Diagnostic] = []
    /// The frame to stamp diagnostics with (set by the capture reader that consumes this entry).
    package var frame: Int?

    package init(entry: ZipEntry, input: ZipDataInput, archive: String) {
        self.entry = entry
        self.input = input
        self.archive = archive
        inflater = entry.method == 8 ? Inflater(.raw) : nil
        scanForDescriptor = entry.method == 0 && entry.compressedSize == nil
    }

    private func stop(_ code: String, _ message: String) {
        finished = true
        diagnostics.append(Diagnostic(frame: frame, .warning, .capture, code, "\(archive): \(entry.name): \(message)"))
    }

    package func read(into buffer: inout [UInt8], at start: Int, count wanted: Int) -> Int {
        guard start >= 0, start <= buffer.count else { return -1 }
        let count = min(wanted, buffer.count - start)
        guard !finished, count > 0 else { return 0 }
        var n = 0
        while n == 0 && !finished {
            let available = scanForDescriptor ? input.peek(atLeast: Self.lookahead) : input.peek()
            if available.isEmpty && inflater == nil {
                finish()
                break
            }
            if let inflater {
                let (used, made, status) = inflater.inflate(available, into: &buffer, at: start, count: count)
                input.consume(used)
                consumedCompressed += Int64(used)
                n = made
                switch status {
                case .end: finished = true
                case .error(let message): stop("zip_corrupt", "the deflate data is corrupt (\(message)); reading stops")
                case .more:
                    if used == 0 && made == 0 {
                        if input.failed {
                            stop("read_error", "reading the archive failed")
                        } else {
                            stop("truncated_file", "the archive ends inside this entry; reading stops")
                        }
                    }
                }
            } else {
                var take = min(count, available.count)
                if scanForDescriptor {
                    take = storedLengthBeforeDescriptor(available, limit: take)
                    if take == 0 { finish(); break }
                }
                available.prefix(take).copy(into: &buffer, at: start)
                input.consume(take)
                consumedCompressed += Int64(take)
                n = take
            }
            if n > 0 {
                crc = CRC32.update(crc, buffer, from: start, count: n)
                produced += Int64(n)
                if let declared = entry.uncompressedSize, UInt64(produced) > declared {
                    stop("zip_bomb", "the entry inflates to more than its declared \(declared) bytes; reading stops")
                    return max(0, n - Int(UInt64(produced) - declared))
                }
                if produced > Self.ratioFloor && produced > Self.maximumRatio * max(consumedCompressed, 1) {
                    stop("zip_bomb", "the entry inflates to more than \(Self.maximumRatio) times its compressed "
                        + "size (a zip bomb?); reading stops after \(produced) bytes")
                    return n
                }
            }
            if finished && inflater != nil { verify() }
        }
        return n
    }

    private func finish() {
        finished = true
        if input.failed { stop("read_error", "reading the archive failed") }
        verify()
    }

    /// Compares the CRC-32 with the one declared, when the whole entry was read and the header gave it.
    private func verify() {
        guard diagnostics.isEmpty, !entry.hasDataDescriptor || entry.crc32 != 0 else { return }
        if let declared = entry.uncompressedSize, UInt64(produced) < declared, inflater == nil {
            diagnostics.append(Diagnostic(frame: frame, .warning, .capture, "truncated_file",
                                          "\(archive): \(entry.name): the archive ends inside this entry"))
            return
        }
        if crc != entry.crc32 {
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .capture, "zip_crc_mismatch",
                "\(archive): \(entry.name): the CRC-32 of the data is 0x\(String(crc, radix: 16)), "
                    + "the archive says 0x\(String(entry.crc32, radix: 16))"))
        }
    }

    /// For a stored entry of unknown size: how many of `available` bytes are data, stopping before a data
    /// descriptor signature followed by a compressed size equal to the bytes read so far.
    private func storedLengthBeforeDescriptor(_ available: Bytes, limit: Int) -> Int {
        let width = entry.zip64 ? 8 : 4
        let needed = 12 + width
        var i = 0
        while i < available.count {
            if available[checked: i] == 0x50, available.u32le(at: i) == ZipFormat.dataDescriptorSignature {
                guard let size = available.uintLE(at: i + 8, width: width) else {
                    // The window ends inside the descriptor: stop before it and look again with more bytes.
                    if i > 0 { return min(i, limit) }
                    break
                }
                if size == UInt64(consumedCompressed) + UInt64(i) { return min(i, limit) }
            }
            i += 1
        }
        // Keep the last bytes back when more may follow: a signature may straddle the window's end.
        let atEnd = available.count < Self.lookahead
        return min(atEnd ? available.count : max(0, available.count - needed), limit)
    }

    /// Bytes wanted in view when scanning for a data descriptor.
    package static let lookahead = 64
}

/// The central directory of a zip archive in a regular file (APPNOTE §4.3.12–§4.3.16): found from the end of
/// central directory record (and its zip64 version), then read entry by entry.
package enum ZipDirectory {
    /// The most entries read; a bug report has a few thousand.
    package static let maximumEntries = 1_000_000

    /// Calls `visit` for each central directory entry; nil when there is no readable end record.
    package static func read(fd: Int32, fileSize: UInt64, diagnostics: inout [Diagnostic], archive: String,
                     visit: (ZipEntry) -> Void) -> Bool {
        // The end record is the last 22 bytes, followed by a comment of up to 65,535 bytes.
        let tailLength = Int(min(fileSize, UInt64(ZipFormat.endSize + 0xFFFF + 20)))
        guard tailLength >= ZipFormat.endSize else { return false }
        let tailStart = fileSize - UInt64(tailLength)
        guard let tail = readAt(fd: fd, offset: tailStart, count: tailLength) else { return false }
        return tail.withBytes { t -> Bool in
            var position = tailLength - ZipFormat.endSize
            var found: Int?
            while position >= 0 {
                if t.u32le(at: position) == ZipFormat.endSignature,
                   let commentLength = t.u16le(at: position + 20),
                   position + ZipFormat.endSize + Int(commentLength) <= tailLength {
                    found = position
                    break
                }
                position -= 1
            }
            guard let end = found, let total16 = t.u16le(at: end + 10), let size32 = t.u32le(at: end + 12),
                  let offset32 = t.u32le(at: end + 16)
            else { return false }
            var count = UInt64(total16)
            var size = UInt64(size32)
            var offset = UInt64(offset32)
            // A zip64 end record, located by the 20-byte locator just before the end record.
            if end >= 20, t.u32le(at: end - 20) == ZipFormat.zip64LocatorSignature,
               let zip64Offset = t.uintLE(at: end - 12, width: 8),
               let record = readAt(fd: fd, offset: zip64Offset, count: 56) {
                record.withBytes { r in
                    if r.u32le(at: 0) == ZipFormat.zip64EndSignature, let c = r.uintLE(at: 32, width: 8),
                       let s = r.uintLE(at: 40, width: 8), let o = r.uintLE(at: 48, width: 8) {
                        count = c
                        size = s
                        offset = o
                    }
                }
            }
            let endOffset = tailStart + UInt64(end)
            guard offset <= endOffset, size <= endOffset - offset else {
                diagnostics.append(Diagnostic(
                    frame: nil, .warning, .capture, "zip_corrupt",
                    "\(archive): the central directory lies outside the file (offset \(offset), \(size) bytes)"))
                return false
            }
            let directory = ZipFileRange(fd: fd, offset: offset, count: size)
            var pending: [UInt8] = []
            var seen: UInt64 = 0
            while seen < count {
                // Gather the fixed part, then the variable part, of the next entry.
                func need(_ n: Int) -> Bool {
                    while pending.count < n {
                        let piece = directory.peek()
                        if piece.isEmpty { return false }
                        let take = min(piece.count, n - pending.count)
                        pending += piece.prefix(take).array
                        directory.consume(take)
                    }
                    return true
                }
                guard need(ZipFormat.centralHeaderSize) else { break }
                let header = pending.withBytes { h -> (name: Int, extra: Int, comment: Int, entry: ZipEntry, offsetSaturated: Bool)? in
                    guard h.u32le(at: 0) == ZipFormat.centralHeaderSignature, let flags = h.u16le(at: 8),
                          let method = h.u16le(at: 10), let crc = h.u32le(at: 16), let csize = h.u32le(at: 20),
                          let usize = h.u32le(at: 24), let nameLength = h.u16le(at: 28), let extraLength = h.u16le(at: 30),
                          let commentLength = h.u16le(at: 32), let local = h.u32le(at: 42)
                    else { return nil }
                    let entry = ZipEntry(name: "", flags: flags, method: method, crc32: crc, compressedSize: UInt64(csize),
                                         uncompressedSize: UInt64(usize), localHeaderOffset: UInt64(local))
                    return (Int(nameLength), Int(extraLength), Int(commentLength), entry, local == 0xFFFF_FFFF)
                }
                guard let header else {
                    diagnostics.append(Diagnostic(
                        frame: nil, .warning, .capture, "zip_corrupt",
                        "\(archive): central directory entry \(seen + 1) has no valid signature; the rest is not read"))
                    break
                }
                guard need(ZipFormat.centralHeaderSize + header.name + header.extra + header.comment) else { break }
                var entry = header.entry
                pending.withBytes { h in
                    entry.name = ZipFormat.name(h.slice(from: ZipFormat.centralHeaderSize, count: header.name) ?? .empty)
                    let extra = h.slice(from: ZipFormat.centralHeaderSize + header.name, count: header.extra) ?? .empty
                    ZipFormat.applyZip64(extra, to: &entry, local: false, offsetSaturated: header.offsetSaturated)
                }
                pending.removeAll(keepingCapacity: true)
                visit(entry)
                seen += 1
                if seen >= UInt64(maximumEntries) {
                    diagnostics.append(Diagnostic(
                        frame: nil, .warning, .capture, "zip_corrupt",
                        "\(archive): more than \(maximumEntries) entries; the rest are not read"))
                    break
                }
            }
            return true
        }
    }

    /// Where an entry's data starts: after its local header, whose name and extra lengths may differ from the
    /// central directory's.
    package static func dataOffset(fd: Int32, entry: ZipEntry) -> UInt64? {
        guard let header = readAt(fd: fd, offset: entry.localHeaderOffset, count: ZipFormat.localHeaderSize) else { return nil }
        return header.withBytes { h -> UInt64? in
            guard h.u32le(at: 0) == ZipFormat.localHeaderSignature, let n = h.u16le(at: 26), let e = h.u16le(at: 28)
            else { return nil }
            return entry.localHeaderOffset + UInt64(ZipFormat.localHeaderSize) + UInt64(n) + UInt64(e)
        }
    }

    package static func readAt(fd: Int32, offset: UInt64, count: Int) -> [UInt8]? {
        guard count >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let (position, overflow) = offset.addingReportingOverflow(UInt64(done))
            if overflow { return nil }
            let got = SystemIO.read(fd, at: position, into: &bytes, from: done, count: count - done)
            if got <= 0 { return nil }
            done += got
        }
        return bytes
    }
}

/// A zip archive read front to back through its local headers, for input that cannot seek (a pipe). Deflate
/// entries end where their deflate stream ends; stored entries need their size in the local header, or a data
/// descriptor with its signature.
package final class ZipStream {
    package let input: InputWindow
    package let archive: String
    /// The entry whose data is being read, until the next `next`.
    private var current: (entry: ZipEntry, reader: ZipEntryReader)?
    /// Set when an entry could not be skipped: the next header cannot be found.
    private var failedToSkip = false

    package init(input: InputWindow, archive: String) {
        self.input = input
        self.archive = archive
    }

    /// The next entry, positioned at its data; nil at the central directory (or on a problem, in `diagnostics`).
    package func next(diagnostics: inout [Diagnostic]) -> ZipEntryReader? {
        if let open = current {
            finish(open.reader, diagnostics: &diagnostics)
            current = nil
        }
        guard !failedToSkip, input.fill(4) else { return nil }
        let signature = input.window.u32le(at: 0)
        if signature == ZipFormat.centralHeaderSignature || signature == ZipFormat.endSignature
            || signature == ZipFormat.zip64EndSignature {
            return nil
        }
        guard signature == ZipFormat.localHeaderSignature else {
            diagnostics.append(Diagnostic(
                frame: nil, .warning, .capture, "zip_corrupt",
                "\(archive): no local header at byte \(input.offset); the rest of the archive is not read"))
            return nil
        }
        guard input.fill(ZipFormat.localHeaderSize) else {
            diagnostics.append(Diagnostic(frame: nil, .warning, .capture, "truncated_file",
                                          "\(archive): the archive ends inside a local header"))
            return nil
        }
        let h = input.window
        guard let flags = h.u16le(at: 6), let method = h.u16le(at: 8), let crc = h.u32le(at: 14),
              let csize = h.u32le(at: 18), let usize = h.u32le(at: 22), let n = h.u16le(at: 26), let e = h.u16le(at: 28)
        else { return nil }
        let total = ZipFormat.localHeaderSize + Int(n) + Int(e)
        guard input.fill(total) else {
            diagnostics.append(Diagnostic(frame: nil, .warning, .capture, "truncated_file",
                                          "\(archive): the archive ends inside a local header"))
            return nil
        }
        let full = input.window
        var entry = ZipEntry(name: ZipFormat.name(full.slice(from: ZipFormat.localHeaderSize, count: Int(n)) ?? .empty),
                             flags: flags, method: method, crc32: crc, compressedSize: UInt64(csize),
                             uncompressedSize: UInt64(usize))
        ZipFormat.applyZip64(full.slice(from: ZipFormat.localHeaderSize + Int(n), count: Int(e)) ?? .empty, to: &entry,
                             local: true, offsetSaturated: false)
        if entry.hasDataDescriptor {
            // The sizes and CRC are in the descriptor after the data: deflate data ends by itself.
            entry.compressedSize = nil
            entry.uncompressedSize = nil
            entry.crc32 = 0
        }
        input.consume(total)
        let reader = ZipEntryReader(entry: entry, input: ZipStreamRange(input: input, count: entry.compressedSize),
                                    archive: archive)
        current = (entry, reader)
        return reader
    }

    /// Reads the rest of an entry (discarding it) and its data descriptor, so that the next header follows.
    private func finish(_ reader: ZipEntryReader, diagnostics: inout [Diagnostic]) {
        let entry = reader.entry
        if entry.encrypted || (entry.method != 0 && entry.method != 8) {
            // Data hrsniff cannot read: skipped when its size is known.
            if let size = entry.compressedSize {
                _ = input.skip(Int64(clamping: size))
            } else {
                diagnostics.append(Diagnostic(
                    frame: nil, .warning, .capture, "zip_corrupt",
                    "\(archive): \(entry.name) cannot be read and its size is unknown; the rest of the archive is not read"))
                failedToSkip = true
            }
            return
        }
        var scratch = [UInt8](repeating: 0, count: 1 << 16)
        while !reader.finished {
            let got = reader.read(into: &scratch, at: 0, count: scratch.count)
            if got == 0 && !reader.finished { break }
        }
        if entry.hasDataDescriptor {
            // Optional signature, CRC-32, then the sizes (8 bytes each for zip64).
            let sizes = entry.zip64 ? 16 : 8
            _ = input.fill(4 + 4 + sizes)
            let hasSignature = input.window.u32le(at: 0) == ZipFormat.dataDescriptorSignature
            input.consume((hasSignature ? 4 : 0) + 4 + sizes)
        }
    }
}
