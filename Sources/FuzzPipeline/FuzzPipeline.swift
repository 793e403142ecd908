import HRSniffFuzzing

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point (built with `scripts/fuzz.sh`): see `FuzzTargets.pipeline`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let outcome = FuzzTargets.pipeline(Array(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)))
    // Folding notifications into the summary must say what the events say.
    if outcome.mismatches > 0 { fatalError("the folded summary differs from the events' in \(outcome.mismatches) places") }
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
