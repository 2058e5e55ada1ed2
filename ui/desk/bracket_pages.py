"""The bracket on paper: the desk's layout of the draw (:func:`ui.competition.bracket_view.layout`)
cut into pieces that fit a page, drawn as text and lines (never a picture of the scene).

Each phase is a band (the winners' round, the losers' round, the finals, each group of a round
robin); a band too wide for the page is cut between its rounds, one too tall between its
matches, never through a box. Each piece is headed by its phase ("Winners' round", "Losers'
round (continued)") and its rounds' names, with the lines from match to match drawn where both
ends are on the page; the pieces go on the pages in order, several to a page when they fit.

The drawing is in the scene's units (a box is :data:`BOX_W` wide), printed at :data:`PT_PER_UNIT`
points a unit, its type set in pixels of those units so that the smallest (a box's head line)
prints at :data:`SMALL_PT` points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPen

from scoreboard.competition import Competition, Phase, Slot
from scoreboard.competition.bracket import SlotDef, WinnerOf
from ui.competition.bracket_view import (
    BOX_H,
    BOX_W,
    COL_W,
    GAP_W,
    LIGHT,
    BoxFonts,
    BracketScene,
    layout,
    paint_box,
    section_of,
)
from ui.competition.words import phase_heading, round_name
from ui.history.sheet_pdf import paper_font
from ui.i18n import fill, tr

#: The smallest type of the bracket (a box's head line: its name, distance and table), and a
#: box's names, in points on paper.
SMALL_PT = 9.2
NAME_PT = 11.0
#: Points on paper per unit of the layout: the head line's 10 units print at SMALL_PT.
SMALL_UNITS = 10
PT_PER_UNIT = SMALL_PT / SMALL_UNITS
#: A piece's heading (its phase), then the headings of its rounds, in units.
TITLE_H = 30.0
COLUMN_H = 24.0
#: Room left between two pieces on one page, in units.
PIECE_GAP = 26.0


def print_fonts() -> tuple[BoxFonts, QFont, QFont]:
    """The boxes' fonts, a piece's title font and its rounds' font, sized in layout units."""
    normal = paper_font()
    normal.setPixelSize(round(NAME_PT / PT_PER_UNIT))
    bold = QFont(normal)
    bold.setBold(True)
    small = paper_font()
    small.setPixelSize(SMALL_UNITS)
    title = QFont(normal)
    title.setPixelSize(round(13.5 / PT_PER_UNIT))
    title.setBold(True)
    column = QFont(bold)
    return BoxFonts.of(normal, bold, small), title, column


@dataclass(frozen=True, slots=True)
class Piece:
    """A part of a band that fits a page: its title, the boxes' corners (relative to the
    piece's first box row, in units), and the headings of its rounds (x, text)."""

    title: str
    boxes: dict[str, QPointF]
    columns: tuple[tuple[float, str], ...]

    @property
    def height(self) -> float:
        """Title, rounds' headings and boxes, in units."""
        bottom = max(p.y() for p in self.boxes.values()) + BOX_H
        return TITLE_H + COLUMN_H + bottom


def _band_key(d: SlotDef) -> tuple[int, str]:
    """The band a slot is printed in: the finals apart, after the losers' round."""
    if d.phase is Phase.FINAL:
        return (5, Phase.FINAL.value)
    return section_of(d)


def _band_title(c: Competition, d: SlotDef) -> str:
    if d.phase is Phase.FINAL:
        return tr("Finals")
    title = phase_heading(c, d.phase)
    return f"{title} {d.group}" if d.phase is Phase.GROUP else title


def bands(c: Competition) -> list[tuple[str, dict[str, tuple[int, float]]]]:
    """Each band's title and its boxes as (column, top in units from the band's first row),
    from the desk's layout; the finals side by side in one row."""
    pos, _ = layout(c)
    grouped: dict[tuple[int, str], list[SlotDef]] = {}
    for d in c.shown_draw:
        grouped.setdefault(_band_key(d), []).append(d)
    out = []
    for key in sorted(grouped):
        slots = grouped[key]
        if slots[0].phase is Phase.FINAL:
            cells = {d.id: (i, 0.0) for i, d in enumerate(slots)}
        else:
            left = min(pos[d.id].x() for d in slots)
            top = min(pos[d.id].y() for d in slots)
            cells = {
                d.id: (round((pos[d.id].x() - left) / COL_W), pos[d.id].y() - top) for d in slots
            }
        out.append((_band_title(c, slots[0]), cells))
    return out


