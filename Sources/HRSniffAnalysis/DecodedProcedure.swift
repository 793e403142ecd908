import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// A GATT procedure as the analysis tells it: what GATT found (`procedure`, whose properties it shows as its own)
/// with what the decoders made of its value.
///
/// A value, held by reference: copying one (into an event, out of an event's payload, into an array) retains one
/// storage instead of copying a few hundred bytes and retaining each reference inside them, and a procedure fits in
/// an event's payload without a box. The pipeline writes its next procedure into the storage of the last one when
/// nothing else holds it any more (`GATTValues.reuse`); a consumer that keeps a procedure keeps a value no later
/// procedure changes (setting a property of a shared one copies it first, as an array does).
@dynamicMemberLookup
public struct DecodedProcedure: Sendable {
    @usableFromInline struct Fields: Sendable {
        @usableFromInline var procedure: GATTProcedure
        @usableFromInline var decoded: DecodedValue?
        @usableFromInline var decodedValues: [DecodedValue?]
        @usableFromInline var decodesLater: Bool
        @usableFromInline var foldedNumbers = false
        @usableFromInline var derivedRates = DerivedRates()

        @inline(__always) mutating func set(
            _ procedure: consuming GATTProcedure, decoded: DecodedValue?, decodedValues: [DecodedValue?],
            decodesLater: Bool, foldedNumbers: Bool, derivedRates: DerivedRates
        ) {
            self.procedure = procedure
            self.decoded = decoded
            self.decodedValues = decodedValues
            self.decodesLater = decodesLater
            self.foldedNumbers = foldedNumbers
            self.derivedRates = derivedRates
        }
    }

    /// Exactly one element: an array is the safe copy-on-write box the standard library gives.
    @usableFromInline var storage: ContiguousArray<Fields>

    public init(_ procedure: consuming GATTProcedure, decoded: DecodedValue? = nil, decodedValues: [DecodedValue?] = [],
                decodesLater: Bool = false) {
        storage = [Fields(procedure: procedure, decoded: decoded, decodedValues: decodedValues,
                          decodesLater: decodesLater)]
    }

    /// Makes `self` the procedure `init` would make with these values and the two that follow, in its own storage
    /// when nothing else holds it (otherwise the storage is copied first, and the holder keeps what it had).
    mutating func replace(
        with procedure: consuming GATTProcedure, decoded: DecodedValue?, decodedValues: [DecodedValue?],
        decodesLater: Bool, foldedNumbers: Bool, derivedRates: DerivedRates
    ) {
        // Field by field, in place: a whole new `Fields` assigned was built on the stack, copied in (twice) and
        // the old one destroyed through its value witness.
        storage[0].set(procedure, decoded: decoded, decodedValues: decodedValues, decodesLater: decodesLater,
                       foldedNumbers: foldedNumbers, derivedRates: derivedRates)
    }

    /// Lets go of a notified value (a slice of the capture reader's buffer, which would otherwise have to be copied
    /// rather than refilled), for a procedure kept only for its storage.
    mutating func dropValue() {
        switch storage[0].procedure.kind {
        case .notification, .indication: storage[0].procedure.kind = .writeCancelled(count: 0)
        default: break
        }
        if case .value = storage[0].procedure.decode { storage[0].procedure.decode = .none }
    }

    /// The value of a write, taken out of it (which is then a cancelled write of nothing); empty for any other
    /// procedure. For a procedure kept only for its storage (`GATTValues.spareWriteValue`).
    mutating func takeWriteValue() -> [UInt8] {
        guard case .write(_, let value, _) = storage[0].procedure.kind else { return [] }
        storage[0].procedure.kind = .writeCancelled(count: 0)
        return value
    }

