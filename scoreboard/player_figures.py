"""What the registry's matches give: every person's rating (:func:`rate`, over a discipline
group of :data:`DISCIPLINE_GROUPS`), and a player's page (:func:`profile`: his matches, his
totals per discipline and his form) with a head-to-head against an opponent
(:func:`head_to_head`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .ratings import Fit, FitOptions, Games, fit

if TYPE_CHECKING:
    from .players import Person, Played, Registry


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


def game_records(matches: Iterable[Played]) -> list[Games[int]]:
    """The games of these matches as the fit takes them: each rack a game, between the two
    people (a match of 14.1, which has no racks of its own to win, counts as one game); a
    match with a side of no person, or one person on both sides (merged names), is left out."""
    out: list[Games[int]] = []
    for m in matches:
        a, b = m.people
        if a is None or b is None or a == b:
            continue
        won_a, won_b = m.games
        if won_a or won_b:
            out.append(Games(a, b, won_a, won_b))
    return out


def rate(
    registry: Registry,
    disciplines: Iterable[str] | None = None,
    *,
    starter: float = 500.0,
    starter_games: float = 2.0,
    imported_games: float = 20.0,
    matches: Iterable[Played] | None = None,
    people: Iterable[Person] | None = None,
) -> Fit[int]:
    """Every person's rating from every game stored (of ``disciplines``; None: all of them),
    with ``starter`` as the prior of a person known only by his games and his imported rating
    as the prior where the registry has one (see :func:`scoreboard.ratings.fit`). Keys are
    the people's ids; each rating's ``robustness`` is the games behind it. ``matches`` and
    ``people``, when given, are what :meth:`Registry.played` and :meth:`Registry.people`
    read (for a window that has read them already)."""
    options = FitOptions(
        starter=starter, starter_games=starter_games, imported_games=imported_games
    )
    listed = registry.people() if people is None else people
    imported = {p.id: p.rating for p in listed if p.rating is not None}
    if matches is None:
        chosen = registry.played(disciplines)
    else:
        wanted = set(disciplines) if disciplines is not None else None
        chosen = [m for m in matches if wanted is None or m.discipline in wanted]
    return fit(game_records(chosen), imported, options)


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


def _int(stats: dict[str, float], name: str) -> int:
    value = stats.get(name, 0.0)
    return int(value) if 0 <= value <= 1e9 else 0


def profile(matches: Iterable[Played], person: int) -> Profile:
    """A person's page from the matches (:meth:`Registry.played`)."""
    mine = [m for m in matches if m.side_of(person) is not None]
    totals: dict[str, dict[str, int]] = {}
    form: list[tuple[str, float]] = []
    recent: list[tuple[int, int]] = []
    for m in mine:
        side = m.side_of(person)
        assert side is not None
        other = 1 - side
        t = totals.setdefault(m.discipline, {})
        t["matches"] = t.get("matches", 0) + 1
        if m.winner is not None:
            key = "won" if m.winner == side else "lost"
            t[key] = t.get(key, 0) + 1
        t["racks_won"] = t.get("racks_won", 0) + m.games[side]
        t["racks_lost"] = t.get("racks_lost", 0) + m.games[other]
        s = m.stats(side)
        for name, stat in (
            ("break_and_runs", "break_and_runs"),
            ("fouls", "fouls"),
            ("points", "points"),
            ("innings", "innings"),
        ):
            t[name] = t.get(name, 0) + _int(s, stat)
        t["high_run"] = max(t.get("high_run", 0), _int(s, "longest_run"))
        recent = [*recent, (m.games[side], m.games[other])][-FORM_WINDOW:]
        won, total = sum(w for w, _ in recent), sum(w + lost for w, lost in recent)
        if total:
            form.append((m.started, won / total))
    records = tuple(DisciplineRecord(d, **t) for d, t in sorted(totals.items()))
    return Profile(person, tuple(mine), records, tuple(form))


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
