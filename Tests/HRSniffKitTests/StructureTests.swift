import Foundation
import Testing

/// The shape of the sources: which module may import which, where unsafe code may be, and who may call into
/// `Pipeline`. SwiftPM already rejects an import of a module a target does not depend on; these tests make a
/// new dependency edge, or a new unsafe file, show up as a failing test in review.
@Suite struct StructureTests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The project's modules, lowest first. A module may import only the modules before it, except the pairs of
    /// `beside`.
    static let layers = [
        "HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP", "HRSniffATT", "HRSniffGATT",
        "HRSniffDecoders", "HRSniffAnalysis", "HRSniffLive", "HRSniffReport", "HRSniffKit",
    ]

    /// Modules on the same level: neither may import the other. Live and Report both stand on Analysis.
    static let beside: Set<[String]> = [["HRSniffLive", "HRSniffReport"], ["HRSniffReport", "HRSniffLive"]]

    /// The C libraries, and the modules that may reach them.
    static let cModules: [String: Set<String>] = [
        "CZlib": ["HRSniffBytes"],
        "CPcap": ["HRSniffBytes"],
    ]

    /// Files outside the bytes module that may use unsafe code: the live sources' system calls (sockets, the
    /// monitor's datagrams, signals), which tests replace through `LiveSyscalls`. The list is exact: a file that no
    /// longer needs its entry fails the test too.
    static let unsafeStillAllowed: Set<String> = [
        "Sources/HRSniffLive/Syscalls.swift",
    ]

    /// Every Swift file under Sources, as (path relative to the root, target folder, text).
    static func sources() throws -> [(path: String, target: String, text: String)] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [(String, String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let target = relative.split(separator: "/")[1]
            files.append((relative, String(target), try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The modules a file imports (`import X`, `@testable import X`, `@_exported import X`).
    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                  words[..<i].allSatisfy({ $0.hasPrefix("@") })
            else { return nil }
            return String(words[i + 1])
        }
    }

    @Test func sourcesAreThere() throws {
        let files = try Self.sources()
        #expect(files.count > 100)
        for layer in Self.layers { #expect(files.contains { $0.target == layer }, "\(layer)") }
    }

    /// Each library module imports only the modules below it, and the C libraries only where allowed.
    @Test func importsFollowTheLayers() throws {
        for file in try Self.sources() {
            guard let rank = Self.layers.firstIndex(of: file.target) else { continue }
            for module in Self.imports(file.text) {
                if let other = Self.layers.firstIndex(of: module) {
                    #expect(other < rank, "\(file.path) imports \(module), which is not below \(file.target)")
                    #expect(!Self.beside.contains([file.target, module]),
                            "\(file.path) imports \(module), which stands beside \(file.target)")
                } else if let allowed = Self.cModules[module] {
                    #expect(allowed.contains(file.target), "\(file.path) imports \(module)")
                } else {
                    #expect(["Glibc", "Darwin", "Foundation", "Dispatch", "Synchronization"].contains(module),
                            "\(file.path) imports \(module)")
                }
            }
        }
    }

    /// The umbrella re-exports the layers and holds nothing else.
    @Test func umbrellaOnlyReExports() throws {
        let umbrella = try Self.sources().filter { $0.target == "HRSniffKit" }
        #expect(umbrella.count == 1)
        for file in umbrella {
            let code = file.text.split(separator: "\n").filter { !$0.hasPrefix("//") && !$0.isEmpty }
            #expect(code.allSatisfy { $0.hasPrefix("@_exported import ") }, "\(file.path)")
            let exported = Set(Self.imports(file.text))
            #expect(exported == Set(Self.layers.dropLast()), "\(file.path) re-exports \(exported.sorted())")
        }
    }

    /// Package.swift: each library module depends only on modules below it (and not on the one beside it).
    @Test func packageDependenciesFollowTheLayers() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var checked = 0
        for chunk in manifest.components(separatedBy: ".target(").dropFirst() {
            guard let nameStart = chunk.range(of: "name: \""),
                  let nameEnd = chunk[nameStart.upperBound...].firstIndex(of: "\"") else { continue }
            let name = String(chunk[nameStart.upperBound ..< nameEnd])
            guard let rank = Self.layers.firstIndex(of: name) else { continue }
            checked += 1
            let end = chunk.range(of: "]")?.lowerBound ?? chunk.endIndex
            let dependencies = chunk[..<end].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
                .map { String($0.element) }.filter { $0.hasPrefix("HRSniff") && $0 != name }
            for dependency in dependencies {
                let other = try #require(Self.layers.firstIndex(of: dependency), "\(name) depends on \(dependency)")
                #expect(other < rank, "\(name) depends on \(dependency), which is not below it")
                #expect(!Self.beside.contains([name, dependency]), "\(name) depends on \(dependency), beside it")
            }
        }
        #expect(checked == Self.layers.count)
    }

    /// Unsafe code lives in the bytes module, and in the live sources' system-call file.
    @Test func unsafeOnlyInTheBytesModule() throws {
        var found: Set<String> = []
        for file in try Self.sources() where file.target != "HRSniffBytes" {
            // The HTML report's Content-Security-Policy keyword is text, not Swift.
            let text = file.text.replacingOccurrences(of: "'unsafe-inline'", with: "")
            if text.contains("unsafe") || text.contains("Unsafe") { found.insert(file.path) }
        }
        let new = found.subtracting(Self.unsafeStillAllowed)
        let gone = Self.unsafeStillAllowed.subtracting(found)
        #expect(new.isEmpty, "unsafe code outside the bytes module: \(new.sorted())")
        #expect(gone.isEmpty, "no longer unsafe, take them off the list: \(gone.sorted())")
    }

    /// Only Analysis (which owns it) and the command line refer to `Pipeline`'s members in code (comments may
    /// name them).
    @Test func pipelineOnlyInAnalysisAndTheCommandLine() throws {
        for file in try Self.sources() {
            if file.target == "HRSniffAnalysis" || file.target == "hrsniff" { continue }
            for line in file.text.split(separator: "\n") {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                #expect(!code.contains("Pipeline."), "\(file.path): \(code)")
            }
        }
    }
}
