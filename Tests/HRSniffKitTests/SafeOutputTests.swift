import Foundation
import Testing
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffReport
@testable import hrsniff

#if canImport(Glibc)
import Glibc
#endif

/// Output files are never clobbered without --force, never written through a symbolic link, private (0600), and
/// appear only complete; standard output's write errors are failures (status 74) except a closed pipe (status 0).
@Suite struct SafeOutputTests {
    static let strap = CaptureFiles.projectRoot.appendingPathComponent("Captures/heart-rate-strap.btsnoop").path

    /// A fresh private directory, removed by the caller.
    static func directory(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "hrsniff-safe-\(getpid())-\(name)"
        _ = try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func entries(_ directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    static func mode(_ path: String) -> mode_t? {
        var st = stat()
        return lstat(path, &st) == 0 ? st.st_mode & 0o777 : nil
    }

    /// Runs hrsniff through bash (for umask, ulimit and pipes): status, stdout, stderr.
    static func shell(_ script: String, in directory: String) throws -> HRSniffBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["HRSNIFF"] = HRSniffBinary.path
        environment["CAPTURE"] = strap
        process.environment = environment
        let out = Pipe()
        let errPath = temporaryFile([], suffix: ".err")
        defer { unlink(errPath) }
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outBytes = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try err.close()
        return .init(status: process.terminationStatus, stdout: String(decoding: outBytes, as: UTF8.self),
                     stderr: String(decoding: CaptureFiles.read(errPath), as: UTF8.self))
    }

    // MARK: The shared writer

    @Test func atomicFileAppearsOnlyWhenCommitted() throws {
        let dir = Self.directory("atomic")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.csv"
        let file = try OutputFile(path: path, force: false, mode: .atomic)
        #expect(file.write(Array("a,b\n".utf8)))
        // Until the commit, the path does not exist; a temporary file beside it, private, holds the bytes.
        #expect(Self.mode(path) == nil)
        let temporary = try #require(file.temporaryPath)
        #expect(temporary.hasPrefix(dir + "/.out.csv."))
        #expect(Self.mode(temporary) == 0o600)
        try file.commit()
        #expect(Self.entries(dir) == ["out.csv"])
        #expect(CaptureFiles.read(path) == Array("a,b\n".utf8))
        #expect(Self.mode(path) == 0o600)
    }

    @Test func refusesAnExistingFileUnlessForced() throws {
        let dir = Self.directory("exists")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/report.html"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        for mode in [OutputFile.Mode.atomic, .direct] {
            #expect(throws: OutputFileError(.exists, path: path)) { try OutputFile(path: path, force: false, mode: mode) }
        }
        #expect(CaptureFiles.read(path) == Array("old".utf8))
        // With force: replaced, and private.
        let file = try OutputFile(path: path, force: true, mode: .atomic)
        file.write(Array("new".utf8))
        try file.commit()
        #expect(CaptureFiles.read(path) == Array("new".utf8))
        #expect(Self.mode(path) == 0o600)
        #expect(Self.entries(dir) == ["report.html"])
        // A file that appears at the path while the atomic file is written is not replaced either.
        let racing = dir + "/racing.html"
        let late = try OutputFile(path: racing, force: false, mode: .atomic)
        late.write([1])
        #expect(FileManager.default.createFile(atPath: racing, contents: Data("theirs".utf8)))
        #expect(throws: OutputFileError(.exists, path: racing)) { try late.commit() }
        #expect(CaptureFiles.read(racing) == Array("theirs".utf8))
        #expect(Self.entries(dir) == ["racing.html", "report.html"])
    }

