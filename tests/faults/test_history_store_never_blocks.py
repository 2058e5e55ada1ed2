"""Storing a won match never blocks the window, and never loses the match.

Another program (a backup tool, a second reader) holds the history with an open write
transaction when the match is won:

* the window goes on turning its event loop while the store waits for the lock, and the match
  lands in the history once the lock is released; the journal is archived only after that;
* closing the app while the store waits gives up quickly, writes nothing afterwards, and the
  next start stores the match, then archives the journal;
* a window closed while the history is still refusing stops trying: nothing is stored after
  its session is closed, and no retry fires on what is gone.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel

from scoreboard.service.session import Session
from scoreboard.table.journal import read_journal
from scoreboard.table.table import Table
from tests.faults.test_faults import make_ui
from tests.faults.test_history_faults import CONFIG, NINE_ON_BREAK, archived, journals
from ui.adapters.controller import Controller
from ui.main import MainUi

ONE_RACK = dataclasses.replace(CONFIG, race=(1, 1))


class HistoryHeld:
    """Another connection with an open write transaction on the history."""

    def __init__(self, db: Path) -> None:
        self.conn: sqlite3.Connection | None = sqlite3.connect(db, isolation_level=None)
        self.conn.execute("BEGIN IMMEDIATE")
        # a real write inside it: the history is held, not only reserved
        self.conn.execute(
            "INSERT INTO players (name, key, first_seen, last_seen) VALUES ('x', 'x', '', '')"
        )

    def release(self) -> None:
        if self.conn is not None:
            self.conn.execute("ROLLBACK")
            self.conn.close()
            self.conn = None


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    Session.open(Table(), folder).close()  # a history that works
    return folder


@pytest.fixture
def held(data: Path) -> Iterator[HistoryHeld]:
    lock = HistoryHeld(data / "history.sqlite3")
    try:
        yield lock
    finally:
        lock.release()


def stored_ids(data: Path) -> list[str]:
    conn = sqlite3.connect(data / "history.sqlite3")
    try:
        return [r[0] for r in conn.execute("SELECT match_id FROM matches")]
    finally:
        conn.close()


def bar_text(ui) -> str:
    bar = ui.window.findChild(QLabel, "historyWarning")
    return bar.text() if bar is not None and not bar.isHidden() else ""


def won_while_storing(qtbot, data: Path) -> tuple[Controller, Session, MainUi, str]:
    """A window whose one-rack match has just been won: its store is on the history's thread."""
    controller = Controller()
    session = Session.open(controller.table, data)
    window = make_ui(controller, session, sound=False)
    qtbot.addWidget(window.window)
    assert session.new_match(ONE_RACK)
    assert session.journal is not None
    match_id = session.journal.match_id
    assert controller.table.shot(NINE_ON_BREAK)
    assert session.history_storing
    return controller, session, window, match_id


def test_the_window_keeps_turning_while_a_locked_history_stores_the_won_match(
    qtbot, data: Path, held: HistoryHeld, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ui.main

    monkeypatch.setattr(ui.main, "HISTORY_RETRY_MS", 200)
    controller = Controller()
    session = Session.open(controller.table, data)
    window = make_ui(controller, session, sound=False)
    qtbot.addWidget(window.window)
    window.show()
    assert session.new_match(ONE_RACK)
    assert session.journal is not None
    match_id = session.journal.match_id

    ticks: list[bool] = []  # one per turn of the timer: was a store in flight?
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(session.history_storing))
    timer.start()
    try:
        started = time.monotonic()
        assert controller.table.shot(NINE_ON_BREAK)
        took = time.monotonic() - started
        assert controller.snapshot.winner == 0
        assert session.history_storing  # handed over, not waited for
        # the event loop turns while the store waits for the lock
        qtbot.waitUntil(lambda: ticks.count(True) >= 20, timeout=10_000)
        print(f"winning shot took {took * 1000:.0f} ms; {ticks.count(True)} timer ticks so far")
        assert stored_ids(data) == []
        assert [read_journal(p).ended for p in journals(data)] == [None]
        assert archived(data) == []

        held.release()
        # the store lands (this one, or a retry if the first gave up)
        qtbot.waitUntil(lambda: match_id in stored_ids(data), timeout=20_000)
        qtbot.waitUntil(lambda: not session.history_storing, timeout=5_000)
    finally:
        timer.stop()
    print(f"timer ticks while storing: {ticks.count(True)}; stored: {stored_ids(data)}")
    assert session.history_pending is None and not session.history_conflict
    assert bar_text(window) == ""
    # the journal waits, unarchived, until the match is put away
    assert archived(data) == [] and len(journals(data)) == 1
    session.close()
    (closed,) = archived(data)
    assert read_journal(closed).ended == "finished"
    assert journals(data) == []


