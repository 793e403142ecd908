import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP
@testable import HRSniffATT
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffLive
@testable import hrsniff

/// A pipeline whose consumer wants no notification and no flow-control events (`Pipeline.EventDemand.summary`,
/// what `analyze --summary` runs with) folds notifications into their series (`Decoders.seriesFolder`) and makes
/// no event of them or of Number Of Completed Packets. What `analyze --summary` prints, as text and as JSON, and
/// the statistics must be the same as with every event made.
@Suite struct FoldTests {
    struct Run {
        var text = ""
        var json = ""
        var statistics = Pipeline.Statistics()
        /// ATT events made: fewer when notifications were folded.
        var attEvents = 0
        /// Notified values `analyzeJSON` left to the renderer.
        var leftValues = 0
        /// Notified values `analyzeText` decoded without fields.
        var summarisedValues = 0
        /// Notified values `analyzeText` left to the renderer.
        var textLeftValues = 0
        /// Notifications folded and told as their procedures (`Pipeline.Folding.telling`) by `analyzeText` and
        /// `analyzeJSON` with values left to the renderer: the runs whose output must not change for it.
        var toldText = 0
        var toldJSON = 0
        /// Notified values `dumpJSON` left to the renderer.
        var dumpedValues = 0
        /// Notifications folded and told as their `.att` events (`Pipeline.Folding.tellingMessages`) by `dumpJSON`
        /// with values left to the renderer.
        var toldDump = 0
    }

    static func summary(_ reader: any CaptureReader, fold: Bool) -> Run {
        var pipeline = Pipeline(depth: .att)
        pipeline.demand = fold ? .summary : .all
        pipeline.describeValues = false
        // Sparklines are drawn from the notification events: `analyze` does not fold when it draws them.
        let text = TextAnalyzeRenderer(foldNotifications: true, api: nil, color: false, sparklines: false)
        let json = JSONAnalyzeRenderer(foldNotifications: true)
        var textSink = ByteSink()
        var jsonSink = ByteSink()
        var run = Run()
        pipeline.run(reader) { event in
            if case .att = event.payload { run.attEvents += 1 }
            text.render(event, into: &textSink)
            json.render(event, into: &jsonSink)
        }
        text.finish(into: &textSink)
        run.text = String(decoding: textSink.bytes.array, as: UTF8.self)
        run.json = String(decoding: jsonSink.bytes.array, as: UTF8.self)
        run.statistics = pipeline.statistics
        return run
    }

    /// `analyze --json` of every event, notified values decoded by the pipeline or (`leave`) left for the renderer
    /// to write through their decoder's field sink (`DecodedProcedure.decodesLater`), the summary then keeping
    /// what their series folders read (`GATTValues.folded`).
    static func analyzeJSON(_ reader: any CaptureReader, leave: Bool) -> (json: String, left: Int, told: Int) {
        var pipeline = Pipeline(depth: .att)
        // Left, as `analyze --json` runs: no `.att` events and no flow-control events either.
        pipeline.demand = leave
            ? Pipeline.EventDemand.all.subtracting([.decodedValues, .attEvents, .flowControlEvents]) : .all
        pipeline.describeValues = false
        let json = JSONAnalyzeRenderer(foldNotifications: false)
        var sink = ByteSink()
        var left = 0
        pipeline.run(reader) { event in
            if case .gatt(let p) = event.payload, p.decodesLater { left += 1 }
            json.render(event, into: &sink)
        }
        json.finish(into: &sink)
        return (String(decoding: sink.bytes.array, as: UTF8.self), left, pipeline.toldFolds)
    }

    /// `analyze` as text of every event, notified values decoded with their fields or (without `fields`) as
    /// their summaries and problems alone (`ConnectionDecoders.fields`), the summary then keeping what their
    /// series folders read.
    /// With `leave`, those values are left to the renderer, which writes their summaries from their bytes
    /// (`DecodedProcedure.decodesLater`, what `analyze` runs with); `folded` then counts the values left.
    static func analyzeText(
        _ reader: any CaptureReader, fields: Bool, leave: Bool = false
    ) -> (text: String, folded: Int, told: Int) {
        var pipeline = Pipeline(depth: .att)
        pipeline.valueFields = fields
        // Left, as `analyze` runs: no `.att` events either (the diagnostics still where they were).
        if leave { pipeline.demand.subtract([.decodedValues, .attEvents]) }
        let text = TextAnalyzeRenderer(foldNotifications: false, api: nil, color: false, sparklines: false)
        var sink = ByteSink()
        var folded = 0
        pipeline.run(reader) { event in
            if leave, case .att = event.payload { Issue.record("an ATT event nobody asked for") }
            if case .gatt(let p) = event.payload, leave ? p.decodesLater : p.foldedNumbers { folded += 1 }
            text.render(event, into: &sink)
        }
        text.finish(into: &sink)
        return (String(decoding: sink.bytes.array, as: UTF8.self), folded, pipeline.toldFolds)
    }

    /// `dump --json`, notified values decoded by the pipeline or (`leave`) left for the renderer to write through
    /// their decoder's field sink (`ATTMessage.decodesLater`), with the speed and cadence derived for them
    /// (`ATTMessage.derivedRates`).
    /// With `leave`, as `dump --json` runs, notifications that GATT and the decoders would only annotate are
    /// folded and told as their messages (`told`).
    static func dumpJSON(
        _ reader: any CaptureReader, leave: Bool
    ) -> (json: String, left: Int, told: Int, statistics: Pipeline.Statistics) {
        var pipeline = Pipeline(depth: .att)
        pipeline.procedures = false
        pipeline.describeValues = false
        if leave { pipeline.demand.remove(.decodedValues) }
        let json = JSONDumpRenderer()
        var sink = ByteSink()
        var left = 0
        pipeline.run(reader) { event in
            if case .att(let m) = event.payload, m.decodesLater { left += 1 }
            json.render(event, into: &sink)
        }
        return (String(decoding: sink.bytes.array, as: UTF8.self), left, pipeline.toldFolds, pipeline.statistics)
    }

    static func compare(_ open: () throws -> any CaptureReader, name: String) throws -> (folded: Int, Run) {
        let dumped = dumpJSON(try open(), leave: false)
        let dumpedLeft = dumpJSON(try open(), leave: true)
        #expect(dumped.left == 0)
        #expect(dumped.told == 0, "\(name): dump --json told messages from a fold with decoded values asked for")
        #expect(dumpedLeft.json == dumped.json, "\(name): dump --json differs with values left to the renderer")
        if dumpedLeft.json != dumped.json {
            try? dumped.json.write(toFile: "/tmp/fold-dumped.json", atomically: true, encoding: .utf8)
            try? dumpedLeft.json.write(toFile: "/tmp/fold-dumped-left.json", atomically: true, encoding: .utf8)
        }
        #expect(dumpedLeft.statistics == dumped.statistics, "\(name): dump's statistics differ")
        let withFields = analyzeText(try open(), fields: true)
        let summariesOnly = analyzeText(try open(), fields: false)
        let summariesLeft = analyzeText(try open(), fields: false, leave: true)
        #expect(summariesLeft.text == withFields.text, "\(name): analyze differs with values left to the renderer")
        if summariesLeft.text != withFields.text {
            try? withFields.text.write(toFile: "/tmp/fold-fields.txt", atomically: true, encoding: .utf8)
            try? summariesLeft.text.write(toFile: "/tmp/fold-left.txt", atomically: true, encoding: .utf8)
        }
        #expect(withFields.folded == 0)
        #expect(withFields.told == 0 && summariesOnly.told == 0, "\(name): told from a fold with every event asked for")
        #expect(summariesOnly.text == withFields.text, "\(name): analyze differs without the values' fields")
        let decoded = analyzeJSON(try open(), leave: false)
        let left = analyzeJSON(try open(), leave: true)
        #expect(decoded.left == 0)
        #expect(decoded.told == 0)
        #expect(left.json == decoded.json, "\(name): analyze --json differs with values left to the renderer")
        if left.json != decoded.json {
            try? decoded.json.write(toFile: "/tmp/fold-decoded.json", atomically: true, encoding: .utf8)
            try? left.json.write(toFile: "/tmp/fold-left.json", atomically: true, encoding: .utf8)
        }
        let plain = summary(try open(), fold: false)
        var folded = summary(try open(), fold: true)
        folded.leftValues = left.left
        folded.summarisedValues = summariesOnly.folded
        folded.textLeftValues = summariesLeft.folded
        folded.toldText = summariesLeft.told
        folded.toldJSON = left.told
        folded.dumpedValues = dumpedLeft.left
        folded.toldDump = dumpedLeft.told
        #expect(folded.text == plain.text, "\(name): text summary differs")
        if folded.text != plain.text {
            try? plain.text.write(toFile: "/tmp/fold-plain.txt", atomically: true, encoding: .utf8)
            try? folded.text.write(toFile: "/tmp/fold-folded.txt", atomically: true, encoding: .utf8)
        }
        #expect(folded.json == plain.json, "\(name): JSON summary differs")
        #expect(folded.statistics == plain.statistics, "\(name): statistics differ")
        return (plain.attEvents - folded.attEvents, folded)
    }