    public var procedure: GATTProcedure {
        @inlinable get { storage[0].procedure }
        @inlinable set { storage[0].procedure = newValue }
    }
    /// The decoded value, when a decoder applies.
    public var decoded: DecodedValue? {
        @inlinable get { storage[0].decoded }
        @inlinable set { storage[0].decoded = newValue }
    }
    /// For a Read Multiple split per attribute: each value decoded as when read alone (nil where no decoder
    /// applies), in the order of the pairs; empty otherwise.
    public var decodedValues: [DecodedValue?] {
        @inlinable get { storage[0].decodedValues }
        @inlinable set { storage[0].decodedValues = newValue }
    }
    /// The consumer asked to write notified values itself (`Pipeline.EventDemand` without `.decodedValues`) and
    /// this notification's characteristic writes its own fields: `decoded` is nil, and `Decoders.writeFields`
    /// writes the fields of the notified value, as `decoded` would give them.
    public var decodesLater: Bool {
        @inlinable get { storage[0].decodesLater }
        @inlinable set { storage[0].decodesLater = newValue }
    }
    /// The statistics take this notified value's quantities from its series folder (`GATTValues.folded`), not from
    /// `decoded`, which has no fields (`ConnectionDecoders.fields` is off).
    public var foldedNumbers: Bool {
        @inlinable get { storage[0].foldedNumbers }
        @inlinable set { storage[0].foldedNumbers = newValue }
    }
    /// With `decodesLater`: the speed and cadence the connection's decoders derived for this value (CSC and Cycling
    /// Power Measurements), which the consumer writes after the value's fields, as `decoded` would give them.
    public var derivedRates: DerivedRates {
        @inlinable get { storage[0].derivedRates }
        @inlinable set { storage[0].derivedRates = newValue }
    }

    public var kind: GATTProcedure.Kind {
        @inlinable get { storage[0].procedure.kind }
        @inlinable set { storage[0].procedure.kind = newValue }
    }
    @inlinable public var connection: Int { storage[0].procedure.connection }
    @inlinable public var firstFrame: Int { storage[0].procedure.firstFrame }
    @inlinable public var firstTime: Timestamp { storage[0].procedure.firstTime }
    @inlinable public var frame: Int { storage[0].procedure.frame }
    @inlinable public var time: Timestamp { storage[0].procedure.time }
    @inlinable public var direction: Direction { storage[0].procedure.direction }
    @inlinable public var truncated: Bool { storage[0].procedure.truncated }
    @inlinable public var search: GATTProcedure.Search? { storage[0].procedure.search }
    @inlinable public var repeated: Bool { storage[0].procedure.repeated }
    @inlinable public var notCaptured: GATTProcedure.NotCaptured? { storage[0].procedure.notCaptured }

    // Spelled out: a key path through the subscript below copies the whole procedure per use.
    @inlinable public var storyFrame: Int { storage[0].procedure.firstFrame }
    @inlinable public var storyTime: Timestamp { storage[0].procedure.firstTime }
    @inlinable public var peerDeviceName: String? { storage[0].procedure.peerDeviceName }

    @inlinable public subscript<T>(dynamicMember path: KeyPath<GATTProcedure, T>) -> T {
        storage[0].procedure[keyPath: path]
    }
}

/// The values of one connection's GATT conversation: decodes, with the connection's decoders, each value GATT
/// resolved an attribute for (`GATTTracker.Output.value`, `GATTProcedure.decode`), once and in the order the PDUs
/// carried them, and attaches what they make of it.
public struct GATTValues: Sendable {
    public var decoders: ConnectionDecoders
    /// Write requests waiting for their response: the request's frame and its value as decoded when it was sent,
    /// so that a decoder that assembles frames sees each written byte once (bounded).
    private var requests: [(frame: Int, decoded: DecodedValue?)] = []
    static let maximumRequests = 64
    /// The quantities of the notified value `attach` left to the consumer last, read by its characteristic's series
    /// folder (`Decoders.seriesFolder`): what a summary keeps of it (`GATTSummary.add(_:folded:)`). Its storage is
    /// kept from value to value.
    public private(set) var folded = FoldedValue()

