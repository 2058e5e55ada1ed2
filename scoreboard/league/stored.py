"""A season's stored form: :func:`season_to_document` and :func:`season_from_document` write
and read a :class:`~scoreboard.league.season.Season` as JSON values. What is read is untrusted
(kept by :mod:`scoreboard.league.store` in the history database) and checked field by field;
a night kept before lineups were given in turns slot by slot (one team's lineup given whole,
the other's not yet) is read as that team's choices made, the other to answer them.

>>> import json, pathlib
>>> doc = json.loads(pathlib.Path("docs/examples/leagues/apa-eight-ball.json").read_text())
>>> s = Season.start("u1", doc)
>>> f = s.calendar.fixtures[0].id
>>> s.pick(f, Side.AWAY, "1", s.league.team(s.calendar.fixtures[0].away).roster[0].name)
>>> again = season_from_document("u1", json.loads(json.dumps(season_to_document(s))))
>>> again.night(f).picks == s.night(f).picks
True

No Qt, no I/O.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import Any

from scoreboard.league.calendar import Bye, Calendar, Fixture
from scoreboard.league.document import league_from_document
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.kept_night import (
    MAX_CORRECTIONS,
    MAX_REASON,
    Correction,
    Night,
    Waiting,
)
from scoreboard.league.lineup import Lineup
from scoreboard.league.model import League, LineupEntry, Side
from scoreboard.league.night import RubberResult, Substitution
from scoreboard.league.season import Season
from scoreboard.league.turns import Pick, steps

#: The most choices a night's lineups given in turns hold (16 slots, two teams).
MAX_PICKS = 64


def fixture_dict(f: Fixture) -> dict[str, Any]:
    return {
        "id": f.id,
        "division": f.division,
        "round": f.round,
        "home": f.home,
        "away": f.away,
        "venue": f.venue,
        "date": f.date.isoformat(),
    }


def fixture_from(d: Any, league: League) -> Fixture:
    """A stored fixture, its teams and division checked against ``league``."""
    if not isinstance(d, dict):
        raise ValueError("not an object")
    f = Fixture(
        str(d["id"])[:80],
        str(d["division"]),
        int(d["round"]),
        str(d["home"]),
        str(d["away"]),
        str(d["venue"]),
        date.fromisoformat(str(d["date"])),
    )
    league.team(f.home), league.team(f.away), league.venue(f.venue)
    if f.division not in {x.name for x in league.divisions}:
        raise ValueError("unknown division")
    return f


def _lineup_doc(lineup: Lineup | None) -> list[list[str | None]] | None:
    return None if lineup is None else [[slot, p] for slot, p in lineup.slots]


def night_to_dict(n: Night) -> dict[str, Any]:
    return {
        "home": _lineup_doc(n.home),
        "away": _lineup_doc(n.away),
        "no_show": sorted(s.value for s in n.no_show),
        "results": {k: _result_doc(r) for k, r in n.results.items()},
        "history": dict(n.history),
        "substitutions": [[s.side.value, s.slot, s.player, s.rubber] for s in n.substitutions],
        "closed": n.closed,
        "corrections": [[c.reason, c.when, c.what] for c in n.corrections],
        "started": dict(n.started),
        "picks": [[p.side.value, p.slot, p.player] for p in n.picks],
        "fixed": n.fixed,
        "waiting": {
            k: {"match": w.match_id, "result": None if w.result is None else _result_doc(w.result)}
            for k, w in n.waiting.items()
        },
    }


def _result_doc(r: RubberResult) -> dict[str, Any]:
    return {"home": r.home, "away": r.away, "forfeit": r.forfeit and r.forfeit.value}


def season_to_document(s: Season) -> dict[str, Any]:
    """The season as JSON values (its league's document kept whole)."""
    return {
        "format": "pool-scoreboard-season",
        "version": 1,
        "league": s.document,
        "calendar": [fixture_dict(f) for f in s.calendar.fixtures],
        "byes": [[b.division, b.round, b.team] for b in s.calendar.byes],
        "nights": {k: night_to_dict(n) for k, n in s.nights.items()},
    }


def _text(value: Any, limit: int = 200) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ValueError("not a text")
    return value


def _lineup_from(value: Any, slots: tuple[str, ...]) -> Lineup | None:
    if value is None:
        return None
    pairs = [(_text(a, 20), None if b is None else _text(b, 80)) for a, b in value]
    if [a for a, _b in pairs] != list(slots):
        raise ValueError("slots differ from the league's")
    return Lineup(tuple(pairs))


# Long because each field of a stored night is checked in turn, with the field it names.
def night_from(fixture: str, d: Any, league: League) -> Night:
    """A stored night, every field checked (``ValueError``/``KeyError``/``TypeError`` on a
    fault)."""
    if not isinstance(d, dict):
        raise ValueError("not an object")
    fmt = league.rules.format
    rubbers = {r.id for r in fmt.all_rubbers}
    results: dict[str, RubberResult] = {}
    for k, r in dict(d.get("results", {})).items():
        if k not in rubbers:
            raise ValueError(f"unknown rubber {k[:20]}")
        results[k] = _result_from(r)
    history = {k: _text(v, 80) for k, v in dict(d.get("history", {})).items() if k in results}
    subs = tuple(
        Substitution(Side(a), _text(b, 20), _text(c, 80), _text(e, 20))
        for a, b, c, e in list(d.get("substitutions", []))[:40]
    )
    corrections = tuple(
        Correction(_text(a, MAX_REASON), _text(b, 40), _text(c, 80))
        for a, b, c in list(d.get("corrections", []))[:MAX_CORRECTIONS]
    )
    started = {k: _text(v, 80) for k, v in dict(d.get("started", {})).items() if k in rubbers}
    closed = d.get("closed", False)
    if not isinstance(closed, bool):
        raise ValueError("closed is not true or false")
    picks = _picks_from(d, league)
    return _turns_of_old(
        league,
        Night(
            fixture,
            _lineup_from(d.get("home"), fmt.slots),
            _lineup_from(d.get("away"), fmt.slots),
            frozenset(Side(x) for x in d.get("no_show", [])),
            results,
            history,
            subs,
            closed,
            corrections,
            started,
            picks,
            min(len(picks), max(0, int(d.get("fixed", 0)))),
            _waiting_from(d, rubbers, closed),
        ),
    )


def _result_from(r: Any) -> RubberResult:
    h, a = int(r["home"]), int(r["away"])
    if not (0 <= h <= 1000 and 0 <= a <= 1000):
        raise ValueError("score out of bounds")
    forfeit = r.get("forfeit")
    return RubberResult(h, a, Side(forfeit) if forfeit else None)


def _waiting_from(d: dict[str, Any], rubbers: set[str], closed: bool) -> dict[str, Waiting]:
    """The closed night's rubbers awaiting a correction's reason, each with its match and the
    table's new result (or none yet)."""
    out: dict[str, Waiting] = {}
    for k, w in dict(d.get("waiting", {})).items():
        if k not in rubbers or not closed:
            raise ValueError("a waiting result of no rubber of a closed night")
        result = w.get("result")
        out[k] = Waiting(_text(w["match"], 80), None if result is None else _result_from(result))
    return out


def _picks_from(d: dict[str, Any], league: League) -> tuple[Pick, ...]:
    """The choices stored, each a step of the format's turns, none twice."""
    known = set(steps(league.rules.format))
    out: list[Pick] = []
    for side, slot, player in list(d.get("picks", []))[: MAX_PICKS + 1]:
        pick = Pick(Side(side), _text(slot, 20), None if player is None else _text(player, 80))
        if (pick.side, pick.slot) not in known or any(
            (p.side, p.slot) == (pick.side, pick.slot) for p in out
        ):
            raise ValueError("a choice that is not a turn of the night")
        out.append(pick)
    if len(out) > MAX_PICKS:
        raise ValueError("too many choices")
    return tuple(out)


def _turns_of_old(league: League, n: Night) -> Night:
    """A night stored with one team's lineup given whole and the other's not (lineups in
    turns as they were given before slot by slot): that team's choices made, in turn order,
    so the other answers them."""
    if league.rules.format.lineup is not LineupEntry.TURNS or n.closed or n.picks:
        return n
    given = [s for s in Side if n.lineup(s) is not None]
    if len(given) != 1 or n.no_show:
        return n
    side = given[0]
    lineup = n.lineup(side)
    assert lineup is not None
    picks = tuple(
        Pick(side, slot, lineup.player(slot))
        for who, slot in steps(league.rules.format)
        if who is side
    )
    return replace(n, home=None, away=None, picks=picks)


def season_from_document(uid: str, doc: Any, name: str = "?") -> Season:
    """The season ``doc`` holds (read from the history: untrusted); raises
    :class:`LeagueError` (``damaged-file``, naming ``name`` and the field) on a fault."""
    if not isinstance(doc, dict) or doc.get("format") != "pool-scoreboard-season":
        raise LeagueError(Problem.DAMAGED_FILE, file=name, field="format", detail="not a season")
    try:
        league = league_from_document(doc.get("league"))
    except LeagueError as exc:
        raise LeagueError(exc.problem, file=name, **dict(exc.params)) from None
    where = "calendar"
    try:
        fixtures = tuple(fixture_from(f, league) for f in list(doc["calendar"])[:20000])
        byes = tuple(league_calendar_bye(b) for b in list(doc.get("byes", []))[:20000])
        calendar = Calendar(fixtures, byes)
        ids = {f.id for f in fixtures}
        nights: dict[str, Night] = {}
        for k, v in dict(doc.get("nights", {})).items():
            where = f"nights.{str(k)[:40]}"
            if k not in ids:
                raise ValueError("not a fixture of the calendar")
            nights[k] = night_from(k, v, league)
        season = Season(uid, doc["league"], calendar, nights)
        for k in nights:
            where = f"nights.{k[:40]}"
            if nights[k].ready():
                season.score(k)
    except (ValueError, KeyError, TypeError, LeagueError) as exc:
        detail = exc.problem.value if isinstance(exc, LeagueError) else str(exc)[:80]
        raise LeagueError(
            Problem.DAMAGED_FILE, file=name, field=where, detail=detail or "wrong"
        ) from None
    return season


def league_calendar_bye(b: Any) -> Bye:
    division, round_, team = b
    return Bye(_text(division), int(round_), _text(team))
