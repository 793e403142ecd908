import HRSniffBytes
import HRSniffHCI

// The channel dispatch and the signalling bookkeeping of one ACL connection, as a state machine that returns
// what happened instead of calling out: the pipeline maps each action to the next layer and to events.

/// Where a complete L2CAP PDU goes, by its channel (Core Vol 3 Part A §2.1) and, on a dynamic channel, by the PSM
/// of the signalling that opened it.
public enum L2CAPRoute: Equatable, Sendable {
    /// Signalling commands on the BR/EDR (0x0001) or LE (0x0005) signalling channel. A PDU the capture cut goes
    /// here only when every command it holds is whole.
    case signalling
    /// The Security Manager Protocol: LE on CID 0x0006, BR/EDR on 0x0007 (Core Vol 3 Part H §3). `whole` is false
    /// for a PDU the capture cut.
    case securityManager(whole: Bool)
    /// ATT: the LE fixed channel, an enhanced ATT bearer or ATT over BR/EDR (`L2CAPPDU.carriesATT`), whole or cut.
    case att
    /// Any other channel or protocol: the PDU as it is.
    case other
}

extension L2CAPPDU {
    /// The protocol the PDU is for.
    @inlinable public var route: L2CAPRoute {
        if carriesATT { return .att }
        switch channel {
        case .signaling, .leSignaling:
            return isCut ? wholeSignalling : .signalling
        case .smp, .brEdrSMP:
            return .securityManager(whole: !isCut)
        default:
            return .other
        }
    }

    /// Signalling the capture cut: decoded only when every command it holds is whole.
    @usableFromInline var wholeSignalling: L2CAPRoute {
        for result in L2CAPSignalCommands(payload, le: channel == .leSignaling) {
            if case .failure = result { return .other }
        }
        return .signalling
    }

    /// The ATT_MTU of the enhanced ATT bearer the PDU travelled on (see `L2CAPConnection.enhancedATTMTU`); nil on
    /// any other channel.
    @inlinable public var enhancedATTMTU: UInt16? {
        protocolMultiplexer == .eatt ? mtu.map(L2CAPConnection.enhancedATTMTU) : nil
    }
}

/// What one signalling command did to the channels of its connection, in the order it happened. The diagnostics
/// and effects of a command come before the command itself, so that a warning precedes what it explains.
public enum L2CAPSignalAction: Equatable, Sendable {
    /// A command of the frame, decoded or not.
    case command(L2CAPSignalCommandResult)
    /// A response opened a dynamic channel (Core Vol 3 Part A §4.3, §4.25, §4.26): its PSM, its bearer (see
    /// `L2CAPPDU.bearer`) and, for a credit-based channel whose request and response both gave an MTU, the smaller
    /// of the two.
    case channelOpened(psm: L2CAPPSM, bearer: UInt16, mtu: UInt16?)
    /// A Disconnection Request (§4.6) closed the channel with these endpoints (at the receiver of the request, and
    /// at its sender).
    case channelClosed(destination: L2CAPChannelID, source: L2CAPChannelID)
    /// A successful Credit Based Reconfigure (§4.27) changed the MTU of a channel: the new smaller of its two ends'.
    case mtuChanged(psm: L2CAPPSM, bearer: UInt16, mtu: UInt16)
    /// An enhanced ATT bearer opened or reconfigured, with its ATT_MTU (Core Vol 3 Part G §5.3.1).
    case enhancedATTBearer(bearer: UInt16, attMTU: UInt16)
    /// Something the capture shows to be wrong or missing.
    case diagnostic(Diagnostic)
}

extension L2CAPConnection {
    /// The ATT_MTU of an enhanced ATT bearer whose two ends gave `mtu` as the smaller MTU: as given (Core Vol 3
    /// Part G §5.3.1), but never below the LE default of 23 that any ATT bearer allows.
    @inlinable public static func enhancedATTMTU(_ mtu: UInt16) -> UInt16 { max(23, mtu) }

    /// The smallest MTU an enhanced ATT bearer allows (Core Vol 3 Part G §5.3.1).
    public static let minimumEnhancedATTMTU: UInt16 = 64

    /// Follows the signalling PDU `pdu` (on CID 0x0001 or 0x0005) sent in `direction`: each command, what it did
    /// to the connection's channels, and what is wrong with it, appended to `actions` in order. `connection` is
    /// the connection's number, for the diagnostics.
    public mutating func signalling(
        _ pdu: L2CAPPDU, direction: Direction, frame: Int, connection: Int, into actions: inout [L2CAPSignalAction]
    ) {
        for result in L2CAPSignalCommands(pdu.payload, le: pdu.channel == .leSignaling) {
            switch result {
            case .success(let command):
                signal(command, direction: direction, frame: frame, connection: connection, into: &actions)
            case .failure(let error):
                actions.append(.diagnostic(Diagnostic(
                    frame: frame, .warning, .l2cap, error.diagnosticCode, "\(error)")))
            }
            actions.append(.command(result))
        }
    }

