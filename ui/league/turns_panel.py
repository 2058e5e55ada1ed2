"""The panel of a night whose lineups are given in turns, place by place: whose turn it is and
for which place (naming a player, or answering the other team's), the team's roster to choose
from (with each player's skill level, and his race against the player he answers when the
format has a race chart), and the last choice taken back. The choices go through the window's
actions (:class:`~ui.league.night_actions.NightActions`); the panel only shows the season."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGroupBox, QHBoxLayout, QLabel, QPushButton, QWidget

from scoreboard.league.model import LineupEntry, Player, Side
from scoreboard.league.season import Season
from scoreboard.league.turns import answers
from ui.i18n import fill, tr
from ui.league.words import side_words


class TurnsPanel(QGroupBox):
    """``choose`` names the chosen player (None: nobody) for the place whose turn it is;
    ``take_back`` takes the last choice back. Shown only for a format given in turns."""

    def __init__(
        self,
        choose: Callable[[str | None], bool],
        take_back: Callable[[], bool],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        self.turn_label = QLabel()
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.turn_label.font()
        font.setBold(True)
        self.turn_label.setFont(font)
        self.player_combo = QComboBox()
        self.choose_btn = QPushButton()
        self.choose_btn.clicked.connect(lambda: choose(self.player_combo.currentData()))
        self.take_back_btn = QPushButton()
        self.take_back_btn.clicked.connect(take_back)
        for w in (self.turn_label, self.player_combo, self.choose_btn, self.take_back_btn):
            lay.addWidget(w)
        lay.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(tr("Lineups in turns"))
        self.choose_btn.setText(tr("Name this player"))
        self.take_back_btn.setText(tr("Take back the last choice"))

    def show_night(self, s: Season | None, fixture: str | None) -> None:
        """The turn of the night shown (hidden when its lineups are not given in turns)."""
        turns = s is not None and s.league.rules.format.lineup is LineupEntry.TURNS
        self.setVisible(turns and fixture is not None)
        if s is None or fixture is None or not turns:
            return
        night, turn = s.night(fixture), s.turn(fixture)
        self.take_back_btn.setEnabled(turn is not None and len(night.picks) > night.fixed)
        self.player_combo.clear()
        self.player_combo.setEnabled(turn is not None)
        self.choose_btn.setEnabled(turn is not None)
        if turn is None:
            self.turn_label.setText(self._done_words(s, fixture))
            return
        side, slot = turn
        f = s.calendar.fixture(fixture)
        team = s.league.team(f.home if side is Side.HOME else f.away)
        other = s.league.team(f.away if side is Side.HOME else f.home)
        named = next(
            (p.player for p in night.picks if p.side is side.other and p.slot == slot), None
        )
        opponent = other.player(named) if named is not None else None
        if answers(s.league.rules.format, night.picks, turn):
            text = fill(
                tr("%1 (%2) answers %3 in place %4"),
                team.name,
                side_words(side),
                named or tr("nobody"),
                slot,
            )
        else:
            text = fill(
                tr("%1 (%2) names its player for place %3"), team.name, side_words(side), slot
            )
        self.turn_label.setText(text)
        for p in team.roster:
            self.player_combo.addItem(self._player_words(s, p, opponent), p.name)
        self.player_combo.addItem(tr("— nobody (place left empty)"), None)
        taken = {p.player for p in night.picks if p.side is side}
        free = [i for i, p in enumerate(team.roster) if p.name not in taken]
        self.player_combo.setCurrentIndex(free[0] if free else len(team.roster))

    @staticmethod
    def _player_words(s: Season, p: Player, opponent: Player | None) -> str:
        """ "Ana Gil (5)", and "· race 4–3" (his, the opponent's) when it is by a chart."""
        text = p.name if p.skill is None else f"{p.name} ({p.skill})"
        chart = s.league.rules.format.race_chart
        races = chart.races(p, opponent) if chart is not None and opponent is not None else None
        if races is not None:
            text += " · " + fill(tr("race %1–%2"), str(races[0]), str(races[1]))
        return text

    @staticmethod
    def _done_words(s: Season, fixture: str) -> str:
        night = s.night(fixture)
        if night.closed:
            return tr("The night is closed: a lineup is corrected whole, with its reason.")
        if night.no_show:
            return tr("A team did not come: the other gives its lineup whole.")
        return tr("Both lineups are given.")
