"""The Players window: the registry's people with club, rating, robustness and matches; a
person added or edited, merges, unmerges and splits (:mod:`ui.players.edits`); and a player's
page (totals per discipline, form plot, head-to-head).

Everything shown comes from :mod:`scoreboard.players.registry` (no SQL here). Names, clubs and events
are user text: shown as plain text (a table model's cells never interpret markup; labels are
set plain).

A registry grows with untrusted input (a ratings list adds as many people as it has lines), so
the window never reads it, fits the ratings, imports a list or writes a change on the windows'
thread: each is a :class:`~ui.progress.Job` on a connection of its own, with a progress dialog when it takes
long (:func:`~ui.progress.run_with_progress`), and the people are shown through a model that
only draws the rows in sight.

Long because it is the one window of the registry: each of its actions (read, refit, merge,
unmerge, split, add, edit, import, export, a player's page) is a short method here that asks
its question (the dialogs are :mod:`ui.players.edits`') and hands the work to a job; their
words are this window's translations.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
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
    QTableView,
    QVBoxLayout,
    QWidget,
)

from scoreboard.files.paths import FileProblemError
from scoreboard.files.shapes import MAX_STARTER
from scoreboard.history.database import HistoryDB
from scoreboard.players.files import (
    ImportCancelled,
    export_results,
)
from scoreboard.players.registry import (
    DISCIPLINE_GROUPS,
    Person,
    Played,
    Registry,
)
from scoreboard.ratings import Fit, FitOptions
from ui.i18n import fill
from ui.modal import modal
from ui.plain import plain_labels, set_tooltip
from ui.players.club import ClubControls
from ui.players.edits import PersonDialog, SplitDialog, UnmergeDialog
from ui.players.model import PeopleModel
from ui.players.page import PlayerPage
from ui.players.reading import (
    ChangeJob,
    ImportJob,
    Reading,
    ReadJob,
    RefitJob,
    RegistryJob,
)
from ui.progress import Job, run_with_progress
from ui.texts import discipline_name

#: How long a spin box's steps rest before the ratings are fitted again (ms).
REFIT_AFTER_MS = 300


class PlayersWindow(QDialog):
    """The registry's people, rated by the chosen discipline group and starter rating."""

    def __init__(
        self,
        parent: QWidget | None,
        history: HistoryDB,
        *,
        starter: float = FitOptions.starter,
        established: int = 0,
        race_minimum: int = 1,
        gap_cap: float | None = None,
        half_life: float | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.registry = Registry(history.conn)
        self.setWindowTitle(self.tr("Players"))
        self.resize(720, 480)
        layout = QVBoxLayout(self)
        layout.addLayout(self._build_controls(starter))
        self.club = ClubControls(established, race_minimum, gap_cap, half_life)
        layout.addWidget(self.club)
        self.table = self._build_table()
        layout.addWidget(self.table)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        layout.addLayout(self._build_buttons())
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        # a setting refits the ratings read (off the windows' thread), a spin box's once its
        # steps have stopped for REFIT_AFTER_MS
        self.refit_timer = QTimer(self)
        self.refit_timer.setSingleShot(True)
        self.refit_timer.setInterval(REFIT_AFTER_MS)
        self.refit_timer.timeout.connect(self.refit)
        self.group.currentIndexChanged.connect(self.refit)
        for spin in (self.starter, self.club.established, self.club.half_life):
            spin.valueChanged.connect(lambda _value: self.refit_timer.start())  # not start(value)
        self.table.selectionModel().selectionChanged.connect(self._selection)
        self.people: list[Person] = []
        self.matches: list[Played] = []
        self.ratings: Fit[int] | None = None
        self.reading: Reading | None = None
        #: each person's place in :attr:`people`
        self._rank: dict[int, int] = {}
        #: a job is running (a refresh asked meanwhile is done after it)
        self._busy = False
        self._again = False
        plain_labels(self)
        self.refresh()

    def _build_table(self) -> QTableView:
        """The people's table and its model (a provisional rating marked)."""
        self.model = PeopleModel(
            [
                self.tr("Name"),
                self.tr("Club"),
                self.tr("Rating"),
                self.tr("Robustness"),
                self.tr("Matches"),
            ],
            self,
        )
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # fixed row heights: no pass over every row to measure it
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # a provisional rating's mark whole (measured once: no pass over the rows)
        marked = fill(self.model.provisional, "0000")
        self.table.setColumnWidth(2, self.fontMetrics().horizontalAdvance(marked) + 24)
        self.table.doubleClicked.connect(lambda _index: self.open_page())
        return self.table

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

    def _build_buttons(self) -> QVBoxLayout:
        """What can be done with the person selected (a row of buttons), or with the registry
        (a row below)."""
        self.page_button = QPushButton(self.tr("Player's page…"))
        self.add_button = QPushButton(self.tr("Add player…"))
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.merge_button = QPushButton(self.tr("Merge…"))
        self.unmerge_button = QPushButton(self.tr("Unmerge…"))
        self.split_button = QPushButton(self.tr("Split a name…"))
        self.export_button = QPushButton(self.tr("Export results…"))
        self.import_button = QPushButton(self.tr("Import ratings…"))
        person, registry = QHBoxLayout(), QHBoxLayout()
        for b in (
            self.page_button,
            self.add_button,
            self.edit_button,
            self.merge_button,
            self.unmerge_button,
            self.split_button,
        ):
            person.addWidget(b)
        person.addStretch(1)
        registry.addWidget(self.export_button)
        registry.addWidget(self.import_button)
        registry.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        registry.addWidget(close)
        self.page_button.clicked.connect(self.open_page)
        self.add_button.clicked.connect(self.add_person)
        self.edit_button.clicked.connect(self.edit_selected)
        self.merge_button.clicked.connect(self.merge_selected)
        self.unmerge_button.clicked.connect(self.unmerge_selected)
        self.split_button.clicked.connect(self.split_selected)
        self.export_button.clicked.connect(self.choose_export)
        self.import_button.clicked.connect(self.choose_import)
        buttons = QVBoxLayout()
        buttons.addLayout(person)
        buttons.addLayout(registry)
        return buttons

    def _group(self) -> frozenset[str] | None:
        return DISCIPLINE_GROUPS.get(str(self.group.currentData()))

    def _run(self, job: Job, title: str, label: Callable[[Job], str], *, cancel: bool) -> bool:
        """Run ``job`` (off the windows' thread, unless it reads a history that is no file);
        False when another is running already (a refresh is then done after it)."""
        if self._busy:
            self._again = True
            return False
        self._busy = True
        try:
            self.history.put_back_if_gone()
            here = isinstance(job, RegistryJob) and not isinstance(self.history.path, Path)
            run_with_progress(self, job, title, label, cancel=cancel, here=here)
        finally:
            self._busy = False
        return True

    def refresh(self) -> None:
        """Read the registry again and fit the ratings (off the windows' thread)."""
        group, starter, established, half_life = self._settings()
        order = self.model.order
        self._read(
            ReadJob(
                self.history, group, starter, order, established=established, half_life=half_life
            )
        )

    def refit(self) -> None:
        """Fit the ratings read again with the settings shown (off the windows' thread, the
        registry not read again; read when nothing is)."""
        self.refit_timer.stop()
        if self.reading is None:
            self.refresh()
        else:
            self._read(RefitJob(self.reading, *self._settings()))

    def _settings(self) -> tuple[frozenset[str] | None, float, int, float | None]:
        """The group, the starter, the established robustness and the half-life shown."""
        club = self.club
        return self._group(), self.starter.value(), club.established.value(), club.half_life_days()

    def _read(self, job: ReadJob | RefitJob) -> None:
        """Run a read or a refit, and show what it read."""
        if not self._run(
            job, self.tr("Players"), lambda _j: self.tr("Reading the players…"), cancel=False
        ):
            return
        if job.error is not None:
            self._failed(job.error)
        else:
            assert isinstance(job.result, Reading)
            self.show_reading(job.result)
        self._after()

    def _after(self) -> None:
        """A refresh asked while a job ran."""
        if self._again:
            self._again = False
            self.refresh()

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, sqlite3.Error | OSError | FileProblemError):
            raise error
        self.people, self.matches, self.ratings, self.reading = [], [], None, None
        self._rank = {}
        self.model.show(None)
        self.problem.setText(fill(self.tr("The history cannot be read now: %1"), str(error)))
        self._selection()

    def show_reading(self, reading: Reading) -> None:
        """Show what was read (on the windows' thread: the model only takes the list)."""
        self.matches, self.people, self.ratings = reading.matches, reading.people, reading.ratings
        self.reading = reading
        self._rank = reading.rank
        self.model.show(reading)
        self.problem.setText(self.damage_text(reading))
        # the rows themselves, for whoever mends the file
        set_tooltip(self.problem, "\n".join([*reading.problems, *reading.damaged_links]))
        self._selection()

    def damage_text(self, reading: Reading) -> str:
        """What a read found damaged: rows left out, and merges read as none (those people
        are listed on their own, and can be merged again)."""
        out = []
        if reading.damaged:
            out.append(
                fill(self.tr("Damaged rows of the history left out: %1."), str(reading.damaged))
            )
        links = len(reading.damaged_links)
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
        rows = sorted(i.row() for i in self.table.selectionModel().selectedRows())
        return [self.model.rows[r][0].id for r in rows if 0 <= r < len(self.model.rows)]

    def _person(self, pid: int) -> Person | None:
        i = self._rank.get(pid)
        return self.people[i] if i is not None else None

    def _selection(self) -> None:
        chosen = self.selected()
        self.page_button.setEnabled(len(chosen) == 1)
        self.merge_button.setEnabled(len(chosen) >= 2)
        one = self._person(chosen[0]) if len(chosen) == 1 else None
        self.edit_button.setEnabled(one is not None)
        self.unmerge_button.setEnabled(one is not None and bool(one.merges))
        self.split_button.setEnabled(one is not None and len(one.names) > 1)

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
        with modal(box):
            if box.exec() != QMessageBox.StandardButton.Yes:
                return
        self.merge(into.id, [p.id for p in others])

    def merge(self, into: int, sources: list[int]) -> None:
        def merge_all(reg: Registry) -> None:
            for pid in sources:
                reg.merge(pid, into)

        self.change(merge_all, self.tr("Not merged: %1"))

    def unmerge_selected(self) -> None:
        """Undo the one merge chosen among those in force under the person selected (asked
        when there are several)."""
        chosen = self.selected()
        person = self._person(chosen[0]) if len(chosen) == 1 else None
        if person is None or not person.merges:
            return
        merge = person.merges[0]
        if len(person.merges) > 1:
            with modal(UnmergeDialog(self, person)) as dialog:
                accepted = dialog.exec() == QDialog.DialogCode.Accepted
                picked = dialog.chosen() if accepted else None
            if picked is None:
                return
            merge = picked
        self.change(lambda reg: reg.unmerge(merge.into, merge.source), self.tr("Not unmerged: %1"))

    def split_selected(self) -> None:
        """Give one of the selected person's typed names a player of its own."""
        chosen = self.selected()
        person = self._person(chosen[0]) if len(chosen) == 1 else None
        if person is None or len(person.names) < 2:
            return
        with modal(SplitDialog(self, person)) as dialog:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            name = dialog.chosen()
        self.change(lambda reg: reg.split(name), self.tr("Not split: %1"))

    def add_person(self) -> None:
        with modal(PersonDialog(self)) as dialog:
            values = dialog.values if dialog.exec() == QDialog.DialogCode.Accepted else None
        if values is not None:
            name, club, rating = values
            self.change(
                lambda reg: reg.add(name, club=club, rating=rating), self.tr("Not added: %1")
            )

    def edit_selected(self) -> None:
        """The selected person's club and imported rating."""
        chosen = self.selected()
        person = self._person(chosen[0]) if len(chosen) == 1 else None
        if person is None:
            return
        with modal(PersonDialog(self, person)) as dialog:
            values = dialog.values if dialog.exec() == QDialog.DialogCode.Accepted else None
        if values is not None:
            _, club, rating = values
            pid = person.id
            self.change(
                lambda reg: reg.set_details(pid, club=club, rating=rating), self.tr("Not saved: %1")
            )

    def change(self, change: Callable[[Registry], object], failed: str) -> None:
        """Write ``change`` into the registry off the windows' thread, then show the registry
        read again; a refusal is said with ``failed`` (%1: why)."""
        job = ChangeJob(
            change,
            self.history,
            self._group(),
            self.starter.value(),
            self.model.order,
            established=self.club.established.value(),
            half_life=self.club.half_life_days(),
        )
        if not self._run(
            job, self.tr("Players"), lambda _j: self.tr("Saving the change…"), cancel=False
        ):
            self.problem.setText(self.tr("Another change is being saved: try again."))
            return
        error = job.error
        if error is None:
            assert isinstance(job.result, tuple)
            self.show_reading(job.result[1])
            self._after()
            return
        if not isinstance(
            error, sqlite3.Error | OSError | FileProblemError | KeyError | ValueError
        ):
            raise error
        self.refresh()
        self.problem.setText(fill(failed, str(error)))

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
        """Seed the registry from the ratings list at ``path``, off the windows' thread with
        a progress dialog whose Cancel leaves the registry as it was; lines left out are
        told."""
        job = ImportJob(
            Path(path),
            self.history,
            self._group(),
            self.starter.value(),
            self.model.order,
            established=self.club.established.value(),
            half_life=self.club.half_life_days(),
        )
        name = Path(path).name

        def label(j: Job) -> str:
            stage = j.stage if isinstance(j, ImportJob) else "read"
            if stage == "write":
                return fill(self.tr("Importing the ratings of %1…"), name)
            if stage == "show":
                return self.tr("Reading the players…")
            return fill(self.tr("Reading %1…"), name)

        if not self._run(job, self.tr("Import ratings"), label, cancel=True):
            return
        error = job.error
        if isinstance(error, ImportCancelled):
            self.problem.setText(self.tr("Import cancelled: nothing was changed."))
        elif error is not None:
            if not isinstance(error, OSError | ValueError | sqlite3.Error | FileProblemError):
                raise error
            self.problem.setText(fill(self.tr("Not imported: %1"), str(error)))
        else:
            assert isinstance(job.result, tuple)
            listed, (updated, added), reading = job.result
            self.show_reading(reading)
            text = fill(
                self.tr("Ratings imported: %1 players updated, %2 added."), str(updated), str(added)
            )
            if listed.problems:
                text += " " + fill(self.tr("Lines left out: %1."), str(len(listed.problems)))
                text += " " + "; ".join(listed.problems[:3])
            self.problem.setText(text)
        self._after()

    def open_page(self) -> None:
        chosen = self.selected()
        person = self._person(chosen[0]) if len(chosen) == 1 else None
        if person is None:
            return
        with modal(
            PlayerPage(self, person, self.people, self.matches, self.ratings, history=self.history)
        ) as page:
            page.exec()
