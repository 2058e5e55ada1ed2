"""The match rules: races and sets, break rotation, handicaps, 14.1 points, concession,
penalties, stalemate, hill-hill and match ball."""

from __future__ import annotations

import pytest

from rules import BallInHand, Call, Foul, OutcomeReason, Pocket, Pocketed, RackOptions, Shot
from rules.errors import MissingCallError
from scoreboard.match.inputs import (
    ChoiceInput,
    ClockExpiredInput,
    ConcedeMatchInput,
    ConcedeRackInput,
    ForfeitInput,
    Input,
    LagInput,
    PenaltyInput,
    PenaltyKind,
    RackPointInput,
    ShotInput,
    StalemateInput,
    input_from_dict,
)
from scoreboard.match.match import (
    BreakFormat,
    Match,
    MatchConfig,
    MatchConfigError,
    MatchInputError,
    best_of,
)
from scoreboard.match.snapshot import EventKind, MatchEnd

FL = Pocket.FOOT_LEFT
NO_RAIL = frozenset({Foul.NO_RAIL})


def nine(**kw: object) -> Match:
    kw.setdefault("breaker", 0)
    return Match(MatchConfig(discipline="nine-ball", **kw))  # type: ignore[arg-type]


def win_rack(m: Match, player: int) -> None:
    """``player`` wins the nine-ball rack in play with real shots."""
    rack = m.rack
    assert rack is not None
    if rack.turn != player:
        m.apply(ShotInput(Shot(rails=4) if rack.breaking else Shot()))
    assert rack.turn == player
    m.apply(ShotInput(Shot(pocketed=(Pocketed(9, FL),), rails=4 if rack.breaking else None)))


def sp_call(ball: int) -> Shot:
    return Shot(call=Call(ball, FL), pocketed=(Pocketed(ball, FL),))


# -- race arithmetic ------------------------------------------------------------------------


def test_best_of_distances_are_races_to_half_the_racks_plus_one() -> None:
    assert [best_of(n) for n in (7, 9, 11, 15)] == [4, 5, 6, 8]
    with pytest.raises(MatchConfigError):
        best_of(8)


def test_race_to_n_is_won_by_the_first_player_to_n_racks() -> None:
    m = nine(race=(3, 3))
    for p in (0, 1, 1, 0):
        win_rack(m, p)
        assert m.winner is None
    assert m.score == (2, 2)
    events = m.apply(ConcedeRackInput(0))
    assert m.score == (2, 3)
    assert m.winner == 1
    assert m.outcome is not None and m.outcome.reason is MatchEnd.RACE_WON
    assert [e.kind for e in events] == [EventKind.RACK_WON, EventKind.MATCH_WON]


def test_different_races_per_player() -> None:
    m = nine(race=(3, 1))
    win_rack(m, 0)
    win_rack(m, 0)
    assert m.winner is None
    win_rack(m, 1)
    assert m.winner == 1


def test_handicap_start_racks_count_toward_the_race() -> None:
    m = nine(race=(4, 4), start=(0, 2))
    assert m.snapshot().players.score == (0, 2)
    win_rack(m, 1)
    assert m.winner is None
    win_rack(m, 1)
    assert m.winner == 1
    assert m.snapshot().players.racks_won == (0, 2)


@pytest.mark.parametrize(
    "config",
    [
        MatchConfig(discipline="nine-ball", race=(5, 5), start=(5, 0)),
        MatchConfig(
            discipline="straight-pool", options=RackOptions(target=(50, 75)), start=(0, 75)
        ),
    ],
)
def test_a_start_score_reaching_the_race_is_refused(config: MatchConfig) -> None:
    with pytest.raises(MatchConfigError) as info:
        Match(config)
    assert info.value.code == "start-reaches-race"


def test_sets_are_races_in_racks_and_the_match_a_race_in_sets() -> None:
    m = nine(race=(2, 2), sets=best_of(3))
    win_rack(m, 0)
    win_rack(m, 0)
    s = m.snapshot()
    assert s.players.sets == (1, 0) and s.players.score == (0, 0) and s.set_number == 2
    win_rack(m, 1)
    win_rack(m, 1)
    s = m.snapshot()
    assert s.players.sets == (1, 1) and s.set_number == 3 and m.winner is None
    win_rack(m, 0)
    events = m.apply(ConcedeRackInput(1))
    assert [e.kind for e in events] == [EventKind.RACK_WON, EventKind.SET_WON, EventKind.MATCH_WON]
    assert m.winner == 0 and m.snapshot().players.sets == (2, 1)
    assert m.snapshot().players.racks_won == (4, 2)


