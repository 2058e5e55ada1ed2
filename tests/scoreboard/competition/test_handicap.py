"""Handicapped events: each slot's race is the fair race of its two players' ratings for the
phase's length, checked like any race, kept with the competition's document."""

from __future__ import annotations

import json
import math

import pytest

from scoreboard.competition import Competition, CompetitionError, Format, Problem, State
from scoreboard.competition.competition import STARTER_RATING, fair_race
from scoreboard.competition.document import from_dict, to_dict
from scoreboard.ratings import fair_races, race_odds

HOSTILE = '<b>Ana</b> & "Bea" <script>x</script>'


def handicapped(ratings: dict[str, float], names: list[str] | None = None) -> Competition:
    c = Competition("Handicap night", Format.SINGLE_ELIMINATION, handicapped=True)
    for name in names or list(ratings):
        c.add_entrant(name)
    c.set_ratings(ratings)
    return c


def test_equal_ratings_play_the_phases_own_race_each() -> None:
    c = handicapped({"Ana": 550, "Bea": 550})
    c.draw()
    s = c.slot("W1-1")
    assert c.distances and s.best_of == 9  # the club's final: best of 9, a race to 5
    assert s.handicap == (5, 5) and s.targets == (5, 5) and s.race == 5


def test_a_slots_race_is_the_fair_race_of_its_two_ratings() -> None:
    c = handicapped({"Ana": 600, "Bea": 500})
    c.draw()
    s = c.slot("W1-1")
    assert (c.entrant(s.top), c.entrant(s.bottom)) == ("Ana", "Bea")
    best = fair_races(600, 500, s.race, count=1)[0]
    assert s.handicap == (best.a, best.b)
    assert s.handicap[0] > s.handicap[1]  # the stronger player needs more racks
    p_top, p_bottom = race_odds(600, 500, *s.handicap)
    assert abs(p_top - 0.5) < 0.05 and math.isclose(p_top + p_bottom, 1.0)
    # the weaker player on top: the same race, the other way round
    d = handicapped({"Ana": 500, "Bea": 600})
    d.draw()
    assert d.slot("W1-1").handicap == (best.b, best.a)


def test_a_handicapped_result_is_checked_against_each_players_number() -> None:
    c = handicapped({"Ana": 600, "Bea": 500, "Cid": 500, "Dan": 500})
    c.draw()
    s = next(s for s in c.slots() if s.handicap is not None and s.handicap[0] != s.handicap[1])
    a, b = s.handicap
    for wrong in ((a, b), (a - 1, b - 1), (a + 1, 0), (0, b + 1)):
        with pytest.raises(CompetitionError) as err:
            c.check_score(s.id, wrong)
        assert err.value.problem is Problem.IMPOSSIBLE_SCORE
        assert err.value.params["race"] == f"{a}-{b}"
    # the bottom player wins on his own number though he won fewer racks than the top one
    c.enter_result(s.id, (a - 1, b))
    done = c.slot(s.id)
    assert done.state is State.FINISHED and done.winner == s.bottom
    assert done.result is not None and done.result.race == (a, b) and done.handicap == (a, b)
    # a forfeit: each side below his own number
    other = next(x for x in c.ready() if x.id != s.id)
    x, y = other.targets
    c.enter_result(other.id, (0, y - 1), forfeit=1)
    assert c.slot(other.id).winner == other.bottom


def test_without_a_rating_an_entrant_plays_at_the_starter_rating() -> None:
    c = handicapped({"Ana": STARTER_RATING}, names=["Ana", "Nobody"])
    assert c.rating(2) == STARTER_RATING
    c.draw()
    assert c.slot("W1-1").handicap == (5, 5)
    assert fair_race(500.0, 500.0, 7) == (7, 7)


def test_ratings_and_the_flag_are_fixed_at_the_draw() -> None:
    c = handicapped({"Ana": 600, "Bea": 500})
    c.draw()
    with pytest.raises(CompetitionError) as err:
        c.set_ratings({"Ana": 500})
    assert err.value.problem is Problem.ALREADY_DRAWN
    with pytest.raises(CompetitionError):
        c.set_handicapped(False)
    assert c.ratings == {"Ana": 600.0, "Bea": 500.0}


@pytest.mark.parametrize("bad", [math.nan, math.inf, 1e6, "600", True])
def test_a_rating_out_of_bounds_is_refused_and_changes_nothing(bad: object) -> None:
    c = handicapped({"Ana": 600})
    with pytest.raises(CompetitionError) as err:
        c.set_ratings({"Ana": 650, "Bea": bad})  # type: ignore[dict-item]
    assert err.value.problem is Problem.BAD_KEY
    assert c.ratings == {"Ana": 600.0}


def test_a_straight_pool_event_cannot_be_handicapped() -> None:
    with pytest.raises(CompetitionError) as err:
        Competition("14.1", Format.SINGLE_ELIMINATION, discipline="straight-pool", handicapped=True)
    assert err.value.problem is Problem.BAD_KEY
    plain = Competition("14.1", Format.SINGLE_ELIMINATION, discipline="straight-pool")
    with pytest.raises(CompetitionError):
        plain.set_handicapped(True)
    assert not plain.handicapped