    @Test func everyCaptureSummarisesAlikeFoldedOrNot() throws {
        var foldedSomewhere = 0
        var leftSomewhere = 0
        var summarisedSomewhere = 0
        var textLeftSomewhere = 0
        var toldSomewhere = (text: 0, json: 0, dump: 0)
        for path in CaptureFiles.all where CaptureFiles.isReadableHCI(path) {
            let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: CaptureFiles.name(path))
            foldedSomewhere += folded
            leftSomewhere += run.leftValues
            summarisedSomewhere += run.summarisedValues
            textLeftSomewhere += run.textLeftValues
            toldSomewhere.text += run.toldText
            toldSomewhere.json += run.toldJSON
            toldSomewhere.dump += run.toldDump
        }
        #expect(leftSomewhere > 100)
        #expect(textLeftSomewhere > 100)
        #expect(summarisedSomewhere > 100)
        // `analyze` and `analyze --json` fold the bundled straps' notifications and tell them: the same output.
        #expect(toldSomewhere.text > 100)
        #expect(toldSomewhere.json > 100)
        // `dump --json` tells them as their `.att` events: the same output.
        #expect(toldSomewhere.dump > 100)
        // The bundled heart-rate straps notify whole, well-formed measurements: they must have been folded.
        #expect(foldedSomewhere > 100)
    }

    /// Every way a notification can differ from the simple case, one connection each, interleaved with folded
    /// ones: each goes through the layers and the summary still comes out the same.
    @Test func unusualNotificationsAreNotFolded() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(GATTFixture.heartRateDiscovery)
        let values = [
            "16 48 40 03", // 72 bpm, contact, one RR
            "14 00", // contact lost, 0 bpm
            "16 49 40 03 41 03", // two RR intervals
            "17 4a 00 40 03", // UINT16 heart rate
            "1e 4b 10 00 40 03", // energy expended
            "16 4c", // RR announced but none: a problem, decoded in full
            "16 4d 40", // an odd RR byte
            "06 4e 40 03", // bytes the flags do not announce
            "36 4f 40 03", // a reserved flag bit
            "", // empty
            "16 50 40 03",
        ]
        for (i, value) in values.enumerated() {
            b.att(sent: false, "1b 0e 00 " + value)
            if i == 3 {
                // A request waiting for its response: notifications in between are not folded.
                b.att(sent: true, "0a 11 00")
                b.att(sent: false, "1b 0e 00 16 51 40 03")
                b.att(sent: false, "0b 01")
            }
            if i == 5 {
                // A notification fragmented over two ACL packets, then a start fragment left incomplete.
                let pdu = CaptureBuilder.l2cap(cid: 4, bytes("1b 0e 00 16 52 40 03 41 03"))
                b.acl(handle: 0x40, pb: 0b10, sent: false, Array(pdu[0 ..< 6]))
                b.acl(handle: 0x40, pb: 0b01, sent: false, Array(pdu[6...]))
                b.acl(handle: 0x40, pb: 0b10, sent: false, Array(pdu[0 ..< 6]))
                b.att(sent: false, "1b 0e 00 16 53 40 03")
            }
            // Flow control: a well-formed Number Of Completed Packets event, and one whose lengths disagree.
            b.h4(4, sent: false, [0x13, 0x05, 0x01, 0x40, 0x00, 0x01, 0x00])
            if i == 7 { b.h4(4, sent: false, [0x13, 0x09, 0x01, 0x40, 0x00, 0x01, 0x00]) }
        }
        // A handle never discovered, and the Heart Rate Measurement sent by the captured device as a server.
        b.att(sent: false, "1b 40 00 16 48 40 03")
        b.att(sent: true, "1b 0e 00 16 48 40 03")
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: "unusual notifications")
        #expect(folded > 0)
        #expect(run.leftValues > 0)
        #expect(run.summarisedValues > 0)
        #expect(run.text.contains("bpm: min 72 bpm"))
        #expect(run.json.contains("\"energy_expended_kj\""), "\(run.json)")
    }

    /// Sensor contact lost and found again, over folded measurements: the periods without contact open at the first
    /// value that says so and close at the first that does not, and break the sequence of RR intervals, as through
    /// the layers (the fold looks at contact only for a value without it or while a period is open).
    @Test func contactPeriodsFoldAsThroughTheLayers() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(GATTFixture.heartRateDiscovery)
        // Contact (0x16), no contact (0x14: 0 bpm, RR intervals still), contact again, twice over.
        let flags: [UInt8] = [0x16, 0x16, 0x16, 0x14, 0x14, 0x16, 0x16, 0x14, 0x16, 0x16, 0x16]
        for (k, f) in flags.enumerated() {
            b.att(sent: false, "1b 0e 00 " + GATTFixture.hexByte(f) + " " + GATTFixture.hexByte(UInt8(60 + k))
                + " " + GATTFixture.hexByte(UInt8(0x30 + 7 * k)) + " 03")
        }
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: "contact periods")
        #expect(folded > flags.count / 2)
        #expect(run.text.contains("sensor contact lost in 3 measurements (2 periods, "), "\(run.text)")
        #expect(run.text.contains("RMSSD"), "\(run.text)")
    }

    /// The same session as Linux monitor records (btsnoop 2001): ACL and event records of their own opcodes.
    @Test func monitorFramingFoldsToo() throws {
        var b = CaptureBuilder(.btsnoopMonitor)
        b.monitor(opcode: 3, [0x3E, 0x13, 0x01, 0x00, 0x40, 0x00, 0x00, 0x01,
                              0x01, 0x3A, 0x7F, 0x33, 0x2C, 0xF1, 0x28, 0x00, 0x00, 0x00, 0xC8, 0x00, 0x00])
        func att(_ sent: Bool, _ pdu: [UInt8]) {
            let l2cap = CaptureBuilder.l2cap(cid: 4, pdu)
            b.monitor(opcode: sent ? 4 : 5, [0x40, sent ? 0x00 : 0x20] + le16(UInt16(l2cap.count)) + l2cap)
        }
        for (sent, pdu) in GATTFixture.heartRateDiscovery { att(sent, bytes(pdu)) }
        for k in 0 ..< 50 {
            att(false, [0x1B, 0x0E, 0x00, 0x16, UInt8(60 + k % 40), 0x40, 0x03])
            b.monitor(opcode: 3, [0x13, 0x05, 0x01, 0x40, 0x00, 0x01, 0x00])
        }
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: "monitor")
        #expect(folded >= 49)
        #expect(run.text.contains("50 notifications"))
    }

    /// A pulse oximeter's continuous measurements, a power meter's measurements (with the speed and cadence derived
    /// from their counters) and a vendor characteristic's notifications fold like heart rates: the summary is the
    /// same as through the layers, and values a folder does not take (a special SFLOAT, a reserved flag bit, a
    /// byte left over, a missing field) go through the decoder.
    /// 16-bit types no decoder knows (a vendor's 0xFFF4 and 0xFFF1): the notifications fold, and are told, as
    /// those of a 128-bit vendor type are; the Write Commands fold to be told in every mode (the story shows each
    /// write); a write of a handle the tables do not know goes through the layers. Every story comes out as
    /// through the layers.
    @Test func sixteenBitTypesNoDecoderKnowsFoldToo() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x42)
        // Service 0xFFF0 (0x0001-0x0007): characteristic 0xFFF4 (notify, value 0x0003), characteristic 0xFFF1
        // (write without response, value 0x0005).
        b.att(handle: 0x42, [
            (true, "10 01 00 ff ff 00 28"),
            (false, "11 06 01 00 07 00 f0 ff"),
            (true, "10 08 00 ff ff 00 28"),
            (false, "01 10 08 00 0a"),
            (true, "08 01 00 07 00 03 28"),
            (false, "09 07 02 00 10 03 00 f4 ff 04 00 04 05 00 f1 ff"),
            (true, "08 05 00 07 00 03 28"),
            (false, "01 08 05 00 0a"),
        ])
        for j in 0 ..< 200 {
            let byte = String(j, radix: 16)
            let hex = byte.count == 1 ? "0" + byte : byte
            // Every 50th value empty: nothing to decode, nothing for the hint either.
            let value = j % 50 == 7 ? "" : " a5 5a " + hex
            b.att(handle: 0x42, sent: false, "1b 03 00" + value)
            // Every 40th write of a handle no table knows.
            b.att(handle: 0x42, sent: true, (j % 40 == 3 ? "52 09 00 " : "52 05 00 ") + hex + " 01")
        }
        b.disconnectionComplete(handle: 0x42)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: "16-bit vendor types")
        #expect(folded > 380, "\(folded)")
        #expect(run.toldText > 380 && run.toldJSON > 380, "told \(run.toldText) and \(run.toldJSON)")
        #expect(run.text.contains("FFF4") && run.text.contains("FFF1"), "\(run.text)")
    }

    /// `Decoders.decodesNothing` asks a decoder about an empty value: of every 16-bit type whose empty value
    /// decodes to nothing, other values decode to nothing too; the types with a decoder are not among them.
    @Test func typesWhoseEmptyValueDecodesToNothingDecodeNothing() {
        let samples: [[UInt8]] = [[0x00], [0x01, 0x02], [0xFF, 0xFF, 0xFF, 0xFF], Array(0 ..< 20)]
        var nothing = 0
        for short in UInt16.min ... UInt16.max {
            let uuid = BluetoothUUID(uuid16: short)
            guard Decoders.decodesNothing(uuid) else { continue }
            nothing += 1
            for sample in samples {
                let decoded = sample.withBytes { Decoders.decode(uuid, $0) }
                #expect(decoded == nil, "0x\(String(short, radix: 16)) decodes \(sample)")
            }
        }
        #expect(!Decoders.decodesNothing(BluetoothUUID(uuid16: 0x2A37)))
        #expect(!Decoders.decodesNothing(BluetoothUUID(uuid16: 0x2A19)))
        #expect(!Decoders.decodesNothing(BluetoothUUID(uuid16: 0x2A00)))
        #expect(Decoders.decodesNothing(BluetoothUUID(uuid16: 0xFFF4)))
        #expect(Decoders.decodesNothing(BluetoothUUID(uuid128: 0x6E40_0003_B5A3_F393_E0A9_E50E_24DC_CA9E)))
        #expect(nothing > 60_000 && nothing < 65_536 - 100, "\(nothing)")
    }

    @Test func everyCharacteristicWithAFolderFolds() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        b.att(GATTFixture.heartRateDiscovery)
        // A second sensor: PLX Continuous Measurement (value 0x0003) and Cycling Power Measurement (value 0x000a).
        b.leConnectionComplete(handle: 0x41)
        b.att(handle: 0x41, [
            (true, "10 01 00 ff ff 00 28"),
            (false, "11 06 01 00 07 00 22 18 08 00 0f 00 18 18"),
            (true, "10 10 00 ff ff 00 28"),
            (false, "01 10 10 00 0a"),
            (true, "08 01 00 0f 00 03 28"),
            (false, "09 07 02 00 10 03 00 5f 2a 09 00 10 0a 00 63 2a"),
            (true, "08 0a 00 0f 00 03 28"),
            (false, "01 08 0a 00 0a"),
        ])
        func h(_ values: Int...) -> String {
            values.map { v in
                let byte = String(v & 0xFF, radix: 16)
                return byte.count == 1 ? "0" + byte : byte
            }.joined(separator: " ")
        }
        func sfloat(_ mantissa: Int, _ exponent: Int) -> String {
            let raw = (exponent & 0xF) << 12 | (mantissa & 0xFFF)
            return h(raw, raw >> 8)
        }
        for j in 0 ..< 200 {
            let flags = [0x00, 0x10, 0x1C, 0x1F][j % 4]
            var plx = h(flags) + " " + sfloat(950 + j % 41, -1) + " " + sfloat(60 + j % 41, 0)
            if flags & 0x01 != 0 { plx += " " + sfloat(945, -1) + " " + sfloat(62, 0) }
            if flags & 0x02 != 0 { plx += " " + sfloat(951, -1) + " " + sfloat(59, 0) }
            if flags & 0x04 != 0 { plx += " 20 00" }
            if flags & 0x08 != 0 { plx += j % 8 == 7 ? " 20 00 00" : " 00 00 00" }
            if flags & 0x10 != 0 { plx += " " + sfloat(20 + j % 80, -1) }
            switch j {
            case 50: plx = "00 ff 07 48 00" // SpO2 NaN: a special value
            case 51: plx = "20 c6 f3 48 00" // a reserved flag bit
            case 52: plx = "00 c6 f3 48 00 00" // a byte left over
            case 53: plx = "00 c6 f3" // the pulse rate missing
            default: break
            }
            b.att(handle: 0x41, sent: false, "1b 03 00 " + plx)
            // Power: balance, torque, wheel and crank data, energy; every other one the extremes and angles.
            let wheel = j * 4, crank = j * 2
            let extremes = j % 2 == 1
            var power = h(extremes ? 0x7F : 0x3F, extremes ? 0x0F : 0x08, 150 + j % 100, 0, 96 + j % 9)
            power += " " + h(crank * 680, crank * 680 >> 8)
            power += " " + h(wheel, wheel >> 8, 0, 0, wheel * 517, wheel * 517 >> 8)
            power += " " + h(crank, crank >> 8, crank * 683, crank * 683 >> 8)
            if extremes { power += " 10 01 d8 ff 5f 30 11 08 00 bc 00" }
            power += " " + h(j / 5, 0)
            if j == 60 { power = "00 20 96 00" } // a reserved flag bit
            b.att(handle: 0x41, sent: false, "1b 0a 00 " + power)
            // The vendor characteristic of the first sensor: no decoder, nothing for the statistics but its count.
            b.att(sent: false, "1b 16 00 23 30 30 30 30 3b 31 32 33 34")
            b.h4(4, sent: false, [0x13, 0x05, 0x01, 0x41, 0x00, 0x02, 0x00])
        }
        b.disconnectionComplete(handle: 0x41)
        b.disconnectionComplete(handle: 0x40)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }
        let (folded, run) = try Self.compare({ try CaptureFile.open(path) }, name: "PLX, power, vendor")
        #expect(folded > 550)
        // `analyze` and `analyze --json` tell the vendor values as well as the PLX and power values: all but the
        // unusual ones.
        #expect(run.toldText > 550 && run.toldJSON > 550, "told \(run.toldText) and \(run.toldJSON)")
        // PLX and power values, with their speed and cadence, left to the JSON renderer and summarised alone.
        #expect(run.leftValues > 350)
        #expect(run.summarisedValues > 350)
        #expect(run.dumpedValues > 350)
        // `dump --json` tells the PLX, power and vendor values as their messages, the unusual ones aside.
        #expect(run.toldDump > 550, "told \(run.toldDump)")
        #expect(run.json.contains("\"spo2_percent\""), "\(run.json)")
        #expect(run.json.contains("\"cadence_rpm\""), "\(run.json)")
    }
}

