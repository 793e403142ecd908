#!/usr/bin/env python3
"""Checks the fleet end to end: runs the job over folders of captures on a Dask LocalCluster, answers the five
example questions with DuckDB, and checks every answer against `hrsniff analyze --json` of each capture alone.

    python3 scripts/fleet/check.py [--hrsniff PATH] [--workers 2] [--expect-error FILE]... FOLDER_OR_FILE...

Files given with --expect-error must end as rows of the `errors` table (they are analysed too). Prints what it
checked; exits 1 when an answer differs, naming it.
"""
from __future__ import annotations

import argparse
import collections
import datetime
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fleet import job, query  # noqa: E402

DEVICE_INFORMATION = {"2A24": "model", "2A26": "firmware"}
SEARCHES = {4, 6, 8, 16}
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def seconds(obj: dict) -> float | None:
    """The object's time in seconds, read here independently of the job's own parsing."""
    if "time" in obj:
        t = obj["time"]
        if len(t) == 27:
            d = datetime.datetime.strptime(t, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=datetime.timezone.utc)
            delta = d - EPOCH
            return delta.days * 86400 + delta.seconds + delta.microseconds / 1e6
        return None  # expanded years: not in the corpora this checks
    return obj.get("elapsed_s")


class Expected:
    """The answers, from the NDJSON of single captures."""

    def __init__(self):
        self.peers = collections.Counter()
        self.peer_captures = collections.defaultdict(set)
        self.gaps = collections.defaultdict(lambda: [0, set(), 0.0])
        self.hrv = {}
        self.errors = collections.Counter()
        self.error_captures = collections.defaultdict(set)
        self.first = {}
        self.notifications = 0
        self.longest_gaps = {}

    def add(self, file: str, objects: list[dict]):
        local = {}
        starts, first_notification, before = {}, {}, set()
        info = collections.defaultdict(dict)
        arrivals = collections.defaultdict(list)
        for o in objects:
            t = o["type"]
            if t == "local_controller":
                if "address" in o:
                    local["address"] = o["address"]
                if "version" in o:
                    local["version"] = o["version"]
            elif t in ("connection", "ll_connect") and "connection" in o:
                if o.get("before_capture"):
                    before.add(o["connection"])
                starts.setdefault(o["connection"], seconds(o))
            elif t == "procedure":
                c = o["connection"]
                kind = o["procedure"]
                if kind in ("notification", "indication"):
                    self.notifications += 1
                    own = o["direction"] in ("sent", "central")
                    arrivals[(c, own, o["attribute"]["handle"])].append(seconds(o))
                    if kind == "notification":
                        first_notification.setdefault(c, seconds(o))
                elif kind == "read" and o["attribute"].get("uuid") in DEVICE_INFORMATION and "decoded" in o:
                    info[c][DEVICE_INFORMATION[o["attribute"]["uuid"]]] = o["decoded"]["text"]
                elif kind == "read_multiple":
                    for v in o["values"]:
                        if v["attribute"].get("uuid") in DEVICE_INFORMATION and "decoded" in v:
                            info[c][DEVICE_INFORMATION[v["attribute"]["uuid"]]] = v["decoded"]["text"]
            elif t == "connection_summary":
                c = o["connection"]
                peer = o.get("peer", "(unknown)")
                self.peers[peer] += 1
                self.peer_captures[peer].add(file)
                version = local.get("version", {})
                phone = (version.get("company_name", "(unknown)"), version.get("version_name", "(unknown)"),
                         local.get("address", "(unknown)"))
                for name, n in o["errors"].items():
                    self.errors[phone + (name,)] += n
                    self.error_captures[phone + (name,)].add(file)
                for a in o["attributes"]:
                    own = a["server"] in ("this_device", "central")
                    if "longest_gap_s" in a:
                        self.longest_gaps[(file, c, own, a["attribute"]["handle"])] = a["longest_gap_s"]
                    if "hrv" in a and a["attribute"].get("uuid") == "2A37":
                        self.hrv[(file, c)] = a["hrv"]
        for (c, own, handle), times in arrivals.items():
            model = info[c].get("model", "(not read)")
            firmware = info[c].get("firmware", "(not read)")
            gaps = [b - a for a, b in zip(times, times[1:])]
            over = [g for g in gaps if g > 5]
            if over:
                entry = self.gaps[(model, firmware)]
                entry[0] += len(over)
                entry[1].add((file, c))
                entry[2] = max(entry[2], max(over))
        for c, t in first_notification.items():
            if c in starts and c not in before and starts[c] is not None and t is not None:
                self.first[(file, c)] = t - starts[c]


