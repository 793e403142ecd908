import HRSniffBytes
import HRSniffATT
import HRSniffGATT
import HRSniffLinkLayer
import HRSniffHCI

/// Names from the assigned numbers for the values of the lower layers: attributes by their UUIDs, controllers by
/// their company, link-layer control PDUs with the company they name. The layers below know the numbers only;
/// naming them is the registry's.
extension AttributeRef {
    /// The registry name of the attribute's UUID (for an unknown handle: nil).
    public var name: String? {
        if let customName { return customName }
        guard let uuid else { return nil }
        switch kind {
        case .primaryService, .secondaryService: return Registry.serviceName(uuid)
        case .characteristicValue, .characteristicDeclaration: return Registry.characteristicName(uuid)
        case .descriptor: return Registry.descriptorName(uuid)
        case .include, .unknown: return Registry.attributeName(uuid)
        }
    }

    /// "Heart Rate Measurement" or the UUID when it has no name; "handle 0x0864 (not discovered)" when unknown.
    public var displayName: String {
        guard let uuid else { return "handle 0x\(hex4(handle)) (not discovered)" }
        return name ?? uuid.string
    }

    /// What the attribute is, for a sentence: "the Client Characteristic Configuration descriptor of Heart Rate
    /// Measurement", "the declaration of characteristic Heart Rate Measurement", "the declaration of service Heart
    /// Rate", "an include declaration", "the value of Heart Rate Measurement", "not discovered".
    public var roleDescription: String {
        func characteristicName() -> String {
            guard let c = characteristicUUID else { return "an unknown characteristic" }
            return (kind == .descriptor ? ownerName : customName) ?? Registry.characteristicName(c) ?? c.string
        }
        switch kind {
        case .primaryService, .secondaryService:
            return "the declaration of \(kind == .primaryService ? "primary" : "secondary") service \(displayName)"
        case .include: return "an include declaration"
        case .characteristicDeclaration: return "the declaration of characteristic \(characteristicName())"
        case .characteristicValue: return "the value of \(displayName)"
        case .descriptor:
            return "the \(displayName) descriptor" + (characteristicUUID == nil ? "" : " of \(characteristicName())")
        case .unknown: return "not discovered"
        }
    }

    /// For descriptors: "Client Characteristic Configuration of Heart Rate Measurement". For a declaration, what
    /// it is and its handle, since its value says what it declares: "characteristic declaration 0x0002",
    /// "primary service declaration 0x0001", "include declaration 0x0010".
    public var qualifiedName: String {
        if kind == .descriptor, let owner = characteristicUUID {
            return "\(displayName) of \(ownerName ?? Registry.characteristicName(owner) ?? owner.string)"
        }
        switch kind {
        case .primaryService: return "primary service declaration 0x\(hex4(handle))"
        case .secondaryService: return "secondary service declaration 0x\(hex4(handle))"
        case .include: return "include declaration 0x\(hex4(handle))"
        case .characteristicDeclaration: return "characteristic declaration 0x\(hex4(handle))"
        default: return displayName
        }
    }
}

extension GATTProcedure {
    /// What a discovery step searched, for people: "discover characteristics of Heart Rate", "discover
    /// characteristics in 0x0001–0xffff (the whole database)", "discover primary service by UUID 180D (Heart Rate)",
    /// "find information in 0x0001–0xffff (the whole database)". `range` is the range of the (first) request.
    public static func discoveryDescription(
        _ kind: DiscoveryKind, range: ClosedRange<UInt16>, within: AttributeRef?, search: Search?
    ) -> String {
        let whole = range.lowerBound <= 1 && range.upperBound == 0xFFFF
        let span = " in 0x\(hex4(range.lowerBound))–0x\(hex4(range.upperBound))" + (whole ? " (the whole database)" : "")
        switch kind {
        case .primaryServices: return "discover primary services" + (whole ? "" : span)
        case .secondaryServices: return "discover secondary services" + (whole ? "" : span)
        case .primaryServiceByUUID:
            var s = "discover primary service by UUID"
            if let uuid = search?.value {
                s += " " + uuid.string
                if let name = Registry.serviceName(uuid) { s += " (\(name))" }
            }
            return s + (whole ? "" : span)
        case .includedServices, .characteristics, .descriptors:
            let noun = kind == .includedServices ? "included services" : kind == .characteristics ? "characteristics" : "descriptors"
            if let within { return "discover \(noun) of \(within.displayName)" }
            return "discover \(noun)" + span
        case .information:
            return "find information" + span
        }
    }

