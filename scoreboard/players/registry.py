"""The player registry: people behind the names typed into matches.

The history's ``players`` table holds every name *as typed* (whitespace collapsed), and each
stored match links to its two typed names. The registry (schema version 4, :func:`migrate_v4`)
adds a *person* for those names:

- ``people``: a person's name, optional club and optional imported rating (from a federation or
  FargoRate list); a person merged into another keeps his row, with ``merged_into`` set.
- ``player_names``: each typed name's person now, and its *home* (the person it had before any
  merge). A merge links one person to another (``merged_into``), whatever was merged into him
  before staying merged into him; a person counts as the end of his chain of links, and each
  name as its home counts. An unmerge takes away exactly one link, so it restores exactly what
  was there before that merge, whatever came after (the matches' own links to the names never
  change). A split gives one typed name a new person of its own (:meth:`Registry.split`): the
  matches stored under that exact spelling go with it.

The migration gives every name already stored a person, one per spelling up to case, accents
and spaces (:func:`scoreboard.history.database.fold`, the way the history's search compares names), and
the registry gives each name stored afterwards, before it reads, the person of the same folded
name (or a new one): no name is left without a person, whoever stored the match. Nothing already in the history
is changed: the migration only adds tables, and ``players`` rows for names a damaged match
carries but ``players`` lacks.

Long because the registry reads every row it uses as untrusted, and writes merges and unmerges
that give back exactly what was there.

Every row read is untrusted: a value of the wrong type or out of range makes the row *damaged*,
reported in :attr:`Registry.problems` and left out, never an exception. A damaged
``merged_into`` (not a person's id, a person who is missing, the person himself, or a circle of
merges) is read as no merge (:func:`read_merges`): the person is listed, with the names whose
home he is, can be merged, and is reported in :attr:`Registry.damaged_links`. Nobody is hidden
by a link that leads nowhere.

The tables and the linking of names are :mod:`scoreboard.history.schema`'s (version 4); the ratings and a
player's page, worked out from the matches read, :mod:`scoreboard.players.figures`'s. Their
names are importable from here too.

No Qt here.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from scoreboard.files.shapes import check_name
from scoreboard.history.database import fold
from scoreboard.history.schema import (
    MAX_TEXT,
    link_names,
    migrate_v4,
    person_of_key,
    recorded_columns,
    schema_version,
    text_of,
)
from scoreboard.players.figures import (
    DISCIPLINE_GROUPS,
    FORM_WINDOW,
    DisciplineRecord,
    HeadToHead,
    Profile,
    game_records,
    head_to_head,
    profile,
    rate,
)
from scoreboard.players.merges import Merge, Merges, read_merges
from scoreboard.players.teams import read_teams
from scoreboard.ratings import MAX_RATING

__all__ = [
    "DISCIPLINE_GROUPS",
    "FORM_WINDOW",
    "MAX_DOCUMENT",
    "MAX_TEXT",
    "DisciplineRecord",
    "HeadToHead",
    "Merge",
    "Merges",
    "Person",
    "Played",
    "Profile",
    "Registry",
    "game_records",
    "head_to_head",
    "link_names",
    "migrate_v4",
    "person_of_key",
    "profile",
    "rate",
    "read_merges",
    "text_of",
]

#: The longest competition document read for the events of its matches.
MAX_DOCUMENT = 16 * 1024 * 1024
#: The rows of a ratings list written at a time by :meth:`Registry.seed` (between two, its
#: progress is told and a cancel is heard).
SEED_CHUNK = 5_000

_MISSING = object()


# -- what the registry reads ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Person:
    """A person of the registry with the names typed for him and his stored matches."""

    id: int
    name: str
    club: str
    rating: float | None  # imported
    names: tuple[str, ...]
    matches: int
    merged: tuple[int, ...] = ()  # people merged into this one
    #: every merge in force under this person (into him, or into one merged into him)
    merges: tuple[Merge, ...] = ()


@dataclass(frozen=True, slots=True)
class Played:
    """One stored match as the registry reads it: sides 0 and 1 with their people (None: a
    name with no person) and the racks (games) each won."""

    id: int
    started: str
    discipline: str
    names: tuple[str, str]
    people: tuple[int | None, int | None]
    winner: int | None
    games: tuple[int, int]
    #: Each side's statistics as stored (JSON text, untrusted): :meth:`stats` reads them.
    stats_text: tuple[object, object] = (None, None)
    event: str = ""
    #: won by a forfeit: its games are none
    forfeit: bool = False
    #: a team match (doubles, scotch doubles): each side's two people (None: a name with no
    #: person) and names; ``people`` is then (None, None): a team is nobody
    partners: tuple[tuple[int | None, ...], tuple[int | None, ...]] = ((), ())
    partner_names: tuple[tuple[str, ...], ...] = ((), ())

    @property
    def team(self) -> bool:
        """A team match: listed on each partner's page, counted nowhere (not in the
        ratings, which rate singles, nor a page's figures)."""
        return bool(self.partner_names[0])

    def team_side(self, person: int) -> int | None:
        """The side ``person`` played on in a team match (None: not his, or singles)."""
        for side in (0, 1):
            if person in self.partners[side]:
                return side
        return None

    def stats(self, side: int) -> dict[str, float]:
        """A side's numeric statistics (anything else in the stored text dropped)."""
        return _stats_of(self.stats_text[side])

    def counts(self, side: int, names: tuple[str, ...]) -> list[int]:
        """A side's statistics ``names`` as counts (0 for one missing, not a number, or
        outside 0 to 10⁹): what a player's page adds up, read quicker than :meth:`stats`."""
        return _counts_of(self.stats_text[side], names)

    @property
    def one_person(self) -> bool:
        """Both sides are one person (two names of his, merged or typed alike): a match that
        counts nowhere (not in the ratings, a page's figures or an export), shown as such."""
        return self.people[0] is not None and self.people[0] == self.people[1]

    @property
    def rated(self) -> bool:
        """Between two people: a match that counts (the ratings, a page's figures, the
        results exported)."""
        return None not in self.people and not self.one_person and not self.team

    def side_of(self, person: int) -> int | None:
        if self.people[0] == person:
            return 0
        if self.people[1] == person:
            return 1
        return None


