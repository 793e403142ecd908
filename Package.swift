// swift-tools-version:6.2
import PackageDescription

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
        // libpcap, reached only by the pcap/pcapng capture reader.
        .systemLibrary(
            name: "CPcap",
            pkgConfig: "libpcap",
            providers: [.apt(["libpcap-dev"])]
        ),
        // zlib, for the deflate entries of Android bug report zips and their btsnooz summaries.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // The bytes module: the owned byte slice (`Bytes`), the non-escaping reader over a record (`ByteReader` and
        // the bounds-checked `RawSpan` accessors), output buffers and the JSON byte writer, the file window, the
        // zlib inflater, and the small values every layer shares (addresses, UUIDs, timestamps, diagnostics). It
        // is the one module that uses unsafe pointers. Lifetimes is enabled here only: a function that returns a
        // span, or a value that stores one (`ByteReader`), must say whose bytes it borrows (`@_lifetime`); the
        // layers above only take spans as parameters, which needs no annotation.
        .target(
            name: "HRSniffBytes",
            dependencies: ["CZlib"],
            swiftSettings: [.enableExperimentalFeature("Lifetimes")]
        ),
        // The rest of the library, one folder per layer (Capture, HCI, LinkLayer, L2CAP, ATT, GATT, Decoders,
        // Analysis, Live, Report), re-exporting the modules below it. It never prints.
        .target(
            name: "HRSniffKit",
            dependencies: ["HRSniffBytes", "CPcap", "CZlib"]
        ),
        // The command line: argument parsing and renderers only.
        .executableTarget(
            name: "hrsniff",
            dependencies: [
                "HRSniffBytes",
                "HRSniffKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Fuzzing (docs/robustness.md): the entry points, shared with the tests that replay Tests/Fuzz/FailCases,
        // and one libFuzzer target each for the capture readers, a single HCI packet and the whole pipeline.
        .target(name: "HRSniffFuzzing", dependencies: ["HRSniffBytes", "HRSniffKit"]),
        .executableTarget(name: "fuzz-capture", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzCapture"),
        .executableTarget(name: "fuzz-hci-packet", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzHCIPacket"),
        .executableTarget(name: "fuzz-pipeline", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzPipeline"),
        .testTarget(
            name: "HRSniffKitTests",
            dependencies: ["HRSniffBytes", "HRSniffKit", "hrsniff", "CZlib", "HRSniffFuzzing"],
            exclude: ["Golden"]
        ),
    ]
)
