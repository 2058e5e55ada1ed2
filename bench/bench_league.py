"""What league nights cost (scoreboard/league/).

* the season's calendar for 20 teams in 2 divisions at 3 venues, each pair meeting twice, with
  venues short of tables (teams of one venue share a night) and off dates: target under 1 s;
* a rubber ends: the night's score worked out again and the division's standings from every
  night of the season (10 teams, 90 nights of the Galician format: 34 rubbers a night), as a
  share of a 60 Hz frame: target under one frame;
* a rubber typed at the desk: the season kept in the history database, its rubbers among the
  history's matches (the Galician league file's season, every night played): a figure to read;
* a rubber ends: the hall's screens' document (the night's score and the division's standings,
  ``scoreboard.league.live.live_night``) made again from that season: target under one frame.

Run: ``python bench/bench_league.py``. Figures only, no assertions.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from datetime import date, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scoreboard.league.calendar import schedule  # noqa: E402
from scoreboard.league.lineup import Lineup  # noqa: E402
from scoreboard.league.loader import load_league  # noqa: E402
from scoreboard.league.model import Division, League, Player, Season, Team, Venue  # noqa: E402
from scoreboard.league.night import NightSheet, RubberResult, score_night  # noqa: E402
from scoreboard.league.standings import Played, standings  # noqa: E402

FRAME = 1 / 60
SCHEDULE_TARGET = 1.0
UPDATE_TARGET = 1.0  # of a frame
EXAMPLES = ROOT / "docs" / "examples" / "leagues"


def season_case() -> tuple[tuple[Division, ...], tuple[Venue, ...], Season]:
    venues = (Venue("Anchor", 2), Venue("Lion", 4), Venue("Sunset", 6))
    rng = random.Random(20)
    teams = [Team(f"Team {i + 1}", rng.choice(venues).name, rng.choice((1, 3))) for i in range(20)]
    divisions = (Division("Premier", tuple(teams[:10])), Division("First", tuple(teams[10:])))
    start = date(2026, 9, 7)
    off = frozenset(start + timedelta(days=d) for d in (108, 115, 122, 200))
    return divisions, venues, Season(start, 2, off)


def schedule_seconds(repeat: int) -> tuple[float, float, int, int]:
    """(median, worst seconds, fixtures, nights used)."""
    divisions, venues, season = season_case()
    times = []
    for seed in range(repeat):
        t0 = time.perf_counter()
        cal = schedule(divisions, venues, season, tables=2, seed=seed)
        times.append(time.perf_counter() - t0)
    return (
        statistics.median(times),
        max(times),
        len(cal.fixtures),
        len({f.date for f in cal.fixtures}),
    )


def galician_season() -> tuple[League, list[Played], NightSheet]:
    league = load_league(EXAMPLES / "galicia-liga-elite.json")
    fmt = league.rules.format
    rng = random.Random(38)
    teams = [
        Team(f"Team {i}", "Billares Compostela", 4, tuple(Player(f"P{i}-{j}") for j in range(4)))
        for i in range(10)
    ]
    nights: list[Played] = []
    last: NightSheet | None = None
    for h in teams:
        for a in teams:
            if h is a:
                continue
            results = {}
            for r in fmt.rubbers:
                n = r.frames or 1
                won = rng.randint(0, n)
                results[r.id] = RubberResult(won, n - won)
            last = NightSheet(
                h,
                a,
                Lineup.of([p.name for p in h.roster], fmt),
                Lineup.of([p.name for p in a.roster], fmt),
                results,
            )
            nights.append(Played(h.name, a.name, score_night(last, league.rules)))
    assert last is not None
    return league, nights, last


def update_shares(repeat: int) -> list[float]:
    league, nights, last = galician_season()
    names = sorted({p.home for p in nights})
    shares = []
    for _ in range(repeat * 10):
        t0 = time.perf_counter()
        score = score_night(last, league.rules)
        standings(
            names,
            [*nights[:-1], Played(nights[-1].home, nights[-1].away, score)],
            league.rules.tie_breaks,
        )
        shares.append((time.perf_counter() - t0) / FRAME)
    return shares


def played_season() -> Any:
    """The Galician league file's season, every night played."""
    import json

    from scoreboard.league.model import Side
    from scoreboard.league.season import Season as KeptSeason

    doc = json.loads((EXAMPLES / "galicia-liga-elite.json").read_text(encoding="utf-8"))
    s = KeptSeason.start("bench", doc)
    rng = random.Random(38)
    fmt = s.league.rules.format
    for f in s.calendar.fixtures:
        for side, team in ((Side.HOME, f.home), (Side.AWAY, f.away)):
            s.set_lineup(f.id, side, [p.name for p in s.league.team(team).roster][: len(fmt.slots)])
        for r in fmt.rubbers:
            n = r.frames or r.race
            won = rng.randint(0, n) if r.frames else n
            s.set_result(f.id, r.id, RubberResult(won, n - won))
    return s


