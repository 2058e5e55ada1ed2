"""Shots entered in the scorekeeper window carry their time, so time per shot is measured."""

from __future__ import annotations

from PySide6.QtCore import Qt

from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.scorekeeper.window import ScorekeeperWindow


def test_shots_entered_in_the_window_are_timed(qtbot) -> None:
    controller = Controller(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(3, 3), breaker=0)
    )
    window = ScorekeeperWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.keyClick(window, Qt.Key.Key_L)  # legal dry break
    qtbot.wait(30)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a miss
    qtbot.wait(30)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # a miss
    assert all(i.time is not None for i in controller.table.inputs)
    stats = controller.snapshot.players.stats
    assert stats[0].timed_shots + stats[1].timed_shots >= 1
    assert stats[0].shot_time + stats[1].shot_time > 0
