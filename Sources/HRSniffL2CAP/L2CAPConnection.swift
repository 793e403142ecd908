import HRSniffBytes
import HRSniffHCI

/// A complete L2CAP PDU or credit-based SDU, ready for the protocol on its channel. `payload` is valid until the
/// connection is fed again.
public struct L2CAPPDU {
    /// The channel the PDU travelled on (matched by the dispatch: `.att`, `.leSignaling`, `.smp`, …).
    public var channel: L2CAPChannelID
    /// The L2CAP information payload (basic header removed; for credit-based channels the reassembled SDU).
    public var payload: Bytes
    /// The protocol on a dynamic channel, from the signalling that opened it (`.att`, `.eatt`, …).
    public var protocolMultiplexer: L2CAPPSM?
    /// One number for both directions of a channel (the two ends of a dynamic channel have different CIDs): the
    /// CID for fixed channels, the requester's source CID for dynamic ones.
    public var bearer: UInt16
    /// The frame of the first fragment (equals the current frame for unfragmented PDUs).
    public var firstFrame: Int
    /// The payload's length on the wire when the capture kept only `payload` of it (nil for a whole PDU).
    public var originalLength: Int?
    /// For a credit-based channel: the smaller of the MTUs its two ends announced (in the connection request and
    /// response, or a later reconfiguration). On an enhanced ATT bearer this is the ATT_MTU (Core Vol 3 Part G
    /// §5.3.1). Nil for other channels.
    public var mtu: UInt16?

    public init(
        channel: L2CAPChannelID, payload: Bytes, protocolMultiplexer: L2CAPPSM?, bearer: UInt16, firstFrame: Int,
        originalLength: Int? = nil, mtu: UInt16? = nil
    ) {
        self.channel = channel
        self.payload = payload
        self.protocolMultiplexer = protocolMultiplexer
        self.bearer = bearer
        self.firstFrame = firstFrame
        self.originalLength = originalLength
        self.mtu = mtu
    }

    /// The channel's number, as events and renderers show it.
    @inlinable public var cid: UInt16 { channel.rawValue }

    /// The protocol's number, as events and renderers show it.
    @inlinable public var psm: UInt16? { protocolMultiplexer?.rawValue }

    /// True when the capture cut the PDU short.
    public var isCut: Bool { originalLength != nil }

    /// Whether the PDU carries ATT: the LE fixed channel (Core Vol 3 Part A §2.1), an enhanced ATT bearer (SPSM
    /// EATT, Core Vol 3 Part G §5.3.1), or ATT over a BR/EDR channel (PSM ATT, Part G §5.2.2).
    @inlinable public var carriesATT: Bool {
        channel == .att || protocolMultiplexer == .eatt || protocolMultiplexer == .att
    }
}

/// The L2CAP state of one ACL connection: reassembly per direction, dynamic channels opened by signalling, and
/// credit-based SDU reassembly on them. Bounded: at most `maximumChannels` dynamic channels are tracked.
public struct L2CAPConnection: ~Copyable {
    public static let maximumChannels = 64
    public static let maximumPendingRequests = 32

    @usableFromInline var sent: L2CAPReassembler
    @usableFromInline var received: L2CAPReassembler
    @usableFromInline var unknown: L2CAPReassembler
    /// Shared with the other connections of a pipeline: bounds the bytes all reassembly buffers hold together.
    private let budget: MemoryBudget?

    /// A dynamic channel seen from one direction: packets sent in `direction` on `cid` belong to it.
    package struct ChannelKey: Hashable {
        package var direction: Direction
        package var cid: UInt16
    }

    /// The MTUs the two ends of a credit-based channel announced: one object shared by both directions.
    package final class ChannelMTUs {
        /// The direction the connection request was sent in.
        package let requester: Direction
        package var requesterMTU: UInt16
        package var responderMTU: UInt16
        package init(requester: Direction, requesterMTU: UInt16, responderMTU: UInt16) {
            self.requester = requester
            self.requesterMTU = requesterMTU
            self.responderMTU = responderMTU
        }
        package var smaller: UInt16 { min(requesterMTU, responderMTU) }
    }

