import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// A GATT procedure as the analysis tells it: what GATT found (`procedure`, whose properties it shows as its own)
/// with what the decoders made of its value.
@dynamicMemberLookup
public struct DecodedProcedure: Sendable {
    public var procedure: GATTProcedure
    /// The decoded value, when a decoder applies.
    public var decoded: DecodedValue?
    /// For a Read Multiple split per attribute: each value decoded as when read alone (nil where no decoder
    /// applies), in the order of the pairs; empty otherwise.
    public var decodedValues: [DecodedValue?]
    /// The consumer asked to write notified values itself (`Pipeline.EventDemand` without `.decodedValues`) and
    /// this notification's characteristic writes its own fields: `decoded` is nil, and `Decoders.writeFields`
    /// writes the fields of the notified value, as `decoded` would give them.
    public var decodesLater: Bool
    /// The statistics take this notified value's quantities from its series folder (`GATTValues.folded`), not from
    /// `decoded`, which has no fields (`ConnectionDecoders.fields` is off).
    public var foldedNumbers = false
    /// With `decodesLater`: the speed and cadence the connection's decoders derived for this value (CSC and Cycling
    /// Power Measurements), which the consumer writes after the value's fields, as `decoded` would give them.
    public var derivedRates = DerivedRates()

    public init(_ procedure: consuming GATTProcedure, decoded: DecodedValue? = nil, decodedValues: [DecodedValue?] = [],
                decodesLater: Bool = false) {
        self.procedure = procedure
        self.decoded = decoded
        self.decodedValues = decodedValues
        self.decodesLater = decodesLater
    }

    public var kind: GATTProcedure.Kind {
        get { procedure.kind }
        set { procedure.kind = newValue }
    }
    public var connection: Int { procedure.connection }
    public var firstFrame: Int { procedure.firstFrame }
    public var firstTime: Timestamp { procedure.firstTime }
    public var frame: Int { procedure.frame }
    public var time: Timestamp { procedure.time }
    public var direction: Direction { procedure.direction }
    public var truncated: Bool { procedure.truncated }
    public var search: GATTProcedure.Search? { procedure.search }
    public var repeated: Bool { procedure.repeated }
    public var notCaptured: GATTProcedure.NotCaptured? { procedure.notCaptured }

    // Spelled out: a key path through the subscript below copies the whole procedure (600 bytes) per use.
    public var storyFrame: Int { procedure.firstFrame }
    public var storyTime: Timestamp { procedure.firstTime }
    public var peerDeviceName: String? { procedure.peerDeviceName }

    @inlinable public subscript<T>(dynamicMember path: KeyPath<GATTProcedure, T>) -> T { procedure[keyPath: path] }
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
    }

    /// `frame`: the frame of the PDU `out` is GATT's output for. `leavingValues`: a notified value whose
    /// characteristic writes its own fields (`ConnectionDecoders.leavesToConsumer`) is not decoded but left to the
    /// consumer (`Output.decodesLater`, `DecodedProcedure.decodesLater`); when a procedure carries it, only if its
    /// series folder reads its quantities for the summary (`folded`).
    public mutating func attach(_ out: consuming GATTTracker.Output, frame: Int, leavingValues: Bool = false) -> Output {
        var result = Output(attribute: out.attribute, diagnostics: out.diagnostics)
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
            return result
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
        swap(&result.procedures, &spareProcedures)
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
        if procedures.capacity > spareGATTProcedures.capacity { swap(&procedures, &spareGATTProcedures) }
        return result
    }

    /// Whether a value `leavesToConsumer(_:derivingRates: true)` may be left when no summary takes it: a value of a
    /// characteristic with no derived rates always; a CSC or Cycling Power Measurement when its series folder
    /// derives its speed and cadence (`folded.rates`, the counters kept). False: decode it in full.
    private mutating func leaveDerivingRates(_ ref: AttributeRef, _ value: Bytes) -> Bool {
        folded.rates = DerivedRates()
        guard let uuid = ref.uuid, ConnectionDecoders.derivesRates(uuid) else { return true }
        guard decoders.prepareFold(ref, value.span, into: &folded) else { return false }
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
        switch p.decode {
        case .none:
            return DecodedProcedure(p)
        case .pduValue:
            var decoded = DecodedProcedure(p, decoded: pduValue, decodesLater: later)
            if foldedNumbers {
                decoded.foldedNumbers = true
                if later { decoded.derivedRates = folded.rates }
            }
            return decoded
        case .requestValue(let frame):
            guard let index = requests.firstIndex(where: { $0.frame == frame }) else { return DecodedProcedure(p) }
            return DecodedProcedure(p, decoded: requests.remove(at: index).decoded)
        case .value(let ref, let value):
            return DecodedProcedure(p, decoded: decoders.decode(ref, value))
        case .eachPair:
            guard case .readMultiple(let pairs, _) = p.kind else { return DecodedProcedure(p) }
            return DecodedProcedure(p, decodedValues: pairs.map { decoders.decode($0.0, $0.1) })
        }
    }
}
