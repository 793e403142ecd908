#!/usr/bin/env python3
"""Generate ``Sources/HRSniffDecoders/AssignedNumbers.swift`` from the Bluetooth numbers database.

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
``member_uuids.json``
    ``{"source", "uuids": [{"uuid", "name"}]}``: the 16-bit UUIDs the Bluetooth SIG assigned to member companies, with
    the company's name, as the Python package bleak lists them (MIT License); ``source`` names the package and its
    copyright line, which the generated file carries with the MIT notice.
``LICENSE``
    Copied into the header comment of the generated file.
``README.md`` (optional)
    The database commit the copies were taken from (``commit <40 hex digits>``), quoted in the header.

Output
------
One Swift file holding each table as a single multi-line ``StaticString``, one entry a line, keys ascending::

    2A37 gss org.bluetooth.characteristic.heart_rate_measurement Heart Rate Measurement   (attributes)
    6E400001-B5A3-F393-E0A9-E50E24DCCA9E nordic com.nordicsemi.service.uart Nordic UART Service
    0059 Nordic Semiconductor ASA                                                          (companies, appearance)

``Registry.swift`` splits each text into sorted keys and field offsets once, on first use, and answers lookups by
binary search, making names from slices of the static text. A few string literals cost the compiler almost
nothing, where the same data as thousands of array elements costs seconds (``StaticString`` arrays: about 2 s at
-Onone and 4 s at -O for this file), as tuples or struct initialisers far more, and a 4000-case ``switch`` seconds
to optimise.

The name is the last field, so it may hold spaces; sources and identifiers must not (checked here). Leading and
trailing spaces are trimmed (and reported); a name with a line break is an error.

The output depends only on the input files (entries sorted, duplicates resolved by fixed rules), so running the
generator twice gives identical bytes; ``--check`` exits 1 when the committed file differs from what the input
gives (a stale generated file).

It also writes ``scripts/registry-inputs.sha256``: the SHA-256 of every input file, of this script and of the
generated file, so that a test can tell in any clone, without the data folder, that the committed file is what
this script made (and, where the data folder is present, from the data there).

Usage: ``scripts/gen_registry.py [--source DIR] [--output FILE] [--check] [--quiet]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = ROOT.parent / "shared" / "assigned-numbers"
DEFAULT_OUTPUT = ROOT / "Sources" / "HRSniffDecoders" / "AssignedNumbers.swift"
CHECKSUMS = ROOT / "scripts" / "registry-inputs.sha256"
# Every file of the data folder the generator reads.
INPUT_FILES = ["LICENSE", "README.md", "characteristic_uuids.json", "company_ids.json", "descriptor_uuids.json",
               "gap_appearance.json", "member_uuids.json", "service_uuids.json"]

BASE_SUFFIX = 0x0000_1000_8000_0080_5F9B_34FB  # low 96 bits of the Bluetooth Base UUID
LOW96 = (1 << 96) - 1

notes: list[str] = []


def note(message: str) -> None:
    notes.append(message)


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
            note(f"UUID {t} is on the Base UUID: filed as 16-bit {v >> 96:04X}")
            return 16, v >> 96
        return 128, v
    raise SystemExit(f"error: unrecognised UUID {text!r}")


def clean(what: str, value, *, word: bool = False) -> str:
    """`value` trimmed; a word (source, identifier) must have no spaces, nothing may have line breaks."""
    if not isinstance(value, str) or not value.strip():
        raise SystemExit(f"error: {what}: missing or empty ({value!r})")
    text = value.strip()
    if text != value:
        note(f"{what}: trimmed spaces from {value!r}")
    if any(ord(ch) < 0x20 or ord(ch) == 0x7F for ch in text):
        raise SystemExit(f"error: {what}: control character in {value!r}")
    if word and any(ch.isspace() for ch in text):
        raise SystemExit(f"error: {what}: space in {value!r}")
    return text


def snake(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def pick(kind: str, key: str, candidates: list[dict]) -> dict:
    """One entry for a UUID listed more than once.

    The names should agree (a conflict is reported and the alphabetically first name kept); of the identifiers,
    the one spelled like the name (``org.bluetooth.characteristic.idd_status`` for "IDD Status") wins, then the
    alphabetically first.
    """
    names = sorted({c["name"] for c in candidates})
    if len(names) > 1:
        note(f"{kind} {key}: conflicting names {names}; kept {names[0]!r}")
    same_name = [c for c in candidates if c["name"] == names[0]]

    def rank(c: dict) -> tuple:
        ident = c["identifier"]
        return (ident.rsplit(".", 1)[-1] != snake(c["name"]), ident, c["source"])

    chosen = sorted(same_name, key=rank)[0]
    dropped = sorted({c["identifier"] for c in candidates} - {chosen["identifier"]})
    note(f"{kind} {key}: listed {len(candidates)} times as {names[0]!r}; kept {chosen['identifier']}, "
         f"dropped {', '.join(dropped) or 'identical copies'}")
    return chosen


# Names the database spells differently from the Bluetooth Core Specification, by (kind, 16-bit UUID): the
# specification's name is used. Each is reported as a fix.
CORRECTIONS = {
    # Core Vol 3 Part G §3.3.3.2 and the SIG's assigned numbers: "Characteristic User Description".
    ("descriptor", 0x2901): "Characteristic User Description",
}


def attributes(source: Path, file: str, kind: str) -> tuple[list, list]:
    """(16-bit entries, 128-bit entries), each [(key, source, identifier, name)] sorted by key."""
    groups: dict[tuple[int, int], list[dict]] = {}
    for e in load(source, file):
        where = f"{file} {e.get('uuid')}"
        entry = {
            "name": clean(f"{where} name", e.get("name")),
            "identifier": clean(f"{where} identifier", e.get("identifier"), word=True),
            "source": clean(f"{where} source", e.get("source"), word=True),
        }
        groups.setdefault(parse_uuid(clean(f"{where} uuid", e.get("uuid"), word=True)), []).append(entry)
    short, long = [], []
    for (bits, value), group in sorted(groups.items()):
        key = f"{value:04X}" if bits == 16 else uuid_text(value)
        e = group[0] if len(group) == 1 else pick(kind, key, group)
        name = e["name"]
        corrected = CORRECTIONS.get((kind, value)) if bits == 16 else None
        if corrected and corrected != name:
            note(f"{kind} {key}: {name!r} corrected to {corrected!r}")
            name = corrected
        (short if bits == 16 else long).append((value, e["source"], e["identifier"], name))
    return short, long


def companies(source: Path) -> list:
    by_code: dict[int, list[str]] = {}
    for e in load(source, "company_ids.json"):
        code = e.get("code")
        if not isinstance(code, int) or not 0 <= code <= 0xFFFF:
            raise SystemExit(f"error: company_ids.json: bad code in {e}")
        by_code.setdefault(code, []).append(clean(f"company {code:#06x}", e.get("name")))
    rows = []
    for code, names in sorted(by_code.items()):
        distinct = sorted(set(names))
        if len(names) > 1:
            note(f"company 0x{code:04X}: listed {len(names)} times {distinct}; kept {distinct[0]!r}")
        rows.append((code, distinct[0]))
    return rows


def members(source: Path) -> tuple[list, str]:
    """([(value, company)], copyright line): the SIG member UUIDs, sorted, and the copyright of their list."""
    data = load(source, "member_uuids.json")
    origin = data.get("source", "") if isinstance(data, dict) else ""
    m = re.search(r"Copyright \(c\) [^)]*?(?=\)|$)", origin)
    if not m:
        raise SystemExit("error: member_uuids.json: no copyright line in its source")
    by_uuid: dict[int, list[str]] = {}
    for e in data.get("uuids", []):
        bits, value = parse_uuid(clean(f"member UUID {e.get('uuid')!r}", e.get("uuid"), word=True))
        if bits != 16:
            raise SystemExit(f"error: member_uuids.json: {e.get('uuid')!r} is not a 16-bit UUID")
        by_uuid.setdefault(value, []).append(clean(f"member UUID {value:04X} name", e.get("name")))
    rows = []
    for value, names in sorted(by_uuid.items()):
        distinct = sorted(set(names))
        if len(names) > 1:
            note(f"member UUID {value:04X}: listed {len(names)} times {distinct}; kept {distinct[0]!r}")
        rows.append((value, distinct[0]))
    return rows, m.group(0).strip()


MIT_PERMISSION = """Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated \
documentation files (the "Software"), to deal in the Software without restriction, including without limitation the \
rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit \
persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the \
Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE \
WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR \
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR \
OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""


