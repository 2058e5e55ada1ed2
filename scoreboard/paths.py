"""Where the scoreboard keeps its files, and how it writes them without ever losing one.

Locations come from platformdirs and can be overridden: the ``--data-dir`` command-line option
wins, then the ``data_dir`` setting, then the platform's user folders.

>>> loc = Locations.resolve(cli_data_dir=Path("/tmp/ps"))
>>> loc.history_db.name, loc.journals.name, loc.settings_file.name
('history.sqlite3', 'journals', 'settings.json')

Every file that is rewritten (settings, a repaired journal, an export) is written atomically:
a temporary file in the same folder, flushed and fsynced, moved over the old one with
``os.replace``, then the folder itself is fsynced so the rename survives a power cut. A file
found damaged is never overwritten: a copy is kept aside as ``<name>.damaged-<timestamp>``.

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
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

# the local time of journals and exports, imported from here by them
from .local_time import now_iso as now_iso

APP_NAME = "pool-scoreboard"


class NotAFileError(OSError):
    """A path read as a file names something else: a folder, a named pipe, a device."""


def read_at_most(path: Path | str, limit: int) -> bytes:
    """Up to ``limit`` bytes of the regular file at ``path`` (more than that means it is too
    large: callers read ``limit + 1``). A named pipe, a device or a folder raises
    :class:`NotAFileError` at once, where a plain ``open`` would wait for a writer or read
    forever; any other failure raises OSError.

    >>> read_at_most("/dev/null", 10)
    Traceback (most recent call last):
    ...
    scoreboard.paths.NotAFileError: [Errno 22] not a regular file: '/dev/null'
    """
    # opened without waiting (a FIFO with no writer would block the open itself)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFileError(errno.EINVAL, "not a regular file", str(path))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
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
    # any file
    UNREADABLE = "unreadable"  # params: error
    FILE_TOO_LARGE = "file-too-large"  # params: limit (bytes)


class Severity(enum.Enum):
    WARNING = "warning"  # something was recovered; the user should know
    ERROR = "error"  # nothing could be used


@dataclass(frozen=True, slots=True)
class FileProblem:
    """A problem found in ``path`` (at 1-based ``line`` when known).

    ``kept_aside`` is where the damaged original was copied before anything was rewritten.
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


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
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


def keep_aside(path: Path, now: datetime | None = None) -> Path:
    """Copy a damaged file to ``<name>.damaged-<timestamp>`` (never overwriting an earlier
    copy) and return the copy's path. The original is left as it is."""
    path = Path(path)
    base = path.with_name(f"{path.name}.damaged-{timestamp(now)}")
    target = base
    n = 1
    while target.exists():
        target = base.with_name(f"{base.name}-{n}")
        n += 1
    shutil.copy2(path, target)
    with open(target, "rb") as f:
        os.fsync(f.fileno())
    fsync_dir(target.parent)
    return target
