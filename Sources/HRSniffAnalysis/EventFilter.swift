import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// Keeps the events of chosen connections, peers and attributes (`live --connection`, `--peer`, `--uuid`).
///
/// With no criterion every event passes. Otherwise an event passes when it belongs to a connection that
/// matches (its number is one of `connections`, its peer one of `peers`) and, when `uuids` is set, it concerns
/// one of those attributes: an ATT PDU or GATT procedure whose attribute, characteristic or service has the
/// UUID. Connection events without an attribute (connect, MTU, parameters, disconnect, attribute tables,
/// summaries) pass the UUID criterion; events of no connection (commands, advertising, adapter records) do
/// not pass any criterion. Diagnostics always pass.
public struct EventFilter: Sendable {
    public var connections: Set<Int> = []
    public var peers: Set<BluetoothAddress> = []
    public var uuids: Set<BluetoothUUID> = []
    /// Peers of open connections by number, for GATT procedures (which carry only the number); bounded.
    private var peerOf: [Int: BluetoothAddress] = [:]
    static let maximumRemembered = 4096

    public init(connections: Set<Int> = [], peers: Set<BluetoothAddress> = [], uuids: Set<BluetoothUUID> = []) {
        self.connections = connections
        self.peers = peers
        self.uuids = uuids
    }

    public var isEmpty: Bool { connections.isEmpty && peers.isEmpty && uuids.isEmpty }

    /// "AA:BB:CC:DD:EE:FF" (or with dashes), case-insensitive.
    public static func address(_ text: String) -> BluetoothAddress? {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "-" })
        guard parts.count == 6 else { return nil }
        var value: UInt64 = 0
        for part in parts {
            guard part.count == 2, let byte = UInt8(part, radix: 16) else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return BluetoothAddress(rawValue: value)
    }

    /// True when `event` is to be shown.
    public mutating func allows(_ event: Event) -> Bool {
        let info = Self.connection(of: event)
        if let info, let peer = info.peer {
            if peerOf.count >= Self.maximumRemembered && peerOf[info.id] == nil { peerOf.removeAll() }
            peerOf[info.id] = peer
        }
        let allowed = decide(event, info)
        if case .connectionEnd(let ended, _) = event.payload { peerOf[ended.id] = nil }
        return allowed
    }

    private func decide(_ event: Event, _ info: ConnectionInfo?) -> Bool {
        guard !isEmpty else { return true }
        if case .diagnostic = event.payload { return true }
        let id: Int
        var peer: BluetoothAddress?
        if let info {
            id = info.id
            peer = info.peer
        } else if case .gatt(let p) = event.payload {
            id = p.connection
            peer = peerOf[id]
        } else {
            return false
        }
        if !connections.isEmpty && !connections.contains(id) { return false }
        if !peers.isEmpty {
            guard let peer, peers.contains(peer) else { return false }
        }
        guard !uuids.isEmpty else { return true }
        switch event.payload {
        case .att(let m):
            return m.attribute.map(matches) ?? false
        case .gatt(let p):
            return Self.attributes(of: p).contains(where: matches)
        case .l2cap, .signalling, .smp, .acl:
            return false
        default:
            return true
        }
    }

    private func matches(_ ref: AttributeRef) -> Bool {
        [ref.uuid, ref.characteristicUUID, ref.serviceUUID].contains { $0.map(uuids.contains) ?? false }
    }

    static func attributes(of p: DecodedProcedure) -> [AttributeRef] {
        switch p.kind {
        case .read(let ref, _, _), .write(let ref, _, _), .notification(let ref, _), .indication(let ref, _):
            return [ref]
        case .readMultiple(let values, _):
            return values.map(\.0)
        case .subscription(let ref, let characteristic, _, _):
            return [ref] + (characteristic.map { [$0] } ?? [])
        case .error(_, let ref, _):
            return ref.map { [$0] } ?? []
        case .discovery(_, _, _, let within):
            return within.map { [$0] } ?? []
        case .mtuExchange, .serviceChanged, .writeCancelled:
            return []
        }
    }

    /// The connection an event belongs to, when it says.
    static func connection(of event: Event) -> ConnectionInfo? {
        switch event.payload {
        case .command(_, _, let c), .event(_, _, let c): c
        case .connectionFound(let c), .gattTable(let c, _), .gattOpen(let c, _), .connectionEnd(let c, _): c
        case .acl(_, _, _, let c), .l2cap(_, _, let c), .signalling(_, _, _, let c), .smp(_, _, _, let c): c
        case .att(let m): m.connection
        default: nil
        }
    }
}