    package final class Channel {
        package let psm: L2CAPPSM
        package let creditBased: Bool
        package let bearer: UInt16
        /// Set for credit-based channels whose request and response both gave an MTU.
        package let mtus: ChannelMTUs?
        package var sdu: SDUReassembler
        package init(psm: L2CAPPSM, creditBased: Bool, bearer: UInt16, mtus: ChannelMTUs?, budget: MemoryBudget?) {
            sdu = SDUReassembler(budget: budget)
            self.psm = psm
            self.creditBased = creditBased
            self.bearer = bearer
            self.mtus = mtus
        }
    }

    private var channels: [ChannelKey: Channel] = [:] {
        didSet {
            lastChannel = nil
            lastPlain = nil
        }
    }
    /// The key `isWholePlainData` looked up last, and whether its channel's data is plain: a flag, not the channel,
    /// so that a packet asks with no retain. Forgotten whenever `channels` changes.
    private var lastPlain: (key: ChannelKey, plain: Bool)?
    /// The channel `channel(_:)` looked up last, or that it found none: a connection's packets come in runs on one
    /// channel, and hashing a key per packet costs more than the rest of the packet's step. Forgotten whenever
    /// `channels` changes.
    private var lastChannel: (key: ChannelKey, channel: Channel?)?

    /// `channels[key]`, through `lastChannel`.
    private mutating func channel(_ key: ChannelKey) -> Channel? {
        if let last = lastChannel, last.key == key { return last.channel }
        let found = channels[key]
        lastChannel = (key, found)
        return found
    }

    package struct PendingRequest {
        package var direction: Direction
        package var identifier: UInt8
        package var psm: L2CAPPSM
        package var sourceCIDs: [UInt16]
        package var creditBased: Bool
        package var mtu: UInt16?
    }

    private var pending: [PendingRequest] = []

    /// A Credit Based Reconfigure Request waiting for its response: `cids` are the sender's own ends of the
    /// channels (where it receives), `mtu` the new MTU it announces for them.
    package struct PendingReconfiguration {
        package var direction: Direction
        package var identifier: UInt8
        package var mtu: UInt16
        package var cids: [UInt16]
    }

    private var pendingReconfigurations: [PendingReconfiguration] = []

    /// A credit-based channel as a reconfiguration finds it.
    public struct ChannelMTU: Equatable, Sendable {
        public var psm: L2CAPPSM
        /// See `L2CAPPDU.bearer`.
        public var bearer: UInt16
        /// The MTU the sender of the reconfiguration had announced before it.
        public var previousMTU: UInt16
        /// The smaller of the two ends' MTUs (after the reconfiguration, once it is applied).
        public var mtu: UInt16
    }

    public init(budget: MemoryBudget? = nil) {
        self.budget = budget
        sent = L2CAPReassembler(budget: budget)
        received = L2CAPReassembler(budget: budget)
        unknown = L2CAPReassembler(budget: budget)
    }

    /// Feeds one ACL packet's data; returns the PDU it completes, if any. `cut` says the capture kept only `data`
    /// of the packet's `header.dataLength` bytes: the PDU it starts (or continues) is returned as far as it goes,
    /// marked with its original length.
    public mutating func feed(
        header: HCIACLHeader, data: Bytes, direction: Direction, frame: Int, cut: Bool = false,
        origin dataOrigin: ByteOrigin? = nil, diagnostics: inout [Diagnostic]
    ) -> L2CAPPDU? {
        feed(header: header, in: data, from: 0, count: data.count, direction: direction, frame: frame, cut: cut,
             origin: dataOrigin, diagnostics: &diagnostics)
    }

