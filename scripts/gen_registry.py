#!/usr/bin/env python3
"""Generate ``Sources/HRSniffKit/Decoders/AssignedNumbers.swift`` from the Bluetooth numbers database.

Input
-----
The JSON files of ``v1/`` from NordicSemiconductor/bluetooth-numbers-database (BSD-3-Clause), kept beside the
project in ``../shared/assigned-numbers`` (relative to the repository root; ``--source DIR`` to override):

``service_uuids.json``, ``characteristic_uuids.json``, ``descriptor_uuids.json``
    ``{"name", "identifier", "uuid", "source"}``; ``uuid`` is 4 hex digits (a 16-bit UUID on the Bluetooth Base
    UUID) or the 36-character form; ``source`` is ``gss`` for the Bluetooth SIG, otherwise a vendor.
``company_ids.json``
    ``{"code", "name"}``.
``gap_appearance.json``
    ``{"category", "name", "subcategory": [{"value", "name"}]}``.
``LICENSE``
    Copied into the header comment of the generated file.
``README.md`` (optional)
    The database commit the copies were taken from (``commit <40 hex digits>``), quoted in the header.

Output
------
One Swift file of sorted parallel arrays (keys, ``StaticString`` names, identifiers, source indexes) that
``Registry.swift`` searches by binary search. Sorted parallel arrays with explicit element types type-check in well
under a second; arrays of tuples or of struct initialisers with thousands of elements take the type checker
seconds to minutes, and so does a 4000-case ``switch`` to optimise.

The output depends only on the input files (entries are sorted, duplicates resolved by fixed rules), so running
the generator twice gives identical bytes; ``--check`` exits 1 when the committed file differs from what the
input gives (a stale generated file).

Usage: ``scripts/gen_registry.py [--source DIR] [--output FILE] [--check]``
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = ROOT.parent / "shared" / "assigned-numbers"
DEFAULT_OUTPUT = ROOT / "Sources" / "HRSniffKit" / "Decoders" / "AssignedNumbers.swift"

BASE_SUFFIX = 0x0000_1000_8000_0080_5F9B_34FB  # low 96 bits of the Bluetooth Base UUID
LOW96 = (1 << 96) - 1
SIG_SOURCE = "gss"

warnings: list[str] = []


def warn(message: str) -> None:
    warnings.append(message)


# MARK: - Reading


def load(source: Path, name: str):
    with open(source / name, encoding="utf-8") as f:
        return json.load(f)


def parse_uuid(text: str) -> tuple[int, int]:
    """(bits, value): (16, short) for a 16-bit UUID (also a 128-bit one on the Base UUID), else (128, value)."""
    t = text.strip()
    if re.fullmatch(r"[0-9A-Fa-f]{4}", t):
        return 16, int(t, 16)
    if re.fullmatch(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}", t):
        v = int(t.replace("-", ""), 16)
        if v & LOW96 == BASE_SUFFIX and v >> 96 <= 0xFFFF:
            return 16, v >> 96
        return 128, v
    raise SystemExit(f"error: unrecognised UUID {text!r}")


def snake(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def pick(kind: str, key: str, candidates: list[dict]) -> dict:
    """One entry for a UUID listed more than once.

    The names must agree (a conflict is reported and the alphabetically first name kept); of the identifiers, the
    one spelled like the name (``org.bluetooth.characteristic.idd_status`` for "IDD Status") wins, then the
    alphabetically first.
    """
    names = sorted({c["name"] for c in candidates})
    if len(names) > 1:
        warn(f"{kind} {key}: conflicting names {names}; kept {names[0]!r}")
    same_name = [c for c in candidates if c["name"] == names[0]]

    def rank(c: dict) -> tuple:
        ident = c["identifier"]
        spelled = ident.rsplit(".", 1)[-1] == snake(c["name"])
        return (not spelled, ident, c["source"])

    chosen = sorted(same_name, key=rank)[0]
    dropped = sorted({c["identifier"] for c in candidates} - {chosen["identifier"]})
    warn(f"{kind} {key}: listed {len(candidates)} times ({names[0]!r}); kept identifier "
         f"{chosen['identifier']}, dropped {', '.join(dropped) or 'identical copies'}")
    return chosen


def attributes(source: Path, file: str, kind: str) -> tuple[list, list]:
    """(16-bit entries, 128-bit entries), each [(key, name, identifier, source)] sorted by key."""
    groups: dict[tuple[int, int], list[dict]] = {}
    for e in load(source, file):
        for field in ("name", "identifier", "uuid", "source"):
            if not isinstance(e.get(field), str) or not e[field]:
                raise SystemExit(f"error: {file}: entry without {field}: {e}")
        groups.setdefault(parse_uuid(e["uuid"]), []).append(e)
    short, long = [], []
    for (bits, value), group in sorted(groups.items()):
        key = f"{value:04X}" if bits == 16 else uuid_text(value)
        e = group[0] if len(group) == 1 else pick(kind, key, group)
        row = (value, e["name"], e["identifier"], e["source"])
        (short if bits == 16 else long).append(row)
    return short, long


def companies(source: Path) -> list:
    by_code: dict[int, list[str]] = {}
    for e in load(source, "company_ids.json"):
        code = e.get("code")
        if not isinstance(code, int) or not 0 <= code <= 0xFFFF or not isinstance(e.get("name"), str):
            raise SystemExit(f"error: company_ids.json: bad entry {e}")
        by_code.setdefault(code, []).append(e["name"])
    rows = []
    for code, names in sorted(by_code.items()):
        distinct = sorted(set(names))
        if len(names) > 1:
            warn(f"company 0x{code:04X}: listed {len(names)} times {distinct}; kept {distinct[0]!r}")
        rows.append((code, distinct[0]))
    return rows


def appearances(source: Path) -> list:
    """[(value, name)]: each category (value = category << 6) and each "Category: Subcategory"."""
    rows: dict[int, str] = {}

    def add(value: int, name: str) -> None:
        if value in rows and rows[value] != name:
            warn(f"appearance 0x{value:04X}: {rows[value]!r} and {name!r}; kept the first")
            return
        rows[value] = name

    for c in sorted(load(source, "gap_appearance.json"), key=lambda c: c["category"]):
        category = c["category"]
        if not isinstance(category, int) or not 0 <= category < 1 << 10:
            raise SystemExit(f"error: gap_appearance.json: bad category {c}")
        add(category << 6, c["name"])
        for s in sorted(c.get("subcategory", []), key=lambda s: s["value"]):
            sub = s["value"]
            if not isinstance(sub, int) or not 0 <= sub < 1 << 6:
                raise SystemExit(f"error: gap_appearance.json: bad subcategory {s} in {c['name']}")
            if sub == 0:
                warn(f"appearance category {category}: subcategory 0 {s['name']!r} shadows the category name")
            add(category << 6 | sub, f"{c['name']}: {s['name']}")
    return sorted(rows.items())


# MARK: - Writing


def uuid_text(v: int) -> str:
    h = f"{v:032X}"
    return f"{h[0:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def literal(s: str) -> str:
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{{{ord(ch):X}}}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def key16(v: int) -> str:
    return f"0x{v:04X}"


def key128(v: int) -> str:
    h = f"{v:032X}"
    return f"0x{h[0:8]}_{h[8:12]}_{h[12:16]}_{h[16:20]}_{h[20:32]}"


class Writer:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, line: str = "") -> None:
        self.lines.append(line.rstrip())

    def array(self, name: str, element: str, items: list[str], per_line: int = 1,
              comments: list[str] | None = None) -> None:
        self(f"    private static let {name}: [{element}] = [")
        if comments is not None:
            for item, comment in zip(items, comments):
                self(f"        {item}, // {comment}")
        else:
            for i in range(0, len(items), per_line):
                self("        " + " ".join(f"{x}," for x in items[i:i + per_line]))
        self("    ]")

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def generate(source: Path) -> str:
    license_text = (source / "LICENSE").read_text(encoding="utf-8").strip("\n")
    commit = None
    readme = source / "README.md"
    if readme.exists():
        m = re.search(r"commit\s+([0-9a-f]{40})", readme.read_text(encoding="utf-8"))
        commit = m.group(1) if m else None

    kinds = [
        ("services", "service_uuids.json", "service"),
        ("characteristics", "characteristic_uuids.json", "characteristic"),
        ("descriptors", "descriptor_uuids.json", "descriptor"),
    ]
    tables = {}
    for prefix, file, kind in kinds:
        short, long = attributes(source, file, kind)
        tables[prefix + "16"] = ("UInt16", short)
        tables[prefix + "128"] = ("UInt128", long)
    company_rows = companies(source)
    appearance_rows = appearances(source)

    all_sources = sorted({row[3] for _, rows in tables.values() for row in rows} - {SIG_SOURCE})
    sources = [SIG_SOURCE] + all_sources
    source_index = {s: i for i, s in enumerate(sources)}
    if len(sources) > 255:
        raise SystemExit("error: more than 255 sources")

    w = Writer()
    w("// GENERATED FILE - DO NOT EDIT. Regenerate with `python3 scripts/gen_registry.py`.")
    w("//")
    w("// Bluetooth assigned numbers (GATT services, characteristics and descriptors, company identifiers, GAP")
    w("// appearance values) from the v1 JSON files of NordicSemiconductor/bluetooth-numbers-database")
    w("// (https://github.com/NordicSemiconductor/bluetooth-numbers-database"
      + (f", commit {commit})." if commit else ")."))
    w("// Looked up through `Registry` (Registry.swift); credits in docs/assigned-numbers.md.")
    w("//")
    w("// The data is distributed under the following licence:")
    w("//")
    for line in license_text.split("\n"):
        w(f"// {line}" if line else "//")
    w()
    w("/// Generated tables behind `Registry`: keys sorted ascending, one name (and identifier and source) per key.")
    w("enum AssignedNumbers {")
    w("    /// Where an attribute UUID comes from: \"gss\" for the Bluetooth SIG (GATT Specification Supplement),")
    w("    /// otherwise the vendor that defines it. Indexed by the tables' `sources`.")
    w("    static let sources: [StaticString] = [")
    for s in sources:
        w(f"        {literal(s)},")
    w("    ]")

    titles = {
        "services16": "GATT services, 16-bit (SIG, and SIG member UUIDs allocated to companies)",
        "services128": "GATT services, 128-bit (vendor)",
        "characteristics16": "GATT characteristics, 16-bit",
        "characteristics128": "GATT characteristics, 128-bit (vendor)",
        "descriptors16": "GATT descriptors, 16-bit",
        "descriptors128": "GATT descriptors, 128-bit (vendor)",
    }
    for table, (key_type, rows) in tables.items():
        fmt = key16 if key_type == "UInt16" else key128
        show = (lambda v: f"{v:04X}") if key_type == "UInt16" else uuid_text
        w()
        w(f"    // MARK: {titles[table]}: {len(rows)}")
        w()
        w(f"    static let {table} = AttributeTable<{key_type}>(")
        w(f"        keys: {table}Keys, names: {table}Names, identifiers: {table}Identifiers, sources: {table}Sources)")
        w()
        w.array(f"{table}Keys", key_type, [fmt(r[0]) for r in rows], per_line=8 if key_type == "UInt16" else 1)
        w.array(f"{table}Names", "StaticString", [literal(r[1]) for r in rows], comments=[show(r[0]) for r in rows])
        w.array(f"{table}Identifiers", "StaticString", [literal(r[2]) for r in rows],
                comments=[show(r[0]) for r in rows])
        w.array(f"{table}Sources", "UInt8", [str(source_index[r[3]]) for r in rows], per_line=16)

    w()
    w(f"    // MARK: Company identifiers: {len(company_rows)}")
    w()
    w("    static let companies = NameTable<UInt16>(keys: companyKeys, names: companyNames)")
    w()
    w.array("companyKeys", "UInt16", [key16(c) for c, _ in company_rows], per_line=8)
    w.array("companyNames", "StaticString", [literal(n) for _, n in company_rows],
            comments=[f"{c:04X}" for c, _ in company_rows])

    w()
    w(f"    // MARK: GAP appearance (category << 6 | subcategory): {len(appearance_rows)}")
    w()
    w("    static let appearances = NameTable<UInt16>(keys: appearanceKeys, names: appearanceNames)")
    w()
    w.array("appearanceKeys", "UInt16", [key16(v) for v, _ in appearance_rows], per_line=8)
    w.array("appearanceNames", "StaticString", [literal(n) for _, n in appearance_rows],
            comments=[f"{v:04X}" for v, _ in appearance_rows])
    w("}")
    return w.text()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE,
                        help="folder of the database's JSON files (default: ../shared/assigned-numbers)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="Swift file to write (default: Sources/HRSniffKit/Decoders/AssignedNumbers.swift)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if --output differs from what --source gives")
    parser.add_argument("--quiet", action="store_true", help="do not list duplicates and conflicts")
    args = parser.parse_args()

    if not (args.source / "company_ids.json").exists():
        print(f"error: no company_ids.json in {args.source} (use --source DIR)", file=sys.stderr)
        return 2
    text = generate(args.source)
    if not args.quiet:
        for message in warnings:
            print(f"note: {message}", file=sys.stderr)
    data = text.encode("utf-8")
    if args.check:
        current = args.output.read_bytes() if args.output.exists() else b""
        if current != data:
            print(f"{args.output.name} is stale: rerun scripts/gen_registry.py", file=sys.stderr)
            return 1
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
