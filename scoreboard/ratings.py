"""Player ratings from every game played, and fair (handicapped) races.

Long because the odds of a game and of a race, the fair races and the fit of the ratings share one
scale and its arithmetic.

The scale is FargoRate's: a difference of 100 points means odds of 2:1 per game,

    P(A wins a game) = 1 / (1 + 2 ** (-(Ra - Rb) / 100)),

so 200 points is 4:1, 300 points 8:1. Ratings are the maximum-likelihood fit of every game
(rack) given to :func:`fit`, as :class:`Games` records: two players and the games each won
against the other (a match of a race to 7 won 7-4 is one record of 11 games; a record of single
racks is as good). The order in which the games were played does not matter to the fit, nor how
many records they come in: what counts is how many games each player won against each other.

Prior. A player who has won every game he played would have an infinite maximum-likelihood
rating, and a new player's rating would jump with each game. So every player also plays a few
*virtual games* against a *phantom* opponent rated at his prior centre, winning exactly half of
them: :attr:`FitOptions.starter_games` games against a phantom of
:attr:`FitOptions.starter` (500 unless the caller sets it) for a player known only by the games
given, or :attr:`FitOptions.imported_games` against a phantom of his imported rating (a rating
from a federation or FargoRate) when one is given; a :class:`Prior` sets both for one player.
The virtual games pull a rating towards its centre with the weight of that many real games, and
no more: after a few dozen real games they hardly matter. They also fix the scale's origin
(ratings are otherwise defined only up to a constant added to all of them): with no imported
ratings, the ratings of a group of players average close to the starter rating.

Robustness is FargoRate's word for the number of real games behind a rating (the virtual
games are not counted). A rating with a robustness of 0 is its prior centre.

Provisional. A club may call a rating established from a robustness on
(:attr:`FitOptions.established`; FargoRate's is 200). Below it a rating on the starter prior is
*provisional*, and the starter weighs the games still missing (a player with 20 games has 180
virtual ones at the starter), so a newcomer's rating moves from the starter as his games come,
not with his first rack. Each rating also names its *group*: the players linked by games
played; two groups that never met are comparable only through their priors.

The fit is per group of disciplines, or of all of them together, by what the caller passes:
records of nine-ball only give nine-ball ratings.

Fair races. :func:`race_odds` gives the exact chance of each side winning a race to (a, b)
(a negative binomial sum over the games the loser wins before the winner's last);
:func:`fair_races` the races of about a given length that bring a match closest to even, and
:func:`race_chart` a table of the fairest race per rating difference and length, for printing.

>>> result = fit([Games("Ann", "Bob", 14, 7), Games("Bob", "Cid", 9, 9)])
>>> round(result["Ann"].rating - result["Bob"].rating)
94
>>> result["Bob"].robustness, result["Cid"].robustness
(39, 18)
>>> [f"{r.a}-{r.b}" for r in fair_races(600, 500, 7)]
['10-5', '9-5', '9-4']

Pure Python (no NumPy), no Qt and no I/O.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import accumulate, chain, pairwise, repeat
from operator import add, attrgetter, itemgetter, mul, sub, truediv
from types import MappingProxyType
from typing import Any, Generic, TypeVar

P = TypeVar("P", bound=Hashable)

#: Points per doubling of the odds of winning a game.
SCALE = 100.0
#: Natural-log strength per rating point: a rating r is a strength exp(r * LN2_PER_POINT).
LN2_PER_POINT = math.log(2.0) / SCALE
#: Ratings beyond this (either sign) are refused: no rating list holds them, and they would
#: overflow the arithmetic.
MAX_RATING = 10_000.0
#: The most games :func:`fair_races` lets a race last more or less than the one asked for.
MAX_SPREAD = 10
#: The lightest and heaviest prior, in virtual games: the lightest still keeps a player who
#: won every game within a few thousand points of his opponents.
MIN_PRIOR_GAMES = 0.01
MAX_PRIOR_GAMES = 1_000_000.0
#: The longest race :func:`race_odds` and :func:`fair_races` compute.
MAX_RACE = 500
#: The least a game may weigh in the fit (an old game with a short half-life).
MIN_WEIGHT = 1e-6
#: The highest robustness a club may call established (:attr:`FitOptions.established`).
MAX_ESTABLISHED = 100_000
#: A race whose favourite's chance is further than this from 1/2 is not near even: a handicap
#: from it is to be shown as such (:func:`near_even`).
NEAR_EVEN = 0.10


# -- the probability of a game and of a race -------------------------------------------------


def game_probability(rating_a: float, rating_b: float) -> float:
    """The chance that a player of ``rating_a`` wins one game against one of ``rating_b``.

    >>> game_probability(600, 500)  # 100 points: 2:1
    0.6666666666666666
    >>> game_probability(500, 700)  # 200 points: 1:4
    0.2
    >>> game_probability(500, 500)
    0.5
    """
    d = (rating_a - rating_b) / SCALE
    if d >= 0:
        return 1.0 / (1.0 + math.pow(2.0, -d))
    odds = math.pow(2.0, d)
    return odds / (1.0 + odds)


def _check_race(a: int, b: int) -> None:
    for name, n in (("a", a), ("b", b)):
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError(f"race {name} must be a whole number of games, not {n!r}")
        if not 1 <= n <= MAX_RACE:
            raise ValueError(f"race {name} must be 1 to {MAX_RACE} games, not {n}")


def race_probability(p: float, a: int, b: int) -> float:
    """The chance that a side winning each game with probability ``p`` wins ``a`` games before
    the other side wins ``b``.

    It is the sum, over the k = 0 .. b-1 games the other side wins, of the chance that the
    a-th win comes at game a + k: C(a-1+k, k) p^a (1-p)^k.

    >>> race_probability(0.6, 1, 1)  # a race to 1 is one game
    0.6
    >>> race_probability(0.5, 7, 7)
    0.5
    >>> round(race_probability(2 / 3, 2, 2), 6)  # p^2 + 2 p^2 q = 20/27
    0.740741
    """
    _check_race(a, b)
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"a probability is 0 to 1, not {p!r}")
    if p == 0.0:
        return 0.0
    if p == 1.0:
        return 1.0
    q = 1.0 - p
    first = p**a  # k = 0: the first a games all won
    terms = [first]
    if first > 1e-280:
        # Multiply by the whole number before dividing: for p = 1/2 every term is then exact.
        term = first
        for k in range(1, b):
            term = term * (a - 1 + k) * q / k
            terms.append(term)
    else:  # p^a underflows: the same terms from their logarithms
        log_term, log_q = a * math.log(p), math.log(q)
        terms = [math.exp(log_term)]
        for k in range(1, b):
            log_term += math.log((a - 1 + k) / k) + log_q
            terms.append(math.exp(log_term))
    return min(1.0, math.fsum(terms))


def race_odds(rating_a: float, rating_b: float, a: int, b: int) -> tuple[float, float]:
    """The chances of each side winning a race where A needs ``a`` games and B needs ``b``.

    Each side's chance is its own negative binomial sum, so the two adding up to 1 is a check
    of the arithmetic, not a definition.

    >>> race_odds(500, 500, 5, 5)
    (0.5, 0.5)
    >>> [round(x, 4) for x in race_odds(600, 500, 7, 5)]
    [0.711, 0.289]
    """
    p = game_probability(rating_a, rating_b)
    q = game_probability(rating_b, rating_a)
    return race_probability(p, a, b), race_probability(q, b, a)


# -- fair races ------------------------------------------------------------------------------


@dataclass(frozen=True)
class FairRace:
    """A race where side A needs ``a`` games and side B needs ``b``, with each side's chance."""

    a: int
    b: int
    p_a: float
    p_b: float

    @property
    def unfairness(self) -> float:
        """How far from even the race is: ``|p_a - 1/2|``."""
        return abs(self.p_a - 0.5)

    def __str__(self) -> str:
        return f"{self.a}-{self.b} ({self.p_a:.1%} : {self.p_b:.1%})"


