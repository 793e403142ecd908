#!/usr/bin/env bash
# Measures hrsniff's resource caps on hostile captures (docs/robustness.md): for each kind written by
# scripts/hostile_captures.py, at a scale and at twice that scale, the peak memory (maximum resident set) and time
# of `hrsniff analyze --json`, and the warnings that say what was dropped. Fails when doubling the input more than
# triples the time (super-linear) or when the peak memory passes the bound given for the kind.
#
#   scripts/resource-caps.sh [KIND...]     (default: every kind; uses the release build, building it first)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product hrsniff >&2
binary=$(swift build -c release --show-bin-path)/hrsniff
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# kind, base scale, peak memory bound in MiB
cases=(
    "connections 50000 150"
    "pdus 500 150"
    "discovery 300 150"
    "notifications 300 150"
    "adverts 100000 150"
)
wanted=("$@")
status=0
printf '%-12s %8s %10s %9s %9s  %s\n' kind scale input_MiB time_s peak_MiB "warnings (code × count)"
for entry in "${cases[@]}"; do
    read -r kind scale bound <<<"$entry"
    if [ ${#wanted[@]} -gt 0 ] && [[ ! " ${wanted[*]} " =~ " $kind " ]]; then continue; fi
    times=()
    for s in "$scale" $((scale * 2)); do
        file=$work/$kind-$s.btsnoop
        python3 scripts/hostile_captures.py "$kind" "$s" "$file"
        /usr/bin/time -f '%e %M' -o "$work/time" "$binary" analyze --json "$file" >"$work/out" 2>/dev/null || true
        read -r seconds kilobytes <"$work/time"
        peak=$((kilobytes / 1024))
        input=$(($(stat -c %s "$file") / 1048576))
        warnings=$({ grep -o '"code":"[a-z_0-9]*"' "$work/out" || true; } | sort | uniq -c | sort -rn | head -4 |
            awk '{ gsub("\"code\":|\"", "", $2); printf "%s×%s ", $2, $1 }')
        printf '%-12s %8s %10s %9s %9s  %s\n' "$kind" "$s" "$input" "$seconds" "$peak" "$warnings"
        times+=("$seconds")
        if [ "$peak" -gt "$bound" ]; then
            echo "  peak memory $peak MiB is over the bound of $bound MiB" >&2
            status=1
        fi
        rm -f "$file"
    done
    if awk -v a="${times[0]}" -v b="${times[1]}" 'BEGIN { exit !(b > 3 * a + 0.5) }'; then
        echo "  doubling the input took ${times[0]} s → ${times[1]} s: super-linear" >&2
        status=1
    fi
done
exit $status
