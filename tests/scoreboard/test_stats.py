"""Statistics derived from the recorded shots, checked against hand-worked racks."""

from __future__ import annotations

import pytest

from rules import Call, CueBall, Foul, Pocket, Pocketed, RackOptions, Shot
from scoreboard.match.inputs import ChoiceInput, ShotInput, StalemateInput
from scoreboard.match.match import Match, MatchConfig
from scoreboard.match.snapshot import ScoreSheetLine
from scoreboard.match.stats import PlayerStats

FL = Pocket.FOOT_LEFT
NO_RAIL = frozenset({Foul.NO_RAIL})


def pot(*balls: int, rails: int | None = None, time: float | None = None) -> ShotInput:
    return ShotInput(Shot(pocketed=tuple(Pocketed(b, FL) for b in balls), rails=rails), time)


def nine(race: int = 5) -> Match:
    return Match(MatchConfig(discipline="nine-ball", race=(race, race), breaker=0))


def test_run_out_after_the_opponents_break() -> None:
    m = nine()
    m.apply(pot(1, 2, rails=4))  # break, two balls
    m.apply(pot(3))
    m.apply(ShotInput(Shot()))  # miss
    for b in (4, 5, 6, 7, 8, 9):  # player 1 clears the table
        m.apply(pot(b))
    p0, p1 = m.snapshot().players.stats
    assert (p0.shots, p0.balls_pocketed, p0.innings, p0.longest_run) == (3, 3, 1, 3)
    assert (p0.breaks, p0.breaks_made, p0.breaks_dry, p0.break_and_runs) == (1, 1, 0, 0)
    assert (p1.racks_won, p1.run_outs, p1.break_and_runs) == (1, 1, 0)
    assert (p1.shots, p1.balls_pocketed, p1.innings, p1.longest_run) == (6, 6, 1, 6)
    assert m.racks[0].stats[1].run_outs == 1


def test_break_and_run() -> None:
    m = nine()
    m.apply(pot(1, rails=4))
    for b in range(2, 10):
        m.apply(pot(b))
    p0, p1 = m.snapshot().players.stats
    assert (p0.racks_won, p0.break_and_runs, p0.run_outs, p0.longest_run) == (1, 1, 0, 9)
    assert p1 == PlayerStats()


def test_a_win_after_a_miss_in_the_same_rack_is_no_run_out() -> None:
    m = nine()
    m.apply(pot(1, rails=4))
    m.apply(ShotInput(Shot()))  # player 0 misses
    m.apply(pot(2))
    m.apply(ShotInput(Shot()))  # player 1 misses
    m.apply(pot(3))  # player 0 comes back with 3..9 on the table but only pockets some
    m.apply(pot(9))  # combination on the 9: wins, but 4..8 were left
    p0 = m.snapshot().players.stats[0]
    assert p0.racks_won == 1 and p0.run_outs == 0 and p0.break_and_runs == 0
    assert p0.innings == 2 and m.snapshot().players.stats[1].innings == 1


def test_break_results_dry_scratch_and_game_ball() -> None:
    m = nine()
    m.apply(pot(rails=4))  # dry break by player 0; player 1 wins the rack
    m.apply(pot(9))
    assert m.breaker == 1
    m.apply(ShotInput(Shot(pocketed=(Pocketed(2, FL),), cue=CueBall.POCKETED, rails=4)))
    m.apply(pot(9))  # player 0 wins; player 0 breaks next
    m.apply(pot(9, rails=4))  # the 9 on the break
    p0, p1 = m.snapshot().players.stats
    assert (p0.breaks, p0.breaks_dry, p0.breaks_made, p0.breaks_game_ball) == (2, 1, 1, 1)
    assert (p1.breaks, p1.breaks_made, p1.breaks_scratch, p1.fouls) == (1, 1, 1, 1)
    assert p1.balls_pocketed == 1  # the 9; the ball on the scratch break does not count
    assert p0.break_and_runs == 0 and p0.racks_won == 2


def test_fouls_safeties_and_push_outs_are_counted_per_player() -> None:
    m = nine()
    m.apply(pot(rails=4))  # dry break
    m.apply(ShotInput(Shot(push_out=True)))  # player 1 pushes
    m.apply(ChoiceInput(m.snapshot().decision.pending.options[0]))  # type: ignore[union-attr]
    m.apply(ShotInput(Shot(call=Call.safety())))  # player 0 plays safe
    m.apply(ShotInput(Shot(fouls=NO_RAIL)))  # player 1 fouls
    m.apply(ShotInput(Shot(fouls=NO_RAIL)))  # player 0 fouls
    p0, p1 = m.snapshot().players.stats
    assert (p0.safeties, p0.fouls, p0.push_outs) == (1, 1, 0)
    assert (p1.safeties, p1.fouls, p1.push_outs) == (0, 1, 1)
    assert m.snapshot().players.rack_stats == m.snapshot().players.stats


