"""The night's score where the desk's night goes wrong: both teams missing, a forfeited rubber,
a substitute who is not on the roster, scores no race allows, rubbers the format has not."""

from __future__ import annotations

import pytest

from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import LineupRule
from scoreboard.league.night import Substitution
from tests.scoreboard.league.helpers import A, H, example, play, sheet

LEAGUE = example("andalusia-teams")
SEVILLA = ["Antonio Ruiz", "Manuel Gil", "José Vega", "Rafael Soto"]
MALAGA = ["Carmen Díaz", "Luis Mora", "Javier Peña", "Diego Ortiz"]


def test_a_forfeited_rubber_counts_its_race_to_nothing() -> None:
    # S2 forfeited by away: home 4-0. S1 4-3 home, S3 0-4 away, S4 2-4 away: 2-2, a draw.
    s = play(
        LEAGUE,
        sheet(
            LEAGUE,
            "Sevilla A",
            "Málaga Norte",
            SEVILLA,
            MALAGA,
            {"S1": (4, 3), "S2": A, "S3": (0, 4), "S4": (2, 4)},
        ),
    )
    s2 = s.rubbers[1]
    assert (s2.home, s2.away, s2.winner, s2.forfeited_by) == (4, 0, H, A)
    assert s.draw and (s.games[H], s.games[A]) == (10, 11)


def test_both_teams_missing_lose_with_the_deduction_and_nobody_wins() -> None:
    s = play(LEAGUE, sheet(LEAGUE, "Sevilla A", "Málaga Norte", None, None, {}))
    assert s.no_show == {H, A} and s.complete and s.winner is None
    assert (s.points[H], s.points[A]) == (-1, -1)
    assert (s.rubbers_won[H], s.rubbers_won[A]) == (0, 0)


def test_a_short_team_forfeits_the_rubber_of_its_empty_slot() -> None:
    # Málaga comes with three: its slot 4 is empty, S4 goes to home 4-0.
    three = MALAGA[:3] + [None]
    s = play(
        LEAGUE,
        sheet(
            LEAGUE,
            "Sevilla A",
            "Málaga Norte",
            SEVILLA,
            three,
            {"S1": (1, 4), "S2": (2, 4), "S3": (4, 0)},
        ),
    )
    assert s.violations[A] == ()
    assert s.rubbers[3].forfeited_by is A and s.rubbers[3].winner is H
    assert s.draw and (s.points[H], s.points[A]) == (1, 1)


def test_a_substitute_not_on_the_roster_makes_the_lineup_illegal() -> None:
    subs = [Substitution(H, "4", "Stranger", "S4")]
    s = play(LEAGUE, sheet(LEAGUE, "Sevilla A", "Málaga Norte", SEVILLA, MALAGA, {}, subs))
    assert [(v.rule, v.get("player")) for v in s.violations[H]] == [
        (LineupRule.NOT_ON_ROSTER, "Stranger")
    ]
    assert s.forfeited_night == {H} and (s.points[H], s.points[A]) == (-1, 2)


def test_a_rostered_substitute_from_the_fourth_rubber_on_plays_it() -> None:
    from scoreboard.league.night import players_of

    subs = [Substitution(H, "4", "Pedro Nieto", "S4")]
    night = sheet(LEAGUE, "Sevilla A", "Málaga Norte", SEVILLA, MALAGA, {}, subs)
    fmt = LEAGUE.rules.format
    assert players_of(night, fmt, fmt.rubber("S4"), H) == ("Pedro Nieto",)
    assert players_of(night, fmt, fmt.rubber("S3"), H) == ("José Vega",)
    assert play(LEAGUE, night).violations[H] == ()


@pytest.mark.parametrize("score", [(4, 4), (5, 2), (3, 2), (-1, 4)])
def test_a_score_no_race_to_4_allows_is_refused(score: tuple[int, int]) -> None:
    with pytest.raises(LeagueError) as err:
        play(LEAGUE, sheet(LEAGUE, "Sevilla A", "Málaga Norte", SEVILLA, MALAGA, {"S1": score}))
    assert err.value.problem is Problem.IMPOSSIBLE_SCORE
    assert dict(err.value.params) == {"rubber": "S1", "home": score[0], "away": score[1]}


def test_a_result_for_a_rubber_the_night_has_not_is_refused() -> None:
    with pytest.raises(LeagueError) as err:
        play(LEAGUE, sheet(LEAGUE, "Sevilla A", "Málaga Norte", SEVILLA, MALAGA, {"S9": (4, 0)}))
    assert err.value.problem is Problem.UNKNOWN_RUBBER


def test_nothing_played_yet_is_neither_decided_nor_worth_points() -> None:
    s = play(LEAGUE, sheet(LEAGUE, "Sevilla A", "Málaga Norte", SEVILLA, MALAGA, {}))
    assert not s.decided and not s.complete and s.winner is None
    assert (s.points[H], s.points[A]) == (0, 0)
    assert all(not r.played and r.forfeited_by is None for r in s.rubbers)


GALICIA = example("galicia-liga-elite")
COMPOSTELA = ["Xoán Varela", "Brais Otero", "Uxía Castro", "Iago Pazos"]
CORUNA = ["Martiño Souto", "Breixo Lema", "Noa Vilas", "Roi Seoane"]


def test_a_substitute_plays_the_rubbers_of_his_slot_from_his_first_one_only() -> None:
    from scoreboard.league.night import players_of

    # Antía Rial takes slot 1 from the third frame of the first meetings (S1-3-1) on: Xoán
    # Varela played S1-1-1 and S1-2-1; Antía the other six singles of slot 1 and the doubles.
    subs = [Substitution(H, "1", "Antía Rial", "S1-3-1")]
    night = sheet(GALICIA, "Compostela", "Coruña", COMPOSTELA, CORUNA, {}, subs)
    fmt = GALICIA.rules.format
    holders = [players_of(night, fmt, r, H) for r in fmt.rubbers if "1" in r.home]
    assert holders[:2] == [("Xoán Varela",), ("Xoán Varela",)]
    assert holders[2:8] == [("Antía Rial",)] * 6
    assert holders[8] == ("Antía Rial", "Brais Otero")  # the doubles
    assert play(GALICIA, night).violations[H] == ()


def test_a_no_show_in_a_night_of_frames_counts_every_frame_to_nothing() -> None:
    # 32 single frames and the 3 + 3 of the doubles: 38-0, the night won.
    s = play(GALICIA, sheet(GALICIA, "Compostela", "Coruña", COMPOSTELA, None, {}))
    assert (s.games[H], s.games[A]) == (38, 0)
    assert s.winner is H and (s.points[H], s.points[A]) == (2, -1)
