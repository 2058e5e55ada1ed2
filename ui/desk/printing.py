"""The competition on paper: a PDF with one page per phase of the bracket (one per group in a
round robin), then the classification, on A4 or A3. Written atomically."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from scoreboard.competition import Competition, Phase
from scoreboard.competition.sheets import SheetText, classification_rows
from scoreboard.files.paths import atomic_file
from ui.competition.bracket_view import BOX_H, BOX_W, COLUMN_HEAD, BracketScene, band_of
from ui.competition.words import format_text, phase_heading
from ui.i18n import tr

PAGE_SIZES = {"A4": QPageSize.PageSizeId.A4, "A3": QPageSize.PageSizeId.A3}
ROWS_PER_PAGE = {"A4": 48, "A3": 70}


def _bands(scene: BracketScene, c: Competition) -> list[tuple[str, QRectF]]:
    """(title, scene rectangle) per phase; the final is printed with the losers' round."""
    rects: dict[tuple[int, str], QRectF] = {}
    titles: dict[tuple[int, str], str] = {}
    for d in c.shown_draw:
        key = band_of(d)  # the final is drawn beside the losers' round final
        item = scene.items_by_id[d.id]
        box = QRectF(item.pos(), QSizeF(BOX_W, BOX_H)).adjusted(0, -COLUMN_HEAD, 0, 0)
        rects[key] = rects[key].united(box) if key in rects else box
        if key not in titles or d.phase is not Phase.FINAL:
            title = phase_heading(c, d.phase if d.phase is not Phase.FINAL else Phase.LOSERS)
            titles[key] = f"{title} {d.group}" if d.phase is Phase.GROUP else title
    return [(titles[k], rects[k].adjusted(-10, -10, 10, 10)) for k in sorted(rects)]


def _classification_html(c: Competition, text: SheetText, rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in rows[0])
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(v)}</td>" for v in r) + "</tr>" for r in rows[1:]
    )
    return (
        f"<h1>{html.escape(c.name)}</h1><h2>{html.escape(tr('Classification'))}</h2>"
        f"<table border='1' cellspacing='0' cellpadding='3'><tr>{head}</tr>{body}</table>"
    )


# Long because the pages are printed in one pass: each phase's bracket, then the classification, on
# one painter.
def export_pdf(
    path: Path | str, c: Competition, page: str = "A4", text: SheetText | None = None
) -> int:
    """Print ``c`` to ``path``; returns the number of pages."""
    pages = 0
    with atomic_file(path) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setPageSize(QPageSize(PAGE_SIZES[page]))
        writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout.Unit.Millimeter)
        writer.setResolution(300)
        writer.setTitle(c.name)
        writer.setCreator("pool-scoreboard")
        painter = QPainter()
        scene = BracketScene()
        scene.show_competition(c)
        bands = _bands(scene, c) if c.drawn else []
        started = False
        title_font = QFont()
        title_font.setPointSizeF(14)
        title_font.setBold(True)
        for title, rect in bands:
            landscape = rect.width() > rect.height()
            writer.setPageOrientation(
                QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
            )
            if not started:
                painter.begin(writer)
                started = True
            else:
                writer.newPage()
            area = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
            area.moveTo(0, 0)
            painter.setFont(title_font)
            head = f"{c.name} — {format_text(c.format)} — {title}"
            painter.drawText(QRectF(0, 0, area.width(), 120), Qt.AlignmentFlag.AlignLeft, head)
            room = area.adjusted(0, 140, 0, 0)
            scale = min(room.width() / rect.width(), room.height() / rect.height())
            target = QRectF(room.left(), room.top(), rect.width() * scale, rect.height() * scale)
            painter.save()
            painter.setClipRect(target)
            scene.render(painter, target, rect, Qt.AspectRatioMode.IgnoreAspectRatio)
            painter.restore()
            pages += 1
        rows = classification_rows(c, text)
        per = ROWS_PER_PAGE[page]
        chunks = [rows[1:][i : i + per] for i in range(0, max(1, len(rows) - 1), per)]
        writer.setPageOrientation(QPageLayout.Orientation.Portrait)
        for chunk in chunks:
            if not started:
                painter.begin(writer)
                started = True
            else:
                writer.newPage()
            area = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
            doc = QTextDocument()
            doc.setDefaultStyleSheet(
                "h1 { font-size: 15pt; } h2 { font-size: 12pt; } th { background: #ddd; }"
                " td, th { font-size: 9pt; }"
            )
            doc.setHtml(_classification_html(c, text or SheetText(), [rows[0], *chunk]))
            doc.setTextWidth(area.width() / 3.1)
            painter.save()
            painter.scale(3.1, 3.1)  # points of the document to pixels at 300 dpi
            doc.drawContents(painter)
            painter.restore()
            pages += 1
        painter.end()
        del writer  # finishes the file
    return pages
