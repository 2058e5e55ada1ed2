"""The entry panel on its own: it builds the shot from the marks and hands it to its ``submit``
callable, keeps the entry when the shot is refused, clears it when recorded; the call row shows only when the engine's
hints say a call can be given; an action counter installed from outside counts the actions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rules import CueBall, Pocket, Shot
from scoreboard.match.match import MatchConfig
from tests.ui.test_scorekeeper_racks import LEFT, key, make_ball
from ui.adapters.controller import Controller
from ui.scorekeeper.action_counter import ActionCounter
from ui.scorekeeper.entry_panel import EntryPanel, SubmitShot
from ui.scorekeeper.window import ScorekeeperWindow


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


def _panel(
    qtbot, discipline: str = "nine-ball", submit: SubmitShot | None = None, **config
) -> tuple[EntryPanel, Controller]:
    controller = Controller(
        MatchConfig(players=("Ann", "Bob"), discipline=discipline, breaker=0, **config)
    )
    panel = EntryPanel(submit=submit)
    qtbot.addWidget(panel)
    panel.retranslate()
    panel.show_snapshot(controller.snapshot)
    return panel, controller


def test_a_finished_entry_is_submitted_as_a_shot_and_kept_when_refused(qtbot) -> None:
    shots: list[Shot] = []

    def refuse(shot: Shot) -> bool:
        shots.append(shot)
        return False

    panel, _ = _panel(qtbot, submit=refuse)
    recorded: list[Shot] = []
    panel.recorded.connect(recorded.append)
    panel.mark_ball(3)
    assert not panel.pocket(Pocket.FOOT_LEFT)  # submitted and refused: the answer is returned
    assert len(shots) == 1
    assert shots[0].pocketed_balls == (3,)
    assert list(panel.entry.balls) == [3]  # not recorded: the mark stays
    assert recorded == []  # nothing recorded, nothing said


def test_a_panel_with_nothing_to_submit_to_records_nothing(qtbot) -> None:
    panel, _ = _panel(qtbot)
    panel.mark_ball(3)
    assert not panel.pocket(Pocket.FOOT_LEFT)
    assert list(panel.entry.balls) == [3]
    shots: list[Shot] = []

    def accept(shot: Shot) -> bool:
        shots.append(shot)
        return True

    panel.set_submit(accept)
    assert panel.pocket(Pocket.FOOT_LEFT)
    assert [s.pocketed_balls for s in shots] == [(3,)] and panel.entry.empty


def test_a_refused_shot_keeps_the_marks_and_a_recorded_one_clears_them(qtbot) -> None:
    answers: list[bool] = []
    controller: Controller | None = None

    def record(shot: Shot) -> bool:
        assert controller is not None
        ok = bool(controller.table.shot(shot, time=0.0))
        answers.append(ok)
        return ok

    panel, controller = _panel(qtbot, "eight-ball", submit=record, ruleset="wpa")
    recorded: list[Shot] = []
    panel.recorded.connect(recorded.append)
    controller.snapshot_changed.connect(panel.show_snapshot)
    assert panel.record(cue=CueBall.POCKETED)  # a scratch on the break
    assert answers == [True]
    assert panel.entry.empty
    assert panel.entry_label.text()
    assert [s.cue for s in recorded] == [CueBall.POCKETED]
    # Bob at the table, on a foul: a push out is refused (no push out in eight-ball) ...
    panel.mark_ball(9)
    assert not panel.record(push_out=True)
    assert answers == [True, False]
    assert list(panel.entry.balls) == [9] and not panel.entry.push_out  # ... the marks stay
    assert len(recorded) == 1


def test_the_call_row_shows_only_when_a_call_can_be_given(qtbot, make_window) -> None:
    nine = make_window("nine-ball")  # no called shots: the engine offers no ball to call
    assert not nine.controller.snapshot.rack.hints.callable
    panel = nine.entry_panel
    assert not panel.call_ball.isVisibleTo(nine) and not panel.call_label.isVisibleTo(nine)
    eight = make_window("eight-ball", ruleset="wpa")
    panel = eight.entry_panel
    assert not panel.call_ball.isVisibleTo(eight)  # the break is not called
    make_ball(qtbot, eight, 3)  # made on the break: the breaker continues, calling now
    assert eight.controller.snapshot.rack.hints.callable
    assert panel.call_ball.isVisibleTo(eight) and panel.call_pocket.isVisibleTo(eight)
    assert panel.call_label.isVisibleTo(eight)


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
    w.entry_panel.rails.setFocus()
    key(qtbot, w.entry_panel.rails, Qt.Key.Key_3)  # the focused spin box takes its digit
    assert counter.count == 2


def test_a_focused_detail_box_keeps_its_keys(qtbot, make_window) -> None:
    """The key map only gets the keys a focused spin box or combo box leaves (keyboard.py)."""
    w = make_window("eight-ball", ruleset="wpa")
    make_ball(qtbot, w, 3)
    moves = len(w.controller.snapshot.history)
    call_ball = w.entry_panel.call_ball
    call_ball.setFocus()
    key(qtbot, call_ball, Qt.Key.Key_5)  # the combo box's search: ball 5, not ball 5 marked
    key(qtbot, call_ball, Qt.Key.Key_C)  # not a scratch
    assert call_ball.currentData() == 5
    assert not w.entry_panel.entry.balls
    assert len(w.controller.snapshot.history) == moves
    key(qtbot, call_ball, Qt.Key.Key_Return)  # the combo box leaves Return: the shot
    assert len(w.controller.snapshot.history) == moves + 1


# -- the foul menu: the engine's per-discipline list, less what the facts rule out ------------

DISCIPLINES = [
    ("eight-ball", "wpa"),
    ("eight-ball", "rfeb"),
    ("eight-ball", "argentina"),
    ("nine-ball", None),
    ("ten-ball", None),
    ("straight-pool", None),
]


def _menu(panel: EntryPanel) -> tuple[set, set]:
    """The fouls the menu lists, and those of them it lets the scorekeeper choose."""
    panel._enable_fouls()  # as when the menu opens
    listed = {f for f, a in panel.foul_actions.items() if a.isVisible()}
    enabled = {f for f, a in panel.foul_actions.items() if a.isVisible() and a.isEnabled()}
    return listed, enabled


@pytest.mark.parametrize(("discipline", "ruleset"), DISCIPLINES)
def test_the_foul_menu_offers_the_fouls_the_engine_checks(qtbot, discipline, ruleset) -> None:
    """One source of truth: the menu lists the discipline's fouls (``rules_hints``) and lets
    the scorekeeper pick exactly those the engine accepts in the position (``entry_hints``)."""
    import rules

    config = {"ruleset": ruleset} if ruleset else {}
    panel, controller = _panel(qtbot, discipline, **config)
    cls = rules.rack_class(discipline, ruleset)
    for _ in range(2):  # on the break, then after it
        snap = controller.snapshot
        listed, enabled = _menu(panel)
        assert listed == set(cls.rules_hints().fouls)
        assert enabled == set(snap.rack.hints.fouls)
        opening = Shot(cue_and_two_to_rail=True) if discipline == "straight-pool" else Shot(rails=4)
        assert controller.table.shot(opening)
        panel.show_snapshot(controller.snapshot)


@pytest.mark.parametrize("discipline", ["nine-ball", "ten-ball"])
def test_wpa_2_7_and_5_10_the_kitchen_shot_foul_is_not_in_the_rotation_menu(
    qtbot, discipline
) -> None:
    from rules import Foul

    panel, _ = _panel(qtbot, discipline)
    listed, _ = _menu(panel)
    assert Foul.SHOT_BEHIND_HEAD_STRING not in listed and Foul.NO_RAIL in listed


def test_wpa_3_3_wrong_ball_first_is_not_offered_on_an_eight_ball_break(qtbot) -> None:
    from rules import Foul

    panel, controller = _panel(qtbot, "eight-ball", ruleset="wpa")
    listed, enabled = _menu(panel)
    assert Foul.WRONG_BALL_FIRST in listed and Foul.WRONG_BALL_FIRST not in enabled
    assert not panel.record(foul=Foul.WRONG_BALL_FIRST)  # a disabled item does nothing
    assert len(controller.snapshot.history) == 0


def test_wpa_6_3_no_rail_is_not_offered_once_a_ball_is_marked_made(qtbot) -> None:
    from rules import Foul

    panel, controller = _panel(qtbot, "nine-ball")
    assert controller.table.shot(Shot(rails=4))  # a dry break: player 1 at the table
    panel.show_snapshot(controller.snapshot)
    assert Foul.NO_RAIL in _menu(panel)[1]
    panel.mark_ball(1)
    listed, enabled = _menu(panel)
    assert Foul.NO_RAIL in listed and Foul.NO_RAIL not in enabled
    assert Foul.DOUBLE_HIT in enabled
    panel.mark_ball(1)  # unmarked again
    assert Foul.NO_RAIL in _menu(panel)[1]


def test_wpa_4_8_interference_is_dropped_from_a_shot_after_which_no_rerack_follows(qtbot) -> None:
    """The re-rack box shows when two balls are left; a foul on that shot is not a re-rack, so
    the window does not send the interference with it (the engine would refuse it)."""
    from rules import Call, Foul, Interference, Pocketed

    panel, controller = _panel(qtbot, "straight-pool")
    assert controller.table.shot(Shot(cue_and_two_to_rail=True))
    for ball in range(1, 14):
        assert controller.table.shot(
            Shot(pocketed=(Pocketed(ball, Pocket.FOOT_LEFT),), call=Call(ball, Pocket.FOOT_LEFT))
        )
    panel.show_snapshot(controller.snapshot)
    assert controller.snapshot.rack.hints.interference
    shots: list[Shot] = []

    def record(shot: Shot) -> bool:
        shots.append(shot)
        return controller.table.shot(shot)

    panel.set_submit(record)
    panel.interference.setCurrentIndex(panel.interference.findData(Interference.FIFTEENTH_IN_RACK))
    panel.mark_ball(14)
    assert panel.record(foul=Foul.DOUBLE_HIT)
    assert shots[-1].interference is Interference.NONE
