"""What the rating fit costs (scoreboard/ratings.py).

* the fit of 10,000 matches among 500 players (races to 5-9, results game by game from
  simulated play at known ratings) against the 1 s target; the players belong to 10 leagues of
  50 and play within their league 4 times in 5, as clubs do;
* the same fit's error against the known ratings (a figure to read, no target);
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
LEAGUE = 50


def simulate(seed: int) -> tuple[list[float], list[Games[int]]]:
    """(true ratings, one record per match with each player's games won)."""
    rng = random.Random(seed)
    true = [rng.gauss(500, 100) for _ in range(PLAYERS)]
    records: list[Games[int]] = []
    while len(records) < MATCHES:
        a = rng.randrange(PLAYERS)
        if rng.random() < 0.8:
            b = a - a % LEAGUE + rng.randrange(LEAGUE)
        else:
            b = rng.randrange(PLAYERS)
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


def figures(repeat: int = 5) -> list[tuple[str, str, str, bool | None]]:
    times: list[float] = []
    errors: list[float] = []
    steps: list[int] = []
    games = 0
    for seed in range(repeat):
        true, records = simulate(seed)
        games = sum(r.won_a + r.won_b for r in records)
        t0 = time.perf_counter()
        result = fit(records)
        times.append(time.perf_counter() - t0)
        steps.append(result.steps)
        diff = [result[p].rating - true[p] for p in range(PLAYERS) if p in result]
        offset = statistics.fmean(diff)
        errors.append(statistics.fmean(abs(d - offset) for d in diff))
    med = statistics.median(times)
    chart = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        race_chart()
        chart.append(time.perf_counter() - t0)
    return [
        (
            f"rating fit, {MATCHES:,} matches ({games:,} games), {PLAYERS} players",
            f"median {med * 1e3:.0f} ms, worst {max(times) * 1e3:.0f} ms"
            f" ({statistics.median(steps):.0f} Newton steps)",
            f"< {TARGET * 1e3:.0f} ms",
            med < TARGET,
        ),
        (
            "rating fit: mean absolute error against the simulated ratings",
            f"{statistics.fmean(errors):.1f} points",
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