def test_handicap_start_applies_to_every_set() -> None:
    m = nine(race=(3, 3), sets=2, start=(1, 0))
    win_rack(m, 0)
    win_rack(m, 0)
    assert m.snapshot().players.sets == (1, 0)
    assert m.snapshot().players.score == (1, 0)


# -- who breaks -----------------------------------------------------------------------------


def breakers(fmt: BreakFormat, winners: list[int]) -> list[int | None]:
    m = nine(race=(9, 9), break_format=fmt)
    out = []
    for w in winners:
        out.append(m.breaker)
        win_rack(m, w)
    out.append(m.breaker)
    return out


def test_winner_breaks_by_default() -> None:
    assert breakers(BreakFormat.WINNER, [1, 1, 0]) == [0, 1, 1, 0]


def test_alternate_breaks_whoever_wins() -> None:
    assert breakers(BreakFormat.ALTERNATE, [0, 0, 1]) == [0, 1, 0, 1]


def test_loser_breaks() -> None:
    assert breakers(BreakFormat.LOSER, [0, 0, 1]) == [0, 1, 1, 0]


def test_lag_winner_chooses_to_break_or_pass() -> None:
    m = Match(MatchConfig(discipline="nine-ball"))
    assert m.snapshot().rack.awaiting_lag
    with pytest.raises(MatchInputError) as info:
        m.apply(ShotInput(Shot(rails=4)))
    assert info.value.code == "lag-required"
    events = m.apply(LagInput(winner=1, breaks=False))
    assert m.breaker == 0 and m.rack is not None and m.rack.turn == 0
    assert events[0].kind is EventKind.LAG and "WPA-1.2" in events[0].citations
    with pytest.raises(MatchInputError):
        m.apply(LagInput(winner=1))


def test_the_lag_winner_who_breaks_breaks_first() -> None:
    m = Match(MatchConfig(discipline="eight-ball"))
    m.apply(LagInput(winner=1, breaks=True))
    assert m.breaker == 1 and m.snapshot().rack.turn == 1 and m.snapshot().rack.breaking


def test_stalemate_replays_the_rack_with_the_same_breaker() -> None:
    m = nine(race=(3, 3), breaker=1)
    m.apply(ShotInput(Shot(rails=4)))
    events = m.apply(StalemateInput())
    s = m.snapshot()
    assert s.rack.breaker == 1 and s.rack.turn == 1 and s.rack.breaking
    assert s.players.score == (0, 0) and s.rack.number == 2
    assert s.racks[-1].winner is None
    assert events[0].kind is EventKind.STALEMATE and "WPA-1.12" in events[0].citations


# -- 14.1 ----------------------------------------------------------------------------------


def straight(target: tuple[int, int], **kw: object) -> Match:
    kw.setdefault("breaker", 0)
    return Match(
        MatchConfig(discipline="straight-pool", options=RackOptions(target=target), **kw)  # type: ignore[arg-type]
    )


def test_straight_pool_is_won_on_reaching_the_points_target() -> None:
    m = straight((3, 5))
    m.apply(
        ShotInput(Shot(cue_and_two_to_rail=True, call=Call(1, FL), pocketed=(Pocketed(1, FL),)))
    )
    m.apply(ShotInput(sp_call(2)))
    assert m.score == (2, 0) and m.winner is None
    events = m.apply(ShotInput(sp_call(3)))
    assert m.score == (3, 0) and m.winner == 0
    assert EventKind.MATCH_WON in [e.kind for e in events]
    assert m.racks[-1].outcome is not None
    assert m.racks[-1].outcome.reason is OutcomeReason.TARGET_REACHED


def test_straight_pool_scores_go_negative_and_the_third_foul_costs_fifteen_more() -> None:
    m = straight((10, 10))
    m.apply(ShotInput(Shot(cue_and_two_to_rail=True, call=Call.safety())))
    kinds = []
    for _ in range(3):
        kinds += [e.kind for e in m.apply(ShotInput(Shot(fouls=NO_RAIL, call=Call.safety())))]
        if m.snapshot().rack.turn == 0:
            kinds += [e.kind for e in m.apply(ShotInput(Shot(call=Call.safety())))]
    s = m.snapshot()
    assert s.players.score == (0, -18)  # -1, -1, then -1 and -15 (WPA-4.11)
    assert EventKind.THREE_FOUL_WARNING in kinds and EventKind.THREE_FOULS in kinds
    assert s.rack.turn == 1 and s.rack.breaking  # the offender breaks under opening-break rules
    assert s.score_sheet[-1].total == -18 and s.score_sheet[-1].penalty == 16


