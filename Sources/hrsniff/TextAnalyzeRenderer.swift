import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit
import Synchronization

/// `hrsniff analyze` for people: per connection, who connected and how, then every procedure in order with its
/// time since the connection began, then the attribute table and a summary when the connection ends.
final class TextAnalyzeRenderer {
    /// All of its state, in one value (`Lines`): an event reaches it through one checked access, where each stored
    /// property of a class is checked for exclusive access at run time every time a line touches it.
    private var lines: Lines

    init(foldNotifications: Bool, api: AppAPI?, color: Bool, sparklines: Bool = false, live: Bool = false) {
        lines = Lines(foldNotifications: foldNotifications, api: api, color: color, sparklines: sparklines, live: live)
    }

    func render(_ event: Event, into out: inout ByteSink) { lines.render(event, into: &out) }

    /// Runs `body` with the renderer's state moved out of it for the whole call, then puts it back: a run renders
    /// its events through `Lines.render` on the held value, with no checked access per event. Nothing may use the
    /// renderer itself inside `body`: it holds a fresh state meanwhile.
    func holding<R>(_ body: (inout Lines) -> R) -> R {
        var held = Lines(foldNotifications: false, api: nil, color: false)
        swap(&held, &lines)
        let result = body(&held)
        swap(&held, &lines)
        return result
    }

    /// Writes what is still held: the open folds as far as they went. Called when the capture ends.
    func finish(into out: inout ByteSink) { lines.finish(into: &out) }

    /// The terminal's width, when lines are laid out for it (`--width`, a terminal).
    var layout: TerminalLayout? {
        get { lines.layout }
        set { lines.layout = newValue }
    }
    /// Whether attribute tables are written (`--summary` leaves them out unless `--table`).
    var tables: Bool {
        get { lines.tables }
        set { lines.tables = newValue }
    }
    /// False writes every procedure line from the String `ProcedureText.describe` gives (`Lines.straightLines`).
    var straightLines: Bool {
        get { lines.straightLines }
        set { lines.straightLines = newValue }
    }
    /// `Lines.heldTextLimit` and `Lines.heldTextRatio` (tests lower both).
    var heldTextLimit: Int {
        get { lines.heldTextLimit }
        set { lines.heldTextLimit = newValue }
    }
    var heldTextRatio: Int {
        get { lines.heldTextRatio }
        set { lines.heldTextRatio = newValue }
    }
    /// How many times the held text was compacted (tests).
    var compactions: Int { lines.compactions }
    /// The scans of the capture (`Lines.scans`).
    var scans: SharedScanTracker { lines.scans }

    static let sparklineWidth = Lines.sparklineWidth
    static func disconnection(_ d: Disconnection?, _ reason: HCIErrorCode) -> String { Lines.disconnection(d, reason) }
}

extension TextAnalyzeRenderer {
    /// The renderer's state and every line it writes, as a value: mutated in place through one access per event.
    struct Lines: ~Copyable {
        let foldNotifications: Bool
        let api: AppAPI?
        let style: Style

        struct Style {
            var color: Bool
            func bold(_ s: String) -> String { color ? "\u{1B}[1m\(s)\u{1B}[0m" : s }
            func dim(_ s: String) -> String { color ? "\u{1B}[2m\(s)\u{1B}[0m" : s }
            func red(_ s: String) -> String { color ? "\u{1B}[31m\(s)\u{1B}[0m" : s }
            func yellow(_ s: String) -> String { color ? "\u{1B}[33m\(s)\u{1B}[0m" : s }
            func cyan(_ s: String) -> String { color ? "\u{1B}[36m\(s)\u{1B}[0m" : s }
        }

        /// Per open connection: when it began, and what its header (after "Connection #N") says, for a resumed
        /// section too.
        private struct ConnectionState {
            var start: Timestamp
            /// The peer's address and its type, or how the connection was found.
            var identity: String
            /// The name the peer advertised.
            var advertised: String?
            /// The name a read of the peer's Device Name gave (`GATTProcedure.peerDeviceName`).
            var deviceName: String?
            /// After the name: ", open before the capture began (peer unknown)".
            var rest = ""
            /// From a file, the header's place among the held lines while it waits for the Device Name.
            var slot: Int?

            /// `identity`, the name, `rest`. The Device Name names the peer; an advertised name that differs is said
            /// beside it.
            var title: String {
                var s = identity
                switch (deviceName, advertised) {
                case (let read?, let advertised?) where read != advertised:
                    s += " \"\(TerminalText.escape(read))\" (advertised as \"\(TerminalText.escape(advertised))\")"
                case (let name?, _), (nil, let name?):
                    s += " \"\(TerminalText.escape(name))\""
                case (nil, nil):
                    break
                }
                return s + rest
            }
        }

        /// A discovery line being folded: the steps of one search by one client, whatever lines fall between them.
        private struct Fold {
            /// The steps and what they found, counted as the report counts them.
            var steps: DiscoveryFold
            /// The connection its line names (`tag`), or nil.
            var tag: Int?
            /// The id of its place in `held`.
            var slot: Int
        }

        /// Which of a connection's two GATT servers a discovery searches: the peer's (this device is the client) or
        /// this device's (the peer is the client). Their discoveries never fold together.
        private struct FoldKey: Hashable {
            var connection: Int
            var peerIsClient: Bool
        }

        private var states: [Int: ConnectionState] = [:]
        /// `states`' start times, read for every line (without copying a state out).
        private var starts: [Int: Timestamp] = [:]
        private var folds: [FoldKey: Fold] = [:]
        /// The connection whose header was written last, while it is open: its lines need no tag when it is the only
        /// one open.
        private var section: Int?

        /// Output waits here while a folded discovery line before it is still open, or a procedure that began before
        /// it is not complete yet (`Event.Payload.gattOpen`), so that lines stay in the order of their frames: the
        /// fold's line takes its place at its first step, a procedure's line at its request. A nil text is an open
        /// fold's place.
        private var held: [HeldLine] = []
        private var nextHeldID = 0
        /// The text of the held lines, one after the other as they were made (`HeldLine.text` is a range of it):
        /// lines are written into it from their parts, never made Strings.
        private var heldText = ByteSink(capacity: 1 << 16)
        /// The bytes of `heldText` that held lines still name: the rest is dropped when it outgrows them.
        private var heldBytes = 0

        private struct HeldLine {
            var id: Int
            var frame: Int
            var barrier: Bool
            /// Its text in `heldText`; nil for an open fold's place or a header that waits.
            var text: Range<Int>?
        }
        /// The frame of the event being rendered: where the lines it writes belong.
        private var currentFrame = 0
        /// The latest frame of the events rendered so far (diagnostics aside, which may name an earlier frame).
        private var arrivalFrame = 0
        /// Lines held at most before the oldest open fold is written as far as it went, and before lines are written
        /// whatever procedure may still be told before them.
        static let maximumHeld = 4096
        /// The earliest open GATT procedure of each connection: lines from its first frame on wait for it.
        private var open: [Int: (frame: Int, time: Timestamp)] = [:]
        /// Live, nothing waits for a request longer than the ATT transaction timeout (Core Vol 3 Part F §3.3.3), nor
        /// for a discovery's next step, so that the story does not stall; from a file, only `maximumHeld` bounds the
        /// wait, so that a procedure concluded late (a request that the capture's end, a lost response or a dead
        /// link leaves open) is still told in frame order.
        let openLimit: Int64?
        static let liveOpenLimit: Int64 = 30_000_000

        /// What was said of each adapter's controller.
        private var local: [UInt16: LocalController] = [:]

        /// The terminal's width, when lines are laid out for it (`--width`, a terminal).
        var layout: TerminalLayout?
        /// Whether attribute tables are written (`--summary` leaves them out unless `--table`).
        var tables = true
        /// The scans of the capture, and what each advertiser said (fed the advertising reports by the pipeline when
        /// it is the pipeline's `scans`).
        let scans = SharedScanTracker()
        /// The words of the last controller filter a scan line told.
        private var filterWords = ScanText.FilterWords()

        /// Series samples for the sparklines of the summary (terminal output only).
        private var series: ReportCollector?
        static let sparklineWidth = 40

