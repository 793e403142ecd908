import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffGATT
import HRSniffDecoders

/// Everything the analysis of a capture learned that identifies people, their devices or their links: the first
/// pass of `convert --anonymize`. It runs the normal pipeline and collects what its layers parsed: addresses (HCI
/// fields, advertising, SMP identity, link-layer PDUs, PacketLogger and monitor text), device names and serial
/// numbers, keys, and the access addresses and CRC initial values of air captures. What it keeps but shows, so that
/// a user can judge it before sharing (firmware strings with user names in them), is in `kept`.
public struct CaptureIdentifiers: Sendable {
    public var addresses: Set<UInt64> = []
    /// Device names in the order the capture shows them: advertised (AD types 0x08, 0x09, 0x30), Device Name
    /// (0x2A00) values, adapter and local names.
    public private(set) var names: [[UInt8]] = []
    /// Serial Number String (0x2A25) values, in order.
    public private(set) var serials: [[UInt8]] = []
    private var seen: Set<[UInt8]> = []
    /// Key material of SMP and HCI (`SMPFieldMap`, `HCIFieldMap`).
    public var keys: Set<[UInt8]> = []
    /// Link-layer access addresses of connections (air captures), with the connection's CRC initial value when the
    /// capture gives it or it was learned from the packets.
    public var accessAddresses: [UInt32: UInt32?] = [:]
    /// Strings that stay as they are and might still identify someone.
    public var kept: [KeptString] = []

    public struct KeptString: Sendable, Equatable {
        /// What the string is: "Firmware Revision String" and the like.
        public var kind: String
        public var text: String
        /// The first frame it was seen in.
        public var frame: Int
    }

    /// Bounds on what is remembered (constant memory on any capture).
    public static let maximumEntries = 65_536
    public static let maximumKept = 64

    public init() {}

    /// Runs the pipeline over `reader` and learns from every event.
    public static func learn(_ reader: any CaptureReader) -> CaptureIdentifiers {
        var learned = CaptureIdentifiers()
        var pipeline = Pipeline(depth: .att)
        pipeline.procedures = false
        pipeline.damagedAdvertising = true
        // Every event (the default demand, `.all`): each may carry an identifier.
        let origins = EventOrigins()
        pipeline.origins = origins
        pipeline.run(reader) { learned.learn($0, values: origins.values) }
        return learned
    }

    /// Strings of the Device Information Service kept as they are: they name a product or a build, and a build
    /// string may hold the name of the person who made it ("eng.<user>.2021…").
    static let keptStrings: [UInt16: String] = [
        0x2A24: "Model Number String", 0x2A26: "Firmware Revision String", 0x2A27: "Hardware Revision String",
        0x2A28: "Software Revision String", 0x2A29: "Manufacturer Name String",
    ]

    /// `values`: for `.att` events, the values the PDU carries (`EventOrigins.values`).
    public mutating func learn(_ event: Event, values: [AttributeValue] = []) {
        switch event.payload {
        case .adapter(let a):
            address(a.address)
            if let name = a.name { self.name(Array(name.utf8)) }
        case .localController(let c):
            address(c.address)
        case .note(let text):
            textAddresses(text)
        case .log(_, let identifier, let message):
            textAddresses(identifier)
            textAddresses(message)
        case .command(let c, _, let connection):
            connectionIdentifiers(connection)
            fields(c.fieldMap, c.parameters)
        case .event(let e, _, let connection):
            connectionIdentifiers(connection)
            fields(e.fieldMap, e.parameters)
        case .connectionFound(let c):
            connectionIdentifiers(c)
        case .smp(let pdu, _, _, let connection):
            connectionIdentifiers(connection)
            if let r = SMPFieldMap.keys(pdu), let k = pdu.slice(from: r.lowerBound, count: r.count) { key(k.array) }
            if let at = SMPFieldMap.identityAddress(pdu) { address(pdu.address(at: at)) }
        case .att(let m):
            connectionIdentifiers(m.connection)
            for value in values { attributeValue(value, frame: event.frame) }
        case .linkLayer(let l):
            linkLayer(l)
        default:
            break
        }
    }

    private mutating func connectionIdentifiers(_ c: ConnectionInfo?) {
        guard let c else { return }
        address(c.peer)
        if let name = c.name { self.name(Array(name.utf8)) }
        if let ll = c.linkLayer {
            address(ll.central)
            accessAddress(ll.accessAddress, crcInit: ll.crcInit)
        }
    }

    private mutating func fields(_ map: HCIFieldMap, _ p: Bytes) {
        for at in map.addresses { address(p.address(at: at)) }
        for r in map.keys { if let k = p.slice(from: r.lowerBound, count: r.count) { key(k.array) } }
        for r in map.names {
            if let n = p.slice(from: r.lowerBound, count: r.count) { name(n.array.prefix { $0 != 0 }.map { $0 }) }
        }
        for r in map.advertisingData { if let d = p.slice(from: r.lowerBound, count: r.count) { advertising(d) } }
    }

