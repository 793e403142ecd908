import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// `analyze --json` and `gatt --json`: NDJSON of connections, procedures, tables and summaries (docs/json.md).
struct JSONAnalyzeRenderer {
    let foldNotifications: Bool
    /// Writes the lines `dump --json` writes too, and keeps what procedure lines keep from line to line (the day's
    /// text, the attribute objects, the field writer's storage, the air connections): one value, reached with one
    /// access per event (`JSONDumpRenderer.withLines`), or none in a run that holds it (`holding`).
    let dump = JSONDumpRenderer()
    let scans = JSONScan()
    init(foldNotifications: Bool) {
        self.foldNotifications = foldNotifications
    }

    /// The scans still running at the end of the capture.
    func finish(into out: inout ByteSink) {
        scans.finish(into: &out)
    }

    func render(_ event: Event, into out: inout ByteSink) {
        dump.withLines { render(event, dump: &$0, into: &out) }
    }

    /// Runs `body` with the state of the lines moved out of the renderer for the whole call
    /// (`JSONDumpRenderer.holding`): a run renders its events through `render(_:dump:into:)` on the held value.
    func holding<R>(_ body: (inout JSONDumpRenderer.Lines) -> R) -> R {
        dump.holding(body)
    }

    /// `render`, with the lines' state (the renderer's own, or one held for a run) given.
    func render(_ event: Event, dump: inout JSONDumpRenderer.Lines, into out: inout ByteSink) {
        // After the event's own objects: a connection's peer_advertising follows its connection.
        defer { scans.render(event, into: &out) }
        switch event.payload {
        case .event(let e, _, let connection):
            switch e.detail {
            case .connectionComplete(let c) where c.status.rawValue != 0:
                // Told by its `connection_attempt`.
                break
            case .connectionComplete, .disconnectionComplete, .connectionUpdateComplete, .encryptionChange,
                 .dataLengthChange, .phyUpdateComplete, .remoteVersion:
                dump.render(event, into: &out)
            case .commandStatus(let status, let opcode) where opcode.rawValue == 0x0406 && status.rawValue != 0:
                Self.disconnectRejected(status, connection, event, &out)
            case .commandComplete(let opcode, let status?, _) where opcode.rawValue == 0x0406 && status.rawValue != 0:
                Self.disconnectRejected(status, connection, event, &out)
            default:
                break
            }
        case .connectionAttempt(let attempt):
            Self.attempt(attempt, event, &out)
        case .localController(let controller):
            Self.localController(controller, event, &out)
        case .smp(let bytes, _, _, let connection):
            // The pairing the connection's security state holds once this Pairing Response is taken, as the text
            // tells it.
            if case .pairingResponse? = try? SMPPDU.parse(bytes), let method = connection.pairing,
               let requestFrame = connection.pairingRequestFrame {
                Self.pairing(method, requestFrame: requestFrame, connection: connection, event, &out)
            }
        case .connectionFound, .diagnostic:
            dump.render(event, into: &out)
        case .linkLayer(let e):
            switch e.pdu {
            case .advertising(let pdu) where pdu.kind == .connectInd && e.connection != nil:
                dump.render(event, into: &out)
            case .data(_, .some) where e.status == .ok:
                dump.render(event, into: &out)
            default:
                break
            }
        case .signalling(let result, _, _, _):
            if case .success(let command) = result, command.code.rawValue == 0x12 || command.code.rawValue == 0x13 {
                dump.render(event, into: &out)
            }
        case .gatt(let p):
            if foldNotifications {
                switch p.kind {
                case .notification, .indication: return
                default: break
                }
            }
            dump.procedure(p, &out)
        case .gattTable(let info, let database):
            Self.table(info, database, &out)
        case .connectionEnd(let info, let summary):
            Self.summary(info, summary, event, &out)
            dump.air.remove(info.id)
        default:
            break
        }
    }

