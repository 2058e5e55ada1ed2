"""A competition: its entrants, its format, the draw, the results and the tables.

Long because the competition is one model: every change (entrants, the draw, results and their
corrections, tables) is checked against the whole draw and resolved in the same pass, so its methods
share its private state.

Only the results (and table assignments) are stored; the players of every slot are resolved
from them in one pass over the draw, so a corrected result can never leave a stale player
behind. Every refusal raises :class:`~.errors.CompetitionError` and changes nothing.

>>> c = Competition("Friday", Format.SINGLE_ELIMINATION)
>>> for name in ("Ana", "Luis", "Marta"):
...     _ = c.add_entrant(name)
>>> c.draw()
>>> c.slot("W1-1").state, c.slot("W1-2").state
(<State.WALKOVER: 'walkover'>, <State.READY: 'ready'>)
>>> c.enter_result("W1-2", (4, 1)).touched
('W1-2', 'W2-1')
>>> c.slot("W2-1").players
(1, 2)
"""

from __future__ import annotations

import math
import unicodedata
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import lru_cache

from scoreboard.competition import bracket
from scoreboard.competition.bracket import (
    MAX_ENTRANTS,
    RFEB_PLACES,
    Distance,
    LoserOf,
    Phase,
    Place,
    Seed,
    SlotDef,
    WinnerOf,
)
from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.files.shapes import MAX_NAME, BadName, check_name
from scoreboard.match.match import is_points
from scoreboard.ratings import MAX_RATING, fair_races
from scoreboard.table.shot_clock import PROFILES

BYE = 0  # an empty place: a player that is nobody
#: The longest competition name (and the longest text field of a competition file).
MAX_TEXT = 200
#: The longest uid, discipline or rule set key, and history id of a match.
MAX_ID = 64
MAX_KEY = 40
MAX_TABLES = 64
MAX_BEST_OF = 99
#: 14.1 is played to a points target, not a number of racks: its distances are that target.
MAX_POINTS = 1000
#: A 14.1 score can go below zero (fouls take points away).
MIN_POINTS_SCORE = -MAX_POINTS
#: A 14.1 event's distance for every phase until the organiser changes it.
POINTS_DEFAULT = 100
MIN_GROUP, MAX_GROUP = 2, 16
#: The longest minimum race a handicapped event keeps (the settings' bound too).
MAX_MINIMUM_RACE = 25
#: The rating of an entrant of a handicapped event whom the ratings given do not know (the
#: fit's starter rating unless the desk gives every entrant his own).
STARTER_RATING = 500.0


class Format(Enum):
    RFEB = "rfeb"
    SINGLE_ELIMINATION = "single-elimination"
    DOUBLE_ELIMINATION = "double-elimination"
    ROUND_ROBIN = "round-robin"


class State(Enum):
    WAITING = "waiting"  # a player is not known yet
    READY = "ready"  # both known, waiting for a table
    ON_TABLE = "on-table"
    FINISHED = "finished"
    WALKOVER = "walkover"  # an empty place on one side (or both): nobody plays


@dataclass(frozen=True, slots=True)
class Result:
    """Racks won by ``top`` and ``bottom`` (entry rankings), as entered; ``history_id`` links
    the match scored in the scorekeeper. ``forfeit`` is the side (0 top, 1 bottom) that won
    without reaching the distance: the other did not turn up, conceded or was disqualified
    (RFEB-Art.27); ``racks`` are then the racks played until it stopped."""

    top: int
    bottom: int
    racks: tuple[int, int]
    history_id: str | None = None
    forfeit: int | None = None
    #: The racks each side needed in a handicapped event (None: the slot's own race).
    race: tuple[int, int] | None = None

    @property
    def winner_side(self) -> int:
        if self.forfeit is not None:
            return self.forfeit
        if self.race is not None:  # a handicap: the side that reached its own number
            return 0 if self.racks[0] >= self.race[0] else 1
        return 0 if self.racks[0] > self.racks[1] else 1

    @property
    def winner(self) -> int:
        return self.top if self.winner_side == 0 else self.bottom

    @property
    def loser(self) -> int:
        return self.bottom if self.winner_side == 0 else self.top

    @property
    def margin(self) -> int:
        """Racks won by the winner minus racks won by the loser (0 at least)."""
        side = self.winner_side
        return max(0, self.racks[side] - self.racks[1 - side])


@dataclass(frozen=True, slots=True)
class Slot:
    """A slot of the draw as it stands: players are entry rankings, :data:`BYE` for an empty
    place, None while not known."""

    definition: SlotDef
    top: int | None
    bottom: int | None
    winner: int | None
    loser: int | None
    state: State
    best_of: int
    table: int | None = None
    result: Result | None = None
    points: bool = False  # a 14.1 slot: ``best_of`` is the points target
    #: In a handicapped event, once both players are known: the racks (top, bottom) each
    #: needs, the fair race of their ratings for the slot's length (:attr:`race`).
    handicap: tuple[int, int] | None = None

    @property
    def id(self) -> str:
        return self.definition.id

    @property
    def targets(self) -> tuple[int, int]:
        """Racks (or 14.1 points) the top and the bottom player need to win."""
        return self.handicap if self.handicap is not None else (self.race, self.race)

    @property
    def players(self) -> tuple[int | None, int | None]:
        return (self.top, self.bottom)

    @property
    def race(self) -> int:
        """Racks needed to win: best of 7 is a race to 4; in 14.1, the points target."""
        return self.best_of if self.points else self.best_of // 2 + 1


@dataclass(frozen=True, slots=True)
class Change:
    """What a result did: ``touched`` are the slots whose players or result changed (the slot
    itself first), ``cleared`` the played slots whose result had to be removed."""

    slot: str
    touched: tuple[str, ...]
    cleared: tuple[str, ...] = ()


