"""The fleet job: `hrsniff analyze --json` mapped over many captures with Dask, into Parquet (docs/fleet.md).

The client lists the captures and hands one task per capture to the Dask workers. A task fetches its capture (a
path the worker can read, or a URL), runs hrsniff on it, turns the NDJSON into rows as it streams out
(`tables.CaptureTables`) and writes them into the partition of its capture in each dataset. What a task returns
is one row of the `captures` table and, when the capture could not be analysed, one row of `errors`: a capture
that fails, whatever the reason, is a row there and never a failed job. The client writes both tables at the end.
"""
from __future__ import annotations

import fnmatch
import hashlib
import io
import json
import logging
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.request
import zipfile
from pathlib import Path

import pyarrow as pa
import pyarrow.fs as pafs
import pyarrow.parquet as pq

from . import tables

PACKAGE = Path(__file__).resolve().parent
SCHEMA_DEFS = PACKAGE.parent.parent / "docs" / "schema" / "defs.schema.json"
DATASETS = tuple(tables.SCHEMAS)
# Rows a task gathers before it writes them as a row group: bounded memory for any length of capture.
BATCH_ROWS = 65536


def capture_id(source: str) -> str:
    """The partition name of a capture: `c` and 16 hex digits of the SHA-1 of its path or URL as listed (a
    letter first, so that no reader takes it for a number)."""
    return "c" + hashlib.sha1(source.encode("utf-8")).hexdigest()[:16]


def filesystem(out: str) -> tuple[pafs.FileSystem, str]:
    """The filesystem and root path of an output location: a local directory, or a URI pyarrow knows
    (s3://bucket/prefix, gs://…, hdfs://…)."""
    if "://" in out and not out.startswith("file://"):
        return pafs.FileSystem.from_uri(out)
    local = out[len("file://"):] if out.startswith("file://") else out
    return pafs.LocalFileSystem(), os.path.abspath(local)


def find_hrsniff() -> str:
    """hrsniff on this machine: $HRSNIFF, then the release and debug builds of this checkout, then PATH."""
    if os.environ.get("HRSNIFF"):
        return os.environ["HRSNIFF"]
    root = PACKAGE.parent.parent
    for build in ("release", "debug"):
        candidate = root / ".build" / build / "hrsniff"
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return shutil.which("hrsniff") or "hrsniff"


def list_captures(inputs: list[str], exclude: tuple[str, ...] = ("*.md",)) -> list[str]:
    """The captures named by `inputs`, in order: URLs as given, files as absolute paths, directories walked
    (sorted, hidden files and names matching an `exclude` pattern left out). Duplicates are listed once."""
    found: list[str] = []
    seen = set()

    def add(item: str):
        if item not in seen:
            seen.add(item)
            found.append(item)

    for item in inputs:
        if "://" in item and not item.startswith("file://"):
            add(item)
            continue
        path = Path(item[len("file://"):] if item.startswith("file://") else item)
        if path.is_dir():
            for folder, dirs, files in os.walk(path, followlinks=True):
                dirs[:] = sorted(d for d in dirs if not d.startswith("."))
                for name in sorted(files):
                    if name.startswith(".") or any(fnmatch.fnmatch(name, p) for p in exclude):
                        continue
                    add(os.path.abspath(os.path.join(folder, name)))
        else:
            # A file that does not exist is listed too: it becomes a row of `errors`.
            add(os.path.abspath(path))
    return found


class _Writers:
    """One Parquet file per dataset for one capture, written in row groups under a temporary name and moved into
    place only when the whole capture was read (`commit`), so that a failed capture leaves nothing behind."""

    def __init__(self, fs: pafs.FileSystem, root: str, cid: str):
        self.fs, self.root, self.cid = fs, root, cid
        self.open: dict[str, tuple[pq.ParquetWriter, str, str]] = {}

    def write(self, name: str, table: pa.Table):
        if name not in self.open:
            folder = f"{self.root}/{name}/capture_id={self.cid}"
            self.fs.create_dir(folder, recursive=True)
            final = f"{folder}/part-0.parquet"
            temporary = f"{folder}/.part-0.parquet.{os.getpid()}.tmp"
            self.open[name] = (pq.ParquetWriter(temporary, tables.SCHEMAS[name], filesystem=self.fs,
                                                compression="zstd"), temporary, final)
        self.open[name][0].write_table(table)

    def commit(self):
        for writer, temporary, final in self.open.values():
            writer.close()
            self.fs.move(temporary, final)
        self.open.clear()

    def abandon(self):
        for writer, temporary, _ in self.open.values():
            try:
                writer.close()
                self.fs.delete_file(temporary)
            except Exception:  # noqa: BLE001 - cleaning up after a failure: nothing more to do
                pass
        self.open.clear()


