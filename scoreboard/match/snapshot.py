"""What the views draw: one immutable snapshot of the match, and the records inside it.

The controller builds a new :class:`Snapshot` after every accepted input and sends it out; the
views never keep their own copy of the score. Everything here is frozen and compares by value.

The shot history is a :class:`History`: a persistent (immutable, structurally shared) list.
Adding a shot makes a new history in constant time that shares every older entry with the
previous one, so a snapshot of a 2,000-shot match costs no more to build than one of a
20-shot match, and older snapshots stay valid. Views read the last few entries with
:meth:`History.tail` and the whole list by iterating.

>>> h = History().append("a").append("b").append("c")
>>> len(h), h.tail(2), list(h)
(3, ('b', 'c'), ['a', 'b', 'c'])
>>> h == History().append("a").append("b").append("c")
True
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rules import (
    BallInHand,
    Discipline,
    EntryHints,
    Foul,
    Group,
    Move,
    Outcome,
    PendingChoice,
    Reason,
    Restriction,
    Ruleset,
    Verdict,
)
from scoreboard.match.stats import PlayerStats

T = TypeVar("T")


class History(Generic[T]):
    """An immutable list with O(1) :meth:`append` that shares its past with older copies."""

    __slots__ = ("_node", "_count", "_items")

    def __init__(self, _node: tuple[Any, Any] | None = None, _count: int = 0) -> None:
        self._node = _node
        self._count = _count
        self._items: tuple[T, ...] | None = None

    @classmethod
    def of(cls, items: Iterable[T]) -> History[T]:
        """A history holding ``items`` (oldest first)."""
        h: History[T] = cls()
        for item in items:
            h = h.append(item)
        return h

    def items(self) -> tuple[T, ...]:
        """All entries, oldest first, as a tuple (made once per history, then kept)."""
        if self._items is None:
            self._items = self.tail(self._count)
        return self._items

    def append(self, item: T) -> History[T]:
        """A new history with ``item`` at the end; this one is unchanged."""
        return History((item, self._node), self._count + 1)

    def __len__(self) -> int:
        return self._count

    def newest_first(self) -> Iterator[T]:
        """The entries from the newest back, lazily (stop early to read only the last few)."""
        return self._newest_first()

    def _newest_first(self) -> Iterator[T]:
        node = self._node
        while node is not None:
            yield node[0]
            node = node[1]

    def __iter__(self) -> Iterator[T]:
        """Oldest first."""
        items = list(self._newest_first())
        items.reverse()
        return iter(items)

    def tail(self, n: int) -> tuple[T, ...]:
        """The last ``n`` entries, oldest first."""
        out: list[T] = []
        node = self._node
        while node is not None and len(out) < n:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return tuple(out)

    @property
    def last(self) -> T | None:
        return self._node[0] if self._node is not None else None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, History):
            return NotImplemented
        if self._count != other._count:
            return False
        a, b = self._node, other._node
        while a is not None and b is not None:
            if a is b:
                return True
            if a[0] != b[0]:
                return False
            a, b = a[1], b[1]
        return a is None and b is None

    def __hash__(self) -> int:
        return hash((self._count, self.tail(8)))

    def __repr__(self) -> str:
        return f"History(len={self._count}, tail={self.tail(3)!r})"


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One move of the match as the history list shows it.

    ``rack`` is the rack number (1-based), ``move`` the shot, option or concession,
    ``breaking`` whether the move was made with a break due, ``on_table_before`` the object
    balls on the table before it, ``time`` the caller's timestamp of the input.
    """

    rack: int
    move: Move
    verdict: Verdict
    breaking: bool = False
    on_table_before: frozenset[int] = frozenset()
    time: float | None = None

    @property
    def shooter(self) -> int:
        return self.verdict.shooter


class EventKind(enum.Enum):
    """Events worth announcing (a sound, a banner, a voice)."""

    LAG = "lag"
    FOUL = "foul"
    THREE_FOUL_WARNING = "three-foul-warning"
    THREE_FOULS = "three-fouls"
    PUSH_OUT = "push-out"
    SAFETY = "safety"
    RACK_WON = "rack-won"
    SET_WON = "set-won"
    MATCH_WON = "match-won"
    STALEMATE = "stalemate"
    CONDUCT_WARNING = "conduct-warning"


