"""The score sheet of a match printed to a PDF: :func:`scoreboard.history.export.sheet_html` laid out
by Qt's text document on A4 pages, in real point sizes (the document is laid out for the PDF's
own resolution), with the players and "page n of m" at the foot of every page. Pages break
between blocks and table rows, never inside a row, and a table that goes on to the next page
repeats its header row there."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextCursor,
    QTextDocument,
    QTextTable,
)

from scoreboard.files.paths import atomic_file
from scoreboard.history.export import ExportText, Sheet, sheet_html
from ui.i18n import fill

#: Point sizes: body text and tables, headings, the foot line. 10 pt is the smallest type on
#: the sheet (club sheets are read at arm's length, under table lights).
BODY_PT = 10.5
TABLE_PT = 10
H1_PT = 18
H2_PT = 13
FOOT_PT = 9


def paper_font(points: float | None = None) -> QFont:
    """The font of a print (``points`` its size, when given): ligatures off, so that the text
    found and copied from the PDF is the text printed ("final", not "ﬁnal")."""
    font = QFont()
    font.setFeature(QFont.Tag("liga"), 0)
    if points is not None:
        font.setPointSizeF(points)
    return font


STYLE = (
    f"body {{ font-size: {BODY_PT}pt; }}"
    f" h1 {{ font-size: {H1_PT}pt; margin-bottom: 0; }}"
    f" h2 {{ font-size: {H2_PT}pt; margin-top: 14pt; margin-bottom: 4pt; }}"
    f" p.sub {{ font-size: {BODY_PT}pt; color: #444; margin-top: 2pt; }}"
    f" td, th {{ font-size: {TABLE_PT}pt; }}"
    " th { background: #dddddd; font-weight: bold; }"
    " td.key { font-weight: bold; width: 22%; }"
    " td.group { background: #eeeeee; font-weight: bold; }"
)


def sheet_document(sheet: Sheet, text: ExportText | None, writer: QPdfWriter) -> QTextDocument:
    """The score sheet laid out for ``writer`` (its width, its resolution), in one long page
    that :func:`page_cuts` divides."""
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)  # fonts in points at the PDF's resolution
    doc.setDefaultFont(paper_font(BODY_PT))
    doc.setDefaultStyleSheet(STYLE)
    doc.setHtml(sheet_html(sheet, text))
    rect = writer.pageLayout().paintRectPixels(writer.resolution())
    doc.setTextWidth(rect.width())
    return doc


@dataclass(frozen=True, slots=True)
class _Row:
    top: float  # where the row starts (a page may begin here)
    bottom: float
    header: tuple[float, float] | None  # its table's header row, repeated on a new page


def _rows(doc: QTextDocument) -> list[_Row]:
    """Every place a page may begin: each block outside a table, each table row (never inside
    one), with the header row of the row's table. The document's last block, when empty (the
    one Qt puts after a closing table), is none: it would begin a page of nothing."""
    layout = doc.documentLayout()
    cells: dict[tuple[int, int], list[float]] = {}  # (table, row) -> [top, bottom]
    tables: dict[int, QTextTable] = {}
    loose: list[_Row] = []
    block = doc.begin()
    while block.isValid():
        r = layout.blockBoundingRect(block)
        cursor = QTextCursor(block)
        table = cursor.currentTable()
        if table is None:
            if block.text() or block.next().isValid():  # not the empty block a table ends on
                loose.append(_Row(r.top(), r.bottom(), None))
        else:
            key = (table.firstPosition(), table.cellAt(cursor).row())
            tables[key[0]] = table
            span = cells.setdefault(key, [r.top(), r.bottom()])
            span[0], span[1] = min(span[0], r.top()), max(span[1], r.bottom())
        block = block.next()
    rows = list(loose)
    for (first, row), (top, bottom) in cells.items():
        table = tables[first]
        frame = layout.frameBoundingRect(table)
        pad = table.format().cellPadding() + table.format().border()
        heads = table.format().headerRowCount()  # the rows of its <thead>
        head = cells.get((first, heads - 1)) if heads > 0 else None
        header = None if head is None or row < heads else (frame.top(), head[1] + pad)
        start = frame.top() if row < max(1, heads) else top - pad
        rows.append(_Row(start, bottom + pad, header))
    return sorted(rows, key=lambda r: r.top)


def page_cuts(doc: QTextDocument, height: float) -> list[tuple[float, float, _Row | None]]:
    """The document divided into pages of ``height``: (top, bottom, continued) per page,
    ``continued`` the row a page starts with when its table's header row is repeated above it.
    A page ends before the first row that does not fit (a row taller than a page is cut)."""
    rows = _rows(doc)
    end = doc.documentLayout().documentSize().height()
    pages: list[tuple[float, float, _Row | None]] = []
    top, first = 0.0, None
    while top < end - 1:
        room = height - (first.header[1] - first.header[0] if first and first.header else 0)
        limit = top + room
        nxt = next((r for r in rows if r.top > top + 1 and r.bottom > limit), None)
        bottom = end if limit >= end or nxt is None else nxt.top
        if bottom <= top + 1:  # one row taller than the page
            bottom = limit
        pages.append((top, bottom, first))
        if bottom >= end:
            break
        top = bottom
        first = nxt if nxt is not None and nxt.top == bottom and nxt.header else None
    return pages


def pdf_writer(path: Path | str, title: str) -> QPdfWriter:
    """A PDF writer for ``path``: A4, the sheet's margins, 300 dpi."""
    writer = QPdfWriter(str(path))
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("pool-scoreboard")
    return writer


