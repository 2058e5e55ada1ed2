"""Eight-ball under RFEB rules: one test per line of docs/rulings.md §3, each against the WPA
ruling it changes where there is one."""

from __future__ import annotations

import dataclasses

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
from rules.eight_ball_rfeb import EightBallRfeb
from rules.errors import FoulNotInRulesError, MissingCallError

FL, SL = Pocket.FOOT_LEFT, Pocket.SIDE_LEFT
SOLIDS, STRIPES = Group.SOLIDS, Group.STRIPES


def pots(*balls: int, pocket: Pocket | None = FL) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, pocket) for b in balls)


def new_rack(ruleset: str = "rfeb", breaker: int = 0) -> EightBall:
    rack = rules.create("eight-ball", ruleset, breaker=breaker)
    assert isinstance(rack, EightBall)
    return rack


def position(
    on_table: set[int],
    groups: tuple[Group | None, Group | None] = (SOLIDS, STRIPES),
    turn: int = 0,
    ruleset: str = "rfeb",
) -> EightBall:
    rack = new_rack(ruleset)
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


def after_break(*balls: int, ruleset: str = "rfeb") -> EightBall:
    rack = new_rack(ruleset)
    rack.push(Shot(pocketed=pots(*balls)))
    return rack


def test_rfeb_ruleset_is_registered() -> None:
    assert "rfeb" in rules.disciplines()["eight-ball"]
    assert isinstance(rules.create("eight-ball", "rfeb"), EightBallRfeb)


# -- the break -----------------------------------------------------------------------------------


def test_illegal_break_is_no_foul_and_incoming_accepts_or_reracks_and_breaks() -> None:
    rack = new_rack()
    v = rack.push(Shot(rails=3))
    assert not v.foul and v.pending is not None and v.pending.chooser == 1
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.RERACK_AND_BREAK)
    assert "RFEB-Art.10" in v.citations


def test_illegal_break_offers_no_breaker_rebreak_unlike_wpa() -> None:
    wpa = new_rack("wpa").push(Shot(rails=3)).pending
    rfeb = new_rack().push(Shot(rails=3)).pending
    assert wpa is not None and rfeb is not None
    assert Option.BREAKER_REBREAKS in wpa.options
    assert Option.BREAKER_REBREAKS not in rfeb.options


def test_illegal_break_rerack_and_break_is_made_by_incoming() -> None:
    rack = new_rack()
    rack.push(Shot(rails=3))
    v = rack.choose(Option.RERACK_AND_BREAK)
    assert v.rerack and rack.breaking and rack.state.breaker == 1 and rack.turn == 1
    assert rack.on_table == frozenset(range(1, 16))


def test_eight_on_break_neither_wins_nor_loses_and_breaker_chooses() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(8, 3)))
    assert v.outcome is None and not v.foul
    assert v.pending is not None and v.pending.chooser == 0
    assert v.pending.options == (Option.SPOT_EIGHT_AND_CONTINUE, Option.RERACK_AND_BREAK)
    assert "RFEB-Art.9" in v.citations


def test_eight_on_break_rerack_and_break_again_by_the_same_breaker() -> None:
    rack = new_rack(breaker=1)
    rack.push(Shot(pocketed=pots(8)))
    v = rack.choose(Option.RERACK_AND_BREAK)
    assert v.rerack and rack.state.breaker == 1 and rack.turn == 1 and rack.breaking


def test_eight_on_break_spotted_and_the_breaker_continues() -> None:
    rack = new_rack()
    rack.push(Shot(pocketed=pots(8, 3)))
    v = rack.choose(Option.SPOT_EIGHT_AND_CONTINUE)
    assert v.spot == (8,) and v.next_player == 0 and 8 in rack.on_table


def test_eight_and_scratch_on_break_spots_the_eight_and_gives_incoming_kitchen_no_choice() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(8, 3), cue=CueBall.POCKETED))
    assert v.outcome is None and v.pending is None
    assert v.spot == (8,) and 8 in rack.on_table and 3 not in rack.on_table
    assert v.next_player == 1 and v.ball_in_hand is BallInHand.KITCHEN
    assert Restriction.NO_SHOT_BEHIND_HEAD_STRING in v.restrictions
    assert rack.table_open and "RFEB-Art.11" in v.citations