/// The JSON writer's pieces.
@Suite struct JSONPiecesTests {
    /// The integer writer, two digits at a time, at every length and at the ends of the range.
    @Test func integersAreWrittenInDecimal() {
        var samples: [Int64] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 65535, .max, .min, .max - 1, .min + 1]
        var p: Int64 = 1
        for _ in 0 ..< 18 {
            p *= 10
            samples += [p - 1, p, p + 1, -p, -(p - 1)]
        }
        for v in samples {
            var sink = ByteSink()
            sink.appendInteger(v)
            #expect(String(decoding: sink.bytes.array, as: UTF8.self) == String(v))
            // The summaries' writer (`Array.appendDecimal`), after what is already there.
            var text: [UInt8] = Array("x".utf8)
            text.appendDecimal(Int(v))
            #expect(String(decoding: text, as: UTF8.self) == "x" + String(v))
            // And `SummaryBytes`', which writes the digits in place, at the end of its storage.
            var summary = SummaryBytes(capacity: 1)
            summary.append(utf8Of: "x")
            summary.appendDecimal(Int(v))
            #expect(summary.string == "x" + String(v))
        }
    }

    /// The digit count the integer writer makes room by, at every power of ten and at the end of the range.
    @Test func decimalDigitsAreCountedAtEveryPowerOfTen() {
        #expect(ByteSink.decimalDigitCount(0) == 1)
        var p: UInt64 = 1
        for k in 1 ... 19 {
            p *= 10
            #expect(ByteSink.decimalDigitCount(p - 1) == k, "10^\(k) - 1")
            #expect(ByteSink.decimalDigitCount(p) == k + 1, "10^\(k)")
            #expect(ByteSink.decimalDigitCount(p + 1) == k + 1, "10^\(k) + 1")
        }
        #expect(ByteSink.decimalDigitCount(.max) == String(UInt64.max).count)
    }

    /// Literals of every length from 0 to 40 (the short copies overlap two loads of 1, 4 or 8 bytes up to 16, a
    /// longer one is one copy): as keys, quoted, appended to a sink and to a summary's array, each after what is
    /// already there and with nothing written past it.
    @Test func literalsOfEveryLengthAreCopiedWhole() {
        let literals: [StaticString] = [
            "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghij",
            "abcdefghijk", "abcdefghijkl", "abcdefghijklm", "abcdefghijklmn", "abcdefghijklmno", "abcdefghijklmnop",
            "abcdefghijklmnopq", "abcdefghijklmnopqr", "abcdefghijklmnopqrstuvwxyz0123456789ABCD", "é", "°C", "→",
        ]
        for literal in literals {
            let text = literal.description
            var sink = ByteSink(capacity: 64)
            sink.append(UInt8(ascii: "x"))
            sink.append(literal)
            sink.appendJSONKey(literal, first: true)
            sink.appendJSONKey(literal, first: false)
            sink.appendQuoted(literal)
            sink.append(UInt8(ascii: "y"))
            #expect(sink.string == "x" + text + "\"\(text)\":" + ",\"\(text)\":" + "\"\(text)\"" + "y", "\(text)")
            var summary: [UInt8] = Array("x".utf8)
            summary.append(utf8Of: literal)
            summary.append(UInt8(ascii: "y"))
            #expect(String(decoding: summary, as: UTF8.self) == "x" + text + "y", "\(text)")
        }
    }

    /// Fixed-width digits (times, fractions) at every width to 8, zeros first; and runs of spaces.
    @Test func fixedDigitsAndSpaces() {
        for width in 0 ... 8 {
            for v in [0, 1, 7, 9, 10, 42, 99, 100, 123, 999, 1000, 4567, 99999, 123_456, 1_234_567, 12_345_678] {
                var sink = ByteSink(capacity: 64)
                sink.append(UInt8(ascii: "x"))
                sink.appendFixedDigits(v, width: width)
                sink.append(UInt8(ascii: "y"))
                let digits = String(v)
                let expected = width == 0 ? "" : String(repeating: "0", count: max(0, width - digits.count))
                    + String(digits.suffix(width))
                #expect(sink.string == "x" + expected + "y", "\(v) in \(width)")
            }
        }
        for n in [-3, 0, 1, 2, 7, 12, 100] {
            var sink = ByteSink(capacity: 16)
            sink.append(UInt8(ascii: "x"))
            sink.appendSpaces(n)
            sink.append(UInt8(ascii: "y"))
            #expect(sink.string == "x" + String(repeating: " ", count: max(0, n)) + "y")
        }
    }

    /// An undecoded value's spaced hex in a text line, written into the sink, is `spaced`'s String, at every length
    /// around the limit.
    /// A notified value is a slice: its printable text is read in place, and is what the array's gives (printable
    /// ASCII of at least three characters, NUL padding dropped).
    @Test func printableTextOfASliceIsTheArrays() {
        let cases: [[UInt8]] = [[], Array("ab".utf8), Array("abc".utf8), Array("abc".utf8) + [0, 0], [0, 0, 0],
                                Array("ab".utf8) + [0], Array("a\u{7f}c".utf8), Array("hello world".utf8), [0x41, 0, 0x42, 0x43]]
        for bytes in cases {
            let slice = Bytes([0x7f] + bytes + [0x7f]).slice(from: 1, count: bytes.count) ?? .empty
            #expect(Decoders.printableText(slice) == Decoders.printableText(bytes), "\(bytes)")
        }
        #expect(Decoders.printableText(Bytes(Array("abc".utf8) + [0])) == "abc")
    }

    @Test func spacedHexIsWhatTheStringGives() {
        // Every byte value once (the last case), in a sink that must grow.
        for count in Array(0 ... 30) + [256] {
            let bytes = (0 ..< count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 5) }
            for limit in [0, 1, 24, 255, 256] {
                var sink = ByteSink(capacity: 16)
                sink.append(UInt8(ascii: "x"))
                ProcedureText.writeSpacedHex(Bytes(bytes), limit: limit, into: &sink)
                #expect(sink.string == "x" + spaced(Bytes(bytes), limit: limit), "\(count) \(limit)")
                // An array's spaced hex is the same as a slice's.
                var fromArray = ByteSink(capacity: 16)
                var fromSlice = ByteSink(capacity: 16)
                fromArray.appendSpacedHex(bytes, limit: limit)
                fromSlice.appendSpacedHex(Bytes([0xff] + bytes + [0xff]).slice(from: 1, count: count) ?? .empty, limit: limit)
                #expect(fromArray.string == fromSlice.string, "\(count) \(limit)")
            }
        }
    }

    /// Tenths with their one decimal (the summaries' RR intervals, SpO2 and balances), a zero decimal dropped with
    /// `trim`, after what is already there.
    @Test func tenthsAreWrittenWithOneDecimal() {
        var samples = [0, 1, 5, 9, 10, 11, 99, 100, 101, 950, 6445, 65535, Int(Int32.max), Int.max, Int.min + 1]
        samples += samples.map { -$0 }
        for v in samples {
            for trim in [false, true] {
                var text: [UInt8] = Array("x".utf8)
                text.appendTenths(v, trim: trim)
                let whole = "\(v < 0 ? "-" : "")\(v.magnitude / 10)"
                let expected = trim && v % 10 == 0 ? whole : whole + ".\(v.magnitude % 10)"
                #expect(String(decoding: text, as: UTF8.self) == "x" + expected, "\(v) \(trim)")
                var summary = SummaryBytes(capacity: 1)
                summary.append(utf8Of: "x")
                summary.appendTenths(v, trim: trim)
                #expect(summary.string == "x" + expected, "\(v) \(trim)")
            }
        }
    }

    /// The head of a `dump --json` ATT line written from kept bytes (`JSONDumpRenderer.Lines.AttHeads`) is what the
    /// writer gives for its adapter, connection, direction and opcode, whichever heads were written before it (more
    /// kinds than it keeps take turns); its start is `begin("att")`'s up to the frame.
    @Test func attLineHeadsAreWhatTheWriterGives() {
        var heads = JSONDumpRenderer.Lines.AttHeads()
        var start = ByteSink(capacity: 64)
        heads.writeStart(&start)
        #expect(start.string == "{\"type\":\"att\",\"schema_version\":\(ndjsonSchemaVersion),\"frame\":")
        var state: UInt64 = 3
        for round in 0 ..< 2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let pick = Int(truncatingIfNeeded: state >> 33)
            // A few kinds most of the time, sometimes more than the heads kept.
            let spread = round % 5 == 0 ? 40 : 3
            let key = JSONDumpRenderer.Lines.AttHeads.Key(
                adapter: UInt16(pick % 2), connection: pick / 2 % spread,
                direction: [StaticString("sent"), "received", "central"][pick / 7 % 3],
                opcode: ATTOpcode(UInt8(truncatingIfNeeded: [0x1B, 0x1D, 0x52, 0x0A][pick / 11 % 4])),
                writesOpcode: pick / 13 % 9 != 0)
            var written = ByteSink(capacity: 128)
            heads.writeHead(key, &written)
            var expected = ByteSink(capacity: 128)
            key.write(&expected)
            #expect(written.string == expected.string, "\(round)")
        }
    }

    /// A procedure's direction as a literal is the word the String forms give (`Direction.name`, and
    /// `LinkLayerRendering.sender` on air).
    @Test func directionLiteralsAreTheNames() {
        for d in [Direction.sent, .received, .unknown] {
            #expect(LinkLayerRendering.directionLiteral(d, air: false).description == d.name)
            #expect(LinkLayerRendering.directionLiteral(d, air: true).description == LinkLayerRendering.sender(d))
        }
    }

    /// The time of a `dump --json` line, of which `Lines` keeps all but the microseconds for the last second and
    /// the date for the last day, is the ISO 8601 form `Timestamp.appendISO8601` writes, whatever time came before:
    /// the same second again, the next second, minute, hour and day, a second back, years before 0 and after 9999.
    @Test func lineTimesAreTheISOForm() {
        var lines = JSONDumpRenderer.Lines()
        let day: Int64 = 86_400_000_000
        let base: Int64 = 1_773_480_413_000_000
        var times: [Int64] = [base, base + 1, base + 999_999, base + 1_000_000, base + 999_999, base + 60_000_000,
                              base + 3_600_000_000, base + day, base + day + 5, base, 0, -1, -day - 1, .min, .max,
                              253_402_300_800_000_000, 253_402_300_799_999_999, base]
        var state: UInt64 = 7
        for _ in 0 ..< 3000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Mostly small steps forward, sometimes a jump anywhere.
            let step = Int64(truncatingIfNeeded: state >> 40)
            times.append(state % 17 == 0 ? Int64(truncatingIfNeeded: state) : times[times.count - 1] &+ step)
        }
        for t in times.map(Timestamp.init(microseconds:)) {
            var written = ByteSink(capacity: 64)
            var o = JSONObjectWriter(continuing: &written)
            lines.time(t, &o, &written)
            o.close(&written)
            var expected = ByteSink(capacity: 64)
            expected.append(",\"time\":\"" as StaticString)
            t.appendISO8601(to: &expected)
            expected.append("\"}" as StaticString)
            #expect(written.string == expected.string, "\(t.microseconds)")
        }
    }

    /// `appendDecimal`'s decimals, written as three digit pairs with the trailing zeros taken back, are those of
    /// rounding to millionths with `rounded()` and dropping trailing zeros one division at a time, for every count
    /// of decimals and signs, near whole numbers, at exact halves and around the sizes where the writer changes
    /// method.
    @Test func decimalsAreRoundedToMillionthsWithoutTrailingZeros() {
        func reference(_ value: Double) -> String {
            guard value.isFinite else { return "null" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            guard abs(value) < 1e9 else { return "\(value)" }
            var micro = Int64((value * 1_000_000).rounded())
            var text = ""
            if micro < 0 { text = "-"; micro = -micro }
            text += String(micro / 1_000_000)
            var fraction = Int(micro % 1_000_000)
            guard fraction != 0 else { return text }
            var digits = 6
            while fraction % 10 == 0 && digits > 0 { fraction /= 10; digits -= 1 }
            let s = String(fraction)
            return text + "." + String(repeating: "0", count: digits - s.count) + s
        }
        var values: [Double] = [0.5, -0.5, 0.000001, -0.000001, 0.0000004, 0.0000005, 0.9999995, 0.9999994, 10.6,
                                106 * 0.1, 812.5, 1.000010, 123.456789, 999_999_999.999999, 1e9 + 0.5, -1e9 - 0.5,
                                .nan, .infinity, 1e15 + 0.5, 0.1 + 0.2, -0.0, 0, 72, -72, 1e15 - 1, 1e15, -1e15,
                                -(1e15 - 1), 9_007_199_254_740_992, 4_503_599_627_370_495.5]
        // Millionths that are exact halves and quarters (10^6 × 2^-7 is 7812.5): rounded away from zero, as
        // `rounded()` rounds them, by the writer that truncates and looks at the fraction left.
        for m in stride(from: 1, through: 4001, by: 2) {
            values += [Double(m) / 128, -Double(m) / 128, Double(m) / 256, -Double(m) / 256,
                       Double(m) / 128 + 1_000, -Double(m) / 128 - 999_999]
        }
        var state: UInt64 = 11
        for _ in 0 ..< 20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = Int(state % 7)
            let whole = Double(Int64(truncatingIfNeeded: state >> 20) % 100_000)
            let scale = [1.0, 10, 100, 1000, 10_000, 100_000, 1_000_000][digits]
            values.append(whole / scale)
            values.append(Double(bitPattern: 0x3F00_0000_0000_0000 | (state >> 12)) * (state & 1 == 0 ? 1 : -1))
        }
        for v in values {
            var sink = ByteSink(capacity: 64)
            sink.appendDecimal(v)
            #expect(sink.string == reference(v), "\(v)")
        }
    }

    /// A time's end written in one step (`ByteSink.append(_:sixDigits:_:)`) is its prefix, six digits and its
    /// suffix, for prefixes of every length up to 40 (one copy in two overlapping halves from 16 to 32 bytes, a
    /// copy of memory beyond) and fractions from 0 to 999,999.
    @Test func timeEndsAreThePrefixSixDigitsAndSuffix() {
        for length in 0 ... 40 {
            var prefix = ByteSink(capacity: 64)
            let bytes = (0 ..< length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            prefix.append(bytes)
            for micro in [0, 1, 56_000, 999_999, 123_456] {
                var out = ByteSink(capacity: 8)
                out.append(UInt8(ascii: "<"))
                out.append(prefix, sixDigits: micro, "Z\"")
                var digits = String(micro)
                digits = String(repeating: "0", count: 6 - digits.count) + digits
                #expect(out.string == "<" + String(decoding: bytes, as: UTF8.self) + digits + "Z\"",
                        "\(length) \(micro)")
                // A suffix longer than a short copy takes.
                var long = ByteSink(capacity: 8)
                long.append(prefix, sixDigits: micro, "Z and then some more words\"")
                #expect(long.string == String(decoding: bytes, as: UTF8.self) + digits + "Z and then some more words\"")
            }
        }
    }

    /// A decimal written from its digits (`appendDecimal(mantissa:exponent:)`, what the JSON field writer writes of
    /// an SFLOAT, a FLOAT and a count of thousandths) is the Double nearest it written: for every SFLOAT mantissa
    /// and exponent, every RR interval in thousandths of a ms, and mantissas of every size with exponents on both
    /// sides of those the digits take.
    @Test func decimalDigitsAreThoseOfTheNearestDouble() {
        func check(_ mantissa: Int64, _ exponent: Int) {
            var digits = ByteSink(capacity: 64)
            digits.appendDecimal(mantissa: mantissa, exponent: exponent)
            var double = ByteSink(capacity: 64)
            double.appendDecimal(Double(mantissa: mantissa, decimalExponent: exponent))
            #expect(digits.string == double.string, "\(mantissa)e\(exponent)")
        }
        let vectors: [(Int64, Int, String)] = [
            (-5, -1, "-0.5"), (525_391, -3, "525.391"), (120, 0, "120"), (36_600, -3, "36.6"), (970, -1, "97"),
            (-2048, -6, "-0.002048"), (1, -7, "0"), (12, 2, "1200"), (999_999_999, -6, "999.999999"),
        ]
        for (mantissa, exponent, text) in vectors {
            var sink = ByteSink(capacity: 64)
            sink.appendDecimal(mantissa: mantissa, exponent: exponent)
            #expect(sink.string == text, "\(mantissa)e\(exponent)")
            check(mantissa, exponent)
        }
        for exponent in -8 ... 7 {
            for mantissa in Int64(-2048) ... 2047 { check(mantissa, exponent) }
        }
        for raw in 0 ... Int(UInt16.max) { check((Int64(raw) * 125_000 + 64) / 128, -3) }
        var state: UInt64 = 3
        for _ in 0 ..< 20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = Int64(truncatingIfNeeded: state >> 4) % [10, 1_000, 1_000_000, 999_999_999, 1_000_000_001,
                                                                       1 << 40, 1 << 53][Int(state % 7)]
            check(state & 8 == 0 ? magnitude : -magnitude, Int(state >> 59) - 12)
        }
    }

    /// The `hci_event` lines `dump --json` writes for events without fields of their own (`Lines.hciEvent`, their
    /// heads kept for the last few codes, subevents and directions) are those written field by field, whichever
    /// events came before, more kinds than it keeps among them.
    @Test func hciEventLineHeadsAreWhatTheWriterGives() {
        var lines = JSONDumpRenderer.Lines()
        var state: UInt64 = 5
        for round in 0 ..< 2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let pick = Int(truncatingIfNeeded: state >> 33)
            // Number Of Completed Packets, a vendor event, LE meta events with a few subevents, sometimes any code.
            let code: UInt8 = round % 7 == 0 ? UInt8(truncatingIfNeeded: pick >> 8) : [0x13, 0xFF, 0x3E, 0x3E][pick % 4]
            let parameters: [UInt8] = code == 0x3E ? [UInt8(truncatingIfNeeded: [0x14, 0x07, 0x0C, pick >> 4][pick / 4 % 4])]
                : [0x01, 0x40, 0x00, 0x01, 0x00]
            guard let e = HCIEvent(Bytes([code, UInt8(parameters.count)] + parameters)) else {
                Issue.record("\(code)")
                continue
            }
            switch e.detail {
            case .other, .numberOfCompletedPackets: break
            default: continue
            }
            let direction = [Direction.sent, .received, .unknown][pick / 16 % 3]
            let event = Event(frame: round, time: Timestamp(microseconds: Int64(round) * 1000), adapter: UInt16(pick % 2),
                              payload: .event(e, direction: direction, connection: nil))
            var written = ByteSink(capacity: 256)
            lines.hciEvent(event, e, direction, &written)
            var expected = ByteSink(capacity: 256)
            var fresh = JSONDumpRenderer.Lines()
            var o = fresh.begin("hci_event", event, &expected)
            o.string("direction", LinkLayerRendering.directionLiteral(direction, air: false), &expected)
            o.int("code", e.code.rawValue, &expected)
            o.optionalInt("subevent", e.subevent?.rawValue, &expected)
            o.string("name", e.name, &expected)
            o.hex("parameters", e.parameters, &expected)
            o.close(&expected)
            #expect(written.string == expected.string, "\(round)")
        }
    }
}

