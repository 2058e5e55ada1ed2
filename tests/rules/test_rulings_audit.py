"""Rulings found by an audit of every rule-bearing article of the seeds: who a foul is charged
to (WPA-6.13, WPA-6.16), facts that contradict each other (docs/rulings.md §0: WPA-6.3, WPA-8.4,
WPA-4.8) and the fouls each discipline lists (WPA-2.7, WPA-5.10, 10B-10, WPA-3.3). One test
per ruling, named after the rule."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules
from rules import (
    BallInHand,
    Call,
    CueBall,
    Foul,
    OutcomeReason,
    Penalty,
    Pocket,
    Pocketed,
    RackOptions,
    Shot,
    contradicted_fouls,
)
from rules.errors import ContradictoryFoulError, FoulNotInRulesError, IllegalInputError

FL = Pocket.FOOT_LEFT
OUT_OF_TURN = frozenset({Foul.OUT_OF_TURN})

ALL_RULESETS = [
    (discipline, ruleset)
    for discipline, rulesets in rules.disciplines().items()
    for ruleset in rulesets
]


def made(*balls: int) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, FL) for b in balls)


def nine_after_break() -> rules.Rack:
    """Nine-ball: player 0 broke and made the 2, so player 0 is at the table, 1 is seated."""
    rack = rules.create("nine-ball")
    rack.push(Shot(pocketed=made(2)))
    assert rack.turn == 0
    return rack


def straight_opened() -> rules.Rack:
    """14.1 after player 0's safety break: player 1 at the table, player 0 seated."""
    game = rules.create("straight-pool", options=RackOptions(target=(100, 100)))
    game.push(Shot(cue_and_two_to_rail=True))
    assert game.turn == 1
    return game


# -- WPA-6.13: out of turn is the foul of the player who played ------------------------------


def test_wpa_6_13_out_of_turn_in_nine_ball_gives_the_player_whose_turn_it_was_ball_in_hand() -> (
    None
):
    rack = nine_after_break()
    v = rack.push(Shot(fouls=OUT_OF_TURN))
    assert v.shooter == 1 and v.next_player == 0 and rack.turn == 0
    assert v.ball_in_hand is BallInHand.ANYWHERE and rack.ball_in_hand is BallInHand.ANYWHERE
    assert rack.foul_counts == (0, 1)
    assert "WPA-6.13" in v.citations


def test_wpa_6_13_out_of_turn_in_14_1_costs_the_offender_the_point() -> None:
    game = straight_opened()
    v = game.push(Shot(pocketed=made(3), call=Call(3, FL), fouls=OUT_OF_TURN))
    assert v.shooter == 0 and v.next_player == 1 and game.turn == 1
    assert v.points == (-1, 0) and game.score == (-1, 0)
    assert v.spot == (3,) and 3 in game.on_table  # balls pocketed on a foul are spotted
    assert game.foul_counts == (1, 0)
    line = game.innings[-1]
    assert line.player == 0 and line.penalty == 1 and line.fouled
    assert game.current_inning.player == 1  # the player whose turn it was is still up


@pytest.mark.parametrize(("discipline", "ruleset"), ALL_RULESETS)
def test_wpa_6_13_out_of_turn_is_never_charged_to_the_player_at_the_table(
    discipline: str, ruleset: str
) -> None:
    rack = rules.create(discipline, ruleset, breaker=0)
    breaking = Shot(cue_and_two_to_rail=True) if discipline == "straight-pool" else Shot(rails=4)
    v0 = rack.push(breaking)
    at_table = rack.turn
    before = rack.foul_counts[at_table]
    v = rack.push(Shot(fouls=OUT_OF_TURN))
    assert v0.next_player == at_table
    assert v.shooter == 1 - at_table and v.foul
    assert rack.foul_counts[at_table] == before
    if rack.pending is None:
        assert rack.turn == at_table
    else:
        assert rack.pending.chooser == at_table
    rack.pop()
    assert rack.turn == at_table and len(rack) == 1