def _fetch(source: str, folder: str) -> str:
    """A local path to read `source` from: the path itself, or a copy of a URL in `folder`."""
    if source.startswith("file://"):
        return source[len("file://"):]
    if "://" not in source:
        return source
    target = os.path.join(folder, "capture")
    if source.startswith(("http://", "https://")):
        with urllib.request.urlopen(source, timeout=300) as response, open(target, "wb") as f:
            shutil.copyfileobj(response, f, 1 << 20)
    else:
        import fsspec  # s3://, gs://, …: the protocol's fsspec package must be installed on the workers

        with fsspec.open(source, "rb") as remote, open(target, "wb") as f:
            shutil.copyfileobj(remote, f, 1 << 20)
    return target


def analyze_capture(source: str, out: str, hrsniff: str, timeout: float, specials: frozenset[str],
                    hrsniff_args: tuple[str, ...] = ()) -> dict:
    """Runs on a worker: one capture into the datasets. Returns {"capture": row, "error": row or None}. Never
    raises: whatever goes wrong is the `error` row."""
    cid = capture_id(source)
    row = {"capture_id": cid, "file": source, "bytes": None, "status": "error", "seconds": None}
    started = time.monotonic()

    def failed(stage: str, message: str, status: int | None = None, stderr: str = "") -> dict:
        row["seconds"] = round(time.monotonic() - started, 6)
        return {"capture": row, "error": {"capture_id": cid, "file": source, "stage": stage, "exit_status": status,
                                          "message": message, "stderr": stderr}}

    with tempfile.TemporaryDirectory(prefix="hrsniff-fleet-") as folder:
        try:
            path = _fetch(source, folder)
            row["bytes"] = os.path.getsize(path) if os.path.exists(path) else None
        except Exception as e:  # noqa: BLE001 - a capture that cannot be fetched is a row of `errors`
            return failed("fetch", f"{type(e).__name__}: {e}")
        try:
            fs, root = filesystem(out)
            writers = _Writers(fs, root, cid)
        except Exception as e:  # noqa: BLE001
            return failed("write", f"{type(e).__name__}: {e}")
        err_path = os.path.join(folder, "stderr")
        rows = tables.CaptureTables(specials)
        try:
            with open(err_path, "wb") as err:
                # In a process group of its own, so that a timeout ends whatever it started too.
                proc = subprocess.Popen([hrsniff, "analyze", "--json", *hrsniff_args, path], stdout=subprocess.PIPE,
                                        stderr=err, stdin=subprocess.DEVNULL, start_new_session=True,
                                        bufsize=1 << 20)

            def kill():
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except OSError:
                    pass

            timer = threading.Timer(timeout, kill)
            timer.start()
            bad_line = None
            try:
                for n, line in enumerate(io.TextIOWrapper(proc.stdout, encoding="utf-8", errors="strict"), 1):
                    try:
                        obj = json.loads(line)
                    except ValueError as e:
                        bad_line = f"line {n} is not JSON: {e}"
                        kill()
                        break
                    rows.add(obj)
                    if rows.pending() >= BATCH_ROWS:
                        for name in DATASETS:
                            t = rows.take(name)
                            if t is not None:
                                writers.write(name, t)
                status = proc.wait()
            finally:
                timer.cancel()
                if proc.poll() is None:
                    kill()
                    proc.wait()
            stderr = Path(err_path).read_bytes()[-4096:].decode("utf-8", "replace").strip()
            if bad_line:
                writers.abandon()
                return failed("output", bad_line, proc.returncode, stderr)
            if status != 0:
                writers.abandon()
                timed_out = time.monotonic() - started >= timeout and status < 0
                message = (f"no answer within {timeout:g} s" if timed_out
                           else stderr.splitlines()[0] if stderr else f"hrsniff exited with status {status}")
                return failed("timeout" if timed_out else "analyze", message, status, stderr)
            if not rows.capture or not rows.summary:
                writers.abandon()
                return failed("output", "the output has no capture or no summary object", status, stderr)
            for name in DATASETS:
                t = rows.take(name)
                if t is not None:
                    writers.write(name, t)
            writers.commit()
        except Exception as e:  # noqa: BLE001 - hrsniff missing, a full disk, …: a row of `errors`
            writers.abandon()
            return failed("worker", f"{type(e).__name__}: {e}", None, traceback.format_exc()[-4096:])
    row.update(rows.capture_row())
    row["status"] = "ok"
    row["seconds"] = round(time.monotonic() - started, 6)
    return {"capture": row, "error": None}


def package_zip(folder: str) -> str:
    """This package as a zip that `Client.upload_file` puts on the path of every worker of a remote cluster."""
    target = os.path.join(folder, "fleet.zip")
    with zipfile.ZipFile(target, "w") as z:
        for path in sorted(PACKAGE.glob("*.py")):
            z.write(path, f"fleet/{path.name}")
    return target


