"""Ratings on FargoRate's scale, the odds of a race and fair races (scoreboard/ratings.py)."""

from __future__ import annotations

import ast
import math
import random
import statistics
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoreboard import ratings
from scoreboard.ratings import (
    FitOptions,
    Games,
    Prior,
    fair_races,
    fit,
    game_probability,
    race_chart,
    race_odds,
    race_probability,
)

ROOT = Path(__file__).resolve().parents[2]

# -- recovering known ratings ----------------------------------------------------------------


def simulate(players: int, games: int, seed: int) -> tuple[list[float], list[Games[int]]]:
    """True ratings (about 500 +- 100) and races to 5 between random pairs, played game by game
    at the true odds, until ``games`` games have been played."""
    rng = random.Random(seed)
    true = [rng.gauss(500, 100) for _ in range(players)]
    records: list[Games[int]] = []
    total = 0
    while total < games:
        a, b = rng.sample(range(players), 2)
        p = game_probability(true[a], true[b])
        won_a = won_b = 0
        while won_a < 5 and won_b < 5:
            if rng.random() < p:
                won_a += 1
            else:
                won_b += 1
        records.append(Games(a, b, won_a, won_b))
        total += won_a + won_b
    return true, records


def mean_absolute_error(true: list[float], records: list[Games[int]]) -> tuple[float, int]:
    """(mean absolute error, players rated): ratings are defined up to a constant added to all,
    so the fitted ones are first shifted by their mean difference from the true ones."""
    result = fit(records)
    assert result.converged
    errors = [result[p].rating - true[p] for p in range(len(true)) if p in result]
    offset = statistics.fmean(errors)
    return statistics.fmean(abs(e - offset) for e in errors), len(errors)


def test_the_fit_recovers_known_ratings_better_as_games_grow() -> None:
    true, records = simulate(300, 20_000, seed=27)
    maes = []
    for games in (5_000, 10_000, 20_000):
        played, prefix = 0, []
        for r in records:
            if played >= games:
                break
            prefix.append(r)
            played += r.won_a + r.won_b
        mae, rated = mean_absolute_error(true, prefix)
        print(f"{played:,} games, {rated} players rated: mean absolute error {mae:.1f} points")
        maes.append(mae)
    assert maes[0] > maes[1] > maes[2]
    # four times the games: about half the error (the statistical error goes as 1/sqrt(games))
    assert maes[2] < 0.6 * maes[0]
    assert maes[2] < 30.0


def test_newcomers_are_provisional_and_their_starter_tames_a_lucky_start() -> None:
    """The recovery test with newcomers: 300 players rated from 20,000 games (about 130 games
    each), then 40 newcomers who each play two races to 5 against them. With 100 games called
    established every newcomer is provisional and every player past 100 games is not. The
    starter, weighing the games each newcomer still misses, holds his rating close to it: no
    newcomer strays as far from the starter as his few games alone would put him (a lucky
    streak does not make a champion), at the price of a few points of error (still below the
    starter guess's own error); the others' ratings hardly move."""
    true, records = simulate(300, 20_000, seed=27)
    rng = random.Random(4)
    newcomers = list(range(300, 340))
    true += [rng.gauss(500, 100) for _ in newcomers]
    for n in newcomers:
        for opponent in rng.sample(range(300), 2):
            p = game_probability(true[n], true[opponent])
            won = [0, 0]
            while max(won) < 5:
                won[0 if rng.random() < p else 1] += 1
            records.append(Games(n, opponent, won[0], won[1]))
    plain = fit(records)
    club = fit(records, options=FitOptions(established=100))
    assert club.converged
    for p, r in club.ratings.items():
        assert r.provisional == (r.robustness < 100), p
    assert all(club[n].provisional for n in newcomers)
    assert not any(r.provisional for r in plain.ratings.values())
    guess = statistics.fmean(abs(true[n] - 500) for n in newcomers)
    figures = {}
    for name, result in (("own games", plain), ("provisional", club)):
        offset = statistics.fmean(result[p].rating - true[p] for p in range(300))
        new = [abs(result[n].rating - offset - true[n]) for n in newcomers]
        old = [abs(result[p].rating - offset - true[p]) for p in range(300)]
        stray = max(abs(result[n].rating - 500) for n in newcomers)
        figures[name] = (statistics.fmean(new), stray, statistics.fmean(old))
        print(
            f"{name}: newcomers' error {figures[name][0]:.1f} (farthest from the starter"
            f" {stray:.0f}), the others' {figures[name][2]:.1f} points; the starter guess's"
            f" error {guess:.1f}"
        )
    own, provisional = figures["own games"], figures["provisional"]
    assert provisional[1] < 0.5 * own[1]
    assert own[0] - 5.0 < provisional[0] < min(guess, own[0] + 15.0)
    assert abs(provisional[2] - own[2]) < 2.0


