"""From the NDJSON of `hrsniff analyze --json` of one capture to the rows of the fleet's tables (docs/fleet.md).

Pure Python, no Dask: `CaptureTables` takes the objects one at a time and hands out rows per table, so that a
worker can write a long capture in batches without holding it whole.
"""
from __future__ import annotations

import json
import re

import pyarrow as pa

# Microseconds: the tables' timeline is `t_us`, from `time` (since 1970-01-01 UTC) or, for a capture whose clock
# cannot be right, from `elapsed_s` (since its first record; `captures.clock` says which).
_TIME = re.compile(r"^([+-]?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$")


def _days_from_civil(y: int, m: int, d: int) -> int:
    """Days since 1970-01-01 of a proleptic Gregorian date, for any year (H. Hinnant's algorithm)."""
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


_DAYS: dict[str, int] = {}


def microseconds(obj: dict) -> int | None:
    """The object's time on the capture's timeline, in microseconds; None when it has no time."""
    t = obj.get("time")
    if isinstance(t, str):
        if len(t) == 27 and t[10] == "T" and t[26] == "Z":
            # The usual form, 2026-03-14T09:26:53.000157Z: the day's number looked up once per day.
            day = _DAYS.get(t[:10])
            if day is None:
                if len(_DAYS) > 10000:
                    _DAYS.clear()
                day = _DAYS[t[:10]] = _days_from_civil(int(t[0:4]), int(t[5:7]), int(t[8:10]))
            return ((day * 86400 + int(t[11:13]) * 3600 + int(t[14:16]) * 60 + int(t[17:19])) * 1_000_000
                    + int(t[20:26]))
        m = _TIME.match(t)
        if not m:
            return None
        y, mo, d, h, mi, s, us = (int(g) for g in m.groups())
        return ((_days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s) * 1_000_000) + us
    e = obj.get("elapsed_s")
    if isinstance(e, (int, float)):
        return round(e * 1_000_000)
    return None


def _json(v) -> str | None:
    return None if v is None else json.dumps(v, ensure_ascii=False, separators=(",", ":"))


TS = pa.timestamp("us", tz="UTC")

# The datasets a worker writes, partitioned by capture (`capture_id=…` directories). The partition column is not
# in the files: readers that understand Hive partitioning (DuckDB, pyarrow, Spark) add it.
SCHEMAS: dict[str, pa.Schema] = {
    "connections": pa.schema([
        ("connection", pa.int32()), ("peer", pa.string()), ("peer_type", pa.string()), ("name", pa.string()),
        ("device_name", pa.string()), ("transport", pa.string()), ("role", pa.string()),
        ("before_capture", pa.bool_()), ("air", pa.bool_()),
        ("start_frame", pa.int64()), ("end_frame", pa.int64()), ("start_us", pa.int64()), ("start_time", TS),
        ("duration_s", pa.float64()), ("interval_ms", pa.float64()), ("latency", pa.int32()),
        ("supervision_timeout_ms", pa.int32()), ("mtu", pa.int32()), ("mtu_at_least", pa.int32()),
        ("procedures", pa.int64()), ("notifications", pa.int64()), ("indications", pa.int64()),
        ("errors", pa.int64()), ("errors_by_name", pa.string()),
        ("disconnect_reason", pa.int32()), ("disconnect_reason_name", pa.string()),
        ("disconnect_initiator", pa.string()),
        ("peer_version", pa.string()), ("peer_company", pa.string()), ("peer_subversion", pa.int32()),
        ("manufacturer_name", pa.string()), ("model_number", pa.string()), ("serial_number", pa.string()),
        ("firmware_revision", pa.string()), ("hardware_revision", pa.string()), ("software_revision", pa.string()),
    ]),
    "procedures": pa.schema([
        ("connection", pa.int32()), ("frame", pa.int64()), ("first_frame", pa.int64()), ("t_us", pa.int64()),
        ("time", TS), ("direction", pa.string()), ("procedure", pa.string()), ("discovery", pa.string()),
        ("mode", pa.string()), ("handle", pa.int32()), ("kind", pa.string()), ("uuid", pa.string()),
        ("name", pa.string()), ("service_uuid", pa.string()), ("value", pa.string()), ("decoded", pa.string()),
        ("mtu", pa.int32()), ("request_opcode", pa.int32()), ("request_opcode_name", pa.string()),
        ("error_code", pa.int32()), ("error_name", pa.string()), ("attribute_type", pa.string()),
        ("not_captured", pa.string()), ("truncated", pa.bool_()), ("record", pa.string()),
    ]),
    "notifications": pa.schema([
        ("connection", pa.int32()), ("frame", pa.int64()), ("t_us", pa.int64()), ("time", TS),
        ("kind", pa.string()), ("direction", pa.string()), ("server", pa.string()), ("handle", pa.int32()),
        ("uuid", pa.string()), ("name", pa.string()), ("service_uuid", pa.string()), ("value", pa.string()),
        ("decoded", pa.string()),
    ]),
    "fields": pa.schema([
        ("connection", pa.int32()), ("frame", pa.int64()), ("t_us", pa.int64()), ("procedure", pa.string()),
        ("direction", pa.string()), ("server", pa.string()), ("handle", pa.int32()), ("uuid", pa.string()),
        ("field", pa.string()),
        ("idx", pa.int32()), ("number", pa.float64()), ("special", pa.string()), ("text", pa.string()),
    ]),
    "attributes": pa.schema([
        ("connection", pa.int32()), ("handle", pa.int32()), ("kind", pa.string()), ("uuid", pa.string()),
        ("name", pa.string()), ("service_uuid", pa.string()), ("server", pa.string()),
        ("reads", pa.int64()), ("writes", pa.int64()), ("notifications", pa.int64()), ("indications", pa.int64()),
        ("errors", pa.int64()), ("rate_per_s", pa.float64()), ("longest_gap_s", pa.float64()),
        ("sensor_contact_lost", pa.int64()), ("sensor_contact_lost_s", pa.float64()),
        ("hrv_rr_count", pa.int64()), ("sdnn_ms", pa.float64()), ("rmssd_ms", pa.float64()),
        ("pnn50_percent", pa.float64()), ("statistics", pa.string()), ("special_values", pa.string()),
    ]),
    "diagnostics": pa.schema([
        ("frame", pa.int64()), ("t_us", pa.int64()), ("time", TS), ("severity", pa.string()),
        ("layer", pa.string()), ("code", pa.string()), ("message", pa.string()),
    ]),
}

