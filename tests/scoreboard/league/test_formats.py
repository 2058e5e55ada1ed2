"""The six real formats of docs/examples/leagues/: each file loads, and a whole night played on
it comes to the result worked out by hand in the comments."""

from __future__ import annotations

import pytest

from rules.core import Discipline
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.lineup import LineupRule
from scoreboard.league.model import RubberKind, Side
from scoreboard.league.night import Substitution
from tests.scoreboard.league.helpers import A, H, example, play, sheet

# -- Andalusia: four players by strength, the same numbers meet, 2/1/0 -----------------------

SEVILLA = ["Antonio Ruiz", "Manuel Gil", "José Vega", "Rafael Soto"]
MALAGA = ["Carmen Díaz", "Luis Mora", "Javier Peña", "Diego Ortiz"]


def test_andalusia_a_night_shared_two_rubbers_each_is_a_draw_worth_one_point_each() -> None:
    league = example("andalusia-teams")
    assert [(r.home, r.away) for r in league.rules.format.rubbers] == [
        (("1",), ("1",)),
        (("2",), ("2",)),
        (("3",), ("3",)),
        (("4",), ("4",)),
    ]
    # Races to 4. S1 4-2 home, S2 1-4 away, S3 4-3 home, S4 2-4 away: rubbers 2-2, a draw.
    # Games: home 4+1+4+2 = 11, away 2+4+3+4 = 13. Points 1 and 1.
    s = play(
        league,
        sheet(
            league,
            "Sevilla A",
            "Málaga Norte",
            SEVILLA,
            MALAGA,
            {"S1": (4, 2), "S2": (1, 4), "S3": (4, 3), "S4": (2, 4)},
        ),
    )
    assert s.complete and s.draw and s.winner is None
    assert (s.rubbers_won[H], s.rubbers_won[A]) == (2, 2)
    assert (s.games[H], s.games[A]) == (11, 13)
    assert (s.points[H], s.points[A]) == (1, 1)


def test_andalusia_a_stronger_player_below_a_weaker_one_is_an_illegal_lineup_losing_the_night() -> (
    None
):
    league = example("andalusia-teams")
    # Home puts its number 2 (Manuel Gil) in slot 1 and its number 1 in slot 2: alineación
    # indebida. The night is lost by forfeit: 4 rubbers to 0, 4 games each (races to 4), 16-0.
    # Points: home 0 - 1 (the league's deduction) = -1; away 2.
    swapped = ["Manuel Gil", "Antonio Ruiz", "José Vega", "Rafael Soto"]
    s = play(
        league,
        sheet(league, "Sevilla A", "Málaga Norte", swapped, MALAGA, {"S1": (4, 0)}),
    )
    assert [v.rule for v in s.violations[H]] == [LineupRule.STRENGTH_ORDER]
    assert s.violations[H][0].get("player") == "Antonio Ruiz"
    assert s.forfeited_night == {H}
    assert s.winner is A and s.complete
    assert (s.rubbers_won[H], s.rubbers_won[A]) == (0, 4)
    assert (s.games[H], s.games[A]) == (0, 16)
    assert (s.points[H], s.points[A]) == (-1, 2)


def test_andalusia_a_no_show_loses_the_night_and_a_point() -> None:
    league = example("andalusia-teams")
    # Málaga does not come (incomparecencia): Sevilla wins 4-0, 16-0; Málaga 0 - 1 = -1.
    s = play(league, sheet(league, "Sevilla A", "Málaga Norte", SEVILLA, None, {}))
    assert s.no_show == {A} and s.winner is H
    assert (s.points[H], s.points[A]) == (2, -1)
    assert (s.games[H], s.games[A]) == (16, 0)


# -- Galicia: each vs each twice, doubles and scotch doubles, first to 20 of 38 --------------

COMPOSTELA = ["Xoán Varela", "Brais Otero", "Uxía Castro", "Iago Pazos"]
CORUNA = ["Martiño Souto", "Breixo Lema", "Noa Vilas", "Roi Seoane"]


def _galician_singles() -> dict[str, tuple[int, int]]:
    """Home wins the frames where its slot is below the away slot (6 pairs, both meetings:
    12), and the first meeting of the same slots (4): 16. Away wins the other 16."""
    out: dict[str, tuple[int, int]] = {}
    for time in (1, 2):
        for h in range(1, 5):
            for a in range(1, 5):
                home_wins = h < a or (h == a and time == 1)
                out[f"S{h}-{a}-{time}"] = (1, 0) if home_wins else (0, 1)
    return out


