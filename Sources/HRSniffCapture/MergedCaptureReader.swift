import HRSniffBytes

/// Reads several captures of one session as one, in time order: an Android log rotated into
/// `btsnoop_hci.log.last` and `btsnoop_hci.log`, or the pieces of a capture split by size.
///
/// - Records are merged k-way by timestamp; records with equal timestamps keep the order of the inputs (all of the
///   first input's, then the second's…), so the merge is stable and a capture merged with nothing is unchanged.
/// - Frames are numbered anew from 1. Notes (`merged_range`) say which input and which of its frames each range
///   of merged frames came from.
/// - A record that another input already gave at the same timestamp, with the same framing and bytes (the same
///   packet logged twice, as when the two files overlap) is dropped, and the drops are counted (note
///   `merge_duplicates` at the end). The fingerprints of the latest 4,096 distinct records are remembered, so
///   copies are found even when timestamps go backwards.
/// - Every input must be an HCI capture (btsnoop, PacketLogger, pcap/pcapng with an HCI link type).
///
/// Records borrow their reader's memory until its next `next()`: the merge keeps one current record per input
/// and advances an input only after its record has been handed out, so every record it returns stays valid until
/// the following call.
public final class MergedCaptureReader: CaptureReader {
    public let names: [String]
    private let readers: [any CaptureReader]
    public var format: CaptureFormat { readers.first?.format ?? .btsnoop(datalink: 1002) }
    public var formats: [CaptureFormat] { readers.map(\.format) }

    /// Records dropped as copies of records of another input.
    public private(set) var duplicatesDropped = 0
    /// Range notes given at most; further ranges are summed up in one note.
    public static let maximumRangeNotes = 1000
    package static let maximumFingerprints = 4096

    private var heads: [CaptureRecord?]
    /// Diagnostics each reader gave while reading its current record, released with that record.
    private var headDiagnostics: [[Diagnostic]]
    private var released: [Diagnostic] = []
    private var started = false
    private var toAdvance: Int?
    private var frame = 0
    private var finished = false

    /// The range being read: its input, first merged frame and first frame of the input.
    private var range: (source: Int, first: Int, sourceFirst: Int, sourceLast: Int)?
    private var rangeNotes = 0

    private struct Fingerprint: Hashable {
        var time: Timestamp
        var framing: Framing
        var length: Int
        var hash: UInt64

        func hash(into hasher: inout Hasher) {
            hasher.combine(time)
            hasher.combine(length)
            hasher.combine(hash)
        }
    }

    /// Per fingerprint of the latest records, how many records of each input had it (emitted or dropped).
    private var fingerprints: [Fingerprint: [Int]] = [:]
    /// The fingerprints in the order they were first seen, to forget the oldest (bounded).
    private var fingerprintOrder: [Fingerprint] = []
    private var fingerprintOrderStart = 0

    /// `inputs` in the order that breaks ties between equal timestamps.
    public init(_ inputs: [(name: String, reader: any CaptureReader)]) throws(MergeError) {
        for input in inputs where !input.reader.format.carriesHCI {
            throw MergeError(path: input.name, reason: "\(input.reader.format) is not an HCI capture")
        }
        names = inputs.map(\.name)
        readers = inputs.map(\.reader)
        heads = Array(repeating: nil, count: inputs.count)
        headDiagnostics = Array(repeating: [], count: inputs.count)
    }

    private func advance(_ i: Int) {
        var found: [Diagnostic] = []
        heads[i] = readers[i].next(diagnostics: &found)
        let prefixed = found.map { d -> Diagnostic in
            var d = d
            d.message = "\(names[i]): " + d.message
            return d
        }
        if heads[i] == nil {
            // What a reader says at its end concerns no record of the merge.
            released += prefixed.map { d in var d = d; d.frame = nil; return d }
        } else {
            headDiagnostics[i] = prefixed
        }
    }

