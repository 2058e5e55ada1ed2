"""The match history: a SQLite database of players, matches, racks and shots.

The schema has a version (``PRAGMA user_version``) and each version is a migration applied in
its own transaction, so an older file is brought up to date on opening (after a backup copy).
A file from a newer version is refused and left untouched.

Listing stays instant as the history grows: every stored match carries its summary (players,
score, winner and each player's statistics) in its own row, and the listing reads one page of
those rows through indexes, never the racks or shots. The full input list (the journal) sits
in a separate table read only when a match is opened.

Every value read back is untrusted (:mod:`scoreboard.history_rows`): a damaged row is listed as
damaged, never an exception. A file deleted, emptied or cut short under the app is written back
(:meth:`HistoryDB.put_back_if_gone`), from the connection or from the copy the app holds.

>>> db = HistoryDB(":memory:")
>>> db.schema_version
4
>>> db.remember_player("José Pérez"); db.complete_player("jose")
['José Pérez']
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import sqlite3
import stat
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from pathlib import Path
from typing import Any

from rules import Concession, Option, Shot

from . import history_rows as untrusted
from . import local_time
from .inputs import input_from_dict
from .paths import (
    FileProblem,
    FileProblemError,
    NotAFileError,
    ProblemCode,
    Severity,
    put_aside,
    regular_file,
    timestamp,
)
from .stats import PlayerStats

# -- the schema ----------------------------------------------------------------------------------

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
    from .players import migrate_v4

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


# -- values --------------------------------------------------------------------------------------


def _stats_json(s: PlayerStats) -> str:
    return json.dumps(dataclasses.asdict(s), separators=(",", ":"))


def _stats_from(text: object, column: str = "stats") -> PlayerStats:
    return untrusted.player_stats(text, column)


def utc_text(when: datetime | date | str) -> str:
    """A moment as the database stores it: UTC, ``YYYY-MM-DDTHH:MM:SSZ`` (sortable as text).
    A date means its local midnight; a naive datetime is local time.

    >>> utc_text("2024-05-01T12:00:00+02:00")
    '2024-05-01T10:00:00Z'
    """
    if isinstance(when, str):
        when = datetime.fromisoformat(when.replace("Z", "+00:00"))
    if not isinstance(when, datetime):
        when = datetime.combine(when, time())
    if when.tzinfo is None:
        when = local_time.local(when)
    return when.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass(frozen=True, slots=True)
class RackSummary:
    number: int
    set_number: int
    breaker: int
    winner: int | None
    outcome: str | None  # the engine's OutcomeReason code
    score: tuple[int, int] = (0, 0)
    moves: int = 0
    stats: tuple[PlayerStats, PlayerStats] = (PlayerStats(), PlayerStats())


@dataclass(frozen=True, slots=True)
class ShotSummary:
    """One move of the match as the shots table keeps it (codes only)."""

    seq: int
    rack: int
    shooter: int
    kind: str  # "shot", "choice", "concession" or "penalty" (WPA-6.16, the seated player)
    pocketed: tuple[int, ...] = ()
    fouls: tuple[str, ...] = ()
    reasons: tuple[str, ...] = ()
    breaking: bool = False
    time: float | None = None


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """Everything the history stores about one match.

    ``created`` is the journal header's creation time; ``config`` the match config's
    ``to_dict``; ``inputs`` the journal's input dicts (undos included) from which the match is
    rebuilt exactly; the rest is the summary computed when the match was saved.
    """

    match_id: str
    created: str
    config: dict[str, Any]
    inputs: tuple[dict[str, Any], ...]
    discipline: str
    ruleset: str
    players: tuple[str, str]
    score: tuple[int, int]
    racks_won: tuple[int, int]
    sets: tuple[int, int] = (0, 0)
    winner: int | None = None
    end_reason: str | None = None
    finished: str | None = None
    stats: tuple[PlayerStats, PlayerStats] = (PlayerStats(), PlayerStats())
    racks: tuple[RackSummary, ...] = ()
    shots: tuple[ShotSummary, ...] = ()
    score_sheet: tuple[dict[str, int], ...] = ()
    clock: dict[str, Any] | None = None


def summarize(
    snapshot: Any,
    *,
    match_id: str,
    created: str,
    config: dict[str, Any],
    inputs: Iterable[dict[str, Any]],
    finished: str | None = None,
    clock: dict[str, Any] | None = None,
) -> MatchSummary:
    """The summary of a replayed (or live) match from its :class:`~scoreboard.snapshot.Snapshot`."""
    racks = tuple(
        RackSummary(
            number=r.number,
            set_number=r.set_number,
            breaker=r.breaker,
            winner=r.winner,
            outcome=r.outcome.reason.value if r.outcome is not None else None,
            score=tuple(r.score),
            moves=r.moves,
            stats=tuple(r.stats),
        )
        for r in snapshot.racks
    )
    shots = []
    for seq, e in enumerate(snapshot.history, 1):
        move = e.move
        if isinstance(move, Shot):
            kind, pocketed = "shot", move.pocketed_balls
        elif isinstance(move, Option):
            kind, pocketed = "choice", ()
        elif isinstance(move, Concession):
            kind, pocketed = "concession", ()
        else:  # pragma: no cover - Move is a closed union
            kind, pocketed = type(move).__name__.lower(), ()
        v = e.verdict
        shots.append(
            ShotSummary(
                seq=seq,
                rack=e.rack,
                shooter=v.shooter,
                kind=kind,
                pocketed=tuple(pocketed),
                fouls=tuple(sorted(f.value for f in v.fouls)),
                reasons=tuple(r.value for r in v.reasons),
                breaking=e.breaking,
                time=e.time,
            )
        )
    outcome = snapshot.outcome
    return MatchSummary(
        match_id=match_id,
        created=created,
        config=dict(config),
        inputs=tuple(dict(i) for i in inputs),
        discipline=snapshot.discipline.value,
        ruleset=snapshot.ruleset.value,
        players=tuple(snapshot.players.names),
        score=tuple(snapshot.players.score),
        racks_won=tuple(snapshot.players.racks_won),
        sets=tuple(snapshot.players.sets),
        winner=snapshot.winner,
        end_reason=outcome.reason.value if outcome is not None else None,
        finished=finished,
        stats=tuple(snapshot.players.stats),
        racks=racks,
        shots=tuple(shots),
        score_sheet=tuple(dataclasses.asdict(line) for line in snapshot.score_sheet),
        clock=dict(clock) if clock is not None else None,
    )


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One line of the history list (no racks, shots or inputs read)."""

    id: int
    match_id: str
    discipline: str
    ruleset: str
    players: tuple[str, str]
    started: str  # UTC, ``YYYY-MM-DDTHH:MM:SSZ``
    finished: str | None
    winner: int | None
    end_reason: str | None
    score: tuple[int, int]
    racks_won: tuple[int, int]
    sets: tuple[int, int]
    racks_played: int
    shots: int
    stats: tuple[PlayerStats, PlayerStats]
    #: What is wrong with this row of the history (the column and why), or None. A damaged
    #: row is listed with its date when that can be read, and cannot be opened.
    damaged: str | None = None

    @property
    def result_score(self) -> tuple[int, int]:
        """The result as a competition enters it: racks won, or 14.1's points."""
        from .match import is_points

        return self.score if is_points(self.discipline) else self.racks_won