/// Each series folder (`Decoders.seriesFolder`) gives what its characteristic's decoder gives a summary: for every
/// value it takes, the decoder finds no problem and no special value, and the quantities (fields with a unit, in
/// layout order, arrays of milliseconds item by item) and the sensor contact are the decoder's. Over short values
/// with every flags byte and 30,000 values from a fixed pseudo-random sequence per characteristic.
@Suite struct SeriesFolderTests {
    /// What `GATTSummary.record` keeps of a decoded value, as a folder gives it; nil when it holds a special value.
    static func quantities(_ decoded: DecodedValue) -> (FoldedValue.Contact, [String])? {
        var contact = FoldedValue.Contact.notReported
        var numbers: [String] = []
        for field in decoded.fields {
            if field.hasKey("sensor_contact") {
                if case .string(let s) = field.value { contact = s == "not_detected" ? .lost : .detected }
            }
            guard let unit = field.unit else { continue }
            switch field.value {
            case .int(let v): numbers.append("\(field.name) \(unit) \(Double(v))")
            case .double(let v): numbers.append("\(field.name) \(unit) \(v)")
            case .array(let items) where unit == "ms":
                for item in items {
                    switch item {
                    case .int(let v): numbers.append("\(field.name) \(unit) \(Double(v)) item")
                    case .double(let v): numbers.append("\(field.name) \(unit) \(v) item")
                    default: return nil
                    }
                }
            case .special: return nil
            default: continue
            }
        }
        return (contact, numbers)
    }

