import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// NDJSON for `dump --json`: one object per event. The schema is documented in docs/json.md.
final class JSONDumpRenderer {
    /// What lines keep from line to line (the day's text, the heads of ATT lines, the attribute objects, the field
    /// writer's storage, the advertised data written last): one value, reached with one access per line (each
    /// access to a class's stored property is checked for exclusivity at run time, and an ATT message's line used
    /// to reach four), or none in a run that holds it (`holding`).
    private var lines = Lines()

    func header(path: String, format: CaptureFormat, into out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("capture", &out)
        o.string("file", path, &out)
        Self.formatFields(format, key: "format", &o, &out)
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    /// The fields that name a capture format; a bug report names its own, then what it holds under `contents`.
    private static func formatFields(_ format: CaptureFormat, key: StaticString, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        switch format {
        case .btsnoop(let datalink):
            o.string(key, "btsnoop", &out)
            o.int("datalink", datalink, &out)
        case .pcap(let dlt):
            o.string(key, "pcap", &out)
            o.int("dlt", dlt, &out)
        case .pcapng(let dlt):
            o.string(key, "pcapng", &out)
            o.int("dlt", dlt, &out)
        case .packetLogger(let little):
            o.string(key, "packetlogger", &out)
            o.string("byte_order", little ? "little_endian" : "big_endian", &out)
        case .btsnooz(let version):
            o.string(key, "btsnooz", &out)
            o.int("btsnooz_version", version, &out)
        case .androidBugReport(let entry, let contents):
            o.string(key, "android_bugreport", &out)
            o.optionalString("entry", entry, &out)
            formatFields(contents, key: "contents", &o, &out)
        }
    }

    /// `kernelDrops` (live from the monitor): records the kernel dropped; `leftOut`: records a live story left out
    /// because its output fell behind (the -w file has them). With `filtered`, the connections, ATT PDUs and
    /// warnings are those a filter kept (`"filtered":true`).
    func summary(_ s: Pipeline.Statistics, kernelDrops: UInt32? = nil, leftOut: Int = 0, filtered: Bool = false,
                 into out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.record("summary", &out)
        o.int("records", s.records, &out)
        o.int("hci_packets", s.hciPackets, &out)
        o.int("acl_packets", s.aclPackets, &out)
        o.int("l2cap_pdus", s.l2capPDUs, &out)
        o.int("att_pdus", s.attPDUs, &out)
        o.int("connections", s.connections, &out)
        o.int("warnings", s.warnings, &out)
        if let kernelDrops { o.int("kernel_drops", kernelDrops, &out) }
        if leftOut > 0 { o.int("left_out_of_story", leftOut, &out) }
        if s.controllerLogPackets > 0 { o.int("controller_log_packets", s.controllerLogPackets, &out) }
        if filtered { o.bool("filtered", true, &out) }
        if s.linkLayerPackets > 0 {
            o.int("ll_packets", s.linkLayerPackets, &out)
            o.int("ll_crc_errors", s.linkLayerCRCErrors, &out)
        }
        o.close(&out)
        out.append(UInt8(0x0A))
    }

    func render(_ event: Event, into out: inout ByteSink) { lines.render(event, into: &out) }

    /// Runs `body` on the renderer's state, through one access.
    func withLines<R>(_ body: (inout Lines) -> R) -> R { body(&lines) }

    /// Runs `body` with the renderer's state moved out of it for the whole call, then puts it back: a run writes
    /// its events through `Lines.render` on the held value, with no checked access per event. Nothing may use the
    /// renderer itself inside `body`: it holds a fresh state meanwhile.
    func holding<R>(_ body: (inout Lines) -> R) -> R {
        var held = Lines()
        swap(&held, &lines)
        // The command set the clock before its run: asked at the run's first line, not per line.
        held.runTimesRelative = .some(nil)
        let result = body(&held)
        held.runTimesRelative = .none
        swap(&held, &lines)
        return result
    }

    /// The state of `lines` and the lines that use it most (`att` here, `procedure` for `analyze --json`).
    struct Lines: ~Copyable {
        /// Connections of an air capture (their directions are named after the central and the peripheral).
        var air: Set<Int> = []
        /// The attribute objects written last, reused while notifications keep touching the same attributes (of
        /// several connections taking turns).
        var attributes = AttributeObjects()
        /// The heads of notifications' procedure lines (`analyze --json`), reused while notifications keep touching
        /// the same attributes.
        var notificationHeads = NotificationHeads()
        /// `{"type":"procedure","schema_version":1,"frame":`, made at the first procedure line.
        var procedureStart: [UInt8] = []
        /// Writes the values the pipeline left undecoded (`ATTMessage.decodesLater`, `DecodedProcedure.decodesLater`).
        var fieldWriter = JSONFieldWriter()
        /// The fields an advertising report's data decides (`name`, then `advertisingData`'s), as the last reports
        /// with the same data wrote them: advertisers repeat their data, and parsing and decoding it again for every
        /// report was most of the time `dump --json` takes on a phone's capture.
        /// At most 32 entries, each at most a report's data and what it decodes to.
        var advertised = RecentEntries<Bytes, [UInt8]>(capacity: 32)

        mutating func begin(_ type: StaticString, _ event: Event, _ out: inout ByteSink) -> JSONObjectWriter {
            var o = JSONObjectWriter(&out)
            o.record(type, &out)
            o.int("frame", event.frame, &out)
            time(event.time, &o, &out)
            o.int("adapter", event.adapter, &out)
            return o
        }

        /// The second of the last event's time, and its text: consecutive events are often of one second, and
        /// nearly always of one day.
        var secondText = SecondText()

        struct SecondText: ~Copyable {
            private var day = Int64.min
            /// `"2026-03-14T09:26:53.`: the time's JSON string up to its microseconds (the date's 12 bytes, or
            /// more for an expanded year, then the time of day's 9).
            private var text = ByteSink(capacity: 64)
            /// The time, in microseconds, at which the kept second starts (nil until one is kept).
            private var secondStart: Int64?

            /// Appends the text of a time of the kept second (its microseconds and the string's end, after the kept
            /// text) and returns true; false, writing nothing, for a time of another second. Most lines' times are:
            /// no division then splits the time into day, second and microseconds.
            mutating func appendInKeptSecond(_ microseconds: Int64, to out: inout ByteSink) -> Bool {
                guard let start = secondStart else { return false }
                // Times of any two records may be as far apart as Int64 allows: the difference is checked.
                let (micro, overflow) = microseconds.subtractingReportingOverflow(start)
                guard !overflow, micro >= 0, micro < 1_000_000 else { return false }
                out.append(text, sixDigits: Int(micro), "Z\"")
                return true
            }

            /// Keeps the text of `second` of `day` (for a time `appendInKeptSecond` did not take: of another second),
            /// its date made again only when the day changed, then appends it with the `micro`seconds and the
            /// string's end, in one step.
            mutating func append(day: Int64, second: Int64, micro: Int64, to out: inout ByteSink) {
                if day != self.day {
                    text.removeAll()
                    text.append(UInt8(ascii: "\""))
                    Timestamp.appendISO8601Day(day, to: &text)
                    self.day = day
                } else {
                    text.removeLast(9)
                }
                Timestamp.appendISO8601Clock(second, to: &text)
                // The day and second came from a time whose microseconds are `micro`, so it starts there; a time so
                // far from 1970 that the start would overflow keeps none (each of its lines then comes here).
                let (dayStart, dayOverflow) = day.multipliedReportingOverflow(by: 86_400_000_000)
                let (withSecond, secondOverflow) = dayStart.addingReportingOverflow(second * 1_000_000)
                secondStart = dayOverflow || secondOverflow ? nil : withSecond
                out.append(text, sixDigits: Int(micro), "Z\"")
            }
        }

        /// While a run holds these lines (`holding`), whether its times are relative to the capture's first record:
        /// `.some(nil)` until the run's first line asks the clock (`TimeText.clock`), then the answer, kept for the
        /// other lines. The pipeline decides at the first record, before it makes any event, and never changes its
        /// mind (`Pipeline.checkClock`), so later lines neither copy the clock's reference nor read it. `.none`
        /// outside a held run, when every line asks the clock.
        var runTimesRelative: Bool?? = .none

        /// `TimeText.json`, with all but the microseconds of the ISO 8601 form written once per second
        /// (`Timestamp.appendISO8601` writes the same bytes).
        mutating func time(_ t: Timestamp, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
            let relative: Bool
            if case .some(let known?) = runTimesRelative {
                relative = known
            } else {
                relative = TimeText.clock?.relativeOrigin != nil
                if case .some = runTimesRelative { runTimesRelative = .some(relative) }
            }
            if relative {
                TimeText.json(t, &o, &out)
                return
            }
            o.raw("time", &out) { out in
                if secondText.appendInKeptSecond(t.microseconds, to: &out) { return }
                let (day, second, micro) = t.isoParts
                secondText.append(day: day, second: second, micro: micro, to: &out)
            }
        }

        /// What `att` lines write the same way line after line, as bytes.
        var attHeads = AttHeads()

        struct AttHeads: ~Copyable {
            /// `{"type":"att","schema_version":1,"frame":`, as `begin("att")` writes it.
            private var start: [UInt8] = []

            /// What decides a line's fields after its time, before its `cid`: its adapter, connection, direction and
            /// opcode, and whether the opcode is written.
            struct Key: Equatable {
                var adapter: UInt16
                var connection: Int
                var direction: StaticString
                var opcode: ATTOpcode
                var writesOpcode: Bool

                init(adapter: UInt16, connection: Int, direction: StaticString, opcode: ATTOpcode, writesOpcode: Bool) {
                    self.adapter = adapter
                    self.connection = connection
                    self.direction = direction
                    self.opcode = opcode
                    self.writesOpcode = writesOpcode
                }

                init(adapter: UInt16, _ m: ATTMessage) {
                    self.adapter = adapter
                    let info = m.connection
                    connection = info.id
                    direction = LinkLayerRendering.directionLiteral(m.direction, air: info.isAir)
                    opcode = m.opcode
                    writesOpcode = !m.bytes.isEmpty || m.originalLength == nil
                }

                static func == (a: Key, b: Key) -> Bool {
                    a.adapter == b.adapter && a.connection == b.connection && a.opcode == b.opcode
                        && a.writesOpcode == b.writesOpcode && a.direction.isSameLiteral(as: b.direction)
                }

                /// `,"adapter":…,"connection":…,"direction":"…"` and, when written, `,"opcode":…,"opcode_name":"…"`.
                func write(_ out: inout ByteSink) {
                    var o = JSONObjectWriter(continuing: &out)
                    o.int("adapter", adapter, &out)
                    o.int("connection", connection, &out)
                    o.string("direction", direction, &out)
                    if writesOpcode {
                        o.int("opcode", opcode.rawValue, &out)
                        o.string("opcode_name", opcode.name, &out)
                    }
                }
            }

            /// The heads written last (a few connections and opcodes take turns), oldest replaced first: their keys
            /// apart from their bytes, so that looking a key up copies no array.
            private var keys: [Key] = []
            /// In slots: a head is copied out with no retain and release around the copy.
            private var texts = ByteSlots()
            private var next = 0
            static let count = 8

            mutating func writeStart(_ out: inout ByteSink) {
                if start.isEmpty { start = JSONDumpRenderer.lineStart("att") }
                out.append(start)
            }

            mutating func writeHead(_ key: Key, _ out: inout ByteSink) {
                // The connections, which tell most heads apart, compared first and in place: the generic search
                // compared whole keys through a call each.
                for i in keys.indices where keys[i].connection == key.connection && keys[i] == key {
                    texts.write(i, to: &out)
                    return
                }
                var sink = ByteSink(capacity: 128)
                key.write(&sink)
                let bytes = sink.bytes.array
                out.append(bytes)
                if keys.count < Self.count {
                    keys.append(key)
                    texts.append(bytes)
                } else {
                    keys[next] = key
                    texts.set(next, bytes)
                    next = (next + 1) % Self.count
                }
            }
        }

        /// The heads of the `hci_event` lines written last (Number Of Completed Packets, most of them), after their
        /// time and adapter: `,"direction":…,"code":…`, `,"subevent":…` when there is one, `,"name":"…"`. The name
        /// is the code's and subevent's (`HCIEvent.name`), so they and the direction decide the head.
        var eventHeads = RecentEntries<EventHead, [UInt8]>(capacity: 8)

        struct EventHead: Equatable {
            var direction: Direction
            var code: UInt8
            var subevent: UInt8?
        }

        /// An `hci_event` line that `hciEvent` writes no fields of its own for: its head from `eventHeads`.
        mutating func hciEvent(_ event: Event, _ e: HCIEvent, _ direction: Direction, _ out: inout ByteSink) {
            var o = begin("hci_event", event, &out)
            let head = EventHead(direction: direction, code: e.code.rawValue, subevent: e.subevent?.rawValue)
            if let bytes = eventHeads.value(for: head) {
                out.append(bytes)
            } else {
                var sink = ByteSink(capacity: 128)
                var h = JSONObjectWriter(continuing: &sink)
                Self.eventHead(e, direction, &h, &sink)
                let bytes = sink.bytes.array
                out.append(bytes)
                eventHeads.insert(bytes, for: head)
            }
            o.hex("parameters", e.parameters, &out)
            o.close(&out)
        }

        /// The fields of an `hci_event` line between its adapter and its parameters (`eventHeads`).
        static func eventHead(_ e: HCIEvent, _ direction: Direction, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
            o.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &out)
            o.int("code", e.code.rawValue, &out)
            o.optionalInt("subevent", e.subevent?.rawValue, &out)
            o.string("name", e.name, &out)
        }

        mutating func att(_ event: Event, _ m: ATTMessage, _ out: inout ByteSink) {
            // `begin("att")`, then `connection`, `direction`, `opcode` and `opcode_name`: all but the frame and the
            // time from bytes kept for the last few kinds of line (`AttHeads`).
            attHeads.writeStart(&out)
            out.appendInteger(Int64(event.frame))
            var o = JSONObjectWriter(continuing: &out)
            time(event.time, &o, &out)
            attHeads.writeHead(AttHeads.Key(adapter: event.adapter, m), &out)
            if m.cid != L2CAPChannelID.att.rawValue { o.int("cid", m.cid, &out) }
            if m.firstFrame != event.frame { o.int("first_frame", m.firstFrame, &out) }
            o.hex("pdu", m.bytes, &out)
            // Where the PDU's hex starts (before its closing quote): its value's is a part of it.
            let pduHex = out.count - 1 - 2 * m.bytes.count
            if let original = m.originalLength {
                o.bool("truncated", true, &out)
                o.int("original_length", original, &out)
            }
            // The value, for `decoded` too: one copy of the PDU and of its value per line.
            var value: Bytes?
            if let pdu = m.pdu {
                if let handle = pdu.handle { o.int("handle", handle, &out) }
                value = pdu.value
                if let value { o.hex("value", value, within: m.bytes, hexAt: pduHex, &out) }
                if case .errorResponse(let e) = pdu {
                    o.int("request_opcode", e.requestOpcode.rawValue, &out)
                    o.string("request_opcode_name", e.requestOpcode.name, &out)
                    o.int("error_code", e.errorCode.rawValue, &out)
                    o.string("error_name", e.errorCode.name, &out)
                }
                if case .exchangeMTURequest(let mtu) = pdu { o.int("mtu", mtu, &out) }
                if case .exchangeMTUResponse(let mtu) = pdu { o.int("mtu", mtu, &out) }
            } else if let error = m.parseError {
                o.string("malformed", "\(error)", &out)
            }
            // Only handles the capture's discovery (or a reused table) explains; "handle" already says the rest.
            let ref = m.attribute
            if let ref, ref.isDiscovered {
                o.raw("attribute", &out) { attributes.write(ref, connection: m.connection.id, &$0) }
            }
            if let decoded = m.decoded {
                o.raw("decoded", &out) { JSONAnalyzeRenderer.decoded(decoded, &$0) }
            } else if m.decodesLater, let uuid = ref?.uuid, let value {
                o.raw("decoded", &out) { fieldWriter.write(uuid, value, rates: m.derivedRates, into: &$0) }
            }
            o.close(&out)
        }
    }

}