def test_closing_while_the_history_is_locked_loses_nothing(
    qtbot, data: Path, held: HistoryHeld
) -> None:
    controller, session, window, match_id = won_while_storing(qtbot, data)

    started = time.monotonic()
    window.window.close()
    session.close()
    took = time.monotonic() - started
    print(f"closed with a store in flight in {took:.2f} s")
    # nothing archived: the journal waits, won, for the next start
    (kept,) = journals(data)
    assert read_journal(kept).ended is None and archived(data) == []

    held.release()
    # the store given up at closing writes nothing once the lock is gone
    qtbot.waitUntil(lambda: not window.history_writer.busy, timeout=20_000)
    assert stored_ids(data) == []

    again = Session.open(Table(), data)
    try:
        assert again.stored_at_start == [match_id]
        assert again.unfinished() == []
    finally:
        again.close()
    assert stored_ids(data) == [match_id]
    (closed,) = archived(data)
    assert json.loads(closed.read_text("utf-8").splitlines()[-1])["end"] == "finished"


def test_a_closed_window_stops_retrying_the_history(
    qtbot, data: Path, held: HistoryHeld, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ui.main

    monkeypatch.setattr(ui.main, "HISTORY_RETRY_MS", 50)
    controller = Controller()
    session = Session.open(controller.table, data)
    window = make_ui(controller, session, sound=False)  # closed and deleted by the test itself
    qtbot.addWidget(window.spectator)
    assert session.new_match(ONE_RACK)
    assert controller.table.shot(NINE_ON_BREAK)
    # the first store gives up on the lock; the bar says so and the window retries
    qtbot.waitUntil(lambda: bool(bar_text(window)), timeout=20_000)
    assert "Not in the history yet" in bar_text(window)

    window.window.close()
    session.close()
    window.window.deleteLater()  # what a test leaves behind, or the app at its end
    qtbot.wait(10)
    held.release()
    qtbot.wait(300)  # several retry intervals: none may fire on what is gone
    qtbot.waitUntil(lambda: not window.history_writer.busy, timeout=20_000)
    assert stored_ids(data) == []
    (kept,) = journals(data)
    assert read_journal(kept).ended is None


def test_a_win_undone_while_it_is_being_stored_leaves_the_history(
    qtbot, data: Path, held: HistoryHeld
) -> None:
    controller, session, window, match_id = won_while_storing(qtbot, data)
    assert controller.table.undo()  # the scorekeeper takes the winning shot back
    assert controller.snapshot.winner is None
    held.release()
    qtbot.waitUntil(lambda: not session.history_storing, timeout=20_000)
    qtbot.waitUntil(lambda: not window.history_writer.busy, timeout=20_000)
    # the history keeps won matches only: the store that landed is taken back out
    assert stored_ids(data) == []
    assert bar_text(window) == ""
    session.close()
    (kept,) = journals(data)
    assert read_journal(kept).ended is None and archived(data) == []
    again = Session.open(Table(), data)
    try:
        assert [c.match_id for c in again.unfinished()] == [match_id]
    finally:
        again.close()


def test_a_won_match_put_away_while_it_is_being_stored_is_archived_once_it_lands(
    qtbot, data: Path, held: HistoryHeld
) -> None:
    controller = Controller()
    session = Session.open(controller.table, data)
    window = make_ui(controller, session, sound=False)
    qtbot.addWidget(window.window)
    assert session.new_match(ONE_RACK)
    assert session.journal is not None
    won = session.journal.match_id
    assert controller.table.shot(NINE_ON_BREAK)
    assert session.history_storing
    # the next match starts at once: the won one is not archived while it is not stored
    assert session.new_match(dataclasses.replace(ONE_RACK, players=("Carla", "Dani")))
    assert archived(data) == [] and len(journals(data)) == 2
    held.release()
    qtbot.waitUntil(lambda: won in stored_ids(data), timeout=20_000)
    qtbot.waitUntil(lambda: len(archived(data)) == 1, timeout=5_000)
    (closed,) = archived(data)
    assert read_journal(closed).match_id == won and read_journal(closed).ended == "finished"
    assert session.journal is not None and session.journal.match_id != won
    session.close()
