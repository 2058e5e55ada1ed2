"""Nine-ball under WPA rules: docs/rulings.md §1 (general) and §5 (rotation, nine-ball)."""

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
    Restriction,
    Shot,
)
from rules.errors import (
    BallNotOnTableError,
    BallPocketedTwiceError,
    ChoicePendingError,
    InconsistentShotError,
    InvalidOptionError,
    NoChoicePendingError,
    PushOutNotAllowedError,
    RackOverError,
    RailsCountRequiredError,
    UnknownBallError,
)

FL = Pocket.FOOT_LEFT


def pk(*balls: int) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, FL) for b in balls)


SCRATCH = Shot(cue=CueBall.POCKETED)
MISS = Shot()


def new_rack(breaker: int = 0, three_ball: bool = False) -> rules.Rack:
    return rules.create(
        "nine-ball", breaker=breaker, options=RackOptions(three_ball_break=three_ball)
    )


def after_break(breaker: int = 0) -> rules.Rack:
    """A rack after a legal break that pocketed the 2: the breaker is at the table."""
    rack = new_rack(breaker)
    rack.push(Shot(pocketed=pk(2)))
    return rack


def in_play(breaker: int = 0) -> rules.Rack:
    """A rack past the push-out window: break pocketed the 2, then the 3 was made."""
    rack = after_break(breaker)
    rack.push(Shot(pocketed=pk(3)))
    return rack


# -- registry and §1 general rules -----------------------------------------------------------


def test_nine_ball_is_registered_under_wpa_with_balls_one_to_nine():
    rack = rules.create("nine-ball", "wpa")
    assert rack.discipline == "nine-ball"
    assert rack.on_table == frozenset(range(1, 10))


def test_lag_winner_choice_of_breaker_starts_the_rack_with_that_player():
    rack = new_rack(breaker=1)
    assert rack.turn == 1
    assert rack.breaking
    assert rack.ball_in_hand is BallInHand.KITCHEN


def test_several_fouls_on_one_shot_are_one_foul():
    rack = in_play()
    v = rack.push(Shot(cue=CueBall.POCKETED, fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    assert v.fouls == {Foul.SCRATCH, Foul.WRONG_BALL_FIRST}
    assert v.foul_counts == (1, 0)
    assert "WPA-6" in v.citations


def test_standard_foul_gives_incoming_ball_in_hand_anywhere():
    rack = in_play()
    v = rack.push(SCRATCH)
    assert v.foul and v.next_player == 1
    assert v.ball_in_hand is BallInHand.ANYWHERE
    assert rack.ball_in_hand is BallInHand.ANYWHERE
    assert "WPA-1.5" in v.citations and "WPA-6.1" in v.citations


def test_spotting_names_the_balls_to_spot():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(4, 9), cue=CueBall.POCKETED))
    assert v.spot == (9,)
    assert Reason.GAME_BALL_SPOTTED in v.reasons
    assert "WPA-1.4" in v.citations


def test_three_consecutive_fouls_lose_the_rack():
    rack = in_play()
    for _ in range(2):
        rack.push(SCRATCH)  # player 0 fouls
        rack.push(MISS)  # player 1 misses legally
    v = rack.push(SCRATCH)
    assert v.outcome is not None
    assert v.outcome.winner == 1
    assert v.outcome.reason is OutcomeReason.THREE_FOULS
    assert Reason.THREE_FOULS in v.reasons
    assert "WPA-6.14" in v.citations and "WPA-2.8" in v.citations


def test_player_on_two_fouls_is_warned_when_coming_to_the_table():
    rack = in_play()
    rack.push(SCRATCH)
    rack.push(MISS)
    rack.push(SCRATCH)
    v = rack.push(MISS)  # player 1 misses: player 0 comes to the table on two fouls
    assert v.next_player == 0
    assert v.warning == 0
    assert Reason.THIRD_FOUL_WARNING in v.reasons


def test_foul_counts_as_consecutive_only_without_a_legal_shot_in_between():
    rack = in_play()
    rack.push(SCRATCH)  # 0: one foul
    rack.push(MISS)  # 1
    rack.push(SCRATCH)  # 0: two fouls
    rack.push(MISS)  # 1
    v = rack.push(MISS)  # 0: legal shot breaks the run
    assert v.foul_counts == (0, 0)
    rack.push(MISS)  # 1
    v = rack.push(SCRATCH)
    assert v.outcome is None
    assert v.foul_counts == (1, 0)


