"""The history database's schema: its tables as created at version 1, and the migrations that
bring an older file up to :data:`SCHEMA_VERSION` (``PRAGMA user_version``), one transaction per
version. :func:`fold` is the players' folded key that version 2 added; version 4 adds the player
registry's tables (:func:`migrate_v4`), read by :mod:`scoreboard.players.registry`; version 5
indexes a person's folded name (:data:`_V5`), which every name linked and every line of a ratings
list looks up; version 6 says how each match was recorded (:data:`_V6`: scored here with its
shots, typed at the competition desk, or received from a venue table), whether it was a forfeit,
and the competition slot a result without shots belongs to; version 7 stores a team match's
(doubles, scotch doubles) players, two a side (:data:`_V7`). The one SQL schema of the history: no
other module creates or alters a table.
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


# The player registry (version 4): its tables, and the linking of every name typed to a person
# (link_names, person_of_key). A stored value is read as text to show by text_of, whatever
# it holds.

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


#: Version 5: people found by their folded name through an index, not a scan of every person
#: (a ratings list of 100,000 lines adds as many people; each name typed later is looked up).
_V5 = "CREATE INDEX people_by_key ON people(key)"

#: Version 6: how a match was recorded: ``scored`` here (with its racks and shots; every match
#: stored before), ``typed`` at the competition desk or ``received`` from a venue table (its
#: result only); ``forfeit`` 1 for a match won by a forfeit (it counts no games); and the
#: ``competition`` (uid) and ``slot`` a result without shots was recorded for
#: (:mod:`scoreboard.history.results`). Kept short, like :data:`_V4`.
_V6 = (
    "ALTER TABLE matches ADD COLUMN recorded TEXT NOT NULL DEFAULT 'scored'",
    "ALTER TABLE matches ADD COLUMN forfeit INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE matches ADD COLUMN competition TEXT",
    "ALTER TABLE matches ADD COLUMN slot TEXT",
    "CREATE INDEX matches_by_competition ON matches(competition,slot)",
)


#: Version 7: the players of a team match (doubles, scotch doubles), each as the person he is:
#: for each ``side`` (0, 1) its ``seat`` (0, 1) holds the ``players`` row of the ``name`` typed.
#: A team match's own row names its sides as the boards show them ("Ana & Bea") and links
#: them to no player (``player0``, ``player1`` NULL): a team is never a person. Kept to the
#: bone to fit the first page beside the rest (no foreign key: the rows of a match are taken
#: out with it by :func:`scoreboard.history.results.take_out`, the one way a match goes).
_V7 = (
    "CREATE TABLE partners(match INT,side INT,seat INT,player INT,name TEXT,"
    "PRIMARY KEY(match,side,seat))WITHOUT ROWID"
)


def has_partners(conn: sqlite3.Connection) -> bool:
    """True when the history holds team matches' players (version 7 or later); a history of
    an older version opened read-only, not migrated, holds no team match."""
    return schema_version(conn) >= 7


def recorded_columns(conn: sqlite3.Connection) -> str:
    """How each match was recorded and whether it was a forfeit, as columns to select: those of
    version 6, or (a history of an older version opened read-only, not migrated) their values
    for every match stored before, scored here and no forfeit."""
    return "recorded, forfeit" if schema_version(conn) >= 6 else "'scored', 0"


def person_of_key(conn: sqlite3.Connection, key: str) -> int | None:
    """The person a name folded to ``key`` belongs to: that of the most played name folded
    the same way (a person who is there: a damaged link to a missing one is passed over),
    else a person (not merged away) of that folded name."""
    row = conn.execute(
        "SELECT n.person FROM players p JOIN player_names n ON n.player = p.id"
        " JOIN people q ON q.id = n.person"
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
    (:func:`person_of_key`; its home that of the same name, :func:`_home_of_key`), or a new
    one; returns how many were linked. The caller holds
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
        home = _home_of_key(conn, fold(name)) if person is not None else None
        if person is None:
            when, _ = text_of(first_seen)
            cur = conn.execute(
                "INSERT INTO people (name, key, created) VALUES (?, ?, ?)",
                (name or f"#{pid}", fold(name) if sound else "", when),
            )
            person = int(cur.lastrowid or 0)
        conn.execute(
            "INSERT INTO player_names (player, person, home) VALUES (?, ?, ?)",
            (pid, person, home or person),
        )
    return len(rows)


def _home_of_key(conn: sqlite3.Connection, key: str) -> int | None:
    """The home (the person before any merge) of the most played name folded to ``key``, a
    person who is there: a name typed later goes home with it when a merge is undone."""
    row = conn.execute(
        "SELECT n.home FROM players p JOIN player_names n ON n.player = p.id"
        " JOIN people q ON q.id = n.home"
        " WHERE p.key = ? ORDER BY p.matches DESC, p.id LIMIT 1",
        (key,),
    ).fetchone()
    return int(row[0]) if row is not None and isinstance(row[0], int) else None


#: MIGRATIONS[n - 1] brings a version n - 1 file to version n.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _script(_V1),
    _v2,
    _script(_V3),
    migrate_v4,
    _script(_V5),
    _script(";".join(_V6)),
    _script(_V7),
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
