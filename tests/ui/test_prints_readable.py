"""Every print a club hands out is a readable handout: text that is text (found by
``pdftotext``), no word smaller than 9 pt, nothing outside the page, every player named, in
English and in Spanish. The competition's bracket prints on as many pages as it needs, each
phase headed, its lines drawn within the page, the classification on pages of its own.

Reproduction: the A3 print of a 16-entrant double KO cut the "Winners' round" heading in half,
ran the line to the final off the page, shrank the losers' round and the finals to about 6 pt,
and printed the bracket as a picture (no text to find)."""

from __future__ import annotations

import dataclasses
import html
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMarginsF, QPointF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QApplication

from rules import Call, Pocket, Pocketed, RackOptions, Shot
from scoreboard.competition import Competition, Format, Phase
from scoreboard.competition.sheets import classification_rows
from scoreboard.history.database import summarize
from scoreboard.history.export import Sheet, sheet_html
from scoreboard.match.match import MatchConfig
from tests.ui.pdf_words import BOX_PER_POINT, SMALLEST_PT, assert_readable, assert_whole, read_pdf
from tests.ui.test_desk_printing import played
from tests.ui.test_player_export import history as player_history
from tests.ui.test_player_export import page_of
from ui.adapters.controller import Controller
from ui.competition.bracket_view import BOX_W
from ui.competition.words import phase_heading, round_name, sheet_text
from ui.desk.printing import bracket_pages, bracket_room, competition_writer, export_pdf
from ui.desk.race_chart import export_race_chart
from ui.history import export as export_ui
from ui.history.sheet_pdf import export_pdf as export_sheet
from ui.i18n import Translations, tr

NAMES = [
    "Ana Martínez",
    "Bruno Díaz",
    "Carla Pérez",
    "David Ruiz",
    "Elena Gómez",
    "Fernando López-Villalba",
    "Gloria Sánchez",
    "Héctor Navarro",
    "Inés Romero",
    "Javier Torres",
    "Lucía Fernández",
    "Manuel Castro",
    "Nuria Ortega",
    "Óscar Delgado",
    "Paula Molina",
    "Ramón Iglesias",
]


