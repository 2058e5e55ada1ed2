"""The scorekeeper window's key map: the whole match can be entered with keys alone.

:class:`KeyMap` is one ``QAction`` per key binding (a digit, a pocket, Shift+pocket, Enter,
C, V, F, …), each with its text and shortcut, registered on the scorekeeper window. They do
what the window's buttons and its :class:`ui.scorekeeper.entry_panel.EntryPanel` do; the key help (F1) is
built from them (:meth:`KeyMap.help_rows`), and ``action.trigger()`` acts as the key does.

A focused child of the window gets a key of the map first, as it did when the map was a
``keyPressEvent``: a focused spin box of the shot details keeps its digits, and a focused combo
box (the call, the re-rack) keeps its letters, digits and Space (keyboard search, the popup).
A window shortcut is matched before the focused widget sees the key, and a non-editable combo
box does not claim its keys then, so the map claims them for the focused child (it accepts the
``ShortcutOverride`` the child passes on to the window); what the child then ignores (Return in
a combo box or a spin box) reaches the window as a key press, and the map triggers the action
bound to it. Shift with a key that has no Shift binding acts as the key alone, and the keypad's
digits and Enter act as the others. Dialogs and menus are windows of their own: the map's
shortcuts never act there.

The meaning of a digit depends on the moment (a ball, a choice, the lag's winner or a rack in
rack-only mode; "1" waits for a second digit); a digit's action is disabled while it means
nothing. The menu commands (new match, undo, redo, spectator display, keys) are the window's
menu actions.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication

from rules import CueBall, Group, Pocket
from scoreboard.match.snapshot import Snapshot
from ui import texts
from ui.i18n import fill

if TYPE_CHECKING:
    from ui.scorekeeper.window import ScorekeeperWindow

# Keys for the pockets, laid out like the pocket pad (foot at the top).
POCKET_KEYS: dict[Pocket, str] = {
    Pocket.FOOT_LEFT: "Q",
    Pocket.FOOT_RIGHT: "W",
    Pocket.SIDE_LEFT: "A",
    Pocket.SIDE_RIGHT: "S",
    Pocket.HEAD_LEFT: "Z",
    Pocket.HEAD_RIGHT: "X",
}
# Time to wait for a second digit (balls 10-15) after a "1".
DIGIT_WAIT_MS = 600
# Rack-only mode: digit keys for +1 rack (players 1, 2) and −1 rack (players 1, 2).
RACK_ONLY_KEYS = {1: (0, 1), 2: (1, 1), 3: (0, -1), 4: (1, -1)}

_NO_MODS = Qt.KeyboardModifier.NoModifier
_SHIFT = Qt.KeyboardModifier.ShiftModifier


def keys_text(action: QAction) -> str:
    """An action's shortcuts as the user reads them ("Ctrl+Z, Backspace")."""
    native = QKeySequence.SequenceFormat.NativeText
    return ", ".join(s.toString(native) for s in action.shortcuts())


def key_text(keys: QKeySequence | QKeySequence.StandardKey) -> str:
    """One shortcut as the menus write it ("Ctrl+N"; Qt's Spanish says "Control+N"): a
    button's "[…]" uses it too, so a key is written one way."""
    seq = keys if isinstance(keys, QKeySequence) else QKeySequence(keys)
    return seq.toString(QKeySequence.SequenceFormat.NativeText)


