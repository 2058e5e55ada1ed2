"""The shot being entered: what the scorekeeper has clicked so far, turned into a ``rules.Shot``.

Kept free of Qt so the entry logic (which click means what) is tested without widgets. The
common shots finish in one or two actions:

* a ball, then the pocket it went into: made (in call-shot games the first of the shooter's
  legal balls made is called there too; when none of them went in, no call is needed);
* a ball, then Shift+pocket: that ball was called in that pocket and missed
  (:meth:`ShotEntry.call_marked`);
* nothing marked, then Enter: a miss; a foul key: that foul.

>>> from rules import EntryHints, Pocket
>>> e = ShotEntry()
>>> e.toggle_ball(3)
>>> hints = EntryHints(call_required=True, call_from=frozenset({3, 4}))
>>> shot = e.build(pocket=Pocket.FOOT_LEFT, hints=hints)
>>> shot.pocketed_balls, shot.call.ball, shot.call.pocket
((3,), 3, <Pocket.FOOT_LEFT: 'foot-left'>)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from rules import (
    Call,
    CueBall,
    EntryHints,
    Foul,
    Group,
    Interference,
    Pocket,
    Pocketed,
    Shot,
    contradicted_fouls,
    interference_applies,
)


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

    def choose_call(self, ball: int) -> None:
        """The scorekeeper's answer to "which ball was called?": ``ball``, in the pocket it went
        into (or, when that is not known yet, the next pocket clicked).

        >>> e = ShotEntry()
        >>> for ball in (3, 5):
        ...     e.toggle_ball(ball)
        >>> e.choose_call(5)
        >>> e.build(pocket=Pocket.SIDE_LEFT).call
        Call(ball=5, pocket=<Pocket.SIDE_LEFT: 'side-left'>, is_safety=False)
        """
        self.call_ball = ball
        self.call_pocket = self.pockets.get(ball)
        self.safety = False

    def toggle_foul(self, foul: Foul) -> None:
        self.fouls ^= {foul}

    def fouls_offered(self, hints: EntryHints, *, rails: int | None = None) -> tuple[Foul, ...]:
        """The fouls the foul menu offers for this entry, in menu order: the engine's list for
        the position (``hints.fouls``) less those the facts marked so far rule out
        (:func:`rules.contradicted_fouls`: no "no rail" once a ball is made); ``rails`` is a
        rail count told in the details and not yet in the entry.

        >>> from rules import EntryHints
        >>> e = ShotEntry()
        >>> hints = EntryHints(fouls=(Foul.NO_RAIL, Foul.DOUBLE_HIT))
        >>> e.fouls_offered(hints)
        (<Foul.NO_RAIL: 'no-rail'>, <Foul.DOUBLE_HIT: 'double-hit'>)
        >>> e.toggle_ball(3)
        >>> e.fouls_offered(hints)
        (<Foul.DOUBLE_HIT: 'double-hit'>,)
        """
        shot = self.build(hints=hints)
        if rails is not None:
            shot = dataclasses.replace(shot, rails=rails)
        ruled_out = contradicted_fouls(shot)
        return tuple(f for f in hints.fouls if f not in ruled_out)

    # Long because the entry becomes one Shot in one pass: each part (the balls, the call, the cue
    # ball, the fouls, the details) reads the engine's hints and the parts before it.
    def build(self, *, pocket: Pocket | None = None, hints: EntryHints | None = None) -> Shot:
        """The ``Shot`` this entry describes, read with the engine's ``hints`` for the shot.

        ``pocket`` is a pocket clicked as the finishing action: it goes to the ball that becomes
        the call when that ball has no pocket yet, else to the first selected ball without one.
        When the shot is called and no explicit call or safety was made, the call is the first
        ball made that is one of the shooter's legal object balls (``hints.call_from``), in the
        pocket it went into; when none of them went in there is no call, and the engine judges
        the shot without one (the call could not change the verdict). A push out is never a
        called shot. With ``hints.eight_pocket`` the 8's pocket is the called one, or where the
        8 went (never on a safety). With ``hints.declare_group`` (Argentine open table) and no
        group declared, the group of the called ball, else of the first ball pocketed, is the
        one declared (the 8 declares nothing). Re-rack interference is kept only on a shot it
        applies to (:func:`rules.interference_applies`): on any other it does not matter.

        >>> from rules import EntryHints
        >>> e = ShotEntry()
        >>> for ball in (11, 3):
        ...     e.toggle_ball(ball)
        >>> hints = EntryHints(call_required=True, call_from=frozenset({1, 2, 3}))
        >>> shot = e.build(pocket=Pocket.SIDE_LEFT, hints=hints)
        >>> shot.call.ball, shot.call.pocket.value, shot.pocket_of(11)
        (3, 'side-left', None)
        """
        h = hints if hints is not None else EntryHints()
        derive = (
            h.call_required and not self.safety and self.call_ball is None and not self.push_out
        )
        candidate = next((b for b in self.balls if b in h.call_from), None) if derive else None
        if self.call_ball in self.balls and self.call_pocket is None and not self.safety:
            candidate = self.call_ball  # called, made, its pocket still to come
        pockets = dict(self.pockets)
        if pocket is not None:
            if candidate is not None and candidate not in pockets:
                pockets[candidate] = pocket
            else:
                for ball in self.balls:
                    if ball not in pockets:
                        pockets[ball] = pocket
                        break
        call: Call | None = None
        if self.push_out:
            call = None
        elif self.safety:
            call = Call.safety()
        elif self.call_ball is not None:
            call = Call(self.call_ball, self.call_pocket or pockets.get(self.call_ball))
        elif candidate is not None:
            call = Call(candidate, pockets.get(candidate))
        eight_pocket: Pocket | None = None
        if h.eight_pocket and not self.safety and not self.push_out:
            if call is not None and call.ball == 8 and call.pocket is not None:
                eight_pocket = call.pocket
            elif 8 in pockets:
                eight_pocket = pockets[8]
        declared = self.declared_group
        if h.declare_group and declared is None:
            hint = self.call_ball if self.call_ball is not None else next(iter(self.balls), None)
            if hint is not None and hint != 8:
                declared = Group.SOLIDS if hint < 8 else Group.STRIPES
        shot = Shot(
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
        if shot.interference is not Interference.NONE and not interference_applies(shot, h):
            shot = dataclasses.replace(shot, interference=Interference.NONE)
        return shot