@pytest.fixture(params=["en", "es"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    translations = Translations(qapp)
    assert translations.set_language(request.param)
    yield request.param
    translations.set_language("en")


def double_ko() -> Competition:
    """16 entrants, every result typed in, two forfeits, the losers' side winning the final
    so that a second final is played."""
    c = Competition("Open de otoño", Format.DOUBLE_ELIMINATION)
    for name in NAMES:
        c.add_entrant(name)
    c.draw()
    rng = random.Random(5)
    typed = 0
    while c.ready():
        s = c.ready()[0]
        typed += 1
        if s.id == "F":
            c.enter_result(s.id, (3, s.race))
        elif typed in (4, 11):
            c.enter_result(s.id, (1, 0), forfeit=1)
        else:
            lo = rng.randrange(s.race)
            c.enter_result(s.id, (s.race, lo) if rng.random() < 0.5 else (lo, s.race))
    assert c.finished and c.slot("F2").result is not None
    return c


def round_robin() -> Competition:
    c = Competition("Liga de invierno", Format.ROUND_ROBIN, group_size=6)
    for name in NAMES[:6]:
        c.add_entrant(name)
    c.draw()
    rng = random.Random(2)
    for s in c.ready()[:9]:
        lo = rng.randrange(s.race)
        c.enter_result(s.id, (s.race, lo) if rng.random() < 0.5 else (lo, s.race))
    return c


def straight_pool_sheet() -> Sheet:
    """A 14.1 match to 40 points with two re-racks, as the score sheet prints it."""
    players = ("Ana Martínez", "Fernando López-Villalba")
    config = MatchConfig(
        players=players,
        discipline="straight-pool",
        options=RackOptions(target=(40, 40)),
        breaker=0,
    )
    c = Controller(config)
    records: list[dict[str, Any]] = []
    c.table.add_input_listener(lambda i: records.append(i.to_dict()))
    foot = Pocket.FOOT_LEFT
    assert c.table.shot(Shot(cue_and_two_to_rail=True))
    for _ in range(2):
        for n in range(1, 15):
            assert c.table.shot(Shot(pocketed=(Pocketed(n, foot),), call=Call(n, foot)))
    for n in range(1, 13):
        assert c.table.shot(Shot(pocketed=(Pocketed(n, foot),), call=Call(n, foot)))
    assert c.snapshot.winner is not None
    summary = summarize(
        c.snapshot,
        match_id="m",
        created="2026-12-01T18:30:00Z",
        config=config.to_dict(),
        inputs=records,
        finished="2026-12-01T19:42:00Z",
    )
    sheet = Sheet.of(summary)
    return dataclasses.replace(sheet, log=export_ui.shot_log(c.snapshot), event="Open", table="3")


def test_a_nine_point_word_is_a_box_this_tall(qapp: QApplication, tmp_path: Path) -> None:
    path = tmp_path / "nine.pdf"
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    painter = QPainter(writer)
    font = QFont()
    font.setPointSizeF(SMALLEST_PT)
    painter.setFont(font)
    painter.drawText(QPointF(100, 300), "Calibration")
    painter.end()
    del writer
    (word,) = read_pdf(path).words
    assert word.y1 - word.y0 == pytest.approx(SMALLEST_PT * BOX_PER_POINT, rel=0.02)


@pytest.mark.parametrize("size", ["A3", "A4"])
def test_a_double_ko_prints_readable_pages_phase_by_phase(
    language: str, size: str, tmp_path: Path
) -> None:
    c = double_ko()
    path = tmp_path / f"dko-{size}-{language}.pdf"
    count = export_pdf(path, c, size, sheet_text())
    pdf = read_pdf(path)
    assert len(pdf.pages) == count >= 3
    assert_readable(pdf, NAMES)
    winners, losers = phase_heading(c, Phase.WINNERS), phase_heading(c, Phase.LOSERS)
    heads = [pdf.text(n) for n in range(count)]
    assert winners in heads[0]  # the first page opens on its phase, whole
    assert any(losers in h for h in heads)
    assert any(tr("Finals") in h for h in heads)
    words = sheet_text()
    finals = [h for h in heads if words.code("reset") in h and tr("Finals") in h]
    assert finals  # the second final is printed with the finals
    assert words.forfeit in pdf.text()  # the two forfeits are marked
    classification = heads[-1]
    assert tr("Classification") in classification and words.out_in in classification
    assert_whole(pdf, classification_rows(c, words)[0])
    for name in NAMES:  # the whole classification on its own page
        assert name in classification
    for n in range(count - 1):  # every bracket page names its phase
        assert any(w in heads[n] for w in (winners, losers, tr("Finals")))


@pytest.mark.parametrize("size", ["A3", "A4"])
@pytest.mark.parametrize("fmt", [Format.DOUBLE_ELIMINATION, Format.RFEB])
def test_every_box_and_line_of_the_bracket_lies_within_its_page(
    qapp: QApplication, tmp_path: Path, size: str, fmt: Format
) -> None:
    c = double_ko() if fmt is Format.DOUBLE_ELIMINATION else played(Format.RFEB, 128)
    writer = competition_writer(tmp_path / "x.pdf", c, size)
    writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    width, height = bracket_room(writer)
    sheets = bracket_pages(c, writer)
    printed = [i for sheet in sheets for _, piece in sheet for i in piece.boxes]
    assert sorted(printed) == sorted(d.id for d in c.shown_draw)  # each match once
    for sheet in sheets:
        for top, piece in sheet:
            # a line runs between two boxes of its piece: within the boxes' extent
            assert max(p.x() for p in piece.boxes.values()) + BOX_W <= width
            assert min(p.x() for p in piece.boxes.values()) >= 0
            assert min(p.y() for p in piece.boxes.values()) >= 0
            assert 0 <= top and top + piece.height <= height


def test_a_round_robin_prints_its_rounds_headed(language: str, tmp_path: Path) -> None:
    c = round_robin()
    path = tmp_path / f"rr-{language}.pdf"
    count = export_pdf(path, c, "A4", sheet_text())
    pdf = read_pdf(path)
    assert len(pdf.pages) == count
    assert_readable(pdf, NAMES[:6])
    assert_whole(pdf, classification_rows(c, sheet_text())[0])
    text = pdf.text()
    group = f"{phase_heading(c, Phase.GROUP)} 1"
    assert group in text
    for r in range(1, 6):  # five rounds, each headed
        assert round_name(c, Phase.GROUP, r) in text


def test_a_straight_pool_score_sheet_is_readable(language: str, tmp_path: Path) -> None:
    path = tmp_path / f"sheet-{language}.pdf"
    sheet, text = straight_pool_sheet(), export_ui.export_text()
    export_sheet(path, sheet, text)
    pdf = read_pdf(path)
    assert_readable(pdf, ["Ana Martínez", "Fernando López-Villalba"])
    headings = re.findall(r"<th(?: [^>]*)?>(.*?)</th>", sheet_html(sheet, text))
    assert text.penalty in headings and text.reracks in headings
    assert_whole(pdf, [html.unescape(h) for h in headings])  # "Triángulos nuevos" whole
    # 14.1 in its own terms: no game nor rack of the rack games ("Partida 1 · saca …")
    words = {w.text for w in pdf.words}
    assert not words & {"Game", "Games", "Rack", "Racks", "Partida", "Partidas"}


def test_a_player_sheet_is_readable(language: str, qtbot: Any, tmp_path: Path) -> None:
    db = player_history(tmp_path)
    try:
        page = page_of(qtbot, db, "<b>x</b>")
        (written,) = page.export_to(tmp_path / f"player-{language}", ".pdf")
        pdf = read_pdf(written)
        assert_readable(pdf, ["<b>x</b>", "-2+3"])  # the player, the head-to-head's opponent
        assert "100%" in pdf.text()  # the form's labels are text too
    finally:
        db.close()


def test_a_race_chart_is_readable(language: str, tmp_path: Path) -> None:
    path = tmp_path / f"races-{language}.pdf"
    assert export_race_chart(path, "Liga de invierno", 7) == 1
    pdf = read_pdf(path)
    assert_readable(pdf, ["Liga de invierno"])
    assert len(pdf.pages) == 1
