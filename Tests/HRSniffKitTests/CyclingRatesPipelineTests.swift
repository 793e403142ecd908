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

/// Speed and cadence derived between consecutive CSC Measurement notifications (CSCS §3.2), end to end.
@Suite struct CyclingRatesPipelineTests {
    @Test func speedAndCadenceFromConsecutiveMeasurements() throws {
        var b = CaptureBuilder(.btsnoopH4)
        b.leConnectionComplete(handle: 0x40)
        func exchange(_ request: String, _ response: String) {
            b.acl(handle: 0x40, pb: 0b00, sent: true, CaptureBuilder.l2cap(cid: 4, bytes(request)))
            b.acl(handle: 0x40, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 4, bytes(response)))
        }
        exchange("10 01 00 ff ff 00 28", "11 06 0c 00 0f 00 16 18")       // Cycling Speed and Cadence 0x000c–0x000f
        exchange("08 0c 00 0f 00 03 28", "09 07 0d 00 10 0e 00 5b 2a")    // CSC Measurement, value 0x000e, notify
        // Wheel 100 revolutions at 1 s, crank 50 at 1 s; then 5 wheel and 1 crank revolutions one second later.
        b.acl(handle: 0x40, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 4, bytes("1b 0e 00 03 64 00 00 00 00 04 32 00 00 04")))
        b.acl(handle: 0x40, pb: 0b10, sent: false, CaptureBuilder.l2cap(cid: 4, bytes("1b 0e 00 03 69 00 00 00 00 08 33 00 00 08")))
        let path = temporaryFile(b.data)
        defer { unlink(path) }
        var pipeline = Pipeline()
        var decoded: [DecodedValue] = []
        pipeline.run(try CaptureFile.open(path)) { event in
            if case .gatt(let p) = event.payload, case .notification = p.kind, let d = p.decoded { decoded.append(d) }
        }
        #expect(decoded.count == 2)
        #expect(decoded.first?.field("speed_km_h") == nil)
        // 5 × 2.105 m in 1 s = 37.89 km/h; 1 crank revolution in 1 s = 60 rpm.
        #expect(decoded.last?.field("speed_km_h")?.value == .double(37.89))
        #expect(decoded.last?.field("cadence_rpm")?.value == .double(60))
    }
}
