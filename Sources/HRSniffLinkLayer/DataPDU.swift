import HRSniffBytes
import HRSniffCapture
import HRSniffHCI

/// The header of a data physical channel PDU (Core Vol 6 Part B §2.4): LLID, NESN, SN, MD, CP and length.
public struct DataPDUHeader: Sendable, Equatable {
    /// 1: continuation fragment of an L2CAP message or an empty PDU, 2: start of an L2CAP message (or a
    /// complete one), 3: LL control PDU; 0 is reserved.
    public var llid: UInt8
    public var nesn: UInt8
    public var sn: UInt8
    public var moreData: Bool
    public var ctePresent: Bool
    public var length: Int

    public init(header0: UInt8, length: Int) {
        llid = header0 & 0x03
        nesn = (header0 >> 2) & 1
        sn = (header0 >> 3) & 1
        moreData = header0 & 0x10 != 0
        ctePresent = header0 & 0x20 != 0
        self.length = length
    }

    public var llidName: String {
        switch llid {
        case 1: length == 0 ? "empty" : "continuation"
        case 2: "start"
        case 3: "control"
        default: "reserved"
        }
    }
}

/// The opcodes of LL control PDUs (Core Vol 6 Part B §2.4.2).
public struct LLControlOpcode: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let connectionUpdateInd = LLControlOpcode(rawValue: 0x00)
    public static let channelMapInd = LLControlOpcode(rawValue: 0x01)
    public static let terminateInd = LLControlOpcode(rawValue: 0x02)
    public static let encReq = LLControlOpcode(rawValue: 0x03)
    public static let encRsp = LLControlOpcode(rawValue: 0x04)
    public static let startEncReq = LLControlOpcode(rawValue: 0x05)
    public static let startEncRsp = LLControlOpcode(rawValue: 0x06)
    public static let pauseEncReq = LLControlOpcode(rawValue: 0x0A)
    public static let pauseEncRsp = LLControlOpcode(rawValue: 0x0B)
    public static let rejectInd = LLControlOpcode(rawValue: 0x0D)
    public static let rejectExtInd = LLControlOpcode(rawValue: 0x11)
    public static let lengthReq = LLControlOpcode(rawValue: 0x14)
    public static let lengthRsp = LLControlOpcode(rawValue: 0x15)
    public static let cisTerminateInd = LLControlOpcode(rawValue: 0x22)

    package static let names = [
        "LL_CONNECTION_UPDATE_IND", "LL_CHANNEL_MAP_IND", "LL_TERMINATE_IND", "LL_ENC_REQ", "LL_ENC_RSP",
        "LL_START_ENC_REQ", "LL_START_ENC_RSP", "LL_UNKNOWN_RSP", "LL_FEATURE_REQ", "LL_FEATURE_RSP",
        "LL_PAUSE_ENC_REQ", "LL_PAUSE_ENC_RSP", "LL_VERSION_IND", "LL_REJECT_IND", "LL_PERIPHERAL_FEATURE_REQ",
        "LL_CONNECTION_PARAM_REQ", "LL_CONNECTION_PARAM_RSP", "LL_REJECT_EXT_IND", "LL_PING_REQ", "LL_PING_RSP",
        "LL_LENGTH_REQ", "LL_LENGTH_RSP", "LL_PHY_REQ", "LL_PHY_RSP", "LL_PHY_UPDATE_IND",
        "LL_MIN_USED_CHANNELS_IND", "LL_CTE_REQ", "LL_CTE_RSP", "LL_PERIODIC_SYNC_IND", "LL_CLOCK_ACCURACY_REQ",
        "LL_CLOCK_ACCURACY_RSP", "LL_CIS_REQ", "LL_CIS_RSP", "LL_CIS_IND", "LL_CIS_TERMINATE_IND",
        "LL_POWER_CONTROL_REQ", "LL_POWER_CONTROL_RSP", "LL_POWER_CHANGE_IND", "LL_SUBRATE_REQ", "LL_SUBRATE_IND",
        "LL_CHANNEL_REPORTING_IND", "LL_CHANNEL_STATUS_IND", "LL_PERIODIC_SYNC_WR_IND",
    ]

    /// Bytes of CtrData each opcode carries (the opcode byte not counted), from §2.4.2.
    package static let dataLengths: [Int] = [
        11, 7, 1, 22, 12, 0, 0, 1, 8, 8, 0, 0, 5, 1, 8, 23, 23, 2, 0, 0, 8, 8, 2, 2, 4, 2, 1, 0, 34, 1, 1, 35, 8,
        11, 3, 3, 4, 4, 10, 10, 3, 10,
    ]

    public var name: String {
        Int(rawValue) < Self.names.count ? Self.names[Int(rawValue)] : "LL control opcode 0x" + String(rawValue, radix: 16, uppercase: true)
    }

    /// The length of the CtrData the specification gives, nil for unknown opcodes.
    public var dataLength: Int? { Int(rawValue) < Self.dataLengths.count ? Self.dataLengths[Int(rawValue)] : nil }
}

