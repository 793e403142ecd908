import HRSniffBytes
import HRSniffCapture
import HRSniffHCI

/// What became of a link-layer packet of an air capture.
public enum LinkLayerPacketStatus: String, Sendable {
    /// Decoded (advertising and control PDUs), or passed to L2CAP (data).
    case ok
    case empty
    case retransmission
    case crcError = "crc_error"
    /// Encrypted and not decrypted by the capture: not readable.
    case encrypted
    /// A packet of a connection that already ended (the acknowledgement of LL_TERMINATE_IND).
    case afterTermination = "after_termination"
    /// A data packet too short for its header, or of a reserved LLID.
    case malformed
}

/// What one data channel packet did, as `LinkLayerDataChannel.packet` concludes it, in order. Exactly one of
/// `dropped`, `retransmission`, `control` and `l2cap` says what became of the packet itself; `terminated` follows
/// the `control` of an LL_TERMINATE_IND.
public enum LinkLayerDataAction: Equatable, Sendable {
    /// Something the capture shows to be wrong, or worth saying.
    case diagnostic(Diagnostic)
    /// Evidence that the capture lost a packet of the connection (for the layers above: an answer whose request
    /// the capture lacks is the sniffer's loss).
    case loss(SnifferLoss)
    /// The capture marks a CRC valid that is not the connection's (Core Vol 6 Part B §3.1.1): its records were
    /// written by a tool. Said once per connection; a capture says it once.
    case recordsNotAsOnAir(Diagnostic)
    /// The packet is flagged encrypted or decrypted by the sniffer: the link is encrypted.
    case linkEncrypted
    /// LL_CONNECTION_UPDATE_IND (§2.4.2.1): the connection's interval, latency and supervision timeout from its
    /// instant on.
    case connectionUpdate(interval: UInt16, latency: UInt16, timeout: UInt16)
    /// LL_ENC_REQ (§2.4.2.4): the Rand and EDIV of the key the central asks for.
    case encryptionRequested(rand: UInt64?, ediv: UInt16?)
    /// LL_START_ENC_REQ (§2.4.2.6): encryption starts.
    case encryptionStarted
    /// LL_REJECT_IND / LL_REJECT_EXT_IND (§2.4.2.14, §2.4.2.18): a request refused (an encryption request must
    /// be made again).
    case encryptionRefused
    /// The packet is not passed on: a CRC error, an empty PDU, an encrypted payload, a reserved LLID.
    case dropped(LinkLayerPacketStatus)
    /// The packet resends the previous one of its direction (§4.5.9), dropped. `firstCopy`: where the first copy's
    /// payload is in the records, when the two payloads are the same bytes and origins are tracked.
    case retransmission(firstCopy: ByteOrigin?)
    /// An LL control PDU (LLID 3), nil when it has no opcode (malformed).
    case control(LLControlPDU?)
    /// LL_TERMINATE_IND (§2.4.2.3) ended the connection: after its `control`.
    case terminated
    /// An L2CAP fragment for L2CAP (LLID 2 start, LLID 1 continuation). `lossSinceStart`: the capture lost packets
    /// of its direction since the last start it holds, so an L2CAP PDU broken there is the sniffer's loss.
    case l2cap(start: Bool, lossSinceStart: Bool)
}

