"""What the Players window reads off the windows' thread: the registry's people, their ratings
and the table's rows sorted (:func:`read_registry`, a :class:`Reading`), each read or ratings
list import, and each change (a merge, an unmerge, a split, a person added or edited), a
:class:`~ui.progress.Job` on a connection of its own (:class:`ReadJob`, :class:`ImportJob`,
:class:`ChangeJob`). No widget here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from scoreboard.history.database import HistoryDB
from scoreboard.players.files import (
    ImportCancelled,
    RatingsList,
    read_ratings_list,
    seed_registry,
)
from scoreboard.players.registry import (
    Person,
    Played,
    Registry,
    rate,
)
from scoreboard.ratings import Fit, Rating
from ui.progress import Job

#: A person shown, with his rating in the fit shown (None: not rated).
Row = tuple[Person, Rating | None]
#: The columns of the people's table.
COLUMNS = ("name", "club", "rating", "robustness", "matches")


@dataclass(frozen=True, slots=True)
class Reading:
    """What the window shows of the registry, read at one time, and its table's rows, sorted
    (worked out with the reading, off the windows' thread)."""

    matches: list[Played]
    people: list[Person]
    ratings: Fit[int]
    #: damaged rows of the history left out
    damaged: int
    rows: list[Row]
    #: each person's place in the registry's order (by folded name)
    rank: dict[int, int]
    #: the rows' order: (a column of :data:`COLUMNS`, descending)
    order: tuple[int, bool]
    #: the damaged rows, and the merges read as none for damage, as the registry says them
    problems: list[str] = field(default_factory=list)
    damaged_links: list[str] = field(default_factory=list)


def sort_rows(rows: list[Row], rank: dict[int, int], column: int, descending: bool) -> None:
    """Sort ``rows`` by ``column`` in place (the rows' ``rank`` breaks ties)."""
    name = COLUMNS[column]
    if name == "name":  # the registry's order: by folded name
        rows.sort(key=lambda row: rank[row[0].id])
    elif name == "club":
        rows.sort(key=lambda row: (row[0].club.casefold(), rank[row[0].id]))
    elif name == "rating":  # the unrated first, as an empty cell sorts
        rows.sort(key=lambda row: (row[1] is not None, row[1].rating if row[1] else 0.0))
    elif name == "robustness":
        rows.sort(key=lambda row: row[1].robustness if row[1] else 0)
    else:
        rows.sort(key=lambda row: row[0].matches)
    if descending:
        rows.reverse()


def refit(
    reading: Reading,
    group: frozenset[str] | None,
    starter: float,
    established: int = 0,
    half_life: float | None = None,
) -> Reading:
    """``reading`` with its ratings fitted again over ``group`` with these settings, from the
    matches and people it holds (nothing read again: no connection needed), its rows sorted
    as they were."""
    ratings = rate(
        None,  # nothing read: the matches and the people are given
        group,
        starter=starter,
        established=established,
        half_life=half_life,
        matches=reading.matches,
        people=reading.people,
    )
    rows: list[Row] = [(p, ratings[p.id] if p.id in ratings else None) for p in reading.people]
    sort_rows(rows, reading.rank, *reading.order)
    return replace(reading, ratings=ratings, rows=rows)


def read_registry(
    registry: Registry,
    group: frozenset[str] | None,
    starter: float,
    order: tuple[int, bool] = (0, False),
    established: int = 0,
    half_life: float | None = None,
) -> Reading:
    """Every stored match, every person and the ratings fitted over ``group`` (None: every
    discipline) with ``starter`` as the starter rating (provisional below ``established``
    games; older games weighing half every ``half_life`` days); the rows sorted by
    ``order``."""
    registry.problems.clear()
    matches = registry.played()
    people = registry.people(matches=matches)
    ratings = rate(
        registry,
        group,
        starter=starter,
        established=established,
        half_life=half_life,
        matches=matches,
        people=people,
    )
    rows: list[Row] = [(p, ratings[p.id] if p.id in ratings else None) for p in people]
    rank = {p.id: i for i, p in enumerate(people)}
    sort_rows(rows, rank, *order)
    return Reading(
        matches,
        people,
        ratings,
        len(registry.problems),
        rows,
        rank,
        order,
        list(registry.problems),
        list(registry.damaged_links),
    )


@contextmanager
def own_history(history: HistoryDB) -> Iterator[HistoryDB]:
    """A connection of the worker's own to the history file of ``history`` (``history``
    itself when it is no file: the job then runs on the thread that owns it)."""
    if not isinstance(history.path, Path):
        yield history
        return
    with HistoryDB(history.path, readonly=history.readonly, check=False, create=False) as own:
        yield own


class RegistryJob(Job):
    """Work in the registry of ``history``, ending with it read (:func:`read_registry`)."""

    def __init__(
        self,
        history: HistoryDB,
        group: frozenset[str] | None,
        starter: float,
        order: tuple[int, bool] = (0, False),
        *,
        established: int = 0,
        half_life: float | None = None,
    ) -> None:
        super().__init__()
        self.history = history
        self.group = group
        self.starter = starter
        self.order = order
        self.established = established
        self.half_life = half_life

    def read(self, registry: Registry) -> Reading:
        """``registry`` read with this job's settings."""
        return read_registry(
            registry, self.group, self.starter, self.order, self.established, self.half_life
        )


class ReadJob(RegistryJob):
    """The registry read and the ratings fitted."""

    name = "players-read"

    def work(self) -> Reading:
        with own_history(self.history) as own:
            return self.read(Registry(own.conn))


class RefitJob(Job):
    """The ratings of a reading fitted again with other settings (:func:`refit`): no
    connection, so it runs off the windows' thread whatever the history is."""

    name = "players-refit"

    def __init__(
        self,
        reading: Reading,
        group: frozenset[str] | None,
        starter: float,
        established: int = 0,
        half_life: float | None = None,
    ) -> None:
        super().__init__()
        self.reading = reading
        self.group = group
        self.starter = starter
        self.established = established
        self.half_life = half_life

    def work(self) -> Reading:
        return refit(self.reading, self.group, self.starter, self.established, self.half_life)


class ImportJob(RegistryJob):
    """A ratings list read and checked whole, given to the registry in one transaction
    (:func:`~scoreboard.players.files.seed_registry`: all of it or, on a cancel or an error,
    none), then the registry read again. ``total`` is the lines to give once they are
    known."""

    name = "players-import"

    def __init__(
        self,
        path: Path,
        history: HistoryDB,
        group: frozenset[str] | None,
        starter: float,
        order: tuple[int, bool] = (0, False),
        *,
        established: int = 0,
        half_life: float | None = None,
    ) -> None:
        super().__init__(
            history, group, starter, order, established=established, half_life=half_life
        )
        self.path = path
        #: what is being done: "read" (the list), "write" (into the registry), "show"
        self.stage = "read"

    def _progress(self, done: int) -> None:
        self.done = done
        if self.cancelled:
            raise ImportCancelled

    def work(self) -> tuple[RatingsList, tuple[int, int], Reading]:
        listed = read_ratings_list(self.path, self._progress)
        self._progress(0)
        self.stage = "write"
        self.total = len(listed.ratings)
        with own_history(self.history) as own:
            registry = Registry(own.conn)
            counts = seed_registry(registry, listed.ratings, self._progress)
            self.stage, self.total = "show", 0
            return listed, counts, self.read(registry)


class ChangeJob(RegistryJob):
    """A change to the registry (``change`` given the registry on the job's own connection:
    a merge, an unmerge, a split, a person added or edited, each its own transaction), then
    the registry read again. The result is what ``change`` returned, and the reading."""

    name = "players-change"

    def __init__(
        self,
        change: Callable[[Registry], object],
        history: HistoryDB,
        group: frozenset[str] | None,
        starter: float,
        order: tuple[int, bool] = (0, False),
        *,
        established: int = 0,
        half_life: float | None = None,
    ) -> None:
        super().__init__(
            history, group, starter, order, established=established, half_life=half_life
        )
        self.change = change

    def work(self) -> tuple[object, Reading]:
        with own_history(self.history) as own:
            registry = Registry(own.conn)
            outcome = self.change(registry)
            return outcome, self.read(registry)