def _split_rows(cells: dict[str, tuple[int, float]], room: float) -> list[dict[str, float]]:
    """Boxes cut into runs of rows each at most ``room`` units tall (the runs as even as the
    boxes allow), a box never cut."""
    order = sorted(cells, key=lambda i: (cells[i][1], cells[i][0]))
    height = max(y for _, y in cells.values()) + BOX_H
    runs = max(1, -(-int(height) // int(room)))
    target = min(room, height / runs + BOX_H)
    out = []
    while order:
        start = cells[order[0]][1]
        run = [i for i in order if cells[i][1] + BOX_H <= start + target]
        run = run or order[:1]
        out.append({i: cells[i][1] - start for i in run})
        order = [i for i in order if i not in run]
    return out


def pieces(c: Competition, width: float, height: float) -> list[Piece]:
    """The bracket cut into pieces for pages ``width`` by ``height`` units."""
    per_page = max(1, int((width - BOX_W) // COL_W) + 1)
    room = max(BOX_H, height - TITLE_H - COLUMN_H)
    defs = {d.id: d for d in c.shown_draw}
    out: list[Piece] = []
    for title, cells in bands(c):
        last = max(col for col, _ in cells.values())
        first_piece = True
        for c0 in range(0, last + 1, per_page):
            chunk = {i: v for i, v in cells.items() if c0 <= v[0] < c0 + per_page}
            for run in _split_rows(chunk, room):
                boxes = {i: QPointF((chunk[i][0] - c0) * COL_W, y) for i, y in run.items()}
                heads: dict[float, str] = {}
                for i, p in boxes.items():
                    d = defs[i]
                    heads.setdefault(p.x(), round_name(c, d.phase, d.round, d.reset))
                name = title if first_piece else fill(tr("%1 (continued)"), title)
                out.append(Piece(name, boxes, tuple(sorted(heads.items()))))
                first_piece = False
    return out


def pages(items: Sequence[Piece], height: float) -> list[list[tuple[float, Piece]]]:
    """The pieces put on pages ``height`` units tall, in order, each at its top (units)."""
    out: list[list[tuple[float, Piece]]] = []
    y = height
    for piece in items:
        if out and y + piece.height <= height:
            out[-1].append((y, piece))
        else:
            out.append([(0.0, piece)])
            y = 0.0
        y += piece.height + PIECE_GAP
    return out


def _links(c: Competition, piece: Piece) -> QPainterPath:
    """The lines from each match to the next one its winner plays, within the piece."""
    path = QPainterPath()
    for i, here in piece.boxes.items():
        d = c.definition(i)
        for f in (d.top, d.bottom):
            src = piece.boxes.get(f.slot) if isinstance(f, WinnerOf) else None
            if src is None or src.x() >= here.x():
                continue
            a = QPointF(src.x() + BOX_W, src.y() + BOX_H / 2)
            b = QPointF(here.x(), here.y() + BOX_H / 2)
            mid = b.x() - GAP_W / 2
            path.moveTo(a)
            path.lineTo(mid, a.y())
            path.lineTo(mid, b.y())
            path.lineTo(b)
    return path


def paint_piece(
    p: QPainter, c: Competition, scene: BracketScene, piece: Piece, width: float
) -> None:
    """One piece at the painter's origin, in units: title, rounds, lines, boxes."""
    fonts, title_font, column_font = print_fonts()
    th = LIGHT
    p.setFont(title_font)
    p.setPen(th.text)
    left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    p.drawText(QRectF(0, 0, width, TITLE_H), left, piece.title)
    p.setFont(column_font)
    p.setPen(th.faint)
    for x, text in piece.columns:
        p.drawText(QRectF(x, TITLE_H, COL_W - 4, COLUMN_H), left, text)
    p.save()
    p.translate(0, TITLE_H + COLUMN_H)
    p.setPen(QPen(th.line, 1.2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(_links(c, piece))
    slots: dict[str, Slot] = {s.id: s for s in c.shown_slots()}
    for i, at in piece.boxes.items():
        item = scene.items_by_id[i]
        p.save()
        p.translate(at)
        paint_box(p, th, slots[i].state, False, item.lines(fonts))
        p.restore()
    p.restore()
