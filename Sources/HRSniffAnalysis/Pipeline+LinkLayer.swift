import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// The link-layer state the pipeline keeps for one connection of an air capture (bounded: a few numbers and the
/// last payload of each direction, at most 255 bytes each).
final class LinkLayerState {
    /// Per direction (0 central, 1 peripheral): SN, LLID and payload of the last packet that passed its CRC.
    var lastSN: [UInt8?] = [nil, nil]
    var lastLLID: [UInt8] = [0, 0]
    var lastPayload: [[UInt8]] = [[], []]
    /// Per direction, with `Pipeline.tracksOrigins`: where the last packet's payload is in the records.
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
    /// For direction inference: time, air time and direction of the previous packet.
    var lastTime: Int64?
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
    var rewritten = false
    var crcSamples = 0
    static let maximumCRCSamples = 32
    /// A CRCInit computed back from one packet, waiting for a second packet to agree.
    var crcCandidate: UInt32?
}

extension Pipeline {
    /// Connections that ended with LL_TERMINATE_IND, whose access address may still carry the acknowledgement.
    static let maximumTerminated = 64

    static func side(_ d: Direction) -> Int { d == .received ? 1 : 0 }

    /// One record of an air capture.
    mutating func linkLayer(_ recordIn: CaptureRecord, _ encapsulation: LinkLayerEncapsulation, _ emit: (Event) -> Void) {
        statistics.linkLayerPackets += 1
        var record = recordIn
        let frame: LinkLayerFrame
        switch LinkLayerFrame.decode(record.bytes, encapsulation) {
        case .success(let f): frame = f
        case .failure(let error):
            diagnostics.append(Diagnostic(frame: record.frame, .warning, .linkLayer, error.code, error.description))
            return
        }
        if let clock = frame.meta.clock100ns { record.time = clockTime(clock, record) }
        var meta = frame.meta
        if meta.isochronous {
            diagnostics.append(Diagnostic(
                frame: record.frame, .note, .linkLayer, "ll_isochronous",
                "an isochronous channel packet is not decoded"))
            return
        }
        guard let aa = frame.packet.u32le(at: 0) else {
            diagnostics.append(Diagnostic(
                frame: record.frame, .warning, .linkLayer, "ll_truncated_packet",
                "the link-layer packet has \(frame.packet.count) bytes, fewer than its access address and header"))
            return
        }
        let advertising = meta.advertisingChannel ?? (aa == LinkLayerPacket.advertisingAccessAddress)
        guard let packet = LinkLayerPacket(frame.packet, dataChannel: !advertising) else {
            diagnostics.append(Diagnostic(
                frame: record.frame, .warning, .linkLayer, "ll_truncated_packet",
                "the link-layer packet has \(frame.packet.count) bytes, fewer than its access address and header"))
            return
        }
        if packet.isShort && !record.isTruncated {
            diagnostics.append(Diagnostic(
                frame: record.frame, .warning, .linkLayer, "ll_length_mismatch",
                "the PDU header says \(packet.length) payload bytes, the record holds \(packet.payload.count)"))
        }
        if advertising {
            advertisingPacket(record, meta, packet, emit)
        } else {
            LinkLayerFrame.applyNordicDataFlags(&meta)
            dataPacket(record, meta, packet, emit)
        }
    }

    // MARK: Advertising channel

