"""Why a league input is refused: a typed code with its figures, never a sentence.

``ui/`` words a :class:`Problem`; nothing is changed when :class:`LeagueError` is raised.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType


class Problem(enum.StrEnum):
    #: a league file that cannot be used; params: file, field, detail
    DAMAGED_FILE = "damaged-file"
    #: a rubber's score no race or frame count allows; params: rubber, home, away
    IMPOSSIBLE_SCORE = "impossible-score"
    #: a result, substitution or lineup naming a rubber or slot the format has not
    UNKNOWN_RUBBER = "unknown-rubber"
    UNKNOWN_SLOT = "unknown-slot"
    #: a team named twice, or a team the league does not hold; params: team
    DUPLICATE_TEAM = "duplicate-team"
    UNKNOWN_TEAM = "unknown-team"
    #: a team at a venue the league has not; params: venue, team
    UNKNOWN_VENUE = "unknown-venue"
    #: the calendar: a fixture that is not in it; a date the league is off; a team already
    #: playing that night; a venue without the tables for one more fixture that night (or
    #: for one night at all: params venue, team)
    UNKNOWN_FIXTURE = "unknown-fixture"
    OFF_DATE = "off-date"
    TEAM_BUSY = "team-busy"
    NO_TABLES = "no-tables"
    #: a calendar that cannot be made (a division of fewer than two teams); params: division
    TOO_FEW_TEAMS = "too-few-teams"
    #: a season changed by another copy of the app since it was read here; params: name
    CHANGED_ELSEWHERE = "changed-elsewhere"
    #: a change to a night that is closed, without the reason for the correction
    NIGHT_CLOSED = "night-closed"
    #: a night's lineup or result given before the team's lineup or for a no-show; params: team
    NO_LINEUP = "no-lineup"
    #: lineups in turns: a choice (or a whole lineup) given by a team whose turn it is not;
    #: params: team (who may not choose now), turn (the team whose turn it is, "" when both
    #: lineups are given), slot (the slot it names)
    OUT_OF_TURN = "out-of-turn"
    #: lineups in turns: a choice that breaks the lineup rules; params: team, slot, player,
    #: found (the broken rules,
    #: :class:`~scoreboard.league.lineup.Violation`)
    ILLEGAL_CHOICE = "illegal-choice"
    #: lineups in turns: no choice to take back (the other team has chosen after it);
    #: params: team (whose last choice it is, "" for none)
    NO_TAKE_BACK = "no-take-back"
    #: a rubber started on a table while it is in play on one, or decided; params: rubber
    RUBBER_IN_PLAY = "rubber-in-play"
    RUBBER_DECIDED = "rubber-decided"
    #: a rubber taken off a table it is not in play on; params: rubber
    RUBBER_NOT_IN_PLAY = "rubber-not-in-play"
    #: a result awaiting its correction's reason taken in or dropped where none waits;
    #: params: rubber
    NOTHING_WAITING = "nothing-waiting"


class LeagueError(ValueError):
    """An input the league refuses; ``problem`` says why, ``params`` give the figures."""

    def __init__(self, problem: Problem, **params: object) -> None:
        super().__init__(f"{problem.value}: {params}" if params else problem.value)
        self.problem = problem
        self.params: Mapping[str, object] = MappingProxyType(dict(params))