def test_galicia_38_frames_and_19_all_is_a_draw() -> None:
    league = example("galicia-liga-elite")
    fmt = league.rules.format
    assert len(fmt.rubbers) == 34 and sum(r.forfeit_games for r in fmt.rubbers) == 38
    first, second = fmt.rubber("S1-2-1"), fmt.rubber("S1-2-2")
    assert (first.breaks.value, second.breaks.value) == ("home", "away")
    assert fmt.rubber("SD").kind is RubberKind.SCOTCH_DOUBLES
    # Singles 16-16; doubles 2-1 home (18-17); scotch doubles 1-2 (19-19). Nobody reaches 20
    # of the 38: a draw, 1 point each.
    results = {**_galician_singles(), "D": (2, 1), "SD": (1, 2)}
    s = play(league, sheet(league, "Compostela", "Coruña", COMPOSTELA, CORUNA, results))
    assert (s.games[H], s.games[A]) == (19, 19)
    assert s.complete and s.draw
    assert (s.points[H], s.points[A]) == (1, 1)


def test_galicia_the_first_team_to_20_wins_before_the_night_is_played_out() -> None:
    league = example("galicia-liga-elite")
    # Singles 16-16, doubles 3-0 home: 19-16; scotch doubles after two frames 1-0: 20-16.
    # Home has 20 of 38: the night is won with a frame of the scotch doubles unplayed.
    results = {**_galician_singles(), "D": (3, 0), "SD": (1, 0)}
    s = play(league, sheet(league, "Compostela", "Coruña", COMPOSTELA, CORUNA, results))
    assert (s.games[H], s.games[A]) == (20, 16)
    assert s.winner is H and s.decided and s.complete
    assert (s.points[H], s.points[A]) == (2, 0)


def test_galicia_at_19_all_with_frames_left_the_night_is_open() -> None:
    league = example("galicia-liga-elite")
    results = {**_galician_singles(), "D": (2, 1), "SD": (0, 2)}  # 18-19, a frame to play
    s = play(league, sheet(league, "Compostela", "Coruña", COMPOSTELA, CORUNA, results))
    assert (s.games[H], s.games[A]) == (18, 19)
    assert not s.decided and not s.complete and s.winner is None
    assert (s.points[H], s.points[A]) == (0, 0)


# -- Catalonia: four best-of-3 singles, 3 of 4, 2-2 to a deciding frame ---------------------

TRIPLETA = ["Pau Serra", "Jordi Puig", "Marc Vidal", "Núria Font"]
GRACIA = ["Marta Roca", "Arnau Pons", "Pol Riera", "Joan Camps"]


def test_catalonia_two_all_goes_to_a_deciding_frame_the_captains_choose_players_for() -> None:
    league = example("catalonia-blackball-superlliga")
    results = {"S1": (2, 1), "S2": (0, 2), "S3": (2, 0), "S4": (1, 2)}
    s = play(league, sheet(league, "Tripleta", "Gràcia", TRIPLETA, GRACIA, results))
    # 2-2 after the singles: the decider is owed, not yet chosen: nothing decided.
    assert (s.rubbers_won[H], s.rubbers_won[A]) == (2, 2)
    assert not s.decided and s.rubbers[-1].rubber.id == "D" and not s.rubbers[-1].played
    # The captains put Pau Serra and Marta Roca on the deciding frame; Marta wins it 1-0.
    # Rubbers 2-3; games home 2+0+2+1+0 = 5, away 1+2+0+2+1 = 6; points 0 and 3.
    home = {**dict(zip(("1", "2", "3", "4"), TRIPLETA, strict=True)), "D": "Pau Serra"}
    away = {**dict(zip(("1", "2", "3", "4"), GRACIA, strict=True)), "D": "Marta Roca"}
    s = play(league, sheet(league, "Tripleta", "Gràcia", home, away, {**results, "D": (0, 1)}))
    assert s.violations == {H: (), A: ()}
    assert s.winner is A and s.complete
    assert (s.rubbers_won[H], s.rubbers_won[A]) == (2, 3)
    assert (s.games[H], s.games[A]) == (5, 6)
    assert (s.points[H], s.points[A]) == (0, 3)


