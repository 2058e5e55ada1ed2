"""Straight pool 14.1 (docs/rulings.md §1 and §6, WPA-4): one test per ruling."""

from __future__ import annotations

import dataclasses

import pytest

import rules
from rules import (
    BallInHand,
    Call,
    CueBall,
    Foul,
    Interference,
    Option,
    OutcomeReason,
    Pocket,
    Pocketed,
    RackOptions,
    Reason,
    Restriction,
    Shot,
)
from rules.errors import (
    BallNotOnTableError,
    BallPocketedTwiceError,
    CallNotOnTableError,
    ChoicePendingError,
    InconsistentShotError,
    InterferenceNotDueError,
    InvalidOptionError,
    MissingCallError,
    NoChoicePendingError,
    NothingToUndoError,
    PushOutNotAllowedError,
    RackOverError,
    UnknownBallError,
)
from rules.straight_pool import StraightPool

FL = Pocket.FOOT_LEFT
FR = Pocket.FOOT_RIGHT
ALL = frozenset(range(1, 16))


def game(target: tuple[int, int] = (100, 100), breaker: int = 0) -> StraightPool:
    rack = rules.create("straight-pool", breaker=breaker, options=RackOptions(target=target))
    assert isinstance(rack, StraightPool)
    return rack


def pots(*balls: int, pocket: Pocket = FL) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, pocket) for b in balls)


def called(
    ball: int,
    *others: int,
    fouls: frozenset[Foul] = frozenset(),
    interference: Interference = Interference.NONE,
) -> Shot:
    """The called ball (and others) pocketed, called in the foot-left pocket."""
    return Shot(
        pocketed=pots(ball, *others),
        call=Call(ball, FL),
        fouls=fouls,
        interference=interference,
    )


def missed(ball: int = 15) -> Shot:
    return Shot(call=Call(ball, FL))


SAFETY = Call.safety()
SAFE_BREAK = Shot(cue_and_two_to_rail=True)


def opened(target: tuple[int, int] = (100, 100)) -> StraightPool:
    """A game after player 0's legal safety break: player 1 is at the table."""
    g = game(target)
    g.push(SAFE_BREAK)
    return g


def foul(*fouls: Foul) -> Shot:
    return Shot(call=SAFETY, fouls=frozenset(fouls or {Foul.NO_RAIL}))


def run_down_to(g: StraightPool, left: int) -> None:
    """The player at the table pockets called balls one by one until ``left`` remain (the
    re-rack that follows when ``left`` is one included)."""
    for _ in range(len(g.on_table) - left):
        g.push(called(min(g.on_table)))


# -- §6 target and score ----------------------------------------------------------------------


def test_game_is_won_when_a_player_reaches_the_target() -> None:
    g = opened(target=(100, 3))
    g.push(called(1))
    g.push(called(2))
    v = g.push(called(3))
    assert v.outcome is not None
    assert v.outcome.winner == 1
    assert v.outcome.reason is OutcomeReason.TARGET_REACHED
    assert g.is_over and g.score == (0, 3)


def test_handicap_targets_differ_per_player() -> None:
    g = opened(target=(2, 5))
    g.push(called(1, 2))
    assert not g.is_over  # player 1 needs five
    g.push(missed(3))
    v = g.push(called(3, 4))
    assert v.outcome is not None and v.outcome.winner == 0  # player 0 needs two


def test_score_may_go_negative() -> None:
    g = opened()
    v = g.push(foul())
    assert g.score == (0, -1)
    assert v.points == (0, -1)


def test_target_reached_on_the_fourteenth_ball_ends_the_game_without_rerack() -> None:
    g = opened(target=(100, 14))
    run_down_to(g, 2)
    v = g.push(called(min(g.on_table)))
    assert v.outcome is not None and v.outcome.winner == 1
    assert not v.rerack and len(g.on_table) == 1


# -- §6 opening break -------------------------------------------------------------------------


def test_opening_break_is_from_the_kitchen() -> None:
    g = game()
    assert g.breaking
    assert g.ball_in_hand is BallInHand.KITCHEN
    assert Restriction.OPENING_BREAK in g.restrictions


