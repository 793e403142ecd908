import HRSniffBytes
import HRSniffATT
import HRSniffGATT

/// HID Service characteristics (HIDS 1.0) and its descriptors Report Reference (0x2908) and External Report
/// Reference (0x2907). Report Map values are HID report descriptors (USB Device Class Definition for HID 1.11
/// §6.2.2), summarised rather than listed item by item.
///
/// tshark (4.0) decodes HID Information (`btatt.hogp.bcd_hid`, `btatt.hogp.b_country_code`,
/// `btatt.hogp.flags.remote_wake`, `btatt.hogp.flags.normally_connectable`), Protocol Mode
/// (`btatt.hogp.protocol_mode`), HID Control Point (`btatt.hogp.hid_control_point_command`) and Report Reference
/// (`btatt.report_reference.*`) with the same values; it shows bcdHID as the number 0x0111 where hrsniff writes
/// "1.11". It lists every item of a Report Map (a tree of Usage Page / Usage / Collection / Input … items) where
/// hrsniff gives the application collections, report IDs and main-item counts; for the two descriptors of the
/// tests both agree (one Mouse collection and 3 Input items; Keyboard and Consumer Control collections, report
/// IDs 1 and 2, 4 Input and 2 Output items). It decodes the boot reports as hrsniff does (modifier bits, six key
/// codes named after their keys, LED bits, buttons, X/Y displacement) and leaves Report values undecoded.
extension Decoders {
    /// 0x2A4A HID Information: bcdHID (UINT16, binary-coded decimal 0xJJMN), bCountryCode (UINT8, USB HID §6.2.1),
    /// Flags (UINT8: bit 0 RemoteWake, bit 1 NormallyConnectable, bits 2-7 reserved).
    ///
    /// Fields `bcd_hid` (integer), `hid_version` (string "1.11", absent when bcdHID is not BCD), `country_code`,
    /// `country_name` ("Not Supported" for 0, "Reserved" above 35), `remote_wake`, `normally_connectable`.
    static func hidInformation(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        func done() -> DecodedValue {
            if let p = GeneralFields.length("HID Information", expected: 4, value) { problems.append(p) }
            return finish(fields, summary, problems)
        }
        guard let bcd = value.u16le(at: 0) else {
            if value.isEmpty { summary.add("empty") }
            return done()
        }
        fields.append(DecodedField("bcd_hid", .int(Int64(bcd))))
        if let version = HIDNames.bcdVersion(bcd) {
            fields.append(DecodedField("hid_version", .string(version)))
            summary.add("HID " + version)
        } else {
            problems.append("bcdHID " + GeneralFields.hex16(bcd) + " is not binary-coded decimal")
            summary.add("HID " + GeneralFields.hex16(bcd))
        }
        guard let country = value[checked: 2] else { return done() }
        let countryName = HIDNames.country(country)
        fields.append(DecodedField("country_code", .int(Int64(country))))
        fields.append(DecodedField("country_name", .string(countryName ?? "Reserved")))
        if countryName == nil { problems.append(GeneralFields.reserved("country code", UInt64(country))) }
        if country != 0 { summary.add("country " + (countryName ?? "reserved (\(country))")) }
        guard let flags = value[checked: 3] else { return done() }
        let remoteWake = flags & 0x01 != 0
        let normallyConnectable = flags & 0x02 != 0
        fields.append(DecodedField("remote_wake", .bool(remoteWake)))
        fields.append(DecodedField("normally_connectable", .bool(normallyConnectable)))
        if remoteWake { summary.add("remote wake") }
        if normallyConnectable { summary.add("normally connectable") }
        if let p = DecoderFormat.reservedBits("flag", flags, mask: 0xFC, digits: 2) { problems.append(p) }
        return done()
    }