# -- WPA-6.16: a standard-foul penalty against the seated player ------------------------------


def test_wpa_6_16_standard_penalty_against_the_seated_player_gives_the_shooter_ball_in_hand() -> (
    None
):
    rack = nine_after_break()
    v = rack.penalise(1)
    assert v.shooter == 1 and v.next_player == 0 and rack.turn == 0
    assert rack.ball_in_hand is BallInHand.ANYWHERE and rack.foul_counts == (0, 1)
    assert "WPA-6.16" in v.citations and Foul.UNSPORTSMANLIKE in v.fouls
    assert rack.moves[-1] == Penalty(1)
    rack.pop()
    assert rack.foul_counts == (0, 0) and rack.ball_in_hand is BallInHand.NONE


def test_wpa_6_16_standard_penalty_in_14_1_is_a_point_off_the_seated_player() -> None:
    game = straight_opened()
    v = game.penalise(0)
    assert v.points == (-1, 0) and game.score == (-1, 0)
    assert game.turn == 1 and game.ball_in_hand is BallInHand.NONE
    assert game.innings[-1].player == 0 and game.innings[-1].penalty == 1


def test_wpa_6_16_a_seated_penalty_counts_toward_three_fouls() -> None:
    """WPA-6.16: "una penalización estándar, que puede formar parte de una serie de tres
    faltas"; nine-ball: the third loses the rack (WPA-2.8, WPA-6.14)."""
    rack = nine_after_break()
    rack.penalise(1)
    rack.penalise(1)
    v = rack.penalise(1)
    assert v.outcome is not None and v.outcome.winner == 0
    assert v.outcome.reason is OutcomeReason.THREE_FOULS and "WPA-6.14" in v.citations


def test_wpa_6_16_against_the_player_at_the_table_the_turn_passes() -> None:
    rack = nine_after_break()
    v = rack.penalise(0)
    assert v.shooter == 0 and rack.turn == 1 and rack.ball_in_hand is BallInHand.ANYWHERE


def test_wpa_6_16_seated_penalty_replays_from_the_moves() -> None:
    rack = nine_after_break()
    rack.penalise(1)
    again = rules.create("nine-ball")
    assert again.replay(rack.moves) == list(rack.verdicts)


# -- docs/rulings.md §0: facts that contradict each other are refused ------------------------------

CONTRADICTING = [
    pytest.param({"pocketed": made(3)}, id="ball-pocketed"),
    pytest.param({"off_table": frozenset({3})}, id="ball-off-the-table"),
    pytest.param({"cue": CueBall.POCKETED}, id="cue-ball-pocketed"),
    pytest.param({"cue": CueBall.OFF_TABLE}, id="cue-ball-off"),
]


@pytest.mark.parametrize("facts", CONTRADICTING)
@pytest.mark.parametrize(("discipline", "ruleset"), ALL_RULESETS)
def test_wpa_6_3_no_rail_with_a_ball_pocketed_or_driven_off_is_refused(
    discipline: str, ruleset: str, facts: dict
) -> None:
    """WPA-6.3 applies "si no se emboca bola en el tiro"; WPA-8.4: a ball pocketed or driven off
    the table counts as driven to a rail; ARG-Infracciones 12 "SALVO CUANDO SE EMBOQUE";
    RFEB-Art.13."""
    rack = rules.create(discipline, ruleset, breaker=0)
    rack.push(Shot(cue_and_two_to_rail=True) if discipline == "straight-pool" else Shot(rails=4))
    before = rack.state
    shot = Shot(fouls=frozenset({Foul.NO_RAIL}), **facts)
    if shot.pocketed:
        shot = dataclasses.replace(shot, call=Call(3, FL))
    with pytest.raises(ContradictoryFoulError):
        rack.push(shot)
    assert rack.state is before