    public func next(diagnostics: inout [Diagnostic]) -> CaptureRecord? {
        if !started {
            started = true
            for i in readers.indices { advance(i) }
        } else if let i = toAdvance {
            advance(i)
        }
        toAdvance = nil
        while true {
            var best: Int?
            for i in heads.indices {
                guard let t = heads[i]?.time else { continue }
                if let b = best, let bt = heads[b]?.time, bt <= t { continue }
                best = i
            }
            guard let i = best, var record = heads[i] else {
                diagnostics += released
                released.removeAll()
                if !finished {
                    finished = true
                    closeRange(&diagnostics)
                    if duplicatesDropped > 0 {
                        diagnostics.append(Diagnostic(
                            frame: nil, .note, .capture, "merge_duplicates",
                            "\(duplicatesDropped) record\(duplicatesDropped == 1 ? "" : "s") logged in more than one "
                                + "input (same time, same bytes) \(duplicatesDropped == 1 ? "was" : "were") dropped"))
                    }
                }
                return nil
            }
            if isDuplicate(record, source: i) {
                duplicatesDropped += 1
                headDiagnostics[i].removeAll()
                advance(i)
                continue
            }
            frame += 1
            if let r = range, r.source != i || record.frame != r.sourceLast + 1 {
                closeRange(&diagnostics)
            }
            if range == nil {
                range = (i, frame, record.frame, record.frame)
            } else {
                range?.sourceLast = record.frame
            }
            diagnostics += released
            released.removeAll()
            for d in headDiagnostics[i] {
                var d = d
                // A problem with this record: its new number. Others (the record before it): no frame.
                d.frame = d.frame == record.frame ? frame : nil
                diagnostics.append(d)
            }
            headDiagnostics[i].removeAll()
            record.frame = frame
            toAdvance = i
            return record
        }
    }

    private func closeRange(_ diagnostics: inout [Diagnostic]) {
        guard let r = range else { return }
        range = nil
        rangeNotes += 1
        if rangeNotes > Self.maximumRangeNotes {
            if rangeNotes == Self.maximumRangeNotes + 1 {
                diagnostics.append(Diagnostic(
                    frame: r.first, .note, .capture, "merged_range",
                    "the inputs interleave more than \(Self.maximumRangeNotes) times; further ranges are not listed"))
            }
            return
        }
        let last = r.first + (r.sourceLast - r.sourceFirst)
        let frames = last == r.first ? "frame \(r.first) is" : "frames \(r.first)–\(last) are"
        let theirs = r.sourceLast == r.sourceFirst ? "frame \(r.sourceFirst)" : "frames \(r.sourceFirst)–\(r.sourceLast)"
        diagnostics.append(Diagnostic(frame: r.first, .note, .capture, "merged_range", "\(frames) \(names[r.source]) \(theirs)"))
    }

    private func isDuplicate(_ record: CaptureRecord, source: Int) -> Bool {
        guard readers.count > 1 else { return false }
        let key = Fingerprint(time: record.time, framing: record.framing, length: record.bytes.count,
                              hash: Self.fnv1a(record.bytes))
        var counts = fingerprints[key] ?? Array(repeating: 0, count: readers.count)
        let duplicate = counts.indices.contains { $0 != source && counts[$0] > counts[source] }
        counts[source] += 1
        if fingerprints.updateValue(counts, forKey: key) == nil {
            fingerprintOrder.append(key)
            if fingerprintOrder.count - fingerprintOrderStart > Self.maximumFingerprints {
                fingerprints[fingerprintOrder[fingerprintOrderStart]] = nil
                fingerprintOrderStart += 1
                if fingerprintOrderStart > Self.maximumFingerprints {
                    fingerprintOrder.removeFirst(fingerprintOrderStart)
                    fingerprintOrderStart = 0
                }
            }
        }
        return duplicate
    }

    /// FNV-1a, 64 bits: deterministic, so that the same bytes always give the same fingerprint.
    package static func fnv1a(_ bytes: Bytes) -> UInt64 {
        bytes.fnv1a
    }
}

/// Captures that cannot be merged.
public struct MergeError: Error, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): cannot be merged: \(reason)" }
}

extension CaptureFormat {
    /// True for the formats whose records are HCI traffic (or Linux monitor records around it); false for pcap
    /// and pcapng with other link types (air captures of the link layer).
    public var carriesHCI: Bool {
        switch self {
        case .pcap(let dlt), .pcapng(let dlt): PcapReader.hciLinkTypes.contains(dlt)
        default: true
        }
    }
}

extension PcapReader {
    /// The HCI link types: H4, H4 with direction, Linux monitor.
    public static let hciLinkTypes: [Int32] = [dltH4, dltH4WithPHDR, dltLinuxMonitor]
}