/// The version of the NDJSON schema (docs/json.md#schema-version, docs/schema/) that every top-level object names
/// right after its `type`. ATT and procedure lines keep their start, with it, as bytes made once (`lineStart`).
let ndjsonSchemaVersion = 1

extension JSONDumpRenderer {
    /// `{"type":TYPE,"schema_version":N,"frame":`: the start of a line of `type` up to its frame's digits, for the
    /// lines that keep it as bytes (ATT and procedure lines).
    static func lineStart(_ type: StaticString) -> [UInt8] {
        var sink = ByteSink(capacity: 64)
        var o = JSONObjectWriter(&sink)
        o.record(type, &sink)
        o.raw("frame", &sink) { _ in }
        return sink.bytes.array
    }
}

extension JSONObjectWriter {
    /// `"type":TYPE,"schema_version":N`: how every top-level NDJSON object begins.
    mutating func record(_ type: StaticString, _ out: inout ByteSink) {
        string("type", type, &out)
        int("schema_version", ndjsonSchemaVersion, &out)
    }
}

extension JSONDumpRenderer {
    /// A controller's version: `version`, `version_name`, `company`, `company_name`, `subversion`.
    static func versionFields(_ v: ControllerVersion, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        o.int("version", v.version, &out)
        o.string("version_name", v.versionName, &out)
        o.int("company", v.company, &out)
        o.optionalString("company_name", v.companyName, &out)
        o.int("subversion", v.subversion, &out)
    }