# Long because the club's controls (the weaker side's minimum, the cap on the gap) are part of
# choosing the candidates, and each is stated where it acts.
def fair_races(
    rating_a: float,
    rating_b: float,
    length: int,
    *,
    spread: int = 1,
    count: int = 3,
    minimum: int = 1,
    max_gap: float | None = None,
) -> list[FairRace]:
    """The ``count`` races of about a race to ``length`` closest to an even match, best first.

    "About a race to n" is a race that lasts at most as many games, give or take ``spread``
    (0 to :data:`MAX_SPREAD`):
    a race (a, b) is over within a + b - 1 games, so the candidates are every race with
    a + b from 2n - spread to 2n + spread (each side at least 1, at most :data:`MAX_RACE`);
    there may be fewer than ``count`` of them. They are ordered by how far
    side A's chance is from 1/2, then by how close a + b is to 2n, then by a.

    The club's controls: each side needs at least ``minimum`` games (the weaker side's race
    is the shorter one; never more than ``length``), and ``max_gap`` caps the rating gap the
    races are chosen for (the stronger side is taken as at most that many points stronger).
    Each race's chances are still those of the real ratings: :func:`near_even` tells whether
    the best one is a fair match.

    >>> [str(r) for r in fair_races(500, 500, 5, count=1)]
    ['5-5 (50.0% : 50.0%)']
    >>> [f"{r.a}-{r.b}" for r in fair_races(500, 700, 7)]  # 4:1 per game for B
    ['3-11', '3-12', '3-10']
    >>> [str(r) for r in fair_races(800, 500, 5, count=1)]  # 8:1 per game
    ['8-1 (39.0% : 61.0%)']
    >>> [str(r) for r in fair_races(800, 500, 5, count=1, minimum=3)]
    ['8-3 (90.9% : 9.1%)']
    >>> [str(r) for r in fair_races(800, 500, 5, count=1, max_gap=200)]  # chosen as for 4:1
    ['7-2 (77.9% : 22.1%)']
    """
    _check_race(length, length)
    if isinstance(spread, bool) or not isinstance(spread, int) or not 0 <= spread <= MAX_SPREAD:
        raise ValueError(f"spread must be 0 to {MAX_SPREAD} games, not {spread!r}")
    if count < 1:
        raise ValueError(f"count must be at least 1, not {count}")
    if isinstance(minimum, bool) or not isinstance(minimum, int) or not 1 <= minimum <= MAX_RACE:
        raise ValueError(f"minimum must be 1 to {MAX_RACE} games, not {minimum!r}")
    if max_gap is not None and not (math.isfinite(max_gap) and 0 <= max_gap <= MAX_RATING):
        raise ValueError(f"max_gap is 0 to {MAX_RATING:g} points, not {max_gap!r}")
    floor = min(minimum, length)
    p = game_probability(rating_a, rating_b)
    q = game_probability(rating_b, rating_a)
    chosen_by = p  # the chance per game the races are chosen for (the gap capped)
    if max_gap is not None and abs(rating_a - rating_b) > max_gap:
        chosen_by = game_probability(max_gap if rating_a > rating_b else -max_gap, 0.0)
    candidates: list[tuple[float, int, int, FairRace]] = []
    for total in range(max(2 * floor, 2 * length - spread), 2 * length + spread + 1):
        for a in range(max(floor, total - MAX_RACE), min(total - floor, MAX_RACE) + 1):
            b = total - a
            race = FairRace(a, b, race_probability(p, a, b), race_probability(q, b, a))
            away = abs(race_probability(chosen_by, a, b) - 0.5) if chosen_by != p else None
            candidates.append(
                (race.unfairness if away is None else away, abs(total - 2 * length), a, race)
            )
    candidates.sort(key=lambda c: c[:3])
    return [c[3] for c in candidates[:count]]


