import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// Text and JSON of link-layer packets from air captures, shared by `dump` and `analyze`. In an air capture the
/// two sides are the central and the peripheral: directions are named after the sender.
enum LinkLayerRendering {
    /// The direction as a JSON value: "sent"/"received" for HCI captures, "central"/"peripheral" (the sender)
    /// for connections of an air capture.
    static func directionName(_ d: Direction, _ connection: ConnectionInfo?) -> String {
        guard connection?.linkLayer != nil else { return d.name }
        return sender(d)
    }

    /// `directionName` as a literal, for the renderers' hot lines (no string to make or to scan for escapes).
    static func directionLiteral(_ d: Direction, _ connection: ConnectionInfo?) -> StaticString {
        directionLiteral(d, air: connection?.isAir ?? false)
    }

    /// `sender(d)` in an air capture, else `d.name`, as a literal.
    static func directionLiteral(_ d: Direction, air: Bool) -> StaticString {
        switch d {
        case .sent: air ? "central" : "sent"
        case .received: air ? "peripheral" : "received"
        case .unknown: "unknown"
        }
    }

    static func sender(_ d: Direction) -> String {
        switch d {
        case .sent: "central"
        case .received: "peripheral"
        case .unknown: "unknown"
        }
    }

    static func phyName(_ phy: UInt8?) -> String? {
        switch phy {
        case 0?: "LE 1M"
        case 1?: "LE 2M"
        case 2?: "LE Coded"
        default: nil
        }
    }

    static func address(_ a: BluetoothAddress?, random: Bool) -> String {
        guard let a else { return "?" }
        return "\(a) (\(random ? "random" : "public"))"
    }

    static func ms(_ units: UInt16, _ scale: Double) -> String {
        let v = Double(units) * scale
        return v == v.rounded() ? String(Int(v)) : String(v)
    }

    // MARK: Text

    /// The one-line text of `dump` (without frame, time and marker).
    static func text(_ e: LinkLayerEvent) -> String {
        var s = "LL      "
        switch e.pdu {
        case .advertising(let pdu):
            s += pdu.name
            if let c = pdu.connect, let info = e.connection {
                s += " #\(info.id) " + connectText(c)
            } else {
                if let a = pdu.advertiser { s += " " + address(a, random: pdu.advertiserRandom) }
                if let o = pdu.other { s += (pdu.kind == .scanReq ? " from " : " to ") + address(o, random: pdu.otherRandom) }
                if let x = pdu.extended { s += extendedText(x) }
                if let name = pdu.localName { s += " \"\(name)\"" }
                let (structures, problems) = ADStructure.parse(pdu.data)
                for ad in structures where ad.type != 0x08 && ad.type != 0x09 {
                    s += "; \(ADStructure.typeName(ad.type)): \(ad.decoded.summary)"
                }
                if !problems.isEmpty { s += "; " + problems.joined(separator: "; ") }
            }
        case .data(let header, let control):
            if let info = e.connection { s += "#\(info.id) " }
            if let control {
                s += control.summary
            } else {
                s += "\(header.llidName) SN \(header.sn) NESN \(header.nesn)\(header.moreData ? " MD" : "") len \(header.length)"
                if !e.payload.isEmpty { s += " " + spaced(e.payload, limit: 24) }
            }
        }
        var extras: [String] = []
        if let ch = e.meta.channelIndex { extras.append("ch \(ch)") }
        if let rssi = e.meta.rssi { extras.append("RSSI \(rssi) dBm") }
        if e.status != .ok && e.status != .empty { extras.append(e.status.rawValue.replacingOccurrences(of: "_", with: " ")) }
        if !extras.isEmpty { s += " [" + extras.joined(separator: ", ") + "]" }
        return s
    }

    static func connectText(_ c: LinkLayerConnectRequest) -> String {
        "central \(address(c.initiator, random: c.initiatorRandom)) → peripheral \(address(c.advertiser, random: c.advertiserRandom)), "
            + "access address \(LinkLayerConnection.hex32(c.accessAddress)), CRCInit 0x\(String(c.crcInit, radix: 16)), "
            + "interval \(ms(c.interval, 1.25)) ms, latency \(c.latency), timeout \(Int(c.timeout) * 10) ms, "
            + "window \(ms(UInt16(c.windowSize), 1.25)) ms at offset \(ms(c.windowOffset, 1.25)) ms, hop \(c.hop), "
            + "\(c.usedChannels) channels, SCA \(c.scaPPM) ppm"
    }

    static func extendedText(_ x: ExtendedHeader) -> String {
        var s = ""
        if let t = x.target { s += " to \(t)" }
        if let sid = x.setID, let did = x.dataID { s += " SID \(sid) DID \(did)" }
        if let ch = x.auxChannel, let off = x.auxOffsetMicroseconds {
            s += " AuxPtr ch \(ch) +\(off) µs" + (phyName(x.auxPHY.map { $0 }).map { " \($0)" } ?? "")
        }
        if let p = x.txPower { s += " TxPower \(p) dBm" }
        if x.hasSyncInfo { s += " SyncInfo" }
        return s
    }

