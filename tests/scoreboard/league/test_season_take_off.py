"""A rubber in play taken off its table, and a closed night's no-show undone, as the season
keeps them: the rubber not started any more, to start again on any table (or be typed in); a
decided rubber or one not on a table refused; a closed night's no-show undone only with its
reason, kept as its correction; both read back the same."""

from __future__ import annotations

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import Side
from scoreboard.league.night import RubberResult
from scoreboard.league.stored import season_from_document, season_to_document
from tests.scoreboard.league.test_season_store import andalusia, first_night

H, A = Side.HOME, Side.AWAY


def test_a_rubber_taken_off_its_table_is_not_started_and_names_its_match() -> None:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S1", "m1")
    assert s.take_off(f, "S1") == "m1"
    assert s.night(f).started == {} and s.night(f).results == {}
    s.check_startable(f, "S1")  # may start again, on any table


def test_the_match_taken_off_gives_no_result_when_it_ends() -> None:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S1", "m1")
    s.take_off(f, "S1")
    assert s.match_finished("m1", (4, 0), 0) is None
    assert s.night(f).results == {}


def test_started_again_and_won_it_counts_once() -> None:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S1", "m1")
    s.take_off(f, "S1")
    s.start_rubber(f, "S1", "m2")
    assert s.match_finished("m2", (4, 2), 0) == "S1"
    n = s.night(f)
    assert n.results == {"S1": RubberResult(4, 2)} and n.history == {"S1": "m2"}
    assert s.score(f).rubbers_won[H] == 1


@pytest.mark.parametrize("state", ["not started", "decided"])
def test_a_rubber_not_in_play_on_a_table_is_not_taken_off(state: str) -> None:
    s = andalusia()
    f = first_night(s)
    if state == "decided":
        s.start_rubber(f, "S1", "m1")
        s.match_finished("m1", (4, 2), 0)
    with pytest.raises(LeagueError) as e:
        s.take_off(f, "S1")
    assert e.value.problem is Problem.RUBBER_NOT_IN_PLAY


def test_taken_off_it_is_read_back_not_started() -> None:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S1", "m1")
    s.start_rubber(f, "S2", "m2")
    s.take_off(f, "S1")
    again = season_from_document(s.uid, season_to_document(s), "season.json")
    assert again.night(f).started == {"S2": "m2"}


def no_show_closed():
    s = andalusia()
    fx = s.calendar.fixtures[0]
    f = fx.id
    s.set_lineup(f, H, [p.name for p in s.league.team(fx.home).roster[:4]])
    s.set_no_show(f, A)
    s.close(f)
    return s, f


def test_a_closed_nights_no_show_is_not_undone_without_a_reason() -> None:
    s, f = no_show_closed()
    with pytest.raises(LeagueError) as e:
        s.came(f, A)
    assert e.value.problem is Problem.NIGHT_CLOSED
    assert s.night(f).no_show == {A}


def test_a_closed_nights_no_show_undone_with_its_reason_is_a_correction() -> None:
    s, f = no_show_closed()
    fx = s.calendar.fixture(f)
    assert s.standings(fx.division)[0].team == fx.home
    s.came(f, A, reason="marked by mistake", now="2026-09-15T10:00:00Z")
    n = s.night(f)
    assert n.no_show == frozenset() and n.away is None and not n.ready()
    assert n.corrections[-1].reason == "marked by mistake"
    assert n.corrections[-1].what == "came:away"
    played = {r.team: r.played for r in s.standings(fx.division)}
    assert played[fx.home] == played[fx.away] == 0  # not counted until its lineup is given
    away = [p.name for p in s.league.team(fx.away).roster[:4]]
    s.set_lineup(f, A, away, reason="the lineup as played", now="2026-09-15T10:01:00Z")
    assert not s.score(f).no_show
    again = season_from_document(s.uid, season_to_document(s), "season.json")
    assert [c.reason for c in again.night(f).corrections] == [
        "marked by mistake",
        "the lineup as played",
    ]
