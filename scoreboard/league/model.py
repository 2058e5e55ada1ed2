"""A league as data: its rules (the night's format, points, tie-breaks, roster and lineup rules,
penalties) and its season (venues, divisions, teams and rosters). Frozen values, built by
:mod:`scoreboard.league.loader` from a league file or directly in code; no league has code of
its own.

>>> s = Rubber("S1", RubberKind.SINGLES, "nine-ball", race=5, home=("1",), away=("1",))
>>> s.players_per_side, s.discipline
(1, <Discipline.NINE_BALL: 'nine-ball'>)

No Qt, no I/O.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import date

from rules.core import Discipline, Ruleset
from scoreboard.league.errors import LeagueError, Problem


class Side(enum.StrEnum):
    HOME = "home"
    AWAY = "away"

    @property
    def other(self) -> Side:
        return Side.AWAY if self is Side.HOME else Side.HOME


class RubberKind(enum.StrEnum):
    """What one rubber of a night is: one player a side, two players alternating racks
    (doubles) or two players alternating shots (scotch doubles)."""

    SINGLES = "singles"
    DOUBLES = "doubles"
    SCOTCH_DOUBLES = "scotch-doubles"

    @property
    def players(self) -> int:
        return 1 if self is RubberKind.SINGLES else 2


class Breaks(enum.StrEnum):
    """Who breaks the first rack of a rubber."""

    LAG = "lag"
    HOME = "home"
    AWAY = "away"


@dataclass(frozen=True, slots=True)
class Rubber:
    """One match of a night. ``home`` and ``away`` name the lineup slots that play it.

    Its distance is a race to ``race`` racks (points at straight pool), or, when ``frames``
    is set, exactly that many racks all played, each counting (a night won by games)."""

    id: str
    kind: RubberKind
    discipline: Discipline
    race: int
    home: tuple[str, ...]
    away: tuple[str, ...]
    ruleset: Ruleset | None = None
    frames: int | None = None
    breaks: Breaks = Breaks.LAG
    round: int = 1
    table: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "discipline", Discipline(self.discipline))
        object.__setattr__(self, "kind", RubberKind(self.kind))

    def slots(self, side: Side) -> tuple[str, ...]:
        return self.home if side is Side.HOME else self.away

    @property
    def players_per_side(self) -> int:
        return self.kind.players

    @property
    def forfeit_games(self) -> int:
        """The games a rubber won by forfeit counts for its winner."""
        return self.frames if self.frames is not None else self.race


class LineupEntry(enum.StrEnum):
    """How the lineups are given: both at once, unseen (blind: the one given first is kept
    hidden until the other is given), or in turns, slot by slot, as the captains do it: for
    each slot in the format's ``order``, one team names its player (puts him up) and the
    other answers with his opponent (:mod:`scoreboard.league.turns`)."""

    BLIND = "blind"
    TURNS = "turns"


class NightWin(enum.StrEnum):
    """How a night is won: by more rubbers than the other team, or by the first team to
    reach ``target`` games (racks) over the night."""

    RUBBERS = "rubbers"
    FIRST_TO_GAMES = "first-to-games"


@dataclass(frozen=True, slots=True)
class RaceChart:
    """Races by the pair of skill levels (APA's Equalizer): ``races[i][j]`` is (the race of
    a player of level ``levels[i]``, the race of his opponent of level ``levels[j]``). A
    level is a player's skill level, or one of his categories, as the roster has it.

    >>> chart = RaceChart(("2", "3"), (((2, 2), (2, 3)), ((3, 2), (2, 2))))
    >>> chart.races(Player("Ana", skill=3), Player("Bo", skill=2))
    (3, 2)
    >>> chart.races(Player("Ana", skill=3), Player("Cy")) is None
    True
    """

    levels: tuple[str, ...]
    table: tuple[tuple[tuple[int, int], ...], ...]

    def level(self, p: Player) -> int | None:
        """The row of ``p``'s level (his skill level, else the first of his categories the
        chart lists); None: the chart has no row for him."""
        if p.skill is not None and str(p.skill) in self.levels:
            return self.levels.index(str(p.skill))
        for i, name in enumerate(self.levels):
            if name in p.categories:
                return i
        return None

    def races(self, a: Player, b: Player) -> tuple[int, int] | None:
        """(``a``'s race, ``b``'s race) when they meet; None when either has no level."""
        i, j = self.level(a), self.level(b)
        if i is None or j is None:
            return None
        return self.table[i][j]


@dataclass(frozen=True, slots=True)
class NightFormat:
    """The night: its lineup slots, its rubbers in order, and how it is won. A ``decider``
    is played only when the rubbers are level; its slots are chosen on the night from the
    lineup (``home``/``away`` of the decider name the slots allowed, empty for any)."""

    slots: tuple[str, ...]
    rubbers: tuple[Rubber, ...]
    win: NightWin = NightWin.RUBBERS
    target: int = 0
    decider: Rubber | None = None
    lineup: LineupEntry = LineupEntry.BLIND
    tables: int = 1
    #: in turns: the team that names the first slot's player (the other answers him)
    first: Side = Side.AWAY
    #: in turns: the slots in the order they are named (empty: the format's slot order)
    order: tuple[str, ...] = ()
    #: in turns: the team that names first changes from one slot to the next (APA style)
    alternate: bool = False
    #: the races by the pair of skill levels of a singles rubber's players (None: each
    #: rubber's own ``race`` for both)
    race_chart: RaceChart | None = None

    def rubber(self, rubber_id: str) -> Rubber:
        for r in self.all_rubbers:
            if r.id == rubber_id:
                return r
        raise KeyError(rubber_id)

    @property
    def all_rubbers(self) -> tuple[Rubber, ...]:
        return self.rubbers + ((self.decider,) if self.decider is not None else ())


@dataclass(frozen=True, slots=True)
class Points:
    """Match points for a night: ``win``/``draw``/``loss``, plus ``per_rubber`` for each
    rubber won and ``per_game`` for each game won (APA counts matches, not nights)."""

    win: int = 2
    draw: int = 1
    loss: int = 0
    per_rubber: int = 0
    per_game: int = 0


class TieBreak(enum.StrEnum):
    """How teams level on points are told apart, in the league's order. ``head-to-head`` is
    the points of the nights between the tied teams only."""

    HEAD_TO_HEAD = "head-to-head"
    RUBBER_DIFFERENCE = "rubber-difference"
    RUBBERS_WON = "rubbers-won"
    GAME_DIFFERENCE = "game-difference"
    GAMES_WON = "games-won"
    NIGHTS_WON = "nights-won"
    FEWER_NO_SHOWS = "fewer-no-shows"


@dataclass(frozen=True, slots=True)
class RosterRules:
    """What a lineup must respect.

    ``required`` lists groups of categories: the lineup fields at least one player holding a
    category of each group (``(("novice",), ("woman", "senior"))``). ``skill_cap`` bounds the
    sum of the skill levels of the players fielded. A player plays at most ``max_rubbers``
    rubbers, or ``max_rubbers_short`` when the team fields fewer than ``full_team`` players
    (but at least ``min_players``). With ``strength_order`` the slots, in their order, hold
    players of increasing strength number (1 the strongest)."""

    min_players: int = 1
    full_team: int = 0
    max_rubbers: int = 1
    max_rubbers_short: int = 1
    required: tuple[tuple[str, ...], ...] = ()
    skill_cap: int | None = None
    strength_order: bool = False
    max_substitutes: int = 0


class Cost(enum.StrEnum):
    """What an illegal lineup costs: the whole night, lost by forfeit, or only the rubbers
    the wrongly fielded players played."""

    NIGHT = "night"
    RUBBERS = "rubbers"


@dataclass(frozen=True, slots=True)
class Penalties:
    """A no-show loses the night by forfeit and ``no_show_deduction`` points; an illegal
    lineup costs ``illegal_lineup`` and ``illegal_lineup_deduction`` points."""

    no_show_deduction: int = 1
    illegal_lineup: Cost = Cost.NIGHT
    illegal_lineup_deduction: int = 0


@dataclass(frozen=True, slots=True)
class LeagueRules:
    format: NightFormat
    points: Points = field(default_factory=Points)
    tie_breaks: tuple[TieBreak, ...] = ()
    roster: RosterRules = field(default_factory=RosterRules)
    penalties: Penalties = field(default_factory=Penalties)


@dataclass(frozen=True, slots=True)
class Player:
    """A rostered player: ``name`` as in the players' registry, ``categories`` (novice,
    woman, senior...), a ``skill`` level for a capped lineup, a ``strength`` number (1 the
    strongest) for formats that meet by strength."""

    name: str
    categories: frozenset[str] = frozenset()
    skill: int | None = None
    strength: int | None = None


@dataclass(frozen=True, slots=True)
class Venue:
    name: str
    tables: int


@dataclass(frozen=True, slots=True)
class Team:
    """A team: its ``venue`` (a venue's name), its home night (0 Monday ... 6 Sunday) and
    its roster."""

    name: str
    venue: str
    night: int
    roster: tuple[Player, ...] = ()

    def player(self, name: str) -> Player | None:
        for p in self.roster:
            if p.name == name:
                return p
        return None


@dataclass(frozen=True, slots=True)
class Division:
    name: str
    teams: tuple[Team, ...]


@dataclass(frozen=True, slots=True)
class Season:
    """The calendar's settings: the first week (the week holding ``start``), how many times
    each pair of teams meets, and the dates the league is off."""

    start: date
    meetings: int = 2
    off: frozenset[date] = frozenset()


@dataclass(frozen=True, slots=True)
class League:
    name: str
    rules: LeagueRules
    venues: tuple[Venue, ...]
    divisions: tuple[Division, ...]
    season: Season

    def venue(self, name: str) -> Venue:
        for v in self.venues:
            if v.name == name:
                return v
        raise LeagueError(Problem.UNKNOWN_VENUE, venue=name)

    def team(self, name: str) -> Team:
        for d in self.divisions:
            for t in d.teams:
                if t.name == name:
                    return t
        raise LeagueError(Problem.UNKNOWN_TEAM, team=name)