/// The state machine of one connection's data physical channel in an air capture (Core Vol 6 Part B §2.4, §4.5.9,
/// §5.1): CRC, who sent each packet, the acknowledgement scheme and what the capture lost, retransmissions,
/// encryption, LL control. It takes a packet and appends what happened to a buffer of actions the caller reuses.
/// Bounded: a few numbers and the last payload of each direction, at most 255 bytes each.
public struct LinkLayerDataChannel: Sendable {
    /// Per direction (0 central, 1 peripheral): SN, LLID and payload of the last packet that passed its CRC.
    var lastSN: [UInt8?] = [nil, nil]
    var lastLLID: [UInt8] = [0, 0]
    var lastPayload: [[UInt8]] = [[], []]
    /// Per direction, when origins are tracked: where the last packet's payload is in the records.
    var lastOrigin: [ByteOrigin?] = [nil, nil]
    /// Per direction: the NESN of its last packet that passed its CRC, the SN the other side must send next
    /// (Core Vol 6 Part B §4.5.9).
    var lastNESN: [UInt8?] = [nil, nil]
    /// Per direction: the SNs (bit 1 << SN) of its packets the capture holds since the other side's NESN last
    /// changed, and the frame of one of its packets that failed its CRC in that time.
    var heldSince: [UInt8] = [0, 0]
    var damagedSince: [Int?] = [nil, nil]
    /// Per direction: changes of the other side's NESN since its last new packet (at most 2), and whether a loss
    /// of its packets was found since then.
    var acknowledgedSince: [UInt8] = [0, 0]
    var lossFoundSince: [Bool] = [false, false]
    /// Per direction: the frame of its last packet that passed its CRC, of its last packet that starts an L2CAP
    /// PDU, and of the latest evidence that the capture lost one of its packets.
    var lastFrame: [Int] = [0, 0]
    var lastStart: [Int] = [0, 0]
    var lastLoss: [Int] = [0, 0]
    /// The connection event counter of the last packet (nRF Sniffer).
    var lastEvent: UInt16?
    /// For direction inference: time (µs), air time and direction of the previous packet.
    public private(set) var lastTime: Int64?
    var lastClock: UInt32?
    var lastAirtime: Int64 = 0
    var lastDirection: Direction = .received
    /// LL_START_ENC_REQ seen: non-empty payloads after it are encrypted.
    var encryptionStarted = false
    var encryptionReported = false
    /// Per direction: a packet that could not be decrypted was passed on as a loss (once).
    var undecryptedReported: [Bool] = [false, false]
    /// The capture marks a packet CRC-valid whose CRC does not match the connection's CRCInit: its records were
    /// written by a tool, not received from the air (decided on the first `crcSamples` packets).
    public private(set) var rewritten = false
    var crcSamples = 0
    static let maximumCRCSamples = 32
    /// A CRCInit computed back from one packet, waiting for a second packet to agree.
    var crcCandidate: UInt32?

    public init() {}

    static func side(_ d: Direction) -> Int { d == .received ? 1 : 0 }

    /// Air time in µs of a packet of `bytes` bytes after the preamble (access address, header, payload, CRC).
    public static func airtime(bytes: Int, phy: UInt8?) -> Int64 {
        switch phy {
        case 1: Int64(bytes + 2) * 4
        case 2: Int64(bytes) * 64 + 376
        default: Int64(bytes + 1) * 8
        }
    }

