@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP
@testable import HRSniffATT
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffLive

#if canImport(Glibc)
import Glibc
#endif

/// Bytes from "1b 2a 00" text; an invalid literal is a test bug and yields an empty array that fails checks.
func bytes(_ text: String) -> [UInt8] {
    Hex.decode(text) ?? []
}

/// Builds capture files in memory, the way loggers write them.
struct CaptureBuilder {
    enum Container { case btsnoopH4, btsnoopH1, btsnoopMonitor }

    var container: Container
    var data: [UInt8] = []
    var time: Int64 = 1_773_480_413_000_000 // 2026-03-14T09:26:53Z in microseconds

    init(_ container: Container) {
        self.container = container
        data += Array("btsnoop\0".utf8)
        data += be32(1)
        switch container {
        case .btsnoopH4: data += be32(1002)
        case .btsnoopH1: data += be32(1001)
        case .btsnoopMonitor: data += be32(2001)
        }
    }

    func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// Adds one record with the given flags and packet bytes (H4 type byte included for 1002).
    mutating func record(flags: UInt32, _ packet: [UInt8], originalLength: Int? = nil, advance: Int64 = 1000) {
        time += advance
        data += be32(UInt32(originalLength ?? packet.count))
        data += be32(UInt32(packet.count))
        data += be32(flags)
        data += be32(0)
        let t = UInt64(bitPattern: time + BtsnoopReader.epochOffset)
        data += be32(UInt32(t >> 32)) + be32(UInt32(t & 0xFFFF_FFFF))
        data += packet
    }

    /// An H4 packet: `type` 1 command, 2 ACL, 4 event; `sent` host to controller.
    mutating func h4(_ type: UInt8, sent: Bool, _ body: [UInt8]) {
        record(flags: (sent ? 0 : 1) | (type == 1 || type == 4 ? 2 : 0), [type] + body)
    }

    /// An ACL packet: handle, packet boundary flag, data.
    mutating func acl(handle: UInt16, pb: UInt8, sent: Bool, _ payload: [UInt8]) {
        let word = handle | UInt16(pb) << 12
        let len = UInt16(payload.count)
        h4(2, sent: sent, [UInt8(word & 0xFF), UInt8(word >> 8), UInt8(len & 0xFF), UInt8(len >> 8)] + payload)
    }

    /// An L2CAP basic frame.
    static func l2cap(cid: UInt16, _ payload: [UInt8]) -> [UInt8] {
        let len = UInt16(payload.count)
        return [UInt8(len & 0xFF), UInt8(len >> 8), UInt8(cid & 0xFF), UInt8(cid >> 8)] + payload
    }

    /// LE Connection Complete for `handle`, peer F1:2C:33:7F:3A:01 random, role central.
    mutating func leConnectionComplete(handle: UInt16) {
        h4(4, sent: false, [0x3E, 0x13, 0x01, 0x00, UInt8(handle & 0xFF), UInt8(handle >> 8), 0x00, 0x01,
                            0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1, 0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00])
    }

    mutating func disconnectionComplete(handle: UInt16, reason: UInt8 = 0x13) {
        h4(4, sent: false, [0x05, 0x04, 0x00, UInt8(handle & 0xFF), UInt8(handle >> 8), reason])
    }
}

/// Writes `data` to a private temporary file and returns its path.
func temporaryFile(_ data: [UInt8], suffix: String = ".bin") -> String {
    var template = Array("/tmp/hrsniff-test-XXXXXX\(suffix)".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
    precondition(fd >= 0, "mkstemps failed")
    data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
            precondition(n > 0)
            offset += n
        }
    }
    close(fd)
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Runs the pipeline over capture bytes and returns the events rendered to a comparable form.
func collect(_ data: [UInt8], depth: DecodeDepth = .att, gatt: Bool = false) throws -> [String] {
    let path = temporaryFile(data)
    defer { unlink(path) }
    let reader = try CaptureFile.open(path)
    var pipeline = Pipeline(depth: depth)
    var lines: [String] = []
    pipeline.run(reader) { event in
        switch event.payload {
        case .gatt, .gattTable, .connectionEnd: if gatt { lines.append(summarize(event)) }
        case .gattOpen: break
        case .diagnostic(let d) where d.layer == .gatt: if gatt { lines.append(summarize(event)) }
        default: lines.append(summarize(event))
        }
    }
    return lines
}

