"""A season kept by the app: the league (its document, as read from the league file), its
calendar, and what the desk knows of each night (both lineups or a no-show, the substitutions,
each rubber's result, whether the night is closed, and every correction made after the close
with its reason).

Every change is a method that checks it first (a score the rubber's race does not allow, a
change to a closed night without a reason) and raises :class:`LeagueError` changing nothing.
:func:`season_to_document` and :func:`season_from_document` write and read the state as JSON
values; what is read is untrusted (kept by :mod:`scoreboard.league.store` in the history
database) and checked field by field.

>>> from scoreboard.league.model import Side
>>> import json, pathlib
>>> doc = json.loads(pathlib.Path("docs/examples/leagues/andalusia-teams.json").read_text())
>>> s = Season.start("u1", doc)
>>> f = s.calendar.fixtures[0]
>>> s.set_lineup(f.id, Side.HOME, [p.name for p in s.league.team(f.home).roster[:4]])
>>> s.nights[f.id].lineup(Side.HOME).player("1") == s.league.team(f.home).roster[0].name
True

No Qt, no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from scoreboard.league.calendar import Bye, Calendar, Fixture, league_calendar
from scoreboard.league.document import league_from_document
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import Lineup
from scoreboard.league.model import Breaks, League, LineupEntry, Side
from scoreboard.league.night import (
    NightScore,
    NightSheet,
    RubberResult,
    Substitution,
    players_of,
    score_night,
)
from scoreboard.league.standings import Played, Row, standings
from scoreboard.match.match import MatchConfig, MatchConfigError, match_config

#: The longest reason a correction keeps.
MAX_REASON = 300
#: The most corrections one night keeps.
MAX_CORRECTIONS = 100


@dataclass(frozen=True, slots=True)
class Correction:
    """A change made to a closed night: why, when (UTC text) and what (the rubber or the
    lineup changed, as the desk names it)."""

    reason: str
    when: str
    what: str


@dataclass(frozen=True, slots=True)
class Night:
    """What the desk knows of one fixture. A lineup of ``None`` is not given yet; a team in
    ``no_show`` did not come. ``history`` names, for a rubber played on a table, the match
    the history stores with its shots; ``started`` the match started on a table for each
    rubber still in play there."""

    fixture: str
    home: Lineup | None = None
    away: Lineup | None = None
    no_show: frozenset[Side] = frozenset()
    results: dict[str, RubberResult] = field(default_factory=dict)
    history: dict[str, str] = field(default_factory=dict)
    substitutions: tuple[Substitution, ...] = ()
    closed: bool = False
    corrections: tuple[Correction, ...] = ()
    started: dict[str, str] = field(default_factory=dict)

    def lineup(self, side: Side) -> Lineup | None:
        return self.home if side is Side.HOME else self.away

    def ready(self) -> bool:
        """Both lineups given (or the team did not come): the night can be scored."""
        return all(self.lineup(s) is not None or s in self.no_show for s in Side)


def _with_lineup(n: Night, side: Side, lineup: Lineup | None) -> Night:
    return replace(n, home=lineup) if side is Side.HOME else replace(n, away=lineup)


class Season:
    """The season's state: ``league`` (read from ``document``), its ``calendar`` and its
    ``nights`` by fixture id. ``uid`` names it in the history."""

    def __init__(
        self, uid: str, document: Any, calendar: Calendar, nights: dict[str, Night]
    ) -> None:
        self.uid = uid
        self.document = document
        self.league: League = league_from_document(document)
        self.calendar = calendar
        self.nights = nights

    @classmethod
    def start(cls, uid: str, document: Any) -> Season:
        """A new season of the league ``document`` describes: its calendar made, no night
        played."""
        league = league_from_document(document)
        return cls(uid, document, league_calendar(league), {})

    @property
    def name(self) -> str:
        return self.league.name

    def night(self, fixture_id: str) -> Night:
        self.calendar.fixture(fixture_id)  # unknown-fixture when it is not in the calendar
        return self.nights.get(fixture_id) or Night(fixture_id)

    def sheet(self, fixture_id: str) -> NightSheet:
        """The night as :func:`score_night` reads it (a lineup not given yet is empty)."""
        f, n = self.calendar.fixture(fixture_id), self.night(fixture_id)
        fmt = self.league.rules.format

        def lineup(side: Side) -> Lineup | None:
            if side in n.no_show:
                return None
            return n.lineup(side) or Lineup.of([], fmt)

        return NightSheet(
            self.league.team(f.home),
            self.league.team(f.away),
            lineup(Side.HOME),
            lineup(Side.AWAY),
            dict(n.results),
            n.substitutions,
        )

    def score(self, fixture_id: str) -> NightScore:
        return score_night(self.sheet(fixture_id), self.league.rules)

    def _change(self, night: Night, reason: str | None, what: str, now: str) -> None:
        """Keep ``night`` as changed, once its score can be worked out; a closed night only
        with a reason, kept with the correction."""
        old = self.night(night.fixture)
        if old.closed:
            text = " ".join((reason or "").split())[:MAX_REASON]
            if not text:
                raise LeagueError(Problem.NIGHT_CLOSED, fixture=night.fixture)
            corrections = (old.corrections + (Correction(text, now, what),))[-MAX_CORRECTIONS:]
            night = replace(night, corrections=corrections)
        self.nights[night.fixture] = night
        try:
            if night.ready():
                self.score(night.fixture)
        except LeagueError:
            self.nights[night.fixture] = old
            raise

    def set_lineup(
        self,
        fixture_id: str,
        side: Side,
        players: Iterable[str | None],
        *,
        reason: str | None = None,
        now: str = "",
    ) -> None:
        """``side``'s lineup, its players in the format's slot order (None: a slot left
        empty); the team came. In turns, the first team's is given before the other's, and
        not changed once the other has answered it (but as a correction of a closed night)."""
        n = self.night(fixture_id)
        self._in_turn(fixture_id, n, side)
        lineup = Lineup.of(players, self.league.rules.format)
        n = _with_lineup(replace(n, no_show=n.no_show - {side}), side, lineup)
        self._change(n, reason, f"lineup:{side.value}", now)

    def _in_turn(self, fixture_id: str, n: Night, side: Side) -> None:
        fmt = self.league.rules.format
        if fmt.lineup is not LineupEntry.TURNS or n.closed:
            return
        first = fmt.first
        f = self.calendar.fixture(fixture_id)
        waiting = side is not first and n.lineup(first) is None and first not in n.no_show
        answered = side is first and n.lineup(first.other) is not None
        if waiting or answered:
            team = f.home if side is Side.HOME else f.away
            raise LeagueError(
                Problem.OUT_OF_TURN, team=team, first=f.home if first is Side.HOME else f.away
            )

    def set_no_show(
        self, fixture_id: str, side: Side, *, reason: str | None = None, now: str = ""
    ) -> None:
        """``side`` did not come."""
        n = self.night(fixture_id)
        n = _with_lineup(replace(n, no_show=n.no_show | {side}), side, None)
        self._change(n, reason, f"no-show:{side.value}", now)

    def set_result(
        self,
        fixture_id: str,
        rubber: str,
        result: RubberResult | None,
        *,
        history: str | None = None,
        reason: str | None = None,
        now: str = "",
    ) -> None:
        """``rubber``'s result (None: taken back); ``history``: the match that scored it."""
        self._known(rubber)
        n = self.night(fixture_id)
        results, kept = dict(n.results), dict(n.history)
        results.pop(rubber, None)
        kept.pop(rubber, None)
        if result is not None:
            results[rubber] = result
            if history:
                kept[rubber] = history
        self._change(replace(n, results=results, history=kept), reason, f"rubber:{rubber}", now)

    def _known(self, rubber: str) -> bool:
        if rubber not in {r.id for r in self.league.rules.format.all_rubbers}:
            raise LeagueError(Problem.UNKNOWN_RUBBER, rubber=rubber)
        return True

    def substitute(
        self, fixture_id: str, sub: Substitution, *, reason: str | None = None, now: str = ""
    ) -> None:
        """``sub.player`` holds ``sub.slot`` from ``sub.rubber`` on."""
        self._known(sub.rubber)
        n = self.night(fixture_id)
        n = replace(n, substitutions=n.substitutions + (sub,))
        self._change(n, reason, f"substitute:{sub.side.value}:{sub.slot}", now)

    def start_rubber(self, fixture_id: str, rubber: str, match_id: str) -> None:
        """``rubber`` is played on a table as the match ``match_id``: its result comes back
        by itself when that match ends (:meth:`match_finished`)."""
        self._known(rubber)
        n = self.night(fixture_id)
        self.nights[fixture_id] = replace(n, started={**n.started, rubber: match_id})

    def rubber_setup(self, fixture_id: str, rubber: str) -> MatchConfig | None:
        """The set-up of ``rubber``'s match on a table: its players (the home side's first,
        partners joined by "&"), discipline, rule set, race and who breaks (the side the
        format names, else a lag); None when it cannot be played
        on a table (a place nobody holds, or a rubber of frames)."""
        r = self.league.rules.format.rubber(rubber)
        sheet, fmt = self.sheet(fixture_id), self.league.rules.format
        sides = [players_of(sheet, fmt, r, side) for side in (Side.HOME, Side.AWAY)]
        if r.frames is not None or any(p is None for side in sides for p in side):
            return None
        home, away = (" & ".join(p or "" for p in side) for side in sides)
        ruleset = r.ruleset.value if r.ruleset is not None else None
        try:
            config = match_config((home, away), r.discipline, ruleset, r.race)
        except (MatchConfigError, ValueError):
            return None
        if r.breaks is Breaks.LAG:
            return config  # the players lag for the break
        return replace(config, breaker=0 if r.breaks is Breaks.HOME else 1)

    def started(self) -> tuple[tuple[str, str, str], ...]:
        """Every rubber in play on a table: (fixture, rubber, match id)."""
        return tuple((f, r, m) for f, n in self.nights.items() for r, m in n.started.items())

    def match_finished(
        self, match_id: str, racks: tuple[int, int], winner: int | None, now: str = ""
    ) -> str | None:
        """The match ``match_id`` has ended with ``racks`` (the home player's first): the
        result of the rubber it was started for, with the match it names; the rubber's id
        (None: no rubber of the season was started as that match). A match won short of its
        race (a concession) is a forfeit by the other side."""
        for fixture, rubber, started in self.started():
            if started != match_id:
                continue
            n = self.night(fixture)
            r = self.league.rules.format.rubber(rubber)
            short = winner is not None and racks[winner] < r.race
            result = RubberResult(*racks)
            if short and winner is not None:
                result = RubberResult(forfeit=Side.AWAY if winner == 0 else Side.HOME)
            left = {k: v for k, v in n.started.items() if k != rubber}
            self.nights[fixture] = replace(n, started=left)
            reason = "played on a table" if n.closed else None
            self.set_result(fixture, rubber, result, history=match_id, reason=reason, now=now)
            return rubber
        return None

    def played_as(self, match_id: str) -> tuple[str, str] | None:
        """The (fixture, rubber) whose result the match ``match_id`` gave (None: none)."""
        for fixture, n in self.nights.items():
            for rubber, held in n.history.items():
                if held == match_id and rubber in n.results:
                    return fixture, rubber
        return None

    def match_undone(
        self, match_id: str, *, reason: str | None = None, now: str = ""
    ) -> str | None:
        """The win of the match ``match_id`` was undone on its table: the result it gave its
        rubber taken back, the rubber in play on that match again (its result comes back when
        the match ends again); the rubber's id (None: no result came from that match). A
        closed night's only with ``reason`` (``night-closed`` without one), kept as its
        correction."""
        found = self.played_as(match_id)
        if found is None:
            return None
        fixture, rubber = found
        n = self.night(fixture)
        results = {k: v for k, v in n.results.items() if k != rubber}
        history = {k: v for k, v in n.history.items() if k != rubber}
        started = {**n.started, rubber: match_id}
        n = replace(n, results=results, history=history, started=started)
        self._change(n, reason, f"rubber:{rubber}", now)
        return rubber

    def close(self, fixture_id: str) -> None:
        """The night is over: later changes are corrections, each with its reason."""
        n = self.night(fixture_id)
        self.nights[fixture_id] = replace(n, closed=True)

    def standings(self, division: str) -> tuple[Row, ...]:
        """``division``'s table from its nights scored so far (complete nights count)."""
        d = next(d for d in self.league.divisions if d.name == division)
        played = []
        for f in self.calendar.fixtures:
            if f.division != division or not self.night(f.id).ready():
                continue
            try:
                played.append(Played(f.home, f.away, self.score(f.id)))
            except LeagueError:
                continue  # a night that cannot be scored (read from a damaged row) counts not
        return standings([t.name for t in d.teams], played, self.league.rules.tie_breaks)


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
        "results": {
            k: {"home": r.home, "away": r.away, "forfeit": r.forfeit and r.forfeit.value}
            for k, r in n.results.items()
        },
        "history": dict(n.history),
        "substitutions": [[s.side.value, s.slot, s.player, s.rubber] for s in n.substitutions],
        "closed": n.closed,
        "corrections": [[c.reason, c.when, c.what] for c in n.corrections],
        "started": dict(n.started),
    }


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
        h, a = int(r["home"]), int(r["away"])
        if not (0 <= h <= 1000 and 0 <= a <= 1000):
            raise ValueError("score out of bounds")
        forfeit = r.get("forfeit")
        results[k] = RubberResult(h, a, Side(forfeit) if forfeit else None)
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
    return Night(
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
    )


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
