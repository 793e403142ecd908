import ArgumentParser
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// Which platform's app calls to show beside each procedure (`analyze --api`).
enum AppAPI: String, CaseIterable, ExpressibleByArgument {
    case ios, android
}

/// Words for GATT procedures, shared by `analyze` text output.
enum ProcedureText {
    /// The frame of the response that completed a request's procedure, when it is not the request's own:
    /// "response #142", "last response #142" for a long read or a prepared write.
    static func response(_ p: DecodedProcedure) -> String? {
        guard p.frame != p.firstFrame else { return nil }
        var several = false
        if case .read(_, _, let long) = p.kind { several = long }
        if case .write(_, _, .prepared) = p.kind { several = true }
        return (several ? "last response" : "response") + " #\(p.frame)"
    }

    /// An Error Response that is the server's answer rather than a failure: Attribute Not Found to a search says
    /// that no attribute has the type asked for in its range (Core Vol 3 Part F §3.4.3–3.4.4).
    static func isAnswer(_ p: DecodedProcedure) -> Bool {
        if case .error(let request, _, .attributeNotFound) = p.kind { return GATTProcedure.isSearch(request) }
        return false
    }

    /// " in 0x0001–0xffff".
    static func span(_ range: ClosedRange<UInt16>) -> String {
        " in 0x\(hex4(range.lowerBound))–0x\(hex4(range.upperBound))"
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

    /// The value `p` carries as text shows it: `decoded`, or for a value the pipeline left to the consumer
    /// (`DecodedProcedure.decodesLater`) its summary and problems (`Decoders.describe`) with the derived speed and
    /// cadence after them, as `ConnectionDecoders.decodeNotification` gives them.
    static func decoded(_ p: DecodedProcedure) -> DecodedValue? {
        if let decoded = p.decoded { return decoded }
        guard p.decodesLater else { return nil }
        let ref: AttributeRef, value: Bytes
        switch p.kind {
        case .notification(let r, let v), .indication(let r, let v):
            (ref, value) = (r, v)
        case .read(let r, let v, _), .write(let r, let v, _):
            (ref, value) = (r, Bytes(v))
        default:
            return nil
        }
        guard let uuid = ref.uuid, var described = Decoders.describe(uuid, value) else { return nil }
        p.derivedRates.describe(into: &described.summary)
        return described
    }

    /// `writeValue(bytes, decoded(p))` of a value `p` carries of `ref`; a value the pipeline left to the consumer
    /// (`DecodedProcedure.decodesLater`) has its summary written from its bytes with `text`'s buffer (no String).
    static func writeValue(
        _ bytes: Bytes, of ref: AttributeRef, _ p: DecodedProcedure, text: inout DecodedSummaryText,
        into out: inout ByteSink
    ) {
        guard p.decoded == nil, p.decodesLater, let uuid = ref.uuid,
              Decoders.writeSummary(uuid, bytes, rates: p.derivedRates, into: &text)
        else {
            writeValue(bytes, p.decoded, into: &out)
            return
        }
        guard !text.utf8.isEmpty || !text.problems.isEmpty else {
            writeUndecoded(bytes, into: &out)
            return
        }
        // Not escaped: the summary of a characteristic that writes its fields (`Decoders.writesFields`) is made of
        // its decoder's own words and of numbers, never of text read from the value
        // (`SeriesFolderTests.fieldWriterWritesWhatTheDecodedValueWrites` checks it); its problems are escaped as any.
        out.append(text.utf8)
        writeProblems(text.problems, into: &out)
    }

    /// `value(bytes, decoded)` escaped for the terminal (`TerminalText.escape`), written into `out`: the
    /// decoder's summary and problems and a printable value escaped, hex straight from the bytes.
    static func writeValue(_ bytes: [UInt8], _ decoded: DecodedValue?, into out: inout ByteSink) {
        writeValue(Bytes(bytes), decoded, into: &out)
    }

    /// `writeValue` of a slice (a notified value).
    static func writeValue(_ bytes: Bytes, _ decoded: DecodedValue?, into out: inout ByteSink) {
        if let decoded, !decoded.summary.isEmpty || !decoded.problems.isEmpty {
            out.append(TerminalText.escape(decoded.summary))
            writeProblems(decoded.problems, into: &out)
            return
        }
        writeUndecoded(bytes, into: &out)
    }

    /// " [problem; problem]" escaped, nothing when there are none.
    private static func writeProblems(_ problems: [String], into out: inout ByteSink) {
        guard !problems.isEmpty else { return }
        out.append(" [" as StaticString)
        for (i, problem) in problems.enumerated() {
            if i > 0 { out.append("; " as StaticString) }
            out.append(TerminalText.escape(problem))
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A value no decoder describes: "(empty)", or its printable text escaped and its hex, or its hex.
    private static func writeUndecoded(_ bytes: Bytes, into out: inout ByteSink) {
        if bytes.isEmpty {
            out.append("(empty)" as StaticString)
            return
        }
        let printable = Decoders.printableText(bytes)
        if let printable {
            out.append(UInt8(ascii: "\""))
            out.append(TerminalText.escape(printable))
            out.append("\" (" as StaticString)
        }
        writeSpacedHex(bytes, limit: 24, into: &out)
        if printable != nil { out.append(UInt8(ascii: ")")) }
    }

    /// `spaced(bytes, limit:)` written into `out`: the first `limit` bytes as hex pairs with a space between
    /// them, then " … (N bytes)" when there are more.
    static func writeSpacedHex(_ bytes: Bytes, limit: Int, into out: inout ByteSink) {
        out.appendSpacedHex(bytes, limit: limit)
        guard bytes.count > limit else { return }
        out.append(" … (" as StaticString)
        out.appendInteger(Int64(bytes.count))
        out.append(" bytes)" as StaticString)
    }

    /// One line for a procedure (without time and frame).
    static func describe(_ p: DecodedProcedure) -> String {
        switch p.notCaptured {
        case .response?:
            // Told from its request alone: no value, no outcome.
            switch p.kind {
            case .read(let ref, _, _):
                return "read \(ref.qualifiedName): the response is not in the capture"
            case .mtuExchange(let client, _, _):
                return "exchange MTU: client \(client.map(String.init) ?? "?"), the response is not in the capture"
            case .discovery(let kind, let range, _, let within):
                return GATTProcedure.discoveryDescription(kind, range: range, within: within, search: p.search)
                    + ": the response is not in the capture"
            default:
                return described(p) + " (the response is not in the capture)"
            }
        case .request?:
            return described(p) + " (the request is not in the capture)"
        case nil:
            return described(p)
        }
    }

    private static func described(_ p: DecodedProcedure) -> String {
        switch p.kind {
        case .mtuExchange(let client, let server, let effective):
            return "exchange MTU: client \(client.map(String.init) ?? "?"), server \(server.map(String.init) ?? "?") → ATT_MTU \(effective)"
        case .discovery(let kind, let range, let found, let within):
            return GATTProcedure.discoveryDescription(kind, range: range, within: within, search: p.search)
                + ": \(found) found" + (p.repeated ? " (the same request again, no progress)" : "")
        case .read(let ref, let value, let long):
            let text = Self.value(value, decoded(p))
            guard long else { return "read \(ref.qualifiedName) = \(text)" }
            // A long value shown in hex already says how many bytes it has.
            return "read \(ref.qualifiedName) = \(text)"
                + (text.hasSuffix("(\(value.count) bytes)") ? " (long read)" : " (long read, \(value.count) bytes)")
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
            return "\(how) \(ref.qualifiedName) = \(Self.value(value, decoded(p)))"
        case .subscription(let cccd, let characteristic, let notifications, let indications):
            let target = characteristic?.displayName ?? cccd.qualifiedName
            if notifications && indications { return "subscribe to \(target) notifications and indications" }
            if notifications { return "subscribe to \(target) notifications" }
            if indications { return "subscribe to \(target) indications" }
            return "unsubscribe from \(target)"
        case .notification(let ref, let value):
            return "notification \(notified(ref)): \(Self.value(value.array, decoded(p)))"
        case .indication(let ref, let value):
            return "indication \(notified(ref)): \(Self.value(value.array, decoded(p)))"
        case .error(let request, let ref, let code):
            let failure = "\(code.name) (0x\(hex2(code.rawValue)))"
            if let search = p.search {
                // A search names what it looked for: the type, the service UUID, the range.
                let type = search.type.map(GATTProcedure.typeName) ?? "?"
                let outcome = code == .attributeNotFound ? ": none (\(code.name), 0x\(hex2(code.rawValue)))" : " failed: \(failure)"
                switch request {
                case .readByTypeRequest:
                    if code == .attributeNotFound {
                        return "read \(type) by type\(span(search.range)): none (\(code.name), 0x\(hex2(code.rawValue)))"
                    }
                    return "read \(type) by type\(span(search.range))" + (ref.map { " (\($0.qualifiedName))" } ?? "")
                        + " failed: \(failure)"
                case .readByGroupTypeRequest:
                    return "search for groups of type \(type)\(span(search.range))" + outcome
                case .findByTypeValueRequest:
                    let value = search.value.map { " " + $0.string + (Registry.serviceName($0).map { " (\($0))" } ?? "") } ?? ""
                    return "search for \(type)\(value)\(span(search.range))" + outcome
                default:
                    return "find information\(span(search.range))" + outcome
                }
            }
            var s = "\(request.name)"
            if let ref { s += " \(ref.qualifiedName)" }
            return s + " failed: \(failure)"
        case .serviceChanged(let range):
            return "service changed: handles 0x\(hex4(range.lowerBound))–0x\(hex4(range.upperBound)) are no longer valid"
        case .writeCancelled(let count):
            return "prepared writes cancelled (\(count) queued)"
        }
    }

    /// What a notification or indication names: the characteristic, or, when discovery found the handle to be
    /// something else, that too (Core Vol 3 Part G §4.10: notifications carry characteristic values).
    static func notified(_ ref: AttributeRef) -> String {
        switch ref.kind {
        case .characteristicValue, .unknown: return ref.displayName
        default: return "handle 0x\(hex4(ref.handle)), \(ref.roleDescription) (not a characteristic value)"
        }
    }

    /// The app call that causes a procedure, or the callback that reports it.
    static func api(_ p: DecodedProcedure, _ api: AppAPI) -> String? {
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
            // Discover Primary Service by Service UUID (Find By Type Value, Core Vol 3 Part G §4.4.2) is what
            // CoreBluetooth sends for a service list; nil discovers all primary services (§4.4.1).
            case .primaryServiceByUUID:
                return "discoverServices([\(p.search?.value?.description ?? "…")]) → didDiscoverServices"
            case .primaryServices: return "discoverServices(nil) → didDiscoverServices"
            case .secondaryServices: return "discoverServices(_:) → didDiscoverServices"
            case .includedServices: return "discoverIncludedServices(_:for:) → didDiscoverIncludedServicesFor"
            case .characteristics: return "discoverCharacteristics(_:for:) → didDiscoverCharacteristicsFor"
            // CoreBluetooth also finds a characteristic's descriptors itself, to write its CCCD for setNotifyValue:
            // the capture cannot tell the two apart.
            case .descriptors, .information:
                return "discoverDescriptors(for:) → didDiscoverDescriptorsFor, or by CoreBluetooth for setNotifyValue"
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
