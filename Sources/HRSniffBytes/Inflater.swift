import CZlib

/// zlib's inflate, fed in pieces, for the deflate entries of zip archives (raw deflate) and the btsnooz summaries
/// of Android bug reports (a zlib stream). It never holds more than the caller's buffers.
package final class Inflater {
    package enum Wrapper {
        /// A zlib stream: 2-byte header, deflate data, Adler-32 (RFC 1950).
        case zlib
        /// Deflate data alone (RFC 1951), as zip stores it.
        case raw
    }

    package enum Status: Equatable {
        /// More input is needed, or more output room.
        case more
        /// The deflate stream ended; later input belongs to something else.
        case end
        /// The data is not valid deflate (zlib's message).
        case error(String)
    }

    private var stream = z_stream()
    private var ready = false
    private(set) var totalIn: Int64 = 0
    private(set) var totalOut: Int64 = 0
    private(set) var ended = false

    package init?(_ wrapper: Wrapper) {
        let status = hrsniff_inflate_init(&stream, wrapper == .raw ? -15 : 15)
        guard status == Z_OK else { return nil }
        ready = true
    }

    deinit {
        if ready { inflateEnd(&stream) }
    }

    /// Inflates from `input` into `output[start ..< start + count]` (cut to the buffer); returns what was consumed
    /// and produced.
    package func inflate(_ input: Bytes, into output: inout [UInt8], at start: Int, count: Int) -> (consumed: Int, produced: Int, status: Status) {
        guard start >= 0, start <= output.count else { return (0, 0, .error("no room")) }
        let capacity = min(count, output.count - start)
        return output.withUnsafeMutableBytes { raw in
            guard let base = raw.baseAddress else { return (0, 0, .more) }
            return inflate(input, into: base + start, capacity: capacity)
        }
    }

    private func inflate(_ input: Bytes, into output: UnsafeMutableRawPointer, capacity: Int) -> (consumed: Int, produced: Int, status: Status) {
        guard ready, !ended else { return (0, 0, ended ? .end : .error("inflate is not ready")) }
        guard capacity > 0 else { return (0, 0, .more) }
        return input.withUnsafeBytes { raw in
            let start = raw.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: Bytef.self)) }
            stream.next_in = start
            stream.avail_in = uInt(clamping: raw.count)
            stream.next_out = output.assumingMemoryBound(to: Bytef.self)
            stream.avail_out = uInt(clamping: capacity)
            let code = CZlib.inflate(&stream, Z_NO_FLUSH)
            let consumed = raw.count - Int(stream.avail_in)
            let produced = capacity - Int(stream.avail_out)
            stream.next_in = nil
            stream.next_out = nil
            totalIn += Int64(consumed)
            totalOut += Int64(produced)
            switch code {
            case Z_STREAM_END:
                ended = true
                return (consumed, produced, .end)
            case Z_OK, Z_BUF_ERROR:
                return (consumed, produced, .more)
            default:
                let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(code)"
                return (consumed, produced, .error(message))
            }
        }
    }

    /// Inflates a whole buffer held in memory, producing at most `limit` bytes. `complete` is false when the data
    /// ended before the deflate stream did; `error` names why inflating stopped early.
    package static func inflateAll(_ input: Bytes, wrapper: Wrapper, limit: Int) -> (output: [UInt8], complete: Bool, overLimit: Bool, error: String?) {
        guard let inflater = Inflater(wrapper) else { return ([], false, false, "zlib cannot start") }
        var output: [UInt8] = []
        var offset = 0
        let chunk = 1 << 16
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let (consumed, produced, status) = inflater.inflate(
                input.suffix(from: offset), into: &buffer, at: 0, count: buffer.count)
            offset += consumed
            let room = limit - output.count
            if produced > room {
                output += buffer[0 ..< max(room, 0)]
                return (output, false, true, nil)
            }
            output += buffer[0 ..< produced]
            switch status {
            case .end: return (output, true, false, nil)
            case .error(let message): return (output, false, false, message)
            case .more:
                // No progress with input left means the input ended inside the stream.
                if consumed == 0 && produced == 0 { return (output, false, false, nil) }
            }
        }
    }
}

/// zlib's CRC-32 (ISO 3309, as zip archives store it).
package enum CRC32 {
    /// The CRC of no bytes, to start from.
    package static let initial: UInt32 = 0

    /// `crc` continued over `buffer[start ..< start + count]` (cut to the buffer).
    package static func update(_ crc: UInt32, _ buffer: [UInt8], from start: Int, count: Int) -> UInt32 {
        guard start >= 0, start <= buffer.count else { return crc }
        let n = min(max(count, 0), buffer.count - start)
        return buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, n > 0 else { return crc }
            let next = CZlib.crc32(uLong(crc), (base + start).assumingMemoryBound(to: Bytef.self), uInt(n))
            return UInt32(truncatingIfNeeded: next)
        }
    }
}
