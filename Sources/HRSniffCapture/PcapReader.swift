import HRSniffBytes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// pcap and pcapng through libpcap (the bytes module's `PcapFile`), for the Bluetooth HCI and link-layer link
/// types.
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
    private let file: PcapFile
    private let input: InputWindow
    /// What libpcap has taken from the input (it reads ahead in blocks).
    public var bytesRead: Int64? { input.offset }
    private var frame = 0
    private var finished = false

    public init(input: InputWindow, path: String, isPcapng: Bool) throws(CaptureOpenError) {
        self.input = input
        do {
            file = try PcapFile(input: input, linkTypes: Self.supportedLinkTypes)
        } catch {
            switch error {
            case .cannotOpen(let e): throw CaptureOpenError(.cannotOpen(errno: e), path: path)
            case .pcap(let message): throw CaptureOpenError(.pcap(message), path: path)
            case .unsupportedLinkType(let type): throw CaptureOpenError(.unsupportedLinkType(type), path: path)
            }
        }
        linkType = file.linkType
        self.format = isPcapng ? .pcapng(linkType: linkType) : .pcap(linkType: linkType)
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        while !finished {
            let time: Timestamp
            let all: Bytes
            let wire: Int
            switch file.next() {
            case .end:
                finished = true
                return nil
            case .error(let message):
                finished = true
                diagnostics.append(Diagnostic(
                    frame: frame + 1, .warning, .capture, "pcap_error",
                    "libpcap stopped at record \(frame + 1): \(message)"))
                return nil
            case .packet(let t, let bytes, let originalLength):
                (time, all, wire) = (t, bytes, originalLength)
            }
            frame += 1
            let captured = all.count
            let original = max(wire, captured)
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