    /// The `analyze` line of a control PDU.
    static func controlLine(_ e: LinkLayerEvent, _ control: LLControlPDU) -> String {
        let who = sender(e.direction)
        switch control.opcode {
        case .terminateInd:
            let reason = control.errorCode.map { "\($0.name) (0x\(hex2($0.rawValue)))" } ?? "no reason given"
            return "terminated by the \(who) (LL_TERMINATE_IND): \(reason)"
        case .startEncReq:
            return "encryption starts (LL_START_ENC_REQ from the \(who))"
        default:
            return "\(who): \(control.summary)"
        }
    }

    // MARK: JSON

    static func json(_ e: LinkLayerEvent, _ o: inout JSONObjectWriter, _ out: inout ByteSink) {
        o.optionalInt("connection", e.connection?.id, &out)
        o.string("access_address", LinkLayerConnection.hex32(e.accessAddress), &out)
        o.optionalInt("channel", e.meta.channelIndex, &out)
        o.optionalInt("rssi", e.meta.rssi, &out)
        o.optionalString("phy", phyName(e.meta.phy), &out)
        o.string("crc", e.meta.crc.rawValue, &out)
        if e.meta.encrypted || e.meta.mic != .unchecked { o.string("mic", e.meta.mic.rawValue, &out) }
        if e.meta.decrypted { o.bool("decrypted", true, &out) }
        o.optionalInt("event_counter", e.meta.eventCounter, &out)
        o.string("status", e.status.rawValue, &out)
        switch e.pdu {
        case .advertising(let pdu):
            o.string("pdu", pdu.name, &out)
            o.int("pdu_type", pdu.type, &out)
            o.optionalString("address", pdu.advertiser?.description, &out)
            if pdu.advertiser != nil { o.string("address_type", pdu.advertiserRandom ? "random" : "public", &out) }
            switch pdu.kind {
            case .scanReq:
                o.optionalString("scanner", pdu.other?.description, &out)
            case .connectInd:
                if let c = pdu.connect {
                    o.string("central", c.initiator.description, &out)
                    o.string("central_type", c.initiatorRandom ? "random" : "public", &out)
                    o.string("peripheral", c.advertiser.description, &out)
                    o.string("peripheral_type", c.advertiserRandom ? "random" : "public", &out)
                    o.string("connection_access_address", LinkLayerConnection.hex32(c.accessAddress), &out)
                    o.int("crc_init", c.crcInit, &out)
                    o.double("window_size_ms", Double(c.windowSize) * 1.25, &out)
                    o.double("window_offset_ms", Double(c.windowOffset) * 1.25, &out)
                    o.double("interval_ms", Double(c.interval) * 1.25, &out)
                    o.int("latency", c.latency, &out)
                    o.int("supervision_timeout_ms", Int(c.timeout) * 10, &out)
                    o.string("channel_map", "0x" + String(c.channelMap, radix: 16), &out)
                    o.int("used_channels", c.usedChannels, &out)
                    o.int("hop", c.hop, &out)
                    o.int("sca", c.sca, &out)
                    o.string("sca_ppm", c.scaPPM, &out)
                    o.bool("channel_selection_2", c.channelSelection2, &out)
                }
            default:
                o.optionalString("target", pdu.other?.description, &out)
            }
            if let x = pdu.extended {
                o.int("adv_mode", x.advMode, &out)
                o.optionalInt("sid", x.setID, &out)
                o.optionalInt("did", x.dataID, &out)
                o.optionalInt("aux_channel", x.auxChannel, &out)
                o.optionalInt("aux_offset_us", x.auxOffsetMicroseconds, &out)
                o.optionalInt("tx_power", x.txPower, &out)
            }
            if pdu.kind != .connectInd && pdu.kind != .scanReq && pdu.kind != .advDirectInd {
                o.optionalString("name", pdu.localName, &out)
                JSONDumpRenderer.advertisingData(pdu.data, &o, &out)
            }
            if let problem = pdu.problem { o.string("malformed", problem, &out) }
        case .data(let header, let control):
            o.string("direction", sender(e.direction), &out)
            o.int("llid", header.llid, &out)
            o.int("sn", header.sn, &out)
            o.int("nesn", header.nesn, &out)
            o.bool("md", header.moreData, &out)
            o.int("length", header.length, &out)
            if let control {
                o.int("opcode", control.opcode.rawValue, &out)
                o.string("name", control.opcode.name, &out)
                o.string("summary", control.summary, &out)
                if control.opcode == .startEncReq, e.status == .ok {
                    o.optionalString("keys", e.connection?.encryptionKeys?.rawValue, &out)
                }
                if let code = control.errorCode {
                    o.int("reason", code.rawValue, &out)
                    o.string("reason_name", code.name, &out)
                }
                if let u = control.connectionUpdate {
                    o.double("interval_ms", Double(u.interval) * 1.25, &out)
                    o.int("latency", u.latency, &out)
                    o.int("supervision_timeout_ms", Int(u.timeout) * 10, &out)
                    o.int("instant", u.instant, &out)
                }
                if let m = control.channelMap {
                    o.string("channel_map", "0x" + String(m.map, radix: 16), &out)
                    o.int("instant", m.instant, &out)
                }
                if control.opcode.rawValue == 0x0C, let v = control.data[checked: 0], let company = control.data.u16le(at: 1),
                   let sub = control.data.u16le(at: 3) {
                    o.int("version", v, &out)
                    o.int("company", company, &out)
                    o.optionalString("company_name", Registry.companyName(company), &out)
                    o.int("subversion", sub, &out)
                }
                o.hex("data", control.data, &out)
            } else {
                o.hex("payload", e.payload, &out)
            }
        }
    }

