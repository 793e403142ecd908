import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

extension Pipeline {
    /// One record of an air capture.
    mutating func linkLayer(_ recordIn: CaptureRecord, _ encapsulation: LinkLayerEncapsulation, _ emit: (Event) -> Void) {
        statistics.linkLayerPackets += 1
        guard let read = air.read(
            recordIn.bytes, encapsulation, frame: recordIn.frame, time: recordIn.time, truncated: recordIn.isTruncated,
            diagnostics: &diagnostics)
        else { return }
        var record = recordIn
        record.time = read.time
        if read.advertising {
            advertisingPacket(record, read, emit)
        } else {
            dataPacket(record, read.meta, read.packet, emit)
        }
    }

    // MARK: Advertising channel

    private mutating func advertisingPacket(
        _ record: CaptureRecord, _ read: LinkLayerCapture.Record, _ emit: (Event) -> Void
    ) {
        let meta = read.meta
        let packet = read.packet
        let secondary = (meta.channelIndex ?? 37) < 37
        let pdu = AdvertisingPDU(packet, secondary: secondary)
        var event = LinkLayerEvent(meta: meta, accessAddress: packet.accessAddress, pdu: .advertising(pdu),
                                   direction: .unknown, status: .ok, payload: packet.payload, connection: nil)
        if read.advertisingCRC == false {
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
        air.connectionRequested(accessAddress)
        if let old = connections[key] {
            diagnostics.append(LinkLayerCapture.accessAddressReused(
                accessAddress, connection: old.info.id, lastPacket: old.ll?.lastTime,
                supervisionTimeout: old.info.supervisionTimeout, frame: record.frame, time: record.time))
            close(key, frame: record.frame, time: record.time, emit)
        }
        let context = open(key, adapter: 0, handle: 0, record: record, beforeCapture: false, emit)
        context.info.linkLayer = LinkLayerConnection(request)
        context.info.peer = request.advertiser
        context.info.peerType = request.advertiserRandom ? .random : .publicDevice
        context.info.role = .central
        context.info.isLE = true
        context.info.interval = request.interval
        context.info.latency = request.latency
        context.info.supervisionTimeout = request.timeout
        context.info.name = advertisedNames[request.advertiser]
        context.ll = LinkLayerDataChannel()
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
            if let status = air.unknownAccessAddress(accessAddress, meta: meta) {
                if status == .crcError { statistics.linkLayerCRCErrors += 1 }
                event.status = status
                if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
                return
            }
            context = open(key, adapter: 0, handle: 0, record: record, beforeCapture: true, emit)
            context.info.linkLayer = LinkLayerConnection(accessAddress: accessAddress)
            context.info.role = .central
            context.info.isLE = true
            context.ll = LinkLayerDataChannel()
            send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .connectionFound(context.info)), emit)
        }
        guard context.ll != nil, var link = context.info.linkLayer else { return }
        let origin = tracksOrigins ? ByteOrigin(packet.payload, in: record.bytes, frame: record.frame) : nil
        var actions: [LinkLayerDataAction] = []
        swap(&actions, &linkLayerActions)
        defer { actions.removeAll(keepingCapacity: true); swap(&actions, &linkLayerActions) }
        let direction = context.ll?.packet(
            packet, meta: meta, frame: record.frame, time: record.time, connection: context.info.id, origin: origin,
            link: &link, into: &actions) ?? .unknown
        context.info.linkLayer = link
        event.direction = direction
        // What the link layer concluded, mapped to the connection, the layers above and the story.
        for action in actions {
            switch action {
            case .diagnostic(let diagnostic):
                diagnostics.append(diagnostic)
            case .loss(let loss):
                if depth == .att { context.gatt.snifferLost(frame: loss.frame, side: loss.side, evidence: loss.evidence) }
            case .recordsNotAsOnAir(let diagnostic):
                // Said once for the capture.
                if air.recordsNotAsOnAir() { diagnostics.append(diagnostic) }
            case .linkEncrypted:
                context.info.encrypted = true
            case .connectionUpdate(let interval, let latency, let timeout):
                context.info.interval = interval
                context.info.latency = latency
                context.info.supervisionTimeout = timeout
            case .encryptionRequested(let rand, let ediv):
                context.security.encryptionRequested(rand: rand, ediv: ediv)
            case .encryptionStarted:
                context.info.encrypted = true
                encryptionStarts(context, frame: record.frame)
            case .encryptionRefused:
                context.security.encryptionRefused()
            case .dropped(let status):
                if status == .crcError { statistics.linkLayerCRCErrors += 1 }
                event.status = status
                event.connection = context.info
                if depth == .hci { send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit) }
            case .retransmission(let firstCopy):
                event.status = .retransmission
                event.connection = context.info
                if depth == .hci {
                    send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
                } else if tracksOrigins, let first = firstCopy {
                    // The same bytes as the first copy, which the layers above read: the event says where that copy is.
                    send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), origin: first, emit)
                }
            case .control(let control):
                event.pdu = .data(header, control: control)
                if control == nil { event.status = .malformed }
                event.connection = context.info
                send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
            case .terminated:
                air.connectionTerminated(accessAddress)
                close(key, frame: record.frame, time: record.time, emit)
            case .l2cap(let start, let lossSinceStart):
                event.connection = context.info
                if depth == .hci {
                    send(Event(frame: record.frame, time: record.time, adapter: 0, payload: .linkLayer(event)), emit)
                    continue
                }
                l2capFragment(packet.payload, start: start, lossSinceStart: lossSinceStart, origin: origin,
                              record: record, direction: direction, context: context, emit)
            }
        }
    }

    /// An L2CAP fragment of an air capture's data channel, to the connection's L2CAP reassembly.
    private mutating func l2capFragment(
        _ payload: Bytes, start: Bool, lossSinceStart: Bool, origin: ByteOrigin?, record: CaptureRecord,
        direction: Direction, context: ConnectionContext, _ emit: (Event) -> Void
    ) {
        let acl = HCIACLHeader(handle: 0, packetBoundary: start ? 0b10 : 0b01, dataLength: payload.count)
        let before = diagnostics.count
        let fed = context.l2cap.feed(
            header: acl, data: payload, direction: direction, frame: record.frame,
            origin: tracksOrigins ? origin ?? ByteOrigin() : nil, diagnostics: &diagnostics)
        if lossSinceStart {
            // An L2CAP PDU broken by packets the capture lost is the sniffer's loss, not the sender's fault.
            L2CAPConnection.attributeBrokenPDUs(
                &diagnostics, from: before,
                to: "the capture lost packets of the \(LinkLayerConnection.sideName(direction)) in between: the sniffer missed them")
        }
        if tracksOrigins, let lost = context.l2cap.abandoned {
            l2cap(lost.pdu, origin: lost.origin, record: record, direction: direction, adapter: 0, context: context, emit)
        }
        guard let pdu = fed else { return }
        statistics.l2capPDUs += 1
        l2cap(pdu, origin: tracksOrigins ? context.l2cap.origin : nil, record: record, direction: direction, adapter: 0,
              context: context, emit)
    }
}
