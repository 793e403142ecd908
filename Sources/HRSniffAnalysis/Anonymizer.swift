import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// Rewrites capture records so that they can be shared: Bluetooth addresses and device names are replaced
/// consistently, serial numbers too, keys are blanked, and in air captures access addresses and CRC initial values
/// are replaced and CRCs computed again. No length changes, so every packet still decodes to the same procedures and
/// values.
///
/// What to replace comes from the analysis (`learn(_:)` with `CaptureIdentifiers`). Each record is then parsed again
/// by the anonymizer's own `Pipeline`, which says where in the records every value it parsed came from
/// (`Pipeline.tracksOrigins`, `ByteOrigin`): the fields HCI commands and events name (`HCIFieldMap`), the structures
/// of advertising data (`ADStructure.places`), advertising PDUs of air captures, SMP keys and identity addresses
/// (`SMPFieldMap`), and the Device Name and Serial Number String values the GATT layer finds in ATT PDUs
/// (`ATTMessage.values`: reads, long reads, read by type, Read Multiple, notifications, writes, prepared writes, on
/// any bearer) are rewritten there. The anonymizer reassembles, pairs and walks nothing itself: what the stack
/// parses is what it rewrites. Then every learned address (in both byte orders and as text), name, serial number
/// and key is replaced wherever it occurs in the record, or in the L2CAP PDU for fragmented ones; in advertising
/// data the parse read, only inside one AD structure's data (`Fence`).
///
/// - Addresses map through a keyed permutation of their low 46 bits: the same address always becomes the same
///   fake one within a run, two addresses never merge, and the two top bits (the random address sub-type: static,
///   resolvable, non-resolvable) are kept. 00:00:00:00:00:00 and FF:FF:FF:FF:FF:FF stay as they are.
/// - Names become `Device N` padded with `-` to the same number of bytes; Serial Number String (0x2A25) values become
///   `SN000…N`. The same name always gets the same `N`.
/// - Text (monitor notes and logs, PacketLogger text records) gets every `AA:BB:CC:DD:EE:FF` address mapped.
///
/// An L2CAP PDU split over several ACL packets (or link-layer data PDUs) is rewritten once it is complete, so its
/// packets (and the records after them, to keep the order) are held until then; records are therefore taken out with
/// `pop()`, which may lag behind `push(_:)`. Held state is bounded (see `maximumHeldRecords`).
public final class Anonymizer {
    public struct Statistics: Sendable, Equatable, CustomStringConvertible {
        /// Distinct addresses, names and serial numbers replaced.
        public var addresses = 0
        public var names = 0
        public var serialNumbers = 0
        /// Key fields blanked.
        public var keys = 0
        /// Link-layer access addresses of connections replaced (air captures).
        public var accessAddresses = 0
        /// Records whose bytes changed.
        public var records = 0

        public var description: String {
            "\(addresses) address\(addresses == 1 ? "" : "es"), \(names) name\(names == 1 ? "" : "s"), "
                + "\(serialNumbers) serial number\(serialNumbers == 1 ? "" : "s"), "
                + (accessAddresses > 0 ? "\(accessAddresses) access address\(accessAddresses == 1 ? "" : "es"), " : "")
                + "\(keys) key field\(keys == 1 ? "" : "s") blanked, "
                + "\(records) record\(records == 1 ? "" : "s") changed"
        }
    }

    public internal(set) var statistics = Statistics()
    /// Records held while a PDU is incomplete; beyond this the oldest incomplete PDU is rewritten as it is.
    public static let maximumHeldRecords = 4096
    static let maximumPDU = 65_539
    static let maximumConnections = 4096
    static let maximumRememberedNames = 65_536
    static let maximumKnownAddresses = 65_536

    private var key: (UInt64, UInt64)

    /// `key` fixes the address permutation (tests); by default it is random, so each run maps differently.
    public init(key: (UInt64, UInt64)? = nil) {
        let origins = EventOrigins()
        self.origins = origins
        pipeline = Self.pipeline(origins)
        if let key {
            self.key = key
        } else {
            var rng = SystemRandomNumberGenerator()
            self.key = (rng.next(), rng.next())
        }
    }


