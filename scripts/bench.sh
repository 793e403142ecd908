#!/usr/bin/env bash
# Benchmark at scale: hrsniff beside tshark's field output on the same captures, release build, one run each.
#
# Three captures, each generated at every size asked for (megabytes, 10^6 bytes):
#   heart-rate        scripts/gen_bench_capture.py --connections 4: four heart-rate sensors connect one after the
#                     other (MTU exchange, discovery, subscription) and notify in turn, every tenth notification
#                     fragmented into two ACL packets, every fifth followed by a Number Of Completed Packets event;
#   real              scripts/gen_real_capture.py: the real btsnoop datalink 1002 captures of the shared corpus
#                     (../shared/captures, or --corpus DIR) repeated one after the other, clock shifted forward;
#                     advertising reports, ACL data and Number Of Completed Packets events make most of it;
#   plx-power-vendor  scripts/gen_bench_capture.py --profile plx-power-vendor --connections 4: the heart-rate
#                     capture's structure, but the sensors notify PLX Continuous Measurement, Cycling Power
#                     Measurement and Nordic's UART TX (a vendor 128-bit characteristic) in turn.
#
# On each capture it runs, output to /dev/null, with GNU time for the wall time and peak resident memory:
# hrsniff dump --json, hrsniff analyze --summary, hrsniff analyze, hrsniff analyze --json, then tshark -T fields
# with the frame number, ATT opcode, handle and value (last: it takes gigabytes). Before each command the capture is
# read once into the page cache. It prints a markdown table per capture and size: time, throughput, records per
# second, peak memory and the speed relative to tshark's.
#
# Usage: scripts/bench.sh [options] [MEGABYTES...]
#   --captures LIST        comma-separated, of heart-rate, real, plx-power-vendor (default: all three)
#   --sizes LIST           comma-separated megabytes (default 200,1000); MEGABYTES... is the same
#   --no-tshark            do not run tshark; take its figure from the figures file if it has one for the capture
#   --reuse-tshark         take tshark's figure from the figures file when it has one for the capture (same kind,
#                          same size in bytes, same number of records); run tshark only for the others
#   --tshark-figures FILE  where tshark's figures are kept: every tshark run replaces its line there
#                          (default: .build/bench-tshark-figures.tsv)
#   --corpus DIR           the real captures for the real capture (default: ../shared/captures from the project)
#   --btmon                also run btmon -r on a Linux monitor copy (datalink 2001) of the generated captures
# Environment: BENCH_DIR=DIR keeps the generated captures there (and reuses them) instead of a temporary directory;
#              HRSNIFF=PATH measures that hrsniff binary (for example an older release build, to compare before and
#              after a change) instead of building this checkout's.
# Needs Python 3, GNU time (/usr/bin/time), and tshark for the comparison.
set -euo pipefail
cd "$(dirname "$0")/.."
# The release binary as hrsniff is shipped on Linux: the Swift runtime linked in (`--static-swift-stdlib`), so that
# it runs where no Swift is installed, binds no runtime symbol at start and reaches the runtime's thread-local
# state (each exclusivity check at run time uses it) directly.
static=()
[ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
list() { tr ',' ' ' <<< "$1"; }

captures=(heart-rate real plx-power-vendor)
sizes=()
tshark_mode=run
figures=.build/bench-tshark-figures.tsv
corpus=
btmon=no
while [ $# -gt 0 ]; do
    case $1 in
        --captures) read -r -a captures <<< "$(list "${2:?--captures needs a list}")"; shift 2 ;;
        --sizes) read -r -a more <<< "$(list "${2:?--sizes needs a list}")"; sizes+=("${more[@]}"); shift 2 ;;
        --no-tshark) tshark_mode=skip; shift ;;
        --reuse-tshark) tshark_mode=reuse; shift ;;
        --tshark-figures) figures=${2:?--tshark-figures needs a file}; shift 2 ;;
        --corpus) corpus=${2:?--corpus needs a folder}; shift 2 ;;
        --btmon) btmon=yes; shift ;;
        -h|--help) usage; exit 0 ;;
        [0-9]*) sizes+=("$1"); shift ;;
        *) echo "bench.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ ${#sizes[@]} -eq 0 ] && sizes=(200 1000)
