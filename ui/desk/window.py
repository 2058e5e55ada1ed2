"""The competition desk window: entrants, draw, bracket, ready matches and tables, results and
classification of one competition at a time.

Every change goes through the model (:mod:`scoreboard.competition`); a refusal is shown in
words and changes nothing; an accepted change is stored at once in the history database (one
transaction), then every view redraws from the model.

The window builds the views (:mod:`ui.desk.base` shows the competition in them and keeps it),
the menu commands on files are :mod:`ui.desk.files`'s, the entrants, the draw and the matches
:mod:`ui.desk.play`'s.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QMouseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from scoreboard.competition import Competition
from scoreboard.competition.store import CompetitionStore
from ui.competition.bracket_view import BracketScene, BracketView
from ui.competition.spectator_board import SpectatorMode
from ui.desk.base import Controls, DeskTables, Placement, Rater, Standing, Starter
from ui.desk.files import DeskFiles
from ui.desk.play import DeskPlay
from ui.i18n import tr
from ui.league.night_window import LeagueNightWindow
from ui.plain import set_tooltip
from ui.status_words import Words


class DeskWindow(DeskFiles, DeskPlay):
    """The desk. ``store`` keeps competitions in the history database (None: not kept);
    ``standing`` gives each entrant's rating and the games behind it, shown before a
    handicapped draw; ``starter`` opens a match in the scorekeeper (:class:`~ui.desk.base.DeskTables`: another
    way of starting one is given by :meth:`use_tables`); ``rater`` gives entrants' ratings (by
    name) to a handicapped event at its draw (None: every entrant at the starter rating), and
    ``controls`` the club's minimum race and gap cap the event keeps with them."""

    def __init__(
        self,
        store: CompetitionStore | None = None,
        starter: Starter | None = None,
        parent: QWidget | None = None,
        rater: Rater | None = None,
        standing: Standing | None = None,
        controls: Controls | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("desk")
        self.store = store
        self.tables = DeskTables(starter)
        self.rater = rater
        self.standing = standing
        self.controls = controls
        #: a handicapped draw asked for while the ratings were being read: made when they are
        self.draw_waits = False
        self.c: Competition | None = None
        self.selected: str | None = None
        self.offered: tuple[str, int] | None = None
        self.spectator_mode = SpectatorMode.BRACKET
        self.last_dir = Path.home()
        self.notices: list[Words] = []  # said at opening (a damaged stored competition)
        self.received: dict[str, str | None] = {}  # results from venue tables: match id, end
        self.notice_box: QMessageBox | None = None
        #: the league night window (given by the composition root)
        self.league_night: LeagueNightWindow | None = None
        self._build()
        self._menus()
        self.retranslate()
        self.refresh()

    def show_league_night(self) -> LeagueNightWindow | None:
        """The league night window, shown (made by the composition root; None: none)."""
        night = self.league_night
        if night is not None:
            night.show()
            night.raise_()
            night.activateWindow()
        return night

    def open_league(self, path: str | None = None) -> bool:
        """File ▸ Open league: a league file read and its season begun in the league night
        window (``path``: the file; None: asked)."""
        night = self.show_league_night()
        return night is not None and night.open_league(path)

    def use_tables(self, tables: Placement) -> None:
        """Start slots' matches through ``tables`` from now on (the phone tables)."""
        self.tables = tables
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
        self.view.slot_clicked.connect(lambda slot: self.select(slot or None))
        self.zoom_in_btn = QPushButton("+")
        self.zoom_in_btn.clicked.connect(lambda: self.view.zoom_by(1.25))
        self.zoom_out_btn = QPushButton("−")
        self.zoom_out_btn.clicked.connect(lambda: self.view.zoom_by(0.8))
        self.fit_btn = QPushButton()
        self.fit_btn.clicked.connect(self.view.fit)
        self.actual_btn = QPushButton("100 %")  # the zoom as it is; a click goes to 100 %
        self.actual_btn.clicked.connect(self.view.actual_size)
        self.view.zoom_changed.connect(
            lambda z: self.actual_btn.setText(f"{QLocale().toString(round(z * 100))} %")
        )
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
            w.viewport().installEventFilter(self)
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
        self.offer_box.hide()  # shown once a table is free with a match to offer it
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
        self.act_race_chart = self.menu.addAction("", self.print_race_chart)
        self.menu.addSeparator()
        self.act_league = self.menu.addAction("", lambda: self.open_league())
        self.act_league_night = self.menu.addAction("", self.show_league_night)
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
        self.act_distances.setText(tr("&Distances and shot clock…"))
        self.act_export_json.setText(tr("Export competition file (JSON)…"))
        self.act_export_csv.setText(tr("Export bracket and classification (CSV)…"))
        self.act_pdf_a4.setText(tr("Print to PDF, A4…"))
        self.act_pdf_a3.setText(tr("Print to PDF, A3…"))
        self.act_race_chart.setText(tr("Print a race chart (handicaps)…"))
        self.act_league.setText(tr("Open &league…"))
        self.act_league_night.setText(tr("League night"))
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
        set_tooltip(self.up_btn, tr("Up in the entry ranking"))
        set_tooltip(self.down_btn, tr("Down in the entry ranking"))
        self.import_entrants_btn.setText(tr("Import from CSV…"))
        self.draw_btn.setText(tr("Make the draw"))
        self.fit_btn.setText(tr("Fit to the window"))
        set_tooltip(self.actual_btn, tr("The zoom as it is: click for 100 %"))
        set_tooltip(
            self.fit_btn,
            tr("As much of the bracket as can be read; a large draw: one phase at a time"),
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

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A click on the empty part of a list selects nothing: no finished match stays
        selected, one click away from a correction."""
        if event.type() is QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            for w in (self.queue, self.tables_list):
                if obj is w.viewport() and w.itemAt(event.position().toPoint()) is None:
                    w.clearSelection()
                    self.select(None)
        return super().eventFilter(obj, event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