def appearances(source: Path) -> list:
    """[(value, name)]: each category (value = category << 6) and each "Category: Subcategory"."""
    rows: dict[int, str] = {}

    def add(value: int, name: str) -> None:
        if value in rows:
            note(f"appearance 0x{value:04X}: {rows[value]!r} and {name!r}; kept the first")
            return
        rows[value] = name

    for c in sorted(load(source, "gap_appearance.json"), key=lambda c: c["category"]):
        category = c["category"]
        if not isinstance(category, int) or not 0 <= category < 1 << 10:
            raise SystemExit(f"error: gap_appearance.json: bad category in {c}")
        category_name = clean(f"appearance category {category}", c.get("name"))
        add(category << 6, category_name)
        for s in sorted(c.get("subcategory", []), key=lambda s: s["value"]):
            sub = s["value"]
            if not isinstance(sub, int) or not 0 <= sub < 1 << 6:
                raise SystemExit(f"error: gap_appearance.json: bad subcategory {s} in {category_name}")
            name = clean(f"appearance {category}.{sub}", s.get("name"))
            add(category << 6 | sub, f"{category_name}: {name}")
    return sorted(rows.items())


# MARK: - Writing


def uuid_text(v: int) -> str:
    h = f"{v:032X}"
    return f"{h[0:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def line_literal(text: str) -> str:
    """`text` as one line of a multi-line string literal (escapes only what the literal needs)."""
    return text.replace("\\", "\\\\").replace('"""', '\\"""')