def test_opening_break_with_cue_and_two_object_balls_to_a_rail_is_legal() -> None:
    g = game()
    v = g.push(SAFE_BREAK)
    assert not v.foul and v.points == (0, 0)
    assert v.next_player == 1 and not g.breaking and g.pending is None


def test_opening_break_pocketing_the_called_ball_scores_and_the_breaker_continues() -> None:
    g = game()
    v = g.push(called(5, 9))
    assert v.points == (2, 0) and v.next_player == 0
    assert Reason.LEGAL_BREAK in v.reasons
    assert g.on_table == ALL - {5, 9}


def test_legal_opening_break_missing_its_called_ball_ends_the_inning_and_spots() -> None:
    g = game()
    v = g.push(Shot(pocketed=pots(9), call=Call(5, FL), cue_and_two_to_rail=True))
    assert not v.foul and v.points == (0, 0)
    assert v.next_player == 1 and v.spot == (9,) and g.on_table == ALL


def test_failed_opening_break_is_a_breaking_foul_of_two_points_and_incoming_chooses() -> None:
    g = game()
    v = g.push(Shot())
    assert v.fouls == frozenset({Foul.BREAKING_FOUL})
    assert v.points == (-2, 0) and g.score == (-2, 0)
    assert v.pending is not None and v.pending.chooser == 1
    assert set(v.pending.options) == {Option.ACCEPT_TABLE, Option.BREAKER_REBREAKS}
    assert "WPA-4.10" in v.citations


def test_incoming_may_accept_the_table_after_a_breaking_foul() -> None:
    g = game()
    g.push(Shot(pocketed=pots(4)))
    assert g.on_table == ALL - {4}  # down until the choice is made
    v = g.choose(Option.ACCEPT_TABLE)
    assert v.next_player == 1 and g.turn == 1
    assert not g.breaking and g.ball_in_hand is BallInHand.NONE
    assert v.spot == (4,) and g.on_table == ALL  # balls pocketed on the foul are spotted
    assert g.call_required()


def test_incoming_may_make_the_breaker_break_again_any_number_of_times() -> None:
    g = game()
    for n in range(1, 4):
        g.push(Shot())
        v = g.choose(Option.BREAKER_REBREAKS)
        assert v.rerack and v.next_player == 0
        assert g.turn == 0 and g.breaking and g.ball_in_hand is BallInHand.KITCHEN
        assert g.score == (-2 * n, 0)
    g.push(SAFE_BREAK)
    assert g.turn == 1 and not g.breaking


def test_breaking_foul_with_another_foul_is_only_the_breaking_foul() -> None:
    g = game()
    v = g.push(Shot(cue=CueBall.POCKETED, fouls=frozenset({Foul.DOUBLE_HIT})))
    assert Foul.BREAKING_FOUL in v.fouls
    assert v.points == (-2, 0)
    assert v.pending is not None
    g.choose(Option.ACCEPT_TABLE)
    assert g.ball_in_hand is BallInHand.KITCHEN  # the cue ball was pocketed


def test_breaking_fouls_do_not_count_toward_three_fouls() -> None:
    g = game()
    for _ in range(3):
        v = g.push(Shot())
        assert v.foul_counts == (0, 0)
        g.choose(Option.BREAKER_REBREAKS)
    assert g.score == (-6, 0) and g.foul_counts == (0, 0)


def test_scratch_on_a_legal_opening_break_is_a_standard_foul() -> None:
    g = game()
    v = g.push(Shot(cue_and_two_to_rail=True, cue=CueBall.POCKETED))
    assert Foul.BREAKING_FOUL not in v.fouls and Foul.SCRATCH in v.fouls
    assert v.points == (-1, 0) and v.foul_counts == (1, 0)
    assert v.ball_in_hand is BallInHand.KITCHEN and v.next_player == 1
    assert v.pending is None


def test_opening_break_needs_no_call() -> None:
    g = game()
    assert not g.call_required()
    g.push(SAFE_BREAK)
    assert g.call_required()


# -- §6 called shots --------------------------------------------------------------------------


def test_shot_without_a_call_is_refused_after_the_break() -> None:
    g = opened()
    with pytest.raises(MissingCallError):
        g.push(Shot(pocketed=pots(3)))
    assert len(g) == 1 and g.on_table == ALL


def test_any_ball_may_be_called() -> None:
    g = opened()
    assert g.legal_targets() == ALL
    g.push(called(15))
    assert g.on_table == ALL - {15}