    private mutating func advertisingPacket(
        _ record: CaptureRecord, _ meta: LinkLayerMeta, _ packet: LinkLayerPacket, _ emit: (Event) -> Void
    ) {
        let secondary = (meta.channelIndex ?? 37) < 37
        let pdu = AdvertisingPDU(packet, secondary: secondary)
        var event = LinkLayerEvent(meta: meta, accessAddress: packet.accessAddress, pdu: .advertising(pdu),
                                   direction: .unknown, status: .ok, payload: packet.payload, connection: nil)
        let crcOK: Bool? = meta.crc == .unchecked
            ? packet.crcMatches(LinkLayerPacket.advertisingCRCInit) : meta.crc == .valid
        if crcOK == false {
            statistics.linkLayerCRCErrors += 1
            event.status = .crcError
            if depth == .hci || damagedAdvertising { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
            return
        }
        if let problem = pdu.problem {
            diagnostics.append(Diagnostic(frame: record.frame, .warning, .linkLayer, "ll_malformed_advertising", problem))
        }
        if let advertiser = pdu.advertiser, let name = pdu.localName, advertisedNames[advertiser] != name {
            if advertisedNames.count >= Self.maximumAdvertisedNames { advertisedNames.removeAll() }
            advertisedNames[advertiser] = name
        }
        guard let request = pdu.connect, pdu.kind == .connectInd else {
            send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
            return
        }
        let accessAddress = request.accessAddress
        let key = ConnectionKey(accessAddress: accessAddress)
        terminated.removeAll { $0 == accessAddress }
        if let old = connections[key] {
            // A connection whose last packet is longer ago than its supervision timeout has ended (Core Vol 6
            // Part B §4.5.2): the new connection may take its access address.
            let silent = old.ll?.lastTime.map { record.time.microseconds &- $0 }
            if let silent, let timeout = old.info.supervisionTimeout, silent > Int64(timeout) * 10_000 {
                diagnostics.append(Diagnostic(
                    frame: record.frame, .note, .linkLayer, "ll_supervision_timeout",
                    "connection \(old.info.id) ended by its supervision timeout (\(Int(timeout) * 10) ms): its last "
                        + "packet is \(silent / 1000) ms before this CONNECT_IND, which reuses its access address "
                        + LinkLayerConnection.hex32(accessAddress)))
            } else {
                diagnostics.append(Diagnostic(
                    frame: record.frame, .warning, .linkLayer, "ll_access_address_reused",
                    "a CONNECT_IND reuses access address \(LinkLayerConnection.hex32(accessAddress)) of connection \(old.info.id), "
                        + "which is closed here"))
            }
            close(key, frame: record.frame, time: record.time, emit)
        }
        let context = open(key, adapter: 0, handle: 0, record: record, beforeCapture: false, emit)
        var ll = LinkLayerConnection(accessAddress: accessAddress)
        ll.central = request.initiator
        ll.centralRandom = request.initiatorRandom
        ll.crcInit = request.crcInit
        ll.windowSize = request.windowSize
        ll.windowOffset = request.windowOffset
        ll.hop = request.hop
        ll.channelMap = request.channelMap
        ll.sca = request.sca
        ll.channelSelection2 = request.channelSelection2
        context.info.linkLayer = ll
        context.info.peer = request.advertiser
        context.info.peerType = request.advertiserRandom ? .random : .publicDevice
        context.info.role = .central
        context.info.isLE = true
        context.info.interval = request.interval
        context.info.latency = request.latency
        context.info.supervisionTimeout = request.timeout
        context.info.name = advertisedNames[request.advertiser]
        context.ll = LinkLayerState()
        event.connection = context.info
        send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
        adoptTable(context, frame: record.frame)
    }

    // MARK: Data channel

    private mutating func dataPacket(
        _ record: CaptureRecord, _ metaIn: LinkLayerMeta, _ packet: LinkLayerPacket, _ emit: (Event) -> Void
    ) {
        let meta = metaIn
        let accessAddress = packet.accessAddress
        let key = ConnectionKey(accessAddress: accessAddress)
        let header = DataPDUHeader(header0: packet.header0, length: packet.length)
        var event = LinkLayerEvent(meta: meta, accessAddress: accessAddress, pdu: .data(header, control: nil),
                                   direction: meta.direction ?? .unknown, status: .ok, payload: packet.payload,
                                   connection: nil)
        let context: ConnectionContext
        if let existing = connections[key], existing.ll != nil {
            context = existing
        } else {
            // Noise and the last packets of an ended connection do not open connections.
            if meta.crc == .invalid {
                statistics.linkLayerCRCErrors += 1
                event.status = .crcError
                if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
                return
            }
            if terminated.contains(accessAddress) {
                event.status = .afterTermination
                if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
                return
            }
            context = open(key, adapter: 0, handle: 0, record: record, beforeCapture: true, emit)
            context.info.linkLayer = LinkLayerConnection(accessAddress: accessAddress)
            context.info.role = .central
            context.info.isLE = true
            context.ll = LinkLayerState()
            send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .connectionFound(context.info)), emit)
        }
        guard let state = context.ll else { return }
        context.info.linkLayer?.counts.packets += 1

