"""Eight-ball, Argentine rules (docs/rulings.md §4, seed ``ARG-*``): the differences from WPA.

- No called shots: only the 8's pocket is designated, whenever the shooter means to pocket it
  (ARG-Reglas generales); safeties are not called.
- Illegal break (ARG-Apertura): an infraction; incoming accepts the position, takes ball in hand
  behind the head string, or breaks again themself.
- A ball pocketed on the break keeps the breaker at the table with an open table. On an open table
  the shooter declares the group played (``Shot.declared_group``), else it is an infraction
  (ARG-Infracciones 2); the group is taken when a ball of it is legally pocketed.
- The 8 on the break wins the rack; with a scratch, the cue ball off the table or another
  infraction it loses it (ARG-Apertura, ARG-Pérdida del juego 1).
- Every infraction (ARG-Sanciones): incoming accepts the position or takes ball in hand behind the
  head string; when the 8 is their legal object ball, also ball in hand and the 8 on the foot
  spot. Ball in hand is always behind the head string (ARG-Bola en mano), and when all the
  player's balls are behind it, the nearest may be spotted (ARG-Reglas generales).
- Own balls pocketed on an infraction: incoming may first remove as many of their own balls to
  equalise (ARG-Bolas embocadas antireglamentariamente), picking which (``choose`` with
  ``balls``; ``entry_hints().pick``); with no pick the engine removes the lowest numbers.
- A legal shot pocketing own balls continues, even with an opponent's ball (ARG-Reglas
  generales).
- Object balls off the table are no infraction on an otherwise legal shot; they go back to the
  foot spot, except an opponent's ball, which stays off (ARG-Bolas que saltaran).
- Loss of rack (ARG-Pérdida del juego), including three consecutive infractions; the player on two
  infractions is warned (``Verdict.warning``).

>>> import rules
>>> from rules import Shot, Pocketed, Pocket
>>> rack = rules.create("eight-ball", "argentina")
>>> v = rack.push(Shot(pocketed=(Pocketed(8, Pocket.FOOT_LEFT),)))
>>> v.outcome.winner, v.outcome.reason.value
(0, 'game-ball-on-break')
"""

from __future__ import annotations

import dataclasses
from typing import Any, cast

from rules.core import (
    BallInHand,
    Foul,
    Option,
    OutcomeReason,
    PendingChoice,
    Reason,
    Restriction,
    Ruleset,
    Shot,
    ThirdFoul,
    Verdict,
)
from rules.eight_ball import EIGHT, EightBall, EightBallState, assign
from rules.errors import InvalidOptionError
from rules.rack import RackState, other, referee_fouls
from rules.registry import register

#: Incoming accepts the position or takes ball in hand behind the head string (ARG-Sanciones).
SANCTION: tuple[Option, ...] = (Option.ACCEPT_TABLE, Option.BIH_KITCHEN)

CITE_EQUALISE = ("ARG-Bolas embocadas antireglamentariamente",)
CITE_SANCTION = ("ARG-Sanciones", "ARG-Bola en mano", "ARG-Reglas generales")
CITE_OFF_TABLE = ("ARG-Bolas que saltaran",)


