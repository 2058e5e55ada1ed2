"""Results stored without their shots: a match whose result was typed at the competition desk,
or received there from a venue table, kept in the history beside the matches scored here, so
that the players' registry, the ratings and the players' pages read every match played.

Each such row is marked (``matches.recorded``: ``typed`` or ``received``; a match scored here
is ``scored``), carries its result (racks won, or 14.1's points), its winner, whether it was a
forfeit (``matches.forfeit``: it counts no games) and the competition slot it was recorded for
(``matches.competition``, ``matches.slot``). It has no racks and no shots, and its ``match_data``
holds no inputs: opening it shows its result.

:func:`keep_results` makes a competition's rows what its results are now, inside the caller's
transaction (the competition's own save, :mod:`scoreboard.competition.store`): one row per
match id, a typed result under :func:`typed_id` (the competition's uid and the slot's id, so the
same result typed again, or kept again after a restart, is the same row), a received one under
the venue match's id. A row scored here is never replaced nor taken out by it.

No Qt here.

>>> import sqlite3
>>> from scoreboard.history.schema import migrate
>>> conn = sqlite3.connect(":memory:", isolation_level=None)
>>> _ = migrate(conn)
>>> ana_bea = ResultRecord(typed_id("c1", "W1-1"), "W1-1", "nine-ball", "wpa", ("Ana", "Bea"),
...                        (5, 3), 0, Recorded.TYPED)
>>> keep_results(conn, "c1", [ana_bea], names=("Ana", "Bea", "Cid"), now="2025-01-01T10:00:00Z")
>>> conn.execute("SELECT match_id, recorded, score0, score1 FROM matches").fetchall()
[('c1:W1-1', 'typed', 5, 3)]
>>> sorted(r[0] for r in conn.execute("SELECT name FROM players"))
['Ana', 'Bea', 'Cid']
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from scoreboard.history.schema import fold, has_partners
from scoreboard.history.values import Partners, Recorded, _stats_json
from scoreboard.match.stats import PlayerStats


@dataclass(frozen=True, slots=True)
class ResultRecord:
    """A result to keep without shots: ``score`` is the racks won by ``players[0]`` and
    ``players[1]`` (14.1's points when ``points``), ``winner`` 0 or 1, ``forfeit`` True for a
    match won without the distance reached. ``finished`` (UTC text) is when it was played, when
    known (received); else the moment it is first kept."""

    match_id: str
    slot: str
    discipline: str
    ruleset: str
    players: tuple[str, str]
    score: tuple[int, int]
    winner: int
    recorded: Recorded
    forfeit: bool = False
    points: bool = False
    finished: str | None = None
    event: str = ""
    #: a team match's players, two a side (``players`` then names the sides as "Ana & Bea")
    partners: Partners | None = None

    def shown(self, competition: str) -> tuple[object, ...]:
        """What a stored row must hold to be this result (the columns :data:`_SHOWN`)."""
        racks = (0, 0) if self.points else self.score
        return (
            self.discipline,
            self.ruleset,
            *self.players,
            *self.score,
            *racks,
            self.winner,
            int(self.forfeit),
            self.recorded.value,
            competition,
            self.slot,
        )


_SHOWN = (
    "discipline, ruleset, name0, name1, score0, score1, racks0, racks1, winner, forfeit,"
    " recorded, competition, slot"
)


def typed_id(competition: str, slot: str) -> str:
    """The match id of a result typed at the desk: one per competition and slot."""
    return f"{competition}:{slot}"


def name_id(conn: sqlite3.Connection, name: str, now: str) -> int | None:
    """The ``players`` row of a name as typed (whitespace collapsed), added when new, its last
    sighting moved to ``now``; None for a blank name. The caller holds the transaction."""
    name = " ".join(name.split())
    if not name:
        return None
    row = conn.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
    if row is not None:
        conn.execute("UPDATE players SET last_seen = max(last_seen, ?) WHERE id = ?", (now, row[0]))
        return int(row[0])
    cur = conn.execute(
        "INSERT INTO players (name, key, first_seen, last_seen) VALUES (?, ?, ?, ?)",
        (name, fold(name), now, now),
    )
    return int(cur.lastrowid or 0)


def remember_names(conn: sqlite3.Connection, names: Iterable[str], now: str) -> None:
    """Every name not in ``players`` yet added (those there are not written): the registry
    gives each a person before it reads. The caller holds the transaction."""
    clean = {" ".join(n.split()) for n in names} - {""}
    if not clean:
        return
    marks = ",".join("?" * len(clean))
    known = {
        r[0] for r in conn.execute(f"SELECT name FROM players WHERE name IN ({marks})", [*clean])
    }
    conn.executemany(
        "INSERT INTO players (name, key, first_seen, last_seen) VALUES (?, ?, ?, ?)",
        [(n, fold(n), now, now) for n in sorted(clean - known)],
    )


def take_out(conn: sqlite3.Connection, match_id: str) -> None:
    """The match stored under ``match_id``, if any, taken out (its players' counts too). The
    caller holds the transaction."""
    old = conn.execute("SELECT id FROM matches WHERE match_id = ?", (match_id,)).fetchone()
    if old is not None:
        take_out_row(conn, int(old[0]))


def take_out_row(conn: sqlite3.Connection, mid: int) -> None:
    """The match of row ``mid`` taken out, with a team match's partners (the one way a match
    goes: the partners' rows have no foreign key to go with it), and its players' counts. The
    caller holds the transaction."""
    ids = list(conn.execute("SELECT player0, player1 FROM matches WHERE id = ?", (mid,)))
    if has_partners(conn):
        ids += conn.execute("SELECT player FROM partners WHERE match = ?", (mid,)).fetchall()
        conn.execute("DELETE FROM partners WHERE match = ?", (mid,))
    for pid in (p for row in ids for p in row):
        if pid is not None:
            conn.execute("UPDATE players SET matches = matches - 1 WHERE id = ?", (pid,))
    conn.execute("DELETE FROM matches WHERE id = ?", (mid,))


def side_ids(
    conn: sqlite3.Connection, names: tuple[str, str], partners: Partners | None, now: str
) -> tuple[int | None, int | None]:
    """The ``players`` rows a match's row links its sides to, their counts raised: each
    side's name, or for a team match none (a team is never a person: its partners are linked
    one by one, :func:`keep_partners`). The caller holds the transaction."""
    if partners:
        return (None, None)
    ids = [name_id(conn, name, now) for name in names]
    for pid in ids:
        if pid is not None:
            conn.execute("UPDATE players SET matches = matches + 1 WHERE id = ?", (pid,))
    return (ids[0], ids[1])


def keep_partners(conn: sqlite3.Connection, mid: int, partners: Partners | None, now: str) -> None:
    """A team match's players stored under its row ``mid``, each the ``players`` row of his
    name (added when new, his count raised), as the person he is. The caller holds the
    transaction."""
    if has_partners(conn):  # rows left by a match taken out elsewhere: never this one's
        conn.execute("DELETE FROM partners WHERE match = ?", (mid,))
    for side, pair in enumerate(partners or ()):
        for seat, name in enumerate(pair):
            pid = name_id(conn, name, now)
            if pid is not None:
                conn.execute("UPDATE players SET matches = matches + 1 WHERE id = ?", (pid,))
            conn.execute(
                "INSERT INTO partners (match, side, seat, player, name) VALUES (?, ?, ?, ?, ?)",
                (mid, side, seat, pid, " ".join(name.split())),
            )


def keep_results(
    conn: sqlite3.Connection,
    competition: str,
    records: Iterable[ResultRecord],
    *,
    keep: Collection[str] = (),
    names: Iterable[str] = (),
    now: str,
) -> None:
    """Make the rows of ``competition`` what its results are: each of ``records`` stored (a
    row that holds it already is left as it is; one under its id that holds another result is
    replaced; one scored here is left alone), and every other typed or received row of the
    competition taken out, but those under ``keep`` (results that name a match recorded
    elsewhere: scored here, or received before). ``names`` (the entrants) are added to the
    players. The caller holds the transaction."""
    remember_names(conn, names, now)
    wanted = {r.match_id: r for r in records}
    for (match_id,) in conn.execute(
        "SELECT match_id FROM matches WHERE competition = ? AND recorded != 'scored'",
        (competition,),
    ).fetchall():
        if match_id not in wanted and match_id not in keep:
            take_out(conn, str(match_id))
    for record in wanted.values():
        found = conn.execute(
            f"SELECT recorded, {_SHOWN} FROM matches WHERE match_id = ?", (record.match_id,)
        ).fetchone()
        if found is not None and (
            found[0] == Recorded.SCORED or tuple(found[1:]) == record.shown(competition)
        ):
            continue
        take_out(conn, record.match_id)
        _insert(conn, competition, record, now)


def _insert(conn: sqlite3.Connection, competition: str, r: ResultRecord, now: str) -> None:
    """A result's row, with its match data (its set-up, no inputs)."""
    when = r.finished or now
    ids = side_ids(conn, r.players, r.partners, when)
    racks = (0, 0) if r.points else r.score
    stats = _stats_json(PlayerStats())
    cur = conn.execute(
        "INSERT INTO matches (match_id, discipline, ruleset, player0, player1, name0, name1,"
        " started, finished, winner, end_reason, score0, score1, racks0, racks1, sets0, sets1,"
        " racks_played, shots, stats0, stats1, recorded, forfeit, competition, slot)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, 0, 0, ?, 0, ?, ?, ?, ?, ?, ?)",
        (
            r.match_id,
            r.discipline,
            r.ruleset,
            *ids,
            *r.players,
            when,
            when,
            r.winner,
            *r.score,
            *racks,
            0 if r.forfeit else sum(racks),  # a forfeit counts no games
            stats,
            stats,
            r.recorded.value,
            int(r.forfeit),
            competition,
            r.slot,
        ),
    )
    config = {
        "discipline": r.discipline,
        "ruleset": r.ruleset,
        "players": list(r.players),
        "competition": competition,
        "slot": r.slot,
        "event": r.event,
        **({"partners": [list(p) for p in r.partners]} if r.partners else {}),
    }
    mid = int(cur.lastrowid or 0)
    conn.execute(
        "INSERT INTO match_data (match, created, config, clock, inputs, score_sheet)"
        " VALUES (?, ?, ?, NULL, '[]', '[]')",
        (mid, when, json.dumps(config, ensure_ascii=False)),
    )
    keep_partners(conn, mid, r.partners, when)
