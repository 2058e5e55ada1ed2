"""The overlay server in the app: off until asked, switched on and off from the View menu,
remembered in the settings, fed with every snapshot and every clock change."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from rules import Pocket, Pocketed, Shot
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from tests.ui.test_server import get
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations
from ui.main import MainUi
from ui.servers.overlay_ui import ServerDialog


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def ui(qtbot: Any, tmp_path: Path) -> Iterator[MainUi]:
    controller = Controller(
        MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", race=(5, 5), breaker=0)
    )
    session = Session.open(controller.table, tmp_path / "data")
    translations = Translations(QApplication.instance())
    translations.set_language("en")
    main = windows(controller, translations, session=session, sound=False)
    qtbot.addWidget(main.window)
    yield main
    main.server.stop()
    session.close()


def answer_dialogs(*steps: Callable[[QDialog], None]) -> list[str]:
    """Answer the next modal dialogs with ``steps`` (one each); the texts they showed."""
    shown: list[str] = []
    queue = list(steps)

    tries = [1500]  # 30 s: then no dialog of a later test is answered by mistake

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QMessageBox):  # not one of the steps (a port taken meanwhile):
            shown.append(f"unexpected: {dialog.text()}")  # said and closed, so the test
            dialog.close()  # fails on what it shows instead of waiting forever
        elif isinstance(dialog, ServerDialog) and queue:
            shown.append(dialog.addresses.text())
            queue.pop(0)(dialog)
        tries[0] -= 1
        if queue and tries[0] > 0:
            QTimer.singleShot(20, look)

    QTimer.singleShot(20, look)
    return shown


def switch(on: bool, port: int = 0, lan: bool = False) -> Callable[[QDialog], None]:
    def step(dialog: QDialog) -> None:
        assert isinstance(dialog, ServerDialog)
        dialog.on.setChecked(on)
        if port:
            dialog.port.setValue(port)
        dialog.lan.setChecked(lan)
        dialog.accept()

    return step


def test_the_server_is_off_until_asked(ui: MainUi) -> None:
    assert not ui.server.server.running
    texts = [a.text() for a in ui.window.view_menu.actions()]
    assert "Overlay &server…" in texts


def test_the_view_menu_switches_it_on_and_off_and_remembers(ui: MainUi) -> None:
    port = free_port()
    shown = answer_dialogs(switch(True, port), lambda d: d.accept())
    ui.server.open_dialog()
    server = ui.server.server
    assert server.running and server.port == port and not server.lan
    assert server.address == "127.0.0.1"
    assert ui.session is not None and ui.session.settings.server_on
    assert ui.session.settings.server_port == port
    assert f"http://127.0.0.1:{port}/overlay/bar?lang=es" in shown[1]
    assert "Token" not in shown[1]

    ui.controller.table.shot(Shot(pocketed=(Pocketed(4, Pocket.FOOT_LEFT),), rails=4))
    status, _, body = get(port, "/api/v1/state")
    assert status == 200 and 4 not in json.loads(body)["table"]["balls"]

    answer_dialogs(switch(False))
    ui.server.open_dialog()
    assert not server.running and not ui.session.settings.server_on
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=2).close()


def test_the_lan_choice_makes_a_token_and_shows_it(ui: MainUi) -> None:
    shown = answer_dialogs(switch(True, free_port(), lan=True), lambda d: d.accept())
    ui.server.open_dialog()
    server = ui.server.server
    assert server.running and server.lan and server.token
    assert ui.session is not None and ui.session.settings.server_token == server.token
    assert f"Token: {server.token}" in shown[1]
    assert get(server.port, "/api/v1/state")[0] == 403
    assert get(server.port, f"/api/v1/state?token={server.token}")[0] == 200


def test_the_served_clock_follows_the_shot_clock(ui: MainUi) -> None:
    ui.server.start(0)
    assert ui.server.server.document()["clock"] is None
    ui.clock.start()
    clock = ui.server.server.document()["clock"]
    assert clock["running"] and clock["deadline_ms"] > clock["remaining_ms"]
    ui.clock.pause()
    assert ui.server.server.document()["clock"]["phase"] == "paused"


def test_it_starts_with_the_app_when_left_on(ui: MainUi) -> None:
    assert ui.session is not None
    port = free_port()
    ui.session.update_settings(server_on=True, server_port=port)
    ui.start()
    assert ui.server.server.running and ui.server.server.port == port


def test_a_busy_port_is_said_and_nothing_runs(ui: MainUi) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        messages: list[str] = []

        def close_box() -> None:
            box = QApplication.activeModalWidget()
            if box is not None:
                messages.append(box.text())
                box.close()
            else:
                QTimer.singleShot(20, close_box)

        QTimer.singleShot(20, close_box)
        assert not ui.server.start(port)
    assert not ui.server.server.running
    assert messages and str(port) in messages[0]


LAZY = """
import sys, tempfile, threading
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication([])
from ui.adapters.controller import Controller
from scoreboard.match.match import MatchConfig
from ui.i18n import Translations
from scoreboard.service.session import Session
from ui.compose import windows
controller = Controller(MatchConfig(players=("Ana", "Bea"), discipline="nine-ball", breaker=0))
session = Session.open(controller.table, Path(tempfile.mkdtemp()) / "data")
main = windows(controller, Translations(app), session, sound=False)
print(sorted(m for m in ("aiohttp", "ui.servers.overlay", "ui.web.core") if m in sys.modules))
assert main.server.start(0)
from tests.ui.test_server import get
assert get(main.server.server.port, "/api/v1/state")[0] == 200
print("aiohttp" in sys.modules, [t.name for t in threading.enumerate()].count("overlay-server"))
main.server.stop()
print([t.name for t in threading.enumerate()].count("overlay-server"))
"""


def test_the_server_and_aiohttp_load_only_when_switched_on_and_its_thread_ends() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", LAZY], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split("\n")[:3] == ["[]", "True 1", "0"], done.stdout
