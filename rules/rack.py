"""The rack: push a shot, get a verdict; pop to undo.

Long because it is the machinery every discipline shares (the moves, their undo, the queries, the
fouls a referee calls), so that each discipline adds only its own rules.

Every discipline is a subclass that implements two pure functions, ``_shot`` and ``_choice``,
which take the current immutable :class:`RackState` and return the next state and a
:class:`~rules.core.Verdict`. The rack keeps the state before every move on a stack, so
:meth:`Rack.pop` restores it in constant time and never recomputes backwards.

Only facts that cannot be true are refused (docs/rulings.md §0): a ball pocketed twice or not on
the table, more balls to a rail or across the head string than are on the table, a foul code that
does not exist in the discipline and ruleset (``called_fouls``). :meth:`Rack.entry_hints`
publishes what the entry of the next shot needs, so the windows never reason from discipline
names.
"""

from __future__ import annotations

import abc
import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, TypeVar

from rules.core import (
    CALLED_FOULS,
    BallInHand,
    CueBall,
    Discipline,
    EntryHints,
    Foul,
    Inning,
    Interference,
    Option,
    Outcome,
    OutcomeReason,
    PendingChoice,
    RackOptions,
    Reason,
    Restriction,
    Ruleset,
    Shot,
    ThirdFoul,
    Verdict,
    contradicted_fouls,
    evolve,
    interference_applies,
)
from rules.errors import (
    BallNotOnTableError,
    BallPocketedTwiceError,
    CallNotOnTableError,
    ChoicePendingError,
    ContradictoryFoulError,
    FoulNotInRulesError,
    InconsistentShotError,
    InterferenceNotDueError,
    InvalidOptionError,
    NoChoicePendingError,
    NothingToUndoError,
    PushOutNotAllowedError,
    RackOverError,
    SafetyNotAllowedError,
    TooManyBallsError,
    UnknownBallError,
)

#: Object balls that must reach a rail on a break with nothing pocketed (WPA-2.3, WPA-3.3,
#: WPA-5.3, 10B-3).
BREAK_RAILS = 4


@dataclass(frozen=True, slots=True)
class Concession:
    """A manual end of the rack: ``loser`` concedes, or loses it by a referee's penalty."""

    loser: int
    reason: OutcomeReason = OutcomeReason.CONCESSION


@dataclass(frozen=True, slots=True)
class Penalty:
    """A standard-foul penalty given by the referee to the player who is not at the table
    (WPA-6.16: distracting the opponent and other conduct): ``offender`` is that player."""

    offender: int


Move = Shot | Option | Concession | Penalty


@dataclass(frozen=True, slots=True)
class RackState:
    """The whole state of a rack. Disciplines extend it with their own frozen fields.

    ``breaking`` is true while the next shot is a break (opening break in 14.1);
    ``warned`` records that a player on two fouls was warned (the app always warns).
    """

    turn: int
    on_table: frozenset[int]
    breaker: int
    breaking: bool = True
    foul_counts: tuple[int, int] = (0, 0)
    pending: PendingChoice | None = None
    outcome: Outcome | None = None
    ball_in_hand: BallInHand = BallInHand.KITCHEN
    restrictions: frozenset[Restriction] = frozenset()
    push_out_allowed: bool = False
    score: tuple[int, int] = (0, 0)
    inning: Inning = field(default_factory=lambda: Inning(0))
    inning_shots: int = 0
    innings_closed: int = 0
    shots: int = 0


S = TypeVar("S", bound=RackState)


@dataclass(frozen=True, slots=True)
class _Entry:
    move: Move
    verdict: Verdict
    before: RackState


