"""Ten-ball, WPA rules (WPA-5, the federation text 10B; RULINGS §5).

Every shot but the break is called: a ball and a pocket, or "safety" (WPA-5.5, 10B-5). A shot
entered with no call that pockets exactly one ball counts as that ball called in the pocket it
went into (an obvious shot); with no call and nothing pocketed it is a plain miss; with no call
and two or more balls pocketed on a shot without a foul the engine refuses it
(:class:`~rules.errors.MissingCallError`), since the call decides the verdict; on a foul the
call decides nothing and is not checked. A call names a pocket; when the called ball is pocketed with its pocket not told, it counts as made in the
called pocket.

- Called ball made in the called pocket: the shooter continues; other balls stay down (WPA-5.8,
  10B-8).
- Called ball missed with another ball pocketed, or the called ball in another pocket: the
  inning ends, no foul; the incoming player chooses to shoot or hand the table back (WPA-5.7,
  10B-7).
- Safety: the inning ends; if a ball is pocketed, the same choice (WPA-5.6, 10B-6).
- The 10 wins only when legally pocketed as the last ball: called and made in the called pocket
  when it was the only object ball on the table at the start of the shot (WPA-5, 10B-8).
  Pocketed on the break, a push out, a foul, uncalled, in a pocket not called, in a called
  combination before the last ball, or driven off the table, it is spotted; no other ball is
  ever spotted (WPA-5.9, 10B-9).

>>> import rules
>>> from rules import Shot, Pocketed, Pocket
>>> rack = rules.create("ten-ball")
>>> v = rack.push(Shot(pocketed=(Pocketed(10, Pocket.SIDE_LEFT),)))
>>> v.spot, v.next_player
((10,), 0)
"""

from __future__ import annotations

from .core import Call, OutcomeReason, Reason, Shot, Verdict
from .errors import MissingCallError
from .rack import RackState
from .registry import register
from .rotation import RotationRack


@register
class TenBall(RotationRack):
    """Ten-ball under WPA rules (call shot)."""

    discipline = "ten-ball"
    ruleset = "wpa"
    balls = frozenset(range(1, 11))
    game_ball = 10
    cite_break = ("WPA-5.3", "10B-3")
    cite_push_out = ("WPA-5.4", "10B-4")
    cite_continue = ("WPA-5.8", "10B-8")
    cite_spot = ("WPA-5.9", "10B-9")
    cite_fouls = ("WPA-5.10", "10B-10")
    cite_serious = ("WPA-5.11", "10B-11")

    def call_required(self) -> bool:
        """Every shot but the break needs a call (ball and pocket, or safety); a push out
        needs none.

        >>> import rules
        >>> rules.create("ten-ball").call_required()
        False
        """
        st = self._state
        return not st.breaking and st.pending is None and st.outcome is None

    def _validate(self, st: RackState, shot: Shot) -> None:
        super()._validate(st, shot)
        if st.breaking or shot.push_out or self._fouls(shot):
            return  # no call needed: on a foul the call decides nothing
        call = shot.call
        if call is not None and not call.is_safety and call.pocket is None:
            raise MissingCallError("a called shot needs a pocket", ball=call.ball)
        if call is None and len(shot.pocketed) > 1:
            raise MissingCallError(
                "several balls were pocketed: which ball and pocket were called?"
            )

    def _called(self, shot: Shot) -> Call | None:
        """The call, with an obvious shot (no call, one ball pocketed) read as called."""
        if shot.call is None and len(shot.pocketed) == 1:
            only = shot.pocketed[0]
            return Call(only.ball, only.pocket)
        return shot.call

    def _legal_shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        call = self._called(shot)
        if call is not None and call.is_safety:
            if shot.pocketed:
                return self._offer(st, shot, Reason.SAFETY, ("WPA-5.6", "10B-6"))
            return self._end_turn(st, shot, (Reason.SAFETY,), ("WPA-5.6", "10B-6"))
        if call is None or call.ball not in shot.pocketed_balls:
            if shot.pocketed:
                return self._offer(st, shot, Reason.MISSED_CALL, ("WPA-5.7", "10B-7"))
            return self._end_turn(st, shot, (Reason.MISS,), self.cite_continue)
        pocket = shot.pocket_of(call.ball)
        if pocket is not None and pocket is not call.pocket:
            return self._offer(st, shot, Reason.MISSED_CALL, ("WPA-5.7", "10B-7"))
        if call.ball == self.game_ball and st.on_table == frozenset({self.game_ball}):
            return self._win(st, shot, OutcomeReason.GAME_BALL, Reason.GAME_BALL_MADE)
        return self._continue(
            st, shot, (Reason.BALL_POCKETED_CONTINUE,), ("WPA-5.5", "10B-5") + self.cite_continue
        )
