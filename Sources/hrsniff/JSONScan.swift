import HRSniffKit

/// `{"type":"scan",…}` when a scan stops (or the capture ends), and `{"type":"peer_advertising",…}` after a
/// connection's event: what its peer advertised (docs/json.md).
final class JSONScan {
    /// Fed the advertising reports by the pipeline when it is the pipeline's `scans`.
    let shared = SharedScanTracker()

    func render(_ event: Event, into out: inout ByteSink) {
        // Nothing to tell, and no access to the tracker (checked at run time), for an event it does not read.
        guard ScanTracker.reads(event) else { return }
        if case .stopped(let scan)? = shared.tracker.add(event) { Self.scan(scan, &out) }
        if case .event(let e, _, let connection?) = event.payload, case .connectionComplete(let c) = e.detail,
           c.status.rawValue == 0, let a = shared.tracker.advertising(of: c.peer) {
            var o = JSONObjectWriter(&out)
            o.record("peer_advertising", &out)
            o.int("frame", event.frame, &out)
            TimeText.json(event.time, &o, &out)
            o.int("connection", connection.id, &out)
            Self.advertiserFields(a, &o, &out)
            o.close(&out)
            out.append(UInt8(0x0A))
        }
    }

    func finish(into out: inout ByteSink) {
        for scan in shared.tracker.finish() { Self.scan(scan, &out) }
    }

    static func scan(_ scan: Scan, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("scan", &out)
        o.optionalInt("frame", scan.startFrame ?? scan.firstReportFrame, &out)
        TimeText.json(scan.startTime, &o, &out)
        o.int("adapter", scan.adapter, &out)
        o.optionalInt("stop_frame", scan.stopFrame, &out)
        if let stop = scan.stopTime { o.double("duration_s", Double(stop.microseconds(since: scan.startTime)) / 1e6, &out) }
        o.optionalInt("parameters_frame", scan.parametersFrame, &out)
        if let active = scan.active { o.string("scan_type", active ? "active" : "passive", &out) }
        if let i = scan.intervalMilliseconds { o.double("interval_ms", i, &out) }
        if let w = scan.windowMilliseconds { o.double("window_ms", w, &out) }
        o.optionalInt("filter_policy", scan.filterPolicy, &out)
        o.optionalString("filter_policy_name", scan.filterPolicyName, &out)
        if let d = scan.filterDuplicates { o.bool("filter_duplicates", d, &out) }
        if !scan.controllerFilters.isEmpty {
            o.raw("controller_filters", &out) { out in
                out.append(UInt8(ascii: "["))
                for (i, c) in scan.controllerFilters.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    var f = JSONObjectWriter(&out)
                    f.string("source", "android_apcf", &out)
                    f.string("kind", c.kind.rawValue, &out)
                    f.int("filter_index", c.filterIndex, &out)
                    f.optionalString("uuid", c.uuid?.description, &out)
                    f.optionalString("uuid_name", c.uuid.flatMap { Registry.serviceName($0) }, &out)
                    f.optionalString("address", c.address?.description, &out)
                    f.optionalString("name", c.name, &out)
                    f.optionalInt("company", c.company, &out)
                    f.string("description", c.description, &out)
                    f.close(&out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }
        o.int("reports", scan.reports, &out)
        o.raw("advertisers", &out) { out in
            out.append(UInt8(ascii: "["))
            for (i, a) in scan.advertisers.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                var w = JSONObjectWriter(&out)
                advertiserFields(a, &w, &out)
                w.close(&out)
            }
            out.append(UInt8(ascii: "]"))
        }
        if scan.advertisersLeftOut > 0 { o.int("reports_of_advertisers_left_out", scan.advertisersLeftOut, &out) }
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    static func advertiserFields(_ a: Advertiser, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        o.string("address", a.address.description, &out)
        o.string("address_type", a.addressType.name, &out)
        o.optionalString("name", a.name, &out)
        o.int("advertisements", a.reports, &out)
        o.int("scan_responses", a.scanResponses, &out)
        o.int("first_frame", a.firstFrame, &out)
        o.int("last_frame", a.lastFrame, &out)
        o.optionalInt("rssi_min", a.rssiMin, &out)
        o.optionalInt("rssi_max", a.rssiMax, &out)
        o.bool("connectable", a.connectable, &out)
        o.raw("services", &out) { out in
            out.append(UInt8(ascii: "["))
            for (i, uuid) in a.services.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.appendString(uuid.description, &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        o.raw("advertising_data", &out) { out in
            var w = JSONObjectWriter(&out)
            a.advertisingData.withBytes { JSONDumpRenderer.advertisingData($0, &w, &out) }
            w.close(&out)
        }
        if !a.scanResponseData.isEmpty {
            o.raw("scan_response_data", &out) { out in
                var w = JSONObjectWriter(&out)
                a.scanResponseData.withBytes { JSONDumpRenderer.advertisingData($0, &w, &out) }
                w.close(&out)
            }
        }
    }
}