class Progress:
    """One line on standard error every `every` seconds (and at the end): captures done, errors, speed."""

    def __init__(self, total: int, stream=sys.stderr, every: float = 2.0):
        self.total, self.stream, self.every = total, stream, every
        self.done = self.errors = self.bytes = 0
        self.started = self.last = time.monotonic()

    def update(self, result: dict, force: bool = False):
        self.done += 1
        self.errors += result["error"] is not None
        self.bytes += result["capture"].get("bytes") or 0
        now = time.monotonic()
        if force or now - self.last >= self.every or self.done == self.total:
            self.last = now
            self.line()

    def line(self):
        elapsed = max(time.monotonic() - self.started, 1e-9)
        rate = self.done / elapsed
        left = (self.total - self.done) / rate if rate > 0 else 0
        percent = 100 * self.done / self.total if self.total else 100
        print(f"fleet: {self.done}/{self.total} captures ({percent:.0f}%), {self.errors} error"
              f"{'' if self.errors == 1 else 's'}, {self.bytes / 1e6:.1f} MB, {rate:.1f} captures/s, "
              f"{self.bytes / 1e6 / elapsed:.1f} MB/s, {elapsed:.0f} s elapsed"
              + (f", about {left:.0f} s left" if self.done < self.total else ""),
              file=self.stream, flush=True)


def run(inputs: list[str], out: str, *, scheduler: str | None = None, workers: int | None = None,
        client=None, hrsniff: str | None = None, timeout: float = 3600, exclude: tuple[str, ...] = ("*.md",),
        decoders: str | None = None, overwrite: bool = False, progress=sys.stderr) -> dict:
    """Analyses every capture `inputs` name into the datasets under `out` and returns what the job did.

    The work goes to `client` when given (any `distributed.Client`: of a KubeCluster, a YarnCluster, …), else
    to the scheduler at `scheduler` (tcp://host:8786), else to a LocalCluster of `workers` processes (one per
    core by default), made for the job and closed after it. `decoders` is a --decoders file for hrsniff (a path
    the workers can read).
    """
    from distributed import Client, LocalCluster, as_completed

    started = time.monotonic()
    fs, root = filesystem(out)
    info = fs.get_file_info(root)
    if info.type != pafs.FileType.NotFound:
        existing = fs.get_file_info(pafs.FileSelector(root, allow_not_found=True))
        if existing and not overwrite:
            raise SystemExit(f"fleet: {out} is not empty; give an empty or new directory, or --overwrite")
        if existing:
            fs.delete_dir_contents(root)
    fs.create_dir(root, recursive=True)

    captures = list_captures(inputs, exclude)
    hrsniff = hrsniff or find_hrsniff()
    specials = tables.special_fields(json.loads(SCHEMA_DEFS.read_text(encoding="utf-8")))

    own_cluster = None
    if client is None:
        if scheduler:
            client = Client(scheduler)
        else:
            own_cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                                       processes=True, dashboard_address=None, silence_logs=logging.ERROR)
            client = Client(own_cluster)
    results: list[dict] = []
    try:
        if own_cluster is None:
            with tempfile.TemporaryDirectory() as folder:
                client.upload_file(package_zip(folder))
        bar = Progress(len(captures), progress) if progress else None
        futures = client.map(analyze_capture, captures, out=out, hrsniff=hrsniff, timeout=timeout,
                             specials=specials, hrsniff_args=("--decoders", decoders) if decoders else (),
                             pure=False, retries=0)
        by_future = dict(zip(futures, captures))
        for future in as_completed(futures):
            source = by_future.pop(future)
            if future.status == "finished":
                result = future.result()
            else:
                # The worker itself died (killed, out of memory) or the task could not run.
                try:
                    problem = repr(future.exception())
                except Exception as e:  # noqa: BLE001
                    problem = repr(e)
                cid = capture_id(source)
                result = {"capture": {"capture_id": cid, "file": source, "status": "error"},
                          "error": {"capture_id": cid, "file": source, "stage": "worker", "exit_status": None,
                                    "message": problem, "stderr": ""}}
            future.release()
            results.append(result)
            if bar:
                bar.update(result)
    finally:
        if own_cluster is not None:
            client.close()
            own_cluster.close()

    capture_rows = [r["capture"] for r in results]
    error_rows = [r["error"] for r in results if r["error"]]
    order = {c: i for i, c in enumerate(captures)}
    capture_rows.sort(key=lambda r: order.get(r["file"], 0))
    error_rows.sort(key=lambda r: order.get(r["file"], 0))
    for name, rows, schema in (("captures", capture_rows, tables.CAPTURES), ("errors", error_rows, tables.ERRORS)):
        fs.create_dir(f"{root}/{name}", recursive=True)
        pq.write_table(pa.Table.from_pylist(rows, schema=schema), f"{root}/{name}/part-0.parquet",
                       filesystem=fs, compression="zstd")
    summary = {
        "captures": len(captures), "ok": sum(r["status"] == "ok" for r in capture_rows), "errors": len(error_rows),
        "bytes": sum(r.get("bytes") or 0 for r in capture_rows), "seconds": round(time.monotonic() - started, 3),
        "hrsniff": hrsniff, "schema_version": next((r.get("schema_version") for r in capture_rows
                                                     if r.get("schema_version")), None),
    }
    with fs.open_output_stream(f"{root}/job.json") as f:
        f.write((json.dumps(summary, indent=2) + "\n").encode())
    return summary
