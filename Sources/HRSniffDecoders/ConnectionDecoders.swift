import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// The decoders of one connection, and the state they keep per attribute handle: the frames user decoders
/// assemble across values, and the cumulative wheel and crank counters speed and cadence are derived from. The
/// analysis holds one per connection and decodes each value GATT resolves with it, once, in the order the PDUs
/// carried them.
public struct ConnectionDecoders: Sendable {
    /// User-defined decoders for vendor characteristics.
    public var userDecoders: UserDecoders?
    /// Build the one-line summaries of decoded values (text output needs them; JSON and statistics do not).
    public var describe: Bool
    /// Build the fields of notified values whose characteristic writes its fields (`Decoders.writeFields`). Without
    /// them (text output shows only summaries and problems), `GATTValues` gives such a value, when its series
    /// folder reads its quantities for the statistics, as its summary and problems alone (`Decoders.describe`).
    public var fields = true
    /// Frame reassembly of user decoders, per handle (bounded).
    private var assemblers: [UInt16: UserFrameAssembler] = [:]
    /// Speed and cadence from the cumulative counters of CSC and Cycling Power measurements, per handle (bounded).
    private var rates = HandleRates()

    public init(userDecoders: UserDecoders? = nil, describe: Bool = true) {
        self.userDecoders = userDecoders
        self.describe = describe
    }

    /// Decodes a notified value of `ref`: as any value, plus what follows from the notifications before it of the
    /// same handle (speed and cadence from the cumulative counters of CSC and Cycling Power Measurements).
    public mutating func decodeNotification(_ ref: AttributeRef, _ value: Bytes) -> DecodedValue? {
        var decoded = decode(ref, value)
        if var d = decoded, let short = ref.uuid?.shortValue, short == 0x2A5B || short == 0x2A63 {
            derivedRates(&d, handle: ref.handle, wheelTimeUnit: short == 0x2A63 ? 1.0 / 2048 : 1.0 / 1024)
            decoded = d
        }
        return decoded
    }

    /// Whether `decodeNotification` derives speed and cadence from the cumulative counters of values of `uuid`
    /// and the ones before them (CSC and Cycling Power Measurements).
    public static func derivesRates(_ uuid: BluetoothUUID) -> Bool {
        guard let short = uuid.shortValue else { return false }
        return short == 0x2A5B || short == 0x2A63
    }

    /// Whether a notified value of `ref` may be left for its consumer to write with `Decoders.writeFields`: its
    /// characteristic writes its fields itself, no user decoder takes it, and `decodeNotification` adds nothing to
    /// what `decode` gives (no derived rates).
    /// With `derivingRates`, CSC and Cycling Power Measurements may be left too: the caller then takes the speed
    /// and cadence from `prepareFold` (`FoldedValue.rates`).
    public func leavesToConsumer(_ ref: AttributeRef, derivingRates: Bool = false) -> Bool {
        guard ref.kind == .characteristicValue, let uuid = ref.uuid, Decoders.writesFields(uuid) else { return false }
        if !derivingRates && Self.derivesRates(uuid) { return false }
        return !(userDecoders?.has(uuid) ?? false)
    }

    /// The 16-bit characteristic types asked about by `decodesNothing`, with its answer (bounded).
    private var undecodable: [(short: UInt16, nothing: Bool)] = []

    /// `Decoders.decodesNothing(uuid)`, and no user decoder takes `uuid`: the values of `uuid` decode to nothing.
    /// Kept per 16-bit type (a few per connection), as the answer costs a decode.
    public mutating func decodesNothing(_ uuid: BluetoothUUID) -> Bool {
        if let user = userDecoders, user.has(uuid) { return false }
        guard let short = uuid.shortValue else { return true }
        for entry in undecodable where entry.short == short { return entry.nothing }
        let nothing = Decoders.decodesNothing(uuid)
        if undecodable.count >= 16 { undecodable.removeFirst() }
        undecodable.append((short, nothing))
        return nothing
    }

    /// The rates of the handle whose value `prepareFold` read last, after that value, for `commitFold`.
    @usableFromInline var foldedRates: (handle: UInt16, rates: CumulativeRates)?

    /// For a consumer that keeps only statistics: reads a notified value of `ref` into `out` with its
    /// characteristic's series folder (`Decoders.seriesFolder`), with the speed and cadence `decodeNotification`
    /// would derive from its counters, when there are no user decoders and the folder takes the value. Changes
    /// nothing: `commitFold` keeps the counters once the summary took the value. False: the value must be decoded.
    public mutating func prepareFold(_ ref: AttributeRef, _ value: RawSpan, into out: inout FoldedValue) -> Bool {
        guard ref.kind == .characteristicValue, let uuid = ref.uuid else { return false }
        return prepareFold(handle: ref.handle, uuid: uuid, value, into: &out)
    }

