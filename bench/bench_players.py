"""What the player registry costs on a long history (scoreboard/players/registry.py, ui/players/window.py).

A version 3 history of 10,000 matches (races to 5-9, every rack a row) among 500 players, one
of whom played 1,000 of them, is written straight into SQLite, then:

* opening it: the registry's migration (every name a person; the backup copy included);
* reading every match with its people, and the people with their counts;
* the rating fit from the history (all disciplines);
* the player's page of the one with 1,000 matches (his totals, form, rating after each day
  played, match list and head-to-head against every opponent), built and drawn offscreen
  (target: two frames at 60 Hz, 33 ms), drawn again, its other list shown; and the rating
  curve alone.

Run: ``python bench/bench_players.py``. Figures only, no assertions.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from scoreboard.history.database import HistoryDB, fold, migrate  # noqa: E402
from scoreboard.players.figures import rating_curve  # noqa: E402
from scoreboard.players.registry import Registry, profile, rate  # noqa: E402

PLAYERS = 500
MATCHES = 10_000
BUSY = 1_000  # matches of player 0
FRAME = 1 / 60
PAGE_TARGET = 2 * FRAME


def old_history(path: Path, seed: int = 1) -> None:
    rng = random.Random(seed)
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, target=3)
    conn.execute("BEGIN")
    names = [f"Player {i:03d}" for i in range(PLAYERS)]
    conn.executemany(
        "INSERT INTO players (id, name, key, first_seen, last_seen) VALUES (?, ?, ?, ?, ?)",
        [
            (i + 1, n, fold(n), "2024-01-01T00:00:00Z", "2024-01-01T00:00:00Z")
            for i, n in enumerate(names)
        ],
    )
    # a nine-ball match's statistics as the history stores them (every figure of the sheet)
    stats = json.dumps(
        {
            "racks_won": 5,
            "innings": 9,
            "shots": 61,
            "balls_pocketed": 38,
            "fouls": 2,
            "safeties": 6,
            "push_outs": 1,
            "breaks": 5,
            "breaks_made": 4,
            "breaks_dry": 1,
            "breaks_scratch": 0,
            "breaks_game_ball": 0,
            "break_and_runs": 1,
            "run_outs": 2,
            "longest_run": 5,
            "points": 0,
            "timed_shots": 61,
            "shot_time": 1120.5,
            "longest_shot": 58.25,
            "average": 0.0,
            "average_shot_time": 18.37,
        }
    )
    for m in range(MATCHES):
        a = 0 if m < BUSY else rng.randrange(PLAYERS)
        b = rng.randrange(1, PLAYERS)
        if a == b:
            b = (b + 1) % PLAYERS or 1
        race = rng.randint(5, 9)
        winner = rng.randrange(2)
        loser_games = rng.randrange(race)
        won = (race, loser_games) if winner == 0 else (loser_games, race)
        started = f"2024-{1 + m % 12:02d}-{1 + m % 28:02d}T{m % 24:02d}:00:00Z"
        cur = conn.execute(
            "INSERT INTO matches (match_id, discipline, ruleset, player0, player1, name0, name1,"
            " started, finished, winner, end_reason, score0, score1, racks0, racks1, sets0,"
            " sets1, racks_played, shots, stats0, stats1) VALUES"
            " (?, 'nine-ball', 'wpa', ?, ?, ?, ?, ?, ?, ?, 'race', ?, ?, ?, ?, 0, 0, ?, 0, ?, ?)",
            (
                f"m{m}",
                a + 1,
                b + 1,
                names[a],
                names[b],
                started,
                started,
                winner,
                *won,
                *won,
                sum(won),
                stats,
                stats,
            ),
        )
        mid = cur.lastrowid
        racks = [0] * won[0] + [1] * won[1]
        rng.shuffle(racks)
        conn.executemany(
            "INSERT INTO racks VALUES (?, ?, 1, 0, ?, 'win', 0, 0, 5, '{}', '{}')",
            [(mid, n + 1, w) for n, w in enumerate(racks)],
        )
    conn.execute("COMMIT")
    conn.close()


def timed(fn, repeat: int) -> tuple[float, object]:
    """The median wall time of ``fn`` over ``repeat`` calls (its CPU time's median is kept in
    ``timed.cpu``: on a machine other programs load, the share of the wall time that is the
    page's own work) and its last result."""
    times, cpu, result = [], [], None
    for _ in range(repeat):
        c0, t0 = time.process_time(), time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    timed.cpu = statistics.median(cpu)  # type: ignore[attr-defined]
    return statistics.median(times), result


def figures(repeat: int = 3) -> list[tuple[str, str, str, bool | None]]:
    from PySide6.QtWidgets import QApplication

    from ui.players.window import PlayerPage

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        migrations = []
        for i in range(repeat):
            path = Path(tmp) / f"h{i}.sqlite3"
            old_history(path)
            t0 = time.perf_counter()
            db = HistoryDB(path)
            migrations.append(time.perf_counter() - t0)
            if i < repeat - 1:
                db.close()
        reg = Registry(db.conn)
        read, matches = timed(reg.played, repeat)
        listed, people = timed(lambda: reg.people(matches=matches), repeat)
        fitting, ratings = timed(lambda: rate(reg, matches=matches, people=people), repeat)
        busy = next(p for p in people if p.name == "Player 000")
        built, page = timed(lambda: profile(matches, busy.id), repeat)

        def draw() -> None:
            w = PlayerPage(None, busy, people, matches, ratings)
            w.grab()
            w.deleteLater()

        drawn, _ = timed(draw, max(repeat, 7))
        drawn_cpu = timed.cpu  # type: ignore[attr-defined]
        shown = PlayerPage(None, busy, people, matches, ratings)
        shown.grab()  # the first paint draws the plot into its pixmap
        redrawn, _ = timed(shown.grab, max(repeat, 5))
        tabs = shown.tabs
        chosen, _ = timed(lambda: (tabs.setCurrentIndex(1 - tabs.currentIndex()), shown.grab()), 5)
        curve, _ = timed(lambda: rating_curve(page, ratings), repeat)
        shown.deleteLater()
        app.processEvents()
        db.close()
    return [
        (
            f"history migration to the registry, {MATCHES:,} matches, {PLAYERS} players",
            f"median {statistics.median(migrations) * 1e3:.0f} ms (with the backup copy)",
            "-",
            None,
        ),
        ("reading every match with its people", f"median {read * 1e3:.0f} ms", "-", None),
        ("the people with their match counts", f"median {listed * 1e3:.0f} ms", "-", None),
        (
            f"rating fit from the history ({sum(sum(m.games) for m in matches):,} racks)",
            f"median {fitting * 1e3:.0f} ms",
            "< 1000 ms",
            fitting < 1.0,
        ),
        (
            f"player's page totals, {len(page.matches):,} matches",
            f"median {built * 1e3:.1f} ms",
            "-",
            None,
        ),
        (
            f"player's page built and drawn, {len(page.matches):,} matches",
            f"median {drawn * 1e3:.1f} ms ({drawn / PAGE_TARGET:.2f}x the target;"
            f" CPU {drawn_cpu * 1e3:.1f} ms)",
            f"< {PAGE_TARGET * 1e3:.0f} ms (2 frames)",
            drawn < PAGE_TARGET,
        ),
        (
            "the same page drawn again (the plot from its pixmap)",
            f"median {redrawn * 1e3:.1f} ms ({redrawn / FRAME:.0%} of a frame)",
            "-",
            None,
        ),
        (
            "the other list shown (matches, head-to-head) and the page drawn",
            f"median {chosen * 1e3:.2f} ms ({chosen / FRAME:.0%} of a frame)",
            "-",
            None,
        ),
        (
            f"the rating after each day played, {len(page.matches):,} matches",
            f"median {curve * 1e3:.1f} ms",
            "-",
            None,
        ),
    ]


def main() -> None:
    for figure, measured, target, _met in figures():
        print(f"{figure}: {measured} (target {target})")


if __name__ == "__main__":
    main()
