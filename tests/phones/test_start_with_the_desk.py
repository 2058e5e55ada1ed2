"""Started to score from phones (``--phones``), the app opens the desk once its history is
checked, not New match: the evening is run from the desk. Without phones, New match opens as
before when there is nothing to resume."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from scoreboard.service.session import Session
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.i18n import Translations


def _ui(qtbot, tmp_path, monkeypatch):
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    asked: list[str] = []
    monkeypatch.setattr(ui, "offer_resume", lambda explicit: False)
    monkeypatch.setattr(ui, "new_match", lambda: asked.append("new match") or False)
    return ui, asked


def test_with_phones_serving_the_desk_opens_instead_of_new_match(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui, asked = _ui(qtbot, tmp_path, monkeypatch)
    server = ui.phones.start("127.0.0.1", 0)  # what --phones does once the history is checked
    try:
        ui._history_checked(None)
        assert asked == []
        assert ui.desk_link is not None
        qtbot.addWidget(ui.desk_link.desk)
        assert ui.desk_link.desk.isVisible()
        assert ui.desk_link.phones.server is server and ui.desk_link.phones.on
    finally:
        server.stop()


def test_without_phones_new_match_opens(qtbot, tmp_path, monkeypatch) -> None:
    ui, asked = _ui(qtbot, tmp_path, monkeypatch)
    ui._history_checked(None)
    assert asked == ["new match"] and ui.desk_link is None