    /// The `link_layer` object of a connection in JSON.
    static func connectionJSON(_ ll: LinkLayerConnection, _ out: inout ByteSink) {
        var o = JSONObjectWriter(&out)
        o.string("access_address", ll.accessAddressText, &out)
        o.optionalString("central", ll.central?.description, &out)
        if let crc = ll.crcInit { o.int("crc_init", crc, &out) }
        if ll.crcInitLearned { o.bool("crc_init_learned", true, &out) }
        o.optionalInt("hop", ll.hop, &out)
        if let map = ll.channelMap { o.string("channel_map", "0x" + String(map, radix: 16), &out) }
        o.optionalInt("sca", ll.sca, &out)
        o.string("encryption", ll.encryption.rawValue, &out)
        let c = ll.counts
        o.int("packets", c.packets, &out)
        o.int("empty_pdus", c.emptyPDUs, &out)
        o.int("control_pdus", c.controlPDUs, &out)
        o.int("retransmissions", c.retransmissions, &out)
        o.int("crc_errors", c.crcErrors, &out)
        o.int("crc_not_checked", c.crcUnchecked, &out)
        o.int("encrypted_packets", c.encryptedPackets, &out)
        o.int("encrypted_bytes", c.encryptedBytes, &out)
        o.int("mic_passed", c.micPassed, &out)
        o.int("mic_failures", c.micFailures, &out)
        o.int("missed_packets", c.missedPackets, &out)
        o.int("damaged_delivered", c.damagedDelivered, &out)
        o.int("direction_inferred", c.directionInferred, &out)
        o.close(&out)
    }

    /// The summary line of a connection in `analyze`.
    static func countsText(_ info: ConnectionInfo) -> String {
        guard let ll = info.linkLayer else { return "" }
        let c = ll.counts
        var s = "link layer: access address \(ll.accessAddressText), \(c.packets) data packets (\(c.emptyPDUs) empty, "
            + "\(c.controlPDUs) control), \(c.retransmissions) retransmission\(c.retransmissions == 1 ? "" : "s") dropped, "
            + "\(c.crcErrors) CRC error\(c.crcErrors == 1 ? "" : "s") skipped"
        if c.damagedDelivered > 0 {
            s += " (\(c.damagedDelivered) of them acknowledged by the other side, so delivered)"
        }
        if c.crcUnchecked > 0 { s += ", \(c.crcUnchecked) CRC\(c.crcUnchecked == 1 ? "" : "s") not checked" }
        if c.missedPackets > 0 {
            s += ", at least \(c.missedPackets) packet\(c.missedPackets == 1 ? "" : "s") missed by the sniffer "
                + "(acknowledged by the other side)"
        }
        switch ll.encryption {
        case .none: break
        case .encrypted where c.micFailures > 0:
            // The sniffer tried: the MIC of every packet with a payload failed.
            let why = info.pairing?.secureConnections == true
                ? "the link was paired with LE Secure Connections, whose keys a passive sniffer cannot learn"
                : "it has no keys for the link"
            s += "; encrypted, and the sniffer could not decrypt it (\(why)): \(c.encryptedPackets) packet"
                + "\(c.encryptedPackets == 1 ? "" : "s") with a payload (\(c.encryptedBytes) bytes) failed the MIC check and "
                + "\(c.encryptedPackets == 1 ? "is" : "are") not decoded"
        case .encrypted:
            s += "; encrypted: \(c.encryptedPackets) packet\(c.encryptedPackets == 1 ? "" : "s") (\(c.encryptedBytes) bytes) not decoded"
        case .decryptedBySniffer:
            s += "; encrypted, decrypted by the sniffer (\(c.micPassed) packet\(c.micPassed == 1 ? "" : "s") with a payload "
                + "passed the MIC check"
            if c.micFailures > 0 {
                s += "; \(c.micFailures) failed it, \(c.encryptedBytes) bytes not decoded"
            }
            s += ")"
        case .decryptedInCapture: s += "; encrypted, payloads decrypted in the capture"
        }
        return s
    }

}
