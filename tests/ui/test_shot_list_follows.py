"""The newest shot stays in view when the shot list changes size. Reproduction: a 14.1 run of
14 entered with the window at 1366x768, then the window made 1920x1080: the list kept its
old position and the newest lines were below its bottom edge."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from rules import Call, Pocket, Pocketed, RackOptions, Shot
from scoreboard.match.match import MatchConfig
from ui.adapters.controller import Controller
from ui.scorekeeper.window import ScorekeeperWindow

FL = Pocket.FOOT_LEFT


def newest_in_view(w: ScorekeeperWindow) -> bool:
    h = w.history
    rect = h.visualItemRect(h.item(h.count() - 1))
    return h.viewport().rect().contains(rect.bottomLeft())


def test_the_newest_shot_stays_in_view_when_the_window_grows_or_shrinks(qtbot) -> None:
    c = Controller(
        MatchConfig(
            players=("Ana", "Bruno"),
            discipline="straight-pool",
            options=RackOptions(target=(60, 60)),
            breaker=0,
        )
    )
    w = ScorekeeperWindow(c)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    for n in range(1, 15):
        assert c.table.shot(Shot(pocketed=(Pocketed(n, FL),), call=Call(n, FL)))
        QApplication.processEvents()
    for size in ((1366, 768), (1920, 1080), (1366, 768)):
        w.resize(*size)
        QApplication.processEvents()
        assert newest_in_view(w), size
    # scrolled back to read: the list stays where the scorekeeper put it
    w.history.verticalScrollBar().setValue(0)
    w.resize(1920, 1080)
    QApplication.processEvents()
    assert w.history.verticalScrollBar().value() == 0