    /// The advertising data of a report or an air-capture advertising PDU: `data` (hex), `ad` (each AD structure
    /// with its type, name and decoded fields, and its problems) and `problems` (the layout's).
    static func advertisingData(_ data: Bytes, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        o.hex("data", data, &out)
        let (structures, problems) = ADStructure.parse(data)
        o.raw("ad", &out) { out in
            out.append(UInt8(ascii: "["))
            for (k, ad) in structures.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                var fields = [DecodedField("type", .int(Int64(ad.type))),
                              DecodedField("type_name", .string(ADStructure.typeName(ad.type)))]
                fields += ad.decoded.fields
                if !ad.decoded.problems.isEmpty {
                    fields.append(DecodedField("problems", .array(ad.decoded.problems.map { .string($0) })))
                }
                JSONAnalyzeRenderer.object(fields, &out)
            }
            out.append(UInt8(ascii: "]"))
        }
        if !problems.isEmpty {
            o.raw("problems", &out) { JSONAnalyzeRenderer.scalar(.array(problems.map { .string($0) }), &$0) }
        }
    }
}

extension JSONDumpRenderer.Lines {
    /// The line of one event (`JSONDumpRenderer.render`).
    mutating func render(_ event: Event, into out: inout ByteSink) {
        // One switch: each one copies the payload.
        switch event.payload {
        case .att(let m): att(event, m, &out)
        case .event(let e, let direction, let connection): eventLine(event, e, direction, connection, &out)
        case .command(let c, let direction, let connection):
            var o = begin("hci_command", event, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &out)
            o.optionalInt("connection", connection?.id, &out)
            o.int("opcode", c.opcode.rawValue, &out)
            o.int("ogf", c.opcode.ogf, &out)
            o.int("ocf", c.opcode.ocf, &out)
            o.string("name", c.opcode.name, &out)
            o.hex("parameters", c.parameters, &out)
            o.close(&out)
        case .connectionFound(let info):
            if info.linkLayer != nil { air.insert(info.id) }
            var o = begin("connection", event, &out)
            connectionFields(&o, info, &out)
            o.bool("before_capture", true, &out)
            o.close(&out)
        case .acl(let header, let data, let direction, let connection):
            var o = begin("acl", event, &out)
            o.int("connection", connection.id, &out)
            o.int("handle", header.handle, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &out)
            o.int("packet_boundary", header.packetBoundary, &out)
            o.int("length", header.dataLength, &out)
            o.hex("data", data, &out)
            o.close(&out)
        case .l2cap(let pdu, let direction, let connection):
            var o = begin("l2cap", event, &out)
            o.int("connection", connection.id, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, connection), &out)
            o.int("cid", pdu.cid, &out)
            o.optionalInt("psm", pdu.psm, &out)
            o.int("length", pdu.payload.count, &out)
            if let original = pdu.originalLength {
                o.bool("truncated", true, &out)
                o.int("original_length", original, &out)
            }
            if pdu.firstFrame != event.frame { o.int("first_frame", pdu.firstFrame, &out) }
            o.hex("payload", pdu.payload, &out)
            o.close(&out)
        case .signalling(let result, let cid, let direction, let connection):
            var o = begin("l2cap_signal", event, &out)
            o.int("connection", connection.id, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, connection), &out)
            o.int("cid", cid, &out)
            switch result {
            case .success(let command):
                o.int("code", command.code.rawValue, &out)
                o.string("name", command.code.name, &out)
                o.int("identifier", command.identifier, &out)
                o.string("summary", command.summary, &out)
            case .failure(let error):
                o.string("malformed", "\(error)", &out)
            }
            o.close(&out)
        case .smp(let bytes, let cid, let direction, let connection):
            var o = begin("smp", event, &out)
            o.int("connection", connection.id, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, connection), &out)
            o.int("cid", cid, &out)
            if let code = bytes[checked: 0] {
                o.int("code", code, &out)
                o.string("name", SMPCode(rawValue: code).name, &out)
            }
            o.string("summary", SMP.summary(bytes), &out)
            o.close(&out)
        case .linkLayer(let e):
            if let info = e.connection { air.insert(info.id) }
            let type: StaticString
            switch e.pdu {
            case .advertising(let pdu): type = pdu.kind == .connectInd ? "ll_connect" : "ll_advertising"
            case .data(_, let control): type = control == nil ? "ll_data" : "ll_control"
            }
            var o = begin(type, event, &out)
            LinkLayerRendering.json(e, &o, &out)
            o.close(&out)
        case .adapter(let a):
            var o = begin("adapter", event, &out)
            o.string("kind", a.kind.rawValue, &out)
            o.optionalString("address", a.address?.description, &out)
            o.optionalInt("controller_type", a.controllerType, &out)
            o.optionalInt("bus", a.bus, &out)
            o.optionalString("name", a.name, &out)
            o.optionalInt("manufacturer", a.manufacturer, &out)
            o.close(&out)
        case .note(let text):
            var o = begin("note", event, &out)
            o.string("text", text, &out)
            o.close(&out)
        case .log(let priority, let identifier, let message):
            var o = begin("log", event, &out)
            o.int("priority", priority, &out)
            o.string("identifier", identifier, &out)
            o.string("message", message, &out)
            o.close(&out)
        case .monitor(let opcode, let body):
            var o = begin("monitor", event, &out)
            o.int("opcode", opcode.rawValue, &out)
            o.string("name", opcode.name, &out)
            o.hex("data", body, &out)
            o.close(&out)
        case .otherPacket(let type, let direction, let body):
            var o = begin("packet", event, &out)
            o.int("packet_type", type.rawValue, &out)
            o.string("name", type.name, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &out)
            o.int("length", body.count, &out)
            o.close(&out)
        case .controllerLog(let log):
            var o = begin("controller_log", event, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(log.direction, air: false), &out)
            o.int("handle", log.handle, &out)
            o.string("vendor", log.vendor, &out)
            o.string("kind", log.kind, &out)
            o.int("length", log.data.count, &out)
            o.hex("data", log.data, &out)
            o.close(&out)
        case .connectionEnd(let info, _):
            air.remove(info.id)
            return
        case .gatt, .gattOpen, .gattTable, .connectionAttempt, .localController:
            // Procedures, tables and conclusions belong to `analyze` and `gatt`; `dump` lists packets.
            return
        case .diagnostic(let d):
            var o = JSONObjectWriter(&out)
            o.record("diagnostic", &out)
            o.optionalInt("frame", d.frame, &out)
            TimeText.json(event.time, &o, &out)
            o.string("severity", d.severity.rawValue, &out)
            o.string("layer", d.layer.rawValue, &out)
            o.string("code", d.code, &out)
            o.string("message", d.message, &out)
            o.close(&out)
        }
        out.append(UInt8(0x0A))
    }

    mutating func connectionFields(_ o: inout JSONObjectWriter, _ info: ConnectionInfo, _ out: inout ByteSink) {
        o.int("connection", info.id, &out)
        o.int("handle", info.handle, &out)
        o.optionalString("peer", info.peer?.description, &out)
        o.optionalString("peer_type", info.peerType?.name, &out)
        o.optionalString("name", info.name, &out)
        o.optionalString("role", info.role?.rawValue, &out)
        if let le = info.isLE { o.string("transport", le ? "le" : "br_edr", &out) }
        if let ms = info.intervalMilliseconds { o.double("interval_ms", ms, &out) }
        o.optionalInt("latency", info.latency, &out)
        o.optionalInt("supervision_timeout_ms", info.supervisionTimeoutMilliseconds, &out)
        if let ll = info.linkLayer { o.raw("link_layer", &out) { LinkLayerRendering.connectionJSON(ll, &$0) } }
    }

    mutating func eventLine(
        _ event: Event, _ e: HCIEvent, _ direction: Direction, _ connection: ConnectionInfo?, _ out: inout ByteSink
    ) {
        var o: JSONObjectWriter
        switch e.detail {
        case .connectionComplete(let c):
            o = begin("connection", event, &out)
            o.string("event", e.name, &out)
            o.int("status", c.status.rawValue, &out)
            if c.status.rawValue != 0 {
                o.string("status_name", c.status.name, &out)
                o.int("handle", c.handle, &out)
                o.string("peer", c.peer.description, &out)
            } else if let info = connection {
                connectionFields(&o, info, &out)
            }
        case .disconnectionComplete(let status, let handle, let reason):
            o = begin("disconnection", event, &out)
            o.optionalInt("connection", connection?.id, &out)
            o.int("handle", handle, &out)
            o.int("status", status.rawValue, &out)
            o.int("reason", reason.rawValue, &out)
            o.string("reason_name", reason.name, &out)
            if status.rawValue == 0, let d = connection?.disconnection {
                o.string("initiator", d.initiator.rawValue, &out)
                o.optionalInt("command_frame", d.commandFrame, &out)
            }
        case .remoteVersion(let status, let handle, let version):
            o = begin("remote_version", event, &out)
            o.optionalInt("connection", connection?.id, &out)
            o.int("handle", handle, &out)
            o.int("status", status.rawValue, &out)
            if status.rawValue == 0 { JSONDumpRenderer.versionFields(version, &o, &out) }
        case .connectionUpdateComplete(let status, let handle, let interval, let latency, let timeout):
            o = begin("connection_update", event, &out)
            o.optionalInt("connection", connection?.id, &out)
            o.int("handle", handle, &out)
            o.int("status", status.rawValue, &out)
            o.double("interval_ms", Double(interval) * 1.25, &out)
            o.int("latency", latency, &out)
            o.int("supervision_timeout_ms", Int(timeout) * 10, &out)
        case .encryptionChange(let status, let handle, let enabled, let keySize):
            o = begin("encryption_change", event, &out)
            o.optionalInt("connection", connection?.id, &out)
            o.int("handle", handle, &out)
            o.int("status", status.rawValue, &out)
            o.bool("enabled", enabled != 0, &out)
            o.optionalInt("key_size", keySize, &out)
            if status.rawValue == 0, enabled != 0 { o.optionalString("keys", connection?.encryptionKeys?.rawValue, &out) }
        case .dataLengthChange(let handle, let txOctets, let txTime, let rxOctets, let rxTime):
            o = begin("data_length_change", event, &out)
            o.optionalInt("connection", connection?.id, &out)
            o.int("handle", handle, &out)
            o.int("max_tx_octets", txOctets, &out)
            o.int("max_tx_time_us", txTime, &out)
            o.int("max_rx_octets", rxOctets, &out)
            o.int("max_rx_time_us", rxTime, &out)
        case .phyUpdateComplete(let status, let handle, let tx, let rx):
            o = begin("phy_update", event, &out)
            o.optionalInt("connection", connection?.id, &out)
            o.int("handle", handle, &out)
            o.int("status", status.rawValue, &out)
            o.int("tx_phy", tx, &out)
            o.int("rx_phy", rx, &out)
        case .advertisingReports(let reports):
            for (index, r) in reports.enumerated() {
                if index > 0 { out.append(UInt8(0x0A)) }
                var a = begin("advertising", event, &out)
                a.string("event", e.name, &out)
                a.string("address", r.address.description, &out)
                a.string("address_type", r.addressType.name, &out)
                a.int("event_type", r.eventType, &out)
                a.string("event_type_name", r.eventTypeName, &out)
                if r.rssi != 127 { a.int("rssi", r.rssi, &out) }
                advertisedFields(r.data, &a, &out)
                a.close(&out)
            }
            if reports.isEmpty {
                var a = begin("hci_event", event, &out)
                a.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &out)
                a.int("code", e.code.rawValue, &out)
                a.optionalInt("subevent", e.subevent?.rawValue, &out)
                a.string("name", e.name, &out)
                a.hex("parameters", e.parameters, &out)
                a.close(&out)
            }
            return
        case .commandComplete(let opcode, let status, _):
            o = begin("hci_event", event, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &out)
            o.int("code", e.code.rawValue, &out)
            o.string("name", e.name, &out)
            o.int("command_opcode", opcode.rawValue, &out)
            o.string("command_name", opcode.name, &out)
            if let status {
                o.int("status", status.rawValue, &out)
                o.string("status_name", status.name, &out)
            }
            o.hex("parameters", e.parameters, &out)
        case .commandStatus(let status, let opcode):
            o = begin("hci_event", event, &out)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &out)
            o.int("code", e.code.rawValue, &out)
            o.string("name", e.name, &out)
            o.int("command_opcode", opcode.rawValue, &out)
            o.string("command_name", opcode.name, &out)
            o.int("status", status.rawValue, &out)
            o.string("status_name", status.name, &out)
        default:
            hciEvent(event, e, direction, &out)
            return
        }
        o.close(&out)
    }

    mutating func advertisedFields(_ data: Bytes, _ a: inout JSONObjectWriter, _ out: inout ByteSink) {
        // After the report's own fields: `a` has written a key, so every field here begins with a comma.
        if let json = advertised.value(for: data) {
            out.append(json)
            return
        }
        var sink = ByteSink(capacity: 256)
        var w = JSONObjectWriter(&sink)
        w.int("_", 0, &sink)
        let start = sink.count
        w.optionalString("name", AdvertisingReport.localName(data), &sink)
        JSONDumpRenderer.advertisingData(data, &w, &sink)
        let json = sink.bytes.suffix(from: start).array
        // The key copied: a slice would keep the capture reader's whole buffer.
        advertised.insert(json, for: Bytes(data.array))
        out.append(json)
    }
}
