"""The history database's schema: its tables as created at version 1, and the migrations that
bring an older file up to :data:`SCHEMA_VERSION` (``PRAGMA user_version``), one transaction per
version. :func:`fold` is the players' folded key that version 2 added.
"""

from __future__ import annotations

import sqlite3
import unicodedata
from collections.abc import Callable

_V1 = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    first_seen TEXT NOT NULL,
    last_seen TEXT NOT NULL,
    matches INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    match_id TEXT NOT NULL UNIQUE,
    discipline TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    player0 INTEGER REFERENCES players(id),
    player1 INTEGER REFERENCES players(id),
    name0 TEXT NOT NULL,
    name1 TEXT NOT NULL,
    started TEXT NOT NULL,
    finished TEXT,
    winner INTEGER,
    end_reason TEXT,
    score0 INTEGER NOT NULL,
    score1 INTEGER NOT NULL,
    racks0 INTEGER NOT NULL,
    racks1 INTEGER NOT NULL,
    sets0 INTEGER NOT NULL,
    sets1 INTEGER NOT NULL,
    racks_played INTEGER NOT NULL,
    shots INTEGER NOT NULL,
    stats0 TEXT NOT NULL,
    stats1 TEXT NOT NULL
);
CREATE INDEX matches_by_start ON matches (started);
CREATE INDEX matches_by_player0 ON matches (player0, started);
CREATE INDEX matches_by_player1 ON matches (player1, started);
CREATE INDEX matches_by_discipline ON matches (discipline, started);
CREATE TABLE match_data (
    match INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    created TEXT NOT NULL,
    config TEXT NOT NULL,
    clock TEXT,
    inputs TEXT NOT NULL,
    score_sheet TEXT NOT NULL
);
CREATE TABLE racks (
    match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    set_number INTEGER NOT NULL,
    breaker INTEGER NOT NULL,
    winner INTEGER,
    outcome TEXT,
    score0 INTEGER NOT NULL,
    score1 INTEGER NOT NULL,
    moves INTEGER NOT NULL,
    stats0 TEXT NOT NULL,
    stats1 TEXT NOT NULL,
    PRIMARY KEY (match, number)
);
CREATE TABLE shots (
    match INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    rack INTEGER NOT NULL,
    shooter INTEGER NOT NULL,
    kind TEXT NOT NULL,
    pocketed TEXT NOT NULL,
    foul INTEGER NOT NULL,
    fouls TEXT NOT NULL,
    reasons TEXT NOT NULL,
    breaking INTEGER NOT NULL,
    time REAL,
    PRIMARY KEY (match, seq)
);
"""


def fold(name: str) -> str:
    """A player's name as autocomplete and filters compare it: accents dropped, case folded,
    spaces collapsed.

    >>> fold("  José   PÉREZ ")
    'jose perez'
    """
    decomposed = unicodedata.normalize("NFKD", name)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def _v2(conn: sqlite3.Connection) -> None:
    """Version 2: players get a folded ``key`` (accent- and case-blind autocomplete), filled in
    for the players already stored."""
    conn.execute("ALTER TABLE players ADD COLUMN key TEXT NOT NULL DEFAULT ''")
    rows = conn.execute("SELECT id, name FROM players").fetchall()
    conn.executemany("UPDATE players SET key = ? WHERE id = ?", [(fold(n), i) for i, n in rows])
    conn.execute("CREATE INDEX players_by_key ON players (key)")


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    def run(conn: sqlite3.Connection) -> None:
        for statement in sql.split(";"):
            if statement.strip():
                conn.execute(statement)

    return run


#: Version 3: the competitions (their rows are :mod:`scoreboard.competition.store`'s). The
#: table is written here so that a migration does not load the competition model.
_V3 = """
CREATE TABLE competitions (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    system TEXT NOT NULL,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    revision INTEGER NOT NULL DEFAULT 1,
    document TEXT NOT NULL
);
CREATE INDEX competitions_by_update ON competitions (updated)
"""


def _v4(conn: sqlite3.Connection) -> None:
    """Version 4: the player registry (:func:`scoreboard.players.migrate_v4`)."""
    from scoreboard.players import migrate_v4

    migrate_v4(conn)


#: MIGRATIONS[n - 1] brings a version n - 1 file to version n.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _script(_V1),
    _v2,
    _script(_V3),
    _v4,
)
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring the database to ``target``, one transaction per version; returns the version
    found before. The connection must be in autocommit mode (``isolation_level=None``)."""
    found = schema_version(conn)
    for version in range(found + 1, target + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version - 1](conn)
            conn.execute(f"PRAGMA user_version = {version}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    return found
