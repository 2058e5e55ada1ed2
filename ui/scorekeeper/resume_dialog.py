"""The resume dialog: the matches left unfinished (their journals were never closed), offered at
start-up. Resume one, Discard one (its journal is closed as abandoned and moved to the
journals' ``closed`` folder: archived, never deleted), or Not now (everything stays as it is).

The score shown is the journal replayed (:func:`scoreboard.match.replay.replay`, as resuming does), so
it is exactly what resuming will show.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from scoreboard.files import local_time
from scoreboard.files.paths import FileProblemError, fsync_dir
from scoreboard.match.replay import replay
from scoreboard.table.journal import CLOSED_FOLDER, Journal, JournalContents
from ui import texts
from ui.i18n import fill
from ui.plain import plain_labels, set_tooltip


def archive(contents: JournalContents) -> Path:
    """Close an unfinished journal as abandoned and move it to the ``closed`` folder; returns
    its new path. A journal that cannot be read is moved there as it is."""
    if contents.usable:
        try:
            journal, _ = Journal.resume(contents.path)
        except FileProblemError:
            pass
        else:
            return journal.close("abandoned", archive=True)
    folder = contents.path.parent / CLOSED_FOLDER
    folder.mkdir(exist_ok=True)
    target = folder / contents.path.name
    os.replace(contents.path, target)
    fsync_dir(folder)
    fsync_dir(contents.path.parent)
    return target


class ResumeDialog(QDialog):
    """Offer the unfinished matches. After ``exec()``: :meth:`chosen` is the journal to resume
    (``Accepted``), or None (``Rejected``: not now, or nothing left); :meth:`discarded` lists
    the journals archived meanwhile."""

    COLUMNS = 4

    def __init__(self, parent: QWidget | None, unfinished: Sequence[JournalContents]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Unfinished matches"))
        self.setObjectName("resumeDialog")
        self.resize(760, 340)
        self._items = list(unfinished)
        self._chosen: JournalContents | None = None
        self._discarded: list[Path] = []

        intro = QLabel(
            self.tr(
                "These matches were not finished. Resume one, or discard it (it is archived, not deleted)."
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setObjectName("resumeTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Players"), self.tr("Discipline"), self.tr("Score"), self.tr("Last change")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in (1, 2, 3):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.doubleClicked.connect(lambda _i: self.resume_selected())

        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setDefault(True)
        self.discard_button = QPushButton(self.tr("Discard"))
        self.discard_button.setObjectName("discardButton")
        set_tooltip(
            self.discard_button,
            self.tr("Close this match without saving it to the history; its journal is archived."),
        )
        self.later_button = QPushButton(self.tr("Not now"))
        self.later_button.setObjectName("laterButton")
        self.resume_button.clicked.connect(self.resume_selected)
        self.discard_button.clicked.connect(self.discard_selected)
        self.later_button.clicked.connect(self.reject)
        self.message = QLabel()
        self.message.setObjectName("resumeMessage")
        self.message.setWordWrap(True)

        buttons = QHBoxLayout()
        buttons.addWidget(self.message, 1)
        buttons.addWidget(self.discard_button)
        buttons.addWidget(self.later_button)
        buttons.addWidget(self.resume_button)
        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addWidget(self.table, 1)
        lay.addLayout(buttons)
        self._fill()
        plain_labels(self)

    # -- the list -------------------------------------------------------------------------------

    def _fill(self) -> None:
        self.table.setRowCount(len(self._items))
        for r, contents in enumerate(self._items):
            for c, value in enumerate(self._describe(contents)):
                item = QTableWidgetItem(value)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        if self._items:
            self.table.selectRow(0)
        self._selection_changed()

    def _describe(self, contents: JournalContents) -> tuple[str, str, str, str]:
        when = self._last_change(contents.path)
        if not contents.usable:
            return (contents.path.name, "", self.tr("Cannot be read"), when)
        config = contents.config
        players = config.get("players") or ["", ""]
        names = fill(self.tr("%1 vs %2"), str(players[0]), str(players[1]))
        key = str(config.get("discipline", ""))
        ruleset = config.get("ruleset")
        discipline = texts.discipline_name(key) + texts.ruleset_note(
            key, str(ruleset) if ruleset else None
        )
        return (names, discipline, self._score(contents), when)

    def _score(self, contents: JournalContents) -> str:
        result = replay(contents.config, contents.inputs)
        if result.match is None:
            return "?"
        snap = result.match.snapshot(can_redo=bool(result.redo))
        score = f"{snap.players.score[0]} – {snap.players.score[1]}"
        if snap.sets_to_win > 1:
            score = fill(
                self.tr("%1 (sets %2)"), score, f"{snap.players.sets[0]}–{snap.players.sets[1]}"
            )
        return score

    @staticmethod
    def _last_change(path: Path) -> str:
        try:
            when = local_time.from_timestamp(path.stat().st_mtime)
        except OSError:
            return ""
        return when.strftime("%Y-%m-%d %H:%M") if when is not None else ""

    def _selected(self) -> int | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self._items):
            return None
        return rows[0].row()

    def _selection_changed(self) -> None:
        r = self._selected()
        self.resume_button.setEnabled(r is not None and self._items[r].usable)
        self.discard_button.setEnabled(r is not None)

    # -- actions --------------------------------------------------------------------------------

    def resume_selected(self) -> None:
        r = self._selected()
        if r is None or not self._items[r].usable:
            return
        self._chosen = self._items[r]
        self.accept()

    def discard_selected(self) -> None:
        """Archive the selected match's journal and take it off the list; the dialog closes
        when nothing is left."""
        r = self._selected()
        if r is None:
            return
        contents = self._items[r]
        try:
            self._discarded.append(archive(contents))
        except OSError as exc:
            self.message.setText(fill(self.tr("Could not archive the match: %1"), str(exc)))
            return
        del self._items[r]
        self.table.removeRow(r)
        if not self._items:
            self.reject()
            return
        self.table.selectRow(min(r, len(self._items) - 1))
        self._selection_changed()

    def chosen(self) -> JournalContents | None:
        return self._chosen

    def discarded(self) -> list[Path]:
        return list(self._discarded)

    def remaining(self) -> list[JournalContents]:
        """The unfinished matches still on the list."""
        return list(self._items)
