import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// Decoders that users describe in a file (`--decoders FILE`, JSON or YAML) for vendor characteristics: where each
/// field sits, its type, scale and unit, when it is present, and how values are framed across notifications.
/// The file format is documented in docs/decoders.md; `UserDecoderFile` is its Codable form.
public struct UserDecoderFile: Codable, Sendable, Equatable {
    public var characteristics: [Characteristic]

    public struct Characteristic: Codable, Sendable, Equatable {
        /// "2A37" or the 36-character form.
        public var uuid: String
        public var name: String?
        public var fields: [Field]
        public var framing: Framing?
    }

    public struct Field: Codable, Sendable, Equatable {
        /// The JSON key of the decoded value (snake_case recommended).
        public var name: String
        /// Byte offset from the start of the value (or of the frame, with framing).
        public var offset: Int
        /// u8 u16 u24 u32 s8 s16 s32 (little-endian; add `be` for big-endian: u16be), sfloat, float, utf8, bytes,
        /// bits.
        public var type: String
        /// For utf8 and bytes: how many bytes (to the end when absent).
        public var length: Int?
        /// Multiplies numbers: raw × scale + add.
        public var scale: Double?
        public var add: Double?
        public var unit: String?
        /// Present only when this bit is set (or clear, with `equals: 0`) in the byte at `offset`.
        public var when: Condition?
        /// For `bits`: names of single bits of the (unsigned, little-endian) value.
        public var bits: [Bit]?
        /// For integers: names of raw values ("16": "weight"), given beside the number as `NAME_name`.
        public var values: [String: String]?
    }

    public struct Condition: Codable, Sendable, Equatable {
        public var offset: Int
        public var bit: Int
        public var equals: Int?
    }

    public struct Bit: Codable, Sendable, Equatable {
        public var name: String
        public var bit: Int
    }

    /// Values that arrive as frames spread over notifications: a start byte, a length field, an optional checksum.
    public struct Framing: Codable, Sendable, Equatable {
        /// The first byte of every frame.
        public var start: Int?
        /// Where the length field is, counted from the frame start, and its size (1 or 2 bytes, little-endian).
        public var lengthOffset: Int
        public var lengthSize: Int?
        /// Bytes of the frame not counted by the length field (header before the counted part plus trailer).
        public var overhead: Int?
        /// none, sum8 (sum of all bytes before the checksum), xor8.
        public var checksum: String?

        enum CodingKeys: String, CodingKey {
            case start, checksum, overhead
            case lengthOffset = "length_offset"
            case lengthSize = "length_size"
        }
    }
}

/// A loaded, checked set of user decoders, by characteristic UUID.
public struct UserDecoders: Sendable {
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    let characteristics: [BluetoothUUID: UserDecoderFile.Characteristic]

    public init(_ file: UserDecoderFile) throws(Problem) {
        var map: [BluetoothUUID: UserDecoderFile.Characteristic] = [:]
        for c in file.characteristics {
            guard let uuid = BluetoothUUID(c.uuid) else { throw Problem(description: "'\(c.uuid)' is not a UUID") }
            for f in c.fields {
                guard Self.width(f.type) != nil || ["sfloat", "float", "utf8", "bytes", "bits"].contains(f.type.lowercased())
                else { throw Problem(description: "\(c.uuid): field '\(f.name)' has an unknown type '\(f.type)'") }
                guard f.offset >= 0, f.offset < 65536 else {
                    throw Problem(description: "\(c.uuid): field '\(f.name)' has offset \(f.offset)")
                }
                if f.type.lowercased() == "bits", f.bits == nil {
                    throw Problem(description: "\(c.uuid): field '\(f.name)' of type bits names no bits")
                }
            }
            if let framing = c.framing {
                guard [nil, 1, 2].contains(framing.lengthSize), framing.lengthOffset >= 0, framing.lengthOffset < 64,
                      (0 ..< UserFrameAssembler.maximumFrame).contains(framing.overhead ?? 0),
                      [nil, "none", "sum8", "xor8"].contains(framing.checksum)
                else { throw Problem(description: "\(c.uuid): framing needs length_size 1 or 2 and checksum none, sum8 or xor8, and an overhead below 4096") }
            }
            map[uuid] = c
        }
        characteristics = map
    }