    /// Names and addresses in AD structures, as the stack reads them (`ADStructure.places`, `identifying`).
    private mutating func advertising(_ data: Bytes) {
        for place in ADStructure.places(data) {
            guard let body = data.slice(from: place.offset, count: place.count) else { continue }
            switch ADStructure.identifying(place.type, count: place.count) {
            case .name?: name(body.array.prefix { $0 != 0 }.map { $0 })
            case .addresses(let offsets)?: for o in offsets { address(body.address(at: o)) }
            default: break
            }
        }
    }

    /// An attribute value an ATT PDU carries (`ATTMessage.values`, which the pipeline builds with `tracksOrigins`):
    /// Device Name and Serial Number String values are learned, some Device Information strings kept and listed.
    /// Parts of long values (a Read Blob, a prepared write at an offset) and Read Multiple values that cannot be told
    /// apart are not: the anonymizer continues the first part's replacement there.
    private mutating func attributeValue(_ v: AttributeValue, frame: Int) {
        guard v.attribute.kind == .characteristicValue, v.whole, v.offset == 0, let short = v.attribute.uuid?.shortValue,
              !v.bytes.isEmpty else { return }
        let bytes = v.bytes.array.prefix { $0 != 0 }.map { $0 }
        switch short {
        case 0x2A00: name(bytes)
        case 0x2A25: if !bytes.isEmpty, serials.count < Self.maximumEntries, seen.insert(bytes).inserted { serials.append(bytes) }
        default:
            if let kind = Self.keptStrings[short], kept.count < Self.maximumKept {
                let text = Decoders.paddedText(v.bytes).text
                if !text.isEmpty, !kept.contains(where: { $0.kind == kind && $0.text == text }) {
                    kept.append(KeptString(kind: kind, text: text, frame: frame))
                }
            }
        }
    }

    private mutating func linkLayer(_ l: LinkLayerEvent) {
        switch l.pdu {
        case .advertising(let a):
            address(a.advertiser)
            address(a.other)
            if let c = a.connect {
                address(c.initiator)
                address(c.advertiser)
                accessAddress(c.accessAddress, crcInit: c.crcInit)
            }
            if let x = a.extended {
                address(x.advertiser)
                address(x.target)
                advertising(x.advertisingData)
            } else {
                advertising(a.data)
            }
        case .data:
            if l.accessAddress != LinkLayerPacket.advertisingAccessAddress {
                accessAddress(l.accessAddress, crcInit: l.connection?.linkLayer?.crcInit)
            }
        }
        connectionIdentifiers(l.connection)
    }

    // MARK: Adding

    private mutating func address(_ a: BluetoothAddress?) {
        guard let a, addresses.count < Self.maximumEntries else { return }
        addresses.insert(a.rawValue)
    }

    private mutating func name(_ n: [UInt8]) {
        if !n.isEmpty, names.count < Self.maximumEntries, seen.insert(n).inserted { names.append(n) }
    }

    private mutating func key(_ k: [UInt8]) {
        if k.contains(where: { $0 != 0 }), keys.count < Self.maximumEntries { keys.insert(k) }
    }

    private mutating func accessAddress(_ aa: UInt32, crcInit: UInt32?) {
        guard aa != LinkLayerPacket.advertisingAccessAddress else { return }
        if let known = accessAddresses[aa] {
            if known == nil, let crcInit { accessAddresses[aa] = crcInit }
        } else if accessAddresses.count < Self.maximumEntries {
            accessAddresses[aa] = crcInit
        }
    }

    /// Addresses written as text: `AA:BB:CC:DD:EE:FF`, either case, `:` or `-` between the bytes.
    private mutating func textAddresses(_ text: String) {
        let b = Array(text.utf8)
        var i = 0
        while i + 17 <= b.count {
            if let v = Self.textualAddress(b, i) {
                address(BluetoothAddress(rawValue: v))
                i += 17
            } else {
                i += 1
            }
        }
    }

    static func address(_ b: [UInt8], _ at: Int) -> BluetoothAddress? {
        guard at >= 0, at + 6 <= b.count else { return nil }
        var v: UInt64 = 0
        for k in 0 ..< 6 { v |= UInt64(b[at + k]) << (8 * UInt64(k)) }
        return BluetoothAddress(rawValue: v)
    }

    /// The address written as text at `b[i…]`, most significant byte first, when it is not part of a longer run
    /// of hex pairs.
    static func textualAddress(_ b: [UInt8], _ i: Int) -> UInt64? {
        guard i >= 0, i + 17 <= b.count else { return nil }
        let separator = b[i + 2]
        guard separator == UInt8(ascii: ":") || separator == UInt8(ascii: "-") else { return nil }
        var v: UInt64 = 0
        for k in 0 ..< 6 {
            guard let hi = hexValue(b[i + 3 * k]), let lo = hexValue(b[i + 3 * k + 1]) else { return nil }
            if k < 5 && b[i + 3 * k + 2] != separator { return nil }
            v = v << 8 | UInt64(hi << 4 | lo)
        }
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
}
