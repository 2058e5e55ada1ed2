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
from dataclasses import replace
from typing import Any

from scoreboard.league.calendar import Calendar, league_calendar
from scoreboard.league.document import league_from_document
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.kept_night import (
    MAX_CORRECTIONS,
    MAX_REASON,
    Correction,
    Night,
    Waiting,
    with_lineup,
)
from scoreboard.league.lineup import Lineup
from scoreboard.league.model import League, LineupEntry, Side
from scoreboard.league.night import (
    NightScore,
    NightSheet,
    RubberResult,
    Substitution,
    rubber_races,
    score_night,
)
from scoreboard.league.setup import rubber_config
from scoreboard.league.standings import Played, Row, standings
from scoreboard.league.turns import (
    Pick,
    choice_violations,
    fixed_after,
    next_step,
    partial_lineup,
    steps,
)
from scoreboard.match.match import MatchConfig


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
        kept = tuple(p for p in n.picks if p.side in n.no_show - {side} and not n.closed)
        n = replace(n, no_show=n.no_show - {side}, picks=kept, fixed=len(kept))
        n = with_lineup(n, side, lineup)
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
        """``side`` did not come (its choices in turns so far kept, for :meth:`came`)."""
        n = self.night(fixture_id)
        n = with_lineup(replace(n, no_show=n.no_show | {side}), side, None)
        self._change(n, reason, f"no-show:{side.value}", now)

    def came(
        self, fixture_id: str, side: Side, *, reason: str | None = None, now: str = ""
    ) -> None:
        """``side``, marked as not come on the open night, came after all: its lineup not
        given yet (blind), or in turns its turns resume where they were, the other team's
        choices kept (a lineup it gave whole meanwhile as its choices made, so ``side``
        answers them). On a closed night, only with ``reason``, kept as its correction: the
        team's lineup is then to give (a correction too), the night not counted meanwhile."""
        n, fmt = self.night(fixture_id), self.league.rules.format
        if side not in n.no_show:
            return
        n = replace(n, no_show=n.no_show - {side})
        if n.closed:
            self._change(n, reason, f"came:{side.value}", now)
            return
        given = n.lineup(side.other)
        if fmt.lineup is LineupEntry.TURNS and given is not None and n.lineup(side) is None:
            mine = tuple(p for p in n.picks if p.side is side)
            theirs = tuple(
                Pick(who, slot, given.player(slot)) for who, slot in steps(fmt) if who is not side
            )
            picks = theirs + mine
            n = replace(n, home=None, away=None, picks=picks, fixed=len(picks))
            if next_step(fmt, picks) is None:  # its lineup was whole too: both given
                home, away = (partial_lineup(fmt, picks, s) for s in (Side.HOME, Side.AWAY))
                n = replace(n, home=home, away=away, picks=(), fixed=0)
        self._change(n, None, f"came:{side.value}", "")

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
        by itself when that match ends (:meth:`match_finished`). Refused for a rubber in play
        on a table already (``rubber-in-play``) or decided (``rubber-decided``)."""
        self._known(rubber)
        self.check_startable(fixture_id, rubber)
        n = self.night(fixture_id)
        self.nights[fixture_id] = replace(n, started={**n.started, rubber: match_id})

    def take_off(self, fixture_id: str, rubber: str) -> str:
        """``rubber``, in play on a table and not decided, taken off it: not started again
        (it may start on any table, or be typed in or forfeited); the match it was started as
        (the caller closes it there as abandoned, or takes back a venue table's assignment).
        ``rubber-not-in-play`` when it is not on a table (or awaits a correction's reason)."""
        self._known(rubber)
        n = self.night(fixture_id)
        if rubber not in n.started or rubber in n.results or rubber in n.waiting:
            raise LeagueError(Problem.RUBBER_NOT_IN_PLAY, rubber=rubber)
        match_id = n.started[rubber]
        left = {k: v for k, v in n.started.items() if k != rubber}
        self.nights[fixture_id] = replace(n, started=left)
        return match_id

    def check_startable(self, fixture_id: str, rubber: str) -> None:
        """Raises :class:`LeagueError` when ``rubber`` may not start on a table: in play on
        one (its result still to come, or awaiting a reason), or decided."""
        n = self.night(fixture_id)
        if rubber in n.results:
            raise LeagueError(Problem.RUBBER_DECIDED, rubber=rubber)
        if rubber in n.started or rubber in n.waiting:
            raise LeagueError(Problem.RUBBER_IN_PLAY, rubber=rubber)

    def rubber_setup(self, fixture_id: str, rubber: str) -> MatchConfig | None:
        """The set-up of ``rubber``'s match on a table (:func:`rubber_config`); None when it
        cannot be played on one (a place nobody holds, or a rubber of frames)."""
        fmt = self.league.rules.format
        return rubber_config(self.sheet(fixture_id), fmt, fmt.rubber(rubber))

    def started(self) -> tuple[tuple[str, str, str], ...]:
        """Every rubber in play on a table: (fixture, rubber, match id)."""
        return tuple((f, r, m) for f, n in self.nights.items() for r, m in n.started.items())

    def match_finished(
        self, match_id: str, racks: tuple[int, int], winner: int | None, now: str = ""
    ) -> str | None:
        """The match ``match_id`` has ended with ``racks`` (the home player's first): the
        result of the rubber it was started for, with the match it names; the rubber's id
        (None: no rubber of the season was started as that match). A rubber waiting on a
        closed night (:class:`Waiting`) keeps the result as waiting, the night unchanged."""
        for fixture, rubber, started in self.started():
            if started == match_id:
                self._finish(fixture, rubber, match_id, racks, winner, now)
                return rubber
        found = self.waiting_for(match_id)
        if found is None:
            return None
        fixture, rubber = found
        n = self.night(fixture)
        result = self._table_result(fixture, rubber, racks, winner)
        self.nights[fixture] = replace(n, waiting={**n.waiting, rubber: Waiting(match_id, result)})
        return rubber

    def _table_result(
        self, fixture: str, rubber: str, racks: tuple[int, int], winner: int | None
    ) -> RubberResult:
        """A match's end as its rubber's result: a win short of the winner's own race (a
        concession) is a forfeit by the other side."""
        fmt = self.league.rules.format
        races = rubber_races(self.sheet(fixture), fmt, fmt.rubber(rubber))
        if winner is not None and racks[winner] < races[winner]:
            return RubberResult(forfeit=Side.AWAY if winner == 0 else Side.HOME)
        return RubberResult(*racks)

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
        result = self._table_result(fixture, rubber, racks, winner)
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

    def waiting_for(self, match_id: str) -> tuple[str, str] | None:
        """The (fixture, rubber) whose new result from the match ``match_id`` awaits its
        correction's reason (None: none)."""
        for fixture, n in self.nights.items():
            for rubber, w in n.waiting.items():
                if w.match_id == match_id:
                    return fixture, rubber
        return None

    def awaited(self) -> tuple[tuple[str, str, str], ...]:
        """Every waiting rubber not won again yet on its table: (fixture, rubber, match id)."""
        return tuple(
            (f, r, w.match_id)
            for f, n in self.nights.items()
            for r, w in n.waiting.items()
            if w.result is None
        )

    def match_undone(
        self, match_id: str, *, reason: str | None = None, now: str = ""
    ) -> str | None:
        """The win of the match ``match_id`` was undone on its table: the result it gave its
        rubber taken back, the rubber in play on that match again (its result comes back when
        the match ends again); the rubber's id (None: no result came from that match). A
        closed night is changed only with ``reason``, kept as its correction; without one it
        keeps its result, and the rubber waits (:class:`Waiting`) for the table's new result."""
        played = self.played_as(match_id)
        found = played or self.waiting_for(match_id)
        if found is None:
            return None
        fixture, rubber = found
        n = self.night(fixture)
        if played is None or n.closed and not (reason or "").strip():
            self.nights[fixture] = replace(n, waiting={**n.waiting, rubber: Waiting(match_id)})
            return rubber
        self._take_in(n, rubber, Waiting(match_id), reason, now)
        return rubber

    def _take_in(self, n: Night, rubber: str, w: Waiting, reason: str | None, now: str) -> None:
        """``w`` taken into the night: its result, or (none yet) the rubber in play again on
        its match; the rubber no longer waiting."""
        results = {k: v for k, v in n.results.items() if k != rubber}
        history = {k: v for k, v in n.history.items() if k != rubber}
        started = {k: v for k, v in n.started.items() if k != rubber}
        waiting = {k: v for k, v in n.waiting.items() if k != rubber}
        if w.result is None:
            started[rubber] = w.match_id
        else:
            results[rubber], history[rubber] = w.result, w.match_id
        n = replace(n, results=results, history=history, started=started, waiting=waiting)
        self._change(n, reason, f"rubber:{rubber}", now)

    def take_in_waiting(
        self, fixture_id: str, rubber: str, *, reason: str | None = None, now: str = ""
    ) -> None:
        """The desk confirms ``rubber``'s waiting result (:class:`Waiting`): taken in as the
        closed night's correction with ``reason`` (not yet won again: the rubber in play on
        its match again); ``nothing-waiting`` when none waits."""
        w = self.night(fixture_id).waiting.get(rubber)
        if w is None:
            raise LeagueError(Problem.NOTHING_WAITING, rubber=rubber)
        self._take_in(self.night(fixture_id), rubber, w, reason, now)

    def drop_waiting(self, fixture_id: str, rubber: str) -> Waiting:
        """The desk drops ``rubber``'s waiting result: the night keeps the result it has."""
        n = self.night(fixture_id)
        w = n.waiting.get(rubber)
        if w is None:
            raise LeagueError(Problem.NOTHING_WAITING, rubber=rubber)
        self.nights[fixture_id] = replace(
            n, waiting={k: v for k, v in n.waiting.items() if k != rubber}
        )
        return w

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