# One row per capture, and one per capture that failed: written by the client at the end of the job.
CAPTURES = pa.schema([
    ("capture_id", pa.string()), ("file", pa.string()), ("bytes", pa.int64()), ("status", pa.string()),
    ("format", pa.string()), ("link_type", pa.int32()), ("clock", pa.string()),
    ("records", pa.int64()), ("connections", pa.int64()), ("warnings", pa.int64()),
    ("local_address", pa.string()), ("local_company", pa.string()), ("local_version", pa.string()),
    ("local_subversion", pa.int32()), ("schema_version", pa.int32()), ("seconds", pa.float64()),
])
ERRORS = pa.schema([
    ("capture_id", pa.string()), ("file", pa.string()), ("stage", pa.string()), ("exit_status", pa.int32()),
    ("message", pa.string()), ("stderr", pa.string()),
])

# Device Information Service strings, by characteristic UUID: the `connections` columns they fill.
_DEVICE_INFORMATION = {"2A29": "manufacturer_name", "2A24": "model_number", "2A25": "serial_number",
                       "2A26": "firmware_revision", "2A27": "hardware_revision", "2A28": "software_revision"}


def special_fields(defs: dict) -> frozenset[str]:
    """The decoded fields (dotted paths, `[]` for array items) that may hold a special value instead of a
    number, from `$defs/decoded` of docs/schema/defs.schema.json."""
    found = set()

    def walk(schema, path):
        if not isinstance(schema, dict):
            return
        if schema.get("$ref", "").endswith("_or_special") or schema.get("$ref", "").endswith("/special_value"):
            found.add(path)
        for alt in schema.get("anyOf", []):
            walk(alt, path)
        for k, v in schema.get("properties", {}).items():
            walk(v, f"{path}.{k}" if path else k)
        if "items" in schema:
            walk(schema["items"], path + "[]")

    walk(defs["$defs"]["decoded"], "")
    return frozenset(found)


def _flatten(value, path: str, idx: int, specials: frozenset[str], out: list):
    """(field, idx, number, special, text) of every leaf of a decoded value: numbers, special values (strings
    where a number stands), and text. Booleans and nested objects' own keys are left to `decoded`; arrays give
    one leaf per item (`idx`)."""
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        out.append((path.replace("[]", ""), idx, float(value), None, None))
    elif isinstance(value, str):
        if path in specials:
            out.append((path.replace("[]", ""), idx, None, value, None))
        else:
            out.append((path.replace("[]", ""), idx, None, None, value))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            _flatten(item, path + "[]", i, specials, out)
    elif isinstance(value, dict):
        for k, v in value.items():
            if k in ("problems", "frames"):
                continue
            _flatten(v, f"{path}.{k}" if path else k, idx, specials, out)