def test_straight_pool_handicap_starts_with_points() -> None:
    m = straight((5, 5), start=(3, -2))
    assert m.snapshot().players.score == (3, -2)
    m.apply(
        ShotInput(Shot(cue_and_two_to_rail=True, call=Call(1, FL), pocketed=(Pocketed(1, FL),)))
    )
    assert m.score == (4, -2) and m.winner is None
    m.apply(ShotInput(sp_call(2)))
    assert m.score == (5, -2) and m.winner == 0


def test_straight_pool_stalemate_calls_a_new_lag_and_keeps_the_points() -> None:
    m = straight((5, 5))
    m.apply(
        ShotInput(Shot(cue_and_two_to_rail=True, call=Call(1, FL), pocketed=(Pocketed(1, FL),)))
    )
    m.apply(ShotInput(sp_call(2)))
    m.apply(StalemateInput())
    s = m.snapshot()
    assert s.rack.awaiting_lag and s.players.score == (2, 0) and s.rack.turn is None
    assert s.score_sheet[-1].run == 2
    with pytest.raises(MatchInputError):
        m.apply(ShotInput(sp_call(3)))
    m.apply(LagInput(winner=1, breaks=False))
    s = m.snapshot()
    assert s.rack.breaker == 0 and s.rack.breaking and len(s.rack.on_table) == 15
    m.apply(
        ShotInput(Shot(cue_and_two_to_rail=True, call=Call(1, FL), pocketed=(Pocketed(1, FL),)))
    )
    m.apply(ShotInput(sp_call(2)))
    assert m.score == (4, 0) and m.winner is None
    m.apply(ShotInput(sp_call(3)))
    assert m.score == (5, 0) and m.winner == 0


def test_straight_pool_call_is_still_required_through_the_match() -> None:
    m = straight((5, 5))
    m.apply(ShotInput(Shot(cue_and_two_to_rail=True, call=Call.safety())))
    with pytest.raises(MissingCallError):
        m.apply(ShotInput(Shot(pocketed=(Pocketed(3, Pocket.FOOT_LEFT),))))


# -- concession, forfeit, penalties ---------------------------------------------------------


def test_conceding_a_rack_gives_it_to_the_opponent() -> None:
    m = nine(race=(3, 3))
    m.apply(ConcedeRackInput(0))
    assert m.score == (0, 1)
    assert m.racks[0].outcome is not None
    assert m.racks[0].outcome.reason is OutcomeReason.CONCESSION


def test_conceding_the_match_ends_it_for_the_opponent() -> None:
    m = nine(race=(3, 3))
    win_rack(m, 0)
    events = m.apply(ConcedeMatchInput(0))
    assert m.winner == 1 and m.outcome is not None
    assert m.outcome.reason is MatchEnd.CONCESSION and "WPA-1.11" in m.outcome.citations
    assert events[0].kind is EventKind.MATCH_WON
    with pytest.raises(MatchInputError) as info:
        m.apply(ShotInput(Shot()))
    assert info.value.code == "match-over"


def test_forfeit_before_the_first_shot() -> None:
    m = Match(MatchConfig(discipline="ten-ball"))
    m.apply(ForfeitInput(1))
    assert m.winner == 0 and m.outcome is not None and m.outcome.reason is MatchEnd.FORFEIT


def test_conduct_warning_is_recorded_without_changing_the_rack() -> None:
    m = nine()
    events = m.apply(PenaltyInput(1, PenaltyKind.WARNING))
    s = m.snapshot()
    assert s.players.conduct_warnings == (0, 1) and s.rack.turn == 0 and s.rack.breaking
    assert events[0].kind is EventKind.CONDUCT_WARNING and "WPA-6.16" in events[0].citations


def test_conduct_foul_is_a_standard_foul_of_the_player_at_the_table() -> None:
    m = nine()
    m.apply(ShotInput(Shot(pocketed=(Pocketed(1, FL),), rails=4)))
    events = m.apply(PenaltyInput(0, PenaltyKind.FOUL))
    s = m.snapshot()
    assert s.rack.turn == 1 and s.players.foul_counts == (1, 0)
    assert s.decision.verdict is not None and Foul.UNSPORTSMANLIKE in s.decision.verdict.fouls
    assert events[0].kind is EventKind.FOUL


