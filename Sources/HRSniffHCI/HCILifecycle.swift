import HRSniffBytes
import HRSniffCapture

/// What an HCI event did to the connections of a capture, as the connection lifecycle concludes it.
package enum HCILifecycleAction {
    /// A Connection Complete or LE (Enhanced) Connection Complete with status success (Core Vol 4 Part E §7.7.3,
    /// §7.7.65.1, §7.7.65.10): a connection on `key`. `reused`: the handle was already in use, and what it held.
    case opened(ConnectionKey, ConnectionComplete, reused: HCIHandleReuse?)
    /// A Connection Complete with an error status: the attempt it ends, cancelled or failed.
    case attemptEnded(ConnectionAttempt)
    /// A successful Disconnection Complete (§7.7.5): the connection on `key` ended, and who ended it.
    case closed(ConnectionKey, Disconnection)
    /// The Command Status of a Disconnect the controller accepted or rejected: the connection it was for.
    case disconnectAnswered(ConnectionKey)
    /// What the capture says of an adapter's controller changed (Read BD_ADDR, Read Local Version Information).
    case localController(LocalController)
}

/// What a Connection Complete found on its handle (Core Vol 4 Part E §5.3.1: a Connection_Handle names one
/// connection until its Disconnection Complete).
package enum HCIHandleReuse: Equatable, Sendable {
    /// A connection: its Connection Complete, or traffic that showed a connection open before the capture began.
    /// The capture holds no Disconnection Complete for it; it ends here.
    case withoutDisconnect
    /// A handle adopted from its ACL packets that carried nothing that parses: it was not a connection.
    case notConnection
}

/// What an ACL packet on a handle that no Connection Complete of the capture named is.
package enum HCIHandleAction: Equatable, Sendable {
    /// A handle a controller uses for its own logs (`ControllerLog.vendor(ofHandle:)`), not a connection.
    case controllerLog(vendor: String, kind: String)
    /// A connection open before the capture began, or a handle that is no connection: adopted, and a connection
    /// once `confirmed`.
    case adopted
}