def test_the_fit_is_the_maximum_of_the_likelihood() -> None:
    """At the maximum each player's wins, real plus half his virtual games, equal the wins the
    ratings expect: the derivative of the log-likelihood by his rating is zero."""
    _true, records = simulate(40, 2_000, seed=3)
    opts = FitOptions(starter=450.0, starter_games=3.0)
    result = fit(records, imported={0: 800.0, 1: Prior(300.0, 7.0)}, options=opts)
    expected = {p: 0.0 for p in result.ratings}
    wins = {p: 0.0 for p in result.ratings}
    for r in records:
        p = result.probability(r.a, r.b)
        n = r.won_a + r.won_b
        expected[r.a] += n * p
        expected[r.b] += n * (1 - p)
        wins[r.a] += r.won_a
        wins[r.b] += r.won_b
    for player, rating in result.ratings.items():
        virtual = 7.0 if player == 1 else 20.0 if player == 0 else 3.0
        expected[player] += virtual * game_probability(rating.rating, rating.prior)
        assert wins[player] + virtual / 2 == pytest.approx(expected[player], abs=1e-6)
        assert rating.robustness == rating.won + rating.lost
        assert rating.won == wins[player]
    assert result[0].prior == 800.0 and result[1].prior == 300.0 and result[2].prior == 450.0


def test_how_the_games_are_recorded_does_not_matter() -> None:
    """One record of 7-4 or eleven records of one game, in any order, either player first."""
    _true, records = simulate(30, 1_500, seed=5)
    singles: list[Games[int]] = []
    for r in records:
        singles += [Games(r.a, r.b, 1, 0)] * r.won_a + [Games(r.b, r.a, 1, 0)] * r.won_b
    random.Random(1).shuffle(singles)
    grouped, split = fit(records), fit(singles)
    for p in grouped.ratings:
        assert split[p].rating == pytest.approx(grouped[p].rating, abs=1e-6)
        assert split[p].robustness == grouped[p].robustness


def test_the_starter_rating_sets_the_origin() -> None:
    _true, records = simulate(30, 1_000, seed=8)
    base = fit(records)
    moved = fit(records, options=FitOptions(starter=600.0))
    for p in base.ratings:
        assert moved[p].rating - base[p].rating == pytest.approx(100.0, abs=1e-6)
    assert statistics.fmean(r.rating for r in base.ratings.values()) == pytest.approx(500, abs=1)


def test_a_player_with_no_games_is_rated_at_his_prior() -> None:
    result = fit([Games("Ann", "Bob", 3, 2)], imported={"Cid": 640.0, "Dan": Prior(410.0, 5.0)})
    assert result["Cid"].rating == pytest.approx(640.0)
    assert result["Dan"].rating == pytest.approx(410.0)
    assert (result["Cid"].robustness, result["Dan"].robustness) == (0, 0)
    assert fit([]).ratings == {} and fit([]).converged


def test_an_imported_rating_outweighs_a_few_games() -> None:
    """A rating of 700 from elsewhere survives two lost games against a starter."""
    new = fit([Games("Ann", "Bob", 0, 2)])
    known = fit([Games("Ann", "Bob", 0, 2)], imported={"Ann": 700.0})
    assert new["Ann"].rating < 450
    assert 640 < known["Ann"].rating < 700
    assert known["Ann"].robustness == 2


