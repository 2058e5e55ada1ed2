"""The rulings corrected by the audit against the seeds, one test per ruling, named after the
rule (docs/rulings.md §0, §3, §5, §6)."""

from __future__ import annotations

import pytest

import rules
from rules import Call, Foul, Option, Pocket, Pocketed, Reason, Shot
from rules.errors import FoulNotInRulesError, TooManyBallsError

FL = Pocket.FOOT_LEFT


def made(*balls: int) -> tuple[Pocketed, ...]:
    return tuple(Pocketed(b, FL) for b in balls)


def test_wpa_2_5_nine_ball_safety_is_a_tag_and_a_legally_pocketed_ball_continues() -> None:
    rack = rules.create("nine-ball")
    rack.push(Shot(pocketed=made(2)))
    v = rack.push(Shot(pocketed=made(1, 5), call=Call.safety()))
    assert v.next_player == 0 and not v.turn_over and not v.foul
    assert v.citations == ("WPA-2.5",)


def test_10b_5_ten_ball_combination_is_never_obvious() -> None:
    rack = rules.create("ten-ball")
    rack.push(Shot(pocketed=made(2)))
    v = rack.push(Shot(pocketed=made(6)))  # no call, the 1 is the lowest
    assert v.pending is not None and v.pending.options == (Option.ACCEPT_TABLE, Option.HAND_BACK)
    assert v.pending.chooser == 1 and Reason.MISSED_CALL in v.reasons
    assert {"10B-5", "10B-7"} <= set(v.citations)
    v = rack.choose(Option.ACCEPT_TABLE)
    v = rack.push(Shot(pocketed=made(1)))  # the lowest alone: obvious
    assert v.next_player == 1 and v.pending is None


def test_rfeb_art_12_cue_ball_placed_in_front_of_the_head_string_is_placed_again() -> None:
    for ruleset in ("rfeb",):
        rack = rules.create("eight-ball", ruleset)
        assert Foul.BAD_CUE_BALL_PLACEMENT not in rack.entry_hints().fouls
        with pytest.raises(FoulNotInRulesError):
            rack.push(Shot(fouls=frozenset({Foul.BAD_CUE_BALL_PLACEMENT})))
        assert len(rack) == 0


def test_rulings_0_more_balls_to_a_rail_or_across_the_head_string_than_on_the_table() -> None:
    rack = rules.create("nine-ball", options=rules.RackOptions(three_ball_break=True))
    with pytest.raises(TooManyBallsError):
        rack.push(Shot(rails=10))
    with pytest.raises(TooManyBallsError):
        rack.push(Shot(rails=4, head_string_crossings=10))
    eight = rules.create("eight-ball")
    with pytest.raises(TooManyBallsError):
        eight.push(Shot(rails=16))
    assert len(rack) == 0 and len(eight) == 0
    v = rack.push(Shot(rails=9, head_string_crossings=9))  # as many as on the table: possible
    assert not v.foul


def test_wpa_4_9_the_foul_menu_lists_only_fouls_of_the_discipline() -> None:
    game = rules.create("straight-pool")
    assert Foul.WRONG_BALL_FIRST not in game.entry_hints().fouls
    with pytest.raises(FoulNotInRulesError):
        game.push(Shot(cue_and_two_to_rail=True, fouls=frozenset({Foul.WRONG_BALL_FIRST})))
    for discipline, rulesets in rules.disciplines().items():
        for ruleset in rulesets:
            hints = rules.create(discipline, ruleset).entry_hints()
            assert set(hints.fouls) <= set(rules.CALLED_FOULS)
            static = rules.rack_class(discipline, ruleset).rules_hints().fouls
            assert set(hints.fouls) <= set(static) <= set(rules.CALLED_FOULS)
            assert (Foul.WRONG_BALL_FIRST in static) == (discipline != "straight-pool")


def test_engine_derived_fouls_are_not_entered_by_hand() -> None:
    rack = rules.create("nine-ball")
    with pytest.raises(FoulNotInRulesError):
        rack.push(Shot(rails=4, fouls=frozenset({Foul.ILLEGAL_BREAK})))
