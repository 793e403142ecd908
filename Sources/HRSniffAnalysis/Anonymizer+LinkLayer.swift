import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// Air captures: each record is the sniffer's header and one link-layer packet (Core Vol 6 Part B §2.1). Addresses,
/// names and keys are replaced as in HCI captures; the access address of every connection and its CRC initial
/// value are replaced too (in the packets, in the CONNECT_IND or AUX_CONNECT_REQ that set them up, and in the DLT 256
/// reference access address), and the CRC is then computed again so that a packet whose CRC was good stays good; one
/// whose CRC was bad keeps its CRC field, which is then bad for the new values too.
extension Anonymizer {
    /// `original` is the record as read, `b` the record after the PDU's structured rewrite, `fences` where the
    /// parse found structure the search may not cross.
    func linkLayer(_ b: inout [UInt8], _ encapsulation: LinkLayerEncapsulation, original: [UInt8], fences: [Fence]) {
        // Where the packet starts: the sniffer's header is removed by the same decoder the analysis uses.
        let start: Int? = original.withBytes { whole in
            guard case .success(let frame) = LinkLayerFrame.decode(whole, encapsulation) else { return nil }
            return whole.count - frame.packet.count
        }
        guard let start, let aa = u32(original, start) else {
            everywhere(&b, 0, b.count, fences: fences)
            return
        }
        let advertising = aa == LinkLayerPacket.advertisingAccessAddress
        guard let packet = Array(original[start...]).withBytes({ LinkLayerPacket($0, dataChannel: !advertising) })
        else {
            everywhere(&b, 0, b.count, fences: fences)
            return
        }
        let pduStart = start + 4, pduEnd = pduStart + packet.pdu.count
        // The sniffer's header: DLT 256 may name a reference access address.
        everywhere(&b, 0, start, fences: fences)
        if encapsulation == .rf, start >= 10, let flags = u16(original, start - 2),
           flags & LinkLayerFrame.RFFlag.referenceAccessAddressValid != 0, let reference = u32(original, start - 6),
           let fake = accessAddressMap[reference] {
            put32(&b, start - 6, fake)
        }
        if !advertising, let fake = accessAddressMap[aa] { put32(&b, start, fake) }
        let payloadStart = pduEnd - packet.payload.count
        // Addresses, advertising data and a CONNECT_IND's access address and CRC initial value were rewritten where the
        // link layer's parse found them (`advertisingPDU`).
        // The payload, and whatever the record holds after the packet.
        everywhere(&b, payloadStart, b.count, fences: fences)
        // The CRC (Core Vol 6 Part B §3.1.1) is affine in the initial value and the PDU: the new CRC is the old one
        // with the difference the new PDU and initial value make. Where the connection's initial value is not known,
        // the same holds for the PDU's bytes alone.
        // Only where the record ends with the CRC: when the record holds more than its length field says, where the
        // CRC is cannot be told, and those bytes stay as they are.
        guard let crc = packet.crc, !packet.isShort, pduEnd + 3 == b.count else { return }
        // A CRC that is wrong for the known initial value stays as it is: bad with the new one too (and some tools
        // write records whose CRC field is no CRC at all).
        let known: (UInt32, UInt32)? = advertising
            ? (LinkLayerPacket.advertisingCRCInit, LinkLayerPacket.advertisingCRCInit)
            : crcInits[aa].map { ($0.original, $0.fake) }
        let inits = known ?? (0, 0)
        let before = Array(original[pduStart ..< pduEnd]).withBytes { CRC24.compute(initial: inits.0, $0) }
        if known != nil && before != crc { return }
        let after = Array(b[pduStart ..< pduEnd]).withBytes { CRC24.compute(initial: inits.1, $0) }
        let new = crc ^ before ^ after
        for k in 0 ..< 3 { b[pduEnd + k] = UInt8(truncatingIfNeeded: new >> (8 * UInt32(k))) }
    }

    /// The fake access address of a connection's: a valid one (Core Vol 6 Part B §2.1.2), different for each.
    func mapAccessAddress(_ aa: UInt32) -> UInt32 {
        if let fake = accessAddressMap[aa] { return fake }
        var salt: UInt64 = 0
        var fake: UInt32
        repeat {
            fake = UInt32(truncatingIfNeeded: keyedHash(UInt64(aa), 0xAA00 + salt))
            salt += 1
        } while !Self.isValidAccessAddress(fake) || fakeAccessAddresses.contains(fake) || accessAddressMap[fake] != nil
        if accessAddressMap.count < Self.maximumKnownAddresses {
            accessAddressMap[aa] = fake
            fakeAccessAddresses.insert(fake)
            statistics.accessAddresses += 1
        }
        return fake
    }

    /// A fake CRC initial value for the connection with access address `aa`.
    func fakeCRCInit(_ aa: UInt32) -> UInt32 {
        UInt32(truncatingIfNeeded: keyedHash(UInt64(aa), 0xCC00)) & 0xFF_FFFF
    }

    /// The rules for a data physical channel access address (Core Vol 6 Part B §2.1.2): not the advertising one nor
    /// one bit from it, no more than six equal bits in a row, not four equal octets, no more than 24 bit
    /// transitions, and at least two transitions in the six most significant bits.
    static func isValidAccessAddress(_ aa: UInt32) -> Bool {
        let adv = LinkLayerPacket.advertisingAccessAddress
        guard aa != adv, (aa ^ adv).nonzeroBitCount != 1 else { return false }
        let b0 = aa & 0xFF
        if (aa >> 8) & 0xFF == b0 && (aa >> 16) & 0xFF == b0 && aa >> 24 == b0 { return false }
        var run = 1, transitions = 0
        for i in 1 ..< 32 {
            if (aa >> UInt32(i)) & 1 == (aa >> UInt32(i - 1)) & 1 {
                run += 1
                if run > 6 { return false }
            } else {
                run = 1
                transitions += 1
            }
        }
        guard transitions <= 24 else { return false }
        var top = 0
        for i in 27 ..< 32 where (aa >> UInt32(i)) & 1 != (aa >> UInt32(i - 1)) & 1 { top += 1 }
        return top >= 2
    }

    private func u16(_ b: [UInt8], _ i: Int) -> UInt16? {
        guard i >= 0, i + 2 <= b.count else { return nil }
        return UInt16(b[i]) | UInt16(b[i + 1]) << 8
    }

    private func u32(_ b: [UInt8], _ i: Int) -> UInt32? {
        guard i >= 0, i + 4 <= b.count else { return nil }
        return (0 ..< 4).reduce(UInt32(0)) { $0 | UInt32(b[i + $1]) << (8 * UInt32($1)) }
    }

    private func put32(_ b: inout [UInt8], _ i: Int, _ v: UInt32) {
        guard i >= 0, i + 4 <= b.count else { return }
        for k in 0 ..< 4 { b[i + k] = UInt8(truncatingIfNeeded: v >> (8 * UInt32(k))) }
    }
}