@dataclass(frozen=True, slots=True)
class StoredMatch:
    """A stored match opened read-only: what the controller needs to replay it.

    >>> # controller.load(MatchConfig.from_dict(m.config), m.replay_inputs())
    """

    id: int
    match_id: str
    created: str
    config: dict[str, Any]
    inputs: tuple[dict[str, Any], ...]
    clock: dict[str, Any] | None
    row: MatchRow
    racks: tuple[RackSummary, ...] = ()
    score_sheet: tuple[dict[str, int], ...] = ()

    def replay_inputs(self) -> list[Any]:
        """The input records (undos included) to hand to ``Controller.load``."""
        return [input_from_dict(d) for d in self.inputs]


@dataclass(frozen=True, slots=True)
class Filters:
    """What the history list shows: a player's matches (either side; accent- and case-blind),
    one discipline, matches started in ``[since, until)``."""

    player: str | None = None
    discipline: str | None = None
    since: datetime | date | str | None = None
    until: datetime | date | str | None = None

    def where(self) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        args: list[Any] = []
        if self.player:
            clauses.append(
                "(player0 IN (SELECT id FROM players WHERE key = ?)"
                " OR player1 IN (SELECT id FROM players WHERE key = ?))"
            )
            args += [fold(self.player)] * 2
        if self.discipline:
            clauses.append("discipline = ?")
            args.append(self.discipline)
        if self.since is not None:
            clauses.append("started >= ?")
            args.append(utc_text(self.since))
        if self.until is not None:
            clauses.append("started < ?")
            args.append(utc_text(self.until))
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), args


_ROW_COLUMNS = (
    "id, match_id, discipline, ruleset, name0, name1, started, finished, winner, end_reason,"
    " score0, score1, racks0, racks1, sets0, sets1, racks_played, shots, stats0, stats1"
)


def _row(r: Sequence[Any]) -> MatchRow:
    """A row of the matches table, read as untrusted: a value that cannot be what its column
    holds gives a :attr:`MatchRow.damaged` row instead of an exception."""
    try:
        return _checked_row(r)
    except untrusted.DamagedValue as exc:
        return _damaged_row(r, str(exc))


def _checked_row(r: Sequence[Any]) -> MatchRow:
    t, n = untrusted.text, untrusted.count
    return MatchRow(
        id=n(r[0], "matches.id", top=2**63 - 1),
        match_id=t(r[1], "matches.match_id"),
        discipline=t(r[2], "matches.discipline"),
        ruleset=t(r[3], "matches.ruleset"),
        players=(t(r[4], "matches.name0"), t(r[5], "matches.name1")),
        started=t(r[6], "matches.started"),
        finished=untrusted.optional_text(r[7], "matches.finished"),
        winner=untrusted.side(r[8], "matches.winner"),
        end_reason=untrusted.optional_text(r[9], "matches.end_reason"),
        score=(n(r[10], "matches.score0", signed=True), n(r[11], "matches.score1", signed=True)),
        racks_won=(n(r[12], "matches.racks0"), n(r[13], "matches.racks1")),
        sets=(n(r[14], "matches.sets0"), n(r[15], "matches.sets1")),
        racks_played=n(r[16], "matches.racks_played"),
        shots=n(r[17], "matches.shots"),
        stats=(_stats_from(r[18], "matches.stats0"), _stats_from(r[19], "matches.stats1")),
    )


