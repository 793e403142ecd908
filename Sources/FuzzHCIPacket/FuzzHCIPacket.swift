import HRSniffBytes
import HRSniffFuzzing

#if canImport(Glibc)
import Glibc
#endif

#if FUZZING
/// Called by libFuzzer (built with `scripts/fuzz.sh`) before the first input; its arguments (pointers to argc and
/// argv) are not used. Every input then goes to `FuzzTargets.hciPacket` (through the bytes module's `FuzzerEntry`).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: Int, _ argv: Int) -> Int32 {
    FuzzerEntry.setTarget {
        _ = FuzzTargets.hciPacket($0)
    }
    return 0
}
#else
/// Without libFuzzer the target replays the files or folders it is given, one by one.
@main
struct Replay {
    static func main() {
        exit(FuzzTargets.replay(FuzzTargets.hciPacket, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
