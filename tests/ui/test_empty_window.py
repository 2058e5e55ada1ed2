"""No entry without a match and a journal: a window with no match set up takes nothing.

Reproduction: with an empty data folder, Cancel on New match, click the board, press 1, 3,
Q: a nameless match used to start, its shot listed and the clock running, while nothing was
written to ``journals/``. Now every input path (mouse, keys, menu actions) on that window
changes nothing, and the window says what to do (New match, or resume the last one).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox

from rules import Pocket
from scoreboard.service.session import Session
from scoreboard.table.shot_clock import Phase
from scoreboard.table.table import Table
from tests.ui.test_scorekeeper_racks import LEFT
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi
from ui.scorekeeper.setup_dialog import SetupDialog


@pytest.fixture
def empty(qtbot, qapp, tmp_path: Path, monkeypatch):
    """The app on an empty data folder, New match cancelled."""
    monkeypatch.setattr(SetupDialog, "exec", lambda self: SetupDialog.DialogCode.Rejected)
    # "There is no unfinished match." (the resume button on an empty folder)
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: QMessageBox.StandardButton.Ok)
    session = Session.open(Table(), tmp_path / "data")
    controller = Controller(session.table)
    ui = windows(controller, Translations(qapp), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.window.show()
    assert not ui.new_match()  # Cancel
    yield ui
    session.close()


def unchanged(ui: MainUi, tmp_path: Path) -> None:
    snap = ui.controller.snapshot
    assert ui.controller.table.inputs == ()
    assert len(snap.history) == 0 and ui.window.history_lines() == []
    assert not snap.set_up
    assert ui.clock.snapshot().phase is Phase.IDLE
    assert ui.window.entry_panel.pristine
    journals = tmp_path / "data" / "journals"
    assert not journals.exists() or list(journals.iterdir()) == []


def test_the_reported_clicks_and_keys_enter_nothing(qtbot, empty, tmp_path):
    w = empty.window
    qtbot.mouseClick(w.rack.button(1), LEFT)  # click the board
    for k in (Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_Q, Qt.Key.Key_T, Qt.Key.Key_Return):
        qtbot.keyClick(w, k)
    qtbot.wait(700)  # a digit waits for a second one
    unchanged(empty, tmp_path)


def test_every_input_path_changes_nothing(qtbot, empty, tmp_path):
    w = empty.window
    # every key of the key map, as typed and as its action
    for action in w.key_map.actions:
        for seq in action.shortcuts():
            combo = seq[0]
            qtbot.keyClick(w, combo.key(), combo.keyboardModifiers())
        action.trigger()
    qtbot.wait(700)
    unchanged(empty, tmp_path)
    # every button of the window (the empty window's own two open dialogs: cancelled)
    for button in w.findChildren(QAbstractButton):
        if button.isVisible():
            qtbot.mouseClick(button, LEFT)
    for ball in (1, 3, 9):
        w._ball_clicked(ball)
    for pocket in Pocket:
        w._pocket_clicked(pocket)
    w.entry_panel.record_break(True)
    w.rack_point(0, 1)
    # the menu commands that enter something
    for action in (w.act_undo, w.act_redo, w.act_concede_rack, w.act_stalemate):
        action.trigger()
    w.undo()
    w.redo()
    empty.clock_start_pause()
    empty.clock_extend()
    unchanged(empty, tmp_path)
    # and the match in play itself refuses, whoever asks
    assert not empty.controller.table.lag(0, True)
    assert not empty.controller.table.clock_expired()
    assert not empty.controller.table.undo()
    unchanged(empty, tmp_path)


def test_the_empty_window_says_what_to_do(qtbot, empty):
    d = empty.window.decision
    assert "No match is set up" in d.text.text()
    assert d.new_match_btn.isVisible() and d.resume_btn.isVisible()
    with qtbot.waitSignal(empty.window.request_new_match, timeout=1000):
        qtbot.mouseClick(d.new_match_btn, LEFT)
    assert not d.resume_btn.isEnabled()  # nothing to resume on an empty folder
    assert not empty.window.act_export.isEnabled()
    assert not empty.window.clock_panel.isEnabled()


def test_resume_is_live_only_with_an_unfinished_match(qtbot, empty, monkeypatch):
    d = empty.window.decision
    assert not d.resume_btn.isEnabled()
    monkeypatch.setattr(empty.session, "unfinished", lambda: ["a journal"])
    empty.show_resumable()
    assert d.resume_btn.isEnabled()


def test_a_match_set_up_takes_entries_again(qtbot, empty, tmp_path):
    from scoreboard.match.match import MatchConfig

    config = MatchConfig(players=("Ana", "Bruno"), discipline="nine-ball", breaker=0)
    assert empty.session.new_match(config)
    w = empty.window
    assert not empty.window.decision.new_match_btn.isVisible()
    assert w.key_map.actions[0].isEnabled()
    assert w.entry_panel.record_break(True)
    assert len(empty.controller.table.inputs) == 1
    assert list((tmp_path / "data" / "journals").iterdir())
