import HRSniffBytes
import HRSniffCapture
import HRSniffHCI

/// One LE Uncoded PHY link-layer packet without its preamble (Core Vol 6 Part B §2.1): access address, PDU
/// (2-byte header, optional CTEInfo, payload with MIC) and the CRC when the capture kept it.
public struct LinkLayerPacket {
    /// The access address of every advertising physical channel packet (Core Vol 6 Part B §2.1.2).
    public static let advertisingAccessAddress: UInt32 = 0x8E89_BED6
    /// The CRC initial value on the primary advertising channels (Core Vol 6 Part B §3.1.1).
    public static let advertisingCRCInit: UInt32 = 0x55_5555

    public var accessAddress: UInt32
    /// The two header bytes.
    public var header0: UInt8
    public var length: Int
    /// The PDU as the CRC covers it: header, CTEInfo if present, payload.
    public var pdu: Bytes
    /// The payload (for data channel PDUs after the CTEInfo octet, when there is one).
    public var payload: Bytes
    /// The CRC as transmitted (first byte on air in the low bits); nil when the capture does not hold it.
    public var crc: UInt32?
    /// True when the capture holds fewer payload bytes than the length field announces.
    public var isShort: Bool

    /// Parses `bytes` (access address first). `dataChannel` says whether bit 5 of the header is CP (a data channel
    /// PDU with a CTEInfo octet) rather than ChSel. Nil when not even the access address and header are there.
    public init?(_ bytes: Bytes, dataChannel: Bool) {
        guard let aa = bytes.u32le(at: 0), let h0 = bytes[checked: 4], let len = bytes[checked: 5] else { return nil }
        accessAddress = aa
        header0 = h0
        length = Int(len)
        let cte = dataChannel && h0 & 0x20 != 0 ? 1 : 0
        let payloadStart = 6 + cte
        let available = max(0, bytes.count - payloadStart)
        isShort = available < length
        let payloadCount = min(length, available)
        payload = bytes.slice(from: payloadStart, count: payloadCount) ?? .empty
        pdu = bytes.slice(from: 4, count: 2 + cte + payloadCount) ?? .empty
        if let c = bytes.slice(from: payloadStart + length, count: 3), let b0 = c[checked: 0], let b1 = c[checked: 1],
           let b2 = c[checked: 2] {
            crc = UInt32(b0) | UInt32(b1) << 8 | UInt32(b2) << 16
        } else {
            crc = nil
        }
    }

    /// True when the CRC is there and matches the PDU with `initial` (Core Vol 6 Part B §3.1.1).
    public func crcMatches(_ initial: UInt32) -> Bool? {
        guard let crc, !isShort else { return nil }
        return CRC24.compute(initial: initial, pdu) == crc
    }
}

/// The link layer's CRC-24: polynomial x²⁴ + x¹⁰ + x⁹ + x⁶ + x⁴ + x³ + x + 1, a shift register preset with the
/// CRC initial value, bits fed least significant first; the register is transmitted most significant bit first
/// (Core Vol 6 Part B §3.1.1). Values are in the capture's byte order: the first byte on air in the low bits.
public enum CRC24 {
    package static let polynomial: UInt32 = 0x00_065B

    public static func compute(initial: UInt32, _ data: Bytes) -> UInt32 {
        var state = initial & 0xFF_FFFF
        let raw = data.span
        for i in 0 ..< raw.byteCount {
            if var b = raw.u8(at: i) {
                for _ in 0..<8 {
                    let feedback = ((state >> 23) ^ UInt32(b)) & 1
                    state = (state << 1) & 0xFF_FFFF
                    if feedback != 0 { state ^= polynomial }
                    b >>= 1
                }
            }
        }
        return reverse24(state)
    }

    /// The initial value that gives `crc` for `data`: the register run backwards (used to learn the CRCInit of a
    /// connection whose CONNECT_IND the capture missed).
    public static func initial(for crc: UInt32, _ data: Bytes) -> UInt32 {
        var state = reverse24(crc)
        let bytes = data.array
        for byte in bytes.reversed() {
            for i in stride(from: 7, through: 0, by: -1) {
                let bit = UInt32(byte >> UInt8(i)) & 1
                let feedback = state & 1
                let shifted = feedback != 0 ? state ^ polynomial : state
                state = (shifted >> 1) | ((feedback ^ bit) << 23)
            }
        }
        return state
    }

    package static func reverse24(_ v: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for i in 0..<24 where v & (1 << UInt32(i)) != 0 { out |= 1 << UInt32(23 - i) }
        return out
    }
}