def _damaged_row(r: Sequence[Any], reason: str) -> MatchRow:
    def safe(value: object) -> str:
        try:
            return untrusted.text(value, "")
        except untrusted.DamagedValue:
            return ""

    rid = r[0] if isinstance(r[0], int) and not isinstance(r[0], bool) else 0
    return MatchRow(
        id=rid,
        match_id=safe(r[1]),
        discipline="",
        ruleset="",
        players=("", ""),
        started=safe(r[6]),
        finished=None,
        winner=None,
        end_reason=None,
        score=(0, 0),
        racks_won=(0, 0),
        sets=(0, 0),
        racks_played=0,
        shots=0,
        stats=(PlayerStats(), PlayerStats()),
        damaged=reason,
    )


def _readable(value: object) -> bool:
    """True for a short text that can be shown (a damaged name is left out of a list)."""
    try:
        untrusted.text(value, "")
    except untrusted.DamagedValue:
        return False
    return True


def _sheet_line(line: object) -> dict[str, int]:
    if not isinstance(line, dict) or not all(isinstance(k, str) for k in line):
        raise untrusted.DamagedValue("match_data.score_sheet", "not a score sheet")
    return {k: untrusted.count(v, "match_data.score_sheet", signed=True) for k, v in line.items()}


class DamagedMatch(ValueError):
    """A stored match that cannot be opened: a value of its rows is damaged (the message
    names the history and the column)."""


# -- the database --------------------------------------------------------------------------------

#: Seconds a statement waits for another connection's lock before giving up, on the window's
#: own connection (the window must never freeze on a locked history: the caller tries again
#: later).
BUSY_TIMEOUT = 0.25
#: The same on the connection that stores a won match off the window's thread: it can wait for
#: a lock held for a while (a backup tool) since nothing waits for it.
STORE_BUSY_TIMEOUT = 5.0


class StoreCancelled(Exception):
    """A store given up before it wrote anything (the app was closing)."""


