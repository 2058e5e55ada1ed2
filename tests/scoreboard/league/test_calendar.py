"""The season's calendar, for any league of 3 to 20 teams in one or two divisions at 1 to 3
venues: every pair meets the set number of times, home and away alternate and balance, byes
are spread evenly, no team plays twice on a night, no venue needs more tables than it has, no
fixture falls on an off date, and one fixture moves without touching the rest."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.league.calendar import Calendar, league_calendar, move_fixture, schedule
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import Division, Season, Team, Venue
from tests.scoreboard.league.helpers import EXAMPLES, example


@dataclass(frozen=True)
class Case:
    divisions: tuple[Division, ...]
    venues: tuple[Venue, ...]
    season: Season
    tables: int

    def calendar(self) -> Calendar:
        return schedule(self.divisions, self.venues, self.season, self.tables)


@st.composite
def cases(draw: st.DrawFn) -> Case:
    n = draw(st.integers(3, 20))
    split = draw(st.integers(2, n - 2)) if n >= 4 and draw(st.booleans()) else n
    tables = draw(st.integers(1, 2))
    venues = tuple(
        Venue(f"V{i}", draw(st.integers(tables, 6))) for i in range(draw(st.integers(1, 3)))
    )
    nights = draw(st.lists(st.integers(0, 6), min_size=1, max_size=3, unique=True))
    teams = [
        Team(f"T{i}", draw(st.sampled_from(venues)).name, draw(st.sampled_from(nights)))
        for i in range(n)
    ]
    divisions: tuple[Division, ...] = (Division("A", tuple(teams[:split])),)
    if split < n:
        divisions += (Division("B", tuple(teams[split:])),)
    start = date(2026, 9, 1) + timedelta(days=draw(st.integers(0, 6)))
    off = draw(
        st.frozensets(st.integers(0, 400).map(lambda d: start + timedelta(days=d)), max_size=40)
    )
    season = Season(start, draw(st.integers(1, 3)), off)
    return Case(divisions, venues, season, tables)


PROPERTY = settings(max_examples=60, deadline=None)


@PROPERTY
@given(case=cases())
def test_every_pair_of_a_division_meets_the_set_number_of_times(case: Case) -> None:
    cal = case.calendar()
    division_of = {t.name: d.name for d in case.divisions for t in d.teams}
    met = Counter(frozenset((f.home, f.away)) for f in cal.fixtures)
    for d in case.divisions:
        names = [t.name for t in d.teams]
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                assert met[frozenset((a, b))] == case.season.meetings
    assert all(division_of[f.home] == division_of[f.away] == f.division for f in cal.fixtures)
    expected = sum(len(d.teams) * (len(d.teams) - 1) // 2 for d in case.divisions)
    assert len(cal.fixtures) == expected * case.season.meetings


@PROPERTY
@given(case=cases())
def test_home_and_away_differ_by_at_most_one_and_alternate_between_a_pair(case: Case) -> None:
    cal = case.calendar()
    home = Counter(f.home for f in cal.fixtures)
    away = Counter(f.away for f in cal.fixtures)
    for d in case.divisions:
        for t in d.teams:
            assert abs(home[t.name] - away[t.name]) <= 1
    meetings: dict[frozenset[str], list[str]] = defaultdict(list)
    for f in sorted(cal.fixtures, key=lambda f: f.round):
        meetings[frozenset((f.home, f.away))].append(f.home)
    for hosts in meetings.values():
        assert all(a != b for a, b in zip(hosts, hosts[1:], strict=False))
    # within one round robin a team alternates home and away, with one break at most
    for d in case.divisions:
        cycle = len(d.teams) + len(d.teams) % 2 - 1
        for t in d.teams:
            mine = sorted(
                (f for f in cal.fixtures if t.name in (f.home, f.away)), key=lambda f: f.round
            )
            for c in range(case.season.meetings):
                seq = [f.home == t.name for f in mine if (f.round - 1) // cycle == c]
                assert sum(a == b for a, b in zip(seq, seq[1:], strict=False)) <= 1


@PROPERTY
@given(case=cases())
def test_byes_only_in_odd_divisions_one_per_round_robin_for_each_team(case: Case) -> None:
    cal = case.calendar()
    for d in case.divisions:
        n = len(d.teams)
        byes = [b for b in cal.byes if b.division == d.name]
        if n % 2 == 0:
            assert byes == []
            continue
        per_team = Counter(b.team for b in byes)
        assert per_team == {t.name: case.season.meetings for t in d.teams}
        cycle = n  # rounds in one round robin of n (odd) teams and a bye
        for t in d.teams:
            cycles = sorted((b.round - 1) // cycle for b in byes if b.team == t.name)
            assert cycles == list(range(case.season.meetings))
        rounds = Counter(b.round for b in byes)
        assert set(rounds.values()) == {1}  # one team sits out a round, never two


@PROPERTY
@given(case=cases())
def test_no_team_plays_twice_on_a_night_or_on_an_off_date(case: Case) -> None:
    cal = case.calendar()
    played = Counter((t, f.date) for f in cal.fixtures for t in (f.home, f.away))
    assert max(played.values()) == 1
    assert not {f.date for f in cal.fixtures} & case.season.off
    assert min(f.date for f in cal.fixtures) >= case.season.start
    team = {t.name: t for d in case.divisions for t in d.teams}
    assert all(f.date.weekday() == team[f.home].night for f in cal.fixtures)
    assert all(f.venue == team[f.home].venue for f in cal.fixtures)


@PROPERTY
@given(case=cases())
def test_no_venue_needs_more_tables_than_it_has_on_a_night(case: Case) -> None:
    cal = case.calendar()
    tables = {v.name: v.tables for v in case.venues}
    used = Counter((f.venue, f.date) for f in cal.fixtures)
    for (venue, _day), fixtures in used.items():
        assert fixtures * case.tables <= tables[venue]


@PROPERTY
@given(case=cases(), pick=st.integers(0, 10_000), days=st.integers(1, 60))
def test_one_fixture_moves_and_nothing_else_does(case: Case, pick: int, days: int) -> None:
    cal = case.calendar()
    fixture = cal.fixtures[pick % len(cal.fixtures)]
    day = fixture.date + timedelta(days=days)
    try:
        moved = move_fixture(cal, fixture.id, day, case.venues, case.season, case.tables)
    except LeagueError as exc:
        assert exc.problem in (Problem.OFF_DATE, Problem.TEAM_BUSY, Problem.NO_TABLES)
        others = [f for f in cal.on(day) if f.id != fixture.id]
        if exc.problem is Problem.OFF_DATE:
            assert day in case.season.off
        elif exc.problem is Problem.TEAM_BUSY:
            assert any({f.home, f.away} & {fixture.home, fixture.away} for f in others)
        else:
            tables = {v.name: v.tables for v in case.venues}[fixture.venue]
            at = sum(1 for f in others if f.venue == fixture.venue)
            assert (at + 1) * case.tables > tables
        return
    assert moved.fixture(fixture.id).date == day
    assert [f for f in moved.fixtures if f.id != fixture.id] == [
        f for f in cal.fixtures if f.id != fixture.id
    ]
    assert moved.byes == cal.byes


@PROPERTY
@given(case=cases())
def test_a_round_takes_one_week_unless_a_venue_is_short_of_tables(case: Case) -> None:
    cal = case.calendar()
    weeks = {f.date - timedelta(days=f.date.weekday()) for f in cal.fixtures}
    rounds = max(
        (len(d.teams) + len(d.teams) % 2 - 1) * case.season.meetings for d in case.divisions
    )
    assert len(weeks) >= rounds
    fit = {v.name: v.tables // case.tables for v in case.venues}
    sharing = Counter((t.venue, t.night) for d in case.divisions for t in d.teams)
    if all(n <= fit[venue] for (venue, _night), n in sharing.items()):
        assert len(weeks) == rounds
    # each week holds fixtures of one round only: the rounds are played in order
    round_of_week = {f.date - timedelta(days=f.date.weekday()): f.round for f in cal.fixtures}
    assert all(
        round_of_week[f.date - timedelta(days=f.date.weekday())] == f.round for f in cal.fixtures
    )
    assert sorted(round_of_week.values()) == [round_of_week[w] for w in sorted(round_of_week)]


def teams_at(venue: str, night: int, n: int, prefix: str = "T") -> tuple[Team, ...]:
    return tuple(Team(f"{prefix}{i}", venue, night) for i in range(n))


def test_two_teams_of_one_single_table_venue_are_never_at_home_the_same_night() -> None:
    # Four teams: two share the Anchor (one table, Tuesdays), two play at the Lion.
    teams = teams_at("Anchor", 1, 2, "A") + teams_at("Lion", 1, 2, "L")
    cal = schedule(
        (Division("D", teams),), (Venue("Anchor", 1), Venue("Lion", 4)), Season(date(2026, 9, 7))
    )
    anchor = Counter(f.date for f in cal.fixtures if f.venue == "Anchor")
    assert anchor and max(anchor.values()) == 1
    # the places are chosen so that no catch-up week is needed: 6 rounds in 6 weeks
    assert len({f.date for f in cal.fixtures}) == 6


def test_a_week_with_an_off_date_is_skipped_and_the_round_played_the_week_after() -> None:
    teams = teams_at("Bar", 3, 4)
    start = date(2026, 12, 14)  # a Monday; the teams play Thursdays
    cal = schedule(
        (Division("D", teams),),
        (Venue("Bar", 8),),
        Season(start, 1, frozenset({date(2026, 12, 24)})),
    )
    days = sorted({f.date for f in cal.fixtures})
    assert days == [date(2026, 12, 17), date(2026, 12, 31), date(2027, 1, 7)]


def test_moving_a_fixture_onto_a_night_a_team_already_plays_is_refused() -> None:
    teams = teams_at("Bar", 3, 4)
    season = Season(date(2026, 9, 7), 1)
    cal = schedule((Division("D", teams),), (Venue("Bar", 8),), season)
    first, second = cal.fixtures[0], cal.fixtures[1]
    with pytest.raises(LeagueError) as err:
        move_fixture(cal, first.id, first.date + timedelta(days=7), (Venue("Bar", 8),), season)
    assert err.value.problem is Problem.TEAM_BUSY
    assert second.date == first.date
    with pytest.raises(LeagueError) as err:
        move_fixture(cal, "nope", first.date, (Venue("Bar", 8),), season)
    assert err.value.problem is Problem.UNKNOWN_FIXTURE


def test_a_division_of_one_team_has_no_calendar() -> None:
    with pytest.raises(LeagueError) as err:
        schedule(
            (Division("D", teams_at("Bar", 3, 1)),), (Venue("Bar", 8),), Season(date(2026, 9, 7))
        )
    assert err.value.problem is Problem.TOO_FEW_TEAMS


@pytest.mark.parametrize("name", sorted(p.stem for p in EXAMPLES.glob("*.json")))
def test_every_example_league_has_a_season_calendar(name: str) -> None:
    league = example(name)
    cal = league_calendar(league)
    n = sum(len(d.teams) * (len(d.teams) - 1) // 2 for d in league.divisions)
    assert len(cal.fixtures) == n * league.season.meetings
    assert not {f.date for f in cal.fixtures} & league.season.off
    assert all(f.date >= league.season.start for f in cal.fixtures)


def test_a_venue_with_fewer_tables_than_a_night_needs_has_no_calendar() -> None:
    teams = teams_at("Bar", 3, 4)
    with pytest.raises(LeagueError) as err:
        schedule((Division("D", teams),), (Venue("Bar", 1),), Season(date(2026, 9, 7)), tables=2)
    assert err.value.problem is Problem.NO_TABLES and err.value.params["venue"] == "Bar"
    with pytest.raises(LeagueError) as err:
        schedule((Division("D", teams),), (Venue("Pub", 4),), Season(date(2026, 9, 7)))
    assert err.value.problem is Problem.UNKNOWN_VENUE
