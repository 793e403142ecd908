#!/usr/bin/env python3
"""Validates hrsniff NDJSON (analyze, gatt, dump, diff --json) against docs/schema.

    python3 scripts/fleet/validate.py FILE.ndjson...       # or - for standard input
    hrsniff analyze --json capture.log | python3 scripts/fleet/validate.py -

Prints one line per problem (FILE:LINE: type: field: what) and exits 1 when there is any, 0 otherwise.
"""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fleet.schema import Checker, builtin_decoded  # noqa: E402


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 64
    builtin = argv[0] == "--decoded-builtin"
    if builtin:
        # Lines of {"uuid": …, "decoded": {…}} from hrsniff's own decoders (the tests write them): each `decoded`
        # against $defs/decoded with no field outside those it types.
        argv = argv[1:]
        checker = Checker(schema=builtin_decoded())
    else:
        checker = Checker()
    bad = 0
    for name in argv:
        stream = sys.stdin if name == "-" else open(name, encoding="utf-8")
        with stream:
            if builtin:
                for n, line in enumerate(stream, 1):
                    obj = json.loads(line)
                    for problem in checker.errors(obj["decoded"]):
                        bad += 1
                        print(f"{name}:{n}: {obj['uuid']} [{obj.get('hex', '')}]: decoded/{problem}")
                continue
            for n, problem in checker.lines(stream):
                bad += 1
                print(f"{name}:{n}: {problem}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