def near_even(race: FairRace) -> bool:
    """Whether the favourite's chance is within :data:`NEAR_EVEN` of 1/2 (a fair handicap).

    >>> near_even(fair_races(600, 500, 7, count=1)[0]), near_even(FairRace(7, 7, 0.896, 0.104))
    (True, False)
    """
    return race.unfairness <= NEAR_EVEN


@dataclass(frozen=True)
class RaceChart:
    """The fairest race for each rating difference (rows) and length (columns).

    ``races[i][j]`` is the race for ``differences[i]`` and ``lengths[j]``; its side A is the
    stronger player (a difference is the stronger player's rating minus the weaker's).
    """

    differences: tuple[float, ...]
    lengths: tuple[int, ...]
    races: tuple[tuple[FairRace, ...], ...]

    def race(self, difference: float, length: int) -> FairRace:
        """The chart's cell for a difference and a length it holds."""
        return self.races[self.differences.index(difference)][self.lengths.index(length)]

    def rows(self) -> Iterator[tuple[float, tuple[FairRace, ...]]]:
        """(difference, races by length) for each row, for printing."""
        return zip(self.differences, self.races, strict=True)


def race_chart(
    differences: Iterable[float] = range(0, 401, 25),
    lengths: Iterable[int] = (3, 5, 7, 9, 11),
    *,
    spread: int = 1,
) -> RaceChart:
    """A race chart: the fairest race (see :func:`fair_races`) per difference and length.

    >>> chart = race_chart([0, 100, 200], [5, 7])
    >>> [[f"{r.a}-{r.b}" for r in row] for _, row in chart.rows()]
    [['5-5', '7-7'], ['6-3', '10-5'], ['7-2', '11-3']]
    >>> round(chart.race(200, 7).p_a, 3)
    0.502
    """
    diffs = tuple(float(d) for d in differences)
    lens = tuple(lengths)
    for d in diffs:
        if not (math.isfinite(d) and 0 <= d <= MAX_RATING):
            raise ValueError(f"a rating difference is 0 to {MAX_RATING:g}, not {d!r}")
    races = tuple(
        tuple(fair_races(d, 0.0, n, spread=spread, count=1)[0] for n in lens) for d in diffs
    )
    return RaceChart(diffs, lens, races)


