"""Panels of the scorekeeper window: the players, the decision, the clock (the 14.1 sheet is
:mod:`ui.scorekeeper.inning_sheet`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rules import BallInHand, Option, ThirdFoul
from scoreboard.match.snapshot import Snapshot
from scoreboard.table.shot_clock import ClockSnapshot, Phase
from ui import describe, texts
from ui.i18n import fill
from ui.plain import set_tooltip
from ui.scorekeeper.keyboard import key_text


def restyle(widget: QWidget, **properties: object) -> None:
    """Set the dynamic ``properties`` the stylesheet selects ``widget`` by, and have the style
    read them again, only when one of them changed: a style pass on every snapshot or clock
    tick would redo the same work. A widget not polished yet is left to its first polish,
    which reads them."""
    if all(widget.property(name) == value for name, value in properties.items()):
        return
    for name, value in properties.items():
        widget.setProperty(name, value)
    if not widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):
        return
    # the style polishes the widget again, as a Polish event has it do (the stylesheet's style
    # drops what it kept of the widget's rules): ``widget.style()`` would load PySide6's
    # QStyle type and its enums, some milliseconds of the start-up, for this one call
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.Polish))


def three_foul_rule(snap: Snapshot) -> bool:
    """True when three consecutive fouls are penalised (WPA-6.14), as the engine says: 9-ball,
    10-ball, Argentine 8-ball (loss of the rack), 14.1 (points, WPA-4.11); WPA and RFEB 8-ball
    have no such rule."""
    return snap.rack.hints.third_foul is not ThirdFoul.NOTHING


class PlayerPanel(QFrame):
    """One player: name, score against the race, at the table, break, group, fouls."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setObjectName(f"player{index}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.name = QLabel()
        self.name.setObjectName("playerName")
        f = QFont()
        f.setPointSize(16)
        f.setBold(True)
        self.name.setFont(f)
        self.score = QLabel("0")
        self.score.setObjectName("playerScore")
        sf = QFont()
        sf.setPointSize(30)
        sf.setBold(True)
        self.score.setFont(sf)
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.info = QLabel()
        self.info.setObjectName("playerInfo")
        self.info.setWordWrap(True)
        self.fouls = QLabel()
        self.fouls.setObjectName("playerFouls")
        lay = QGridLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.addWidget(self.name, 0, 0)
        lay.addWidget(self.score, 0, 1, 2, 1)
        lay.addWidget(self.info, 1, 0)
        lay.addWidget(self.fouls, 2, 0, 1, 2)
        lay.setColumnStretch(0, 1)

    def show_snapshot(self, snap: Snapshot) -> None:
        i = self.index
        at_table = snap.rack.turn == i and snap.winner is None
        marker = "▶ " if at_table else ""
        self.name.setText(marker + snap.players.names[i])
        if snap.target is not None:
            self.score.setText(f"{snap.players.score[i]}/{snap.target[i]}")
        else:
            self.score.setText(f"{snap.players.score[i]}/{snap.race[i]}")
        info: list[str] = []
        if snap.winner == i:
            info.append(self.tr("Winner of the match"))
        if describe.breaks_now(snap) == i:
            info.append(self.tr("Breaks"))
        elif describe.broke(snap, i):
            info.append(self.tr("Broke this rack"))
        group = snap.players.groups[i]
        if group is not None:
            info.append(texts.text(group))
        if at_table and snap.rack.ball_in_hand is not BallInHand.NONE and not snap.rack.breaking:
            info.append(texts.text(snap.rack.ball_in_hand))
        if snap.target is not None:
            info.append(
                fill(
                    self.tr("Run %1 · high %2 · avg %3"),
                    str(snap.rack.run if at_table else 0),
                    str(snap.players.high_run[i]),
                    QLocale().toString(snap.players.average[i], "f", 2),
                )
            )
        info.append(fill(self.tr("Innings %1"), str(snap.players.innings[i])))
        if snap.players.match_ball[i] and snap.winner is None:
            info.append(self.tr("Match ball"))
        self.info.setText(" · ".join(info))
        # the fouls of a rack in play: none once the match is over
        n = snap.players.foul_counts[i] if snap.winner is None else 0
        if n >= 2 and snap.rack.hints.third_foul is ThirdFoul.POINTS:
            self.fouls.setText(
                fill(
                    self.tr("⚠ %1 consecutive fouls: a third costs %2 more points"),
                    str(n),
                    str(snap.rack.hints.third_foul_points),
                )
            )
        elif n >= 2 and three_foul_rule(snap):
            self.fouls.setText(
                fill(self.tr("⚠ %1 consecutive fouls: a third loses the rack"), str(n))
            )
        elif n >= 2:
            self.fouls.setText(fill(self.tr("%1 consecutive fouls"), str(n)))
        elif n == 1:
            self.fouls.setText(self.tr("1 foul"))
        else:
            self.fouls.setText("")
        restyle(self, atTable=at_table, warned=n >= 2 and three_foul_rule(snap))


