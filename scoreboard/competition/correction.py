"""What a correction of a finished match would do, before it is made: the result before and
after, the slots whose players change and the played results it would remove. No Qt, no I/O.

>>> from scoreboard.competition.competition import Competition, Format
>>> c = Competition("Club", Format.SINGLE_ELIMINATION)
>>> for n in ("Ana", "Luis", "Marta", "Pepe"):
...     _ = c.add_entrant(n)
>>> c.draw()
>>> _ = c.enter_result("W1-1", (4, 0))
>>> p = preview(c, "W1-1", (1, 4))
>>> p.before.racks, [(m.slot, m.before, m.after) for m in p.moves], p.cleared
((4, 0), [('W2-1', (1, None), (4, None))], ())
>>> c.slot("W2-1").players  # the competition itself is untouched
(1, None)
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from scoreboard.competition.competition import Competition, Result
from scoreboard.competition.errors import CompetitionError, Problem

#: The refusals a confirmed correction goes through.
ASKED = (Problem.PLAYED_SLOTS_WOULD_CHANGE, Problem.MATCHES_IN_PLAY_WOULD_CHANGE)


@dataclass(frozen=True, slots=True)
class Move:
    """A slot whose players a correction changes (entry rankings, None for a place not known
    yet)."""

    slot: str
    before: tuple[int | None, int | None]
    after: tuple[int | None, int | None]


@dataclass(frozen=True, slots=True)
class Preview:
    """A correction of ``slot`` from ``before`` to ``after``: ``moves`` the slots whose players
    change, ``cleared`` the played slots whose result is removed, ``in_play`` the matches on a
    table or in the scorekeeper whose players change."""

    slot: str
    before: Result | None
    after: Result
    moves: tuple[Move, ...] = ()
    cleared: tuple[str, ...] = ()
    in_play: tuple[str, ...] = ()

    @property
    def changes(self) -> bool:
        """Whether it changes anything (the same result typed again does not)."""
        b = self.before
        return b is None or (b.racks, b.forfeit) != (self.after.racks, self.after.forfeit)


def preview(
    c: Competition, slot_id: str, racks: tuple[int, int], forfeit: int | None = None
) -> Preview:
    """What ``c.enter_result(slot_id, racks, forfeit=forfeit, confirm=True)`` would do, made
    on a copy; a refusal other than a confirmable one is raised as it is."""
    trial = copy.deepcopy(c)
    in_play: tuple[str, ...] = ()
    try:
        change = trial.enter_result(slot_id, racks, forfeit=forfeit)
    except CompetitionError as exc:
        if exc.problem not in ASKED:
            raise
        key = "in_play" if exc.problem is Problem.PLAYED_SLOTS_WOULD_CHANGE else "slots"
        in_play = tuple(str(s) for s in _listed(exc.params.get(key)))
        change = trial.enter_result(slot_id, racks, forfeit=forfeit, confirm=True)
    moves = tuple(
        Move(sid, c.slot(sid).players, trial.slot(sid).players)
        for sid in change.touched
        if sid != slot_id and c.slot(sid).players != trial.slot(sid).players
    )
    after = trial.slot(slot_id).result
    assert after is not None
    return Preview(slot_id, c.slot(slot_id).result, after, moves, change.cleared, in_play)


def _listed(value: object) -> tuple[object, ...]:
    return value if isinstance(value, tuple) else ()
