"""Random but physically possible nine-ball play for the fault tests, and a recorder of what
the scorekeeper's screen acknowledged."""

from __future__ import annotations

import random
from typing import Any

from rules import CueBall, Pocket, Pocketed, Shot
from scoreboard.table.problem import Problem
from ui.adapters.controller import Controller

POCKETS = tuple(Pocket)


class Acknowledged:
    """Every entry the controller accepted (after the journal wrote it), as journal records.

    Added after the journal's listener: an entry the journal refuses never reaches it.
    """

    def __init__(self, controller: Controller) -> None:
        self.records: list[dict[str, Any]] = []
        self.refused: list[str] = []
        controller.table.add_input_listener(lambda record: self.records.append(record.to_dict()))
        controller.refused.connect(lambda code, _msg: self.refused.append(code))
        controller.problem.connect(lambda problem: self.refused.append(problem.code))


def candidates(snap: Any, rng: random.Random) -> list[Any]:
    """Entries a scorekeeper could make now, most likely first (shots, choices, an undo)."""
    if snap.decision.pending is not None:
        return [("choose", rng.choice(snap.decision.pending.options))]
    lowest = min(snap.rack.on_table - {0}, default=None)
    others = sorted(b for b in snap.rack.on_table if b not in (0, lowest))
    pocket = rng.choice(POCKETS)
    if snap.rack.breaking:
        made = () if lowest is None or rng.random() < 0.5 else (Pocketed(lowest, pocket),)
        return [Shot(pocketed=made, rails=4), Shot(rails=4)]
    roll = rng.random()
    out: list[Any] = []
    if roll < 0.05 and snap.can_undo:
        out.append("undo")
    elif roll < 0.4:
        out.append(Shot())
    elif roll < 0.75 and lowest is not None:
        out.append(Shot(pocketed=(Pocketed(lowest, pocket),)))
    elif roll < 0.85 and others:
        out.append(Shot(pocketed=(Pocketed(rng.choice(others), pocket),)))
    else:
        out.append(Shot(cue=CueBall.POCKETED))
    out.append(Shot())
    return out


def play_one(controller: Controller, rng: random.Random) -> bool:
    """Make one entry; True when it was accepted (and so written). A refusal by the rules
    tries the next candidate; a refusal by the disk is returned as False."""
    refused: list[str] = []

    def note(code: str, _msg: str) -> None:
        refused.append(code)

    def note_problem(problem: Problem) -> None:
        refused.append(problem.code)

    controller.refused.connect(note)
    controller.problem.connect(note_problem)
    try:
        for entry in candidates(controller.snapshot, rng):
            refused.clear()
            if entry == "undo":
                ok = controller.table.undo()
            elif isinstance(entry, tuple):
                ok = controller.table.choose(entry[1])
            else:
                ok = controller.table.shot(entry)
            if ok:
                return True
            if "journal-write-failed" in refused:
                return False
        raise AssertionError(f"no entry possible: {refused}")
    finally:
        controller.refused.disconnect(note)
        controller.problem.disconnect(note_problem)