# -- the fit ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Games(Generic[P]):
    """Games between two players: ``a`` won ``won_a`` of them, ``b`` won ``won_b``; each game
    weighs ``weight`` in the fit (:data:`MIN_WEIGHT` to 1: older games may weigh less, see
    :func:`age_weight`), and counts whole in the robustness."""

    a: P
    b: P
    won_a: int
    won_b: int
    weight: float = 1.0

    def __post_init__(self) -> None:
        if self.a == self.b:
            raise ValueError(f"a player does not play himself: {self.a!r}")
        for name, n in (("won_a", self.won_a), ("won_b", self.won_b)):
            if isinstance(n, bool) or not isinstance(n, int):
                raise TypeError(f"{name} must be a whole number of games, not {n!r}")
            if n < 0:
                raise ValueError(f"{name} cannot be negative: {n}")
        w = self.weight
        if isinstance(w, bool) or not isinstance(w, int | float):
            raise TypeError(f"a game's weight is a number, not {w!r}")
        if not (math.isfinite(w) and MIN_WEIGHT <= w <= 1.0):
            raise ValueError(f"a game's weight is {MIN_WEIGHT:g} to 1, not {w!r}")


def age_weight(age_days: float, half_life_days: float | None) -> float:
    """The weight of a game ``age_days`` old when a game loses half its weight every
    ``half_life_days`` (None: every game weighs 1); never below :data:`MIN_WEIGHT`, and a game
    from the future weighs 1.

    >>> age_weight(365, 365), age_weight(730, 365), age_weight(5_000, None), age_weight(-3, 30)
    (0.5, 0.25, 1.0, 1.0)
    """
    if half_life_days is None or age_days <= 0:
        return 1.0
    if not (math.isfinite(half_life_days) and half_life_days > 0):
        raise ValueError(f"a half-life is a number of days above 0, not {half_life_days!r}")
    return max(MIN_WEIGHT, math.pow(0.5, age_days / half_life_days))


@dataclass(frozen=True)
class Prior:
    """A prior centre and its weight, in virtual games split evenly against a phantom there
    (:data:`MIN_PRIOR_GAMES` to :data:`MAX_PRIOR_GAMES`)."""

    rating: float
    games: float

    def __post_init__(self) -> None:
        _check_rating(self.rating)
        g = self.games
        if isinstance(g, bool) or not isinstance(g, int | float):
            raise TypeError(f"a prior's weight is a number of games, not {g!r}")
        if not (math.isfinite(g) and MIN_PRIOR_GAMES <= g <= MAX_PRIOR_GAMES):
            raise ValueError(
                f"a prior weighs {MIN_PRIOR_GAMES:g} to {MAX_PRIOR_GAMES:g} games, not {g!r}"
            )


@dataclass(frozen=True)
class FitOptions:
    """The prior and the convergence of :func:`fit`."""

    #: The prior centre of a player known only by his games.
    starter: float = 500.0
    #: Virtual games (half won) against a phantom of the starter rating.
    starter_games: float = 2.0
    #: Virtual games against a phantom of an imported rating (given as a plain number).
    imported_games: float = 20.0
    #: The robustness at which a rating stops being provisional (FargoRate's 200; 0: none is).
    #: Until then the starter prior of a player known only by his games weighs the games still
    #: missing, ``established - robustness``, when that is more than ``starter_games``.
    established: int = 0
    #: The fit stops when a Newton step moves no rating by more than this many points ...
    tolerance: float = 1e-3
    #: ... or after this many steps (``Fit.converged`` then says so).
    max_steps: int = 100

    def __post_init__(self) -> None:
        Prior(self.starter, self.starter_games)
        Prior(self.starter, self.imported_games)
        if not (self.tolerance > 0 and self.max_steps >= 1):
            raise ValueError("tolerance must be above 0 and max_steps at least 1")
        e = self.established
        if isinstance(e, bool) or not isinstance(e, int) or not 0 <= e <= MAX_ESTABLISHED:
            raise ValueError(f"established is 0 to {MAX_ESTABLISHED} games, not {e!r}")


@dataclass(frozen=True)
class Rating:
    """A player's fitted rating with the real games behind it (its robustness)."""

    rating: float
    robustness: int
    won: int
    lost: int
    #: The prior's centre: the starter or the imported rating.
    prior: float
    #: Below the robustness the club calls established, on the starter prior (an imported
    #: rating is never provisional: it comes from a list the club trusts).
    provisional: bool = False
    #: The group of players linked by games played (who played whom, and whom they played):
    #: ratings of two groups are comparable only through their priors. The number is the
    #: group's first player's place in the input.
    group: int = 0
    #: The prior's weight in virtual games, as fitted.
    prior_games: float = 0.0
    #: The prior is an imported rating (or a :class:`Prior` given), not the starter.
    imported: bool = False


