"""A player's page printed to a PDF: the heading (player, club, rating, the date printed),
the totals per discipline as the page's table shows them, 14.1's balls per inning, the form
plot (lines and text drawn in the page, :class:`FormObject`) and the head-to-head, on A4 pages
in real point sizes (9 pt the smallest), cut and footed the way the score sheet is
(:func:`ui.history.sheet_pdf.print_pages`).

Names, clubs and events are user text: they are escaped into the document, so ``<b>x</b>``
prints as typed. The file is written atomically (:func:`scoreboard.files.paths.atomic_file`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRect, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPdfWriter,
    QPyTextObject,
    QTextCharFormat,
    QTextDocument,
    QTextFormat,
)

from scoreboard.files.paths import atomic_file
from ui.history.sheet_pdf import (
    BODY_PT,
    H1_PT,
    H2_PT,
    TABLE_PT,
    paper_font,
    pdf_writer,
    print_pages,
)
from ui.players.form_plot import PlotColors, paint_form

#: The plot's labels, in points on paper.
PLOT_PT = 9.5
#: The plot's height for its width.
PLOT_ASPECT = 0.28
#: The object type of the form plot in the document (drawn by :class:`FormObject`).
FORM_OBJECT = QTextFormat.ObjectTypes.UserObject + 1
#: Where the plot goes in the page's HTML, replaced by the plot once laid out.
FORM_MARK = "\u2063form\u2063"
FORM_POINTS = QTextFormat.Property.UserProperty + 1

STYLE = (
    f"body {{ font-size: {BODY_PT}pt; }}"
    f" h1 {{ font-size: {H1_PT}pt; margin-bottom: 0; }}"
    f" h2 {{ font-size: {H2_PT}pt; margin-top: 14pt; margin-bottom: 4pt; }}"
    f" p.sub {{ font-size: {BODY_PT}pt; color: #444; margin-top: 2pt; }}"
    f" td, th {{ font-size: {TABLE_PT}pt; }}"
    " th { background: #dddddd; font-weight: normal; }"  # bold headers are cut mid-word
    " td.n { text-align: right; }"
    " .first { white-space: nowrap; }"
)

PRINT_COLORS = PlotColors(QColor("white"), QColor("#999999"), QColor("black"), QColor("#1f4e9c"))


@dataclass(frozen=True, slots=True)
class PrintedPage:
    """What a player's page prints, in the page's own words: each text is plain (user text
    included), escaped when the document is made."""

    name: str
    details: str  # club, ratings and the date printed, in one line
    figures_title: str
    headers: Sequence[str]
    rows: Sequence[Sequence[str]]
    notes: Sequence[str]  # lines under the table (14.1's balls per inning)
    form_title: str
    form: Sequence[float]
    versus_title: str
    versus: str
    page: str = "Page %1 of %2"


class FormObject(QPyTextObject):
    """The form plot as an object of the page's document: as wide as the text, drawn in the
    page with the painter (lines and text, never a picture), its labels :data:`PLOT_PT`
    points."""

    def __init__(self, writer: QPdfWriter, doc: QTextDocument) -> None:
        super().__init__(doc)  # kept by the document it draws in
        self.writer = writer

    def intrinsicSize(  # noqa: N802 - Qt override
        self, doc: QTextDocument, pos: int, fmt: QTextFormat
    ) -> QSizeF:
        width = doc.textWidth() - 2 * doc.documentMargin()
        return QSizeF(width, width * PLOT_ASPECT)

    def drawObject(  # noqa: N802 - Qt override
        self,
        painter: QPainter,
        rect: QRectF | QRect,
        doc: QTextDocument,
        pos: int,
        fmt: QTextFormat,
    ) -> None:
        points = [float(p) for p in str(fmt.property(FORM_POINTS) or "").split()]
        per_point = self.writer.resolution() / 72  # the writer's pixels per point
        painter.save()
        rect = QRectF(rect)
        painter.translate(rect.topLeft())
        painter.scale(per_point, per_point)  # the plot drawn in points
        font = paper_font()
        font.setPixelSize(round(PLOT_PT))  # a point of the plot is a point of the page
        painter.setFont(font)
        size = rect.size() / per_point
        paint_form(
            painter,
            QRectF(0, 0, size.width(), size.height()),
            [min(1.0, max(0.0, p)) for p in points],
            PRINT_COLORS,
            painter.fontMetrics().horizontalAdvance("100%") + 2,
        )
        painter.restore()


def _place_form(doc: QTextDocument, points: Sequence[float]) -> None:
    """The plot put where :data:`FORM_MARK` stands."""
    found = doc.find(FORM_MARK)
    if found.isNull():
        return
    fmt = QTextCharFormat()
    fmt.setObjectType(FORM_OBJECT)
    fmt.setProperty(FORM_POINTS, " ".join(f"{p:.4f}" for p in points))
    found.insertText("\ufffc", fmt)


def page_html(page: PrintedPage) -> str:
    """The page as HTML, every text escaped; the form plot a mark (:data:`FORM_MARK`)."""
    e = html.escape
    # the first column's words kept whole (the table's layout would cut its longest one)
    head = "".join(
        f"<th{' class=first' if not i else ''}>{e(h)}</th>" for i, h in enumerate(page.headers)
    )
    body = "".join(
        "<tr>"
        + "".join(f"<td class={'n' if i else 'first'}>{e(cell)}</td>" for i, cell in enumerate(row))
        + "</tr>"
        for row in page.rows
    )
    parts = [
        f"<h1>{e(page.name)}</h1>",
        f'<p class="sub">{e(page.details)}</p>',
        f"<h2>{e(page.figures_title)}</h2>",
        '<table border="1" cellspacing="0" cellpadding="4">',
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>",
        *(f"<p>{e(note)}</p>" for note in page.notes),
        f'<h2 style="margin-top: 18pt">{e(page.form_title)}</h2>',
    ]
    if page.form:
        parts.append(f"<p>{FORM_MARK}</p>")
    parts += [f"<h2>{e(page.versus_title)}</h2>", f"<p>{e(page.versus)}</p>"]
    return "<html><body>" + "".join(parts) + "</body></html>"


def page_document(page: PrintedPage, writer: QPdfWriter) -> QTextDocument:
    """The page laid out for ``writer`` (its width, its resolution)."""
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)  # fonts in points at the PDF's resolution
    doc.setDefaultFont(paper_font(BODY_PT))
    doc.setDefaultStyleSheet(STYLE)
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    doc.documentLayout().registerHandler(FORM_OBJECT, FormObject(writer, doc))
    doc.setHtml(page_html(page))
    _place_form(doc, page.form)
    for table in doc.rootFrame().childFrames():  # room under the table (its CSS is not read)
        fmt = table.frameFormat()
        fmt.setBottomMargin(writer.resolution() * 4 / 72)
        table.setFrameFormat(fmt)
    doc.setTextWidth(float(rect.width()))
    return doc


def export_page_pdf(path: Path | str, page: PrintedPage) -> int:
    """Print the player's page to a PDF (A4), written atomically; returns the number of
    pages. Needs the Qt application."""
    with atomic_file(path) as tmp:
        writer = pdf_writer(tmp, page.name)
        doc = page_document(page, writer)
        pages = print_pages(writer, doc, page.name, page.page)
        del writer  # finishes the file
    return pages
