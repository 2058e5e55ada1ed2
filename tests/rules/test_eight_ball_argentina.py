"""Eight-ball under Argentine rules: one test per line of docs/rulings.md §4 and the seed's
sections."""

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
from rules.eight_ball_argentina import EightBallArgentina
from rules.errors import InvalidOptionError, RailsCountRequiredError, SafetyNotAllowedError

FL, SL = Pocket.FOOT_LEFT, Pocket.SIDE_LEFT
SOLIDS, STRIPES = Group.SOLIDS, Group.STRIPES
KITCHEN_RULES = frozenset(
    {Restriction.NO_SHOT_BEHIND_HEAD_STRING, Restriction.MAY_SPOT_BALL_BEHIND_HEAD_STRING}
)


def pots(*balls: int, pocket: Pocket | None = FL) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, pocket) for b in balls)


def new_rack(breaker: int = 0) -> EightBallArgentina:
    rack = rules.create("eight-ball", "argentina", breaker=breaker)
    assert isinstance(rack, EightBallArgentina)
    return rack


def position(
    on_table: set[int],
    groups: tuple[Group | None, Group | None] = (SOLIDS, STRIPES),
    turn: int = 0,
    foul_counts: tuple[int, int] = (0, 0),
) -> EightBallArgentina:
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
        foul_counts=foul_counts,
    )
    return rack


def foul(**kw: Any) -> Shot:
    return Shot(fouls=frozenset({Foul.DOUBLE_HIT}), **kw)


ALL = set(range(1, 16))


def test_argentine_ruleset_is_registered() -> None:
    assert "argentina" in rules.disciplines()["eight-ball"]
    assert isinstance(rules.create("eight-ball", "argentina"), EightBall)


def test_no_call_is_required_and_no_safety_is_called() -> None:
    rack = position(ALL)
    assert not rack.call_required() and not rack.safety_allowed()
    with pytest.raises(SafetyNotAllowedError):
        rack.push(Shot(call=Call.safety()))
    v = rack.push(Shot(pocketed=pots(3)))
    assert v.next_player == 0


# -- the break (ARG-Apertura) --------------------------------------------------------------------


def test_illegal_break_is_an_infraction_and_incoming_chooses_accept_kitchen_or_break_again() -> (
    None
):
    rack = new_rack()
    v = rack.push(Shot(rails=3))
    assert v.fouls == {Foul.ILLEGAL_BREAK} and v.foul_counts == (1, 0)
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.reason is Reason.ILLEGAL_BREAK
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.BIH_KITCHEN, Option.BREAK_AGAIN_MYSELF)


def test_illegal_break_incoming_breaks_again_themself() -> None:
    rack = new_rack()
    rack.push(Shot(rails=3))
    v = rack.choose(Option.BREAK_AGAIN_MYSELF)
    assert v.rerack and rack.breaking and rack.state.breaker == 1 and rack.turn == 1
    assert rack.on_table == frozenset(ALL)


def test_illegal_break_ball_in_hand_is_behind_the_head_string() -> None:
    rack = new_rack()
    rack.push(Shot(rails=3))
    v = rack.choose(Option.BIH_KITCHEN)
    assert v.ball_in_hand is BallInHand.KITCHEN and v.restrictions == KITCHEN_RULES


def test_break_with_nothing_pocketed_needs_the_rail_count() -> None:
    with pytest.raises(RailsCountRequiredError):
        new_rack().push(Shot(off_table=frozenset({3})))


def test_ball_pocketed_on_the_break_continues_with_an_open_table() -> None:
    rack = new_rack()
    v = rack.push(Shot(pocketed=pots(2, 10)))
    assert v.next_player == 0 and not v.foul and rack.table_open


def test_open_table_the_group_played_must_be_declared() -> None:
    rack = new_rack()
    rack.push(Shot(pocketed=pots(2)))
    assert rack.needs_declaration()
    v = rack.push(Shot(pocketed=pots(3)))
    assert v.fouls == {Foul.GROUP_NOT_DECLARED} and v.next_player == 1
    assert rack.table_open


