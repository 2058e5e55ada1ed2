"""New match's fair-race suggestion: each player's rating and robustness, and the races of about
the chosen length that bring the match closest to even (:func:`scoreboard.ratings.fair_races`),
each with both sides' exact chance of winning it; one click applies a race.

The ratings come from a :class:`~scoreboard.players.rating_book.RatingBook` the session reads off the
window's thread: until it is there (or when neither player is rated) nothing is suggested.
Names are user text: plain labels, elided, whole in an escaped tooltip.

The club's handicap controls apply (the weaker side's minimum race, the cap on the gap), and the
panel says what makes a suggestion doubtful: a provisional rating (a handicap from it is then
applied only once the organiser says yes), two players whose groups never met, or no race near
even (:func:`scoreboard.ratings.near_even`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from scoreboard.players.rating_book import PlayerRating, RatingBook
from scoreboard.ratings import FairRace, fair_races, near_even
from ui.i18n import fill
from ui.plain import ask_question, plain, set_tooltip

# The widest a name is drawn in the suggestion (pixels) before it is elided: in a rating's
# line, and twice in each race's odds (whole in the tooltips).
MAX_NAME_WIDTH = 180
MAX_ODDS_NAME_WIDTH = 110
# The races suggested.
COUNT = 3


class FairRacePanel(QWidget):
    """The suggestion for two names and a length; ``apply(a, b)`` is called with the race
    chosen (player 1 needs ``a`` racks, player 2 ``b``)."""

    def __init__(
        self,
        apply: Callable[[int, int], None],
        parent: QWidget | None = None,
        *,
        minimum: int = 1,
        gap_cap: float | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("fairRace")
        self._apply = apply
        self.book: RatingBook | None = None
        self.races: list[FairRace] = []
        #: the club's controls (:func:`scoreboard.ratings.fair_races`' minimum and max_gap)
        self.minimum = minimum
        self.gap_cap = gap_cap
        #: the races come from a provisional rating: applying a handicap asks first
        self.provisional = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.players = (QLabel(), QLabel())
        for label in self.players:
            layout.addWidget(label)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QPushButton] = []
        self.odds: list[QLabel] = []
        for i in range(COUNT):
            button = QPushButton()
            button.setObjectName(f"fairRace{i}")
            button.setCheckable(True)  # checked: the race set now
            button.clicked.connect(lambda _=False, i=i: self._chosen(i))
            odds = QLabel()
            odds.setObjectName(f"fairRaceOdds{i}")
            grid.addWidget(button, i, 0)
            grid.addWidget(odds, i, 1)
            self.buttons.append(button)
            self.odds.append(odds)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.warning = QLabel()
        self.warning.setObjectName("fairRaceWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b35900;")
        layout.addWidget(self.warning)
        plain(*self.players, self.heading, *self.odds, self.warning)

    def _chosen(self, i: int) -> None:
        self.buttons[i].setChecked(False)  # checked again by the dialog once the race is set
        if i < len(self.races):
            race = self.races[i]
            if race.a != race.b and self.provisional and not self._confirmed(race):
                return
            self._apply(race.a, race.b)

    def _confirmed(self, race: FairRace) -> bool:
        """The organiser's yes to a handicap from provisional ratings."""
        answer = ask_question(
            self,
            self.tr("Provisional ratings"),
            fill(
                self.tr(
                    "The race %1–%2 comes from provisional ratings (too few games to be sure). "
                    "Play this handicap?"
                ),
                str(race.a),
                str(race.b),
            ),
        )
        return answer == QMessageBox.StandardButton.Yes

    def _name(self, label: QLabel, name: str, width: int = MAX_NAME_WIDTH) -> str:
        return label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, width)

    def _percent(self, p: float) -> str:
        return fill(self.tr("%1 %"), QLocale().toString(p * 100, "f", 1))

    def _describe(self, label: QLabel, r: PlayerRating) -> None:
        name = self._name(label, r.name)
        if not r.rated:
            text = self.tr("%1: starter rating %2 (no games)")
        elif r.robustness == 0:
            text = self.tr("%1: rating %2 (imported, no games here)")
        else:  # "(1 game)", "(7 games)": Qt's plural of %n
            text = self.tr("%1: rating %2 (%n game(s))", "", r.robustness)
        text = fill(text, name, str(round(r.rating)))
        if r.provisional:
            text = fill(self.tr("%1, provisional"), text)
        label.setText(text)
        set_tooltip(label, r.name)

    def show_for(
        self,
        names: tuple[str, str],
        length: int,
        current: tuple[int, int] | None = None,
        discipline: str | None = None,
    ) -> bool:
        """Suggest races of about a race to ``length`` for these names (the ``current`` race
        checked), rated from ``discipline``'s games alone (None: every game); False when there
        is nothing to suggest (a name missing, no ratings read, or
        neither player rated): the panel is then to be hidden."""
        book = self.book
        ratings = (
            (book.of(names[0], discipline), book.of(names[1], discipline))
            if book is not None
            else (None, None)
        )
        a, b = ratings
        if a is None or b is None or not (a.rated or b.rated):
            self.races = []
            return False
        self._describe(self.players[0], a)
        self._describe(self.players[1], b)
        self.heading.setText(fill(self.tr("Fair races, about a race to %1:"), str(length)))
        self.races = fair_races(
            a.rating,
            b.rating,
            length,
            count=COUNT,
            minimum=self.minimum,
            max_gap=self.gap_cap,
        )
        self.provisional = a.provisional or b.provisional
        self._warn(a, b)
        for i, (button, odds) in enumerate(zip(self.buttons, self.odds, strict=True)):
            shown = i < len(self.races)
            button.setVisible(shown)
            odds.setVisible(shown)
            if not shown:
                continue
            race = self.races[i]
            button.setChecked(current == (race.a, race.b))
            button.setText(fill(self.tr("Race %1–%2"), str(race.a), str(race.b)))
            set_tooltip(button, self.tr("Play this race (a handicap when the two differ)"))
            odds.setText(
                fill(
                    self.tr("%1 wins %2 · %3 wins %4"),
                    self._name(odds, a.name, MAX_ODDS_NAME_WIDTH),
                    self._percent(race.p_a),
                    self._name(odds, b.name, MAX_ODDS_NAME_WIDTH),
                    self._percent(race.p_b),
                )
            )
            set_tooltip(odds, f"{a.name} · {b.name}")
        return True

    def _warn(self, a: PlayerRating, b: PlayerRating) -> None:
        """What makes the races suggested doubtful, one line each (hidden when nothing)."""
        lines = []
        if self.provisional:
            lines.append(
                self.tr(
                    "Provisional ratings: a handicap from them is a guess, played only once you "
                    "say yes."
                )
            )
        if not a.comparable(b):
            lines.append(
                fill(
                    self.tr(
                        "%1 and %2 never met, nor did the players they met: their ratings "
                        "cannot be compared."
                    ),
                    a.name,
                    b.name,
                )
            )
        best = self.races[0] if self.races else None
        if best is not None and not near_even(best):
            favourite, p = (a.name, best.p_a) if best.p_a > best.p_b else (b.name, best.p_b)
            lines.append(
                fill(
                    self.tr(
                        "No race of about this length is near even: the fairest still gives %1 %2."
                    ),
                    favourite,
                    self._percent(p),
                )
            )
        self.warning.setText("\n".join(lines))
        self.warning.setVisible(bool(lines))
        self._fit_warning()

    def _fit_warning(self) -> None:
        """The wrapped warning as tall as its lines at its width (a form row gives a wrapped
        label the height of its widest layout, and would cut its last line)."""
        height = max(0, self.warning.heightForWidth(self.warning.width()))
        if self.warning.isVisibleTo(self) and height != self.warning.minimumHeight():
            self.warning.setMinimumHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_warning()
