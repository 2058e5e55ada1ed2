"""Export of the match in play and import into the history, through the real windows' code."""

from __future__ import annotations

import dataclasses
import random
import re
import zlib
from datetime import datetime
from pathlib import Path

from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QFileDialog, QMessageBox

from rules import CueBall, Pocket, Pocketed, Shot
from scoreboard.history.database import summarize
from scoreboard.history.export import Sheet, csv_paths, rack_rows
from scoreboard.match.match import MatchConfig
from scoreboard.service.session import Session
from scoreboard.table.table import Table
from ui.adapters.controller import Controller
from ui.compose import windows
from ui.history import export as export_ui
from ui.history.sheet_pdf import _rows, export_pdf, page_cuts, sheet_document
from ui.i18n import Translations
from ui.main import MainUi

CONFIG = MatchConfig(players=("Ana", "José"), discipline="nine-ball", race=(1, 1), breaker=0)


def make_ui(qtbot, tmp_path: Path) -> MainUi:
    from PySide6.QtWidgets import QApplication

    controller = Controller()
    session = Session.open(controller.table, tmp_path / "data")
    ui = windows(controller, Translations(QApplication.instance()), session=session, sound=False)
    qtbot.addWidget(ui.window)
    qtbot.addWidget(ui.spectator)
    assert session.new_match(CONFIG)
    controller.table.shot(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))
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
        path = ui.export_match()
        assert path == target and target.stat().st_size > 100
        written[suffix] = target
    assert written[".pdf"].read_bytes().startswith(b"%PDF")
    assert "Ana" in written[".csv"].read_text("utf-8")

    # importing the JSON into another installation's history re-creates the match
    other = Session.open(Table(), tmp_path / "other")
    ui.session = other
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(written[".json"]), ""))
    row = ui.import_match()
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
    assert ui.import_match() is None
    assert shown and "notes.json" in shown[0]
    assert ui.session.history.count_matches() == before


def test_the_spectator_display_reopens_as_it_was_left(qtbot, tmp_path) -> None:
    ui = make_ui(qtbot, tmp_path)
    ui.toggle_spectator()
    qtbot.waitUntil(ui.spectator.isVisible)
    ui.save_window_state()
    ui.spectator.hide()

    from PySide6.QtWidgets import QApplication

    from scoreboard.service.session import Session
    from ui.i18n import Translations

    session = Session.open(Table(), tmp_path / "data")
    again = windows(
        Controller(session.table),
        Translations(QApplication.instance()),
        session=session,
        sound=False,
    )
    qtbot.addWidget(again.window)
    qtbot.addWidget(again.spectator)
    again.restore_spectator()
    assert again.spectator.isVisible()


# -- the score sheet a club hands out ------------------------------------------------------------


T0 = 1_764_600_000.0  # 2025-12-01, a wall-clock time


def long_match(discipline: str = "nine-ball") -> tuple[Controller, MatchConfig, list]:
    """A nine-ball race to 5 of some 80 shots: pots, misses, scratches, the choices due."""
    config = MatchConfig(
        players=("José Núñez", "<b>Bold</b> Bob"), discipline=discipline, race=(5, 5), breaker=0
    )
    c = Controller(config)
    records: list = []
    c.table.add_input_listener(lambda i: records.append(i.to_dict()))
    rnd, t = random.Random(3), T0
    while c.snapshot.winner is None:
        snap = c.snapshot
        t += rnd.uniform(10, 50)
        if snap.decision.pending is not None:
            c.table.choose(snap.decision.pending.options[0], time=t)
            continue
        on = sorted(snap.rack.on_table)
        r = rnd.random()
        if r < 0.55:
            c.table.shot(Shot(pocketed=(Pocketed(on[0], Pocket.FOOT_LEFT),), rails=1), time=t)
        elif r < 0.62:
            c.table.shot(Shot(cue=CueBall.POCKETED, rails=1), time=t)
        else:
            c.table.shot(Shot(rails=2), time=t)
    return c, config, records


def long_sheet() -> Sheet:
    c, config, records = long_match()
    summary = summarize(
        c.snapshot,
        match_id="m",
        created="2025-12-01T18:30:00Z",
        config=config.to_dict(),
        inputs=records,
        finished="2025-12-01T19:42:00Z",
    )
    log = export_ui.shot_log(c.snapshot)
    return dataclasses.replace(Sheet.of(summary), log=log, event="Open de invierno", table="3")


def _font_sizes(pdf: bytes) -> list[float]:
    """The point size of every piece of text in a PDF Qt wrote (its size times the page's
    scale from device pixels to points)."""
    out = []
    for stream in re.findall(rb"stream\r?\n(.*?)endstream", pdf, re.S):
        try:
            content = zlib.decompress(stream)
        except zlib.error:
            continue
        scale = re.search(rb"([\d.]+) 0 0 -?[\d.]+ [-\d.]+ [-\d.]+ cm", content)
        factor = float(scale.group(1)) if scale else 1.0
        out += [float(x) * factor for x in re.findall(rb"/F\d+ ([\d.]+) Tf", content)]
    return out


