import ArgumentParser
import HRSniffKit

/// Which platform's app calls to show beside each procedure (`analyze --api`).
enum AppAPI: String, CaseIterable, ExpressibleByArgument {
    case ios, android
}

/// Words for GATT procedures, shared by `analyze` text output.
enum ProcedureText {
    static func discoveryNoun(_ kind: GATTProcedure.DiscoveryKind) -> String {
        switch kind {
        case .primaryServices: "primary services"
        case .primaryServiceByUUID: "primary service by UUID"
        case .secondaryServices: "secondary services"
        case .includedServices: "included services"
        case .characteristics: "characteristics"
        case .descriptors: "descriptors"
        }
    }

    /// The value as people read it: the decoder's summary, else text when printable (a C string's NUL padding
    /// left out of the quotes), else hex.
    static func value(_ bytes: [UInt8], _ decoded: DecodedValue?) -> String {
        if let decoded, !decoded.summary.isEmpty || !decoded.problems.isEmpty {
            var s = decoded.summary
            if !decoded.problems.isEmpty { s += " [" + decoded.problems.joined(separator: "; ") + "]" }
            return s
        }
        if bytes.isEmpty { return "(empty)" }
        let hex = bytes.withBytes { spaced($0, limit: 24) }
        if let text = Decoders.printableText(bytes) { return "\"\(text)\" (\(hex))" }
        return hex
    }

    /// One line for a procedure (without time and frame).
    static func describe(_ p: GATTProcedure) -> String {
        switch p.notCaptured {
        case .response?:
            // Told from its request alone: no value, no outcome.
            switch p.kind {
            case .read(let ref, _, _):
                return "read \(ref.qualifiedName): the response is not in the capture"
            case .mtuExchange(let client, _, _):
                return "exchange MTU: client \(client.map(String.init) ?? "?"), the response is not in the capture"
            case .discovery(let kind, let range, _, let within):
                var s = "discover \(discoveryNoun(kind))"
                if let within { s += " of \(within.displayName)" }
                return s + " (0x\(hex4(range.lowerBound))–0x\(hex4(range.upperBound))): the response is not in the capture"
            default:
                return described(p) + " (the response is not in the capture)"
            }
        case .request?:
            return described(p) + " (the request is not in the capture)"
        case nil:
            return described(p)
        }
    }

    private static func described(_ p: GATTProcedure) -> String {
        switch p.kind {
        case .mtuExchange(let client, let server, let effective):
            return "exchange MTU: client \(client.map(String.init) ?? "?"), server \(server.map(String.init) ?? "?") → ATT_MTU \(effective)"
        case .discovery(let kind, let range, let found, let within):
            var s = "discover \(discoveryNoun(kind))"
            if let within { s += " of \(within.displayName)" }
            s += " (0x\(hex4(range.lowerBound))–0x\(hex4(range.upperBound))): \(found) found"
            return s
        case .read(let ref, let value, let long):
            return "read \(ref.qualifiedName) = \(Self.value(value, p.decoded))" + (long ? " (long read, \(value.count) bytes)" : "")
        case .readMultiple(let pairs, let unsplit):
            if let unsplit { return "read multiple: \(Self.value(unsplit, nil)) (values not separable)" }
            return "read multiple: " + pairs.enumerated().map { i, pair in
                let decoded = i < p.decodedValues.count ? p.decodedValues[i] : nil
                return "\(pair.0.qualifiedName) = \(Self.value(pair.1, decoded))"
            }.joined(separator: "; ")
        case .write(let ref, let value, let mode):
            let how: String
            switch mode {
            case .request: how = "write"
            case .command: how = "write without response"
            case .signed: how = "signed write"
            case .prepared: how = "reliable/long write"
            }
            return "\(how) \(ref.qualifiedName) = \(Self.value(value, p.decoded))"
        case .subscription(let cccd, let characteristic, let notifications, let indications):
            let target = characteristic?.displayName ?? cccd.qualifiedName
            if notifications && indications { return "subscribe to \(target) notifications and indications" }
            if notifications { return "subscribe to \(target) notifications" }
            if indications { return "subscribe to \(target) indications" }
            return "unsubscribe from \(target)"
        case .notification(let ref, let value):
            return "notification \(ref.displayName): \(Self.value(value, p.decoded))"
        case .indication(let ref, let value):
            return "indication \(ref.displayName): \(Self.value(value, p.decoded))"
        case .error(let request, let ref, let code):
            var s = "\(request.name)"
            if let ref { s += " \(ref.qualifiedName)" }
            return s + " failed: \(code.name) (0x\(hex2(code.rawValue)))"
        case .serviceChanged(let range):
            return "service changed: handles 0x\(hex4(range.lowerBound))–0x\(hex4(range.upperBound)) are no longer valid"
        case .writeCancelled(let count):
            return "prepared writes cancelled (\(count) queued)"
        }
    }

