import Foundation
import Testing

/// The bundled app walkthroughs (one session per device, `scripts/make_captures.py`): what each must show, read
/// from `analyze --json` as a consumer would.
@Suite struct AppSessionTests {
    /// The NDJSON objects of `analyze --json` (with `extra` arguments before the capture).
    static func objects(_ capture: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let result = try HRSniffBinary.run(["analyze", "--json"] + extra + ["Captures/\(capture)"])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    static func procedures(_ objects: [[String: Any]], _ kind: String, uuid: String) -> [[String: Any]] {
        objects.filter {
            $0["type"] as? String == "procedure" && $0["procedure"] as? String == kind
                && ($0["attribute"] as? [String: Any])?["uuid"] as? String == uuid
        }
    }

    /// Polar H7: the advertising (Core Vol 3 Part C §11; Supplement Part A §1.4 manufacturer data, §1.5 TX power
    /// level), the 7 Device Information strings and the System ID's two parts (GATT Specification Supplement:
    /// a 40-bit manufacturer identifier, then the 24-bit OUI, little-endian).
    @Test func polarH7() throws {
        let objects = try Self.objects("polar-h7.btsnoop")
        let advertising = try #require(objects.first { $0["type"] as? String == "peer_advertising" })
        #expect(advertising["connection"] as? Int == 1)
        #expect(advertising["name"] as? String == "Polar H7 000607")
        #expect(advertising["connectable"] as? Bool == true)
        #expect(advertising["services"] as? [String] == ["180D"])
        let ad = try #require((advertising["advertising_data"] as? [String: Any])?["ad"] as? [[String: Any]])
        let manufacturer = try #require(ad.first { $0["type"] as? Int == 0xFF })
        #expect(manufacturer["company_id"] as? Int == 0x006B)
        #expect((manufacturer["company_name"] as? String)?.hasPrefix("Polar Electro") == true)
        #expect(manufacturer["data"] as? String == "030358")
        #expect(ad.first { $0["type"] as? Int == 0x0A }?["tx_power_dbm"] as? Int == 0)

        let strings: [(String, String)] = [
            ("2A24", "H7"), ("2A25", "1611000607"), ("2A26", "1.4.0"), ("2A27", "39044024.10"), ("2A28", "H7 1.1.5"),
            ("2A29", "Polar Electro Oy"),
        ]
        for (uuid, text) in strings {
            let read = Self.procedures(objects, "read", uuid: uuid)
            #expect(read.count == 1, "\(uuid)")
            #expect((read.first?["decoded"] as? [String: Any])?["text"] as? String == text, "\(uuid)")
        }
        let systemID = try #require(Self.procedures(objects, "read", uuid: "2A23").first?["decoded"] as? [String: Any])
        #expect(systemID["manufacturer_identifier"] as? Int == 0x0607)
        #expect(systemID["oui"] as? String == "00:22:D0")
        #expect(Self.procedures(objects, "read", uuid: "2A19").count == 1)

        let bpm = Self.procedures(objects, "notification", uuid: "2A37").compactMap {
            ($0["decoded"] as? [String: Any])?["bpm"] as? Int
        }
        #expect(Array(bpm.prefix(7)) == [97, 92, 91, 93, 91, 86, 91])
    }

    /// COOSPO H6: the Heart Rate Measurement's flags bit 0 chooses a UINT8 or a UINT16 value, little-endian
    /// (GATT Specification Supplement, Heart Rate Measurement). `17 74 00 …` is 116 bpm, not 0x7400 = 29696.
    @Test func coospoSixteenBitHeartRate() throws {
        let objects = try Self.objects("coospo-h6.btsnoop")
        let notifications = Self.procedures(objects, "notification", uuid: "2A37")
        #expect(notifications.count == 45)
        let pinned = try #require(notifications.first { $0["frame"] as? Int == 185 })
        #expect(pinned["value"] as? String == "1774000c02")
        let decoded = try #require(pinned["decoded"] as? [String: Any])
        #expect(decoded["value_format"] as? String == "uint16")
        #expect(decoded["bpm"] as? Int == 116)
        var sixteen = 0
        for n in notifications {
            guard let hex = n["value"] as? String, let bytes = Self.bytes(hex), let flags = bytes.first,
                  let d = n["decoded"] as? [String: Any] else { continue }
            let expected = flags & 1 != 0 ? Int(bytes[1]) | Int(bytes[2]) << 8 : Int(bytes[1])
            if flags & 1 != 0 { sixteen += 1 }
            #expect(d["bpm"] as? Int == expected, "frame \(n["frame"] ?? "?")")
            #expect(d["value_format"] as? String == (flags & 1 != 0 ? "uint16" : "uint8"))
        }
        #expect(sixteen > 0)
        // The cached value read before subscribing is not notified: flags 0x04, 105 bpm, contact not detected.
        #expect((notifications.first?["decoded"] as? [String: Any])?["sensor_contact"] as? String == "not_detected")
    }

    /// Medisana PM100: every PLX Continuous Measurement has its SpO2 and pulse rate from the SFLOATs (IEEE
    /// 11073-20601 §A.2.2.2), special values named; FEE8 is Quintic's member UUID.
    @Test func medisanaOximeter() throws {
        let objects = try Self.objects("medisana-pm100.btsnoop")
        let notifications = Self.procedures(objects, "notification", uuid: "2A5F")
        #expect(notifications.count == 24)
        var numbers = 0
        for n in notifications {
            let d = try #require(n["decoded"] as? [String: Any])
            let spo2 = d["spo2_percent"], pulse = d["pulse_rate_bpm"]
            #expect(spo2 != nil && pulse != nil, "frame \(n["frame"] ?? "?")")
            if let s = spo2 as? Double, let p = pulse as? Double {
                numbers += 1
                #expect((90 ... 100).contains(s) && (40 ... 120).contains(p))
            } else {
                #expect(spo2 as? String == "nan" && pulse as? String == "nan")
            }
        }
        #expect(numbers == 22)
        let first = try #require(notifications.first?["decoded"] as? [String: Any])
        #expect(first["spo2_percent"] as? Double == 95 && first["pulse_rate_bpm"] as? Double == 84)
        let table = try #require(objects.first { $0["type"] as? String == "gatt" }?["attributes"] as? [[String: Any]])
        let fee8 = try #require(table.first { $0["uuid"] as? String == "FEE8" })
        #expect((fee8["name"] as? String)?.hasPrefix("Quintic") == true)
    }

    /// The scale: with docs/examples/scale-framed.json, the frames are joined across notifications, checked
    /// (sum8) and decoded; the frame with a bad checksum is dropped and said to be.
    @Test func scaleFrames() throws {
        let objects = try Self.objects("scale-framed.btsnoop", ["--decoders", "docs/examples/scale-framed.json"])
        let tx = "49535343-1E4D-4BD9-BA61-23C647249616"
        let decoded = Self.procedures(objects, "notification", uuid: tx).compactMap { $0["decoded"] as? [String: Any] }
        let weights = decoded.compactMap { $0["weight"] as? Double }
        #expect(weights == [23.15, 61.8, 77.95, 78.65, 78.3, 78.45, 78.4, 78.4])
        #expect(decoded.compactMap { $0["impedance"] as? Int } == [487])
        #expect(decoded.filter { $0["command_name"] as? String == "acknowledge" }.count == 3)
        let dropped = Self.procedures(objects, "notification", uuid: tx).filter {
            ($0["problems"] as? [String])?.contains { $0.contains("checksum") } == true
                || (($0["decoded"] as? [String: Any])?["problems"] as? [String])?.contains { $0.contains("checksum") } == true
        }
        #expect(dropped.count == 1)
        #expect((dropped.first?["decoded"] as? [String: Any])?["frame_dropped"] as? Bool == true)
        let writes = Self.procedures(objects, "write", uuid: "49535343-8841-43F4-A8D4-ECBE34729BB3")
        #expect(writes.compactMap { ($0["decoded"] as? [String: Any])?["command_name"] as? String }
            == ["set user", "set clock", "start measurement"])
        // Without the decoder file, the story says how to decode them.
        let text = try HRSniffBinary.run(["analyze", "Captures/scale-framed.btsnoop"]).stdout
        #expect(text.contains("hint: no decoder names the values of 49535343-8841-43F4-A8D4-ECBE34729BB3 (3 values)"))
        #expect(text.contains("docs/decoders.md"))
        let decodedText = try HRSniffBinary.run(["analyze", "--decoders", "docs/examples/scale-framed.json",
                                                 "Captures/scale-framed.btsnoop"]).stdout
        #expect(!decodedText.contains("status \n") && !decodedText.contains("hint:"))
        #expect(decodedText.contains("(frame dropped: bad checksum)"))
    }