def test_called_ball_scores_one_and_every_other_ball_one_and_the_inning_continues() -> None:
    g = opened()
    v = g.push(called(3, 7, 11))
    assert v.points == (0, 3) and g.score == (0, 3)
    assert v.next_player == 1 and not v.turn_over
    assert g.on_table == ALL - {3, 7, 11}
    assert v.spot == ()


def test_missed_call_ends_the_inning_and_pocketed_balls_are_spotted_without_score() -> None:
    g = opened()
    v = g.push(Shot(pocketed=pots(7), call=Call(3, FL)))
    assert v.points == (0, 0) and not v.foul
    assert v.next_player == 0 and v.spot == (7,)
    assert g.on_table == ALL
    assert Reason.MISSED_CALL in v.reasons


def test_called_ball_in_another_pocket_is_a_missed_call() -> None:
    g = opened()
    v = g.push(Shot(pocketed=pots(3, pocket=FR), call=Call(3, FL)))
    assert v.points == (0, 0) and v.next_player == 0 and v.spot == (3,)


def test_a_miss_with_nothing_pocketed_ends_the_inning_without_foul() -> None:
    g = opened()
    v = g.push(missed(3))
    assert not v.foul and v.next_player == 0
    assert v.reasons[0] is Reason.MISS


def test_safety_ends_the_inning_and_pocketed_balls_are_spotted() -> None:
    g = opened()
    v = g.push(Shot(pocketed=pots(2, 6), call=SAFETY))
    assert v.points == (0, 0) and not v.foul
    assert v.next_player == 0 and v.spot == (2, 6)
    assert g.on_table == ALL
    assert Reason.SAFETY in v.reasons


def test_ball_driven_off_the_table_is_a_foul_and_is_spotted() -> None:
    g = opened()
    v = g.push(Shot(pocketed=pots(3), off_table=frozenset({8}), call=Call(3, FL)))
    assert Foul.OBJECT_BALL_OFF_TABLE in v.fouls
    assert v.points == (0, -1)
    assert v.spot == (3, 8) and g.on_table == ALL


# -- §6 standard fouls ------------------------------------------------------------------------


def test_standard_foul_loses_one_point_and_the_cue_ball_stays() -> None:
    g = opened()
    v = g.push(foul(Foul.NO_RAIL))
    assert v.points == (0, -1)
    assert v.ball_in_hand is BallInHand.NONE and g.ball_in_hand is BallInHand.NONE
    assert v.next_player == 0 and v.foul_counts == (0, 1)


def test_balls_pocketed_on_a_foul_are_spotted_and_do_not_score() -> None:
    g = opened()
    v = g.push(called(3, 4, fouls=frozenset({Foul.TOUCHED_BALL})))
    assert v.points == (0, -1)
    assert v.spot == (3, 4) and g.on_table == ALL


def test_scratch_gives_ball_in_hand_behind_the_head_string() -> None:
    g = opened()
    v = g.push(Shot(call=Call(3, FL), cue=CueBall.POCKETED))
    assert v.fouls == frozenset({Foul.SCRATCH})
    assert v.points == (0, -1)
    assert v.ball_in_hand is BallInHand.KITCHEN and g.ball_in_hand is BallInHand.KITCHEN


def test_cue_ball_off_the_table_gives_ball_in_hand_behind_the_head_string() -> None:
    g = opened()
    v = g.push(Shot(call=Call(3, FL), cue=CueBall.OFF_TABLE))
    assert Foul.CUE_BALL_OFF_TABLE in v.fouls
    assert v.ball_in_hand is BallInHand.KITCHEN


def test_shot_behind_the_head_string_gives_the_incoming_player_ball_in_hand() -> None:
    g = opened()
    v = g.push(foul(Foul.SHOT_BEHIND_HEAD_STRING))
    assert v.ball_in_hand is BallInHand.KITCHEN and v.points == (0, -1)


def test_wrong_ball_first_does_not_exist_in_straight_pool() -> None:
    g = opened()
    with pytest.raises(InconsistentShotError):
        g.push(foul(Foul.WRONG_BALL_FIRST))
    assert len(g) == 1 and g.score == (0, 0)