#: The distances each format plays (the others are kept but never used).
FORMAT_DISTANCES: dict[Format, tuple[Distance, ...]] = {
    Format.RFEB: (
        Distance.FIRST_PHASE,
        Distance.LOSERS_ROUND,
        Distance.UP_TO_LAST_16,
        Distance.QUARTER_SEMI,
        Distance.FINAL,
    ),
    Format.SINGLE_ELIMINATION: (Distance.UP_TO_LAST_16, Distance.QUARTER_SEMI, Distance.FINAL),
    Format.DOUBLE_ELIMINATION: (
        Distance.LOSERS_ROUND,
        Distance.UP_TO_LAST_16,
        Distance.QUARTER_SEMI,
        Distance.FINAL,
    ),
    Format.ROUND_ROBIN: (Distance.GROUP,),
}


def default_distances(fmt: Format, discipline: str) -> dict[Distance, int]:
    """The distances an event starts with: RFEB-Art.31's for the RFEB system, a club's shorter
    ones otherwise; a 14.1 event plays every phase to :data:`POINTS_DEFAULT` points."""
    if is_points(discipline):
        return dict.fromkeys(Distance, POINTS_DEFAULT)
    return dict(bracket.RFEB_DISTANCES if fmt is Format.RFEB else bracket.CLUB_DISTANCES)


def fold(name: str) -> str:
    """A name as duplicates are compared: accents dropped, case folded, spaces collapsed."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def _clean(name: str) -> str:
    return " ".join("".join(c for c in name if c.isprintable()).split())


#: The competition's refusal for each code of the one gate for names.
_NAME_PROBLEMS = {
    "name-empty": Problem.EMPTY_NAME,
    "name-control-character": Problem.CONTROL_CHARACTER,
    "name-too-long": Problem.NAME_TOO_LONG,
}


#: The longest entrant's name a stored competition may hold: competitions kept before names
#: were held to MAX_NAME characters took up to 80, and are read as they are, never set aside.
STORED_NAME = 80


def _entrant_name(name: object, limit: int = MAX_NAME) -> str:
    """An entrant's name through the one gate for names
    (:func:`~scoreboard.files.shapes.check_name`), its spaces collapsed as the draw shows it;
    a refused name is a :class:`CompetitionError` (nothing is dropped from it silently)."""
    if not isinstance(name, str):
        raise CompetitionError(Problem.EMPTY_NAME)
    try:
        check_name(name, limit=limit)
    except BadName as exc:
        problem = _NAME_PROBLEMS.get(exc.code, Problem.EMPTY_NAME)
        if problem is Problem.NAME_TOO_LONG:
            raise CompetitionError(problem, name=_clean(name)[:limit], limit=limit) from None
        raise CompetitionError(problem) from None
    return " ".join(name.split())


@dataclass(slots=True)
class _Resolved:
    top: int | None
    bottom: int | None
    winner: int | None
    loser: int | None


def check_best_of(best_of: object, points: bool = False) -> int:
    """A distance: an odd "best of" from 1 to :data:`MAX_BEST_OF`, or with ``points`` (14.1)
    a target from 1 to :data:`MAX_POINTS`."""
    if isinstance(best_of, bool) or not isinstance(best_of, int):
        raise CompetitionError(Problem.BAD_DISTANCE, best_of=str(best_of)[:20])
    if points:
        if not 1 <= best_of <= MAX_POINTS:
            raise CompetitionError(Problem.BAD_DISTANCE, best_of=best_of)
    elif not 1 <= best_of <= MAX_BEST_OF or best_of % 2 == 0:
        raise CompetitionError(Problem.BAD_DISTANCE, best_of=best_of)
    return best_of


@lru_cache(maxsize=4096)
def fair_race(
    rating_top: float,
    rating_bottom: float,
    length: int,
    minimum: int = 1,
    gap_cap: float | None = None,
) -> tuple[int, int]:
    """The racks each player needs in a handicapped match of about a race to ``length``: the
    fairest race of their ratings (:func:`scoreboard.ratings.fair_races`; equal ratings play
    ``length`` each), under the club's controls: each side races to at least ``minimum``, and
    no wider gap than ``gap_cap`` points is made up for.

    >>> fair_race(500.0, 500.0, 4), fair_race(600.0, 500.0, 4)
    ((4, 4), (6, 3))
    >>> fair_race(900.0, 500.0, 4), fair_race(900.0, 500.0, 4, 3), fair_race(900.0, 500.0, 4, 1, 200)
    ((8, 1), (6, 3), (7, 2))
    """
    best = fair_races(rating_top, rating_bottom, length, count=1, minimum=minimum, max_gap=gap_cap)[
        0
    ]
    return (best.a, best.b)


def check_handicap_controls(minimum: object, gap_cap: object) -> tuple[int, float | None]:
    """A handicapped event's minimum race (1 to :data:`MAX_MINIMUM_RACE`) and gap cap (None, or
    0 to :data:`scoreboard.ratings.MAX_RATING` points), as the event keeps them."""
    if (
        isinstance(minimum, bool)
        or not isinstance(minimum, int)
        or not 1 <= minimum <= MAX_MINIMUM_RACE
    ):
        raise CompetitionError(Problem.BAD_KEY, key="race_minimum", value=str(minimum)[:20])
    if gap_cap is None:
        return minimum, None
    if (
        isinstance(gap_cap, bool)
        or not isinstance(gap_cap, int | float)
        or not math.isfinite(gap_cap)
        or not 0 <= gap_cap <= MAX_RATING
    ):
        raise CompetitionError(Problem.BAD_KEY, key="gap_cap", value=str(gap_cap)[:20])
    return minimum, float(gap_cap)


def check_rating(value: object) -> float:
    """A rating of FargoRate's scale as a competition keeps it (a finite number within
    :data:`scoreboard.ratings.MAX_RATING`)."""
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not math.isfinite(value)
        or not -MAX_RATING <= value <= MAX_RATING
    ):
        raise CompetitionError(Problem.BAD_KEY, key="rating", value=str(value)[:20])
    return float(value)


#: A result as a file gives it: racks, history id, forfeit (the players come from the draw).
_Entry = tuple[tuple[int, int], "str | None", "int | None"]


def _can_end(
    racks: tuple[int, int], side: int | None, targets: tuple[int, int], points: bool
) -> bool:
    """Whether ``racks`` can end a match of these targets, won by ``side`` as a forfeit (None:
    by reaching the distance)."""
    a, b = racks
    if points:
        # 14.1: the winner reached the target (the last shot may carry past it), the loser
        # is below it, and fouls may have left a score under zero
        race = targets[0]
        if not (MIN_POINTS_SCORE <= min(a, b) and max(a, b) <= MAX_POINTS):
            return False
        return max(a, b) >= race > min(a, b) if side is None else racks[1 - side] < race
    if min(a, b) < 0:
        return False
    if side is None:  # one side on its number, the other below his
        ta, tb = targets
        return (a == ta and b < tb) or (b == tb and a < ta)
    return racks[side] <= targets[side] and racks[1 - side] < targets[1 - side]


def _check_entry(
    slot_id: str,
    racks: object,
    history_id: object,
    forfeit: object,
    targets: tuple[int, int],
    best_of: int,
    points: bool,
) -> int | None:
    """Refuse a result that cannot end a match where the top player needs ``targets[0]``
    racks (or points) and the bottom one ``targets[1]``; returns the forfeit side, None when
    the distance was reached (a normal result)."""
    if history_id is not None and (not isinstance(history_id, str) or len(history_id) > MAX_ID):
        raise CompetitionError(Problem.BAD_KEY, key="history_id", value=str(history_id)[:20])
    side: int | None = None
    ok = (
        isinstance(racks, tuple)
        and len(racks) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in racks)
    )
    if forfeit is not None:  # 0 or 1, not True or False
        if isinstance(forfeit, bool) or not isinstance(forfeit, int) or forfeit not in (0, 1):
            ok = False
        else:
            side = forfeit
    if ok:
        assert isinstance(racks, tuple)
        ok = _can_end(racks, side, targets, points)
    if not ok:
        handicap = {} if targets[0] == targets[1] else {"race": f"{targets[0]}-{targets[1]}"}
        raise CompetitionError(
            Problem.IMPOSSIBLE_SCORE,
            slot=slot_id,
            score=str(racks)[:20],
            best_of=best_of,
            points=points,
            **handicap,
        )
    assert isinstance(racks, tuple)
    if side is not None and racks[side] >= targets[side]:
        return None  # the distance was reached: a normal result
    return side


#: The shot clocks an event may name: the rule sets' profiles (a scorekeeper's own custom
#: clock is a setting of one laptop, not of the event).
EVENT_CLOCKS = tuple(key for key in PROFILES if key != "custom")


def check_clock(key: object) -> None:
    """A competition's shot clock is "" (none) or the key of one of :data:`EVENT_CLOCKS`."""
    if key != "" and (not isinstance(key, str) or key not in EVENT_CLOCKS):
        raise CompetitionError(Problem.BAD_KEY, key="shot_clock", value=str(key)[:20])


