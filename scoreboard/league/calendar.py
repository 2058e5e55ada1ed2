"""The season's calendar: who meets whom, at whose venue, on which night.

Each division plays a round robin by the circle method, as many times as the season's
``meetings``: the meetings of a pair alternate home and away, each team is at home as often as
away (give or take one) and alternates home and away with one break at most in a round robin,
and when a division has an odd number of teams each team sits out
once per round robin (a bye), always in the same round of it, so byes are spread evenly. A
round is played in one week, each fixture on its home team's night.

Teams share venues, and a venue's tables are few: two fixtures at one venue on one night need
twice the tables a night needs. The teams are placed in the round robin so that teams of one
venue and night are at home in different weeks as far as possible (a bounded local search over
the places); a fixture that still does not fit goes to a catch-up week right after its round,
so no venue is ever asked for more tables than it has and no team plays twice on a night.
A week is skipped when a fixture of it would fall on a date the league is off (or before
the season's start).

:func:`move_fixture` moves one fixture to another date and touches nothing else.

>>> from scoreboard.league.model import Division, League, Season, Team, Venue
>>> teams = tuple(Team(f"T{i}", "Bar", 3) for i in range(3))
>>> cal = schedule((Division("A", teams),), (Venue("Bar", 2),), Season(date(2026, 9, 14), 2))
>>> len(cal.fixtures), len(cal.byes), cal.fixtures[0].date.isoformat()
(6, 6, '2026-09-17')

No Qt, no I/O.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date, timedelta

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import Division, League, Season, Team, Venue

#: The local search's bound: tries per team of the league.
TRIES_PER_TEAM = 60
#: Weeks searched for a week with no off date before giving up.
MAX_WEEKS = 520


@dataclass(frozen=True, slots=True)
class Fixture:
    id: str
    division: str
    round: int
    home: str
    away: str
    venue: str
    date: date


@dataclass(frozen=True, slots=True)
class Bye:
    division: str
    round: int
    team: str


@dataclass(frozen=True, slots=True)
class Calendar:
    fixtures: tuple[Fixture, ...]
    byes: tuple[Bye, ...]

    def fixture(self, fixture_id: str) -> Fixture:
        for f in self.fixtures:
            if f.id == fixture_id:
                return f
        raise LeagueError(Problem.UNKNOWN_FIXTURE, fixture=fixture_id)

    def on(self, day: date) -> tuple[Fixture, ...]:
        return tuple(f for f in self.fixtures if f.date == day)


def circle_rounds(m: int) -> list[list[tuple[int, int]]]:
    """The rounds of a round robin of ``m`` (even) places, each a list of (home, away)
    places. Place ``m - 1`` is the fixed one: a bye put there gives every other place as many
    home as away fixtures; otherwise each place is at home once more or once less.

    >>> circle_rounds(4)
    [[(0, 3), (1, 2)], [(3, 1), (2, 0)], [(2, 3), (0, 1)]]
    """
    out = []
    for r in range(m - 1):
        pairs = [(m - 1, r) if r % 2 else (r, m - 1)]
        for k in range(1, m // 2):
            a, b = (r + k) % (m - 1), (r - k) % (m - 1)
            pairs.append((a, b) if k % 2 else (b, a))
        out.append(pairs)
    return out


@dataclass
class _Division:
    """A division's round robin over places, and which team holds each place."""

    division: Division
    places: list[Team | None]  # the bye, when there is one, is the last place
    rounds: list[list[tuple[int, int]]]  # every round of every meeting: (home, away) places

    @classmethod
    def of(cls, division: Division, meetings: int) -> _Division:
        teams: list[Team | None] = list(division.teams)
        if len(teams) < 2:
            raise LeagueError(Problem.TOO_FEW_TEAMS, division=division.name)
        if len(teams) % 2:
            teams.append(None)
        one = circle_rounds(len(teams))
        rounds = [
            [(a, b) if time % 2 == 0 else (b, a) for a, b in pairs]
            for time in range(meetings)
            for pairs in one
        ]
        return cls(division, teams, rounds)

    def home_rounds(self) -> list[list[int]]:
        """For each place, the rounds it is at home in a real fixture."""
        out: list[list[int]] = [[] for _ in self.places]
        for r, pairs in enumerate(self.rounds):
            for a, b in pairs:
                if self.places[a] is not None and self.places[b] is not None:
                    out[a].append(r)
        return out


