"""A player's page's figures (scoreboard/players/figures.py): the head-to-head against every
opponent, and the rating over time, whose last point is the rating fitted on every game."""

from __future__ import annotations

import random

import pytest

from scoreboard.players.figures import (
    CURVE_POINTS,
    opponents,
    profile,
    rate,
    rating_curve,
)
from scoreboard.players.registry import Person, Played
from scoreboard.ratings import game_probability


def match(
    n: int, day: int, a: int, b: int, won: tuple[int, int], game: str = "nine-ball"
) -> Played:
    return Played(
        id=n,
        started=f"2024-{1 + day // 28:02d}-{1 + day % 28:02d}T20:00:00Z",
        discipline=game,
        names=(f"P{a}", f"P{b}"),
        people=(a, b),
        winner=0 if won[0] > won[1] else 1,
        games=won,
    )


def season(seed: int = 4, players: int = 8, count: int = 120) -> list[Played]:
    """Races to 5 among ``players`` at known strengths, a few a day."""
    rng = random.Random(seed)
    true = [rng.gauss(500, 100) for _ in range(players)]
    out = []
    for n in range(count):
        a, b = rng.sample(range(1, players + 1), 2)
        p = game_probability(true[a - 1], true[b - 1])
        won = [0, 0]
        while max(won) < 5:
            won[0 if rng.random() < p else 1] += 1
        out.append(match(n, n // 3, a, b, (won[0], won[1])))
    return out


def people(matches: list[Played], imported: dict[int, float] | None = None) -> list[Person]:
    ids = sorted({p for m in matches for p in m.people if p is not None})
    return [Person(i, f"P{i}", "", (imported or {}).get(i), (f"P{i}",), matches=0) for i in ids]


def test_the_head_to_head_is_against_every_opponent_met() -> None:
    matches = [
        match(1, 0, 1, 2, (5, 3)),
        match(2, 1, 3, 1, (5, 4)),
        match(3, 2, 1, 2, (2, 5)),
        match(4, 3, 2, 1, (1, 5)),
        match(5, 4, 1, 1, (5, 0)),  # two spellings of one person: counted nowhere
    ]
    table = {r.opponent: r for r in opponents(profile(matches, 1))}
    assert set(table) == {2, 3}
    two, three = table[2], table[3]
    assert (two.matches, two.won, two.lost, two.games_won, two.games_lost) == (3, 2, 1, 12, 9)
    assert (three.matches, three.won, three.lost, three.games_won, three.games_lost) == (
        1,
        0,
        1,
        4,
        5,
    )
    assert [r.opponent for r in opponents(profile(matches, 1))] == [2, 3]  # most matches first


@pytest.mark.parametrize("established", [0, 200])
def test_the_rating_curve_ends_at_the_rating_fitted_on_every_game(established: int) -> None:
    matches = season()
    ratings = rate(None, matches=matches, people=people(matches), established=established)
    for person in (1, 5):
        curve = rating_curve(profile(matches, person), ratings)
        assert curve[-1][1] == pytest.approx(ratings[person].rating, abs=0.01)
        assert [d for d, _ in curve] == sorted({d for d, _ in curve})  # one point a day


def test_an_imported_players_curve_ends_at_his_rating_too() -> None:
    matches = season(seed=9)
    ratings = rate(None, matches=matches, people=people(matches, {3: 650.0}))
    curve = rating_curve(profile(matches, 3), ratings)
    assert ratings[3].imported and curve[-1][1] == pytest.approx(ratings[3].rating, abs=0.01)


def own_maximum(matches: list[Played], person: int, ratings: object, until: str) -> float:
    """His rating from his games up to ``until``, opponents fixed: the root of the derivative
    of his log-likelihood, found by bisection (a second way, slow and sure)."""
    me = ratings[person]  # type: ignore[index]
    games = []
    for m in matches:
        if m.started[:10] > until or person not in m.people:
            continue
        side = m.people.index(person)
        games.append((ratings[m.people[1 - side]].rating, m.games[side], sum(m.games)))  # type: ignore[index]
    n = sum(g for _, _, g in games)
    weight = max(2.0, 200 - n)

    def slope(r: float) -> float:
        s = sum(w - g * game_probability(r, o) for o, w, g in games)
        return s + weight * (0.5 - game_probability(r, me.prior))

    lo, hi = -2000.0, 3000.0
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if slope(mid) > 0 else (lo, mid)
    return lo


def test_each_point_is_the_maximum_of_his_games_up_to_that_day() -> None:
    matches = season(seed=2)
    ratings = rate(None, matches=matches, people=people(matches), established=200)
    curve = rating_curve(profile(matches, 2), ratings)
    assert len(curve) > 10
    for day, value in curve[:: max(1, len(curve) // 6)]:
        assert value == pytest.approx(own_maximum(matches, 2, ratings, day), abs=0.5)


def test_a_long_career_is_drawn_in_at_most_so_many_points() -> None:
    matches = season(players=4, count=3 * 2 * CURVE_POINTS + 7)
    ratings = rate(None, matches=matches, people=people(matches))
    curve = rating_curve(profile(matches, 1), ratings)
    assert CURVE_POINTS // 2 < len(curve) <= CURVE_POINTS
    assert curve[-1][0] == max(m.started[:10] for m in matches if 1 in m.people)


def test_the_curve_counts_only_the_fits_disciplines() -> None:
    matches = season(seed=6)
    eight = [match(900 + n, 50, 1, 2, (5, 0), "eight-ball") for n in range(5)]
    ratings = rate(None, ["nine-ball"], matches=matches + eight, people=people(matches))
    curve = rating_curve(profile(matches + eight, 1), ratings)
    assert curve[-1][1] == pytest.approx(ratings[1].rating, abs=0.01)
