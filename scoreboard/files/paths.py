"""Where the scoreboard keeps its files, and how it writes them without ever losing one.

Long because where the files are, and how they are written and put aside, are one contract that
every writer of a file follows.

Locations come from platformdirs and can be overridden: the ``--data-dir`` command-line option
wins, then the ``data_dir`` setting, then the platform's user folders.

>>> loc = Locations.resolve(cli_data_dir=Path("/tmp/ps"))
>>> loc.history_db.name, loc.journals.name, loc.settings_file.name
('history.sqlite3', 'journals', 'settings.json')

Every file that is rewritten (settings, a repaired journal, an export) is written atomically:
a temporary file in the same folder, flushed and fsynced, moved over the old one with
``os.replace``, then the folder itself is fsynced so the rename survives a power cut.

Every data file is opened by one function, :func:`open_regular`: a regular file (or a symlink
to one) is read, anything else (a folder, a named pipe, a device, a symlink loop) is refused
at once, without waiting. A file found damaged is never written into: it is put aside once,
moved (or, when it is to be rewritten, linked) to ``<name>.damaged-<timestamp>``, a name that
never replaces an earlier one (:func:`put_aside`).

Problems with files are reported as a :class:`FileProblem`: a :class:`ProblemCode`, the file,
the line (when there is one) and parameters; the windows turn the code into words.
"""

from __future__ import annotations

import contextlib
import enum
import errno
import os
import shutil
import stat
import tempfile
from collections.abc import Generator, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

# the local time of journals and exports, imported from here by them
from scoreboard.files.local_time import now_iso as now_iso

APP_NAME = "pool-scoreboard"


class NotAFileError(OSError):
    """A path read as a file names something else: a folder, a named pipe, a device."""


def regular_file(path: Path | str) -> os.stat_result:
    """The status of the regular file at ``path`` (a symlink is followed), found without
    opening it. Anything else raises at once: a folder, a named pipe, a device or a socket
    :class:`NotAFileError`; a symlink loop OSError (``ELOOP``); nothing there
    FileNotFoundError.

    >>> regular_file("/dev/null")
    Traceback (most recent call last):
    ...
    scoreboard.files.paths.NotAFileError: [Errno 22] not a regular file: '/dev/null'
    """
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise NotAFileError(errno.EINVAL, "not a regular file", str(path))
    return st


def open_regular(path: Path | str) -> int:
    """A descriptor, for reading, of the regular file at ``path``: the one way every data
    file (settings, journal, history, competition, entrants list, import) is opened.

    Never blocks and never reads what is not a file: the path is checked before it is opened
    (:func:`regular_file`), opened without waiting (a named pipe put there meanwhile cannot
    hold the open), and the file opened is checked again (``fstat``). Raises
    :class:`NotAFileError` or another OSError."""
    regular_file(path)
    flags = (
        os.O_RDONLY
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_BINARY", 0)
        | getattr(os, "O_CLOEXEC", 0)
        | getattr(os, "O_NOCTTY", 0)
    )
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFileError(errno.EINVAL, "not a regular file", str(path))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_at_most(path: Path | str, limit: int) -> bytes:
    """Up to ``limit`` bytes of the regular file at ``path`` (more than that means it is too
    large: callers read ``limit + 1``). A named pipe, a device or a folder raises
    :class:`NotAFileError` at once, where a plain ``open`` would wait for a writer or read
    forever; any other failure raises OSError (see :func:`open_regular`).

    >>> read_at_most("/dev/null", 10)
    Traceback (most recent call last):
    ...
    scoreboard.files.paths.NotAFileError: [Errno 22] not a regular file: '/dev/null'
    """
    fd = open_regular(path)
    try:
        chunks: list[bytes] = []
        left = limit
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_lines(path: Path | str, line_limit: int) -> Generator[bytes | None, None, None]:
    """The lines of the regular file at ``path`` (opened by :func:`open_regular`), one at a
    time, each without its ``\\n``; a line longer than ``line_limit`` bytes is skipped to its
    end without being held, and comes as None. The last item is the part after the last
    ``\\n`` (``b""`` when the file ends with one), so ``b"\\n".join`` of the items gives the
    file back when no line is too long.

    >>> import tempfile
    >>> with tempfile.NamedTemporaryFile() as f:
    ...     _ = f.write(b"a\\n" + b"x" * 50 + b"\\nb"); f.flush()
    ...     list(read_lines(f.name, 10))
    [b'a', None, b'b']
    """
    fd = open_regular(path)
    try:
        part = bytearray()
        too_long = False
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            start = 0
            while True:
                end = chunk.find(b"\n", start)
                piece = chunk[start:] if end < 0 else chunk[start:end]
                if not too_long:
                    part += piece
                    if len(part) > line_limit:
                        too_long, part = True, bytearray()
                if end < 0:
                    break
                yield None if too_long else bytes(part)
                part, too_long = bytearray(), False
                start = end + 1
        yield None if too_long else bytes(part)
    finally:
        os.close(fd)


