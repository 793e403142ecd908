import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// Running statistics of one connection's GATT traffic, kept in constant memory per characteristic.
public struct GATTSummary: Sendable {
    /// Statistics of one numeric field of decoded values (heart rate, RR interval, battery level, …).
    public struct Series: Sendable, Equatable {
        public var count = 0
        public var minimum = Double.infinity
        public var maximum = -Double.infinity
        public var sum = 0.0
        public var unit: String?
        public var mean: Double { count > 0 ? sum / Double(count) : .nan }

        mutating func add(_ v: Double) {
            count += 1
            minimum = min(minimum, v)
            maximum = max(maximum, v)
            sum += v
        }
    }

    /// What happened to one attribute (by handle).
    public struct AttributeActivity: Sendable {
        public var attribute: AttributeRef
        /// True for attributes of the captured device's own GATT server (used by the peer as a client).
        public var onCapturedDevice = false
        public var reads = 0
        public var writes = 0
        public var notifications = 0
        public var indications = 0
        public var errors = 0
        public var firstNotification: Timestamp?
        public var lastNotification: Timestamp?
        /// The longest time between two consecutive notifications or indications, in microseconds.
        public var longestGap: Int64 = 0
        public var longestGapEnd: Int?
        /// Decoded numeric fields in the order they first appeared, with their keys ("bpm", "rr_intervals_ms").
        /// A list, not a dictionary: a characteristic has a handful, and finding one must not hash a string per
        /// value.
        public internal(set) var seriesList: [(key: String, series: Series)] = []
        /// Where the series of each field key of the last value went (`seriesSlot`), to skip the search.
        var slotCache: [(field: StaticString, slot: Int)] = []
        /// The layout of the folded values taken last (`FoldedValue.layout`), and per field of it where its series
        /// is and what it is to the statistics: a folded value's quantities find their series by their field's index,
        /// with no key compared (`foldField`).
        var foldLayout: FoldLayout?
        var foldFields: [FoldFieldSlot] = []
        /// The fields of `foldLayout` ready for a folded value, as bits (`FoldedValue.fields`): a series found and,
        /// for RR intervals, the variability made. Neither is ever undone for the layout, so a value whose fields
        /// are all among them folds with no field checked first.
        var foldReady: UInt64 = 0
        /// Decoded numeric fields, by key.
        public var series: [String: Series] {
            Dictionary(seriesList.map { ($0.key, $0.series) }, uniquingKeysWith: { a, _ in a })
        }
        public var seriesOrder: [String] { seriesList.map(\.key) }
        /// Special values of decoded quantities ("Data Not Available", NaN, …), which the statistics leave out: per
        /// field key and meaning, how many, in the order they first appeared (at most 32).
        public internal(set) var specialValues: [(key: String, meaning: String, count: Int)] = []
        /// Heart-rate sensor contact lost (decoded `sensor_contact` = not_detected) count.
        public var contactLost = 0
        /// Periods of consecutive measurements without contact, and their total length.
        public var contactLostPeriods = 0
        public var contactLostMicroseconds: Int64 = 0
        var contactLostSince: Timestamp?
        /// Values of a characteristic no decoder knows that were folded into this summary without an event
        /// (`FoldedValue.undecoded`): a consumer that counts such values from the events adds these.
        public internal(set) var foldedUndecodedValues = 0
        /// RR-interval statistics, for characteristics that report `rr_intervals_ms`.
        public var hrv: HeartRateVariability?

        /// Notifications and indications per second between the first and the last.
        public var rate: Double? {
            guard let first = firstNotification, let last = lastNotification, notifications + indications > 1 else {
                return nil
            }
            let seconds = Double(last.microseconds(since: first)) / 1e6
            return seconds > 0 ? Double(notifications + indications - 1) / seconds : nil
        }
    }

    /// Heart-rate variability over the RR intervals a sensor reported, in constant memory: SDNN (standard
    /// deviation of the intervals), RMSSD (root mean square of successive differences) and pNN50 (share of
    /// successive differences above 50 ms). Successive differences are taken only between intervals of measurements
    /// with sensor contact, and not across a loss of contact.
    ///
    /// SDNN comes from the sums of the intervals and of their squares, each interval taken less the first: shifted
    /// by a value of the data, the sums do not cancel each other out as plain sums of squares do, and an interval
    /// costs no division (Welford's running mean divides once per interval, and each division waits for the last).
    public struct HeartRateVariability: Sendable, Equatable {
        public var count = 0
        /// The first interval, which every interval is taken less of.
        var shift = 0.0
        var sum = 0.0
        var sumOfSquares = 0.0
        var previous: Double?
        public var successiveDifferences = 0
        var sumOfSquaredDifferences = 0.0
        public var differencesOver50 = 0