def test_engine_derived_foul_codes_must_match_the_facts() -> None:
    g = opened()
    with pytest.raises(InconsistentShotError):
        g.push(foul(Foul.SCRATCH))
    v = g.push(Shot(call=SAFETY, cue=CueBall.POCKETED, fouls=frozenset({Foul.SCRATCH})))
    assert v.fouls == frozenset({Foul.SCRATCH})


# -- §1 general rules as they apply to 14.1 ---------------------------------------------------


def test_several_fouls_on_one_shot_are_one_foul() -> None:
    g = opened()
    v = g.push(
        Shot(
            call=SAFETY,
            cue=CueBall.POCKETED,
            fouls=frozenset({Foul.DOUBLE_HIT, Foul.FOOT_ON_FLOOR}),
        )
    )
    assert v.fouls == frozenset({Foul.DOUBLE_HIT, Foul.FOOT_ON_FLOOR, Foul.SCRATCH})
    assert v.points == (0, -1) and v.foul_counts == (0, 1)


def test_slow_play_is_a_standard_foul() -> None:
    g = opened()
    v = g.push(foul(Foul.SLOW_PLAY))
    assert v.points == (0, -1) and v.foul_counts == (0, 1)
    assert v.ball_in_hand is BallInHand.NONE


def test_unsportsmanlike_conduct_entered_as_a_foul_is_a_standard_foul() -> None:
    g = opened()
    v = g.push(foul(Foul.UNSPORTSMANLIKE))
    assert v.points == (0, -1) and v.foul_counts == (0, 1)


def test_concession_ends_the_game() -> None:
    g = opened()
    v = g.concede(1)
    assert v.outcome is not None and v.outcome.winner == 0
    assert v.outcome.reason is OutcomeReason.CONCESSION
    with pytest.raises(RackOverError):
        g.push(missed())


def test_loss_of_match_for_unsportsmanlike_conduct_is_entered_as_a_penalty() -> None:
    g = opened()
    v = g.concede(0, OutcomeReason.PENALTY)
    assert v.outcome is not None and v.outcome.winner == 1
    assert "WPA-6.16" in v.citations


# -- §6 three consecutive fouls ---------------------------------------------------------------


def test_player_on_two_fouls_is_warned_when_coming_to_the_table() -> None:
    g = opened()
    g.push(foul())  # player 1: one
    v = g.push(missed())  # player 0
    assert v.warning is None
    v = g.push(foul())  # player 1: two
    assert v.foul_counts == (0, 2) and v.warning is None  # player 0 comes to the table
    v = g.push(missed())  # player 0 hands the table to player 1, who is on two
    assert v.warning == 1
    assert Reason.THIRD_FOUL_WARNING in v.reasons


def test_warning_is_given_on_the_foul_that_brings_the_incoming_player_to_the_table() -> None:
    g = opened()
    g.push(foul())  # 1: one
    g.push(foul())  # 0: one
    g.push(foul())  # 1: two
    v = g.push(foul())  # 0: two; player 1 comes to the table on two
    assert v.foul_counts == (2, 2) and v.warning == 1


def test_third_consecutive_foul_loses_sixteen_resets_the_count_and_the_offender_breaks() -> None:
    g = opened()
    g.push(foul())  # 1: one
    g.push(missed())  # 0
    g.push(foul())  # 1: two
    g.push(missed())  # 0
    g.push(Shot(pocketed=pots(4), call=SAFETY, fouls=frozenset({Foul.TOUCHED_BALL})))
    v = g.last_verdict
    assert v is not None
    assert v.points == (0, -16) and g.score == (0, -18)
    assert v.foul_counts == (0, 0) and g.foul_counts == (0, 0)
    assert Reason.THREE_FOULS in v.reasons and "WPA-4.11" in v.citations
    assert v.rerack and g.on_table == ALL and v.spot == tuple(range(1, 16))
    assert v.next_player == 1 and g.turn == 1
    assert g.breaking and g.ball_in_hand is BallInHand.KITCHEN
    assert Restriction.OPENING_BREAK in g.restrictions
    assert not g.call_required()
    v = g.push(Shot())  # the offender breaks under opening-break rules
    assert Foul.BREAKING_FOUL in v.fouls and v.points == (0, -2)