@dataclass
class Competition:
    """One event. Entrants are added (in entry-ranking order) and withdrawn before the draw;
    after it, results go in slot by slot."""

    name: str
    format: Format
    discipline: str = "eight-ball"
    ruleset: str | None = None
    group_size: int = 4
    tables: int = 4
    distances: dict[Distance, int] = field(default_factory=dict)
    entrants: list[str] = field(default_factory=list)
    draw_slots: tuple[SlotDef, ...] = ()
    results: dict[str, Result] = field(default_factory=dict)
    on_table: dict[str, int] = field(default_factory=dict)
    overrides: dict[str, int] = field(default_factory=dict)
    uid: str = field(default_factory=lambda: uuid.uuid4().hex)
    started: dict[str, str] = field(default_factory=dict)
    #: A second final when the losers' side wins the first (a "true double"); None: the
    #: format's own choice, on for the club's double elimination, off for the RFEB system
    #: (RFEB-Art.32 plays one final).
    reset_final: bool | None = None
    #: A handicapped event: each slot's race is the fair race of its two players' ratings
    #: (:attr:`ratings`, by entrant; :data:`STARTER_RATING` for one not there) for the
    #: phase's length. Not in 14.1 (its distances are points, not racks).
    handicapped: bool = False
    ratings: dict[str, float] = field(default_factory=dict)
    #: The club's handicap controls as they were at the draw, kept with the event: the fewest
    #: racks a side races to, and the widest rating gap made up for (None: no cap).
    race_minimum: int = 1
    gap_cap: float | None = None
    #: The shot clock every match of the event is played with: a profile's key
    #: (:data:`EVENT_CLOCKS`), "" for none. On the scorekeeper's
    #: window and on phone tables alike; changed at any time, for the matches started after.
    shot_clock: str = ""
    #: A phase's own shot clock, by its distance (a profile's key, "" for none): the final
    #: may be timed when the early rounds are not. A phase not named plays with
    #: :attr:`shot_clock`.
    phase_clocks: dict[Distance, str] = field(default_factory=dict)
    _index: dict[str, int] = field(default_factory=dict, repr=False)
    _slots: list[Slot] = field(default_factory=list, repr=False)
    _resolved: list[_Resolved] = field(default_factory=list, repr=False)
    _shown: tuple[SlotDef, ...] = field(default=(), repr=False, compare=False)
    _shown_key: tuple[tuple[SlotDef, ...], int] | None = field(
        default=None, repr=False, compare=False
    )
    _folded_ratings: dict[str, float] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.format, Format):
            raise CompetitionError(Problem.UNKNOWN_FORMAT, format=str(self.format)[:40])
        # everything a competition holds is what its file may hold (document.from_dict)
        if not isinstance(self.name, str):
            raise CompetitionError(Problem.EMPTY_NAME)
        if len(self.name) > MAX_TEXT:
            raise CompetitionError(Problem.NAME_TOO_LONG, name=self.name[:80], limit=MAX_TEXT)
        for key, value, limit, optional in (
            ("uid", self.uid, MAX_ID, False),
            ("discipline", self.discipline, MAX_KEY, False),
            ("ruleset", self.ruleset, MAX_KEY, True),
        ):
            if value is None and optional:
                continue
            if not isinstance(value, str) or not value.strip() or len(value) > limit:
                raise CompetitionError(Problem.BAD_KEY, key=key, value=str(value)[:20])
        if self.reset_final is None:
            self.reset_final = self.format is Format.DOUBLE_ELIMINATION
        elif not isinstance(self.reset_final, bool):
            raise CompetitionError(
                Problem.BAD_KEY, key="reset_final", value=str(self.reset_final)[:20]
            )
        if not isinstance(self.handicapped, bool) or (self.handicapped and self.points):
            raise CompetitionError(
                Problem.BAD_KEY, key="handicapped", value=str(self.handicapped)[:20]
            )
        if not isinstance(self.ratings, dict) or len(self.ratings) > MAX_ENTRANTS:
            raise CompetitionError(Problem.BAD_KEY, key="ratings", value=str(self.ratings)[:20])
        self.ratings = {self._rated_name(k): check_rating(v) for k, v in self.ratings.items()}
        self.race_minimum, self.gap_cap = check_handicap_controls(self.race_minimum, self.gap_cap)
        check_clock(self.shot_clock)
        if not isinstance(self.phase_clocks, dict) or len(self.phase_clocks) > len(Distance):
            raise CompetitionError(Problem.BAD_KEY, key="phase_clocks", value="")
        for phase, key in self.phase_clocks.items():
            if not isinstance(phase, Distance):
                raise CompetitionError(Problem.BAD_KEY, key="phase_clocks", value=str(phase)[:20])
            check_clock(key)
        self.distances = {**default_distances(self.format, self.discipline), **self.distances}
        for best_of in self.distances.values():
            check_best_of(best_of, self.points)
        if (
            isinstance(self.tables, bool)
            or not isinstance(self.tables, int)
            or not 1 <= self.tables <= MAX_TABLES
        ):
            raise CompetitionError(Problem.BAD_TABLE, table=str(self.tables)[:8])
        # checked for every format (a file keeps it whatever the format)
        if (
            isinstance(self.group_size, bool)
            or not isinstance(self.group_size, int)
            or not MIN_GROUP <= self.group_size <= MAX_GROUP
        ):
            raise CompetitionError(Problem.BAD_GROUP_SIZE, size=str(self.group_size)[:8])

    @staticmethod
    def _rated_name(name: object) -> str:
        if not isinstance(name, str) or not _clean(name) or len(name) > MAX_NAME:
            raise CompetitionError(Problem.BAD_KEY, key="ratings", value=str(name)[:20])
        return _clean(name)

    def set_ratings(self, ratings: Mapping[str, float]) -> None:
        """The entrants' ratings a handicapped event sets its races by (all replaced; checked
        all or none). Before the draw only: the races of a drawn event stay as drawn."""
        self._open()
        if len(ratings) > MAX_ENTRANTS:
            raise CompetitionError(Problem.BAD_KEY, key="ratings", value=str(len(ratings)))
        self.ratings = {self._rated_name(k): check_rating(v) for k, v in ratings.items()}
        self._folded_ratings = None

    def set_handicap_controls(self, minimum: int, gap_cap: float | None) -> None:
        """The club's minimum race and gap cap the races are set by (before the draw only)."""
        self._open()
        self.race_minimum, self.gap_cap = check_handicap_controls(minimum, gap_cap)

    def set_shot_clock(self, key: str, phase: Distance | None = None) -> None:
        """The shot clock of the matches started from now on (a profile's key, "" none):
        the event's, or ``phase``'s own."""
        check_clock(key)
        if phase is None:
            self.shot_clock = key
        elif not isinstance(phase, Distance):
            raise CompetitionError(Problem.BAD_KEY, key="phase_clocks", value=str(phase)[:20])
        else:
            self.phase_clocks[phase] = key

    def clear_phase_clock(self, phase: Distance) -> None:
        """``phase`` plays with the event's shot clock again."""
        self.phase_clocks.pop(phase, None)

    def clock_of(self, slot_id: str) -> str:
        """The shot clock slot ``slot_id``'s match is started with: its phase's own, else
        the event's (a profile's key, "" none). KeyError for an unknown slot."""
        distance = self.draw_slots[self._index[slot_id]].distance
        return self.phase_clocks.get(distance, self.shot_clock)

    def set_handicapped(self, handicapped: bool) -> None:
        """Mark the event handicapped (or not), before the draw."""
        self._open()
        if not isinstance(handicapped, bool) or (handicapped and self.points):
            raise CompetitionError(Problem.BAD_KEY, key="handicapped", value=str(handicapped))
        self.handicapped = handicapped

    def rating(self, rank: int | None) -> float:
        """The rating of the entrant at ``rank`` (:data:`STARTER_RATING` when not known)."""
        name = self.entrant(rank)
        value = self.ratings.get(name)
        if value is None:  # the name as the ratings spell it another way
            if self._folded_ratings is None:
                self._folded_ratings = {fold(k): v for k, v in self.ratings.items()}
            value = self._folded_ratings.get(fold(name))
        return STARTER_RATING if value is None else value

    def _handicap(self, d: SlotDef, top: int | None, bottom: int | None) -> tuple[int, int] | None:
        """The race (top, bottom) of slot ``d`` in a handicapped event with these players."""
        if not self.handicapped or top in (None, BYE) or bottom in (None, BYE):
            return None
        best = self.overrides.get(d.id, self.distances[d.distance])
        return fair_race(
            self.rating(top), self.rating(bottom), best // 2 + 1, self.race_minimum, self.gap_cap
        )

    @property
    def points(self) -> bool:
        """A 14.1 event: every distance is a points target and every score is in points."""
        return is_points(self.discipline)

    # -- entrants ------------------------------------------------------------------------------

    @property
    def drawn(self) -> bool:
        return bool(self.draw_slots)

    @property
    def shown_draw(self) -> tuple[SlotDef, ...]:
        """The slots of the draw that a bracket, a sheet or a feed shows: all but those whose
        two sides are empty places (no match; with few entrants the RFEB system has many)."""
        key = (self.draw_slots, len(self.entrants))
        if self._shown_key != key:
            void = bracket.empty_slots(self.draw_slots, len(self.entrants))
            self._shown = tuple(d for d in self.draw_slots if d.id not in void)
            self._shown_key = key
        return self._shown

    def shown_slots(self) -> list[Slot]:
        """:meth:`slots` as they are shown (see :attr:`shown_draw`)."""
        ids = {d.id for d in self.shown_draw}
        return [s for s in self._slots if s.id in ids]

    def _open(self) -> None:
        if self.drawn:
            raise CompetitionError(Problem.ALREADY_DRAWN)

    def add_entrant(self, name: str, ranking: int | None = None) -> int:
        """Enter ``name`` at entry ranking ``ranking`` (1 is the best; default: last); returns
        the ranking given. Refused after the draw, for an empty or duplicate name."""
        self._open()
        clean = _entrant_name(name)
        key = fold(clean)
        if any(fold(e) == key for e in self.entrants):
            raise CompetitionError(Problem.DUPLICATE_ENTRANT, name=clean)
        if len(self.entrants) >= self.max_entrants:
            raise CompetitionError(Problem.TOO_MANY_ENTRANTS, limit=self.max_entrants)
        at = len(self.entrants) if ranking is None else max(0, min(ranking - 1, len(self.entrants)))
        self.entrants.insert(at, clean)
        return at + 1

    def add_entrants(self, names: Iterable[str], *, stored: bool = False) -> None:
        """Enter ``names`` in this order, each as :meth:`add_entrant` does (all or none);
        ``stored``: names read back from a kept competition (up to :data:`STORED_NAME`)."""
        self._open()
        keys = {fold(e) for e in self.entrants}
        added: list[str] = []
        for name in names:
            clean = _entrant_name(name, STORED_NAME if stored else MAX_NAME)
            key = fold(clean)
            if key in keys:
                raise CompetitionError(Problem.DUPLICATE_ENTRANT, name=clean)
            keys.add(key)
            added.append(clean)
        if len(self.entrants) + len(added) > self.max_entrants:
            raise CompetitionError(Problem.TOO_MANY_ENTRANTS, limit=self.max_entrants)
        self.entrants.extend(added)

    def withdraw(self, name: str) -> None:
        """Take an entrant out before the draw; the rankings below close up."""
        self._open()
        key = fold(name)
        for i, e in enumerate(self.entrants):
            if fold(e) == key:
                del self.entrants[i]
                return
        raise CompetitionError(Problem.UNKNOWN_ENTRANT, name=_clean(name)[:MAX_NAME])

    def move_entrant(self, name: str, ranking: int) -> None:
        """Give ``name`` the entry ranking ``ranking`` before the draw (the others shift)."""
        self._open()
        key = fold(name)
        for i, e in enumerate(self.entrants):
            if fold(e) == key:
                del self.entrants[i]
                at = max(0, min(ranking - 1, len(self.entrants)))
                self.entrants.insert(at, e)
                return
        raise CompetitionError(Problem.UNKNOWN_ENTRANT, name=_clean(name)[:MAX_NAME])

    @property
    def max_entrants(self) -> int:
        return RFEB_PLACES if self.format is Format.RFEB else MAX_ENTRANTS

    def entrant(self, rank: int | None) -> str:
        """The name at entry ranking ``rank`` ('' for an empty place or an unknown player)."""
        return self.entrants[rank - 1] if rank and 0 < rank <= len(self.entrants) else ""

    # -- the draw ------------------------------------------------------------------------------

    def draw(self) -> None:
        """Make the draw from the entry ranking (seeding and byes by the format)."""
        self._open()
        n = len(self.entrants)
        if n < 2:
            raise CompetitionError(Problem.TOO_FEW_ENTRANTS, count=n)
        if n > self.max_entrants:
            raise CompetitionError(Problem.TOO_MANY_ENTRANTS, limit=self.max_entrants)
        reset = bool(self.reset_final)
        if self.format is Format.RFEB:
            slots = bracket.rfeb(n, reset)
        elif self.format is Format.SINGLE_ELIMINATION:
            slots = bracket.single_elimination(n)
        elif self.format is Format.DOUBLE_ELIMINATION:
            slots = bracket.double_elimination(n, reset)
        else:
            slots = bracket.round_robin(n, self.group_size)
        self.draw_slots = slots
        self._index = {s.id: i for i, s in enumerate(slots)}
        self._refresh()

    def definition(self, slot_id: str) -> SlotDef:
        """The slot of the draw (its phase, round and feeds)."""
        return self.draw_slots[self._position(slot_id)]

    def best_of(self, slot_id: str) -> int:
        d = self.draw_slots[self._position(slot_id)]
        return self.overrides.get(slot_id, self.distances[d.distance])

    def set_distance(self, key: Distance, best_of: int) -> None:
        """Change the distance of a phase for this event (RFEB-Art.31 gives the defaults);
        results already entered keep the distance they were played at."""
        check_best_of(best_of, self.points)
        for d in self.draw_slots:  # the slots played keep their distance, as an override
            if d.distance is key and d.id in self.results and d.id not in self.overrides:
                self.overrides[d.id] = self.distances[key]
        self.distances[key] = best_of
        self._refresh()

    def set_slot_distance(self, slot_id: str, best_of: int) -> None:
        self.set_slot_distances({slot_id: best_of})

    def set_slot_distances(self, distances: Mapping[str, int]) -> None:
        """The distance of single slots not played yet (all or none are changed)."""
        if not distances:
            return
        for slot_id, best_of in distances.items():
            self._position(slot_id)
            if slot_id in self.results:
                raise CompetitionError(Problem.ALREADY_FINISHED, slot=slot_id)
            check_best_of(best_of, self.points)
        self.overrides.update(distances)
        self._refresh()

    # -- resolving the players -----------------------------------------------------------------

    def _position(self, slot_id: str) -> int:
        if not self.drawn:
            raise CompetitionError(Problem.NOT_DRAWN)
        i = self._index.get(slot_id)
        if i is None:
            raise CompetitionError(Problem.UNKNOWN_SLOT, slot=str(slot_id)[:20])
        return i

    def _resolve(
        self,
        results: Mapping[str, Result],
        pending: Mapping[str, _Entry] | None = None,
        built: dict[str, Result] | None = None,
    ) -> list[_Resolved]:
        """The players, winner and loser of every slot from ``results``, in one pass over the
        draw. With ``pending`` (results as a file gives them: no players), each is checked
        against the players the pass has found for its slot, as if typed, and put in
        ``built``; a slot of ``pending`` that cannot take its result raises."""
        n = len(self.entrants)
        out: list[_Resolved] = []
        by_id: dict[str, _Resolved] = {}
        places: dict[int, int] | None = None

        def feed(f: object) -> int | None:
            nonlocal places
            if isinstance(f, Seed):
                return f.rank if f.rank <= n else BYE
            if isinstance(f, WinnerOf):
                return by_id[f.slot].winner
            if isinstance(f, LoserOf):
                return by_id[f.slot].loser
            assert isinstance(f, Place)
            if places is None:
                places = self._reseed(by_id, results if built is None else built)
            return places.get(f.place)

        for d in self.draw_slots:
            top, bottom = feed(d.top), feed(d.bottom)
            if d.reset and top is not None and isinstance(d.top, WinnerOf):
                first = by_id[d.top.slot]
                if first.winner == first.top:  # the winners' side won the first final
                    bottom = BYE
            winner = loser = None
            entry = pending.get(d.id) if pending is not None else None
            if entry is not None:
                assert built is not None
                built[d.id] = self._entered(d, top, bottom, entry)
            if top is not None and bottom is not None:
                if top == BYE or bottom == BYE:
                    winner, loser = (bottom if top == BYE else top), BYE
                else:
                    r = results.get(d.id) if built is None else built.get(d.id)
                    if r is not None and (r.top, r.bottom) == (top, bottom):
                        winner, loser = r.winner, r.loser
            res = _Resolved(top, bottom, winner, loser)
            by_id[d.id] = res
            out.append(res)
        return out

    def _entered(self, d: SlotDef, top: int | None, bottom: int | None, entry: _Entry) -> Result:
        """The result ``entry`` of slot ``d`` whose players are ``top`` and ``bottom``, checked
        as :meth:`check_score` and :meth:`enter_result` check a typed one."""
        racks, history_id, forfeit = entry
        if top is None or bottom is None:
            raise CompetitionError(Problem.PLAYERS_NOT_KNOWN, slot=d.id)
        if BYE in (top, bottom):
            raise CompetitionError(Problem.NO_MATCH_TO_PLAY, slot=d.id)
        best = self.overrides.get(d.id, self.distances[d.distance])
        race = best if self.points else best // 2 + 1
        handicap = self._handicap(d, top, bottom)
        targets = handicap or (race, race)
        forfeit = _check_entry(d.id, racks, history_id, forfeit, targets, best, self.points)
        return Result(top, bottom, racks, history_id, forfeit, handicap)

    def _reseed(
        self, by_id: Mapping[str, _Resolved], results: Mapping[str, Result]
    ) -> dict[int, int]:
        """RFEB-Art.30: the 32 first-phase winners take places 33-64 by the largest difference
        of racks in their last match, ties by entry ranking. A winner who did not play his last
        round (the other place was empty) counts a difference of 0; empty places come last.
        Empty until the whole first phase is decided."""
        last = [d for d in self.draw_slots if d.phase is Phase.FIRST and d.round == 2]
        winners: list[tuple[int, int]] = []
        empty = 0
        for d in last:
            w = by_id[d.id].winner
            if w is None:
                return {}
            if w == BYE:
                empty += 1
                continue
            r = results.get(d.id)
            margin = r.margin if r is not None and r.winner == w else 0
            winners.append((-margin, w))
        winners.sort()
        first = bracket.RFEB_DIRECT + 1
        places = {first + i: w for i, (_m, w) in enumerate(winners)}
        for i in range(empty):
            places[first + len(winners) + i] = BYE
        return places

    def reseeding(self) -> dict[int, int]:
        """The places 33-64 of the RFEB re-seeding (place -> entry ranking; empty until the
        first phase ends)."""
        if self.format is not Format.RFEB or not self.drawn:
            return {}
        by_id = {d.id: self._resolved[i] for i, d in enumerate(self.draw_slots)}
        return self._reseed(by_id, self.results)

    def _refresh(self) -> None:
        if not self.drawn:
            return
        self._resolved = self._resolve(self.results)
        self._slots = [self._view(i) for i in range(len(self.draw_slots))]

    def _view(self, i: int) -> Slot:
        d, r = self.draw_slots[i], self._resolved[i]
        result = self.results.get(d.id)
        table = self.on_table.get(d.id)
        if r.top is None or r.bottom is None:
            state = State.WAITING
        elif BYE in (r.top, r.bottom):
            state = State.WALKOVER
        elif r.winner is not None:
            state = State.FINISHED
        else:
            state = State.ON_TABLE if table is not None else State.READY
        if state is not State.FINISHED:
            result = None
        best = self.overrides.get(d.id, self.distances[d.distance])
        if result is not None and result.race is not None:
            handicap: tuple[int, int] | None = result.race  # as it was played
        else:
            handicap = self._handicap(d, r.top, r.bottom)
        return Slot(
            d, r.top, r.bottom, r.winner, r.loser, state, best, table, result, self.points, handicap
        )

    # -- reading -------------------------------------------------------------------------------

    def slot(self, slot_id: str) -> Slot:
        return self._slots[self._position(slot_id)]

    def slots(self) -> list[Slot]:
        return list(self._slots)

    @property
    def finished(self) -> bool:
        return self.drawn and all(s.state in (State.FINISHED, State.WALKOVER) for s in self._slots)

    def ready(self) -> list[Slot]:
        """The queue: slots whose players are known and that wait for a table, earliest round
        first."""
        waiting = [s for s in self._slots if s.state is State.READY]
        return sorted(waiting, key=lambda s: (s.definition.depth, self._index[s.id]))

    def busy_players(self) -> set[int]:
        return {p for s in self._slots if s.state is State.ON_TABLE for p in s.players if p}

    def free_tables(self) -> list[int]:
        used = set(self.on_table.values())
        return [t for t in range(1, self.tables + 1) if t not in used]

    def next_for_table(self) -> Slot | None:
        """The first ready match none of whose players is on a table now."""
        busy = self.busy_players()
        for s in self.ready():
            if not busy.intersection(p for p in s.players if p):
                return s
        return None

    # -- tables --------------------------------------------------------------------------------

    def assign_table(self, slot_id: str, table: int) -> None:
        """Put a ready match on a table; a table holds one match and a player plays one match
        at a time."""
        s = self.slot(slot_id)
        if s.state is State.FINISHED:
            raise CompetitionError(Problem.ALREADY_FINISHED, slot=slot_id)
        if s.state is not State.READY and s.state is not State.ON_TABLE:
            raise CompetitionError(Problem.PLAYERS_NOT_KNOWN, slot=slot_id)
        if isinstance(table, bool) or not isinstance(table, int) or not 1 <= table <= self.tables:
            raise CompetitionError(Problem.BAD_TABLE, table=str(table)[:8])
        for other, t in self.on_table.items():
            if t == table and other != slot_id:
                raise CompetitionError(Problem.TABLE_BUSY, table=table, slot=other)
        busy = {
            p
            for o in self._slots
            if o.state is State.ON_TABLE and o.id != slot_id
            for p in o.players
            if p
        }
        clash = [p for p in s.players if p in busy]
        if clash:
            raise CompetitionError(Problem.PLAYER_BUSY, name=self.entrant(clash[0]))
        self.on_table[slot_id] = table
        self._refresh()

    def release_table(self, slot_id: str) -> None:
        self._position(slot_id)
        self.on_table.pop(slot_id, None)
        self.started.pop(slot_id, None)
        self._refresh()

    def mark_started(self, slot_id: str, match_id: str) -> None:
        """Remember that the match of ``slot_id`` is being scored as ``match_id`` (its history
        id), so that its result can come back by itself."""
        s = self.slot(slot_id)
        if s.state not in (State.READY, State.ON_TABLE):
            raise CompetitionError(Problem.NO_MATCH_TO_PLAY, slot=slot_id)
        if not isinstance(match_id, str) or not match_id or len(match_id) > MAX_ID:
            raise CompetitionError(Problem.BAD_KEY, key="history_id", value=str(match_id)[:20])
        self.started[slot_id] = match_id

    def slot_of_match(self, match_id: str) -> Slot | None:
        """The unfinished slot whose match is being scored as ``match_id``."""
        for slot_id, mid in self.started.items():
            if mid == match_id:
                s = self.slot(slot_id)
                return s if s.state in (State.READY, State.ON_TABLE) else None
        return None

    def slot_on_table(self, table: int) -> Slot | None:
        for slot_id, t in self.on_table.items():
            if t == table:
                return self.slot(slot_id)
        return None

    # -- results -------------------------------------------------------------------------------

    def check_score(
        self,
        slot_id: str,
        racks: tuple[int, int],
        forfeit: int | None = None,
        history_id: str | None = None,
    ) -> Slot:
        """The slot, if ``racks`` can be its result; else :class:`CompetitionError`. A normal
        result has the winner on exactly the race (best of 7: 4) and the loser below it; a
        forfeit (``forfeit`` = the winning side) has both below the race, or the winner on
        it."""
        s = self.slot(slot_id)
        if s.state is State.WAITING:
            raise CompetitionError(Problem.PLAYERS_NOT_KNOWN, slot=slot_id)
        if s.state is State.WALKOVER:
            raise CompetitionError(Problem.NO_MATCH_TO_PLAY, slot=slot_id)
        _check_entry(slot_id, racks, history_id, forfeit, s.targets, s.best_of, s.points)
        return s

    def enter_result(
        self,
        slot_id: str,
        racks: tuple[int, int],
        *,
        history_id: str | None = None,
        confirm: bool = False,
        forfeit: int | None = None,
    ) -> Change:
        """Enter (or correct) the result of a slot: ``racks`` won by its top and bottom
        player. The winner advances (and in a double KO the loser drops); in the RFEB system
        the re-seeding follows when the first phase ends. A correction that would change the
        players of a slot already played is refused unless ``confirm``; then those results are
        removed (and listed in :attr:`Change.cleared`). A correction that would change the
        players of a match on a table or started in the scorekeeper is refused in the same way
        (:attr:`~.errors.Problem.MATCHES_IN_PLAY_WOULD_CHANGE`); confirmed, that match keeps
        its table and its link while its players are known. ``forfeit`` (0 top, 1 bottom)
        gives the match to that side without the distance reached (no-show, concession,
        disqualification). The same result typed again (no ``history_id``) keeps the match it
        names."""
        s = self.check_score(slot_id, racks, forfeit, history_id)
        assert s.top is not None and s.bottom is not None
        forfeit = _check_entry(slot_id, racks, history_id, forfeit, s.targets, s.best_of, s.points)
        held = s.result
        if (
            history_id is None
            and held is not None
            and (held.racks, held.forfeit) == (racks, forfeit)
        ):
            history_id = held.history_id  # the same result typed again: the same match
        new = dict(self.results)
        new[slot_id] = Result(s.top, s.bottom, racks, history_id, forfeit, s.handicap)
        return self._apply(slot_id, new, confirm)

    def holds_result(
        self, slot_id: str, racks: tuple[int, int], winner: int, history_id: str | None = None
    ) -> bool:
        """Whether the slot is finished with this very result: the same racks (its top's,
        its bottom's), the same winner (0 top, 1 bottom) and, when both are known, the same
        match (``history_id``). Only then is a result reported again "already there"."""
        s = self.slot(slot_id)
        r = s.result
        return (
            s.state is State.FINISHED
            and r is not None
            and r.racks == racks
            and r.winner_side == winner
            and (r.history_id is None or history_id is None or r.history_id == history_id)
        )

    def report_result(
        self, slot_id: str, racks: tuple[int, int], winner: int, *, history_id: str | None
    ) -> Change | None:
        """A result reported by the table that scored the match (the venue feed, a phone
        table): ``racks`` won by the slot's top and bottom player, ``winner`` 0 (top) or 1
        (bottom); a match won before the distance goes in as a forfeit. Entered when the slot
        waits for it; None when the slot holds this very result already (:meth:`holds_result`:
        the report came again, nothing changes); refused with
        :attr:`~.errors.Problem.RESULT_CONFLICT` when the slot is finished with another result
        (another score or winner, another match): the bracket keeps it, and only the organiser
        corrects it (:meth:`enter_result`). The same result typed before is linked to the match
        reported (its ``history_id`` set, nothing else changes)."""
        s = self.slot(slot_id)
        if s.state is State.FINISHED and s.result is not None:
            if self.holds_result(slot_id, racks, winner, history_id):
                if s.result.history_id is None and history_id is not None:
                    self._link(slot_id, history_id)
                return None
            raise CompetitionError(
                Problem.RESULT_CONFLICT,
                slot=slot_id,
                entered=s.result.racks,
                reported=racks,
                winner=s.result.winner_side,
            )
        if winner not in (0, 1):
            raise CompetitionError(Problem.BAD_KEY, key="winner", value=str(winner)[:8])
        forfeit = winner if racks[winner] < s.targets[winner] else None
        return self.enter_result(slot_id, racks, history_id=history_id, forfeit=forfeit)

    def _link(self, slot_id: str, history_id: str) -> None:
        """The result of ``slot_id`` names the match ``history_id`` (the bracket unchanged)."""
        i = self._position(slot_id)
        self.results = {
            **self.results,
            slot_id: replace(self.results[slot_id], history_id=history_id),
        }
        self._slots[i] = self._view(i)

    def clear_result(self, slot_id: str, *, confirm: bool = False) -> Change:
        """Take a result back (same rule as a correction for the slots downstream)."""
        self._position(slot_id)
        new = dict(self.results)
        new.pop(slot_id, None)
        return self._apply(slot_id, new, confirm)

    def _apply(self, slot_id: str, new: dict[str, Result], confirm: bool) -> Change:
        cleared: list[str] = []
        in_play: list[str] = []
        while True:
            resolved = self._resolve(new)
            stale = [
                d.id
                for d, r in zip(self.draw_slots, resolved, strict=True)
                if d.id in new and (new[d.id].top, new[d.id].bottom) != (r.top, r.bottom)
            ]
            if not cleared:  # the matches in play whose players change (asked once)
                in_play = [
                    d.id
                    for d, old, r in zip(self.draw_slots, self._resolved, resolved, strict=True)
                    if d.id != slot_id
                    and (d.id in self.on_table or d.id in self.started)
                    and (old.top, old.bottom) != (r.top, r.bottom)
                ]
            if not confirm and (stale or in_play):
                if stale:
                    raise CompetitionError(
                        Problem.PLAYED_SLOTS_WOULD_CHANGE,
                        slots=tuple(stale),
                        in_play=tuple(in_play),
                    )
                raise CompetitionError(Problem.MATCHES_IN_PLAY_WOULD_CHANGE, slots=tuple(in_play))
            if not stale:
                break
            for sid in stale:
                del new[sid]
            cleared += stale
        touched = [slot_id]
        for d, old, r in zip(self.draw_slots, self._resolved, resolved, strict=True):
            if d.id != slot_id and ((old.top, old.bottom) != (r.top, r.bottom) or d.id in cleared):
                touched.append(d.id)
        self.results = new
        self._resolved = resolved
        self._keep_links(slot_id)
        self._slots = [self._view(i) for i in range(len(self.draw_slots))]
        return Change(slot_id, tuple(touched), tuple(cleared))

    def _keep_links(self, slot_id: str) -> None:
        """After a change of results: a match keeps its table and its scorekeeper link while
        it can be played (both players known, no winner) and none of its players is on an
        earlier table; ``slot_id`` (just decided) gives its table back."""
        tables: dict[str, int] = {}
        busy: set[int] = set()
        for sid, table in self.on_table.items():
            r = self._resolved[self._index[sid]]
            if sid == slot_id or not self._playable(r):
                continue
            players = {p for p in (r.top, r.bottom) if p}
            if players & busy:
                continue
            busy |= players
            tables[sid] = table
        self.on_table = tables
        self.started = {
            sid: mid
            for sid, mid in self.started.items()
            if sid != slot_id and self._playable(self._resolved[self._index[sid]])
        }

    @staticmethod
    def _playable(r: _Resolved) -> bool:
        return (
            r.top is not None
            and r.bottom is not None
            and BYE not in (r.top, r.bottom)
            and r.winner is None
        )

    def restore_results(
        self, results: Iterable[tuple[str, tuple[int, int], str | None, int | None]]
    ) -> None:
        """Put back the results of a stored competition (slot, racks, history id, forfeit),
        their order kept, each checked as if typed against the players that the results of
        the slots before it in the draw give it; one pass over the draw, so loading takes a
        time in proportion to its size. All or nothing: a result refused changes nothing."""
        if not self.drawn:
            raise CompetitionError(Problem.NOT_DRAWN)
        if self.results:
            raise CompetitionError(Problem.ALREADY_FINISHED, slot=next(iter(self.results)))
        pending: dict[str, _Entry] = {}
        for slot_id, racks, history_id, forfeit in results:
            self._position(slot_id)
            if slot_id in pending:
                raise CompetitionError(Problem.ALREADY_FINISHED, slot=slot_id)
            pending[slot_id] = (racks, history_id, forfeit)
        built: dict[str, Result] = {}
        resolved = self._resolve({}, pending, built)
        self.results = {sid: built[sid] for sid in pending}
        self._resolved = resolved
        self._slots = [self._view(i) for i in range(len(self.draw_slots))]

    def copy(self) -> Competition:
        c = replace(
            self,
            distances=dict(self.distances),
            ratings=dict(self.ratings),
            entrants=list(self.entrants),
            results=dict(self.results),
            on_table=dict(self.on_table),
            started=dict(self.started),
            overrides=dict(self.overrides),
            phase_clocks=dict(self.phase_clocks),
            _index=dict(self._index),
            _slots=list(self._slots),
            _resolved=list(self._resolved),
        )
        c._refresh()
        return c
