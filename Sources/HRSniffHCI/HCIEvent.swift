import HRSniffBytes
import HRSniffCapture

/// LE address types of connection events (Core Vol 4 Part E §7.7.65.1).
public struct LEAddressType: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let publicDevice = LEAddressType(rawValue: 0)
    public static let random = LEAddressType(rawValue: 1)
    public static let publicIdentity = LEAddressType(rawValue: 2)
    public static let randomIdentity = LEAddressType(rawValue: 3)

    /// The JSON spelling: public, random, public_identity, random_identity, or the number.
    public var name: String {
        switch rawValue {
        case 0: "public"
        case 1: "random"
        case 2: "public_identity"
        case 3: "random_identity"
        case 0xFF: "anonymous"
        default: String(rawValue)
        }
    }
}

/// The role of the captured device in a connection.
public enum Role: String, Sendable {
    case central, peripheral
}

/// Parameters of a connection that completed, from Connection Complete or an LE (Enhanced) Connection Complete.
public struct ConnectionComplete: Sendable, Equatable {
    public var status: HCIErrorCode
    public var handle: UInt16
    public var peer: BluetoothAddress
    /// nil for BR/EDR.
    public var peerType: LEAddressType?
    public var role: Role?
    public var isLE: Bool
    /// Units of 1.25 ms.
    public var interval: UInt16?
    public var latency: UInt16?
    /// Units of 10 ms.
    public var supervisionTimeout: UInt16?
}

/// One report of an LE Advertising Report or LE Extended Advertising Report event.
public struct AdvertisingReport {
    /// Legacy: 0 ADV_IND … 4 SCAN_RSP. Extended: the Event_Type bit field.
    public var eventType: UInt16
    public var isExtended: Bool
    public var addressType: LEAddressType
    public var address: BluetoothAddress
    /// dBm; 127 means not available.
    public var rssi: Int8
    public var data: Bytes

    package init(
        eventType: UInt16, isExtended: Bool, addressType: LEAddressType, address: BluetoothAddress, rssi: Int8,
        data: Bytes
    ) {
        self.eventType = eventType
        self.isExtended = isExtended
        self.addressType = addressType
        self.address = address
        self.rssi = rssi
        self.data = data
    }

    /// A report value to read reports into.
    static var placeholder: AdvertisingReport {
        AdvertisingReport(eventType: 0, isExtended: false, addressType: .publicDevice, address: BluetoothAddress(rawValue: 0),
                          rssi: 0, data: .empty)
    }

    /// ADV_IND, SCAN_RSP, … for legacy reports; for extended ones the legacy name when the legacy bit is set.
    public var eventTypeName: String {
        if isExtended {
            if eventType & 0x10 != 0 {
                switch eventType & 0x1F {
                case 0x13: return "ADV_IND"
                case 0x15: return "ADV_DIRECT_IND"
                case 0x12: return "ADV_SCAN_IND"
                case 0x10: return "ADV_NONCONN_IND"
                case 0x1B: return "SCAN_RSP to ADV_IND"
                case 0x1A: return "SCAN_RSP to ADV_SCAN_IND"
                default: return "legacy (0x\(String(eventType, radix: 16)))"
                }
            }
            var parts: [String] = []
            if eventType & 0x01 != 0 { parts.append("connectable") }
            if eventType & 0x02 != 0 { parts.append("scannable") }
            if eventType & 0x04 != 0 { parts.append("directed") }
            if eventType & 0x08 != 0 { parts.append("scan response") }
            return parts.isEmpty ? "extended" : "extended " + parts.joined(separator: ", ")
        }
        switch eventType {
        case 0: return "ADV_IND"
        case 1: return "ADV_DIRECT_IND"
        case 2: return "ADV_SCAN_IND"
        case 3: return "ADV_NONCONN_IND"
        case 4: return "SCAN_RSP"
        default: return "Reserved (\(eventType))"
        }
    }

    /// The Complete or Shortened Local Name in the AD data, if any, without the NUL bytes some devices pad it with
    /// (nil when nothing else is left).
    public var localName: String? { Self.localName(data) }

    /// Where the Complete or Shortened Local Name structure's bytes (its text, NUL padding included) are in AD data
    /// `data`: the first such structure, as `localName` reads it.
    public static func localNamePlace(_ data: RawSpan) -> Range<Int>? {
        var i = 0
        while let length = data.u8(at: i), length > 0 {
            let type = data.u8(at: i + 1)
            if type == 0x09 || type == 0x08 {
                let end = i + 1 + Int(length)
                guard i + 2 <= end, end <= data.byteCount else { return nil }
                return i + 2 ..< end
            }
            i += Int(length) + 1
        }
        return nil
    }

