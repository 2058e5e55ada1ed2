"""A player's page (:class:`PlayerPage`): his totals per discipline, his form plot
(:class:`FormPlot`) and a head-to-head against an opponent met.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.match import is_points
from scoreboard.players import Person, Played, Profile, head_to_head, profile
from scoreboard.ratings import Fit
from ui.plain import plain_labels
from ui.texts import discipline_name


def table_item(value: object, *, number: bool = False) -> QTableWidgetItem:
    """A read-only table cell; a number is right-aligned."""
    item = QTableWidgetItem(str(value))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class FormPlot(QWidget):
    """The share of racks won over the last few matches, match by match, as a small line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[float] = []
        self.setMinimumSize(320, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_points(self, points: list[float]) -> None:
        self.points = [min(1.0, max(0.0, p)) for p in points]
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        area = QRectF(self.rect()).adjusted(46, 8, -8, -8)
        painter.fillRect(self.rect(), pal.base())
        grid = QPen(pal.mid().color())
        grid.setStyle(Qt.PenStyle.DotLine)
        painter.setPen(grid)
        for share in (0.0, 0.5, 1.0):
            y = area.bottom() - share * area.height()
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(pal.text().color())
            painter.drawText(
                QRectF(0, y - 8, 40, 16),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                f"{share:.0%}",
            )
            painter.setPen(grid)
        if not self.points:
            painter.end()
            return
        n = len(self.points)
        step = area.width() / (n - 1) if n > 1 else 0.0
        path = QPainterPath()
        for i, share in enumerate(self.points):
            pt = QPointF(area.left() + i * step, area.bottom() - share * area.height())
            if i == 0:
                path.moveTo(pt)
            else:
                path.lineTo(pt)
        pen = QPen(QColor(pal.highlight().color()))
        pen.setWidthF(2.0)
        painter.setPen(pen)
        painter.drawPath(path)
        if n <= 60:
            painter.setBrush(pal.highlight())
            for i, share in enumerate(self.points):
                painter.drawEllipse(
                    QPointF(area.left() + i * step, area.bottom() - share * area.height()), 2.5, 2.5
                )
        painter.end()


class PlayerPage(QDialog):
    """One person's page: his totals per discipline, his form, and a head-to-head."""

    def __init__(
        self,
        parent: QWidget | None,
        person: Person,
        people: list[Person],
        matches: list[Played],
        ratings: Fit[int] | None,
    ) -> None:
        super().__init__(parent)
        self.person = person
        self.matches = matches
        page = profile(matches, person.id)
        self.setWindowTitle(self.tr("Player: %1").replace("%1", person.name))
        self.resize(960, 520)
        layout = QVBoxLayout(self)
        heading = QLabel(person.name)
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        info = QLabel(self._details(person, ratings))
        info.setWordWrap(True)
        layout.addWidget(info)
        layout.addWidget(self._build_totals(page))
        straight = [d for d in page.disciplines if is_points(d.discipline) and d.innings]
        if straight:
            layout.addWidget(
                QLabel(
                    self.tr("14.1: %1 balls per inning").replace(
                        "%1", f"{straight[0].balls_per_inning:.2f}"
                    )
                )
            )
        layout.addWidget(QLabel(self.tr("Form: share of racks won over the last 5 matches")))
        self.plot = FormPlot()
        self.plot.set_points([share for _, share in page.form])
        layout.addWidget(self.plot)
        self._build_head_to_head(layout, page, people)
        layout.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        plain_labels(self)
        self._versus()

    def _details(self, person: Person, ratings: Fit[int] | None) -> str:
        """The club, the ratings and the names typed, in one line."""
        details = []
        if person.club:
            details.append(self.tr("Club: %1").replace("%1", person.club))
        r = ratings[person.id] if ratings is not None and person.id in ratings else None
        if r is not None:
            details.append(
                self.tr("Rating %1 (robustness %2)")
                .replace("%1", str(round(r.rating)))
                .replace("%2", str(r.robustness))
            )
        if person.rating is not None:
            details.append(self.tr("Imported rating %1").replace("%1", str(round(person.rating))))
        if len(person.names) > 1:
            details.append(self.tr("Typed as: %1").replace("%1", ", ".join(person.names)))
        return " · ".join(details)

    def _build_totals(self, page: Profile) -> QTableWidget:
        """The totals per discipline, as tall as its rows (no scroll bar)."""
        self.totals = QTableWidget(len(page.disciplines), 9)
        self.totals.setHorizontalHeaderLabels(
            [
                self.tr("Discipline"),
                self.tr("Matches"),
                self.tr("Won"),
                self.tr("Lost"),
                self.tr("Racks won"),
                self.tr("Racks lost"),
                self.tr("Break and runs"),
                self.tr("Fouls per rack"),
                self.tr("High run"),
            ]
        )
        for row, d in enumerate(page.disciplines):
            cells: list[object] = [
                d.matches,
                d.won,
                d.lost,
                d.racks_won,
                d.racks_lost,
                d.break_and_runs,
                f"{d.fouls_per_rack:.2f}",
                d.high_run,
            ]
            self.totals.setItem(row, 0, table_item(discipline_name(d.discipline)))
            for col, value in enumerate(cells, 1):
                self.totals.setItem(row, col, table_item(value, number=True))
        self.totals.verticalHeader().hide()
        self.totals.resizeColumnsToContents()
        self.totals.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.totals.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.totals.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        height = (
            self.totals.horizontalHeader().sizeHint().height()
            + self.totals.verticalHeader().length()
            + 2 * self.totals.frameWidth()
        )
        self.totals.setFixedHeight(height)
        return self.totals

    def _build_head_to_head(self, layout: QVBoxLayout, page: Profile, people: list[Person]) -> None:
        """The opponents met, and the record against the one chosen."""
        person = self.person
        h2h = QHBoxLayout()
        h2h.addWidget(QLabel(self.tr("Head-to-head against:")))
        self.opponent = QComboBox()
        met = {p for m in page.matches for p in m.people if p is not None and p != person.id}
        for p in people:
            if p.id in met:
                self.opponent.addItem(p.name, p.id)
        h2h.addWidget(self.opponent, 1)
        layout.addLayout(h2h)
        self.versus = QLabel()
        self.versus.setWordWrap(True)
        layout.addWidget(self.versus)
        self.opponent.currentIndexChanged.connect(self._versus)

    def _versus(self) -> None:
        other = self.opponent.currentData()
        if other is None:
            self.versus.setText(self.tr("No opponent met yet."))
            return
        h = head_to_head(self.matches, self.person.id, int(other))
        self.versus.setText(
            self.tr("%1 matches: won %2, lost %3; racks %4 to %5")
            .replace("%1", str(h.matches))
            .replace("%2", str(h.won[0]))
            .replace("%3", str(h.won[1]))
            .replace("%4", str(h.racks[0]))
            .replace("%5", str(h.racks[1]))
        )
