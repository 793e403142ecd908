import ArgumentParser
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
            Captures: btsnoop (Android btsnoop_hci.log, btmon), pcap and pcapng with HCI link types. \
            The format is recognised from the file's content; '-' reads standard input.

            Exit status: 0 success, 2 the capture could not be read (missing file, unknown format, \
            unsupported link type), 64 wrong arguments; convert: 1 its output could not be written.
            """,
        version: "0.1.0",
        subcommands: [Analyze.self, Gatt.self, Diff.self, Dump.self, Export.self, Convert.self]
    )
}

extension DecodeDepth: ExpressibleByArgument {}