class Rack(abc.ABC):
    """One rack of a rack game, or a whole 14.1 game. Players are 0 and 1.

    Subclasses set ``discipline`` (and ``ruleset``), ``balls`` (the object balls racked) and
    implement :meth:`_shot`, :meth:`_choice` and the queries.
    """

    discipline: ClassVar[Discipline]
    ruleset: ClassVar[Ruleset]
    balls: ClassVar[frozenset[int]] = frozenset()
    #: the fouls a referee may call in this discipline and ruleset, in menu order
    called_fouls: ClassVar[tuple[Foul, ...]] = CALLED_FOULS
    #: what a third consecutive foul costs (WPA-6.14), and its points in 14.1
    third_foul: ClassVar[ThirdFoul] = ThirdFoul.LOSS_OF_RACK
    third_foul_points: ClassVar[int] = 0
    #: a break with nothing pocketed is judged by the object balls that reached a rail
    break_counts_rails: ClassVar[bool] = True
    #: the game has groups (eight-ball), and the 8's pocket is told with the shot
    has_groups: ClassVar[bool] = False
    #: the three-ball break option exists (nine-ball, WPA-2.10)
    three_ball_break_option: ClassVar[bool] = False
    #: the usual race (racks to win) when the organiser sets none; distances are the
    #: organiser's (docs/rulings.md §8), these are the common ones
    default_race: ClassVar[int] = 5
    #: the ruleset's own default distance as "best of" racks (RFEB-Art.31), if any
    default_best_of: ClassVar[int | None] = None
    #: the "best of" distances the ruleset names for its phases (RFEB-Art.31), if any
    best_of_distances: ClassVar[tuple[int, ...]] = ()
    #: the shot-clock profile the ruleset imposes (RFEB-Art.29), if any
    clock_profile: ClassVar[str | None] = None

    def __init__(self, breaker: int = 0, options: RackOptions | None = None) -> None:
        if breaker not in (0, 1):
            raise ValueError(f"breaker must be player 0 or 1, not {breaker!r}")
        self.options = options or RackOptions()
        self._state: RackState = self._initial_state(breaker)
        self._stack: list[_Entry] = []
        self._innings: list[Inning] = []

    # -- construction -------------------------------------------------------------------------

    def _initial_state(self, breaker: int) -> RackState:
        return RackState(
            turn=breaker,
            on_table=self.balls,
            breaker=breaker,
            inning=Inning(breaker, score_after=0),
        )

    # -- the moves ----------------------------------------------------------------------------

    def push(self, shot: Shot) -> Verdict:
        """Apply one shot. Raises a :class:`~rules.errors.IllegalInputError` subclass and
        changes nothing when the shot cannot be true or is not allowed now."""
        st = self._state
        if st.outcome is not None:
            raise RackOverError("the rack is over; no more shots")
        if st.pending is not None:
            raise ChoicePendingError("a choice is pending; answer it before the next shot")
        self._check_common(st, shot)
        # WPA-6.13: a shot played out of turn is the other player's foul. It is judged as that
        # player's shot; the player whose turn it was comes (back) to the table.
        played = evolve(st, turn=other(st.turn)) if Foul.OUT_OF_TURN in shot.fouls else st
        self._validate(played, shot)
        new, verdict = self._shot(played, shot)
        new = self._book_inning(st, new, verdict, shot)
        self._commit(shot, verdict, st, new)
        return verdict

    def penalise(self, offender: int) -> Verdict:
        """A standard-foul penalty for unsportsmanlike conduct (WPA-6.16) against
        ``offender``. Against the player at the table it is a foul on a shot (the turn passes);
        against the seated player it is that player's foul while the shooter stays at the
        table: ball in hand for the shooter in rack games, a point off in 14.1, and it counts
        toward three consecutive fouls (WPA-6.14)."""
        st = self._state
        if st.outcome is not None:
            raise RackOverError("the rack is over")
        if st.pending is not None:
            raise ChoicePendingError("a choice is pending; answer it before the penalty")
        if offender not in (0, 1):
            raise ValueError(f"no player {offender!r}")
        if offender == st.turn:
            return self.push(Shot(fouls=frozenset({Foul.UNSPORTSMANLIKE})))
        new, verdict = self._seated_foul(st, offender)
        new = self._book_seated(st, new, verdict)
        self._commit(Penalty(offender), verdict, st, new)
        return verdict

    def choose(self, option: Option, balls: frozenset[int] = frozenset()) -> Verdict:
        """Answer the pending choice. Undoable with :meth:`pop` like a shot. ``balls`` are the
        balls the chooser picks, where the option lets them pick (see ``entry_hints().pick``)."""
        st = self._state
        if st.outcome is not None:
            raise RackOverError("the rack is over; no more choices")
        if st.pending is None:
            raise NoChoicePendingError("no choice is pending")
        if option not in st.pending.options:
            raise InvalidOptionError(f"{option.value} is not one of the options offered")
        if balls:
            new, verdict = self._choice_picked(st, option, frozenset(balls))
        else:
            new, verdict = self._choice(st, option)
        new = self._book_inning(st, new, verdict, None)
        self._commit(option, verdict, st, new)
        return verdict

    def concede(self, loser: int, reason: OutcomeReason = OutcomeReason.CONCESSION) -> Verdict:
        """``loser`` concedes the rack (or loses it by a referee's penalty)."""
        st = self._state
        if st.outcome is not None:
            raise RackOverError("the rack is over")
        if loser not in (0, 1):
            raise ValueError(f"no player {loser!r}")
        winner = 1 - loser
        outcome = Outcome(winner, reason, Reason.CONCEDED)
        verdict = Verdict(
            shooter=st.turn,
            next_player=st.turn,
            reasons=(Reason.CONCEDED,),
            citations=("WPA-6.16",) if reason is OutcomeReason.PENALTY else (),
            outcome=outcome,
            foul_counts=st.foul_counts,
        )
        new = dataclasses.replace(st, outcome=outcome, pending=None)
        new = self._book_inning(st, new, verdict, None)
        self._commit(Concession(loser, reason), verdict, st, new)
        return verdict

    def pop(self) -> Move:
        """Undo the last move and return it."""
        if not self._stack:
            raise NothingToUndoError("nothing to undo")
        entry = self._stack.pop()
        self._state = entry.before
        del self._innings[entry.before.innings_closed :]
        return entry.move

    def _commit(self, move: Move, verdict: Verdict, before: RackState, new: RackState) -> None:
        self._stack.append(_Entry(move, verdict, before))
        self._state = new

    # -- what subclasses implement ------------------------------------------------------------

    @abc.abstractmethod
    def _shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        """Decide a validated shot: return the next state and the verdict."""

    @abc.abstractmethod
    def _choice(self, st: RackState, option: Option) -> tuple[RackState, Verdict]:
        """Apply an option of the pending choice."""

    def _choice_picked(
        self, st: RackState, option: Option, balls: frozenset[int]
    ) -> tuple[RackState, Verdict]:
        """Apply an option with balls picked by the chooser; refused where none are picked."""
        raise InvalidOptionError(f"no balls are picked with {option.value}")

    def _pick(self) -> tuple[int, frozenset[int]]:
        """How many balls the pending choice lets the chooser pick, and from which."""
        return 0, frozenset()

    def _validate(self, st: RackState, shot: Shot) -> None:  # noqa: B027 - optional hook
        """Discipline checks (call required, push out allowed...). Raise to refuse."""

    #: where the shooter's cue ball goes after a standard-foul penalty against the seated player
    #: (WPA-1.5: anywhere, unless the discipline says otherwise)
    seated_foul_ball_in_hand: ClassVar[BallInHand] = BallInHand.ANYWHERE
    #: the seat of the fouls of each discipline and ruleset, cited with a seated penalty
    cite_fouls: ClassVar[tuple[str, ...]] = ()

    def _seated_foul(self, st: RackState, offender: int) -> tuple[RackState, Verdict]:
        """A standard foul of the seated ``offender`` (WPA-6.16): the shooter stays at the
        table with ball in hand (not before the break, which is from the kitchen anyway); a
        third consecutive foul costs what the discipline says (WPA-6.14)."""
        shooter = st.turn
        count = st.foul_counts[offender] + 1
        counts = with_count(st.foul_counts, offender, count)
        fouls = frozenset({Foul.UNSPORTSMANLIKE})
        citations = ("WPA-6.16", *self.cite_fouls, "WPA-6")
        if count >= 3 and self.third_foul is ThirdFoul.LOSS_OF_RACK:
            outcome = Outcome(shooter, OutcomeReason.THREE_FOULS, Reason.THREE_FOULS)
            new = evolve(st, foul_counts=counts, outcome=outcome)
            return new, Verdict(
                shooter=offender,
                next_player=shooter,
                fouls=fouls,
                reasons=(Reason.THREE_FOULS, Reason.FOUL),
                citations=(*citations, "WPA-6.14"),
                foul_counts=counts,
                outcome=outcome,
            )
        bih, restrictions = st.ball_in_hand, st.restrictions
        if not st.breaking and self.seated_foul_ball_in_hand is not BallInHand.NONE:
            bih, restrictions = self.seated_foul_ball_in_hand, frozenset()
        new = evolve(st, foul_counts=counts, ball_in_hand=bih, restrictions=restrictions)
        reasons = (
            (Reason.FOUL, Reason.BALL_IN_HAND) if bih is not st.ball_in_hand else (Reason.FOUL,)
        )
        return new, Verdict(
            shooter=offender,
            next_player=shooter,
            fouls=fouls,
            reasons=reasons,
            citations=(*citations, "WPA-1.5") if Reason.BALL_IN_HAND in reasons else citations,
            ball_in_hand=bih,
            restrictions=restrictions,
            foul_counts=counts,
        )

    def _run_credit(self, st: RackState, shot: Shot | None, verdict: Verdict) -> tuple[int, int]:
        """(run, penalty) added to the shooter's inning. Rack games: balls pocketed on a legal
        shot form the run. 14.1 overrides with points."""
        if shot is None or verdict.foul:
            return 0, 0
        return len(shot.pocketed), 0

    # -- shared checks and bookkeeping --------------------------------------------------------

    def _fouls_here(self, st: RackState) -> tuple[Foul, ...]:
        """The fouls a referee may call on the next shot, in menu order: the discipline's
        list (``called_fouls``), less those that cannot happen in this position. The window
        offers exactly these (``entry_hints().fouls``) and the engine refuses any other."""
        return self.called_fouls

    def _check_fouls(self, st: RackState, shot: Shot) -> None:
        """Refuse a foul code that does not exist here, or a derived code without its facts,
        or a called foul that the other facts rule out (:func:`~rules.core.contradicted_fouls`).
        Unsportsmanlike conduct entered as a foul is a standard foul everywhere (WPA-6.16)."""
        if not shot.fouls:
            return
        derived = {
            Foul.SCRATCH: shot.cue is CueBall.POCKETED,
            Foul.CUE_BALL_OFF_TABLE: shot.cue is CueBall.OFF_TABLE,
            Foul.OBJECT_BALL_OFF_TABLE: bool(shot.off_table),
        }
        here = self._fouls_here(st)
        for foul in shot.fouls:
            if foul in here or foul is Foul.UNSPORTSMANLIKE or derived.get(foul):
                continue
            where = " on this shot" if foul in self.called_fouls else ""
            raise FoulNotInRulesError(
                f"{foul.value} is not a foul in {self.discipline} ({self.ruleset}){where}"
            )
        for foul in contradicted_fouls(shot) & shot.fouls:
            raise ContradictoryFoulError(
                f"{foul.value} cannot be told with a ball pocketed, off the table or driven "
                "to a rail (WPA-6.3, WPA-8.4)"
            )

    def _check_common(self, st: RackState, shot: Shot) -> None:
        self._check_fouls(st, shot)
        if shot.interference is not Interference.NONE and not interference_applies(
            shot, self.entry_hints()
        ):
            raise InterferenceNotDueError(
                "re-rack interference can only be told with a shot after which the balls are "
                "re-racked (WPA-4.8)"
            )
        on_table = len(st.on_table)
        if shot.rails is not None and shot.rails > on_table:
            raise TooManyBallsError(
                f"{shot.rails} object balls to a rail, but only {on_table} are on the table"
            )
        if shot.head_string_crossings > on_table:
            raise TooManyBallsError(
                f"{shot.head_string_crossings} balls crossed the head string, but only "
                f"{on_table} are on the table"
            )
        seen: set[int] = set()
        for ball in shot.pocketed_balls:
            self._check_ball_number(ball)
            if ball in seen:
                raise BallPocketedTwiceError(f"ball {ball} is entered as pocketed twice", ball=ball)
            seen.add(ball)
            if ball not in st.on_table:
                raise BallNotOnTableError(f"ball {ball} is not on the table", ball=ball)
        for ball in shot.off_table:
            self._check_ball_number(ball)
            if ball in seen:
                raise InconsistentShotError(
                    f"ball {ball} cannot be both pocketed and off the table", ball=ball
                )
            if ball not in st.on_table:
                raise BallNotOnTableError(f"ball {ball} is not on the table", ball=ball)
        call = shot.call
        if call is not None and not call.is_safety:
            if call.ball is None:
                raise CallNotOnTableError("a call needs a ball")
            self._check_ball_number(call.ball)
            if call.ball not in st.on_table:
                raise CallNotOnTableError(
                    f"called ball {call.ball} is not on the table", ball=call.ball
                )
        if shot.is_safety and not self.safety_allowed():
            raise SafetyNotAllowedError("a safety cannot be called on this shot")
        if shot.push_out and not self.push_out_allowed():
            raise PushOutNotAllowedError("a push out is not allowed on this shot")
        if shot.push_out and shot.call is not None:
            raise InconsistentShotError("a push out is not a called shot")
        if shot.rails is not None and shot.rails < 0:
            raise InconsistentShotError("rails cannot be negative")

    def _check_ball_number(self, ball: int) -> None:
        if ball not in self.balls:
            raise UnknownBallError(f"there is no ball {ball} in {self.discipline}", ball=ball)

    def _book_inning(
        self, before: RackState, new: RackState, verdict: Verdict, shot: Shot | None
    ) -> RackState:
        """Extend the shooter's inning and close it when the turn passes or the rack ends."""
        if shot is not None and verdict.shooter != before.turn:
            return self._book_seated(before, new, verdict, shot)
        inning = new.inning
        shots = new.inning_shots
        player = inning.player
        run, penalty = inning.run, inning.penalty
        fouled, ended_by = inning.fouled, inning.ended_by
        if shot is not None:
            credit, charge = self._run_credit(before, shot, verdict)
            run += credit
            penalty += charge
            fouled = fouled or verdict.foul
            ended_by = verdict.reasons[0] if verdict.reasons else None
            shots += 1
        # one new inning per move (a frozen object each time: the old one stays for undo)
        inning = Inning(
            player,
            run=run,
            penalty=penalty,
            fouled=fouled,
            reracks=inning.reracks + (1 if verdict.rerack else 0),
            ended_by=ended_by,
            score_after=new.score[player],
        )
        closed = new.innings_closed
        ends = new.outcome is not None or new.turn != inning.player
        if ends and shots > 0:
            self._innings.append(inning)
            closed += 1
            inning = Inning(new.turn, score_after=new.score[new.turn])
            shots = 0
        elif ends:
            inning = Inning(new.turn, score_after=new.score[new.turn])
        return evolve(
            new,
            inning=inning,
            inning_shots=shots,
            innings_closed=closed,
            shots=new.shots + (1 if shot is not None else 0),
        )

    def _book_seated(
        self, before: RackState, new: RackState, verdict: Verdict, shot: Shot | None = None
    ) -> RackState:
        """Book a foul of the player who was not at the table (a shot out of turn, a conduct
        penalty): it is an inning of its own for that player, closed at once; the inning of the
        player at the table goes on, unless the turn goes to the offender (a 14.1 third foul),
        which closes it."""
        offender = verdict.shooter
        credit, charge = self._run_credit(before, shot, verdict) if shot is not None else (0, 0)
        if shot is None:
            charge = before.score[offender] - new.score[offender]
        closed = new.innings_closed
        inning = before.inning
        shots = before.inning_shots
        if new.turn != inning.player or new.outcome is not None:
            if shots > 0:
                self._innings.append(evolve(inning, score_after=new.score[inning.player]))
                closed += 1
            inning, shots = Inning(new.turn, score_after=new.score[new.turn]), 0
        if shot is not None or charge:
            self._innings.append(
                Inning(
                    offender,
                    run=credit,
                    penalty=charge,
                    fouled=True,
                    reracks=1 if verdict.rerack else 0,
                    ended_by=verdict.reasons[0] if verdict.reasons else None,
                    score_after=new.score[offender],
                )
            )
            closed += 1
        return evolve(
            new,
            inning=evolve(inning, score_after=new.score[inning.player]),
            inning_shots=shots,
            innings_closed=closed,
            shots=new.shots + (1 if shot is not None else 0),
        )

    def innings_since(self, closed: int) -> Sequence[Inning]:
        """The innings closed after the first ``closed`` ones, oldest first."""
        return tuple(self._innings[closed:])

    # -- queries ------------------------------------------------------------------------------

    @property
    def state(self) -> RackState:
        """The current immutable state."""
        return self._state

    @property
    def turn(self) -> int:
        """The player at the table (or due to choose, when a choice is pending)."""
        return self._state.turn

    @property
    def on_table(self) -> frozenset[int]:
        return self._state.on_table

    @property
    def breaking(self) -> bool:
        """True when the next shot is a break."""
        return self._state.breaking

    @property
    def pending(self) -> PendingChoice | None:
        return self._state.pending

    @property
    def outcome(self) -> Outcome | None:
        return self._state.outcome

    @property
    def is_over(self) -> bool:
        return self._state.outcome is not None

    @property
    def foul_counts(self) -> tuple[int, int]:
        return self._state.foul_counts

    @property
    def ball_in_hand(self) -> BallInHand:
        return self._state.ball_in_hand

    @property
    def restrictions(self) -> frozenset[Restriction]:
        return self._state.restrictions

    @property
    def score(self) -> tuple[int, int]:
        return self._state.score

    @property
    def moves(self) -> tuple[Move, ...]:
        return tuple(e.move for e in self._stack)

    @property
    def verdicts(self) -> tuple[Verdict, ...]:
        return tuple(e.verdict for e in self._stack)

    @property
    def last_verdict(self) -> Verdict | None:
        return self._stack[-1].verdict if self._stack else None

    def __len__(self) -> int:
        return len(self._stack)

    @property
    def innings(self) -> Sequence[Inning]:
        """Closed innings, oldest first (the current one is :attr:`current_inning`)."""
        return tuple(self._innings)

    @property
    def current_inning(self) -> Inning:
        return self._state.inning

    def innings_of(self, player: int) -> int:
        """Innings a player has had, counting the one in progress."""
        n = sum(1 for i in self._innings if i.player == player)
        if self._state.inning.player == player and self._state.inning_shots:
            n += 1
        return n

    @abc.abstractmethod
    def legal_targets(self) -> frozenset[int]:
        """The ball(s) the shooter may legally hit first (empty when nothing is to be shot)."""

    def call_required(self) -> bool:
        """True when the next shot needs a call (ball and pocket, or safety)."""
        return False

    def safety_allowed(self) -> bool:
        """True when a safety may be called now."""
        return not self._state.breaking

    def push_out_allowed(self) -> bool:
        return self._state.push_out_allowed and self._state.pending is None

    # -- entry hints ----------------------------------------------------------------------------

    def call_from(self) -> frozenset[int]:
        """The balls that become the call when the scorekeeper enters them made (the first one
        made): the shooter's legal object balls when the shot is called, else none."""
        return self.legal_targets() if self.call_required() else frozenset()

    def callable_balls(self) -> frozenset[int]:
        """The balls the shooter may name in an explicit call (when the shot is called)."""
        return self.legal_targets() if self.call_required() else frozenset()

    def needs_declaration(self) -> bool:
        """True when the shooter must declare the group played (Argentine open table)."""
        return False

    def _live(self) -> bool:
        return self._state.outcome is None and self._state.pending is None

    def _hint_crossings(self) -> bool:
        """True when the break counts balls crossing the head string (nine-ball option)."""
        return False

    def _hint_cue_and_two(self) -> bool:
        """True when the break is judged by the cue ball and two object balls to a rail."""
        return False

    def _hint_interference(self) -> bool:
        """True when a 14.1 re-rack may follow the next shot."""
        return False

    @classmethod
    def rules_hints(cls) -> EntryHints:
        """The hints that hold for the whole discipline and ruleset, whatever the position:
        the fouls that exist, what a third foul costs, whether there are groups.

        >>> import rules
        >>> h = rules.rack_class("straight-pool").rules_hints()
        >>> rules.Foul.WRONG_BALL_FIRST in h.fouls, h.third_foul_points
        (False, 15)
        """
        return EntryHints(
            eight_pocket=cls.has_groups,
            has_groups=cls.has_groups,
            fouls=cls.called_fouls,
            third_foul=cls.third_foul,
            third_foul_points=cls.third_foul_points,
        )

    def entry_hints(self) -> EntryHints:
        """What the entry of the next shot needs (see :class:`~rules.core.EntryHints`).

        >>> import rules
        >>> h = rules.create("ten-ball").entry_hints()
        >>> h.rails, h.call_required, h.third_foul.value
        (True, False, 'loss-of-rack')
        """
        st = self._state
        live = self._live()
        breaking = live and st.breaking
        return EntryHints(
            rails=breaking and self.break_counts_rails,
            head_string_crossings=breaking and self._hint_crossings(),
            cue_and_two_to_rail=breaking and self._hint_cue_and_two(),
            declare_group=live and self.needs_declaration(),
            call_required=live and self.call_required(),
            call_from=self.call_from() if live else frozenset(),
            callable=self.callable_balls() if live else frozenset(),
            eight_pocket=self.has_groups,
            has_groups=self.has_groups,
            interference=live and self._hint_interference(),
            fouls=self._fouls_here(st) if live else self.called_fouls,
            third_foul=self.third_foul,
            third_foul_points=self.third_foul_points,
            max_to_rail=len(st.on_table),
            pick=self._pick()[0],
            pick_from=self._pick()[1],
            points_to_win=self._points_to_win(),
        )

    def _points_to_win(self) -> int:
        """14.1: the points the player at the table still needs; 0 in rack games."""
        return 0

    def replay(self, moves: Iterable[Move]) -> list[Verdict]:
        """Apply moves in order (shots, options, concessions); returns the verdicts."""
        out: list[Verdict] = []
        for m in moves:
            if isinstance(m, Shot):
                out.append(self.push(m))
            elif isinstance(m, Option):
                out.append(self.choose(m))
            elif isinstance(m, Penalty):
                out.append(self.penalise(m.offender))
            else:
                out.append(self.concede(m.loser, m.reason))
        return out