    /// Follows one data channel packet of the connection `link` (whose counts, CRCInit and encryption it
    /// updates), appending what happened to `actions` in order, and returns who sent it (the sniffer's direction,
    /// or one inferred from timing and the acknowledgement bits). `connection` is the connection's number, for
    /// the diagnostics; `origin` where the payload is in the records, when origins are tracked.
    public mutating func packet(
        _ packet: LinkLayerPacket, meta: LinkLayerMeta, frame: Int, time: Timestamp, connection: Int,
        origin: ByteOrigin?, link: inout LinkLayerConnection, into actions: inout [LinkLayerDataAction]
    ) -> Direction {
        let header = DataPDUHeader(header0: packet.header0, length: packet.length)
        link.counts.packets += 1

        // A payload rewritten in the clear after capture: the first LL_START_ENC_RSP without its MIC.
        if encryptionStarted, link.encryption == .encrypted, header.llid == 3,
           packet.length == 1, packet.payload[checked: 0] == LLControlOpcode.startEncRsp.rawValue,
           !meta.encrypted, !meta.decrypted {
            link.encryption = .decryptedInCapture
            actions.append(.diagnostic(Diagnostic(
                frame: frame, .note, .linkLayer, "ll_decrypted_capture",
                "connection \(connection): LL_START_ENC_RSP carries no MIC, so the capture holds decrypted "
                    + "payloads; their CRCs cover the ciphertext and are not checked")))
        }

        // CRC: the sniffer's verdict, or hrsniff's with the connection's CRCInit.
        var crcOK: Bool?
        switch meta.crc {
        case .valid: crcOK = true
        case .invalid: crcOK = false
        case .unchecked:
            let rewritten = link.encryption == .decryptedInCapture && packet.length > 0
            if rewritten {
                crcOK = nil
            } else if let crcInit = link.crcInit {
                crcOK = packet.crcMatches(crcInit)
            } else if let crc = packet.crc, !packet.isShort {
                let candidate = CRC24.initial(for: crc, packet.pdu)
                if crcCandidate == candidate {
                    link.crcInit = candidate
                    link.crcInitLearned = true
                    crcOK = true
                } else {
                    crcCandidate = candidate
                }
            }
        }

        // Direction: the sniffer's, or the timing and the acknowledgement bits.
        let airtime = Self.airtime(bytes: packet.length + 10 + (header.ctePresent ? 1 : 0), phy: meta.phy)
        var direction: Direction
        if let d = meta.direction {
            direction = d
        } else {
            direction = inferDirection(time, meta, header, airtime: airtime, headerReliable: crcOK != false)
            link.counts.directionInferred += 1
        }
        lastTime = time.microseconds
        lastClock = meta.clock100ns
        lastAirtime = airtime
        lastDirection = direction

        // Connection events the capture holds nothing of (the nRF Sniffer numbers them).
        if let counter = meta.eventCounter, !rewritten {
            if let last = lastEvent {
                let step = counter &- last
                if step > 1 && step < 0x8000 {
                    let missing = step - 1
                    let events = missing == 1 ? "connection event \(last &+ 1)"
                        : "connection events \(last &+ 1)–\(counter &- 1)"
                    lost(SnifferLoss(frame: frame, side: .unknown, evidence: "the capture holds no packet of \(events)"),
                         into: &actions)
                }
                if step < 0x8000 { lastEvent = counter }
            } else {
                lastEvent = counter
            }
        }

        if crcOK == false {
            link.counts.crcErrors += 1
            // A damaged packet is evidence until the other side's acknowledgement tells whether it was delivered.
            if direction != .unknown {
                damagedSince[Self.side(direction)] = frame
            } else {
                damagedSince = [frame, frame]
            }
            // The timing of a packet that failed its CRC still places the next one.
            actions.append(.dropped(.crcError))
            return direction
        }
        if crcOK == nil { link.counts.crcUnchecked += 1 }
        checkRecordedCRC(meta, packet, frame: frame, connection: connection, link: link, into: &actions)

        let side = Self.side(direction)
        let other = 1 - side
        if direction != .unknown && !rewritten {
            acknowledgement(header, side: side, frame: frame, link: &link, into: &actions)
        }

        // Retransmission (Core Vol 6 Part B §4.5.9): the same SN as the previous packet in this direction, which
        // the receiver ignores; the payload is compared too, so that a packet the sniffer missed in between
        // does not make a new one look old. A sender resends only its last packet the receiver did not
        // acknowledge: when the receiver's NESN changed twice since, it accepted a later packet the capture does
        // not hold, and the same bytes again are new data.
        let payloadArray = packet.payload.array
        // A capture a tool decrypted after the fact (crackle) decrypts a resent packet with the next packet
        // counter, so its bytes differ from the first copy's: there the SN alone tells, when the receiver's NESN
        // shows it accepted the first copy and expects the other SN.
        let resentInDecryptedCapture = link.encryption == .decryptedInCapture
            && acknowledgedSince[side] == 1 && lastNESN[other] == header.sn ^ 1
        if direction != .unknown, !rewritten, lastSN[side] == header.sn, header.length > 0,
           acknowledgedSince[side] < 2,
           resentInDecryptedCapture || lastLLID[side] == header.llid && lastPayload[side] == payloadArray {
            link.counts.retransmissions += 1
            // The same bytes as the first copy, which the layers above read: where that copy is.
            actions.append(.retransmission(firstCopy: lastPayload[side] == payloadArray ? lastOrigin[side] : nil))
            return direction
        }
        if direction != .unknown {
            // A new packet with the SN of the previous new one: the sender sent packets in between that the
            // capture does not hold (an odd number of them), which the receiver acknowledged.
            // (In a capture decrypted after the fact a resend's bytes differ too: there the receiver must have
            // acknowledged since.)
            if !rewritten, lastSN[side] == header.sn, lastNESN[other] == header.sn,
               !lossFoundSince[side],
               lastLLID[side] != header.llid || lastPayload[side] != payloadArray,
               link.encryption != .decryptedInCapture || acknowledgedSince[side] > 0 {
                link.counts.missedPackets += 1
                lost(SnifferLoss(
                    frame: frame, side: direction,
                    evidence: "frame \(frame) repeats the sequence number of the "
                        + "\(LinkLayerConnection.sideName(direction))'s previous packet, so the capture misses one it sent "
                        + "in between"), into: &actions)
            }
            lastSN[side] = header.sn
            lastLLID[side] = header.llid
            lastPayload[side] = payloadArray
            lastOrigin[side] = origin
            acknowledgedSince[side] = 0
            lossFoundSince[side] = false
        }

        // Encryption. Empty PDUs are not encrypted and carry no MIC (Core Vol 6 Part B §5.1.3): only packets with
        // a payload show whether the sniffer could decrypt.
        if meta.encrypted || meta.decrypted {
            actions.append(.linkEncrypted)
            if header.length > 0 {
                if meta.mic == .invalid {
                    link.counts.micFailures += 1
                    if link.encryption == LinkLayerConnection.Encryption.none { link.encryption = .encrypted }
                } else if meta.decrypted || meta.mic == .valid {
                    link.counts.micPassed += 1
                    if link.encryption != .decryptedInCapture { link.encryption = .decryptedBySniffer }
                }
            } else if link.encryption == LinkLayerConnection.Encryption.none {
                link.encryption = .encrypted
            }
        }
        let unreadable: Bool
        if header.length == 0 {
            unreadable = false
        } else if meta.mic == .invalid {
            unreadable = true
        } else if meta.encrypted {
            unreadable = meta.mic != .valid
        } else if meta.decrypted {
            unreadable = false
        } else {
            unreadable = encryptionStarted && link.encryption == .encrypted
        }
        if unreadable {
            link.counts.encryptedPackets += 1
            link.counts.encryptedBytes += packet.payload.count
            if !encryptionReported {
                encryptionReported = true
                actions.append(.diagnostic(Diagnostic(
                    frame: frame, .note, .linkLayer, "ll_encrypted",
                    meta.mic == .invalid
                        ? "connection \(connection): the sniffer could not decrypt the link: the MIC of this "
                            + "packet fails its check; encrypted payloads are counted, not decoded"
                        : "connection \(connection): the link is encrypted and the capture holds no keys; its "
                            + "encrypted payloads are counted, not decoded")))
            }
            if direction != .unknown, !undecryptedReported[side] {
                undecryptedReported[side] = true
                lost(SnifferLoss(
                    frame: frame, side: direction,
                    evidence: "the \(LinkLayerConnection.sideName(direction))'s packets from frame \(frame) on "
                        + "are encrypted and not decrypted"), into: &actions)
            }
            actions.append(.dropped(.encrypted))
            return direction
        }

        switch header.llid {
        case 3:
            link.counts.controlPDUs += 1
            control(LLControlPDU(packet.payload), frame: frame, link: &link, into: &actions)
        case 1 where header.length == 0:
            link.counts.emptyPDUs += 1
            actions.append(.dropped(.empty))
        case 1, 2:
            let lossSinceStart = direction != .unknown && lastLoss[side] > 0 && lastLoss[side] >= lastStart[side]
            if direction != .unknown, header.llid == 2 { lastStart[side] = frame }
            actions.append(.l2cap(start: header.llid == 2, lossSinceStart: lossSinceStart))
        default:
            actions.append(.diagnostic(Diagnostic(
                frame: frame, .warning, .linkLayer, "ll_reserved_llid", "a data channel PDU with the reserved LLID 0")))
            actions.append(.dropped(.malformed))
        }
        return direction
    }