for c in "${captures[@]}"; do
    case $c in heart-rate|real|plx-power-vendor) ;; *) echo "bench.sh: unknown capture $c" >&2; exit 2 ;; esac
done
for mb in "${sizes[@]}"; do
    [[ $mb =~ ^[1-9][0-9]*$ ]] || { echo "bench.sh: size $mb is not a number of megabytes" >&2; exit 2; }
done
if [ "$tshark_mode" = run ] || [ "$tshark_mode" = reuse ]; then
    command -v tshark >/dev/null || { echo "bench.sh: tshark not found; use --no-tshark" >&2; exit 2; }
fi

if [ "$btmon" = yes ] && ! command -v btmon >/dev/null; then
    echo "bench.sh: btmon not found (BlueZ); leave out --btmon" >&2; exit 2
fi

work=${BENCH_DIR:-$(mktemp -d)}
[ -z "${BENCH_DIR:-}" ] && trap 'rm -rf "$work"' EXIT
mkdir -p "$work" "$(dirname "$figures")"
touch "$figures"
umask 077
if [ -n "${HRSNIFF:-}" ]; then
    bin=$HRSNIFF
    [ -x "$bin" ] || { echo "bench.sh: HRSNIFF=$bin is not an executable" >&2; exit 2; }
    described="hrsniff $bin ($("$bin" --version 2>/dev/null || echo 'version unknown'))"
else
    swift build -c release "${static[@]}" --product hrsniff >/dev/null
    bin=$(swift build -c release "${static[@]}" --show-bin-path)/hrsniff
    described="hrsniff $(git describe --always --dirty 2>/dev/null || echo '(no git)'), release build"
    [ ${#static[@]} -gt 0 ] && described+=" (Swift runtime linked in)"
fi
tshark_version=none
if command -v tshark >/dev/null; then
    tshark_version=$(tshark --version 2>/dev/null | head -n 1 | sed -E 's/^TShark \(Wireshark\) ([^ ]+).*/\1/')
fi

# generate KIND MB FILE [DATALINK] ; writes the capture and FILE.records (its number of records), unless both exist.
generate() {
    local kind=$1 mb=$2 file=$3 datalink=${4:-1002} line
    [ -f "$file" ] && [ -f "$file.records" ] && return
    case $kind in
        heart-rate) line=$(python3 scripts/gen_bench_capture.py --datalink "$datalink" --connections 4 \
                               --megabytes "$mb" "$file") ;;
        plx-power-vendor) line=$(python3 scripts/gen_bench_capture.py --profile plx-power-vendor \
                                     --datalink "$datalink" --connections 4 --megabytes "$mb" "$file") ;;
        real) python3 scripts/gen_real_capture.py ${corpus:+--corpus "$corpus"} --megabytes "$mb" "$file" \
                  > "$file.mix"
              line=$(head -n 1 "$file.mix") ;;
    esac
    sed -E 's/^.*: ([0-9]+) records.*/\1/' <<< "$line" > "$file.records"
}

# measure LABEL BYTES COMMAND... ; runs the command once, output to /dev/null, and adds a row to $rows:
# "label|bytes|seconds|user CPU seconds|peak KB|why it failed".
measure() {
    local label=$1 bytes=$2; shift 2
    local status=0 seconds= user= kb= why=
    # Every command starts with the capture in the page cache (the machine may have evicted it while the one
    # before ran), so that all are timed on the same footing: computing, not waiting for the disk.
    for f in "$@"; do [ -f "$f" ] && cat "$f" > /dev/null; done
    /usr/bin/time -f "%e %U %M" -o "$work/time" "$@" > /dev/null 2> "$work/stderr" || status=$?
    if [ "$status" -ne 0 ]; then
        why=$([ "$status" -eq 139 ] && echo "crashed (segmentation fault)" || tail -n 1 "$work/stderr" | cut -c1-60)
    else
        read -r seconds user kb < "$work/time"
    fi
    rows+=("$label|$bytes|$seconds|$user|$kb|$why")
}