/// An LL control PDU with the fields hrsniff explains.
public struct LLControlPDU: Equatable, Sendable {
    public var opcode: LLControlOpcode
    public var data: Bytes

    public init?(_ payload: Bytes) {
        guard let op = payload[checked: 0] else { return nil }
        opcode = LLControlOpcode(rawValue: op)
        data = payload.suffix(from: 1)
    }

    /// The CtrData is shorter than the specification's layout.
    public var isShort: Bool { opcode.dataLength.map { data.count < $0 } ?? false }

    /// LL_CONNECTION_UPDATE_IND: window size and offset, interval, latency, timeout, instant.
    public var connectionUpdate: (windowSize: UInt8, windowOffset: UInt16, interval: UInt16, latency: UInt16, timeout: UInt16, instant: UInt16)? {
        guard opcode == .connectionUpdateInd, let w = data[checked: 0], let o = data.u16le(at: 1),
              let i = data.u16le(at: 3), let l = data.u16le(at: 5), let t = data.u16le(at: 7), let n = data.u16le(at: 9)
        else { return nil }
        return (w, o, i, l, t, n)
    }

    /// LL_CHANNEL_MAP_IND: the new map and its instant.
    public var channelMap: (map: UInt64, instant: UInt16)? {
        guard opcode == .channelMapInd, let m = data.uintLE(at: 0, width: 5), let n = data.u16le(at: 5) else { return nil }
        return (m & 0x1F_FFFF_FFFF, n)
    }

    /// The error code of LL_TERMINATE_IND, LL_REJECT_IND, LL_REJECT_EXT_IND and LL_CIS_TERMINATE_IND.
    public var errorCode: HCIErrorCode? {
        switch opcode {
        case .terminateInd, .rejectInd: data[checked: 0].map { HCIErrorCode(rawValue: $0) }
        case .rejectExtInd: data[checked: 1].map { HCIErrorCode(rawValue: $0) }
        case .cisTerminateInd: data[checked: 2].map { HCIErrorCode(rawValue: $0) }
        default: nil
        }
    }

    package static func ms(_ units: UInt16) -> String {
        let v = Int(units) * 125
        return v % 100 == 0 ? String(v / 100) : String(v / 100) + "." + LLText.two(v % 100)
    }

    package static func hex2(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16) }

    /// PHY bit fields (bit 0 LE 1M, bit 1 LE 2M, bit 2 LE Coded).
    package static func phys(_ bits: UInt8) -> String {
        var names: [String] = []
        if bits & 1 != 0 { names.append("LE 1M") }
        if bits & 2 != 0 { names.append("LE 2M") }
        if bits & 4 != 0 { names.append("LE Coded") }
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }
}

package enum LLText {
    package static func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    package static func two(_ v: Int) -> String { v < 10 ? "0\(v)" : String(v) }
}
