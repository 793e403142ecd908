#!/usr/bin/env python3
"""Validates hrsniff NDJSON (analyze, gatt, dump, diff --json) against docs/schema.

    python3 scripts/fleet/validate.py FILE.ndjson...       # or - for standard input
    hrsniff analyze --json capture.log | python3 scripts/fleet/validate.py -

Prints one line per problem (FILE:LINE: type: field: what) and exits 1 when there is any, 0 otherwise.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fleet.schema import Checker  # noqa: E402


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 64
    checker = Checker()
    bad = 0
    for name in argv:
        stream = sys.stdin if name == "-" else open(name, encoding="utf-8")
        with stream:
            for n, problem in checker.lines(stream):
                bad += 1
                print(f"{name}:{n}: {problem}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