    @Test(arguments: [
        (UInt16(0x2A37), 1, 0x1F as UInt8), // Heart Rate Measurement: flags UINT8, bits 5-7 reserved
        (UInt16(0x2A5F), 1, 0x1F as UInt8), // PLX Continuous Measurement: flags UINT8, bits 5-7 reserved
        (UInt16(0x2A63), 2, 0x1F as UInt8), // Cycling Power Measurement: flags UINT16, bits 13-15 reserved
    ])
    func folderGivesWhatTheDecoderGives(uuid16: UInt16, flagBytes: Int, lastFlagsMask: UInt8) throws {
        let uuid = BluetoothUUID(uuid16: uuid16)
        let folder = try #require(Decoders.seriesFolder(uuid))
        var values: [[UInt8]] = [[]]
        for a in 0 ... 255 {
            values.append([UInt8(a)])
            for b in [0, 1, 72, 255] { values.append([UInt8(a), UInt8(b)]); values.append([UInt8(a), UInt8(b), 3]) }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(uuid16)
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for k in 0 ..< 30_000 {
            var value = (0 ..< Int(next() % 40)).map { _ in next() }
            // Most of them without reserved flag bits, to reach the fields behind the flags.
            if k % 4 != 0, value.count >= flagBytes { value[flagBytes - 1] &= lastFlagsMask }
            values.append(value)
        }
        var accepted = 0
        var folded = FoldedValue()
        for value in values {
            value.withBytes { bytes in
                let decoded = Decoders.decode(uuid, bytes, describe: false)
                folded.reset()
                guard folder(bytes.span, &folded), let decoded else { return }
                accepted += 1
                #expect(decoded.problems.isEmpty, "\(value): \(decoded.problems)")
                guard let (contact, numbers) = Self.quantities(decoded) else {
                    Issue.record("\(value): the folder took a value with a special value")
                    return
                }
                #expect(folded.contact == contact, "\(value)")
                #expect(folded.numbers.map { "\($0.key) \($0.unit) \($0.value)\($0.isArrayItem ? " item" : "")" }
                    == numbers, "\(value)")
            }
        }
        // Few random values follow a layout exactly; the capture of `FoldTests` adds those of the benchmark.
        #expect(accepted > 100)
    }

