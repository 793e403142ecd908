import HRSniffBytes

/// Where a Security Manager PDU (code first) carries key material or an identity address (Core Vol 3 Part H §3.5,
/// §3.6): `convert --anonymize` learns from this map and rewrites through it.
public enum SMPFieldMap {
    /// Pairing Confirm and Random values, the LTK, EDIV and Rand, IRK, CSRK, public key and DHKey check: every byte
    /// after the code (offsets into the PDU).
    public static func keys(_ pdu: Bytes) -> Range<Int>? {
        guard let code = pdu[checked: 0], pdu.count > 1 else { return nil }
        switch code {
        case 0x03, 0x04, 0x06, 0x07, 0x08, 0x0A, 0x0C, 0x0D: return 1 ..< pdu.count
        default: return nil
        }
    }

    /// Identity Address Information: the offset of the 6-byte address after its type.
    public static func identityAddress(_ pdu: Bytes) -> Int? {
        pdu[checked: 0] == 0x09 && pdu.count >= 8 ? 2 : nil
    }
}