    /// `prepareFold` of a notified value of the characteristic value `handle` of type `uuid`: for a caller that
    /// knows the two without an `AttributeRef` (`GATTTracker.quietNotification`).
    public mutating func prepareFold(
        handle: UInt16, uuid: BluetoothUUID, _ value: RawSpan, into out: inout FoldedValue
    ) -> Bool {
        guard userDecoders == nil else { return false }
        out.reset()
        switch Decoders.fold(uuid, value, into: &out) {
        case true?:
            break
        case false?:
            return false
        case nil:
            // A 16-bit type with no folder: folded as the 128-bit types no decoder knows are, when none knows it.
            guard decodesNothing(uuid) else { return false }
            out.undecoded = value.byteCount > 0
            foldedRates = nil
            return true
        }
        foldedRates = nil
        if let c = out.counters, Self.derivesRates(uuid) {
            // As `derivedRates` does for the decoded value.
            var next = rates[handle] ?? CumulativeRates()
            let result = next.update(
                wheelRevolutions: c.wheelRevolutions, wheelEventTime: c.wheelEventTime,
                crankRevolutions: c.crankRevolutions, crankEventTime: c.crankEventTime, wheelTimeUnit: c.wheelTimeUnit)
            out.rates = DerivedRates(speedKmh: result.speedKmh, cadenceRpm: result.cadenceRpm)
            if let fields = out.layout.derivedRateFields {
                if let speed = out.rates.speedField { out.add(fields.speed, speed) }
                if let cadence = out.rates.cadenceField { out.add(fields.cadence, cadence) }
            }
            foldedRates = (handle, next)
        }
        return true
    }

    /// Keeps the counters of the value `prepareFold` read, as `decodeNotification` would have. Inlined: most folded
    /// values have no counters, and then there is nothing to do.
    @inlinable public mutating func commitFold() {
        if foldedRates != nil { keepFoldedRates() }
    }

    @usableFromInline mutating func keepFoldedRates() {
        guard let (handle, next) = foldedRates else { return }
        if rates[handle] == nil, rates.count >= 64 { rates.removeAll() }
        rates[handle] = next
        foldedRates = nil
    }

    /// Adds `speed_km_h` and `cadence_rpm` computed from this measurement's cumulative wheel and crank counters and
    /// the previous one's (CSCS §3.2 and CPS §3.2: revolutions and event times that roll over).
    private mutating func derivedRates(_ decoded: inout DecodedValue, handle: UInt16, wheelTimeUnit: Double) {
        // The first field with the key, as `DecodedValue.field` finds it, compared without making its key a String.
        func number(_ key: StaticString) -> UInt64? {
            for field in decoded.fields where field.hasKey(key) {
                if case .int(let v) = field.value, v >= 0 { return UInt64(v) }
                return nil
            }
            return nil
        }
        if rates[handle] == nil, rates.count >= 64 { rates.removeAll() }
        var next = rates[handle] ?? CumulativeRates()
        let result = next.update(
            wheelRevolutions: number("cumulative_wheel_revolutions").map { UInt32(truncatingIfNeeded: $0) },
            wheelEventTime: number("last_wheel_event_time").map { UInt16(truncatingIfNeeded: $0) },
            crankRevolutions: number("cumulative_crank_revolutions").map { UInt16(truncatingIfNeeded: $0) },
            crankEventTime: number("last_crank_event_time").map { UInt16(truncatingIfNeeded: $0) },
            wheelTimeUnit: wheelTimeUnit)
        rates[handle] = next
        if let speed = result.speedKmh {
            decoded.fields.append(DecodedField("speed_km_h", .double((speed * 100).rounded() / 100), unit: "km/h"))
            if describe { decoded.summary += (decoded.summary.isEmpty ? "" : ", ") + "\((speed * 10).rounded() / 10) km/h" }
        }
        if let cadence = result.cadenceRpm {
            decoded.fields.append(DecodedField("cadence_rpm", .double((cadence * 10).rounded() / 10), unit: "rpm"))
            if describe { decoded.summary += (decoded.summary.isEmpty ? "" : ", ") + "\((cadence * 10).rounded() / 10) rpm" }
        }
    }

    public mutating func decode(_ ref: AttributeRef, _ value: [UInt8]) -> DecodedValue? {
        value.withBytes { decode(ref, $0) }
    }