def test_wpa_6_16_conduct_foul_of_the_seated_player_gives_the_shooter_ball_in_hand() -> None:
    """WPA-6.16: distracting the opponent is "una penalización estándar" for the offender,
    who is the seated player; it used to be refused as "not at the table"."""
    m = nine()
    m.apply(ShotInput(Shot(pocketed=(Pocketed(1, FL),), rails=4)))  # player 0 continues
    events = m.apply(PenaltyInput(1, PenaltyKind.FOUL))
    s = m.snapshot()
    assert s.rack.turn == 0 and s.players.foul_counts == (0, 1)
    assert s.rack.ball_in_hand is BallInHand.ANYWHERE
    assert events[0].kind is EventKind.FOUL and events[0].player == 1
    assert "WPA-6.16" in events[0].citations
    m.undo()
    assert m.snapshot().players.foul_counts == (0, 0)


def test_wpa_6_16_conduct_foul_of_the_seated_player_in_14_1_is_a_point_off() -> None:
    m = straight((50, 50))
    m.apply(ShotInput(Shot(cue_and_two_to_rail=True, call=Call.safety())))  # player 1 up
    m.apply(PenaltyInput(0, PenaltyKind.FOUL))
    s = m.snapshot()
    assert s.players.score == (-1, 0) and s.rack.turn == 1
    assert s.score_sheet[-1].player == 0 and s.score_sheet[-1].penalty == 1


def test_wpa_6_13_out_of_turn_in_a_match_is_charged_to_the_seated_player() -> None:
    m = straight((50, 50))
    m.apply(ShotInput(Shot(cue_and_two_to_rail=True, call=Call.safety())))  # player 1 up
    m.apply(ShotInput(Shot(fouls=frozenset({Foul.OUT_OF_TURN}), call=Call.safety())))
    s = m.snapshot()
    assert s.players.score == (-1, 0) and s.rack.turn == 1
    assert s.score_sheet[-1].player == 0 and s.score_sheet[-1].total == -1


def test_wpa_6_16_loss_of_the_set() -> None:
    m = nine(race=(3, 3), sets=2)
    win_rack(m, 0)
    events = m.apply(PenaltyInput(0, PenaltyKind.LOSS_OF_SET))
    s = m.snapshot()
    assert s.players.sets == (0, 1) and s.set_number == 2 and m.winner is None
    assert EventKind.SET_WON in [e.kind for e in events]
    m.undo()
    assert m.snapshot().players.sets == (0, 0)
    with pytest.raises(MatchInputError) as info:
        nine().apply(PenaltyInput(0, PenaltyKind.LOSS_OF_SET))
    assert info.value.code == "no-sets"


def test_conduct_loss_of_rack_and_loss_of_match() -> None:
    m = nine(race=(3, 3))
    m.apply(PenaltyInput(0, PenaltyKind.LOSS_OF_RACK))
    assert m.score == (0, 1)
    assert m.racks[0].outcome is not None and m.racks[0].outcome.reason is OutcomeReason.PENALTY
    m.apply(PenaltyInput(1, PenaltyKind.LOSS_OF_MATCH))
    assert m.winner == 0 and m.outcome is not None and m.outcome.reason is MatchEnd.PENALTY


def test_three_fouls_lose_the_nine_ball_rack_and_count_for_the_match() -> None:
    m = nine(race=(3, 3))
    m.apply(ShotInput(Shot(rails=4)))  # dry break: player 1 to shoot
    for _ in range(5):
        m.apply(ShotInput(Shot(fouls=NO_RAIL)))
    assert m.score == (1, 0)
    assert m.racks[0].outcome is not None
    assert m.racks[0].outcome.reason is OutcomeReason.THREE_FOULS


def test_clock_expiry_is_a_slow_play_foul() -> None:
    m = nine()
    m.apply(ShotInput(Shot(pocketed=(Pocketed(1, FL),), rails=4)))
    events = m.apply(ClockExpiredInput())
    v = m.snapshot().decision.verdict
    assert v is not None and v.fouls == frozenset({Foul.SLOW_PLAY})
    assert m.snapshot().rack.turn == 1
    assert events[0].kind is EventKind.FOUL


# -- hill-hill and match ball ---------------------------------------------------------------


def test_hill_hill_and_match_ball() -> None:
    m = nine(race=(3, 3))
    win_rack(m, 0)
    win_rack(m, 0)
    s = m.snapshot()
    assert s.players.match_ball == (True, False) and not s.hill_hill
    win_rack(m, 1)
    win_rack(m, 1)
    s = m.snapshot()
    assert s.players.match_ball == (True, True) and s.hill_hill
    win_rack(m, 1)
    s = m.snapshot()
    assert s.players.match_ball == (False, False) and not s.hill_hill and s.winner == 1


