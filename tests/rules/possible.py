"""Random shots made physically possible for the position, as the window makes them: only the
fouls the engine offers there (``entry_hints().fouls``), none that the other facts rule out
(:func:`rules.contradicted_fouls`), and re-rack interference only where it applies
(:func:`rules.interference_applies`)."""

from __future__ import annotations

import dataclasses

import rules
from rules import Foul, Interference, Shot


def possible(rack: rules.Rack, shot: Shot) -> Shot:
    hints = rack.entry_hints()
    offered = set(hints.fouls) | {Foul.UNSPORTSMANLIKE}
    fouls = frozenset(f for f in shot.fouls if f in offered) - rules.contradicted_fouls(shot)
    shot = dataclasses.replace(shot, fouls=fouls)
    if shot.interference is not Interference.NONE and not rules.interference_applies(shot, hints):
        shot = dataclasses.replace(shot, interference=Interference.NONE)
    return shot


def first_breaker(rack: rules.Rack) -> int:
    """Who broke the rack: the first shooter, unless the first shot was played out of turn
    (WPA-6.13), which makes the other player its shooter."""
    if not len(rack):
        return rack.turn
    move, verdict = rack.moves[0], rack.verdicts[0]
    if isinstance(move, Shot) and Foul.OUT_OF_TURN in move.fouls:
        return 1 - verdict.shooter
    return verdict.shooter
