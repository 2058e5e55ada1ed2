"""The desk's dialogs: a new competition, and a result typed in by hand."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import rules
from scoreboard.competition import (
    Competition,
    CompetitionError,
    Distance,
    Format,
    Problem,
    Slot,
)
from scoreboard.competition.competition import (
    EVENT_CLOCKS,
    FORMAT_DISTANCES,
    MAX_BEST_OF,
    MAX_POINTS,
    MIN_POINTS_SCORE,
    default_distances,
)
from scoreboard.match.match import is_points
from scoreboard.table.shot_clock import PROFILES
from ui import texts
from ui.competition.words import FORMAT_ORDER, distance_text, format_text, problem_text, slot_name
from ui.i18n import fill, tr
from ui.plain import set_tooltip


class DistanceSpinBox(QSpinBox):
    """A distance: a "best of", odd numbers from 1 to 99; or in 14.1 (``points``) a points
    target from 1 to 1000."""

    def __init__(self, value: int, parent: QWidget | None = None, *, points: bool = False) -> None:
        super().__init__(parent)
        self.set_points(points)
        self.setValue(value)

    def set_points(self, points: bool) -> None:
        self.points = points
        self.setRange(1, MAX_POINTS if points else MAX_BEST_OF)
        self.setSingleStep(5 if points else 2)

    def fixup(self, text: str) -> str:
        return text


def discipline_order() -> list[str]:
    """The disciplines in the order New match lists them."""
    from ui.scorekeeper.setup_dialog import DISCIPLINE_ORDER

    available = [str(d) for d in rules.disciplines()]
    first = [str(d) for d in DISCIPLINE_ORDER if str(d) in available]
    return first + sorted(set(available) - set(first))


def distances_title(points: bool) -> str:
    return tr("Distances (points)") if points else tr("Distances (best of)")


def odd_distance_missing(spins: Iterable[DistanceSpinBox]) -> DistanceSpinBox | None:
    """The first "best of" spin box holding an even number (None when all can be played)."""
    return next((s for s in spins if not s.points and s.value() % 2 == 0), None)


def clock_combo(key: str) -> QComboBox:
    """The event's shot clock: none, or one of the known profiles (``key`` chosen)."""
    combo = QComboBox()
    combo.addItem(tr("No shot clock"), "")
    for k in EVENT_CLOCKS:
        profile = PROFILES[k]
        combo.addItem(fill(tr("%1 (%2 s a shot)"), profile.name, f"{profile.shot_seconds:g}"), k)
    combo.setCurrentIndex(max(0, combo.findData(key)))
    set_tooltip(
        combo,
        tr(
            "Every match the desk starts plays with this clock, in the scorekeeper's window "
            "and on phone tables alike. A change applies to the matches started after it."
        ),
    )
    return combo


def phase_clock_combo(key: str | None) -> QComboBox:
    """A phase's shot clock: the event's (None), none, or one of the known profiles."""
    combo = clock_combo(key or "")
    combo.insertItem(0, tr("The event's shot clock"), None)
    combo.setCurrentIndex(0 if key is None else max(1, combo.findData(key)))
    set_tooltip(
        combo,
        tr(
            "The shot clock of this phase's matches: the event's, unless another is chosen "
            "(the final timed when the early rounds are not, for instance)."
        ),
    )
    return combo