        public var sdnn: Double? {
            guard count > 1 else { return nil }
            let n = Double(count)
            return (max(0, sumOfSquares - sum * sum / n) / (n - 1)).squareRoot()
        }
        public var rmssd: Double? {
            successiveDifferences > 0 ? (sumOfSquaredDifferences / Double(successiveDifferences)).squareRoot() : nil
        }
        public var pnn50: Double? {
            successiveDifferences > 0 ? 100 * Double(differencesOver50) / Double(successiveDifferences) : nil
        }

        mutating func add(_ rr: Double) {
            if count == 0 { shift = rr }
            count += 1
            let x = rr - shift
            sum += x
            sumOfSquares += x * x
            if let p = previous {
                let d = rr - p
                successiveDifferences += 1
                sumOfSquaredDifferences += d * d
                if abs(d) > 50 { differencesOver50 += 1 }
            }
            previous = rr
        }

        mutating func breakSequence() { previous = nil }
    }

    package static let maximumAttributes = 1024
    /// The attributes this summary may follow: `maximumAttributes`, or those it follows already once the
    /// pipeline's budget for the summaries of all connections is spent (`Pipeline.maximumSummaryAttributes`).
    public var attributeLimit = maximumAttributes

    /// Activity per attribute in the order first touched, with its `key(side:handle:)`: the peer's table (side 0)
    /// and the captured device's own (side 1) have handles of their own.
    public private(set) var activities: [(key: AttributeKey, activity: AttributeActivity)] = []
    private var slots: [AttributeKey: Int] = [:]
    /// The slot of the attribute touched last: notifications come in runs on one characteristic.
    private var lastSlot: (key: AttributeKey, slot: Int)?
    /// Activity per attribute, keyed by `key(side:handle:)`.
    public var activity: [AttributeKey: AttributeActivity] {
        Dictionary(activities.map { ($0.key, $0.activity) }, uniquingKeysWith: { a, _ in a })
    }
    /// The keys of `activity` in the order first touched.
    public var order: [AttributeKey] { activities.map(\.key) }
    /// The table the procedure being added concerns.
    private var side: UInt32 = 0

    public static func key(side: Int, handle: UInt16) -> AttributeKey {
        AttributeKey(onCapturedDevice: side == 1, handle: handle)
    }
    /// Error Responses by error name. Attribute Not Found to a search (Read By Type, Read By Group Type, Find
    /// Information, Find By Type Value) is not among them: it ends every discovery loop, and otherwise says that
    /// the server has no attribute of the type asked for (Core Vol 3 Part F §3.4.3–3.4.4), which is its answer,
    /// not a failure.
    public var errors: [String: Int] = [:]
    /// The ATT_MTU of the unenhanced bearer at the end, when the capture proves it: the one an Exchange MTU
    /// Request and Response set, or the default 23 of a connection captured from its start without an exchange
    /// and without a longer PDU. Nil when the capture does not say (see `mtuAtLeast`).
    public var mtu: UInt16? = 23
    /// The longest ATT PDU on the unenhanced bearer, at least 23: ATT_MTU is at least this (Core Vol 3 Part F
    /// §3.2.8), whatever the capture shows of the exchange.
    public var mtuAtLeast: UInt16 = 23

    /// Whether the connection carried any ATT PDU in the capture. A connection that carried none (a BR/EDR link
    /// for audio, a link that never got to GATT) says nothing of ATT_MTU: `mtuText` is nil, and the summaries
    /// leave ATT_MTU out.
    public var carriedATT = false

