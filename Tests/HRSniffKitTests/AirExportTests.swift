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

/// `export --csv` of an air capture: the connection begins at its CONNECT_IND, whose advertiser (the peripheral) is
/// the peer, and whose servers are the central's and the peripheral's.
@Suite struct AirExportTests {
    @Test func rowsCarryTheTimeSinceConnectionAndThePeer() throws {
        var air = AirFrames()
        air.connect()
        // Discovery of Battery Level (declaration 0x000d, value 0x000e), then a read of it: 90 %.
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 0, nesn: 0, AirFrames.att("08 0c 00 10 00 03 28")),
                            peripheral: AirFrames.data(llid: 2, sn: 0, nesn: 1, AirFrames.att("09 07 0d 00 12 0e 00 19 2a")))
        air.connectionEvent(central: AirFrames.data(llid: 2, sn: 1, nesn: 1, AirFrames.att("0a 0e 00")),
                            peripheral: AirFrames.data(llid: 2, sn: 1, nesn: 0, AirFrames.att("0b 5a")))
        let path = temporaryFile(air.capture, suffix: ".pcap")
        defer { unlink(path) }
        let result = try HRSniffBinary.run(["export", "--csv", path])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.first?.joined(separator: ",") == "time,elapsed_s,frame,connection,peer,server,handle,uuid,name,procedure,field,index,value,unit")
        let row = try #require(rows.dropFirst().first)
        // elapsed_s: the read's response is 60.2 ms after the CONNECT_IND; peer: the CONNECT_IND's advertiser.
        #expect(row[1] == "0.060")
        #expect(row[4] == "F1:2C:33:7F:3A:01")
        #expect(row[5] == "peripheral")
        #expect(row[9] == "read" && row[12] == "90")
    }
}
