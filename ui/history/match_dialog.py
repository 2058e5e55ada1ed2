"""One stored match, read-only (:class:`MatchDialog`): the result, each player's statistics,
the racks and (14.1) the score sheet, replayed from its stored inputs.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from rules import OutcomeReason
from scoreboard.files.local_time import local as to_local
from scoreboard.history.database import MatchRow, StoredMatch
from scoreboard.history.values import Recorded
from scoreboard.match.match import is_points
from scoreboard.match.replay import replay
from scoreboard.match.snapshot import Snapshot
from scoreboard.match.stats import PlayerStats
from ui import texts
from ui.history.stat_words import stat_label
from ui.i18n import fill, tr
from ui.plain import plain_labels
from ui.scorekeeper.inning_sheet import ScoreSheet


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
    "penalty_points",
    "safeties",
    "average_shot_time",
    "longest_shot",
)


def recorded_mark(row: MatchRow) -> str:
    """The history list's mark of a match not scored here ("" for one scored here)."""
    if row.recorded is Recorded.TYPED:
        mark = tr("typed")
    elif row.recorded is Recorded.RECEIVED:
        mark = tr("from a venue table")
    else:
        mark = ""
    if row.forfeit:
        forfeit = tr("forfeit")
        mark = f"{mark} · {forfeit}" if mark else forfeit
    return mark


def recorded_words(row: MatchRow) -> str:
    """What a stored match not scored here is, in a sentence."""
    if row.recorded is Recorded.RECEIVED:
        text = tr(
            "Result received at the competition desk from a venue table: its racks and shots "
            "were kept there, not here."
        )
    else:
        text = tr("Result typed at the competition desk: no racks or shots were recorded.")
    if row.forfeit:
        text += " " + tr("Won by a forfeit: it counts no games in the ratings.")
    return text


class MatchDialog(QDialog):
    """One stored match, read-only: the result, each player's statistics, the racks and (14.1)
    the score sheet. The match is replayed from its stored inputs."""

    #: Where the files of an export were written (the folder).
    folder_used = Signal(str)

    def __init__(self, parent: QWidget | None, stored: StoredMatch, folder: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("matchDialog")
        self.stored = stored
        self.folder = folder or str(Path.home())
        self.snapshot: Snapshot | None = None
        row = stored.row
        #: scored here: replayed from its inputs; else its result alone (typed, received)
        self.scored = row.recorded is Recorded.SCORED
        self.replayed = self._replay() if self.scored else False
        self.setWindowTitle(fill(self.tr("%1 vs %2"), row.players[0], row.players[1]))
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
            info.append(fill(self.tr("Winner: %1"), row.players[row.winner]))
        else:
            info.append(self.tr("Not finished"))
        subtitle = QLabel(" · ".join(info))
        subtitle.setObjectName("matchInfo")
        self.note = QLabel()
        self.note.setObjectName("matchNote")
        self.note.setWordWrap(True)
        self.note.setText(self._note_text())
        self.note.setVisible(not self.replayed)

        stats = snap.players.stats if snap is not None else row.stats
        points = is_points(row.discipline)
        self.tabs = QTabWidget()
        self.stats_table = self._stats_table(row.players, stats, points)
        self.tabs.addTab(self.stats_table, self.tr("Statistics"))
        self.racks_table = None if points else self._racks_table(row.players, snap)
        if self.racks_table is not None:
            self.tabs.addTab(self.racks_table, self.tr("Racks"))
        self.sheet: ScoreSheet | None = None
        if points and snap is not None:
            self.sheet = ScoreSheet()
            self.sheet.show_snapshot(snap)
            self.tabs.addTab(self.sheet, self.tr("Score sheet"))

        self.tabs.setVisible(self.scored)  # a result alone has no statistics nor racks
        buttons = self._buttons()
        lay = QVBoxLayout(self)
        lay.addWidget(title)
        lay.addWidget(subtitle)
        lay.addWidget(self.note)
        lay.addWidget(self.tabs, 1)
        if not self.scored:  # a result alone: its lines at the top, the buttons at the foot
            lay.addStretch(1)
        lay.addWidget(buttons)
        plain_labels(self)

    def _note_text(self) -> str:
        """What the note over the tabs says: a result alone is not a match to replay."""
        if not self.scored:
            return recorded_words(self.stored.row)
        if not self.replayed:
            return self.tr("The match could not be replayed; the totals saved with it are shown.")
        return ""

    def _buttons(self) -> QDialogButtonBox:
        """Export (its score sheet, CSV tables or JSON: the same files as while it was in
        play) and Close."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.clicked.connect(self.export)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        return buttons

    def export(self) -> list[Path]:
        """Ask for a file and write this match as PDF, CSV or JSON; the files written."""
        from ui.history.export import ask_and_export, exported_words, stored

        written = ask_and_export(self, stored(self.stored), self.folder)
        if written:
            self.folder = str(written[0].parent)
            self.folder_used.emit(self.folder)
            self.note.setText(exported_words(written))
            self.note.setVisible(True)
        return written

    def _replay(self) -> bool:
        # the stored inputs as read (the replay refuses, and reports, one it cannot use)
        result = replay(self.stored.config, self.stored.inputs)
        if result.match is not None:
            self.snapshot = result.match.snapshot(can_redo=bool(result.redo))
        return bool(result)

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
        t.setVerticalHeaderLabels([stat_label(n) for n in names])
        t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        t.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        for r, name in enumerate(names):
            for c in (0, 1):
                item = QTableWidgetItem(self._stat_value(stats[c], name))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(r, c, item)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return t

    def _racks_table(self, players: tuple[str, str], snap: Snapshot | None) -> QTableWidget:
        """The racks of a rack game: each one's set, breaker, winner and how it was won (14.1
        has none: its innings, points and re-racks are its score sheet's)."""
        headers = [self.tr("Rack"), self.tr("Set"), self.tr("Breaker"), self.tr("Winner")]
        headers.append(self.tr("How"))
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
                records.append((s.number, s.set_number, s.breaker, s.winner, reason))
        t.setRowCount(len(records))
        for i, (number, set_number, breaker, winner, reason) in enumerate(records):
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
            for c, value in enumerate(cells):
                t.setItem(i, c, QTableWidgetItem(value))
        header = t.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return t
