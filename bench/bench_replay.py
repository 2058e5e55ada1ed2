"""What rebuilding a long match costs: resuming its journal and importing its export.

Both replay every input once (:func:`scoreboard.match.replay.replay`), so the time grows with the
number of inputs and no faster:

* resume a 100,000-input journal (read, check, replay; the app's own path through
  ``Journal.resume`` and ``Controller.load``): seconds and peak memory of the process, each run
  in a fresh child process. Targets: under 3 s and under 300 MB;
* the same journal with the input at 50,000 refused: found in the same single replay (the
  part after it is not replayed at all);
* import an exported match of 12,500 and of 100,000 inputs (read, check, replay, summarise):
  the ratio of the two times. Linear is 8; the target is at most 10.

The match is nine-ball racks as a club night has them: a break, misses, fouls with ball in
hand, an undo and a redo, runs to the nine.

Run: ``python bench/bench_replay.py`` (prints the figures; ``figures()`` gives them to
``bench/run_all.py``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

from rules import Foul, Pocket, Pocketed, Shot  # noqa: E402
from scoreboard.match.inputs import Redo, ShotInput, Undo  # noqa: E402
from scoreboard.match.match import MatchConfig  # noqa: E402

RESUME_INPUTS = 100_000
RESUME_SECONDS = 3.0
RESUME_MB = 300
IMPORT_SIZES = (12_500, 100_000)
IMPORT_RATIO = 10.0

CONFIG = MatchConfig(
    players=("Ana", "Bea"), discipline="nine-ball", race=(1_000_000, 1_000_000), breaker=0
)


def rack_inputs(t: float) -> list[Any]:
    """One rack: player 0 breaks and makes the 1, misses; player 1 fouls; player 0 runs out
    from the 2 with ball in hand (an undo and a redo on the way). The winner breaks next."""
    out: list[Any] = [
        ShotInput(Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=4), time=t),
        ShotInput(Shot(rails=2), time=t + 20),
        ShotInput(Shot(fouls=frozenset({Foul.NO_RAIL})), time=t + 45),
    ]
    for ball in range(2, 10):
        out.append(
            ShotInput(Shot(pocketed=(Pocketed(ball, Pocket.FOOT_RIGHT),)), time=t + 50 + ball)
        )
        if ball == 5:
            out += [Undo(time=t + 60), Redo(time=t + 61)]
    return out


def match_inputs(n: int) -> list[Any]:
    out: list[Any] = []
    t = 0.0
    while len(out) < n:
        out += rack_inputs(t)
        t += 120
    return out[:n]


def write_journal(folder: Path, n: int, refused_at: int | None = None) -> Path:
    """A journal of ``n`` inputs; with ``refused_at``, the input there is one the rules refuse
    (a redo with nothing to redo)."""
    from scoreboard.table.journal import make_header, render

    header = make_header(CONFIG.to_dict(), match_id=f"bench-{n}")
    records = [i.to_dict() for i in match_inputs(n)]
    if refused_at is not None:
        records[refused_at] = {"kind": "redo"}
    path = folder / f"bench-{n}-{refused_at}.jsonl"
    path.write_bytes(render(header, records))
    return path


def write_export(folder: Path, n: int) -> Path:
    from scoreboard.history.export import ExportedMatch, export_json

    path = folder / f"bench-{n}.json"
    records = tuple(i.to_dict() for i in match_inputs(n))
    export_json(
        path, ExportedMatch(f"bench-{n}", "2024-05-01T20:00:00+00:00", CONFIG.to_dict(), records)
    )
    return path


CHILD = r"""
import json, resource, sys, time
from pathlib import Path
from ui.adapters.controller import Controller
from scoreboard.table.journal import Journal
from scoreboard.match.match import MatchConfig
path = Path(sys.argv[1])
c = Controller()
t0 = time.perf_counter()
journal, contents = Journal.resume(path, lambda cfg, inputs: c.table.load(MatchConfig.from_dict(cfg), inputs))
seconds = time.perf_counter() - t0
journal.release()
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # MB (Linux: KiB)
print(json.dumps({"seconds": seconds, "peak_mb": peak, "inputs": len(c.table.inputs),
                  "problem": str(contents.problem) if contents.problem else None}))
"""


def resume_figures(
    folder: Path, n: int = RESUME_INPUTS, refused_at: int | None = None
) -> dict[str, Any]:
    path = write_journal(folder, n, refused_at)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-500:])
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def import_seconds(folder: Path, n: int) -> float:
    from scoreboard.history.export import prepare_import

    path = write_export(folder, n)
    best = float("inf")
    for _ in range(2):
        t0 = time.perf_counter()
        prepared = prepare_import(path)
        best = min(best, time.perf_counter() - t0)
        assert len(prepared.match.inputs) == n
    return best


def figures() -> list[tuple[str, str, str, bool]]:
    with tempfile.TemporaryDirectory(prefix=".bench-replay-") as tmp:
        folder = Path(tmp)
        r = resume_figures(folder)
        assert r["problem"] is None, r["problem"]
        bad = resume_figures(folder, refused_at=RESUME_INPUTS // 2)
        assert bad["problem"] is not None
        small, large = (import_seconds(folder, n) for n in IMPORT_SIZES)
    ratio = large / small
    return [
        (
            f"resume a {RESUME_INPUTS:,}-input journal: time",
            f"{r['seconds']:.2f} s",
            f"< {RESUME_SECONDS:g} s",
            r["seconds"] < RESUME_SECONDS,
        ),
        (
            f"resume a {RESUME_INPUTS:,}-input journal: peak memory of the process",
            f"{r['peak_mb']:.0f} MB",
            f"< {RESUME_MB} MB",
            r["peak_mb"] < RESUME_MB,
        ),
        (
            f"resume a {RESUME_INPUTS:,}-input journal refused at input {RESUME_INPUTS // 2:,}:"
            " time (one replay, no search)",
            f"{bad['seconds']:.2f} s",
            f"< {RESUME_SECONDS:g} s",
            bad["seconds"] < RESUME_SECONDS,
        ),
        (
            f"import {IMPORT_SIZES[1]:,} inputs / {IMPORT_SIZES[0]:,} inputs (time)",
            f"{ratio:.1f} ({large:.2f} s / {small:.2f} s)",
            f"<= {IMPORT_RATIO:g} (linear: 8)",
            ratio <= IMPORT_RATIO,
        ),
    ]


def main() -> int:
    for figure, measured, target, met in figures():
        print(f"{figure}: {measured} (target {target}) {'met' if met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