/// A compact, stable description of an event for assertions.
func summarize(_ e: Event) -> String {
    switch e.payload {
    case .att(let m): return "att \(e.frame) #\(m.connection.id) \(m.direction.name) \(m.bytes.hex)"
    case .diagnostic(let d): return "diag \(d.frame ?? 0) \(d.code)"
    case .connectionFound(let c): return "found #\(c.id)"
    case .event(let ev, _, let c): return "event \(e.frame) \(ev.name)\(c.map { " #\($0.id)" } ?? "")"
    case .command(let c, _, _): return "command \(e.frame) \(c.opcode.name)"
    case .l2cap(let p, _, let c): return "l2cap \(e.frame) #\(c.id) cid \(p.cid) \(p.payload.hex)"
    case .acl(let h, let data, _, let c): return "acl \(e.frame) #\(c.id) pb \(h.packetBoundary) \(data.hex)"
    case .signalling(let r, _, _, let c):
        switch r {
        case .success(let cmd): return "signal \(e.frame) #\(c.id) \(cmd.code.name)"
        case .failure: return "signal \(e.frame) #\(c.id) malformed"
        }
    case .smp(let b, _, _, let c): return "smp \(e.frame) #\(c.id) \(b.hex)"
    case .adapter(let a): return "adapter \(e.frame) \(a.kind.rawValue)"
    case .note(let t): return "note \(e.frame) \(t)"
    case .log(_, let i, let m): return "log \(e.frame) \(i) \(m)"
    case .monitor(let op, _): return "monitor \(e.frame) \(op.rawValue)"
    case .otherPacket(let t, _, _): return "packet \(e.frame) \(t.rawValue)"
    case .connectionAttempt(let a): return "attempt \(e.frame) \(a.outcome.rawValue) \(a.status.rawValue)"
    case .localController(let c): return "local \(e.frame) \(c.address.map { "\($0)" } ?? "-") \(c.source.rawValue)"
    case .controllerLog(let l): return "controller log \(e.frame) 0x\(String(l.handle, radix: 16))"
    case .gatt(let p): return "gatt \(e.frame) #\(p.connection) \(p.kind)"
    case .gattOpen(let c, let since): return "open \(e.frame) #\(c.id) \(since.map { String($0.frame) } ?? "-")"
    case .gattTable(let c, let db): return "table #\(c.id) \(db.rows.count) rows"
    case .connectionEnd(let c, _): return "end #\(c.id)"
    case .linkLayer(let l): return "ll \(e.frame) \(l.status.rawValue)"
    }
}

// MARK: - Helpers for the capture format, HCI event, channel and tshark disagreement tests

func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
func le32(_ v: UInt32) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)] }
func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

extension CaptureBuilder {
    /// A Linux monitor record (btsnoop 2001): the adapter index in the high 16 bits of the flags, the opcode in the
    /// low 16.
    mutating func monitor(adapter: UInt16 = 0, opcode: UInt16, _ payload: [UInt8], originalLength: Int? = nil) {
        record(flags: UInt32(adapter) << 16 | UInt32(opcode), payload, originalLength: originalLength)
    }

    /// A whole L2CAP PDU in one ACL packet (first non-flushable when sent, first flushable when received).
    mutating func l2cap(handle: UInt16 = 0x40, cid: UInt16, sent: Bool, _ payload: [UInt8]) {
        acl(handle: handle, pb: sent ? 0b00 : 0b10, sent: sent, CaptureBuilder.l2cap(cid: cid, payload))
    }

    /// One L2CAP signalling command: code, identifier, length, data.
    static func signal(_ code: UInt8, id: UInt8, _ data: [UInt8]) -> [UInt8] {
        [code, id] + le16(UInt16(data.count)) + data
    }

    /// A K-frame of a credit-based channel: the L2CAP basic header, then (for the first K-frame of an SDU) the
    /// 2-byte SDU length, then SDU bytes.
    static func kframe(cid: UInt16, sduLength: UInt16?, _ payload: [UInt8]) -> [UInt8] {
        l2cap(cid: cid, (sduLength.map(le16) ?? []) + payload)
    }
}

