/// A Bluetooth UUID (Core 5.4 Vol 3 Part B §2.5.1), kept as one 128-bit number plus the width it had on the wire.
///
/// 16- and 32-bit UUIDs are shorthands for 128-bit ones built on the Bluetooth Base UUID
/// 00000000-0000-1000-8000-00805F9B34FB: `value = short << 96 + base`. Equality and hashing use the 128-bit
/// value only, so 0x180D read as 2 bytes and the same UUID read as 16 bytes are equal; `width` records how it was
/// sent (useful when rendering a PDU exactly).
public struct BluetoothUUID: Hashable, Sendable, CustomStringConvertible {
    /// How many bytes the UUID occupied on the wire.
    public enum Width: Int, Sendable, Hashable {
        case bits16 = 2
        case bits32 = 4
        case bits128 = 16

        /// The number of bytes on the wire (2, 4 or 16).
        @inlinable public var byteCount: Int { rawValue }
    }

    /// The full 128-bit UUID, most significant bit first as in the canonical text form.
    public let value: UInt128
    /// The width the UUID had on the wire (or was created with).
    public let width: Width

    /// 00000000-0000-1000-8000-00805F9B34FB.
    @inlinable public static var baseValue: UInt128 { 0x0000_0000_0000_1000_8000_0080_5F9B_34FB }

    /// The low 96 bits, which a base-derived UUID shares with the Base UUID.
    @inlinable static var lowMask: UInt128 { (UInt128(1) << 96) - 1 }

    /// A 16-bit (SIG-assigned) UUID such as 0x180F (Battery Service).
    @inlinable public init(uuid16: UInt16) {
        value = UInt128(uuid16) << 96 | Self.baseValue
        width = .bits16
    }

    /// A 32-bit UUID.
    @inlinable public init(uuid32: UInt32) {
        value = UInt128(uuid32) << 96 | Self.baseValue
        width = .bits32
    }

    /// A full 128-bit UUID (whether or not it is derived from the Base UUID).
    @inlinable public init(uuid128: UInt128) {
        value = uuid128
        width = .bits128
    }

    /// Reads a UUID in wire order (least significant byte first) from exactly 2, 4 or 16 bytes; nil for any other
    /// count.
    @inlinable public init?(littleEndian bytes: Bytes) {
        switch bytes.count {
        case 2:
            guard let v = bytes.u16le(at: 0) else { return nil }
            self.init(uuid16: v)
        case 4:
            guard let v = bytes.u32le(at: 0) else { return nil }
            self.init(uuid32: v)
        case 16:
            guard let low = bytes.uintLE(at: 0, width: 8), let high = bytes.uintLE(at: 8, width: 8) else { return nil }
            self.init(uuid128: UInt128(high) << 64 | UInt128(low))
        default:
            return nil
        }
    }

    /// Whether the low 96 bits are those of the Base UUID, i.e. the UUID has a 32-bit (maybe 16-bit) short form.
    @inlinable public var isBaseDerived: Bool { value & Self.lowMask == Self.baseValue }

    /// The 16-bit short form, when the UUID is base-derived and its short value fits 16 bits (whatever its wire
    /// width).
    @inlinable public var shortValue: UInt16? {
        guard isBaseDerived else { return nil }
        return UInt16(exactly: value >> 96)
    }

    /// The 32-bit short form, when the UUID is base-derived.
    @inlinable public var uuid32: UInt32? {
        guard isBaseDerived else { return nil }
        return UInt32(exactly: value >> 96)
    }

    public static func == (a: BluetoothUUID, b: BluetoothUUID) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// Upper-case text: "180D" for a base-derived UUID whose short value fits 16 bits, eight digits ("0001FFFF")
    /// for one that only fits 32 bits, otherwise the canonical 8-4-4-4-12 form
    /// ("6E400001-B5A3-F393-E0A9-E50E24DCCA9E").
    public var string: String {
        if let short = shortValue {
            return Self.format(UInt128(short) << 112, digits: 4, hyphens: false)
        }
        if let v32 = uuid32 {
            return Self.format(UInt128(v32) << 96, digits: 8, hyphens: false)
        }
        return Self.format(value, digits: 32, hyphens: true)
    }

    /// The canonical 36-character form, even for SIG UUIDs ("0000180D-0000-1000-8000-00805F9B34FB").
    public var canonicalString: String { Self.format(value, digits: 32, hyphens: true) }

    public var description: String { string }

    /// The UUID in wire order at its `width`.
    public var littleEndianBytes: [UInt8] {
        let shifted: UInt128
        switch width {
        case .bits16, .bits32: shifted = value >> 96
        case .bits128: shifted = value
        }
        var out = [UInt8]()
        out.reserveCapacity(width.byteCount)
        for k in 0 ..< width.byteCount {
            out.append(UInt8(truncatingIfNeeded: shifted >> UInt128(8 * k)))
        }
        return out
    }

    /// Parses "180D", "0001FFFF", "6E400001-B5A3-F393-E0A9-E50E24DCCA9E" or the same 32 digits without hyphens
    /// (either case); nil otherwise.
    public init?(_ text: String) {
        var v: UInt128 = 0
        var digits = 0
        var position = 0
        for c in text.utf8 {
            defer { position += 1 }
            if c == UInt8(ascii: "-") {
                // Hyphens only where the canonical form has them.
                guard position == 8 || position == 13 || position == 18 || position == 23 else { return nil }
                continue
            }
            let d: UInt8
            switch c {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): d = c &- UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): d = c &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): d = c &- UInt8(ascii: "A") &+ 10
            default: return nil
            }
            guard digits < 32 else { return nil }
            v = v << 4 | UInt128(d)
            digits += 1
        }
        let count = text.utf8.count
        switch (digits, count) {
        case (4, 4): guard let s = UInt16(exactly: v) else { return nil }; self.init(uuid16: s)
        case (8, 8): guard let s = UInt32(exactly: v) else { return nil }; self.init(uuid32: s)
        case (32, 32), (32, 36): self.init(uuid128: v)
        default: return nil
        }
    }

    /// Formats the top `digits` nibbles of `v` without Foundation and without an intermediate array.
    static func format(_ v: UInt128, digits: Int, hyphens: Bool) -> String {
        let length = hyphens ? digits + 4 : digits
        return String(unsafeUninitializedCapacity: length) { buffer in
            var n = 0
            var shift = 124
            for k in 0 ..< digits {
                if hyphens, k == 8 || k == 12 || k == 16 || k == 20 {
                    buffer[n] = UInt8(ascii: "-")
                    n += 1
                }
                let nibble = UInt8(truncatingIfNeeded: v >> UInt128(shift)) & 0x0F
                buffer[n] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
                n += 1
                shift -= 4
            }
            return n
        }
    }
}

extension BluetoothUUID {
    /// GATT attribute types used by discovery (Core 5.4 Vol 3 Part G §3, Assigned Numbers §3.5).
    @inlinable public static var primaryService: BluetoothUUID { BluetoothUUID(uuid16: 0x2800) }
    @inlinable public static var secondaryService: BluetoothUUID { BluetoothUUID(uuid16: 0x2801) }
    @inlinable public static var include: BluetoothUUID { BluetoothUUID(uuid16: 0x2802) }
    @inlinable public static var characteristic: BluetoothUUID { BluetoothUUID(uuid16: 0x2803) }
    @inlinable public static var clientCharacteristicConfiguration: BluetoothUUID { BluetoothUUID(uuid16: 0x2902) }
}