    /// Whether `text`, without its trailing NULs, is the UTF-8 of `name`: then `localName` would give `name`
    /// (a valid name is read as it is), and no String need be made to know it.
    public static func name(_ name: String, isPaddedText text: RawSpan) -> Bool {
        var end = text.byteCount
        while end > 0, text.u8(at: end - 1) == 0 { end -= 1 }
        return text.extracting(0 ..< end).isUTF8(of: name)
    }

    /// The local name of advertising data `data`, as `localName`.
    public static func localName(_ data: Bytes) -> String? {
        var i = 0
        while let length = data[checked: i], length > 0 {
            let type = data[checked: i + 1]
            if type == 0x09 || type == 0x08, let name = data.slice(from: i + 2, count: Int(length) - 1) {
                let text = name.paddedText.text
                return text.isEmpty ? nil : text
            }
            i += Int(length) + 1
        }
        return nil
    }
}

/// The reports of an LE Advertising Report (Core Vol 4 Part E §7.7.65.2) or LE Extended Advertising Report
/// (§7.7.65.13) event, read from the event's bytes one after the other as they are walked: no array is made, since
/// a phone's capture is mostly these events (nearly always one report each). A walk stops at the first report the
/// bytes do not hold whole; the reports before it are given.
public struct AdvertisingReports: Sequence {
    /// The subevent's parameters after its code: Num_Reports, then the reports.
    public let parameters: Bytes
    public let isExtended: Bool

    package init(_ parameters: Bytes, isExtended: Bool) {
        self.parameters = parameters
        self.isExtended = isExtended
    }

    public struct Iterator: IteratorProtocol {
        let parameters: Bytes
        let isExtended: Bool
        var left: Int
        var offset = 1

        public mutating func next() -> AdvertisingReport? {
            var report = AdvertisingReport.placeholder
            return next(into: &report) ? report : nil
        }

        /// `next`, into `report`: false when no report is left.
        @inline(__always) mutating func next(into report: inout AdvertisingReport) -> Bool {
            guard left > 0 else { return false }
            left -= 1
            let p = parameters
            let i = offset
            if isExtended {
                // Event_Type (2), Address_Type, Address (6), Primary_PHY, Secondary_PHY, Advertising_SID,
                // TX_Power, RSSI, Periodic_Advertising_Interval (2), Direct_Address_Type, Direct_Address (6),
                // Data_Length, Data.
                guard let type = p.u16le(at: i), let addressType = p[checked: i + 2], let address = p.address(at: i + 3),
                      let rssi = p[checked: i + 13], let length = p[checked: i + 23],
                      let data = p.slice(from: i + 24, count: Int(length))
                else { left = 0; return false }
                offset = i + 24 + Int(length)
                report = AdvertisingReport(
                    eventType: type, isExtended: true, addressType: LEAddressType(rawValue: addressType),
                    address: address, rssi: Int8(bitPattern: rssi), data: data)
                return true
            }
            // Event_Type, Address_Type, Address (6), Data_Length, Data, RSSI.
            guard let type = p[checked: i], let addressType = p[checked: i + 1], let address = p.address(at: i + 2),
                  let length = p[checked: i + 8], let data = p.slice(from: i + 9, count: Int(length)),
                  let rssi = p[checked: i + 9 + Int(length)]
            else { left = 0; return false }
            offset = i + 10 + Int(length)
            report = AdvertisingReport(
                eventType: UInt16(type), isExtended: false, addressType: LEAddressType(rawValue: addressType),
                address: address, rssi: Int8(bitPattern: rssi), data: data)
            return true
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(parameters: parameters, isExtended: isExtended, left: Int(parameters[checked: 0] ?? 0))
    }

    /// Hands `body` the reports one after the other, as iterating gives them, in one report value (no optional
    /// report made and destroyed per report).
    @inline(__always) public func walk(_ body: (AdvertisingReport) -> Void) {
        var walk = makeIterator()
        var report = AdvertisingReport.placeholder
        while walk.next(into: &report) { body(report) }
    }

    /// The reports the bytes hold whole (at most Num_Reports).
    public var count: Int {
        var n = 0
        var walk = makeIterator()
        while walk.next() != nil { n += 1 }
        return n
    }