    /// 0x2A4E Protocol Mode: UINT8, 0 Boot Protocol Mode, 1 Report Protocol Mode, others reserved. Fields
    /// `protocol_mode`, `protocol_mode_name`.
    static func protocolMode(_ value: Bytes, describe: Bool) -> DecodedValue {
        GeneralFields.namedByte(value, "Protocol Mode", key: "protocol_mode", nameKey: "protocol_mode_name",
                                what: "protocol mode", describe: describe) {
            switch $0 {
            case 0: "Boot Protocol Mode"
            case 1: "Report Protocol Mode"
            default: nil
            }
        }
    }

    /// 0x2A4C HID Control Point: UINT8, 0 Suspend, 1 Exit Suspend, others reserved. Fields `command`,
    /// `command_name`.
    static func hidControlPoint(_ value: Bytes, describe: Bool) -> DecodedValue {
        GeneralFields.namedByte(value, "HID Control Point", key: "command", nameKey: "command_name",
                                what: "HID control point command", describe: describe) {
            switch $0 {
            case 0: "Suspend"
            case 1: "Exit Suspend"
            default: nil
            }
        }
    }

    /// 0x2908 Report Reference: Report ID (UINT8), Report Type (UINT8: 1 Input, 2 Output, 3 Feature, others
    /// reserved). Fields `report_id`, `report_type`, `report_type_name` ("Input", "Output", "Feature", "Reserved").
    static func reportReference(_ value: Bytes, describe: Bool) -> DecodedValue {
        guard let id = value[checked: 0] else { return emptyValue("Report Reference") }
        var fields = [DecodedField("report_id", .int(Int64(id)))]
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let type = value[checked: 1] {
            let name: String? = switch type {
            case 1: "Input"
            case 2: "Output"
            case 3: "Feature"
            default: nil
            }
            fields.append(DecodedField("report_type", .int(Int64(type))))
            fields.append(DecodedField("report_type_name", .string(name ?? "Reserved")))
            if name == nil { problems.append(GeneralFields.reserved("report type", UInt64(type))) }
            summary.add((name ?? "reserved type \(type)") + " report \(id)")
        } else {
            summary.add("report \(id)")
        }
        if let p = GeneralFields.length("Report Reference", expected: 2, value) { problems.append(p) }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
    }