    /// "247", or "unknown (no exchange captured, at least 208)"; nil when the connection carried no ATT.
    public var mtuText: String? {
        guard carriedATT else { return nil }
        return mtu.map(String.init) ?? "unknown (no exchange captured, at least \(mtuAtLeast))"
    }
    /// An enhanced ATT bearer of the connection and the ATT_MTU last in force on it.
    public struct EnhancedBearer: Sendable, Equatable {
        /// See `L2CAPPDU.bearer`: the CID at the end that asked for the channel.
        public var bearer: UInt16
        public var mtu: UInt16
    }
    /// The enhanced ATT bearers opened in the connection, in the order they opened (a bearer number opened again
    /// keeps its place), at most `maximumEnhancedBearers`.
    public private(set) var enhancedBearers: [EnhancedBearer] = []
    static let maximumEnhancedBearers = 64

    /// An enhanced ATT bearer opened, or its ATT_MTU changed.
    mutating func enhancedBearer(_ bearer: UInt16, mtu: UInt16) {
        if let i = enhancedBearers.firstIndex(where: { $0.bearer == bearer }) {
            enhancedBearers[i].mtu = mtu
        } else if enhancedBearers.count < Self.maximumEnhancedBearers {
            enhancedBearers.append(EnhancedBearer(bearer: bearer, mtu: mtu))
        }
    }
    /// The Device Name (0x2A00) the client read, if it did.
    public var deviceName: String?
    public var procedures = 0
    /// Characteristic value handles with notifications or indications switched on at the end.
    public var subscriptions: [UInt16: (notifications: Bool, indications: Bool)] = [:]

    public init() {}

    /// Where the activity of `key` is, if this summary follows it.
    @inline(__always) private func existingSlot(_ key: AttributeKey) -> Int? {
        if let last = lastSlot, last.key == key { return last.slot }
        // A connection's summary follows a handful of attributes: comparing them costs less than hashing.
        if activities.count <= 8 {
            for i in activities.indices where activities[i].key == key { return i }
            return nil
        }
        return slots[key]
    }

    mutating func touch(_ ref: AttributeRef, _ body: (inout AttributeActivity) -> Void) {
        guard let slot = slot(ref) else { return }
        // Modified in place, in one access: no copy of the activity (and its series) per notification.
        Self.visit(&activities[slot].activity, ref, body)
    }

    /// Where the activity of `ref` is, made when this summary does not follow it yet (nil: it may follow no
    /// more), remembered as the last touched.
    @inline(__always) private mutating func slot(_ ref: AttributeRef) -> Int? {
        let key = Self.key(side: Int(side), handle: ref.handle)
        let slot: Int
        if let known = existingSlot(key) {
            slot = known
        } else {
            guard activities.count < attributeLimit else { return nil }
            var fresh = AttributeActivity(attribute: ref)
            fresh.onCapturedDevice = side == 1
            slot = activities.count
            activities.append((key, fresh))
            slots[key] = slot
        }
        lastSlot = (key, slot)
        return slot
    }

    /// A notification (or indication) of `ref` whose quantities its series folder read into `folded`: `touch`
    /// with the arrival and then `AttributeActivity.record`, `folded` borrowed (a closure would copy it).
    private mutating func notified(
        _ ref: AttributeRef, isNotification: Bool, frame: Int, time: Timestamp, _ folded: borrowing FoldedValue
    ) {
        guard let slot = slot(ref) else { return }
        Self.notified(&activities[slot].activity, ref, isNotification: isNotification, frame: frame, time: time,
                      folded)
    }

    @inline(__always) private static func notified(
        _ a: inout AttributeActivity, _ ref: AttributeRef, isNotification: Bool, frame: Int, time: Timestamp,
        _ folded: borrowing FoldedValue
    ) {
        if isNotification { a.notifications += 1 } else { a.indications += 1 }
        a.arrived(frame: frame, time: time)
        a.record(folded, time: time)
        if a.attribute.uuid == nil, ref.uuid != nil { a.attribute = ref }
    }

    /// `body` on `activity`, which then takes `ref` when it has no UUID yet and `ref` does.
    @inline(__always) private static func visit(
        _ activity: inout AttributeActivity, _ ref: AttributeRef, _ body: (inout AttributeActivity) -> Void
    ) {
        body(&activity)
        if activity.attribute.uuid == nil, ref.uuid != nil { activity.attribute = ref }
    }

    /// Accounts for one procedure.
    public mutating func add(_ p: DecodedProcedure) {
        add(p, folded: nil)
    }

