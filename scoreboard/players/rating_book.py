"""The ratings New match shows: every registry name's rating and robustness, read at once.

:func:`read_book` fits the ratings of every game stored (all disciplines together, and each
discipline on its own: a nine-ball handicap is set by nine-ball games,
:func:`scoreboard.players.figures.rate`) with the starter rating given, and keeps them by the folded
spelling of every name a person was typed as, and of the person's own name: a name typed in
New match finds its person the way the registry links it (:func:`scoreboard.history.database.fold`). A
name the registry does not know gets the starter rating, with no games behind it. Where one
folded spelling belongs to several people (a typed name split into a person of its own), each
exact spelling typed before finds its own person (:attr:`RatingBook.spelled`).

The book also carries the history's :func:`fingerprint` when it was read: a book whose
fingerprint is the history's still is up to date, and need not be fitted again
(:class:`RatingCache`, which reads it off the window's thread when the session can).

No Qt here.

>>> book = RatingBook(starter=500.0, by_key={"ana": (600.0, 40, True)}, names=("Ana",),
...     by_discipline={"nine-ball": {"ana": (640.0, 12, True)}})
>>> book.of(" ANA ").rating, book.of("Ana").robustness, book.of("Bob").rated
(600.0, 40, False)
>>> book.of("Ana", "nine-ball").rating, book.of("Ana", "ten-ball").rated
(640.0, False)

A rating below the robustness the club calls established (``established``) is provisional;
each also carries its group of players linked by games (see :mod:`scoreboard.ratings`):

>>> book = RatingBook(500.0, {"ana": (530.0, 12, True, True, 0)}, established=200)
>>> book.of("Ana").provisional, book.of("Ana").group, book.of("Bob").provisional
(True, 0, True)
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from scoreboard.history.keeper import HistoryKeeper

if TYPE_CHECKING:
    import sqlite3

    # the history's and the registry's modules come when the ratings are first read, not
    # with the session (start-up paints the windows first: docs/performance.md)
    from scoreboard.history.database import HistoryDB
    from scoreboard.players.registry import Person
    from scoreboard.ratings import Fit

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class PlayerRating:
    """A typed name's rating: fitted (or imported), or the starter rating when not ``rated``."""

    name: str
    rating: float
    #: The real games behind the rating (0: the prior only).
    robustness: int
    #: From games played or an imported rating; False: the starter rating.
    rated: bool
    #: Below the robustness the club calls established, on the starter prior (the starter
    #: rating itself is provisional whenever the club calls any robustness established).
    provisional: bool = False
    #: The group of players linked by games played (None: no games): two players of different
    #: groups have never been compared.
    group: int | None = None

    def comparable(self, other: PlayerRating) -> bool:
        """False when both have games but their groups never met (their ratings cannot be
        compared through games)."""
        return self.group is None or other.group is None or self.group == other.group


#: A folded name's rating, robustness and whether it is rated; then whether it is provisional
#: and its group (a book read before those were kept has the first three only).
Entry = tuple[float, int, bool] | tuple[float, int, bool, bool, int]


@dataclass(frozen=True)
class RatingBook:
    """Ratings by folded name (rating, robustness, rated), the starter rating for the rest,
    and the registry's names (for completion)."""

    starter: float
    by_key: Mapping[str, Entry]
    names: tuple[str, ...] = ()
    fingerprint: tuple[object, ...] = field(default=(), compare=False)
    #: The same, fitted from one discipline's games alone, by discipline.
    by_discipline: Mapping[str, Mapping[str, Entry]] = field(default_factory=dict)
    #: The robustness the club calls established (0: no rating is provisional).
    established: int = 0
    #: The days in which a game's weight halves (None: every game weighs the same).
    half_life: float | None = None
    #: By discipline (None: every game), the exact spellings of the folded names that belong
    #: to more than one person, each with its own person's entry.
    spelled: Mapping[str | None, Mapping[str, Entry]] = field(default_factory=dict)

    def of(self, name: str, discipline: str | None = None) -> PlayerRating | None:
        """The rating of the person typed as ``name`` (None: no name typed): from the games
        of ``discipline`` alone when one is named (the starter rating, or the imported one,
        for a person with none of its games), else from every game."""
        clean = " ".join(str(name).split())
        if not clean:
            return None
        from scoreboard.history.database import fold

        keys = self.by_key if discipline is None else self.by_discipline.get(discipline, {})
        found = self.spelled.get(discipline, {}).get(clean) or keys.get(fold(clean))
        if found is None:
            return PlayerRating(clean, self.starter, 0, False, self.established > 0)
        if len(found) == 5:
            group = found[4] if found[1] > 0 else None  # no games: in no group
            return PlayerRating(clean, found[0], found[1], found[2], found[3], group)
        return PlayerRating(clean, found[0], found[1], found[2])


