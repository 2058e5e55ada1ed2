"""Ten-ball, WPA rules (WPA-5, the federation text 10B; docs/rulings.md §5).

Every shot but the break is called: a ball and a pocket, or "safety" (WPA-5.5, 10B-5). A shot
entered with no call that pockets only the lowest ball on the table counts as that ball called in
the pocket it went into (an obvious shot); with no call and nothing pocketed it is a plain miss.
With no call, no foul and any other ball pocketed (or several), they can only have gone in by
combination or carom, which 10B-5 says is never obvious: the inning ends and the incoming player
chooses to shoot or hand the table back (10B-7), the 10 spotted if it went in. On a foul the call
decides nothing and is not checked. A call names a pocket; only when the called ball went in
with no called pocket is the pocket asked for (:class:`~rules.errors.MissingCallError`).

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

from rules.core import Call, Discipline, OutcomeReason, Reason, Ruleset, Shot, Verdict
from rules.errors import MissingCallError
from rules.rack import RackState
from rules.registry import register
from rules.rotation import RotationRack


@register
class TenBall(RotationRack):
    """Ten-ball under WPA rules (call shot)."""

    discipline = Discipline.TEN_BALL
    ruleset = Ruleset.WPA
    balls = frozenset(range(1, 11))
    default_race = 6
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
        if (
            call is not None
            and not call.is_safety
            and call.pocket is None
            and call.ball in shot.pocketed_balls
        ):
            raise MissingCallError("a called shot needs a pocket", ball=call.ball)

    def callable_balls(self) -> frozenset[int]:
        """Any ball on the table may be called, in a combination too (10B-5)."""
        st = self._state
        return st.on_table if self.call_required() else frozenset()

    def _called(self, st: RackState, shot: Shot) -> Call | None:
        """The call, with an obvious shot read as called: no call, and only the lowest ball on
        the table pocketed (10B-5: a combination or carom is never obvious)."""
        if shot.call is None and len(shot.pocketed) == 1:
            only = shot.pocketed[0]
            if only.ball == min(st.on_table):
                return Call(only.ball, only.pocket)
        return shot.call

    def _legal_shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        call = self._called(st, shot)
        if call is not None and call.is_safety:
            if shot.pocketed:
                return self._offer(st, shot, Reason.SAFETY, ("WPA-5.6", "10B-6"))
            return self._end_turn(st, shot, (Reason.SAFETY,), ("WPA-5.6", "10B-6"))
        if call is None and shot.pocketed:
            # no call: what went in can only have gone in by combination or carom (10B-5)
            return self._offer(st, shot, Reason.MISSED_CALL, ("10B-5", "WPA-5.7", "10B-7"))
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
