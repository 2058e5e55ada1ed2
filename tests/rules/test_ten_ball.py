"""Ten-ball under WPA rules and the federation text: docs/rulings.md §1 and §5 (rotation,
ten-ball)."""

import pytest

import rules
from rules import (
    BallInHand,
    Call,
    CueBall,
    Foul,
    Option,
    OutcomeReason,
    Pocket,
    Pocketed,
    RackOptions,
    Reason,
    Shot,
)
from rules.errors import (
    BallNotOnTableError,
    BallPocketedTwiceError,
    CallNotOnTableError,
    ChoicePendingError,
    MissingCallError,
    PushOutNotAllowedError,
    RackOverError,
    RailsCountRequiredError,
    SafetyNotAllowedError,
)

FL = Pocket.FOOT_LEFT
FR = Pocket.FOOT_RIGHT
SL = Pocket.SIDE_LEFT

SCRATCH = Shot(cue=CueBall.POCKETED)
MISS = Shot(call=Call(1, FL))


def pk(*balls: int, pocket: Pocket = FL) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, pocket) for b in balls)


def made(ball: int, pocket: Pocket = FL) -> Shot:
    """The called ball made in the called pocket."""
    return Shot(pocketed=pk(ball, pocket=pocket), call=Call(ball, pocket))


def new_rack(breaker: int = 0) -> rules.Rack:
    return rules.create("ten-ball", breaker=breaker)


def after_break(breaker: int = 0) -> rules.Rack:
    """A legal break that pocketed the 2: the breaker is at the table, push out allowed."""
    rack = new_rack(breaker)
    rack.push(Shot(pocketed=pk(2)))
    return rack


def in_play(breaker: int = 0) -> rules.Rack:
    """Past the push-out window: the break pocketed the 2, then the 1 was made as called."""
    rack = after_break(breaker)
    rack.push(made(1))
    return rack


def down_to(*left: int) -> rules.Rack:
    """A rack in play with only ``left`` on the table, player 0 at the table."""
    rack = in_play()
    rest = sorted(set(range(3, 11)) - set(left))
    for ball in rest:
        rack.push(made(ball))
    assert rack.on_table == frozenset(left) and rack.turn == 0
    return rack


# -- registry and §1 general rules -----------------------------------------------------------


def test_ten_ball_is_registered_under_wpa_with_balls_one_to_ten():
    rack = rules.create("ten-ball", "wpa")
    assert rack.discipline == "ten-ball"
    assert rack.on_table == frozenset(range(1, 11))


def test_lag_winner_choice_of_breaker_starts_the_rack_with_that_player():
    rack = new_rack(breaker=1)
    assert rack.turn == 1 and rack.breaking


def test_several_fouls_on_one_shot_are_one_foul():
    rack = in_play()
    v = rack.push(
        Shot(cue=CueBall.OFF_TABLE, fouls=frozenset({Foul.TOUCHED_BALL, Foul.DOUBLE_HIT}))
    )
    assert len(v.fouls) == 3
    assert v.foul_counts == (1, 0)


def test_standard_foul_gives_incoming_ball_in_hand_anywhere():
    rack = in_play()
    v = rack.push(Shot(call=Call(3, FL), fouls=frozenset({Foul.TOUCHED_BALL})))
    assert v.ball_in_hand is BallInHand.ANYWHERE and v.next_player == 1
    assert "WPA-5.10" in v.citations and "10B-10" in v.citations


def test_three_consecutive_fouls_lose_the_rack():
    rack = in_play()
    for _ in range(2):
        rack.push(SCRATCH)
        rack.push(Shot(call=Call(3, FL)))
    v = rack.push(SCRATCH)
    assert v.outcome is not None
    assert v.outcome.winner == 1 and v.outcome.reason is OutcomeReason.THREE_FOULS
    assert "10B-11" in v.citations and "WPA-5.11" in v.citations


def test_player_on_two_fouls_is_warned_when_coming_to_the_table():
    rack = in_play()
    rack.push(SCRATCH)
    rack.push(Shot(call=Call(3, FL)))
    rack.push(SCRATCH)
    v = rack.push(Shot(call=Call(3, FL)))
    assert v.warning == 0 and Reason.THIRD_FOUL_WARNING in v.reasons