def test_opponents_fouls_do_not_count_toward_a_players_three_fouls():
    rack = in_play()
    for _ in range(2):
        rack.push(SCRATCH)  # 0
        rack.push(SCRATCH)  # 1
    assert rack.foul_counts == (2, 2)
    v = rack.push(SCRATCH)  # 0's third
    assert v.outcome is not None and v.outcome.winner == 1


def test_slow_play_is_a_standard_foul():
    rack = in_play()
    v = rack.push(Shot(fouls=frozenset({Foul.SLOW_PLAY})))
    assert v.fouls == {Foul.SLOW_PLAY}
    assert v.ball_in_hand is BallInHand.ANYWHERE
    assert "WPA-6.15" in v.citations


def test_unsportsmanlike_conduct_as_standard_foul_gives_ball_in_hand():
    rack = in_play()
    v = rack.push(Shot(fouls=frozenset({Foul.UNSPORTSMANLIKE})))
    assert v.ball_in_hand is BallInHand.ANYWHERE
    assert "WPA-6.16" in v.citations


def test_unsportsmanlike_conduct_as_loss_of_rack_is_entered_by_hand():
    rack = in_play()
    v = rack.concede(0, OutcomeReason.PENALTY)
    assert v.outcome is not None
    assert v.outcome.winner == 1 and v.outcome.reason is OutcomeReason.PENALTY


def test_concession_of_the_rack_ends_it():
    rack = in_play()
    v = rack.concede(1)
    assert v.outcome is not None and v.outcome.winner == 0
    with pytest.raises(RackOverError):
        rack.push(MISS)


# -- §5 common: lowest ball, break, fouls ----------------------------------------------------


def test_legal_target_is_the_lowest_ball_also_on_the_break():
    rack = new_rack()
    assert rack.legal_targets() == {1}
    rack.push(Shot(pocketed=pk(1, 3)))
    assert rack.legal_targets() == {2}


