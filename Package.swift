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
        // The library: one folder per layer (Bytes, Capture, HCI, L2CAP, ATT, Analysis). It never prints.
        .target(
            name: "HRSniffKit",
            dependencies: ["CPcap", "CZlib"],
            swiftSettings: [.enableExperimentalFeature("Lifetimes")]
        ),
        // The command line: argument parsing and renderers only.
        .executableTarget(
            name: "hrsniff",
            dependencies: [
                "HRSniffKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Fuzzing (docs/robustness.md): the entry points, shared with the tests that replay Tests/Fuzz/FailCases,
        // and one libFuzzer target each for the capture readers, a single HCI packet and the whole pipeline.
        .target(name: "HRSniffFuzzing", dependencies: ["HRSniffKit"]),
        .executableTarget(name: "fuzz-capture", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzCapture"),
        .executableTarget(name: "fuzz-hci-packet", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzHCIPacket"),
        .executableTarget(name: "fuzz-pipeline", dependencies: ["HRSniffFuzzing"], path: "Sources/FuzzPipeline"),
        .testTarget(
            name: "HRSniffKitTests",
            dependencies: ["HRSniffKit", "hrsniff", "CZlib", "HRSniffFuzzing"],
            exclude: ["Golden"]
        ),
    ]
)