class Writer:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, line: str = "") -> None:
        self.lines.append(line.rstrip())

    def table(self, doc: str, name: str, type_name: str, rows: list[str]) -> None:
        if not self.lines[-1].endswith("{"):
            self()
        self(f"    /// {doc}: {len(rows)}.")
        self(f"    static let {name} = {type_name}(")
        self('        """')
        for row in rows:
            self(f"        {line_literal(row)}")
        self('        """')
        self("    )")

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def generate(source: Path) -> str:
    license_text = (source / "LICENSE").read_text(encoding="utf-8").strip("\n")
    commit = None
    readme = source / "README.md"
    if readme.exists():
        m = re.search(r"commit\s+([0-9a-f]{40})", readme.read_text(encoding="utf-8"))
        commit = m.group(1) if m else None

    w = Writer()
    w("// GENERATED FILE - DO NOT EDIT. Regenerate with `python3 scripts/gen_registry.py`.")
    w("//")
    w("// Bluetooth assigned numbers (GATT services, characteristics and descriptors, company identifiers, GAP")
    w("// appearance values) from the v1 JSON files of NordicSemiconductor/bluetooth-numbers-database")
    w("// (https://github.com/NordicSemiconductor/bluetooth-numbers-database"
      + (f", commit {commit})." if commit else ")."))
    member_rows, member_copyright = members(source)
    w("// Looked up through `Registry` (Registry.swift); credits in docs/assigned-numbers.md.")
    w("//")
    w("// The data is distributed under the following licence:")
    w("//")
    for line in license_text.split("\n"):
        w(f"// {line}" if line else "//")
    w("//")
    w("// The table of 16-bit UUIDs the Bluetooth SIG assigned to member companies (`members16`) is taken from the")
    w("// list in the Python package bleak (bleak/uuids.py), distributed under the MIT License:")
    w("//")
    w(f"// MIT License, {member_copyright}")
    w("//")
    for line in MIT_PERMISSION.split("\n"):
        w(f"// {line}" if line else "//")
    w()
    w("/// Generated tables behind `Registry`, one entry a line, keys (hex) ascending. Attribute lines are")
    w("/// \"KEY SOURCE IDENTIFIER NAME\" (source \"gss\" is the Bluetooth SIG, otherwise a vendor); company, member")
    w("/// UUID and appearance lines are \"KEY NAME\". Names are the rest of the line and may hold spaces.")
    w("enum AssignedNumbers {")

    kinds = [
        ("service", "service_uuids.json", "GATT services"),
        ("characteristic", "characteristic_uuids.json", "GATT characteristics"),
        ("descriptor", "descriptor_uuids.json", "GATT descriptors"),
    ]
    for kind, file, title in kinds:
        short, long = attributes(source, file, kind)
        w.table(f"{title}, 16-bit UUIDs (on the Base UUID; source gss = SIG, others are vendors)",
                f"{kind}s16", "AttributeTable<UInt16>",
                [f"{k:04X} {src} {ident} {name}" for k, src, ident, name in short])
        w.table(f"{title}, 128-bit vendor UUIDs", f"{kind}s128", "AttributeTable<UInt128>",
                [f"{uuid_text(k)} {src} {ident} {name}" for k, src, ident, name in long])
    w.table("Company identifiers", "companies", "NameTable<UInt16>",
            [f"{k:04X} {name}" for k, name in companies(source)])
    w.table("16-bit UUIDs the Bluetooth SIG assigned to member companies, with the company's name",
            "members16", "NameTable<UInt16>",
            [f"{k:04X} {name}" for k, name in member_rows])
    w.table("GAP appearance values (category << 6 | subcategory), \"Category: Subcategory\"",
            "appearances", "NameTable<UInt16>",
            [f"{k:04X} {name}" for k, name in appearances(source)])
    w("}")
    return w.text()


