"""Counting the scorekeeper's actions from outside the window (the benchmark and its tests).

An :class:`ActionCounter` installed on a :class:`ui.scorekeeper.window.ScorekeeperWindow` counts one
action for every click on the window's ball, pocket, option, entry, undo/redo and rack buttons
(and every foul picked from the foul menu), and for every action of the window's key map that a
key (or a trigger) sets off. The window itself counts nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from ui.scorekeeper.window import ScorekeeperWindow


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
            *(action.triggered for action in window.key_map.actions),
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

    def _add(self, *_: object) -> None:
        self.count += 1