#: The lag's answers, in button order: (winner, breaks).
LAG_CHOICES: tuple[tuple[int, bool], ...] = ((0, True), (0, False), (1, True), (1, False))


class DecisionPanel(QFrame):
    """What the rules decided and why; the pending choice as large buttons."""

    option_chosen = Signal(object)  # rules.Option
    lag_chosen = Signal(int, bool)  # the lag's winner, whether they break
    call_chosen = Signal(int)  # the ball the scorekeeper says was called
    new_match_asked = Signal()  # the empty window's "New match" button
    resume_asked = Signal()  # the empty window's "Resume" button

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decision")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel()
        self.title.setObjectName("decisionTitle")
        tf = QFont()
        tf.setBold(True)
        self.title.setFont(tf)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setObjectName("decisionText")
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rule = QLabel()
        self.rule.setObjectName("decisionRule")
        self.rule.setWordWrap(True)  # several citations must not run off the panel
        self.choice_label = QLabel()
        self.choice_label.setWordWrap(True)
        self.choice_label.setObjectName("choiceLabel")
        self.buttons_box = QWidget()
        self.buttons = QVBoxLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.option_buttons: list[QPushButton] = []
        # the empty window (no match set up): what to do, as two large buttons
        self.start_box = QWidget()
        self.start_box.setObjectName("startBox")
        start = QVBoxLayout(self.start_box)
        start.setContentsMargins(0, 0, 0, 0)
        self.new_match_btn = QPushButton()
        self.new_match_btn.setObjectName("newMatchButton")
        self.resume_btn = QPushButton()
        self.resume_btn.setObjectName("resumeButton")
        for b, signal in (
            (self.new_match_btn, self.new_match_asked),
            (self.resume_btn, self.resume_asked),
        ):
            b.setMinimumHeight(48)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(signal)
            start.addWidget(b)
        self.start_box.hide()
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        lay.addWidget(self.rule)
        lay.addWidget(self.choice_label)
        lay.addWidget(self.buttons_box)
        lay.addWidget(self.start_box)
        lay.addStretch(1)
        self._snap: Snapshot | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Decision"))
        new = key_text(QKeySequence.StandardKey.New)  # the menu's shortcut, as it writes it
        self.new_match_btn.setText(fill(self.tr("New match… [%1]"), new))
        self.resume_btn.setText(self.tr("Resume the last unfinished match…"))
        if self._snap is not None:
            self.show_snapshot(self._snap)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_snapshot(self, snap: Snapshot) -> None:
        self._snap = snap
        self.start_box.setVisible(not snap.set_up)
        if not snap.set_up or not any(snap.players.names):
            self.title.setText(self.tr("No match"))
            self.text.setText(
                self.tr(
                    "No match is set up, so nothing can be entered yet. Start a new match, or "
                    "resume the last unfinished one: every entry is then saved as it is made."
                )
            )
            self.rule.setText("")
            self.choice_label.setText("")
            for b in self.option_buttons:
                b.hide()
                b.setParent(None)
                b.deleteLater()
            self.option_buttons = []
            return
        self.title.setText(self.tr("Decision"))
        v = snap.decision.verdict
        previous = snap.history.last if v is None and not snap.rack.awaiting_lag else None
        if previous is not None and snap.rack.turn is not None:
            # a new rack: what ended the last one, and who breaks this one
            lines = describe.verdict_lines(previous.verdict, snap)
            lines.append(fill(self.tr("%1 breaks."), snap.players.names[snap.rack.turn]))
            self.text.setText("\n".join(lines))
            self.rule.setText(describe.citations(previous.verdict))
        elif snap.rack_only:
            self.text.setText(self.tr("Racks only: each rack won is counted, no shots."))
            self.rule.setText("")
        elif v is None:
            if snap.rack.awaiting_lag:
                self.text.setText(self.tr("Enter the lag: who won it and whether they break."))
                self.rule.setText(fill(describe.tr("Rule: %1"), "WPA-1.2, RFEB-Art.7"))
                self._show_buttons(snap)
                return
            elif snap.rack.turn is not None:
                self.text.setText(
                    fill(self.tr("%1 breaks."), snap.players.names[snap.rack.breaker or 0])
                )
            else:
                self.text.setText("")
            self.rule.setText("")
        else:
            self.text.setText("\n".join(describe.verdict_lines(v, snap)))
            self.rule.setText(describe.citations(v))
        if snap.winner is not None:
            # who won, and why: the last rack's verdict, or a concession, forfeit, penalty
            self.text.setText("\n".join(describe.match_end_lines(snap)))
            self.rule.setText(describe.match_end_citations(snap))
        self._show_buttons(snap)

    def _show_buttons(self, snap: Snapshot) -> None:
        for b in self.option_buttons:
            b.hide()
            b.setParent(None)
            b.deleteLater()
        self.option_buttons = []
        p = snap.decision.pending
        if snap.rack.awaiting_lag:
            self.choice_label.setText(self.tr("Who won the lag?"))
            for n, (winner, breaks) in enumerate(LAG_CHOICES, start=1):
                name = snap.players.names[winner]
                text = (
                    fill(self.tr("%1 won the lag and breaks"), name)
                    if breaks
                    else fill(self.tr("%1 won the lag, does not break"), name)
                )
                self._add_button(
                    n, text, lambda _=False, w=winner, k=breaks: self.lag_chosen.emit(w, k)
                )
            self._fit_buttons()
            return
        if p is None:
            self.choice_label.setText("")
            return
        label = fill(
            self.tr("%1 chooses (%2):"), snap.players.names[p.chooser], texts.text(p.reason)
        )
        if snap.rack.hints.pick:
            label += "\n" + fill(
                self.tr("To choose which balls to remove, click %1 of them on the rack."),
                str(snap.rack.hints.pick),
            )
        self.choice_label.setText(label)
        for n, option in enumerate(p.options, start=1):
            b = self._add_button(
                n, texts.text(option), lambda _=False, o=option: self.option_chosen.emit(o)
            )
            b.setProperty("option", option.value)
        self._fit_buttons()

    def ask_call(self, balls: tuple[int, ...]) -> None:
        """Ask for the one fact the verdict still needs: which ball was called. ``balls`` are
        the shooter's legal balls, each a button; an empty tuple withdraws the question."""
        if self._snap is not None:
            self._show_buttons(self._snap)
        if not balls:
            return
        self.choice_label.setText(self.tr("Which ball was called?"))
        for ball in balls:
            b = self._add_button(
                None,
                fill(self.tr("Ball %1"), str(ball)),
                lambda _=False, x=ball: self.call_chosen.emit(x),
            )
            b.setProperty("ball", ball)
        self._fit_buttons()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_buttons()

    def _fit_buttons(self) -> None:
        """Long option texts (players' names) get a smaller font rather than being cut."""
        for b in self.option_buttons:
            avail = max(60, self.buttons_box.width() - 28)
            size = 12
            while size > 8:
                font = QFont(b.font())
                font.setPointSize(size)
                font.setBold(True)
                if QFontMetrics(font).horizontalAdvance(b.text()) <= avail:
                    break
                size -= 1
            b.setStyleSheet(f"font-size: {size}pt;")

    def _add_button(self, n: int | None, text: str, slot: Callable[..., object]) -> QPushButton:
        """A large answer button; ``n`` is its key (none when the digits mean balls)."""
        b = QPushButton(text if n is None else f"{n}  {text}")
        set_tooltip(b, text)
        b.setObjectName("optionButton")
        b.setMinimumHeight(48)
        b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        b.clicked.connect(slot)
        self.buttons.addWidget(b)
        self.option_buttons.append(b)
        return b

    def lag_at(self, n: int) -> tuple[int, bool] | None:
        """The lag answer of button ``n`` (1-based) while the lag is awaited."""
        if self._snap is None or not self._snap.rack.awaiting_lag:
            return None
        return LAG_CHOICES[n - 1] if 0 < n <= len(LAG_CHOICES) else None

    def option_at(self, n: int) -> Option | None:
        if self._snap is None or self._snap.decision.pending is None:
            return None
        options = self._snap.decision.pending.options
        return options[n - 1] if 0 < n <= len(options) else None