        init(foldNotifications: Bool, api: AppAPI?, color: Bool, sparklines: Bool = false, live: Bool = false) {
            self.foldNotifications = foldNotifications
            openLimit = live ? Self.liveOpenLimit : nil
            self.api = api
            style = Style(color: color)
            words = Words(style: style, api: api)
            if sparklines { series = ReportCollector() }
        }

        mutating func render(_ event: Event, into out: inout ByteSink) {
            series?.add(event)
            // No access to the shared tracker (checked at run time) for an event it does not read.
            if ScanTracker.reads(event), let change = scans.tracker.add(event) { scan(change, event) }
            currentFrame = event.frame
            if case .diagnostic = event.payload {} else { arrivalFrame = max(arrivalFrame, event.frame) }
            switch event.payload {
            case .event(let e, _, let connection):
                hciEvent(event, e, connection)
            case .command(let c, _, let connection):
                if c.opcode.rawValue == 0x0406, let connection {
                    line(connection.id, event, "disconnect requested by this device (\(reason(c.parameters[checked: 2])))")
                }
            case .connectionAttempt(let attempt):
                connectionAttempt(attempt, event)
            case .localController(let controller):
                localController(controller, event)
            case .connectionFound(let info) where info.linkLayer != nil:
                words.air.insert(info.id)
                header(info, "access address \(info.linkLayer?.accessAddressText ?? "?")",
                       rest: ", open before the capture began (peer unknown)")
            case .linkLayer(let e):
                linkLayer(e, event)
            case .connectionFound(let info):
                header(info, "handle 0x\(hex4(info.handle))", rest: ", open before the capture began (peer unknown)")
            case .signalling(let result, _, _, let connection):
                guard case .success(let command) = result else { break }
                switch command.signal {
                case .connectionParameterUpdateRequest, .connectionParameterUpdateResponse,
                     .leCreditBasedConnectionRequest, .leCreditBasedConnectionResponse,
                     .creditBasedConnectionRequest, .creditBasedConnectionResponse, .commandReject:
                    line(connection.id, event, "L2CAP \(command.code.name): \(command.summary)")
                default:
                    break
                }
            case .smp(let bytes, _, let direction, let connection):
                line(connection.id, event, SMP.line(bytes, direction: direction, connection: connection))
                if case .pairingResponse? = try? SMPPDU.parse(bytes), let method = connection.pairing {
                    line(connection.id, event, style.bold("pairing: \(method)"))
                }
            case .gatt(let p):
                procedure(p, event, into: &out)
            case .gattOpen(let info, let since):
                open[info.id] = since
            case .gattTable(let info, let database):
                flushFolds(info.id)
                let whose = database.serverIsCapturedDevice
                    ? (words.air.contains(info.id) ? " of the central's GATT server, as the peripheral discovered it"
                        : " of this device's GATT server, as the peer discovered it") : ""
                guard tables else { break }
                var text = "  " + style.bold("Attribute table") + whose + tableSource(database.source) + "\n"
                for line in GattTableText.tree(database.rows) { text += "    " + line + "\n" }
                write(text)
            case .connectionEnd(let info, let summary):
                flushFolds(info.id)
                writeHeader(info.id)
                open[info.id] = nil
                var text = connectionSummary(info, summary, event) + undecodedHint(info.id, summary)
                if info.linkLayer != nil { text += "    " + LinkLayerRendering.countsText(info) + "\n" }
                write(text)
                states[info.id] = nil
                starts[info.id] = nil
                recentStarts.removeAll(keepingCapacity: true)
                if section == info.id { section = nil }
                words.air.remove(info.id)
            case .diagnostic(let d):
                // Held where it arrives (a note about an earlier frame, such as a request never answered, comes when
                // the conversation shows it): a procedure told at an earlier request goes before it.
                write(style.yellow("  ! \(d.severity.rawValue) (frame \(d.frame.map(String.init) ?? "–")): \(TerminalText.escape(d.message))") + "\n",
                      frame: max(arrivalFrame, event.frame))
            default:
                break
            }
            flushStaleFolds(now: event.time)
            drain(&out, now: event.time)
        }

        /// Writes what is still held: the open folds as far as they went. Called when the capture ends.
        mutating func finish(into out: inout ByteSink) {
            for scan in scans.tracker.finish() {
                for text in ScanText.stopped(scan) { write("  " + pad("", 12) + " " + pad("", 7) + "  " + text + "\n") }
            }
            for id in states.keys { writeHeader(id) }
            for key in folds.keys.sorted(by: { folds[$0]?.slot ?? 0 < folds[$1]?.slot ?? 0 }) { flushFold(key) }
            open.removeAll()
            drain(&out, now: nil)
        }

        // MARK: Ordered output

        /// Queues `text` (whole lines) behind any open fold. A `barrier` (the header that resumes a connection's
        /// section) bounds a
        /// section: no fold's line moves before it.
        private mutating func write(_ text: String, frame: Int? = nil, barrier: Bool = false) {
            let start = heldText.count
            heldText.append(text)
            hold(start ..< heldText.count, frame: frame, barrier: barrier)
        }

        /// Queues the held text `text` (whole lines, just written into `heldText`) as `write` does.
        private mutating func hold(_ text: Range<Int>, frame: Int? = nil, barrier: Bool = false) {
            heldBytes += text.count
            var index = held.count
            if let frame, !barrier {
                // A line told at an earlier frame than lines still held takes its place among them: a procedure whose
                // response the capture lost is known only at the client's next request, and is told at its own.
                while index > 0, held[index - 1].frame > frame, !held[index - 1].barrier { index -= 1 }
            }
            held.insert(HeldLine(id: nextHeldID, frame: frame ?? currentFrame, barrier: barrier, text: text), at: index)
            nextHeldID += 1
            guard held.count > Self.maximumHeld else { return }
            // Held too long: the headers say what they know, and the oldest fold is written as far as it went.
            for id in states.keys where states[id]?.slot != nil { writeHeader(id) }
            if let oldest = folds.min(by: { $0.value.slot < $1.value.slot })?.key { flushFold(oldest) }
        }

        /// Writes the held lines up to the first open fold, and up to the first line at or after the request of a
        /// procedure still open (as of `now`; live, one open longer than `openLimit` holds nothing back). Beyond
        /// `maximumHeld` lines, the open procedures hold nothing back either.
        private mutating func drain(_ out: inout ByteSink, now: Timestamp?) {
            guard !held.isEmpty else { return }
            var limit: Int?
            if let now, held.count <= Self.maximumHeld {
                for (_, since) in open where openLimit.map({ now.microseconds(since: since.time) <= $0 }) ?? true {
                    limit = min(limit ?? since.frame, since.frame)
                }
            }
            var written = 0
            while written < held.count, let text = held[written].text {
                if let limit, held[written].frame >= limit { break }
                if let layout {
                    out.append(layout.apply(heldString(text)))
                } else {
                    heldText.withSpan { out.append($0.extracting(text)) }
                }
                heldBytes -= text.count
                written += 1
            }
            guard written > 0 else { return }
            held.removeFirst(written)
            if held.isEmpty {
                heldText.removeAll()
                heldBytes = 0
            } else if heldText.count > heldTextLimit, heldText.count > heldTextRatio * heldBytes {
                compactHeldText()
            }
        }

        /// The size of the held text beyond which, when it is also `heldTextRatio` times what held lines name, the rest
        /// is dropped (tests lower both).
        var heldTextLimit = 1 << 20
        var heldTextRatio = 4
        /// How many times it was (tests).
        private(set) var compactions = 0

        /// Held text as a String, to be laid out for a width.
        private mutating func heldString(_ text: Range<Int>) -> String {
            heldText.withSpan { span in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(text.count)
                for i in text { if let b = span.u8(at: i) { bytes.append(b) } }
                return String(decoding: bytes, as: UTF8.self)
            }
        }

        /// Keeps in `heldText` only what held lines name, in their order.
        private mutating func compactHeldText() {
            var fresh = ByteSink(capacity: max(heldBytes * 2, 1 << 16))
            for i in held.indices {
                guard let text = held[i].text else { continue }
                let start = fresh.count
                heldText.withSpan { fresh.append($0.extracting(text)) }
                held[i].text = start ..< fresh.count
            }
            heldText = fresh
            compactions += 1
        }