# -- helpers shared by the disciplines ---------------------------------------------------------

#: The WPA-6 key of every foul code (the "why" of a foul).
FOUL_CITATIONS: dict[Foul, str] = {
    Foul.SCRATCH: "WPA-6.1",
    Foul.CUE_BALL_OFF_TABLE: "WPA-6.1",
    Foul.WRONG_BALL_FIRST: "WPA-6.2",
    Foul.NO_RAIL: "WPA-6.3",
    Foul.FOOT_ON_FLOOR: "WPA-6.4",
    Foul.OBJECT_BALL_OFF_TABLE: "WPA-6.5",
    Foul.TOUCHED_BALL: "WPA-6.6",
    Foul.DOUBLE_HIT: "WPA-6.7",
    Foul.PUSH_SHOT: "WPA-6.8",
    Foul.BALLS_MOVING: "WPA-6.9",
    Foul.BAD_CUE_BALL_PLACEMENT: "WPA-6.10",
    Foul.SHOT_BEHIND_HEAD_STRING: "WPA-6.11",
    Foul.CUE_ON_TABLE: "WPA-6.12",
    Foul.OUT_OF_TURN: "WPA-6.13",
    Foul.SLOW_PLAY: "WPA-6.15",
    Foul.UNSPORTSMANLIKE: "WPA-6.16",
}