#: Environment variable naming the data folder (used by tests and portable installs).
DATA_DIR_ENV = "POOL_SCOREBOARD_DATA_DIR"


@dataclass(frozen=True, slots=True)
class Locations:
    """The folders and files of one installation.

    ``data`` holds the history database and the journals; ``config`` the settings file. When a
    data folder is given explicitly (``--data-dir`` or the environment variable) the settings
    live in it too, so a portable installation is one folder.
    """

    data: Path
    config: Path

    @property
    def journals(self) -> Path:
        """Per-match journals of the matches in progress."""
        return self.data / "journals"

    @property
    def history_db(self) -> Path:
        return self.data / "history.sqlite3"

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"

    @classmethod
    def resolve(
        cls,
        cli_data_dir: Path | str | None = None,
        settings_data_dir: Path | str | None = None,
        environ: Mapping[str, str] | None = None,
    ) -> Locations:
        """The locations in force: command line, then environment, then the setting, then
        the platform's user folders."""
        env = os.environ if environ is None else environ
        explicit = cli_data_dir or env.get(DATA_DIR_ENV) or None
        if explicit:
            folder = Path(explicit).expanduser()
            return cls(data=folder, config=folder)
        config = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
        if settings_data_dir:
            return cls(data=Path(settings_data_dir).expanduser(), config=config)
        return cls(data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)), config=config)

    def ensure(self) -> Locations:
        """Create the folders (if missing) and return self."""
        for folder in (self.data, self.config, self.journals):
            folder.mkdir(parents=True, exist_ok=True)
        return self


def folder_problem(folder: Path) -> str | None:
    """Why ``folder`` cannot serve as a data folder, or None.

    A folder (or one it would be made in) that cannot be entered or made for lack of
    permission, a file in its place, a path through a file. A folder that exists but cannot be
    written is not a problem here: the app runs on it, read-only, and says so.
    """
    folder = Path(folder)
    try:
        if folder.exists():
            if not folder.is_dir():
                return "it is a file"
            os.listdir(folder)
            return None
        parent = folder.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir():
            return f"{parent} is a file"
        os.listdir(parent)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except PermissionError as exc:
            return exc.strerror or "permission denied"
        except OSError:
            return None  # a read-only or full disk: the app runs and says so
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


# -- problems ------------------------------------------------------------------------------------


