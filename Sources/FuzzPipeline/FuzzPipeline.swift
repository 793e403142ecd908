import HRSniffBytes
import HRSniffFuzzing

#if canImport(Glibc)
import Glibc
#endif

#if FUZZING
/// Called by libFuzzer (built with `scripts/fuzz.sh`) before the first input; its arguments (pointers to argc and
/// argv) are not used. Every input then goes to `FuzzTargets.pipeline` (through the bytes module's `FuzzerEntry`).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: Int, _ argv: Int) -> Int32 {
    FuzzerEntry.setTarget {
        let outcome = FuzzTargets.pipeline($0)
        // Folding notifications into the summary must say what the events say.
        if outcome.mismatches > 0 { fatalError("the folded summary differs from the events' in \(outcome.mismatches) places") }
    }
    return 0
}
#else
/// Without libFuzzer the target replays the files or folders it is given, one by one.
@main
struct Replay {
    static func main() {
        exit(FuzzTargets.replay(FuzzTargets.pipeline, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