    /// The iPhone app: the scan (LE Set Scan Parameters, Core Vol 4 Part E §7.8.10: active, 300 ms interval, 30 ms
    /// window), the strap among the advertisers, Discover Primary Service by Service UUID for 180D (Core Vol 3
    /// Part G §4.4.2), and the CoreBluetooth calls.
    @Test func iosApp() throws {
        let objects = try Self.objects("hrm-app-ios.pklg")
        let scan = try #require(objects.first { $0["type"] as? String == "scan" })
        #expect(scan["scan_type"] as? String == "active")
        #expect(scan["interval_ms"] as? Double == 300 && scan["window_ms"] as? Double == 30)
        let advertisers = try #require(scan["advertisers"] as? [[String: Any]])
        let strap = try #require(advertisers.first { $0["address"] as? String == "F1:2C:33:7F:3A:01" })
        #expect(strap["services"] as? [String] == ["180D", "180F"])
        #expect(scan["controller_filters"] == nil)
        let discovery = objects.filter { $0["discovery"] as? String == "primary_service_by_uuid" }
        #expect(!discovery.isEmpty && discovery.allSatisfy { $0["uuid"] as? String == "180D" })
        #expect(!objects.contains { $0["discovery"] as? String == "primary_services" })

        let text = try HRSniffBinary.run(["analyze", "--api", "ios", "Captures/hrm-app-ios.pklg"]).stdout
        for call in ["scanForPeripherals(withServices:)", "discoverServices([180D])", "setNotifyValue(true, for:)",
                     "didUpdateValueFor", "read Body Sensor Location = Chest"] {
            #expect(text.contains(call), "\(call)")
        }
        #expect(Self.procedures(objects, "notification", uuid: "2A37").count == 60)
    }

