"""A rubber's win undone on its table, as the season keeps it: the result the match gave taken
back and the rubber in play on that match again; a closed night's only with a reason, and
without one the table's new result kept with the night, waiting for the desk to take it in
with its reason or drop it. A rubber in play or decided is not started on a second table."""

from __future__ import annotations

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.kept_night import Waiting
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


def test_a_closed_night_keeps_its_result_without_a_reason_the_rubber_waiting() -> None:
    s, f = won_on_a_table()
    s.close(f)
    assert s.match_undone("m1") == "S1"
    n = s.night(f)
    assert n.results == {"S1": RubberResult(4, 1)} and n.started == {} and n.corrections == ()
    assert n.waiting == {"S1": Waiting("m1")}
    assert s.awaited() == ((f, "S1", "m1"),)


def waiting_result() -> tuple[Season, str]:
    """S1 won 4–1 on a closed night, undone without a reason, won 3–4 again on its table."""
    s, f = won_on_a_table()
    s.close(f)
    s.match_undone("m1")
    assert s.match_finished("m1", (3, 4), 1) == "S1"
    return s, f


def test_the_tables_new_result_is_kept_waiting_the_night_unchanged() -> None:
    s, f = waiting_result()
    n = s.night(f)
    assert n.results == {"S1": RubberResult(4, 1)} and n.corrections == ()
    assert n.waiting == {"S1": Waiting("m1", RubberResult(3, 4))} and s.awaited() == ()
    again = season_from_document(s.uid, season_to_document(s)).night(f)
    assert again.waiting == n.waiting and again.results == n.results


def test_a_waiting_result_is_taken_in_once_with_its_reason() -> None:
    s, f = waiting_result()
    with pytest.raises(LeagueError) as err:
        s.take_in_waiting(f, "S1")
    assert err.value.problem is Problem.NIGHT_CLOSED and "S1" in s.night(f).waiting
    s.take_in_waiting(f, "S1", reason="the last rack was tapped by mistake", now="T")
    n = s.night(f)
    assert n.results == {"S1": RubberResult(3, 4)} and n.history == {"S1": "m1"}
    assert n.waiting == {} and n.started == {}
    assert [(c.reason, c.what) for c in n.corrections] == [
        ("the last rack was tapped by mistake", "rubber:S1")
    ]
    with pytest.raises(LeagueError) as err:
        s.take_in_waiting(f, "S1", reason="again")
    assert err.value.problem is Problem.NOTHING_WAITING


def test_a_waiting_result_dropped_leaves_the_night_as_it_was() -> None:
    s, f = waiting_result()
    assert s.drop_waiting(f, "S1") == Waiting("m1", RubberResult(3, 4))
    n = s.night(f)
    assert n.waiting == {} and n.results == {"S1": RubberResult(4, 1)} and n.corrections == ()
    assert s.match_finished("m1", (3, 4), 1) is None  # nothing waits for that match now


def test_the_waiting_result_undone_on_its_table_waits_for_the_next() -> None:
    s, f = waiting_result()
    assert s.match_undone("m1") == "S1"
    assert s.night(f).waiting == {"S1": Waiting("m1")}
    assert s.match_finished("m1", (4, 2), 0) == "S1"
    assert s.night(f).waiting == {"S1": Waiting("m1", RubberResult(4, 2))}


def test_taken_in_before_the_table_wins_again_the_rubber_is_in_play() -> None:
    s, f = won_on_a_table()
    s.close(f)
    s.match_undone("m1")
    s.take_in_waiting(f, "S1", reason="undone at the table", now="T")
    n = s.night(f)
    assert "S1" not in n.results and n.started == {"S1": "m1"} and n.waiting == {}
    assert s.match_finished("m1", (3, 4), 1) == "S1"
    assert s.night(f).results["S1"] == RubberResult(3, 4)


def test_a_rubber_in_play_is_not_started_on_a_second_table() -> None:
    s = andalusia()
    f = first_night(s)
    s.start_rubber(f, "S1", "m1")
    with pytest.raises(LeagueError) as err:
        s.start_rubber(f, "S1", "m2")
    assert err.value.problem is Problem.RUBBER_IN_PLAY and err.value.params["rubber"] == "S1"
    assert s.night(f).started == {"S1": "m1"}


def test_a_decided_rubber_is_not_started_again() -> None:
    s, f = won_on_a_table()
    s.set_result(f, "S2", RubberResult(4, 0))
    for rubber in ("S1", "S2"):
        with pytest.raises(LeagueError) as err:
            s.start_rubber(f, rubber, "m9")
        assert err.value.problem is Problem.RUBBER_DECIDED
    assert s.night(f).started == {}


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
