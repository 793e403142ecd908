// swift-tools-version:6.2
import PackageDescription

// The layers parse untrusted bytes, and only the bytes module may use unsafe pointers to do it: the modules above
// it build with strict memory safety checking, warnings being errors. Capture (its writers and its zip and pcap
// readers) and HRSniffKit (the live sources, the registry's tables, the heart-rate short cut) still use raw
// buffers and do not yet; StructureTests lists those files, and the list may only shrink.
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
        // libpcap, reached only by the pcap/pcapng capture reader (Capture).
        .systemLibrary(
            name: "CPcap",
            pkgConfig: "libpcap",
            providers: [.apt(["libpcap-dev"])]
        ),
        // zlib, for the deflate entries of Android bug report zips and their btsnooz summaries: the inflater in the
        // bytes module, and the zip reader's CRC-32 in Capture.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The bytes module: the owned byte slice (`Bytes`), the non-escaping reader over a record (`ByteReader` and
        // the bounds-checked `RawSpan` accessors), output buffers and the JSON byte writer, the file window, the
        // zlib inflater, and the small values every layer shares (addresses, UUIDs, timestamps, diagnostics). It
        // is the module for unsafe pointers, and is built without strict memory safety checking. Lifetimes is
        // enabled here only: a function that returns a span, or a value that stores one (`ByteReader`), must say
        // whose bytes it borrows (`@_lifetime`); the layers above only take spans as parameters, which needs no
        // annotation.
        .target(
            name: "HRSniffBytes",
            dependencies: ["CZlib"],
            swiftSettings: [.enableExperimentalFeature("Lifetimes")]
        ),
        // Capture formats to records: btsnoop, pcap/pcapng (libpcap), PacketLogger, btsnooz, Android bug report
        // zips, merged readers, the btsnoop/pcapng writers, and the plausibility check of capture clocks. Each
        // record's framing is described by Capture's own values, not by HCI types.
        .target(
            name: "HRSniffCapture",
            dependencies: ["HRSniffBytes", "CPcap", "CZlib"]
        ),
        // HCI: H1/H4/monitor/PacketLogger framing to packets, commands, events, ACL headers, and the HCI connection
        // lifecycle (Connection Complete, Disconnect, handle reuse, controller versions, local addresses).
        .target(
            name: "HRSniffHCI",
            dependencies: ["HRSniffBytes", "HRSniffCapture"],
            swiftSettings: strict
        ),
        // Air captures: sniffer headers, advertising and data PDUs, CONNECT_IND, CRC-24, LL control. Uses HCI's
        // error codes and advertising report vocabulary, nothing above it.
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
        // The rest of the library, one folder per layer (GATT, Decoders, Analysis, Live, Report), re-exporting
        // the modules below it so that users need one import. It never prints.
        .target(
            name: "HRSniffKit",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP",
                           "HRSniffATT"]
        ),
        // The command line: argument parsing and renderers only.
        .executableTarget(
            name: "hrsniff",
            dependencies: [
                "HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP", "HRSniffATT",
                "HRSniffKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Fuzzing (docs/robustness.md): the entry points, shared with the tests that replay Tests/Fuzz/FailCases,
        // and one libFuzzer target each for the capture readers, a single HCI packet and the whole pipeline.
        .target(
            name: "HRSniffFuzzing",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP",
                           "HRSniffATT", "HRSniffKit"]
        ),
        .executableTarget(name: "fuzz-capture", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzCapture"),
        .executableTarget(name: "fuzz-hci-packet", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzHCIPacket"),
        .executableTarget(name: "fuzz-pipeline", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzPipeline"),
        .testTarget(
            name: "HRSniffKitTests",
            dependencies: ["HRSniffBytes", "HRSniffCapture", "HRSniffHCI", "HRSniffLinkLayer", "HRSniffL2CAP",
                           "HRSniffATT", "HRSniffKit", "hrsniff", "CZlib", "HRSniffFuzzing"],
            exclude: ["Golden"]
        ),
    ]
)
