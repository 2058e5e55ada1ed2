"""Nine-ball, WPA rules (WPA-2; docs/rulings.md §5).

No call: any ball legally pocketed keeps the shooter at the table (WPA-2.5); the 9 legally
pocketed on any shot, the break included and the push out excepted, wins. The 9 is spotted when
pocketed on a foul or a push out, or driven off the table; no other ball is ever spotted
(WPA-2.6). Nine-ball is not a call-shot game (WPA-1.6 covers call-shot games only): a "safety"
entered here is a statistics tag for a defensive shot. It never ends the inning when a ball is
legally pocketed: the shooter continues (WPA-2.5), and a legally pocketed 9 still wins ("on any
shot"). With nothing pocketed the inning ends as after any miss.

Three-ball break (``RackOptions(three_ball_break=True)``, WPA-2.10): a legal break must also
make balls pocketed plus balls crossing the head string reach three. When it does not, and
there is no foul, the incoming player accepts the table (no push out then) or hands it back (the
breaker may then push out); a 9 pocketed on such a break is spotted. The plain break rule
(WPA-2.3: nothing pocketed needs four balls to a rail, else a foul) still applies first.

>>> import rules
>>> from rules import Shot, Pocketed, Pocket
>>> rack = rules.create("nine-ball")
>>> v = rack.push(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),)))
>>> v.outcome.reason.value, v.outcome.winner
('game-ball-on-break', 0)
"""

from __future__ import annotations

from rules.core import Discipline, OutcomeReason, Reason, Ruleset, Shot, Verdict
from rules.rack import RackState
from rules.registry import register
from rules.rotation import RotationRack

#: Balls pocketed plus head-string crossings a three-ball break needs (WPA-2.10).
THREE_BALL_BREAK = 3


@register
class NineBall(RotationRack):
    """Nine-ball under WPA rules."""

    discipline = Discipline.NINE_BALL
    ruleset = Ruleset.WPA
    balls = frozenset(range(1, 10))
    default_race = 7
    game_ball = 9
    three_ball_break_option = True
    cite_break = ("WPA-2.3",)
    cite_push_out = ("WPA-2.4",)
    cite_continue = ("WPA-2.5",)
    cite_spot = ("WPA-2.6",)
    cite_fouls = ("WPA-2.7",)
    cite_serious = ("WPA-2.8",)

    def _break_option_failed(self, shot: Shot) -> bool:
        if not self.options.three_ball_break:
            return False
        return len(shot.pocketed) + shot.head_string_crossings < THREE_BALL_BREAK

    def _wins_on_break(self, shot: Shot) -> bool:
        return self.game_ball in shot.pocketed_balls and not self._break_option_failed(shot)

    def _legal_shot(self, st: RackState, shot: Shot) -> tuple[RackState, Verdict]:
        if self.game_ball in shot.pocketed_balls:
            return self._win(st, shot, OutcomeReason.GAME_BALL, Reason.GAME_BALL_MADE)
        if shot.pocketed:
            return self._continue(st, shot, (Reason.BALL_POCKETED_CONTINUE,), self.cite_continue)
        if shot.is_safety:
            return self._end_turn(st, shot, (Reason.SAFETY,), self.cite_continue)
        return self._end_turn(st, shot, (Reason.MISS,), self.cite_continue)

    def _hint_crossings(self) -> bool:
        return self.options.three_ball_break