    /// 0x2907 External Report Reference: the UUID of a characteristic of another service that the Report Map
    /// refers to (2 or 16 bytes). Fields `uuid` ("2A19", or the 128-bit form) and `uuid_name` (when known).
    static func externalReportReference(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField]()
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if value.count == 2 || value.count == 16, let uuid = BluetoothUUID(littleEndian: value) {
            fields.append(DecodedField("uuid", .string(uuid.string)))
            let name = Registry.characteristicName(uuid)
            if let name { fields.append(DecodedField("uuid_name", .string(name))) }
            summary.add(uuid.string + (name.map { " (" + $0 + ")" } ?? ""))
        } else {
            problems.append("an External Report Reference is a 2- or 16-byte UUID but the value has "
                + DecoderFormat.bytes(value.count))
            if value.isEmpty { summary.add("empty") }
        }
        return finish(fields, summary, problems)
    }

    /// 0x2A4D Report: the bytes of an input, output or feature report, laid out as the Report Map says (which
    /// report it is comes from the Report Reference descriptor). Field `data` (bytes).
    static func hidReport(_ value: Bytes, describe: Bool) -> DecodedValue {
        var summary = SummaryBuilder(enabled: describe)
        summary.add(value.isEmpty ? "empty report" : GeneralFields.spacedHex(value))
        return DecodedValue(fields: [DecodedField("data", .bytes(value.array))], summary: summary.text)
    }

    /// 0x2A22 Boot Keyboard Input Report (USB HID 1.11 Appendix B.1): Modifier byte (bit 0 Left Control, 1 Left
    /// Shift, 2 Left Alt, 3 Left GUI, 4 Right Control, 5 Right Shift, 6 Right Alt, 7 Right GUI), a reserved byte,
    /// six key codes (Keyboard/Keypad page usages, 0 = no key); 8 bytes.
    ///
    /// Fields `data` (bytes), `modifiers` {left_control, left_shift, left_alt, left_gui, right_control, right_shift,
    /// right_alt, right_gui}, `key_codes` (array of the non-zero codes). Summary: "Left Shift + 0x04".
    static func bootKeyboardInputReport(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField("data", .bytes(value.array))]
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let modifiers = value[checked: 0] {
            fields.append(DecodedField("modifiers", .object(NamedBit.fields(UInt32(modifiers), HIDNames.modifiers))))
            var words = NamedBit.text(UInt32(modifiers), HIDNames.modifiers, separator: " + ")
            var codes = [DecodedScalar]()
            for i in 2 ..< 8 {
                guard let code = value[checked: i] else { break }
                guard code != 0 else { continue }
                codes.append(.int(Int64(code)))
                words += (words.isEmpty ? "" : " + ")
                    + (code == 0x01 ? "rollover error" : DecoderFormat.hex(UInt64(code), digits: 2))
            }
            if value.count > 2 { fields.append(DecodedField("key_codes", .array(codes))) }
            summary.add(words.isEmpty ? "no keys" : words)
        } else {
            summary.add("empty")
        }
        if let p = GeneralFields.length("Boot Keyboard Input Report", expected: 8, value) { problems.append(p) }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
    }

    /// 0x2A32 Boot Keyboard Output Report (USB HID 1.11 Appendix B.1): one byte of LEDs (bit 0 Num Lock, 1 Caps
    /// Lock, 2 Scroll Lock, 3 Compose, 4 Kana; bits 5-7 padding). Fields `data` (bytes), `leds` {num_lock,
    /// caps_lock, scroll_lock, compose, kana}.
    static func bootKeyboardOutputReport(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField("data", .bytes(value.array))]
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let leds = value[checked: 0] {
            fields.append(DecodedField("leds", .object(NamedBit.fields(UInt32(leds), HIDNames.leds))))
            let words = NamedBit.text(UInt32(leds), HIDNames.leds, separator: " + ")
            summary.add(words.isEmpty ? "LEDs off" : words)
        } else {
            summary.add("empty")
        }
        if let p = GeneralFields.length("Boot Keyboard Output Report", expected: 1, value) { problems.append(p) }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
    }

    /// 0x2A33 Boot Mouse Input Report (USB HID 1.11 Appendix B.2): Buttons (bit 0 button 1 / left, bit 1 button 2 /
    /// right, bit 2 button 3 / middle, bits 3-7 device-specific), X and Y displacement (SINT8 each), then
    /// device-specific bytes (often a wheel). Fields `data` (bytes), `buttons` (integer, the bit field), `dx`, `dy`,
    /// `extra` (bytes, when the report is longer than 3 bytes).
    static func bootMouseInputReport(_ value: Bytes, describe: Bool) -> DecodedValue {
        var fields = [DecodedField("data", .bytes(value.array))]
        var problems = [String]()
        var summary = SummaryBuilder(enabled: describe)
        if let buttons = value[checked: 0] {
            fields.append(DecodedField("buttons", .int(Int64(buttons))))
            var names = [String]()
            if buttons & 0x01 != 0 { names.append("left") }
            if buttons & 0x02 != 0 { names.append("right") }
            if buttons & 0x04 != 0 { names.append("middle") }
            if buttons & 0xF8 != 0 { names.append("buttons " + DecoderFormat.hex(UInt64(buttons & 0xF8), digits: 2)) }
            summary.add(names.isEmpty ? "no buttons" : names.joined(separator: " + "))
        } else {
            summary.add("empty")
        }
        if let dx = value[checked: 1] {
            let v = Int8(bitPattern: dx)
            fields.append(DecodedField("dx", .int(Int64(v))))
            summary.add("dx \(v)")
        }
        if let dy = value[checked: 2] {
            let v = Int8(bitPattern: dy)
            fields.append(DecodedField("dy", .int(Int64(v))))
            summary.add("dy \(v)")
        }
        if value.count > 3 { fields.append(DecodedField("extra", .bytes(value.suffix(from: 3).array))) }
        if value.count < 3 {
            problems.append("a Boot Mouse Input Report is at least 3 bytes but the value ends after "
                + DecoderFormat.bytes(value.count))
        }
        return DecodedValue(fields: fields, summary: summary.text, problems: problems)
    }

    /// 0x2A4B Report Map: a HID report descriptor, summarised.
    ///
    /// The short items (prefix: bits 0-1 size 0/1/2/4 bytes, bits 2-3 type Main/Global/Local, bits 4-7 tag) are
    /// walked with the Usage Page global state (including Push and Pop) and the first Usage local item of each
    /// main item; long items (prefix 0xFE, data size, tag) are skipped by their size.
    ///
    /// Fields `length` (bytes), `collections` (array of strings: the usage of every top-level Application
    /// collection, "Generic Desktop / Mouse", "Consumer / Consumer Control"; unknown usages in hex,
    /// "Vendor-defined 0xFF00 / 0x0001"), `report_ids` (array of integers, in order of first appearance),
    /// `inputs`, `outputs`, `features` (the number of Input, Output and Feature main items).
    ///
    /// Problems: an item that runs past the end (the walk stops there), reserved items, End Collection without a
    /// Collection, collections left open, Pop without Push, report ID 0 or above 255.
    static func reportMap(_ value: Bytes, describe: Bool) -> DecodedValue {
        let map = HIDReportDescriptorSummary(value)
        var summary = SummaryBuilder(enabled: describe)
        if value.isEmpty {
            summary.add("empty")
        } else {
            summary.add(map.collections.isEmpty ? "no application collection" : map.collections.joined(separator: " + "))
            if !map.reportIDs.isEmpty {
                summary.add((map.reportIDs.count == 1 ? "report ID " : "report IDs ")
                    + map.reportIDs.map(String.init).joined(separator: "/"))
            }
            func count(_ n: Int, _ word: String) { if n > 0 { summary.add("\(n) \(word)" + (n == 1 ? "" : "s")) } }
            count(map.inputs, "input")
            count(map.outputs, "output")
            count(map.features, "feature")
            summary.add(DecoderFormat.bytes(value.count))
        }
        var problems = map.problems
        if value.isEmpty { problems.append("the Report Map is empty") }
        return DecodedValue(fields: [
            DecodedField("length", .int(Int64(value.count)), unit: "bytes"),
            DecodedField("collections", .array(map.collections.map { .string($0) })),
            DecodedField("report_ids", .array(map.reportIDs.map { .int($0) })),
            DecodedField("inputs", .int(Int64(map.inputs))),
            DecodedField("outputs", .int(Int64(map.outputs))),
            DecodedField("features", .int(Int64(map.features))),
        ], summary: summary.text, problems: problems)
    }
}