def fingerprint(conn: sqlite3.Connection) -> tuple[object, ...]:
    """What changes whenever a match, a name, a link or a person's details change: counts,
    largest ids and sums of the registry's tables (a few fast scans)."""
    return tuple(
        conn.execute(
            "SELECT (SELECT count(*) || ':' || coalesce(max(id), 0) FROM matches),"
            " (SELECT count(*) FROM racks),"
            " (SELECT count(*) || ':' || coalesce(max(id), 0) FROM players),"
            " (SELECT count(*) || ':' || total(person) || ':' || total(person * player)"
            "  FROM player_names),"
            " (SELECT count(*) || ':' || total(coalesce(merged_into, 0)) || ':'"
            "  || total(coalesce(rating, 0)) || ':' || group_concat(coalesce(name, ''), '|')"
            "  FROM people)"
        ).fetchone()
    )


def read_book(
    conn: sqlite3.Connection,
    starter: float,
    established: int = 0,
    half_life: float | None = None,
) -> RatingBook:
    """Every registry name's rating over all the games stored, with ``starter`` as the prior
    of a person known only by his games (weighing the games he misses to ``established``),
    older games weighing half every ``half_life`` days (None: all alike). Raises
    ``sqlite3.Error`` when the history cannot be read."""
    from scoreboard.players.registry import Registry, rate

    registry = Registry(conn)
    registry.link_new()  # names stored since are linked first: the fingerprint is after it
    mark = fingerprint(conn)
    matches = registry.played()
    people = registry.people(matches=matches)

    spelled: dict[str | None, Mapping[str, Entry]] = {}

    def keyed(disciplines: list[str] | None) -> dict[str, Entry]:
        fitted = rate(
            registry,
            disciplines,
            starter=starter,
            established=established,
            half_life=half_life,
            matches=matches,
            people=people,
        )
        by_key, exact = _keyed(people, fitted, starter, established)
        if exact:
            spelled[disciplines[0] if disciplines else None] = exact
        return by_key

    by_key = keyed(None)
    by_discipline = {d: keyed([d]) for d in sorted({m.discipline for m in matches})}
    names: list[str] = []
    for p in people:
        names.append(p.name)
        names.extend(n for n in p.names if n != p.name)
    return RatingBook(
        starter, by_key, tuple(names), mark, by_discipline, established, half_life, spelled
    )


def _keyed(
    people: Iterable[Person], ratings: Fit[int], starter: float, established: int
) -> tuple[dict[str, Entry], dict[str, Entry]]:
    """Each spelling of each person, folded, with the rating fitted (the imported rating, or
    the starter one, for a person with no games there); and, for the folded spellings of more
    than one person, each exact spelling typed with its own person's."""
    from scoreboard.history.database import fold

    by_key: dict[str, Entry] = {}
    owner: dict[str, int] = {}
    shared: set[str] = set()
    exact: dict[str, Entry] = {}
    for p in people:
        value: Entry
        if p.id in ratings:
            r = ratings[p.id]
            rated = r.robustness > 0 or p.rating is not None
            value = (r.rating, r.robustness, rated, r.provisional, r.group)
        elif p.rating is not None:
            value = (p.rating, 0, True)
        else:
            value = (starter, 0, False, established > 0, -1)
        for name in p.names:
            exact[name] = value
        for name in (p.name, *p.names):
            key = fold(name)
            by_key.setdefault(key, value)
            if owner.setdefault(key, p.id) != p.id:
                shared.add(key)
    return by_key, {n: v for n, v in exact.items() if fold(n) in shared}


@dataclass
class RatingCache:
    """The last book read, and its refresh: fitted again only when the history (or the starter
    rating) changed since."""

    book: RatingBook | None = None

    def cached(
        self, starter: float, established: int = 0, half_life: float | None = None
    ) -> RatingBook | None:
        """The last book, if it was read with this starter rating, established robustness and
        half-life."""
        book = self.book
        if book is None or (book.starter, book.established, book.half_life) != (
            starter,
            established,
            half_life,
        ):
            return None
        return book

    def refresh(
        self,
        keeper: HistoryKeeper,
        starter: float,
        done: Callable[[RatingBook], None] | None = None,
        established: int = 0,
        half_life: float | None = None,
    ) -> None:
        """Read the book again through ``keeper`` (off the window's thread when it can be);
        ``done(book)`` when it differs from the cached one. A history that cannot be read
        leaves the cache as it was and tells nobody."""
        if keeper.db is None:
            return
        cached = self.cached(starter, established, half_life)

        def task(db: HistoryDB) -> RatingBook:
            conn = db.conn
            if cached is not None and fingerprint(conn) == cached.fingerprint:
                return cached
            return read_book(conn, starter, established, half_life)

        def landed(outcome: object) -> None:
            if not isinstance(outcome, RatingBook):
                log.warning("ratings not read: %s", outcome)
                return
            if outcome is cached:
                return
            self.book = outcome
            if done is not None:
                done(outcome)

        from scoreboard.history.database import STORE_BUSY_TIMEOUT

        keeper.run(task, landed, STORE_BUSY_TIMEOUT)
