"""Eight-ball, Real Federación Española de Billar rules (docs/rulings.md §3): what differs from WPA.

- Illegal break (RFEB-Art.10): not a foul; incoming accepts the table or re-racks and breaks.
- The 8 on the break (RFEB-Art.9) neither wins nor loses: the breaker re-racks and breaks again
  or has the 8 spotted and continues. A scratch (or the cue ball off the table) on the break is a
  foul (RFEB-Art.16): balls stay down, the 8 is spotted, the table is open and incoming has ball
  in hand behind the head string with no direct shot at a ball behind it (RFEB-Art.11).
- On an open table the 8 may be hit first to pocket a solid or a stripe (RFEB-Art.8).
- Obvious balls need no call (RFEB-Art.5): with no call entered, the shooter's own ball (on an open
  table: balls of a single group) pocketed counts as called. A called ball not pocketed as called,
  or called without a pocket, ends the inning without a foul. The 8's pocket is always called
  (RFEB-Art.24).
- Object balls driven off the table are a foul and are all spotted (RFEB-Art.20, Art.21).
- Fouls give ball in hand anywhere (RFEB-Art.17); three fouls do not lose (RFEB-Art.26).
- A cue ball placed in front of the head string when it had to be behind is placed again, not a
  foul (RFEB-Art.12): "bad cue-ball placement" does not exist here and its code is refused.
- Loss of rack (RFEB-Art.25) adds the 8 and the cue ball pocketed on the same shot.

>>> import rules
>>> from rules import Shot, Pocketed, Pocket
>>> rack = rules.create("eight-ball", "rfeb")
>>> v = rack.push(Shot(pocketed=(Pocketed(2, Pocket.FOOT_LEFT),), cue=rules.CueBall.POCKETED))
>>> v.ball_in_hand.value, sorted(r.value for r in v.restrictions)
('kitchen', ['no-shot-behind-head-string'])
"""

from __future__ import annotations

from typing import Any

from rules.core import (
    CALLED_FOULS,
    BallInHand,
    Call,
    Foul,
    Option,
    PendingChoice,
    Reason,
    Restriction,
    Ruleset,
    Shot,
    Verdict,
)
from rules.eight_ball import EIGHT, EightBall, EightBallState, group_of
from rules.errors import MissingCallError
from rules.rack import other
from rules.registry import register


