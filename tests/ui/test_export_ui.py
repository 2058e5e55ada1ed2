"""Export of the match in play and import into the history, through the real windows' code."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from rules import Pocket, Pocketed, Shot
from scoreboard.controller import Controller
from scoreboard.match import MatchConfig
from scoreboard.session import Session
from ui import export_ui
from ui.i18n import Translations
from ui.main import MainUi

CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(1, 1), breaker=0)


def make_ui(qtbot, tmp_path: Path) -> MainUi:
    from PySide6.QtWidgets import QApplication

    controller = Controller()
    session = Session.open(controller, tmp_path / "data")
    ui = MainUi(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    assert session.new_match(CONFIG)
    controller.shot(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))
    qtbot.waitUntil(lambda: not session.history_storing, timeout=5000)  # stored off the window
    return ui


def test_export_writes_pdf_csv_and_json_and_json_imports_back(qtbot, tmp_path, monkeypatch) -> None:
    ui = make_ui(qtbot, tmp_path)
    written = {}
    for suffix, label in ((".pdf", "PDF"), (".csv", "CSV"), (".json", "JSON")):
        target = tmp_path / f"match{suffix}"

        def fake_save(*args, _t=target, _l=label, **kwargs):
            filters = args[3].split(";;")
            return str(_t), next(f for f in filters if _l in f)

        monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_save)
        path = export_ui.export_current(ui)
        assert path == target and target.stat().st_size > 100
        written[suffix] = target
    assert written[".pdf"].read_bytes().startswith(b"%PDF")
    assert "Ana" in written[".csv"].read_text("utf-8")

    # importing the JSON into another installation's history re-creates the match
    other = Session.open(Controller(), tmp_path / "other")
    ui.session = other
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(written[".json"]), ""))
    row = export_ui.import_into_history(ui)
    assert row is not None
    (stored,) = other.history.list_matches()
    assert stored.players == ("Ana", "José") and stored.winner == 0


def test_importing_a_file_that_is_not_a_match_says_so_and_changes_nothing(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui = make_ui(qtbot, tmp_path)
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    shown = []
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: box.icon() != QMessageBox.Icon.Warning or shown.append(box.text()),
    )
    before = ui.session.history.count_matches()
    assert export_ui.import_into_history(ui) is None
    assert shown and "notes.json" in shown[0]
    assert ui.session.history.count_matches() == before


def test_the_spectator_display_reopens_as_it_was_left(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.toggle_spectator()
    qtbot.waitUntil(ui.spectator.isVisible)
    ui.save_window_state()
    ui.spectator.hide()

    from PySide6.QtWidgets import QApplication

    from scoreboard.controller import Controller
    from scoreboard.session import Session
    from ui.i18n import Translations
    from ui.main import MainUi

    session = Session.open(Controller(), tmp_path / "data")
    again = MainUi(
        session.controller, Translations(QApplication.instance()), session=session, sound=False
    )
    qtbot.addWidget(again.window)
    qtbot.addWidget(again.spectator)
    again.restore_spectator()
    assert again.spectator.isVisible()
