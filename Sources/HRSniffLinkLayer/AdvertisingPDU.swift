import HRSniffBytes
import HRSniffCapture
import HRSniffHCI

/// The parameters of a CONNECT_IND or AUX_CONNECT_REQ (LLData, Core Vol 6 Part B §2.3.3.1).
public struct LinkLayerConnectRequest: Sendable, Equatable {
    public var initiator: BluetoothAddress
    public var initiatorRandom: Bool
    public var advertiser: BluetoothAddress
    public var advertiserRandom: Bool
    public var accessAddress: UInt32
    public var crcInit: UInt32
    /// Units of 1.25 ms.
    public var windowSize: UInt8
    public var windowOffset: UInt16
    public var interval: UInt16
    public var latency: UInt16
    /// Units of 10 ms.
    public var timeout: UInt16
    /// 37 bits, bit n set when data channel n is used.
    public var channelMap: UInt64
    public var hop: UInt8
    /// Sleep clock accuracy field 0…7.
    public var sca: UInt8
    /// Channel Selection Algorithm #2 announced (ChSel).
    public var channelSelection2: Bool

    /// The worst-case sleep clock accuracy in ppm for the SCA field (Core Vol 6 Part B Table 2.15).
    public var scaPPM: String {
        ["251–500", "151–250", "101–150", "76–100", "51–75", "31–50", "21–30", "0–20"][Int(sca & 7)]
    }

    public var usedChannels: Int { channelMap.nonzeroBitCount }

    /// Parses the 34 bytes of InitA, AdvA and LLData.
    /// Where AA and CRCInit are in the PDU's payload (LLData, Core Vol 6 Part B §2.3.3.1).
    public static let accessAddressOffset = 12
    public static let crcInitOffset = 16

    package init?(_ p: Bytes, header0: UInt8) {
        guard let initA = p.address(at: 0), let advA = p.address(at: 6), let aa = p.u32le(at: 12),
              let c = p.uintLE(at: 16, width: 3), let win = p[checked: 19], let offset = p.u16le(at: 20),
              let interval = p.u16le(at: 22), let latency = p.u16le(at: 24), let timeout = p.u16le(at: 26),
              let map = p.uintLE(at: 28, width: 5), let hopSCA = p[checked: 33]
        else { return nil }
        initiator = initA
        advertiser = advA
        initiatorRandom = header0 & 0x40 != 0
        advertiserRandom = header0 & 0x80 != 0
        accessAddress = aa
        crcInit = UInt32(c)
        windowSize = win
        windowOffset = offset
        self.interval = interval
        self.latency = latency
        self.timeout = timeout
        channelMap = map & 0x1F_FFFF_FFFF
        hop = hopSCA & 0x1F
        sca = hopSCA >> 5
        channelSelection2 = header0 & 0x20 != 0
    }
}

/// The extended header of the Common Extended Advertising Payload Format (Core Vol 6 Part B §2.3.4), as far
/// as the capture holds it.
public struct ExtendedHeader: Sendable, Equatable {
    /// AdvMode: 0 non-connectable non-scannable, 1 connectable, 2 scannable.
    public var advMode: UInt8
    public var advertiser: BluetoothAddress?
    public var target: BluetoothAddress?
    public var cteInfo: UInt8?
    /// Advertising Data Info: DID (12 bits) and SID (4 bits).
    public var dataID: UInt16?
    public var setID: UInt8?
    /// AuxPtr: the channel, clock accuracy, offset units (0: 30 µs, 1: 300 µs), offset and PHY of the auxiliary packet.
    public var auxChannel: UInt8?
    public var auxOffsetMicroseconds: Int?
    public var auxPHY: UInt8?
    public var hasSyncInfo = false
    public var txPower: Int8?
    /// Additional Controller Advertising Data, and the host's advertising data after the header.
    public var acad: [UInt8] = []
    public var advertisingData: Bytes = .empty
    /// Where AdvA and TargetA are in the PDU's payload, when the header has them (a payload has at most 255 bytes).
    public var advertiserOffset: UInt8?
    public var targetOffset: UInt8?

    package init?(_ p: Bytes, header0: UInt8) {
        guard let first = p[checked: 0] else { return nil }
        let headerLength = Int(first & 0x3F)
        advMode = first >> 6
        advertisingData = p.suffix(from: 1 + headerLength)
        guard headerLength > 0, let flags = p[checked: 1], let header = p.slice(from: 1, count: headerLength) else {
            return
        }
        var i = 1
        if flags & 0x01 != 0 {
            advertiser = header.address(at: i)
            if advertiser != nil { advertiserOffset = UInt8(truncatingIfNeeded: 1 + i) }
            i += 6
        }
        if flags & 0x02 != 0 {
            target = header.address(at: i)
            if target != nil { targetOffset = UInt8(truncatingIfNeeded: 1 + i) }
            i += 6
        }
        if flags & 0x04 != 0 { cteInfo = header[checked: i]; i += 1 }
        if flags & 0x08 != 0, let adi = header.u16le(at: i) {
            dataID = adi & 0x0FFF
            setID = UInt8(adi >> 12)
            i += 2
        } else if flags & 0x08 != 0 { i += 2 }
        if flags & 0x10 != 0, let a = header[checked: i], let b = header.u16le(at: i + 1) {
            auxChannel = a & 0x3F
            let units = a & 0x80 != 0 ? 300 : 30
            auxOffsetMicroseconds = Int(b & 0x1FFF) * units
            auxPHY = UInt8(b >> 13)
            i += 3
        } else if flags & 0x10 != 0 { i += 3 }
        if flags & 0x20 != 0 { hasSyncInfo = true; i += 18 }
        if flags & 0x40 != 0, let t = header[checked: i] { txPower = Int8(bitPattern: t); i += 1 }
        if i < header.count { acad = header.suffix(from: i).array }
    }
}