def test_match_ball_needs_the_last_set_too() -> None:
    m = nine(race=(2, 2), sets=2)
    win_rack(m, 0)
    s = m.snapshot()
    assert s.hill_hill is False and s.players.match_ball == (False, False)
    win_rack(m, 1)
    assert m.snapshot().hill_hill and m.snapshot().players.match_ball == (False, False)
    win_rack(m, 0)
    win_rack(m, 0)
    assert m.snapshot().players.match_ball == (True, False)


# -- rack-only mode -------------------------------------------------------------------------


def test_rack_only_mode_counts_racks_and_takes_them_back() -> None:
    m = Match(MatchConfig(discipline="eight-ball", race=(3, 3), breaker=0, rack_only=True))
    with pytest.raises(MatchInputError) as info:
        m.apply(ShotInput(Shot()))
    assert info.value.code == "rack-only"
    m.apply(RackPointInput(1, +1))
    m.apply(RackPointInput(0, +1))
    assert m.score == (1, 1) and m.breaker == 0
    m.apply(RackPointInput(0, -1))
    assert m.score == (0, 1) and m.breaker == 1
    with pytest.raises(MatchInputError) as info:
        m.apply(RackPointInput(0, -1))
    assert info.value.code == "nothing-to-take-back"
    m.apply(RackPointInput(1, +1))
    m.apply(RackPointInput(1, +1))
    assert m.winner == 1


def test_rack_points_are_refused_when_racks_are_played() -> None:
    with pytest.raises(MatchInputError) as info:
        nine().apply(RackPointInput(0, 1))
    assert info.value.code == "not-rack-only"


# -- undo ------------------------------------------------------------------------------------


def test_undo_of_a_match_win_reopens_the_last_rack() -> None:
    m = nine(race=(1, 1))
    win_rack(m, 0)
    assert m.winner == 0
    m.undo()
    assert m.winner is None and m.score == (0, 0)
    assert m.rack is not None and not m.rack.is_over and m.rack.breaking


def test_choices_go_through_the_engine() -> None:
    m = nine()
    m.apply(ShotInput(Shot(rails=4)))
    m.apply(ShotInput(Shot(push_out=True)))
    assert m.snapshot().decision.pending is not None and m.snapshot().rack.turn == 0
    m.apply(ChoiceInput(m.snapshot().decision.pending.options[1]))  # type: ignore[union-attr]
    assert m.snapshot().decision.pending is None and m.snapshot().rack.turn == 1


# -- serialisation ---------------------------------------------------------------------------


def test_config_and_inputs_round_trip_through_dicts() -> None:
    cfg = MatchConfig(
        players=("Ana", "Luis"),
        discipline="straight-pool",
        options=RackOptions(target=(75, 100)),
        race=(2, 2),
        sets=1,
        start=(10, 0),
        break_format=BreakFormat.LOSER,
        breaker=None,
    )
    assert MatchConfig.from_dict(cfg.to_dict()) == cfg
    inputs: list[Input] = [
        LagInput(1, False, 3.0),
        ShotInput(
            Shot(
                call=Call(3, FL),
                pocketed=(Pocketed(3, FL), Pocketed(5)),
                off_table=frozenset({7}),
                fouls=NO_RAIL,
                rails=2,
            ),
            4.5,
        ),
        PenaltyInput(0, PenaltyKind.LOSS_OF_RACK),
        RackPointInput(1, -1),
        StalemateInput(),
        ClockExpiredInput(9.0),
    ]
    assert [input_from_dict(i.to_dict()) for i in inputs] == inputs


def test_a_record_with_facts_an_earlier_referee_accepted_replays_without_them() -> None:
    """Journals written before no rail with a ball made (WPA-6.3, WPA-8.4) and the kitchen
    shot foul in nine-ball (WPA-2.7) were refused: such a record replays with those facts left
    out, and every later entry is kept."""
    from scoreboard.match.replay import replay

    config = MatchConfig(players=("A", "B"), discipline="nine-ball", breaker=0)
    inputs = [
        ShotInput(Shot(pocketed=(Pocketed(1, FL),), rails=4)),
        ShotInput(Shot(pocketed=(Pocketed(2, FL),), fouls=NO_RAIL)),
        ShotInput(Shot(fouls=frozenset({Foul.SHOT_BEHIND_HEAD_STRING}))),
        ShotInput(Shot(pocketed=(Pocketed(4, FL),))),
    ]
    result = replay(config, inputs)
    assert result.error is None and result.applied == 4
    assert result.match is not None
    assert [i.shot.fouls for i in result.inputs] == [frozenset()] * 4  # type: ignore[union-attr]
    assert result.match.snapshot().rack.on_table == frozenset(range(5, 10)) | {3}