@pytest.mark.parametrize("prior", [ratings.MIN_PRIOR_GAMES, 2.0, ratings.MAX_PRIOR_GAMES])
@pytest.mark.parametrize("won", [1, 200, 10**9])
def test_winning_every_game_gives_a_finite_rating(won: int, prior: float) -> None:
    """However lopsided the games and however light the prior (at the extremes of the scale)."""
    imported = {"Ann": Prior(ratings.MAX_RATING, prior), "Bob": Prior(-ratings.MAX_RATING, prior)}
    for priors in (None, imported):
        result = fit([Games("Ann", "Bob", won, 0)], imported=priors)
        assert result.converged
        a, b = result["Ann"].rating, result["Bob"].rating
        assert math.isfinite(a) and math.isfinite(b) and a > b
        assert a - b < 2 * ratings.MAX_RATING + 10_000


def test_groups_that_never_met_are_each_anchored_by_the_prior() -> None:
    records = [Games(f"a{i}", f"a{i + 1}", 6, 3) for i in range(5)]
    records += [Games(f"b{i}", f"b{i + 1}", 2, 7) for i in range(5)]
    result = fit(records)
    for group in "ab":
        mean = statistics.fmean(result[f"{group}{i}"].rating for i in range(6))
        assert mean == pytest.approx(500.0, abs=5.0)
    assert result["a0"].rating > result["a5"].rating
    assert result["b0"].rating < result["b5"].rating


def test_a_poorly_connected_club_still_converges() -> None:
    """A chain of 200 players, each having met only his two neighbours."""
    records = [Games(i, i + 1, 30 + i % 7, 30) for i in range(199)]
    result = fit(records)
    assert result.converged and result.steps < 20
    assert len(result) == 200


def test_a_newcomers_starter_weighs_the_games_he_still_misses() -> None:
    """The issue's newcomer: 5-0 against an established 492 is 753 on his own games; with 200
    games called established his starter weighs 195 games and he stays near it, provisional."""
    established = Prior(492.0, 1_000.0)
    alone = fit([Games("New", "Old", 5, 0)], imported={"Old": established})
    club = fit(
        [Games("New", "Old", 5, 0)],
        imported={"Old": established},
        options=FitOptions(established=200),
    )
    assert alone["New"].rating > 700 and not alone["New"].provisional
    assert 500 < club["New"].rating < 520 and club["New"].provisional
    assert not club["Old"].provisional  # an imported rating is the club's trust, not a guess
    # the weight is exactly the games missing: the same as a Prior of 195 games
    by_hand = fit(
        [Games("New", "Old", 5, 0)], imported={"Old": established, "New": Prior(500.0, 195.0)}
    )
    assert club["New"].rating == pytest.approx(by_hand["New"].rating, abs=1e-6)


def test_the_starters_weight_fades_as_games_come_and_ends_at_the_threshold() -> None:
    opts = FitOptions(established=200)
    shares = []
    for n in (10, 100, 190, 200, 400):
        result = fit([Games("A", "B", n, 0)], options=opts)
        assert result["A"].provisional == (n < 200)
        shares.append(result["A"].rating - result["B"].rating)
    assert shares == sorted(shares)  # more games, less pull
    # past the threshold the starter weighs starter_games, as without a threshold
    assert fit([Games("A", "B", 300, 100)], options=opts)["A"].rating == pytest.approx(
        fit([Games("A", "B", 300, 100)])["A"].rating, abs=1e-6
    )


def test_each_player_knows_his_group_of_players_who_met() -> None:
    records = [Games("a0", "a1", 3, 2), Games("b0", "b1", 1, 4), Games("a1", "a2", 2, 2)]
    result = fit(records, imported={"c": 600.0})
    groups = {p: r.group for p, r in result.ratings.items()}
    assert groups["a0"] == groups["a1"] == groups["a2"]
    assert groups["b0"] == groups["b1"] != groups["a0"]
    assert groups["c"] not in (groups["a0"], groups["b0"])
    joined = fit([*records, Games("a2", "b1", 1, 1)])
    assert len({r.group for r in joined.ratings.values()}) == 1


def test_a_games_weight_counts_in_the_fit_but_not_in_the_robustness() -> None:
    """Fourteen games at half weight are fitted as seven, and still are fourteen games."""
    halved = fit([Games("A", "B", 10, 4, 0.5)])
    as_seven = fit([Games("A", "B", 5, 2)])
    assert halved["A"].rating == pytest.approx(as_seven["A"].rating, abs=1e-6)
    assert (halved["A"].robustness, halved["A"].won, halved["A"].lost) == (14, 10, 4)


