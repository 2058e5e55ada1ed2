"""The history's file under the app: opened, checked and migrated (:class:`HistoryFile`), and
put back when it is deleted, emptied or cut short while open (from the connection, or from
the copy the app holds: :meth:`HistoryFile.hold`). :func:`before_opening` and
:func:`check_file` look at the file before SQLite is handed it.

:class:`~scoreboard.history.database.HistoryDB` adds the queries.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from scoreboard.files.paths import (
    FileProblem,
    FileProblemError,
    NotAFileError,
    ProblemCode,
    Severity,
    regular_file,
    timestamp,
)
from scoreboard.history import rows as untrusted
from scoreboard.history.schema import SCHEMA_VERSION, migrate, schema_version
from scoreboard.history.timeouts import BUSY_TIMEOUT, STORE_BUSY_TIMEOUT


class HistoryFile:
    """The connection to the history database at ``path`` (``":memory:"`` for a throwaway
    one), and the file kept under it; :class:`~scoreboard.history.database.HistoryDB` adds the queries.

    Opening migrates an older file (a backup copy is made first); a file from a newer version
    or one that is not a database raises :class:`~scoreboard.files.paths.FileProblemError` and is
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
        self._held: Self | None = None
        #: What happened to the file while open (``deleted``, ``shrank``), for the windows
        #: to say once (:meth:`take_put_back`).
        self._put_back: list[str] = []
        self._open(check)

    def _open(self, check: bool) -> None:
        """Open the connection: the file checked (whole before it is switched to WAL, else
        ``quick_check`` unless ``check`` is False) and migrated, or an error raised."""
        readonly = self.readonly
        if isinstance(self.path, Path) and not before_opening(
            self.path, create=self.create, mode=not readonly
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

    def hold(self, copy: Self | None = None) -> None:
        """Keep ``copy`` (from :func:`~scoreboard.history.database.copy_in_memory`, made off the window's thread), or a
        copy made now, as what the app holds of the history. What this object writes from
        now on is written into the copy too (:meth:`keep`)."""
        if copy is None:
            if not isinstance(self.path, Path):
                return
            copy = type(self)._in_memory(read_in_memory(self.path))
        old, self._held = self._held, copy
        if old is not None:
            old.close()

    def keep(self, write: Callable[[Self], object]) -> None:
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
    def _in_memory(cls, conn: sqlite3.Connection) -> Self:
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

    def __enter__(self) -> Self:
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


@dataclass
class _Transaction:
    conn: sqlite3.Connection
    db: HistoryFile | None = None

    def __enter__(self) -> None:
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self.conn.execute("ROLLBACK" if exc_type is not None else "COMMIT")
        if exc_type is None and self.db is not None:
            self.db._after_commit()


def read_in_memory(path: Path) -> sqlite3.Connection:
    """A connection to a copy of the history at ``path`` in memory, read on a connection of its own (off the
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
    return copy


def before_opening(path: Path, *, create: bool = True, mode: bool = True) -> bool:
    """Check the history at ``path`` before it is opened: True when it is a database already
    in WAL mode (or there is none yet, and ``create``; or ``mode`` is False: not asked), False
    when it is one that is not (it must be checked whole before the switch to WAL writes into
    its header).

    SQLite would wait forever on a named pipe and give a misleading error for a folder, so
    the path (and its ``-wal`` and ``-shm`` files) is first checked to name a regular file
    (:func:`~scoreboard.files.paths.regular_file`, without opening it: closing a descriptor of a
    database drops the locks SQLite holds on it in this process), then its header is read by
    SQLite, read-only. Raises :class:`~scoreboard.files.paths.FileProblemError`: ``not-a-file`` for
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
    :class:`~scoreboard.files.paths.FileProblemError` for a file that is not a database, OSError when
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
