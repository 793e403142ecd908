import HRSniffBytes
import HRSniffCapture
import HRSniffHCI

/// What a sniffer checked about a packet.
public enum LinkLayerCheck: String, Sendable, Equatable {
    case unchecked = "not_checked"
    case valid
    case invalid
}

/// What the sniffer's header says about one packet. Fields a format does not carry are nil.
public struct LinkLayerMeta: Sendable, Equatable {
    public var encapsulation: LinkLayerEncapsulation
    /// RF channel 0…39 (DLT 256: the RF channel; Nordic: the channel index).
    public var channel: UInt8?
    /// dBm.
    public var rssi: Int?
    public var noise: Int?
    /// 0 LE 1M, 1 LE 2M, 2 LE Coded.
    public var phy: UInt8?
    /// The sniffer's CRC verdict; `.unchecked` when it gave none.
    public var crc: LinkLayerCheck = .unchecked
    /// The sniffer's MIC verdict on an encrypted packet; `.unchecked` when it gave none.
    public var mic: LinkLayerCheck = .unchecked
    /// DLT 256 flag 0x0008: the sniffer decrypted the payload.
    public var decrypted = false
    /// Nordic flag 0x04 on data packets: the packet was encrypted on air.
    public var encrypted = false
    /// Who sent a data packet, when the sniffer says (Nordic): `.sent` central → peripheral, `.received`
    /// peripheral → central.
    public var direction: Direction?
    /// Nordic: true for an advertising channel packet, false for a data channel packet, nil when not said.
    public var advertisingChannel: Bool?
    /// Nordic: the connection event counter.
    public var eventCounter: UInt16?
    /// Nordic header version 3: the sniffer's timestamp of the packet start in µs; versions 0…2: the time from
    /// the end of the previous packet to the start of this one in µs (`timestampIsDelta`).
    public var snifferTime: UInt32?
    public var timestampIsDelta = false
    /// Nordic: the header version (0 for the legacy 0xBEEF format), board and packet counter.
    public var nordicVersion: UInt8?
    public var board: UInt8?
    public var packetCounter: UInt16?
    /// Nordic: the flags byte as read; its bits 1…3 mean something only on data channel packets.
    public var nordicFlags: UInt8?
    /// DLT 256 PDU type 4…6: an isochronous channel packet (not decoded further).
    public var isochronous = false
    /// PPI BTLE field: the Ubertooth's clock in units of 100 ns (it wraps), a better time base than the record's.
    public var clock100ns: UInt32?
    /// The channel field holds the RF channel (2402 + 2k MHz), not the channel index.
    public var channelIsRF = false
    /// DLT 256: the access address offenses and the reference access address, when marked valid.
    public var accessAddressOffenses: UInt8?
    public var referenceAccessAddress: UInt32?

    public init(encapsulation: LinkLayerEncapsulation) { self.encapsulation = encapsulation }

    /// The channel index 0…39 (37, 38, 39 the primary advertising channels): DLT 256 gives the RF channel
    /// (2402 + 2k MHz), which is mapped (Core Vol 6 Part B §1.4.1).
    public var channelIndex: UInt8? {
        guard let channel else { return nil }
        guard encapsulation == .rf || channelIsRF else { return channel }
        switch channel {
        case 0: return 37
        case 12: return 38
        case 39: return 39
        case 1...11: return channel - 1
        case 13...38: return channel - 2
        default: return nil
        }
    }
}

/// Why a record's sniffer header could not be read.
public struct LinkLayerFrameError: Error, Equatable, Sendable, CustomStringConvertible {
    public var code: String
    public var description: String
}

/// A record of an air capture: the sniffer's header, and the link-layer packet it carries (access address first).
public struct LinkLayerFrame {
    public var meta: LinkLayerMeta
    public var packet: Bytes

    /// DLT 256 flags (tcpdump.org, LINKTYPE_BLUETOOTH_LE_LL_WITH_PHDR).
    public enum RFFlag {
        public static let dewhitened: UInt16 = 0x0001
        public static let signalValid: UInt16 = 0x0002
        public static let noiseValid: UInt16 = 0x0004
        public static let decrypted: UInt16 = 0x0008
        public static let referenceAccessAddressValid: UInt16 = 0x0010
        public static let accessAddressOffensesValid: UInt16 = 0x0020
        public static let channelAliased: UInt16 = 0x0040
        public static let crcChecked: UInt16 = 0x0400
        public static let crcValid: UInt16 = 0x0800
        public static let micChecked: UInt16 = 0x1000
        public static let micValid: UInt16 = 0x2000
        public static let pduType: UInt16 = 0x0380
    }