    /// `feed` of the ACL data that is `count` bytes of `source` (the record) from `start` (checked by the caller):
    /// read in place, so that a PDU whole in one packet costs one slice, its payload, and fragments are copied
    /// into the reassembly buffer straight from the record.
    public mutating func feed(
        header: HCIACLHeader, in source: borrowing Bytes, from start: Int, count: Int, direction: Direction,
        frame: Int, cut: Bool = false, origin dataOrigin: ByteOrigin? = nil, diagnostics: inout [Diagnostic]
    ) -> L2CAPPDU? {
        if dataOrigin != nil { origin = nil }
        let result = fed(header: header, in: source, from: start, count: count, direction: direction, frame: frame,
                         cut: cut, origin: dataOrigin, diagnostics: &diagnostics)
        if dataOrigin != nil {
            let lost: (bytes: Bytes, origin: ByteOrigin, expected: Int?, firstFrame: Int)?
            switch direction {
            case .sent: lost = sent.abandoned
            case .received: lost = received.abandoned
            case .unknown: lost = unknown.abandoned
            }
            abandoned = lost.flatMap { lost in
                guard let cid = lost.bytes.u16le(at: 2) else { return nil }
                let payload = lost.bytes.suffix(from: 4)
                return (L2CAPPDU(channel: L2CAPChannelID(rawValue: cid), payload: payload, protocolMultiplexer: nil,
                                 bearer: cid, firstFrame: lost.firstFrame, originalLength: max(payload.count, (lost.expected ?? 4) - 4)),
                        lost.origin.slice(from: 4, count: payload.count))
            }
        }
        guard let pdu = result else { return nil }
        if dataOrigin != nil, origin == nil {
            let whole: ByteOrigin?
            switch direction {
            case .sent: whole = sent.completedOrigin
            case .received: whole = received.completedOrigin
            case .unknown: whole = unknown.completedOrigin
            }
            origin = whole?.slice(from: 4, count: pdu.payload.count)
        }
        return pdu
    }

    /// Where the payload of the PDU the last `feed` returned is in the capture's records, when the caller gave the
    /// origins of the ACL data (see `ByteOrigin`): one piece for a PDU in one packet, one per fragment otherwise.
    public private(set) var origin: ByteOrigin?

    /// The PDU the last `feed` gave up, as far as it went, marked cut (`L2CAPPDU.isCut`), and where its payload is:
    /// when the caller gives origins, so that what the capture holds of it can still be found (`convert
    /// --anonymize`).
    public private(set) var abandoned: (pdu: L2CAPPDU, origin: ByteOrigin)?

    /// The frame of the earliest PDU or SDU in progress: its records are not complete yet.
    public var pendingSince: Int? {
        var earliest = [sent.pendingSince, received.pendingSince, unknown.pendingSince].compactMap { $0 }.min()
        for channel in channels.values {
            if let f = channel.sdu.pendingSince, earliest.map({ f < $0 }) ?? true { earliest = f }
        }
        return earliest
    }