        /// Fills the place `id` (an open fold's, a waiting header's) with the text just written into `heldText` from
        /// `start`.
        private mutating func fill(_ id: Int, from start: Int) {
            guard let index = held.firstIndex(where: { $0.id == id }) else {
                heldText.removeLast(heldText.count - start)
                return
            }
            held[index].text = start ..< heldText.count
            heldBytes += heldText.count - start
        }

        /// Holds the line of a procedure of `connection` at `frame`, its request: among the held lines, after those of
        /// earlier or equal frames and after the last header that resumed a section (lines already written cannot
        /// move).
        /// The line's text after its lead is `body`'s, written into the held text.
        private mutating func insert(connection: Int, frame: Int, time: Timestamp, _ body: (inout Words, inout ByteSink) -> Void) {
            var index = held.count
            while index > 0, held[index - 1].frame > frame, !held[index - 1].barrier { index -= 1 }
            guard index < held.count else {
                let tag = tag(connection, frame: frame)
                let start = heldText.count
                Self.writeLead(frame: frame, microseconds: microseconds(connection, time), tag: tag, color: style.color, into: &heldText)
                body(&words, &heldText)
                hold(start ..< heldText.count, frame: frame)
                return
            }
            // The tag `tag` would give, without resuming a section: the line goes among lines held already.
            let tag = states.count > 1 || connection != section ? connection : nil
            let start = heldText.count
            Self.writeLead(frame: frame, microseconds: microseconds(connection, time), tag: tag, color: style.color, into: &heldText)
            body(&words, &heldText)
            heldBytes += heldText.count - start
            held.insert(HeldLine(id: nextHeldID, frame: frame, barrier: false, text: start ..< heldText.count), at: index)
            nextHeldID += 1
        }

        /// A place for a fold's line at `frame`, filled when the fold ends: among the held lines, after those of
        /// earlier or equal frames and after the last section boundary (lines already written cannot move).
        private mutating func reserve(frame: Int) -> Int {
            var index = held.count
            while index > 0, held[index - 1].frame > frame, !held[index - 1].barrier { index -= 1 }
            held.insert(HeldLine(id: nextHeldID, frame: frame, barrier: false, text: nil), at: index)
            nextHeldID += 1
            return nextHeldID - 1
        }

        // MARK: Sections

        /// "Connection #N <identity> "name"<rest>" starts a connection's section. From a file, the header waits
        /// among the held lines until the connection reads the peer's Device Name (Android and BlueZ read it by type
        /// right after connecting), so that the name it gives heads the section; or until the connection ends, or
        /// `maximumHeld` lines wait, when it says what it knows (the advertised name). Live, it is written at once.
        private mutating func header(_ info: ConnectionInfo, _ identity: String, rest: String = "") {
            var state = ConnectionState(start: info.startTime, identity: identity, advertised: info.name, rest: rest)
            section = info.id
            if openLimit == nil {
                held.append(HeldLine(id: nextHeldID, frame: currentFrame, barrier: false, text: nil))
                state.slot = nextHeldID
                nextHeldID += 1
                states[info.id] = state
                starts[info.id] = state.start
                recentStarts.removeAll(keepingCapacity: true)
            } else {
                states[info.id] = state
                starts[info.id] = state.start
                recentStarts.removeAll(keepingCapacity: true)
                write(headerText(info.id, state.title))
            }
        }

        private mutating func headerText(_ id: Int, _ title: String) -> String {
            "\n" + style.bold("Connection #\(id)") + " " + title + "\n"
        }

        /// Writes the header of `connection` in its place, if it is still waiting.
        private mutating func writeHeader(_ connection: Int) {
            guard let state = states[connection], let slot = state.slot else { return }
            states[connection]?.slot = nil
            let start = heldText.count
            heldText.append(headerText(connection, state.title))
            fill(slot, from: start)
        }

        /// The tag a line of `connection` needs, after resuming its section when it is the only connection open and
        /// another connection's header came after its own.
        private mutating func tag(_ connection: Int, frame: Int) -> Int? {
            if connection != section, states.count == 1, let state = states[connection] {
                section = connection
                write(headerText(connection, state.title + " (continued)"), frame: frame, barrier: true)
            }
            // With several connections open their lines interleave: say whose each line is.
            return states.count > 1 || connection != section ? connection : nil
        }

        /// Holds a line of `connection`: its lead (`writeLead`: its time since the connection began, its frame, and
        /// whose it is), then `text`.
        private mutating func line(_ connection: Int, _ event: Event, _ text: String) {
            let tag = tag(connection, frame: event.frame)
            let start = heldText.count
            Self.writeLead(frame: event.frame, microseconds: microseconds(connection, event.time), tag: tag, color: style.color,
                           into: &heldText)
            heldText.append(text)
            heldText.append(UInt8(ascii: "\n"))
            hold(start ..< heldText.count, frame: event.frame)
        }

        /// A line that belongs to no connection, with the capture's clock.
        private mutating func topLine(_ event: Event, _ text: String) {
            write("  " + style.dim(pad(TimeText.clockColumn(event.time), 12) + " " + pad("#\(event.frame)", 7)) + "  " + text + "\n")
        }

        // MARK: Values no decoder names

        /// Per connection, the vendor characteristics whose values no decoder named, with how many values each carried.
        private var undecoded: [Int: [(name: String, values: Int)]] = [:]
        /// The attribute whose value `noteUndecoded` counted last, and the values of it counted after that one and not
        /// yet added to its entry of `undecoded`: a characteristic's values tend to come in runs, and the run is added
        /// in one step when another attribute's value comes or the connection's hint is written.
        private var lastUndecoded: (connection: Int, ref: AttributeRef, name: String, since: Int)?

        /// Counts a value of a characteristic that neither the assigned numbers nor a user decoder know.
        private mutating func noteUndecoded(_ p: DecodedProcedure) {
            // A value left to the renderer has a decoder (`Decoders.writesFields`).
            guard p.decoded == nil, !p.decodesLater, !p.truncated else { return }
            let ref: AttributeRef, empty: Bool
            switch p.kind {
            case .notification(let r, let v), .indication(let r, let v):
                ref = r
                empty = v.isEmpty
            case .read(let r, let v, _), .write(let r, let v, _):
                ref = r
                empty = v.isEmpty
            default:
                return
            }
            guard !empty else { return }
            if let last = lastUndecoded, last.connection == p.connection, last.ref == ref {
                // The same attribute as the last value counted: its name, kind and connection are known.
                lastUndecoded?.since += 1
                return
            }
            guard ref.kind == .characteristicValue, let name = undecodedName(ref) else { return }
            addUndecodedRun()
            // Counted in place, with one look-up: the list is not copied out of the dictionary and back per value.
            Self.count(name, in: &undecoded[p.connection, default: []])
            lastUndecoded = (p.connection, ref, name, 0)
        }

        /// Adds the values `noteUndecoded` counted since the last value that went into `undecoded` to its entry.
        private mutating func addUndecodedRun() {
            guard let last = lastUndecoded else { return }
            lastUndecoded = nil
            guard last.since > 0, var list = undecoded.removeValue(forKey: last.connection) else { return }
            // The run's first value was counted: its name has an entry unless the list was full then.
            if let i = list.firstIndex(where: { $0.name == last.name }) { list[i].values += last.since }
            undecoded[last.connection] = list
        }

        private static func count(_ name: String, in list: inout [(name: String, values: Int)]) {
            if let i = list.firstIndex(where: { $0.name == name }) {
                list[i].values += 1
            } else if list.count < 8 {
                list.append((name, 1))
            }
        }

        /// The last attributes `undecodedName` looked at, with its answer (bounded).
        private var undecodedNames: [(ref: AttributeRef, name: String?)] = []
        private var nextUndecodedName = 0
        private var lastUndecodedName = 0

