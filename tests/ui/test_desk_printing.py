"""The printed competition: the bracket phase by phase on as many pages as it needs, then the
classification on pages of its own, A4 and A3."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor
from PySide6.QtPdf import QPdfDocument

from scoreboard.competition import Competition, Format, classification
from ui.desk.printing import export_pdf


def played(fmt: Format, n: int, seed: int = 3) -> Competition:
    c = Competition("Open", fmt)
    for i in range(1, n + 1):
        c.add_entrant(f"Jugador {i}")
    c.draw()
    rng = random.Random(seed)
    while c.ready():
        s = rng.choice(c.ready())
        lo = rng.randrange(s.race)
        c.enter_result(s.id, (s.race, lo) if rng.random() < 0.5 else (lo, s.race))
    return c


def pages(path: Path) -> QPdfDocument:
    doc = QPdfDocument()
    assert doc.load(str(path)) == QPdfDocument.Error.None_
    return doc


def ink(doc: QPdfDocument, page: int) -> float:
    """Share of the page that is not white."""
    image = doc.render(page, QSize(200, 280))
    dark = sum(
        QColor(image.pixel(x, y)).lightness() < 200
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    )
    return dark / ((image.width() // 2) * (image.height() // 2))


def text_of(doc: QPdfDocument) -> list[str]:
    return [doc.getAllText(n).text() for n in range(doc.pageCount())]


@pytest.mark.parametrize("size", ["A4", "A3"])
def test_a_128_entrant_rfeb_event_prints_every_phase_and_its_classification(
    qapp, tmp_path: Path, size: str
) -> None:
    c = played(Format.RFEB, 128)
    assert c.finished and len(classification(c)) == 128
    path = tmp_path / f"rfeb-{size}.pdf"
    count = export_pdf(path, c, size)
    doc = pages(path)
    assert doc.pageCount() == count
    width_mm = doc.pagePointSize(0).width() / 72 * 25.4
    assert round(width_mm) == (297 if size == "A4" else 420)  # the bracket is landscape
    texts = text_of(doc)
    for phase in ("First phase", "Winners' round", "Losers' round", "Finals"):
        assert any(phase in t for t in texts)
    first_table = next(n for n, t in enumerate(texts) if "Classification" in t)
    assert first_table >= 4  # after the bracket's pages, none of them shared
    assert all("Classification" not in t for t in texts[:first_table])
    for page in range(count):
        assert ink(doc, page) > 0.01  # something is drawn on every page


def test_a_round_robin_prints_every_group_headed(qapp, tmp_path: Path) -> None:
    c = Competition("Liga", Format.ROUND_ROBIN, group_size=4)
    for i in range(1, 13):
        c.add_entrant(f"Jugador {i}")
    c.draw()
    path = tmp_path / "liga.pdf"
    count = export_pdf(path, c, "A4")
    text = " ".join(text_of(pages(path)))
    assert pages(path).pageCount() == count
    for group in (1, 2, 3):
        assert f"Group {group}" in text
