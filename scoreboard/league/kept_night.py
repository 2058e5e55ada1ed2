"""What the desk knows of one night of a season (:class:`Night`): both lineups or a no-show,
the choices of lineups given in turns so far, each rubber's result and the match that gave it,
the rubbers in play on a table, the substitutions, whether the night is closed, every
correction made after the close with its reason, and the closed night's rubbers whose win was
undone on its table without one (:class:`Waiting`). Plain values;
:class:`~scoreboard.league.season.Season` changes them, :mod:`scoreboard.league.stored`
keeps them.

>>> Night("f1").ready()
False

No Qt, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scoreboard.league.lineup import Lineup
from scoreboard.league.model import Side
from scoreboard.league.night import RubberResult, Substitution
from scoreboard.league.turns import Pick

#: The longest reason a correction keeps.
MAX_REASON = 300
#: The most corrections one night keeps.
MAX_CORRECTIONS = 100


@dataclass(frozen=True, slots=True)
class Correction:
    """A change made to a closed night: why, when (UTC text) and what (the rubber or the
    lineup changed, as the desk names it)."""

    reason: str
    when: str
    what: str


@dataclass(frozen=True, slots=True)
class Waiting:
    """A closed night's rubber whose win was undone on its table, the correction's reason not
    given: the night keeps its result while the match ``match_id`` plays on; ``result`` is
    the table's new result (None: not won again yet), taken in only with a reason."""

    match_id: str
    result: RubberResult | None = None


@dataclass(frozen=True, slots=True)
class Night:
    """What the desk knows of one fixture. A lineup of ``None`` is not given yet; a team in
    ``no_show`` did not come. ``history`` names, for a rubber played on a table, the match
    the history stores with its shots; ``started`` the match started on a table for each
    rubber still in play there."""

    fixture: str
    home: Lineup | None = None
    away: Lineup | None = None
    no_show: frozenset[Side] = frozenset()
    results: dict[str, RubberResult] = field(default_factory=dict)
    history: dict[str, str] = field(default_factory=dict)
    substitutions: tuple[Substitution, ...] = ()
    closed: bool = False
    corrections: tuple[Correction, ...] = ()
    started: dict[str, str] = field(default_factory=dict)
    #: lineups in turns: the choices made so far, in order, while the lineups are not whole
    picks: tuple[Pick, ...] = ()
    #: how many of ``picks`` can no longer be taken back (the other team has chosen since)
    fixed: int = 0
    #: a closed night's rubbers whose win was undone on its table without the reason: the
    #: table's new result kept until the desk takes it in (with a reason) or drops it
    waiting: dict[str, Waiting] = field(default_factory=dict)

    def lineup(self, side: Side) -> Lineup | None:
        return self.home if side is Side.HOME else self.away

    def ready(self) -> bool:
        """Both lineups given (or the team did not come): the night can be scored."""
        return all(self.lineup(s) is not None or s in self.no_show for s in Side)


def with_lineup(n: Night, side: Side, lineup: Lineup | None) -> Night:
    return replace(n, home=lineup) if side is Side.HOME else replace(n, away=lineup)
