import HRSniffKit
import Testing

/// A summary keys an attribute by its handle and the table it belongs to: the peer's and the captured device's own
/// tables number their attributes independently (Core Vol 3 Part G §3), so handle 0x000E names two attributes.
@Suite struct AttributeKeyTests {
    @Test func theSameHandleInTwoTablesIsTwoAttributes() {
        let peer = GATTSummary.key(side: 0, handle: 0x000E)
        let own = GATTSummary.key(side: 1, handle: 0x000E)
        #expect(peer != own)
        #expect(!peer.onCapturedDevice && own.onCapturedDevice)
        #expect(Set([peer, own, GATTSummary.key(side: 0, handle: 0x000E)]).count == 2)
    }

    /// The HTML report names series by the key's number and reads it back.
    @Test func textRoundTrips() {
        for key in [AttributeKey(onCapturedDevice: false, handle: 0), AttributeKey(onCapturedDevice: false, handle: 0xFFFF),
                    AttributeKey(onCapturedDevice: true, handle: 0x000E), AttributeKey(onCapturedDevice: true, handle: 0xFFFF)] {
            #expect(AttributeKey(key.description) == key)
        }
        #expect(AttributeKey(onCapturedDevice: true, handle: 0x000E).description == "65550")
        #expect(AttributeKey(onCapturedDevice: false, handle: 0x000E).description == "14")
    }

    @Test func textThatIsNoKeyIsRejected() {
        #expect(AttributeKey("131072") == nil)  // a third table does not exist
        #expect(AttributeKey("-1") == nil)
        #expect(AttributeKey("0x0E") == nil)
        #expect(AttributeKey("") == nil)
    }
}