def test_older_games_weighing_less_favour_the_recent_form() -> None:
    """Ann lost 20 games to Bob two years ago and won 20 this month: alike without decay,
    ahead with a half-life of a year."""
    records = [(400, Games("Ann", "Bob", 0, 20)), (10, Games("Ann", "Bob", 20, 0))]
    alike = fit([g for _, g in records])
    assert alike["Ann"].rating == pytest.approx(alike["Bob"].rating, abs=1e-6)
    decayed = fit(
        [Games(g.a, g.b, g.won_a, g.won_b, ratings.age_weight(age, 365)) for age, g in records]
    )
    assert decayed["Ann"].rating > decayed["Bob"].rating + 50
    assert decayed["Ann"].robustness == 40


def test_the_weaker_side_races_at_least_the_clubs_minimum() -> None:
    assert [(r.a, r.b) for r in fair_races(800, 500, 5)][0] == (8, 1)
    for race in fair_races(800, 500, 5, minimum=3, count=5):
        assert min(race.a, race.b) >= 3
    assert fair_races(500, 800, 5, minimum=3, count=1)[0].a == 3
    # never more than the race asked for: about a race to 2 with a minimum of 3 is still offered
    assert [(r.a, r.b) for r in fair_races(500, 500, 2, minimum=3, count=1)] == [(2, 2)]


def test_a_capped_gap_chooses_the_race_as_for_that_gap_but_tells_the_real_odds() -> None:
    capped = fair_races(800, 500, 7, max_gap=200, count=1)[0]
    as_if = fair_races(700, 500, 7, count=1)[0]
    assert (capped.a, capped.b) == (as_if.a, as_if.b)
    assert (capped.p_a, capped.p_b) == race_odds(800, 500, capped.a, capped.b)
    assert fair_races(600, 500, 7, max_gap=200) == fair_races(600, 500, 7)  # under the cap


def test_a_race_far_from_even_is_not_near_even() -> None:
    """The issue's figures: a 600-point gap about a race to 7 is at best 14-1, 80.5 %."""
    best = fair_races(1100, 500, 7, count=1)[0]
    assert (best.a, best.b) == (14, 1) and best.p_a == pytest.approx(0.805, abs=1e-3)
    assert not ratings.near_even(best)
    assert ratings.near_even(fair_races(600, 500, 7, count=1)[0])


@pytest.mark.parametrize(
    ("make", "error"),
    [
        (lambda: Games("Ann", "Ann", 1, 0), ValueError),
        (lambda: Games("Ann", "Bob", -1, 3), ValueError),
        (lambda: Games("Ann", "Bob", 1.5, 3), TypeError),  # type: ignore[arg-type]
        (lambda: Games("Ann", "Bob", True, 3), TypeError),
        (lambda: Prior(math.nan, 2.0), ValueError),
        (lambda: Prior(500.0, 0.0), ValueError),
        (lambda: Prior(500.0, 0.001), ValueError),
        (lambda: Prior(500.0, True), TypeError),
        (lambda: Prior(1e9, 2.0), ValueError),
        (lambda: FitOptions(starter_games=-1.0), ValueError),
        (lambda: FitOptions(tolerance=0.0), ValueError),
        (lambda: fit([Games("A", "B", 1, 1)], imported={"A": math.inf}), ValueError),
        (lambda: fit([Games("A", "B", 1, 1)], imported={"A": "700"}), TypeError),  # type: ignore[dict-item]
        (lambda: fit([("A", "B", 1, 1)]), TypeError),  # type: ignore[arg-type]
        (lambda: race_probability(0.5, 0, 3), ValueError),
        (lambda: race_probability(0.5, 3, ratings.MAX_RACE + 1), ValueError),
        (lambda: race_probability(1.5, 3, 3), ValueError),
        (lambda: fair_races(500, 500, 0), ValueError),
        (lambda: fair_races(500, 500, 7, spread=ratings.MAX_SPREAD + 1), ValueError),
        (lambda: fair_races(500, 500, 7, count=0), ValueError),
        (lambda: fair_races(500, 500, 7, minimum=0), ValueError),
        (lambda: fair_races(500, 500, 7, max_gap=-1.0), ValueError),
        (lambda: fair_races(500, 500, 7, max_gap=math.nan), ValueError),
        (lambda: FitOptions(established=-1), ValueError),
        (lambda: Games("A", "B", 1, 1, 0.0), ValueError),
        (lambda: Games("A", "B", 1, 1, 1.5), ValueError),
        (lambda: Games("A", "B", 1, 1, math.nan), ValueError),
        (lambda: Games("A", "B", 1, 1, "1"), TypeError),  # type: ignore[arg-type]
        (lambda: ratings.age_weight(10, 0.0), ValueError),
        (lambda: ratings.age_weight(10, math.inf), ValueError),
        (lambda: FitOptions(established=2.5), ValueError),  # type: ignore[arg-type]
        (lambda: race_chart([-10], [5]), ValueError),
    ],
)
def test_what_cannot_be_true_is_refused(make: object, error: type[Exception]) -> None:
    with pytest.raises(error):
        make()  # type: ignore[operator]


