import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT

/// Rewrites capture records so that they can be shared: Bluetooth addresses and device names are replaced
/// consistently, serial numbers too, and keys are blanked. No length changes, so every packet still decodes to the
/// same procedures and values.
///
/// - Addresses map through a keyed permutation of their low 46 bits: the same address always becomes the same
///   fake one within a run, two addresses never merge, and the two top bits (the random address sub-type: static,
///   resolvable, non-resolvable) are kept. 00:00:00:00:00:00 and FF:FF:FF:FF:FF:FF stay as they are.
/// - Names (advertised local and broadcast names, Device Name 0x2A00 values, Remote Name Request Complete, Write and
///   Read Local Name, monitor index names) become `Device N` padded with `-` to the same number of bytes; Serial
///   Number String (0x2A25) values become `SN000…N`. The same name always gets the same `N`.
/// - Keys are zeroed: SMP Pairing Confirm/Random, Encryption Information, Central Identification, Identity
///   Information, Signing Information, Public Key and DHKey Check; HCI LE Enable Encryption, LE Long Term Key
///   Request (Rand, EDIV) and Reply, LE Encrypt, LE Rand, P-256 public and DH keys, Link Key Notification and Request
///   Reply, stored link keys, PIN codes, passkeys, OOB data and resolving-list IRKs.
/// - Text (monitor notes and logs, PacketLogger text records) gets its `AA:BB:CC:DD:EE:FF` addresses mapped and the
///   names seen so far replaced; opaque payloads (vendor diagnostics, management records, other channels and values)
///   get the addresses seen so far replaced, in both byte orders.
///
/// An L2CAP PDU split over several ACL packets is rewritten once it is complete, so its packets (and the records
/// after them, to keep the order) are held until then; records are therefore taken out with `pop()`, which may lag
/// behind `push(_:)`. Held state is bounded (see `maximumHeldRecords`).
public final class Anonymizer {
    public struct Statistics: Sendable, Equatable, CustomStringConvertible {
        /// Distinct addresses, names and serial numbers replaced.
        public var addresses = 0
        public var names = 0
        public var serialNumbers = 0
        /// Key fields blanked.
        public var keys = 0
        /// Records whose bytes changed.
        public var records = 0

        public var description: String {
            "\(addresses) address\(addresses == 1 ? "" : "es"), \(names) name\(names == 1 ? "" : "s"), "
                + "\(serialNumbers) serial number\(serialNumbers == 1 ? "" : "s"), \(keys) key field\(keys == 1 ? "" : "s") blanked, "
                + "\(records) record\(records == 1 ? "" : "s") changed"
        }
    }

    public private(set) var statistics = Statistics()
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


    /// Starts from what `earlier` learned in a first pass over the same capture: the addresses, names and
    /// serial numbers it found, so that bytes hrsniff does not interpret are cleaned of them even where they
    /// come before the packet that reveals them. Names keep the numbers they got there.
    /// The address mapping (its key) is taken over too.
    public func learn(from earlier: Anonymizer) {
        key = earlier.key
        knownAddresses = earlier.knownAddresses
        knownByteOrders = earlier.knownByteOrders
        names = earlier.names
        serials = earlier.serials
        statistics.addresses = earlier.statistics.addresses
        statistics.names = earlier.statistics.names
        statistics.serialNumbers = earlier.statistics.serialNumbers
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
        let held = queue[queueHead]
        queue[queueHead].bytes = []
        queueHead += 1
        if queueHead > 1024 && queueHead * 2 > queue.count {
            queue.removeFirst(queueHead)
            firstID += queueHead
            queueHead = 0
        }
        if let original = held.original, original != held.bytes { statistics.records += 1 }
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
            knownByteOrders.insert(value)
            knownByteOrders.insert(Self.reversed48(value))
        }
        repeat { low = permute(low) } while low == 0 || low == Self.low46
        return (value & ~Self.low46) | low
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