class NewCompetitionDialog(QDialog):
    """Name, discipline and rules, format, tables and distances of a new competition."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New competition"))
        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setMaxLength(80)
        self.discipline = QComboBox()
        for key in discipline_order():
            self.discipline.addItem(texts.discipline_name(key), key)
        self.ruleset = QComboBox()
        self.format = QComboBox()
        for fmt in FORMAT_ORDER:
            self.format.addItem(format_text(fmt), fmt)
        self.group_size = QSpinBox()
        self.group_size.setRange(2, 16)
        self.group_size.setValue(4)
        self.tables = QSpinBox()
        self.tables.setRange(1, 64)
        self.tables.setValue(4)
        self._build_checks()
        self.shot_clock = clock_combo("")
        self.form = form
        form.addRow(tr("Name"), self.name)
        form.addRow(tr("Discipline"), self.discipline)
        form.addRow(tr("Rules"), self.ruleset)
        form.addRow(tr("Format"), self.format)
        form.addRow(tr("Players per group"), self.group_size)
        form.addRow("", self.reset_final)
        form.addRow(tr("Tables"), self.tables)
        form.addRow("", self.handicapped)
        form.addRow(tr("Shot clock"), self.shot_clock)
        self.distance_box = box = QGroupBox(distances_title(False))
        self.distance_form = dist = QFormLayout(box)
        self.distances: dict[Distance, DistanceSpinBox] = {}
        for d in Distance:
            spin = DistanceSpinBox(1)
            self.distances[d] = spin
            dist.addRow(distance_text(d), spin)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # may quote an entrant's name
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(box)
        lay.addWidget(self.message)
        lay.addWidget(buttons)
        self.discipline.currentIndexChanged.connect(self._discipline_changed)
        self.format.currentIndexChanged.connect(self._format_changed)
        self.discipline.setCurrentIndex(max(0, self.discipline.findData("eight-ball")))
        self._fill_rulesets()
        self._format_changed()

    def _build_checks(self) -> None:
        """A second final; a handicapped event."""
        self.reset_final = QCheckBox(tr("Second final if the losers' side wins the first"))
        set_tooltip(
            self.reset_final,
            tr(
                "A true double elimination: nobody is out before a second loss. The RFEB "
                "system plays one final (RFEB-Art.32)."
            ),
        )
        self.handicapped = QCheckBox(tr("Handicapped: each race from the two players' ratings"))
        set_tooltip(
            self.handicapped,
            tr(
                "The ratings are read from the match history when the draw is made; a player "
                "with none plays at the starter rating. Not in 14.1."
            ),
        )

    def _fill_rulesets(self) -> None:
        key = self.discipline.currentData()
        self.ruleset.clear()
        for r in rules.disciplines().get(key, ()):
            self.ruleset.addItem(texts.ruleset_name(r), r)
        i = self.ruleset.findData("rfeb")
        if i >= 0 and self.format.currentData() is Format.RFEB:
            self.ruleset.setCurrentIndex(i)

    def _discipline_changed(self) -> None:
        points = is_points(str(self.discipline.currentData()))
        self.handicapped.setEnabled(not points)
        if points:
            self.handicapped.setChecked(False)
        if any(spin.points != points for spin in self.distances.values()):
            self._set_distances()
        self._fill_rulesets()

    def _set_distances(self) -> None:
        """The event's default distances for the chosen format and discipline (14.1: points)."""
        key = str(self.discipline.currentData())
        points = is_points(key)
        self.distance_box.setTitle(distances_title(points))
        for d, value in default_distances(self.format.currentData(), key).items():
            self.distances[d].set_points(points)
            self.distances[d].setValue(value)

    def _format_changed(self) -> None:
        fmt = self.format.currentData()
        self._set_distances()
        # only what the format plays: its own distances, groups, a second final
        self.form.setRowVisible(self.group_size, fmt is Format.ROUND_ROBIN)
        double = fmt in (Format.DOUBLE_ELIMINATION, Format.RFEB)
        self.form.setRowVisible(self.reset_final, double)
        self.reset_final.setChecked(fmt is Format.DOUBLE_ELIMINATION)
        for d, spin in self.distances.items():
            self.distance_form.setRowVisible(spin, d in FORMAT_DISTANCES[fmt])
        self._fill_rulesets()
        self.adjustSize()

    def competition(self) -> Competition | None:
        """The competition described, or None (with the reason shown) if it cannot be."""
        name = " ".join(self.name.text().split()) or tr("Competition")
        try:
            fmt = self.format.currentData()
            even = odd_distance_missing(
                s for d, s in self.distances.items() if d in FORMAT_DISTANCES[fmt]
            )
            if even is not None:
                even.setFocus()
                raise CompetitionError(Problem.BAD_DISTANCE)
            return Competition(
                name,
                self.format.currentData(),
                discipline=str(self.discipline.currentData()),
                ruleset=self.ruleset.currentData(),
                group_size=self.group_size.value(),
                tables=self.tables.value(),
                distances={d: s.value() for d, s in self.distances.items()},
                reset_final=self.reset_final.isChecked()
                and self.format.currentData() is not Format.ROUND_ROBIN,
                handicapped=self.handicapped.isChecked() and self.handicapped.isEnabled(),
                shot_clock=str(self.shot_clock.currentData() or ""),
            )
        except CompetitionError as exc:
            self.message.setText(problem_text(exc))
            return None

    def accept(self) -> None:
        if self.competition() is not None:
            super().accept()


def rule_text(c: Competition, slot: Slot) -> str:
    """What ends the match of ``slot``: its distance, or each player's handicapped number."""
    if slot.points:
        return fill(
            tr("To %1 points: the winner reaches them, the other stays below."), str(slot.race)
        )
    if slot.handicap is not None:
        return fill(
            tr("Handicapped race: %1 needs %2 racks, %3 needs %4."),
            c.entrant(slot.top),
            str(slot.handicap[0]),
            c.entrant(slot.bottom),
            str(slot.handicap[1]),
        )
    return fill(tr("Best of %1: the winner takes %2 racks."), str(slot.best_of), str(slot.race))


