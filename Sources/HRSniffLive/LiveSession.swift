import HRSniffBytes
import HRSniffCapture
import HRSniffAnalysis
import Dispatch
import Synchronization

/// A live capture read on a thread of its own, so that a slow consumer of the story (a paused terminal, `| less`,
/// a slow `jq`) can only delay the story, never lose a record from the `-w` file nor make the kernel drop one.
///
/// The reader thread reads the source, writes each record to the recorder (when there is one) before anything
/// else happens to it, and hands a copy to the story through a queue. The queue is bounded (`Limits`): when the
/// story falls that far behind, a stream source (TCP, a followed file, standard input) waits, which loses nothing
/// because its sender waits too; the monitor, whose kernel queue would drop records, does not wait: the records
/// the story has no room for are still written to the file and left out of the story, which says so with a
/// warning where they were. The reader ends at a stop or at the end of the source, and completes the file itself
/// (`CaptureRecorder.finish`), whatever the story's consumer is doing.
///
/// The session is the story's `CaptureReader`: `next()` waits for the next record and returns nil once the
/// reader ended and everything it handed over was taken. Before waiting it calls `willWait` (the place to flush
/// output).
public final class LiveSession: CaptureReader, @unchecked Sendable {
    public struct Limits: Sendable {
        /// Records held for the story at most.
        public var records = 262_144
        /// Bytes of those records at most.
        public var bytes = 64 << 20
        public init() {}
    }

    /// A record handed from the reader to the story, with bytes of its own.
    struct Item {
        var frame: Int
        var time: Timestamp
        var framing: Framing
        var bytes: [UInt8]
        var originalLength: Int
        var diagnostics: [Diagnostic]
        /// Records left out of the story before this one (the monitor only): their first and last frame.
        var skipped: ClosedRange<Int>?
    }

    struct State {
        var items: [Item] = []
        /// The first item of `items` not taken yet (the array is compacted when half of it was taken).
        var head = 0
        var bytes = 0
        var ended = false
        var consumerWaiting = false
        var producerWaiting = false
        /// Records left out of the story since the last item, waiting to be told.
        var skipping: ClosedRange<Int>?
        /// Diagnostics of the source given with no record (at its end), for the story.
        var trailing: [Diagnostic] = []
        var skippedTotal = 0
        var format: CaptureFormat
        var error: LiveError?
        var kernelDrops: UInt32?
        var records = 0

        var count: Int { items.count - head }
    }

    public let capture: LiveCapture
    public let recorder: CaptureRecorder?
    public let limits: Limits
    /// True when the reader waits for the story instead of leaving records out of it (every source but the
    /// monitor).
    public let lossless: Bool
    private let state: Mutex<State>
    private let itemReady = DispatchSemaphore(value: 0)
    private let spaceFree = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    private let willWait: () -> Void
    /// The record `next()` returned last: its bytes stay valid until the next call.
    private var current = ByteSink(capacity: 1 << 12)
    private var started = false

    /// `capture` must have been made with no `willWait` of its own that touches output (it runs on the reader
    /// thread); `willWait` here runs on the story's thread.
    public init(_ capture: LiveCapture, recorder: CaptureRecorder?, limits: Limits = Limits(),
                willWait: @escaping () -> Void = {}) {
        self.capture = capture
        self.recorder = recorder
        self.limits = limits
        self.willWait = willWait
        if case .monitor = capture.source { lossless = false } else { lossless = true }
        state = Mutex(State(format: capture.format))
        capture.recorder = recorder
    }

    /// Starts the reader thread (once).
    public func start() {
        guard !started else { return }
        started = true
        DispatchQueue(label: "hrsniff.live.reader").async { [self] in read() }
    }

    /// Waits until the reader ended (a stop, or the end of the source) and the file is complete.
    public func waitForReader() {
        ended.wait()
        ended.signal()
    }

    // MARK: Reader thread

    private func read() {
        var diagnostics: [Diagnostic] = []
        while true {
            diagnostics.removeAll(keepingCapacity: true)
            let record = capture.next(diagnostics: &diagnostics)
            let drops = capture.kernelDrops
            guard let record else {
                recorder?.finish()
                let error = capture.error
                let format = capture.format
                let consumer = state.withLock { s -> Bool in
                    s.trailing = diagnostics
                    s.kernelDrops = drops
                    s.error = error
                    s.format = format
                    s.ended = true
                    defer { s.consumerWaiting = false }
                    return s.consumerWaiting
                }
                if consumer { itemReady.signal() }
                ended.signal()
                return
            }
            let item = Item(frame: record.frame, time: record.time, framing: record.framing,
                            bytes: record.bytes.array, originalLength: record.originalLength,
                            diagnostics: diagnostics, skipped: nil)
            hand(item, format: capture.format, drops: drops)
        }
    }

