"""A season kept by the app: the league (its document, as read from the league file), its
calendar, and what the desk knows of each night (both lineups or a no-show, the substitutions,
each rubber's result, whether the night is closed, and every correction made after the close
with its reason). Lineups in turns are given choice by choice (:meth:`Season.pick`,
:mod:`scoreboard.league.turns`), the last one taken back until the other team has chosen after
it; both lineups are whole with the last choice.

Every change is a method that checks it first (a score the rubber's race does not allow, a
change to a closed night without a reason, a choice out of turn or against the rules) and
raises :class:`LeagueError` changing nothing. :mod:`scoreboard.league.stored` writes and reads
the state as JSON values.

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
from typing import Any

from scoreboard.league.calendar import Calendar, league_calendar
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
    rubber_races,
    score_night,
)
from scoreboard.league.standings import Played, Row, standings
from scoreboard.league.turns import (
    Pick,
    choice_violations,
    fixed_after,
    next_step,
    partial_lineup,
)
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
    #: lineups in turns: the choices made so far, in order, while the lineups are not whole
    picks: tuple[Pick, ...] = ()
    #: how many of ``picks`` can no longer be taken back (the other team has chosen since)
    fixed: int = 0

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
            return n.lineup(side) or partial_lineup(fmt, n.picks, side)

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
        empty); the team came. In turns the lineups are given choice by choice
        (:meth:`pick`): whole only when the other team did not come, or as a correction of
        a closed night."""
        n = self.night(fixture_id)
        fmt = self.league.rules.format
        if fmt.lineup is LineupEntry.TURNS and not n.closed and side.other not in n.no_show:
            raise self._out_of_turn(fixture_id, n, side)
        lineup = Lineup.of(players, fmt)
        n = _with_lineup(replace(n, no_show=n.no_show - {side}, picks=(), fixed=0), side, lineup)
        self._change(n, reason, f"lineup:{side.value}", now)

    def _team(self, fixture_id: str, side: Side) -> str:
        f = self.calendar.fixture(fixture_id)
        return f.home if side is Side.HOME else f.away

    def _out_of_turn(self, fixture_id: str, n: Night, side: Side) -> LeagueError:
        """``side`` chose out of turn: whose turn it is, for which slot ("": both given)."""
        step = next_step(self.league.rules.format, n.picks)
        if n.home is not None or n.away is not None:
            step = None
        turn = self._team(fixture_id, step[0]) if step else ""
        return LeagueError(
            Problem.OUT_OF_TURN,
            team=self._team(fixture_id, side),
            turn=turn,
            slot=step[1] if step else "",
        )

    def turn(self, fixture_id: str) -> tuple[Side, str] | None:
        """In turns, on an open night both teams came to: the team whose turn it is to
        choose and the slot; None otherwise (blind, both given, a no-show, closed)."""
        n, fmt = self.night(fixture_id), self.league.rules.format
        if fmt.lineup is not LineupEntry.TURNS or n.closed or n.no_show or n.ready():
            return None
        return next_step(fmt, n.picks)

    def pick(self, fixture_id: str, side: Side, slot: str, player: str | None) -> None:
        """In turns, ``side`` names ``player`` (None: nobody) for ``slot``: refused out of
        turn, or when the choice breaks a rule no later choice puts right; the last choice
        makes both lineups whole."""
        n, fmt = self.night(fixture_id), self.league.rules.format
        if n.closed:
            raise LeagueError(Problem.NIGHT_CLOSED, fixture=fixture_id)
        if self.turn(fixture_id) != (side, slot):
            raise self._out_of_turn(fixture_id, n, side)
        choice = Pick(side, slot, player)
        team = self.league.team(self._team(fixture_id, side))
        found = choice_violations(fmt, self.league.rules.roster, team, n.picks, choice)
        if found:
            raise LeagueError(
                Problem.ILLEGAL_CHOICE, team=team.name, slot=slot, player=player or "", found=found
            )
        picks = (*n.picks, choice)
        n = replace(n, picks=picks, fixed=fixed_after(n.picks, n.fixed, choice))
        if next_step(fmt, picks) is None:
            home, away = (partial_lineup(fmt, picks, s) for s in (Side.HOME, Side.AWAY))
            n = replace(n, home=home, away=away, picks=(), fixed=0)
        self._change(n, None, f"lineup:{side.value}:{slot}", "")

    def take_back(self, fixture_id: str) -> Pick:
        """The last choice of a lineup in turns, taken back (the same team chooses again):
        refused once the other team has chosen after it."""
        n = self.night(fixture_id)
        if n.closed:
            raise LeagueError(Problem.NIGHT_CLOSED, fixture=fixture_id)
        if len(n.picks) <= n.fixed or self.turn(fixture_id) is None:
            last = n.picks[-1].side if n.picks else None
            team = self._team(fixture_id, last) if last is not None else ""
            raise LeagueError(Problem.NO_TAKE_BACK, team=team)
        self.nights[fixture_id] = replace(n, picks=n.picks[:-1])
        return n.picks[-1]

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
        partners joined by "&" on the boards, and named one by one as the match's
        :attr:`~scoreboard.match.match.MatchConfig.partners`), discipline, rule set, each
        player's race (by the pair of skill levels when the format has a race chart) and who
        breaks (the side the format names, else a lag); None when it cannot be played on a
        table (a place nobody holds, or a rubber of frames)."""
        r = self.league.rules.format.rubber(rubber)
        sheet, fmt = self.sheet(fixture_id), self.league.rules.format
        sides = [players_of(sheet, fmt, r, side) for side in (Side.HOME, Side.AWAY)]
        if r.frames is not None or any(p is None for side in sides for p in side):
            return None
        home, away = (" & ".join(p or "" for p in side) for side in sides)
        ruleset = r.ruleset.value if r.ruleset is not None else None
        try:
            races = rubber_races(sheet, fmt, r)
            config = match_config((home, away), r.discipline, ruleset, r.race, race=races)
            if all(len(side) == 2 for side in sides):  # doubles: the partners, as people
                (a, b), (c, d) = sides
                config = replace(config, partners=((a or "", b or ""), (c or "", d or "")))
                config.validate()
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
        (None: no rubber of the season was started as that match). A match won short of the
        winner's own race (a concession) is a forfeit by the other side."""
        for fixture, rubber, started in self.started():
            if started == match_id:
                self._finish(fixture, rubber, match_id, racks, winner, now)
                return rubber
        return None

    def rubber_received(
        self,
        fixture_id: str,
        rubber: str,
        match_id: str,
        racks: tuple[int, int],
        winner: int,
        now: str = "",
    ) -> None:
        """``rubber``, in play on a table of another laptop, has ended there as the match
        ``match_id`` with ``racks`` (the home side's first): its result, naming that match,
        as :meth:`match_finished` puts a match's in."""
        n = self.night(fixture_id)
        if rubber not in n.started:
            raise LeagueError(Problem.UNKNOWN_RUBBER, rubber=rubber)
        try:
            self._finish(fixture_id, rubber, match_id, racks, winner, now)
        except LeagueError:
            self.nights[fixture_id] = n  # refused: still in play
            raise

    def _finish(
        self,
        fixture: str,
        rubber: str,
        match_id: str,
        racks: tuple[int, int],
        winner: int | None,
        now: str,
    ) -> None:
        n = self.night(fixture)
        fmt = self.league.rules.format
        races = rubber_races(self.sheet(fixture), fmt, fmt.rubber(rubber))
        short = winner is not None and racks[winner] < races[winner]
        result = RubberResult(*racks)
        if short and winner is not None:
            result = RubberResult(forfeit=Side.AWAY if winner == 0 else Side.HOME)
        left = {k: v for k, v in n.started.items() if k != rubber}
        self.nights[fixture] = replace(n, started=left)
        reason = "played on a table" if n.closed else None
        self.set_result(fixture, rubber, result, history=match_id, reason=reason, now=now)

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