def test_scratch_on_a_legal_break_balls_stay_down_open_table_kitchen_no_shot_behind_line() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(2, 11), cue=CueBall.POCKETED))
    assert Foul.SCRATCH in v.fouls and v.pending is None
    assert not {2, 11} & rack.on_table and v.spot == ()
    assert rack.table_open
    assert v.ball_in_hand is BallInHand.KITCHEN
    assert v.restrictions == frozenset({Restriction.NO_SHOT_BEHIND_HEAD_STRING})


def test_scratch_on_break_gives_no_choice_unlike_wpa_eight_and_scratch() -> None:
    wpa = new_rack("wpa").push(Shot(pocketed=pots(8), cue=CueBall.POCKETED))
    rfeb = new_rack().push(Shot(pocketed=pots(8), cue=CueBall.POCKETED))
    assert wpa.pending is not None and rfeb.pending is None


# -- after the break -----------------------------------------------------------------------------


def test_open_table_the_eight_may_be_hit_first() -> None:
    rack = after_break(3)
    assert 8 in rack.legal_targets()
    assert 8 not in after_break(3, ruleset="wpa").legal_targets()


def test_open_table_eight_first_pocketing_a_group_ball_is_legal_and_takes_the_group() -> None:
    rack = after_break(3)
    v = rack.push(Shot(pocketed=pots(12), call=Call(12, FL)))
    assert not v.foul and v.next_player == 0 and v.groups == (STRIPES, SOLIDS)


def test_obvious_ball_needs_no_call() -> None:
    rack = position(set(range(1, 16)))
    assert not rack.call_required()
    v = rack.push(Shot(pocketed=pots(4)))
    assert v.next_player == 0 and v.reasons[0] is Reason.BALL_POCKETED_CONTINUE


def test_obvious_ball_with_pocket_untold_counts_as_called() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=pots(4, pocket=None)))
    assert v.next_player == 0


def test_wpa_refuses_the_same_uncalled_shot() -> None:
    with pytest.raises(MissingCallError):
        position(set(range(1, 16)), ruleset="wpa").push(Shot(pocketed=pots(4)))


def test_called_ball_not_pocketed_as_called_ends_the_inning_no_foul_others_stay_down() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=(Pocketed(4, SL), Pocketed(5, FL)), call=Call(4, FL)))
    assert not v.foul and v.next_player == 1 and v.reasons[0] is Reason.MISSED_CALL
    assert not {4, 5} & rack.on_table


def test_called_ball_without_pocket_is_loss_of_turn_not_foul() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=pots(4), call=Call(4)))
    assert not v.foul and v.next_player == 1


def test_safety_may_pocket_an_obvious_ball_and_still_end_the_inning() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(pocketed=pots(4), call=Call.safety()))
    assert v.reasons[0] is Reason.SAFETY and v.next_player == 1 and not v.foul
    assert 4 not in rack.on_table


def test_group_is_chosen_when_a_ball_is_legally_pocketed_after_the_break_not_on_it() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(2, 3)))
    assert v.groups == (None, None)
    v = rack.push(Shot(pocketed=pots(5)))
    assert v.groups == (SOLIDS, STRIPES) and Reason.GROUP_ASSIGNED in v.reasons


def test_uncalled_balls_of_both_groups_on_an_open_table_do_not_choose_a_group() -> None:
    rack = after_break(3)
    v = rack.push(Shot(pocketed=pots(5, 12)))
    assert v.groups == (None, None) and v.next_player == 1 and not v.foul


def test_object_balls_off_the_table_are_a_foul_and_all_are_spotted() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(call=Call(2, FL), off_table=frozenset({12, 3})))
    assert Foul.OBJECT_BALL_OFF_TABLE in v.fouls
    assert v.spot == (3, 12) and {3, 12} <= rack.on_table
    assert "RFEB-Art.20" in v.citations


def test_object_balls_off_the_table_on_the_break_are_spotted_with_ball_in_hand_anywhere() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(1), off_table=frozenset({8, 9})))
    assert v.outcome is None and v.spot == (8, 9) and {8, 9} <= rack.on_table
    assert v.ball_in_hand is BallInHand.ANYWHERE and v.next_player == 1


def test_foul_gives_ball_in_hand_anywhere() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(fouls=frozenset({Foul.NO_RAIL})))
    assert v.ball_in_hand is BallInHand.ANYWHERE and v.restrictions == frozenset()
    assert "RFEB-Art.17" in v.citations


