"""The history dialog: past matches in a table with filters (player, discipline, dates), and a
read-only view of one match's statistics.

The table is a model over the history database that reads one page of rows at a time through
the store's indexed listing (``count_matches`` / ``list_matches``), so the list opens at once
whether the history holds ten matches or ten thousand. Opening a match replays its stored
inputs (:func:`scoreboard.replay.replay`) and shows each player's
statistics, the racks and, for 14.1, the score sheet.
"""

from __future__ import annotations

import logging
import sqlite3
from collections import OrderedDict
from datetime import UTC, date, datetime, timedelta
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QModelIndex,
    QPersistentModelIndex,
    QStringListModel,
    Qt,
    QTimer,
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
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rules import OutcomeReason
from scoreboard.history import DamagedMatch, Filters, HistoryDB, MatchRow, StoredMatch
from scoreboard.local_time import local as to_local
from scoreboard.match import is_points
from scoreboard.replay import replay
from scoreboard.snapshot import Snapshot
from scoreboard.stats import PlayerStats
from ui import texts
from ui.panels import ScoreSheet
from ui.plain import plain_labels, tooltip

log = logging.getLogger(__name__)

PAGE = 200
MAX_PAGES = 16
_Index = QModelIndex | QPersistentModelIndex


def local_time(utc: str | None) -> str:
    """A stored UTC moment (``YYYY-MM-DDTHH:MM:SSZ``) as local ``YYYY-MM-DD HH:MM``."""
    if not utc:
        return ""
    try:
        when = datetime.fromisoformat(utc.replace("Z", "+00:00"))
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        return to_local(when).strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # not a moment, or one out of range
        return utc


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
        if role == Qt.ItemDataRole.ToolTipRole and col in ("player0", "player1", "score"):
            if m.winner is not None:
                return tooltip(self.tr("Winner: %1").replace("%1", m.players[m.winner]))
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
            return self.tr(
                "This entry of the history is damaged and cannot be opened (%1)."
            ).replace("%1", m.damaged or "")
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
                text = (
                    self.tr("%1 (sets %2)")
                    .replace("%1", text)
                    .replace("%2", f"{m.sets[0]}–{m.sets[1]}")
                )
            return text
        if col == "racks":
            return str(m.racks_played)
        return str(m.shots)


class HistoryDialog(QDialog):
    """Browse the history; double-click (or Open) shows a match's statistics, read-only."""

    def __init__(self, parent: QWidget | None, history: HistoryDB) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match history"))
        self.setObjectName("historyDialog")
        self.history = history
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
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
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
        """Open the selected match, or close."""
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setEnabled(False)
        self.open_button.clicked.connect(self._open_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
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
        text = self.tr("%n match(es)", "", n) if n else self.tr("No match found")
        if self.model.failure is not None:
            text = (
                self.tr("The history %1 cannot be read in full: %2")
                .replace("%1", str(self.history.path))
                .replace("%2", self.model.failure)
            )
        self.count_label.setText(text)
        self.open_button.setEnabled(False)

    # -- opening --------------------------------------------------------------------------------

    def _selection_changed(self) -> None:
        self.open_button.setEnabled(bool(self.table.selectionModel().selectedRows()))

    def _open_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.open_row(rows[0].row())

    def open_row(self, r: int) -> MatchDialog | None:
        """Show the statistics of the match on line ``r``; returns the (modeless) dialog."""
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
            return None
        dialog = MatchDialog(self, stored)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _say_damaged(self, reason: str) -> None:
        log.warning("stored match not opened: %s", reason)
        box = QMessageBox(self)
        box.setObjectName("damagedMatch")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Match history"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(
            self.tr("This match cannot be opened: its entry in the history %1 is damaged.").replace(
                "%1", str(self.history.path)
            )
        )
        box.setDetailedText(reason)
        box.open()  # not waited for: the list stays usable


#: PlayerStats fields shown in the statistics table, in order (rack games / 14.1).
RACK_STATS = (
    "racks_won",
    "innings",
    "shots",
    "balls_pocketed",
    "fouls",
    "safeties",
    "push_outs",
    "breaks",
    "breaks_made",
    "breaks_dry",
    "breaks_scratch",
    "breaks_game_ball",
    "break_and_runs",
    "run_outs",
    "longest_run",
    "average_shot_time",
    "longest_shot",
)
POINTS_STATS = (
    "points",
    "innings",
    "average",
    "longest_run",
    "shots",
    "balls_pocketed",
    "fouls",
    "safeties",
    "average_shot_time",
    "longest_shot",
)


