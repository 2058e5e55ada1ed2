"""The bracket drawn as a graphics scene: a box per match, lines from each match to the one
its winner (or loser) goes to, a band per phase. Zoom with the wheel, pan by dragging; fit the
whole draw with :meth:`BracketView.fit`. Readable for 128 entrants at 100 % zoom.

Long because the scene's layout, its boxes and their painting are one drawing, shared by the desk
and the spectator display.

The same scene serves the desk (light) and the spectator display (dark).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from scoreboard.competition import BYE, Competition, Phase, Slot, State
from scoreboard.competition.bracket import LoserOf, Place, SlotDef, WinnerOf
from ui.competition.words import (
    match_number,
    phase_heading,
    round_name,
    slot_distance,
    slot_name,
)
from ui.i18n import fill, tr

BOX_W, BOX_H = 230.0, 50.0
GAP_W = 50.0
COL_W = BOX_W + GAP_W
ROW_H = BOX_H + 10.0
SECTION_GAP = 70.0
#: Above a band's first row: its title, then the headings of its columns.
BAND_HEAD = 48.0
COLUMN_HEAD = 24.0
#: The overview never shrinks the bracket below this zoom (names stay readable); a larger
#: draw is seen one phase at a time, or scrolled.
MIN_LEGIBLE = 0.7


@dataclass(frozen=True)
class Theme:
    background: QColor
    box: QColor
    ready: QColor
    on_table: QColor
    finished: QColor
    walkover: QColor
    text: QColor
    faint: QColor
    winner: QColor
    line: QColor
    selected: QColor


LIGHT = Theme(
    QColor("#f4f5f7"), QColor("#ffffff"), QColor("#fff4cc"), QColor("#d6ecff"),
    QColor("#e8f5e9"), QColor("#eeeeee"), QColor("#1d1f23"), QColor("#7a7f87"),
    QColor("#0b5d1e"), QColor("#9aa3ad"), QColor("#e0701b"),
)  # fmt: skip
DARK = Theme(
    QColor("#0e1116"), QColor("#1b2028"), QColor("#3a3417"), QColor("#123456"),
    QColor("#173a22"), QColor("#20242b"), QColor("#eef1f5"), QColor("#8b95a3"),
    QColor("#7be38f"), QColor("#4a5563"), QColor("#ffb347"),
)  # fmt: skip


def section_of(d: SlotDef) -> tuple[int, str]:
    """(order, key) of the band a slot is drawn in."""
    if d.phase is Phase.GROUP:
        return (10 + d.group, f"group-{d.group}")
    order = {Phase.FIRST: 0, Phase.WINNERS: 1, Phase.FINAL: 2, Phase.LOSERS: 3}[d.phase]
    return (order, d.phase.value)


@dataclass(frozen=True)
class Heading:
    """A title over a band (``big``) or over one of its columns."""

    text: str
    at: QPointF
    band: tuple[int, str]
    big: bool


def band_of(d: SlotDef) -> tuple[int, str]:
    """The band a slot is shown with when one phase is shown at a time: the final goes with
    the losers' round, beside whose final it is drawn."""
    if d.phase is Phase.FINAL:
        return (3, Phase.LOSERS.value)
    return section_of(d)


