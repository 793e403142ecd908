#!/usr/bin/env bash
# Generates the man page and the shell completions from hrsniff's argument definitions:
#
#   docs/man/hrsniff.1           man page (scripts/gen_manual.py over `hrsniff --experimental-dump-help`)
#   docs/completions/hrsniff.bash     bash  (`hrsniff --generate-completion-script bash`)
#   docs/completions/_hrsniff         zsh
#   docs/completions/hrsniff.fish     fish
#
#   scripts/gen-shell-files.sh           rewrite them
#   scripts/gen-shell-files.sh --check   compare them with what the generators produce; exit 1 when they differ
#
# The hrsniff binary is $HRSNIFF, else .build/debug/hrsniff (built with `swift build` when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true

hrsniff=${HRSNIFF:-.build/debug/hrsniff}
if [ ! -x "$hrsniff" ]; then
    swift build --product hrsniff >&2
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir -p "$out/docs/man" "$out/docs/completions"
"$hrsniff" --experimental-dump-help | python3 scripts/gen_manual.py > "$out/docs/man/hrsniff.1"
"$hrsniff" --generate-completion-script bash > "$out/docs/completions/hrsniff.bash"
"$hrsniff" --generate-completion-script zsh > "$out/docs/completions/_hrsniff"
"$hrsniff" --generate-completion-script fish > "$out/docs/completions/hrsniff.fish"

files="docs/man/hrsniff.1 docs/completions/hrsniff.bash docs/completions/_hrsniff docs/completions/hrsniff.fish"
if $check; then
    stale=0
    for f in $files; do
        if ! cmp -s "$out/$f" "$f"; then
            echo "$f is not what the argument definitions give; run scripts/gen-shell-files.sh and commit it" >&2
            diff -u "$f" "$out/$f" | head -20 >&2 || true
            stale=1
        fi
    done
    [ $stale -eq 0 ] && echo "man page and completions are up to date"
    exit $stale
fi
mkdir -p docs/man completions
for f in $files; do cp "$out/$f" "$f"; done
echo "wrote $files"
