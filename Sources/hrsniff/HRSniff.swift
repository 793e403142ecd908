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

@main
struct HRSniff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hrsniff",
        abstract: "Read Bluetooth HCI captures and tell what a phone and a BLE device said to each other.",
        discussion: """
            Captures: btsnoop (Android btsnoop_hci.log, btmon), pcap and pcapng with HCI link types, Apple \
            PacketLogger, Android bug reports (zip or text). \
            The format is recognised from the file's content; '-' reads standard input.

            Exit status: 0 success, 1 diff found differences (convert: its output could not be written), 2 a \
            capture (or a --decoders file) could not be read (missing file, unknown format, unsupported link \
            type), 64 wrong arguments, 73 the output file could not be written (or exists: see --force), 74 \
            standard output could not be written (a closed pipe is not an error).

            Examples:
              hrsniff analyze --summary btsnoop_hci.log
              hrsniff report btsnoop_hci.log -o report.html
              hrsniff help analyze
            """,
        version: "0.1.0",
        subcommands: [Analyze.self, Connections.self, Gatt.self, Diff.self, Dump.self, Export.self, Report.self, Live.self, Convert.self]
    )

    /// The subcommands' names as their configurations give them. Every one is given: for a configuration that
    /// names none, ArgumentParser derives the name from the type's with `String(describing:)`, whose conformance
    /// lookups cost every run about 8.5 million instructions (18 % of `analyze` on the bundled capture).
    static var subcommandNames: [String?] { configuration.subcommands.map { $0.configuration.commandName } }

    /// A closed pipe is noticed as a failed write (EPIPE), which ends the command quietly with status 0
    /// (`StandardOutput`), instead of SIGPIPE killing the process.
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        main(nil)
    }
}

extension DecodeDepth: ExpressibleByArgument {}
