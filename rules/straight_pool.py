"""Straight pool 14.1, WPA rules (docs/rulings.md §1 and §6, seed ``WPA-4``).

Long because it follows WPA-4's articles in order: the break, the re-racks, the fouls and their
points, the choices after a breaking foul.

One :class:`StraightPool` object is a whole 14.1 game, across every re-rack, until a player
reaches the target score (``RackOptions.target``, one per player, so handicaps are different
targets). Every ball legally pocketed scores a point; fouls take points away.

>>> import rules
>>> from rules import Call, Pocket, Pocketed, Shot
>>> game = rules.create("straight-pool", breaker=0, options=rules.RackOptions(target=(50, 50)))
>>> v = game.push(Shot(cue_and_two_to_rail=True))  # a safety break
>>> v.next_player, game.score
(1, (0, 0))
>>> v = game.push(Shot(pocketed=(Pocketed(5, Pocket.FOOT_LEFT),), call=Call(5, Pocket.FOOT_LEFT)))
>>> v.points, game.run, v.next_player
((0, 1), 1, 1)

Decisions that are not spelled out in docs/rulings.md:

- The opening break needs no call: a break entered without one is a safety break, which is how
  14.1 is normally opened (WPA-4.3). Every later shot needs a ball or a safety (WPA-4.5).
- A call may leave the pocket out, and a pocketed ball may come without its pocket; only a
  pocket told for both that differs makes the call missed. The scorekeeper's time matters more
  than forcing a second click when the pocket is obvious.
- Wrong ball first does not exist in 14.1 (WPA-4.9 lists the general fouls without 6.2): it is
  not in ``called_fouls`` and a shot entered with it is refused, as are foul codes the engine
  derives itself when the facts of the shot do not support them.
- Re-rack interference (WPA-4.8) can only be told with the shot after which the balls are
  re-racked (a legal scoring shot that leaves one ball or none and does not win the game); with
  any other shot it contradicts the facts and is refused (:func:`rules.core.interference_applies`,
  which the window uses to drop it). Unsportsmanlike conduct entered as a foul is a standard
  foul (WPA-6.16); against the seated player it takes a point off that player (WPA-6.16,
  WPA-4.9).
- A shot played out of turn (WPA-6.13) is a standard foul of the player who played it: -1 for
  that player, and the player whose turn it was shoots next.
- Shooting from the kitchen at a ball behind the head string (WPA-6.11) gives the incoming player
  ball in hand, as the seed's WPA-4.9 says; in 14.1 ball in hand is always behind the head string.
- ``Verdict.spot`` lists every ball that goes back on the table, ascending; when
  ``Verdict.rerack`` is true those balls are racked in the triangle instead of spotted.
- The third consecutive foul closes the offender's inning, although the offender is the one who
  breaks next, so a run never spans a foul.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from rules.core import (
    CALLED_FOULS,
    BallInHand,
    Discipline,
    Foul,
    Inning,
    Interference,
    Option,
    Outcome,
    OutcomeReason,
    PendingChoice,
    Reason,
    Restriction,
    Ruleset,
    Shot,
    ThirdFoul,
    Verdict,
)
from rules.errors import InconsistentShotError, MissingCallError
from rules.rack import Rack, RackState, add_points, other, referee_fouls, warning_for, with_count
from rules.registry import register

ALL_BALLS: frozenset[int] = frozenset(range(1, 16))

#: Points lost for a standard foul (WPA-4.9), a breaking foul (WPA-4.10) and the extra penalty
#: of the third consecutive foul (WPA-4.11).
FOUL_PENALTY = 1
BREAKING_FOUL_PENALTY = 2
THREE_FOULS_PENALTY = 15

#: Fouls a referee may call in 14.1: WPA-4.9's list (no wrong ball first) plus unsportsmanlike
#: conduct entered as a standard foul (WPA-6.16).
STRAIGHT_POOL_FOULS: frozenset[Foul] = (frozenset(CALLED_FOULS) - {Foul.WRONG_BALL_FIRST}) | {
    Foul.UNSPORTSMANLIKE
}

#: Fouls that give the incoming player ball in hand behind the head string (WPA-4.9).
_KITCHEN_FOULS: frozenset[Foul] = frozenset(
    {Foul.SCRATCH, Foul.CUE_BALL_OFF_TABLE, Foul.SHOT_BEHIND_HEAD_STRING}
)

_KITCHEN_RESTRICTIONS: frozenset[Restriction] = frozenset(
    {Restriction.NO_SHOT_BEHIND_HEAD_STRING, Restriction.MAY_SPOT_BALL_BEHIND_HEAD_STRING}
)
_OPENING_BREAK: frozenset[Restriction] = frozenset({Restriction.OPENING_BREAK})
_CUE_IN_RACK: frozenset[Interference] = frozenset(
    {
        Interference.CUE_AND_FIFTEENTH_IN_RACK,
        Interference.CUE_IN_RACK_FIFTEENTH_BELOW_HEAD_STRING,
        Interference.CUE_IN_RACK_FIFTEENTH_ABOVE_HEAD_STRING,
    }
)


@dataclass(frozen=True, slots=True)
class StraightState(RackState):
    """14.1 state: the base state plus each player's high run and, while the incoming player
    decides after a breaking foul, where the cue ball would be and which balls (off the table
    until then) would be spotted if the table is accepted. Every field has a bounded size,
    however long the game."""

    high_runs: tuple[int, int] = (0, 0)
    accept_ball_in_hand: BallInHand = BallInHand.NONE
    accept_spot: tuple[int, ...] = ()


def _kitchen(fouls: frozenset[Foul] | set[Foul]) -> bool:
    return not _KITCHEN_FOULS.isdisjoint(fouls)


def _restrictions_for(ball_in_hand: BallInHand) -> frozenset[Restriction]:
    return _KITCHEN_RESTRICTIONS if ball_in_hand is BallInHand.KITCHEN else frozenset()


@register
class StraightPool(Rack):
    """Straight pool 14.1 under WPA rules: a whole game to a target score (WPA-4)."""

    discipline = Discipline.STRAIGHT_POOL
    ruleset = Ruleset.WPA
    balls = ALL_BALLS
    called_fouls = tuple(f for f in CALLED_FOULS if f is not Foul.WRONG_BALL_FIRST)
    third_foul = ThirdFoul.POINTS
    third_foul_points = THREE_FOULS_PENALTY
    break_counts_rails = False
    #: after a penalty against the seated player the cue ball stays where it is (WPA-4.9)
    seated_foul_ball_in_hand = BallInHand.NONE
    cite_fouls = ("WPA-4.9",)

    # -- construction -------------------------------------------------------------------------

    def _initial_state(self, breaker: int) -> RackState:
        return StraightState(
            turn=breaker,
            on_table=ALL_BALLS,
            breaker=breaker,
            breaking=True,
            ball_in_hand=BallInHand.KITCHEN,
            restrictions=_OPENING_BREAK,
            inning=Inning(breaker, score_after=0),
        )

    # -- validation ---------------------------------------------------------------------------

    def _validate(self, st: RackState, shot: Shot) -> None:
        fouled = bool(shot.fouls) or shot.scratch or shot.cue_off_table
        if shot.call is None and not st.breaking and shot.pocketed and not fouled:
            # With nothing pocketed, or on a foul, the call cannot change the verdict (the
            # inning ends; balls pocketed on a foul are spotted, WPA-4.9), so only a scoring
            # shot must say what was called (WPA-4.5).
            raise MissingCallError("every shot in straight pool is called: a ball or a safety")

    # -- shots --------------------------------------------------------------------------------

    def _shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        s = _state(st)
        fouls = referee_fouls(shot)
        if shot.off_table:
            fouls.add(Foul.OBJECT_BALL_OFF_TABLE)
        called_made = self._called_ball_made(shot)
        if s.breaking and not (called_made or shot.cue_and_two_to_rail):
            return self._breaking_foul(s, shot, fouls)
        if not (fouls or shot.is_safety or not called_made):
            return self._score(s, shot)
        if fouls:
            return self._foul(s, shot, frozenset(fouls))
        return self._inning_ends(s, shot)

    @staticmethod
    def _called_ball_made(shot: Shot) -> bool:
        call = shot.call
        if call is None or call.is_safety or call.ball is None:
            return False
        if call.ball not in shot.pocketed_balls:
            return False
        pocket = shot.pocket_of(call.ball)
        return call.pocket is None or pocket is None or pocket is call.pocket

    def _breaking_foul(
        self, s: StraightState, shot: Shot, fouls: set[Foul]
    ) -> tuple[RackState, Verdict]:
        """WPA-4.3, 4.10: -2, not counted toward three fouls; incoming chooses."""
        breaker = s.turn
        incoming = other(breaker)
        citations = ("WPA-4.3", "WPA-4.10")
        spot = tuple(sorted(set(shot.pocketed_balls) | shot.off_table))
        pending = PendingChoice(
            incoming,
            (Option.ACCEPT_TABLE, Option.BREAKER_REBREAKS),
            Reason.BREAKING_FOUL,
            citations,
        )
        points = add_points((0, 0), breaker, -BREAKING_FOUL_PENALTY)
        score = add_points(s.score, breaker, -BREAKING_FOUL_PENALTY)
        bih = BallInHand.KITCHEN if _kitchen(fouls) else BallInHand.NONE
        new = dataclasses.replace(
            s,
            turn=incoming,
            score=score,
            on_table=s.on_table - set(spot),
            pending=pending,
            ball_in_hand=BallInHand.NONE,
            restrictions=frozenset(),
            accept_ball_in_hand=bih,
            accept_spot=spot,
        )
        verdict = Verdict(
            shooter=breaker,
            next_player=incoming,
            fouls=frozenset(fouls | {Foul.BREAKING_FOUL}),
            reasons=(Reason.BREAKING_FOUL,),
            citations=citations,
            points=points,
            foul_counts=s.foul_counts,
            warning=warning_for(s.foul_counts, incoming),
            pending=pending,
            turn_over=True,
        )
        return new, verdict

    def _foul(
        self, s: StraightState, shot: Shot, fouls: frozenset[Foul]
    ) -> tuple[RackState, Verdict]:
        """WPA-4.9: -1, balls spotted, cue ball stays or BIH kitchen; WPA-4.11: third foul."""
        shooter = s.turn
        count = s.foul_counts[shooter] + 1
        if count >= 3:
            return self._three_fouls(s, fouls)
        incoming = other(shooter)
        counts = with_count(s.foul_counts, shooter, count)
        spot = tuple(sorted(set(shot.pocketed_balls) | shot.off_table))
        bih = BallInHand.KITCHEN if _kitchen(fouls) else BallInHand.NONE
        warning = warning_for(counts, incoming)
        reasons = [Reason.FOUL]
        citations = ["WPA-4.9", "WPA-6"]
        if s.breaking:
            reasons.append(Reason.LEGAL_BREAK)
            citations.append("WPA-4.3")
        if spot:
            reasons.append(Reason.BALLS_SPOTTED)
            citations += ["WPA-4.6", "WPA-1.4"]
        if bih is BallInHand.KITCHEN:
            reasons.append(Reason.BALL_IN_HAND)
            citations += ["WPA-6.1", "WPA-1.5"]
        if warning is not None:
            reasons.append(Reason.THIRD_FOUL_WARNING)
            citations.append("WPA-6.14")
        new = dataclasses.replace(
            s,
            turn=incoming,
            breaking=False,
            foul_counts=counts,
            score=add_points(s.score, shooter, -FOUL_PENALTY),
            ball_in_hand=bih,
            restrictions=_restrictions_for(bih),
        )
        verdict = Verdict(
            shooter=shooter,
            next_player=incoming,
            fouls=fouls,
            reasons=tuple(reasons),
            citations=tuple(citations),
            ball_in_hand=bih,
            restrictions=new.restrictions,
            spot=spot,
            points=add_points((0, 0), shooter, -FOUL_PENALTY),
            foul_counts=counts,
            warning=warning,
            turn_over=True,
        )
        return new, verdict

    def _three_fouls(self, s: StraightState, fouls: frozenset[Foul]) -> tuple[RackState, Verdict]:
        """WPA-4.11: -1 and -15 more, count reset, fifteen re-racked, the offender breaks."""
        shooter = s.turn
        loss = FOUL_PENALTY + THREE_FOULS_PENALTY
        counts = with_count(s.foul_counts, shooter, 0)
        new = dataclasses.replace(
            s,
            turn=shooter,
            breaker=shooter,
            breaking=True,
            on_table=ALL_BALLS,
            foul_counts=counts,
            score=add_points(s.score, shooter, -loss),
            ball_in_hand=BallInHand.KITCHEN,
            restrictions=_OPENING_BREAK,
        )
        verdict = Verdict(
            shooter=shooter,
            next_player=shooter,
            fouls=fouls,
            reasons=(Reason.THREE_FOULS, Reason.FOUL, Reason.RERACK),
            citations=("WPA-4.11", "WPA-6.14", "WPA-4.3"),
            ball_in_hand=BallInHand.KITCHEN,
            restrictions=_OPENING_BREAK,
            spot=tuple(sorted(ALL_BALLS)),
            points=add_points((0, 0), shooter, -loss),
            foul_counts=counts,
            rerack=True,
            turn_over=True,
        )
        return new, verdict

    def _inning_ends(self, s: StraightState, shot: Shot) -> tuple[RackState, Verdict]:
        """WPA-4.5, 4.6: a safety or a missed call ends the inning; balls pocketed are spotted."""
        shooter = s.turn
        incoming = other(shooter)
        counts = with_count(s.foul_counts, shooter, 0)
        spot = tuple(sorted(shot.pocketed_balls))
        warning = warning_for(counts, incoming)
        if shot.is_safety:
            reasons = [Reason.SAFETY]
            citations = ["WPA-4.5"]
        else:
            reasons = [Reason.MISSED_CALL if spot else Reason.MISS]
            citations = ["WPA-4.4", "WPA-1.6"]
        if s.breaking:
            reasons.append(Reason.LEGAL_BREAK)
            citations.append("WPA-4.3")
        if spot:
            reasons.append(Reason.BALLS_SPOTTED)
            citations += ["WPA-4.6", "WPA-1.4"]
        if warning is not None:
            reasons.append(Reason.THIRD_FOUL_WARNING)
            citations.append("WPA-6.14")
        new = dataclasses.replace(
            s,
            turn=incoming,
            breaking=False,
            foul_counts=counts,
            ball_in_hand=BallInHand.NONE,
            restrictions=frozenset(),
        )
        verdict = Verdict(
            shooter=shooter,
            next_player=incoming,
            reasons=tuple(reasons),
            citations=tuple(citations),
            spot=spot,
            foul_counts=counts,
            warning=warning,
            turn_over=True,
        )
        return new, verdict

    def _score(self, s: StraightState, shot: Shot) -> tuple[RackState, Verdict]:
        """WPA-4.7: the called ball and every other ball pocketed score one each; the inning
        continues; WPA-4.4: the target wins; WPA-4.2, 4.8: re-rack when one ball is left."""
        shooter = s.turn
        scored = len(shot.pocketed)
        counts = with_count(s.foul_counts, shooter, 0)
        score = add_points(s.score, shooter, scored)
        points = add_points((0, 0), shooter, scored)
        run = (s.inning.run if s.inning.player == shooter else 0) + scored
        high_runs = with_count(s.high_runs, shooter, max(s.high_runs[shooter], run))
        reasons = [Reason.POINTS_SCORED]
        citations = ["WPA-4.7"]
        if s.breaking:
            reasons.append(Reason.LEGAL_BREAK)
            citations.append("WPA-4.3")
        remaining = s.on_table - set(shot.pocketed_balls)
        base = dataclasses.replace(
            s,
            breaking=False,
            foul_counts=counts,
            score=score,
            high_runs=high_runs,
            on_table=remaining,
            ball_in_hand=BallInHand.NONE,
            restrictions=frozenset(),
        )
        if score[shooter] >= self.options.target[shooter]:
            outcome = Outcome(shooter, OutcomeReason.TARGET_REACHED, Reason.POINTS_SCORED)
            citations.append("WPA-4.4")
            new = dataclasses.replace(base, outcome=outcome)
            verdict = Verdict(
                shooter=shooter,
                next_player=shooter,
                reasons=tuple(reasons),
                citations=tuple(citations),
                points=points,
                foul_counts=counts,
                outcome=outcome,
            )
            return new, verdict
        reasons.insert(1, Reason.BALL_POCKETED_CONTINUE)
        citations.append("WPA-4.4")
        if len(remaining) > 1:
            new = base
            verdict = Verdict(
                shooter=shooter,
                next_player=shooter,
                reasons=tuple(reasons),
                citations=tuple(citations),
                points=points,
                foul_counts=counts,
            )
            return new, verdict
        return self._rerack(base, shot, remaining, reasons, citations, points)

    def _rerack(
        self,
        base: StraightState,
        shot: Shot,
        remaining: frozenset[int],
        reasons: list[Reason],
        citations: list[str],
        points: tuple[int, int],
    ) -> tuple[RackState, Verdict]:
        """WPA-4.2, 4.8: fourteen balls re-racked around the fifteenth, with interference."""
        shooter = base.turn
        interference = shot.interference
        bih = BallInHand.NONE
        restrictions: frozenset[Restriction] = frozenset()
        reasons.append(Reason.RERACK)
        citations += ["WPA-4.2", "WPA-4.8"]
        if not remaining:
            # the fifteenth went down with the fourteenth: all fifteen are racked
            if interference is Interference.FIFTEENTH_IN_RACK:
                raise InconsistentShotError(
                    "the fifteenth ball cannot be in the rack area: it was pocketed"
                )
            racked = ALL_BALLS
            if interference in _CUE_IN_RACK:
                bih = BallInHand.KITCHEN
        elif interference is Interference.CUE_AND_FIFTEENTH_IN_RACK:
            racked = ALL_BALLS
            bih = BallInHand.KITCHEN
        else:
            racked = ALL_BALLS - remaining
            if interference is Interference.FIFTEENTH_IN_RACK:
                restrictions = frozenset({Restriction.FIFTEENTH_ON_HEAD_SPOT})
            elif interference is Interference.CUE_IN_RACK_FIFTEENTH_BELOW_HEAD_STRING:
                bih = BallInHand.KITCHEN
            elif interference is Interference.CUE_IN_RACK_FIFTEENTH_ABOVE_HEAD_STRING:
                restrictions = frozenset({Restriction.CUE_BALL_ON_HEAD_SPOT})
        if bih is BallInHand.KITCHEN:
            reasons.append(Reason.BALL_IN_HAND)
        new = dataclasses.replace(
            base, on_table=ALL_BALLS, ball_in_hand=bih, restrictions=restrictions
        )
        verdict = Verdict(
            shooter=shooter,
            next_player=shooter,
            reasons=tuple(reasons),
            citations=tuple(citations),
            ball_in_hand=bih,
            restrictions=restrictions,
            spot=tuple(sorted(racked)),
            points=points,
            foul_counts=base.foul_counts,
            rerack=True,
        )
        return new, verdict

    def _seated_foul(self, st: RackState, offender: int) -> tuple[RackState, Verdict]:
        """WPA-6.16 standard penalty against the seated player: a point off (WPA-4.9); on the
        third consecutive foul the further -15 and the offender breaks (WPA-4.11). The player
        at the table goes on with the cue ball where it lies."""
        s = _state(st)
        fouls = frozenset({Foul.UNSPORTSMANLIKE})
        count = s.foul_counts[offender] + 1
        if count >= 3:
            new, verdict = self._three_fouls(dataclasses.replace(s, turn=offender), fouls)
            return new, dataclasses.replace(verdict, citations=("WPA-6.16", *verdict.citations))
        counts = with_count(s.foul_counts, offender, count)
        new = dataclasses.replace(
            s, foul_counts=counts, score=add_points(s.score, offender, -FOUL_PENALTY)
        )
        verdict = Verdict(
            shooter=offender,
            next_player=s.turn,
            fouls=fouls,
            reasons=(Reason.FOUL,),
            citations=("WPA-6.16", "WPA-4.9", "WPA-6"),
            ball_in_hand=s.ball_in_hand,
            restrictions=s.restrictions,
            points=add_points((0, 0), offender, -FOUL_PENALTY),
            foul_counts=counts,
        )
        return new, verdict

    def _points_to_win(self) -> int:
        st = self._state
        return self.options.target[st.turn] - st.score[st.turn]

    # -- choices ------------------------------------------------------------------------------

    # Long because the choices after a breaking foul (WPA-4.3, 4.10) are decided together: accept
    # the table, or re-break, each with its count and its points.
    def _choice(self, st: RackState, option: Option) -> tuple[RackState, Verdict]:
        """After a breaking foul (WPA-4.3, 4.10): accept the table or make the breaker break
        again, as many times as the incoming player likes."""
        s = _state(st)
        chooser = s.turn
        breaker = other(chooser)
        citations = ("WPA-4.3", "WPA-4.10")
        if option is Option.ACCEPT_TABLE:
            bih = s.accept_ball_in_hand
            spot = s.accept_spot
            new = dataclasses.replace(
                s,
                on_table=s.on_table | set(spot),
                pending=None,
                breaking=False,
                ball_in_hand=bih,
                restrictions=_restrictions_for(bih),
                accept_ball_in_hand=BallInHand.NONE,
                accept_spot=(),
            )
            reasons = [Reason.CHOICE_MADE]
            if spot:
                reasons.append(Reason.BALLS_SPOTTED)
            if bih is BallInHand.KITCHEN:
                reasons.append(Reason.BALL_IN_HAND)
            warning = warning_for(s.foul_counts, chooser)
            if warning is not None:
                reasons.append(Reason.THIRD_FOUL_WARNING)
            verdict = Verdict(
                shooter=chooser,
                next_player=chooser,
                reasons=tuple(reasons),
                citations=citations,
                ball_in_hand=bih,
                restrictions=new.restrictions,
                spot=spot,
                foul_counts=s.foul_counts,
                warning=warning,
                choice=option,
            )
            return new, verdict
        # Option.BREAKER_REBREAKS
        new = dataclasses.replace(
            s,
            turn=breaker,
            breaker=breaker,
            pending=None,
            breaking=True,
            on_table=ALL_BALLS,
            ball_in_hand=BallInHand.KITCHEN,
            restrictions=_OPENING_BREAK,
            accept_ball_in_hand=BallInHand.NONE,
            accept_spot=(),
        )
        verdict = Verdict(
            shooter=chooser,
            next_player=breaker,
            reasons=(Reason.CHOICE_MADE, Reason.RERACK),
            citations=citations,
            ball_in_hand=BallInHand.KITCHEN,
            restrictions=_OPENING_BREAK,
            spot=tuple(sorted(ALL_BALLS)),
            foul_counts=s.foul_counts,
            warning=warning_for(s.foul_counts, breaker),
            rerack=True,
            turn_over=True,
            choice=option,
        )
        return new, verdict

    # -- bookkeeping --------------------------------------------------------------------------

    def _run_credit(self, st: RackState, shot: Shot | None, verdict: Verdict) -> tuple[int, int]:
        """An inning's run is the balls scored, its penalty the points lost (WPA-4.7)."""
        if shot is None:
            return 0, 0
        delta = verdict.points[verdict.shooter]
        return max(delta, 0), max(-delta, 0)

    def _book_inning(
        self, before: RackState, new: RackState, verdict: Verdict, shot: Shot | None
    ) -> RackState:
        """The base bookkeeping, and the third consecutive foul closes the offender's inning
        even though the offender breaks next (WPA-4.11)."""
        new = super()._book_inning(before, new, verdict, shot)
        if (
            shot is not None
            and new.outcome is None
            and Reason.THREE_FOULS in verdict.reasons
            and new.inning_shots > 0
        ):
            self._innings.append(new.inning)
            new = dataclasses.replace(
                new,
                inning=Inning(new.turn, score_after=new.score[new.turn]),
                inning_shots=0,
                innings_closed=new.innings_closed + 1,
            )
        return new

    # -- queries ------------------------------------------------------------------------------

    def legal_targets(self) -> frozenset[int]:
        """Any ball on the table may be hit first (no wrong-ball foul in 14.1, WPA-4.9).

        >>> game = StraightPool()
        >>> len(game.legal_targets())
        15
        """
        st = self._state
        if st.outcome is not None or st.pending is not None:
            return frozenset()
        return st.on_table

    def call_required(self) -> bool:
        """Every shot is called, a ball or a safety (WPA-4.5), except the opening break, where
        no call means a safety break (WPA-4.3)."""
        st = self._state
        return st.outcome is None and st.pending is None and not st.breaking

    def safety_allowed(self) -> bool:
        """A safety may be called on any shot, the opening break included (WPA-4.5)."""
        return self._state.outcome is None

    def callable_balls(self) -> frozenset[int]:
        """Any ball on the table may be called (WPA-4.5), the opening break included."""
        return self.legal_targets()

    def _hint_cue_and_two(self) -> bool:
        return True

    def _hint_interference(self) -> bool:
        """A re-rack may follow when two balls or fewer are on the table (WPA-4.8)."""
        return len(self._state.on_table) <= 2

    @property
    def run(self) -> int:
        """Balls scored so far in the current inning of the player at the table."""
        inning = self._state.inning
        return inning.run if inning.player == self._state.turn else 0

    def high_run(self, player: int) -> int:
        """The most balls ``player`` scored in one inning (WPA-4 statistics).

        >>> StraightPool().high_run(0)
        0
        """
        return _state(self._state).high_runs[player]

    def average(self, player: int) -> float:
        """Points per inning: ``player``'s score over the innings they have had (0.0 before
        their first)."""
        n = self.innings_of(player)
        return self._state.score[player] / n if n else 0.0

    @property
    def target(self) -> tuple[int, int]:
        """Points each player needs to win."""
        return self.options.target


def _state(st: RackState) -> StraightState:
    if not isinstance(st, StraightState):  # pragma: no cover - every state is built here
        raise TypeError("straight pool needs a StraightState")
    return st