    public var isEmpty: Bool {
        var walk = makeIterator()
        return walk.next() == nil
    }
}

extension AdvertisingReports {
    /// The reports of the LE (Extended) Advertising Report event whose body (event code, length, parameters)
    /// starts at `start` in `record`, when `HCIEvent.parse` would read the event as one
    /// (`HCIEventDetail.advertisingReports`) and find nothing wrong with its length: a consumer that wants only the
    /// reports needs no event value. The same bytes as the parsed event's.
    package static func plain(in record: Bytes, from start: Int, recordCut: Bool) -> AdvertisingReports? {
        let span = record.span
        guard start >= 0, span.u8(at: start) == 0x3E, let length = span.u8(at: start + 1), length > 0,
              let sub = span.u8(at: start + 2), sub == 0x02 || sub == 0x0D
        else { return nil }
        let present = record.count - start - 2
        guard present == Int(length) || recordCut else { return nil }
        // The parameters as `HCIEvent` cuts them (no more than the declared length), after the subevent code.
        guard let reports = record.slice(from: start + 3, count: Swift.min(Int(length), present) - 1) else { return nil }
        return AdvertisingReports(reports, isExtended: sub == 0x0D)
    }
}

/// What hrsniff understands of an HCI event; the parameters of every other event stay raw.
public enum HCIEventDetail {
    case connectionComplete(ConnectionComplete)
    case disconnectionComplete(status: HCIErrorCode, handle: UInt16, reason: HCIErrorCode)
    /// Read Remote Version Information Complete (Core Vol 4 Part E §7.7.12): the peer controller's version.
    case remoteVersion(status: HCIErrorCode, handle: UInt16, version: ControllerVersion)
    case connectionUpdateComplete(status: HCIErrorCode, handle: UInt16, interval: UInt16, latency: UInt16, timeout: UInt16)
    case encryptionChange(status: HCIErrorCode, handle: UInt16, enabled: UInt8, keySize: UInt8?)
    case dataLengthChange(handle: UInt16, maxTxOctets: UInt16, maxTxTime: UInt16, maxRxOctets: UInt16, maxRxTime: UInt16)
    case phyUpdateComplete(status: HCIErrorCode, handle: UInt16, txPHY: UInt8, rxPHY: UInt8)
    case advertisingReports(AdvertisingReports)
    case commandComplete(opcode: HCIOpcode, status: HCIErrorCode?, returnParameters: Bytes)
    case commandStatus(status: HCIErrorCode, opcode: HCIOpcode)
    case numberOfCompletedPackets(handles: Int, packets: Int)
    case other
}

/// An HCI event packet (Core Vol 4 Part E §5.4.4): code, parameter length, parameters.
public struct HCIEvent {
    public var code: HCIEventCode
    /// The LE Meta subevent code for code 0x3E.
    public var subevent: LESubeventCode?
    public var parameters: Bytes
    public var detail: HCIEventDetail
    /// True when the declared parameter length disagrees with the bytes present.
    public var lengthMismatch: Bool

    public var name: String { subevent?.name ?? code.name }

    /// nil when even the 2-byte header is missing.
    public init?(_ body: Bytes) {
        guard let code = body[checked: 0], let length = body[checked: 1] else { return nil }
        self.code = HCIEventCode(rawValue: code)
        lengthMismatch = body.count - 2 != Int(length)
        let parameters = body.slice(from: 2, count: min(Int(length), body.count - 2)) ?? .empty
        self.parameters = parameters
        subevent = nil
        detail = .other
        let p = parameters.span
        switch code {
        case 0x03: // Connection Complete (BR/EDR)
            if let status = p[checked: 0], let handle = p.u16le(at: 1), let address = p.address(at: 3),
               let linkType = p[checked: 9], linkType == 0x01 {
                detail = .connectionComplete(ConnectionComplete(
                    status: HCIErrorCode(rawValue: status), handle: handle & 0x0FFF, peer: address, peerType: nil,
                    role: nil, isLE: false, interval: nil, latency: nil, supervisionTimeout: nil))
            }
        case 0x05:
            if let status = p[checked: 0], let handle = p.u16le(at: 1), let reason = p[checked: 3] {
                detail = .disconnectionComplete(
                    status: HCIErrorCode(rawValue: status), handle: handle & 0x0FFF, reason: HCIErrorCode(rawValue: reason))
            }
        case 0x0C:
            // Status, Connection_Handle, Version, Company_Identifier, Subversion.
            if let status = p[checked: 0], let handle = p.u16le(at: 1), let version = p[checked: 3],
               let company = p.u16le(at: 4), let subversion = p.u16le(at: 6) {
                detail = .remoteVersion(
                    status: HCIErrorCode(rawValue: status), handle: handle & 0x0FFF,
                    version: ControllerVersion(version: version, company: company, subversion: subversion))
            }
        case 0x08, 0x59:
            if let status = p[checked: 0], let handle = p.u16le(at: 1), let enabled = p[checked: 3] {
                detail = .encryptionChange(
                    status: HCIErrorCode(rawValue: status), handle: handle & 0x0FFF, enabled: enabled,
                    keySize: code == 0x59 ? p[checked: 4] : nil)
            }
        case 0x0E:
            if let opcode = p.u16le(at: 1) {
                detail = .commandComplete(
                    opcode: HCIOpcode(rawValue: opcode), status: p[checked: 3].map(HCIErrorCode.init(rawValue:)),
                    returnParameters: parameters.suffix(from: 3))
            }
        case 0x0F:
            if let status = p[checked: 0], let opcode = p.u16le(at: 2) {
                detail = .commandStatus(status: HCIErrorCode(rawValue: status), opcode: HCIOpcode(rawValue: opcode))
            }
        case 0x13:
            if let n = p[checked: 0] {
                var packets = 0
                for k in 0 ..< Int(n) {
                    guard let count = p.u16le(at: 1 + 4 * k + 2) else { break }
                    packets += Int(count)
                }
                detail = .numberOfCompletedPackets(handles: Int(n), packets: packets)
            }
        case 0x3E:
            guard let sub = p[checked: 0] else { break }
            subevent = LESubeventCode(rawValue: sub)
            detail = Self.decodeLEMeta(sub, parameters.suffix(from: 1))
        default:
            break
        }
    }