def test_catalonia_three_of_four_wins_without_a_decider() -> None:
    league = example("catalonia-blackball-superlliga")
    results = {"S1": (2, 1), "S2": (2, 0), "S3": (2, 0)}
    s = play(league, sheet(league, "Tripleta", "Gràcia", TRIPLETA, GRACIA, results))
    # 3-0 with one rubber left: decided for home, complete when S4 is played.
    assert s.winner is H and s.decided and not s.complete
    s = play(
        league,
        sheet(league, "Tripleta", "Gràcia", TRIPLETA, GRACIA, {**results, "S4": (0, 2)}),
    )
    assert s.complete and (s.rubbers_won[H], s.rubbers_won[A]) == (3, 1)
    assert len(s.rubbers) == 4 and (s.points[H], s.points[A]) == (3, 0)


def test_catalonia_a_lineup_without_a_novice_is_named_by_its_rule() -> None:
    league = example("catalonia-blackball-superlliga")
    no_novice = ["Pau Serra", "Jordi Puig", "Oriol Mas", "Núria Font"]
    s = play(league, sheet(league, "Tripleta", "Gràcia", no_novice, GRACIA, {}))
    assert [(v.rule, v.get("categories")) for v in s.violations[H]] == [
        (LineupRule.CATEGORY_MISSING, "novice")
    ]
    # no woman and no senior either: the second group is named
    s = play(
        league,
        sheet(
            league,
            "Tripleta",
            "Gràcia",
            TRIPLETA,
            ["Pol Riera", "Arnau Pons", "Joan Camps", None],
            {},
        ),
    )
    assert [v.rule for v in s.violations[A]] == [
        LineupRule.TOO_FEW_PLAYERS,
        LineupRule.CATEGORY_MISSING,
    ]
    assert s.no_show == {A}


def test_catalonia_the_deciding_frame_is_played_by_a_player_of_the_night() -> None:
    league = example("catalonia-blackball-superlliga")
    home = {**dict(zip(("1", "2", "3", "4"), TRIPLETA, strict=True)), "D": "Oriol Mas"}
    s = play(league, sheet(league, "Tripleta", "Gràcia", home, GRACIA, {}))
    assert [(v.rule, v.get("player")) for v in s.violations[H]] == [
        (LineupRule.DECIDER_NOT_FIELDED, "Oriol Mas")
    ]


# -- Costa: six singles and three doubles, valid with four, three frames when short -----------

ANCHOR_FOUR = {
    **{"S1": "Ann Hill", "S2": "Bob Reid", "S3": "Cat Nash", "S4": "Dan Ford"},
    **{"S5": "Ann Hill", "S6": "Bob Reid"},
    **{"D1a": "Cat Nash", "D1b": "Dan Ford", "D2a": "Ann Hill", "D2b": "Cat Nash"},
    **{"D3a": "Bob Reid", "D3b": "Dan Ford"},
}
SUNSET_SIX = {
    **{f"S{i}": n for i, n in enumerate(["Tom Kerr", "Sam Holt", "Jim Lowe"], 1)},
    **{f"S{i}": n for i, n in enumerate(["Kim Shaw", "Lee Cole", "Max Dunn"], 4)},
    **{"D1a": "Tom Kerr", "D1b": "Sam Holt", "D2a": "Jim Lowe", "D2b": "Kim Shaw"},
    **{"D3a": "Lee Cole", "D3b": "Max Dunn"},
}
COSTA_RESULTS = {
    **{"S1": (1, 0), "S2": (1, 0), "S3": (0, 1), "S4": (1, 0), "S5": (0, 1), "S6": (0, 1)},
    **{"D1": (1, 0), "D2": (0, 1), "D3": (1, 0)},
}


def test_costa_a_team_of_four_plays_three_frames_each_and_wins_five_four() -> None:
    league = example("costa-expat-league")
    # Home is short (four of six): each plays three frames, the most allowed when short.
    # Singles 3-3, doubles 2-1: frames 5-4, home wins. Points: 2 + 5 = 7 and 0 + 4 = 4.
    s = play(
        league,
        sheet(league, "Anchor A", "Sunset Strikers", ANCHOR_FOUR, SUNSET_SIX, COSTA_RESULTS),
    )
    assert s.violations == {H: (), A: ()}
    assert s.winner is H and (s.rubbers_won[H], s.rubbers_won[A]) == (5, 4)
    assert (s.points[H], s.points[A]) == (7, 4)


