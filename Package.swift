// swift-tools-version:6.2
import PackageDescription

// The layers parse untrusted bytes, and only the bytes module may use unsafe pointers to do it: every other target
// (the layers, the command line, the fuzzing library and its executables) builds with strict memory safety
// checking, warnings being errors, and reaches pointers, C libraries and system calls through the bytes module's
// safe API. The one exception is the live sources' Syscalls.swift (see HRSniffLive). StructureTests checks that no
// other source file spells unsafe code.
let strict: [SwiftSetting] = [.strictMemorySafety(), .treatAllWarnings(as: .error)]

let package = Package(
    name: "hrsniff",
    products: [
        .library(name: "HRSniffKit", targets: ["HRSniffKit"]),
        .executable(name: "hrsniff", targets: ["hrsniff"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // libpcap, reached only through the bytes module's `PcapFile` (read by Capture's pcap/pcapng reader).
        .systemLibrary(
            name: "CPcap",
            pkgConfig: "libpcap",
            providers: [.apt(["libpcap-dev"])]
        ),
        // zlib, for the deflate entries of Android bug report zips and their btsnooz summaries: the inflater and the
        // CRC-32 of the bytes module.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The bytes module: the owned byte slice (`Bytes`), the non-escaping reader over a record (`ByteReader` and the
        // bounds-checked `RawSpan` accessors), output buffers (and `ByteSlots`, the texts a renderer keeps, which no
        // reference counts) and the JSON byte writer, the file window (and the thread
        // that reads a btsnoop file ahead of it), output files, the C libraries' wrappers (libpcap's `PcapFile`, zlib's
        // inflater and CRC-32), the system calls of files, directories, descriptors and the terminal (`SystemIO`), a
        // thread-local reference, a box that checks its own accesses for overlap (`ExclusiveBox`: a connection's layers
        // and description, the shared scan tracker), libFuzzer's entry point, and the small values every layer shares
        // (addresses, UUIDs, timestamps, diagnostics). It is the module for unsafe pointers, and the one target built
        // without strict memory safety checking: what it offers the others takes arrays, byte slices, spans and
        // strings, never a pointer. Lifetimes is enabled here only: a function that returns a span, or a value that
        // stores one (`ByteReader`), must say whose bytes it borrows (`@_lifetime`); the layers above only take spans
        // as parameters, which needs no annotation.
        .target(
            name: "HRSniffBytes",
            dependencies: ["CZlib", "CPcap"],
            swiftSettings: [.enableExperimentalFeature("Lifetimes")]
        ),
        // Capture formats to records: btsnoop, pcap/pcapng (libpcap), PacketLogger, btsnooz, Android bug report
        // zips, merged readers, the btsnoop/pcapng writers, and the plausibility check of capture clocks. Each
        // record's framing is described by Capture's own values, not by HCI types.
        .target(
            name: "HRSniffCapture",
            dependencies: ["HRSniffBytes"],
            swiftSettings: strict
        ),
        // HCI: H1/H4/monitor/PacketLogger framing to packets, commands, events, ACL headers, and the HCI connection
        // lifecycle (Connection Complete, Disconnect, handle reuse, controller versions, local addresses).
        .target(
            name: "HRSniffHCI",
            dependencies: ["HRSniffBytes", "HRSniffCapture"],
            swiftSettings: strict
        ),
        // Air captures: sniffer headers, the air clock, advertising and data PDUs, CONNECT_IND, CRC-24, LL control,
        // and each connection's data channel state machine (acknowledgements, retransmissions, losses,
        // encryption), which returns actions. Uses HCI's error codes and advertising report vocabulary, nothing
        // above it.
        .target(
            name: "HRSniffLinkLayer",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI"],
            swiftSettings: strict
        ),
        // L2CAP: reassembly, signalling, channels, credit-based flow, SMP parsing.
        .target(
            name: "HRSniffL2CAP",
            dependencies: ["HRSniffBytes", "HRSniffHCI"],
            swiftSettings: strict
        ),
        // ATT: opcodes, PDUs, error codes, parse errors.
        .target(
            name: "HRSniffATT",
            dependencies: ["HRSniffBytes"],
            swiftSettings: strict
        ),
        // GATT: attribute tables learned from discovery, transactions paired per bearer, long reads and prepared
        // writes, procedures. It takes ATT PDUs (its own input type) and returns attribute references and
        // procedures; it decodes no value and names no attribute: what it needs to know of attribute types comes
        // from the layer above through a protocol (`AttributeTypes`).
        .target(
            name: "HRSniffGATT",
            dependencies: ["HRSniffBytes", "HRSniffATT"],
            swiftSettings: strict
        ),
        // Decoders: the assigned-number registry (generated by scripts/gen_registry.py), the characteristic,
        // descriptor and advertising decoders, user decoders with their frame assembly, cumulative rates, and the
        // per-connection decoder state the analysis holds. All characteristic-specific code lives here.
        .target(
            name: "HRSniffDecoders",
            dependencies: ["HRSniffBytes", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffATT", "HRSniffGATT"],
            swiftSettings: strict
        ),
        // Analysis: the pipeline that chains the layers, its events, per-connection summaries and statistics, the
        // scan summary, filters over events and stories, session diff, capture identifiers and the anonymizer.
        .target(
            name: "HRSniffAnalysis",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP",
                           "HRSniffATT", "HRSniffGATT", "HRSniffDecoders"],
            swiftSettings: strict
        ),
        // Live sources (btmon, the monitor socket, a growing file) as capture readers, and live sessions that feed
        // the pipeline. Its system calls (sockets, the monitor's datagrams, reads of streams, signals) are in
        // Syscalls.swift, the one file above the bytes module that spells unsafe code: they are made through
        // `LiveSyscalls`, a table of the C calls that tests replace (a socket pair for the monitor, a fake clock), so
        // they take the C functions' own pointer parameters; each such call is marked `unsafe` where it is made, and
        // the rest of the module calls the safe wrappers beside them. Beside Report: neither imports the other.
        .target(
            name: "HRSniffLive",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffAnalysis"],
            swiftSettings: strict
        ),
        // What the HTML report collects from the events: timelines, series sampling, SVG charts.
        .target(
            name: "HRSniffReport",
            dependencies: ["HRSniffBytes", "HRSniffHCI", "HRSniffL2CAP", "HRSniffATT", "HRSniffGATT", "HRSniffDecoders",
                           "HRSniffAnalysis"],
            swiftSettings: strict
        ),
        // The umbrella: re-exports every layer, so that the command line and library users need one import. It
        // holds nothing else.
        .target(
            name: "HRSniffKit",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP",
                           "HRSniffATT", "HRSniffGATT", "HRSniffDecoders", "HRSniffAnalysis", "HRSniffLive",
                           "HRSniffReport"],
            swiftSettings: strict
        ),
        // The command line: argument parsing and renderers only.
        .executableTarget(
            name: "hrsniff",
            dependencies: [
                "HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP", "HRSniffATT",
                "HRSniffKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strict
        ),
        // Fuzzing (docs/robustness.md): the entry points, shared with the tests that replay Tests/Fuzz/FailCases,
        // and one libFuzzer target each for the capture readers, a single HCI packet and the whole pipeline. libFuzzer
        // hands inputs over as a pointer: the bytes module's `FuzzerEntry` turns them into arrays for the targets.
        .target(
            name: "HRSniffFuzzing",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP",
                           "HRSniffATT", "HRSniffKit"],
            swiftSettings: strict
        ),
        .executableTarget(name: "fuzz-capture", dependencies: ["HRSniffBytes", "HRSniffFuzzing"],
                          path: "Sources/FuzzCapture", swiftSettings: strict),
        .executableTarget(name: "fuzz-hci-packet", dependencies: ["HRSniffBytes", "HRSniffFuzzing"],
                          path: "Sources/FuzzHCIPacket", swiftSettings: strict),
        .executableTarget(name: "fuzz-pipeline", dependencies: ["HRSniffBytes", "HRSniffFuzzing"],
                          path: "Sources/FuzzPipeline", swiftSettings: strict),
        .testTarget(
            name: "HRSniffKitTests",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP",
                           "HRSniffATT", "HRSniffGATT", "HRSniffDecoders", "HRSniffAnalysis", "HRSniffLive",
                           "HRSniffReport", "HRSniffKit", "hrsniff", "CZlib", "HRSniffFuzzing"],
            exclude: ["Golden"]
        ),
    ]
)
