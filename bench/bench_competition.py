"""What running a competition costs the desk.

* drawing a 128-entrant RFEB competition (RFEB-Art.30) and entering every result to the final;
* one result entered, as a share of a 60 Hz frame (the desk redraws after each);
* correcting an early result (round 1 of the first phase) once the event is over: the time and
  the number of slots touched, both when the winner stays and when he changes (the re-seeding
  of the pirámide then moves players, and the played slots downstream are cleared);
* the bracket view's repaint at 128 entrants as a share of a 60 Hz frame (when ``ui.desk`` is
  present);
* loading a stored competition (its JSON document read and every result checked again), 512
  entrants in every format (the RFEB system holds 128), played to the end: target under 1 s.

Run: ``python bench/bench_competition.py``. Figures only, no assertions.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scoreboard.competition import Competition, Format  # noqa: E402

FRAME = 1 / 60
REPAINT_TARGET = 0.25


def _score(race: int, rng: random.Random) -> tuple[int, int]:
    lo = rng.randrange(race)
    return (race, lo) if rng.random() < 0.5 else (lo, race)


def play_rfeb(seed: int) -> tuple[Competition, float, float, list[float]]:
    """(competition, draw seconds, total seconds, seconds per result)."""
    rng = random.Random(seed)
    t0 = time.perf_counter()
    c = Competition("Bench", Format.RFEB)
    for i in range(128):
        c.add_entrant(f"Player {i + 1}")
    c.draw()
    t_draw = time.perf_counter() - t0
    per: list[float] = []
    while True:
        ready = c.ready()
        if not ready:
            break
        s = rng.choice(ready)
        score = _score(s.race, rng)
        t1 = time.perf_counter()
        c.enter_result(s.id, score)
        per.append(time.perf_counter() - t1)
    return c, t_draw, time.perf_counter() - t0, per


def _same_winner_other_margin(racks: tuple[int, int]) -> tuple[int, int]:
    a, b = racks
    if a > b:
        return (a, b + 1) if b + 1 < a else (a, b - 1)
    return (a + 1, b) if a + 1 < b else (a - 1, b)


def correction(c: Competition, slot: str, keep_winner: bool) -> tuple[float, int, int]:
    """(seconds, slots touched, played slots cleared) for correcting ``slot`` of a finished
    event, confirmed by the organiser."""
    work = c.copy()
    s = work.slot(slot)
    assert s.result is not None
    racks = _same_winner_other_margin(s.result.racks) if keep_winner else s.result.racks[::-1]
    t0 = time.perf_counter()
    change = work.enter_result(slot, racks, confirm=True)
    return time.perf_counter() - t0, len(change.touched), len(change.cleared)


CORRECTIONS = (
    ("R1-1", True, "first phase round 1, same winner"),
    ("R2-1", True, "first phase round 2, same winner, new margin (re-seeding moves)"),
    ("W1-1", False, "pirámide round 1, the other player wins"),
    ("R1-1", False, "first phase round 1, the other player wins"),
)


#: (format, entrants, group size) of the load figures
LOADS = (
    (Format.SINGLE_ELIMINATION, 512, 4),
    (Format.DOUBLE_ELIMINATION, 512, 4),
    (Format.ROUND_ROBIN, 512, 16),
    (Format.ROUND_ROBIN, 512, 4),
    (Format.RFEB, 128, 4),
)
LOAD_TARGET = 1.0


def played_out(fmt: Format, entrants: int, group_size: int, seed: int = 7) -> Competition:
    rng = random.Random(seed)
    c = Competition("Bench", fmt, group_size=group_size, tables=8)
    c.add_entrants(f"Player {i + 1}" for i in range(entrants))
    c.draw()
    if fmt is Format.ROUND_ROBIN:  # no match waits for another: every result at once
        c.restore_results(
            (s.id, _score(s.race, rng), f"m{i}", None) for i, s in enumerate(c.slots())
        )
        return c
    while True:
        ready = c.ready()
        if not ready:
            break
        s = ready[0] if len(ready) == 1 else ready[rng.randrange(len(ready))]
        c.enter_result(s.id, _score(s.race, rng), history_id=f"m{len(c.results)}")
    return c


def load_seconds(c: Competition, repeat: int) -> tuple[float, int]:
    """(median seconds to read ``c`` back from its JSON text, size of the text in bytes)."""
    import json

    from scoreboard.competition.document import from_dict, to_dict

    text = json.dumps(to_dict(c), ensure_ascii=False, separators=(",", ":"))
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        from_dict(json.loads(text))
        times.append(time.perf_counter() - t0)
    return statistics.median(times), len(text.encode("utf-8"))


def load_rows(repeat: int) -> list[tuple[str, str, str, bool | None]]:
    rows: list[tuple[str, str, str, bool | None]] = []
    for fmt, entrants, group in LOADS:
        c = played_out(fmt, entrants, group)
        t, size = load_seconds(c, repeat)
        what = f"groups of {group}" if fmt is Format.ROUND_ROBIN else "played to the end"
        rows.append(
            (
                f"load {fmt.value}, {entrants} entrants, {what}",
                f"{t * 1e3:.0f} ms ({len(c.results)} results, {size // 1024} KB)",
                f"< {LOAD_TARGET:.0f} s",
                t < LOAD_TARGET,
            )
        )
    return rows


def repaint_share(repeat: int = 15) -> list[float] | None:
    try:
        from ui.competition.bracket_view import bracket_repaint_times
    except ImportError:
        return None
    c, *_ = play_rfeb(1)
    return [t / FRAME for t in bracket_repaint_times(c, repeat)]


def figures(repeat: int = 5) -> list[tuple[str, str, str, bool | None]]:
    rows: list[tuple[str, str, str, bool | None]] = []
    totals, draws, per = [], [], []
    last: Competition | None = None
    for seed in range(repeat):
        c, t_draw, total, each = play_rfeb(seed)
        totals.append(total)
        draws.append(t_draw)
        per += each
        last = c
    assert last is not None
    rows.append(
        (
            "RFEB 128 entrants: draw and every result to the final",
            f"median {statistics.median(totals) * 1e3:.0f} ms (draw {statistics.median(draws) * 1e3:.1f} ms,"
            f" {len(per) // repeat} results)",
            "-",
            None,
        )
    )
    share = statistics.median(per) / FRAME
    rows.append(
        (
            "RFEB 128: one result entered (of a frame)",
            f"median {share:.2%}, worst {max(per) / FRAME:.2%}",
            "< 10%",
            share < 0.10,
        )
    )
    for slot, keep, what in CORRECTIONS:
        runs = [correction(last, slot, keep) for _ in range(repeat)]
        t = statistics.median(r[0] for r in runs)
        rows.append(
            (
                f"RFEB 128 finished, correct {slot}: {what}",
                f"{t * 1e3:.2f} ms, {runs[0][1]} slots touched, {runs[0][2]} played slots cleared",
                "-",
                None,
            )
        )
    rows += load_rows(max(1, min(repeat, 3)))
    shares = repaint_share()
    if shares is None:
        rows.append(("bracket view repaint, 128 entrants (of a frame)", "not built", "< 25%", None))
    else:
        med = statistics.median(shares)
        rows.append(
            (
                "bracket view repaint, 128 entrants (of a frame)",
                f"median {med:.2%}, worst {max(shares):.2%}",
                f"< {REPAINT_TARGET:.0%}",
                med < REPAINT_TARGET,
            )
        )
    return rows


def main() -> None:
    if "QApplication" not in sys.modules:
        from PySide6.QtWidgets import QApplication

        _app: Any = QApplication.instance() or QApplication([])
    for figure, measured, target, _met in figures():
        print(f"{figure}: {measured} (target {target})")


if __name__ == "__main__":
    main()
