import HRSniffKit

/// The text of `analyze`, put in frame order before it is written.
///
/// A GATT procedure is told at its first frame (the request), but the pipeline completes it at its response:
/// what happened in between (a notification, an HCI event, another connection's traffic) arrives first. Lines are
/// therefore held, sorted by their frame, while a procedure that began before them is open somewhere
/// (`Event.Payload.gattOpen`), and while a discovery line that began before them is still being folded; they are
/// written as soon as nothing earlier can come any more.
///
/// Memory stays bounded: a procedure open for longer than the ATT transaction timeout (30 s) holds nothing back,
/// and beyond `maximumHeld` lines the oldest is written whatever may still come before it.
struct TimeOrderedLines {
    static let maximumHeld = 8192
    /// Beyond the ATT transaction timeout (Core Vol 3 Part F §3.3.3) a request is no longer waited for.
    static let openLimit: Int64 = 30_000_000

    private struct Held {
        var frame: Int
        var sequence: Int
        /// Nil while the entry stands for a line not complete yet (a discovery being folded).
        var text: String?
    }

    private var held: [Held] = []
    private var head = 0
    private var sequence = 0
    /// The earliest open GATT procedure of each connection.
    private var open: [Int: (frame: Int, time: Timestamp)] = [:]

    /// Holds `text` (whole lines, newline included) to be written at `frame`; returns its entry's number.
    @discardableResult
    mutating func put(_ frame: Int, _ text: String) -> Int {
        insert(Held(frame: frame, sequence: next(), text: text))
    }

    /// Reserves the place of a line at `frame` whose text comes later (`fill`); returns its entry's number.
    mutating func reserve(_ frame: Int) -> Int {
        insert(Held(frame: frame, sequence: next(), text: nil))
    }

    /// Gives the reserved entry `entry` its text (`""`: it is dropped). An entry that has its text keeps it.
    mutating func fill(_ entry: Int, _ text: String) {
        for i in head ..< held.count where held[i].sequence == entry {
            if held[i].text == nil { held[i].text = text }
            return
        }
    }

    /// A connection's earliest open procedure began at `since` (nil: none is open).
    mutating func setOpen(_ connection: Int, _ since: (frame: Int, time: Timestamp)?) {
        open[connection] = since
    }

    /// Writes the lines that nothing can come before any more, as of `now`. It stops at a reserved entry whose
    /// text has not come; when the lines held are too many, that entry is `entryToForce`, which the caller must
    /// fill (`fill`) before releasing again.
    mutating func release(into out: inout ByteSink, now: Timestamp) {
        var limit: Int?
        for (_, since) in open where now.microseconds(since: since.time) <= Self.openLimit {
            limit = min(limit ?? since.frame, since.frame)
        }
        while head < held.count {
            let first = held[head]
            let tooMany = held.count - head > Self.maximumHeld
            if !tooMany, let limit, first.frame >= limit { break }
            guard let text = first.text else { break }
            out.append(text)
            head += 1
        }
        if head > 1024 && head * 2 > held.count {
            held.removeFirst(head)
            head = 0
        }
    }

    /// The reserved entry that holds back more than `maximumHeld` lines, if any: it must be given its text now.
    var entryToForce: Int? {
        guard held.count - head > Self.maximumHeld, head < held.count, held[head].text == nil else { return nil }
        return held[head].sequence
    }

    /// Writes everything held (the end of the capture). Entries still reserved are left out.
    mutating func flush(into out: inout ByteSink) {
        while head < held.count {
            out.append(held[head].text ?? "")
            head += 1
        }
        held.removeAll()
        head = 0
        open.removeAll()
    }

    private mutating func next() -> Int {
        sequence += 1
        return sequence
    }

    /// Inserts in (frame, arrival) order: after every entry of a frame not later than its own.
    private mutating func insert(_ entry: Held) -> Int {
        if held.count == head || held[held.count - 1].frame <= entry.frame {
            held.append(entry)
            return entry.sequence
        }
        var low = head, high = held.count
        while low < high {
            let mid = (low + high) / 2
            if held[mid].frame <= entry.frame { low = mid + 1 } else { high = mid }
        }
        held.insert(entry, at: low)
        return entry.sequence
    }
}