def test_open_table_stays_open_until_a_declared_group_ball_is_legally_pocketed() -> None:
    rack = new_rack()
    rack.push(Shot(pocketed=pots(2)))
    v = rack.push(Shot(pocketed=pots(11), declared_group=SOLIDS))
    assert rack.table_open and v.next_player == 1 and not v.foul
    v = rack.push(Shot(pocketed=pots(12), declared_group=STRIPES))
    assert v.groups == (SOLIDS, STRIPES) and Reason.GROUP_ASSIGNED in v.reasons
    assert v.next_player == 1


def test_eight_on_the_break_wins() -> None:
    v = new_rack().push(Shot(pocketed=pots(8, 3)))
    assert v.outcome is not None and v.outcome.winner == 0
    assert v.outcome.reason is OutcomeReason.GAME_BALL_ON_BREAK


def test_eight_on_the_break_wins_unlike_wpa_and_rfeb() -> None:
    for ruleset in ("wpa", "rfeb"):
        v = rules.create("eight-ball", ruleset).push(Shot(pocketed=pots(8)))
        assert v.outcome is None and v.pending is not None


def test_eight_on_the_break_with_a_scratch_loses() -> None:
    v = new_rack().push(Shot(pocketed=pots(8), cue=CueBall.POCKETED))
    assert v.outcome is not None and v.outcome.winner == 1
    assert v.outcome.reason is OutcomeReason.OPPONENT_LOST
    assert v.outcome.cause is Reason.EIGHT_ON_BREAK_SCRATCH


def test_eight_on_the_break_with_the_cue_ball_off_the_table_loses() -> None:
    v = new_rack().push(Shot(pocketed=pots(8), cue=CueBall.OFF_TABLE))
    assert v.outcome is not None and v.outcome.winner == 1


def test_eight_off_the_table_on_the_break_loses() -> None:
    v = new_rack().push(Shot(pocketed=pots(3), off_table=frozenset({8})))
    assert v.outcome is not None and v.outcome.cause is Reason.EIGHT_OFF_TABLE


# -- infractions and their sanction (ARG-Sanciones) ----------------------------------------------


def test_infraction_incoming_chooses_accept_position_or_ball_in_hand_kitchen() -> None:
    rack = position(ALL)
    v = rack.push(foul())
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.options == (Option.ACCEPT_TABLE, Option.BIH_KITCHEN)
    v = rack.choose(Option.BIH_KITCHEN)
    assert v.ball_in_hand is BallInHand.KITCHEN and v.next_player == 1
    assert Restriction.MAY_SPOT_BALL_BEHIND_HEAD_STRING in v.restrictions


def test_ball_in_hand_is_always_kitchen_unlike_wpa_anywhere() -> None:
    rack = position(ALL)
    v = rack.push(Shot(cue=CueBall.POCKETED))
    assert v.pending is None and v.ball_in_hand is BallInHand.KITCHEN
    wpa = rules.create("eight-ball", "wpa")
    wpa.push(Shot(pocketed=pots(2)))
    assert (
        wpa.push(Shot(call=Call(3, FL), cue=CueBall.POCKETED)).ball_in_hand is BallInHand.ANYWHERE
    )


def test_infraction_when_incoming_is_on_the_eight_offers_spot_the_eight_with_kitchen() -> None:
    rack = position({1, 2, 8})
    v = rack.push(foul())
    assert v.pending is not None
    assert v.pending.options == (
        Option.ACCEPT_TABLE,
        Option.BIH_KITCHEN,
        Option.SPOT_EIGHT_BIH_KITCHEN,
    )
    v = rack.choose(Option.SPOT_EIGHT_BIH_KITCHEN)
    assert v.spot == (8,) and v.ball_in_hand is BallInHand.KITCHEN and 8 in rack.on_table


def test_legal_shot_pocketing_own_and_opponent_balls_continues() -> None:
    rack = position(ALL)
    v = rack.push(Shot(pocketed=pots(3, 12)))
    assert v.next_player == 0 and not v.foul and not {3, 12} & rack.on_table