def test_the_flag_ratings_and_results_survive_the_document() -> None:
    names = [HOSTILE, "Luis", "Marta", "Nico"]
    c = handicapped({HOSTILE: 720.5, "Luis": 480, "Marta": 610}, names=names)
    c.draw()
    s = c.ready()[0]
    a, b = s.targets
    c.enter_result(s.id, (a, b - 1))
    doc = json.loads(json.dumps(to_dict(c)))
    assert doc["version"] == 2 and doc["handicapped"] is True
    assert doc["ratings"][HOSTILE] == 720.5  # the name as typed, plain text
    back = from_dict(doc)
    assert back.handicapped and back.ratings == c.ratings
    assert [x.handicap for x in back.slots()] == [x.handicap for x in c.slots()]
    assert back.slot(s.id).result == c.slot(s.id).result
    assert back.rating(4) == STARTER_RATING  # Nico: not rated


def test_an_event_that_is_not_handicapped_is_still_a_version_1_document() -> None:
    c = Competition("Plain", Format.SINGLE_ELIMINATION)
    for n in ("Ana", "Bea"):
        c.add_entrant(n)
    c.draw()
    doc = to_dict(c)
    assert doc["version"] == 1 and "handicapped" not in doc and "ratings" not in doc
    back = from_dict(doc)
    assert not back.handicapped and back.ratings == {}
    assert back.slot("W1-1").handicap is None


def test_an_old_document_loads_as_not_handicapped() -> None:
    old = {
        "format": "pool-scoreboard-competition",
        "version": 1,
        "uid": "u1",
        "name": "Before handicaps",
        "system": "single-elimination",
        "discipline": "eight-ball",
        "ruleset": None,
        "entrants": ["Ana", "Bea"],
        "drawn": True,
        "results": [{"slot": "W1-1", "racks": [5, 2], "history_id": None}],
        # a version 1 reader never knew these: they are not read
        "handicapped": True,
        "ratings": {"Ana": "x"},
    }
    c = from_dict(old)
    assert not c.handicapped and c.ratings == {}
    assert c.slot("W1-1").winner == 1 and c.slot("W1-1").result.race is None


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"handicapped": "yes"}, "handicapped"),
        ({"ratings": ["Ana", 600]}, "ratings"),
        ({"ratings": {"Ana": "600"}}, "ratings.Ana"),
        ({"ratings": {"Ana": 1e300}}, "content"),
        ({"ratings": {"x" * 81: 600}}, "ratings"),
        ({"ratings": {f"P{i}": 500 for i in range(600)}}, "ratings"),
        ({"version": 3}, "version"),
        ({"version": True}, "version"),
    ],
)
def test_a_damaged_handicap_is_said_and_loads_nothing(change: dict, where: str) -> None:
    c = handicapped({"Ana": 600, "Bea": 500})
    c.draw()
    doc = to_dict(c) | change
    with pytest.raises(CompetitionError) as err:
        from_dict(doc)
    assert err.value.problem is Problem.DAMAGED_FILE
    assert err.value.params["field"] == where


def test_the_clubs_minimum_race_and_gap_cap_set_the_races_and_stay_with_the_event() -> None:
    c = handicapped({"Ana": 900, "Bea": 500})
    c.set_handicap_controls(3, 200.0)
    c.draw()
    s = c.slot("W1-1")
    assert s.handicap == fair_race(900.0, 500.0, s.race, 3, 200.0)
    assert min(s.handicap) >= 3 and s.handicap != fair_race(900.0, 500.0, s.race)
    again = from_dict(json.loads(json.dumps(to_dict(c))))
    assert (again.race_minimum, again.gap_cap) == (3, 200.0)
    assert again.slot("W1-1").handicap == s.handicap
    with pytest.raises(CompetitionError):
        c.set_handicap_controls(1, None)  # drawn: the races stay as drawn


def test_an_event_without_controls_writes_and_reads_as_before() -> None:
    c = handicapped({"Ana": 900, "Bea": 500})
    c.draw()
    document = to_dict(c)
    assert "race_minimum" not in document and "gap_cap" not in document
    again = from_dict(document)
    assert (again.race_minimum, again.gap_cap) == (1, None)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("race_minimum", 0),
        ("race_minimum", 26),
        ("race_minimum", True),
        ("race_minimum", 2.5),
        ("gap_cap", -1),
        ("gap_cap", math.inf),
        ("gap_cap", "200"),
        ("gap_cap", 1e9),
    ],
)
def test_damaged_handicap_controls_in_a_file_are_refused_naming_them(key, value) -> None:
    c = handicapped({"Ana": 900, "Bea": 500})
    c.set_handicap_controls(3, 200.0)
    c.draw()
    document = to_dict(c) | {key: value}
    with pytest.raises(CompetitionError) as err:
        from_dict(document)
    assert err.value.problem is Problem.DAMAGED_FILE and key in str(err.value.params)