def test_incoming_player_on_two_fouls_is_warned_after_a_breaking_foul() -> None:
    g = opened()
    for _ in range(2):
        g.push(foul())  # player 1
        g.push(foul())  # player 0
    g.push(foul())  # player 1's third: player 1 breaks, player 0 is on two
    assert g.foul_counts == (2, 0) and g.breaking and g.turn == 1
    v = g.push(Shot())
    assert v.warning == 0
    v = g.choose(Option.ACCEPT_TABLE)
    assert v.warning == 0 and g.turn == 0


def test_a_legal_shot_between_fouls_resets_the_count() -> None:
    g = opened()
    g.push(foul())  # 1: one
    g.push(missed())
    g.push(missed())  # player 1 legal shot
    assert g.foul_counts == (0, 0)


def test_opponent_shots_do_not_interrupt_a_players_consecutive_fouls() -> None:
    g = opened()
    g.push(foul())
    g.push(called(1))  # player 0 scores
    g.push(missed())  # player 0 misses
    v = g.push(foul())
    assert v.foul_counts == (0, 2)


def test_foul_counts_carry_across_a_fourteen_ball_rerack() -> None:
    g = opened()
    g.push(foul())  # player 1: one
    run_down_to(g, 1)  # player 0 clears fourteen
    assert g.foul_counts == (0, 1)


# -- §6 re-racks ------------------------------------------------------------------------------


def test_fourteen_down_reracks_fourteen_and_the_shooter_continues() -> None:
    g = opened()
    run_down_to(g, 2)
    fifteenth = max(g.on_table)
    v = g.push(called(min(g.on_table)))
    assert v.rerack and Reason.RERACK in v.reasons
    assert v.spot == tuple(sorted(ALL - {fifteenth}))
    assert g.on_table == ALL
    assert v.next_player == 1 and g.turn == 1
    assert v.ball_in_hand is BallInHand.NONE and v.restrictions == frozenset()
    assert g.score == (0, 14)
    g.push(called(fifteenth))  # the run goes on into the new rack
    assert g.run == 15


def test_fifteenth_pocketed_with_the_fourteenth_reracks_all_fifteen() -> None:
    g = opened()
    run_down_to(g, 2)
    v = g.push(called(*sorted(g.on_table)))
    assert v.rerack and v.spot == tuple(range(1, 16)) and g.on_table == ALL
    assert g.score == (0, 15) and v.next_player == 1
    assert v.ball_in_hand is BallInHand.NONE


def test_cue_ball_in_the_rack_area_with_the_fifteenth_pocketed_gives_ball_in_hand() -> None:
    g = opened()
    run_down_to(g, 2)
    v = g.push(called(*sorted(g.on_table), interference=Interference.CUE_AND_FIFTEENTH_IN_RACK))
    assert v.spot == tuple(range(1, 16)) and v.ball_in_hand is BallInHand.KITCHEN


def test_cue_ball_and_fifteenth_in_the_rack_area_rerack_fifteen_with_ball_in_hand() -> None:
    g = opened()
    run_down_to(g, 2)
    v = g.push(called(min(g.on_table), interference=Interference.CUE_AND_FIFTEENTH_IN_RACK))
    assert v.rerack and v.spot == tuple(range(1, 16))
    assert v.ball_in_hand is BallInHand.KITCHEN and g.ball_in_hand is BallInHand.KITCHEN
    assert g.turn == 1


def test_only_the_fifteenth_in_the_rack_area_goes_to_the_head_spot() -> None:
    g = opened()
    run_down_to(g, 2)
    fifteenth = max(g.on_table)
    v = g.push(called(min(g.on_table), interference=Interference.FIFTEENTH_IN_RACK))
    assert v.restrictions == frozenset({Restriction.FIFTEENTH_ON_HEAD_SPOT})
    assert v.spot == tuple(sorted(ALL - {fifteenth}))
    assert v.ball_in_hand is BallInHand.NONE


def test_only_the_cue_ball_in_the_rack_with_the_fifteenth_below_head_string_is_in_hand() -> None:
    g = opened()
    run_down_to(g, 2)
    v = g.push(
        called(min(g.on_table), interference=Interference.CUE_IN_RACK_FIFTEENTH_BELOW_HEAD_STRING)
    )
    assert v.ball_in_hand is BallInHand.KITCHEN and len(v.spot) == 14
    assert v.restrictions == frozenset()


