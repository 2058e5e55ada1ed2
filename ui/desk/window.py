"""The competition desk window: entrants, draw, bracket, ready matches and tables, results and
classification of one competition at a time.

Every change goes through the model (:mod:`scoreboard.competition`); a refusal is shown in
words and changes nothing; an accepted change is stored at once in the history database (one
transaction), then every view redraws from the model.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scoreboard.competition import (
    BYE,
    Competition,
    CompetitionError,
    Problem,
    Slot,
    State,
)
from scoreboard.competition.files import (
    export_csv,
    export_json,
    import_json,
    read_entrants_csv,
)
from scoreboard.competition.sheets import classification_rows
from scoreboard.competition.store import CompetitionStore
from ui.desk.bracket_view import BracketScene, BracketView
from ui.desk.dialogs import DistancesDialog, NewCompetitionDialog, ResultDialog
from ui.desk.spectator_board import SpectatorMode
from ui.desk.words import (
    format_text,
    problem_text,
    sheet_text,
    slot_distance,
    slot_name,
    state_text,
)
from ui.i18n import tr
from ui.plain import ask_question, show_information, show_warning

# Starts the match of a slot on this laptop's scorekeeper; returns its history id, or None
# when it was not started.
Starter = Callable[[Competition, Slot], "str | None"]


class DeskWindow(QMainWindow):
    """The desk. ``store`` keeps competitions in the history database (None: not kept);
    ``starter`` opens a match in the scorekeeper."""

    changed = Signal()  # the competition changed (the spectator display redraws)
    opened = Signal()  # another competition (or none) is now open

    def __init__(
        self,
        store: CompetitionStore | None = None,
        starter: Starter | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("desk")
        self.store = store
        self.starter = starter
        self.c: Competition | None = None
        self.selected: str | None = None
        self.offered: tuple[str, int] | None = None
        self.spectator_mode = SpectatorMode.BRACKET
        self.last_dir = Path.home()
        self.notices: list[str] = []  # said at opening (a damaged stored competition)
        self.notice_box: QMessageBox | None = None
        self._build()
        self._menus()
        self.retranslate()
        self.refresh()

    # -- building --------------------------------------------------------------------------------

    def _build(self) -> None:
        self.tabs = QTabWidget()
        self.tabs.addTab(self._build_entrants(), "")
        self.tabs.addTab(self._build_bracket(), "")
        self.tabs.addTab(self._build_classification(), "")
        split = QSplitter()
        split.addWidget(self.tabs)
        split.addWidget(self._build_side())
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        self.setCentralWidget(split)
        self.resize(1366, 800)

    def _build_entrants(self) -> QWidget:
        """The entrants tab: typed or imported, in ranking order, then the draw."""
        ent = QWidget()
        lay = QVBoxLayout(ent)
        row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(80)
        self.name_edit.returnPressed.connect(self.add_typed_entrant)
        self.add_btn = QPushButton()
        self.add_btn.clicked.connect(self.add_typed_entrant)
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.add_btn)
        lay.addLayout(row)
        self.entrant_list = QListWidget()
        lay.addWidget(self.entrant_list, 1)
        row = QHBoxLayout()
        self.up_btn = QPushButton("▲")
        self.up_btn.clicked.connect(lambda: self.move_selected(-1))
        self.down_btn = QPushButton("▼")
        self.down_btn.clicked.connect(lambda: self.move_selected(1))
        self.withdraw_btn = QPushButton()
        self.withdraw_btn.clicked.connect(self.withdraw_selected)
        self.import_entrants_btn = QPushButton()
        self.import_entrants_btn.clicked.connect(self.import_entrants)
        self.draw_btn = QPushButton()
        self.draw_btn.clicked.connect(self.make_draw)
        for b in (
            self.up_btn,
            self.down_btn,
            self.withdraw_btn,
            self.import_entrants_btn,
            self.draw_btn,
        ):
            row.addWidget(b)
        lay.addLayout(row)
        return ent

    def _build_bracket(self) -> QWidget:
        """The bracket tab: the drawn bracket, its zoom and its phases."""
        br = QWidget()
        lay = QVBoxLayout(br)
        lay.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.scene = BracketScene()
        self.view = BracketView(self.scene)
        self.view.slot_clicked.connect(self.select)
        self.zoom_in_btn = QPushButton("+")
        self.zoom_in_btn.clicked.connect(lambda: self.view.zoom_by(1.25))
        self.zoom_out_btn = QPushButton("−")
        self.zoom_out_btn.clicked.connect(lambda: self.view.zoom_by(0.8))
        self.fit_btn = QPushButton()
        self.fit_btn.clicked.connect(self.view.fit)
        self.actual_btn = QPushButton("100 %")
        self.actual_btn.clicked.connect(self.view.actual_size)
        self.phase_combo = QComboBox()  # one phase at a time, or the whole draw
        self.phase_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.phase_combo.activated.connect(self._phase_chosen)
        for b in (self.zoom_in_btn, self.zoom_out_btn, self.fit_btn, self.actual_btn):
            row.addWidget(b)
        row.addWidget(self.phase_combo)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addWidget(self.view, 1)
        return br

    def _build_classification(self) -> QWidget:
        """The classification tab."""
        self.table = QTableWidget()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        return self.table

    def _build_side(self) -> QWidget:
        """The side panel: the title, the selected match, the next one offered, the ready
        matches and the tables."""
        side = QWidget()
        side.setMinimumWidth(320)
        side_lay = QVBoxLayout(side)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.3)
        f.setBold(True)
        self.title.setFont(f)
        side_lay.addWidget(self.title)
        side_lay.addWidget(self._build_match_box())
        side_lay.addWidget(self._build_offer_box())
        self.queue_label = QLabel()
        side_lay.addWidget(self.queue_label)
        self.queue = QListWidget()
        self.queue.itemClicked.connect(lambda it: self.select(it.data(Qt.ItemDataRole.UserRole)))
        side_lay.addWidget(self.queue, 2)
        self.tables_label = QLabel()
        side_lay.addWidget(self.tables_label)
        self.tables_list = QListWidget()
        self.tables_list.itemClicked.connect(self._table_clicked)
        side_lay.addWidget(self.tables_list, 1)
        for w in (self.queue, self.tables_list):  # a long match line wraps, never cut
            w.setWordWrap(True)
            w.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            w.setResizeMode(QListWidget.ResizeMode.Adjust)
        return side

    def _build_match_box(self) -> QGroupBox:
        """The selected match: where it is, and what can be done with it."""
        self.match_box = QGroupBox()
        mlay = QVBoxLayout(self.match_box)
        self.match_label = QLabel()
        self.match_label.setTextFormat(Qt.TextFormat.PlainText)
        self.match_label.setWordWrap(True)
        mlay.addWidget(self.match_label)
        row = QHBoxLayout()
        self.table_combo = QComboBox()
        self.assign_btn = QPushButton()
        self.assign_btn.clicked.connect(self.assign_selected)
        row.addWidget(self.table_combo)
        row.addWidget(self.assign_btn, 1)
        mlay.addLayout(row)
        self.start_btn = QPushButton()
        self.start_btn.clicked.connect(self.start_selected)
        self.result_btn = QPushButton()
        self.result_btn.clicked.connect(self.result_for_selected)
        self.release_btn = QPushButton()
        self.release_btn.clicked.connect(self.release_selected)
        for b in (self.start_btn, self.result_btn, self.release_btn):
            mlay.addWidget(b)
        return self.match_box

    def _build_offer_box(self) -> QGroupBox:
        """The next match offered to a table that became free."""
        self.offer_box = QGroupBox()
        olay = QVBoxLayout(self.offer_box)
        self.offer_label = QLabel()
        self.offer_label.setTextFormat(Qt.TextFormat.PlainText)
        self.offer_label.setWordWrap(True)
        self.offer_btn = QPushButton()
        self.offer_btn.clicked.connect(self.accept_offer)
        olay.addWidget(self.offer_label)
        olay.addWidget(self.offer_btn)
        return self.offer_box

    def _menus(self) -> None:
        bar = self.menuBar()
        self.menu = bar.addMenu("")
        self.act_new = self.menu.addAction("", self.new_competition)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_open = self.menu.addAction("", self.open_competition)
        self.act_import = self.menu.addAction("", self.import_competition)
        self.act_distances = self.menu.addAction("", self.edit_distances)
        self.menu.addSeparator()
        self.act_export_json = self.menu.addAction("", self.export_competition)
        self.act_export_csv = self.menu.addAction("", self.export_csv)
        self.act_pdf_a4 = self.menu.addAction("", lambda: self.export_pdf("A4"))
        self.act_pdf_a3 = self.menu.addAction("", lambda: self.export_pdf("A3"))
        self.menu.addSeparator()
        self.act_close = QAction(self)
        self.act_close.triggered.connect(self.close)
        self.menu.addAction(self.act_close)
        self.spectator_menu = bar.addMenu("")
        group = QActionGroup(self)
        self.spectator_actions: dict[SpectatorMode, QAction] = {}
        for mode in SpectatorMode:
            act = self.spectator_menu.addAction("")
            act.setCheckable(True)
            act.setChecked(mode is self.spectator_mode)
            act.triggered.connect(lambda _=False, m=mode: self.set_spectator_mode(m))
            group.addAction(act)
            self.spectator_actions[mode] = act

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Competition desk"))
        self.menu.setTitle(tr("&Competition"))
        self.act_new.setText(tr("&New competition…"))
        self.act_open.setText(tr("&Open stored competition…"))
        self.act_import.setText(tr("&Import competition file…"))
        self.act_distances.setText(tr("&Distances…"))
        self.act_export_json.setText(tr("Export competition file (JSON)…"))
        self.act_export_csv.setText(tr("Export bracket and classification (CSV)…"))
        self.act_pdf_a4.setText(tr("Print to PDF, A4…"))
        self.act_pdf_a3.setText(tr("Print to PDF, A3…"))
        self.act_close.setText(tr("Close the desk"))
        self.spectator_menu.setTitle(tr("&Spectator display"))
        self.spectator_actions[SpectatorMode.SCOREBOARD].setText(tr("The match only"))
        self.spectator_actions[SpectatorMode.BRACKET].setText(tr("The bracket between matches"))
        self.spectator_actions[SpectatorMode.STANDINGS].setText(tr("The standings between matches"))
        self.tabs.setTabText(0, tr("Entrants"))
        self.tabs.setTabText(1, tr("Bracket"))
        self.tabs.setTabText(2, tr("Classification"))
        self.name_edit.setPlaceholderText(tr("Name of a new entrant (in ranking order)"))
        self.add_btn.setText(tr("Add"))
        self.withdraw_btn.setText(tr("Withdraw"))
        self.up_btn.setToolTip(tr("Up in the entry ranking"))
        self.down_btn.setToolTip(tr("Down in the entry ranking"))
        self.import_entrants_btn.setText(tr("Import from CSV…"))
        self.draw_btn.setText(tr("Make the draw"))
        self.fit_btn.setText(tr("Fit to the window"))
        self.fit_btn.setToolTip(
            tr("As much of the bracket as can be read; a large draw: one phase at a time")
        )
        self.match_box.setTitle(tr("Match"))
        self.assign_btn.setText(tr("Assign to table"))
        self.start_btn.setText(tr("Start in the scorekeeper"))
        self.result_btn.setText(tr("Type in the result…"))
        self.release_btn.setText(tr("Take off the table"))
        self.offer_box.setTitle(tr("Next match"))
        self.offer_btn.setText(tr("Assign it"))
        self.queue_label.setText(tr("Ready matches"))
        self.tables_label.setText(tr("Tables"))
        self.scene.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- showing ---------------------------------------------------------------------------------

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
        head = f"{c.name}\n{format_text(c.format)}"
        if c.finished:
            head += "\n" + tr("The competition is over")
        self.title.setText(head)
        self.entrant_list.clear()
        for i, name in enumerate(c.entrants, start=1):
            self.entrant_list.addItem(f"{i}. {name}")
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
            text = tr("Table %1").replace("%1", str(t)) + ": "
            text += self.match_text(on_table) if on_table is not None else tr("free")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, t)
            self.tables_list.addItem(item)
            if on_table is None:
                self.table_combo.addItem(tr("Table %1").replace("%1", str(t)), t)
        self._fill_classification()
        self._show_selected()
        self._show_offer()

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
            where = tr("on table %1").replace("%1", str(s.table))
        else:
            where = state_text(s.state)
        text = self.match_text(s) + "\n" + where + f" · {slot_distance(s)}"
        if s.result is not None:
            text += f" · {s.result.racks[0]} – {s.result.racks[1]}"
        self.match_label.setText(text)
        playable = s.state in (State.READY, State.ON_TABLE)
        self.assign_btn.setEnabled(s.state is State.READY and self.table_combo.count() > 0)
        self.table_combo.setEnabled(self.assign_btn.isEnabled())
        # the free tables are offered to a match that can go to one, not shown beside the
        # table a match is already on
        self.table_combo.setVisible(s.state is State.READY)
        self.start_btn.setEnabled(playable and self.starter is not None)
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
            tr("Table %1 is free. Next: %2")
            .replace("%1", str(table))
            .replace("%2", self.match_text(s))
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

    # -- the competition -----------------------------------------------------------------------

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
            self.statusBar().showMessage(
                tr("The match history is not available: this competition is not kept."), 15000
            )
            return
        try:
            self.store.save(self.c)
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
            self.statusBar().showMessage(
                tr("Not saved: the history database cannot be written (%1).").replace(
                    "%1", str(exc)
                ),
                15000,
            )

    def _changed(self) -> None:
        self._save()
        self.refresh()
        self.changed.emit()

    def _refused(self, exc: CompetitionError) -> None:
        self.statusBar().showMessage(problem_text(exc, self.c), 15000)
        show_warning(self, tr("Not possible"), problem_text(exc, self.c))

    def new_competition(self) -> None:
        dialog = NewCompetitionDialog(self)
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
        dialog = DistancesDialog(self.c, self)
        if dialog.exec() != DistancesDialog.DialogCode.Accepted:
            return
        for d, best_of in dialog.distances().items():
            self.c.set_distance(d, best_of)
        self._changed()

    def open_competition(self) -> None:
        if self.store is None:
            show_information(self, tr("Open"), tr("The match history is not available."))
            return
        stored = self.store.list()
        if not stored:
            show_information(self, tr("Open"), tr("No competition is stored yet."))
            return
        labels = [f"{s.name} ({s.updated[:10]})" for s in stored]
        label, ok = QInputDialog.getItem(self, tr("Open"), tr("Competition"), labels, 0, False)
        if not ok:
            return
        uid = stored[labels.index(label)].uid
        try:
            self.set_competition(self.store.load(uid))
        except CompetitionError as exc:
            self._refused(exc)

    def open_latest(self) -> None:
        """Open the competition changed last, if it is not over (the desk takes up where it
        was left). A stored competition that cannot be read is said by name and kept aside,
        so that it is not met again at the next start."""
        if self.store is None:
            return
        try:
            c, unreadable = self.store.open_latest()
        except Exception as exc:  # noqa: BLE001 - the history cannot be read: say so, go on
            self.notices.append(
                tr("The stored competitions cannot be read (%1).").replace("%1", str(exc)[:200])
            )
            self._show_notices()
            return
        for bad in unreadable:
            text = problem_text(bad.error)
            if bad.kept_aside is not None:
                text += " " + tr("It was kept aside as %1 and is no longer listed.").replace(
                    "%1", str(bad.kept_aside)
                )
            self.notices.append(text)
        if c is not None:
            self.set_competition(c)
        self._show_notices()

    def _show_notices(self) -> None:
        """What went wrong while opening, said once without stopping the desk."""
        if not self.notices:
            return
        text = "\n\n".join(self.notices)
        self.statusBar().showMessage(self.notices[-1], 30000)
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Not possible"), text, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.notice_box = box

    def import_competition(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, tr("Import competition file"), str(self.last_dir), "JSON (*.json)"
            )
            if not path:
                return False
        try:
            c = import_json(path)
        except CompetitionError as exc:
            self._refused(exc)
            return False
        if self.store is not None and any(s.uid == c.uid for s in self.store.list(10_000)):
            c.uid = uuid.uuid4().hex  # a copy: the stored one stays as it is
        self.set_competition(c)
        self._save()
        return True

    def _save_path(self, title: str, suffix: str, filt: str) -> str | None:
        assert self.c is not None
        base = "".join(ch if ch.isalnum() or ch in "-_ " else "_" for ch in self.c.name).strip()
        path, _ = QFileDialog.getSaveFileName(
            self, title, str(self.last_dir / f"{base or 'competition'}{suffix}"), filt
        )
        if path:
            self.last_dir = Path(path).parent
        return path or None

    def _written(self, path: str | Path) -> None:
        self.statusBar().showMessage(tr("Written: %1").replace("%1", str(path)), 10000)

    def export_competition(self, path: str | None = None) -> None:
        if self.c is None:
            return
        path = path or self._save_path(tr("Export competition file"), ".json", "JSON (*.json)")
        if path:
            try:
                export_json(path, self.c)
                self._written(path)
            except OSError as exc:
                show_warning(self, tr("Not written"), str(exc))

    def export_csv(self, path: str | None = None) -> None:
        if self.c is None:
            return
        path = path or self._save_path(tr("Export CSV"), ".csv", "CSV (*.csv)")
        if path:
            try:
                export_csv(path, self.c, sheet_text())
                self._written(path)
            except OSError as exc:
                show_warning(self, tr("Not written"), str(exc))

    def export_pdf(self, page: str = "A4", path: str | None = None) -> None:
        from ui.desk.printing import export_pdf

        if self.c is None:
            return
        path = path or self._save_path(tr("Print to PDF"), f"-{page}.pdf", "PDF (*.pdf)")
        if path:
            try:
                export_pdf(path, self.c, page, sheet_text())
                self._written(path)
            except OSError as exc:
                show_warning(self, tr("Not written"), str(exc))

    # -- entrants and draw -----------------------------------------------------------------------

    def add_typed_entrant(self) -> None:
        if self.c is None:
            return
        try:
            self.c.add_entrant(self.name_edit.text())
        except CompetitionError as exc:
            self.statusBar().showMessage(problem_text(exc, self.c), 10000)
            return
        self.name_edit.clear()
        self._changed()

    def withdraw_selected(self) -> None:
        row = self.entrant_list.currentRow()
        if self.c is None or row < 0:
            return
        try:
            self.c.withdraw(self.c.entrants[row])
        except CompetitionError as exc:
            self._refused(exc)
            return
        self._changed()

    def move_selected(self, step: int) -> None:
        row = self.entrant_list.currentRow()
        if self.c is None or row < 0 or not 0 <= row + step < len(self.c.entrants):
            return
        self.c.move_entrant(self.c.entrants[row], row + 1 + step)
        self._changed()
        self.entrant_list.setCurrentRow(row + step)

    def import_entrants(self, path: str | None = None) -> int:
        """Add the names of a CSV file; returns how many were added (duplicates and bad names
        are skipped and counted in the status bar)."""
        if self.c is None:
            return 0
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, tr("Import entrants"), str(self.last_dir), "CSV (*.csv *.txt)"
            )
            if not path:
                return 0
        try:
            names = read_entrants_csv(path)
        except CompetitionError as exc:
            self._refused(exc)
            return 0
        added, skipped = 0, []
        for name in names:
            try:
                self.c.add_entrant(name)
                added += 1
            except CompetitionError as exc:
                skipped.append(problem_text(exc, self.c))
        self._changed()
        msg = tr("%1 entrants added.").replace("%1", str(added))
        if skipped:
            msg += " " + tr("%1 lines skipped: %2").replace("%1", str(len(skipped))).replace(
                "%2", "; ".join(skipped[:3])
            )
        self.statusBar().showMessage(msg, 15000)
        return added

    def make_draw(self) -> None:
        if self.c is None:
            return
        try:
            self.c.draw()
        except CompetitionError as exc:
            self._refused(exc)
            return
        self.scene.show_competition(self.c)
        self.view.actual_size()
        self.tabs.setCurrentIndex(1)
        self._changed()

    # -- matches ---------------------------------------------------------------------------------

    def select(self, slot_id: str | None) -> None:
        self.selected = slot_id
        self.scene.select(slot_id)
        self._show_selected()

    def _table_clicked(self, item: QListWidgetItem) -> None:
        if self.c is None or not self.c.drawn:
            return
        s = self.c.slot_on_table(item.data(Qt.ItemDataRole.UserRole))
        if s is not None:
            self.select(s.id)

    def assign(self, slot_id: str, table: int) -> bool:
        if self.c is None:
            return False
        try:
            self.c.assign_table(slot_id, table)
        except CompetitionError as exc:
            self._refused(exc)
            return False
        if self.offered is not None and self.offered[1] == table:
            self.offered = None
        self._changed()
        return True

    def assign_selected(self) -> None:
        s = self._slot()
        table = self.table_combo.currentData()
        if s is not None and table is not None:
            self.assign(s.id, int(table))

    def release_selected(self) -> None:
        s = self._slot()
        if self.c is not None and s is not None:
            self.c.release_table(s.id)
            self._changed()

    def accept_offer(self) -> None:
        if self.offered is not None:
            slot_id, table = self.offered
            self.offered = None
            if self.assign(slot_id, table):
                self.select(slot_id)

    def start_selected(self) -> None:
        s = self._slot()
        if self.c is None or s is None or self.starter is None:
            return
        if s.state is State.READY and self.table_combo.count() > 0:
            self.assign(s.id, int(self.table_combo.currentData()))
            s = self.c.slot(s.id)
        match_id = self.starter(self.c, s)
        if match_id is None:
            return
        try:
            self.c.mark_started(s.id, match_id)
        except CompetitionError as exc:
            self._refused(exc)
            return
        self._changed()

    def result_for_selected(self) -> None:
        s = self._slot()
        if self.c is None or s is None:
            return
        dialog = ResultDialog(self.c, s, self)
        if dialog.exec() == ResultDialog.DialogCode.Accepted:
            self.enter_result(s.id, dialog.racks(), forfeit=dialog.forfeit())

    def enter_result(
        self,
        slot_id: str,
        racks: tuple[int, int],
        history_id: str | None = None,
        forfeit: int | None = None,
    ) -> bool:
        """Enter a result (typed in, or from the scorekeeper); asks the organiser before a
        correction that undoes matches already played or changes a match in play."""
        if self.c is None:
            return False
        table = self.c.slot(slot_id).table
        try:
            self.c.enter_result(slot_id, racks, history_id=history_id, forfeit=forfeit)
        except CompetitionError as exc:
            if exc.problem not in (
                Problem.PLAYED_SLOTS_WOULD_CHANGE,
                Problem.MATCHES_IN_PLAY_WOULD_CHANGE,
            ):
                self._refused(exc)
                return False
            answer = ask_question(
                self,
                tr("Correct a result"),
                problem_text(exc, self.c) + "\n\n" + tr("Correct it anyway?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            self.c.enter_result(
                slot_id, racks, history_id=history_id, confirm=True, forfeit=forfeit
            )
        if table is not None:
            nxt = self.c.next_for_table()
            self.offered = (nxt.id, table) if nxt is not None else None
        self._changed()
        return True

    def match_finished(
        self,
        match_id: str,
        players: tuple[str, str],
        racks: tuple[int, int],
        winner: int | None = None,
    ) -> bool:
        """A match scored on this laptop has ended: its result goes into its slot by itself
        (with the match's history id); a match won before the distance (a concession, a
        forfeit) goes in as such. A match the competition does not know is ignored."""
        if self.c is None or not self.c.drawn:
            return False
        s = self.c.slot_of_match(match_id)
        if s is None:
            return False
        if players != (self.c.entrant(s.top), self.c.entrant(s.bottom)):
            # a correction changed its players after it was started: the organiser decides
            self.statusBar().showMessage(
                tr("%1 ended between %2, but the draw now has %3 there: type in its result.")
                .replace("%1", slot_name(self.c, s.id))
                .replace("%2", " – ".join(players))
                .replace("%3", f"{self.name(s.top)} – {self.name(s.bottom)}"),
                30000,
            )
            return False
        forfeit = winner if winner is not None and racks[winner] < s.race else None
        if self.enter_result(s.id, racks, history_id=match_id, forfeit=forfeit):
            self.statusBar().showMessage(
                tr("Result of %1 entered from the scorekeeper.").replace(
                    "%1", slot_name(self.c, s.id)
                ),
                10000,
            )
            self.select(s.id)
            return True
        return False
