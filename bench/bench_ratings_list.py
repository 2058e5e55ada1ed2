"""A national ratings list imported into the player registry from the Players window
(ui/players/window.py, scoreboard/players/files.py).

A history of 200 matches among 100 players is opened in the Players window (offscreen); a
ratings list of 100,000 lines (name, rating, club; 100 of the names already in the history) is
written, then imported as Players › Import ratings… does it: read and checked, given to the
registry in one transaction, the registry read and fitted again, the people shown. A timer
ticks every 10 ms on the windows' thread meanwhile; the longest gap between two ticks says
whether the window kept answering.

Targets: the import in under 5 s; the window never still for more than 100 ms.

Run: ``python bench/bench_ratings_list.py``. Figures only, no assertions.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scoreboard.history.database import HistoryDB

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

LINES = 100_000
PLAYERS = 100
MATCHES = 200
TARGET = 5.0  # seconds for the whole import
GAP_TARGET = 0.1  # seconds: the longest the windows' thread may stay still
TICK_MS = 10


def player(i: int) -> str:
    return f"Jugador Número {i:06d}"


def write_list(path: Path, seed: int = 1) -> None:
    """A federation's list: ``name,rating,club``, the history's players among its names."""
    rng = random.Random(seed)
    with open(path, "w", encoding="utf-8") as f:
        f.write("name,rating,club\n")
        for i in range(LINES):
            f.write(f"{player(i)},{rng.randint(200, 900)},Club {i % 300}\n")


def history(path: Path) -> HistoryDB:
    from scoreboard.history.database import HistoryDB
    from tests.scoreboard.test_history import played

    rng = random.Random(2)
    db = HistoryDB(path)
    for n in range(MATCHES):
        a, b = rng.sample(range(PLAYERS), 2)
        db.save(played((player(a), player(b)), winner=n % 2, match_id=f"m{n}")[0])
    return db


def measure() -> tuple[float, float, int, str]:
    """(seconds, longest gap between ticks, people shown, the window's message)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui.adapters.gc_policy import tune
    from ui.players.window import PlayersWindow

    app = QApplication.instance() or QApplication([])
    tune()  # the app's garbage-collection policy
    with tempfile.TemporaryDirectory(prefix="bench-ratings-list-") as tmp:
        listed = Path(tmp) / "ratings.csv"
        write_list(listed)
        db = history(Path(tmp) / "history.sqlite3")
        window = PlayersWindow(None, db)
        window.show()
        app.processEvents()
        ticks: list[float] = []
        timer = QTimer()
        timer.setInterval(TICK_MS)
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.start()
        t0 = time.perf_counter()
        ticks.append(t0)
        window.import_from(str(listed))
        took = time.perf_counter() - t0
        ticks.append(time.perf_counter())
        timer.stop()
        gap = max(b - a for a, b in zip(ticks, ticks[1:], strict=False))
        shown = window.model.rowCount()
        said = window.problem.text()
        window.close()
        window.deleteLater()
        app.processEvents()
        db.close()
    return took, gap, shown, said


def figures(repeat: int = 1) -> list[tuple[str, str, str, bool | None]]:
    runs = [measure() for _ in range(repeat)]
    took = sorted(r[0] for r in runs)[len(runs) // 2]
    gap = max(r[1] for r in runs)
    return [
        (
            f"ratings list of {LINES:,} lines imported from the Players window",
            f"{took:.2f} s ({runs[0][2]:,} people shown)",
            f"< {TARGET:.0f} s",
            took < TARGET,
        ),
        (
            "the Players window answering during that import (longest gap between ticks)",
            f"{gap * 1e3:.0f} ms",
            f"< {GAP_TARGET * 1e3:.0f} ms",
            gap < GAP_TARGET,
        ),
    ]


if __name__ == "__main__":
    for figure, measured, target, met in figures():
        print(f"{figure}: {measured} (target {target}: {'met' if met else 'missed'})")
