import Testing
import HRSniffBytes
@testable import HRSniffGATT
import HRSniffDecoders
import HRSniffAnalysis
@testable import hrsniff

/// What `analyze`'s text path shares from value to value instead of making it again: the summary's series of a
/// notified value left to the renderer (its folded quantities, borrowed, and added straight once their series are
/// known), and the renderer's attribute names (cached by connection and handle).
@Suite struct TextPathSharingTests {
    static let heartRate = BluetoothUUID(uuid16: 0x2A37)

    private static func bytes(_ hex: String) -> [UInt8] {
        hex.split(separator: " ").compactMap { UInt8($0, radix: 16) }
    }

    private static func notification(_ ref: AttributeRef, _ value: [UInt8], frame: Int, connection: Int = 1)
        -> GATTProcedure {
        let t = Timestamp(microseconds: Int64(frame) * 1_000_000)
        return GATTProcedure(kind: .notification(ref, value: Bytes(value)), connection: connection, firstFrame: frame,
                             firstTime: t, frame: frame, time: t, direction: .received)
    }

    /// A summary fed a notified value's folded quantities (`add(_:folded:takesFolded:)`, as the pipeline feeds it for
    /// `analyze`) keeps what one fed the decoded values keeps: the same series, counts and variability, whether the
    /// quantities go in while their series are being found or once they all are (a field appearing later, contact
    /// lost and found again in between).
    @Test func foldedQuantitiesMakeTheSummaryDecodedValuesMake() throws {
        let ref = AttributeRef(handle: 0x000e, kind: .characteristicValue, uuid: Self.heartRate, source: .discovered)
        let values = ["16 48 41 03", "16 4c 20 03 10 03", "16 4a 00 03", "04 00", "16 49 10 03 30 03",
                      "1e 4b 10 00 20 03", "16 4d 40 03", "04 00", "1e 50 12 00 00 03 f0 02", "16 4e 08 03"]
        var folded = GATTSummary()
        var decoded = GATTSummary()
        var decoders = ConnectionDecoders()
        var quantities = FoldedValue()
        for (i, hex) in values.enumerated() {
            let value = Self.bytes(hex)
            #expect(decoders.prepareFold(ref, Bytes(value).span, into: &quantities))
            decoders.commitFold()
            let left = DecodedProcedure(Self.notification(ref, value, frame: i + 1), decodesLater: true)
            folded.add(left, folded: quantities, takesFolded: true)
            let whole = DecodedProcedure(Self.notification(ref, value, frame: i + 1),
                                         decoded: Decoders.decode(Self.heartRate, Bytes(value), describe: false))
            decoded.add(whole)
        }
        let key = AttributeKey(onCapturedDevice: false, handle: 0x000e)
        let a = try #require(folded.activity[key])
        let b = try #require(decoded.activity[key])
        #expect(a.notifications == values.count && b.notifications == values.count)
        #expect(a.contactLost == b.contactLost && a.contactLost == 2)
        #expect(a.contactLostPeriods == b.contactLostPeriods && a.contactLostMicroseconds == b.contactLostMicroseconds)
        #expect(a.seriesOrder == b.seriesOrder)
        #expect(a.seriesOrder == ["bpm", "rr_intervals_ms", "energy_expended_kj"])
        #expect(a.series == b.series)
        #expect(a.hrv == b.hrv)
        #expect(a.hrv?.count == 11)
        #expect(a.longestGap == b.longestGap && a.lastNotification == b.lastNotification)
        #expect(folded.procedures == decoded.procedures)
    }

    /// The renderer names an attribute from bytes it keeps per connection and handle, but only while the attribute
    /// is the one it named: a handle a discovery names later is written with its new name, and two connections'
    /// attributes of one handle each with their own, however their lines take turns.
    @Test func cachedAttributeNamesFollowTheAttribute() {
        let unknown = AttributeRef(handle: 0x000e, kind: .characteristicValue, source: .discovered)
        let named = AttributeRef(handle: 0x000e, kind: .characteristicValue, uuid: Self.heartRate, source: .discovered)
        let other = AttributeRef(handle: 0x000e, kind: .characteristicValue, uuid: BluetoothUUID(uuid16: 0x2A19),
                                 source: .discovered)
        // (connection, attribute) per line, in order.
        let lines: [(Int, AttributeRef)] = [(1, unknown), (1, unknown), (2, other), (1, named), (2, other), (1, named),
                                            (2, unknown), (1, named)]
        let renderer = TextAnalyzeRenderer(foldNotifications: false, api: nil, color: false)
        var sink = ByteSink(capacity: 1 << 12)
        for (i, line) in lines.enumerated() {
            let p = DecodedProcedure(Self.notification(line.1, [0x01], frame: i + 1, connection: line.0),
                                     decoded: DecodedValue(fields: [], summary: "v\(i)"))
            renderer.render(Event(frame: i + 1, time: p.time, adapter: 0, payload: .gatt(p)), into: &sink)
        }
        renderer.finish(into: &sink)
        let written = sink.string.split(separator: "\n").map(String.init)
        #expect(written.count == lines.count)
        #expect(Set([unknown, named, other].map(ProcedureText.notified)).count == 3)
        for (i, line) in lines.enumerated() where i < written.count {
            let name = TerminalText.escape(ProcedureText.notified(line.1))
            #expect(written[i].hasSuffix("notification \(name): v\(i)"), "\(written[i])")
        }
    }
}