        /// The name of a characteristic value the assigned numbers do not know (its `displayName`), nil for one they
        /// know: a characteristic's values ask again and again.
        private mutating func undecodedName(_ ref: AttributeRef) -> String? {
            if lastUndecodedName < undecodedNames.count, undecodedNames[lastUndecodedName].ref == ref {
                return undecodedNames[lastUndecodedName].name
            }
            for i in undecodedNames.indices where undecodedNames[i].ref == ref {
                lastUndecodedName = i
                return undecodedNames[i].name
            }
            let name: String? = if let uuid = ref.uuid, Registry.attributeName(uuid) == nil { ref.displayName } else { nil }
            if undecodedNames.count < 16 {
                lastUndecodedName = undecodedNames.count
                undecodedNames.append((ref, name))
            } else {
                lastUndecodedName = nextUndecodedName
                undecodedNames[nextUndecodedName] = (ref, name)
                nextUndecodedName = (nextUndecodedName + 1) % 16
            }
            return name
        }

        /// "hint: …" when vendor characteristics carried values no decoder names.
        /// The values the pipeline folded into `summary` without events (`AttributeActivity.foldedUndecodedValues`)
        /// count with those seen: a characteristic's first value always comes as an event.
        private mutating func undecodedHint(_ connection: Int, _ summary: GATTSummary) -> String {
            addUndecodedRun()
            guard var list = undecoded.removeValue(forKey: connection), !list.isEmpty else { return "" }
            for (_, activity) in summary.activities where activity.foldedUndecodedValues > 0 {
                let name = activity.attribute.displayName
                if let i = list.firstIndex(where: { $0.name == name }) { list[i].values += activity.foldedUndecodedValues }
            }
            let what = list.map { "\($0.name) (\($0.values) value\($0.values == 1 ? "" : "s"))" }.joined(separator: ", ")
            return "    hint: no decoder names the values of " + what + "; describe their layout in a decoder file "
                + "and pass it with --decoders (docs/decoders.md, \"Your own decoders\")\n"
        }

        // MARK: Scans

        /// A scan's start at its enable command; its stop with what each advertiser said.
        private mutating func scan(_ change: ScanChange, _ event: Event) {
            guard straightLines else {
                scanText(change, event)
                return
            }
            // Written from their parts into the held text (`scanText` makes the same lines as Strings).
            let start = heldText.count
            switch change {
            case .started(let scan):
                let frame = scan.startFrame ?? event.frame
                Self.writeClockLead(scan.startTime, frame: frame, color: style.color, into: &heldText)
                ScanText.writeStarted(scan, api: api, filterWords: &filterWords, into: &heldText)
                heldText.append(UInt8(ascii: "\n"))
                hold(start ..< heldText.count, frame: frame)
            case .stopped(let scan):
                let frame = scan.stopFrame ?? event.frame
                Self.writeClockLead(scan.stopTime ?? event.time, frame: frame, color: style.color, into: &heldText)
                let color = style.color
                ScanText.writeStopped(scan, into: &heldText) { Self.writeClockLead(nil, frame: nil, color: color, into: &$0) }
                hold(start ..< heldText.count, frame: frame)
            }
        }

        /// The lead of a line with the capture's clock: "  " + dim(the clock column of `time` padded to 12, " ",
        /// "#frame" padded to 7) + "  "; blank columns without them.
        private static func writeClockLead(_ time: Timestamp?, frame: Int?, color: Bool, into out: inout ByteSink) {
            out.append("  " as StaticString)
            if color { out.append("\u{1B}[2m" as StaticString) }
            if let time {
                TimeText.writeClockColumn(time, width: 12, into: &out)
            } else {
                out.appendSpaces(12)
            }
            out.append(UInt8(ascii: " "))
            if let frame {
                out.appendSpaces(7 - (1 + Self.digits(Int64(frame))))
                out.append(UInt8(ascii: "#"))
                out.appendInteger(Int64(frame))
            } else {
                out.appendSpaces(7)
            }
            if color { out.append("\u{1B}[0m" as StaticString) }
            out.append("  " as StaticString)
        }

        /// `scan`'s lines made as Strings: tests hold the lines written from their parts to them.
        private mutating func scanText(_ change: ScanChange, _ event: Event) {
            switch change {
            case .started(let scan):
                let frame = scan.startFrame ?? event.frame
                write("  " + style.dim(pad(TimeText.clockColumn(scan.startTime), 12) + " " + pad("#\(frame)", 7)) + "  "
                    + ScanText.started(scan, api: api) + "\n", frame: frame)
            case .stopped(let scan):
                let frame = scan.stopFrame ?? event.frame
                let time = scan.stopTime ?? event.time
                var text = ""
                for (i, line) in ScanText.stopped(scan).enumerated() {
                    text += "  " + style.dim(pad(i == 0 ? TimeText.clockColumn(time) : "", 12) + " "
                        + pad(i == 0 ? "#\(frame)" : "", 7)) + "  " + line + "\n"
                }
                write(text, frame: frame)
            }
        }

        // MARK: Connections

        private mutating func connectionAttempt(_ a: ConnectionAttempt, _ event: Event) {
            var done: [String] = []
            if let command = a.command, let frame = a.commandFrame { done.append("\(command.name) #\(frame)") }
            switch a.outcome {
            case .cancelled:
                if let frame = a.cancelFrame {
                    done.append("\(a.isLE ? "LE Create Connection Cancel" : "Create Connection Cancel") #\(frame)")
                } else {
                    done.append("the cancel is not in the capture")
                }
                topLine(event, "connection attempt to \(a.target) cancelled by this device ("
                    + done.joined(separator: ", ") + ")")
            case .failed:
                let text = "connection attempt to \(a.target) failed: \(a.status.name) (0x\(hex2(a.status.rawValue)))"
                    + (done.isEmpty ? "" : " (" + done.joined(separator: ", ") + ")")
                topLine(event, style.red(text))
            }
        }

        private mutating func localController(_ c: LocalController, _ event: Event) {
            let before = local[c.adapter]
            local[c.adapter] = c
            let whose = c.adapter == 0 ? "this device" : "this device (adapter \(c.adapter))"
            if let address = c.address, address != before?.address {
                let source: String
                switch c.source {
                case .readBDADDR: source = "Read BD_ADDR"
                case .monitorIndex: source = "adapter index record"
                case .packetLoggerNote: source = "PacketLogger note"
                case .readLocalVersion: source = "Read Local Version Information"
                }
                // A controller without a public address returns 00:00:00:00:00:00 (Core Vol 4 Part E §7.4.6).
                topLine(event, address.rawValue == 0 ? "\(whose): no public address (\(source) gave 00:00:00:00:00:00)"
                    : "\(whose): public address \(address) (\(source))")
            }
            if let version = c.version, version != before?.version {
                topLine(event, "\(whose): controller \(version.description)")
            }
        }

        private mutating func tableSource(_ source: GATTTableSource) -> String {
            switch source {
            case .discovered: return ""
            case .earlierConnection(let id): return " (from connection #\(id); not discovered in this connection)"
            case .otherCapture(let name): return " (from \(name); not discovered in this capture)"
            }
        }

        private mutating func reason(_ code: UInt8?) -> String {
            guard let code else { return "no reason given" }
            return "\(HCIErrorCode(rawValue: code).name) (0x\(hex2(code)))"
        }

