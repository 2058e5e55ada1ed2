"""Panels of the scorekeeper window: the players, the decision, the clock, the 14.1 sheet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rules import BallInHand, Option
from scoreboard.shot_clock import ClockSnapshot, Phase
from scoreboard.snapshot import Snapshot
from ui import describe, texts


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
        at_table = snap.turn == i and snap.winner is None
        marker = "▶ " if at_table else ""
        self.name.setText(marker + snap.players[i])
        if snap.target is not None:
            self.score.setText(f"{snap.score[i]}/{snap.target[i]}")
        else:
            self.score.setText(f"{snap.score[i]}/{snap.race[i]}")
        info: list[str] = []
        if snap.winner == i:
            info.append(self.tr("Winner of the match"))
        if snap.breaker == i:
            info.append(self.tr("Breaks") if snap.breaking else self.tr("Broke this rack"))
        if snap.groups[i] is not None:
            info.append(texts.text(snap.groups[i]))
        if at_table and snap.ball_in_hand is not BallInHand.NONE and not snap.breaking:
            info.append(texts.text(snap.ball_in_hand))
        if snap.target is not None:
            info.append(
                self.tr("Run %1 · high %2 · avg %3")
                .replace("%1", str(snap.run if at_table else 0))
                .replace("%2", str(snap.high_run[i]))
                .replace("%3", f"{snap.average[i]:.2f}")
            )
        info.append(self.tr("Innings %1").replace("%1", str(snap.innings[i])))
        if snap.match_ball[i] and snap.winner is None:
            info.append(self.tr("Match ball"))
        self.info.setText(" · ".join(info))
        n = snap.foul_counts[i]
        if n >= 2:
            self.fouls.setText(self.tr("⚠ %1 consecutive fouls").replace("%1", str(n)))
        elif n == 1:
            self.fouls.setText(self.tr("1 foul"))
        else:
            self.fouls.setText("")
        self.setProperty("atTable", at_table)
        self.setProperty("warned", n >= 2)
        self.style().unpolish(self)
        self.style().polish(self)


class DecisionPanel(QFrame):
    """What the rules decided and why; the pending choice as large buttons."""

    option_chosen = Signal(object)  # rules.Option

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
        self.choice_label = QLabel()
        self.choice_label.setWordWrap(True)
        self.choice_label.setObjectName("choiceLabel")
        self.buttons_box = QWidget()
        self.buttons = QVBoxLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.option_buttons: list[QPushButton] = []
        lay = QVBoxLayout(self)
        lay.addWidget(self.title)
        lay.addWidget(self.text)
        lay.addWidget(self.rule)
        lay.addWidget(self.choice_label)
        lay.addWidget(self.buttons_box)
        lay.addStretch(1)
        self._snap: Snapshot | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Decision"))
        if self._snap is not None:
            self.show_snapshot(self._snap)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_snapshot(self, snap: Snapshot) -> None:
        self._snap = snap
        v = snap.last_verdict
        if v is None:
            if snap.awaiting_lag:
                self.text.setText(self.tr("Enter the lag: who won it and whether they break."))
            elif snap.turn is not None:
                self.text.setText(
                    self.tr("%1 breaks.").replace("%1", snap.players[snap.breaker or 0])
                )
            else:
                self.text.setText("")
            self.rule.setText("")
        else:
            self.text.setText("\n".join(describe.verdict_lines(v, snap)))
            self.rule.setText(describe.citations(v))
        if snap.winner is not None:
            self.text.setText(self.tr("%1 wins the match.").replace("%1", snap.players[snap.winner]))
        for b in self.option_buttons:
            b.deleteLater()
        self.option_buttons = []
        p = snap.pending
        if p is None:
            self.choice_label.setText("")
            return
        self.choice_label.setText(
            self.tr("%1 chooses (%2):")
            .replace("%1", snap.players[p.chooser])
            .replace("%2", texts.text(p.reason))
        )
        for n, option in enumerate(p.options, start=1):
            b = QPushButton(f"{n}  {texts.text(option)}")
            b.setObjectName("optionButton")
            b.setProperty("option", option.value)
            b.setMinimumHeight(40)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, o=option: self.option_chosen.emit(o))
            self.buttons.addWidget(b)
            self.option_buttons.append(b)

    def option_at(self, n: int) -> Option | None:
        if self._snap is None or self._snap.pending is None:
            return None
        options = self._snap.pending.options
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
        self.retranslate()

    def retranslate(self) -> None:
        self.start_btn.setText(self.tr("Start/pause [T]"))
        self.reset_btn.setText(self.tr("Reset [R]"))
        self.extend_btn.setText(self.tr("Extension [E]"))
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
            self.setProperty("phase", "idle")
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
                self.tr("%1 · extensions %2–%3")
                .replace("%1", phase_names[clock.phase])
                .replace("%2", str(clock.extensions_left[0]))
                .replace("%3", str(clock.extensions_left[1]))
            )
            self.setProperty("phase", clock.phase.value)
        self.style().unpolish(self)
        self.style().polish(self)


class ScoreSheet(QTableWidget):
    """The classic 14.1 inning-by-inning sheet: per inning, each player's run, fouls, total."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 6, parent)
        self.setObjectName("scoreSheet")
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self._names = ("", "")
        self._count = -1
        self.retranslate()

    def retranslate(self) -> None:
        a, b = self._names
        self.setHorizontalHeaderLabels(
            [
                self.tr("Inn."),
                self.tr("%1 run").replace("%1", a),
                self.tr("Total"),
                self.tr("%1 run").replace("%1", b),
                self.tr("Total"),
                self.tr("Re-racks"),
            ]
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_snapshot(self, snap: Snapshot) -> None:
        if snap.players != self._names:
            self._names = snap.players
            self.retranslate()
        lines = snap.score_sheet
        if len(lines) == self._count:
            return
        self._count = len(lines)
        rows: dict[int, list[str]] = {}
        for line in lines:
            row = rows.setdefault(line.inning, ["", "", "", "", "", ""])
            row[0] = str(line.inning)
            run = str(line.run) + (f" −{line.penalty}" if line.penalty else "")
            row[1 + 2 * line.player] = run
            row[2 + 2 * line.player] = str(line.total)
            if line.reracks:
                row[5] = str(int(row[5] or 0) + line.reracks)
        self.setRowCount(len(rows))
        for r, key in enumerate(sorted(rows)):
            for c, value in enumerate(rows[key]):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(r, c, item)
        if rows:
            self.scrollToBottom()