    /// Removes the sniffer's header from `bytes`.
    public static func decode(_ bytes: Bytes, _ encapsulation: LinkLayerEncapsulation) -> Result<LinkLayerFrame, LinkLayerFrameError> {
        var meta = LinkLayerMeta(encapsulation: encapsulation)
        switch encapsulation {
        case .raw:
            return .success(LinkLayerFrame(meta: meta, packet: bytes))
        case .rf:
            guard bytes.count >= 10, let flags = bytes.u16le(at: 8), let channel = bytes[checked: 0] else {
                return .failure(LinkLayerFrameError(
                    code: "ll_truncated_pseudo_header",
                    description: "the record has \(bytes.count) bytes, fewer than the 10-byte LE pseudo-header"))
            }
            meta.channel = channel
            if flags & RFFlag.signalValid != 0, let s = bytes[checked: 1] { meta.rssi = Int(Int8(bitPattern: s)) }
            if flags & RFFlag.noiseValid != 0, let n = bytes[checked: 2] { meta.noise = Int(Int8(bitPattern: n)) }
            if flags & RFFlag.accessAddressOffensesValid != 0 { meta.accessAddressOffenses = bytes[checked: 3] }
            if flags & RFFlag.referenceAccessAddressValid != 0 { meta.referenceAccessAddress = bytes.u32le(at: 4) }
            meta.decrypted = flags & RFFlag.decrypted != 0
            if flags & RFFlag.crcChecked != 0 { meta.crc = flags & RFFlag.crcValid != 0 ? .valid : .invalid }
            if flags & RFFlag.micChecked != 0 { meta.mic = flags & RFFlag.micValid != 0 ? .valid : .invalid }
            meta.phy = UInt8(truncatingIfNeeded: flags >> 14)
            // Bits 7…9, the PDU type: 0 advertising or data (direction not given), 1 auxiliary advertising,
            // 2 data central → peripheral, 3 data peripheral → central, 4…6 isochronous.
            switch (flags >> 7) & 0x7 {
            case 1: meta.advertisingChannel = true
            case 2: meta.advertisingChannel = false; meta.direction = .sent
            case 3: meta.advertisingChannel = false; meta.direction = .received
            case 4, 5, 6: meta.isochronous = true
            default: break
            }
            return .success(LinkLayerFrame(meta: meta, packet: bytes.suffix(from: 10)))
        case .nordic:
            return nordic(bytes, &meta)
        case .ppi:
            return ppi(bytes)
        }
    }

    /// DLT_USER0, which Ubertooth and crackle put inside PPI for raw LE link-layer packets.
    package static let user0: UInt32 = 147

    /// PPI (little-endian): version, flags, header length, link type; then fields of type (2), length (2), data.
    package static func ppi(_ bytes: Bytes) -> Result<LinkLayerFrame, LinkLayerFrameError> {
        guard let length = bytes.u16le(at: 2), let inner = bytes.u32le(at: 4), length >= 8, Int(length) <= bytes.count else {
            return .failure(LinkLayerFrameError(
                code: "ppi_bad_header", description: "the record has no complete PPI header"))
        }
        let encapsulation: LinkLayerEncapsulation
        switch inner {
        case user0, 251: encapsulation = .raw
        case 256: encapsulation = .rf
        case 272: encapsulation = .nordic
        default:
            return .failure(LinkLayerFrameError(
                code: "ppi_unsupported_link_type",
                description: "PPI carries link type \(inner), not an LE link-layer packet"))
        }
        let inside = bytes.suffix(from: Int(length))
        var result = decode(inside, encapsulation)
        // Fields: the Ubertooth BTLE field (30006): version, frequency in MHz (2), clock high byte, clock in 100 ns
        // (4), RSSI max, min, average, count.
        var i = 8
        while let type = bytes.u16le(at: i), let size = bytes.u16le(at: i + 2), i + 4 + Int(size) <= Int(length) {
            if type == 30006, let field = bytes.slice(from: i + 4, count: Int(size)), let mhz = field.u16le(at: 1),
               let clock = field.u32le(at: 4), case .success(var frame) = result {
                if mhz >= 2402, mhz <= 2480, frame.meta.channel == nil {
                    frame.meta.channel = UInt8((mhz - 2402) / 2)
                    frame.meta.channelIsRF = true
                }
                frame.meta.clock100ns = clock
                if frame.meta.rssi == nil, let avg = field[checked: 10] { frame.meta.rssi = Int(Int8(bitPattern: avg)) }
                result = .success(frame)
            }
            i += 4 + Int(size)
        }
        return result
    }