    /// Decodes a value of the attribute `ref`: user decoders first (with frame reassembly), then the built-in ones.
    /// The caller decodes no value the capture cut short: its fields would be wrong.
    public mutating func decode(_ ref: AttributeRef, _ value: Bytes) -> DecodedValue? {
        guard let uuid = ref.uuid else { return nil }
        switch ref.kind {
        case .characteristicValue, .descriptor:
            break
        case .primaryService, .secondaryService, .include, .characteristicDeclaration:
            // A declaration read directly: its value is decoded by its attribute type (Core Vol 3 Part G §3).
            return Decoders.decode(ref.kind.declarationType ?? uuid, value, describe: describe)
        case .unknown:
            return nil
        }
        if let user = userDecoders, user.has(uuid) {
            guard let framing = user.framing(uuid) else { return user.decode(uuid, value) }
            if assemblers[ref.handle] == nil, assemblers.count >= 64 { assemblers.removeAll() }
            let (frames, problems) = assemblers[ref.handle, default: UserFrameAssembler()].feed(value, framing: framing)
            let decoded = frames.compactMap { frame in frame.withBytes { user.decode(uuid, $0) } }
            if decoded.isEmpty {
                // A frame this value completed but whose checksum failed was dropped: say so, not "part of a frame".
                let dropped = frames.isEmpty && problems.contains { $0.hasPrefix("frame checksum") }
                return DecodedValue(fields: [DecodedField(dropped ? "frame_dropped" : "frame_incomplete", .bool(true))],
                                    summary: dropped ? "(frame dropped: bad checksum)" : "(part of a frame)",
                                    problems: problems)
            }
            if decoded.count == 1, var one = decoded.first {
                one.problems += problems
                return one
            }
            return DecodedValue(
                fields: [DecodedField("frames", .array(decoded.map { .object($0.fields) }))],
                summary: decoded.map(\.summary).joined(separator: " | "),
                problems: problems + decoded.flatMap(\.problems))
        }
        return Decoders.decode(uuid, value, describe: describe)
    }
}

/// What the assigned numbers and the user's decoders say of attribute types, for GATT (`GATTTracker.types`).
public struct KnownAttributeTypes: AttributeTypes {
    public var userDecoders: UserDecoders?

    public init(userDecoders: UserDecoders?) { self.userDecoders = userDecoders }

    public func customName(_ uuid: BluetoothUUID) -> String? { userDecoders?.name(uuid) }

    public func isDescriptor(_ uuid: BluetoothUUID) -> Bool {
        Registry.characteristicName(uuid) == nil && Registry.descriptorName(uuid) != nil
    }

    public func fixedLength(_ uuid: BluetoothUUID) -> Int? { Decoders.fixedLength(uuid) }

    public func roleDescription(_ ref: AttributeRef) -> String { ref.roleDescription }
}

extension Decoders {
    /// Value lengths the GATT Specification Supplement fixes, to split Read Multiple responses of values never
    /// read alone.
    public static func fixedLength(_ uuid: BluetoothUUID) -> Int? {
        switch uuid.shortValue {
        case 0x2A19, 0x2A38, 0x2A5D, 0x2A1D, 0x2A4E, 0x2AA6, 0x2A09: 1
        case 0x2A01, 0x2A21, 0x2A6E, 0x2A6F, 0x2A1F, 0x2A20, 0x2902, 0x2903, 0x2A0F: 2
        case 0x2A05, 0x2A6D, 0x2A4A: 4
        case 0x2A50, 0x2A08: 7
        case 0x2A04, 0x2A23, 0x2A0A: 8
        case 0x2A0C: 9
        case 0x2A2B: 10
        case 0x2B2A: 16
        default: nil
        }
    }
}

/// The cumulative rates of each handle (`ConnectionDecoders`' speed and cadence), as a dictionary keeps them but in
/// a list: a connection has a handful of such characteristics, and a value's handle is compared, not hashed.
struct HandleRates: Sendable {
    private var entries: [(handle: UInt16, rates: CumulativeRates)] = []

    var count: Int { entries.count }

    subscript(handle: UInt16) -> CumulativeRates? {
        get {
            for entry in entries where entry.handle == handle { return entry.rates }
            return nil
        }
        set {
            let i = entries.firstIndex { $0.handle == handle }
            switch (i, newValue) {
            case (let i?, let value?): entries[i].rates = value
            case (let i?, nil): entries.remove(at: i)
            case (nil, let value?): entries.append((handle, value))
            case (nil, nil): break
            }
        }
    }

    mutating func removeAll() { entries.removeAll() }
}
