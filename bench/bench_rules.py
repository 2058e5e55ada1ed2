"""Rules engine benchmark: is a shot cheap enough to decide inside one frame, and is undo
constant-time however long a 14.1 game gets?

Run as ``python bench/bench_rules.py`` (``--strict`` exits 1 when a target is missed).

For every registered discipline and ruleset it plays a long stream of plausible shots (pocket
the lowest legal ball, or miss it, with answers to every choice and a new rack when one ends)
and prints the mean time of one accepted push as a fraction of a 60 Hz frame (target < 1 %).
For straight pool it also compares the time of a pop after 10,000 shots with the time of a pop
after 10 shots (target ratio < 1.5). Every figure is the median of several repetitions.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

try:
    import rules
except ImportError:  # running from a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    import rules

from rules import (
    Call,
    Group,
    IllegalInputError,
    Move,
    Pocket,
    Pocketed,
    Rack,
    RackOptions,
    Shot,
)

FRAME_S = 1 / 60
PUSH_TARGET = 0.01  # of a frame
POP_RATIO_TARGET = 1.5
HUGE_TARGET = RackOptions(target=(10**9, 10**9))


def candidates(rack: Rack, rng: random.Random) -> Iterator[Shot]:
    """Shots to try, most plausible first; the first one the rack accepts is played."""
    targets = sorted(rack.legal_targets()) or sorted(rack.on_table)
    ball = targets[0] if targets else 1
    pocket = rng.choice(tuple(Pocket))
    pot = (Pocketed(ball, pocket),)
    call = Call(ball, pocket)
    eight = pocket if ball == 8 else None
    # a break's rail count that the balls on the table can give (more is refused as impossible)
    rails = min(4, len(rack.on_table))
    if rng.random() < 0.75:
        for group in (None, Group.SOLIDS, Group.STRIPES):
            yield _shot(pot, call, eight, group, rails)
            yield _shot(pot, None, eight, group, rails)
    for group in (None, Group.SOLIDS, Group.STRIPES):
        yield _shot((), call, None, group, rails)
        yield _shot((), Call.safety(), None, group, rails)
        yield _shot((), None, None, group, rails)


def _shot(
    pocketed: tuple[Pocketed, ...],
    call: Call | None,
    eight: Pocket | None,
    group: Group | None,
    rails: int,
) -> Shot:
    """A shot that also satisfies every break requirement (rails, 14.1 cue and two balls)."""
    return Shot(
        pocketed=pocketed,
        call=call,
        eight_pocket=eight,
        declared_group=group,
        rails=rails,
        cue_and_two_to_rail=True,
    )


def fresh(discipline: str, ruleset: str) -> Rack:
    return rules.create(discipline, ruleset, options=HUGE_TARGET)


def step(rack: Rack, rng: random.Random, clock: Callable[[], int]) -> int | None:
    """Play one move: a choice when one is pending, else the first shot accepted. Returns the
    time of the accepted push in nanoseconds (None for a choice or when nothing was accepted)."""
    if rack.pending is not None:
        rack.choose(rack.pending.options[0])
        return None
    for shot in candidates(rack, rng):
        start = clock()
        try:
            rack.push(shot)
        except IllegalInputError:
            continue
        return clock() - start
    return None


def push_time(discipline: str, ruleset: str, shots: int, seed: int) -> float:
    """Mean seconds per accepted push over ``shots`` pushes (new racks as racks end)."""
    rng = random.Random(seed)
    rack = fresh(discipline, ruleset)
    times: list[int] = []
    stuck = 0
    while len(times) < shots:
        if rack.is_over:
            rack = fresh(discipline, ruleset)
        t = step(rack, rng, time.perf_counter_ns)
        if t is not None:
            times.append(t)
            stuck = 0
        elif rack.pending is None:
            stuck += 1
            if stuck > 20:  # nothing the generator knows is accepted here: start over
                rack = fresh(discipline, ruleset)
                stuck = 0
    return statistics.fmean(times) / 1e9


def straight_pool_game(shots: int, seed: int) -> Rack:
    """A 14.1 game ``shots`` shots long (the target is out of reach)."""
    rng = random.Random(seed)
    rack = fresh("straight-pool", "wpa")
    stuck = 0
    while rack.state.shots < shots:
        if step(rack, rng, time.perf_counter_ns) is None and rack.pending is None:
            stuck += 1
            if stuck > 1000:
                raise RuntimeError(
                    f"no shot the generator knows is accepted after {rack.state.shots}"
                )
        else:
            stuck = 0
    return rack


def pop_time(rack: Rack, batch: int, rounds: int) -> float:
    """Median seconds per pop: pop ``batch`` moves (timed), push them back (untimed)."""
    per_round: list[float] = []
    popped: list[Move] = []
    gc_was_enabled = gc.isenabled()
    gc.disable()  # as timeit does: a collection is not the cost of a pop
    try:
        for _ in range(rounds):
            popped.clear()
            start = time.perf_counter_ns()
            for _ in range(batch):
                popped.append(rack.pop())
            elapsed = time.perf_counter_ns() - start
            rack.replay(reversed(popped))
            per_round.append(elapsed / batch / 1e9)
    finally:
        if gc_was_enabled:
            gc.enable()
    return statistics.median(per_round)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--shots", type=int, default=2000, help="pushes timed per repetition")
    parser.add_argument("--repeat", type=int, default=5, help="repetitions (median reported)")
    parser.add_argument("--long", type=int, default=10_000, help="shots in the long 14.1 game")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = parser.parse_args(argv)

    ok = True
    print(f"push: mean time of one shot, as a share of a 60 Hz frame (target < {PUSH_TARGET:.0%})")
    for discipline, rulesets in sorted(rules.disciplines().items()):
        for ruleset in rulesets:
            try:
                runs = [
                    push_time(discipline, ruleset, args.shots, seed) for seed in range(args.repeat)
                ]
            except Exception as exc:  # noqa: BLE001 - a discipline still being written must not stop the rest
                print(f"  {discipline:<14} {ruleset:<10} failed: {exc!r}")
                ok = False
                continue
            mean = statistics.median(runs)
            share = mean / FRAME_S
            verdict = "ok" if share < PUSH_TARGET else "SLOW"
            ok = ok and share < PUSH_TARGET
            print(
                f"  {discipline:<14} {ruleset:<10} {mean * 1e6:8.1f} us"
                f"  {share:8.4%} of a frame  {verdict}"
            )

    if ("straight-pool", "wpa") in {(d, r) for d, rs in rules.disciplines().items() for r in rs}:
        print(
            f"pop: straight pool, after {args.long} shots vs after 10 (target < {POP_RATIO_TARGET})"
        )
        ratios: list[float] = []
        short_times: list[float] = []
        long_times: list[float] = []
        for seed in range(args.repeat):
            short = straight_pool_game(10, seed)
            long = straight_pool_game(args.long, seed)
            short_t = pop_time(short, batch=10, rounds=300)
            long_t = pop_time(long, batch=10, rounds=300)
            short_times.append(short_t)
            long_times.append(long_t)
            ratios.append(long_t / short_t)
        ratio = statistics.median(ratios)
        verdict = "ok" if ratio < POP_RATIO_TARGET else "SLOW"
        ok = ok and ratio < POP_RATIO_TARGET
        print(
            f"  pop after 10: {statistics.median(short_times) * 1e6:.2f} us,"
            f" after {args.long}: {statistics.median(long_times) * 1e6:.2f} us,"
            f" ratio {ratio:.2f}  {verdict}"
        )
    return 1 if args.strict and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