@dataclass(frozen=True)
class Fit(Generic[P]):
    """Every player's :class:`Rating`, in the order players first appear in the input."""

    ratings: Mapping[P, Rating]
    steps: int
    converged: bool
    #: The options of the fit.
    options: FitOptions = field(default_factory=lambda: FitOptions())
    #: The disciplines whose games were fitted (None: every one, or not said): the caller
    #: that chose the games says (:func:`scoreboard.players.figures.rate`).
    disciplines: frozenset[str] | None = None

    def __getitem__(self, player: P) -> Rating:
        return self.ratings[player]

    def __contains__(self, player: object) -> bool:
        return player in self.ratings

    def __len__(self) -> int:
        return len(self.ratings)

    def probability(self, a: P, b: P) -> float:
        """The chance that ``a`` wins one game against ``b``."""
        return game_probability(self.ratings[a].rating, self.ratings[b].rating)


def _check_rating(r: float) -> None:
    if isinstance(r, bool) or not isinstance(r, int | float):
        raise TypeError(f"a rating is a number, not {r!r}")
    if not (math.isfinite(r) and -MAX_RATING <= r <= MAX_RATING):
        raise ValueError(f"a rating is -{MAX_RATING:g} to {MAX_RATING:g}, not {r!r}")


# Long because it is one procedure over shared tables: the players indexed, their games tallied per
# pair, each one's prior, then the maximisation and the ratings read back.
def fit(
    records: Iterable[Games[P]],
    imported: Mapping[P, float | Prior] | None = None,
    options: FitOptions | None = None,
) -> Fit[P]:
    """The maximum-likelihood ratings of the games in ``records`` under the prior (see the
    module's notes).

    ``imported`` gives a player's imported rating (the prior's centre, weighing
    ``options.imported_games``) or a whole :class:`Prior`; a player found only there is rated
    at it with a robustness of 0.

    With the virtual games the log-likelihood is strictly concave in the ratings, so it has one
    maximum and no other stationary point. It is found by Newton's method, started from each
    player's prior centre moved by the log-odds of his wins: each step solves the Newton
    equations (the Hessian is a weighted graph Laplacian of who played whom plus the virtual
    games' diagonal) by conjugate gradients, preconditioned by that diagonal and by the solve
    of each group's shift as a whole, to a hundredth of the first residual (an inexact Newton
    step: the maximum is still found to ``options.tolerance``); a step must raise the
    likelihood enough, which the gradient where it lands shows, else the likelihood halving it
    does. The cost of a step is a few passes over the pairs of players who
    met, however many games they played, each pass a few loops in C (``map``, ``itemgetter``)
    over the pairs in the order of each player's row.

    >>> f = fit([Games("A", "B", 2, 1)], imported={"C": 650})
    >>> [(p, round(r.rating, 1), r.robustness, r.prior) for p, r in f.ratings.items()]
    [('A', 536.7, 3, 500.0), ('B', 463.3, 3, 500.0), ('C', 650.0, 0, 650.0)]
    >>> f.converged
    True
    """
    opts = options or FitOptions()
    imported = imported or {}
    index: dict[P, int] = {}
    pairs: dict[int, float] = {}  # games per pair i < j, weighed, keyed (i << _PAIR_SHIFT) | j
    won: list[int] = []
    played: list[int] = []
    weighed: list[float] = []  # each player's wins, each at its game's weight

    def idx(player: P) -> int:
        i = index.get(player)
        if i is None:
            i = index[player] = len(won)
            won.append(0)
            played.append(0)
            weighed.append(0.0)
        return i

    listed = list(records)
    if not all(map(isinstance, listed, repeat(Games))):
        bad = next(rec for rec in listed if not isinstance(rec, Games))
        raise TypeError(f"a record of games is a Games, not {type(bad).__name__}")
    played_any = [rec for rec in listed if rec.won_a or rec.won_b]  # 0-0 counts for nothing
    side_a = list(map(attrgetter("a"), played_any))
    side_b = list(map(attrgetter("b"), played_any))
    for player in dict.fromkeys(
        chain.from_iterable(zip(side_a, side_b, strict=True))
    ):  # as first met
        idx(player)
    won_a = list(map(attrgetter("won_a"), played_any))
    won_b = list(map(attrgetter("won_b"), played_any))
    weights = list(map(attrgetter("weight"), played_any))
    games = list(map(add, won_a, won_b))
    for i, j, x, y, n, w in zip(
        map(index.__getitem__, side_a),
        map(index.__getitem__, side_b),
        won_a,
        won_b,
        games,
        weights,
        strict=False,
    ):
        key = (i << _PAIR_SHIFT) | j if i < j else (j << _PAIR_SHIFT) | i
        pairs[key] = pairs.get(key, 0.0) + n * w
        won[i] += x
        won[j] += y
        played[i] += n
        played[j] += n
        if w != 1.0:
            weighed[i] += x * (w - 1.0)
            weighed[j] += y * (w - 1.0)
    weighed = list(map(add, weighed, won))  # each one's wins, each at its game's weight
    for player in imported:
        idx(player)

    count = len(won)
    centre = [opts.starter] * count
    weight = [max(opts.starter_games, float(opts.established - n)) for n in played]
    provisional = [n < opts.established for n in played]
    for player, given in imported.items():
        i = index[player]
        provisional[i] = False
        if isinstance(given, Prior):
            centre[i], weight[i] = given.rating, given.games
        else:
            _check_rating(given)
            centre[i], weight[i] = float(given), opts.imported_games

    # Natural units relative to the mean centre: a rating r is theta = (r - origin) * ln 2 / 100,
    # a strength exp(theta), and a game's chance s_a / (s_a + s_b).
    origin = math.fsum(centre) / count if count else 0.0
    first = [key >> _PAIR_SHIFT for key in pairs]
    second = [key & _PAIR_MASK for key in pairs]
    group = _groups(count, zip(first, second, strict=True))
    problem = _Problem(
        first=first,
        second=second,
        games=list(pairs.values()),
        target=[weighed[i] + weight[i] / 2 for i in range(count)],
        centre=[(c - origin) * LN2_PER_POINT for c in centre],
        weight=weight,
        group=group,
        pick_first=_picker(first),
        pick_second=_picker(second),
    )
    theta, steps, converged = _maximise(problem, opts.tolerance * LN2_PER_POINT, opts.max_steps)
    ratings = {
        player: Rating(
            rating=origin + theta[i] / LN2_PER_POINT,
            robustness=played[i],
            won=won[i],
            lost=played[i] - won[i],
            prior=centre[i],
            provisional=provisional[i],
            group=group[i],
            prior_games=weight[i],
            imported=player in imported,
        )
        for player, i in index.items()
    }
    return Fit(MappingProxyType(ratings), steps, converged, opts)


