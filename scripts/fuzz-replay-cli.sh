#!/usr/bin/env bash
# Feeds every file of a fuzz corpus to the command line's renderers, which the fuzz targets do not reach
# (docs/robustness.md): analyze (text, JSON, summary with app calls), dump (text, JSON), export --csv and gatt.
# Prints each command that crashed (exit status above 2) and a closing count; fails when any did.
#
#   scripts/fuzz-replay-cli.sh [FOLDER]      (default: .build-fuzz/corpus/pipeline)
set -uo pipefail
cd "$(dirname "$0")/.."
folder=${1:-.build-fuzz/corpus/pipeline}
swift build -c release --product hrsniff >&2 || exit 2
binary=$(swift build -c release --show-bin-path)/hrsniff
commands=("analyze" "analyze --json" "analyze --summary --api android" "dump" "dump --json --layer att"
    "export --csv" "gatt")
inputs=0 failures=0
for file in "$folder"/*; do
    [ -f "$file" ] || continue
    inputs=$((inputs + 1))
    for command in "${commands[@]}"; do
        # shellcheck disable=SC2086 # the command is words
        timeout 10 nice "$binary" $command "$file" >/dev/null 2>&1
        status=$?
        if [ $status -gt 2 ]; then
            echo "exit $status: hrsniff $command $file"
            failures=$((failures + 1))
        fi
    done
done
echo "replayed $inputs inputs through ${#commands[@]} commands: $failures crashed"
[ $failures -eq 0 ]
