"""Many tables in one process, without Qt (scoreboard/table/tables.py), as a scoring server holds them.

With 1 and with 16 tables, each fed random club play (:func:`tests.club_play.club_record`:
shots, fouls, choices, undos, redos; the tables' inputs interleaved at random), with a journal
per table on a real folder (write and fsync per input) and with none:

* memory per table, after :data:`INPUTS` inputs each: what :mod:`tracemalloc` sees allocated
  (the match, its snapshots' history, the journal and its compressed copy), and the process's
  resident memory grown, both divided by the tables;
* input to notification: from :meth:`~scoreboard.table.table.Table.submit` called to the table's
  watcher handed the new snapshot, median and 99th percentile, in ms and as a share of a 60 Hz
  frame; and the processor time of the same calls (:func:`time.thread_time`), which leaves
  out the waits for the disk and for the other processes of a busy machine.

The memory is measured in a run of its own (tracemalloc slows every allocation), whose
journals are written without the fsync (which changes no memory).

Each case runs in a fresh interpreter that never imports Qt (checked). The journals go to a
temporary folder beside the project (not ``/tmp``, which may be in memory and make fsync
free); give another with ``--folder``.

Run: ``python bench/bench_tables.py [--quick] [--folder DIR]``. Figures only, no assertions.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

FRAME = 1.0 / 60.0
#: Inputs per table (a club match of races to 7 takes a few hundred).
INPUTS = 300
QUICK_INPUTS = 100
COUNTS = (1, 16)
MIB = 1024 * 1024


def _configs() -> list[Any]:
    from rules import RackOptions
    from scoreboard.match.match import MatchConfig

    big = (999, 999)  # no match ends during the run
    return [
        MatchConfig(discipline="nine-ball", race=big, breaker=0),
        MatchConfig(discipline="ten-ball", race=big, breaker=1),
        MatchConfig(discipline="eight-ball", ruleset="wpa", race=big, breaker=0),
        MatchConfig(discipline="eight-ball", ruleset="rfeb", race=big, breaker=1),
        MatchConfig(discipline="eight-ball", ruleset="argentina", race=big, breaker=0),
        MatchConfig(discipline="straight-pool", options=RackOptions(target=(999, 999)), breaker=0),
    ]


def _rss() -> int:
    """The process's resident memory now, in bytes (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _spread(values: list[float]) -> tuple[float, float, float]:
    """Median, 99th percentile and worst."""
    ordered = sorted(values)
    return statistics.median(ordered), ordered[int((len(ordered) - 1) * 0.99)], ordered[-1]


def measure(tables: int, folder: Path | None, inputs: int, trace: bool) -> dict[str, Any]:
    """One case, in this process: ``tables`` tables (journals in ``folder``, or none), each fed
    ``inputs`` records; with ``trace`` the memory is traced (and the times not kept)."""
    import tracemalloc

    root = str(Path(__file__).resolve().parent.parent)  # the club play generator: tests/
    if root not in sys.path:
        sys.path.insert(0, root)
    from scoreboard.match.inputs import input_from_dict
    from scoreboard.match.snapshot import Snapshot
    from scoreboard.table.table import Table, Watcher
    from scoreboard.table.tables import Tables
    from tests.club_play import club_record

    configs = _configs()
    rng = random.Random(tables)
    plays = [random.Random(k) for k in range(tables)]
    heard = [0.0]

    def told(_snapshot: Snapshot) -> None:
        heard[0] = time.perf_counter()

    if trace:
        os.fsync = lambda fd: None  # the memory run: the same writes, without the waits
        tracemalloc.start()
    rss0 = _rss()
    traced0 = tracemalloc.get_traced_memory()[0] if trace else 0
    held = Tables(folder) if folder is not None else None
    opened: list[Table] = []
    for k in range(tables):
        config = configs[k % len(configs)]
        if held is not None:
            table = held.open(f"t{k:02d}", config)
        else:
            table = Table(config, name=f"t{k:02d}")
        table.watch(Watcher(snapshot=told))
        opened.append(table)
    times: list[float] = []
    cpu: list[float] = []
    left = [inputs] * tables
    refused = 0
    while any(left):
        k = rng.choice([i for i, n in enumerate(left) if n])
        left[k] -= 1
        table = opened[k]
        wire = json.dumps(club_record(plays[k], table.snapshot, time=1.0e9 + len(times)).to_dict())
        record = input_from_dict(json.loads(wire))  # as the network sends it
        c0 = time.thread_time()
        t0 = time.perf_counter()
        outcome = table.submit(record)
        if outcome:
            times.append(heard[0] - t0)
            cpu.append(time.thread_time() - c0)
        else:
            refused += 1
    result: dict[str, Any] = {
        "tables": tables,
        "journal": folder is not None,
        "inputs": inputs,
        "refused": refused,
        "rss_per_table": (_rss() - rss0) / tables,
        "qt_free": "PySide6" not in sys.modules,
    }
    if trace:
        result["traced_per_table"] = (tracemalloc.get_traced_memory()[0] - traced0) / tables
        tracemalloc.stop()
    else:
        result["median"], result["p99"], result["worst"] = _spread(times)
        result["cpu_median"], result["cpu_p99"], _ = _spread(cpu)
    if held is not None:
        held.release()
    return result