#: A pair of players (i, j) as one number, (i << _PAIR_SHIFT) | j: a dictionary of numbers is
#: quicker than one of tuples.
_PAIR_SHIFT = 32
_PAIR_MASK = (1 << _PAIR_SHIFT) - 1


def _groups(count: int, pairs: Iterable[tuple[int, int]]) -> list[int]:
    """Each player's group of players linked by games (union-find): the smallest index in it."""
    parent = list(range(count))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in pairs:
        ri, rj = root(i), root(j)
        if ri != rj:
            parent[max(ri, rj)] = min(ri, rj)
    return [root(i) for i in range(count)]


@dataclass(frozen=True)
class _Problem:
    """The games in natural units: pairs of players (first < second) with the games they
    played (``games``), each player's real wins plus half his virtual games (``target``), and
    each prior's centre and weight."""

    first: list[int]
    second: list[int]
    games: list[float]
    target: list[float]
    centre: list[float]
    weight: list[float]
    group: list[int]  # each player's group of players linked by games
    pick_first: _Pick  # the first's value of each pair from a list of the players'
    pick_second: _Pick

    def log_likelihood(self, theta: list[float], strength: list[float]) -> float:
        """Of the real games and the virtual ones (each side of a virtual game half won), at
        ``theta`` with ``strength`` its exponentials: a player's wins weigh his theta, so the
        wins of all the games are one sum over the players; each game played subtracts the
        log of its two strengths' sum (virtual games: his own and his prior's), one pass over
        the pairs in C (``map``)."""
        both = map(add, self.pick_first(strength), self.pick_second(strength))
        played = math.fsum(map(mul, self.games, map(math.log, both)))
        prior = math.fsum(map(mul, self.weight, map(_log_sum_exp, theta, self.centre)))
        wins = math.fsum(map(mul, theta, self.target))
        constant = math.fsum(map(mul, self.weight, self.centre)) / 2
        return wins + constant - played - prior


def _log_sum_exp(x: float, y: float) -> float:
    """log(e^x + e^y) without overflow."""
    m = x if x > y else y
    return m + math.log1p(math.exp(-abs(x - y)))