    /// An LL control PDU (Core Vol 6 Part B §2.4.2): what it changes of the connection.
    private mutating func control(
        _ control: LLControlPDU?, frame: Int, link: inout LinkLayerConnection, into actions: inout [LinkLayerDataAction]
    ) {
        guard let control else {
            actions.append(.diagnostic(Diagnostic(
                frame: frame, .warning, .linkLayer, "ll_control_empty", "an LL control PDU without an opcode")))
            actions.append(.control(nil))
            return
        }
        if control.isShort {
            actions.append(.diagnostic(Diagnostic(
                frame: frame, .warning, .linkLayer, "ll_control_short",
                "\(control.opcode.name) has \(control.data.count) bytes of data, the specification gives \(control.opcode.dataLength ?? 0)")))
        }
        var terminated = false
        switch control.opcode {
        case .connectionUpdateInd:
            if let u = control.connectionUpdate {
                actions.append(.connectionUpdate(interval: u.interval, latency: u.latency, timeout: u.timeout))
                link.windowSize = u.windowSize
                link.windowOffset = u.windowOffset
            }
        case .channelMapInd:
            if let m = control.channelMap { link.channelMap = m.map }
        case .encReq:
            actions.append(.encryptionRequested(rand: control.data.uintLE(at: 0, width: 8), ediv: control.data.u16le(at: 8)))
        case .startEncReq:
            encryptionStarted = true
            if link.encryption == LinkLayerConnection.Encryption.none { link.encryption = .encrypted }
            actions.append(.encryptionStarted)
        case .terminateInd:
            terminated = true
        case .rejectInd, .rejectExtInd:
            // An encryption request refused needs a new LL_ENC_REQ.
            actions.append(.encryptionRefused)
        default:
            break
        }
        actions.append(.control(control))
        if terminated { actions.append(.terminated) }
    }