def test_costa_a_fourth_frame_for_one_player_forfeits_his_frames_only() -> None:
    league = example("costa-expat-league")
    # Ann Hill also takes Dan Ford's doubles place in D3: four frames (S1, S5, D2, D3) when
    # three is the most. The league forfeits an ineligible player's frames: S1, S5, D2, D3
    # go to away. Home keeps S2, S4, D1 (3 frames); away S3, S5, S6, S1, D2, D3 (6 frames).
    # Points: home 0 + 3 = 3, away 2 + 6 = 8.
    lineup = {**ANCHOR_FOUR, "D3b": "Ann Hill"}
    s = play(
        league, sheet(league, "Anchor A", "Sunset Strikers", lineup, SUNSET_SIX, COSTA_RESULTS)
    )
    [v] = s.violations[H]
    assert v.rule is LineupRule.TOO_MANY_RUBBERS
    assert (v.get("player"), v.get("rubbers"), v.get("limit")) == ("Ann Hill", 4, 3)
    forfeited = [r.rubber.id for r in s.rubbers if r.forfeited_by is H]
    assert forfeited == ["S1", "S5", "D2", "D3"]
    assert (s.rubbers_won[H], s.rubbers_won[A]) == (3, 6)
    assert (s.points[H], s.points[A]) == (3, 8)


def test_costa_three_players_are_a_no_show() -> None:
    league = example("costa-expat-league")
    three = {
        slot: ("Ann Hill", "Bob Reid", "Cat Nash")[i % 3]
        for i, slot in enumerate(league.rules.format.slots)
    }
    s = play(league, sheet(league, "Anchor A", "Sunset Strikers", three, SUNSET_SIX, {}))
    assert LineupRule.TOO_FEW_PLAYERS in [v.rule for v in s.violations[H]]
    # No-show: away wins all nine frames (2 + 9 = 11); home 0 - 2 = -2.
    assert s.no_show == {H} and (s.points[H], s.points[A]) == (-2, 11)


def test_costa_a_late_player_is_replaced_by_a_substitute_from_his_frame_on() -> None:
    league = example("costa-expat-league")
    # Eve Lamb (on the roster, not in the lineup) takes Bob Reid's S6 and D3 places from S6
    # on: Bob plays S2 only, Eve two frames: legal. Frame S6 is forfeited by away instead.
    subs = [Substitution(H, "S6", "Eve Lamb", "S6"), Substitution(H, "D3a", "Eve Lamb", "S6")]
    results: dict[str, tuple[int, int] | Side] = {**COSTA_RESULTS, "S6": A}
    s = play(
        league,
        sheet(league, "Anchor A", "Sunset Strikers", ANCHOR_FOUR, SUNSET_SIX, results, subs),
    )
    assert s.violations == {H: (), A: ()}
    s6 = s.rubbers[5]
    assert s6.forfeited_by is A and s6.winner is H and (s6.home, s6.away) == (1, 0)
    assert (s.rubbers_won[H], s.rubbers_won[A]) == (6, 3)  # S6 changed hands: 5+1, 4-1


# -- APA: five singles, skill levels at most 23 ------------------------------------------------

RACK_ATTACK = ["Alan Park", "Beth Cole", "Carl West", "Dana Fox", "Ed Stone"]  # 7+5+4+4+3 = 23
CUE_TIPS = ["Gus Hale", "Hal Price", "Ivy Lane", "Jo Banks", "Fay Moon"]


def test_apa_a_night_of_five_matches_raced_by_the_chart_counts_one_point_a_match() -> None:
    league = example("apa-eight-ball")
    cue_tips = ["Gus Hale", "Ivy Lane", "Jo Banks", "Kay Ross", "Lou Dale"]  # 6+5+4+3+2 = 20
    # The Equalizer's races (home's first): S1 Alan SL7 v Gus SL6 5-4; S2 Beth 5 v Ivy 5 4-4;
    # S3 Carl 4 v Jo 4 3-3; S4 Dana 4 v Kay 3 3-2; S5 Ed 3 v Lou 2 3-2.
    # S1 3-4: Gus reaches his 4 first, away. S2 4-2 home. S3 3-1 home. S4 1-2: Kay reaches
    # his 2, away. S5 3-0 home. Matches 3-2, points 3 and 2; games 3+4+3+1+3 = 14 and
    # 4+2+1+2+0 = 9.
    results = {"S1": (3, 4), "S2": (4, 2), "S3": (3, 1), "S4": (1, 2), "S5": (3, 0)}
    s = play(league, sheet(league, "Rack Attack", "Cue Tips", RACK_ATTACK, cue_tips, results))
    assert s.violations == {H: (), A: ()}
    assert [r.winner for r in s.rubbers] == [A, H, H, A, H]
    assert s.winner is H and (s.points[H], s.points[A]) == (3, 2)
    assert (s.games[H], s.games[A]) == (14, 9)


