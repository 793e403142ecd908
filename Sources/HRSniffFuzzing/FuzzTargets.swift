import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

/// The entry points of the libFuzzer targets, shared with the test suite that replays `Tests/Fuzz/FailCases`.
///
/// Each takes arbitrary bytes and must return whatever they hold: a crash, a hang or a blow-up in memory is a bug
/// in the library. What they return is a small account of the run, for the tests to check.
public enum FuzzTargets {
    public struct Outcome: Sendable, Equatable {
        /// Whether a capture reader accepted the bytes (always true for the single-packet target).
        public var opened = false
        public var records = 0
        public var events = 0
        public var warnings = 0
        public var notes = 0
        /// Diagnostic codes seen, each once, in order of first appearance.
        public var codes: [String] = []
        /// Ways the summary with notifications folded differed from the summary of every event (see
        /// `shortWayMismatches`).
        public var mismatches = 0
        /// The exclusive or of every record byte the capture target read (of a few computed values for the
        /// pipeline target): it keeps the work from being optimised away.
        public var checksum: UInt8 = 0

        public init() {}

        mutating func count(_ diagnostic: Diagnostic) {
            if diagnostic.severity == .warning { warnings += 1 } else { notes += 1 }
            if codes.count < 64, !codes.contains(diagnostic.code) { codes.append(diagnostic.code) }
        }
    }

    /// The container readers: detection from the first bytes, then every record to the end.
    public static func capture(_ data: [UInt8]) -> Outcome {
        var outcome = Outcome()
        let input = InputWindow(bytes: data)
        guard let reader = try? CaptureFile.open(input, path: "fuzz") else { return outcome }
        outcome.opened = true
        var diagnostics: [Diagnostic] = []
        var checksum: UInt8 = 0
        while let record = reader.next(diagnostics: &diagnostics) {
            outcome.records += 1
            // Touch every byte the reader hands out: ASan then checks the record lies inside live memory.
            for i in 0..<record.bytes.count { checksum ^= record.bytes[checked: i] ?? 0 }
            for d in diagnostics { outcome.count(d) }
            diagnostics.removeAll(keepingCapacity: true)
        }
        for d in diagnostics { outcome.count(d) }
        outcome.checksum = checksum
        return outcome
    }

    /// One HCI packet through the pipeline. The first byte chooses the framing, the rest is the record:
    /// `0x00`–`0x3F` H4 (low two bits: sent, received, unknown direction), `0x40`–`0x7F` btsnoop H1 with the low
    /// two bits as flags, `0x80`–`0xBF` a Linux monitor record whose opcode is the second byte,
    /// `0xC0`–`0xFF` a PacketLogger record whose type is the second byte.
    public static func hciPacket(_ data: [UInt8]) -> Outcome {
        var outcome = Outcome()
        outcome.opened = true
        let all = Bytes(data)
        guard let selector = all[checked: 0] else { return outcome }
        let framing: Framing
        var body = all.suffix(from: 1)
        switch selector >> 6 {
        case 0:
            let direction: Direction = switch selector & 3 { case 0: .sent case 1: .received default: .unknown }
            framing = .h4(direction: direction)
        case 1:
            framing = .h1(flags: UInt32(selector & 3))
        case 2:
            framing = .monitor(adapter: UInt16(selector & 0x3F), opcode: UInt16(body[checked: 0] ?? 0))
            body = body.suffix(from: 1)
        default:
            framing = .packetLogger(type: body[checked: 0] ?? 0)
            body = body.suffix(from: 1)
        }
        let record = CaptureRecord(frame: 1, time: Timestamp(microseconds: 0), framing: framing, bytes: body,
                                   originalLength: body.count)
        var pipeline = Pipeline(depth: .att)
        let emit: (Event) -> Void = { event in
            outcome.events += 1
            if case .diagnostic(let d) = event.payload { outcome.count(d) }
        }
        pipeline.process(record, emit)
        pipeline.finish(emit)
        outcome.records = 1
        return outcome
    }

    /// The whole pipeline, as `analyze` runs it, over a capture of many records.
    public static func pipeline(_ data: [UInt8]) -> Outcome {
        var outcome = Outcome()
        let input = InputWindow(bytes: data)
        guard let reader = try? CaptureFile.open(input, path: "fuzz") else { return outcome }
        outcome.opened = true
        var pipeline = Pipeline(depth: .att)
        pipeline.run(reader) { event in
            outcome.events += 1
            switch event.payload {
            case .diagnostic(let d): outcome.count(d)
            case .connectionEnd(let info, let summary):
                // What the renderers compute from a summary: times, durations and rates.
                outcome.checksum ^= UInt8(truncatingIfNeeded: event.time.iso8601.utf8.count
                    &+ Int(truncatingIfNeeded: event.time.microseconds(since: info.startTime)))
                for activity in summary.activity.values { outcome.checksum ^= activity.rate == nil ? 0 : 1 }
            default: break
            }
        }
        outcome.records = pipeline.statistics.records
        outcome.mismatches = shortWayMismatches(data)
        return outcome
    }