def _group_key(team: Team) -> tuple[str, int]:
    return (team.venue, team.night)


class _Placer:
    """The local search: swap two teams' places in a division when the season then needs no
    more weeks (a round needs one week more for each fixture over a venue's tables that
    night), and no more fixtures over the tables."""

    def __init__(self, divisions: list[_Division], caps: dict[str, int], rounds: int) -> None:
        self.divisions, self.caps = divisions, caps
        self.homes = [d.home_rounds() for d in divisions]
        self.count: dict[tuple[str, int], list[int]] = defaultdict(lambda: [0] * rounds)
        for di, d in enumerate(divisions):
            for pi, t in enumerate(d.places):
                if t is not None:
                    self._add(_group_key(t), di, pi, 1)

    def _add(self, key: tuple[str, int], di: int, pi: int, n: int) -> None:
        count = self.count[key]
        for r in self.homes[di][pi]:
            count[r] += n

    def cost(self) -> tuple[int, int]:
        """(weeks, fixtures over the tables) of the places as they are."""
        crowded = [
            (count, self.caps[key[0]])
            for key, count in self.count.items()
            if max(count) > self.caps[key[0]]
        ]
        weeks = over = 0
        for r in range(len(next(iter(self.count.values()), []))):
            weeks += max([1] + [-(-c[r] // cap) for c, cap in crowded])
            over += sum(c[r] - cap for c, cap in crowded if c[r] > cap)
        return weeks, over

    def search(self, rng: random.Random) -> None:
        best = self.cost()
        size = Counter(_group_key(t) for d in self.divisions for t in d.places if t is not None)
        places = [
            (di, pi)
            for di, d in enumerate(self.divisions)
            for pi, t in enumerate(d.places)
            if t is not None and size[_group_key(t)] > self.caps[t.venue]
        ]
        tries = TRIES_PER_TEAM * len(places)
        while places and best[1] and tries > 0:
            tries -= 1
            di, pi = rng.choice(places)
            d = self.divisions[di]
            qi = rng.randrange(len(d.places) - (1 if d.places[-1] is None else 0))
            if qi == pi:
                continue
            self._swap(di, pi, qi)
            cost = self.cost()
            if cost <= best:
                best = cost
            else:
                self._swap(di, pi, qi)

    def _swap(self, di: int, pi: int, qi: int) -> None:
        places = self.divisions[di].places
        for i, j in ((pi, qi), (qi, pi)):
            t = places[i]
            if t is not None:
                self._add(_group_key(t), di, i, -1)
                self._add(_group_key(t), di, j, 1)
        places[pi], places[qi] = places[qi], places[pi]


def schedule(
    divisions: Sequence[Division],
    venues: Sequence[Venue],
    season: Season,
    tables: int = 1,
    seed: int = 0,
) -> Calendar:
    """The season's calendar; ``tables``: the tables one night needs at its venue."""
    caps = {v.name: v.tables // max(1, tables) for v in venues}
    divs = [_Division.of(d, season.meetings) for d in divisions]
    names = Counter(t.name for d in divisions for t in d.teams)
    for name, n in names.items():
        if n > 1:
            raise LeagueError(Problem.DUPLICATE_TEAM, team=name)
    tables_at = {v.name: v.tables for v in venues}
    for t in (t for d in divisions for t in d.teams):
        if t.venue not in caps:
            raise LeagueError(Problem.UNKNOWN_VENUE, venue=t.venue, team=t.name)
        if tables_at[t.venue] < tables:
            raise LeagueError(Problem.NO_TABLES, venue=t.venue, team=t.name)
    rounds = max(len(d.rounds) for d in divs)
    _Placer(divs, caps, rounds).search(random.Random(seed))
    byes = [
        Bye(d.division.name, r + 1, t.name)
        for d in divs
        for r, pairs in enumerate(d.rounds)
        for a, b in pairs
        for t in (d.places[a], d.places[b])
        if t is not None and None in (d.places[a], d.places[b])
    ]
    fixtures: list[Fixture] = []
    week = _monday(season.start)
    for r in range(rounds):
        pending = [
            (d.division.name, home, away)
            for d in divs
            if r < len(d.rounds)
            for home, away in ((d.places[a], d.places[b]) for a, b in d.rounds[r])
            if home is not None and away is not None
        ]
        while pending:
            part, pending = _fitting(pending, caps)
            week = _open_week(week, (h.night for _d, h, _a in part), season)
            for division, home, away in part:
                fid = f"{division}/{r + 1}/{home.name}"
                day = week + timedelta(days=home.night)
                fixtures.append(
                    Fixture(fid, division, r + 1, home.name, away.name, home.venue, day)
                )
            week += timedelta(days=7)
    return Calendar(tuple(fixtures), tuple(byes))


def league_calendar(league: League, seed: int = 0) -> Calendar:
    """The calendar of ``league``'s season."""
    return schedule(
        league.divisions, league.venues, league.season, league.rules.format.tables, seed
    )


def _fitting(
    pending: list[tuple[str, Team, Team]], caps: dict[str, int]
) -> tuple[list[tuple[str, Team, Team]], list[tuple[str, Team, Team]]]:
    """(the fixtures that fit one week's tables, in order; the rest)."""
    used: Counter[tuple[str, int]] = Counter()
    part, rest = [], []
    for fixture in pending:
        key = _group_key(fixture[1])
        if used[key] < caps[key[0]]:
            used[key] += 1
            part.append(fixture)
        else:
            rest.append(fixture)
    return part, rest


def _monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _open_week(week: date, nights: Iterable[int], season: Season) -> date:
    """The first week from ``week`` in which none of ``nights`` is an off date or before
    the season's start."""
    used = set(nights)
    for _ in range(MAX_WEEKS):
        days = [week + timedelta(days=n) for n in used]
        if not any(d in season.off or d < season.start for d in days):
            return week
        week += timedelta(days=7)
    raise LeagueError(Problem.OFF_DATE, date=week.isoformat())


def move_fixture(
    calendar: Calendar,
    fixture_id: str,
    day: date,
    venues: Sequence[Venue],
    season: Season,
    tables: int = 1,
) -> Calendar:
    """``calendar`` with one fixture moved to ``day``; every other fixture stays. Refused
    (nothing changes) when ``day`` is off, a team of the fixture already plays that day, or its
    venue has no tables left that day."""
    moved = calendar.fixture(fixture_id)
    if day in season.off:
        raise LeagueError(Problem.OFF_DATE, date=day.isoformat())
    others = [f for f in calendar.on(day) if f.id != fixture_id]
    for f in others:
        busy = {f.home, f.away} & {moved.home, moved.away}
        if busy:
            raise LeagueError(Problem.TEAM_BUSY, team=min(busy), date=day.isoformat())
    cap = {v.name: v.tables for v in venues}.get(moved.venue, 0)
    at_venue = sum(1 for f in others if f.venue == moved.venue)
    if (at_venue + 1) * tables > cap:
        raise LeagueError(Problem.NO_TABLES, venue=moved.venue, date=day.isoformat())
    return Calendar(
        tuple(replace(f, date=day) if f.id == fixture_id else f for f in calendar.fixtures),
        calendar.byes,
    )
