"""The scorekeeper window's keyboard: the whole match can be entered with keys alone.

A mixin for :class:`ui.scorekeeper.ScorekeeperWindow`: it turns key presses into the same
actions the window's buttons and its :class:`ui.entry_panel.EntryPanel` perform (F1 in the
window lists them). :meth:`KeyboardInput.key_action` says what a key does now, without doing it.

Why the key map is a ``keyPressEvent`` and not ``QAction`` shortcuts: the key only reaches the
window when no focused child took it. A focused spin box of the shot details keeps its digits,
and a focused combo box (the call, the re-rack) keeps its letters, digits and Space (keyboard
search, the popup); what they ignore (Return in a spin box) goes on to the window. A window
shortcut is matched before the focused widget sees the key, and a non-editable combo box does
not claim its keys then: a "C" shortcut records a scratch where the combo box used to jump to
"cue ball…", and Space records the shot instead of opening the list. Widget-scoped shortcuts on
the window would stop the keys a child ignores, so this path would still be needed for them.
The meaning of a key also depends on the moment (a digit is a ball, a choice, the lag's winner
or a rack in rack-only mode; "1" waits for a second digit), which one dispatcher states once.
The menu commands (new match, undo, redo, spectator display, keys) are ``QAction`` shortcuts.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from rules import CueBall, Group, Pocket
from scoreboard.snapshot import Snapshot

#: Keys for the pockets, laid out like the pocket pad (foot at the top).
POCKET_KEYS: dict[Pocket, str] = {
    Pocket.FOOT_LEFT: "Q",
    Pocket.FOOT_RIGHT: "W",
    Pocket.SIDE_LEFT: "A",
    Pocket.SIDE_RIGHT: "S",
    Pocket.HEAD_LEFT: "Z",
    Pocket.HEAD_RIGHT: "X",
}
KEY_TO_POCKET = {getattr(Qt.Key, f"Key_{k}"): p for p, k in POCKET_KEYS.items()}
#: Time to wait for a second digit (balls 10-15) after a "1".
DIGIT_WAIT_MS = 600
#: Rack-only mode: digit keys for +1 rack (players 1, 2) and −1 rack (players 1, 2).
RACK_ONLY_KEYS = {1: (0, 1), 2: (1, 1), 3: (0, -1), 4: (1, -1)}


class KeyboardInput:
    """Key handling of the scorekeeper window (mixed into the window class)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        action = self.key_action(event)
        if action is not None:
            action()
            event.accept()
            return
        super().keyPressEvent(event)

    def key_action(self, event: QKeyEvent):  # noqa: ANN201
        """What the key map does for ``event`` now (a callable), or None when the key is not
        the window's (then it goes on as Qt would send it)."""
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if mods not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return None
        shift = mods == Qt.KeyboardModifier.ShiftModifier
        snap = self._snap
        if snap is None:
            return None
        return self._key_action(Qt.Key(key), shift, snap)

    def _key_action(self, key: Qt.Key, shift: bool, snap: Snapshot):  # noqa: ANN202
        if Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            digit = int(key) - int(Qt.Key.Key_0)
            if snap.rack_only:
                if digit not in RACK_ONLY_KEYS:
                    return None
                player, delta = RACK_ONLY_KEYS[digit]
                return lambda: self._rack_point(player, delta)
            if snap.rack.awaiting_lag:
                lag = self.decision.lag_at(digit)
                return (
                    None if lag is None else (lambda: self.controller.lag(*lag, time=time.time()))
                )
            if snap.decision.pending is not None:
                option = self.decision.option_at(digit)
                return (
                    None
                    if option is None
                    else (lambda: self.controller.choose(option, time=time.time()))
                )
            return lambda: self._digit_pressed(digit)
        if key in KEY_TO_POCKET:
            pocket = KEY_TO_POCKET[key]
            return lambda: (self._flush_digit(), self.entry_panel.pocket(pocket, called_miss=shift))
        panel = self.entry_panel
        simple = {
            Qt.Key.Key_Return: panel.record,
            Qt.Key.Key_Enter: panel.record,
            Qt.Key.Key_Space: panel.record,
            Qt.Key.Key_C: lambda: panel.record(cue=CueBall.POCKETED),
            Qt.Key.Key_V: lambda: panel.record(cue=CueBall.OFF_TABLE),
            Qt.Key.Key_D: lambda: panel.record(safety=True),
            Qt.Key.Key_P: lambda: panel.record(push_out=True),
            Qt.Key.Key_O: panel.toggle_off_table_mode,
            Qt.Key.Key_M: panel.toggle_miss_mode,
            Qt.Key.Key_G: lambda: panel.declare(Group.SOLIDS),
            Qt.Key.Key_H: lambda: panel.declare(Group.STRIPES),
            Qt.Key.Key_F: panel.open_foul_menu,
            Qt.Key.Key_Escape: panel.clear_entry,
            Qt.Key.Key_L: lambda: panel.record_break(True),
            Qt.Key.Key_K: lambda: panel.record_break(False),
            Qt.Key.Key_T: self.clock_start_pause.emit,
            Qt.Key.Key_R: self.clock_reset.emit,
            Qt.Key.Key_E: self.clock_extend.emit,
        }
        action = simple.get(key)
        if action is None:
            return None
        return lambda: (self._flush_digit(), action())

    def _digit_pressed(self, digit: int) -> None:
        balls = self.rack.balls()
        if not self.entry_panel.can_shoot():
            return
        if self._digit == 1 and self._digit_timer.isActive():
            self._digit_timer.stop()
            self._digit = None
            number = 10 + digit
            if number in balls and number in self._snap.rack.on_table:  # type: ignore[union-attr]
                self.entry_panel.mark_ball(number)
            return
        self._flush_digit()
        on_table = self._snap.rack.on_table if self._snap is not None else frozenset()
        if digit == 0:
            if 10 in balls and 10 in on_table:
                self.entry_panel.mark_ball(10)
            return
        if digit == 1 and max(balls, default=0) >= 11:
            self._digit = 1
            self._digit_timer.start(DIGIT_WAIT_MS)
            return
        if digit in balls and digit in on_table:
            self.entry_panel.mark_ball(digit)

    def _flush_digit(self) -> None:
        if self._digit is not None:
            d = self._digit
            self._digit = None
            self._digit_timer.stop()
            if self._snap is not None and d in self._snap.rack.on_table:
                self.entry_panel.mark_ball(d)
