#!/usr/bin/env python3
"""Asks DuckDB questions about the Parquet datasets of a fleet job (docs/fleet.md).

    python3 scripts/fleet/query.py OUT                    # the example questions, by name
    python3 scripts/fleet/query.py OUT gaps               # one of them (--all: every one)
    python3 scripts/fleet/query.py OUT --sql "SELECT count(*) FROM notifications"
    python3 scripts/fleet/query.py OUT --shell            # the `duckdb` command-line tool's views, to paste

Every dataset is a view of the same name: captures, errors, connections, procedures, notifications, fields,
attributes, diagnostics. Results print as a table, or with --csv as CSV.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import duckdb  # noqa: E402
import pyarrow as pa  # noqa: E402

from fleet import tables  # noqa: E402

# Attribute Not Found answering a search (Find Information 0x04, Find By Type Value 0x06, Read By Type 0x08, Read By
# Group Type 0x10) ends a discovery loop or says the server has no such attribute: not a failure (as
# connection_summary's `errors` counts them).
NOT_A_FAILURE = "(p.error_code = 10 AND p.request_opcode IN (4, 6, 8, 16))"

QUESTIONS: dict[str, tuple[str, str]] = {
    "gaps": ("Notification gaps over 5 s, by device model and firmware", """
WITH ordered AS (
    SELECT capture_id, connection, server, handle, uuid, name, t_us,
           t_us - lag(t_us) OVER (PARTITION BY capture_id, connection, server, handle ORDER BY frame) AS gap_us
    FROM notifications
)
SELECT coalesce(c.model_number, '(not read)') AS model,
       coalesce(c.firmware_revision, '(not read)') AS firmware,
       count(*) AS gaps_over_5_s,
       count(DISTINCT (o.capture_id, o.connection)) AS connections,
       round(max(o.gap_us) / 1e6, 3) AS longest_gap_s,
       string_agg(DISTINCT coalesce(o.name, o.uuid, 'handle ' || o.handle), ', '
                  ORDER BY coalesce(o.name, o.uuid, 'handle ' || o.handle)) AS characteristics
FROM ordered o JOIN connections c USING (capture_id, connection)
WHERE o.gap_us > 5000000
GROUP BY ALL
ORDER BY gaps_over_5_s DESC, model, firmware"""),

    "hrv": ("Heart-rate variability per session (connection), from the RR intervals of Heart Rate Measurements", """
WITH measurements AS (
    -- Every Heart Rate Measurement, numbered by the losses of sensor contact up to it: successive differences are
    -- taken between RR intervals of the same run only (a measurement without contact starts a new one).
    SELECT capture_id, connection, server, handle, procedure, frame,
           sum(CASE WHEN text = 'not_detected' THEN 1 ELSE 0 END)
               OVER (PARTITION BY capture_id, connection, server, handle ORDER BY frame) AS run
    FROM fields
    WHERE uuid = '2A37' AND field = 'sensor_contact' AND procedure IN ('notification', 'indication', 'read')
),
rr AS (
    SELECT f.capture_id, f.connection, f.server, f.handle, f.frame, f.idx, m.run,
           f.number * 1000.0 / 1024 AS rr_ms                       -- RR intervals come in 1/1024 s
    FROM fields f JOIN measurements m USING (capture_id, connection, server, handle, procedure, frame)
    WHERE f.uuid = '2A37' AND f.field = 'rr_intervals'
),
successive AS (
    SELECT *, CASE WHEN lag(run) OVER w = run THEN rr_ms - lag(rr_ms) OVER w END AS difference
    FROM rr
    WINDOW w AS (PARTITION BY capture_id, connection, server, handle ORDER BY frame, idx)
)
SELECT k.file, s.connection, c.peer, coalesce(c.device_name, c.name) AS name,
       count(*) AS rr_count,
       round(stddev_samp(rr_ms), 1) AS sdnn_ms,
       round(sqrt(avg(difference * difference)), 1) AS rmssd_ms,
       round(100.0 * count(*) FILTER (WHERE abs(difference) > 50) / nullif(count(difference), 0), 1) AS pnn50_percent
FROM successive s JOIN connections c USING (capture_id, connection) JOIN captures k USING (capture_id)
GROUP BY ALL
HAVING count(*) > 1
ORDER BY k.file, s.connection"""),

    "att_errors": ("ATT errors by phone (the captured device's controller) and error", f"""
