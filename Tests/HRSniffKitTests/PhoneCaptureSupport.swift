import CZlib
import Foundation
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

/// zlib for building test vectors: deflate (raw, as zip stores it, or wrapped, as btsnooz stores it) and CRC-32.
enum Zlib {
    static func compress(_ data: [UInt8], raw: Bool, level: Int32 = 6) -> [UInt8] {
        var stream = z_stream()
        guard hrsniff_deflate_init(&stream, level, raw ? -15 : 15) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 64)
        let produced = data.withUnsafeBytes { input -> Int in
            output.withUnsafeMutableBytes { out -> Int in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(out.count)
                guard deflate(&stream, Z_FINISH) == Z_STREAM_END else { return -1 }
                return out.count - Int(stream.avail_out)
            }
        }
        return produced < 0 ? [] : Array(output[0 ..< produced])
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBytes { raw in
            UInt32(CZlib.crc32(0, raw.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(raw.count)))
        }
    }
}

/// Builds zip archives (APPNOTE.TXT) the ways archivers write them: stored or deflate entries, sizes in the local
/// header or in a data descriptor (with or without its signature), zip64 extra fields and end records.
struct ZipBuilder {
    struct Options {
        var deflate = true
        var dataDescriptor = false
        var descriptorSignature = true
        var zip64 = false
        /// The uncompressed size declared in the headers, when it should lie.
        var declaredSize: UInt64?
    }

    private(set) var data: [UInt8] = []
    private var central: [UInt8] = []
    private var count = 0
    var zip64End = false

    static func le64(_ v: UInt64) -> [UInt8] { le32(UInt32(v & 0xFFFF_FFFF)) + le32(UInt32(v >> 32)) }

    mutating func add(_ name: String, _ content: [UInt8], _ o: Options = Options()) {
        let nameBytes = Array(name.utf8)
        let stored = o.deflate ? Zlib.compress(content, raw: true) : content
        let crc = Zlib.crc32(content)
        let usize = o.declaredSize ?? UInt64(content.count)
        let csize = UInt64(stored.count)
        let offset = UInt64(data.count)
        let flags: UInt16 = o.dataDescriptor ? 0x0008 : 0
        let method: UInt16 = o.deflate ? 8 : 0
        let time: UInt16 = 9 << 11 | 29 << 5 | 15, date: UInt16 = 46 << 9 | 3 << 5 | 14
        // Local header.
        var local = le32(0x0403_4B50) + le16(o.zip64 ? 45 : 20) + le16(flags) + le16(method) + le16(time) + le16(date)
        let hideSizes = o.dataDescriptor
        local += le32(hideSizes ? 0 : crc)
        if o.zip64 {
            local += le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF)
        } else {
            local += le32(hideSizes ? 0 : UInt32(csize)) + le32(hideSizes ? 0 : UInt32(usize))
        }
        let localExtra = o.zip64 ? le16(1) + le16(16) + Self.le64(hideSizes ? 0 : usize) + Self.le64(hideSizes ? 0 : csize) : []
        local += le16(UInt16(nameBytes.count)) + le16(UInt16(localExtra.count)) + nameBytes + localExtra
        data += local + stored
        if o.dataDescriptor {
            data += (o.descriptorSignature ? le32(0x0807_4B50) : []) + le32(crc)
            data += o.zip64 ? Self.le64(csize) + Self.le64(usize) : le32(UInt32(csize)) + le32(UInt32(usize))
        }
        // Central directory entry.
        var entry = le32(0x0201_4B50) + le16(0x031E) + le16(o.zip64 ? 45 : 20) + le16(flags) + le16(method)
        entry += le16(time) + le16(date) + le32(crc)
        let centralExtra = o.zip64 ? le16(1) + le16(24) + Self.le64(usize) + Self.le64(csize) + Self.le64(offset) : []
        entry += o.zip64 ? le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF) : le32(UInt32(csize)) + le32(UInt32(usize))
        entry += le16(UInt16(nameBytes.count)) + le16(UInt16(centralExtra.count)) + le16(0) + le16(0) + le16(0)
        entry += le32(0o100600 << 16) + (o.zip64 ? le32(0xFFFF_FFFF) : le32(UInt32(offset)))
        entry += nameBytes + centralExtra
        central += entry
        count += 1
    }

    /// The archive: entries, central directory, (zip64 end record and locator,) end record.
    func finish(comment: [UInt8] = []) -> [UInt8] {
        var out = data
        let cdOffset = UInt64(out.count)
        out += central
        if zip64End {
            let zip64Offset = UInt64(out.count)
            out += le32(0x0606_4B50) + Self.le64(44) + le16(0x031E) + le16(45) + le32(0) + le32(0)
            out += Self.le64(UInt64(count)) + Self.le64(UInt64(count)) + Self.le64(UInt64(central.count)) + Self.le64(cdOffset)
            out += le32(0x0706_4B50) + le32(0) + Self.le64(zip64Offset) + le32(1)
            out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(0xFFFF) + le16(0xFFFF)
            out += le32(0xFFFF_FFFF) + le32(0xFFFF_FFFF) + le16(UInt16(comment.count)) + comment
        } else {
            out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(count)) + le16(UInt16(count))
            out += le32(UInt32(central.count)) + le32(UInt32(cdOffset)) + le16(UInt16(comment.count)) + comment
        }
        return out
    }
}

/// One record of a btsnoop datalink 1002 file.
struct SnoopRecord {
    /// Microseconds since 1970.
    var time: Int64
    var received: Bool
    /// The H4 packet, type byte first.
    var packet: [UInt8]
}

