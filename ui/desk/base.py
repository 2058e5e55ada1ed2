"""What every part of the competition desk shares: the competition open and the widgets that
show it (built by :class:`~ui.desk.window.DeskWindow`), redrawn from the model after every
change (:meth:`DeskBase.refresh`), and the competition kept: every accepted change is stored at
once in the history database (:meth:`DeskBase._save`), its results with it (each finished match
one row of the history, :mod:`scoreboard.competition.record`), a refusal is said in words.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
)

from scoreboard.competition import BYE, Competition, CompetitionError, Slot, State
from scoreboard.competition.sheets import classification_rows
from scoreboard.competition.store import CompetitionStore
from scoreboard.players.rating_book import PlayerRating
from ui.competition.bracket_view import BracketScene, BracketView
from ui.competition.spectator_board import SpectatorMode
from ui.competition.words import (
    format_text,
    problem_text,
    sheet_text,
    slot_distance,
    slot_name,
    state_text,
)
from ui.desk.dialogs import DistancesDialog, NewCompetitionDialog
from ui.i18n import fill, tr
from ui.modal import modal
from ui.plain import show_warning
from ui.status_words import Words, say

# Starts the match of a slot on this laptop's scorekeeper; returns its history id, or None
# when it was not started.
Starter = Callable[[Competition, Slot], "str | None"]
# The ratings of these names (FargoRate's scale), for a handicapped event's races.
#: The entrants' ratings for a handicapped draw, by name (None: still being read; the callable
#: given is called once they are).
#: Each is rated from the games of the event's discipline.
Rater = Callable[[list[str], Callable[[], object], str], "dict[str, float] | None"]
#: Each entrant's rating and the games behind it, shown before a handicapped draw (None: still
#: being read; the callable given is called once they are).
Standing = Callable[[list[str], Callable[[], object], str], "dict[str, PlayerRating] | None"]
#: The club's handicap controls a handicapped event keeps at its draw: the fewest racks a side
#: races to, and the widest rating gap made up for (None: no cap).
Controls = Callable[[], "tuple[int, float | None]"]


def standing_words(rating: PlayerRating) -> str:
    """A rating and how much stands behind it, as the entrants' list says it (a provisional
    one marked so)."""
    value = f"{rating.rating:.0f}"
    if not rating.rated:
        words = fill(tr("%1, starter rating"), value)
    elif rating.robustness == 0:
        words = fill(tr("%1, imported"), value)
    elif rating.robustness == 1:
        words = fill(tr("%1, 1 game"), value)
    else:
        words = fill(tr("%1, %2 games"), value, str(rating.robustness))
    return fill(tr("%1, provisional"), words) if rating.provisional else words


class Placement(Protocol):
    """Where the desk starts a slot's match and what it calls each table (see
    :class:`DeskTables`)."""

    @property
    def can_start(self) -> bool: ...

    def start(self, c: Competition, slot: Slot) -> str | None: ...

    def start_words(self, table: int | None) -> str | None: ...

    def table_words(self, table: int) -> str | None: ...

    def release(self, c: Competition, slot: Slot) -> bool: ...


class DeskTables:
    """Where the desk starts a slot's match and what it calls each table: here, every match
    in the scorekeeper (``starter``; None: none is started from the desk). The phone tables
    (:class:`~ui.desk.phone_link.PhoneDesk`) start some on phones, the rest here."""

    def __init__(self, starter: Starter | None = None) -> None:
        self.starter = starter

    @property
    def can_start(self) -> bool:
        return self.starter is not None

    def start(self, c: Competition, slot: Slot) -> str | None:
        """Start the match of ``slot``: its match id (None: not started, said)."""
        return self.starter(c, slot) if self.starter is not None else None

    def start_words(self, table: int | None) -> str | None:
        """The start button's words for a match going to ``table`` (None: the scorekeeper's)."""
        return None

    def table_words(self, table: int) -> str | None:
        """What the desk calls ``table`` when it is not a plain table (None: plain)."""
        return None

    def release(self, c: Competition, slot: Slot) -> bool:
        """Asked before ``slot`` is taken off its table; False: it stays."""
        return True


class DeskBase(QMainWindow):
    """The desk's competition and its views; :class:`~ui.desk.window.DeskWindow` builds them,
    :class:`~ui.desk.files.DeskFiles` and :class:`~ui.desk.play.DeskPlay` act on them."""

    changed = Signal()  # the competition changed (the spectator display redraws)
    opened = Signal()  # another competition (or none) is now open

    # the state (set by DeskWindow.__init__) and the widgets (made by its builders) the parts use
    act_distances: QAction
    act_export_csv: QAction
    act_export_json: QAction
    act_pdf_a3: QAction
    act_pdf_a4: QAction
    add_btn: QPushButton
    assign_btn: QPushButton
    c: Competition | None
    down_btn: QPushButton
    draw_btn: QPushButton
    entrant_list: QListWidget
    import_entrants_btn: QPushButton
    last_dir: Path
    match_box: QGroupBox
    match_label: QLabel
    name_edit: QLineEdit
    notice_box: QMessageBox | None
    notices: list[Words]
    offer_box: QGroupBox
    offer_label: QLabel
    offered: tuple[str, int] | None
    phase_combo: QComboBox
    queue: QListWidget
    release_btn: QPushButton
    result_btn: QPushButton
    scene: BracketScene
    selected: str | None
    spectator_actions: dict[SpectatorMode, QAction]
    spectator_mode: SpectatorMode
    start_btn: QPushButton
    #: where a slot's match starts, and what the desk calls each table
    tables: Placement
    rater: Rater | None
    standing: Standing | None
    controls: Controls | None
    #: the match ids of the results received from venue tables since the desk opened, with
    #: when each finished (UTC text; None: not known): kept in the history as received
    received: dict[str, str | None]
    store: CompetitionStore | None
    table: QTableWidget
    table_combo: QComboBox
    tables_list: QListWidget
    tabs: QTabWidget
    title: QLabel
    up_btn: QPushButton
    view: BracketView
    withdraw_btn: QPushButton

    def name(self, rank: int | None) -> str:
        if self.c is None or rank is None:
            return "?"
        return tr("(bye)") if rank == BYE else self.c.entrant(rank)

    def match_text(self, s: Slot) -> str:
        assert self.c is not None
        return f"{slot_name(self.c, s.id)}: {self.name(s.top)} – {self.name(s.bottom)}"

    def refresh(self) -> None:
        c = self.c
        drawn = c is not None and c.drawn
        for a in (
            self.act_export_json,
            self.act_export_csv,
            self.act_pdf_a4,
            self.act_pdf_a3,
            self.act_distances,
        ):
            a.setEnabled(c is not None)
        for w in (
            self.name_edit,
            self.add_btn,
            self.withdraw_btn,
            self.import_entrants_btn,
            self.up_btn,
            self.down_btn,
        ):
            w.setEnabled(c is not None and not drawn)
        self.draw_btn.setEnabled(c is not None and not drawn)
        self.tabs.setTabEnabled(1, drawn)
        if c is None:
            self.title.setText(tr("No competition open: Competition ▸ New competition."))
            self.entrant_list.clear()
            self.queue.clear()
            self.tables_list.clear()
            self.table.clear()
            self._show_selected()
            return
        self._fill_entrants(c)
        if drawn:
            self.scene.show_competition(c)
        self._fill_phases()
        self.queue.clear()
        if drawn:
            for s in c.ready():
                item = QListWidgetItem(f"{self.match_text(s)}  ({slot_distance(s)})")
                item.setData(Qt.ItemDataRole.UserRole, s.id)
                self.queue.addItem(item)
        self.tables_list.clear()
        self.table_combo.clear()
        for t in range(1, c.tables + 1):
            on_table = c.slot_on_table(t) if drawn else None
            name = self.tables.table_words(t)
            name = name or fill(tr("Table %1"), str(t))
            text = name + ": "
            text += self.match_text(on_table) if on_table is not None else tr("free")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, t)
            self.tables_list.addItem(item)
            if on_table is None:
                self.table_combo.addItem(name, t)
        self._fill_classification()
        self._show_selected()
        self._show_offer()

    def _fill_entrants(self, c: Competition) -> None:
        """The title and the entrants (with the ratings of a handicapped event's draw)."""
        head = f"{c.name}\n{format_text(c.format)}"
        if c.handicapped:
            head += " · " + tr("handicapped")
        if c.finished:
            head += "\n" + tr("The competition is over")
        self.title.setText(head)
        self.entrant_list.clear()
        # a handicapped event: each entrant's rating, and before the draw the games behind it
        known = None
        if c.handicapped and not c.drawn and self.standing is not None:
            known = self.standing(list(c.entrants), self.refresh, c.discipline)
        for i, name in enumerate(c.entrants, start=1):
            rated = f"  ({c.rating(i):.0f})" if c.handicapped and c.drawn else ""
            if known is not None and name in known:
                rated = "  (" + standing_words(known[name]) + ")"
            self.entrant_list.addItem(f"{i}. {name}{rated}")

    def _fill_classification(self) -> None:
        assert self.c is not None
        rows = classification_rows(self.c, sheet_text())
        self.table.clear()
        self.table.setColumnCount(len(rows[0]))
        self.table.setRowCount(len(rows) - 1)
        self.table.setHorizontalHeaderLabels(rows[0])
        for r, values in enumerate(rows[1:]):
            for col, v in enumerate(values):
                self.table.setItem(r, col, QTableWidgetItem(v))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def _slot(self) -> Slot | None:
        if self.c is None or not self.c.drawn or self.selected is None:
            return None
        try:
            return self.c.slot(self.selected)
        except CompetitionError:
            return None

    def _show_selected(self) -> None:
        s = self._slot()
        self.match_box.setEnabled(s is not None)
        if s is None:
            self.match_label.setText(tr("Click a match in the bracket or in the list."))
            for b in (self.assign_btn, self.start_btn, self.result_btn, self.release_btn):
                b.setEnabled(False)
            self.table_combo.setVisible(True)
            return
        if s.table is not None:  # "on table 3", not "on table · … · Table 3"
            where = fill(tr("on table %1"), str(s.table))
        else:
            where = state_text(s.state)
        text = self.match_text(s) + "\n" + where + f" · {slot_distance(s)}"
        if s.result is not None:  # a forfeit is "w.o." here as in the bracket
            text += f" · {s.result.racks[0]} – {s.result.racks[1]}"
            text += f" {tr('w.o.')}" if s.result.forfeit is not None else ""
        self.match_label.setText(text)
        playable = s.state in (State.READY, State.ON_TABLE)
        self.assign_btn.setEnabled(s.state is State.READY and self.table_combo.count() > 0)
        self.table_combo.setEnabled(self.assign_btn.isEnabled())
        # the free tables are offered to a match that can go to one, not shown beside the
        # table a match is already on
        self.table_combo.setVisible(s.state is State.READY)
        self.start_btn.setEnabled(playable and self.tables.can_start)
        table = s.table if s.table is not None else self.table_combo.currentData()
        words = self.tables.start_words(table)
        self.start_btn.setText(words or tr("Start in the scorekeeper"))
        self.result_btn.setEnabled(playable or s.state is State.FINISHED)
        self.release_btn.setEnabled(s.state is State.ON_TABLE)

    def _show_offer(self) -> None:
        self.offer_box.setVisible(self.offered is not None)
        if self.offered is None or self.c is None:
            return
        slot_id, table = self.offered
        s = self.c.slot(slot_id)
        if s.state is not State.READY or table not in self.c.free_tables():
            self.offered = None
            self.offer_box.setVisible(False)
            return
        self.offer_label.setText(
            fill(tr("Table %1 is free. Next: %2"), str(table), self.match_text(s))
        )

    def _fill_phases(self) -> None:
        """The phases of the draw in the bracket's chooser ("Whole draw" first)."""
        self.phase_combo.blockSignals(True)
        self.phase_combo.clear()
        self.phase_combo.addItem(tr("Whole draw"), "")
        for key, title in self.scene.bands():
            self.phase_combo.addItem(title, key[1])
        shown = self.scene.shown_band
        self.phase_combo.setCurrentIndex(
            max(0, self.phase_combo.findData(shown[1] if shown else ""))
        )
        self.phase_combo.blockSignals(False)
        self.phase_combo.setVisible(self.phase_combo.count() > 2)

    def show_phase(self, band: tuple[int, str] | None) -> None:
        """Show one phase of the bracket (None: the whole draw), fitted to the window."""
        self.scene.show_band(band)
        self.phase_combo.setCurrentIndex(max(0, self.phase_combo.findData(band[1] if band else "")))
        self.view.fit()

    def _phase_chosen(self, index: int) -> None:
        name = self.phase_combo.itemData(index)
        self.show_phase(next((k for k, _t in self.scene.bands() if k[1] == name), None))

    def set_spectator_mode(self, mode: SpectatorMode) -> None:
        self.spectator_mode = mode
        self.spectator_actions[mode].setChecked(True)
        self.changed.emit()

    def set_competition(self, c: Competition | None) -> None:
        self.c = c
        self.selected = None
        self.offered = None
        if c is None or self.scene.competition is None or c.uid != self.scene.competition.uid:
            self.scene.shown_band = None  # another competition: its whole draw
        if c is not None and c.drawn:
            self.scene.show_competition(c)
            self.view.actual_size()
            self.tabs.setCurrentIndex(1)
        else:
            self.tabs.setCurrentIndex(0)
        self.refresh()
        self.changed.emit()
        self.opened.emit()

    def _save(self) -> None:
        if self.c is None:
            return
        if self.store is None:
            say(
                self,
                lambda: tr("The match history is not available: this competition is not kept."),
                15000,
            )
            return
        try:
            self.store.save(self.c, self.received)
        except CompetitionError as exc:  # changed by another copy of the app: read it again
            show_warning(
                self,
                tr("Changed elsewhere"),
                problem_text(exc, self.c)
                + "\n\n"
                + tr("It is read again from the history; enter your last change again."),
            )
            try:
                self.set_competition(self.store.load(self.c.uid))
            except CompetitionError as again:
                self._refused(again)
        except Exception as exc:  # noqa: BLE001 - the desk goes on; the status bar says it
            problem = str(exc)
            say(
                self,
                lambda: fill(
                    tr("Not saved: the history database cannot be written (%1)."), problem
                ),
                15000,
            )

    def competition_changed(self) -> None:
        """The open competition changed (here or by a result from a table): it is saved,
        redrawn, and the desk's watchers are told."""
        self._save()
        self.refresh()
        self.changed.emit()

    def _refused(self, exc: CompetitionError) -> None:
        c = self.c
        say(self, lambda: problem_text(exc, c), 15000)
        show_warning(self, tr("Not possible"), problem_text(exc, self.c))

    def new_competition(self) -> None:
        with modal(NewCompetitionDialog(self)) as dialog:
            if dialog.exec() != NewCompetitionDialog.DialogCode.Accepted:
                return
            c = dialog.competition()
        if c is not None:
            self.set_competition(c)
            self._save()
            self.name_edit.setFocus()

    def edit_distances(self) -> None:
        if self.c is None:
            return
        with modal(DistancesDialog(self.c, self)) as dialog:
            if dialog.exec() != DistancesDialog.DialogCode.Accepted:
                return
            for d, best_of in dialog.distances().items():
                self.c.set_distance(d, best_of)
            self.c.set_shot_clock(dialog.clock())
            for d, key in dialog.phase_clocks().items():
                if key is None:
                    self.c.clear_phase_clock(d)
                else:
                    self.c.set_shot_clock(key, d)
        self.competition_changed()