def test_time_per_shot_runs_from_the_previous_input_of_the_same_rack() -> None:
    m = nine()
    m.apply(pot(1, rails=4, time=100.0))  # the break: nothing before it in this rack
    m.apply(pot(2, time=112.0))
    m.apply(ShotInput(Shot(), 130.0))
    m.apply(pot(3))  # no timestamp: not timed
    m.apply(pot(4, time=150.0))  # previous input had no time: not timed
    p0, p1 = m.snapshot().players.stats
    assert (p0.timed_shots, p0.shot_time, p0.longest_shot) == (2, 30.0, 18.0)
    assert p0.average_shot_time == pytest.approx(15.0)
    assert p1.timed_shots == 0 and p1.average_shot_time is None


def test_a_pause_or_a_clock_set_back_is_not_a_shot_time() -> None:
    """Between two entries the match may stop for lunch (the laptop left open or asleep), or
    the computer's clock may be corrected backwards: neither gap is a shot's time."""
    m = nine()
    m.apply(pot(1, rails=4, time=1000.0))  # the break
    m.apply(pot(2, time=1020.0))  # 20 s: a shot
    m.apply(pot(3, time=1020.0 + 3600))  # an hour later: a pause
    m.apply(pot(4, time=1000.0 + 3600))  # the clock set back 40 s
    m.apply(pot(5, time=1012.0 + 3600))  # 12 s: a shot
    m.apply(pot(6, time=1612.0 + 3600))  # ten minutes: still a (very slow) shot
    p0, _ = m.snapshot().players.stats
    assert (p0.timed_shots, p0.shot_time, p0.longest_shot) == (3, 632.0, 600.0)


def test_statistics_follow_undo() -> None:
    m = nine()
    m.apply(pot(1, rails=4))
    before = m.snapshot().players.stats
    m.apply(ShotInput(Shot(fouls=NO_RAIL)))
    m.undo()
    assert m.snapshot().players.stats == before


def straight(target: int = 100) -> Match:
    return Match(
        MatchConfig(
            discipline="straight-pool", options=RackOptions(target=(target, target)), breaker=0
        )
    )


def sp(ball: int | None, *extra: int, foul: bool = False) -> ShotInput:
    call = Call(ball, FL) if ball is not None else Call.safety()
    balls = ((ball,) if ball is not None else ()) + extra
    return ShotInput(
        Shot(
            call=call,
            pocketed=tuple(Pocketed(b, FL) for b in balls),
            fouls=frozenset({Foul.DOUBLE_HIT}) if foul else frozenset(),
        )
    )


def test_straight_pool_high_run_average_and_score_sheet() -> None:
    m = straight()
    m.apply(
        ShotInput(Shot(call=Call(1, FL), pocketed=(Pocketed(1, FL),), cue_and_two_to_rail=True))
    )
    m.apply(sp(2, 3))  # 2 called, 3 too: 2 points
    m.apply(sp(None))  # safety: inning 1 of player 0 ends, 3 points
    m.apply(sp(4))
    m.apply(sp(5, foul=True))  # foul: -1, the 5 is spotted; player 1's inning: 1 - 1 = 0
    m.apply(sp(6))
    m.apply(sp(7))
    m.apply(sp(None))  # player 0's second inning: 2
    s = m.snapshot()
    assert s.players.score == (5, 0)
    assert s.score_sheet == (
        ScoreSheetLine(1, 0, 3, 0, 0, 3),
        ScoreSheetLine(1, 1, 1, 1, 0, 0),
        ScoreSheetLine(2, 0, 2, 0, 0, 5),
    )
    assert s.players.high_run == (3, 1)
    assert s.players.innings == (2, 1)
    assert s.players.average[0] == pytest.approx(2.5) and s.players.average[1] == 0.0
    m.apply(sp(8))  # player 1 at the table: the inning in progress counts
    s = m.snapshot()
    assert (
        s.rack.run == 1
        and s.players.innings == (2, 2)
        and s.players.average[1] == pytest.approx(0.5)
    )


def test_straight_pool_score_sheet_runs_on_across_a_stalemate() -> None:
    m = straight()
    m.apply(
        ShotInput(Shot(call=Call(1, FL), pocketed=(Pocketed(1, FL),), cue_and_two_to_rail=True))
    )
    m.apply(StalemateInput())
    s = m.snapshot()
    assert s.score_sheet == (ScoreSheetLine(1, 0, 1, 0, 0, 1),)
    assert s.players.innings == (1, 0) and s.players.high_run == (1, 0)
