import HRSniffBytes

/// What an HCI command or event says about the keys of an encryption (Core Vol 4 Part E).
package enum HCIKeyAction: Equatable, Sendable {
    /// The Rand and EDIV of the key asked for on the connection `handle`: LE Enable Encryption (§7.8.24, the
    /// central's host starts it) or LE Long Term Key Request (§7.7.65.5, the peer started it).
    case encryptionRequested(handle: UInt16, rand: UInt64?, ediv: UInt16?)
    /// LE Long Term Key Request Negative Reply (§7.8.26): the peripheral's host has no key for `handle`.
    case encryptionRefused(handle: UInt16)
    /// Link Key Request Reply (§7.1.10): a BR/EDR key stored from an earlier pairing with `peer`.
    case linkKeyStored(peer: BluetoothAddress)
    /// Link Key Notification (§7.7.24): a BR/EDR key made with `peer` by a pairing in this capture.
    case linkKeyMade(peer: BluetoothAddress)
}

extension HCICommand {
    /// What the command says about an encryption's keys, if anything.
    package var keyAction: HCIKeyAction? {
        switch opcode {
        case .leEnableEncryption:
            // Connection_Handle, Random_Number (8 octets), Encrypted_Diversifier, Long_Term_Key.
            let p = parameters
            guard let handle = p.u16le(at: 0) else { return nil }
            return .encryptionRequested(handle: handle & 0x0FFF, rand: p.uintLE(at: 2, width: 8), ediv: p.u16le(at: 10))
        case .leLongTermKeyRequestNegativeReply:
            return parameters.u16le(at: 0).map { .encryptionRefused(handle: $0 & 0x0FFF) }
        case .linkKeyRequestReply:
            return parameters.address(at: 0).map { .linkKeyStored(peer: $0) }
        default:
            return nil
        }
    }
}

extension HCIEvent {
    /// What the event says about an encryption's keys, if anything.
    package var keyAction: HCIKeyAction? {
        if code == .leMeta, parameters[checked: 0] == LESubeventCode.longTermKeyRequest.rawValue {
            let p = parameters
            // Subevent_Code, Connection_Handle, Random_Number (8 octets), Encrypted_Diversifier.
            guard let handle = p.u16le(at: 1) else { return nil }
            return .encryptionRequested(handle: handle & 0x0FFF, rand: p.uintLE(at: 3, width: 8), ediv: p.u16le(at: 11))
        }
        if code == .linkKeyNotification { return parameters.address(at: 0).map { .linkKeyMade(peer: $0) } }
        return nil
    }
}
