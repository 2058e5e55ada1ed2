"""Rotation games: what nine-ball and ten-ball share (docs/rulings.md §1 and §5).

The first ball contacted must be the lowest on the table, the break included (WPA-6.2). The
engine cannot see contact: the scorekeeper enters "wrong ball first" and "no rail" as referee
fouls, and on a push out those two are ignored (WPA-2.4, WPA-5.4, 10B-4).

The break (WPA-2.3, WPA-5.3, 10B-3) is legal when a ball is pocketed or at least four object
balls reach a rail; otherwise it is a foul with ball in hand anywhere. A break with nothing
pocketed, no other foul and no rail count (``Shot.rails is None``) is refused with
:class:`~rules.errors.RailsCountRequiredError`: the engine will not guess between a legal and an
illegal break. When another foul already decides the shot, the rail count is not needed.

Fouls give the incoming player ball in hand anywhere (WPA-1.5); several fouls on one shot are
one foul (WPA-6); three consecutive fouls by one player in the rack lose it (WPA-6.14), and a
player on two fouls is warned when coming to the table (``Verdict.warning``). The app always
gives that warning, so a third foul always loses.

Object balls pocketed or driven off the table stay down, except the game ball, which is spotted
whenever it does not win (WPA-2.6, WPA-5.9, 10B-9). The game ball is therefore on the table
until the rack is won, and the lowest ball always exists.

>>> import rules
>>> from rules import Shot, Pocketed, Pocket
>>> rack = rules.create("nine-ball")
>>> v = rack.push(Shot(rails=4))
>>> v.reasons[:2], v.next_player, rack.push_out_allowed()
((<Reason.LEGAL_BREAK: 'legal-break'>, <Reason.DRY_BREAK: 'dry-break'>), 1, True)
"""

from __future__ import annotations

import abc
from typing import ClassVar

from rules.core import (
    CALLED_FOULS,
    BallInHand,
    Foul,
    Option,
    Outcome,
    OutcomeReason,
    PendingChoice,
    Reason,
    Restriction,
    Shot,
    Verdict,
    evolve,
)
from rules.errors import InconsistentShotError, RailsCountRequiredError
from rules.rack import (
    BREAK_RAILS,
    FOUL_CITATIONS,
    Rack,
    RackState,
    other,
    referee_fouls,
    warning_for,
    with_count,
)

#: Fouls that do not apply to a declared push out (WPA-2.4, WPA-5.4, 10B-4).
PUSH_OUT_EXEMPT: frozenset[Foul] = frozenset({Foul.WRONG_BALL_FIRST, Foul.NO_RAIL})

#: The two answers to "who shoots next" (push out, 10B-6, 10B-7, WPA-2.10).
WHO_SHOOTS: tuple[Option, ...] = (Option.ACCEPT_TABLE, Option.HAND_BACK)


