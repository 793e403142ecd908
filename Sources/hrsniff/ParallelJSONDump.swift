import Dispatch
import Foundation
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// `dump --json` on two threads: this one reads the capture, runs the pipeline and writes the lines of all events
/// but whole heart-rate notifications; a second one writes those (most of a long capture's lines, see
/// `Pipeline.heartRateNotifications`) and sends everything to the output, in the order of the capture.
///
/// The reading thread fills batches: the text of the lines it wrote, and the notifications with their bytes
/// copied, each marked with where in that text its line goes. Four batches take turns, handed from one thread to
/// the other by two semaphores, so a batch belongs to one thread at a time and memory stays bounded.
func dumpJSONInParallel(_ reader: any CaptureReader, pipeline: inout Pipeline, path: String, output: OutputStream) {
    let lines = JSONDumpRenderer()
    let notifications = JSONDumpRenderer()
    notifications.clock = pipeline.clock
    output.withBuffer { lines.header(path: path, format: reader.format, into: &$0) }

    let batches = (0 ..< 4).map { _ in DumpBatch() }
    let free = DispatchSemaphore(value: 0)
    for _ in batches { free.signal() }
    let full = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    let writer = UncheckedBox((batches, notifications, output))
    Thread.detachNewThread {
        let (batches, renderer, output) = writer.value
        var next = 0
        while true {
            full.wait()
            let batch = batches[next % batches.count]
            next += 1
            batch.write(renderer, output)
            let last = batch.isLast
            batch.reset()
            free.signal()
            if last { break }
        }
        finished.signal()
    }

    var index = 0
    free.wait()
    var current = batches[0]
    func handOver(last: Bool = false) {
        current.isLast = last
        full.signal()
        guard !last else { return }
        free.wait()
        index += 1
        current = batches[index % batches.count]
    }
    pipeline.heartRateNotifications = { n in
        // The attribute's object is made here, from the box this thread holds: the writing thread then touches
        // no object this one uses (sharing one reference count between two cores costs more than the line).
        current.add(n, attribute: lines.attributeJSON(n.attribute))
        if current.isFull { handOver() }
    }
    pipeline.run(reader) { event in
        lines.render(event, into: &current.text)
        if current.isFull { handOver() }
    }
    pipeline.heartRateNotifications = nil
    lines.summary(pipeline.statistics, into: &current.text)
    handOver(last: true)
    finished.wait()
}

/// Lines and notifications of one stretch of a capture (see `dumpJSONInParallel`).
final class DumpBatch {
    struct Item {
        /// Where the notification's line goes: after this many bytes of `text`.
        var textOffset: Int
        var frame: Int
        var time: Timestamp
        var adapter: UInt16
        var connection: Int
        var direction: Direction
        var firstFrame: Int
        var handle: UInt16
        /// The PDU's bytes in `arena`, then the attribute's JSON object.
        var pduStart: Int
        var pduCount: Int
        var attributeCount: Int
    }

    // A batch belongs to one thread at a time (the semaphores hand it over): no run-time exclusivity checks.
    @exclusivity(unchecked) var text = ByteSink(capacity: 1 << 18)
    @exclusivity(unchecked) var arena = ByteSink(capacity: 1 << 16)
    @exclusivity(unchecked) var items: [Item] = []
    @exclusivity(unchecked) var isLast = false
    static let maximumItems = 4096

    init() { items.reserveCapacity(Self.maximumItems) }

    var isFull: Bool { items.count >= Self.maximumItems || text.count >= 1 << 18 || arena.count >= 1 << 18 }

    func add(_ n: HeartRateNotification, attribute: [UInt8]) {
        let start = arena.count
        arena.append(n.pdu)
        arena.append(attribute)
        items.append(Item(
            textOffset: text.count, frame: n.frame, time: n.time, adapter: n.adapter, connection: n.connection,
            direction: n.direction, firstFrame: n.firstFrame, handle: n.handle, pduStart: start,
            pduCount: n.pdu.count, attributeCount: attribute.count))
    }

    /// Writes the batch to `output`: the lines of `text`, with the notifications' lines in their places.
    func write(_ renderer: JSONDumpRenderer, _ output: OutputStream) {
        text.withSpan { all in arena.withSpan { pdus in write(all, pdus, renderer, output) } }
    }

    private func write(_ all: RawSpan, _ pdus: RawSpan, _ renderer: JSONDumpRenderer, _ output: OutputStream) {
        var written = 0
        for item in items {
            let before = all.extracting(written ..< item.textOffset)
            written = item.textOffset
            let pdu = pdus.extracting(item.pduStart ..< item.pduStart + item.pduCount)
            let attribute = pdus.extracting(item.pduStart + item.pduCount ..< item.pduStart + item.pduCount + item.attributeCount)
            output.withBuffer { out in
                out.append(before)
                renderer.renderHeartRateNotification(
                    frame: item.frame, time: item.time, adapter: item.adapter, connection: item.connection,
                    direction: item.direction, firstFrame: item.firstFrame, pdu: pdu, handle: item.handle,
                    attribute: attribute, into: &out)
            }
        }
        let rest = all.extracting(droppingFirst: written)
        output.withBuffer { out in out.append(rest) }
    }

    func reset() {
        text.removeAll()
        arena.removeAll()
        items.removeAll(keepingCapacity: true)
        isLast = false
    }
}

/// Hands values to another thread when something else (here: the semaphores of `dumpJSONInParallel`) makes sure
/// only one thread uses them at a time.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