    private static func decodeLEMeta(_ sub: UInt8, _ bytes: Bytes) -> HCIEventDetail {
        let p = bytes.span
        switch sub {
        case 0x01, 0x0A, 0x29: // LE Connection Complete, LE Enhanced Connection Complete v1 and v2
            // The enhanced forms insert the local and peer resolvable private addresses before the interval.
            let tail = sub == 0x01 ? 10 : 22
            guard let status = p[checked: 0], let handle = p.u16le(at: 1), let role = p[checked: 3],
                  let type = p[checked: 4], let address = p.address(at: 5)
            else { return .other }
            return .connectionComplete(ConnectionComplete(
                status: HCIErrorCode(rawValue: status), handle: handle & 0x0FFF, peer: address,
                peerType: LEAddressType(rawValue: type), role: role == 0 ? .central : role == 1 ? .peripheral : nil,
                isLE: true, interval: p.u16le(at: 1 + tail), latency: p.u16le(at: 3 + tail),
                supervisionTimeout: p.u16le(at: 5 + tail)))
        case 0x03:
            guard let status = p[checked: 0], let handle = p.u16le(at: 1), let interval = p.u16le(at: 3),
                  let latency = p.u16le(at: 5), let timeout = p.u16le(at: 7)
            else { return .other }
            return .connectionUpdateComplete(
                status: HCIErrorCode(rawValue: status), handle: handle & 0x0FFF, interval: interval, latency: latency,
                timeout: timeout)
        case 0x07:
            guard let handle = p.u16le(at: 0), let a = p.u16le(at: 2), let b = p.u16le(at: 4),
                  let c = p.u16le(at: 6), let d = p.u16le(at: 8)
            else { return .other }
            return .dataLengthChange(handle: handle & 0x0FFF, maxTxOctets: a, maxTxTime: b, maxRxOctets: c, maxRxTime: d)
        case 0x0C:
            guard let status = p[checked: 0], let handle = p.u16le(at: 1), let tx = p[checked: 3], let rx = p[checked: 4]
            else { return .other }
            return .phyUpdateComplete(status: HCIErrorCode(rawValue: status), handle: handle & 0x0FFF, txPHY: tx, rxPHY: rx)
        case 0x02:
            return .advertisingReports(AdvertisingReports(bytes, isExtended: false))
        case 0x0D:
            return .advertisingReports(AdvertisingReports(bytes, isExtended: true))
        default:
            return .other
        }
    }
}

/// An HCI command packet (Core Vol 4 Part E §5.4.1): opcode, parameter length, parameters.
public struct HCICommand {
    public var opcode: HCIOpcode
    public var parameters: Bytes
    public var lengthMismatch: Bool

    /// The connection a command is about, for the commands whose first parameter is a Connection_Handle:
    /// Disconnect (Core Vol 4 Part E §7.1.6), Read Remote Version Information (§7.1.23), LE Connection Update
    /// (§7.8.18), LE Read Remote Features (§7.8.21), LE Enable Encryption (§7.8.24), LE Set Data Length (§7.8.33),
    /// LE Set PHY (§7.8.49). The handle with the flag bits cleared.
    public var connectionHandle: UInt16? {
        switch opcode.rawValue {
        case 0x0406, 0x041D, 0x2013, 0x2016, 0x2019, 0x2022, 0x2032:
            parameters.u16le(at: 0).map { $0 & 0x0FFF }
        default:
            nil
        }
    }

    public init?(_ body: Bytes) {
        guard let opcode = body.u16le(at: 0), let length = body[checked: 2] else { return nil }
        self.opcode = HCIOpcode(rawValue: opcode)
        lengthMismatch = body.count - 3 != Int(length)
        parameters = body.slice(from: 3, count: min(Int(length), body.count - 3)) ?? .empty
    }
}
