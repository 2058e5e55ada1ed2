"""The history dialog: past matches in a table with filters (player, discipline, dates), and a
read-only view of one match's statistics.

The table is a model over the history database that reads one page of rows at a time through
the store's indexed listing (``count_matches`` / ``list_matches``), so the list opens at once
whether the history holds ten matches or ten thousand. Opening a match replays its stored
inputs (:func:`scoreboard.match.replay.replay`) and shows each player's
statistics, the racks and, for 14.1, the score sheet.
"""

from __future__ import annotations

import logging
import sqlite3
from collections import OrderedDict
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QModelIndex,
    QPersistentModelIndex,
    QStringListModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont, QHideEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scoreboard.history.database import DamagedMatch, Filters, HistoryDB, MatchRow, StoredMatch
from scoreboard.match.match import is_points
from ui import texts
from ui.history.match_dialog import MatchDialog, local_time, recorded_mark, recorded_words
from ui.i18n import fill
from ui.plain import plain, tooltip

log = logging.getLogger(__name__)

PAGE = 200
MAX_PAGES = 16
_Index = QModelIndex | QPersistentModelIndex


def _as_date(q: QDate) -> date:
    return date(q.year(), q.month(), q.day())


class HistoryModel(QAbstractTableModel):
    """Stored matches, newest first, read a page at a time (a few pages kept)."""

    COLUMNS = ("date", "discipline", "player0", "score", "player1", "racks", "shots")

    def __init__(self, store: HistoryDB, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self.filters = Filters()
        #: Why the history could not be read (SQLite's words), or None.
        self.failure: str | None = None
        self._count = self._count_of(self.filters)
        self._pages: OrderedDict[int, list[MatchRow]] = OrderedDict()

    def _count_of(self, filters: Filters) -> int:
        try:
            return self.store.count_matches(filters)
        except sqlite3.Error as exc:
            self._failed(exc)
            return 0

    def _failed(self, exc: Exception) -> None:
        log.warning("history not read: %s", exc)
        self.failure = str(exc)

    def set_filters(self, filters: Filters) -> None:
        self.beginResetModel()
        self.filters = filters
        self._pages.clear()
        self._count = self._count_of(filters)
        self.endResetModel()

    def refresh(self) -> None:
        self.set_filters(self.filters)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def row(self, r: int) -> MatchRow | None:
        """The stored match shown on line ``r`` (reads its page when not in memory)."""
        if not 0 <= r < self._count:
            return None
        page = r // PAGE
        rows = self._pages.get(page)
        if rows is None:
            try:
                rows = self.store.list_matches(self.filters, limit=PAGE, offset=page * PAGE)
            except sqlite3.Error as exc:  # a page SQLite cannot read: listed as empty
                self._failed(exc)
                rows = []
            self._pages[page] = rows
            while len(self._pages) > MAX_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(page)
        i = r - page * PAGE
        return rows[i] if i < len(rows) else None

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        labels = {
            "date": self.tr("Date"),
            "discipline": self.tr("Discipline"),
            "player0": self.tr("Player 1"),
            "score": self.tr("Score"),
            "player1": self.tr("Player 2"),
            "racks": self.tr("Racks"),
            "shots": self.tr("Shots"),
        }
        return labels[self.COLUMNS[section]]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        m = self.row(index.row())
        if m is None:
            return None
        col = self.COLUMNS[index.column()]
        if m.damaged is not None:
            return self._damaged(m, col, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(m, col)
        if role == Qt.ItemDataRole.FontRole and col in ("player0", "player1"):
            if m.winner == (0 if col == "player0" else 1):
                f = QFont()
                f.setBold(True)
                return f
        if role == Qt.ItemDataRole.TextAlignmentRole and col in ("score", "racks", "shots"):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole and col == "shots" and recorded_mark(m):
            return tooltip(recorded_words(m))
        if role == Qt.ItemDataRole.ToolTipRole and col in ("player0", "player1", "score"):
            if m.winner is not None:
                return tooltip(fill(self.tr("Winner: %1"), m.players[m.winner]))
            return tooltip(self.tr("Not finished"))
        if role == Qt.ItemDataRole.UserRole:
            return m.id
        return None

    def _damaged(self, m: MatchRow, col: str, role: int) -> Any:
        """A damaged row: its date when it can be read, and "Damaged entry" (with what is
        wrong in the tooltip)."""
        if role == Qt.ItemDataRole.DisplayRole:
            if col == "date":
                return local_time(m.started)
            if col == "discipline":
                return self.tr("Damaged entry")
            return ""
        if role == Qt.ItemDataRole.ToolTipRole:
            return fill(
                self.tr("This entry of the history is damaged and cannot be opened (%1)."),
                m.damaged or "",
            )
        if role == Qt.ItemDataRole.UserRole:
            return m.id
        return None

    def _text(self, m: MatchRow, col: str) -> str:
        if col == "date":
            return local_time(m.started)
        if col == "discipline":
            return texts.discipline_name(m.discipline) + texts.ruleset_note(m.discipline, m.ruleset)
        if col in ("player0", "player1"):
            return m.players[0 if col == "player0" else 1]
        if col == "score":
            text = f"{m.score[0]} – {m.score[1]}"
            if m.sets != (0, 0):
                text = fill(self.tr("%1 (sets %2)"), text, f"{m.sets[0]}–{m.sets[1]}")
            return text
        if col == "racks":  # 14.1 has no racks to count: its points are its score
            return "" if is_points(m.discipline) else str(m.racks_played)
        return recorded_mark(m) or str(m.shots)


class HistoryDialog(QDialog):
    """Browse the history; double-click (or Open) shows a match's statistics, read-only;
    Export… writes the selected matches' files (one: its PDF, CSV or JSON, as while it was in
    play; several: all of them, into a folder). ``folder`` is where the file dialogs open;
    :attr:`folder_used` says where files were written."""

    folder_used = Signal(str)

    def __init__(self, parent: QWidget | None, history: HistoryDB, folder: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match history"))
        self.setObjectName("historyDialog")
        self.history = history
        self.folder = folder or str(Path.home())
        self.folder_used.connect(self._remember)
        self.resize(980, 600)

        bar = self._build_filters(history)
        self._build_table(history)
        buttons = self._build_buttons()

        lay = QVBoxLayout(self)
        lay.addLayout(bar)
        lay.addWidget(self.table, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.count_label, 1)
        bottom.addWidget(buttons)
        lay.addLayout(bottom)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(250)
        self._timer.timeout.connect(self._apply_filters)
        self.player.textEdited.connect(self._player_typed)
        self.player.returnPressed.connect(self._apply_filters)
        self.player.textChanged.connect(lambda t: None if t else self._apply_filters())
        self.discipline.currentIndexChanged.connect(self._apply_filters)
        for w in (self.since_check, self.until_check):
            w.toggled.connect(self._apply_filters)
        for edit in (self.since, self.until):
            edit.dateChanged.connect(self._apply_filters)
        self.table.selectionModel().selectionChanged.connect(self._selection_changed)
        self._show_count()

    def _build_filters(self, history: HistoryDB) -> QHBoxLayout:
        """The filters: a player (completed from the names stored), a discipline, dates."""
        self.player = QLineEdit()
        self.player.setObjectName("historyPlayer")
        self.player.setPlaceholderText(self.tr("Any player"))
        self.player.setClearButtonEnabled(True)
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.player.setCompleter(completer)
        completer.activated.connect(self._apply_filters)
        self.discipline = QComboBox()
        self.discipline.addItem(self.tr("All disciplines"), None)
        for d in history.disciplines():
            self.discipline.addItem(texts.discipline_name(d), d)
        today = QDate.currentDate()
        self.since_check = QCheckBox(self.tr("From"))
        self.since = QDateEdit(today.addMonths(-1))
        self.until_check = QCheckBox(self.tr("to"))
        self.until = QDateEdit(today)
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setEnabled(False)
        self.since_check.toggled.connect(self.since.setEnabled)
        self.until_check.toggled.connect(self.until.setEnabled)
        self.count_label = QLabel()
        self.count_label.setObjectName("historyCount")
        plain(self.count_label)  # it names files and folders: shown as written

        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Player")))
        bar.addWidget(self.player, 2)
        bar.addWidget(self.discipline, 1)
        bar.addWidget(self.since_check)
        bar.addWidget(self.since)
        bar.addWidget(self.until_check)
        bar.addWidget(self.until)
        return bar

    def _build_table(self, history: HistoryDB) -> None:
        """The matches, one a row, with fixed heights and widths."""
        self.model = HistoryModel(history, self)
        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        # fixed row heights and column widths: no pass over every row to measure it
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for col, width in enumerate((130, 170, 200, 110, 200, 60, 60)):
            self.table.setColumnWidth(col, width)
        header.setStretchLastSection(True)
        self.table.doubleClicked.connect(lambda idx: self.open_row(idx.row()))

    def _build_buttons(self) -> QDialogButtonBox:
        """Open the selected match, export the selected matches, or close."""
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(self._open_selected)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self.export_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        return buttons

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        self._timer.stop()
        super().hideEvent(event)

    # -- filters --------------------------------------------------------------------------------

    def _player_typed(self, text: str) -> None:
        self._names.setStringList(self.history.complete_player(text) if text.strip() else [])
        self._timer.start()

    def filters(self) -> Filters:
        """The filters as set in the bar (the "to" date is included)."""
        since: date | None = None
        until: date | None = None
        if self.since_check.isChecked():
            since = _as_date(self.since.date())
        if self.until_check.isChecked():
            until = _as_date(self.until.date()) + timedelta(days=1)
        return Filters(
            player=" ".join(self.player.text().split()) or None,
            discipline=self.discipline.currentData(),
            since=since,
            until=until,
        )

    def _apply_filters(self, *_: object) -> None:
        self._timer.stop()
        f = self.filters()
        if f != self.model.filters:
            self.model.set_filters(f)
            self._show_count()

    def _show_count(self) -> None:
        n = self.model.rowCount()
        text = fill(self.tr("%1 matches"), str(n)) if n > 1 else self.tr("1 match")
        text = text if n else self.tr("No match found")
        if self.model.failure is not None:
            text = fill(
                self.tr("The history %1 cannot be read in full: %2"),
                str(self.history.path),
                self.model.failure,
            )
        self.count_label.setText(text)
        self.open_button.setEnabled(False)
        self.export_button.setEnabled(False)

    # -- opening --------------------------------------------------------------------------------

    def _selection_changed(self) -> None:
        chosen = bool(self.table.selectionModel().selectedRows())
        self.open_button.setEnabled(chosen)
        self.export_button.setEnabled(chosen)

    def selected_rows(self) -> list[int]:
        """The lines selected, top to bottom."""
        return sorted(i.row() for i in self.table.selectionModel().selectedRows())

    def _open_selected(self) -> None:
        index = self.table.currentIndex()
        rows = self.selected_rows()
        if rows:
            self.open_row(index.row() if index.row() in rows else rows[0])

    def _stored(self, r: int) -> StoredMatch | None:
        """The match on line ``r`` as stored (None: damaged, which is said)."""
        row = self.model.row(r)
        if row is None:
            return None
        reason = row.damaged
        stored: StoredMatch | None = None
        if reason is None:
            try:
                stored = self.history.open_match(row.id)
            except (DamagedMatch, KeyError, sqlite3.Error) as exc:
                reason = str(exc)
        if stored is None:
            self._say_damaged(reason or "")
        return stored

    def open_row(self, r: int) -> MatchDialog | None:
        """Show the statistics of the match on line ``r``; returns the (modeless) dialog."""
        stored = self._stored(r)
        if stored is None:
            return None
        dialog = MatchDialog(self, stored, self.folder)
        dialog.folder_used.connect(self.folder_used)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def export_selected(self) -> list[Path]:
        """Export the selected matches (one: to a file and type chosen; several: every file of
        each, into a folder chosen); the files written."""
        from ui.history.export import ask_and_export, export_matches, exported_words, stored

        matches = [m for m in (self._stored(r) for r in self.selected_rows()) if m is not None]
        if not matches:
            return []
        if len(matches) == 1:
            written = ask_and_export(self, stored(matches[0]), self.folder)
        else:
            written = export_matches(self, matches, self.folder)
        if written:
            self.folder_used.emit(str(written[0].parent))
            said = (
                exported_words(written)
                if len(matches) == 1
                else fill(
                    self.tr("%1 matches exported to %2"), str(len(matches)), str(written[0].parent)
                )
            )
            self.count_label.setText(said)
        return written

    def _remember(self, folder: str) -> None:
        self.folder = folder

    def _say_damaged(self, reason: str) -> None:
        log.warning("stored match not opened: %s", reason)
        box = QMessageBox(self)
        box.setObjectName("damagedMatch")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Match history"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(
            fill(
                self.tr("This match cannot be opened: its entry in the history %1 is damaged."),
                str(self.history.path),
            )
        )
        box.setDetailedText(reason)
        box.open()  # not waited for: the list stays usable
