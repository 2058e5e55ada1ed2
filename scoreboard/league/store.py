"""Leagues' seasons in the history database (the same SQLite file as the matches), kept as the
competitions are (:mod:`scoreboard.competition.store`): one row per season holds its document
(:func:`~scoreboard.league.season.season_to_document`), every change written in one
transaction with a revision, so a crash leaves the old season or the new one and a second copy
of the app that changed it in between is never overwritten. A row is read back as untrusted.

In the same transaction every rubber's result is kept in the history's matches
(:func:`records`, :func:`~scoreboard.history.results.keep_results`), night by night: a result
typed at the desk as ``typed``, its competition ``<season uid>:<fixture>`` and its slot the
rubber's id (only the nights changed are written again); a rubber played on a
table names the match the history stores with its shots, which is left as it is. A rubber
counts in the players' record when each side is one player: singles (a doubles rubber, two
players a side, stays on the night's sheet). A forfeit is kept as such (it counts no games).

The ``leagues`` table is made by a migration of the history database (version 7).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from scoreboard.history.results import ResultRecord, keep_results, remember_names, typed_id
from scoreboard.history.values import Recorded
from scoreboard.league.errors import LeagueError, Problem
from scoreboard.league.model import Rubber, RubberKind, Side
from scoreboard.league.night import players_of
from scoreboard.league.season import Season, season_from_document, season_to_document
from scoreboard.match.match import MatchConfigError, match_config

#: A stored season larger than this is not read.
MAX_DOCUMENT = 8 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class StoredLeague:
    uid: str
    name: str
    updated: str


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _ruleset(rubber: Rubber) -> str:
    try:
        config = match_config(("A", "B"), rubber.discipline, rubber.ruleset, rubber.race)
    except (MatchConfigError, ValueError):
        return rubber.ruleset.value if rubber.ruleset is not None else ""
    return config.resolved_ruleset.value


def night_key(s: Season, fixture: str) -> str:
    """What a night's rubbers are kept under in the history (``matches.competition``)."""
    return f"{s.uid}:{fixture}"


def records(s: Season, fixture: str) -> tuple[list[ResultRecord], set[str]]:
    """The rows a night's rubbers make (typed results), and the match ids of rubbers played
    on a table (kept as they are)."""
    out: list[ResultRecord] = []
    named: set[str] = set()
    fmt = s.league.rules.format
    f, n = s.calendar.fixture(fixture), s.nights.get(fixture)
    if n is None or not n.ready():
        return out, named
    score, sheet = s.score(f.id), s.sheet(f.id)
    for r in score.rubbers:
        if r.winner is None or r.rubber.kind is not RubberKind.SINGLES:
            continue
        if r.rubber.id in n.history:
            named.add(n.history[r.rubber.id])
            continue
        home = players_of(sheet, fmt, r.rubber, Side.HOME)[0]
        away = players_of(sheet, fmt, r.rubber, Side.AWAY)[0]
        if home is None or away is None:
            continue  # a place nobody held: no match between two players
        out.append(
            ResultRecord(
                match_id=typed_id(night_key(s, f.id), r.rubber.id),
                slot=r.rubber.id,
                discipline=r.rubber.discipline.value,
                ruleset=_ruleset(r.rubber),
                players=(home, away),
                score=(r.home, r.away),
                winner=0 if r.winner is Side.HOME else 1,
                recorded=Recorded.TYPED,
                forfeit=r.forfeited_by is not None,
                event=f"{s.name}: {f.home} – {f.away}",
            )
        )
    return out, named


class LeagueStore:
    """Reads and writes seasons through an open history connection (autocommit mode)."""

    def __init__(self, conn: sqlite3.Connection, db: Any = None) -> None:
        self._fixed = conn
        self._db = db
        self._seen: dict[str, int] = {}

    @classmethod
    def of(cls, db: Any) -> LeagueStore:
        return cls(db.conn, db)

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._fixed if self._db is None else self._db.conn

    def save(self, s: Season, nights: Iterable[str] | None = None) -> None:
        """Write ``s`` and the rubbers' results of ``nights`` (fixture ids; None: every
        night) into the history's matches, in one transaction; refused
        (``changed-elsewhere``) when another copy changed it since."""
        doc = json.dumps(season_to_document(s), ensure_ascii=False, separators=(",", ":"))
        now = _now()
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            row = self._conn.execute(
                "SELECT revision FROM leagues WHERE uid = ?", (s.uid,)
            ).fetchone()
            if row is None:
                revision = 1
                self._conn.execute(
                    "INSERT INTO leagues (uid, name, updated, revision, document)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (s.uid, s.name, now, revision, doc),
                )
            else:
                if self._seen.get(s.uid) != int(row[0]):
                    raise LeagueError(Problem.CHANGED_ELSEWHERE, name=s.name[:80])
                revision = int(row[0]) + 1
                self._conn.execute(
                    "UPDATE leagues SET name = ?, updated = ?, revision = ?, document = ?"
                    " WHERE uid = ?",
                    (s.name, now, revision, doc, s.uid),
                )
            names = [p.name for d in s.league.divisions for t in d.teams for p in t.roster]
            remember_names(self._conn, names, now)
            for fixture in s.nights if nights is None else nights:
                rows, named = records(s, fixture)
                key = night_key(s, fixture)
                keep_results(self._conn, key, rows, keep=named, now=now)
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")
        self._seen[s.uid] = revision

    def list(self, limit: int = 100) -> list[StoredLeague]:
        rows = self._conn.execute(
            "SELECT uid, name, updated FROM leagues ORDER BY updated DESC, id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [StoredLeague(str(r[0]), str(r[1])[:200], str(r[2])[:40]) for r in rows]

    def load(self, uid: str) -> Season:
        """The season stored under ``uid``, read as untrusted."""
        row = self._conn.execute(
            "SELECT name, document, revision FROM leagues WHERE uid = ?", (uid,)
        ).fetchone()
        name = str(row[0])[:80] if row is not None else uid[:64]
        if row is None:
            raise LeagueError(Problem.DAMAGED_FILE, file=name, field="uid", detail="not stored")
        text = row[1]
        if not isinstance(text, str) or len(text) > MAX_DOCUMENT:
            raise LeagueError(Problem.DAMAGED_FILE, file=name, field="document", detail="size")
        try:
            doc = json.loads(text)
            revision = int(row[2])
        except (ValueError, TypeError, RecursionError):
            raise LeagueError(
                Problem.DAMAGED_FILE, file=name, field="document", detail="not JSON"
            ) from None
        s = season_from_document(uid, doc, name)
        self._seen[uid] = revision
        return s
