@testable import HRSniffKit

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
    return String(cString: template)
}

/// Runs the pipeline over capture bytes and returns the events rendered to a comparable form.
func collect(_ data: [UInt8], depth: DecodeDepth = .att) throws -> [String] {
    let path = temporaryFile(data)
    defer { unlink(path) }
    let reader = try CaptureFile.open(path)
    var pipeline = Pipeline(depth: depth)
    var lines: [String] = []
    pipeline.run(reader) { lines.append(summarize($0)) }
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
    }
}