    public init(decoders: ConnectionDecoders) { self.decoders = decoders }

    /// Storage for the next `Output.procedures`, which the consumer gives back emptied (`recycle`): a PDU's output
    /// then allocates no array.
    private var spareProcedures: [DecodedProcedure] = []

    /// Procedures whose events were sent, given back for their storage (`reuse`); bounded.
    private var spareDecoded: [DecodedProcedure] = []
    static let maximumSpareDecoded = 4

    /// Gives back a procedure whose event was sent: the next procedure is written into its storage when nothing
    /// else holds it by then (a consumer that kept the event keeps its own).
    public mutating func reuse(_ procedure: consuming DecodedProcedure) {
        guard spareDecoded.count < Self.maximumSpareDecoded else { return }
        procedure.dropValue()
        spareDecoded.append(procedure)
    }

    /// The value of the write kept last for its storage (`reuse`), taken out of it, for the next write's value to
    /// be copied into (`GATTTracker.quietWriteProcedure`); empty when the spare kept last is no write.
    mutating func spareWriteValue() -> [UInt8] {
        guard !spareDecoded.isEmpty else { return [] }
        return spareDecoded[spareDecoded.count - 1].takeWriteValue()
    }

    /// The procedure `attach` makes, for a consumer that writes notified values itself (`leavingValues`), of a
    /// notification whose characteristic writes its own fields and whose series folder read its quantities for the
    /// summary (`rates`: the speed and cadence it derived): its value left to the consumer (`decodesLater`), the
    /// summary's numbers taken from the folder (`foldedNumbers`). For a notification the pipeline folded without
    /// GATT's `process` (`GATTTracker.quietNotificationProcedure`) and tells all the same.
    mutating func foldedNotification(_ procedure: consuming GATTProcedure, rates: DerivedRates) -> DecodedProcedure {
        make(procedure, decodesLater: true, foldedNumbers: true, derivedRates: rates)
    }

    /// The procedure `attach` makes of a notification or a Write Command whose characteristic no decoder knows
    /// (`Decoders.decodesNothing`): no value decoded, none left to the consumer. For a PDU the pipeline folded
    /// without GATT's `process` and tells all the same.
    mutating func undecoded(_ procedure: consuming GATTProcedure) -> DecodedProcedure {
        make(procedure)
    }

    /// A procedure as `DecodedProcedure.init` makes it, in a spare's storage when there is one (`reuse`).
    private mutating func make(
        _ procedure: consuming GATTProcedure, decoded: DecodedValue? = nil, decodedValues: [DecodedValue?] = [],
        decodesLater: Bool = false, foldedNumbers: Bool = false, derivedRates: DerivedRates = DerivedRates()
    ) -> DecodedProcedure {
        guard var made = spareDecoded.popLast() else {
            var made = DecodedProcedure(procedure, decoded: decoded, decodedValues: decodedValues,
                                        decodesLater: decodesLater)
            if foldedNumbers { made.foldedNumbers = true }
            if !derivedRates.isEmpty { made.derivedRates = derivedRates }
            return made
        }
        made.replace(with: procedure, decoded: decoded, decodedValues: decodedValues, decodesLater: decodesLater,
                     foldedNumbers: foldedNumbers, derivedRates: derivedRates)
        return made
    }

    /// The storage of GATT's last output's procedures, emptied, until `returnProcedureStorage` gives it back.
    private var spareGATTProcedures: [GATTProcedure] = []

    /// Gives GATT back the storage of its last output's procedures (`GATTTracker.recycle`), which `attach` emptied.
    public mutating func returnProcedureStorage(to gatt: inout GATTTracker) {
        gatt.recycle(&spareGATTProcedures)
    }

    /// Gives back the storage of an output's `procedures` once they were taken out, for the next output.
    public mutating func recycle(_ procedures: inout [DecodedProcedure]) {
        guard procedures.capacity > spareProcedures.capacity else { return }
        procedures.removeAll(keepingCapacity: true)
        swap(&procedures, &spareProcedures)
    }