    /// The app call that causes a procedure, or the callback that reports it.
    static func api(_ p: GATTProcedure, _ api: AppAPI) -> String? {
        let isDescriptor: Bool
        switch p.kind {
        case .read(let ref, _, _), .write(let ref, _, _): isDescriptor = ref.kind == .descriptor
        default: isDescriptor = false
        }
        switch (p.kind, api) {
        case (.mtuExchange, .ios): return "automatic on connection; see maximumWriteValueLength(for:)"
        case (.mtuExchange, .android): return "BluetoothGatt.requestMtu() → onMtuChanged"
        case (.discovery(let kind, _, _, _), .ios):
            switch kind {
            case .primaryServices, .primaryServiceByUUID, .secondaryServices: return "discoverServices(_:) → didDiscoverServices"
            case .includedServices: return "discoverIncludedServices(_:for:) → didDiscoverIncludedServicesFor"
            case .characteristics: return "discoverCharacteristics(_:for:) → didDiscoverCharacteristicsFor"
            case .descriptors: return "discoverDescriptors(for:) → didDiscoverDescriptorsFor"
            }
        case (.discovery, .android): return "BluetoothGatt.discoverServices() → onServicesDiscovered"
        case (.read, .ios):
            return isDescriptor ? "readValue(for: descriptor) → didUpdateValueFor descriptor" : "readValue(for:) → didUpdateValueFor"
        case (.read, .android):
            return isDescriptor ? "readDescriptor() → onDescriptorRead" : "readCharacteristic() → onCharacteristicRead"
        case (.write(_, _, let mode), .ios):
            if isDescriptor { return "writeValue(_:for: descriptor) → didWriteValueFor descriptor" }
            return mode == .command || mode == .signed ? "writeValue(_:for:type: .withoutResponse)"
                : "writeValue(_:for:type: .withResponse) → didWriteValueFor"
        case (.write(_, _, let mode), .android):
            if isDescriptor { return "writeDescriptor() → onDescriptorWrite" }
            return mode == .command ? "writeCharacteristic(…, WRITE_TYPE_NO_RESPONSE)"
                : mode == .signed ? "writeCharacteristic(…, WRITE_TYPE_SIGNED)" : "writeCharacteristic(…, WRITE_TYPE_DEFAULT) → onCharacteristicWrite"
        case (.subscription(_, _, let n, let i), .ios):
            return "setNotifyValue(\(n || i), for:) → didUpdateNotificationStateFor"
        case (.subscription(_, _, let n, let i), .android):
            return "setCharacteristicNotification(…, \(n || i)) + writeDescriptor(CCCD) → onDescriptorWrite"
        case (.notification, .ios), (.indication, .ios): return "didUpdateValueFor"
        case (.notification, .android), (.indication, .android): return "onCharacteristicChanged"
        case (.error, .ios): return "the callback's error (CBATTError)"
        case (.error, .android): return "the callback's status (GATT_* code)"
        case (.serviceChanged, .ios): return "peripheral(_:didModifyServices:)"
        case (.serviceChanged, .android): return "onServiceChanged (API 31+)"
        default: return nil
        }
    }
}

/// "12.345" seconds with millisecond precision, for relative times.
func seconds(_ microseconds: Int64) -> String {
    let negative = microseconds < 0
    let v = microseconds.magnitude
    let ms = (v + 500) / 1000
    let whole = ms / 1000, fraction = ms % 1000
    let f = String(fraction)
    return (negative ? "-" : "") + "\(whole)." + String(repeating: "0", count: 3 - f.count) + f
}

/// "2 min 6 s", "14.2 s", "350 ms".
func duration(_ microseconds: Int64) -> String {
    let s = Double(microseconds) / 1e6
    if s >= 120 {
        let whole = Int(s.rounded())
        return "\(whole / 60) min \(whole % 60) s"
    }
    if s >= 1 { return "\((s * 10).rounded() / 10) s" }
    return "\(Int((s * 1000).rounded())) ms"
}

/// A number with at most `digits` decimals, trailing zeros dropped; small magnitudes keep enough decimals to show
/// (0.0054 mol/L, not 0).
func number(_ v: Double, digits: Int = 1) -> String {
    guard v.isFinite else { return "–" }
    var digits = digits
    // Extend the decimals only where rounding would show 0 for a value that is not 0 (two significant digits).
    func scale(_ d: Int) -> Double { var s = 1.0; for _ in 0 ..< d { s *= 10 }; return s }
    if v != 0, (abs(v) * scale(digits)).rounded() == 0 {
        while digits < 9, abs(v) * scale(digits) < 10 { digits += 1 }
    }
    var scale = 1.0
    for _ in 0 ..< digits { scale *= 10 }
    // IEEE 11073 FLOATs reach 8.4 × 10^133: numbers that large have no decimals to round and stay in exponent form.
    guard abs(v) < 1e15 else { return String(v) }
    let rounded = (v * scale).rounded() / scale
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}
