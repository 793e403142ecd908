#!/usr/bin/env bash
# Benchmark: hrsniff against tshark on the same generated heart-rate captures of N notifications (every tenth
# fragmented), release build, one run each. Two captures: "raw" has no discovery (ATT PDUs only, what tshark's
# field output shows), "annotated" adds the discovery of the Heart Rate service so that every notification is
# also resolved to its characteristic and decoded. Reports wall time, records per second and peak memory.
#
# Usage: scripts/bench-dump.sh [NOTIFICATIONS]     (default 1000000; needs tshark and GNU time)
set -euo pipefail
cd "$(dirname "$0")/.."
# The release binary as hrsniff is shipped on Linux: the Swift runtime linked in (`--static-swift-stdlib`), so that
# it runs where no Swift is installed, binds no runtime symbol at start and reaches the runtime's thread-local
# state (each exclusivity check at run time uses it) directly.
static=()
[ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)
n=${1:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release "${static[@]}" --product hrsniff >/dev/null
bin=$(swift build -c release "${static[@]}" --show-bin-path)/hrsniff

measure() { # records, label, command...
    local records=$1 label=$2; shift 2
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null 2> "$work/stderr" || true
    read -r seconds kb < "$work/time"
    local rate
    rate=$(python3 -c "print(f'{$records / max($seconds, 0.001) / 1e6:.2f}')")
    printf '  %-34s %7.2f s  %6s M records/s  %5d MB peak RSS\n' "$label" "$seconds" "$rate" $((kb / 1024))
}

for variant in raw annotated; do
    capture="$work/$variant.btsnoop"
    if [ "$variant" = raw ]; then flag=--no-discovery; else flag=; fi
    python3 scripts/gen_bench_capture.py $flag --notifications "$n" "$capture" >/dev/null
    records=$("$bin" dump --json --layer hci "$capture" | tail -n 1 | sed -E 's/.*"records":([0-9]+).*/\1/')
    echo "$variant capture: $n notifications, $records records, $(( $(stat -c %s "$capture") / 1000000 )) MB"
    measure "$records" "hrsniff dump --json" "$bin" dump --json "$capture"
    measure "$records" "hrsniff dump" "$bin" dump "$capture"
    measure "$records" "hrsniff analyze --summary" "$bin" analyze --summary "$capture"
    measure "$records" "hrsniff analyze --json" "$bin" analyze --json "$capture"
    measure "$records" "hrsniff report" "$bin" report "$capture" -o "$work/report.html"
    if command -v tshark >/dev/null; then
        measure "$records" "tshark -T fields (ATT fields)" tshark -n -r "$capture" -T fields \
            -e frame.number -e btatt.opcode -e btatt.handle -e btatt.value
    fi
done