    @inline(__always) private mutating func fed(
        header: HCIACLHeader, in source: borrowing Bytes, from start: Int, count: Int, direction: Direction,
        frame: Int, cut: Bool, origin dataOrigin: ByteOrigin?, diagnostics: inout [Diagnostic]
    ) -> L2CAPPDU? {
        let outcome: L2CAPReassembler.FedRange
        let original = cut ? header.dataLength : nil
        switch direction {
        case .sent:
            outcome = sent.feed(isStart: header.isStart, in: source, from: start, count: count, cutFrom: original,
                                frame: frame, origin: dataOrigin, diagnostics: &diagnostics)
        case .received:
            outcome = received.feed(isStart: header.isStart, in: source, from: start, count: count, cutFrom: original,
                                    frame: frame, origin: dataOrigin, diagnostics: &diagnostics)
        case .unknown:
            outcome = unknown.feed(isStart: header.isStart, in: source, from: start, count: count, cutFrom: original,
                                   frame: frame, origin: dataOrigin, diagnostics: &diagnostics)
        }
        let cidRead: UInt16?
        let payload: Bytes
        let firstFrame: Int
        var originalLength: Int?
        switch outcome {
        case .whole(let total, let first):
            // The PDU is the first `total` bytes of the data: its payload is the one slice made of the record.
            cidRead = source.span.u16le(at: start + 2)
            payload = source.slice(from: start + 4, count: total - 4) ?? .empty
            firstFrame = first
        case .other(.complete(let bytes, let first)):
            (cidRead, payload, firstFrame) = (bytes.u16le(at: 2), bytes.suffix(from: 4), first)
        case .other(.cut(let bytes, let total, let first)):
            (cidRead, payload, firstFrame, originalLength) = (bytes.u16le(at: 2), bytes.suffix(from: 4), first, total - 4)
        case .other(.pending), .other(.dropped), .other(.absorbed):
            return nil
        }
        guard let cid = cidRead else { return nil }
        let id = L2CAPChannelID(rawValue: cid)
        if let originalLength {
            // A cut PDU on a credit-based channel breaks its SDU: it is shown as plain L2CAP.
            let channel = id.isDynamic ? self.channel(ChannelKey(direction: direction, cid: cid)) : nil
            if let channel, channel.creditBased {
                channel.sdu = SDUReassembler()
                return L2CAPPDU(channel: id, payload: payload, protocolMultiplexer: nil, bearer: channel.bearer,
                                firstFrame: firstFrame, originalLength: originalLength)
            }
            return L2CAPPDU(channel: id, payload: payload, protocolMultiplexer: channel?.psm,
                            bearer: channel?.bearer ?? cid, firstFrame: firstFrame, originalLength: originalLength)
        }
        if !id.isDynamic {
            return L2CAPPDU(channel: id, payload: payload, protocolMultiplexer: nil, bearer: cid, firstFrame: firstFrame)
        }
        guard let channel = self.channel(ChannelKey(direction: direction, cid: cid)) else {
            return L2CAPPDU(channel: id, payload: payload, protocolMultiplexer: nil, bearer: cid, firstFrame: firstFrame)
        }
        guard channel.creditBased else {
            return L2CAPPDU(channel: id, payload: payload, protocolMultiplexer: channel.psm,
                            bearer: channel.bearer, firstFrame: firstFrame)
        }
        var payloadOrigin: ByteOrigin?
        if dataOrigin != nil {
            let whole: ByteOrigin?
            switch direction {
            case .sent: whole = sent.completedOrigin
            case .received: whole = received.completedOrigin
            case .unknown: whole = unknown.completedOrigin
            }
            payloadOrigin = whole?.slice(from: 4, count: payload.count)
        }
        guard let sdu = channel.sdu.feed(payload, frame: frame, firstFrame: firstFrame, origin: payloadOrigin,
                                         diagnostics: &diagnostics)
        else { return nil }
        if dataOrigin != nil { origin = sdu.origin ?? ByteOrigin() }
        return L2CAPPDU(channel: id, payload: sdu.bytes, protocolMultiplexer: channel.psm, bearer: channel.bearer,
                        firstFrame: sdu.firstFrame, mtu: channel.mtus?.smaller)
    }

    /// The fixed channel of a PDU whole in the one ACL packet whose data is `data`, when `feed` would give it as it
    /// is and change nothing: the packet is a start the capture did not cut, holding exactly the PDU its L2CAP
    /// length says (Core Vol 3 Part A §3.1), on a fixed channel, and the reassembler of `direction` is idle. The
    /// PDU's payload is then `data` from byte 4: a consumer that takes it from there needs no `L2CAPPDU` and need
    /// not feed the packet. Nil: feed it. It changes nothing: `mutating` only so that the caller's state is read in
    /// place (borrowed from a class's stored property, the whole ~600-byte state was copied for the call, per
    /// packet), and inlined with `isIdle`.
    @inlinable @inline(__always)
    public mutating func wholeOnFixedChannel(
        header: HCIACLHeader, data: RawSpan, direction: Direction, cut: Bool
    ) -> L2CAPChannelID? {
        guard header.isStart, !cut, let length = data.u16le(at: 0), Int(length) + 4 == data.byteCount,
              let cid = data.u16le(at: 2)
        else { return nil }
        let id = L2CAPChannelID(rawValue: cid)
        guard !id.isDynamic, isIdle(direction) else { return nil }
        return id
    }

