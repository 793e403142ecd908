import Foundation
import Testing

/// The HCI connection lifecycle over the real captures of `../shared/captures` (skipped when absent): no
/// connection made of a controller's log handle, no cancelled attempt told as a failure, every line under its
/// own connection, who ended each connection as its reason says (the same in `analyze` and `report`), who the
/// controllers are, a boot clock taken for one, and the report's timeline at `analyze`'s frames and times.
@Suite(.enabled(if: SharedCorpus.present, "../shared/captures is absent"))
struct RealCaptureStoryHCITests {
    static let dsd6 = "scientistnobee__DSD6__btsnoop_hci.log"
    static let mabip = "NoahB10__MABIP__btsnoop_hci.log"
    static let androidPad = "bbmp__AndroidPad__btsnoop_hci.cfa"
    static let yeelock = "cnrd__yeelock__btsnoop_hci.log"
    static let ix7 = "soaresden__IX7TrackerPro__btsnoop_hci.log"

    /// A line of a connection: `  +0.123 s   #456  [#2] text`.
    struct StoryLine {
        var elapsed: String
        var frame: Int
        var tag: Int?
        var text: String
        /// The connection whose section the line is in (the last header's, while it is open).
        var section: Int?
    }

    /// The connection lines of a story, with the section each is in; nil for a line that breaks the rules
    /// (checked in `everyLineBelongsToItsConnection`).
    static func storyLines(_ story: SharedCorpus.Story) -> [StoryLine] {
        var lines: [StoryLine] = []
        var open: Set<Int> = []
        var section: Int?
        for line in story.lines {
            if line.hasPrefix("Connection #"), let k = Int(line.dropFirst(12).prefix { $0.isNumber }) {
                open.insert(k)
                section = k
            } else if line.hasPrefix("  Summary of connection #"), let k = Int(line.dropFirst(25).prefix { $0.isNumber }) {
                open.remove(k)
                if section == k { section = nil }
            } else if let parsed = parse(line) {
                var l = parsed
                l.section = section.flatMap { open.contains($0) ? $0 : nil }
                lines.append(l)
            }
        }
        return lines
    }

