"""A league rubber's result as a venue table sends it, put into the season
(:mod:`scoreboard.feed.rubbers`): once, only from the table the rubber is on, only for the
season open and the rubber's players; and the rubber's assignment, read back as a table reads
it (doubles partners and who breaks carried, checked)."""

from __future__ import annotations

import json

import pytest

from scoreboard.feed.desk import Conflict, WrongTable
from scoreboard.feed.messages import Assignment, BadMessage, ResultMessage, read
from scoreboard.feed.rubbers import (
    apply_rubber_result,
    rubber_assignment,
    rubber_of,
    rubber_slot,
    venue_match,
    venue_rubbers,
)
from scoreboard.league.model import Side
from scoreboard.league.night import RubberResult
from scoreboard.league.season import Season
from tests.ui.test_league_hall import EXAMPLE


def a_season() -> tuple[Season, str]:
    """The Andalusian league's first night, both lineups given, S2 sent to venue table 5."""
    s = Season.start("feed-season", json.loads(EXAMPLE.read_text(encoding="utf-8")))
    f = s.calendar.fixtures[0]
    for side, team in ((Side.HOME, f.home), (Side.AWAY, f.away)):
        s.set_lineup(f.id, side, [p.name for p in s.league.team(team).roster[:4]])
    s.start_rubber(f.id, "S2", venue_match(5))
    return s, f.id


def result(s: Season, fixture: str, table: int = 5, **changes: object) -> ResultMessage:
    config = s.rubber_setup(fixture, "S2")
    assert config is not None and config.race is not None
    r = ResultMessage(
        "r1", "m1", table, config.players, (config.race[0], 2), 0, 1, s.uid,
        rubber_slot(s, fixture, "S2"),
    )  # fmt: skip
    return ResultMessage(**{**{k: getattr(r, k) for k in ResultMessage.__slots__}, **changes})


def test_a_rubbers_slot_names_its_night_and_rubber_as_an_identifier() -> None:
    s, fixture = a_season()
    slot = rubber_slot(s, fixture, "S2")
    assert slot == "night1.rubber2" and rubber_of(s, slot) == (fixture, "S2")
    assert rubber_of(s, "night999.rubber1") is None and rubber_of(s, "W1-1") is None


def test_the_rubbers_assignment_is_one_a_table_reads() -> None:
    s, fixture = a_season()
    a = venue_rubbers(s)[5]
    assert Assignment.from_dict(read("assignment", a.payload())) == a
    assert a.competition == s.uid and a.slot == "night1.rubber2" and a.shot_clock == ""
    assert a == rubber_assignment(s, fixture, "S2")


def test_an_assignments_partners_and_breaker_are_checked() -> None:
    a = Assignment("c", "s", ("Ana & Bea", "Cid & Dan"), "nine-ball", 5, breaker=1,
                   partners=(("Ana", "Bea"), ("Cid", "Dan")))  # fmt: skip
    assert Assignment.from_dict(read("assignment", a.payload())) == a
    for bad in ({"breaker": 2}, {"partners": [["Ana"], ["Cid", "Dan"]]},
                {"partners": [["Ana\x1b[2J", "Bea"], ["Cid", "Dan"]]}):  # fmt: skip
        with pytest.raises(BadMessage):
            read("assignment", json.dumps(a.to_dict() | bad).encode())


def test_the_result_goes_in_once_naming_the_tables_match() -> None:
    s, fixture = a_season()
    r = result(s, fixture)
    assert apply_rubber_result(s, r) is True
    n = s.night(fixture)
    assert n.results["S2"] == RubberResult(r.racks[0], 2) and n.history["S2"] == "m1"
    assert "S2" not in n.started and venue_rubbers(s) == {}
    assert apply_rubber_result(s, result(s, fixture, result_id="r2")) is True  # there already
    assert s.night(fixture).results == n.results


def test_a_result_from_another_table_is_refused_and_changes_nothing() -> None:
    s, fixture = a_season()
    with pytest.raises(WrongTable) as caught:
        apply_rubber_result(s, result(s, fixture, table=6))
    assert caught.value.on == 5 and "S2" not in s.night(fixture).results


def test_a_result_against_one_typed_by_hand_is_a_conflict() -> None:
    s, fixture = a_season()
    s.set_result(fixture, "S2", RubberResult(1, 4))
    with pytest.raises(Conflict) as caught:
        apply_rubber_result(s, result(s, fixture))
    assert caught.value.held == (1, 4) and s.night(fixture).results["S2"] == RubberResult(1, 4)


def test_another_seasons_result_waits_and_one_that_does_not_fit_is_refused() -> None:
    s, fixture = a_season()
    assert apply_rubber_result(None, result(s, fixture)) is None
    assert apply_rubber_result(s, result(s, fixture, competition="other")) is None
    assert apply_rubber_result(s, result(s, fixture, players=("Ana", "Bea"))) is False
    assert apply_rubber_result(s, result(s, fixture, slot="night1.rubber99")) is False
    assert apply_rubber_result(s, result(s, fixture, racks=(99, 2))) is False
    assert s.night(fixture).started == {"S2": venue_match(5)}
