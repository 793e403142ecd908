import CZlib
import Foundation

/// A small PNG reader and writer for the report's screenshot goldens (PNG: ISO/IEC 15948). It reads the 8-bit
/// grey, RGB and RGBA images a browser writes (non-interlaced), and writes 8-bit grey images. Pixels are kept as
/// grey levels: the comparison is of what a person sees of the layout, not of colour shades.
struct PNGImage: Equatable {
    var width: Int
    var height: Int
    /// Grey levels, row by row.
    var pixels: [UInt8]

    enum Failure: Error, CustomStringConvertible {
        case notPNG, unsupported(String), damaged(String)
        var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .unsupported(let s): "unsupported PNG: \(s)"
            case .damaged(let s): "damaged PNG: \(s)"
            }
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init(png data: [UInt8]) throws {
        guard data.count > 8, Array(data[0 ..< 8]) == Self.signature else { throw Failure.notPNG }
        func u32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        var offset = 8
        var w = 0, h = 0, colorType = -1
        var compressed: [UInt8] = []
        while offset + 12 <= data.count {
            let length = u32(offset)
            let type = String(decoding: data[offset + 4 ..< offset + 8], as: UTF8.self)
            let body = offset + 8
            guard length >= 0, body + length + 4 <= data.count else { throw Failure.damaged("chunk \(type) runs past the end") }
            switch type {
            case "IHDR":
                w = u32(body)
                h = u32(body + 4)
                guard data[body + 8] == 8 else { throw Failure.unsupported("bit depth \(data[body + 8])") }
                colorType = Int(data[body + 9])
                guard data[body + 12] == 0 else { throw Failure.unsupported("interlaced") }
            case "IDAT":
                compressed += data[body ..< body + length]
            default:
                break
            }
            offset = body + length + 4
            if type == "IEND" { break }
        }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw Failure.unsupported("colour type \(colorType)")
        }
        guard w > 0, h > 0, w < 1 << 15, h < 1 << 16 else { throw Failure.damaged("size \(w)×\(h)") }
        let stride = w * channels
        var raw = [UInt8](repeating: 0, count: h * (stride + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw Failure.damaged("zlib status \(status)") }
        // Undo the filters row by row (PNG 9.2), each relative to the byte `channels` to the left and the row above.
        var previous = [UInt8](repeating: 0, count: stride)
        var grey = [UInt8](repeating: 0, count: w * h)
        for y in 0 ..< h {
            let filter = raw[y * (stride + 1)]
            var row = Array(raw[y * (stride + 1) + 1 ..< (y + 1) * (stride + 1)])
            for i in 0 ..< stride {
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure.damaged("filter \(filter) in row \(y)")
                }
                row[i] = row[i] &+ UInt8(truncatingIfNeeded: predictor)
            }
            for x in 0 ..< w {
                let p = x * channels
                let value: Int
                if channels >= 3 {
                    // Rec. 601 luma.
                    value = (299 * Int(row[p]) + 587 * Int(row[p + 1]) + 114 * Int(row[p + 2])) / 1000
                } else {
                    value = Int(row[p])
                }
                grey[y * w + x] = UInt8(value)
            }
            previous = row
        }
        self.init(width: w, height: h, pixels: grey)
    }

    /// The image `factor` times smaller in each direction, each pixel the mean of its block: small goldens, and a
    /// comparison that a one-pixel shift of anti-aliased text does not upset.
    func reduced(by factor: Int) -> PNGImage {
        let w = width / factor, h = height / factor
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0 ..< h {
            for x in 0 ..< w {
                var sum = 0
                for dy in 0 ..< factor {
                    let base = (y * factor + dy) * width + x * factor
                    for dx in 0 ..< factor { sum += Int(pixels[base + dx]) }
                }
                out[y * w + x] = UInt8(sum / (factor * factor))
            }
        }
        return PNGImage(width: w, height: h, pixels: out)
    }

    /// The share of pixels (0…1) whose grey levels differ by more than `tolerance`; 1 when the sizes differ.
    func differingShare(from other: PNGImage, tolerance: Int) -> Double {
        guard width == other.width, height == other.height, !pixels.isEmpty else { return 1 }
        var differing = 0
        for i in pixels.indices where abs(Int(pixels[i]) - Int(other.pixels[i])) > tolerance { differing += 1 }
        return Double(differing) / Double(pixels.count)
    }

    /// An 8-bit grey PNG of the image.
    func png() -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(height * (width + 1))
        for y in 0 ..< height {
            // Filter 1 (Sub): flat areas become zeros, which deflate well.
            raw.append(1)
            for x in 0 ..< width {
                let v = pixels[y * width + x], left = x > 0 ? pixels[y * width + x - 1] : 0
                raw.append(v &- left)
            }
        }
        var bound = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(bound))
        _ = compressed.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &bound, input.baseAddress, uLong(input.count), 9)
            }
        }
        compressed.removeLast(compressed.count - Int(bound))
        func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
            return be32(body.count) + typed + be32(Int(crc))
        }
        let header = be32(width) + be32(height) + [8, 0, 0, 0, 0]
        return Self.signature + chunk("IHDR", header) + chunk("IDAT", compressed) + chunk("IEND", [])
    }
}
