import Testing
@testable import HRSniffBytes
@testable import HRSniffHCI
@testable import HRSniffL2CAP

// L2CAP fed where an ACL packet's data is in its record (`L2CAPConnection.feed(header:in:from:count:…)`), as the
// pipeline feeds it, instead of a slice per layer: a PDU whole in one packet is one slice of the record, fragments
// are copied from the record into the reassembly buffer, and the PDUs are those the slice-fed layer gives.
// Basic L2CAP header: Length (2, LE), Channel ID (2, LE), then the information payload (Core Vol 3 Part A §3.1);
// ACL Packet_Boundary_Flag 0b10 starts a PDU, 0b01 continues it (Core Vol 4 Part E §5.4.2).

/// An ATT Handle Value Notification (Core Vol 3 Part F §3.4.7.1) on the ATT fixed channel 0x0004.
private let notification: [UInt8] = [0x1B, 0x25, 0x00, 0x16, 0x48, 0x41, 0x03]
private let pdu: [UInt8] = le16(UInt16(notification.count)) + le16(0x0004) + notification

/// `data` inside a record after `prefix` bytes (an H4 indicator and an ACL header stand-in), and a byte after it.
private func record(_ data: [UInt8], prefix: Int = 5) -> Bytes {
    Bytes([UInt8](repeating: 0xEE, count: prefix) + data + [0xEE])
}

private func header(start: Bool, _ count: Int) -> HCIACLHeader {
    HCIACLHeader(handle: 0x40, packetBoundary: start ? 0b10 : 0b01, dataLength: count)
}

@Suite struct L2CAPInPlaceTests {
    /// Bytes describe what they hold, not the array they are a slice of: a notified value sliced from a reader's
    /// window and the same value from another source (a live stream's buffer) print the same, and a slice never
    /// prints its whole window.
    @Test func bytesDescribeTheirContentNotTheirArray() {
        let window: [UInt8] = [0x1b, 0x0e, 0x00, 0x06, 0x48] + [UInt8](repeating: 0, count: 64)
        let slice = Bytes(storage: window, start: 3, count: 2)
        let own = Bytes([0x06, 0x48])
        #expect("\(slice)" == "0648")
        #expect(String(reflecting: slice) == "Bytes(0648)")
        #expect(String(describing: [slice]) == String(describing: [own]))
        #expect(String(describing: (1, slice)) == "(1, Bytes(0648))")
    }

