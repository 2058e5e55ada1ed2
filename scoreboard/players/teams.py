"""The players of the team matches (doubles, scotch doubles) as the registry reads them: each
side's two people, from the history's ``partners`` rows (schema version 7), every value
untrusted. A team is never a person: a team match's own row links its sides to nobody, and
each partner counts as the person his name is linked to.

No Qt here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from scoreboard.history.schema import has_partners, text_of

#: Each side's people (None: a name with no person) and names, side 0's first.
Team = tuple[tuple[tuple[int | None, ...], tuple[int | None, ...]], tuple[tuple[str, ...], ...]]


def read_teams(
    conn: sqlite3.Connection,
    person_of: Callable[[object, str], int | None],
    damaged: Callable[[str], None],
) -> dict[int, Team]:
    """Each team match's (by its ``matches`` row id) people and names, two a side;
    ``person_of(players row id, name)`` is the registry's link of a name. A match whose
    partners' rows are not two sound names a side is reported to ``damaged`` and left out
    (it is then read as the match of its two sides' names)."""
    if not has_partners(conn):
        return {}
    seats: dict[int, dict[tuple[int, int], tuple[object, str]]] = {}
    bad: set[object] = set()
    for mid, side, seat, player, raw in conn.execute(
        "SELECT match, side, seat, player, name FROM partners"
    ):
        name, sound = text_of(raw)
        if not isinstance(mid, int) or side not in (0, 1) or seat not in (0, 1) or not sound:
            bad.add(mid)
            continue
        seats.setdefault(mid, {})[(side, seat)] = (player, name)
    out: dict[int, Team] = {}
    for mid, found in seats.items():
        if mid in bad or len(found) != 4:
            bad.add(mid)
            continue
        sides = [[found[(s, t)] for t in (0, 1)] for s in (0, 1)]
        people = tuple(tuple(person_of(p, n) for p, n in side) for side in sides)
        names = tuple(tuple(n for _, n in side) for side in sides)
        out[mid] = ((people[0], people[1]), names)
    for mid in sorted(bad, key=repr):
        damaged(f"partners of matches row {mid!r}: not two players a side")
    return out