# The figures file: one line per capture, tab-separated: kind, bytes, records, seconds, peak KB, tshark version,
# date of the run, user CPU seconds (empty in lines written before that column existed).
figure_of() { awk -F '\t' -v k="$1" -v b="$2" -v r="$3" '$1 == k && $2 == b && $3 == r' "$figures" | tail -n 1; }
record_figure() {
    local kind=$1 bytes=$2 records=$3 row=$4 seconds user kb
    IFS='|' read -r _ _ seconds user kb _ <<< "$row"
    [ -n "$seconds" ] || return 0
    awk -F '\t' -v k="$kind" -v b="$bytes" -v r="$records" '!($1 == k && $2 == b && $3 == r)' "$figures" \
        > "$figures.new"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$kind" "$bytes" "$records" "$seconds" "$kb" "$tshark_version" \
        "$(date -u +%Y-%m-%d)" "$user" >> "$figures.new"
    mv "$figures.new" "$figures"
}

# table RECORDS ; prints the rows as a markdown table, tshark's first, with each one's speed relative to it.
table() {
    python3 - "$1" "${rows[@]}" <<'PY'
import sys
records = int(sys.argv[1])
rows = [r.split("|") for r in sys.argv[2:]]
rows.sort(key=lambda r: (not r[0].startswith("tshark"), not r[0].startswith("btmon")))
baseline = next((float(r[2]) for r in rows if r[0].startswith("tshark") and r[2]), None)
print("| command | time | user CPU | throughput | records/s | peak memory | vs tshark |")
print("|---|---|---|---|---|---|---|")
for label, size, seconds, user, kb, why in rows:
    if not seconds:
        print(f"| {label} | {why} | | | | | |")
        continue
    s = max(float(seconds), 0.001)
    ratio = f"{baseline / s:.1f}×" if baseline and not label.startswith(("tshark", "btmon")) else ""
    cpu = f"{float(user):.2f} s" if user else ""
    print(f"| {label} | {s:.2f} s | {cpu} | {int(size) / s / 1e6:.0f} MB/s | {records / s / 1e6:.2f} M "
          f"| {int(kb) // 1024} MB | {ratio} |")
PY
}

echo "$described; tshark $tshark_version;" \
    "$(nproc) cores; $(date -u +%Y-%m-%d)"
for kind in "${captures[@]}"; do
    for mb in "${sizes[@]}"; do
        capture="$work/$kind-$mb.btsnoop"
        generate "$kind" "$mb" "$capture"
        bytes=$(stat -c %s "$capture")
        records=$(cat "$capture.records")
        echo
        echo "### $kind capture, $(((bytes + 500000) / 1000000)) MB ($bytes bytes): $records records"
        echo
        if [ "$kind" = real ] && [ -f "$capture.mix" ]; then
            sed -n '/^| kind /,/^$/p' "$capture.mix"
        fi
        rows=()
        measure "hrsniff dump --json" "$bytes" "$bin" dump --json "$capture"
        measure "hrsniff analyze --summary" "$bytes" "$bin" analyze --summary "$capture"
        measure "hrsniff analyze" "$bytes" "$bin" analyze "$capture"
        measure "hrsniff analyze --json" "$bytes" "$bin" analyze --json "$capture"
        if [ "$btmon" = yes ] && [ "$kind" != real ] && command -v btmon >/dev/null; then
            # btmon decodes its own format best: give it the same session as a Linux monitor file (datalink 2001).
            monitor="$work/$kind-$mb-monitor.btsnoop"
            generate "$kind" "$mb" "$monitor" 2001
            measure "btmon -r (monitor copy)" "$(stat -c %s "$monitor")" btmon -r "$monitor"
        fi
        # tshark last: it takes gigabytes, which the machine then reclaims while the next command runs.
        previous=$(figure_of "$kind" "$bytes" "$records")
        if [ "$tshark_mode" = run ] || { [ "$tshark_mode" = reuse ] && [ -z "$previous" ]; }; then
            measure "tshark -T fields (ATT fields)" "$bytes" tshark -n -r "$capture" -T fields \
                -e frame.number -e btatt.opcode -e btatt.handle -e btatt.value
            record_figure "$kind" "$bytes" "$records" "${rows[-1]}"
        elif [ -n "$previous" ]; then
            IFS=$'\t' read -r _ _ _ seconds kb version date user <<< "$previous"
            rows+=("tshark -T fields (ATT fields), tshark $version of $date|$bytes|$seconds|${user:-}|$kb|")
        fi
        table "$records"
    done
done
