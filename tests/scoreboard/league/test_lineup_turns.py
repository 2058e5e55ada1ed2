"""Lineups given in turns: the format's first team gives its lineup, then the other answers
it; out of that order the season refuses the lineup and changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.loader import load_league
from scoreboard.league.model import LineupEntry, Side
from scoreboard.league.season import Season
from tests.scoreboard.league.helpers import EXAMPLES

H, A = Side.HOME, Side.AWAY


def catalonia(first: str | None = None) -> tuple[Season, str, list[str], list[str]]:
    doc: Any = json.loads((EXAMPLES / "catalonia-blackball-superlliga.json").read_text("utf-8"))
    if first is not None:
        doc["rules"]["night"]["lineup_first"] = first
    s = Season.start("t1", doc)
    f = s.calendar.fixtures[0]
    slots = len(s.league.rules.format.slots)

    def players(team: str) -> list[str]:
        names = [p.name for p in s.league.team(team).roster]
        return names[: slots - 1] + [names[0]]

    return s, f.id, players(f.home), players(f.away)


def test_the_format_says_turns_and_the_away_team_first_by_default() -> None:
    fmt = load_league(EXAMPLES / "catalonia-blackball-superlliga.json").rules.format
    assert fmt.lineup is LineupEntry.TURNS and fmt.first is A


def test_the_team_that_answers_cannot_give_its_lineup_first() -> None:
    s, f, home, _away = catalonia()
    with pytest.raises(LeagueError) as err:
        s.set_lineup(f, H, home)
    assert err.value.problem is Problem.OUT_OF_TURN
    fixture = s.calendar.fixture(f)
    assert err.value.params == {"team": fixture.home, "first": fixture.away}
    assert s.night(f).home is None


def test_the_first_teams_lineup_is_answered_then_kept() -> None:
    s, f, home, away = catalonia()
    s.set_lineup(f, A, away)
    s.set_lineup(f, A, list(reversed(away)))  # changed before it is answered: allowed
    s.set_lineup(f, H, home)
    with pytest.raises(LeagueError) as err:
        s.set_lineup(f, A, away)
    assert err.value.problem is Problem.OUT_OF_TURN
    kept = s.night(f).away
    assert kept is not None and kept.player(s.league.rules.format.slots[0]) == away[-1]


def test_a_league_file_may_make_the_home_team_give_first() -> None:
    s, f, home, away = catalonia("home")
    with pytest.raises(LeagueError):
        s.set_lineup(f, A, away)
    s.set_lineup(f, H, home)
    s.set_lineup(f, A, away)
    assert s.night(f).ready()


def test_a_no_show_of_the_first_team_lets_the_other_give_its_lineup() -> None:
    s, f, home, _away = catalonia()
    s.set_no_show(f, A)
    s.set_lineup(f, H, home)
    assert s.score(f).no_show == {A}


def test_a_closed_night_is_corrected_in_any_order_with_its_reason() -> None:
    s, f, home, away = catalonia()
    s.set_lineup(f, A, away)
    s.set_lineup(f, H, home)
    s.close(f)
    s.set_lineup(f, A, list(reversed(away)), reason="wrong order on the sheet", now="t")
    assert s.night(f).corrections[-1].what == "lineup:away"


def test_blind_lineups_are_given_in_any_order() -> None:
    doc: Any = json.loads((EXAMPLES / "andalusia-teams.json").read_text("utf-8"))
    s = Season.start("b1", doc)
    f = s.calendar.fixtures[0]
    s.set_lineup(f.id, H, [p.name for p in s.league.team(f.home).roster[:4]])
    s.set_lineup(f.id, A, [p.name for p in s.league.team(f.away).roster[:4]])
    s.set_lineup(f.id, H, [p.name for p in s.league.team(f.home).roster[:4]])
    assert s.night(f.id).ready()


def test_a_wrong_lineup_first_is_refused_naming_its_field(tmp_path: Any) -> None:
    doc: Any = json.loads((EXAMPLES / "catalonia-blackball-superlliga.json").read_text("utf-8"))
    doc["rules"]["night"]["lineup_first"] = "visitors"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(LeagueError) as err:
        load_league(bad)
    assert err.value.params["field"] == "rules.night.lineup_first"