    /// A folded value's quantities find their series by the index of their field in the folder's layout
    /// (`FoldedValue.layout`, `AttributeActivity.foldFields`), found once. When the values of one attribute come
    /// from another folder (its handle now names another characteristic), the fields are found again: a PLX value
    /// does not fold into the series of the Heart Rate fields at the same indices, and each folds into its own.
    @Test func foldedFieldsFindTheirSeriesAgainForAnotherLayout() throws {
        let heartRate = try #require(Decoders.seriesFolder(BluetoothUUID(uuid16: 0x2A37)))
        let plx = try #require(Decoders.seriesFolder(BluetoothUUID(uuid16: 0x2A5F)))
        func folded(_ folder: Decoders.SeriesFolder, _ bytes: [UInt8]) throws -> FoldedValue {
            var value = FoldedValue()
            let taken = bytes.withBytes { folder($0.span, &value) }
            try #require(taken)
            return value
        }
        // Heart Rate Measurement: flags 0x10 (RR intervals), 72 bpm, RR 1024/1024 s. PLX Continuous Measurement:
        // flags 0, SpO2 98 %, pulse rate 61 bpm (SFLOAT, exponent 0).
        let hr = try folded(heartRate, [0x10, 72, 0x00, 0x04])
        let spo2 = try folded(plx, [0x00, 98, 0x00, 61, 0x00])
        var a = GATTSummary.AttributeActivity(attribute: AttributeRef(
            handle: 3, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A37), source: .discovered))
        let t = Timestamp(microseconds: 0)
        a.record(hr, time: t)
        let hrFolds = a.fold(hr, frame: 2, time: t)
        let plxFoldsBeforeItsSeries = a.fold(spo2, frame: 3, time: t)
        a.record(spo2, time: t)
        let plxFolds = a.fold(spo2, frame: 4, time: t)
        let hrFoldsAgain = a.fold(hr, frame: 5, time: t)
        #expect(hrFolds && !plxFoldsBeforeItsSeries && plxFolds && hrFoldsAgain)
        let series = a.series
        #expect(a.seriesOrder == ["bpm", "rr_intervals_ms", "spo2_percent", "pulse_rate_bpm"])
        #expect(series["bpm"]?.count == 3 && series["bpm"]?.maximum == 72)
        #expect(series["rr_intervals_ms"]?.count == 3 && series["rr_intervals_ms"]?.minimum == 1000)
        #expect(series["spo2_percent"]?.count == 2 && series["spo2_percent"]?.minimum == 98)
        #expect(series["pulse_rate_bpm"]?.count == 2 && series["pulse_rate_bpm"]?.maximum == 61)
        #expect(a.notifications == 3 && a.hrv?.count == 3)
    }

    /// A folded value names the fields of its quantities as bits (`FoldedValue.fields`), cleared by `reset`; a field
    /// beyond the bits sets them all. A summary folds a value with no field checked only when every field it names
    /// is ready (`AttributeActivity.foldReady`): a Heart Rate value with RR intervals after values without them does
    /// not fold into statistics that have no RR series and no variability yet (it goes through `record`, which
    /// makes them), and folds once they exist.
    @Test func foldedFieldsAreBitsAndOnlyReadyFieldsSkipTheCheck() throws {
        var bits = FoldedValue()
        bits.add(0, 72)
        bits.add(2, 800)
        bits.add(2, 810)
        #expect(bits.fields == 0b101)
        bits.reset()
        #expect(bits.fields == 0)
        bits.add(70, 1)
        #expect(bits.fields == .max)

        let heartRate = try #require(Decoders.seriesFolder(BluetoothUUID(uuid16: 0x2A37)))
        func folded(_ bytes: [UInt8]) throws -> FoldedValue {
            var value = FoldedValue()
            let taken = bytes.withBytes { heartRate($0.span, &value) }
            try #require(taken)
            return value
        }
        // Heart Rate Measurement (GATT Specification Supplement): flags 0 (72 bpm alone), then flags 0x10 (RR
        // intervals: 1024/1024 s).
        let bpmOnly = try folded([0x00, 72])
        let withRR = try folded([0x10, 73, 0x00, 0x04])
        #expect(bpmOnly.fields == 0b001 && withRR.fields == 0b101)
        var a = GATTSummary.AttributeActivity(attribute: AttributeRef(
            handle: 3, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A37), source: .discovered))
        let t = Timestamp(microseconds: 0)
        a.record(bpmOnly, time: t)
        let bpmFolds = a.fold(bpmOnly, frame: 2, time: t)
        #expect(bpmFolds && a.foldReady == 0b001)
        let rrFoldsBeforeItsSeries = a.fold(withRR, frame: 3, time: t)
        #expect(!rrFoldsBeforeItsSeries && a.hrv == nil)
        a.record(withRR, time: t)
        let rrFolds = a.fold(withRR, frame: 4, time: t)
        #expect(rrFolds && a.foldReady == 0b101)
        #expect(a.series["bpm"]?.count == 4 && a.series["rr_intervals_ms"]?.count == 2 && a.hrv?.count == 2)
        #expect(a.notifications == 2)
    }

    /// `dump --json` writes a notified Heart Rate Measurement straight from its bytes (`Decoders.writeFields` into
    /// `JSONFieldWriter`): byte for byte the `decoded` object of the `DecodedValue` the same decoder builds, for every
    /// flags byte with short values and 30,000 values from a fixed pseudo-random sequence (missing fields, odd RR
    /// lists, reserved bits, bytes left over: GATT Specification Supplement, Heart Rate Measurement).
    /// The `attribute` objects `analyze --json` keeps for the attributes procedures touched last are those of the
    /// whole reference: references of one handle that differ in UUID, name or table source each get their own,
    /// also after more references than it keeps went by, and whichever connection's line wrote one first.
    /// A notification's head (`NotificationHeads`) is what its fields write, whichever heads came before: the same
    /// handle of other connections, in the other direction, on an air connection, or naming another attribute.
    /// Heart Rate Measurement values at handles 1–20, then three other references of handle 3: another type, another
    /// connection's table, a name the user gave.
    static func sampleRefs() -> [AttributeRef] {
        var refs: [AttributeRef] = []
        for handle in UInt16(1) ... 20 {
            refs.append(AttributeRef(handle: handle, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A37),
                                     serviceUUID: BluetoothUUID(uuid16: 0x180D), source: .discovered))
        }
        refs.append(AttributeRef(handle: 3, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A5F),
                                 source: .discovered))
        refs.append(AttributeRef(handle: 3, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A37),
                                 serviceUUID: BluetoothUUID(uuid16: 0x180D), source: .earlierConnection(2)))
        refs.append(AttributeRef(handle: 3, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A37),
                                 serviceUUID: BluetoothUUID(uuid16: 0x180D), source: .discovered, customName: "Pulse"))
        return refs
    }

    @Test func notificationHeadsAreWhatTheirFieldsWrite() {
        let refs = Self.sampleRefs()
        func head(_ connection: Int, _ direction: Direction, _ air: Bool, _ ref: AttributeRef, _ out: inout ByteSink) {
            var h = JSONObjectWriter(continuing: &out)
            h.int("connection", connection, &out)
            h.string("direction", LinkLayerRendering.directionLiteral(direction, air: air), &out)
            h.string("procedure", "notification" as StaticString, &out)
            h.raw("attribute", &out) { JSONAnalyzeRenderer.attribute(ref, &$0) }
        }
        var cache = NotificationHeads()
        var made = 0
        let order = [0, 1, 2, 2, 20, 2, 21, 22, 2] + Array(0 ..< 23) + [5, 2, 20, 21, 22, 0, 19, 2, 2]
        for (step, i) in order.enumerated() {
            for (connection, direction, air) in [(step % 3, Direction.received, false), (7, .sent, false),
                                                 (7, .received, false), (9, .received, true), (9, .received, false)] {
                var expected = ByteSink()
                head(connection, direction, air, refs[i], &expected)
                var written = ByteSink()
                cache.write(connection: connection, direction: direction, air: air, ref: refs[i], &written) { out in
                    made += 1
                    head(connection, direction, air, refs[i], &out)
                }
                #expect(written.string == expected.string, "reference \(i), connection \(connection), \(direction), air \(air)")
            }
        }
        // Kept heads were written again: fewer made than written.
        #expect(made < order.count * 5, "made \(made)")
    }

    @Test func attributeObjectsAreThoseOfTheirReference() {
        let refs = Self.sampleRefs()
        var cache = AttributeObjects()
        let order = [0, 1, 2, 2, 20, 2, 21, 22, 2] + Array(0 ..< 23) + [5, 2, 20, 21, 22, 0, 19]
        for (step, i) in order.enumerated() {
            var expected = ByteSink()
            JSONAnalyzeRenderer.attribute(refs[i], &expected)
            // Lines of three connections take turns; a connection's handle names another attribute later.
            for connection in [step % 3, 7] {
                var written = ByteSink()
                cache.write(refs[i], connection: connection, &written)
                #expect(written.string == expected.string, "reference \(i), connection \(connection)")
            }
        }
    }

    /// Heart Rate, PLX Continuous and Cycling Power Measurements: the JSON their field sinks write, and the summary
    /// and problems alone (`Decoders.describe`), are those of the value `decode` builds, for every kind of value.
    @Test(arguments: [UInt16(0x2A37), 0x2A5F, 0x2A63])
    func fieldWriterWritesWhatTheDecodedValueWrites(uuid16: UInt16) {
        let uuid = BluetoothUUID(uuid16: uuid16)
        #expect(Decoders.writesFields(uuid))
        var values: [[UInt8]] = [[]]
        for a in 0 ... 255 {
            values.append([UInt8(a)])
            for b in [0, 1, 72, 255] { values.append([UInt8(a), UInt8(b)]); values.append([UInt8(a), UInt8(b), 3]) }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for _ in 0 ..< 30_000 { values.append((0 ..< Int(next() % 40)).map { _ in next() }) }
        var writer = JSONFieldWriter()
        var text = DecodedSummaryText()
        var problems = 0
        for value in values {
            value.withBytes { bytes in
                guard let decoded = Decoders.decode(uuid, bytes, describe: false) else {
                    Issue.record("\(value): not decoded")
                    return
                }
                if !decoded.problems.isEmpty { problems += 1 }
                var expected = ByteSink(capacity: 256)
                JSONAnalyzeRenderer.decoded(decoded, &expected)
                var written = ByteSink(capacity: 256)
                writer.write(uuid, bytes, into: &written)
                #expect(written.string == expected.string, "\(value)")
                let described = Decoders.decode(uuid, bytes, describe: true)
                let summarised = Decoders.describe(uuid, bytes)
                #expect(summarised?.summary == described?.summary, "\(value)")
                #expect(summarised?.problems == described?.problems, "\(value)")
                #expect(summarised?.fields.isEmpty == true)
                // The summary as text writes it, in one buffer kept from value to value; made of the decoder's own
                // words and numbers, it needs no escaping for a terminal.
                #expect(Decoders.writeSummary(uuid, bytes, into: &text))
                #expect(text.utf8.string == described?.summary, "\(value)")
                #expect(text.problems == described?.problems, "\(value)")
                #expect(!TerminalText.needsEscape(text.utf8.string), "\(value)")
                // With derived speed and cadence, after the summary as `ConnectionDecoders.decodeNotification` adds them.
                let rates = DerivedRates(speedKmh: 25.26, cadenceRpm: 87.5)
                var withRates = described?.summary ?? ""
                rates.describe(into: &withRates)
                #expect(Decoders.writeSummary(uuid, bytes, rates: rates, into: &text))
                #expect(text.utf8.string == withRates, "\(value)")
            }
        }
        #expect(problems > 1000)
    }

    /// A vendor characteristic (a 128-bit UUID) has no decoder: its folder takes every value and gives nothing.
    @Test func vendorCharacteristicsFoldToNothing() throws {
        let uuid = BluetoothUUID(uuid128: 0x6E40_0003_B5A3_F393_E0A9_E50E_24DC_CA9E)
        let folder = try #require(Decoders.seriesFolder(uuid))
        var folded = FoldedValue()
        [UInt8]([0x23, 0x30, 0x31]).withBytes { bytes in
            #expect(Decoders.decode(uuid, bytes) == nil)
            #expect(folder(bytes.span, &folded))
        }
        #expect(folded.numbers.isEmpty)
    }
}