class ProblemCode(enum.Enum):
    """What went wrong with a file. The windows translate the code; ``params`` fill it in."""

    # journals
    JOURNAL_TRUNCATED = "journal-truncated"  # the last line was cut short (power cut)
    JOURNAL_CORRUPT_LINE = "journal-corrupt-line"  # a line is not valid JSON
    JOURNAL_INVALID_INPUT = "journal-invalid-input"  # valid JSON but not an input we know
    JOURNAL_OUT_OF_SEQUENCE = "journal-out-of-sequence"  # params: expected, found
    JOURNAL_NEWER_VERSION = "journal-newer-version"  # params: version, supported
    JOURNAL_NOT_OURS = "journal-not-ours"  # no journal header on line 1
    JOURNAL_EMPTY = "journal-empty"
    JOURNAL_REPLAY_FAILED = "journal-replay-failed"  # params: error; line of the refused input
    JOURNAL_INVALID_HEADER = "journal-invalid-header"  # line 1 is no match we can play
    JOURNAL_END_NOT_LAST = "journal-end-not-last"  # entries follow the closing line
    # settings
    SETTINGS_CORRUPT = "settings-corrupt"  # not a JSON object
    SETTINGS_INVALID_VALUE = "settings-invalid-value"  # params: key
    SETTINGS_NEWER_VERSION = "settings-newer-version"  # params: version, supported
    # history database
    HISTORY_NEWER_VERSION = "history-newer-version"  # params: version, supported
    HISTORY_CORRUPT = "history-corrupt"  # params: error
    # import of an exported match
    IMPORT_NOT_JSON = "import-not-json"
    IMPORT_NOT_OURS = "import-not-ours"
    IMPORT_NEWER_VERSION = "import-newer-version"  # params: version, supported
    IMPORT_INVALID = "import-invalid"  # params: field
    IMPORT_INVALID_INPUT = "import-invalid-input"  # params: index, error
    IMPORT_REPLAY_FAILED = "import-replay-failed"  # params: index, error
    IMPORT_ALREADY_STORED = "import-already-stored"  # params: match_id
    # a journal's or an exported match's player name the one gate refuses
    BAD_NAME = "bad-name"  # params: field, player (1 or 2), problem (a name_problem code)
    # any file
    UNREADABLE = "unreadable"  # params: error
    NOT_A_FILE = "not-a-file"  # a folder, a named pipe, a device or a symlink loop
    FILE_TOO_LARGE = "file-too-large"  # params: limit (bytes)


class Severity(enum.Enum):
    WARNING = "warning"  # something was recovered; the user should know
    ERROR = "error"  # nothing could be used


@dataclass(frozen=True, slots=True)
class FileProblem:
    """A problem found in ``path`` (at 1-based ``line`` when known).

    ``kept_aside`` is where the damaged original was put aside before anything was rewritten.
    ``recovered`` counts the records recovered before the damage (journals).
    """

    code: ProblemCode
    path: Path
    line: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    severity: Severity = Severity.WARNING
    kept_aside: Path | None = None
    recovered: int = 0

    def __str__(self) -> str:  # for logs only; the windows translate ``code``
        where = f"{self.path}:{self.line}" if self.line is not None else str(self.path)
        extra = f" {dict(self.params)}" if self.params else ""
        return f"{where}: {self.code.value}{extra}"