def test_apa_a_score_past_both_races_is_impossible() -> None:
    league = example("apa-eight-ball")
    cue_tips = ["Gus Hale", "Ivy Lane", "Jo Banks", "Kay Ross", "Lou Dale"]
    # S4 is raced 3-2: at 3-2 both players would have reached their race.
    with pytest.raises(LeagueError) as err:
        play(
            league, sheet(league, "Rack Attack", "Cue Tips", RACK_ATTACK, cue_tips, {"S4": (3, 2)})
        )
    assert err.value.problem is Problem.IMPOSSIBLE_SCORE


def test_apa_a_forfeited_match_counts_the_winners_own_race() -> None:
    league = example("apa-eight-ball")
    cue_tips = ["Gus Hale", "Ivy Lane", "Jo Banks", "Kay Ross", "Lou Dale"]
    # S1 forfeited by Rack Attack: Gus (SL6 against SL7) races to 4, so 0-4.
    s = play(league, sheet(league, "Rack Attack", "Cue Tips", RACK_ATTACK, cue_tips, {"S1": H}))
    assert (s.rubbers[0].home, s.rubbers[0].away, s.rubbers[0].winner) == (0, 4, A)


def test_apa_a_lineup_over_23_breaks_the_23_rule_and_forfeits_the_night() -> None:
    league = example("apa-eight-ball")
    over = ["Gus Hale", "Hal Price", "Ivy Lane", "Jo Banks", "Kay Ross"]  # 6+6+5+4+3 = 24
    s = play(league, sheet(league, "Rack Attack", "Cue Tips", RACK_ATTACK, over, {}))
    [v] = s.violations[A]
    assert v.rule is LineupRule.SKILL_CAP and (v.get("sum"), v.get("cap")) == (24, 23)
    # Every match forfeited: home 5 points, away 0.
    assert (s.points[H], s.points[A]) == (5, 0)


# -- Germany: two rounds on four assigned tables, a distance per discipline --------------------

KASSEL = ["Jan Becker", "Tim Schulz", "Lena Wolf", "Nils Braun"]
GOETTINGEN = ["Finn Hahn", "Paul Koch", "Mia Richter", "Max Lange"]


def test_germany_a_league_day_of_two_rounds_drawn_four_all() -> None:
    league = example("germany-club-league")
    fmt = league.rules.format
    assert {(r.table, r.discipline, r.race) for r in fmt.rubbers} == {
        (1, Discipline.STRAIGHT_POOL, 100),
        (2, Discipline.EIGHT_BALL, 6),
        (3, Discipline.NINE_BALL, 7),
        (4, Discipline.TEN_BALL, 6),
    }
    # Round 1: T1 14.1 100-62 H, T2 6-4 H, T3 3-7 A, T4 6-5 H. Round 2: T1 87-100 A,
    # T2 2-6 A, T3 4-7 A, T4 6-1 H. Rubbers 4-4: a draw, 1 point each.
    results = {
        **{"R1T1": (100, 62), "R1T2": (6, 4), "R1T3": (3, 7), "R1T4": (6, 5)},
        **{"R2T1": (87, 100), "R2T2": (2, 6), "R2T3": (4, 7), "R2T4": (6, 1)},
    }
    s = play(league, sheet(league, "BC Kassel 1", "PBC Göttingen", KASSEL, GOETTINGEN, results))
    assert s.draw and (s.rubbers_won[H], s.rubbers_won[A]) == (4, 4)
    assert (s.points[H], s.points[A]) == (1, 1)
    # round 2: slot 1 meets slot 2 on the eight-ball table
    r = fmt.rubber("R2T2")
    assert (r.round, r.home, r.away) == (2, ("1",), ("2",))


def test_germany_a_straight_pool_score_short_of_its_distance_is_refused() -> None:
    import pytest

    from scoreboard.league.errors import LeagueError, Problem

    league = example("germany-club-league")
    with pytest.raises(LeagueError) as err:
        play(
            league,
            sheet(league, "BC Kassel 1", "PBC Göttingen", KASSEL, GOETTINGEN, {"R1T1": (99, 62)}),
        )
    assert err.value.problem is Problem.IMPOSSIBLE_SCORE
    assert err.value.params["rubber"] == "R1T1"
