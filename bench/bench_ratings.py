"""What the rating fit costs (scoreboard/ratings.py).

* the fit of 10,000 matches among 500 players (a club's seasons) and of 100,000 matches among
  5,000 players (a federation's season), races to 5-9, results game by game from simulated
  play at known ratings, each against the 1 s target; the players belong to leagues of 50 and
  play within their league 4 times in 5, as clubs do;
* the first fit's error against the known ratings (a figure to read, no target);
* a race chart of 17 rating differences and 5 lengths.

Run: ``python bench/bench_ratings.py``. Figures only, no assertions.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scoreboard.ratings import Games, fit, game_probability, race_chart  # noqa: E402

TARGET = 1.0  # seconds for the fit
PLAYERS = 500
MATCHES = 10_000
#: (matches, players) of each fit measured
SIZES = ((MATCHES, PLAYERS), (100_000, 5_000))
LEAGUE = 50


def simulate(
    seed: int, matches: int = MATCHES, players: int = PLAYERS
) -> tuple[list[float], list[Games[int]]]:
    """(true ratings, one record per match with each player's games won)."""
    rng = random.Random(seed)
    true = [rng.gauss(500, 100) for _ in range(players)]
    records: list[Games[int]] = []
    while len(records) < matches:
        a = rng.randrange(players)
        if rng.random() < 0.8:
            b = a - a % LEAGUE + rng.randrange(LEAGUE)
        else:
            b = rng.randrange(players)
        if a == b:
            continue
        race = rng.randint(5, 9)
        p = game_probability(true[a], true[b])
        won_a = won_b = 0
        while won_a < race and won_b < race:
            if rng.random() < p:
                won_a += 1
            else:
                won_b += 1
        records.append(Games(a, b, won_a, won_b))
    return true, records


def fit_figures(
    repeat: int, matches: int, players: int
) -> tuple[tuple[str, str, str, bool | None], float]:
    """(the fit's row, its mean absolute error against the simulated ratings)."""
    times: list[float] = []
    cpu: list[float] = []
    errors: list[float] = []
    steps: list[int] = []
    games = 0
    for seed in range(repeat):
        true, records = simulate(seed, matches, players)
        games = sum(r.won_a + r.won_b for r in records)
        t0, c0 = time.perf_counter(), time.process_time()
        result = fit(records)
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        steps.append(result.steps)
        diff = [result[p].rating - true[p] for p in range(players) if p in result]
        offset = statistics.fmean(diff)
        errors.append(statistics.fmean(abs(d - offset) for d in diff))
    med = statistics.median(times)
    return (
        f"rating fit, {matches:,} matches ({games:,} games), {players:,} players",
        f"median {med * 1e3:.0f} ms, worst {max(times) * 1e3:.0f} ms"
        f" (CPU {statistics.median(cpu) * 1e3:.0f} ms; {statistics.median(steps):.0f} Newton steps)",
        f"< {TARGET * 1e3:.0f} ms",
        med < TARGET,
    ), statistics.fmean(errors)


def figures(repeat: int = 5) -> list[tuple[str, str, str, bool | None]]:
    rows = []
    error = 0.0
    for n, (matches, players) in enumerate(SIZES):
        # the large fit fewer times: it is the one that takes a second
        row, fit_error = fit_figures(repeat if not n else max(2, repeat // 2), matches, players)
        rows.append(row)
        error = fit_error if not n else error
    chart = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        race_chart()
        chart.append(time.perf_counter() - t0)
    return [
        *rows,
        (
            f"rating fit of {MATCHES:,} matches: mean absolute error against the simulated ratings",
            f"{error:.1f} points",
            "-",
            None,
        ),
        (
            "race chart, 17 rating differences x 5 lengths",
            f"median {statistics.median(chart) * 1e3:.0f} ms",
            "-",
            None,
        ),
    ]


def main() -> None:
    for figure, measured, target, _met in figures():
        print(f"{figure}: {measured} (target {target})")


if __name__ == "__main__":
    main()
