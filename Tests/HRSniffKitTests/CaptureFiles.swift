import Foundation
@testable import HRSniffBytes
@testable import HRSniffCapture
@testable import HRSniffHCI
@testable import HRSniffLinkLayer
@testable import HRSniffL2CAP
@testable import HRSniffATT
import HRSniffKit
@testable import HRSniffGATT
@testable import HRSniffDecoders
@testable import HRSniffAnalysis
@testable import HRSniffReport

/// Where the test suite finds captures: the project's own `Captures/` and, when present, the shared corpus of
/// real captures beside the project.
enum CaptureFiles {
    static let projectRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var bundled: [String] { files(in: projectRoot.appendingPathComponent("Captures")) }

    static var sharedFolder: URL { projectRoot.deletingLastPathComponent().appendingPathComponent("shared/captures") }

    /// Real captures from other people; empty when the folder is absent.
    static var shared: [String] { files(in: sharedFolder) }

    static var all: [String] { bundled + shared }

    private static func files(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The HCI captures hrsniff reads (btsnoop, pcap/pcapng with DLT 187/201/254); other formats are skipped.
    static func isReadableHCI(_ path: String) -> Bool {
        (try? CaptureFile.open(path)) != nil
    }

    /// The HCI captures tshark reads too: not Android bug reports (tshark reads neither zip nor btsnooz).
    static func isReadableByTshark(_ path: String) -> Bool {
        guard let reader = try? CaptureFile.open(path) else { return false }
        if case .androidBugReport = reader.format { return false }
        return true
    }

    static func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    static func read(_ path: String) -> [UInt8] {
        (FileManager.default.contents(atPath: path)).map { [UInt8]($0) } ?? []
    }
}

/// Runs a program and returns its standard output, or nil when it cannot run or fails.
func run(_ executable: String, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
}

/// True when a program is on PATH.
func available(_ program: String) -> Bool {
    run("sh", ["-c", "command -v \(program) >/dev/null"]) != nil
}

/// The `hrsniff` executable built beside the test bundle.
enum HRSniffBinary {
    static var path: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first { $0.hasSuffix(".xctest") } ?? CommandLine.arguments[0])
        var folder = bundle.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("hrsniff").path) {
            folder = CaptureFiles.projectRoot.appendingPathComponent(".build/debug")
        }
        return folder.appendingPathComponent("hrsniff").path
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs hrsniff with `arguments`, feeding `stdin` when given, in `directory` (the project root by default:
    /// never by changing this process's own directory, which tests running in parallel share).
    static func run(_ arguments: [String], stdin: Data? = nil, in directory: URL = CaptureFiles.projectRoot) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let errPath = temporaryFile([], suffix: ".err")
        defer { unlink(errPath) }
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(stdin)
            try input.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try err.close()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}