@register
class EightBallRfeb(EightBall):
    """Eight-ball under RFEB rules."""

    ruleset = Ruleset.RFEB
    #: a cue ball placed in front of the head string is placed again, no foul (RFEB-Art.12)
    called_fouls = tuple(f for f in CALLED_FOULS if f is not Foul.BAD_CUE_BALL_PLACEMENT)
    #: RFEB-Art.31: best of 7 in the first phase, 9 up to the last sixteen, 11 in the quarter-
    #: and semi-finals, 15 in the final; 9 when nothing else is said
    best_of_distances = (7, 9, 11, 15)
    default_best_of = 9
    clock_profile = "rfeb"  # RFEB-Art.29
    eight_first_on_open_table = True
    kitchen_restrictions = frozenset({Restriction.NO_SHOT_BEHIND_HEAD_STRING})
    cite_break = ("RFEB-Art.10",)
    cite_open = ("RFEB-Art.8", "RFEB-Art.14")
    cite_continue = ("RFEB-Art.15",)
    cite_call = ("RFEB-Art.5",)
    cite_spot = ("RFEB-Art.19", "RFEB-Art.20", "RFEB-Art.21")
    cite_loss = ("RFEB-Art.25",)
    cite_fouls = ("RFEB-Art.16", "RFEB-Art.17")
    cite_kitchen = ("RFEB-Art.11",)

    def call_required(self) -> bool:
        """Only the 8's pocket must be called (RFEB-Art.24); obvious balls need no call
        (RFEB-Art.5).

        >>> import rules
        >>> rack = rules.create("eight-ball", "rfeb")
        >>> _ = rack.push(rules.Shot(pocketed=(rules.Pocketed(1),)))
        >>> rack.call_required()
        False
        """
        st = self._st
        return super().call_required() and self._on_eight(st, st.turn)

    # -- validation ---------------------------------------------------------------------------

    def _check_call(self, st: EightBallState, shot: Shot) -> None:
        """Only the 8's pocket is ever asked for: when the shooter is on the 8 and it went in
        with no pocket named (RFEB-Art.24). A call of a ball that is not the shooter's is
        judged: it cannot be made as called."""
        call = self._call_of(st, shot)
        if (
            self._on_eight(st, st.turn)
            and EIGHT in shot.pocketed_balls
            and (call is None or (call.ball == EIGHT and call.pocket is None))
        ):
            raise MissingCallError("name the pocket for the 8 (RFEB-Art.24)", ball=EIGHT)

    # -- the call -----------------------------------------------------------------------------

    def _effective_call(self, st: EightBallState, shot: Shot) -> Call | None:
        call = self._call_of(st, shot)
        if call is not None:
            return call
        made = [b for b in shot.pocketed_balls if b != EIGHT]
        own = st.groups[st.turn]
        if own is not None:
            mine = [b for b in made if b in own.balls]
        elif len({group_of(b) for b in made}) == 1:
            mine = made
        else:
            mine = []
        if not mine:
            return None
        return Call(mine[0], shot.pocket_of(mine[0]))

    def _made_as_called(self, st: EightBallState, shot: Shot, call: Call) -> bool:
        if self._call_of(st, shot) is None:  # an obvious ball: made where it was aimed
            return call.ball in shot.pocketed_balls and call.ball in self._callable(st, st.turn)
        return super()._made_as_called(st, shot, call)

    def _spotted_in_play(self, st: EightBallState, shot: Shot) -> tuple[int, ...]:
        return tuple(sorted(shot.off_table))

    # -- the break ----------------------------------------------------------------------------

    # Long because it decides every outcome of the RFEB break (RFEB-Art.10 and the articles it
    # cites) in one place, in the rule book's order.
    def _break(self, st: EightBallState, shot: Shot) -> tuple[EightBallState, Verdict]:
        shooter, incoming = st.turn, other(st.turn)
        fouls = self._fouls(st, shot)
        counts = self._counts(st, bool(fouls))
        pocketed = frozenset(shot.pocketed_balls)
        if EIGHT in pocketed and not fouls:
            options = (Option.SPOT_EIGHT_AND_CONTINUE, Option.RERACK_AND_BREAK)
            pending = PendingChoice(shooter, options, Reason.EIGHT_ON_BREAK, ("RFEB-Art.9",))
            return self._decide(
                st,
                shooter=shooter,
                turn=shooter,
                reasons=(Reason.EIGHT_ON_BREAK,),
                citations=("RFEB-Art.9",),
                pending=pending,
                on_table=st.on_table - pocketed,
                breaking=False,
                foul_counts=counts,
            )
        spot = tuple(sorted(shot.off_table | (pocketed & {EIGHT})))
        common: dict[str, Any] = dict(
            on_table=(st.on_table - pocketed - shot.off_table) | frozenset(spot),
            breaking=False,
            foul_counts=counts,
            spot=spot,
        )
        if fouls:
            first: tuple[Reason, ...] = ()
            if EIGHT in pocketed:
                cue_down = shot.scratch or shot.cue_off_table
                first = (Reason.EIGHT_ON_BREAK_SCRATCH if cue_down else Reason.EIGHT_ON_BREAK,)
            reasons = (*first, Reason.FOUL, Reason.BALL_IN_HAND)
            if spot:
                reasons += (Reason.BALLS_SPOTTED,)
            if pocketed - {EIGHT}:
                reasons += (Reason.BALLS_STAY_DOWN,)
            cites = self._foul_citations(fouls) + (("RFEB-Art.9",) if first else ())
            if spot:
                cites += self.cite_spot
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
                    **common,
                )
            return self._decide(
                st,
                shooter=shooter,
                turn=incoming,
                reasons=reasons,
                citations=cites,
                fouls=fouls,
                bih=BallInHand.ANYWHERE,
                **common,
            )
        if self._is_illegal_break(shot):
            options = (Option.ACCEPT_TABLE, Option.RERACK_AND_BREAK)
            pending = PendingChoice(incoming, options, Reason.ILLEGAL_BREAK, self.cite_break)
            return self._decide(
                st,
                shooter=shooter,
                turn=incoming,
                reasons=(Reason.ILLEGAL_BREAK,),
                citations=self.cite_break,
                pending=pending,
                **common,
            )
        return self._legal_break(st, shot, common)
