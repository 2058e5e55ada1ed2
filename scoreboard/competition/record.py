"""A competition's results in the club's record: every finished match of the draw stored once in
the history (:mod:`scoreboard.history.results`), with both players in the registry, so that the
players' pages and the ratings read the matches played at the desk too.

A result typed at the desk (no match id) is kept as ``typed`` under the competition's uid and
the slot's id; a result received from a venue table (its match id among ``received``) as
``received`` under that table's match id; a result that names a match recorded otherwise (scored
here, in the window or on a phone table, which the history stores with its shots) adds no row,
and the row it names is left alone. A forfeit is kept as such (it counts no games). Every
entrant of a drawn competition is added to the history's names, so Players lists them all.

:func:`record` runs inside the transaction that saves the competition
(:meth:`~scoreboard.competition.store.CompetitionStore.save`): the bracket and the record change
together or not at all.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping

from scoreboard.competition.competition import Competition, Result
from scoreboard.history.results import ResultRecord, keep_results, typed_id
from scoreboard.history.values import Recorded
from scoreboard.match.match import MatchConfigError, match_config

#: The results received from venue tables: each match id with when it finished (UTC text,
#: None: not known).
Received = Mapping[str, "str | None"]


def _ruleset(c: Competition, race: int) -> str:
    """The rule set the competition's matches are played under, by its name."""
    try:
        config = match_config(("A", "B"), c.discipline, c.ruleset, race)
    except (MatchConfigError, ValueError):
        return c.ruleset or ""
    return config.resolved_ruleset.value


def records(c: Competition, received: Received) -> tuple[list[ResultRecord], set[str]]:
    """The rows the competition's results make (the typed ones, and those received), and the
    match ids its other results name (recorded otherwise: left as they are)."""
    out: list[ResultRecord] = []
    named: set[str] = set()
    if not c.drawn:
        return out, named
    ruleset: str | None = None
    for s in c.slots():
        r = s.result
        if r is None:
            continue
        if r.history_id is not None and r.history_id not in received:
            named.add(r.history_id)
            continue
        if ruleset is None:
            ruleset = _ruleset(c, s.race)
        out.append(_record(c, s.id, r, ruleset, received))
    return out, named


def _record(c: Competition, slot: str, r: Result, ruleset: str, received: Received) -> ResultRecord:
    if r.history_id is None:
        match_id, how, finished = typed_id(c.uid, slot), Recorded.TYPED, None
    else:
        match_id, how, finished = r.history_id, Recorded.RECEIVED, received[r.history_id]
    return ResultRecord(
        match_id=match_id,
        slot=slot,
        discipline=c.discipline,
        ruleset=ruleset,
        players=(c.entrant(r.top), c.entrant(r.bottom)),
        score=r.racks,
        winner=r.winner_side,
        recorded=how,
        forfeit=r.forfeit is not None,
        points=c.points,
        finished=finished,
        event=c.name,
    )


def record(conn: sqlite3.Connection, c: Competition, received: Received, now: str) -> None:
    """Make the history's rows of ``c`` what its results are now (see the module); the caller
    holds the transaction."""
    rows, named = records(c, received)
    entrants = list(c.entrants) if c.drawn else []
    keep_results(conn, c.uid, rows, keep=named, names=entrants, now=now)