def menu_text(action: QAction) -> str:
    """A menu action's text without its mnemonic and ellipsis ("&New match…" → "New match")."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…")


def _digit_text(n: int) -> Callable[[], str]:
    return lambda: fill(QCoreApplication.translate("KeyHelp", "Number key %1"), str(n))


def _pocket_text(p: Pocket) -> Callable[[], str]:
    return lambda: fill(QCoreApplication.translate("KeyHelp", "Pocket: %1"), texts.text(p))


def _called_miss_text(p: Pocket) -> Callable[[], str]:
    return lambda: fill(
        QCoreApplication.translate("KeyHelp", "Called and missed: %1"), texts.text(p)
    )


class KeyMap(QObject):
    """The key map of ``window``: one ``QAction`` per key binding, added to the window.

    ``digits`` (0-9), ``pockets`` and ``called_misses`` (Shift+pocket) hold one action per key;
    the other actions are attributes named after what they do. :meth:`action_for` says which
    action a key event triggers now, without triggering it.
    """

    def __init__(self, window: ScorekeeperWindow) -> None:
        super().__init__(window)
        self._window = window
        self._digit: int | None = None
        self._digit_timer = QTimer(self)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.timeout.connect(self._flush_digit)
        self.actions: list[QAction] = []
        self._by_key: dict[tuple[int, bool], QAction] = {}
        self._texts: list[tuple[QAction, Callable[[], str]]] = []
        self._add_ball_keys()
        self._add_shot_keys()
        self._add_table_keys()
        self._add_clock_keys()
        window.addActions(self.actions)
        window.installEventFilter(self)

    def _add_ball_keys(self) -> None:
        """The digits (a ball, a choice, a rack), the pockets and Shift+pocket."""
        panel = self._window.entry_panel

        def pocket_slot(p: Pocket, called_miss: bool) -> Callable[[], object]:
            if called_miss:
                return lambda: panel.pocket(p, called_miss=True)
            return lambda: panel.pocket(p)

        self.digits = {
            n: self._add(
                f"key{n}",
                _digit_text(n),
                Qt.Key(int(Qt.Key.Key_0) + n),
                self._digit_slot(n),
                flush=False,  # a digit may be the second one of a ball
            )
            for n in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)
        }
        self.pockets: dict[Pocket, QAction] = {}
        self.called_misses: dict[Pocket, QAction] = {}
        for pocket, letter in POCKET_KEYS.items():
            k = getattr(Qt.Key, f"Key_{letter}")
            self.pockets[pocket] = self._add(
                f"pocket{pocket.name.title().replace('_', '')}",
                _pocket_text(pocket),
                k,
                pocket_slot(pocket, called_miss=False),
            )
        for pocket, letter in POCKET_KEYS.items():
            k = getattr(Qt.Key, f"Key_{letter}")
            self.called_misses[pocket] = self._add(
                f"calledMiss{pocket.name.title().replace('_', '')}",
                _called_miss_text(pocket),
                k,
                pocket_slot(pocket, called_miss=True),
                shift=True,
            )

    def _add_shot_keys(self) -> None:
        """The keys that mark or record a shot."""
        panel = self._window.entry_panel
        self.miss_mode = self._add(
            "keyMissMode",
            lambda: QCoreApplication.translate(
                "KeyHelp", "Called and missed: the next pocket clicked is the call"
            ),
            Qt.Key.Key_M,
            panel.toggle_miss_mode,
        )
        self.record = self._add(
            "keyRecord",
            lambda: QCoreApplication.translate(
                "KeyHelp", "Record the shot (nothing marked = miss)"
            ),
            Qt.Key.Key_Return,
            lambda: panel.record(),
            more=(Qt.Key.Key_Enter, Qt.Key.Key_Space),
        )
        self.scratch = self._add(
            "keyScratch",
            lambda: QCoreApplication.translate("KeyHelp", "Scratch — records the shot"),
            Qt.Key.Key_C,
            lambda: panel.record(cue=CueBall.POCKETED),
        )
        self.cue_off = self._add(
            "keyCueOff",
            lambda: QCoreApplication.translate(
                "KeyHelp", "Cue ball off the table — records the shot"
            ),
            Qt.Key.Key_V,
            lambda: panel.record(cue=CueBall.OFF_TABLE),
        )
        self.foul_menu = self._add(
            "keyFoulMenu",
            lambda: QCoreApplication.translate(
                "KeyHelp", "Foul menu — the chosen foul records the shot"
            ),
            Qt.Key.Key_F,
            panel.open_foul_menu,
        )
        self.safety = self._add(
            "keySafety",
            lambda: QCoreApplication.translate("KeyHelp", "Safety — records the shot"),
            Qt.Key.Key_D,
            lambda: panel.record(safety=True),
        )
        self.push_out = self._add(
            "keyPushOut",
            lambda: QCoreApplication.translate("KeyHelp", "Push out — records the shot"),
            Qt.Key.Key_P,
            lambda: panel.record(push_out=True),
        )
        self.off_table = self._add(
            "keyOffTable",
            lambda: QCoreApplication.translate("KeyHelp", "Next ball clicked went off the table"),
            Qt.Key.Key_O,
            panel.toggle_off_table_mode,
        )

    def _add_table_keys(self) -> None:
        """The group declared on an open table (Argentine rules), the break with nothing made,
        and clearing the entry."""
        panel = self._window.entry_panel
        self.solids = self._add(
            "keySolids",
            lambda: QCoreApplication.translate("KeyHelp", "Argentine open table: plays solids"),
            Qt.Key.Key_G,
            lambda: panel.declare(Group.SOLIDS),
        )
        self.stripes = self._add(
            "keyStripes",
            lambda: QCoreApplication.translate("KeyHelp", "Argentine open table: plays stripes"),
            Qt.Key.Key_H,
            lambda: panel.declare(Group.STRIPES),
        )
        self.break_legal = self._add(
            "keyBreakLegal",
            lambda: QCoreApplication.translate("KeyHelp", "Break with nothing made: legal"),
            Qt.Key.Key_L,
            lambda: panel.record_break(True),
        )
        self.break_short = self._add(
            "keyBreakShort",
            lambda: QCoreApplication.translate(
                "KeyHelp", "Break with nothing made: too few balls to a rail"
            ),
            Qt.Key.Key_K,
            lambda: panel.record_break(False),
        )
        self.clear = self._add(
            "keyClear",
            lambda: QCoreApplication.translate("KeyHelp", "Clear the shot being entered"),
            Qt.Key.Key_Escape,
            panel.clear_entry,
        )

    def _add_clock_keys(self) -> None:
        """The shot clock's keys."""
        window = self._window
        self.clock_start_pause = self._add(
            "keyClockStartPause",
            lambda: QCoreApplication.translate("KeyHelp", "Shot clock: start or pause"),
            Qt.Key.Key_T,
            window.clock_start_pause.emit,
        )
        self.clock_reset = self._add(
            "keyClockReset",
            lambda: QCoreApplication.translate("KeyHelp", "Shot clock: reset"),
            Qt.Key.Key_R,
            window.clock_reset.emit,
        )
        self.clock_extend = self._add(
            "keyClockExtend",
            lambda: QCoreApplication.translate("KeyHelp", "Shot clock: extension"),
            Qt.Key.Key_E,
            window.clock_extend.emit,
        )

    def _add(
        self,
        name: str,
        text: Callable[[], str],
        key: Qt.Key,
        slot: Callable[[], object],
        *,
        shift: bool = False,
        more: tuple[Qt.Key, ...] = (),
        flush: bool = True,
    ) -> QAction:
        """One key binding; ``flush`` first makes a "1" waiting for a second digit ball 1."""
        action = QAction(self._window)
        action.setObjectName(name)
        mods = _SHIFT if shift else _NO_MODS
        action.setShortcuts([QKeySequence(QKeyCombination(mods, k)) for k in (key, *more)])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if flush:

            def flushed(_: bool = False) -> None:
                self._flush_digit()
                slot()

            action.triggered.connect(flushed)
        else:
            action.triggered.connect(lambda _=False: slot())
        for k in (key, *more):
            self._by_key[(int(k), shift)] = action
        self._texts.append((action, text))
        self.actions.append(action)
        return action

    # -- texts ------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        for action, text in self._texts:
            action.setText(text())

    def help_rows(self) -> list[tuple[str, str]]:
        """The key map as (keys, what they do) rows, for the key help."""
        from ui.scorekeeper.key_help import (
            key_map_rows,  # the key help is built when it is first shown
        )

        return key_map_rows(self)

    # -- which action a key triggers -------------------------------------------------------------

    def action_for(self, event: QKeyEvent) -> QAction | None:
        """The action ``event`` triggers now (an enabled one), or None when the key is not the
        map's (then it goes on as Qt would send it)."""
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (_NO_MODS, _SHIFT):
            return None
        key = event.key()
        action = self._by_key.get((key, mods == _SHIFT)) or self._by_key.get((key, False))
        return action if action is not None and action.isEnabled() else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """The window's keys: a focused child gets the map's keys first (the map claims the
        shortcut for it); what it leaves, or what no shortcut took, triggers the action here."""
        if watched is not self._window:
            return False
        kind = event.type()
        if kind == QEvent.Type.ShortcutOverride:
            focus = QApplication.focusWidget()
            if (
                focus is not None
                and focus is not self._window
                and self._window.isAncestorOf(focus)
                and self.action_for(event) is not None  # type: ignore[arg-type]
            ):
                event.accept()
                return True
            return False
        if kind == QEvent.Type.KeyPress:
            action = self.action_for(event)  # type: ignore[arg-type]
            if action is not None:
                action.trigger()
                event.accept()
                return True
        return False

    # -- digits -----------------------------------------------------------------------------------

    def show_snapshot(self, snap: Snapshot) -> None:
        """Enable the digits that mean something now."""
        decision = self._window.decision
        for n, action in self.digits.items():
            if snap.rack_only:
                on = n in RACK_ONLY_KEYS
            elif snap.rack.awaiting_lag:
                on = decision.lag_at(n) is not None
            elif snap.decision.pending is not None:
                on = decision.option_at(n) is not None
            else:
                on = True
            action.setEnabled(on)

    def _digit_slot(self, digit: int) -> Callable[[], None]:
        return lambda: self._digit_typed(digit)

    def _digit_typed(self, digit: int) -> None:
        """A digit: a rack in rack-only mode, the lag's winner, a choice, or a ball."""
        w = self._window
        snap = w.snapshot
        if snap is None:
            return
        if snap.rack_only:
            if digit in RACK_ONLY_KEYS:
                w.rack_point(*RACK_ONLY_KEYS[digit])
            return
        if snap.rack.awaiting_lag:
            lag = w.decision.lag_at(digit)
            if lag is not None:
                w.table.lag(*lag, time=time.time())
            return
        if snap.decision.pending is not None:
            option = w.decision.option_at(digit)
            if option is not None:
                w.table.choose(option, time=time.time())
            return
        self._ball_digit(digit, snap)

    def _ball_digit(self, digit: int, snap: Snapshot) -> None:
        panel = self._window.entry_panel
        balls = self._window.rack.balls()
        if not panel.can_shoot():
            return
        if self._digit == 1 and self._digit_timer.isActive():
            self._digit_timer.stop()
            self._digit = None
            number = 10 + digit
            if number in balls and number in snap.rack.on_table:
                panel.mark_ball(number)
            return
        self._flush_digit()
        on_table = snap.rack.on_table
        if digit == 0:
            if 10 in balls and 10 in on_table:
                panel.mark_ball(10)
            return
        if digit == 1 and max(balls, default=0) >= 11:
            self._digit = 1
            self._digit_timer.start(DIGIT_WAIT_MS)
            return
        if digit in balls and digit in on_table:
            panel.mark_ball(digit)

    def _flush_digit(self) -> None:
        """A "1" still waiting for a second digit is ball 1."""
        if self._digit is not None:
            d = self._digit
            self._digit = None
            self._digit_timer.stop()
            snap = self._window.snapshot
            if snap is not None and d in snap.rack.on_table:
                self._window.entry_panel.mark_ball(d)