def test_legal_shot_pocketing_only_opponent_balls_ends_the_inning() -> None:
    rack = position(ALL)
    v = rack.push(Shot(pocketed=pots(12)))
    assert v.next_player == 1 and not v.foul


def test_own_balls_pocketed_on_an_infraction_offer_incoming_to_equalise() -> None:
    rack = position(ALL)
    v = rack.push(foul(pocketed=pots(3, 4)))
    assert v.pending is not None and v.pending.chooser == 1
    assert v.pending.options == (Option.EQUALISE, Option.DECLINE_EQUALISE)
    assert v.pending.reason is Reason.OWN_BALLS_POCKETED_ON_FOUL
    v = rack.choose(Option.EQUALISE)
    assert Reason.BALLS_EQUALISED in v.reasons
    assert not {9, 10} & rack.on_table and {11, 12, 13, 14, 15} <= rack.on_table
    assert v.pending is not None and v.pending.options == (Option.ACCEPT_TABLE, Option.BIH_KITCHEN)
    v = rack.choose(Option.ACCEPT_TABLE)
    assert v.next_player == 1 and v.ball_in_hand is BallInHand.NONE


def test_arg_equalise_the_incoming_player_picks_which_own_balls_to_remove() -> None:
    rack = position(ALL)
    rack.push(foul(pocketed=pots(3, 4)))
    hints = rack.entry_hints()
    assert hints.pick == 2 and hints.pick_from == frozenset({9, 10, 11, 12, 13, 14, 15})
    before = rack.state
    for wrong in ({12}, {12, 13, 14}, {12, 5}, {12, 8}):
        with pytest.raises(InvalidOptionError):
            rack.choose(Option.EQUALISE, frozenset(wrong))
        assert rack.state == before
    with pytest.raises(InvalidOptionError):
        rack.choose(Option.DECLINE_EQUALISE, frozenset({12, 13}))
    v = rack.choose(Option.EQUALISE, frozenset({12, 15}))
    assert v.removed == (12, 15) and Reason.BALLS_EQUALISED in v.reasons
    assert not {12, 15} & rack.on_table and {9, 10, 11, 13, 14} <= rack.on_table
    assert "ARG-Bolas embocadas antireglamentariamente" in v.citations
    assert rack.entry_hints().pick == 0
    rack.pop()
    assert rack.state == before


def test_equalise_may_be_declined() -> None:
    rack = position(ALL)
    rack.push(foul(pocketed=pots(3)))
    v = rack.choose(Option.DECLINE_EQUALISE)
    assert rack.on_table == frozenset(ALL - {3})
    assert v.pending is not None and Option.BIH_KITCHEN in v.pending.options


def test_equalising_the_last_balls_puts_incoming_on_the_eight_with_its_option() -> None:
    rack = position({1, 2, 3, 8, 15})
    rack.push(foul(pocketed=pots(1, 2), cue=CueBall.POCKETED))
    v = rack.choose(Option.EQUALISE)
    assert 15 not in rack.on_table
    assert v.pending is not None
    assert v.pending.options == (Option.BIH_KITCHEN, Option.SPOT_EIGHT_BIH_KITCHEN)


def test_ball_off_the_table_is_spotted_and_is_no_infraction_on_a_legal_shot() -> None:
    rack = position(ALL)
    v = rack.push(Shot(pocketed=pots(2), off_table=frozenset({5})))
    assert not v.foul and v.spot == (5,) and 5 in rack.on_table
    assert v.next_player == 0


def test_opponent_ball_off_the_table_stays_off() -> None:
    rack = position(ALL)
    v = rack.push(Shot(off_table=frozenset({12, 5})))
    assert v.spot == (5,) and 12 not in rack.on_table and 5 in rack.on_table
    assert Reason.OPPONENT_BALL_OFF_TABLE_STAYS_OFF in v.reasons
    assert not v.foul and v.next_player == 1


def test_balls_off_the_table_are_a_foul_in_wpa_but_not_in_argentina() -> None:
    wpa = rules.create("eight-ball", "wpa")
    wpa.push(Shot(pocketed=pots(2)))
    assert wpa.push(Shot(call=Call(3, FL), off_table=frozenset({5}))).foul
    assert not position(ALL).push(Shot(off_table=frozenset({5}))).foul


