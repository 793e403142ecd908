import Foundation
import Testing

/// Air captures and security in the shared corpus of real captures (`../shared/captures`, skipped when absent):
/// decryption only when the MIC says so, the sniffer's losses not told as the devices' faults, `export --csv` of
/// air captures, the keys an encryption can use, and the sender of each SMP PDU.
@Suite(.enabled(if: SharedCorpus.present, "../shared/captures is absent"))
struct RealCaptureStoryAirTests {
    static let garmin = "AleBonora3__Tesi_BLE__garmin.pcapng"
    static let mouse = "AleBonora3__Tesi_BLE__mouse.pcapng"
    static let zeroLTK = "Matheus-Garbelini__sweyntooth_bluetooth_low_energy_attacks__captures_capture_telink_zero_ltk_installation.pcap"
    static let crackle = ["mikeryan__crackle__le_secure_connections.pcapng", "mikeryan__crackle__numeric_pin_decrypted.pcap"]

    /// The `link_layer` objects of the connection summaries.
    static func linkLayers(_ story: SharedCorpus.Story) -> [[String: any Sendable]] {
        story.records("connection_summary").compactMap { $0["link_layer"] as? [String: any Sendable] }
    }

    // MARK: Class 2

    /// Every connection told "decrypted by the sniffer" has packets with a payload that passed the MIC check
    /// (empty PDUs carry no MIC, Core Vol 6 Part B §5.1.3).
    @Test(arguments: SharedCorpus.names)
    func decryptedOnlyWithPassingMICs(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        for ll in Self.linkLayers(story) where ll["encryption"] as? String == "decrypted_by_sniffer" {
            #expect((ll["mic_passed"] as? Int ?? 0) > 0, "\(name): \(ll)")
        }
    }