def test_wrong_ball_first_on_the_break_is_a_foul():
    rack = new_rack()
    v = rack.push(Shot(pocketed=pk(3), fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    assert v.foul and v.ball_in_hand is BallInHand.ANYWHERE
    assert "WPA-6.2" in v.citations
    assert 3 not in rack.on_table


def test_break_that_pockets_a_ball_is_legal_and_breaker_continues():
    rack = new_rack()
    v = rack.push(Shot(pocketed=pk(5)))
    assert not v.foul
    assert v.next_player == 0
    assert v.reasons[0] is Reason.LEGAL_BREAK
    assert "WPA-2.3" in v.citations
    assert not rack.breaking


def test_break_with_four_balls_to_a_rail_is_legal_and_ends_the_inning():
    rack = new_rack()
    v = rack.push(Shot(rails=4))
    assert not v.foul
    assert v.next_player == 1
    assert v.ball_in_hand is BallInHand.NONE
    assert v.reasons[:2] == (Reason.LEGAL_BREAK, Reason.DRY_BREAK)


def test_break_with_nothing_pocketed_and_fewer_than_four_rails_is_a_foul():
    rack = new_rack()
    v = rack.push(Shot(rails=3))
    assert v.fouls == {Foul.ILLEGAL_BREAK}
    assert v.reasons[0] is Reason.ILLEGAL_BREAK
    assert v.ball_in_hand is BallInHand.ANYWHERE
    assert v.next_player == 1
    assert v.foul_counts == (1, 0)
    assert "WPA-2.3" in v.citations


def test_break_with_nothing_pocketed_and_no_rail_count_is_refused():
    rack = new_rack()
    with pytest.raises(RailsCountRequiredError):
        rack.push(Shot())
    assert rack.breaking and len(rack) == 0


def test_break_scratch_with_nothing_pocketed_needs_no_rail_count():
    rack = new_rack()
    v = rack.push(Shot(cue=CueBall.POCKETED))
    assert Foul.SCRATCH in v.fouls
    assert v.ball_in_hand is BallInHand.ANYWHERE


def test_foul_on_a_break_that_pocketed_balls_leaves_them_down():
    rack = new_rack()
    v = rack.push(Shot(pocketed=pk(4, 6), cue=CueBall.POCKETED))
    assert v.foul and v.next_player == 1
    assert rack.on_table == frozenset({1, 2, 3, 5, 7, 8, 9})


# -- §5 push out -----------------------------------------------------------------------------


def test_push_out_is_allowed_on_the_shot_after_a_legal_break_by_the_incoming_player():
    rack = new_rack()
    rack.push(Shot(rails=5))
    assert rack.push_out_allowed()
    v = rack.push(Shot(push_out=True))
    assert v.pending is not None
    assert v.pending.chooser == 0
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.HAND_BACK)
    assert Reason.PUSH_OUT in v.reasons and "WPA-2.4" in v.citations


def test_push_out_is_allowed_to_the_breaker_who_pocketed_on_the_break():
    rack = after_break()
    assert rack.push_out_allowed()
    v = rack.push(Shot(push_out=True))
    assert v.pending is not None and v.pending.chooser == 1


def test_push_out_is_not_allowed_after_a_foul_on_the_break():
    rack = new_rack()
    rack.push(Shot(pocketed=pk(2), cue=CueBall.POCKETED))
    assert not rack.push_out_allowed()
    with pytest.raises(PushOutNotAllowedError):
        rack.push(Shot(push_out=True))


def test_push_out_is_not_allowed_on_the_break():
    rack = new_rack()
    assert not rack.push_out_allowed()
    with pytest.raises(PushOutNotAllowedError):
        rack.push(Shot(push_out=True, rails=4))


def test_push_out_is_not_allowed_after_the_second_shot():
    rack = in_play()
    assert not rack.push_out_allowed()
    with pytest.raises(PushOutNotAllowedError):
        rack.push(Shot(push_out=True))
    assert len(rack) == 2


def test_push_out_ignores_wrong_ball_first_and_no_rail():
    rack = after_break()
    v = rack.push(Shot(push_out=True, fouls=frozenset({Foul.WRONG_BALL_FIRST, Foul.NO_RAIL})))
    assert not v.foul
    assert v.pending is not None


def test_push_out_with_another_foul_is_a_foul_with_ball_in_hand():
    rack = after_break()
    v = rack.push(Shot(push_out=True, cue=CueBall.POCKETED))
    assert v.fouls == {Foul.SCRATCH}
    assert v.pending is None
    assert v.ball_in_hand is BallInHand.ANYWHERE and v.next_player == 1


def test_after_a_push_out_the_opponent_accepting_shoots():
    rack = after_break()
    rack.push(Shot(push_out=True))
    v = rack.choose(Option.ACCEPT_TABLE)
    assert v.choice is Option.ACCEPT_TABLE
    assert v.next_player == 1 and rack.turn == 1
    assert v.ball_in_hand is BallInHand.NONE
    assert not rack.push_out_allowed()


def test_after_a_push_out_the_opponent_may_hand_the_table_back():
    rack = after_break()
    rack.push(Shot(push_out=True))
    v = rack.choose(Option.HAND_BACK)
    assert v.next_player == 0 and rack.turn == 0
    assert not rack.push_out_allowed()


def test_balls_pocketed_on_a_push_out_stay_down_and_do_not_continue():
    rack = after_break()
    v = rack.push(Shot(push_out=True, pocketed=pk(5)))
    assert v.pending is not None and v.next_player == 1
    assert 5 not in rack.on_table


def test_nine_pocketed_on_a_push_out_is_spotted():
    rack = after_break()
    v = rack.push(Shot(push_out=True, pocketed=pk(9)))
    assert v.outcome is None
    assert v.spot == (9,)
    assert 9 in rack.on_table
    assert "WPA-2.6" in v.citations


# -- nine-ball continuation, win and spotting --------------------------------------------------


def test_any_ball_legally_pocketed_continues_the_inning():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(7)))  # a combination: the 1 is still lowest
    assert not v.foul and v.next_player == 0
    assert v.reasons == (Reason.BALL_POCKETED_CONTINUE,)
    assert "WPA-2.5" in v.citations


def test_a_miss_ends_the_inning_and_incoming_plays_the_cue_ball_where_it_lies():
    rack = in_play()
    v = rack.push(MISS)
    assert v.next_player == 1 and v.turn_over
    assert v.ball_in_hand is BallInHand.NONE
    assert Reason.MISS in v.reasons