    /// Accounts for one procedure; `folded`, when given, holds the quantities of a notified value the procedure
    /// leaves to its consumer (`DecodedProcedure.decodesLater`, `GATTValues.folded`). Without it, such a value is
    /// decoded here.
    public mutating func add(_ p: DecodedProcedure, folded: FoldedValue?) {
        if let folded {
            add(p, folded: folded, takesFolded: true)
        } else {
            add(p, folded: FoldedValue(), takesFolded: false)
        }
    }

    /// `add(_:folded:)` with the folded quantities borrowed, not copied into an optional per procedure: `folded` is
    /// read only when `takesFolded` (and the procedure leaves its value to its consumer).
    public mutating func add(_ p: borrowing DecodedProcedure, folded: borrowing FoldedValue, takesFolded: Bool) {
        procedures += 1
        // The kind read once: each read copies it out of the procedure's storage.
        let kind = p.kind
        switch kind {
        case .notification, .indication, .serviceChanged: side = p.direction == .sent ? 1 : 0
        default: side = p.direction == .received ? 1 : 0
        }
        switch kind {
        case .read(let ref, _, _):
            touch(ref) { $0.reads += 1 }
            record(ref, p.decoded, time: p.time)
            if let name = p.peerDeviceName { deviceName = name }
        case .readMultiple(let pairs, _):
            for (ref, _) in pairs { touch(ref) { $0.reads += 1 } }
        case .write(let ref, _, _):
            touch(ref) { $0.writes += 1 }
        case .subscription(_, let characteristic, let notifications, let indications):
            if let c = characteristic, side == 0 { subscriptions[c.handle] = (notifications, indications) }
        case .notification(let ref, let value), .indication(let ref, let value):
            let time = p.time, frame = p.frame
            var isNotification = false
            if case .notification = kind { isNotification = true }
            let later = p.decodesLater || p.foldedNumbers
            if later && takesFolded {
                // One visit to the activity: the arrival, then the quantities the folder read, as the two would
                // be in turn.
                notified(ref, isNotification: isNotification, frame: frame, time: time, folded)
                return
            }
            // The closure reads two plain values, not the procedure (whose kind is copied at each read).
            touch(ref) { a in
                if isNotification { a.notifications += 1 } else { a.indications += 1 }
                a.arrived(frame: frame, time: time)
            }
            if later {
                if let uuid = ref.uuid, isNotification {
                    record(ref, Decoders.decode(uuid, value, describe: false), time: time)
                }
            } else {
                record(ref, p.decoded, time: time)
            }
        case .error(let request, let ref, let code):
            if code == .attributeNotFound && GATTProcedure.isSearch(request) { break }
            errors[code.name, default: 0] += 1
            if let ref { touch(ref) { $0.errors += 1 } }
        default:
            break
        }
    }

    /// Names the attributes it follows that were not discovered when first touched, from `lookup` (the table at the
    /// end of the connection, by side and handle): what a later discovery revealed. Attributes known already
    /// keep their name.
    public mutating func resolveUndiscovered(_ lookup: (_ side: Int, _ handle: UInt16) -> AttributeRef?) {
        for i in activities.indices where !activities[i].activity.attribute.isDiscovered {
            let key = activities[i].key
            if let ref = lookup(key.onCapturedDevice ? 1 : 0, key.handle), ref.isDiscovered {
                activities[i].activity.attribute = ref
            }
        }
    }

    /// Accounts for a notification of the attribute `key` whose value `value` holds (`Decoders.seriesFolder`) the
    /// way `add` accounts for its procedure and `record` for its decoded fields. Only for an attribute this summary
    /// already follows under a known UUID, with a series already made for every quantity of the value (the first
    /// values go through `add`, which makes the series in the order of the fields): returns false, changing
    /// nothing, otherwise.
    mutating func fold(key: AttributeKey, _ value: borrowing FoldedValue, frame: Int, time: Timestamp) -> Bool {
        guard let slot = existingSlot(key), activities[slot].activity.fold(value, frame: frame, time: time) else {
            return false
        }
        lastSlot = (key, slot)
        procedures += 1
        return true
    }