def test_a_record_of_no_games_counts_for_nothing() -> None:
    assert fit([Games("Ann", "Bob", 0, 0)]).ratings == {}


# -- the probability of a game and of a race -------------------------------------------------


def test_hand_checked_game_probabilities() -> None:
    assert game_probability(600, 500) == pytest.approx(2 / 3)  # 100 points: 2:1
    assert game_probability(500, 600) == pytest.approx(1 / 3)
    assert game_probability(700, 500) == pytest.approx(4 / 5)  # 200 points: 4:1
    assert game_probability(800, 500) == pytest.approx(8 / 9)
    assert game_probability(512, 512) == 0.5
    assert game_probability(ratings.MAX_RATING, -ratings.MAX_RATING) == 1.0
    assert game_probability(-ratings.MAX_RATING, ratings.MAX_RATING) == pytest.approx(2.0**-200)


def test_hand_checked_race_probabilities() -> None:
    p, q = 2 / 3, 1 / 3
    assert race_probability(p, 2, 2) == pytest.approx(p**2 + 2 * p**2 * q)  # 20/27
    assert race_probability(p, 2, 1) == pytest.approx(p**2)
    assert race_probability(p, 1, 2) == pytest.approx(1 - q**2)
    # a race to 3 against 2: win 3 of the first 3, 4 or 4 with one loss ...
    assert race_probability(p, 3, 2) == pytest.approx(p**3 + 3 * p**3 * q)
    assert race_odds(600, 500, 1, 1) == pytest.approx((2 / 3, 1 / 3))


ratings_st = st.floats(min_value=-3000, max_value=3000, allow_nan=False)
races_st = st.integers(min_value=1, max_value=60)


@given(ratings_st, ratings_st)
def test_a_race_to_one_is_one_game(ra: float, rb: float) -> None:
    assert race_odds(ra, rb, 1, 1)[0] == pytest.approx(game_probability(ra, rb), abs=1e-15)


@given(st.integers(min_value=1, max_value=ratings.MAX_RACE), ratings_st)
def test_a_symmetric_race_of_equal_players_is_even(n: int, r: float) -> None:
    pa, pb = race_odds(r, r, n, n)
    assert pa == pytest.approx(0.5, abs=1e-12) and pb == pytest.approx(0.5, abs=1e-12)


@given(ratings_st, ratings_st, races_st, races_st)
def test_the_two_sides_chances_sum_to_one(ra: float, rb: float, a: int, b: int) -> None:
    pa, pb = race_odds(ra, rb, a, b)
    assert 0.0 <= pa <= 1.0 and 0.0 <= pb <= 1.0
    assert pa + pb == pytest.approx(1.0, abs=1e-12)


@given(st.fractions(min_value=0, max_value=1, max_denominator=50), races_st, races_st)
@settings(max_examples=60)
def test_the_race_sum_matches_the_binomial_count_exactly(p: Fraction, a: int, b: int) -> None:
    """Side A wins the race exactly when he wins at least a of the first a + b - 1 games."""
    n, q = a + b - 1, 1 - p
    exact = sum(math.comb(n, k) * p**k * q ** (n - k) for k in range(a, n + 1))
    assert race_probability(float(p), a, b) == pytest.approx(float(exact), rel=1e-9, abs=1e-300)