/// The summary's parts written as bytes (`SummaryBuilder.Part`, `DerivedRates.describe(into:)` on bytes) give the
/// text of the String formatters they stand for, at every width and sign.
@Suite struct SummaryPartTests {
    private static func part(_ body: (inout SummaryBuilder.Part) -> Void) -> String {
        var summary = SummaryBuilder()
        summary.add(part: body)
        return summary.text
    }

    // Reference formatters for the byte writers, written the plain way with Strings: what the decoders' summaries
    // said before numbers were written as bytes.
    private static func fixed(_ scaled: Int, decimals: Int, trim: Bool) -> String {
        guard decimals > 0, decimals <= 9 else { return String(scaled) }
        var divisor: UInt = 1
        for _ in 0 ..< decimals { divisor *= 10 }
        var fraction = scaled.magnitude % divisor
        var digits = decimals
        while trim, digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let whole = (scaled < 0 ? "-" : "") + String(scaled.magnitude / divisor)
        guard digits > 0 else { return whole }
        let fractionText = String(fraction)
        return whole + "." + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
    }

    private static func binary(_ raw: Int, shift: Int, decimals: Int, trim: Bool) -> String {
        guard shift >= 1, shift < 32, decimals >= 0, decimals <= 6 else { return String(raw) }
        var factor: UInt = 1
        for _ in 0 ..< decimals { factor *= 10 }
        let magnitude = (raw.magnitude * factor + (1 << UInt(shift - 1))) >> UInt(shift)
        return fixed(raw < 0 ? -Int(magnitude) : Int(magnitude), decimals: decimals, trim: trim)
    }

