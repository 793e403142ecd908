import HRSniffFuzzing

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point (built with `scripts/fuzz.sh`): see `FuzzTargets.pipeline`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let outcome = FuzzTargets.pipeline(Array(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)))
    // The short ways through the pipeline must say what its layers say.
    if outcome.mismatches > 0 { fatalError("the short ways differ from the layers in \(outcome.mismatches) places") }
    return 0
}

#if !FUZZING
/// Without libFuzzer the target replays the files or folders it is given, one by one.
@main
struct Replay {
    static func main() {
        exit(FuzzTargets.replay(FuzzTargets.pipeline, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