@dataclass(frozen=True, slots=True)
class Event:
    """One announcement: its kind, the player it concerns, and the codes behind it."""

    kind: EventKind
    player: int | None = None
    reasons: tuple[Reason, ...] = ()
    fouls: frozenset[Foul] = frozenset()
    citations: tuple[str, ...] = ()


class MatchEnd(enum.Enum):
    """How a match ended."""

    RACE_WON = "race-won"
    CONCESSION = "concession"
    FORFEIT = "forfeit"
    PENALTY = "penalty"


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    winner: int
    reason: MatchEnd
    citations: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ScoreSheetLine:
    """One line of the 14.1 score sheet: a player's ``inning`` (1-based, per player), the
    balls run, the penalty points, the re-racks in it, and the score after it."""

    inning: int
    player: int
    run: int
    penalty: int
    reracks: int
    total: int


@dataclass(frozen=True, slots=True)
class RackRecord:
    """A finished rack (or 14.1 game, or a 14.1 game's part ended by a stalemate).

    ``winner`` is None for a stalemate. ``score`` is the engine's score of the rack (14.1
    points scored in it, else zeros). ``stats`` are the players' statistics in this rack.
    """

    number: int
    set_number: int
    breaker: int
    winner: int | None
    outcome: Outcome | None
    score: tuple[int, int] = (0, 0)
    stats: tuple[PlayerStats, PlayerStats] = (PlayerStats(), PlayerStats())
    moves: int = 0


@dataclass(frozen=True, slots=True)
class Players:
    """Both players' side of the board; every field is a pair indexed by player.

    ``score`` is what the scoreboard shows big: racks in the current set (handicap included),
    or 14.1 points. ``match_ball`` is set for a player one rack from winning the match.
    """

    names: tuple[str, str]
    score: tuple[int, int]
    racks_won: tuple[int, int]
    sets: tuple[int, int]
    groups: tuple[Group | None, Group | None]
    foul_counts: tuple[int, int]
    innings: tuple[int, int]
    high_run: tuple[int, int]
    average: tuple[float, float]
    match_ball: tuple[bool, bool]
    conduct_warnings: tuple[int, int]
    stats: tuple[PlayerStats, PlayerStats]
    rack_stats: tuple[PlayerStats, PlayerStats]


@dataclass(frozen=True, slots=True)
class RackView:
    """The rack in play: ``number`` (1-based), ``breaker`` who broke (or breaks) it, ``turn``
    the player at the table (or due to answer the pending choice), what is on the table and
    what the next shot may be. ``hints`` are the engine's entry hints for the next shot: the
    windows learn the rules from them, never from discipline names."""

    number: int
    awaiting_lag: bool
    breaker: int | None
    turn: int | None
    breaking: bool
    on_table: frozenset[int]
    legal_targets: frozenset[int]
    call_required: bool
    push_out_allowed: bool
    safety_allowed: bool
    open_table: bool
    ball_in_hand: BallInHand
    restrictions: frozenset[Restriction]
    run: int
    hints: EntryHints = EntryHints()


@dataclass(frozen=True, slots=True)
class Decision:
    """The referee's last word: the ``verdict`` on the last move of the rack in play, the
    choice it leaves ``pending``, and the player on a three-foul ``warning``."""

    verdict: Verdict | None
    pending: PendingChoice | None
    warning: int | None


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything the scorekeeper and spectator windows show, grouped: the ``players``, the
    ``rack`` in play and the referee's ``decision``; the match's own facts are at the top.

    ``race`` is the racks needed per player (for the set when playing sets); ``target`` the
    14.1 points needed. ``winner`` is set when the match is over. ``set_up`` is False for the
    placeholder before any match is started or resumed.
    """

    players: Players
    rack: RackView
    decision: Decision
    discipline: Discipline
    ruleset: Ruleset
    rack_only: bool
    race: tuple[int, int]
    target: tuple[int, int] | None
    sets_to_win: int
    set_number: int
    hill_hill: bool
    winner: int | None
    outcome: MatchOutcome | None
    racks: tuple[RackRecord, ...]
    score_sheet: tuple[ScoreSheetLine, ...]
    history: History[HistoryEntry]
    can_undo: bool
    can_redo: bool
    #: False until a match is set up (started or resumed): the window takes no entry then.
    set_up: bool = True

    @property
    def result_score(self) -> tuple[int, int]:
        """The match's result as a competition enters it: racks won, or in 14.1 (played to a
        points target) the points."""
        return self.players.score if self.target is not None else self.players.racks_won