def live_shares(repeat: int) -> list[float]:
    """A rubber of the first night typed again, then the screens' document made."""
    from scoreboard.league.live import live_night

    s = played_season()
    first = s.calendar.fixtures[0].id
    r = s.league.rules.format.rubbers[0]
    n = r.frames or r.race
    shares = []
    for i in range(repeat * 10):
        t0 = time.perf_counter()
        won = i % (n + 1) if r.frames else n
        s.set_result(first, r.id, RubberResult(won, n - won))
        live_night(s, first)
        shares.append((time.perf_counter() - t0) / FRAME)
    return shares


def keep_seconds(repeat: int) -> tuple[float, int]:
    """The time to keep a season after one rubber changed, and the season's nights."""
    import tempfile

    from scoreboard.history.database import HistoryDB
    from scoreboard.league.store import LeagueStore

    s = played_season()
    fmt = s.league.rules.format
    times = []
    with tempfile.TemporaryDirectory() as d, HistoryDB(Path(d) / "h.db") as db:
        store = LeagueStore.of(db)
        store.save(s)
        first = s.calendar.fixtures[0].id
        for i in range(repeat):
            r = fmt.rubbers[0]
            n = r.frames or r.race
            t0 = time.perf_counter()
            s.set_result(
                first,
                r.id,
                RubberResult(i % (n + 1), n - i % (n + 1)) if r.frames else RubberResult(n, 0),
            )
            store.save(s, [first])
            times.append(time.perf_counter() - t0)
    return statistics.median(times), len(s.calendar.fixtures)


def figures(repeat: int = 5) -> list[tuple[str, str, str, bool | None]]:
    med, worst, fixtures, nights = schedule_seconds(repeat)
    shares = update_shares(repeat)
    share = statistics.median(shares)
    kept = keep_seconds(repeat)
    live = live_shares(repeat)
    return [
        (
            "league calendar, 20 teams in 2 divisions at 3 venues, double round robin",
            f"median {med * 1e3:.0f} ms, worst {worst * 1e3:.0f} ms ({fixtures} fixtures on {nights} nights)",
            f"< {SCHEDULE_TARGET:.0f} s",
            med < SCHEDULE_TARGET,
        ),
        (
            "a rubber ends: night's score and standings of 90 nights (of a frame)",
            f"median {share:.2%}, worst {max(shares):.2%}",
            f"< {UPDATE_TARGET:.0%}",
            share < UPDATE_TARGET,
        ),
        (
            "a rubber ends: the hall's screens' night and standings from the season (of a frame)",
            f"median {statistics.median(live):.2%}, worst {max(live):.2%}",
            f"< {UPDATE_TARGET:.0%}",
            statistics.median(live) < UPDATE_TARGET,
        ),
        (
            f"a rubber typed at the desk: the season ({kept[1]} nights) kept, its night in the history",
            f"median {kept[0] * 1e3:.0f} ms",
            "-",
            None,
        ),
    ]


def main() -> None:
    for figure, measured, target, _met in figures():
        print(f"{figure}: {measured} (target {target})")


if __name__ == "__main__":
    main()