class ClockPanel(QFrame):
    """The shot clock on the scorekeeper's side, with its controls."""

    start_pause = Signal()
    reset = Signal()
    extend = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.seconds = QLabel("—")
        self.seconds.setObjectName("clockSeconds")
        f = QFont()
        f.setPointSize(26)
        f.setBold(True)
        self.seconds.setFont(f)
        self.seconds.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel()
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_btn = QPushButton()
        self.reset_btn = QPushButton()
        self.extend_btn = QPushButton()
        self.start_btn.clicked.connect(self.start_pause)
        self.reset_btn.clicked.connect(self.reset)
        self.extend_btn.clicked.connect(self.extend)
        buttons = QHBoxLayout()
        for b in (self.start_btn, self.reset_btn, self.extend_btn):
            buttons.addWidget(b)
        lay = QVBoxLayout(self)
        lay.addWidget(self.seconds)
        lay.addWidget(self.note)
        lay.addLayout(buttons)
        self._clock: ClockSnapshot | None = None
        # why the clock has nothing to time ("" while a shot may be timed)
        self._resting = ""
        self._snap: Snapshot | None = None
        self.retranslate()

    def show_match(self, snap: Snapshot) -> None:
        """A match that is over, or kept rack by rack, has no shot to time: the panel says
        so instead of "Ready", and its buttons (which would do nothing) are off."""
        self._snap = snap
        self._resting = self._resting_text(snap)
        for b in (self.start_btn, self.reset_btn, self.extend_btn):
            b.setEnabled(not self._resting)
        self.show_clock(self._clock)

    def _resting_text(self, snap: Snapshot | None) -> str:
        if snap is None or not snap.set_up:
            return ""
        if snap.winner is not None:
            return self.tr("Match over: no shot to time")
        if snap.rack_only:
            return self.tr("Racks only: no shot to time")
        return ""

    def retranslate(self) -> None:
        self.start_btn.setText(self.tr("Start/pause [T]"))
        self.reset_btn.setText(self.tr("Reset [R]"))
        self.extend_btn.setText(self.tr("Extension [E]"))
        self._resting = self._resting_text(self._snap)
        self.show_clock(self._clock)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_clock(self, clock: ClockSnapshot | None) -> None:
        self._clock = clock
        if clock is None:
            self.seconds.setText("—")
            self.note.setText(self.tr("Shot clock off"))
            phase = "idle"
        else:
            self.seconds.setText(str(clock.seconds_left) if clock.phase is not Phase.IDLE else "—")
            phase_names = {
                Phase.IDLE: self.tr("Ready"),
                Phase.RUNNING: self.tr("Running"),
                Phase.PAUSED: self.tr("Paused"),
                Phase.WARNING: self.tr("Warning"),
                Phase.COUNTDOWN: self.tr("Last seconds"),
                Phase.EXPIRED: self.tr("Time!"),
            }
            self.note.setText(
                fill(
                    self.tr("%1 · extensions left %2–%3"),
                    phase_names[clock.phase],
                    str(clock.extensions_left[0]),
                    str(clock.extensions_left[1]),
                )
            )
            phase = clock.phase.value
            if self._resting and clock.phase is Phase.IDLE:
                self.note.setText(self._resting)
        restyle(self, phase=phase)