    /// The same app on Android: startScan(filters) is the LE_APCF service UUID filter (Android's vendor HCI
    /// commands), full discovery, the CCCD write behind setCharacteristicNotification, onCharacteristicChanged.
    @Test func androidApp() throws {
        let objects = try Self.objects("hrm-app-android.btsnoop")
        let scan = try #require(objects.first { $0["type"] as? String == "scan" })
        let filters = try #require(scan["controller_filters"] as? [[String: Any]])
        #expect(filters.count == 1)
        #expect(filters.first?["kind"] as? String == "service_uuid" && filters.first?["uuid"] as? String == "180D")
        let text = try HRSniffBinary.run(["analyze", "--api", "android", "Captures/hrm-app-android.btsnoop"]).stdout
        for call in ["BluetoothLeScanner.startScan(filters, settings, callback)", "BluetoothGatt.discoverServices()",
                     "setCharacteristicNotification(…, true) + writeDescriptor(CCCD)", "onCharacteristicChanged",
                     "controller filter (Android LE APCF #31–#35): service UUID 180D (Heart Rate)"] {
            #expect(text.contains(call), "\(call)")
        }
        let dump = try HRSniffBinary.run(["dump", "Captures/hrm-app-android.btsnoop"]).stdout
        #expect(dump.contains("LE APCF (Android vendor command) (0xfd57) 03 00 01 0d 18 ff ff — filter 1: service UUID 180D (Heart Rate)"))
        #expect(!dump.contains("Vendor (OCF 0x0157)"))
    }

    /// The report draws SpO2 and pulse for the oximeter and the weight for the scale.
    @Test func reportCharts() throws {
        let oximeter = try ReportTests.report(
            [CaptureFiles.projectRoot.appendingPathComponent("Captures/medisana-pm100.btsnoop").path], name: "app-oximeter").html
        let series = ReportPage.charts(oximeter).compactMap { $0.attributes["series"] }
        #expect(series.contains("spo2_percent") && series.contains("pulse_rate_bpm"))
        let path = ReportTests.folder.appendingPathComponent("app-scale.html").path
        let result = try HRSniffBinary.run(["report", "--decoders", "docs/examples/scale-framed.json",
                                            "Captures/scale-framed.btsnoop", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let scale = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let weight = ReportPage.charts(scale).first { $0.attributes["series"] == "weight" }
        #expect(weight?.points == 8)
    }

    static func bytes(_ hex: String) -> [UInt8]? {
        var out: [UInt8] = []
        var i = hex.startIndex
        while i < hex.endIndex {
            let j = hex.index(i, offsetBy: 2, limitedBy: hex.endIndex) ?? hex.endIndex
            guard let b = UInt8(hex[i ..< j], radix: 16) else { return nil }
            out.append(b)
            i = j
        }
        return out
    }
}