def test_nine_legally_pocketed_wins():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(9)))  # on a combination, 1 still on the table
    assert v.outcome is not None
    assert v.outcome.winner == 0 and v.outcome.reason is OutcomeReason.GAME_BALL
    assert Reason.GAME_BALL_MADE in v.reasons
    assert "WPA-2.5" in v.citations


def test_nine_legally_pocketed_on_the_break_wins():
    rack = new_rack(breaker=1)
    v = rack.push(Shot(pocketed=pk(3, 9)))
    assert v.outcome is not None
    assert v.outcome.winner == 1 and v.outcome.reason is OutcomeReason.GAME_BALL_ON_BREAK


def test_nine_pocketed_on_a_foul_is_spotted_and_does_not_win():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(9), fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    assert v.outcome is None and v.spot == (9,)
    assert 9 in rack.on_table


def test_nine_pocketed_on_a_break_foul_is_spotted():
    rack = new_rack()
    v = rack.push(Shot(pocketed=pk(9), cue=CueBall.POCKETED))
    assert v.outcome is None and v.spot == (9,)
    assert 9 in rack.on_table


def test_nine_driven_off_the_table_is_spotted_and_is_a_foul():
    rack = in_play()
    v = rack.push(Shot(off_table=frozenset({9})))
    assert Foul.OBJECT_BALL_OFF_TABLE in v.fouls
    assert v.spot == (9,) and 9 in rack.on_table
    assert "WPA-6.5" in v.citations


def test_other_ball_driven_off_the_table_is_a_foul_and_stays_off():
    rack = in_play()
    v = rack.push(Shot(off_table=frozenset({6})))
    assert v.fouls == {Foul.OBJECT_BALL_OFF_TABLE}
    assert v.spot == () and 6 not in rack.on_table


def test_other_balls_pocketed_on_a_foul_are_not_spotted():
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(1, 4), cue=CueBall.POCKETED))
    assert v.spot == ()
    assert rack.on_table == frozenset({5, 6, 7, 8, 9})


def test_wpa_2_5_a_safety_tag_never_ends_the_inning_when_a_ball_is_legally_pocketed():
    """Nine-ball is not a call-shot game (WPA-1.6 is for call-shot games): a "safety" is a
    statistics tag; a ball legally pocketed keeps the shooter at the table (WPA-2.5)."""
    rack = in_play()
    v = rack.push(Shot(pocketed=pk(1), call=Call.safety()))
    assert v.next_player == 0 and not v.foul and not v.turn_over
    assert v.reasons[0] is Reason.BALL_POCKETED_CONTINUE and "WPA-2.5" in v.citations
    assert "WPA-1.6" not in v.citations
    assert 1 not in rack.on_table
    v = rack.push(Shot(call=Call.safety()))  # nothing pocketed: the inning ends, as a miss
    assert v.next_player == 1 and Reason.SAFETY in v.reasons and "WPA-2.5" in v.citations


# -- three-ball break option (WPA-2.10) ------------------------------------------------------


def test_three_ball_break_with_three_balls_pocketed_is_legal_and_continues():
    rack = new_rack(three_ball=True)
    v = rack.push(Shot(pocketed=pk(2, 3, 4)))
    assert v.pending is None and v.next_player == 0
    assert rack.push_out_allowed()


def test_three_ball_break_counts_pocketed_plus_head_string_crossings():
    rack = new_rack(three_ball=True)
    v = rack.push(Shot(pocketed=pk(2), head_string_crossings=2))
    assert v.pending is None and v.next_player == 0


def test_failed_three_ball_break_without_foul_gives_incoming_the_choice():
    rack = new_rack(three_ball=True)
    v = rack.push(Shot(pocketed=pk(2), head_string_crossings=1))
    assert not v.foul
    assert v.pending is not None
    assert v.pending.chooser == 1 and v.pending.reason is Reason.THREE_BALL_BREAK_FAILED
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.HAND_BACK)
    assert "WPA-2.10" in v.citations


def test_accepting_a_failed_three_ball_break_forbids_the_push_out():
    rack = new_rack(three_ball=True)
    rack.push(Shot(pocketed=pk(2)))
    v = rack.choose(Option.ACCEPT_TABLE)
    assert v.next_player == 1
    assert Restriction.NO_PUSH_OUT in v.restrictions
    assert Restriction.NO_PUSH_OUT in rack.restrictions
    assert not rack.push_out_allowed()
    with pytest.raises(PushOutNotAllowedError):
        rack.push(Shot(push_out=True))


