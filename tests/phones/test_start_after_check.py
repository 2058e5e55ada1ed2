"""``--phones`` makes the hall of phone tables once the history's full check has landed (on the
history's own thread): the hall's start stores the won matches it finds into a checked history,
and never runs the check on the windows' thread."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QApplication

from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations


def test_work_waits_for_the_history_check_then_runs_on_the_windows_thread(qtbot, tmp_path) -> None:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data", check_later=True)
    assert not session.history_checked
    ui = windows(controller, Translations(QApplication.instance()), session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    assert ui.start_match(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball"), None)
    ran: list[tuple[bool, bool]] = []

    def work() -> None:
        main = threading.current_thread() is threading.main_thread()
        ran.append((session.history_checked, main))

    ui.when_history_checked(work)
    assert ran == []  # the check has not run yet
    ui.session.check_history(ui._history_checked)
    qtbot.waitUntil(lambda: bool(ran), timeout=10000)
    assert ran == [(True, True)]
    ui.when_history_checked(work)  # checked already: now
    assert ran == [(True, True), (True, True)]
