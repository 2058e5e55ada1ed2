"""The people's merges as the registry reads them: each person's ``merged_into`` link read as
untrusted (:func:`read_merges`), a damaged link (to no whole number, to a person who is
missing, to the person himself, round a circle of merges) told apart and read as no merge, and
the person each one counts as (:meth:`Merges.root`).

No Qt, no I/O: the rows come from :class:`scoreboard.players.registry.Registry`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Merge:
    """One merge in force: ``source`` merged into ``into`` (with their names, to show)."""

    source: int
    into: int
    source_name: str
    into_name: str


@dataclass(frozen=True, slots=True)
class Merges:
    """The ``merged_into`` links of the people table as the registry reads them: ``into``
    holds each sound link (a person and the one he is merged into), ``damaged`` each link
    read as no link, with why; :meth:`root` is the person someone counts as."""

    people: frozenset[int]
    into: dict[int, int]
    damaged: dict[int, str]

    def root(self, person: int) -> int:
        """The listed person ``person`` counts as (himself when not merged)."""
        seen = 0
        while person in self.into and seen <= len(self.into):  # sound links hold no circle
            person = self.into[person]
            seen += 1
        return person


def read_merges(rows: Iterable[tuple[object, object]]) -> Merges:
    """The people's ``merged_into`` links (``rows`` of id and link) read as untrusted: a link
    that is not a whole number, that names a person who is missing or the person himself, or
    that is part of a circle of merges, is *damaged* and read as no link; a link to a person
    whose own link is damaged leads to him.

    >>> m = read_merges([(1, None), (2, 1), (3, 3), (4, 9), (5, 6), (6, 5), (7, 5)])
    >>> m.into, sorted(m.damaged)
    ({2: 1, 7: 5}, [3, 4, 5, 6])
    >>> m.root(2), m.root(7), m.root(5)
    (1, 5, 5)
    """
    ids: set[int] = set()
    raw: dict[int, object] = {}
    for pid, into in rows:
        if isinstance(pid, int) and not isinstance(pid, bool):
            ids.add(pid)
            if into is not None:
                raw[pid] = into
    damaged: dict[int, str] = {}
    links: dict[int, int] = {}
    for pid, into in raw.items():
        if isinstance(into, bool) or not isinstance(into, int):
            damaged[pid] = f"merged into {str(into)[:20]!r}, not a person"
        elif into == pid:
            damaged[pid] = "merged into himself"
        elif into not in ids:
            damaged[pid] = f"merged into person {into}, who is missing"
        else:
            links[pid] = into
    done: set[int] = set()
    for start in links:
        path: list[int] = []
        on_path: set[int] = set()
        node = start
        while node in links and node not in done and node not in on_path:
            path.append(node)
            on_path.add(node)
            node = links[node]
        if node in on_path:  # a circle: every link of it is damaged
            circle = path[path.index(node) :]
            for pid in circle:
                damaged[pid] = "in a circle of merges: " + " → ".join(
                    str(p) for p in [*circle, circle[0]]
                )
        done.update(path)
    sound = {pid: into for pid, into in links.items() if pid not in damaged}
    return Merges(frozenset(ids), sound, damaged)
