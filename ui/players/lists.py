"""The lists of a player's page: his matches and his record against each opponent, as a table
model of plain texts (:class:`TextRows`, drawn only in sight: 1,000 matches cost nothing until
scrolled to) and the rows in the page's words (:func:`match_rows`, :func:`opponent_rows`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QWidget

from scoreboard.players.figures import OpponentRecord, Profile
from scoreboard.players.registry import Person
from scoreboard.players.sheet import faced
from ui.history.match_dialog import local_time

_Index = QModelIndex | QPersistentModelIndex


class TextRows(QAbstractTableModel):
    """Rows of plain texts under ``headers``; the columns in ``numbers`` right-aligned; each
    row's ``keys`` entry is its :data:`~PySide6.QtCore.Qt.ItemDataRole.UserRole` data. The
    column ``moments`` holds stored UTC moments, shown in local time when drawn (only the
    rows in sight are ever converted; :meth:`texts` converts them all, for printing)."""

    def __init__(
        self,
        headers: Sequence[str],
        rows: Sequence[Sequence[str]],
        numbers: Iterable[int] = (),
        keys: Sequence[object] = (),
        moments: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.rows = [list(r) for r in rows]
        self.numbers = frozenset(numbers)
        self.keys = list(keys)
        self.moments = moments

    def text(self, row: int, column: int) -> str:
        """A cell as shown."""
        value = self.rows[row][column]
        return local_time(value) if column == self.moments else value

    def texts(self) -> list[list[str]]:
        """Every row as shown."""
        return [[self.text(r, c) for c in range(len(self.headers))] for r in range(len(self.rows))]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(index.row(), index.column())
        if role == Qt.ItemDataRole.UserRole and index.row() < len(self.keys):
            return self.keys[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.numbers:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def match_rows(
    page: Profile,
    people: Iterable[Person],
    discipline: Callable[[str], str],
    doubles: Callable[[str, str], str],
) -> tuple[list[list[str]], list[int]]:
    """(rows, each row's match id) of the person's matches, newest first: the start as stored
    (UTC: :class:`TextRows` shows it in local time), the opponent (his person's name, else the
    name typed; a team match's ``doubles(partner, opponents)``, :func:`faced`), the score (his
    games first), the discipline in words, the event."""
    names = {p.id: p.name for p in people}
    rows, ids = [], []
    for m in reversed(page.matches):
        side, opponent = faced(m, page.person, names, doubles)
        score = f"{m.games[side]}–{m.games[1 - side]}"
        rows.append([m.started, opponent, score, discipline(m.discipline), m.event])
        ids.append(m.id)
    return rows, ids


def opponent_rows(records: Iterable[OpponentRecord], people: Iterable[Person]) -> list[list[str]]:
    """The head-to-head rows: the opponent, his matches, won, lost, and the games won–lost."""
    names = {p.id: p.name for p in people}
    return [
        [
            names.get(r.opponent, "?"),
            str(r.matches),
            str(r.won),
            str(r.lost),
            f"{r.games_won}–{r.games_lost}",
        ]
        for r in records
    ]