    /// A PDU whole in one packet on a dynamic channel that no protocol above L2CAP reads (no signalling opened it, or
    /// it was opened in basic mode for a protocol other than ATT) is said to be plain data, and `feed` gives it as a
    /// PDU with no protocol above L2CAP: the pipeline counts such PDUs without feeding them. Not: a fixed channel, a
    /// start fragment shorter than its L2CAP length (Core Vol 3 Part A §3.1), a continuation, a direction whose
    /// reassembler holds a PDU in progress, a basic-mode channel of ATT (Core Vol 3 Part G §5.2.2), a credit-based
    /// channel (its K-frames make SDUs, Part A §3.4.3).
    @Test func wholePlainDataIsWhatFeedGivesAsPlainData() throws {
        let data: [UInt8] = [0x80, 0x60, 0x01, 0x02]
        func pdu(_ cid: UInt16) -> Bytes { Bytes(le16(UInt16(data.count)) + le16(cid) + data) }
        var diagnostics: [Diagnostic] = []
        var l2cap = L2CAPConnection()
        let dynamic = pdu(0x0040), fixed = pdu(0x0004)
        let longer = Bytes(le16(10) + le16(0x0040) + data)
        let wholeDynamic = l2cap.isWholePlainData(header: header(start: true, 8), data: dynamic.span, direction: .received)
        let fed = try #require(l2cap.feed(header: header(start: true, 8), data: dynamic, direction: .received, frame: 1,
                                          diagnostics: &diagnostics))
        #expect(wholeDynamic)
        #expect(fed.channel.rawValue == 0x0040 && fed.protocolMultiplexer == nil && !fed.carriesATT && !fed.isCut)
        let onFixed = l2cap.isWholePlainData(header: header(start: true, 8), data: fixed.span, direction: .received)
        let continuation = l2cap.isWholePlainData(header: header(start: false, 8), data: dynamic.span, direction: .received)
        let short = l2cap.isWholePlainData(header: header(start: true, 8), data: longer.span, direction: .received)
        #expect(!onFixed && !continuation && !short)
        // A PDU in progress received: that direction feeds; the other is idle.
        let started = l2cap.feed(header: header(start: true, 8), data: longer, direction: .received, frame: 2,
                                 diagnostics: &diagnostics)
        let whileInProgress = l2cap.isWholePlainData(header: header(start: true, 8), data: dynamic.span,
                                                     direction: .received)
        let otherDirection = l2cap.isWholePlainData(header: header(start: true, 8), data: dynamic.span, direction: .sent)
        #expect(started == nil && !whileInProgress && otherDirection)

        // Channels opened by a request sent on source CID 0x0041 and answered with destination CID 0x0050: the sender
        // of the request receives on 0x0041.
        for (psm, creditBased, plain) in [(UInt16(0x0019), false, true), (0x001F, false, false), (0x0080, true, false)] {
            var opened = L2CAPConnection()
            opened.requested(direction: .sent, identifier: 1, psm: L2CAPPSM(rawValue: psm), sourceCIDs: [0x0041],
                             creditBased: creditBased, mtu: creditBased ? 100 : nil)
            opened.responded(direction: .received, identifier: 1, destinationCIDs: [0x0050], success: true,
                             mtu: creditBased ? 100 : nil, frame: 1, diagnostics: &diagnostics)
            let onChannel = pdu(0x0041)
            let isPlain = opened.isWholePlainData(header: header(start: true, 8), data: onChannel.span,
                                                  direction: .received)
            #expect(isPlain == plain, "PSM \(psm)")
            if plain {
                let fed = try #require(opened.feed(header: header(start: true, 8), data: onChannel, direction: .received,
                                                   frame: 2, diagnostics: &diagnostics))
                #expect(fed.protocolMultiplexer?.rawValue == psm && !fed.carriesATT && fed.mtu == nil)
            }
        }
        #expect(diagnostics.isEmpty)
    }

    /// A whole PDU in one packet: its payload is the record's bytes after the L2CAP header, a slice of the record
    /// itself (nothing copied), on the ATT channel, at this frame.
    @Test func wholePDUIsASliceOfTheRecord() throws {
        var l2cap = L2CAPConnection()
        var diagnostics: [Diagnostic] = []
        let bytes = record(pdu)
        let fed = try #require(l2cap.feed(header: header(start: true, pdu.count), in: bytes, from: 5, count: pdu.count,
                                          direction: .received, frame: 9, diagnostics: &diagnostics))
        #expect(fed.payload.array == notification)
        #expect(fed.payload.offset(in: bytes) == 5 + 4)
        #expect(fed.channel == .att && fed.firstFrame == 9 && !fed.isCut)
        #expect(diagnostics.isEmpty)
    }

    /// A range outside the record (a caller's mistake, never the capture's: the pipeline takes it from the packet's
    /// own length) gives no PDU rather than trapping.
    @Test func rangeOutsideTheRecordGivesNothing() {
        var l2cap = L2CAPConnection()
        var diagnostics: [Diagnostic] = []
        let bytes = record(pdu)
        for (start, count) in [(5, bytes.count), (bytes.count + 1, 0), (-1, 3), (2, -1), (Int.max, 2)] {
            #expect(l2cap.feed(header: header(start: true, pdu.count), in: bytes, from: start, count: count,
                               direction: .received, frame: 9, diagnostics: &diagnostics) == nil)
        }
    }

    /// Fragments read in place from two records make the PDU the slice-fed layer makes, at the first frame; a PDU
    /// kept by a consumer keeps its bytes while the buffer reassembles the next one (copy on write).
    @Test func fragmentsFromRecordsMatchSlices() throws {
        var inPlace = L2CAPConnection()
        var sliced = L2CAPConnection()
        var diagnostics: [Diagnostic] = []
        var kept: [Bytes] = []
        for (n, filler) in [UInt8(0x48), 0x50].enumerated() {
            var whole = pdu
            whole[8] = filler
            for split in [3, 6] {
                let first = Array(whole[..<split]), rest = Array(whole[split...])
                #expect(inPlace.feed(header: header(start: true, first.count), in: record(first, prefix: 1), from: 1,
                                     count: first.count, direction: .sent, frame: 1, diagnostics: &diagnostics) == nil)
                #expect(sliced.feed(header: header(start: true, first.count), data: Bytes(first), direction: .sent,
                                    frame: 1, diagnostics: &diagnostics) == nil)
                let a = try #require(inPlace.feed(header: header(start: false, rest.count), in: record(rest, prefix: 4),
                                                  from: 4, count: rest.count, direction: .sent, frame: 2,
                                                  diagnostics: &diagnostics))
                let b = try #require(sliced.feed(header: header(start: false, rest.count), data: Bytes(rest),
                                                 direction: .sent, frame: 2, diagnostics: &diagnostics))
                #expect(a.payload == b.payload && a.payload.array == Array(whole[4...]))
                #expect(a.firstFrame == 1 && b.firstFrame == 1 && a.channel == .att)
                kept.append(a.payload)
            }
            #expect(kept.last?.array == Array(whole[4...]), "pass \(n)")
        }
        #expect(kept.map { $0.array[4] } == [0x48, 0x48, 0x50, 0x50])
        #expect(diagnostics.isEmpty)
    }

    /// A packet that carries more than its PDU: the PDU as its L2CAP length says, and the warning.
    @Test func extraBytesAreLeftOut() throws {
        var l2cap = L2CAPConnection()
        var diagnostics: [Diagnostic] = []
        let data = pdu + [0xAA, 0xBB]
        let fed = try #require(l2cap.feed(header: header(start: true, data.count), in: record(data), from: 5,
                                          count: data.count, direction: .received, frame: 3, diagnostics: &diagnostics))
        #expect(fed.payload.array == notification)
        #expect(diagnostics.map(\.code) == ["l2cap_overflow"])
    }

    /// A packet the capture cut: the PDU as far as the record goes, marked with its length on the wire.
    @Test func cutPacketIsShownAsFarAsItGoes() throws {
        var l2cap = L2CAPConnection()
        var diagnostics: [Diagnostic] = []
        let kept = Array(pdu[..<7])
        let fed = try #require(l2cap.feed(header: header(start: true, pdu.count), in: record(kept), from: 5,
                                          count: kept.count, direction: .received, frame: 4, cut: true,
                                          diagnostics: &diagnostics))
        #expect(fed.payload.array == Array(notification[..<3]))
        #expect(fed.originalLength == notification.count && fed.isCut)
    }

    /// The ACL layout the pipeline reads in place: data from byte 4, as long as Data_Total_Length allows.
    @Test func aclLayout() {
        let body: [UInt8] = [0x40, 0x20, 0x03, 0x00, 0x01, 0x02, 0x03, 0x04]
        let (layout, problem) = HCIACLPacket.Layout.parse(Bytes(body).span, recordCut: false)
        #expect(layout?.dataCount == 3 && HCIACLPacket.Layout.dataStart == 4 && layout?.header.handle == 0x040)
        #expect(problem == .aclLonger(declared: 3, present: 4))
    }

    /// `wholeOnFixedChannel` names the channel of a packet that `feed` would give as a whole PDU and change nothing
    /// by: a start, not cut, exactly as long as its L2CAP length says, on a fixed channel, with nothing in progress
    /// in its direction. Everything else must be fed: a continuation, a cut packet, extra bytes (`feed` warns), a
    /// dynamic channel (its SDUs), and any packet while a PDU is in progress (a start then loses it, with a warning).
    @Test func wholeOnAFixedChannelOnlyWhenFeedingChangesNothing() {
        var l2cap = L2CAPConnection()
        var diagnostics: [Diagnostic] = []
        func whole(_ data: [UInt8], start: Bool = true, cut: Bool = false, _ direction: Direction = .received)
            -> L2CAPChannelID? {
            l2cap.wholeOnFixedChannel(header: header(start: start, data.count), data: Bytes(data).span,
                                      direction: direction, cut: cut)
        }
        #expect(whole(pdu) == .att)
        #expect(whole(le16(2) + le16(0x0006) + [0x01, 0x02]) == .smp)
        #expect(whole(pdu, start: false) == nil)
        #expect(whole(pdu, cut: true) == nil)
        #expect(whole(pdu + [0xAA]) == nil)
        #expect(whole(Array(pdu.dropLast())) == nil)
        #expect(whole(le16(UInt16(notification.count)) + le16(0x0040) + notification) == nil)
        // A PDU in progress in one direction: that direction must be fed, the other need not.
        let first = Array(pdu[..<6])
        #expect(l2cap.feed(header: header(start: true, first.count), in: record(first), from: 5, count: first.count,
                           direction: .received, frame: 1, diagnostics: &diagnostics) == nil)
        #expect(whole(pdu, .received) == nil)
        #expect(whole(pdu, .sent) == .att)
        let rest = Array(pdu[6...])
        #expect(l2cap.feed(header: header(start: false, rest.count), in: record(rest), from: 5, count: rest.count,
                           direction: .received, frame: 2, diagnostics: &diagnostics)?.payload.array == notification)
        #expect(whole(pdu, .received) == .att)
        #expect(diagnostics.isEmpty)
    }
}
