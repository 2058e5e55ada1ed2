"""What the spectator display shows of the running competition between matches: the bracket
(fitted to the screen) or the standings, in large type on the dark board's colours."""

from __future__ import annotations

import html
from enum import Enum

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from scoreboard.competition import Competition, Format
from scoreboard.competition.sheets import classification_rows
from ui.desk.bracket_view import DARK, BracketScene, BracketView
from ui.desk.words import format_text, sheet_text
from ui.i18n import tr


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
            self.view.fit()

    def _standings_html(self, c: Competition) -> str:
        rows = classification_rows(c, sheet_text())
        lines = rows[1:]
        if c.format is not Format.ROUND_ROBIN:
            keep = [0, 1, 3]  # place, player, knocked out in
        else:
            keep = [0, 1, 3, 6, 7, 8]  # place, player, group, points, racks
        per_column = 32
        columns = [lines[i : i + per_column] for i in range(0, len(lines), per_column)] or [[]]
        size = 20 if len(columns) == 1 else 15
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
        if self.c is not None and self.stack.currentWidget() is self.view:
            self.view.fit()