/// Classic pcap bytes: the 24-byte global header (magic, version 2.4, time zone, accuracy, snaplen, link type) and
/// 16-byte record headers (seconds, microseconds or nanoseconds, included length, original length).
struct PcapBuilder {
    var data: [UInt8] = []
    let bigEndian: Bool

    init(linkType: UInt32, nanoseconds: Bool = false, bigEndian: Bool = false, snaplen: UInt32 = 65535) {
        self.bigEndian = bigEndian
        data += u32(nanoseconds ? 0xA1B2_3C4D : 0xA1B2_C3D4)
        data += u16(2) + u16(4)
        data += u32(0) + u32(0)
        data += u32(snaplen) + u32(linkType)
    }

    func u16(_ v: UInt16) -> [UInt8] { bigEndian ? be16(v) : le16(v) }
    func u32(_ v: UInt32) -> [UInt8] { bigEndian ? be32(v) : le32(v) }

    /// `fraction` is microseconds, or nanoseconds in a nanosecond-resolution file.
    mutating func record(seconds: UInt32, fraction: UInt32, _ packet: [UInt8], originalLength: Int? = nil) {
        data += u32(seconds) + u32(fraction) + u32(UInt32(packet.count)) + u32(UInt32(originalLength ?? packet.count))
        data += packet
    }
}

/// pcapng bytes (little-endian): a Section Header Block, one Interface Description Block and Enhanced Packet
/// Blocks on interface 0.
struct PcapngBuilder {
    var data: [UInt8] = []

    /// `tsresol`: the if_tsresol option (6 = microseconds, the default when absent; 9 = nanoseconds).
    init(linkType: UInt16, snaplen: UInt32 = 0, tsresol: UInt8? = nil) {
        // SHB: type, length, byte-order magic, version 1.0, section length -1 (unknown), length.
        data += Self.block(0x0A0D_0D0A, le32(0x1A2B_3C4D) + le16(1) + le16(0) + [UInt8](repeating: 0xFF, count: 8))
        var idb = le16(linkType) + le16(0) + le32(snaplen)
        if let tsresol {
            idb += le16(9) + le16(1) + [tsresol, 0, 0, 0] // if_tsresol, padded to 32 bits
            idb += le16(0) + le16(0) // opt_endofopt
        }
        data += Self.block(1, idb)
    }

    static func block(_ type: UInt32, _ body: [UInt8]) -> [UInt8] {
        let length = UInt32(12 + body.count)
        return le32(type) + le32(length) + body + le32(length)
    }

    /// `timestamp` in the interface's resolution units since 1970.
    mutating func packet(timestamp: UInt64, _ packet: [UInt8], originalLength: Int? = nil) {
        var body = le32(0) + le32(UInt32(timestamp >> 32)) + le32(UInt32(timestamp & 0xFFFF_FFFF))
        body += le32(UInt32(packet.count)) + le32(UInt32(originalLength ?? packet.count))
        body += packet + [UInt8](repeating: 0, count: (4 - packet.count % 4) % 4)
        data += Self.block(6, body)
    }
}

/// Runs the pipeline over capture bytes, handing each event to `body` while the bytes it references are valid.
func withEvents(_ data: [UInt8], depth: DecodeDepth = .att, _ body: (Event) -> Void) throws {
    let path = temporaryFile(data)
    defer { unlink(path) }
    let reader = try CaptureFile.open(path)
    var pipeline = Pipeline(depth: depth)
    pipeline.run(reader, body)
}

/// `CaptureFile.open` on capture bytes written to a private temporary file; the error code when it fails.
func openError(_ data: [UInt8]) -> CaptureOpenError.Code? {
    let path = temporaryFile(data)
    defer { unlink(path) }
    do {
        _ = try CaptureFile.open(path)
        return nil
    } catch {
        return error.code
    }
}