    private func address(_ b: inout [UInt8], _ at: Int) {
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
    private func advertisingData(_ b: inout [UInt8], _ start: Int, _ end: Int) {
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
            default: opaque(&b, dataStart, dataEnd)
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

    /// Bytes hrsniff does not interpret: the addresses, names and serial numbers seen so far are replaced wherever
    /// they occur (a vendor value that repeats the serial number, a log that names the device).
    private func opaque(_ b: inout [UInt8], _ start: Int, _ end: Int) {
        knownAddressScan(&b, start, end)
        knownNameScan(&b, start, end)
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

    /// Text: `AA:BB:CC:DD:EE:FF` addresses (either case, `:` or `-`) are mapped, and names seen so far replaced.
    private func text(_ b: inout [UInt8], _ start: Int, _ end: Int) {
        let s = max(0, start), e = min(end, b.count)
        guard e > s else { return }
        var i = s
        while i + 17 <= e {
            if let v = Self.textualAddress(b, i) {
                let m = mapAddress(v)
                let upper = b[i] >= UInt8(ascii: "A") && b[i] <= UInt8(ascii: "F")
                    || !(b[i] >= UInt8(ascii: "a") && b[i] <= UInt8(ascii: "f"))
                let digits: [UInt8] = Array((upper ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
                for k in 0 ..< 6 {
                    let byte = UInt8(truncatingIfNeeded: m >> (8 * UInt64(5 - k)))
                    b[i + 3 * k] = digits[Int(byte >> 4)]
                    b[i + 3 * k + 1] = digits[Int(byte & 0x0F)]
                }
                i += 17
            } else {
                i += 1
            }
        }
        knownNameScan(&b, s, e)
    }

    static func textualAddress(_ b: [UInt8], _ i: Int) -> UInt64? {
        guard i + 17 <= b.count else { return nil }
        let separator = b[i + 2]
        guard separator == UInt8(ascii: ":") || separator == UInt8(ascii: "-") else { return nil }
        var v: UInt64 = 0
        for k in 0 ..< 6 {
            guard let hi = hexValue(b[i + 3 * k]), let lo = hexValue(b[i + 3 * k + 1]) else { return nil }
            if k < 5 && b[i + 3 * k + 2] != separator { return nil }
            v = v << 8 | UInt64(hi << 4 | lo)
        }
        // Not part of a longer run of hex pairs.
        if i > 0, hexValue(b[i - 1]) != nil || b[i - 1] == separator { return nil }
        if i + 17 < b.count, hexValue(b[i + 17]) != nil || b[i + 17] == separator { return nil }
        return v
    }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Records

    private func rewrite(id: Int, record: CaptureRecord) {
        guard let qi = index(id) else { return }
        var b = queue[qi].bytes
        let before = b
        switch HCIFrame.decode(record) {
        case .empty:
            break
        case .packet(let type, let direction, let adapter, let body):
            let base = record.bytes.count - body.count
            switch type {
            case .command: command(&b, base)
            case .event: event(&b, base, adapter)
            case .acl:
                queue[qi].bytes = b
                acl(id: id, base: base, adapter: adapter, direction: direction)
                b = queue[qi].bytes
            default: opaque(&b, base, b.count)
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
                text(&b, base, b.count)
            case .userLogging:
                text(&b, base + 2, b.count)
            case .controlCommand, .controlEvent:
                // Management commands and events carry keys, addresses and names in many layouts: only the
                // cookie and the management opcode are kept.
                if b.count > base + 6 { blank(&b, base + 6, b.count - base - 6) }
            default:
                opaque(&b, base, b.count)
            }
        }
        if b != before { queue[qi].original = before }
        queue[qi].bytes = b
    }

    // MARK: HCI commands

    private func command(_ b: inout [UInt8], _ base: Int) {
        guard let opcode = u16(b, base) else { return }
        let p = base + 3
        let plen = min(u8(b, base + 2) ?? 0, b.count - p)
        switch opcode {
        case 0x0405, 0x0408, 0x0409, 0x040A, 0x040C, 0x040E, 0x0419, 0x041A, 0x0429, 0x042A, 0x042B, 0x042C,
             0x042D, 0x042F, 0x0433, 0x0434, 0x0C0D, 0x0C12:
            address(&b, p)
        case 0x040B: address(&b, p); blank(&b, p + 6, 16) // Link Key Request Reply
        case 0x040D: address(&b, p); blank(&b, p + 7, 16) // PIN Code Request Reply
        case 0x042E: address(&b, p); blank(&b, p + 6, 4) // User Passkey Request Reply
        case 0x0430: address(&b, p); blank(&b, p + 6, 32) // Remote OOB Data Request Reply
        case 0x0445: address(&b, p); blank(&b, p + 6, 64) // Remote OOB Extended Data Request Reply
        case 0x0C11: // Write Stored Link Key
            let n = u8(b, p) ?? 0
            for k in 0 ..< n { address(&b, p + 1 + 22 * k); blank(&b, p + 7 + 22 * k, 16) }
        case 0x0C13: replaceText(&b, p, p + 248, .name) // Write Local Name
        case 0x0C52: advertisingData(&b, p + 1, p + plen) // Write Extended Inquiry Response
        case 0x2005: address(&b, p) // LE Set Random Address
        case 0x2006: address(&b, p + 7) // LE Set Advertising Parameters
        case 0x2008, 0x2009: advertisingData(&b, p + 1, p + 1 + min(u8(b, p) ?? 0, 31))
        case 0x200D: address(&b, p + 6) // LE Create Connection
        case 0x2011, 0x2012, 0x202B, 0x202C, 0x2035, 0x2047, 0x2048, 0x204E: address(&b, p + 1)
        case 0x2017: blank(&b, p, 32) // LE Encrypt: key and plaintext
        case 0x2019: blank(&b, p + 2, 26) // LE Enable Encryption: Rand, EDIV, LTK
        case 0x201A: blank(&b, p + 2, 16) // LE Long Term Key Request Reply
        case 0x2026, 0x205E: blank(&b, p, 64) // LE Generate DHKey
        case 0x2027: address(&b, p + 1); blank(&b, p + 7, 32) // LE Add Device To Resolving List: IRKs
        case 0x2028: address(&b, p + 1)
        case 0x2036: address(&b, p + 12) // LE Set Extended Advertising Parameters
        case 0x2037, 0x2038: advertisingData(&b, p + 4, p + 4 + (u8(b, p + 3) ?? 0))
        case 0x203F: advertisingData(&b, p + 3, p + 3 + (u8(b, p + 2) ?? 0))
        case 0x2043, 0x2044: address(&b, p + 3)
        default: opaque(&b, p, p + plen)
        }
    }

    // MARK: HCI events

    private func event(_ b: inout [UInt8], _ base: Int, _ adapter: UInt16) {
        guard let code = u8(b, base) else { return }
        let p = base + 2
        switch code {
        case 0x02, 0x22: // Inquiry Result (with RSSI): Num_Responses, then the addresses
            let n = u8(b, p) ?? 0
            for k in 0 ..< n { address(&b, p + 1 + 6 * k) }
        case 0x2F: // Extended Inquiry Result
            address(&b, p + 1)
            advertisingData(&b, p + 15, p + 255)
        case 0x03, 0x2C: // (Synchronous) Connection Complete
            address(&b, p + 3)
            if (u8(b, p) ?? 1) == 0, let handle = u16(b, p + 1) {
                opened(adapter, UInt16(handle & 0x0FFF), peer: peerAddress(b, p + 3))
            }
        case 0x04, 0x16, 0x17, 0x31, 0x32, 0x34, 0x35, 0x3C, 0x3D: address(&b, p)
        case 0x05: // Disconnection Complete
            if (u8(b, p) ?? 1) == 0, let handle = u16(b, p + 1) { closed(adapter, UInt16(handle & 0x0FFF)) }
        case 0x07: // Remote Name Request Complete
            address(&b, p + 1)
            replaceText(&b, p + 7, p + 255, .name)
        case 0x12, 0x36: address(&b, p + 1) // Role Change, Simple Pairing Complete
        case 0x15: // Return Link Keys
            let n = u8(b, p) ?? 0
            for k in 0 ..< n { address(&b, p + 1 + 22 * k); blank(&b, p + 7 + 22 * k, 16) }
        case 0x18: address(&b, p); blank(&b, p + 6, 16) // Link Key Notification
        case 0x33, 0x3B: address(&b, p); blank(&b, p + 6, 4) // User Confirmation Request, Passkey Notification
        case 0x0E: commandComplete(&b, p)
        case 0x3E: leMeta(&b, p, adapter)
        default: opaque(&b, p, b.count)
        }
    }

    private func peerAddress(_ b: [UInt8], _ at: Int) -> UInt64? {
        guard at >= 0, at + 6 <= b.count else { return nil }
        var v: UInt64 = 0
        for k in 0 ..< 6 { v |= UInt64(b[at + k]) << (8 * UInt64(k)) }
        return v
    }

    private func commandComplete(_ b: inout [UInt8], _ p: Int) {
        guard let opcode = u16(b, p + 1) else { return }
        let r = p + 3 // return parameters, status first
        switch opcode {
        case 0x1009, 0x040B, 0x040C, 0x040D, 0x040E, 0x042B, 0x042C, 0x042D, 0x042E, 0x042F, 0x0430, 0x0433,
             0x0434, 0x0445, 0x0408, 0x041A, 0x202B, 0x202C:
            address(&b, r + 1)
        case 0x0C14: replaceText(&b, r + 1, r + 249, .name) // Read Local Name
        case 0x0C51: advertisingData(&b, r + 2, r + 242) // Read Extended Inquiry Response
        case 0x2017: blank(&b, r + 1, 16) // LE Encrypt
        case 0x2018: blank(&b, r + 1, 8) // LE Rand
        default: opaque(&b, r, b.count)
        }
    }

    private func leMeta(_ b: inout [UInt8], _ p: Int, _ adapter: UInt16) {
        guard let sub = u8(b, p) else { return }
        let q = p + 1 // after the subevent code
        switch sub {
        case 0x01, 0x0A, 0x29: // LE (Enhanced) Connection Complete
            address(&b, q + 5)
            if sub != 0x01 { address(&b, q + 11); address(&b, q + 17) }
            if (u8(b, q) ?? 1) == 0, let handle = u16(b, q + 1) {
                opened(adapter, UInt16(handle & 0x0FFF), peer: peerAddress(b, q + 5))
            }
        case 0x02: // LE Advertising Report, reports one after the other (as controllers send them)
            var i = q + 1
            for _ in 0 ..< (u8(b, q) ?? 0) {
                guard let length = u8(b, i + 8) else { break }
                address(&b, i + 2)
                advertisingData(&b, i + 9, i + 9 + length)
                i += 10 + length
            }
        case 0x0B: // LE Directed Advertising Report
            for k in 0 ..< (u8(b, q) ?? 0) {
                address(&b, q + 1 + 16 * k + 2)
                address(&b, q + 1 + 16 * k + 9)
            }
        case 0x0D: // LE Extended Advertising Report
            var i = q + 1
            for _ in 0 ..< (u8(b, q) ?? 0) {
                guard let length = u8(b, i + 23) else { break }
                address(&b, i + 3)
                address(&b, i + 16)
                advertisingData(&b, i + 24, i + 24 + length)
                i += 24 + length
            }
        case 0x05: blank(&b, q + 2, 10) // LE Long Term Key Request: Rand, EDIV
        case 0x08, 0x09: blank(&b, q + 1, sub == 0x08 ? 64 : 32) // P-256 public key, DHKey
        case 0x0E, 0x24: address(&b, q + 5) // Periodic Advertising Sync Established
        case 0x13: address(&b, q + 2) // Scan Request Received
        default: opaque(&b, q, b.count)
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
        var data: [UInt8] = []
        var pieces: [(id: Int, offset: Int, count: Int)] = []
        var firstID: Int
    }

    /// By (adapter, handle) << 2 | direction.
    private var reassemblies: [UInt64: Reassembly] = [:]

    private func oldestReassembly() -> UInt64? {
        reassemblies.min { $0.value.firstID < $1.value.firstID }?.key
    }

    private func acl(id: Int, base: Int, adapter: UInt16, direction: Direction) {
        guard let qi = index(id), let word = u16(queue[qi].bytes, base), let dlen = u16(queue[qi].bytes, base + 2)
        else { return }
        let handle = UInt16(word & 0x0FFF)
        let start = (word >> 12) & 0x3 != 0b01
        let dataStart = base + 4
        let dataCount = max(0, min(dlen, queue[qi].bytes.count - dataStart))
        let key = (UInt64(adapter) << 16 | UInt64(handle)) << 2 | (direction == .received ? 1 : 0)
        if start {
            if reassemblies[key] != nil { complete(key) }
            // The usual case: the whole PDU in one packet, rewritten in place.
            if let length = u16(queue[qi].bytes, dataStart), dataCount >= 4 + length {
                var b = queue[qi].bytes
                pdu(&b, dataStart, dataStart + 4 + length, adapter: adapter, handle: handle, direction: direction)
                queue[qi].bytes = b
                return
            }
            reassemblies[key] = Reassembly(direction: direction, firstID: id)
        }
        guard var r = reassemblies[key] else {
            // A continuation with no start: whatever PDU it belongs to began before the capture.
            var b = queue[qi].bytes
            opaque(&b, dataStart, dataStart + dataCount)
            queue[qi].bytes = b
            return
        }
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
        let handle = UInt16(truncatingIfNeeded: key >> 2 & 0x0FFF)
        let adapter = UInt16(truncatingIfNeeded: key >> 18)
        let end = r.data.count >= 2 ? min(r.data.count, 4 + (Int(r.data[0]) | Int(r.data[1]) << 8)) : r.data.count
        pdu(&r.data, 0, end, adapter: adapter, handle: handle, direction: r.direction)
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
    private func pdu(_ b: inout [UInt8], _ start: Int, _ end: Int, adapter: UInt16, handle: UInt16, direction: Direction) {
        guard let cid = u16(b, start + 2) else { return }
        let p = start + 4
        switch cid {
        case 0x0004:
            att(&b, p, end, connection: connection(UInt32(adapter) << 16 | UInt32(handle)), direction: direction)
        case 0x0006, 0x0007:
            smp(&b, p, end)
        default:
            opaque(&b, p, end)
        }
    }

    private func smp(_ b: inout [UInt8], _ p: Int, _ end: Int) {
        guard let code = u8(b, p), p < end else { return }
        switch code {
        case 0x03, 0x04, 0x06, 0x07, 0x08, 0x0A, 0x0C, 0x0D:
            blank(&b, p + 1, end - p - 1)
        case 0x09: // Identity Address Information: type, address
            if end - p >= 8 { address(&b, p + 2) }
        default:
            break
        }
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
            } else {
                opaque(&b, p + 1, end)
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
            guard let pending = c.pending.removeValue(forKey: asker), Int(pending.opcode) == opcode - 1 else {
                opaque(&b, p + 1, end)
                break
            }
            let kinds = handles.map { handleKind(responseServer, $0) }
            if opcode == 0x21 {
                // Length-prefixed values (Core Vol 3 Part F §3.4.4.12): each is replaced or scanned on its own.
                var i = p + 1, k = 0
                while i + 2 <= end, let length = u16(b, i) {
                    let valueEnd = min(end, i + 2 + length)
                    if k < kinds.count, let kind = kinds[k] { replaceText(&b, i + 2, valueEnd, kind) } else { opaque(&b, i + 2, valueEnd) }
                    i = valueEnd
                    k += 1
                }
            } else if let kind = kinds.compactMap({ $0 }).first {
                // The values follow each other with no lengths (§3.4.4.8): where one of them is a name or a serial
                // number its bytes cannot be told from the others', so the whole set is replaced.
                replaceText(&b, p + 1, end, kind)
            } else {
                opaque(&b, p + 1, end)
            }
        case 0x23: // Multiple Handle Value Notification: handle, length, value, ...
            var i = p + 1
            while i + 4 <= end, let h = u16(b, i), let length = u16(b, i + 2) {
                let valueEnd = min(end, i + 4 + length)
                if let kind = handleKind(responseServer, UInt16(h)) { replaceText(&b, i + 4, valueEnd, kind) } else { opaque(&b, i + 4, valueEnd) }
                i = valueEnd
            }
            if i < end { opaque(&b, i, end) }
        case 0x12, 0x52, 0x1B, 0x1D: // Write Request/Command, Notification, Indication: handle, value
            let s = opcode == 0x1B || opcode == 0x1D ? responseServer : requestServer
            if let h = u16(b, p + 1), let kind = handleKind(s, UInt16(h)) {
                replaceText(&b, p + 3, end, kind)
            } else {
                opaque(&b, p + 3, end)
            }
        default:
            opaque(&b, p + 1, end)
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
            } else {
                opaque(&b, i + 2, i + length)
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