    /// Whether the ACL packet whose data is `data` holds a PDU whole (as `wholeOnFixedChannel` checks) on a dynamic
    /// channel whose data no protocol above L2CAP reads: one no signalling opened, or one opened in basic mode for
    /// a protocol other than ATT (Core Vol 3 Part A §3.1; credit-based channels reassemble SDUs, Part A §3.4.3).
    /// `feed` would give it as it is, as plain L2CAP data, and change nothing: a consumer that only counts such PDUs
    /// need not feed the packet. `mutating` only to read the state in place; it changes nothing.
    public mutating func isWholePlainData(header: HCIACLHeader, data: RawSpan, direction: Direction) -> Bool {
        guard header.isStart, let length = data.u16le(at: 0), Int(length) + 4 == data.byteCount,
              let cid = data.u16le(at: 2), L2CAPChannelID(rawValue: cid).isDynamic, isIdle(direction)
        else { return false }
        if channels.isEmpty { return true }
        let key = ChannelKey(direction: direction, cid: cid)
        if let last = lastPlain, last.key == key { return last.plain }
        // Neither the kind nor the protocol of a channel changes while it is open.
        let plain = channels[key].map { !$0.creditBased && $0.psm != .att && $0.psm != .eatt } ?? true
        lastPlain = (key, plain)
        return plain
    }

    /// True when the reassembler of `direction` is idle (see `L2CAPReassembler.isIdle`).
    @inlinable @inline(__always) public func isIdle(_ direction: Direction) -> Bool {
        switch direction {
        case .sent: sent.isIdle
        case .received: received.isIdle
        case .unknown: unknown.isIdle
        }
    }

    /// Frames of PDUs left incomplete when the connection ends.
    public mutating func close() -> [Int] {
        [sent.reset(), received.reset(), unknown.reset()].compactMap { $0 }
    }

    // MARK: Channel bookkeeping, driven by the signalling the pipeline decodes

    /// A Connection Request (basic mode) or an LE / enhanced Credit Based Connection Request was sent in
    /// `direction`: remember it until its response. `mtu`: the MTU a credit-based request announces.
    public mutating func requested(
        direction: Direction, identifier: UInt8, psm: L2CAPPSM, sourceCIDs: [UInt16], creditBased: Bool,
        mtu: UInt16? = nil
    ) {
        pending.removeAll { $0.direction == direction && $0.identifier == identifier }
        if pending.count >= Self.maximumPendingRequests { pending.removeFirst() }
        pending.append(PendingRequest(
            direction: direction, identifier: identifier, psm: psm, sourceCIDs: sourceCIDs, creditBased: creditBased,
            mtu: mtu))
    }