def test_only_the_cue_ball_in_the_rack_with_the_fifteenth_in_the_kitchen_goes_to_head_spot() -> (
    None
):
    g = opened()
    run_down_to(g, 2)
    v = g.push(
        called(min(g.on_table), interference=Interference.CUE_IN_RACK_FIFTEENTH_ABOVE_HEAD_STRING)
    )
    assert v.ball_in_hand is BallInHand.NONE and len(v.spot) == 14
    assert v.restrictions == frozenset({Restriction.CUE_BALL_ON_HEAD_SPOT})


@pytest.mark.parametrize(
    "shot",
    [
        called(1, interference=Interference.FIFTEENTH_IN_RACK),
        Shot(call=Call(1, FL), interference=Interference.CUE_AND_FIFTEENTH_IN_RACK),
        Shot(call=SAFETY, interference=Interference.FIFTEENTH_IN_RACK),
        called(1, fouls=frozenset({Foul.DOUBLE_HIT}), interference=Interference.FIFTEENTH_IN_RACK),
    ],
)
def test_wpa_4_8_interference_told_when_no_rerack_is_due_is_refused(shot: Shot) -> None:
    """WPA-4.8 interference exists only on the shot after which the balls are re-racked:
    told with any other shot the facts contradict each other and nothing changes (§0)."""
    g = opened()
    with pytest.raises(InterferenceNotDueError):
        g.push(shot)
    assert len(g) == 1
    assert opened().push(dataclasses.replace(shot, interference=Interference.NONE))


@pytest.mark.parametrize(
    "extra",
    [
        {"fouls": frozenset({Foul.DOUBLE_HIT})},
        {"cue": CueBall.POCKETED},
        {"call": SAFETY},
    ],
)
def test_wpa_4_8_interference_with_the_fourteenth_ball_on_a_foul_or_safety_is_refused(
    extra: dict,
) -> None:
    g = opened()
    run_down_to(g, 2)
    ball = min(g.on_table)
    shot = dataclasses.replace(called(ball), interference=Interference.FIFTEENTH_IN_RACK, **extra)
    with pytest.raises(InterferenceNotDueError):
        g.push(shot)
    assert len(g.on_table) == 2


def test_wpa_4_8_interference_with_the_winning_ball_is_refused() -> None:
    """The fourteenth ball that reaches the target ends the game: no re-rack, no interference."""
    g = opened(target=(100, 14))
    run_down_to(g, 2)
    assert g.score == (0, 13)
    with pytest.raises(InterferenceNotDueError):
        g.push(called(min(g.on_table), interference=Interference.CUE_AND_FIFTEENTH_IN_RACK))
    assert g.push(called(min(g.on_table))).outcome is not None


def test_fifteenth_in_the_rack_area_when_it_was_pocketed_is_refused() -> None:
    g = opened()
    run_down_to(g, 2)
    with pytest.raises(InconsistentShotError):
        g.push(called(*sorted(g.on_table), interference=Interference.FIFTEENTH_IN_RACK))
    assert len(g.on_table) == 2


def test_balls_spotted_on_a_foul_never_trigger_a_rerack() -> None:
    g = opened()
    run_down_to(g, 2)
    v = g.push(called(min(g.on_table), fouls=frozenset({Foul.DOUBLE_HIT})))
    assert not v.rerack and len(g.on_table) == 2


# -- §6 statistics ----------------------------------------------------------------------------


def test_innings_record_run_penalty_and_score_after() -> None:
    g = opened()  # inning 1: player 0, safety break
    g.push(called(1, 2))
    g.push(missed())  # inning 2: player 1 runs 2
    g.push(foul())  # inning 3: player 0 fouls
    innings = list(g.innings)
    assert [(i.player, i.run, i.penalty, i.score_after) for i in innings] == [
        (0, 0, 0, 0),
        (1, 2, 0, 2),
        (0, 0, 1, -1),
    ]
    assert innings[2].fouled and innings[2].ended_by is Reason.FOUL
    assert g.current_inning.player == 1


def test_breaking_foul_inning_records_two_points_lost() -> None:
    g = game()
    g.push(Shot())
    assert g.innings[0].penalty == 2 and g.innings[0].points == -2


