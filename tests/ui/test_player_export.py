"""A player's page exported: the PDF (pages, the player's name as plain text, readable type,
the form drawn as lines and text) and the CSV tables (one per file, no cell a formula), under portable
file names."""

from __future__ import annotations

import csv
import os
import random
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QFileDialog

from scoreboard.files.cells import FORMULA_START
from scoreboard.history.database import HistoryDB
from scoreboard.history.export import FORBIDDEN_IN_NAME, RESERVED_NAMES
from scoreboard.players.sheet import csv_paths, page_file_name
from tests.scoreboard.test_history import played
from tests.ui.pdf_words import BOX_PER_POINT, SMALLEST_PT, read_pdf
from ui.players.form_plot import FormPlot
from ui.players.window import PlayerPage, PlayersWindow

HOSTILE = ("<b>x</b>", "=1+1")


def history(tmp_path: Path) -> HistoryDB:
    db = HistoryDB(tmp_path / "history.sqlite3")
    games = [
        (("<b>x</b>", "=1+1"), 0, "nine-ball"),
        (("=1+1", "<b>x</b>"), 0, "nine-ball"),
        (("<b>x</b>", "@SUM(A1)"), 1, "eight-ball"),
        (("<b>x</b>", "=1+1"), 0, "nine-ball"),
        (("-2+3", "<b>x</b>"), 1, "nine-ball"),
    ]
    for n, (players, winner, discipline) in enumerate(games):
        db.save(played(players, winner=winner, discipline=discipline, match_id=f"m{n}")[0])
    return db


def page_of(qtbot, db: HistoryDB, name: str) -> PlayerPage:
    w = PlayersWindow(None, db)
    qtbot.addWidget(w)
    person = next(p for p in w.people if p.name == name)
    page = PlayerPage(w, person, w.people, w.matches, w.ratings)
    qtbot.addWidget(page)
    return page


def pdf_text(path: Path) -> list[str]:
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    texts = [doc.getAllText(n).text() for n in range(doc.pageCount())]
    assert doc.pagePointSize(0).toSize().width() == 595  # A4
    doc.close()
    return texts


def test_the_pdf_has_pages_the_name_as_typed_readable_type_and_the_plot(qtbot, tmp_path) -> None:
    db = history(tmp_path)
    shots = Path(os.environ.get("SCREENSHOT_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    try:
        for name in HOSTILE:
            page = page_of(qtbot, db, name)
            page.show()
            written = page.export_to(tmp_path / "page", ".pdf")
            assert written == [tmp_path / "page.pdf"] and "page.pdf" in page.exported.text()
            texts = pdf_text(written[0])
            assert texts and name in texts[0]  # the markup printed, not applied
            assert "Totals per discipline" in texts[0] and "Printed" in texts[0]
            assert page.total_rows and all(
                " ".join(row) in " ".join(texts[0].split()) for row in page.total_rows
            )  # the page's figures, row by row
            assert "Page 1 of" in texts[0]
            words = read_pdf(written[0]).words  # no word under 9 pt, the form's labels too
            assert words and min(w.y1 - w.y0 for w in words) >= SMALLEST_PT * BOX_PER_POINT * 0.99
            # the form drawn in the page: its labels are text, and no picture is printed
            assert "100%" in texts[0] and "50%" in texts[0]
            assert b"/Subtype /Image" not in written[0].read_bytes()
            if name == HOSTILE[0]:
                assert page.grab().save(str(shots / "player-page-export.png"))
                doc = QPdfDocument()
                doc.load(str(written[0]))
                first = doc.render(0, QSize(992, 1403))  # 120 dpi
                doc.close()
                assert first.save(str(shots / "player-page-pdf-1.png"))
    finally:
        db.close()


def test_the_csv_tables_are_one_per_file_and_no_cell_is_a_formula(qtbot, tmp_path) -> None:
    db = history(tmp_path)
    try:
        page = page_of(qtbot, db, "<b>x</b>")
        written = page.export_to(tmp_path / "ana.csv", ".csv")
        assert written == list(csv_paths(tmp_path / "ana.csv").values())
        assert [p.name for p in written] == ["ana.csv", "ana-matches.csv"]
        figures, matches = (
            list(csv.reader(p.read_text("utf-8-sig").splitlines())) for p in written
        )
        assert figures[0][:2] == ["Discipline", "Matches"] and figures[0][-1] == "Balls per inning"
        assert [r[:4] for r in figures[1:]] == [
            ["Eight-ball", "1", "0", "1"],
            ["Nine-ball", "4", "3", "1"],
        ]
        assert figures[2][-1] == ""  # no innings in nine-ball
        assert matches[0][:2] == ["Date", "Opponent"] and len(matches) == 1 + 5
        assert [r[1] for r in matches[1:]] == ["'=1+1", "'=1+1", "'@SUM(A1)", "'=1+1", "'-2+3"]
        assert [r[5] for r in matches[1:]] == ["Victory", "Defeat", "Defeat", "Victory", "Victory"]
        for table in (figures, matches):
            for row in table:
                for cell in row:
                    assert not cell.startswith(FORMULA_START), cell
        assert page.export_to(tmp_path / "ana.csv" / "x.csv", ".csv") == []  # in a file
        assert "Not exported" in page.exported.text()
    finally:
        db.close()


def test_export_names_are_dated_and_portable(qtbot, tmp_path, monkeypatch) -> None:
    when = datetime(2025, 3, 9, 20, 0)
    assert page_file_name("Ana Ruiz", ".pdf", when) == "2025-03-09_Ana_Ruiz.pdf"
    for hostile in ("<b>x</b>", "=1+1", 'a/b\\c:d*e?"f|', "con", " . ", "\u202e\x00x"):
        name = page_file_name(hostile, ".csv", when)
        assert name.startswith("2025-03-09_") and name.endswith(".csv")
        assert not any(c in FORBIDDEN_IN_NAME for c in name)
        assert name.split(".")[0].upper() not in RESERVED_NAMES
        assert all(c.isprintable() for c in name)
    db = history(tmp_path)
    try:
        page = page_of(qtbot, db, "<b>x</b>")
        asked: list[str] = []

        def save_as(_parent, _title, proposed, _filter):
            asked.append(proposed)
            return str(tmp_path / Path(proposed).name), ""

        monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
        page.pdf_button.click()
        page.csv_button.click()
        assert [Path(a).name[10:] for a in asked] == ["_b_x_b.pdf", "_b_x_b.csv"]
        assert (tmp_path / Path(asked[0]).name).exists()
        assert (tmp_path / Path(asked[1]).name.replace(".csv", "-matches.csv")).exists()
        assert Path(asked[1]).parent == tmp_path  # the folder of the last export proposed
    finally:
        db.close()


def test_the_form_plot_is_drawn_once_per_size_and_thin_when_dense(qtbot) -> None:
    plot = FormPlot()
    qtbot.addWidget(plot)
    plot.resize(400, 120)
    rng = random.Random(3)
    for n in (12, 1000):
        plot.set_points([rng.random() for _ in range(n)])
        first = plot.picture()
        assert plot.picture() is first  # a paint copies it
        image = first.toImage()
        line = plot.palette().highlight().color().rgb()
        drawn = sum(
            image.pixel(x, y) == line
            for x in range(0, image.width(), 2)
            for y in range(image.height())
        )
        assert drawn > 50
    plot.resize(500, 120)
    assert plot.picture() is not first
