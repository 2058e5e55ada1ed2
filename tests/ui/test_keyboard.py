"""The scorekeeper's key map as actions: each action does what its key does, the key help lists
every action's keys, and a focused line edit or combo box keeps the keys it types, in a dialog
or in the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel

from rules import Pocket
from scoreboard.match.match import MatchConfig
from tests.ui.test_scorekeeper_racks import NAMES, click_ball, key, make_ball
from ui import texts
from ui.adapters.controller import Controller
from ui.scorekeeper.action_counter import ActionCounter
from ui.scorekeeper.key_help import KeyHelp
from ui.scorekeeper.keyboard import keys_text, menu_text
from ui.scorekeeper.setup_dialog import SetupDialog
from ui.scorekeeper.window import ScorekeeperWindow

# Where each action of the key map does something: the discipline, the ruleset, and how far
# the rack has gone ("break": on the break; "after": after a legal break; "marked": after a
# legal break, ball 3 marked).
STATES: dict[str, tuple[str, str | None, str]] = {
    "keyBreakLegal": ("nine-ball", None, "break"),
    "keyBreakShort": ("nine-ball", None, "break"),
    "keySolids": ("eight-ball", "argentina", "after"),
    "keyStripes": ("eight-ball", "argentina", "after"),
    "keyClear": ("ten-ball", None, "marked"),
}
DEFAULT_STATE = ("ten-ball", None, "after")


def shown_window(qtbot, discipline: str) -> ScorekeeperWindow:
    """A scorekeeper window of a fresh ``discipline`` match, shown and active."""
    w = ScorekeeperWindow(Controller(MatchConfig(players=NAMES, discipline=discipline, breaker=0)))
    qtbot.addWidget(w)
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    return w


def _window(qtbot, name: str) -> ScorekeeperWindow:
    discipline, ruleset, stage = STATES.get(name, DEFAULT_STATE)
    config = {"ruleset": ruleset} if ruleset else {}
    controller = Controller(MatchConfig(players=NAMES, discipline=discipline, breaker=0, **config))
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    if stage != "break":
        # a legal break, the breaker stays at the table (with the key's ball still on it)
        make_ball(qtbot, w, 3 if name == "key2" else 2)
    if stage == "marked":
        click_ball(qtbot, w, 3)
    w.clock_signals = []  # type: ignore[attr-defined]
    for what in ("clock_start_pause", "clock_reset", "clock_extend"):
        getattr(w, what).connect(lambda s=what: w.clock_signals.append(s))  # type: ignore[attr-defined]
    return w


def _activate(qtbot, window) -> None:
    window.raise_()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def _seen(w: ScorekeeperWindow) -> tuple:
    """What the scorekeeper sees and what the window asked for."""
    return (
        tuple(w.history_lines()),
        w.entry_panel.entry_label.text(),
        w.statusBar().currentMessage(),
        w.entry_panel.miss_mode,
        w.entry_panel.off_table_mode,
        w.entry_panel.foul_menu.isVisible(),
        w.entry_panel.solids_btn.isChecked(),
        w.entry_panel.stripes_btn.isChecked(),
        tuple(w.clock_signals),  # type: ignore[attr-defined]
    )


ACTION_NAMES = [
    "key1", "key2", "key3", "key4", "key5", "key6", "key7", "key8", "key9", "key0",
    "pocketFootLeft", "pocketFootRight", "pocketSideLeft", "pocketSideRight",
    "pocketHeadLeft", "pocketHeadRight",
    "calledMissFootLeft", "calledMissFootRight", "calledMissSideLeft", "calledMissSideRight",
    "calledMissHeadLeft", "calledMissHeadRight",
    "keyMissMode", "keyRecord", "keyScratch", "keyCueOff", "keyFoulMenu", "keySafety",
    "keyPushOut", "keyOffTable", "keySolids", "keyStripes", "keyBreakLegal", "keyBreakShort",
    "keyClear", "keyClockStartPause", "keyClockReset", "keyClockExtend",
]  # fmt: skip


# the actions the help shows in a row with others (one text for them all)
_GROUPED = {
    *(f"key{n}" for n in range(10)),
    *(f"pocket{p.name.title().replace('_', '')}" for p in Pocket),
    "keySolids",
    "keyStripes",
    "keyBreakLegal",
    "keyBreakShort",
    "keyClockStartPause",
    "keyClockReset",
    "keyClockExtend",
}


def test_the_key_map_is_these_actions(qtbot) -> None:
    controller = Controller(MatchConfig(players=NAMES, discipline="nine-ball", breaker=0))
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    assert [a.objectName() for a in w.key_map.actions] == ACTION_NAMES
    assert all(a in w.actions() for a in w.key_map.actions)  # registered on the window


@pytest.mark.parametrize("name", ACTION_NAMES)
def test_each_action_does_what_its_key_does(qtbot, name: str) -> None:
    by_key, by_action = _window(qtbot, name), _window(qtbot, name)
    before = _seen(by_key)
    assert _seen(by_action) == before
    action = by_action.findChild(QAction, name)
    assert action is not None and action in by_action.actions()
    combo = action.shortcut()[0]
    _activate(qtbot, by_key)  # a key goes to the active window
    triggered: list[str] = []
    for a in by_key.key_map.actions:
        a.triggered.connect(lambda _=False, a=a: triggered.append(a.objectName()))
    key(qtbot, by_key, combo.key(), combo.keyboardModifiers())
    assert triggered == [name]  # the key sets off its action, and only it
    action.trigger()
    after = _seen(by_key)
    assert after != before, "the key should do something here"
    assert _seen(by_action) == after
    by_key.entry_panel.foul_menu.hide()
    by_action.entry_panel.foul_menu.hide()


def test_every_action_has_a_text_and_its_own_shortcut(qtbot) -> None:
    controller = Controller(MatchConfig(players=NAMES, discipline="nine-ball", breaker=0))
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    seen: dict[str, str] = {}
    for action in w.findChildren(QAction):
        for seq in action.shortcuts():
            text = seq.toString(QKeySequence.SequenceFormat.PortableText)
            owner = seen.setdefault(text, action.objectName() or action.text())
            # an ambiguous shortcut acts for neither action
            assert owner == (action.objectName() or action.text()), f"{text} is bound twice"
    for action in w.key_map.actions:
        assert action.text() and action.shortcuts(), action.objectName()
        assert action.shortcutContext() == Qt.ShortcutContext.WindowShortcut


def test_the_key_help_lists_every_action_of_the_key_map(qtbot) -> None:
    controller = Controller(MatchConfig(players=NAMES, discipline="nine-ball", breaker=0))
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    help_text = KeyHelp(w).findChild(QLabel).text()
    for action in w.key_map.actions:
        if action.objectName().startswith("calledMiss"):
            continue  # one row for them all: "Shift + pocket"
        if action in [w.key_map.digits[n] for n in range(2, 9)]:
            continue  # "1 … 9, 0"
        assert keys_text(action) in help_text, action.objectName()
        assert action.text() in help_text or action.objectName() in _GROUPED, action.objectName()
    for action in (w.act_undo, w.act_redo, w.act_concede_rack, w.act_keys, w.act_spectator):
        assert f"<b>{keys_text(action)}</b>" in help_text
        assert menu_text(action) in help_text
    assert "Shift + pocket" in help_text
    w.key_map.clear.setShortcut(QKeySequence(Qt.Key.Key_Delete))
    assert "Del" in KeyHelp(w).findChild(QLabel).text()  # the help follows the action


def test_a_name_typed_in_a_dialog_keeps_its_letters(qtbot) -> None:
    """Letters of the key map (C, A, S, Q, Z, E, …) and Space typed in the new-match dialog
    over the scorekeeper window go into the name, and the match is left as it was."""
    w = shown_window(qtbot, "nine-ball")
    counter = ActionCounter(w)
    dialog = SetupDialog(w)
    qtbot.addWidget(dialog)
    dialog.show()
    _activate(qtbot, dialog)
    edit = dialog.name_edits[0]
    edit.setFocus()
    assert QApplication.focusWidget() is edit
    for ch in "Cass Quezada 12":
        k = Qt.Key.Key_Space if ch == " " else getattr(Qt.Key, f"Key_{ch.upper()}")
        mods = Qt.KeyboardModifier.ShiftModifier if ch.isupper() else Qt.KeyboardModifier.NoModifier
        # the key goes where a real one would: the window that has the keyboard focus
        qtbot.keyClick(QApplication.focusWidget(), k, mods)
    assert edit.text().lower() == "cass quezada 12"
    assert counter.count == 0
    assert not w.controller.snapshot.history
    assert w.entry_panel.entry.empty


def test_a_focused_combo_box_opens_its_list_on_space(qtbot) -> None:
    """Space on a focused combo box of the shot details opens its list; it records no shot."""
    controller = Controller(
        MatchConfig(players=NAMES, discipline="eight-ball", ruleset="wpa", breaker=0)
    )
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    with qtbot.waitActive(w):
        w.show()
        w.activateWindow()
    make_ball(qtbot, w, 3)  # the breaker continues, calling now
    moves = len(w.controller.snapshot.history)
    w.entry_panel.call_pocket.setFocus()
    key(qtbot, w.entry_panel.call_pocket, Qt.Key.Key_Space)
    assert w.entry_panel.call_pocket.view().isVisible()
    assert len(w.controller.snapshot.history) == moves
    w.entry_panel.call_pocket.hidePopup()


def test_a_focused_spin_box_keeps_its_digits_and_leaves_return(qtbot) -> None:
    w = shown_window(qtbot, "nine-ball")
    assert w.entry_panel.rails.isVisible()  # the break asks for the balls to a rail
    w.entry_panel.rails.setFocus()
    w.entry_panel.rails.selectAll()
    key(qtbot, w.entry_panel.rails, Qt.Key.Key_4)  # not ball 4
    assert w.entry_panel.rails.value() == 4 and w.entry_panel.entry.empty
    key(qtbot, w.entry_panel.rails, Qt.Key.Key_Return)  # the spin box leaves Return: the shot
    assert len(w.controller.snapshot.history) == 1
    assert w.controller.snapshot.rack.turn == 1  # a legal dry break: the other player


def test_keypad_digits_and_enter_act_as_the_others(qtbot) -> None:
    w = shown_window(qtbot, "ten-ball")
    make_ball(qtbot, w, 2)
    keypad = Qt.KeyboardModifier.KeypadModifier
    key(qtbot, w, Qt.Key.Key_0, keypad)
    assert list(w.entry_panel.entry.balls) == [10]
    w.key_map.clear.trigger()
    key(qtbot, w, Qt.Key.Key_Enter, keypad)  # a miss
    assert len(w.controller.snapshot.history) == 2


def test_shift_with_a_key_that_has_no_shift_binding_acts_as_the_key(qtbot) -> None:
    w = shown_window(qtbot, "nine-ball")
    key(qtbot, w, Qt.Key.Key_C, Qt.KeyboardModifier.ShiftModifier)  # a scratch on the break
    assert len(w.controller.snapshot.history) == 1


def test_digits_that_mean_nothing_now_are_disabled(qtbot) -> None:
    controller = Controller(MatchConfig(players=NAMES, discipline="nine-ball", breaker=None))
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    digits = w.key_map.digits
    assert w.controller.snapshot.rack.awaiting_lag
    assert [n for n, a in digits.items() if a.isEnabled()] == [1, 2, 3, 4]
    digits[3].trigger()  # Bob won the lag and breaks
    assert w.controller.snapshot.rack.turn == 1
    assert all(a.isEnabled() for a in digits.values())


@pytest.mark.parametrize("pocket", list(Pocket))
def test_pocket_actions_are_named_after_their_pocket(qtbot, pocket: Pocket) -> None:
    controller = Controller(MatchConfig(players=NAMES, discipline="nine-ball", breaker=0))
    w = ScorekeeperWindow(controller)
    qtbot.addWidget(w)
    assert texts.text(pocket) in w.key_map.pockets[pocket].text()
    assert texts.text(pocket) in w.key_map.called_misses[pocket].text()


def test_a_fresh_window_takes_the_keys_and_a_clicked_field_hands_them_back(qtbot) -> None:
    """Keys typed as a scorekeeper types them, to whatever has the focus: in a fresh window a
    digit marks a ball (no field takes it first); a field clicked for one shot keeps what is
    typed in it, and once the shot is recorded the next digit marks a ball again."""
    from PySide6.QtTest import QTest

    w = shown_window(qtbot, "ten-ball")
    controller = w.controller

    def typed(k: Qt.Key) -> None:
        QTest.keyClick(QApplication.focusWidget() or w, k)

    assert not w.entry_panel.isAncestorOf(QApplication.focusWidget())
    typed(Qt.Key.Key_1)
    assert w.entry_panel.entry.balls == [1]
    typed(Qt.Key.Key_Escape)
    assert w.entry_panel.entry.balls == []
    rails = w.entry_panel.rails
    assert rails.isVisible() and rails.isEnabled(), (rails.isVisible(), rails.isEnabled())
    qtbot.mouseClick(rails, Qt.MouseButton.LeftButton)  # the scorekeeper picks the field
    assert QApplication.focusWidget() is rails
    rails.selectAll()
    typed(Qt.Key.Key_4)  # goes into the field (balls to a rail on the break), not to the rack
    assert rails.value() == 4 and w.entry_panel.entry.balls == []
    typed(Qt.Key.Key_Return)  # the field does not want Return: the break is recorded
    assert len(controller.snapshot.history) == 1
    assert controller.snapshot.history.last.move.rails == 4
    typed(Qt.Key.Key_1)
    assert w.entry_panel.entry.balls == [1]
