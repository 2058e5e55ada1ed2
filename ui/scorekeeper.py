"""The scorekeeper's window: record every shot in one or two clicks or keys.

The window never decides anything: it turns clicks and keys into a ``rules.Shot`` (through
:class:`scoreboard.entry.ShotEntry`), hands it to the controller, and redraws from the snapshot
the controller sends back. Buttons that do not apply now are disabled; what the rules refuse is
shown in the status bar, and the entry stays as it was so it can be corrected.

The common shots take one or two actions (a click or a key):

* ball made: the ball, then its pocket (9-ball's lowest ball, or the 8 when it is the only legal
  ball: the pocket alone);
* miss: Enter; to record the call too, the called ball, then Shift+pocket (or the "called,
  missed" button, then the pocket);
* foul: C (scratch), V (cue ball off), or F and the foul from the menu;
* the incoming player's choice: its number, or its button.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

import rules
from rules import CALLED_FOULS, CueBall, Foul, Group, Interference, Option, Pocket
from scoreboard.entry import ShotEntry
from scoreboard.problem import Problem
from scoreboard.snapshot import RackRecord, Snapshot
from ui import describe, texts
from ui.keyboard import POCKET_KEYS, KeyboardInput
from ui.panels import ClockPanel, DecisionPanel, PlayerPanel, ScoreSheet
from ui.plain import plain_labels
from ui.pocket_pad import PocketPad
from ui.rack_widget import RackWidget

#: The foul menu's keys, in the order of the fouls the rules list: F, then one of these.
FOUL_MENU_KEYS = "123456789ABCDEGHIJ"


class ScorekeeperWindow(KeyboardInput, QMainWindow):
    """The main window. ``controller`` is the only thing it calls into.

    ``actions_count`` counts the scorekeeper's actions: every click on the window's ball, pocket,
    option and entry buttons, and every key the window handles.
    """

    request_spectator = Signal()
    request_new_match = Signal()
    request_resume = Signal()
    request_history = Signal()
    request_export = Signal()
    request_import = Signal()
    request_language = Signal(str)
    request_clock_profile = Signal()
    request_about = Signal()
    request_competition = Signal()
    clock_start_pause = Signal()
    clock_reset = Signal()
    clock_extend = Signal()

    def __init__(self, controller, parent: QWidget | None = None) -> None:  # noqa: ANN001
        super().__init__(parent)
        self.controller = controller
        self.entry = ShotEntry()
        self.off_table_mode = False
        self.miss_mode = False
        self.actions_count = 0
        self._in_key = False
        self._snap: Snapshot | None = None
        self._digit: int | None = None
        self._digit_timer = QTimer(self)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.timeout.connect(self._flush_digit)
        self._history_count = 0
        self._build()
        self._build_menus()
        self._no_focus_buttons()
        self.retranslate()
        controller.snapshot_changed.connect(self.show_snapshot)
        controller.refused.connect(self.show_refusal)
        controller.problem.connect(self.show_problem)
        self.resize(1366, 768)
        plain_labels(self)
        self.show_snapshot(controller.snapshot)

    # -- construction ---------------------------------------------------------------------------

    def _build(self) -> None:
        central = QWidget()
        self.setCentralWidget(central)
        root = QVBoxLayout(central)
        root.setContentsMargins(8, 6, 8, 4)
        root.setSpacing(6)

        header = QHBoxLayout()
        self.players = (PlayerPanel(0), PlayerPanel(1))
        self.centre = QLabel()
        self.centre.setObjectName("matchInfo")
        self.centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.centre.setWordWrap(True)
        header.addWidget(self.players[0], 3)
        header.addWidget(self.centre, 2)
        header.addWidget(self.players[1], 3)
        root.addLayout(header)

        self.split = split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        root.addWidget(split, 1)

        # left: the table input and the clock
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.rack = RackWidget()
        self.rack.ball_clicked.connect(self._ball_clicked)
        ll.addWidget(self.rack)
        self.rack_only_box = self._build_rack_only_box()
        ll.addWidget(self.rack_only_box)
        self.entry_area = QWidget()
        row = QHBoxLayout(self.entry_area)
        row.setContentsMargins(0, 0, 0, 0)
        self.pocket_pad = PocketPad()
        self.pocket_pad.set_shortcut_hints(POCKET_KEYS)
        self.pocket_pad.pocket_clicked.connect(self._pocket_clicked)
        self.pocket_pad.setMinimumSize(200, 240)
        self._pocket_mods = Qt.KeyboardModifier.NoModifier
        for pocket in Pocket:
            self.pocket_pad.button(pocket).installEventFilter(self)
        row.addWidget(self.pocket_pad, 2)
        middle = QVBoxLayout()
        middle.addWidget(self._build_entry_box(), 1)
        self.clock_panel = ClockPanel()
        self.clock_panel.start_pause.connect(self.clock_start_pause)
        self.clock_panel.reset.connect(self.clock_reset)
        self.clock_panel.extend.connect(self.clock_extend)
        middle.addWidget(self.clock_panel)
        row.addLayout(middle, 3)
        ll.addWidget(self.entry_area, 1)
        ll.addStretch(0)
        split.addWidget(left)

        # right: the decision, the history with undo/redo, the 14.1 sheet
        right = QWidget()
        right.setMinimumWidth(360)
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.decision = DecisionPanel()
        self.decision.option_chosen.connect(self._option_clicked)
        self.decision.lag_chosen.connect(self._lag_clicked)
        self.decision.call_chosen.connect(self._call_chosen)
        rl.addWidget(self.decision, 3)
        self.history_title = QLabel()
        self.history_title.setObjectName("historyTitle")
        rl.addWidget(self.history_title)
        self.history = QListWidget()
        self.history.setObjectName("history")
        self.history.setWordWrap(True)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        rl.addWidget(self.history, 4)
        undo_row = QHBoxLayout()
        self.undo_btn = QPushButton()
        self.undo_btn.setObjectName("undoButton")
        self.redo_btn = QPushButton()
        self.redo_btn.setObjectName("redoButton")
        self.undo_btn.clicked.connect(self._undo_clicked)
        self.redo_btn.clicked.connect(self._redo_clicked)
        undo_row.addWidget(self.undo_btn)
        undo_row.addWidget(self.redo_btn)
        rl.addLayout(undo_row)
        self.sheet = ScoreSheet()
        self.sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        rl.addWidget(self.sheet, 3)
        split.addWidget(right)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 3)

    def _build_entry_box(self) -> QWidget:
        box = QFrame()
        box.setObjectName("entryBox")
        grid = QGridLayout(box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.entry_label = QLabel()
        self.entry_label.setObjectName("entryLabel")
        self.entry_label.setWordWrap(True)
        self.entry_label.setMinimumHeight(44)
        grid.addWidget(self.entry_label, 0, 0, 1, 3)

        def button(name: str, slot, checkable: bool = False) -> QPushButton:  # noqa: ANN001
            b = QPushButton()
            b.setObjectName(name)
            b.setCheckable(checkable)
            b.setMinimumHeight(34)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(slot)
            return b

        self.record_btn = button("recordButton", lambda: self._clicked(self._record))
        self.scratch_btn = button(
            "scratchButton", lambda: self._clicked(self._record, cue=CueBall.POCKETED)
        )
        self.cue_off_btn = button(
            "cueOffButton", lambda: self._clicked(self._record, cue=CueBall.OFF_TABLE)
        )
        self.safety_btn = button("safetyButton", lambda: self._clicked(self._record, safety=True))
        self.push_btn = button("pushOutButton", lambda: self._clicked(self._record, push_out=True))
        self.off_table_btn = button(
            "offTableButton", lambda: self._clicked(self._toggle_off_table_mode), checkable=True
        )
        self.miss_btn = button(
            "calledMissButton", lambda: self._clicked(self._toggle_miss_mode), checkable=True
        )
        self.foul_btn = QToolButton()
        self.foul_btn.setObjectName("foulButton")
        self.foul_btn.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.foul_btn.setMinimumHeight(34)
        self.foul_btn.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.foul_menu = QMenu(self)
        self.foul_actions: dict[Foul, QAction] = {}
        self._menu_fouls: tuple[Foul, ...] = CALLED_FOULS
        self._picked: set[int] = set()  # own balls clicked to remove (Argentine equalise)
        for foul in CALLED_FOULS:
            act = self.foul_menu.addAction("")
            act.triggered.connect(lambda _=False, f=foul: self._clicked(self._record, foul=f))
            self.foul_actions[foul] = act
        self.foul_btn.setMenu(self.foul_menu)
        self.clear_btn = button("clearButton", lambda: self._clicked(self.clear_entry))
        self.break_ok_btn = button("breakOkButton", lambda: self._clicked(self._record_break, True))
        self.break_short_btn = button(
            "breakShortButton", lambda: self._clicked(self._record_break, False)
        )
        self.solids_btn = button(
            "solidsButton", lambda: self._clicked(self._declare, Group.SOLIDS), checkable=True
        )
        self.stripes_btn = button(
            "stripesButton", lambda: self._clicked(self._declare, Group.STRIPES), checkable=True
        )

        for b in (self.scratch_btn, self.cue_off_btn, self.foul_btn):
            # the application style colours these red; disabled, they must look disabled
            b.setStyleSheet(":disabled { color: #9aa3ab; }")
        grid.addWidget(self.record_btn, 1, 0, 1, 3)
        grid.addWidget(self.scratch_btn, 2, 0)
        grid.addWidget(self.cue_off_btn, 2, 1)
        grid.addWidget(self.foul_btn, 2, 2)
        grid.addWidget(self.safety_btn, 3, 0)
        grid.addWidget(self.push_btn, 3, 1)
        grid.addWidget(self.miss_btn, 3, 2)
        grid.addWidget(self.break_ok_btn, 4, 0, 1, 2)
        grid.addWidget(self.break_short_btn, 4, 2)
        grid.addWidget(self.solids_btn, 5, 0)
        grid.addWidget(self.stripes_btn, 5, 1)
        grid.addWidget(self.off_table_btn, 6, 0, 1, 2)
        grid.addWidget(self.clear_btn, 6, 2)

        self.details = QGroupBox()
        self.details.setObjectName("shotDetails")
        dl = QGridLayout(self.details)
        dl.setContentsMargins(6, 4, 6, 4)
        dl.setVerticalSpacing(3)
        self.call_ball = QComboBox()
        self.call_pocket = QComboBox()
        self.rails = QSpinBox()
        self.rails.setRange(-1, 15)
        self.rails.setSpecialValueText("—")
        self.rails.setValue(-1)
        self.crossings = QSpinBox()
        self.crossings.setRange(0, 9)
        self.interference = QComboBox()
        self.call_label = QLabel()
        self.rails_label = QLabel()
        self.crossings_label = QLabel()
        self.interference_label = QLabel()
        dl.addWidget(self.call_label, 0, 0)
        dl.addWidget(self.call_ball, 0, 1)
        dl.addWidget(self.call_pocket, 0, 2)
        dl.addWidget(self.rails_label, 1, 0)
        dl.addWidget(self.rails, 1, 1)
        dl.addWidget(self.crossings_label, 2, 0)
        dl.addWidget(self.crossings, 2, 1)
        dl.addWidget(self.interference_label, 3, 0)
        dl.addWidget(self.interference, 3, 1, 1, 2)
        dl.setColumnStretch(1, 1)
        dl.setColumnStretch(2, 1)
        grid.addWidget(self.details, 7, 0, 1, 3)
        grid.setRowStretch(8, 1)
        return box

    def _build_rack_only_box(self) -> QWidget:
        box = QGroupBox()
        box.setObjectName("rackOnly")
        box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        lay = QGridLayout(box)
        self.rack_plus: list[QPushButton] = []
        self.rack_minus: list[QPushButton] = []
        for i in (0, 1):
            plus = QPushButton()
            minus = QPushButton()
            plus.setObjectName(f"rackPlus{i}")
            minus.setObjectName(f"rackMinus{i}")
            plus.setMinimumHeight(96)
            minus.setMinimumHeight(48)
            plus.setStyleSheet("font-size: 16pt; font-weight: bold;")
            minus.setStyleSheet("font-size: 12pt;")
            plus.clicked.connect(lambda _=False, p=i: self._clicked(self._rack_point, p, 1))
            minus.clicked.connect(lambda _=False, p=i: self._clicked(self._rack_point, p, -1))
            lay.addWidget(plus, 0, i)
            lay.addWidget(minus, 1, i)
            self.rack_plus.append(plus)
            self.rack_minus.append(minus)
        self._rack_only_box = box
        return box

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.match_menu = bar.addMenu("")
        self.act_new = self.match_menu.addAction("", self.request_new_match.emit)
        self.act_new.setShortcut(QKeySequence.StandardKey.New)
        self.act_resume = self.match_menu.addAction("", self.request_resume.emit)
        self.act_history = self.match_menu.addAction("", self.request_history.emit)
        self.act_export = self.match_menu.addAction("", self.request_export.emit)
        self.act_import = self.match_menu.addAction("", self.request_import.emit)
        self.match_menu.addSeparator()
        self.act_concede_rack = self.match_menu.addAction("", self._concede_rack)
        self.act_concede_rack.setShortcut(QKeySequence("Ctrl+K"))
        self.act_stalemate = self.match_menu.addAction(
            "", lambda: self.controller.stalemate(time=time.time())
        )
        self.match_menu.addSeparator()
        self.act_quit = self.match_menu.addAction("", self.close)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)

        self.edit_menu = bar.addMenu("")
        self.act_undo = self.edit_menu.addAction("", self._undo_clicked)
        self.act_undo.setShortcuts(
            [QKeySequence.StandardKey.Undo, QKeySequence(Qt.Key.Key_Backspace)]
        )
        self.act_redo = self.edit_menu.addAction("", self._redo_clicked)
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")])

        self.view_menu = bar.addMenu("")
        self.act_spectator = self.view_menu.addAction("", self.request_spectator.emit)
        self.act_spectator.setShortcut(QKeySequence(Qt.Key.Key_F2))
        self.act_clock = self.view_menu.addAction("", self.request_clock_profile.emit)
        self.lang_menu = self.view_menu.addMenu("")
        self.act_es = self.lang_menu.addAction("Español", lambda: self.request_language.emit("es"))
        self.act_en = self.lang_menu.addAction("English", lambda: self.request_language.emit("en"))

        self.competition_menu = bar.addMenu("")
        self.act_desk = self.competition_menu.addAction("", self.request_competition.emit)
        self.help_menu = bar.addMenu("")
        self.act_keys = self.help_menu.addAction("", self.show_key_help)
        self.act_keys.setShortcuts([QKeySequence(Qt.Key.Key_F1), QKeySequence("?")])
        self.act_about = self.help_menu.addAction("", self.request_about.emit)

    def _no_focus_buttons(self) -> None:
        """Buttons never take the keyboard focus: Space and the letter keys always reach the
        window's key map instead of pressing the last button clicked again."""
        for b in self.findChildren(QAbstractButton):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    # -- texts ------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Pool Scoreboard — scorekeeper"))
        self.match_menu.setTitle(self.tr("&Match"))
        self.act_new.setText(self.tr("&New match…"))
        self.act_resume.setText(self.tr("&Resume unfinished match…"))
        self.act_history.setText(self.tr("Match &history…"))
        self.act_export.setText(self.tr("&Export match…"))
        self.act_import.setText(self.tr("&Import a match into the history…"))
        self.act_concede_rack.setText(self.tr("Player at the table concedes the rack"))
        self.act_stalemate.setText(self.tr("Declare stalemate"))
        self.act_quit.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.view_menu.setTitle(self.tr("&View"))
        self.act_spectator.setText(self.tr("&Spectator display"))
        self.act_clock.setText(self.tr("Shot &clock…"))
        self.lang_menu.setTitle(self.tr("&Language"))
        self.competition_menu.setTitle(self.tr("&Competition"))
        self.act_desk.setText(self.tr("Competition &desk…"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_keys.setText(self.tr("&Keys"))
        self.act_about.setText(self.tr("&About"))
        self.record_btn.setText(self.tr("Record shot [Enter] — nothing marked = miss"))
        self.scratch_btn.setText(self.tr("Scratch [C]"))
        self.cue_off_btn.setText(self.tr("Cue ball off [V]"))
        self.foul_btn.setText(self.tr("Foul… [F]"))
        self._label_foul_menu()
        self.safety_btn.setText(self.tr("Safety [D]"))
        self.push_btn.setText(self.tr("Push out [P]"))
        self.miss_btn.setText(self.tr("Called, missed [M]"))
        self.miss_btn.setToolTip(
            self.tr("Mark the called ball, then its pocket (or Shift+pocket): called there, missed")
        )
        self.off_table_btn.setText(self.tr("Ball off table [O]"))
        self.clear_btn.setText(self.tr("Clear [Esc]"))
        self.break_ok_btn.setText(self.tr("Dry break, legal [L]"))
        self.break_short_btn.setText(self.tr("Short break [K]"))
        self.solids_btn.setText(self.tr("Plays solids [G]"))
        self.stripes_btn.setText(self.tr("Plays stripes [H]"))
        self.details.setTitle(self.tr("Shot details"))
        self.call_label.setText(self.tr("Call"))
        self.rails_label.setText(self.tr("Balls to a rail"))
        self.crossings_label.setText(self.tr("Past head string"))
        self.interference_label.setText(self.tr("Re-rack"))
        self.history_title.setText(self.tr("Shots"))
        self.undo_btn.setText(self.tr("Undo [Ctrl+Z]"))
        self.redo_btn.setText(self.tr("Redo [Ctrl+Y]"))
        self._rack_only_box.setTitle(self.tr("Racks"))
        self._fill_detail_combos()
        if self._snap is not None:
            self._history_count = -1
            self.show_snapshot(self._snap)

    def _fill_detail_combos(self) -> None:
        cb, cp, ic = self.call_ball, self.call_pocket, self.interference
        ball = cb.currentData()
        cb.blockSignals(True)
        cb.clear()
        cb.addItem(self.tr("as made"), None)
        cb.addItem(self.tr("Safety"), "safety")
        for n in range(1, 16):
            cb.addItem(str(n), n)
        cb.setCurrentIndex(max(0, cb.findData(ball)))
        cb.blockSignals(False)
        pocket = cp.currentData()
        cp.clear()
        cp.addItem("—", None)
        for p in Pocket:
            cp.addItem(texts.text(p), p)
        cp.setCurrentIndex(max(0, cp.findData(pocket)))
        current = ic.currentData()
        ic.clear()
        names = {
            Interference.NONE: self.tr("no interference"),
            Interference.CUE_AND_FIFTEENTH_IN_RACK: self.tr("cue ball and 15th in the rack area"),
            Interference.FIFTEENTH_IN_RACK: self.tr("15th ball in the rack area"),
            Interference.CUE_IN_RACK_FIFTEENTH_BELOW_HEAD_STRING: self.tr(
                "cue ball in the rack area, 15th on or below the head string"
            ),
            Interference.CUE_IN_RACK_FIFTEENTH_ABOVE_HEAD_STRING: self.tr(
                "cue ball in the rack area, 15th above the head string"
            ),
        }
        for value, name in names.items():
            ic.addItem(name, value)
        ic.setCurrentIndex(max(0, ic.findData(current)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- drawing from the snapshot ---------------------------------------------------------------

    def show_snapshot(self, snap: Snapshot) -> None:
        self._snap = snap
        for panel in self.players:
            panel.show_snapshot(snap)
        self.centre.setText(self._centre_text(snap))
        self.decision.show_snapshot(snap)
        for b in self.decision.findChildren(QAbstractButton):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.sheet.setVisible(snap.target is not None)
        if snap.target is not None:
            self.sheet.show_snapshot(snap)
        self._show_history(snap)
        self.undo_btn.setEnabled(snap.can_undo)
        self.redo_btn.setEnabled(snap.can_redo)
        self.act_undo.setEnabled(snap.can_undo)
        self.act_redo.setEnabled(snap.can_redo)
        live = snap.winner is None and not snap.rack.awaiting_lag
        self.act_concede_rack.setEnabled(live and not snap.rack_only and snap.rack.turn is not None)
        self.act_stalemate.setEnabled(live and not snap.rack_only)
        self.rack_only_box.setVisible(snap.rack_only)
        self.rack.setVisible(not snap.rack_only)
        self.entry_area.setVisible(not snap.rack_only)
        for i in (0, 1):
            self.rack_plus[i].setText(
                self.tr("+1 rack %1 [%2]")
                .replace("%1", snap.players.names[i])
                .replace("%2", str(1 + i))
            )
            self.rack_minus[i].setText(
                self.tr("−1 rack %1 [%2]")
                .replace("%1", snap.players.names[i])
                .replace("%2", str(3 + i))
            )
            self.rack_plus[i].setEnabled(snap.rack_only and snap.winner is None)
            self.rack_minus[i].setEnabled(snap.rack_only and snap.players.racks_won[i] > 0)
        self._update_entry_controls()

    def _centre_text(self, snap: Snapshot) -> str:
        lines = [texts.game_title(snap.discipline, snap.ruleset)]
        if snap.target is not None:
            lines.append(
                self.tr("To %1 points").replace("%1", "/".join(map(str, sorted(set(snap.target)))))
            )
        else:
            lines.append(
                self.tr("Race to %1").replace("%1", "/".join(map(str, sorted(set(snap.race)))))
            )
        lines.append(self.tr("Rack %1").replace("%1", str(snap.rack.number)))
        if snap.sets_to_win > 1:
            lines.append(
                self.tr("Sets %1–%2")
                .replace("%1", str(snap.players.sets[0]))
                .replace("%2", str(snap.players.sets[1]))
            )
        if snap.rack.hints.has_groups and not snap.rack_only:
            lines.append(self.tr("Open table") if snap.rack.open_table else self.tr("Groups set"))
        if snap.hill_hill and snap.winner is None:
            lines.append(self.tr("Hill-hill"))
        return "\n".join(lines)

    def _show_history(self, snap: Snapshot) -> None:
        self.history_title.setText(self.tr("Racks") if snap.rack_only else self.tr("Shots"))
        if snap.rack_only:
            # racks only: the list shows each rack's result
            lines = [self._rack_line(r, snap) for r in snap.racks]
            if lines != self.history_lines():
                self.history.clear()
                self.history.addItems(lines)
                self.history.scrollToBottom()
            self._history_count = -1
            return
        n = len(snap.history)
        if n == self._history_count:
            return
        if n == self._history_count + 1 and self._history_count >= 0:
            self._add_history(n, snap.history.tail(1)[0], snap)
        elif n == self._history_count - 1:
            self.history.takeItem(self.history.count() - 1)
        else:
            self.history.clear()
            for i, entry in enumerate(snap.history.tail(n), start=1):
                self._add_history(i, entry, snap)
        self._history_count = n
        self.history.scrollToBottom()

    def _rack_line(self, record: RackRecord, snap: Snapshot) -> str:
        """One rack of a racks-only match, as the shot list shows it."""
        if record.winner is None:
            result = self.tr("stalemate")
        else:
            result = self.tr("%1 wins").replace("%1", snap.players.names[record.winner])
        if snap.sets_to_win > 1:
            return (
                self.tr("Set %1, rack %2: %3")
                .replace("%1", str(record.set_number))
                .replace("%2", str(record.number))
                .replace("%3", result)
            )
        return self.tr("Rack %1: %2").replace("%1", str(record.number)).replace("%2", result)

    def _add_history(self, index: int, entry, snap: Snapshot) -> None:  # noqa: ANN001
        text = describe.history_line(
            index,
            describe.move_text(entry.move),
            entry.verdict,
            snap.players.names,
            describe.actor(entry.move, entry.verdict),
        )
        self.history.addItem(text)

    def history_lines(self) -> list[str]:
        """The lines of the shot history, oldest first."""
        return [self.history.item(i).text() for i in range(self.history.count())]

    def _can_shoot(self) -> bool:
        snap = self._snap
        return (
            snap is not None
            and not snap.rack_only
            and snap.winner is None
            and snap.decision.pending is None
            and not snap.rack.awaiting_lag
            and snap.rack.turn is not None
        )

    def _open_table_declaration(self) -> bool:
        """Argentine eight-ball: the shooter must declare the group played (ARG-Infracciones)."""
        snap = self._snap
        return snap is not None and snap.rack.hints.declare_group

    def _label_foul_menu(self) -> None:
        """Show only the fouls that exist in the discipline and ruleset (the engine's hints),
        numbered in menu order."""
        snap = self._snap
        shown = snap.rack.hints.fouls if snap is not None else CALLED_FOULS
        n = 0
        for foul, act in self.foul_actions.items():
            act.setVisible(foul in shown)
            if foul in shown:
                act.setText(f"&{FOUL_MENU_KEYS[n]}  {texts.text(foul)}")
                n += 1

    def _update_entry_controls(self) -> None:
        snap = self._snap
        if snap is None:
            return
        if snap.rack.hints.fouls != self._menu_fouls:
            self._menu_fouls = snap.rack.hints.fouls
            self._label_foul_menu()
        balls = tuple(sorted(rules.rack_class(snap.discipline, snap.ruleset).balls))
        if self.rack.balls() != balls:
            self.rack.set_balls(balls)
            for b in self.rack.findChildren(QAbstractButton):
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        can_shoot = self._can_shoot()
        selected = frozenset(self.entry.balls) | frozenset(self.entry.off_table)
        if self.entry.call_ball is not None:
            selected |= {self.entry.call_ball}
        if not snap.rack.hints.pick:
            self._picked = set()
        if snap.rack.hints.pick and snap.winner is None:
            self.rack.set_state(
                snap.rack.on_table, frozenset(self._picked), snap.rack.hints.pick_from
            )
        else:
            self.rack.set_state(
                snap.rack.on_table, selected, snap.rack.on_table if can_shoot else frozenset()
            )
        self.pocket_pad.set_enabled_pockets(Pocket if can_shoot else ())
        self.pocket_pad.set_highlight(self.entry.call_pocket if can_shoot else None)
        for w in (
            self.record_btn,
            self.scratch_btn,
            self.cue_off_btn,
            self.foul_btn,
            self.off_table_btn,
            self.clear_btn,
            self.details,
        ):
            w.setEnabled(can_shoot)
        self.safety_btn.setEnabled(can_shoot and snap.rack.safety_allowed)
        self.push_btn.setEnabled(can_shoot and snap.rack.push_out_allowed)
        self.miss_btn.setEnabled(can_shoot and not snap.rack.breaking)
        self.miss_btn.setChecked(self.miss_mode)
        self.off_table_btn.setChecked(self.off_table_mode)
        breaking = snap.rack.breaking and can_shoot
        self.break_ok_btn.setVisible(breaking)
        self.break_short_btn.setVisible(breaking)
        if snap.rack.hints.cue_and_two_to_rail:
            self.break_ok_btn.setText(self.tr("Safety break, legal [L]"))
            self.break_short_btn.setText(self.tr("Breaking foul [K]"))
        else:
            self.break_ok_btn.setText(self.tr("Dry break, legal [L]"))
            self.break_short_btn.setText(self.tr("Short break [K]"))
        self.rails.setVisible(snap.rack.hints.rails)
        self.rails_label.setVisible(self.rails.isVisibleTo(self.details))
        self.crossings.setVisible(snap.rack.hints.head_string_crossings)
        self.crossings_label.setVisible(self.crossings.isVisibleTo(self.details))
        rerack_due = snap.rack.hints.interference
        self.interference.setVisible(rerack_due)
        self.interference_label.setVisible(rerack_due)
        declare = self._open_table_declaration()
        for btn, group in ((self.solids_btn, Group.SOLIDS), (self.stripes_btn, Group.STRIPES)):
            btn.setVisible(declare)
            btn.setEnabled(can_shoot and declare)
            btn.setChecked(self.entry.declared_group is group)
        safety_item = self.call_ball.model().item(1)  # type: ignore[attr-defined]
        if safety_item is not None:
            safety_item.setEnabled(snap.rack.safety_allowed)
        self.entry_label.setText(self._entry_text())

    def _entry_text(self) -> str:
        e = self.entry
        snap = self._snap
        if snap is None:
            return ""
        if snap.winner is not None:
            return self.tr("The match is over.")
        if snap.rack_only:
            return self.tr("Count the racks: 1 / 2 add a rack, 3 / 4 take one back.")
        if snap.rack.awaiting_lag:
            return self.tr("Lag: press 1–4 or click who won it.")
        if snap.decision.pending is not None:
            return self.tr("Choice pending: press 1–%1 or click an option.").replace(
                "%1", str(len(snap.decision.pending.options))
            )
        parts = []
        if e.call_ball is not None:
            pocket = texts.text(e.call_pocket) if e.call_pocket else "?"
            parts.append(
                self.tr("Called: %1 → %2").replace("%1", str(e.call_ball)).replace("%2", pocket)
            )
        if e.balls:
            made = [
                f"{b}" + (f" → {texts.text(e.pockets[b])}" if b in e.pockets else "")
                for b in e.balls
            ]
            parts.append(self.tr("Made: %1").replace("%1", ", ".join(made)))
        if e.off_table:
            parts.append(
                self.tr("Off the table: %1").replace("%1", ", ".join(map(str, sorted(e.off_table))))
            )
        if e.cue is not CueBall.ON_TABLE:
            parts.append(texts.text(e.cue))
        if e.fouls:
            parts.append(", ".join(texts.text(f) for f in CALLED_FOULS if f in e.fouls))
        if e.declared_group is not None:
            parts.append(texts.text(e.declared_group))
        if self.off_table_mode:
            parts.append(self.tr("click the ball that left the table"))
        if self.miss_mode:
            parts.append(self.tr("called and missed: click the called pocket"))
        if parts:
            return " · ".join(parts)
        if snap.rack.breaking:
            return self.tr("Break: click the balls made, then a pocket; nothing made: L or K.")
        if snap.rack.call_required:
            return self.tr(
                "Made: ball, then pocket (the call). Nothing made: Enter. Foul: C, V or F."
            )
        return self.tr("Made: ball, then pocket. Nothing made: Enter. Foul: C, V or F.")

    def show_recording_warning(self, text: str) -> None:
        """A lasting warning in the status bar (the match is not being saved)."""
        label = getattr(self, "_recording_warning", None)
        if label is None:
            label = QLabel()
            label.setObjectName("recordingWarning")
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setStyleSheet("color: #ffffff; background: #b3261e; padding: 2px 8px;")
            self.statusBar().addPermanentWidget(label)
            self._recording_warning = label
        label.setText(text)
        label.setVisible(bool(text))

    def show_refusal(self, code: str, message: str) -> None:
        text = texts.error_text(code, message)
        snap = self._snap
        if code == "missing-call" and snap is not None:
            # ask for exactly the missing fact: which of the shooter's balls was called
            marked = tuple(b for b in self.entry.balls if b in snap.rack.hints.callable)
            if len(marked) > 1 and self.entry.call_ball is None:
                self.decision.ask_call(marked)
                self.statusBar().showMessage(self.tr("Which ball was called?"), 8000)
                return
        if code == "missing-call":
            text += " " + (
                self.tr("Click the pocket the ball went into.")
                if self.entry.balls
                else self.tr("Mark the called ball, then Shift+pocket.")
            )
        self.statusBar().showMessage(text, 8000)

    def show_problem(self, problem: Problem) -> None:
        """A problem with the disk (never a refusal): said in the status bar."""
        self.statusBar().showMessage(texts.error_text(problem.code, problem.detail), 8000)

    # -- input ------------------------------------------------------------------------------------

    def _count(self) -> None:
        if not self._in_key:
            self.actions_count += 1

    def _clicked(self, slot, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        """A click on one of the window's buttons: one action."""
        self._count()
        return slot(*args, **kwargs)

    def _ball_clicked(self, ball: int) -> None:
        self._count()
        snap = self._snap
        if snap is not None and snap.rack.hints.pick and ball in snap.rack.hints.pick_from:
            self._pick_ball(ball, snap)
            return
        self._mark_ball(ball)

    def _pick_ball(self, ball: int, snap: Snapshot) -> None:
        """Argentine equalise: the incoming player clicks the own balls to remove; the last
        one needed answers the choice (ARG-Bolas embocadas antireglamentariamente)."""
        self._picked ^= {ball}
        if len(self._picked) == snap.rack.hints.pick:
            picked = tuple(sorted(self._picked))
            self._picked = set()
            self.controller.choose(Option.EQUALISE, time=time.time(), balls=picked)
            return
        self._update_entry_controls()

    def _mark_ball(self, ball: int) -> None:
        if self.off_table_mode:
            self.entry.toggle_off_table(ball)
            self.off_table_mode = False
        elif ball == self.entry.call_ball:
            self.entry.call_ball = None
            self.entry.call_pocket = None
        else:
            self.entry.toggle_ball(ball)
        self._update_entry_controls()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Remember the modifiers of a click on a pocket: Shift+click is "called, missed"."""
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            self._pocket_mods = event.modifiers()  # type: ignore[attr-defined]
        return super().eventFilter(watched, event)

    def _pocket_clicked(self, pocket: Pocket) -> None:
        self._count()
        shift = bool(
            (self._pocket_mods | QApplication.keyboardModifiers())
            & Qt.KeyboardModifier.ShiftModifier
        )
        self._pocket_mods = Qt.KeyboardModifier.NoModifier
        self._pocket(pocket, called_miss=shift)

    def _pocket(self, pocket: Pocket, *, called_miss: bool = False) -> bool:
        """A pocket: the marked ball went in there (and is the call), which records the shot;
        with ``called_miss`` (Shift, or the "called, missed" mode) the marked ball was called
        in that pocket and missed."""
        if not self._can_shoot():
            return False
        snap = self._snap
        assert snap is not None
        called_miss = called_miss or self.miss_mode
        self.miss_mode = False
        if not self.entry.balls:
            # no ball marked: the legal ball when there is just one (9-ball's lowest ball, the
            # 8 at the end of 8-ball)
            targets = snap.rack.legal_targets
            if len(targets) == 1:
                self.entry.toggle_ball(next(iter(targets)))
            else:
                self.statusBar().showMessage(
                    self.tr("Click the called ball first.")
                    if called_miss
                    else self.tr("Click the ball that was made first."),
                    6000,
                )
                self._update_entry_controls()
                return False
        if called_miss:
            self.entry.call_marked(pocket)
            return self._record()
        return self._record(pocket=pocket)

    def _toggle_off_table_mode(self) -> None:
        self.off_table_mode = not self.off_table_mode
        self._update_entry_controls()

    def _toggle_miss_mode(self) -> None:
        self.miss_mode = not self.miss_mode
        self._update_entry_controls()

    def _declare(self, group: Group) -> None:
        if not self._open_table_declaration():
            return
        self.entry.declared_group = None if self.entry.declared_group is group else group
        self._update_entry_controls()

    def clear_entry(self) -> None:
        if self.entry.balls:
            self.decision.ask_call(())
        self.entry = ShotEntry()
        self.off_table_mode = False
        self.miss_mode = False
        self.rails.setValue(-1)
        self.crossings.setValue(0)
        self.call_ball.setCurrentIndex(0)
        self.call_pocket.setCurrentIndex(0)
        self.interference.setCurrentIndex(0)
        self._update_entry_controls()

    def record(
        self,
        *,
        cue: CueBall | None = None,
        foul: Foul | None = None,
        safety: bool = False,
        push_out: bool = False,
    ) -> bool:
        """Finish the shot being entered with one of the finishing actions (one action)."""
        self._count()
        return self._record(cue=cue, foul=foul, safety=safety, push_out=push_out)

    def record_break(self, legal: bool) -> bool:
        """A break with nothing made: enough balls to a rail (legal) or not (one action)."""
        self._count()
        return self._record_break(legal)

    def _record_break(self, legal: bool) -> bool:
        snap = self._snap
        if snap is None or not snap.rack.breaking or not self._can_shoot():
            return False
        if snap.rack.hints.cue_and_two_to_rail:
            self.entry.cue_and_two_to_rail = legal
        else:
            self.entry.rails = 4 if legal else 0
        return self._record()

    def _record(
        self,
        *,
        pocket: Pocket | None = None,
        cue: CueBall | None = None,
        foul: Foul | None = None,
        safety: bool = False,
        push_out: bool = False,
    ) -> bool:
        snap = self._snap
        if snap is None or not self._can_shoot():
            return False
        e = self.entry
        if cue is not None:
            e.cue = cue
        if foul is not None:
            e.fouls.add(foul)
        saved = (e.safety, e.push_out, e.rails, e.call_ball, e.call_pocket)
        e.safety = e.safety or safety
        e.push_out = e.push_out or push_out
        if self.rails.isVisibleTo(self.details) and self.rails.value() >= 0:
            e.rails = self.rails.value()
        if snap.rack.breaking:
            e.head_string_crossings = self.crossings.value()
        call = self.call_ball.currentData()
        if call == "safety":
            e.safety = True
        elif call is not None:
            e.call_ball = int(call)
            e.call_pocket = self.call_pocket.currentData()
        if self.interference.isVisibleTo(self.details):
            e.interference = self.interference.currentData() or Interference.NONE
        shot = e.build(pocket=pocket, hints=snap.rack.hints)
        if self.controller.shot(shot, time=time.time()):
            self.clear_entry()
            return True
        # refused: keep what was marked (the cue ball and fouls too) so one more action can
        # complete the entry, e.g. the call the rules need
        e.safety, e.push_out, e.rails, e.call_ball, e.call_pocket = saved
        self._update_entry_controls()
        return False

    def _call_chosen(self, ball: int) -> None:
        """The answer to "which ball was called?": recorded at once when its pocket is known,
        else the next pocket clicked is the called one."""
        self._count()
        self.entry.choose_call(ball)
        self.decision.ask_call(())
        if self.entry.call_pocket is not None:
            self._record()
            return
        self.statusBar().showMessage(
            self.tr("Click the pocket the %1 went into.").replace("%1", str(ball)), 8000
        )
        self._update_entry_controls()

    def _option_clicked(self, option: Option) -> None:
        self._count()
        self.controller.choose(option, time=time.time())

    def _lag_clicked(self, winner: int, breaks: bool) -> None:
        self._count()
        self.controller.lag(winner, breaks, time=time.time())

    def _rack_point(self, player: int, delta: int) -> None:
        snap = self._snap
        if snap is None or not snap.rack_only:
            return
        self.controller.rack_point(player, delta, time=time.time())

    def _concede_rack(self) -> None:
        snap = self._snap
        if snap is not None and snap.rack.turn is not None:
            self.controller.concede_rack(snap.rack.turn, time=time.time())

    def _undo_clicked(self) -> None:
        self._count()
        self.undo()

    def _redo_clicked(self) -> None:
        self._count()
        self.redo()

    def undo(self) -> None:
        """Clear the shot being entered; with nothing entered, undo the last move."""
        if not self.entry.empty or self.off_table_mode or self.miss_mode:
            self.clear_entry()
            return
        self.controller.undo()

    def redo(self) -> None:
        self.controller.redo()

    def _open_foul_menu(self) -> None:
        if self._can_shoot():
            self.foul_menu.popup(self.foul_btn.mapToGlobal(self.foul_btn.rect().bottomLeft()))

    def show_key_help(self) -> None:
        from ui.key_help import KeyHelp

        KeyHelp(self).show()