    /// garmin: LE Secure Connections, the nRF Sniffer's MIC check fails on every packet with a payload (101 in
    /// tshark's count: 98 new, 1 retransmission, 2 with a bad CRC): the sniffer could not decrypt.
    @Test func garminIsNotDecrypted() throws {
        let story = try SharedCorpus.story(Self.garmin)
        #expect(!story.text.contains("decrypted by the sniffer"))
        #expect(story.text.contains("encrypted, and the sniffer could not decrypt it (the link was paired with LE Secure "
            + "Connections, whose keys a passive sniffer cannot learn): 98 packets with a payload"))
        let ll = try #require(Self.linkLayers(story).first)
        #expect(ll["encryption"] as? String == "encrypted")
        #expect(ll["mic_failures"] as? Int == 98)
        #expect(ll["mic_passed"] as? Int == 0)
    }

    /// mouse: LE legacy Just Works, which the nRF Sniffer follows: its packets with a payload pass the MIC, and the
    /// 143 ATT PDUs inside encryption are decoded.
    @Test func mouseIsDecrypted() throws {
        let story = try SharedCorpus.story(Self.mouse)
        #expect(story.text.contains("encrypted, decrypted by the sniffer (147 packets with a payload passed the MIC check)"))
        #expect(Self.linkLayers(story).first?["mic_passed"] as? Int == 147)
    }

    // MARK: Class 3

    /// The sniffer's losses are not told as protocol violations: garmin (a connection event missed, a response the
    /// central acknowledged), mouse (an event missed, a packet whose sequence number shows another was missed) and
    /// the crackle captures (packets acknowledged but not captured, one with a bad CRC).
    @Test(arguments: [garmin, mouse] + crackle)
    func lostPacketsAreNotViolations(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let false_ = story.warnings.filter {
            $0.contains("answers no outstanding request") || $0.contains("is unanswered (one request at a time")
                || $0.contains("was never answered")
        }
        #expect(false_.isEmpty, "\(name): \(false_)")
    }

    /// garmin: what the capture shows instead, and the procedures stay in the story.
    @Test func garminTellsTheSniffersLosses() throws {
        let story = try SharedCorpus.story(Self.garmin)
        #expect(story.text.contains("! note (frame 4475): connection 1: Error Response in frame 4475 answers a Read By "
            + "Group Type Request that is not in the capture: the sniffer lost it (the capture holds no packet of "
            + "connection event 22)"))
        #expect(story.text.contains("! note (frame 4477): connection 1: the response to Read By Group Type Request in "
            + "frame 4473 is not in the capture"))
        #expect(story.text.contains("#4553  subscribe to 6A4E2810-667B-11E3-949A-0800200C9A66 notifications (the response "
            + "is not in the capture)"))
        #expect(story.text.contains("the central acknowledged in frame 4556 a packet of the peripheral that the capture "
            + "does not hold"))
    }

    /// crackle numeric PIN: the peripheral's Read By Type Request reached the sniffer with a bad CRC; the central
    /// acknowledged it and answered.
    @Test func crackleRequestWithBadCRCWasDelivered() throws {
        let story = try SharedCorpus.story("mikeryan__crackle__numeric_pin_decrypted.pcap")
        #expect(story.text.contains("Error Response in frame 29 answers a Read By Type Request that is not in the capture"))
    }

    // MARK: Class 4

    /// `export --csv` of the mouse capture: the time since the CONNECT_IND and the peripheral's address.
    @Test func exportOfAnAirCapture() throws {
        let path = CaptureFiles.sharedFolder.appendingPathComponent(Self.mouse).path
        let result = try HRSniffBinary.run(["export", "--csv", path])
        let rows = result.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count > 70)
        #expect(rows.allSatisfy { $0[4] == "E2:E0:6B:31:00:54" && ($0[5] == "peripheral" || $0[5] == "central") })
        // The first value is the Device Name the central reads by type (Read By Type for 0x2A00) in frame 1010.
        #expect(rows.first?[1] == "0.869")
        #expect(rows.filter { $0[1] == "0.000" }.isEmpty)
    }

    // MARK: Class 13

    /// SweynTooth zero-LTK installation: encryption starts after the Pairing Request and Response alone, with Rand 0
    /// and EDIV 0; no key of the pairing can exist.
    @Test func zeroLTKInstallationIsAWarning() throws {
        let story = try SharedCorpus.story(Self.zeroLTK)
        #expect(!story.text.contains("with the keys of this pairing"))
        #expect(story.text.contains("! warning (frame 173): connection 1: encryption starts after the Pairing Request "
            + "(frame 47) and Response (frame 167) alone, with Rand 0 and EDIV 0"))
        #expect(story.text.contains("#173  encryption starts (LL_START_ENC_REQ from the peripheral), but no key of this "
            + "pairing can exist"))
    }

    /// "With the keys of this pairing" only where the connection's pairing finished in the capture: garmin and crackle
    /// LE SC show both DHKey Checks, mouse and crackle numeric PIN both Confirm and Random values.
    @Test(arguments: SharedCorpus.names)
    func keysOfThisPairingOnlyAfterItsKeyGeneration(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let lines = story.lines
        for (i, line) in lines.enumerated() where line.contains("with the keys of this pairing") {
            let tag = line.contains("[#") ? String(line[line.range(of: "[#")!.lowerBound...].prefix(5)) : ""
            let before = lines[..<i].filter { tag.isEmpty || $0.contains(tag) }
            let sc = before.contains { $0.contains("SMP Pairing DHKey Check") }
            let legacy = before.filter { $0.contains("SMP Pairing Confirm") }.count >= 2
                && before.filter { $0.contains("SMP Pairing Random") }.count >= 2
            #expect(sc || legacy, "\(name): \(line)")
        }
    }

    // MARK: Class 11, SMP

    /// Every SMP line names its sender; every Identity Address Information says whose identity address it carries.
    @Test(arguments: SharedCorpus.names)
    func smpLinesNameTheirSender(_ name: String) throws {
        let story = try SharedCorpus.story(name)
        let sides = ["central: SMP ", "peripheral: SMP ", "this device: SMP ", "this device (central): SMP ",
                     "this device (peripheral): SMP ", "peer: SMP ", "peer (central): SMP ", "peer (peripheral): SMP "]
        for line in story.lines where line.contains("SMP ") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("!") {
            #expect(sides.contains { line.contains($0) }, "\(name): \(line)")
            if line.contains("Identity Address Information:") {
                #expect(line.contains("'s identity address, "), "\(name): \(line)")
            }
        }
    }

    /// mouse: the peripheral and the central each give their own identity address after encryption.
    @Test func mouseIdentityAddresses() throws {
        let story = try SharedCorpus.story(Self.mouse)
        #expect(story.text.contains("#1192  peripheral: SMP Identity Address Information: the peripheral's identity "
            + "address, public E2:E0:6B:31:00:54"))
        #expect(story.text.contains("#1195  central: SMP Identity Address Information: the central's identity address, "
            + "public 6C:7E:67:80:C5:37"))
    }
}