    /// `{"type":"connection_attempt",…}`: an attempt that made no connection, cancelled or failed.
    static func attempt(_ a: ConnectionAttempt, _ event: Event, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("connection_attempt", &out)
        o.int("frame", event.frame, &out)
        TimeText.json(event.time, &o, &out)
        o.int("adapter", event.adapter, &out)
        o.string("outcome", a.outcome.rawValue, &out)
        o.int("status", a.status.rawValue, &out)
        o.string("status_name", a.status.name, &out)
        o.string("transport", a.isLE ? "le" : "br_edr", &out)
        o.optionalString("peer", a.peer?.description, &out)
        o.optionalString("peer_type", a.peerType?.name, &out)
        if let list = a.acceptList {
            o.raw("filter_accept_list", &out) { out in
                out.append(UInt8(ascii: "["))
                for (i, entry) in list.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    var e = JSONObjectWriter(&out)
                    e.string("address", entry.address.description, &out)
                    e.string("address_type", entry.type.name, &out)
                    e.close(&out)
                }
                out.append(UInt8(ascii: "]"))
            }
            o.bool("filter_accept_list_complete", a.acceptListComplete, &out)
        }
        o.optionalString("command", a.command?.name, &out)
        o.optionalInt("command_frame", a.commandFrame, &out)
        o.optionalInt("cancel_frame", a.cancelFrame, &out)
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    /// `{"type":"local_controller",…}`: what the capture says of the captured device's own controller.
    static func localController(_ c: LocalController, _ event: Event, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("local_controller", &out)
        o.int("frame", event.frame, &out)
        TimeText.json(event.time, &o, &out)
        o.int("adapter", c.adapter, &out)
        o.optionalString("address", c.address?.description, &out)
        if let version = c.version { o.raw("version", &out) { Self.version(version, &$0) } }
        o.string("source", c.source.rawValue, &out)
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    /// `{"version":8,"version_name":"Bluetooth 4.2","company":93,"company_name":"…","subversion":34658}`.
    static func version(_ v: ControllerVersion, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        JSONDumpRenderer.versionFields(v, &o, &out)
        o.close(&out)
    }

    /// `{"type":"disconnect_rejected",…}`: the controller refused a Disconnect; the connection goes on.
    static func disconnectRejected(_ status: HCIErrorCode, _ connection: ConnectionInfo?, _ event: Event,
                                   _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("disconnect_rejected", &out)
        o.int("frame", event.frame, &out)
        TimeText.json(event.time, &o, &out)
        o.int("adapter", event.adapter, &out)
        o.optionalInt("connection", connection?.id, &out)
        o.int("status", status.rawValue, &out)
        o.string("status_name", status.name, &out)
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    /// `{"type":"pairing",…}`: how the two devices pair, from the Pairing Request and Response (as the text says).
    static func pairing(_ m: SMPPairingMethod, requestFrame: Int, connection: ConnectionInfo, _ event: Event,
                        _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("pairing", &out)
        o.int("frame", event.frame, &out)
        TimeText.json(event.time, &o, &out)
        o.int("connection", connection.id, &out)
        o.int("request_frame", requestFrame, &out)
        o.string("pairing", m.secureConnections ? "le_secure_connections" : "le_legacy", &out)
        o.bool("secure_connections", m.secureConnections, &out)
        let model: StaticString
        switch m.model {
        case .justWorks: model = "just_works"
        case .passkeyEntry: model = "passkey_entry"
        case .numericComparison: model = "numeric_comparison"
        case .outOfBand: model = "out_of_band"
        }
        o.string("association_model", model, &out)
        o.bool("bonding", m.bonding, &out)
        o.string("summary", m.description, &out)
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    static func attribute(_ ref: AttributeRef, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.int("handle", ref.handle, &out)
        o.string("kind", ref.kind.rawValue, &out)
        o.optionalString("uuid", ref.uuid?.string, &out)
        o.optionalString("name", ref.name, &out)
        o.optionalString("service_uuid", ref.serviceUUID?.string, &out)
        if ref.kind == .descriptor || ref.kind == .characteristicDeclaration {
            o.optionalString("characteristic_uuid", ref.characteristicUUID?.string, &out)
        }
        switch ref.source {
        case .discovered: break
        case .earlierConnection(let id): o.int("table_from_connection", id, &out)
        case .otherCapture(let name): o.string("table_from_capture", name, &out)
        }
        o.close(&out)
    }

    /// The decoded fields as one object, plus "problems" when the value broke the specification.
    static func decoded(_ value: DecodedValue, _ out: inout ByteSink) {
        var fields = value.fields
        if !value.problems.isEmpty {
            fields.append(DecodedField("problems", .array(value.problems.map { .string($0) })))
        }
        object(fields, &out)
    }

    static func object(_ fields: [DecodedField], _ out: inout ByteSink) {
        out.append(UInt8(ascii: "{"))
        for (i, f) in fields.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            if let dynamic = f.dynamicKey {
                JSON.appendString(dynamic, &out)
            } else {
                out.append(UInt8(ascii: "\""))
                out.append(f.key)
                out.append(UInt8(ascii: "\""))
            }
            out.append(UInt8(ascii: ":"))
            scalar(f.value, &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    static func scalar(_ v: DecodedScalar, _ out: inout ByteSink) {
        switch v {
        case .int(let i): out.appendInteger(i)
        case .double(let d): out.appendDecimal(d)
        case .string(let s), .special(let s): JSON.appendString(s, &out)
        case .bool(let b): out.append(b ? "true" : "false")
        case .bytes(let b): out.append(UInt8(ascii: "\"")); b.withBytes { out.appendHex($0) }; out.append(UInt8(ascii: "\""))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                scalar(item, &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            object(fields, &out)
        }
    }

    /// What a search asked for: `attribute_type` (and its name), `uuid` (and its name) for Find By Type Value,
    /// and with `ranged` its `start_handle` and `end_handle`.
    static func search(_ p: DecodedProcedure, ranged: Bool, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        guard let search = p.search else { return }
        if let type = search.type {
            o.string("attribute_type", type.string, &out)
            o.optionalString("attribute_type_name", Registry.attributeName(type), &out)
        }
        if let uuid = search.value {
            o.string("uuid", uuid.string, &out)
            o.optionalString("uuid_name", Registry.serviceName(uuid), &out)
        }
        if ranged {
            o.int("start_handle", search.range.lowerBound, &out)
            o.int("end_handle", search.range.upperBound, &out)
        }
    }

    /// `{"type":"gatt","connection":N,"peer":…,"attributes":[…]}`.
    static func table(_ info: ConnectionInfo, _ database: AttributeDatabase, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("gatt", &out)
        o.int("connection", info.id, &out)
        o.optionalString("peer", info.peer?.description, &out)
        o.string("server", database.serverIsCapturedDevice ? "this_device" : "peer", &out)
        switch database.source {
        case .discovered: o.string("source", "discovered", &out)
        case .earlierConnection(let id):
            o.string("source", "earlier_connection", &out)
            o.int("source_connection", id, &out)
        case .otherCapture(let name):
            o.string("source", "other_capture", &out)
            o.string("source_capture", name, &out)
        }
        o.raw("attributes", &out) { out in
            out.append(UInt8(ascii: "["))
            for (i, r) in database.rows.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                var a = JSONObjectWriter(&out)
                a.int("handle", r.handle, &out)
                a.string("kind", r.kind.rawValue, &out)
                a.string("uuid", r.uuid.string, &out)
                let name = GattTableText.name(r)
                if !name.isEmpty && !name.hasPrefix("(") { a.string("name", name, &out) }
                if let p = r.properties, r.kind == .characteristicDeclaration || r.kind == .characteristicValue {
                    a.raw("properties", &out) { out in
                        out.append(UInt8(ascii: "["))
                        for (k, n) in p.names.enumerated() {
                            if k > 0 { out.append(UInt8(ascii: ",")) }
                            JSON.appendString(n, &out)
                        }
                        out.append(UInt8(ascii: "]"))
                    }
                }
                a.optionalInt("value_handle", r.valueHandle, &out)
                a.optionalInt("end_handle", r.endHandle, &out)
                if let range = r.includedRange {
                    a.int("included_start_handle", range.lowerBound, &out)
                    a.int("included_end_handle", range.upperBound, &out)
                }
                a.close(&out)
            }
            out.append(UInt8(ascii: "]"))
        }
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    static func summary(_ info: ConnectionInfo, _ s: GATTSummary, _ event: Event, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("connection_summary", &out)
        o.int("connection", info.id, &out)
        o.optionalString("peer", info.peer?.description, &out)
        o.optionalString("name", info.name, &out)
        o.optionalString("device_name", s.deviceName, &out)
        o.int("start_frame", info.startFrame, &out)
        o.int("end_frame", event.frame, &out)
        o.double("duration_s", Double(event.time.microseconds(since: info.startTime)) / 1e6, &out)
        // ATT_MTU when the capture proves it; otherwise the lower bound the traffic proves.
        // A connection that carried no ATT says nothing of ATT_MTU: neither field.
        if s.carriedATT {
            if let mtu = s.mtu { o.int("mtu", mtu, &out) } else { o.int("mtu_at_least", s.mtuAtLeast, &out) }
        }
        if !s.enhancedBearers.isEmpty {
            o.raw("eatt_bearers", &out) { out in
                out.append(UInt8(ascii: "["))
                for (i, bearer) in s.enhancedBearers.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    var b = JSONObjectWriter(&out)
                    b.int("cid", bearer.bearer, &out)
                    b.int("mtu", bearer.mtu, &out)
                    b.close(&out)
                }
                out.append(UInt8(ascii: "]"))
            }
        }
        o.int("procedures", s.procedures, &out)
        if let version = info.peerVersion { o.raw("peer_version", &out) { Self.version(version, &$0) } }
        if let d = info.disconnection {
            o.raw("disconnection", &out) { out in
                var e = JSONObjectWriter(&out)
                e.int("reason", d.reason.rawValue, &out)
                e.string("reason_name", d.reason.name, &out)
                e.string("initiator", d.initiator.rawValue, &out)
                e.optionalInt("command_frame", d.commandFrame, &out)
                e.close(&out)
            }
        }
        if let ll = info.linkLayer { o.raw("link_layer", &out) { LinkLayerRendering.connectionJSON(ll, &$0) } }
        o.raw("errors", &out) { out in
            out.append(UInt8(ascii: "{"))
            for (i, e) in s.errors.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.appendString(e.key, &out)
                out.append(UInt8(ascii: ":"))
                out.appendInteger(Int64(e.value))
            }
            out.append(UInt8(ascii: "}"))
        }
        o.raw("attributes", &out) { out in
            out.append(UInt8(ascii: "["))
            for (i, key) in s.order.enumerated() {
                guard let a = s.activity[key] else { continue }
                if i > 0 { out.append(UInt8(ascii: ",")) }
                var e = JSONObjectWriter(&out)
                e.raw("attribute", &out) { attribute(a.attribute, &$0) }
                e.string("server", info.linkLayer != nil ? (a.onCapturedDevice ? "central" : "peripheral")
                    : a.onCapturedDevice ? "this_device" : "peer", &out)
                e.int("reads", a.reads, &out)
                e.int("writes", a.writes, &out)
                e.int("notifications", a.notifications, &out)
                e.int("indications", a.indications, &out)
                e.int("errors", a.errors, &out)
                if let rate = a.rate { e.double("rate_per_s", (rate * 1000).rounded() / 1000, &out) }
                if a.longestGap > 0 { e.double("longest_gap_s", Double(a.longestGap) / 1e6, &out) }
                if a.contactLost > 0 {
                    e.int("sensor_contact_lost", a.contactLost, &out)
                    e.int("sensor_contact_lost_periods", a.contactLostPeriods, &out)
                    e.double("sensor_contact_lost_s", Double(a.contactLostMicroseconds) / 1e6, &out)
                }
                if let hrv = a.hrv, hrv.count > 1 {
                    e.raw("hrv", &out) { out in
                        var h = JSONObjectWriter(&out)
                        h.int("rr_count", hrv.count, &out)
                        if let v = hrv.sdnn { h.double("sdnn_ms", (v * 10).rounded() / 10, &out) }
                        if let v = hrv.rmssd { h.double("rmssd_ms", (v * 10).rounded() / 10, &out) }
                        if let v = hrv.pnn50 { h.double("pnn50_percent", (v * 10).rounded() / 10, &out) }
                        h.close(&out)
                    }
                }
                if !a.seriesOrder.isEmpty {
                    e.raw("statistics", &out) { out in
                        out.append(UInt8(ascii: "{"))
                        for (k, key) in a.seriesOrder.enumerated() {
                            guard let series = a.series[key] else { continue }
                            if k > 0 { out.append(UInt8(ascii: ",")) }
                            JSON.appendString(key, &out)
                            out.append(UInt8(ascii: ":"))
                            var st = JSONObjectWriter(&out)
                            st.int("count", series.count, &out)
                            st.double("min", series.minimum, &out)
                            st.double("mean", series.mean, &out)
                            st.double("max", series.maximum, &out)
                            st.optionalString("unit", series.unit, &out)
                            st.close(&out)
                        }
                        out.append(UInt8(ascii: "}"))
                    }
                }
                if !a.specialValues.isEmpty {
                    // {"energy_per_hour_kcal":{"not_available":30}}: special values, left out of `statistics`.
                    e.raw("special_values", &out) { out in
                        out.append(UInt8(ascii: "{"))
                        var keys: [String] = []
                        for s in a.specialValues where !keys.contains(s.key) { keys.append(s.key) }
                        for (k, key) in keys.enumerated() {
                            if k > 0 { out.append(UInt8(ascii: ",")) }
                            JSON.appendString(key, &out)
                            out.append(UInt8(ascii: ":"))
                            out.append(UInt8(ascii: "{"))
                            for (m, s) in a.specialValues.filter({ $0.key == key }).enumerated() {
                                if m > 0 { out.append(UInt8(ascii: ",")) }
                                JSON.appendString(s.meaning, &out)
                                out.append(UInt8(ascii: ":"))
                                out.appendInteger(Int64(s.count))
                            }
                            out.append(UInt8(ascii: "}"))
                        }
                        out.append(UInt8(ascii: "}"))
                    }
                }
                e.close(&out)
            }
            out.append(UInt8(ascii: "]"))
        }
        o.close(&out)
        out.append(UInt8(0x0A))
    }
}

/// `analyze --json`'s procedure lines, written with the state `dump --json`'s ATT lines keep (`JSONDumpRenderer.Lines`):
/// the day's text, the air connections, the attribute objects and the field writer, all reached through the one
/// access to `JSONDumpRenderer.lines` a line takes (each access to a class's stored property is checked for
/// exclusivity at run time; the procedure line used to take three, with its own field writer and attribute objects).
extension JSONDumpRenderer.Lines {
    /// `{"type":"procedure",…}`.
    mutating func procedure(_ p: DecodedProcedure, _ out: inout ByteSink) {
        // `record("procedure")` and the frame's key, kept as bytes, as an ATT line's start.
        if procedureStart.isEmpty { procedureStart = JSONDumpRenderer.lineStart("procedure") }
        out.append(procedureStart)
        out.appendInteger(Int64(p.frame))
        var o = JSONObjectWriter(continuing: &out)
        time(p.time, &o, &out)
        // The kind read once: each read copies it out of the procedure's storage.
        let kind = p.kind
        if case .notification(let r, let v) = kind, !p.truncated, p.notCaptured == nil, p.firstFrame == p.frame {
            // Most lines: the fields up to the attribute object as the last notification of the same attribute,
            // connection and direction wrote them.
            let air = air.contains(p.connection)
            notificationHeads.write(connection: p.connection, direction: p.direction, air: air, ref: r, &out) { out in
                var h = JSONObjectWriter(continuing: &out)
                h.int("connection", p.connection, &out)
                h.string("direction", LinkLayerRendering.directionLiteral(p.direction, air: air), &out)
                h.string("procedure", "notification" as StaticString, &out)
                h.raw("attribute", &out) { JSONAnalyzeRenderer.attribute(r, &$0) }
            }
            writeTail(p, r, v, attributeWritten: true, &o, &out)
            o.close(&out)
            out.append(UInt8(0x0A))
            return
        }
        o.int("connection", p.connection, &out)
        if p.truncated { o.bool("truncated", true, &out) }
        o.optionalString("not_captured", p.notCaptured?.rawValue, &out)
        if p.firstFrame != p.frame { o.int("first_frame", p.firstFrame, &out) }
        // The program's own words, written with no escaping scan (`JSONObjectWriter.string` of a literal).
        o.string("direction", LinkLayerRendering.directionLiteral(p.direction, air: air.contains(p.connection)), &out)
        var value: Bytes?
        var ref: AttributeRef?
        switch kind {
        case .mtuExchange(let client, let server, let effective):
            o.string("procedure", "mtu_exchange" as StaticString, &out)
            o.optionalInt("client_mtu", client, &out)
            o.optionalInt("server_mtu", server, &out)
            o.int("mtu", effective, &out)
        case .discovery(let kind, let range, let found, let within):
            o.string("procedure", "discovery" as StaticString, &out)
            o.string("discovery", kind.rawValue, &out)
            o.int("start_handle", range.lowerBound, &out)
            o.int("end_handle", range.upperBound, &out)
            o.int("found", found, &out)
            if let within { o.raw("within", &out) { JSONAnalyzeRenderer.attribute(within, &$0) } }
            JSONAnalyzeRenderer.search(p, ranged: false, &o, &out)
            if p.repeated { o.bool("repeated", true, &out) }
        case .read(let r, let v, let long):
            o.string("procedure", "read" as StaticString, &out)
            ref = r
            value = Bytes(v)
            if long { o.bool("long", true, &out) }
            // A read by type: the type asked for, and the range.
            JSONAnalyzeRenderer.search(p, ranged: true, &o, &out)
        case .readMultiple(let pairs, let unsplit):
            o.string("procedure", "read_multiple" as StaticString, &out)
            if let unsplit { value = Bytes(unsplit) }
            o.raw("values", &out) { out in
                out.append(UInt8(ascii: "["))
                for (i, pair) in pairs.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    var e = JSONObjectWriter(&out)
                    e.raw("attribute", &out) { JSONAnalyzeRenderer.attribute(pair.0, &$0) }
                    e.raw("value", &out) { out in
                        out.append(UInt8(ascii: "\""))
                        pair.1.withBytes { out.appendHex($0) }
                        out.append(UInt8(ascii: "\""))
                    }
                    if i < p.decodedValues.count, let d = p.decodedValues[i] { e.raw("decoded", &out) { JSONAnalyzeRenderer.decoded(d, &$0) } }
                    e.close(&out)
                }
                out.append(UInt8(ascii: "]"))
            }
        case .write(let r, let v, let mode):
            o.string("procedure", "write" as StaticString, &out)
            o.string("mode", mode.rawValue, &out)
            ref = r
            value = Bytes(v)
        case .subscription(let cccd, let characteristic, let notifications, let indications):
            o.string("procedure", notifications || indications ? "subscribe" as StaticString : "unsubscribe", &out)
            o.bool("notifications", notifications, &out)
            o.bool("indications", indications, &out)
            if let characteristic { o.raw("characteristic", &out) { JSONAnalyzeRenderer.attribute(characteristic, &$0) } }
            ref = cccd
        case .notification(let r, let v):
            o.string("procedure", "notification" as StaticString, &out)
            ref = r
            value = v
        case .indication(let r, let v):
            o.string("procedure", "indication" as StaticString, &out)
            ref = r
            value = v
        case .error(let request, let r, let code):
            o.string("procedure", "error" as StaticString, &out)
            o.int("request_opcode", request.rawValue, &out)
            o.string("request_opcode_name", request.name, &out)
            o.int("error_code", code.rawValue, &out)
            o.string("error_name", code.name, &out)
            // A search's error names what it looked for.
            JSONAnalyzeRenderer.search(p, ranged: true, &o, &out)
            ref = r
        case .serviceChanged(let range):
            o.string("procedure", "service_changed" as StaticString, &out)
            o.int("start_handle", range.lowerBound, &out)
            o.int("end_handle", range.upperBound, &out)
        case .writeCancelled(let count):
            o.string("procedure", "write_cancelled" as StaticString, &out)
            o.int("queued", count, &out)
        }
        // A read whose response the capture does not hold has no value; a write's value is the request's.
        if p.notCaptured == .response, case .read = p.kind { value = nil }
        writeTail(p, ref, value, &o, &out)
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    /// A procedure's `attribute` (unless a notification's head wrote it: `attributeWritten`), `value` and
    /// `decoded`, in that order.
    private mutating func writeTail(_ p: DecodedProcedure, _ ref: AttributeRef?, _ value: Bytes?,
                                    attributeWritten: Bool = false, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        if !attributeWritten, let ref { o.raw("attribute", &out) { attributes.write(ref, connection: p.connection, &$0) } }
        if let value {
            o.raw("value", &out) { out in
                out.append(UInt8(ascii: "\""))
                out.appendHex(value)
                out.append(UInt8(ascii: "\""))
            }
        }
        if let d = p.decoded {
            o.raw("decoded", &out) { JSONAnalyzeRenderer.decoded(d, &$0) }
        } else if p.decodesLater, let uuid = ref?.uuid, let value {
            o.raw("decoded", &out) { out in
                fieldWriter.write(uuid, value, rates: p.derivedRates, into: &out)
            }
        }
    }
}

/// The texts renderers wrote last for a few attribute references, each under a key that tells the lines apart
/// (`AttributeObjects`, `NotificationHeads`): notifications of a handful of characteristics take turns, and writing
/// the same text again (UUIDs and names) was a tenth of `analyze --json`.
///
/// An entry is found by its key, then checked against the whole reference: a connection's GATT tracker gives the
/// same reference from line to line, which compares at once, where equal references of other connections compare
/// field by field. An attribute that changed (a discovery named it) takes its entry over; once all are taken, the
/// oldest is replaced first.
struct RecentAttributeTexts<Key: Equatable>: ~Copyable {
    private let capacity: Int
    private var keys: [Key] = []
    private var refs: [AttributeRef] = []
    /// In slots: a text is copied out with no retain and release around the copy.
    private var texts = ByteSlots()
    /// The entry the next new one replaces once all are taken, and the one that answered last.
    private var next = 0
    private var last = 0

    init(capacity: Int) { self.capacity = capacity }

    /// Writes the text kept for `key` and `ref`, or the one `make` writes (kept for them). Inlined, the making and
    /// keeping of a new text apart: most lines find theirs.
    @inline(__always)
    mutating func write(_ key: Key, _ ref: AttributeRef, _ out: inout ByteSink, make: (inout ByteSink) -> Void) {
        var found = -1
        if last < keys.count, keys[last] == key {
            found = last
        } else {
            for i in keys.indices where keys[i] == key {
                found = i
                break
            }
        }
        if found >= 0, refs[found] == ref {
            last = found
            texts.write(found, to: &out)
            return
        }
        keep(found, key, ref, &out, make: make)
    }

    /// Writes and keeps a new text for `key` and `ref`: in the entry `found` (-1: none was found for `key`).
    @inline(never)
    private mutating func keep(
        _ found: Int, _ key: Key, _ ref: AttributeRef, _ out: inout ByteSink, make: (inout ByteSink) -> Void
    ) {
        var found = found
        var sink = ByteSink(capacity: 256)
        make(&sink)
        let bytes = sink.bytes.array
        out.append(bytes)
        if found < 0, keys.count < capacity {
            found = keys.count
            keys.append(key)
            refs.append(ref)
            texts.append(bytes)
        } else {
            if found < 0 {
                found = next
                next = (next + 1) % capacity
                keys[found] = key
            }
            refs[found] = ref
            texts.set(found, bytes)
        }
        last = found
    }
}

/// The fields of the last few notifications' procedure lines (`analyze --json`) from `connection` to the attribute
/// object (`,"connection":1,"direction":"received","procedure":"notification","attribute":{…}`), which depend on the
/// connection, the direction (named after the central and the peripheral on an air connection) and the attribute
/// alone: most lines are notifications of a few attributes taking turns, and these fields, written one by one, were
/// about a sixth of such a line.
struct NotificationHeads: ~Copyable {
    struct Key: Equatable {
        var connection: Int
        var handle: UInt16
        var direction: Direction
        var air: Bool
    }

    private var heads = RecentAttributeTexts<Key>(capacity: 16)

    /// Writes the head of a notification of `ref` of `connection` sent in `direction`, kept, or written by `make`
    /// (which starts after a field, with a comma) and kept.
    mutating func write(
        connection: Int, direction: Direction, air: Bool, ref: AttributeRef, _ out: inout ByteSink,
        make: (inout ByteSink) -> Void
    ) {
        heads.write(Key(connection: connection, handle: ref.handle, direction: direction, air: air), ref, &out,
                    make: make)
    }
}

/// The `attribute` objects of the last few attributes that procedures (`analyze --json`) or ATT messages (`dump
/// --json`) touched (`JSONAnalyzeRenderer.attribute`), which depend on the reference alone, found by their
/// connection and handle.
struct AttributeObjects: ~Copyable {
    struct Key: Equatable {
        var connection: Int
        var handle: UInt16
    }

    private var objects = RecentAttributeTexts<Key>(capacity: 32)

    /// Writes the object of `ref`, an attribute that a line of `connection` touches.
    mutating func write(_ ref: AttributeRef, connection: Int, _ out: inout ByteSink) {
        objects.write(Key(connection: connection, handle: ref.handle), ref, &out) { JSONAnalyzeRenderer.attribute(ref, &$0) }
    }
}