    /// Hands one record to the story: waits for room (stream sources, until a stop) or leaves it out (the
    /// monitor, and every source after a stop: the file has it, and the reader must end).
    private func hand(_ item: Item, format: CaptureFormat, drops: UInt32?) {
        var item = item
        let size = item.bytes.count + Self.overhead
        while true {
            let waitForRoom = lossless && !capture.stop.isRequested
            enum Outcome { case queued(wake: Bool), wait, skipped }
            let outcome = state.withLock { s -> Outcome in
                s.format = format
                s.kernelDrops = drops
                let full = s.count >= limits.records || (s.count > 0 && s.bytes + size > limits.bytes)
                if full && waitForRoom {
                    s.producerWaiting = true
                    return .wait
                }
                s.records += 1
                if full {
                    s.skippedTotal += 1
                    s.skipping = (s.skipping?.lowerBound ?? item.frame) ... item.frame
                    // What the source said with the record still reaches the story.
                    s.trailing += item.diagnostics
                    return .skipped
                }
                if let skipping = s.skipping {
                    item.skipped = skipping
                    item.diagnostics = s.trailing + item.diagnostics
                    s.trailing = []
                    s.skipping = nil
                }
                s.items.append(item)
                s.bytes += size
                let wake = s.consumerWaiting
                s.consumerWaiting = false
                return .queued(wake: wake)
            }
            switch outcome {
            case .queued(let wake):
                if wake { itemReady.signal() }
                return
            case .skipped:
                return
            case .wait:
                // Woken when the story takes a record; a stop is looked at every so often.
                _ = spaceFree.wait(timeout: .now() + .milliseconds(100))
                state.withLock { $0.producerWaiting = false }
            }
        }
    }

    /// Memory counted per record beyond its bytes.
    static let overhead = 64

    // MARK: Story thread

    public var format: CaptureFormat { state.withLock { $0.format } }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        while true {
            enum Outcome { case item(Item, wakeProducer: Bool), end([Diagnostic], ClosedRange<Int>?), wait }
            let outcome = state.withLock { s -> Outcome in
                if s.head < s.items.count {
                    let item = s.items[s.head]
                    s.items[s.head].bytes = []
                    s.head += 1
                    s.bytes -= item.bytes.count + Self.overhead
                    if s.head == s.items.count {
                        s.items.removeAll(keepingCapacity: true)
                        s.head = 0
                    } else if s.head >= 4096 && s.head * 2 >= s.items.count {
                        s.items.removeFirst(s.head)
                        s.head = 0
                    }
                    let wake = s.producerWaiting
                    s.producerWaiting = false
                    return .item(item, wakeProducer: wake)
                }
                if s.ended {
                    let rest = s.trailing
                    let skipped = s.skipping
                    s.trailing = []
                    s.skipping = nil
                    return .end(rest, skipped)
                }
                s.consumerWaiting = true
                return .wait
            }
            switch outcome {
            case .item(let item, let wake):
                if wake { spaceFree.signal() }
                if let skipped = item.skipped { diagnostics.append(Self.skippedWarning(skipped, saved: recorder != nil)) }
                diagnostics += item.diagnostics
                current.removeAll()
                current.append(item.bytes)
                return CaptureRecord(frame: item.frame, time: item.time, framing: item.framing, bytes: current.bytes,
                                     originalLength: item.originalLength)
            case .end(let rest, let skipped):
                if let skipped { diagnostics.append(Self.skippedWarning(skipped, saved: recorder != nil)) }
                diagnostics += rest
                return nil
            case .wait:
                willWait()
                itemReady.wait()
            }
        }
    }

    static func skippedWarning(_ range: ClosedRange<Int>, saved: Bool) -> Diagnostic {
        let count = range.count
        let frames = count == 1 ? "frame \(range.lowerBound) is" : "frames \(range.lowerBound)–\(range.upperBound) are"
        return Diagnostic(
            frame: range.lowerBound, .warning, .capture, "live_story_behind",
            "\(frames) not in the story: its output fell too far behind the capture, and reading the source went on"
                + (saved ? "; the -w file has \(count == 1 ? "it" : "them")" : ""))
    }

    // MARK: Totals

    /// Why the capture ended, when it was neither stopped nor did its input simply end.
    public var error: LiveError? { state.withLock { $0.error } }
    /// The kernel's monitor drops, when the source is the monitor and the kernel says.
    public var kernelDrops: UInt32? { state.withLock { $0.kernelDrops } }
    /// Records read from the source.
    public var records: Int { state.withLock { $0.records } }
    /// Records left out of the story because it fell behind (the monitor only; the file has them).
    public var skippedFromStory: Int { state.withLock { $0.skippedTotal } }
    /// True once the reader ended.
    public var readerEnded: Bool { state.withLock { $0.ended } }
}