    static func parse(_ line: Substring) -> StoryLine? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("+"), line.hasPrefix("  ") else { return nil }
        let elapsed = trimmed.dropFirst().prefix { $0.isNumber || $0 == "." || $0 == "-" }
        let afterNumber = trimmed.dropFirst(1 + elapsed.count)
        guard afterNumber.hasPrefix(" s ") else { return nil }
        let rest = afterNumber.dropFirst(3).drop { $0 == " " }
        guard rest.hasPrefix("#"), let frame = Int(rest.dropFirst().prefix { $0.isNumber }) else { return nil }
        var text = rest.dropFirst().drop { $0.isNumber }.drop { $0 == " " }
        var tag: Int?
        if text.hasPrefix("[#"), let k = Int(text.dropFirst(2).prefix { $0.isNumber }) {
            tag = k
            text = text.drop { $0 != "]" }.dropFirst(2)
        }
        return StoryLine(elapsed: String(elapsed), frame: frame, tag: tag, text: String(text), section: nil)
    }

    // MARK: Class 5

    /// No capture makes a connection of a vendor's log handle (Qualcomm 0x0EDC), decodes its bytes as L2CAP or
    /// SMP, or tags lines because of it.
    @Test(arguments: SharedCorpus.names)
    func noConnectionOnAControllerLogHandle(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(!story.text.contains("handle 0x0edc, open before the capture began"))
        #expect(!story.text.contains("SMP Unknown (0x15)"))
        #expect(story.records("connection").allSatisfy { ($0["handle"] as? Int).map { $0 < 0x0EDC || $0 > 0x0EDD } ?? true })
        let notes = story.lines.filter { $0.contains("carries the Qualcomm controller's debug log, not a connection") }
        #expect(notes.count <= 1)
    }

    /// DSD6 and MABIP log Qualcomm debug packets on 0x0EDC: one note, one connection each, and DSD6's lines
    /// need no tag (only one connection is ever open).
    @Test(arguments: [dsd6, mabip, "cagnulein__qdomyos-zwift__btlogs_carnielli.cfa",
                      "vpuhoff__bk300-web-bluetooth-monitor__btsnoop_hci.log.last"])
    func qualcommDebugLogIsOneNote(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(story.lines.filter { $0.contains("ACL handle 0x0edc carries the Qualcomm controller's debug log") }.count == 1)
        #expect(story.records("summary").first?["connections"] as? Int == 1)
        #expect(Self.storyLines(story).allSatisfy { $0.tag == nil })
    }

    // MARK: Class 6

    /// No cancelled attempt is told as "failed: Unknown Connection Identifier" to 00:00:00:00:00:00, and every
    /// attempt line carries its frame and time.
    @Test(arguments: SharedCorpus.names)
    func cancelledAttemptsAreNotFailures(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(!story.text.contains("failed: Unknown Connection Identifier"))
        #expect(!story.text.contains("connection to 00:00:00:00:00:00"))
        for line in story.lines where line.contains("connection attempt to ") {
            #expect(line.range(of: #"^ +\S+ +#\d+  connection attempt to "#, options: .regularExpression) != nil, "\(line)")
        }
        let told = story.lines.filter { $0.contains("connection attempt to ") }.count
        #expect(told == story.records("connection_attempt").count)
    }

    /// The captures that cancel attempts (LE Create Connection Cancel, then status 0x02): each attempt is
    /// "cancelled by this device", with the two commands' frames.
    @Test(arguments: [(androidPad, 3), (yeelock, 1), (ix7, 2), ("johnfidel__smartEnergyMeter__doc_btsnoop_hci.log", 1),
                      ("vpuhoff__bk300-web-bluetooth-monitor__btsnoop_hci.log.last", 3)])
    func cancelledAttemptsAreTold(_ name: String, _ count: Int) throws {
        let story = try SharedCorpus.story(name)
        let cancelled = story.lines.filter { $0.contains("cancelled by this device (LE ") && $0.contains(", LE Create Connection Cancel #") }
        #expect(cancelled.count == count)
        #expect(story.records("connection_attempt").filter { $0["outcome"] as? String == "cancelled" }.count == count)
    }

    // MARK: Class 7

    /// Every connection line is in its connection's own section, or tagged with an open connection; no line
    /// follows a closed connection's summary untagged; a folded discovery line is not followed by an earlier one.
    @Test(arguments: SharedCorpus.names)
    func everyLineBelongsToItsConnection(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let lines = Self.storyLines(story)
        var open: Set<Int> = []
        for line in story.lines {
            if line.hasPrefix("Connection #"), let k = Int(line.dropFirst(12).prefix { $0.isNumber }) { open.insert(k) }
            if line.hasPrefix("  Summary of connection #"), let k = Int(line.dropFirst(25).prefix { $0.isNumber }) {
                #expect(open.remove(k) != nil, "summary of connection \(k), which is not open")
            }
        }
        for line in lines {
            if let tag = line.tag {
                #expect(story.text.contains("Connection #\(tag) "), "\(line)")
            } else {
                #expect(line.section != nil, "an untagged line outside any open connection's section: #\(line.frame) \(line.text)")
            }
        }
        for (line, next) in zip(lines, lines.dropFirst()) where line.text.contains("discover ") {
            #expect(next.frame >= line.frame, "#\(next.frame) \(next.text) after the discovery at #\(line.frame)")
        }
    }

    /// One connection's two GATT servers fold apart, and steps of different searches do not fold together.
    @Test func foldedDiscoveriesStayApart() throws {
        let havvk = try SharedCorpus.story("havvk__even-g2-smart-classroom__bt.pklg")
        #expect(havvk.text.contains("[#3] peer (as GATT client): discover descriptors of Service Changed: 1 found  (response #265)\n"))
        // Find Information 0x0013–0x0017 lists one descriptor of Service Changed and the declarations and values
        // of the two characteristics after it, which are not its descriptors (Core Vol 3 Part G §4.7.1).
        #expect(havvk.text.contains("[#3] discover descriptors of Service Changed: 1 found  (response #267)\n"))
        #expect(!havvk.text.contains("discover descriptors of Service Changed: 6 found"))
        // Four searches in four services whose table the capture never saw.
        #expect(!havvk.text.contains("discover characteristics: 8 found in 4 requests"))
        let watch = try SharedCorpus.story("lory9894__airbily_smartwatch_reverse__bluethoot_logs.pcapng")
        #expect(!watch.text.contains("discover primary service by UUID: 0 found in 2 requests"))
        let mouse = try SharedCorpus.story("AleBonora3__Tesi_BLE__mouse.pcapng")
        #expect(!mouse.text.contains("discover descriptors of Report: 4 found in 2 requests"))
    }

    // MARK: Class 11

    /// The peer controller (Read Remote Version Information Complete) and this device's address (Read BD_ADDR,
    /// btmon's index records, PacketLogger's note) are told, in text and JSON alike.
    @Test(arguments: SharedCorpus.names)
    func controllersAreNamed(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let versions = Self.storyLines(story).filter { $0.text.hasPrefix("peer controller: ") }
        #expect(versions.count == story.records("remote_version").filter {
            $0["status"] as? Int == 0 && $0["connection"] != nil
        }.count)
        let local = story.lines.filter {
            $0.range(of: #"^ +\S+ +#\d+  this device( \(adapter \d+\))?: "#, options: .regularExpression) != nil
        }
        #expect(local.count == story.records("local_controller").count)
    }

    @Test(arguments: [(androidPad, "B0:02:47:7E:76:96 (Read BD_ADDR)", "Realtek Semiconductor Corporation (0x005d), Bluetooth 4.2 (8)"),
                      (dsd6, "50:8F:4C:9A:99:E2 (Read BD_ADDR)", "Nordic Semiconductor ASA (0x0059), Bluetooth 4.2 (8)"),
                      ("havvk__even-g2-smart-classroom__bt.pklg", "80:96:98:42:54:B0 (PacketLogger note)",
                       "EM Microelectronic-Marin SA (0x005a), Bluetooth 5.4 (13)"),
                      ("mauricelam__btsnoop-rs__src_testdata_btsnoop_btmon.log", "E8:48:B8:C8:20:00 (adapter index record)", nil)])
    func whoIsWho(_ name: String, _ address: String, _ peer: String?) throws {
        let story = try SharedCorpus.story(name)
        #expect(story.text.contains("this device: public address \(address)"))
        if let peer { #expect(story.text.contains("peer controller: \(peer)")) }
    }

    // MARK: Class 16

    /// The reason says who ended each connection: 0x16 this device, the reasons a host's Disconnect gives the
    /// peer, and the link for the rest; the JSON's `initiator` says the same.
    @Test(arguments: SharedCorpus.names)
    func disconnectionsSayWhoEndedThem(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let ends = Self.storyLines(story).filter {
            $0.text.hasPrefix("this device disconnected: ") || $0.text.hasPrefix("the peer disconnected: ")
                || $0.text.hasPrefix("connection lost: ") || $0.text.hasPrefix("disconnected: ")
        }
        let peerReasons = ["(0x05)", "(0x13)", "(0x14)", "(0x15)", "(0x1a)", "(0x29)", "(0x3b)"]
        for end in ends {
            #expect(!end.text.hasPrefix("disconnected: "), "\(end.text)")
            if end.text.hasPrefix("this device disconnected: ") { #expect(end.text.hasSuffix("(0x16)"), "\(end.text)") }
            if end.text.hasPrefix("the peer disconnected: ") {
                #expect(peerReasons.contains { end.text.hasSuffix($0) }, "\(end.text)")
            }
        }
        let json = story.records("disconnection").filter { $0["status"] as? Int == 0 && $0["connection"] != nil }
        #expect(json.map { $0["initiator"] as? String ?? "?" } == ends.map {
            $0.text.hasPrefix("this device") ? "this_device" : $0.text.hasPrefix("the peer") ? "peer" : "link"
        })
    }

    /// `report` says who ended each connection in `analyze`'s words, and its timeline's rows are `analyze`'s
    /// lines: in frame order, and at a frame `analyze` tells, at the time it tells.
    @Test(arguments: [dsd6, yeelock, androidPad, "hughesjs__FitnessMachine__protocol_initial-capture.log",
                      "havvk__even-g2-smart-classroom__bt.pklg", "lory9894__airbily_smartwatch_reverse__bluethoot_logs.pcapng"])
    func reportAgreesWithAnalyze(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let path = CaptureFiles.sharedFolder.appendingPathComponent(name).path
        let report = try HRSniffBinary.run(["report", "-o", "-", path])
        #expect(report.status == 0)
        let html = report.stdout
        for label in ["this device disconnected", "the peer disconnected", "connection lost"] {
            let inReport = html.components(separatedBy: "<dt>\(label)</dt>").count - 1
            let inAnalyze = Self.storyLines(story).filter { $0.text.hasPrefix("\(label): ") }.count
            #expect(inReport == inAnalyze, "\(label)")
        }
        // Per connection: analyze's times by frame, and the report's rows.
        var told: [Int: [Int: Set<String>]] = [:]
        for line in Self.storyLines(story) {
            guard let connection = line.tag ?? line.section else { continue }
            told[connection, default: [:]][line.frame, default: []].insert(line.elapsed)
        }
        for section in html.components(separatedBy: "<section class=\"connection\" id=\"c0-").dropFirst() {
            guard let connection = Int(section.prefix { $0.isNumber }) else { continue }
            var frames: [Int] = []
            for row in section.components(separatedBy: "<tr class=\"").dropFirst() {
                let cells = row.components(separatedBy: "<td class=\"num\">").dropFirst().map { $0.prefix { $0 != "<" } }
                guard cells.count >= 2, cells[0].hasPrefix("+"), let frame = Int(cells[1]) else { continue }
                frames.append(frame)
                let time = String(cells[0].dropFirst().dropLast(2))
                if let times = told[connection]?[frame] {
                    #expect(times.contains(time), "connection \(connection) frame \(frame): report +\(time) s, analyze \(times)")
                }
            }
            #expect(frames == frames.sorted(), "connection \(connection)")
        }
    }

    // MARK: Class 20

    /// Clocks that count from boot (days into 1970) are said to be that, as what the capture shows and in a
    /// note (no defect of the capture), not a guessed date and not "cannot be right".
    @Test(arguments: ["mikeryan__crackle__le_secure_connections.pcapng", "mikeryan__crackle__numeric_pin_decrypted.pcap"])
    func bootClock(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let note = try #require(story.warnings.first { $0.contains("implausible") || $0.contains("clock") })
        #expect(note.hasPrefix("  ! note (frame 1): the capture's clock counts from boot (or was never set): frame 1 is dated 1970-01-"))
        #expect(note.hasSuffix("; times are shown relative to frame 1"))
        #expect(!story.text.contains("cannot be right"))
        #expect(story.records("diagnostic").first { $0["code"] as? String == "implausible_time" }?["severity"] as? String == "note")
    }

    /// Class 9: a connection that carried no ATT (BR/EDR audio, serial ports) says nothing of ATT_MTU, in the
    /// text and the JSON.
    @Test(arguments: ["2m__a2dp-captures__btsnoop_hci_lg750.cap", mabip, "AshMartian__HappyLeaf__btsnoop_hci.log",
                      "TheoLestandi__Projet_RP__capture.snoop"])
    func noATTNoMTU(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        #expect(!story.text.contains("ATT_MTU"), "\(name)")
        let summaries = story.records("connection_summary")
        #expect(!summaries.isEmpty)
        for s in summaries { #expect(s["mtu"] == nil && s["mtu_at_least"] == nil, "\(name)") }
        #expect(story.lines.filter { $0 == "    no ATT captured" }.count == summaries.count)
    }

    /// The report's folded discovery rows say what `analyze`'s lines say, steps whose response the sniffer lost
    /// included.
    @Test(arguments: ["AleBonora3__Tesi_BLE__garmin.pcapng", "mikeryan__crackle__le_secure_connections.pcapng",
                      "mikeryan__crackle__numeric_pin_decrypted.pcap"])
    func reportDiscoveryRowsAreAnalyzes(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let path = CaptureFiles.sharedFolder.appendingPathComponent(name).path
        let html = try HRSniffBinary.run(["report", "-o", "-", path]).stdout
        let rows = html.components(separatedBy: "<td>discovery</td><td>").dropFirst()
            .map { String($0.prefix { $0 != "<" }).replacingOccurrences(of: "&quot;", with: "\"") }
        let lines = Self.storyLines(story).map(\.text).filter {
            $0.contains("discover ") || $0.hasPrefix("find information") || $0.contains("(as GATT client): find information")
        }.map { $0.replacingOccurrences(of: #"  \((last )?response #\d+\)$"#, with: "", options: .regularExpression) }
        #expect(rows == lines, "\(name)")
        #expect(rows.contains { $0.hasSuffix("(1 response not in the capture)") })
    }

    /// `analyze --json` carries every pairing conclusion the text shows.
    @Test(arguments: SharedCorpus.names)
    func pairingConclusionInJSON(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let text = Self.storyLines(story).filter { $0.text.hasPrefix("pairing: ") }.map { String($0.text.dropFirst(9)) }
        #expect(story.records("pairing").map { $0["summary"] as? String ?? "" } == text)
    }
}
