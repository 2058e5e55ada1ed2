"""The shot being entered: what the scorekeeper has clicked so far, turned into a ``rules.Shot``.

Kept free of Qt so the entry logic (which click means what) is tested without widgets. The
common shots finish in one or two actions:

* a ball, then the pocket it went into: made (in call-shot games, called there too);
* a ball, then Shift+pocket: that ball was called in that pocket and missed
  (:meth:`ShotEntry.call_marked`);
* nothing marked, then Enter: a miss; a foul key: that foul.

>>> from rules import Pocket
>>> e = ShotEntry()
>>> e.toggle_ball(3)
>>> shot = e.build(pocket=Pocket.FOOT_LEFT, call_shot=True)
>>> shot.pocketed_balls, shot.call.ball, shot.call.pocket
((3,), 3, <Pocket.FOOT_LEFT: 'foot-left'>)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules import Call, CueBall, Foul, Group, Interference, Pocket, Pocketed, Shot


@dataclass
class ShotEntry:
    """Mutable, UI-side draft of one shot; :meth:`build` makes the immutable ``Shot``."""

    balls: list[int] = field(default_factory=list)  # pocketed, in click order
    pockets: dict[int, Pocket] = field(default_factory=dict)
    off_table: set[int] = field(default_factory=set)
    cue: CueBall = CueBall.ON_TABLE
    fouls: set[Foul] = field(default_factory=set)
    call_ball: int | None = None
    call_pocket: Pocket | None = None
    safety: bool = False
    push_out: bool = False
    rails: int | None = None
    head_string_crossings: int = 0
    cue_and_two_to_rail: bool = False
    declared_group: Group | None = None
    interference: Interference = Interference.NONE

    def clear(self) -> None:
        self.__init__()  # type: ignore[misc]

    @property
    def empty(self) -> bool:
        return self == ShotEntry()

    def toggle_ball(self, ball: int) -> None:
        """A click on a ball: mark it pocketed, or unmark it."""
        if ball in self.balls:
            self.balls.remove(ball)
            self.pockets.pop(ball, None)
            if self.call_ball == ball:
                self.call_ball = None
                self.call_pocket = None
        else:
            self.off_table.discard(ball)
            self.balls.append(ball)

    def toggle_off_table(self, ball: int) -> None:
        """Mark a ball as driven off the table (or unmark it)."""
        if ball in self.off_table:
            self.off_table.discard(ball)
        else:
            if ball in self.balls:
                self.toggle_ball(ball)
            self.off_table.add(ball)

    def set_pocket(self, pocket: Pocket) -> None:
        """Assign ``pocket`` to the first selected ball that has none (the called ball first)."""
        for ball in self.balls:
            if ball not in self.pockets:
                self.pockets[ball] = pocket
                return
        if self.balls:
            self.pockets[self.balls[-1]] = pocket

    def call_marked(self, pocket: Pocket) -> bool:
        """Make the first marked ball the call, in ``pocket``, and no longer pocketed: "called
        the 3 in the foot-left pocket and missed it". Other marked balls stay pocketed. False
        when no ball is marked (nothing changes then).

        >>> e = ShotEntry()
        >>> e.toggle_ball(3)
        >>> e.call_marked(Pocket.FOOT_LEFT), e.balls, e.call_ball, e.call_pocket
        (True, [], 3, <Pocket.FOOT_LEFT: 'foot-left'>)
        """
        if not self.balls:
            return False
        ball = self.balls.pop(0)
        self.pockets.pop(ball, None)
        self.call_ball = ball
        self.call_pocket = pocket
        self.safety = False
        return True

    def toggle_foul(self, foul: Foul) -> None:
        self.fouls ^= {foul}

    def build(
        self,
        *,
        pocket: Pocket | None = None,
        call_shot: bool = False,
        eight_ball: bool = False,
        declare_group: bool = False,
    ) -> Shot:
        """The ``Shot`` this entry describes.

        ``pocket`` is a pocket clicked as the finishing action: it goes to the first selected
        ball without a pocket. With ``call_shot`` the first pocketed ball and its pocket become
        the call when no explicit call was made (the referee's "obvious ball" reading). With
        ``eight_ball`` the 8's pocket is taken from where the 8 went or from the call. With
        ``declare_group`` (Argentine open table) and no group declared, the group of the called
        ball, else of the first ball pocketed, is the one declared (the 8 declares nothing).
        """
        pockets = dict(self.pockets)
        if pocket is not None:
            for ball in self.balls:
                if ball not in pockets:
                    pockets[ball] = pocket
                    break
        call: Call | None = None
        if self.safety:
            call = Call.safety()
        elif self.call_ball is not None:
            call = Call(self.call_ball, self.call_pocket)
        elif call_shot and self.balls and not self.push_out:
            first = self.balls[0]
            call = Call(first, pockets.get(first))
        eight_pocket: Pocket | None = None
        if eight_ball:
            if 8 in pockets:
                eight_pocket = pockets[8]
            elif call is not None and call.ball == 8:
                eight_pocket = call.pocket
        declared = self.declared_group
        if declare_group and declared is None:
            hint = self.call_ball if self.call_ball is not None else (self.balls or [None])[0]
            if hint is not None and hint != 8:
                declared = Group.SOLIDS if hint < 8 else Group.STRIPES
        return Shot(
            pocketed=tuple(Pocketed(b, pockets.get(b)) for b in self.balls),
            off_table=frozenset(self.off_table),
            cue=self.cue,
            call=call,
            eight_pocket=eight_pocket,
            push_out=self.push_out,
            fouls=frozenset(self.fouls),
            rails=self.rails,
            head_string_crossings=self.head_string_crossings,
            cue_and_two_to_rail=self.cue_and_two_to_rail,
            declared_group=declared,
            interference=self.interference,
        )
