import ArgumentParser
import Dispatch
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// After a stop, a story output that nobody reads must not hold the capture: once stopped, the story's thread is
/// interrupted (a signal without SA_RESTART) every 100 ms, and a write still waiting `patienceMilliseconds` after
/// the stop gives the output up. The -w file is complete by then: the reader thread finished it.
final class OutputWatchdog: @unchecked Sendable {
    static let patienceMilliseconds = 2000
    static let signalNumber = SIGUSR1
    private let stop: LiveStop
    private let thread = LiveSignals.currentThread()
    private let state = Mutex((stoppedAt: Int64?.none, done: false, gaveUp: false))

    init(stop: LiveStop) { self.stop = stop }

    func start() {
        // This thread is the one interrupted: a mask inherited from the parent must not hold the signal back.
        LiveSignals.interruptCallsOn(Self.signalNumber)
        DispatchQueue(label: "hrsniff.live.watchdog").async { [self] in
            while !stop.waitForRequest() {
                if state.withLock({ $0.done }) { return }
            }
            let began = Self.milliseconds()
            state.withLock { $0.stoppedAt = began }
            while !state.withLock({ $0.done }) {
                usleep(100_000)
                guard !state.withLock({ $0.done }) else { return }
                LiveSignals.interrupt(thread, with: Self.signalNumber)
            }
        }
    }

    /// Asked by the output when its write was interrupted.
    var givingUp: Bool {
        state.withLock { s in
            guard let stoppedAt = s.stoppedAt, Self.milliseconds() - stoppedAt >= Int64(Self.patienceMilliseconds)
            else { return false }
            s.gaveUp = true
            return true
        }
    }

    var gaveUp: Bool { state.withLock { $0.gaveUp } }

    func finish() {
        state.withLock { $0.done = true }
        // Wakes the watchdog when it still waits for a stop.
        stop.request()
    }

    static func milliseconds() -> Int64 {
        SystemIO.monotonicMilliseconds()
    }
}

