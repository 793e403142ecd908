#!/usr/bin/env bash
# Benchmark: `hrsniff dump --json` against tshark on the same generated capture of N heart-rate notifications.
# Release build; reports wall time, packets (records) per second and peak resident memory of each.
#
# Usage: scripts/bench-dump.sh [NOTIFICATIONS]     (default 1000000; needs tshark and GNU time)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
capture="$work/bench-$n.btsnoop"
python3 scripts/gen_bench_capture.py --notifications "$n" "$capture" >/dev/null
swift build -c release --product hrsniff >/dev/null
bin=$(swift build -c release --show-bin-path)/hrsniff
records=$("$bin" dump --json --layer hci "$capture" | tail -n 1 | sed -E 's/.*"records":([0-9]+).*/\1/')
size=$(stat -c %s "$capture")
echo "capture: $n notifications, $records records, $((size / 1000000)) MB"

measure() { # label, command...
    local label=$1; shift
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null 2> "$work/stderr" || true
    read -r seconds kb < "$work/time"
    local rate
    rate=$(python3 -c "print(f'{$records / max($seconds, 0.001) / 1e6:.2f}')")
    printf '%-28s %8.2f s  %8s M records/s  %6d MB peak RSS\n' "$label" "$seconds" "$rate" $((kb / 1024))
    echo "$seconds" > "$work/$label.seconds"
}

measure "hrsniff dump --json" "$bin" dump --json "$capture"
measure "hrsniff dump (text)" "$bin" dump "$capture"
if command -v tshark >/dev/null; then
    measure "tshark -T fields" tshark -n -r "$capture" -T fields -e frame.number -e btatt.opcode -e btatt.handle -e btatt.value
    python3 -c "print(f'ratio: hrsniff dump --json is {float(open(\"$work/tshark -T fields.seconds\").read()) / max(float(open(\"$work/hrsniff dump --json.seconds\").read()), 0.001):.1f}x faster than tshark')"
fi