    /// The nRF Sniffer's headers. Legacy (0xBEEF): marker, packet ID, counter, 2 unused bytes, length, then the
    /// 10-byte packet header. Version 1: board, header length, payload length, version, counter (2), packet ID.
    /// Versions 2 and 3: board, payload length (2, little-endian), version, counter (2), packet ID. Then a packet
    /// header: its length, flags, channel, RSSI (negated), event counter (2), and the delta time (versions < 3)
    /// or the timestamp (version 3), all little-endian. The LE packet follows.
    package static func nordic(_ bytes: Bytes, _ meta: inout LinkLayerMeta) -> Result<LinkLayerFrame, LinkLayerFrameError> {
        let truncated = LinkLayerFrameError(
            code: "ll_truncated_sniffer_header",
            description: "the record has \(bytes.count) bytes, fewer than the nRF Sniffer header")
        var offset: Int
        if bytes.u16be(at: 0) == 0xBEEF {
            meta.nordicVersion = 0
            meta.packetCounter = bytes.u16le(at: 3)
            offset = 7
            guard bytes[checked: offset] != nil else { return .failure(truncated) }
            offset += 1
        } else {
            guard let board = bytes[checked: 0], let version = bytes[checked: 3] else { return .failure(truncated) }
            meta.board = board
            meta.nordicVersion = version
            guard version >= 1 && version <= 3 else {
                return .failure(LinkLayerFrameError(
                    code: "ll_unknown_sniffer_version",
                    description: "nRF Sniffer header version \(version) is not one hrsniff reads (1, 2, 3 or the legacy 0xBEEF header)"))
            }
            meta.packetCounter = bytes.u16le(at: 4)
            if version == 3, let id = bytes[checked: 6] {
                // Packet ID 0x02: advertising channel packet, 0x06: data channel packet.
                meta.advertisingChannel = id == 0x02 ? true : id == 0x06 ? false : nil
            }
            offset = 7
            guard let headerLength = bytes[checked: offset] else { return .failure(truncated) }
            offset += 1
            // The packet header is 10 bytes with its length byte; a longer one is skipped over.
            guard headerLength >= 10 else {
                return .failure(LinkLayerFrameError(
                    code: "ll_bad_sniffer_header",
                    description: "the nRF Sniffer packet header says it is \(headerLength) bytes, fewer than 10"))
            }
            guard let flags = bytes[checked: offset], let channel = bytes[checked: offset + 1],
                  let rssi = bytes[checked: offset + 2], let counter = bytes.u16le(at: offset + 3),
                  let time = bytes.u32le(at: offset + 5)
            else { return .failure(truncated) }
            fill(&meta, flags: flags, channel: channel, rssi: rssi, counter: counter, time: time, version: version)
            let start = offset - 1 + Int(headerLength)
            guard start <= bytes.count else { return .failure(truncated) }
            return .success(LinkLayerFrame(meta: meta, packet: bytes.suffix(from: start)))
        }
        guard let flags = bytes[checked: offset], let channel = bytes[checked: offset + 1],
              let rssi = bytes[checked: offset + 2], let counter = bytes.u16le(at: offset + 3),
              let time = bytes.u32le(at: offset + 5)
        else { return .failure(truncated) }
        fill(&meta, flags: flags, channel: channel, rssi: rssi, counter: counter, time: time, version: 0)
        return .success(LinkLayerFrame(meta: meta, packet: bytes.suffix(from: offset + 9)))
    }

    /// Nordic flags: bit 0 CRC OK; on data packets bit 1 direction (1 central → peripheral), bit 2 encrypted,
    /// bit 3 MIC OK; bits 4…6 PHY.
    private static func fill(
        _ meta: inout LinkLayerMeta, flags: UInt8, channel: UInt8, rssi: UInt8, counter: UInt16, time: UInt32,
        version: UInt8
    ) {
        meta.channel = channel
        meta.rssi = -Int(rssi)
        meta.crc = flags & 0x01 != 0 ? .valid : .invalid
        meta.phy = (flags >> 4) & 0x07
        meta.eventCounter = counter
        meta.snifferTime = time
        meta.timestampIsDelta = version < 3
        meta.nordicFlags = flags
    }

    /// Applies the data-packet meaning of the Nordic flags once the packet is known to be a data channel PDU.
    public static func applyNordicDataFlags(_ meta: inout LinkLayerMeta) {
        guard meta.encapsulation == .nordic, let flags = meta.nordicFlags else { return }
        meta.direction = flags & 0x02 != 0 ? .sent : .received
        meta.encrypted = flags & 0x04 != 0
        if meta.encrypted { meta.mic = flags & 0x08 != 0 ? .valid : .invalid }
    }
}
