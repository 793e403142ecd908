import Testing
@testable import HRSniffBytes
@testable import HRSniffGATT

/// What a connection's capture proves of the unenhanced bearer's ATT_MTU when it ends: GATT's conclusion, which the
/// pipeline only copies into the summary.
@Suite struct GATTMTUTests {
    /// Exchange MTU Request 247 and Response 185 (Core Vol 3 Part F §3.4.2.1, §3.4.2.2): ATT_MTU is the smaller.
    @Test func exchanged() {
        var d = TrackerDriver()
        d.send("02 f7 00")
        d.receive("03 b9 00")
        #expect(d.tracker.unenhancedMTU(capturedFromStart: true, frame: 9) == UnenhancedMTU(mtu: 185, atLeast: 23))
    }

    /// Without an exchange ATT_MTU stays 23 (Part G §5.2.1); a 30-byte notification proves it larger (Part F
    /// §3.2.8): from a connection captured from its start, the capture lacks the exchange; from one open before
    /// the capture, nothing is known but the lower bound.
    @Test func withoutExchange() {
        var d = TrackerDriver()
        #expect(d.tracker.unenhancedMTU(capturedFromStart: true, frame: 1) == UnenhancedMTU(mtu: 23, atLeast: 23))
        #expect(d.tracker.unenhancedMTU(capturedFromStart: false, frame: 1) == UnenhancedMTU(mtu: nil, atLeast: 23))
        d.receive("1b 2a 00 " + Array(repeating: "00", count: 27).joined(separator: " "))
        let fromStart = d.tracker.unenhancedMTU(capturedFromStart: true, frame: 5)
        #expect(fromStart.mtu == nil && fromStart.atLeast == 30)
        #expect(fromStart.exchangeMissing?.code == "att_mtu_exchange_missing")
        #expect(fromStart.exchangeMissing?.frame == 5)
        #expect(d.tracker.unenhancedMTU(capturedFromStart: false, frame: 5) == UnenhancedMTU(mtu: nil, atLeast: 30))
    }
}