    private mutating func record(_ ref: AttributeRef, _ decoded: DecodedValue?, time: Timestamp) {
        guard let decoded else { return }
        // A heart rate sent while the sensor has no skin contact is not a measurement (straps send 0 bpm).
        var noContact = false
        var hasContactField = false
        for field in decoded.fields where field.hasKey("sensor_contact") {
            hasContactField = true
            if case .string("not_detected") = field.value { noContact = true }
            break
        }
        touch(ref) { a in
            if hasContactField { a.contact(lost: noContact, at: time) }
            for field in decoded.fields {
                if noContact && field.hasKey("bpm") { continue }
                switch field.value {
                // Only quantities (fields with a unit) make statistics; codes, flags and counters do not.
                case .int(let v) where field.unit != nil: a.add(field, Double(v))
                case .double(let v) where field.unit != nil: a.add(field, v)
                case .array(let items):
                    // Only the arrays of plain numbers with a unit in ms (RR intervals) are summarised.
                    guard field.unit == "ms" else { continue }
                    let isRR = field.hasKey("rr_intervals_ms")
                    if isRR && a.hrv == nil { a.hrv = HeartRateVariability() }
                    guard let slot = a.seriesSlot(field) else { continue }
                    for item in items {
                        var v: Double?
                        if case .double(let d) = item { v = d }
                        if case .int(let i) = item { v = Double(i) }
                        guard let v else { continue }
                        a.seriesList[slot].series.add(v)
                        if isRR { a.hrv?.add(v) }
                    }
                case .special(let meaning) where field.unit != nil:
                    // A meaning, not a number: counted, never averaged.
                    a.addSpecial(field.name, meaning)
                case .string where noContact && field.hasKey("sensor_contact"):
                    a.contactLost += 1
                default: continue
                }
            }
        }
    }
}

extension GATTSummary.AttributeActivity {
    /// Counts a special value of the field `key`.
    mutating func addSpecial(_ key: String, _ meaning: String) {
        if let i = specialValues.firstIndex(where: { $0.key == key && $0.meaning == meaning }) {
            specialValues[i].count += 1
        } else if specialValues.count < 32 {
            specialValues.append((key, meaning, 1))
        }
    }

    mutating func add(_ field: DecodedField, _ value: Double) {
        guard let slot = seriesSlot(field) else { return }
        seriesList[slot].series.add(value)
    }

    /// The series a field's values go to, created at its first value (at most 32 per attribute). One series per
    /// unit: a thermometer that reports in °C and in °F gets two.
    mutating func seriesSlot(_ field: DecodedField) -> Int? {
        let cacheable = field.dynamicKey == nil && field.key.hasPointerRepresentation
        if cacheable {
            for entry in slotCache where entry.field.isSameLiteral(as: field.key) {
                if seriesList[entry.slot].series.unit == field.unit { return entry.slot }
            }
        }
        var key = field.name
        if let existing = seriesList.first(where: { $0.key == key }), existing.series.unit != field.unit {
            key += " (\(field.unit ?? "no unit"))"
        }
        let slot: Int
        if let found = seriesList.firstIndex(where: { $0.key == key }) {
            slot = found
        } else {
            guard seriesList.count < 32 else { return nil }
            slot = seriesList.count
            seriesList.append((key, GATTSummary.Series(unit: field.unit)))
        }
        if cacheable && slotCache.count < 64 { slotCache.append((field.key, slot)) }
        return slot
    }
}

extension GATTSummary.AttributeActivity {
    /// A notification or indication came at `time` (in `frame`): first and last times, and the longest gap.
    @inline(__always) mutating func arrived(frame: Int, time: Timestamp) {
        if let last = lastNotification, time.microseconds(since: last) > longestGap {
            longestGap = time.microseconds(since: last)
            longestGapEnd = frame
        }
        if firstNotification == nil { firstNotification = time }
        lastNotification = time
    }

    /// A value that reports sensor contact came at `time`: a loss of contact begins a period (and breaks the
    /// sequence of RR intervals); contact again ends it.
    mutating func contact(lost: Bool, at time: Timestamp) {
        if lost {
            if contactLostSince == nil {
                contactLostSince = time
                contactLostPeriods += 1
            }
            hrv?.breakSequence()
        } else if let since = contactLostSince {
            let (sum, overflow) = contactLostMicroseconds.addingReportingOverflow(time.microseconds(since: since))
            contactLostMicroseconds = overflow ? (sum < 0 ? .max : .min) : sum
            contactLostSince = nil
        }
    }

