import Synchronization

/// libFuzzer's entry point for the fuzz executables (docs/robustness.md). libFuzzer hands each input over as a
/// pointer and a length; here, in the one module that may touch pointers, they become an array, and the target
/// the executable named with `setTarget` (from `LLVMFuzzerInitialize`, which libFuzzer calls before the first
/// input) gets it. Compiled in only when fuzzing (`-DFUZZING`, see scripts/fuzz.sh).
public enum FuzzerEntry {
    private static let target = Mutex<(@Sendable ([UInt8]) -> Void)?>(nil)

    /// Names what every input is given to.
    public static func setTarget(_ body: @escaping @Sendable ([UInt8]) -> Void) {
        target.withLock { $0 = body }
    }

    static func run(_ input: [UInt8]) {
        guard let body = target.withLock({ $0 }) else { return }
        body(input)
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func hrsniffFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzerEntry.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
#endif