    /// Notes evidence of a lost packet, and passes it on.
    private mutating func lost(_ loss: SnifferLoss, into actions: inout [LinkLayerDataAction]) {
        switch loss.side {
        case .sent: lastLoss[0] = loss.frame
        case .received: lastLoss[1] = loss.frame
        case .unknown: lastLoss = [loss.frame, loss.frame]
        }
        actions.append(.loss(loss))
    }

    /// The acknowledgement scheme (Core Vol 6 Part B §4.5.9): a side's NESN changes each time it accepts a new
    /// packet from the other side, whose SN was the old NESN. When the capture holds no packet of the other side
    /// with that SN since the last change, the sniffer missed it, or received it with a bad CRC, and it was
    /// delivered all the same.
    private mutating func acknowledgement(
        _ header: DataPDUHeader, side: Int, frame: Int, link: inout LinkLayerConnection,
        into actions: inout [LinkLayerDataAction]
    ) {
        let other = 1 - side
        if let previous = lastNESN[side], previous != header.nesn {
            if heldSince[other] & (1 << previous) == 0 {
                let sender: Direction = other == 0 ? .sent : .received
                let receiver: Direction = side == 0 ? .sent : .received
                let evidence: String
                if let damaged = damagedSince[other] {
                    link.counts.damagedDelivered += 1
                    evidence = "frame \(damaged) failed its CRC in the capture, but the "
                        + "\(LinkLayerConnection.sideName(receiver)) acknowledged it in frame \(frame), so it was delivered"
                } else {
                    link.counts.missedPackets += 1
                    evidence = "the \(LinkLayerConnection.sideName(receiver)) acknowledged in frame \(frame) a packet "
                        + "of the \(LinkLayerConnection.sideName(sender)) that the capture does not hold"
                }
                lossFoundSince[other] = true
                lost(SnifferLoss(frame: frame, side: sender, evidence: evidence), into: &actions)
            }
            heldSince[other] = 0
            damagedSince[other] = nil
            acknowledgedSince[other] = min(2, acknowledgedSince[other] + 1)
        }
        // A NESN that does not acknowledge the other side's last packet in the capture: the receiver asks for it
        // again, or it received later packets the capture does not hold. Only a contradiction above the link
        // layer (a client that moved on) tells which; this is passed on as a possible loss, and not counted.
        if let last = lastSN[other], header.nesn == last, !lossFoundSince[other] {
            let sender: Direction = other == 0 ? .sent : .received
            let receiver: Direction = side == 0 ? .sent : .received
            lost(SnifferLoss(
                frame: frame, side: sender,
                evidence: "the \(LinkLayerConnection.sideName(receiver))'s acknowledgement in frame \(frame) does not "
                    + "acknowledge the \(LinkLayerConnection.sideName(sender))'s last packet in the capture, frame "
                    + "\(lastFrame[other])"), into: &actions)
        }
        lastNESN[side] = header.nesn
        heldSince[side] |= 1 << header.sn
        lastFrame[side] = frame
    }