class ResultDialog(QDialog):
    """Racks won by each player of a slot, checked against its distance before it is
    accepted."""

    def __init__(self, c: Competition, slot: Slot, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.c, self.slot = c, slot
        self.setWindowTitle(fill(tr("Result of %1"), slot_name(c, slot.id)))
        lay = QVBoxLayout(self)
        rule_label = QLabel(rule_text(c, slot))
        rule_label.setTextFormat(Qt.TextFormat.PlainText)  # may quote entrants' names
        rule_label.setWordWrap(True)
        lay.addWidget(rule_label)
        form = QFormLayout()
        self.spins: list[QSpinBox] = []
        for i, rank in enumerate(slot.players):
            spin = QSpinBox()
            # 14.1 scores are points, below zero after fouls
            if slot.points:
                spin.setRange(MIN_POINTS_SCORE, MAX_POINTS)
            else:
                spin.setRange(0, 99)
            if slot.result is not None:
                spin.setValue(slot.result.racks[i])
            self.spins.append(spin)
            label = QLabel(c.entrant(rank))
            label.setTextFormat(Qt.TextFormat.PlainText)
            row = QHBoxLayout()
            row.addWidget(spin)
            form.addRow(label, row)
        lay.addLayout(form)
        self.forfeit_box = QCheckBox(
            tr("Won without the distance (no-show, concession, disqualification) by:")
        )
        self.forfeit_winner = QComboBox()
        for rank in slot.players:
            self.forfeit_winner.addItem(c.entrant(rank))
        self.forfeit_winner.setEnabled(False)
        self.forfeit_box.toggled.connect(self.forfeit_winner.setEnabled)
        if slot.result is not None and slot.result.forfeit is not None:
            self.forfeit_box.setChecked(True)
            self.forfeit_winner.setCurrentIndex(slot.result.forfeit)
        lay.addWidget(self.forfeit_box)
        lay.addWidget(self.forfeit_winner)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # may quote an entrant's name
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def racks(self) -> tuple[int, int]:
        return (self.spins[0].value(), self.spins[1].value())

    def forfeit(self) -> int | None:
        """The side given the match without the distance, or None."""
        return self.forfeit_winner.currentIndex() if self.forfeit_box.isChecked() else None

    def accept(self) -> None:
        try:
            self.c.check_score(self.slot.id, self.racks(), self.forfeit())
        except CompetitionError as exc:
            self.message.setText(problem_text(exc, self.c))
            return
        super().accept()


class DistancesDialog(QDialog):
    """The distances of an event, per phase (RFEB-Art.31 gives the defaults). Results already
    entered keep the distance they were played at."""

    def __init__(self, c: Competition, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(distances_title(c.points))
        form = QFormLayout(self)
        self.c = c
        self.spins: dict[Distance, DistanceSpinBox] = {}
        self.clocks: dict[Distance, QComboBox] = {}
        for d in FORMAT_DISTANCES[c.format]:  # only the phases this format plays
            spin = DistanceSpinBox(c.distances[d], points=c.points)
            self.spins[d] = spin
            self.clocks[d] = phase_clock_combo(c.phase_clocks.get(d))
            row = QHBoxLayout()
            row.addWidget(spin)
            row.addWidget(self.clocks[d], 1)
            form.addRow(distance_text(d), row)
        self.shot_clock = clock_combo(c.shot_clock)
        form.addRow(tr("Shot clock"), self.shot_clock)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # may quote an entrant's name
        self.message.setWordWrap(True)
        form.addRow(self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def distances(self) -> dict[Distance, int]:
        return {d: s.value() for d, s in self.spins.items()}

    def clock(self) -> str:
        """The shot clock chosen (a profile's key, "" none)."""
        return str(self.shot_clock.currentData() or "")

    def phase_clocks(self) -> dict[Distance, str | None]:
        """Each phase's own shot clock (None: the event's)."""
        out: dict[Distance, str | None] = {}
        for d, combo in self.clocks.items():
            data = combo.currentData()
            out[d] = None if data is None else str(data)
        return out

    def accept(self) -> None:
        if odd_distance_missing(self.spins.values()) is not None:
            self.message.setText(problem_text(CompetitionError(Problem.BAD_DISTANCE)))
            return
        super().accept()
