"""What the spectator display shows of the running competition between matches: the bracket
(fitted to the screen) or the standings, in large type on the dark board's colours."""

from __future__ import annotations

import html
from enum import Enum

from PySide6.QtCore import QEvent, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from scoreboard.competition import Competition, Format, State
from scoreboard.competition.sheets import classification_rows
from ui.competition.bracket_view import BOX_H, BOX_W, DARK, BracketScene, BracketView, section_of
from ui.competition.words import format_text, sheet_text
from ui.i18n import tr

#: Below this zoom the names are too small to read from the hall: show the part in play.
MIN_SCALE = 0.6
#: Seconds each page of a large bracket stays on screen.
PAGE_SECONDS = 12


class SpectatorMode(Enum):
    SCOREBOARD = "scoreboard"  # the match only
    BRACKET = "bracket"  # the bracket between matches
    STANDINGS = "standings"  # the standings between matches


class CompetitionBoard(QWidget):
    """The bracket or the standings of a competition, for the spectators (read only)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("competition-board")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(f"#competition-board {{ background: {DARK.background.name()}; }}")
        self.c: Competition | None = None
        self.mode = SpectatorMode.BRACKET
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet(f"color: {DARK.text.name()}; font-size: 28pt; font-weight: bold;")
        self.scene = BracketScene(DARK)
        self.view = BracketView(self.scene)
        self.view.setInteractive(False)
        self.view.setDragMode(BracketView.DragMode.NoDrag)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setFrameShape(BracketView.Shape.NoFrame)
        self.standings = QLabel()
        self.standings.setTextFormat(Qt.TextFormat.RichText)
        self.standings.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        # the table never makes the window grow past its screen
        self.standings.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.pages: list[QRectF] = []
        self.page = 0
        self.pager = QTimer(self)
        self.pager.setInterval(PAGE_SECONDS * 1000)
        self.pager.timeout.connect(self.next_page)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.standings)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 16, 24, 16)
        lay.addWidget(self.title)
        lay.addWidget(self.stack, 1)

    def show_competition(self, c: Competition | None, mode: SpectatorMode | None = None) -> None:
        self.c = c
        if mode is not None:
            self.mode = mode
        if c is None:
            return
        self.title.setText(f"{c.name} — {format_text(c.format)}")
        if self.mode is SpectatorMode.STANDINGS or not c.drawn:
            self.stack.setCurrentWidget(self.standings)
            self.standings.setText(self._standings_html(c))
        else:
            self.stack.setCurrentWidget(self.view)
            self.scene.show_competition(c)
            self._place()

    def focus(self) -> list[QRectF]:
        """The pages of the bracket to show: the whole draw when it is readable on this
        screen; else the rounds in play (the current round of the phase in play and those
        after it that fit the screen's width), cut into pages that are readable and end
        between two boxes, never across one."""
        c = self.c
        whole = self.scene.sceneRect()
        size = QSizeF(self.view.viewport().size())
        if c is None or not c.drawn or whole.isEmpty() or size.isEmpty():
            return [whole]
        if min(size.width() / whole.width(), size.height() / whole.height()) >= MIN_SCALE:
            return [whole]
        slots = c.shown_slots()
        live = [s for s in slots if s.state in (State.READY, State.ON_TABLE)]
        if not live:
            live = [s for s in slots if s.state is State.WAITING] or slots[-1:]
        anchor = live[0].definition
        band = section_of(anchor)
        rect = QRectF()
        for s in slots:
            d = s.definition
            if section_of(d) == band and anchor.round <= d.round < anchor.round + 3:
                rect = rect.united(self._box(s.id))
        rect = rect.adjusted(-20, -60, 20, 20)  # room for the band's and columns' headings
        scale = max(MIN_SCALE, min(size.width() / rect.width(), 1.5))
        page_w, page_h = size.width() / scale, size.height() / scale
        left = rect.left()
        # the boxes in the pages' columns, wherever their band
        boxes = [
            b
            for b in map(self._box, self.scene.items_by_id)
            if b.right() > left and b.left() < left + page_w and b.bottom() > rect.top()
        ]
        pages = []
        top = rect.top()
        while True:
            page = QRectF(left, top, page_w, page_h)
            pages.append(page)
            below = [b.top() for b in boxes if b.bottom() > page.bottom() and b.top() > top]
            if not below or min(below) > rect.bottom() or len(pages) > 200:
                break
            top = min(below) - 30  # the next page starts with the first box cut or left out
        return pages

    def _box(self, slot_id: str) -> QRectF:
        return QRectF(self.scene.items_by_id[slot_id].pos(), QSizeF(BOX_W, BOX_H))

    def _place(self) -> None:
        self.pages = self.focus()
        self.page = min(self.page, len(self.pages) - 1)
        self._show_page()
        if len(self.pages) > 1:
            if not self.pager.isActive():
                self.pager.start()
        else:
            self.pager.stop()

    def _show_page(self) -> None:
        if not self.pages:
            return
        self.view.fitInView(self.pages[self.page], Qt.AspectRatioMode.KeepAspectRatio)
        # a box the screen shows only in part is not shown at all (the next page has it)
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        for slot_id, item in self.scene.items_by_id.items():
            item.setVisible(seen.contains(self._box(slot_id)))

    def next_page(self) -> None:
        if self.pages:
            self.page = (self.page + 1) % len(self.pages)
            self._show_page()

    def _standings_html(self, c: Competition) -> str:
        rows = classification_rows(c, sheet_text())
        lines = rows[1:]
        if c.format is not Format.ROUND_ROBIN:
            keep = [0, 1, 3]  # place, player, knocked out in
        else:
            keep = [0, 1, 3, 6, 7, 8]  # place, player, group, points, racks
        per_column = 32
        columns = [lines[i : i + per_column] for i in range(0, len(lines), per_column)] or [[]]
        # the type as large as the screen's height allows for the longest column
        room = max(300, (self.height() or 1080) - 170)
        tallest = max(len(col) for col in columns) + 2
        size = max(9, min(20, int(room / (tallest * 2.2))))
        head = "".join(
            f"<th align='left' style='padding: 4px 14px; color: {DARK.faint.name()};'>"
            f"{html.escape(rows[0][k])}</th>"
            for k in keep
        )
        tables = []
        for col in columns[:4]:
            body = "".join(
                "<tr>"
                + "".join(
                    f"<td style='padding: 3px 14px;'>{html.escape(line[k])}</td>" for k in keep
                )
                + "</tr>"
                for line in col
            )
            tables.append(
                f"<td valign='top'><table cellspacing='0'><tr>{head}</tr>{body}</table></td>"
            )
        heading = html.escape(tr("Classification") if c.finished else tr("Standings"))
        return (
            f"<div style='color: {DARK.text.name()}; font-size: {size}pt;'>"
            f"<p align='center' style='color: {DARK.winner.name()};'>{heading}</p>"
            f"<table align='center'><tr>{''.join(tables)}</tr></table></div>"
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.scene.retranslate()
            self.show_competition(self.c)
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.c is None:
            return
        if self.stack.currentWidget() is self.view:
            self._place()
        else:
            self.standings.setText(self._standings_html(self.c))
