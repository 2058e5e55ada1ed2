"""A club laptop runs all evening: every window opened and closed again, every server started
and stopped again, gives back what it held. Each is opened and closed (started and stopped)
20 times on the app's real composition (the windows, the desk, a real Mosquitto for the
venue feed); the process's open descriptors, its threads and the scorekeeper window's Qt
children come back to what they were, within a small bound. The whole composition, made and
closed 20 times as the app closes it at its end, gives back its servers, its feed files, its
history and the data folder's lock."""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rules.core import Discipline
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from tests.feed.broker import Broker
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi

#: Times each window is opened and closed, each server started and stopped.
TIMES = 20
#: What may be left over after all of them (descriptors, threads, Qt objects).
BOUND = 3
VENUE = "club"


def descriptors() -> int:
    return len(os.listdir("/proc/self/fd"))


def threads() -> int:
    return len(os.listdir("/proc/self/task"))


def settle(seconds: float = 0.05) -> None:
    """The event loop turned for ``seconds`` (deleted objects deleted), then a collection."""
    app = QApplication.instance()
    assert app is not None
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
    gc.collect()
    app.processEvents()


def make(folder: Path) -> MainUi:
    controller = Controller(
        MatchConfig(players=("Ana", "Bea"), discipline=Discipline.NINE_BALL, race=(5, 5), breaker=0)
    )
    session = Session.open(controller.table, folder)
    app = QApplication.instance()
    assert app is not None
    ui = windows(controller, Translations(app), session, sound=False)
    ui.window.show()
    return ui


def close_the_next_dialog() -> None:
    """The next modal dialog is closed as soon as it shows."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, look)
        else:
            dialog.close()

    QTimer.singleShot(10, look)


@pytest.fixture
def broker(tmp_path: Path) -> Iterator[Broker]:
    folder = tmp_path / "broker"
    folder.mkdir()
    b = Broker(folder)
    b.start()
    yield b
    b.kill()


@pytest.fixture
def ui(qtbot: QtBot, tmp_path: Path) -> Iterator[MainUi]:
    made = make(tmp_path / "data")
    qtbot.addWidget(made.window)
    qtbot.addWidget(made.spectator)
    made.open_desk().close()
    yield made
    made.close()


def history(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    close_the_next_dialog()
    ui.show_history()


def players(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    close_the_next_dialog()
    ui.show_players()


def desk(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    ui.open_desk()
    settle()
    ui.open_desk().close()


def league_night(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    assert ui.desk_link is not None
    night = ui.desk_link.desk.league_night
    assert night is not None
    night.show()
    settle()
    night.close()


def spectator(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    ui.toggle_spectator()
    settle()
    ui.toggle_spectator()


def overlay_server(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    assert ui.server.start(0)
    settle()
    ui.server.stop()


def phone_server(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    ui.phones.start("127.0.0.1", 0)
    settle()
    ui.phones.server().stop()


def table_feed(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    assert ui.feed.start(broker.url, VENUE, 3)
    qtbot.waitUntil(lambda: ui.feed.feed is not None and ui.feed.feed.online, timeout=10000)
    ui.feed.stop()


def table_venue_board(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    if not ui.feed.running:
        assert ui.feed.start(broker.url, VENUE, 3)
    board = ui.feed.open_board()
    assert board is not None
    settle()
    board.close()


def desk_feed(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    assert ui.desk_link is not None
    feed = ui.desk_link.feed
    assert feed.start(broker.url, VENUE, 4)
    qtbot.waitUntil(lambda: feed.feed is not None and feed.feed.online, timeout=10000)
    feed.stop()


def desk_venue_board(ui: MainUi, qtbot: QtBot, broker: Broker) -> None:
    assert ui.desk_link is not None
    board = ui.desk_link.feed.open_board()
    settle()
    board.close()


CYCLES: dict[str, Callable[[MainUi, QtBot, Broker], None]] = {
    "history": history,
    "players": players,
    "desk": desk,
    "league night": league_night,
    "spectator": spectator,
    "overlay server": overlay_server,
    "phone server": phone_server,
    "table's venue feed": table_feed,
    "table's venue board": table_venue_board,
    "desk's venue feed": desk_feed,
    "desk's venue board": desk_venue_board,
}


def held(ui: MainUi) -> tuple[int, int, int]:
    return descriptors(), threads(), len(ui.window.findChildren(QObject))


@pytest.mark.parametrize("name", list(CYCLES))
def test_a_window_opened_and_closed_or_a_server_started_and_stopped_gives_back_what_it_held(
    qtbot: QtBot, ui: MainUi, broker: Broker, name: str
) -> None:
    cycle = CYCLES[name]
    for _ in range(2):  # what is made once and kept (a first import, a pool) is made now
        cycle(ui, qtbot, broker)
        settle()
    settle(0.3)
    before = held(ui)
    for _ in range(TIMES):
        cycle(ui, qtbot, broker)
        settle()
    settle(0.5)
    after = held(ui)
    grown = [a - b for a, b in zip(after, before, strict=True)]
    assert all(g <= BOUND for g in grown), (
        f"{name}, {TIMES} times: descriptors {before[0]} → {after[0]}, threads "
        f"{before[1]} → {after[1]}, the window's objects {before[2]} → {after[2]}"
    )


def the_whole_app(folder: Path, broker: Broker) -> None:
    """The windows with the desk opened, phone scoring, the overlay server and the venue feed
    on; the scorekeeper window closed and the app closed as at its end."""
    ui = make(folder)
    ui.open_desk().close()
    ui.phones.start("127.0.0.1", 0)
    assert ui.server.start(0)
    assert ui.feed.start(broker.url, VENUE, 5)
    settle(0.1)
    ui.window.close()
    ui.save_window_state()
    ui.close()
    assert ui.desk_link is not None
    desk = ui.desk_link.desk
    for window in (ui.window, ui.spectator, desk, desk.league_night):
        if window is not None:
            window.deleteLater()
    settle()


def test_the_app_closed_gives_back_its_servers_feeds_history_and_lock(
    qtbot: QtBot, tmp_path: Path, broker: Broker
) -> None:
    for n in range(2):
        the_whole_app(tmp_path / f"warm-{n}", broker)
    settle(0.3)
    fds, tasks = descriptors(), threads()
    for n in range(TIMES):
        the_whole_app(tmp_path / f"app-{n}", broker)
    settle(0.5)
    assert descriptors() - fds <= BOUND, f"descriptors {fds} → {descriptors()}"
    assert threads() - tasks <= BOUND, f"threads {tasks} → {threads()}"


def test_closing_twice_is_closing_once(qtbot: QtBot, tmp_path: Path) -> None:
    ui = make(tmp_path / "data")
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    ui.open_desk().close()
    ui.close()
    ui.close()
    assert ui.session.closed
    assert not ui.server.running and not ui.feed.running
