"""A history emptied or cut short while the app runs (a sync tool, a bad copy, ``: > file``) is
never silently replaced by a new, empty one: the app says so, naming the file, and writes it
back from the copy it holds of what it stored, before anything else is stored. The matches
stored before, and the match won after, are all there at the next start."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from scoreboard.service.session import Session
from scoreboard.table.table import Table
from tests.faults.test_faults import make_ui
from tests.faults.test_history_faults import CONFIG, win_rack
from ui.adapters.controller import Controller


def _said(window) -> list[str]:
    return [
        box.text()
        for box in window.window.findChildren(QMessageBox, "historyPutBack")
        if box.isVisible()
    ]


@pytest.mark.parametrize("cut", ["to 0 bytes", "to half"])
def test_a_history_cut_short_under_the_app_is_said_and_written_back(
    qtbot, tmp_path: Path, cut: str
) -> None:
    data = tmp_path / "data"
    db = data / "history.sqlite3"
    controller = Controller()
    session = Session.open(controller.table, data)
    window = make_ui(controller, session, sound=False)
    qtbot.addWidget(window.window)
    stored = []
    for winner in (0, 1):
        assert session.new_match(CONFIG)
        stored.append(session.match_id)
        win_rack(controller, winner)
        win_rack(controller, winner)
        qtbot.waitUntil(lambda: not session.history_storing, timeout=10_000)
    qtbot.waitUntil(lambda: window.history_writer.settled, timeout=10_000)

    os.truncate(db, 0 if cut == "to 0 bytes" else db.stat().st_size // 2)
    assert session.new_match(CONFIG)
    stored.append(session.match_id)
    win_rack(controller, 0)
    win_rack(controller, 0)  # stored into the history written back first
    qtbot.waitUntil(lambda: not session.history_storing, timeout=10_000)
    qtbot.waitUntil(lambda: bool(_said(window)), timeout=10_000)
    said = _said(window)
    browsed = session.history_to_browse()
    shown = browsed.count_matches() if browsed is not None else None
    session.close()

    again = Session.open(Table(), data)
    try:
        assert again.history is not None
        kept = [row.match_id for row in again.history.list_matches()]
        problems = list(again.problems)
    finally:
        again.close()
    print(f"tried: history cut {cut} mid-run; said {said}; next start holds {len(kept)} matches")
    assert len(said) == 1 and str(db) in said[0] and "emptied or cut short" in said[0]
    assert shown == 3
    assert sorted(kept) == sorted(stored)
    assert problems == []  # nothing left to say at the next start


def test_a_history_emptied_while_only_browsed_is_written_back_before_it_is_listed(
    qtbot, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    db = data / "history.sqlite3"
    controller = Controller()
    session = Session.open(controller.table, data)
    window = make_ui(controller, session, sound=False)
    qtbot.addWidget(window.window)
    assert session.new_match(CONFIG)
    match_id = session.match_id
    win_rack(controller, 1)
    win_rack(controller, 1)
    qtbot.waitUntil(lambda: window.history_writer.settled, timeout=10_000)

    os.truncate(db, 0)
    browsed = session.history_to_browse()  # what the history window lists
    assert browsed is not None
    listed = [row.match_id for row in browsed.list_matches()]
    window._show_history_state()
    said = _said(window)
    session.close()
    print(f"tried: history emptied, then browsed; listed {listed}; said {said}")
    assert listed == [match_id]
    assert len(said) == 1
    assert db.stat().st_size > 0
