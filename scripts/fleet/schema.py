"""Checks hrsniff's NDJSON against the JSON Schemas in docs/schema (draft 2020-12), with Python's jsonschema.

    python3 scripts/fleet/validate.py FILE.ndjson...      (or - for standard input)

Every object is validated against `hrsniff.schema.json`, which sends it to the schema of its `type`.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SCHEMA_DIR = Path(__file__).resolve().parent.parent.parent / "docs" / "schema"
ENTRY = "hrsniff.schema.json"



def load(schema_dir: Path = SCHEMA_DIR) -> dict[str, dict]:
    """Every schema file of `schema_dir` by its `$id`, each checked against the draft 2020-12 meta-schema."""
    schemas = {}
    for path in sorted(schema_dir.glob("*.schema.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        Draft202012Validator.check_schema(contents)
        schemas[contents["$id"]] = contents
    return schemas


def _conditioned(schema, found: set[str]):
    """The names of the fields whose values a condition of `schema` looks at (`properties` inside `allOf`, `if`,
    `then`, `oneOf`, `not`, … of the record)."""
    if isinstance(schema, list):
        for s in schema:
            _conditioned(s, found)
    elif isinstance(schema, dict):
        found.update(schema.get("properties", {}))
        for key in ("allOf", "anyOf", "oneOf", "not", "if", "then", "else"):
            if key in schema:
                _conditioned(schema[key], found)
        for s in schema.get("dependentSchemas", {}).values():
            _conditioned(s, found)


def _leaf(schema) -> bool:
    """Whether `schema` checks one value alone: no objects, arrays or references inside."""
    if isinstance(schema, list):
        return all(_leaf(s) for s in schema)
    if not isinstance(schema, dict):
        return True
    if any(k in schema for k in ("properties", "items", "prefixItems", "additionalProperties", "$ref")):
        return False
    return all(_leaf(v) for k, v in schema.items() if k in ("anyOf", "oneOf", "allOf", "not"))


def _resolve(uri: str, base: str, schemas: dict[str, dict]):
    """The schema a `$ref` names, and the absolute URI of the document it lies in."""
    from urllib.parse import urljoin

    absolute = urljoin(base, uri)
    document, _, pointer = absolute.partition("#")
    target = schemas[document]
    for part in filter(None, pointer.split("/")):
        target = target[part.replace("~1", "/").replace("~0", "~")]
    return target, document, absolute


def inline(schema, base: str, schemas: dict[str, dict], stack: tuple[str, ...] = ()):
    """`schema` with its `$ref`s replaced by what they name (a `$ref` beside other keywords becomes an `allOf`),
    except references back into a schema being inlined (recursion), which stay `$ref`s by absolute URI. The same
    verdicts, without looking references up for every object."""
    if isinstance(schema, list):
        return [inline(s, base, schemas, stack) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {}
    for key, value in schema.items():
        if key == "$ref":
            continue
        if key in ("properties", "$defs", "dependentSchemas", "patternProperties"):
            out[key] = {k: inline(v, base, schemas, stack) for k, v in value.items()}
        elif key in ("enum", "const", "required", "dependentRequired"):
            out[key] = value
        else:
            out[key] = inline(value, base, schemas, stack)
    if "$ref" not in schema:
        return out
    target, document, absolute = _resolve(schema["$ref"], base, schemas)
    resolved = {"$ref": absolute} if absolute in stack else inline(target, document, schemas, stack + (absolute,))
    if not out:
        return resolved
    out.setdefault("allOf", [])
    out["allOf"] = [resolved] + out["allOf"]
    return out


def builtin_decoded(schema_dir: Path = SCHEMA_DIR) -> dict:
    """A schema for the `decoded` objects of hrsniff's own decoders: `$defs/decoded` without the fields a
    --decoders file may add, so that every field a built-in decoder writes must be one the schema types."""
    defs = json.loads((schema_dir / "defs.schema.json").read_text(encoding="utf-8"))
    fields = sorted(defs["$defs"]["decoded"]["properties"])
    return {"$ref": "defs.schema.json#/$defs/decoded", "propertyNames": {"enum": fields}}


class Checker:
    """Validates hrsniff's objects against docs/schema."""

    def __init__(self, schema_dir: Path = SCHEMA_DIR, schema: str | dict = ENTRY):
        self.schemas = load(schema_dir)
        registry = Registry().with_resources(
            (uri, Resource.from_contents(s, default_specification=DRAFT202012)) for uri, s in self.schemas.items())
        base = next(uri for uri in self.schemas if uri.endswith("/" + ENTRY))
        self.base = base

        def validator(root, at: str):
            # Recursive references (a value a --decoders file frames) are left to the registry.
            return Draft202012Validator(inline(copy.deepcopy(root), at, self.schemas), registry=registry,
                                        format_checker=Draft202012Validator.FORMAT_CHECKER)

        entry = self.schemas[base]
        if schema == ENTRY:
            self.validator = validator(entry, base)
        else:
            self.validator = validator(schema if isinstance(schema, dict) else {"$ref": schema}, base)
        # The entry schema sends each object to the schema of its type (`if type == T then $ref T.schema.json`);
        # going there directly gives the same verdict without trying the other types' conditions.
        self.by_type = {}
        self.volatile = {}
        if schema == ENTRY:
            for t in entry["properties"]["type"]["enum"]:
                uri = base.replace(ENTRY, f"{t}.schema.json")
                record = self.schemas[uri]
                self.by_type[t] = validator(record, uri)
                # Fields checked by a schema of their own that no condition of the record looks at: objects
                # that differ only in their values get the same verdict once those values are valid.
                conditioned: set[str] = set()
                _conditioned([record.get(k) for k in ("allOf", "anyOf", "oneOf", "not", "if", "then", "else")
                              if k in record], conditioned)
                props = record.get("properties", {})
                self.volatile[t] = {}
                for f, schema in props.items():
                    if f in ("type", "schema_version") or f in conditioned:
                        continue
                    inlined = inline(copy.deepcopy(schema), uri, self.schemas)
                    if _leaf(inlined):
                        self.volatile[t][f] = validator(schema, uri)

    def errors(self, obj) -> list[str]:
        """What is wrong with `obj`, for people; empty when it is valid."""
        v = self.validator
        if isinstance(obj, dict) and isinstance(obj.get("type"), str):
            v = self.by_type.get(obj["type"], v)
        return [f"{'/'.join(str(p) for p in e.absolute_path) or '(the object)'}: {self.message(e)}"
                for e in sorted(v.iter_errors(obj), key=lambda e: [str(p) for p in e.absolute_path])]

    @staticmethod
    def message(e) -> str:
        if e.validator == "enum" and len(e.validator_value) > 12:
            return f"{e.instance!r} is not one of the {len(e.validator_value)} values the schema lists"
        return e.message

    def lines(self, lines, dedupe: bool = True):
        """(line number, problem) for every problem of NDJSON text.

        With `dedupe`, an object equal to one already validated except in the values of its plain fields (numbers,
        strings, hex: frame numbers, times, PDUs) that no condition of its schema looks at is not validated again
        as a whole: only those values are, each against its own schema. Which fields it has is kept, so the verdict
        is the same, and long captures are checked several times faster.
        """
        verdicts: dict[str, list[str]] = {}
        values: dict[tuple, list[str]] = {}
        for n, line in enumerate(lines, 1):
            if not line.strip():
                yield n, "empty line"
                continue
            try:
                obj = json.loads(line)
            except ValueError as e:
                yield n, f"not JSON: {e}"
                continue
            kind = obj.get("type") if isinstance(obj, dict) else None
            fields = self.volatile.get(kind) if dedupe and isinstance(kind, str) else None
            if fields is None:
                problems = self.errors(obj)
            else:
                rest = {k: (True if k in fields else v) for k, v in obj.items()}
                key = json.dumps(rest, sort_keys=True)
                problems = verdicts.get(key)
                if problems is None:
                    if len(verdicts) >= 200_000:
                        verdicts.clear()  # bounded memory on endless output
                    problems = verdicts[key] = self.errors(obj)
                else:
                    problems = list(problems)
                    for f, validator in fields.items():
                        if f in obj:
                            value = obj[f]
                            known = (kind, f, type(value), value)
                            found = values.get(known)
                            if found is None:
                                if len(values) >= 200_000:
                                    values.clear()
                                found = values[known] = [f"{f}: {self.message(e)}"
                                                         for e in validator.iter_errors(value)]
                            problems += found
            for problem in problems:
                yield n, f"{kind if isinstance(kind, str) else '?'}: {problem}"