struct Live: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",
        abstract: "Capture live and tell the story as it happens: the Linux HCI monitor, a TCP stream, a growing file.",
        discussion: """
            Sources (one of them):
              (none)           the Linux HCI monitor, every adapter (needs CAP_NET_RAW)
              -i hciN          the monitor, one adapter
              --tcp HOST:PORT  a btsnoop stream over TCP (Android's snoop socket)
              --follow FILE    a capture file still being written, from its start
              -                a capture stream on standard input

            Output is that of analyze (of dump with --dump), each event as soon
            as its packet arrives. Ctrl-C (SIGINT) or SIGTERM ends the capture:
            the summary is printed and the -w file is complete. See docs/live.md.

            The monitor needs root or CAP_NET_RAW; Android's snoop socket is reached
            after `adb forward tcp:8872 tcp:8872`.

            Examples:
              hrsniff live -w session.btsnoop
              hrsniff live --tcp localhost:8872 --reconnect
              hrsniff live --follow btsnoop_hci.log --uuid 2A37 --json
            """
    )

    @Argument(help: ArgumentHelp("- to read a capture stream from standard input.", valueName: "-"))
    var input: String?

    @Option(name: .customShort("i"), help: ArgumentHelp(
        "Capture only this adapter of the Linux HCI monitor (hci0, or its index 0).", valueName: "hciN"))
    var interface: String?

    @Option(help: ArgumentHelp("Read a btsnoop stream from this TCP server.", valueName: "host:port"))
    var tcp: String?

    @Flag(help: "With --tcp: when the server is gone or not there yet, reconnect with back-off.")
    var reconnect = false

    @Option(help: ArgumentHelp("Read a capture file that is still being written, from its start.", valueName: "file"))
    var follow: String?

    @Option(name: .customShort("w"), help: ArgumentHelp(
        "Save every record as btsnoop (mode 0600), record by record; an existing file only with --force.",
        valueName: "file"))
    var write: String?

    @Flag(help: "With -w: replace the file if it exists.")
    var force = false

    @Flag(help: "Print the packets, as dump does, instead of the story of analyze.")
    var dump = false

    @Option(help: "With --dump: how deep to decode, hci, l2cap or att.")
    var layer: DecodeDepth = .att

    @Flag(help: "Print NDJSON (one JSON object per line, written as soon as nothing more has arrived); see docs/json.md.")
    var json = false

    @Flag(help: "Fold notifications and indications into the per-connection summary (not with --dump).")
    var summary = false

    @Option(help: "Show the app call behind each procedure: ios or android (not with --dump).")
    var api: AppAPI?

    @Option(help: ArgumentHelp("Decode vendor characteristics with the decoders in this JSON or YAML file.",
                               valueName: "file"))
    var decoders: String?

    @OptionGroup(title: "Filters") var filters: FilterOptions

    func validate() throws {
        let sources = [input != nil, tcp != nil, follow != nil, interface != nil].filter { $0 }.count
        if sources > 1 { throw ValidationError("Choose one source: -i, --tcp, --follow or -.") }
        if let input, input != "-" {
            throw ValidationError("'\(input)': live reads - (standard input); follow a file with --follow FILE.")
        }
        if let interface, Self.adapterIndex(interface) == nil {
            throw ValidationError("'\(interface)' is not an adapter: use hciN or N.")
        }
        if let tcp, Self.hostAndPort(tcp) == nil {
            throw ValidationError("'\(tcp)' is not HOST:PORT (an IPv6 address goes in brackets: [::1]:8872).")
        }
        if reconnect && tcp == nil { throw ValidationError("--reconnect goes with --tcp.") }
        if write == "-" {
            throw ValidationError("-w - would mix binary btsnoop with the story on standard output: give a file name.")
        }
        if force && write == nil { throw ValidationError("--force goes with -w.") }
        if dump && (summary || api != nil) { throw ValidationError("--summary and --api are not for --dump.") }
        if !dump && layer != .att { throw ValidationError("--layer goes with --dump.") }
    }

    static func adapterIndex(_ text: String) -> UInt16? {
        UInt16(text.hasPrefix("hci") ? String(text.dropFirst(3)) : text)
    }

    static func hostAndPort(_ text: String) -> (String, UInt16)? {
        guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]), port > 0
        else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host.isEmpty ? nil : (host, port)
    }

    var source: LiveSource {
        if let tcp, let (host, port) = Self.hostAndPort(tcp) { return .tcp(host: host, port: port) }
        if let follow { return .follow(path: follow) }
        if input == "-" { return .standardInput }
        return .monitor(adapter: interface.flatMap(Self.adapterIndex))
    }

    func run() throws {
        let stop = LiveStop()
        Self.installSignalHandlers(stop)
        var pipeline = Pipeline(depth: dump ? layer : .att)
        if let path = decoders {
            pipeline.userDecoders = try loadDecoders(path)
            GattTableText.userDecoders = pipeline.userDecoders
        }
        pipeline.procedures = !dump
        pipeline.describeValues = !json && !(summary && !dump)

        // The story stops at a failed write; the capture then ends with a complete -w file (status 74 after).
        let output = OutputStream(exitsOnError: false)
        // Refused before the source is opened; the file itself is created once the source has started.
        if let path = write {
            do { try OutputFile.check(path, force: force) } catch {
                printError("hrsniff: \(error)")
                throw ExitCode(2)
            }
        }
        var options = LiveCapture.Options()
        options.reconnect = reconnect
        // The source first: a capture that cannot start leaves the -w path as it was.
        let capture: LiveCapture
        do {
            capture = try LiveCapture(source, options: options, stop: stop, notify: { printError("hrsniff: \($0)") })
        } catch {
            printError("hrsniff: \(error)")
            throw ExitCode(2)
        }
        let recorder: CaptureRecorder?
        do {
            recorder = try write.map { path throws(OutputFileError) in try CaptureRecorder(path: path, force: force) }
        } catch {
            printError("hrsniff: \(error)")
            throw ExitCode(2)
        }
        // The source is read, and the -w file written, on a thread of its own; this one tells the story.
        let session = LiveSession(capture, recorder: recorder, willWait: {
            output.flush()
            // Nobody reads the output any more (a closed pipe): end the capture.
            if output.failed { stop.request() }
        })
        let watchdog = OutputWatchdog(stop: stop)
        output.givesUpWhenInterrupted = { watchdog.givingUp }

        var filter = filteredStory(filters.filter, &pipeline)
        let name = capture.source.description
        if json {
            let header = JSONDumpRenderer()
            output.withBuffer { out in
                if case .monitor(let adapter) = capture.source {
                    var o = JSONObjectWriter(&out)
                    o.record("capture", &out)
                    o.string("file", name, &out)
                    o.string("format", "monitor", &out)
                    if let adapter { o.int("adapter", adapter, &out) }
                    o.close(&out)
                    out.append(UInt8(0x0A))
                } else {
                    header.header(path: name, format: capture.format, into: &out)
                }
            }
        } else {
            output.write("hrsniff: \(name): \(capture.formatDescription), live\n")
        }
        output.flush()
        session.start()
        watchdog.start()

        if dump {
            if json {
                let renderer = JSONDumpRenderer()
                pipeline.run(session) { e in filter.apply(e) { e in output.withBuffer { renderer.render(e, into: &$0) } } }
            } else {
                let renderer = TextDumpRenderer()
                pipeline.run(session) { e in filter.apply(e) { e in output.withBuffer { renderer.render(e, into: &$0) } } }
            }
        } else if json {
            let renderer = JSONAnalyzeRenderer(foldNotifications: summary)
            pipeline.run(session) { e in filter.apply(e) { e in output.withBuffer { renderer.render(e, into: &$0) } } }
        } else {
            let renderer = TextAnalyzeRenderer(foldNotifications: summary, api: api, color: colorWanted(), live: true)
            // As analyze --summary: no attribute tables.
            renderer.tables = !summary
            pipeline.run(session) { e in filter.apply(e) { e in output.withBuffer { renderer.render(e, into: &$0) } } }
            output.withBuffer { renderer.finish(into: &$0) }
        }
        session.waitForReader()
        let s = pipeline.statistics
        let drops = session.kernelDrops
        let leftOut = session.skippedFromStory
        var totals = summaryLine(s, filter)
        if case .monitor = capture.source {
            totals += drops.map { ", \($0) dropped by the kernel" } ?? ", drops unknown (the kernel does not count them)"
        }
        if leftOut > 0 { totals += ", \(leftOut) left out of the story" }
        if json {
            output.withBuffer {
                JSONDumpRenderer().summary(shownStatistics(s, filter), kernelDrops: drops, leftOut: leftOut,
                                           filtered: !filter.filter.isEmpty, into: &$0)
            }
        } else {
            output.write("\n" + totals + "\n")
        }
        output.flush()
        watchdog.finish()
        if watchdog.gaveUp {
            // The output stopped taking the story: the totals go where they can be seen.
            printError("hrsniff: standard output still took nothing \(OutputWatchdog.patienceMilliseconds / 1000) s after "
                + "the stop; the story is cut short. \(totals)")
        }

        var failed = false
        if let recorder {
            if let message = recorder.errorDescription {
                printError("hrsniff: \(message); the file holds the \(recorder.written) records written before")
                failed = true
            } else {
                printError("hrsniff: \(recorder.written) records saved to \(recorder.path)"
                    + (recorder.skipped > 0 ? " (\(recorder.skipped) that btsnoop \(recorder.datalink ?? 1002) cannot hold left out)" : ""))
            }
        }
        if let error = session.error {
            printError("hrsniff: \(error)")
            failed = true
        }
        if failed { throw ExitCode(2) }
        try StandardOutput.check(output.error)
    }

    /// SIGINT and SIGTERM end the capture through `stop`; a second one ends the process at once. SIGPIPE is
    /// ignored: a closed output is noticed as a failed write.
    static func installSignalHandlers(_ stop: LiveStop) {
        LiveSignals.stopOnSignals(stop)
    }
}
