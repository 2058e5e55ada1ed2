"""The 14.1 sheet of the scorekeeper window and of a stored match: inning by inning."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from scoreboard.match.snapshot import Snapshot
from ui import describe
from ui.plain import set_tooltip


class ScoreSheet(QTableWidget):
    """The classic 14.1 inning-by-inning sheet: per inning, each player's run, fouls, total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.setObjectName("scoreSheet")
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(22)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        # the labels are two lines (name, then run or total): eliding measures them as one line
        # and cut words that fit, so nothing is elided; the full names are in the tooltips
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self._names = ("", "")
        self._count: object = None  # what the sheet shows (closed lines, inning in play)
        self.retranslate()

    def retranslate(self) -> None:
        a, b = (name.split(" ")[0] for name in self._names)
        run, total = self.tr("Run"), self.tr("Total")
        self.setHorizontalHeaderLabels(
            [
                self.tr("Inn."),
                f"{a}\n{run}",
                f"{a}\n{total}",
                f"{b}\n{run}",
                f"{b}\n{total}",
                # two short lines: at 1366×768 the four player columns keep their names
                self.tr("Re-\nracks"),
            ]
        )
        rerack = self.horizontalHeaderItem(5)
        if rerack is not None:
            set_tooltip(rerack, self.tr("Re-racks"))
        self._fit_header()
        for col, name in (
            (1, self._names[0]),
            (2, self._names[0]),
            (3, self._names[1]),
            (4, self._names[1]),
        ):
            item = self.horizontalHeaderItem(col)
            if item is not None:
                set_tooltip(item, name)

    def _fit_header(self) -> None:
        """The inning and re-rack columns as wide as their headers' longest line (bold, as the
        style may draw them), so the four player columns share the rest and no word is cut."""
        header = self.horizontalHeader()
        font = QFont(header.font())
        font.setBold(True)
        metrics = QFontMetrics(font)
        for col in (0, 5):
            item = self.horizontalHeaderItem(col)
            if item is None:
                continue
            width = max(metrics.horizontalAdvance(line) for line in item.text().split("\n"))
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(col, width + 16)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_snapshot(self, snap: Snapshot) -> None:
        if snap.players.names != self._names:
            self._names = snap.players.names
            self.retranslate()
        running = describe.inning_in_play(snap)
        # the inning being played is on the sheet as it goes (in italics): the sheet's
        # totals then always match the score above
        lines = snap.score_sheet + (() if running is None else (running,))
        key = (len(snap.score_sheet), running)
        if key == self._count:
            return
        self._count = key
        rows: dict[int, list[str]] = {}
        for line in lines:
            row = rows.setdefault(line.inning, ["", "", "", "", "", ""])
            row[0] = str(line.inning)
            run = str(line.run) + (f" −{line.penalty}" if line.penalty else "")
            row[1 + 2 * line.player] = run
            row[2 + 2 * line.player] = str(line.total)
            if line.reracks:
                row[5] = str(int(row[5] or 0) + line.reracks)
        self.setRowCount(len(rows))
        for r, inning in enumerate(sorted(rows)):
            for c, value in enumerate(rows[inning]):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if (
                    running is not None
                    and inning == running.inning
                    and c
                    in (
                        1 + 2 * running.player,
                        2 + 2 * running.player,
                    )
                ):
                    font = item.font()
                    font.setItalic(True)
                    item.setFont(font)
                    set_tooltip(item, self.tr("The inning being played"))
                self.setItem(r, c, item)
        if rows:
            self.scrollToBottom()
