import HRSniffBytes
import HRSniffHCI

/// The vendor-specific HCI commands Android's Bluetooth stack sends to controllers that declare them (Android's
/// "Bluetooth HCI requirements", vendor-specific capabilities): LE_Get_Vendor_Capabilities (OCF 0x153),
/// LE_Multi_Advt (0x154), LE_Batch_Scan (0x156), LE_APCF (0x157, the advertising packet content filter behind
/// `BluetoothLeScanner.startScan(filters, …)`), BT_Get_Controller_Activity_Energy_Info (0x159).
public enum AndroidVendorCommand {
    /// The command's name, or nil for an opcode Android does not define.
    public static func name(_ opcode: HCIOpcode) -> String? {
        guard opcode.isVendorSpecific else { return nil }
        switch opcode.ocf {
        case 0x153: return "LE Get Vendor Capabilities"
        case 0x154: return "LE Multi Advertising"
        case 0x156: return "LE Batch Scan"
        case 0x157: return "LE APCF"
        case 0x159: return "Get Controller Activity Energy Info"
        default: return nil
        }
    }

    /// One filter condition an LE_APCF command adds to the controller's filter list.
    public struct FilterCondition: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case broadcasterAddress = "broadcaster_address"
            case serviceUUID = "service_uuid"
            case solicitationUUID = "service_solicitation_uuid"
            case localName = "local_name"
            case manufacturerData = "manufacturer_data"
            case serviceData = "service_data"
        }

        public var kind: Kind
        public var filterIndex: UInt8
        /// The service UUID of a UUID condition, or the UUID a service data condition starts with.
        public var uuid: BluetoothUUID?
        /// The UUID mask, when it is not all ones.
        public var uuidMask: [UInt8]?
        public var address: BluetoothAddress?
        public var name: String?
        /// The company identifier a manufacturer data condition starts with.
        public var company: UInt16?

        /// "service UUID 180D (Heart Rate)", "local name "Polar H7"", "manufacturer data of Polar Electro Oy".
        public var description: String {
            switch kind {
            case .serviceUUID, .solicitationUUID:
                var s = kind == .serviceUUID ? "service UUID " : "service solicitation UUID "
                if let uuid {
                    s += uuid.description
                    if let name = Registry.serviceName(uuid) ?? Registry.memberCompany(uuid).map({ "\($0) service" }) {
                        s += " (\(name))"
                    }
                }
                if let mask = uuidMask { s += ", mask " + mask.map { byteHex($0) }.joined() }
                return s
            case .broadcasterAddress: return "broadcaster address \(address?.description ?? "?")"
            case .localName: return "local name \"\(name ?? "")\""
            case .manufacturerData:
                guard let company else { return "manufacturer data" }
                let who = Registry.companyName(company).map { "\($0) (0x\(companyHex(company)))" } ?? "company 0x\(companyHex(company))"
                return "manufacturer data of \(who)"
            case .serviceData:
                return "service data" + (uuid.map { " of \($0.description)" } ?? "")
            }
        }
    }

    /// What an LE_APCF command does.
    public enum APCF: Sendable, Equatable {
        case enable(Bool)
        /// Set Filtering Parameters: add (with the features it checks), delete one filter, or clear all.
        case filterAdded(index: UInt8, features: UInt16)
        case filterDeleted(index: UInt8)
        case filtersCleared
        /// A condition added to a filter.
        case conditionAdded(FilterCondition)
        /// A filter's conditions of one kind deleted (`index`) or all of them cleared (nil).
        case conditionsRemoved(FilterCondition.Kind, index: UInt8?)
        case other(subcommand: UInt8)

        /// One phrase for people.
        public var description: String {
            switch self {
            case .enable(let on): return on ? "enable filtering" : "disable filtering"
            case .filterAdded(let index, let features):
                let names = Self.featureNames(features)
                return "add filter \(index)" + (names.isEmpty ? "" : " checking " + names.joined(separator: ", "))
            case .filterDeleted(let index): return "delete filter \(index)"
            case .filtersCleared: return "clear all filters"
            case .conditionAdded(let c): return "filter \(c.filterIndex): \(c.description)"
            case .conditionsRemoved(let kind, let index?):
                return "filter \(index): delete its \(String(kind.rawValue.map { $0 == "_" ? " " : $0 })) conditions"
            case .conditionsRemoved(let kind, nil):
                return "clear all \(String(kind.rawValue.map { $0 == "_" ? " " : $0 })) conditions"
            case .other(let sub): return "subcommand 0x\(byteHex(sub))"
            }
        }

        /// APCF_Feature_Selection bits.
        static func featureNames(_ features: UInt16) -> [String] {
            let names = ["broadcaster address", "service data change", "service UUID", "service solicitation UUID",
                         "local name", "manufacturer data", "service data"]
            return names.enumerated().compactMap { features & (1 << $0.offset) != 0 ? $0.element : nil }
        }
    }

    /// Decodes the parameters of an LE_APCF command; nil when they are too short for their subcommand.
    public static func apcf(_ p: Bytes) -> APCF? {
        guard let sub = p[checked: 0] else { return nil }
        if sub == 0x00 {
            guard let on = p[checked: 1] else { return nil }
            return .enable(on != 0)
        }
        guard let action = p[checked: 1] else { return nil }
        let index = p[checked: 2]
        if sub == 0x01 {
            switch action {
            case 0:
                guard let index, let features = p.u16le(at: 3) else { return nil }
                return .filterAdded(index: index, features: features)
            case 1:
                guard let index else { return nil }
                return .filterDeleted(index: index)
            default: return .filtersCleared
            }
        }
        let kind: FilterCondition.Kind
        switch sub {
        case 0x02: kind = .broadcasterAddress
        case 0x03: kind = .serviceUUID
        case 0x04: kind = .solicitationUUID
        case 0x05: kind = .localName
        case 0x06: kind = .manufacturerData
        case 0x07: kind = .serviceData
        default: return .other(subcommand: sub)
        }
        switch action {
        case 1: return index.map { .conditionsRemoved(kind, index: $0) }
        case 2: return .conditionsRemoved(kind, index: nil)
        default: break
        }
        guard let index else { return nil }
        var c = FilterCondition(kind: kind, filterIndex: index)
        let body = p.suffix(from: 3)
        switch kind {
        case .broadcasterAddress:
            guard let address = body.address(at: 0) else { return nil }
            c.address = address
        case .serviceUUID, .solicitationUUID:
            // The UUID and then a mask of the same width (2, 4 or 16 bytes).
            let width = body.count / 2
            guard [2, 4, 16].contains(width), let uuidBytes = body.slice(from: 0, count: width),
                  let uuid = BluetoothUUID(littleEndian: uuidBytes),
                  let mask = body.slice(from: width, count: width) else { return nil }
            c.uuid = uuid
            if mask.array.contains(where: { $0 != 0xFF }) { c.uuidMask = mask.array.reversed() }
        case .localName:
            c.name = Decoders.paddedText(body).text
        case .manufacturerData:
            // The data (company identifier first) and a mask of the same length.
            c.company = body.u16le(at: 0)
        case .serviceData:
            c.uuid = body.slice(from: 0, count: 2).flatMap { BluetoothUUID(littleEndian: $0) }
        }
        return .conditionAdded(c)
    }
}

/// "0d", as the command's bytes are written.
private func byteHex(_ v: UInt8) -> String { (v < 16 ? "0" : "") + String(v, radix: 16) }

/// "006B", as company identifiers are written.
private func companyHex(_ v: UInt16) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
}