/// A detailed, stable description of an event (direction, channel, adapter when not 0), or nil for the kinds of
/// event it does not describe: GATT procedures, tables, connection ends and GATT-layer diagnostics, so that the
/// tests of the capture, HCI, L2CAP and ATT layers do not depend on the analysis above them.
func describeEvent(_ e: Event) -> String? {
    let f = e.adapter == 0 ? "\(e.frame)" : "\(e.frame) a\(e.adapter)"
    switch e.payload {
    case .command(let c, let d, _): return "command \(f) \(d.name) \(c.opcode.name)"
    case .event(let ev, let d, let c): return "event \(f) \(d.name) \(ev.name)\(c.map { " #\($0.id)" } ?? "")"
    case .att(let m):
        let first = m.firstFrame == e.frame ? "" : " first \(m.firstFrame)"
        return "att \(f) #\(m.connection.id) \(m.direction.name) cid 0x\(String(m.cid, radix: 16)) \(m.bytes.hex)\(first)"
    case .l2cap(let p, let d, let c):
        return "l2cap \(f) #\(c.id) \(d.name) cid 0x\(String(p.cid, radix: 16)) \(p.payload.hex)"
    case .signalling(let r, let cid, let d, let c):
        switch r {
        case .success(let cmd): return "signal \(f) #\(c.id) \(d.name) cid 0x\(String(cid, radix: 16)) \(cmd.code.name)"
        case .failure: return "signal \(f) #\(c.id) \(d.name) cid 0x\(String(cid, radix: 16)) malformed"
        }
    case .smp(let b, let cid, let d, let c): return "smp \(f) #\(c.id) \(d.name) cid 0x\(String(cid, radix: 16)) \(b.hex)"
    case .acl(let h, let data, let d, let c): return "acl \(f) #\(c.id) \(d.name) pb \(h.packetBoundary) \(data.hex)"
    case .connectionFound(let c): return "found \(f) #\(c.id)"
    case .diagnostic(let d): return d.layer == .gatt ? nil : "diag \(d.frame ?? 0) \(d.code)"
    case .adapter(let r):
        var s = "adapter \(f) \(r.kind.rawValue)"
        if let t = r.controllerType { s += " type \(t)" }
        if let b = r.bus { s += " bus \(b)" }
        if let addr = r.address { s += " \(addr)" }
        if let n = r.name { s += " name \(n)" }
        if let m = r.manufacturer { s += " manufacturer \(m)" }
        return s
    case .note(let t): return "note \(f) \(t)"
    case .log(let p, let i, let m): return "log \(f) priority \(p) \(i): \(m)"
    case .monitor(let op, let body): return "monitor \(f) \(op.rawValue) \(body.hex)"
    case .otherPacket(let t, let d, _): return "packet \(f) \(d.name) \(t.rawValue)"
    default: return nil
    }
}

/// Runs the pipeline over capture bytes and describes the events with `describeEvent`.
func trace(_ data: [UInt8], depth: DecodeDepth = .att) throws -> [String] {
    var lines: [String] = []
    try withEvents(data, depth: depth) { if let s = describeEvent($0) { lines.append(s) } }
    return lines
}

// MARK: - Helpers for the GATT tracker, GATT pipeline and tshark handle map tests

extension CaptureBuilder {
    /// LE Connection Complete for `handle` with the peer `peer` ("AA:BB:CC:DD:EE:FF", random), role central.
    mutating func leConnectionComplete(handle: UInt16, peer: String) {
        let address = Array((Hex.decode(peer) ?? [0, 0, 0, 0, 0, 0]).reversed())
        h4(4, sent: false, [0x3E, 0x13, 0x01, 0x00, UInt8(handle & 0xFF), UInt8(handle >> 8), 0x00, 0x01]
            + address + [0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00])
    }

    /// An ATT PDU (hex, opcode first) on the unenhanced bearer (CID 0x0004) of connection handle `handle`.
    mutating func att(handle: UInt16 = 0x40, sent: Bool, _ pdu: String) {
        l2cap(handle: handle, cid: 0x0004, sent: sent, bytes(pdu))
    }

    /// A sequence of ATT PDUs: `(sent, hex)` pairs.
    mutating func att(handle: UInt16 = 0x40, _ exchange: [(Bool, String)]) {
        for (sent, pdu) in exchange { att(handle: handle, sent: sent, pdu) }
    }
}

