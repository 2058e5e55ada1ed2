"""The Players window refits its ratings when a setting changes: a spin box's steps once, after
they stop, and off the windows' thread whatever the history is (a file or one in memory), the
registry not read again."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from scoreboard.history.database import HistoryDB
from tests.scoreboard.test_history import played
from tests.ui.test_players_window import history, rows
from ui.players import reading
from ui.players.window import REFIT_AFTER_MS, PlayersWindow


@pytest.fixture
def fits(monkeypatch: pytest.MonkeyPatch) -> list[threading.Thread]:
    """The thread of each ratings fit the window asks for, in order."""
    seen: list[threading.Thread] = []
    real = reading.rate

    def rate(*args: object, **kwargs: object) -> object:
        seen.append(threading.current_thread())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(reading, "rate", rate)
    return seen


def test_the_starters_steps_refit_once_after_they_stop(
    qtbot, tmp_path: Path, fits: list[threading.Thread]
) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    before = int(rows(w)["Ana"][1])
    fits.clear()
    for _ in range(4):  # four clicks on the arrow: 500 to 600
        w.starter.stepUp()
    assert fits == []  # nothing fitted while the steps come
    qtbot.waitUntil(lambda: len(fits) == 1, timeout=5_000)
    qtbot.wait(2 * REFIT_AFTER_MS)
    assert len(fits) == 1
    assert int(rows(w)["Ana"][1]) == before + 100  # the starter sets the origin
    db.close()


def test_a_refit_reads_nothing_again(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    reads: list[int] = []
    real = reading.read_registry
    monkeypatch.setattr(reading, "read_registry", lambda *a, **k: reads.append(1) or real(*a, **k))
    w.club.established.setValue(50)
    qtbot.waitUntil(lambda: rows(w)["Ana"][1].endswith(" (provisional)"), timeout=5_000)
    w.group.setCurrentIndex(w.group.findData("eight-ball"))
    assert rows(w)["Bea"][1] == ""  # Bea played no eight-ball
    assert reads == []
    db.close()


def test_a_refit_runs_off_the_windows_thread_even_on_a_history_in_memory(
    qtbot, fits: list[threading.Thread]
) -> None:
    db = HistoryDB(":memory:")
    for n, winner in enumerate((0, 1, 0)):
        db.save(played(("Ana", "Bea"), winner=winner, match_id=f"m{n}")[0])
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    fits.clear()
    w.starter.setValue(600)
    qtbot.waitUntil(lambda: len(fits) == 1, timeout=5_000)
    assert fits[0] is not threading.main_thread()
    assert 550 < int(rows(w)["Ana"][1]) < 650
    db.close()


def test_a_spin_box_value_never_becomes_the_rest_before_the_refit(qtbot, tmp_path: Path) -> None:
    db = history(tmp_path)
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    w.club.established.setValue(5_000)  # a value, not a rest of five seconds
    assert w.refit_timer.interval() == REFIT_AFTER_MS and w.refit_timer.isActive()
    w.starter.setValue(725)
    assert w.refit_timer.interval() == REFIT_AFTER_MS
    db.close()
