"""A competition as one JSON-ready document, and back, with the document untrusted.

``{"format": "pool-scoreboard-competition", "version": 1, "uid", "name", "system",
"discipline", "ruleset", "group_size", "tables", "distances", "overrides", "entrants",
"drawn", "results": [{"slot", "racks", "history_id", "forfeit"?}], "on_table": {slot: table},
"started": {slot: history id}, "reset_final", "handicapped", "ratings": {entrant: rating},
"race_minimum"?, "gap_cap"?}``

Only the definition and the results are kept: the draw is made again from the entrants and
each result is entered again, checked as if typed, in one pass over the draw (a load takes a
time in proportion to the size of the draw); their order is kept. ``reset_final`` (a second
final when the losers' side wins the first) is False when absent: a file written before it
existed had one final. A handicapped event (version 2) keeps the entrants' ratings its races
are the fair races of, and the club's handicap controls at its draw (``race_minimum``, 1 when
absent; ``gap_cap``, none when absent: files written before them keep their races); ``handicapped`` is False when absent (version 1: every file before it),
and a file of an event that is not handicapped is still written as version 1, which a reader
that knows nothing of handicaps reads as it always did. Anything
unexpected (a wrong type, a size out of bounds, a result the draw refuses) raises
:class:`~.errors.CompetitionError` with :attr:`~.errors.Problem.DAMAGED_FILE` and the field.

>>> from scoreboard.competition.competition import Competition, Format
>>> c = Competition("Club night", Format.SINGLE_ELIMINATION)
>>> for n in ("Ana", "Luis"): _ = c.add_entrant(n)
>>> c.draw(); _ = c.enter_result("W1-1", (2, 5))
>>> from_dict(to_dict(c)).slot("W1-1").winner
2
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoreboard.competition.bracket import MAX_ENTRANTS, Distance
from scoreboard.competition.competition import (
    MAX_GROUP,
    MAX_ID,
    MAX_KEY,
    MAX_POINTS,
    MAX_TABLES,
    MAX_TEXT,
    MIN_GROUP,
    MIN_POINTS_SCORE,
    STORED_NAME,
    Competition,
    Format,
)
from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.files.shapes import BadName, SchemaError, check_name

FORMAT = "pool-scoreboard-competition"
VERSION = 2
#: The versions read: 1 (before handicapped events) and 2.
VERSIONS = (1, 2)


def to_dict(c: Competition) -> dict[str, Any]:
    """The document of ``c`` (results in the order they were entered)."""
    return (
        {
            "format": FORMAT,
            "version": VERSION if c.handicapped else 1,
            "uid": c.uid,
            "name": c.name,
            "system": c.format.value,
            "discipline": c.discipline,
            "ruleset": c.ruleset,
            "group_size": c.group_size,
            "tables": c.tables,
            "distances": {k.value: v for k, v in c.distances.items()},
            "overrides": dict(c.overrides),
            "entrants": list(c.entrants),
            "drawn": c.drawn,
            "results": [
                {"slot": sid, "racks": list(r.racks), "history_id": r.history_id}
                | ({"forfeit": r.forfeit} if r.forfeit is not None else {})
                for sid, r in c.results.items()
            ],
            "on_table": dict(c.on_table),
            "started": dict(c.started),
            "reset_final": bool(c.reset_final),
        }
        | ({"shot_clock": c.shot_clock} if c.shot_clock else {})
        | (
            {"phase_clocks": {k.value: v for k, v in c.phase_clocks.items()}}
            if c.phase_clocks
            else {}
        )
        | ({"handicapped": True, "ratings": dict(c.ratings)} if c.handicapped else {})
        | ({"race_minimum": c.race_minimum} if c.handicapped and c.race_minimum != 1 else {})
        | ({"gap_cap": c.gap_cap} if c.handicapped and c.gap_cap is not None else {})
    )


def _bad(where: str, detail: str = "invalid") -> CompetitionError:
    return CompetitionError(Problem.DAMAGED_FILE, field=where[:60], detail=detail[:120])


def _text(
    data: Mapping[str, Any], key: str, *, optional: bool = False, limit: int = MAX_TEXT
) -> Any:
    value = data.get(key)
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > limit:
        raise _bad(key)
    return value


def _int(value: Any, where: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise _bad(where)
    return value


# Long because every field of an untrusted document is checked in the document's order, in one
# place, before anything is built from it.
def from_dict(data: Any) -> Competition:
    """Rebuild a competition from an untrusted document (see the module's docstring)."""
    if not isinstance(data, dict):
        raise _bad("document", "not an object")
    if data.get("format") != FORMAT:
        raise _bad("format", "not a competition")
    version = data.get("version")
    if isinstance(version, bool) or version not in VERSIONS:
        raise _bad("version", f"version {str(version)[:10]}, supported {VERSION}")
    if not isinstance(data.get("system"), str):
        raise _bad("system")
    try:
        system = Format(data.get("system"))
    except ValueError:
        raise CompetitionError(
            Problem.UNKNOWN_FORMAT, format=str(data.get("system"))[:40]
        ) from None
    distances_in = data.get("distances", {})
    if not isinstance(distances_in, dict) or len(distances_in) > len(Distance):
        raise _bad("distances")
    distances: dict[Distance, int] = {}
    for key, value in distances_in.items():
        try:
            # checked again by the competition against its discipline (a "best of", or 14.1's
            # points target)
            distances[Distance(key)] = _int(value, f"distances.{key}", 1, MAX_POINTS)
        except ValueError:
            raise _bad(f"distances.{str(key)[:20]}") from None
    entrants = data.get("entrants")
    if not isinstance(entrants, list) or len(entrants) > MAX_ENTRANTS:
        raise _bad("entrants", "not a list or too long")
    uid = _text(data, "uid", limit=MAX_ID)
    if not uid.strip():
        raise _bad("uid")
    reset = data.get("reset_final", False)
    if not isinstance(reset, bool):
        raise _bad("reset_final")
    handicapped = data.get("handicapped", False) if version >= 2 else False
    if not isinstance(handicapped, bool):
        raise _bad("handicapped")
    ratings_in = data.get("ratings", {}) if version >= 2 else {}
    if not isinstance(ratings_in, dict) or len(ratings_in) > MAX_ENTRANTS:
        raise _bad("ratings")
    ratings: dict[str, float] = {}
    for name, value in ratings_in.items():
        if not isinstance(name, str) or len(name) > STORED_NAME:
            raise _bad("ratings", "not a name")
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise _bad(f"ratings.{name[:20]}")
        ratings[name] = value
    try:
        c = Competition(
            name=_text(data, "name", limit=MAX_TEXT),
            format=system,
            discipline=_text(data, "discipline", limit=MAX_KEY),
            ruleset=_text(data, "ruleset", optional=True, limit=MAX_KEY),
            group_size=_int(data.get("group_size", 4), "group_size", MIN_GROUP, MAX_GROUP),
            tables=_int(data.get("tables", 1), "tables", 1, MAX_TABLES),
            distances=distances,
            uid=uid,
            reset_final=reset,
            handicapped=handicapped,
            ratings=ratings,
            race_minimum=data.get("race_minimum", 1) if version >= 2 else 1,
            gap_cap=data.get("gap_cap") if version >= 2 else None,
            shot_clock=_text(data, "shot_clock", optional=True, limit=MAX_KEY) or "",
            phase_clocks=_phase_clocks(data.get("phase_clocks", {})),
        )
        for i, name in enumerate(entrants):
            try:  # the one gate for names: the entrant named, with the gate's reason
                check_name(name, f"entrants[{i}]", limit=STORED_NAME)
            except BadName as exc:
                raise _bad(f"entrants[{i}]", exc.code) from None
            except SchemaError:
                raise _bad(f"entrants[{i}]") from None
        c.add_entrants(entrants, stored=True)
        results = data.get("results", [])
        if not isinstance(results, list):
            raise _bad("results")
        if data.get("drawn") is True:
            c.draw()
        elif data.get("drawn") is not False or results:
            raise _bad("drawn")
        if len(results) > len(c.draw_slots):
            raise _bad("results", "more results than slots")
        overrides = data.get("overrides", {})
        if not isinstance(overrides, dict) or len(overrides) > len(c.draw_slots):
            raise _bad("overrides")
        c.set_slot_distances(
            {
                str(sid)[:20]: _int(value, f"overrides.{str(sid)[:20]}", 1, MAX_POINTS)
                for sid, value in overrides.items()
            }
        )
        entries: list[tuple[str, tuple[int, int], str | None, int | None]] = []
        seen: set[str] = set()
        for i, item in enumerate(results):
            where = f"results[{i}]"
            if not isinstance(item, dict):
                raise _bad(where)
            racks = item.get("racks")
            if not isinstance(racks, list) or len(racks) != 2:
                raise _bad(f"{where}.racks")
            lo, hi = (MIN_POINTS_SCORE, MAX_POINTS) if c.points else (0, 99)
            pair = (_int(racks[0], where, lo, hi), _int(racks[1], where, lo, hi))
            slot = _text(item, "slot", limit=20)
            history = _text(item, "history_id", optional=True, limit=MAX_ID)
            if slot in seen:
                raise _bad(where, f"slot {slot} twice")
            seen.add(slot)
            forfeit = item.get("forfeit")
            if forfeit is not None:
                forfeit = _int(forfeit, f"{where}.forfeit", 0, 1)
            entries.append((slot, pair, history, forfeit))
        if entries:
            c.restore_results(entries)
        on_table = data.get("on_table", {})
        if not isinstance(on_table, dict) or len(on_table) > c.tables:
            raise _bad("on_table")
        for sid, table in on_table.items():
            c.assign_table(str(sid)[:20], _int(table, f"on_table.{str(sid)[:20]}", 1, c.tables))
        started = data.get("started", {})
        # a match may be started in the scorekeeper before it has a table
        if not isinstance(started, dict) or len(started) > len(c.draw_slots):
            raise _bad("started")
        for sid, mid in started.items():
            if not isinstance(mid, str) or len(mid) > MAX_ID:
                raise _bad(f"started.{str(sid)[:20]}")
            c.mark_started(str(sid)[:20], mid)
    except CompetitionError as exc:
        if exc.problem is Problem.DAMAGED_FILE:
            raise
        raise _bad(
            "content", exc.problem.value + (f" {dict(exc.params)}" if exc.params else "")
        ) from exc
    return c


def _phase_clocks(data: object) -> dict[Distance, str]:
    """A file's clocks of phases: each a distance's key and a clock's key (or "")."""
    if not isinstance(data, dict) or len(data) > len(Distance):
        raise _bad("phase_clocks")
    out: dict[Distance, str] = {}
    for key, clock in data.items():
        try:
            phase = Distance(key)
        except ValueError:
            raise _bad("phase_clocks", str(key)[:40]) from None
        if not isinstance(clock, str) or len(clock) > MAX_KEY:
            raise _bad(f"phase_clocks.{phase.value}")
        out[phase] = clock
    return out