def test_wpa_6_3_no_rail_with_balls_to_a_rail_on_the_break_is_refused() -> None:
    rack = rules.create("nine-ball")
    with pytest.raises(ContradictoryFoulError):
        rack.push(Shot(rails=2, fouls=frozenset({Foul.NO_RAIL})))
    assert rack.push(Shot(rails=0, fouls=frozenset({Foul.NO_RAIL}))).foul


def test_wpa_6_3_a_legal_pot_is_not_wiped_out_by_a_no_rail_foul() -> None:
    """The reported case: a ball pocketed legally and "no rail" ticked with it."""
    rack = nine_after_break()
    with pytest.raises(ContradictoryFoulError):
        rack.push(Shot(pocketed=made(1), fouls=frozenset({Foul.NO_RAIL})))
    assert rack.push(Shot(pocketed=made(1))).next_player == 0


# -- the fouls each discipline lists ----------------------------------------------------------


@pytest.mark.parametrize("discipline", ["nine-ball", "ten-ball"])
def test_wpa_2_7_wpa_5_10_10b_10_no_kitchen_shot_foul_in_rotation_games(discipline: str) -> None:
    rack = rules.create(discipline)
    assert Foul.SHOT_BEHIND_HEAD_STRING not in rack.entry_hints().fouls
    assert Foul.SHOT_BEHIND_HEAD_STRING not in rack.rules_hints().fouls
    rack.push(Shot(rails=4, fouls=frozenset({Foul.DOUBLE_HIT})))  # the incoming player: BIH
    with pytest.raises(FoulNotInRulesError):
        rack.push(Shot(fouls=frozenset({Foul.SHOT_BEHIND_HEAD_STRING})))
    assert len(rack) == 1


@pytest.mark.parametrize("ruleset", ["wpa", "rfeb", "argentina"])
def test_wpa_3_3_any_ball_may_be_hit_first_on_an_eight_ball_break(ruleset: str) -> None:
    rack = rules.create("eight-ball", ruleset)
    assert Foul.WRONG_BALL_FIRST not in rack.entry_hints().fouls
    with pytest.raises(FoulNotInRulesError):
        rack.push(Shot(rails=4, fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    rack.push(Shot(pocketed=made(3)))
    assert Foul.WRONG_BALL_FIRST in rack.entry_hints().fouls
    assert rack.push(Shot(fouls=frozenset({Foul.WRONG_BALL_FIRST}))).foul


def _break(discipline: str) -> Shot:
    return Shot(cue_and_two_to_rail=True) if discipline == "straight-pool" else Shot(rails=4)


@settings(max_examples=60, deadline=None)
@given(
    case=st.sampled_from(ALL_RULESETS),
    opening=st.lists(st.sampled_from([None, 1, 2, 3, 9]), max_size=4),
)
def test_the_fouls_offered_are_exactly_the_fouls_the_engine_accepts(
    case: tuple[str, str], opening: list[int | None]
) -> None:
    """One source of truth: in any position, a called foul on an otherwise empty shot is
    accepted exactly when the entry hints offer it."""
    discipline, ruleset = case
    rack = rules.create(discipline, ruleset)
    for ball in opening:
        if rack.pending is not None or rack.is_over:
            break
        shot = _break(discipline) if ball is None else Shot(pocketed=made(ball))
        if ball is not None and rack.call_required():
            shot = dataclasses.replace(shot, call=Call(ball, FL))
        try:
            rack.push(shot)
        except IllegalInputError:
            continue
    if rack.pending is not None or rack.is_over:
        return
    hints = rack.entry_hints()
    for foul in rules.CALLED_FOULS:
        shot = Shot(fouls=frozenset({foul}), rails=0 if rack.breaking else None)
        assert foul not in contradicted_fouls(shot)
        try:
            rack.push(shot)
        except FoulNotInRulesError:
            assert foul not in hints.fouls, foul
        else:
            assert foul in hints.fouls, foul
            rack.pop()
