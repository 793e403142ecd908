import ArgumentParser
import HRSniffBytes
import HRSniffCapture
import HRSniffHCI
import HRSniffLinkLayer
import HRSniffL2CAP
import HRSniffATT
import HRSniffKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The descriptor SIGINT and SIGTERM write to, to end a live capture (set before the handlers are installed).
nonisolated(unsafe) private var liveStopDescriptor: Int32 = -1

struct Live: ParsableCommand {
    static let configuration = CommandConfiguration(
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
        "Save every record as btsnoop (mode 0600), record by record.", valueName: "file"))
    var write: String?

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

    @Option(name: .customLong("connection"), help: ArgumentHelp(
        "Show only this connection (the number analyze gives); repeat for several.", valueName: "n"))
    var connections: [Int] = []

    @Option(name: .customLong("peer"), help: ArgumentHelp(
        "Show only connections with this peer address; repeat for several.", valueName: "address"))
    var peers: [String] = []

    @Option(name: .customLong("uuid"), help: ArgumentHelp(
        "Show only ATT PDUs and procedures of this attribute, characteristic or service; repeat for several.",
        valueName: "uuid"))
    var uuids: [String] = []

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
        if dump && (summary || api != nil) { throw ValidationError("--summary and --api are not for --dump.") }
        if !dump && layer != .att { throw ValidationError("--layer goes with --dump.") }
        for p in peers where EventFilter.address(p) == nil {
            throw ValidationError("'\(p)' is not a Bluetooth address (AA:BB:CC:DD:EE:FF).")
        }
        for u in uuids where BluetoothUUID(u) == nil { throw ValidationError("'\(u)' is not a UUID.") }
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

        let output = OutputStream()
        let recorder: CaptureRecorder?
        do {
            recorder = try write.map { path throws(CaptureOpenError) in try CaptureRecorder(path: path) }
        } catch {
            printError("hrsniff: \(error)")
            throw ExitCode(2)
        }
        var options = LiveCapture.Options()
        options.reconnect = reconnect
        let capture: LiveCapture
        do {
            capture = try LiveCapture(
                source, options: options, stop: stop,
                notify: { printError("hrsniff: \($0)") },
                willWait: {
                    output.flush()
                    // Nobody reads the output any more (a closed pipe): end the capture.
                    if output.failed { stop.request() }
                })
        } catch {
            output.flush()
            printError("hrsniff: \(error)")
            recorder?.finish()
            throw ExitCode(2)
        }
        capture.recorder = recorder

        var filter = EventFilter(
            connections: Set(connections), peers: Set(peers.compactMap(EventFilter.address)),
            uuids: Set(uuids.compactMap { BluetoothUUID($0) }))
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

        if dump {
            if json {
                let renderer = JSONDumpRenderer()
                pipeline.run(capture) { e in if filter.allows(e) { output.withBuffer { renderer.render(e, into: &$0) } } }
            } else {
                let renderer = TextDumpRenderer()
                pipeline.run(capture) { e in if filter.allows(e) { output.withBuffer { renderer.render(e, into: &$0) } } }
            }
        } else if json {
            let renderer = JSONAnalyzeRenderer(foldNotifications: summary)
            pipeline.run(capture) { e in if filter.allows(e) { output.withBuffer { renderer.render(e, into: &$0) } } }
        } else {
            let renderer = TextAnalyzeRenderer(foldNotifications: summary, api: api, color: colorWanted(), live: true)
            pipeline.run(capture) { e in if filter.allows(e) { output.withBuffer { renderer.render(e, into: &$0) } } }
            output.withBuffer { renderer.finish(into: &$0) }
        }
        let s = pipeline.statistics
        if json {
            output.withBuffer { JSONDumpRenderer().summary(s, into: &$0) }
        } else {
            output.write("\n\(s.records) records, \(s.connections) connection\(s.connections == 1 ? "" : "s"), "
                + "\(s.attPDUs) ATT PDUs, \(s.warnings) warning\(s.warnings == 1 ? "" : "s")\n")
        }
        output.flush()

        var failed = false
        if let recorder {
            recorder.finish()
            if let message = recorder.errorDescription {
                printError("hrsniff: \(message); the file holds the \(recorder.written) records written before")
                failed = true
            } else {
                printError("hrsniff: \(recorder.written) records saved to \(recorder.path)"
                    + (recorder.skipped > 0 ? " (\(recorder.skipped) that btsnoop \(recorder.datalink ?? 1002) cannot hold left out)" : ""))
            }
        }
        if let error = capture.error {
            printError("hrsniff: \(error)")
            failed = true
        }
        if failed { throw ExitCode(2) }
    }

    /// SIGINT and SIGTERM end the capture through `stop`; a second one ends the process at once. SIGPIPE is
    /// ignored: a closed output is noticed as a failed write.
    static func installSignalHandlers(_ stop: LiveStop) {
        liveStopDescriptor = stop.writeDescriptor
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = Glibc.write(liveStopDescriptor, &byte, 1)
        }
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, &action, nil)
        sigaction(SIGTERM, &action, nil)
        signal(SIGPIPE, SIG_IGN)
        // A parent may have started hrsniff with these signals blocked (the mask is inherited): unblock them.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGINT)
        sigaddset(&mask, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &mask, nil)
    }
}