/// The summary of a HID report descriptor (USB HID 1.11 §6.2.2): one pass over the items, never reading past the
/// end.
struct HIDReportDescriptorSummary {
    private(set) var collections = [String]()
    private(set) var reportIDs = [Int64]()
    private(set) var inputs = 0
    private(set) var outputs = 0
    private(set) var features = 0
    private(set) var problems = [String]()

    init(_ bytes: Bytes) {
        var offset = 0
        var usagePage: UInt32 = 0
        var pushed = [UInt32]()
        /// The first Usage since the last main item, and whether it was an extended (4-byte) usage.
        var usage: (value: UInt32, extended: Bool)?
        var depth = 0
        var seenIDs = Set<UInt32>()
        /// The first reserved items ("0x0C at offset 0") and how many there are.
        var reservedItems = [String]()
        var reservedCount = 0
        func reserved(_ prefix: UInt8, at itemOffset: Int) {
            reservedCount += 1
            if reservedItems.count < 3 {
                reservedItems.append(DecoderFormat.hex(UInt64(prefix), digits: 2) + " at offset \(itemOffset)")
            }
        }
        var unmatchedEnds = 0
        var unmatchedPops = 0

        while offset < bytes.count {
            guard let prefix = bytes[checked: offset] else { break }
            if prefix == 0xFE {
                // Long item: bDataSize, bLongItemTag, then the data.
                guard let size = bytes[checked: offset + 1], bytes[checked: offset + 2] != nil,
                      Int(size) <= bytes.count - offset - 3
                else {
                    problems.append("the long item at offset \(offset) runs past the end of the descriptor ("
                        + DecoderFormat.bytes(bytes.count) + ")")
                    break
                }
                offset += 3 + Int(size)
                continue
            }
            let sizeCode = prefix & 0x03
            let size = sizeCode == 3 ? 4 : Int(sizeCode)
            let type = (prefix >> 2) & 0x03
            let tag = prefix >> 4
            let data: UInt32
            if size == 0 {
                data = 0
            } else if let read = bytes.uintLE(at: offset + 1, width: size), let narrow = UInt32(exactly: read) {
                data = narrow
            } else {
                problems.append("the item " + DecoderFormat.hex(UInt64(prefix), digits: 2) + " at offset \(offset) has "
                    + DecoderFormat.bytes(size) + " of data but the descriptor ends after "
                    + DecoderFormat.bytes(bytes.count))
                break
            }
            let itemOffset = offset
            offset += 1 + size

            switch type {
            case 0: // Main items (§6.2.2.4)
                switch tag {
                case 0x8: inputs += 1
                case 0x9: outputs += 1
                case 0xB: features += 1
                case 0xA:
                    if depth == 0, data == 0x01 {
                        collections.append(HIDNames.usageText(usage, page: usagePage))
                    }
                    depth += 1
                case 0xC:
                    if depth > 0 { depth -= 1 } else { unmatchedEnds += 1 }
                default:
                    reserved(prefix, at: itemOffset)
                }
                usage = nil
            case 1: // Global items (§6.2.2.7)
                switch tag {
                case 0x0:
                    usagePage = data
                case 0x8:
                    if seenIDs.insert(data).inserted {
                        reportIDs.append(Int64(data))
                        if data == 0 || data > 255 {
                            problems.append("report ID \(data) at offset \(itemOffset) is outside 1...255")
                        }
                    }
                case 0xA:
                    pushed.append(usagePage)
                case 0xB:
                    if let page = pushed.popLast() { usagePage = page } else { unmatchedPops += 1 }
                case 0xC ... 0xF:
                    reserved(prefix, at: itemOffset)
                default:
                    break
                }
            case 2: // Local items (§6.2.2.8)
                if tag == 0x0, usage == nil { usage = (data, size == 4) }
                if tag == 0x6 || tag >= 0xB {
                    reserved(prefix, at: itemOffset)
                }
            default: // Type 3 is reserved (except the long item prefix handled above).
                reserved(prefix, at: itemOffset)
            }
        }

        if reservedCount > 0 {
            let more = reservedCount > reservedItems.count ? " and \(reservedCount - reservedItems.count) more" : ""
            problems.append((reservedCount == 1 ? "reserved item " : "reserved items ")
                + reservedItems.joined(separator: ", ") + more)
        }
        if unmatchedEnds > 0 {
            problems.append("\(unmatchedEnds) End Collection item" + (unmatchedEnds == 1 ? " has" : "s have")
                + " no open collection")
        }
        if depth > 0 {
            problems.append("\(depth) collection" + (depth == 1 ? " is" : "s are") + " not closed at the end")
        }
        if unmatchedPops > 0 {
            problems.append("\(unmatchedPops) Pop item" + (unmatchedPops == 1 ? " has" : "s have") + " no Push")
        }
    }
}

