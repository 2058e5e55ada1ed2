"""A race chart for a league night, on paper: for two players' rating bands (a row, a column),
the fair race at a chosen length (the row's player's racks first), then the fairest race per
rating difference and length (:func:`scoreboard.ratings.race_chart`). One A4 page, written
atomically through the desk's printing path (a QTextDocument on a QPdfWriter).

The title is user text (the competition's or club's name): escaped, never markup.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from scoreboard.files.paths import atomic_file
from scoreboard.ratings import RaceChart, race_chart
from ui.history.sheet_pdf import paper_font
from ui.i18n import fill, tr

# The rating bands of the chart's rows and columns: each band is named by its lower bound
# and rated at its middle.
BANDS = tuple(range(300, 800, 50))
BAND_WIDTH = 50
# The rating differences and lengths of the second table.
DIFFERENCES = tuple(range(0, 401, 25))
LENGTHS = (3, 5, 7, 9, 11)


def band_races(
    length: int, bands: tuple[int, ...] = BANDS, width: int = BAND_WIDTH
) -> list[list[tuple[int, int]]]:
    """``out[i][j]``: the fair race (racks of the band ``i`` player, of the band ``j`` player)
    at about a race to ``length``, the bands rated at their middles (equal bands: ``length``
    each)."""
    mids = [b + width / 2 for b in bands]
    diffs = sorted({abs(a - b) for a in mids for b in mids})
    chart: RaceChart = race_chart(diffs, [length])
    out: list[list[tuple[int, int]]] = []
    for a in mids:
        row = []
        for b in mids:
            race = chart.race(abs(a - b), length)  # side A is the stronger player
            row.append((race.a, race.b) if a >= b else (race.b, race.a))
        out.append(row)
    return out


def chart_html(title: str, length: int) -> str:
    """The page as HTML (every text escaped)."""
    e = html.escape
    grid = band_races(length)
    head = "".join(f"<th>{b}</th>" for b in BANDS)
    rows = "".join(
        f"<tr><th>{b}</th>"
        + "".join(
            f"<td align='center'{' bgcolor=#eeeeee' if i == j else ''}>{a}-{c}</td>"
            for j, (a, c) in enumerate(grid[i])
        )
        + "</tr>"
        for i, b in enumerate(BANDS)
    )
    diff_chart = race_chart(DIFFERENCES, LENGTHS)
    race_to = tr("Race to %1")
    diff_head = "".join(f"<th>{e(fill(race_to, str(n)))}</th>" for n in diff_chart.lengths)
    diff_rows = "".join(
        f"<tr><th>{d:g}</th>"
        + "".join(f"<td align='center'>{r.a}-{r.b} ({r.p_a:.0%})</td>" for r in races)
        + "</tr>"
        for d, races in diff_chart.rows()
    )
    heading = fill(tr("Race chart: about a race to %1"), str(length))
    how = tr("Rows: your rating; columns: your opponent’s. Your racks come first.")
    bands = fill(
        tr("Bands of %1 points: %2 is %2 to %3."),
        str(BAND_WIDTH),
        str(BANDS[0]),
        str(BANDS[0] + BAND_WIDTH - 1),
    )
    rating, difference = tr("Rating"), tr("Difference")
    second = tr("Fair races by rating difference")
    stronger = tr("The stronger player’s racks first, with his chance of winning the race.")
    return (
        f"<h1>{e(title)}</h1><h2>{e(heading)}</h2><p>{e(how)} {e(bands)}</p>"
        "<table border='1' cellspacing='0' cellpadding='3' width='100%'>"
        f"<tr><th>{e(rating)}</th>{head}</tr>{rows}</table>"
        f"<h2>{e(second)}</h2><p>{e(stronger)}</p>"
        "<table border='1' cellspacing='0' cellpadding='3'>"
        f"<tr><th>{e(difference)}</th>{diff_head}</tr>{diff_rows}</table>"
    )


# Pixels at 300 dpi per pixel of the document (which counts 96 to the inch): a 10 pt text of
# the document prints at 10 pt.
SCALE = 300 / 96
STYLE = (
    "h1 { font-size: 16pt; } h2 { font-size: 13pt; } p { font-size: 10pt; }"
    " th { background: #ddd; } td, th { font-size: 10pt; }"
)


def chart_document(title: str, length: int, width_px: float) -> QTextDocument:
    """The page laid out for a printable width of ``width_px`` pixels at 300 dpi."""
    doc = QTextDocument()
    doc.setDefaultFont(paper_font(10))
    doc.setDefaultStyleSheet(STYLE)
    doc.setHtml(chart_html(title, length))
    doc.setTextWidth(width_px / SCALE)
    return doc


def page_area() -> QRectF:
    """The printable area of the A4 page, in pixels at 300 dpi, from (0, 0)."""
    layout = QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Portrait,
        QMarginsF(12, 12, 12, 12),
        QPageLayout.Unit.Millimeter,
    )
    area = QRectF(layout.paintRectPixels(300))
    area.moveTo(0, 0)
    return area


def export_race_chart(path: Path | str, title: str, length: int = 7) -> int:
    """Print the race chart at about a race to ``length`` to ``path`` (A4); returns the
    number of pages (1)."""
    with atomic_file(path) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)
        writer.setResolution(300)
        writer.setTitle(title)
        writer.setCreator("pool-scoreboard")
        doc = chart_document(title, length, page_area().width())
        painter = QPainter(writer)
        painter.scale(SCALE, SCALE)
        doc.drawContents(painter)
        painter.end()
        del writer  # finishes the file
    return 1