class HistoryDB:
    """The history database at ``path`` (``":memory:"`` for a throwaway one).

    Opening migrates an older file (a backup copy is made first); a file from a newer version
    or one that is not a database raises :class:`~scoreboard.paths.FileProblemError` and is
    left untouched. ``readonly`` opens an existing file without any write. ``check`` False skips
    the full ``quick_check`` (for a second connection to a file already opened and checked).
    """

    def __init__(
        self,
        path: Path | str,
        *,
        readonly: bool = False,
        busy_timeout: float = BUSY_TIMEOUT,
        check: bool = True,
        create: bool = True,
    ) -> None:
        self.path = path if path == ":memory:" else Path(path)
        self.readonly = readonly
        self.busy_timeout = busy_timeout
        #: False: a missing file is an error, not a new history (a second connection to a
        #: history the first one puts back in place if it is deleted).
        self.create = create
        self._opened: sqlite3.Connection | None = None
        #: The file this connection writes (device, inode) and the largest size seen of it:
        #: a file that shrank, vanished or was swapped under the app is found by them.
        self._file: tuple[int, int] | None = None
        self._size = 0
        #: A copy of the history as the app last stored into it (:meth:`hold`), written back
        #: when the file is emptied or cut short under the app.
        self._held: HistoryDB | None = None
        #: What happened to the file while open (``deleted``, ``shrank``), for the windows
        #: to say once (:meth:`take_put_back`).
        self._put_back: list[str] = []
        if isinstance(self.path, Path) and not before_opening(
            self.path, create=create, mode=not readonly
        ):
            # not in WAL mode yet: checked whole, read-only, before the switch writes into it
            damage = check_file(self.path)
            if damage is not None:
                raise FileProblemError(self._problem(ProblemCode.HISTORY_CORRUPT, error=damage))
        try:
            self._conn = self._opened = self._connect()
            self._conn.text_factory = untrusted.decode
            found = schema_version(self._conn)
            if found == 0 and not self.create and not readonly:
                # a second connection to a history the first one holds: an empty file there
                # was emptied under the app, never a new history to start
                raise sqlite3.OperationalError("the history file is empty")
            damage = self._check() if check else None
        except sqlite3.OperationalError as exc:
            # cannot open or write (read-only folder, disk full, locked, no permission): the
            # file is not damaged, so it must not be moved aside
            self._close_quietly()
            raise OSError(f"{self.path}: {exc}") from exc
        except sqlite3.DatabaseError as exc:
            self._close_quietly()
            raise FileProblemError(
                self._problem(ProblemCode.HISTORY_CORRUPT, error=str(exc))
            ) from exc
        if damage is not None:
            self._close_quietly()
            raise FileProblemError(self._problem(ProblemCode.HISTORY_CORRUPT, error=damage))
        if found > SCHEMA_VERSION:
            self._conn.close()
            raise FileProblemError(
                self._problem(
                    ProblemCode.HISTORY_NEWER_VERSION, version=found, supported=SCHEMA_VERSION
                )
            )
        if found < SCHEMA_VERSION and not readonly:
            try:
                if found > 0 and isinstance(self.path, Path):
                    self.backup(self.path.with_name(f"{self.path.name}.v{found}-{timestamp()}"))
                migrate(self._conn)
            except sqlite3.OperationalError as exc:  # disk full, read-only: nothing damaged
                self._conn.close()
                raise OSError(f"{self.path}: {exc}") from exc
        self._note_file()

    def _stat(self) -> os.stat_result | None:
        """The file at :attr:`path` now (None: there is none)."""
        try:
            return os.stat(self.path)
        except FileNotFoundError:
            return None

    def _note_file(self) -> None:
        if isinstance(self.path, Path):
            try:
                found = self._stat()
            except OSError:
                return
            if found is not None:
                self._file = (found.st_dev, found.st_ino)
                self._size = found.st_size

    def _check(self) -> str | None:
        """``PRAGMA quick_check`` over every page: None when the file is sound, else what
        SQLite found (damage anywhere, not only in the first page, is caught at opening)."""
        rows = self._conn.execute("PRAGMA quick_check").fetchmany(5)
        found = [str(r[0]) for r in rows]
        return None if found == ["ok"] else "; ".join(found)

    def _close_quietly(self) -> None:
        if self._opened is not None:
            try:
                self._opened.close()
            except sqlite3.Error:
                pass

    def _problem(self, code: ProblemCode, **params: Any) -> FileProblem:
        return FileProblem(code, Path(str(self.path)), None, params, Severity.ERROR)

    def _connect(self) -> sqlite3.Connection:
        timeout = self.busy_timeout
        if self.path == ":memory:":
            conn = sqlite3.connect(":memory:", isolation_level=None)
        elif self.readonly:
            # A folder that cannot be written has no room for WAL's -shm file: read the file
            # as it is, without locks or WAL (nothing else can be writing it there).
            uri = Path(self.path).resolve().as_uri() + "?mode=ro&immutable=1"
            conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=timeout)
        elif not self.create:
            uri = Path(self.path).resolve().as_uri() + "?mode=rw"
            conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=timeout)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
        else:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, isolation_level=None, timeout=timeout)
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    @property
    def schema_version(self) -> int:
        return schema_version(self._conn)

    @property
    def conn(self) -> sqlite3.Connection:
        """The connection, on the file at :attr:`path` (put back first if it was deleted)."""
        self.put_back_if_gone()
        return self._conn

    def put_back_if_gone(self) -> bool:
        """Write the history again at :attr:`path` if its file was deleted while open (a
        clean-up, a sync tool), with everything this connection holds, or emptied or cut short
        (truncated), with the copy the app holds (:meth:`hold`); go on on it. True when it
        was; :meth:`take_put_back` then says what happened. Another regular file put in its
        place is opened as it is found."""
        if not isinstance(self.path, Path) or self.readonly:
            return False
        try:
            found = self._stat()
        except OSError:
            return False  # cannot be looked at now: the next access looks again
        if found is None:
            self._write_back(self._best_source())
            self._put_back.append("deleted")
            return True
        if self._file is not None and (found.st_dev, found.st_ino) != self._file:
            if stat.S_ISREG(found.st_mode):
                # the history put back by another connection of this app, or a file put in
                # its place: what is at the path is the history from now on
                self._reconnect()
            return False
        if found.st_size < self._size:
            # SQLite's main file only grows here (no vacuum): it was cut short under the app
            held = self._held
            if held is None:
                self._put_back.append("shrank-unheld")
                self._size = found.st_size
                return False
            self._write_back(held._conn)
            self._put_back.append("shrank")
            return True
        self._size = found.st_size
        return False

    def _best_source(self) -> sqlite3.Connection:
        """What to write back for a deleted file: this connection's file (it holds everything,
        competitions too), unless it lost matches the copy the app holds has (it was cut short
        before it was deleted)."""
        held = self._held
        if held is None:
            return self._conn
        try:
            ids = {r[0] for r in self._conn.execute("SELECT match_id FROM matches")}
            if ids >= {r[0] for r in held._conn.execute("SELECT match_id FROM matches")}:
                return self._conn
        except sqlite3.Error:
            pass
        return held._conn

    def _write_back(self, source: sqlite3.Connection) -> None:
        """``source`` written at :attr:`path` (atomically), and this connection moved to it."""
        assert isinstance(self.path, Path)
        fresh = self.path.with_name(f".{self.path.name}.put-back")
        dest = sqlite3.connect(fresh)
        try:
            source.backup(dest)
        finally:
            dest.close()
        # the old connection goes first: its write-ahead log belongs to the old file and
        # must not be read into the one put back
        self._close_quietly()
        for extra in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + extra)
            if side.exists():
                side.unlink()
        os.replace(fresh, self.path)
        self._reconnect(closed=True)

    def _reconnect(self, *, closed: bool = False) -> None:
        if not closed:
            self._close_quietly()
        self._conn = self._opened = self._connect()
        self._conn.text_factory = untrusted.decode
        self._note_file()

    def take_put_back(self) -> list[str]:
        """What happened to the file since last asked: ``deleted`` or ``shrank`` (written
        back), ``shrank-unheld`` (cut short before the app held a copy of it)."""
        found, self._put_back = self._put_back, []
        return found

    def hold(self, copy: HistoryDB | None = None) -> None:
        """Keep ``copy`` (from :func:`copy_in_memory`, made off the window's thread), or a
        copy made now, as what the app holds of the history. What this object writes from
        now on is written into the copy too (:meth:`keep`)."""
        if copy is None:
            if not isinstance(self.path, Path):
                return
            copy = copy_in_memory(self.path)
        old, self._held = self._held, copy
        if old is not None:
            old.close()

    def keep(self, write: Callable[[HistoryDB], object]) -> None:
        """Make a write stored through another connection (the history's own thread) in the
        copy the app holds as well. Never raises: the copy is a safeguard."""
        held = self._held
        if held is None:
            return
        try:
            write(held)
        except KeyError:
            pass  # nothing there to take out
        except Exception:  # noqa: BLE001 - a copy that cannot follow is dropped, not trusted
            self._held = None
            held.close()

    @classmethod
    def _in_memory(cls, conn: sqlite3.Connection) -> HistoryDB:
        """A history over an in-memory connection already filled (a copy)."""
        db = cls.__new__(cls)
        db.path, db.readonly, db.busy_timeout, db.create = ":memory:", False, BUSY_TIMEOUT, True
        db._opened = db._conn = conn
        conn.text_factory = untrusted.decode
        conn.execute("PRAGMA foreign_keys = ON")
        db._file, db._size, db._held, db._put_back = None, 0, None, []
        return db

    def close(self) -> None:
        self._conn.close()
        if self._held is not None:
            self._held.close()
            self._held = None

    def __enter__(self) -> HistoryDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def backup(self, target: Path) -> Path:
        """A consistent copy of the database at ``target``."""
        dest = sqlite3.connect(target)
        try:
            self._conn.backup(dest)
        finally:
            dest.close()
        return target

    # -- players ---------------------------------------------------------------------------------

    def _player_id(self, name: str, now: str) -> int | None:
        name = " ".join(name.split())
        if not name:
            return None
        row = self._conn.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        if row is not None:
            self._conn.execute(
                "UPDATE players SET last_seen = max(last_seen, ?) WHERE id = ?", (now, row[0])
            )
            return int(row[0])
        cur = self._conn.execute(
            "INSERT INTO players (name, key, first_seen, last_seen) VALUES (?, ?, ?, ?)",
            (name, fold(name), now, now),
        )
        return int(cur.lastrowid or 0)

    def remember_player(self, name: str) -> None:
        """Add a name to the autocomplete list (typed for a match not yet stored)."""
        with self._transaction():
            self._player_id(name, utc_text(datetime.now(UTC)))
        self.keep(lambda held: held.remember_player(name))

    def complete_player(self, prefix: str, limit: int = 10) -> list[str]:
        """Stored player names that start with ``prefix`` (or whose surname does), accent- and
        case-blind, the most played first."""
        key = fold(prefix)
        escaped = key.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        rows = self._conn.execute(
            "SELECT name FROM players WHERE key LIKE ? ESCAPE '\\' OR key LIKE ? ESCAPE '\\'"
            " ORDER BY (key LIKE ? ESCAPE '\\') DESC, matches DESC, last_seen DESC, name"
            " LIMIT ?",
            (escaped + "%", "% " + escaped + "%", escaped + "%", limit),
        ).fetchall()
        return [r[0] for r in rows if _readable(r[0])]

    # -- matches ---------------------------------------------------------------------------------

    def _transaction(self) -> _Transaction:
        self.put_back_if_gone()
        return _Transaction(self._conn, self)

    def _after_commit(self) -> None:
        """A write just committed: it went into the file at :attr:`path`, or that file is put
        back with it (deleted meanwhile); written into a file another one replaced, it is
        not taken as written (OSError)."""
        if not isinstance(self.path, Path) or self.readonly:
            return
        found = self._stat()
        if found is None:
            self._write_back(self._best_source())
            self._put_back.append("deleted")
        elif self._file is not None and (found.st_dev, found.st_ino) != self._file:
            raise OSError(f"{self.path}: replaced while being written")
        else:
            self._size = max(self._size, found.st_size)

    def stored_inputs(self, match_id: str) -> list[dict[str, Any]] | None:
        """The inputs stored with ``match_id`` (None: the history does not hold it). Raises
        :class:`DamagedMatch` when they cannot be read."""
        row = self._conn.execute(
            "SELECT d.inputs FROM matches m JOIN match_data d ON d.match = m.id"
            " WHERE m.match_id = ?",
            (match_id,),
        ).fetchone()
        if row is None:
            return None if not self.has_match(match_id) else []
        try:
            inputs = untrusted.json_list(row[0], "match_data.inputs")
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc
        if not all(isinstance(i, dict) for i in inputs):
            raise DamagedMatch(f"{self.path}: match_data.inputs: not a list of inputs")
        return inputs

    def has_match(self, match_id: str) -> bool:
        row = self._conn.execute("SELECT 1 FROM matches WHERE match_id = ?", (match_id,))
        return row.fetchone() is not None

    def save(self, m: MatchSummary, *, go_on: Callable[[], bool] | None = None) -> int:
        """Store (or replace) a match with its racks and shots, in one transaction; returns its
        row id. ``go_on`` is asked once the write lock is taken: False gives up there, before
        anything is written (:class:`StoreCancelled`)."""
        started = utc_text(m.created)
        with self._transaction():
            if go_on is not None and not go_on():
                raise StoreCancelled(m.match_id)
            old = self._conn.execute(
                "SELECT id, player0, player1 FROM matches WHERE match_id = ?", (m.match_id,)
            ).fetchone()
            if old is not None:
                for pid in old[1:]:
                    if pid is not None:
                        self._conn.execute(
                            "UPDATE players SET matches = matches - 1 WHERE id = ?", (pid,)
                        )
                self._conn.execute("DELETE FROM matches WHERE id = ?", (old[0],))
            ids = [self._player_id(name, started) for name in m.players]
            for pid in ids:
                if pid is not None:
                    self._conn.execute(
                        "UPDATE players SET matches = matches + 1 WHERE id = ?", (pid,)
                    )
            cur = self._conn.execute(
                "INSERT INTO matches (match_id, discipline, ruleset, player0, player1, name0,"
                " name1, started, finished, winner, end_reason, score0, score1, racks0, racks1,"
                " sets0, sets1, racks_played, shots, stats0, stats1)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    m.match_id,
                    m.discipline,
                    m.ruleset,
                    ids[0],
                    ids[1],
                    m.players[0],
                    m.players[1],
                    started,
                    utc_text(m.finished) if m.finished else None,
                    m.winner,
                    m.end_reason,
                    *m.score,
                    *m.racks_won,
                    *m.sets,
                    len(m.racks),
                    sum(1 for s in m.shots if s.kind == "shot"),
                    _stats_json(m.stats[0]),
                    _stats_json(m.stats[1]),
                ),
            )
            mid = int(cur.lastrowid or 0)
            for table in ("match_data", "racks", "shots"):
                # rows of a match taken out without them (a file edited elsewhere)
                self._conn.execute(f"DELETE FROM {table} WHERE match = ?", (mid,))
            self._conn.execute(
                "INSERT INTO match_data (match, created, config, clock, inputs, score_sheet)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    mid,
                    m.created,
                    json.dumps(m.config, ensure_ascii=False),
                    json.dumps(m.clock, ensure_ascii=False) if m.clock is not None else None,
                    json.dumps(list(m.inputs), ensure_ascii=False),
                    json.dumps(list(m.score_sheet)),
                ),
            )
            self._conn.executemany(
                "INSERT INTO racks VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        mid,
                        r.number,
                        r.set_number,
                        r.breaker,
                        r.winner,
                        r.outcome,
                        *r.score,
                        r.moves,
                        _stats_json(r.stats[0]),
                        _stats_json(r.stats[1]),
                    )
                    for r in m.racks
                ],
            )
            self._conn.executemany(
                "INSERT INTO shots VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        mid,
                        s.seq,
                        s.rack,
                        s.shooter,
                        s.kind,
                        json.dumps(list(s.pocketed)),
                        int(bool(s.fouls)),
                        json.dumps(list(s.fouls)),
                        json.dumps(list(s.reasons)),
                        int(s.breaking),
                        s.time,
                    )
                    for s in m.shots
                ],
            )
        self.keep(lambda held: held.save(m))
        return mid

    def list_matches(
        self, filters: Filters | None = None, *, limit: int | None = 100, offset: int = 0
    ) -> list[MatchRow]:
        """A page of stored matches, newest first, with each player's statistics."""
        where, args = (filters or Filters()).where()
        sql = f"SELECT {_ROW_COLUMNS} FROM matches{where} ORDER BY started DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ? OFFSET ?"
            args += [limit, offset]
        return [_row(r) for r in self._conn.execute(sql, args)]

    def count_matches(self, filters: Filters | None = None) -> int:
        where, args = (filters or Filters()).where()
        return int(self._conn.execute(f"SELECT count(*) FROM matches{where}", args).fetchone()[0])

    def disciplines(self) -> list[str]:
        """The disciplines found in the history (for the filter's choices)."""
        rows = self._conn.execute("SELECT DISTINCT discipline FROM matches ORDER BY discipline")
        return [r[0] for r in rows if _readable(r[0])]

    def _id_of(self, match: int | str) -> int:
        if isinstance(match, int):
            return match
        row = self._conn.execute("SELECT id FROM matches WHERE match_id = ?", (match,)).fetchone()
        if row is None:
            raise KeyError(match)
        return int(row[0])

    def open_match(self, match: int | str) -> StoredMatch:
        """A stored match (by row id or match id), read-only. Raises KeyError when there is
        none, :class:`DamagedMatch` when one of its values is damaged."""
        mid = self._id_of(match)
        r = self._conn.execute(f"SELECT {_ROW_COLUMNS} FROM matches WHERE id = ?", (mid,))
        found = r.fetchone()
        if found is None:
            raise KeyError(match)
        data = self._conn.execute(
            "SELECT created, config, clock, inputs, score_sheet FROM match_data WHERE match = ?",
            (mid,),
        ).fetchone()
        try:
            row = _checked_row(found)
            if data is None:
                raise untrusted.DamagedValue("match_data", "missing")
            clock = data[2]
            inputs = untrusted.json_list(data[3], "match_data.inputs")
            sheet = untrusted.json_list(data[4], "match_data.score_sheet")
            if not all(isinstance(i, dict) for i in inputs):
                raise untrusted.DamagedValue("match_data.inputs", "not a list of inputs")
            return StoredMatch(
                id=mid,
                match_id=row.match_id,
                created=untrusted.text(data[0], "match_data.created"),
                config=untrusted.json_object(data[1], "match_data.config"),
                inputs=tuple(inputs),
                clock=untrusted.json_object(clock, "match_data.clock")
                if clock is not None
                else None,
                row=row,
                racks=self._racks(mid),
                score_sheet=tuple(_sheet_line(line) for line in sheet),
            )
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc

    def racks(self, match: int | str) -> tuple[RackSummary, ...]:
        """A stored match's racks; raises :class:`DamagedMatch` when one is damaged."""
        try:
            return self._racks(self._id_of(match))
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc

    def _racks(self, mid: int) -> tuple[RackSummary, ...]:
        rows = self._conn.execute(
            "SELECT number, set_number, breaker, winner, outcome, score0, score1, moves,"
            " stats0, stats1 FROM racks WHERE match = ? ORDER BY number",
            (mid,),
        )
        n = untrusted.count
        return tuple(
            RackSummary(
                n(r[0], "racks.number"),
                n(r[1], "racks.set_number"),
                int(untrusted.side(r[2], "racks.breaker", optional=False) or 0),
                untrusted.side(r[3], "racks.winner"),
                untrusted.optional_text(r[4], "racks.outcome"),
                (n(r[5], "racks.score0", signed=True), n(r[6], "racks.score1", signed=True)),
                n(r[7], "racks.moves"),
                (_stats_from(r[8], "racks.stats0"), _stats_from(r[9], "racks.stats1")),
            )
            for r in rows
        )

    def shots(self, match: int | str) -> tuple[ShotSummary, ...]:
        """A stored match's shots; raises :class:`DamagedMatch` when one is damaged."""
        rows = self._conn.execute(
            "SELECT seq, rack, shooter, kind, pocketed, fouls, reasons, breaking, time"
            " FROM shots WHERE match = ? ORDER BY seq",
            (self._id_of(match),),
        )
        n = untrusted.count
        try:
            return tuple(
                ShotSummary(
                    n(r[0], "shots.seq"),
                    n(r[1], "shots.rack"),
                    int(untrusted.side(r[2], "shots.shooter", optional=False) or 0),
                    untrusted.text(r[3], "shots.kind"),
                    untrusted.ball_list(r[4], "shots.pocketed"),
                    untrusted.text_list(r[5], "shots.fouls"),
                    untrusted.text_list(r[6], "shots.reasons"),
                    bool(n(r[7], "shots.breaking", top=1)),
                    untrusted.seconds(r[8], "shots.time"),
                )
                for r in rows
            )
        except untrusted.DamagedValue as exc:
            raise DamagedMatch(f"{self.path}: {exc}") from exc

    def delete_match(self, match: int | str) -> None:
        mid = self._id_of(match)
        with self._transaction():
            row = self._conn.execute(
                "SELECT player0, player1 FROM matches WHERE id = ?", (mid,)
            ).fetchone()
            for pid in row or ():
                if pid is not None:
                    self._conn.execute(
                        "UPDATE players SET matches = matches - 1 WHERE id = ?", (pid,)
                    )
            self._conn.execute("DELETE FROM matches WHERE id = ?", (mid,))
        key = match if isinstance(match, str) else None
        if key is not None:
            self.keep(lambda held: held.delete_match(key))