# Long because the positions of every box and heading are computed in one pass over the bands and
# their rounds.
def layout(c: Competition) -> tuple[dict[str, QPointF], list[Heading]]:
    """Top-left corner of every slot's box, and the headings of the bands and their columns.

    Within a band, round r is column r; a match fed by matches of the same band sits level with
    them (between two feeders), the others are stacked in order. The final stands right of
    both the winners' and the losers' round, level with the losers' round final."""
    pos: dict[str, QPointF] = {}
    titles: list[Heading] = []
    bands: dict[tuple[int, str], list[SlotDef]] = {}
    for d in c.shown_draw:
        bands.setdefault(section_of(d), []).append(d)
    y0 = 0.0
    x0 = 0.0
    final_band: list[SlotDef] = []
    for key in sorted(bands):
        slots = bands[key]
        if slots[0].phase is Phase.FINAL:
            final_band = slots
            continue
        first = slots[0]
        title = phase_heading(c, first.phase)
        if first.phase is Phase.GROUP:
            title = f"{title} {first.group}"
        titles.append(Heading(title, QPointF(x0, y0), key, True))
        top = y0 + BAND_HEAD
        free: dict[int, float] = {}
        band_ids = {d.id for d in slots}
        local: dict[str, float] = {}
        for d in slots:
            col = d.round - 1
            if col not in free:  # a round robin heads its rounds too
                titles.append(
                    Heading(
                        round_name(c, d.phase, d.round),
                        QPointF(x0 + col * COL_W, y0 + COLUMN_HEAD),
                        key,
                        False,
                    )
                )
            feeders = [
                local[f.slot]
                for f in (d.top, d.bottom)
                if isinstance(f, WinnerOf) and f.slot in band_ids and f.slot in local
            ]
            if feeders:
                y = sum(feeders) / len(feeders)
            else:
                y = free.get(col, top)
            free[col] = max(free.get(col, top), y + ROW_H)
            local[d.id] = y
            pos[d.id] = QPointF(x0 + col * COL_W, y)
        if first.phase is Phase.FIRST:  # the pirámide goes on to its right, from the top
            x0 = (max(free) + 1) * COL_W + SECTION_GAP
            continue
        y0 = max(free.values()) + SECTION_GAP
    right = max((p.x() for p in pos.values()), default=0.0) + COL_W
    for d in final_band:
        if d.reset:  # the second final: right of the first
            src = d.top.slot if isinstance(d.top, WinnerOf) else ""
            at = pos.get(src, QPointF(right, 0))
            pos[d.id] = QPointF(at.x() + COL_W, at.y())
            continue
        # the final: right of both sides, level with the losers' round final
        fed_by = [pos[f.slot] for f in (d.top, d.bottom) if isinstance(f, WinnerOf)]
        y = fed_by[-1].y() if fed_by else y0
        pos[d.id] = QPointF(right, y)
        titles.append(
            Heading(round_name(c, d.phase, 1), QPointF(right, y - COLUMN_HEAD), band_of(d), False)
        )
    return pos, titles


