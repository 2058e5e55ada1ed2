"""What persistence costs the scorekeeper.

* the durable journal append (write, flush, fsync) per input, as a fraction of a 60 Hz frame
  (16.7 ms): below 1.0 the screen never waits a frame for the disk;
* listing a page of stored matches with their statistics when the history holds 10,000 matches,
  relative to when it holds 100 (close to 1.0: listing stays instant as history grows), and
  listing all 10,000.

Run: ``python bench/bench_persistence.py [folder]`` (the folder defaults to a temporary one;
give a folder on the disk the app really uses, since tmpfs makes fsync free).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from rules import Pocket, Pocketed, Shot
from scoreboard.history.database import Filters, HistoryDB, MatchSummary, RackSummary
from scoreboard.match.inputs import ShotInput
from scoreboard.match.stats import PlayerStats
from scoreboard.table.journal import Journal

FRAME = 1 / 60


def bench_append(folder: Path, n: int = 500) -> list[float]:
    journal = Journal.create(folder, {"discipline": "nine-ball", "players": ["A", "B"]})
    item = ShotInput(Shot(pocketed=(Pocketed(3, Pocket.FOOT_LEFT),), rails=2), time=12.5)
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        journal.append(item)
        times.append(time.perf_counter() - t0)
    journal.close()
    return times


def _summary(i: int) -> MatchSummary:
    stats = PlayerStats(racks_won=5, innings=20, shots=60, balls_pocketed=40, fouls=3)
    day = 1 + i % 28
    return MatchSummary(
        match_id=f"bench-{i}",
        created=f"2024-{1 + i % 12:02d}-{day:02d}T{i % 24:02d}:00:00Z",
        config={"discipline": "nine-ball"},
        inputs=tuple({"kind": "shot", "shot": {"rails": 1}} for _ in range(50)),
        discipline=("nine-ball", "eight-ball", "ten-ball")[i % 3],
        ruleset="wpa",
        players=(f"Player {i % 200}", f"Player {(i * 7 + 1) % 200}"),
        score=(5, i % 5),
        racks_won=(5, i % 5),
        winner=0,
        stats=(stats, stats),
        racks=tuple(RackSummary(n, 1, n % 2, 0, "game-ball") for n in range(1, 10)),
    )


def _fill(db: HistoryDB, start: int, stop: int) -> None:
    for i in range(start, stop):
        db.save(_summary(i))


def _time_listing(db: HistoryDB, repeat: int = 20, **kw: object) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        rows = db.list_matches(**kw)  # type: ignore[arg-type]
        best = min(best, time.perf_counter() - t0)
        assert rows
    return best


def main() -> int:
    base = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    base.mkdir(parents=True, exist_ok=True)
    times = bench_append(base / "journals")
    med, worst = statistics.median(times), max(times)
    p99 = sorted(times)[int(len(times) * 0.99) - 1]
    print(
        f"journal append (write+flush+fsync), {len(times)} inputs in {base}: "
        f"median {med * 1e3:.3f} ms = {med / FRAME:.3f} frame, "
        f"p99 {p99 * 1e3:.3f} ms = {p99 / FRAME:.3f} frame, worst {worst / FRAME:.3f} frame"
    )

    db = HistoryDB(base / "history.sqlite3")
    _fill(db, 0, 100)
    small = _time_listing(db)
    small_all = _time_listing(db, limit=None)
    t0 = time.perf_counter()
    _fill(db, 100, 10_000)
    fill = time.perf_counter() - t0
    large = _time_listing(db)
    large_all = _time_listing(db, repeat=3, limit=None)
    print(f"stored 9,900 matches in {fill:.1f} s ({fill / 9900 * 1e3:.2f} ms each)")
    print(
        f"list a page of 100 with statistics: {small * 1e3:.2f} ms with 100 stored, "
        f"{large * 1e3:.2f} ms with 10,000 stored: ratio {large / small:.2f}"
    )
    print(
        f"list every match with statistics: {small_all * 1e3:.2f} ms for 100, "
        f"{large_all * 1e3:.1f} ms for 10,000: ratio {large_all / small_all:.1f} "
        f"(per match {large_all / 10_000 * 1e6:.1f} us vs {small_all / 100 * 1e6:.1f} us)"
    )
    player = _time_listing(db, filters=Filters(player="player 7"))
    print(f"list one player's matches among 10,000: {player * 1e3:.2f} ms")
    db.close()
    # opening checks every page of the file (PRAGMA quick_check) before anything is read
    size = (base / "history.sqlite3").stat().st_size
    opens = []
    for _ in range(3):
        t0 = time.perf_counter()
        HistoryDB(base / "history.sqlite3").close()
        opens.append(time.perf_counter() - t0)
    print(
        f"open the history of 10,000 matches ({size / 1e6:.1f} MB) with its quick_check: "
        f"{statistics.median(opens) * 1e3:.1f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