    @Test func neverWritesThroughASymbolicLink() throws {
        let dir = Self.directory("link")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/target.txt"
        #expect(FileManager.default.createFile(atPath: target, contents: Data("keep".utf8), attributes: [.posixPermissions: 0o644]))
        let link = dir + "/link.html"
        #expect(symlink(target, link) == 0)
        let dangling = dir + "/dangling.html"
        #expect(symlink(dir + "/nowhere", dangling) == 0)
        for path in [link, dangling] {
            for force in [false, true] {
                for mode in [OutputFile.Mode.atomic, .direct] {
                    #expect(throws: OutputFileError(.symbolicLink, path: path)) {
                        try OutputFile(path: path, force: force, mode: mode)
                    }
                }
            }
        }
        #expect(CaptureFiles.read(target) == Array("keep".utf8))
        #expect(Self.mode(target) == 0o644)
        #expect(Self.entries(dir) == ["dangling.html", "link.html", "target.txt"])
    }

    /// A write that fails halfway (the disk fills: here the descriptor becomes /dev/full) leaves no file, and no
    /// temporary file either.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFailedWriteLeavesNoFile() throws {
        let dir = Self.directory("failed")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/report.html"
        let file = try OutputFile(path: path, force: false, mode: .atomic)
        #expect(file.write([UInt8](repeating: 0x41, count: 10_000)))
        let full = open("/dev/full", O_WRONLY)
        #expect(full >= 0 && dup2(full, file.descriptor) == file.descriptor)
        close(full)
        #expect(!file.write([UInt8](repeating: 0x42, count: 10_000)))
        #expect(file.writeError == ENOSPC)
        #expect(throws: OutputFileError(.cannotWrite(errno: ENOSPC), path: path)) { try file.commit() }
        #expect(Self.entries(dir) == [])
        // Given up without a commit (an error elsewhere): nothing either.
        do {
            let abandoned = try OutputFile(path: path, force: false, mode: .atomic)
            abandoned.write([1, 2, 3])
        }
        #expect(Self.entries(dir) == [])
    }

    @Test func directFileIsCreatedExclusively() throws {
        let dir = Self.directory("direct")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/live.btsnoop"
        let file = try OutputFile(path: path, force: false, mode: .direct)
        // Written in place, record by record.
        file.write([1, 2])
        #expect(CaptureFiles.read(path) == [1, 2])
        try file.commit()
        #expect(Self.mode(path) == 0o600)
        #expect(throws: OutputFileError(.exists, path: path)) { try OutputFile(path: path, force: false, mode: .direct) }
        _ = chmod(path, 0o644)
        let again = try OutputFile(path: path, force: true, mode: .direct)
        again.write([3])
        try again.commit()
        #expect(CaptureFiles.read(path) == [3])
        #expect(Self.mode(path) == 0o600)
        // A device is written, not replaced.
        let null = try OutputFile(path: "/dev/null", force: false, mode: .atomic)
        #expect(null.write([1]))
        try null.commit()
        #expect(Self.mode("/dev/null") == 0o666)
    }

    // MARK: The commands

    /// `report -o`, `convert`, `export -o` and `live -w`: refusals, --force, and mode 0600 under umask 022.
    @Test func commandsRefuseForceAndWritePrivately() throws {
        let dir = Self.directory("commands")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let writes: [(name: String, command: (String, String) -> String, refusedStatus: Int32)] = [
            ("r.html", { "\"$HRSNIFF\" report \($1) \"$CAPTURE\" -o \($0)" }, 73),
            ("c.pcapng", { "\"$HRSNIFF\" convert \($1) \"$CAPTURE\" \($0)" }, 1),
            ("e.csv", { "\"$HRSNIFF\" export --csv \($1) \"$CAPTURE\" -o \($0)" }, 73),
            ("l.btsnoop", { "\"$HRSNIFF\" live \($1) -w \($0) - < \"$CAPTURE\"" }, 2),
        ]
        for w in writes {
            let path = dir + "/" + w.name
            let fresh = try Self.shell("umask 022; " + w.command(w.name, ""), in: dir)
            #expect(fresh.status == 0, "\(w.name): \(fresh.stderr)")
            #expect(Self.mode(path) == 0o600, "\(w.name)")
            #expect(CaptureFiles.read(path).count > 100)
            // Again: refused, the file kept as it was.
            _ = chmod(path, 0o644)
            let before = CaptureFiles.read(path)
            let again = try Self.shell(w.command(w.name, ""), in: dir)
            #expect(again.status == w.refusedStatus, "\(w.name)")
            #expect(again.stderr.contains("hrsniff: \(w.name): the file exists; give --force to replace it"), "\(again.stderr)")
            #expect(Self.mode(path) == 0o644)
            #expect(CaptureFiles.read(path) == before)
            // With --force: replaced, private again.
            let forced = try Self.shell("umask 022; " + w.command(w.name, "--force"), in: dir)
            #expect(forced.status == 0, "\(w.name) --force: \(forced.stderr)")
            #expect(Self.mode(path) == 0o600)
            // A symbolic link: refused, even with --force; its target untouched.
            let link = "link-" + w.name
            #expect(symlink(path, dir + "/" + link) == 0)
            _ = chmod(path, 0o640)
            let target = CaptureFiles.read(path)
            for flags in ["", "--force"] {
                let linked = try Self.shell(w.command(link, flags), in: dir)
                #expect(linked.status == w.refusedStatus, "\(link) \(flags)")
                #expect(linked.stderr.contains("\(link): is a symbolic link, which hrsniff does not write through"),
                        "\(linked.stderr)")
            }
            #expect(CaptureFiles.read(path) == target)
            #expect(Self.mode(path) == 0o640)
        }
        // Nothing else was left in the directory: no temporary files.
        #expect(Self.entries(dir) == ["c.pcapng", "e.csv", "l.btsnoop", "link-c.pcapng", "link-e.csv", "link-l.btsnoop",
                                      "link-r.html", "r.html"])
    }

    /// `live -w -` would mix binary btsnoop with the story; a failed start creates no file.
    @Test func liveRefusesStandardOutputAndCreatesNoFileWhenTheSourceFails() throws {
        let dir = Self.directory("live")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let dash = try Self.shell("\"$HRSNIFF\" live -w - - < \"$CAPTURE\"", in: dir)
        #expect(dash.status == 64)
        #expect(dash.stderr.contains("-w - would mix binary btsnoop with the story on standard output"))
        // Nothing listens on port 1: the capture cannot start, and the file is never created.
        let failed = try Self.shell("\"$HRSNIFF\" live --tcp 127.0.0.1:1 -w new.btsnoop", in: dir)
        #expect(failed.status == 2)
        #expect(Self.entries(dir) == [])
    }

    /// A report stopped halfway by a signal (here SIGXFSZ, from a file size limit of 8 KiB that the page
    /// exceeds) leaves no file; a write error (the limit with the signal ignored: EFBIG) leaves none either,
    /// with status 73.
    @Test func anInterruptedReportLeavesNoFile() throws {
        let dir = Self.directory("interrupted")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        let killed = try Self.shell("ulimit -f 8; exec \"$HRSNIFF\" report \"$CAPTURE\" -o r.html", in: dir)
        #expect(killed.status != 0)
        #expect(Self.entries(dir) == [])
        let failed = try Self.shell("trap '' XFSZ; ulimit -f 8; exec \"$HRSNIFF\" report \"$CAPTURE\" -o r.html", in: dir)
        #expect(failed.status == 73)
        #expect(failed.stderr.contains("r.html: writing failed (File too large)"), "\(failed.stderr)")
        #expect(Self.entries(dir) == [])
        // The same for convert and export.
        let convert = try Self.shell("trap '' XFSZ; ulimit -f 8; exec \"$HRSNIFF\" convert \"$CAPTURE\" c.pcapng", in: dir)
        #expect(convert.status == 1)
        let export = try Self.shell("trap '' XFSZ; ulimit -f 8; exec \"$HRSNIFF\" export --csv \"$CAPTURE\" -o e.csv", in: dir)
        #expect(export.status == 73)
        #expect(Self.entries(dir) == [])
    }

    /// A full disk on standard output is a failure: one line on standard error, status 74 (EX_IOERR).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func standardOutputWriteErrorsGiveStatus74() throws {
        let dir = Self.directory("full")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        for command in ["analyze", "dump", "gatt", "export --csv", "analyze --json", "dump --json", "diff \"$CAPTURE\"",
                        "report -o -"] {
            let result = try Self.shell("\"$HRSNIFF\" \(command) \"$CAPTURE\" > /dev/full", in: dir)
            #expect(result.status == 74, "\(command)")
            #expect(result.stderr == "hrsniff: standard output: writing failed (No space left on device)\n", "\(command)")
        }
        let convert = try Self.shell("\"$HRSNIFF\" convert --format pcapng \"$CAPTURE\" - > /dev/full", in: dir)
        #expect(convert.status == 74)
        let live = try Self.shell("\"$HRSNIFF\" live - < \"$CAPTURE\" > /dev/full", in: dir)
        #expect(live.status == 74)
        #expect(live.stderr == "hrsniff: standard output: writing failed (No space left on device)\n")
    }

    /// A closed pipe ends the command quietly with status 0, as grep does: `| head -1`, and a reader that has
    /// gone before the first write.
    @Test func aClosedPipeEndsQuietly() throws {
        let dir = Self.directory("pipe")
        defer { _ = try? FileManager.default.removeItem(atPath: dir) }
        // Ten copies of the capture: more output than a pipe holds, so that writes go on after head has left.
        let many = Array(repeating: "\"$CAPTURE\"", count: 10).joined(separator: " ")
        for command in ["analyze \(many)", "dump --layer hci \"$CAPTURE\"", "gatt \(many)", "export --csv \(many)",
                        "analyze --json \(many)"] {
            let result = try Self.shell("\"$HRSNIFF\" \(command) | head -1; echo \" ${PIPESTATUS[0]}\"", in: dir)
            #expect(result.stdout.hasSuffix(" 0\n"), "\(command): \(result.stdout)")
            #expect(result.stderr == "", "\(command)")
        }
        for command in ["analyze", "dump", "gatt", "export --csv"] {
            let result = try Self.shell("exec 3>&1; { \"$HRSNIFF\" \(command) \"$CAPTURE\"; echo $? >&3; } | true; sleep 0.1",
                                        in: dir)
            #expect(result.stdout == "0\n", "\(command)")
            #expect(result.stderr == "", "\(command)")
        }
    }
}