    /// Runs the bytes through the pipeline as `analyze --summary` runs it (wanting no notification or flow-control
    /// events, `Pipeline.EventDemand.summary`: notifications fold into their series) and with every event made,
    /// and counts the places where what a summary shows differs: summaries, statistics and every other event.
    /// Always 0 when the folding is right; the fuzzing build traps otherwise.
    public static func shortWayMismatches(_ data: [UInt8]) -> Int {
        func open() -> (any CaptureReader)? { try? CaptureFile.open(InputWindow(bytes: data), path: "fuzz") }
        func count(_ a: [String]?, _ b: [String]?) -> Int {
            guard let a, let b else { return a == nil && b == nil ? 0 : 1 }
            return zip(a, b).filter { $0 != $1 }.count + abs(a.count - b.count)
        }
        // `analyze --summary`: what it shows (no notification, indication or flow-control events).
        func summary(fold: Bool) -> [String]? {
            guard let reader = open() else { return nil }
            var pipeline = Pipeline(depth: .att)
            pipeline.demand = fold ? .summary : .all
            pipeline.describeValues = false
            var lines: [String] = []
            pipeline.run(reader) { event in
                switch event.payload {
                case .att, .l2cap: return
                case .gatt(let p):
                    switch p.kind {
                    case .notification, .indication: return
                    default: lines.append("\(event.frame) \(p)")
                    }
                case .event(let e, _, _):
                    if case .numberOfCompletedPackets = e.detail { return }
                    lines.append("\(event.frame) \(kind(event))")
                case .connectionEnd(let info, let s): lines.append("\(event.frame) end \(info.id) " + fingerprint(s))
                case .diagnostic(let d): lines.append("\(event.frame) \(d.code) \(d.message)")
                default: lines.append("\(event.frame) \(kind(event))")
                }
            }
            lines.append("\(pipeline.statistics)")
            return lines
        }
        return count(summary(fold: false), summary(fold: true))
    }

    /// The kind of an event (the payload's case), without its bytes.
    static func kind(_ event: Event) -> String {
        Mirror(reflecting: event.payload).children.first?.label ?? "\(event.payload)"
    }

    /// Everything a summary says, in a fixed order (its caches left out).
    static func fingerprint(_ s: GATTSummary) -> String {
        var text = "procedures \(s.procedures) mtu \(s.mtuText ?? "-") eatt \(s.enhancedBearers) name \(s.deviceName ?? "-") errors "
            + s.errors.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
            + " subscriptions " + s.subscriptions.sorted { $0.key < $1.key }
                .map { "\($0.key)=\($0.value.notifications),\($0.value.indications)" }.joined(separator: ";")
        for (key, a) in s.activities {
            text += " | \(key) \(a.attribute) \(a.onCapturedDevice) r\(a.reads) w\(a.writes) n\(a.notifications)"
                + " i\(a.indications) e\(a.errors) \(String(describing: a.firstNotification))"
                + " \(String(describing: a.lastNotification)) gap \(a.longestGap) \(String(describing: a.longestGapEnd))"
                + " series \(a.seriesList.map { "\($0.key)=\($0.series)" })"
                + " contact \(a.contactLost) \(a.contactLostPeriods) \(a.contactLostMicroseconds)"
                + " hrv \(String(describing: a.hrv))"
        }
        return text
    }

    /// The corpus replayer of the ordinary (non-fuzzing) builds of the targets: runs `target` over every file named
    /// on the command line, or in a folder named there, and prints one line per input.
    public static func replay(_ target: ([UInt8]) -> Outcome, arguments: [String]) -> Int32 {
        var files: [String] = []
        for path in arguments { files += regularFiles(path) }
        if files.isEmpty {
            print("usage: \(CommandLine.arguments.first ?? "fuzz-target") FILE|FOLDER...")
            return 64
        }
        for file in files {
            guard let bytes = readAll(file) else {
                print("\(file): cannot read")
                return 2
            }
            let outcome = target(bytes)
            print("\(file): \(outcome.opened ? "read" : "not a capture"), \(outcome.records) records, "
                + "\(outcome.events) events, \(outcome.warnings) warnings, \(outcome.notes) notes"
                + (outcome.mismatches > 0 ? ", \(outcome.mismatches) SHORT-WAY MISMATCHES" : ""))
        }
        print("replayed \(files.count) inputs")
        return 0
    }

    static func regularFiles(_ path: String) -> [String] {
        guard SystemIO.isDirectory(path), let names = SystemIO.directoryEntries(path) else { return [path] }
        return names.map { path + "/" + $0 }.sorted()
    }

    /// The whole content of a file, or nil when it cannot be read.
    public static func readAll(_ path: String) -> [UInt8]? {
        SystemIO.readFile(path)
    }
}