def test_handing_back_a_failed_three_ball_break_lets_the_breaker_push_out():
    rack = new_rack(three_ball=True)
    rack.push(Shot(pocketed=pk(2)))
    v = rack.choose(Option.HAND_BACK)
    assert v.next_player == 0
    assert rack.push_out_allowed()
    v = rack.push(Shot(push_out=True))
    assert v.pending is not None and v.pending.chooser == 1


def test_nine_pocketed_on_a_failed_three_ball_break_is_spotted():
    rack = new_rack(three_ball=True)
    v = rack.push(Shot(pocketed=pk(9)))
    assert v.outcome is None
    assert v.spot == (9,) and 9 in rack.on_table
    assert v.pending is not None and v.pending.chooser == 1


def test_nine_pocketed_on_a_successful_three_ball_break_wins():
    rack = new_rack(three_ball=True)
    v = rack.push(Shot(pocketed=pk(9), head_string_crossings=2))
    assert v.outcome is not None and v.outcome.reason is OutcomeReason.GAME_BALL_ON_BREAK


def test_three_ball_break_with_a_foul_is_a_foul_not_a_choice():
    rack = new_rack(three_ball=True)
    v = rack.push(Shot(pocketed=pk(2), cue=CueBall.POCKETED))
    assert v.foul and v.pending is None
    assert v.ball_in_hand is BallInHand.ANYWHERE


def test_three_ball_break_still_needs_four_rails_when_nothing_is_pocketed():
    rack = new_rack(three_ball=True)
    v = rack.push(Shot(rails=2, head_string_crossings=1))
    assert Foul.ILLEGAL_BREAK in v.fouls and v.pending is None


def test_three_ball_break_option_is_off_by_default():
    rack = new_rack()
    v = rack.push(Shot(pocketed=pk(2)))
    assert v.pending is None and v.next_player == 0


# -- refused input ---------------------------------------------------------------------------


def test_ball_not_on_table_is_refused_and_changes_nothing():
    rack = in_play()
    before = rack.state
    with pytest.raises(BallNotOnTableError):
        rack.push(Shot(pocketed=pk(2)))
    assert rack.state == before


def test_ball_pocketed_twice_is_refused():
    rack = in_play()
    with pytest.raises(BallPocketedTwiceError):
        rack.push(Shot(pocketed=(Pocketed(4, FL), Pocketed(4, Pocket.SIDE_LEFT))))


def test_unknown_ball_is_refused():
    rack = new_rack()
    with pytest.raises(UnknownBallError):
        rack.push(Shot(pocketed=pk(10)))


def test_negative_head_string_crossings_are_refused():
    rack = new_rack(three_ball=True)
    with pytest.raises(InconsistentShotError):
        rack.push(Shot(pocketed=pk(2), head_string_crossings=-1))


def test_shot_while_a_choice_is_pending_is_refused():
    rack = after_break()
    rack.push(Shot(push_out=True))
    before = rack.state
    with pytest.raises(ChoicePendingError):
        rack.push(MISS)
    assert rack.state == before
    assert rack.legal_targets() == frozenset()


def test_choice_without_a_pending_choice_is_refused():
    rack = in_play()
    with pytest.raises(NoChoicePendingError):
        rack.choose(Option.ACCEPT_TABLE)


def test_option_not_offered_is_refused():
    rack = after_break()
    rack.push(Shot(push_out=True))
    with pytest.raises(InvalidOptionError):
        rack.choose(Option.RERACK_AND_BREAK)


def test_nothing_is_accepted_after_the_rack_is_won():
    rack = new_rack()
    rack.push(Shot(pocketed=pk(9)))
    with pytest.raises(RackOverError):
        rack.push(MISS)
    with pytest.raises(RackOverError):
        rack.choose(Option.ACCEPT_TABLE)
    assert rack.legal_targets() == frozenset()


def test_pop_undoes_a_win():
    rack = in_play()
    before = rack.state
    rack.push(Shot(pocketed=pk(9)))
    rack.pop()
    assert rack.state == before and not rack.is_over
