"""The shot being entered: its buttons, its details and the line that says what is marked.

Long because the panel owns the whole shot entry: its buttons, its details and the line that says
what is marked are all set from the one entry.

:class:`EntryPanel` owns the :class:`scoreboard.match.entry.ShotEntry` the scorekeeper is filling in
(the balls made, the call, the cue ball, the fouls, the details) and the buttons that finish it.
When a finishing action completes the entry the panel hands the ``rules.Shot`` to its
``submit`` callable (given at construction or by :meth:`EntryPanel.set_submit`), which records
it and says whether it did: recorded, the entry is cleared; refused, the entry stays as it was,
so one more action can complete it. The finishing action returns that answer.

The panel learns what applies from the engine's hints in the snapshot, never from discipline
names. Its texts keep the translation context of the scorekeeper window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QWidget,
)

import rules
from rules import CALLED_FOULS, CueBall, Foul, Group, Interference, Pocket
from scoreboard.match.entry import ShotEntry
from scoreboard.match.snapshot import Snapshot
from ui import texts
from ui.i18n import fill
from ui.plain import set_tooltip

# The foul menu's keys, in the order of the fouls the rules list: F, then one of these.
FOUL_MENU_KEYS = "123456789ABCDEGHIJ"

#: What records a finished entry: the shot in, whether it was recorded out.
SubmitShot: TypeAlias = Callable[[rules.Shot], bool]


class EntryPanel(QFrame):
    """The shot being entered and the buttons that edit and finish it."""

    # a shot was recorded (the ``rules.Shot``) and the entry cleared; nothing answers it
    recorded = Signal(object)
    # the entry, or what the panel allows, changed (the rack and the pockets show it too)
    changed = Signal()
    # a message for the status bar (the way to make its words: ui.status_words.Words), and how
    # long to show it (ms)
    message = Signal(object, int)
    # the balls to ask "which ball was called?" about; empty: stop asking
    ask_call = Signal(tuple)

    def __init__(self, parent: QWidget | None = None, *, submit: SubmitShot | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entryBox")
        self.entry = ShotEntry()
        self.off_table_mode = False
        self.miss_mode = False
        self._snap: Snapshot | None = None
        self._submit: SubmitShot | None = submit
        self._build()

    def set_submit(self, submit: SubmitShot | None) -> None:
        """What records the finished entries from now on (None: nothing does, every finished
        entry is refused and kept)."""
        self._submit = submit

    # -- construction ---------------------------------------------------------------------------

    # Long because the panel's rows of buttons are built and wired in the order they are shown.
    def _build(self) -> None:
        grid = self._grid = QGridLayout(self)
        self._push_span = 1
        grid.setContentsMargins(0, 0, 0, 0)
        self.entry_label = QLabel()
        self.entry_label.setObjectName("entryLabel")
        self.entry_label.setWordWrap(True)
        self.entry_label.setMinimumHeight(44)
        grid.addWidget(self.entry_label, 0, 0, 1, 3)

        def button(name: str, slot: Callable[[], object], checkable: bool = False) -> QPushButton:
            b = QPushButton()
            b.setObjectName(name)
            b.setCheckable(checkable)
            b.setMinimumHeight(34)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(slot)
            return b

        self.record_btn = button("recordButton", lambda: self.record())
        self.scratch_btn = button("scratchButton", lambda: self.record(cue=CueBall.POCKETED))
        self.cue_off_btn = button("cueOffButton", lambda: self.record(cue=CueBall.OFF_TABLE))
        self.safety_btn = button("safetyButton", lambda: self.record(safety=True))
        self.push_btn = button("pushOutButton", lambda: self.record(push_out=True))
        self.off_table_btn = button(
            "offTableButton", lambda: self.toggle_off_table_mode(), checkable=True
        )
        self.miss_btn = button("calledMissButton", lambda: self.toggle_miss_mode(), checkable=True)
        self.foul_btn = QToolButton()
        self.foul_btn.setObjectName("foulButton")
        self.foul_btn.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.foul_btn.setMinimumHeight(34)
        self.foul_btn.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.foul_menu = QMenu(self)
        self.foul_actions: dict[Foul, QAction] = {}
        self._menu_fouls: tuple[Foul, ...] = CALLED_FOULS
        for foul in CALLED_FOULS:
            act = self.foul_menu.addAction("")
            act.triggered.connect(lambda _=False, f=foul: self.record(foul=f))
            self.foul_actions[foul] = act
        self.foul_btn.setMenu(self.foul_menu)
        self.foul_menu.aboutToShow.connect(self._enable_fouls)
        self.clear_btn = button("clearButton", lambda: self.clear_entry())
        self.break_ok_btn = button("breakOkButton", lambda: self.record_break(True))
        self.break_short_btn = button("breakShortButton", lambda: self.record_break(False))
        self.solids_btn = button("solidsButton", lambda: self.declare(Group.SOLIDS), checkable=True)
        self.stripes_btn = button(
            "stripesButton", lambda: self.declare(Group.STRIPES), checkable=True
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
        grid.addWidget(self._build_details(), 7, 0, 1, 3)
        grid.setRowStretch(8, 1)

    def _build_details(self) -> QGroupBox:
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
        # the details take the keyboard only when clicked: the window's keys (a digit marks a
        # ball) never go into a field the scorekeeper did not choose
        for field in (self.call_ball, self.call_pocket, self.rails, self.crossings):
            field.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.interference.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        return self.details

    # -- texts ------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.record_btn.setText(
            QCoreApplication.translate(
                "ScorekeeperWindow", "Record shot [Enter] — nothing marked = miss"
            )
        )
        self.scratch_btn.setText(QCoreApplication.translate("ScorekeeperWindow", "Scratch [C]"))
        self.cue_off_btn.setText(
            QCoreApplication.translate("ScorekeeperWindow", "Cue ball off [V]")
        )
        self.foul_btn.setText(QCoreApplication.translate("ScorekeeperWindow", "Foul… [F]"))
        self._label_foul_menu()
        self.safety_btn.setText(QCoreApplication.translate("ScorekeeperWindow", "Safety [D]"))
        self.push_btn.setText(QCoreApplication.translate("ScorekeeperWindow", "Push out [P]"))
        self.miss_btn.setText(QCoreApplication.translate("ScorekeeperWindow", "Called, missed [M]"))
        set_tooltip(
            self.miss_btn,
            QCoreApplication.translate(
                "ScorekeeperWindow",
                "Mark the called ball, then its pocket (or Shift+pocket): called there, missed",
            ),
        )
        self.off_table_btn.setText(
            QCoreApplication.translate("ScorekeeperWindow", "Ball off table [O]")
        )
        self.clear_btn.setText(QCoreApplication.translate("ScorekeeperWindow", "Clear [Esc]"))
        self.break_ok_btn.setText(
            QCoreApplication.translate("ScorekeeperWindow", "Dry break, legal [L]")
        )
        self.break_short_btn.setText(
            QCoreApplication.translate("ScorekeeperWindow", "Short break [K]")
        )
        self.solids_btn.setText(QCoreApplication.translate("ScorekeeperWindow", "Plays solids [G]"))
        self.stripes_btn.setText(
            QCoreApplication.translate("ScorekeeperWindow", "Plays stripes [H]")
        )
        self.details.setTitle(QCoreApplication.translate("ScorekeeperWindow", "Shot details"))
        self.call_label.setText(QCoreApplication.translate("ScorekeeperWindow", "Call"))
        self.rails_label.setText(QCoreApplication.translate("ScorekeeperWindow", "Balls to a rail"))
        self.crossings_label.setText(
            QCoreApplication.translate("ScorekeeperWindow", "Past head string")
        )
        self.interference_label.setText(QCoreApplication.translate("ScorekeeperWindow", "Re-rack"))
        self._fill_detail_combos()

    def _fill_detail_combos(self) -> None:
        cb, cp, ic = self.call_ball, self.call_pocket, self.interference
        ball = cb.currentData()
        cb.blockSignals(True)
        cb.clear()
        cb.addItem(QCoreApplication.translate("ScorekeeperWindow", "as made"), None)
        cb.addItem(QCoreApplication.translate("ScorekeeperWindow", "Safety"), "safety")
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
            Interference.NONE: QCoreApplication.translate("ScorekeeperWindow", "no interference"),
            Interference.CUE_AND_FIFTEENTH_IN_RACK: QCoreApplication.translate(
                "ScorekeeperWindow", "cue ball and 15th in the rack area"
            ),
            Interference.FIFTEENTH_IN_RACK: QCoreApplication.translate(
                "ScorekeeperWindow", "15th ball in the rack area"
            ),
            Interference.CUE_IN_RACK_FIFTEENTH_BELOW_HEAD_STRING: QCoreApplication.translate(
                "ScorekeeperWindow", "cue ball in the rack area, 15th on or below the head string"
            ),
            Interference.CUE_IN_RACK_FIFTEENTH_ABOVE_HEAD_STRING: QCoreApplication.translate(
                "ScorekeeperWindow", "cue ball in the rack area, 15th above the head string"
            ),
        }
        for value, name in names.items():
            ic.addItem(name, value)
        ic.setCurrentIndex(max(0, ic.findData(current)))

    def offered_fouls(self) -> tuple[Foul, ...]:
        """The fouls the menu offers for the entry as marked: the engine's list for the
        position less those the marked facts rule out (``ShotEntry.fouls_offered``)."""
        snap = self._snap
        if snap is None:
            return ()
        rails = None
        if self.rails.isVisibleTo(self.details) and self.rails.value() >= 0:
            rails = self.rails.value()
        return self.entry.fouls_offered(snap.rack.hints, rails=rails)

    def _enable_fouls(self) -> None:
        offered = self.offered_fouls()
        for foul, act in self.foul_actions.items():
            act.setEnabled(foul in offered)

    def _discipline_fouls(self) -> tuple[Foul, ...]:
        """The fouls of the discipline and ruleset, whatever the position (the engine's
        ``rules_hints``): the menu lists these, so a foul keeps its key from shot to shot."""
        snap = self._snap
        if snap is None:
            return CALLED_FOULS
        return rules.rack_class(snap.discipline, snap.ruleset).rules_hints().fouls

    def _label_foul_menu(self) -> None:
        """Show only the fouls that exist in the discipline and ruleset, numbered in menu
        order; those the position or the entry rules out are shown disabled
        (:meth:`offered_fouls`)."""
        shown = self._discipline_fouls()
        n = 0
        for foul, act in self.foul_actions.items():
            act.setVisible(foul in shown)
            if foul in shown:
                act.setText(f"&{FOUL_MENU_KEYS[n]}  {texts.text(foul)}")
                n += 1

    # -- drawing from the snapshot ---------------------------------------------------------------

    def show_snapshot(self, snap: Snapshot) -> None:
        self._snap = snap
        self.update_controls()

    def can_shoot(self) -> bool:
        """A shot can be entered now (not racks only, no winner, choice or lag pending)."""
        snap = self._snap
        return (
            snap is not None
            and snap.set_up
            and not snap.rack_only
            and snap.winner is None
            and snap.decision.pending is None
            and not snap.rack.awaiting_lag
            and snap.rack.turn is not None
        )

    def open_table_declaration(self) -> bool:
        """Argentine eight-ball: the shooter must declare the group played (ARG-Infracciones)."""
        snap = self._snap
        return snap is not None and snap.rack.hints.declare_group

    # Long because every control's state is set from one snapshot and entry in one pass, so that no
    # control is left from the moment before.
    def update_controls(self) -> None:
        """Enable, check and label the panel's controls for the snapshot and the entry."""
        snap = self._snap
        if snap is None:
            return
        fouls = self._discipline_fouls()
        if fouls != self._menu_fouls:
            self._menu_fouls = fouls
            self._label_foul_menu()
        self._enable_fouls()
        can_shoot = self.can_shoot()
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
        calls = self.calls_possible()
        if not calls:
            self.miss_mode = False
        # "called, missed" where a call can be given at all (not in nine-ball, for one); its
        # cell goes to "push out" then, so the row has no hole
        self.miss_btn.setVisible(calls)
        span = 1 if calls else 2
        if span != self._push_span:
            self._push_span = span
            self._grid.removeWidget(self.push_btn)
            self._grid.addWidget(self.push_btn, 3, 1, 1, span)
        self.miss_btn.setEnabled(can_shoot and not snap.rack.breaking and calls)
        self.miss_btn.setChecked(self.miss_mode)
        self.off_table_btn.setChecked(self.off_table_mode)
        breaking = snap.rack.breaking and can_shoot
        self.break_ok_btn.setVisible(breaking)
        self.break_short_btn.setVisible(breaking)
        if snap.rack.hints.cue_and_two_to_rail:
            self.break_ok_btn.setText(
                QCoreApplication.translate("ScorekeeperWindow", "Safety break, legal [L]")
            )
            self.break_short_btn.setText(
                QCoreApplication.translate("ScorekeeperWindow", "Breaking foul [K]")
            )
        else:
            self.break_ok_btn.setText(
                QCoreApplication.translate("ScorekeeperWindow", "Dry break, legal [L]")
            )
            self.break_short_btn.setText(
                QCoreApplication.translate("ScorekeeperWindow", "Short break [K]")
            )
        self._show_detail_rows(snap)
        declare = self.open_table_declaration()
        for btn, group in ((self.solids_btn, Group.SOLIDS), (self.stripes_btn, Group.STRIPES)):
            btn.setVisible(declare)
            btn.setEnabled(can_shoot and declare)
            btn.setChecked(self.entry.declared_group is group)
        safety_item = self.call_ball.model().item(1)  # type: ignore[attr-defined]
        if safety_item is not None:
            safety_item.setEnabled(snap.rack.safety_allowed)
        self.entry_label.setText(self._entry_text())
        self.changed.emit()

    def calls_possible(self) -> bool:
        """Whether the shooter can give a call now (the engine's hints say so)."""
        snap = self._snap
        if snap is None:
            return False
        hints = snap.rack.hints
        return bool(hints.callable) or hints.call_required

    def _show_detail_rows(self, snap: Snapshot) -> None:
        """Only the details the engine's hints ask for: the call when a call can be given, the
        rail count and head-string crossings on the break, the re-rack interference in 14.1.
        With no row to show the box hides."""
        hints = snap.rack.hints
        call = bool(hints.callable) or hints.call_required
        for w in (self.call_label, self.call_ball, self.call_pocket):
            w.setVisible(call)
        self.rails.setVisible(hints.rails)
        self.rails_label.setVisible(hints.rails)
        self.crossings.setVisible(hints.head_string_crossings)
        self.crossings_label.setVisible(hints.head_string_crossings)
        self.interference.setVisible(hints.interference)
        self.interference_label.setVisible(hints.interference)
        self.details.setVisible(
            call or hints.rails or hints.head_string_crossings or hints.interference
        )

    # Long because the line that says what is marked is written part by part in the order it reads.
    def _entry_text(self) -> str:
        e = self.entry
        snap = self._snap
        if snap is None:
            return ""
        if snap.winner is not None:
            return QCoreApplication.translate("ScorekeeperWindow", "The match is over.")
        if snap.rack_only:
            return QCoreApplication.translate(
                "ScorekeeperWindow", "Count the racks: 1 / 2 add a rack, 3 / 4 take one back."
            )
        if snap.rack.awaiting_lag:
            return QCoreApplication.translate(
                "ScorekeeperWindow", "Lag: press 1–4 or click who won it."
            )
        if snap.decision.pending is not None:
            return fill(
                QCoreApplication.translate(
                    "ScorekeeperWindow", "Choice pending: press 1–%1 or click an option."
                ),
                str(len(snap.decision.pending.options)),
            )
        parts = []
        if e.call_ball is not None:
            pocket = texts.text(e.call_pocket) if e.call_pocket else "?"
            parts.append(
                fill(
                    QCoreApplication.translate("ScorekeeperWindow", "Called: %1 → %2"),
                    str(e.call_ball),
                    pocket,
                )
            )
        if e.balls:
            made = [
                f"{b}" + (f" → {texts.text(e.pockets[b])}" if b in e.pockets else "")
                for b in e.balls
            ]
            parts.append(
                fill(QCoreApplication.translate("ScorekeeperWindow", "Made: %1"), ", ".join(made))
            )
        if e.off_table:
            parts.append(
                fill(
                    QCoreApplication.translate("ScorekeeperWindow", "Off the table: %1"),
                    ", ".join(map(str, sorted(e.off_table))),
                )
            )
        if e.cue is not CueBall.ON_TABLE:
            parts.append(texts.text(e.cue))
        if e.fouls:
            parts.append(", ".join(texts.text(f) for f in CALLED_FOULS if f in e.fouls))
        if e.declared_group is not None:
            parts.append(texts.text(e.declared_group))
        if self.off_table_mode:
            parts.append(
                QCoreApplication.translate(
                    "ScorekeeperWindow", "click the ball that left the table"
                )
            )
        if self.miss_mode:
            parts.append(
                QCoreApplication.translate(
                    "ScorekeeperWindow", "called and missed: click the called pocket"
                )
            )
        if parts:
            return " · ".join(parts)
        if snap.rack.breaking:
            return QCoreApplication.translate(
                "ScorekeeperWindow",
                "Break: click the balls made, then a pocket; nothing made: L or K.",
            )
        if snap.rack.call_required:
            return QCoreApplication.translate(
                "ScorekeeperWindow",
                "Made: ball, then pocket (the call). Nothing made: Enter. Foul: C, V or F.",
            )
        return QCoreApplication.translate(
            "ScorekeeperWindow", "Made: ball, then pocket. Nothing made: Enter. Foul: C, V or F."
        )

    # -- editing the entry ------------------------------------------------------------------------

    def mark_ball(self, ball: int) -> None:
        """A ball clicked or typed: made, off the table (in that mode), or the call unmarked."""
        if self.off_table_mode:
            self.entry.toggle_off_table(ball)
            self.off_table_mode = False
        elif ball == self.entry.call_ball:
            self.entry.call_ball = None
            self.entry.call_pocket = None
        else:
            self.entry.toggle_ball(ball)
        self.update_controls()

    def pocket(self, pocket: Pocket, *, called_miss: bool = False) -> bool:
        """A pocket: the marked ball went in there (and is the call), which records the shot;
        with ``called_miss`` (Shift, or the "called, missed" mode) the marked ball was called
        in that pocket and missed."""
        if not self.can_shoot():
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
                self.message.emit(
                    lambda: (
                        QCoreApplication.translate(
                            "ScorekeeperWindow", "Click the called ball first."
                        )
                        if called_miss
                        else QCoreApplication.translate(
                            "ScorekeeperWindow", "Click the ball that was made first."
                        )
                    ),
                    6000,
                )
                self.update_controls()
                return False
        if called_miss:
            self.entry.call_marked(pocket)
            return self.record()
        return self.record(pocket=pocket)

    def toggle_off_table_mode(self) -> None:
        self.off_table_mode = not self.off_table_mode
        self.update_controls()

    def toggle_miss_mode(self) -> None:
        self.miss_mode = not self.miss_mode and self.calls_possible()
        self.update_controls()

    def declare(self, group: Group) -> None:
        if not self.open_table_declaration():
            return
        self.entry.declared_group = None if self.entry.declared_group is group else group
        self.update_controls()

    def choose_call(self, ball: int) -> None:
        """The answer to "which ball was called?": recorded at once when its pocket is known,
        else the next pocket clicked is the called one."""
        self.entry.choose_call(ball)
        self.ask_call.emit(())
        if self.entry.call_pocket is not None:
            self.record()
            return
        self.message.emit(
            lambda: fill(
                QCoreApplication.translate(
                    "ScorekeeperWindow", "Click the pocket the %1 went into."
                ),
                str(ball),
            ),
            8000,
        )
        self.update_controls()

    def clear_entry(self) -> None:
        if self.entry.balls:
            self.ask_call.emit(())
        self.entry = ShotEntry()
        self.off_table_mode = False
        self.miss_mode = False
        self.rails.setValue(-1)
        self.crossings.setValue(0)
        self.call_ball.setCurrentIndex(0)
        self.call_pocket.setCurrentIndex(0)
        self.interference.setCurrentIndex(0)
        self.update_controls()

    @property
    def pristine(self) -> bool:
        """Nothing entered and no mode on: Undo then undoes the last move."""
        return self.entry.empty and not self.off_table_mode and not self.miss_mode

    # -- finishing the shot -----------------------------------------------------------------------

    def record_break(self, legal: bool) -> bool:
        """A break with nothing made: enough balls to a rail (legal) or not."""
        snap = self._snap
        if snap is None or not snap.rack.breaking or not self.can_shoot():
            return False
        if snap.rack.hints.cue_and_two_to_rail:
            self.entry.cue_and_two_to_rail = legal
        else:
            self.entry.rails = 4 if legal else 0
        return self.record()

    def record(
        self,
        *,
        pocket: Pocket | None = None,
        cue: CueBall | None = None,
        foul: Foul | None = None,
        safety: bool = False,
        push_out: bool = False,
    ) -> bool:
        """Finish the entry with one of the finishing actions and hand the shot to ``submit``:
        True when it was recorded (the entry is cleared), False when nothing was recorded (the
        entry stays)."""
        snap = self._snap
        if snap is None or not self.can_shoot():
            return False
        e = self.entry
        if foul is not None and foul not in self.offered_fouls():
            return False  # not offered for this entry (a disabled menu item)
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
        call = self.call_ball.currentData() if self.call_ball.isVisibleTo(self.details) else None
        if call == "safety":
            e.safety = True
        elif call is not None:
            e.call_ball = int(call)
            e.call_pocket = self.call_pocket.currentData()
        if self.interference.isVisibleTo(self.details):
            e.interference = self.interference.currentData() or Interference.NONE
        shot = e.build(pocket=pocket, hints=snap.rack.hints)
        recorded = self._submit is not None and self._submit(shot)
        if recorded:
            self.clear_entry()
            self.recorded.emit(shot)
            return True
        # refused: what was marked stays (the cue ball and fouls too) so one more action can
        # complete the entry, e.g. the call the rules need
        e = self.entry
        e.safety, e.push_out, e.rails, e.call_ball, e.call_pocket = saved
        self.update_controls()
        return False

    def open_foul_menu(self) -> None:
        if self.can_shoot():
            self.foul_menu.popup(self.foul_btn.mapToGlobal(self.foul_btn.rect().bottomLeft()))
