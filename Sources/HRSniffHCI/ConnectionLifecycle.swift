import HRSniffBytes
import HRSniffCapture

/// A controller's version information: the LMP or Link Layer version, the company that made it and its
/// subversion, as Read Remote Version Information Complete (Core Vol 4 Part E §7.7.12) reports it of the peer and
/// Read Local Version Information (§7.4.1) of the captured device's own controller.
public struct ControllerVersion: Sendable, Equatable {
    /// LMP or Link Layer version (Assigned Numbers §2.1: 6 is 4.0, 9 is 5.0, 12 is 5.3, …).
    public var version: UInt8
    /// Company identifier (Assigned Numbers §7).
    public var company: UInt16
    public var subversion: UInt16

    public init(version: UInt8, company: UInt16, subversion: UInt16) {
        self.version = version
        self.company = company
        self.subversion = subversion
    }

    /// The Core Specification version of each LMP and Link Layer version number (Assigned Numbers §2.1; HCI
    /// Version and LL_VERSION_IND's VersNr use the same numbers): the one table of them.
    package static let coreVersions = ["1.0b", "1.1", "1.2", "2.0", "2.1", "3.0", "4.0", "4.1", "4.2", "5.0", "5.1", "5.2", "5.3",
                               "5.4", "6.0", "6.1"]

    /// "5.3" for version 12; nil for a number the table does not know.
    public static func coreVersion(_ v: UInt8) -> String? {
        Int(v) < coreVersions.count ? coreVersions[Int(v)] : nil
    }

    /// "Bluetooth 4.2" for version 8, the number for versions this table does not know.
    public static func versionName(_ v: UInt8) -> String {
        coreVersion(v).map { "Bluetooth \($0)" } ?? "version \(v)"
    }

    /// "Bluetooth 4.2 (8)", with its number; "version 200" for a number the table does not know (said once).
    public static func versionText(_ v: UInt8) -> String {
        coreVersion(v).map { "Bluetooth \($0) (\(v))" } ?? "version \(v)"
    }

    public var versionName: String { Self.versionName(version) }

    package static func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}

/// What the capture says about the captured device's own controller (an adapter): its public address and its
/// version, and where each came from.
public struct LocalController: Sendable, Equatable {
    public enum Source: String, Sendable {
        /// Read BD_ADDR's Command Complete (Core Vol 4 Part E §7.4.6).
        case readBDADDR = "read_bd_addr"
        /// Read Local Version Information's Command Complete (Core Vol 4 Part E §7.4.1).
        case readLocalVersion = "read_local_version"
        /// A Linux monitor New Index or Index Info record (btmon).
        case monitorIndex = "monitor_index"
        /// The "Address:" note PacketLogger writes when logging starts.
        case packetLoggerNote = "packetlogger_note"
    }

    public var adapter: UInt16
    /// The controller's public address (BD_ADDR), when known. An LE connection may use another (random) address.
    public var address: BluetoothAddress?
    public var version: ControllerVersion?
    /// Where the last fact came from.
    public var source: Source

    public init(adapter: UInt16, address: BluetoothAddress? = nil, version: ControllerVersion? = nil, source: Source) {
        self.adapter = adapter
        self.address = address
        self.version = version
        self.source = source
    }
}

/// Who ended a connection, as the reason of its Disconnection Complete says (Core Vol 4 Part E §7.1.6 and §7.7.5):
/// a host that disconnects gives the peer one of the reasons HCI_Disconnect allows (0x05, 0x13–0x15, 0x1A, 0x29,
/// 0x3B) and its own controller reports Connection Terminated By Local Host (0x16); the other reasons end a link
/// that neither host ended (a supervision timeout, a failed establishment, a MIC failure, …).
public enum DisconnectInitiator: String, Sendable {
    /// The captured device's host: reason 0x16.
    case thisDevice = "this_device"
    /// The peer's host: a reason HCI_Disconnect allows, which the peer sent.
    case peer
    /// Neither host: the controllers lost or refused the link.
    case link

    public init(reason: HCIErrorCode) {
        switch reason.rawValue {
        case 0x16: self = .thisDevice
        case 0x05, 0x13, 0x14, 0x15, 0x1A, 0x29, 0x3B: self = .peer
        default: self = .link
        }
    }
}

/// How a connection ended, as the pipeline concluded it.
public struct Disconnection: Sendable, Equatable {
    public var reason: HCIErrorCode
    public var initiator: DisconnectInitiator
    /// The HCI_Disconnect this device sent for the connection and the controller accepted, if any.
    public var commandFrame: Int?
    /// The reason that command gave the peer.
    public var commandReason: HCIErrorCode?

