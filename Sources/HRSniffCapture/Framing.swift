import HRSniffBytes

/// How the packet inside a record is framed; the container's own header is already removed.
public enum Framing: Sendable, Equatable {
    /// btsnoop datalink 1001 (H1): no packet-type byte; the record flags tell command, event or ACL and direction.
    case h1(flags: UInt32)
    /// H4 (btsnoop 1002, pcap DLT 201 and 187): the first byte is the HCI packet type.
    case h4(direction: Direction)
    /// Linux monitor (btsnoop 2001, pcap DLT 254): the opcode says what the payload is.
    case monitor(adapter: UInt16, opcode: UInt16)
    /// Apple PacketLogger: the record type says what the payload is.
    case packetLogger(type: UInt8)
    /// An LE link-layer packet from an air sniffer (pcap DLT 251, 256, 272, or PPI around DLT 147/251/256/272).
    case linkLayer(LinkLayerEncapsulation)
}

/// How an air sniffer wrapped the LE link-layer packets of a capture (the pcap link type, once a PPI header is
/// removed).
public enum LinkLayerEncapsulation: String, Sendable, Equatable {
    /// LINKTYPE_BLUETOOTH_LE_LL (251), and USER0 (147) inside PPI as Ubertooth and crackle write it: the packet
    /// alone (access address, header, payload, CRC).
    case raw
    /// LINKTYPE_BLUETOOTH_LE_LL_WITH_PHDR (256): a 10-byte little-endian pseudo-header, then the packet.
    case rf
    /// LINKTYPE_NORDIC_BLE (272): the nRF Sniffer's board and packet headers, then the packet.
    case nordic
    /// LINKTYPE_PPI (192): a Per-Packet Information header naming the link type inside (147 or 251 raw, 256, 272);
    /// Ubertooth adds its BTLE field (30006) with the channel frequency and a 100 ns clock.
    case ppi
}

/// The packet indicator of H4 framing (the UART transport, Core Vol 4 Part A §2): the first byte of a btsnoop 1002,
/// pcap DLT 201 or DLT 187 record says whether an HCI command, event, ACL, SCO or ISO packet follows.
public struct HCIPacketType: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    // Constants the compiler folds where they are compared (once per record), not globals initialised once and
    // read through an accessor.
    @inlinable public static var command: HCIPacketType { HCIPacketType(rawValue: 0x01) }
    @inlinable public static var acl: HCIPacketType { HCIPacketType(rawValue: 0x02) }
    @inlinable public static var sco: HCIPacketType { HCIPacketType(rawValue: 0x03) }
    @inlinable public static var event: HCIPacketType { HCIPacketType(rawValue: 0x04) }
    @inlinable public static var iso: HCIPacketType { HCIPacketType(rawValue: 0x05) }

    public var name: String {
        switch self {
        case .command: "Command"
        case .acl: "ACL"
        case .sco: "SCO"
        case .event: "Event"
        case .iso: "ISO"
        default: "Unknown packet type (0x\(String(rawValue, radix: 16)))"
        }
    }
}

/// The Linux monitor opcodes (BlueZ monitor protocol; the same numbers in btsnoop 2001 and pcap DLT 254): what a
/// monitor record holds. PacketLogger record types without an HCI meaning are carried as 0x01NN.
public struct MonitorOpcode: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt16
    @inlinable public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let newIndex = MonitorOpcode(rawValue: 0)
    public static let deleteIndex = MonitorOpcode(rawValue: 1)
    public static let commandPacket = MonitorOpcode(rawValue: 2)
    public static let eventPacket = MonitorOpcode(rawValue: 3)
    public static let aclTX = MonitorOpcode(rawValue: 4)
    public static let aclRX = MonitorOpcode(rawValue: 5)
    public static let scoTX = MonitorOpcode(rawValue: 6)
    public static let scoRX = MonitorOpcode(rawValue: 7)
    public static let openIndex = MonitorOpcode(rawValue: 8)
    public static let closeIndex = MonitorOpcode(rawValue: 9)
    public static let indexInfo = MonitorOpcode(rawValue: 10)
    public static let vendorDiagnostic = MonitorOpcode(rawValue: 11)
    public static let systemNote = MonitorOpcode(rawValue: 12)
    public static let userLogging = MonitorOpcode(rawValue: 13)
    public static let controlOpen = MonitorOpcode(rawValue: 14)
    public static let controlClose = MonitorOpcode(rawValue: 15)
    public static let controlCommand = MonitorOpcode(rawValue: 16)
    public static let controlEvent = MonitorOpcode(rawValue: 17)
    public static let isoTX = MonitorOpcode(rawValue: 18)
    public static let isoRX = MonitorOpcode(rawValue: 19)

    public var name: String {
        switch rawValue {
        case 0: "New Index"
        case 1: "Delete Index"
        case 2: "Command Packet"
        case 3: "Event Packet"
        case 4: "ACL TX Packet"
        case 5: "ACL RX Packet"
        case 6: "SCO TX Packet"
        case 7: "SCO RX Packet"
        case 8: "Open Index"
        case 9: "Close Index"
        case 10: "Index Info"
        case 11: "Vendor Diagnostic"
        case 12: "System Note"
        case 13: "User Logging"
        case 14: "Control Open"
        case 15: "Control Close"
        case 16: "Control Command"
        case 17: "Control Event"
        case 18: "ISO TX Packet"
        case 19: "ISO RX Packet"
        // PacketLogger record types without an HCI meaning are carried as 0x01NN (see HCIFrame.decode).
        case 0x010A: "PacketLogger LMP Sent"
        case 0x010B: "PacketLogger LMP Received"
        case 0x01F7: "PacketLogger Syslog"
        case 0x01F8: "PacketLogger Kernel"
        case 0x01F9: "PacketLogger Kernel Debug"
        case 0x01FA: "PacketLogger Error"
        case 0x01FB: "PacketLogger Power"
        case 0x01FD: "PacketLogger Config"
        case 0x01FE: "PacketLogger New Controller"
        case 0x0100 ... 0x01FF: "PacketLogger record type 0x" + String(rawValue & 0xFF, radix: 16, uppercase: true)
        default: "Unknown monitor opcode (\(rawValue))"
        }
    }
}

extension MonitorOpcode {
    /// PacketLogger text record kinds (0x01NN for record type NN), with a syslog priority: 3 error, 6 info, 7 debug.
    public static let packetLoggerText: [UInt16: (priority: UInt8, kind: String)] = [
        0x01F7: (6, "PacketLogger syslog"), 0x01F8: (6, "PacketLogger kernel"), 0x01F9: (7, "PacketLogger kernel debug"),
        0x01FA: (3, "PacketLogger error"), 0x01FB: (6, "PacketLogger power"), 0x01FE: (6, "PacketLogger new controller"),
    ]
}