/// What the pipeline follows of the HCI commands that make and end connections, per adapter: connection
/// attempts and their cancels, the Filter Accept List they may use, the Disconnect commands the controller
/// accepted, and the identity of the captured device's own controller. Bounded: a few entries per adapter.
package struct HCILifecycle {
    /// A connection attempt in progress: its command, and the cancel that followed it.
    package struct Attempt {
        package var command: HCIOpcode
        package var frame: Int
        package var peer: BluetoothAddress?
        package var peerType: LEAddressType?
        /// Initiator_Filter_Policy 1: the peer is any device on the Filter Accept List.
        package var usesAcceptList: Bool
        package var cancelFrame: Int?
    }

    /// LE attempts by adapter: a controller initiates one LE connection at a time (Core Vol 4 Part E §7.8.12).
    private var le: [UInt16: Attempt] = [:]
    /// BR/EDR attempts by adapter and peer address.
    private var classic: [AdapterAddress: Attempt] = [:]
    package static let maximumClassicAttempts = 64
    /// The Filter Accept List of each adapter, as the capture saw it changed (Core Vol 4 Part E §7.8.14–§7.8.17).
    private var acceptLists: [UInt16: [(address: BluetoothAddress, type: LEAddressType)]] = [:]
    /// Adapters whose list the capture saw emptied (Reset, Clear) and every change after: the list is exact.
    private var acceptListComplete: Set<UInt16> = []
    package static let maximumAcceptList = 64
    /// The last change of the Filter Accept List sent, per adapter, applied when its Command Complete succeeds.
    private var acceptListChange: [UInt16: (opcode: HCIOpcode, entry: (BluetoothAddress, LEAddressType)?)] = [:]
    /// Disconnect commands sent and not rejected, by connection key: their frame and the reason given the peer.
    private var disconnects: [ConnectionKey: (frame: Int, reason: HCIErrorCode?)] = [:]
    /// Disconnect commands awaiting their Command Status, in the order sent, per adapter (the event does not
    /// name the handle; a controller answers commands in order).
    private var awaitingStatus: [UInt16: [ConnectionKey]] = [:]
    package static let maximumAwaiting = 64
    package static let maximumDisconnects = 4096
    /// What the capture said about each adapter's controller.
    package private(set) var local: [UInt16: LocalController] = [:]
    /// The handles in use, by connection key: named by a Connection Complete (true), or adopted from their ACL
    /// packets (true once confirmed a connection, false before). A handle leaves with its Disconnection Complete, or
    /// when the pipeline stops following it (`forget`).
    private var handles: [ConnectionKey: Bool] = [:]
    package static let maximumHandles = 8192

    package init() {}

    package static let maximumAdapters = 64

    // MARK: Commands

    /// Follows a command the host sent.
    package mutating func command(_ c: HCICommand, adapter: UInt16, frame: Int) {
        let p = c.parameters
        if le.count >= Self.maximumAdapters, le[adapter] == nil { le.removeAll() }
        switch c.opcode {
        case .disconnect: // §7.1.6: Connection_Handle, Reason
            if let handle = c.connectionHandle {
                disconnectSent(key: ConnectionKey(adapter: adapter, handle: handle), adapter: adapter,
                               reason: p[checked: 2].map(HCIErrorCode.init(rawValue:)), frame: frame)
            }
        case .leCreateConnection: // §7.8.12
            le[adapter] = Attempt(
                command: c.opcode, frame: frame, peer: p.address(at: 6), peerType: p[checked: 5].map(LEAddressType.init),
                usesAcceptList: p[checked: 4] == 1)
        case .leExtendedCreateConnection: // §7.8.66
            le[adapter] = Attempt(
                command: c.opcode, frame: frame, peer: p.address(at: 3), peerType: p[checked: 2].map(LEAddressType.init),
                usesAcceptList: p[checked: 0] == 1)
        case .leExtendedCreateConnectionV2: // Advertising_Handle and Subevent come first
            le[adapter] = Attempt(
                command: c.opcode, frame: frame, peer: p.address(at: 5), peerType: p[checked: 4].map(LEAddressType.init),
                usesAcceptList: p[checked: 2] == 1)
        case .leCreateConnectionCancel: // §7.8.13
            le[adapter]?.cancelFrame = frame
        case .createConnection: // §7.1.5
            guard let address = p.address(at: 0) else { break }
            if classic.count >= Self.maximumClassicAttempts { classic.removeAll() }
            classic[AdapterAddress(adapter, address)] = Attempt(
                command: c.opcode, frame: frame, peer: address, peerType: nil, usesAcceptList: false)
        case .createConnectionCancel: // §7.1.7
            if let address = p.address(at: 0) { classic[AdapterAddress(adapter, address)]?.cancelFrame = frame }
        case .leClearFilterAcceptList: // §7.8.15
            acceptListChange[adapter] = (c.opcode, nil)
        case .leAddDeviceToFilterAcceptList, .leRemoveDeviceFromFilterAcceptList: // §7.8.16, §7.8.17
            if let type = p[checked: 0], let address = p.address(at: 1) {
                acceptListChange[adapter] = (c.opcode, (address, LEAddressType(rawValue: type)))
            }
        default:
            break
        }
    }

    /// Notes a Disconnect command (§7.1.6) for the connection `key`.
    private mutating func disconnectSent(key: ConnectionKey, adapter: UInt16, reason: HCIErrorCode?, frame: Int) {
        if disconnects.count >= Self.maximumDisconnects, disconnects[key] == nil { disconnects.removeAll() }
        disconnects[key] = (frame, reason)
        var queue = awaitingStatus[adapter] ?? []
        if queue.count >= Self.maximumAwaiting { queue.removeFirst() }
        queue.append(key)
        awaitingStatus[adapter] = queue
    }

    /// Follows the Command Status or Command Complete of `opcode`. For a Disconnect: the connection key it answers,
    /// which the controller rejected when `status` is an error (the command then ends nothing).
    private mutating func commandResult(_ opcode: HCIOpcode, status: HCIErrorCode?, adapter: UInt16,
                                returnParameters: Bytes?) -> (disconnectKey: ConnectionKey?, local: LocalController?) {
        let ok = status?.rawValue == 0
        switch opcode {
        case .disconnect:
            guard var queue = awaitingStatus[adapter], !queue.isEmpty else { return (nil, nil) }
            let key = queue.removeFirst()
            awaitingStatus[adapter] = queue
            if !ok { disconnects[key] = nil }
            return (key, nil)
        case .leCreateConnection, .leExtendedCreateConnection, .leExtendedCreateConnectionV2:
            // A refused command starts no attempt: no Connection Complete follows.
            if !ok { le[adapter] = nil }
        case .reset: // §7.3.2: empties the Filter Accept List
            if ok {
                acceptLists[adapter] = nil
                if acceptListComplete.count < Self.maximumAdapters { acceptListComplete.insert(adapter) }
                le[adapter] = nil
            }
        case .leClearFilterAcceptList, .leAddDeviceToFilterAcceptList, .leRemoveDeviceFromFilterAcceptList:
            guard let change = acceptListChange.removeValue(forKey: adapter), change.opcode == opcode, ok
            else { break }
            var list = acceptLists[adapter] ?? []
            switch (change.opcode, change.entry) {
            case (.leAddDeviceToFilterAcceptList, let entry?):
                if !list.contains(where: { $0.address == entry.0 && $0.type == entry.1 }) {
                    if list.count < Self.maximumAcceptList {
                        list.append((entry.0, entry.1))
                    } else {
                        acceptListComplete.remove(adapter)
                    }
                }
            case (.leRemoveDeviceFromFilterAcceptList, let entry?):
                list.removeAll { $0.address == entry.0 && $0.type == entry.1 }
            default:
                list.removeAll()
                if acceptListComplete.count < Self.maximumAdapters { acceptListComplete.insert(adapter) }
            }
            if acceptLists[adapter] != nil || acceptLists.count < Self.maximumAdapters { acceptLists[adapter] = list }
        case .readBDADDR: // §7.4.6: Status, BD_ADDR
            guard ok, let address = returnParameters?.address(at: 1) else { break }
            return (nil, learn(adapter, source: .readBDADDR) { $0.address = address })
        case .readLocalVersionInformation: // §7.4.1: Status, HCI_Version, HCI_Subversion, LMP_Version,
            // Company_Identifier, LMP_Subversion
            guard ok, let r = returnParameters, let lmp = r[checked: 4], let company = r.u16le(at: 5),
                  let subversion = r.u16le(at: 7)
            else { break }
            let version = ControllerVersion(version: lmp, company: company, subversion: subversion)
            return (nil, learn(adapter, source: .readLocalVersion) { $0.version = version })
        default:
            break
        }
        return (nil, nil)
    }

    /// Records what a source says of an adapter's controller; the new state when it changed anything.
    package mutating func learn(_ adapter: UInt16, source: LocalController.Source,
                        _ change: (inout LocalController) -> Void) -> LocalController? {
        guard local[adapter] != nil || local.count < Self.maximumAdapters else { return nil }
        var known = local[adapter] ?? LocalController(adapter: adapter, source: source)
        let before = known
        change(&known)
        guard known.address != before.address || known.version != before.version else { return nil }
        known.source = source
        local[adapter] = known
        return known
    }

    // MARK: Connection Complete and Disconnection Complete

    /// Follows an event of `adapter`: what it did to a connection, if anything.
    package mutating func event(_ event: HCIEvent, adapter: UInt16, frame: Int, time: Timestamp) -> HCILifecycleAction? {
        switch event.detail {
        case .connectionComplete(let complete):
            let key = ConnectionKey(adapter: adapter, handle: complete.handle)
            let attempt = connectionComplete(complete, adapter: adapter, key: key, frame: frame, time: time)
            guard complete.status.rawValue == 0 else { return attempt.map(HCILifecycleAction.attemptEnded) }
            let reused = handles[key].map { $0 ? HCIHandleReuse.withoutDisconnect : .notConnection }
            use(key, connection: true)
            return .opened(key, complete, reused: reused)
        case .disconnectionComplete(let status, let handle, let reason):
            let key = ConnectionKey(adapter: adapter, handle: handle)
            guard status.rawValue == 0 else {
                disconnectFailed(key: key)
                return nil
            }
            handles[key] = nil
            return .closed(key, disconnected(key: key, reason: reason))
        case .commandStatus(let status, let opcode):
            return commandResult(opcode, status: status, adapter: adapter, returnParameters: nil)
                .disconnectKey.map(HCILifecycleAction.disconnectAnswered)
        case .commandComplete(let opcode, let status, let returnParameters):
            let result = commandResult(opcode, status: status, adapter: adapter, returnParameters: returnParameters)
            if let key = result.disconnectKey { return .disconnectAnswered(key) }
            return result.local.map(HCILifecycleAction.localController)
        default:
            return nil
        }
    }

    /// A Connection Complete of `adapter`: ends the attempt it answers. For an error status, what became of the
    /// attempt.
    private mutating func connectionComplete(_ c: ConnectionComplete, adapter: UInt16, key: ConnectionKey, frame: Int,
                                     time: Timestamp) -> ConnectionAttempt? {
        let attempt: Attempt?
        if c.isLE {
            attempt = le.removeValue(forKey: adapter)
        } else {
            attempt = classic.removeValue(forKey: AdapterAddress(adapter, c.peer))
        }
        if c.status.rawValue == 0 {
            // A Disconnect sent for an earlier connection on this handle that never completed ends nothing here.
            disconnects[key] = nil
            return nil
        }
        // Status Unknown Connection Identifier (0x02) is how the controller ends an attempt the host cancelled:
        // LE Create Connection Cancel (§7.8.13), Create Connection Cancel (§7.1.7). An LE controller gives it for
        // nothing else, so it says "cancelled" even when the capture missed the cancel command.
        let cancelled = c.status.rawValue == 0x02 && (attempt?.cancelFrame != nil || c.isLE)
        let eventNamesPeer = c.peer.rawValue != 0
        var result = ConnectionAttempt(
            outcome: cancelled ? .cancelled : .failed, status: c.status,
            peer: eventNamesPeer ? c.peer : attempt?.peer, peerType: eventNamesPeer ? c.peerType : attempt?.peerType,
            acceptList: nil, isLE: c.isLE, command: attempt?.command, commandFrame: attempt?.frame,
            cancelFrame: attempt?.cancelFrame, frame: frame, time: time)
        if !eventNamesPeer, attempt?.usesAcceptList == true {
            result.acceptList = acceptLists[adapter] ?? []
            result.acceptListComplete = acceptListComplete.contains(adapter)
            result.peer = nil
            result.peerType = nil
        }
        return result
    }

    /// A successful Disconnection Complete for the connection `key`: who ended it.
    private mutating func disconnected(key: ConnectionKey, reason: HCIErrorCode) -> Disconnection {
        let command = disconnects.removeValue(forKey: key)
        return Disconnection(reason: reason, initiator: DisconnectInitiator(reason: reason),
                             commandFrame: command?.frame, commandReason: command?.reason)
    }

    /// A Disconnection Complete with an error status: the disconnect failed, the connection goes on.
    private mutating func disconnectFailed(key: ConnectionKey) {
        disconnects[key] = nil
    }

    // MARK: Handles without a Connection Complete

    /// An ACL packet on the handle `key` that no Connection Complete of the capture named (nor an earlier packet):
    /// a controller's log handle, or a handle adopted (a connection open before the capture began, once its
    /// traffic parses: `confirmed`).
    package mutating func unknownHandle(_ key: ConnectionKey) -> HCIHandleAction {
        if let handle = key.handle, let log = ControllerLog.vendor(ofHandle: handle) {
            return .controllerLog(vendor: log.vendor, kind: log.kind)
        }
        use(key, connection: false)
        return .adopted
    }

    /// The adopted handle `key` carried something that parses: it is a connection.
    package mutating func confirmed(_ key: ConnectionKey) {
        if handles[key] != nil { handles[key] = true }
    }

    /// The pipeline no longer follows the connection on `key` (too many open at once): a Connection Complete on
    /// its handle finds it free.
    package mutating func forget(_ key: ConnectionKey) {
        handles[key] = nil
    }

    /// The adapter went away (the monitor's Close Index or Delete Index): its handles end with it, and a re-added
    /// adapter numbers its handles anew.
    package mutating func adapterGone(_ adapter: UInt16) {
        handles = handles.filter { $0.key.adapter != adapter }
    }

    private mutating func use(_ key: ConnectionKey, connection: Bool) {
        if handles.count >= Self.maximumHandles, handles[key] == nil { handles.removeAll() }
        handles[key] = connection
    }
}
