#!/usr/bin/env bash
# Builds one libFuzzer target with AddressSanitizer and runs it for a given time.
#
#   scripts/fuzz.sh TARGET [SECONDS] [extra libFuzzer options...]
#
# TARGET is capture, hci-packet or pipeline (see docs/robustness.md); SECONDS defaults to 60. The working corpus
# lives in .build-fuzz/corpus/TARGET and grows from run to run; it is seeded from Captures/, the committed seeds
# (Tests/Fuzz/Seeds, written by scripts/fuzz_seeds.py) and fail cases (Tests/Fuzz/FailCases), and the small shared
# real captures beside the project when they are there (read, never copied into the project). Crashes, hangs and memory blow-ups are written to .build-fuzz/artifacts/TARGET/; replay one with
#   .build-fuzz/release/fuzz-TARGET FILE
# and, once fixed, add it to Tests/Fuzz/FailCases/TARGET/ so that `swift test` replays it for ever.
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: scripts/fuzz.sh capture|hci-packet|pipeline [SECONDS] [libFuzzer options...]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))
case "$target" in
capture | hci-packet | pipeline) ;;
*) echo "unknown target $target (capture, hci-packet or pipeline)" >&2; exit 64 ;;
esac
product=fuzz-$target
scratch=.build-fuzz

nice -n 19 swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
    --product "$product" --scratch-path "$scratch" >&2
binary=$scratch/release/$product

corpus=$scratch/corpus/$target
artifacts=$scratch/artifacts/$target
logs=$scratch/logs
mkdir -p "$corpus" "$artifacts" "$logs"
seeds=Tests/Fuzz/Seeds/capture # the capture and pipeline targets share their seeds
if [ -d "Tests/Fuzz/FailCases/$target" ]; then
    find "Tests/Fuzz/FailCases/$target" -maxdepth 1 -type f ! -name '*.md' -exec cp -n {} "$corpus/" \;
fi
case "$target" in
capture | pipeline)
    cp -n Captures/* "$seeds"/* "$corpus/"
    # Small real captures of every format, when the shared corpus is beside the project.
    if [ -d ../shared/captures ]; then
        find ../shared/captures -maxdepth 1 -type f ! -name '*.md' -size -64k -exec cp -n {} "$corpus/" \;
    fi
    max_len=65536
    ;;
hci-packet)
    # One seed per distinct packet of the bundled captures, framed as the target expects (see FuzzTargets).
    python3 scripts/fuzz_hci_seeds.py Captures "$corpus"
    max_len=4096
    ;;
esac

log=$logs/$target-$(date -u +%Y%m%dT%H%M%SZ).log
echo "fuzzing $target for $seconds s; log $log" >&2
status=0
SWIFT_BACKTRACE=enable=no nice -n 19 "$binary" "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "$@" >"$log" 2>&1 || status=$?
grep -E '^INFO: Loaded|^#[0-9]+.*(INITED|DONE)|^stat::|^==[0-9]+==ERROR|^SUMMARY|Test unit written' "$log" >&2 || true
exit $status
