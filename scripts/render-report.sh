#!/usr/bin/env bash
# Renders HTML pages (hrsniff reports) in headless Chromium, as a browser shows them.
#
#   scripts/render-report.sh OUTDIR PAGE.html...
#
# For each PAGE it writes OUTDIR/NAME.png (a screenshot 1280 px wide), OUTDIR/NAME.dom.html (the DOM after
# parsing) and OUTDIR/NAME.log (the browser's log), and fails when a screenshot is missing or the page logged
# anything to the console (script errors, blocked loads, Content-Security-Policy violations).
# Exit status: 0 every page rendered cleanly, 1 a page failed, 2 Chromium is not installed or wrong usage.
set -uo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 OUTDIR PAGE.html..." >&2
    exit 2
fi
browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser=$candidate; break; fi
done
if [ -z "$browser" ]; then
    echo "$0: Chromium is not installed (Debian: apt-get install chromium)" >&2
    exit 2
fi
out=$1
shift
mkdir -p "$out"
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT

rendered=0
failed=0
for page in "$@"; do
    name=$(basename "$page" .html)
    png="$out/$name.png"
    log="$out/$name.log"
    rm -f "$png"
    # --no-sandbox: Chromium refuses to run as root with its sandbox; the pages are our own files.
    timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --no-default-browser-check \
        --user-data-dir="$profile" --enable-logging=stderr --v=0 --hide-scrollbars \
        --window-size=1280,2400 --screenshot="$png" --dump-dom "file://$(realpath "$page")" \
        >"$out/$name.dom.html" 2>"$log"
    status=$?
    problems=""
    [ $status -eq 0 ] || problems="chromium exited with status $status"
    if [ ! -s "$png" ] || [ "$(head -c 4 "$png" | od -An -tx1 | tr -d ' \n')" != "89504e47" ]; then
        problems="${problems:+$problems; }no PNG screenshot"
    fi
    console=$(grep -E ':CONSOLE(\(|:)' "$log")
    [ -z "$console" ] || problems="${problems:+$problems; }console messages:
$console"
    if [ -z "$problems" ]; then
        rendered=$((rendered + 1))
        echo "$page: rendered to $png"
    else
        failed=$((failed + 1))
        echo "$page: $problems"
    fi
done
echo "report pages: $rendered rendered, $failed with problems"
[ $failed -eq 0 ]
