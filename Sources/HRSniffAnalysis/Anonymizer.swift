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
/// What to replace comes from the analysis (`learn(_:)` with `CaptureIdentifiers`). Each record is then rewritten in
/// two steps: the fields the parse names (`HCIFieldMap`, `SMPFieldMap`, advertising data, the ATT values of Device
/// Name and Serial Number String characteristics), and then every learned address (in both byte orders and as text),
/// name, serial number and key wherever it occurs in the record, or in the L2CAP PDU for fragmented ones.
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
        var original: [UInt8]?
        /// Incomplete PDUs that still have to write into this record.
        var holds = 0
    }

    private var queue: [Held] = []
    private var queueHead = 0
    /// The id of `queue[0]`: records are numbered in push order.
    private var firstID = 0

    /// Takes a copy of `record` and rewrites it (or holds it until the PDU it belongs to is complete).
    public func push(_ record: CaptureRecord) {
        let id = firstID + queue.count
        queue.append(Held(frame: record.frame, time: record.time, framing: record.framing,
                          originalLength: record.originalLength, bytes: record.bytes.array))
        rewrite(id: id, record: record)
        if queue.count - queueHead > Self.maximumHeldRecords, let oldest = oldestReassembly() {
            complete(oldest)
        }
    }

    /// The next record ready to be written, or nil. Its bytes are valid until the next `pop()` or `push(_:)`.
    public func pop() -> CaptureRecord? {
        guard queueHead < queue.count, queue[queueHead].holds == 0 else { return nil }
        var held = queue[queueHead]
        queue[queueHead].bytes = []
        queueHead += 1
        if queueHead > 1024 && queueHead * 2 > queue.count {
            queue.removeFirst(queueHead)
            firstID += queueHead
            queueHead = 0
        }
        // The structured rewrite is done; now every learned identifier, wherever it is.
        let before = held.original ?? held.bytes
        if case .linkLayer(let encapsulation) = held.framing {
            linkLayer(&held.bytes, encapsulation, original: before)
        } else {
            everywhere(&held.bytes, 0, held.bytes.count)
        }
        if before != held.bytes { statistics.records += 1 }
        return CaptureRecord(frame: held.frame, time: held.time, framing: held.framing, bytes: Bytes(held.bytes),
                             originalLength: held.originalLength)
    }

    /// Rewrites the PDUs still incomplete as they are, so that every record can be popped.
    public func finish() {
        for key in reassemblies.keys.sorted() { complete(key) }
    }

    private func index(_ id: Int) -> Int? {
        let i = id - firstID
        return i >= queueHead && i < queue.count ? i : nil
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

    private func u8(_ b: [UInt8], _ i: Int) -> Int? { i >= 0 && i < b.count ? Int(b[i]) : nil }
    private func u16(_ b: [UInt8], _ i: Int) -> Int? {
        guard i >= 0, i + 2 <= b.count else { return nil }
        return Int(b[i]) | Int(b[i + 1]) << 8
    }

    /// AD or EIR structures in `b[start ..< end]`: names, addresses and security values.
    func advertisingData(_ b: inout [UInt8], _ start: Int, _ end: Int) {
        var i = start
        let e = min(end, b.count)
        while i < e, let length = u8(b, i), length > 0 {
            let dataStart = i + 2, dataEnd = min(i + 1 + length, e)
            switch u8(b, i + 1) ?? 0 {
            case 0x08, 0x09, 0x30: replaceText(&b, dataStart, dataEnd, .name)
            case 0x1B: if dataEnd - dataStart >= 6 { address(&b, dataStart) }
            case 0x17, 0x18:
                var k = dataStart
                while k + 6 <= dataEnd { address(&b, k); k += 6 }
            case 0x0E, 0x22, 0x23: blank(&b, dataStart, dataEnd - dataStart)
            default: break
            }
            i += 1 + length
        }
    }

    /// Replaces addresses seen so far wherever they occur in `b[start ..< end]`, in either byte order.
    private func knownAddressScan(_ b: inout [UInt8], _ start: Int, _ end: Int) {
        let s = max(0, start), e = min(end, b.count)
        guard e - s >= 6, !knownByteOrders.isEmpty else { return }
        var i = s
        while i + 6 <= e {
            var v: UInt64 = 0
            for k in 0 ..< 6 { v |= UInt64(b[i + k]) << (8 * UInt64(k)) }
            if knownByteOrders.contains(v) {
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
    /// names and serial numbers, keys.
    func everywhere(_ b: inout [UInt8], _ start: Int, _ end: Int) {
        knownAddressScan(&b, start, end)
        textAddresses(&b, start, end, onlyKnown: true)
        knownNameScan(&b, start, end)
        knownKeyScan(&b, start, end)
    }

    /// Names and serial numbers of at least 4 bytes seen so far, by their first byte, longest first (so that a
    /// name inside another is not replaced first); at most 1,024 of them.
    private var namesByFirstByte: [[(name: [UInt8], fake: [UInt8])]] = []
    private var namesIndexed = -1

    private func knownNameScan(_ b: inout [UInt8], _ start: Int, _ end: Int) {
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
                if b[k ..< k + name.count].elementsEqual(name) {
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
    private func textAddresses(_ b: inout [UInt8], _ start: Int, _ end: Int, onlyKnown: Bool) {
        let s = max(0, start), e = min(end, b.count)
        guard e - s >= 17, !onlyKnown || !knownAddresses.isEmpty else { return }
        var i = s
        while i + 17 <= e {
            guard b[i + 2] == UInt8(ascii: ":") || b[i + 2] == UInt8(ascii: "-"),
                  let v = CaptureIdentifiers.textualAddress(b, i), !onlyKnown || knownAddresses.contains(v) else {
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

    private func knownKeyScan(_ b: inout [UInt8], _ start: Int, _ end: Int) {
        let s = max(0, start), e = min(end, b.count)
        guard e - s >= 8, !knownKeys.isEmpty else { return }
        var k = s
        scan: while k < e {
            for i in keysByFirstByte[Int(b[k])] where k + knownKeys[i].count <= e {
                if b[k ..< k + knownKeys[i].count].elementsEqual(knownKeys[i]) {
                    blank(&b, k, knownKeys[i].count)
                    k += knownKeys[i].count
                    continue scan
                }
            }
            k += 1
        }
    }

    // MARK: Records

    private func rewrite(id: Int, record: CaptureRecord) {
        guard let qi = index(id) else { return }
        if case .linkLayer(let encapsulation) = record.framing {
            let before = queue[qi].bytes
            airFragment(id: id, encapsulation)
            if queue[qi].bytes != before { queue[qi].original = before }
            return
        }
        var b = queue[qi].bytes
        let before = b
        switch HCIFrame.decode(record) {
        case .empty:
            break
        case .packet(let type, let direction, let adapter, let body):
            let base = record.bytes.count - body.count
            switch type {
            case .command:
                if let c = HCICommand(body) { fields(&b, c.fieldMap, at: base + 3) }
            case .event:
                if let e = HCIEvent(body) {
                    fields(&b, e.fieldMap, at: base + 2)
                    connectionEvent(e, adapter)
                }
            case .acl:
                queue[qi].bytes = b
                acl(id: id, base: base, adapter: adapter, direction: direction)
                b = queue[qi].bytes
            default: break
            }
        case .monitor(let opcode, _, let body):
            let base = record.bytes.count - body.count
            switch opcode {
            case .newIndex:
                address(&b, base + 2)
                replaceText(&b, base + 8, base + 16, .name)
            case .indexInfo:
                address(&b, base)
            case .systemNote:
                textAddresses(&b, base, b.count, onlyKnown: false)
            case .userLogging:
                textAddresses(&b, base + 2, b.count, onlyKnown: false)
            case .controlCommand, .controlEvent:
                // Management commands and events carry keys, addresses and names in many layouts: only the
                // cookie and the management opcode are kept.
                if b.count > base + 6 { blank(&b, base + 6, b.count - base - 6) }
            case _ where MonitorOpcode.packetLoggerText.keys.contains(opcode.rawValue):
                textAddresses(&b, base, b.count, onlyKnown: false)
            default:
                break
            }
        }
        if b != before { queue[qi].original = before }
        queue[qi].bytes = b
    }

    /// The fields an HCI command or event's parse names (`HCIFieldMap`), its parameters starting at `p`.
    private func fields(_ b: inout [UInt8], _ map: HCIFieldMap, at p: Int) {
        for at in map.addresses { address(&b, p + at) }
        for r in map.keys { blank(&b, p + r.lowerBound, r.count) }
        for r in map.names { replaceText(&b, p + r.lowerBound, p + r.upperBound, .name) }
        for r in map.advertisingData { advertisingData(&b, p + r.lowerBound, p + r.upperBound) }
    }

    /// Connections opened and closed, for the GATT servers' name and serial number handles.
    private func connectionEvent(_ e: HCIEvent, _ adapter: UInt16) {
        switch e.detail {
        case .connectionComplete(let c) where c.status.rawValue == 0:
            opened(adapter, c.handle, peer: c.peer.rawValue)
        case .disconnectionComplete(let status, let handle, _) where status.rawValue == 0:
            closed(adapter, handle)
        default:
            break
        }
    }

    // MARK: Connections and ACL

    /// What is known of one GATT server in a connection: which value handles hold names and serial numbers.
    struct ServerTable {
        var names: Set<UInt16> = []
        var serials: Set<UInt16> = []
    }

    final class Connection {
        var peer: UInt64?
        var peerServer = ServerTable()
        var ownServer = ServerTable()
        /// The request outstanding per requester (0 sent by the captured device, 1 received).
        var pending: [Int: (opcode: UInt8, handle: UInt16, type: UInt16, offset: Int)] = [:]
        /// Name or serial index of the last long value read per (server, handle), for Read Blob continuations.
        var longValues: [Int: (kind: Int, index: Int)] = [:]
        /// The handles of a Read Multiple (Variable) Request waiting for its response, per requester (at most 256).
        var pendingMultiple: [Int: [UInt16]] = [:]
    }

    private var connections: [UInt32: Connection] = [:]
    private var rememberedTables: [UInt64: ServerTable] = [:]

    private func opened(_ adapter: UInt16, _ handle: UInt16, peer: UInt64?) {
        let key = UInt32(adapter) << 16 | UInt32(handle)
        closed(adapter, handle)
        if connections.count >= Self.maximumConnections { connections.removeAll() }
        let c = Connection()
        c.peer = peer
        if let peer, let table = rememberedTables[peer] { c.peerServer = table }
        connections[key] = c
    }

    private func closed(_ adapter: UInt16, _ handle: UInt16) {
        let key = UInt32(adapter) << 16 | UInt32(handle)
        for d in 0 ..< 2 {
            let r = UInt64(key) << 2 | UInt64(d)
            if reassemblies[r] != nil { complete(r) }
        }
        if let c = connections.removeValue(forKey: key), let peer = c.peer,
           !c.peerServer.names.isEmpty || !c.peerServer.serials.isEmpty {
            if rememberedTables.count >= 256 && rememberedTables[peer] == nil { rememberedTables.removeAll() }
            rememberedTables[peer] = c.peerServer
        }
    }

    private func connection(_ key: UInt32) -> Connection {
        if let c = connections[key] { return c }
        if connections.count >= Self.maximumConnections { connections.removeAll() }
        let c = Connection()
        connections[key] = c
        return c
    }

    /// An L2CAP PDU being reassembled: its bytes so far and where each piece lives in the held records.
    struct Reassembly {
        var direction: Direction
        /// The connection's key in `connections`.
        var connection: UInt32
        var data: [UInt8] = []
        var pieces: [(id: Int, offset: Int, count: Int)] = []
        var firstID: Int
    }

    /// By (adapter, handle) << 2 | direction; air captures by 1 << 62 | access address << 2 | direction.
    private var reassemblies: [UInt64: Reassembly] = [:]

    private func oldestReassembly() -> UInt64? {
        reassemblies.min { $0.value.firstID < $1.value.firstID }?.key
    }

    private func acl(id: Int, base: Int, adapter: UInt16, direction: Direction) {
        guard let qi = index(id), let word = u16(queue[qi].bytes, base), let dlen = u16(queue[qi].bytes, base + 2)
        else { return }
        let handle = UInt16(word & 0x0FFF)
        let dataStart = base + 4
        let key = (UInt64(adapter) << 16 | UInt64(handle)) << 2 | (direction == .received ? 1 : 0)
        fragment(id: id, key: key, connection: UInt32(adapter) << 16 | UInt32(handle),
                 start: (word >> 12) & 0x3 != 0b01, dataStart: dataStart,
                 dataCount: max(0, min(dlen, queue[qi].bytes.count - dataStart)), direction: direction)
    }

    /// An air capture's data channel PDU: L2CAP fragments as in ACL packets (LLID 2 starts a PDU, 1 continues it,
    /// Core Vol 6 Part B §2.4), unless the payload is encrypted and not decrypted.
    private func airFragment(id: Int, _ encapsulation: LinkLayerEncapsulation) {
        guard let qi = index(id) else { return }
        let bytes = queue[qi].bytes
        let found: (start: Int, header0: UInt8, payload: Int, count: Int, aa: UInt32, direction: Direction)? = bytes.withBytes { whole in
            guard case .success(var frame) = LinkLayerFrame.decode(whole, encapsulation),
                  let packet = LinkLayerPacket(frame.packet, dataChannel: true),
                  packet.accessAddress != LinkLayerPacket.advertisingAccessAddress else { return nil }
            LinkLayerFrame.applyNordicDataFlags(&frame.meta)
            if frame.meta.encrypted && frame.meta.mic != .valid { return nil }
            let start = whole.count - frame.packet.count
            let payloadStart = start + 4 + packet.pdu.count - packet.payload.count
            return (start, packet.header0, payloadStart, packet.payload.count, packet.accessAddress, frame.meta.direction ?? .unknown)
        }
        guard let f = found, f.count > 0, f.header0 & 0x3 == 1 || f.header0 & 0x3 == 2 else { return }
        let d: UInt64 = f.direction == .sent ? 0 : f.direction == .received ? 1 : 2
        fragment(id: id, key: 1 << 62 | UInt64(f.aa) << 2 | d, connection: f.aa, start: f.header0 & 0x3 == 2,
                 dataStart: f.payload, dataCount: f.count, direction: f.direction)
    }

    private func fragment(id: Int, key: UInt64, connection: UInt32, start: Bool, dataStart: Int, dataCount: Int,
                          direction: Direction) {
        guard let qi = index(id) else { return }
        if start {
            if reassemblies[key] != nil { complete(key) }
            // The usual case: the whole PDU in one packet, rewritten in place.
            if let length = u16(queue[qi].bytes, dataStart), dataCount >= 4 + length {
                var b = queue[qi].bytes
                pdu(&b, dataStart, dataStart + 4 + length, connection: connection, direction: direction)
                queue[qi].bytes = b
                return
            }
            reassemblies[key] = Reassembly(direction: direction, connection: connection, firstID: id)
        }
        // A continuation with no start: whatever PDU it belongs to began before the capture (its bytes get the
        // replacements every record gets).
        guard var r = reassemblies[key] else { return }
        r.data += queue[qi].bytes[dataStart ..< dataStart + dataCount]
        r.pieces.append((id, dataStart, dataCount))
        queue[qi].holds += 1
        reassemblies[key] = r
        let total = r.data.count >= 2 ? 4 + Int(r.data[0]) | Int(r.data[1]) << 8 : Int.max
        if r.data.count >= total || r.data.count > Self.maximumPDU || r.pieces.count > 1024 {
            complete(key)
        }
    }

    /// Rewrites the PDU gathered under `key` (complete or not) and puts its bytes back into the held records.
    private func complete(_ key: UInt64) {
        guard var r = reassemblies.removeValue(forKey: key) else { return }
        let end = r.data.count >= 2 ? min(r.data.count, 4 + (Int(r.data[0]) | Int(r.data[1]) << 8)) : r.data.count
        pdu(&r.data, 0, end, connection: r.connection, direction: r.direction)
        var offset = 0
        for piece in r.pieces {
            guard let qi = index(piece.id) else { offset += piece.count; continue }
            if queue[qi].original == nil { queue[qi].original = queue[qi].bytes }
            for k in 0 ..< piece.count where offset + k < r.data.count && piece.offset + k < queue[qi].bytes.count {
                queue[qi].bytes[piece.offset + k] = r.data[offset + k]
            }
            offset += piece.count
            queue[qi].holds -= 1
        }
    }

    /// One L2CAP PDU in `b[start ..< end]` (header included).
    private func pdu(_ b: inout [UInt8], _ start: Int, _ end: Int, connection key: UInt32, direction: Direction) {
        guard let cid = u16(b, start + 2) else { return }
        let p = start + 4
        switch cid {
        case 0x0004:
            att(&b, p, end, connection: connection(key), direction: direction)
        case 0x0006, 0x0007:
            smp(&b, p, end)
        default:
            break
        }
        // The whole PDU, so that a value split over several ACL packets is found too.
        everywhere(&b, p, end)
    }

    /// A Security Manager PDU in `b[p ..< end]`, through the fields its parse names (`SMPFieldMap`).
    private func smp(_ b: inout [UInt8], _ p: Int, _ end: Int) {
        let s = max(0, min(p, b.count)), e = max(s, min(end, b.count))
        let (keys, identity) = Array(b[s ..< e]).withBytes { pdu in
            (SMPFieldMap.keys(pdu), SMPFieldMap.identityAddress(pdu))
        }
        if let keys { blank(&b, s + keys.lowerBound, keys.count) }
        if let identity { address(&b, s + identity) }
    }

    // MARK: ATT

    private func att(_ b: inout [UInt8], _ p: Int, _ end: Int, connection c: Connection, direction: Direction) {
        guard let opcode = u8(b, p), p < end else { return }
        // The requester: 0 when the captured device sent the request (the peer's server answers), 1 otherwise.
        let fromUs = direction != .received
        let requester = fromUs ? 0 : 1
        // Whose server (0 the peer's, 1 the captured device's) a request goes to, and a response or
        // notification comes from.
        let requestServer = fromUs ? 0 : 1
        let responseServer = fromUs ? 1 : 0
        func handleKind(_ s: Int, _ h: UInt16) -> TextKind? {
            let t = s == 0 ? c.peerServer : c.ownServer
            return t.names.contains(h) ? .name : t.serials.contains(h) ? .serial : nil
        }
        switch opcode {
        case 0x08: // Read By Type Request: start, end, type
            let type: UInt16 = end - p == 7 ? UInt16(u16(b, p + 5) ?? 0) : Self.uuid16(b, p + 5, end) ?? 0
            c.pending[requester] = (UInt8(opcode), 0, type, 0)
        case 0x0A: // Read Request
            c.pending[requester] = (UInt8(opcode), UInt16(u16(b, p + 1) ?? 0), 0, 0)
        case 0x0C: // Read Blob Request
            c.pending[requester] = (UInt8(opcode), UInt16(u16(b, p + 1) ?? 0), 0, u16(b, p + 3) ?? 0)
        case 0x01, 0x09, 0x0B, 0x0D: // responses
            let asker = 1 - requester
            guard let pending = c.pending.removeValue(forKey: asker) else { break }
            let s = responseServer
            if opcode == 0x09, pending.opcode == 0x08 {
                readByTypeResponse(&b, p, end, type: pending.type, server: s, connection: c)
            } else if opcode == 0x0B, pending.opcode == 0x0A, let kind = handleKind(s, pending.handle) {
                let value = Self.content(b, p + 1, end)
                if !value.isEmpty {
                    let (index, _) = makeFake(value, kind)
                    c.longValues[s << 16 | Int(pending.handle)] = (kind == .name ? 0 : 1, index)
                }
                replaceText(&b, p + 1, end, kind)
            } else if opcode == 0x0D, pending.opcode == 0x0C, let kind = handleKind(s, pending.handle) {
                if pending.offset > 0, let long = c.longValues[s << 16 | Int(pending.handle)] {
                    replaceText(&b, p + 1, end, long.kind == 0 ? .name : .serial, continuing: (long.index, pending.offset))
                } else {
                    replaceText(&b, p + 1, end, kind)
                }
            }
        case 0x0E, 0x20: // Read Multiple (Variable) Request: handles
            var handles: [UInt16] = []
            var i = p + 1
            while i + 2 <= end, handles.count < 256, let h = u16(b, i) {
                handles.append(UInt16(h))
                i += 2
            }
            c.pending[requester] = (UInt8(opcode), 0, 0, 0)
            c.pendingMultiple[requester] = handles
        case 0x0F, 0x21: // Read Multiple (Variable) Response
            let asker = 1 - requester
            let handles = c.pendingMultiple.removeValue(forKey: asker) ?? []
            guard let pending = c.pending.removeValue(forKey: asker), Int(pending.opcode) == opcode - 1 else { break }
            let kinds = handles.map { handleKind(responseServer, $0) }
            if opcode == 0x21 {
                // Length-prefixed values (Core Vol 3 Part F §3.4.4.12): each is replaced or scanned on its own.
                var i = p + 1, k = 0
                while i + 2 <= end, let length = u16(b, i) {
                    let valueEnd = min(end, i + 2 + length)
                    if k < kinds.count, let kind = kinds[k] { replaceText(&b, i + 2, valueEnd, kind) }
                    i = valueEnd
                    k += 1
                }
            } else if let kind = kinds.compactMap({ $0 }).first {
                // The values follow each other with no lengths (§3.4.4.8): where one of them is a name or a serial
                // number its bytes cannot be told from the others', so the whole set is replaced.
                replaceText(&b, p + 1, end, kind)
            }
        case 0x23: // Multiple Handle Value Notification: handle, length, value, ...
            var i = p + 1
            while i + 4 <= end, let h = u16(b, i), let length = u16(b, i + 2) {
                let valueEnd = min(end, i + 4 + length)
                if let kind = handleKind(responseServer, UInt16(h)) { replaceText(&b, i + 4, valueEnd, kind) }
                i = valueEnd
            }
        case 0x12, 0x52, 0x1B, 0x1D: // Write Request/Command, Notification, Indication: handle, value
            let s = opcode == 0x1B || opcode == 0x1D ? responseServer : requestServer
            if let h = u16(b, p + 1), let kind = handleKind(s, UInt16(h)) {
                replaceText(&b, p + 3, end, kind)
            }
        default:
            break
        }
    }

    /// Read By Type Response elements: characteristic declarations (learn name and serial handles) or values of
    /// the type asked for.
    private func readByTypeResponse(_ b: inout [UInt8], _ p: Int, _ end: Int, type: UInt16, server s: Int,
                                    connection c: Connection) {
        guard let length = u8(b, p + 1), length >= 2 else { return }
        var i = p + 2
        while i + length <= end {
            if type == 0x2803 {
                // Handle, properties, value handle, UUID (2 or 16 bytes).
                if let valueHandle = u16(b, i + 3), let uuid = Self.uuid16(b, i + 5, i + length) {
                    if uuid == 0x2A00 {
                        if s == 0 { c.peerServer.names.insert(UInt16(valueHandle)) } else { c.ownServer.names.insert(UInt16(valueHandle)) }
                    } else if uuid == 0x2A25 {
                        if s == 0 { c.peerServer.serials.insert(UInt16(valueHandle)) } else { c.ownServer.serials.insert(UInt16(valueHandle)) }
                    }
                }
            } else if type == 0x2A00 || type == 0x2A25 {
                replaceText(&b, i + 2, i + length, type == 0x2A00 ? .name : .serial)
                if let h = u16(b, i) {
                    if type == 0x2A00 {
                        if s == 0 { c.peerServer.names.insert(UInt16(h)) } else { c.ownServer.names.insert(UInt16(h)) }
                    } else if s == 0 { c.peerServer.serials.insert(UInt16(h)) } else { c.ownServer.serials.insert(UInt16(h)) }
                }
            }
            i += length
        }
    }

    /// A UUID of 2 bytes, or of 16 bytes on the Bluetooth Base UUID, as its 16-bit value.
    static func uuid16(_ b: [UInt8], _ start: Int, _ end: Int) -> UInt16? {
        guard start >= 0, end <= b.count else { return nil }
        if end - start == 2 { return UInt16(b[start]) | UInt16(b[start + 1]) << 8 }
        guard end - start == 16 else { return nil }
        // 0000xxxx-0000-1000-8000-00805F9B34FB, little-endian.
        let base: [UInt8] = [0xFB, 0x34, 0x9B, 0x5F, 0x80, 0x00, 0x00, 0x80, 0x00, 0x10, 0x00, 0x00]
        guard Array(b[start ..< start + 12]) == base, b[start + 14] == 0, b[start + 15] == 0 else { return nil }
        return UInt16(b[start + 12]) | UInt16(b[start + 13]) << 8
    }

    static func content(_ b: [UInt8], _ start: Int, _ end: Int) -> [UInt8] {
        let s = max(0, min(start, b.count)), e = max(s, min(end, b.count))
        var nul = s
        while nul < e && b[nul] != 0 { nul += 1 }
        return Array(b[s ..< nul])
    }
}
