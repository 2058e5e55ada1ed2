"""A won match's journal and the history always agree by the next start.

* a win undone while another program holds the history: the delete waits and fails; the match
  stays in play, a lasting bar says the undone win is still in the history, and the delete is
  tried again until it lands. If the app stops first, the next start takes the undone win out
  and offers the journal (every input entered after the win is in it);
* a match stored and then killed before its journal was archived: the next start archives the
  journal (with its ``end`` line) without storing the match again, and never reads it again.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scoreboard.service.session import Session
from scoreboard.table.journal import read_journal
from scoreboard.table.table import Table
from tests.faults.test_faults import make_ui
from tests.faults.test_history_faults import NINE_ON_BREAK, archived, journals
from tests.faults.test_history_store_never_blocks import (
    ONE_RACK,
    HistoryHeld,
    bar_text,
    stored_ids,
)
from ui.adapters.controller import Controller


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    import scoreboard.service.session
    import ui.main

    # the history's thread waits a moment for a lock, and the window retries often
    monkeypatch.setattr(scoreboard.service.session, "STORE_BUSY_TIMEOUT", 0.3)
    monkeypatch.setattr(ui.main, "HISTORY_RETRY_MS", 100)
    folder = tmp_path / "data"
    Session.open(Table(), folder).close()
    return folder


def _won_stored_then_undone_while_held(qtbot, data: Path):
    controller = Controller()
    session = Session.open(controller.table, data)
    window = make_ui(controller, session, sound=False)
    qtbot.addWidget(window.window)
    assert session.new_match(ONE_RACK)
    match_id = session.match_id
    assert controller.table.shot(NINE_ON_BREAK)
    qtbot.waitUntil(lambda: not session.history_storing, timeout=10_000)
    assert stored_ids(data) == [match_id]

    held = HistoryHeld(data / "history.sqlite3")
    assert controller.table.undo()
    assert controller.snapshot.winner is None  # play goes on
    qtbot.waitUntil(lambda: "undone win" in bar_text(window), timeout=10_000)
    return controller, session, window, held, match_id


def test_an_undone_win_the_history_cannot_take_out_is_said_and_retried(qtbot, data: Path) -> None:
    controller, session, window, held, match_id = _won_stored_then_undone_while_held(qtbot, data)
    try:
        shown = bar_text(window)
        assert session.undo_pending
        assert stored_ids(data) == [match_id]  # still there, and said so
    finally:
        held.release()
    # retried by the window until the history takes the win out; the bar goes
    qtbot.waitUntil(lambda: stored_ids(data) == [], timeout=10_000)
    qtbot.waitUntil(lambda: bar_text(window) == "", timeout=10_000)
    assert session.undo_pending is None
    session.close()
    again = Session.open(Table(), data)
    try:
        offered = [c.match_id for c in again.unfinished()]
    finally:
        again.close()
    print(f"tried: win undone while the history was held; bar {shown!r}; offered {offered}")
    assert "still in the history" in shown
    assert offered == [match_id]


def test_an_undone_win_left_in_the_history_at_exit_is_offered_at_the_next_start(
    qtbot, data: Path
) -> None:
    controller, session, window, held, match_id = _won_stored_then_undone_while_held(qtbot, data)
    try:
        assert controller.table.shot(NINE_ON_BREAK.__class__(rails=4))  # played on after the undo
        entered = [i.to_dict() for i in controller.table.inputs]
        window.window.close()
        session.close()  # the app stops with the undone win still in the history
        assert stored_ids(data) == [match_id]
    finally:
        held.release()

    again = Session.open(Table(), data)
    try:
        offered = again.unfinished()
        in_history = stored_ids(data)
    finally:
        again.close()
    print(f"next start: offered {[c.match_id for c in offered]}, history {in_history}")
    (journal,) = offered
    assert journal.match_id == match_id
    assert in_history == []  # exactly one place: the journal
    assert [i.to_dict() for i in journal.inputs][-1] == entered[-1]


def test_a_match_stored_then_killed_before_its_journal_was_archived_is_archived_at_start(
    qtbot, data: Path
) -> None:
    controller = Controller()
    session = Session.open(controller.table, data)
    assert session.new_match(ONE_RACK)
    match_id = session.match_id
    assert controller.table.shot(NINE_ON_BREAK)
    assert stored_ids(data) == [match_id]
    # killed here: stored, the journal never closed (nothing more runs in this process)
    assert session.history is not None and session.lock is not None
    session.history.close()
    session.lock.release()
    (left,) = journals(data)
    assert read_journal(left).ended is None

    for start in (1, 2):
        again = Session.open(Table(), data)
        try:
            stored_again, offered = list(again.stored_at_start), again.unfinished()
        finally:
            again.close()
        print(f"start {start}: journals {journals(data)}, archived {len(archived(data))}")
        assert stored_again == [] and offered == []
        assert journals(data) == []  # archived: never re-read at a start
        (closed,) = archived(data)
        assert read_journal(closed).ended == "finished"
        assert stored_ids(data) == [match_id]