    /// The series `seriesSlot` made for a field `key` with `unit`, found in its cache; nil when there is none yet.
    private func existingSeries(_ key: StaticString, _ unit: StaticString) -> Int? {
        let text = unit.description
        for entry in slotCache where Self.same(entry.field, key) {
            guard seriesList[entry.slot].series.unit == text else { continue }
            return entry.slot
        }
        return nil
    }

    @inline(__always) private static func same(_ a: StaticString, _ b: StaticString) -> Bool {
        FoldedValue.sameKey(a, b)
    }

    /// What the statistics keep of the field at `index` of `layout`, the first time a value of that layout comes
    /// (the series is found at the field's first quantity, by `foldSlot`).
    @inline(__always) private mutating func useLayout(_ layout: FoldLayout) {
        if foldLayout != layout { takeLayout(layout) }
    }

    /// `useLayout` of a layout other than the one in use.
    private mutating func takeLayout(_ layout: FoldLayout) {
        foldLayout = layout
        foldReady = 0
        foldFields = layout.fields.map { field in
            // A heart rate sent while the sensor has no skin contact is not a measurement, as in `record`; RR
            // intervals also make the variability.
            FoldFieldSlot(
                slot: -1, withoutContact: !Self.same(field.key, "bpm"),
                isRR: field.isArrayItem && Self.same(field.key, "rr_intervals_ms"))
        }
    }

    /// The series of the field at `index` of the layout in use (`useLayout`): the one found before, or the one
    /// `existingSeries` finds (or, with `making`, `seriesSlot` makes), then remembered. Nil: none yet.
    @inline(__always) private mutating func foldSlot(_ index: Int, making: Bool) -> Int? {
        let known = foldFields[index].slot
        if known >= 0 { return known }
        return findFoldSlot(index, making: making)
    }

    private mutating func findFoldSlot(_ index: Int, making: Bool) -> Int? {
        guard let layout = foldLayout else { return nil }
        let field = layout.fields[index]
        guard let slot = existingSeries(field.key, field.unit)
            ?? (making ? seriesSlot(DecodedField(field.key, .double(0), unit: field.unit.description)) : nil)
        else { return nil }
        foldFields[index].slot = slot
        return slot
    }

    /// `GATTSummary.record` of a value whose quantities its series folder read into `value`: the same series,
    /// made in the same order (a folder gives the quantities of its decoder's fields in layout order).
    mutating func record(_ value: borrowing FoldedValue, time: Timestamp) {
        // A heart rate sent while the sensor has no skin contact is not a measurement, as in `record`.
        let noContact = value.contact == .lost
        if value.contact != .notReported { contact(lost: noContact, at: time) }
        if noContact { contactLost += 1 }
        useLayout(value.layout)
        if value.fields & ~foldReady == 0 {
            // Every quantity's series is known (and the variability made): added through one mutable span of the
            // list, as `fold` adds them.
            addReady(value, noContact: noContact)
            return
        }
        var ready: UInt64 = 0
        for i in 0 ..< value.count {
            let e = value[i]
            let field = foldFields[e.field]
            if noContact && !field.withoutContact { continue }
            if field.isRR && hrv == nil { hrv = GATTSummary.HeartRateVariability() }
            guard let slot = foldSlot(e.field, making: true) else { continue }
            seriesList[slot].series.add(e.value)
            if field.isRR { hrv?.add(e.value) }
            // Its series found and, for RR intervals, the variability made: ready (`foldReady`).
            if e.field < 64 { ready |= 1 << UInt64(e.field) }
        }
        foldReady |= ready
    }

    /// The quantities of `value`, whose fields are all ready (`foldReady`), into their series, with the list moved
    /// out for the loop: made unique once, not once per quantity.
    @inline(__always) private mutating func addReady(_ value: borrowing FoldedValue, noContact: Bool) {
        // A value with no quantities (a characteristic no decoder knows) adds nothing: the list, empty then, is not
        // made unique for it (an empty array's span is a new buffer each time).
        guard value.count > 0 else { return }
        var list: [(key: String, series: GATTSummary.Series)] = []
        swap(&list, &seriesList)
        do {
            var series = list.mutableSpan
            for i in 0 ..< value.count {
                let e = value[i]
                let field = foldFields[e.field]
                if noContact && !field.withoutContact { continue }
                series[field.slot].series.add(e.value)
                if field.isRR { hrv?.add(e.value) }
            }
        }
        swap(&list, &seriesList)
    }

