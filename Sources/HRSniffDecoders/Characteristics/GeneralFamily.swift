import HRSniffBytes
import HRSniffATT
import HRSniffGATT

extension Decoders {
    /// Decoders of the time, Generic Access and Generic Attribute features, Environmental Sensing, HID, battery states, shared descriptors characteristics; nil for UUIDs that are not theirs.
    static func generalDecoder(_ uuid: UInt16, _ value: Bytes, describe: Bool) -> DecodedValue? {
        switch uuid {
        // Current Time Service and the GSS time types (Time.swift)
        case 0x2A08: return dateTime(value, describe: describe)
        case 0x2A09: return dayOfWeek(value, describe: describe)
        case 0x2A0A: return dayDateTime(value, describe: describe)
        case 0x2A0C: return exactTime256(value, describe: describe)
        case 0x2A0D: return dstOffset(value, describe: describe)
        case 0x2A0E: return timeZone(value, describe: describe)
        case 0x2A0F: return localTimeInformation(value, describe: describe)
        case 0x2A14: return referenceTimeInformation(value, describe: describe)
        case 0x2A2B: return currentTime(value, describe: describe)
        // Generic Access and Generic Attribute features (GATTFeatures.swift)
        case 0x2AA6: return centralAddressResolution(value, describe: describe)
        case 0x2AC9: return resolvablePrivateAddressOnly(value, describe: describe)
        case 0x2B29: return clientSupportedFeatures(value, describe: describe)
        case 0x2B2A: return databaseHash(value, describe: describe)
        case 0x2B3A: return serverSupportedFeatures(value, describe: describe)
        // Environmental Sensing Service (EnvironmentalSensing.swift)
        case 0x2A1F: return temperatureCelsius(value, describe: describe)
        case 0x2A20: return temperatureFahrenheit(value, describe: describe)
        case 0x2A6D: return pressure(value, describe: describe)
        case 0x2A6E: return temperature(value, describe: describe)
        case 0x2A6F: return humidity(value, describe: describe)
        case 0x2A76: return uvIndex(value, describe: describe)
        case 0x290B: return esConfiguration(value, describe: describe)
        case 0x290C: return esMeasurement(value, describe: describe)
        case 0x290D: return esTriggerSetting(value, describe: describe)
        // HID Service (HumanInterfaceDevice.swift)
        case 0x2A22: return bootKeyboardInputReport(value, describe: describe)
        case 0x2A32: return bootKeyboardOutputReport(value, describe: describe)
        case 0x2A33: return bootMouseInputReport(value, describe: describe)
        case 0x2A4A: return hidInformation(value, describe: describe)
        case 0x2A4B: return reportMap(value, describe: describe)
        case 0x2A4C: return hidControlPoint(value, describe: describe)
        case 0x2A4D: return hidReport(value, describe: describe)
        case 0x2A4E: return protocolMode(value, describe: describe)
        case 0x2907: return externalReportReference(value, describe: describe)
        case 0x2908: return reportReference(value, describe: describe)
        // Battery Service 1.0 states (BatteryStates.swift)
        case 0x2A1A: return batteryPowerState(value, describe: describe)
        case 0x2A1B: return batteryLevelState(value, describe: describe)
        // Descriptors (FormatDescriptors.swift)
        case 0x2903: return serverCharacteristicConfiguration(value, describe: describe)
        case 0x2904: return characteristicPresentationFormat(value, describe: describe)
        case 0x2905: return characteristicAggregateFormat(value, describe: describe)
        case 0x2906: return validRange(value, describe: describe)
        default: return nil
        }
    }
}

/// Building blocks shared by the decoders of this family.
enum GeneralFields {
    /// The problem for a fixed-length value of another length; nil when the length is right.
    /// "a Temperature is 2 bytes but the value ends after 1 byte", "a UV Index is 1 byte but the value has 2 bytes".
    static func length(_ name: String, expected: Int, _ value: Bytes) -> String? {
        guard value.count != expected else { return nil }
        return DecoderFormat.lengthProblem(name, expected: expected, actual: value.count, article: article(name))
    }

    /// "a" or "an" before a name: by its first letter, except "U" read as "you" ("a UV Index").
    static func article(_ name: String) -> String {
        if name.hasPrefix("UV") || name.hasPrefix("UTF") || name.hasPrefix("Us") { return "a" }
        return DecoderFormat.article(name)
    }

    /// The problem for an enumerated value the specification reserves.
    static func reserved(_ what: String, _ raw: UInt64) -> String {
        "\(what) \(raw) is reserved for future use"
    }

    /// A single-byte enumeration: `key` (integer) and `nameKey` (string, "Reserved" with a problem for values
    /// without a name), and a length problem for any length but 1. The summary is the name.
    static func namedByte(_ value: Bytes, _ characteristic: String, key: StaticString, nameKey: StaticString,
                          what: String, describe: Bool, name: (UInt8) -> String?) -> DecodedValue {
        guard let raw = value[checked: 0] else { return Decoders.emptyValue(characteristic) }
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        let text = name(raw)
        if text == nil { problems.append(reserved(what, UInt64(raw))) }
        if let p = length(characteristic, expected: 1, value) { problems.append(p) }
        summary.add(text ?? "Reserved (\(raw))")
        return DecodedValue(fields: [DecodedField(key, .int(Int64(raw))),
                                     DecodedField(nameKey, .string(text ?? "Reserved"))],
                            summary: summary.text, problems: problems)
    }

    /// Space-separated lower-case hex ("0a 00 64"), for summaries of opaque bytes.
    static func spacedHex(_ bytes: Bytes) -> String {
        var out = ""
        for i in 0 ..< bytes.count {
            guard let b = bytes[checked: i] else { break }
            if i > 0 { out += " " }
            out += DecoderFormat.hexByte(b).lowercased()
        }
        return out
    }

    /// Upper-case hex of a 16-bit UUID or value: "0x272F".
    static func hex16(_ v: UInt16) -> String { DecoderFormat.hex(UInt64(v), digits: 4) }
}
