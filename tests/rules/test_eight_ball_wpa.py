"""Eight-ball under WPA rules: one test per line of docs/rulings.md §2 (and the §1 lines that
apply)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import rules
from rules import (
    BallInHand,
    Call,
    CueBall,
    Foul,
    Group,
    Option,
    OutcomeReason,
    Pocket,
    Pocketed,
    Reason,
    Restriction,
    Shot,
)
from rules.eight_ball import EightBall, EightBallState
from rules.errors import (
    BallNotOnTableError,
    BallPocketedTwiceError,
    CallNotOnTableError,
    ChoicePendingError,
    InconsistentShotError,
    InvalidOptionError,
    MissingCallError,
    NoChoicePendingError,
    PushOutNotAllowedError,
    RackOverError,
    RailsCountRequiredError,
    SafetyNotAllowedError,
    UnknownBallError,
)

FL, FR, SL = Pocket.FOOT_LEFT, Pocket.FOOT_RIGHT, Pocket.SIDE_LEFT
SOLIDS, STRIPES = Group.SOLIDS, Group.STRIPES


def pots(*balls: int, pocket: Pocket | None = FL) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, pocket) for b in balls)


def called(ball: int, *others: int, pocket: Pocket = FL, **kw: Any) -> Shot:
    """The called ``ball`` made in ``pocket`` (``others`` dropped too)."""
    return Shot(pocketed=pots(ball, pocket=pocket) + pots(*others), call=Call(ball, pocket), **kw)


def new_rack(breaker: int = 0) -> EightBall:
    rack = rules.create("eight-ball", "wpa", breaker=breaker)
    assert isinstance(rack, EightBall)
    return rack


def position(
    on_table: set[int],
    groups: tuple[Group | None, Group | None] = (SOLIDS, STRIPES),
    turn: int = 0,
) -> EightBall:
    """A rack in play after the break with the given balls and groups."""
    rack = new_rack()
    st = rack.state
    assert isinstance(st, EightBallState)
    rack._state = dataclasses.replace(
        st,
        on_table=frozenset(on_table),
        groups=groups,
        turn=turn,
        breaking=False,
        ball_in_hand=BallInHand.NONE,
    )
    return rack


def after_break(*balls: int) -> EightBall:
    rack = new_rack()
    rack.push(Shot(pocketed=pots(*balls)))
    return rack


# -- the break (WPA-3.3) -------------------------------------------------------------------------


def test_wpa_is_the_default_eight_ball_ruleset() -> None:
    assert rules.disciplines()["eight-ball"][0] == "wpa"
    assert isinstance(rules.create("eight-ball"), EightBall)
    assert rules.create("eight-ball").ruleset == "wpa"


def test_break_is_from_the_kitchen_without_call_and_any_ball_may_be_hit_first() -> None:
    rack = new_rack()
    assert rack.breaking
    assert rack.ball_in_hand is BallInHand.KITCHEN
    assert rack.legal_targets() == frozenset(range(1, 16))
    assert not rack.call_required()
    assert not rack.safety_allowed()


def test_ball_pocketed_on_break_without_foul_breaker_continues_with_open_table() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(3, 12)))
    assert v.next_player == 0 and not v.turn_over and not v.foul
    assert Reason.LEGAL_BREAK in v.reasons and Reason.TABLE_OPEN in v.reasons
    assert rack.table_open and v.groups == (None, None)
    assert rack.on_table == frozenset(range(1, 16)) - {3, 12}
    assert "WPA-3.3" in v.citations


def test_dry_legal_break_passes_the_turn_without_foul() -> None:
    rack = new_rack()
    v = rack.push(Shot(rails=4))
    assert v.next_player == 1 and not v.foul and v.pending is None
    assert v.reasons == (Reason.LEGAL_BREAK, Reason.DRY_BREAK)
    assert v.ball_in_hand is BallInHand.NONE


def test_illegal_break_is_no_foul_and_incoming_chooses_accept_rerack_or_breaker_rebreaks() -> None:
    rack = new_rack()
    v = rack.push(Shot(rails=3))
    assert not v.foul
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.reason is Reason.ILLEGAL_BREAK
    assert v.pending.options == (
        Option.ACCEPT_TABLE,
        Option.RERACK_AND_BREAK,
        Option.BREAKER_REBREAKS,
    )
    assert rack.foul_counts == (0, 0)


def test_illegal_break_accepted_incoming_shoots_from_where_the_balls_lie() -> None:
    rack = new_rack()
    rack.push(Shot(rails=3))
    v = rack.choose(Option.ACCEPT_TABLE)
    assert v.next_player == 1 and v.ball_in_hand is BallInHand.NONE and not v.rerack
    assert not rack.breaking and rack.call_required()


def test_illegal_break_rerack_and_break_gives_incoming_a_fresh_break() -> None:
    rack = new_rack()
    rack.push(Shot(rails=3))
    v = rack.choose(Option.RERACK_AND_BREAK)
    assert v.rerack and v.next_player == 1
    assert rack.breaking and rack.state.breaker == 1 and rack.turn == 1
    assert rack.on_table == frozenset(range(1, 16))
    assert rack.ball_in_hand is BallInHand.KITCHEN


def test_illegal_break_breaker_rebreaks_gives_the_same_breaker_a_fresh_break() -> None:
    rack = new_rack()
    rack.push(Shot(rails=2))
    v = rack.choose(Option.BREAKER_REBREAKS)
    assert v.rerack and v.next_player == 0
    assert rack.breaking and rack.state.breaker == 0 and rack.turn == 0


def test_eight_on_break_breaker_chooses_spot_the_eight_or_rebreak() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(8, 2)))
    assert v.outcome is None and not v.foul
    assert v.pending is not None and v.pending.chooser == 0
    assert v.pending.reason is Reason.EIGHT_ON_BREAK
    assert v.pending.options == (Option.SPOT_EIGHT_AND_CONTINUE, Option.RERACK_AND_BREAK)


def test_eight_on_break_spotted_and_breaker_continues() -> None:
    rack = new_rack()
    rack.push(Shot(pocketed=pots(8, 2)))
    v = rack.choose(Option.SPOT_EIGHT_AND_CONTINUE)
    assert v.spot == (8,) and v.next_player == 0 and v.ball_in_hand is BallInHand.NONE
    assert 8 in rack.on_table and 2 not in rack.on_table and rack.table_open


def test_eight_on_break_rebreak_by_the_breaker() -> None:
    rack = new_rack(breaker=1)
    rack.push(Shot(pocketed=pots(8)))
    v = rack.choose(Option.RERACK_AND_BREAK)
    assert v.rerack and rack.breaking and rack.state.breaker == 1 and rack.turn == 1


def test_eight_on_break_with_scratch_gives_incoming_the_choice() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(8), cue=CueBall.POCKETED))
    assert v.foul and Foul.SCRATCH in v.fouls and v.outcome is None
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.options == (Option.SPOT_EIGHT_BIH_KITCHEN, Option.RERACK_AND_BREAK)


def test_eight_on_break_with_scratch_spot_the_eight_and_ball_in_hand_kitchen() -> None:
    rack = new_rack()
    rack.push(Shot(pocketed=pots(8), cue=CueBall.POCKETED))
    v = rack.choose(Option.SPOT_EIGHT_BIH_KITCHEN)
    assert v.spot == (8,) and v.next_player == 1
    assert v.ball_in_hand is BallInHand.KITCHEN
    assert Restriction.NO_SHOT_BEHIND_HEAD_STRING in v.restrictions
    assert 8 in rack.on_table


def test_eight_on_break_with_scratch_incoming_may_rerack_and_break() -> None:
    rack = new_rack()
    rack.push(Shot(pocketed=pots(8), cue=CueBall.POCKETED))
    v = rack.choose(Option.RERACK_AND_BREAK)
    assert v.rerack and rack.state.breaker == 1 and rack.breaking


def test_object_ball_off_table_on_break_is_a_foul_and_stays_off() -> None:
    rack = new_rack()
    v = rack.push(Shot(off_table=frozenset({5})))
    assert Foul.OBJECT_BALL_OFF_TABLE in v.fouls
    assert 5 not in rack.on_table and v.spot == ()
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.BIH_KITCHEN)


def test_eight_off_table_on_break_is_spotted_not_lost() -> None:
    rack = new_rack()
    v = rack.push(Shot(off_table=frozenset({8}), pocketed=pots(3)))
    assert v.outcome is None and v.foul and v.spot == (8,)
    assert 8 in rack.on_table


def test_other_foul_on_break_incoming_chooses_accept_table_or_ball_in_hand_kitchen() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(4), fouls=frozenset({Foul.TOUCHED_BALL})))
    assert v.pending is not None and v.pending.options == (Option.ACCEPT_TABLE, Option.BIH_KITCHEN)
    v = rack.choose(Option.BIH_KITCHEN)
    assert v.next_player == 1 and v.ball_in_hand is BallInHand.KITCHEN


def test_scratch_on_break_gives_ball_in_hand_in_the_kitchen() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(4), cue=CueBall.POCKETED))
    assert v.pending is None and v.next_player == 1
    assert v.ball_in_hand is BallInHand.KITCHEN
    assert Restriction.MAY_SPOT_BALL_BEHIND_HEAD_STRING in v.restrictions


# -- after the break (WPA-3.4 to 3.9) ------------------------------------------------------------


def test_every_shot_after_the_break_needs_a_call_or_a_safety() -> None:
    rack = after_break(3)
    assert rack.call_required() and rack.safety_allowed()
    with pytest.raises(MissingCallError):
        rack.push(Shot(pocketed=pots(5)))
    with pytest.raises(MissingCallError):
        rack.push(Shot(pocketed=pots(5), call=Call(5)))
    assert len(rack) == 1


def test_table_open_until_a_called_ball_is_legally_pocketed_which_gives_its_group() -> None:
    rack = after_break(3)
    v = rack.push(called(11, 2))
    assert v.groups == (STRIPES, SOLIDS) and Reason.GROUP_ASSIGNED in v.reasons
    assert v.next_player == 0 and not rack.table_open
    assert rack.legal_targets() == frozenset({9, 10, 12, 13, 14, 15})


def test_open_table_any_ball_but_the_eight_may_be_hit_first() -> None:
    rack = after_break(3)
    assert rack.legal_targets() == frozenset(range(1, 16)) - {3, 8}
    v = rack.push(Shot(call=Call(8, FL)))  # called, not refused: judged as a miss
    assert v.next_player == 1 and not v.foul and v.outcome is None


def test_open_table_eight_hit_first_is_a_foul_and_balls_stay_down() -> None:
    rack = after_break(3)
    v = rack.push(called(5, fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    assert v.foul and v.next_player == 1 and v.ball_in_hand is BallInHand.ANYWHERE
    assert 5 not in rack.on_table and v.spot == ()
    assert rack.table_open


def test_shooter_continues_after_legally_pocketing_the_called_ball_of_the_group() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(called(2))
    assert v.next_player == 0 and v.reasons[0] is Reason.BALL_POCKETED_CONTINUE


def test_other_balls_pocketed_on_a_legal_shot_stay_down() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(called(2, 12))
    assert v.next_player == 0 and v.spot == ()
    assert 12 not in rack.on_table


def test_missed_call_ends_the_inning_without_foul_and_balls_stay_down() -> None:
    rack = position(set(range(1, 16)))
    shot = Shot(pocketed=pots(2, pocket=SL), call=Call(2, FL))
    v = rack.push(shot)
    assert not v.foul and v.next_player == 1 and v.reasons[0] is Reason.MISSED_CALL
    assert 2 not in rack.on_table and v.ball_in_hand is BallInHand.NONE


def test_a_miss_passes_the_turn_without_foul() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(call=Call(2, FL)))
    assert v.reasons[0] is Reason.MISS and v.next_player == 1 and not v.foul


def test_called_safety_ends_the_inning_and_balls_pocketed_stay_down() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=pots(3), call=Call.safety()))
    assert v.reasons[0] is Reason.SAFETY and v.next_player == 1 and not v.foul
    assert 3 not in rack.on_table


def test_object_balls_are_never_spotted_after_the_break() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(call=Call(2, FL), off_table=frozenset({3, 11})))
    assert Foul.OBJECT_BALL_OFF_TABLE in v.fouls and v.spot == ()
    assert not {3, 11} & rack.on_table


def test_eight_legally_pocketed_in_the_called_pocket_after_the_group_wins() -> None:
    rack = position({8, 9, 10}, turn=0)
    assert rack.legal_targets() == frozenset({8})
    v = rack.push(Shot(pocketed=pots(8, pocket=SL), eight_pocket=SL))
    assert v.outcome is not None and v.outcome.winner == 0
    assert v.outcome.reason is OutcomeReason.GAME_BALL
    assert v.outcome.cause is Reason.GAME_BALL_MADE
    with pytest.raises(RackOverError):
        rack.push(Shot(call=Call(9, FL)))


def test_eight_called_with_a_call_on_ball_eight_wins() -> None:
    rack = position({8, 9}, turn=0)
    v = rack.push(called(8))
    assert v.outcome is not None and v.outcome.winner == 0


def _lost(rack: EightBall, shot: Shot, cause: Reason) -> None:
    shooter = rack.turn
    v = rack.push(shot)
    assert v.outcome is not None
    assert v.outcome.winner == 1 - shooter
    assert v.outcome.reason is OutcomeReason.OPPONENT_LOST
    assert v.outcome.cause is cause
    assert "WPA-3.8" in v.citations
    assert rack.is_over


def test_foul_on_the_shot_that_pockets_the_eight_loses() -> None:
    shot = Shot(pocketed=pots(8), eight_pocket=FL, fouls=frozenset({Foul.DOUBLE_HIT}))
    _lost(position({8, 9}), shot, Reason.EIGHT_ON_FOUL)


def test_scratch_on_the_shot_that_pockets_the_eight_loses() -> None:
    shot = Shot(pocketed=pots(8), eight_pocket=FL, cue=CueBall.POCKETED)
    _lost(position({8, 9}), shot, Reason.EIGHT_AND_SCRATCH)


def test_eight_pocketed_before_the_group_is_cleared_loses() -> None:
    _lost(position({1, 2, 8, 9}), called(1, 8), Reason.EIGHT_EARLY)


def test_eight_pocketed_on_an_open_table_loses() -> None:
    rack = after_break(3)
    _lost(rack, called(4, 8), Reason.EIGHT_EARLY)


def test_eight_pocketed_with_the_last_ball_of_the_group_loses() -> None:
    _lost(position({1, 8, 9}), called(1, 8), Reason.EIGHT_WITH_LAST_GROUP_BALL)


def test_eight_in_a_pocket_other_than_the_called_one_loses() -> None:
    shot = Shot(pocketed=pots(8, pocket=SL), eight_pocket=FL)
    _lost(position({8, 9}), shot, Reason.EIGHT_WRONG_POCKET)


def test_eight_pocketed_on_a_called_safety_loses_as_not_called() -> None:
    shot = Shot(pocketed=pots(8), call=Call.safety())
    _lost(position({8, 9}), shot, Reason.EIGHT_NOT_CALLED)


def test_eight_driven_off_the_table_loses() -> None:
    shot = Shot(call=Call(2, FL), off_table=frozenset({8}))
    _lost(position({2, 8, 9}), shot, Reason.EIGHT_OFF_TABLE)


def test_foul_gives_ball_in_hand_anywhere() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(call=Call(2, FL), cue=CueBall.POCKETED))
    assert v.ball_in_hand is BallInHand.ANYWHERE and v.next_player == 1
    assert v.restrictions == frozenset() and v.pending is None
    assert "WPA-3.9" in v.citations and "WPA-6.1" in v.citations


def test_several_fouls_on_one_shot_are_one_foul() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(
        Shot(call=Call(2, FL), cue=CueBall.POCKETED, fouls=frozenset({Foul.WRONG_BALL_FIRST}))
    )
    assert v.fouls == {Foul.SCRATCH, Foul.WRONG_BALL_FIRST}
    assert v.foul_counts == (1, 0)


def test_no_three_foul_rule_in_wpa_eight_ball_but_fouls_are_counted() -> None:
    rack = position(set(range(1, 16)))
    foul = Shot(call=Call.safety(), fouls=frozenset({Foul.NO_RAIL}))
    for _ in range(3):
        v = rack.push(foul)
        assert v.warning is None
        rack.push(Shot(call=Call.safety()))
    assert v.outcome is None and not rack.is_over
    assert rack.foul_counts == (3, 0)


def test_legal_shot_resets_the_consecutive_foul_count() -> None:
    rack = position(set(range(1, 16)))
    rack.push(Shot(call=Call.safety(), fouls=frozenset({Foul.NO_RAIL})))
    rack.push(Shot(call=Call.safety(), fouls=frozenset({Foul.NO_RAIL})))
    assert rack.foul_counts == (1, 1)
    rack.push(Shot(call=Call.safety()))
    assert rack.foul_counts == (0, 1)


# -- undo and errors (docs/rulings.md §0) ----------------------------------------------------------


def test_pop_undoes_a_rerack() -> None:
    rack = new_rack()
    rack.push(Shot(rails=1))
    before = rack.state
    rack.choose(Option.BREAKER_REBREAKS)
    rack.pop()
    assert rack.state == before and rack.pending is not None


def test_impossible_input_is_refused_and_changes_nothing() -> None:
    rack = after_break(3)
    before = rack.state
    with pytest.raises(BallNotOnTableError):
        rack.push(called(4, 3))
    with pytest.raises(BallPocketedTwiceError):
        rack.push(Shot(pocketed=pots(4, 4), call=Call(4, FL)))
    with pytest.raises(UnknownBallError):
        rack.push(Shot(pocketed=pots(16), call=Call(4, FL)))
    with pytest.raises(CallNotOnTableError):
        rack.push(Shot(call=Call(3, FL)))
    with pytest.raises(PushOutNotAllowedError):
        rack.push(Shot(push_out=True))
    with pytest.raises(InconsistentShotError):
        rack.push(Shot(pocketed=pots(4), off_table=frozenset({4}), call=Call(4, FL)))
    assert rack.state == before


def test_calling_an_opponent_ball_is_judged_not_refused() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=pots(12, pocket=FL), call=Call(12, FL)))
    assert v.next_player == 1 and v.reasons[0] is Reason.MISSED_CALL and not v.foul
    assert 12 not in rack.on_table and v.citations


def test_wpa_3_6_the_opponent_ball_alone_needs_no_call_and_ends_the_inning() -> None:
    """The player on solids pockets only a stripe: the call cannot change the verdict."""
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=pots(11, pocket=SL)))
    assert v.next_player == 1 and v.reasons[0] is Reason.MISSED_CALL and not v.foul
    assert "WPA-3.6" in v.citations


def test_wpa_3_8_the_eight_early_needs_no_call_and_loses() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=pots(8, pocket=SL)))
    assert v.outcome is not None and v.outcome.winner == 1
    assert v.outcome.cause is Reason.EIGHT_EARLY and "WPA-3.8" in v.citations


def test_the_eight_called_in_two_pockets_is_refused() -> None:
    rack = position({8, 9})
    with pytest.raises(InconsistentShotError):
        rack.push(Shot(call=Call(8, FL), eight_pocket=SL))
    with pytest.raises(InconsistentShotError):
        rack.push(Shot(call=Call.safety(), eight_pocket=SL))


def test_safety_is_not_allowed_on_the_break() -> None:
    with pytest.raises(SafetyNotAllowedError):
        new_rack().push(Shot(call=Call.safety(), rails=4))


def test_break_with_nothing_pocketed_needs_the_rail_count() -> None:
    with pytest.raises(RailsCountRequiredError):
        new_rack().push(Shot())


def test_choices_are_checked() -> None:
    rack = new_rack()
    with pytest.raises(NoChoicePendingError):
        rack.choose(Option.ACCEPT_TABLE)
    rack.push(Shot(rails=0))
    with pytest.raises(ChoicePendingError):
        rack.push(Shot(call=Call.safety()))
    with pytest.raises(InvalidOptionError):
        rack.choose(Option.EQUALISE)
    assert rack.legal_targets() == frozenset() and not rack.call_required()


def test_a_miss_or_a_foul_needs_no_call_because_the_call_cannot_change_the_verdict() -> None:
    import rules as _rules
    from rules import Foul as _Foul
    from rules import Pocket as _Pocket
    from rules import Pocketed as _Pocketed
    from rules import Shot as _Shot

    rack = _rules.create("eight-ball", "wpa", breaker=0)
    rack.push(_Shot(pocketed=(_Pocketed(3, _Pocket.FOOT_LEFT),), rails=4))
    v = rack.push(_Shot())  # a miss: nothing pocketed, no call needed (WPA-3.6)
    assert v.next_player == 1 and not v.foul
    v = rack.push(_Shot(fouls=frozenset({_Foul.SLOW_PLAY})))  # the shot clock ran out
    assert v.foul and v.next_player == 0
    with pytest.raises(_rules.MissingCallError):
        rack.push(_Shot(pocketed=(_Pocketed(4, _Pocket.SIDE_LEFT),)))