/// GATT fixtures: ATT PDUs of Core Vol 3 Part F §3.4 / Part G §4, as hex.
enum GATTFixture {
    /// 8F3A00nn-5F7E-4C1A-9B6D-2C4E7F9A1B3C little-endian, as on the wire.
    static func vendorUUID(_ n: UInt8) -> String {
        "3c 1b 9a 7f 4e 2c 6d 9b 1a 4c 7e 5f \(hexByte(n)) 00 3a 8f"
    }

    static func vendorUUIDString(_ n: UInt8) -> String { "8F3A00\(hexByte(n).uppercased())-5F7E-4C1A-9B6D-2C4E7F9A1B3C" }

    static func hexByte(_ b: UInt8) -> String { (b < 16 ? "0" : "") + String(b, radix: 16) }

    /// Discovery by the captured device (client, `sent` = true) of one service 0xFFF0 (0x0001-0x0009) whose
    /// characteristic declarations are `declarations` (the Read By Type Response's length and elements) and end
    /// before `next`: its primary services, then its characteristics, each search ending with Attribute Not Found.
    static func serviceFFF0Discovery(declarations: String, next: UInt8) -> [(Bool, String)] {
        [
            (true, "10 01 00 ff ff 00 28"),
            (false, "11 06 01 00 09 00 f0 ff"),
            (true, "10 0a 00 ff ff 00 28"),
            (false, "01 10 0a 00 0a"),
            (true, "08 01 00 09 00 03 28"),
            (false, "09 " + declarations),
            (true, "08 \(hexByte(next)) 00 09 00 03 28"),
            (false, "01 08 \(hexByte(next)) 00 0a"),
        ]
    }

    /// Full discovery of a heart-rate sensor by the captured device (client, `sent` = true):
    ///
    ///     0x0001 Generic Access 1800 (–0x0007): 0x0002 Device Name 2A00 → 0x0003, 0x0004 Appearance 2A01 → 0x0005,
    ///            0x0006 PPCP 2A04 → 0x0007
    ///     0x0008 Generic Attribute 1801 (–0x000b): 0x0009 Service Changed 2A05 [indicate] → 0x000a, CCCD 0x000b
    ///     0x000c Heart Rate 180D (–0x0013): 0x000d HRM 2A37 [notify] → 0x000e, CCCD 0x000f;
    ///            0x0010 Body Sensor Location 2A38 [read] → 0x0011; 0x0012 HR Control Point 2A39 [write] → 0x0013
    ///     0x0014 vendor 8F3A0001 (–0x001a): 0x0015 8F3A0002 [read write notify] → 0x0016, CCCD 0x0017,
    ///            User Description 0x0018; 0x0019 8F3A0003 [write without response] → 0x001a
    static let heartRateDiscovery: [(Bool, String)] = [
        // Primary services: 6-byte elements (16-bit UUIDs), then a 20-byte element (128-bit), then Attribute Not Found.
        (true, "10 01 00 ff ff 00 28"),
        (false, "11 06 01 00 07 00 00 18 08 00 0b 00 01 18 0c 00 13 00 0d 18"),
        (true, "10 14 00 ff ff 00 28"),
        (false, "11 14 14 00 1a 00 " + vendorUUID(1)),
        (true, "10 1b 00 ff ff 00 28"),
        (false, "01 10 1b 00 0a"),
        // Characteristics: 7-byte elements (5-byte declaration values), 21-byte elements (19-byte values).
        (true, "08 01 00 07 00 03 28"),
        (false, "09 07 02 00 02 03 00 00 2a 04 00 02 05 00 01 2a 06 00 02 07 00 04 2a"),
        (true, "08 08 00 0b 00 03 28"),
        (false, "09 07 09 00 20 0a 00 05 2a"),
        (true, "08 0a 00 0b 00 03 28"),
        (false, "01 08 0a 00 0a"),
        (true, "08 0c 00 13 00 03 28"),
        (false, "09 07 0d 00 10 0e 00 37 2a 10 00 02 11 00 38 2a 12 00 08 13 00 39 2a"),
        (true, "08 14 00 1a 00 03 28"),
        (false, "09 15 15 00 1a 16 00 " + vendorUUID(2)),
        (true, "08 16 00 1a 00 03 28"),
        (false, "09 15 19 00 04 1a 00 " + vendorUUID(3)),
        (true, "08 1a 00 1a 00 03 28"),
        (false, "01 08 1a 00 0a"),
        // Descriptors.
        (true, "04 0b 00 0b 00"),
        (false, "05 01 0b 00 02 29"),
        (true, "04 0f 00 0f 00"),
        (false, "05 01 0f 00 02 29"),
        (true, "04 17 00 18 00"),
        (false, "05 01 17 00 02 29 18 00 01 29"),
    ]

