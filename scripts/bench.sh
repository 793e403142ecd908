#!/usr/bin/env bash
# Benchmark at scale: generates heart-rate captures of 100 MB and 1 GB (4 sensors connected at once, discovery,
# subscriptions, every tenth notification fragmented) and runs, on the same file in one run, hrsniff dump --json,
# hrsniff analyze --summary, hrsniff analyze --json, tshark with equivalent field output and btmon. Prints a
# markdown table of wall time, throughput (MB/s and records/s), peak memory and the ratio to tshark.
#
# Usage: scripts/bench.sh [MEGABYTES...]      (default: 100 1000; needs GNU time, optionally tshark and btmon)
# Set BENCH_DIR to keep the generated captures somewhere other than a temporary directory.
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(100 1000)
work=${BENCH_DIR:-$(mktemp -d)}
[ -z "${BENCH_DIR:-}" ] && trap 'rm -rf "$work"' EXIT
umask 077
swift build -c release --product hrsniff >/dev/null
bin=$(swift build -c release --show-bin-path)/hrsniff

# measure LABEL BYTES COMMAND... ; runs the command once, output to /dev/null, and adds a row to $rows:
# "label|bytes|seconds|peak KB|why it failed".
measure() {
    local label=$1 bytes=$2; shift 2
    local status=0 seconds= kb= why=
    # Every command starts with the capture in the page cache (the machine may have evicted it while the one
    # before ran), so that all are timed on the same footing: computing, not waiting for the disk.
    for f in "$@"; do [ -f "$f" ] && cat "$f" > /dev/null; done
    /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null 2> "$work/stderr" || status=$?
    if [ "$status" -ne 0 ]; then
        why=$([ "$status" -eq 139 ] && echo "crashed (segmentation fault)" || tail -n 1 "$work/stderr" | cut -c1-60)
    else
        read -r seconds kb < "$work/time"
    fi
    rows+=("$label|$bytes|$seconds|$kb|$why")
}

# table RECORDS ; prints the rows as a markdown table, tshark's first, with each one's speed relative to it.
table() {
    python3 - "$1" "${rows[@]}" <<'PY'
import sys
records = int(sys.argv[1])
rows = [r.split("|") for r in sys.argv[2:]]
rows.sort(key=lambda r: (not r[0].startswith("tshark"), not r[0].startswith("btmon")))
baseline = next((float(r[2]) for r in rows if r[0].startswith("tshark") and r[2]), None)
print("| command | time | throughput | records | peak memory | vs tshark |")
print("|---|---|---|---|---|---|")
for label, size, seconds, kb, why in rows:
    if not seconds:
        print(f"| {label} | {why} | | | | |")
        continue
    s = max(float(seconds), 0.001)
    ratio = f"{baseline / s:.1f}x" if baseline and not label.startswith(("tshark", "btmon")) else ""
    print(f"| {label} | {s:.2f} s | {int(size) / s / 1e6:.0f} MB/s | {records / s / 1e6:.2f} M/s "
          f"| {int(kb) // 1024} MB | {ratio} |")
PY
}

for mb in "${sizes[@]}"; do
    capture="$work/bench-$mb.btsnoop"
    [ -f "$capture" ] || python3 scripts/gen_bench_capture.py --connections 4 --megabytes "$mb" "$capture" >/dev/null
    bytes=$(stat -c %s "$capture")
    records=$("$bin" dump --json --layer hci "$capture" | tail -n 1 | sed -E 's/.*"records":([0-9]+).*/\1/')
    echo
    echo "### $((bytes / 1000000)) MB capture: $records records, 4 connections"
    echo
    rows=()
    measure "hrsniff dump --json" "$bytes" "$bin" dump --json "$capture"
    measure "hrsniff analyze --summary" "$bytes" "$bin" analyze --summary "$capture"
    measure "hrsniff analyze --json" "$bytes" "$bin" analyze --json "$capture"
    # tshark last: it takes gigabytes, which the machine then reclaims while the next command runs.
    if command -v tshark >/dev/null; then
        measure "tshark -T fields (ATT fields)" "$bytes" tshark -n -r "$capture" -T fields \
            -e frame.number -e btatt.opcode -e btatt.handle -e btatt.value
    fi
    if command -v btmon >/dev/null; then
        # btmon decodes its own format best: give it the same session as a Linux monitor file (datalink 2001).
        monitor="$work/bench-$mb-monitor.btsnoop"
        [ -f "$monitor" ] || python3 scripts/gen_bench_capture.py --datalink 2001 --connections 4 --megabytes "$mb" \
            "$monitor" >/dev/null
        # btmon 5.66 (Debian 12) crashes on the first ATT PDU it decodes, in these files and in real captures.
        measure "btmon -r (monitor copy)" "$(stat -c %s "$monitor")" btmon -r "$monitor"
    fi
    table "$records"
done