/// An advertising physical channel PDU (Core Vol 6 Part B §2.3).
public struct AdvertisingPDU {
    public enum Kind: Equatable {
        case advInd, advDirectInd, advNonconnInd, scanReq, scanRsp, connectInd, advScanInd
        /// PDU type 7: ADV_EXT_IND on the primary channels, AUX_ADV_IND / AUX_SCAN_RSP / AUX_SYNC_IND /
        /// AUX_CHAIN_IND on the secondary ones.
        case extended
        case auxConnectRsp
        case reserved(UInt8)
    }

    public var type: UInt8
    public var kind: Kind
    public var txRandom: Bool
    public var rxRandom: Bool
    public var advertiser: BluetoothAddress?
    /// ScanA, InitA or TargetA.
    public var other: BluetoothAddress?
    public var data: Bytes = .empty
    public var connect: LinkLayerConnectRequest?
    public var extended: ExtendedHeader?
    /// Where `advertiser` and `other` are in the PDU's payload (offsets of 6-byte addresses).
    public var advertiserOffset: UInt8?
    public var otherOffset: UInt8?
    /// A problem with the PDU's length, when there is one.
    public var problem: String?

    /// `secondary` is true on channels 0…36, where type 3 is AUX_SCAN_REQ, 5 AUX_CONNECT_REQ and 7 an AUX PDU.
    public init(_ packet: LinkLayerPacket, secondary: Bool) {
        let h = packet.header0
        type = h & 0x0F
        txRandom = h & 0x40 != 0
        rxRandom = h & 0x80 != 0
        let p = packet.payload
        switch type {
        case 0: kind = .advInd
        case 1: kind = .advDirectInd
        case 2: kind = .advNonconnInd
        case 3: kind = .scanReq
        case 4: kind = .scanRsp
        case 5: kind = .connectInd
        case 6: kind = .advScanInd
        case 7: kind = .extended
        case 8: kind = .auxConnectRsp
        default: kind = .reserved(type)
        }
        self.secondary = secondary
        switch kind {
        case .advInd, .advNonconnInd, .scanRsp, .advScanInd:
            advertiser = p.address(at: 0)
            advertiserOffset = 0
            data = p.suffix(from: 6)
            if p.count < 6 { problem = "\(name) of \(p.count) bytes has no complete AdvA" }
        case .advDirectInd:
            advertiser = p.address(at: 0)
            other = p.address(at: 6)
            (advertiserOffset, otherOffset) = (0, 6)
            if p.count != 12 { problem = "ADV_DIRECT_IND has \(p.count) bytes instead of 12" }
        case .scanReq:
            other = p.address(at: 0)
            advertiser = p.address(at: 6)
            (advertiserOffset, otherOffset) = (6, 0)
            if p.count != 12 { problem = "\(name) has \(p.count) bytes instead of 12" }
        case .connectInd:
            connect = LinkLayerConnectRequest(p, header0: h)
            other = p.address(at: 0)
            advertiser = p.address(at: 6)
            (advertiserOffset, otherOffset) = (6, 0)
            if connect == nil || p.count != 34 { problem = "\(name) has \(p.count) bytes instead of 34" }
        case .extended, .auxConnectRsp:
            extended = ExtendedHeader(p, header0: h)
            advertiser = extended?.advertiser
            other = extended?.target
            (advertiserOffset, otherOffset) = (extended?.advertiserOffset, extended?.targetOffset)
            data = extended?.advertisingData ?? .empty
            if extended == nil { problem = "\(name) has no extended header" }
        case .reserved:
            problem = "advertising PDU type \(type) is reserved"
        }
    }

    public var secondary: Bool

    /// TxAdd describes ScanA and InitA in SCAN_REQ and CONNECT_IND, where RxAdd describes AdvA.
    public var advertiserRandom: Bool { kind == .scanReq || kind == .connectInd ? rxRandom : txRandom }
    public var otherRandom: Bool { kind == .scanReq || kind == .connectInd ? txRandom : rxRandom }

    public var name: String {
        switch kind {
        case .advInd: "ADV_IND"
        case .advDirectInd: "ADV_DIRECT_IND"
        case .advNonconnInd: "ADV_NONCONN_IND"
        case .scanReq: secondary ? "AUX_SCAN_REQ" : "SCAN_REQ"
        case .scanRsp: "SCAN_RSP"
        case .connectInd: secondary ? "AUX_CONNECT_REQ" : "CONNECT_IND"
        case .advScanInd: "ADV_SCAN_IND"
        case .extended: secondary ? "AUX_ADV_IND" : "ADV_EXT_IND"
        case .auxConnectRsp: "AUX_CONNECT_RSP"
        case .reserved(let t): "Reserved advertising PDU type \(t)"
        }
    }

    /// The advertiser's Complete or Shortened Local Name, when the data carries one.
    public var localName: String? {
        guard let advertiser else { return nil }
        let report = AdvertisingReport(eventType: 0, isExtended: false, addressType: .publicDevice, address: advertiser,
                                       rssi: 127, data: data)
        return report.localName
    }
}