        private mutating func hciEvent(_ event: Event, _ e: HCIEvent, _ connection: ConnectionInfo?) {
            switch e.detail {
            case .connectionComplete(let c):
                // A failed attempt is told by its `.connectionAttempt`.
                guard c.status.rawValue == 0, let info = connection else { return }
                var title = style.cyan(c.peer.description)
                if let t = c.peerType { title += " (\(t.name))" }
                header(info, title)
                var s = "connected (\(e.name))"
                if let role = info.role { s += ", this device is the \(role.rawValue)" }
                if let i = info.intervalMilliseconds { s += "; interval \(number(i, digits: 2)) ms" }
                if let l = info.latency { s += ", latency \(l)" }
                if let t = info.supervisionTimeoutMilliseconds { s += ", supervision timeout \(t) ms" }
                line(info.id, event, s)
                if let advertiser = scans.tracker.advertising(of: c.peer) { line(info.id, event, ScanText.peerAdvertising(advertiser)) }
            case .connectionUpdateComplete(let status, _, let interval, let latency, let timeout):
                guard let info = connection else { return }
                line(info.id, event, status.rawValue == 0
                    ? "connection parameters now: interval \(number(Double(interval) * 1.25, digits: 2)) ms, latency \(latency), supervision timeout \(Int(timeout) * 10) ms"
                    : "connection update failed: \(status.name)")
            case .encryptionChange(let status, _, let enabled, let keySize):
                guard let info = connection else { return }
                var s = status.rawValue == 0 ? (enabled != 0 ? "encryption on" : "encryption off") : "encryption failed: \(status.name)"
                if status.rawValue == 0, enabled != 0, let keys = info.encryptionKeys { s += keys.phrase }
                if let k = keySize { s += " (key size \(k))" }
                line(info.id, event, s)
            case .remoteVersion(let status, _, let version):
                guard let info = connection else { return }
                line(info.id, event, status.rawValue == 0
                    ? "peer controller: \(version.description)"
                    : "reading the peer controller's version failed: \(status.name) (0x\(hex2(status.rawValue)))")
            case .dataLengthChange(_, let txOctets, _, let rxOctets, _):
                guard let info = connection else { return }
                line(info.id, event, "data length: tx \(txOctets) bytes, rx \(rxOctets) bytes per packet")
            case .phyUpdateComplete(let status, _, let tx, let rx):
                guard let info = connection else { return }
                line(info.id, event, status.rawValue == 0 ? "PHY: tx \(phy(tx)), rx \(phy(rx))" : "PHY update failed: \(status.name)")
            case .commandStatus(let status, let opcode) where opcode.rawValue == 0x0406 && status.rawValue != 0:
                // The controller refused the Disconnect: the connection goes on (Core Vol 4 Part E §7.1.6).
                guard let info = connection else { return }
                line(info.id, event, style.red("the controller rejected the disconnect: \(status.name) (0x\(hex2(status.rawValue)))"))
            case .commandComplete(let opcode, let status?, _) where opcode.rawValue == 0x0406 && status.rawValue != 0:
                guard let info = connection else { return }
                line(info.id, event, style.red("the controller rejected the disconnect: \(status.name) (0x\(hex2(status.rawValue)))"))
            case .disconnectionComplete(let status, _, let reasonCode):
                guard let info = connection, status.rawValue == 0 else { return }
                line(info.id, event, style.bold(Self.disconnection(info.disconnection, reasonCode)))
            default:
                break
            }
        }

        /// Who ended the connection, and why: "this device disconnected: …", "the peer disconnected: …",
        /// "connection lost: …".
        static func disconnection(_ d: Disconnection?, _ reason: HCIErrorCode) -> String {
            let who: String
            switch d?.initiator ?? DisconnectInitiator(reason: reason) {
            case .thisDevice: who = "this device disconnected"
            case .peer: who = "the peer disconnected"
            case .link: who = "connection lost"
            }
            return "\(who): \(reason.name) (0x\(hex2(reason.rawValue)))"
        }

        /// CONNECT_IND opens a connection; LL control PDUs are told as lines.
        private mutating func linkLayer(_ e: LinkLayerEvent, _ event: Event) {
            switch e.pdu {
            case .advertising(let pdu):
                guard let request = pdu.connect, let info = e.connection else { return }
                words.air.insert(info.id)
                var title = style.cyan(request.advertiser.description)
                title += request.advertiserRandom ? " (random)" : " (public)"
                header(info, title)
                var s = "connected (\(pdu.name)) by the central \(LinkLayerRendering.address(request.initiator, random: request.initiatorRandom))"
                if let i = info.intervalMilliseconds { s += "; interval \(number(i, digits: 2)) ms" }
                if let l = info.latency { s += ", latency \(l)" }
                if let t = info.supervisionTimeoutMilliseconds { s += ", supervision timeout \(t) ms" }
                s += "; access address \(LinkLayerConnection.hex32(request.accessAddress)), \(request.usedChannels) channels, hop \(request.hop)"
                line(info.id, event, s)
            case .data(_, let control):
                guard let control, let info = e.connection, e.status == .ok else { return }
                var text = LinkLayerRendering.controlLine(e, control)
                if control.opcode == .startEncReq, let keys = info.encryptionKeys { text += keys.phrase }
                line(info.id, event, control.opcode == .terminateInd ? style.bold(text) : text)
            }
        }

        private mutating func phy(_ v: UInt8) -> String {
            switch v {
            case 1: "LE 1M"
            case 2: "LE 2M"
            case 3: "LE Coded"
            default: "PHY \(v)"
            }
        }

        /// A procedure is told at its request (`storyFrame`), with the frame of the response that completed it.
        private mutating func procedure(_ p: DecodedProcedure, _ event: Event, into out: inout ByteSink) {
            noteUndecoded(p)
            if let name = p.peerDeviceName, states[p.connection]?.deviceName == nil {
                // The first Device Name read names the connection's header, if it still waits.
                states[p.connection]?.deviceName = name
                writeHeader(p.connection)
            }
            let key = FoldKey(connection: p.connection, peerIsClient: p.direction == .received)
            // The kind read once: each read copies it out of the procedure's storage.
            let kind = p.kind
            if case .discovery = kind {
                // The steps of one search by one client fold into one line, which takes its place at the first step,
                // whatever other lines fall between them; the other server's discovery (the peer as a GATT client)
                // folds apart.
                if folds[key]?.steps.fold(p) == true { return }
                flushFold(key)
                let tag = tag(p.connection, frame: p.storyFrame)
                folds[key] = Fold(steps: DiscoveryFold(p), tag: tag, slot: reserve(frame: p.storyFrame))
                return
            }
            switch kind {
            case .notification, .indication:
                // The server's doing: the client's search goes on.
                if foldNotifications { return }
            case .serviceChanged:
                break
            default:
                // Another procedure of the same client ends its search.
                flushFold(key)
            }
            guard straightLines, p.isWrittenStraight else {
                // The words as `ProcedureText.describe` gives them, made into a String first.
                var text = words.actor(p) + TerminalText.escape(ProcedureText.describe(p))
                if p.truncated { text += " (truncated by the capture)" }
                if case .error = p.kind, !ProcedureText.isAnswer(p) { text = style.red(text) }
                if let api, words.actor(p).isEmpty, let call = ProcedureText.api(p, api) { text += style.dim("  [\(call)]") }
                if let response = ProcedureText.response(p) { text += style.dim("  (\(response))") }
                insert(connection: p.connection, frame: p.storyFrame, time: p.storyTime) { _, sink in
                    sink.append(text)
                    sink.append(UInt8(ascii: "\n"))
                }
                return
            }
            if writesAtOnce(frame: p.storyFrame, now: event.time) {
                // Nothing waits before the line: it goes straight into the output.
                let tag = tag(p.connection, frame: p.storyFrame)
                if held.isEmpty {
                    writeLead(p.connection, frame: p.storyFrame, time: p.storyTime, tag: tag, into: &out)
                    words.writeText(p, kind, into: &out)
                    out.append(UInt8(ascii: "\n"))
                    return
                }
            }
            // Held, but made from its parts all the same.
            insert(connection: p.connection, frame: p.storyFrame, time: p.storyTime) { words, text in
                words.writeText(p, kind, into: &text)
                text.append(UInt8(ascii: "\n"))
            }
        }

        /// False writes every procedure line from the String `ProcedureText.describe` gives: tests hold the lines
        /// written from their parts to it.
        var straightLines = true

        /// Whether a line of `frame` written now goes out at once (as `drain` at `now` would write it): no line is
        /// held, no open procedure's request is at or before it, and lines are not laid out for a width.
        private mutating func writesAtOnce(frame: Int, now: Timestamp) -> Bool {
            guard straightLines, held.isEmpty, layout == nil else { return false }
            for (_, since) in open where openLimit.map({ now.microseconds(since: since.time) <= $0 }) ?? true {
                if frame >= since.frame { return false }
            }
            return true
        }

        /// A line's lead, written into `out`: "  " + dim("+1.234 s" padded to 12, " ", "#123" padded to 7) + "  "
        /// + "[#N] " when `tag` names the connection.
        private mutating func writeLead(_ connection: Int, frame: Int, time: Timestamp, tag: Int?, into out: inout ByteSink) {
            Self.writeLead(frame: frame, microseconds: microseconds(connection, time), tag: tag, color: style.color, into: &out)
        }