    /// Follows one signalling command: channel set-up and tear-down, so that dynamic channels (EATT, ATT over
    /// BR/EDR) are decoded, and the MTU rules of enhanced ATT bearers.
    public mutating func signal(
        _ command: L2CAPSignalCommand, direction: Direction, frame: Int, connection: Int,
        into actions: inout [L2CAPSignalAction]
    ) {
        let id = command.identifier
        switch command.signal {
        case .connectionRequest(let psm, let source):
            requested(direction: direction, identifier: id, psm: psm, sourceCIDs: [source.rawValue], creditBased: false)
        case .connectionResponse(let destination, _, let result, _):
            // Result 0x0001 "pending": the final response follows with the same identifier.
            guard result != .pending else { break }
            let opened = respond(direction: direction, identifier: id, destinationCIDs: [destination.rawValue],
                                 success: result == .successful, mtu: nil, frame: frame, into: &actions)
            channelsOpened(opened, responseMTU: nil, what: command.code.name, frame: frame, into: &actions)
        case .leCreditBasedConnectionRequest(let spsm, let source, let mtu, _, _):
            requested(direction: direction, identifier: id, psm: spsm, sourceCIDs: [source.rawValue],
                      creditBased: true, mtu: mtu)
            checkEnhancedATTMTU(mtu, psm: spsm, what: command.code.name, frame: frame, into: &actions)
        case .leCreditBasedConnectionResponse(let destination, let mtu, _, _, let result):
            let opened = respond(direction: direction, identifier: id, destinationCIDs: [destination.rawValue],
                                 success: result == .successful, mtu: mtu, frame: frame, into: &actions)
            channelsOpened(opened, responseMTU: mtu, what: command.code.name, frame: frame, into: &actions)
        case .creditBasedConnectionRequest(let spsm, let mtu, _, _, let sources):
            requested(direction: direction, identifier: id, psm: spsm, sourceCIDs: sources.map(\.rawValue),
                      creditBased: true, mtu: mtu)
            checkEnhancedATTMTU(mtu, psm: spsm, what: command.code.name, frame: frame, into: &actions)
        case .creditBasedConnectionResponse(let mtu, _, _, _, let destinations):
            // Channels refused one by one carry destination CID 0 (Core Vol 3 Part A §4.26): the others open
            // even when the result reports a partial refusal.
            let cids = destinations.map(\.rawValue)
            let opened = respond(direction: direction, identifier: id, destinationCIDs: cids,
                                 success: cids.contains { $0 != 0 }, mtu: mtu, frame: frame, into: &actions)
            channelsOpened(opened, responseMTU: mtu, what: command.code.name, frame: frame, into: &actions)
        case .creditBasedReconfigureRequest(let mtu, _, let cids):
            let named = reconfigureRequested(direction: direction, identifier: id, mtu: mtu, cids: cids.map(\.rawValue))
            for channel in named where mtu < channel.previousMTU {
                actions.append(.diagnostic(Diagnostic(
                    frame: frame, .warning, .l2cap, "l2cap_mtu_decreased",
                    "connection \(connection): Credit Based Reconfigure Request lowers the MTU of channel 0x"
                        + String(channel.bearer, radix: 16) + " from \(channel.previousMTU) to \(mtu); the MTU of a "
                        + "channel may only grow (Core Vol 3 Part A §4.27)")))
            }
            if named.contains(where: { $0.psm == .eatt }) {
                checkEnhancedATTMTU(mtu, psm: .eatt, what: command.code.name, frame: frame, into: &actions)
            }
        case .creditBasedReconfigureResponse(let result):
            let changed = reconfigureResponded(direction: direction, identifier: id, success: result == .successful)
            for channel in changed {
                actions.append(.mtuChanged(psm: channel.psm, bearer: channel.bearer, mtu: channel.mtu))
                if channel.psm == .eatt {
                    actions.append(.enhancedATTBearer(bearer: channel.bearer, attMTU: Self.enhancedATTMTU(channel.mtu)))
                }
            }
        case .disconnectionRequest(let destination, let source):
            disconnected(direction: direction, destinationCID: destination.rawValue, sourceCID: source.rawValue)
            actions.append(.channelClosed(destination: destination, source: source))
        default:
            break
        }
    }

    /// `responded`, with its diagnostics as actions.
    private mutating func respond(
        direction: Direction, identifier: UInt8, destinationCIDs: [UInt16], success: Bool, mtu: UInt16?, frame: Int,
        into actions: inout [L2CAPSignalAction]
    ) -> (psm: L2CAPPSM, bearers: [UInt16], mtu: UInt16?)? {
        var found: [Diagnostic] = []
        let opened = responded(direction: direction, identifier: identifier, destinationCIDs: destinationCIDs,
                               success: success, mtu: mtu, frame: frame, diagnostics: &found)
        for d in found { actions.append(.diagnostic(d)) }
        return opened
    }

    /// The channels a response opened; for enhanced ATT bearers, their ATT_MTU, after the check of the MTU the
    /// response gave.
    private func channelsOpened(
        _ opened: (psm: L2CAPPSM, bearers: [UInt16], mtu: UInt16?)?, responseMTU: UInt16?, what: String, frame: Int,
        into actions: inout [L2CAPSignalAction]
    ) {
        guard let opened else { return }
        for bearer in opened.bearers { actions.append(.channelOpened(psm: opened.psm, bearer: bearer, mtu: opened.mtu)) }
        guard opened.psm == .eatt, !opened.bearers.isEmpty, let mtu = opened.mtu, let responseMTU else { return }
        checkEnhancedATTMTU(responseMTU, psm: opened.psm, what: what, frame: frame, into: &actions)
        for bearer in opened.bearers {
            actions.append(.enhancedATTBearer(bearer: bearer, attMTU: Self.enhancedATTMTU(mtu)))
        }
    }

    /// Warns when an MTU given for an enhanced ATT bearer is below the 64 octets it needs (Core Vol 3 Part G
    /// §5.3.1).
    private func checkEnhancedATTMTU(
        _ mtu: UInt16, psm: L2CAPPSM, what: String, frame: Int, into actions: inout [L2CAPSignalAction]
    ) {
        guard psm == .eatt, mtu < Self.minimumEnhancedATTMTU else { return }
        actions.append(.diagnostic(Diagnostic(
            frame: frame, .warning, .l2cap, "eatt_mtu_too_small",
            "\(what) gives MTU \(mtu) for an enhanced ATT bearer, which needs at least 64 (Core Vol 3 Part G §5.3.1)")))
    }
}