        // A payload rewritten in the clear after capture: the first LL_START_ENC_RSP without its MIC.
        if state.encryptionStarted, context.info.linkLayer?.encryption == .encrypted, header.llid == 3,
           packet.length == 1, packet.payload[checked: 0] == LLControlOpcode.startEncRsp.rawValue,
           !meta.encrypted, !meta.decrypted {
            context.info.linkLayer?.encryption = .decryptedInCapture
            diagnostics.append(Diagnostic(
                frame: record.frame, .note, .linkLayer, "ll_decrypted_capture",
                "connection \(context.info.id): LL_START_ENC_RSP carries no MIC, so the capture holds decrypted "
                    + "payloads; their CRCs cover the ciphertext and are not checked"))
        }

        // CRC: the sniffer's verdict, or hrsniff's with the connection's CRCInit.
        var crcOK: Bool?
        switch meta.crc {
        case .valid: crcOK = true
        case .invalid: crcOK = false
        case .unchecked:
            let rewritten = context.info.linkLayer?.encryption == .decryptedInCapture && packet.length > 0
            if rewritten {
                crcOK = nil
            } else if let crcInit = context.info.linkLayer?.crcInit {
                crcOK = packet.crcMatches(crcInit)
            } else if let crc = packet.crc, !packet.isShort {
                let candidate = CRC24.initial(for: crc, packet.pdu)
                if state.crcCandidate == candidate {
                    context.info.linkLayer?.crcInit = candidate
                    context.info.linkLayer?.crcInitLearned = true
                    crcOK = true
                } else {
                    state.crcCandidate = candidate
                }
            }
        }

        // Direction: the sniffer's, or the timing and the acknowledgement bits.
        let airtime = Self.airtime(bytes: packet.length + 10 + (header.ctePresent ? 1 : 0), phy: meta.phy)
        var direction: Direction
        if let d = meta.direction {
            direction = d
        } else {
            direction = inferDirection(state, record, meta, header, airtime: airtime, headerReliable: crcOK != false)
            context.info.linkLayer?.counts.directionInferred += 1
        }
        state.lastTime = record.time.microseconds
        state.lastClock = meta.clock100ns
        state.lastAirtime = airtime
        state.lastDirection = direction
        event.direction = direction

        // Connection events the capture holds nothing of (the nRF Sniffer numbers them).
        if let counter = meta.eventCounter, !state.rewritten {
            if let last = state.lastEvent {
                let step = counter &- last
                if step > 1 && step < 0x8000 {
                    let missing = step - 1
                    let events = missing == 1 ? "connection event \(last &+ 1)"
                        : "connection events \(last &+ 1)–\(counter &- 1)"
                    lost(context, SnifferLoss(frame: record.frame, side: .unknown,
                                              evidence: "the capture holds no packet of \(events)"))
                }
                if step < 0x8000 { state.lastEvent = counter }
            } else {
                state.lastEvent = counter
            }
        }

        if crcOK == false {
            context.info.linkLayer?.counts.crcErrors += 1
            statistics.linkLayerCRCErrors += 1
            event.status = .crcError
            // A damaged packet is evidence until the other side's acknowledgement tells whether it was delivered.
            if direction != .unknown {
                state.damagedSince[Self.side(direction)] = record.frame
            } else {
                state.damagedSince = [record.frame, record.frame]
            }
            // The timing of a packet that failed its CRC still places the next one.
            event.connection = context.info
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
            return
        }
        if crcOK == nil { context.info.linkLayer?.counts.crcUnchecked += 1 }
        checkRecordedCRC(context, state, meta, packet, frame: record.frame)