def other(player: int) -> int:
    """The other player.

    >>> other(0), other(1)
    (1, 0)
    """
    return 1 - player


def with_count(counts: tuple[int, int], player: int, value: int) -> tuple[int, int]:
    """``counts`` with ``player``'s entry replaced.

    >>> with_count((1, 2), 0, 0)
    (0, 2)
    """
    return (value, counts[1]) if player == 0 else (counts[0], value)


def add_points(score: tuple[int, int], player: int, delta: int) -> tuple[int, int]:
    """``score`` with ``delta`` added to ``player``.

    >>> add_points((10, 3), 1, -2)
    (10, 1)
    """
    return with_count(score, player, score[player] + delta)


def warning_for(counts: tuple[int, int], incoming: int) -> int | None:
    """The player to warn (WPA-6.14): the incoming player when on two consecutive fouls.

    >>> warning_for((0, 2), 1), warning_for((2, 0), 1)
    (1, None)
    """
    return incoming if counts[incoming] == 2 else None


def referee_fouls(shot: Shot) -> set[Foul]:
    """The fouls in a shot that the engine derives from the cue ball (scratch / off table)
    plus those the referee called."""
    fouls = set(shot.fouls)
    if shot.scratch:
        fouls.add(Foul.SCRATCH)
    if shot.cue_off_table:
        fouls.add(Foul.CUE_BALL_OFF_TABLE)
    return fouls