    /// One PDU's output, decoded.
    public struct Output {
        public var attribute: AttributeRef?
        /// The PDU's own value decoded, when it carries one a decoder applies to.
        public var decoded: DecodedValue?
        /// The PDU's value was left undecoded for the consumer to write (`attach`'s `leavingValues`).
        public var decodesLater = false
        /// With `decodesLater`, when no procedure carries the value: its derived speed and cadence (`ATTMessage`'s).
        public var derivedRates = DerivedRates()
        public var procedures: [DecodedProcedure] = []
        public var diagnostics: [Diagnostic] = []

        public init() {}

        /// Empties the output for the next PDU of `attribute`, keeping its arrays' storage.
        mutating func reset(attribute: AttributeRef?) {
            self.attribute = attribute
            decoded = nil
            decodesLater = false
            derivedRates = DerivedRates()
            if !procedures.isEmpty { procedures.removeAll(keepingCapacity: true) }
            if !diagnostics.isEmpty { diagnostics.removeAll(keepingCapacity: true) }
        }
    }

    /// `frame`: the frame of the PDU `out` is GATT's output for. `leavingValues`: a notified value whose
    /// characteristic writes its own fields (`ConnectionDecoders.leavesToConsumer`) is not decoded but left to the
    /// consumer (`Output.decodesLater`, `DecodedProcedure.decodesLater`); when a procedure carries it, only if its
    /// series folder reads its quantities for the summary (`folded`).
    public mutating func attach(_ out: consuming GATTTracker.Output, frame: Int, leavingValues: Bool = false) -> Output {
        var gattOut = out
        var result = Output()
        attach(&gattOut, frame: frame, leavingValues: leavingValues, into: &result)
        if gattOut.procedures.capacity > spareGATTProcedures.capacity { swap(&gattOut.procedures, &spareGATTProcedures) }
        return result
    }

    /// `attach` writing into `result`, which the caller lends from PDU to PDU (emptied first; its arrays keep their
    /// storage). GATT's `out` is read in place: its procedures are moved out and its diagnostics swapped into
    /// `result`, and it keeps its arrays' storage for the next PDU.
    public mutating func attach(
        _ out: inout GATTTracker.Output, frame: Int, leavingValues: Bool = false, into result: inout Output
    ) {
        result.reset(attribute: out.attribute)
        swap(&result.diagnostics, &out.diagnostics)
        if out.procedures.isEmpty {
            if let value = out.value, let ref = out.attribute {
                if leavingValues && out.valueIsNotification && !out.valueIsRequest
                    && decoders.leavesToConsumer(ref, derivingRates: true) && leaveDerivingRates(ref, value) {
                    result.decodesLater = true
                    result.derivedRates = folded.rates
                } else {
                    result.decoded = decodeValue(ref, value, out, frame: frame)
                }
            }
            return
        }
        var foldedNumbers = false
        if leavingValues || (!decoders.fields && decoders.describe), out.valueIsNotification, !out.valueIsRequest,
           let value = out.value, let ref = out.attribute, let uuid = ref.uuid,
           decoders.leavesToConsumer(ref, derivingRates: true),
           decoders.prepareFold(ref, value.span, into: &folded) {
            // The summary takes what the folder read (nothing refuses it there): the counters are kept now.
            decoders.commitFold()
            foldedNumbers = true
            if leavingValues {
                result.decodesLater = true
            } else if var described = Decoders.describe(uuid, value) {
                folded.rates.describe(into: &described.summary)
                result.decoded = described
            }
        }
        // The procedures are moved out of GATT's output, last first, not copied (600 bytes each).
        var procedures: [GATTProcedure] = []
        swap(&procedures, &out.procedures)
        if result.procedures.capacity < spareProcedures.capacity { swap(&result.procedures, &spareProcedures) }
        result.procedures.reserveCapacity(procedures.count)
        let before = min(out.proceduresBeforeValue, procedures.count)
        procedures.reverse()
        for _ in 0 ..< before {
            guard let p = procedures.popLast() else { break }
            result.procedures.append(decode(p, pduValue: nil))
        }
        if !foldedNumbers, let value = out.value, let ref = out.attribute {
            result.decoded = decodeValue(ref, value, out, frame: frame)
        }
        while let p = procedures.popLast() {
            // Made in place, with what the fold read (not copied again to set it).
            result.procedures.append(decode(p, pduValue: result.decoded, later: result.decodesLater,
                                            foldedNumbers: foldedNumbers))
        }
        // Emptied, back into GATT's output for its next PDU.
        swap(&procedures, &out.procedures)
    }