class SlotItem(QGraphicsItem):
    """One match: its id, distance and table on a small first line; the two players with
    their racks below, the winner in bold."""

    def __init__(self, view: BracketScene, slot: Slot) -> None:
        super().__init__()
        self.scene_ = view
        self.slot = slot
        self.selected = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-2, -2, BOX_W + 4, BOX_H + 4)

    def set_slot(self, slot: Slot, selected: bool) -> None:
        if slot != self.slot or selected != self.selected:
            self.slot, self.selected = slot, selected
            self.update()

    def paint(
        self,
        p: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        paint_box(p, self.scene_.theme, self.slot.state, self.selected, self.lines())

    def head(self, metrics: QFontMetrics) -> str:
        """The box's first line: its name as its column names the round, the distance, the
        table, a forfeit. When that is too long for the box, the name the column already says
        is left out: the match's number alone ("Match 2"), or nothing in a round of one match;
        never a word cut."""
        sc, s = self.scene_, self.slot
        rest = [slot_distance(s)]
        if s.table is not None:
            rest.append(f"{sc.table_word} {s.table}")
        if s.result is not None and s.result.forfeit is not None:
            rest.append(sc.forfeit_word)
        head = "  ·  ".join([sc.short_name(s.id), *rest])
        if metrics.horizontalAdvance(head) * MIN_SQUEEZE <= BOX_W - 12:
            return head
        return "  ·  ".join([n for n in (sc.match_number(s.id),) if n] + rest)

    def lines(self, fonts: BoxFonts | None = None) -> list[BoxLine]:
        """What the box shows, line by line, as it is painted: the head (name, distance,
        table), the two players or where they come from, and the racks; fitted to the box in
        ``fonts`` (the scene's own when None; the printed page has its own)."""
        sc, s = self.scene_, self.slot
        f = fonts or sc.fonts
        left = Qt.AlignmentFlag.AlignVCenter
        text, squeeze = fit_line(self.head(f.small_metrics), f.small_metrics, BOX_W - 12)
        out = [BoxLine(text, squeeze, QRectF(6, 1, BOX_W - 12, 14), f.small, "faint", left)]
        for i, (rank, feed) in enumerate(
            ((s.top, s.definition.top), (s.bottom, s.definition.bottom))
        ):
            y = 16 + i * 16
            won = s.state is State.FINISHED and rank == s.winner
            if rank is None:
                font, fm, colour = f.small, f.small_metrics, "faint"
                name = sc.feed_text(feed, section_of(s.definition))
            elif rank == BYE:
                font, fm, colour = f.small, f.small_metrics, "faint"
                name = sc.bye_word
            else:
                font = f.bold if won else f.normal
                fm = f.bold_metrics if won else f.metrics
                colour = "winner" if won else "text"
                c = sc.competition
                name = f"{rank}. {c.entrant(rank)}" if c is not None else str(rank)
            room = BOX_W - 12 if rank is None else BOX_W - 40  # no score beside a feed
            text, squeeze = fit_line(name, fm, room)
            out.append(BoxLine(text, squeeze, QRectF(6, y, room, 16), font, colour, left))
            if s.result is not None:
                out.append(
                    BoxLine(
                        str(s.result.racks[i]),
                        1.0,
                        QRectF(BOX_W - 30, y, 24, 16),
                        font,
                        colour,
                        Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                    )
                )
        return out


@dataclass(frozen=True)
class BoxFonts:
    """The fonts of a match's box (names, the winner's name, the small head line) and their
    metrics, by which each line is fitted to the box."""

    normal: QFont
    bold: QFont
    small: QFont
    metrics: QFontMetrics
    bold_metrics: QFontMetrics
    small_metrics: QFontMetrics

    @classmethod
    def of(cls, normal: QFont, bold: QFont, small: QFont) -> BoxFonts:
        return cls(
            normal, bold, small, QFontMetrics(normal), QFontMetrics(bold), QFontMetrics(small)
        )


STATE_FILL = {
    State.READY: "ready",
    State.ON_TABLE: "on_table",
    State.FINISHED: "finished",
    State.WALKOVER: "walkover",
}


def paint_box(p: QPainter, th: Theme, state: State, selected: bool, lines: list[BoxLine]) -> None:
    """A match's box at (0, 0): its frame filled by its state, then its lines."""
    fill: QColor = getattr(th, STATE_FILL.get(state, "box"))
    p.setPen(QPen(th.selected if selected else th.line, 2.5 if selected else 1))
    p.setBrush(fill)
    p.drawRoundedRect(QRectF(0, 0, BOX_W, BOX_H), 4, 4)
    for line in lines:
        p.setFont(line.font)
        p.setPen(getattr(th, line.colour))
        draw_fitted(p, line.text, line.squeeze, line.rect, line.align)


@dataclass(frozen=True)
class BoxLine:
    """One line of a match's box: its text, how much it is narrowed to fit (1: not at all),
    where it goes, its font and the theme's colour it takes."""

    text: str
    squeeze: float
    rect: QRectF
    font: QFont
    colour: str
    align: Qt.AlignmentFlag


# A line too long for its box is narrowed down to this share of its width before it is cut
# with an ellipsis: the long Spanish names of where a player comes from ("perdedor de
# ganadores, ronda 1, partido 12") and a table number stay whole.
MIN_SQUEEZE = 0.82


def fit_line(text: str, metrics: QFontMetrics, room: float) -> tuple[str, float]:
    """``text`` as it fits ``room`` pixels: whole, narrowed by a factor no smaller than
    :data:`MIN_SQUEEZE`, or (longer still: a player's long name) narrowed and cut."""
    width = metrics.horizontalAdvance(text)
    if width <= room:
        return text, 1.0
    if width * MIN_SQUEEZE <= room:
        return text, room / width
    wide = int(room / MIN_SQUEEZE)
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, wide), MIN_SQUEEZE


def draw_fitted(
    p: QPainter, text: str, squeeze: float, rect: QRectF, align: Qt.AlignmentFlag
) -> None:
    if squeeze >= 1.0:
        p.drawText(rect, align, text)
        return
    p.save()
    p.translate(rect.x(), rect.y())
    p.scale(squeeze, 1.0)
    p.drawText(QRectF(0, 0, rect.width() / squeeze + 1, rect.height()), align, text)
    p.restore()


