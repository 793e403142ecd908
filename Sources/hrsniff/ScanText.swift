import HRSniffBytes
import HRSniffKit

/// Words for scans and what advertisers said, shared by `analyze` text output.
enum ScanText {
    /// "scan started: active, interval 300 ms, window 30 ms, all advertisers, duplicates filtered; controller filter
    /// (Android LE APCF #31–#35): service UUID 180D (Heart Rate)".
    static func started(_ scan: Scan, api: AppAPI?) -> String {
        var parts: [String] = []
        if let active = scan.active { parts.append(active ? "active" : "passive") }
        if let i = scan.intervalMilliseconds { parts.append("interval \(number(i, digits: 3)) ms") }
        if let w = scan.windowMilliseconds { parts.append("window \(number(w, digits: 3)) ms") }
        if let policy = scan.filterPolicyName { parts.append(policy) }
        if let d = scan.filterDuplicates { parts.append(d ? "duplicates filtered" : "duplicates reported") }
        var s = "scan started"
        if !parts.isEmpty { s += ": " + parts.joined(separator: ", ") }
        if let frame = scan.parametersFrame { s += " (parameters #\(frame))" }
        if !scan.controllerFilters.isEmpty {
            let frames = scan.controllerFilterFrames
            let range = frames.count > 1 ? " #\(frames[0])–#\(frames[frames.count - 1])" : frames.first.map { " #\($0)" } ?? ""
            s += "; controller filter (Android LE APCF\(range)): "
                + scan.controllerFilters.map(\.description).joined(separator: " or ")
        }
        if let api { s += "  [" + call(scan, api) + "]" }
        return s
    }

    /// The words of a controller filter's conditions ("service UUID FEF3 (Google service) or …"), as `started`
    /// joins them, kept for the next scan: a phone runs scan after scan with the same filter.
    struct FilterWords {
        private var conditions: [AndroidVendorCommand.FilterCondition] = []
        private var words = ""

        mutating func words(_ conditions: [AndroidVendorCommand.FilterCondition]) -> String {
            if conditions != self.conditions || words.isEmpty {
                self.conditions = conditions
                words = conditions.map(\.description).joined(separator: " or ")
            }
            return words
        }
    }

    /// `started(scan, api:)` written into `out`; `filterWords` keeps the words of the last controller filter.
    static func writeStarted(_ scan: Scan, api: AppAPI?, filterWords: inout FilterWords, into out: inout ByteSink) {
        out.append("scan started" as StaticString)
        var first = true
        func part(_ out: inout ByteSink) {
            out.append(first ? ": " as StaticString : ", " as StaticString)
            first = false
        }
        if let active = scan.active {
            part(&out)
            out.append(active ? "active" as StaticString : "passive" as StaticString)
        }
        if let i = scan.interval {
            part(&out)
            out.append("interval " as StaticString)
            writeMilliseconds(units: i, into: &out)
            out.append(" ms" as StaticString)
        }
        if let w = scan.window {
            part(&out)
            out.append("window " as StaticString)
            writeMilliseconds(units: w, into: &out)
            out.append(" ms" as StaticString)
        }
        if let policy = scan.filterPolicyName {
            part(&out)
            out.append(policy)
        }
        if let d = scan.filterDuplicates {
            part(&out)
            out.append(d ? "duplicates filtered" as StaticString : "duplicates reported" as StaticString)
        }
        if let frame = scan.parametersFrame {
            out.append(" (parameters #" as StaticString)
            out.appendInteger(Int64(frame))
            out.append(UInt8(ascii: ")"))
        }
        if !scan.controllerFilters.isEmpty {
            out.append("; controller filter (Android LE APCF" as StaticString)
            let frames = scan.controllerFilterFrames
            if let first = frames.first {
                out.append(" #" as StaticString)
                out.appendInteger(Int64(first))
                if frames.count > 1, let last = frames.last {
                    out.append("–#" as StaticString)
                    out.appendInteger(Int64(last))
                }
            }
            out.append("): " as StaticString)
            out.append(filterWords.words(scan.controllerFilters))
        }
        if let api {
            out.append("  [" as StaticString)
            out.append(call(scan, api))
            out.append(UInt8(ascii: "]"))
        }
    }

