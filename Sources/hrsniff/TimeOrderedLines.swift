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

    /// Gives the reserved entry `entry` its text.
    mutating func fill(_ entry: Int, _ text: String) {
        for i in head ..< held.count where held[i].sequence == entry {
            held[i].text = text
            return
        }
    }

    /// A connection's earliest open procedure began at `since` (nil: none is open).
    mutating func setOpen(_ connection: Int, _ since: (frame: Int, time: Timestamp)?) {
        open[connection] = since
    }

    /// Writes the lines that nothing can come before any more, as of `now`. `forced(entry)` is called for a
    /// reserved entry that must be written before its text came (the held lines are too many); it fills it.
    mutating func release(into out: inout ByteSink, now: Timestamp, forced: (Int) -> Void) {
        var limit: Int?
        for (_, since) in open where now.microseconds(since: since.time) <= Self.openLimit {
            limit = min(limit ?? since.frame, since.frame)
        }
        while head < held.count {
            let first = held[head]
            let tooMany = held.count - head > Self.maximumHeld
            if !tooMany, let limit, first.frame >= limit { break }
            if first.text == nil {
                guard tooMany else { break }
                forced(first.sequence)
                if held[head].text == nil { held[head].text = "" }
            }
            out.append(held[head].text ?? "")
            head += 1
        }
        if head > 1024 && head * 2 > held.count {
            held.removeFirst(head)
            head = 0
        }
    }

    /// Writes everything held (the end of the capture).
    mutating func flush(into out: inout ByteSink, forced: (Int) -> Void) {
        while head < held.count {
            if held[head].text == nil { forced(held[head].sequence) }
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
