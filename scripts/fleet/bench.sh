#!/usr/bin/env bash
# The fleet job against hrsniff alone, on COPIES copies of a corpus of captures (symbolic links in a temporary
# directory: nothing is copied), back to back:
#   1. hrsniff analyze --jobs 2 --json over the copies, output to /dev/null;
#   2. hrsniff analyze --json once per capture, two at a time (xargs -P 2), output to /dev/null: what the job's
#      tasks cost in hrsniff alone, one process per capture;
#   3. scripts/fleet/run.py with a LocalCluster of 2 workers, into Parquet in the temporary directory.
# Prints the machine's load before each, and a markdown table: captures, bytes read, wall time, captures per second,
# MB/s, and for the job the Parquet written and the worker time its tasks took.
#
# Usage: scripts/fleet/bench.sh [COPIES] [CORPUS]     (default: 1000 copies of ../shared/captures)
#        EACH=0 scripts/fleet/bench.sh …                leaves out run 2 (one process per capture)
# Needs a release build (made here), GNU time and the Python packages of docs/fleet.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
copies=${1:-1000}
corpus=$(cd "${2:-../shared/captures}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product hrsniff >/dev/null
bin=$(swift build -c release --show-bin-path)/hrsniff

# The copies: one directory per copy, one link per capture (README and hidden files left out).
mapfile -t captures < <(find "$corpus" -maxdepth 1 -type f ! -name '*.md' ! -name '.*' | sort)
bytes_one=$(cat "${captures[@]}" | wc -c)
dirs=()
for ((i = 0; i < copies; i++)); do
    d=$(printf '%s/copies/%04d' "$work" "$i")
    mkdir -p "$d"
    for c in "${captures[@]}"; do ln -s "$c" "$d/"; done
    dirs+=("$d")
done
count=$((copies * ${#captures[@]}))
bytes=$((copies * bytes_one))
echo "corpus: ${#captures[@]} captures, $bytes_one bytes; $copies copies: $count captures, $bytes bytes"

# Each run starts with the corpus in the page cache.
cat "${captures[@]}" > /dev/null

echo "load before hrsniff: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/time -f "%e" -o "$work/time-hrsniff" "$bin" analyze --jobs 2 --json "${dirs[@]}" > /dev/null 2> "$work/err-hrsniff" || true
echo "load before hrsniff per capture: $(cut -d' ' -f1-3 /proc/loadavg)"
if [ "${EACH:-1}" != 0 ]; then
    find "$work/copies" -type l -print0 | sort -z | /usr/bin/time -f "%e" -o "$work/time-each" \
        xargs -0 -P 2 -n 1 "$bin" analyze --json > /dev/null 2>&1 || true
fi
echo "load before the job: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/time -f "%e" -o "$work/time-job" python3 scripts/fleet/run.py -o "$work/out" --workers 2 --hrsniff "$bin" \
    --quiet "${dirs[@]}" > "$work/job.json"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$count" "$bytes" "$work" <<'PY'
import json, os, sys
sys.path.insert(0, "scripts")
from fleet.query import connect
count, size, work = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
hrsniff = float(open(f"{work}/time-hrsniff").read().split()[-1])
each = float(open(f"{work}/time-each").read().split()[-1]) if os.path.exists(f"{work}/time-each") else None
job = float(open(f"{work}/time-job").read().split()[-1])
summary = json.load(open(f"{work}/job.json"))
con = connect(f"{work}/out")
task_s, ok, errors = con.execute("SELECT sum(seconds), count(*) FILTER (WHERE status = 'ok'), "
                                 "count(*) FILTER (WHERE status = 'error') FROM captures").fetchone()
parquet = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(f"{work}/out") for f in fs)
rows = {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
        for t in ("connections", "procedures", "notifications", "fields", "attributes", "diagnostics")}
print("| run | captures | wall time | captures/s | MB/s |")
print("|---|---|---|---|---|")
print(f"| hrsniff analyze --jobs 2 --json > /dev/null | {count:,} | {hrsniff:.1f} s | {count / hrsniff:.0f} | {size / 1e6 / hrsniff:.1f} |")
if each:
    print(f"| hrsniff analyze --json per capture, 2 at a time > /dev/null | {count:,} | {each:.1f} s | {count / each:.0f} | {size / 1e6 / each:.1f} |")
print(f"| fleet job, LocalCluster of 2 workers | {count:,} | {job:.1f} s | {count / job:.0f} | {size / 1e6 / job:.1f} |")
print(f"\njob: {ok:,} captures analysed, {errors} errors; the tasks took {task_s:.0f} s of worker time "
      f"({task_s / 2:.0f} s per worker); Parquet written: {parquet / 1e6:.0f} MB; rows: "
      + ", ".join(f"{t} {n:,}" for t, n in rows.items()))
print(f"the job took {job / hrsniff:.2f}x the time of hrsniff alone")
PY