enum PhoneCaptures {
    static func bundled(_ name: String) -> [UInt8] {
        CaptureFiles.read(CaptureFiles.projectRoot.appendingPathComponent("Captures/\(name)").path)
    }

    /// The records of a btsnoop datalink 1002 file (whole records only).
    static func records(_ data: [UInt8]) -> [SnoopRecord] {
        var out: [SnoopRecord] = []
        data.withBytes { b in
            var offset = 16
            while let included = b.u32be(at: offset + 4), let flags = b.u32be(at: offset + 8),
                  let raw = b.u64be(at: offset + 16), let packet = b.slice(from: offset + 24, count: Int(included)) {
                out.append(SnoopRecord(time: Int64(bitPattern: raw) - BtsnoopReader.epochOffset, received: flags & 1 == 1,
                                       packet: packet.array))
                offset += 24 + Int(included)
            }
        }
        return out
    }

    /// A btsnoop datalink 1002 file of `records`; `keep` gives how many bytes of each packet the logger kept.
    static func btsnoop(_ records: [SnoopRecord], keep: (SnoopRecord) -> Int = { $0.packet.count }) -> [UInt8] {
        var b = CaptureBuilder(.btsnoopH4)
        for r in records {
            let type = r.packet.first ?? 0
            let flags: UInt32 = (r.received ? 1 : 0) | (type == 1 || type == 4 ? 2 : 0)
            b.time = r.time - 1000
            b.record(flags: flags, Array(r.packet.prefix(keep(r))), originalLength: r.packet.count)
        }
        return b.data
    }

    /// How much of an H4 packet Android's in-memory log keeps (btif_debug_btsnoop.cc): commands and events whole,
    /// ACL cut to 14 bytes after the type byte unless on the BR/EDR signalling channel (CID 0x0001).
    static func snoozKept(_ packet: [UInt8]) -> Int {
        guard packet.first == 2 else { return packet.count }
        let body = Array(packet.dropFirst())
        if body.count > 8, body[6] == 0x01, body[7] == 0x00 { return packet.count }
        return 1 + min(14, body.count)
    }

    /// A btsnooz summary (preamble, then zlib) of `records`, version 1 or 2, times in `unit` microseconds.
    static func btsnooz(_ records: [SnoopRecord], version: UInt8, cut: Bool, unit: Int64 = 1) -> [UInt8] {
        var ring: [UInt8] = []
        var last: Int64 = 0
        for r in records {
            let type: UInt8
            switch (r.packet.first ?? 0, r.received) {
            case (1, _): type = 0x20
            case (4, _): type = 0x10
            case (2, true): type = 0x11
            case (2, false): type = 0x21
            case (3, true): type = 0x12
            case (3, false): type = 0x22
            case (5, true): type = 0x17
            default: type = 0x2D
            }
            let kept = cut ? snoozKept(r.packet) : r.packet.count
            let t = r.time / unit
            let delta = last == 0 ? 0 : UInt32(truncatingIfNeeded: t - last)
            last = t
            ring += le16(UInt16(kept))
            if version == 2 { ring += le16(UInt16(r.packet.count)) }
            ring += le32(delta) + [type] + Array(r.packet[1 ..< kept])
        }
        return [version] + ZipBuilder.le64(UInt64(bitPattern: last)) + Zlib.compress(ring, raw: false)
    }

    /// dumpstate text with `summary` (already base64-decoded bytes) in its BTSNOOP_LOG_SUMMARY section.
    static func bugreportText(_ summary: [UInt8], before: String = "", after: String = "") -> [UInt8] {
        let encoded = Data(summary).base64EncodedString()
        var lines: [String] = []
        var i = encoded.startIndex
        while i < encoded.endIndex {
            let j = encoded.index(i, offsetBy: 128, limitedBy: encoded.endIndex) ?? encoded.endIndex
            lines.append(String(encoded[i ..< j]))
            i = j
        }
        let text = """
            ========================================================
            == dumpstate: 2026-03-14 09:29:30
            ========================================================
            \(before)
            DUMP OF SERVICE bluetooth_manager:
            --- BEGIN:BTSNOOP_LOG_SUMMARY (1000 bytes in) ---
            \(lines.joined(separator: "\n"))
            --- END:BTSNOOP_LOG_SUMMARY ---
            \(after)
            """
        return Array(text.utf8)
    }

    /// Every ATT PDU of a capture: "FRAME DIRECTION HEX", with " cut ORIGINAL" when the capture cut it.
    static func att(_ path: String) throws -> [String] {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline()
        var lines: [String] = []
        pipeline.run(reader) { e in
            guard case .att(let m) = e.payload else { return }
            lines.append("\(e.frame) \(m.direction.name) \(m.bytes.hex)" + (m.originalLength.map { " cut \($0)" } ?? ""))
        }
        return lines
    }

    /// The events of a capture file, described by `describeEvent` (plus times when asked).
    static func trace(_ path: String, times: Bool = false) throws -> [String] {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline()
        var lines: [String] = []
        pipeline.run(reader) { e in
            if let s = describeEvent(e) { lines.append(times ? "\(s) @\(e.time.microseconds)" : s) }
        }
        return lines
    }

    /// Diagnostics of a capture file: "FRAME CODE".
    static func diagnostics(_ path: String) throws -> [String] {
        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline()
        var lines: [String] = []
        pipeline.run(reader) { e in
            if case .diagnostic(let d) = e.payload { lines.append("\(d.frame ?? 0) \(d.code)") }
        }
        return lines
    }
}
