"""Club play: random but physically possible shots, as a scorekeeper would enter them.

Scripts are tidy and club play is not: a player pockets only the opponent's ball, the 8 drops
early, the cue ball follows the 8, a foul comes on the break, two balls go in on a combination.
:func:`club_shot` draws such a shot from a seeded :class:`random.Random`, knowing only what the
window knows (the balls on the table and the engine's :class:`~rules.core.EntryHints`), and
describes it as the window's actions: balls clicked, then one finishing action. :func:`enter`
turns those actions into a ``rules.Shot`` through :class:`~scoreboard.match.entry.ShotEntry`, the entry
code of the scorekeeper window. The tests and the benchmark use both; nothing here touches Qt.
:func:`club_record` draws the next whole record for a table (a shot, a choice, an undo...).

>>> import random, rules
>>> rack = rules.create("eight-ball", "wpa")
>>> plan = club_shot(random.Random(3), rack.on_table, rack.entry_hints(), breaking=True)
>>> shot = enter(plan, rack.entry_hints())
>>> rack.push(shot).shooter
0
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules import CueBall, EntryHints, Foul, Group, Interference, Option, Pocket, Shot
from scoreboard.match.entry import ShotEntry
from scoreboard.match.inputs import (
    ChoiceInput,
    ClockExpiredInput,
    ConcedeRackInput,
    LagInput,
    Redo,
    ShotInput,
    Undo,
)

if TYPE_CHECKING:
    from scoreboard.match.snapshot import Snapshot
    from scoreboard.table.table import Record

POCKETS: tuple[Pocket, ...] = tuple(Pocket)


class Finish(enum.Enum):
    """The action that records the shot in the window."""

    POCKET = "pocket"  # a pocket: the marked ball went in there
    CALLED_MISS = "called-miss"  # Shift+pocket: the first marked ball was called there, missed
    RECORD = "record"  # Enter: nothing (more) to say
    SCRATCH = "scratch"
    CUE_OFF = "cue-off"
    FOUL = "foul"  # a foul from the menu
    SAFETY = "safety"
    PUSH_OUT = "push-out"
    BREAK_LEGAL = "break-legal"  # nothing made on the break, enough balls to a rail (L)
    BREAK_SHORT = "break-short"  # nothing made on the break, too few (K)


@dataclass(frozen=True, slots=True)
class ClubShot:
    """One shot as the scorekeeper's actions: ``clicks`` are the balls clicked in order (with
    :attr:`Finish.CALLED_MISS` the first is the called ball, not made), ``off_table`` the balls
    marked off the table, ``declare`` a group declared with its button, then ``finish``."""

    clicks: tuple[int, ...] = ()
    off_table: tuple[int, ...] = ()
    finish: Finish = Finish.RECORD
    pocket: Pocket | None = None
    foul: Foul | None = None
    declare: Group | None = None
    interference: Interference = Interference.NONE
    rails: int | None = None  # told in the details: object balls to a rail on the break
    crossings: int = 0  # told in the details: balls across the head string on the break

    @property
    def actions(self) -> int:
        """Clicks and keys the window needs for this shot."""
        return (
            len(self.clicks)
            + 2 * len(self.off_table)
            + (self.declare is not None)
            + (2 if self.finish is Finish.FOUL else 1)
        )


def _made_count(rng: random.Random) -> int:
    """Balls made on one shot: mostly none or one, now and then a combination or a cluster
    (about 0.7 a shot, as a club rack of fifteen balls takes twenty-odd shots)."""
    return rng.choices((0, 1, 2, 3, 4), weights=(44, 45, 8, 2, 1))[0]


# Long because a club shot is drawn as one sequence of dependent choices (the balls clicked, the
# group, the foul, the finishing action, the call, the details), each reading the ones before.
def club_shot(
    rng: random.Random,
    on_table: frozenset[int],
    hints: EntryHints,
    *,
    breaking: bool = False,
    push_out_allowed: bool = False,
    safety_allowed: bool = False,
    legal_targets: frozenset[int] = frozenset(),
) -> ClubShot:
    """A random, physically possible shot for the position described."""
    balls = sorted(on_table)
    preferred = sorted(hints.call_from or legal_targets or on_table)
    n = min(_made_count(rng), len(balls))
    clicks: list[int] = []
    if n and preferred and rng.random() < 0.6:
        clicks.append(rng.choice(preferred))
    while len(clicks) < n:
        ball = rng.choice(balls)
        if ball not in clicks:
            clicks.append(ball)
    rest = [b for b in balls if b not in clicks]
    off: tuple[int, ...] = ()
    if rest and rng.random() < 0.04:
        off = (rng.choice(rest),)
    declare = (
        rng.choice((Group.SOLIDS, Group.STRIPES))
        if hints.declare_group and (rng.random() < 0.25)
        else None
    )
    foul = rng.choice(hints.fouls) if hints.fouls else None
    pocket = rng.choice(POCKETS)
    finishes: list[Finish] = [Finish.SCRATCH, Finish.CUE_OFF]
    weights: list[int] = [8, 2]
    if foul is not None:
        finishes.append(Finish.FOUL)
        weights.append(7)
    if safety_allowed:
        finishes.append(Finish.SAFETY)
        weights.append(5)
    if push_out_allowed:
        finishes.append(Finish.PUSH_OUT)
        weights.append(25)
    if clicks:
        finishes += [Finish.POCKET]
        weights += [75]
        if not breaking and (hints.call_required or hints.callable):
            finishes.append(Finish.CALLED_MISS)
            weights.append(6)
    elif breaking and (hints.rails or hints.cue_and_two_to_rail):
        finishes += [Finish.BREAK_LEGAL, Finish.BREAK_SHORT]
        weights += [60, 25]
    else:
        finishes.append(Finish.RECORD)
        weights.append(65)
        if not breaking and rest and (hints.call_required or hints.callable):
            clicks.append(rng.choice(rest))
            finishes.append(Finish.CALLED_MISS)
            weights.append(8)
    finish = rng.choices(finishes, weights=weights)[0]
    if finish is not Finish.CALLED_MISS and len(clicks) > n:
        clicks.pop()  # the called ball drawn for a called miss that was not chosen
    interference = Interference.NONE
    if hints.interference and rng.random() < 0.5:
        choices = list(Interference)
        if finish is Finish.POCKET and set(clicks) >= on_table:
            choices.remove(Interference.FIFTEENTH_IN_RACK)  # the 15th went in: not in the rack
        interference = rng.choice(choices)
    rails: int | None = None
    crossings = 0
    if breaking and hints.rails and rng.random() < 0.3:
        rails = rng.randint(0, hints.max_to_rail)
    if breaking and hints.head_string_crossings:
        crossings = rng.randint(0, min(4, hints.max_to_rail))
    if finish is Finish.FOUL and foul is not None:
        # the menu offers only the fouls the marked facts allow (no "no rail" once a ball is
        # made), as ShotEntry.fouls_offered tells the window
        draft = ShotEntry(balls=list(clicks), off_table=set(off) - set(clicks), rails=rails)
        offered = draft.fouls_offered(hints)
        if foul not in offered:
            foul = rng.choice(offered)
    return ClubShot(
        rails=rails,
        crossings=crossings,
        clicks=tuple(clicks),
        off_table=tuple(b for b in off if b not in clicks),
        finish=finish,
        pocket=pocket if finish in (Finish.POCKET, Finish.CALLED_MISS) else None,
        foul=foul if finish is Finish.FOUL else None,
        declare=declare,
        interference=interference,
    )


def enter(plan: ClubShot, hints: EntryHints, entry: ShotEntry | None = None) -> Shot:
    """The ``rules.Shot`` the window records for ``plan`` (the clicks applied to a
    :class:`ShotEntry`, then the finishing action), as ``EntryPanel.record`` builds it."""
    e = entry if entry is not None else ShotEntry()
    for ball in plan.clicks:
        e.toggle_ball(ball)
    for ball in plan.off_table:
        e.toggle_off_table(ball)
    if plan.declare is not None:
        e.declared_group = plan.declare
    e.interference = plan.interference if hints.interference else Interference.NONE
    if hints.rails and plan.rails is not None:
        e.rails = plan.rails
    if hints.head_string_crossings:
        e.head_string_crossings = plan.crossings
    pocket: Pocket | None = None
    f = plan.finish
    if f is Finish.POCKET:
        pocket = plan.pocket
    elif f is Finish.CALLED_MISS:
        assert plan.pocket is not None
        e.call_marked(plan.pocket)
    elif f is Finish.SCRATCH:
        e.cue = CueBall.POCKETED
    elif f is Finish.CUE_OFF:
        e.cue = CueBall.OFF_TABLE
    elif f is Finish.FOUL:
        assert plan.foul is not None
        e.fouls.add(plan.foul)
    elif f is Finish.SAFETY:
        e.safety = True
    elif f is Finish.PUSH_OUT:
        e.push_out = True
    elif f in (Finish.BREAK_LEGAL, Finish.BREAK_SHORT):
        legal = f is Finish.BREAK_LEGAL
        if hints.cue_and_two_to_rail:
            e.cue_and_two_to_rail = legal
        elif e.rails is None:
            e.rails = 4 if legal else 0
    return e.build(pocket=pocket, hints=hints)


def club_choice(rng: random.Random, options: Sequence[Option]) -> Option:
    """A random answer to a pending choice."""
    return rng.choice(tuple(options))


def club_record(
    rng: random.Random,
    snap: Snapshot,
    *,
    time: float | None = None,
    undo: float = 0.04,
    redo: float = 0.3,
    other: float = 0.02,
) -> Record:
    """The next record a scorekeeper sends to a table showing ``snap``, as the table takes it
    (:meth:`scoreboard.table.table.Table.submit`): mostly a club shot, or the answer to the pending
    choice (picking balls where the option lets the chooser pick, ``rack.hints.pick``), or the
    lag's result when the match waits for one. With the chances given: an undo, a redo of what
    was undone (``redo``: the chance while there is one), and (``other``) a shot clock run out
    or a rack conceded. A match over is only undone. Every record is physically possible.

    >>> from scoreboard.match.match import MatchConfig
    >>> from scoreboard.table.table import Table
    >>> t, rng = Table(MatchConfig(discipline="ten-ball", breaker=0)), random.Random(2)
    >>> all(t.submit(club_record(rng, t.snapshot)) for _ in range(200))
    True
    """
    roll = rng.random()
    if snap.can_undo and (roll < undo or snap.winner is not None):
        return Undo(time)
    if snap.can_redo and rng.random() < redo:
        return Redo(time)
    if snap.rack.awaiting_lag:
        return LagInput(rng.randrange(2), rng.random() < 0.8, time)
    pending = snap.decision.pending
    hints = snap.rack.hints
    if pending is not None:
        option = club_choice(rng, pending.options)
        balls: tuple[int, ...] = ()
        if option is Option.EQUALISE and hints.pick and rng.random() < 0.5:
            balls = tuple(sorted(rng.sample(sorted(hints.pick_from), hints.pick)))
        return ChoiceInput(option, time, balls)
    if not snap.rack.breaking and not snap.rack.awaiting_lag and roll > 1.0 - other:
        if rng.random() < 0.7:
            return ClockExpiredInput(time)
        return ConcedeRackInput(rng.randrange(2), time)
    plan = club_shot(
        rng,
        snap.rack.on_table,
        hints,
        breaking=snap.rack.breaking,
        push_out_allowed=snap.rack.push_out_allowed,
        safety_allowed=snap.rack.safety_allowed,
        legal_targets=snap.rack.legal_targets,
    )
    return ShotInput(enter(plan, hints), time)
