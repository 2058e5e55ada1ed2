"""A journal found at start, set against the match the history holds under its id.

A won match is stored in the history, then its journal is closed and archived. The app may
stop anywhere in between, or the scorekeeper may undo the win after it was stored and the
history refuse to take it out (another program holds it). At the next start each unfinished
journal whose match the history holds is then one of:

* :attr:`Standing.AS_STORED`: it ends where the stored match ends (stored, not yet archived):
  it is archived now, and never read again;
* :attr:`Standing.BEYOND`: it went on past the stored win (the win was undone, and maybe
  played on): the journal is the newer record. Won again, it replaces the stored result;
  not won, the stale win is taken out of the history and the journal is offered;
* :attr:`Standing.SHORT`: it never reached the stored match (a copy taken earlier, or another
  result): it is left as it is and not offered (the history has the match).

One pass over the journal's records (undos included) decides, the same pass that rebuilds the
match. No Qt here.

>>> from rules import Pocket, Pocketed, Shot
>>> from scoreboard.match.inputs import ShotInput, Undo
>>> cfg = {"players": ["Ana", "Bea"], "discipline": "nine-ball", "race": [1, 1], "breaker": 0}
>>> nine = ShotInput(Shot(pocketed=(Pocketed(9, Pocket.FOOT_LEFT),), rails=4))
>>> stored = [nine.to_dict()]
>>> against_history(cfg, [nine], stored).standing.value
'as-stored'
>>> against_history(cfg, [nine, Undo()], stored).standing.value
'beyond'
>>> against_history(cfg, [], stored).standing.value
'short'
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from scoreboard.match.inputs import Input, Redo, Undo
from scoreboard.match.match import Match, MatchConfig
from scoreboard.match.replay import collector_paused


class Standing(Enum):
    """Where a journal stands against the history's match of the same id."""

    AS_STORED = "as-stored"
    BEYOND = "beyond"
    SHORT = "short"


@dataclass(frozen=True)
class Against:
    """The outcome of :func:`against_history`: the standing, and the match the journal
    rebuilds (None when its configuration or an input cannot be used)."""

    standing: Standing
    match: Match | None
    inputs: tuple[Input, ...] = ()
    redo: tuple[Input, ...] = ()


def _plain(records: Iterable[Any]) -> list[Any]:
    """Records as JSON gives them back (tuples become lists), to compare with stored ones."""
    return list(
        json.loads(json.dumps([r if isinstance(r, dict) else r.to_dict() for r in records]))
    )


def against_history(
    config: Mapping[str, Any],
    records: Sequence[Input | Undo | Redo],
    stored: Sequence[Any],
) -> Against:
    """Set a journal's ``records`` (undos included) against the ``stored`` inputs (the
    surviving inputs of the match the history holds)."""
    try:
        match = Match(MatchConfig.from_dict(dict(config)))
    except (ValueError, KeyError, TypeError, IndexError):
        return Against(Standing.SHORT, None)
    want = _plain(stored)
    done: list[Input] = []
    redo: list[Input] = []
    reached = -1  # the last record after which the journal held the stored match
    with collector_paused():
        for i, inp in enumerate(records):
            try:
                if isinstance(inp, Undo):
                    match.undo()
                    redo.append(done.pop())
                elif isinstance(inp, Redo):
                    if not redo:
                        raise ValueError("a redo with nothing to redo")
                    match.apply(redo[-1])
                    done.append(redo.pop())
                else:
                    match.apply(inp)
                    done.append(inp)
                    redo.clear()
            except (ValueError, KeyError, TypeError, IndexError):
                return Against(Standing.SHORT, None)
            if match.winner is not None and len(done) == len(want) and _plain(done) == want:
                reached = i
    if reached < 0:
        standing = Standing.SHORT
    elif reached == len(records) - 1:
        standing = Standing.AS_STORED
    else:
        standing = Standing.BEYOND
    return Against(standing, match, tuple(done), tuple(redo))