def test_player_on_two_fouls_is_warned_when_a_choice_brings_them_to_the_table():
    rack = in_play()
    rack.push(SCRATCH)
    rack.push(Shot(call=Call(3, FL)))
    rack.push(SCRATCH)
    rack.push(Shot(pocketed=pk(3), call=Call(3, SL)))  # player 1: wrong pocket
    v = rack.choose(Option.ACCEPT_TABLE)
    assert v.next_player == 0 and v.warning == 0


def test_slow_play_is_a_standard_foul():
    rack = in_play()
    v = rack.push(Shot(fouls=frozenset({Foul.SLOW_PLAY})))
    assert v.foul and v.ball_in_hand is BallInHand.ANYWHERE


def test_concession_of_the_rack_ends_it():
    rack = in_play()
    v = rack.concede(0)
    assert v.outcome is not None and v.outcome.winner == 1
    with pytest.raises(RackOverError):
        rack.push(MISS)


# -- §5 common -------------------------------------------------------------------------------


def test_legal_target_is_the_lowest_ball_also_on_the_break():
    rack = new_rack()
    assert rack.legal_targets() == {1}
    rack.push(Shot(pocketed=pk(1, 2)))
    assert rack.legal_targets() == {3}


def test_break_that_pockets_a_ball_is_legal_and_breaker_continues():
    rack = new_rack()
    v = rack.push(Shot(pocketed=pk(4)))
    assert not v.foul and v.next_player == 0
    assert "WPA-5.3" in v.citations and "10B-3" in v.citations


def test_break_with_four_balls_to_a_rail_is_legal():
    rack = new_rack()
    v = rack.push(Shot(rails=4))
    assert not v.foul and v.next_player == 1
    assert rack.push_out_allowed()


def test_break_with_nothing_pocketed_and_fewer_than_four_rails_is_a_foul():
    rack = new_rack()
    v = rack.push(Shot(rails=0))
    assert v.fouls == {Foul.ILLEGAL_BREAK}
    assert v.ball_in_hand is BallInHand.ANYWHERE
    assert not rack.push_out_allowed()


def test_break_with_nothing_pocketed_and_no_rail_count_is_refused():
    rack = new_rack()
    with pytest.raises(RailsCountRequiredError):
        rack.push(Shot())


def test_break_needs_no_call():
    rack = new_rack()
    assert not rack.call_required()
    v = rack.push(Shot(pocketed=pk(3, 7)))
    assert not v.foul and v.pending is None and v.next_player == 0


def test_safety_cannot_be_called_on_the_break():
    rack = new_rack()
    with pytest.raises(SafetyNotAllowedError):
        rack.push(Shot(pocketed=pk(3), call=Call.safety()))


def test_push_out_after_a_legal_break_lets_the_opponent_choose():
    rack = after_break()
    assert rack.push_out_allowed()
    v = rack.push(Shot(push_out=True, fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    assert not v.foul
    assert v.pending is not None and v.pending.chooser == 1
    assert "WPA-5.4" in v.citations and "10B-4" in v.citations
    v = rack.choose(Option.HAND_BACK)
    assert v.next_player == 0


def test_push_out_is_not_allowed_after_a_break_foul():
    rack = new_rack()
    rack.push(Shot(rails=2))
    with pytest.raises(PushOutNotAllowedError):
        rack.push(Shot(push_out=True))


def test_push_out_is_not_allowed_later_in_the_rack():
    rack = in_play()
    with pytest.raises(PushOutNotAllowedError):
        rack.push(Shot(push_out=True))


def test_push_out_needs_no_call_and_refuses_one():
    rack = after_break()
    with pytest.raises(rules.IllegalInputError):
        rack.push(Shot(push_out=True, call=Call(1, FL)))
    v = rack.push(Shot(push_out=True))
    assert v.pending is not None


def test_push_out_with_a_scratch_is_a_foul():
    rack = after_break()
    v = rack.push(Shot(push_out=True, cue=CueBall.POCKETED))
    assert v.foul and v.ball_in_hand is BallInHand.ANYWHERE and v.pending is None


def test_ten_pocketed_on_a_push_out_is_spotted():
    rack = after_break()
    v = rack.push(Shot(push_out=True, pocketed=pk(10)))
    assert v.spot == (10,) and 10 in rack.on_table and v.outcome is None


# -- calls ------------------------------------------------------------------------------------


def test_every_shot_after_the_break_needs_a_call():
    rack = after_break()
    assert rack.call_required()


def test_10b_5_several_balls_pocketed_without_a_call_end_the_inning_with_the_choice():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(3, 4)))
    assert v.pending is not None and v.pending.chooser == 1 and not v.foul
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.HAND_BACK)
    assert "10B-5" in v.citations and "10B-7" in v.citations
    assert {3, 4}.isdisjoint(rack.on_table)


