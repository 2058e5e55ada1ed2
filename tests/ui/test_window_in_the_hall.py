"""The scorekeeper window's table is one of the hall's tables (issue "one hall, one record"):
one host moves its shot clock after each entry, takes its clock actions, runs it out through
the same timer as a phone table's, and tries again what the history refused; a phone can never
reach it, and no phone table can take its place."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules import Shot
from scoreboard.match.inputs import ClockExpiredInput
from scoreboard.match.match import MatchConfig
from scoreboard.service.hall import WINDOW_TABLE
from scoreboard.table.shot_clock import PROFILES, ShotClock
from tests.ui.apart import session_apart
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def make_ui(qtbot, qapp, time_source: FakeTime) -> MainUi:
    config = MatchConfig(players=("Ana", "Bruno"), discipline="nine-ball", race=(5, 5), breaker=0)
    controller = Controller(config)
    ui = windows(controller, Translations(qapp), session_apart(controller), sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.clock.load(ShotClock(PROFILES["wpa"], now=time_source))
    return ui


def test_the_window_and_the_phone_tables_are_in_one_hall(qtbot, qapp) -> None:
    ui = make_ui(qtbot, qapp, FakeTime())
    hall = ui.phones.hall().hall
    assert hall.table_named(WINDOW_TABLE) is ui.table
    assert hall.links[WINDOW_TABLE] is ui.session.link
    assert ui.table.link is ui.session.link
    # the phone tables are read only when they are served: none yet, no folder made
    assert not hall.tables.names
    assert not hall.folder.exists()
    server = ui.phones.server()
    assert server.hall.hall is hall  # the phone tables' server serves the same hall
    # no phone table can take the window's place, nor can a phone reach it
    with pytest.raises(ValueError):
        hall.open_match(WINDOW_TABLE, MatchConfig(discipline="nine-ball", breaker=0))
    with pytest.raises(ValueError):
        hall.hold([WINDOW_TABLE])
    assert WINDOW_TABLE not in hall.tables


def test_the_windows_clock_moves_in_the_hall_and_runs_out_on_the_halls_timer(qtbot, qapp) -> None:
    time_source = FakeTime()
    ui = make_ui(qtbot, qapp, time_source)
    driver = ui.phones.hall()
    hall = driver.hall
    assert ui.table.shot(Shot(rails=4))  # the break: the next shot's clock starts by itself
    record = hall.clocks[WINDOW_TABLE]
    assert record.model is ui.clock.clock
    assert ui.clock.snapshot().phase.value == "running"
    assert driver.aimed_ms is not None  # the hall's one timer aims at the window's deadline
    # the window's T key is the hall's clock action on its table
    assert hall.clock_action(WINDOW_TABLE, "toggle") == ""
    assert ui.clock.snapshot().phase.value == "paused"
    assert driver.aimed_ms is None
    ui.clock_start_pause()
    assert ui.clock.snapshot().phase.value == "running"
    shots = len(ui.controller.snapshot.history)
    time_source.now += 61  # past the first shot's 60 s (WPA-6.15)
    hall.clock_due()  # the hall's timer, not the window's, sees it first
    snap = ui.controller.snapshot
    assert len(snap.history) == shots + 1
    assert isinstance(ui.table.inputs[-1], ClockExpiredInput)  # a slow-play foul, judged
    ui.clock.refresh()  # the window's own timer then: nothing recorded twice
    hall.clock_due()
    assert len(ui.controller.snapshot.history) == shots + 1


def test_a_closed_window_leaves_the_hall(qtbot, qapp, tmp_path: Path) -> None:
    ui = make_ui(qtbot, qapp, FakeTime())
    hall = ui.phones.hall().hall
    ui.clock.deleteLater()
    qtbot.waitUntil(lambda: WINDOW_TABLE not in hall.hosted)
    assert hall.table_named(WINDOW_TABLE) is None
    assert WINDOW_TABLE not in hall.clocks
    hall.clock_due()  # nothing to run out, nothing raised
