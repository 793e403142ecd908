import HRSniffBytes
import CPcap

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// pcap and pcapng through libpcap, for the Bluetooth HCI link types.
///
/// libpcap reads from a stdio stream that first replays the bytes hrsniff already looked at to detect the format,
/// then reads the rest of the input window, so stdin and pipes work like files.
public final class PcapReader: CaptureReader {
    /// DLT_BLUETOOTH_HCI_H4: H4 packets with no direction.
    public static let dltH4: Int32 = 187
    /// DLT_BLUETOOTH_HCI_H4_WITH_PHDR: a 4-byte big-endian direction (0 sent, 1 received), then H4.
    public static let dltH4WithPHDR: Int32 = 201
    /// DLT_BLUETOOTH_LINUX_MONITOR: big-endian adapter index and opcode, then the monitor payload.
    public static let dltLinuxMonitor: Int32 = 254
    /// LINKTYPE_BLUETOOTH_LE_LL: LE link-layer packets of an air sniffer.
    public static let dltLELL: Int32 = 251
    /// LINKTYPE_BLUETOOTH_LE_LL_WITH_PHDR: a 10-byte RF pseudo-header, then the LE link-layer packet.
    public static let dltLELLWithPHDR: Int32 = 256
    /// LINKTYPE_NORDIC_BLE: the nRF Sniffer's headers, then the LE link-layer packet.
    public static let dltNordicBLE: Int32 = 272
    /// LINKTYPE_PPI: a Per-Packet Information header naming the link type of the packet inside.
    public static let dltPPI: Int32 = 192
    /// DLT_USER0, which Ubertooth and crackle put inside PPI for raw LE link-layer packets.
    public static let dltUser0: Int32 = 147
    public static let supportedLinkTypes: [Int32] = [
        dltH4, dltH4WithPHDR, dltLinuxMonitor, dltLELL, dltLELLWithPHDR, dltNordicBLE, dltPPI,
    ]

    public let linkType: Int32
    public let format: CaptureFormat
    private let handle: OpaquePointer
    private let input: InputWindow
    /// What libpcap has taken from the input (it reads ahead in blocks).
    public var bytesRead: Int64? { input.offset }
    private var frame = 0
    private var finished = false
    /// The first `pcap_next_ex` result, read when the file is opened (a file whose first packet cannot be read
    /// cannot be opened); `next` hands it out before reading on.
    private var peeked: (rc: Int32, header: UnsafeMutablePointer<pcap_pkthdr>?, data: UnsafePointer<UInt8>?)?