# -- loss of the rack (ARG-Pérdida del juego) ----------------------------------------------------


def _lost(rack: EightBallArgentina, shot: Shot, cause: Reason) -> None:
    v = rack.push(shot)
    assert v.outcome is not None and v.outcome.winner == 1
    assert v.outcome.cause is cause
    assert "ARG-Pérdida del juego" in v.citations


def test_eight_on_an_illegal_shot_loses() -> None:
    shot = Shot(pocketed=pots(8), eight_pocket=FL, fouls=frozenset({Foul.TOUCHED_BALL}))
    _lost(position({8, 9}), shot, Reason.EIGHT_ON_FOUL)


def test_eight_when_it_is_not_the_legal_object_loses() -> None:
    _lost(position({1, 8, 9}), Shot(pocketed=pots(8), eight_pocket=FL), Reason.EIGHT_EARLY)


def test_eight_on_the_same_stroke_as_the_last_group_balls_loses() -> None:
    shot = Shot(pocketed=pots(1, 2, 8), eight_pocket=FL)
    _lost(position({1, 2, 8, 9}), shot, Reason.EIGHT_WITH_LAST_GROUP_BALL)


def test_scratch_when_the_eight_is_the_legal_object_loses() -> None:
    _lost(position({8, 9}), Shot(cue=CueBall.POCKETED), Reason.SCRATCH_ON_EIGHT)


def test_scratch_is_only_a_foul_when_the_eight_is_not_the_legal_object() -> None:
    v = position({1, 8, 9}).push(Shot(cue=CueBall.POCKETED))
    assert v.outcome is None and v.foul


def test_eight_off_the_table_at_any_time_loses() -> None:
    _lost(position({1, 8, 9}), Shot(off_table=frozenset({8})), Reason.EIGHT_OFF_TABLE)


def test_eight_in_a_pocket_not_designated_loses() -> None:
    shot = Shot(pocketed=pots(8, pocket=SL), eight_pocket=FL)
    _lost(position({8, 9}), shot, Reason.EIGHT_WRONG_POCKET)


def test_eight_without_designating_a_pocket_loses() -> None:
    _lost(position({8, 9}), Shot(pocketed=pots(8)), Reason.EIGHT_NOT_CALLED)


def test_cue_ball_off_the_table_when_the_eight_is_the_legal_object_loses() -> None:
    _lost(position({8, 9}), Shot(cue=CueBall.OFF_TABLE), Reason.CUE_OFF_TABLE_ON_EIGHT)


def test_eight_legally_in_the_designated_pocket_wins() -> None:
    v = position({8, 9}).push(Shot(pocketed=pots(8), call=Call(8, FL)))
    assert v.outcome is not None and v.outcome.winner == 0
    assert v.outcome.reason is OutcomeReason.GAME_BALL


def test_three_consecutive_infractions_lose_the_rack() -> None:
    rack = position(ALL)
    for n in (1, 2):
        v = rack.push(foul())
        assert v.foul_counts[0] == n and v.outcome is None
        rack.choose(Option.ACCEPT_TABLE)
        rack.push(Shot())
    v = rack.push(foul())
    assert v.outcome is not None and v.outcome.winner == 1
    assert v.outcome.reason is OutcomeReason.THREE_FOULS
    assert v.outcome.cause is Reason.THREE_FOULS


def test_player_on_two_infractions_is_warned_coming_to_the_table() -> None:
    rack = position(ALL, foul_counts=(2, 1))
    v = rack.push(Shot())
    assert v.next_player == 1 and v.warning is None
    rack2 = position(ALL, foul_counts=(0, 2))
    v = rack2.push(Shot())
    assert v.warning == 1 and Reason.THIRD_FOUL_WARNING in v.reasons


def test_legal_shot_clears_the_infraction_count() -> None:
    rack = position(ALL, foul_counts=(2, 0))
    v = rack.push(Shot(pocketed=pots(3)))
    assert v.foul_counts == (0, 0)
