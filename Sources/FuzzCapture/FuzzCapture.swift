import HRSniffFuzzing

#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point (built with `scripts/fuzz.sh`): see `FuzzTargets.capture`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    _ = FuzzTargets.capture(Array(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)))
    return 0
}

#if !FUZZING
/// Without libFuzzer the target replays the files or folders it is given, one by one.
@main
struct Replay {
    static func main() {
        exit(FuzzTargets.replay(FuzzTargets.capture, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
