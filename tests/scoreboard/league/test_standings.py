"""A division's standings from its nights, with the league's tie-breaks (the Andalusian file:
head-to-head, rubber difference, game difference, games won)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard.league.model import League, Side, TieBreak
from scoreboard.league.standings import Played, standings
from tests.scoreboard.league.helpers import A, H, example, play, sheet

LEAGUE = example("andalusia-teams")
SA, SB, MN, MS = "Sevilla A", "Sevilla B", "Málaga Norte", "Málaga Sur"
TEAMS = [SA, SB, MN, MS]


def lineup(league: League, team: str) -> list[str | None]:
    return [p.name for p in league.team(team).roster[:4]]


def night(home: str, away: str, rubbers: str) -> Played:
    """A night of four rubbers raced to 4, each won 4-2 by the side its letter names ("H" or
    "A"); an empty string is a no-show by the away team."""
    results: dict[str, tuple[int, int] | Side] = {
        f"S{i}": (4, 2) if c == "H" else (2, 4) for i, c in enumerate(rubbers, 1)
    }
    away_players = lineup(LEAGUE, away) if rubbers else None
    s = sheet(LEAGUE, home, away, lineup(LEAGUE, home), away_players, results)
    return Played(home, away, play(LEAGUE, s))


# SA 3-1 MN; MN 3-1 SB; SB 3-1 SA (a circle of one win each between the three); SA - MS and
# SB - MS: MS does not come (4-0 and 16-0 games each, MS -1 each time); MN 3-1 MS.
SEASON = [
    night(SA, MN, "HHHA"),
    night(MN, SB, "HHHA"),
    night(SB, SA, "HHHA"),
    night(SA, MS, ""),
    night(SB, MS, ""),
    night(MN, MS, "HHHA"),
]


def test_teams_level_on_everything_share_their_place() -> None:
    # Points: SA 2+0+2 = 4, SB 0+2+2 = 4, MN 0+2+2 = 4, MS -1-1+0 = -2.
    # Head-to-head among SA, SB, MN: 2 points each (a circle). Rubber difference:
    # SA +2 -2 +4 = +4, SB -2 +2 +4 = +4, MN -2 +2 +2 = +2: MN third.
    # SA and SB: games for 14+10+16 = 40, against 10+14+0 = 24, both: they share first place.
    rows = standings(TEAMS, SEASON, LEAGUE.rules.tie_breaks)
    assert [(r.rank, r.team, r.points) for r in rows] == [
        (1, SA, 4),
        (1, SB, 4),
        (3, MN, 4),
        (4, MS, -2),
    ]
    sa, _sb, mn, ms = rows
    assert (sa.rubbers_for, sa.rubbers_against, sa.games_for, sa.games_against) == (8, 4, 40, 24)
    assert (mn.games_for, mn.games_against) == (38, 34)
    assert (ms.played, ms.lost, ms.no_shows, ms.rubbers_for, ms.rubbers_against) == (3, 3, 2, 1, 11)
    assert (ms.games_for, ms.games_against) == (10, 46)


def test_head_to_head_counts_only_the_nights_between_the_teams_still_level() -> None:
    # MN only draws with MS: MN 3 points, MS 1 - 2 = -1. SA and SB level on 4: between them,
    # SB beat SA, so SB is first though SA and SB are level on every other figure.
    season = SEASON[:5] + [night(MN, MS, "HHAA")]
    rows = standings(TEAMS, season, LEAGUE.rules.tie_breaks)
    assert [(r.rank, r.team, r.points) for r in rows] == [
        (1, SB, 4),
        (2, SA, 4),
        (3, MN, 3),
        (4, MS, -1),
    ]
    # with no head-to-head, SA and SB share first place
    rows = standings(TEAMS, season, [TieBreak.RUBBER_DIFFERENCE, TieBreak.GAMES_WON])
    assert [(r.rank, r.team) for r in rows][:2] == [(1, SA), (1, SB)]


def test_a_night_not_yet_complete_counts_for_nothing() -> None:
    s = sheet(LEAGUE, SA, MN, lineup(LEAGUE, SA), lineup(LEAGUE, MN), {"S1": (4, 0)})
    unfinished = Played(SA, MN, play(LEAGUE, s))
    assert not unfinished.score.complete
    rows = standings(TEAMS, [unfinished], LEAGUE.rules.tie_breaks)
    assert all(r.played == 0 and r.points == 0 and r.rank == 1 for r in rows)


@settings(max_examples=30, deadline=None)
@given(order=st.permutations(range(len(SEASON))))
def test_the_standings_are_a_function_of_the_results_not_of_their_order(order: list[int]) -> None:
    rows = standings(TEAMS, [SEASON[i] for i in order], LEAGUE.rules.tie_breaks)
    assert rows == standings(TEAMS, SEASON, LEAGUE.rules.tie_breaks)
    assert sum(r.points for r in rows) == sum(p.score.points[H] + p.score.points[A] for p in SEASON)