    /// `number(Double(units) * 0.625, digits: 3)` from its digits: a time in units of 0.625 ms is a whole number of
    /// eighths of a millisecond, which three decimals write exactly (trailing zeros dropped, as `number` drops them).
    static func writeMilliseconds(units: UInt16, into out: inout ByteSink) {
        let eighths = Int(units) * 5
        out.appendInteger(Int64(eighths / 8))
        var thousandths = eighths % 8 * 125
        guard thousandths > 0 else { return }
        out.append(UInt8(ascii: "."))
        var width = 3
        while thousandths % 10 == 0 {
            thousandths /= 10
            width -= 1
        }
        out.appendFixedDigits(thousandths, width: width)
    }

    /// `stopped(scan)` written into `out`, each line ended by a newline; `lead` writes the lead of each line after
    /// the first.
    static func writeStopped(_ scan: Scan, into out: inout ByteSink, lead: (inout ByteSink) -> Void) {
        if let stop = scan.stopTime {
            out.append("scan stopped after " as StaticString)
            out.append(duration(stop.microseconds(since: scan.startTime)))
        } else {
            out.append("scan still running at the end of the capture" as StaticString)
        }
        if scan.startFrame == nil { out.append(" (running when the capture began)" as StaticString) }
        let devices = scan.advertisers.count
        out.append(": " as StaticString)
        out.appendInteger(Int64(scan.reports))
        out.append(scan.reports == 1 ? " advertising report from " as StaticString : " advertising reports from " as StaticString)
        if scan.advertisersLeftOut > 0 {
            out.append("more than " as StaticString)
            out.appendInteger(Int64(devices))
            out.append(" devices" as StaticString)
        } else {
            out.appendInteger(Int64(devices))
            out.append(devices == 1 ? " device" as StaticString : " devices" as StaticString)
        }
        out.append(UInt8(ascii: "\n"))
        for a in scan.advertisers.prefix(16) {
            lead(&out)
            out.append("  " as StaticString)
            writeAdvertiser(a, into: &out)
            out.append(UInt8(ascii: "\n"))
        }
        if scan.advertisers.count > 16 {
            lead(&out)
            out.append("  and " as StaticString)
            out.appendInteger(Int64(scan.advertisers.count - 16))
            out.append(" more advertisers\n" as StaticString)
        }
        if scan.advertisersLeftOut > 0 {
            lead(&out)
            out.append("  and " as StaticString)
            out.appendInteger(Int64(scan.advertisersLeftOut))
            out.append(" reports of advertisers not kept\n" as StaticString)
        }
    }

    /// `advertiser(a)` written into `out`.
    static func writeAdvertiser(_ a: Advertiser, into out: inout ByteSink) {
        out.append(a.address.description)
        out.append(" (" as StaticString)
        out.append(a.addressType.name)
        out.append(UInt8(ascii: ")"))
        if let name = a.name {
            out.append(" \"" as StaticString)
            out.append(TerminalText.escape(name))
            out.append(UInt8(ascii: "\""))
        }
        out.append(": " as StaticString)
        out.appendInteger(Int64(a.reports))
        out.append(a.reports == 1 ? " advertisement" as StaticString : " advertisements" as StaticString)
        if a.scanResponses > 0 {
            out.append(" + " as StaticString)
            out.appendInteger(Int64(a.scanResponses))
            out.append(a.scanResponses == 1 ? " scan response" as StaticString : " scan responses" as StaticString)
        }
        out.append(" (#" as StaticString)
        out.appendInteger(Int64(a.firstFrame))
        if a.firstFrame != a.lastFrame {
            out.append("–#" as StaticString)
            out.appendInteger(Int64(a.lastFrame))
        }
        out.append(UInt8(ascii: ")"))
        if let lo = a.rssiMin, let hi = a.rssiMax {
            out.append(", RSSI " as StaticString)
            out.appendInteger(Int64(lo))
            if lo != hi {
                out.append(" to " as StaticString)
                out.appendInteger(Int64(hi))
            }
            out.append(" dBm" as StaticString)
        }
        out.append(a.connectable ? ", connectable" as StaticString : ", not connectable" as StaticString)
        for (i, uuid) in a.services.enumerated() {
            out.append(i == 0 ? ", services " as StaticString : ", " as StaticString)
            out.append(uuid.description)
            if let name = Registry.serviceName(uuid) {
                out.append(" (" as StaticString)
                out.append(name)
                out.append(UInt8(ascii: ")"))
            }
        }
    }

