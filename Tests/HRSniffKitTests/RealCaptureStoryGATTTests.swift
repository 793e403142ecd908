import Foundation
import Testing

/// The GATT procedures in the stories of the real captures (`../shared/captures`, skipped when absent): every
/// capture is checked for the false conclusions real phones, sensors and sniffers used to lead to, about reads by
/// type, what discovery searched, ATT_MTU, what a notification names, repeated searches, when procedures happened,
/// the table's consistency, and the end of the capture. The hand-made unit tests of the same classes are in
/// GATTProcedureStoryTests.
@Suite(.enabled(if: SharedCorpus.present, "../shared/captures is absent"))
struct RealCaptureStoryGATTTests {
    typealias Object = [String: any Sendable]

    /// The frame of a timed story line ("      +0.207 s     #61  …"), or nil.
    static func frame(_ line: Substring) -> Int? {
        guard let range = line.range(of: #"^\s+[+-]\d+\.\d{3} s\s+#\d+"#, options: .regularExpression) else { return nil }
        return Int(line[range].split(separator: "#").last ?? "")
    }

    /// The gatt tables of each connection, by connection, as (handle → kind) and the services' ranges.
    static func tables(_ story: SharedCorpus.Story) -> [Int: [(server: String, attributes: [Object])]] {
        var tables: [Int: [(server: String, attributes: [Object])]] = [:]
        for t in story.records("gatt") {
            guard let c = t["connection"] as? Int else { continue }
            tables[c, default: []].append((t["server"] as? String ?? "", t["attributes"] as? [Object] ?? []))
        }
        return tables
    }

    /// Class 1: a Read By Type names and decodes its value as the requested type, and a Device Name read that
    /// way names the connection; the summary names what discovery revealed later.
    @Test(arguments: SharedCorpus.names)
    func readsByTypeAreNamed(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        var deviceNameRead: Set<Int> = []
        for p in story.records("procedure") where p["procedure"] as? String == "read" && p["attribute_type"] != nil {
            let attribute = p["attribute"] as? Object ?? [:]
            #expect(attribute["kind"] as? String != "unknown", "\(name): frame \(p["frame"] ?? "?") read by type of an unnamed handle")
            // A Device Name read by type names the connection (an empty one names nothing).
            if p["attribute_type"] as? String == "2A00", p["value"] as? String != "", p["direction"] as? String != "received",
               p["direction"] as? String != "peripheral", let c = p["connection"] as? Int {
                deviceNameRead.insert(c)
            }
        }
        for s in story.records("connection_summary") {
            guard let c = s["connection"] as? Int else { continue }
            if deviceNameRead.contains(c) { #expect(s["device_name"] != nil, "\(name): connection \(c) has no device_name") }
        }
        if name.contains("WimPi5-2026-05-19-H5105") {
            // Connections 3 and 4 inherit connection 1's table and rediscover only the same services: BlueZ goes on
            // with its cached handles, and so does the story.
            #expect(!story.lines.contains { $0.contains("read handle 0x0003 (not discovered)") })
            #expect(!story.lines.contains { $0.contains("handle 0x0010 (not discovered)") })
        }
        // A summary line names a handle as not discovered only when the connection's tables do not know it.
        let tables = Self.tables(story)
        for s in story.records("connection_summary") {
            guard let c = s["connection"] as? Int else { continue }
            for a in s["attributes"] as? [Object] ?? [] {
                guard let attribute = a["attribute"] as? Object, attribute["kind"] as? String == "unknown",
                      let handle = attribute["handle"] as? Int else { continue }
                let server = a["server"] as? String == "peer" || a["server"] as? String == "peripheral" ? "peer" : "this_device"
                let known = (tables[c] ?? []).filter { $0.server == server }.flatMap(\.attributes)
                    .contains { $0["handle"] as? Int == handle }
                #expect(!known, "\(name): connection \(c) summary calls 0x\(String(handle, radix: 16)) not discovered")
            }
        }
    }

    /// Class 8 and 18: discovery steps say what they searched. A step named after a service searched within it;
    /// a search of 0x0001–0xFFFF is not of one service; searches carry their type; Attribute Not Found ending a
    /// search is not counted as an error; a descriptor count holds descriptors only.
    @Test(arguments: SharedCorpus.names)
    func searchesSayWhatTheySearched(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let tables = Self.tables(story)
        var notFoundErrors: [Int: Int] = [:]
        for p in story.records("procedure") {
            let c = p["connection"] as? Int ?? 0
            let start = p["start_handle"] as? Int ?? 0, end = p["end_handle"] as? Int ?? 0
            switch p["procedure"] as? String {
            case "discovery":
                let kind = p["discovery"] as? String ?? ""
                if kind != "descriptors" && kind != "information" {
                    #expect(p["attribute_type"] != nil, "\(name): frame \(p["frame"] ?? "?") \(kind) without its type")
                }
                if kind == "primary_service_by_uuid" { #expect(p["uuid"] != nil, "\(name): frame \(p["frame"] ?? "?")") }
                if let within = p["within"] as? Object, kind == "characteristics" || kind == "included_services" {
                    let service = (tables[c] ?? []).flatMap(\.attributes).first {
                        $0["handle"] as? Int == within["handle"] as? Int && ($0["kind"] as? String)?.hasSuffix("service") == true
                    }
                    if let serviceEnd = service?["end_handle"] as? Int {
                        #expect(end <= serviceEnd, "\(name): frame \(p["frame"] ?? "?") searched past its service")
                    }
                }
                if start <= 1 && end == 0xFFFF { #expect(p["within"] == nil, "\(name): frame \(p["frame"] ?? "?")") }
                if kind == "descriptors", let found = p["found"] as? Int, end < 0xFFFF {
                    // What the table knows in the range that is not a descriptor (values, declarations) is not
                    // among the descriptors found.
                    let others = Set((tables[c] ?? []).flatMap(\.attributes).filter {
                        $0["kind"] as? String != "descriptor" && (start ... max(start, end)).contains($0["handle"] as? Int ?? -1)
                    }.compactMap { $0["handle"] as? Int })
                    #expect(found <= end - start + 1 - others.count, "\(name): frame \(p["frame"] ?? "?") counts \(found) descriptors")
                }
            case "error":
                // Attribute Not Found answers a search: "none", not a failure.
                let search = [4, 6, 8, 16].contains(p["request_opcode"] as? Int ?? 0)
                if search { #expect(p["attribute_type"] != nil || p["request_opcode"] as? Int == 4, "\(name): frame \(p["frame"] ?? "?")") }
                if p["error_code"] as? Int == 0x0A, !search { notFoundErrors[c, default: 0] += 1 }
            default:
                break
            }
        }
        for s in story.records("connection_summary") {
            let c = s["connection"] as? Int ?? 0
            let counted = (s["errors"] as? Object)?["Attribute Not Found"] as? Int ?? 0
            #expect(counted == notFoundErrors[c] ?? 0, "\(name): connection \(c) counts Attribute Not Found of searches")
        }
        for line in story.lines {
            #expect(!line.contains("Read By Type Request Generic Access failed"), "\(name): \(line)")
            #expect(!line.contains("characteristics of Generic Attribute: 10 found"), "\(name): \(line)")
            if line.contains("primary service by UUID") {
                #expect(line.range(of: "by UUID [0-9A-F-]{4,36}", options: .regularExpression) != nil, "\(name): \(line)")
            }
            // The old form named the attribute at the search's Starting Handle; diagnostics may name the request.
            if Self.frame(line) != nil {
                #expect(line.range(of: #"Read By Type Request .* failed"#, options: .regularExpression) == nil, "\(name): \(line)")
            }
        }
    }

    /// Class 9: the ATT_MTU a summary gives agrees with the traffic: no PDU longer than it, and no 23 under
    /// longer notifications when no exchange was captured.
    @Test(arguments: SharedCorpus.names)
    func mtuAgreesWithTheTraffic(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        var longest: [Int: Int] = [:]
        for p in story.records("procedure") {
            guard let c = p["connection"] as? Int, let value = p["value"] as? String, p["truncated"] == nil else { continue }
            let kind = p["procedure"] as? String
            let single = kind == "notification" || kind == "indication" || (kind == "write" && p["mode"] as? String == "command")
            guard single else { continue }
            longest[c] = max(longest[c] ?? 0, value.count / 2 + 3)
        }
        for s in story.records("connection_summary") {
            let c = s["connection"] as? Int ?? 0
            let mtu = s["mtu"] as? Int ?? s["mtu_at_least"] as? Int ?? 0
            // Only a connection that carried no ATT says nothing of ATT_MTU.
            let procedures = story.records("procedure").filter { $0["connection"] as? Int == c }
            #expect(mtu > 0 || (procedures.isEmpty && s["procedures"] as? Int == 0),
                    "\(name): connection \(c) has neither mtu nor mtu_at_least")
            if let l = longest[c], s["mtu_at_least"] != nil { #expect(l <= mtu, "\(name): connection \(c)") }
            if let l = longest[c], l > 23, s["mtu"] as? Int == 23 {
                Issue.record("\(name): connection \(c): ATT_MTU 23 under a \(l)-byte PDU")
            }
        }
    }

    /// Class 10: a notification or indication of a handle discovery knows as something other than a value has a
    /// warning that names both.
    @Test(arguments: SharedCorpus.names)
    func notificationsOfNonValuesAreWarned(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let warned = Set(story.records("diagnostic").filter { $0["code"] as? String == "gatt_notified_not_a_value" }
            .compactMap { $0["frame"] as? Int })
        for p in story.records("procedure") where p["procedure"] as? String == "notification" || p["procedure"] as? String == "indication" {
            let kind = (p["attribute"] as? Object)?["kind"] as? String
            if kind != nil, kind != "characteristic_value", kind != "unknown" {
                #expect(warned.contains(p["frame"] as? Int ?? -1), "\(name): frame \(p["frame"] ?? "?")")
            }
        }
    }

    /// Class 15: a search repeated unchanged is flagged, and its repeats are not added to what it found.
    @Test(arguments: SharedCorpus.names)
    func repeatedSearchesAreFlagged(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let repeated = story.records("procedure").filter { $0["repeated"] as? Bool == true }
        if !repeated.isEmpty {
            #expect(story.records("diagnostic").contains { $0["code"] as? String == "gatt_search_repeated" }, "\(name)")
            #expect(story.lines.contains { $0.contains("with no progress") }, "\(name)")
        }
        // "902 found in 451 requests": no fold adds up more than its steps found without repeats.
        for line in story.lines {
            guard let m = line.range(of: #"(\d+) found in (\d+) requests"#, options: .regularExpression) else { continue }
            let numbers = line[m].split(separator: " ").compactMap { Int($0) }
            if numbers.count == 2 { #expect(numbers[0] < 200 || numbers[1] < 100, "\(name): \(line)") }
        }
    }

    /// Class 17: procedures are told at their request, with the response beside them, and the story's lines stay
    /// in frame order.
    @Test(arguments: SharedCorpus.names)
    func proceduresAreToldAtTheirRequest(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let frames = story.lines.compactMap(Self.frame)
        let backwards = zip(frames, frames.dropFirst()).filter { $0.0 > $0.1 }
        #expect(backwards.isEmpty, "\(name): lines go back from frame \(backwards.first?.0 ?? 0) to \(backwards.first?.1 ?? 0)")
        let timed = story.lines.filter { Self.frame($0) != nil }
        var byFrame: [Int: [Substring]] = [:]
        for line in timed { if let f = Self.frame(line) { byFrame[f, default: []].append(line) } }
        for p in story.records("procedure") {
            guard let first = p["first_frame"] as? Int, let last = p["frame"] as? Int, p["procedure"] as? String != "discovery"
            else { continue }
            let told = byFrame[first] ?? []
            #expect(told.contains { $0.contains("response #\(last))") },
                    "\(name): the \(p["procedure"] ?? "?") of frames \(first)–\(last) is not told at its request")
            #expect(!(byFrame[last] ?? []).contains { $0.contains("response #\(last))") }, "\(name): frame \(last)")
        }
    }

    /// Class 19: the table is consistent or says it is not; 0x2901 has its Core name; a descriptor count does not
    /// hold the value a Find Information started at.
    @Test(arguments: SharedCorpus.names)
    func tablesAreConsistent(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(!story.text.contains("Characteristic User Descriptor"), "\(name)")
        let inconsistent = story.records("diagnostic").filter { $0["code"] as? String == "gatt_inconsistent" }
            .compactMap { $0["message"] as? String }
        for t in story.records("gatt") {
            let attributes = t["attributes"] as? [Object] ?? []
            let services = attributes.filter { ($0["kind"] as? String)?.hasSuffix("service") == true }
            for c in attributes where c["kind"] as? String == "characteristic_declaration" {
                guard let handle = c["handle"] as? Int, let value = c["value_handle"] as? Int else { continue }
                guard let service = services.last(where: { ($0["handle"] as? Int ?? 0) <= handle }),
                      let end = service["end_handle"] as? Int, value > end else { continue }
                #expect(inconsistent.contains { $0.contains(String(format: "0x%04x", value)) },
                        "\(name): value 0x\(String(value, radix: 16)) beyond its service, unsaid")
            }
        }
    }

    /// Class 20: a request the capture's end cut is not "never answered" (checked on HCI captures; on an air
    /// capture whose link the sniffer could not decrypt a response may hide in the encrypted PDUs, and a request
    /// that waited past the ATT transaction timeout is unanswered anyway); a long read says its length once.
    @Test(arguments: SharedCorpus.names)
    func theEndOfTheCaptureIsNotBlamed(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(story.text.range(of: #"\((\d+) bytes\) \(long read, \1 bytes\)"#, options: .regularExpression) == nil, "\(name)")
        if name.contains("capture_cypress_psoc6_crash_llid") {
            // The SweynTooth capture ends seconds after connection 58's last Read By Group Type Request.
            let codes = story.records("diagnostic").filter { ($0["message"] as? String)?.hasPrefix("connection 58: ") == true }
                .compactMap { $0["code"] as? String }
            #expect(codes.contains("att_request_at_capture_end"), "\(codes)")
            #expect(!codes.contains("att_request_unanswered"), "\(codes)")
        }
        let capture = story.records("capture").first ?? [:]
        let datalink = capture["datalink"] as? Int ?? capture["dlt"] as? Int ?? 0
        guard ![192, 256, 272].contains(datalink) else { return }
        let lastRecord = story.records("summary").first?["records"] as? Int ?? -1
        let ended = Set(story.records("disconnection").compactMap { $0["connection"] as? Int })
        let openAtEnd = Set(story.records("connection_summary").filter {
            $0["end_frame"] as? Int == lastRecord && !ended.contains($0["connection"] as? Int ?? -1)
        }.compactMap { $0["connection"] as? Int })
        for d in story.records("diagnostic") where d["code"] as? String == "att_request_unanswered" {
            let message = d["message"] as? String ?? ""
            for c in openAtEnd { #expect(!message.hasPrefix("connection \(c): "), "\(name): \(message)") }
        }
    }

    /// Class 1: a Device Name read names the connection's header as it names its summary (the header waits for
    /// it); where the advertised name differs, the header says both. The Even G2 glasses advertise no name
    /// (connection 3); the Telink keyboard advertises "kHID" and is called "tSample" by its Device Name.
    @Test(arguments: SharedCorpus.names)
    func deviceNameNamesTheHeader(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        var headers: [Int: Substring] = [:]
        for line in story.lines where line.hasPrefix("Connection #") && !line.hasSuffix("(continued)") {
            if let c = Int(line.dropFirst(12).prefix { $0.isNumber }) { headers[c] = line }
        }
        for s in story.records("connection_summary") {
            guard let c = s["connection"] as? Int, let device = s["device_name"] as? String else { continue }
            #expect(headers[c]?.contains("\"\(device)\"") == true, "\(name): connection \(c): \(headers[c] ?? "")")
        }
        if name == "havvk__even-g2-smart-classroom__bt.pklg" {
            #expect(headers[3] == "Connection #3 E4:64:CC:C7:6E:30 (random) \"Even G2_32_L_C76E30\"")
        }
        if name.contains("telink_zero_ltk") {
            #expect(headers[1] == "Connection #1 A4:C1:38:D8:AD:A9 (public) \"tSample\" (advertised as \"kHID\")")
        }
        if name == "AleBonora3__Tesi_BLE__mouse.pcapng" {
            #expect(headers[1] == "Connection #1 E2:E0:6B:31:00:54 (public) \"BT5.0 Mouse\"")
        }
        if name.contains("WimPi5-2026-05-19-H5105") {
            #expect(headers[3] == "Connection #3 D0:35:33:33:44:03 (random) \"GVH5105_4403\"")
        }
    }

    /// Declarations read directly are named and decoded (Core Vol 3 Part G §3.1–3.3.1): the Telink keyboard's
    /// host reads every declaration of its table.
    @Test(arguments: SharedCorpus.names)
    func declarationsReadAreNamed(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(!story.lines.contains { $0.contains(" read 2803 = ") || $0.contains(" read 2800 = ") }, "\(name)")
        if name.contains("telink_zero_ltk") {
            #expect(story.lines.contains { $0.hasSuffix("#295  read characteristic declaration 0x0002 = properties [read, notify], "
                + "value handle 0x0003, UUID 2A00 (Device Name)  (response #297)") })
            #expect(story.lines.contains { $0.hasSuffix("#291  read primary service declaration 0x0001 = UUID 1800 (Generic Access)  (response #293)") })
            #expect(!story.lines.contains { $0.contains("read Generic Access = ") })
        }
    }

    /// A request sent while another is outstanding breaks Core Vol 3 Part F §3.3.2 and is warned; the response
    /// that follows answers the first request, not "no outstanding request". The Telink capture's central sends
    /// two Exchange MTU Requests (frames 1634, 1635) and gets two responses (1637, 1638); the Cypress capture's
    /// central repeats its Read By Group Type Request, and the answers come in order.
    @Test(arguments: SharedCorpus.names)
    func responsesAnswerTheRequestsBefore(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        if name.contains("noncomplicance_telink_respond_invalid_control_pdu") {
            #expect(!story.lines.contains { $0.contains("(frame 1638): connection 10: Exchange MTU Response answers no outstanding request") })
            #expect(story.lines.contains { $0.hasSuffix("#1634  exchange MTU: client 22737, server 23 → ATT_MTU 23  (response #1637)") })
            #expect(story.lines.contains { $0.hasSuffix("#1635  exchange MTU: client 58258, server 23 → ATT_MTU 23  (response #1638)") })
        }
        if name.contains("capture_cypress_psoc6_crash_llid") {
            #expect(!story.text.contains("connection 58: Read By Group Type Response answers no outstanding request"))
            #expect(!story.text.contains("outside the range 0x056e–0xffff it asked for"))
        }
    }
}