        /// The time of `time` since `connection` began.
        private mutating func microseconds(_ connection: Int, _ time: Timestamp) -> Int64 {
            // The connections looked up last, compared before any hashing: the lines of the few connections open
            // at a time take turns.
            for entry in recentStarts where entry.connection == connection {
                return time.microseconds(since: entry.start ?? time)
            }
            let start = starts[connection]
            if recentStarts.count >= 4 { recentStarts.removeFirst() }
            recentStarts.append((connection, start))
            return time.microseconds(since: start ?? time)
        }

        /// The connections `microseconds` looked up last and their starts (nil: none), forgotten whenever `starts`
        /// changes.
        private var recentStarts: [(connection: Int, start: Timestamp?)] = []

        private static func writeLead(frame: Int, microseconds: Int64, tag: Int?, color: Bool, into out: inout ByteSink) {
            // As `seconds`: milliseconds rounded half up, the sign before them; written with one check of the room.
            out.appendLineLead(frame: frame, microseconds: microseconds, tag: tag, dim: color)
        }

        /// What the words of a procedure line keep from line to line: the names lines gave last, the summary buffer,
        /// which connections are air captures, and how lines look. Apart from the held text, so that a line is
        /// written from it into the held text with no overlapping access.
        struct Words: ~Copyable {
            let style: Style
            let api: AppAPI?
            /// Connections of an air capture, whose sides are the central and the peripheral.
            var air: Set<Int> = []

            /// The names lines gave last, escaped, as UTF-8, by connection and attribute (bounded):
            /// `ProcedureText.notified` for notified values, `qualifiedName` for writes. Found by the connection and
            /// handle, then checked against the attribute itself, which a connection's GATT tracker gives as the one
            /// value from line to line (compared at once).
            var attributeNames: [(connection: Int, handle: UInt16, qualified: Bool, ref: AttributeRef)] = []
            /// The text of each of `attributeNames`, by index, in slots: copied out with no retain and release.
            var attributeTexts = ByteSlots()
            var nextAttributeName = 0
            var lastAttributeName = 0

            /// Writes the escaped name of `ref` (an attribute of `connection`) in a line: a characteristic's
            /// notifications and writes name the same attribute again and again.
            private mutating func writeAttributeName(
                _ ref: AttributeRef, qualified: Bool, connection: Int, into out: inout ByteSink
            ) {
                let handle = ref.handle
                // The entry found last first; by index: an entry is compared in place, not copied out.
                var found: Int?
                if lastAttributeName < attributeNames.count, attributeNames[lastAttributeName].handle == handle,
                   attributeNames[lastAttributeName].connection == connection,
                   attributeNames[lastAttributeName].qualified == qualified {
                    found = lastAttributeName
                } else {
                    for i in attributeNames.indices where attributeNames[i].handle == handle
                        && attributeNames[i].connection == connection && attributeNames[i].qualified == qualified {
                        found = i
                        break
                    }
                }
                if let i = found, attributeNames[i].ref == ref {
                    lastAttributeName = i
                    attributeTexts.write(i, to: &out)
                    return
                }
                let text = Array(TerminalText.escape(qualified ? ref.qualifiedName : ProcedureText.notified(ref)).utf8)
                out.append(text)
                if let i = found {
                    // The attribute changed (a discovery named it): its entry takes the new name.
                    lastAttributeName = i
                    attributeNames[i] = (connection, handle, qualified, ref)
                    attributeTexts.set(i, text)
                } else if attributeNames.count < 16 {
                    lastAttributeName = attributeNames.count
                    attributeNames.append((connection, handle, qualified, ref))
                    attributeTexts.append(text)
                } else {
                    lastAttributeName = nextAttributeName
                    attributeNames[nextAttributeName] = (connection, handle, qualified, ref)
                    attributeTexts.set(nextAttributeName, text)
                    nextAttributeName = (nextAttributeName + 1) % 16
                }
            }

            /// Where the summary of a value the pipeline left to the renderer (`DecodedProcedure.decodesLater`) is written,
            /// its buffer kept from line to line.
            var summaryText = DecodedSummaryText()


            /// The text of a procedure's line (after its lead, without the newline), as `procedure` makes it from
            /// `ProcedureText.describe`, written into `out` from its parts: only what the capture said (names, decoded
            /// texts, printable values) is escaped, never the program's own words. For the kinds `isWrittenStraight`.
            mutating func writeText(_ p: DecodedProcedure, into out: inout ByteSink) {
                writeText(p, p.kind, into: &out)
            }

            /// `writeText` of `p`, whose kind is `kind` (read once by the caller).
            mutating func writeText(_ p: DecodedProcedure, _ kind: GATTProcedure.Kind, into out: inout ByteSink) {
                let actor = actorWords(p, kind)
                var red = false
                if case .error = kind, style.color, !ProcedureText.isAnswer(p) { red = true }
                if red { out.append("\u{1B}[31m" as StaticString) }
                out.append(actor)
                writeDescribed(p, kind, into: &out)
                if case .response? = p.notCaptured { out.append(" (the response is not in the capture)" as StaticString) }
                if p.truncated { out.append(" (truncated by the capture)" as StaticString) }
                if red { out.append("\u{1B}[0m" as StaticString) }
                if let api, actor.utf8CodeUnitCount == 0, let call = ProcedureText.api(p, api) {
                    if style.color { out.append("\u{1B}[2m" as StaticString) }
                    out.append("  [" as StaticString)
                    out.append(call)
                    out.append(UInt8(ascii: "]"))
                    if style.color { out.append("\u{1B}[0m" as StaticString) }
                }
                // `ProcedureText.response`: the frame of the response that completed the request, when it is not its own.
                if p.frame != p.firstFrame {
                    var several = false
                    if case .read(_, _, let long) = kind { several = long }
                    if case .write(_, _, .prepared) = kind { several = true }
                    if style.color { out.append("\u{1B}[2m" as StaticString) }
                    out.append(several ? "  (last response #" as StaticString : "  (response #" as StaticString)
                    out.appendInteger(Int64(p.frame))
                    out.append(UInt8(ascii: ")"))
                    if style.color { out.append("\u{1B}[0m" as StaticString) }
                }
            }

            /// `ProcedureText.described`'s words for the kinds `isWrittenStraight`, written into `out`.
            private mutating func writeDescribed(_ p: DecodedProcedure, _ kind: GATTProcedure.Kind, into out: inout ByteSink) {
                switch kind {
                case .notification(let ref, let value), .indication(let ref, let value):
                    if case .notification = kind {
                        out.append("notification " as StaticString)
                    } else {
                        out.append("indication " as StaticString)
                    }
                    writeAttributeName(ref, qualified: false, connection: p.connection, into: &out)
                    out.append(": " as StaticString)
                    ProcedureText.writeValue(value, of: ref, p, text: &summaryText, into: &out)
                case .write(let ref, let value, let mode):
                    switch mode {
                    case .request: out.append("write " as StaticString)
                    case .command: out.append("write without response " as StaticString)
                    case .signed: out.append("signed write " as StaticString)
                    case .prepared: out.append("reliable/long write " as StaticString)
                    }
                    writeAttributeName(ref, qualified: true, connection: p.connection, into: &out)
                    out.append(" = " as StaticString)
                    ProcedureText.writeValue(value, p.decoded, into: &out)
                case .read(let ref, let value, false):
                    out.append("read " as StaticString)
                    writeAttributeName(ref, qualified: true, connection: p.connection, into: &out)
                    out.append(" = " as StaticString)
                    ProcedureText.writeValue(value, p.decoded, into: &out)
                case .readMultiple(let pairs, nil):
                    out.append("read multiple: " as StaticString)
                    for (i, pair) in pairs.enumerated() {
                        if i > 0 { out.append("; " as StaticString) }
                        writeAttributeName(pair.0, qualified: true, connection: p.connection, into: &out)
                        out.append(" = " as StaticString)
                        ProcedureText.writeValue(pair.1, i < p.decodedValues.count ? p.decodedValues[i] : nil, into: &out)
                    }
                case .mtuExchange(let client, let server, let effective):
                    out.append("exchange MTU: client " as StaticString)
                    Self.writeNumber(client, into: &out)
                    out.append(", server " as StaticString)
                    Self.writeNumber(server, into: &out)
                    out.append(" → ATT_MTU " as StaticString)
                    out.appendInteger(Int64(effective))
                case .subscription(let cccd, let characteristic, let notifications, let indications):
                    out.append(notifications || indications ? "subscribe to " as StaticString : "unsubscribe from " as StaticString)
                    out.append(TerminalText.escape(characteristic?.displayName ?? cccd.qualifiedName))
                    if notifications && indications {
                        out.append(" notifications and indications" as StaticString)
                    } else if notifications {
                        out.append(" notifications" as StaticString)
                    } else if indications {
                        out.append(" indications" as StaticString)
                    }
                case .error(let request, let ref, let code) where p.search == nil:
                    out.append(request.name)
                    if let ref {
                        out.append(UInt8(ascii: " "))
                        writeAttributeName(ref, qualified: true, connection: p.connection, into: &out)
                    }
                    out.append(" failed: " as StaticString)
                    out.append(code.name)
                    out.append(" (0x" as StaticString)
                    Self.writeHex(UInt16(code.rawValue), digits: 2, into: &out)
                    out.append(UInt8(ascii: ")"))
                case .serviceChanged(let range):
                    out.append("service changed: handles 0x" as StaticString)
                    Self.writeHex(range.lowerBound, digits: 4, into: &out)
                    out.append("–0x" as StaticString)
                    Self.writeHex(range.upperBound, digits: 4, into: &out)
                    out.append(" are no longer valid" as StaticString)
                default:
                    // Not `isWrittenStraight`; the words are `describe`'s all the same.
                    out.append(TerminalText.escape(ProcedureText.describe(p)))
                }
            }