@dataclass
class Registry:
    """The registry on the history's connection (``HistoryDB.conn``, autocommit mode, at
    schema version 4 or later)."""

    conn: sqlite3.Connection
    #: Damaged rows met while reading, one message each (the row named), newest last.
    problems: list[str] = field(default_factory=list)
    #: The people whose ``merged_into`` is damaged, read as no merge (:func:`read_merges`), one
    #: message each (the row named), as of the last read.
    damaged_links: list[str] = field(default_factory=list)

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def _damaged(self, what: str) -> None:
        if what not in self.problems:
            self.problems.append(what)

    # -- people ------------------------------------------------------------------------------

    def link_new(self) -> None:
        """Link the names stored since the registry last read (:func:`link_names`); a history
        that cannot be written now (read-only, locked) is read as it is."""
        unlinked = self.conn.execute(
            "SELECT 1 FROM players p LEFT JOIN player_names n ON n.player = p.id"
            " WHERE n.player IS NULL LIMIT 1"
        ).fetchone()
        if unlinked is None:
            return
        try:
            with self._transaction():
                link_names(self.conn)
        except sqlite3.OperationalError:
            pass

    def merges(self) -> Merges:
        """The people's merges as they are read (:func:`read_merges`); the damaged links are
        reported in :attr:`damaged_links`."""
        found = read_merges(self.conn.execute("SELECT id, merged_into FROM people"))
        self.damaged_links = [
            f"people row {pid}: {why}" for pid, why in sorted(found.damaged.items())
        ]
        return found

    def _write_damaged_as_none(self, found: Merges) -> None:
        """Inside a merge or an unmerge: the damaged links written as what they are read as,
        no merge, so that what was listed stays true once other links change (a circle
        broken by a merge would otherwise come back as merges nobody made)."""
        self.conn.executemany(
            "UPDATE people SET merged_into = NULL WHERE id = ?", [(pid,) for pid in found.damaged]
        )

    def _sync_names(self) -> None:
        """At the end of a merge or an unmerge: each name's person written as the person it
        counts as (what :meth:`find` and the linking of names typed later read)."""
        found = self.merges()
        stored = dict(self.conn.execute("SELECT player, person FROM player_names").fetchall())
        self.conn.executemany(
            "UPDATE player_names SET person = ? WHERE player = ?",
            [(p, player) for player, p in self._links(found).items() if stored.get(player) != p],
        )

    def _links(self, found: Merges | None = None) -> dict[int, int]:
        """Each typed name's (players row id's) person: the person his home counts as, a
        damaged merge read as none (:meth:`Merges.root`)."""
        self.link_new()
        if found is None:
            found = self.merges()
        links: dict[int, int] = {}
        for player, person, home in self.conn.execute(
            "SELECT player, person, home FROM player_names"
        ):
            if not isinstance(player, int):
                self._damaged(f"player_names row {player!r}: not a link")
                continue
            # the person a name was typed for, then merged as his merges say; where that
            # person is missing, the person the name was moved to
            base = next((p for p in (home, person) if p in found.people), None)
            if base is None or not isinstance(base, int):
                self._damaged(f"player_names row {player!r}: its person {person!r} is missing")
                continue
            links[player] = found.root(base)
        return links

    def people(
        self, *, include_merged: bool = False, matches: Iterable[Played] | None = None
    ) -> list[Person]:
        """Every person (not merged into another unless ``include_merged``), by name, with
        his count of ``matches`` (:meth:`played` unless given)."""
        names: dict[int, list[str]] = {}
        self.link_new()  # before the merges are read: a name linked now may bring a person
        found = self.merges()
        links = self._links(found)
        for pid, raw in self.conn.execute("SELECT id, name FROM players"):
            person = links.get(pid) if isinstance(pid, int) else None
            if person is None:
                continue
            name, sound = text_of(raw)
            if not sound:
                self._damaged(f"players row {pid!r}: name {raw!r}")
            names.setdefault(person, []).append(name)
        counts: dict[int, int] = {}
        for m in self.played() if matches is None else matches:
            for p in {*m.people, *m.partners[0], *m.partners[1]}:
                if p is not None:
                    counts[p] = counts.get(p, 0) + 1
        out: list[Person] = []
        rows = self.conn.execute("SELECT id, name, club, rating FROM people ORDER BY id").fetchall()
        merged, tree = self._merge_lists(found, rows)
        for pid, raw, club, rating in rows:
            if not isinstance(pid, int):
                continue
            if pid in found.into and not include_merged:
                continue
            name, sound = text_of(raw)
            if not sound:
                self._damaged(f"people row {pid}: name {raw!r}")
            imported = _rating_of(rating)
            if rating is not None and imported is None:
                self._damaged(f"people row {pid}: rating {rating!r}")
            out.append(
                Person(
                    id=pid,
                    name=name or f"#{pid}",
                    club=text_of(club)[0],
                    rating=imported,
                    names=tuple(sorted(names.get(pid, []))),
                    matches=counts.get(pid, 0),
                    merged=tuple(merged.get(pid, [])),
                    merges=tuple(tree.get(pid, [])),
                )
            )
        out.sort(key=lambda p: (fold(p.name), p.id))
        return out

    def _merge_lists(
        self, found: Merges, rows: list[tuple[Any, ...]]
    ) -> tuple[dict[int, list[int]], dict[int, list[Merge]]]:
        """Each person's people merged into him, and each listed person's merges in force
        (into him or into one merged into him), from the ``people`` rows."""
        title: dict[int, str] = {}
        for pid, raw, *_ in rows:
            if not isinstance(pid, int):
                self._damaged(f"people row {pid!r}: not an id")
            else:
                title[pid] = text_of(raw)[0] or f"#{pid}"
        merged: dict[int, list[int]] = {}
        tree: dict[int, list[Merge]] = {}
        for pid in sorted(found.into):
            into = found.into[pid]
            merged.setdefault(into, []).append(pid)
            merge = Merge(pid, into, title.get(pid, f"#{pid}"), title.get(into, f"#{into}"))
            tree.setdefault(found.root(pid), []).append(merge)
        return merged, tree

    def person(self, pid: int) -> Person:
        for p in self.people(include_merged=True):
            if p.id == pid:
                return p
        raise KeyError(pid)

    def find(self, name: str) -> int | None:
        """The person a name would be linked to (that of its exact spelling where it was typed
        before, else by its folded spelling), if any: the person it counts as, as :meth:`people` lists it (a few rows read, however large the
        registry)."""
        self.link_new()
        key = fold(name)
        row = self.conn.execute(
            "SELECT n.home, n.person FROM players p JOIN player_names n ON n.player = p.id"
            " WHERE p.key = ? ORDER BY p.name = ? DESC, p.matches DESC, p.id LIMIT 1",
            (key, text_of(name)[0]),
        ).fetchone()
        for pid in row or ():  # the name's home, else its person, as _links reads it
            if isinstance(pid, int) and self._link_of(pid) is not _MISSING:
                return self._root_of(pid)
        pid = person_of_key(self.conn, key)
        return self._root_of(pid) if pid is not None else None

    def _link_of(self, pid: int) -> object:
        row = self.conn.execute("SELECT merged_into FROM people WHERE id = ?", (pid,)).fetchone()
        return _MISSING if row is None else row[0]

    def _root_of(self, pid: int) -> int:
        """The person ``pid`` counts as, read link by link as :func:`read_merges` reads them
        all: a link to nobody, to himself or round a circle stops the walk."""
        path = [pid]
        seen = {pid}
        while True:  # each step reaches a person not seen yet: it ends
            into = self._link_of(path[-1])
            if isinstance(into, bool) or not isinstance(into, int):
                break
            if into in seen:  # a circle: it starts at the person the walk came back to
                return into
            if self._link_of(into) is _MISSING:
                break
            path.append(into)
            seen.add(into)
        return path[-1]

    def add(self, name: str, *, club: str = "", rating: float | None = None) -> int:
        """A new person with no typed name yet (from a ratings list, or added by hand: his
        name through the one gate for names, :func:`~scoreboard.files.shapes.check_name`);
        returns his id."""
        clean, sound = text_of(check_name(name, "name"))
        if not sound:
            raise ValueError(f"a person needs a name, not {name!r}")
        with self._transaction():
            cur = self.conn.execute(
                "INSERT INTO people (name, key, club, rating, created)"
                " VALUES (?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
                (clean, fold(clean), text_of(club)[0] or None, _checked_rating(rating)),
            )
        return int(cur.lastrowid or 0)

    def seed(
        self,
        listed: Iterable[tuple[str, str, float]],
        progress: Callable[[int], object] | None = None,
    ) -> tuple[int, int]:
        """Give each listed ``(name, club, rating)`` to the person of the same folded name (the
        person :meth:`find` gives; his club too when one is listed), else to a new person, row
        after row as listed (a name listed twice: the later row wins). All in ONE transaction:
        an error, or a ``progress(rows done)`` that raises (a cancel), leaves the registry as
        it was. Every person is looked up in a dict of folded names read once, and the rows
        are written :data:`SEED_CHUNK` at a time. Returns (rows given to a person already
        there, people added)."""
        rows = list(listed)
        updated = added = 0
        with self._transaction():
            link_names(self.conn)  # the names stored since the registry last read
            by_key = self._people_by_key()
            (top,) = self.conn.execute("SELECT coalesce(max(id), 0) FROM people").fetchone()
            next_id = max(int(top), 0) + 1 if isinstance(top, int) else 1
            for start in range(0, len(rows), SEED_CHUNK):
                new: list[tuple[int, str, str, str | None, float | None]] = []
                changed: list[tuple[str | None, float | None, int]] = []
                for name, club, rating in rows[start : start + SEED_CHUNK]:
                    clean, sound = text_of(name)
                    if not sound:
                        raise ValueError(f"a person needs a name, not {name!r}")
                    key = fold(clean)
                    checked = _checked_rating(rating)
                    club_text = text_of(club)[0] or None
                    pid = by_key.get(key)
                    if pid is None:
                        by_key[key] = next_id
                        new.append((next_id, clean, key, club_text, checked))
                        next_id += 1
                        added += 1
                    else:
                        changed.append((club_text, checked, pid))
                        updated += 1
                self.conn.executemany(
                    "INSERT INTO people (id, name, key, club, rating, created)"
                    " VALUES (?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
                    new,
                )
                self.conn.executemany(
                    "UPDATE people SET club = coalesce(?, club), rating = ? WHERE id = ?", changed
                )
                if progress is not None:
                    progress(min(start + SEED_CHUNK, len(rows)))
        return updated, added

    def _people_by_key(self) -> dict[str, int]:
        """Each folded name's person as :func:`person_of_key` finds it, read in two passes:
        that of the most played name folded so (a person who is there), else the first person
        of that folded name not merged away."""
        found: dict[str, int] = {}
        for key, person in self.conn.execute(
            "SELECT p.key, n.person FROM players p JOIN player_names n ON n.player = p.id"
            " JOIN people q ON q.id = n.person ORDER BY p.matches DESC, p.id"
        ):
            if isinstance(key, str) and isinstance(person, int):
                found.setdefault(key, person)
        for pid, key in self.conn.execute(
            "SELECT id, key FROM people WHERE merged_into IS NULL ORDER BY id"
        ):
            if isinstance(key, str) and isinstance(pid, int):
                found.setdefault(key, pid)
        return found

    def set_details(self, pid: int, *, club: str | None = None, rating: object = ...) -> None:
        """Set a person's club (None: unchanged) and imported rating (None: none)."""
        with self._transaction():
            if club is not None:
                self.conn.execute(
                    "UPDATE people SET club = ? WHERE id = ?", (text_of(club)[0] or None, pid)
                )
            if rating is not ...:
                self.conn.execute(
                    "UPDATE people SET rating = ? WHERE id = ?", (_checked_rating(rating), pid)
                )

    def merge(self, source: int, into: int) -> None:
        """``source`` is the same person as ``into``: his names (and those of whoever was
        merged into him, who stays merged into him) count as ``into``'s; :meth:`unmerge` undoes
        this merge alone, whatever came after."""
        if source == into:
            raise ValueError("a person is not merged into himself")
        self.link_new()
        with self._transaction():
            found = self.merges()
            self._write_damaged_as_none(found)
            for pid in (source, into):
                # a damaged link is no merge: that person can be merged (the link written over)
                if pid not in found.people or pid in found.into:
                    raise KeyError(pid)
            self.conn.execute("UPDATE people SET merged_into = ? WHERE id = ?", (into, source))
            self._sync_names()

    def unmerge(self, into: int, source: int | None = None) -> None:
        """Undo the merge of ``source`` into ``into`` (None: of everyone merged straight into
        ``into``), and nothing else: ``source`` gets back his names and those of whoever is
        still merged into him, exactly as before that merge."""
        with self._transaction():
            found = self.merges()  # sound merges only: a damaged link was never a merge
            self._write_damaged_as_none(found)
            if source is not None and found.into.get(source) != into:
                raise KeyError(source)
            undone = [p for p, to in found.into.items() if to == into and source in (None, p)]
            self.conn.executemany(
                "UPDATE people SET merged_into = NULL WHERE id = ?", [(p,) for p in undone]
            )
            self._sync_names()

    def split(self, name: str) -> int:
        """Give the typed ``name`` (that exact spelling, spaces collapsed) a new person of its
        own, named so: the matches stored under it go with it, the person's other names stay.
        Returns the new person's id; :meth:`merge` joins them again."""
        clean, sound = text_of(name)
        self.link_new()
        with self._transaction():
            row = self.conn.execute("SELECT id FROM players WHERE name = ?", (clean,)).fetchone()
            if not sound or row is None:
                raise KeyError(name)
            found = self.merges()
            self._write_damaged_as_none(found)
            links = self._links(found)
            person = links.get(row[0])
            if person is None or list(links.values()).count(person) < 2:
                raise ValueError(f"{clean!r} is the only name of its person")
            cur = self.conn.execute(
                "INSERT INTO people (name, key, created)"
                " VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
                (clean, fold(clean)),
            )
            new = int(cur.lastrowid or 0)
            self.conn.execute(
                "UPDATE player_names SET person = ?, home = ? WHERE player = ?", (new, new, row[0])
            )
            self._sync_names()
        return new

    # -- matches -----------------------------------------------------------------------------

    def played(
        self, disciplines: Iterable[str] | None = None, *, events: bool = False
    ) -> list[Played]:
        """Every stored match (of these disciplines), oldest first, with its people and the
        racks each side won (and its event, when ``events``: read from each match's config);
        damaged rows are reported and left out."""
        wanted = set(disciplines) if disciplines is not None else None
        links = self._links()
        by_name: dict[str, int] = {}
        by_key: dict[str, int] = {}
        for pid, raw in self.conn.execute(
            "SELECT id, name FROM players ORDER BY matches DESC, id DESC"
        ):
            person = links.get(pid) if isinstance(pid, int) else None
            if person is not None and isinstance(raw, str):
                by_name[raw] = person
                by_key[fold(raw)] = person
        games: dict[int, list[int]] = {}
        for match, winner, count in self.conn.execute(
            "SELECT match, winner, count(*) FROM racks WHERE winner IN (0, 1)"
            " GROUP BY match, winner"
        ):
            if isinstance(match, int) and winner in (0, 1) and isinstance(count, int):
                games.setdefault(match, [0, 0])[int(winner)] = count
        out: list[Played] = []
        named = self._events() if events else {}

        def person_of(pid: object, name: str) -> int | None:
            found = links.get(pid) if isinstance(pid, int) else None
            return found if found is not None else by_name.get(name) or by_key.get(fold(name))

        teams = read_teams(self.conn, person_of, self._damaged)
        for row in self.conn.execute(
            "SELECT id, started, discipline, name0, name1, player0, player1, winner,"
            f" racks0, racks1, stats0, stats1, match_id, {recorded_columns(self.conn)},"
            f" {'competition' if schema_version(self.conn) >= 6 else 'NULL'} FROM matches"
            " ORDER BY started, id"
        ):
            try:
                m = self._played(row, links, by_name, by_key, games, named)
            except (TypeError, ValueError) as exc:
                self._damaged(f"matches row {row[0]!r}: {exc}")
                continue
            team = teams.get(m.id)
            if team is not None:  # a team is nobody: its partners are the people
                m = replace(m, people=(None, None), partners=team[0], partner_names=team[1])
            if wanted is None or m.discipline in wanted:
                out.append(m)
        return out

    def _events(self) -> dict[str, str]:
        """Each match id a stored competition's results (or matches started) name, and each
        competition's uid, with the competition's name: the event a match was played in."""
        named: dict[str, str] = {}
        for uid, name, document in self.conn.execute(
            "SELECT uid, name, document FROM competitions ORDER BY id"
        ):
            event, _ = text_of(name)
            if not isinstance(document, str) or len(document) > MAX_DOCUMENT:
                self._damaged(f"competitions row {uid!r}: document not readable")
                continue
            try:
                data = json.loads(document)
            except (ValueError, RecursionError):
                self._damaged(f"competitions row {uid!r}: document not JSON")
                continue
            if not isinstance(data, dict):
                continue
            if isinstance(uid, str) and event:
                named.setdefault(uid, event)
            results = data.get("results")
            started = data.get("started")
            ids: list[object] = []
            if isinstance(results, list):
                ids += [r.get("history_id") for r in results if isinstance(r, dict)]
            if isinstance(started, dict):
                ids += list(started.values())
            for mid in ids:
                if isinstance(mid, str) and event:
                    named.setdefault(mid, event)
        return named

    def _played(
        self,
        row: tuple[Any, ...],
        links: dict[int, int],
        by_name: dict[str, int],
        by_key: dict[str, int],
        games: dict[int, list[int]],
        named: dict[str, str],
    ) -> Played:
        mid, started, discipline, name0, name1, p0, p1, winner, r0, r1, s0, s1, match_id = row[:13]
        forfeit, competition = row[14:]
        if not isinstance(mid, int):
            raise TypeError("not an id")
        if not isinstance(started, str) or not isinstance(discipline, str):
            raise TypeError("start or discipline not text")
        if winner not in (None, 0, 1):
            raise ValueError(f"winner {winner!r}")
        names = (text_of(name0)[0], text_of(name1)[0])
        people: list[int | None] = []
        for pid, raw, name in ((p0, name0, names[0]), (p1, name1, names[1])):
            person = links.get(pid) if isinstance(pid, int) else None
            if person is None and isinstance(raw, str):
                person = by_name.get(name) or by_key.get(fold(name))
            people.append(person)
        if forfeit == 1:  # won without the match played out: no games
            won = (0, 0)
        elif mid in games:
            won = (games[mid][0], games[mid][1])
        else:  # no rack rows (a match of points): its summary, or the match as one game
            won = (_count(r0), _count(r1))
            if won == (0, 0) and winner is not None:
                won = (1, 0) if winner == 0 else (0, 1)
        event = named.get(match_id, "") if isinstance(match_id, str) else ""
        if not event and isinstance(competition, str):  # a result recorded for its slot
            event = named.get(competition, "")
        return Played(
            id=mid,
            started=started,
            discipline=discipline,
            names=names,
            people=(people[0], people[1]),
            winner=winner,
            games=won,
            stats_text=(s0, s1),
            event=event,
            forfeit=forfeit == 1,
        )


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 100_000:
        raise ValueError(f"racks won {value!r}")
    return value