    /// Whether a value `leavesToConsumer(_:derivingRates: true)` may be left when no summary takes it: a value of a
    /// characteristic with no derived rates always; a CSC or Cycling Power Measurement when its series folder
    /// derives its speed and cadence (`folded.rates`, the counters kept). False: decode it in full.
    private mutating func leaveDerivingRates(_ ref: AttributeRef, _ value: Bytes) -> Bool {
        guard let uuid = ref.uuid else {
            folded.rates = DerivedRates()
            return true
        }
        // `leavesToConsumer` found `ref` a characteristic value, as `prepareFold` of a reference requires.
        return leaveDerivingRates(handle: ref.handle, uuid: uuid, value.span)
    }

    /// `leaveDerivingRates` of a value of the characteristic value `handle` of type `uuid`, for a caller that knows
    /// the two without an `AttributeRef` (the pipeline's `ATTLayers.foldMessage`).
    mutating func leaveDerivingRates(handle: UInt16, uuid: BluetoothUUID, _ value: RawSpan) -> Bool {
        folded.rates = DerivedRates()
        guard ConnectionDecoders.derivesRates(uuid) else { return true }
        guard decoders.prepareFold(handle: handle, uuid: uuid, value, into: &folded) else { return false }
        decoders.commitFold()
        return true
    }

    private mutating func decodeValue(
        _ ref: AttributeRef, _ value: Bytes, _ out: GATTTracker.Output, frame: Int
    ) -> DecodedValue? {
        let decoded = out.valueIsNotification ? decoders.decodeNotification(ref, value) : decoders.decode(ref, value)
        if out.valueIsRequest {
            if requests.count >= Self.maximumRequests { requests.removeFirst() }
            requests.append((frame, decoded))
        }
        return decoded
    }

    /// `foldedNumbers`: the summary takes the PDU's value from `folded` (`DecodedProcedure.foldedNumbers`, with
    /// `later` its derived rates too).
    private mutating func decode(
        _ p: consuming GATTProcedure, pduValue: DecodedValue?, later: Bool = false, foldedNumbers: Bool = false
    ) -> DecodedProcedure {
        // Read first: a switch over `p.decode` would borrow `p` through its cases, and moving `p` into its
        // `DecodedProcedure` there would copy it.
        let decode = p.decode
        switch decode {
        case .none:
            return make(p)
        case .pduValue:
            return make(p, decoded: pduValue, decodesLater: later, foldedNumbers: foldedNumbers,
                        derivedRates: foldedNumbers && later ? folded.rates : DerivedRates())
        case .requestValue(let frame):
            guard let index = requests.firstIndex(where: { $0.frame == frame }) else { return make(p) }
            return make(p, decoded: requests.remove(at: index).decoded)
        case .value(let ref, let value):
            let decoded = decoders.decode(ref, value)
            return make(p, decoded: decoded)
        case .eachPair:
            guard case .readMultiple(let pairs, _) = p.kind else { return make(p) }
            let decodedValues = pairs.map { decoders.decode($0.0, $0.1) }
            return make(p, decodedValues: decodedValues)
        }
    }
}