    /// The response to a request of the other direction. `destinationCIDs` pair with the request's source CIDs in
    /// order (0 = refused); `mtu` is the MTU a credit-based response announces. Returns the PSM and the bearers
    /// (see `L2CAPPDU.bearer`) of the channels opened, with the smaller of the two MTUs of a credit-based request
    /// and response.
    @discardableResult
    public mutating func responded(
        direction: Direction, identifier: UInt8, destinationCIDs: [UInt16], success: Bool, mtu: UInt16? = nil,
        frame: Int, diagnostics: inout [Diagnostic]
    ) -> (psm: L2CAPPSM, bearers: [UInt16], mtu: UInt16?)? {
        let requester = Self.opposite(direction)
        guard let index = pending.firstIndex(where: { $0.direction == requester && $0.identifier == identifier })
        else { return nil }
        // A response that opens nothing leaves its request waiting: on BR/EDR a Connection Response "pending"
        // (result 0x0001) comes before the final response with the same identifier (Core Vol 3 Part A §4.3). A
        // refusal is final; its request goes when the identifier is reused or the list is full.
        guard success else { return nil }
        let request = pending.remove(at: index)
        var opened: [UInt16] = []
        for (source, destination) in zip(request.sourceCIDs, destinationCIDs) where source != 0 && destination != 0 {
            // Each channel has MTUs of its own: a reconfiguration may name some of the channels opened together.
            var mtus: ChannelMTUs?
            if request.creditBased, let requesterMTU = request.mtu, let mtu {
                mtus = ChannelMTUs(requester: requester, requesterMTU: requesterMTU, responderMTU: mtu)
            }
            guard channels.count + 2 <= Self.maximumChannels * 2 else {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .l2cap, "l2cap_channel_limit",
                    "more than \(Self.maximumChannels) dynamic channels on one connection; channel 0x"
                        + String(destination, radix: 16) + " is not followed"))
                break
            }
            // The requester receives on its source CID; the responder receives on its destination CID.
            channels[ChannelKey(direction: requester, cid: destination)] =
                Channel(psm: request.psm, creditBased: request.creditBased, bearer: source, mtus: mtus, budget: budget)
            channels[ChannelKey(direction: direction, cid: source)] =
                Channel(psm: request.psm, creditBased: request.creditBased, bearer: source, mtus: mtus, budget: budget)
            opened.append(source)
        }
        var smaller: UInt16?
        if request.creditBased, let requesterMTU = request.mtu, let mtu { smaller = min(requesterMTU, mtu) }
        return (request.psm, opened, smaller)
    }

    /// A Credit Based Reconfigure Request sent in `direction`: `cids` are the sender's own ends of the channels
    /// (Core Vol 3 Part A §4.27), `mtu` the MTU it now announces for them. Remembered until its response; returns
    /// the followed channels it names, with the MTU the sender had announced before.
    public mutating func reconfigureRequested(
        direction: Direction, identifier: UInt8, mtu: UInt16, cids: [UInt16]
    ) -> [ChannelMTU] {
        pendingReconfigurations.removeAll { $0.direction == direction && $0.identifier == identifier }
        if pendingReconfigurations.count >= Self.maximumPendingRequests { pendingReconfigurations.removeFirst() }
        pendingReconfigurations.append(PendingReconfiguration(
            direction: direction, identifier: identifier, mtu: mtu, cids: Array(cids.prefix(5))))
        return reconfigure(by: direction, cids: cids, to: nil)
    }

    /// The response to a Credit Based Reconfigure Request of the other direction. A success (result 0x0000) gives
    /// the channels the request named their new MTU; returns those channels.
    public mutating func reconfigureResponded(direction: Direction, identifier: UInt8, success: Bool) -> [ChannelMTU] {
        let sender = Self.opposite(direction)
        guard let index = pendingReconfigurations.firstIndex(where: {
            $0.direction == sender && $0.identifier == identifier
        }) else { return [] }
        let request = pendingReconfigurations.remove(at: index)
        guard success else { return [] }
        return reconfigure(by: sender, cids: request.cids, to: request.mtu)
    }

    /// The credit-based channels with MTUs among `cids` (ends of `sender`, which receives on them), each once,
    /// with the sender's MTU set to `mtu` when it is given.
    private func reconfigure(by sender: Direction, cids: [UInt16], to mtu: UInt16?) -> [ChannelMTU] {
        var found: [ChannelMTU] = []
        // Packets to the sender travel in the other direction.
        let incoming = Self.opposite(sender)
        for cid in cids.prefix(5) {
            guard let channel = channels[ChannelKey(direction: incoming, cid: cid)], let mtus = channel.mtus,
                  !found.contains(where: { $0.bearer == channel.bearer })
            else { continue }
            let previous = mtus.requester == sender ? mtus.requesterMTU : mtus.responderMTU
            if let mtu {
                if mtus.requester == sender { mtus.requesterMTU = mtu } else { mtus.responderMTU = mtu }
            }
            found.append(ChannelMTU(psm: channel.psm, bearer: channel.bearer, previousMTU: previous, mtu: mtus.smaller))
        }
        return found
    }

    package static func opposite(_ direction: Direction) -> Direction {
        direction == .sent ? .received : direction == .received ? .sent : .unknown
    }

    /// A Disconnection Request for the channel whose endpoints are `destinationCID` (at the receiver of the
    /// request) and `sourceCID` (at its sender).
    public mutating func disconnected(direction: Direction, destinationCID: UInt16, sourceCID: UInt16) {
        let other: Direction = direction == .sent ? .received : direction == .received ? .sent : .unknown
        channels[ChannelKey(direction: direction, cid: destinationCID)] = nil
        channels[ChannelKey(direction: other, cid: sourceCID)] = nil
    }
}