def _stats_of(text: object) -> dict[str, float]:
    """A player's stored statistics: only numeric fields, anything else dropped."""
    if not isinstance(text, str) or len(text) > 100_000:
        return {}
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: nested too deep
        return {}
    if not isinstance(raw, dict):
        return {}
    return {
        k: float(v)
        for k, v in raw.items()
        if isinstance(k, str)
        and isinstance(v, int | float)
        and not isinstance(v, bool)
        and math.isfinite(v)
    }


def _counts_of(text: object, names: tuple[str, ...]) -> list[int]:
    """The statistics ``names`` of a stored text as counts (see :meth:`Played.counts`)."""
    raw = None
    if isinstance(text, str) and len(text) <= 100_000:
        try:
            raw = _decode(text)
        except (ValueError, RecursionError):
            pass
    if not isinstance(raw, dict):
        return [0] * len(names)
    # NaN and the infinities fail the range test; True and False are no int here
    return [
        int(v) if type(v) in _NUMBERS and 0 <= v <= 1e9 else 0
        for v in (raw.get(name, 0) for name in names)
    ]


_decode = json.JSONDecoder().decode
_NUMBERS = (int, float)


def _rating_of(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not (math.isfinite(value) and -MAX_RATING <= value <= MAX_RATING):
        return None
    return float(value)


def _checked_rating(value: object) -> float | None:
    if value is None:
        return None
    rating = _rating_of(value)
    if rating is None:
        raise ValueError(f"a rating is a number within the scale, not {value!r}")
    return rating
