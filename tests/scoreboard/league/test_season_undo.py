"""A rubber's win undone on its table, as the season keeps it: the result the match gave taken
back and the rubber in play on that match again; a closed night's only with a reason."""

from __future__ import annotations

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.night import RubberResult
from scoreboard.league.season import Season
from scoreboard.league.stored import season_from_document, season_to_document
from tests.scoreboard.league.test_season_store import andalusia, first_night


def won_on_a_table() -> tuple[Season, str]:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S1", "m1")
    assert s.match_finished("m1", (4, 1), 0) == "S1"
    return s, f


def test_the_match_that_gave_a_result_is_found() -> None:
    s, f = won_on_a_table()
    assert s.played_as("m1") == (f, "S1")
    assert s.played_as("other") is None


def test_an_undone_win_puts_the_rubber_back_in_play_on_its_match() -> None:
    s, f = won_on_a_table()
    assert s.match_undone("m1") == "S1"
    n = s.night(f)
    assert n.results == {} and n.history == {} and n.started == {"S1": "m1"}
    assert s.score(f).rubbers_won == {k: 0 for k in s.score(f).rubbers_won}


def test_won_again_the_new_result_goes_in_once() -> None:
    s, f = won_on_a_table()
    s.match_undone("m1")
    assert s.match_finished("m1", (3, 4), 1) == "S1"
    n = s.night(f)
    assert n.results == {"S1": RubberResult(3, 4)} and n.history == {"S1": "m1"}
    assert n.started == {}
    assert s.match_finished("m1", (3, 4), 1) is None  # once


def test_a_match_that_gave_no_result_changes_nothing() -> None:
    s, f = won_on_a_table()
    s.set_result(f, "S2", RubberResult(4, 0))  # typed: no match names it
    assert s.match_undone("typed") is None
    assert set(s.night(f).results) == {"S1", "S2"}


def test_a_closed_night_is_not_changed_without_a_reason() -> None:
    s, f = won_on_a_table()
    s.close(f)
    with pytest.raises(LeagueError) as err:
        s.match_undone("m1")
    assert err.value.problem is Problem.NIGHT_CLOSED
    n = s.night(f)
    assert n.results == {"S1": RubberResult(4, 1)} and n.started == {} and n.corrections == ()


def test_a_closed_night_is_corrected_with_the_reason_given() -> None:
    s, f = won_on_a_table()
    s.close(f)
    assert s.match_undone("m1", reason="  a rack tapped by mistake ", now="T") == "S1"
    n = s.night(f)
    assert n.closed and n.started == {"S1": "m1"} and "S1" not in n.results
    assert [(c.reason, c.when, c.what) for c in n.corrections] == [
        ("a rack tapped by mistake", "T", "rubber:S1")
    ]


def test_the_rubber_back_in_play_is_kept_in_the_seasons_document() -> None:
    s, f = won_on_a_table()
    s.match_undone("m1")
    again = season_from_document(s.uid, season_to_document(s))
    n = again.night(f)
    assert n.started == {"S1": "m1"} and n.results == {} and again.played_as("m1") is None