def test_inning_counts_reracks() -> None:
    g = opened()
    run_down_to(g, 1)
    g.push(missed(min(g.on_table)))
    assert g.innings[-1].run == 14 and g.innings[-1].reracks == 1


def test_third_foul_closes_the_offenders_inning() -> None:
    g = opened()
    for _ in range(2):
        g.push(foul())
        g.push(missed())
    g.push(foul())
    last = g.innings[-1]
    assert last.player == 1 and last.penalty == 16
    assert g.current_inning.player == 1 and g.run == 0


def test_high_run_is_the_most_balls_scored_in_one_inning() -> None:
    g = opened()
    g.push(called(1, 2, 3))
    g.push(missed())
    g.push(called(4))
    g.push(missed())
    g.push(called(5))
    assert g.high_run(1) == 3 and g.high_run(0) == 1
    assert g.run == 1


def test_average_is_points_per_inning() -> None:
    g = opened()  # player 0: inning 1
    g.push(called(1, 2, 3))
    g.push(missed())  # player 1: inning 1, 3 points
    g.push(missed())  # player 0: inning 2
    g.push(called(4))  # player 1: inning 2 in progress, 1 point
    assert g.average(1) == pytest.approx(2.0)
    assert g.average(0) == 0.0


# -- input that cannot be true ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("shot", "error"),
    [
        (Shot(pocketed=pots(3, 3), call=Call(3, FL)), BallPocketedTwiceError),
        (Shot(pocketed=pots(16), call=Call(3, FL)), UnknownBallError),
        (Shot(call=Call(0, FL)), UnknownBallError),
        (Shot(pocketed=pots(3), off_table=frozenset({3}), call=Call(3, FL)), InconsistentShotError),
        (Shot(push_out=True), PushOutNotAllowedError),
        (Shot(pocketed=pots(3), call=None), MissingCallError),
    ],
)
def test_impossible_input_is_refused_and_changes_nothing(
    shot: Shot, error: type[Exception]
) -> None:
    g = opened()
    before = g.state
    with pytest.raises(error):
        g.push(shot)
    assert g.state == before and len(g) == 1


def test_ball_not_on_the_table_is_refused() -> None:
    g = opened()
    g.push(called(3))
    with pytest.raises(BallNotOnTableError):
        g.push(called(3))
    with pytest.raises(CallNotOnTableError):
        g.push(missed(3))
    assert g.score == (0, 1)


def test_no_shot_while_a_choice_is_pending() -> None:
    g = game()
    g.push(Shot())
    with pytest.raises(ChoicePendingError):
        g.push(SAFE_BREAK)
    assert g.legal_targets() == frozenset()


def test_choice_without_a_pending_choice_or_not_offered_is_refused() -> None:
    g = game()
    with pytest.raises(NoChoicePendingError):
        g.choose(Option.ACCEPT_TABLE)
    g.push(Shot())
    with pytest.raises(InvalidOptionError):
        g.choose(Option.RERACK_AND_BREAK)


def test_nothing_is_accepted_after_the_game_is_won() -> None:
    g = opened(target=(100, 1))
    g.push(called(1))
    with pytest.raises(RackOverError):
        g.push(called(2))
    assert g.legal_targets() == frozenset()


def test_undo_restores_the_state_before_the_move() -> None:
    g = game()
    g.push(Shot())
    g.choose(Option.BREAKER_REBREAKS)
    assert g.pop() is Option.BREAKER_REBREAKS
    assert g.pending is not None and g.turn == 1
    assert g.pop() == Shot()
    assert g.score == (0, 0) and g.breaking and g.innings == ()
    with pytest.raises(NothingToUndoError):
        g.pop()


def test_straight_pool_is_registered() -> None:
    assert rules.disciplines()["straight-pool"] == ("wpa",)
    assert isinstance(rules.create("straight-pool"), StraightPool)


def test_a_miss_or_a_foul_needs_no_call_because_the_call_cannot_change_the_verdict() -> None:
    g = opened()
    first = g.turn
    v = g.push(Shot())
    assert v.next_player == 1 - first and not v.foul
    v = g.push(Shot(fouls=frozenset({Foul.SLOW_PLAY})))
    assert v.foul and v.points[1 - first] == -1 and v.next_player == first