/// Reassembles SDUs from the K-frames of a credit-based channel (Core Vol 3 Part A §3.4.3): the first K-frame of
/// an SDU starts with the 2-byte SDU length.
package struct SDUReassembler: ~Copyable {
    /// An SDU can be up to 65535 bytes.
    package static let maximumSDU = 0xFFFF
    private var buffer: GrowableBuffer
    private var expected = 0
    private var startFrame = 0
    private var inProgress = false
    /// Bytes still to come of an SDU dropped for the budget: the K-frames that carry them are dropped with it.
    private var discardRemaining = 0

    package struct SDU {
        package var bytes: Bytes
        package var firstFrame: Int
        /// Where the SDU's bytes are in the capture's records, when the K-frames' origins were given.
        package var origin: ByteOrigin? = nil
    }

    /// The origin of the SDU in progress (when the K-frames' origins are given).
    private var origin: ByteOrigin?

    /// The frame the SDU in progress began in.
    package var pendingSince: Int? { inProgress ? startFrame : nil }

    package init(budget: MemoryBudget? = nil) {
        buffer = GrowableBuffer(limit: Self.maximumSDU, budget: budget)
    }

    /// Returns the SDU the K-frame completes. The bytes are valid until the next call.
    package mutating func feed(
        _ kframe: Bytes, frame: Int, firstFrame: Int, origin kframeOrigin: ByteOrigin? = nil,
        diagnostics: inout [Diagnostic]
    ) -> SDU? {
        // The last SDU was handed out and is no longer used: return a large buffer.
        if !inProgress && buffer.capacity > GrowableBuffer.keptCapacity { buffer.removeAll() }
        if discardRemaining > 0 {
            discardRemaining -= kframe.count
            return nil
        }
        if !inProgress {
            guard let length = kframe.u16le(at: 0) else {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .l2cap, "l2cap_sdu_header_missing",
                    "a K-frame of \(kframe.count) bytes is too short for the SDU length; dropped"))
                return nil
            }
            let body = kframe.suffix(from: 2)
            let bodyOrigin = kframeOrigin?.slice(from: 2, count: body.count)
            if body.count == Int(length) { return SDU(bytes: body, firstFrame: firstFrame, origin: bodyOrigin) }
            if body.count > Int(length) {
                diagnostics.append(Diagnostic(
                    frame: frame, .warning, .l2cap, "l2cap_sdu_overflow",
                    "a K-frame carries \(body.count) bytes for an SDU of \(length); dropped"))
                return nil
            }
            expected = Int(length)
            startFrame = firstFrame
            inProgress = true
            buffer.removeAll()
            buffer.append(body)
            origin = bodyOrigin
            droppedForBudget(frame: frame, refused: body.count, diagnostics: &diagnostics)
            return nil
        }
        if buffer.count + kframe.count > expected {
            inProgress = false
            diagnostics.append(Diagnostic(
                frame: frame, .warning, .l2cap, "l2cap_sdu_overflow",
                "K-frames begun in frame \(startFrame) exceed the SDU length \(expected); the SDU is dropped"))
            return nil
        }
        buffer.append(kframe)
        if let kframeOrigin { origin?.append(kframeOrigin) } else { origin = nil }
        if droppedForBudget(frame: frame, refused: kframe.count, diagnostics: &diagnostics) { return nil }
        guard buffer.count == expected else { return nil }
        inProgress = false
        defer { origin = nil }
        return SDU(bytes: buffer.bytes, firstFrame: startFrame, origin: origin)
    }

    /// Drops the SDU in progress when the budget refused its bytes; true when it did.
    @discardableResult
    private mutating func droppedForBudget(frame: Int, refused: Int, diagnostics: inout [Diagnostic]) -> Bool {
        guard buffer.refusedByBudget else { return false }
        discardRemaining = max(0, expected - buffer.count - refused)
        diagnostics.append(Diagnostic(
            frame: frame, .warning, .l2cap, "l2cap_memory_limit",
            "the SDU begun in frame \(startFrame) (\(expected) bytes) is dropped: the reassembly buffers of all "
                + "connections are full"))
        inProgress = false
        buffer.removeAll()
        return true
    }
}
