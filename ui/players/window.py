"""The Players window: the registry's people with club, rating, robustness and matches; merge
and unmerge; and a player's page (totals per discipline, form plot, head-to-head).

Everything shown comes from :mod:`scoreboard.players.registry` (no SQL here). Names, clubs and events
are user text: shown as plain text (table items never interpret markup; labels are set plain).
"""

from __future__ import annotations

import sqlite3

from PySide6.QtCore import Qt
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
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.files.shapes import MAX_STARTER
from scoreboard.history.database import HistoryDB
from scoreboard.players.files import export_results, read_ratings_list, seed_registry
from scoreboard.players.registry import (
    DISCIPLINE_GROUPS,
    Person,
    Played,
    Registry,
    rate,
)
from scoreboard.ratings import Fit, FitOptions
from ui.i18n import fill
from ui.plain import plain_labels, set_tooltip
from ui.players.page import PlayerPage, table_item
from ui.texts import discipline_name


class PlayersWindow(QDialog):
    """The registry's people, rated by the chosen discipline group and starter rating."""

    def __init__(
        self, parent: QWidget | None, history: HistoryDB, *, starter: float = FitOptions.starter
    ) -> None:
        super().__init__(parent)
        self.registry = Registry(history.conn)
        self.setWindowTitle(self.tr("Players"))
        self.resize(720, 480)
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_controls(starter))
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

    def _build_controls(self, starter: float) -> QHBoxLayout:
        """The discipline group the ratings are fitted over, and the starter rating (the
        setting New match's ratings use too)."""
        controls = QHBoxLayout()
        self.group = QComboBox()
        groups = {"all": self.tr("All disciplines"), "rotation": self.tr("Nine- and ten-ball")}
        for key in DISCIPLINE_GROUPS:  # the others are one discipline each
            self.group.addItem(groups.get(key) or discipline_name(key), key)
        self.starter = QDoubleSpinBox()
        self.starter.setRange(0, MAX_STARTER)
        self.starter.setDecimals(0)
        self.starter.setSingleStep(25)
        self.starter.setValue(starter)
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
            self.problem.setText(fill(self.tr("The history cannot be read now: %1"), str(exc)))
            self.table.setRowCount(0)
            return
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(self.people))
        for row, p in enumerate(self.people):
            name = table_item(p.name)
            name.setData(Qt.ItemDataRole.UserRole, p.id)
            if len(p.names) > 1:
                set_tooltip(name, ", ".join(p.names))
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, table_item(p.club))
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
        self.problem.setText(self.damage_text())
        # the rows themselves, for whoever mends the file
        set_tooltip(
            self.problem, "\n".join([*self.registry.problems, *self.registry.damaged_links])
        )
        self._selection()

    def damage_text(self) -> str:
        """What the last read found damaged: rows left out, and merges read as none (those
        people are listed on their own, and can be merged again)."""
        out = []
        damaged = len(self.registry.problems)
        if damaged:
            out.append(fill(self.tr("Damaged rows of the history left out: %1."), str(damaged)))
        links = len(self.registry.damaged_links)
        if links:
            out.append(
                fill(
                    self.tr(
                        "Damaged merges read as no merge: %1 (those players are listed on "
                        "their own)."
                    ),
                    str(links),
                )
            )
        return " ".join(out)

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
            fill(
                self.tr("Merge %1 into %2? Their matches will count as %2's."),
                ", ".join(p.name for p in others),
                into.name,
            )
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
            self.problem.setText(fill(self.tr("Not merged: %1"), str(exc)))
            return
        self.refresh()

    def unmerge_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        try:
            self.registry.unmerge(chosen[0])
        except sqlite3.Error as exc:
            self.problem.setText(fill(self.tr("Not unmerged: %1"), str(exc)))
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
            self.problem.setText(fill(self.tr("Not exported: %1"), str(exc)))
            return
        self.problem.setText(fill(self.tr("Matches exported: %1."), str(count)))

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
            self.problem.setText(fill(self.tr("Not imported: %1"), str(exc)))
            return
        self.refresh()
        text = fill(
            self.tr("Ratings imported: %1 players updated, %2 added."), str(updated), str(added)
        )
        if listed.problems:
            text += " " + fill(self.tr("Lines left out: %1."), str(len(listed.problems)))
            text += " " + "; ".join(listed.problems[:3])
        self.problem.setText(text)

    def open_page(self) -> None:
        chosen = self.selected()
        person = self._person(chosen[0]) if len(chosen) == 1 else None
        if person is None:
            return
        PlayerPage(self, person, self.people, self.matches, self.ratings).exec()