SELECT coalesce(k.local_company, '(unknown)') AS controller_maker,
       coalesce(k.local_version, '(unknown)') AS controller_version,
       coalesce(k.local_address, '(unknown)') AS phone_address,
       p.error_name,
       count(*) AS errors,
       count(DISTINCT p.capture_id) AS captures,
       count(DISTINCT (p.capture_id, p.connection)) AS connections
FROM procedures p JOIN captures k USING (capture_id)
WHERE p.procedure = 'error' AND NOT {NOT_A_FAILURE}
GROUP BY ALL
ORDER BY errors DESC, controller_maker, phone_address, p.error_name"""),

    "peers": ("Connections per peer", """
SELECT coalesce(peer, '(unknown)') AS peer,
       max(coalesce(device_name, name)) AS name,
       count(*) AS connections,
       count(DISTINCT capture_id) AS captures,
       round(sum(duration_s), 3) AS connected_s
FROM connections
GROUP BY ALL
ORDER BY connections DESC, peer"""),

    "first_notification": ("Time from connection to first notification, per connection", """
SELECT k.file, c.connection, c.peer, coalesce(c.device_name, c.name) AS name,
       c.model_number AS model, c.firmware_revision AS firmware,
       (min(n.t_us) - any_value(c.start_us)) / 1e6 AS seconds_to_first_notification
FROM connections c
JOIN notifications n USING (capture_id, connection)
JOIN captures k USING (capture_id)
WHERE NOT c.before_capture AND n.kind = 'notification'
GROUP BY ALL
ORDER BY seconds_to_first_notification DESC, k.file, c.connection"""),
}

DATASETS = ("captures", "errors") + tuple(tables.SCHEMAS)


def _schema(name: str) -> pa.Schema:
    if name == "captures":
        return tables.CAPTURES
    if name == "errors":
        return tables.ERRORS
    return pa.schema([("capture_id", pa.string())] + list(tables.SCHEMAS[name]))


def view_sql(out: str, name: str) -> str:
    """The `CREATE VIEW` of one dataset."""
    root = out.rstrip("/")
    if name in ("captures", "errors"):
        return f"CREATE OR REPLACE VIEW {name} AS SELECT * FROM read_parquet('{root}/{name}/*.parquet')"
    return (f"CREATE OR REPLACE VIEW {name} AS SELECT * FROM read_parquet('{root}/{name}/*/*.parquet', "
            f"hive_partitioning = true, hive_types = {{'capture_id': VARCHAR}}, union_by_name = true)")


def connect(out: str, database: str = ":memory:") -> duckdb.DuckDBPyConnection:
    """A DuckDB connection with one view per dataset of `out` (an empty one for a dataset no capture filled)."""
    con = duckdb.connect(database)
    local = "://" not in out
    for name in DATASETS:
        if local and not any(Path(out, name).glob("*.parquet" if name in ("captures", "errors") else "*/*.parquet")):
            con.register(f"_empty_{name}", _schema(name).empty_table())
            con.execute(f"CREATE OR REPLACE VIEW {name} AS SELECT * FROM _empty_{name}")
        else:
            con.execute(view_sql(out, name))
    return con


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="query.py", description=__doc__.strip().splitlines()[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n".join(__doc__.strip().splitlines()[1:]))
    parser.add_argument("out", help="the output directory of a fleet job")
    parser.add_argument("question", nargs="?", choices=sorted(QUESTIONS), help="an example question")
    parser.add_argument("--all", action="store_true", help="every example question")
    parser.add_argument("--sql", help="your own query")
    parser.add_argument("--csv", action="store_true", help="CSV instead of a table")
    parser.add_argument("--shell", action="store_true", help="print the views for the duckdb tool")
    args = parser.parse_args(argv)
    if args.shell:
        print(";\n".join(view_sql(args.out, n) for n in DATASETS) + ";")
        return 0
    con = connect(args.out)
    queries = []
    if args.sql:
        queries.append(("", args.sql))
    if args.question:
        queries.append(QUESTIONS[args.question])
    if args.all:
        queries += list(QUESTIONS.values())
    if not queries:
        for name, (title, _) in QUESTIONS.items():
            print(f"{name:20} {title}")
        return 0
    for title, sql in queries:
        result = con.sql(sql)
        if args.csv:
            result.to_df().to_csv(sys.stdout, index=False)
        else:
            if title:
                print(f"-- {title}")
            result.show(max_rows=1000, max_width=10000)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