    public func has(_ uuid: BluetoothUUID) -> Bool { characteristics[uuid] != nil }

    public func name(_ uuid: BluetoothUUID) -> String? { characteristics[uuid]?.name }

    public func framing(_ uuid: BluetoothUUID) -> UserDecoderFile.Framing? { characteristics[uuid]?.framing }

    /// (byte width, signed, big-endian) of an integer type name.
    static func width(_ type: String) -> (Int, Bool, Bool)? {
        let t = type.lowercased()
        let bigEndian = t.hasSuffix("be")
        let core = bigEndian || t.hasSuffix("le") ? String(t.dropLast(2)) : t
        switch core {
        case "u8": return (1, false, bigEndian)
        case "u16": return (2, false, bigEndian)
        case "u24": return (3, false, bigEndian)
        case "u32": return (4, false, bigEndian)
        case "s8": return (1, true, bigEndian)
        case "s16": return (2, true, bigEndian)
        case "s32": return (4, true, bigEndian)
        default: return nil
        }
    }

    /// Decodes one value (or one frame) of `uuid`.
    public func decode(_ uuid: BluetoothUUID, _ value: Bytes) -> DecodedValue? {
        guard let c = characteristics[uuid] else { return nil }
        var fields: [DecodedField] = []
        var problems: [String] = []
        var summary: [String] = []
        for f in c.fields {
            if let when = f.when {
                guard let byte = value[checked: when.offset], when.bit >= 0, when.bit < 8 else { continue }
                let set = byte & (1 << UInt8(when.bit)) != 0
                if set != ((when.equals ?? 1) != 0) { continue }
            }
            guard let scalar = Self.read(f, value) else {
                problems.append("'\(f.name)' at offset \(f.offset) lies beyond the \(value.count)-byte value")
                continue
            }
            fields.append(DecodedField(dynamic: f.name, scalar, unit: f.unit))
            if case .int(let raw) = scalar, let named = f.values?[String(raw)] {
                fields.append(DecodedField(dynamic: f.name + "_name", .string(named)))
                summary.append("\(f.name) \(named) (\(raw))")
                continue
            }
            // Named bits none of which is set say nothing in words (JSON has each bit false).
            if case .object(let bits) = scalar, !bits.contains(where: { $0.value == .bool(true) }) { continue }
            summary.append("\(f.name) \(Self.text(scalar))" + (f.unit.map { " \($0)" } ?? ""))
        }
        return DecodedValue(fields: fields, summary: summary.joined(separator: ", "), problems: problems)
    }

    static func read(_ f: UserDecoderFile.Field, _ value: Bytes) -> DecodedScalar? {
        let type = f.type.lowercased()
        func scaled(_ raw: Double) -> DecodedScalar {
            guard f.scale != nil || f.add != nil else { return .int(Int64(raw)) }
            return .double(raw * (f.scale ?? 1) + (f.add ?? 0))
        }
        if let (width, signed, bigEndian) = width(type) {
            guard var raw = value.uintLE(at: f.offset, width: width) else { return nil }
            if bigEndian {
                var swapped: UInt64 = 0
                for k in 0 ..< width { swapped |= ((raw >> (8 * UInt64(k))) & 0xFF) << (8 * UInt64(width - 1 - k)) }
                raw = swapped
            }
            if signed, raw & (1 << UInt64(8 * width - 1)) != 0 {
                return scaled(Double(Int64(bitPattern: raw | ~((1 << UInt64(8 * width)) - 1))))
            }
            return scaled(Double(raw))
        }
        switch type {
        case "sfloat":
            guard let m = value.sfloat(at: f.offset) else { return nil }
            guard let v = m.value else { return m.scalar }
            return .double(v * (f.scale ?? 1) + (f.add ?? 0))
        case "float":
            guard let m = value.float(at: f.offset) else { return nil }
            guard let v = m.value else { return m.scalar }
            return .double(v * (f.scale ?? 1) + (f.add ?? 0))
        case "utf8", "bytes":
            guard f.offset <= value.count else { return nil }
            let slice = f.length.flatMap { value.slice(from: f.offset, count: $0) } ?? value.suffix(from: f.offset)
            if let length = f.length, slice.count != length { return nil }
            if type == "bytes" { return .bytes(slice.array) }
            var text = slice.array
            while text.last == 0 { text.removeLast() }
            return .string(String(decoding: text, as: UTF8.self))
        case "bits":
            let width = max(1, min(8, ((f.bits ?? []).map(\.bit).max() ?? 0) / 8 + 1))
            guard let raw = value.uintLE(at: f.offset, width: width) else { return nil }
            return .object((f.bits ?? []).compactMap { b in
                guard b.bit >= 0, b.bit < 64 else { return nil }
                return DecodedField(dynamic: b.name, .bool(raw & (1 << UInt64(b.bit)) != 0))
            })
        default:
            return nil
        }
    }

