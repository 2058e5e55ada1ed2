"""The feed's own SQLite files: a table's result outbox and the desk's ledger of results
applied.

A finished match's result is written to the outbox (committed) before it is published, and
stays there until the desk acknowledges it; every reconnection sends again what is left. The
desk records each result id it has applied, so a result sent twice is applied at most once.
Both are small files of their own in the data folder (the journal and the history stay the
truth); a damaged file is put aside under a new name and started afresh.

>>> import tempfile, pathlib
>>> box = Outbox(pathlib.Path(tempfile.mkdtemp()) / "feed-outbox.sqlite")
>>> box.put("r1", b"{}"), box.put("r1", b"{}"), [r for r, _ in box.pending()]
(True, False, ['r1'])
>>> box.acknowledge("r1"), box.pending()
(True, [])
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from pathlib import Path

from scoreboard.feed.messages import BadMessage, ResultMessage, read

log = logging.getLogger(__name__)

OUTBOX_FILE = "feed-outbox.sqlite"
LEDGER_FILE = "feed-desk.sqlite"
#: Seconds a write waits for another program holding the file (the window's thread writes):
#: a result not written then is kept by its owner and written at the next tick.
BUSY_TIMEOUT = 0.2


def _connect(path: Path, schema: str) -> sqlite3.Connection:
    for attempt in range(2):
        try:
            # used by one thread at a time: the owner's (which may not be the one that opened it)
            db = sqlite3.connect(
                path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT
            )
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            db.execute(schema)
            db.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return db
        except sqlite3.DatabaseError as exc:
            if attempt or not path.exists():
                raise
            aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
            log.warning("%s is damaged (%s): put aside as %s", path, exc, aside.name)
            path.replace(aside)
    raise AssertionError("unreachable")


class Outbox:
    """A table's results not yet acknowledged by the desk, oldest first."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = _connect(
            path,
            "CREATE TABLE IF NOT EXISTS outbox (result_id TEXT PRIMARY KEY, payload BLOB NOT NULL,"
            " created REAL NOT NULL, acked REAL)",
        )
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS started (match_id TEXT PRIMARY KEY, competition TEXT"
            " NOT NULL, slot TEXT NOT NULL)"
        )

    def remember_start(self, match_id: str, competition: str, slot: str) -> None:
        """The match ``match_id`` is the desk's assignment ``competition``/``slot``."""
        self.db.execute(
            "INSERT OR REPLACE INTO started VALUES (?, ?, ?)", (match_id, competition, slot)
        )

    def started(self, match_id: str) -> tuple[str, str] | None:
        row = self.db.execute(
            "SELECT competition, slot FROM started WHERE match_id = ?", (match_id,)
        ).fetchone()
        return (row[0], row[1]) if row else None

    def put(self, result_id: str, payload: bytes) -> bool:
        """Keep a result until it is acknowledged; False if it was kept already."""
        cur = self.db.execute(
            "INSERT OR IGNORE INTO outbox VALUES (?, ?, ?, NULL)",
            (result_id, payload, time.time()),
        )
        return cur.rowcount == 1

    def pending(self) -> list[tuple[str, bytes]]:
        rows = self.db.execute(
            "SELECT result_id, payload FROM outbox WHERE acked IS NULL ORDER BY created, rowid"
        )
        return [(r, bytes(p)) for r, p in rows]

    def acknowledge(self, result_id: str) -> bool:
        """Mark a result acknowledged; False if it was not waiting."""
        cur = self.db.execute(
            "UPDATE outbox SET acked = ? WHERE result_id = ? AND acked IS NULL",
            (time.time(), result_id),
        )
        return cur.rowcount == 1

    def has(self, result_id: str) -> bool:
        row = self.db.execute("SELECT 1 FROM outbox WHERE result_id = ?", (result_id,))
        return row.fetchone() is not None

    def close(self) -> None:
        self.db.close()


class Ledger:
    """The result ids a desk has dealt with (applied, or refused as not fitting its
    competition): each is dealt with once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.db = _connect(
            path,
            "CREATE TABLE IF NOT EXISTS applied (result_id TEXT PRIMARY KEY, applied INTEGER"
            " NOT NULL, at REAL NOT NULL, payload BLOB NOT NULL)",
        )
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS remembered (key TEXT PRIMARY KEY, value TEXT NOT NULL)"
        )

    def remember(self, **values: str | int) -> None:
        """Keep the desk's feed settings (its broker address, venue, tables) for next time."""
        for key, value in values.items():
            self.db.execute(
                "INSERT OR REPLACE INTO remembered VALUES (?, ?)", (key, str(value)[:1024])
            )

    def recall(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM remembered WHERE key = ?", (key,)).fetchone()
        return row[0][:1024] if row is not None and isinstance(row[0], str) else None

    def seen(self, result_id: str) -> bool | None:
        """None if never dealt with, else whether it was applied."""
        row = self.db.execute("SELECT applied FROM applied WHERE result_id = ?", (result_id,))
        found = row.fetchone()
        return None if found is None else bool(found[0])

    def record(self, result_id: str, applied: bool, payload: bytes) -> None:
        self.db.execute(
            "INSERT OR IGNORE INTO applied VALUES (?, ?, ?, ?)",
            (result_id, int(applied), time.time(), payload),
        )

    def _payload(self, result_id: str) -> bytes | None:
        row = self.db.execute("SELECT payload FROM applied WHERE result_id = ?", (result_id,))
        found = row.fetchone()
        return bytes(found[0]) if found is not None and isinstance(found[0], bytes) else None

    def reporter(self, result_id: str) -> int | None:
        """The table that reported ``result_id`` (None if not dealt with or not readable)."""
        payload = self._payload(result_id)
        if payload is None or len(payload) > 64 * 1024:
            return None
        try:
            table = json.loads(payload).get("table")
        except (ValueError, AttributeError, RecursionError):
            return None
        return table if isinstance(table, int) and not isinstance(table, bool) else None

    def result(self, result_id: str) -> ResultMessage | None:
        """The result dealt with as ``result_id`` (None if not dealt with, or not readable:
        the file is read as untrusted, as a message is)."""
        payload = self._payload(result_id)
        if payload is None:
            return None
        try:
            return ResultMessage.from_dict(read("result", payload))
        except BadMessage:
            return None

    def count(self) -> int:
        return int(self.db.execute("SELECT count(*) FROM applied").fetchone()[0])

    def close(self) -> None:
        self.db.close()