def server(procedure: str, direction: str) -> str:
    """Whose GATT server the attribute of a procedure belongs to, as `connection_summary` names it: the sender of
    a notification or indication; for the other procedures the side that is not the client."""
    air = direction in ("central", "peripheral")
    if procedure in ("notification", "indication", "service_changed"):
        own = direction in ("sent", "central")
    else:
        own = direction in ("received", "peripheral")
    if air:
        return "central" if own else "peripheral"
    return "this_device" if own else "peer"


def _ts(us: int | None, absolute: bool):
    return us if absolute else None


class CaptureTables:
    """The rows of one capture's tables, fed one NDJSON object at a time (`add`), taken out in batches (`take`)."""

    def __init__(self, specials: frozenset[str] = frozenset()):
        self.specials = specials
        self.rows: dict[str, list[dict]] = {name: [] for name in SCHEMAS}
        self.capture: dict = {}
        self.summary: dict = {}
        self.local: dict = {}
        self.absolute = True
        self.schema_version = None
        # Per connection: its start time, and the Device Information strings read in it.
        self.starts: dict[int, int] = {}
        self.first_seen: dict[int, int] = {}
        self.device_info: dict[int, dict[str, str]] = {}
        self.open_connections: dict[int, dict] = {}
        self.objects = 0

    def add(self, obj: dict):
        self.objects += 1
        t = obj.get("type")
        if self.schema_version is None:
            self.schema_version = obj.get("schema_version")
        if "elapsed_s" in obj and "time" not in obj:
            self.absolute = False
        us = microseconds(obj)
        c = obj.get("connection")
        if isinstance(c, int) and us is not None and t != "connection_summary":
            self.first_seen.setdefault(c, us)
        if t == "capture":
            self.capture = obj
        elif t == "summary":
            self.summary = obj
        elif t == "local_controller":
            if "address" in obj:
                self.local["address"] = obj["address"]
            if "version" in obj:
                self.local["version"] = obj["version"]
        elif t in ("connection", "ll_connect") and isinstance(c, int):
            if us is not None:
                self.starts.setdefault(c, us)
            self.open_connections.setdefault(c, {}).update(
                {k: obj[k] for k in ("peer_type", "transport", "role", "interval_ms", "latency",
                                     "supervision_timeout_ms") if k in obj})
            if obj.get("before_capture"):
                self.open_connections[c]["before_capture"] = True
        elif t == "procedure":
            self._procedure(obj, us)
        elif t == "connection_summary":
            self._summary(obj)
        elif t == "diagnostic":
            self.rows["diagnostics"].append({
                "frame": obj.get("frame"), "t_us": us, "time": _ts(us, self.absolute), "severity": obj["severity"],
                "layer": obj["layer"], "code": obj["code"], "message": obj["message"]})

    def _procedure(self, p: dict, us: int | None):
        kind = p["procedure"]
        a = p.get("attribute") or {}
        c = p["connection"]
        if kind in ("notification", "indication"):
            self.rows["notifications"].append({
                "connection": c, "frame": p["frame"], "t_us": us, "time": _ts(us, self.absolute), "kind": kind,
                "direction": p["direction"], "server": server(kind, p["direction"]), "handle": a.get("handle"), "uuid": a.get("uuid"), "name": a.get("name"),
                "service_uuid": a.get("service_uuid"), "value": p.get("value"), "decoded": _json(p.get("decoded"))})
        else:
            self.rows["procedures"].append({
                "connection": c, "frame": p["frame"], "first_frame": p.get("first_frame", p["frame"]), "t_us": us,
                "time": _ts(us, self.absolute), "direction": p["direction"], "procedure": kind,
                "discovery": p.get("discovery"), "mode": p.get("mode"), "handle": a.get("handle"),
                "kind": a.get("kind"), "uuid": a.get("uuid"), "name": a.get("name"),
                "service_uuid": a.get("service_uuid"), "value": p.get("value"), "decoded": _json(p.get("decoded")),
                "mtu": p.get("mtu"), "request_opcode": p.get("request_opcode"),
                "request_opcode_name": p.get("request_opcode_name"), "error_code": p.get("error_code"),
                "error_name": p.get("error_name"), "attribute_type": p.get("attribute_type"),
                "not_captured": p.get("not_captured"), "truncated": p.get("truncated", False),
                "record": _json(p)})
        decoded = [(a, p.get("decoded"))] if "decoded" in p else []
        if kind == "read_multiple":
            decoded = [(v["attribute"], v["decoded"]) for v in p.get("values", []) if "decoded" in v]
        for attribute, d in decoded:
            if kind in ("read", "read_multiple") and attribute.get("uuid") in _DEVICE_INFORMATION \
                    and isinstance(d, dict) and isinstance(d.get("text"), str):
                self.device_info.setdefault(c, {})[_DEVICE_INFORMATION[attribute["uuid"]]] = d["text"]
            leaves: list = []
            _flatten(d, "", 0, self.specials, leaves)
            for field, idx, number, special, text in leaves:
                self.rows["fields"].append({
                    "connection": c, "frame": p["frame"], "t_us": us, "procedure": kind,
                    "direction": p["direction"], "server": server(kind, p["direction"]),
                    "handle": attribute.get("handle"), "uuid": attribute.get("uuid"),
                    "field": field, "idx": idx, "number": number, "special": special, "text": text})

    def _summary(self, s: dict):
        c = s["connection"]
        opened = self.open_connections.get(c, {})
        start = self.starts.get(c, self.first_seen.get(c))
        attributes = s.get("attributes", [])
        disconnection = s.get("disconnection", {})
        version = s.get("peer_version", {})
        info = self.device_info.get(c, {})
        self.rows["connections"].append({
            "connection": c, "peer": s.get("peer"), "peer_type": opened.get("peer_type"), "name": s.get("name"),
            "device_name": s.get("device_name"), "transport": opened.get("transport"), "role": opened.get("role"),
            "before_capture": bool(opened.get("before_capture", c not in self.starts)),
            "air": "link_layer" in s,
            "start_frame": s["start_frame"], "end_frame": s["end_frame"], "start_us": start,
            "start_time": _ts(start, self.absolute), "duration_s": s["duration_s"],
            "interval_ms": opened.get("interval_ms"), "latency": opened.get("latency"),
            "supervision_timeout_ms": opened.get("supervision_timeout_ms"),
            "mtu": s.get("mtu"), "mtu_at_least": s.get("mtu_at_least"), "procedures": s["procedures"],
            "notifications": sum(a["notifications"] for a in attributes),
            "indications": sum(a["indications"] for a in attributes),
            "errors": sum(s.get("errors", {}).values()), "errors_by_name": _json(s.get("errors", {})),
            "disconnect_reason": disconnection.get("reason"), "disconnect_reason_name": disconnection.get("reason_name"),
            "disconnect_initiator": disconnection.get("initiator"),
            "peer_version": version.get("version_name"), "peer_company": version.get("company_name"),
            "peer_subversion": version.get("subversion"),
            **{column: info.get(column) for column in _DEVICE_INFORMATION.values()},
        })
        for a in attributes:
            ref = a["attribute"]
            hrv = a.get("hrv", {})
            self.rows["attributes"].append({
                "connection": c, "handle": ref["handle"], "kind": ref["kind"], "uuid": ref.get("uuid"),
                "name": ref.get("name"), "service_uuid": ref.get("service_uuid"), "server": a["server"],
                "reads": a["reads"], "writes": a["writes"], "notifications": a["notifications"],
                "indications": a["indications"], "errors": a["errors"], "rate_per_s": a.get("rate_per_s"),
                "longest_gap_s": a.get("longest_gap_s"), "sensor_contact_lost": a.get("sensor_contact_lost"),
                "sensor_contact_lost_s": a.get("sensor_contact_lost_s"), "hrv_rr_count": hrv.get("rr_count"),
                "sdnn_ms": hrv.get("sdnn_ms"), "rmssd_ms": hrv.get("rmssd_ms"),
                "pnn50_percent": hrv.get("pnn50_percent"), "statistics": _json(a.get("statistics")),
                "special_values": _json(a.get("special_values"))})

    def take(self, name: str) -> pa.Table | None:
        """The rows of table `name` gathered so far, as an Arrow table (None when there are none); they are
        handed out once."""
        rows = self.rows[name]
        if not rows:
            return None
        self.rows[name] = []
        schema = SCHEMAS[name]
        # Column by column: twice as fast as from_pylist.
        return pa.Table.from_pydict({n: [r.get(n) for r in rows] for n in schema.names}, schema=schema)

    def pending(self) -> int:
        return sum(len(r) for r in self.rows.values())

    def capture_row(self) -> dict:
        """What the `captures` table says of this capture (without the columns the job fills)."""
        cap, summary, version = self.capture, self.summary, self.local.get("version", {})
        link = cap.get("datalink", cap.get("dlt"))
        return {
            "format": cap.get("format") if cap.get("format") != "android_bugreport"
            else f"android_bugreport/{cap.get('contents')}",
            "link_type": link, "clock": "absolute" if self.absolute else "relative",
            "records": summary.get("records"), "connections": summary.get("connections"),
            "warnings": summary.get("warnings"), "local_address": self.local.get("address"),
            "local_company": version.get("company_name"), "local_version": version.get("version_name"),
            "local_subversion": version.get("subversion"), "schema_version": self.schema_version,
        }
