"""The player registry's tables (schema version 4, :func:`migrate_v4`) and the linking of
every name typed to a person (:func:`link_names`, :func:`person_of_key`). A stored value is
read as text to show by :func:`text_of`, whatever it holds.
"""

from __future__ import annotations

import sqlite3

from scoreboard.history.database import fold

#: The longest name, club or event the registry keeps (longer text is cut there).
MAX_TEXT = 200

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
