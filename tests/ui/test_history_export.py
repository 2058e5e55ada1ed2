"""A match of the history gives the same files as while it was in play: its PDF score sheet, its
CSV tables and its JSON, from the history window, one match or a selection of them."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QApplication, QFileDialog

from rules import CueBall, Pocket, Pocketed, Shot
from scoreboard.match.inputs import ShotInput
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from tests.ui.test_export_ui import _pdf_text
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.history.dialog import HistoryDialog
from ui.i18n import Translations
from ui.main import MainUi

CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(2, 2), breaker=0)

#: Three racks with misses, a foul and a ball in hand: a shot log with more than one line a rack.
RACKS = (
    Shot(pocketed=(Pocketed(1, Pocket.FOOT_LEFT),), rails=2),
    Shot(rails=2),  # a miss: the turn passes
    Shot(cue=CueBall.POCKETED, rails=1),  # a scratch: ball in hand
    Shot(pocketed=(Pocketed(9, Pocket.SIDE_RIGHT),), rails=1),
    Shot(rails=2),
    Shot(rails=2),
    Shot(pocketed=(Pocketed(3, Pocket.FOOT_RIGHT), Pocketed(9, Pocket.HEAD_LEFT)), rails=1),
)


def play_to_the_end(qtbot, tmp_path: Path) -> MainUi:
    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    assert session.new_match(CONFIG)
    for t, shot in enumerate(RACKS):
        assert ui.table.submit(ShotInput(shot, time=1_700_000_000.0 + 20 * t))
    assert controller.snapshot.winner is not None
    qtbot.waitUntil(lambda: session.history_row(session.match_id or "") is not None, timeout=5000)
    qtbot.waitUntil(lambda: not session.history_storing, timeout=5000)
    return ui


def save_as(monkeypatch, target: Path, kind: str) -> None:
    """The next file dialog chooses ``target`` with the file type named ``kind``."""

    def chosen(*args, **kwargs):
        return str(target), next(f for f in args[3].split(";;") if kind in f)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", chosen)


def json_of(path: Path) -> dict:
    data = json.loads(path.read_text("utf-8"))
    data.pop("exported")  # the moment of the export itself
    return data


def history_window(qtbot, ui: MainUi) -> HistoryDialog:
    dialog = HistoryDialog(None, ui.session.history_to_browse())
    qtbot.addWidget(dialog)
    return dialog


def select(dialog: HistoryDialog, *rows: int) -> None:
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for r in rows:
        dialog.table.selectionModel().select(dialog.model.index(r, 0), flags)


def test_a_past_match_gives_the_same_files_as_while_it_was_in_play(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui = play_to_the_end(qtbot, tmp_path)
    played, kept = tmp_path / "played", tmp_path / "kept"
    played.mkdir()
    kept.mkdir()
    for suffix, kind in ((".json", "JSON"), (".csv", "CSV"), (".pdf", "PDF")):
        save_as(monkeypatch, played / f"match{suffix}", kind)
        assert ui.export_match() == played / f"match{suffix}"
    dialog = history_window(qtbot, ui)
    opened = dialog.open_row(0)
    assert opened is not None and opened.export_button.isEnabled()
    for suffix, kind in ((".json", "JSON"), (".csv", "CSV"), (".pdf", "PDF")):
        save_as(monkeypatch, kept / f"match{suffix}", kind)
        assert opened.export()[0] == kept / f"match{suffix}"

    assert json_of(kept / "match.json") == json_of(played / "match.json")
    csvs = sorted(p.name for p in played.glob("*.csv"))
    assert len(csvs) == 3 and csvs == sorted(p.name for p in kept.glob("*.csv"))
    for name in csvs:
        assert (kept / name).read_bytes() == (played / name).read_bytes(), name
    in_play, stored = _pdf_text(played / "match.pdf")[0], _pdf_text(kept / "match.pdf")[0]
    assert stored == in_play and "Ana" in stored[0]


def test_the_json_of_a_match_just_won_says_when_it_finished(qtbot, tmp_path, monkeypatch) -> None:
    ui = play_to_the_end(qtbot, tmp_path)
    save_as(monkeypatch, tmp_path / "won.json", "JSON")
    ui.export_match()
    finished = json_of(tmp_path / "won.json")["finished"]
    assert finished is not None
    assert finished == ui.session.history_row(ui.session.match_id or "").finished


def test_a_selection_of_past_matches_goes_to_a_folder_every_file_of_each(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui = play_to_the_end(qtbot, tmp_path)
    assert ui.session.new_match(CONFIG)  # the same players again, the same day
    for t, shot in enumerate(RACKS):
        ui.table.submit(ShotInput(shot, time=1_700_000_500.0 + 20 * t))
    qtbot.waitUntil(lambda: ui.session.history.count_matches() == 2, timeout=5000)
    folder = tmp_path / "club"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    dialog = history_window(qtbot, ui)
    used = []
    dialog.folder_used.connect(used.append)
    select(dialog, 0, 1)
    assert dialog.export_button.isEnabled()
    written = dialog.export_selected()

    assert sorted(written) == sorted(folder.iterdir())
    assert len(written) == 2 * 5  # per match: the PDF, three CSV tables and the JSON
    ids = {json.loads(p.read_text("utf-8"))["match_id"] for p in written if p.suffix == ".json"}
    assert len(ids) == 2 and used == [str(folder)]
    assert "2" in dialog.count_label.text()


def test_cancelling_the_folder_writes_nothing(qtbot, tmp_path, monkeypatch) -> None:
    ui = play_to_the_end(qtbot, tmp_path)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: "")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    dialog = history_window(qtbot, ui)
    select(dialog, 0)
    assert dialog.export_selected() == []


def test_a_folder_named_like_markup_is_said_as_written(qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtCore import Qt

    ui = play_to_the_end(qtbot, tmp_path)
    folder = tmp_path / "<i>Club &amp; Co"
    folder.mkdir()
    save_as(monkeypatch, folder / "match.json", "JSON")
    dialog = history_window(qtbot, ui)
    select(dialog, 0)
    dialog.export_selected()
    assert "<i>Club &amp; Co" in dialog.count_label.text()
    assert dialog.count_label.textFormat() is Qt.TextFormat.PlainText
