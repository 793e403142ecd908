import Testing
@testable import hrsniff

/// The command line's subcommands name themselves (`HRSniff.subcommandNames`): their names stay what users type,
/// and no run pays for deriving them from the types' names.
@Suite struct CommandNameTests {
    @Test func everySubcommandIsNamedInItsConfiguration() {
        #expect(HRSniff.subcommandNames == [
            "analyze", "connections", "gatt", "diff", "dump", "export", "report", "live", "convert",
        ])
    }
}