def foot_height(writer: QPdfWriter) -> float:
    """The room the foot line takes at the bottom of each page."""
    return writer.resolution() * FOOT_PT * 2.2 / 72


def paint_foot(painter: QPainter, writer: QPdfWriter, left: str, number: str) -> None:
    """The foot line of the page being painted: ``left`` on its left, ``number`` on its
    right, at the bottom of the page's printable area (in the writer's pixels)."""
    full = writer.pageLayout().paintRectPixels(writer.resolution())
    foot_h = foot_height(writer)
    painter.save()
    painter.setFont(paper_font(FOOT_PT))
    painter.setPen(Qt.GlobalColor.darkGray)
    foot = QRectF(0, full.height() - foot_h, full.width(), foot_h)
    painter.drawText(foot, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, left)
    painter.drawText(foot, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, number)
    painter.restore()


def document_cuts(writer: QPdfWriter, doc: QTextDocument) -> list[tuple[float, float, _Row | None]]:
    """``doc`` (laid out for ``writer``) cut into the writer's pages, room left for the foot."""
    full = writer.pageLayout().paintRectPixels(writer.resolution())
    return page_cuts(doc, full.height() - foot_height(writer))


def paint_document(
    painter: QPainter,
    writer: QPdfWriter,
    doc: QTextDocument,
    cuts: list[tuple[float, float, _Row | None]],
    foot: tuple[str, str],
    numbers: tuple[int, int, bool] = (0, 0, False),
) -> None:
    """Paint ``doc`` on the pages ``cuts`` gives (:func:`document_cuts`) with ``painter``,
    begun on ``writer``: the foot's left text and its "Page %1 of %2" at the foot of each.
    ``numbers``: the pages printed before these, the pages in all (0: these), and whether a
    new page is begun for the first of them."""
    before, total, turn = numbers
    width = float(writer.pageLayout().paintRectPixels(writer.resolution()).width())
    for n, (top, bottom, first) in enumerate(cuts):
        if n or turn:
            writer.newPage()
        y = 0.0
        if first is not None and first.header is not None:
            h0, h1 = first.header
            painter.save()
            painter.translate(0, -h0)
            doc.drawContents(painter, QRectF(0, h0, width, h1 - h0))
            painter.restore()
            y = h1 - h0
        painter.save()
        painter.translate(0, y - top)
        doc.drawContents(painter, QRectF(0, top, width, bottom - top))
        painter.restore()
        number = fill(foot[1], str(before + n + 1), str(total or len(cuts)))
        paint_foot(painter, writer, foot[0], number)


def print_pages(writer: QPdfWriter, doc: QTextDocument, foot_left: str, page_text: str) -> int:
    """Print ``doc`` (laid out for ``writer``) on as many pages as it takes, cut by
    :func:`page_cuts`, with ``foot_left`` and ``page_text`` ("Page %1 of %2") at the foot of
    each; returns the number of pages."""
    cuts = document_cuts(writer, doc)
    painter = QPainter(writer)
    paint_document(painter, writer, doc, cuts, (foot_left, page_text))
    painter.end()
    return len(cuts)


def export_pdf(path: Path | str, sheet: Sheet, text: ExportText | None = None) -> int:
    """Print the score sheet to a PDF (A4), written atomically; returns the number of pages.
    Needs the Qt application."""
    t = text or ExportText()
    with atomic_file(path) as tmp:
        writer = pdf_writer(tmp, f"{t.title}: {sheet.players[0]} – {sheet.players[1]}")
        doc = sheet_document(sheet, text, writer)
        pages = print_pages(writer, doc, f"{sheet.players[0]} – {sheet.players[1]}", t.page)
        del writer  # finishes the file
    return pages