    static func text(_ s: DecodedScalar) -> String {
        switch s {
        case .int(let v): return String(v)
        case .double(let v):
            var sink = ByteSink(capacity: 32)
            sink.appendDecimal(v)
            return sink.string
        case .string(let t): return "\"\(t)\""
        case .special(let t): return t
        case .bool(let b): return b ? "yes" : "no"
        case .bytes(let b): return b.withBytes { $0.hex }
        case .array(let a): return "[" + a.map(text).joined(separator: ", ") + "]"
        case .object(let fields): return fields.filter { $0.value == .bool(true) }.map(\.name).joined(separator: " ")
        }
    }
}

/// Reassembles the frames of a framed user characteristic from consecutive values (per connection and handle).
public struct UserFrameAssembler: Sendable {
    var buffer: [UInt8] = []
    /// Frames longer than this are dropped as corrupt.
    static let maximumFrame = 4096

    public init() {}

    /// Appends `value` and returns the complete frames it finishes, plus problems (bad checksums, resync).
    public mutating func feed(_ value: Bytes, framing: UserDecoderFile.Framing) -> (frames: [[UInt8]], problems: [String]) {
        buffer += value.array
        var frames: [[UInt8]] = []
        var problems: [String] = []
        while !buffer.isEmpty {
            if let start = framing.start, buffer[0] != UInt8(truncatingIfNeeded: start) {
                // Resynchronise on the next start byte.
                if let next = buffer.firstIndex(of: UInt8(truncatingIfNeeded: start)) {
                    problems.append("\(next) byte\(next == 1 ? "" : "s") before a frame start skipped")
                    buffer.removeFirst(next)
                } else {
                    problems.append("\(buffer.count) byte\(buffer.count == 1 ? "" : "s") without a frame start skipped")
                    buffer.removeAll()
                }
                continue
            }
            let size = framing.lengthSize ?? 1
            guard buffer.count >= framing.lengthOffset + size else { break }
            var length = 0
            for k in 0 ..< size { length |= Int(buffer[framing.lengthOffset + k]) << (8 * k) }
            let total = length + (framing.overhead ?? (framing.lengthOffset + size))
            guard total > 0, total <= Self.maximumFrame else {
                problems.append("a frame claims \(total) bytes; dropped")
                buffer.removeFirst()
                continue
            }
            guard buffer.count >= total else { break }
            let frame = Array(buffer[0 ..< total])
            buffer.removeFirst(total)
            switch framing.checksum {
            case "sum8", "xor8":
                guard let check = frame.last else { continue }
                let body = frame.dropLast()
                let computed = framing.checksum == "sum8"
                    ? body.reduce(UInt8(0), &+) : body.reduce(UInt8(0), ^)
                if computed != check {
                    problems.append("frame checksum 0x\(String(check, radix: 16)) does not match 0x\(String(computed, radix: 16))")
                    continue
                }
            default:
                break
            }
            frames.append(frame)
        }
        if buffer.count > Self.maximumFrame {
            problems.append("\(buffer.count) bytes without a complete frame; dropped")
            buffer.removeAll()
        }
        return (frames, problems)
    }
}
