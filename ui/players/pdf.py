"""A player's page printed to a PDF: the heading (player, club, rating, the date printed),
the totals per discipline as the page's table shows them, 14.1's balls per inning, the form
and the rating over time (lines and text drawn in the page, :class:`FormObject`, with their
dates), the head-to-head against every opponent and the matches, on A4 pages in real point
sizes (9 pt the smallest), cut and footed the way the score sheet is
(:func:`ui.history.sheet_pdf.print_pages`); each table's columns as wide as their longest
word (:func:`scoreboard.history.sheet_html.word_widths`), so no heading is cut inside a word.

Names, clubs and events are user text: they are escaped into the document, so ``<b>x</b>``
prints as typed. The file is written atomically (:func:`scoreboard.files.paths.atomic_file`).
"""

from __future__ import annotations

import html
from collections.abc import Collection, Sequence
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
from scoreboard.history.sheet_html import word_widths
from ui.history.sheet_pdf import (
    BODY_PT,
    H1_PT,
    H2_PT,
    TABLE_PT,
    paper_font,
    pdf_writer,
    print_pages,
)
from ui.players.form_plot import PlotColors, paint_form, paint_ratings

#: The plot's labels, in points on paper.
PLOT_PT = 9.5
#: The plot's height for its width.
PLOT_ASPECT = 0.28
#: The object type of the form plot in the document (drawn by :class:`FormObject`).
FORM_OBJECT = QTextFormat.ObjectTypes.UserObject + 1
#: Where the plots go in the page's HTML, replaced by the plots once laid out.
FORM_MARK = "\u2063form\u2063"
RATING_MARK = "\u2063rating\u2063"
FORM_POINTS = QTextFormat.Property.UserProperty + 1
FORM_DATES = QTextFormat.Property.UserProperty + 2
#: Which plot: "form" or "rating"
PLOT_KIND = QTextFormat.Property.UserProperty + 3

STYLE = (
    f"body {{ font-size: {BODY_PT}pt; }}"
    f" h1 {{ font-size: {H1_PT}pt; margin-bottom: 0; }}"
    f" h2 {{ font-size: {H2_PT}pt; margin-top: 14pt; margin-bottom: 4pt; }}"
    f" p.sub {{ font-size: {BODY_PT}pt; color: #444; margin-top: 2pt; }}"
    f" td, th {{ font-size: {TABLE_PT}pt; }}"
    " th { background: #dddddd; font-weight: normal; }"  # bold headers are cut mid-word
    " td.n { text-align: right; }"
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
    form_dates: Sequence[str] = ()
    rating_title: str = ""
    rating: Sequence[float] = ()
    rating_dates: Sequence[str] = ()
    versus_title: str = ""
    versus_headers: Sequence[str] = ()
    versus_rows: Sequence[Sequence[str]] = ()
    matches_title: str = ""
    match_headers: Sequence[str] = ()
    match_rows: Sequence[Sequence[str]] = ()
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
        dates = str(fmt.property(FORM_DATES) or "").split()
        rating = fmt.property(PLOT_KIND) == "rating"
        per_point = self.writer.resolution() / 72  # the writer's pixels per point
        painter.save()
        rect = QRectF(rect)
        painter.translate(rect.topLeft())
        painter.scale(per_point, per_point)  # the plot drawn in points
        font = paper_font()
        font.setPixelSize(round(PLOT_PT))  # a point of the plot is a point of the page
        painter.setFont(font)
        size = rect.size() / per_point
        paint = paint_ratings if rating else paint_form
        paint(
            painter,
            QRectF(0, 0, size.width(), size.height()),
            points if rating else [min(1.0, max(0.0, p)) for p in points],
            PRINT_COLORS,
            painter.fontMetrics().horizontalAdvance("0000" if rating else "100%") + 2,
            dates if len(dates) == len(points) else (),
        )
        painter.restore()


def _place_plot(
    doc: QTextDocument, mark: str, kind: str, points: Sequence[float], dates: Sequence[str]
) -> None:
    """A plot put where ``mark`` stands."""
    found = doc.find(mark)
    if found.isNull():
        return
    fmt = QTextCharFormat()
    fmt.setObjectType(FORM_OBJECT)
    fmt.setProperty(FORM_POINTS, " ".join(f"{p:.4f}" for p in points))
    fmt.setProperty(FORM_DATES, " ".join(dates))
    fmt.setProperty(PLOT_KIND, kind)
    found.insertText("\ufffc", fmt)


def table_html(
    headers: Sequence[str], rows: Sequence[Sequence[str]], numbers: Collection[int]
) -> str:
    """A table, each column as wide as its longest word (heading or cell: none is cut inside
    a word), the columns ``numbers`` right-aligned."""
    e = html.escape
    widths = word_widths(headers, rows)
    head = "".join(f'<th width="{w}%">{e(h)}</th>' for h, w in zip(headers, widths, strict=True))
    body = "".join(
        "<tr>"
        + "".join(
            f"<td{' class=n' if i in numbers else ''}>{e(cell)}</td>" for i, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    return (
        '<table border="1" cellspacing="0" cellpadding="4" width="100%">'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    )


def page_html(page: PrintedPage) -> str:
    """The page as HTML, every text escaped; the plots marks (:data:`FORM_MARK`,
    :data:`RATING_MARK`)."""
    e = html.escape
    parts = [
        f"<h1>{e(page.name)}</h1>",
        f'<p class="sub">{e(page.details)}</p>',
        f"<h2>{e(page.figures_title)}</h2>",
        table_html(page.headers, page.rows, range(1, len(page.headers))),
        *(f"<p>{e(note)}</p>" for note in page.notes),
        f'<h2 style="margin-top: 18pt">{e(page.form_title)}</h2>',
    ]
    if page.form:
        parts.append(f"<p>{FORM_MARK}</p>")
    if page.rating:
        parts += [f"<h2>{e(page.rating_title)}</h2>", f"<p>{RATING_MARK}</p>"]
    if page.versus_rows:
        parts += [
            f"<h2>{e(page.versus_title)}</h2>",
            table_html(page.versus_headers, page.versus_rows, range(1, 5)),
        ]
    if page.match_rows:
        parts += [
            f"<h2>{e(page.matches_title)}</h2>",
            table_html(page.match_headers, page.match_rows, (2,)),
        ]
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
    _place_plot(doc, FORM_MARK, "form", page.form, page.form_dates)
    _place_plot(doc, RATING_MARK, "rating", page.rating, page.rating_dates)
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
