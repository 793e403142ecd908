/// The link-layer state the pipeline keeps for one connection of an air capture (bounded: a few numbers and the
/// last payload of each direction, at most 255 bytes each).
final class LinkLayerState {
    /// Per direction (0 central, 1 peripheral): SN, LLID and payload of the last packet that passed its CRC.
    var lastSN: [UInt8?] = [nil, nil]
    var lastLLID: [UInt8] = [0, 0]
    var lastPayload: [[UInt8]] = [[], []]
    /// For direction inference: time, air time and direction of the previous packet.
    var lastTime: Int64?
    var lastClock: UInt32?
    var lastAirtime: Int64 = 0
    var lastDirection: Direction = .received
    /// LL_START_ENC_REQ seen: non-empty payloads after it are encrypted.
    var encryptionStarted = false
    var encryptionReported = false
    /// A CRCInit computed back from one packet, waiting for a second packet to agree.
    var crcCandidate: UInt32?
}

extension Pipeline {
    /// Connections that ended with LL_TERMINATE_IND, whose access address may still carry the acknowledgement.
    static let maximumTerminated = 64

    static func side(_ d: Direction) -> Int { d == .received ? 1 : 0 }

    /// One record of an air capture.
    mutating func linkLayer(_ record: CaptureRecord, _ encapsulation: LinkLayerEncapsulation, _ emit: (Event) -> Void) {
        statistics.linkLayerPackets += 1
        let frame: LinkLayerFrame
        switch LinkLayerFrame.decode(record.bytes, encapsulation) {
        case .success(let f): frame = f
        case .failure(let error):
            diagnostics.append(Diagnostic(frame: record.frame, .warning, .linkLayer, error.code, error.description))
            return
        }
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
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
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
        let key = request.accessAddress
        terminated.removeAll { $0 == key }
        if let old = connections[key] {
            diagnostics.append(Diagnostic(
                frame: record.frame, .warning, .linkLayer, "ll_access_address_reused",
                "a CONNECT_IND reuses access address \(LinkLayerConnection.hex32(key)) of connection \(old.info.id), "
                    + "which is closed here"))
            close(key, frame: record.frame, time: record.time, emit)
        }
        let context = open(key, adapter: 0, handle: 0, record: record, beforeCapture: false, emit)
        var ll = LinkLayerConnection(accessAddress: key)
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
        let key = packet.accessAddress
        let header = DataPDUHeader(header0: packet.header0, length: packet.length)
        var event = LinkLayerEvent(meta: meta, accessAddress: key, pdu: .data(header, control: nil),
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
            if terminated.contains(key) {
                event.status = .afterTermination
                if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
                return
            }
            context = open(key, adapter: 0, handle: 0, record: record, beforeCapture: true, emit)
            context.info.linkLayer = LinkLayerConnection(accessAddress: key)
            context.info.role = .central
            context.info.isLE = true
            context.ll = LinkLayerState()
            send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .connectionFound(context.info)), emit)
        }
        guard let state = context.ll else { return }
        context.info.linkLayer?.counts.packets += 1

        // Direction: the sniffer's, or the timing: a connection event begins with the central's packet and the
        // two sides then alternate, T_IFS (150 µs) after the end of each packet.
        let airtime = Self.airtime(bytes: packet.length + 10 + (header.ctePresent ? 1 : 0), phy: meta.phy)
        var direction: Direction
        if let d = meta.direction {
            direction = d
        } else {
            let delta: Int64
            if let clock = meta.clock100ns {
                delta = state.lastClock.map { Int64(clock &- $0) / 10 } ?? .max
            } else {
                delta = state.lastTime.map { record.time.microseconds - $0 } ?? .max
            }
            if delta >= 0, delta <= state.lastAirtime + 150 + airtime + 500 {
                direction = state.lastDirection == .sent ? .received : .sent
            } else {
                direction = .sent
            }
            context.info.linkLayer?.counts.directionInferred += 1
        }
        state.lastTime = record.time.microseconds
        state.lastClock = meta.clock100ns
        state.lastAirtime = airtime
        state.lastDirection = direction
        event.direction = direction

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
        if crcOK == false {
            context.info.linkLayer?.counts.crcErrors += 1
            statistics.linkLayerCRCErrors += 1
            event.status = .crcError
            // The timing of a packet that failed its CRC still places the next one.
            event.connection = context.info
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
            return
        }
        if crcOK == nil { context.info.linkLayer?.counts.crcUnchecked += 1 }

        // Retransmission (Core Vol 6 Part B §4.5.9): the same SN as the previous packet in this direction, which
        // the receiver ignores; the payload is compared too, so that a packet the sniffer missed in between
        // does not make a new one look old.
        let side = Self.side(direction)
        let payloadArray = packet.payload.array
        if direction != .unknown, state.lastSN[side] == header.sn, state.lastLLID[side] == header.llid,
           state.lastPayload[side] == payloadArray, header.length > 0 {
            context.info.linkLayer?.counts.retransmissions += 1
            event.status = .retransmission
            event.connection = context.info
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
            return
        }
        if direction != .unknown {
            state.lastSN[side] = header.sn
            state.lastLLID[side] = header.llid
            state.lastPayload[side] = payloadArray
        }

        // Encryption.
        if meta.encrypted || meta.decrypted {
            context.info.encrypted = true
            if context.info.linkLayer?.encryption != .decryptedBySniffer,
               meta.decrypted || meta.mic == .valid {
                context.info.linkLayer?.encryption = .decryptedBySniffer
            } else if meta.mic == .invalid, context.info.linkLayer?.encryption == LinkLayerConnection.Encryption.none {
                context.info.linkLayer?.encryption = .encrypted
            }
        }
        let unreadable: Bool
        if header.length == 0 {
            unreadable = false
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
                    "connection \(context.info.id): the link is encrypted and the capture holds no keys; "
                        + "its encrypted payloads are counted, not decoded"))
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
                case .startEncReq:
                    state.encryptionStarted = true
                    context.info.encrypted = true
                    if context.info.linkLayer?.encryption == LinkLayerConnection.Encryption.none {
                        context.info.linkLayer?.encryption = .encrypted
                    }
                case .terminateInd:
                    closeAfter = true
                default:
                    break
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
                terminated.append(key)
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
            guard let pdu = context.l2cap.feed(
                header: acl, data: packet.payload, direction: direction, frame: record.frame, diagnostics: &diagnostics)
            else { return }
            statistics.l2capPDUs += 1
            l2cap(pdu, record: record, direction: direction, adapter: 0, context: context, emit)
        default:
            event.status = .malformed
            event.connection = context.info
            diagnostics.append(Diagnostic(
                frame: record.frame, .warning, .linkLayer, "ll_reserved_llid", "a data channel PDU with the reserved LLID 0"))
            if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
        }
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