    /// Starts from what the analysis of the same capture learned (`CaptureIdentifiers.learn`): every address, name,
    /// serial number, key and access address it found is replaced wherever it occurs, also in the records before
    /// the one that reveals it and in bytes hrsniff does not interpret.
    public func learn(_ identifiers: CaptureIdentifiers) {
        for a in identifiers.addresses.sorted() { _ = mapAddress(a) }
        for n in identifiers.names { _ = makeFake(n, .name) }
        for n in identifiers.serials { _ = makeFake(n, .serial) }
        knownKeys = identifiers.keys.filter { $0.count >= 8 }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
        keysByFirstByte = Array(repeating: [], count: 256)
        for (i, k) in knownKeys.enumerated() { keysByFirstByte[Int(k[0])].append(i) }
        for (aa, crcInit) in identifiers.accessAddresses.sorted(by: { $0.key < $1.key }) {
            _ = mapAccessAddress(aa)
            if let crcInit { crcInits[aa] = (crcInit, fakeCRCInit(aa)) }
        }
    }

    // MARK: Queue

    struct Held {
        var frame: Int
        var time: Timestamp
        var framing: Framing
        var originalLength: Int
        var bytes: [UInt8]
        var original: [UInt8]
        /// Where the parse found structure the search must not rewrite across (`Fence`).
        var fences: [Fence] = []
    }

    /// Bytes of a record whose structure the parse knows: advertising data (Core Vol 3 Part C §11: each AD
    /// structure is a length, an AD type and data). A learned value the search finds there is replaced only when it
    /// lies inside one of `windows` (one structure's data, or the bytes after the terminating zero length that the
    /// parse does not read), never over a length or type: an address in manufacturer or service data is inside one
    /// structure's data, and bytes that only look like an address across structures are structure.
    struct Fence: Equatable {
        var region: Range<Int>
        var windows: [Range<Int>]

        /// Whether `range` may be rewritten by the search: every fence it overlaps holds it in one window.
        static func allows(_ fences: [Fence], _ range: Range<Int>) -> Bool {
            for f in fences where f.region.overlaps(range) {
                if !f.windows.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) {
                    return false
                }
            }
            return true
        }