        let side = Self.side(direction)
        let other = 1 - side
        if direction != .unknown && !state.rewritten {
            acknowledgement(context, state, header, side: side, frame: record.frame)
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
        let resentInDecryptedCapture = context.info.linkLayer?.encryption == .decryptedInCapture
            && state.acknowledgedSince[side] == 1 && state.lastNESN[other] == header.sn ^ 1
        if direction != .unknown, !state.rewritten, state.lastSN[side] == header.sn, header.length > 0,
           state.acknowledgedSince[side] < 2,
           resentInDecryptedCapture || state.lastLLID[side] == header.llid && state.lastPayload[side] == payloadArray {
            context.info.linkLayer?.counts.retransmissions += 1
            event.status = .retransmission
            event.connection = context.info
            if depth == .hci {
                send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
            } else if tracksOrigins, state.lastPayload[side] == payloadArray, let first = state.lastOrigin[side] {
                // The same bytes as the first copy, which the layers above read: the event says where that copy is.
                send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), origin: first, emit)
            }
            return
        }
        if direction != .unknown {
            // A new packet with the SN of the previous new one: the sender sent packets in between that the
            // capture does not hold (an odd number of them), which the receiver acknowledged.
            // (In a capture decrypted after the fact a resend's bytes differ too: there the receiver must have
            // acknowledged since.)
            if !state.rewritten, state.lastSN[side] == header.sn, state.lastNESN[other] == header.sn,
               !state.lossFoundSince[side],
               state.lastLLID[side] != header.llid || state.lastPayload[side] != payloadArray,
               context.info.linkLayer?.encryption != .decryptedInCapture || state.acknowledgedSince[side] > 0 {
                context.info.linkLayer?.counts.missedPackets += 1
                lost(context, SnifferLoss(
                    frame: record.frame, side: direction,
                    evidence: "frame \(record.frame) repeats the sequence number of the "
                        + "\(LinkLayerConnection.sideName(direction))'s previous packet, so the capture misses one it sent "
                        + "in between"))
            }
            state.lastSN[side] = header.sn
            state.lastLLID[side] = header.llid
            state.lastPayload[side] = payloadArray
            if tracksOrigins { state.lastOrigin[side] = ByteOrigin(packet.payload, in: record.bytes, frame: record.frame) }
            state.acknowledgedSince[side] = 0
            state.lossFoundSince[side] = false
        }

        // Encryption. Empty PDUs are not encrypted and carry no MIC (Core Vol 6 Part B §5.1.3): only packets with
        // a payload show whether the sniffer could decrypt.
        if meta.encrypted || meta.decrypted {
            context.info.encrypted = true
            if header.length > 0 {
                if meta.mic == .invalid {
                    context.info.linkLayer?.counts.micFailures += 1
                    if context.info.linkLayer?.encryption == LinkLayerConnection.Encryption.none {
                        context.info.linkLayer?.encryption = .encrypted
                    }
                } else if meta.decrypted || meta.mic == .valid {
                    context.info.linkLayer?.counts.micPassed += 1
                    if context.info.linkLayer?.encryption != .decryptedInCapture {
                        context.info.linkLayer?.encryption = .decryptedBySniffer
                    }
                }
            } else if context.info.linkLayer?.encryption == LinkLayerConnection.Encryption.none {
                context.info.linkLayer?.encryption = .encrypted
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
            unreadable = state.encryptionStarted && context.info.linkLayer?.encryption == .encrypted
        }
        if unreadable {
            context.info.linkLayer?.counts.encryptedPackets += 1
            context.info.linkLayer?.counts.encryptedBytes += packet.payload.count
            event.status = .encrypted
            event.connection = context.info
            if !state.encryptionReported {
                state.encryptionReported = true
                diagnostics.append(Diagnostic(
                    frame: record.frame, .note, .linkLayer, "ll_encrypted",
                    meta.mic == .invalid
                        ? "connection \(context.info.id): the sniffer could not decrypt the link: the MIC of this "
                            + "packet fails its check; encrypted payloads are counted, not decoded"
                        : "connection \(context.info.id): the link is encrypted and the capture holds no keys; its "
                            + "encrypted payloads are counted, not decoded"))
            }
            if direction != .unknown, !state.undecryptedReported[side] {
                state.undecryptedReported[side] = true
                lost(context, SnifferLoss(
                    frame: record.frame, side: direction,
                    evidence: "the \(LinkLayerConnection.sideName(direction))'s packets from frame \(record.frame) on "
                        + "are encrypted and not decrypted"))
            }
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
            return
        }

        switch header.llid {
        case 3:
            context.info.linkLayer?.counts.controlPDUs += 1
            let control = LLControlPDU(packet.payload)
            event.pdu = .data(header, control: control)
            var closeAfter = false
            if let control {
                if control.isShort {
                    diagnostics.append(Diagnostic(
                        frame: record.frame, .warning, .linkLayer, "ll_control_short",
                        "\(control.opcode.name) has \(control.data.count) bytes of data, the specification gives \(control.opcode.dataLength ?? 0)"))
                }
                switch control.opcode {
                case .connectionUpdateInd:
                    if let u = control.connectionUpdate {
                        context.info.interval = u.interval
                        context.info.latency = u.latency
                        context.info.supervisionTimeout = u.timeout
                        context.info.linkLayer?.windowSize = u.windowSize
                        context.info.linkLayer?.windowOffset = u.windowOffset
                    }
                case .channelMapInd:
                    if let m = control.channelMap { context.info.linkLayer?.channelMap = m.map }
                case .encReq:
                    context.security.encryptionRequested(
                        rand: control.data.uintLE(at: 0, width: 8), ediv: control.data.u16le(at: 8))
                case .startEncReq:
                    state.encryptionStarted = true
                    context.info.encrypted = true
                    if context.info.linkLayer?.encryption == LinkLayerConnection.Encryption.none {
                        context.info.linkLayer?.encryption = .encrypted
                    }
                    encryptionStarts(context, frame: record.frame)
                case .terminateInd:
                    closeAfter = true
                default:
                    // LL_REJECT_IND / LL_REJECT_EXT_IND: an encryption request refused needs a new LL_ENC_REQ.
                    if control.opcode.rawValue == 0x0D || control.opcode.rawValue == 0x11 {
                        context.security.encryptionRefused()
                    }
                }
            } else {
                event.status = .malformed
                diagnostics.append(Diagnostic(
                    frame: record.frame, .warning, .linkLayer, "ll_control_empty", "an LL control PDU without an opcode"))
            }
            event.connection = context.info
            send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
            if closeAfter {
                if terminated.count >= Self.maximumTerminated { terminated.removeFirst() }
                terminated.append(accessAddress)
                close(key, frame: record.frame, time: record.time, emit)
            }
        case 1 where header.length == 0:
            context.info.linkLayer?.counts.emptyPDUs += 1
            event.status = .empty
            event.connection = context.info
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
        case 1, 2:
            event.connection = context.info
            if depth == .hci {
                send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
                return
            }
            let acl = HCIACLHeader(handle: 0, packetBoundary: header.llid == 2 ? 0b10 : 0b01, dataLength: packet.payload.count)
            let before = diagnostics.count
            let origin = tracksOrigins
                ? ByteOrigin(packet.payload, in: record.bytes, frame: record.frame) ?? ByteOrigin() : nil
            let fed = context.l2cap.feed(
                header: acl, data: packet.payload, direction: direction, frame: record.frame, origin: origin,
                diagnostics: &diagnostics)
            if direction != .unknown {
                // An L2CAP PDU broken by packets the capture lost is the sniffer's loss, not the sender's fault.
                for i in before ..< diagnostics.count where state.lastLoss[side] > 0 && state.lastLoss[side] >= state.lastStart[side]
                    && ["l2cap_incomplete_pdu", "l2cap_continuation_without_start"].contains(diagnostics[i].code) {
                    diagnostics[i].severity = .note
                    diagnostics[i].message += " (the capture lost packets of the \(LinkLayerConnection.sideName(direction)) "
                        + "in between: the sniffer missed them)"
                }
                if header.llid == 2 { state.lastStart[side] = record.frame }
            }
            if tracksOrigins, let lost = context.l2cap.abandoned {
                l2cap(lost.pdu, origin: lost.origin, record: record, direction: direction, adapter: 0, context: context, emit)
            }
            guard let pdu = fed else { return }
            statistics.l2capPDUs += 1
            l2cap(pdu, origin: tracksOrigins ? context.l2cap.origin : nil, record: record, direction: direction, adapter: 0,
                  context: context, emit)
        default:
            event.status = .malformed
            event.connection = context.info
            diagnostics.append(Diagnostic(
                frame: record.frame, .warning, .linkLayer, "ll_reserved_llid", "a data channel PDU with the reserved LLID 0"))
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
        }
    }

    /// Notes evidence of a lost packet, and passes it to the connection's GATT follower.
    private func lost(_ context: ConnectionContext, _ loss: SnifferLoss) {
        if let state = context.ll {
            switch loss.side {
            case .sent: state.lastLoss[0] = loss.frame
            case .received: state.lastLoss[1] = loss.frame
            case .unknown: state.lastLoss = [loss.frame, loss.frame]
            }
        }
        guard depth == .att else { return }
        context.gatt.snifferLost(frame: loss.frame, side: loss.side, evidence: loss.evidence)
    }

    /// The acknowledgement scheme (Core Vol 6 Part B §4.5.9): a side's NESN changes each time it accepts a new
    /// packet from the other side, whose SN was the old NESN. When the capture holds no packet of the other side
    /// with that SN since the last change, the sniffer missed it, or received it with a bad CRC, and it was
    /// delivered all the same.
    private func acknowledgement(
        _ context: ConnectionContext, _ state: LinkLayerState, _ header: DataPDUHeader, side: Int, frame: Int
    ) {
        let other = 1 - side
        if let previous = state.lastNESN[side], previous != header.nesn {
            if state.heldSince[other] & (1 << previous) == 0 {
                let sender: Direction = other == 0 ? .sent : .received
                let receiver: Direction = side == 0 ? .sent : .received
                let evidence: String
                if let damaged = state.damagedSince[other] {
                    context.info.linkLayer?.counts.damagedDelivered += 1
                    evidence = "frame \(damaged) failed its CRC in the capture, but the "
                        + "\(LinkLayerConnection.sideName(receiver)) acknowledged it in frame \(frame), so it was delivered"
                } else {
                    context.info.linkLayer?.counts.missedPackets += 1
                    evidence = "the \(LinkLayerConnection.sideName(receiver)) acknowledged in frame \(frame) a packet "
                        + "of the \(LinkLayerConnection.sideName(sender)) that the capture does not hold"
                }
                state.lossFoundSince[other] = true
                lost(context, SnifferLoss(frame: frame, side: sender, evidence: evidence))
            }
            state.heldSince[other] = 0
            state.damagedSince[other] = nil
            state.acknowledgedSince[other] = min(2, state.acknowledgedSince[other] + 1)
        }
        // A NESN that does not acknowledge the other side's last packet in the capture: the receiver asks for it
        // again, or it received later packets the capture does not hold. Only a contradiction above the link
        // layer (a client that moved on) tells which; this is passed on as a possible loss, and not counted.
        if let last = state.lastSN[other], header.nesn == last, !state.lossFoundSince[other] {
            let sender: Direction = other == 0 ? .sent : .received
            let receiver: Direction = side == 0 ? .sent : .received
            lost(context, SnifferLoss(
                frame: frame, side: sender,
                evidence: "the \(LinkLayerConnection.sideName(receiver))'s acknowledgement in frame \(frame) does not "
                    + "acknowledge the \(LinkLayerConnection.sideName(sender))'s last packet in the capture, frame "
                    + "\(state.lastFrame[other])"))
        }
        state.lastNESN[side] = header.nesn
        state.heldSince[side] |= 1 << header.sn
        state.lastFrame[side] = frame
    }

    /// Whether the capture holds the packets as the air carried them: a packet the capture marks CRC-valid must
    /// carry the CRC of the connection's CRCInit (Core Vol 6 Part B §3.1.1). When it does not, the records were
    /// written by a tool (a sender's own log, with the SN and NESN its host gave, and the CRCs it made up), and
    /// their acknowledgement bits tell nothing about retransmissions or lost packets: every packet is decoded.
    /// Decided on the first packets of each connection; said once per capture.
    private mutating func checkRecordedCRC(
        _ context: ConnectionContext, _ state: LinkLayerState, _ meta: LinkLayerMeta, _ packet: LinkLayerPacket,
        frame: Int
    ) {
        guard !state.rewritten, state.crcSamples < LinkLayerState.maximumCRCSamples, meta.crc == .valid,
              !meta.encrypted, !meta.decrypted, context.info.linkLayer?.encryption != .decryptedInCapture,
              let crcInit = context.info.linkLayer?.crcInit, let matches = packet.crcMatches(crcInit)
        else { return }
        state.crcSamples += 1
        guard !matches else { return }
        state.rewritten = true
        guard !rewrittenNoted else { return }
        rewrittenNoted = true
        diagnostics.append(Diagnostic(
            frame: frame, .note, .linkLayer, "ll_record_not_as_on_air",
            "connection \(context.info.id): the capture marks the CRC of frame \(frame) valid, but it is not the CRC of "
                + "the connection's CRCInit: the records were written by a tool, not received from the air, so their "
                + "sequence numbers and acknowledgements tell nothing of retransmissions or lost packets, and every "
                + "packet is decoded (said once for the capture; each connection is checked)"))
    }

    /// Who sent a packet of a capture without a direction field: a connection event begins with the central's
    /// packet and the two sides then alternate, T_IFS (150 µs) after the end of each packet. A packet at the start
    /// of an event whose header cannot be the central's (Core Vol 6 Part B §4.5.9: the central's SN is the
    /// peripheral's last NESN) but is exactly the peripheral's answer to a central packet that acknowledged the
    /// peripheral's last one is the peripheral's: the capture missed the central's packet.
    private func inferDirection(
        _ state: LinkLayerState, _ record: CaptureRecord, _ meta: LinkLayerMeta, _ header: DataPDUHeader,
        airtime: Int64, headerReliable: Bool
    ) -> Direction {
        let delta: Int64
        if let clock = meta.clock100ns {
            delta = state.lastClock.map { Int64(clock &- $0) / 10 } ?? .max
        } else {
            delta = state.lastTime.map { record.time.microseconds - $0 } ?? .max
        }
        if delta >= 0, delta <= state.lastAirtime + 150 + airtime + 500 {
            return state.lastDirection == .sent ? .received : .sent
        }
        if headerReliable, let sn = state.lastSN[1], let nesn = state.lastNESN[1], header.sn != nesn,
           header.sn == sn ^ 1, header.nesn == nesn ^ 1 {
            return .received
        }
        return .sent
    }

    /// The time of a packet of a PPI capture from the Ubertooth's clock (units of 100 ns, 32 bits, wrapping every
    /// 429 s), counted from the first packet's record time: the clock times the packets where the records' own
    /// times may not (crackle's output files hold microsecond fields of a million and more, which run backwards).
    /// Packets more than 214 s apart on the clock cannot be told from a wrap; such gaps are not expected.
    private mutating func clockTime(_ clock: UInt32, _ record: CaptureRecord) -> Timestamp {
        guard var c = airClock else {
            airClock = (record.time, clock, 0)
            return record.time
        }
        c.ticks &+= Int64(Int32(bitPattern: clock &- c.last))
        c.last = clock
        airClock = c
        let time = Timestamp(microseconds: c.origin.microseconds &+ c.ticks / 10)
        let apart = time.microseconds &- record.time.microseconds
        if !airClockNoted, apart > 1_000_000 || apart < -1_000_000 {
            airClockNoted = true
            diagnostics.append(Diagnostic(
                frame: record.frame, .note, .capture, "air_clock_times",
                "the record time of frame \(record.frame) is \(Self.seconds(apart)) s from the Ubertooth's clock, "
                    + "counted from the first packet: packets are timed by the clock (said once)"))
        }
        return time
    }

    private static func seconds(_ microseconds: Int64) -> String {
        let tenths = (microseconds < 0 ? -microseconds : microseconds) / 100_000
        return (microseconds < 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
    }

    /// Air time in µs of a packet of `bytes` bytes after the preamble (access address, header, payload, CRC).
    static func airtime(bytes: Int, phy: UInt8?) -> Int64 {
        switch phy {
        case 1: Int64(bytes + 2) * 4
        case 2: Int64(bytes) * 64 + 376
        default: Int64(bytes + 1) * 8
        }
    }
}
