"""Competitions in the history database (the same SQLite file as the matches).

One row per competition holds its document (:mod:`.document`); every change is written in
one transaction, so a crash in the middle of an update leaves either the old bracket or the
new one, never half of each. A row that cannot be read back is reported by name and the
others still load.

Each row has a revision. A store writes over a competition only at the revision it last read
or wrote, so a second copy of the app (or a second desk) that changed it in between is never
overwritten: the write is refused with :attr:`~.errors.Problem.CHANGED_ELSEWHERE`.

In the same transaction, the competition's results are kept in the history's matches
(:func:`~scoreboard.competition.record.record`): a result typed at the desk or received from a
venue table is one row there, taken out again when the result is taken back.

The ``competitions`` table is made by a migration of the history database
(:data:`scoreboard.history.database.MIGRATIONS`, version 3).
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from scoreboard.competition.competition import Competition
from scoreboard.competition.document import from_dict, to_dict
from scoreboard.competition.errors import CompetitionError, Problem
from scoreboard.competition.record import Received, record


@dataclass(frozen=True, slots=True)
class StoredCompetition:
    """A line of the list of stored competitions."""

    uid: str
    name: str
    system: str
    created: str
    updated: str
    finished: bool


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A stored competition that could not be read: its name, why, and where it was kept."""

    name: str
    error: CompetitionError
    kept_aside: Path | None


#: The longest name the list of competitions shows (a row written elsewhere may hold more).
MAX_LISTED_NAME = 200


def _text(value: object, limit: int = MAX_LISTED_NAME) -> str:
    """A column another program may have written as anything, as short plain text."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    text = str(value) if value is not None else ""
    return (text[:limit] or "?").strip() or "?"


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class CompetitionStore:
    """Reads and writes competitions through an open history connection (autocommit mode, as
    :class:`scoreboard.history.database.HistoryDB` keeps it)."""

    def __init__(self, conn: sqlite3.Connection, db: Any = None) -> None:
        self._fixed = conn
        self._db = db
        self._seen: dict[str, int] = {}  # uid -> the revision read or written here

    @classmethod
    def of(cls, db: Any) -> CompetitionStore:
        """The store of a :class:`scoreboard.history.database.HistoryDB` (on its file even after it
        was written again in its place)."""
        return cls(db.conn, db)

    @property
    def _conn(self) -> sqlite3.Connection:
        return self._fixed if self._db is None else self._db.conn

    def save(self, c: Competition, received: Received | None = None) -> None:
        """Write ``c`` (insert, or replace the revision this store last saw) and its results
        into the history's matches (``received``: the match ids of the results that came
        from venue tables, with when each finished), in one transaction."""
        doc = json.dumps(to_dict(c), ensure_ascii=False, separators=(",", ":"))
        now = _now()
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            row = self._conn.execute(
                "SELECT revision FROM competitions WHERE uid = ?", (c.uid,)
            ).fetchone()
            if row is None:
                revision = 1
                self._conn.execute(
                    "INSERT INTO competitions (uid, name, system, created, updated, finished,"
                    " revision, document) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (c.uid, c.name, c.format.value, now, now, int(c.finished), revision, doc),
                )
            else:
                if self._seen.get(c.uid) != int(row[0]):
                    raise CompetitionError(Problem.CHANGED_ELSEWHERE, name=c.name[:80])
                revision = int(row[0]) + 1
                self._conn.execute(
                    "UPDATE competitions SET name = ?, system = ?, updated = ?, finished = ?,"
                    " revision = ?, document = ? WHERE uid = ?",
                    (c.name, c.format.value, now, int(c.finished), revision, doc, c.uid),
                )
            record(self._conn, c, received or {}, now)
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")
        self._seen[c.uid] = revision

    def list(self, limit: int = 200) -> list[StoredCompetition]:
        rows = self._conn.execute(
            "SELECT uid, name, system, created, updated, finished FROM competitions"
            " ORDER BY updated DESC, id DESC LIMIT ?",
            (limit,),
        ).fetchall()
        return [
            StoredCompetition(
                str(r[0]), _text(r[1]), _text(r[2]), _text(r[3]), _text(r[4]), bool(r[5])
            )
            for r in rows
        ]

    def load(self, uid: str) -> Competition:
        row = self._conn.execute(
            "SELECT name, document, revision FROM competitions WHERE uid = ?", (uid,)
        ).fetchone()
        if row is None:
            raise CompetitionError(
                Problem.DAMAGED_FILE, file=uid[:64], field="uid", detail="not stored"
            )
        name = _text(row[0], 80)
        try:
            revision = int(row[2])
        except (TypeError, ValueError) as exc:
            raise CompetitionError(
                Problem.DAMAGED_FILE, file=name, field="revision", detail="not a number"
            ) from exc
        try:
            doc = json.loads(row[1])
        except (ValueError, TypeError, RecursionError) as exc:
            raise CompetitionError(
                Problem.DAMAGED_FILE, file=name, field="document", detail="not JSON"
            ) from exc
        try:
            c = from_dict(doc)
        except CompetitionError as exc:
            raise CompetitionError(exc.problem, file=name, **dict(exc.params)) from exc
        self._seen[uid] = revision
        return c

    def set_aside(self, uid: str) -> Path | None:
        """Keep a stored competition that cannot be read aside: its document is copied as it
        is to ``competition-<uid>.damaged-<timestamp>.json`` beside the history file, then its
        row is taken off the list, so that it is reported once and never again. Returns the
        copy (None, and the row stays, when the history has no folder: in memory)."""
        row = self._conn.execute(
            "SELECT document FROM competitions WHERE uid = ?", (uid,)
        ).fetchone()
        path = getattr(self._db, "path", None)
        if row is None or not isinstance(path, Path):
            return None
        doc = row[0]
        data = doc if isinstance(doc, bytes) else str(doc).encode("utf-8", "replace")
        safe = "".join(ch for ch in uid if ch.isalnum() or ch in "-_")[:64] or "unnamed"
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
        target = path.with_name(f"competition-{safe}.damaged-{stamp}.json")
        n = 1
        while target.exists():
            target = path.with_name(f"competition-{safe}.damaged-{stamp}-{n}.json")
            n += 1
        with open(target, "xb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        self.delete(uid)
        return target

    def open_latest(self, limit: int = 20) -> tuple[Competition | None, tuple[Unreadable, ...]]:
        """The competition changed last that is not over (None: none), and the stored ones
        found unreadable on the way, each kept aside (:meth:`set_aside`) and named."""
        found: tuple[Unreadable, ...] = ()
        for stored in self.list(limit):
            if stored.finished:
                continue
            try:
                return self.load(stored.uid), found
            except CompetitionError as exc:
                found += (Unreadable(stored.name, exc, self.set_aside(stored.uid)),)
        return None, found

    def delete(self, uid: str) -> None:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            self._conn.execute("DELETE FROM competitions WHERE uid = ?", (uid,))
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")
