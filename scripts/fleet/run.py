#!/usr/bin/env python3
"""Runs `hrsniff analyze --json` over many captures with Dask and writes Parquet datasets (docs/fleet.md).

    python3 scripts/fleet/run.py -o OUT CAPTURE_OR_FOLDER_OR_URL...
    python3 scripts/fleet/run.py -o OUT --list captures.txt                  # one path or URL per line
    python3 scripts/fleet/run.py -o OUT --scheduler tcp://HOST:8786 ...      # an existing Dask cluster

Without --scheduler the job starts a Dask LocalCluster of --workers processes (one per core by default). Progress
goes to standard error, one line every two seconds. A capture that cannot be read is a row of the `errors` table,
never a failed job: the exit status is 0 when the job ran, whatever the captures held.
"""
import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fleet.job import run  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="run.py", description=__doc__.strip().splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n".join(__doc__.strip().splitlines()[1:]))
    parser.add_argument("inputs", nargs="*", metavar="CAPTURE", help="capture files, folders (walked) or URLs")
    parser.add_argument("-o", "--out", required=True,
                        help="output directory (or s3://…, gs://…, hdfs://… for a cluster); must be empty or new")
    parser.add_argument("--list", action="append", default=[], metavar="FILE",
                        help="a file with one capture path or URL per line (repeatable)")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="the Dask scheduler to use (tcp://host:8786)")
    parser.add_argument("--workers", type=int, help="LocalCluster worker processes (default: one per core)")
    parser.add_argument("--hrsniff", metavar="PATH",
                        help="hrsniff on the workers (default: $HRSNIFF, this checkout's build, or PATH)")
    parser.add_argument("--decoders", metavar="FILE",
                        help="hrsniff's --decoders file for vendor characteristics (a path the workers can read)")
    parser.add_argument("--timeout", type=float, default=3600, metavar="SECONDS",
                        help="longest analysis of one capture (default: 3600)")
    parser.add_argument("--exclude", action="append", metavar="GLOB",
                        help="file names to skip in folders (repeatable; default: *.md)")
    parser.add_argument("--overwrite", action="store_true", help="empty OUT first when it is not empty")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    args = parser.parse_args(argv)
    inputs = list(args.inputs)
    for name in args.list:
        with open(name, encoding="utf-8") as f:
            inputs += [line.strip() for line in f if line.strip() and not line.startswith("#")]
    if not inputs:
        parser.error("no captures: name files, folders or URLs, or --list FILE")
    summary = run(inputs, args.out, scheduler=args.scheduler, workers=args.workers, hrsniff=args.hrsniff,
                  timeout=args.timeout, exclude=tuple(args.exclude or ("*.md",)), decoders=args.decoders,
                  overwrite=args.overwrite,
                  progress=None if args.quiet else sys.stderr)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