    /// `GATTSummary.add` and `record` of one notification whose value folded into `value`, when the attribute has
    /// its UUID and every quantity has its series (and RR intervals their variability); otherwise false, changing
    /// nothing but where it remembers series.
    mutating func fold(_ value: borrowing FoldedValue, frame: Int, time: Timestamp) -> Bool {
        guard attribute.uuid != nil else { return false }
        // A heart rate sent while the sensor has no skin contact is not a measurement, as in `record`.
        let noContact = value.contact == .lost
        useLayout(value.layout)
        if value.fields & ~foldReady != 0 {
            var ready: UInt64 = 0
            for i in 0 ..< value.count {
                let e = value[i]
                let field = foldFields[e.field]
                if noContact && !field.withoutContact { continue }
                guard foldSlot(e.field, making: false) != nil else { return false }
                if field.isRR && hrv == nil { return false }
                if e.field < 64 { ready |= 1 << UInt64(e.field) }
            }
            foldReady |= ready
        }
        notifications += 1
        if value.undecoded { foldedUndecodedValues += 1 }
        arrived(frame: frame, time: time)
        // The order of `record`: contact first, then the fields in layout order. Contact reported, with no period
        // without contact open, changes nothing: most values of a sensor on the skin skip the call.
        if value.contact != .notReported && (noContact || contactLostSince != nil) { contact(lost: noContact, at: time) }
        if noContact { contactLost += 1 }
        addReady(value, noContact: noContact)
        return true
    }
}

/// Where the statistics of one field of a folded value's layout go (`AttributeActivity.foldFields`).
struct FoldFieldSlot: Sendable {
    /// The series, or -1 while none was found.
    var slot: Int
    /// False for a field left out of a value that says sensor contact is lost (`bpm`).
    var withoutContact: Bool
    /// RR intervals: they make the heart-rate variability too.
    var isRR: Bool
}

extension GATTSummary {
    /// The summary of the part of a connection a filter kept: the connection's own facts from this summary
    /// (ATT_MTU, enhanced bearers, the Device Name), and the procedures, activity and errors of `traffic`, the
    /// summary of the kept procedures alone, with the names that this summary resolved for its attributes.
    public func withTraffic(of traffic: GATTSummary) -> GATTSummary {
        var s = traffic
        s.mtu = mtu
        s.mtuAtLeast = mtuAtLeast
        s.carriedATT = carriedATT
        s.attributeLimit = attributeLimit
        for bearer in enhancedBearers { s.enhancedBearer(bearer.bearer, mtu: bearer.mtu) }
        if s.deviceName == nil { s.deviceName = deviceName }
        let known = activity
        s.resolveUndiscovered { side, handle in known[Self.key(side: side, handle: handle)]?.attribute }
        return s
    }
}

/// Which attribute a summary's activity is about: a handle, and the table it belongs to. The peer's table and the
/// captured device's own (when the captured device is a GATT server too) have handles of their own (Core Vol 3
/// Part G §3: each server numbers its attributes), so a handle alone does not name an attribute.
public struct AttributeKey: Hashable, Sendable, CustomStringConvertible {
    /// Whether the attribute is in the captured device's own table (as a server), not the peer's.
    public var onCapturedDevice: Bool
    public var handle: UInt16

    public init(onCapturedDevice: Bool, handle: UInt16) {
        self.onCapturedDevice = onCapturedDevice
        self.handle = handle
    }

    /// The key as one number, the handle plus 65,536 for the captured device's table: how the HTML report names
    /// an attribute's series (`description`, read back by `init?(_:)`).
    public var number: UInt32 { (onCapturedDevice ? 1 << 16 : 0) | UInt32(handle) }

    /// The key from its `number` in text; nil for text that is no such number.
    public init?(_ text: some StringProtocol) {
        guard let n = UInt32(text), n >> 16 <= 1 else { return nil }
        self.init(onCapturedDevice: n >> 16 == 1, handle: UInt16(truncatingIfNeeded: n))
    }

    public var description: String { String(number) }
}