/// Names from the USB HID specification and the HID Usage Tables.
enum HIDNames {
    /// The Modifier byte of the Boot Keyboard Input Report (USB HID 1.11 Appendix B.1).
    static let modifiers: [NamedBit] = [
        .init(0, "left_control", "Left Control"), .init(1, "left_shift", "Left Shift"),
        .init(2, "left_alt", "Left Alt"), .init(3, "left_gui", "Left GUI"),
        .init(4, "right_control", "Right Control"), .init(5, "right_shift", "Right Shift"),
        .init(6, "right_alt", "Right Alt"), .init(7, "right_gui", "Right GUI"),
    ]

    /// The LED byte of the Boot Keyboard Output Report; bits 5-7 padding.
    static let leds: [NamedBit] = [
        .init(0, "num_lock", "Num Lock"), .init(1, "caps_lock", "Caps Lock"), .init(2, "scroll_lock", "Scroll Lock"),
        .init(3, "compose", "Compose"), .init(4, "kana", "Kana"),
    ]

    /// "1.11" for 0x0111, "10.01" for 0x1001; nil when a nibble is above 9.
    static func bcdVersion(_ bcd: UInt16) -> String? {
        let a = Int(bcd >> 12), b = Int((bcd >> 8) & 0xF), c = Int((bcd >> 4) & 0xF), d = Int(bcd & 0xF)
        guard a <= 9, b <= 9, c <= 9, d <= 9 else { return nil }
        return "\(a * 10 + b).\(c)\(d)"
    }

