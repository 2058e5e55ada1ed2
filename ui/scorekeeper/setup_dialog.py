"""The match setup dialog: players, discipline and rules, distance, handicap, the first break and
the shot clock.

Long because it is one dialog whose sections depend on each other (the discipline decides the rules,
the distance, the handicap and the break rows), and its texts share the dialog's translation
context.

Under the race, when the players' ratings are known (:meth:`SetupDialog.set_ratings`), the
fair races of about that length (:mod:`ui.scorekeeper.fair_race`), one click away.

Its result is a :class:`~scoreboard.match.match.MatchConfig` that ``MatchConfig.validate()`` accepts
(the dialog refuses, with a message, what cannot be played), the lag's result when the first
break goes to a lag, and the shot-clock profile's key.

The defaults per discipline and ruleset are the rules' (``Rack.default_race``,
``default_best_of``, ``best_of_distances``, ``clock_profile`` and ``RackOptions.target``): nine-ball
race 7, ten-ball race 6, eight-ball race 5, 14.1 target 100; eight-ball under the Spanish
federation's rules starts at best of 9 (RFEB-Art.31) with the one-minute clock (RFEB-Art.29).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import rules
from rules import Discipline, IllegalInputError, RackOptions, Ruleset
from scoreboard.files.shapes import MAX_NAME, name_problem
from scoreboard.history.database import fold
from scoreboard.match.match import BreakFormat, MatchConfig, MatchConfigError, best_of
from scoreboard.players.rating_book import RatingBook
from scoreboard.service.settings import Settings
from scoreboard.table.clock_policy import ClockPolicy
from scoreboard.table.shot_clock import PROFILES, ClockProfile
from ui import texts
from ui.i18n import fill
from ui.plain import plain_labels, set_tooltip
from ui.scorekeeper.fair_race import FairRacePanel

#: Racks to win by default, as the rules of each discipline give them (``Rack.default_race``).
DEFAULT_RACE: dict[Discipline, int] = {
    d: rules.rack_class(d).default_race
    for d in (Discipline.EIGHT_BALL, Discipline.NINE_BALL, Discipline.TEN_BALL)
}
#: Points to win by default (14.1), as the rules give them (``RackOptions.target``).
DEFAULT_TARGET = RackOptions().target[0]
#: The "best of" distances offered in one click: the short club ones, then the RFEB's
#: (``best_of_distances``, RFEB-Art.31).
RFEB_BEST_OF = rules.rack_class(Discipline.EIGHT_BALL, Ruleset.RFEB).best_of_distances
BEST_OF = (3, 5, *RFEB_BEST_OF)
DISCIPLINE_ORDER = (
    Discipline.NINE_BALL,
    Discipline.TEN_BALL,
    Discipline.EIGHT_BALL,
    Discipline.STRAIGHT_POOL,
)
CLOCK_KEYS = ("wpa", "matchroom", "rfeb", "custom")
#: The clock combo's value for "no shot clock".
CLOCK_OFF = "off"
_FOLDED = Qt.ItemDataRole.UserRole + 1
#: The widest a box showing a player's name grows (pixels) before the dialog stops widening.
MAX_NAME_BOX = 420
#: the narrowest New match dialog, in pixels, and the widest handicap column heading
MIN_WIDTH = 820
MAX_HC_NAME = 200


class NameCompleter(QCompleter):
    """Completion over known player names, blind to accents and case, matching any part of the
    name (so a surname finds the player)."""

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(QStandardItemModel(parent), parent)
        self.add_names(names)
        self.setCompletionRole(_FOLDED)
        self.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)

    def add_names(self, names: Sequence[str]) -> None:
        """Offer these names too (those offered already are not repeated)."""
        model = self.model()
        assert isinstance(model, QStandardItemModel)
        seen = {str(model.item(row).text()) for row in range(model.rowCount())}
        for name in names:
            name = " ".join(str(name).split())
            if not name or name in seen:
                continue
            seen.add(name)
            item = QStandardItem(name)
            item.setData(fold(name), _FOLDED)
            model.appendRow(item)

    def follow(self, ratings: Callable[[Callable[[RatingBook], None]], RatingBook | None]) -> None:
        """Offer the registry's names too: those of the book ``ratings(done)`` returns now
        (``Session.ratings``) and of the one it hands to ``done`` later."""

        def landed(book: RatingBook) -> None:
            try:
                self.add_names(book.names)
            except RuntimeError:  # the completer is gone
                pass

        book = ratings(landed)
        if book is not None:
            self.add_names(book.names)

    def splitPath(self, path: str) -> list[str]:  # noqa: N802 - Qt override
        return [fold(path)]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:  # noqa: N802
        return str(index.data(Qt.ItemDataRole.DisplayRole))


def _spin(low: int, high: int, value: int) -> QSpinBox:
    s = QSpinBox()
    s.setRange(low, high)
    s.setValue(value)
    s.setAccelerated(True)
    return s


class SetupDialog(QDialog):
    """Set up a new match. Read the result with :meth:`result_config`, :meth:`lag` and
    :meth:`clock_profile_key` after ``exec()`` returns ``Accepted``."""

    def __init__(
        self,
        parent: QWidget | None = None,
        names: Sequence[str] = (),
        defaults: Settings | None = None,
        ratings: RatingBook | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self.setObjectName("setupDialog")
        # no fixed minimum: the layout's own minimum grows with a long name or a longer
        # language, so nothing is cut (a fixed minimum would stop the dialog from growing)
        self._defaults = defaults if defaults is not None else Settings()
        key = self._defaults.shot_clock_profile
        self._clock_default = key if key in CLOCK_KEYS or key == CLOCK_OFF else "wpa"
        self._ruleset_clock: str | None = None
        players = self._build_players(names)
        game = self._build_game()
        distance = self._build_distance()
        self._build_handicap()
        breaks = self._build_break()
        clock = self._build_clock()
        self._build_bottom()
        self._lay_out(players, game, distance, breaks, clock)
        self._wire()
        if ratings is not None:
            self.set_ratings(ratings)

    def set_ratings(self, book: RatingBook) -> None:
        """The players' ratings read (for the fair races), and the registry's names to
        complete."""
        self.completer.add_names(book.names)
        self.fair_race.book = book
        self._refresh()

    def follow_ratings(
        self, ratings: Callable[[Callable[[RatingBook], None]], RatingBook | None]
    ) -> None:
        """Show the ratings ``ratings(done)`` returns now (``Session.ratings``), and those it
        hands to ``done`` later, once read."""

        def landed(book: RatingBook) -> None:
            try:
                self.set_ratings(book)
            except RuntimeError:  # the dialog is gone: nobody to tell
                pass

        book = ratings(landed)
        if book is not None:
            self.set_ratings(book)

    def apply_race(self, a: int, b: int) -> None:
        """Play a race where player 1 needs ``a`` racks and player 2 ``b`` (a handicap when
        they differ)."""
        if a == b:
            self.handicap.setChecked(False)
            self.race.setValue(a)
        else:
            self.handicap.setChecked(True)
            self.hc_race[0].setValue(a)
            self.hc_race[1].setValue(b)
        self._refresh()

    def _build_players(self, names: Sequence[str]) -> QGroupBox:
        """The two names, with completion over the known players."""
        self.name_edits: tuple[QLineEdit, QLineEdit] = (QLineEdit(), QLineEdit())
        self.completer = NameCompleter(names, self)
        players = QGroupBox(self.tr("Players"))
        pform = QFormLayout(players)
        for i, edit in enumerate(self.name_edits):
            edit.setObjectName(f"playerName{i}")
            edit.setMaxLength(MAX_NAME)
            edit.setCompleter(self.completer)
            edit.setClearButtonEnabled(True)
            pform.addRow(fill(self.tr("Player %1"), str(i + 1)), edit)
        self.name_edits[0].setPlaceholderText(self.tr("Name of the first player"))
        self.name_edits[1].setPlaceholderText(self.tr("Name of the second player"))
        return players

    def _build_game(self) -> QGroupBox:
        """The discipline, its rules and their options."""
        game = QGroupBox(self.tr("Game"))
        self.game_form = gform = QFormLayout(game)
        self.discipline = QComboBox()
        available = rules.disciplines()
        for d in (*DISCIPLINE_ORDER, *sorted(set(available) - set(DISCIPLINE_ORDER))):
            if d in available:
                self.discipline.addItem(texts.discipline_name(d), d)
        self.ruleset = QComboBox()
        self.three_ball = QCheckBox(self.tr("Three-ball break"))
        set_tooltip(
            self.three_ball,
            self.tr(
                "The break must pocket three balls, or pocketed balls plus balls crossing the head string must reach three (WPA-2.10)."
            ),
        )
        self.rack_only = QCheckBox(self.tr("Count racks only (no shot entry)"))
        gform.addRow(self.tr("Discipline"), self.discipline)
        gform.addRow(self.tr("Rules"), self.ruleset)
        gform.addRow("", self.three_ball)
        gform.addRow("", self.rack_only)
        return game

    def _build_distance(self) -> QGroupBox:
        """The race (or best of, or sets) or the points to win."""
        self.distance = distance = QGroupBox(self.tr("Distance"))
        self.distance_form = dform = QFormLayout(distance)
        self.race = _spin(1, 99, DEFAULT_RACE[Discipline.NINE_BALL])
        self.race_hint = QLabel()
        self.race_hint.setObjectName("raceHint")
        race_row = QHBoxLayout()
        race_row.addWidget(self.race)
        race_row.addWidget(self.race_hint, 1)
        self.race_row = QWidget()
        self.race_row.setLayout(race_row)
        race_row.setContentsMargins(0, 0, 0, 0)
        self.race_label = QLabel(self.tr("Race to"))
        dform.addRow(self.race_label, self.race_row)
        self.best_of_buttons: dict[int, QPushButton] = {}
        bo_row = QHBoxLayout()
        bo_row.setContentsMargins(0, 0, 0, 0)
        for n in BEST_OF:
            b = QPushButton(str(n))
            b.setObjectName(f"bestOf{n}")
            b.setCheckable(True)
            b.setFixedWidth(b.fontMetrics().horizontalAdvance("000") + 24)  # six in a row
            tip = (
                self.tr("Best of %1: race to %2 (RFEB-Art.31)")
                if n in RFEB_BEST_OF
                else self.tr("Best of %1: race to %2")
            )
            set_tooltip(b, fill(tip, str(n), str(best_of(n))))
            b.clicked.connect(lambda _=False, n=n: self.set_best_of(n))
            self.best_of_buttons[n] = b
            bo_row.addWidget(b)
        bo_row.addStretch(1)
        self.best_of_row = QWidget()
        self.best_of_row.setLayout(bo_row)
        dform.addRow(self.tr("Best of"), self.best_of_row)
        self.sets_check = QCheckBox(self.tr("Play sets"))
        self.sets = _spin(2, 15, 2)
        sets_row = QHBoxLayout()
        sets_row.setContentsMargins(0, 0, 0, 0)
        sets_row.addWidget(self.sets_check)
        self.sets_label = QLabel(self.tr("Sets to win"))
        sets_row.addWidget(self.sets_label)
        sets_row.addWidget(self.sets)
        sets_row.addStretch(1)
        self.sets_row = QWidget()
        self.sets_row.setLayout(sets_row)
        dform.addRow(self.tr("Sets"), self.sets_row)
        self.target = _spin(1, 1000, DEFAULT_TARGET)
        dform.addRow(self.tr("Points to win"), self.target)
        self.fair_race = FairRacePanel(
            self.apply_race,
            minimum=self._defaults.race_minimum,
            gap_cap=self._defaults.rating_gap_cap,
        )
        dform.addRow(self.fair_race)
        return distance

    def _build_handicap(self) -> None:
        """Each player's own distance and start score."""
        self.handicap = QGroupBox(self.tr("Handicap"))
        self.handicap.setCheckable(True)
        self.handicap.setChecked(False)
        hgrid = QGridLayout(self.handicap)
        self.hc_names = (QLabel(), QLabel())
        self.hc_race = (_spin(1, 99, 7), _spin(1, 99, 7))
        self.hc_target = (_spin(1, 1000, DEFAULT_TARGET), _spin(1, 1000, DEFAULT_TARGET))
        self.hc_start = (_spin(0, 999, 0), _spin(0, 999, 0))
        self.hc_race_label = QLabel(self.tr("Race to"))
        self.hc_target_label = QLabel(self.tr("Points to win"))
        self.hc_start_label = QLabel(self.tr("Start score"))
        for i in (0, 1):
            self.hc_names[i].setAlignment(Qt.AlignmentFlag.AlignCenter)
            hgrid.addWidget(self.hc_names[i], 0, i + 1)
            hgrid.addWidget(self.hc_race[i], 1, i + 1)
            hgrid.addWidget(self.hc_target[i], 2, i + 1)
            hgrid.addWidget(self.hc_start[i], 3, i + 1)
        hgrid.addWidget(self.hc_race_label, 1, 0)
        hgrid.addWidget(self.hc_target_label, 2, 0)
        hgrid.addWidget(self.hc_start_label, 3, 0)
        hgrid.setColumnStretch(1, 1)
        hgrid.setColumnStretch(2, 1)

    def _build_break(self) -> QGroupBox:
        """Who breaks the first rack and the next ones."""
        breaks = QGroupBox(self.tr("Break"))
        self.break_form = bform = QFormLayout(breaks)
        self.break_format = QComboBox()
        self.break_format.addItem(self.tr("Winner breaks"), BreakFormat.WINNER)
        self.break_format.addItem(self.tr("Alternate breaks"), BreakFormat.ALTERNATE)
        self.break_format.addItem(self.tr("Loser breaks"), BreakFormat.LOSER)
        bform.addRow(self.tr("Next racks"), self.break_format)
        self.by_lag = QRadioButton(self.tr("Lag won by"))
        self.by_name = QRadioButton(self.tr("No lag:"))
        self.by_lag.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.by_lag)
        group.addButton(self.by_name)
        self.lag_winner = QComboBox()
        self.lag_winner.setObjectName("lagWinner")
        self.lag_breaks = QComboBox()
        self.lag_breaks.addItem(self.tr("who breaks"), True)
        self.lag_breaks.addItem(self.tr("who passes the break"), False)
        self.breaker = QComboBox()
        self.breaker.setObjectName("breaker")
        for combo in (self.lag_winner, self.breaker):
            # as wide as the longest name typed (a name is never cut)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        first = QGridLayout()
        first.setContentsMargins(0, 0, 0, 0)
        first.addWidget(self.by_lag, 0, 0)
        first.addWidget(self.lag_winner, 0, 1)
        first.addWidget(self.lag_breaks, 1, 1)
        first.addWidget(self.by_name, 2, 0)
        breaker_row = QHBoxLayout()
        breaker_row.setContentsMargins(0, 0, 0, 0)
        breaker_row.addWidget(self.breaker, 1)
        breaker_row.addWidget(QLabel(self.tr("breaks")))
        first.addLayout(breaker_row, 2, 1)
        first.setColumnStretch(1, 1)
        first_w = QWidget()
        first_w.setLayout(first)
        bform.addRow(self.tr("First break"), first_w)
        return breaks

    def _build_clock(self) -> QGroupBox:
        """The shot-clock profile and its times."""
        clock = QGroupBox(self.tr("Shot clock"))
        cform = QFormLayout(clock)
        self.clock = QComboBox()
        self.clock.addItem(self.tr("Off"), CLOCK_OFF)
        for k in CLOCK_KEYS:
            self.clock.addItem(self._clock_label(k), k)
        cform.addRow(self.tr("Profile"), self.clock)
        self.clock_hint = QLabel()
        self.clock_hint.setObjectName("clockHint")
        self.clock_hint.setWordWrap(True)
        cform.addRow("", self.clock_hint)
        self._set_clock(self._clock_default)
        return clock

    def _build_bottom(self) -> None:
        """The message saying what cannot be played, and the buttons."""
        self.message = QLabel()
        self.message.setObjectName("setupError")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Start match"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _lay_out(
        self, players: QWidget, game: QWidget, distance: QWidget, breaks: QWidget, clock: QWidget
    ) -> None:
        """Two columns of sections above the message and the buttons."""
        left = QVBoxLayout()
        left.addWidget(players)
        left.addWidget(game)
        left.addWidget(distance)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.handicap)
        right.addWidget(breaks)
        right.addWidget(clock)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(columns)
        outer.addWidget(self.message)
        outer.addWidget(self.buttons)

    def _wire(self) -> None:
        """Every field refreshes the dialog; then its first state and size."""
        for edit in self.name_edits:
            edit.textChanged.connect(self._names_changed)
        self.discipline.currentIndexChanged.connect(self._discipline_changed)
        self.ruleset.currentIndexChanged.connect(self._ruleset_changed)
        for w in (self.race, self.sets, self.target, *self.hc_race, *self.hc_target):
            w.valueChanged.connect(self._refresh)
        for w in self.hc_start:
            w.valueChanged.connect(self._refresh)
        for c in (self.sets_check, self.rack_only, self.three_ball, self.by_lag, self.by_name):
            c.toggled.connect(self._refresh)
        self.handicap.toggled.connect(self._handicap_toggled)
        self.clock.currentIndexChanged.connect(self._clock_changed)
        self._names_changed()
        self._discipline_changed()
        self._clock_changed()
        plain_labels(self)
        self.resize(max(MIN_WIDTH, self.sizeHint().width()), self.sizeHint().height())

    # -- labels ---------------------------------------------------------------------------------

    def _clock_label(self, key: str) -> str:
        if key == "custom":
            return self.tr("Custom")
        p = PROFILES[key]
        return fill(self.tr("%1 (%2 s a shot)"), p.name, f"{p.shot_seconds:g}")

    def _clock_profile(self, key: str) -> ClockProfile | None:
        """The profile ``key`` names (the saved custom one for ``custom``)."""
        return ClockPolicy.profile(key, self._defaults.custom_clock)

    def _clock_text(self, p: ClockProfile) -> str:
        """A profile's times in words: ``35 s a shot (60 s after the break); 1 extension of
        25 s per rack``."""
        text = fill(self.tr("%1 s a shot"), f"{p.shot_seconds:g}")
        if p.first_shot_seconds is not None and p.first_shot_seconds != p.shot_seconds:
            text += " " + fill(self.tr("(%1 s after the break)"), f"{p.first_shot_seconds:g}")
        if p.extensions_per_rack and p.extension_seconds:
            text += "; " + (
                fill(
                    self.tr("%1 extension(s) of %2 s per rack"),
                    str(p.extensions_per_rack),
                    f"{p.extension_seconds:g}",
                )
            )
        else:
            text += "; " + self.tr("no extensions")
        return text

    def _clock_changed(self) -> None:
        """Under the profile: its times; for the custom profile, where they are changed."""
        key = str(self.clock.currentData())
        profile = None if key == CLOCK_OFF else self._clock_profile(key)
        if profile is None:
            hint = self.tr("No shot clock.")
        else:
            hint = self._clock_text(profile) + "."
        if key == "custom":
            hint += " " + self.tr(
                "To change these times, choose View › Shot clock… once the match has started."
            )
        self.clock_hint.setText(hint)

    def _player_names(self) -> tuple[str, str]:
        """The names typed, or "Player 1"/"Player 2" while empty (for the labels)."""
        out = []
        for i, edit in enumerate(self.name_edits):
            name = " ".join(edit.text().split())
            out.append(name or fill(self.tr("Player %1"), str(i + 1)))
        return (out[0], out[1])

    # -- reactions ------------------------------------------------------------------------------

    def _names_changed(self) -> None:
        names = self._player_names()
        for combo in (self.lag_winner, self.breaker):
            index = max(combo.currentIndex(), 0)
            combo.blockSignals(True)
            combo.clear()
            for i, n in enumerate(names):
                combo.addItem(n, i)
            combo.setCurrentIndex(index)
            combo.blockSignals(False)
            # the dialog widens for a long name rather than cut it (up to a bound)
            combo.setMinimumWidth(min(combo.sizeHint().width(), MAX_NAME_BOX))
        for i in (0, 1):
            # the handicap columns' headings: a long name is elided (whole in the tooltip)
            label = self.hc_names[i]
            label.setText(
                label.fontMetrics().elidedText(names[i], Qt.TextElideMode.ElideRight, MAX_HC_NAME)
            )
            set_tooltip(label, names[i])
        self._refresh()

    def name_problems(self) -> list[str]:
        """Why a typed name cannot be taken (a control character, too long), in words."""
        out = []
        for i, edit in enumerate(self.name_edits):
            code = name_problem(edit.text())
            if code == "name-control-character":
                out.append(
                    fill(
                        self.tr(
                            "The name of player %1 holds a control character (a tab, a line break "
                            "or an invisible code): type it again."
                        ),
                        str(i + 1),
                    )
                )
            elif code == "name-too-long":
                out.append(
                    fill(
                        self.tr("The name of player %1 is longer than %2 characters."),
                        str(i + 1),
                        str(MAX_NAME),
                    )
                )
        return out

    def _discipline_changed(self) -> None:
        d = self.discipline_key
        rulesets = rules.disciplines().get(d, (Ruleset.WPA,))
        self.ruleset.blockSignals(True)
        self.ruleset.clear()
        for r in rulesets:
            self.ruleset.addItem(texts.ruleset_name(r), r)
        self.ruleset.blockSignals(False)
        self._apply_defaults()

    def _ruleset_changed(self) -> None:
        self._apply_defaults()

    def _apply_defaults(self) -> None:
        """The discipline's (and ruleset's) usual distance, and the shot clock a ruleset
        imposes (RFEB-Art.29, Art.31)."""
        d = self.discipline_key
        game = self._rack_class()
        default_best_of = game.default_best_of if game is not None else None
        clock = game.clock_profile if game is not None else None
        default_race = game.default_race if game is not None else DEFAULT_RACE.get(d, 5)
        race = best_of(default_best_of) if default_best_of else default_race
        for w in (self.race, *self.hc_race):
            w.setValue(race)
        for w in (self.target, *self.hc_target):
            w.setValue(DEFAULT_TARGET)
        if clock is not None:
            self._set_clock(clock)
        elif self._ruleset_clock is not None:
            self._set_clock(self._clock_default)
        self._ruleset_clock = clock
        self._refresh()

    def _handicap_toggled(self, on: bool) -> None:
        if on:
            for w in self.hc_race:
                w.setValue(self.race.value())
            for w in self.hc_target:
                w.setValue(self.target.value())
        self._refresh()

    def _rack_class(self) -> type[rules.Rack] | None:
        try:
            return rules.rack_class(self.discipline_key, self.ruleset_key)
        except rules.IllegalInputError:
            return None

    def _three_ball_option(self) -> bool:
        """The three-ball break option exists in this discipline (WPA-2.10)."""
        game = self._rack_class()
        return game is not None and game.three_ball_break_option

    def _set_clock(self, key: str) -> None:
        i = self.clock.findData(key)
        if i >= 0:
            self.clock.setCurrentIndex(i)

    def start_from(self, config: MatchConfig) -> None:
        """Begin where ``config`` left off: its discipline, rules and distance (its players,
        handicap and breaker are the new match's own)."""
        i = self.discipline.findData(config.discipline)
        if i >= 0:
            self.discipline.setCurrentIndex(i)
        i = self.ruleset.findData(config.ruleset)
        if i >= 0:
            self.ruleset.setCurrentIndex(i)
        if config.race is not None:
            self.race.setValue(max(config.race))
        self.target.setValue(max(config.options.target))
        self.sets_check.setChecked(config.sets > 1)
        if config.sets > 1:
            self.sets.setValue(config.sets)
        self.three_ball.setChecked(config.options.three_ball_break)
        self.rack_only.setChecked(config.rack_only)
        self._refresh()

    def set_best_of(self, n: int) -> None:
        """Set an equal race for a "best of ``n``" distance (RFEB-Art.31)."""
        self.handicap.setChecked(False)
        self.race.setValue(best_of(n))
        self._refresh()

    def _refresh(self) -> None:
        points = self.is_points
        hc = self.handicap.isChecked()
        rack_game = not points
        self.game_form.setRowVisible(self.ruleset, self.ruleset.count() > 1)
        self.game_form.setRowVisible(self.three_ball, self._three_ball_option())
        self.game_form.setRowVisible(self.rack_only, rack_game)
        df = self.distance_form
        df.setRowVisible(self.race_row, rack_game and not hc)
        df.setRowVisible(self.best_of_row, rack_game and not hc)
        df.setRowVisible(self.sets_row, rack_game)
        df.setRowVisible(self.target, points and not hc)
        typed = tuple(" ".join(e.text().split()) for e in self.name_edits)
        r = self.race.value()
        now = (self.hc_race[0].value(), self.hc_race[1].value()) if hc else (r, r)
        discipline = str(self.discipline.currentData())
        suggested = rack_game and self.fair_race.show_for((typed[0], typed[1]), r, now, discipline)
        df.setRowVisible(self.fair_race, suggested)
        self.distance.setVisible(rack_game or not hc)
        self.sets.setEnabled(self.sets_check.isChecked())
        self.sets_label.setEnabled(self.sets_check.isChecked())
        per_set = rack_game and self.sets_check.isChecked()
        race_word = self.tr("Racks per set") if per_set else self.tr("Race to")
        self.race_label.setText(race_word)
        self.hc_race_label.setText(race_word)
        for w in (self.hc_race_label, *self.hc_race):
            w.setVisible(rack_game)
        for w in (self.hc_target_label, *self.hc_target):
            w.setVisible(points)
        self.hc_start_label.setText(
            self.tr("Start score (points)") if points else self.tr("Start score (racks)")
        )
        self.break_form.setRowVisible(self.break_format, rack_game)
        lag = self.by_lag.isChecked()
        self.lag_winner.setEnabled(lag)
        self.lag_breaks.setEnabled(lag)
        self.breaker.setEnabled(not lag)
        if not hc:  # the handicap's fields show the match's distance until they are changed
            for widgets, value in (
                (self.hc_race, self.race.value()),
                (self.hc_target, self.target.value()),
            ):
                for w in widgets:
                    if w.value() != value:
                        w.blockSignals(True)
                        w.setValue(value)
                        w.blockSignals(False)
        race = self.race.value()
        self.race_hint.setText(fill(self.tr("best of %1"), str(2 * race - 1)))
        for n, b in self.best_of_buttons.items():
            b.setChecked(best_of(n) == race)
        self._validate()

    def _validate(self) -> bool:
        """Show why the configuration cannot be played; enable OK only when it can."""
        problem = self.problem()
        self.message.setText(problem or "")
        self.message.setVisible(bool(problem))
        filled = all(e.text().strip() for e in self.name_edits)
        self.ok_button.setEnabled(filled and problem is None)
        return filled and problem is None

    def problem(self) -> str | None:
        """Why the current configuration cannot be played, in words; None when it can."""
        names = self.name_problems()
        if names:
            return " ".join(names)
        config = self.result_config()
        try:
            config.validate()
        except MatchConfigError as e:
            return self._explain(e.code, config)
        except IllegalInputError as e:
            return texts.error_text(str(getattr(e, "code", "unknown-discipline")))
        return None

    def _explain(self, code: str, config: MatchConfig) -> str:
        names = self._player_names()
        if code == "start-reaches-race":
            limits = config.options.target if config.points else config.races
            for i in (0, 1):
                if config.start[i] >= limits[i]:
                    text = (
                        self.tr(
                            "%1 would start with %2 points but needs %3 to win: a start score must be below the target."
                        )
                        if config.points
                        else self.tr(
                            "%1 would start with %2 racks but needs %3 to win: a start score must be below the race."
                        )
                    )
                    return fill(text, names[i], str(config.start[i]), str(limits[i]))
        messages = {
            "invalid-race": self.tr("A race needs at least one rack."),
            "invalid-sets": self.tr("Play at least one set."),
            "invalid-target": self.tr("A target needs at least one point."),
            "start-negative": self.tr("A start score cannot be negative."),
            "rack-only-points": self.tr("Straight pool is scored in points, not racks."),
        }
        return messages.get(code, texts.error_text(code))

    # -- results --------------------------------------------------------------------------------

    @property
    def discipline_key(self) -> Discipline:
        return rules.as_discipline(str(self.discipline.currentData()))

    @property
    def ruleset_key(self) -> Ruleset | None:
        data = self.ruleset.currentData()
        return None if data is None else rules.as_ruleset(str(data))

    @property
    def is_points(self) -> bool:
        return MatchConfig(discipline=self.discipline_key).points

    def result_config(self) -> MatchConfig:
        """The match as set up (call :meth:`problem` or ``validate()`` to check it)."""
        points = self.is_points
        hc = self.handicap.isChecked()
        players = tuple(" ".join(e.text().split()) for e in self.name_edits)
        if points:
            target = (
                (self.hc_target[0].value(), self.hc_target[1].value())
                if hc
                else (self.target.value(), self.target.value())
            )
            race: tuple[int, int] | None = None
            sets = 1
        else:
            target = (DEFAULT_TARGET, DEFAULT_TARGET)
            r = self.race.value()
            race = (self.hc_race[0].value(), self.hc_race[1].value()) if hc else (r, r)
            sets = self.sets.value() if self.sets_check.isChecked() else 1
        start = (self.hc_start[0].value(), self.hc_start[1].value()) if hc else (0, 0)
        options = RackOptions(
            three_ball_break=self._three_ball_option() and self.three_ball.isChecked(),
            target=target,
        )
        return MatchConfig(
            players=(players[0], players[1]),
            discipline=self.discipline_key,
            ruleset=self.ruleset_key,
            options=options,
            race=race,
            sets=sets,
            start=start,
            break_format=(
                BreakFormat(self.break_format.currentData().value)
                if not points
                else BreakFormat.WINNER
            ),
            breaker=None if self.by_lag.isChecked() else int(self.breaker.currentData()),
            rack_only=self.rack_only.isChecked() and not points,
        )

    def lag(self) -> tuple[int, bool] | None:
        """The lag's winner and whether they break (WPA-1.2, RFEB-Art.7); None when the set-up
        names the breaker."""
        if not self.by_lag.isChecked():
            return None
        return (int(self.lag_winner.currentData()), bool(self.lag_breaks.currentData()))

    def clock_profile_key(self) -> str | None:
        """A key of :data:`scoreboard.table.shot_clock.PROFILES` (``custom`` included); None: no
        shot clock."""
        key = str(self.clock.currentData())
        return None if key == CLOCK_OFF else key

    def accept(self) -> None:
        if not self._validate():
            return
        super().accept()
