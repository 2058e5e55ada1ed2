"""The player registry: people behind the names typed into matches.

The history's ``players`` table holds every name *as typed* (whitespace collapsed), and each
stored match links to its two typed names. The registry (schema version 4, :func:`migrate_v4`)
adds a *person* for those names:

- ``people``: a person's name, optional club and optional imported rating (from a federation or
  FargoRate list); a person merged into another keeps his row, with ``merged_into`` set.
- ``player_names``: each typed name's person now, and its *home* (the person it had before any
  merge). A merge moves names to another person; an unmerge moves them home again, so it
  restores exactly what was there (the matches' own links to the names never change).

The migration gives every name already stored a person, one per spelling up to case, accents
and spaces (:func:`scoreboard.history.fold`, the way the history's search compares names), and
the registry gives each name stored afterwards, before it reads, the person of the same folded
name (or a new one): no name is left without a person, whoever stored the match. Nothing already in the history
is changed: the migration only adds tables, and ``players`` rows for names a damaged match
carries but ``players`` lacks.

Every row read is untrusted: a value of the wrong type or out of range makes the row *damaged*,
reported in :attr:`Registry.problems` and left out, never an exception.

No Qt here.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from .history import fold
from .ratings import MAX_RATING, Fit, FitOptions, Games, fit

#: The longest name, club or event the registry keeps (longer text is cut there).
MAX_TEXT = 200
#: The longest competition document read for the events of its matches.
MAX_DOCUMENT = 16 * 1024 * 1024

#: Kept short: the whole schema stays within the file's first page, which is read at every
#: opening (a long history's other pages are checked later).
_V4 = (
    "CREATE TABLE people(id INTEGER PRIMARY KEY,name TEXT NOT NULL,key TEXT NOT NULL,"
    "club TEXT,rating REAL,merged_into INTEGER,created TEXT NOT NULL)",
    "CREATE TABLE player_names(player INTEGER PRIMARY KEY,person INTEGER NOT NULL,"
    "home INTEGER NOT NULL)",
)


def text_of(value: object) -> tuple[str, bool]:
    """A stored value as text to show, and whether it was sound (a non-blank str): bytes are
    decoded with replacement, numbers written out, None is empty; cut at :data:`MAX_TEXT`."""
    if isinstance(value, str):
        clean = " ".join(value.split())
        return clean[:MAX_TEXT], bool(clean) and "\x00" not in value
    if isinstance(value, bytes):
        return " ".join(value.decode("utf-8", "replace").split())[:MAX_TEXT], False
    if value is None:
        return "", False
    return str(value)[:MAX_TEXT], False


def migrate_v4(conn: sqlite3.Connection) -> None:
    """Version 4: the player registry. Every stored name gets a person (one per folded
    spelling, :func:`link_names`); every match's names are in ``players``. Damaged rows are
    linked as they are (their text shown as well as it can be), never refused: a migration
    that fails would leave the whole history unopenable."""
    for statement in _V4:
        conn.execute(statement)
    # names a match carries that players lacks (a damaged link): added, matches untouched
    known = {r[0] for r in conn.execute("SELECT name FROM players")}
    for name0, name1, started in conn.execute(
        "SELECT name0, name1, started FROM matches ORDER BY id"
    ).fetchall():
        for raw in (name0, name1):
            name, _ = text_of(raw)
            if name and name not in known and isinstance(raw, str):
                when, _ = text_of(started)
                conn.execute(
                    "INSERT INTO players (name, key, first_seen, last_seen, matches)"
                    " VALUES (?, ?, ?, ?, 0)",
                    (name, fold(name), when, when),
                )
                known.add(name)
    link_names(conn)


def person_of_key(conn: sqlite3.Connection, key: str) -> int | None:
    """The person a name folded to ``key`` belongs to: that of the most played name folded
    the same way, else a person (not merged away) of that folded name."""
    row = conn.execute(
        "SELECT n.person FROM players p JOIN player_names n ON n.player = p.id"
        " WHERE p.key = ? ORDER BY p.matches DESC, p.id LIMIT 1",
        (key,),
    ).fetchone()
    if row is None:
        row = conn.execute(
            "SELECT id FROM people WHERE key = ? AND merged_into IS NULL ORDER BY id LIMIT 1",
            (key,),
        ).fetchone()
    return int(row[0]) if row is not None and isinstance(row[0], int) else None


def link_names(conn: sqlite3.Connection) -> int:
    """Give every stored name without a person the person of its folded spelling
    (:func:`person_of_key`), or a new one; returns how many were linked. The caller holds
    the transaction. The migration links every name already stored; the registry links the
    names stored since (whoever stored the match) before it reads."""
    rows = conn.execute(
        "SELECT p.id, p.name, p.first_seen FROM players p"
        " LEFT JOIN player_names n ON n.player = p.id WHERE n.player IS NULL"
        " ORDER BY p.matches DESC, p.id"
    ).fetchall()
    for pid, raw, first_seen in rows:
        name, sound = text_of(raw)
        person = person_of_key(conn, fold(name)) if sound else None
        if person is None:
            when, _ = text_of(first_seen)
            cur = conn.execute(
                "INSERT INTO people (name, key, created) VALUES (?, ?, ?)",
                (name or f"#{pid}", fold(name) if sound else "", when),
            )
            person = int(cur.lastrowid or 0)
        conn.execute(
            "INSERT INTO player_names (player, person, home) VALUES (?, ?, ?)",
            (pid, person, person),
        )
    return len(rows)


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

    def stats(self, side: int) -> dict[str, float]:
        """A side's numeric statistics (anything else in the stored text dropped)."""
        return _stats_of(self.stats_text[side])

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

    def _links(self) -> dict[int, int]:
        """Each typed name's (players row id's) person."""
        self.link_new()
        links: dict[int, int] = {}
        for player, person in self.conn.execute("SELECT player, person FROM player_names"):
            if isinstance(player, int) and isinstance(person, int):
                links[player] = person
            else:
                self._damaged(f"player_names row {player!r}: not a link")
        return links

    def people(
        self, *, include_merged: bool = False, matches: Iterable[Played] | None = None
    ) -> list[Person]:
        """Every person (not merged into another unless ``include_merged``), by name, with
        his count of ``matches`` (:meth:`played` unless given)."""
        names: dict[int, list[str]] = {}
        links = self._links()
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
            for p in set(m.people):
                if p is not None:
                    counts[p] = counts.get(p, 0) + 1
        merged: dict[int, list[int]] = {}
        out: list[Person] = []
        rows = self.conn.execute(
            "SELECT id, name, club, rating, merged_into FROM people ORDER BY id"
        ).fetchall()
        for pid, *_, into in rows:
            if not isinstance(pid, int):
                self._damaged(f"people row {pid!r}: not an id")
                continue
            if isinstance(into, int):
                merged.setdefault(into, []).append(pid)
        for pid, raw, club, rating, into in rows:
            if not isinstance(pid, int):
                continue
            if into is not None and not include_merged:
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
                )
            )
        out.sort(key=lambda p: (fold(p.name), p.id))
        return out

    def person(self, pid: int) -> Person:
        for p in self.people(include_merged=True):
            if p.id == pid:
                return p
        raise KeyError(pid)

    def find(self, name: str) -> int | None:
        """The person a name would be linked to (by its folded spelling), if any."""
        self.link_new()
        return person_of_key(self.conn, fold(name))

    def add(self, name: str, *, club: str = "", rating: float | None = None) -> int:
        """A new person with no typed name yet (from a ratings list); returns his id."""
        clean, sound = text_of(name)
        if not sound:
            raise ValueError(f"a person needs a name, not {name!r}")
        with self._transaction():
            cur = self.conn.execute(
                "INSERT INTO people (name, key, club, rating, created)"
                " VALUES (?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
                (clean, fold(clean), text_of(club)[0] or None, _checked_rating(rating)),
            )
        return int(cur.lastrowid or 0)

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
        """``source`` is the same person as ``into``: his names (and those merged into him) go
        to ``into``; :meth:`unmerge` gives them back."""
        if source == into:
            raise ValueError("a person is not merged into himself")
        with self._transaction():
            for pid in (source, into):
                row = self.conn.execute(
                    "SELECT merged_into FROM people WHERE id = ?", (pid,)
                ).fetchone()
                if row is None or row[0] is not None:
                    raise KeyError(pid)
            self.conn.execute("UPDATE player_names SET person = ? WHERE person = ?", (into, source))
            self.conn.execute(
                "UPDATE people SET merged_into = ? WHERE merged_into = ? OR id = ?",
                (into, source, source),
            )

    def unmerge(self, into: int, source: int | None = None) -> None:
        """Undo merges into ``into``: ``source`` (or every person merged into it) gets back
        the names that were his before, exactly."""
        with self._transaction():
            rows = self.conn.execute(
                "SELECT id FROM people WHERE merged_into = ?", (into,)
            ).fetchall()
            for (pid,) in rows:
                if source is not None and pid != source:
                    continue
                self.conn.execute(
                    "UPDATE player_names SET person = home WHERE home = ? AND person = ?",
                    (pid, into),
                )
                self.conn.execute("UPDATE people SET merged_into = NULL WHERE id = ?", (pid,))

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
        for row in self.conn.execute(
            "SELECT id, started, discipline, name0, name1, player0, player1, winner,"
            " racks0, racks1, stats0, stats1, match_id FROM matches ORDER BY started, id"
        ):
            try:
                m = self._played(row, links, by_name, by_key, games, named)
            except (TypeError, ValueError) as exc:
                self._damaged(f"matches row {row[0]!r}: {exc}")
                continue
            if wanted is None or m.discipline in wanted:
                out.append(m)
        return out

    def _events(self) -> dict[str, str]:
        """Each match id a stored competition's results (or matches started) name, with the
        competition's name: the event a match was played in."""
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
        mid, started, discipline, name0, name1, p0, p1, winner, r0, r1, s0, s1, match_id = row
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
        if mid in games:
            won = (games[mid][0], games[mid][1])
        else:  # no rack rows (a match of points): its summary, or the match as one game
            won = (_count(r0), _count(r1))
            if won == (0, 0) and winner is not None:
                won = (1, 0) if winner == 0 else (0, 1)
        event = named.get(match_id, "") if isinstance(match_id, str) else ""
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
    except ValueError:
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