        /// The fence of the advertising data `data`, `start` bytes into its record.
        static func advertisingData(_ data: Bytes, at start: Int) -> Fence {
            let places = ADStructure.places(data)
            var windows = places.map { start + $0.offset ..< start + $0.offset + $0.count }
            // Where the walk stopped: after a zero length the rest is padding the parse does not read; after the
            // last structure it reads (`ADStructure.places` reads at most 64), the rest is not read either.
            let stop = places.last.map { $0.offset + $0.announced } ?? 0
            if stop < data.count, places.count >= 64 || data[checked: stop] == 0 {
                let from = places.count >= 64 && data[checked: stop] != 0 ? stop : stop + 1
                if from < data.count { windows.append(start + from ..< start + data.count) }
            }
            return Fence(region: start ..< start + data.count, windows: windows)
        }
    }

    /// Adds the fence of advertising data the pipeline parsed in the current record. Data whose last structure
    /// runs past its end (malformed, or a fragment of longer data whose structures the parse of one part cannot
    /// know) gets none: the search replaces every learned value in it, as in bytes hrsniff does not interpret.
    private func fenceAdvertisingData(_ data: Bytes, at start: Int) {
        guard let current, let qi = heldIndex(current.frame), start >= 0, !data.isEmpty,
              ADStructure.places(data).allSatisfy({ $0.count == $0.announced }) else { return }
        queue[qi].fences.append(.advertisingData(data, at: start))
    }

    private var queue: [Held] = []
    private var queueHead = 0
    /// Where each held record is in `queue`, by frame.
    private var heldFrames: [Int: Int] = [:]
    /// The frame of the earliest L2CAP PDU the pipeline is still reassembling: that record and the ones after it are
    /// held, since the PDU's events will rewrite them.
    private var holdFrom: Int?
    private var finished = false

    /// The second pass's own pipeline: it parses each record again, and says in its events where every field it
    /// found is (`Pipeline.tracksOrigins`). What it parses is what is rewritten.
    private let origins: EventOrigins
    private var pipeline: Pipeline

    private static func pipeline(_ origins: EventOrigins) -> Pipeline {
        var p = Pipeline(depth: .att)
        p.procedures = false
        p.damagedAdvertising = true
        // Every event (the default demand, `.all`): the anonymizer rewrites what each one parsed.
        p.origins = origins
        return p
    }

    /// Takes a copy of `record` and rewrites what the pipeline parses in it (and in the records it completes a PDU
    /// of); the record is held while a PDU it carries a part of is incomplete.
    public func push(_ record: CaptureRecord) {
        let bytes = record.bytes.array
        heldFrames[record.frame] = queue.count
        queue.append(Held(frame: record.frame, time: record.time, framing: record.framing,
                          originalLength: record.originalLength, bytes: bytes, original: bytes))
        current = record
        pipeline.process(record) { self.apply($0) }
        current = nil
        holdFrom = pipeline.oldestIncompleteFrame
    }

    /// The next record ready to be written, or nil.
    public func pop() -> CaptureRecord? {
        guard queueHead < queue.count else { return nil }
        let frame = queue[queueHead].frame
        if !finished, let holdFrom, frame >= holdFrom, queue.count - queueHead <= Self.maximumHeldRecords { return nil }
        var held = queue[queueHead]
        queue[queueHead].bytes = []
        queue[queueHead].original = []
        heldFrames[frame] = nil
        mirrors[frame] = nil
        queueHead += 1
        if queueHead > 1024 && queueHead * 2 > queue.count {
            queue.removeFirst(queueHead)
            heldFrames = heldFrames.mapValues { $0 - queueHead }
            queueHead = 0
        }
        // The structured rewrite is done; now every learned identifier, wherever it is.
        if case .linkLayer(let encapsulation) = held.framing {
            linkLayer(&held.bytes, encapsulation, original: held.original, fences: held.fences)
        } else {
            everywhere(&held.bytes, 0, held.bytes.count, fences: held.fences)
        }
        if held.original != held.bytes { statistics.records += 1 }
        return CaptureRecord(frame: held.frame, time: held.time, framing: held.framing, bytes: Bytes(held.bytes),
                             originalLength: held.originalLength)
    }

    /// Ends the capture: PDUs still incomplete stay as they are (their records get the replacements every record
    /// gets), and every record can be popped.
    public func finish() {
        pipeline.finish { self.apply($0) }
        finished = true
    }

    private func heldIndex(_ frame: Int) -> Int? {
        guard let i = heldFrames[frame], i >= queueHead, i < queue.count else { return nil }
        return i
    }

    // MARK: Mapping

    /// The fake address for `address` (also for tests: the mapping `analyze` output must follow).
    public func fake(_ address: BluetoothAddress) -> BluetoothAddress {
        BluetoothAddress(rawValue: mapAddress(address.rawValue))
    }

    /// The fake for a name or serial number seen so far, or nil.
    public func fakeName(_ name: [UInt8]) -> [UInt8]? {
        if let i = names[name] { return Self.fakeName(index: i, length: name.count) }
        if let i = serials[name] { return Self.fakeSerial(index: i, length: name.count) }
        return nil
    }

    /// Every name and serial number replaced so far (bounded), for tests.
    public var replacedNames: [[UInt8]] { Array(names.keys) + Array(serials.keys) }
    /// Every address replaced so far (bounded), for tests.
    public var replacedAddresses: [BluetoothAddress] { knownAddresses.map { BluetoothAddress(rawValue: $0) } }

    static let low46: UInt64 = (1 << 46) - 1
    private var knownAddresses: Set<UInt64> = []
    private var knownByteOrders: Set<UInt64> = []

    func mapAddress(_ a: UInt64) -> UInt64 {
        let value = a & 0xFFFF_FFFF_FFFF
        var low = value & Self.low46
        if low == 0 || low == Self.low46 { return value }
        if knownAddresses.count < Self.maximumKnownAddresses, knownAddresses.insert(value).inserted {
            statistics.addresses += 1
            if Self.isDistinctive(value) {
                knownByteOrders.insert(value)
                knownByteOrders.insert(Self.reversed48(value))
            }
        }
        repeat { low = permute(low) } while low == 0 || low == Self.low46
        return (value & ~Self.low46) | low
    }

    /// An address with at least three non-zero bytes: one whose bytes do not also occur by chance in lengths,
    /// handles and padding. Others (00:00:00:00:00:01, test entries of a resolving list) are replaced in the fields
    /// that hold addresses only.
    static func isDistinctive(_ a: UInt64) -> Bool {
        (0 ..< 6).filter { a >> (8 * UInt64($0)) & 0xFF != 0 }.count >= 3
    }

    /// A keyed hash of `v`: the same within a run, different between runs.
    func keyedHash(_ v: UInt64, _ salt: UInt64) -> UInt64 {
        var h = Hasher()
        h.combine(key.0)
        h.combine(key.1)
        h.combine(salt)
        h.combine(v)
        return UInt64(bitPattern: Int64(h.finalize()))
    }

    /// A four-round Feistel network over 23-bit halves: a permutation of the 46-bit values.
    private func permute(_ v: UInt64) -> UInt64 {
        let half: UInt64 = (1 << 23) - 1
        var l = v >> 23, r = v & half
        for round: UInt64 in 0 ..< 4 {
            var h = Hasher()
            h.combine(key.0)
            h.combine(key.1 &+ round)
            h.combine(r)
            let f = UInt64(bitPattern: Int64(h.finalize())) & half
            (l, r) = (r, l ^ f)
        }
        return l << 23 | r
    }

    static func reversed48(_ v: UInt64) -> UInt64 {
        var out: UInt64 = 0
        for k in 0 ..< 6 { out = out << 8 | (v >> (8 * UInt64(k)) & 0xFF) }
        return out
    }

    private var names: [[UInt8]: Int] = [:]
    private var serials: [[UInt8]: Int] = [:]

    /// "Device 12" padded with "-" to `length` bytes; shorter forms when the length is small.
    static func fakeName(index: Int, length: Int) -> [UInt8] {
        let forms = ["Device \(index)", "Dev\(index)", "D\(index)"]
        for form in forms where form.utf8.count <= length {
            return Array(form.utf8) + [UInt8](repeating: UInt8(ascii: "-"), count: length - form.utf8.count)
        }
        return Array(String(index).utf8.suffix(length))
    }

    /// "SN0000012" to `length` bytes.
    static func fakeSerial(index: Int, length: Int) -> [UInt8] {
        let digits = Array(String(index).utf8)
        if length >= digits.count + 2 {
            return Array("SN".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: length - digits.count - 2) + digits
        }
        return Array(digits.suffix(length))
    }

    private enum TextKind { case name, serial }

    /// Replaces the text in `b[start ..< end]`: the part before a NUL becomes its fake, anything after the NUL
    /// becomes zeros.
    private func replaceText(_ b: inout [UInt8], _ start: Int, _ end: Int, _ kind: TextKind, continuing: (Int, Int)? = nil) {
        let s = max(0, min(start, b.count)), e = max(s, min(end, b.count))
        guard e > s else { return }
        var nul = s
        while nul < e && b[nul] != 0 { nul += 1 }
        for i in nul ..< e { b[i] = 0 }
        guard nul > s else { return }
        let content = Array(b[s ..< nul])
        let fake: [UInt8]
        if let (index, offset) = continuing {
            // A later part of a long value (Read Blob): the continuation of the first part's fake.
            let whole = kind == .name ? Self.fakeName(index: index, length: offset + content.count)
                : Self.fakeSerial(index: index, length: offset + content.count)
            fake = Array(whole.suffix(content.count))
        } else {
            fake = makeFake(content, kind).fake
        }
        for (k, v) in fake.enumerated() where s + k < nul { b[s + k] = v }
    }

    private func makeFake(_ content: [UInt8], _ kind: TextKind) -> (index: Int, fake: [UInt8]) {
        switch kind {
        case .name:
            let index: Int
            if let i = names[content] {
                index = i
            } else {
                statistics.names += 1
                index = statistics.names
                if names.count < Self.maximumRememberedNames { names[content] = index }
            }
            return (index, Self.fakeName(index: index, length: content.count))
        case .serial:
            let index: Int
            if let i = serials[content] {
                index = i
            } else {
                statistics.serialNumbers += 1
                index = statistics.serialNumbers
                if serials.count < Self.maximumRememberedNames { serials[content] = index }
            }
            return (index, Self.fakeSerial(index: index, length: content.count))
        }
    }

    // MARK: Byte helpers (all bounds-checked)

    func address(_ b: inout [UInt8], _ at: Int) {
        guard at >= 0, at + 6 <= b.count else { return }
        var v: UInt64 = 0
        for k in 0 ..< 6 { v |= UInt64(b[at + k]) << (8 * UInt64(k)) }
        let m = mapAddress(v)
        for k in 0 ..< 6 { b[at + k] = UInt8(truncatingIfNeeded: m >> (8 * UInt64(k))) }
    }

    private func blank(_ b: inout [UInt8], _ at: Int, _ count: Int) {
        let s = max(0, min(at, b.count)), e = max(s, min(at + count, b.count))
        guard e > s else { return }
        for i in s ..< e { b[i] = 0 }
        statistics.keys += 1
    }

    /// AD or EIR structures in `b[start ..< end]`, as the stack reads them (`ADStructure.places`): names,
    /// addresses and secret values (`ADStructure.identifying`).
    func advertisingData(_ b: inout [UInt8], _ start: Int, _ end: Int) {
        let s = max(0, min(start, b.count)), e = max(s, min(end, b.count))
        guard e > s else { return }
        for place in ADStructure.places(Bytes(Array(b[s ..< e]))) {
            let at = s + place.offset
            switch ADStructure.identifying(place.type, count: place.count) {
            case .name?: replaceText(&b, at, at + place.count, .name)
            case .addresses(let offsets)?: for o in offsets { address(&b, at + o) }
            case .secret?: blank(&b, at, place.count)
            case nil: break
            }
        }
    }

    /// Replaces addresses seen so far wherever they occur in `b[start ..< end]`, in either byte order (where the
    /// `fences` allow).
    private func knownAddressScan(_ b: inout [UInt8], _ start: Int, _ end: Int, _ fences: [Fence]) {
        let s = max(0, start), e = min(end, b.count)
        guard e - s >= 6, !knownByteOrders.isEmpty else { return }
        var i = s
        while i + 6 <= e {
            var v: UInt64 = 0
            for k in 0 ..< 6 { v |= UInt64(b[i + k]) << (8 * UInt64(k)) }
            if knownByteOrders.contains(v), Fence.allows(fences, i ..< i + 6) {
                if knownAddresses.contains(v) {
                    address(&b, i)
                } else {
                    // Stored most significant byte first.
                    let m = mapAddress(Self.reversed48(v))
                    for k in 0 ..< 6 { b[i + k] = UInt8(truncatingIfNeeded: m >> (8 * UInt64(5 - k))) }
                }
                i += 6
            } else {
                i += 1
            }
        }
    }

    /// Every learned identifier wherever it occurs in `b[start ..< end]`: addresses in both byte orders and as text,
    /// names and serial numbers, keys; `fences` (offsets in `b`) say where the parse found structure that a value
    /// may not cross.
    func everywhere(_ b: inout [UInt8], _ start: Int, _ end: Int, fences: [Fence] = []) {
        knownAddressScan(&b, start, end, fences)
        textAddresses(&b, start, end, onlyKnown: true, fences: fences)
        knownNameScan(&b, start, end, fences)
        knownKeyScan(&b, start, end, fences)
    }

    /// Names and serial numbers of at least 4 bytes seen so far, by their first byte, longest first (so that a
    /// name inside another is not replaced first); at most 1,024 of them.
    private var namesByFirstByte: [[(name: [UInt8], fake: [UInt8])]] = []
    private var namesIndexed = -1

    private func knownNameScan(_ b: inout [UInt8], _ start: Int, _ end: Int, _ fences: [Fence]) {
        let s = max(0, start), e = min(end, b.count)
        guard e - s >= 4, !names.isEmpty || !serials.isEmpty else { return }
        if namesIndexed != names.count + serials.count {
            namesIndexed = names.count + serials.count
            let all = names.filter { $0.key.count >= 4 }.map { ($0.key, Self.fakeName(index: $0.value, length: $0.key.count)) }
                + serials.filter { $0.key.count >= 4 }.map { ($0.key, Self.fakeSerial(index: $0.value, length: $0.key.count)) }
            namesByFirstByte = Array(repeating: [], count: 256)
            for (name, fake) in all.sorted(by: { $0.0.count != $1.0.count ? $0.0.count > $1.0.count : $0.0.lexicographicallyPrecedes($1.0) }).prefix(1024) {
                namesByFirstByte[Int(name[0])].append((name, fake))
            }
        }
        var k = s
        scan: while k < e {
            for (name, fake) in namesByFirstByte[Int(b[k])] where k + name.count <= e {
                if b[k ..< k + name.count].elementsEqual(name), Fence.allows(fences, k ..< k + name.count) {
                    for (j, v) in fake.enumerated() { b[k + j] = v }
                    k += name.count
                    continue scan
                }
            }
            k += 1
        }
    }

    /// Addresses written as `AA:BB:CC:DD:EE:FF` (either case, `:` or `-`) are mapped, keeping their case and
    /// separator: in text records every one, elsewhere the learned ones.
    private func textAddresses(_ b: inout [UInt8], _ start: Int, _ end: Int, onlyKnown: Bool, fences: [Fence] = []) {
        let s = max(0, start), e = min(end, b.count)
        guard e - s >= 17, !onlyKnown || !knownAddresses.isEmpty else { return }
        var i = s
        while i + 17 <= e {
            guard b[i + 2] == UInt8(ascii: ":") || b[i + 2] == UInt8(ascii: "-"),
                  let v = CaptureIdentifiers.textualAddress(b, i), !onlyKnown || knownAddresses.contains(v),
                  Fence.allows(fences, i ..< i + 17) else {
                i += 1
                continue
            }
            let m = mapAddress(v)
            let upper = !b[i ..< i + 17].contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f") }
            let digits: [UInt8] = Array((upper ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
            for k in 0 ..< 6 {
                let byte = UInt8(truncatingIfNeeded: m >> (8 * UInt64(5 - k)))
                b[i + 3 * k] = digits[Int(byte >> 4)]
                b[i + 3 * k + 1] = digits[Int(byte & 0x0F)]
            }
            i += 17
        }
    }

    /// Air captures: the fake access address of each connection's, and its CRC initial value and fake.
    var accessAddressMap: [UInt32: UInt32] = [:]
    var fakeAccessAddresses: Set<UInt32> = []
    var crcInits: [UInt32: (original: UInt32, fake: UInt32)] = [:]

    /// Keys of at least 8 bytes learned from the capture, blanked wherever they occur.
    private var knownKeys: [[UInt8]] = []
    private var keysByFirstByte: [[Int]] = []

    private func knownKeyScan(_ b: inout [UInt8], _ start: Int, _ end: Int, _ fences: [Fence]) {
        let s = max(0, start), e = min(end, b.count)
        guard e - s >= 8, !knownKeys.isEmpty else { return }
        var k = s
        scan: while k < e {
            for i in keysByFirstByte[Int(b[k])] where k + knownKeys[i].count <= e {
                if b[k ..< k + knownKeys[i].count].elementsEqual(knownKeys[i]),
                   Fence.allows(fences, k ..< k + knownKeys[i].count) {
                    blank(&b, k, knownKeys[i].count)
                    k += knownKeys[i].count
                    continue scan
                }
            }
            k += 1
        }
    }

    // MARK: Records, through the pipeline's parse

    /// The record being parsed, as the pipeline sees it: the bytes its events are slices of.
    private var current: CaptureRecord?

    /// The pipeline's events about one record: every field they name is rewritten where the parse found it.
    private func apply(_ event: Event) {
        switch event.payload {
        case .command(let c, _, _):
            fields(c.fieldMap, c.parameters)
        case .event(let e, _, _):
            fields(e.fieldMap, e.parameters)
        case .adapter, .note, .log, .monitor:
            monitor()
        case .smp(let pdu, _, _, _):
            guard let origin = origins.origin else { break }
            rewrite(origin) { b in
                if let keys = SMPFieldMap.keys(pdu) { self.blank(&b, keys.lowerBound, keys.count) }
                if let at = SMPFieldMap.identityAddress(pdu) { self.address(&b, at) }
            }
            wholePDU(origin)
        case .att(let m):
            guard let origin = origins.origin else { break }
            for value in origins.values { attributeValue(value, message: m, origin: origin) }
            wholePDU(origin)
        case .l2cap, .signalling:
            if let origin = origins.origin { wholePDU(origin) }
        case .linkLayer(let l):
            switch l.pdu {
            case .advertising(let a):
                advertisingPDU(a, payload: l.payload)
            case .data where l.status == .retransmission:
                if let first = origins.origin { resent(first, payload: l.payload) }
            default:
                break
            }
        default:
            break
        }
    }

    /// The fields of an HCI command or event, or a monitor record (`HCIFieldMap`), in `parameters`.
    private func fields(_ map: HCIFieldMap, _ parameters: Bytes) {
        guard let current, let at = parameters.offset(in: current.bytes) else { return }
        rewrite(ByteOrigin(frame: current.frame, offset: at, count: parameters.count)) { b in
            for a in map.addresses { self.address(&b, a) }
            for r in map.keys { self.blank(&b, r.lowerBound, r.count) }
            for r in map.names { self.replaceText(&b, r.lowerBound, r.upperBound, .name) }
            for r in map.advertisingData { self.advertisingData(&b, r.lowerBound, r.upperBound) }
            for r in map.text { self.textAddresses(&b, r.lowerBound, r.upperBound, onlyKnown: false) }
        }
        for r in map.advertisingData {
            if let data = parameters.slice(from: r.lowerBound, count: min(r.count, parameters.count - r.lowerBound)) {
                fenceAdvertisingData(data, at: at + r.lowerBound)
            }
        }
    }

    /// A monitor or PacketLogger record: its body's fields (`HCIFieldMap.monitor`).
    private func monitor() {
        guard let current, case .monitor(let opcode, _, let body) = HCIFrame.decode(current) else { return }
        fields(HCIFieldMap.monitor(opcode, count: body.count), body)
    }

    /// Names and serial numbers among the attribute values an ATT PDU carries (`ATTMessage.values`): the Device
    /// Name (0x2A00) and Serial Number String (0x2A25) characteristics, however the PDU carries them (read, long
    /// read, read by type, read multiple, notification, write, prepared write, on any bearer).
    private func attributeValue(_ value: AttributeValue, message m: ATTMessage, origin: ByteOrigin) {
        guard value.attribute.kind == .characteristicValue, let short = value.attribute.uuid?.shortValue,
              short == 0x2A00 || short == 0x2A25, let at = origin.of(value.bytes, in: m.bytes) else { return }
        let kind: TextKind = short == 0x2A00 ? .name : .serial
        let key = LongValueKey(connection: m.connection.id, adapter: m.connection.adapter, handle: value.attribute.handle)
        rewrite(at) { b in
            if value.offset > 0, value.whole, let long = self.longValues[key], long.kind == kind {
                // A later part of a long value: the continuation of the first part's fake.
                self.replaceText(&b, 0, b.count, kind, continuing: (long.index, value.offset))
                return
            }
            let content = Self.content(b, 0, b.count)
            if value.whole, value.offset == 0, !content.isEmpty {
                if self.longValues.count >= Self.maximumConnections { self.longValues.removeAll() }
                self.longValues[key] = (kind, self.makeFake(content, kind).index)
            }
            self.replaceText(&b, 0, b.count, kind)
        }
    }

    /// An advertising channel PDU of an air capture: the addresses, advertising data, and a connection request's
    /// access address and CRC initial value, where the link layer's parse found them.
    private func advertisingPDU(_ a: AdvertisingPDU, payload: Bytes) {
        guard let current, let at = payload.offset(in: current.bytes) else { return }
        let dataAt = a.data.isEmpty ? nil : a.data.offset(in: payload)
        rewrite(ByteOrigin(frame: current.frame, offset: at, count: payload.count)) { b in
            if a.advertiser != nil, let o = a.advertiserOffset { self.address(&b, Int(o)) }
            if a.other != nil, let o = a.otherOffset { self.address(&b, Int(o)) }
            if let dataAt { self.advertisingData(&b, dataAt, dataAt + a.data.count) }
            if let c = a.connect {
                let aaAt = LinkLayerConnectRequest.accessAddressOffset, crcAt = LinkLayerConnectRequest.crcInitOffset
                if let fake = self.accessAddressMap[c.accessAddress] {
                    for k in 0 ..< 4 { b[aaAt + k] = UInt8(truncatingIfNeeded: fake >> (8 * UInt32(k))) }
                }
                if let crc = self.crcInits[c.accessAddress] {
                    for k in 0 ..< 3 { b[crcAt + k] = UInt8(truncatingIfNeeded: crc.fake >> (8 * UInt32(k))) }
                }
            }
        }
        if let dataAt { fenceAdvertisingData(a.data, at: at + dataAt) }
    }

    /// A data PDU of an air capture that resends the packet `first` says where: the layers above read the first
    /// copy only, so this one gets the same bytes, now and whenever the first copy is rewritten.
    private func resent(_ first: ByteOrigin, payload: Bytes) {
        guard let current, let at = payload.offset(in: current.bytes), first.pieces.count == 1,
              let piece = first.pieces.first, piece.count == payload.count, let from = heldIndex(piece.frame),
              let to = heldIndex(current.frame) else { return }
        if mirrors.count >= Self.maximumHeldRecords { mirrors.removeAll() }
        mirrors[piece.frame, default: []].append(Mirror(frame: current.frame, delta: at - piece.offset, range: piece.offset ..< piece.offset + piece.count))
        for k in 0 ..< piece.count where piece.offset + k < queue[from].bytes.count && at + k < queue[to].bytes.count {
            queue[to].bytes[at + k] = queue[from].bytes[piece.offset + k]
        }
    }

    /// A copy of bytes `range` of a record in another record, `delta` bytes further.
    struct Mirror {
        var frame: Int
        var delta: Int
        var range: Range<Int>
    }

    /// Resent packets, by the frame of their first copy.
    private var mirrors: [Int: [Mirror]] = [:]

    struct LongValueKey: Hashable {
        var connection: Int
        var adapter: UInt16
        var handle: UInt16
    }

    /// The name or serial number index of the first part of each long value, for the parts read after it.
    private var longValues: [LongValueKey: (kind: TextKind, index: Int)] = [:]

    /// An L2CAP PDU that spans several records: every learned identifier in it, so that one split between them is
    /// found too. (A PDU in one record is searched with the rest of its record.)
    private func wholePDU(_ origin: ByteOrigin) {
        guard origin.pieces.count > 1 else { return }
        rewrite(origin) { b in self.everywhere(&b, 0, b.count) }
    }

    /// Gathers the bytes `origin` names from the held records, lets `body` rewrite them, and puts them back.
    /// Bytes of records already written out (beyond `maximumHeldRecords`) are zeros to `body`, and stay as written.
    private func rewrite(_ origin: ByteOrigin, _ body: (inout [UInt8]) -> Void) {
        var b = [UInt8](repeating: 0, count: origin.count)
        var position = 0
        for piece in origin.pieces {
            if let qi = heldIndex(piece.frame) {
                for k in 0 ..< piece.count where piece.offset + k < queue[qi].bytes.count {
                    b[position + k] = queue[qi].bytes[piece.offset + k]
                }
            }
            position += piece.count
        }
        body(&b)
        position = 0
        for piece in origin.pieces {
            if let qi = heldIndex(piece.frame) {
                for k in 0 ..< piece.count where piece.offset + k < queue[qi].bytes.count {
                    queue[qi].bytes[piece.offset + k] = b[position + k]
                }
            }
            for mirror in mirrors[piece.frame] ?? [] {
                guard let qi = heldIndex(mirror.frame) else { continue }
                for k in 0 ..< piece.count where mirror.range.contains(piece.offset + k) {
                    let at = piece.offset + k + mirror.delta
                    if at >= 0 && at < queue[qi].bytes.count { queue[qi].bytes[at] = b[position + k] }
                }
            }
            position += piece.count
        }
    }

    static func content(_ b: [UInt8], _ start: Int, _ end: Int) -> [UInt8] {
        let s = max(0, min(start, b.count)), e = max(s, min(end, b.count))
        var nul = s
        while nul < e && b[nul] != 0 { nul += 1 }
        return Array(b[s ..< nul])
    }
}
