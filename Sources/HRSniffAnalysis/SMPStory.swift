import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// How the story tells SMP PDUs: who sent them, as the connection names its sides.
extension SMP {
    /// Who sent an SMP PDU, as the story names the sides: the central or the peripheral in an air capture; this
    /// device or the peer in an HCI capture, with its role when the capture gives it. The central is the pairing's
    /// initiator and the peripheral its responder (Core Vol 3 Part H §2.3).
    public static func sender(_ direction: Direction, _ connection: ConnectionInfo) -> String {
        if connection.linkLayer != nil {
            switch direction {
            case .sent: return "central"
            case .received: return "peripheral"
            case .unknown: return "either side"
            }
        }
        let role = connection.role
        switch direction {
        case .sent: return "this device" + (role.map { " (\($0.rawValue))" } ?? "")
        case .received:
            let peerRole: Role? = role.map { $0 == .central ? .peripheral : .central }
            return "peer" + (peerRole.map { " (\($0.rawValue))" } ?? "")
        case .unknown: return "either side"
        }
    }

    /// The possessive of the sender: "the peripheral's", "this device's", "the peer's".
    static func possessive(_ direction: Direction, _ connection: ConnectionInfo) -> String {
        switch (direction, connection.linkLayer != nil) {
        case (.sent, true): "the central's"
        case (.received, true): "the peripheral's"
        case (.sent, false): "this device's"
        case (.received, false): "the peer's"
        case (.unknown, _): "the sender's"
        }
    }

    /// The story's line for an SMP PDU, its sender first: "central: SMP Pairing Request: …". An Identity Address
    /// Information carries its sender's own identity address (§3.6.4), and says so.
    public static func line(_ pdu: Bytes, direction: Direction, connection: ConnectionInfo) -> String {
        var text = sender(direction, connection) + ": SMP "
        if let decoded = try? SMPPDU.parse(pdu), case .identityAddressInformation = decoded {
            text += decoded.code.name + ": " + possessive(direction, connection) + " identity address, "
                + decoded.identityAddress
        } else {
            text += summary(pdu)
        }
        return text
    }
}
