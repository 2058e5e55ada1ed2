"""The competition on paper, on A4 or A3: the bracket cut into pieces that fit the pages
(:mod:`ui.desk.bracket_pages`: every phase headed, several pages when it needs them, text and
lines drawn as such), then the classification on pages of its own, laid out as the score sheet
is (:mod:`ui.history.sheet_pdf`: real point sizes, its header row repeated on each page), every
page footed with the competition's name and its number. Written atomically."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from scoreboard.competition import Competition
from scoreboard.competition.sheets import SheetText, classification_rows
from scoreboard.files.paths import atomic_file
from ui.competition.bracket_view import BracketScene
from ui.competition.words import format_text
from ui.desk.bracket_pages import PT_PER_UNIT, Piece, pages, paint_piece, pieces
from ui.history.sheet_pdf import (
    BODY_PT,
    STYLE,
    TABLE_PT,
    document_cuts,
    foot_height,
    paint_document,
    paint_foot,
    paper_font,
)
from ui.i18n import fill, tr

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "A3": QPageSize.PageSizeId.A3}
#: The heading of each page of the bracket (the competition and its format), in points.
HEAD_PT = 14.0

LANDSCAPE = QPageLayout.Orientation.Landscape
PORTRAIT = QPageLayout.Orientation.Portrait


def classification_html(c: Competition, rows: list[list[str]]) -> str:
    """The classification as HTML, every text escaped; its header row repeats on each page."""
    e = html.escape
    head = "".join(f"<th>{e(h)}</th>" for h in rows[0])
    body = "".join("<tr>" + "".join(f"<td>{e(v)}</td>" for v in r) + "</tr>" for r in rows[1:])
    return (
        f"<html><body><h1>{e(c.name)}</h1><h2>{e(tr('Classification'))}</h2>"
        "<table border='1' cellspacing='0' cellpadding='4' width='100%'>"
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></body></html>"
    )


def classification_document(
    c: Competition, rows: list[list[str]], writer: QPdfWriter
) -> QTextDocument:
    """The classification (``rows``, headings first) laid out for ``writer``'s page as it is
    set now."""
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)  # fonts in points at the PDF's resolution
    doc.setDefaultFont(paper_font(BODY_PT))
    doc.setDefaultStyleSheet(STYLE + " td { white-space: nowrap; }")  # names kept whole
    doc.setHtml(classification_html(c, rows))
    doc.setTextWidth(writer.pageLayout().paintRectPixels(writer.resolution()).width())
    return doc


def table_width(rows: list[list[str]], writer: QPdfWriter) -> float:
    """The narrowest the classification's table can be, in points, with no word cut: each
    column as wide as its widest cell (kept whole) or the longest word of its heading (a
    heading may wrap between its words), plus the cells' padding and borders."""
    plain, bold = paper_font(TABLE_PT), paper_font(TABLE_PT)
    bold.setBold(True)
    cell, head = QFontMetricsF(plain, writer), QFontMetricsF(bold, writer)
    total = 0.0
    for i, heading in enumerate(rows[0]):
        words = [head.horizontalAdvance(w) for w in heading.split()] or [0.0]
        cells = [cell.horizontalAdvance(r[i]) for r in rows[1:]] or [0.0]
        total += max(*words, *cells) * 72 / writer.resolution() + 2 * 4 + 2
    return total


def _units(writer: QPdfWriter) -> float:
    """The writer's pixels per unit of the bracket's layout."""
    return PT_PER_UNIT * writer.resolution() / 72


def _head_height(writer: QPdfWriter) -> float:
    return writer.resolution() * HEAD_PT * 2.0 / 72


def bracket_room(writer: QPdfWriter) -> tuple[float, float]:
    """The room for the bracket on ``writer``'s page as it is set now, in layout units: its
    width, and its height under the page's heading and above its foot."""
    area = writer.pageLayout().paintRectPixels(writer.resolution())
    k = _units(writer)
    return area.width() / k, (area.height() - _head_height(writer) - foot_height(writer)) / k


def bracket_pages(c: Competition, writer: QPdfWriter) -> list[list[tuple[float, Piece]]]:
    """The bracket's pages for ``writer``'s page as it is set now (nothing before the draw)."""
    if not c.drawn:
        return []
    width, height = bracket_room(writer)
    return pages(pieces(c, width, height), height)


def paint_bracket_page(
    painter: QPainter, writer: QPdfWriter, c: Competition, page: list[tuple[float, Piece]]
) -> None:
    """One page of the bracket: the competition's heading, then its pieces."""
    area = writer.pageLayout().paintRectPixels(writer.resolution())
    font = paper_font(HEAD_PT)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    head = f"{c.name} — {format_text(c.format)}"
    painter.drawText(
        QRectF(0, 0, area.width(), _head_height(writer)), Qt.AlignmentFlag.AlignLeft, head
    )
    k = _units(writer)
    scene = BracketScene()
    scene.show_competition(c)
    for top, piece in page:
        painter.save()
        painter.translate(0, _head_height(writer) + top * k)
        painter.scale(k, k)
        paint_piece(painter, c, scene, piece, area.width() / k)
        painter.restore()


def competition_writer(path: Path, c: Competition, page: str) -> QPdfWriter:
    """A PDF writer for ``path``: ``page`` (A4, A3), the print's margins, 300 dpi."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(PAGE_SIZES[page]))
    writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(c.name)
    writer.setCreator("pool-scoreboard")
    return writer


def export_pdf(
    path: Path | str, c: Competition, page: str = "A4", text: SheetText | None = None
) -> int:
    """Print ``c`` to ``path``: the bracket (landscape), then the classification (portrait, or
    landscape when its table needs the room); returns the number of pages."""
    with atomic_file(path) as tmp:
        writer = competition_writer(tmp, c, page)
        rows = classification_rows(c, text or SheetText())
        area = writer.pageLayout().paintRect(QPageLayout.Unit.Point)
        table = (
            PORTRAIT if table_width(rows, writer) <= min(area.width(), area.height()) else LANDSCAPE
        )
        writer.setPageOrientation(table)
        doc = classification_document(c, rows, writer)
        cuts = document_cuts(writer, doc)
        writer.setPageOrientation(LANDSCAPE)
        bracket = bracket_pages(c, writer)
        total = len(bracket) + len(cuts)
        page_text = tr("Page %1 of %2")
        if not bracket:
            writer.setPageOrientation(table)
        painter = QPainter(writer)
        for n, sheet in enumerate(bracket):
            if n:
                writer.newPage()
            paint_bracket_page(painter, writer, c, sheet)
            paint_foot(painter, writer, c.name, fill(page_text, str(n + 1), str(total)))
        writer.setPageOrientation(table)
        paint_document(
            painter, writer, doc, cuts, (c.name, page_text), (len(bracket), total, bool(bracket))
        )
        painter.end()
        del writer  # finishes the file
    return total