def _pdf_text(path: Path) -> tuple[list[str], list[float]]:
    """Each page's text, and how much of the page's height its text covers."""
    doc = QPdfDocument()
    doc.load(str(path))
    texts, cover = [], []
    for n in range(doc.pageCount()):
        sel = doc.getAllText(n)
        texts.append(sel.text())
        cover.append(sel.boundingRectangle().height() / doc.pagePointSize(n).height())
    doc.close()
    return texts, cover


def test_the_pdf_sheet_is_readable_type_filling_its_pages(qapp, tmp_path) -> None:
    out = tmp_path / "sheet.pdf"
    pages = export_pdf(out, long_sheet())
    sizes = _font_sizes(out.read_bytes())
    assert sizes and min(sizes) >= 9  # points; the sheet was printed in 6 pt
    texts, cover = _pdf_text(out)
    assert len(texts) == pages >= 2
    assert all(c > 0.75 for c in cover[:-1])  # full pages, not the top third


def test_the_pdf_sheet_has_the_header_racks_shot_log_and_rules(qapp, tmp_path) -> None:
    out = tmp_path / "sheet.pdf"
    sheet = long_sheet()
    export_pdf(out, sheet, export_ui.export_text())
    texts, _ = _pdf_text(out)
    first, whole = texts[0], "\n".join(texts)
    for words in ("Open de invierno", "Nine-ball", "WPA", "Table", "José Núñez"):
        assert words in first
    assert "<b>Bold</b> Bob" in first  # a name is plain text
    assert export_ui.local_when("2025-12-01T18:30:00Z") in first  # local, not the stored UTC
    assert "2025-12-01T18:30:00Z" not in whole
    assert "Shot log" in whole and "Rack 2" in whole
    assert "WPA-2.5" in whole and "Ball pocketed" in whole  # each decision with its rule
    assert "Score" in first and re.search(r"\b\d–\d\b", first)  # the score after each rack
    stats = first[first.index("Statistics") :]
    assert "Points" not in stats and "Average per inning" not in stats  # not in nine-ball
    assert "Page 1 of" in first


def test_pdf_pages_break_between_rows_and_repeat_the_header(qapp, tmp_path) -> None:
    from PySide6.QtGui import QPdfWriter

    writer = QPdfWriter(str(tmp_path / "x.pdf"))
    writer.setResolution(300)
    doc = sheet_document(long_sheet(), None, writer)
    rows = [r for r in _rows(doc) if r.bottom - r.top < 600]
    height = 2800.0
    cuts = page_cuts(doc, height)
    assert len(cuts) >= 3
    for top, bottom, first in cuts:
        assert bottom - top <= height
        for r in rows:  # no row runs across the end of a page
            assert not (r.top + 1 < bottom < r.bottom - 1)
        if first is not None:
            assert first.header is not None and first.top == top
    assert any(first is not None for _, _, first in cuts)  # the shot log goes on with its header


def test_nine_ball_racks_show_what_nine_ball_counts(qapp) -> None:
    sheet = long_sheet()
    headers, rows = rack_rows(sheet, export_ui.export_text())
    assert "Score" in headers and "Balls made: José Núñez" in headers
    assert not any(h.startswith("Points") for h in headers)
    col = headers.index("Score")
    assert rows[-1][col] == f"{sheet.racks_won[0]}–{sheet.racks_won[1]}"
    balls = headers.index("Balls made: José Núñez")
    assert sum(r[balls] for r in rows) == sheet.stats[0].balls_pocketed


def test_export_proposes_a_dated_safe_name_and_writes_one_table_per_csv(
    qtbot, tmp_path, monkeypatch
) -> None:
    ui = make_ui(qtbot, tmp_path)
    proposed = []
    target = tmp_path / "out.csv"

    def fake_save(*args, **kwargs):
        proposed.append(Path(args[2]).name)
        return str(target), next(f for f in args[3].split(";;") if "CSV" in f)

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_save)
    ui.controller.snapshot  # noqa: B018
    assert ui.export_match() == target
    (name,) = proposed
    assert name.startswith(datetime.now().strftime("%Y-%m-%d"))
    assert not set('<>:"/\\|?*') & set(name)
    assert "Ana" in name and "José" in name
    for path in csv_paths(target).values():
        text = path.read_text("utf-8-sig")
        assert text.count("\r\n\r\n") == 0  # one table, no blank line between two
    assert "Ana" in target.read_text("utf-8-sig")


def test_sheet_in_play_names_the_event_and_table_of_a_desk_match(qtbot, tmp_path) -> None:
    from scoreboard.competition import Competition, Format

    ui = make_ui(qtbot, tmp_path)

    class Desk:
        c = Competition("Open de invierno", Format.SINGLE_ELIMINATION, tables=4)

    for n in ("Ana", "José", "Eva", "Luis"):
        Desk.c.add_entrant(n)
    Desk.c.draw()
    slot = Desk.c.ready()[0]
    Desk.c.assign_table(slot.id, 3)
    Desk.c.mark_started(slot.id, ui.session.match_id)

    class Link:
        desk = Desk

    ui.desk_link = Link
    sheet = export_ui.sheet_in_play(ui.session, ui.controller.snapshot, ui.open_competition())
    ui.desk_link = None  # a stand-in for the desk's competition: no desk to close at the end
    assert sheet is not None and (sheet.event, sheet.table) == ("Open de invierno", "3")
    assert sheet.log and sheet.log[0].rule  # the shot log with the rules cited