def test_10b_5_a_combination_is_never_obvious_only_the_lowest_ball_alone_is():
    """No call, no foul: a ball other than the lowest can only have gone in by combination or
    carom (10B-5); the inning ends and the incoming player chooses (10B-7), the 10 spotted."""
    rack = in_play()  # the 1 and the 2 are down: the 3 is the lowest
    v = rack.push(Shot(pocketed=pk(5)))
    assert v.pending is not None and v.next_player == 1 and "10B-5" in v.citations
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(10)))
    assert v.spot == (10,) and v.outcome is None and v.pending is not None
    assert 10 in rack.on_table
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(3)))  # the lowest, alone: an obvious called shot
    assert v.next_player == 0 and v.pending is None and "10B-5" in v.citations


def test_a_call_without_a_pocket_is_refused():
    rack = in_play()
    with pytest.raises(MissingCallError):
        rack.push(Shot(pocketed=pk(3), call=Call(3)))


def test_a_call_of_a_ball_not_on_the_table_is_refused():
    rack = in_play()
    with pytest.raises(CallNotOnTableError):
        rack.push(Shot(call=Call(1, FL)))


def test_one_ball_pocketed_with_no_call_counts_as_called():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(3)))
    assert v.next_player == 0 and v.pending is None
    assert Reason.BALL_POCKETED_CONTINUE in v.reasons


def test_no_call_and_nothing_pocketed_is_a_miss():
    rack = in_play()
    v = rack.push(Shot())
    assert v.next_player == 1 and v.pending is None and not v.foul
    assert Reason.MISS in v.reasons


def test_called_ball_made_in_the_called_pocket_continues_and_others_stay_down():
    rack = in_play()
    v = rack.push(Shot(pocketed=(Pocketed(3, FR), Pocketed(6, SL)), call=Call(3, FR)))
    assert v.next_player == 0 and not v.foul
    assert v.reasons == (Reason.BALL_POCKETED_CONTINUE,)
    assert "10B-8" in v.citations
    assert 6 not in rack.on_table and v.spot == ()


def test_called_ball_made_with_its_pocket_not_told_counts_as_the_called_pocket():
    rack = in_play()
    v = rack.push(Shot(pocketed=(Pocketed(3),), call=Call(3, FR)))
    assert v.next_player == 0 and v.pending is None


def test_called_ball_missed_with_another_ball_pocketed_gives_incoming_the_choice():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(5), call=Call(3, FR)))
    assert not v.foul
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.HAND_BACK)
    assert Reason.MISSED_CALL in v.reasons
    assert "10B-7" in v.citations and "WPA-5.7" in v.citations
    assert 5 not in rack.on_table


def test_called_ball_in_another_pocket_gives_incoming_the_choice():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(3, pocket=SL), call=Call(3, FR)))
    assert v.pending is not None and v.pending.chooser == 1
    assert 3 not in rack.on_table


def test_incoming_may_shoot_after_a_ball_pocketed_illegally():
    rack = in_play()
    rack.push(Shot(pocketed=pk(5), call=Call(3, FR)))
    v = rack.choose(Option.ACCEPT_TABLE)
    assert v.next_player == 1 and v.ball_in_hand is BallInHand.NONE


def test_incoming_may_hand_the_table_back_after_a_ball_pocketed_illegally():
    rack = in_play()
    rack.push(Shot(pocketed=pk(5), call=Call(3, FR)))
    v = rack.choose(Option.HAND_BACK)
    assert v.next_player == 0 and rack.turn == 0


def test_called_ball_missed_with_nothing_pocketed_ends_the_inning():
    rack = in_play()
    v = rack.push(Shot(call=Call(3, FR)))
    assert v.next_player == 1 and v.pending is None and not v.foul


def test_safety_without_a_ball_pocketed_ends_the_inning():
    rack = in_play()
    assert rack.safety_allowed()
    v = rack.push(Shot(call=Call.safety()))
    assert v.next_player == 1 and v.pending is None
    assert Reason.SAFETY in v.reasons and "10B-6" in v.citations


