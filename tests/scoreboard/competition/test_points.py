"""Straight pool 14.1 in a competition: every distance is a points target, a result is the two
players' points (the winner on or past the target, the other below it, possibly under zero)."""

from __future__ import annotations

import pytest

from scoreboard.competition import Competition, CompetitionError, Distance, Format, Problem
from scoreboard.competition.competition import POINTS_DEFAULT, default_distances
from scoreboard.competition.document import from_dict, to_dict
from scoreboard.match.match import match_config
from tests.scoreboard.competition.helpers import entered


def straight_pool_event() -> Competition:
    return entered(Format.SINGLE_ELIMINATION, 4, discipline="straight-pool")


def test_a_points_event_plays_every_phase_to_a_points_target() -> None:
    c = straight_pool_event()
    assert c.points
    assert set(c.distances.values()) == {POINTS_DEFAULT}
    s = c.slot("W1-1")
    assert s.points and s.race == POINTS_DEFAULT  # not best_of // 2 + 1
    # a rack game keeps its odd "best of" distances
    assert default_distances(Format.RFEB, "eight-ball")[Distance.FINAL] == 15


@pytest.mark.parametrize(
    "score",
    [(100, 63), (63, 100), (102, 40), (100, -7), (-16, 113)],
)
def test_a_points_result_has_the_winner_on_or_past_the_target(score: tuple[int, int]) -> None:
    c = straight_pool_event()
    c.enter_result("W1-1", score)
    s = c.slot("W1-1")
    assert s.result is not None and s.result.racks == score
    assert s.winner == s.players[0 if score[0] > score[1] else 1]


@pytest.mark.parametrize("score", [(99, 98), (100, 100), (150, 120), (1001, 3), (50, -1001)])
def test_a_points_result_no_match_can_end_with_is_refused(score: tuple[int, int]) -> None:
    c = straight_pool_event()
    with pytest.raises(CompetitionError) as err:
        c.enter_result("W1-1", score)
    assert err.value.problem is Problem.IMPOSSIBLE_SCORE and err.value.params["points"]
    assert c.results == {}


def test_a_points_forfeit_and_any_target_the_organiser_sets() -> None:
    c = straight_pool_event()
    c.set_distance(c.slot("W1-1").definition.distance, 50)  # even numbers are fine in points
    assert c.slot("W1-1").race == 50
    c.enter_result("W1-1", (20, 31), forfeit=1)  # conceded before the target
    assert c.slot("W1-1").result.forfeit == 1
    c.enter_result("W1-2", (50, 12), forfeit=0)  # the target reached: a normal result
    assert c.slot("W1-2").result.forfeit is None
    for bad in (0, 1001, True, 7.5):
        with pytest.raises(CompetitionError):
            c.set_distance(Distance.FINAL, bad)  # type: ignore[arg-type]
    rack_game = entered(Format.SINGLE_ELIMINATION, 4, discipline="nine-ball")
    with pytest.raises(CompetitionError):
        rack_game.set_distance(Distance.FINAL, 50)


def test_a_points_event_survives_its_file_with_a_score_below_zero() -> None:
    c = straight_pool_event()
    c.set_slot_distance("W1-2", 75)
    c.enter_result("W1-1", (-4, 100))
    back = from_dict(to_dict(c))
    assert back.points and back.slot("W1-1").result.racks == (-4, 100)
    assert back.slot("W1-2").race == 75


def test_a_match_assigned_from_a_points_event_is_set_up_to_its_target() -> None:
    config = match_config(("Ana", "Bea"), "straight-pool", None, 75)
    assert config.options.target == (75, 75)
    config = match_config(("Ana", "Bea"), "eight-ball", "rfeb", 5)
    assert config.race == (5, 5) and config.ruleset == "rfeb"