#: Picks given places from a list, as a tuple.
_Pick = Callable[[Sequence[Any]], tuple[Any, ...]]


@dataclass(frozen=True)
class _Rows:
    """The pairs as each player's row of the Hessian: every pair twice, once in each one's row,
    the rows one after the other (row i from ``bounds[i]`` to ``bounds[i + 1]``), each entry
    with its row's player (``pick_own`` picks their values from a list of the players'), his
    opponent (``pick_other``) and their games (``games``); ``pick[i]`` picks row i's opponents.
    So each pass over the games is a few passes in C (``map``, ``itemgetter``), not a loop in
    Python."""

    pick_own: _Pick
    pick_other: _Pick
    games: list[float]
    bounds: list[int]
    pick: list[_Pick]
    played: list[float]  # each player's games (weighed)

    @classmethod
    def of(cls, problem: _Problem) -> _Rows:
        count, pairs = len(problem.centre), len(problem.first)
        owner = problem.first + problem.second  # whose row each entry goes to
        order = _picker(sorted(range(2 * pairs), key=owner.__getitem__))
        sizes = [0] * count
        for i, size in Counter(owner).items():
            sizes[i] = size
        bounds = [0, *accumulate(sizes)]
        own, other = order(owner), order(problem.second + problem.first)
        games = list(order(problem.games + problem.games))
        return cls(
            _picker(own),
            _picker(other),
            games,
            bounds,
            [_picker(other[a:b]) for a, b in pairwise(bounds)],
            [sum(games[a:b]) for a, b in pairwise(bounds)],
        )


def _no_one(values: Sequence[Any]) -> tuple[Any, ...]:
    return ()


def _picker(row: Sequence[int]) -> _Pick:
    """The entries of ``row`` from a list, as a tuple (even of one)."""
    if not row:
        return _no_one
    if len(row) == 1:
        only = row[0]
        return lambda values: (values[only],)
    return itemgetter(*row)


@dataclass(frozen=True)
class _Terms:
    """The gradient (wins, real and virtual, minus their expectation), the curvature of each
    pair n p (1 - p) row by row, each player's diagonal and his prior's part of it."""

    grad: list[float]
    curv: list[list[float]]
    diag: list[float]
    prior_curv: list[float]

    @classmethod
    def at(
        cls, problem: _Problem, rows: _Rows, strength: list[float], prior: list[float]
    ) -> _Terms:
        theirs = rows.pick_other(strength)
        both = map(add, rows.pick_own(strength), theirs)
        lose = list(map(truediv, theirs, both))  # each entry's chance for the opponent
        lost = list(map(mul, rows.games, lose))  # games the row's player is expected to lose
        curv_rows = list(map(mul, lost, map(sub, repeat(1.0, len(lose)), lose)))
        bounds = rows.bounds
        curv = [curv_rows[a:b] for a, b in pairwise(bounds)]
        share = list(map(truediv, strength, map(add, strength, prior)))
        weight = problem.weight
        prior_curv = list(
            map(mul, weight, map(mul, share, map(sub, repeat(1.0, len(share)), share)))
        )
        diag = [c + sum(h) for c, h in zip(prior_curv, curv, strict=True)]
        grad = [
            won - g * p - n + sum(lost[a:b])
            for won, g, p, n, a, b in zip(
                problem.target, weight, share, rows.played, bounds[:-1], bounds[1:], strict=True
            )
        ]
        return cls(grad, curv, diag, prior_curv)


# Long because each Newton step is one procedure: the step taken checked by the gradient where
# it lands (or the likelihood halving it), the gradient and the Hessian's rows, the solve.
def _maximise(problem: _Problem, tolerance: float, max_steps: int) -> tuple[list[float], int, bool]:
    """(theta at the maximum, Newton steps taken, whether the last moved less than tolerance).

    A step's rise is checked where it lands: the likelihood being concave, it rose by at least
    the slope there along the step, so a slope there of at least 1e-4 of the step's first
    (Armijo's sufficient rise) accepts it with no likelihood computed; else the likelihood
    halves the step from where it began until it rises enough."""
    centre, weight = problem.centre, problem.weight
    count = len(centre)
    if count == 0:
        return [], 0, True
    rows = _Rows.of(problem)
    # start at each one's prior centre moved by the log-odds of his wins, as if his opponents
    # were of his own centre: a step or two nearer than the centres
    theta = [
        c + math.log(won / (n + g - won))
        for c, won, n, g in zip(centre, problem.target, rows.played, weight, strict=True)
    ]
    prior = list(map(math.exp, centre))
    strength = list(map(math.exp, theta))
    taken: tuple[list[float], list[float], float, float] | None = None  # from, move, slope, size
    for step in range(1, max_steps + 1):
        terms = _Terms.at(problem, rows, strength, prior)
        if taken is not None:
            start, move, slope, largest = taken
            if math.fsum(map(mul, terms.grad, move)) < 1e-4 * slope:  # not risen enough: halve
                theta, t = _halved(problem, start, move, slope, tolerance / largest)
                if t * largest < tolerance:  # halved to nothing: the maximum, as well as known
                    return theta, step - 1, True
                strength = list(map(math.exp, theta))
                terms = _Terms.at(problem, rows, strength, prior)
        grad = terms.grad
        move = _solve(rows, terms.curv, terms.diag, grad, _coarse(problem.group, terms.prior_curv))
        slope = math.fsum(map(mul, grad, move))
        largest = max(map(abs, move), default=0.0)
        if largest > 2.0:  # at most 289 points at a time, so far from the maximum
            move = [m * 2.0 / largest for m in move]
            slope *= 2.0 / largest
            largest = 2.0
        taken = (theta, move, slope, largest)
        theta = list(map(add, theta, move))
        if largest < tolerance:
            return theta, step, True
        strength = list(map(math.exp, theta))
    return theta, max_steps, False


