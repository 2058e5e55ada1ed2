"""Eight-ball, WPA rules (WPA-3; docs/rulings.md §2), and what the other eight-ball rulesets share.

Long because it follows WPA-3's articles in order, and the other eight-ball rulesets share its code.

Fifteen object balls: solids 1-7, stripes 9-15 and the 8. The break needs no call and may hit any
ball (WPA-3.3). After it, every shot is called, a ball and a pocket, or "safety" (WPA-3.6); the
8's pocket is ``Shot.eight_pocket`` or a :class:`~rules.core.Call` on ball 8. The table is open
until a player legally pockets a called ball, whose group becomes theirs (WPA-3.4). Balls pocketed
on a miss, a safety or a foul stay down; object balls are never spotted, except the 8 on the
break (WPA-3.7). The 8 legally pocketed in the called pocket after the shooter's group is cleared
wins; the loss-of-rack cases of WPA-3.8 each end the rack with their own
:class:`~rules.core.Reason`. Fouls give ball in hand anywhere (WPA-3.9); there is no three-foul
rule in WPA eight-ball, but consecutive fouls are still counted.

A pocket left out of ``Pocketed`` (not told) counts as the called one. Every choice the rules
give is a :class:`~rules.core.PendingChoice`; a re-rack returns the rack to a fresh break state.

A rule violation is judged, never refused (docs/rulings.md §0). A call is demanded only when it can
change the verdict: a shot without a foul that pockets one of the shooter's callable balls (or,
on the 8, the 8). With none of them pocketed the inning ends whatever was called (a missed call,
balls stay down); the 8 pocketed before the group was cleared loses whatever was called; a
called ball that is not the shooter's cannot be made as called, so the inning ends.

>>> import rules
>>> from rules import Shot, Pocketed, Pocket, Call
>>> rack = rules.create("eight-ball")
>>> v = rack.push(Shot(pocketed=(Pocketed(3, Pocket.FOOT_LEFT),)))
>>> v.next_player, rack.table_open, rack.call_required()
(0, True, True)
>>> v = rack.push(Shot(pocketed=(Pocketed(10, Pocket.SIDE_LEFT),), call=Call(10, Pocket.SIDE_LEFT)))
>>> rack.groups
(<Group.STRIPES: 'stripes'>, <Group.SOLIDS: 'solids'>)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from rules.core import (
    BallInHand,
    Call,
    Discipline,
    Foul,
    Group,
    Inning,
    Option,
    Outcome,
    OutcomeReason,
    PendingChoice,
    Pocket,
    Reason,
    Restriction,
    Ruleset,
    Shot,
    ThirdFoul,
    Verdict,
)
from rules.errors import InconsistentShotError, MissingCallError, RailsCountRequiredError
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
from rules.registry import register

#: The 8, the game ball.
EIGHT = 8

_NO_GROUPS: tuple[Group | None, Group | None] = (None, None)


@dataclass(frozen=True, slots=True)
class EightBallState(RackState):
    """Rack state plus the groups; ``equalise`` and ``sanction`` hold the Argentine penalty
    still to be offered after the equalise answer (ARG-Bolas embocadas antireglamentariamente)."""

    groups: tuple[Group | None, Group | None] = _NO_GROUPS
    equalise: int = 0
    sanction: tuple[Option, ...] = ()


def assign(player: int, group: Group) -> tuple[Group | None, Group | None]:
    """Groups after ``player`` takes ``group`` (the other player gets the other group).

    >>> assign(1, Group.SOLIDS)
    (<Group.STRIPES: 'stripes'>, <Group.SOLIDS: 'solids'>)
    """
    return (group, group.other) if player == 0 else (group.other, group)


def group_of(ball: int) -> Group | None:
    """The group of an object ball (None for the 8).

    >>> group_of(3), group_of(8), group_of(12)
    (<Group.SOLIDS: 'solids'>, None, <Group.STRIPES: 'stripes'>)
    """
    if ball == EIGHT:
        return None
    return Group.SOLIDS if ball < EIGHT else Group.STRIPES


@register
class EightBall(Rack):
    """Eight-ball under WPA rules (WPA-3). The other rulesets subclass it."""

    discipline = Discipline.EIGHT_BALL
    ruleset = Ruleset.WPA
    balls = frozenset(range(1, 16))
    default_race = 5
    has_groups = True
    third_foul = ThirdFoul.NOTHING

    #: RFEB-Art.8: on an open table the 8 may be hit first.
    eight_first_on_open_table: ClassVar[bool] = False
    #: loss of the rack on a third consecutive foul (Argentina only)
    three_foul_rule: ClassVar[bool] = False
    #: what goes with ball in hand behind the head string (WPA-1.5, WPA-6.11)
    kitchen_restrictions: ClassVar[frozenset[Restriction]] = frozenset(
        {Restriction.NO_SHOT_BEHIND_HEAD_STRING, Restriction.MAY_SPOT_BALL_BEHIND_HEAD_STRING}
    )
    cite_break: ClassVar[tuple[str, ...]] = ("WPA-3.3",)
    cite_open: ClassVar[tuple[str, ...]] = ("WPA-3.4",)
    cite_continue: ClassVar[tuple[str, ...]] = ("WPA-3.5",)
    cite_call: ClassVar[tuple[str, ...]] = ("WPA-3.6", "WPA-1.6")
    cite_spot: ClassVar[tuple[str, ...]] = ("WPA-3.7",)
    cite_loss: ClassVar[tuple[str, ...]] = ("WPA-3.8", "WPA-3.10")
    cite_fouls: ClassVar[tuple[str, ...]] = ("WPA-3.9", "WPA-1.5")
    cite_kitchen: ClassVar[tuple[str, ...]] = ("WPA-1.5", "WPA-6.11")

    def _fouls_here(self, st: RackState) -> tuple[Foul, ...]:
        """On the break any ball may be hit first (WPA-3.3; RFEB-Art.13 excepts the break;
        ARG-Apertura asks only for balls pocketed or to a rail): no wrong ball first there."""
        if st.breaking:
            return tuple(f for f in self.called_fouls if f is not Foul.WRONG_BALL_FIRST)
        return self.called_fouls

    def _initial_state(self, breaker: int) -> RackState:
        return EightBallState(
            turn=breaker, on_table=self.balls, breaker=breaker, inning=Inning(breaker)
        )

    # -- queries ------------------------------------------------------------------------------

    @property
    def _st(self) -> EightBallState:
        return cast(EightBallState, self._state)

    @property
    def groups(self) -> tuple[Group | None, Group | None]:
        """The group of each player; ``(None, None)`` while the table is open.

        >>> import rules
        >>> rules.create("eight-ball").groups
        (None, None)
        """
        return self._st.groups

    @property
    def table_open(self) -> bool:
        """True while no group has been chosen (WPA-3.4)."""
        return self._st.groups == _NO_GROUPS

    def legal_targets(self) -> frozenset[int]:
        """The balls the shooter may hit first: any ball on the break, every ball but the 8 on
        an open table (the 8 too under RFEB-Art.8), the own group, or the 8 once the group is
        cleared. Empty while a choice is pending or once the rack is over.

        >>> import rules
        >>> rack = rules.create("eight-ball")
        >>> len(rack.legal_targets())
        15
        """
        st = self._st
        if st.outcome is not None or st.pending is not None:
            return frozenset()
        if st.breaking:
            return st.on_table
        return self._targets(st, st.turn)

    def call_required(self) -> bool:
        """WPA-3.6: every shot after the break is called (ball and pocket) or a safety."""
        st = self._st
        return not st.breaking and st.pending is None and st.outcome is None

    def safety_allowed(self) -> bool:
        """A safety may be called on any shot but the break (WPA-3.6)."""
        st = self._st
        return not st.breaking and st.pending is None and st.outcome is None

    def on_eight(self, player: int | None = None) -> bool:
        """True when the 8 is ``player``'s legal object ball (the shooter by default)."""
        st = self._st
        return self._on_eight(st, st.turn if player is None else player)

    # -- helpers on a state -------------------------------------------------------------------

    def _targets(self, st: EightBallState, player: int) -> frozenset[int]:
        own = st.groups[player]
        if own is None:
            rest = st.on_table - {EIGHT}
            if not rest:
                return st.on_table
            return st.on_table if self.eight_first_on_open_table else rest
        mine = own.balls & st.on_table
        return mine if mine else st.on_table & {EIGHT}

    def _on_eight(self, st: EightBallState, player: int) -> bool:
        own = st.groups[player]
        if own is None:
            return not (st.on_table - {EIGHT})
        return not (own.balls & st.on_table)

    def _callable(self, st: EightBallState, player: int) -> frozenset[int]:
        if self._on_eight(st, player):
            return st.on_table & {EIGHT}
        return self._targets(st, player) - {EIGHT}

    def _call_of(self, st: EightBallState, shot: Shot) -> Call | None:
        """The call, with ``Shot.eight_pocket`` folded in when the shooter is on the 8."""
        call = shot.call
        if call is not None:
            if call.ball == EIGHT and call.pocket is None and shot.eight_pocket is not None:
                return Call(EIGHT, shot.eight_pocket)
            return call
        if shot.eight_pocket is not None and self._on_eight(st, st.turn):
            return Call(EIGHT, shot.eight_pocket)
        return None

    def _effective_call(self, st: EightBallState, shot: Shot) -> Call | None:
        """The call the shot is judged by (RFEB adds obvious balls)."""
        return self._call_of(st, shot)

    def _fouls(self, st: EightBallState, shot: Shot) -> frozenset[Foul]:
        fouls = referee_fouls(shot)
        if shot.off_table:
            fouls.add(Foul.OBJECT_BALL_OFF_TABLE)
        return frozenset(fouls)

    def _foul_citations(self, fouls: frozenset[Foul]) -> tuple[str, ...]:
        keys = sorted({FOUL_CITATIONS[f] for f in fouls if f in FOUL_CITATIONS})
        return (*self.cite_fouls, *keys, "WPA-6") if fouls else ()

    def _counts(self, st: EightBallState, fouled: bool) -> tuple[int, int]:
        n = st.foul_counts[st.turn] + 1 if fouled else 0
        return with_count(st.foul_counts, st.turn, n)

    # -- validation ---------------------------------------------------------------------------

    def _validate(self, st: RackState, shot: Shot) -> None:
        est = cast(EightBallState, st)
        call = shot.call
        if (
            call is not None
            and call.ball == EIGHT
            and call.pocket is not None
            and shot.eight_pocket is not None
            and call.pocket is not shot.eight_pocket
        ):
            raise InconsistentShotError("the 8 is called in two different pockets", ball=EIGHT)
        if shot.is_safety and shot.eight_pocket is not None:
            raise InconsistentShotError("a safety does not call a pocket for the 8", ball=EIGHT)
        if est.breaking:
            if not shot.pocketed and shot.rails is None and not self._fouls(est, shot):
                raise RailsCountRequiredError(
                    "nothing was pocketed on the break: how many object balls reached a rail?"
                )
            return
        if self._call_matters(est, shot):
            self._check_call(est, shot)

    def _call_matters(self, st: EightBallState, shot: Shot) -> bool:
        """True when the call can change the verdict (docs/rulings.md §0): a shot without a foul
        that pockets a ball the shooter could have called. With nothing of the shooter's pocketed
        the inning ends whatever was called (a miss, like a safety); on a foul the turn passes
        whatever was called; the 8 pocketed before the group was cleared loses whatever was
        called (WPA-3.8). A called ball that is not the shooter's is judged, never refused: it
        cannot be made as called, so the inning ends."""
        if not shot.pocketed or self._fouls(st, shot):
            return False
        pocketed = frozenset(shot.pocketed_balls)
        if EIGHT in pocketed and not self._on_eight(st, st.turn):
            return False
        return bool(pocketed & self._callable(st, st.turn))

    def _check_call(self, st: EightBallState, shot: Shot) -> None:
        call = self._call_of(st, shot)
        if call is None:
            raise MissingCallError("call a ball and a pocket, or a safety (WPA-3.6)")
        if call.is_safety:
            return
        mine = self._callable(st, st.turn)
        if call.pocket is None and call.ball in mine and call.ball in shot.pocketed_balls:
            raise MissingCallError(f"name the pocket for ball {call.ball}", ball=call.ball)

    # -- entry hints --------------------------------------------------------------------------

    def call_from(self) -> frozenset[int]:
        """The shooter's callable balls when the shot is called: the first of them made is the
        call (its group's balls on an open table, never the 8 before the group is cleared)."""
        st = self._st
        if not self.call_required():
            return frozenset()
        return self._callable(st, st.turn)

    def callable_balls(self) -> frozenset[int]:
        """The balls the shooter may legally call (the decision panel offers these)."""
        st = self._st
        if st.outcome is not None or st.pending is not None or st.breaking:
            return frozenset()
        return self._callable(st, st.turn)

    # -- building the result ------------------------------------------------------------------

    def _decide(
        self,
        st: EightBallState,
        *,
        shooter: int,
        turn: int,
        reasons: tuple[Reason, ...],
        citations: tuple[str, ...],
        fouls: frozenset[Foul] = frozenset(),
        bih: BallInHand = BallInHand.NONE,
        restrictions: frozenset[Restriction] = frozenset(),
        pending: PendingChoice | None = None,
        spot: tuple[int, ...] = (),
        rerack: bool = False,
        choice: Option | None = None,
        removed: tuple[int, ...] = (),
        **changes: Any,
    ) -> tuple[EightBallState, Verdict]:
        changes.setdefault("equalise", 0)
        changes.setdefault("sanction", ())
        if pending is not None:
            turn = pending.chooser
        new = dataclasses.replace(
            st,
            turn=turn,
            ball_in_hand=bih,
            restrictions=restrictions,
            pending=pending,
            push_out_allowed=False,
            **changes,
        )
        warning = None
        if self.three_foul_rule and new.outcome is None and not new.breaking:
            warning = warning_for(new.foul_counts, turn)
            if warning is not None:
                reasons = (*reasons, Reason.THIRD_FOUL_WARNING)
                citations = (*citations, "WPA-6.14")
        verdict = Verdict(
            shooter=shooter,
            next_player=turn,
            fouls=fouls,
            reasons=reasons,
            citations=tuple(dict.fromkeys(citations)),
            ball_in_hand=bih,
            restrictions=restrictions,
            spot=spot,
            groups=new.groups,
            foul_counts=new.foul_counts,
            warning=warning,
            pending=pending,
            outcome=new.outcome,
            rerack=rerack,
            turn_over=turn != shooter,
            choice=choice,
            removed=removed,
        )
        return new, verdict

    def _lost(
        self,
        st: EightBallState,
        cause: Reason,
        fouls: frozenset[Foul],
        citations: tuple[str, ...],
        reason: OutcomeReason = OutcomeReason.OPPONENT_LOST,
        **changes: Any,
    ) -> tuple[EightBallState, Verdict]:
        shooter = st.turn
        outcome = Outcome(other(shooter), reason, cause)
        return self._decide(
            st,
            shooter=shooter,
            turn=shooter,
            reasons=(cause,),
            citations=citations,
            fouls=fouls,
            outcome=outcome,
            **changes,
        )

    def _won(
        self,
        st: EightBallState,
        reason: OutcomeReason,
        cause: Reason,
        cite: tuple[str, ...],
        **changes: Any,
    ) -> tuple[EightBallState, Verdict]:
        shooter = st.turn
        return self._decide(
            st,
            shooter=shooter,
            turn=shooter,
            reasons=(cause,),
            citations=cite,
            outcome=Outcome(shooter, reason, cause),
            **changes,
        )

    def _rerack(
        self, st: EightBallState, breaker: int, option: Option
    ) -> tuple[EightBallState, Verdict]:
        return self._decide(
            st,
            shooter=st.turn,
            turn=breaker,
            reasons=(Reason.CHOICE_MADE, Reason.RERACK),
            citations=st.pending.citations if st.pending else (),
            bih=BallInHand.KITCHEN,
            rerack=True,
            choice=option,
            on_table=self.balls,
            breaker=breaker,
            breaking=True,
            foul_counts=(0, 0),
            groups=_NO_GROUPS,
        )

    # -- the shot -----------------------------------------------------------------------------

    def _shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        est = cast(EightBallState, st)
        if est.breaking:
            return self._break(est, shot)
        return self._play(est, shot)

    def _is_illegal_break(self, shot: Shot) -> bool:
        return not shot.pocketed and shot.rails is not None and shot.rails < BREAK_RAILS

    # Long because it decides every outcome of the break of WPA-3.3 in one place, in the rule book's
    # order (the 8 made, a foul, an illegal break, a legal one).
    def _break(self, st: EightBallState, shot: Shot) -> tuple[EightBallState, Verdict]:
        """WPA-3.3."""
        shooter, incoming = st.turn, other(st.turn)
        fouls = self._fouls(st, shot)
        counts = self._counts(st, bool(fouls))
        pocketed = frozenset(shot.pocketed_balls)
        spot = (EIGHT,) if EIGHT in shot.off_table else ()
        table = (st.on_table - pocketed - shot.off_table) | frozenset(spot)
        cite = self.cite_break
        common: dict[str, Any] = dict(on_table=table, breaking=False, foul_counts=counts)
        options: tuple[Option, ...]
        if EIGHT in pocketed:
            if not fouls:
                options = (Option.SPOT_EIGHT_AND_CONTINUE, Option.RERACK_AND_BREAK)
                pending = PendingChoice(shooter, options, Reason.EIGHT_ON_BREAK, cite)
                reason = Reason.EIGHT_ON_BREAK
            else:
                options = (Option.SPOT_EIGHT_BIH_KITCHEN, Option.RERACK_AND_BREAK)
                pending = PendingChoice(incoming, options, Reason.EIGHT_ON_BREAK_SCRATCH, cite)
                reason = Reason.EIGHT_ON_BREAK_SCRATCH
            return self._decide(
                st,
                shooter=shooter,
                turn=pending.chooser,
                reasons=(reason,),
                citations=cite + self._foul_citations(fouls),
                fouls=fouls,
                pending=pending,
                **common,
            )
        if fouls:
            reasons = (Reason.FOUL, Reason.BALLS_SPOTTED) if spot else (Reason.FOUL,)
            cites = cite + self._foul_citations(fouls)
            if shot.scratch or shot.cue_off_table:
                return self._decide(
                    st,
                    shooter=shooter,
                    turn=incoming,
                    reasons=reasons,
                    citations=cites + self.cite_kitchen,
                    fouls=fouls,
                    bih=BallInHand.KITCHEN,
                    restrictions=self.kitchen_restrictions,
                    spot=spot,
                    **common,
                )
            options = (Option.ACCEPT_TABLE, Option.BIH_KITCHEN)
            pending = PendingChoice(incoming, options, Reason.FOUL, cite)
            return self._decide(
                st,
                shooter=shooter,
                turn=incoming,
                reasons=reasons,
                citations=cites,
                fouls=fouls,
                pending=pending,
                spot=spot,
                **common,
            )
        if self._is_illegal_break(shot):
            options = (Option.ACCEPT_TABLE, Option.RERACK_AND_BREAK, Option.BREAKER_REBREAKS)
            pending = PendingChoice(incoming, options, Reason.ILLEGAL_BREAK, cite)
            return self._decide(
                st,
                shooter=shooter,
                turn=incoming,
                reasons=(Reason.ILLEGAL_BREAK,),
                citations=cite,
                pending=pending,
                **common,
            )
        return self._legal_break(st, shot, common)

    def _legal_break(
        self, st: EightBallState, shot: Shot, common: dict[str, Any]
    ) -> tuple[EightBallState, Verdict]:
        shooter = st.turn
        if shot.pocketed:
            return self._decide(
                st,
                shooter=shooter,
                turn=shooter,
                reasons=(Reason.LEGAL_BREAK, Reason.BALL_POCKETED_CONTINUE, Reason.TABLE_OPEN),
                citations=self.cite_break + self.cite_open,
                **common,
            )
        return self._decide(
            st,
            shooter=shooter,
            turn=other(shooter),
            reasons=(Reason.LEGAL_BREAK, Reason.DRY_BREAK),
            citations=self.cite_break,
            **common,
        )

    def _loss(
        self,
        st: EightBallState,
        shot: Shot,
        fouls: frozenset[Foul],
        eight_pocket: Pocket | None,
    ) -> Reason | None:
        """The loss-of-rack cause of a shot after the break, or None (WPA-3.8)."""
        shooter = st.turn
        if EIGHT in shot.off_table:
            return Reason.EIGHT_OFF_TABLE
        pocketed = frozenset(shot.pocketed_balls)
        if EIGHT not in pocketed:
            return self._loss_without_eight(st, shot, fouls)
        if not self._on_eight(st, shooter):
            own = st.groups[shooter]
            if own is not None and own.balls & st.on_table <= pocketed:
                return Reason.EIGHT_WITH_LAST_GROUP_BALL
            return Reason.EIGHT_EARLY
        if shot.scratch:
            return Reason.EIGHT_AND_SCRATCH
        if fouls:
            return Reason.EIGHT_ON_FOUL
        if eight_pocket is None:
            return Reason.EIGHT_NOT_CALLED
        actual = shot.pocket_of(EIGHT)
        if actual is not None and actual is not eight_pocket:
            return Reason.EIGHT_WRONG_POCKET
        return None

    def _loss_without_eight(
        self, st: EightBallState, shot: Shot, fouls: frozenset[Foul]
    ) -> Reason | None:
        return None

    def _spotted_in_play(self, st: EightBallState, shot: Shot) -> tuple[int, ...]:
        """Object balls put back after a shot that does not end the rack (WPA-3.7: none)."""
        return ()

    # Long because one shot's verdict follows WPA-3.4 to WPA-3.9 in order (open table, groups, the
    # call, the 8, fouls), and the steps share the state they read.
    def _play(self, st: EightBallState, shot: Shot) -> tuple[EightBallState, Verdict]:
        """A shot after the break (WPA-3.4 to WPA-3.9)."""
        shooter, incoming = st.turn, other(st.turn)
        fouls = self._fouls(st, shot)
        counts = self._counts(st, bool(fouls))
        call = self._effective_call(st, shot)
        pocketed = frozenset(shot.pocketed_balls)
        eight_pocket = None
        if call is not None and call.ball == EIGHT and not call.is_safety:
            eight_pocket = call.pocket
        cause = self._loss(st, shot, fouls, eight_pocket)
        table = st.on_table - pocketed - shot.off_table
        if cause is not None:
            return self._lost(
                st,
                cause,
                fouls,
                self.cite_loss + self._foul_citations(fouls),
                on_table=table,
                foul_counts=counts,
            )
        if EIGHT in pocketed:
            return self._won(
                st,
                OutcomeReason.GAME_BALL,
                Reason.GAME_BALL_MADE,
                self.cite_continue + self.cite_call,
                on_table=table,
                foul_counts=counts,
            )
        spot = self._spotted_in_play(st, shot)
        table |= frozenset(spot)
        stays: tuple[Reason, ...] = (Reason.BALLS_SPOTTED,) if spot else ()
        if pocketed or (shot.off_table - frozenset(spot)):
            stays += (Reason.BALLS_STAY_DOWN,)
        if fouls:
            return self._decide(
                st,
                shooter=shooter,
                turn=incoming,
                reasons=(Reason.FOUL, Reason.BALL_IN_HAND, *stays),
                citations=self._foul_citations(fouls) + self.cite_spot,
                fouls=fouls,
                bih=BallInHand.ANYWHERE,
                spot=spot,
                on_table=table,
                foul_counts=counts,
            )
        common: dict[str, Any] = dict(spot=spot, on_table=table, foul_counts=counts)
        if call is not None and call.is_safety:
            return self._decide(
                st,
                shooter=shooter,
                turn=incoming,
                reasons=(Reason.SAFETY, *stays),
                citations=self.cite_call,
                **common,
            )
        if call is not None and self._made_as_called(st, shot, call):
            assert call.ball is not None
            groups = st.groups
            reasons: tuple[Reason, ...] = (Reason.BALL_POCKETED_CONTINUE,)
            cites = self.cite_continue + self.cite_call
            g = group_of(call.ball)
            if groups[shooter] is None and g is not None:
                groups = assign(shooter, g)
                reasons += (Reason.GROUP_ASSIGNED,)
                cites += self.cite_open
            return self._decide(
                st,
                shooter=shooter,
                turn=shooter,
                reasons=reasons,
                citations=cites,
                groups=groups,
                **common,
            )
        reason = Reason.MISSED_CALL if pocketed else Reason.MISS
        return self._decide(
            st,
            shooter=shooter,
            turn=incoming,
            reasons=(reason, *stays),
            citations=self.cite_call + self.cite_spot,
            **common,
        )

    def _made_as_called(self, st: EightBallState, shot: Shot, call: Call) -> bool:
        """The called ball went into the called pocket (an untold pocket counts as called)."""
        return (
            call.ball in shot.pocketed_balls
            and call.ball in self._callable(st, st.turn)
            and call.pocket is not None
            and shot.pocket_of(call.ball) in (None, call.pocket)
        )

    # -- choices ------------------------------------------------------------------------------

    def _choice(self, st: RackState, option: Option) -> tuple[RackState, Verdict]:
        est = cast(EightBallState, st)
        assert est.pending is not None
        chooser = est.turn
        cite = est.pending.citations
        made = (Reason.CHOICE_MADE,)
        if option in (Option.RERACK_AND_BREAK, Option.BREAK_AGAIN_MYSELF):
            return self._rerack(est, chooser, option)
        if option is Option.BREAKER_REBREAKS:
            return self._rerack(est, est.breaker, option)
        if option is Option.ACCEPT_TABLE:
            return self._decide(
                est, shooter=chooser, turn=chooser, reasons=made, citations=cite, choice=option
            )
        if option is Option.BIH_KITCHEN:
            return self._decide(
                est,
                shooter=chooser,
                turn=chooser,
                reasons=(*made, Reason.BALL_IN_HAND),
                citations=cite + self.cite_kitchen,
                bih=BallInHand.KITCHEN,
                restrictions=self.kitchen_restrictions,
                choice=option,
            )
        if option is Option.SPOT_EIGHT_AND_CONTINUE:
            return self._decide(
                est,
                shooter=chooser,
                turn=chooser,
                reasons=(*made, Reason.BALLS_SPOTTED),
                citations=cite,
                spot=(EIGHT,),
                choice=option,
                on_table=est.on_table | {EIGHT},
            )
        if option is Option.SPOT_EIGHT_BIH_KITCHEN:
            return self._decide(
                est,
                shooter=chooser,
                turn=chooser,
                reasons=(*made, Reason.BALLS_SPOTTED, Reason.BALL_IN_HAND),
                citations=cite + self.cite_kitchen,
                bih=BallInHand.KITCHEN,
                restrictions=self.kitchen_restrictions,
                spot=(EIGHT,),
                choice=option,
                on_table=est.on_table | {EIGHT},
            )
        return self._other_choice(est, option)

    def _other_choice(self, st: EightBallState, option: Option) -> tuple[EightBallState, Verdict]:
        raise AssertionError(f"option {option.value} is never offered in {self.ruleset}")