def documented_questions(path: Path) -> dict[str, str]:
    """The SQL docs/fleet.md gives for each question: the ```sql block under the heading that names it (`…`)."""
    found, name, block = {}, None, None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("### ") and line.rstrip().endswith("`)"):
            name = line.rstrip()[:-2].rsplit("(`", 1)[-1]
        elif line.startswith("```sql") and name:
            block = []
        elif line.startswith("```") and block is not None:
            found[name], name, block = "\n".join(block), None, None
        elif block is not None:
            block.append(line)
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="check.py", description=__doc__.strip().splitlines()[0])
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--hrsniff", default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--expect-error", action="append", default=[])
    args = parser.parse_args(argv)
    hrsniff = args.hrsniff or job.find_hrsniff()
    problems: list[str] = []

    # docs/fleet.md gives the questions' SQL as query.py asks them.
    documented = documented_questions(job.PACKAGE.parent.parent / "docs" / "fleet.md")
    for name, (_, sql) in query.QUESTIONS.items():
        if " ".join(documented.get(name, "").split()) != " ".join(sql.split()):
            problems.append(f"docs/fleet.md: the SQL of `{name}` is not the one query.py runs")
    print(f"docs: the SQL of {len(documented)} questions in docs/fleet.md, as query.py runs it")

    def expect(what: str, got, want):
        if got == want:
            return
        if isinstance(got, dict) and isinstance(want, dict):
            keys = sorted(set(got) | set(want), key=repr)
            diffs = [f"{k!r}: the query says {got.get(k, '(nothing)')!r}, analyze --json of the capture alone "
                     f"{want.get(k, '(nothing)')!r}" for k in keys if got.get(k) != want.get(k)]
            problems.append(f"{what}: {len(diffs)} differ; " + "; ".join(diffs[:5]))
        else:
            problems.append(f"{what}: the query says {got!r}, analyze --json of the single captures {want!r}")

    with tempfile.TemporaryDirectory(prefix="hrsniff-fleet-check-") as folder:
        out = str(Path(folder) / "out")
        summary = job.run(args.inputs + args.expect_error, out, workers=args.workers, hrsniff=hrsniff,
                          progress=sys.stderr)
        print(f"job: {summary['captures']} captures, {summary['ok']} analysed, {summary['errors']} errors, "
              f"{summary['seconds']} s on a LocalCluster of {args.workers} workers")
        con = query.connect(out)

        # Failures are rows of `errors`, and only the expected ones.
        failed = {r[0]: r for r in con.execute("SELECT file, stage, exit_status, message FROM errors").fetchall()}
        expected_errors = {os.path.abspath(p) for p in args.expect_error}
        expect("captures in errors", sorted(failed), sorted(expected_errors))
        for file, stage, status, message in failed.values():
            print(f"errors: {file}: {stage}, exit status {status}: {message}")

        files = [r[0] for r in con.execute("SELECT file FROM captures WHERE status = 'ok' ORDER BY file").fetchall()]
        expected = Expected()
        for file in files:
            run = subprocess.run([hrsniff, "analyze", "--json", file], capture_output=True, check=True)
            expected.add(file, [json.loads(line) for line in run.stdout.splitlines()])

        got_notifications = con.execute("SELECT count(*) FROM notifications").fetchone()[0]
        expect("notifications and indications", got_notifications, expected.notifications)

        # 1. Gaps over 5 s by model and firmware.
        rows = con.execute(query.QUESTIONS["gaps"][1]).fetchall()
        got = {(r[0], r[1]): (r[2], r[3], r[4]) for r in rows}
        want = {k: (v[0], len(v[1]), round(v[2], 3)) for k, v in expected.gaps.items()}
        expect("gaps over 5 s by model and firmware", got, want)
        # The gaps the query measures are those hrsniff measures: the longest per attribute is its longest_gap_s.
        longest = con.execute("""
            SELECT k.file, n.connection, n.server IN ('this_device', 'central'), n.handle,
                   max(n.t_us - prev) / 1e6
            FROM (SELECT *, lag(t_us) OVER (PARTITION BY capture_id, connection, server, handle ORDER BY frame) AS prev
                  FROM notifications) n JOIN captures k USING (capture_id)
            GROUP BY ALL HAVING max(n.t_us - prev) > 0""").fetchall()
        got = {(r[0], r[1], r[2], r[3]): round(r[4], 6) for r in longest}
        expect("longest gap per attribute (connection_summary longest_gap_s)", got, expected.longest_gaps)
        print(f"gaps: {sum(r[2] for r in rows)} gaps over 5 s in {len(rows)} model/firmware groups; "
              f"{len(got)} longest gaps per attribute, each connection_summary's longest_gap_s")

        # 2. HRV per session.
        rows = con.execute(query.QUESTIONS["hrv"][1]).fetchall()
        got = {(r[0], r[1]): {"rr_count": r[4], "sdnn_ms": r[5], "rmssd_ms": r[6], "pnn50_percent": r[7]}
               for r in rows}
        want = {k: {f: v.get(f) for f in ("rr_count", "sdnn_ms", "rmssd_ms", "pnn50_percent")}
                for k, v in expected.hrv.items()}
        expect("HRV per session", got, want)
        print(f"hrv: {len(got)} sessions, each as connection_summary's hrv")

        # 3. ATT errors by phone.
        rows = con.execute(query.QUESTIONS["att_errors"][1]).fetchall()
        got = {(r[0], r[1], r[2], r[3]): (r[4], r[5]) for r in rows}
        want = {k: (n, len(expected.error_captures[k])) for k, n in expected.errors.items()}
        expect("ATT errors by phone", got, want)
        print(f"att_errors: {sum(v[0] for v in got.values())} errors in {len(got)} rows, as connection_summary's errors")

        # 4. Connections per peer.
        rows = con.execute(query.QUESTIONS["peers"][1]).fetchall()
        got = {r[0]: (r[2], r[3]) for r in rows}
        want = {p: (n, len(expected.peer_captures[p])) for p, n in expected.peers.items()}
        expect("connections per peer", got, want)
        print(f"peers: {sum(v[0] for v in got.values())} connections of {len(got)} peers")

        # 5. Time to first notification after connect.
        rows = con.execute(query.QUESTIONS["first_notification"][1]).fetchall()
        got = {(r[0], r[1]): round(r[6], 6) for r in rows}
        want = {k: round(v, 6) for k, v in expected.first.items()}
        expect("time to first notification", got, want)
        print(f"first_notification: {len(got)} connections")

    for p in problems:
        print("MISMATCH " + p)
    print("fleet check: " + ("failed" if problems else "every answer agrees with analyze --json of the single captures"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