def _halved(
    problem: _Problem, start: list[float], move: list[float], slope: float, least: float
) -> tuple[list[float], float]:
    """(``start`` moved by ``move`` times t, t): t halved from 1 until the likelihood rises
    enough (Armijo) or t is below ``least`` (the move then below the tolerance)."""
    value = problem.log_likelihood(start, list(map(math.exp, start)))
    t = 1.0
    while True:
        trial = [x + t * m for x, m in zip(start, move, strict=True)]
        trial_value = problem.log_likelihood(trial, list(map(math.exp, trial)))
        if trial_value >= value + 1e-4 * t * slope or t < least:
            return trial, t
        t /= 2


def _solve(
    rows: _Rows,
    curv: Sequence[Sequence[float]],
    diag: list[float],
    rhs: list[float],
    coarse: Callable[[list[float]], list[float]],
) -> list[float]:
    """x with (L + D) x = rhs, where L is the Laplacian of the pairs weighted by ``curv`` (row by
    row) and ``diag`` the diagonal of L + D: conjugate gradients preconditioned by ``diag``
    plus ``coarse``, the solve of each group's shift as a whole (L does not see a shift of a
    whole group, only the priors do: the mode the diagonal alone leaves slowest)."""
    count = len(rhs)
    inverse = [1.0 / d for d in diag]
    x = [0.0] * count
    r = list(rhs)
    z = list(map(add, map(mul, inverse, r), coarse(r)))
    p = list(z)
    rz = math.fsum(map(mul, r, z))
    # inexact Newton: a residual a hundredth of the first (its square, in the preconditioner's
    # norm, 1e-4 of the first) is as exact as the next step needs; the steps still end at the
    # maximum, each nearer than the last
    stop = rz * 1e-4 + 1e-300
    picks = rows.pick
    for _ in range(4 * count + 10):
        if rz <= stop:
            break
        # ap = (L + D) p, with L + D = diag - (the pairs' off-diagonal weights)
        ap = [
            d * v - sum(map(mul, h, pick(p)))
            for d, v, h, pick in zip(diag, p, curv, picks, strict=True)
        ]
        alpha = rz / math.fsum(map(mul, p, ap))
        x = list(map(add, x, map(mul, p, repeat(alpha, count))))
        r = list(map(sub, r, map(mul, ap, repeat(alpha, count))))
        z = list(map(add, map(mul, inverse, r), coarse(r)))
        rz_next = math.fsum(map(mul, r, z))
        p = list(map(add, z, map(mul, p, repeat(rz_next / rz, count))))
        rz = rz_next
    return x


def _coarse(group: list[int], prior_curv: list[float]) -> Callable[[list[float]], list[float]]:
    """The solve of (L + D) x = r for x a shift of each group as a whole: the group's residual
    over the group's prior curvature (L adds nothing to a shift)."""
    labels = sorted(set(group))
    if len(labels) == 1:
        whole = math.fsum(prior_curv)
        return lambda r: [math.fsum(r) / whole] * len(r)
    place = {g: n for n, g in enumerate(labels)}
    member = [place[g] for g in group]
    curv = [0.0] * len(labels)
    for n, c in zip(member, prior_curv, strict=True):
        curv[n] += c

    def shift(r: list[float]) -> list[float]:
        sums = [0.0] * len(labels)
        for n, v in zip(member, r, strict=True):
            sums[n] += v
        each = list(map(truediv, sums, curv))
        return [each[n] for n in member]

    return shift