    /// bCountryCode (USB HID 1.11 §6.2.1); nil for reserved codes.
    static func country(_ code: UInt8) -> String? {
        switch code {
        case 0: "Not Supported"
        case 1: "Arabic"
        case 2: "Belgian"
        case 3: "Canadian-Bilingual"
        case 4: "Canadian-French"
        case 5: "Czech Republic"
        case 6: "Danish"
        case 7: "Finnish"
        case 8: "French"
        case 9: "German"
        case 10: "Greek"
        case 11: "Hebrew"
        case 12: "Hungary"
        case 13: "International (ISO)"
        case 14: "Italian"
        case 15: "Japan (Katakana)"
        case 16: "Korean"
        case 17: "Latin American"
        case 18: "Netherlands/Dutch"
        case 19: "Norwegian"
        case 20: "Persian (Farsi)"
        case 21: "Poland"
        case 22: "Portuguese"
        case 23: "Russia"
        case 24: "Slovakia"
        case 25: "Spanish"
        case 26: "Swedish"
        case 27: "Swiss/French"
        case 28: "Swiss/German"
        case 29: "Switzerland"
        case 30: "Taiwan"
        case 31: "Turkish-Q"
        case 32: "UK"
        case 33: "US"
        case 34: "Yugoslavia"
        case 35: "Turkish-F"
        default: nil
        }
    }