            /// A number, or "?" when the capture did not say it.
            private static func writeNumber(_ v: UInt16?, into out: inout ByteSink) {
                if let v { out.appendInteger(Int64(v)) } else { out.append(UInt8(ascii: "?")) }
            }

            /// `v` as `digits` lower-case hex digits (as `hex2`, `hex4`).
            private static func writeHex(_ v: UInt16, digits: Int, into out: inout ByteSink) {
                var shift = (digits - 1) * 4
                while shift >= 0 {
                    let nibble = UInt8(truncatingIfNeeded: v >> UInt16(shift)) & 0x0F
                    out.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + (nibble - 10))
                    shift -= 4
                }
            }

            /// Who acts, when it is not the usual side: the peer as a GATT client, or this device as a server notifying.
            func actor(_ p: DecodedProcedure) -> String { actor(p, p.kind) }

            /// `actor` of `p`, whose kind is `kind`.
            func actor(_ p: DecodedProcedure, _ kind: GATTProcedure.Kind) -> String {
                actorWords(p, kind).description
            }

            /// `actor`'s words as the literal they are: a line written from its parts appends them with no String
            /// made (most lines have none: a received notification, a write of this device).
            func actorWords(_ p: DecodedProcedure, _ kind: GATTProcedure.Kind) -> StaticString {
                switch kind {
                case .notification, .indication, .serviceChanged:
                    return p.direction == .sent ? (air.contains(p.connection) ? "central sends " : "this device sends ") : ""
                default:
                    return p.direction == .received ? (air.contains(p.connection) ? "peripheral (as GATT client): " : "peer (as GATT client): ") : ""
                }
            }
        }

        var words: Words

        /// The decimal digits of `v` (≥ 0).
        private static func digits(_ v: Int64) -> Int {
            var n = 1
            var rest = v
            while rest >= 10 { rest /= 10; n += 1 }
            return n
        }

        /// Ends the folds of a connection (both servers).
        private mutating func flushFolds(_ connection: Int) {
            for peerIsClient in [false, true] { flushFold(FoldKey(connection: connection, peerIsClient: peerIsClient)) }
        }

        /// Ends a fold: its line fills its place.
        private mutating func flushFold(_ key: FoldKey) {
            guard !folds.isEmpty, let fold = folds.removeValue(forKey: key) else { return }
            let first = fold.steps.first
            var s = words.actor(first) + TerminalText.escape(fold.steps.search + fold.steps.outcome)
            if let api, words.actor(first).isEmpty, let call = ProcedureText.api(first, api) {
                s += style.dim("  [\(call)]")
            }
            if let response = fold.steps.lastResponse {
                s += style.dim("  (\(fold.steps.steps > 1 ? "last response" : "response") #\(response))")
            }
            let start = starts[key.connection] ?? first.firstTime
            let textStart = heldText.count
            Self.writeLead(frame: first.storyFrame, microseconds: first.storyTime.microseconds(since: start), tag: fold.tag,
                           color: style.color, into: &heldText)
            heldText.append(s)
            heldText.append(UInt8(ascii: "\n"))
            fill(fold.slot, from: textStart)
        }

        /// Live, a search with no step for longer than the ATT transaction timeout has ended.
        private mutating func flushStaleFolds(now: Timestamp) {
            guard let openLimit, !folds.isEmpty else { return }
            for (key, fold) in folds where now.microseconds(since: fold.steps.last.time) > openLimit { flushFold(key) }
        }

        private mutating func connectionSummary(_ info: ConnectionInfo, _ summary: GATTSummary, _ event: Event) -> String {
            var out = ""
            let length = event.time.microseconds(since: info.startTime)
            var title = "Summary of connection #\(info.id)"
            if let peer = info.peer { title += " with \(peer)" }
            if let name = summary.deviceName ?? info.name { title += " \"\(TerminalText.escape(name))\"" }
            out += ("  " + style.bold(title) + " (\(duration(length)))\n")
            if let mtu = summary.mtuText {
                out += ("    ATT_MTU \(mtu)")
                if !summary.enhancedBearers.isEmpty {
                    // Each enhanced ATT bearer has its own ATT_MTU, from its L2CAP channel.
                    out += (" (EATT bearer\(summary.enhancedBearers.count == 1 ? "" : "s") "
                        + summary.enhancedBearers.map { "0x\(hex4($0.bearer)): \($0.mtu)" }.joined(separator: ", ") + ")")
                }
                out += (", \(summary.procedures) GATT procedure\(summary.procedures == 1 ? "" : "s")")
                let errorCount = summary.errors.values.reduce(0, +)
                out += (errorCount == 0 ? ", no errors\n" : ", \(errorCount) error\(errorCount == 1 ? "" : "s"): "
                    + summary.errors.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ") + "\n")
            } else {
                // A connection that carried no ATT says nothing of ATT_MTU, and has no GATT procedure.
                out += "    no ATT captured\n"
            }
            if let version = info.peerVersion { out += "    peer controller: \(version.description)\n" }
            for key in summary.order {
                guard let a = summary.activity[key] else { continue }
                let handle = a.attribute.handle
                var parts: [String] = []
                if a.reads > 0 { parts.append("\(a.reads) read\(a.reads == 1 ? "" : "s")") }
                if a.writes > 0 { parts.append("\(a.writes) write\(a.writes == 1 ? "" : "s")") }
                if a.notifications > 0 { parts.append("\(a.notifications) notification\(a.notifications == 1 ? "" : "s")") }
                if a.indications > 0 { parts.append("\(a.indications) indication\(a.indications == 1 ? "" : "s")") }
                if let rate = a.rate { parts.append("\(number(rate, digits: 2))/s") }
                if a.longestGap > 0, a.notifications + a.indications > 1 {
                    parts.append("longest gap \(duration(a.longestGap))" + (a.longestGapEnd.map { " (before frame \($0))" } ?? ""))
                }
                if a.errors > 0 { parts.append("\(a.errors) error\(a.errors == 1 ? "" : "s")") }
                // A declaration's name holds its handle already.
                let label = !a.attribute.isDiscovered || a.attribute.isDeclaration ? a.attribute.qualifiedName
                    : "\(a.attribute.qualifiedName) (0x\(hex4(handle)))"
                let onCentral = words.air.contains(info.id) ? "the central's " : "this device's "
                out += ("    " + (a.onCapturedDevice ? onCentral : "") + TerminalText.escape(label) + ": " + parts.joined(separator: ", ") + "\n")
                for name in a.seriesOrder {
                    guard let s = a.series[name], s.count > 1 else { continue }
                    let unit = s.unit.map { " \($0)" } ?? ""
                    out += ("      \(TerminalText.escape(name)): min \(number(s.minimum))\(unit), mean \(number(s.mean))\(unit), max \(number(s.maximum))\(unit) (\(s.count) values)\n")
                    if let line = sparkline(info.id, "\(key)/\(name)") { out += ("        " + style.cyan(line) + "\n") }
                }
                // Like the series, only for fields with two values or more (a single read says it in its own line).
                for special in a.specialValues
                where a.specialValues.filter({ $0.key == special.key }).reduce(0, { $0 + $1.count })
                    + (a.series[special.key]?.count ?? 0) > 1 {
                    let words = special.meaning.replacingOccurrences(of: "_", with: " ")
                    out.append("      \(TerminalText.escape(special.key)): \(words) in \(special.count) value\(special.count == 1 ? "" : "s"), "
                        + "not a number (left out of the statistics)\n")
                }
                if let hrv = a.hrv, hrv.count > 1 {
                    var parts = ["\(hrv.count) RR intervals"]
                    if let sdnn = hrv.sdnn { parts.append("SDNN \(number(sdnn)) ms") }
                    if let rmssd = hrv.rmssd { parts.append("RMSSD \(number(rmssd)) ms") }
                    if let pnn50 = hrv.pnn50 { parts.append("pNN50 \(number(pnn50)) %") }
                    out += ("      heart-rate variability: " + parts.joined(separator: ", ") + "\n")
                }
                if a.contactLost > 0 {
                    out += ("      sensor contact lost in \(a.contactLost) measurement\(a.contactLost == 1 ? "" : "s") "
                        + "(\(a.contactLostPeriods) period\(a.contactLostPeriods == 1 ? "" : "s"), "
                        + "\(duration(a.contactLostMicroseconds)); not counted in bpm)\n")
                }
            }
            return out
        }

        /// The sparkline of one series of a connection, from the samples kept for it.
        private mutating func sparkline(_ connection: Int, _ id: String) -> String? {
            guard let sampler = series?.connections.first(where: { $0.info.id == connection })?.series[id]?.sampler,
                  sampler.count > 1 else { return nil }
            return sampler.sparkline(width: Self.sparklineWidth)
        }
    }
}

