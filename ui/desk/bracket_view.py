"""The bracket drawn as a graphics scene: a box per match, lines from each match to the one
its winner (or loser) goes to, a band per phase. Zoom with the wheel, pan by dragging; fit the
whole draw with :meth:`BracketView.fit`. Readable for 128 entrants at 100 % zoom.

The same scene serves the desk (light) and the spectator display (dark).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
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
from ui.desk.words import phase_text, slot_distance
from ui.i18n import tr

BOX_W, BOX_H = 210.0, 50.0
COL_W = BOX_W + 50.0
ROW_H = BOX_H + 10.0
SECTION_GAP = 70.0


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


def layout(c: Competition) -> tuple[dict[str, QPointF], list[tuple[str, QPointF]]]:
    """Top-left corner of every slot's box, and the bands' titles with their positions.

    Within a band, round r is column r; a match fed by matches of the same band sits level with
    them (between two feeders), the others are stacked in order."""
    pos: dict[str, QPointF] = {}
    titles: list[tuple[str, QPointF]] = []
    bands: dict[tuple[int, str], list[SlotDef]] = {}
    for d in c.draw_slots:
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
        title = phase_text(first.phase)
        if first.phase is Phase.GROUP:
            title = f"{title} {first.group}"
        titles.append((title, QPointF(x0, y0)))
        top = y0 + 34
        free: dict[int, float] = {}
        band_ids = {d.id for d in slots}
        local: dict[str, float] = {}
        for d in slots:
            col = d.round - 1
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
    for d in final_band:  # the final: right of the winners' round final, level with it
        src = d.top.slot if isinstance(d.top, WinnerOf) else ""
        at = pos.get(src, QPointF(0, y0))
        pos[d.id] = QPointF(at.x() + COL_W, at.y())
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
        sc, s, th = self.scene_, self.slot, self.scene_.theme
        fill = {
            State.READY: th.ready,
            State.ON_TABLE: th.on_table,
            State.FINISHED: th.finished,
            State.WALKOVER: th.walkover,
        }.get(s.state, th.box)
        p.setPen(QPen(th.selected if self.selected else th.line, 2.5 if self.selected else 1))
        p.setBrush(fill)
        p.drawRoundedRect(QRectF(0, 0, BOX_W, BOX_H), 4, 4)
        p.setFont(sc.small)
        p.setPen(th.faint)
        head = f"{s.id}  ·  {slot_distance(s)}"
        if s.table is not None:
            head += f"  ·  {sc.table_word} {s.table}"
        if s.result is not None and s.result.forfeit is not None:
            head += f"  ·  {sc.forfeit_word}"
        p.drawText(QRectF(6, 1, BOX_W - 12, 14), Qt.AlignmentFlag.AlignVCenter, head)
        for i, (rank, feed) in enumerate(
            ((s.top, s.definition.top), (s.bottom, s.definition.bottom))
        ):
            y = 16 + i * 16
            won = s.state is State.FINISHED and rank == s.winner
            if rank is None:
                p.setFont(sc.small)
                p.setPen(th.faint)
                name = sc.feed_text(feed)
            elif rank == BYE:
                p.setFont(sc.small)
                p.setPen(th.faint)
                name = sc.bye_word
            else:
                p.setFont(sc.bold if won else sc.normal)
                p.setPen(th.winner if won else th.text)
                name = f"{rank}. {sc.competition.entrant(rank)}"
            fm = sc.bold_metrics if won else sc.metrics
            p.drawText(
                QRectF(6, y, BOX_W - 36, 16),
                Qt.AlignmentFlag.AlignVCenter,
                fm.elidedText(name, Qt.TextElideMode.ElideRight, int(BOX_W - 40)),
            )
            if s.result is not None:
                p.drawText(
                    QRectF(BOX_W - 30, y, 24, 16),
                    Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                    str(s.result.racks[i]),
                )


class BracketScene(QGraphicsScene):
    """The scene of one competition's draw; :meth:`show_competition` refreshes it."""

    def __init__(self, theme: Theme = LIGHT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.competition: Competition | None = None
        self.items_by_id: dict[str, SlotItem] = {}
        self.selected_id: str | None = None
        self._draw_key: object = None
        self.normal = QFont()
        self.normal.setPointSizeF(9.5)
        self.bold = QFont(self.normal)
        self.bold.setBold(True)
        self.small = QFont()
        self.small.setPointSizeF(7.5)
        self.metrics = QFontMetrics(self.normal)
        self.bold_metrics = QFontMetrics(self.bold)
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

    def feed_text(self, feed: object) -> str:
        if isinstance(feed, WinnerOf):
            return self.winner_of.replace("%1", feed.slot)
        if isinstance(feed, LoserOf):
            return self.loser_of.replace("%1", feed.slot)
        if isinstance(feed, Place):
            return self.place_word.replace("%1", str(feed.place))
        return ""

    def show_competition(self, c: Competition) -> None:
        key = (c.uid, c.draw_slots, len(c.entrants))
        if key != self._draw_key:
            self._rebuild(c)
            self._draw_key = key
        self.competition = c
        for s in c.slots():
            self.items_by_id[s.id].set_slot(s, s.id == self.selected_id)

    def select(self, slot_id: str | None) -> None:
        self.selected_id = slot_id
        if self.competition is not None:
            for s in self.competition.slots():
                self.items_by_id[s.id].set_slot(s, s.id == slot_id)

    def _rebuild(self, c: Competition) -> None:
        self.clear()
        self.items_by_id = {}
        self.competition = c
        if not c.drawn:
            return
        pos, titles = layout(c)
        title_font = QFont(self.normal)
        title_font.setPointSizeF(13)
        title_font.setBold(True)
        for text, at in titles:
            item = QGraphicsSimpleTextItem(text)
            item.setFont(title_font)
            item.setBrush(self.theme.text)
            item.setPos(at)
            self.addItem(item)
        path = QPainterPath()
        for d in c.draw_slots:
            here = pos[d.id]
            for f in (d.top, d.bottom):
                if isinstance(f, WinnerOf) and f.slot in pos:
                    src = pos[f.slot]
                    if src.x() >= here.x():
                        continue
                    a = QPointF(src.x() + BOX_W, src.y() + BOX_H / 2)
                    b = QPointF(here.x(), here.y() + BOX_H / 2)
                    mid = (a.x() + b.x()) / 2
                    path.moveTo(a)
                    path.lineTo(mid, a.y())
                    path.lineTo(mid, b.y())
                    path.lineTo(b)
        lines = QGraphicsPathItem(path)
        lines.setPen(QPen(self.theme.line, 1.2))
        self.addItem(lines)
        for s in c.slots():
            item = SlotItem(self, s)
            item.setPos(pos[s.id])
            self.addItem(item)
            self.items_by_id[s.id] = item
        self.setSceneRect(self.itemsBoundingRect().adjusted(-20, -20, 20, 20))

    def slot_at(self, point: QPointF) -> str | None:
        for item in self.items(point):
            if isinstance(item, SlotItem):
                return item.slot.id
        return None


class BracketView(QGraphicsView):
    """A zoomable, pannable view of a :class:`BracketScene`; a click on a match emits
    :attr:`slot_clicked`."""

    slot_clicked = Signal(str)

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

    def fit(self) -> None:
        self.fitInView(self.bracket.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def actual_size(self) -> None:
        self.resetTransform()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            super().wheelEvent(event)
            return
        self.zoom_by(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)

    def mousePressEvent(self, event):  # noqa: ANN001, N802 - Qt override
        self._press = event.position()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event):  # noqa: ANN001, N802 - Qt override
        super().mouseReleaseEvent(event)
        if self._press is not None and (event.position() - self._press).manhattanLength() < 6:
            slot = self.bracket.slot_at(self.mapToScene(event.position().toPoint()))
            if slot is not None:
                self.bracket.select(slot)
                self.slot_clicked.emit(slot)
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
        scene.select(c.draw_slots[i % len(c.draw_slots)].id)  # something changed
        t0 = time.perf_counter()
        view.viewport().grab()  # a real paint of the whole viewport (repaint() may skip it)
        times.append(time.perf_counter() - t0)
    view.close()
    return times
