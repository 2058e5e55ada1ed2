"""The Players window's table model (:class:`PeopleModel`): the people with club, rating,
robustness and matches, one a row, as a :class:`~ui.players.reading.Reading` has them sorted.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

from scoreboard.players.registry import Person
from scoreboard.ratings import Rating
from ui.i18n import fill
from ui.plain import tooltip
from ui.players.reading import COLUMNS, Reading, Row, sort_rows

_Index = QModelIndex | QPersistentModelIndex


class PeopleModel(QAbstractTableModel):
    """The people with their ratings, one a row (:class:`Reading`'s rows), sorted in Python
    (a click on a header sorts 100,000 people at once, never a comparison at a time through
    the view)."""

    COLUMNS = COLUMNS

    def __init__(self, labels: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the columns' titles, in :data:`COLUMNS`' order
        self.labels = labels
        #: a provisional rating's text (%1: the rating) and tooltip
        self.provisional = self.tr("%1 (provisional)")
        self.provisional_tip = self.tr(
            "Provisional: fewer games than the club calls established; the starter rating "
            "still weighs the games missing"
        )
        self.rows: list[Row] = []
        self._rank: dict[int, int] = {}
        #: the rows' order: (column, descending)
        self.order = (0, False)

    def show(self, reading: Reading | None) -> None:
        """Show ``reading``'s rows (sorted again if the order changed since it was read)."""
        self.beginResetModel()
        self.rows = reading.rows if reading is not None else []
        self._rank = reading.rank if reading is not None else {}
        if reading is not None and reading.order != self.order:
            sort_rows(self.rows, self._rank, *self.order)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return self.labels[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        person, r = self.rows[index.row()]
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = self._value(person, r, column)
            if column == "rating" and r is not None and r.provisional:
                return fill(self.provisional, str(value))
            return value
        if role == Qt.ItemDataRole.UserRole:
            return person.id
        if role == Qt.ItemDataRole.ToolTipRole and column == "name" and len(person.names) > 1:
            return tooltip(", ".join(person.names))
        if role == Qt.ItemDataRole.ToolTipRole and column == "rating" and r and r.provisional:
            return tooltip(self.provisional_tip)
        return None

    @staticmethod
    def _value(person: Person, r: Rating | None, column: str) -> Any:
        if column == "name":
            return person.name
        if column == "club":
            return person.club
        if column == "rating":
            return round(r.rating) if r else ""
        if column == "robustness":
            return r.robustness if r else 0
        return person.matches

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self.order = (column, order == Qt.SortOrder.DescendingOrder)
        sort_rows(self.rows, self._rank, *self.order)
        self.layoutChanged.emit()