def _child(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--tables", type=int)
    p.add_argument("--folder", default="")
    p.add_argument("--inputs", type=int)
    p.add_argument("--trace", action="store_true")
    args = p.parse_args(argv)
    folder = Path(args.folder) if args.folder else None
    print(json.dumps(measure(args.tables, folder, args.inputs, args.trace)))
    return 0


def run_case(
    tables: int, folder: Path | None, inputs: int, trace: bool
) -> dict[str, Any]:  # pragma: no cover - a separate interpreter
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child"]
    cmd += ["--tables", str(tables), "--inputs", str(inputs)]
    if folder is not None:
        cmd += ["--folder", str(folder)]
    if trace:
        cmd.append("--trace")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        raise RuntimeError(f"exit {out.returncode}: {out.stderr.strip()[-400:]}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    if not result["qt_free"]:
        raise RuntimeError("Qt was imported by the tables")
    return result


def measure_all(quick: bool = False, folder: Path | None = None) -> list[dict[str, Any]]:
    """Every case: 1 and 16 tables, with journals and without; memory, then times."""
    inputs = QUICK_INPUTS if quick else INPUTS
    results: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix=".bench-tables-", dir=folder or ROOT) as tmp:
        for n in COUNTS:
            for journal in (True, False):
                case_folder = Path(tmp) / f"{n}-tables" if journal else None
                memory = run_case(n, case_folder and case_folder / "traced", inputs, True)
                timing = run_case(n, case_folder and case_folder / "timed", inputs, False)
                results.append({**timing, "traced_per_table": memory["traced_per_table"]})
    return results


def _label(r: dict[str, Any]) -> str:
    tables = "1 table" if r["tables"] == 1 else f"{r['tables']} tables"
    return f"{tables}, {'journal (fsync)' if r['journal'] else 'no journal'}"


def figures(quick: bool = False) -> list[tuple[str, str, str, bool | None]]:
    rows: list[tuple[str, str, str, bool | None]] = []
    for r in measure_all(quick):
        rows.append(
            (
                f"memory per table, {_label(r)}, {r['inputs']} inputs each",
                f"{r['traced_per_table'] / MIB:.2f} MiB allocated,"
                f" {r['rss_per_table'] / MIB:.2f} MiB resident",
                "-",
                None,
            )
        )
        rows.append(
            (
                f"input -> watcher's snapshot, {_label(r)}",
                f"median {r['median'] * 1e3:.2f} ms ({r['median'] / FRAME:.1%} of a frame),"
                f" p99 {r['p99'] * 1e3:.2f} ms ({r['p99'] / FRAME:.1%});"
                f" processor time median {r['cpu_median'] * 1e3:.2f} ms,"
                f" p99 {r['cpu_p99'] * 1e3:.2f} ms",
                "-",
                None,
            )
        )
    return rows


def main(argv: list[str]) -> int:
    if argv[:1] == ["--child"]:
        return _child(argv[1:])
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    p.add_argument("--quick", action="store_true", help=f"{QUICK_INPUTS} inputs per table")
    p.add_argument("--folder", type=Path, help="where the journals go (a temporary sub-folder)")
    args = p.parse_args(argv)
    results = measure_all(args.quick, args.folder)
    head: tuple[str, ...] = ("case", "MiB/table alloc", "MiB/table RSS", "median ms", "p99 ms")
    head += ("worst ms", "CPU median ms", "CPU p99 ms")
    print(f"{head[0]:<28}" + "".join(f"{h:>17}" for h in head[1:]))
    for r in results:
        cells = (
            f"{r['traced_per_table'] / MIB:.2f}",
            f"{r['rss_per_table'] / MIB:.2f}",
            f"{r['median'] * 1e3:.3f} ({r['median'] / FRAME:.1%})",
            f"{r['p99'] * 1e3:.3f} ({r['p99'] / FRAME:.1%})",
            f"{r['worst'] * 1e3:.2f}",
            f"{r['cpu_median'] * 1e3:.3f}",
            f"{r['cpu_p99'] * 1e3:.3f}",
        )
        print(f"{_label(r):<28}" + "".join(f"{c:>17}" for c in cells))
    print(f"({results[0]['inputs']} inputs per table; a frame is {FRAME * 1e3:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