    /// The app call behind a scan.
    static func call(_ scan: Scan, _ api: AppAPI) -> String {
        switch api {
        case .ios:
            // CoreBluetooth matches the services of scanForPeripherals(withServices:) in the host: the controller
            // reports every advertiser.
            return "scanForPeripherals(withServices:) → didDiscover"
        case .android:
            return scan.controllerFilters.isEmpty ? "BluetoothLeScanner.startScan(callback) → onScanResult"
                : "BluetoothLeScanner.startScan(filters, settings, callback) → onScanResult"
        }
    }

    /// "scan stopped after 1.6 s: 28 advertising reports from 4 devices", and a line per advertiser.
    static func stopped(_ scan: Scan) -> [String] {
        var s = scan.stopTime.map { "scan stopped after " + duration($0.microseconds(since: scan.startTime)) }
            ?? "scan still running at the end of the capture"
        if scan.startFrame == nil { s += " (running when the capture began)" }
        let devices = scan.advertisers.count
        s += ": \(scan.reports) advertising report\(scan.reports == 1 ? "" : "s") from "
            + (scan.advertisersLeftOut > 0 ? "more than \(devices) devices" : "\(devices) device\(devices == 1 ? "" : "s")")
        var lines = [s]
        for a in scan.advertisers.prefix(16) { lines.append("  " + advertiser(a)) }
        if scan.advertisers.count > 16 { lines.append("  and \(scan.advertisers.count - 16) more advertisers") }
        if scan.advertisersLeftOut > 0 { lines.append("  and \(scan.advertisersLeftOut) reports of advertisers not kept") }
        return lines
    }

    /// `F1:2C:33:7F:3A:01 (random) "HRS-Strap 7F3A": 6 advertisements + 6 scan responses (#41–#52), RSSI -61 to
    /// -56 dBm, connectable, services 180D (Heart Rate), 180F (Battery Service)`.
    static func advertiser(_ a: Advertiser) -> String {
        var s = "\(a.address) (\(a.addressType.name))"
        if let name = a.name { s += " \"\(TerminalText.escape(name))\"" }
        s += ": \(a.reports) advertisement\(a.reports == 1 ? "" : "s")"
        if a.scanResponses > 0 { s += " + \(a.scanResponses) scan response\(a.scanResponses == 1 ? "" : "s")" }
        s += a.firstFrame == a.lastFrame ? " (#\(a.firstFrame))" : " (#\(a.firstFrame)–#\(a.lastFrame))"
        if let lo = a.rssiMin, let hi = a.rssiMax { s += lo == hi ? ", RSSI \(lo) dBm" : ", RSSI \(lo) to \(hi) dBm" }
        s += a.connectable ? ", connectable" : ", not connectable"
        if !a.services.isEmpty {
            s += ", services " + a.services.map { uuid in
                Registry.serviceName(uuid).map { "\(uuid) (\($0))" } ?? uuid.description
            }.joined(separator: ", ")
        }
        return s
    }

    /// What the peer of a connection advertised: `advertised "Polar H7 000607": Flags: …; Manufacturer Specific
    /// Data: Polar Electro Oy (0x006B) 030358; Tx Power Level: 0 dBm (14 reports, #35–#46, RSSI -57 to -54 dBm)`.
    static func peerAdvertising(_ a: Advertiser) -> String {
        var s = "advertised"
        if let name = a.name { s += " \"\(TerminalText.escape(name))\"" }
        var items: [String] = []
        for ad in a.structures where ad.type != 0x08 && ad.type != 0x09 {
            // What a peer advertised is its own text: escaped as every string from the air is.
            items.append("\(ADStructure.typeName(ad.type)): \(TerminalText.escape(ad.decoded.summary))")
        }
        if !items.isEmpty { s += ": " + items.joined(separator: "; ") }
        var tail = ["\(a.reports + a.scanResponses) report\(a.reports + a.scanResponses == 1 ? "" : "s")"]
        tail.append(a.firstFrame == a.lastFrame ? "#\(a.firstFrame)" : "#\(a.firstFrame)–#\(a.lastFrame)")
        if let lo = a.rssiMin, let hi = a.rssiMax { tail.append(lo == hi ? "RSSI \(lo) dBm" : "RSSI \(lo) to \(hi) dBm") }
        return s + " (" + tail.joined(separator: ", ") + ")"
    }
}