def test_slow_play_after_the_clock_is_a_foul_with_ball_in_hand() -> None:
    rack = position(set(range(1, 16)))
    v = rack.push(Shot(fouls=frozenset({Foul.SLOW_PLAY})))
    assert v.fouls == {Foul.SLOW_PLAY} and v.ball_in_hand is BallInHand.ANYWHERE


def _lost(rack: EightBall, shot: Shot, cause: Reason) -> None:
    v = rack.push(shot)
    assert v.outcome is not None and v.outcome.winner == 1
    assert v.outcome.reason is OutcomeReason.OPPONENT_LOST and v.outcome.cause is cause
    assert "RFEB-Art.25" in v.citations


def test_foul_while_pocketing_the_eight_loses() -> None:
    shot = Shot(pocketed=pots(8), eight_pocket=FL, fouls=frozenset({Foul.DOUBLE_HIT}))
    _lost(position({8, 9}), shot, Reason.EIGHT_ON_FOUL)


def test_eight_with_the_last_group_ball_loses() -> None:
    _lost(position({7, 8, 9}), Shot(pocketed=pots(7, 8)), Reason.EIGHT_WITH_LAST_GROUP_BALL)


def test_eight_off_the_table_after_the_break_loses() -> None:
    _lost(position({7, 8, 9}), Shot(off_table=frozenset({8})), Reason.EIGHT_OFF_TABLE)


def test_eight_in_a_pocket_not_called_loses() -> None:
    shot = Shot(pocketed=pots(8, pocket=SL), eight_pocket=FL)
    _lost(position({8, 9}), shot, Reason.EIGHT_WRONG_POCKET)


def test_eight_before_the_group_is_cleared_loses() -> None:
    _lost(position({6, 7, 8, 9}), Shot(pocketed=pots(7, 8)), Reason.EIGHT_EARLY)


def test_eight_and_the_cue_ball_on_the_same_shot_loses() -> None:
    shot = Shot(pocketed=pots(8), eight_pocket=FL, cue=CueBall.POCKETED)
    _lost(position({8, 9}), shot, Reason.EIGHT_AND_SCRATCH)


def test_eight_legally_in_the_called_pocket_wins() -> None:
    v = position({8, 9}).push(Shot(pocketed=pots(8), eight_pocket=FL))
    assert v.outcome is not None and v.outcome.winner == 0
    assert v.outcome.reason is OutcomeReason.GAME_BALL


def test_the_eight_pocket_must_always_be_called() -> None:
    rack = position({8, 9})
    assert rack.call_required()
    with pytest.raises(MissingCallError):
        rack.push(Shot(pocketed=pots(8)))
    v = rack.push(Shot(call=Call(8)))  # missed: the pocket could not change the verdict
    assert v.next_player == 1 and not v.foul


def test_calling_an_opponent_ball_is_judged_not_refused() -> None:
    v = position(set(range(1, 16))).push(Shot(call=Call(12, FL)))
    assert v.next_player == 1 and not v.foul and v.citations


def test_rfeb_art_24_on_the_eight_an_opponent_ball_alone_needs_no_call() -> None:
    v = position({8, 9}).push(Shot(pocketed=pots(9)))
    assert v.next_player == 1 and v.outcome is None and not v.foul


def test_rfeb_art_12_bad_cue_ball_placement_is_not_a_foul_and_its_code_is_refused() -> None:
    rack = position(set(range(1, 16)))
    assert Foul.BAD_CUE_BALL_PLACEMENT not in rack.entry_hints().fouls
    before = rack.state
    with pytest.raises(FoulNotInRulesError):
        rack.push(Shot(fouls=frozenset({Foul.BAD_CUE_BALL_PLACEMENT})))
    assert rack.state == before
    wpa = rules.create("eight-ball", "wpa")
    assert Foul.BAD_CUE_BALL_PLACEMENT in wpa.entry_hints().fouls


def test_three_consecutive_fouls_do_not_lose() -> None:
    rack = position(set(range(1, 16)))
    for _ in range(3):
        v = rack.push(Shot(fouls=frozenset({Foul.NO_RAIL})))
        assert v.warning is None
        rack.push(Shot())
    assert not rack.is_over and rack.foul_counts == (3, 0)