@register
class EightBallArgentina(EightBall):
    """Eight-ball under Argentine rules."""

    ruleset = Ruleset.ARGENTINA
    three_foul_rule = True
    third_foul = ThirdFoul.LOSS_OF_RACK
    #: ball in hand is always behind the head string (ARG-Reglas generales)
    seated_foul_ball_in_hand = BallInHand.KITCHEN
    kitchen_restrictions = frozenset(
        {Restriction.NO_SHOT_BEHIND_HEAD_STRING, Restriction.MAY_SPOT_BALL_BEHIND_HEAD_STRING}
    )
    cite_break = ("ARG-Apertura",)
    cite_open = ("ARG-Apertura",)
    cite_continue = ("ARG-Reglas generales",)
    cite_call = ("ARG-Reglas generales",)
    cite_spot = CITE_OFF_TABLE
    cite_loss = ("ARG-Pérdida del juego",)
    cite_fouls = ("ARG-Infracciones", "ARG-Sanciones")
    cite_kitchen = ("ARG-Bola en mano", "ARG-Reglas generales")

    def call_required(self) -> bool:
        """No shot needs a call; the 8's pocket is designated when the shooter means to pocket
        it, and pocketing it without one loses (ARG-Pérdida del juego 7)."""
        return False

    def safety_allowed(self) -> bool:
        """There is no called safety in the Argentine rules."""
        return False

    def call_from(self) -> frozenset[int]:
        """No ball is called (ARG-Reglas generales)."""
        return frozenset()

    def callable_balls(self) -> frozenset[int]:
        """No ball is called (ARG-Reglas generales); the 8's pocket is where it went."""
        return frozenset()

    def needs_declaration(self) -> bool:
        """True when the shooter must declare the group played (open table, ARG-Apertura)."""
        st = self._st
        return (
            st.outcome is None
            and st.pending is None
            and not st.breaking
            and st.groups[st.turn] is None
            and bool(st.on_table - {EIGHT})
        )

    # -- validation and fouls -----------------------------------------------------------------

    def _check_call(self, st: EightBallState, shot: Shot) -> None:
        return None

    def _fouls(self, st: EightBallState, shot: Shot) -> frozenset[Foul]:
        fouls = referee_fouls(shot)
        open_table = st.groups[st.turn] is None and bool(st.on_table - {EIGHT})
        if not st.breaking and open_table and shot.declared_group is None:
            fouls.add(Foul.GROUP_NOT_DECLARED)
        return frozenset(fouls)

    def _loss_without_eight(
        self, st: EightBallState, shot: Shot, fouls: frozenset[Foul]
    ) -> Reason | None:
        if self._on_eight(st, st.turn):
            if shot.scratch:
                return Reason.SCRATCH_ON_EIGHT
            if shot.cue_off_table:
                return Reason.CUE_OFF_TABLE_ON_EIGHT
        return None

    # -- the penalty --------------------------------------------------------------------------

    def _sanction(
        self,
        st: EightBallState,
        *,
        shooter: int,
        base: tuple[Option, ...],
        pending_reason: Reason,
        reasons: tuple[Reason, ...],
        citations: tuple[str, ...],
        fouls: frozenset[Foul],
        equalise: int,
        spot: tuple[int, ...],
        **changes: Any,
    ) -> tuple[EightBallState, Verdict]:
        """Offer the equalise first when due, else the sanction itself."""
        incoming = other(shooter)
        after = dataclasses.replace(st, **changes)
        own = after.groups[incoming]
        if equalise and own is not None and own.balls & after.on_table:
            options = (Option.EQUALISE, Option.DECLINE_EQUALISE)
            pending = PendingChoice(
                incoming, options, Reason.OWN_BALLS_POCKETED_ON_FOUL, CITE_EQUALISE
            )
            return self._decide(
                st,
                shooter=shooter,
                turn=incoming,
                reasons=reasons,
                citations=citations + CITE_EQUALISE,
                fouls=fouls,
                pending=pending,
                spot=spot,
                equalise=equalise,
                sanction=base,
                **changes,
            )
        return self._offer(
            st,
            shooter=shooter,
            chooser=incoming,
            base=base,
            pending_reason=pending_reason,
            reasons=reasons,
            citations=citations,
            fouls=fouls,
            spot=spot,
            **changes,
        )

    def _offer(
        self,
        st: EightBallState,
        *,
        shooter: int,
        chooser: int,
        base: tuple[Option, ...],
        pending_reason: Reason,
        reasons: tuple[Reason, ...],
        citations: tuple[str, ...],
        fouls: frozenset[Foul] = frozenset(),
        spot: tuple[int, ...] = (),
        choice: Option | None = None,
        removed: tuple[int, ...] = (),
        **changes: Any,
    ) -> tuple[EightBallState, Verdict]:
        """The sanction choice, plus the 8 on the foot spot when it is the chooser's object."""
        after = dataclasses.replace(st, **changes)
        options = base
        if self._on_eight(after, chooser) and EIGHT in after.on_table:
            options = (*base, Option.SPOT_EIGHT_BIH_KITCHEN)
        cites = citations + CITE_SANCTION
        if options == (Option.BIH_KITCHEN,):
            return self._decide(
                st,
                shooter=shooter,
                turn=chooser,
                reasons=(*reasons, Reason.BALL_IN_HAND),
                citations=cites,
                fouls=fouls,
                bih=BallInHand.KITCHEN,
                restrictions=self.kitchen_restrictions,
                spot=spot,
                choice=choice,
                removed=removed,
                **changes,
            )
        pending = PendingChoice(chooser, options, pending_reason, CITE_SANCTION)
        return self._decide(
            st,
            shooter=shooter,
            turn=chooser,
            reasons=reasons,
            citations=cites,
            fouls=fouls,
            pending=pending,
            spot=spot,
            choice=choice,
            removed=removed,
            **changes,
        )

    def _equalise_from(self, st: EightBallState) -> tuple[int, frozenset[int]]:
        """How many of their own balls the chooser removes, and which they may remove."""
        own = st.groups[st.turn]
        if st.pending is None or Option.EQUALISE not in st.pending.options or own is None:
            return 0, frozenset()
        mine = own.balls & st.on_table
        return min(st.equalise, len(mine)), mine

    def _pick(self) -> tuple[int, frozenset[int]]:
        """The incoming player picks which of their own balls to remove (ARG-Bolas embocadas
        antireglamentariamente)."""
        return self._equalise_from(self._st)

    def _choice_picked(
        self, st: RackState, option: Option, balls: frozenset[int]
    ) -> tuple[RackState, Verdict]:
        est = cast(EightBallState, st)
        count, mine = self._equalise_from(est)
        if option is not Option.EQUALISE or not count:
            raise InvalidOptionError(f"no balls are picked with {option.value}")
        if not balls <= mine or len(balls) != count:
            raise InvalidOptionError(
                f"pick {count} of your own balls on the table to remove, not {sorted(balls)}"
            )
        return self._other_choice(est, option, tuple(sorted(balls)))

    def _other_choice(
        self, st: EightBallState, option: Option, picked: tuple[int, ...] = ()
    ) -> tuple[EightBallState, Verdict]:
        """Equalise (ARG-Bolas embocadas antireglamentariamente), then the sanction. Without a
        pick the lowest numbers are removed."""
        chooser = st.turn
        own = st.groups[chooser]
        removed: list[int] = list(picked)
        if option is Option.EQUALISE and own is not None and not removed:
            removed = sorted(own.balls & st.on_table)[: st.equalise]
        reasons = (Reason.CHOICE_MADE, Reason.BALLS_EQUALISED) if removed else (Reason.CHOICE_MADE,)
        return self._offer(
            st,
            shooter=chooser,
            chooser=chooser,
            base=st.sanction,
            pending_reason=Reason.FOUL,
            reasons=reasons,
            citations=CITE_EQUALISE,
            choice=option,
            removed=tuple(removed),
            on_table=st.on_table - frozenset(removed),
        )

    # -- the break ----------------------------------------------------------------------------

    def _break(self, st: EightBallState, shot: Shot) -> tuple[EightBallState, Verdict]:
        shooter = st.turn
        fouls = self._fouls(st, shot)
        pocketed = frozenset(shot.pocketed_balls)
        table = st.on_table - pocketed - shot.off_table
        loss = self.cite_loss
        if EIGHT in shot.off_table:
            return self._lost(st, Reason.EIGHT_OFF_TABLE, fouls, loss, on_table=table)
        if EIGHT in pocketed:
            if shot.scratch or shot.cue_off_table:
                cause = Reason.EIGHT_ON_BREAK_SCRATCH
                return self._lost(st, cause, fouls, self.cite_break, on_table=table)
            if fouls:
                return self._lost(st, Reason.EIGHT_ON_FOUL, fouls, loss, on_table=table)
            return self._won(
                st,
                OutcomeReason.GAME_BALL_ON_BREAK,
                Reason.GAME_BALL_ON_BREAK,
                self.cite_break,
                on_table=table,
            )
        illegal = self._is_illegal_break(shot)
        if illegal:
            fouls |= {Foul.ILLEGAL_BREAK}
        counts = self._counts(st, bool(fouls))
        if fouls and counts[shooter] >= 3:
            return self._three_fouls(st, fouls, table, counts)
        spot = tuple(sorted(shot.off_table))
        common: dict[str, Any] = dict(
            on_table=table | frozenset(spot), breaking=False, foul_counts=counts, spot=spot
        )
        stays = (Reason.BALLS_SPOTTED,) if spot else ()
        if fouls:
            cue_down = shot.scratch or shot.cue_off_table
            base = (Option.BIH_KITCHEN,) if cue_down else SANCTION
            if illegal:
                base = (*base, Option.BREAK_AGAIN_MYSELF)
            reason = Reason.ILLEGAL_BREAK if illegal else Reason.FOUL
            return self._sanction(
                st,
                shooter=shooter,
                base=base,
                pending_reason=reason,
                reasons=(reason, *stays),
                citations=self.cite_break + self._foul_citations(fouls),
                fouls=fouls,
                equalise=0,
                **common,
            )
        return self._legal_break(st, shot, common)

    def _three_fouls(
        self,
        st: EightBallState,
        fouls: frozenset[Foul],
        table: frozenset[int],
        counts: tuple[int, int],
    ) -> tuple[EightBallState, Verdict]:
        return self._lost(
            st,
            Reason.THREE_FOULS,
            fouls,
            ("ARG-Pérdida del juego", "WPA-6.14"),
            reason=OutcomeReason.THREE_FOULS,
            on_table=table,
            foul_counts=counts,
        )

    # -- a shot after the break ---------------------------------------------------------------

    # Long because it is the Argentine ruleset's own shot after the break, case by case as its rules
    # list them, sharing the state they read.
    def _play(self, st: EightBallState, shot: Shot) -> tuple[EightBallState, Verdict]:
        shooter, incoming = st.turn, other(st.turn)
        fouls = self._fouls(st, shot)
        counts = self._counts(st, bool(fouls))
        call = self._call_of(st, shot)
        eight_pocket = call.pocket if call is not None and call.ball == EIGHT else None
        pocketed = frozenset(shot.pocketed_balls)
        table = st.on_table - pocketed - shot.off_table
        cause = self._loss(st, shot, fouls, eight_pocket)
        if cause is not None:
            lost = self.cite_loss + self._foul_citations(fouls)
            return self._lost(st, cause, fouls, lost, on_table=table, foul_counts=counts)
        if fouls and counts[shooter] >= 3:
            return self._three_fouls(st, fouls, table, counts)
        if EIGHT in pocketed:
            return self._won(
                st,
                OutcomeReason.GAME_BALL,
                Reason.GAME_BALL_MADE,
                self.cite_continue,
                on_table=table,
                foul_counts=counts,
            )
        groups = st.groups
        own = groups[shooter]
        played = own if own is not None else shot.declared_group
        made_own = pocketed & played.balls if played is not None and not fouls else frozenset()
        reasons: tuple[Reason, ...] = ()
        cites: tuple[str, ...] = ()
        if own is None and made_own and played is not None:
            groups = assign(shooter, played)
            reasons += (Reason.GROUP_ASSIGNED,)
            cites += self.cite_open
        opponent = groups[incoming]
        stays_off = shot.off_table & opponent.balls if opponent is not None else frozenset()
        spot = tuple(sorted(shot.off_table - stays_off))
        extra: tuple[Reason, ...] = ()
        if spot:
            extra += (Reason.BALLS_SPOTTED,)
        if stays_off:
            extra += (Reason.OPPONENT_BALL_OFF_TABLE_STAYS_OFF,)
        if shot.off_table:
            cites += CITE_OFF_TABLE
        common: dict[str, Any] = dict(
            on_table=table | frozenset(spot), foul_counts=counts, spot=spot, groups=groups
        )
        if fouls:
            mine = st.groups[shooter]
            equalise = len(pocketed & mine.balls) if mine is not None else 0
            cue_down = shot.scratch or shot.cue_off_table
            return self._sanction(
                st,
                shooter=shooter,
                base=(Option.BIH_KITCHEN,) if cue_down else SANCTION,
                pending_reason=Reason.FOUL,
                reasons=(Reason.FOUL, *extra),
                citations=self._foul_citations(fouls) + cites,
                fouls=fouls,
                equalise=equalise,
                **common,
            )
        if made_own:
            return self._decide(
                st,
                shooter=shooter,
                turn=shooter,
                reasons=(Reason.BALL_POCKETED_CONTINUE, *reasons, *extra),
                citations=self.cite_continue + cites,
                **common,
            )
        if pocketed:
            extra += (Reason.BALLS_STAY_DOWN,)
        return self._decide(
            st,
            shooter=shooter,
            turn=incoming,
            reasons=(Reason.MISS, *extra),
            citations=self.cite_continue + cites,
            **common,
        )
