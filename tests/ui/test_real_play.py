"""Real play in the scorekeeper window: the messy shots of a club rack are recorded in one or
two actions and judged, and when a verdict needs one more fact the window asks for exactly it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from rules import Pocket
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.i18n import Translations
from ui.scorekeeper.window import ScorekeeperWindow

LEFT = Qt.MouseButton.LeftButton
FL, SL = Pocket.FOOT_LEFT, Pocket.SIDE_LEFT


def window(qtbot, discipline: str, **config) -> ScorekeeperWindow:
    controller = Controller(
        MatchConfig(players=("Ann", "Bob"), discipline=discipline, breaker=0, **config)
    )
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    return w


def click_ball(qtbot, w: ScorekeeperWindow, n: int) -> None:
    qtbot.mouseClick(w.rack.button(n), LEFT)


def click_pocket(qtbot, w: ScorekeeperWindow, pocket: Pocket) -> None:
    button = w.pocket_pad.button(pocket)
    qtbot.mouseClick(button, LEFT, Qt.KeyboardModifier.NoModifier, button.hole_centre().toPoint())


def moves(w: ScorekeeperWindow) -> int:
    return len(w.controller.snapshot.history)


def test_the_player_on_solids_pocketing_only_a_stripe_takes_two_clicks(qtbot) -> None:
    w = window(qtbot, "eight-ball", ruleset="wpa")
    click_ball(qtbot, w, 3)
    click_pocket(qtbot, w, FL)  # break: Ann continues, open table
    click_ball(qtbot, w, 2)
    click_pocket(qtbot, w, FL)  # Ann takes the solids
    click_ball(qtbot, w, 11)
    click_pocket(qtbot, w, SL)  # the natural entry: the 11, its pocket
    assert moves(w) == 3, w.statusBar().currentMessage()
    assert w.controller.snapshot.rack.turn == 1
    assert "WPA-3.6" in w.decision.rule.text()


def test_the_eight_early_ends_the_rack_in_two_clicks(qtbot) -> None:
    w = window(qtbot, "eight-ball", ruleset="wpa", race=(3, 3))
    click_ball(qtbot, w, 3)
    click_pocket(qtbot, w, FL)
    click_ball(qtbot, w, 8)
    click_pocket(qtbot, w, SL)
    assert moves(w) == 2, w.statusBar().currentMessage()
    assert w.controller.snapshot.players.racks_won == (0, 1)
    assert "WPA-3.8" in w.decision.rule.text()


def test_when_the_call_matters_the_decision_panel_asks_for_the_called_ball(qtbot) -> None:
    w = window(qtbot, "eight-ball", ruleset="wpa")
    click_ball(qtbot, w, 3)
    click_pocket(qtbot, w, FL)
    click_ball(qtbot, w, 4)
    click_ball(qtbot, w, 12)
    qtbot.mouseClick(w.entry_panel.record_btn, LEFT)  # no pocket: the call decides the group
    assert moves(w) == 1
    asked = [b.property("ball") for b in w.decision.option_buttons]
    assert asked == [4, 12]
    assert w.decision.choice_label.text() == "Which ball was called?"
    qtbot.mouseClick(w.decision.option_buttons[1], LEFT)  # the 12 was called
    click_pocket(qtbot, w, SL)  # ... in the side pocket, where it went
    assert moves(w) == 2, w.statusBar().currentMessage()
    snap = w.controller.snapshot
    assert (
        snap.rack.turn == 0
        and snap.players.groups[0] is not None
        and snap.players.groups[0].value == "stripes"
    )
    assert w.decision.option_buttons == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_inning_sheet_headers_are_readable_at_1366x768(qtbot, lang: str) -> None:
    """Each line of each 14.1 sheet header fits its column, in Spanish and English."""
    from scoreboard.service.demo import load_demo

    translations = Translations(QApplication.instance())
    try:
        assert translations.set_language(lang)
        w = window(qtbot, "straight-pool")
        load_demo(w.controller.table, "straight-pool")
        w.resize(1366, 768)
        QApplication.processEvents()
        header = w.sheet.horizontalHeader()
        metrics = header.fontMetrics()
        for col in range(w.sheet.columnCount()):
            text = w.sheet.horizontalHeaderItem(col).text()
            for line in text.split("\n"):
                assert metrics.horizontalAdvance(line) + 4 <= header.sectionSize(col), (lang, line)
        assert header.textElideMode() is Qt.TextElideMode.ElideNone
    finally:
        translations.set_language("en")


def test_argentine_equalise_the_incoming_player_clicks_the_balls_to_remove(qtbot) -> None:
    from rules import CueBall, Group, Pocketed, Shot

    w = window(qtbot, "eight-ball", ruleset="argentina")
    c = w.controller
    c.table.shot(Shot(pocketed=(Pocketed(3, FL),)))  # break: Ann continues, open table
    c.table.shot(Shot(pocketed=(Pocketed(2, FL),), declared_group=Group.SOLIDS))  # Ann: solids
    # Ann fouls pocketing two of her own: Bob may remove two of his to equalise
    c.table.shot(Shot(pocketed=(Pocketed(4, FL), Pocketed(5, SL)), cue=CueBall.POCKETED))
    snap = c.snapshot
    assert snap.rack.hints.pick == 2 and snap.rack.hints.pick_from == frozenset(range(9, 16))
    assert "click 2 of them on the rack" in w.decision.choice_label.text()
    assert w.rack.button(12).isEnabled() and not w.rack.button(6).isEnabled()
    click_ball(qtbot, w, 12)
    assert len(c.snapshot.history) == len(snap.history)  # one more to pick
    click_ball(qtbot, w, 14)
    last = c.snapshot.history.last
    assert last is not None and last.verdict.removed == (12, 14)
    assert (
        not {12, 14} & c.snapshot.rack.on_table and {9, 10, 11, 13, 15} <= c.snapshot.rack.on_table
    )
    assert "Removed: 12, 14" in w.decision.text.text()