    public init(reason: HCIErrorCode, initiator: DisconnectInitiator, commandFrame: Int? = nil,
                commandReason: HCIErrorCode? = nil) {
        self.reason = reason
        self.initiator = initiator
        self.commandFrame = commandFrame
        self.commandReason = commandReason
    }
}

/// A connection attempt that did not make a connection: its Connection Complete (or LE (Enhanced) Connection
/// Complete) carried an error status.
public struct ConnectionAttempt: Sendable, Equatable {
    public enum Outcome: String, Sendable {
        /// This device cancelled it: LE Create Connection Cancel (Core Vol 4 Part E §7.8.13) or Create Connection
        /// Cancel (§7.1.7) preceded the Connection Complete, whose status is then Unknown Connection Identifier
        /// (0x02).
        case cancelled
        /// Any other error status.
        case failed
    }

    public var outcome: Outcome
    /// The status of the Connection Complete.
    public var status: HCIErrorCode
    /// The device the attempt was to: the command's peer address, or the address the event reports.
    public var peer: BluetoothAddress?
    public var peerType: LEAddressType?
    /// The attempt used the Filter Accept List (Initiator_Filter_Policy 1): the devices on it, as far as the
    /// capture saw them added.
    public var acceptList: [(address: BluetoothAddress, type: LEAddressType)]?
    public var isLE: Bool
    /// The command that began the attempt (LE Create Connection, LE Extended Create Connection, Create
    /// Connection) and its frame, when captured.
    public var command: HCIOpcode?
    public var commandFrame: Int?
    /// The cancel command's frame, when captured.
    public var cancelFrame: Int?
    /// The frame of the Connection Complete that ended it.
    public var frame: Int
    public var time: Timestamp

    public static func == (a: ConnectionAttempt, b: ConnectionAttempt) -> Bool {
        a.outcome == b.outcome && a.status == b.status && a.peer == b.peer && a.peerType == b.peerType
            && a.acceptList?.map(\.address) == b.acceptList?.map(\.address)
            && a.acceptListComplete == b.acceptListComplete && a.isLE == b.isLE
            && a.command == b.command && a.commandFrame == b.commandFrame && a.cancelFrame == b.cancelFrame
            && a.frame == b.frame && a.time == b.time
    }

    /// The Filter Accept List holds exactly `acceptList` (the capture saw it emptied, by Reset or Clear, and every
    /// change since); else it holds at least those.
    public var acceptListComplete = false

    /// "D0:BA:E4:B9:AC:19 (public)", "D0:BA:E4:BE:F4:57 (public, via the Filter Accept List)", or "an unknown
    /// device".
    public var target: String {
        if let list = acceptList {
            let shown = list.prefix(4).map { "\($0.address) (\($0.type.name))" }.joined(separator: ", ")
                + (list.count > 4 ? ", and \(list.count - 4) more" : "")
            if acceptListComplete {
                if list.count == 1, let only = list.first {
                    return "\(only.address) (\(only.type.name), via the Filter Accept List)"
                }
                return list.isEmpty ? "a device on the Filter Accept List (which the capture saw emptied)"
                    : "any of the \(list.count) devices on the Filter Accept List (\(shown))"
            }
            return list.isEmpty ? "a device on the Filter Accept List (its entries are not in the capture)"
                : "a device on the Filter Accept List (the capture saw \(shown) added)"
        }
        guard let peer else { return "an unknown device" }
        return peer.description + (peerType.map { " (\($0.name))" } ?? "")
    }
}

/// A packet on an ACL handle that a controller vendor uses for its own logs, not for a connection.
public struct ControllerLog {
    /// "Qualcomm".
    public var vendor: String
    /// What the vendor sends there ("debug log", "memory dump").
    public var kind: String
    public var handle: UInt16
    public var direction: Direction
    /// The ACL payload (after the 4-byte ACL header).
    public var data: Bytes

    package init(vendor: String, kind: String, handle: UInt16, direction: Direction, data: Bytes) {
        self.vendor = vendor
        self.kind = kind
        self.handle = handle
        self.direction = direction
        self.data = data
    }

    /// ACL handles controllers use for their own data (the handle with the packet boundary flags cleared):
    /// Qualcomm sends its debug log as ACL data on 0x0EDC (0x2EDC with packet boundary 0b10; Linux hci_qca's
    /// QCA_DEBUG_HANDLE) and its memory dumps on 0x0EDD (btusb's QCA_MEMDUMP_ACL_HANDLE). Such a handle is taken
    /// for a log only while no Connection Complete made it a connection.
    public static func vendor(ofHandle handle: UInt16) -> (vendor: String, kind: String)? {
        switch handle {
        case 0x0EDC: ("Qualcomm", "debug log")
        case 0x0EDD: ("Qualcomm", "memory dump")
        default: nil
        }
    }
}
