"""The entry panel on its own: it builds the shot from the marks and emits it, keeps the entry
when the shot is refused, clears it when recorded; the call row shows only when the engine's
hints say a call can be given; an action counter installed from outside counts the actions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rules import CueBall, Pocket, Shot
from scoreboard.controller import Controller
from scoreboard.match import MatchConfig
from ui.action_counter import ActionCounter
from ui.entry_panel import EntryPanel
from ui.scorekeeper import ScorekeeperWindow

from .test_scorekeeper_racks import LEFT, key, make_ball


@pytest.fixture
def make_window(qtbot):
    def make(discipline: str, **config) -> ScorekeeperWindow:
        controller = Controller(
            MatchConfig(players=("Ann", "Bob"), discipline=discipline, breaker=0, **config)
        )
        window = ScorekeeperWindow(controller)
        qtbot.addWidget(window)
        with qtbot.waitActive(window):
            window.show()
            window.activateWindow()
        return window

    return make


def _panel(qtbot, discipline: str = "nine-ball", **config) -> tuple[EntryPanel, Controller]:
    controller = Controller(
        MatchConfig(players=("Ann", "Bob"), discipline=discipline, breaker=0, **config)
    )
    panel = EntryPanel()
    qtbot.addWidget(panel)
    panel.retranslate()
    panel.show_snapshot(controller.snapshot)
    return panel, controller


def test_a_finished_entry_is_emitted_as_a_shot_and_kept_until_answered(qtbot) -> None:
    panel, _ = _panel(qtbot)
    shots: list[Shot] = []
    panel.shot_ready.connect(shots.append)
    panel.mark_ball(3)
    assert not panel.pocket(Pocket.FOOT_LEFT)  # nobody recorded it
    assert len(shots) == 1
    assert shots[0].pocketed_balls == (3,)
    assert list(panel.entry.balls) == [3]  # not recorded: the mark stays


def test_a_refused_shot_keeps_the_marks_and_a_recorded_one_clears_them(qtbot) -> None:
    panel, controller = _panel(qtbot, "eight-ball", ruleset="wpa")
    answers: list[bool] = []

    def record(shot: Shot) -> None:
        ok = controller.shot(shot, time=0.0)
        answers.append(ok)
        panel.shot_done(ok)

    panel.shot_ready.connect(record)
    controller.snapshot_changed.connect(panel.show_snapshot)
    assert panel.record(cue=CueBall.POCKETED)  # a scratch on the break
    assert answers == [True]
    assert panel.entry.empty
    assert panel.entry_label.text()


def test_the_call_row_shows_only_when_a_call_can_be_given(qtbot, make_window) -> None:
    nine = make_window("nine-ball")  # no called shots: the engine offers no ball to call
    assert not nine.controller.snapshot.rack.hints.callable
    assert not nine.call_ball.isVisibleTo(nine) and not nine.call_label.isVisibleTo(nine)
    eight = make_window("eight-ball", ruleset="wpa")
    assert not eight.call_ball.isVisibleTo(eight)  # the break is not called
    make_ball(qtbot, eight, 3)  # made on the break: the breaker continues, calling now
    assert eight.controller.snapshot.rack.hints.callable
    assert eight.call_ball.isVisibleTo(eight) and eight.call_pocket.isVisibleTo(eight)
    assert eight.call_label.isVisibleTo(eight)


def test_called_missed_is_offered_only_where_a_call_can_be_given(qtbot, make_window) -> None:
    nine = make_window("nine-ball")
    make_ball(qtbot, nine, 2)  # after the break: still no call in nine-ball
    miss = nine.entry_panel.miss_btn
    assert not miss.isVisibleTo(nine)
    key(qtbot, nine, Qt.Key.Key_M)  # the key does not turn on a mode with no button
    assert not nine.entry_panel.miss_mode
    eight = make_window("eight-ball", ruleset="wpa")
    make_ball(qtbot, eight, 3)  # made on the break: the breaker continues, calling now
    miss = eight.entry_panel.miss_btn
    assert miss.isVisibleTo(eight) and miss.isEnabled()
    key(qtbot, eight, Qt.Key.Key_M)
    assert eight.entry_panel.miss_mode and miss.isChecked()


def test_the_counter_counts_clicks_and_the_keys_the_window_takes(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="wpa")
    counter = ActionCounter(w)
    key(qtbot, w, Qt.Key.Key_B)  # not a key of the key map
    assert counter.count == 0
    key(qtbot, w, Qt.Key.Key_C)  # a scratch on the break: one action
    assert counter.count == 1
    qtbot.mouseClick(w.undo_btn, LEFT)
    assert counter.count == 2
    w.rails.setFocus()
    key(qtbot, w.rails, Qt.Key.Key_3)  # the focused spin box takes its digit
    assert counter.count == 2


def test_a_focused_detail_box_keeps_its_keys(qtbot, make_window) -> None:
    """The key map only gets the keys a focused spin box or combo box leaves (keyboard.py)."""
    w = make_window("eight-ball", ruleset="wpa")
    make_ball(qtbot, w, 3)
    moves = len(w.controller.snapshot.history)
    w.call_ball.setFocus()
    key(qtbot, w.call_ball, Qt.Key.Key_5)  # the combo box's search: ball 5, not ball 5 marked
    key(qtbot, w.call_ball, Qt.Key.Key_C)  # not a scratch
    assert w.call_ball.currentData() == 5
    assert not w.entry.balls
    assert len(w.controller.snapshot.history) == moves
    key(qtbot, w.call_ball, Qt.Key.Key_Return)  # the combo box leaves Return: the shot
    assert len(w.controller.snapshot.history) == moves + 1