/// Text rows of the attribute table, shared by `analyze` and `gatt`.
enum GattTableText {
    /// Names from user decoders (`--decoders`) for vendor characteristics, set once by the command.
    static var userDecoders: UserDecoders? {
        get { decoders.withLock { $0 } }
        set { decoders.withLock { $0 = newValue } }
    }
    private static let decoders = Mutex<UserDecoders?>(nil)

    static func row(_ r: AttributeDatabase.Row) -> String {
        TerminalText.escape(rawRow(r))
    }

    private static func rawRow(_ r: AttributeDatabase.Row) -> String {
        let name = name(r)
        switch r.kind {
        case .primaryService, .secondaryService:
            let label = r.kind == .primaryService ? "Primary Service" : "Secondary Service"
            return "0x\(hex4(r.handle))  \(label)  \(r.uuid.string)  \(name)" + (r.endHandle.map { "  (to 0x\(hex4($0)))" } ?? "")
        case .include:
            return "0x\(hex4(r.handle))    Include  \(r.uuid.string)" + (r.includedRange.map { "  (0x\(hex4($0.lowerBound))–0x\(hex4($0.upperBound)))" } ?? "")
        case .characteristicDeclaration:
            return "0x\(hex4(r.handle))    Characteristic  \(r.uuid.string)  \(name)  [\((r.properties?.names ?? []).joined(separator: ", "))]"
                + (r.valueHandle.map { "  value 0x\(hex4($0))" } ?? "")
        case .characteristicValue:
            return "0x\(hex4(r.handle))      Value  \(r.uuid.string)  \(name)"
        case .descriptor:
            return "0x\(hex4(r.handle))      Descriptor  \(r.uuid.string)  \(name)"
        case .unknown:
            return "0x\(hex4(r.handle))  ?"
        }
    }

    /// The table as a tree, as a GATT client discovers it: each service, its characteristics (with their
    /// properties and value handle) under it, and their descriptors under them. Value declarations are on their
    /// characteristic's line; a value without its declaration gets a line of its own.
    static func tree(_ rows: [AttributeDatabase.Row]) -> [String] {
        let valuesOfDeclarations = Set(rows.compactMap { $0.kind == .characteristicDeclaration ? $0.valueHandle : nil })
        var lines: [String] = []
        var inService = false
        var inCharacteristic = false
        for r in rows {
            let handle = "0x\(hex4(r.handle))  "
            let known = knownName(r)
            let named = (known.map { $0 + "  " } ?? "") + r.uuid.string
            switch r.kind {
            case .primaryService, .secondaryService:
                inService = true
                inCharacteristic = false
                // A service no registry or decoder file names says so, rather than leaving only its UUID.
                let kind = (known == nil ? "unknown service: " : "")
                    + (r.kind == .primaryService ? "primary service" : "secondary service")
                lines.append(handle + named + "  (" + kind + (r.endHandle.map { ", to 0x\(hex4($0))" } ?? "") + ")")
            case .include:
                inCharacteristic = false
                lines.append(handle + (inService ? "  " : "") + "includes " + r.uuid.string
                    + (r.includedRange.map { "  (0x\(hex4($0.lowerBound))–0x\(hex4($0.upperBound)))" } ?? ""))
            case .characteristicDeclaration:
                inCharacteristic = true
                lines.append(handle + (inService ? "  " : "") + named
                    + "  [\((r.properties?.names ?? []).joined(separator: ", "))]"
                    + (r.valueHandle.map { "  value 0x\(hex4($0))" } ?? ""))
            case .characteristicValue:
                if valuesOfDeclarations.contains(r.handle) { continue }
                lines.append(handle + (inService ? "  " : "") + named + "  (value)")
            case .descriptor:
                lines.append(handle + (inService ? "  " : "") + (inCharacteristic ? "  " : "") + named)
            case .unknown:
                lines.append(handle + "?")
            }
        }
        return lines
    }

    /// The attribute's name, when hrsniff or the user's decoders know it.
    static func knownName(_ r: AttributeDatabase.Row) -> String? {
        if r.kind == .characteristicDeclaration || r.kind == .characteristicValue, let n = userDecoders?.name(r.uuid) {
            return n
        }
        switch r.kind {
        case .primaryService, .secondaryService: return Registry.serviceName(r.uuid)
        case .characteristicDeclaration, .characteristicValue: return Registry.characteristicName(r.uuid)
        case .descriptor: return Registry.descriptorName(r.uuid)
        default: return Registry.attributeName(r.uuid)
        }
    }

    static func name(_ r: AttributeDatabase.Row) -> String {
        if r.kind == .characteristicDeclaration || r.kind == .characteristicValue, let n = userDecoders?.name(r.uuid) {
            return n
        }
        switch r.kind {
        case .primaryService, .secondaryService: return Registry.serviceName(r.uuid) ?? "(unknown service)"
        case .characteristicDeclaration, .characteristicValue:
            return Registry.characteristicName(r.uuid) ?? "(unknown characteristic)"
        case .descriptor: return Registry.descriptorName(r.uuid) ?? "(unknown descriptor)"
        default: return Registry.attributeName(r.uuid) ?? ""
        }
    }
}

extension DecodedProcedure {
    /// The procedures whose lines `analyze` writes from their parts (`TextAnalyzeRenderer.writeText`): each kind is
    /// reached by a bundled capture of `StraightLineTests`, which holds their bytes to `ProcedureText.describe`'s.
    /// The others (discoveries are folded; a signed write, a long read, a search's error, values not separable, a cancelled
    /// prepared write, a procedure told from its request alone or from its response alone, which no bundled
    /// capture has) take `describe`'s String.
    fileprivate var isWrittenStraight: Bool {
        switch notCaptured {
        case .request?: return false
        case .response?:
            if case .subscription = kind { return true }
            return false
        case nil: break
        }
        switch kind {
        case .write(_, _, .signed): return false
        case .notification, .indication, .write, .mtuExchange, .subscription, .serviceChanged: return true
        case .read(_, _, let long): return !long
        case .readMultiple(_, let unsplit): return unsplit == nil
        case .error: return search == nil
        case .discovery, .writeCancelled: return false
        }
    }
}