    /// Heart Rate Measurement notifications on handle 0x000e.
    static func heartRate(_ value: String, handle: UInt16 = 0x000e) -> String {
        "1b " + hexByte(UInt8(handle & 0xFF)) + " " + hexByte(UInt8(handle >> 8)) + " " + value
    }
}

/// A GATT procedure in one line: "read 0x0011 characteristic_value 2A38 = 01", for exact assertions.
func describeProcedure(_ p: DecodedProcedure) -> String {
    func hex(_ v: [UInt8]) -> String { v.withBytes { $0.hex } }
    switch p.kind {
    case .mtuExchange(let client, let server, let effective):
        return "mtu client \(client.map(String.init) ?? "-") server \(server.map(String.init) ?? "-") effective \(effective)"
    case .discovery(let kind, let range, let found, let within):
        return "discovery \(kind.rawValue) 0x\(hex4(range.lowerBound))-0x\(hex4(range.upperBound)) found \(found)"
            + (within.map { " within \(describeRef($0))" } ?? "")
    case .read(let ref, let value, let long):
        return "read \(describeRef(ref)) = \(hex(value))" + (long ? " long" : "")
    case .readMultiple(let pairs, let unsplit):
        if let unsplit { return "read_multiple unsplit \(hex(unsplit))" }
        return "read_multiple " + pairs.map { "\(describeRef($0.0)) = \(hex($0.1))" }.joined(separator: "; ")
    case .write(let ref, let value, let mode):
        return "write \(mode.rawValue) \(describeRef(ref)) = \(hex(value))"
    case .subscription(let cccd, let characteristic, let notifications, let indications):
        return "subscription \(describeRef(cccd)) of \(characteristic.map(describeRef) ?? "-") "
            + "notifications \(notifications) indications \(indications)"
    case .notification(let ref, let value):
        return "notification \(describeRef(ref)) = \(hex(value.array))"
    case .indication(let ref, let value):
        return "indication \(describeRef(ref)) = \(hex(value.array))"
    case .error(let request, let ref, let code):
        return "error \(request.name) \(ref.map(describeRef) ?? "-") \(code.name)"
    case .serviceChanged(let range):
        return "service_changed 0x\(hex4(range.lowerBound))-0x\(hex4(range.upperBound))"
    case .writeCancelled(let count):
        return "write_cancelled \(count)"
    }
}

/// "0x000e characteristic_value 2A37", "0x0030 unknown".
func describeRef(_ r: AttributeRef) -> String {
    "0x\(hex4(r.handle)) \(r.kind.rawValue)" + (r.uuid.map { " \($0.string)" } ?? "")
}

/// The GATT side of a capture run through the pipeline: "gatt FRAME #C PROCEDURE" (described with
/// `describeProcedure`), "diag FRAME CODE" for GATT diagnostics, and "table #C SERVER SOURCE N rows".
func gattTrace(_ data: [UInt8]) throws -> [String] {
    var lines: [String] = []
    try withEvents(data) { e in
        switch e.payload {
        case .gatt(let p): lines.append("gatt \(e.frame) #\(p.connection) \(describeProcedure(p))")
        case .diagnostic(let d) where d.layer == .gatt: lines.append("diag \(d.frame ?? 0) \(d.code)")
        case .gattTable(let c, let db):
            let source: String
            switch db.source {
            case .discovered: source = "discovered"
            case .earlierConnection(let id): source = "earlier_connection \(id)"
            case .otherCapture(let name): source = "other_capture \(name)"
            }
            lines.append("table #\(c.id) \(db.serverIsCapturedDevice ? "this_device" : "peer") \(source) \(db.rows.count) rows")
        default: break
        }
    }
    return lines
}
