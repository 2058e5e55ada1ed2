"""Whole racks entered in the real scorekeeper window, with real clicks and keys, for every
discipline: what the window shows after each step is what the rules promise."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rules import Group, Option, Pocket, RackOptions
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.scorekeeper.window import POCKET_KEYS, ScorekeeperWindow

LEFT = Qt.MouseButton.LeftButton
SHIFT = Qt.KeyboardModifier.ShiftModifier
NAMES = ("Ann", "Bob")


@pytest.fixture
def make_window(qtbot):
    def make(discipline: str, **config) -> ScorekeeperWindow:
        config.setdefault("breaker", 0)
        controller = Controller(MatchConfig(players=NAMES, discipline=discipline, **config))
        window = ScorekeeperWindow(controller)
        qtbot.addWidget(window)
        with qtbot.waitActive(window):
            window.show()
            window.activateWindow()
        return window

    return make


# -- driving the window -------------------------------------------------------------------------


def click_ball(qtbot, w: ScorekeeperWindow, n: int) -> None:
    button = w.rack.button(n)
    assert button.isEnabled(), f"ball {n} should be clickable"
    qtbot.mouseClick(button, LEFT)


def click_pocket(qtbot, w: ScorekeeperWindow, pocket: Pocket, *, shift: bool = False) -> None:
    button = w.pocket_pad.button(pocket)
    assert button.isEnabled()
    mods = SHIFT if shift else Qt.KeyboardModifier.NoModifier
    qtbot.mouseClick(button, LEFT, mods, button.hole_centre().toPoint())


def key(qtbot, w: ScorekeeperWindow, k: Qt.Key, mods=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(w, k, mods)


def pocket_key(qtbot, w: ScorekeeperWindow, pocket: Pocket, *, shift: bool = False) -> None:
    k = getattr(Qt.Key, f"Key_{POCKET_KEYS[pocket]}")
    key(qtbot, w, k, SHIFT if shift else Qt.KeyboardModifier.NoModifier)


def digit(qtbot, w: ScorekeeperWindow, n: int) -> None:
    key(qtbot, w, getattr(Qt.Key, f"Key_{n}"))


def make_ball(qtbot, w: ScorekeeperWindow, n: int, pocket: Pocket = Pocket.FOOT_LEFT) -> None:
    """The common "ball made" entry: click the ball, click its pocket."""
    before = len(w.controller.snapshot.history)
    click_ball(qtbot, w, n)
    click_pocket(qtbot, w, pocket)
    assert len(w.controller.snapshot.history) == before + 1, w.statusBar().currentMessage()


def option_button(w: ScorekeeperWindow, option: Option):
    for b in w.decision.option_buttons:
        if b.property("option") == option.value:
            return b
    raise AssertionError(f"no button for {option}")


def decision_text(w: ScorekeeperWindow) -> str:
    return w.decision.text.text()


def last_line(w: ScorekeeperWindow) -> str:
    return w.history_lines()[-1]


def score(w: ScorekeeperWindow, i: int) -> str:
    return w.players[i].score.text()


# -- nine-ball --------------------------------------------------------------------------------


def test_nine_ball_rack_run_out_with_a_miss_and_a_scratch(qtbot, make_window) -> None:
    w = make_window("nine-ball", race=(3, 3))
    assert "Breaks" in w.players[0].info.text()
    assert w.entry_panel.break_ok_btn.isVisible() and w.entry_panel.break_short_btn.isVisible()
    assert not w.entry_panel.push_btn.isEnabled()  # no push out on the break (WPA-2.5)
    make_ball(qtbot, w, 3)  # ball made on the break: Ann continues
    assert "Legal break" in last_line(w)
    assert w.players[0].name.text().startswith("▶")
    assert not w.rack.button(3).isEnabled() and w.rack.button(3).is_down
    assert w.entry_panel.push_btn.isEnabled()  # the shot after the break may be a push out
    pocket_key(qtbot, w, Pocket.FOOT_RIGHT)  # the pocket alone: the lowest ball, the 1
    assert "made 1" in last_line(w)
    digit(qtbot, w, 2)
    pocket_key(qtbot, w, Pocket.SIDE_LEFT)
    assert "made 2 (Side left)" in last_line(w)
    key(qtbot, w, Qt.Key.Key_Return)  # a miss
    assert "Miss" in last_line(w)
    assert w.players[1].name.text().startswith("▶")
    key(qtbot, w, Qt.Key.Key_C)  # Bob scratches
    assert "foul: Scratch" in last_line(w)
    assert w.players[1].fouls.text() == "1 foul"
    assert "Ball in hand anywhere" in w.players[0].info.text()
    assert "Foul by Bob: Scratch" in decision_text(w)
    assert "Ball in hand anywhere" in decision_text(w)
    assert "WPA-6.1" in w.decision.rule.text()
    for n in (4, 5, 6, 7, 8):
        make_ball(qtbot, w, n)
    assert w.players[1].fouls.text() == "1 foul"  # fouls count until the player's next shot
    make_ball(qtbot, w, 9, Pocket.HEAD_RIGHT)
    assert score(w, 0) == "1/3" and score(w, 1) == "0/3"
    assert "rack to Ann" in last_line(w)
    assert "Ann wins the rack" in decision_text(w)
    assert "Ann breaks." in decision_text(w)  # winner breaks
    assert all(w.rack.button(n).isEnabled() for n in range(1, 10))  # a fresh rack
    assert "Rack 2" in w.centre.text()


def test_nine_ball_push_out_gives_the_incoming_player_the_choice(qtbot, make_window) -> None:
    w = make_window("nine-ball")
    key(qtbot, w, Qt.Key.Key_L)  # dry break, legal
    assert "no ball made — Legal break" in last_line(w)
    assert w.entry_panel.push_btn.isEnabled()
    qtbot.mouseClick(w.entry_panel.push_btn, LEFT)
    assert "push out" in last_line(w)
    assert [b.property("option") for b in w.decision.option_buttons] == [
        Option.ACCEPT_TABLE.value,
        Option.HAND_BACK.value,
    ]
    assert "Ann chooses" in w.decision.choice_label.text()
    assert not w.entry_panel.record_btn.isEnabled()  # nothing else can be entered until Ann answers
    assert not w.pocket_pad.button(Pocket.FOOT_LEFT).isEnabled()
    qtbot.mouseClick(option_button(w, Option.HAND_BACK), LEFT)
    assert w.decision.option_buttons == []
    assert w.players[1].name.text().startswith("▶")  # Bob shoots again
    assert not w.entry_panel.push_btn.isEnabled()  # only one push out
    assert "Hand the table back" in last_line(w)


def test_nine_ball_three_fouls_lose_the_rack_with_a_warning_first(qtbot, make_window) -> None:
    w = make_window("nine-ball", race=(2, 2))
    key(qtbot, w, Qt.Key.Key_L)
    key(qtbot, w, Qt.Key.Key_C)  # Bob's first foul
    key(qtbot, w, Qt.Key.Key_Return)  # Ann misses
    key(qtbot, w, Qt.Key.Key_C)  # Bob's second foul
    assert w.players[1].fouls.text() == "⚠ 2 consecutive fouls: a third loses the rack"
    assert w.players[1].property("warned") is True
    key(qtbot, w, Qt.Key.Key_Return)  # Ann misses: Bob comes to the table warned
    assert "Warning: Bob is on two fouls" in decision_text(w)
    key(qtbot, w, Qt.Key.Key_F)  # the foul menu ...
    fouls = w.entry_panel.foul_actions
    fouls[next(iter(fouls))].trigger()  # ... wrong ball first
    assert score(w, 0) == "1/2"
    assert "Three consecutive fouls" in decision_text(w)
    assert "WPA-6.14" in w.decision.rule.text() or "WPA-2.12" in w.decision.rule.text()
    assert w.players[1].fouls.text() == ""  # a new rack: counts start again


def test_undo_of_a_rack_win_reopens_the_rack(qtbot, make_window) -> None:
    w = make_window("nine-ball", race=(3, 3))
    make_ball(qtbot, w, 9)  # the 9 on the break wins
    assert score(w, 0) == "1/3"
    assert "Rack 2" in w.centre.text()
    assert w.undo_btn.isEnabled()
    key(qtbot, w, Qt.Key.Key_Backspace)
    assert score(w, 0) == "0/3"
    assert "Rack 1" in w.centre.text()
    assert w.rack.button(9).isEnabled() and not w.rack.button(9).is_down
    assert w.history_lines() == []
    assert w.redo_btn.isEnabled() and not w.undo_btn.isEnabled()
    qtbot.mouseClick(w.redo_btn, LEFT)
    assert score(w, 0) == "1/3"
    assert "rack to Ann" in last_line(w)


# -- ten-ball ------------------------------------------------------------------------------------


def test_ten_ball_rack_called_shots_and_the_ten_last(qtbot, make_window) -> None:
    w = make_window("ten-ball")
    make_ball(qtbot, w, 2)  # break
    make_ball(qtbot, w, 1, Pocket.SIDE_RIGHT)  # the obvious ball is the call
    assert "called 1 in Side right" in last_line(w)
    key(qtbot, w, Qt.Key.Key_Return)  # nothing pocketed: a plain miss
    assert w.players[1].name.text().startswith("▶")
    # Bob calls the 3 in the head-left pocket and misses it
    digit(qtbot, w, 3)
    pocket_key(qtbot, w, Pocket.HEAD_LEFT, shift=True)
    assert "called 3 in Head left" in last_line(w)
    assert w.rack.button(3).isEnabled()  # not pocketed
    for n in range(3, 10):
        make_ball(qtbot, w, n)
    digit(qtbot, w, 0)  # 0 is the 10
    pocket_key(qtbot, w, Pocket.FOOT_RIGHT)
    assert score(w, 0) == "1/5"
    assert "Ann wins the rack" in decision_text(w)


# -- eight-ball -----------------------------------------------------------------------------------


def test_eight_ball_wpa_rack_with_calls_groups_and_the_eight(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="wpa")
    assert "Open table" in w.centre.text()
    make_ball(qtbot, w, 3)  # break: the table stays open
    assert "Open table" in w.centre.text()
    make_ball(qtbot, w, 1, Pocket.FOOT_RIGHT)  # called and made: solids
    assert "Solids" in w.players[0].info.text()
    assert "Stripes" in w.players[1].info.text()
    assert "Groups set" in w.centre.text()
    click_ball(qtbot, w, 2)
    click_pocket(qtbot, w, Pocket.HEAD_LEFT, shift=True)  # called the 2 there, missed
    assert "called 2 in Head left" in last_line(w)
    assert w.players[1].name.text().startswith("▶")
    key(qtbot, w, Qt.Key.Key_C)  # a scratch: no call needed, the call cannot change a foul
    assert "foul: Scratch" in last_line(w)
    assert "Ball in hand anywhere" in w.players[0].info.text()
    for n in (2, 4, 5, 6, 7):
        make_ball(qtbot, w, n)
    assert w.controller.snapshot.rack.legal_targets == frozenset({8})
    pocket_key(qtbot, w, Pocket.FOOT_LEFT)  # only the 8 is left to play: the pocket alone
    assert score(w, 0) == "1/5"
    assert "Ann wins the rack" in decision_text(w)


def test_eight_on_the_break_lets_the_breaker_choose(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="wpa")
    make_ball(qtbot, w, 8)
    assert "8 pocketed on the break" in decision_text(w)
    labels = [b.text() for b in w.decision.option_buttons]
    assert labels[0].startswith("1") and "Spot the 8 and continue" in labels[0]
    assert "Ann chooses" in w.decision.choice_label.text()
    assert "WPA-3.3" in w.decision.rule.text()
    assert not w.rack.button(1).isEnabled()  # no shot until the choice is made
    digit(qtbot, w, 1)
    assert w.decision.option_buttons == []
    assert w.rack.button(8).isEnabled() and not w.rack.button(8).is_down  # spotted
    assert w.players[0].name.text().startswith("▶")


def test_eight_ball_rfeb_rack_obvious_balls_and_the_eight_called(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="rfeb")
    make_ball(qtbot, w, 9)
    make_ball(qtbot, w, 1)  # obvious ball, no call needed
    assert "Solids" in w.players[0].info.text()
    key(qtbot, w, Qt.Key.Key_Return)  # RFEB: a miss needs no call
    assert w.players[1].name.text().startswith("▶")
    key(qtbot, w, Qt.Key.Key_C)  # a scratch needs no call either
    assert "foul: Scratch" in last_line(w)
    for n in (2, 3, 4, 5, 6, 7):
        make_ball(qtbot, w, n)
    make_ball(qtbot, w, 8, Pocket.SIDE_RIGHT)  # the 8 in the pocket it went into: its call
    assert score(w, 0) == "1/5"
    assert "Ann wins the rack" in decision_text(w)


def test_eight_ball_argentina_rack_with_declaration_and_sanction(qtbot, make_window) -> None:
    w = make_window("eight-ball", ruleset="argentina")
    solids = w.entry_panel.solids_btn
    assert not solids.isVisible() or not solids.isEnabled()
    make_ball(qtbot, w, 12)  # break
    assert solids.isVisible() and solids.isEnabled()  # open table: declare
    assert not w.entry_panel.safety_btn.isEnabled()  # no called safety in the Argentine rules
    key(qtbot, w, Qt.Key.Key_G)  # declares solids ...
    assert solids.isChecked()
    key(qtbot, w, Qt.Key.Key_Return)  # ... and misses: no infraction
    assert "foul" not in last_line(w)
    assert w.players[1].name.text().startswith("▶")
    make_ball(qtbot, w, 9)  # the stripe made declares stripes: Bob takes them
    assert w.controller.snapshot.players.groups == (Group.SOLIDS, Group.STRIPES)
    key(qtbot, w, Qt.Key.Key_F)  # Bob fouls (no rail, from the foul menu by its key) ...
    assert w.entry_panel.foul_menu.isVisible()
    qtbot.keyClick(w.entry_panel.foul_menu, Qt.Key.Key_2)
    assert "foul: No rail after contact" in last_line(w)
    # ... Ann accepts the position or takes ball in hand behind the head string
    assert [b.property("option") for b in w.decision.option_buttons] == [
        Option.ACCEPT_TABLE.value,
        Option.BIH_KITCHEN.value,
    ]
    assert "ARG-Sanciones" in w.decision.rule.text()
    digit(qtbot, w, 2)
    assert "Ball in hand behind the head string" in w.players[0].info.text()
    for n in range(1, 8):
        make_ball(qtbot, w, n)
    make_ball(qtbot, w, 8, Pocket.HEAD_RIGHT)
    assert score(w, 0) == "1/5"


# -- straight pool -------------------------------------------------------------------------------


def test_straight_pool_run_through_a_rerack_to_the_target(qtbot, make_window) -> None:
    w = make_window("straight-pool", options=RackOptions(target=(16, 16)))
    assert w.sheet.isVisible()
    assert w.entry_panel.break_ok_btn.text().startswith("Safety break")
    key(qtbot, w, Qt.Key.Key_L)  # safety break: cue ball and two balls to a rail
    assert w.players[1].name.text().startswith("▶")
    for n in range(1, 15):
        make_ball(qtbot, w, n, Pocket.FOOT_LEFT if n % 2 else Pocket.FOOT_RIGHT)
        if n == 13:
            assert w.entry_panel.interference.isVisibleTo(w)  # the next ball may bring a re-rack
    assert "Re-rack" in decision_text(w)
    assert w.players[1].score.text() == "14/16"
    assert all(w.rack.button(n).isEnabled() for n in range(1, 16))  # fourteen re-racked
    assert "Run 14" in w.players[1].info.text()
    make_ball(qtbot, w, 1)
    make_ball(qtbot, w, 2)
    assert w.players[1].score.text() == "16/16"
    assert "high 16" in w.players[1].info.text()
    assert "wins the match" in decision_text(w)
    sheet_rows = [
        [w.sheet.item(r, c).text() if w.sheet.item(r, c) else "" for c in range(6)]
        for r in range(w.sheet.rowCount())
    ]
    assert sheet_rows[0][3:5] == ["16", "16"]  # Bob's first inning: a run of 16
    assert sheet_rows[0][5] == "1"  # one re-rack in it
    assert not w.entry_panel.record_btn.isEnabled()  # the match is over
