"""What the registry's matches give: every person's rating (:func:`rate`, over a discipline
group of :data:`DISCIPLINE_GROUPS`), and a player's page (:func:`profile`: his matches, his
totals per discipline and his form) with a head-to-head against an opponent
(:func:`head_to_head`) or every one (:func:`opponents`), and his rating over time
(:func:`rating_curve`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from itertools import repeat
from operator import add, mul, truediv
from typing import TYPE_CHECKING

from scoreboard.ratings import LN2_PER_POINT, Fit, FitOptions, Games, age_weight, fit

if TYPE_CHECKING:
    from scoreboard.players.registry import Person, Played, Registry


# -- ratings from the history --------------------------------------------------------------------

#: The discipline groups a club may rate apart (None: every discipline together).
DISCIPLINE_GROUPS: dict[str, frozenset[str] | None] = {
    "all": None,
    "rotation": frozenset({"nine-ball", "ten-ball"}),
    "eight-ball": frozenset({"eight-ball"}),
    "nine-ball": frozenset({"nine-ball"}),
    "ten-ball": frozenset({"ten-ball"}),
    "straight-pool": frozenset({"straight-pool"}),
}


def game_records(
    matches: Iterable[Played],
    half_life: float | None = None,
    now: datetime | None = None,
) -> list[Games[int]]:
    """The games of these matches as the fit takes them: each rack a game, between the two
    people (a match of 14.1, which has no racks of its own to win, counts as one game); a
    match with a side of no person, or one person on both sides (merged names), is left out
    (:attr:`Played.rated`, the rule a page's figures and the results exported follow too).
    With a ``half_life`` (days) a match's games weigh half as much every ``half_life`` days
    before ``now`` (:func:`scoreboard.ratings.age_weight`; a start that cannot be read as a
    date weighs 1, as if recent)."""
    out: list[Games[int]] = []
    when = now or datetime.now(UTC)
    for m in matches:
        if not m.rated:  # the one rule of what counts (Played.rated)
            continue
        a, b = m.people
        assert a is not None and b is not None
        won_a, won_b = m.games
        if won_a or won_b:
            weight = 1.0 if half_life is None else age_weight(_age_days(m.started, when), half_life)
            out.append(Games(a, b, won_a, won_b, weight))
    return out


def _age_days(started: object, now: datetime) -> float:
    """Days from ``started`` (ISO text as stored, untrusted; a date without a zone is UTC) to
    ``now``; 0 when it cannot be read."""
    try:
        when = datetime.fromisoformat(str(started))
    except ValueError:
        return 0.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return (now - when).total_seconds() / 86_400


def rate(
    registry: Registry | None,
    disciplines: Iterable[str] | None = None,
    *,
    starter: float = 500.0,
    starter_games: float = 2.0,
    imported_games: float = 20.0,
    established: int = 0,
    half_life: float | None = None,
    matches: Iterable[Played] | None = None,
    people: Iterable[Person] | None = None,
    now: datetime | None = None,
) -> Fit[int]:
    """Every person's rating from every game stored (of ``disciplines``; None: all of them),
    with ``starter`` as the prior of a person known only by his games and his imported rating
    as the prior where the registry has one (see :func:`scoreboard.ratings.fit`; below
    ``established`` games a starter-based rating is provisional and its starter weighs the games
    still missing; with a ``half_life`` in days older games weigh less, see
    :func:`game_records`). Keys are
    the people's ids; each rating's ``robustness`` is the games behind it. ``matches`` and
    ``people``, when given, are what :meth:`Registry.played` and :meth:`Registry.people`
    read (for a window that has read them already; with both given, ``registry`` may be
    None)."""
    options = FitOptions(
        starter=starter,
        starter_games=starter_games,
        imported_games=imported_games,
        established=established,
    )
    if registry is None and (people is None or matches is None):
        raise ValueError("rate needs the registry, or the matches and the people read from it")
    listed = registry.people() if people is None and registry is not None else people or []
    imported = {p.id: p.rating for p in listed if p.rating is not None}
    if matches is None and registry is not None:
        chosen = registry.played(disciplines)
    else:
        wanted = set(disciplines) if disciplines is not None else None
        chosen = [m for m in matches or () if wanted is None or m.discipline in wanted]
    fitted = fit(game_records(chosen, half_life, now), imported, options)
    return replace(fitted, disciplines=None if disciplines is None else frozenset(disciplines))


# -- a player's page -----------------------------------------------------------------------------

#: Matches the form line averages over.
FORM_WINDOW = 5


@dataclass(frozen=True, slots=True)
class DisciplineRecord:
    """A person's totals in one discipline."""

    discipline: str
    matches: int = 0
    won: int = 0
    lost: int = 0
    racks_won: int = 0
    racks_lost: int = 0
    break_and_runs: int = 0
    fouls: int = 0
    high_run: int = 0
    points: int = 0
    innings: int = 0

    @property
    def fouls_per_rack(self) -> float:
        racks = self.racks_won + self.racks_lost
        return self.fouls / racks if racks else 0.0

    @property
    def balls_per_inning(self) -> float:
        """14.1's average: points per inning."""
        return self.points / self.innings if self.innings else 0.0


@dataclass(frozen=True, slots=True)
class Profile:
    """What a player's page shows: his matches (oldest first), his totals per discipline and
    his form, (start, share of the racks won over the last :data:`FORM_WINDOW` matches)."""

    person: int
    matches: tuple[Played, ...]
    disciplines: tuple[DisciplineRecord, ...]
    form: tuple[tuple[str, float], ...]


#: The statistics a page adds up (name on the page, name stored).
_SUMMED = (
    ("break_and_runs", "break_and_runs"),
    ("fouls", "fouls"),
    ("points", "points"),
    ("innings", "innings"),
)


def profile(matches: Iterable[Played], person: int) -> Profile:
    """A person's page from the matches (:meth:`Registry.played`), in one pass over his: a
    match between two names of his (:attr:`Played.one_person`) and a team match he played
    in (:attr:`Played.team`: doubles, scotch doubles) are listed, counted nowhere."""
    mine = [m for m in matches if person in m.people or m.team_side(person) is not None]
    totals: dict[str, dict[str, int]] = {}
    form: list[tuple[str, float]] = []
    recent: list[tuple[int, int]] = []
    won_recent = total_recent = 0
    for m in mine:
        if m.one_person or m.team:
            continue
        side = 0 if m.people[0] == person else 1
        ours, theirs = m.games[side], m.games[1 - side]
        t = totals.get(m.discipline)
        if t is None:
            t = totals[m.discipline] = dict.fromkeys(_TOTALS, 0)
        t["matches"] += 1
        if m.winner is not None:
            t["won" if m.winner == side else "lost"] += 1
        t["racks_won"] += ours
        t["racks_lost"] += theirs
        *summed, run = m.counts(side, _READ)
        for name, value in zip(_SUMMED_NAMES, summed, strict=True):
            t[name] += value
        if run > t["high_run"]:
            t["high_run"] = run
        recent.append((ours, theirs))
        won_recent += ours
        total_recent += ours + theirs
        if len(recent) > FORM_WINDOW:
            old_won, old_lost = recent.pop(0)
            won_recent -= old_won
            total_recent -= old_won + old_lost
        if total_recent:
            form.append((m.started, won_recent / total_recent))
    records = tuple(DisciplineRecord(d, **t) for d, t in sorted(totals.items()))
    return Profile(person, tuple(mine), records, tuple(form))


_SUMMED_NAMES = tuple(name for name, _ in _SUMMED)
_READ = (*(stat for _, stat in _SUMMED), "longest_run")
_TOTALS = (
    "matches",
    "won",
    "lost",
    "racks_won",
    "racks_lost",
    "break_and_runs",
    "fouls",
    "high_run",
    "points",
    "innings",
)


@dataclass(frozen=True, slots=True)
class HeadToHead:
    matches: int
    won: tuple[int, int]
    racks: tuple[int, int]


def head_to_head(matches: Iterable[Played], a: int, b: int) -> HeadToHead:
    """Matches and racks won by ``a`` and by ``b`` against each other."""
    n, won, racks = 0, [0, 0], [0, 0]
    for m in matches:
        sa, sb = m.side_of(a), m.side_of(b)
        if sa is None or sb is None or sa == sb:
            continue
        n += 1
        if m.winner == sa:
            won[0] += 1
        elif m.winner == sb:
            won[1] += 1
        racks[0] += m.games[sa]
        racks[1] += m.games[sb]
    return HeadToHead(n, (won[0], won[1]), (racks[0], racks[1]))


@dataclass(frozen=True, slots=True)
class OpponentRecord:
    """A player's record against one opponent: matches, won and lost, and games (racks)."""

    opponent: int
    matches: int
    won: int
    lost: int
    games_won: int
    games_lost: int


def opponents(page: Profile) -> list[OpponentRecord]:
    """The head-to-head against every person met, most matches first (then by the first
    met); a side of no person, and a match against himself (merged names), count nowhere."""
    met: dict[int, list[int]] = {}
    for m in page.matches:
        side = m.side_of(page.person)
        other = None if side is None else m.people[1 - side]
        if side is None or other is None or other == page.person:
            continue
        t = met.setdefault(other, [0, 0, 0, 0, 0])
        t[0] += 1
        if m.winner is not None:
            t[1 if m.winner == side else 2] += 1
        t[3] += m.games[side]
        t[4] += m.games[1 - side]
    order = sorted(met.items(), key=lambda item: -item[1][0])  # stable: first met first
    return [OpponentRecord(other, *t) for other, t in order]


#: The most points of a rating curve: a player's days beyond it are taken evenly (the last
#: always), which a plot a page wide shows as well.
CURVE_POINTS = 100


# Long because the games are gathered day by day and each day's estimate is one Newton step of
# the player's own likelihood, written out with its sums in C (``map``).
def rating_curve(page: Profile, ratings: Fit[int]) -> tuple[tuple[str, float], ...]:
    """The player's rating after each day he played: (the day, ``YYYY-MM-DD`` as stored, and
    the rating). Each is the maximum of the likelihood of his games up to that day, his
    opponents at their ratings in ``ratings`` (the fit of every game), with his prior as the
    fit has it at that day's robustness (a newcomer's starter weighing the games still
    missing). Only the fit's disciplines and the opponents it rates count, so the last point
    is his rating in ``ratings`` (when the games all weigh 1: a half-life is not applied
    here). Each day's estimate is one Newton step from the day before's, the last one taken
    to the maximum; at most :data:`CURVE_POINTS` days (see docs/ratings.md)."""
    me = ratings.ratings.get(page.person)
    if me is None:
        return ()
    opts, wanted = ratings.options, ratings.disciplines
    counted: list[tuple[str, int, int, int]] = []  # day, opponent's place, games, won
    place: dict[int, int] = {}
    strength: list[float] = []  # each opponent's, relative to the player's prior centre
    for m in page.matches:
        side = m.side_of(page.person)
        other = None if side is None else m.people[1 - side]
        if side is None or other is None or other == page.person or other not in ratings:
            continue
        if (wanted is not None and m.discipline not in wanted) or not sum(m.games):
            continue
        k = place.get(other)
        if k is None:
            k = place[other] = len(strength)
            strength.append(math.exp((ratings[other].rating - me.prior) * LN2_PER_POINT))
        counted.append((m.started[:10], k, sum(m.games), m.games[side]))
    ends = [n for n, c in enumerate(counted) if n + 1 == len(counted) or counted[n + 1][0] != c[0]]
    step = max(1, -(-len(ends) // CURVE_POINTS))
    shown = set(ends[len(ends) - 1 :: -step])
    # each day shown: the day, the games against each opponent so far, the wins and games
    days: list[tuple[str, list[float], float, float]] = []
    games: list[float] = []
    wins = played = 0.0
    for n, (day, k, count, won) in enumerate(counted):
        while len(games) <= k:
            games.append(0.0)
        games[k] += count
        wins += won
        played += count
        if n in shown:
            days.append((day, games[:], wins, played))
    curve: list[tuple[str, float]] = []
    x = 0.0  # the rating in natural units from the prior's centre
    for n, (day, totals, won_so_far, so_far) in enumerate(days):
        g: float = me.prior_games
        if not me.imported:
            g = max(opts.starter_games, opts.established - so_far)
        for _ in range(60 if n == len(days) - 1 else 1):
            e = math.exp(x)
            lose = list(map(truediv, strength, map(add, strength, repeat(e, len(totals)))))
            lost = list(map(mul, totals, lose))  # the games he is expected to lose to each
            expected_lost = sum(lost)
            curv = expected_lost - sum(map(mul, lost, lose))  # n p (1 - p) summed
            share = e / (e + 1.0)  # against the phantom at his prior's centre
            slope = won_so_far + g / 2 - (so_far - expected_lost) - g * share
            move = slope / (curv + g * share * (1.0 - share))
            x += max(-2.0, min(2.0, move))
            if abs(move) < 1e-9:
                break
        curve.append((day, me.prior + x / LN2_PER_POINT))
    return tuple(curve)
