"""Value types shared by every discipline: the facts of a shot and the referee's verdict.

Long because every value type the disciplines share lives here: the one vocabulary of shots and
verdicts.

Everything here is immutable and compares by value, so a verdict can be stored, compared in
tests and sent to the views without copying.

>>> shot = Shot(pocketed=(Pocketed(3, Pocket.FOOT_LEFT),), call=Call(3, Pocket.FOOT_LEFT))
>>> shot.pocketed_balls
(3,)
>>> shot.scratch
False
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any, TypeVar, cast

T = TypeVar("T")

_FIELDS: dict[type, tuple[str, ...]] = {}
_set_field = object.__setattr__


def evolve(record: T, **changes: Any) -> T:
    """``record`` with ``changes``: :func:`dataclasses.replace` in one pass, for the frozen
    records a move makes anew (the rack state, the match state), whose fields are all set by
    ``__init__`` and which have no ``__post_init__``. A move keeps the state before it for
    undo, so each move builds new ones; this builds them at about half the cost.

    >>> evolve(Inning(1, run=2), run=3, fouled=True)
    Inning(player=1, run=3, penalty=0, fouled=True, reracks=0, ended_by=None, score_after=0)
    >>> evolve(Inning(1), runs=3)
    Traceback (most recent call last):
    ...
    TypeError: Inning has no field runs
    """
    cls = type(record)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cast(Any, record)))
    new = object.__new__(cls)
    for name in names:
        _set_field(new, name, changes.pop(name) if name in changes else getattr(record, name))
    if changes:
        raise TypeError(f"{cls.__name__} has no field {', '.join(changes)}")
    return new


class Discipline(enum.StrEnum):
    """A game of pocket billiards the referee knows. The value is the name written in
    journals, exports, the history and the state document."""

    EIGHT_BALL = "eight-ball"
    NINE_BALL = "nine-ball"
    TEN_BALL = "ten-ball"
    STRAIGHT_POOL = "straight-pool"


class Ruleset(enum.StrEnum):
    """Whose rules a discipline is played under; the value is the name on disk."""

    WPA = "wpa"
    RFEB = "rfeb"
    ARGENTINA = "argentina"


class Pocket(enum.Enum):
    """The six pockets, named as the scorekeeper sees the table from the head (breaking) end."""

    FOOT_LEFT = "foot-left"
    FOOT_RIGHT = "foot-right"
    SIDE_LEFT = "side-left"
    SIDE_RIGHT = "side-right"
    HEAD_LEFT = "head-left"
    HEAD_RIGHT = "head-right"


class CueBall(enum.Enum):
    """What became of the cue ball on a shot."""

    ON_TABLE = "on-table"
    POCKETED = "pocketed"
    OFF_TABLE = "off-table"


class Foul(enum.Enum):
    """Foul codes. The first group is called by the referee (docs/rulings.md §0); the rest the
    engine derives from the facts of the shot. Several fouls on one shot are one foul (WPA-6)."""

    # called by the referee / scorekeeper
    WRONG_BALL_FIRST = "wrong-ball-first"
    NO_RAIL = "no-rail"
    TOUCHED_BALL = "touched-ball"
    DOUBLE_HIT = "double-hit"
    PUSH_SHOT = "push-shot"
    FOOT_ON_FLOOR = "foot-on-floor"
    BALLS_MOVING = "balls-moving"
    BAD_CUE_BALL_PLACEMENT = "bad-cue-ball-placement"
    SHOT_BEHIND_HEAD_STRING = "shot-behind-head-string"
    CUE_ON_TABLE = "cue-on-table"
    OUT_OF_TURN = "out-of-turn"
    SLOW_PLAY = "slow-play"
    UNSPORTSMANLIKE = "unsportsmanlike"
    # derived by the engine
    SCRATCH = "scratch"
    CUE_BALL_OFF_TABLE = "cue-ball-off-table"
    OBJECT_BALL_OFF_TABLE = "object-ball-off-table"
    ILLEGAL_BREAK = "illegal-break"
    BREAKING_FOUL = "breaking-foul"
    GROUP_NOT_DECLARED = "group-not-declared"


#: The fouls a referee calls by hand, in the order the scorekeeper's foul menu lists them.
CALLED_FOULS: tuple[Foul, ...] = (
    Foul.WRONG_BALL_FIRST,
    Foul.NO_RAIL,
    Foul.TOUCHED_BALL,
    Foul.DOUBLE_HIT,
    Foul.PUSH_SHOT,
    Foul.FOOT_ON_FLOOR,
    Foul.BALLS_MOVING,
    Foul.BAD_CUE_BALL_PLACEMENT,
    Foul.SHOT_BEHIND_HEAD_STRING,
    Foul.CUE_ON_TABLE,
    Foul.OUT_OF_TURN,
    Foul.SLOW_PLAY,
)


class Group(enum.Enum):
    """Eight-ball groups."""

    SOLIDS = "solids"
    STRIPES = "stripes"

    @property
    def balls(self) -> frozenset[int]:
        return SOLID_BALLS if self is Group.SOLIDS else STRIPE_BALLS

    @property
    def other(self) -> Group:
        return Group.STRIPES if self is Group.SOLIDS else Group.SOLIDS


SOLID_BALLS: frozenset[int] = frozenset(range(1, 8))
STRIPE_BALLS: frozenset[int] = frozenset(range(9, 16))


class Interference(enum.Enum):
    """14.1 re-rack interference (WPA-4.8), told by the scorekeeper on the shot that pocketed
    the 14th ball of a rack. Pocketing the 15th together with the 14th is derived, not told."""

    NONE = "none"
    CUE_AND_FIFTEENTH_IN_RACK = "cue-and-fifteenth-in-rack"
    FIFTEENTH_IN_RACK = "fifteenth-in-rack"
    CUE_IN_RACK_FIFTEENTH_BELOW_HEAD_STRING = "cue-in-rack-fifteenth-below-head-string"
    CUE_IN_RACK_FIFTEENTH_ABOVE_HEAD_STRING = "cue-in-rack-fifteenth-above-head-string"


@dataclass(frozen=True, slots=True)
class Pocketed:
    """One object ball pocketed on a shot, with its pocket when the scorekeeper gave one."""

    ball: int
    pocket: Pocket | None = None


@dataclass(frozen=True, slots=True)
class Call:
    """A called shot: a ball and a pocket. ``Call.safety()`` is a called safety."""

    ball: int | None
    pocket: Pocket | None = None
    is_safety: bool = False

    @classmethod
    def safety(cls) -> Call:
        """A called safety.

        >>> Call.safety().is_safety
        True
        """
        return cls(None, None, True)


@dataclass(frozen=True, slots=True)
class Shot:
    """The facts of one shot as the referee would call them (docs/rulings.md §0).

    ``rails`` is the number of object balls that reached a rail on a break (``None`` when not
    told); ``head_string_crossings`` counts balls crossing the head string on a nine-ball
    three-ball-rule break; ``cue_and_two_to_rail`` is the 14.1 opening-break requirement.
    ``declared_group`` is the Argentine declaration of the group played on an open table.
    """

    pocketed: tuple[Pocketed, ...] = ()
    off_table: frozenset[int] = frozenset()
    cue: CueBall = CueBall.ON_TABLE
    call: Call | None = None
    eight_pocket: Pocket | None = None
    push_out: bool = False
    fouls: frozenset[Foul] = frozenset()
    rails: int | None = None
    head_string_crossings: int = 0
    cue_and_two_to_rail: bool = False
    declared_group: Group | None = None
    interference: Interference = Interference.NONE

    @property
    def pocketed_balls(self) -> tuple[int, ...]:
        """Ball numbers pocketed, in the order given."""
        pocketed = self.pocketed
        if not pocketed:  # most shots: asked several times per shot
            return ()
        if len(pocketed) == 1:
            return (pocketed[0].ball,)
        return tuple([p.ball for p in pocketed])

    def pocket_of(self, ball: int) -> Pocket | None:
        """The pocket ``ball`` went into (None if not pocketed or pocket not told)."""
        for p in self.pocketed:
            if p.ball == ball:
                return p.pocket
        return None

    @property
    def scratch(self) -> bool:
        return self.cue is CueBall.POCKETED

    @property
    def cue_off_table(self) -> bool:
        return self.cue is CueBall.OFF_TABLE

    @property
    def is_safety(self) -> bool:
        return self.call is not None and self.call.is_safety


class BallInHand(enum.Enum):
    """Where the incoming player may place the cue ball (pooltool's model)."""

    NONE = "none"
    ANYWHERE = "anywhere"
    KITCHEN = "kitchen"


class Restriction(enum.Enum):
    """Restrictions on the next shot beyond ball in hand."""

    NO_SHOT_BEHIND_HEAD_STRING = "no-shot-behind-head-string"
    NO_PUSH_OUT = "no-push-out"
    CUE_BALL_ON_HEAD_SPOT = "cue-ball-on-head-spot"
    FIFTEENTH_ON_HEAD_SPOT = "fifteenth-on-head-spot"
    OPENING_BREAK = "opening-break"
    MAY_SPOT_BALL_BEHIND_HEAD_STRING = "may-spot-ball-behind-head-string"


class Option(enum.Enum):
    """The answers a player may give when the rules offer a choice."""

    ACCEPT_TABLE = "accept-table"  # shoot from where the balls lie
    HAND_BACK = "hand-back"  # make the other player shoot
    RERACK_AND_BREAK = "rerack-and-break"  # incoming re-racks and breaks
    BREAKER_REBREAKS = "breaker-rebreaks"  # make the breaker break again
    SPOT_EIGHT_AND_CONTINUE = "spot-eight-and-continue"
    SPOT_EIGHT_BIH_KITCHEN = "spot-eight-bih-kitchen"
    BIH_KITCHEN = "bih-kitchen"
    BREAK_AGAIN_MYSELF = "break-again-myself"  # Argentina: incoming breaks again
    EQUALISE = "equalise"  # Argentina: remove own balls to equalise
    DECLINE_EQUALISE = "decline-equalise"


class Reason(enum.Enum):
    """Why the engine decided what it did. The UI turns each code into words."""

    LEGAL_BREAK = "legal-break"
    ILLEGAL_BREAK = "illegal-break"
    DRY_BREAK = "dry-break"
    BALL_POCKETED_CONTINUE = "ball-pocketed-continue"
    MISS = "miss"
    MISSED_CALL = "missed-call"
    SAFETY = "safety"
    PUSH_OUT = "push-out"
    FOUL = "foul"
    BREAKING_FOUL = "breaking-foul"
    THREE_FOULS = "three-fouls"
    THIRD_FOUL_WARNING = "third-foul-warning"
    GROUP_ASSIGNED = "group-assigned"
    TABLE_OPEN = "table-open"
    EIGHT_ON_BREAK = "eight-on-break"
    EIGHT_ON_BREAK_SCRATCH = "eight-on-break-scratch"
    GAME_BALL_MADE = "game-ball-made"
    GAME_BALL_ON_BREAK = "game-ball-on-break"
    GAME_BALL_SPOTTED = "game-ball-spotted"
    EIGHT_EARLY = "eight-early"
    EIGHT_WITH_LAST_GROUP_BALL = "eight-with-last-group-ball"
    EIGHT_WRONG_POCKET = "eight-wrong-pocket"
    EIGHT_NOT_CALLED = "eight-not-called"
    EIGHT_OFF_TABLE = "eight-off-table"
    EIGHT_ON_FOUL = "eight-on-foul"
    EIGHT_AND_SCRATCH = "eight-and-scratch"
    SCRATCH_ON_EIGHT = "scratch-on-eight"
    BALLS_SPOTTED = "balls-spotted"
    BALLS_STAY_DOWN = "balls-stay-down"
    RERACK = "rerack"
    CHOICE_MADE = "choice-made"
    CONCEDED = "conceded"
    POINTS_SCORED = "points-scored"
    BALL_IN_HAND = "ball-in-hand"
    OPPONENT_BALL_OFF_TABLE_STAYS_OFF = "opponent-ball-off-table-stays-off"
    CUE_OFF_TABLE_ON_EIGHT = "cue-off-table-on-eight"  # Argentine 8-ball loss of rack
    OWN_BALLS_POCKETED_ON_FOUL = "own-balls-pocketed-on-foul"  # Argentine equalise offer
    BALLS_EQUALISED = "balls-equalised"  # Argentine: incoming removed own balls
    THREE_BALL_BREAK_FAILED = "three-ball-break-failed"  # nine-ball WPA-2.10 option


class OutcomeReason(enum.Enum):
    """How a rack (or a 14.1 game) ended."""

    GAME_BALL = "game-ball"  # the 8 / 9 / 10 legally pocketed
    GAME_BALL_ON_BREAK = "game-ball-on-break"
    OPPONENT_LOST = "opponent-lost"  # loss-of-rack foul by the other player
    THREE_FOULS = "three-fouls"
    TARGET_REACHED = "target-reached"  # 14.1
    CONCESSION = "concession"
    PENALTY = "penalty"  # unsportsmanlike conduct: loss of rack


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a rack: who won and why (python-chess's Outcome)."""

    winner: int
    reason: OutcomeReason
    cause: Reason | None = None  # the detailed code, e.g. EIGHT_EARLY for OPPONENT_LOST


@dataclass(frozen=True, slots=True)
class PendingChoice:
    """A choice the rules give a player; no shot is accepted until it is answered."""

    chooser: int
    options: tuple[Option, ...]
    reason: Reason
    citations: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Verdict:
    """Everything the app must show after a shot or a choice.

    ``fouls`` holds every foul code seen (one foul for the penalty, WPA-6); ``points`` is the
    change to each player's score (14.1, else zeros); ``foul_counts`` are consecutive fouls per
    player after this shot; ``warning`` names the player who is on two fouls and must be warned
    when coming to the table; ``citations`` are the seed keys of docs/rulings.md, such as
    ``WPA-3.8``.
    """

    shooter: int
    next_player: int
    fouls: frozenset[Foul] = frozenset()
    reasons: tuple[Reason, ...] = ()
    citations: tuple[str, ...] = ()
    ball_in_hand: BallInHand = BallInHand.NONE
    restrictions: frozenset[Restriction] = frozenset()
    spot: tuple[int, ...] = ()
    points: tuple[int, int] = (0, 0)
    groups: tuple[Group | None, Group | None] = (None, None)
    foul_counts: tuple[int, int] = (0, 0)
    warning: int | None = None
    pending: PendingChoice | None = None
    outcome: Outcome | None = None
    rerack: bool = False
    turn_over: bool = False
    choice: Option | None = None  # set on the verdict of a choice
    removed: tuple[int, ...] = ()  # balls the chooser took off the table (Argentine equalise)

    @property
    def foul(self) -> bool:
        """True when the shot was a foul (however many foul codes it carried)."""
        return bool(self.fouls)


@dataclass(frozen=True, slots=True)
class Inning:
    """One player's visit to the table: the 14.1 score sheet line, and innings in rack games.

    ``points`` is the net change of score in the inning (14.1; run minus penalties), ``run`` the
    balls scored, ``fouls`` the penalty points, ``reracks`` how many re-racks happened in it.
    """

    player: int
    run: int = 0
    penalty: int = 0
    fouled: bool = False
    reracks: int = 0
    ended_by: Reason | None = None
    score_after: int = 0

    @property
    def points(self) -> int:
        return self.run - self.penalty


class ThirdFoul(enum.Enum):
    """What a third consecutive foul costs (WPA-6.14) in a discipline and ruleset."""

    NOTHING = "nothing"  # WPA and RFEB eight-ball: no such rule
    LOSS_OF_RACK = "loss-of-rack"  # nine-ball, ten-ball, Argentine eight-ball
    POINTS = "points"  # 14.1: a further penalty in points (WPA-4.11)


@dataclass(frozen=True, slots=True)
class EntryHints:
    """What the entry of the next shot needs, published by the rack so the windows learn the
    rules from the engine and never from discipline names.

    ``rails``: a break with nothing pocketed needs the number of object balls to a rail;
    ``head_string_crossings``: the nine-ball three-ball break counts balls crossing the head
    string; ``cue_and_two_to_rail``: the 14.1 opening break requirement; ``declare_group``: the
    shooter declares the group played (Argentine open table); ``call_required``: the shot is
    judged by a call; ``call_from``: the balls that become the call when made, the first one
    made in click order (the shooter's legal object balls); ``callable``: the balls the shooter
    may call in an explicit call; ``eight_pocket``: the 8's pocket is taken from where it went;
    ``has_groups``: the game has groups (eight-ball); ``interference``: a 14.1 re-rack may
    follow this shot, so interference may be told; ``fouls``: the fouls a referee may call
    here, in menu order; ``third_foul`` and ``third_foul_points``: what a third consecutive
    foul costs; ``max_to_rail``: the most object balls that can reach a rail or cross the head
    string (the balls on the table); ``pick`` and ``pick_from``: while a pending choice lets the
    chooser pick balls (the Argentine equalise), how many and from which balls;
    ``points_to_win``: in 14.1, the points the shooter still needs (a shot that scores them
    ends the game, so no re-rack follows it).

    >>> EntryHints().call_from
    frozenset()
    """

    rails: bool = False
    head_string_crossings: bool = False
    cue_and_two_to_rail: bool = False
    declare_group: bool = False
    call_required: bool = False
    call_from: frozenset[int] = frozenset()
    callable: frozenset[int] = frozenset()
    eight_pocket: bool = False
    has_groups: bool = False
    interference: bool = False
    fouls: tuple[Foul, ...] = ()
    third_foul: ThirdFoul = ThirdFoul.NOTHING
    third_foul_points: int = 0
    max_to_rail: int = 0
    pick: int = 0
    pick_from: frozenset[int] = frozenset()
    points_to_win: int = 0


@dataclass(frozen=True, slots=True)
class RackOptions:
    """Options of a discipline (nine-ball's three-ball break and the like)."""

    three_ball_break: bool = False
    target: tuple[int, int] = (100, 100)  # 14.1 points to win per player
    extra: tuple[tuple[str, object], ...] = field(default=())


def contradicted_fouls(shot: Shot) -> frozenset[Foul]:
    """The called fouls that the other facts of ``shot`` rule out: "no rail after contact"
    (WPA-6.3) cannot go with a ball pocketed or driven off the table, the cue ball included,
    since such a ball counts as driven to a rail (WPA-8.4; WPA-6.3 "si no se emboca bola";
    ARG-Infracciones 12 "salvo cuando se emboque"; RFEB-Art.13), nor with object balls told
    to have reached a rail on the break. The engine refuses such a shot (docs/rulings.md §0) and
    the window does not offer the foul for it.

    >>> contradicted_fouls(Shot(pocketed=(Pocketed(3),)))
    frozenset({<Foul.NO_RAIL: 'no-rail'>})
    >>> contradicted_fouls(Shot(rails=0))
    frozenset()
    """
    if (
        shot.pocketed
        or shot.off_table
        or shot.cue is not CueBall.ON_TABLE
        or (shot.rails or 0) > 0
        or shot.cue_and_two_to_rail
    ):
        return _NO_RAIL
    return frozenset()


_NO_RAIL: frozenset[Foul] = frozenset({Foul.NO_RAIL})


def interference_applies(shot: Shot, hints: EntryHints) -> bool:
    """True when 14.1 re-rack interference (WPA-4.8) can be told with ``shot``: a re-rack
    follows it, that is the hints allow interference (two balls or fewer on the table), and the
    shot is a legal scoring shot (no foul, no safety, no push out, the called ball made as
    called) that leaves at most one ball and does not win the game (``hints.points_to_win``).
    Interference told with any other shot contradicts it and is refused (docs/rulings.md §0); the
    window drops it from such a shot.

    >>> h = EntryHints(interference=True, max_to_rail=2, points_to_win=50)
    >>> made = Shot(pocketed=(Pocketed(3),), call=Call(3))
    >>> interference_applies(made, h)
    True
    >>> interference_applies(dataclasses.replace(made, cue=CueBall.POCKETED), h)
    False
    >>> interference_applies(made, dataclasses.replace(h, points_to_win=1))
    False
    """
    if not hints.interference:
        return False
    if shot.fouls or shot.off_table or shot.cue is not CueBall.ON_TABLE or shot.push_out:
        return False
    call = shot.call
    if call is None or call.is_safety or call.ball is None:
        return False
    if call.ball not in shot.pocketed_balls:
        return False
    pocket = shot.pocket_of(call.ball)
    if call.pocket is not None and pocket is not None and pocket is not call.pocket:
        return False
    made = len(shot.pocketed)
    return hints.max_to_rail - made <= 1 and made < hints.points_to_win