def test_safety_with_a_ball_pocketed_gives_incoming_the_choice():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(3), call=Call.safety()))
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.reason is Reason.SAFETY
    assert "WPA-5.6" in v.citations


# -- the 10 ----------------------------------------------------------------------------------


def test_ten_legally_pocketed_as_the_last_ball_wins():
    rack = down_to(10)
    v = rack.push(made(10, SL))
    assert v.outcome is not None
    assert v.outcome.winner == 0 and v.outcome.reason is OutcomeReason.GAME_BALL
    assert "10B-8" in v.citations


def test_ten_as_the_last_ball_pocketed_without_a_call_counts_as_called_and_wins():
    rack = down_to(10)
    v = rack.push(Shot(pocketed=pk(10)))
    assert v.outcome is not None and v.outcome.winner == 0


def test_ten_pocketed_on_the_break_is_spotted():
    rack = new_rack()
    v = rack.push(Shot(pocketed=pk(10, 4)))
    assert v.outcome is None and v.spot == (10,)
    assert 10 in rack.on_table and 4 not in rack.on_table
    assert "10B-9" in v.citations and "WPA-5.9" in v.citations


def test_ten_pocketed_on_a_foul_is_spotted():
    rack = down_to(10)
    v = rack.push(Shot(pocketed=pk(10), cue=CueBall.POCKETED))
    assert v.outcome is None and v.spot == (10,) and 10 in rack.on_table
    assert v.ball_in_hand is BallInHand.ANYWHERE


def test_ten_pocketed_uncalled_is_spotted():
    rack = in_play()
    v = rack.push(Shot(pocketed=(Pocketed(3, FL), Pocketed(10, SL)), call=Call(3, FL)))
    assert v.spot == (10,) and 10 in rack.on_table
    assert v.next_player == 0


def test_ten_pocketed_in_a_pocket_not_called_is_spotted():
    rack = down_to(10)
    v = rack.push(Shot(pocketed=pk(10, pocket=SL), call=Call(10, FL)))
    assert v.outcome is None and v.spot == (10,)
    assert v.pending is not None and v.pending.chooser == 1


def test_ten_in_a_called_combination_before_the_last_ball_is_spotted_and_shooter_continues():
    rack = down_to(9, 10)
    v = rack.push(made(10))
    assert v.outcome is None and v.spot == (10,)
    assert v.next_player == 0
    assert rack.on_table == frozenset({9, 10})


def test_ten_driven_off_the_table_is_spotted():
    rack = in_play()
    v = rack.push(Shot(call=Call(3, FL), off_table=frozenset({10})))
    assert Foul.OBJECT_BALL_OFF_TABLE in v.fouls
    assert v.spot == (10,) and 10 in rack.on_table


def test_no_other_ball_is_ever_spotted():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(3, 4), off_table=frozenset({5}), cue=CueBall.POCKETED))
    assert v.spot == ()
    assert rack.on_table == frozenset({6, 7, 8, 9, 10})


def test_three_ball_break_option_does_not_apply_to_ten_ball():
    rack = rules.create("ten-ball", options=RackOptions(three_ball_break=True))
    v = rack.push(Shot(pocketed=pk(2)))
    assert v.pending is None and v.next_player == 0


# -- refused input ---------------------------------------------------------------------------


def test_ball_not_on_table_is_refused():
    rack = in_play()
    with pytest.raises(BallNotOnTableError):
        rack.push(Shot(pocketed=pk(1)))


def test_ball_pocketed_twice_is_refused():
    rack = in_play()
    with pytest.raises(BallPocketedTwiceError):
        rack.push(Shot(pocketed=pk(3, 3)))


def test_shot_while_a_choice_is_pending_is_refused():
    rack = in_play()
    rack.push(Shot(pocketed=pk(5), call=Call(3, FR)))
    with pytest.raises(ChoicePendingError):
        rack.push(MISS)
    assert not rack.call_required()


def test_nothing_is_accepted_after_the_rack_is_won():
    rack = down_to(10)
    rack.push(made(10))
    with pytest.raises(RackOverError):
        rack.push(Shot())
    with pytest.raises(RackOverError):
        rack.choose(Option.HAND_BACK)


def test_a_foul_needs_no_call_even_with_several_balls_pocketed():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(3, 4), cue=CueBall.POCKETED))
    assert v.foul and v.ball_in_hand is BallInHand.ANYWHERE
    assert rack.on_table == frozenset({5, 6, 7, 8, 9, 10})
