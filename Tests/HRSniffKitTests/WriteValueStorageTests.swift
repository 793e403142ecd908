import Foundation
import Testing
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffAnalysis

/// A told Write Command's value is copied into the storage of the last write's value when nothing else holds it
/// (`Bytes.copy(into:)`, `GATTValues.spareWriteValue`): what a consumer keeps must never change.
@Suite struct WriteValueStorageTests {
    @Test func copyIntoAnArrayOfTheSameLengthOverwritesIt() {
        let bytes = Bytes([9, 1, 2, 3, 9]).slice(from: 1, count: 3) ?? .empty
        var array: [UInt8] = [7, 7, 7]
        bytes.copy(into: &array)
        #expect(array == [1, 2, 3])
    }

    @Test func copyIntoAnArrayOfAnotherLengthMakesItThatLong() {
        let bytes = Bytes([1, 2, 3, 4])
        var longer: [UInt8] = [7, 7, 7, 7, 7, 7]
        bytes.copy(into: &longer)
        #expect(longer == [1, 2, 3, 4])
        var shorter: [UInt8] = [7]
        bytes.copy(into: &shorter)
        #expect(shorter == [1, 2, 3, 4])
        var emptied: [UInt8] = [7, 7]
        Bytes.empty.copy(into: &emptied)
        #expect(emptied.isEmpty)
    }

    @Test func copyIntoAnArraySomethingElseHoldsLeavesTheHolderItsBytes() {
        for source in [[UInt8]([1, 2]), [1, 2, 3]] {
            var array: [UInt8] = [7, 7]
            let kept = array
            Bytes(source).copy(into: &array)
            #expect(array == source)
            #expect(kept == [7, 7])
        }
    }

    /// A phone's stream of Write Commands to a characteristic no decoder knows (told, as `analyze` runs): a
    /// consumer that keeps every write's procedure finds each one's own value at the end.
    @Test func keptWritesKeepTheirValues() throws {
        var b = CaptureBuilder(.btsnoopH4)
        // Service 0xFFF0 (0x0001-0x0009): 0xFFF1 (write without response, value 0x0003).
        let discovery = GATTFixture.serviceFFF0Discovery(declarations: "07 02 00 04 03 00 f1 ff", next: 0x03)
        b.leConnectionComplete(handle: 0x41)
        b.att(handle: 0x41, discovery)
        var written: [[UInt8]] = []
        for k in 0 ..< 40 {
            // Mostly one length, now and then another.
            let value: [UInt8] = k % 7 == 3 ? [UInt8(k), 0xEE, 0xEE] : [UInt8(k), UInt8(255 - k)]
            written.append(value)
            b.att(handle: 0x41, sent: true, "52 03 00 " + value.map { String(format: "%02x", $0) }.joined(separator: " "))
        }
        b.disconnectionComplete(handle: 0x41)
        let path = temporaryFile(b.data, suffix: ".btsnoop")
        defer { unlink(path) }

        let reader = try CaptureFile.open(path)
        var pipeline = Pipeline(depth: .att)
        pipeline.demand.subtract([.decodedValues, .attEvents])
        var kept: [DecodedProcedure] = []
        pipeline.run(reader) { event in
            if case .gatt(let p) = event.payload, case .write = p.procedure.kind { kept.append(p) }
        }
        let values: [[UInt8]] = kept.compactMap {
            if case .write(_, let value, _) = $0.procedure.kind { return value }
            return nil
        }
        #expect(values == written)
    }
}