class BracketScene(QGraphicsScene):
    """The scene of one competition's draw; :meth:`show_competition` refreshes it."""

    def __init__(self, theme: Theme = LIGHT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.competition: Competition | None = None
        self.items_by_id: dict[str, SlotItem] = {}
        self.selected_id: str | None = None
        self._draw_key: object = None
        #: (from, to) of every line drawn: a winner goes on from one box to the next
        self.links: list[tuple[str, str]] = []
        #: the items of each band (shown one phase at a time), and the band shown (None: all)
        self.band_items: dict[tuple[int, str], list[QGraphicsItem]] = {}
        self.shown_band: tuple[int, str] | None = None
        self.normal = QFont()
        self.normal.setPointSizeF(9.5)
        self.bold = QFont(self.normal)
        self.bold.setBold(True)
        self.small = QFont()
        self.small.setPointSizeF(7.5)
        self.fonts = BoxFonts.of(self.normal, self.bold, self.small)
        self.setBackgroundBrush(QBrush(theme.background))
        self.retranslate()

    def retranslate(self) -> None:
        self.table_word = tr("table")
        self.bye_word = tr("(bye)")
        self.forfeit_word = tr("w.o.")
        self.winner_of = tr("winner of %1")
        self.loser_of = tr("loser of %1")
        self.place_word = tr("place %1")
        if self.competition is not None:
            c, self.competition, self._draw_key = self.competition, None, None
            self.show_competition(c)

    def short_name(self, slot_id: str) -> str:
        """A box's name under its band's heading ("Round 1, match 3", "Final")."""
        c = self.competition
        return slot_name(c, slot_id, short=True) if c is not None else slot_id

    def match_number(self, slot_id: str) -> str:
        """A box's match by its number alone ("Match 2"; "" in a round of one match), for a
        box under a column that names its round."""
        c = self.competition
        return match_number(c, slot_id) if c is not None else slot_id

    def feed_text(self, feed: object, band: tuple[int, str] | None = None) -> str:
        """Where a player not known yet comes from ("winner of round 1, match 3"; the phase
        is said when it is another than ``band``'s)."""
        c = self.competition
        if isinstance(feed, WinnerOf | LoserOf):
            same = c is not None and section_of(c.definition(feed.slot)) == band
            name = slot_name(c, feed.slot, short=same) if c is not None else feed.slot
            word = self.winner_of if isinstance(feed, WinnerOf) else self.loser_of
            return fill(word, name[:1].lower() + name[1:])
        if isinstance(feed, Place):
            return fill(self.place_word, str(feed.place))
        return ""

    def show_competition(self, c: Competition) -> None:
        key = (c.uid, c.draw_slots, len(c.entrants))
        if key != self._draw_key:
            self._rebuild(c)
            self._draw_key = key
        self.competition = c
        for s in c.shown_slots():
            self.items_by_id[s.id].set_slot(s, s.id == self.selected_id)

    def select(self, slot_id: str | None) -> None:
        self.selected_id = slot_id
        if self.competition is not None:
            for s in self.competition.shown_slots():
                self.items_by_id[s.id].set_slot(s, s.id == slot_id)

    def _rebuild(self, c: Competition) -> None:
        self.clear()
        self.items_by_id = {}
        self.links = []
        self.band_items = {}
        self.competition = c
        if not c.drawn:
            return
        pos, titles = layout(c)
        title_font = QFont(self.normal)
        title_font.setPointSizeF(13)
        title_font.setBold(True)
        column_font = QFont(self.normal)
        column_font.setBold(True)
        for h in titles:
            heading = QGraphicsSimpleTextItem(h.text)
            heading.setFont(title_font if h.big else column_font)
            heading.setBrush(self.theme.text if h.big else self.theme.faint)
            heading.setPos(h.at)
            self.addItem(heading)
            self.band_items.setdefault(h.band, []).append(heading)
        paths: dict[tuple[int, str], QPainterPath] = {}
        for d in c.shown_draw:
            here = pos[d.id]
            for f in (d.top, d.bottom):
                if isinstance(f, WinnerOf) and f.slot in pos:
                    src = pos[f.slot]
                    if src.x() >= here.x():
                        continue
                    a = QPointF(src.x() + BOX_W, src.y() + BOX_H / 2)
                    b = QPointF(here.x(), here.y() + BOX_H / 2)
                    mid = b.x() - GAP_W / 2  # the turn just before the box it goes to
                    path = paths.setdefault(band_of(d), QPainterPath())
                    path.moveTo(a)
                    path.lineTo(mid, a.y())
                    path.lineTo(mid, b.y())
                    path.lineTo(b)
                    self.links.append((f.slot, d.id))
        for band, path in paths.items():
            lines = QGraphicsPathItem(path)
            lines.setPen(QPen(self.theme.line, 1.2))
            self.addItem(lines)
            self.band_items.setdefault(band, []).append(lines)
        for s in c.shown_slots():
            item = SlotItem(self, s)
            item.setPos(pos[s.id])
            self.addItem(item)
            self.items_by_id[s.id] = item
            self.band_items.setdefault(band_of(s.definition), []).append(item)
        self.show_band(self.shown_band if self.shown_band in self.band_items else None)

    def bands(self) -> list[tuple[tuple[int, str], str]]:
        """The bands of the draw with their titles, in order (for showing one at a time)."""
        c = self.competition
        if c is None or not c.drawn:
            return []
        out: dict[tuple[int, str], str] = {}
        for d in c.shown_draw:
            key = band_of(d)
            if key not in out:
                out[key] = phase_heading(c, d.phase)
                if d.phase is Phase.GROUP:
                    out[key] = f"{out[key]} {d.group}"
        return sorted(out.items())

    def show_band(self, band: tuple[int, str] | None) -> None:
        """Show one band only (None: the whole draw); the scene is then that band's."""
        self.shown_band = band
        for key, items in self.band_items.items():
            for item in items:
                item.setVisible(band is None or key == band)
        rect = QRectF()
        for key, items in self.band_items.items():
            if band is None or key == band:
                for item in items:  # the boxes and headings (a line may come from another)
                    if band is None or not isinstance(item, QGraphicsPathItem):
                        rect = rect.united(item.sceneBoundingRect())
        self.setSceneRect(rect.adjusted(-20, -20, 20, 20))

    def slot_at(self, point: QPointF) -> str | None:
        for item in self.items(point):
            if isinstance(item, SlotItem) and item.isVisible():
                return item.slot.id
        return None


class BracketView(QGraphicsView):
    """A zoomable, pannable view of a :class:`BracketScene`; a click on a match emits
    :attr:`slot_clicked` with its id, a click beside every match with ""."""

    slot_clicked = Signal(str)
    #: The zoom (1.0 is 100 %) after every change of it.
    zoom_changed = Signal(float)

    def __init__(self, scene: BracketScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.bracket = scene
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self._press: QPointF | None = None

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        new = max(0.1, min(4.0, self.zoom * factor))
        self.scale(new / self.zoom, new / self.zoom)
        self.zoom_changed.emit(self.zoom)

    def fit(self) -> None:
        """The whole of what is shown, but never smaller than :data:`MIN_LEGIBLE`: a draw too
        large for the window is shown from the matches in play (scroll, or show one phase)."""
        rect = self.bracket.sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom >= MIN_LEGIBLE:
            self.zoom_changed.emit(self.zoom)
            return
        self.resetTransform()
        self.scale(MIN_LEGIBLE, MIN_LEGIBLE)
        self.zoom_changed.emit(self.zoom)
        c = self.bracket.competition
        live = []
        if c is not None and c.drawn:
            live = [
                s.id
                for s in c.shown_slots()
                if s.state in (State.READY, State.ON_TABLE)
                and self.bracket.items_by_id[s.id].isVisible()
            ]
        # from the first round on the left and the top, wherever the view was scrolled to
        self.ensureVisible(QRectF(rect.topLeft(), QSizeF(10, 10)), 0, 0)
        if live:
            item = self.bracket.items_by_id[live[0]]
            self.ensureVisible(item, 40, 60)

    def actual_size(self) -> None:
        self.resetTransform()
        self.zoom_changed.emit(self.zoom)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            super().wheelEvent(event)
            return
        self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        self._press = event.position()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        super().mouseReleaseEvent(event)
        if self._press is not None and (event.position() - self._press).manhattanLength() < 6:
            slot = self.bracket.slot_at(self.mapToScene(event.position().toPoint()))
            self.bracket.select(slot)
            self.slot_clicked.emit(slot or "")  # nothing clicked: nothing selected
        self._press = None

    def center_on_slot(self, slot_id: str) -> None:
        item = self.bracket.items_by_id.get(slot_id)
        if item is not None:
            self.centerOn(item)


def bracket_repaint_times(c: Competition, repeat: int = 15, fit: bool = True) -> list[float]:
    """Seconds for the view to repaint a 1920x1080 viewport showing ``c`` (the whole draw when
    ``fit``, else 100 % zoom): the figure of bench/bench_competition.py."""
    scene = BracketScene()
    view = BracketView(scene)
    view.resize(1920, 1080)
    scene.show_competition(c)
    view.show()
    if fit:
        view.fit()
    times = []
    for i in range(repeat):
        scene.select(c.shown_draw[i % len(c.shown_draw)].id)  # something changed
        t0 = time.perf_counter()
        view.viewport().grab()  # a real paint of the whole viewport (repaint() may skip it)
        times.append(time.perf_counter() - t0)
    view.close()
    return times