class FileProblemError(Exception):
    """Raised when a file cannot be used at all; carries the :class:`FileProblem`."""

    def __init__(self, problem: FileProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem


# -- safe writing --------------------------------------------------------------------------------


def fsync_dir(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (a no-op where folders cannot be
    opened, as on Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


@contextlib.contextmanager
def _written_beside(path: Path, data: bytes) -> Iterator[str]:
    """``data`` in a synced temporary file beside ``path``: the block moves it where it
    belongs; on an error in the block the temporary file is removed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        yield tmp
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file."""
    path = Path(path)
    with _written_beside(path, data) as tmp:
        os.replace(tmp, path)
    fsync_dir(path.parent)


def new_file_mode() -> int:
    """The mode a new file of this process gets: 0o666 less the umask, read where the system
    tells it without changing it (Linux), else the usual 0o644."""
    try:
        for line in Path("/proc/self/status").read_text("ascii").splitlines():
            if line.startswith("Umask:"):
                return 0o666 & ~int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    return 0o644


def export_bytes(path: Path, data: bytes) -> None:
    """Write a file that is handed out (an exported CSV or JSON) as :func:`atomic_write_bytes`
    does, but readable as any new file of the user is, as a PDF written by Qt is: the app's
    own files stay owner-only."""
    path = Path(path)
    with _written_beside(path, data) as tmp:
        os.chmod(tmp, new_file_mode())
        os.replace(tmp, path)
    fsync_dir(path.parent)


@contextlib.contextmanager
def atomic_file(path: Path | str) -> Iterator[Path]:
    """A temporary name beside ``path`` for a writer that makes the file itself (a PDF printer):
    when the block ends without an error the file is synced and moved over ``path``, so a crash
    leaves the old file or the new one; on an error it is removed.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as d, atomic_file(Path(d) / "out.txt") as tmp:
    ...     _ = tmp.write_text("made")
    ...     sorted(p.name for p in Path(d).iterdir()) == [tmp.name]
    True
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        yield tmp
        with open(tmp, "rb") as f:
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def timestamp(now: datetime | None = None) -> str:
    """A compact UTC timestamp for file names: ``20240131T235959Z``."""
    return (now or datetime.now(UTC)).strftime("%Y%m%dT%H%M%SZ")


def _aside_names(path: Path, now: datetime | None) -> Iterator[Path]:
    base = path.with_name(f"{path.name}.damaged-{timestamp(now)}")
    yield base
    n = 1
    while True:
        yield base.with_name(f"{base.name}-{n}")
        n += 1


def put_aside(path: Path | str, *, keep: bool = False, now: datetime | None = None) -> Path:
    """Put a damaged file (or whatever stands where a file should be: a folder, a pipe, a
    symlink loop) aside as ``<name>.damaged-<timestamp>`` (``-1``, ``-2``… after it when that
    name is taken: an earlier one is never overwritten) and return that path.

    Without ``keep`` the original is moved there (nothing is copied: a full disk does not
    stop it, and a 100 MB file stays 100 MB); with ``keep`` a copy is made and the original
    left as it is. Nothing is ever written into the file itself.
    """
    path = Path(path)
    for target in _aside_names(path, now):
        if keep:
            try:
                _copy_new(path, target)
            except FileExistsError:
                continue
        elif not _link_or_move(path, target):
            continue
        fsync_dir(target.parent)
        return target
    raise AssertionError("unreachable")  # pragma: no cover - the names never run out


def _link_or_move(path: Path, target: Path, *, unlink: bool = True) -> bool:
    """Give ``path`` the new name ``target`` (and, with ``unlink``, drop the old one); False
    when ``target`` is taken. A hard link where links can be made (it never replaces what is
    there), else a rename."""
    try:
        os.link(path, target, follow_symlinks=False)
    except FileExistsError:
        return False
    except OSError as exc:
        if exc.errno == errno.ENOENT and not os.path.lexists(path):
            raise
        # no hard links here (a folder, a file system without them): renamed
        if os.path.lexists(target):
            return False
        if not unlink:
            raise
        os.rename(path, target)
        return True
    if unlink:
        os.unlink(path)
    return True


def rewrite_damaged(path: Path | str, data: bytes, now: datetime | None = None) -> Path:
    """Put the damaged file at ``path`` aside (as :func:`put_aside`) and write ``data`` in
    its place, atomically: at any moment ``path`` holds the damaged file or ``data``. The
    damaged file is not copied where the file system can give it a second name; returns
    where it is kept."""
    path = Path(path)
    with _written_beside(path, data) as tmp:
        for target in _aside_names(path, now):
            try:
                if _link_or_move(path, target, unlink=False):
                    break
            except OSError:
                if not os.path.lexists(path):
                    raise
                try:  # no second name possible here: a copy
                    _copy_new(path, target)
                except FileExistsError:
                    continue
                break
        os.replace(tmp, path)
    fsync_dir(path.parent)
    return target


def _copy_new(path: Path, target: Path) -> None:
    """Copy the regular file ``path`` to ``target``, which must not exist yet."""
    src = open_regular(path)
    try:
        dst = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0))
        try:
            while chunk := os.read(src, 1 << 20):
                view = memoryview(chunk)
                while view:
                    view = view[os.write(dst, view) :]
            os.fsync(dst)
        except BaseException:
            os.close(dst)
            with contextlib.suppress(OSError):
                os.unlink(target)
            raise
        os.close(dst)
    finally:
        os.close(src)
    with contextlib.suppress(OSError):
        shutil.copystat(path, target)


def keep_aside(path: Path, now: datetime | None = None) -> Path:
    """Copy a damaged file to ``<name>.damaged-<timestamp>`` (never overwriting an earlier
    copy) and return the copy's path. The original is left as it is (:func:`put_aside` with
    ``keep``; :func:`rewrite_damaged` puts a file aside and rewrites it without a copy)."""
    return put_aside(path, keep=True, now=now)