    /// The attribute type a search asked for, for people: "Server Supported Features" or the UUID.
    public static func typeName(_ uuid: BluetoothUUID) -> String {
        Registry.attributeName(uuid) ?? uuid.string
    }
}

extension ControllerVersion {
    public var companyName: String? { Registry.companyName(company) }

    /// "Realtek Semiconductor Corporation (0x005d), Bluetooth 4.2 (8), subversion 0x8762".
    public var description: String {
        (companyName ?? "company") + " (0x\(Self.hex4(company))), \(Self.versionText(version)), subversion 0x\(Self.hex4(subversion))"
    }
}

extension LLControlPDU {
    /// A one-line account of the fields.
    public var summary: String {
        var s = opcode.name
        let d = data
        switch opcode.rawValue {
        case 0x00:
            if let u = connectionUpdate {
                s += ": interval \(Self.ms(u.interval)) ms, latency \(u.latency), timeout \(Int(u.timeout) * 10) ms, "
                    + "window \(Self.ms(UInt16(u.windowSize))) ms at offset \(Self.ms(u.windowOffset)) ms, instant \(u.instant)"
            }
        case 0x01:
            if let m = channelMap { s += ": \(m.map.nonzeroBitCount) channels (0x\(String(m.map, radix: 16))), instant \(m.instant)" }
        case 0x02, 0x0D:
            if let e = errorCode { s += ": \(e.name) (0x\(Self.hex2(e.rawValue)))" }
        case 0x03:
            if let rand = d.uintLE(at: 0, width: 8), let ediv = d.u16le(at: 8) {
                s += ": Rand 0x\(String(rand, radix: 16)), EDIV 0x\(String(ediv, radix: 16))"
            }
        case 0x07:
            if let t = d[checked: 0] { s += ": \(LLControlOpcode(rawValue: t).name)" }
        case 0x08, 0x09, 0x0E:
            if let f = d.uintLE(at: 0, width: 8) { s += ": features 0x\(String(f, radix: 16))" }
        case 0x0C:
            if let v = d[checked: 0], let company = d.u16le(at: 1), let sub = d.u16le(at: 3) {
                // VersNr uses the HCI and LMP version numbers (Assigned Numbers §2.1): the one table of them.
                let version = ControllerVersion.coreVersion(v) == nil ? String(v) : ControllerVersion.versionText(v)
                s += ": version \(version), company \(Registry.companyName(company) ?? "0x" + String(company, radix: 16)) "
                    + "(0x\(LLText.hex4(company))), subversion 0x\(LLText.hex4(sub))"
            }
        case 0x0F, 0x10:
            if let lo = d.u16le(at: 0), let hi = d.u16le(at: 2), let l = d.u16le(at: 4), let t = d.u16le(at: 6) {
                s += ": interval \(Self.ms(lo))–\(Self.ms(hi)) ms, latency \(l), timeout \(Int(t) * 10) ms"
            }
        case 0x11:
            if let op = d[checked: 0], let e = errorCode {
                s += ": \(LLControlOpcode(rawValue: op).name) rejected, \(e.name) (0x\(Self.hex2(e.rawValue)))"
            }
        case 0x14, 0x15:
            if let rx = d.u16le(at: 0), let rxt = d.u16le(at: 2), let tx = d.u16le(at: 4), let txt = d.u16le(at: 6) {
                s += ": max rx \(rx) bytes / \(rxt) µs, max tx \(tx) bytes / \(txt) µs"
            }
        case 0x16, 0x17:
            if let tx = d[checked: 0], let rx = d[checked: 1] { s += ": tx \(Self.phys(tx)), rx \(Self.phys(rx))" }
        case 0x18:
            if let c = d[checked: 0], let p = d[checked: 1], let n = d.u16le(at: 2) {
                s += ": central → peripheral \(Self.phys(c)), peripheral → central \(Self.phys(p)), instant \(n)"
            }
        default:
            break
        }
        if isShort { s += " (short: \(data.count) of \(opcode.dataLength ?? 0) bytes)" }
        return s
    }
}
