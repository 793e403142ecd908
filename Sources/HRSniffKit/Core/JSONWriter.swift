/// Builds one JSON object as UTF-8 bytes, appending to a caller's buffer: no intermediate strings, keys in the
/// order written (so output is deterministic). Used for the NDJSON renderers.
public struct JSONObjectWriter: ~Copyable {
    @usableFromInline var first = true

    @inlinable public init(_ out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
    }

    @inlinable mutating func key(_ name: StaticString, _ out: inout [UInt8]) {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        out.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
    }

    @inlinable public mutating func int<I: BinaryInteger>(_ name: StaticString, _ value: I, _ out: inout [UInt8]) {
        key(name, &out)
        JSON.appendInteger(Int64(truncatingIfNeeded: value), &out)
    }

    @inlinable public mutating func optionalInt<I: BinaryInteger>(_ name: StaticString, _ value: I?, _ out: inout [UInt8]) {
        if let value { int(name, value, &out) }
    }

    public mutating func double(_ name: StaticString, _ value: Double, _ out: inout [UInt8]) {
        key(name, &out)
        if value.isFinite {
            if value == value.rounded(), abs(value) < 1e15 {
                JSON.appendInteger(Int64(value), &out)
            } else {
                out.append(contentsOf: "\(value)".utf8)
            }
        } else {
            out.append(contentsOf: "null".utf8)
        }
    }

    @inlinable public mutating func bool(_ name: StaticString, _ value: Bool, _ out: inout [UInt8]) {
        key(name, &out)
        out.append(contentsOf: value ? JSON.trueBytes : JSON.falseBytes)
    }

    public mutating func string(_ name: StaticString, _ value: String, _ out: inout [UInt8]) {
        key(name, &out)
        JSON.appendString(value, &out)
    }

    public mutating func string(_ name: StaticString, _ value: StaticString, _ out: inout [UInt8]) {
        key(name, &out)
        out.append(UInt8(ascii: "\""))
        value.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(UInt8(ascii: "\""))
    }

    public mutating func optionalString(_ name: StaticString, _ value: String?, _ out: inout [UInt8]) {
        if let value { string(name, value, &out) }
    }

    @inlinable public mutating func hex(_ name: StaticString, _ value: Bytes, _ out: inout [UInt8]) {
        key(name, &out)
        out.append(UInt8(ascii: "\""))
        Hex.append(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Writes `name` followed by raw JSON the caller appends (a nested object or array).
    public mutating func raw(_ name: StaticString, _ out: inout [UInt8], _ body: (inout [UInt8]) -> Void) {
        key(name, &out)
        body(&out)
    }

    @inlinable public consuming func close(_ out: inout [UInt8]) {
        out.append(UInt8(ascii: "}"))
    }
}

public enum JSON {
    public static let trueBytes: [UInt8] = Array("true".utf8)
    public static let falseBytes: [UInt8] = Array("false".utf8)

    @inlinable public static func appendInteger(_ value: Int64, _ out: inout [UInt8]) {
        if value == 0 { out.append(UInt8(ascii: "0")); return }
        var v = value.magnitude
        if value < 0 { out.append(UInt8(ascii: "-")) }
        // Write digits in reverse into the output, then reverse that range.
        let start = out.count
        while v > 0 {
            out.append(UInt8(ascii: "0") + UInt8(v % 10))
            v /= 10
        }
        out[start...].reverse()
    }

    /// A JSON string literal with the required escapes.
    public static func appendString(_ value: String, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for c in value.utf8 {
            switch c {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00 ..< 0x20:
                out.append(contentsOf: Array("\\u00".utf8))
                out.append(Hex.upperDigit(c >> 4))
                out.append(Hex.upperDigit(c & 0xF))
            default: out.append(c)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension Hex {
    static func upperDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "A") + v - 10
    }
}
