import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

extension Pipeline {
    /// HCI commands about the keys of an encryption (Core Vol 4 Part E): LE Enable Encryption (the central's host:
    /// Rand, EDIV, LTK, §7.8.24), LE Long Term Key Request Negative Reply (the peripheral's host has no key,
    /// §7.8.26); Link Key Request Reply (BR/EDR: a key stored from an earlier pairing, §7.1.10).
    mutating func securityCommand(_ command: HCICommand, adapter: UInt16, frame: Int) {
        if let action = command.keyAction { keys(action, adapter: adapter) }
    }

    /// HCI events about keys: LE Long Term Key Request (Rand and EDIV of the encryption the peer starts, Core Vol 4
    /// Part E §7.7.65.5) and Link Key Notification (BR/EDR: a key made by a pairing in this capture, §7.7.24).
    mutating func securityEvent(_ event: HCIEvent, adapter: UInt16, frame: Int) {
        if let action = event.keyAction { keys(action, adapter: adapter) }
    }

    /// What HCI said of the keys, to the connection's security follower.
    private mutating func keys(_ action: HCIKeyAction, adapter: UInt16) {
        switch action {
        case .encryptionRequested(let handle, let rand, let ediv):
            connections[ConnectionKey(adapter: adapter, handle: handle)]?.security.encryptionRequested(rand: rand, ediv: ediv)
        case .encryptionRefused(let handle):
            connections[ConnectionKey(adapter: adapter, handle: handle)]?.security.encryptionRefused()
        case .linkKeyStored(let peer):
            classicConnection(adapter, peer)?.security.linkKeyStored()
        case .linkKeyMade(let peer):
            classicConnection(adapter, peer)?.security.linkKeyMade()
        }
    }

    /// The open BR/EDR connection of `adapter` with `peer` (link keys are named by address, not handle).
    private func classicConnection(_ adapter: UInt16, _ peer: BluetoothAddress) -> ConnectionContext? {
        connections.values.first { $0.info.adapter == adapter && $0.info.peer == peer && $0.info.isLE != true }
    }

    /// Encryption starts on the connection (Encryption Change with encryption on, LL_START_ENC_REQ): which keys
    /// it can be using, as far as the capture proves.
    mutating func encryptionStarts(_ context: ConnectionContext, frame: Int) {
        let (keys, found) = context.security.encryptionStarts(
            frame: frame, connection: context.info.id, classic: context.info.isLE == false)
        context.info.encryptionKeys = keys
        diagnostics += found
    }
}