    /// Usage page names (HID Usage Tables §3).
    static func page(_ page: UInt32) -> String {
        switch page {
        case 0x00: "Undefined"
        case 0x01: "Generic Desktop"
        case 0x02: "Simulation Controls"
        case 0x03: "VR Controls"
        case 0x04: "Sport Controls"
        case 0x05: "Game Controls"
        case 0x06: "Generic Device Controls"
        case 0x07: "Keyboard/Keypad"
        case 0x08: "LED"
        case 0x09: "Button"
        case 0x0A: "Ordinal"
        case 0x0B: "Telephony Device"
        case 0x0C: "Consumer"
        case 0x0D: "Digitizers"
        case 0x0E: "Haptics"
        case 0x0F: "Physical Input Device"
        case 0x10: "Unicode"
        case 0x11: "SoC"
        case 0x12: "Eye and Head Trackers"
        case 0x14: "Auxiliary Display"
        case 0x20: "Sensors"
        case 0x40: "Medical Instrument"
        case 0x41: "Braille Display"
        case 0x59: "Lighting And Illumination"
        case 0x80: "Monitor"
        case 0x81: "Monitor Enumerated"
        case 0x82: "VESA Virtual Controls"
        case 0x84: "Power"
        case 0x85: "Battery System"
        case 0x8C: "Barcode Scanner"
        case 0x8D: "Scales"
        case 0x8E: "Magnetic Stripe Reader"
        case 0x90: "Camera Control"
        case 0x91: "Arcade"
        case 0x92: "Gaming Device"
        case 0xF1D0: "FIDO Alliance"
        case 0xFF00 ... 0xFFFF: "Vendor-defined " + DecoderFormat.hex(UInt64(page), digits: 4)
        default: DecoderFormat.hex(UInt64(page), digits: 4)
        }
    }

    /// Names of the usages that head application collections, for the pages that have them; nil otherwise.
    static func usage(_ id: UInt32, page: UInt32) -> String? {
        switch (page, id) {
        case (0x01, 0x01): "Pointer"
        case (0x01, 0x02): "Mouse"
        case (0x01, 0x04): "Joystick"
        case (0x01, 0x05): "Gamepad"
        case (0x01, 0x06): "Keyboard"
        case (0x01, 0x07): "Keypad"
        case (0x01, 0x08): "Multi-axis Controller"
        case (0x01, 0x09): "Tablet PC System Controls"
        case (0x01, 0x0A): "Water Cooling Device"
        case (0x01, 0x0B): "Computer Chassis Device"
        case (0x01, 0x0C): "Wireless Radio Controls"
        case (0x01, 0x0D): "Portable Device Control"
        case (0x01, 0x0E): "System Multi-Axis Controller"
        case (0x01, 0x0F): "Spatial Controller"
        case (0x01, 0x10): "Assistive Control"
        case (0x01, 0x11): "Device Dock"
        case (0x01, 0x12): "Dockable Device"
        case (0x01, 0x13): "Call State Management Control"
        case (0x01, 0x80): "System Control"
        case (0x0B, 0x01): "Phone"
        case (0x0B, 0x02): "Answering Machine"
        case (0x0B, 0x03): "Message Controls"
        case (0x0B, 0x04): "Handset"
        case (0x0B, 0x05): "Headset"
        case (0x0B, 0x06): "Telephony Key Pad"
        case (0x0B, 0x07): "Programmable Button"
        case (0x0C, 0x01): "Consumer Control"
        case (0x0C, 0x02): "Numeric Key Pad"
        case (0x0C, 0x03): "Programmable Buttons"
        case (0x0C, 0x04): "Microphone"
        case (0x0C, 0x05): "Headphone"
        case (0x0C, 0x06): "Graphic Equalizer"
        case (0x0D, 0x01): "Digitizer"
        case (0x0D, 0x02): "Pen"
        case (0x0D, 0x03): "Light Pen"
        case (0x0D, 0x04): "Touch Screen"
        case (0x0D, 0x05): "Touch Pad"
        case (0x0D, 0x06): "Whiteboard"
        case (0xF1D0, 0x01): "U2F Authenticator Device"
        default: nil
        }
    }

    /// "Generic Desktop / Mouse" for a collection's usage: an extended usage carries its own page in the upper 16
    /// bits, a short one takes the current Usage Page.
    static func usageText(_ usage: (value: UInt32, extended: Bool)?, page current: UInt32) -> String {
        guard let usage else { return Self.page(current) + " / (no usage)" }
        let page = usage.extended ? usage.value >> 16 : current
        let id = usage.value & 0xFFFF
        return Self.page(page) + " / " + (Self.usage(id, page: page) ?? DecoderFormat.hex(UInt64(id), digits: 4))
    }
}
