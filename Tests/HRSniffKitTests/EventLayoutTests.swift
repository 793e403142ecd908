import Testing
import HRSniffKit

/// Every event is built, moved into the consumer's call and taken apart again at the size of its largest payload:
/// large payloads that come once per connection (an attribute table, a summary, a failed attempt) are boxed.
@Suite struct EventLayoutTests {
    @Test func anEventIsTheSizeOfItsCommonPayloads() {
        // The largest common payload: an HCI event with its direction and connection.
        let hciEvent = MemoryLayout<(HCIEvent, Direction, ConnectionInfo?)>.size
        #expect(MemoryLayout<Event.Payload>.size <= hciEvent + 1)
        #expect(MemoryLayout<Event>.size <= 112)
    }
}