@given(st.floats(min_value=1, max_value=400), st.integers(min_value=1, max_value=80))
def test_a_longer_race_favours_the_stronger_player(difference: float, n: int) -> None:
    shorter = race_odds(500 + difference, 500, n, n)[0]
    longer = race_odds(500 + difference, 500, n + 1, n + 1)[0]
    assert shorter > 0.5
    # strictly more, where the sums can tell (the gain falls as the odds near 1)
    assert longer > shorter if shorter < 1 - 1e-9 else longer >= shorter - 1e-15


@given(st.floats(min_value=-400, max_value=400), races_st, races_st)
def test_needing_more_games_lowers_a_sides_chance(difference: float, a: int, b: int) -> None:
    more, fewer = race_odds(difference, 0, a + 1, b)[0], race_odds(difference, 0, a, b)[0]
    assert more < fewer if 1e-9 < fewer < 1 - 1e-9 else more <= fewer + 1e-15


# -- fair races and the chart ----------------------------------------------------------------


@given(ratings_st, st.integers(min_value=1, max_value=15), st.integers(min_value=0, max_value=3))
def test_equal_players_are_offered_the_even_race_first(r: float, n: int, spread: int) -> None:
    best = fair_races(r, r, n, spread=spread)[0]
    assert (best.a, best.b) == (n, n)


def test_about_a_race_to_one() -> None:
    assert [(r.a, r.b) for r in fair_races(500, 500, 1)] == [(1, 1), (1, 2), (2, 1)]
    assert [(r.a, r.b) for r in fair_races(700, 500, 1, spread=3)][0] == (3, 1)


@given(
    st.floats(min_value=0, max_value=500),
    st.integers(min_value=2, max_value=15),
    st.integers(min_value=0, max_value=2),
)
def test_fair_races_are_about_the_length_and_ordered_by_fairness(
    difference: float, n: int, spread: int
) -> None:
    races = fair_races(500 + difference, 500, n, spread=spread, count=4)
    assert len(races) == min(4, sum(t - 1 for t in range(2 * n - spread, 2 * n + spread + 1)))
    for race in races:
        assert abs(race.a + race.b - 2 * n) <= spread and race.a >= 1 and race.b >= 1
        assert (race.p_a, race.p_b) == race_odds(500 + difference, 500, race.a, race.b)
    assert [r.unfairness for r in races] == sorted(r.unfairness for r in races)
    even = race_odds(500 + difference, 500, n, n)[0]
    assert races[0].unfairness <= abs(even - 0.5)
    assert races[0].a >= races[0].b  # the stronger player needs at least as many games


def test_a_100_point_favourite_races_to_about_twice_the_games() -> None:
    best = fair_races(600, 500, 7)[0]
    assert (best.a, best.b) == (10, 5)
    assert best.p_a == pytest.approx(0.476, abs=1e-3)
    assert str(best) == "10-5 (47.6% : 52.4%)"


def test_the_race_chart_holds_the_fairest_race_per_difference_and_length() -> None:
    chart = race_chart(range(0, 301, 50), (3, 5, 7, 9))
    assert chart.differences == (0.0, 50.0, 100.0, 150.0, 200.0, 250.0, 300.0)
    assert len(chart.races) == 7 and all(len(row) == 4 for row in chart.races)
    assert [(r.a, r.b) for r in chart.races[0]] == [(3, 3), (5, 5), (7, 7), (9, 9)]
    for difference, row in chart.rows():
        for n, race in zip(chart.lengths, row, strict=True):
            assert race == fair_races(difference, 0, n, count=1)[0]
            assert race == chart.race(difference, n)
    assert chart.race(200, 7).p_a == pytest.approx(0.502, abs=1e-3)


# -- layering --------------------------------------------------------------------------------


def test_the_ratings_import_no_qt_no_windows_and_do_no_io() -> None:
    tree = ast.parse((ROOT / "scoreboard" / "ratings.py").read_text("utf-8"))
    roots: set[str] = set()
    calls: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            roots.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.add(node.func.id)
    assert roots <= {
        "__future__",
        "math",
        "collections",
        "dataclasses",
        "itertools",
        "operator",
        "types",
        "typing",
    }
    assert not calls & {"open", "print", "input", "exec", "eval", "__import__"}
