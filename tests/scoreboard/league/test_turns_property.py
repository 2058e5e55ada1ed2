"""Lineups in turns, as properties over the real formats that give them so: whatever legal
choices the captains make, the lineups they make are legal; and every legal lineup can be given
choice by choice, none of its choices refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import Lineup, check_lineup
from scoreboard.league.model import Side
from scoreboard.league.season import Season
from tests.scoreboard.league.helpers import EXAMPLES

PROPERTY = settings(max_examples=40, deadline=None)
TURNS = ["apa-eight-ball", "catalonia-blackball-superlliga", "costa-expat-league"]


def season(name: str, which: int) -> tuple[Season, str]:
    s = Season.start(name, json.loads((EXAMPLES / f"{name}.json").read_text("utf-8")))
    fixtures = s.calendar.fixtures
    return s, fixtures[which % len(fixtures)].id


def roster(s: Season, f: str, side: Side) -> list[str]:
    fixture = s.calendar.fixture(f)
    return [
        p.name for p in s.league.team(fixture.home if side is Side.HOME else fixture.away).roster
    ]


@pytest.mark.parametrize("name", TURNS)
@PROPERTY
@given(data=st.data(), which=st.integers(0, 20))
def test_any_sequence_of_accepted_choices_gives_legal_lineups(
    name: str, data: st.DataObject, which: int
) -> None:
    s, f = season(name, which)
    while (turn := s.turn(f)) is not None:
        side, slot = turn
        names: list[str | None] = [*roster(s, f, side), None]
        order = data.draw(st.permutations(names), label=f"{side.value} {slot}")
        for player in order:
            try:
                s.pick(f, side, slot, player)
                break
            except LeagueError as exc:
                assert exc.problem is Problem.ILLEGAL_CHOICE
                assert s.turn(f) == turn  # refused: nothing changed
        else:
            return  # no legal choice left for this slot: the captains must take one back
    score = s.score(f)
    assert score.violations == {Side.HOME: (), Side.AWAY: ()}
    assert not score.no_show


@pytest.mark.parametrize("name", TURNS)
@PROPERTY
@given(data=st.data(), which=st.integers(0, 20))
def test_every_legal_lineup_is_given_choice_by_choice(
    name: str, data: st.DataObject, which: int
) -> None:
    s, f = season(name, which)
    fmt, rules = s.league.rules.format, s.league.rules.roster
    fixture = s.calendar.fixture(f)
    wanted: dict[Side, Lineup] = {}
    for side, team_name in ((Side.HOME, fixture.home), (Side.AWAY, fixture.away)):
        team = s.league.team(team_name)
        for _attempt in range(60):  # a team's players, cycled through the slots, some empty
            names = data.draw(st.permutations([p.name for p in team.roster]))
            k = data.draw(st.integers(1, len(names)))
            empty = data.draw(st.sets(st.sampled_from(range(len(fmt.slots))), max_size=2))
            players = [None if i in empty else names[i % k] for i in range(len(fmt.slots))]
            lineup = Lineup.of(players, fmt)
            if not check_lineup(lineup, team, fmt, rules, side):
                wanted[side] = lineup
                break
        assume(side in wanted)
    while (turn := s.turn(f)) is not None:
        side, slot = turn
        s.pick(f, side, slot, wanted[side].player(slot))  # never refused
    assert s.night(f).home == wanted[Side.HOME] and s.night(f).away == wanted[Side.AWAY]
