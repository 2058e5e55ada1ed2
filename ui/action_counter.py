"""Counting the scorekeeper's actions from outside the window (the benchmark and its tests).

An :class:`ActionCounter` installed on a :class:`ui.scorekeeper.ScorekeeperWindow` counts one
action for every click on the window's ball, pocket, option, entry, undo/redo and rack buttons
(and every foul picked from the foul menu), and for every key the window's key map takes. The
window itself counts nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject

if TYPE_CHECKING:
    from ui.scorekeeper import ScorekeeperWindow


class ActionCounter(QObject):
    """The number of the scorekeeper's actions in ``window`` since it was installed."""

    def __init__(self, window: ScorekeeperWindow) -> None:
        super().__init__(window)
        self.count = 0
        self._window = window
        panel = window.entry_panel
        for signal in (
            window.rack.ball_clicked,
            window.pocket_pad.pocket_clicked,
            window.decision.option_chosen,
            window.decision.lag_chosen,
            window.decision.call_chosen,
            panel.foul_menu.triggered,
            window.act_undo.triggered,
            window.act_redo.triggered,
        ):
            signal.connect(self._add)
        for button in (
            panel.record_btn,
            panel.scratch_btn,
            panel.cue_off_btn,
            panel.safety_btn,
            panel.push_btn,
            panel.off_table_btn,
            panel.miss_btn,
            panel.clear_btn,
            panel.break_ok_btn,
            panel.break_short_btn,
            panel.solids_btn,
            panel.stripes_btn,
            window.undo_btn,
            window.redo_btn,
            *window.rack_plus,
            *window.rack_minus,
        ):
            button.clicked.connect(self._add)
        window.installEventFilter(self)

    def _add(self, *_: object) -> None:
        self.count += 1

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A key the window's key map takes is one action (seen before the window acts)."""
        if (
            watched is self._window
            and event.type() == QEvent.Type.KeyPress
            and self._window.key_action(event) is not None  # type: ignore[arg-type]
        ):
            self.count += 1
        return False