@dataclass
class _Transaction:
    conn: sqlite3.Connection
    db: HistoryDB | None = None

    def __enter__(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self.conn.execute("ROLLBACK" if exc_type is not None else "COMMIT")
        if exc_type is None and self.db is not None:
            self.db._after_commit()


def copy_in_memory(path: Path) -> HistoryDB:
    """A copy of the history at ``path`` in memory, read on a connection of its own (off the
    window's thread: it reads every page); usable from another thread."""
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    source = sqlite3.connect(uri, uri=True, timeout=STORE_BUSY_TIMEOUT)
    copy = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    try:
        source.backup(copy)
    except BaseException:
        copy.close()
        raise
    finally:
        source.close()
    return HistoryDB._in_memory(copy)


def before_opening(path: Path, *, create: bool = True, mode: bool = True) -> bool:
    """Check the history at ``path`` before it is opened: True when it is a database already
    in WAL mode (or there is none yet, and ``create``; or ``mode`` is False: not asked), False
    when it is one that is not (it must be checked whole before the switch to WAL writes into
    its header).

    SQLite would wait forever on a named pipe and give a misleading error for a folder, so
    the path (and its ``-wal`` and ``-shm`` files) is first checked to name a regular file
    (:func:`~scoreboard.paths.regular_file`, without opening it: closing a descriptor of a
    database drops the locks SQLite holds on it in this process), then its header is read by
    SQLite, read-only. Raises :class:`~scoreboard.paths.FileProblemError`: ``not-a-file`` for
    a folder, pipe, device or symlink loop (the problem names the file: the history or one of
    its side files), ``unreadable`` when it cannot be read, ``history-corrupt`` for an empty
    file or one that is not a database. Other failures (locked, missing) raise OSError."""
    for side in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if os.path.lexists(side):
            try:
                regular_file(side)
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise FileProblemError(_open_problem(side, exc)) from exc
    try:
        st = regular_file(path)
    except FileNotFoundError:
        if create:
            return True
        raise
    except OSError as exc:
        raise FileProblemError(_open_problem(path, exc)) from exc
    if not os.access(path, os.R_OK):
        error = PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        raise FileProblemError(_open_problem(path, error))
    if st.st_size == 0:
        raise FileProblemError(
            FileProblem(
                ProblemCode.HISTORY_CORRUPT, path, None, {"error": "empty file"}, Severity.ERROR
            )
        )
    if not mode:
        return True
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        raise OSError(f"{path}: {exc}") from exc
    try:
        journal_mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    except sqlite3.OperationalError as exc:
        raise OSError(f"{path}: {exc}") from exc
    except sqlite3.DatabaseError as exc:
        raise FileProblemError(
            FileProblem(
                ProblemCode.HISTORY_CORRUPT, path, None, {"error": str(exc)}, Severity.ERROR
            )
        ) from exc
    finally:
        conn.close()
    return str(journal_mode).lower() == "wal"


def _open_problem(path: Path, exc: OSError) -> FileProblem:
    """What a history file that cannot be opened as a file is (see :func:`before_opening`);
    an OSError that is not about the file itself is raised again."""
    if isinstance(exc, NotAFileError) or exc.errno == errno.ELOOP:
        code = ProblemCode.NOT_A_FILE
    elif isinstance(exc, PermissionError):
        code = ProblemCode.UNREADABLE
    else:
        raise exc
    return FileProblem(code, path, None, {"error": str(exc)}, Severity.ERROR)


#: The problems found at opening for which the history is put aside and a new one started.
_PUT_ASIDE = (ProblemCode.HISTORY_CORRUPT, ProblemCode.NOT_A_FILE, ProblemCode.UNREADABLE)


def check_file(path: Path) -> str | None:
    """``PRAGMA quick_check`` of the history at ``path`` on a connection of its own, read-only
    (another connection may be writing): None when sound, else what SQLite found. Raises
    :class:`~scoreboard.paths.FileProblemError` for a file that is not a database, OSError when
    it cannot be read now (a named pipe or a folder put there meanwhile too: SQLite is never
    handed one)."""
    regular_file(path)
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        raise OSError(f"{path}: {exc}") from exc
    try:
        rows = conn.execute("PRAGMA quick_check").fetchmany(5)
    except sqlite3.OperationalError as exc:
        raise OSError(f"{path}: {exc}") from exc
    except sqlite3.DatabaseError as exc:
        return str(exc)
    finally:
        conn.close()
    found = [str(r[0]) for r in rows]
    return None if found == ["ok"] else "; ".join(found)


def open_or_recover(path: Path, *, check: bool = True) -> tuple[HistoryDB, FileProblem | None]:
    """Open the history; a damaged file, or something that is not a file at all (a folder, a
    named pipe), is moved aside once (:func:`~scoreboard.paths.put_aside`: ``*.damaged-
    <timestamp>``, never overwriting an earlier one, its ``-wal`` and ``-shm`` files beside
    it) and a new, empty history started. Nothing is written into it before. A newer-version
    file is not touched: the error is raised. ``check`` False leaves the full check of every
    page for later (:func:`check_file`); the first pages are read, and checked, all the same
    (and every page, of a file not in WAL mode yet)."""
    try:
        return HistoryDB(path, check=check), None
    except FileProblemError as exc:
        if exc.problem.code not in _PUT_ASIDE:
            raise
        problem = exc.problem
    if problem.path != path:  # a side file that is not a file: only it is put aside
        aside = put_aside(problem.path)
        return HistoryDB(path, check=check), dataclasses.replace(problem, kept_aside=aside)
    aside = put_aside(path)
    for extra in ("-wal", "-shm"):
        side = path.with_name(path.name + extra)
        target = aside.with_name(aside.name + extra)
        if os.path.lexists(side) and not os.path.lexists(target):
            os.rename(side, target)
    return HistoryDB(path), dataclasses.replace(problem, kept_aside=aside)
