"""The Players window: the registry's people with club, rating, robustness and matches; merge
and unmerge; and a player's page (totals per discipline, form plot, head-to-head).

Everything shown comes from :mod:`scoreboard.players` (no SQL here). Names, clubs and events
are user text: shown as plain text (table items never interpret markup; labels are set plain).
"""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.history import HistoryDB
from scoreboard.match import is_points
from scoreboard.player_files import export_results, read_ratings_list, seed_registry
from scoreboard.players import (
    DISCIPLINE_GROUPS,
    Person,
    Played,
    Profile,
    Registry,
    head_to_head,
    profile,
    rate,
)
from scoreboard.ratings import Fit
from ui.plain import plain_labels
from ui.texts import discipline_name


def _item(value: object, *, number: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(value))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if number:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class PlayersWindow(QDialog):
    """The registry's people, rated by the chosen discipline group and starter rating."""

    def __init__(self, parent: QWidget | None, history: HistoryDB) -> None:
        super().__init__(parent)
        self.registry = Registry(history.conn)
        self.setWindowTitle(self.tr("Players"))
        self.resize(720, 480)
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_controls())
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Club"),
                self.tr("Rating"),
                self.tr("Robustness"),
                self.tr("Matches"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.itemDoubleClicked.connect(lambda _item: self.open_page())
        layout.addWidget(self.table)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addLayout(self._build_buttons())
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        self.group.currentIndexChanged.connect(self.refresh)
        self.starter.valueChanged.connect(self.refresh)
        self.table.itemSelectionChanged.connect(self._selection)
        self.people: list[Person] = []
        self.matches: list[Played] = []
        self.ratings: Fit[int] | None = None
        plain_labels(self)
        self.refresh()

    def _build_controls(self) -> QHBoxLayout:
        """The discipline group the ratings are fitted over, and the starter rating."""
        controls = QHBoxLayout()
        self.group = QComboBox()
        groups = {"all": self.tr("All disciplines"), "rotation": self.tr("Nine- and ten-ball")}
        for key in DISCIPLINE_GROUPS:  # the others are one discipline each
            self.group.addItem(groups.get(key) or discipline_name(key), key)
        self.starter = QDoubleSpinBox()
        self.starter.setRange(0, 3000)
        self.starter.setDecimals(0)
        self.starter.setSingleStep(25)
        self.starter.setValue(500)
        controls.addWidget(QLabel(self.tr("Ratings from:")))
        controls.addWidget(self.group)
        controls.addWidget(QLabel(self.tr("Starter rating:")))
        controls.addWidget(self.starter)
        controls.addStretch(1)
        return controls

    def _build_buttons(self) -> QHBoxLayout:
        """What can be done with the person selected, or with the registry."""
        buttons = QHBoxLayout()
        self.page_button = QPushButton(self.tr("Player's page…"))
        self.merge_button = QPushButton(self.tr("Merge…"))
        self.unmerge_button = QPushButton(self.tr("Unmerge"))
        self.export_button = QPushButton(self.tr("Export results…"))
        self.import_button = QPushButton(self.tr("Import ratings…"))
        for b in (
            self.page_button,
            self.merge_button,
            self.unmerge_button,
            self.export_button,
            self.import_button,
        ):
            buttons.addWidget(b)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons.addWidget(close)
        self.page_button.clicked.connect(self.open_page)
        self.merge_button.clicked.connect(self.merge_selected)
        self.unmerge_button.clicked.connect(self.unmerge_selected)
        self.export_button.clicked.connect(self.choose_export)
        self.import_button.clicked.connect(self.choose_import)
        return buttons

    def refresh(self) -> None:
        """Read the registry again and fit the ratings."""
        self.registry.problems.clear()
        try:
            self.matches = self.registry.played()
            self.people = self.registry.people(matches=self.matches)
            group = DISCIPLINE_GROUPS.get(str(self.group.currentData()))
            self.ratings = rate(
                self.registry,
                group,
                starter=self.starter.value(),
                matches=self.matches,
                people=self.people,
            )
        except sqlite3.Error as exc:
            self.people, self.matches, self.ratings = [], [], None
            self.problem.setText(
                self.tr("The history cannot be read now: %1").replace("%1", str(exc))
            )
            self.table.setRowCount(0)
            return
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(self.people))
        for row, p in enumerate(self.people):
            name = _item(p.name)
            name.setData(Qt.ItemDataRole.UserRole, p.id)
            if len(p.names) > 1:
                name.setToolTip(", ".join(p.names))
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, _item(p.club))
            r = self.ratings[p.id] if p.id in self.ratings else None
            rating = QTableWidgetItem()
            rating.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            rating.setData(Qt.ItemDataRole.DisplayRole, round(r.rating) if r else "")
            self.table.setItem(row, 2, rating)
            robust = QTableWidgetItem()
            robust.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            robust.setData(Qt.ItemDataRole.DisplayRole, r.robustness if r else 0)
            self.table.setItem(row, 3, robust)
            count = QTableWidgetItem()
            count.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            count.setData(Qt.ItemDataRole.DisplayRole, p.matches)
            self.table.setItem(row, 4, count)
        self.table.setSortingEnabled(True)
        damaged = len(self.registry.problems)
        self.problem.setText(
            self.tr("Damaged rows of the history left out: %1.").replace("%1", str(damaged))
            if damaged
            else ""
        )
        self._selection()

    def selected(self) -> list[int]:
        rows = sorted({i.row() for i in self.table.selectedItems()})
        out = []
        for row in rows:
            item = self.table.item(row, 0)
            if item is not None:
                out.append(int(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def _person(self, pid: int) -> Person | None:
        return next((p for p in self.people if p.id == pid), None)

    def _selection(self) -> None:
        chosen = self.selected()
        self.page_button.setEnabled(len(chosen) == 1)
        self.merge_button.setEnabled(len(chosen) >= 2)
        one = self._person(chosen[0]) if len(chosen) == 1 else None
        self.unmerge_button.setEnabled(one is not None and bool(one.merged))

    def merge_selected(self) -> None:
        """Merge the selected people into the one of them with the most matches."""
        chosen = [p for p in (self._person(i) for i in self.selected()) if p is not None]
        if len(chosen) < 2:
            return
        into = max(chosen, key=lambda p: (p.matches, -p.id))
        others = [p for p in chosen if p is not into]
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setWindowTitle(self.tr("Merge players"))
        box.setText(
            self.tr("Merge %1 into %2? Their matches will count as %2's.")
            .replace("%1", ", ".join(p.name for p in others))
            .replace("%2", into.name)
        )
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return
        self.merge(into.id, [p.id for p in others])

    def merge(self, into: int, sources: list[int]) -> None:
        try:
            for pid in sources:
                self.registry.merge(pid, into)
        except (sqlite3.Error, KeyError, ValueError) as exc:
            self.problem.setText(self.tr("Not merged: %1").replace("%1", str(exc)))
            return
        self.refresh()

    def unmerge_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        try:
            self.registry.unmerge(chosen[0])
        except sqlite3.Error as exc:
            self.problem.setText(self.tr("Not unmerged: %1").replace("%1", str(exc)))
            return
        self.refresh()

    def choose_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export results"), "results.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            self.export_to(path)

    def export_to(self, path: str) -> None:
        """Write the game-level results of every stored match to ``path``."""
        try:
            count = export_results(path, self.registry)
        except (OSError, sqlite3.Error) as exc:
            self.problem.setText(self.tr("Not exported: %1").replace("%1", str(exc)))
            return
        self.problem.setText(self.tr("Matches exported: %1.").replace("%1", str(count)))

    def choose_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import ratings"), "", self.tr("CSV files (*.csv *.txt)")
        )
        if path:
            self.import_from(path)

    def import_from(self, path: str) -> None:
        """Seed the registry from the ratings list at ``path``; lines left out are told."""
        try:
            listed = read_ratings_list(path)
            updated, added = seed_registry(self.registry, listed.ratings)
        except (OSError, ValueError, sqlite3.Error) as exc:
            self.problem.setText(self.tr("Not imported: %1").replace("%1", str(exc)))
            return
        self.refresh()
        text = (
            self.tr("Ratings imported: %1 players updated, %2 added.")
            .replace("%1", str(updated))
            .replace("%2", str(added))
        )
        if listed.problems:
            text += " " + self.tr("Lines left out: %1.").replace("%1", str(len(listed.problems)))
            text += " " + "; ".join(listed.problems[:3])
        self.problem.setText(text)

    def open_page(self) -> None:
        chosen = self.selected()
        person = self._person(chosen[0]) if len(chosen) == 1 else None
        if person is None:
            return
        PlayerPage(self, person, self.people, self.matches, self.ratings).exec()


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
            self.totals.setItem(row, 0, _item(discipline_name(d.discipline)))
            for col, value in enumerate(cells, 1):
                self.totals.setItem(row, col, _item(value, number=True))
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