    public init(input: InputWindow, path: String, isPcapng: Bool) throws(CaptureOpenError) {
        self.input = input
        var io = hrsniff_cookie_io()
        io.read = { cookie, buffer, size in
            guard let cookie, let buffer else { return -1 }
            let window = Unmanaged<InputWindow>.fromOpaque(cookie).takeUnretainedValue()
            return window.read(into: UnsafeMutableRawPointer(buffer), count: size)
        }
        io.close = { _ in 0 }
        // The window is kept alive by this reader for as long as libpcap uses the stream.
        guard let stream = hrsniff_fopencookie(Unmanaged.passUnretained(input).toOpaque(), "r", io) else {
            throw CaptureOpenError(.cannotOpen(errno: errno), path: path)
        }
        var errbuf = [CChar](repeating: 0, count: Int(PCAP_ERRBUF_SIZE) + 1)
        guard let handle = pcap_fopen_offline_with_tstamp_precision(stream, UInt32(PCAP_TSTAMP_PRECISION_MICRO), &errbuf)
        else {
            fclose(stream)
            let message = String(decoding: errbuf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw CaptureOpenError(.pcap(message.isEmpty ? "libpcap cannot read this file" : message), path: path)
        }
        let linkType = pcap_datalink(handle)
        guard Self.supportedLinkTypes.contains(linkType) else {
            pcap_close(handle)
            throw CaptureOpenError(.unsupportedLinkType(linkType), path: path)
        }
        // Nothing read at all (the first packet block is damaged): the file cannot be opened, rather than read as
        // a capture of no record.
        var header: UnsafeMutablePointer<pcap_pkthdr>?
        var data: UnsafePointer<UInt8>?
        let rc = pcap_next_ex(handle, &header, &data)
        if rc == PCAP_ERROR {
            let message = String(cString: pcap_geterr(handle))
            pcap_close(handle)
            throw CaptureOpenError(.pcap(message.isEmpty ? "no packet could be read" : message), path: path)
        }
        self.peeked = (rc, header, data)
        self.handle = handle
        self.linkType = linkType
        self.format = isPcapng ? .pcapng(linkType: linkType) : .pcap(linkType: linkType)
    }

    /// The array the last record was copied into, reused when no one holds that record any more.
    private var packet: [UInt8] = []

    deinit { pcap_close(handle) }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        while !finished {
            var header: UnsafeMutablePointer<pcap_pkthdr>?
            var data: UnsafePointer<UInt8>?
            let rc: Int32
            if let first = peeked {
                (rc, header, data) = first
                peeked = nil
            } else {
                rc = pcap_next_ex(handle, &header, &data)
            }
            if rc == PCAP_ERROR_BREAK || rc == 0 {
                finished = true
                return nil
            }
            if rc == PCAP_ERROR {
                finished = true
                let message = String(cString: pcap_geterr(handle))
                diagnostics.append(Diagnostic(
                    frame: frame + 1, .warning, .capture, "pcap_error",
                    "libpcap stopped at record \(frame + 1): \(message)"))
                return nil
            }
            guard let header, let data else { continue }
            frame += 1
            let h = header.pointee
            let captured = Int(h.caplen)
            // libpcap's buffer is reused by the next call: the record gets bytes of its own.
            let all = Bytes(copying: UnsafeRawBufferPointer(start: data, count: captured), reusing: &packet)
            let time = Timestamp(microseconds: Int64(h.ts.tv_sec) &* 1_000_000 &+ Int64(h.ts.tv_usec))
            let original = max(Int(h.len), captured)
            switch linkType {
            case Self.dltH4WithPHDR, Self.dltLinuxMonitor:
                guard let pseudo = all.u32be(at: 0) else {
                    diagnostics.append(Diagnostic(
                        frame: frame, .warning, .capture, "truncated_pseudo_header",
                        "record \(frame) is shorter than its 4-byte pseudo-header"))
                    return CaptureRecord(
                        frame: frame, time: time, framing: .h4(direction: .unknown), bytes: .empty, originalLength: 0)
                }
                let payload = all.suffix(from: 4)
                let framing: Framing = linkType == Self.dltH4WithPHDR
                    ? .h4(direction: pseudo & 1 == 0 ? .sent : .received)
                    : .monitor(adapter: UInt16(truncatingIfNeeded: pseudo >> 16), opcode: UInt16(truncatingIfNeeded: pseudo))
                return CaptureRecord(
                    frame: frame, time: time, framing: framing, bytes: payload, originalLength: original - 4)
            case Self.dltLELL, Self.dltLELLWithPHDR, Self.dltNordicBLE:
                let encapsulation: LinkLayerEncapsulation =
                    linkType == Self.dltLELL ? .raw : linkType == Self.dltNordicBLE ? .nordic : .rf
                return CaptureRecord(
                    frame: frame, time: time, framing: .linkLayer(encapsulation), bytes: all, originalLength: original)
            case Self.dltPPI:
                // The PPI header names the link type inside; the link layer reads it.
                return CaptureRecord(
                    frame: frame, time: time, framing: .linkLayer(.ppi), bytes: all, originalLength: original)
            default:
                return CaptureRecord(
                    frame: frame, time: time, framing: .h4(direction: .unknown), bytes: all, originalLength: original)
            }
        }
        return nil
    }
}
