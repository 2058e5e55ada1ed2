"""The scorekeeper's window: record every shot in one or two clicks or keys.

Long because the window is where every part of the entry is put together, and all of it is redrawn
from one snapshot.

The window never decides anything: its :class:`ui.scorekeeper.entry_panel.EntryPanel` turns clicks and keys
into a ``rules.Shot`` (through :class:`scoreboard.match.entry.ShotEntry`), the window submits it to the
table, and redraws from the snapshot the controller's signal brings back. Buttons that do not apply now are disabled; what the rules refuse is
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
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

import rules
from rules import Option, Pocket
from scoreboard.match.inputs import PenaltyKind, ShotInput
from scoreboard.match.snapshot import HistoryEntry, RackRecord, Snapshot
from scoreboard.table.problem import Problem
from ui import describe, texts
from ui.i18n import fill
from ui.plain import menu_label, plain_labels, set_tooltip
from ui.scorekeeper.entry_panel import FOUL_MENU_KEYS as FOUL_MENU_KEYS  # the bench reads them here
from ui.scorekeeper.entry_panel import EntryPanel
from ui.scorekeeper.inning_sheet import ScoreSheet
from ui.scorekeeper.keyboard import POCKET_KEYS as POCKET_KEYS  # tests and the bench read them here
from ui.scorekeeper.keyboard import KeyMap, key_text, keys_text, menu_text
from ui.scorekeeper.panels import ClockPanel, DecisionPanel, PlayerPanel
from ui.scorekeeper.pocket_pad import PocketPad
from ui.scorekeeper.rack_widget import RackWidget
from ui.scorekeeper.shot_list import ShotList
from ui.status_words import Words, say

if TYPE_CHECKING:
    from ui.adapters.controller import Controller

#: Item data of the shot list: a rack's heading holds its rack number here ...
_RACK_ROLE = Qt.ItemDataRole.UserRole + 1
#: ... and a shot's line the rack it was played in.
_ENTRY_RACK_ROLE = Qt.ItemDataRole.UserRole + 2
#: On a line of the shot list: the 14.1 re-racks of its rack so far, and whether its move re-racked.
_RERACKS_ROLE = Qt.ItemDataRole.UserRole + 3
_RERACKED_ROLE = Qt.ItemDataRole.UserRole + 4


class ScorekeeperWindow(QMainWindow):
    """The main window. It calls into the table alone (``table``, the controller's); it hears
    the table through the ``controller``'s signals.

    The shot being entered lives in :class:`ui.scorekeeper.entry_panel.EntryPanel` (``entry_panel``, whose
    widgets and entry are reached there); the panel records its finished shots through the
    window's :meth:`_record_shot`, the one place a shot goes to the table. The keys are
    :class:`ui.scorekeeper.keyboard.KeyMap`'s actions (``key_map``).
    """

    request_spectator = Signal()
    request_new_match = Signal()
    request_resume = Signal()
    request_history = Signal()
    request_players = Signal()
    request_export = Signal()
    request_import = Signal()
    request_language = Signal(str)
    request_clock_profile = Signal()
    request_about = Signal()
    request_competition = Signal()
    clock_start_pause = Signal()
    clock_reset = Signal()
    clock_extend = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        #: The table in play: every entry goes to it (:meth:`~scoreboard.table.table.Table.submit`
        #: and its typed shortcuts), the controller only brings its signals.
        self.table = controller.table
        self._picked: set[int] = set()  # own balls clicked to remove (Argentine equalise)
        self._snap: Snapshot | None = None
        self._history_count = 0
        self._last_rack: int | None = None  # the rack of the newest line of the shot list
        self._build()
        self._build_menus()
        self.key_map = KeyMap(self)
        self._no_focus_buttons()
        self.retranslate()
        controller.snapshot_changed.connect(self.show_snapshot)
        controller.refused.connect(self.show_refusal)
        controller.problem.connect(self.show_problem)
        self.resize(1366, 768)
        plain_labels(self)
        self.show_snapshot(controller.snapshot)

    # -- construction ---------------------------------------------------------------------------

    # Long because the window's widgets are built and wired in one place, in the order of the
    # layout.
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
        # the empty window (no match set up) says what to do where the table would be
        self.empty_label = QLabel()
        self.empty_label.setObjectName("emptyWindow")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setStyleSheet("font-size: 16pt;")
        self.empty_label.hide()
        ll.addWidget(self.empty_label, 1)
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
        self.entry_panel = EntryPanel(submit=self._record_shot)
        self.entry_panel.recorded.connect(self._shot_recorded)
        self.entry_panel.changed.connect(self._update_entry_controls)
        self.entry_panel.message.connect(self._status_message)
        self.entry_panel.ask_call.connect(self._ask_call)
        middle.addWidget(self.entry_panel, 1)
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
        self.decision.call_chosen.connect(self.entry_panel.choose_call)
        self.decision.new_match_asked.connect(self.request_new_match)
        self.decision.resume_asked.connect(self.request_resume)
        rl.addWidget(self.decision, 3)
        self.history_title = QLabel()
        self.history_title.setObjectName("historyTitle")
        rl.addWidget(self.history_title)
        self.history = ShotList()
        self.history.setObjectName("history")
        self.history.setWordWrap(True)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # the newest shot stays in view when the list changes size (a larger window, the 14.1
        # sheet shown, lines re-wrapped), unless the scorekeeper scrolled back to read
        self._history_follows = True
        bar = self.history.verticalScrollBar()
        bar.valueChanged.connect(self._history_scrolled)
        bar.rangeChanged.connect(self._history_range_changed)
        rl.addWidget(self.history, 4)
        undo_row = QHBoxLayout()
        self.undo_btn = QPushButton()
        self.undo_btn.setObjectName("undoButton")
        self.redo_btn = QPushButton()
        self.redo_btn.setObjectName("redoButton")
        self.undo_btn.clicked.connect(self.undo)
        self.redo_btn.clicked.connect(self.redo)
        undo_row.addWidget(self.undo_btn)
        undo_row.addWidget(self.redo_btn)
        rl.addLayout(undo_row)
        self.sheet = ScoreSheet()
        self.sheet.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        rl.addWidget(self.sheet, 3)
        split.addWidget(right)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 3)

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
            plus.clicked.connect(lambda _=False, p=i: self.rack_point(p, 1))
            minus.clicked.connect(lambda _=False, p=i: self.rack_point(p, -1))
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
        self.act_players = self.match_menu.addAction("", self.request_players.emit)
        self.act_export = self.match_menu.addAction("", self.request_export.emit)
        self.act_import = self.match_menu.addAction("", self.request_import.emit)
        self.match_menu.addSeparator()
        self.act_concede_rack = self.match_menu.addAction("", self._concede_rack)
        self.act_concede_rack.setShortcut(QKeySequence("Ctrl+K"))
        self.act_stalemate = self.match_menu.addAction(
            "", lambda: self.table.stalemate(time=time.time())
        )
        self.penalty_menu = self.match_menu.addMenu("")
        self.penalty_menu.setObjectName("penaltyMenu")
        self.penalty_menu.aboutToShow.connect(self._fill_penalty_menu)
        self.match_menu.addSeparator()
        self.act_quit = self.match_menu.addAction("", self.close)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)

        self.edit_menu = bar.addMenu("")
        self.act_undo = self.edit_menu.addAction("", self.undo)
        self.act_undo.setShortcuts(
            [QKeySequence(QKeySequence.StandardKey.Undo), QKeySequence(Qt.Key.Key_Backspace)]
        )
        self.act_redo = self.edit_menu.addAction("", self.redo)
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
        self.act_players.setText(self.tr("&Players…"))
        self.act_export.setText(self.tr("&Export match…"))
        self.act_import.setText(self.tr("&Import a match into the history…"))
        self.act_concede_rack.setText(self.tr("Player at the table concedes the rack"))
        self.act_stalemate.setText(self.tr("Declare stalemate"))
        self.penalty_menu.setTitle(self.tr("Referee's &penalty (WPA-6.16)"))
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
        self.entry_panel.retranslate()
        self.key_map.retranslate()
        self.history_title.setText(self.tr("Shots"))
        self.undo_btn.setText(fill(self.tr("Undo [%1]"), key_text(self.act_undo.shortcuts()[0])))
        self.redo_btn.setText(fill(self.tr("Redo [%1]"), key_text(self.act_redo.shortcuts()[0])))
        self._rack_only_box.setTitle(self.tr("Racks"))
        self.empty_label.setText(
            fill(
                self.tr(
                    "No match yet.\n\nStart one with Match ▸ New match… (%1),\nor open the last "
                    "one with Match ▸ Resume unfinished match…"
                ),
                key_text(self.act_new.shortcuts()[0]),
            )
        )
        if self._snap is not None:
            self._history_count = -1
            self.show_snapshot(self._snap)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- drawing from the snapshot ---------------------------------------------------------------

    @property
    def snapshot(self) -> Snapshot | None:
        """The snapshot the window shows."""
        return self._snap

    def show_snapshot(self, snap: Snapshot) -> None:
        self._snap = snap
        for panel in self.players:
            panel.show_snapshot(snap)
        self.centre.setText(self._centre_text(snap))
        self.decision.show_snapshot(snap)
        for b in self.decision.findChildren(QAbstractButton):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # no match set up: no key, button or menu entry takes an entry (nothing would be kept)
        for action in self.key_map.actions:
            action.setEnabled(snap.set_up)
        self.key_map.show_snapshot(snap)
        if not snap.set_up:
            for action in self.key_map.actions:
                action.setEnabled(False)
        self.clock_panel.setEnabled(snap.set_up)
        self.clock_panel.show_match(snap)
        self.act_export.setEnabled(snap.set_up)
        self.sheet.setVisible(snap.target is not None)
        if snap.target is not None:
            self.sheet.show_snapshot(snap)
        self._show_history(snap)
        self.undo_btn.setEnabled(snap.can_undo)
        self.redo_btn.setEnabled(snap.can_redo)
        self.act_undo.setEnabled(snap.can_undo)
        self.act_redo.setEnabled(snap.can_redo)
        live = snap.set_up and snap.winner is None and not snap.rack.awaiting_lag
        self.act_concede_rack.setEnabled(live and not snap.rack_only and snap.rack.turn is not None)
        self.act_stalemate.setEnabled(live and not snap.rack_only)
        self.rack_only_box.setVisible(snap.rack_only and snap.set_up)
        self.rack.setVisible(not snap.rack_only and snap.set_up)
        self.entry_area.setVisible(not snap.rack_only and snap.set_up)
        self.empty_label.setVisible(not snap.set_up)
        for panel in self.players:
            panel.setVisible(snap.set_up)
        for i in (0, 1):
            self.rack_plus[i].setText(
                fill(self.tr("+1 rack %1 [%2]"), snap.players.names[i], str(1 + i))
            )
            self.rack_minus[i].setText(
                fill(self.tr("−1 rack %1 [%2]"), snap.players.names[i], str(3 + i))
            )
            self.rack_plus[i].setEnabled(snap.rack_only and snap.winner is None)
            self.rack_minus[i].setEnabled(snap.rack_only and snap.players.racks_won[i] > 0)
        self.entry_panel.show_snapshot(snap)  # the rack and the pockets follow (changed)

    def _centre_text(self, snap: Snapshot) -> str:
        if not snap.set_up:
            return self.tr("No match")
        lines = [texts.game_title(snap.discipline, snap.ruleset)]
        if snap.target is not None:
            lines.append(
                fill(self.tr("To %1 points"), "/".join(map(str, sorted(set(snap.target)))))
            )
        else:
            lines.append(fill(self.tr("Race to %1"), "/".join(map(str, sorted(set(snap.race))))))
        lines.append(describe.rack_label(snap))
        if snap.sets_to_win > 1:
            lines.append(
                fill(self.tr("Sets %1–%2"), str(snap.players.sets[0]), str(snap.players.sets[1]))
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
        elif n == self._history_count - 1 and self._history_count > 0:
            self._take_last_history()
        else:
            self.history.clear()
            self._last_rack = None
            for i, entry in enumerate(snap.history.tail(n), start=1):
                self._add_history(i, entry, snap)
        self._history_count = n
        self.history.scrollToBottom()

    def _history_scrolled(self, value: int) -> None:
        bar = self.history.verticalScrollBar()
        self._history_follows = value >= bar.maximum()

    def _history_range_changed(self, _low: int, high: int) -> None:
        if self._history_follows:
            self.history.verticalScrollBar().setValue(high)

    def _take_last_history(self) -> None:
        """Take the newest line back, and the heading of its rack if it was the rack's
        first."""
        self.history.takeItem(self.history.count() - 1)
        last = self.history.item(self.history.count() - 1)
        if last is not None and last.data(_RACK_ROLE) is not None:
            self.history.takeItem(self.history.count() - 1)
            last = self.history.item(self.history.count() - 1)
        self._last_rack = None if last is None else last.data(_ENTRY_RACK_ROLE)

    def _rack_line(self, record: RackRecord, snap: Snapshot) -> str:
        """One rack of a racks-only match, as the shot list shows it."""
        if record.winner is None:
            result = self.tr("stalemate")
        else:
            result = fill(self.tr("%1 wins"), snap.players.names[record.winner])
        if snap.sets_to_win > 1:
            return fill(
                self.tr("Set %1, rack %2: %3"), str(record.set_number), str(record.number), result
            )
        return fill(self.tr("Rack %1: %2"), str(record.number), result)

    def _add_heading(self, text: str, rack: int) -> None:
        heading = QListWidgetItem(text)
        heading.setData(_RACK_ROLE, rack)
        heading.setFlags(Qt.ItemFlag.ItemIsEnabled)  # read, never selected
        heading.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        self.history.addItem(heading)

    def _add_history(self, index: int, entry: HistoryEntry, snap: Snapshot) -> None:
        reracks = 0
        if self._last_rack is not None and entry.rack != self._last_rack:
            # each new rack under a heading of its own
            self._add_heading(fill(self.tr("— Rack %1 —"), str(entry.rack)), entry.rack)
        elif self._last_rack is not None:
            last = self.history.item(self.history.count() - 1)
            reracks = int(last.data(_RERACKS_ROLE) or 0)
            if last.data(_RERACKED_ROLE):
                # 14.1: each re-rack of balls under a heading of its own, numbered
                self._add_heading(fill(self.tr("— Re-rack %1 —"), str(reracks)), entry.rack)
        text = describe.history_line(
            index,
            describe.move_text(entry.move, breaking=entry.breaking),
            entry.verdict,
            snap.players.names,
            describe.actor(entry.move, entry.verdict),
            breaking=entry.breaking,
        )
        item = QListWidgetItem(text)
        item.setData(_ENTRY_RACK_ROLE, entry.rack)
        item.setData(_RERACKS_ROLE, reracks + int(entry.verdict.rerack))
        item.setData(_RERACKED_ROLE, entry.verdict.rerack)
        self.history.addItem(item)
        self._last_rack = entry.rack

    def history_lines(self) -> list[str]:
        """The lines of the shot history, oldest first (without the racks' headings)."""
        items = (self.history.item(i) for i in range(self.history.count()))
        return [item.text() for item in items if item.data(_RACK_ROLE) is None]

    def history_headings(self) -> list[str]:
        """The racks' headings in the shot history (one before each rack after the first)."""
        items = (self.history.item(i) for i in range(self.history.count()))
        return [item.text() for item in items if item.data(_RACK_ROLE) is not None]

    def _update_entry_controls(self) -> None:
        """The rack and the pocket pad show the entry (the panel draws itself)."""
        snap = self._snap
        if snap is None:
            return
        panel = self.entry_panel
        balls = tuple(sorted(rules.rack_class(snap.discipline, snap.ruleset).balls))
        if self.rack.balls() != balls:
            self.rack.set_balls(balls)
            for b in self.rack.findChildren(QAbstractButton):
                b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        can_shoot = panel.can_shoot()
        entry = panel.entry
        selected = frozenset(entry.balls) | frozenset(entry.off_table)
        if entry.call_ball is not None:
            selected |= {entry.call_ball}
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
        self.pocket_pad.set_highlight(entry.call_pocket if can_shoot else None)

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

    def show_disk_warning(self, text: str) -> None:
        """A lasting warning in the status bar (the disk refused the last entry); an empty
        ``text`` takes it away."""
        label = getattr(self, "_disk_warning", None)
        if label is None:
            if not text:
                return
            label = QLabel()
            label.setObjectName("diskWarning")
            label.setTextFormat(Qt.TextFormat.PlainText)
            # one line however long the system's words are: the window keeps its width
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setStyleSheet("color: #ffffff; background: #b3261e; padding: 2px 8px;")
            self.statusBar().addPermanentWidget(label, 1)
            self._disk_warning = label
        label.setText(text)
        set_tooltip(label, text)  # the system's words, never markup
        label.setVisible(bool(text))

    def show_refusal(self, code: str, message: str) -> None:
        snap = self._snap
        if code == "missing-call" and snap is not None:
            # ask for exactly the missing fact: which of the shooter's balls was called
            marked = tuple(b for b in self.entry_panel.entry.balls if b in snap.rack.hints.callable)
            if len(marked) > 1 and self.entry_panel.entry.call_ball is None:
                self.decision.ask_call(marked)
                say(self, lambda: self.tr("Which ball was called?"), 8000)
                return
        marked_any = bool(self.entry_panel.entry.balls)

        def words() -> str:
            text = texts.error_text(code, message)
            if code == "missing-call":
                text += " " + (
                    self.tr("Click the pocket the ball went into.")
                    if marked_any
                    else self.tr("Mark the called ball, then Shift+pocket.")
                )
            return text

        say(self, words, 8000)

    def _status_message(self, words: Words, timeout: int) -> None:
        say(self, words, timeout)

    def show_problem(self, problem: Problem) -> None:
        """A problem with the disk (never a refusal): said in the status bar."""
        say(self, lambda: texts.error_text(problem.code, problem.detail), 8000)

    # -- input ------------------------------------------------------------------------------------

    def _ball_clicked(self, ball: int) -> None:
        snap = self._snap
        if snap is None or not snap.set_up:
            return
        if snap is not None and snap.rack.hints.pick and ball in snap.rack.hints.pick_from:
            self._pick_ball(ball, snap)
            return
        self.entry_panel.mark_ball(ball)

    def _pick_ball(self, ball: int, snap: Snapshot) -> None:
        """Argentine equalise: the incoming player clicks the own balls to remove; the last
        one needed answers the choice (ARG-Bolas embocadas antireglamentariamente)."""
        self._picked ^= {ball}
        if len(self._picked) == snap.rack.hints.pick:
            picked = tuple(sorted(self._picked))
            self._picked = set()
            self.table.choose(Option.EQUALISE, time=time.time(), balls=picked)
            return
        self._update_entry_controls()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Remember the modifiers of a click on a pocket: Shift+click is "called, missed"."""
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            self._pocket_mods = event.modifiers()  # type: ignore[attr-defined]
        return super().eventFilter(watched, event)

    def _pocket_clicked(self, pocket: Pocket) -> None:
        if self._snap is None or not self._snap.set_up:
            return
        shift = bool(
            (self._pocket_mods | QApplication.keyboardModifiers())
            & Qt.KeyboardModifier.ShiftModifier
        )
        self._pocket_mods = Qt.KeyboardModifier.NoModifier
        self.entry_panel.pocket(pocket, called_miss=shift)

    def _record_shot(self, shot: rules.Shot) -> bool:
        """The panel's finished entry goes to the table (the panel's ``submit``): True when
        it was recorded."""
        return bool(self.table.submit(ShotInput(shot, time.time())))

    def _shot_recorded(self, _shot: rules.Shot) -> None:
        """A detail field clicked for the shot just recorded hands the keyboard back to the
        window, so the next digit marks a ball again."""
        focus = QApplication.focusWidget()
        if focus is not None and self.entry_panel.isAncestorOf(focus):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _ask_call(self, balls: tuple[int, ...]) -> None:
        self.decision.ask_call(balls)

    def _option_clicked(self, option: Option) -> None:
        self.table.choose(option, time=time.time())

    def _lag_clicked(self, winner: int, breaks: bool) -> None:
        self.table.lag(winner, breaks, time=time.time())

    def rack_point(self, player: int, delta: int) -> None:
        """+1 or −1 rack for ``player`` in a rack-only match."""
        snap = self._snap
        if snap is None or not snap.rack_only:
            return
        self.table.rack_point(player, delta, time=time.time())

    def penalty_texts(self) -> dict[PenaltyKind, str]:
        """The referee's penalties for unsportsmanlike conduct (WPA-6.16), in menu order."""
        return {
            PenaltyKind.WARNING: self.tr("Warning"),
            PenaltyKind.FOUL: self.tr("Standard foul"),
            PenaltyKind.LOSS_OF_RACK: self.tr("Loss of the rack"),
            PenaltyKind.LOSS_OF_SET: self.tr("Loss of the set"),
            PenaltyKind.LOSS_OF_MATCH: self.tr("Loss of the match"),
        }

    def penalty_allowed(self, kind: PenaltyKind) -> bool:
        """Whether the penalty can be given now (a live match; a standard foul or the loss of
        the rack needs a rack at the table, the loss of the set a match played in sets)."""
        snap = self._snap
        if snap is None or snap.winner is not None:
            return False
        if kind is PenaltyKind.WARNING or kind is PenaltyKind.LOSS_OF_MATCH:
            return True
        if snap.rack.awaiting_lag:
            return False
        if kind is PenaltyKind.LOSS_OF_SET:
            return snap.sets_to_win > 1
        if kind is PenaltyKind.FOUL:
            return not snap.rack_only and snap.decision.pending is None
        return True

    def _fill_penalty_menu(self) -> None:
        """One submenu per player, named after them, with the penalties that apply now."""
        menu = self.penalty_menu
        menu.clear()
        snap = self._snap
        if snap is None:
            return
        for player in (0, 1):
            name = snap.players.names[player] or fill(self.tr("Player %1"), str(player + 1))
            sub = menu.addMenu(menu_label(name))
            for kind, text in self.penalty_texts().items():
                act = sub.addAction(text)
                act.setObjectName(f"penalty-{player}-{kind.value}")
                act.setEnabled(self.penalty_allowed(kind))
                act.triggered.connect(lambda _=False, p=player, k=kind: self.give_penalty(p, k))

    def give_penalty(self, player: int, kind: PenaltyKind) -> bool:
        """Record the referee's penalty against ``player``; the status bar says what it was."""
        snap = self._snap
        if snap is None or not self.penalty_allowed(kind):
            return False
        done = self.table.penalty(player, kind, time=time.time())
        if done:
            name = snap.players.names[player]
            say(
                self,
                lambda: fill(
                    self.tr("Referee's penalty for %1: %2 (WPA-6.16)"),
                    name,
                    self.penalty_texts()[kind],
                ),
                8000,
            )
        return bool(done)

    def _concede_rack(self) -> None:
        snap = self._snap
        if snap is not None and snap.rack.turn is not None:
            self.table.concede_rack(snap.rack.turn, time=time.time())

    def undo(self) -> None:
        """Clear the shot being entered; with nothing entered, undo the last move."""
        if self._snap is not None and not self._snap.set_up:
            return
        if not self.entry_panel.pristine:
            self.entry_panel.clear_entry()
            return
        self.table.undo()

    def redo(self) -> None:
        if self._snap is not None and not self._snap.set_up:
            return
        self.table.redo()

    def show_key_help(self) -> None:
        from ui.scorekeeper.key_help import KeyHelp

        KeyHelp(self).show()

    def key_rows(self) -> list[tuple[str, str]]:
        """Every key of the window as (keys, what they do): the key map's, then the menu
        commands that have a shortcut."""
        commands = (
            self.act_undo,
            self.act_redo,
            self.act_concede_rack,
            self.act_new,
            self.act_spectator,
            self.act_keys,
            self.act_quit,
        )
        return self.key_map.help_rows() + [
            (keys_text(a), menu_text(a)) for a in commands if a.shortcuts()
        ]
