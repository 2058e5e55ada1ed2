"""How long from a scorekeeper input to the emitted snapshot, over a 2,000-shot match.

Plays a scripted nine-ball match (and a straight-pool game) of 2,000 shots through the
controller, timing each input from the call until ``snapshot_changed`` is emitted, and
prints the median and the worst as a fraction of a 60 Hz frame (target: under 5 %).

The run applies the app's garbage-collection policy (ui/adapters/gc_policy.py: freeze after
start-up, collect and freeze again when the scorekeeper is idle, here every ten inputs); the
inputs during which a collection still ran are reported apart ("worst without a
collection").

    python bench/bench_controller.py [shots]
"""

from __future__ import annotations

import gc
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

from rules import Call, Foul, Pocket, Pocketed, RackOptions, Shot
from scoreboard.match.match import MatchConfig
from ui.adapters import gc_policy
from ui.adapters.controller import Controller

FRAME = 1.0 / 60.0
#: Inputs between two idle moments: a scorekeeper never enters ten shots within the app's idle
#: delay (two seconds), so the idle collector runs at least this often in real play.
IDLE_EVERY = 10


def nine_ball_shot(c: Controller, rng: random.Random) -> Shot:
    s = c.snapshot
    if s.rack.breaking:
        return Shot(pocketed=(Pocketed(min(s.rack.on_table), Pocket.FOOT_LEFT),), rails=4)
    roll = rng.random()
    if roll < 0.65:
        return Shot(pocketed=(Pocketed(min(s.rack.on_table), Pocket.FOOT_RIGHT),))
    if roll < 0.8:
        return Shot(fouls=frozenset({Foul.NO_RAIL}))
    return Shot()


def straight_pool_shot(c: Controller, rng: random.Random) -> Shot:
    s = c.snapshot
    ball = min(s.rack.on_table)
    if s.rack.breaking:
        return Shot(call=Call.safety(), cue_and_two_to_rail=True)
    if rng.random() < 0.8:
        return Shot(call=Call(ball, Pocket.FOOT_LEFT), pocketed=(Pocketed(ball, Pocket.FOOT_LEFT),))
    return Shot(call=Call.safety())


def run(config: MatchConfig, next_shot: object, shots: int) -> list[float]:
    c = Controller(config)
    stamp = [0.0]
    c.snapshot_changed.connect(lambda _s: stamp.__setitem__(0, time.perf_counter()))
    rng = random.Random(7)
    timings: list[float] = []
    collected: set[int] = set()

    def on_gc(phase: str, info: dict[str, int]) -> None:
        collected.add(len(timings))

    gc_policy.tune()  # the app's policy after start-up
    gc.callbacks.append(on_gc)
    while len(timings) < shots and c.snapshot.winner is None:
        if len(timings) % IDLE_EVERY == 0:
            gc_policy.settle()  # what the app's idle collector does between bursts of inputs
        s = c.snapshot
        if s.decision.pending is not None:
            t0 = time.perf_counter()
            ok = c.table.choose(s.decision.pending.options[0])
        else:
            shot = next_shot(c, rng)  # type: ignore[operator]
            t0 = time.perf_counter()
            ok = c.table.shot(shot)
        if ok:
            timings.append(stamp[0] - t0)
    # undo and redo the last 100 inputs too
    for op in (c.table.undo, c.table.redo):
        for _ in range(100):
            t0 = time.perf_counter()
            op()
            timings.append(stamp[0] - t0)
    gc.callbacks.remove(on_gc)
    gc.unfreeze()
    gc.set_threshold(700, 10, 10)
    run.collected = collected  # type: ignore[attr-defined]
    assert len(c.snapshot.history) >= min(shots, 2000) - 1 or c.snapshot.winner is not None
    return timings


def report(name: str, timings: list[float]) -> None:
    med = statistics.median(timings)
    worst = max(timings)
    gc_runs: set[int] = run.collected  # type: ignore[attr-defined]
    clean = [t for i, t in enumerate(timings) if i not in gc_runs]
    print(
        f"{name:>14}: {len(timings)} inputs; median {med * 1e6:7.1f} us = {med / FRAME:6.2%} "
        f"of a 60 Hz frame; worst {worst * 1e6:7.1f} us = {worst / FRAME:6.2%}; "
        f"worst without a collection {max(clean) * 1e6:7.1f} us = {max(clean) / FRAME:6.2%} "
        f"({len(gc_runs)} inputs saw a collection)"
    )


def main() -> None:
    shots = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    _app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    report(
        "nine-ball",
        run(MatchConfig(discipline="nine-ball", race=(999, 999), breaker=0), nine_ball_shot, shots),
    )
    report(
        "straight-pool",
        run(
            MatchConfig(
                discipline="straight-pool", options=RackOptions(target=(5000, 5000)), breaker=0
            ),
            straight_pool_shot,
            shots,
        ),
    )


if __name__ == "__main__":
    main()