    /// Whether the capture holds the packets as the air carried them: a packet the capture marks CRC-valid must
    /// carry the CRC of the connection's CRCInit (Core Vol 6 Part B §3.1.1). When it does not, the records were
    /// written by a tool (a sender's own log, with the SN and NESN its host gave, and the CRCs it made up), and
    /// their acknowledgement bits tell nothing about retransmissions or lost packets: every packet is decoded.
    /// Decided on the first packets of each connection.
    private mutating func checkRecordedCRC(
        _ meta: LinkLayerMeta, _ packet: LinkLayerPacket, frame: Int, connection: Int, link: LinkLayerConnection,
        into actions: inout [LinkLayerDataAction]
    ) {
        guard !rewritten, crcSamples < Self.maximumCRCSamples, meta.crc == .valid,
              !meta.encrypted, !meta.decrypted, link.encryption != .decryptedInCapture,
              let crcInit = link.crcInit, let matches = packet.crcMatches(crcInit)
        else { return }
        crcSamples += 1
        guard !matches else { return }
        rewritten = true
        actions.append(.recordsNotAsOnAir(Diagnostic(
            frame: frame, .note, .linkLayer, "ll_record_not_as_on_air",
            "connection \(connection): the capture marks the CRC of frame \(frame) valid, but it is not the CRC of "
                + "the connection's CRCInit: the records were written by a tool, not received from the air, so their "
                + "sequence numbers and acknowledgements tell nothing of retransmissions or lost packets, and every "
                + "packet is decoded (said once for the capture; each connection is checked)")))
    }

    /// Who sent a packet of a capture without a direction field: a connection event begins with the central's
    /// packet and the two sides then alternate, T_IFS (150 µs) after the end of each packet. A packet at the start
    /// of an event whose header cannot be the central's (Core Vol 6 Part B §4.5.9: the central's SN is the
    /// peripheral's last NESN) but is exactly the peripheral's answer to a central packet that acknowledged the
    /// peripheral's last one is the peripheral's: the capture missed the central's packet.
    private func inferDirection(
        _ time: Timestamp, _ meta: LinkLayerMeta, _ header: DataPDUHeader, airtime: Int64, headerReliable: Bool
    ) -> Direction {
        let delta: Int64
        if let clock = meta.clock100ns {
            delta = lastClock.map { Int64(clock &- $0) / 10 } ?? .max
        } else {
            delta = lastTime.map { time.microseconds - $0 } ?? .max
        }
        if delta >= 0, delta <= lastAirtime + 150 + airtime + 500 {
            return lastDirection == .sent ? .received : .sent
        }
        if headerReliable, let sn = lastSN[1], let nesn = lastNESN[1], header.sn != nesn,
           header.sn == sn ^ 1, header.nesn == nesn ^ 1 {
            return .received
        }
        return .sent
    }
}