class MatchDialog(QDialog):
    """One stored match, read-only: the result, each player's statistics, the racks and (14.1)
    the score sheet. The match is replayed from its stored inputs."""

    def __init__(self, parent: QWidget | None, stored: StoredMatch) -> None:
        super().__init__(parent)
        self.setObjectName("matchDialog")
        self.stored = stored
        self.snapshot: Snapshot | None = None
        self.replayed = self._replay()
        row = stored.row
        self.setWindowTitle(
            self.tr("%1 vs %2").replace("%1", row.players[0]).replace("%2", row.players[1])
        )
        self.resize(720, 560)
        snap = self.snapshot if self.replayed else None

        title = QLabel()
        title.setObjectName("matchTitle")
        f = QFont()
        f.setPointSize(14)
        f.setBold(True)
        title.setFont(f)
        title.setText(f"{row.players[0]}  {row.score[0]} – {row.score[1]}  {row.players[1]}")
        info = [texts.discipline_name(row.discipline), texts.ruleset_name(row.ruleset)]
        info.append(local_time(row.started))
        if row.winner is not None:
            info.append(self.tr("Winner: %1").replace("%1", row.players[row.winner]))
        else:
            info.append(self.tr("Not finished"))
        subtitle = QLabel(" · ".join(info))
        subtitle.setObjectName("matchInfo")
        self.note = QLabel()
        self.note.setObjectName("matchNote")
        self.note.setWordWrap(True)
        if not self.replayed:
            self.note.setText(
                self.tr("The match could not be replayed; the totals saved with it are shown.")
            )
        self.note.setVisible(not self.replayed)

        stats = snap.players.stats if snap is not None else row.stats
        points = is_points(row.discipline)
        self.tabs = QTabWidget()
        self.stats_table = self._stats_table(row.players, stats, points)
        self.tabs.addTab(self.stats_table, self.tr("Statistics"))
        self.racks_table = self._racks_table(row.players, snap, points)
        self.tabs.addTab(self.racks_table, self.tr("Games") if points else self.tr("Racks"))
        self.sheet: ScoreSheet | None = None
        if points and snap is not None:
            self.sheet = ScoreSheet()
            self.sheet.show_snapshot(snap)
            self.tabs.addTab(self.sheet, self.tr("Score sheet"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(title)
        lay.addWidget(subtitle)
        lay.addWidget(self.note)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(buttons)
        plain_labels(self)

    def _replay(self) -> bool:
        # the stored inputs as read (the replay refuses, and reports, one it cannot use)
        result = replay(self.stored.config, self.stored.inputs)
        if result.match is not None:
            self.snapshot = result.match.snapshot(can_redo=bool(result.redo))
        return bool(result)

    def _stat_label(self, name: str) -> str:
        labels = {
            "racks_won": self.tr("Racks won"),
            "innings": self.tr("Innings"),
            "shots": self.tr("Shots"),
            "balls_pocketed": self.tr("Balls pocketed"),
            "fouls": self.tr("Fouls"),
            "safeties": self.tr("Safeties"),
            "push_outs": self.tr("Push outs"),
            "breaks": self.tr("Breaks"),
            "breaks_made": self.tr("Breaks with a ball made"),
            "breaks_dry": self.tr("Dry breaks"),
            "breaks_scratch": self.tr("Breaks with a scratch"),
            "breaks_game_ball": self.tr("Game ball on the break"),
            "break_and_runs": self.tr("Break and run"),
            "run_outs": self.tr("Run outs"),
            "longest_run": self.tr("Longest run"),
            "points": self.tr("Points"),
            "average": self.tr("Average per inning"),
            "average_shot_time": self.tr("Average time per shot"),
            "longest_shot": self.tr("Longest shot time"),
        }
        return labels[name]

    @staticmethod
    def _stat_value(s: PlayerStats, name: str) -> str:
        if name == "average":
            return f"{s.average:.2f}"
        if name == "average_shot_time":
            t = s.average_shot_time
            return "—" if t is None else f"{t:.1f} s"
        if name == "longest_shot":
            return "—" if not s.timed_shots else f"{s.longest_shot:.1f} s"
        return str(getattr(s, name))

    def _stats_table(
        self, players: tuple[str, str], stats: tuple[PlayerStats, PlayerStats], points: bool
    ) -> QTableWidget:
        names = POINTS_STATS if points else RACK_STATS
        t = QTableWidget(len(names), 2)
        t.setObjectName("statsTable")
        t.setHorizontalHeaderLabels(list(players))
        t.setVerticalHeaderLabels([self._stat_label(n) for n in names])
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        for r, name in enumerate(names):
            for c in (0, 1):
                item = QTableWidgetItem(self._stat_value(stats[c], name))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return t

    def _racks_table(
        self, players: tuple[str, str], snap: Snapshot | None, points: bool
    ) -> QTableWidget:
        headers = [self.tr("Rack"), self.tr("Set"), self.tr("Breaker"), self.tr("Winner")]
        headers.append(self.tr("How"))
        if points:
            headers.append(self.tr("Points"))
        t = QTableWidget(0, len(headers))
        t.setObjectName("racksTable")
        t.setHorizontalHeaderLabels(headers)
        t.verticalHeader().setVisible(False)
        t.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        if snap is not None:
            records: list[tuple[Any, ...]] = [
                (
                    r.number,
                    r.set_number,
                    r.breaker,
                    r.winner,
                    r.outcome.reason if r.outcome is not None else None,
                    r.score,
                )
                for r in snap.racks
            ]
        else:
            records = []
            for s in self.stored.racks:
                reason = None
                if s.outcome is not None:
                    try:
                        reason = OutcomeReason(s.outcome)
                    except ValueError:
                        reason = None
                records.append((s.number, s.set_number, s.breaker, s.winner, reason, s.score))
        t.setRowCount(len(records))
        for i, (number, set_number, breaker, winner, reason, score) in enumerate(records):
            how = texts.text(reason) if reason is not None else ""
            if winner is None:
                how = self.tr("Stalemate")
            cells = [
                str(number),
                str(set_number),
                players[breaker],
                players[winner] if winner is not None else "",
                how,
            ]
            if points:
                cells.append(f"{score[0]} – {score[1]}")
            for c, value in enumerate(cells):
                t.setItem(i, c, QTableWidgetItem(value))
        header = t.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return t