class RotationRack(Rack):
    """Shared referee of the rotation games. Subclasses set the balls, the game ball and the
    citation keys of their own section, and decide a legal shot after the break."""

    game_ball: ClassVar[int] = 0
    #: the general fouls of nine-ball (WPA-2.7) and ten-ball (WPA-5.10, 10B-10): WPA-6.11,
    #: shooting from the kitchen at a ball behind the head string, is not among them
    called_fouls = tuple(f for f in CALLED_FOULS if f is not Foul.SHOT_BEHIND_HEAD_STRING)
    #: citation keys of the discipline's own rules
    cite_break: ClassVar[tuple[str, ...]] = ()
    cite_push_out: ClassVar[tuple[str, ...]] = ()
    cite_continue: ClassVar[tuple[str, ...]] = ()
    cite_spot: ClassVar[tuple[str, ...]] = ()
    cite_fouls: ClassVar[tuple[str, ...]] = ()
    cite_serious: ClassVar[tuple[str, ...]] = ()

    # -- queries ------------------------------------------------------------------------------

    def legal_targets(self) -> frozenset[int]:
        """The lowest ball on the table (WPA-2, WPA-5, WPA-6.2), the break included; nothing
        while a choice is pending or after the rack is over.

        >>> import rules
        >>> rules.create("ten-ball").legal_targets()
        frozenset({1})
        """
        st = self._state
        if st.outcome is not None or st.pending is not None or not st.on_table:
            return frozenset()
        return frozenset({min(st.on_table)})

    # -- validation ---------------------------------------------------------------------------

    def _validate(self, st: RackState, shot: Shot) -> None:
        if shot.head_string_crossings < 0:
            raise InconsistentShotError("head string crossings cannot be negative")
        if st.breaking and not shot.pocketed and shot.rails is None and not self._fouls(shot):
            raise RailsCountRequiredError(
                "nothing was pocketed on the break: how many object balls reached a rail?"
            )

    # -- the shot -----------------------------------------------------------------------------

    def _shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        if st.breaking:
            return self._break(st, shot)
        if shot.push_out:
            return self._push_out(st, shot)
        fouls = self._fouls(shot)
        if fouls:
            return self._foul(st, shot, fouls, Reason.FOUL)
        return self._legal_shot(st, shot)

    @abc.abstractmethod
    def _legal_shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        """Decide a shot after the break that is neither a foul nor a push out."""

    def _break_option_failed(self, shot: Shot) -> bool:
        """True when a legal break misses an optional requirement (nine-ball three-ball
        break). The incoming player then chooses who shoots."""
        return False

    def _wins_on_break(self, shot: Shot) -> bool:
        """True when a legal break wins the rack (nine-ball: the 9 pocketed)."""
        return False

    def _fouls(self, shot: Shot, push_out: bool = False) -> frozenset[Foul]:
        fouls = referee_fouls(shot)
        if shot.off_table:
            fouls.add(Foul.OBJECT_BALL_OFF_TABLE)
        if push_out:
            fouls -= PUSH_OUT_EXEMPT
        return frozenset(fouls)

    def _break(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        fouls = set(self._fouls(shot))
        if not shot.pocketed and (shot.rails or 0) < BREAK_RAILS:
            fouls.add(Foul.ILLEGAL_BREAK)
        if fouls:
            first = Reason.ILLEGAL_BREAK if Foul.ILLEGAL_BREAK in fouls else Reason.FOUL
            return self._foul(st, shot, frozenset(fouls), first, self.cite_break)
        if self._wins_on_break(shot):
            return self._win(st, shot, OutcomeReason.GAME_BALL_ON_BREAK, Reason.GAME_BALL_ON_BREAK)
        if self._break_option_failed(shot):
            return self._offer(
                st,
                shot,
                Reason.THREE_BALL_BREAK_FAILED,
                ("WPA-2.10",),
                lead=(Reason.LEGAL_BREAK,),
            )
        if shot.pocketed:
            return self._continue(
                st,
                shot,
                (Reason.LEGAL_BREAK, Reason.BALL_POCKETED_CONTINUE),
                self.cite_break + self.cite_continue,
                push_out_next=True,
            )
        return self._end_turn(
            st, shot, (Reason.LEGAL_BREAK, Reason.DRY_BREAK), self.cite_break, push_out_next=True
        )

    def _push_out(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        fouls = self._fouls(shot, push_out=True)
        if fouls:
            return self._foul(st, shot, fouls, Reason.FOUL, self.cite_push_out)
        return self._offer(st, shot, Reason.PUSH_OUT, self.cite_push_out)

    # -- the verdicts -------------------------------------------------------------------------

    def _down(self, st: RackState, shot: Shot) -> tuple[frozenset[int], tuple[int, ...]]:
        """Balls left on the table and balls to spot when the game ball does not win: every
        ball pocketed or off the table stays down except the game ball (WPA-2.6, WPA-5.9)."""
        gone = set(shot.pocketed_balls) | set(shot.off_table)
        spot = (self.game_ball,) if self.game_ball in gone else ()
        gone.discard(self.game_ball)
        return st.on_table - gone, spot

    def _spot_cites(self, spot: tuple[int, ...]) -> tuple[str, ...]:
        return self.cite_spot + ("WPA-1.4",) if spot else ()

    # Long because the standard foul (WPA-1.5) and the third foul in a row (WPA-6.14) are one
    # decision: the incoming player's ball in hand, the spotted balls and the count.
    def _foul(
        self,
        st: RackState,
        shot: Shot,
        fouls: frozenset[Foul],
        first: Reason,
        cites: tuple[str, ...] = (),
    ) -> tuple[RackState, Verdict]:
        """A standard foul: ball in hand anywhere for the incoming player (WPA-1.5); the third
        in a row loses the rack (WPA-6.14)."""
        shooter = st.turn
        incoming = other(shooter)
        on_table, spot = self._down(st, shot)
        counts = with_count(st.foul_counts, shooter, st.foul_counts[shooter] + 1)
        foul_cites = tuple(sorted({FOUL_CITATIONS[f] for f in fouls if f in FOUL_CITATIONS}))
        if len(fouls) > 1:
            foul_cites += ("WPA-6",)
        cites = cites + self.cite_fouls + foul_cites + self._spot_cites(spot)
        spotted = (Reason.GAME_BALL_SPOTTED,) if spot else ()
        loses = counts[shooter] >= 3
        outcome = (
            Outcome(incoming, OutcomeReason.THREE_FOULS, Reason.THREE_FOULS) if loses else None
        )
        bih = BallInHand.NONE if loses else BallInHand.ANYWHERE
        new = evolve(
            st,
            turn=incoming,
            breaking=False,
            on_table=on_table,
            foul_counts=counts,
            outcome=outcome,
            ball_in_hand=bih,
            restrictions=frozenset(),
            push_out_allowed=False,
        )
        if loses:
            return new, Verdict(
                shooter=shooter,
                next_player=incoming,
                fouls=fouls,
                reasons=(first, Reason.THREE_FOULS) + spotted,
                citations=_unique(cites + ("WPA-6.14",) + self.cite_serious),
                spot=spot,
                foul_counts=counts,
                outcome=outcome,
                turn_over=True,
            )
        warning = warning_for(counts, incoming)
        warned = (Reason.THIRD_FOUL_WARNING,) if warning is not None else ()
        if warning is not None:
            cites = cites + ("WPA-6.14",)
        return new, Verdict(
            shooter=shooter,
            next_player=incoming,
            fouls=fouls,
            reasons=(first, Reason.BALL_IN_HAND) + spotted + warned,
            citations=_unique(cites + ("WPA-1.5",)),
            ball_in_hand=bih,
            spot=spot,
            foul_counts=counts,
            warning=warning,
            turn_over=True,
        )

    def _legal(self, st: RackState) -> tuple[int, int]:
        """Foul counts after a legal shot by the shooter: their run of fouls is broken."""
        return with_count(st.foul_counts, st.turn, 0)

    def _continue(
        self,
        st: RackState,
        shot: Shot,
        reasons: tuple[Reason, ...],
        cites: tuple[str, ...],
        push_out_next: bool = False,
    ) -> tuple[RackState, Verdict]:
        """A legal shot after which the shooter stays at the table."""
        on_table, spot = self._down(st, shot)
        counts = self._legal(st)
        if spot:
            reasons = reasons + (Reason.GAME_BALL_SPOTTED,)
        new = evolve(
            st,
            breaking=False,
            on_table=on_table,
            foul_counts=counts,
            ball_in_hand=BallInHand.NONE,
            restrictions=frozenset(),
            push_out_allowed=push_out_next,
        )
        return new, Verdict(
            shooter=st.turn,
            next_player=st.turn,
            reasons=reasons,
            citations=_unique(cites + self._spot_cites(spot)),
            spot=spot,
            foul_counts=counts,
        )

    def _end_turn(
        self,
        st: RackState,
        shot: Shot,
        reasons: tuple[Reason, ...],
        cites: tuple[str, ...],
        push_out_next: bool = False,
    ) -> tuple[RackState, Verdict]:
        """A legal shot that ends the inning: the incoming player shoots from where the cue
        ball lies."""
        incoming = other(st.turn)
        on_table, spot = self._down(st, shot)
        counts = self._legal(st)
        if spot:
            reasons = reasons + (Reason.GAME_BALL_SPOTTED,)
        warning = warning_for(counts, incoming)
        if warning is not None:
            reasons = reasons + (Reason.THIRD_FOUL_WARNING,)
            cites = cites + ("WPA-6.14",)
        new = evolve(
            st,
            turn=incoming,
            breaking=False,
            on_table=on_table,
            foul_counts=counts,
            ball_in_hand=BallInHand.NONE,
            restrictions=frozenset(),
            push_out_allowed=push_out_next,
        )
        return new, Verdict(
            shooter=st.turn,
            next_player=incoming,
            reasons=reasons,
            citations=_unique(cites + self._spot_cites(spot)),
            spot=spot,
            foul_counts=counts,
            warning=warning,
            turn_over=True,
        )

    def _offer(
        self,
        st: RackState,
        shot: Shot,
        reason: Reason,
        cites: tuple[str, ...],
        lead: tuple[Reason, ...] = (),
    ) -> tuple[RackState, Verdict]:
        """A legal shot after which the incoming player chooses who shoots next: a push out
        without a foul, a ten-ball ball pocketed illegally or on a safety, a failed
        three-ball break."""
        chooser = other(st.turn)
        on_table, spot = self._down(st, shot)
        counts = self._legal(st)
        reasons = lead + (reason,) + ((Reason.GAME_BALL_SPOTTED,) if spot else ())
        cites = _unique(cites + self._spot_cites(spot))
        pending = PendingChoice(chooser, WHO_SHOOTS, reason, cites)
        new = evolve(
            st,
            turn=chooser,
            breaking=False,
            on_table=on_table,
            foul_counts=counts,
            pending=pending,
            ball_in_hand=BallInHand.NONE,
            restrictions=frozenset(),
            push_out_allowed=False,
        )
        return new, Verdict(
            shooter=st.turn,
            next_player=chooser,
            reasons=reasons,
            citations=cites,
            spot=spot,
            foul_counts=counts,
            pending=pending,
            turn_over=True,
        )

    def _win(
        self, st: RackState, shot: Shot, how: OutcomeReason, reason: Reason
    ) -> tuple[RackState, Verdict]:
        """The game ball legally pocketed: the shooter wins the rack."""
        shooter = st.turn
        outcome = Outcome(shooter, how, reason)
        counts = self._legal(st)
        gone = frozenset(shot.pocketed_balls) | shot.off_table
        new = evolve(
            st,
            breaking=False,
            on_table=st.on_table - gone,
            foul_counts=counts,
            outcome=outcome,
            ball_in_hand=BallInHand.NONE,
            restrictions=frozenset(),
            push_out_allowed=False,
        )
        cites = (self.cite_break if how is OutcomeReason.GAME_BALL_ON_BREAK else ()) + (
            self.cite_continue
        )
        return new, Verdict(
            shooter=shooter,
            next_player=shooter,
            reasons=(reason,),
            citations=_unique(cites),
            foul_counts=counts,
            outcome=outcome,
        )

    # -- the choice ---------------------------------------------------------------------------

    def _choice(self, st: RackState, option: Option) -> tuple[RackState, Verdict]:
        """ACCEPT_TABLE: the chooser shoots from where the balls lie; HAND_BACK: the other
        player must. After a failed three-ball break, accepting forbids the push out and
        handing back lets the breaker push out (WPA-2.10)."""
        pending = st.pending
        assert pending is not None  # Rack.choose checks it
        chooser = pending.chooser
        shooter = chooser if option is Option.ACCEPT_TABLE else other(chooser)
        three_ball = pending.reason is Reason.THREE_BALL_BREAK_FAILED
        restrictions: frozenset[Restriction] = frozenset()
        if three_ball and option is Option.ACCEPT_TABLE:
            restrictions = frozenset({Restriction.NO_PUSH_OUT})
        push_out = three_ball and option is Option.HAND_BACK
        warning = warning_for(st.foul_counts, shooter)
        reasons: tuple[Reason, ...] = (Reason.CHOICE_MADE,)
        cites = pending.citations
        if warning is not None:
            reasons += (Reason.THIRD_FOUL_WARNING,)
            cites = cites + ("WPA-6.14",)
        new = evolve(
            st,
            turn=shooter,
            pending=None,
            ball_in_hand=BallInHand.NONE,
            restrictions=restrictions,
            push_out_allowed=push_out,
        )
        return new, Verdict(
            shooter=chooser,
            next_player=shooter,
            reasons=reasons,
            citations=_unique(cites),
            restrictions=restrictions,
            foul_counts=st.foul_counts,
            warning=warning,
            turn_over=shooter != chooser,
            choice=option,
        )

    # -- bookkeeping --------------------------------------------------------------------------

    def _run_credit(self, st: RackState, shot: Shot | None, verdict: Verdict) -> tuple[int, int]:
        """Balls that stay down on a legal shot form the run; a spotted game ball does not."""
        if shot is None or verdict.foul:
            return 0, 0
        return len([b for b in shot.pocketed_balls if b not in verdict.spot]), 0


def _unique(keys: tuple[str, ...]) -> tuple[str, ...]:
    """Citation keys without repeats, first occurrence first.

    >>> _unique(("WPA-2.5", "WPA-1.4", "WPA-2.5"))
    ('WPA-2.5', 'WPA-1.4')
    """
    return tuple(dict.fromkeys(keys))