    private static func medical(_ value: MedicalFloat, unit: String) -> String {
        guard value.special == nil else {
            switch value.special {
            case .nan?: return "not a number (NaN)"
            case .notAtThisResolution?: return "not at this resolution (NRes)"
            case .positiveInfinity?: return "+infinity (+INF)"
            case .negativeInfinity?: return "-infinity (-INF)"
            default: return "reserved value"
            }
        }
        let number = value.exponent >= 0
            ? String(value.mantissa) + (value.mantissa == 0 ? "" : String(repeating: "0", count: Int(value.exponent)))
            : fixed(Int(value.mantissa), decimals: min(Int(value.exponent.magnitude), 9), trim: false)
        return number + " " + unit
    }

    private static func rates(_ r: DerivedRates, after prefix: String) -> String {
        var text = prefix
        for (rate, unit) in [(r.speedKmh, "km/h"), (r.cadenceRpm, "rpm")] {
            guard let rate else { continue }
            text += (text.isEmpty ? "" : ", ") + "\((rate * 10).rounded() / 10) \(unit)"
        }
        return text
    }

    @Test func fixedAndBinaryNumbersAreTheFormattersText() {
        var samples = [0, 1, 5, 9, 10, 11, 99, 100, 101, 999, 1000, 1005, 65535, 1 << 31, Int(Int32.max)]
        samples += samples.map { -$0 }
        for v in samples {
            for decimals in 0 ... 10 {
                for trim in [false, true] {
                    let expected = Self.fixed(v, decimals: decimals, trim: trim)
                    #expect(Self.part { $0.fixed(v, decimals: decimals, trim: trim) } == expected,
                            "\(v) \(decimals) \(trim)")
                    #expect(DecoderFormat.fixed(v, decimals: decimals, trim: trim) == expected)
                }
            }
            for shift in [0, 1, 5, 10, 11, 32] {
                for decimals in [0, 1, 2, 7] {
                    for trim in [false, true] {
                        let expected = Self.binary(v, shift: shift, decimals: decimals, trim: trim)
                        #expect(Self.part { $0.binary(v, shift: shift, decimals: decimals, trim: trim) }
                            == expected, "\(v) \(shift) \(decimals) \(trim)")
                        #expect(SportsFormat.binary(v, shift: shift, decimals: decimals, trim: trim) == expected)
                    }
                }
            }
        }
    }

    /// Every SFLOAT (IEEE 11073-20601 §A.2.2.2): numbers at every exponent and the special values.
    @Test func medicalNumbersAreTheirText() {
        for raw in stride(from: 0, through: 0xFFFF, by: 7) + [0x07FF, 0x0800, 0x07FE, 0x0802, 0x0801] {
            let value = MedicalFloat(sfloat: UInt16(raw))
            let expected = Self.medical(value, unit: "bpm")
            #expect(Self.part { $0.medical(value, unit: "bpm") } == expected, "\(raw)")
            #expect(value.text(unit: "bpm") == expected, "\(raw)")
        }
    }

    /// A summary's bytes (`SummaryBytes`, what the decoders build summaries in) hold what the same appends give an
    /// array: literals of every length to 40, numbers, tenths, bytes, Strings and other summaries, from no storage
    /// through its growth; moved to another owner it keeps what it had; a sink takes them whole.
    @Test func summaryBytesAreWhatAnArrayGets() {
        let literals: [StaticString] = [
            "", "a", "ab", "abc", "abcd", "abcde", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmnop",
            "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz0123456789ABCD", "°C", "→",
        ]
        var bytes = SummaryBytes(capacity: 0)
        var array: [UInt8] = []
        var state: UInt64 = 7
        for round in 0 ..< 600 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let n = Int(truncatingIfNeeded: state >> UInt64(1 + round % 60)) &* (round % 3 == 0 ? -1 : 1)
            switch round % 6 {
            case 0:
                let literal = literals[round / 6 % literals.count]
                bytes.append(utf8Of: literal)
                array.append(utf8Of: literal)
            case 1:
                bytes.appendDecimal(n)
                array.appendDecimal(n)
            case 2:
                bytes.appendTenths(n, trim: round % 4 == 0)
                array.appendTenths(n, trim: round % 4 == 0)
            case 3:
                bytes.append(UInt8(truncatingIfNeeded: n))
                array.append(UInt8(truncatingIfNeeded: n))
            case 4:
                bytes.append(string: "x\(round)é")
                array.append(string: "x\(round)é")
            default:
                var other = SummaryBytes(capacity: 4)
                other.append(utf8Of: "other ")
                other.appendDecimal(round)
                bytes.append(other)
                array.append(contentsOf: other.array)
            }
            #expect(bytes.array == array, "\(round)")
            #expect(bytes.count == array.count && bytes.isEmpty == array.isEmpty, "\(round)")
            #expect(bytes.withSpan { span in (0 ..< span.byteCount).map { span.unsafeLoad(fromByteOffset: $0, as: UInt8.self) } }
                    == array, "\(round)")
            #expect(bytes.string == String(decoding: array, as: UTF8.self), "\(round)")
            if round % 97 == 96 {
                // Moved to another owner, it keeps what it had; a new buffer takes its place.
                let moved = bytes
                bytes = SummaryBytes(capacity: 0)
                bytes.append(utf8Of: "after")
                #expect(moved.array == array)
                array = Array("after".utf8)
            }
        }
        var sink = ByteSink(capacity: 8)
        sink.append(UInt8(ascii: "x"))
        sink.append(bytes)
        sink.append(UInt8(ascii: "y"))
        #expect(sink.string == "x" + String(decoding: array, as: UTF8.self) + "y")
    }

    @Test func derivedRatesAreTheirText() {
        var rates: [Double?] = [nil, 0, -0.0, 0.04, 0.05, 0.1, 1, 9.95, 25.26, 87.5, 99.99, 1234.56, 999_999_999.9,
                                1e9, 1e10, 1e17, -3.2, .infinity, .nan]
        var state: UInt64 = 1
        for _ in 0 ..< 2000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            rates.append(Double(state >> 40) / 1000)
        }
        for speed in rates {
            for prefix in ["", "72 W"] {
                let r = DerivedRates(speedKmh: speed, cadenceRpm: speed.map { $0 / 3 })
                let expected = Self.rates(r, after: prefix)
                var text = prefix
                r.describe(into: &text)
                var bytes = Array(prefix.utf8)
                r.describe(into: &bytes)
                #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(String(describing: speed))")
                #expect(text == expected, "\(String(describing: speed))")
            }
        }
    }
}