def checksums(source: Path, output: bytes) -> str:
    """``sha256sum`` lines: the inputs (``input/NAME``), the generator, and the generated file."""
    def line(data: bytes, name: str) -> str:
        return f"{hashlib.sha256(data).hexdigest()}  {name}\n"
    text = ""
    for name in INPUT_FILES:
        path = source / name
        if path.exists():
            text += line(path.read_bytes(), f"input/{name}")
    text += line(Path(__file__).resolve().read_bytes(), "scripts/gen_registry.py")
    text += line(output, "Sources/HRSniffDecoders/AssignedNumbers.swift")
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE,
                        help="folder of the database's JSON files (default: ../shared/assigned-numbers)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="Swift file to write (default: Sources/HRSniffDecoders/AssignedNumbers.swift)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if --output differs from what --source gives")
    parser.add_argument("--quiet", action="store_true", help="do not list duplicates and fixes")
    args = parser.parse_args()

    if not (args.source / "company_ids.json").exists():
        print(f"error: no company_ids.json in {args.source} (use --source DIR)", file=sys.stderr)
        return 2
    data = generate(args.source).encode("utf-8")
    if not args.quiet:
        for message in notes:
            print(f"note: {message}", file=sys.stderr)
    if args.check:
        current = args.output.read_bytes() if args.output.exists() else b""
        if current != data:
            print(f"{args.output.name} is stale: rerun scripts/gen_registry.py", file=sys.stderr)
            return 1
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_bytes(data)
    if args.output.resolve() == DEFAULT_OUTPUT.resolve():
        CHECKSUMS.write_text(checksums(args.source, data), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
